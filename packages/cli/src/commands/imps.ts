import { IMP_UPPER_BOUNDS, imps, makeError } from '@tenace/engine';
import type { CliIo } from '../io.js';
import { EXIT_OK, type OutputOptions, printJson, reportError } from '../output.js';

/** `tenace imps <difference>`: IMPs for a net point difference (L78B), with the band it falls in. */
export function runImps(io: CliIo, text: string, options: OutputOptions): number {
  const difference = Number(text);
  if (text.trim() === '' || !Number.isFinite(difference)) {
    const error = makeError(
      'BAD_INPUT',
      `"${text}" is not a point difference (e.g. 450 or -30)`,
      `"${text}" ist keine Punktdifferenz (z. B. 450 oder -30)`,
    );
    return reportError(io, error, options);
  }
  const result = imps(difference);
  const band = Math.abs(result);
  const low = band === 0 ? 0 : (IMP_UPPER_BOUNDS[band - 1] ?? 0) + 10;
  const high = IMP_UPPER_BOUNDS[band];
  if (options.json) {
    printJson(io, { difference, imps: result, band: { from: low, to: high ?? null } });
  } else {
    const range = high === undefined ? `${low} and more` : `${low}–${high}`;
    io.out(`${difference} points = ${result > 0 ? '+' : ''}${result} IMPs (band ${range})\n`);
  }
  return EXIT_OK;
}
