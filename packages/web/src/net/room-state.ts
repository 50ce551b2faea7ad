import type { Seat } from '@tenace/engine';
import type {
  ChatLine,
  Identity,
  ScoreSheet,
  ServerMessage,
  TableInfo,
  TableSettings,
} from '@tenace/server/protocol';

// The part of a table's picture that does not depend on the game: the connection, who sits
// where, chat, settings, invite links, the score sheet and the last error. The bridge and the
// whist reducers (table-state.ts, whist-state.ts) fold their own messages and leave these here.

/** What an error message said, for the player's language. */
export interface ShownError {
  readonly code: string;
  readonly message: string;
  readonly messageDe: string;
}

/** The state every table screen shares, whatever the game. */
export interface RoomState {
  readonly status: 'connecting' | 'open' | 'reconnecting' | 'closed';
  readonly table: TableInfo | null;
  readonly you: Identity | null;
  readonly scores: ScoreSheet | null;
  readonly chat: readonly ChatLine[];
  readonly seats: TableInfo['seats'] | null;
  readonly settings: TableSettings | null;
  readonly error: ShownError | null;
  readonly over: boolean;
  /** True when an event skipped versions and the client must ask for the events after `since`. */
  readonly gap: boolean;
  /** Seats the host opened to a person, with their invite links. */
  readonly invites: readonly { seat: Seat; url: string }[];
}

/** A table before the server has answered. */
export const INITIAL_ROOM_STATE: RoomState = {
  status: 'connecting',
  table: null,
  you: null,
  scores: null,
  chat: [],
  seats: null,
  settings: null,
  error: null,
  over: false,
  gap: false,
  invites: [],
};

/** The chat lines a screen keeps. */
const MAX_CHAT = 200;

/** Folds a message every table sends alike; any other message leaves the state as it is. */
export function reduceRoom<S extends RoomState>(state: S, msg: ServerMessage): S {
  switch (msg.type) {
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
      return state;
  }
}
