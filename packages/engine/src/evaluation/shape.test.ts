import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHand } from '../cards/notation.js';
import { DECK, type Hand, RANKS } from '../cards/types.js';
import {
  exactShapeString,
  handShape,
  isBalanced,
  type ShapeClass,
  shapeClass,
  shapeString,
} from './shape.js';

function hand(text: string): Hand {
  const r = parseHand(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A hand with the given lengths in S, H, D, C (top cards of each suit). */
function withLengths(lengths: readonly number[]): Hand {
  return hand(lengths.map((n) => RANKS.slice(0, n).join('')).join('.'));
}

function pattern(text: string): number[] {
  return text.split('-').map(Number);
}

/** All 39 patterns of a 13-card hand, longest suit first. */
function allPatterns(): string[] {
  const result: string[] = [];
  for (let a = 13; a >= 0; a--)
    for (let b = Math.min(a, 13 - a); b >= 0; b--)
      for (let c = Math.min(b, 13 - a - b); c >= 0; c--) {
        const d = 13 - a - b - c;
        if (d <= c) result.push(`${a}-${b}-${c}-${d}`);
      }
  return result;
}

// Counted by hand from the seeds' rules (001, 004); the seeds' own examples are marked.
const CLASSES: Readonly<Record<ShapeClass, readonly string[]>> = {
  // 001 and 004: "4-3-3-3, 4-4-3-2, 5-3-3-2".
  balanced: ['4-3-3-3', '4-4-3-2', '5-3-3-2'],
  // 001 and 004: "4-4-4-1 oder 5-4-4-0".
  threeSuiter: ['4-4-4-1', '5-4-4-0'],
  // Examples in 001 and 004: 6-3-2-2, 6-3-3-1, 7-3-2-1.
  oneSuiter: [
    '6-3-2-2',
    '6-3-3-1',
    '7-2-2-2',
    '7-3-2-1',
    '7-3-3-0',
    '8-2-2-1',
    '8-3-1-1',
    '8-3-2-0',
    '9-2-1-1',
    '9-2-2-0',
    '9-3-1-0',
    '10-1-1-1',
    '10-2-1-0',
    '10-3-0-0',
    '11-1-1-0',
    '11-2-0-0',
    '12-1-0-0',
    '13-0-0-0',
  ],
  // Examples in 001 and 004: 5-4-3-1, 5-5-2-1, 6-4-2-1.
  twoSuiter: [
    '5-4-2-2',
    '5-4-3-1',
    '5-5-2-1',
    '5-5-3-0',
    '6-4-2-1',
    '6-4-3-0',
    '6-5-1-1',
    '6-5-2-0',
    '6-6-1-0',
    '7-4-1-1',
    '7-4-2-0',
    '7-5-1-0',
    '7-6-0-0',
    '8-4-1-0',
    '8-5-0-0',
    '9-4-0-0',
  ],
};

describe('handShape and shape strings', () => {
  it('sorts the lengths, longest first', () => {
    const h = hand('K2.AQT87.J93.Q84');
    expect(handShape(h)).toEqual([5, 3, 3, 2]);
    expect(shapeString(h)).toBe('5-3-3-2');
    expect(exactShapeString(h)).toBe('2=5=3=3');
    expect(shapeString(hand('AK876.QJ54.KT32.'))).toBe('5-4-4-0');
    expect(exactShapeString(hand('AK876.QJ54.KT32.'))).toBe('5=4=4=0');
  });
});

describe('shapeClass (seeds 001 and 004)', () => {
  it('knows 39 patterns, and the hand-made lists cover each once', () => {
    const listed = Object.values(CLASSES).flat();
    expect(allPatterns()).toHaveLength(39);
    expect([...listed].sort()).toEqual(allPatterns().sort());
  });

  for (const [kind, patterns] of Object.entries(CLASSES)) {
    it(`calls ${patterns.join(', ')} ${kind}`, () => {
      for (const p of patterns) {
        // Every arrangement of the lengths over the suits gives the same class.
        const lengths = pattern(p);
        for (const rotated of [
          lengths,
          [...lengths].reverse(),
          [lengths[2], lengths[0], lengths[3], lengths[1]],
        ]) {
          const h = withLengths(rotated as number[]);
          expect([p, shapeClass(h)]).toEqual([p, kind]);
          expect(isBalanced(h)).toBe(kind === 'balanced');
        }
      }
    });
  }

  it('classifies real hands', () => {
    expect(shapeClass(hand('AKQ2.J93.K42.T83'))).toBe('balanced');
    expect(shapeClass(hand('AKQJT98.K2.A43.5'))).toBe('oneSuiter');
    expect(shapeClass(hand('KQJ92.AQT87.J3.4'))).toBe('twoSuiter');
    expect(shapeClass(hand('AJ54.KQ32.A987.6'))).toBe('threeSuiter');
    // 004: balanced allows at most one doubleton, so 5-4-2-2 is a two-suiter.
    expect(shapeClass(hand('AQ.KJ.QT986.A983'))).toBe('twoSuiter');
  });

  it('gives every 13-card hand a class', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...DECK], { minLength: 13, maxLength: 13 }), (cards) => {
        expect(shapeClass(cards)).toBeDefined();
        expect(handShape(cards).reduce((a, b) => a + b, 0)).toBe(13);
      }),
    );
  });

  it('leaves a partial hand that fits no rule without a class', () => {
    expect(shapeClass(hand('AKQ.AKQ.AKQ.'))).toBeUndefined();
  });
});
