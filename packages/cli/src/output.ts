import type { TenaceError } from '@tenace/engine';
import type { CliIo } from './io.js';

/** Exit codes: 0 done, 1 some inputs failed (batch modes), 2 bad input or usage. */
export const EXIT_OK = 0;
export const EXIT_PARTIAL = 1;
export const EXIT_BAD_INPUT = 2;

export interface OutputOptions {
  readonly json?: boolean;
  readonly lang?: 'en' | 'de';
}

/** The JSON shape of an error, the same on every command. */
export function errorObject(error: TenaceError): {
  error: { code: string; message: string; messageDe: string; line?: number };
} {
  return {
    error: {
      code: error.code,
      message: error.message,
      messageDe: error.messageDe,
      ...(error.line === undefined ? {} : { line: error.line }),
    },
  };
}

/** Reports an error in the command's output style and returns the exit code for bad input. */
export function reportError(io: CliIo, error: TenaceError, options: OutputOptions): number {
  if (options.json) io.out(`${JSON.stringify(errorObject(error))}\n`);
  else io.err(`tenace: ${options.lang === 'de' ? error.messageDe : error.message} [${error.code}]\n`);
  return EXIT_BAD_INPUT;
}

export function printJson(io: CliIo, value: unknown): void {
  io.out(`${JSON.stringify(value)}\n`);
}
