import { SEATS } from '@tenace/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { playedCards, replayPosition, reviewCards } from './review.js';
import { BOARD1, playedBoard } from './testing.js';

const over = playedBoard(BOARD1, 'N', '1S P 2S P P P');
const tricks = over.play?.tricks ?? [];

describe('the played cards', () => {
  test('52 cards in 13 tricks, each seat once per trick starting with the leader', () => {
    const cards = playedCards(tricks);
    expect(cards).toHaveLength(52);
    // Declarer is North (1♠ opened by N), so East leads the first trick.
    expect(cards[0]?.seat).toBe('E');
    expect(cards.slice(0, 4).map((c) => c.seat)).toEqual(['E', 'S', 'W', 'N']);
    expect(new Set(cards.map((c) => c.card)).size).toBe(52);
  });
});

describe('double-dummy cost per card', () => {
  test('a drop in declarer’s trace is declarer’s mistake; a rise is the defenders’', () => {
    // 9 tricks at the start; East's lead costs 1 (trace rises to 10), South's card costs 2 (drops to 8).
    const trace = [9, 10, 8, 8, 8, ...Array.from({ length: 48 }, () => 8)];
    const cards = reviewCards(tricks, 'N', trace);
    expect(cards.slice(0, 4).map((c) => [c.seat, c.cost])).toEqual([
      ['E', 1],
      ['S', 2],
      ['W', 0],
      ['N', 0],
    ]);
  });
  test('without a trace no cost is claimed', () => {
    expect(reviewCards(tricks, 'N', null).every((c) => c.cost === null)).toBe(true);
  });
  test('property: declarer’s side’s costs minus the defenders’ equal the fall of the trace', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 53, maxLength: 53 }), (trace) => {
        const cards = reviewCards(tricks, 'N', trace);
        const ours = cards
          .filter((c) => c.seat === 'N' || c.seat === 'S')
          .reduce((a, c) => a + (c.cost ?? 0), 0);
        const theirs = cards
          .filter((c) => c.seat === 'E' || c.seat === 'W')
          .reduce((a, c) => a + (c.cost ?? 0), 0);
        expect(ours - theirs).toBe((trace[0] ?? 0) - (trace[52] ?? 0));
      }),
    );
  });
});

describe('the replay position', () => {
  test('before the lead: all 13 cards in each hand, nothing on the table', () => {
    const p = replayPosition(BOARD1, tricks, 0);
    for (const seat of SEATS) expect(p.hands[seat]).toHaveLength(13);
    expect(p.trick).toBeNull();
  });
  test('after five cards: one completed trick done, the lead to trick 2 on the table', () => {
    const p = replayPosition(BOARD1, tricks, 5);
    expect(p.done).toHaveLength(1);
    expect(p.trick?.cards).toEqual([tricks[1]?.cards[0]]);
    expect(p.trick?.leader).toBe(tricks[0]?.winner);
  });
  test('after a full trick it stays on the table until the next lead', () => {
    expect(replayPosition(BOARD1, tricks, 4).trick).toEqual(tricks[0]);
  });
  test('property: 52 − step cards are still held at every step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 52 }), (step) => {
        const p = replayPosition(BOARD1, tricks, step);
        expect(SEATS.reduce((n, s) => n + p.hands[s].length, 0)).toBe(52 - step);
      }),
    );
  });
});
