import { readFileSync } from 'node:fs';
import { type Card, type Deal, parseDeal, type Seat, type Strain } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { parseDdsFile } from './testing/dds-file.js';
import { playTrace } from './trace.js';

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

describe('playTrace agrees with DDS (TRACE lines)', () => {
  for (const name of ['list1', 'list2', 'list10']) {
    it(`every value of every record of ${name}`, () => {
      for (const r of records(name)) {
        const res = playTrace(
          deal(r.deal),
          DDS_STRAINS[r.trump] as Strain,
          SEATS[r.first] as Seat,
          r.play as Card[],
        );
        if (!res.ok) throw new Error(res.error.message);
        // DDS stops after 48 cards; the values beyond are ours alone.
        expect(res.value.slice(0, r.trace.length)).toEqual(r.trace);
        expect(res.value).toHaveLength(r.play.length + 1);
      }
    }, 120_000);
  }

  it('finds the leader from the first card and ends with the tricks actually won', () => {
    const [r] = records('list1');
    if (r === undefined) throw new Error('no record');
    const res = playTrace(deal(r.deal), DDS_STRAINS[r.trump] as Strain, undefined, r.play as Card[]);
    if (!res.ok) throw new Error(res.error.message);
    expect(res.value[0]).toBe(r.trace[0]);
  });

  it('rejects a card not held and a revoke', () => {
    const d = deal('N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3');
    const notHeld = playTrace(d, 'S', 'N', ['SA']);
    expect(notHeld.ok).toBe(false);
    if (!notHeld.ok) expect(notHeld.error.code).toBe('CARD_NOT_IN_HAND');
    const revoke = playTrace(d, 'S', 'N', ['CT', 'H7']);
    expect(revoke.ok).toBe(false);
    if (!revoke.ok) expect(revoke.error.code).toBe('MUST_FOLLOW_SUIT');
  });
});
