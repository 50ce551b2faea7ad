import { fail, ok, type Result } from '../errors.js';
import { type BidType, checkWhistBid, type WhistBid } from './bid.js';
import { type BidWhistRules, whistRules } from './rules.js';

/** The points of one hand for each side, and whether the declarers took all 13 books. */
export interface WhistHandScore {
  readonly declarers: number;
  readonly defenders: number;
  /** All thirteen books (a Boston): with `bostonBonus: 'winsGame'` the declarers win the game. */
  readonly boston: boolean;
}

/** Books in a hand: twelve tricks and the discard, or thirteen tricks with the small kitty. */
export const WHIST_BOOKS = 13;

/**
 * Scores one hand (rules.md 5.7): `books` are the declaring side's books, the discard included.
 * Made (books ≥ 6 + level): every book over six (or the bid with `madeScore: 'bidOnly'`); set:
 * minus the bid. The defenders score their books over six (`defendersScore`). No trump doubles
 * every figure unless `singleNoTrump`; a Boston is doubled with `bostonBonus: 'double'`.
 */
export function scoreWhistHand(rules: BidWhistRules, bid: WhistBid, books: number): WhistHandScore {
  const made = books >= 6 + bid.level;
  let declarers = made ? (rules.madeScore === 'bidOnly' ? bid.level : books - 6) : -bid.level;
  let defenders = rules.defendersScore ? Math.max(0, WHIST_BOOKS - books - 6) : 0;
  const boston = books === WHIST_BOOKS;
  if (bid.type === 'notrump' && !rules.singleNoTrump) {
    declarers *= 2;
    defenders *= 2;
  }
  if (boston && rules.bostonBonus === 'double') declarers *= 2;
  return { declarers, defenders, boston };
}

/** A scoring request from outside (CLI, JSON): bid, type, the declaring side's books, options. */
export interface WhistScoreRequest {
  readonly bid: unknown;
  readonly type: unknown;
  readonly books: unknown;
  readonly options?: unknown;
}

/** Checks a scoring request field by field and scores it; errors name the bad field. */
export function scoreWhistRequest(
  request: WhistScoreRequest,
): Result<WhistHandScore & { readonly bid: WhistBid }> {
  const rules = whistRules(request.options ?? {});
  if (!rules.ok) return rules;
  const level =
    typeof request.bid === 'string' && /^\s*\d+\s*$/.test(request.bid) ? Number(request.bid) : request.bid;
  const type =
    typeof request.type === 'string' ? request.type.toLowerCase().replace(/[\s_-]/g, '') : request.type;
  const aliases: Record<string, BidType> = {
    u: 'uptown',
    up: 'uptown',
    d: 'downtown',
    down: 'downtown',
    n: 'notrump',
    nt: 'notrump',
    notrumps: 'notrump',
  };
  const typeName: BidType | unknown = typeof type === 'string' ? (aliases[type] ?? type) : type;
  const bid = checkWhistBid({ level, type: typeName });
  if (!bid.ok) return bid;
  if (bid.value.level < rules.value.minBid) {
    return fail(
      'BAD_WHIST_BID',
      `The lowest bid is ${rules.value.minBid} under these rules`,
      `Das niedrigste Gebot ist nach diesen Regeln ${rules.value.minBid}`,
    );
  }
  const booksText = String(request.books ?? '');
  const books = typeof request.books === 'number' ? request.books : Number(booksText.trim());
  if (!(Number.isInteger(books) && books >= 0 && books <= WHIST_BOOKS) || booksText.trim() === '') {
    return fail(
      'BAD_TRICKS',
      `"${booksText}" is not a number of books (0 to 13, the discard included)`,
      `"${booksText}" ist keine Stichzahl (0 bis 13, der Stock mitgezählt)`,
    );
  }
  if (!rules.value.smallKitty && books < 1 && rules.value.discardOwner === 'declarer') {
    return fail(
      'BAD_TRICKS',
      'The declaring side has at least one book: the discard',
      'Die Spielmacher-Partei hat mindestens einen Stich: den abgeworfenen Stock',
    );
  }
  return ok({ bid: bid.value, ...scoreWhistHand(rules.value, bid.value, books) });
}
