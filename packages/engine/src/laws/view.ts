import type { BoardForm } from '../bridge/board-state.js';
import type { ContractWithDeclarer } from '../bridge/contract.js';
import type { PlayedTrick, Trick } from '../bridge/play.js';
import type { QuittedTrick } from '../bridge/view.js';
import {
  type Deal,
  type Hand,
  SEATS,
  type Seat,
  type Side,
  sideOf,
  type Vulnerability,
} from '../cards/types.js';
import { type TableBoardResult, tableAwaiting, tableBoardTurn, tableResult } from './board.js';
import { DECISION_EXPLANATIONS, type LawExplanation } from './explain.js';
import { tableDummy } from './play.js';
import type {
  Decision,
  LeadDirective,
  PassDuty,
  PenaltyCard,
  PlacedCall,
  ReviewFlag,
  Revoke,
  Ruling,
  TableActor,
  TableEvent,
  TableState,
} from './types.js';

// What one actor may see of a table-mode board. The rules of the strict view hold (own hand,
// dummy after the opening lead, a claimer's hand while his claim is open, everything at the end),
// and table mode adds what is public at a real table: penalty cards lie face up, pass duties and
// lead demands are announced, the pending decision and every ruling are shown to all. The
// Director sees every hand and the revokes; players learn of a revoke when it is corrected or
// ruled, as at the table.

/** Who looks at a table-mode board. */
export type TableViewer = TableActor | 'watcher';

/** A pending decision as shown: the decision and its explanation. */
export interface DecisionView extends Decision {
  readonly explanation: LawExplanation;
}

/** What one viewer may see of a table-mode board. */
export interface TableView {
  readonly viewer: TableViewer;
  readonly mode: 'table';
  readonly version: number;
  readonly board: number | null;
  readonly form: BoardForm;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly phase: TableState['phase'];
  readonly calls: readonly PlacedCall[];
  readonly duties: readonly PassDuty[];
  readonly contract: ContractWithDeclarer | null;
  readonly dummy: Seat | null;
  readonly turn: Seat | null;
  readonly awaiting: readonly TableActor[];
  /** The concealed cards of every hand this viewer may see. */
  readonly hands: Readonly<Partial<Record<Seat, Hand>>>;
  readonly penaltyCards: readonly PenaltyCard[];
  readonly directive: LeadDirective | null;
  readonly trick: Trick | null;
  readonly lastTrick: PlayedTrick | null;
  readonly quittedTricks: readonly QuittedTrick[];
  readonly tricksWon: Readonly<Record<Side, number>>;
  readonly claim: TableState['claim'];
  readonly decision: DecisionView | null;
  readonly rulings: readonly Ruling[];
  /** The Director's and, at the end, everyone's: revokes as they happened. */
  readonly revokes: readonly Revoke[] | null;
  readonly review: readonly ReviewFlag[] | null;
  readonly deal: Deal | null;
  readonly tricks: readonly PlayedTrick[] | null;
  readonly result: TableBoardResult | null;
}

/** The hands `viewer` may see now. */
export function tableVisibleHands(state: TableState, viewer: TableViewer): Seat[] {
  if (state.phase === 'over' || viewer === 'director') return [...SEATS];
  const play = state.play;
  const dummyDown = play !== null && (play.tricks.length > 0 || play.trick.cards.length > 0);
  const dummy = dummyDown ? tableDummy(play) : null;
  return SEATS.filter((seat) => seat === viewer || seat === dummy || seat === state.claim?.by);
}

/** The board as `viewer` may see it. */
export function tableViewFor(state: TableState, viewer: TableViewer): TableView {
  const play = state.play;
  const over = state.phase === 'over';
  const hands: Partial<Record<Seat, Hand>> = {};
  for (const seat of tableVisibleHands(state, viewer))
    hands[seat] = play ? play.hands[seat] : state.setup.deal[seat];
  const last = play?.tricks[play.tricks.length - 1];
  const won = { NS: 0, EW: 0 };
  for (const t of play?.tricks ?? []) won[sideOf(t.winner)] += 1;
  const insider = over || viewer === 'director';
  const d = state.decision;
  return {
    viewer,
    mode: 'table',
    version: state.events.length,
    board: state.setup.board ?? null,
    form: state.setup.form ?? 'duplicate',
    dealer: state.setup.dealer,
    vulnerability: state.setup.vulnerability,
    phase: state.phase,
    calls: state.calls,
    duties: state.duties,
    contract: state.contract,
    dummy: play === null ? null : tableDummy(play),
    turn: tableBoardTurn(state),
    awaiting: tableAwaiting(state),
    hands,
    penaltyCards: play?.penalty ?? [],
    directive: play?.directive ?? null,
    trick: play ? play.trick : null,
    lastTrick: last !== undefined && play?.trick.cards.length === 0 ? last : null,
    quittedTricks: play ? play.tricks.map((t) => ({ leader: t.leader, winner: t.winner })) : [],
    tricksWon: won,
    claim: state.claim,
    decision: d === null ? null : { ...d, explanation: DECISION_EXPLANATIONS[d.kind] },
    rulings: state.rulings,
    revokes: insider ? (play?.revokes ?? []) : null,
    review: insider ? state.review : null,
    deal: over ? state.setup.deal : null,
    tricks: over ? (play?.tricks ?? []) : null,
    result: tableResult(state),
  };
}

/** A table-mode event as `viewer` receives it: every action at a real table is made in public, so whole. */
export function tableEventFor(event: TableEvent, _viewer: TableViewer): TableEvent {
  return event;
}
