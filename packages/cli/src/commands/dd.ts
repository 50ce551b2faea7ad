import { availableParallelism } from 'node:os';
import {
  type Deal,
  fail,
  isCompleteDeal,
  ok,
  parseDeal,
  type Result,
  SEATS,
  type Strain,
  type TenaceError,
  TenaceException,
} from '@tenace/engine';
import { type DdPool, type DdTable, ddTable } from '@tenace/solver';
import { createNodePool } from '@tenace/solver/node';
import type { CliIo } from '../io.js';
import { EXIT_OK, EXIT_PARTIAL, errorObject, type OutputOptions, printJson, reportError } from '../output.js';

/** Strains in the order of the JSON object and the grid: C D H S NT. */
const STRAIN_ORDER: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];

export interface DdCommandOptions {
  /** Worker threads (text from the command line); default every core. */
  readonly threads?: string;
}

/** Reads `--threads`: a whole number from 1 to 256; default every core. */
export function parseThreads(text: string | undefined): Result<number> {
  if (text === undefined) return ok(availableParallelism());
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || n < 1 || n > 256) {
    return fail(
      'BAD_INPUT',
      `--threads "${text}" is not a number of threads (1 to 256)`,
      `--threads "${text}" ist keine Anzahl von Threads (1 bis 256)`,
    );
  }
  return ok(n);
}

/** Reads a full deal such as "N:AKQ2.J93.K42.T83 ...": four hands of 13 cards. */
export function parseFullDeal(text: string): Result<Deal> {
  const deal = parseDeal(text, { strict: true });
  if (!deal.ok) return deal;
  if (!isCompleteDeal(deal.value)) {
    return fail(
      'BAD_DEAL',
      `"${text}" is not a full deal: every hand needs 13 cards`,
      `"${text}" ist keine vollständige Verteilung: jede Hand braucht 13 Karten`,
    );
  }
  return deal;
}

/** The table as the documented JSON object: seats N E S W, strains C D H S NT, declarer's tricks. */
export function tableJson(table: DdTable): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const seat of SEATS) {
    const row: Record<string, number> = {};
    for (const strain of STRAIN_ORDER) row[strain] = table[seat][strain];
    out[seat] = row;
  }
  return out;
}

/** The table as a grid: a row per declarer, a column per strain. */
export function tableText(table: DdTable, lang: 'en' | 'de' = 'en'): string {
  const title =
    lang === 'de'
      ? 'Double-Dummy-Stiche des Alleinspielers (Zeile) in jeder Farbe (Spalte)'
      : 'Double-dummy tricks for each declarer (row) in each strain (column)';
  const head = `   ${STRAIN_ORDER.map((s) => s.padStart(3)).join('')}`;
  const rows = SEATS.map(
    (seat) =>
      `${lang === 'de' && seat === 'E' ? 'O' : seat}  ${STRAIN_ORDER.map((s) => String(table[seat][s]).padStart(3)).join('')}`,
  );
  return `${title}\n${head}\n${rows.join('\n')}\n`;
}

/** Turns a pool rejection (cancelled, closed) into an error value. */
export function poolFailure(error: unknown): TenaceError {
  if (error instanceof TenaceException) return error.error;
  const text = error instanceof Error ? error.message : String(error);
  return {
    code: 'WORKER_FAILED',
    message: `the solver pool failed: ${text}`,
    messageDe: `der Solver-Pool ist gescheitert: ${text}`,
  };
}

/** `tenace dd "<deal>"`: the DD table of one deal, solved in this thread. */
export function runDd(io: CliIo, dealText: string, options: OutputOptions): number {
  const deal = parseFullDeal(dealText);
  if (!deal.ok) return reportError(io, deal.error, options);
  const table = ddTable(deal.value);
  if (!table.ok) return reportError(io, table.error, options);
  if (options.json) printJson(io, tableJson(table.value));
  else io.out(tableText(table.value, options.lang));
  return EXIT_OK;
}

/**
 * `tenace dd --jsonl`: one deal per input line, one table (or error object naming the line) per
 * output line, in input order. With more than one thread the deals go to a worker pool and each
 * line is written as soon as it and every line before it are done.
 */
export async function runDdLines(
  io: CliIo,
  options: DdCommandOptions,
  makePool: (workers: number) => DdPool = (workers) => createNodePool({ workers }),
): Promise<number> {
  const threads = parseThreads(options.threads);
  if (!threads.ok) return reportError(io, threads.error, { json: true });
  const entries: { line: number; deal: Result<Deal> }[] = [];
  let lineNumber = 0;
  for await (const line of io.lines()) {
    lineNumber++;
    if (line.trim() === '') continue;
    entries.push({ line: lineNumber, deal: parseFullDeal(line.trim()) });
  }
  const outputs: (string | undefined)[] = new Array(entries.length).fill(undefined);
  let written = 0;
  let failures = 0;
  const settle = (i: number, result: Result<DdTable>) => {
    const entry = entries[i] as { line: number };
    if (result.ok) outputs[i] = JSON.stringify(tableJson(result.value));
    else {
      failures++;
      outputs[i] = JSON.stringify({
        line: entry.line,
        ...errorObject({ ...result.error, line: entry.line }),
      });
    }
    while (written < outputs.length && outputs[written] !== undefined) io.out(`${outputs[written++]}\n`);
  };
  const good = entries.flatMap((e, i) => (e.deal.ok ? [{ i, deal: e.deal.value }] : []));
  entries.forEach((e, i) => {
    if (!e.deal.ok) settle(i, e.deal);
  });
  if (threads.value === 1 || good.length <= 1) {
    for (const { i, deal } of good) settle(i, ddTable(deal));
  } else {
    const pool = makePool(Math.min(threads.value, good.length));
    try {
      await pool.ddTables(
        good.map((g) => g.deal),
        { onProgress: (p) => settle((good[p.index] as { i: number }).i, p.result as Result<DdTable>) },
      );
    } catch (error) {
      return reportError(io, poolFailure(error), { json: true });
    } finally {
      await pool.close();
    }
  }
  return failures === 0 ? EXIT_OK : EXIT_PARTIAL;
}
