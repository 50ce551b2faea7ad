import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Vulnerability } from '../cards/types.js';
import { boardInfo } from './board.js';

// rules.md §3.6, copied row by row. The spec writes "Both" where the engine's Vulnerability says 'All'.
const SPEC_TABLE = `
| 1 | N | None |
| 2 | E | NS |
| 3 | S | EW |
| 4 | W | Both |
| 5 | N | NS |
| 6 | E | EW |
| 7 | S | Both |
| 8 | W | None |
| 9 | N | EW |
| 10 | E | Both |
| 11 | S | None |
| 12 | W | NS |
| 13 | N | Both |
| 14 | E | None |
| 15 | S | NS |
| 16 | W | EW |
`;

const ROWS = SPEC_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [board, dealer, vul] = line
      .split('|')
      .map((cell) => cell.trim())
      .filter(Boolean);
    return {
      board: Number(board),
      dealer,
      vulnerability: (vul === 'Both' ? 'All' : vul) as Vulnerability,
    };
  });

describe('boardInfo (L2)', () => {
  it.each(ROWS)('board $board: $dealer deals, vulnerable $vulnerability', (row) => {
    expect(boardInfo(row.board)).toEqual({ ok: true, value: row });
  });

  it('repeats every 16 boards', () => {
    expect(ROWS).toHaveLength(16);
    for (const row of ROWS) {
      for (const set of [1, 2, 10, 1000]) {
        const board = row.board + 16 * set;
        expect(boardInfo(board)).toEqual({ ok: true, value: { ...row, board } });
      }
    }
  });

  it('lets each seat deal each vulnerability once in 16 boards', () => {
    const pairs = new Set(
      ROWS.map((r) => {
        const info = boardInfo(r.board);
        return info.ok ? `${info.value.dealer}/${info.value.vulnerability}` : 'error';
      }),
    );
    expect(pairs.size).toBe(16);
  });

  it('rejects what is not a positive whole number', () => {
    for (const board of [0, -1, -16, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      const r = boardInfo(board);
      expect(r).toMatchObject({ ok: false, error: { code: 'BAD_BOARD_NUMBER' } });
    }
  });

  it('answers for any positive board', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (board) => {
        const r = boardInfo(board);
        const same = boardInfo(((board - 1) % 16) + 1);
        expect(r.ok && same.ok && r.value.dealer === same.value.dealer).toBe(true);
        expect(r.ok && same.ok && r.value.vulnerability === same.value.vulnerability).toBe(true);
      }),
    );
  });
});
