import {
  cryptoRandom,
  type Deal,
  makeError,
  type RandomSource,
  randomDeal,
  SEATS,
  type Seat,
  seededRandom,
  type TenaceError,
} from '@tenace/engine';
import type { TableActor } from './actor.js';
import { hashToken, inviteUrl, newToken, type WireError } from './connection.js';
import { directorOfTable, newDirector } from './director.js';
import type {
  Created,
  CreateTable,
  Occupant,
  ProtocolErrorCode,
  SeatToken,
  TableKind,
  TableSettings,
} from './protocol.js';
import { biddingSystem, type RobotRunner } from './robots.js';
import { type Comparison, type SessionBoard, sessionBoards } from './scoring.js';
import type { SessionRow, Store, TableRow } from './store.js';
import { LatencyRecorder, Table, type TableContext, type TableSpec } from './table.js';
import { WhistTable } from './whist-table.js';

// The club: every table of this server process, the pairs sessions and team matches that link
// them, and the lobby's operations (list, create, join). It owns the store and the robots.

/** A pairs session or team match: the boards with their hands, the tables, the stored field. */
interface SessionState {
  readonly id: string;
  readonly kind: 'pairs' | 'teams';
  readonly boards: readonly (SessionBoard & { readonly hands: Deal })[];
  /** Pairs: North-South scores from elsewhere, by board number. */
  readonly field: Readonly<Record<string, readonly number[]>>;
  readonly tables: string[];
}

/** The defaults of a new table of each kind. */
export function defaultSettings(kind: TableKind): TableSettings {
  return {
    scoring: 'matchpoints',
    systems: { NS: { system: 'SAYC', conventions: [] }, EW: { system: 'SAYC', conventions: [] } },
    robotStrength: 'standard',
    undo: true,
    kibitzers: 'seat',
    dropGraceSeconds: 60,
    stopSeconds: 10,
    length: kind === 'pairs' || kind === 'teams' ? 8 : 0,
  };
}

/** The club's options: store, robots, clock, the address invite links use, a log. */
export interface ClubOptions {
  readonly store: Store;
  readonly robots: RobotRunner;
  readonly now?: () => number;
  readonly publicUrl: () => string;
  readonly log?: (message: string) => void;
}

/** An error of the lobby, with the HTTP status that goes with it. */
export interface LobbyError {
  readonly status: number;
  readonly error: WireError;
}

function lobbyError(status: number, code: ProtocolErrorCode, message: string, messageDe: string): LobbyError {
  return { status, error: { code, message, messageDe } };
}

/** A random id with a prefix: 12 characters of base32. */
function newId(prefix: string): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}_${Array.from(bytes, (b) => alphabet[b & 31]).join('')}`;
}

/** Every table of this process. */
export class Club {
  readonly store: Store;
  readonly robots: RobotRunner;
  readonly #tables = new Map<string, TableActor>();
  readonly #sessions = new Map<string, SessionState>();
  readonly #context: TableContext;
  readonly #now: () => number;
  /** Action-to-broadcast times of every table (GET /api/metrics). */
  readonly latency = new LatencyRecorder();

  private constructor(options: ClubOptions) {
    this.store = options.store;
    this.robots = options.robots;
    this.#now = options.now ?? Date.now;
    const log = options.log ?? ((message: string) => console.error(message));
    this.#context = {
      store: options.store,
      robots: options.robots,
      now: this.#now,
      publicUrl: options.publicUrl,
      comparison: (table) => this.#comparison(table),
      scoresChanged: (table) => this.#scoresChanged(table),
      log,
      latency: this.latency,
    };
  }

  /** The club with every stored table brought back and continuing. */
  static async open(options: ClubOptions): Promise<Club> {
    const club = new Club(options);
    for (const row of await options.store.sessions()) club.#sessions.set(row.id, sessionOf(row));
    const stored = await options.store.tables();
    for (const t of stored) {
      const session = t.row.session_id === null ? null : (club.#sessions.get(t.row.session_id) ?? null);
      if (session !== null && !session.tables.includes(t.row.id)) session.tables.push(t.row.id);
    }
    for (const t of stored) {
      const spec = club.#specOf(t.row);
      const table =
        spec.kind === 'whist'
          ? await WhistTable.restore(spec, t, club.#context)
          : await Table.restore(spec, t, club.#context);
      club.#tables.set(table.id, table);
    }
    return club;
  }

  /** A table by id. */
  table(id: string): TableActor | undefined {
    return this.#tables.get(id);
  }

  /** Every table, oldest first. */
  tables(): TableActor[] {
    return [...this.#tables.values()];
  }

  /** Creates a table (two for a team match) with the host in `hostSeat` and tokens for every human seat. */
  async create(
    request: CreateTable,
  ): Promise<{ ok: true; value: Created } | { ok: false; error: LobbyError }> {
    const kind = request.kind;
    const settings: TableSettings = { ...defaultSettings(kind), ...definedOnly(request.settings ?? {}) };
    if (kind === 'whist' && settings.mode === 'table') {
      return {
        ok: false,
        error: lobbyError(
          400,
          'BAD_MESSAGE',
          'Table mode rules irregularities by the Laws of bridge: it is for bridge tables only',
          'Der Tischmodus regelt Regelwidrigkeiten nach den Bridge-Gesetzen: nur für Bridge-Tische',
        ),
      };
    }
    if (kind === 'whist') {
      // The engine fills in and checks the house rules; a refusal creates nothing.
      const rules = WhistTable.rulesOf(settings);
      if (!rules.ok) return { ok: false, error: badRequest(rules.error) };
      settings.whist = rules.value;
      settings.length = 0;
    } else if (settings.whist !== undefined) {
      return {
        ok: false,
        error: lobbyError(
          400,
          'BAD_MESSAGE',
          'House rules of Bid Whist (settings.whist) belong to whist tables only',
          'Bid-Whist-Hausregeln (settings.whist) gibt es nur an Whist-Tischen',
        ),
      };
    }
    if (kind === 'pairs' || kind === 'teams') {
      if (settings.length < 1) {
        return {
          ok: false,
          error: lobbyError(
            400,
            'BAD_MESSAGE',
            'A session needs at least one board',
            'Eine Sitzung braucht mindestens ein Board',
          ),
        };
      }
    }
    for (const side of ['NS', 'EW'] as const) {
      const system = biddingSystem(settings.systems[side]);
      if (!system.ok)
        return {
          ok: false,
          error: lobbyError(400, 'BAD_MESSAGE', system.error.message, system.error.messageDe),
        };
    }
    const hostSeat: Seat | null = request.hostSeat === 'none' ? null : (request.hostSeat ?? 'S');
    const humans = (seats: CreateTable['seats']) => SEATS.some((seat) => seats?.[seat] === 'human');
    if (hostSeat === null && !humans(request.seats) && settings.length === 0 && kind !== 'whist') {
      // Robots alone would play on for ever, to nobody.
      return {
        ok: false,
        error: lobbyError(
          400,
          'BAD_MESSAGE',
          'A table of robots only needs a length (settings.length: boards, rubbers or rounds)',
          'Ein Tisch nur mit Robotern braucht eine Länge (settings.length: Boards, Robber oder Runden)',
        ),
      };
    }
    const name =
      request.name ??
      (kind === 'whist' ? 'Bid Whist table' : `${kind[0]?.toUpperCase()}${kind.slice(1)} table`);
    const createdAt = this.#now();
    const seed = request.seed ?? null;

    let session: SessionState | null = null;
    if (kind === 'pairs' && request.session !== undefined) {
      session = this.#sessions.get(request.session) ?? null;
      if (session === null || session.kind !== 'pairs') {
        return {
          ok: false,
          error: lobbyError(
            404,
            'NOT_FOUND',
            `There is no pairs session ${request.session}`,
            `Es gibt keine Paarturnier-Sitzung ${request.session}`,
          ),
        };
      }
      settings.length = session.boards.length;
    } else if (kind === 'pairs' || kind === 'teams') {
      const random: RandomSource = seed === null ? cryptoRandom() : seededRandom(`${seed}:session`);
      const boards = sessionBoards(settings.length).map((b) => ({
        ...b,
        hands: randomDeal(random, b.dealer),
      }));
      const field = kind === 'pairs' ? (request.field ?? {}) : {};
      session = { id: newId(kind === 'pairs' ? 's' : 'm'), kind, boards, field, tables: [] };
      const row: SessionRow = {
        id: session.id,
        kind,
        boards: JSON.stringify(boards),
        field: JSON.stringify(field),
        created_at: createdAt,
      };
      await this.store.insertSession(row);
      this.#sessions.set(session.id, session);
    }

    const tokens: SeatToken[] = [];
    const seatsFor = (
      occupants: Partial<Record<Seat, Occupant | undefined>> | undefined,
      host: Seat | null,
      table: string,
    ) => {
      const seats = {} as Record<Seat, { occupant: Occupant; name: string | null; tokenHash: string | null }>;
      const hostFirst: SeatToken[] = [];
      for (const seat of SEATS) {
        const occupant: Occupant = seat === host ? 'human' : (occupants?.[seat] ?? 'robot');
        let tokenHash: string | null = null;
        if (occupant === 'human') {
          const token = newToken();
          tokenHash = hashToken(token);
          const entry = { table, seat, token, url: inviteUrl(this.#context.publicUrl(), table, token) };
          if (seat === host) hostFirst.unshift(entry);
          else hostFirst.push(entry);
        }
        seats[seat] = { occupant, name: seat === host ? (request.hostName ?? null) : null, tokenHash };
      }
      tokens.push(...hostFirst);
      return seats;
    };

    const tableIds = kind === 'teams' ? [newId('t'), newId('t')] : [newId('t')];
    const director = settings.mode === 'table' ? newDirector(request.director, hostSeat) : null;
    const created: TableActor[] = [];
    for (const [i, id] of tableIds.entries()) {
      const tableNo = (i + 1) as 1 | 2;
      const spec: TableSpec = {
        id,
        name: kind === 'teams' ? `${name} (${tableNo === 1 ? 'open' : 'closed'} room)` : name,
        kind,
        settings,
        hostSeat: tableNo === 1 ? hostSeat : null,
        sessionId: session?.id ?? null,
        matchId: kind === 'teams' ? (session?.id ?? null) : null,
        tableNo,
        seed,
        createdAt,
        boards: session?.boards ?? [],
        otherTable: kind === 'teams' ? (tableIds[tableNo === 1 ? 1 : 0] ?? null) : null,
      };
      const seats = seatsFor(
        tableNo === 1 ? request.seats : request.seats2,
        tableNo === 1 ? hostSeat : null,
        id,
      );
      session?.tables.push(id);
      const table =
        kind === 'whist'
          ? await WhistTable.create(spec, seats, this.#context)
          : await Table.create(
              spec,
              director === null ? seats : { ...seats, director: directorOfTable(director.stored, tableNo) },
              this.#context,
            );
      this.#tables.set(id, table);
      created.push(table);
    }
    const table1 = tableIds[0] as string;
    const directorLink =
      director?.token == null
        ? {}
        : {
            director: {
              table: table1,
              token: director.token,
              url: inviteUrl(this.#context.publicUrl(), table1, director.token),
            },
          };
    return { ok: true, value: { tables: created.map((t) => t.info()), seats: tokens, ...directorLink } };
  }

  /** Takes a free seat at a table for a newcomer: a new token for it. */
  async join(
    id: string,
    wanted: Seat | undefined,
    name: string | undefined,
  ): Promise<{ ok: true; value: SeatToken } | { ok: false; error: LobbyError }> {
    const table = this.#tables.get(id);
    if (table === undefined) return { ok: false, error: tableNotFound(id) };
    const seat = table.freeSeat(wanted);
    if (seat === null) {
      return {
        ok: false,
        error: lobbyError(
          409,
          'SEAT_TAKEN',
          wanted === undefined ? 'Every seat at this table is taken' : `Seat ${wanted} is taken`,
          wanted === undefined ? 'Alle Plätze an diesem Tisch sind besetzt' : `Platz ${wanted} ist besetzt`,
        ),
      };
    }
    const token = await table.openSeat(seat, name ?? null);
    return {
      ok: true,
      value: { table: id, seat, token, url: inviteUrl(this.#context.publicUrl(), id, token) },
    };
  }

  /** Waits until every table's mailbox is empty. */
  async idle(): Promise<void> {
    await Promise.all(this.tables().map((t) => t.idle()));
  }

  /** Stops every table and the robots, and closes the store. */
  async close(): Promise<void> {
    for (const t of this.#tables.values()) t.dispose();
    await this.idle();
    await this.robots.close();
    await this.store.close();
  }

  #specOf(row: TableRow): TableSpec {
    const session = row.session_id === null ? null : (this.#sessions.get(row.session_id) ?? null);
    const tableNo = row.table_no === 2 ? 2 : 1;
    return {
      id: row.id,
      name: row.name,
      kind: row.kind as TableKind,
      settings: {
        ...defaultSettings(row.kind as TableKind),
        ...(JSON.parse(row.settings) as Partial<TableSettings>),
      },
      hostSeat: row.host_seat as Seat | null,
      sessionId: row.session_id,
      matchId: row.match_id,
      tableNo,
      seed: row.seed,
      createdAt: row.created_at,
      boards: session?.boards ?? [],
      otherTable:
        row.kind === 'teams' && session !== null ? (session.tables.find((t) => t !== row.id) ?? null) : null,
    };
  }

  #comparison(table: Table): Comparison {
    const id = table.spec.sessionId;
    const session = id === null ? null : this.#sessions.get(id);
    if (session === undefined || session === null) return { scores: () => [] };
    const others = () =>
      session.tables
        .filter((t) => t !== table.id)
        .flatMap((t) => {
          const other = this.#tables.get(t);
          return other === undefined ? [] : [other];
        });
    if (session.kind === 'teams') {
      return {
        scores: (board) =>
          others().flatMap((t) => {
            const s = t.nsScoreOfBoard(board);
            return s === undefined ? [] : [s];
          }),
      };
    }
    return {
      scores: (board) => [
        ...others().flatMap((t) => {
          const s = t.nsScoreOfBoard(board);
          return s === undefined ? [] : [s];
        }),
        ...(session.field[String(board)] ?? []),
      ],
    };
  }

  #scoresChanged(table: Table): void {
    const id = table.spec.sessionId;
    const session = id === null ? undefined : this.#sessions.get(id);
    if (session === undefined) return;
    for (const t of session.tables) if (t !== table.id) this.#tables.get(t)?.broadcastScores();
  }
}

/** The lobby's answer for an unknown table id. */
export function tableNotFound(id: string): LobbyError {
  return lobbyError(404, 'TABLE_NOT_FOUND', `There is no table ${id}`, `Es gibt keinen Tisch ${id}`);
}

function sessionOf(row: SessionRow): SessionState {
  return {
    id: row.id,
    kind: row.kind === 'teams' ? 'teams' : 'pairs',
    boards: JSON.parse(row.boards) as SessionState['boards'],
    field: JSON.parse(row.field) as SessionState['field'],
    tables: [],
  };
}

function definedOnly<T extends object>(patch: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

/** A lobby error from an engine error. */
export function badRequest(error: TenaceError): LobbyError {
  return { status: 400, error: makeError(error.code, error.message, error.messageDe) };
}
