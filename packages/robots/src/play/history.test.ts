import { describe, expect, it } from 'vitest';
import { hiddenSeats, playHistory, suitLedBefore, unseenCards } from './history.js';
import { boardAt, historyOf, inputFor } from './testing.js';

// 6♠ by South; West leads a club, dummy wins, dummy leads a heart and East shows out.
const deal = 'S:AKQJ2.AKQ2.A2.A2 76.JT9876.65.765 543.543.KQ43.KQ3 T98..JT987.JT984';
const state = boardAt(deal, 'S', '2C P 2D P 2S P 3S P 6S P P P', 'C7 CK C4 C2 H3 D7 HA H6 S2');

describe('the play as a seat reconstructs it', () => {
  it('who played what, the voids shown, the tricks won and the trick in progress', () => {
    const input = inputFor(state, 'W');
    const h = historyOf(input);
    expect(h.cards.slice(0, 5).map((c) => [c.seat, c.card, c.trick, c.position])).toEqual([
      ['W', 'C7', 0, 0],
      ['N', 'CK', 0, 1],
      ['E', 'C4', 0, 2],
      ['S', 'C2', 0, 3],
      ['N', 'H3', 1, 0],
    ]);
    expect([...h.voids.E]).toEqual(['H']);
    expect([...h.voids.W]).toEqual([]);
    expect(h.won).toEqual({ NS: 2, EW: 0 });
    expect(h.leader).toBe('S');
    expect(h.trick).toEqual(['S2']);
    expect(h.remaining).toBe(11);
    expect(h.playedBy.S).toEqual(['C2', 'HA', 'S2']);
    expect(suitLedBefore(h, 'C', 2)).toBe(true);
    expect(suitLedBefore(h, 'S', 2)).toBe(false);
    // West sees his hand and dummy's: South and East are hidden, their 21 unplayed cards unseen.
    expect(hiddenSeats(input.view)).toEqual(['E', 'S']);
    const unseen = unseenCards(input.view, h);
    expect(unseen).toHaveLength(10 + 11);
    expect(unseen).not.toContain('S2');
    expect(unseen).toContain('SA');
  });

  it('is null before the play', () => {
    const auction = boardAt(deal, 'S', '2C P 2D', '');
    const input = inputFor(auction, 'W');
    expect(playHistory(input.view, input.events)).toBeNull();
  });
});
