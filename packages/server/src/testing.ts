import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  BoardAction,
  BoardEvent,
  BoardView,
  RandomSource,
  TableAction,
  TableView,
  VersionOnly,
} from '@tenace/engine';
import { type Robot, randomRobot } from '@tenace/robots';
import WebSocket from 'ws';
import type { Created, ServerMessage } from './protocol.js';
import { inProcessRunner } from './robots.js';
import { type RunningServer, type ServerOptions, startServer } from './server.js';
import { isTableView, strictViewOf } from './table-view.js';

// Helpers for the server's tests and benchmark: servers on loopback with their own SQLite files,
// a WebSocket client that records every message it receives, and a scripted player that plays whatever its seat is asked for, deciding with a
// robot from what the server sent it (so it too sees only its own view).

/** The WebSocket address of a server at `base` (http://…). */
export const wsUrl = (base: string): string => `${base.replace('http', 'ws')}/ws`;

/** The servers of one test file, each with its SQLite file in a folder of its own. */
export interface TestServers {
  /** A fresh temporary folder, removed by `cleanUp`. */
  tempDir(): string;
  /**
   * A server on loopback with its SQLite file in `dir`; scripted players act as fast as robots,
   * so the rate limit is raised except where it is tested. `options` override the defaults.
   */
  start(dir?: string, options?: Partial<Omit<ServerOptions, 'store'>>): Promise<RunningServer>;
  /** Closes a server before the test ends (a restart); `cleanUp` leaves it alone. */
  stop(server: RunningServer): Promise<void>;
  /** A server started elsewhere, to be closed by `cleanUp`. */
  track(server: RunningServer): RunningServer;
  /** Closes every server started and removes every folder (after each test). */
  cleanUp(): Promise<void>;
}

/** Servers for tests; `prefix` names their temporary folders. */
export function testServers(prefix: string): TestServers {
  const servers: RunningServer[] = [];
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  return {
    tempDir,
    async start(dir = tempDir(), options = {}) {
      const s = await startServer({
        store: { sqlite: join(dir, 'tenace.db') },
        port: 0,
        rateLimit: 1000,
        robots: inProcessRunner(),
        webRoot: null,
        log: (m) => console.error(m),
        ...options,
      });
      servers.push(s);
      return s;
    },
    async stop(server) {
      servers.splice(servers.indexOf(server), 1);
      await server.close();
    },
    track(server) {
      servers.push(server);
      return server;
    },
    async cleanUp() {
      for (const s of servers.splice(0)) await s.close();
      for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
    },
  };
}

/** A compiled server (bin/tenace-server.js, as `npm start` runs it) in a child process. */
export interface ChildServer {
  readonly url: string;
  /** Kills the process with SIGKILL (nothing flushed, nothing closed) and waits for it to exit. */
  kill(): Promise<void>;
}

/**
 * Starts the compiled server on a free port with its data in `dir`, as a separate process, for
 * the tests that kill it mid-game; resolves once it prints the address to open.
 */
export function launchCompiledServer(dir: string): Promise<ChildServer> {
  const bin = new URL('../bin/tenace-server.js', import.meta.url);
  if (!existsSync(new URL('../dist/main.js', import.meta.url)))
    return Promise.reject(new Error('build the server first (npm run build)'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin.pathname], {
      env: { ...process.env, PORT: '0', TENACE_DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /open (http:\/\/\S+)/.exec(out);
      if (m?.[1] !== undefined)
        resolve({
          url: m[1],
          kill: () =>
            new Promise<void>((done) => {
              child.once('exit', () => done());
              child.kill('SIGKILL');
            }),
        });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

/** A client over a real WebSocket: sends JSON, records and awaits the server's messages. */
export class TestClient {
  readonly socket: WebSocket;
  /** Every message received, in order, parsed. */
  readonly messages: ServerMessage[] = [];
  /** Every frame received, as sent. */
  readonly frames: string[] = [];
  #waiters: {
    test: (m: ServerMessage) => boolean;
    resolve: (m: ServerMessage) => void;
    reject: (e: Error) => void;
    timer: NodeJS.Timeout;
    keepCursor?: boolean;
  }[] = [];
  #closed: Promise<{ code: number; reason: string }>;
  #cursor = 0;
  #listeners: ((m: ServerMessage) => void)[] = [];

  private constructor(socket: WebSocket) {
    this.socket = socket;
    this.#closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        for (const w of this.#waiters) {
          clearTimeout(w.timer);
          w.reject(new Error(`socket closed (${code}) while waiting`));
        }
        this.#waiters = [];
        resolve({ code, reason: reason.toString() });
      }),
    );
    socket.on('message', (data) => {
      const text = data.toString();
      this.frames.push(text);
      const message = JSON.parse(text) as ServerMessage;
      this.messages.push(message);
      for (const l of this.#listeners) l(message);
      this.#waiters = this.#waiters.filter((w) => {
        if (!w.test(message)) return true;
        if (w.keepCursor !== true) this.#cursor = this.messages.length;
        clearTimeout(w.timer);
        w.resolve(message);
        return false;
      });
    });
  }

  /** Opens a socket to `url` (ws://…/ws). */
  static connect(url: string): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => resolve(new TestClient(socket)));
      socket.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Calls `listener` for every later message. */
  onMessage(listener: (m: ServerMessage) => void): void {
    this.#listeners.push(listener);
  }

  /**
   * The next message of `type` that passes `test`, after the one the previous `next` returned:
   * messages are consumed in order, whether they arrived before the call or after it.
   */
  next<T extends ServerMessage['type']>(
    type: T,
    test: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = 60000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const match = (m: ServerMessage): boolean =>
      m.type === type && test(m as Extract<ServerMessage, { type: T }>);
    const index = this.messages.findIndex((m, i) => i >= this.#cursor && match(m));
    if (index >= 0) {
      this.#cursor = index + 1;
      return Promise.resolve(this.messages[index] as Extract<ServerMessage, { type: T }>);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters = this.#waiters.filter((w) => w.timer !== timer);
        reject(new Error(`no ${type} message within ${timeoutMs} ms`));
      }, timeoutMs);
      this.#waiters.push({ test: match, resolve: resolve as (m: ServerMessage) => void, reject, timer });
    });
  }

  /** The first message of `type` ever received that passes `test`, waiting for it if need be; the cursor of `next` stays. */
  find<T extends ServerMessage['type']>(
    type: T,
    test: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = 60000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const match = (m: ServerMessage): boolean =>
      m.type === type && test(m as Extract<ServerMessage, { type: T }>);
    const seen = this.messages.find(match);
    if (seen !== undefined) return Promise.resolve(seen as Extract<ServerMessage, { type: T }>);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${type} message within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.#waiters.push({
        test: match,
        resolve: resolve as (m: ServerMessage) => void,
        reject,
        timer,
        keepCursor: true,
      });
    });
  }

  /** Sends a message and waits for the reply carrying its id (any type, errors included). */
  async request(
    message: { id: string | number } & Record<string, unknown>,
    timeoutMs = 60000,
  ): Promise<ServerMessage> {
    const from = this.messages.length;
    this.send(message);
    const hasId = (m: ServerMessage) => 'id' in m && m.id === message.id;
    const seen = this.messages.slice(from).find(hasId);
    if (seen !== undefined) return seen;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no reply to ${String(message.id)}`)), timeoutMs);
      this.#waiters.push({ test: hasId, resolve, reject, timer });
    });
  }

  /** Resolves when the socket has closed. */
  closed(): Promise<{ code: number; reason: string }> {
    return this.#closed;
  }

  close(): void {
    this.socket.close();
  }

  /** Cuts the connection without a closing handshake (a dropped network). */
  drop(): void {
    this.socket.terminate();
  }
}

/** What a scripted player knows: the latest view, its legal actions, the events of this deal as received. */
interface PlayerMemory {
  deal: number;
  view: BoardView | null;
  legal: readonly BoardAction[];
  events: (BoardEvent | VersionOnly)[];
  /** The view version at which this player last acted, so it acts once per turn. */
  actedAt: string;
}

/**
 * Plays a seat over the socket: whenever the server says the seat may call, play or answer,
 * a robot decides from what arrived. Returns a function that stops it.
 * `onAct` hears each action sent with the time it was sent (the benchmark's latency clock).
 */
export function playSeat(
  client: TestClient,
  random: RandomSource,
  options: {
    robot?: Robot;
    onAct?: (deal: number, version: number, at: number) => void;
    /** As declarer on lead after this many tricks, claim every remaining trick (once a deal). */
    claimAfter?: number;
  } = {},
): () => void {
  const robot = options.robot ?? randomRobot(random);
  const memory: PlayerMemory = { deal: 0, view: null, legal: [], events: [], actedAt: '' };
  let stopped = false;
  let claimedIn = 0;
  const consider = () => {
    const view = memory.view;
    if (stopped || view === null || view.phase === 'over') return;
    // Answer a pending claim or undo request; otherwise call or play (claims are made below).
    const answering = memory.legal.some((a) => a.type === 'acceptClaim' || a.type === 'acceptUndo');
    const playable = memory.legal.filter((a) =>
      answering
        ? a.type.startsWith('accept') || a.type.startsWith('reject')
        : a.type === 'call' || a.type === 'play',
    );
    if (playable.length === 0) return;
    const key = `${memory.deal}:${view.version}`;
    if (memory.actedAt === key) return;
    memory.actedAt = key;
    const tricks = view.quittedTricks.length;
    if (
      options.claimAfter !== undefined &&
      claimedIn !== memory.deal &&
      tricks >= options.claimAfter &&
      view.contract?.declarer === view.viewer &&
      view.trick?.cards.length === 0 &&
      playable.some((a) => a.type === 'play')
    ) {
      claimedIn = memory.deal;
      options.onAct?.(memory.deal, view.version, performance.now());
      client.send({ type: 'action', deal: memory.deal, action: { type: 'claim', tricks: 13 - tricks } });
      return;
    }
    const action = robot.decide({ view, legal: playable, events: memory.events });
    options.onAct?.(memory.deal, view.version, performance.now());
    client.send({ type: 'action', deal: memory.deal, action });
  };
  const take = (m: ServerMessage): boolean => {
    switch (m.type) {
      case 'welcome':
        if (m.deal !== null && m.view !== null) {
          memory.deal = m.deal.deal;
          memory.view = strictOf(m.view);
          memory.legal = strictActions(m.legal);
          memory.events = [...m.events];
        }
        break;
      case 'deal':
        memory.deal = m.deal.deal;
        memory.view = strictOf(m.view);
        memory.legal = strictActions(m.legal);
        memory.events = [];
        break;
      case 'event':
        if (m.deal !== memory.deal) return false;
        memory.events.push(m.event);
        memory.view = strictOf(m.view);
        memory.legal = strictActions(m.legal);
        break;
      case 'events':
        memory.deal = m.deal;
        memory.view = strictOf(m.view);
        memory.legal = strictActions(m.legal);
        break;
      case 'stop':
        // The stop card came down: look again at what may be done.
        if (m.stop === null) memory.actedAt = '';
        break;
      case 'error':
        // Refused (e.g. the stop card): try again at the next change.
        memory.actedAt = '';
        return false;
      default:
        return false;
    }
    return true;
  };
  // What arrived before the player sat down (the welcome) counts too.
  for (const m of client.messages) take(m);
  client.onMessage((m) => {
    if (take(m)) consider();
  });
  consider();
  return () => {
    stopped = true;
  };
}

/** A view as the scripted player's robot reads it (table-mode views through `strictViewOf`). */
function strictOf(view: BoardView | TableView): BoardView {
  return isTableView(view) ? strictViewOf(view) : view;
}

/** The actions a strict robot knows (table mode also lists decisions, which the scripted player leaves alone). */
function strictActions(legal: readonly (BoardAction | TableAction)[]): BoardAction[] {
  return legal.filter(
    (a): a is BoardAction =>
      a.type !== 'decide' &&
      a.type !== 'expose' &&
      a.type !== 'amendClaim' &&
      a.type !== 'adjust' &&
      a.type !== 'noticeRevoke',
  );
}

/** Creates a table over HTTP. */
export async function createTable(base: string, body: unknown): Promise<Created> {
  const response = await fetch(`${base}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`creating a table: ${response.status} ${await response.text()}`);
  return (await response.json()) as Created;
}
