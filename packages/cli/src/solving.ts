import type { Result, TenaceError } from '@tenace/engine';
import { type DdPool, type DdTask, runTask } from '@tenace/solver';
import { Presets, SingleBar } from 'cli-progress';
import { poolFailure } from './commands/dd.js';

/** How a command solves a batch: worker count, the pool it may start, and where a progress bar goes. */
export interface SolveBatchOptions {
  readonly threads: number;
  readonly makePool: (workers: number) => DdPool;
  /** The stream for the progress bar (a terminal), or null for none. */
  readonly progress: NodeJS.WriteStream | null;
  /** cli-progress format line; the preset's default when absent. */
  readonly format?: string;
}

/**
 * Solves the tasks in input order: in this thread with one thread (or one task), otherwise in a
 * pool of at most `threads` workers that is closed afterwards. A progress bar counts the tasks.
 * Each task's own error stays in its result; a failing pool becomes the error of the whole batch.
 */
export async function solveBatch(
  tasks: readonly DdTask[],
  options: SolveBatchOptions,
): Promise<{ ok: true; value: Result<unknown>[] } | { ok: false; error: TenaceError }> {
  const bar =
    options.progress && tasks.length > 0
      ? new SingleBar(
          {
            stream: options.progress,
            clearOnComplete: true,
            hideCursor: true,
            ...(options.format === undefined ? {} : { format: options.format }),
          },
          Presets.shades_classic,
        )
      : null;
  bar?.start(tasks.length, 0);
  try {
    if (options.threads === 1 || tasks.length <= 1) {
      return {
        ok: true,
        value: tasks.map((task) => {
          const result = runTask(task);
          bar?.increment();
          return result;
        }),
      };
    }
    const pool = options.makePool(Math.min(options.threads, tasks.length));
    try {
      return { ok: true, value: await pool.run(tasks, { onProgress: () => bar?.increment() }) };
    } catch (error) {
      return { ok: false, error: poolFailure(error) };
    } finally {
      await pool.close();
    }
  } finally {
    bar?.stop();
  }
}
