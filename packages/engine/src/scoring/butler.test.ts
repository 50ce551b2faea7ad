import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors.js';
import { butler, butlerDatum, crossImps } from './butler.js';

describe('Butler (rules.md §3.9)', () => {
  it('trims the highest and lowest score, averages and rounds to 10 (hand-computed)', () => {
    // Sorted: −100, 170, 600, 620, 620, 650; without −100 and 650 the mean is 2010 / 4 = 502.5 → 500.
    const board = unwrap(butler([620, 650, 170, -100, 620, 600]));
    expect(board.datum).toBe(500);
    // Differences 120, 150, −330, −600, 120, 100.
    expect(board.imps).toEqual([3, 4, -8, -12, 3, 3]);
  });

  it('uses butlerTrim: 0 keeps every score, 2 drops two at each end', () => {
    expect(unwrap(butler([420, 450, 420], { butlerTrim: 0 }))).toEqual({ datum: 430, imps: [0, 1, 0] });
    // Sorted −800, −100, 140, 170, 420, 1430: with two off each end the mean is (140 + 170) / 2 = 155 → 160.
    expect(unwrap(butlerDatum([1430, 140, -800, 170, 420, -100], 2))).toBe(160);
  });

  it('rounds a mean ending in 5 away from zero, so EW datum = −NS datum', () => {
    expect(unwrap(butlerDatum([400, 410], 0))).toBe(410);
    expect(unwrap(butlerDatum([-400, -410], 0))).toBe(-410);
    expect(unwrap(butlerDatum([0, 10, 0, 10], 0))).toBe(10);
    expect(unwrap(butlerDatum([401, 403], 0))).toBe(400);
  });

  it('refuses a trim that leaves no score, or a bad score', () => {
    const tooMany = butler([100, 200, 300, 400], { butlerTrim: 2 });
    expect(tooMany.ok || tooMany.error.code).toBe('BAD_INPUT');
    const fraction = butlerDatum([100, 200, 300], 0.5);
    expect(fraction.ok || fraction.error.code).toBe('BAD_INPUT');
    const nan = butler([100, Number.NaN, 300]);
    expect(nan.ok || nan.error.code).toBe('BAD_RESULT');
  });

  it('is symmetric: negating every score negates the datum and the IMPs', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -700, max: 700 }).map((x) => x * 10),
          { minLength: 3, maxLength: 20 },
        ),
        fc.integer({ min: 0, max: 1 }),
        (scores, butlerTrim) => {
          const a = unwrap(butler(scores, { butlerTrim }));
          const b = unwrap(
            butler(
              scores.map((s) => -s),
              { butlerTrim },
            ),
          );
          expect(b.datum === -a.datum).toBe(true);
          expect(b.imps.every((x, i) => x === -(a.imps[i] as number))).toBe(true);
          expect(a.datum % 10 === 0).toBe(true);
        },
      ),
    );
  });
});

describe('cross-IMPs (rules.md §3.9)', () => {
  it('sums IMPs against every other score (hand-computed)', () => {
    // 420: −1, 0, +6; 450: +1, +1, +7; 170: −6, −7, −6.
    expect(unwrap(crossImps([420, 450, 420, 170]))).toEqual([5, 9, 5, -19]);
  });

  it('divides by n − 1 when asked', () => {
    const averaged = unwrap(crossImps([420, 450, 420, 170], { average: true }));
    expect(averaged[0]).toBeCloseTo(5 / 3, 12);
    expect(averaged[1]).toBe(3);
    expect(averaged[3]).toBeCloseTo(-19 / 3, 12);
    expect(unwrap(crossImps([620], { average: true }))).toEqual([0]);
  });

  it('adds up to zero over a board', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -700, max: 700 }).map((x) => x * 10),
          { maxLength: 20 },
        ),
        (scores) => {
          expect(unwrap(crossImps(scores)).reduce((a, b) => a + b, 0)).toBe(0);
        },
      ),
    );
  });
});
