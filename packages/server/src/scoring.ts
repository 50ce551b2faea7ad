import {
  addChicagoDeal,
  addRubberDeal,
  type BoardForm,
  type BoardResult,
  boardInfo,
  type ChicagoState,
  chicagoSheet,
  crossImps,
  type Deal,
  formatContract,
  imps,
  matchpoints,
  type RubberDeal,
  type RubberState,
  rubberSheet,
  type Seat,
  type Side,
  seatAfter,
  startChicago,
  startRubber,
  type Vulnerability,
} from '@tenace/engine';
import type { DealInfo, ScoreLine, ScoreSheet, TableKind, TableSettings } from './protocol.js';

// The session above single deals: which deal comes next (dealer, vulnerability, board number)
// and the score sheet. Rubber and Chicago fold each result into the engine's state; pairs and
// teams compare this table's North-South scores with those of other tables, which the club
// passes in when it asks for the sheet (they change when another table finishes a board).

/** A finished deal as the score keeper needs it. */
export interface FinishedDeal {
  readonly deal: number;
  readonly board: number | null;
  readonly result: BoardResult;
  /** The hands as dealt (rubber and Chicago score honours from them). */
  readonly hands: Deal;
}

/** North-South scores of other tables on a board, for pairs (the session and the stored field) and teams. */
export interface Comparison {
  /** Pairs: every other NS score on the board. Teams: the other table's NS score, if played. */
  scores(board: number): readonly number[];
}

/** The next deal and the sheet of one table's session. */
export interface ScoreKeeper {
  readonly form: BoardForm;
  /** The next deal's slot (its number is `deal`), or null when the session is over. */
  next(deal: number): DealInfo | null;
  add(finished: FinishedDeal): void;
  sheet(comparison: Comparison): ScoreSheet;
  /**
   * The part-scores below the line in the game being played (rubber and Chicago), which the
   * robots bid to (a part-score plus a part-score is game); null where deals stand alone.
   */
  partScores(): Readonly<Record<Side, number>> | null;
}

/** A board of a pairs session or team match: the deal and where it sits in the Law 2 cycle. */
export interface SessionBoard {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
}

/** North-South's duplicate score of a result (0 when passed out). */
export function nsScoreOf(result: BoardResult): number {
  return result.passedOut ? 0 : result.nsScore;
}

function lineOf(finished: FinishedDeal, ns: number, ew: number): ScoreLine {
  const r = finished.result;
  return {
    deal: finished.deal,
    board: finished.board,
    contract: r.passedOut ? null : formatContract(r.contract),
    declarer: r.passedOut ? null : r.declarer,
    tricks: r.passedOut ? null : r.tricks,
    score: nsScoreOf(r),
    ns,
    ew,
  };
}

function toRubberDeal(finished: FinishedDeal): RubberDeal {
  const r = finished.result;
  if (r.passedOut) return { passedOut: true };
  return { contract: r.contract, declarer: r.declarer, tricks: r.tricks, deal: finished.hands };
}

/** A score keeper for a table of the given kind. `boards` lists the session's boards (pairs, teams). */
export function createScoreKeeper(
  kind: TableKind,
  settings: TableSettings,
  boards: readonly SessionBoard[],
  tableNo: 1 | 2 = 1,
): ScoreKeeper {
  switch (kind) {
    case 'rubber':
      return rubberKeeper(settings.length);
    case 'chicago':
      return chicagoKeeper(settings.length);
    case 'pairs':
      return pairsKeeper(boards, settings.scoring);
    case 'teams':
      return teamsKeeper(boards, tableNo);
    case 'whist':
      // A whist table keeps its game with the engine's addWhistHand (whist-table.ts).
      throw new Error('Bid Whist tables keep no bridge score sheet');
  }
}

function sessionSlot(boards: readonly SessionBoard[], deal: number): DealInfo | null {
  const b = boards[deal - 1];
  if (b === undefined) return null;
  return {
    deal,
    board: b.board,
    label: `Board ${b.board}`,
    labelDe: `Board ${b.board}`,
    dealer: b.dealer,
    vulnerability: b.vulnerability,
  };
}

/** The boards 1..n with dealer and vulnerability by Law 2. */
export function sessionBoards(n: number): SessionBoard[] {
  const out: SessionBoard[] = [];
  for (let board = 1; board <= n; board++) {
    const info = boardInfo(board);
    if (!info.ok) throw new Error(`board ${board}: ${info.error.message}`);
    out.push({ board, dealer: info.value.dealer, vulnerability: info.value.vulnerability });
  }
  return out;
}

function pairsKeeper(boards: readonly SessionBoard[], scoring: TableSettings['scoring']): ScoreKeeper {
  const done: FinishedDeal[] = [];
  return {
    form: 'duplicate',
    partScores: () => null,
    next: (deal) => sessionSlot(boards, deal),
    add: (finished) => {
      done.push(finished);
    },
    sheet(comparison) {
      const lines: ScoreLine[] = [];
      let nsSum = 0;
      let ewSum = 0;
      for (const d of done) {
        const own = nsScoreOf(d.result);
        const scores = [own, ...comparison.scores(d.board ?? d.deal)];
        if (scoring === 'matchpoints') {
          const mp = matchpoints(scores);
          const ns = mp.ok ? (mp.value.nsPercent[0] ?? 50) : 50;
          lines.push({ ...lineOf(d, round2(ns), round2(100 - ns)), results: scores.length });
          nsSum += ns;
          ewSum += 100 - ns;
        } else {
          const x = crossImps(scores, { average: true });
          const ns = x.ok ? (x.value[0] ?? 0) : 0;
          lines.push({ ...lineOf(d, round2(ns), round2(0 - ns)), results: scores.length });
          nsSum += ns;
          ewSum -= ns;
        }
      }
      const n = done.length;
      const percent = scoring === 'matchpoints';
      const totals = percent
        ? { NS: n === 0 ? 50 : round2(nsSum / n), EW: n === 0 ? 50 : round2(ewSum / n) }
        : { NS: round2(nsSum), EW: round2(ewSum) };
      const over = n >= boards.length;
      const unit = percent ? '%' : ' IMPs';
      return {
        kind: 'pairs',
        unit: percent ? 'percent' : 'imps',
        lines,
        totals,
        status: `${over ? 'Session over' : `${n} of ${boards.length} boards played`}: NS ${totals.NS}${unit}, EW ${totals.EW}${unit}`,
        statusDe: `${over ? 'Sitzung beendet' : `${n} von ${boards.length} Boards gespielt`}: NS ${totals.NS}${unit}, OW ${totals.EW}${unit}`,
        over,
      };
    },
  };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100 + 0;
}

function teamsKeeper(boards: readonly SessionBoard[], tableNo: 1 | 2): ScoreKeeper {
  const done: FinishedDeal[] = [];
  return {
    form: 'duplicate',
    partScores: () => null,
    next: (deal) => sessionSlot(boards, deal),
    add: (finished) => {
      done.push(finished);
    },
    sheet(comparison) {
      // IMPs for this table's North-South: team A at table 1, team B at table 2.
      const lines: ScoreLine[] = [];
      const totals = { NS: 0, EW: 0 };
      let compared = 0;
      for (const d of done) {
        const own = nsScoreOf(d.result);
        const other = comparison.scores(d.board ?? d.deal)[0];
        if (other === undefined) {
          lines.push({ ...lineOf(d, 0, 0), otherScore: null, imps: null });
          continue;
        }
        compared++;
        // This table's NS and the other table's EW are one team: their net is own − other.
        const gain = imps(own - other);
        if (gain > 0) totals.NS += gain;
        else totals.EW -= gain;
        lines.push({ ...lineOf(d, Math.max(0, gain), Math.max(0, 0 - gain)), otherScore: other, imps: gain });
      }
      const over = done.length >= boards.length && compared === boards.length;
      const teamNs = tableNo === 1 ? 'A' : 'B';
      const teamEw = tableNo === 1 ? 'B' : 'A';
      return {
        kind: 'teams',
        unit: 'imps',
        lines,
        totals,
        status: `${over ? 'Match over' : `${compared} of ${boards.length} boards compared`}: team ${teamNs} (NS here) ${totals.NS}, team ${teamEw} (EW here) ${totals.EW} IMPs`,
        statusDe: `${over ? 'Match beendet' : `${compared} von ${boards.length} Boards verglichen`}: Team ${teamNs} (hier NS) ${totals.NS}, Team ${teamEw} (hier OW) ${totals.EW} IMPs`,
        over,
      };
    },
  };
}

function rubberKeeper(rubbers: number): ScoreKeeper {
  const finished: RubberState[] = [];
  let current = newRubber('N');
  const lines: ScoreLine[] = [];
  function newRubber(dealer: Seat): RubberState {
    const started = startRubber({ firstDealer: dealer });
    if (!started.ok) throw new Error(started.error.message);
    return started.value;
  }
  const totalsOf = (states: readonly RubberState[]) => ({
    NS: states.reduce((n, s) => n + rubberSheet(s).totals.NS, 0),
    EW: states.reduce((n, s) => n + rubberSheet(s).totals.EW, 0),
  });
  const isOver = () => rubbers > 0 && finished.length >= rubbers;
  return {
    form: 'rubber',
    partScores: () => rubberSheet(current).partScores,
    next(deal) {
      if (isOver()) return null;
      const sheet = rubberSheet(current);
      const n = finished.length + 1;
      const k = current.deals.length + 1;
      return {
        deal,
        board: null,
        label: `Rubber ${n}, deal ${k}`,
        labelDe: `Robber ${n}, Spiel ${k}`,
        dealer: sheet.dealer,
        vulnerability: sheet.vulnerability,
      };
    },
    add(d) {
      const before = rubberSheet(current).totals;
      const added = addRubberDeal(current, toRubberDeal(d));
      if (!added.ok) throw new Error(`a played deal was refused by the rubber: ${added.error.message}`);
      current = added.value;
      const after = rubberSheet(current).totals;
      lines.push(lineOf(d, after.NS - before.NS, after.EW - before.EW));
      if (current.status !== 'playing') {
        finished.push(current);
        current = newRubber(seatAfter(current.settings.firstDealer, current.deals.length));
      }
    },
    sheet() {
      const over = isOver();
      const all = [...finished, current];
      const totals = totalsOf(all);
      const s = rubberSheet(current);
      let status: string;
      let statusDe: string;
      if (over) {
        status = `Over after ${finished.length} rubber(s): NS ${totals.NS}, EW ${totals.EW}`;
        statusDe = `Beendet nach ${finished.length} Robber(n): NS ${totals.NS}, OW ${totals.EW}`;
      } else {
        status = `Rubber ${finished.length + 1}: games NS ${s.games.NS}, EW ${s.games.EW}; part-scores NS ${s.partScores.NS}, EW ${s.partScores.EW}; vulnerable: ${s.vulnerability}`;
        statusDe = `Robber ${finished.length + 1}: Partien NS ${s.games.NS}, OW ${s.games.EW}; Teilergebnisse NS ${s.partScores.NS}, OW ${s.partScores.EW}; in Gefahr: ${s.vulnerability}`;
      }
      return { kind: 'rubber', unit: 'points', lines: [...lines], totals, status, statusDe, over };
    },
  };
}

function chicagoKeeper(rounds: number): ScoreKeeper {
  const finished: ChicagoState[] = [];
  let current = newRound();
  const lines: ScoreLine[] = [];
  function newRound(): ChicagoState {
    const started = startChicago({ firstDealer: 'N' });
    if (!started.ok) throw new Error(started.error.message);
    return started.value;
  }
  const isOver = () => rounds > 0 && finished.length >= rounds;
  return {
    form: 'chicago',
    partScores: () => chicagoSheet(current).partScores,
    next(deal) {
      if (isOver()) return null;
      const upcoming = chicagoSheet(current).next;
      if (upcoming === undefined) return null;
      const round = finished.length + 1;
      const last = current.deals[current.deals.length - 1];
      const redeal = last !== undefined && !last.counted;
      return {
        deal,
        board: null,
        label: `Chicago round ${round}, deal ${upcoming.deal} of 4${redeal ? ' (redeal)' : ''}`,
        labelDe: `Chicago-Runde ${round}, Spiel ${upcoming.deal} von 4${redeal ? ' (neu gegeben)' : ''}`,
        dealer: upcoming.dealer,
        vulnerability: upcoming.vulnerability,
      };
    },
    add(d) {
      const added = addChicagoDeal(current, toRubberDeal(d));
      if (!added.ok)
        throw new Error(`a played deal was refused by the Chicago round: ${added.error.message}`);
      current = added.value;
      const items = current.deals[current.deals.length - 1]?.items ?? [];
      const sum = (side: Side) => items.filter((i) => i.side === side).reduce((n, i) => n + i.points, 0);
      lines.push(lineOf(d, sum('NS'), sum('EW')));
      if (chicagoSheet(current).over) {
        finished.push(current);
        current = newRound();
      }
    },
    sheet() {
      const all = [...finished, current].map(chicagoSheet);
      const totals = {
        NS: all.reduce((n, s) => n + s.totals.NS, 0),
        EW: all.reduce((n, s) => n + s.totals.EW, 0),
      };
      const over = isOver();
      const next = chicagoSheet(current).next;
      const status =
        over || next === undefined
          ? `Over after ${finished.length} round(s): NS ${totals.NS}, EW ${totals.EW}`
          : `Round ${finished.length + 1}, next deal ${next.deal} of 4 (${next.dealer} deals, vulnerable ${next.vulnerability}): NS ${totals.NS}, EW ${totals.EW}`;
      const statusDe =
        over || next === undefined
          ? `Beendet nach ${finished.length} Runde(n): NS ${totals.NS}, OW ${totals.EW}`
          : `Runde ${finished.length + 1}, als Nächstes Spiel ${next.deal} von 4 (Geber ${next.dealer}, Gefahr ${next.vulnerability}): NS ${totals.NS}, OW ${totals.EW}`;
      return { kind: 'chicago', unit: 'points', lines: [...lines], totals, status, statusDe, over };
    },
  };
}
