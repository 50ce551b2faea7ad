import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHand } from '../cards/notation.js';
import { DECK, type Hand, SUITS } from '../cards/types.js';
import { losingTricks, quickTricks, suitLosers, suitQuickTricks } from './tricks.js';

function hand(text: string): Hand {
  const r = parseHand(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const anyDeal = fc
  .shuffledSubarray([...DECK], { minLength: 52, maxLength: 52 })
  .map((cards) => [cards.slice(0, 13), cards.slice(13, 26), cards.slice(26, 39), cards.slice(39)]);

describe('losing trick count (basic)', () => {
  it.each([
    ['', 0],
    ['A', 0],
    ['K', 1],
    ['2', 1],
    ['AK', 0],
    ['AQ', 1],
    ['KQ', 1],
    ['K5', 1],
    ['Q2', 2],
    ['AKQ', 0],
    ['AKQ2', 0],
    ['AQT', 1],
    ['KQJ', 1],
    ['QJ2', 2],
    ['AJT9', 2],
    ['Q32', 2],
    ['T98765', 3],
  ])('a suit of "%s" has %i losers', (spades, losers) => {
    expect(suitLosers(hand(`${spades}...`), 'S')).toBe(losers);
  });

  it.each([
    ['AKQ2.J93.K42.T83', 8],
    ['AKQJT98.K2.A43.5', 4],
    ['KQJ92.AQT87.J3.4', 5],
    ['AJ54.KQ32.A987.6', 6],
    ['AK876.QJ54.KT32.', 5],
    ['KJ84.AT73.Q92.K5', 7],
    ['9876.543.T98.765', 12],
    ['AKQJ.AKQ.AKQ.AKQ', 0],
  ] as const)('%s has %i losers', (text, expected) => {
    const h = hand(text);
    expect(losingTricks(h)).toBe(expected);
    expect(SUITS.reduce((sum, suit) => sum + suitLosers(h, suit), 0)).toBe(expected);
  });

  it('stays between 0 and 12', () => {
    fc.assert(
      fc.property(anyDeal, (hands) => {
        for (const h of hands) {
          const n = losingTricks(h);
          expect(Number.isInteger(n) && n >= 0 && n <= 12).toBe(true);
        }
      }),
    );
  });
});

describe('quick tricks', () => {
  it.each([
    ['AK', 2],
    ['AKQ', 2],
    ['AQ', 1.5],
    ['AQJ', 1.5],
    ['A', 1],
    ['AJ3', 1],
    ['KQ', 1],
    ['KQJ', 1],
    ['KJ', 0.5],
    ['K2', 0.5],
    ['K', 0],
    ['QJ', 0],
    ['', 0],
  ])('a suit of "%s" gives %d', (hearts, expected) => {
    expect(suitQuickTricks(hand(`.${hearts}..`), 'H')).toBe(expected);
  });

  it.each([
    ['AKQ2.J93.K42.T83', 2.5],
    ['AKQJT98.K2.A43.5', 3.5],
    ['KQJ92.AQT87.J3.4', 2.5],
    ['AJ54.KQ32.A987.6', 3],
    ['AK876.QJ54.KT32.', 2.5],
    ['KJ84.AT73.Q92.K5', 2],
    ['AKQJ.AKQ.AKQ.AKQ', 8],
  ] as const)('%s has %d', (text, expected) => {
    expect(quickTricks(hand(text))).toBe(expected);
  });

  it('gives each suit between 1 and 2 over the four hands of a deal', () => {
    // The ace is somewhere (at least 1); ace and king together, or ace-queen against king,
    // or ace against king-queen, never make more than 2.
    fc.assert(
      fc.property(anyDeal, (hands) => {
        for (const suit of SUITS) {
          const total = hands.reduce((sum, h) => sum + suitQuickTricks(h, suit), 0);
          expect(total >= 1 && total <= 2).toBe(true);
        }
        const deal = hands.reduce((sum, h) => sum + quickTricks(h), 0);
        expect(deal >= 4 && deal <= 8).toBe(true);
      }),
    );
  });
});
