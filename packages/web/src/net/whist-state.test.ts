import { dealWhist, seededRandom, type WhistState, whistGame, whistRules } from '@tenace/engine';
import type { ServerMessage, TableInfo } from '@tenace/server/protocol';
import { describe, expect, test } from 'vitest';
import { INITIAL_WHIST_STATE, reduceWhist, whistSinceOf } from './whist-state.js';

const rules = whistRules({ showKitty: true });
if (!rules.ok) throw new Error(rules.error.message);

function hand(seed: string): WhistState {
  const s = whistGame.initial(
    dealWhist(seededRandom(seed), 'N', rules.ok ? rules.value : (undefined as never)),
  );
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

const seat = {
  occupant: 'robot' as const,
  name: null,
  connected: false,
  robotStandIn: false,
  heldUntil: null,
};
const TABLE: TableInfo = {
  id: 't_w',
  name: 'Bid Whist table',
  kind: 'whist',
  settings: {
    scoring: 'matchpoints',
    systems: { NS: { system: 'SAYC', conventions: [] }, EW: { system: 'SAYC', conventions: [] } },
    robotStrength: 'standard',
    undo: true,
    kibitzers: 'seat',
    dropGraceSeconds: 60,
    stopSeconds: 10,
    length: 0,
    whist: rules.value,
  },
  seats: { N: seat, E: seat, S: { ...seat, occupant: 'human', connected: true }, W: seat },
  kibitzers: 0,
  deal: 1,
  status: 'playing',
  session: null,
  link: null,
  createdAt: 0,
};
const SHEET = {
  kind: 'whist' as const,
  unit: 'points' as const,
  lines: [],
  totals: { NS: 0, EW: 0 },
  status: '',
  statusDe: '',
  over: false,
};
const GAME = { scores: { NS: 0, EW: 0 }, target: 7, rounds: null, played: 0, over: false, winner: null };
const INFO = {
  deal: 1,
  board: null,
  label: 'Hand 1',
  labelDe: 'Spiel 1',
  dealer: 'N' as const,
  vulnerability: 'None' as const,
};

function welcome(state: WhistState): ServerMessage {
  return {
    type: 'whistWelcome',
    protocol: 1,
    table: TABLE,
    you: { role: 'seat', seat: 'S', watch: null, host: true },
    deal: INFO,
    view: whistGame.viewFor(state, 'S'),
    events: [],
    legal: [...whistGame.legalActions(state, 'S')],
    scores: SHEET,
    game: GAME,
    chat: [],
  };
}

describe('the whist table reducer', () => {
  test('welcome, events in order, a gap, a stale hand and the hand over', () => {
    let s0 = hand('reduce-1');
    let state = reduceWhist(INITIAL_WHIST_STATE, welcome(s0));
    expect(state.status).toBe('open');
    expect(state.view?.hands.S).toHaveLength(12);
    expect(whistSinceOf(state)).toEqual({ deal: 1, v: 0 });
    // East bids, South passes: two events, each with South's view.
    const events = [];
    for (const action of [{ type: 'bid', bid: { level: 4, type: 'uptown' } }, { type: 'pass' }] as const) {
      const who = whistGame.awaiting(s0)[0] as 'E';
      const step = whistGame.apply(s0, who, action);
      if (!step.ok) throw new Error(step.error.message);
      s0 = step.value.state;
      events.push({
        type: 'whistEvent' as const,
        deal: 1,
        event: whistGame.eventFor(step.value.event, 'S'),
        view: whistGame.viewFor(s0, 'S'),
        legal: [...whistGame.legalActions(s0, 'S')],
      });
    }
    state = reduceWhist(state, events[0] as ServerMessage);
    expect(state.gap).toBe(false);
    expect(state.view?.bids).toHaveLength(1);
    expect(state.legal.length).toBeGreaterThan(0);
    // A message of another hand changes nothing.
    expect(
      reduceWhist(state, { ...(events[1] as ServerMessage & { deal: number }), deal: 7 } as ServerMessage),
    ).toBe(state);
    const skipped = reduceWhist(INITIAL_WHIST_STATE, welcome(hand('reduce-1')));
    expect(reduceWhist(skipped, events[1] as ServerMessage).gap).toBe(true);
    state = reduceWhist(state, events[1] as ServerMessage);
    expect(whistSinceOf(state)).toEqual({ deal: 1, v: 2 });
    const over = reduceWhist(state, {
      type: 'whistHandOver',
      deal: 1,
      view: whistGame.viewFor(s0, 'S'),
      record: '/api/tables/t_w/deals/1',
      scores: { ...SHEET, totals: { NS: -4, EW: 0 } },
      game: { ...GAME, scores: { NS: -4, EW: 0 }, played: 1 },
    });
    expect(over.finished.map((f) => f.deal)).toEqual([1]);
    expect(over.legal).toEqual([]);
    expect(over.game?.scores).toEqual({ NS: -4, EW: 0 });
    const error = reduceWhist(over, {
      type: 'error',
      code: 'BID_TOO_LOW',
      message: 'low',
      messageDe: 'niedrig',
    });
    expect(error.error?.code).toBe('BID_TOO_LOW');
  });
});

describe('the completed trick', () => {
  test('is kept after the next lead until another trick is completed', () => {
    let s0 = hand('reduce-trick');
    let state = reduceWhist(INITIAL_WHIST_STATE, welcome(s0));
    // Every seat takes its first legal action (East bids, the rest pass) through two tricks and a lead.
    let leads = 0;
    while (leads < 3) {
      const who = whistGame.awaiting(s0)[0] as 'N';
      const action = whistGame.legalActions(s0, who)[0];
      if (action === undefined) throw new Error('nothing to do');
      const before = s0.tricks.length;
      const step = whistGame.apply(s0, who, action);
      if (!step.ok) throw new Error(step.error.message);
      s0 = step.value.state;
      state = reduceWhist(state, {
        type: 'whistEvent',
        deal: 1,
        event: whistGame.eventFor(step.value.event, 'S'),
        view: whistGame.viewFor(s0, 'S'),
        legal: [...whistGame.legalActions(s0, 'S')],
      });
      if (action.type === 'play' && s0.trick?.cards.length === 1) leads++;
      if (s0.tricks.length > before) expect(state.completed?.number).toBe(s0.tricks.length);
    }
    // The third lead: the view no longer shows the last trick, the state still holds trick 2.
    expect(state.view?.lastTrick).toBeNull();
    expect(state.completed?.number).toBe(2);
    expect(state.completed?.trick).toEqual(s0.tricks[1]);
  });
});
