import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDdsFile } from '../../packages/solver/src/testing/dds-file.js';

// The compiled CLI starts its pool from dist: the worker script beside dist/pool/node.js.

const bin = fileURLToPath(new URL('../../packages/cli/bin/tenace.js', import.meta.url));
const list10 = parseDdsFile(readFileSync(new URL('../fixtures/dds/list10.txt', import.meta.url), 'utf8'));
const SEATS = ['N', 'E', 'S', 'W'];
const DDS_STRAINS = ['S', 'H', 'D', 'C', 'NT'];

describe('the built tenace binary with its worker pool', () => {
  it('dd --jsonl --threads 2 gives the DDS tables in input order', () => {
    const records = list10.slice(0, 4);
    const run = spawnSync(process.execPath, [bin, 'dd', '--jsonl', '--threads', '2'], {
      input: `${records.map((r) => r.deal).join('\n')}\n`,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const tables = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(tables.map((t) => DDS_STRAINS.flatMap((s) => SEATS.map((seat) => t[seat][s])))).toEqual(
      records.map((r) => r.table),
    );
  }, 60_000);
});
