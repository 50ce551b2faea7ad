// Table server benchmark: many tables, each with four fast scripted clients over loopback
// WebSockets (robots' thinking excluded: the clients decide with the cheap random robot from
// what the server sent them). The server runs as its own process (`bin/tenace-server.js`, a
// fresh SQLite file in a temporary folder), so its memory is its own.
//
// Measures: completed boards per minute, latency from sending an action to receiving its event
// (the acting client's own `event`, matched by request id; p50/p99), server memory per table,
// the machine's load. Writes JSON to bench/results/server-<tables>t-<think>ms.json.
//
// Usage: npm run build && node bench/server.mjs [--tables 500] [--seconds 60] [--warmup 10] [--think 0] [--url http://…]
//
// With --think 0 every client acts the moment it may: a closed loop that keeps the server busy,
// so the latency then measures the server's queue at full load. --think N waits N ms before
// each action on average (uniformly from half to one and a half times that; a fast player),
// which measures the latency at that offered load.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededRandom } from '@tenace/engine';
import { randomRobot } from '@tenace/robots';
import WebSocket from 'ws';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const TABLES = Number(option('tables', '500'));
const SECONDS = Number(option('seconds', '60'));
const WARMUP = Number(option('warmup', '10'));
/** Milliseconds a client waits before each action (0: at once, a closed loop that saturates the server). */
const THINK = Number(option('think', '0'));

const dir = mkdtempSync(join(tmpdir(), 'tenace-bench-server-'));
// --url drives a server that is already running (e.g. one started with --cpu-prof) instead of a child.
const external = option('url', null);
const server = external
  ? null
  : spawn(process.execPath, [new URL('../packages/server/bin/tenace-server.js', import.meta.url).pathname], {
      env: {
        ...process.env,
        PORT: '0',
        TENACE_DATA_DIR: dir,
        TENACE_CREATE_RATE: '0',
        TENACE_MAX_TABLES: String(2 * TABLES + 10),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
const base =
  external ??
  (await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk.toString();
      const m = /open (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    server.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  }));
const wsUrl = `${base.replace('http', 'ws')}/ws`;
const health = async () => (await (await fetch(`${base}/api/health`)).json()).memory;

/** The server process's CPU time (user + system, ms), as it reports it. */
async function serverCpuMs() {
  return (await (await fetch(`${base}/api/metrics`)).json()).cpuMs;
}

let measuring = false;
/** Players hold back until every table is seated, so the ramp does not load the server. */
let go = false;
const latencies = [];
let boards = 0;
let actions = 0;
let errors = 0;
const errorCodes = {};

/** One scripted player: acts whenever its legal actions say so; times each action to its event. */
function player(seat, random) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl);
    const robot = randomRobot(random);
    const sent = new Map();
    let deal = 0;
    let view = null;
    let legal = [];
    let events = [];
    let actedAt = '';
    let next = 1;
    const acknowledge = (id) => {
      const at = sent.get(id);
      if (at === undefined) return;
      if (measuring) {
        latencies.push(performance.now() - at);
        actions++;
      }
      sent.delete(id);
    };
    const consider = () => {
      if (!go || view === null || view.phase === 'over') return;
      const answering = legal.some((a) => a.type === 'acceptClaim' || a.type === 'acceptUndo');
      const playable = legal.filter((a) =>
        answering
          ? a.type.startsWith('accept') || a.type.startsWith('reject')
          : a.type === 'call' || a.type === 'play',
      );
      if (playable.length === 0) return;
      const key = `${deal}:${view.version}`;
      if (actedAt === key) return;
      actedAt = key;
      const action = robot.decide({ view, legal: playable, events });
      const id = next++;
      const send = () => {
        sent.set(id, performance.now());
        socket.send(JSON.stringify({ type: 'action', id, deal, action }));
      };
      // Thinking times vary (half to one and a half times --think), so tables do not move in step.
      if (THINK > 0) setTimeout(send, THINK * (0.5 + Math.random()));
      else send();
    };
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'hello', table: seat.table, token: seat.token }));
      resolve({ socket, start: consider });
    });
    socket.on('error', reject);
    socket.on('message', (data) => {
      const text = data.toString();
      // A client that is not asked to act needs nothing but its acknowledgement: reading only
      // the head of such a frame keeps the clients' share of this machine small, so that the
      // figures measure the server. (The events list is left empty: the random robot reads it
      // only to judge claims, and nobody claims here.)
      if (text.startsWith('{"type":"event"') && !/"legal":\[\{"type":"(call|play|accept)/.test(text)) {
        const ack = /^\{"type":"event","id":(\d+)/.exec(text);
        if (ack !== null) acknowledge(Number(ack[1]));
        return;
      }
      const m = JSON.parse(text);
      switch (m.type) {
        case 'welcome':
          if (m.deal !== null) {
            deal = m.deal.deal;
            view = m.view;
            legal = m.legal;
            events = [];
          }
          break;
        case 'deal':
          deal = m.deal.deal;
          view = m.view;
          legal = m.legal;
          events = [];
          break;
        case 'event': {
          if (m.id !== undefined) acknowledge(m.id);
          view = m.view;
          legal = m.legal;
          break;
        }
        case 'dealOver':
          if (measuring && seat.seat === 'N') boards++;
          return;
        case 'error':
          errors++;
          errorCodes[m.code] = (errorCodes[m.code] ?? 0) + 1;
          actedAt = '';
          return;
        default:
          return;
      }
      consider();
    });
  });
}

const load0 = loadavg();
const memory0 = await health();
const started = performance.now();
// First every table (they wait for their players), then every player, ten at a time.
const create = async (t) => {
  const response = await fetch(`${base}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'pairs',
      seats: { N: 'human', E: 'human', W: 'human' },
      settings: { length: 16, stopSeconds: 0, kibitzers: 'none' },
      seed: `bench-${t}`,
    }),
  });
  return (await response.json()).seats;
};
const seats = [];
for (let t = 0; t < TABLES; t += 10) {
  const batch = await Promise.all(Array.from({ length: Math.min(10, TABLES - t) }, (_, i) => create(t + i)));
  seats.push(...batch.flat());
}
const memoryTables = await health();
const players = [];
for (let i = 0; i < seats.length; i += 50) {
  const batch = seats.slice(i, i + 50);
  players.push(
    ...(await Promise.all(batch.map((seat) => player(seat, seededRandom(`${seat.table}:${seat.seat}`))))),
  );
}
const sockets = players.map((p) => p.socket);
await new Promise((r) => setTimeout(r, 1000));
go = true;
for (const p of players) p.start();
const rampMs = performance.now() - started;
await new Promise((r) => setTimeout(r, WARMUP * 1000));
measuring = true;
await fetch(`${base}/api/metrics?reset=1`);
const clientCpu0 = process.cpuUsage();
const cpu0 = await serverCpuMs();
const t0 = performance.now();
const load1 = [];
const sampler = setInterval(() => load1.push(loadavg()[0]), 5000);
await new Promise((r) => setTimeout(r, SECONDS * 1000));
measuring = false;
clearInterval(sampler);
const elapsed = (performance.now() - t0) / 1000;
const cpu1 = await serverCpuMs();
const clientCpu = process.cpuUsage(clientCpu0);
const metrics = await (await fetch(`${base}/api/metrics`)).json();
const memory1 = await health();
for (const s of sockets) s.terminate();
if (server !== null) {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}
rmSync(dir, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const pct = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
const result = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  tables: TABLES,
  clients: TABLES * 4,
  thinkMs: THINK,
  seconds: Math.round(elapsed),
  rampSeconds: Math.round(rampMs / 100) / 10,
  boardsPerMinute: Math.round((boards / elapsed) * 60),
  actionsPerSecond: Math.round(actions / elapsed),
  latencyMs: { p50: round(pct(50)), p90: round(pct(90)), p99: round(pct(99)), max: round(latencies.at(-1)) },
  /** Inside the server: from the action's frame to its event handed to every socket (mailbox, engine, commit, fan-out). */
  serverLatencyMs: {
    count: metrics.latencyMs.count,
    p50: round(metrics.latencyMs.p50),
    p90: round(metrics.latencyMs.p90),
    p99: round(metrics.latencyMs.p99),
    max: round(metrics.latencyMs.max),
  },
  serverCpuPercent: round(((cpu1 - cpu0) / (elapsed * 1000)) * 100),
  clientCpuPercent: round(((clientCpu.user + clientCpu.system) / 1000 / (elapsed * 1000)) * 100),
  memory: {
    rssBeforeMb: round(memory0.rss / 2 ** 20),
    rssAfterMb: round(memory1.rss / 2 ** 20),
    perTableKb: round((memory1.rss - memory0.rss) / TABLES / 1024),
    /** Tables created and waiting, before any player joined. */
    idlePerTableKb: round((memoryTables.rss - memory0.rss) / TABLES / 1024),
    heapPerTableKb: round((memory1.heapUsed - memory0.heapUsed) / TABLES / 1024),
  },
  errors,
  errorCodes,
  loadAverage: { before: load0.map(round), during: load1.map(round) },
};
function round(x) {
  return Math.round(x * 10) / 10;
}
mkdirSync(new URL('results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL(`results/server-${TABLES}t-${THINK}ms.json`, import.meta.url),
  `${JSON.stringify(result, null, 2)}\n`,
);
console.log(
  `${TABLES} tables, ${TABLES * 4} clients, think ${THINK} ms, ${result.seconds} s: ${result.boardsPerMinute} boards/min, ${result.actionsPerSecond} actions/s, latency p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms (max ${result.latencyMs.max}) at the clients, p50 ${result.serverLatencyMs.p50} ms, p99 ${result.serverLatencyMs.p99} ms inside the server; server CPU ${result.serverCpuPercent}%, clients' CPU ${result.clientCpuPercent}%, memory ${result.memory.perTableKb} KB per table (heap ${result.memory.heapPerTableKb} KB); load before ${result.loadAverage.before.join(' ')}, during ${result.loadAverage.during.join(' ')}; errors ${errors} ${JSON.stringify(errorCodes)}`,
);
