import { fail, ok, type Result } from '@tenace/engine';
import { setTableMemory } from './transposition.js';

/**
 * Sets how much memory (MB, 4 to 4096) the solver's transposition table may use in this thread;
 * the default of 128 keeps a worker under 256 MB. A full table drops its cheaper entries, which
 * costs time, not correctness.
 */
export function setSolverMemoryLimit(mb: number): Result<number> {
  if (typeof mb !== 'number' || !Number.isInteger(mb) || mb < 4 || mb > 4096) {
    return fail(
      'BAD_INPUT',
      `the solver's memory limit is a whole number of MB from 4 to 4096, not ${String(mb)}`,
      `die Speichergrenze des Lösers ist eine ganze Zahl MB von 4 bis 4096, nicht ${String(mb)}`,
    );
  }
  return ok(setTableMemory(mb));
}
