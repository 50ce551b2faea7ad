import { describe, expect, it } from 'vitest';
import { inferHands } from './inference.js';
import { SAYC } from './sayc/index.js';
import { interpretAuction } from './system.js';
import { auction, hand } from './testing.js';

describe('inference from the explained calls', () => {
  it("folds 1NT and the Stayman answer into North's hand", () => {
    const a = auction('1NT P 2C P 2S P');
    const seats = inferHands(a, interpretAuction(SAYC, a, 'None'));
    expect(seats.N.hcp).toEqual([15, 17]);
    expect(seats.N.balanced).toBe(true);
    expect(seats.N.lengths.S).toEqual([4, 5]);
    expect(seats.N.lengths.H).toEqual([2, 3]);
    expect(seats.S.hcp[0]).toBe(8);
  });

  it('shares the cards left over between the three hidden hands', () => {
    const a = auction('1NT P 2C P 2S P');
    const south = hand('KQ7.AJ43.K82.Q95');
    const seats = inferHands(a, interpretAuction(SAYC, a, 'None'), { seat: 'S', hand: south });
    expect(seats.S.hcp).toEqual([15, 15]);
    // 40 HCP less South's 15 and North's promised 15 leave at most 10 for each opponent.
    expect(seats.E.hcp[1]).toBe(10);
    expect(seats.W.hcp[1]).toBe(10);
    // South holds three spades and North four or more: the opponents hold six at most each.
    expect(seats.E.lengths.S[1]).toBe(6);
  });

  it('keeps the newer information when two calls contradict each other', () => {
    const a = auction('1H P 1NT P P P');
    const seats = inferHands(a, interpretAuction(SAYC, a, 'None'));
    expect(seats.N.lengths.H[0]).toBe(5);
    expect(seats.S.hcp).toEqual([5, 10]);
    expect(seats.S.lengths.H[1]).toBe(2);
  });
});
