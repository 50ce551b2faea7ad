import {
  SEATS,
  type Seat,
  type Side,
  seatAfter,
  seededRandom,
  shuffle,
  sideOf,
  WHIST_DECK,
  type WhistCard,
  type WhistMode,
  whistLegalPlays,
  whistTrickWinner,
} from '@tenace/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveWhist, type WhistPosition, whistCardValues } from './search.js';

/** Plain minimax over every legal card with the engine's own rules: slow, obviously right. */
function bruteForce(position: WhistPosition, side: Side): number {
  const { mode, jokersFree } = position;
  const hands: Record<Seat, WhistCard[]> = { N: [], E: [], S: [], W: [] };
  for (const seat of SEATS) hands[seat] = [...position.hands[seat]];
  const go = (leader: Seat, cards: WhistCard[]): number => {
    if (cards.length === 4) {
      const winner = whistTrickWinner(cards, leader, mode);
      const won = sideOf(winner) === side ? 1 : 0;
      if (hands[winner].length === 0) return won;
      return won + go(winner, []);
    }
    const seat = seatAfter(leader, cards.length);
    const legal = whistLegalPlays(hands[seat], cards, mode, jokersFree);
    let best = sideOf(seat) === side ? -1 : 99;
    for (const card of legal) {
      hands[seat] = hands[seat].filter((c) => c !== card);
      const v = go(leader, [...cards, card]);
      hands[seat].push(card);
      best = sideOf(seat) === side ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  };
  return go(position.trick.leader, [...position.trick.cards]);
}

const MODES: WhistMode[] = [
  { trump: 'S', direction: 'uptown', aceLow: false },
  { trump: 'H', direction: 'downtown', aceLow: false },
  { trump: 'D', direction: 'downtown', aceLow: true },
  { trump: null, direction: 'uptown', aceLow: false },
  { trump: null, direction: 'downtown', aceLow: false },
];

/**
 * A random ending: `tricks` cards per hand from a reduced pack that always keeps both jokers (so
 * they meet the search often), and 0..3 cards already played to the current trick.
 */
function ending(
  seed: number,
  tricks: number,
  mode: WhistMode,
  jokersFree: boolean,
  played: number,
): WhistPosition {
  const source = seededRandom(seed);
  const plain = shuffle(source, WHIST_DECK.slice(0, 52)).slice(0, 4 * tricks - 2 + played);
  const cards = shuffle(source, [...plain, 'BJ', 'LJ'] as WhistCard[]);
  const leader = SEATS[seed & 3] as Seat;
  const hands: Record<Seat, WhistCard[]> = { N: [], E: [], S: [], W: [] };
  const trick: WhistCard[] = [];
  let k = 0;
  for (let i = 0; i < played; i++) {
    const seat = seatAfter(leader, i);
    // The trick so far must be legal: each card from a hand that could play it.
    const hand = cards.slice(k, k + tricks);
    k += tricks;
    const legal = whistLegalPlays(hand, trick, mode, jokersFree);
    const card = legal[0] as WhistCard;
    trick.push(card);
    hands[seat] = hand.filter((c) => c !== card);
  }
  for (let i = played; i < 4; i++) {
    const seat = seatAfter(leader, i);
    hands[seat] = cards.slice(k, k + tricks);
    k += tricks;
  }
  return { hands, mode, jokersFree, trick: { leader, cards: trick } };
}

describe('whist double dummy against brute force on small endings', () => {
  it('agrees on the tricks for both sides (3 and 4 tricks, every mode, mid-trick starts)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom(3, 4),
        fc.constantFrom(...MODES),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        (seed, tricks, mode, jokersFree, played) => {
          const p = ending(seed, tricks, mode, jokersFree, played);
          for (const side of ['NS', 'EW'] as Side[]) expect(solveWhist(p, side)).toBe(bruteForce(p, side));
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it('gives every legal card its own brute-force value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom(...MODES),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        (seed, mode, jokersFree, played) => {
          const p = ending(seed, 3, mode, jokersFree, played);
          const seat = seatAfter(p.trick.leader, p.trick.cards.length);
          const legal = whistLegalPlays(p.hands[seat], p.trick.cards, mode, jokersFree);
          const values = whistCardValues(p);
          expect(values.map((v) => v.card).sort()).toEqual([...legal].sort());
          for (const { card, tricks } of values) {
            const after = { ...p.hands, [seat]: p.hands[seat].filter((c) => c !== card) };
            const cards = [...p.trick.cards, card];
            let expected: number;
            if (cards.length === 4) {
              const winner = whistTrickWinner(cards, p.trick.leader, mode);
              const won = sideOf(winner) === sideOf(seat) ? 1 : 0;
              expected =
                won + bruteForce({ ...p, hands: after, trick: { leader: winner, cards: [] } }, sideOf(seat));
            } else {
              expected = bruteForce(
                { ...p, hands: after, trick: { leader: p.trick.leader, cards } },
                sideOf(seat),
              );
            }
            expect(tricks).toBe(expected);
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it('a known ending: trump jokers over the ace, no-trump jokers worthless', () => {
    const hands = (n: WhistCard[], e: WhistCard[], s: WhistCard[], w: WhistCard[]) => ({
      N: n,
      E: e,
      S: s,
      W: w,
    });
    const trumps = {
      hands: hands(['BJ', 'LJ'], ['SA', 'SK'], ['S2', 'S3'], ['S4', 'S5']),
      mode: MODES[0] as WhistMode,
      jokersFree: false,
      trick: { leader: 'N' as Seat, cards: [] },
    };
    expect(solveWhist(trumps, 'NS')).toBe(2);
    const nt = { ...trumps, mode: MODES[3] as WhistMode };
    expect(solveWhist(nt, 'NS')).toBe(0);
  });
});
