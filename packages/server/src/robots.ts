import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  type Auction,
  type BoardAction,
  cryptoRandom,
  type Result,
  type Seat,
  seededRandom,
  type Vulnerability,
  type WhistAction,
} from '@tenace/engine';
import {
  type BiddingSystem,
  baselineWhistRobot,
  describeMeaning,
  explainCall,
  parseConventions,
  type Robot,
  type RobotInput,
  randomRobot,
  systemByName,
  systemRobot,
  type WhistRobot,
  type WhistRobotInput,
  whistRobot,
  withConventions,
} from '@tenace/robots';
import type { PartnershipSystem, RobotStrength } from './protocol.js';

// Robots at the server's tables. A robot is handed exactly what a person in its seat would see
// (its view, its legal actions, the events as that seat received them) and answers with one
// action. Deciding can take long (the card-play robot samples layouts and solves them double
// dummy), so the server asks through a runner: in worker threads when the compiled worker is
// there (a slow robot then never holds up another table's players), else on the main thread,
// each decision in its own turn of the event loop.

/** Which robot: its table and seat (each keeps its own random stream), and how strong it plays. */
export interface RobotKey {
  readonly table: string;
  readonly tableNo: 1 | 2;
  readonly seed: string | null;
  readonly seat: Seat;
  readonly strength: RobotStrength;
  /** The system its partnership bids, with the conventions it switched on or off. */
  readonly system: PartnershipSystem;
  /** The opponents' system as they declared it (its card play reads their calls by it); `system` when absent. */
  readonly opponents?: PartnershipSystem;
}

/** The meaning of a call, in English and German. */
export interface MeaningText {
  readonly en: string;
  readonly de: string;
}

/** Decides robots' actions and explains calls. */
export interface RobotRunner {
  decide(key: RobotKey, input: RobotInput): Promise<BoardAction>;
  /** A Bid Whist robot's action (`basic`: the baseline robot, `standard`: the sampling robot). */
  decideWhist(key: RobotKey, input: WhistRobotInput): Promise<WhistAction>;
  explain(
    system: PartnershipSystem,
    auction: Auction,
    vulnerability: Vulnerability,
    index: number,
  ): MeaningText;
  close(): Promise<void>;
}

/** The robots' bidding system for a partnership's setting: the system with its conventions switched on or off. */
export function biddingSystem(setting: PartnershipSystem): Result<BiddingSystem> {
  const system = systemByName(setting.system === 'ForumD' ? 'forumd' : 'sayc');
  if (!system.ok || setting.conventions.length === 0) return system;
  const changes = parseConventions(setting.conventions.join(' '));
  if (!changes.ok) return changes;
  return { ok: true, value: withConventions(system.value, changes.value) };
}

/**
 * The robot of a key: `basic` plays at random among the legal actions, `standard` bids its
 * partnership's system and plays its cards with the card-play robot of @tenace/robots.
 */
export function makeRobot(key: RobotKey): Robot {
  const random =
    key.seed === null
      ? cryptoRandom()
      : seededRandom(`${key.seed}:robot:${key.tableNo}:${key.seat}:${key.strength}`);
  if (key.strength === 'basic') return randomRobot(random);
  const system = biddingSystem(key.system);
  if (!system.ok) throw new Error(`the robot's system: ${system.error.message}`);
  if (key.opponents === undefined) return systemRobot(system.value, random, {});
  const opponents = biddingSystem(key.opponents);
  if (!opponents.ok) throw new Error(`the opponents' system: ${opponents.error.message}`);
  return systemRobot(system.value, random, { opponentSystem: opponents.value });
}

/**
 * The whist robot of a key: `basic` is the rule-based baseline, `standard` the sampling robot of
 * @tenace/robots, seeded by the table's seed (or its id) and seat so that it needs no clock.
 */
export function makeWhistRobot(key: RobotKey): WhistRobot {
  if (key.strength === 'basic') return baselineWhistRobot();
  return whistRobot({ seed: `${key.seed ?? key.table}:whist:${key.tableNo}:${key.seat}` });
}

/** A robot cache keyed by table, seat and strength. */
export class RobotPool {
  readonly #robots = new Map<string, Robot>();
  readonly #whist = new Map<string, WhistRobot>();

  /** The whist robot for a key, made on first use. */
  whistRobot(key: RobotKey): WhistRobot {
    const id = `${key.table}:${key.seat}:${key.strength}`;
    let robot = this.#whist.get(id);
    if (robot === undefined) {
      robot = makeWhistRobot(key);
      this.#whist.set(id, robot);
    }
    return robot;
  }

  /** The robot for a key, made on first use (its random stream then continues). */
  robot(key: RobotKey): Robot {
    const named = (setting: PartnershipSystem | undefined) =>
      setting === undefined ? '' : `${setting.system}:${setting.conventions.join(',')}`;
    const id = `${key.table}:${key.seat}:${key.strength}:${named(key.system)}:${named(key.opponents)}`;
    let robot = this.#robots.get(id);
    if (robot === undefined) {
      robot = makeRobot(key);
      this.#robots.set(id, robot);
    }
    return robot;
  }
}

function explainWith(
  setting: PartnershipSystem,
  auction: Auction,
  vulnerability: Vulnerability,
  index: number,
): MeaningText {
  const system = biddingSystem(setting);
  if (!system.ok) return { en: system.error.message, de: system.error.messageDe };
  const explained = explainCall(system.value, auction, vulnerability, index);
  return { en: describeMeaning(explained.shown, 'en'), de: describeMeaning(explained.shown, 'de') };
}

/** Robots on the main thread, each decision deferred to its own turn of the event loop. */
export function inProcessRunner(): RobotRunner {
  const pool = new RobotPool();
  return {
    decide(key, input) {
      return new Promise((resolve, reject) => {
        setImmediate(() => {
          try {
            resolve(pool.robot(key).decide(input));
          } catch (error) {
            reject(error);
          }
        });
      });
    },
    decideWhist(key, input) {
      return new Promise((resolve, reject) => {
        setImmediate(() => {
          try {
            resolve(pool.whistRobot(key).decide(input));
          } catch (error) {
            reject(error);
          }
        });
      });
    },
    explain: explainWith,
    async close() {},
  };
}

interface Pending {
  resolve(action: BoardAction | WhistAction): void;
  reject(error: Error): void;
}

/** The compiled worker beside this module, or null when running from the TypeScript sources. */
export function robotWorkerFile(): URL | null {
  const file = new URL('./robot-worker.js', import.meta.url);
  return existsSync(fileURLToPath(file)) ? file : null;
}

/**
 * Robots in worker threads: a table's robots always go to the same worker (their random
 * streams stay in one place); a worker that dies is replaced and its questions fail (the
 * table asks again at the next change).
 */
export function workerRunner(
  file: URL,
  workers = Math.max(1, Math.min(2, availableParallelism() - 1)),
): RobotRunner {
  const pending = new Map<number, Pending>();
  let next = 1;
  let closed = false;
  const start = (): Worker => {
    const worker = new Worker(file);
    worker.unref();
    worker.on('message', (reply: { id: number; action?: BoardAction | WhistAction; error?: string }) => {
      const p = pending.get(reply.id);
      if (p === undefined) return;
      pending.delete(reply.id);
      if (reply.action !== undefined) p.resolve(reply.action);
      else p.reject(new Error(reply.error ?? 'the robot worker gave no answer'));
    });
    worker.on('error', (error) => {
      for (const [id, p] of pending) {
        p.reject(error);
        pending.delete(id);
      }
    });
    return worker;
  };
  const pool = Array.from({ length: workers }, start);
  const pick = (table: string) => {
    let h = 0;
    for (let i = 0; i < table.length; i++) h = (h * 31 + table.charCodeAt(i)) | 0;
    const i = Math.abs(h) % pool.length;
    return { worker: pool[i] as Worker, i };
  };
  const ask = <A>(key: RobotKey, input: RobotInput | WhistRobotInput, game: 'bridge' | 'whist') => {
    if (closed) return Promise.reject(new Error('the robot runner is closed'));
    const id = next++;
    const { worker, i } = pick(key.table);
    return new Promise<A>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (action: BoardAction | WhistAction) => void, reject });
      worker.ref();
      try {
        worker.postMessage({ id, key, input, game });
      } catch (error) {
        pending.delete(id);
        pool[i] = start();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }).finally(() => {
      if (pending.size === 0) for (const w of pool) w.unref();
    });
  };
  return {
    decide: (key, input) => ask<BoardAction>(key, input, 'bridge'),
    decideWhist: (key, input) => ask<WhistAction>(key, input, 'whist'),
    explain: explainWith,
    async close() {
      closed = true;
      await Promise.all(pool.map((w) => w.terminate()));
    },
  };
}

/** The worker runner when the compiled worker exists, else robots on the main thread. */
export function defaultRunner(): RobotRunner {
  const file = robotWorkerFile();
  return file === null ? inProcessRunner() : workerRunner(file);
}
