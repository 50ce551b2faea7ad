import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors.js';
import { matchpoints, neuberg } from './matchpoints.js';

describe('matchpoints (L78A, 2/1/0 scale)', () => {
  it('scores the example of rules.md §3.8: +450, +420, +420, +170, −50 → 8, 5, 5, 2, 0', () => {
    const mp = unwrap(matchpoints([450, 420, 420, 170, -50]));
    expect(mp.top).toBe(8);
    expect(mp.ns).toEqual([8, 5, 5, 2, 0]);
    expect(mp.nsPercent).toEqual([100, 62.5, 62.5, 25, 0]);
    expect(mp.ew).toEqual([0, 3, 3, 6, 8]);
    expect(mp.ewPercent).toEqual([0, 37.5, 37.5, 75, 100]);
    expect(mp.ns.reduce((a, b) => a + b, 0)).toBe(20);
  });

  it('gives a lone result 50 % on a top of 0, and an empty board nothing', () => {
    expect(unwrap(matchpoints([620]))).toEqual({
      top: 0,
      ns: [0],
      ew: [0],
      nsPercent: [50],
      ewPercent: [50],
    });
    expect(unwrap(matchpoints([]))).toEqual({ top: 0, ns: [], ew: [], nsPercent: [], ewPercent: [] });
  });

  it('splits ties: all equal scores get an average each', () => {
    expect(unwrap(matchpoints([100, 100, 100, 100])).ns).toEqual([3, 3, 3, 3]);
  });

  it('rejects a score that is not a finite number', () => {
    const r = matchpoints([100, Number.NaN]);
    expect(r.ok || r.error.code).toBe('BAD_RESULT');
  });

  const boards = fc.array(
    fc.integer({ min: -760, max: 760 }).map((x) => x * 10),
    { minLength: 1, maxLength: 30 },
  );

  it('hands out n(n−1) units on a board with n results', () => {
    fc.assert(
      fc.property(boards, (scores) => {
        const mp = unwrap(matchpoints(scores));
        expect(mp.ns.reduce((a, b) => a + b, 0)).toBe(scores.length * (scores.length - 1));
        expect(mp.ew.reduce((a, b) => a + b, 0)).toBe(scores.length * (scores.length - 1));
      }),
    );
  });

  it('gives NS + EW = top on every line, with every line between 0 and top', () => {
    fc.assert(
      fc.property(boards, (scores) => {
        const mp = unwrap(matchpoints(scores));
        expect(mp.top).toBe(2 * (scores.length - 1));
        for (const [i, ns] of mp.ns.entries()) {
          expect(ns + (mp.ew[i] as number)).toBe(mp.top);
          expect(ns).toBeGreaterThanOrEqual(0);
          expect(ns).toBeLessThanOrEqual(mp.top);
        }
      }),
    );
  });

  it('does not depend on the order of the results', () => {
    fc.assert(
      fc.property(
        boards.chain((scores) =>
          fc.tuple(fc.constant(scores), fc.shuffledSubarray(scores, { minLength: scores.length })),
        ),
        (scores) => {
          const [original, shuffled] = scores;
          const a = unwrap(matchpoints(original));
          const b = unwrap(matchpoints(shuffled));
          const unitsOf = (mp: typeof a, list: number[]) => new Map(list.map((s, i) => [s, mp.ns[i]]));
          expect(unitsOf(b, shuffled)).toEqual(unitsOf(a, original));
        },
      ),
    );
  });

  it('ranks a higher score strictly above a lower one', () => {
    fc.assert(
      fc.property(boards, (scores) => {
        const mp = unwrap(matchpoints(scores));
        for (const [i, a] of scores.entries()) {
          for (const [j, b] of scores.entries()) {
            if (a > b) expect(mp.ns[i]).toBeGreaterThan(mp.ns[j] as number);
          }
        }
      }),
    );
  });
});

describe('Neuberg factoring', () => {
  it('scales a 4-result board to 5 results: (M + 1) · 5/4 − 1', () => {
    expect(neuberg(6, 4, 5)).toBe(7.75);
    expect(neuberg(0, 4, 5)).toBe(0.25);
    expect(neuberg(3, 4, 5)).toBe(4);
  });

  it('gives a lone result half the new top', () => {
    expect(neuberg(0, 1, 13)).toBe(12);
  });

  it('keeps the average on the average, NS + EW on the new top, and leaves full boards alone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        fc.nat(),
        (n, extra, seed) => {
          const N = n + extra;
          const top = 2 * (n - 1);
          const m = top === 0 ? 0 : seed % (top + 1);
          expect(neuberg(n - 1, n, N)).toBeCloseTo(N - 1, 9);
          expect(neuberg(m, n, N) + neuberg(top - m, n, N)).toBeCloseTo(2 * (N - 1), 9);
          expect(neuberg(m, n, n)).toBeCloseTo(m, 9);
        },
      ),
    );
  });
});
