import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDeal } from '../cards/notation.js';
import type { Deal } from '../cards/types.js';
import { linPairs, parseLin } from './lin-read.js';
import { writeLin } from './lin-write.js';
import type { BoardRecord } from './record.js';

const read = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/lin/${name}`, import.meta.url), 'utf8');

function boards(text: string): BoardRecord[] {
  const r = parseLin(text);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

// South, West and North given; East is left out as BBO does with the fourth hand.
const MD = 'md|1SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|';

describe('linPairs', () => {
  it('splits key|value| pairs across lines and counts lines', () => {
    const r = linPairs('pn|a,b,c,d|st||\nmd|1SA,,,|');
    expect(r).toEqual({
      ok: true,
      value: [
        { key: 'pn', value: 'a,b,c,d', line: 1 },
        { key: 'st', value: '', line: 1 },
        { key: 'md', value: '1SA,,,', line: 2 },
      ],
    });
  });

  it.each([
    ['pn|a', 'LIN_SYNTAX', 1],
    ['pn|a|\nmdd|1|', 'LIN_SYNTAX', 2],
    ['pn|a|st||\n\nmd', 'LIN_SYNTAX', 3],
  ])('rejects %j', (text, code, line) => {
    expect(linPairs(text)).toMatchObject({ ok: false, error: { code, line } });
  });
});

describe('parseLin', () => {
  it('reads dealer, the three given hands and the fourth as the rest', () => {
    const [r] = boards(`pn|s,w,n,e|st||${MD}rh||ah|Board 7|sv|b|`);
    const deal = (
      parseDeal('S:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765') as { value: Deal }
    ).value;
    expect(r?.dealer).toBe('S');
    expect(r?.deal).toEqual(deal);
    expect(r?.board).toBe(7);
    expect(r?.vulnerability).toBe('All');
    expect(r?.players).toEqual({ S: 's', W: 'w', N: 'n', E: 'e' });
  });

  it.each([
    ['o', 'None'],
    ['0', 'None'],
    ['n', 'NS'],
    ['N', 'NS'],
    ['e', 'EW'],
    ['b', 'All'],
    ['B', 'All'],
  ])('reads sv|%s| as %s', (sv, vul) => {
    expect(boards(`${MD}sv|${sv}|`)[0]?.vulnerability).toBe(vul);
  });

  it('reads calls, alerts, explanations, cards in any case and a claim', () => {
    const [r] = boards(
      `${MD}sv|o|mb|1N!|an|15-17|mb|p|mb|3n|mb|d|mb|r|mb|p|mb|p|mb|p|pc|h5|pc|h2|pc|HA|pc|hT|mc|8|`,
    );
    expect(r?.auction?.calls).toEqual([
      { call: { type: 'bid', level: 1, strain: 'NT' }, alert: true, note: '15-17' },
      { call: { type: 'pass' } },
      { call: { type: 'bid', level: 3, strain: 'NT' } },
      { call: { type: 'double' } },
      { call: { type: 'redouble' } },
      { call: { type: 'pass' } },
      { call: { type: 'pass' } },
      { call: { type: 'pass' } },
    ]);
    expect(r?.contract).toEqual({ level: 3, strain: 'NT', risk: 'XX', declarer: 'S' });
    expect(r?.play).toEqual({ leader: 'W', tricks: [['H5', 'H2', 'HA', 'HT']] });
    expect(r?.claim).toBe(8);
    expect(r?.result).toBe(8);
  });

  it('reads a vugraph file: eight names, rooms from qx', () => {
    const [open, closed] = boards(read('teams-vugraph.lin'));
    expect(open?.players?.S).toBe('bhendriks');
    expect(closed?.players?.S).toBe('ameijer');
    expect(open?.tags).toEqual([{ name: 'Room', value: 'Open' }]);
    expect(closed?.tags).toEqual([{ name: 'Room', value: 'Closed' }]);
    expect(closed?.contract).toEqual({ level: 2, strain: 'S', risk: '', declarer: 'E' });
    expect(closed?.claim).toBe(8);
    expect(open?.play?.tricks[0]).toEqual(['S4', 'SJ', 'S3', 'S5']);
  });

  it('reads three hand records from one file', () => {
    const records = boards(read('tuesday-hands.lin'));
    expect(records.map((r) => r.board)).toEqual([2, 4, 1]);
    expect(records.map((r) => r.players?.S)).toEqual(['rmeijer', 'rmeijer', 'hdeboer']);
    expect(records[0]?.auction?.calls[3]).toEqual({
      call: { type: 'bid', level: 2, strain: 'C' },
      alert: true,
      note: 'Game forcing',
    });
  });

  it.each([
    ['a bad call', `${MD}sv|o|mb|1Z|`, 'LIN_BAD_VALUE'],
    ['an insufficient bid', `${MD}sv|o|mb|1S|mb|1H|`, 'LIN_BAD_VALUE'],
    ['a bad vulnerability', `${MD}sv|q|`, 'LIN_BAD_VALUE'],
    ['a card twice in md', 'md|1SA,SA,,|sv|o|', 'LIN_BAD_VALUE'],
    ['a card not in the hand', `${MD}sv|o|mb|1S|mb|p|mb|p|mb|p|pc|SA|`, 'LIN_BAD_VALUE'],
    ['a bad claim', `${MD}sv|o|mb|1S|mb|p|mb|p|mb|p|mc|14|`, 'LIN_BAD_VALUE'],
    ['cards without a contract', `${MD}sv|o|pc|SA|`, 'LIN_BAD_VALUE'],
    ['a board without md', 'pn|a,b,c,d|mb|p|', 'LIN_BAD_VALUE'],
  ])('rejects %s', (_what, text, code) => {
    expect(parseLin(text)).toMatchObject({ ok: false, error: { code, line: 1 } });
  });

  it('gives the line of the offending pair', () => {
    expect(parseLin(`${MD}sv|o|\nmb|1S|\nmb|1H|`)).toMatchObject({ ok: false, error: { line: 3 } });
  });
});

describe('writeLin', () => {
  it('writes a BBO-style line', () => {
    const [r] = boards(`pn|s,w,n,e|st||${MD}rh||ah|Board 7|sv|b|mb|1N!|an|15-17|mb|p|mb|p|mb|p|pc|H5|mc|7|`);
    expect(r && writeLin(r)).toBe(
      'pn|s,w,n,e|st||md|1SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,S432HAKQJDT98C765|rh||ah|Board 7|sv|b|' +
        'mb|1N!|an|15-17|mb|p|mb|p|mb|p|pg||pc|H5|mc|7|',
    );
  });

  it('keeps the separators out of names and explanations', () => {
    const [r] = boards(`${MD}sv|o|mb|1C|`);
    if (!r) throw new Error('no board');
    const out = writeLin({
      ...r,
      players: { S: 'Smith, J.' },
      auction: { dealer: 'S', calls: [{ call: { type: 'pass' }, note: 'a|b' }] },
    });
    expect(out).toContain('pn|Smith  J.,,,|');
    expect(out).toContain('an|a b|');
  });
});
