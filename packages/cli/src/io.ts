import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { fail, ok, type Result } from '@tenace/engine';

/** Where the CLI reads and writes: the process in real use, buffers in tests. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Lines of standard input, read lazily. */
  readonly lines: () => AsyncIterable<string>;
  readonly readFile: (path: string) => Promise<string>;
  /** Whether standard output is a terminal (colours, interactive prompts). */
  readonly isTty: boolean;
}

export function processIo(): CliIo {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    lines: async function* () {
      const reader = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
      // Closing the reader when the caller stops early (`tenace play` ended by quit) releases a
      // terminal's stdin; without it the process would wait for input that never comes.
      try {
        yield* reader;
      } finally {
        reader.close();
      }
    },
    readFile: (path) => readFile(path, 'utf8'),
    isTty: Boolean(process.stdout.isTTY),
  };
}

/** Reads a named input file through the CliIo; a file that cannot be read is BAD_INPUT with the reason. */
export async function readInputFile(io: CliIo, path: string): Promise<Result<string>> {
  try {
    return ok(await io.readFile(path));
  } catch (error) {
    const why = (error as Error).message;
    return fail('BAD_INPUT', `cannot read ${path}: ${why}`, `${path} kann nicht gelesen werden: ${why}`);
  }
}
