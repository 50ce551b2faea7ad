import type { Result } from '@tenace/engine';
import type { CliIo } from './io.js';
import { EXIT_OK, EXIT_PARTIAL, errorObject, printJson } from './output.js';

/** What a batch command says about a line that is not a request (English and German). */
export interface LineProblems {
  readonly notJson: { readonly en: string; readonly de: string };
  readonly notObject: { readonly en: string; readonly de: string };
}

/**
 * The `--jsonl` loop shared by the batch commands: one JSON request object per input line, one
 * answer or one error object naming the line per output line; blank lines are skipped. Exit 0
 * when every line was answered, 1 when some failed.
 */
export async function runJsonLines(
  io: CliIo,
  answer: (request: object) => Result<unknown>,
  problems: LineProblems,
): Promise<number> {
  let failures = 0;
  let lineNumber = 0;
  const failLine = (code: string, message: string, messageDe: string) => {
    failures++;
    printJson(io, { line: lineNumber, error: { code, message, messageDe, line: lineNumber } });
  };
  for await (const line of io.lines()) {
    lineNumber++;
    if (line.trim() === '') continue;
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      failLine('BAD_INPUT', problems.notJson.en, problems.notJson.de);
      continue;
    }
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      failLine('BAD_INPUT', problems.notObject.en, problems.notObject.de);
      continue;
    }
    const result = answer(request);
    if (result.ok) printJson(io, result.value);
    else {
      failures++;
      printJson(io, { line: lineNumber, ...errorObject({ ...result.error, line: lineNumber }) });
    }
  }
  return failures === 0 ? EXIT_OK : EXIT_PARTIAL;
}
