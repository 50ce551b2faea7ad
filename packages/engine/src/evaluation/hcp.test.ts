import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHand } from '../cards/notation.js';
import { DECK, type Hand, SUITS } from '../cards/types.js';
import { hcp, suitHcp } from './hcp.js';

function hand(text: string): Hand {
  const r = parseHand(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const anyDeal = fc
  .shuffledSubarray([...DECK], { minLength: 52, maxLength: 52 })
  .map((cards) => [cards.slice(0, 13), cards.slice(13, 26), cards.slice(26, 39), cards.slice(39)]);

describe('hcp', () => {
  it.each([
    ['AKQ2.J93.K42.T83', 13, [9, 1, 3, 0]],
    ['AKQJT98.K2.A43.5', 17, [10, 3, 4, 0]],
    ['KJ84.AT73.Q92.K5', 13, [4, 4, 2, 3]],
    ['9876.543.T98.765', 0, [0, 0, 0, 0]],
    ['AKQJ.AKQ.AKQ.AKQ', 37, [10, 9, 9, 9]],
    ['T98765432.T9.T9.', 0, [0, 0, 0, 0]],
  ] as const)('%s has %i HCP', (text, total, bySuit) => {
    const h = hand(text);
    expect(hcp(h)).toBe(total);
    expect(SUITS.map((suit) => suitHcp(h, suit))).toEqual(bySuit);
  });

  it('counts 40 in every deal and 10 in every suit', () => {
    fc.assert(
      fc.property(anyDeal, (hands) => {
        expect(hands.reduce((sum, h) => sum + hcp(h), 0)).toBe(40);
        for (const suit of SUITS) expect(hands.reduce((sum, h) => sum + suitHcp(h, suit), 0)).toBe(10);
      }),
    );
  });

  it('counts a partial hand and an empty one', () => {
    expect(hcp(hand('A...K'))).toBe(7);
    expect(hcp([])).toBe(0);
  });
});
