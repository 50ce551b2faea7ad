import { writeFile } from 'node:fs/promises';
import {
  boardInfo,
  boardToRecord,
  imps,
  makeError,
  ok,
  type Result,
  type TenaceError,
  writePbn,
} from '@tenace/engine';
import { analyzeBoard, type CardPlayOptions, type PlayScoring, selfPlayBoard } from '@tenace/robots';
import { Presets, SingleBar } from 'cli-progress';
import type { CliIo } from '../io.js';
import { EXIT_OK, type OutputOptions, printJson, reportError } from '../output.js';

// `tenace selfplay`: four robots (SAYC bidding, the card-play robot) bid and play seeded boards;
// each board is compared with double dummy (the declarer's DD tricks before the opening lead)
// and with par, and a summary closes the run (docs/card-play.md).

export interface SelfplayOptions {
  readonly boards?: string;
  readonly seed?: string;
  readonly scoring?: string;
  readonly output?: string;
  readonly jsonl?: boolean;
  readonly samples?: string;
  readonly timeMs?: string;
}

/** Where selfplay writes besides the CliIo: the PBN file and the progress bar. */
export interface SelfplayEnv {
  readonly writeFile: (path: string, text: string) => Promise<void>;
  readonly progress: NodeJS.WriteStream | null;
}

/** The real environment: files on disk, a bar on standard error when it is a terminal. */
export function defaultSelfplayEnv(): SelfplayEnv {
  return {
    writeFile: (path, text) => writeFile(path, text, 'utf8'),
    progress: process.stderr.isTTY ? process.stderr : null,
  };
}

const SCORINGS: readonly PlayScoring[] = ['imps', 'mp', 'total'];

function badNumber(name: string, text: string): TenaceError {
  return makeError(
    'BAD_INPUT',
    `"${text}" is not a valid ${name} (a whole number from 1)`,
    `"${text}" ist kein gültiger Wert für ${name} (eine ganze Zahl ab 1)`,
  );
}

function positive(name: string, text: string | undefined): Result<number | undefined> {
  if (text === undefined) return ok(undefined);
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1) return { ok: false, error: badNumber(name, text) };
  return ok(Number(text));
}

/** The card-play robot's settings from the command line (--samples, --time-ms, --scoring). */
export function playSettings(options: {
  readonly samples?: string;
  readonly timeMs?: string;
  readonly scoring?: string;
}): Result<Partial<CardPlayOptions>> {
  const samples = positive('--samples', options.samples);
  if (!samples.ok) return samples;
  const time = positive('--time-ms', options.timeMs);
  if (!time.ok) return time;
  const scoring = (options.scoring ?? 'imps').toLowerCase();
  if (!(SCORINGS as readonly string[]).includes(scoring)) {
    return {
      ok: false,
      error: makeError(
        'BAD_INPUT',
        `"${options.scoring}" is not a scoring (imps, mp or total)`,
        `"${options.scoring}" ist keine Wertung (imps, mp oder total)`,
      ),
    };
  }
  return ok({
    scoring: scoring as PlayScoring,
    ...(samples.value === undefined ? {} : { samples: samples.value }),
    // A budget given for every card holds for the opening lead too.
    ...(time.value === undefined ? {} : { timeMs: time.value, leadTimeMs: time.value }),
  });
}

/** One board's line: the JSON shape (scores from North-South's side). */
interface BoardLine {
  readonly board: number;
  readonly dealer: string;
  readonly vul: string;
  readonly contract: string;
  readonly declarer: string | null;
  readonly tricks: number | null;
  readonly ddTricks: number | null;
  readonly score: number;
  readonly par: number;
}

/** `tenace selfplay`: robots bid and play `--boards` seeded boards; per board and a summary. */
export async function runSelfplay(
  io: CliIo,
  options: SelfplayOptions,
  output: OutputOptions,
  env: SelfplayEnv = defaultSelfplayEnv(),
): Promise<number> {
  const count = positive('--boards', options.boards ?? '200');
  if (!count.ok) return reportError(io, count.error, output);
  const settings = playSettings(options);
  if (!settings.ok) return reportError(io, settings.error, output);
  if (options.seed !== undefined && options.seed.trim() === '') {
    return reportError(io, makeError('BAD_SEED', 'the seed is empty', 'der Startwert ist leer'), output);
  }
  const seed = options.seed ?? String(Date.now());
  const boards = count.value ?? 200;
  const bar =
    env.progress === null
      ? null
      : new SingleBar(
          { stream: env.progress, clearOnComplete: true, hideCursor: true },
          Presets.shades_classic,
        );
  bar?.start(boards, 0);
  const lines: BoardLine[] = [];
  const states = [];
  const totals = { losses: 0, gifts: 0, played: 0, vsDd: 0, imps: 0, absImps: 0 };
  for (let board = 1; board <= boards; board++) {
    const state = selfPlayBoard(seed, board, settings.value);
    if (!state.ok) {
      bar?.stop();
      return reportError(io, state.error, output);
    }
    const analysis = analyzeBoard(state.value);
    if (!analysis.ok) {
      bar?.stop();
      return reportError(io, analysis.error, output);
    }
    const a = analysis.value;
    const info = boardInfo(board);
    const line: BoardLine = {
      board,
      dealer: info.ok ? info.value.dealer : state.value.setup.dealer,
      vul: state.value.setup.vulnerability,
      contract: a.contract,
      declarer: a.declarer,
      tricks: a.tricks,
      ddTricks: a.ddTricks,
      score: a.score,
      par: a.par,
    };
    lines.push(line);
    states.push(state.value);
    const diff = imps(a.score - a.par);
    totals.imps += diff;
    totals.absImps += Math.abs(diff);
    if (a.tricks !== null && a.ddTricks !== null) {
      totals.played++;
      totals.vsDd += a.tricks - a.ddTricks;
      totals.losses += a.declarerLoss;
      totals.gifts += a.defenceGift;
    }
    bar?.increment();
    if (options.jsonl) printJson(io, line);
    else if (!output.json) io.out(`${formatLine(line)}\n`);
  }
  bar?.stop();
  const mean = (x: number, n: number) => (n === 0 ? null : Math.round((x / n) * 1000) / 1000);
  const summary = {
    boards,
    seed,
    scoring: settings.value.scoring ?? 'imps',
    played: totals.played,
    passedOut: boards - totals.played,
    meanTricksMinusDd: mean(totals.vsDd, totals.played),
    meanDeclarerLoss: mean(totals.losses, totals.played),
    meanDefenceGift: mean(totals.gifts, totals.played),
    impsVsParNS: totals.imps,
    meanAbsImpsVsPar: mean(totals.absImps, boards),
  };
  if (options.output !== undefined) {
    const records = states.map((s) =>
      boardToRecord(s, { event: 'tenace selfplay', scoring: scoringTag(summary.scoring) }),
    );
    try {
      await env.writeFile(options.output, writePbn(records));
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
  if (options.jsonl) io.err(`${JSON.stringify({ summary })}\n`);
  else if (output.json) printJson(io, { boards: lines, summary });
  else io.out(formatSummary(summary, output.lang ?? 'en'));
  return EXIT_OK;
}

function scoringTag(scoring: string): string {
  return scoring === 'mp' ? 'MP' : scoring === 'imps' ? 'IMP' : 'Rubber';
}

function formatLine(l: BoardLine): string {
  const result =
    l.declarer === null
      ? 'passed out'
      : `${l.contract} by ${l.declarer}: ${l.tricks} tricks (DD ${l.ddTricks})`;
  return `Board ${l.board} (${l.dealer}, ${l.vul}): ${result}, score ${l.score}, par ${l.par}`;
}

function formatSummary(
  s: {
    boards: number;
    seed: string;
    played: number;
    passedOut: number;
    meanTricksMinusDd: number | null;
    meanDeclarerLoss: number | null;
    meanDefenceGift: number | null;
    impsVsParNS: number;
    meanAbsImpsVsPar: number | null;
  },
  lang: 'en' | 'de',
): string {
  const f = (x: number | null) => (x === null ? '-' : x.toFixed(2));
  if (lang === 'de') {
    return [
      `${s.boards} Boards (Startwert ${s.seed}): ${s.played} gespielt, ${s.passedOut} ausgepasst`,
      `Stiche gegen Double Dummy: ${f(s.meanTricksMinusDd)} je Board (Alleinspieler verliert ${f(s.meanDeclarerLoss)}, Gegenspiel schenkt ${f(s.meanDefenceGift)})`,
      `IMPs gegen Par (Nord-Süd): ${s.impsVsParNS}, im Mittel ${f(s.meanAbsImpsVsPar)} je Board (Betrag)`,
      '',
    ].join('\n');
  }
  return [
    `${s.boards} boards (seed ${s.seed}): ${s.played} played, ${s.passedOut} passed out`,
    `Tricks against double dummy: ${f(s.meanTricksMinusDd)} per board (declarer loses ${f(s.meanDeclarerLoss)}, the defence gives ${f(s.meanDefenceGift)})`,
    `IMPs against par (North-South): ${s.impsVsParNS}, mean ${f(s.meanAbsImpsVsPar)} per board (absolute)`,
    '',
  ].join('\n');
}
