import {
  addChicagoDeal,
  addRubberDeal,
  type BoardForm,
  type BoardResult,
  boardInfo,
  type ChicagoState,
  chicagoSheet,
  type Deal,
  endRubber,
  formatContract,
  type Result,
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
import type { Style } from '../render/style.js';

/** The next deal of a session: what the form decides before the cards are dealt. */
export interface DealSlot {
  /** Board number (duplicate) or the deal's count in the session (1, 2, 3…). */
  readonly number: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** "Board 5", "Rubber 1, deal 3", "Chicago round 1, deal 2 of 4". */
  readonly label: string;
  readonly labelDe: string;
}

/** One finished deal as the session recorded it. */
export interface SessionDeal {
  readonly slot: DealSlot;
  readonly result: BoardResult;
  /** North-South's points for this deal in the session's scoring (duplicate: the board score). */
  readonly ns: number;
  readonly ew: number;
}

/**
 * A session of the chosen form above single deals: it decides dealer and vulnerability of the
 * next deal and keeps the score sheet, folding each result into the engine's rubber or Chicago
 * state (duplicate: Law 2 board cycle, each board scored alone).
 */
export interface PlaySession {
  readonly form: BoardForm;
  next(): DealSlot;
  add(result: BoardResult, deal: Deal): Result<SessionDeal>;
  /** Both sides' totals over the whole session (all rubbers or rounds). */
  totals(): Readonly<Record<Side, number>>;
  /** Trick points each side has below the line towards the current game (duplicate: none). */
  partScores(): Readonly<Record<Side, number>>;
  /** The running score sheet. */
  sheet(lang: 'en' | 'de', style: Style): string;
  /** The sheet at the end of the session: an unfinished rubber is closed by RL80. */
  final(lang: 'en' | 'de', style: Style): string;
}

function toRubberDeal(result: BoardResult, deal: Deal): RubberDeal {
  if (result.passedOut) return { passedOut: true };
  // The hands go along so that honours are scored from them.
  return { contract: result.contract, declarer: result.declarer, tricks: result.tricks, deal };
}

function describeResult(result: BoardResult | RubberDeal, lang: 'en' | 'de'): string {
  if ('passedOut' in result && result.passedOut) return lang === 'de' ? 'alle passen' : 'passed out';
  const diff = result.tricks - (result.contract.level + 6);
  const tag = diff === 0 ? '=' : diff > 0 ? `+${diff}` : `${diff}`;
  return `${formatContract(result.contract, 'symbols')}${tag} ${result.declarer}`;
}

function colourSuits(text: string, style: Style): string {
  return text.replace(/[♥♦]/g, (s) => style.red(s));
}

const pad = (text: string, n: number) => text.padStart(n);

/** One line of a deal-by-deal sheet: number, dealer, vulnerability, result, then both sides' points. */
function sheetRow(cells: readonly [string, string, string, string, string, string], style: Style): string {
  const [n, dealer, vul, result, ns, ew] = cells;
  return `${pad(n, 5)}  ${dealer.padEnd(6)}${vul.padEnd(7)}${colourSuits(result.padEnd(14), style)}${pad(ns, 8)}${pad(ew, 8)}`;
}

/** The totals line under `sheetRow` lines. */
function totalRow(label: string, ns: number, ew: number): string {
  return `${label.padEnd(34)}${pad(String(ns), 8)}${pad(String(ew), 8)}`;
}

/** A session of the given form, first deal dealt by North. */
export function createSession(form: BoardForm): PlaySession {
  if (form === 'duplicate') return duplicateSession();
  if (form === 'rubber') return rubberSession();
  return chicagoSession();
}

function duplicateSession(): PlaySession {
  const deals: SessionDeal[] = [];
  const totals = { NS: 0, EW: 0 };
  const next = (): DealSlot => {
    const number = deals.length + 1;
    const info = boardInfo(number);
    if (!info.ok) throw new Error(`board ${number}: ${info.error.message}`);
    return {
      number,
      dealer: info.value.dealer,
      vulnerability: info.value.vulnerability,
      label: `Board ${number}`,
      labelDe: `Board ${number}`,
    };
  };
  const sheet = (lang: 'en' | 'de', style: Style) => {
    const de = lang === 'de';
    const lines = [
      style.bold(
        sheetRow(
          de
            ? ['Board', 'Geber', 'Gefahr', 'Ergebnis', 'NS', 'OW']
            : ['Board', 'Dlr', 'Vul', 'Result', 'NS', 'EW'],
          style,
        ),
      ),
    ];
    for (const d of deals) {
      lines.push(
        sheetRow(
          [
            String(d.slot.number),
            d.slot.dealer,
            d.slot.vulnerability,
            describeResult(d.result, lang),
            d.ns > 0 ? String(d.ns) : '',
            d.ew > 0 ? String(d.ew) : '',
          ],
          style,
        ),
      );
    }
    lines.push(totalRow(de ? 'Summe' : 'Total', totals.NS, totals.EW));
    return `${lines.map((line) => line.trimEnd()).join('\n')}\n`;
  };
  return {
    form: 'duplicate',
    next,
    add(result) {
      const slot = next();
      const ns = result.passedOut ? 0 : result.nsScore;
      const entry = { slot, result, ns: Math.max(0, ns), ew: Math.max(0, -ns) };
      deals.push(entry);
      totals.NS += entry.ns;
      totals.EW += entry.ew;
      return { ok: true, value: entry };
    },
    totals: () => ({ ...totals }),
    partScores: () => ({ NS: 0, EW: 0 }),
    sheet,
    final: sheet,
  };
}

function sideTotalsOfRubber(state: RubberState): Record<Side, number> {
  return { ...rubberSheet(state).totals };
}

function rubberSession(): PlaySession {
  const finished: RubberState[] = [];
  let current = startRubberAt('N');
  let count = 0;
  function startRubberAt(dealer: Seat): RubberState {
    const started = startRubber({ firstDealer: dealer });
    if (!started.ok) throw new Error(started.error.message);
    return started.value;
  }
  const next = (): DealSlot => {
    const sheet = rubberSheet(current);
    const deal = current.deals.length + 1;
    const rubber = finished.length + 1;
    return {
      number: count + 1,
      dealer: sheet.dealer,
      vulnerability: sheet.vulnerability,
      label: `Rubber ${rubber}, deal ${deal}`,
      labelDe: `Robber ${rubber}, Spiel ${deal}`,
    };
  };
  const totals = () => {
    const all = [...finished, current].map(sideTotalsOfRubber);
    return { NS: all.reduce((n, t) => n + t.NS, 0), EW: all.reduce((n, t) => n + t.EW, 0) };
  };
  const render = (state: RubberState, index: number, lang: 'en' | 'de', style: Style) =>
    rubberText(state, index, lang, style);
  return {
    form: 'rubber',
    next,
    add(result, deal) {
      const slot = next();
      const before = rubberSheet(current).totals;
      const added = addRubberDeal(current, toRubberDeal(result, deal));
      if (!added.ok) return added;
      current = added.value;
      count++;
      const after = rubberSheet(current).totals;
      const entry: SessionDeal = { slot, result, ns: after.NS - before.NS, ew: after.EW - before.EW };
      if (current.status !== 'playing') {
        finished.push(current);
        // The deal passes on clockwise into the next rubber.
        current = startRubberAt(seatAfter(current.settings.firstDealer, current.deals.length));
      }
      return { ok: true, value: entry };
    },
    totals,
    partScores: () => ({ ...rubberSheet(current).partScores }),
    sheet(lang, style) {
      // The rubber in play, or the one just finished; earlier rubbers only in the running total.
      const last = finished[finished.length - 1];
      const shown =
        current.deals.length > 0 || last === undefined
          ? render(current, finished.length + 1, lang, style)
          : render(last, finished.length, lang, style);
      if (finished.length === 0) return shown;
      const t = totals();
      return `${shown}${lang === 'de' ? 'Alle Robber' : 'All rubbers'}: NS ${t.NS}, ${lang === 'de' ? 'OW' : 'EW'} ${t.EW}\n`;
    },
    final(lang, style) {
      const parts = finished.map((s, i) => render(s, i + 1, lang, style));
      if (current.deals.length > 0) {
        const ended = endRubber(current);
        parts.push(render(ended.ok ? ended.value : current, finished.length + 1, lang, style));
      }
      const all = [...finished, ...(current.deals.length > 0 ? [endedOr(current)] : [])];
      if (all.length > 1) {
        const ns = all.reduce((n, s) => n + rubberSheet(s).totals.NS, 0);
        const ew = all.reduce((n, s) => n + rubberSheet(s).totals.EW, 0);
        parts.push(
          `${lang === 'de' ? 'Alle Robber' : 'All rubbers'}: NS ${ns}, ${lang === 'de' ? 'OW' : 'EW'} ${ew}\n`,
        );
      }
      return parts.join('\n');
    },
  };
}

function endedOr(state: RubberState): RubberState {
  const ended = endRubber(state);
  return ended.ok ? ended.value : state;
}

/** One rubber as a compact sheet: the deals with the points each side scored, totals and status. */
function rubberText(state: RubberState, index: number, lang: 'en' | 'de', style: Style): string {
  const de = lang === 'de';
  const sheet = rubberSheet(state);
  const lines = [
    style.bold(`${de ? 'Robber' : 'Rubber'} ${index}`),
    style.bold(
      `${(de ? 'Spiel' : 'Deal').padStart(5)}  ${(de ? 'Geber' : 'Dlr').padEnd(6)}${(de ? 'Gefahr' : 'Vul').padEnd(7)}${(de ? 'Ergebnis' : 'Result').padEnd(14)}${(de ? 'unter NS' : 'below NS').padStart(10)}${(de ? 'OW' : 'EW').padStart(6)}${(de ? 'über NS' : 'above NS').padStart(10)}${(de ? 'OW' : 'EW').padStart(6)}`,
    ),
  ];
  for (const d of state.deals) {
    // The RL80 bonuses carry the last deal's number but belong to the end of the rubber (listed below).
    const mine = state.entries.filter(
      (e) => e.deal === d.number && e.kind !== 'unfinishedGame' && e.kind !== 'unfinishedPartScore',
    );
    const sum = (side: Side, line: 'above' | 'below') =>
      mine.filter((e) => e.side === side && e.line === line).reduce((n, e) => n + e.points, 0);
    const cell = (side: Side, line: 'above' | 'below', width: number) => {
      const n = sum(side, line);
      return pad(n > 0 ? String(n) : '', width);
    };
    const gameLine = state.gameLines.find((g) => g.deal === d.number);
    lines.push(
      `${pad(String(d.number), 5)}  ${d.dealer.padEnd(6)}${d.vulnerability.padEnd(7)}${colourSuits(describeResult(d.result, lang).padEnd(14), style)}${cell('NS', 'below', 10)}${cell('EW', 'below', 6)}${cell('NS', 'above', 10)}${cell('EW', 'above', 6)}${d.honours ? style.dim(`  ${de ? 'Honneurs' : 'honours'} ${d.honours.side} ${d.honours.points}`) : ''}${gameLine ? style.dim(`  ${de ? 'Partie' : 'game'} ${gameLine.winner}`) : ''}`,
    );
  }
  const closing = state.entries.filter(
    (e) => e.kind === 'unfinishedGame' || e.kind === 'unfinishedPartScore',
  );
  for (const e of closing)
    lines.push(
      style.dim(
        `      ${de ? 'unvollendeter Robber (RL80)' : 'unfinished rubber (RL80)'}: ${e.side} +${e.points}`,
      ),
    );
  lines.push(
    `${(de ? 'Summe' : 'Total').padEnd(40)}NS ${sheet.totals.NS}, ${de ? 'OW' : 'EW'} ${sheet.totals.EW}`,
  );
  const status =
    sheet.status === 'playing'
      ? de
        ? `läuft: Partien NS ${sheet.games.NS}, OW ${sheet.games.EW}; Teilergebnisse NS ${sheet.partScores.NS}, OW ${sheet.partScores.EW}; in Gefahr: ${sheet.vulnerability}`
        : `in progress: games NS ${sheet.games.NS}, EW ${sheet.games.EW}; part-scores NS ${sheet.partScores.NS}, EW ${sheet.partScores.EW}; vulnerable: ${sheet.vulnerability}`
      : sheet.leader === undefined
        ? de
          ? 'beendet: unentschieden'
          : 'over: level'
        : de
          ? `beendet: ${sheet.leader} gewinnt mit ${sheet.margin}`
          : `over: ${sheet.leader} win by ${sheet.margin}`;
  lines.push(style.dim(status));
  return `${lines.map((line) => line.trimEnd()).join('\n')}\n`;
}

function chicagoSession(): PlaySession {
  const finished: ChicagoState[] = [];
  let current = startRound();
  let count = 0;
  function startRound(): ChicagoState {
    const started = startChicago({ firstDealer: 'N' });
    if (!started.ok) throw new Error(started.error.message);
    return started.value;
  }
  const next = (): DealSlot => {
    const upcoming = chicagoSheet(current).next;
    if (upcoming === undefined) throw new Error('invariant: a finished Chicago round is replaced at once');
    const round = finished.length + 1;
    const last = current.deals[current.deals.length - 1];
    const redeal =
      last !== undefined && !last.counted
        ? (lang: 'en' | 'de') => (lang === 'de' ? ' (neu gegeben)' : ' (redeal)')
        : () => '';
    return {
      number: count + 1,
      dealer: upcoming.dealer,
      vulnerability: upcoming.vulnerability,
      label: `Chicago round ${round}, deal ${upcoming.deal} of 4${redeal('en')}`,
      labelDe: `Chicago-Runde ${round}, Spiel ${upcoming.deal} von 4${redeal('de')}`,
    };
  };
  const totalsOf = (states: readonly ChicagoState[]) => {
    const sheets = states.map(chicagoSheet);
    return {
      NS: sheets.reduce((n, s) => n + s.totals.NS, 0),
      EW: sheets.reduce((n, s) => n + s.totals.EW, 0),
    };
  };
  const allRounds = (lang: 'en' | 'de') => {
    const t = totalsOf([...finished, current]);
    return `${lang === 'de' ? 'Alle Runden' : 'All rounds'}: NS ${t.NS}, ${lang === 'de' ? 'OW' : 'EW'} ${t.EW}\n`;
  };
  // After each deal: the round in play, or the one just finished; earlier rounds only in the total.
  const running = (lang: 'en' | 'de', style: Style) => {
    const last = finished[finished.length - 1];
    const shown =
      current.deals.length > 0 || last === undefined
        ? chicagoText(current, finished.length + 1, lang, style)
        : chicagoText(last, finished.length, lang, style);
    return finished.length === 0 ? shown : `${shown}${allRounds(lang)}`;
  };
  // At the end: every round.
  const render = (lang: 'en' | 'de', style: Style) => {
    const parts = finished.map((s, i) => chicagoText(s, i + 1, lang, style));
    if (current.deals.length > 0 || finished.length === 0)
      parts.push(chicagoText(current, finished.length + 1, lang, style));
    if (finished.length + (current.deals.length > 0 ? 1 : 0) > 1) parts.push(allRounds(lang));
    return parts.join('\n');
  };
  return {
    form: 'chicago',
    next,
    add(result, deal) {
      const slot = next();
      const added = addChicagoDeal(current, toRubberDeal(result, deal));
      if (!added.ok) return added;
      current = added.value;
      count++;
      const record = current.deals[current.deals.length - 1];
      const items = record?.items ?? [];
      const entry: SessionDeal = {
        slot,
        result,
        ns: items.filter((i) => i.side === 'NS').reduce((n, i) => n + i.points, 0),
        ew: items.filter((i) => i.side === 'EW').reduce((n, i) => n + i.points, 0),
      };
      if (chicagoSheet(current).over) {
        finished.push(current);
        current = startRound();
      }
      return { ok: true, value: entry };
    },
    totals: () => totalsOf([...finished, current]),
    partScores: () => ({ ...chicagoSheet(current).partScores }),
    sheet: running,
    final: render,
  };
}

/** One Chicago round as a sheet: each deal's points for both sides, totals and what comes next. */
function chicagoText(state: ChicagoState, index: number, lang: 'en' | 'de', style: Style): string {
  const de = lang === 'de';
  const sheet = chicagoSheet(state);
  const lines = [
    style.bold(`${de ? 'Chicago-Runde' : 'Chicago round'} ${index}`),
    style.bold(
      sheetRow(
        de
          ? ['Spiel', 'Geber', 'Gefahr', 'Ergebnis', 'NS', 'OW']
          : ['Deal', 'Dlr', 'Vul', 'Result', 'NS', 'EW'],
        style,
      ),
    ),
  ];
  for (const d of sheet.deals) {
    const ns = d.items.filter((i) => i.side === 'NS').reduce((n, i) => n + i.points, 0);
    const ew = d.items.filter((i) => i.side === 'EW').reduce((n, i) => n + i.points, 0);
    const label = d.counted ? String(d.deal) : `(${d.deal})`;
    const honours = d.items.find((i) => i.kind === 'honours');
    lines.push(
      `${sheetRow([label, d.dealer, d.vulnerability, describeResult(d.result, lang), ns ? String(ns) : '', ew ? String(ew) : ''], style)}${honours ? style.dim(`  ${de ? 'Honneurs' : 'honours'} ${honours.side} ${honours.points}`) : ''}`,
    );
  }
  lines.push(totalRow(de ? 'Summe' : 'Total', sheet.totals.NS, sheet.totals.EW));
  const status = sheet.over
    ? sheet.leader === undefined
      ? de
        ? 'Runde beendet: unentschieden'
        : 'round over: level'
      : de
        ? `Runde beendet: ${sheet.leader} gewinnt mit ${sheet.margin}`
        : `round over: ${sheet.leader} win by ${sheet.margin}`
    : de
      ? `als Nächstes: Spiel ${sheet.next?.deal}, Geber ${sheet.next?.dealer}, Gefahr ${sheet.next?.vulnerability}`
      : `next: deal ${sheet.next?.deal}, ${sheet.next?.dealer} deals, vulnerable ${sheet.next?.vulnerability}`;
  lines.push(style.dim(status));
  return `${lines.map((line) => line.trimEnd()).join('\n')}\n`;
}
