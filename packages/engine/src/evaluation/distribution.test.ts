import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHand } from '../cards/notation.js';
import { type Card, DECK, type Hand, RANKS, SUITS, suitOf } from '../cards/types.js';
import { distributionPoints, shortnessPoints, supportPoints, totalPoints } from './distribution.js';
import { hcp } from './hcp.js';

function hand(text: string): Hand {
  const r = parseHand(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A hand with the given lengths in S, H, D, C, from the lowest cards up. */
function withLengths(lengths: readonly number[]): Hand {
  return hand(lengths.map((n) => RANKS.slice(13 - n).join('')).join('.'));
}

const anyHand = fc.shuffledSubarray([...DECK], { minLength: 13, maxLength: 13 });

describe("'shape' points (seed 000)", () => {
  it.each([
    // The seed's examples.
    ['4-3-3-3', [4, 3, 3, 3], 0],
    ['4-4-3-2', [4, 4, 3, 2], 1],
    ['4-4-4-1', [4, 4, 4, 1], 2],
    // "5-3-3-1" as written has 12 cards; it scores 2, and so do both 13-card hands it can mean.
    ['5-3-3-1', [5, 3, 3, 1], 2],
    ['5-3-3-2', [5, 3, 3, 2], 2],
    ['5-4-3-1', [5, 4, 3, 1], 2],
    // The seed's rule, suit by suit: a six-card suit is worth 3 ("eine Sechserfarbe 3").
    ['6-3-2-2', [6, 3, 2, 2], 3],
    ['6-3-3-1', [3, 6, 1, 3], 3],
    // First four-card suit 0, each further one 1, a five-card suit 2.
    ['5-4-4-0', [0, 4, 5, 4], 3],
    ['5-5-2-1', [5, 2, 5, 1], 4],
    ['7-3-2-1', [7, 3, 2, 1], 4],
    ['6-4-2-1', [6, 4, 2, 1], 3],
  ] as const)('%s scores %i', (_, lengths, points) => {
    expect(distributionPoints(withLengths(lengths), 'shape')).toBe(points);
  });
});

describe("'shortness' points (seeds 001, 004)", () => {
  it('gives void 3, singleton 2, doubleton 1', () => {
    expect(distributionPoints(hand('AK876.QJ54.KT32.'), 'shortness')).toBe(3);
    expect(distributionPoints(hand('AKQJT98.K2.A43.5'), 'shortness')).toBe(3);
    expect(distributionPoints(hand('KJ84.AT73.Q92.K5'), 'shortness')).toBe(1);
    expect(distributionPoints(hand('AKQ2.J93.K42.T83'), 'shortness')).toBe(0);
    expect(distributionPoints(withLengths([11, 2, 0, 0]), 'shortness')).toBe(7);
  });

  it('leaves out the trump suit and can use the 5-3-1 scale', () => {
    const h = hand('K85.QJ73.8.J9642');
    expect(shortnessPoints(h)).toBe(2);
    expect(supportPoints(h, 'H')).toBe(2);
    expect(supportPoints(h, 'D')).toBe(0);
    expect(supportPoints(h, 'H', '5-3-1')).toBe(3);
    expect(shortnessPoints(withLengths([7, 3, 2, 1]), { scale: '5-3-1' })).toBe(4);
    expect(shortnessPoints(withLengths([7, 3, 0, 3]), { trump: 'S', scale: '5-3-1' })).toBe(5);
  });
});

describe("'length' points (seed 004)", () => {
  it('adds one for each card beyond the fourth in each suit', () => {
    expect(distributionPoints(withLengths([4, 3, 3, 3]), 'length')).toBe(0);
    expect(distributionPoints(withLengths([5, 3, 3, 2]), 'length')).toBe(1);
    expect(distributionPoints(withLengths([5, 5, 2, 1]), 'length')).toBe(2);
    expect(distributionPoints(withLengths([7, 3, 2, 1]), 'length')).toBe(3);
    expect(distributionPoints(withLengths([6, 6, 1, 0]), 'length')).toBe(4);
    expect(distributionPoints(withLengths([13, 0, 0, 0]), 'length')).toBe(9);
  });
});

describe('totalPoints', () => {
  it('counts short suits only once a fit is known (rules.md §4 row 13)', () => {
    const h = hand('AKQJT98.K2.A43.5');
    expect(totalPoints(h)).toBe(17 + 3);
    expect(totalPoints(h, { fit: 'S' })).toBe(17 + 3 + 3);
    expect(totalPoints(h, { method: 'shortness' })).toBe(17);
    expect(totalPoints(h, { method: 'shortness', fit: 'S' })).toBe(17 + 3);
    // Seed 000 counts its shape points whatever the trump suit.
    expect(totalPoints(h, { method: 'shape' })).toBe(17 + 4);
    expect(totalPoints(h, { method: 'shape', fit: 'S' })).toBe(17 + 4);
  });

  it('gives a raise its SAYC support points (5-3-1) or the seeds’ count (length + 3-2-1)', () => {
    const dummy = hand('K85.QJ73.8.J9642');
    expect(totalPoints(dummy, { method: 'shortness', fit: 'H', scale: '5-3-1' })).toBe(7 + 3);
    expect(totalPoints(dummy, { method: 'length', fit: 'H' })).toBe(7 + 1 + 2);
  });

  it('adds up to at least 30 in the 1♠–1NT–3♥ example of seed 004', () => {
    // West: five spades, four hearts, 18 HCP. East: 8 HCP, four hearts, a doubleton spade.
    const west = hand('AKQ75.AQ98.K4.32');
    const east = hand('82.KJ73.Q954.Q84');
    expect([hcp(west), hcp(east)]).toEqual([18, 8]);
    // "ein Verteilungspunkt bei Ost für das Double in ♠"
    expect(supportPoints(east, 'H')).toBe(1);
    expect(supportPoints(west, 'H')).toBe(2);
    expect(totalPoints(west, { fit: 'H' }) + totalPoints(east, { fit: 'H' })).toBe(30);
  });

  it('gives West at least two distribution points for any 5-4 hand in that example', () => {
    // "weil West höchstens vier Karten in ♦ und ♣ haben kann"
    const spades = DECK.filter((c) => suitOf(c) === 'S');
    const hearts = DECK.filter((c) => suitOf(c) === 'H');
    const minors = DECK.filter((c) => suitOf(c) === 'D' || suitOf(c) === 'C');
    fc.assert(
      fc.property(
        fc.shuffledSubarray(spades, { minLength: 5, maxLength: 5 }),
        fc.shuffledSubarray(hearts, { minLength: 4, maxLength: 4 }),
        fc.shuffledSubarray(minors, { minLength: 4, maxLength: 4 }),
        (s, h, m) => {
          const west: Card[] = [...s, ...h, ...m];
          expect(supportPoints(west, 'H')).toBeGreaterThanOrEqual(2);
        },
      ),
    );
  });

  it('never counts less than HCP, and a fit never lowers the count', () => {
    fc.assert(
      fc.property(anyHand, fc.constantFrom(...SUITS), (h, fit) => {
        for (const method of ['shape', 'shortness', 'length'] as const) {
          expect(totalPoints(h, { method })).toBeGreaterThanOrEqual(hcp(h));
          expect(totalPoints(h, { method, fit })).toBeGreaterThanOrEqual(totalPoints(h, { method }));
        }
        expect(supportPoints(h, fit, '5-3-1')).toBeGreaterThanOrEqual(supportPoints(h, fit, '3-2-1'));
        // Each card beyond four scores at least as much under 'shape' as under 'length'.
        expect(distributionPoints(h, 'shape')).toBeGreaterThanOrEqual(distributionPoints(h, 'length'));
      }),
    );
  });
});
