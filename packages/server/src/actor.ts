import type { Seat } from '@tenace/engine';
import type { Connection } from './connection.js';
import type { ClientMessage, DealSummary, ScoreSheet, TableInfo } from './protocol.js';
import type { TableSpec } from './table.js';

// What the club and the socket layer know of a table, whatever game it plays: a bridge table
// (table.ts) and a Bid Whist table (whist-table.ts) are both actors behind this face, each with
// its own mailbox, engine and fan-out.

/** One table as the club, the lobby and the sockets use it. */
export interface TableActor {
  readonly spec: TableSpec;
  readonly id: string;
  /** The deal (or whist hand) in play, 0 before the first. */
  readonly dealNo: number;
  /** The lobby's picture of the table. */
  info(): TableInfo;
  /** The running score sheet. */
  scores(): ScoreSheet;
  /** The finished deals with their score lines. */
  finishedDeals(): DealSummary[];
  /** Whether deal `n` is over (only finished deals become hand records). */
  isDealFinished(n: number): boolean;
  /** The North-South score of a finished board (pairs and teams compare by board number). */
  nsScoreOfBoard(board: number): number | undefined;
  /** Gives a seat to a new person: a fresh token (the old one stops working). */
  openSeat(seat: Seat, name: string | null): Promise<string>;
  /** The seat a token belongs to, or null. */
  seatOfToken(token: string): Seat | null;
  /** The first seat a newcomer may take: an empty one, else one a robot holds. */
  freeSeat(wanted?: Seat): Seat | null;
  /** A connection says hello: seat it (token) or let it kibitz, then send everything it may see. */
  hello(connection: Connection, message: Extract<ClientMessage, { type: 'hello' }>): void;
  /** A connection's socket closed: a player's seat is held for the grace time. */
  dropped(connection: Connection): void;
  /** Handles a message from a connection that has said hello here. */
  handle(connection: Connection, message: ClientMessage): void;
  /** The score sheet changed elsewhere: tell everyone here. */
  broadcastScores(): void;
  /** Waits for the mailbox to empty (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops the timers and closes the connections (server shutdown). */
  dispose(): void;
}
