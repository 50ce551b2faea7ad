import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';

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
