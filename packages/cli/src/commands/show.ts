import {
  type BoardRecord,
  makeError,
  parseLin,
  parsePbn,
  type Result,
  recordToBoard,
  type TenaceError,
} from '@tenace/engine';
import { type CliIo, readInputFile } from '../io.js';
import { EXIT_OK, type OutputOptions, printJson, reportError } from '../output.js';
import { type RecordTrick, recordTricks, renderRecord } from '../render/record.js';
import { makeStyle } from '../render/style.js';

export type RecordFormat = 'pbn' | 'lin';

export interface ShowOptions {
  readonly board?: string;
  readonly format?: string;
  /** Colours in the text output (the caller decides from the terminal and NO_COLOR). */
  readonly color?: boolean;
}

/** A note about a file that was read anyway: not export-format PBN, or a board the engine cannot play back. */
export interface ShowWarning {
  readonly board?: number;
  readonly code: string;
  readonly message: string;
  readonly messageDe: string;
  readonly line?: number;
}

/** The format of a hand-record file: by extension, else by its first characters; undefined when neither tells. */
export function detectFormat(path: string, text: string): RecordFormat | undefined {
  const lower = path.toLowerCase();
  if (lower.endsWith('.pbn')) return 'pbn';
  if (lower.endsWith('.lin')) return 'lin';
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('[') || start.startsWith('%')) return 'pbn';
  if (/^[a-z]{2}\|/i.test(start)) return 'lin';
  return undefined;
}

/** Reads a hand-record file and the warnings a tolerant reading leaves. */
export function readRecords(
  text: string,
  format: RecordFormat,
): Result<{ records: BoardRecord[]; warnings: ShowWarning[] }> {
  const read = format === 'pbn' ? parsePbn(text) : parseLin(text);
  if (!read.ok) return read;
  const warnings: ShowWarning[] = [];
  if (format === 'pbn') {
    // The tolerant (import-format) reading succeeded; what the strict export rules reject is a warning.
    const strict = parsePbn(text, { strict: true });
    if (!strict.ok) {
      warnings.push({
        code: strict.error.code,
        message: `not PBN export format, read as import format: ${strict.error.message}`,
        messageDe: `kein PBN-Exportformat, als Importformat gelesen: ${strict.error.messageDe}`,
        ...(strict.error.line === undefined ? {} : { line: strict.error.line }),
      });
    }
  }
  for (const record of read.value) {
    const played = recordToBoard(record);
    if (!played.ok && played.error.code !== 'BAD_RECORD') {
      warnings.push({
        ...(record.board === undefined ? {} : { board: record.board }),
        code: played.error.code,
        message: `board ${record.board ?? '?'}: the engine cannot play it back: ${played.error.message}`,
        messageDe: `Board ${record.board ?? '?'}: die Engine kann es nicht nachspielen: ${played.error.messageDe}`,
      });
    }
  }
  return { ok: true, value: { records: read.value, warnings } };
}

function badInput(en: string, de: string): TenaceError {
  return makeError('BAD_INPUT', en, de);
}

/** `tenace show <file> [--board N] [--format pbn|lin]`: every board of a PBN or LIN file. */
export async function runShow(
  io: CliIo,
  path: string,
  options: ShowOptions,
  output: OutputOptions,
): Promise<number> {
  const file = await readInputFile(io, path);
  if (!file.ok) return reportError(io, file.error, output);
  const text = file.value;
  let format: RecordFormat | undefined;
  if (options.format !== undefined) {
    const f = options.format.toLowerCase();
    if (f !== 'pbn' && f !== 'lin')
      return reportError(
        io,
        badInput(
          `"${options.format}" is not a format (pbn or lin)`,
          `"${options.format}" ist kein Format (pbn oder lin)`,
        ),
        output,
      );
    format = f;
  } else format = detectFormat(path, text);
  if (format === undefined)
    return reportError(
      io,
      badInput(
        `cannot tell whether ${path} is PBN or LIN: name it .pbn or .lin, or give --format`,
        `es ist nicht zu erkennen, ob ${path} PBN oder LIN ist: Endung .pbn oder .lin oder --format angeben`,
      ),
      output,
    );
  const read = readRecords(text, format);
  if (!read.ok) return reportError(io, read.error, output);
  let { records } = read.value;
  const { warnings } = read.value;
  if (options.board !== undefined) {
    const wanted = Number(options.board);
    const chosen = records.filter((r) => r.board === wanted);
    if (!/^\d+$/.test(options.board.trim()) || chosen.length === 0) {
      const numbers = records.flatMap((r) => (r.board === undefined ? [] : [r.board]));
      return reportError(
        io,
        makeError(
          'BAD_BOARD_NUMBER',
          `there is no board "${options.board}" in ${path} (boards: ${numbers.join(', ') || 'none numbered'})`,
          `in ${path} gibt es kein Board "${options.board}" (Boards: ${numbers.join(', ') || 'keine nummeriert'})`,
        ),
        output,
      );
    }
    records = chosen;
  }
  const de = output.lang === 'de';
  for (const w of warnings)
    io.err(`tenace: ${de ? 'Warnung' : 'warning'}: ${de ? w.messageDe : w.message}\n`);
  if (output.json) {
    printJson(io, {
      format,
      boards: records.map((record) => ({ ...record, tricks: recordTricks(record) satisfies RecordTrick[] })),
      warnings,
    });
    return EXIT_OK;
  }
  const style = makeStyle(Boolean(options.color));
  const rule = style.dim('─'.repeat(60));
  io.out(
    records.map((record) => renderRecord(record, { lang: output.lang ?? 'en', style })).join(`\n${rule}\n\n`),
  );
  return EXIT_OK;
}
