import {
  type Auction,
  auctionSeatAt,
  type Hand,
  hcp,
  SEATS,
  type Seat,
  SUITS,
  type Suit,
  suitLengths,
} from '@tenace/engine';
import type { BidContext, Role } from './context.js';
import { ANY_HCP, ANY_RANGE, intersect, type Meaning, type Range } from './meaning.js';

/** What the auction says about one hand: HCP and length ranges (and shape, when shown). */
export interface HandConstraints {
  readonly hcp: Range;
  readonly lengths: Readonly<Record<Suit, Range>>;
  readonly balanced?: boolean;
}

export const UNCONSTRAINED: HandConstraints = {
  hcp: ANY_HCP,
  lengths: { S: ANY_RANGE, H: ANY_RANGE, D: ANY_RANGE, C: ANY_RANGE },
};

/** Adds one call's meaning to what is known of a hand (later calls narrow; a contradiction keeps the later). */
export function foldMeaning(known: HandConstraints, meaning: Meaning): HandConstraints {
  const lengths = {
    S: intersect(known.lengths.S, meaning.lengths.S),
    H: intersect(known.lengths.H, meaning.lengths.H),
    D: intersect(known.lengths.D, meaning.lengths.D),
    C: intersect(known.lengths.C, meaning.lengths.C),
  };
  const balanced = meaning.balanced ?? known.balanced;
  // Points (length or support) are never fewer than HCP, so a points ceiling caps the HCP too.
  const hcp = meaning.points === undefined ? meaning.hcp : intersect(meaning.hcp, [0, meaning.points[1]]);
  return { hcp: intersect(known.hcp, hcp), lengths, ...(balanced === undefined ? {} : { balanced }) };
}

/** Makes a hand's length ranges agree with 13 cards (and with a balanced shape, when shown). */
function tighten(c: HandConstraints): HandConstraints {
  const lengths: Record<Suit, Range> = { ...c.lengths };
  // A balanced hand (4-3-3-3, 4-4-3-2, 5-3-3-2) holds two to five cards in every suit.
  if (c.balanced === true) for (const suit of SUITS) lengths[suit] = intersect(lengths[suit], [2, 5]);
  for (const suit of SUITS) {
    const othersMin = SUITS.filter((s) => s !== suit).reduce((n, s) => n + lengths[s][0], 0);
    const othersMax = SUITS.filter((s) => s !== suit).reduce((n, s) => n + lengths[s][1], 0);
    const [min, max] = lengths[suit];
    const next: Range = [Math.max(min, 13 - othersMax), Math.min(max, 13 - othersMin)];
    if (next[0] <= next[1]) lengths[suit] = next;
  }
  return { ...c, lengths };
}

/**
 * Per-seat constraints from the meanings of an auction's calls. With `view` (a seat and its own
 * hand), that hand is known exactly and the other three share what is left of each suit and of the 40 HCP.
 */
export function inferHands(
  auction: Auction,
  meanings: readonly Meaning[],
  view?: { readonly seat: Seat; readonly hand: Hand },
): Record<Seat, HandConstraints> {
  const known: Record<Seat, HandConstraints> = {
    N: UNCONSTRAINED,
    E: UNCONSTRAINED,
    S: UNCONSTRAINED,
    W: UNCONSTRAINED,
  };
  meanings.forEach((meaning, index) => {
    const seat = auctionSeatAt(auction, index);
    known[seat] = foldMeaning(known[seat], meaning);
  });
  if (view !== undefined) {
    const lengths = suitLengths(view.hand);
    const points = hcp(view.hand);
    known[view.seat] = {
      hcp: [points, points],
      lengths: {
        S: [lengths[0], lengths[0]],
        H: [lengths[1], lengths[1]],
        D: [lengths[2], lengths[2]],
        C: [lengths[3], lengths[3]],
      },
    };
  }
  for (const seat of SEATS) known[seat] = tighten(known[seat]);
  if (view !== undefined) {
    const others = SEATS.filter((s) => s !== view.seat);
    for (const seat of others) {
      const rest = others.filter((s) => s !== seat);
      const mine = known[view.seat];
      const lengths: Record<Suit, Range> = { ...known[seat].lengths };
      for (const suit of SUITS) {
        const left = 13 - mine.lengths[suit][0] - rest.reduce((n, s) => n + known[s].lengths[suit][0], 0);
        lengths[suit] = intersect(lengths[suit], [0, Math.max(0, left)]);
      }
      const hcpLeft = 40 - mine.hcp[0] - rest.reduce((n, s) => n + known[s].hcp[0], 0);
      known[seat] = tighten({
        ...known[seat],
        hcp: intersect(known[seat].hcp, [0, Math.max(0, hcpLeft)]),
        lengths,
      });
    }
  }
  return known;
}

const shownCache = new WeakMap<BidContext, Map<Role, HandConstraints>>();

/** What one player (partner, an opponent, or myself) has shown so far, seen from the bidder. */
export function shownBy(ctx: BidContext, role: Role): HandConstraints {
  // A context never changes, and the card-play robots ask the rules of one context about
  // thousands of layouts, so each answer is worked out once.
  let byRole = shownCache.get(ctx);
  if (byRole === undefined) {
    byRole = new Map();
    shownCache.set(ctx, byRole);
  }
  const cached = byRole.get(role);
  if (cached !== undefined) return cached;
  let known = UNCONSTRAINED;
  for (const c of ctx.calls) if (c.role === role) known = foldMeaning(known, c.meaning);
  const shown = tighten(known);
  byRole.set(role, shown);
  return shown;
}
