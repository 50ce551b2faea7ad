import {
  type Card,
  type Deal,
  type Hand,
  HCP_VALUES,
  isBalanced,
  type RandomSource,
  randomInt,
  rankOf,
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
// original hand and, as soft evidence, the signals seen. Strictest of all, each hidden hand makes
// the calls its player made when bid by the partnership's system, which also reads what a call
// denies (a pass over an opening shows no overcall). The auction is strong evidence but not
// absolute (a player may deviate from the system, an explanation may be wide of the hand): when
// it makes layouts rare it is loosened step by step, and in the end only the hard facts remain.

/** How strictly a layout follows the auction: the system's own calls, its ranges, ranges widened, or none. */
export type ConstraintLevel = 'system' | 'auction' | 'loose' | 'free';

export const CONSTRAINT_LEVELS: readonly ConstraintLevel[] = ['system', 'auction', 'loose', 'free'];

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
  /** Whether the system, holding this original hand in the seat, makes the calls the seat made. */
  readonly wouldCall?: (seat: Seat, original: Hand) => boolean;
  /** Soft evidence (signals): a weight in (0, 1] a drawn layout is kept with. */
  readonly weight?: (hands: Deal) => number;
  /**
   * Soft evidence that costs searches (the play read by double dummy): a further weight, asked
   * only of a layout `weight` kept, at most `EVIDENCE_TRIES` times per layout drawn.
   */
  readonly evidence?: (hands: Deal) => number;
}

/**
 * Layouts `evidence` may weigh and turn down before the heaviest of them is taken: its weight
 * costs double-dummy searches, so it must not run through a thousand deals.
 */
export const EVIDENCE_TRIES = 4;

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
  const plan = dealPlan(spec);
  let level: ConstraintLevel =
    spec.constraints === null ? 'free' : spec.wouldCall === undefined ? 'auction' : 'system';
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
        let weighed = 0;
        for (let i = 0; i < attempts; i++) {
          tried++;
          const hands = dealHidden(spec, plan, random);
          if (hands === null) continue;
          if (level !== 'free' && !fitsAuction(spec, plan.hidden, hands, level)) continue;
          let weight = spec.weight?.(hands) ?? 1;
          // One draw decides against the product of both weights; the costly one is asked only
          // when the cheap one alone would keep the layout.
          let draw: number | null = null;
          if (weight < 1) {
            draw = random.nextUint32() / 2 ** 32;
            if (draw >= weight) {
              if (heaviest === null || weight > heaviest.weight) heaviest = { hands, weight };
              continue;
            }
          }
          if (spec.evidence !== undefined) {
            weight *= spec.evidence(hands);
            weighed++;
            if (weight < 1) {
              draw ??= random.nextUint32() / 2 ** 32;
              if (draw >= weight) {
                if (heaviest === null || weight > heaviest.weight) heaviest = { hands, weight };
                if (weighed >= EVIDENCE_TRIES) return heaviest.hands;
                continue;
              }
            }
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

/** What every deal of a sampler shares, worked out once: a sampler deals thousands. */
interface DealPlan {
  readonly hidden: readonly Seat[];
  /** False when some unseen card fits no hidden seat, or forced cards overfill one. */
  readonly possible: boolean;
  /** Per hidden seat (in `hidden`'s order), the cards only it can hold. */
  readonly forced: readonly (readonly Card[])[];
  /** Per hidden seat, its places left for the other cards. */
  readonly room: readonly number[];
  /** The cards more than one hidden seat can hold. */
  readonly free: readonly Card[];
  /** Per suit, the hidden seats (their indexes in `hidden`) that have not shown out of it. */
  readonly holders: Readonly<Record<Suit, readonly number[]>>;
}

function dealPlan(spec: LayoutSpec): DealPlan {
  const hidden = SEATS.filter((seat) => spec.known[seat] === undefined);
  const holders = {} as Record<Suit, number[]>;
  for (const suit of SUITS) {
    holders[suit] = hidden.flatMap((seat, k) => (spec.voids[seat].has(suit) ? [] : [k]));
  }
  const forced: Card[][] = hidden.map(() => []);
  const room = hidden.map((seat) => spec.counts[seat] ?? 0);
  const free: Card[] = [];
  let possible = true;
  for (const card of spec.unseen) {
    const can = holders[suitOf(card)];
    if (can.length === 0) possible = false;
    else if (can.length === 1) {
      const k = can[0] as number;
      forced[k]?.push(card);
      room[k] = (room[k] ?? 0) - 1;
    } else free.push(card);
  }
  if (room.some((n) => n < 0)) possible = false;
  return { hidden, possible, forced, room, free, holders };
}

/**
 * One deal of the unseen cards to the hidden seats: a card of a suit all but one hidden seat
 * showed out of goes to that seat; the rest are shuffled and dealt, each to a seat drawn in
 * proportion to its empty places among those that may hold it. Null when the draw runs into a
 * dead end (only void seats have room left).
 */
function dealHidden(spec: LayoutSpec, plan: DealPlan, random: RandomSource): Deal | null {
  if (!plan.possible) return null;
  const room = plan.room.slice();
  const dealt = plan.forced.map((cards) => cards.slice());
  for (const card of shuffle(random, plan.free)) {
    const can = plan.holders[suitOf(card)];
    let total = 0;
    for (const k of can) total += room[k] as number;
    if (total === 0) return null;
    let pick = randomInt(random, total);
    for (const k of can) {
      pick -= room[k] as number;
      if (pick < 0) {
        dealt[k]?.push(card);
        room[k] = (room[k] as number) - 1;
        break;
      }
    }
  }
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  plan.hidden.forEach((seat, k) => {
    hands[seat] = dealt[k] ?? [];
  });
  for (const seat of SEATS) {
    const known = spec.known[seat];
    if (known !== undefined) hands[seat] = [...known];
  }
  return hands;
}

const SUIT_AT: Readonly<Record<Suit, number>> = { S: 0, H: 1, D: 2, C: 3 };

/**
 * Whether every hidden seat's original hand keeps within the auction's ranges (widened when
 * loose) and, at the strictest level, makes its calls by the system.
 */
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
  const lengths = [0, 0, 0, 0];
  for (const seat of hidden) {
    const c = constraints[seat];
    // The original hand's points and suit lengths in one pass over its cards.
    let points = 0;
    lengths.fill(0);
    for (const cards of [hands[seat], spec.playedBy[seat]]) {
      for (const card of cards) {
        points += HCP_VALUES[rankOf(card)];
        const suit = SUIT_AT[suitOf(card)] as number;
        lengths[suit] = (lengths[suit] as number) + 1;
      }
    }
    if (points < c.hcp[0] - slackHcp || points > c.hcp[1] + slackHcp) return false;
    for (let i = 0; i < 4; i++) {
      const [min, max] = c.lengths[SUITS[i] as Suit];
      const n = lengths[i] as number;
      if (n < min - slackLength || n > max + slackLength) return false;
    }
    if (c.balanced === true && level !== 'loose' && !isBalanced([...hands[seat], ...spec.playedBy[seat]])) {
      return false;
    }
  }
  if (level === 'system' && spec.wouldCall !== undefined) {
    const wouldCall = spec.wouldCall;
    return hidden.every((seat) => wouldCall(seat, [...hands[seat], ...spec.playedBy[seat]]));
  }
  return true;
}
