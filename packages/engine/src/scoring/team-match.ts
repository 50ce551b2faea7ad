import type { Vulnerability } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { imps } from './imps.js';
import { checkVulnerability } from './input.js';
import { type TableScore, tableScoreNs } from './result.js';

/** A board played at both tables of a team match: team A sits North-South at table 1 and East-West at table 2. */
export interface TeamBoard {
  /** Board number or name; boards without one are numbered 1, 2, 3… in the order they are added. */
  readonly board?: number | string;
  /** Needed only when a table entry is a played deal rather than a number. */
  readonly vulnerability?: Vulnerability;
  readonly table1: TableScore;
  readonly table2: TableScore;
}

/** One scored board, everything from team A's point of view. */
export interface TeamBoardScore {
  readonly board: number | string;
  /** North-South's points at table 1 (team A's pair). */
  readonly table1Ns: number;
  /** North-South's points at table 2 (team B's pair). */
  readonly table2Ns: number;
  /** Team A's net: its NS score at table 1 plus its EW score at table 2. */
  readonly net: number;
  /** IMPs for team A, signed (negative when team B gains). */
  readonly imps: number;
}

export interface TeamMatchState {
  readonly boards: readonly TeamBoardScore[];
}

/** The match so far: per-board lines and IMP totals for both teams. */
export interface TeamMatchSheet {
  readonly boards: readonly TeamBoardScore[];
  /** IMPs won by team A (sum of its positive boards). */
  readonly impsA: number;
  /** IMPs won by team B. */
  readonly impsB: number;
  /** impsA − impsB. */
  readonly margin: number;
}

/** An empty team match. */
export function startTeamMatch(): TeamMatchState {
  return { boards: [] };
}

/** Adds one board played at both tables; rejects a board number already scored. */
export function addTeamBoard(state: TeamMatchState, board: TeamBoard): Result<TeamMatchState> {
  const id = board.board ?? state.boards.length + 1;
  if (state.boards.some((b) => b.board === id)) {
    return fail(
      'BAD_RESULT',
      `board ${id} has already been scored in this match`,
      `Board ${id} ist in diesem Match bereits abgerechnet`,
    );
  }
  if (board.vulnerability !== undefined) {
    const vul = checkVulnerability(board.vulnerability);
    if (!vul.ok) return vul;
  }
  const table1 = tableScoreNs(board.table1, board.vulnerability);
  if (!table1.ok) return table1;
  const table2 = tableScoreNs(board.table2, board.vulnerability);
  if (!table2.ok) return table2;
  // Team A is East-West at table 2, so its points there are the negative of North-South's.
  const net = table1.value - table2.value;
  const line: TeamBoardScore = {
    board: id,
    table1Ns: table1.value,
    table2Ns: table2.value,
    net,
    imps: imps(net),
  };
  return ok({ boards: [...state.boards, line] });
}

/** Totals of a team match as it stands. */
export function teamMatchSheet(state: TeamMatchState): TeamMatchSheet {
  let impsA = 0;
  let impsB = 0;
  for (const b of state.boards) {
    if (b.imps > 0) impsA += b.imps;
    else impsB -= b.imps;
  }
  return { boards: state.boards, impsA, impsB, margin: impsA - impsB };
}

/** Scores a whole team match from its boards (a fold of `addTeamBoard`). */
export function teamMatch(boards: readonly TeamBoard[]): Result<TeamMatchSheet> {
  let state = startTeamMatch();
  for (const board of boards) {
    const next = addTeamBoard(state, board);
    if (!next.ok) return next;
    state = next.value;
  }
  return ok(teamMatchSheet(state));
}
