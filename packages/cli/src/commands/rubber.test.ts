import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../testing.js';

const example = (name: string) =>
  readFileSync(new URL(`../../../../docs/examples/${name}`, import.meta.url), 'utf8');

describe('tenace rubber', () => {
  it('scores the rules.md §3.3 example rubber: 210 to 1120, EW by 910', async () => {
    const io = memoryIo({ files: { 'r.txt': example('rubber.txt') } });
    expect(await main(['rubber', 'r.txt', '--json'], io)).toBe(0);
    const sheet = JSON.parse(io.stdout());
    expect(sheet.totals).toEqual({ NS: 210, EW: 1120 });
    expect(sheet.status).toBe('complete');
    expect(sheet.leader).toBe('EW');
    expect(sheet.margin).toBe(910);
  });

  it('prints the classic sheet with game lines', async () => {
    const io = memoryIo({ files: { 'r.txt': example('rubber.txt') } });
    expect(await main(['rubber', 'r.txt'], io)).toBe(0);
    expect(io.stdout()).toContain('game 2: NS');
    expect(io.stdout()).toContain('rubber complete: EW win by 910');
  });

  it('scores the rules.md §3.4 Chicago example: NS 720, EW 160', async () => {
    const io = memoryIo({ files: { 'c.txt': example('chicago.txt') } });
    expect(await main(['rubber', 'c.txt', '--json'], io)).toBe(0);
    const sheet = JSON.parse(io.stdout());
    expect(sheet.totals).toEqual({ NS: 720, EW: 160 });
    expect(sheet.over).toBe(true);
  });

  it('ends an unfinished rubber on request (RL80: 300 for the only game, 100 for the only part-score)', async () => {
    const io = memoryIo({ files: { 'u.txt': '4S N 10\n2H E 8\n' } });
    expect(await main(['rubber', 'u.txt', '--end', '--json'], io)).toBe(0);
    const sheet = JSON.parse(io.stdout());
    // NS: 120 below + 300 for the game; EW: 60 below + 100 for the part-score.
    expect(sheet.totals).toEqual({ NS: 420, EW: 160 });
    expect(sheet.status).toBe('unfinished');
  });

  it('names the line of a bad result and changes nothing', async () => {
    const io = memoryIo({ files: { 'b.txt': '4S N 10\n\n4Q N 10\n' } });
    expect(await main(['rubber', 'b.txt', '--json'], io)).toBe(2);
    expect(JSON.parse(io.stdout()).error).toMatchObject({ code: 'BAD_CONTRACT', line: 3 });
    const missing = memoryIo();
    expect(await main(['rubber', 'nope.txt', '--json'], missing)).toBe(2);
    expect(JSON.parse(missing.stdout()).error.code).toBe('BAD_INPUT');
  });
});

describe('tenace imps', () => {
  it('converts differences on the L78B scale with the sign of the difference', async () => {
    for (const [diff, imps] of [
      ['450', 10],
      ['-30', -1],
      ['0', 0],
      ['4000', 24],
      ['15', 1],
    ] as const) {
      const io = memoryIo();
      expect(await main(['imps', diff, '--json'], io)).toBe(0);
      expect(JSON.parse(io.stdout()).imps).toBe(imps);
    }
    const bad = memoryIo();
    expect(await main(['imps', 'lots', '--json'], bad)).toBe(2);
  });
});
