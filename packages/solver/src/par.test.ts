import { readFileSync } from 'node:fs';
import { type Deal, parseDeal, type Seat, type Strain, type Vulnerability } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { dealerPar, formatDealerPar, formatSidesPar, par, sidesPar } from './par.js';
import type { DdTable } from './table.js';
import { type DdsRecord, parseDdsFile } from './testing/dds-file.js';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const DDS_STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];
const DDS_VUL: readonly Vulnerability[] = ['None', 'All', 'NS', 'EW'];

function records(name: string) {
  return parseDdsFile(
    readFileSync(new URL(`../../../test/fixtures/dds/${name}.txt`, import.meta.url), 'utf8'),
  );
}

/** The DD table written in the record (checked against our solver in table.test.ts). */
function tableOf(r: DdsRecord): DdTable {
  const rows = Object.fromEntries(
    SEATS.map((seat, h) => [
      seat,
      Object.fromEntries(DDS_STRAINS.map((strain, s) => [strain, r.table[4 * s + h]])),
    ]),
  );
  return rows as unknown as DdTable;
}

describe('par agrees with DDS on every record of every file', () => {
  for (const name of ['list100', 'list1000', 'largest', 'thomas1', 'thomas2']) {
    it(`PAR (both sides opening) and PAR2 (dealer par) of ${name}`, () => {
      for (const r of records(name)) {
        const vul = DDS_VUL[r.vul] as Vulnerability;
        expect(formatSidesPar(sidesPar(tableOf(r), vul))).toEqual(r.par);
        expect(formatDealerPar(dealerPar(tableOf(r), SEATS[r.dealer] as Seat, vul))).toEqual(r.par2);
      }
    });
  }
});

describe('par', () => {
  const deal = (text: string): Deal => {
    const d = parseDeal(text, { strict: true });
    if (!d.ok) throw new Error(d.error.message);
    return d.value;
  };

  it('solves the table and gives the dealer par with structured contracts', () => {
    // list1: East-West make 2S for +110; North deals, nobody vulnerable.
    const p = par(deal('N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3'), 'None', 'N');
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.value.score).toBe(-110);
    expect(p.value.contracts).toEqual([
      { level: 2, strain: 'S', declarers: ['E', 'W'], doubled: false, result: 0 },
    ]);
    expect(p.value.table.E.S).toBe(8);
  });

  it('without a dealer gives the par when North-South bid first', () => {
    const p = par(deal('N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3'), 'None');
    expect(p.ok && p.value.score).toBe(-110);
  });

  it('passes out a deal where nobody makes anything', () => {
    const flat: DdTable = Object.fromEntries(
      SEATS.map((s) => [s, { C: 6, D: 6, H: 6, S: 6, NT: 6 }]),
    ) as unknown as DdTable;
    expect(dealerPar(flat, 'N', 'None')).toEqual({ score: 0, contracts: [] });
    expect(formatDealerPar(dealerPar(flat, 'N', 'None'))).toEqual(['0', 'pass']);
    expect(formatSidesPar(sidesPar(flat, 'All'))).toEqual(['NS 0', 'EW 0', 'NS:', 'EW:']);
  });
});
