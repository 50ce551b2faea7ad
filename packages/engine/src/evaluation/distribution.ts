import { type Hand, SUITS, type Suit, suitLengths } from '../cards/types.js';
import { hcp } from './hcp.js';

/**
 * The three ways our sources add points for distribution (rules.md §4 row 13):
 * - 'shape' (seed 000): points for long suits measured against the commonest pattern 4-3-3-3;
 * - 'shortness' (seeds 001, 004): void 3, singleton 2, doubleton 1, worth something only in a
 *   suit contract once a trump fit is known;
 * - 'length' (seed 004): one point for every card beyond the fourth in each suit.
 */
export type DistributionMethod = 'shape' | 'shortness' | 'length';

export const DISTRIBUTION_METHODS: readonly DistributionMethod[] = Object.freeze([
  'shape',
  'shortness',
  'length',
]);

/**
 * Points for void, singleton and doubleton. '3-2-1' is the scale of seeds 001 and 004, added on
 * top of high-card and length points once a fit is found; '5-3-1' is the support-point scale of
 * bidding-sayc.md, used instead of length points when raising partner.
 */
export type ShortnessScale = '3-2-1' | '5-3-1';

const SHORTNESS: Readonly<Record<ShortnessScale, readonly [number, number, number]>> = {
  '3-2-1': [3, 2, 1],
  '5-3-1': [5, 3, 1],
};

/*
 * Seed 000 values the patterns as 4-3-3-3 = 0, 4-4-3-2 = 1, 5-3-3-1 and 4-4-4-1 = 2, and spells
 * the rule out suit by suit: "the first four-card suit 0, each further one 1, the first five-card
 * suit 2, a six-card suit 3, and so on". We read it literally:
 * - a suit of five or more is worth its length minus 3 (5 → 2, 6 → 3, 7 → 4, …);
 * - four-card suits are worth 1 each, except one of them, which is free because the expected
 *   pattern 4-3-3-3 already holds a four-card suit.
 * So 5-4-3-1 scores 2 (the four-card suit is the first one), like 5-3-3-2. The seed's "5-3-3-1"
 * has only 12 cards; both hands it can mean, 5-3-3-2 and 5-4-3-1, score 2 under this reading.
 * The seed does not say whether a second five-card suit differs from the first; we give every
 * five-card suit 2 (5-5-2-1 = 4).
 */
function shapePoints(lengths: readonly number[]): number {
  let points = 0;
  let fours = 0;
  for (const length of lengths) {
    if (length >= 5) points += length - 3;
    else if (length === 4) fours++;
  }
  return points + Math.max(0, fours - 1);
}

/** Points for the void, singletons and doubletons of the suits other than `trump`. */
export function shortnessPoints(hand: Hand, options: { trump?: Suit; scale?: ShortnessScale } = {}): number {
  const scale = SHORTNESS[options.scale ?? '3-2-1'];
  const lengths = suitLengths(hand);
  let points = 0;
  SUITS.forEach((suit, i) => {
    // A short trump suit is no asset: the ruffs it would give are the trumps themselves.
    if (suit === options.trump) return;
    points += scale[lengths[i] as number] ?? 0;
  });
  return points;
}

/** Distribution points by one of the three named methods; 'shortness' counts all four suits here. */
export function distributionPoints(hand: Hand, method: DistributionMethod): number {
  const lengths = suitLengths(hand);
  switch (method) {
    case 'shape':
      return shapePoints(lengths);
    case 'shortness':
      return shortnessPoints(hand);
    case 'length':
      return lengths.reduce((sum, length) => sum + Math.max(0, length - 4), 0);
  }
}

/**
 * What a hand adds for short side suits once `trump` is agreed as the trump suit: the seeds' 3/2/1
 * by default, or bidding-sayc.md's 5/3/1 for dummy's support points.
 */
export function supportPoints(hand: Hand, trump: Suit, scale: ShortnessScale = '3-2-1'): number {
  return shortnessPoints(hand, { trump, scale });
}

export interface TotalPointsOptions {
  /** Defaults to 'length', the method rules.md §4 row 13 gives the robots. */
  readonly method?: DistributionMethod;
  /** The agreed trump suit, once the partnership has found a fit (eight cards together). */
  readonly fit?: Suit;
  /** The shortness scale used with a fit; defaults to the seeds' '3-2-1'. */
  readonly scale?: ShortnessScale;
}

/**
 * A hand's points: high-card points plus distribution points by `method`.
 * - 'length' (004): HCP + length points, and with a fit also the short side suits.
 * - 'shortness' (001): HCP, and with a fit the short side suits; without a fit (or in no trump)
 *   short suits are weaknesses and add nothing. SAYC support points are this method with
 *   `scale: '5-3-1'`.
 * - 'shape' (000): HCP + the shape points; 000 counts them whatever the trump suit, so `fit` is ignored.
 */
export function totalPoints(hand: Hand, options: TotalPointsOptions = {}): number {
  const method = options.method ?? 'length';
  const base = hcp(hand);
  if (method === 'shape') return base + distributionPoints(hand, 'shape');
  const length = method === 'length' ? distributionPoints(hand, 'length') : 0;
  const support = options.fit === undefined ? 0 : supportPoints(hand, options.fit, options.scale);
  return base + length + support;
}
