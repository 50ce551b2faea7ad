import type { Seat } from './cards/types.js';

/**
 * Stable error codes. A code never changes meaning once released; clients may
 * switch on it. Messages are for people and may be reworded.
 */
export type ErrorCode =
  // notation and input
  | 'BAD_CARD'
  | 'BAD_HAND'
  | 'BAD_DEAL'
  | 'BAD_SEAT'
  | 'BAD_CALL'
  | 'BAD_CONTRACT'
  | 'BAD_VULNERABILITY'
  | 'BAD_TRICKS'
  | 'BAD_BOARD_NUMBER'
  | 'BAD_DEAL_NUMBER'
  | 'BAD_SEED'
  | 'BAD_INPUT'
  // auction
  | 'ILLEGAL_CALL'
  | 'INSUFFICIENT_BID'
  | 'ILLEGAL_DOUBLE'
  | 'ILLEGAL_REDOUBLE'
  | 'AUCTION_OVER'
  | 'AUCTION_NOT_OVER'
  // play
  | 'NOT_YOUR_TURN'
  | 'CARD_NOT_IN_HAND'
  | 'MUST_FOLLOW_SUIT'
  | 'PLAY_NOT_STARTED'
  | 'PLAY_OVER'
  | 'DUMMY_CANNOT_ACT'
  // claims, undo, lifecycle
  | 'NO_CLAIM_PENDING'
  | 'CLAIM_PENDING'
  | 'BAD_CLAIM'
  | 'NOT_AN_OPPONENT'
  | 'NO_UNDO_PENDING'
  | 'UNDO_PENDING'
  | 'NOTHING_TO_UNDO'
  | 'BOARD_OVER'
  | 'WRONG_PHASE'
  | 'BAD_ACTION'
  | 'BAD_EVENT'
  // table mode: irregularities ruled by the Laws (laws/)
  | 'DECISION_PENDING'
  | 'NO_DECISION_PENDING'
  | 'NOT_YOUR_DECISION'
  | 'BAD_OPTION'
  | 'MUST_PASS'
  | 'MUST_REPEAT_CALL'
  | 'CHANGE_OF_CALL'
  | 'PREMATURE_PLAY'
  | 'NOT_A_PENALTY_CARD'
  | 'NO_REVOKE'
  | 'REVOKE_ESTABLISHED'
  | 'DIRECTOR_ONLY'
  | 'BAD_MODE'
  // scoring sessions
  | 'SESSION_OVER'
  | 'BAD_RESULT'
  // formats
  | 'PBN_SYNTAX'
  | 'PBN_MISSING_TAG'
  | 'PBN_BAD_VALUE'
  | 'LIN_SYNTAX'
  | 'LIN_BAD_VALUE'
  | 'BAD_RECORD'
  // solver worker pool
  | 'CANCELLED'
  | 'WORKER_FAILED'
  | 'POOL_CLOSED'
  // deal constraints (deal/constraints.ts)
  | 'CONSTRAINT_SYNTAX'
  | 'CONSTRAINT_CONTRADICTION'
  | 'NO_DEAL_FOUND'
  // Bid Whist (whist/)
  | 'BAD_WHIST_OPTION'
  | 'BAD_WHIST_BID'
  | 'BID_TOO_LOW'
  | 'DEALER_MUST_BID'
  | 'BAD_DECLARATION'
  | 'BAD_DISCARD'
  | 'HAND_OVER'
  | 'WHN_SYNTAX'
  | 'WHN_BAD_VALUE';

/** A rejected input: what went wrong, for programs (code) and for people (English and German). */
export interface TenaceError {
  readonly code: ErrorCode;
  readonly message: string;
  readonly messageDe: string;
  readonly seat?: Seat;
  /** 1-based line in a parsed text, when the error comes from a file. */
  readonly line?: number;
}

export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: TenaceError };

/** What `validate*` functions return. */
export type Validation = { readonly ok: true } | { readonly ok: false; readonly error: TenaceError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(
  code: ErrorCode,
  message: string,
  messageDe: string,
  extra: { seat?: Seat; line?: number } = {},
): Result<T> {
  return { ok: false, error: makeError(code, message, messageDe, extra) };
}

export function makeError(
  code: ErrorCode,
  message: string,
  messageDe: string,
  extra: { seat?: Seat; line?: number } = {},
): TenaceError {
  return { code, message, messageDe, ...extra };
}

/** Unwraps a result or throws a `TenaceException` carrying the error: for callers that prefer exceptions. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new TenaceException(result.error);
}

export class TenaceException extends Error {
  readonly error: TenaceError;
  constructor(error: TenaceError) {
    super(`${error.code}: ${error.message}`);
    this.name = 'TenaceException';
    this.error = error;
  }
}
