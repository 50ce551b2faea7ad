import type { Vulnerability } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { matchpoints, neuberg } from './matchpoints.js';
import { type TableResult, tableScoreNs } from './result.js';

export type PairId = string | number;
export type PairsBoardId = string | number;

interface PairsResultSeats {
  readonly board: PairsBoardId;
  readonly nsPair: PairId;
  readonly ewPair: PairId;
}

/** One table's result on one board of a pairs event: North-South's score, or the deal and the board's vulnerability. */
export type PairsResult =
  | (PairsResultSeats & { readonly nsScore: number })
  | (PairsResultSeats & { readonly result: TableResult; readonly vulnerability: Vulnerability });

export interface PairsSettings {
  /** Factor boards with fewer results up to the largest number of results (Neuberg); default true. */
  readonly neuberg: boolean;
}

export interface PairsSessionState {
  readonly settings: PairsSettings;
  /** Accepted results, each reduced to North-South's score. */
  readonly results: readonly (PairsResultSeats & { readonly nsScore: number })[];
}

export interface PairsBoardLine {
  readonly nsPair: PairId;
  readonly ewPair: PairId;
  readonly nsScore: number;
  readonly nsUnits: number;
  readonly ewUnits: number;
}

export interface PairsBoardScore {
  readonly board: PairsBoardId;
  /** The top this board is scored on (after factoring, when Neuberg is on). */
  readonly top: number;
  readonly lines: readonly PairsBoardLine[];
}

export interface PairStanding {
  readonly pair: PairId;
  readonly boards: number;
  readonly units: number;
  /** The sum of the tops of the boards the pair played. */
  readonly top: number;
  readonly percent: number;
}

export interface PairsStandings {
  /** The largest number of results on any board (N in the Neuberg formula). */
  readonly maxResults: number;
  readonly boards: readonly PairsBoardScore[];
  /** Best percentage first; equal percentages keep the order in which the pairs first appeared. */
  readonly pairs: readonly PairStanding[];
}

/** An empty pairs session. */
export function startPairsSession(settings: Partial<PairsSettings> = {}): PairsSessionState {
  return { settings: { neuberg: settings.neuberg ?? true }, results: [] };
}

function validId(id: unknown): boolean {
  return (typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id));
}

/** Adds one table's result; a pair may play each board once, and never against itself. */
export function addPairsResult(state: PairsSessionState, result: PairsResult): Result<PairsSessionState> {
  const { board, nsPair, ewPair } = result;
  if (!validId(board) || !validId(nsPair) || !validId(ewPair)) {
    return fail(
      'BAD_RESULT',
      'a result needs a board and two pairs (numbers or names)',
      'ein Ergebnis braucht ein Board und zwei Paare (Nummern oder Namen)',
    );
  }
  if (nsPair === ewPair) {
    return fail(
      'BAD_RESULT',
      `pair ${nsPair} cannot play against itself`,
      `Paar ${nsPair} kann nicht gegen sich selbst spielen`,
    );
  }
  const again = state.results.find(
    (r) => r.board === board && [r.nsPair, r.ewPair].some((p) => p === nsPair || p === ewPair),
  );
  if (again) {
    const pair = again.nsPair === nsPair || again.ewPair === nsPair ? nsPair : ewPair;
    return fail(
      'BAD_RESULT',
      `pair ${pair} already has a result on board ${board}`,
      `Paar ${pair} hat auf Board ${board} schon ein Ergebnis`,
    );
  }
  const score =
    'nsScore' in result
      ? tableScoreNs(result.nsScore, undefined)
      : tableScoreNs(result.result, result.vulnerability);
  if (!score.ok) return score;
  return ok({ ...state, results: [...state.results, { board, nsPair, ewPair, nsScore: score.value }] });
}

/** Matchpoints every board and totals them per pair. */
export function pairsStandings(state: PairsSessionState): PairsStandings {
  const byBoard = new Map<PairsBoardId, (PairsResultSeats & { readonly nsScore: number })[]>();
  for (const r of state.results) {
    const list = byBoard.get(r.board);
    if (list) list.push(r);
    else byBoard.set(r.board, [r]);
  }
  const maxResults = Math.max(0, ...[...byBoard.values()].map((list) => list.length));
  const totals = new Map<PairId, { boards: number; units: number; top: number }>();
  const add = (pair: PairId, units: number, top: number) => {
    const t = totals.get(pair) ?? { boards: 0, units: 0, top: 0 };
    totals.set(pair, { boards: t.boards + 1, units: t.units + units, top: t.top + top });
  };
  const boards: PairsBoardScore[] = [];
  for (const [board, list] of byBoard) {
    const mp = matchpoints(list.map((r) => r.nsScore));
    // Scores were checked when they were added, so matchpointing cannot fail here.
    if (!mp.ok) throw new Error(`internal: ${mp.error.message}`);
    const n = list.length;
    const factor = state.settings.neuberg && n < maxResults;
    const scale = (units: number) => (factor ? neuberg(units, n, maxResults) : units);
    const top = state.settings.neuberg ? 2 * (maxResults - 1) : mp.value.top;
    const lines = list.map((r, i) => {
      const nsUnits = scale(mp.value.ns[i] as number);
      const ewUnits = scale(mp.value.ew[i] as number);
      add(r.nsPair, nsUnits, top);
      add(r.ewPair, ewUnits, top);
      return { nsPair: r.nsPair, ewPair: r.ewPair, nsScore: r.nsScore, nsUnits, ewUnits };
    });
    boards.push({ board, top, lines });
  }
  const pairs = [...totals].map(([pair, t]) => ({
    pair,
    ...t,
    percent: t.top === 0 ? 50 : (t.units / t.top) * 100,
  }));
  pairs.sort((a, b) => b.percent - a.percent);
  return { maxResults, boards, pairs };
}

/** Scores a whole pairs session from its results (a fold of `addPairsResult`). */
export function pairsSession(
  results: readonly PairsResult[],
  settings: Partial<PairsSettings> = {},
): Result<PairsStandings> {
  let state = startPairsSession(settings);
  for (const result of results) {
    const next = addPairsResult(state, result);
    if (!next.ok) return next;
    state = next.value;
  }
  return ok(pairsStandings(state));
}
