import type { CliIo } from './io.js';

/** An in-memory CliIo for tests: collects output, serves stdin lines and files from maps. */
export function memoryIo(options: { stdin?: string; files?: Record<string, string> } = {}): CliIo & {
  stdout: () => string;
  stderr: () => string;
} {
  let out = '';
  let err = '';
  return {
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
    lines: async function* () {
      for (const line of (options.stdin ?? '').split('\n')) yield line;
    },
    readFile: async (path) => {
      const text = options.files?.[path];
      if (text === undefined)
        throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
      return text;
    },
    isTty: false,
    stdout: () => out,
    stderr: () => err,
  };
}
