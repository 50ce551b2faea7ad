import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import {
  BridgeBoard,
  boardToRecord,
  parsePbn,
  type RecordInfo,
  recordToBoard,
  SEATS,
  type Seat,
  whistRules,
  writeLin,
  writePbn,
} from '@tenace/engine';
import { type DdPool, dealerPar } from '@tenace/solver';
import { createNodePool } from '@tenace/solver/node';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { WebSocket } from 'ws';
import type { TableActor } from './actor.js';
import { Club, type LobbyError, tableNotFound } from './club.js';
import { type Connection, sendError } from './connection.js';
import { joinPbnGames, tableModeRecord } from './director.js';
import {
  ClientMessageSchema,
  CreateTableSchema,
  JoinSchema,
  MAX_MESSAGE_BYTES,
  type ProtocolErrorCode,
} from './protocol.js';
import { defaultRunner, type RobotRunner } from './robots.js';
import { Store, type StoreConfig } from './store.js';
import { WhistTable } from './whist-table.js';

// The HTTP and WebSocket face of the club. Every frame is size-checked, rate-limited and
// validated (zod) before a table sees it; anything malformed is answered with an error code
// and the connection stays open. The lobby, hand records and PBN analysis are plain HTTP.

/** How to start a server. */
export interface ServerOptions {
  readonly store: StoreConfig;
  /** Default 8080; 0 picks a free port. */
  readonly port?: number;
  readonly host?: string;
  /** Robots' runner; default: worker threads when compiled, else the main thread. */
  readonly robots?: RobotRunner;
  /** The web client's built files; default packages/web/dist when it exists. */
  readonly webRoot?: string | null;
  /** Messages per second a connection may send (bursts of twice as many). */
  readonly rateLimit?: number;
  /** Tables not yet over that the club holds at most; more are refused with `TABLE_LIMIT` (default 2,000; 0: no limit). */
  readonly maxTables?: number;
  /** Tables one client address may create per minute (default 60; 0: no limit). */
  readonly createRate?: number;
  readonly now?: () => number;
  /** Log lines (default: stderr). */
  readonly log?: (message: string) => void;
}

/** A running server: its address, its club, and how to stop it. */
export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly club: Club;
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

/** The web client's build, if it has been built. */
export function defaultWebRoot(): string | null {
  const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
  return existsSync(`${dist}index.html`) ? dist : null;
}

interface Bucket {
  tokens: number;
  at: number;
  warned: number;
}

function errorBody(code: ProtocolErrorCode | string, message: string, messageDe: string) {
  return { error: { code, message, messageDe } };
}

function sendLobbyError(reply: FastifyReply, e: LobbyError) {
  return reply
    .code(e.status)
    .send({ error: { code: e.error.code, message: e.error.message, messageDe: e.error.messageDe } });
}

/** Table creations per client address in a sliding minute; `perMinute` 0 lets everything through. */
function creationLimiter(perMinute: number, now: () => number) {
  const recent = new Map<string, number[]>();
  return {
    take(address: string): boolean {
      if (perMinute <= 0) return true;
      const t = now();
      if (recent.size > 10_000) {
        for (const [key, times] of recent) if ((times.at(-1) ?? 0) <= t - 60_000) recent.delete(key);
      }
      const times = (recent.get(address) ?? []).filter((x) => x > t - 60_000);
      if (times.length >= perMinute) {
        recent.set(address, times);
        return false;
      }
      times.push(t);
      recent.set(address, times);
      return true;
    },
  };
}

function zodProblem(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const first = issues[0];
  if (first === undefined) return 'malformed';
  const path = first.path.map(String).join('.');
  return path === '' ? first.message : `${path}: ${first.message}`;
}

/** Starts the club and listens. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const log = options.log ?? ((m: string) => console.error(m));
  const now = options.now ?? Date.now;
  const store = await Store.open(options.store);
  let publicUrl = '';
  const club = await Club.open({
    store,
    robots: options.robots ?? defaultRunner(),
    now,
    publicUrl: () => publicUrl,
    log,
  });
  const rate = options.rateLimit ?? 20;
  const maxTables = options.maxTables ?? 2000;
  const creations = creationLimiter(options.createRate ?? 60, now);
  let pool: DdPool | null = null;

  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  app.get('/api/health', async () => {
    const memory = process.memoryUsage();
    return {
      ok: true,
      tables: club.tables().length,
      store: store.kind,
      memory: { rss: memory.rss, heapUsed: memory.heapUsed },
    };
  });

  /** Server-side latency of actions (frame in → event out to every socket); `?reset=1` starts afresh. */
  app.get<{ Querystring: { reset?: string } }>('/api/metrics', async (request) => {
    const latency = club.latency.summary();
    if (request.query.reset === '1') club.latency.reset();
    const cpu = process.cpuUsage();
    return { latencyMs: latency, cpuMs: (cpu.user + cpu.system) / 1000, tables: club.tables().length };
  });

  app.get('/api/tables', async () => ({ tables: club.tables().map((t) => t.info()) }));

  app.post('/api/tables', async (request, reply) => {
    const parsed = CreateTableSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const whist = parsed.error.issues.find((i) => i.path[0] === 'settings' && i.path[1] === 'whist');
      if (whist !== undefined) {
        // Bad house rules: the engine's own check names the option in both languages.
        const rules = whistRules((request.body as { settings?: { whist?: unknown } }).settings?.whist);
        const problem = zodProblem([whist]);
        return reply
          .code(400)
          .send(
            rules.ok
              ? errorBody(
                  'BAD_WHIST_OPTION',
                  `Bid Whist house rules: ${problem}`,
                  `Bid-Whist-Hausregeln: ${problem}`,
                )
              : errorBody('BAD_WHIST_OPTION', rules.error.message, rules.error.messageDe),
          );
      }
      const problem = zodProblem(parsed.error.issues);
      return reply
        .code(400)
        .send(
          errorBody(
            'BAD_MESSAGE',
            `The table request is malformed (${problem})`,
            `Die Tisch-Anfrage ist fehlerhaft (${problem})`,
          ),
        );
    }
    const wanted = parsed.data.kind === 'teams' ? 2 : 1;
    const live = club.tables().filter((t) => t.info().status !== 'over').length;
    if (maxTables > 0 && live + wanted > maxTables) {
      return reply
        .code(503)
        .send(
          errorBody(
            'TABLE_LIMIT',
            `This server holds ${maxTables} tables in play, its limit; try again when some have finished`,
            `Dieser Server hat ${maxTables} laufende Tische, seine Grenze; bitte später erneut versuchen, wenn einige beendet sind`,
          ),
        );
    }
    if (!creations.take(request.ip)) {
      return reply
        .code(429)
        .send(
          errorBody(
            'RATE_LIMITED',
            'Too many tables created from this address in the last minute; wait a moment',
            'Zu viele Tische von dieser Adresse in der letzten Minute; bitte einen Moment warten',
          ),
        );
    }
    const created = await club.create(parsed.data);
    if (!created.ok) return sendLobbyError(reply, created.error);
    return reply.code(201).send(created.value);
  });

  const withTable = (id: string, reply: FastifyReply): TableActor | null => {
    const table = club.table(id);
    if (table === undefined) {
      void sendLobbyError(reply, tableNotFound(id));
      return null;
    }
    return table;
  };

  app.get<{ Params: { id: string } }>('/api/tables/:id', async (request, reply) => {
    const table = withTable(request.params.id, reply);
    if (table === null) return reply;
    return { table: table.info(), scores: table.scores() };
  });

  app.post<{ Params: { id: string } }>('/api/tables/:id/join', async (request, reply) => {
    const parsed = JoinSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const problem = zodProblem(parsed.error.issues);
      return reply
        .code(400)
        .send(
          errorBody(
            'BAD_MESSAGE',
            `The join request is malformed (${problem})`,
            `Die Beitritts-Anfrage ist fehlerhaft (${problem})`,
          ),
        );
    }
    const joined = await club.join(request.params.id, parsed.data.seat, parsed.data.name);
    if (!joined.ok) return sendLobbyError(reply, joined.error);
    return reply.code(201).send(joined.value);
  });

  app.get<{ Params: { id: string } }>('/api/tables/:id/deals', async (request, reply) => {
    const table = withTable(request.params.id, reply);
    if (table === null) return reply;
    return { deals: table.finishedDeals() };
  });

  /** The hand record of a finished deal, replayed from its log (the log is the truth). */
  const recordInfoOf = (table: TableActor): RecordInfo => {
    const info = table.info();
    const players: Partial<Record<Seat, string>> = {};
    for (const seat of SEATS) {
      const s = info.seats[seat];
      players[seat] = s.occupant === 'robot' ? 'Robot' : (s.name ?? seat);
    }
    const date = new Date(info.createdAt).toISOString().slice(0, 10).replaceAll('-', '.');
    const recordInfo: RecordInfo = {
      event: info.name,
      site: 'Tenace',
      date,
      scoring:
        info.kind === 'rubber' || info.kind === 'chicago' ? 'Rubber' : info.kind === 'teams' ? 'IMP' : 'MP',
      players,
    };
    return recordInfo;
  };
  const recordOf = async (table: TableActor, n: number) => {
    const stored = await store.deal(table.id, n);
    if (stored === null || stored.result === null) return null;
    const board = BridgeBoard.replay(stored.setup, stored.events);
    if (!board.ok) throw new Error(`table ${table.id} deal ${n}: ${board.error.message}`);
    return boardToRecord(board.value.state(), recordInfoOf(table));
  };
  /** A table-mode board's record (PBN 2.1 with its irregularities, or our JSON), replayed from its log. */
  const tableModeRecordOf = async (table: TableActor, n: number, format: 'pbn' | 'json') => {
    const stored = await store.deal(table.id, n);
    if (stored === null || stored.result === null) return null;
    const record = tableModeRecord(stored.setup, stored.events, recordInfoOf(table), format);
    if (!record.ok) throw new Error(`table ${table.id} deal ${n}: ${record.error.message}`);
    return record.value;
  };

  app.get<{ Params: { id: string; file: string } }>('/api/tables/:id/deals/:file', async (request, reply) => {
    const table = withTable(request.params.id, reply);
    if (table === null) return reply;
    if (table instanceof WhistTable) return whistRecord(table, request.params.file, reply);
    const tableMode = table.info().settings.mode === 'table';
    const m = (tableMode ? /^(\d{1,5})\.(pbn|json)$/ : /^(\d{1,5})\.(pbn|lin)$/).exec(request.params.file);
    if (m === null) {
      return reply
        .code(404)
        .send(
          tableMode
            ? errorBody(
                'NOT_FOUND',
                'Ask for <deal>.pbn or <deal>.json (LIN has no marks for irregularities)',
                'Fragen Sie nach <Spiel>.pbn oder <Spiel>.json (LIN kennt keine Regelwidrigkeiten)',
              )
            : errorBody(
                'NOT_FOUND',
                'Ask for <deal>.pbn or <deal>.lin',
                'Fragen Sie nach <Spiel>.pbn oder <Spiel>.lin',
              ),
        );
    }
    const n = Number(m[1]);
    if (!table.isDealFinished(n)) {
      return reply
        .code(409)
        .send(
          errorBody(
            'DEAL_NOT_OVER',
            `Deal ${n} is not over: hand records are shown after the deal`,
            `Spiel ${n} ist nicht beendet: Spielprotokolle gibt es nach dem Spiel`,
          ),
        );
    }
    if (tableMode) {
      const format = m[2] === 'json' ? 'json' : 'pbn';
      const text = await tableModeRecordOf(table, n, format);
      if (text === null)
        return reply.code(404).send(errorBody('NOT_FOUND', `No deal ${n}`, `Kein Spiel ${n}`));
      return format === 'json'
        ? reply.type('application/json; charset=utf-8').send(text)
        : reply.type('application/x-chess-pbn; charset=utf-8').send(text);
    }
    const record = await recordOf(table, n);
    if (record === null)
      return reply.code(404).send(errorBody('NOT_FOUND', `No deal ${n}`, `Kein Spiel ${n}`));
    if (m[2] === 'pbn') return reply.type('application/x-chess-pbn; charset=utf-8').send(writePbn([record]));
    return reply.type('text/plain; charset=utf-8').send(`${writeLin(record)}\n`);
  });

  /** A finished whist hand in the WHN text format (docs/bid-whist.md), replayed from its log. */
  const whistRecord = async (table: WhistTable, file: string, reply: FastifyReply) => {
    const m = /^(\d{1,5})\.whn$/.exec(file);
    if (m === null) {
      return reply
        .code(404)
        .send(
          errorBody(
            'NOT_FOUND',
            'Ask for <hand>.whn at a Bid Whist table',
            'Fragen Sie an einem Bid-Whist-Tisch nach <Spiel>.whn',
          ),
        );
    }
    const n = Number(m[1]);
    if (!table.isDealFinished(n)) {
      return reply
        .code(409)
        .send(
          errorBody(
            'DEAL_NOT_OVER',
            `Hand ${n} is not over: hand records are shown after the hand`,
            `Spiel ${n} ist nicht beendet: Spielprotokolle gibt es nach dem Spiel`,
          ),
        );
    }
    const text = await table.record(n);
    if (text === null) return reply.code(404).send(errorBody('NOT_FOUND', `No hand ${n}`, `Kein Spiel ${n}`));
    return reply.type('text/plain; charset=utf-8').send(text);
  };

  /** Every finished hand of a whist table, WHN records one after the other (a blank line between). */
  app.get<{ Params: { id: string } }>('/api/tables/:id/records.whn', async (request, reply) => {
    const table = withTable(request.params.id, reply);
    if (table === null) return reply;
    if (!(table instanceof WhistTable)) {
      return reply
        .code(404)
        .send(
          errorBody(
            'NOT_FOUND',
            'WHN records are kept at Bid Whist tables; ask for records.pbn here',
            'WHN-Protokolle gibt es an Bid-Whist-Tischen; hier records.pbn verwenden',
          ),
        );
    }
    const texts: string[] = [];
    for (const d of table.finishedDeals()) {
      const text = await table.record(d.deal.deal);
      if (text !== null) texts.push(text);
    }
    return reply.type('text/plain; charset=utf-8').send(texts.join('\n'));
  });

  app.get<{ Params: { id: string } }>('/api/tables/:id/records.pbn', async (request, reply) => {
    const table = withTable(request.params.id, reply);
    if (table === null) return reply;
    if (table instanceof WhistTable) {
      return reply
        .code(404)
        .send(
          errorBody(
            'NOT_FOUND',
            'A Bid Whist table keeps WHN records: ask for records.whn',
            'Ein Bid-Whist-Tisch führt WHN-Protokolle: records.whn verwenden',
          ),
        );
    }
    if (table.info().settings.mode === 'table') {
      const games: string[] = [];
      for (const d of table.finishedDeals()) {
        const text = await tableModeRecordOf(table, d.deal.deal, 'pbn');
        if (text !== null) games.push(text);
      }
      return reply.type('application/x-chess-pbn; charset=utf-8').send(joinPbnGames(games));
    }
    const records = [];
    for (const d of table.finishedDeals()) {
      const r = await recordOf(table, d.deal.deal);
      if (r !== null) records.push(r);
    }
    return reply.type('application/x-chess-pbn; charset=utf-8').send(writePbn(records));
  });

  app.addContentTypeParser(
    ['application/x-chess-pbn', 'text/x-pbn'],
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );

  /** PBN upload: every board played back through the engine, with its double-dummy table and par. */
  app.post('/api/analysis', async (request, reply) => {
    const body = request.body;
    const text =
      typeof body === 'string'
        ? body
        : typeof (body as { pbn?: unknown })?.pbn === 'string'
          ? (body as { pbn: string }).pbn
          : null;
    if (text === null) {
      return reply
        .code(400)
        .send(
          errorBody(
            'BAD_MESSAGE',
            'Send a PBN file as the body (text/plain)',
            'Senden Sie eine PBN-Datei als Inhalt (text/plain)',
          ),
        );
    }
    const parsed = parsePbn(text);
    if (!parsed.ok) return reply.code(400).send({ error: parsed.error });
    const records = parsed.value;
    if (records.length > 64) {
      return reply
        .code(413)
        .send(
          errorBody(
            'BAD_MESSAGE',
            `At most 64 boards per upload, not ${records.length}`,
            `Höchstens 64 Boards je Upload, nicht ${records.length}`,
          ),
        );
    }
    pool ??= createNodePool({ workers: 1 });
    const complete = records.map((r) => SEATS.every((s) => r.deal[s].length === 13));
    const tables = await pool.ddTables(records.filter((_, i) => complete[i]).map((r) => r.deal));
    let k = 0;
    const boards = records.map((record, i) => {
      const played = recordToBoard(record);
      const dd = complete[i] ? tables[k++] : undefined;
      const table = dd?.ok ? dd.value : null;
      return {
        board: record.board ?? null,
        dealer: record.dealer,
        vulnerability: record.vulnerability,
        deal: record.deal,
        contract: record.contract ?? null,
        result: played.ok ? BridgeBoard.fromState(played.value).result() : null,
        playedBack: played.ok ? null : played.error,
        ddTable: table,
        par: table === null ? null : dealerPar(table, record.dealer, record.vulnerability),
      };
    });
    return { boards };
  });

  // ─── the WebSocket ──────────────────────────────────────────────────────────────────────

  app.get('/ws', { websocket: true }, (socket: WebSocket) => {
    const connection: Connection = {
      socket,
      role: null,
      seat: null,
      watch: null,
      table: null,
      name: null,
    };
    const bucket: Bucket = { tokens: 2 * rate, at: now(), warned: 0 };
    socket.on('message', (data, isBinary) => {
      try {
        receive(connection, bucket, data as Buffer | Buffer[] | ArrayBuffer, isBinary);
      } catch (error) {
        log(
          `a message could not be handled: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        sendError(connection, {
          code: 'BAD_MESSAGE',
          message: 'The message could not be handled',
          messageDe: 'Die Nachricht ließ sich nicht verarbeiten',
        });
      }
    });
    socket.on('close', () => connection.table?.dropped(connection));
    socket.on('error', () => connection.table?.dropped(connection));
  });

  const receive = (
    connection: Connection,
    bucket: Bucket,
    data: Buffer | Buffer[] | ArrayBuffer,
    isBinary: boolean,
  ) => {
    const t = now();
    bucket.tokens = Math.min(2 * rate, bucket.tokens + ((t - bucket.at) / 1000) * rate);
    bucket.at = t;
    if (bucket.tokens < 1) {
      // One warning a second at most: the error itself must not become a flood.
      if (t - bucket.warned >= 1000) {
        bucket.warned = t;
        sendError(connection, {
          code: 'RATE_LIMITED',
          message: `Too many messages: at most ${rate} a second`,
          messageDe: `Zu viele Nachrichten: höchstens ${rate} pro Sekunde`,
        });
      }
      return;
    }
    bucket.tokens -= 1;
    const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (buffer.length > MAX_MESSAGE_BYTES) {
      sendError(connection, {
        code: 'MESSAGE_TOO_LARGE',
        message: `A message may hold at most ${MAX_MESSAGE_BYTES} bytes, not ${buffer.length}`,
        messageDe: `Eine Nachricht darf höchstens ${MAX_MESSAGE_BYTES} Bytes haben, nicht ${buffer.length}`,
      });
      return;
    }
    let json: unknown;
    try {
      if (isBinary) throw new Error('binary');
      json = JSON.parse(buffer.toString('utf8'));
    } catch {
      sendError(connection, {
        code: 'BAD_MESSAGE',
        message: 'A message must be one JSON object in a text frame',
        messageDe: 'Eine Nachricht muss ein JSON-Objekt in einem Textrahmen sein',
      });
      return;
    }
    const parsed = ClientMessageSchema.safeParse(json);
    const id =
      typeof (json as { id?: unknown })?.id === 'string' || Number.isInteger((json as { id?: unknown })?.id)
        ? (json as { id: string | number }).id
        : undefined;
    if (!parsed.success) {
      const problem = zodProblem(parsed.error.issues);
      sendError(
        connection,
        {
          code: 'BAD_MESSAGE',
          message: `The message is malformed (${problem})`,
          messageDe: `Die Nachricht ist fehlerhaft (${problem})`,
        },
        typeof id === 'string' && id.length > 64 ? undefined : id,
      );
      return;
    }
    const message = parsed.data;
    if (connection.table !== null) {
      connection.table.handle(connection, message);
      return;
    }
    if (message.type !== 'hello') {
      sendError(
        connection,
        {
          code: 'HELLO_FIRST',
          message: 'Say hello to a table first',
          messageDe: 'Zuerst mit hello an einen Tisch setzen',
        },
        message.id,
      );
      return;
    }
    if (connection.role !== null) {
      // The connection was seated and lost its seat (taken over): it may not join anew.
      sendError(connection, {
        code: 'ALREADY_JOINED',
        message: 'This connection has already joined a table',
        messageDe: 'Diese Verbindung sitzt schon an einem Tisch',
      });
      return;
    }
    const table = club.table(message.table);
    if (table === undefined) {
      const e = tableNotFound(message.table);
      sendError(connection, e.error, message.id);
      return;
    }
    table.hello(connection, message);
  };

  // ─── the web client ─────────────────────────────────────────────────────────────────────

  const webRoot = options.webRoot === undefined ? defaultWebRoot() : options.webRoot;
  if (webRoot !== null) {
    await app.register(fastifyStatic, { root: webRoot, wildcard: false });
    // The client routes its own pages (/t/<table>…): every other GET outside /api gets index.html.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/ws') {
        return reply.sendFile('index.html');
      }
      return reply
        .code(404)
        .send(errorBody('NOT_FOUND', `Nothing at ${request.url}`, `Nichts unter ${request.url}`));
    });
  } else {
    app.get('/', async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><meta charset="utf-8"><title>Tenace</title><p>The Tenace table server is running. The web client has not been built (packages/web/dist); the lobby API is at <a href="/api/tables">/api/tables</a>, the protocol in docs/protocol.md.</p>',
        ),
    );
  }

  const address = await app.listen({ port: options.port ?? 8080, host: options.host ?? '127.0.0.1' });
  const port = Number(new URL(address).port);
  const host =
    options.host === undefined || options.host === '0.0.0.0' || options.host === '127.0.0.1'
      ? 'localhost'
      : options.host;
  publicUrl = `http://${host}:${port}`;

  return {
    url: publicUrl,
    port,
    club,
    app,
    async close() {
      await app.close();
      await club.close();
      if (pool !== null) await pool.close();
    },
  };
}
