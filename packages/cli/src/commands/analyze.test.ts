import { readFileSync } from 'node:fs';
import { type BoardRecord, formatDeal, parsePbn, writePbn } from '@tenace/engine';
import { createNodePool } from '@tenace/solver/node';
import { describe, expect, it } from 'vitest';
import { parseDdsFile } from '../../../solver/src/testing/dds-file.js';
import { main } from '../main.js';
import { memoryIo } from '../testing.js';
import { type AnalyzeEnv, resultTableLines, runAnalyze } from './analyze.js';

// club-session.pbn holds four deals of DDS's list1000.txt with their DDS tables, dealer par and
// the DDS PLAY lines as the card play (test/fixtures/pbn/README.md). Its analysis tags are taken
// out, analyze puts them back, and the card costs are checked against the DDS TRACE lines.

const fixture = (path: string) =>
  readFileSync(new URL(`../../../../test/fixtures/${path}`, import.meta.url), 'utf8');
const session = fixture('pbn/club-session.pbn');
const list1000 = parseDdsFile(fixture('dds/list1000.txt'));
const stripped = session.replace(/^\[(DoubleDummyTricks|OptimumScore|ParContract) .*\r?\n/gm, '');

function records(text: string): BoardRecord[] {
  const r = parsePbn(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function memoryEnv(files: Map<string, string>): AnalyzeEnv {
  return {
    writeFile: async (path, text) => {
      files.set(path, text);
    },
    progress: null,
    makePool: (workers) => createNodePool({ workers }),
  };
}

describe('tenace analyze', () => {
  it('puts back the DDS tables and dealer par, and marks exactly the cards where the DDS trace moves', async () => {
    expect(stripped).not.toContain('DoubleDummyTricks');
    const io = memoryIo({ files: { 'in.pbn': stripped } });
    const written = new Map<string, string>();
    const code = await runAnalyze(
      io,
      'in.pbn',
      { output: 'out.pbn', threads: '2' },
      { json: true },
      memoryEnv(written),
    );
    expect(code).toBe(0);
    expect(JSON.parse(io.stdout())).toEqual({
      boards: 4,
      analyzed: 4,
      skipped: [],
      failed: [],
      output: 'out.pbn',
    });
    const original = records(session);
    const analysed = records(written.get('out.pbn') as string);
    expect(analysed).toHaveLength(4);
    analysed.forEach((board, b) => {
      const before = original[b] as BoardRecord;
      expect(board.ddTricks).toEqual(before.ddTricks);
      expect(board.optimumScore).toEqual(before.optimumScore);
      expect(board.parContract).toEqual(before.parContract);
      const table = board.tags.find((t) => t.name === 'OptimumResultTable');
      expect(table?.value).toBe('Declarer;Denomination\\2R;Result\\2R');
      expect(table?.section).toEqual(
        resultTableLines(board.ddTricks as never).map((l) => l.trim().split(/\s+/).join(' ')),
      );
      // The DDS record this board was made from: same deal, same cards.
      const cards = board.play?.tricks.flat() ?? [];
      const record = list1000.find((r) => sameDeal(r.deal, board) && r.play.join('') === cards.join(''));
      if (record === undefined) throw new Error(`board ${board.board}: no DDS record with this play`);
      // A card changes the double-dummy value only when it costs its own side.
      const moves: [number, number, string][] = [];
      for (let i = 0; i + 1 < record.trace.length; i++) {
        const a = record.trace[i] as number;
        const z = record.trace[i + 1] as number;
        if (a !== z)
          moves.push([
            Math.floor(i / 4),
            i % 4,
            `DD: costs ${Math.abs(a - z)} trick${Math.abs(a - z) > 1 ? 's' : ''} (declarer's side ${a} -> ${z})`,
          ]);
      }
      const notes = (board.play?.annotations ?? []).map((a) => [a.trick, a.index, a.note]);
      expect(notes).toEqual(moves);
      for (const a of board.play?.annotations ?? [])
        expect(a.nags?.[0]).toBe(a.note?.includes('costs 1 ') ? 2 : 4);
    });
    // The written file reads back and writes again to the same records (the reader keeps a
    // table's lines with single spaces, so the text itself differs in its column padding).
    expect(records(writePbn(analysed))).toEqual(analysed);
  }, 120_000);

  it('passes a board without a full deal through unchanged, says so, and a second run changes nothing', async () => {
    const boards = records(session);
    const board1 = boards[0] as BoardRecord;
    // East's and West's hands unknown ("-" in the Deal tag).
    const partial: BoardRecord = {
      tags: [],
      board: 9,
      dealer: 'N',
      vulnerability: 'None',
      deal: { N: board1.deal.N, E: [], S: board1.deal.S, W: [] },
    };
    // Board 1 twice (a second table): one table is solved for both.
    const input = writePbn([board1, partial, { ...board1, board: 10 }]);
    const io = memoryIo({ files: { 'in.pbn': input } });
    expect(await main(['analyze', 'in.pbn', '--threads', '1'], io)).toBe(0);
    expect(io.stderr()).toContain('board 9: no full deal, passed through unchanged [BAD_DEAL]');
    const out = records(io.stdout());
    expect(out[1]).toEqual(records(input)[1]);
    expect(out[0]?.ddTricks).toEqual(board1.ddTricks);
    expect(out[2]?.ddTricks).toEqual(board1.ddTricks);
    expect(out[2]?.play?.annotations).toEqual(out[0]?.play?.annotations);
    // Board 1's play has cards that cost tricks: the second run must not add their notes twice.
    expect(out[0]?.play?.annotations?.length).toBeGreaterThan(0);
    const again = memoryIo({ files: { 'in.pbn': io.stdout() } });
    expect(await main(['analyze', 'in.pbn', '--threads', '1'], again)).toBe(0);
    expect(again.stdout()).toBe(io.stdout());
  }, 60_000);

  it('reports a missing file and a broken PBN with stable codes', async () => {
    const missing = memoryIo();
    expect(await main(['analyze', 'nowhere.pbn', '--json'], missing)).toBe(2);
    expect(JSON.parse(missing.stdout()).error.code).toBe('BAD_INPUT');
    const broken = memoryIo({ files: { 'b.pbn': fixture('pbn/broken-unterminated-tag.pbn') } });
    expect(await main(['analyze', 'b.pbn', '--json'], broken)).toBe(2);
    expect(JSON.parse(broken.stdout()).error).toMatchObject({ code: 'PBN_SYNTAX', line: 4 });
  });
});

function sameDeal(text: string, board: BoardRecord): boolean {
  const first = text[0] as 'N' | 'E' | 'S' | 'W';
  return formatDeal(board.deal, first) === text;
}
