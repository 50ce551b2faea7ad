import { readFileSync } from 'node:fs';
import { parseDeal, type Seat, type Strain } from '@tenace/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { setSolverMemoryLimit } from './memory.js';
import { ddTable } from './table.js';
import { parseDdsFile } from './testing/dds-file.js';
import { DEFAULT_TABLE_MB, spillEntriesForTesting, tableBytes, tableStats } from './transposition.js';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const DDS_STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];

describe('setSolverMemoryLimit', () => {
  afterAll(() => {
    setSolverMemoryLimit(DEFAULT_TABLE_MB);
  });

  it('keeps the table within a small limit and the results exact (a full table keeps only its deepest entries)', () => {
    expect(setSolverMemoryLimit(4)).toEqual({ ok: true, value: 4 });
    const url = new URL('../../../test/fixtures/dds/list10.txt', import.meta.url);
    for (const r of parseDdsFile(readFileSync(url, 'utf8')).slice(0, 3)) {
      const deal = parseDeal(r.deal, { strict: true });
      if (!deal.ok) throw new Error(deal.error.message);
      const t = ddTable(deal.value);
      if (!t.ok) throw new Error(t.error.message);
      expect(DDS_STRAINS.flatMap((strain) => SEATS.map((seat) => t.value[seat][strain]))).toEqual(r.table);
      expect(tableBytes()).toBeLessThanOrEqual(4 * 1024 * 1024);
    }
  }, 60_000);

  it('gives exact tables with the entries out of the reserved storage (a limit above 128 MB, once the table outgrows it)', () => {
    const url = new URL('../../../test/fixtures/dds/list10.txt', import.meta.url);
    spillEntriesForTesting(true);
    try {
      for (const r of parseDdsFile(readFileSync(url, 'utf8')).slice(3, 5)) {
        const deal = parseDeal(r.deal, { strict: true });
        if (!deal.ok) throw new Error(deal.error.message);
        const t = ddTable(deal.value);
        if (!t.ok) throw new Error(t.error.message);
        expect(DDS_STRAINS.flatMap((strain) => SEATS.map((seat) => t.value[seat][strain]))).toEqual(r.table);
        expect(tableStats().entries).toBeGreaterThan(0);
      }
    } finally {
      spillEntriesForTesting(false);
    }
  }, 60_000);

  it('rejects a limit that is not a whole number of MB from 4 to 4096', () => {
    for (const bad of [0, 3, 4097, 1.5, Number.NaN, '64' as unknown as number]) {
      const r = setSolverMemoryLimit(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('BAD_INPUT');
    }
  });
});
