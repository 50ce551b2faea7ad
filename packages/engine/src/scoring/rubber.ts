import { isVulnerable, type Seat, type Side, seatAfter, sideOf, type Vulnerability } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { checkRubberDeal, type HonoursClaim, type RubberDeal } from './honours.js';
import { checkSeat } from './input.js';
import { type BridgeScoreItem, contractItems, otherSide } from './items.js';

export interface RubberSettings {
  /** Who deals the first deal of the rubber; the deal passes clockwise after every deal, passed out or not. */
  readonly firstDealer: Seat;
  /** RL80: the bonus for the only part-score in the game left unfinished; 100 (default) or the older 50. */
  readonly unfinishedPartScoreBonus: 100 | 50;
}

/** A line on the rubber score sheet. */
export interface RubberEntry extends BridgeScoreItem {
  /** The deal that produced it (the last deal played, for the bonuses written at the end). */
  readonly deal: number;
  readonly line: 'above' | 'below';
  /** The game (1, 2, 3) that was in progress when the entry was written. */
  readonly game: number;
}

/** A line drawn under both sides' below-the-line scores when a game is won. */
export interface RubberGameLine {
  readonly game: number;
  readonly winner: Side;
  readonly deal: number;
}

export interface RubberDealRecord {
  readonly number: number;
  readonly dealer: Seat;
  /** Vulnerability at the time of the deal, from the games won so far. */
  readonly vulnerability: Vulnerability;
  readonly result: RubberDeal;
  readonly honours?: HonoursClaim;
}

export type RubberStatus = 'playing' | 'complete' | 'unfinished';

export interface RubberState {
  readonly settings: RubberSettings;
  readonly deals: readonly RubberDealRecord[];
  readonly entries: readonly RubberEntry[];
  readonly gameLines: readonly RubberGameLine[];
  readonly status: RubberStatus;
}

/** One side's column of the classic sheet. */
export interface RubberColumn {
  readonly side: Side;
  readonly above: readonly RubberEntry[];
  /** Below-the-line entries game by game; the game in progress, if any, comes last. */
  readonly below: readonly (readonly RubberEntry[])[];
  readonly aboveTotal: number;
  readonly belowTotal: number;
  readonly total: number;
}

/** The score sheet of a rubber, with the columns arranged as "we" and "they". */
export interface RubberSheet {
  readonly we: RubberColumn;
  readonly they: RubberColumn;
  readonly gameLines: readonly RubberGameLine[];
  readonly games: Readonly<Record<Side, number>>;
  /** Below-the-line points of each side in the game in progress. */
  readonly partScores: Readonly<Record<Side, number>>;
  readonly vulnerability: Vulnerability;
  /** Who deals next (while the rubber is in play). */
  readonly dealer: Seat;
  readonly status: RubberStatus;
  readonly totals: Readonly<Record<Side, number>>;
  /** The side ahead on total points (the winner once the rubber is over); undefined when level. */
  readonly leader: Side | undefined;
  readonly margin: number;
}

/** A new rubber: nobody vulnerable, no games, `firstDealer` (default N) to deal. */
export function startRubber(settings: Partial<RubberSettings> = {}): Result<RubberState> {
  const firstDealer = checkSeat(settings.firstDealer ?? 'N');
  if (!firstDealer.ok) return firstDealer;
  const bonus = settings.unfinishedPartScoreBonus ?? 100;
  if (bonus !== 100 && bonus !== 50) {
    return fail(
      'BAD_INPUT',
      'unfinishedPartScoreBonus must be 100 or 50',
      'unfinishedPartScoreBonus muss 100 oder 50 sein',
    );
  }
  return ok({
    settings: { firstDealer: firstDealer.value, unfinishedPartScoreBonus: bonus },
    deals: [],
    entries: [],
    gameLines: [],
    status: 'playing',
  });
}

function gamesWon(state: RubberState): Record<Side, number> {
  const games = { NS: 0, EW: 0 };
  for (const line of state.gameLines) games[line.winner] += 1;
  return games;
}

function currentGame(state: RubberState): number {
  return state.gameLines.length + 1;
}

function partScores(state: RubberState): Record<Side, number> {
  const game = currentGame(state);
  const scores = { NS: 0, EW: 0 };
  for (const e of state.entries) if (e.line === 'below' && e.game === game) scores[e.side] += e.points;
  return scores;
}

/** A side that has won a game of the rubber is vulnerable (RL). */
function vulnerabilityOf(games: Record<Side, number>): Vulnerability {
  if (games.NS > 0 && games.EW > 0) return 'All';
  return games.NS > 0 ? 'NS' : games.EW > 0 ? 'EW' : 'None';
}

function over(): Result<never> {
  return fail(
    'SESSION_OVER',
    'this rubber is over; start a new one',
    'dieser Robber ist beendet; bitte einen neuen beginnen',
  );
}

/** Scores one deal into the rubber: below and above the line, game lines, the rubber bonus when a side wins its second game. */
export function addRubberDeal(state: RubberState, result: RubberDeal): Result<RubberState> {
  if (state.status !== 'playing') return over();
  const checked = checkRubberDeal(result);
  if (!checked.ok) return checked;
  const number = state.deals.length + 1;
  const games = gamesWon(state);
  const vulnerability = vulnerabilityOf(games);
  const { played, honours } = checked.value;
  const record: RubberDealRecord = {
    number,
    dealer: seatAfter(state.settings.firstDealer, state.deals.length),
    vulnerability,
    result,
    ...(honours ? { honours } : {}),
  };
  // A passed-out deal scores nothing; the next player deals.
  if (!played) return ok({ ...state, deals: [...state.deals, record] });

  const game = currentGame(state);
  const written: RubberEntry[] = contractItems(
    played.contract,
    played.declarer,
    isVulnerable(vulnerability, played.declarer),
    played.tricks,
  ).map((item) => ({ ...item, deal: number, game, line: item.kind === 'tricks' ? 'below' : 'above' }));
  if (honours) written.push({ ...honours, kind: 'honours', deal: number, game, line: 'above' });

  let next: RubberState = {
    ...state,
    deals: [...state.deals, record],
    entries: [...state.entries, ...written],
  };
  const side = sideOf(played.declarer);
  if (partScores(next)[side] >= 100) {
    next = { ...next, gameLines: [...next.gameLines, { game, winner: side, deal: number }] };
    if (games[side] === 1) {
      const bonus: RubberEntry = {
        side,
        kind: 'rubber',
        points: games[otherSide(side)] === 0 ? 700 : 500,
        deal: number,
        game,
        line: 'above',
      };
      next = { ...next, entries: [...next.entries, bonus], status: 'complete' };
    }
  }
  return ok(next);
}

/**
 * Ends a rubber before a side has won two games (RL80): 300 to the side with the only game won,
 * and the part-score bonus to the side with the only part-score in the game in progress.
 */
export function endRubber(state: RubberState): Result<RubberState> {
  if (state.status !== 'playing') return over();
  const games = gamesWon(state);
  const parts = partScores(state);
  const deal = state.deals.length;
  const game = currentGame(state);
  const bonuses: RubberEntry[] = [];
  for (const side of ['NS', 'EW'] as const) {
    const other = otherSide(side);
    if (games[side] === 1 && games[other] === 0) {
      bonuses.push({ side, kind: 'unfinishedGame', points: 300, deal, game, line: 'above' });
    }
    if (parts[side] > 0 && parts[other] === 0) {
      bonuses.push({
        side,
        kind: 'unfinishedPartScore',
        points: state.settings.unfinishedPartScoreBonus,
        deal,
        game,
        line: 'above',
      });
    }
  }
  return ok({ ...state, entries: [...state.entries, ...bonuses], status: 'unfinished' });
}

function column(state: RubberState, side: Side, games: number): RubberColumn {
  const mine = state.entries.filter((e) => e.side === side);
  const above = mine.filter((e) => e.line === 'above');
  const below = Array.from({ length: games }, (_, i) =>
    mine.filter((e) => e.line === 'below' && e.game === i + 1),
  );
  const sum = (list: readonly RubberEntry[]) => list.reduce((total, e) => total + e.points, 0);
  const aboveTotal = sum(above);
  const belowTotal = sum(mine) - aboveTotal;
  return { side, above, below, aboveTotal, belowTotal, total: aboveTotal + belowTotal };
}

/** The sheet view of a rubber; `we` (default NS) chooses which side is the left-hand column. */
export function rubberSheet(state: RubberState, options: { readonly we?: Side } = {}): RubberSheet {
  const we = options.we === 'EW' ? 'EW' : 'NS';
  const games = gamesWon(state);
  const blocks = state.status === 'complete' ? state.gameLines.length : state.gameLines.length + 1;
  const ns = column(state, 'NS', blocks);
  const ew = column(state, 'EW', blocks);
  const leader = ns.total > ew.total ? 'NS' : ew.total > ns.total ? 'EW' : undefined;
  return {
    we: we === 'NS' ? ns : ew,
    they: we === 'NS' ? ew : ns,
    gameLines: state.gameLines,
    games,
    partScores: partScores(state),
    vulnerability: vulnerabilityOf(games),
    dealer: seatAfter(state.settings.firstDealer, state.deals.length),
    status: state.status,
    totals: { NS: ns.total, EW: ew.total },
    leader,
    margin: Math.abs(ns.total - ew.total),
  };
}

/** Plays a list of deals into a new rubber (a fold of `addRubberDeal`); `end` closes it as unfinished if no side has two games. */
export function rubberFromDeals(
  deals: readonly RubberDeal[],
  settings: Partial<RubberSettings> & { readonly end?: boolean } = {},
): Result<RubberState> {
  const start = startRubber(settings);
  if (!start.ok) return start;
  let state = start.value;
  for (const deal of deals) {
    const next = addRubberDeal(state, deal);
    if (!next.ok) return next;
    state = next.value;
  }
  return settings.end && state.status === 'playing' ? endRubber(state) : ok(state);
}
