import { DdPool, type WorkerPort } from './pool.js';
import type { PoolMessage, ReplyMessage } from './protocol.js';

// The browser adapter: the same pool over Web Workers. Only the few members of `Worker` it uses
// are declared here, so the package needs no DOM typings.

/** The part of a Web Worker the pool uses. */
export interface BrowserWorker {
  postMessage(message: PoolMessage): void;
  terminate(): void;
  onmessage: ((event: { readonly data: ReplyMessage }) => void) | null;
  onerror: ((event: { readonly message?: string }) => void) | null;
  onmessageerror?: ((event: unknown) => void) | null;
}

export interface BrowserPoolOptions {
  /**
   * Makes one worker running `worker-browser.js` of this package, for example
   * `() => new Worker(new URL('@tenace/solver/worker-browser', import.meta.url), { type: 'module' })`
   * (the bundler decides how the URL is written).
   */
  readonly createWorker: () => BrowserWorker;
  /** Number of workers; default `navigator.hardwareConcurrency`, else 2. */
  readonly workers?: number;
  /** Transposition-table memory of each worker, MB (default 128, see `setSolverMemoryLimit`). */
  readonly memoryMb?: number;
}

function browserPort(worker: BrowserWorker): WorkerPort {
  return {
    post: (message) => worker.postMessage(message),
    listen: (onReply, onFailure) => {
      worker.onmessage = (event) => onReply(event.data);
      worker.onerror = (event) => onFailure(event.message ?? 'error in the worker');
      worker.onmessageerror = () => onFailure('a message could not be read');
    },
    terminate: () => worker.terminate(),
  };
}

/** A double-dummy pool on Web Workers. */
export function createBrowserPool(options: BrowserPoolOptions): DdPool {
  const cores = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator
    ?.hardwareConcurrency;
  return new DdPool(
    () => browserPort(options.createWorker()),
    options.workers ?? cores ?? 2,
    options.memoryMb === undefined ? {} : { memoryMb: options.memoryMb },
  );
}
