import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type {
  BoardEvent,
  BoardResult,
  BoardSetup,
  TableEvent,
  WhistEvent,
  WhistHandResult,
  WhistSetup,
} from '@tenace/engine';
import Database from 'better-sqlite3';
import { type Generated, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

// The event store (rule 2 of the house: the event log is the truth). Every accepted action is
// written here before anyone hears of it, so a table rebuilt after a crash (kill -9) is the
// table its players last saw. Kysely speaks to SQLite (an embedded file, WAL) or PostgreSQL
// with the same queries; JSON travels as text so that both behave alike.

interface TablesTable {
  id: string;
  name: string;
  kind: string;
  settings: string;
  seats: string;
  host_seat: string | null;
  session_id: string | null;
  match_id: string | null;
  table_no: number;
  status: string;
  seed: string | null;
  created_at: number;
}

interface SessionsTable {
  id: string;
  kind: string;
  boards: string;
  field: string;
  created_at: number;
}

interface DealsTable {
  table_id: string;
  deal_no: number;
  setup: string;
  info: string;
  result: string | null;
  finished_at: number | null;
}

interface EventsTable {
  table_id: string;
  deal_no: number;
  v: number;
  event: string;
  alert: string | null;
  at: number;
}

interface ChatTable {
  id: Generated<number>;
  table_id: string;
  line: string;
}

interface Schema {
  tenace_tables: TablesTable;
  tenace_sessions: SessionsTable;
  tenace_deals: DealsTable;
  tenace_events: EventsTable;
  tenace_chat: ChatTable;
}

/** A table's row: settings and seats as JSON text. */
export type TableRow = TablesTable;
/** A pairs session or team match: its boards (with the deals) and the stored field. */
export type SessionRow = SessionsTable;

/** A deal as stored: the setup, its slot, and the result once over. */
export interface StoredDeal {
  readonly dealNo: number;
  readonly setup: BoardSetup;
  readonly info: unknown;
  readonly result: BoardResult | null;
}

/** A stored event with the alert its bidder gave, if any. */
export interface StoredEvent {
  readonly event: BoardEvent;
  readonly alert: string | null;
  readonly at: number;
}

/** Everything needed to bring a table back: its row, its deals, the open deal's events and the recent chat. */
export interface StoredTable {
  readonly row: TableRow;
  readonly deals: readonly StoredDeal[];
  readonly events: readonly StoredEvent[];
  readonly chat: readonly unknown[];
}

/** Where the store lives: a SQLite file (default) or a PostgreSQL URL. */
export type StoreConfig = { readonly sqlite: string } | { readonly postgres: string };

/** The store over Kysely: one writer per table (the table's actor), plain inserts, no updates of history. */
export class Store {
  readonly #db: Kysely<Schema>;
  readonly kind: 'sqlite' | 'postgres';

  /** SQLite's own handle, for the hot path: events are group-committed through a prepared statement. */
  #sqlite: Database.Database | null = null;
  #insertEvents: ((rows: readonly EventsTable[]) => void) | null = null;
  #pending: { row: EventsTable; resolve: () => void; reject: (error: unknown) => void }[] = [];
  #flushScheduled = false;

  private constructor(db: Kysely<Schema>, kind: 'sqlite' | 'postgres') {
    this.#db = db;
    this.kind = kind;
  }

  /** Opens (and creates) the store. SQLite runs in WAL mode: a killed process loses no commit. */
  static async open(config: StoreConfig): Promise<Store> {
    let store: Store;
    if ('sqlite' in config) {
      const db = new Database(config.sqlite);
      db.pragma('journal_mode = WAL');
      // NORMAL keeps every commit across a killed process (the WAL is in the OS's hands); only a
      // power cut could lose the last moments, which FULL would cost an fsync per card to prevent.
      db.pragma('synchronous = NORMAL');
      db.pragma('busy_timeout = 5000');
      store = new Store(new Kysely<Schema>({ dialect: new SqliteDialect({ database: db }) }), 'sqlite');
      store.#sqlite = db;
    } else {
      const pool = new pg.Pool({ connectionString: config.postgres, max: 10 });
      store = new Store(new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) }), 'postgres');
    }
    await store.#migrate();
    return store;
  }

  /** The store chosen by the environment: DATABASE_URL (PostgreSQL), else `tenace.db` in the data folder. */
  static configFromEnv(env: NodeJS.ProcessEnv, dataDir: string): StoreConfig {
    const url = env.DATABASE_URL;
    if (url !== undefined && url !== '') return { postgres: url };
    mkdirSync(dataDir, { recursive: true });
    return { sqlite: join(dataDir, 'tenace.db') };
  }

  async #migrate(): Promise<void> {
    const big = this.kind === 'postgres' ? 'bigint' : 'integer';
    await this.#db.schema
      .createTable('tenace_tables')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('seats', 'text', (c) => c.notNull())
      .addColumn('host_seat', 'text')
      .addColumn('session_id', 'text')
      .addColumn('match_id', 'text')
      .addColumn('table_no', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('seed', 'text')
      .addColumn('created_at', big, (c) => c.notNull())
      .execute();
    await this.#db.schema
      .createTable('tenace_sessions')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('boards', 'text', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('created_at', big, (c) => c.notNull())
      .execute();
    await this.#db.schema
      .createTable('tenace_deals')
      .ifNotExists()
      .addColumn('table_id', 'text', (c) => c.notNull())
      .addColumn('deal_no', 'integer', (c) => c.notNull())
      .addColumn('setup', 'text', (c) => c.notNull())
      .addColumn('info', 'text', (c) => c.notNull())
      .addColumn('result', 'text')
      .addColumn('finished_at', big)
      .addPrimaryKeyConstraint('tenace_deals_pk', ['table_id', 'deal_no'])
      .execute();
    await this.#db.schema
      .createTable('tenace_events')
      .ifNotExists()
      .addColumn('table_id', 'text', (c) => c.notNull())
      .addColumn('deal_no', 'integer', (c) => c.notNull())
      .addColumn('v', 'integer', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('alert', 'text')
      .addColumn('at', big, (c) => c.notNull())
      .addPrimaryKeyConstraint('tenace_events_pk', ['table_id', 'deal_no', 'v'])
      .execute();
    await this.#db.schema
      .createTable('tenace_chat')
      .ifNotExists()
      .addColumn('id', this.kind === 'postgres' ? 'serial' : 'integer', (c) =>
        this.kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('table_id', 'text', (c) => c.notNull())
      .addColumn('line', 'text', (c) => c.notNull())
      .execute();
    await this.#db.schema
      .createIndex('tenace_chat_table')
      .ifNotExists()
      .on('tenace_chat')
      .columns(['table_id', 'id'])
      .execute();
  }

  async insertSession(row: SessionRow): Promise<void> {
    await this.#db.insertInto('tenace_sessions').values(row).execute();
  }

  async insertTable(row: TableRow): Promise<void> {
    await this.#db.insertInto('tenace_tables').values(row).execute();
  }

  /** Changes a table's settings, seats or status (never its history). */
  async updateTable(
    id: string,
    changes: Partial<Pick<TableRow, 'settings' | 'seats' | 'status' | 'name'>>,
  ): Promise<void> {
    await this.#db.updateTable('tenace_tables').set(changes).where('id', '=', id).execute();
  }

  /** Stores a new deal (a bridge board or a whist hand): its setup is the hidden part. */
  async startDeal(
    tableId: string,
    dealNo: number,
    setup: BoardSetup | WhistSetup,
    info: unknown,
  ): Promise<void> {
    await this.#db
      .insertInto('tenace_deals')
      .values({
        table_id: tableId,
        deal_no: dealNo,
        setup: JSON.stringify(setup),
        info: JSON.stringify(info),
        result: null,
        finished_at: null,
      })
      .execute();
  }

  async appendEvent(
    tableId: string,
    dealNo: number,
    event: BoardEvent | TableEvent | WhistEvent,
    alert: string | null,
    at: number,
  ): Promise<void> {
    const row = { table_id: tableId, deal_no: dealNo, v: event.v, event: JSON.stringify(event), alert, at };
    if (this.#sqlite === null) {
      // PostgreSQL: one insert in flight at a time; the events that arrive meanwhile go together
      // in the next one (a single statement, so all or nothing), and each caller hears back
      // once its row is committed. Idle tables wait for nobody; busy ones share round trips.
      return new Promise<void>((resolve, reject) => {
        this.#pending.push({ row, resolve, reject });
        if (!this.#flushScheduled) {
          this.#flushScheduled = true;
          void this.#flushPostgres();
        }
      });
    }
    // Group commit: every event appended in this turn of the event loop goes into one
    // transaction, and each caller hears back only once that transaction has committed.
    return new Promise<void>((resolve, reject) => {
      this.#pending.push({ row, resolve, reject });
      if (this.#flushScheduled) return;
      this.#flushScheduled = true;
      setImmediate(() => this.#flush());
    });
  }

  async #flushPostgres(): Promise<void> {
    // 6 parameters a row: a thousand rows stay far below PostgreSQL's 65,535 parameters.
    while (this.#pending.length > 0) {
      const batch = this.#pending.splice(0, 1000);
      try {
        await this.#db
          .insertInto('tenace_events')
          .values(batch.map((p) => p.row))
          .execute();
        for (const p of batch) p.resolve();
      } catch {
        // One bad row must not sink the others' events: each goes alone, in order.
        for (const p of batch) {
          try {
            await this.#db.insertInto('tenace_events').values(p.row).execute();
            p.resolve();
          } catch (error) {
            p.reject(error);
          }
        }
      }
    }
    this.#flushScheduled = false;
  }

  #flush(): void {
    this.#flushScheduled = false;
    const batch = this.#pending;
    this.#pending = [];
    if (batch.length === 0) return;
    try {
      this.#insertEvents ??= this.#prepareInsert();
      this.#insertEvents(batch.map((p) => p.row));
    } catch {
      // One bad row must not sink the others' events: each goes alone, and only its own caller hears of a failure.
      for (const p of batch) {
        try {
          (this.#insertEvents as (rows: readonly EventsTable[]) => void)([p.row]);
          p.resolve();
        } catch (error) {
          p.reject(error);
        }
      }
      return;
    }
    for (const p of batch) p.resolve();
  }

  #prepareInsert(): (rows: readonly EventsTable[]) => void {
    const db = this.#sqlite as Database.Database;
    const insert = db.prepare(
      'insert into tenace_events (table_id, deal_no, v, event, alert, at) values (@table_id, @deal_no, @v, @event, @alert, @at)',
    );
    return db.transaction((rows: readonly EventsTable[]) => {
      for (const row of rows) insert.run(row);
    });
  }

  async finishDeal(
    tableId: string,
    dealNo: number,
    result: BoardResult | WhistHandResult,
    at: number,
  ): Promise<void> {
    await this.#db
      .updateTable('tenace_deals')
      .set({ result: JSON.stringify(result), finished_at: at })
      .where('table_id', '=', tableId)
      .where('deal_no', '=', dealNo)
      .execute();
  }

  async addChat(tableId: string, line: unknown): Promise<void> {
    await this.#db
      .insertInto('tenace_chat')
      .values({ table_id: tableId, line: JSON.stringify(line) })
      .execute();
  }

  async sessions(): Promise<SessionRow[]> {
    const rows = await this.#db.selectFrom('tenace_sessions').selectAll().execute();
    return rows.map((r) => ({ ...r, created_at: Number(r.created_at) }));
  }

  /** Every table with what it needs to continue: deals, the open deal's events, the last 50 chat lines. */
  async tables(): Promise<StoredTable[]> {
    const rows = await this.#db.selectFrom('tenace_tables').selectAll().orderBy('created_at').execute();
    const deals = await this.#db
      .selectFrom('tenace_deals')
      .selectAll()
      .orderBy('table_id')
      .orderBy('deal_no')
      .execute();
    const open = await this.#db
      .selectFrom('tenace_events')
      .innerJoin('tenace_deals', (j) =>
        j
          .onRef('tenace_deals.table_id', '=', 'tenace_events.table_id')
          .onRef('tenace_deals.deal_no', '=', 'tenace_events.deal_no'),
      )
      .where('tenace_deals.result', 'is', null)
      .select([
        'tenace_events.table_id',
        'tenace_events.v',
        'tenace_events.event',
        'tenace_events.alert',
        'tenace_events.at',
      ])
      .orderBy('tenace_events.table_id')
      .orderBy('tenace_events.v')
      .execute();
    const chat = await this.#db.selectFrom('tenace_chat').selectAll().orderBy('id').execute();
    const byTable = <T extends { table_id: string }>(list: readonly T[]) => {
      const map = new Map<string, T[]>();
      for (const item of list) {
        const entry = map.get(item.table_id);
        if (entry === undefined) map.set(item.table_id, [item]);
        else entry.push(item);
      }
      return map;
    };
    const dealsOf = byTable(deals);
    const eventsOf = byTable(open);
    const chatOf = byTable(chat);
    return rows.map((row) => ({
      row: { ...row, created_at: Number(row.created_at) },
      deals: (dealsOf.get(row.id) ?? []).map((d) => ({
        dealNo: d.deal_no,
        setup: JSON.parse(d.setup) as BoardSetup,
        info: JSON.parse(d.info) as unknown,
        result: d.result === null ? null : (JSON.parse(d.result) as BoardResult),
      })),
      events: (eventsOf.get(row.id) ?? []).map((e) => ({
        event: JSON.parse(e.event) as BoardEvent,
        alert: e.alert,
        at: Number(e.at),
      })),
      chat: (chatOf.get(row.id) ?? []).slice(-50).map((c) => JSON.parse(c.line) as unknown),
    }));
  }

  /** One deal's setup and full log (the events, and with their alerts and times in `log`), for hand records. */
  async deal(
    tableId: string,
    dealNo: number,
  ): Promise<{
    setup: BoardSetup;
    result: BoardResult | null;
    events: BoardEvent[];
    log: StoredEvent[];
  } | null> {
    const row = await this.#db
      .selectFrom('tenace_deals')
      .selectAll()
      .where('table_id', '=', tableId)
      .where('deal_no', '=', dealNo)
      .executeTakeFirst();
    if (row === undefined) return null;
    const events = await this.#db
      .selectFrom('tenace_events')
      .select(['event', 'alert', 'at'])
      .where('table_id', '=', tableId)
      .where('deal_no', '=', dealNo)
      .orderBy('v')
      .execute();
    const log = events.map((e) => ({
      event: JSON.parse(e.event) as BoardEvent,
      alert: e.alert,
      at: Number(e.at),
    }));
    return {
      setup: JSON.parse(row.setup) as BoardSetup,
      result: row.result === null ? null : (JSON.parse(row.result) as BoardResult),
      events: log.map((e) => e.event),
      log,
    };
  }

  async close(): Promise<void> {
    this.#flush();
    await this.#db.destroy();
  }
}
