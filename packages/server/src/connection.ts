import { createHash } from 'node:crypto';
import type { Seat } from '@tenace/engine';
import type { TableActor } from './actor.js';
import type { KibitzerMode, ProtocolErrorCode } from './protocol.js';

// A connection to a table and what goes over it whatever the game: sending with a cut-off for
// clients that stop reading, the server's own errors in English and German, seat tokens (only
// their hashes are stored) and invite links.

/** A socket as the table sees it: send a text frame, close it. */
export interface Socket {
  send(text: string): void;
  close(code: number, reason: string): void;
  /** Bytes queued and not yet sent; a client that stops reading is cut off. */
  readonly bufferedAmount: number;
}

/** One connection to a table: a seat's player or a kibitzer. */
export interface Connection {
  readonly socket: Socket;
  role: 'seat' | 'kibitzer' | 'director' | null;
  seat: Seat | null;
  watch: Seat | null;
  table: TableActor | null;
  name: string | null;
}

/** The SHA-256 of a seat token: only the hash is kept, so the store never holds a usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const SERVER_TEXT = {
  NO_DEAL: ['No deal is in play at this table', 'An diesem Tisch läuft gerade kein Spiel'],
  TABLE_OVER: ['The table has finished its last deal', 'Der Tisch hat sein letztes Spiel beendet'],
  KIBITZER_CANNOT_ACT: [
    'Kibitzers watch; they cannot call or play',
    'Kiebitze schauen zu; sie reizen und spielen nicht',
  ],
  UNDO_NOT_ALLOWED: [
    'This table does not allow undo requests',
    'An diesem Tisch sind Rücknahmen nicht erlaubt',
  ],
  STALE_DEAL: ['That action was meant for an earlier deal', 'Diese Aktion galt einem früheren Spiel'],
  NOT_HOST: ['Only the host may do that', 'Nur der Gastgeber darf das'],
  BAD_INDEX: [
    'There is no call with that number in the auction',
    'Die Reizung hat keine Ansage mit dieser Nummer',
  ],
  NOT_AN_OPPONENT: [
    "Ask about the opponents' calls; your own side's calls are explained to the opponents",
    'Fragen Sie nach den Ansagen der Gegner; die Ihrer Seite werden den Gegnern erklärt',
  ],
  SETTING_FIXED: [
    'The scoring and length of a pairs session or team match are fixed when it is created',
    'Wertung und Länge einer Paarturnier-Sitzung oder eines Teamkampfs stehen bei der Erstellung fest',
  ],
  NOTHING_TO_CLOSE: [
    'No finished board waits to be closed at this table',
    'An diesem Tisch wartet kein beendetes Board darauf, geschlossen zu werden',
  ],
  STORAGE_FAILED: [
    'The action could not be stored; nothing changed, try again',
    'Die Aktion ließ sich nicht speichern; nichts hat sich geändert, bitte noch einmal',
  ],
} as const;

/** An error as it goes on the wire: an engine error or one of the server's own. */
export interface WireError {
  readonly code: ProtocolErrorCode;
  readonly message: string;
  readonly messageDe: string;
  readonly seat?: Seat;
}

/** A server error value (code, English, German). */
export function serverError(code: keyof typeof SERVER_TEXT, seat?: Seat): WireError {
  const [en, de] = SERVER_TEXT[code];
  return { code, message: en, messageDe: de, ...(seat === undefined ? {} : { seat }) };
}

/** The error for a message of the other game (a whist action at a bridge table, or a call at a whist table). */
export function wrongGame(game: 'bridge' | 'whist'): WireError {
  return game === 'bridge'
    ? {
        code: 'WRONG_GAME',
        message: 'This is a bridge table: send calls and cards as `action`',
        messageDe: 'Dies ist ein Bridge-Tisch: Ansagen und Karten als `action` senden',
      }
    : {
        code: 'WRONG_GAME',
        message: 'This is a Bid Whist table: send bids and cards as `whistAction`',
        messageDe: 'Dies ist ein Bid-Whist-Tisch: Gebote und Karten als `whistAction` senden',
      };
}

/** Sends a message to one connection, cutting off a client whose unread output piles up. */
export function sendTo(connection: Connection, message: object | string): void {
  const socket = connection.socket;
  if (socket.bufferedAmount > 4 * 1024 * 1024) {
    socket.close(4008, 'too slow: output not read');
    return;
  }
  socket.send(typeof message === 'string' ? message : JSON.stringify(message));
}

/** Sends an error to one connection. */
export function sendError(connection: Connection, error: WireError, id?: string | number): void {
  sendTo(connection, {
    type: 'error',
    ...(id === undefined ? {} : { id }),
    code: error.code,
    message: error.message,
    messageDe: error.messageDe,
    ...(error.seat === undefined ? {} : { seat: error.seat }),
  });
}

/** What a kibitzer is shown: nothing hidden (`watcher`) or the watched player's view. */
export function kibitzerViewer(mode: KibitzerMode, watch: Seat | null): Seat | 'watcher' {
  return mode === 'seat' && watch !== null ? watch : 'watcher';
}

/** A fresh secret token: 32 random bytes, base64url. */
export function newToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
}

/** The invite link of a seat: the token sits in the fragment, which browsers never send to a server. */
export function inviteUrl(base: string, table: string, token: string): string {
  return `${base}/t/${table}#token=${token}`;
}
