import { fail, ok, type Result } from '../errors.js';
import type { BidWhistRules } from './rules.js';

/** What a bid announces besides its number: high cards win, low cards win, or no trump. */
export type BidType = 'uptown' | 'downtown' | 'notrump';
export const BID_TYPES: readonly BidType[] = ['uptown', 'downtown', 'notrump'];

/** A bid: the books above six the bidder contracts for (3..7) and its type. */
export interface WhistBid {
  readonly level: number;
  readonly type: BidType;
}

const LETTERS: Readonly<Record<BidType, string>> = { uptown: 'U', downtown: 'D', notrump: 'NT' };

/**
 * The rank of a bid in the bidding order (rules.md 5.2): by number first; at the same number no
 * trump beats uptown and downtown, which are equal, or with `downtownBeatsUptown` U < D < NT.
 */
export function bidValue(bid: WhistBid, rules: Pick<BidWhistRules, 'downtownBeatsUptown'>): number {
  if (rules.downtownBeatsUptown) return bid.level * 3 + BID_TYPES.indexOf(bid.type);
  return bid.level * 2 + (bid.type === 'notrump' ? 1 : 0);
}

/** Writes a bid as '4U', '4D' or '4NT'. */
export function formatWhistBid(bid: WhistBid): string {
  return `${bid.level}${LETTERS[bid.type]}`;
}

/** Reads '4U', '4 uptown', '5d', '3NT', '3 no trump'. BAD_WHIST_BID for anything else. */
export function parseWhistBid(text: string): Result<WhistBid> {
  const m = /^\s*([3-7])\s*(u|up|uptown|d|down|downtown|nt|n|notrump|no\s*trump)\s*$/i.exec(String(text));
  if (m === null) {
    return fail(
      'BAD_WHIST_BID',
      `"${String(text)}" is not a Bid Whist bid (3 to 7 with U, D or NT, e.g. 4U, 5NT)`,
      `"${String(text)}" ist kein Bid-Whist-Gebot (3 bis 7 mit U, D oder NT, z. B. 4U, 5NT)`,
    );
  }
  const word = (m[2] as string).toLowerCase().replace(/\s+/g, '');
  const type: BidType = word.startsWith('u') ? 'uptown' : word.startsWith('d') ? 'downtown' : 'notrump';
  return ok({ level: Number(m[1]), type });
}

/** Checks a bid from outside (JSON): a whole number 3..7 and a known type. */
export function checkWhistBid(bid: unknown): Result<WhistBid> {
  const b = bid as Partial<WhistBid> | null;
  if (
    typeof b === 'object' &&
    b !== null &&
    Number.isInteger(b.level) &&
    (b.level as number) >= 3 &&
    (b.level as number) <= 7 &&
    (BID_TYPES as readonly unknown[]).includes(b.type)
  ) {
    return ok({ level: b.level as number, type: b.type as BidType });
  }
  return fail(
    'BAD_WHIST_BID',
    'A Bid Whist bid needs a level 3 to 7 and a type (uptown, downtown, notrump)',
    'Ein Bid-Whist-Gebot braucht eine Zahl von 3 bis 7 und eine Art (uptown, downtown, notrump)',
  );
}

/** Every bid from the lowest allowed upwards, in bidding order. */
export function allWhistBids(rules: Pick<BidWhistRules, 'minBid' | 'downtownBeatsUptown'>): WhistBid[] {
  const bids: WhistBid[] = [];
  for (let level = rules.minBid; level <= 7; level++) {
    for (const type of BID_TYPES) bids.push({ level, type });
  }
  return bids.sort((a, b) => bidValue(a, rules) - bidValue(b, rules));
}
