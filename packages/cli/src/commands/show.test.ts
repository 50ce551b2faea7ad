import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../testing.js';

const fixture = (path: string) =>
  readFileSync(new URL(`../../../../test/fixtures/${path}`, import.meta.url), 'utf8');

function io(files: Record<string, string>) {
  return memoryIo({ files });
}

describe('tenace show', () => {
  it('shows board 1 of the club session: diagram, auction with its note, tricks with winners, result', async () => {
    const m = io({ 'club.pbn': fixture('pbn/club-session.pbn') });
    expect(await main(['show', 'club.pbn', '--board', '1'], m)).toBe(0);
    const text = m.stdout();
    expect(text).toContain('Board 1, Dealer North, Vul None');
    expect(text).toMatch(/North\n\s+♠ 963\n\s+♥ 543\n\s+♦ AK3\n\s+♣ A854/);
    expect(text).toMatch(/Pass\s+1♠\s+Pass\n1NT!?\(1\)\s+Pass\s+2♥\s+Pass/);
    expect(text).toContain('(1) Forcing for one round');
    // Trick 1: South leads ♠4 to West's jack (declarer East, spades trumps).
    expect(text).toMatch(/ 1\. S ♠4\s+W ♠J\s+N ♠3\s+E ♠5\s+won by West/);
    expect(text).toMatch(/ 5\. N ♠9\s+E ♠A\s+S ♦4\s+W ♠7\s+won by East/);
    expect(text).toContain(
      "Contract: 2♠ by East · declarer's tricks: 9 (made +1, by claim) · score: NS -140",
    );
    expect(text).not.toContain('Board 2');
    expect(m.stderr()).toBe('');
  });

  it('gives the board records as JSON, with the tricks worked out', async () => {
    const m = io({ 'club.pbn': fixture('pbn/club-session.pbn') });
    expect(await main(['show', 'club.pbn', '--json'], m)).toBe(0);
    const value = JSON.parse(m.stdout());
    expect(value.format).toBe('pbn');
    expect(value.boards.map((b: { board: number }) => b.board)).toEqual([1, 2, 3, 4]);
    const first = value.boards[0];
    expect(first.contract).toEqual({ level: 2, strain: 'S', risk: '', declarer: 'E' });
    expect(first.result).toBe(9);
    expect(first.tricks[0]).toEqual({ number: 1, leader: 'S', cards: ['S4', 'SJ', 'S3', 'S5'], winner: 'W' });
    // Every complete trick's winner leads the next one.
    for (const board of value.boards)
      for (let i = 1; i < board.tricks.length; i++)
        expect(board.tricks[i].leader).toBe(board.tricks[i - 1].winner);
    expect(value.warnings).toEqual([]);
  });

  it('reads LIN: alerts, explanations and the claim of a BBO hand record', async () => {
    const m = io({ 'tue.lin': fixture('lin/tuesday-hands.lin') });
    expect(await main(['show', 'tue.lin', '--json'], m)).toBe(0);
    const value = JSON.parse(m.stdout());
    expect(value.format).toBe('lin');
    expect(value.boards).toHaveLength(3);
    const text = memoryIo({ files: { 'tue.lin': fixture('lin/tuesday-hands.lin') } });
    expect(await main(['show', 'tue.lin'], text)).toBe(0);
    expect(text.stdout()).toContain('Board 2, Dealer East, Vul NS');
    expect(text.stdout()).toMatch(/!\(1\)/);
  });

  it('takes --format over the file name', async () => {
    const m = io({ 'hands.txt': fixture('lin/teams-vugraph.lin') });
    expect(await main(['show', 'hands.txt', '--format', 'lin', '--json'], m)).toBe(0);
    expect(JSON.parse(m.stdout()).boards).toHaveLength(2);
    const bad = io({ 'hands.txt': 'nothing to see' });
    expect(await main(['show', 'hands.txt', '--json'], bad)).toBe(2);
    expect(JSON.parse(bad.stdout()).error.code).toBe('BAD_INPUT');
  });

  it('prints the tolerant reading of import-format PBN with a warning on stderr, a passed-out board too', async () => {
    const m = io({ 'thu.pbn': fixture('pbn/thursday-import.pbn') });
    expect(await main(['show', 'thu.pbn'], m)).toBe(0);
    expect(m.stderr()).toMatch(/^tenace: warning: not PBN export format, read as import format: line 21: /);
    expect(m.stdout()).toContain('Contract: passed out');
    const de = io({ 'thu.pbn': fixture('pbn/thursday-import.pbn') });
    expect(await main(['show', 'thu.pbn', '--lang', 'de'], de)).toBe(0);
    expect(de.stderr()).toContain('Warnung: kein PBN-Exportformat');
    expect(de.stdout()).toContain('Kontrakt: alle passen');
  });

  it('refuses each broken fixture with the reader’s line number and a non-zero exit', async () => {
    const cases = [
      ['broken-unterminated-tag.pbn', 'PBN_SYNTAX', 4],
      ['broken-duplicate-card.pbn', 'PBN_BAD_VALUE', 13],
      ['broken-bad-call.pbn', 'PBN_BAD_VALUE', 27],
      ['broken-insufficient-bid.pbn', 'PBN_BAD_VALUE', 27],
      ['broken-card-not-in-hand.pbn', 'PBN_BAD_VALUE', 34],
      ['broken-play-width.pbn', 'PBN_SYNTAX', 36],
    ] as const;
    for (const [file, code, line] of cases) {
      const m = io({ [file]: fixture(`pbn/${file}`) });
      expect(await main(['show', file, '--json'], m)).toBe(2);
      expect(JSON.parse(m.stdout()).error).toMatchObject({ code, line });
      const text = io({ [file]: fixture(`pbn/${file}`) });
      expect(await main(['show', file], text)).toBe(2);
      expect(text.stderr()).toContain(`line ${line}:`);
      expect(text.stdout()).toBe('');
    }
  });

  it('names the boards there are when --board asks for another, and a missing file', async () => {
    const m = io({ 'club.pbn': fixture('pbn/club-session.pbn') });
    expect(await main(['show', 'club.pbn', '--board', '9', '--json'], m)).toBe(2);
    const error = JSON.parse(m.stdout()).error;
    expect(error.code).toBe('BAD_BOARD_NUMBER');
    expect(error.message).toContain('boards: 1, 2, 3, 4');
    const missing = memoryIo();
    expect(await main(['show', 'none.pbn'], missing)).toBe(2);
    expect(missing.stderr()).toContain('[BAD_INPUT]');
  });
});
