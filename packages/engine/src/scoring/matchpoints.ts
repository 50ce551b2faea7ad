import { ok, type Result } from '../errors.js';
import { checkPoints } from './input.js';

/** Matchpoints of one board in the 2/1/0 scale (L78A), in the order the scores were given. */
export interface BoardMatchpoints {
  /** 2 × (n − 1): what a score that beats every other one earns. */
  readonly top: number;
  /** North-South units per result: 2 per score beaten, 1 per tie. */
  readonly ns: readonly number[];
  /** East-West units per result: top − NS. */
  readonly ew: readonly number[];
  /** NS units as a percentage of the top. */
  readonly nsPercent: readonly number[];
  readonly ewPercent: readonly number[];
}

/**
 * Matchpoints a board from its North-South scores. With a single result the top is 0 and both
 * sides get 50 %, the same as Neuberg factoring would give it.
 */
export function matchpoints(scores: readonly number[]): Result<BoardMatchpoints> {
  for (const score of scores) {
    const checked = checkPoints(score, 'a score', 'ein Ergebnis');
    if (!checked.ok) return checked;
  }
  const top = Math.max(0, 2 * (scores.length - 1));
  const ns = scores.map((own) => {
    let units = 0;
    for (const other of scores) units += own > other ? 2 : own === other ? 1 : 0;
    // The loop also compared the score with itself and counted that as a tie.
    return units - 1;
  });
  const ew = ns.map((units) => top - units);
  const percent = (units: number) => (top === 0 ? 50 : (units / top) * 100);
  return ok({ top, ns, ew, nsPercent: ns.map(percent), ewPercent: ew.map(percent) });
}

/**
 * Neuberg factoring of `units` scored on a board with `n` results to the scale of a board with
 * `N` results: M' = (M + 1) · N / n − 1 in the 2-unit scale. n must be at least 1.
 */
export function neuberg(units: number, n: number, N: number): number {
  return ((units + 1) * N) / n - 1;
}
