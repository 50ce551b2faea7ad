import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEATS, type Seat, STRAINS, type Strain } from '../cards/types.js';
import { formatDoubleDummyTricks, parseDoubleDummyTricks } from './dd-tricks.js';
import type { DdTricks } from './record.js';

// DDS test data (list1000.txt, first deal of board 1 in test/fixtures/pbn/club-session.pbn):
// TABLE strain-major S, H, D, C, NT by declarer N, E, S, W.
const DDS_TABLE = [4, 9, 4, 9, 6, 7, 6, 7, 5, 8, 5, 8, 5, 7, 5, 7, 5, 8, 5, 8];
const DDS_STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];

function tableFromDds(values: readonly number[]): DdTricks {
  const t = { N: {}, E: {}, S: {}, W: {} } as Record<Seat, Record<Strain, number>>;
  values.forEach((v, i) => {
    t[SEATS[i % 4] as Seat][DDS_STRAINS[Math.floor(i / 4)] as Strain] = v;
  });
  return t;
}

describe('DoubleDummyTricks', () => {
  it('orders declarers N S E W and strains NT S H D C', () => {
    const table = tableFromDds(DDS_TABLE);
    expect(formatDoubleDummyTricks(table)).toBe('54655546558978789787');
    expect(parseDoubleDummyTricks('54655546558978789787')).toEqual({ ok: true, value: table });
  });

  it('reads upper-case hex and 13 tricks as d', () => {
    const r = parseDoubleDummyTricks('D0000D0000D0000D0000');
    expect(r.ok && r.value.N.NT).toBe(13);
    expect(r.ok && r.value.S.NT).toBe(13);
    expect(r.ok && r.value.W.C).toBe(0);
  });

  it.each([
    '',
    '5465554655897878978',
    '54655546558978789787a',
    'e4655546558978789787',
    '54655 46558978789787',
  ])('rejects %j', (text) => {
    const r = parseDoubleDummyTricks(text);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('PBN_BAD_VALUE');
  });

  it('writes and reads back any table', () => {
    const tricks = fc.integer({ min: 0, max: 13 });
    const row = fc.record(
      Object.fromEntries(STRAINS.map((s) => [s, tricks])) as Record<Strain, typeof tricks>,
    );
    const table = fc.record(Object.fromEntries(SEATS.map((s) => [s, row])) as Record<Seat, typeof row>);
    fc.assert(
      fc.property(table, (t) => {
        const text = formatDoubleDummyTricks(t);
        expect(text).toMatch(/^[0-9a-d]{20}$/);
        expect(parseDoubleDummyTricks(text)).toEqual({ ok: true, value: t });
      }),
    );
  });
});
