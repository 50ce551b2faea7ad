import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isVulnerable, type Seat, sideOf } from '../cards/types.js';
import { duplicateScore } from '../scoring/duplicate.js';
import { parseLin } from './lin-read.js';
import { writeLin } from './lin-write.js';
import { parsePbn } from './pbn-read.js';
import { writePbn } from './pbn-write.js';
import type { BoardRecord } from './record.js';

const read = (dir: string, name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/${dir}/${name}`, import.meta.url), 'utf8');

function records(result: ReturnType<typeof parsePbn>): BoardRecord[] {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const withoutTags = ({ tags: _tags, ...rest }: BoardRecord) => rest;

describe('fixture round trips', () => {
  it.each(['club-session.pbn', 'thursday-import.pbn', 'dds-sol10.pbn'])(
    '%s: parse, write, parse keeps the record',
    (name) => {
      const first = records(parsePbn(read('pbn', name)));
      const second = records(parsePbn(writePbn(first)));
      expect(second.map(withoutTags)).toEqual(first.map(withoutTags));
      // Tags not written from fields keep their values.
      first.forEach((r, i) => {
        for (const tag of r.tags.filter((t) =>
          ['BCFlags', 'OptimumResultTable', 'Room', 'Section', 'Table'].includes(t.name),
        )) {
          expect(second[i]?.tags).toContainEqual(tag);
        }
      });
      expect(records(parsePbn(writePbn(second)))).toEqual(second);
    },
  );

  it('club-session.pbn, written in export format, comes back byte for byte', () => {
    const text = read('pbn', 'club-session.pbn');
    expect(writePbn(records(parsePbn(text)))).toBe(text);
  });

  it.each(['tuesday-hands.lin', 'teams-vugraph.lin'])('%s: parse, write, parse keeps the record', (name) => {
    const first = records(parseLin(read('lin', name)));
    const again = parseLin(first.map(writeLin).join('\n'));
    expect(again).toEqual({ ok: true, value: first });
  });

  it('the LIN hand records say what the PBN session says about the same boards', () => {
    const pbn = records(parsePbn(read('pbn', 'club-session.pbn')));
    const lin = records(parseLin(read('lin', 'tuesday-hands.lin')));
    for (const board of lin) {
      const same = pbn.find((r) => r.board === board.board);
      expect(same).toBeDefined();
      expect(board.deal).toEqual(same?.deal);
      expect(board.dealer).toBe(same?.dealer);
      expect(board.vulnerability).toBe(same?.vulnerability);
      expect(board.contract).toEqual(same?.contract);
      expect(board.auction).toEqual(same?.auction);
      expect(board.play).toEqual(same?.play);
      expect(board.result).toBe(same?.result);
    }
  });
});

describe('the club session against the DDS data it was built from', () => {
  const session = records(parsePbn(read('pbn', 'club-session.pbn')));

  it('reads four boards with the standard dealer and vulnerability rotation', () => {
    expect(session.map((r) => [r.board, r.dealer, r.vulnerability])).toEqual([
      [1, 'N', 'None'],
      [2, 'E', 'NS'],
      [3, 'S', 'EW'],
      [4, 'W', 'All'],
    ]);
  });

  it('counts the tricks of the complete plays as DDS traced them (its last TRACE value)', () => {
    // list1000.txt records 69 and 117: the play ends with declarer's side on 10 tricks.
    expect(session[1]?.play?.tricks.flat()).toHaveLength(52);
    expect(session[1]?.result).toBe(10);
    expect(session[3]?.play?.tricks.flat()).toHaveLength(52);
    expect(session[3]?.result).toBe(10);
  });

  it('reads the claims on boards 1 and 3 with the partial last trick', () => {
    expect(session[0]?.play?.tricks.flat()).toHaveLength(45);
    expect(session[0]?.play?.tricks[11]).toEqual(['C5']);
    expect(session[0]?.claim).toBe(9);
    expect(session[2]?.play?.tricks.flat()).toHaveLength(38);
    expect(session[2]?.claim).toBe(10);
  });

  it('has the DDS double-dummy tables (TABLE lines, declarer tricks)', () => {
    // Record 69, TABLE 8 5 8 5 10 3 10 3 8 5 8 5 8 5 8 5 8 4 8 4 (S H D C NT by N E S W).
    expect(session[1]?.ddTricks).toEqual({
      N: { S: 8, H: 10, D: 8, C: 8, NT: 8 },
      E: { S: 5, H: 3, D: 5, C: 5, NT: 4 },
      S: { S: 8, H: 10, D: 8, C: 8, NT: 8 },
      W: { S: 5, H: 3, D: 5, C: 5, NT: 4 },
    });
  });

  it('scores each result by L77', () => {
    for (const r of session) {
      const c = r.contract;
      if (!c || c === 'passed out' || r.result === undefined) throw new Error('board without a result');
      const points = duplicateScore(c, isVulnerable(r.vulnerability, c.declarer), r.result);
      expect(r.score).toEqual([{ side: 'NS', points: sideOf(c.declarer) === 'NS' ? points : -points }]);
    }
  });

  it('par contracts, played to their stated tricks, score the optimum (and the DD table agrees)', () => {
    for (const r of session) {
      const par = r.parContract ?? [];
      expect(par.length).toBeGreaterThan(0);
      for (const entry of par) {
        const seats: Seat[] = entry.by === 'NS' ? ['N', 'S'] : entry.by === 'EW' ? ['E', 'W'] : [entry.by];
        const tricks = entry.contract.level + 6 + (entry.overtricks ?? 0);
        const best = Math.max(...seats.map((s) => r.ddTricks?.[s][entry.contract.strain] ?? -1));
        expect(best).toBe(tricks);
        const declarer = seats[0] as Seat;
        const points = duplicateScore(entry.contract, isVulnerable(r.vulnerability, declarer), tricks);
        expect(r.optimumScore).toEqual([
          { side: 'NS', points: sideOf(declarer) === 'NS' ? points : -points },
        ]);
      }
    }
  });
});

describe('dds-sol10.pbn: the DDS sol10 deals with their double-dummy tables', () => {
  const deals = records(parsePbn(read('pbn', 'dds-sol10.pbn'), { strict: true }));

  it('holds ten complete deals, each with a table', () => {
    expect(deals).toHaveLength(10);
    for (const r of deals) {
      expect(Object.values(r.deal).every((h) => h.length === 13)).toBe(true);
      expect(r.ddTricks).toBeDefined();
    }
  });

  it('reads the first line: North 5 and East 7 tricks in no trump, North 3 in diamonds', () => {
    // sol10.txt line 1 ends ":6565 8888 8888 4343 3232" (NT S H D C; declarers E N W S; NS tricks).
    expect(deals[0]?.ddTricks?.N).toEqual({ NT: 5, S: 8, H: 8, D: 3, C: 2 });
    expect(deals[0]?.ddTricks?.E).toEqual({ NT: 7, S: 5, H: 5, D: 9, C: 10 });
  });

  // The source lives beside the repository (shared/testdata/dds); where it is there, every entry is compared.
  const source = new URL('../../../../../shared/testdata/dds/sol10.txt', import.meta.url);
  it.skipIf(!existsSync(source))('matches every digit of shared/testdata/dds/sol10.txt', () => {
    const lines = readFileSync(source, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '');
    expect(lines).toHaveLength(10);
    lines.forEach((line, i) => {
      const hands = line.slice(0, 67).split(' ');
      const r = deals[i];
      expect(['W', 'N', 'E', 'S'].map((s) => r?.deal[s as Seat].length)).toEqual([13, 13, 13, 13]);
      expect(hands[1]?.replace(/\./g, '')).toBe((r?.deal.N ?? []).map((c) => c[1]).join(''));
      const strains = ['NT', 'S', 'H', 'D', 'C'] as const;
      const declarers = ['E', 'N', 'W', 'S'] as const;
      strains.forEach((strain, g) => {
        declarers.forEach((d, k) => {
          const ns = Number.parseInt(line[68 + g * 4 + k] as string, 16);
          expect(r?.ddTricks?.[d][strain]).toBe(d === 'N' || d === 'S' ? ns : 13 - ns);
        });
      });
    });
  });
});
