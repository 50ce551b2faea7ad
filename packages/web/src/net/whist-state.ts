import type { PlayedWhistTrick, Seat, WhistAction, WhistView } from '@tenace/engine';
import type {
  ChatLine,
  DealInfo,
  Identity,
  ScoreSheet,
  ServerMessage,
  Since,
  TableInfo,
  TableSettings,
  WhistGameInfo,
} from '@tenace/server/protocol';
import type { ShownError } from './table-state.js';

// The client's picture of a Bid Whist table, folded from the server's messages: a pure reducer
// like the bridge table's (table-state.ts), so the protocol handling is tested without a socket.

/** A finished hand kept on screen until the player moves on. */
export interface FinishedHand {
  readonly deal: number;
  readonly view: WhistView;
  readonly record: string;
}

/** Everything the whist screen draws. */
export interface WhistTableState {
  readonly status: 'connecting' | 'open' | 'reconnecting' | 'closed';
  readonly table: TableInfo | null;
  readonly you: Identity | null;
  readonly deal: DealInfo | null;
  readonly view: WhistView | null;
  readonly legal: readonly WhistAction[];
  readonly scores: ScoreSheet | null;
  readonly game: WhistGameInfo | null;
  readonly chat: readonly ChatLine[];
  readonly seats: TableInfo['seats'] | null;
  readonly settings: TableSettings | null;
  readonly finished: readonly FinishedHand[];
  readonly error: ShownError | null;
  readonly over: boolean;
  /** True when an event skipped versions and the client must ask for the events after `since`. */
  readonly gap: boolean;
  /** Seats the host opened to a person, with their invite links. */
  readonly invites: readonly { seat: Seat; url: string }[];
  /** The trick completed last and its number, kept after the next lead so the page can hold it a moment. */
  readonly completed: { readonly trick: PlayedWhistTrick; readonly number: number } | null;
}

/** A whist table before the server has answered. */
export const INITIAL_WHIST_STATE: WhistTableState = {
  status: 'connecting',
  table: null,
  you: null,
  deal: null,
  view: null,
  legal: [],
  scores: null,
  game: null,
  chat: [],
  seats: null,
  settings: null,
  finished: [],
  error: null,
  over: false,
  gap: false,
  invites: [],
  completed: null,
};

/** Where the client's knowledge ends: the point to ask the events after when reconnecting. */
export function whistSinceOf(state: WhistTableState): Since | undefined {
  if (state.deal === null || state.view === null) return undefined;
  return { deal: state.deal.deal, v: state.view.version };
}

const MAX_CHAT = 200;

/** Folds one server message into the whist table state; messages of another hand are ignored. */
export function reduceWhist(state: WhistTableState, msg: ServerMessage): WhistTableState {
  switch (msg.type) {
    case 'whistWelcome':
      return {
        ...state,
        status: 'open',
        table: msg.table,
        you: msg.you,
        deal: msg.deal,
        view: msg.view,
        legal: msg.legal,
        scores: msg.scores,
        game: msg.game,
        chat: msg.chat,
        seats: msg.table.seats,
        settings: msg.table.settings,
        error: null,
        gap: false,
        over: msg.table.status === 'over',
      };
    case 'whistHand':
      return {
        ...state,
        deal: msg.deal,
        view: msg.view,
        legal: msg.legal,
        gap: false,
        error: null,
        completed: null,
      };
    case 'whistEvent': {
      if (state.deal !== null && msg.deal !== state.deal.deal) return state;
      const before = state.view?.version ?? 0;
      return {
        ...state,
        view: msg.view,
        legal: msg.legal,
        gap: msg.event.v > before + 1,
        error: null,
        completed: completedOf(state, msg.view),
      };
    }
    case 'whistEvents':
      if (state.deal !== null && msg.deal !== state.deal.deal) return state;
      return { ...state, view: msg.view, legal: msg.legal, gap: false };
    case 'whistHandOver': {
      const sameHand = state.deal === null || state.deal.deal === msg.deal;
      const finished: FinishedHand = { deal: msg.deal, view: msg.view, record: msg.record };
      return {
        ...state,
        view: sameHand ? msg.view : state.view,
        legal: sameHand ? [] : state.legal,
        scores: msg.scores,
        game: msg.game,
        finished: [...state.finished.filter((f) => f.deal !== msg.deal), finished],
      };
    }
    case 'scores':
      return { ...state, scores: msg.scores };
    case 'tableOver':
      return { ...state, scores: msg.scores, over: true };
    case 'seats':
      return { ...state, seats: msg.seats };
    case 'chat':
      return { ...state, chat: [...state.chat, msg.line].slice(-MAX_CHAT) };
    case 'settings':
      return { ...state, settings: msg.settings };
    case 'invite':
      return {
        ...state,
        invites: [...state.invites.filter((i) => i.seat !== msg.seat), { seat: msg.seat, url: msg.url }],
      };
    case 'error':
      return { ...state, error: { code: msg.code, message: msg.message, messageDe: msg.messageDe } };
    default:
      // Bridge messages never come from a whist table; a pong changes nothing drawn here.
      return state;
  }
}

/** The last completed trick as the new view shows it (only until the next lead), else the one kept. */
function completedOf(state: WhistTableState, view: WhistView): WhistTableState['completed'] {
  if (view.lastTrick !== null) return { trick: view.lastTrick, number: view.tricks.length };
  return state.completed !== null && state.completed.number <= view.tricks.length ? state.completed : null;
}
