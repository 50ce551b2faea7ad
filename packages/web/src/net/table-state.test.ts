import { viewFor } from '@tenace/engine';
import type { ScoreSheet, ServerMessage, TableInfo } from '@tenace/server/protocol';
import { describe, expect, test } from 'vitest';
import { BOARD1, playedBoard } from '../view/testing.js';
import { parseTableLocation } from './api.js';
import { reconnectDelay } from './connection.js';
import { bottomSeat, hiddenCount, INITIAL_TABLE_STATE, reduceTable, sinceOf } from './table-state.js';

const seatInfo = {
  occupant: 'robot' as const,
  name: null,
  connected: false,
  robotStandIn: false,
  heldUntil: null,
};
const table: TableInfo = {
  id: 't1',
  name: 'Table 1',
  kind: 'rubber',
  settings: {
    scoring: 'matchpoints',
    systems: { NS: { system: 'SAYC', conventions: [] }, EW: { system: 'SAYC', conventions: [] } },
    robotStrength: 'standard',
    undo: true,
    kibitzers: 'seat',
    dropGraceSeconds: 60,
    stopSeconds: 10,
    length: 0,
  },
  seats: {
    N: seatInfo,
    E: seatInfo,
    S: { ...seatInfo, occupant: 'human', name: 'Anna', connected: true },
    W: seatInfo,
  },
  kibitzers: 0,
  deal: 1,
  status: 'playing',
  session: null,
  link: null,
  createdAt: 0,
};
const scores: ScoreSheet = {
  kind: 'rubber',
  unit: 'points',
  lines: [],
  totals: { NS: 0, EW: 0 },
  status: '',
  statusDe: '',
  over: false,
};
const dealInfo = {
  deal: 1,
  board: 1,
  label: 'Deal 1',
  labelDe: 'Austeilung 1',
  dealer: 'N' as const,
  vulnerability: 'None' as const,
};

const atStart = playedBoard(BOARD1, 'N', '1S P', 0);
const later = playedBoard(BOARD1, 'N', '1S P 2S', 0);
const welcome: ServerMessage = {
  type: 'welcome',
  protocol: 1,
  table,
  you: { role: 'seat', seat: 'S', watch: null, host: true },
  deal: dealInfo,
  view: viewFor(atStart, 'S'),
  events: [],
  legal: [],
  alerts: [{ index: 0, seat: 'N', text: 'five spades' }],
  stop: null,
  scores,
  chat: [],
};

describe('the table state', () => {
  const s1 = reduceTable(INITIAL_TABLE_STATE, welcome);
  test('welcome: the table, seat, view and alerts; reconnection asks after v', () => {
    expect(s1.status).toBe('open');
    expect(bottomSeat(s1)).toBe('S');
    expect(s1.notes[0]).toEqual({ text: 'five spades', alert: true });
    expect(sinceOf(s1)).toEqual({ deal: 1, v: 2 });
  });
  test('an event one version on is applied; a jump marks a gap to sync', () => {
    const next = reduceTable(s1, {
      type: 'event',
      deal: 1,
      event: { v: 3, seat: 'S', type: 'call', call: { type: 'bid', level: 2, strain: 'S' } },
      view: viewFor(later, 'S'),
      legal: [],
    });
    expect(next.view?.auction.calls).toHaveLength(3);
    expect(next.gap).toBe(false);
    const jumped = reduceTable(s1, {
      type: 'event',
      deal: 1,
      event: { v: 5 },
      view: viewFor(later, 'S'),
      legal: [],
    });
    expect(jumped.gap).toBe(true);
  });
  test('an event of another deal is ignored', () => {
    const other = reduceTable(s1, {
      type: 'event',
      deal: 7,
      event: { v: 3 },
      view: viewFor(later, 'S'),
      legal: [],
    });
    expect(other).toBe(s1);
  });
  test('an explanation in the player’s language; the alert text comes first', () => {
    const msg: ServerMessage = {
      type: 'explanation',
      deal: 1,
      index: 1,
      seat: 'E',
      call: { type: 'pass' },
      system: 'SAYC',
      meaning: 'no interest',
      meaningDe: 'kein Interesse',
      alert: null,
    };
    expect(reduceTable(s1, msg, 'de').notes[1]).toEqual({ text: 'kein Interesse', alert: false });
    expect(reduceTable(s1, { ...msg, alert: 'artificial' }, 'en').notes[1]).toEqual({
      text: 'artificial · no interest',
      alert: true,
    });
  });
  test('dealOver keeps the finished deal for the review; the next deal clears the notes', () => {
    const over = playedBoard(BOARD1, 'N', '1S P 2S P P P');
    const done = reduceTable(s1, {
      type: 'dealOver',
      deal: 1,
      view: viewFor(over, 'S'),
      record: '/api/r/1',
      scores,
    });
    expect(done.finished).toHaveLength(1);
    expect(done.finished[0]?.view.deal).not.toBeNull();
    expect(done.finished[0]?.notes[0]?.text).toBe('five spades');
    const next = reduceTable(done, {
      type: 'deal',
      deal: { ...dealInfo, deal: 2 },
      view: viewFor(atStart, 'S'),
      legal: [],
    });
    expect(next.notes).toEqual({});
    expect(next.finished).toHaveLength(1);
  });
  test('errors are kept with both texts; the next event clears them', () => {
    const e = reduceTable(s1, { type: 'error', code: 'STOP_CARD', message: 'wait', messageDe: 'warten' });
    expect(e.error).toEqual({ code: 'STOP_CARD', message: 'wait', messageDe: 'warten' });
  });
  test('the completed trick is kept after the next lead, for the page to hold it a moment', () => {
    const four = playedBoard(BOARD1, 'N', '1S P 2S P P P', 4);
    const five = playedBoard(BOARD1, 'N', '1S P 2S P P P', 5);
    const afterFour = reduceTable(s1, {
      type: 'event',
      deal: 1,
      event: { v: 10 },
      view: viewFor(four, 'S'),
      legal: [],
    });
    expect(afterFour.completed?.number).toBe(1);
    expect(afterFour.completed?.trick.cards).toHaveLength(4);
    const afterLead = reduceTable(afterFour, {
      type: 'event',
      deal: 1,
      event: { v: 11 },
      view: viewFor(five, 'S'),
      legal: [],
    });
    expect(viewFor(five, 'S').lastTrick).toBeNull();
    expect(afterLead.completed).toEqual(afterFour.completed);
    const next = reduceTable(afterLead, {
      type: 'deal',
      deal: { ...dealInfo, deal: 2 },
      view: viewFor(atStart, 'S'),
      legal: [],
    });
    expect(next.completed).toBeNull();
  });
  test('hidden hands lose a card for each trick and the card on the table', () => {
    const mid = playedBoard(BOARD1, 'N', '1S P 2S P P P', 6);
    const view = viewFor(mid, 'S');
    // Six cards: one full trick, then two cards of the second.
    const onTable = view.trick?.cards.length ?? 0;
    expect(onTable).toBe(2);
    // The count shown for a hidden hand is the number of cards that hand really holds.
    for (const seat of ['N', 'E', 'S', 'W'] as const)
      expect(hiddenCount(view, seat)).toBe(mid.play?.hands[seat].length);
  });
});

describe('connection helpers', () => {
  test('reconnection waits 0.5 s, then doubles up to 8 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });
  test('the invite link: table id from the path, token from the hash', () => {
    expect(parseTableLocation('/t/t_4kq', '#token=s_9fx')).toEqual({ table: 't_4kq', token: 's_9fx' });
    expect(parseTableLocation('/t/t_4kq/', '')).toEqual({ table: 't_4kq', token: null });
    expect(parseTableLocation('/', '')).toBeNull();
  });
});
