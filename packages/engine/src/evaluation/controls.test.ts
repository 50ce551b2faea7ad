import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHand } from '../cards/notation.js';
import { DECK, type Hand, SUITS } from '../cards/types.js';
import { controls, suitControl } from './controls.js';

function hand(text: string): Hand {
  const r = parseHand(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('controls (ace 2, king 1)', () => {
  it.each([
    ['AKQ2.J93.K42.T83', 4],
    ['AKQJT98.K2.A43.5', 6],
    ['KQJ92.AQT87.J3.4', 3],
    ['9876.543.T98.765', 0],
    ['AKQJ.AKQ.AKQ.AKQ', 12],
  ] as const)('%s has %i', (text, expected) => {
    expect(controls(hand(text))).toBe(expected);
  });

  it('counts 12 in every deal', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...DECK], { minLength: 52, maxLength: 52 }), (cards) => {
        const total = [0, 13, 26, 39].reduce((sum, at) => sum + controls(cards.slice(at, at + 13)), 0);
        expect(total).toBe(12);
      }),
    );
  });
});

describe('suitControl (seed 004: ace or void first round, king or singleton second round)', () => {
  it('grades each suit', () => {
    const h = hand('AK876.QJ54.KT32.');
    expect(SUITS.map((suit) => suitControl(h, suit))).toEqual([2, 0, 1, 2]);
    const g = hand('AKQJT98.K2.A43.5');
    expect(SUITS.map((suit) => suitControl(g, suit))).toEqual([2, 1, 2, 1]);
    // A singleton ace is a first-round control; a doubleton queen is no control.
    expect(suitControl(hand('A.Q2..'), 'S')).toBe(2);
    expect(suitControl(hand('A.Q2..'), 'H')).toBe(0);
  });
});
