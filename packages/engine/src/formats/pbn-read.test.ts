import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePbn, validatePbn } from './pbn-read.js';
import type { BoardRecord } from './record.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/pbn/${name}`, import.meta.url), 'utf8');

function parsed(text: string, strict = false): BoardRecord[] {
  const r = parsePbn(text, { strict });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

const BOARD = [
  '[Event "Test"]',
  '[Board "1"]',
  '[Dealer "N"]',
  '[Vulnerable "None"]',
  '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]',
  '[Declarer "N"]',
  '[Contract "1NT"]',
  '[Result "7"]',
];

describe('parsePbn: tolerant reading', () => {
  it('reads the tags of a simple game', () => {
    const [r] = parsed(BOARD.join('\n'));
    expect(r?.board).toBe(1);
    expect(r?.dealer).toBe('N');
    expect(r?.vulnerability).toBe('None');
    expect(r?.deal.N).toEqual(['SA', 'SK', 'SQ', 'SJ', 'HT', 'H9', 'H8', 'D7', 'D6', 'D5', 'C4', 'C3', 'C2']);
    expect(r?.contract).toEqual({ level: 1, strain: 'NT', risk: '', declarer: 'N' });
    expect(r?.result).toBe(7);
    expect(r?.event).toBe('Test');
    expect(r?.tags.map((t) => t.name)).toEqual([
      'Event',
      'Board',
      'Dealer',
      'Vulnerable',
      'Deal',
      'Declarer',
      'Contract',
      'Result',
    ]);
  });

  it('takes CRLF line ends, a byte-order mark, several tags on one line and a tag across lines', () => {
    const text = `\uFEFF[Event "Test"] [Board "1"]\r\n[Dealer\r\n "N"]\r\n${BOARD.slice(3).join('\r\n')}\r\n`;
    const [r] = parsed(text);
    expect(r?.board).toBe(1);
    expect(r?.dealer).toBe('N');
    expect(r?.result).toBe(7);
  });

  it('takes lower case, "10" and any rank order in the deal', () => {
    const text = BOARD.map((l) =>
      l.startsWith('[Deal')
        ? '[Deal "n:jqka.89t.567.234 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.1098.765"]'
        : l,
    ).join('\n');
    const [r] = parsed(text);
    expect(r?.deal.N).toEqual(['SA', 'SK', 'SQ', 'SJ', 'HT', 'H9', 'H8', 'D7', 'D6', 'D5', 'C4', 'C3', 'C2']);
    expect(r?.deal.W).toContain('DT');
  });

  it('unescapes quotes and backslashes in values and keeps unknown tags in order', () => {
    const [r] = parsed(`${BOARD.join('\n')}\n[Annotator "Mike \\"the Hat\\" O\\\\Brien"]\n[Zzz "1"]`);
    expect(r?.tags.slice(-2)).toEqual([
      { name: 'Annotator', value: 'Mike "the Hat" O\\Brien' },
      { name: 'Zzz', value: '1' },
    ]);
  });

  it('skips % lines, keeps ; and {} comments, and separates games at semi-empty lines', () => {
    const text = `% PBN 2.1\n{first}\n${BOARD.join('\n')}\n; rest of line\n \t\n[Board "2"]\n[Dealer "E"]\n[Vulnerable "NS"]\n{a comment\n\nwith an empty line}`;
    const records = parsed(text);
    expect(records).toHaveLength(2);
    expect(records[0]?.comments).toEqual(['first', ' rest of line']);
    expect(records[1]?.board).toBe(2);
    expect(records[1]?.comments).toEqual(['a comment\n\nwith an empty line']);
    expect(records[1]?.deal).toEqual({ N: [], E: [], S: [], W: [] });
  });

  it('ignores a repeated tag in import format', () => {
    const [r] = parsed(`${BOARD.join('\n')}\n[Board "9"]`);
    expect(r?.board).toBe(1);
  });

  it('falls back on the board number for a missing Dealer or Vulnerable tag (L2 rotation)', () => {
    const [r] = parsed('[Board "7"]\n[Deal "N:- - - -"]');
    expect(r?.dealer).toBe('S');
    expect(r?.vulnerability).toBe('All');
  });

  it('reads partial deals', () => {
    const [r] = parsed('[Dealer "W"]\n[Vulnerable "-"]\n[Deal "W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -"]');
    expect(r?.deal.W).toHaveLength(13);
    expect(r?.deal.N).toEqual([]);
    expect(r?.deal.S).toEqual([]);
    expect(r?.vulnerability).toBe('None');
  });
});

describe('parsePbn: inheritance and the Thursday fixture', () => {
  const records = parsed(fixture('thursday-import.pbn'));

  it('reads three games', () => {
    expect(records.map((r) => r.board)).toEqual([3, 4, 5]);
  });

  it('applies "##" to the later games and lets a plain value redefine it', () => {
    expect(records.map((r) => r.event)).toEqual(['Thursday Drive', 'Thursday Drive', 'Thursday Drive']);
    expect(records.map((r) => r.date)).toEqual(['2026.02.19', '2026.02.19', '2026.02.20']);
  });

  it('applies "#" from the previous game', () => {
    expect(records.map((r) => r.scoring)).toEqual(['MP', 'MP', 'MP']);
  });

  it('reads lower-case tags, AP and a note on the first board', () => {
    const [r] = records;
    expect(r?.dealer).toBe('S');
    expect(r?.vulnerability).toBe('EW');
    expect(r?.deal.S).toContain('HT');
    expect(r?.contract).toEqual({ level: 4, strain: 'H', risk: '', declarer: 'N' });
    const calls = r?.auction?.calls ?? [];
    expect(calls).toHaveLength(10);
    expect(calls[4]).toEqual({
      call: { type: 'bid', level: 3, strain: 'H' },
      alert: true,
      note: 'Preemptive raise',
    });
    expect(calls.slice(7).every((c) => c.call.type === 'pass')).toBe(true);
  });

  it('puts the play in play order and takes "*" with a Result as a claim', () => {
    const [r] = records;
    expect(r?.play?.leader).toBe('E');
    expect(r?.play?.tricks).toEqual([
      ['CA', 'C4', 'C5', 'CJ'],
      ['CK', 'C7', 'C3', 'H3'],
      ['HA', 'H7', 'H6', 'H2'],
      ['S5', 'S3', 'SQ', 'S6'],
      ['SA', 'S9', 'S7', 'S4'],
      ['CT', 'CQ', 'H4', 'C8'],
    ]);
    expect(r?.claim).toBe(11);
    expect(r?.result).toBe(11);
  });

  it('reads "-" before the dealer, suffixes as NAGs and notes on the second board', () => {
    const r = records[1];
    expect(r?.auction?.dealer).toBe('W');
    const calls = r?.auction?.calls ?? [];
    expect(calls[3]).toEqual({ call: { type: 'bid', level: 2, strain: 'D' }, nags: [2] });
    expect(calls[6]).toEqual({
      call: { type: 'bid', level: 4, strain: 'NT' },
      alert: true,
      note: 'Roman Key Card Blackwood',
    });
    expect(calls[8]?.note).toBe('0 or 3 key cards');
    expect(calls[10]).toEqual({ call: { type: 'bid', level: 6, strain: 'H' }, nags: [1] });
    expect(r?.contract).toEqual({ level: 6, strain: 'H', risk: '', declarer: 'W' });
  });

  it('reads a play continued with "+" and card NAGs on the second board', () => {
    const r = records[1];
    expect(r?.play?.tricks).toEqual([
      ['S6', 'SA', 'SK', 'S5'],
      ['HQ', 'H6', 'H3', 'H7'],
      ['HJ', 'D4', 'HK', 'HT'],
      ['HA'],
    ]);
    expect(r?.play?.annotations).toEqual([
      { trick: 2, index: 2, nags: [7] },
      { trick: 3, index: 0, nags: [7] },
    ]);
    expect(r?.claim).toBeUndefined();
    expect(r?.result).toBe(13);
    expect(r?.tags.find((t) => t.name === 'BCFlags')?.value).toBe('1f');
  });

  it('reads a passed-out board and keeps a table section', () => {
    const r = records[2];
    expect(r?.contract).toBe('passed out');
    expect(r?.result).toBeUndefined();
    expect(r?.auction?.calls.map((c) => c.call.type)).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect(r?.tags.find((t) => t.name === 'OptimumResultTable')).toEqual({
      name: 'OptimumResultTable',
      value: 'Declarer;Denomination\\2R;Result\\2R',
      section: ['N NT 7', 'N S 8'],
    });
  });
});

describe('parsePbn: errors with line numbers', () => {
  it.each([
    ['broken-unterminated-tag.pbn', 'PBN_SYNTAX', 4],
    ['broken-duplicate-card.pbn', 'PBN_BAD_VALUE', 13],
    ['broken-bad-call.pbn', 'PBN_BAD_VALUE', 27],
    ['broken-insufficient-bid.pbn', 'PBN_BAD_VALUE', 27],
    ['broken-card-not-in-hand.pbn', 'PBN_BAD_VALUE', 34],
    ['broken-play-width.pbn', 'PBN_SYNTAX', 36],
  ])('%s fails with %s on line %i', (name, code, line) => {
    const v = validatePbn(fixture(name));
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.error.code).toBe(code);
      expect(v.error.line).toBe(line);
      expect(v.error.message).toContain(`line ${line}`);
      expect(v.error.messageDe).toContain(`Zeile ${line}`);
    }
  });

  it('names the card and the seat that does not hold it', () => {
    const r = parsePbn(fixture('broken-card-not-in-hand.pbn'));
    expect(!r.ok && r.error.message).toContain('CQ is not in N');
  });

  it('reports an unclosed brace comment and a tag without a value', () => {
    expect(validatePbn('[Board "1"]\n{never closed\n')).toMatchObject({
      ok: false,
      error: { code: 'PBN_SYNTAX', line: 2 },
    });
    expect(validatePbn('[Board "1"]\n[Dealer N]')).toMatchObject({
      ok: false,
      error: { code: 'PBN_SYNTAX', line: 2 },
    });
    expect(validatePbn('1NT Pass')).toMatchObject({ ok: false, error: { code: 'PBN_SYNTAX', line: 1 } });
  });

  it('wants a dealer', () => {
    expect(validatePbn('[Event "x"]')).toMatchObject({ ok: false, error: { code: 'PBN_MISSING_TAG' } });
  });

  it('wants a contract before the play', () => {
    const text = `${BOARD.slice(0, 5).join('\n')}\n[Play "E"]\nSA S2 S3 S4`;
    expect(validatePbn(text)).toMatchObject({ ok: false, error: { code: 'PBN_MISSING_TAG', line: 6 } });
  });

  it('finds a double of partner and a call after the end', () => {
    const auction = (calls: string) => `${BOARD.join('\n')}\n[Auction "N"]\n${calls}`;
    expect(validatePbn(auction('1C Pass X'))).toMatchObject({ ok: false, error: { line: 10 } });
    expect(validatePbn(auction('1C Pass Pass\nPass 1D'))).toMatchObject({ ok: false, error: { line: 11 } });
    expect(validatePbn(auction('1C 1D ^I 1C'))).toEqual({ ok: true });
  });
});

describe('parsePbn: strict mode', () => {
  it('accepts the export-format club session', () => {
    expect(validatePbn(fixture('club-session.pbn'), { strict: true })).toEqual({ ok: true });
  });

  it('refuses import-only notation', () => {
    expect(validatePbn(fixture('thursday-import.pbn'), { strict: true }).ok).toBe(false);
    expect(validatePbn(`${BOARD.join('\n')}\n[Board "2"]`, { strict: true })).toMatchObject({
      ok: false,
      error: { code: 'PBN_SYNTAX', line: 9 },
    });
    expect(validatePbn(`${BOARD.join('\n')}\n[Auction "N"]\n1N Pass Pass Pass`, { strict: true }).ok).toBe(
      false,
    );
  });

  it('finds a revoke only in strict mode, and lets ^R mark one', () => {
    // North leads a spade; East holds spades but plays a heart.
    const text = (row: string) =>
      `${BOARD.join('\n').replace('"1NT"', '"1NTX"').replace('[Declarer "N"]', '[Declarer "W"]')}\n[Play "N"]\n${row}\n*`;
    expect(validatePbn(text('SA H7 S7 S4'))).toEqual({ ok: true });
    expect(validatePbn(text('SA H7 S7 S4'), { strict: true })).toMatchObject({
      ok: false,
      error: { line: 10 },
    });
    expect(validatePbn(text('SA ^R H7 S7 S4'), { strict: true })).toEqual({ ok: true });
  });

  it('checks the Contract tag against the auction', () => {
    const text = `${BOARD.join('\n')}\n[Auction "N"]\n1NT Pass 2NT Pass\nPass Pass`;
    expect(validatePbn(text)).toEqual({ ok: true });
    expect(validatePbn(text, { strict: true })).toMatchObject({
      ok: false,
      error: { code: 'PBN_BAD_VALUE' },
    });
  });
});
