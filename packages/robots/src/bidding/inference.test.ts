import {
  type Auction,
  auctionTurn,
  type Deal,
  hcp,
  isAuctionOver,
  parseCall,
  randomDeal,
  SEATS,
  type Seat,
  seededRandom,
  startAuction,
  unwrap,
  type Vulnerability,
} from '@tenace/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORUM_D } from './forumd/index.js';
import { inferHands } from './inference.js';
import { SAYC } from './sayc/index.js';
import { auctionReader, chooseCall, interpretAuction } from './system.js';
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

describe('reading an auction by the system’s own choices', () => {
  /** Bids a deal out with the system's calls, at most 40 calls (the auction ends long before). */
  const bidOut = (deal: Deal, dealer: Seat, vulnerability: Vulnerability): Auction => {
    let a = startAuction(dealer);
    for (let i = 0; i < 40 && !isAuctionOver(a); i++) {
      const seat = auctionTurn(a) as Seat;
      const { call } = chooseCall(SAYC, { hand: deal[seat], auction: a, vulnerability });
      a = { dealer, calls: [...a.calls, call] };
    }
    return a;
  };

  it('property: every hand of a deal the system bid makes the calls its seat made', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(...SEATS), (seed, dealer) => {
        const deal = randomDeal(seededRandom(seed), dealer);
        const a = bidOut(deal, dealer, 'NS');
        const reader = auctionReader(SAYC, a, 'NS');
        for (const seat of SEATS) expect(reader.wouldCall(seat, deal[seat])).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('turns down a hand with which the system makes another call', () => {
    const a = auction('1NT P 2C P 2S P');
    const reader = auctionReader(SAYC, a, 'None');
    // Stayman's answer with both majors is 2♥, so North's 2♠ denies four hearts.
    expect(reader.wouldCall('N', hand('AQ73.K84.KJ2.Q95'))).toBe(true);
    expect(reader.wouldCall('N', hand('AQ73.K842.KJ2.Q9'))).toBe(false);
    // East passed North's 1NT, so East holds no good six-card spade suit and opening values:
    // with them the system overcalls 2♠.
    expect(reader.wouldCall('E', hand('KQJT86.A2.Q54.73'))).toBe(false);
    expect(reader.wouldCall('E', hand('T9864.A2.Q54.732'))).toBe(true);
  });

  it("reads each side's calls by the system that side plays", () => {
    const a = auction('2D P', 'E');
    const strong = hand('AK5.4.AKQ2.AKJ63');
    const weakTwo = hand('43.J2.KQJ974.852');
    const forumD = auctionReader({ NS: SAYC, EW: FORUM_D }, a, 'None');
    const sayc = auctionReader(SAYC, a, 'None');
    // Forum D's 2♦ is game forcing, SAYC's a weak two in diamonds.
    expect([forumD.wouldCall('E', strong), forumD.wouldCall('E', weakTwo)]).toEqual([true, false]);
    expect([sayc.wouldCall('E', strong), sayc.wouldCall('E', weakTwo)]).toEqual([false, true]);
  });

  it('reads what a pass denies: no overcall, where the ranges of a pass say little', () => {
    const a = auction('1H P 2H P');
    const reader = auctionReader(SAYC, a, 'None');
    const overcall = hand('AKJ96.72.Q84.T63');
    // East's pass says no more than its ranges, which such a hand keeps within...
    const east = inferHands(a, interpretAuction(SAYC, a, 'None')).E;
    expect(hcp(overcall)).toBeLessThanOrEqual(east.hcp[1]);
    expect(east.lengths.S[1]).toBeGreaterThanOrEqual(5);
    // ...but with it the system overcalls 1♠.
    expect(reader.wouldCall('E', overcall)).toBe(false);
    expect(chooseCall(SAYC, { hand: overcall, auction: auction('1H'), vulnerability: 'None' }).call).toEqual(
      unwrap(parseCall('1S')),
    );
  });
});
