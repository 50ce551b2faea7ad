import type {
  BoardAction,
  BoardView,
  ClaimAid,
  PlayedTrick,
  Seat,
  TableAction,
  TableView,
} from '@tenace/engine';
import type { Alert, DealInfo, ServerMessage, Since, StopCard } from '@tenace/server/protocol';
import type { CallNote } from '../view/auction.js';
import { readView, strictActions } from '../view/rulings.js';
import { INITIAL_ROOM_STATE, type RoomState, reduceRoom } from './room-state.js';

export type { ShownError } from './room-state.js';

// The client's picture of one table, folded from the server's messages. A pure reducer, so the
// whole protocol handling is tested without a socket; the connection only feeds it messages.

/** A finished deal kept on screen until the player moves on: its final view and hand record. */
export interface FinishedDeal {
  readonly deal: number;
  readonly info: DealInfo | null;
  readonly view: BoardView;
  readonly record: string;
  readonly notes: Readonly<Record<number, CallNote>>;
  /** Table mode: the board's table view (its rulings and result with the revoke transfer). */
  readonly tableView?: TableView | null;
}

/** Everything the table screen draws. */
export interface TableState extends RoomState {
  readonly deal: DealInfo | null;
  readonly view: BoardView | null;
  readonly legal: readonly BoardAction[];
  /** Explanations and alerts of the current auction's calls, by index. */
  readonly notes: Readonly<Record<number, CallNote>>;
  readonly stop: StopCard | null;
  readonly finished: readonly FinishedDeal[];
  /** The trick completed last and its number (1..13), kept after the next lead so the page can hold it on screen a moment. */
  readonly completed: { readonly trick: PlayedTrick; readonly number: number } | null;
  /** Table mode: the engine's table view (decision, rulings, penalty cards); `view` is its strict reading. */
  readonly tableView: TableView | null;
  /** Table mode: every action open to this connection, decisions included (`legal` keeps the strict ones). */
  readonly tableLegal: readonly (BoardAction | TableAction)[];
  /** Table mode, a connection that may direct: the Director's actions open now. */
  readonly directorLegal: readonly TableAction[];
  /** Table mode, a connection that may direct: the solver's line check of a disputed claim. */
  readonly claimAid: ClaimAid | null;
  /** To the host: the director link he asked for. */
  readonly directorInvite: string | null;
  /** Table mode with a Director: the deal is over and waits for him to close it. */
  readonly closing: boolean;
}

/** A table before the server has answered. */
export const INITIAL_TABLE_STATE: TableState = {
  ...INITIAL_ROOM_STATE,
  deal: null,
  view: null,
  legal: [],
  notes: {},
  stop: null,
  finished: [],
  completed: null,
  tableView: null,
  tableLegal: [],
  directorLegal: [],
  claimAid: null,
  directorInvite: null,
  closing: false,
};

/** The view, legal actions and Director's extras of a message, read for both modes. */
function viewParts(msg: {
  view: BoardView | TableView;
  legal: readonly (BoardAction | TableAction)[];
  directorLegal?: readonly (BoardAction | TableAction)[] | undefined;
  claimAid?: ClaimAid | { error: unknown } | undefined;
}) {
  const { view, table } = readView(msg.view);
  const aid = msg.claimAid;
  return {
    view,
    tableView: table,
    legal: strictActions(msg.legal),
    tableLegal: msg.legal,
    directorLegal: (msg.directorLegal ?? []) as readonly TableAction[],
    claimAid: aid !== undefined && !('error' in aid) ? aid : null,
  };
}

/** Where the client's knowledge ends: the point to ask the events after when reconnecting. */
export function sinceOf(state: TableState): Since | undefined {
  if (state.deal === null || state.view === null) return undefined;
  return { deal: state.deal.deal, v: state.view.version };
}

function alertNotes(alerts: readonly Alert[]): Record<number, CallNote> {
  const notes: Record<number, CallNote> = {};
  for (const a of alerts) notes[a.index] = { text: a.text, alert: true };
  return notes;
}

/** Folds one server message into the table state. Messages for another deal than the current one are ignored. */
export function reduceTable(state: TableState, msg: ServerMessage, lang: 'en' | 'de' = 'en'): TableState {
  switch (msg.type) {
    case 'welcome':
      return {
        ...state,
        status: 'open',
        table: msg.table,
        you: msg.you,
        deal: msg.deal,
        ...(msg.view === null
          ? { view: null, tableView: null, legal: [], tableLegal: [], directorLegal: [], claimAid: null }
          : viewParts({ ...msg, view: msg.view })),
        notes:
          msg.deal?.deal === state.deal?.deal
            ? { ...state.notes, ...alertNotes(msg.alerts) }
            : alertNotes(msg.alerts),
        stop: msg.stop,
        scores: msg.scores,
        chat: msg.chat,
        seats: msg.table.seats,
        settings: msg.table.settings,
        error: null,
        gap: false,
        over: msg.table.status === 'over',
        closing: msg.closing === true,
      };
    case 'deal':
      return {
        ...state,
        deal: msg.deal,
        ...viewParts(msg),
        notes: {},
        stop: null,
        gap: false,
        completed: null,
        closing: false,
      };
    case 'event': {
      if (state.deal !== null && msg.deal !== state.deal.deal) return state;
      const before = state.view?.version ?? 0;
      const gap = msg.event.v > before + 1;
      const notes = msg.alert
        ? { ...state.notes, [msg.alert.index]: { text: msg.alert.text, alert: true } }
        : state.notes;
      const parts = viewParts(msg);
      // An undo shortens the auction: notes past its end belong to calls taken back.
      const calls = parts.view.auction.calls.length;
      const kept = Object.fromEntries(Object.entries(notes).filter(([i]) => Number(i) < calls));
      return {
        ...state,
        ...parts,
        notes: kept,
        gap,
        error: null,
        completed: completedOf(state, parts.view),
      };
    }
    case 'events':
      if (state.deal !== null && msg.deal !== state.deal.deal) return state;
      return { ...state, ...viewParts(msg), gap: false };
    case 'dealOver': {
      const { view, table } = readView(msg.view);
      const finished: FinishedDeal = {
        deal: msg.deal,
        info: state.deal?.deal === msg.deal ? state.deal : null,
        view,
        tableView: table,
        record: msg.record,
        notes: state.notes,
      };
      const sameDeal = state.deal === null || state.deal.deal === msg.deal;
      return {
        ...state,
        view: sameDeal ? view : state.view,
        tableView: sameDeal ? table : state.tableView,
        legal: sameDeal ? [] : state.legal,
        tableLegal: sameDeal ? [] : state.tableLegal,
        // Table mode: the Director's actions after the board (adjust, amendClaim) while it waits for him.
        directorLegal: sameDeal ? ((msg.directorLegal ?? []) as readonly TableAction[]) : state.directorLegal,
        claimAid: sameDeal ? null : state.claimAid,
        closing: sameDeal ? msg.closing === true : state.closing,
        scores: msg.scores,
        finished: [...state.finished.filter((f) => f.deal !== msg.deal), finished],
      };
    }
    case 'explanation': {
      if (state.deal !== null && msg.deal !== state.deal.deal) return state;
      const meaning = lang === 'de' ? msg.meaningDe : msg.meaning;
      const text = msg.alert !== null ? `${msg.alert}${meaning ? ` · ${meaning}` : ''}` : meaning;
      const alert = msg.alert !== null || state.notes[msg.index]?.alert === true;
      return { ...state, notes: { ...state.notes, [msg.index]: { text, alert } } };
    }
    case 'stop':
      if (state.deal !== null && msg.deal !== state.deal.deal) return state;
      return { ...state, stop: msg.stop };
    case 'directorInvite':
      return { ...state, directorInvite: msg.url };
    case 'tableOver':
      // The Director closed the last board: nothing waits any more.
      return { ...reduceRoom(state, msg), closing: false };
    default:
      // Seats, chat, settings, invites, scores, errors; a whist table's messages never come here.
      return reduceRoom(state, msg);
  }
}

/** The last completed trick as the new view shows it (only until the next lead), else the one kept. */
function completedOf(state: TableState, view: BoardView): TableState['completed'] {
  if (view.lastTrick !== null) return { trick: view.lastTrick, number: view.quittedTricks.length };
  return state.completed !== null && state.completed.number <= view.quittedTricks.length
    ? state.completed
    : null;
}

/** The seat drawn at the bottom: the player's own, the watched one, or South. */
export function bottomSeat(state: TableState): Seat {
  return state.you?.seat ?? state.you?.watch ?? 'S';
}

/** The number of cards a hidden hand still holds, from what everyone sees of the play. */
export function hiddenCount(view: BoardView, seat: Seat): number {
  if (view.phase === 'auction') return 13;
  const quitted = view.quittedTricks.length;
  const trick = view.trick;
  let inTrick = 0;
  if (trick !== null) {
    const order: Seat[] = ['N', 'E', 'S', 'W'];
    const start = order.indexOf(trick.leader);
    for (let i = 0; i < trick.cards.length; i++) if (order[(start + i) % 4] === seat) inTrick = 1;
  }
  return 13 - quitted - inTrick;
}
