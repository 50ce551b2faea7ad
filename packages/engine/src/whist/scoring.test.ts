import { describe, expect, it } from 'vitest';
import type { BidType } from './bid.js';
import { DEFAULT_WHIST_RULES, whistRules } from './rules.js';
import { scoreWhistHand, scoreWhistRequest } from './scoring.js';

const rules = (options: object = {}) => {
  const r = whistRules(options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const score = (level: number, type: BidType, books: number, options: object = {}) => {
  const s = scoreWhistHand(rules(options), { level, type }, books);
  return [s.declarers, s.defenders];
};

describe('scoreWhistHand: the worked examples of seed 003 and rules.md 5.7', () => {
  it('seed 003: 4 uptown with eleven books wins five points', () =>
    expect(score(4, 'uptown', 11)).toEqual([5, 0]));
  it('seed 003: 4 uptown with nine books loses the bid, four points', () =>
    expect(score(4, 'uptown', 9)).toEqual([-4, 0]));
  it('4 NT with ten books: +8 (no trump doubles)', () => expect(score(4, 'notrump', 10)).toEqual([8, 0]));
  it('5 downtown with ten books: -5', () => expect(score(5, 'downtown', 10)).toEqual([-5, 0]));
  it('5 NT with nine books: -10', () => expect(score(5, 'notrump', 9)).toEqual([-10, 0]));
  it('7 uptown with all thirteen books: +7', () => expect(score(7, 'uptown', 13)).toEqual([7, 0]));
  it('single no trump: 4 NT with ten books scores +4', () =>
    expect(score(4, 'notrump', 10, { singleNoTrump: true })).toEqual([4, 0]));
  it('bid only: 4 uptown with eleven books scores +4', () =>
    expect(score(4, 'uptown', 11, { madeScore: 'bidOnly' })).toEqual([4, 0]));
});

describe('scoreWhistHand: the defenders (seed 003: one point per book over six)', () => {
  it('3 uptown with five books: declarers -3, defenders (8 books) +2', () =>
    expect(score(3, 'uptown', 5)).toEqual([-3, 2]));
  it('in no trump the defenders are doubled too', () => expect(score(3, 'notrump', 4)).toEqual([-6, 6]));
  it('with six books the defenders have seven books: +1', () =>
    expect(score(4, 'downtown', 6)).toEqual([-4, 1]));
  it('defendersScore off (pagat): the defenders score nothing', () =>
    expect(score(3, 'uptown', 5, { defendersScore: false })).toEqual([-3, 0]));
  it('the bid is made exactly at six plus the bid', () => {
    for (let level = 3; level <= 7; level++) {
      expect(score(level, 'uptown', 6 + level)[0]).toBe(level);
      expect(score(level, 'uptown', 5 + level)[0]).toBe(-level);
    }
  });
});

describe('scoreWhistHand: Boston', () => {
  it('is flagged at thirteen books and doubled with bostonBonus double', () => {
    expect(scoreWhistHand(DEFAULT_WHIST_RULES, { level: 5, type: 'uptown' }, 13).boston).toBe(true);
    expect(score(5, 'uptown', 13, { bostonBonus: 'double' })).toEqual([14, 0]);
    expect(score(5, 'notrump', 13, { bostonBonus: 'double' })).toEqual([28, 0]);
  });
  it('is no Boston below thirteen', () =>
    expect(scoreWhistHand(DEFAULT_WHIST_RULES, { level: 5, type: 'uptown' }, 12).boston).toBe(false));
});

describe('scoreWhistRequest', () => {
  it('takes strings as from the command line', () => {
    const r = scoreWhistRequest({ bid: '4', type: 'uptown', books: '11' });
    expect(r.ok && [r.value.declarers, r.value.defenders]).toEqual([5, 0]);
  });
  it('reads the short names of the types: u, up, d, down', () => {
    for (const [type, points] of [
      ['u', 5],
      ['up', 5],
      ['D', 5],
      ['down', 5],
    ] as const) {
      const r = scoreWhistRequest({ bid: 4, type, books: 11 });
      expect(r.ok && r.value.declarers).toBe(points);
    }
  });
  it('reads no trump as nt, notrump or "no trump" and applies options', () => {
    for (const type of ['nt', 'NT', 'notrump', 'no trump']) {
      const r = scoreWhistRequest({ bid: 4, type, books: 9, options: { singleNoTrump: true } });
      expect(r.ok && r.value.declarers).toBe(-4);
    }
  });
  it('rejects a bad bid, type, books and option with stable codes', () => {
    const code = (request: Parameters<typeof scoreWhistRequest>[0]) => {
      const r = scoreWhistRequest(request);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code({ bid: 2, type: 'uptown', books: 9 })).toBe('BAD_WHIST_BID');
    expect(code({ bid: 8, type: 'uptown', books: 9 })).toBe('BAD_WHIST_BID');
    expect(code({ bid: 3, type: 'sideways', books: 9 })).toBe('BAD_WHIST_BID');
    expect(code({ bid: 3, type: 'uptown', books: 14 })).toBe('BAD_TRICKS');
    expect(code({ bid: 3, type: 'uptown', books: '' })).toBe('BAD_TRICKS');
    expect(code({ bid: 3, type: 'uptown', books: 0 })).toBe('BAD_TRICKS');
    expect(code({ bid: 3, type: 'uptown', books: 9, options: { minBid: 4 } })).toBe('BAD_WHIST_BID');
    expect(code({ bid: 3, type: 'uptown', books: 9, options: { nonsense: true } })).toBe('BAD_WHIST_OPTION');
    expect(code({ bid: 3, type: 'uptown', books: 9, options: { target: 0 } })).toBe('BAD_WHIST_OPTION');
    expect(code({ bid: 3, type: 'uptown', books: 0, options: { smallKitty: true } })).toBe('ok');
  });
  it('gives English and German messages', () => {
    const r = scoreWhistRequest({ bid: 3, type: 'uptown', books: 9, options: { allPass: 'maybe' } });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toContain('allPass');
      expect(r.error.messageDe).toContain('Bid-Whist-Option');
    }
  });
});
