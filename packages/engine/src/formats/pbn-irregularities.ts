import { type Call, formatCall } from '../bridge/call.js';
import { formatContract } from '../bridge/contract.js';
import { formatDeal } from '../cards/notation.js';
import { type Card, type Seat, seatAfter } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { replayTableBoard, type TableBoardResult, tableResult } from '../laws/board.js';
import type { ReviewFlag, Ruling, TableEvent, TableSetup, TableState } from '../laws/types.js';

// A table-mode board as a hand record: PBN 2.1 where the standard has a notation for the
// irregularity (its Irregularities section, 3.9: an irregular call or card carries `^` and a
// letter — I insufficient bid, L lead out of turn, R revoke), notes and commentary for every
// ruling PBN has no mark for; and our own JSON, the log itself, from which the board is replayed.

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
  const first = calls[0];
  if (first === undefined) return [];
  const notes: string[] = [];
  let expected: Seat = first.seat;
  const cells = calls.map((c) => {
    let cell = formatCall(c.call as Call, 'pbn');
    if (c.irregular === 'insufficient') cell += '^I';
    if (c.seat !== expected || c.irregular === 'outOfRotation') {
      // PBN has no mark for an accepted call out of rotation: a note says who called.
      notes.push(`${c.seat} called out of rotation; accepted (L29A)`);
      cell += ` =${notes.length}=`;
    }
    expected = seatAfter(c.seat, 1);
    return cell;
  });
  const lines = [tag('Auction', first.seat), ...grid(cells)];
  if (state.phase === 'auction') lines.push('*');
  return [...lines, ...notes.map((n, i) => tag('Note', `${i + 1}:${n}`))];
}

function playLines(state: TableState): string[] {
  const play = state.play;
  const first = play?.tricks[0] ?? (play !== null && play.trick.cards.length > 0 ? play.trick : undefined);
  if (play === null || first === undefined) return [];
  const column = first.leader;
  const revoked = new Set<Card>(play.revokes.filter((r) => !r.corrected).map((r) => r.card));
  let expectedLeader: Seat = column;
  const openingOutOfTurn = state.rulings.some((r) => r.law === '54A' || r.law === '54B');
  const rows = [...play.tricks, ...(play.trick.cards.length > 0 ? [play.trick] : [])].map((t, n) => {
    const cells = ['-', '-', '-', '-'];
    t.cards.forEach((card, i) => {
      const seat = seatAfter(t.leader, i);
      const j = (['N', 'E', 'S', 'W'].indexOf(seat) - ['N', 'E', 'S', 'W'].indexOf(column) + 4) % 4;
      let cell: string = card;
      if (i === 0 && (n > 0 ? t.leader !== expectedLeader : openingOutOfTurn)) cell += '^L';
      if (revoked.has(card)) cell += '^R';
      cells[j] = cell;
    });
    if ('winner' in t) expectedLeader = t.winner as Seat;
    return cells;
  });
  const lines = [tag('Play', column), ...grid(rows.flat())];
  if (state.settled !== null) lines.push('*');
  return lines;
}

/**
 * Writes a table-mode board as one PBN 2.1 game (export format): the 15 mandatory tags with the
 * result after the revoke adjustment, the auction and play as they stand with `^I`, `^L` and `^R`
 * on the irregular calls and cards, and the rulings as commentary before the game.
 */
export function tableBoardToPbn(state: TableState, info: TablePbnInfo = {}): string {
  const setup = state.setup;
  const result = tableResult(state);
  const contract = state.contract;
  const played = result !== null && !result.passedOut ? result : null;
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
    tag(
      'Declarer',
      contract === null ? (result?.passedOut ? '' : '?') : (state.play?.declarer ?? contract.declarer),
    ),
    tag('Contract', contract === null ? (result?.passedOut ? 'Pass' : '?') : formatContract(contract)),
    tag('Result', played === null ? (result?.passedOut ? '' : '?') : played.tricks.toString()),
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
