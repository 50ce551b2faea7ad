import { SEAT_NAMES, SUIT_SYMBOLS } from '../cards/notation.js';
import { SEATS, type Seat, STRAINS, seatAfter, sideOf } from '../cards/types.js';
import { fail, ok, type Result, type Validation } from '../errors.js';
import { ALL_BIDS, type Bid, bid, bidRank, type Call, DOUBLE, PASS, REDOUBLE } from './call.js';
import type { ContractWithDeclarer, Risk } from './contract.js';

/** The calls of one deal so far; `calls[i]` was made by the seat `i` places clockwise from the dealer. */
export interface Auction {
  readonly dealer: Seat;
  readonly calls: readonly Call[];
}

/** A bid together with the seat that made it and its place in the auction. */
export interface PlacedBid {
  readonly bid: Bid;
  readonly seat: Seat;
  readonly index: number;
}

/** The longest possible auction (3 passes, then every bid doubled and redoubled, then 3 passes). */
export const MAX_AUCTION_LENGTH = 319;

/** An auction with no calls yet: the dealer calls first (L17B). */
export function startAuction(dealer: Seat): Auction {
  return { dealer, calls: [] };
}

/** The seat that made (or makes) the call at position `index`. */
export function auctionSeatAt(auction: Auction, index: number): Seat {
  return seatAfter(auction.dealer, index);
}

/** True after four opening passes or three passes following a bid (L22A). */
export function isAuctionOver(auction: Auction): boolean {
  const n = auction.calls.length;
  return n >= 4 && auction.calls.slice(n - 3).every((c) => c.type === 'pass');
}

/** True when the first four calls were passes (L22A2): no contract, no play. */
export function isPassedOut(auction: Auction): boolean {
  return auction.calls.length === 4 && auction.calls.every((c) => c.type === 'pass');
}

/** The seat to call next, or null once the auction is over. */
export function auctionTurn(auction: Auction): Seat | null {
  return isAuctionOver(auction) ? null : auctionSeatAt(auction, auction.calls.length);
}

/** The last bid made so far (not a pass, double or redouble), or null before the first bid. */
export function lastBid(auction: Auction): PlacedBid | null {
  for (let i = auction.calls.length - 1; i >= 0; i--) {
    const call = auction.calls[i] as Call;
    if (call.type === 'bid') return { bid: call, seat: auctionSeatAt(auction, i), index: i };
  }
  return null;
}

/** Doubling state of the last bid: a double or redouble counts only until the next bid (L19C). */
function riskOf(auction: Auction, last: PlacedBid): Risk {
  let risk: Risk = '';
  for (const call of auction.calls.slice(last.index + 1)) {
    if (call.type === 'double') risk = 'X';
    else if (call.type === 'redouble') risk = 'XX';
  }
  return risk;
}

/**
 * The contract if the auction ended now: the last bid, its doubling, and as declarer the player of
 * the bidding side who first named that strain (Definitions, L22). Null before any bid.
 */
export function currentContract(auction: Auction): ContractWithDeclarer | null {
  const last = lastBid(auction);
  if (last === null) return null;
  const side = sideOf(last.seat);
  let declarer = last.seat;
  for (let i = 0; i <= last.index; i++) {
    const call = auction.calls[i] as Call;
    const seat = auctionSeatAt(auction, i);
    if (call.type === 'bid' && call.strain === last.bid.strain && sideOf(seat) === side) {
      declarer = seat;
      break;
    }
  }
  return { level: last.bid.level, strain: last.bid.strain, risk: riskOf(auction, last), declarer };
}

/** The final contract once the auction is over; null while it runs or when the deal was passed out. */
export function finalContract(auction: Auction): ContractWithDeclarer | null {
  return isAuctionOver(auction) ? currentContract(auction) : null;
}

/**
 * The calls open to the player whose turn it is, pass first, then double or redouble, then the
 * bids from low to high. Empty once the auction is over.
 */
export function legalCalls(auction: Auction): Call[] {
  const seat = auctionTurn(auction);
  if (seat === null) return [];
  // Stated through the current contract (spec §1.2, "equivalently"); checkCall reads the call
  // sequence instead (L19), and the tests hold the two formulations against each other.
  const contract = currentContract(auction);
  const calls: Call[] = [PASS];
  if (contract !== null) {
    const ours = sideOf(contract.declarer) === sideOf(seat);
    if (!ours && contract.risk === '') calls.push(DOUBLE);
    if (ours && contract.risk === 'X') calls.push(REDOUBLE);
  }
  const floor = contract === null ? -1 : bidRank(bid(contract.level, contract.strain));
  for (const b of ALL_BIDS) if (bidRank(b) > floor) calls.push(b);
  return calls;
}

/** True for a well-formed call value (input from JSON may be anything). */
export function isCall(value: unknown): value is Call {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { type?: unknown; level?: unknown; strain?: unknown };
  if (v.type === 'pass' || v.type === 'double' || v.type === 'redouble') return true;
  return (
    v.type === 'bid' &&
    typeof v.level === 'number' &&
    Number.isInteger(v.level) &&
    v.level >= 1 &&
    v.level <= 7 &&
    (STRAINS as readonly unknown[]).includes(v.strain)
  );
}

/** The call's canonical value, so stored auctions hold no stray fields from the input. */
function canonical(call: Call): Call {
  switch (call.type) {
    case 'pass':
      return PASS;
    case 'double':
      return DOUBLE;
    case 'redouble':
      return REDOUBLE;
    case 'bid':
      return bid(call.level, call.strain);
  }
}

function callEn(call: Call): string {
  switch (call.type) {
    case 'pass':
      return 'Pass';
    case 'double':
      return 'Double';
    case 'redouble':
      return 'Redouble';
    case 'bid':
      return `${call.level}${call.strain}`;
  }
}

function callDe(call: Call): string {
  switch (call.type) {
    case 'pass':
      return 'Passe';
    case 'double':
      return 'Kontra';
    case 'redouble':
      return 'Rekontra';
    case 'bid':
      return `${call.level}${call.strain === 'NT' ? 'SA' : SUIT_SYMBOLS[call.strain]}`;
  }
}

function bidEn(placed: PlacedBid): string {
  return `${callEn(placed.bid)} by ${SEAT_NAMES.en[placed.seat]}`;
}

function bidDe(placed: PlacedBid): string {
  return `${callDe(placed.bid)} von ${SEAT_NAMES.de[placed.seat]}`;
}

/**
 * Checks one call by `seat` against the auction so far (L17-L19, L22): turn, sufficiency,
 * double of an opponent's undoubled bid, redouble of an opponent's double.
 */
export function checkCall(auction: Auction, seat: Seat, call: Call): Validation {
  if (!(SEATS as readonly unknown[]).includes(seat)) {
    return fail('BAD_SEAT', `"${String(seat)}" is not a seat`, `"${String(seat)}" ist kein Sitz`);
  }
  if (!isCall(call)) {
    return fail(
      'BAD_CALL',
      'That is not a call (pass, a bid 1C..7NT, double or redouble)',
      'Das ist keine Ansage (Passe, ein Gebot 1♣..7SA, Kontra oder Rekontra)',
      { seat },
    );
  }
  if (isAuctionOver(auction)) {
    return fail(
      'AUCTION_OVER',
      `The auction is over: ${callEn(call)} can no longer be called`,
      `Die Reizung ist beendet: ${callDe(call)} ist nicht mehr möglich`,
      { seat },
    );
  }
  const turn = auctionSeatAt(auction, auction.calls.length);
  if (seat !== turn) {
    return fail(
      'NOT_YOUR_TURN',
      `It is ${SEAT_NAMES.en[turn]}'s turn to call, not ${SEAT_NAMES.en[seat]}'s (${callEn(call)})`,
      `${SEAT_NAMES.de[turn]} ist mit der Ansage an der Reihe, nicht ${SEAT_NAMES.de[seat]} (${callDe(call)})`,
      { seat },
    );
  }
  const last = lastBid(auction);
  if (call.type === 'bid') {
    if (last !== null && bidRank(call) <= bidRank(last.bid)) {
      return fail(
        'INSUFFICIENT_BID',
        `${callEn(call)} is insufficient: the last bid is ${bidEn(last)}`,
        `${callDe(call)} ist ungenügend: das letzte Gebot ist ${bidDe(last)}`,
        { seat },
      );
    }
    return { ok: true };
  }
  if (call.type === 'pass') return { ok: true };
  // L19: only passes may stand between the bid (or the double) and this call.
  let lastNonPassIndex = -1;
  for (let i = auction.calls.length - 1; last !== null && i > last.index; i--) {
    if ((auction.calls[i] as Call).type !== 'pass') {
      lastNonPassIndex = i;
      break;
    }
  }
  const lastNonPass = lastNonPassIndex < 0 ? undefined : auction.calls[lastNonPassIndex];
  if (call.type === 'double') {
    const why =
      last === null
        ? { en: 'there is no bid to double', de: 'es gibt noch kein Gebot' }
        : sideOf(last.seat) === sideOf(seat)
          ? {
              en: `the last bid, ${bidEn(last)}, is your own side's`,
              de: `das letzte Gebot, ${bidDe(last)}, ist von Ihrer eigenen Seite`,
            }
          : lastNonPass !== undefined
            ? {
                en: `the last bid, ${bidEn(last)}, is already ${lastNonPass.type === 'double' ? 'doubled' : 'redoubled'}`,
                de: `das letzte Gebot, ${bidDe(last)}, ist schon ${lastNonPass.type === 'double' ? 'kontriert' : 'rekontriert'}`,
              }
            : null;
    if (why === null) return { ok: true };
    return fail('ILLEGAL_DOUBLE', `Double is not allowed: ${why.en}`, `Kontra ist nicht erlaubt: ${why.de}`, {
      seat,
    });
  }
  const why =
    last === null
      ? { en: 'there is no bid to redouble', de: 'es gibt noch kein Gebot' }
      : lastNonPass === undefined
        ? {
            en: `the last bid, ${bidEn(last)}, has not been doubled`,
            de: `das letzte Gebot, ${bidDe(last)}, ist nicht kontriert`,
          }
        : lastNonPass.type === 'redouble'
          ? {
              en: `the last bid, ${bidEn(last)}, is already redoubled`,
              de: `das letzte Gebot, ${bidDe(last)}, ist schon rekontriert`,
            }
          : sideOf(auctionSeatAt(auction, lastNonPassIndex)) === sideOf(seat)
            ? {
                en: `the double of ${bidEn(last)} came from your own side`,
                de: `das Kontra auf ${bidDe(last)} kam von Ihrer eigenen Seite`,
              }
            : null;
  if (why === null) return { ok: true };
  return fail(
    'ILLEGAL_REDOUBLE',
    `Redouble is not allowed: ${why.en}`,
    `Rekontra ist nicht erlaubt: ${why.de}`,
    { seat },
  );
}

/** Adds a call by `seat` to the auction, or says why it is not allowed; the input is never changed. */
export function addCall(auction: Auction, seat: Seat, call: Call): Result<Auction> {
  const check = checkCall(auction, seat, call);
  if (!check.ok) return check;
  return ok({ dealer: auction.dealer, calls: [...auction.calls, canonical(call)] });
}

/** Builds an auction from a dealer and a list of calls, checking each call in turn. */
export function auctionFromCalls(dealer: Seat, calls: readonly Call[]): Result<Auction> {
  let auction = startAuction(dealer);
  for (const call of calls) {
    const next = addCall(auction, auctionSeatAt(auction, auction.calls.length), call);
    if (!next.ok) return next;
    auction = next.value;
  }
  return ok(auction);
}
