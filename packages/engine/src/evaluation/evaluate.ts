import { cardIndex, type Hand, SUITS, type Suit, suitLengths } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { suitControl, controls as totalControls } from './controls.js';
import { type DistributionMethod, distributionPoints, totalPoints } from './distribution.js';
import { hcp, suitHcp } from './hcp.js';
import {
  exactShapeString,
  type HandShape,
  handShape,
  type ShapeClass,
  shapeClass,
  shapeString,
} from './shape.js';
import { losingTricks, quickTricks, suitLosers, suitQuickTricks } from './tricks.js';

/** One suit of a hand, evaluated. */
export interface SuitEvaluation {
  readonly length: number;
  readonly hcp: number;
  /** Basic losing trick count of the suit (0 to 3). */
  readonly losers: number;
  readonly quickTricks: number;
  /** Seed 004's control of the suit: 2 first round (ace or void), 1 second round (king or singleton). */
  readonly control: 0 | 1 | 2;
}

/** Every evaluation of a 13-card hand in one object (what `tenace eval` prints). */
export interface HandEvaluation {
  readonly hcp: number;
  readonly suits: Readonly<Record<Suit, SuitEvaluation>>;
  /** Lengths longest first, e.g. [5, 3, 3, 2]. */
  readonly shape: HandShape;
  /** '5-3-3-2' */
  readonly shapeString: string;
  /** Lengths in suit order S=H=D=C, e.g. '3=5=2=3'. */
  readonly exactShape: string;
  readonly shapeClass: ShapeClass;
  readonly balanced: boolean;
  /** The three methods side by side; 'shortness' over all four suits, as if any suit could be trumps. */
  readonly distributionPoints: Readonly<Record<DistributionMethod, number>>;
  /** HCP + length points, the robots' count before a fit is known (rules.md §4 row 13). */
  readonly points: number;
  /** Ace 2, king 1. */
  readonly controls: number;
  readonly losingTricks: number;
  readonly quickTricks: number;
}

function badHand(why: string, whyDe: string): Result<never> {
  return fail(
    'BAD_HAND',
    `cannot evaluate this hand: ${why}`,
    `diese Hand kann nicht bewertet werden: ${whyDe}`,
  );
}

/** Evaluates a 13-card hand every way this module knows; BAD_HAND for another number of cards or a repeated card. */
export function evaluateHand(hand: Hand): Result<HandEvaluation> {
  if (hand.length !== 13) {
    return badHand(`it has ${hand.length} cards, not 13`, `sie hat ${hand.length} Karten statt 13`);
  }
  const seen = new Set<number>();
  for (const card of hand) {
    const index = cardIndex(card);
    if (!(index >= 0 && index < 52)) return badHand(`"${card}" is not a card`, `"${card}" ist keine Karte`);
    if (seen.has(index)) return badHand(`${card} appears twice`, `${card} kommt doppelt vor`);
    seen.add(index);
  }
  const lengths = suitLengths(hand);
  const suits = Object.fromEntries(
    SUITS.map((suit, i): [Suit, SuitEvaluation] => [
      suit,
      {
        length: lengths[i] as number,
        hcp: suitHcp(hand, suit),
        losers: suitLosers(hand, suit),
        quickTricks: suitQuickTricks(hand, suit),
        control: suitControl(hand, suit),
      },
    ]),
  ) as Record<Suit, SuitEvaluation>;
  const kind = shapeClass(hand);
  if (kind === undefined) throw new Error(`no shape class for the 13-card hand ${shapeString(hand)}`);
  return ok({
    hcp: hcp(hand),
    suits,
    shape: handShape(hand),
    shapeString: shapeString(hand),
    exactShape: exactShapeString(hand),
    shapeClass: kind,
    balanced: kind === 'balanced',
    distributionPoints: {
      shape: distributionPoints(hand, 'shape'),
      shortness: distributionPoints(hand, 'shortness'),
      length: distributionPoints(hand, 'length'),
    },
    points: totalPoints(hand),
    controls: totalControls(hand),
    losingTricks: losingTricks(hand),
    quickTricks: quickTricks(hand),
  });
}
