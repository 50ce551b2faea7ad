import type { BoardSetup, PendingClaim, SettledClaim } from '../bridge/board-state.js';
import type { Call } from '../bridge/call.js';
import type { ContractWithDeclarer } from '../bridge/contract.js';
import type { PlayedTrick, Trick } from '../bridge/play.js';
import type { Card, Deal, Seat, Strain, Suit } from '../cards/types.js';

// Table mode (spec §0 and §2): the board accepts what happened at a real table, irregularities
// included, and runs the rectification of the 2017 Laws. The state is still a fold over the log:
// every choice the Laws give a player (or the Director) is a pending `Decision` in the state, and
// the answer is an event like any call or card.

/** How a board treats irregular actions: refused (strict, the default online) or ruled by the Laws (table). */
export type BoardMode = 'strict' | 'table';

/** The modes a board or session can run in. */
export const BOARD_MODES: readonly BoardMode[] = ['strict', 'table'];

/** Who acts at a table-mode board: a seat, or the Director (rulings that need judgement, L81). */
export type TableActor = Seat | 'director';

/** The actors of a table-mode board: the four seats and the Director. */
export const TABLE_ACTORS: readonly TableActor[] = ['N', 'E', 'S', 'W', 'director'];

/** A board setup for table mode: the strict setup, and nothing else to fix in advance. */
export type TableSetup = BoardSetup;

/** A call that stands in the auction. `irregular` says how it got there when it was not a plain call in turn. */
export interface PlacedCall {
  readonly seat: Seat;
  readonly call: Call;
  /** 'insufficient': an insufficient bid accepted (L27A); 'outOfRotation': a call out of rotation accepted (L29A). */
  readonly irregular?: 'insufficient' | 'outOfRotation';
}

/** A pass the Laws impose: once (at the next turn) or for the rest of the auction. */
export interface PassDuty {
  readonly seat: Seat;
  readonly until: 'nextTurn' | 'restOfAuction';
  readonly law: string;
}

/**
 * A call that was cancelled and whose offender still has to call: the Laws judge that later call
 * (is it the lowest sufficient bid, a repeat, a comparable call?). `law` names the case.
 */
export interface PendingReplacement {
  readonly offender: Seat;
  readonly withdrawn: Call;
  /**
   * '27': after a refused insufficient bid; '27B3': after an X/XX or a second insufficient bid
   * was cancelled (partner already silenced); '30A' pass at RHO's turn (handled by a duty);
   * '30B' pass at partner's or LHO's turn; '31A'/'32A' bid, X or XX at RHO's turn (the RHO's
   * next call decides); '31B'/'32B' at partner's or LHO's turn.
   */
  readonly law: '27' | '27B3' | '30B' | '31A' | '31B' | '32A' | '32B';
  /** For 31A/32A: set once the RHO has called; true when he passed (the offender must repeat). */
  readonly rhoPassed?: boolean;
}

/** A card a defender exposed: it stays face up until played (L50). */
export interface PenaltyCard {
  readonly seat: Seat;
  readonly card: Card;
  readonly kind: 'minor' | 'major';
}

/** Declarer's lead demand after a penalty card or a lead restriction (L50D2, L51B, L26B): one suit required, or suits forbidden. */
export interface LeadDirective {
  readonly leader: Seat;
  readonly suits: readonly Suit[];
  readonly kind: 'require' | 'forbid';
  readonly law: string;
}

/** A revoke as it happened (L61): the hand that revoked, the card and the trick (0-based). */
export interface Revoke {
  readonly trick: number;
  readonly seat: Seat;
  readonly card: Card;
  /** The suit that had to be played: the suit led, or the suit a lead directive required or forbade. */
  readonly suit: Suit;
  /** 'follow': did not follow suit; 'directive': broke a required or forbidden lead (L61A). */
  readonly kind: 'follow' | 'directive';
  /** The card the hand failed to play lay face up: dummy's hand, or a penalty card of the suit due (L64B3). */
  readonly faced: boolean;
  readonly established: boolean;
  /** The card played was a defender's penalty card of this kind: corrected, it stays one as it was (L62B2). */
  readonly fromPenalty?: 'minor' | 'major';
  /** Corrected under L62 (before establishment) or L62D (trick 12). */
  readonly corrected: boolean;
}

/** The play period of a table-mode board. */
export interface TablePlay {
  /** May change once: declarer who accepts an opening lead out of turn and becomes dummy (L54A). */
  readonly declarer: Seat;
  readonly strain: Strain;
  /** Cards still concealed in each hand (penalty cards are not in here). */
  readonly hands: Deal;
  readonly penalty: readonly PenaltyCard[];
  readonly tricks: readonly PlayedTrick[];
  readonly trick: Trick;
  readonly directive: LeadDirective | null;
  readonly revokes: readonly Revoke[];
  /** True once the lead restrictions and penalty-card options for the lead now due have been offered. */
  readonly leadChecked: boolean;
  /** The penalty card declarer named for its owner's next play (L51A). */
  readonly designated: { readonly seat: Seat; readonly card: Card } | null;
}

/** What kind of choice is pending; the explanations in explain.ts are keyed by it. */
export type DecisionKind =
  | 'insufficientBid'
  | 'callOutOfRotation'
  | 'comparableCall'
  | 'openingLeadOutOfTurn'
  | 'leadOutOfTurn'
  | 'declarerLeadOutOfTurn'
  | 'penaltyCardLead'
  | 'leadRestriction'
  | 'penaltyCardChoice'
  | 'penaltyCardNotPlayed'
  | 'disputedClaim';

/**
 * A choice the Laws leave to someone: who (`chooser`), between which `options` (short codes such
 * as 'accept', 'forbid:H', 'tricks:9'), under which `law`; `default` is what a Director applies
 * when nobody answers, and where the question needs judgement (documented in docs/table-mode.md).
 */
export interface Decision {
  readonly kind: DecisionKind;
  readonly law: string;
  readonly chooser: TableActor;
  readonly options: readonly string[];
  readonly default: string;
  /** The seat whose irregularity (or claim) it is about. */
  readonly offender: Seat;
  /** The call or card in question, when there is one. */
  readonly call?: Call;
  readonly card?: Card;
  /** For comparableCall: the call the offender replaced it with. */
  readonly replacement?: Call;
}

/** One thing the Laws decided, in order, for the players and for the record. */
export interface Ruling {
  /** The event version that produced it. */
  readonly v: number;
  readonly law: string;
  readonly seat: Seat;
  readonly en: string;
  readonly de: string;
}

/**
 * Points the Director may still have to look at after the board (no automatic rectification
 * covers them): L27D after a comparable or lowest sufficient replacement, L64C after a revoke,
 * L16C for information from withdrawn calls and cards.
 */
export interface ReviewFlag {
  readonly law: string;
  readonly seat: Seat;
}

/** A table-mode board in progress or finished; everything follows from the setup and `events`. */
export interface TableState {
  readonly setup: TableSetup;
  readonly phase: 'auction' | 'play' | 'claim' | 'over';
  readonly calls: readonly PlacedCall[];
  readonly duties: readonly PassDuty[];
  readonly replacement: PendingReplacement | null;
  /** The offender must repeat this call (L31A1, L32B1 after the RHO passed). */
  readonly repeat: { readonly seat: Seat; readonly call: Call } | null;
  /** Offenders under L26B: declarer may forbid a suit at their partner's first lead. */
  readonly leadBans: readonly Seat[];
  readonly contract: ContractWithDeclarer | null;
  readonly play: TablePlay | null;
  readonly decision: Decision | null;
  readonly claim: (PendingClaim & { readonly line?: string }) | null;
  readonly settled: SettledClaim | null;
  readonly rulings: readonly Ruling[];
  readonly review: readonly ReviewFlag[];
  /** The Director's adjusted result after the board (L12C1, e.g. for L64C or L27D): declarer's tricks. */
  readonly adjusted: { readonly tricks: number; readonly law: string } | null;
  readonly events: readonly TableEvent[];
}

/** What an actor may do at a table-mode board. Irregular calls and cards are plain `call` and `play` actions. */
export type TableAction =
  | { readonly type: 'call'; readonly call: Call }
  | { readonly type: 'play'; readonly card: Card }
  | { readonly type: 'decide'; readonly option: string }
  | { readonly type: 'expose'; readonly card: Card; readonly deliberate?: boolean }
  | { readonly type: 'noticeRevoke' }
  | { readonly type: 'claim'; readonly tricks: number; readonly line?: string }
  | { readonly type: 'acceptClaim' }
  | { readonly type: 'rejectClaim' }
  | { readonly type: 'withdrawClaim' }
  | { readonly type: 'amendClaim'; readonly tricks: number }
  | { readonly type: 'adjust'; readonly tricks: number; readonly law?: string };

export type TableActionType = TableAction['type'];

/** Every action type, for checking input from outside. */
export const TABLE_ACTION_TYPES: readonly TableActionType[] = [
  'call',
  'play',
  'decide',
  'expose',
  'noticeRevoke',
  'claim',
  'acceptClaim',
  'rejectClaim',
  'withdrawClaim',
  'amendClaim',
  'adjust',
];

/** One entry of a table-mode board's log: the action as accepted, its version and actor. */
export type TableEvent = TableAction & { readonly v: number; readonly seat: TableActor };

/** An accepted action: the new state and the event to store. */
export interface TableStep {
  readonly state: TableState;
  readonly event: TableEvent;
}
