import { describe, expect, it } from 'vitest';
import { type Contract, parseContract } from '../bridge/contract.js';
import { unwrap } from '../errors.js';
import { addTeamBoard, startTeamMatch, type TeamBoard, teamMatch, teamMatchSheet } from './team-match.js';

function contract(text: string): Contract {
  return unwrap(parseContract(text));
}

describe('team match (rules.md §3.7)', () => {
  it('nets +620 at table 1 against −170 at table 2 to +450, +10 IMPs', () => {
    // Team A's EW pair at table 2 wrote −170, so North-South there scored +170.
    const sheet = unwrap(teamMatch([{ table1: 620, table2: 170 }]));
    expect(sheet.boards[0]).toEqual({ board: 1, table1Ns: 620, table2Ns: 170, net: 450, imps: 10 });
    expect([sheet.impsA, sheet.impsB, sheet.margin]).toEqual([10, 0, 10]);
  });

  it('nets +140 against −170 to −30, −1 IMP', () => {
    const sheet = unwrap(teamMatch([{ table1: 140, table2: 170 }]));
    expect(sheet.boards[0]?.net).toBe(-30);
    expect(sheet.boards[0]?.imps).toBe(-1);
    expect([sheet.impsA, sheet.impsB, sheet.margin]).toEqual([0, 1, -1]);
  });

  it('scores played deals with the board vulnerability, and a pass-out as 0', () => {
    const boards: TeamBoard[] = [
      // NS vulnerable: 4♠= by N at table 1 (+620), 3♠+1 by S at table 2 (+170 to NS).
      {
        board: 5,
        vulnerability: 'NS',
        table1: { contract: contract('4S'), declarer: 'N', tricks: 10 },
        table2: { contract: contract('3S'), declarer: 'S', tricks: 10 },
      },
      // Passed out at table 1; 3NT= by W, EW vulnerable, at table 2: team A (EW there) +600.
      {
        board: 6,
        vulnerability: 'EW',
        table1: { passedOut: true },
        table2: { contract: contract('3NT'), declarer: 'W', tricks: 9 },
      },
      // 4♥X −3 by E, none vulnerable (+500 to NS) against 4♥= by W (−420 to NS): +920 → 14 to team A.
      {
        board: 7,
        vulnerability: 'None',
        table1: { contract: contract('4HX'), declarer: 'E', tricks: 7 },
        table2: { contract: contract('4H'), declarer: 'W', tricks: 10 },
      },
    ];
    const sheet = unwrap(teamMatch(boards));
    expect(sheet.boards.map((b) => [b.board, b.table1Ns, b.table2Ns, b.net, b.imps])).toEqual([
      [5, 620, 170, 450, 10],
      [6, 0, -600, 600, 12],
      [7, 500, -420, 920, 14],
    ]);
    expect([sheet.impsA, sheet.impsB, sheet.margin]).toEqual([36, 0, 36]);
  });

  it('adds IMPs per team over a match and is a fold of addTeamBoard', () => {
    const boards: TeamBoard[] = [
      { table1: 620, table2: 170 }, // +450 → +10
      { table1: 140, table2: 170 }, // −30 → −1
      { table1: -100, table2: 620 }, // −720 → −12
      { table1: 420, table2: 420 }, // 0 → 0
    ];
    const sheet = unwrap(teamMatch(boards));
    expect(sheet.boards.map((b) => b.imps)).toEqual([10, -1, -12, 0]);
    expect([sheet.impsA, sheet.impsB, sheet.margin]).toEqual([10, 13, -3]);
    let state = startTeamMatch();
    for (const b of boards) state = unwrap(addTeamBoard(state, b));
    expect(teamMatchSheet(state)).toEqual(sheet);
  });

  it('rejects a board scored twice, a contract without vulnerability, and bad scores', () => {
    const twice = teamMatch([
      { board: 3, table1: 100, table2: 100 },
      { board: 3, table1: 100, table2: 100 },
    ]);
    expect(twice.ok || twice.error.code).toBe('BAD_RESULT');
    const noVul = teamMatch([
      { table1: { contract: contract('3NT'), declarer: 'N', tricks: 9 }, table2: 400 },
    ]);
    expect(noVul.ok || noVul.error.code).toBe('BAD_VULNERABILITY');
    const tricks = teamMatch([
      {
        vulnerability: 'None',
        table1: { contract: contract('3NT'), declarer: 'N', tricks: 14 },
        table2: 400,
      },
    ]);
    expect(tricks.ok || tricks.error.code).toBe('BAD_TRICKS');
    const nan = teamMatch([{ table1: Number.NaN, table2: 0 }]);
    expect(nan.ok || nan.error.code).toBe('BAD_RESULT');
    if (!nan.ok) expect(nan.error.messageDe).toMatch(/Ergebnis/);
  });
});
