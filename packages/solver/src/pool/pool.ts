import {
  type Card,
  type Deal,
  fail,
  makeError,
  type Result,
  type Seat,
  type Strain,
  TenaceException,
  type Vulnerability,
} from '@tenace/engine';
import type { DdPosition } from '../position.js';
import type { SolveCardsOptions } from '../solve.js';
import type { DdTask, DdTaskValues, PoolMessage, ReplyMessage } from './protocol.js';

// The pool itself knows nothing of threads: it schedules tasks on `WorkerPort`s made by a
// factory. The Node adapter (node.ts) makes them from worker_threads, the browser adapter
// (browser.ts) from Web Workers; tests may pass their own.

/** One worker as the pool sees it. */
export interface WorkerPort {
  /** Sends a task (answered by a `ReplyMessage` of the same id) or a configuration (not answered). */
  post(message: PoolMessage): void;
  /** Registers the handlers (called once, before the first `post`). */
  listen(onReply: (reply: ReplyMessage) => void, onFailure: (reason: string) => void): void;
  /** Stops the worker at once, a running task included. */
  terminate(): Promise<void> | void;
  /** Told whether a task is running, so an idle worker need not keep a process alive. */
  setBusy?(busy: boolean): void;
}

/** Makes a new worker. */
export type WorkerFactory = () => WorkerPort;

/** Progress of a batch, reported after each finished task. */
export interface DdProgress {
  /** Tasks of the batch finished so far. */
  readonly done: number;
  readonly total: number;
  /** Input position of the task that just finished. */
  readonly index: number;
  readonly result: Result<unknown>;
  /** Milliseconds the worker spent on it (absent when the worker failed). */
  readonly ms?: number;
}

export interface DdBatchOptions {
  /** Aborting rejects the batch with `CANCELLED`: its queued tasks are dropped, its running workers stopped. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: DdProgress) => void;
}

/** A request for `DdPool.solve` and `DdPool.solveCards`. */
export interface DdSolveRequest {
  readonly position: DdPosition;
  readonly strain: Strain;
  /** For `solveCards` only: the cards to value and the first guess (`SolveCardsOptions`). */
  readonly options?: SolveCardsOptions;
}

/** A request for `DdPool.playTrace`. */
export interface DdTraceRequest {
  readonly deal: Deal;
  readonly strain: Strain;
  readonly leader?: Seat;
  readonly cards: readonly Card[];
}

/** A request for `DdPool.par`. */
export interface DdParRequest {
  readonly deal: Deal;
  readonly vulnerability: Vulnerability;
  readonly dealer?: Seat;
}

interface Batch {
  readonly results: (Result<unknown> | undefined)[];
  done: number;
  settled: boolean;
  readonly onProgress: ((progress: DdProgress) => void) | undefined;
  readonly resolve: (results: Result<unknown>[]) => void;
  readonly reject: (error: unknown) => void;
  readonly cleanup: () => void;
}

interface Job {
  readonly id: number;
  readonly task: DdTask;
  readonly batch: Batch;
  readonly index: number;
}

interface Slot {
  readonly port: WorkerPort;
  job: Job | null;
}

function poolError(code: 'CANCELLED' | 'POOL_CLOSED', en: string, de: string): TenaceException {
  return new TenaceException(makeError(code, en, de));
}

const cancelled = () => poolError('CANCELLED', 'the batch was cancelled', 'der Auftrag wurde abgebrochen');
const closedError = () =>
  poolError('POOL_CLOSED', 'the solver pool is closed', 'der Solver-Pool ist geschlossen');

/**
 * A pool of double-dummy workers. Each batch method takes a list and resolves to one result per
 * item, in input order; a bad item gives its own error result and the others go on. A batch
 * rejects (with a `TenaceException`) only when it is cancelled (`CANCELLED`) or the pool is
 * closed (`POOL_CLOSED`); a worker that dies gives `WORKER_FAILED` for its task and is replaced.
 */
export class DdPool {
  /** The most workers running at once. */
  readonly size: number;
  private readonly factory: WorkerFactory;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  /** Transposition-table memory of each worker in MB, or undefined for the solver's default. */
  readonly memoryMb: number | undefined;

  constructor(factory: WorkerFactory, size: number, options: { readonly memoryMb?: number } = {}) {
    if (!Number.isInteger(size) || size < 1) {
      throw new RangeError(`a pool needs at least one worker, not ${size}`);
    }
    const mb = options.memoryMb;
    if (mb !== undefined && (!Number.isInteger(mb) || mb < 4 || mb > 4096)) {
      throw new RangeError(`a worker's table memory is 4 to 4096 MB, not ${mb}`);
    }
    this.factory = factory;
    this.size = size;
    this.memoryMb = mb;
  }

  /** Double-dummy tables of full deals (`ddTable`). */
  ddTables(deals: readonly Deal[], options?: DdBatchOptions): Promise<Result<DdTaskValues['ddTable']>[]> {
    return this.run(
      deals.map((deal) => ({ kind: 'ddTable', deal })),
      options,
    ) as Promise<Result<DdTaskValues['ddTable']>[]>;
  }

  /** Double-dummy values of positions (`solve`). */
  solve(
    requests: readonly DdSolveRequest[],
    options?: DdBatchOptions,
  ): Promise<Result<DdTaskValues['solve']>[]> {
    return this.run(
      requests.map((r) => ({ kind: 'solve', position: r.position, strain: r.strain })),
      options,
    ) as Promise<Result<DdTaskValues['solve']>[]>;
  }

  /** Values of every playable card of positions (`solveCards`). */
  solveCards(
    requests: readonly DdSolveRequest[],
    options?: DdBatchOptions,
  ): Promise<Result<DdTaskValues['solveCards']>[]> {
    return this.run(
      requests.map((r) => ({
        kind: 'solveCards',
        position: r.position,
        strain: r.strain,
        ...(r.options === undefined ? {} : { options: r.options }),
      })),
      options,
    ) as Promise<Result<DdTaskValues['solveCards']>[]>;
  }

  /** Double-dummy values along plays (`playTrace`). */
  playTrace(
    requests: readonly DdTraceRequest[],
    options?: DdBatchOptions,
  ): Promise<Result<DdTaskValues['playTrace']>[]> {
    return this.run(
      requests.map((r) => ({
        kind: 'playTrace',
        deal: r.deal,
        strain: r.strain,
        cards: r.cards,
        ...(r.leader === undefined ? {} : { leader: r.leader }),
      })),
      options,
    ) as Promise<Result<DdTaskValues['playTrace']>[]>;
  }

  /** Par of deals with their tables (`par`). */
  par(requests: readonly DdParRequest[], options?: DdBatchOptions): Promise<Result<DdTaskValues['par']>[]> {
    return this.run(
      requests.map((r) => ({
        kind: 'par',
        deal: r.deal,
        vulnerability: r.vulnerability,
        ...(r.dealer === undefined ? {} : { dealer: r.dealer }),
      })),
      options,
    ) as Promise<Result<DdTaskValues['par']>[]>;
  }

  /** Runs tasks of any kinds; results in input order. */
  run(tasks: readonly DdTask[], options: DdBatchOptions = {}): Promise<Result<unknown>[]> {
    if (this.closed) return Promise.reject(closedError());
    const signal = options.signal;
    if (signal?.aborted) return Promise.reject(cancelled());
    if (tasks.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      const onAbort = () => this.cancel(batch);
      const batch: Batch = {
        results: new Array(tasks.length).fill(undefined),
        done: 0,
        settled: false,
        onProgress: options.onProgress,
        resolve,
        reject,
        cleanup: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      tasks.forEach((task, index) => {
        this.queue.push({ id: this.nextId++, task, batch, index });
      });
      this.pump();
    });
  }

  /** Workers started and not yet stopped. */
  get workers(): number {
    return this.slots.length;
  }

  /** Tasks waiting for a worker. */
  get pending(): number {
    return this.queue.length;
  }

  /**
   * Stops every worker and rejects the batches still open with `POOL_CLOSED`. Resolves when the
   * workers have ended; the pool takes no more work.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const open = new Set<Batch>(this.queue.map((job) => job.batch));
    for (const slot of this.slots) if (slot.job) open.add(slot.job.batch);
    this.queue.length = 0;
    const ports = this.slots.splice(0).map((slot) => slot.port);
    for (const batch of open) this.settle(batch, closedError());
    await Promise.all(ports.map((port) => port.terminate()));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.job === null);
      if (slot === undefined) {
        if (this.slots.length >= this.size) return;
        slot = this.spawn();
      }
      const job = this.queue.shift() as Job;
      slot.job = job;
      slot.port.setBusy?.(true);
      slot.port.post({ id: job.id, task: job.task });
    }
  }

  private spawn(): Slot {
    const port = this.factory();
    const slot: Slot = { port, job: null };
    port.listen(
      (reply) => this.onReply(slot, reply),
      (reason) => this.onFailure(slot, reason),
    );
    if (this.memoryMb !== undefined) port.post({ configure: { memoryMb: this.memoryMb } });
    this.slots.push(slot);
    return slot;
  }

  private onReply(slot: Slot, reply: ReplyMessage): void {
    const job = slot.job;
    if (job === null || reply.id !== job.id) return;
    slot.job = null;
    slot.port.setBusy?.(false);
    this.finish(job, reply.result, reply.ms);
    this.pump();
  }

  private onFailure(slot: Slot, reason: string): void {
    const at = this.slots.indexOf(slot);
    if (at < 0) return; // stopped on purpose
    this.slots.splice(at, 1);
    void slot.port.terminate();
    const job = slot.job;
    slot.job = null;
    if (job !== null) {
      this.finish(
        job,
        fail(
          'WORKER_FAILED',
          `a solver worker failed: ${reason}`,
          `ein Solver-Worker ist ausgefallen: ${reason}`,
        ),
      );
    }
    this.pump();
  }

  private finish(job: Job, result: Result<unknown>, ms?: number): void {
    const batch = job.batch;
    if (batch.settled) return;
    batch.results[job.index] = result;
    batch.done++;
    batch.onProgress?.({
      done: batch.done,
      total: batch.results.length,
      index: job.index,
      result,
      ...(ms === undefined ? {} : { ms }),
    });
    if (batch.done === batch.results.length) this.settle(batch, null);
  }

  private cancel(batch: Batch): void {
    if (batch.settled) return;
    for (let i = this.queue.length - 1; i >= 0; i--) {
      if ((this.queue[i] as Job).batch === batch) this.queue.splice(i, 1);
    }
    // A running task cannot be interrupted inside a synchronous search: its worker is stopped
    // and a fresh one takes its place when there is work.
    for (const slot of [...this.slots]) {
      if (slot.job?.batch !== batch) continue;
      this.slots.splice(this.slots.indexOf(slot), 1);
      slot.job = null;
      void slot.port.terminate();
    }
    this.settle(batch, cancelled());
    this.pump();
  }

  private settle(batch: Batch, error: unknown): void {
    if (batch.settled) return;
    batch.settled = true;
    batch.cleanup();
    if (error === null) batch.resolve(batch.results as Result<unknown>[]);
    else batch.reject(error);
  }
}
