import { describe, expect, it } from 'vitest';
import { PASS } from '../bridge/call.js';
import { parseDeal } from '../cards/notation.js';
import type { Deal } from '../cards/types.js';
import { parsePbn } from './pbn-read.js';
import { PBN_MANDATORY_TAGS, writePbn } from './pbn-write.js';
import type { BoardRecord } from './record.js';

const deal = (
  parseDeal('N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765') as { value: Deal }
).value;
const bid = (level: 1 | 2 | 3 | 4, strain: 'C' | 'D' | 'H' | 'S' | 'NT') =>
  ({ type: 'bid', level, strain }) as const;

const base: BoardRecord = { tags: [], board: 1, dealer: 'N', vulnerability: 'None', deal };

const lines = (record: BoardRecord) => writePbn([record], { lineEnding: '\n' }).split('\n');

describe('writePbn', () => {
  it('starts with the version line and ends lines with CRLF by default', () => {
    const text = writePbn([base]);
    expect(text.startsWith('% PBN 2.1\r\n% EXPORT\r\n[Event "?"]\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes the 15 mandatory tags in the standard order, unknown ones as "?"', () => {
    const names = lines(base)
      .filter((l) => l.startsWith('['))
      .map((l) => /^\[(\w+)/.exec(l)?.[1]);
    expect(names).toEqual([...PBN_MANDATORY_TAGS]);
    expect(lines(base)).toContain(
      '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]',
    );
    expect(lines(base)).toContain('[Declarer "?"]');
  });

  it('writes the deal from the dealer and vulnerability as None/NS/EW/All', () => {
    const out = lines({ ...base, dealer: 'S', vulnerability: 'All' });
    expect(out).toContain('[Deal "S:765.432.AKQJ.T98 432.AKQJ.T98.765 AKQJ.T98.765.432 T98.765.432.AKQJ"]');
    expect(out).toContain('[Vulnerable "All"]');
  });

  it('sorts the other tags by name and escapes quotes and backslashes', () => {
    const out = lines({
      ...base,
      tags: [
        { name: 'Room', value: 'Open' },
        { name: 'Annotator', value: 'A "B" \\C' },
      ],
    });
    const at = out.indexOf('[Result "?"]');
    expect(out.slice(at + 1, at + 3)).toEqual(['[Annotator "A \\"B\\" \\\\C"]', '[Room "Open"]']);
  });

  it('writes a passed-out board with empty Declarer and Result', () => {
    const out = lines({
      ...base,
      auction: { dealer: 'N', calls: [{ call: PASS }, { call: PASS }, { call: PASS }, { call: PASS }] },
      contract: 'passed out',
    });
    expect(out).toEqual(
      expect.arrayContaining([
        '[Declarer ""]',
        '[Contract "Pass"]',
        '[Result ""]',
        '[Auction "N"]',
        'Pass Pass Pass Pass',
      ]),
    );
  });

  it('writes four calls a line with shared note numbers and NAGs in order', () => {
    const out = lines({
      ...base,
      auction: {
        dealer: 'N',
        calls: [
          { call: bid(1, 'NT') },
          { call: PASS },
          { call: bid(2, 'D'), alert: true, note: 'Transfer' },
          { call: PASS },
          { call: bid(2, 'H'), alert: true },
          { call: PASS, nags: [25, 3] },
          { call: bid(4, 'H'), alert: true, note: 'Transfer' },
        ],
      },
    });
    const at = out.indexOf('[Auction "N"]');
    expect(out.slice(at, at + 6)).toEqual([
      '[Auction "N"]',
      '1NT         Pass        2D =1=      Pass',
      '2H =2=      Pass $3 $25 4H =1=',
      '*',
      '[Note "1:Transfer"]',
      '[Note "2:"]',
    ]);
  });

  it('writes the play in seat columns from the opening leader and marks a claim with "*"', () => {
    const record: BoardRecord = {
      ...base,
      contract: { level: 1, strain: 'NT', risk: '', declarer: 'S' },
      // West leads; North wins the first trick with the ace and leads the king.
      play: {
        leader: 'W',
        tricks: [
          ['S2', 'SA', 'S8', 'S5'],
          ['SK', 'S9', 'S6'],
        ],
      },
      claim: 7,
      result: 7,
    };
    const out = lines(record);
    const at = out.indexOf('[Play "W"]');
    expect(out.slice(at, at + 4)).toEqual(['[Play "W"]', 'S2 SA S8 S5', '-  SK S9 S6', '*']);
    expect(out).toContain('[Result "7"]');
    const back = parsePbn(out.join('\n'));
    expect(back.ok && back.value[0]?.play?.tricks).toEqual(record.play?.tricks);
  });

  it('writes comments before the tags and separates games by an empty line', () => {
    const text = writePbn(
      [
        { ...base, comments: ['one', 'a } brace'] },
        { ...base, board: 2 },
      ],
      { lineEnding: '\n' },
    );
    expect(text).toContain('% EXPORT\n{one}\n;a } brace\n[Event "?"]');
    expect(text).toContain('[Result "?"]\n\n[Event "?"]');
  });
});
