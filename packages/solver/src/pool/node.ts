/// <reference types="node" />
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { DdPool, type WorkerPort } from './pool.js';
import type { ReplyMessage } from './protocol.js';

/**
 * V8 limits of each worker: 64 + 16 MB of heap, 16 MB of code, 4 MB of stack. The transposition
 * table's typed arrays live outside the V8 heap and have their own limit (`memoryMb`, 128 MB by
 * default), so a worker stays under 256 MB: 64 + 16 + 16 + 4 + 128 = 228 MB plus the thread's own
 * few MB.
 */
export const DEFAULT_RESOURCE_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 64,
  maxYoungGenerationSizeMb: 16,
  codeRangeSizeMb: 16,
  stackSizeMb: 4,
};

export interface NodePoolOptions {
  /** Number of workers; default: every core (`os.availableParallelism()`). */
  readonly workers?: number;
  /** V8 limits of each worker; default `DEFAULT_RESOURCE_LIMITS`. */
  readonly resourceLimits?: ResourceLimits;
  /** Transposition-table memory of each worker, MB (4 to 4096; default the solver's 128). */
  readonly memoryMb?: number;
  /** The worker script; default: the compiled `worker-node.js` of this package. */
  readonly workerFile?: string | URL;
}

/**
 * The compiled worker next to this module (dist/pool/). When this module runs from the TypeScript
 * sources (vitest), there is no .js beside it and the package's compiled worker is used, so the
 * solver must have been built (`npx tsc -b packages/solver`; `npm test` builds first).
 */
export function defaultWorkerFile(): URL {
  const beside = new URL('./worker-node.js', import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside;
  const built = new URL('../../dist/pool/worker-node.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  throw new Error(
    `the solver worker ${fileURLToPath(built)} does not exist: build the solver first (npx tsc -b packages/solver)`,
  );
}

/** A worker_threads worker as a pool port. */
function nodePort(file: string | URL, resourceLimits: ResourceLimits): WorkerPort {
  const worker = new Worker(file, { resourceLimits });
  return {
    post: (message) => worker.postMessage(message),
    listen: (onReply, onFailure) => {
      worker.on('message', (reply: ReplyMessage) => onReply(reply));
      worker.on('error', (error: Error) => onFailure(error.message));
      worker.on('exit', (code) => onFailure(`the worker exited with code ${code}`));
    },
    terminate: async () => {
      await worker.terminate();
    },
    // An idle worker does not keep the process alive.
    setBusy: (busy) => (busy ? worker.ref() : worker.unref()),
  };
}

/** A double-dummy pool on worker_threads, each worker with bounded V8 heap. */
export function createNodePool(options: NodePoolOptions = {}): DdPool {
  const file = options.workerFile ?? defaultWorkerFile();
  const limits = options.resourceLimits ?? DEFAULT_RESOURCE_LIMITS;
  return new DdPool(
    () => nodePort(file, limits),
    options.workers ?? availableParallelism(),
    options.memoryMb === undefined ? {} : { memoryMb: options.memoryMb },
  );
}
