import { type Call, formatCall } from '../bridge/call.js';
import { formatContract } from '../bridge/contract.js';
import { formatDeal } from '../cards/notation.js';
import { type Card, lho, SEATS, type Seat, seatAfter } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { tableContract } from '../laws/auction.js';
import { replayTableBoard, type TableBoardResult, tableResult } from '../laws/board.js';
import type { ReviewFlag, Ruling, TableEvent, TableSetup, TableState } from '../laws/types.js';

// A table-mode board as a hand record: PBN 2.1 where the standard has a notation for the
// irregularity (its section 3.9, Irregularities: a token before the call or card — `^I` an
// accepted insufficient bid, `^S` in place of the call of a player skipped by an accepted call out
// of rotation, `^R` a revoke not corrected in time, `^L` an accepted lead out of turn; section
// 3.4.13: a caret before the Declarer tag value when declarer and dummy changed places), notes and
// commentary for every ruling PBN has no mark for; and our own JSON, the log itself, from which
// the board is replayed.

/** Names and places for the PBN identification tags; '?' where absent (PBN 3.4). */
export interface TablePbnInfo {
  readonly event?: string;
  readonly site?: string;
  readonly date?: string;
  readonly scoring?: string;
  readonly players?: Readonly<Partial<Record<Seat, string>>>;
}

const SEAT_TAGS: readonly [string, Seat][] = [
  ['West', 'W'],
  ['North', 'N'],
  ['East', 'E'],
  ['South', 'S'],
];

function tag(name: string, value: string): string {
  const v = value
    .replace(/[\t\v\n\r]/g, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"');
  return `[${name} "${v}"]`;
}

/** Lines of four tokens, padded into columns as PBN files usually are. */
function grid(cells: readonly string[]): string[] {
  const width = Math.max(0, ...cells.map((c) => c.length));
  const lines: string[] = [];
  for (let i = 0; i < cells.length; i += 4) {
    const row = cells.slice(i, i + 4);
    lines.push(row.map((c, j) => (j < row.length - 1 ? c.padEnd(width) : c)).join(' '));
  }
  return lines;
}

/** Rulings as PBN commentary: one line each, the Law first; '}' cannot appear inside braces. */
function commentary(rulings: readonly Ruling[], review: readonly ReviewFlag[]): string[] {
  const lines = rulings.map((r) => `L${r.law} (${r.seat}): ${r.en}`.replace(/}/g, ')'));
  if (review.length > 0)
    lines.push(`For the Director's review: ${review.map((f) => `L${f.law} (${f.seat})`).join(', ')}`);
  return lines.length === 0 ? [] : [`{${lines.join('\n')}}`];
}

function auctionLines(state: TableState): string[] {
  const calls = state.calls;
  if (calls.length === 0) return [];
  // Export format: the dealer's call opens the first line (PBN 3.5); a player who lost his turn to
  // an accepted call out of rotation gets `^S` in his place (PBN 3.9 B).
  const cells: string[] = [];
  let expected: Seat = state.setup.dealer;
  for (const c of calls) {
    while (expected !== c.seat) {
      cells.push('^S');
      expected = lho(expected);
    }
    const text = formatCall(c.call as Call, 'pbn');
    cells.push(c.irregular === 'insufficient' ? `^I ${text}` : text);
    expected = lho(c.seat);
  }
  const lines = [tag('Auction', state.setup.dealer), ...grid(cells)];
  if (state.phase === 'auction') lines.push('*');
  return lines;
}

function playLines(state: TableState): string[] {
  const play = state.play;
  if (play === null || (play.tricks.length === 0 && play.trick.cards.length === 0)) return [];
  // Export format: the columns start with declarer's left-hand opponent, whoever led (PBN 3.6).
  const column = lho(play.declarer);
  const revoked = new Set<Card>(play.revokes.filter((r) => !r.corrected).map((r) => r.card));
  let expectedLeader: Seat = column;
  const rows = [...play.tricks, ...(play.trick.cards.length > 0 ? [play.trick] : [])].map((t) => {
    const cells = ['-', '-', '-', '-'];
    t.cards.forEach((card, i) => {
      const seat = seatAfter(t.leader, i);
      const j = (SEATS.indexOf(seat) - SEATS.indexOf(column) + 4) % 4;
      // A trick led by another hand than the expected one is a lead out of turn that was accepted
      // (a refused one never reaches a trick); the card keeps its player's column (PBN 3.9 D).
      let cell: string = card;
      if (revoked.has(card)) cell = `^R ${cell}`;
      if (i === 0 && t.leader !== expectedLeader) cell = `^L ${cell}`;
      cells[j] = cell;
    });
    if ('winner' in t) expectedLeader = t.winner as Seat;
    return cells;
  });
  const lines = [tag('Play', column), ...grid(rows.flat())];
  if (state.settled !== null) lines.push('*');
  return lines;
}

/** The Declarer tag: a caret before the seat when declarer and dummy changed places (L54A; PBN 3.4.13). */
function declarerTag(state: TableState): string {
  const contract = state.contract;
  if (contract === null) return tableResult(state)?.passedOut ? '' : '?';
  const declarer = state.play?.declarer ?? contract.declarer;
  const bidder = tableContract(state.calls)?.declarer ?? declarer;
  return declarer === bidder ? declarer : `^${declarer}`;
}

/**
 * The Result tag: declarer's tricks after the revoke transfer or the Director's adjustment, with a
 * caret when that differs from the tricks won at the table (PBN 3.4.15).
 */
function resultTag(result: TableBoardResult | null): string {
  if (result === null) return '?';
  if (result.passedOut) return '';
  return `${result.tricks === result.playedTricks ? '' : '^'}${result.tricks}`;
}

/**
 * Writes a table-mode board as one PBN 2.1 game (export format): the 15 mandatory tags with the
 * result after the revoke adjustment, the auction and play as they stand with the marks of PBN 3.9
 * (`^I`, `^S`, `^L`, `^R`) before the irregular calls and cards, and the rulings as commentary
 * before the game.
 */
export function tableBoardToPbn(state: TableState, info: TablePbnInfo = {}): string {
  const setup = state.setup;
  const result = tableResult(state);
  const contract = state.contract;
  const lines = [
    '% PBN 2.1',
    '% EXPORT',
    ...commentary(state.rulings, state.review),
    tag('Event', info.event ?? '?'),
    tag('Site', info.site ?? '?'),
    tag('Date', info.date ?? '?'),
    tag('Board', setup.board?.toString() ?? '?'),
    ...SEAT_TAGS.map(([name, seat]) => tag(name, info.players?.[seat] ?? '?')),
    tag('Dealer', setup.dealer),
    tag('Vulnerable', setup.vulnerability),
    tag('Deal', formatDeal(setup.deal, setup.dealer)),
    tag('Scoring', info.scoring ?? '?'),
    tag('Declarer', declarerTag(state)),
    tag('Contract', contract === null ? (result?.passedOut ? 'Pass' : '?') : formatContract(contract)),
    tag('Result', resultTag(result)),
    ...auctionLines(state),
    ...(contract === null ? [] : playLines(state)),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** A table-mode board in our JSON form: the setup and the log; rulings and result are derived and kept for readers. */
export interface TableBoardJson {
  readonly format: 'tenace-table-board';
  readonly version: 1;
  readonly setup: TableSetup;
  readonly events: readonly TableEvent[];
  readonly rulings: readonly Ruling[];
  readonly review: readonly ReviewFlag[];
  readonly result: TableBoardResult | null;
}

/** The board as JSON data (plain objects, JSON.stringify-ready). */
export function tableBoardToJson(state: TableState): TableBoardJson {
  return {
    format: 'tenace-table-board',
    version: 1,
    setup: state.setup,
    events: state.events,
    rulings: state.rulings,
    review: state.review,
    result: tableResult(state),
  };
}

/** Reads our JSON form back: the board replayed from its log, and checked against the rulings and result it states. */
export function tableBoardFromJson(value: unknown): Result<TableState> {
  const v = value as Partial<TableBoardJson> | null;
  if (typeof v !== 'object' || v === null || v.format !== 'tenace-table-board' || v.version !== 1) {
    return fail(
      'BAD_RECORD',
      'Not a Tenace table-mode board (format "tenace-table-board", version 1)',
      'Kein Tenace-Board im Tischmodus (Format "tenace-table-board", Version 1)',
    );
  }
  const replayed = replayTableBoard(v.setup as TableSetup, (v.events ?? []) as TableEvent[]);
  if (!replayed.ok) return replayed;
  const state = replayed.value;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (
    (v.rulings !== undefined && !same(v.rulings, state.rulings)) ||
    (v.result !== undefined && !same(v.result, tableResult(state)))
  ) {
    return fail(
      'BAD_RECORD',
      'The rulings or the result in the file differ from what its events produce',
      'Die Entscheidungen oder das Ergebnis in der Datei weichen von dem ab, was ihre Ereignisse ergeben',
    );
  }
  return ok(state);
}
