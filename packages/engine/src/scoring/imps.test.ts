import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imps } from './imps.js';

// rules.md §3.7, the L78B scale: [lowest difference, highest difference, IMPs].
const BANDS: readonly [number, number, number][] = [
  [0, 10, 0],
  [20, 40, 1],
  [50, 80, 2],
  [90, 120, 3],
  [130, 160, 4],
  [170, 210, 5],
  [220, 260, 6],
  [270, 310, 7],
  [320, 360, 8],
  [370, 420, 9],
  [430, 490, 10],
  [500, 590, 11],
  [600, 740, 12],
  [750, 890, 13],
  [900, 1090, 14],
  [1100, 1290, 15],
  [1300, 1490, 16],
  [1500, 1740, 17],
  [1750, 1990, 18],
  [2000, 2240, 19],
  [2250, 2490, 20],
  [2500, 2990, 21],
  [3000, 3490, 22],
  [3500, 3990, 23],
  [4000, 10000, 24],
];

describe('imps (L78B)', () => {
  it.each(BANDS)('%i to %i is %i IMPs, either sign', (low, high, expected) => {
    for (const edge of [low, high]) {
      expect(imps(edge)).toBe(expected);
      expect(imps(-edge) === -expected).toBe(true);
    }
  });

  it('puts every multiple of 10 up to 10,000 in the band the table gives', () => {
    for (let diff = 0; diff <= 10000; diff += 10) {
      const band = BANDS.find(([low, high]) => diff >= low && diff <= high);
      expect([diff, imps(diff)]).toEqual([diff, band?.[2]]);
    }
  });

  it('caps at 24', () => {
    expect(imps(7600 + 7600)).toBe(24);
    expect(imps(-Infinity)).toBe(-24);
  });

  it('puts a difference that is not a multiple of 10 into the higher band (15 → 1)', () => {
    expect(imps(15)).toBe(1);
    expect(imps(-15)).toBe(-1);
    expect(imps(45)).toBe(2);
    expect(imps(5)).toBe(0);
  });

  it('gives the team examples of §3.7: +450 → +10, −30 → −1', () => {
    expect(imps(620 - 170)).toBe(10);
    expect(imps(140 - 170)).toBe(-1);
  });

  it('is odd: imps(−d) = −imps(d)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20000, max: 20000 }), (d) => {
        expect(imps(-d) === -imps(d)).toBe(true);
      }),
    );
  });

  it('never falls as the difference grows, and stays an integer within ±24', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -20000, max: 20000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (d, step) => {
          expect(imps(d + step)).toBeGreaterThanOrEqual(imps(d));
          expect(Number.isInteger(imps(d))).toBe(true);
          expect(Math.abs(imps(d))).toBeLessThanOrEqual(24);
        },
      ),
    );
  });
});
