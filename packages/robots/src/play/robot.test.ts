import {
  type BoardState,
  bridgeGame,
  type Card,
  type Deal,
  randomDeal,
  SEATS,
  type Seat,
  seededRandom,
  suitOf,
  unwrap,
} from '@tenace/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAYC } from '../bidding/sayc/index.js';
import { systemRobot } from '../table/robot.js';
import { decidePlay } from './decide.js';
import { playAction, robot } from './robot.js';
import { inputFor } from './testing.js';

const SETTINGS = { timeMs: Number.POSITIVE_INFINITY, samples: 4, samplesByTrick: [] };

/** A board bid 1NT by North (passed out after it) and played at random for `cards` cards. */
function played(deal: Deal, cards: number, seed: number): BoardState {
  const random = seededRandom(`play:${seed}`);
  let state = unwrap(bridgeGame.initial({ deal, dealer: 'N', vulnerability: 'None' }));
  for (const bid of [true, false, false, false]) {
    const seat = bridgeGame.awaiting(state)[0] as Seat;
    const call = bridgeGame
      .legalActions(state, seat)
      .find((a) => a.type === 'call' && (bid ? a.call.type === 'bid' : a.call.type === 'pass'));
    state = unwrap(bridgeGame.apply(state, seat, call as Parameters<typeof bridgeGame.apply>[2])).state;
  }
  for (let i = 0; i < cards; i++) {
    const seat = bridgeGame.awaiting(state)[0] as Seat;
    const plays = bridgeGame.legalActions(state, seat).filter((a) => a.type === 'play');
    state = unwrap(bridgeGame.apply(state, seat, plays[random.nextUint32() % plays.length] as never)).state;
  }
  return state;
}

/**
 * The same deal with two unplayed cards of one suit swapped between the two hands `viewer`
 * cannot see (both still hold the suit, so every card played stays legal), or null.
 */
function swapHidden(state: BoardState, viewer: Seat, pick: number): Deal | null {
  const view = bridgeGame.viewFor(state, viewer);
  const hidden = SEATS.filter((s) => view.hands[s] === undefined);
  if (hidden.length !== 2) return null;
  const [a, b] = hidden as [Seat, Seat];
  const left = (seat: Seat) => state.play?.hands[seat] ?? [];
  const pairs: [Card, Card][] = [];
  for (const x of left(a)) for (const y of left(b)) if (suitOf(x) === suitOf(y)) pairs.push([x, y]);
  const pair = pairs[pick % Math.max(1, pairs.length)];
  if (pair === undefined) return null;
  const swap = (c: Card) => (c === pair[0] ? pair[1] : c === pair[1] ? pair[0] : c);
  const deal = state.setup.deal;
  return { N: deal.N.map(swap), E: deal.E.map(swap), S: deal.S.map(swap), W: deal.W.map(swap) };
}

describe('robots never peek', () => {
  it('property: deals differing only in cards the seat cannot see give the same decision for the same seed', () => {
    let compared = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 20, max: 40 }),
        fc.nat(),
        (seed, cards, pick) => {
          const deal = randomDeal(seededRandom(seed), 'N');
          const state = played(deal, cards, seed);
          const seat = bridgeGame.awaiting(state)[0] as Seat;
          const actor = inputFor(state, seat);
          const other = swapHidden(state, seat, pick);
          // A case without two hidden cards to swap is drawn again, so every run compares.
          fc.pre(other !== null);
          const twin = played(other, cards, seed);
          const twinInput = inputFor(twin, seat);
          // The views and event streams are the same: the engine shows nothing of the swap...
          expect(twinInput.view).toEqual(actor.view);
          expect(twin.setup.deal).not.toEqual(state.setup.deal);
          // ...and the robot, given only those, decides the same.
          const a = unwrap(decidePlay(actor.view, actor.events, `s${seed}`, SETTINGS));
          const b = unwrap(decidePlay(twinInput.view, twinInput.events, `s${seed}`, SETTINGS));
          expect(b.action).toEqual(a.action);
          compared++;
          expect(b.candidates).toEqual(a.candidates);
          expect(playAction(twinInput, seededRandom(seed), SETTINGS)).toEqual(
            playAction(actor, seededRandom(seed), SETTINGS),
          );
          return true;
        },
      ),
      { numRuns: 6 },
    );
    expect(compared).toBe(6);
  });

  it('robot() plays its cards with the card-play robot, systemRobot() alone at random', () => {
    const deal = randomDeal(seededRandom('table'), 'N');
    const state = played(deal, 24, 7);
    const input = inputFor(state);
    const action = robot(SAYC, seededRandom('r'), SETTINGS).decide(input);
    const expected = unwrap(
      decidePlay(input.view, input.events, seededRandom('r').nextUint32().toString(36), SETTINGS),
    ).action;
    expect(action).toEqual(expected.type === 'play' ? { type: 'play', card: expected.card } : expected);
    // Without card-play settings the system robot still plays a random legal card.
    const random = systemRobot(SAYC, seededRandom('r')).decide(input);
    expect(random.type).toBe('play');
  });
});
