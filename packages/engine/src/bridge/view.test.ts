import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDeal } from '../cards/notation.js';
import { type Card, DECK, type Deal, SEATS, type Seat } from '../cards/types.js';
import { unwrap } from '../errors.js';
import { applyAction, startBoard } from './board.js';
import type { BoardAction, BoardState } from './board-state.js';
import { parseCall } from './call.js';
import { randomBoard, seededRandom } from './testing.js';
import { eventFor, eventForAudience, type Viewer, viewFor } from './view.js';

const DEAL: Deal = unwrap(
  parseDeal('N:AK32.KQ4.876.A52 QJ9.A87.KQJ5.K93 T8764.J2.A43.Q86 5.T9653.T92.JT74', { strict: true }),
);
const VIEWERS: readonly Viewer[] = [...SEATS, 'watcher'];

function run(state: BoardState, script: string): BoardState {
  let s = state;
  for (const line of script.split(',').map((l) => l.trim())) {
    const [seat, word, arg] = line.split(/\s+/) as [Seat, string, string?];
    const call = parseCall(word);
    const action: BoardAction =
      word === 'claim'
        ? { type: 'claim', tricks: Number(arg) }
        : /^[SHDC][AKQJT2-9]$/.test(word)
          ? { type: 'play', card: word as Card }
          : call.ok
            ? { type: 'call', call: call.value }
            : ({ type: word } as BoardAction);
    s = unwrap(applyAction(s, seat, action)).state;
  }
  return s;
}

/** 4S by North (dummy South), East to lead. */
const contracted = () =>
  run(
    unwrap(startBoard({ deal: DEAL, dealer: 'N', vulnerability: 'None' })),
    'N 1S, E X, S 2S, W P, N 4S, E P, S P, W P',
  );

/** Every card named anywhere in a value (any string that is a card), so nothing can hide in an odd field. */
function cardsIn(value: unknown, into: Set<Card> = new Set()): Set<Card> {
  if (typeof value === 'string' && /^[SHDC][AKQJT2-9]$/.test(value)) into.add(value as Card);
  else if (typeof value === 'object' && value !== null)
    for (const v of Object.values(value)) cardsIn(v, into);
  return into;
}

describe('who sees which hand', () => {
  it('before the opening lead: each player his own hand only; the watcher none', () => {
    const s = contracted();
    for (const seat of SEATS) expect(Object.keys(viewFor(s, seat).hands)).toEqual([seat]);
    expect(viewFor(s, 'watcher').hands).toEqual({});
    expect(cardsIn(viewFor(s, 'watcher')).size).toBe(0);
    expect(viewFor(s, 'N').hands.N).toEqual(DEAL.N);
  });

  it('after the opening lead dummy is seen by all; dummy sees its own hand, not declarer’s', () => {
    const s = run(contracted(), 'E DK');
    expect(Object.keys(viewFor(s, 'N').hands).sort()).toEqual(['N', 'S']);
    expect(Object.keys(viewFor(s, 'E').hands).sort()).toEqual(['E', 'S']);
    expect(Object.keys(viewFor(s, 'W').hands).sort()).toEqual(['S', 'W']);
    expect(Object.keys(viewFor(s, 'S').hands)).toEqual(['S']);
    expect(Object.keys(viewFor(s, 'watcher').hands)).toEqual(['S']);
    expect(viewFor(s, 'W').hands.S).toEqual(DEAL.S);
    expect(viewFor(s, 'W').trick).toEqual({ leader: 'E', cards: ['DK'] });
    expect(viewFor(s, 'E').hands.E).not.toContain('DK');
  });

  it('the last trick stays in view until a card is led to the next', () => {
    const s = run(contracted(), 'E DK, N DA, W D2, N D6');
    const v = viewFor(s, 'W');
    expect(v.lastTrick).toEqual({ leader: 'E', cards: ['DK', 'DA', 'D2', 'D6'], winner: 'S' });
    expect(v.trick).toEqual({ leader: 'S', cards: [] });
    const next = viewFor(run(s, 'N S4'), 'W');
    expect(next.lastTrick).toBeNull();
    expect(next.quittedTricks).toEqual([{ leader: 'E', winner: 'S' }]);
    expect(cardsIn(next).has('DK')).toBe(false);
    expect(next.tricksWon).toEqual({ NS: 1, EW: 0 });
  });

  it("a pending claim faces the claimer's hand to everyone; a rejection hides it again", () => {
    const s = run(contracted(), 'E DK, N DA, W D2, N D6, N claim 12');
    for (const viewer of VIEWERS) expect(viewFor(s, viewer).hands.N).toEqual(s.play?.hands.N);
    const rejected = run(s, 'E rejectClaim');
    expect(viewFor(rejected, 'E').hands.N).toBeUndefined();
  });

  it('at the end every hand and every trick are shown', () => {
    const s = run(contracted(), 'E DK, N DA, W D2, N D6, N claim 12, E acceptClaim, W acceptClaim');
    for (const viewer of VIEWERS) {
      const v = viewFor(s, viewer);
      expect(v.deal).toEqual(DEAL);
      expect(v.tricks).toHaveLength(1);
      expect(Object.keys(v.hands)).toHaveLength(4);
      expect(v.result).toMatchObject({ tricks: 13, score: 510 });
    }
  });

  it('undoing the opening lead turns dummy face down again', () => {
    const s = run(contracted(), 'E DK, E requestUndo, N acceptUndo');
    expect(viewFor(s, 'E').hands.S).toBeUndefined();
  });
});

describe('events reaching viewers', () => {
  it('every bridge event is public', () => {
    const s = run(contracted(), 'E DK, N DA, N requestUndo, W rejectUndo');
    for (const event of s.events) for (const viewer of VIEWERS) expect(eventFor(event, viewer)).toBe(event);
  });

  it('a viewer outside an audience gets the version number alone', () => {
    const event = { v: 7, seat: 'N', secret: 'SA' };
    expect(eventForAudience(event, ['N'], 'N')).toBe(event);
    expect(eventForAudience(event, ['N'], 'E')).toEqual({ v: 7 });
    expect(eventForAudience(event, ['N'], 'watcher')).toEqual({ v: 7 });
  });
});

/** The cards `viewer` may legally know in this state (see view.ts): never more than this may show. */
function knowable(state: BoardState, viewer: Viewer): Set<Card> {
  if (state.phase === 'over') return new Set(DECK);
  const known = new Set<Card>();
  const deal = state.setup.deal;
  if (viewer !== 'watcher') for (const c of deal[viewer]) known.add(c);
  const play = state.play;
  if (play) {
    for (const t of play.tricks) for (const c of t.cards) known.add(c);
    for (const c of play.trick.cards) known.add(c);
    const leadMade = play.tricks.length > 0 || play.trick.cards.length > 0;
    if (leadMade && state.contract) {
      const dummy = SEATS[(SEATS.indexOf(state.contract.declarer) + 2) % 4] as Seat;
      for (const c of deal[dummy]) known.add(c);
    }
  }
  if (state.claim) for (const c of deal[state.claim.by]) known.add(c);
  return known;
}

describe('no view leaks a card (property)', () => {
  it('for every seat, the watcher and every prefix of random boards, each card shown may be known', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(0, 0.1), (seed, sideActions) => {
        const states = randomBoard(seededRandom(seed), { passBias: 0.6, sideActions });
        for (const state of states) {
          for (const viewer of VIEWERS) {
            const view = viewFor(state, viewer);
            const allowed = knowable(state, viewer);
            for (const card of cardsIn(view)) expect(allowed.has(card), `${viewer} sees ${card}`).toBe(true);
            // And the view is not empty of what the viewer must see: his own unplayed cards.
            if (viewer !== 'watcher') {
              expect(view.hands[viewer]).toEqual(
                state.play ? state.play.hands[viewer] : state.setup.deal[viewer],
              );
            }
            expect(JSON.parse(JSON.stringify(view))).toEqual(view);
          }
        }
      }),
      { numRuns: 80 },
    );
  }, 60_000);
});
