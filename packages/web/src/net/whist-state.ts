import type { PlayedWhistTrick, WhistAction, WhistView } from '@tenace/engine';
import type { DealInfo, ServerMessage, Since, WhistGameInfo } from '@tenace/server/protocol';
import { INITIAL_ROOM_STATE, type RoomState, reduceRoom } from './room-state.js';

// The client's picture of a Bid Whist table, folded from the server's messages: a pure reducer
// like the bridge table's (table-state.ts), so the protocol handling is tested without a socket.

/** A finished hand kept on screen until the player moves on. */
export interface FinishedHand {
  readonly deal: number;
  readonly view: WhistView;
  readonly record: string;
}

/** Everything the whist screen draws. */
export interface WhistTableState extends RoomState {
  readonly deal: DealInfo | null;
  readonly view: WhistView | null;
  readonly legal: readonly WhistAction[];
  readonly game: WhistGameInfo | null;
  readonly finished: readonly FinishedHand[];
  /** The trick completed last and its number, kept after the next lead so the page can hold it a moment. */
  readonly completed: { readonly trick: PlayedWhistTrick; readonly number: number } | null;
}

/** A whist table before the server has answered. */
export const INITIAL_WHIST_STATE: WhistTableState = {
  ...INITIAL_ROOM_STATE,
  deal: null,
  view: null,
  legal: [],
  game: null,
  finished: [],
  completed: null,
};

/** Where the client's knowledge ends: the point to ask the events after when reconnecting. */
export function whistSinceOf(state: WhistTableState): Since | undefined {
  if (state.deal === null || state.view === null) return undefined;
  return { deal: state.deal.deal, v: state.view.version };
}

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
    default:
      // Seats, chat, settings, invites, scores, errors; bridge messages never come from a whist table.
      return reduceRoom(state, msg);
  }
}

/** The last completed trick as the new view shows it (only until the next lead), else the one kept. */
function completedOf(state: WhistTableState, view: WhistView): WhistTableState['completed'] {
  if (view.lastTrick !== null) return { trick: view.lastTrick, number: view.tricks.length };
  return state.completed !== null && state.completed.number <= view.tricks.length ? state.completed : null;
}
