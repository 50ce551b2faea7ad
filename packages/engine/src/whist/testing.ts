import type { Seat } from '../cards/types.js';
import { type RandomSource, randomInt, shuffle } from '../deal/random.js';
import { dealWhist } from './deal.js';
import {
  applyWhistAction,
  legalWhistActions,
  startWhistHand,
  type WhistAction,
  type WhistSetup,
  type WhistState,
  type WhistStep,
  whistTurn,
} from './hand.js';
import { whistLayout, whistRules } from './rules.js';

// Helpers for tests of the whist engine and its users (robots, CLI): a random legal action and
// whole hands played at random. Not part of the public API.

/** A random legal action for the seat on turn; a discard is a random set of the right size. */
export function randomWhistAction(
  state: WhistState,
  source: RandomSource,
): { seat: Seat; action: WhistAction } | null {
  const seat = whistTurn(state);
  if (seat === null) return null;
  if (state.phase === 'discard') {
    const size = whistLayout(state.setup.rules).kittySize;
    return { seat, action: { type: 'discard', cards: shuffle(source, state.hands[seat]).slice(0, size) } };
  }
  const legal = legalWhistActions(state, seat);
  return { seat, action: legal[randomInt(source, legal.length)] as WhistAction };
}

/** Starts a hand from a setup or throws (tests only). */
export function mustStart(setup: WhistSetup): WhistState {
  const r = startWhistHand(setup);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Applies an action or throws (tests only). */
export function mustApply(state: WhistState, seat: Seat, action: WhistAction): WhistStep {
  const r = applyWhistAction(state, seat, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Deals under `options` and plays random legal actions to the end, returning every state on the way. */
export function randomWhistHand(
  source: RandomSource,
  options: object = {},
  dealer: Seat = 'N',
): WhistState[] {
  const rules = whistRules(options);
  if (!rules.ok) throw new Error(rules.error.message);
  let state = mustStart(dealWhist(source, dealer, rules.value));
  const states = [state];
  for (let next = randomWhistAction(state, source); next !== null; next = randomWhistAction(state, source)) {
    state = mustApply(state, next.seat, next.action).state;
    states.push(state);
  }
  return states;
}
