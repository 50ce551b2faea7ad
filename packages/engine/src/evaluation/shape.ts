import { type Hand, suitLengths } from '../cards/types.js';

/** Suit lengths, longest first: [5, 3, 3, 2]. */
export type HandShape = readonly [number, number, number, number];

/**
 * The shape classes of seeds 001 and 004 ("NT-Verteilung", "Einfärber", "Zweifärber",
 * "Dreifärber"). Together they cover all 39 patterns of a 13-card hand, each exactly once.
 */
export type ShapeClass = 'balanced' | 'oneSuiter' | 'twoSuiter' | 'threeSuiter';

/** The hand's pattern, longest suit first: 'AKQ2.J93.K42.T83' gives [4, 3, 3, 3]. */
export function handShape(hand: Hand): HandShape {
  const [a, b, c, d] = suitLengths(hand).sort((x, y) => y - x);
  return [a, b, c, d];
}

/** The pattern as people write it, longest first: '5-3-3-2'. */
export function shapeString(hand: Hand): string {
  return handShape(hand).join('-');
}

/** The lengths in suit order spades, hearts, diamonds, clubs: '3=5=2=3'. */
export function exactShapeString(hand: Hand): string {
  return suitLengths(hand).join('=');
}

/*
 * 001 only lists the patterns of each class; 004 gives the rules behind them, and we follow
 * 004's rules (they produce exactly 001's lists):
 * - balanced ("NT-verteilt"): no void, no singleton, at most one doubleton: 4-3-3-3, 4-4-3-2, 5-3-3-2;
 * - three-suiter ("Dreifärber"): three suits of four or more: 4-4-4-1, 5-4-4-0;
 * - one-suiter ("Einfärber"): a suit of six or more and no other suit longer than three;
 * - two-suiter ("Zweifärber"): a suit of five or more and another of four or more.
 * 5-4-4-0 fits both the two-suiter and the three-suiter rule; both seeds name it a three-suiter,
 * so that rule is checked first. 5-4-2-2 and 6-3-2-2, which some books call semi-balanced, are a
 * two-suiter and a one-suiter here, as the seeds' rules say.
 */

/**
 * The hand's shape class (seeds 001 and 004). Every 13-card hand has one; a hand of fewer cards
 * may fit none of the rules (3-3-3-0) and gets undefined.
 */
export function shapeClass(hand: Hand): ShapeClass | undefined {
  const [first, second, third, fourth] = handShape(hand);
  const doubletons = [first, second, third, fourth].filter((n) => n === 2).length;
  if (fourth >= 2 && doubletons <= 1) return 'balanced';
  if (third >= 4) return 'threeSuiter';
  if (first >= 6 && second <= 3) return 'oneSuiter';
  if (first >= 5 && second >= 4) return 'twoSuiter';
  return undefined;
}

/** True for a balanced hand (seed 004: no void, no singleton, at most one doubleton). */
export function isBalanced(hand: Hand): boolean {
  return shapeClass(hand) === 'balanced';
}
