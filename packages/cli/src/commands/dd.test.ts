import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDdsFile } from '../../../solver/src/testing/dds-file.js';
import { main } from '../main.js';
import { memoryIo } from '../testing.js';

// The CLI's pool runs the solver's compiled worker: `npm test` builds first (see docs/solver.md).

const SEATS = ['N', 'E', 'S', 'W'] as const;
const DDS_STRAINS = ['S', 'H', 'D', 'C', 'NT'] as const;
const list10 = parseDdsFile(
  readFileSync(new URL('../../../../test/fixtures/dds/list10.txt', import.meta.url), 'utf8'),
);

/** The documented JSON of a DDS TABLE line: seats N E S W, strains C D H S NT. */
function expectedJson(table: readonly number[]): string {
  const row = (h: number) =>
    `{${['C', 'D', 'H', 'S', 'NT'].map((s) => `"${s}":${table[4 * DDS_STRAINS.indexOf(s as never) + h]}`).join(',')}}`;
  return `{${SEATS.map((seat, h) => `"${seat}":${row(h)}`).join(',')}}`;
}

describe('tenace dd', () => {
  const first = list10[0];
  if (first === undefined) throw new Error('no record');

  it('prints exactly the documented JSON object for a DDS deal', async () => {
    const io = memoryIo();
    expect(await main(['dd', first.deal, '--json'], io)).toBe(0);
    // list1/list10 record 1: TABLE 5 8 5 8 6 6 6 6 5 7 5 7 7 5 7 5 6 6 6 6 (strain-major S H D C NT).
    expect(io.stdout()).toBe(
      '{"N":{"C":7,"D":5,"H":6,"S":5,"NT":6},"E":{"C":5,"D":7,"H":6,"S":8,"NT":6},' +
        '"S":{"C":7,"D":5,"H":6,"S":5,"NT":6},"W":{"C":5,"D":7,"H":6,"S":8,"NT":6}}\n',
    );
    expect(io.stdout()).toBe(`${expectedJson(first.table)}\n`);
  }, 30_000);

  it('prints a grid with a row per declarer', async () => {
    const io = memoryIo();
    expect(await main(['dd', first.deal], io)).toBe(0);
    const lines = io.stdout().trim().split('\n');
    expect(lines[1]?.trim().split(/\s+/)).toEqual(['C', 'D', 'H', 'S', 'NT']);
    expect(lines[3]?.trim().split(/\s+/)).toEqual(['E', '5', '7', '6', '8', '6']);
  }, 30_000);

  it('rejects a bad or incomplete deal with a coded error in both languages', async () => {
    for (const [args, code] of [
      [['dd', 'N:AKQ.xx', '--json'], 'BAD_DEAL'],
      [['dd', 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT9876543', '--json'], 'BAD_DEAL'],
    ] as const) {
      const io = memoryIo();
      expect(await main([...args], io)).toBe(2);
      const error = JSON.parse(io.stdout()).error;
      expect(error.code).toBe(code);
      expect(error.messageDe).not.toBe(error.message);
    }
    const io = memoryIo();
    expect(await main(['--lang', 'de', 'dd', 'N:AKQ'], io)).toBe(2);
    expect(io.stderr()).toContain('keine Verteilung');
  });

  it('--jsonl: one table per line in input order, a bad line reported by number, the others go on', async () => {
    const deals = list10.slice(0, 4).map((r) => r.deal);
    const stdin = [deals[0], deals[1], 'N:this is no deal', '', deals[2], deals[3], ''].join('\n');
    for (const threads of ['2', '1']) {
      const io = memoryIo({ stdin });
      expect(await main(['dd', '--jsonl', '--threads', threads], io)).toBe(1);
      const lines = io.stdout().trim().split('\n');
      expect(lines).toHaveLength(5);
      expect(lines[0]).toBe(expectedJson(list10[0]?.table ?? []));
      expect(lines[1]).toBe(expectedJson(list10[1]?.table ?? []));
      expect(JSON.parse(lines[2] as string)).toMatchObject({ line: 3, error: { code: 'BAD_DEAL', line: 3 } });
      expect(lines[3]).toBe(expectedJson(list10[2]?.table ?? []));
      expect(lines[4]).toBe(expectedJson(list10[3]?.table ?? []));
    }
  }, 60_000);

  it('--threads must be a whole number from 1', async () => {
    const io = memoryIo({ stdin: list10[0]?.deal ?? '' });
    expect(await main(['dd', '--jsonl', '--threads', '0'], io)).toBe(2);
    expect(JSON.parse(io.stdout()).error.code).toBe('BAD_INPUT');
  });
});
