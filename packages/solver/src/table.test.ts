import { readFileSync } from 'node:fs';
import { type Deal, parseDeal, type Seat, type Strain } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { ddTable } from './table.js';
import { parseDdsFile } from './testing/dds-file.js';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const DDS_STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];

function records(name: string) {
  return parseDdsFile(
    readFileSync(new URL(`../../../test/fixtures/dds/${name}.txt`, import.meta.url), 'utf8'),
  );
}

function deal(text: string): Deal {
  const d = parseDeal(text, { strict: true });
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
}

describe('ddTable agrees with DDS (TABLE lines)', () => {
  for (const name of ['list1', 'list2', 'list10']) {
    it(`all 20 results of every deal of ${name}`, () => {
      for (const r of records(name)) {
        const t = ddTable(deal(r.deal));
        if (!t.ok) throw new Error(t.error.message);
        const flat = DDS_STRAINS.flatMap((strain) => SEATS.map((seat) => t.value[seat][strain]));
        expect(flat).toEqual(r.table);
      }
    }, 120_000);
  }

  it('gives partners the same tricks when the lead does not matter, and 13 in all for each strain', () => {
    const t = ddTable(deal('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432'));
    expect(t.ok).toBe(true);
    if (!t.ok) return;
    // North declares spades and holds all of them: 13 tricks, whoever leads.
    expect(t.value.N.S).toBe(13);
    // In no trump the leader runs his suit: declarer (leader's partner's partner) takes none.
    expect(t.value.N.NT).toBe(0);
    // East declares spades: South leads a diamond, North has no trumps to stop it.
    expect(t.value.E.S).toBe(0);
  });

  it('rejects an incomplete deal', () => {
    const r = ddTable({ N: ['SA'], E: ['SK'], S: ['SQ'], W: ['SJ'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('BAD_DEAL');
  });
});
