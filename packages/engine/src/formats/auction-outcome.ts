import { type Bid, bidRank, type Call } from '../bridge/call.js';
import type { ContractWithDeclarer, Risk } from '../bridge/contract.js';
import { type Seat, seatAfter, sideOf } from '../cards/types.js';

// Reading a hand record needs the auction's outcome and a check of the call sequence; this
// small fold (L18-L22) keeps the formats independent of the table-play engine.

/** Why a call could not stand at its place in the sequence (English and German). */
export interface CallProblem {
  readonly index: number;
  readonly message: string;
  readonly messageDe: string;
}

/** True when the calls end the auction: three passes after a call, or four opening passes. */
export function isAuctionComplete(calls: readonly Call[]): boolean {
  const n = calls.length;
  return n >= 4 && calls.slice(n - 3).every((c) => c.type === 'pass');
}

/**
 * The first call that is not allowed where it stands: an insufficient bid (unless its index is
 * in `insufficientAccepted`), a double or redouble without its object, or any call after the end.
 */
export function findCallProblem(
  dealer: Seat,
  calls: readonly Call[],
  insufficientAccepted: ReadonlySet<number> = new Set(),
): CallProblem | undefined {
  let last: { bid: Bid; by: Seat } | undefined;
  let risk: Risk = '';
  for (let i = 0; i < calls.length; i++) {
    const call = calls[i] as Call;
    const seat = seatAfter(dealer, i);
    if (isAuctionComplete(calls.slice(0, i))) {
      return {
        index: i,
        message: 'a call after the auction ended',
        messageDe: 'eine Ansage nach Ende der Reizung',
      };
    }
    if (call.type === 'bid') {
      if (last && bidRank(call) <= bidRank(last.bid) && !insufficientAccepted.has(i)) {
        return { index: i, message: 'an insufficient bid', messageDe: 'ein ungenügendes Gebot' };
      }
      last = { bid: call, by: seat };
      risk = '';
    } else if (call.type === 'double') {
      if (!last || risk !== '' || sideOf(last.by) === sideOf(seat)) {
        return {
          index: i,
          message: 'a double without an undoubled opponent bid to double',
          messageDe: 'ein Kontra ohne unkontriertes gegnerisches Gebot',
        };
      }
      risk = 'X';
    } else if (call.type === 'redouble') {
      if (!last || risk !== 'X' || sideOf(last.by) !== sideOf(seat)) {
        return {
          index: i,
          message: 'a redouble without an opponent double to redouble',
          messageDe: 'ein Rekontra ohne gegnerisches Kontra',
        };
      }
      risk = 'XX';
    }
  }
  return undefined;
}

/**
 * The final contract of a complete auction with its declarer (the first of the declaring side to
 * name the strain, L53), 'passed out', or undefined while the auction is not over.
 */
export function contractOfAuction(
  dealer: Seat,
  calls: readonly Call[],
): ContractWithDeclarer | 'passed out' | undefined {
  if (!isAuctionComplete(calls)) return undefined;
  let lastIndex = -1;
  let risk: Risk = '';
  calls.forEach((call, i) => {
    if (call.type === 'bid') {
      lastIndex = i;
      risk = '';
    } else if (call.type === 'double') risk = 'X';
    else if (call.type === 'redouble') risk = 'XX';
  });
  const last = calls[lastIndex];
  if (last === undefined || last.type !== 'bid') return 'passed out';
  const side = sideOf(seatAfter(dealer, lastIndex));
  const first = calls.findIndex(
    (c, i) => c.type === 'bid' && c.strain === last.strain && sideOf(seatAfter(dealer, i)) === side,
  );
  return { level: last.level, strain: last.strain, risk, declarer: seatAfter(dealer, first) };
}
