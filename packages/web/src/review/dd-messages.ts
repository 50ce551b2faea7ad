import type { Card, Deal, Seat, Strain, Vulnerability } from '@tenace/engine';
import type { DdTricks, ParInfo } from '../view/review-view.js';

/** What the page asks the analysis worker: one finished deal. */
export interface DdRequest {
  readonly deal: Deal;
  readonly vulnerability: Vulnerability;
  readonly dealer: Seat;
  /** The contract's strain and the opening leader; null for a passed-out deal (no play to trace). */
  readonly strain: Strain | null;
  readonly leader: Seat | null;
  readonly cards: readonly Card[];
}

/** The worker's answers: the DD table and par first, then the play trace. */
export type DdReply =
  | { readonly type: 'table'; readonly dd: DdTricks; readonly par: ParInfo }
  | { readonly type: 'trace'; readonly trace: readonly number[] }
  | { readonly type: 'error'; readonly message: string };
