import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHand } from '../cards/notation.js';
import { type Card, DECK, type Hand, SUITS } from '../cards/types.js';
import type { Result } from '../errors.js';
import { evaluateHand, type HandEvaluation } from './evaluate.js';

function hand(text: string): Hand {
  const r = parseHand(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('evaluateHand', () => {
  it('evaluates AKQ2.J93.K42.T83 every way (values counted by hand)', () => {
    const expected: HandEvaluation = {
      hcp: 13,
      suits: {
        S: { length: 4, hcp: 9, losers: 0, quickTricks: 2, control: 2 },
        H: { length: 3, hcp: 1, losers: 3, quickTricks: 0, control: 0 },
        D: { length: 3, hcp: 3, losers: 2, quickTricks: 0.5, control: 1 },
        C: { length: 3, hcp: 0, losers: 3, quickTricks: 0, control: 0 },
      },
      shape: [4, 3, 3, 3],
      shapeString: '4-3-3-3',
      exactShape: '4=3=3=3',
      shapeClass: 'balanced',
      balanced: true,
      distributionPoints: { shape: 0, shortness: 0, length: 0 },
      points: 13,
      controls: 4,
      losingTricks: 8,
      quickTricks: 2.5,
    };
    expect(value(evaluateHand(hand('AKQ2.J93.K42.T83')))).toEqual(expected);
  });

  it('evaluates a one-suiter with a singleton', () => {
    expect(value(evaluateHand(hand('AKQJT98.K2.A43.5')))).toMatchObject({
      hcp: 17,
      shape: [7, 3, 2, 1],
      exactShape: '7=2=3=1',
      shapeClass: 'oneSuiter',
      balanced: false,
      distributionPoints: { shape: 4, shortness: 3, length: 3 },
      points: 20,
      controls: 6,
      losingTricks: 4,
      quickTricks: 3.5,
      suits: { H: { length: 2, hcp: 3, losers: 1, quickTricks: 0.5, control: 1 } },
    });
  });

  it('evaluates a three-suiter with a void', () => {
    expect(value(evaluateHand(hand('AK876.QJ54.KT32.')))).toMatchObject({
      hcp: 13,
      shapeString: '5-4-4-0',
      shapeClass: 'threeSuiter',
      distributionPoints: { shape: 3, shortness: 3, length: 1 },
      points: 14,
      controls: 4,
      losingTricks: 5,
      quickTricks: 2.5,
      suits: { C: { length: 0, hcp: 0, losers: 0, quickTricks: 0, control: 2 } },
    });
  });

  it('wants 13 different cards', () => {
    expect(evaluateHand(hand('AKQ2.J93.K42.T8'))).toMatchObject({ ok: false, error: { code: 'BAD_HAND' } });
    const twice: Card[] = [...hand('AKQ2.J93.K42.T8'), 'SA'];
    expect(evaluateHand(twice)).toMatchObject({ ok: false, error: { code: 'BAD_HAND' } });
    expect(evaluateHand([...hand('AKQ2.J93.K42.T8'), 'X9' as Card])).toMatchObject({
      ok: false,
      error: { code: 'BAD_HAND' },
    });
  });

  it('agrees with itself suit by suit for any hand', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...DECK], { minLength: 13, maxLength: 13 }), (cards) => {
        const e = value(evaluateHand(cards));
        const sum = (key: 'length' | 'hcp' | 'losers' | 'quickTricks') =>
          SUITS.reduce((total, suit) => total + e.suits[suit][key], 0);
        expect(sum('length')).toBe(13);
        expect(sum('hcp')).toBe(e.hcp);
        expect(sum('losers')).toBe(e.losingTricks);
        expect(sum('quickTricks')).toBe(e.quickTricks);
        expect(e.points).toBe(e.hcp + e.distributionPoints.length);
        expect(e.balanced).toBe(e.shapeClass === 'balanced');
      }),
    );
  });
});
