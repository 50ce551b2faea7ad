import {
  ALL_BIDS,
  type Auction,
  type Bid,
  type Call,
  type Card,
  callsEqual,
  lastBid,
  legalCalls,
  parseCall,
  parseCard,
  RANKS,
  type Rank,
  rankOf,
  STRAINS,
} from '@tenace/engine';

/** One button of the bidding box. */
export interface BoxButton {
  readonly call: Call;
  readonly legal: boolean;
}

/** The bidding box as drawn: seven rows of five bids, then Pass, X and XX. */
export interface BoxModel {
  readonly bids: readonly (readonly BoxButton[])[];
  readonly pass: BoxButton;
  readonly double: BoxButton;
  readonly redouble: BoxButton;
}

/** The bidding box for the seat to call: every call the engine allows is live, the rest greyed. */
export function boxModel(auction: Auction): BoxModel {
  const legal = legalCalls(auction);
  const button = (call: Call): BoxButton => ({ call, legal: legal.some((c) => callsEqual(c, call)) });
  const bids: BoxButton[][] = [];
  for (let level = 0; level < 7; level++) {
    bids.push(ALL_BIDS.slice(level * STRAINS.length, (level + 1) * STRAINS.length).map(button));
  }
  return {
    bids,
    pass: button({ type: 'pass' }),
    double: button({ type: 'double' }),
    redouble: button({ type: 'redouble' }),
  };
}

/**
 * A skip bid (seed 004, the stop rule): a bid above the cheapest level at which its strain could be
 * bid, as 2♠ over 1♥ or an opening 2♠. The stop card goes down before such a bid.
 */
export function isSkipBid(auction: Auction, call: Call): call is Bid {
  if (call.type !== 'bid') return false;
  const last = lastBid(auction);
  let cheapest = 1;
  if (last !== null) {
    const above = STRAINS.indexOf(call.strain) > STRAINS.indexOf(last.bid.strain);
    cheapest = above ? last.bid.level : last.bid.level + 1;
  }
  return call.level > cheapest;
}

/** What a typed line asks for: a call in the auction, a card in the play. */
export type TypedAction =
  | { readonly type: 'call'; readonly call: Call }
  | { readonly type: 'play'; readonly card: Card };

/**
 * Reads what a player typed ("1nt", "p", "x", "sa", "h10", "♠K"; a lone rank such as "k" when
 * exactly one playable card has it). Null when it is not one of `calls` or `cards` (the actions
 * open to the player now); the engine's parsers do the reading.
 */
export function readTyped(text: string, calls: readonly Call[], cards: readonly Card[]): TypedAction | null {
  const t = text.trim();
  if (t === '') return null;
  if (calls.length > 0) {
    const call = parseCall(t);
    if (call.ok && calls.some((c) => callsEqual(c, call.value))) return { type: 'call', call: call.value };
  }
  if (cards.length > 0) {
    const card = parseCard(t);
    if (card.ok && cards.includes(card.value)) return { type: 'play', card: card.value };
    const rank = rankFromText(t);
    if (rank !== null) {
      const matching = cards.filter((c) => rankOf(c) === rank);
      if (matching.length === 1) return { type: 'play', card: matching[0] as Card };
    }
  }
  return null;
}

function rankFromText(text: string): Rank | null {
  const t = text.trim().toUpperCase();
  if (t === '10') return 'T';
  return (RANKS as readonly string[]).includes(t) ? (t as Rank) : null;
}
