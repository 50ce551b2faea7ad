import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Contract, parseContract } from '../bridge/contract.js';
import { unwrap } from '../errors.js';
import {
  addPairsResult,
  type PairsResult,
  pairsSession,
  pairsStandings,
  startPairsSession,
} from './pairs-session.js';

function contract(text: string): Contract {
  return unwrap(parseContract(text));
}

// Three boards; NS pairs 1-3, EW pairs 4-6; board 3 was played at two tables only.
const RESULTS: readonly PairsResult[] = [
  // Board 1, none vulnerable, entered as deals: 4♥= by N (+420), 4♥+1 by S (+450), 4♥= by S (+420).
  {
    board: 1,
    nsPair: 1,
    ewPair: 4,
    result: { contract: contract('4H'), declarer: 'N', tricks: 10 },
    vulnerability: 'None',
  },
  {
    board: 1,
    nsPair: 2,
    ewPair: 5,
    result: { contract: contract('4H'), declarer: 'S', tricks: 11 },
    vulnerability: 'None',
  },
  {
    board: 1,
    nsPair: 3,
    ewPair: 6,
    result: { contract: contract('4H'), declarer: 'S', tricks: 10 },
    vulnerability: 'None',
  },
  { board: 2, nsPair: 1, ewPair: 5, nsScore: -100 },
  { board: 2, nsPair: 2, ewPair: 6, nsScore: 110 },
  { board: 2, nsPair: 3, ewPair: 4, nsScore: -100 },
  { board: 3, nsPair: 1, ewPair: 6, nsScore: 50 },
  { board: 3, nsPair: 2, ewPair: 4, nsScore: -200 },
];

describe('pairs session', () => {
  it('matchpoints each board and totals per pair without factoring (hand-computed)', () => {
    const standings = unwrap(pairsSession(RESULTS, { neuberg: false }));
    expect(standings.maxResults).toBe(3);
    expect(
      standings.boards.map((b) => [b.board, b.top, b.lines.map((l) => [l.nsScore, l.nsUnits, l.ewUnits])]),
    ).toEqual([
      [
        1,
        4,
        [
          [420, 1, 3],
          [450, 4, 0],
          [420, 1, 3],
        ],
      ],
      [
        2,
        4,
        [
          [-100, 1, 3],
          [110, 4, 0],
          [-100, 1, 3],
        ],
      ],
      [
        3,
        2,
        [
          [50, 2, 0],
          [-200, 0, 2],
        ],
      ],
    ]);
    const byPair = Object.fromEntries(
      standings.pairs.map((p) => [p.pair, [p.boards, p.units, p.top, p.percent]]),
    );
    expect(byPair).toEqual({
      1: [3, 4, 10, 40],
      2: [3, 8, 10, 80],
      3: [2, 2, 8, 25],
      4: [3, 8, 10, 80],
      5: [2, 3, 8, 37.5],
      6: [3, 3, 10, 30],
    });
  });

  it('factors the short board up with Neuberg (default)', () => {
    const standings = unwrap(pairsSession(RESULTS));
    // Board 3: n = 2, N = 3 → M' = (M + 1) · 3/2 − 1: 2 → 3.5, 0 → 0.5, on a top of 4.
    expect(standings.boards[2]?.top).toBe(4);
    expect(standings.boards[2]?.lines.map((l) => [l.nsUnits, l.ewUnits])).toEqual([
      [3.5, 0.5],
      [0.5, 3.5],
    ]);
    expect(standings.pairs.map((p) => p.pair)).toEqual([4, 2, 1, 5, 6, 3]);
    const percent = Object.fromEntries(standings.pairs.map((p) => [p.pair, p.percent]));
    expect(percent[4]).toBeCloseTo((9.5 / 12) * 100, 9);
    expect(percent[2]).toBeCloseTo((8.5 / 12) * 100, 9);
    expect(percent[1]).toBeCloseTo((5.5 / 12) * 100, 9);
    expect(percent[5]).toBe(37.5);
    expect(percent[6]).toBeCloseTo((3.5 / 12) * 100, 9);
    expect(percent[3]).toBe(25);
  });

  it('is a fold of addPairsResult', () => {
    let state = startPairsSession();
    for (const r of RESULTS) state = unwrap(addPairsResult(state, r));
    expect(pairsStandings(state)).toEqual(unwrap(pairsSession(RESULTS)));
  });

  it('scores a passed-out board as 0 to both sides', () => {
    const standings = unwrap(
      pairsSession([
        { board: 9, nsPair: 'A', ewPair: 'B', result: { passedOut: true }, vulnerability: 'All' },
        { board: 9, nsPair: 'C', ewPair: 'D', nsScore: -50 },
      ]),
    );
    expect(standings.boards[0]?.lines.map((l) => [l.nsScore, l.nsUnits])).toEqual([
      [0, 2],
      [-50, 0],
    ]);
  });

  it('rejects a pair playing a board twice or against itself, and bad scores', () => {
    const codes = [
      pairsSession([
        { board: 1, nsPair: 1, ewPair: 2, nsScore: 100 },
        { board: 1, nsPair: 3, ewPair: 1, nsScore: 100 },
      ]),
      pairsSession([{ board: 1, nsPair: 1, ewPair: 1, nsScore: 100 }]),
      pairsSession([{ board: 1, nsPair: '', ewPair: 2, nsScore: 100 }]),
      pairsSession([{ board: 1, nsPair: 1, ewPair: 2, nsScore: Number.POSITIVE_INFINITY }]),
    ].map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes).toEqual(['BAD_RESULT', 'BAD_RESULT', 'BAD_RESULT', 'BAD_RESULT']);
    const tricks = pairsSession([
      {
        board: 1,
        nsPair: 1,
        ewPair: 2,
        result: { contract: contract('3NT'), declarer: 'N', tricks: -1 },
        vulnerability: 'None',
      },
    ]);
    expect(tricks.ok || tricks.error.code).toBe('BAD_TRICKS');
  });

  it('keeps every board line summing to the board top, with and without Neuberg', () => {
    const session = fc
      .array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: -20, max: 20 })), { maxLength: 30 })
      .map((rows) =>
        rows.map(
          ([board, score], i): PairsResult => ({
            board,
            nsPair: `n${i}`,
            ewPair: `e${i}`,
            nsScore: score * 10,
          }),
        ),
      );
    fc.assert(
      fc.property(session, fc.boolean(), (results, factor) => {
        const standings = unwrap(pairsSession(results, { neuberg: factor }));
        for (const board of standings.boards) {
          for (const line of board.lines) expect(line.nsUnits + line.ewUnits).toBeCloseTo(board.top, 9);
        }
        for (const pair of standings.pairs) {
          expect(pair.percent).toBeGreaterThanOrEqual(0);
          expect(pair.percent).toBeLessThanOrEqual(100 + 1e-9);
        }
      }),
    );
  });
});
