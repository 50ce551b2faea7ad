import {
  type Auction,
  auctionSeatAt,
  type Bid,
  type Call,
  callsEqual,
  isVulnerable,
  legalCalls,
  partnerOf,
  type Seat,
  type Suit,
  seatAfter,
  type Vulnerability,
} from '@tenace/engine';
import { type ConventionId, SAYC_CONVENTIONS } from './conventions.js';
import type { Meaning } from './meaning.js';

/** Who made a call, seen from the bidder. */
export type Role = 'me' | 'partner' | 'lho' | 'rho';

/** A call of the auction with its maker and the meaning the system gives it. */
export interface PlacedCall {
  readonly call: Call;
  readonly seat: Seat;
  readonly role: Role;
  readonly index: number;
  readonly meaning: Meaning;
}

/** The auction as one seat sees it when it is that seat's turn to call. */
export interface BidContext {
  readonly auction: Auction;
  readonly seat: Seat;
  readonly vulnerability: Vulnerability;
  readonly weVulnerable: boolean;
  readonly theyVulnerable: boolean;
  readonly calls: readonly PlacedCall[];
  /** The calls from the first bid on (the opening passes dropped); rule patterns match these. */
  readonly stripped: readonly Call[];
  /** This seat's place in the first round (the dealer is 1). */
  readonly position: 1 | 2 | 3 | 4;
  /** Who opened the bidding, or null while nobody has bid. */
  readonly opener: Role | null;
  readonly legal: readonly Call[];
  readonly lastBid: Bid | null;
  /** True when this seat passed at its first turn before anyone opened. */
  readonly passedHand: boolean;
  readonly partnerPassedHand: boolean;
  /** True when the opponents have made a call other than pass. */
  readonly contested: boolean;
  /** The conventions the partnership plays (the system's set). */
  readonly conventions: ReadonlySet<ConventionId>;
  /** Trick points below the line already made towards game (rubber and Chicago), ours and theirs. */
  readonly partScore: PartScore;
}

/** Points below the line towards the current game, from the bidder's side. */
export interface PartScore {
  readonly we: number;
  readonly they: number;
}

export const NO_PART_SCORE: PartScore = { we: 0, they: 0 };

/** What the table adds to the auction: the partnership's conventions and the part-scores. */
export interface TableSetting {
  readonly conventions?: ReadonlySet<ConventionId>;
  readonly partScore?: PartScore;
}

export function roleOf(seat: Seat, other: Seat): Role {
  if (other === seat) return 'me';
  if (other === partnerOf(seat)) return 'partner';
  return other === seatAfter(seat, 1) ? 'lho' : 'rho';
}

export function isOurs(role: Role): boolean {
  return role === 'me' || role === 'partner';
}

/** Builds the context for the seat to call next, given the meanings of the calls so far. */
export function bidContext(
  auction: Auction,
  vulnerability: Vulnerability,
  meanings: readonly Meaning[],
  setting: TableSetting = {},
): BidContext {
  const seat = auctionSeatAt(auction, auction.calls.length);
  const calls: PlacedCall[] = auction.calls.map((call, index) => {
    const maker = auctionSeatAt(auction, index);
    return {
      call,
      seat: maker,
      role: roleOf(seat, maker),
      index,
      meaning: meanings[index] as Meaning,
    };
  });
  const first = calls.findIndex((c) => c.call.type !== 'pass');
  const stripped = first < 0 ? [] : auction.calls.slice(first);
  const opener = first < 0 ? null : (calls[first] as PlacedCall).role;
  const openingPasses = first < 0 ? calls : calls.slice(0, first);
  let lastBid: Bid | null = null;
  for (const c of calls) if (c.call.type === 'bid') lastBid = c.call;
  return {
    auction,
    seat,
    vulnerability,
    weVulnerable: isVulnerable(vulnerability, seat),
    theyVulnerable: isVulnerable(vulnerability, seatAfter(seat, 1)),
    calls,
    stripped,
    position: ((calls.length % 4) + 1) as 1 | 2 | 3 | 4,
    opener,
    legal: legalCalls(auction),
    lastBid,
    passedHand: openingPasses.some((c) => c.role === 'me'),
    partnerPassedHand: openingPasses.some((c) => c.role === 'partner'),
    contested: calls.some((c) => !isOurs(c.role) && c.call.type !== 'pass'),
    conventions: setting.conventions ?? SAYC_CONVENTIONS,
    partScore: setting.partScore ?? NO_PART_SCORE,
  };
}

/** True when the partnership plays this convention. */
export function playing(ctx: BidContext, id: ConventionId): boolean {
  return ctx.conventions.has(id);
}

/** Trick points of `level` in a strain (the scoring table below the line, undoubled). */
export function trickPoints(level: number, strain: Bid['strain']): number {
  if (strain === 'C' || strain === 'D') return 20 * level;
  if (strain === 'NT') return 30 * level + 10;
  return 30 * level;
}

/** The lowest level in the strain that makes game for our side, given our part-score (3NT, 4M, 5m without one). */
export function gameLevel(ctx: BidContext, strain: Bid['strain']): number {
  const need = 100 - ctx.partScore.we;
  for (let level = 1; level <= 7; level++) if (trickPoints(level, strain) >= need) return level;
  return 7;
}

/** True when the call is legal now. */
export function isLegal(ctx: BidContext, call: Call): boolean {
  return ctx.legal.some((c) => callsEqual(c, call));
}

/** The calls made by one role, in order. */
export function callsBy(ctx: BidContext, role: Role): PlacedCall[] {
  return ctx.calls.filter((c) => c.role === role);
}

/** The suits one role has bid naturally (a suit bid whose meaning promises 3+ cards in it). */
export function suitsShownBy(ctx: BidContext, role: Role): Suit[] {
  const suits: Suit[] = [];
  for (const c of callsBy(ctx, role)) {
    if (c.call.type !== 'bid' || c.call.strain === 'NT') continue;
    const suit = c.call.strain;
    if (c.meaning.lengths[suit][0] >= 3 && !suits.includes(suit)) suits.push(suit);
  }
  return suits;
}

/** The longest length one role has promised in a suit so far. */
export function shownLength(ctx: BidContext, role: Role, suit: Suit): number {
  let shown = 0;
  for (const c of callsBy(ctx, role)) shown = Math.max(shown, c.meaning.lengths[suit][0]);
  return shown;
}

/** The most HCP one role has promised at least (the highest minimum over its calls). */
export function shownHcp(ctx: BidContext, role: Role): number {
  let shown = 0;
  for (const c of callsBy(ctx, role)) shown = Math.max(shown, c.meaning.hcp[0]);
  return shown;
}

/** True when our side's calls have set up a game force. */
export function gameForced(ctx: BidContext): boolean {
  return ctx.calls.some((c) => isOurs(c.role) && c.meaning.forcing === 'GF');
}

/** True when partner's last call forces me to bid (it is forcing and the opponent passed after it). */
export function forcedToBid(ctx: BidContext): boolean {
  const mine = callsBy(ctx, 'partner');
  const last = mine[mine.length - 1];
  if (last === undefined) return false;
  const after = ctx.calls.slice(last.index + 1);
  const rhoActed = after.some((c) => c.call.type !== 'pass');
  if (rhoActed) return false;
  if (last.meaning.forcing === 'F1') return true;
  if (last.meaning.forcing === 'GF' || gameForced(ctx)) {
    const contract = ctx.lastBid;
    return contract === null || !reachedGame(contract, ctx);
  }
  return false;
}

/** True for a bid at game level or above (for our side with its part-score, when a context is given). */
export function reachedGame(b: Bid, ctx?: BidContext): boolean {
  if (ctx !== undefined && ctx.partScore.we > 0) return b.level >= gameLevel(ctx, b.strain);
  return (
    b.level >= 5 ||
    (b.level === 4 && b.strain !== 'C' && b.strain !== 'D') ||
    (b.level === 3 && b.strain === 'NT')
  );
}
