import { writeFile } from 'node:fs/promises';
import {
  type BoardRecord,
  type Card,
  formatDeal,
  isCompleteDeal,
  makeError,
  type ParContractEntry,
  type PlayAnnotation,
  parsePbn,
  type RecordTag,
  type Result,
  type Seat,
  type Strain,
  seatAfter,
  sideOf,
  type TenaceError,
  trickWinner,
  writePbn,
} from '@tenace/engine';
import { type DdPar, type DdPool, type DdTable, type DdTask, dealerPar } from '@tenace/solver';
import { createNodePool } from '@tenace/solver/node';
import { type CliIo, readInputFile } from '../io.js';
import { EXIT_OK, EXIT_PARTIAL, errorObject, type OutputOptions, printJson, reportError } from '../output.js';
import { solveBatch } from '../solving.js';
import { parseThreads } from './dd.js';

// `tenace analyze`: double-dummy analysis of a hand record. Every board with a full deal gets
// DoubleDummyTricks, OptimumResultTable (PBN 2.1 §5), OptimumScore and ParContract (dealer par,
// DDS's DealerPar); a board with played cards gets the double-dummy cost of each card that
// loses its side tricks, as a play annotation: NAG $2 (poor card) for one trick, $4 (very poor)
// for more, and a note "DD: costs k trick(s) (declarer's side a -> b)" (docs/solver.md).

export interface AnalyzeOptions {
  readonly output?: string;
  readonly threads?: string;
}

/** Where analyze writes besides the CliIo: the output file and the progress bar. */
export interface AnalyzeEnv {
  readonly writeFile: (path: string, text: string) => Promise<void>;
  /** A bar on this stream, or none. */
  readonly progress: NodeJS.WriteStream | null;
  readonly makePool: (workers: number) => DdPool;
}

/** The real environment: files on disk, a bar on standard error when it is a terminal, a Node pool. */
export function defaultAnalyzeEnv(): AnalyzeEnv {
  return {
    writeFile: (path, text) => writeFile(path, text, 'utf8'),
    progress: process.stderr.isTTY ? process.stderr : null,
    makePool: (workers) => createNodePool({ workers }),
  };
}

const RESULT_TABLE = 'OptimumResultTable';
/** Column spec of the table: declarer, strain right-aligned in 2, tricks right-aligned in 2. */
const RESULT_TABLE_FORMAT = 'Declarer;Denomination\\2R;Result\\2R';
const ROW_SEATS: readonly Seat[] = ['N', 'S', 'E', 'W'];
const ROW_STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];
const NOTE_PREFIX = 'DD: ';

/** The OptimumResultTable section: one line per declarer and strain, N S E W by NT S H D C. */
export function resultTableLines(table: DdTable): string[] {
  return ROW_SEATS.flatMap((seat) =>
    ROW_STRAINS.map((strain) => `${seat} ${strain.padStart(2)} ${String(table[seat][strain]).padStart(2)}`),
  );
}

/** Dealer par as ParContract entries: a side when both partners can declare, else the seat. */
export function parEntries(p: DdPar): ParContractEntry[] {
  return p.contracts.map((c) => {
    const by =
      c.declarers.length === 2 ? (c.declarers.includes('N') ? 'NS' : 'EW') : (c.declarers[0] as Seat);
    const contract = { level: c.level, strain: c.strain, risk: c.doubled ? ('X' as const) : ('' as const) };
    return c.result === 0 ? { by, contract } : { by, contract, overtricks: c.result };
  });
}

/**
 * Play annotations from a trace (declarer's side's tricks before and after each card): a card
 * that lowers its own side's double-dummy total gets a NAG and a note. Notes of an earlier
 * analysis are replaced; other notes and NAGs on the card are kept, ours after them.
 */
export function costAnnotations(
  tricks: readonly (readonly Card[])[],
  leader: Seat,
  declarer: Seat,
  strain: Strain,
  trace: readonly number[],
  previous: readonly PlayAnnotation[] = [],
): PlayAnnotation[] {
  const ours = new Map<string, PlayAnnotation>();
  let i = 0;
  let trickLeader = leader;
  tricks.forEach((trick, t) => {
    trick.forEach((_card, index) => {
      const before = trace[i];
      const after = trace[i + 1];
      i++;
      if (before === undefined || after === undefined) return;
      const declaring = sideOf(seatAfter(trickLeader, index)) === sideOf(declarer);
      const cost = declaring ? before - after : after - before;
      if (cost <= 0) return;
      ours.set(`${t}:${index}`, {
        trick: t,
        index,
        note: `${NOTE_PREFIX}costs ${cost} trick${cost > 1 ? 's' : ''} (declarer's side ${before} -> ${after})`,
        nags: [cost > 1 ? 4 : 2],
      });
    });
    if (trick.length === 4) trickLeader = trickWinner(trick, trickLeader, strain);
  });
  const merged: PlayAnnotation[] = [];
  for (const a of previous) {
    const key = `${a.trick}:${a.index}`;
    const own = ours.get(key);
    ours.delete(key);
    const kept = (a.note ?? '')
      .split('; ')
      .filter((part) => part !== '' && !part.startsWith(NOTE_PREFIX))
      .join('; ');
    const notes = [kept, own?.note ?? ''].filter((n) => n !== '').join('; ');
    const nags = [...new Set([...(a.nags ?? []), ...(own?.nags ?? [])])];
    if (notes === '' && nags.length === 0) continue;
    merged.push({
      trick: a.trick,
      index: a.index,
      ...(notes === '' ? {} : { note: notes }),
      ...(nags.length === 0 ? {} : { nags }),
    });
  }
  merged.push(...ours.values());
  return merged.sort((a, b) => a.trick - b.trick || a.index - b.index);
}

/** A board to analyse: its place in the file, its table task, its trace (index among the traces). */
interface BoardWork {
  readonly at: number;
  readonly table: number;
  readonly trace: number | null;
}

/** The record with the analysis added. */
function analyzedRecord(record: BoardRecord, table: DdTable, trace: readonly number[] | null): BoardRecord {
  const p = dealerPar(table, record.dealer, record.vulnerability);
  const tags: RecordTag[] = [
    ...record.tags.filter((t) => t.name !== RESULT_TABLE),
    { name: RESULT_TABLE, value: RESULT_TABLE_FORMAT, section: resultTableLines(table) },
  ];
  const contract = record.contract;
  const play =
    record.play && trace && contract && contract !== 'passed out'
      ? {
          ...record.play,
          annotations: costAnnotations(
            record.play.tricks,
            record.play.leader,
            contract.declarer,
            contract.strain,
            trace,
            record.play.annotations,
          ),
        }
      : record.play;
  return {
    ...record,
    tags,
    ddTricks: table,
    optimumScore: [{ side: 'NS', points: p.score }],
    parContract: parEntries(p),
    ...(play ? { play } : {}),
  };
}

function boardName(record: BoardRecord, at: number): string {
  return record.board === undefined ? `#${at + 1}` : String(record.board);
}

/**
 * `tenace analyze in.pbn [-o out.pbn]`: adds the double-dummy analysis to every board with a
 * full deal, using a worker pool; other boards are reported and passed through unchanged.
 */
export async function runAnalyze(
  io: CliIo,
  path: string,
  options: AnalyzeOptions,
  output: OutputOptions,
  env: AnalyzeEnv = defaultAnalyzeEnv(),
): Promise<number> {
  const lang = output.lang ?? 'en';
  const threads = parseThreads(options.threads);
  if (!threads.ok) return reportError(io, threads.error, output);
  const read = await readInputFile(io, path);
  if (!read.ok) return reportError(io, read.error, output);
  const text = read.value;
  const parsed = parsePbn(text);
  if (!parsed.ok) return reportError(io, parsed.error, output);
  const records = parsed.value;

  const tasks: DdTask[] = [];
  const traces: DdTask[] = [];
  const tableTask = new Map<string, number>();
  const work: BoardWork[] = [];
  const skipped: { board: string; error: TenaceError }[] = [];
  records.forEach((record, at) => {
    if (!isCompleteDeal(record.deal)) {
      skipped.push({
        board: boardName(record, at),
        error: makeError(
          'BAD_DEAL',
          `board ${boardName(record, at)}: no full deal, passed through unchanged`,
          `Board ${boardName(record, at)}: keine vollständige Verteilung, unverändert übernommen`,
        ),
      });
      return;
    }
    // A board played at several tables (teams: open and closed room) is solved once.
    const key = formatDeal(record.deal, 'N');
    const known = tableTask.get(key);
    const table = known ?? tasks.push({ kind: 'ddTable', deal: record.deal }) - 1;
    tableTask.set(key, table);
    let trace: number | null = null;
    const contract = record.contract;
    const play = record.play;
    if (play && contract && contract !== 'passed out' && play.tricks.some((t) => t.length > 0)) {
      trace =
        traces.push({
          kind: 'playTrace',
          deal: record.deal,
          strain: contract.strain,
          leader: play.leader,
          cards: play.tricks.flat(),
        }) - 1;
    }
    work.push({ at, table, trace });
  });
  // The tables, which take longest, go first, so that the short traces fill the end of the run.
  const traceBase = tasks.length;
  tasks.push(...traces);

  const solved = await solveBatch(tasks, {
    threads: threads.value,
    makePool: env.makePool,
    progress: env.progress,
  });
  if (!solved.ok) return reportError(io, solved.error, output);
  const results = solved.value;

  const out = [...records];
  const failed: { board: string; error: TenaceError }[] = [];
  let analyzed = 0;
  for (const w of work) {
    const record = records[w.at] as BoardRecord;
    const table = results[w.table] as Result<DdTable>;
    if (!table.ok) {
      failed.push({ board: boardName(record, w.at), error: table.error });
      continue;
    }
    let trace: number[] | null = null;
    if (w.trace !== null) {
      const t = results[traceBase + w.trace] as Result<number[]>;
      if (t.ok) trace = t.value;
      else
        failed.push({
          board: boardName(record, w.at),
          error: {
            ...t.error,
            message: `board ${boardName(record, w.at)}: the play cannot be analysed: ${t.error.message}`,
            messageDe: `Board ${boardName(record, w.at)}: das Spiel kann nicht analysiert werden: ${t.error.messageDe}`,
          },
        });
    }
    out[w.at] = analyzedRecord(record, table.value, trace);
    analyzed++;
  }

  const pbn = writePbn(out);
  if (options.output !== undefined) {
    try {
      await env.writeFile(options.output, pbn);
    } catch (error) {
      const why = (error as Error).message;
      return reportError(
        io,
        makeError(
          'BAD_INPUT',
          `cannot write ${options.output}: ${why}`,
          `${options.output} kann nicht geschrieben werden: ${why}`,
        ),
        output,
      );
    }
  }
  const notices = [...skipped, ...failed];
  if (output.json) {
    printJson(io, {
      boards: records.length,
      analyzed,
      skipped: skipped.map((s) => ({ board: s.board, ...errorObject(s.error) })),
      failed: failed.map((f) => ({ board: f.board, ...errorObject(f.error) })),
      ...(options.output === undefined ? { pbn } : { output: options.output }),
    });
  } else {
    for (const n of notices)
      io.err(`tenace: ${lang === 'de' ? n.error.messageDe : n.error.message} [${n.error.code}]\n`);
    if (options.output === undefined) io.out(pbn);
  }
  return failed.length > 0 ? EXIT_PARTIAL : EXIT_OK;
}
