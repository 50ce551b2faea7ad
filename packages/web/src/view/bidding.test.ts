import { type Auction, auctionFromCalls, legalCalls, parseCall, startAuction } from '@tenace/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { boxModel, isSkipBid, readTyped } from './bidding.js';

function auction(text: string, dealer: 'N' | 'E' | 'S' | 'W' = 'N'): Auction {
  const calls = text === '' ? [] : text.split(' ').map((c) => parseCall(c));
  const r = auctionFromCalls(
    dealer,
    calls.map((c) => {
      if (!c.ok) throw new Error(c.error.message);
      return c.value;
    }),
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function call(text: string) {
  const r = parseCall(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('the bidding box', () => {
  test('at the start all 35 bids and Pass are live, X and XX greyed', () => {
    const m = boxModel(startAuction('N'));
    expect(m.bids.flat()).toHaveLength(35);
    expect(m.bids.flat().every((b) => b.legal)).toBe(true);
    expect([m.pass.legal, m.double.legal, m.redouble.legal]).toEqual([true, false, false]);
  });
  test('after 1♥ by the opponents: 1♣–1♥ greyed, 1♠ live, X live', () => {
    const m = boxModel(auction('1H'));
    expect(m.bids[0]?.map((b) => b.legal)).toEqual([false, false, false, true, true]);
    expect(m.double.legal).toBe(true);
    expect(m.redouble.legal).toBe(false);
  });
  test('after 1♥ X: the opener’s partner may redouble, nobody may double', () => {
    const m = boxModel(auction('1H X'));
    expect(m.redouble.legal).toBe(true);
    expect(m.double.legal).toBe(false);
  });
  test('property: the live buttons are exactly the engine’s legal calls', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(40), { maxLength: 12 }), (picks) => {
        let a = startAuction('E');
        for (const p of picks) {
          const legal = legalCalls(a);
          const choice = legal[p % Math.max(1, legal.length)];
          if (choice === undefined) break;
          a = { dealer: a.dealer, calls: [...a.calls, choice] };
        }
        const m = boxModel(a);
        const live = [...m.bids.flat(), m.pass, m.double, m.redouble].filter((b) => b.legal);
        expect(live).toHaveLength(legalCalls(a).length);
      }),
    );
  });
});

describe('the stop card (skip bids, seed 004)', () => {
  test('2♠ over 1♥ skips 1♠', () => expect(isSkipBid(auction('1H'), call('2S'))).toBe(true));
  test('1♠ over 1♥ is no skip', () => expect(isSkipBid(auction('1H'), call('1S'))).toBe(false));
  test('2♣ over 1♥ is the cheapest club bid', () => expect(isSkipBid(auction('1H'), call('2C'))).toBe(false));
  test('3♣ over 1♥ skips 2♣', () => expect(isSkipBid(auction('1H'), call('3C'))).toBe(true));
  test('an opening 2♠ skips 1♠, an opening 1NT does not', () => {
    expect(isSkipBid(startAuction('N'), call('2S'))).toBe(true);
    expect(isSkipBid(startAuction('N'), call('1NT'))).toBe(false);
  });
  test('passes and doubles never take the stop card', () => {
    expect(isSkipBid(auction('1H'), call('X'))).toBe(false);
    expect(isSkipBid(auction('1H'), call('P'))).toBe(false);
  });
  test('1NT over 1♠ is the cheapest no-trump bid, 2NT a jump', () => {
    expect(isSkipBid(auction('1S'), call('1NT'))).toBe(false);
    expect(isSkipBid(auction('1S'), call('2NT'))).toBe(true);
  });
});

describe('typed calls and cards', () => {
  const a = auction('1H');
  test('calls in any spelling the engine reads', () => {
    expect(readTyped('1s', legalCalls(a), [])).toEqual({ type: 'call', call: call('1S') });
    expect(readTyped('x', legalCalls(a), [])).toEqual({ type: 'call', call: call('X') });
    expect(readTyped('passe', legalCalls(a), [])).toEqual({ type: 'call', call: call('P') });
  });
  test('an insufficient bid is refused', () => {
    expect(readTyped('1c', legalCalls(a), [])).toBeNull();
  });
  test('cards: letters, symbols, 10, and a lone rank when only one card has it', () => {
    const cards = ['SA', 'S4', 'HT', 'DK'] as const;
    expect(readTyped('sa', [], cards)).toEqual({ type: 'play', card: 'SA' });
    expect(readTyped('h10', [], cards)).toEqual({ type: 'play', card: 'HT' });
    expect(readTyped('♦K', [], cards)).toEqual({ type: 'play', card: 'DK' });
    expect(readTyped('k', [], cards)).toEqual({ type: 'play', card: 'DK' });
    expect(readTyped('c2', [], cards)).toBeNull();
    expect(readTyped('', [], cards)).toBeNull();
  });
  test('a lone rank held in two playable suits is ambiguous', () => {
    expect(readTyped('a', [], ['SA', 'HA'])).toBeNull();
  });
});
