import { fail, ok, type Result } from '../errors.js';
import { imps } from './imps.js';
import { checkPoints } from './input.js';

export interface ButlerSettings {
  /** How many of the highest and, separately, of the lowest scores to leave out of the datum; default 1. */
  readonly butlerTrim: number;
}

export interface ButlerBoard {
  /** The board's datum: the trimmed mean of the North-South scores, rounded to a multiple of 10. */
  readonly datum: number;
  /** North-South IMPs per result against the datum, in the order given (East-West get the negatives). */
  readonly imps: readonly number[];
}

export interface CrossImpsSettings {
  /** Divide each sum by the number of comparisons (n − 1) to keep the scale near Butler's; default false. */
  readonly average: boolean;
}

function checkScores(scores: readonly number[]): Result<readonly number[]> {
  for (const score of scores) {
    const checked = checkPoints(score, 'a score', 'ein Ergebnis');
    if (!checked.ok) return checked;
  }
  return ok(scores);
}

/**
 * Rounds to the nearest multiple of 10; a mean exactly halfway (…5) goes away from zero, so the
 * datum for East-West is always the negative of North-South's.
 */
function roundToTen(sum: number, count: number): number {
  const divisor = 10 * count;
  const size = Math.abs(sum);
  const quotient = Math.floor(size / divisor);
  const remainder = size - quotient * divisor;
  const rounded = (2 * remainder >= divisor ? quotient + 1 : quotient) * 10;
  return sum < 0 ? 0 - rounded : rounded;
}

/** Butler datum of a board: drop the `trim` highest and `trim` lowest NS scores, average the rest, round to 10 (…5 away from zero). */
export function butlerDatum(scores: readonly number[], trim = 1): Result<number> {
  const checked = checkScores(scores);
  if (!checked.ok) return checked;
  if (!Number.isInteger(trim) || trim < 0 || scores.length - 2 * trim < 1) {
    return fail(
      'BAD_INPUT',
      `cannot leave out ${trim} high and ${trim} low scores from ${scores.length} and still keep one`,
      `aus ${scores.length} Ergebnissen lassen sich nicht ${trim} hohe und ${trim} niedrige streichen, ohne dass keines übrig bleibt`,
    );
  }
  const kept = [...scores].sort((a, b) => a - b).slice(trim, scores.length - trim);
  return ok(
    roundToTen(
      kept.reduce((a, b) => a + b, 0),
      kept.length,
    ),
  );
}

/** Butler scoring of a board: each NS score gets IMP(score − datum). */
export function butler(
  scores: readonly number[],
  settings: Partial<ButlerSettings> = {},
): Result<ButlerBoard> {
  const datum = butlerDatum(scores, settings.butlerTrim ?? 1);
  if (!datum.ok) return datum;
  return ok({ datum: datum.value, imps: scores.map((s) => imps(s - datum.value)) });
}

/** Cross-IMPs of a board: each NS score against every other one, IMPs summed (optionally divided by n − 1). */
export function crossImps(
  scores: readonly number[],
  settings: Partial<CrossImpsSettings> = {},
): Result<readonly number[]> {
  const checked = checkScores(scores);
  if (!checked.ok) return checked;
  const sums = scores.map((own, i) => {
    let sum = 0;
    for (const [j, other] of scores.entries()) if (j !== i) sum += imps(own - other);
    return sum;
  });
  if (!settings.average || scores.length < 2) return ok(sums);
  return ok(sums.map((sum) => sum / (scores.length - 1)));
}
