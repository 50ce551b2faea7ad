import {
  type Card,
  type Deal,
  fail,
  type Result,
  type Seat,
  type Strain,
  type Vulnerability,
} from '@tenace/engine';
import { setSolverMemoryLimit } from '../memory.js';
import { type DdPar, par } from '../par.js';
import type { DdPosition } from '../position.js';
import { type DdCardSolution, type DdSolution, type SolveCardsOptions, solve, solveCards } from '../solve.js';
import { type DdTable, ddTable } from '../table.js';
import { playTrace } from '../trace.js';

// The messages between a pool and its workers, shared by the Node and the browser adapters.
// Everything in them is plain JSON-like data, so both structured clone (postMessage) and a
// JSON transport carry them unchanged.

/** One piece of work for a worker: the arguments of one public solver function. */
export type DdTask =
  | { readonly kind: 'ddTable'; readonly deal: Deal }
  | { readonly kind: 'solve'; readonly position: DdPosition; readonly strain: Strain }
  | {
      readonly kind: 'solveCards';
      readonly position: DdPosition;
      readonly strain: Strain;
      readonly options?: SolveCardsOptions;
    }
  | {
      readonly kind: 'playTrace';
      readonly deal: Deal;
      readonly strain: Strain;
      readonly leader?: Seat;
      readonly cards: readonly Card[];
    }
  | {
      readonly kind: 'par';
      readonly deal: Deal;
      readonly vulnerability: Vulnerability;
      readonly dealer?: Seat;
    };

export type DdTaskKind = DdTask['kind'];

/** What each kind of task gives when it succeeds. */
export interface DdTaskValues {
  readonly ddTable: DdTable;
  readonly solve: DdSolution;
  readonly solveCards: DdCardSolution;
  readonly playTrace: number[];
  readonly par: DdPar & { readonly table: DdTable };
}

/** Pool to worker: a task with the number its reply will carry. */
export interface TaskMessage {
  readonly id: number;
  readonly task: DdTask;
}

/** Pool to worker, before its first task: settings for this worker's solver. */
export interface ConfigureMessage {
  readonly configure: {
    /** Memory for the transposition table, MB (`setSolverMemoryLimit`). */
    readonly memoryMb: number;
  };
}

/** Anything the pool sends to a worker. */
export type PoolMessage = TaskMessage | ConfigureMessage;

/** Worker to pool: the result of task `id` (a solver error is a result, not a failure). */
export interface ReplyMessage {
  readonly id: number;
  readonly result: Result<unknown>;
  /** Milliseconds the worker spent on the task. */
  readonly ms?: number;
}

const KINDS: readonly DdTaskKind[] = ['ddTable', 'solve', 'solveCards', 'playTrace', 'par'];

/** Runs one task in this thread with the public solver functions; never throws. */
export function runTask(task: DdTask): Result<unknown> {
  if (typeof task !== 'object' || task === null || !KINDS.includes(task.kind)) {
    return fail(
      'BAD_INPUT',
      `not a solver task: ${JSON.stringify(task)?.slice(0, 80)}`,
      `keine Aufgabe für den Solver: ${JSON.stringify(task)?.slice(0, 80)}`,
    );
  }
  try {
    switch (task.kind) {
      case 'ddTable':
        return ddTable(task.deal);
      case 'solve':
        return solve(task.position, task.strain);
      case 'solveCards':
        return solveCards(task.position, task.strain, task.options);
      case 'playTrace':
        return playTrace(task.deal, task.strain, task.leader, task.cards);
      case 'par':
        return par(task.deal, task.vulnerability, task.dealer);
    }
  } catch (error) {
    // A throw here is a solver bug or a malformed message; the worker stays usable because every
    // solver call starts from a cleared table.
    const text = error instanceof Error ? error.message : String(error);
    return fail('WORKER_FAILED', `the solver failed: ${text}`, `der Solver ist gescheitert: ${text}`);
  }
}

/**
 * The worker side of the protocol (both worker entries call this): answers a task, applies a
 * configuration (no answer).
 */
export function answer(message: PoolMessage): ReplyMessage | null {
  if ('configure' in message) {
    setSolverMemoryLimit(message.configure.memoryMb);
    return null;
  }
  const start = performance.now();
  const result = runTask(message.task);
  return { id: message.id, result, ms: performance.now() - start };
}
