import {
  type Card,
  type Deal,
  type Hand,
  hcp,
  isBalanced,
  type RandomSource,
  randomInt,
  SEATS,
  type Seat,
  SUITS,
  type Suit,
  shuffle,
  suitOf,
} from '@tenace/engine';
import type { HandConstraints } from '../bidding/inference.js';

// Layouts of the hidden cards that agree with everything a seat knows: the hands it sees, the
// cards played, the suits a player showed out of, what the auction's explained calls say of each
// original hand and, as soft evidence, the signals seen. The auction's ranges are strong but not
// absolute (a player may deviate, an explanation may be wide of the hand): when they make
// layouts rare they are loosened, and in the end only the hard facts remain.

/** How strictly a layout follows the auction: its ranges, ranges widened, or none. */
export type ConstraintLevel = 'auction' | 'loose' | 'free';

export const CONSTRAINT_LEVELS: readonly ConstraintLevel[] = ['auction', 'loose', 'free'];

/** Everything a sampler needs, all of it from one seat's view. */
export interface LayoutSpec {
  /** The hands the seat sees (their unplayed cards). */
  readonly known: Readonly<Partial<Record<Seat, Hand>>>;
  /** The cards nobody visible holds and nobody has played. */
  readonly unseen: readonly Card[];
  /** How many unplayed cards each hidden seat holds. */
  readonly counts: Readonly<Partial<Record<Seat, number>>>;
  /** Suits each seat has shown out of. */
  readonly voids: Readonly<Record<Seat, ReadonlySet<Suit>>>;
  /** Cards each seat has played (a hidden seat's original hand is its layout plus these). */
  readonly playedBy: Readonly<Record<Seat, readonly Card[]>>;
  /** What the auction says of each original hand; null for none. */
  readonly constraints: Readonly<Record<Seat, HandConstraints>> | null;
  /** Soft evidence (signals): a weight in (0, 1] a drawn layout is kept with. */
  readonly weight?: (hands: Deal) => number;
}

/** Draws layouts one at a time, loosening the auction's ranges when they make layouts rare. */
export interface LayoutSampler {
  /** The next layout (all four hands' unplayed cards), or null when none can be found. */
  next(): Deal | null;
  /** The level the last layout was drawn at. */
  readonly level: ConstraintLevel;
  /** Deals tried so far. */
  readonly attempts: number;
}

/** A sampler over `spec` drawing from `random`; `attempts` deals per layout before loosening. */
export function layoutSampler(spec: LayoutSpec, random: RandomSource, attempts: number): LayoutSampler {
  const hidden = SEATS.filter((seat) => spec.known[seat] === undefined);
  let level: ConstraintLevel = spec.constraints === null ? 'free' : 'auction';
  let tried = 0;
  return {
    get level() {
      return level;
    },
    get attempts() {
      return tried;
    },
    next() {
      for (;;) {
        // Soft evidence never loosens the auction nor leaves the robot without a layout: when
        // every layout that fits was turned down by its weight, the heaviest of them is taken.
        let heaviest: { hands: Deal; weight: number } | null = null;
        for (let i = 0; i < attempts; i++) {
          tried++;
          const hands = dealHidden(spec, hidden, random);
          if (hands === null) continue;
          if (level !== 'free' && !fitsAuction(spec, hidden, hands, level)) continue;
          const weight = spec.weight?.(hands) ?? 1;
          if (weight < 1 && random.nextUint32() / 2 ** 32 >= weight) {
            if (heaviest === null || weight > heaviest.weight) heaviest = { hands, weight };
            continue;
          }
          return hands;
        }
        if (heaviest !== null) return heaviest.hands;
        const at = CONSTRAINT_LEVELS.indexOf(level);
        if (at === CONSTRAINT_LEVELS.length - 1) return null;
        level = CONSTRAINT_LEVELS[at + 1] as ConstraintLevel;
      }
    },
  };
}

/**
 * One deal of the unseen cards to the hidden seats: a card of a suit all but one hidden seat
 * showed out of goes to that seat; the rest are shuffled and dealt, each to a seat drawn in
 * proportion to its empty places among those that may hold it. Null when the draw runs into a
 * dead end (only void seats have room left).
 */
function dealHidden(spec: LayoutSpec, hidden: readonly Seat[], random: RandomSource): Deal | null {
  const room: Partial<Record<Seat, number>> = { ...spec.counts };
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  const free: Card[] = [];
  for (const card of spec.unseen) {
    const can = hidden.filter((seat) => !spec.voids[seat].has(suitOf(card)));
    if (can.length === 0) return null;
    if (can.length === 1) {
      const seat = can[0] as Seat;
      hands[seat].push(card);
      room[seat] = (room[seat] ?? 0) - 1;
    } else free.push(card);
  }
  if (hidden.some((seat) => (room[seat] ?? 0) < 0)) return null;
  for (const card of shuffle(random, free)) {
    const can = hidden.filter((seat) => (room[seat] ?? 0) > 0 && !spec.voids[seat].has(suitOf(card)));
    const total = can.reduce((n, seat) => n + (room[seat] ?? 0), 0);
    if (total === 0) return null;
    let pick = randomInt(random, total);
    for (const seat of can) {
      pick -= room[seat] ?? 0;
      if (pick < 0) {
        hands[seat].push(card);
        room[seat] = (room[seat] ?? 0) - 1;
        break;
      }
    }
  }
  for (const seat of SEATS) {
    const known = spec.known[seat];
    if (known !== undefined) hands[seat] = [...known];
  }
  return hands;
}

/** Whether every hidden seat's original hand keeps within the auction's ranges (widened when loose). */
function fitsAuction(
  spec: LayoutSpec,
  hidden: readonly Seat[],
  hands: Deal,
  level: ConstraintLevel,
): boolean {
  const constraints = spec.constraints;
  if (constraints === null) return true;
  const slackHcp = level === 'loose' ? 3 : 0;
  const slackLength = level === 'loose' ? 1 : 0;
  for (const seat of hidden) {
    const c = constraints[seat];
    const original = [...hands[seat], ...spec.playedBy[seat]];
    const points = hcp(original);
    if (points < c.hcp[0] - slackHcp || points > c.hcp[1] + slackHcp) return false;
    for (const suit of SUITS) {
      const n = original.filter((card) => suitOf(card) === suit).length;
      const [min, max] = c.lengths[suit];
      if (n < min - slackLength || n > max + slackLength) return false;
    }
    if (c.balanced === true && level === 'auction' && !isBalanced(original)) return false;
  }
  return true;
}
