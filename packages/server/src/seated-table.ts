import { makeError, SEATS, type Seat } from '@tenace/engine';
import type { TableActor } from './actor.js';
import {
  type Connection,
  hashToken,
  inviteUrl,
  newToken,
  sendError,
  sendTo,
  serverError,
} from './connection.js';
import type {
  ChatLine,
  ClientMessage,
  DealSummary,
  Occupant,
  ScoreSheet,
  Since,
  TableInfo,
  TableSettings,
  TableSettingsPatch,
} from './protocol.js';
import { PROTOCOL_VERSION } from './protocol.js';
import { SeatRoster, type SeatState, type StoredSeat } from './seats.js';
import type { TableContext, TableSpec } from './table.js';

// What a table actor does whatever game it plays: the mailbox (every change runs through one
// promise chain), the seats and their tokens, kibitzers, the host's seat changes, chat, and the
// robots driven off the call stack. A bridge table (table.ts) and a Bid Whist table
// (whist-table.ts) add their engine, what each connection sees, and their own messages.

/** The messages every table answers the same way; the rest go to the game's `handleGame`. */
type CommonMessage = Extract<
  ClientMessage,
  { type: 'hello' | 'sync' | 'chat' | 'settings' | 'seat' | 'leave' | 'ping' }
>;

/** A message only the game at this table understands (calls, cards, explanations, the Director). */
export type GameMessage = Exclude<ClientMessage, CommonMessage>;

/** The chat lines a table keeps for newcomers. */
const CHAT_KEPT = 50;

/** A table's seats, connections and mailbox; the game is the subclass's. */
export abstract class SeatedTable implements TableActor {
  readonly spec: TableSpec;
  settings: TableSettings;
  protected readonly ctx: TableContext;
  protected readonly roster: SeatRoster<Connection>;
  protected readonly seats: Record<Seat, SeatState<Connection>>;
  protected readonly kibitzers = new Set<Connection>();
  protected chat: ChatLine[] = [];
  protected disposed = false;
  #mailbox: Promise<void> = Promise.resolve();
  #driveScheduled = false;

  protected constructor(
    spec: TableSpec,
    settings: TableSettings,
    seats: Readonly<Record<Seat, StoredSeat>>,
    ctx: TableContext,
  ) {
    this.spec = spec;
    this.settings = settings;
    this.ctx = ctx;
    this.roster = new SeatRoster(seats);
    this.seats = this.roster.seats;
  }

  get id(): string {
    return this.spec.id;
  }

  abstract get dealNo(): number;
  abstract info(): TableInfo;
  abstract scores(): ScoreSheet;
  abstract finishedDeals(): DealSummary[];
  abstract isDealFinished(n: number): boolean;
  abstract nsScoreOfBoard(board: number): number | undefined;

  /** Sends a connection everything it may see now (after hello, or when what it may see changed). */
  protected abstract sendWelcome(
    connection: Connection,
    id: string | number | undefined,
    since: Since | undefined,
  ): void;
  /** Answers a sync request: the events after `since`. */
  protected abstract sendEvents(connection: Connection, since: Since, id?: string | number): void;
  /** The host (checked before) changes the table's settings. */
  protected abstract changeSettings(
    connection: Connection,
    patch: TableSettingsPatch,
    id?: string | number,
  ): Promise<void>;
  /** The messages of this table's game. */
  protected abstract handleGame(connection: Connection, message: GameMessage): void;
  /** Lets one robot whose turn it is act (through the mailbox); called by `drive`. */
  protected abstract runRobot(): Promise<void>;

  /** Whether a token that is no seat's gives another role here (the Director's token). */
  protected acceptsToken(_token: string): boolean {
    return false;
  }

  /** Seats a connection that came with an accepted non-seat token. */
  protected joinByToken(_connection: Connection): void {}

  /** A connection of another role than seat or kibitzer dropped. */
  protected otherDropped(_connection: Connection): void {}

  /** Connections beside the seats' and the kibitzers' (the Director's). */
  protected otherConnections(): Iterable<Connection> {
    return [];
  }

  /** The seats as stored (a table may store more beside them). */
  protected storedSeats(): object {
    return this.roster.stored();
  }

  /** Gives a seat to a new person: a fresh token (the old one stops working). */
  async openSeat(seat: Seat, name: string | null): Promise<string> {
    const token = newToken();
    await this.enqueue(async () => {
      this.roster.give(seat, 'human', hashToken(token), name);
      await this.saveSeats();
      this.broadcastSeats();
    });
    return token;
  }

  /** The seat a token belongs to, or null. */
  seatOfToken(token: string): Seat | null {
    return this.roster.seatOfHash(hashToken(token));
  }

  /** The first seat a newcomer may take: an empty one, else one a robot holds. */
  freeSeat(wanted?: Seat): Seat | null {
    return this.roster.freeSeat(wanted);
  }

  /** A connection says hello: seat it (token) or let it kibitz, then send everything it may see. */
  hello(connection: Connection, message: Extract<ClientMessage, { type: 'hello' }>): void {
    const id = message.id;
    if (message.protocol !== undefined && message.protocol !== PROTOCOL_VERSION) {
      sendError(
        connection,
        makeError(
          'BAD_INPUT',
          `This server speaks protocol ${PROTOCOL_VERSION}, not ${message.protocol}`,
          `Dieser Server spricht Protokoll ${PROTOCOL_VERSION}, nicht ${message.protocol}`,
        ),
        id,
      );
      return;
    }
    let seat: Seat | null = null;
    let other = false;
    if (message.token !== undefined) {
      seat = this.seatOfToken(message.token);
      other = seat === null && this.acceptsToken(message.token);
      if (seat === null && !other) {
        sendError(
          connection,
          {
            code: 'BAD_TOKEN',
            message: 'That seat token is not valid at this table',
            messageDe: 'Dieser Platz-Schlüssel gilt an diesem Tisch nicht',
          },
          id,
        );
        return;
      }
    } else if (this.settings.kibitzers === 'none') {
      sendError(
        connection,
        {
          code: 'KIBITZERS_NOT_ALLOWED',
          message: 'This table does not allow kibitzers',
          messageDe: 'An diesem Tisch sind keine Kiebitze erlaubt',
        },
        id,
      );
      return;
    }
    connection.table = this;
    connection.name = message.name ?? null;
    if (other) {
      this.joinByToken(connection);
    } else if (seat !== null) {
      const s = this.seats[seat];
      const old = s.connection;
      if (old !== null && old !== connection) {
        old.table = null;
        old.socket.close(4001, 'the seat was taken over by a newer connection');
      }
      connection.role = 'seat';
      connection.seat = seat;
      s.connection = connection;
      if (message.name !== undefined) s.name = message.name;
      s.standIn = false;
      this.roster.clearHold(seat);
      if (message.name !== undefined) void this.enqueue(() => this.saveSeats());
    } else {
      connection.role = 'kibitzer';
      connection.watch = message.watch ?? SEATS.find((s) => this.seats[s].occupant === 'human') ?? 'S';
      this.kibitzers.add(connection);
    }
    this.sendWelcome(connection, id, message.since);
    this.broadcastSeats();
    this.drive();
  }

  /** A connection's socket closed: a player's seat is held for the grace time. */
  dropped(connection: Connection): void {
    if (connection.table !== this) return;
    connection.table = null;
    if (connection.role === 'kibitzer') {
      this.kibitzers.delete(connection);
      this.broadcastSeats();
      return;
    }
    if (connection.role !== 'seat') {
      this.otherDropped(connection);
      return;
    }
    const seat = connection.seat;
    if (seat === null || this.seats[seat].connection !== connection) return;
    this.seats[seat].connection = null;
    this.hold(seat, this.ctx.now());
    this.broadcastSeats();
  }

  /** Handles a message from a connection that has said hello here. */
  handle(connection: Connection, message: ClientMessage): void {
    switch (message.type) {
      case 'hello':
        sendError(
          connection,
          {
            code: 'ALREADY_JOINED',
            message: 'This connection has already joined a table',
            messageDe: 'Diese Verbindung sitzt schon an einem Tisch',
          },
          message.id,
        );
        return;
      case 'sync':
        this.sendEvents(connection, message.since, message.id);
        return;
      case 'chat':
        void this.enqueue(() => this.#addChat(connection, message.text));
        return;
      case 'settings':
        if (!this.isHost(connection)) sendError(connection, serverError('NOT_HOST'), message.id);
        else void this.enqueue(() => this.changeSettings(connection, message.settings, message.id));
        return;
      case 'seat':
        void this.enqueue(() => this.#changeSeat(connection, message.seat, message.occupant, message.id));
        return;
      case 'leave':
        void this.enqueue(() => this.#leave(connection));
        return;
      case 'ping':
        sendTo(connection, {
          type: 'pong',
          ...(message.id === undefined ? {} : { id: message.id }),
          at: this.ctx.now(),
        });
        return;
      default:
        this.handleGame(connection, message);
    }
  }

  /** The score sheet changed elsewhere (another table of the session): tell everyone here. */
  broadcastScores(): void {
    this.sendAll(JSON.stringify({ type: 'scores', scores: this.scores() }));
  }

  /** Waits for the mailbox to empty (tests, shutdown). */
  async idle(): Promise<void> {
    let last: Promise<void> | null = null;
    while (last !== this.#mailbox) {
      last = this.#mailbox;
      await last;
    }
  }

  /** Stops the timers and closes the connections (server shutdown). */
  dispose(): void {
    this.disposed = true;
    this.roster.dispose();
    for (const c of this.connections()) {
      c.table = null;
      c.socket.close(1001, 'server shutting down');
    }
  }

  // ─── for the game ─────────────────────────────────────────────────────────────────────────

  /** Runs `work` after everything queued before it; a failure is logged and the queue goes on. */
  protected enqueue(work: () => Promise<void> | void): Promise<void> {
    const next = this.#mailbox.then(work).catch((error: unknown) => {
      this.ctx.log(
        `table ${this.spec.id}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    });
    this.#mailbox = next;
    return next;
  }

  /** Lets the robots whose turn it is decide, off this call stack; their actions join the mailbox. */
  protected drive(): void {
    if (this.#driveScheduled || this.disposed) return;
    this.#driveScheduled = true;
    setImmediate(() => {
      this.#driveScheduled = false;
      void this.runRobot();
    });
  }

  /** Whether a robot acts for `seat` now: a robot's seat, or a dropped player's after the grace time. */
  protected robotPlays(seat: Seat): boolean {
    return this.roster.robotPlays(seat);
  }

  /** A player dropped: the seat is held for the grace time, then a robot stands in. */
  protected hold(seat: Seat, now: number): void {
    if (this.disposed) {
      this.roster.clearHold(seat);
      return;
    }
    this.roster.hold(seat, now, this.settings.dropGraceSeconds * 1000, () => {
      this.broadcastSeats();
      this.drive();
    });
  }

  /** Every connection at the table: the seats', the kibitzers', and any other. */
  protected *connections(): Iterable<Connection> {
    for (const seat of SEATS) {
      const c = this.seats[seat].connection;
      if (c !== null) yield c;
    }
    yield* this.kibitzers;
    yield* this.otherConnections();
  }

  /** Sends one text to every connection. */
  protected sendAll(text: string): void {
    for (const c of this.connections()) sendTo(c, text);
  }

  protected broadcastSeats(): void {
    this.sendAll(
      JSON.stringify({ type: 'seats', seats: this.roster.infos(), kibitzers: this.kibitzers.size }),
    );
  }

  protected async saveSeats(): Promise<void> {
    await this.ctx.store.updateTable(this.spec.id, { seats: JSON.stringify(this.storedSeats()) });
  }

  protected isHost(connection: Connection): boolean {
    return connection.role === 'seat' && connection.seat !== null && connection.seat === this.spec.hostSeat;
  }

  /** Stores and sends new settings; kibitzers are sent away when the table closes to them. */
  protected async applySettings(settings: TableSettings, kibitzersChanged: boolean): Promise<void> {
    await this.ctx.store.updateTable(this.spec.id, { settings: JSON.stringify(settings) });
    this.settings = settings;
    this.sendAll(JSON.stringify({ type: 'settings', settings }));
    if (settings.kibitzers === 'none') {
      for (const k of [...this.kibitzers]) {
        this.kibitzers.delete(k);
        k.table = null;
        k.socket.close(4003, 'kibitzers are no longer allowed');
      }
      this.broadcastSeats();
    } else if (kibitzersChanged) {
      for (const k of this.kibitzers) this.sendWelcome(k, undefined, undefined);
    }
  }

  // ─── the host's seat changes and chat ─────────────────────────────────────────────────────

  async #changeSeat(
    connection: Connection,
    seat: Seat,
    occupant: Occupant,
    id?: string | number,
  ): Promise<void> {
    if (!this.isHost(connection)) {
      sendError(connection, serverError('NOT_HOST'), id);
      return;
    }
    if (occupant === 'human') {
      const token = newToken();
      this.roster.give(seat, 'human', hashToken(token));
      await this.saveSeats();
      sendTo(connection, {
        type: 'invite',
        ...(id === undefined ? {} : { id }),
        seat,
        token,
        url: inviteUrl(this.ctx.publicUrl(), this.spec.id, token),
      });
    } else {
      this.roster.give(seat, occupant, null);
      await this.saveSeats();
    }
    this.broadcastSeats();
    this.drive();
  }

  /** A player leaves the table for good (a robot takes the seat); a kibitzer simply goes. */
  async #leave(connection: Connection): Promise<void> {
    if (connection.role !== 'seat' || connection.seat === null) {
      this.dropped(connection);
      connection.socket.close(1000, 'left the table');
      return;
    }
    this.roster.give(connection.seat, 'robot', null);
    await this.saveSeats();
    this.broadcastSeats();
    this.drive();
  }

  async #addChat(connection: Connection, text: string): Promise<void> {
    const seat = connection.role === 'seat' ? connection.seat : null;
    const line: ChatLine = {
      from: seat ?? (connection.role === 'director' ? 'director' : 'kibitzer'),
      name: seat !== null ? this.seats[seat].name : connection.name,
      text,
      at: this.ctx.now(),
    };
    await this.ctx.store.addChat(this.spec.id, line);
    this.chat.push(line);
    if (this.chat.length > CHAT_KEPT) this.chat.shift();
    this.sendAll(JSON.stringify({ type: 'chat', line }));
  }
}
