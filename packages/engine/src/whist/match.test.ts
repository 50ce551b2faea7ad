import { describe, expect, it } from 'vitest';
import type { Seat } from '../cards/types.js';
import type { WhistBid } from './bid.js';
import type { WhistHandResult } from './hand.js';
import { addWhistHand, startWhistMatch, type WhistMatch } from './match.js';
import { whistRules } from './rules.js';
import { scoreWhistHand } from './scoring.js';

const rules = (o: object = {}) => {
  const r = whistRules(o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
/** A played hand as the engine reports it, scored under `options`. */
const hand = (
  dealer: Seat,
  declarer: Seat,
  bid: WhistBid,
  books: number,
  options: object = {},
): WhistHandResult => {
  const score = scoreWhistHand(rules(options), bid, books);
  const ns = declarer === 'N' || declarer === 'S';
  return {
    passedOut: false,
    dealer,
    declarer,
    bid,
    declaration: {
      trump: bid.type === 'notrump' ? null : 'S',
      direction: bid.type === 'downtown' ? 'downtown' : 'uptown',
    },
    books,
    score,
    points: ns ? { NS: score.declarers, EW: score.defenders } : { NS: score.defenders, EW: score.declarers },
  };
};
const start = (o: object = {}, dealer: Seat = 'N') => {
  const m = startWhistMatch(o, dealer);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
};
const add = (m: WhistMatch, r: WhistHandResult) => {
  const next = addWhistHand(m, r);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
};

describe('the game to ±7', () => {
  it('ends when a side reaches +7; the deal passes to the left', () => {
    let m = start();
    m = add(m, hand('N', 'E', { level: 4, type: 'uptown' }, 11));
    expect(m.scores).toEqual({ NS: 0, EW: 5 });
    expect(m.dealer).toBe('E');
    expect(m.over).toBe(false);
    m = add(m, hand('E', 'W', { level: 3, type: 'downtown' }, 9));
    expect(m.scores).toEqual({ NS: 0, EW: 8 });
    expect(m.over && m.winner).toBe('EW');
  });
  it('ends when a side falls to -7: the other side wins', () => {
    let m = start();
    m = add(m, hand('N', 'N', { level: 4, type: 'notrump' }, 9));
    expect(m.scores).toEqual({ NS: -8, EW: 0 });
    expect(m.winner).toBe('EW');
  });
  it('the defenders score their books over six (seed 003)', () => {
    const m = add(start(), hand('N', 'S', { level: 3, type: 'uptown' }, 5));
    expect(m.scores).toEqual({ NS: -3, EW: 2 });
  });
  it('a fixed number of rounds ends the game; a tie plays on', () => {
    let m = start({ rounds: 2 });
    m = add(m, hand('N', 'E', { level: 3, type: 'uptown' }, 9));
    m = add(m, hand('E', 'N', { level: 3, type: 'uptown' }, 9));
    expect(m.scores).toEqual({ NS: 3, EW: 3 });
    expect(m.over).toBe(false);
    m = add(m, hand('S', 'N', { level: 3, type: 'uptown' }, 10));
    expect(m.over && m.winner).toBe('NS');
  });
  it('target 5: a smaller game', () => {
    const m = add(start({ target: 5 }), hand('N', 'E', { level: 4, type: 'uptown' }, 11));
    expect(m.winner).toBe('EW');
  });
  it('a Boston wins the game with bostonBonus winsGame', () => {
    const m = add(
      start({ bostonBonus: 'winsGame' }),
      hand('N', 'E', { level: 3, type: 'uptown' }, 13, { bostonBonus: 'winsGame' }),
    );
    expect(m.winner).toBe('EW');
  });
  it('a pass-out is redealt by the same dealer and counts for no round', () => {
    const m = add(start({ allPass: 'redeal', rounds: 1 }), { passedOut: true, dealer: 'N' });
    expect(m.dealer).toBe('N');
    expect(m.played).toBe(0);
    expect(m.over).toBe(false);
  });
  it('refuses a hand by the wrong dealer and any hand after the end', () => {
    const r = addWhistHand(start(), hand('E', 'E', { level: 3, type: 'uptown' }, 9));
    expect(!r.ok && r.error.code).toBe('BAD_RESULT');
    const over = add(start(), hand('N', 'N', { level: 7, type: 'notrump' }, 13));
    const again = addWhistHand(over, hand('E', 'E', { level: 3, type: 'uptown' }, 9));
    expect(!again.ok && again.error.code).toBe('SESSION_OVER');
  });
});
