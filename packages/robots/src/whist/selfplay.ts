import {
  addWhistHand,
  type BidWhistRules,
  dealWhist,
  type RandomSource,
  type Seat,
  startWhistMatch,
  type VersionOnly,
  type WhistEvent,
  type WhistMatch,
  type WhistState,
  whistGame,
} from '@tenace/engine';
import type { WhistRobot } from './robot.js';

// The driver that seats four robots at a whist table and plays hands and games through the one
// game interface, each robot seeing only its seat's view and events: the same loop a server
// table runs, used by `tenace whist selfplay` and `npm run bench:whist`.

/** Options of a driven game: a clock to time each decision (benchmarks), and a cap on hands. */
export interface DriveOptions {
  /** Called around each decision to time it; the robots never see it. */
  readonly clock?: () => number;
  /** Receives the time of each decision in the clock's unit, with the seat and the phase. */
  readonly onDecision?: (time: number, seat: Seat, phase: WhistState['phase']) => void;
}

/** Plays one hand from its setup to the end with a robot in every seat; throws if a robot breaks the rules. */
export function playWhistHandWith(
  robots: Readonly<Record<Seat, WhistRobot>>,
  state0: WhistState,
  options: DriveOptions = {},
): WhistState {
  let state = state0;
  const seen: Record<Seat, (WhistEvent | VersionOnly)[]> = { N: [], E: [], S: [], W: [] };
  while (!whistGame.isOver(state)) {
    const seat = whistGame.awaiting(state)[0] as Seat;
    const view = whistGame.viewFor(state, seat);
    const legal = whistGame.legalActions(state, seat);
    const start = options.clock?.() ?? 0;
    const action = robots[seat].decide({ view, legal, events: seen[seat] });
    if (options.clock !== undefined) options.onDecision?.(options.clock() - start, seat, state.phase);
    const next = whistGame.apply(state, seat, action);
    if (!next.ok)
      throw new Error(`${robots[seat].name} at ${seat}: ${next.error.code} ${next.error.message}`);
    state = next.value.state;
    for (const s of ['N', 'E', 'S', 'W'] as const) seen[s].push(whistGame.eventFor(next.value.event, s));
  }
  return state;
}

/** A finished game: the score sheet and every hand as played. */
export interface PlayedWhistGame {
  readonly match: WhistMatch;
  readonly hands: readonly WhistState[];
}

/**
 * Plays a game of Bid Whist (to ±target, or the rules' number of rounds) with robots, dealing
 * each hand from `source`. `maxHands` stops a game that will not end (never reached in practice).
 */
export function playWhistGame(
  robots: Readonly<Record<Seat, WhistRobot>>,
  rules: BidWhistRules,
  firstDealer: Seat,
  source: RandomSource,
  options: DriveOptions & { readonly maxHands?: number } = {},
): PlayedWhistGame {
  const started = startWhistMatch(rules, firstDealer);
  if (!started.ok) throw new Error(started.error.message);
  let match = started.value;
  const hands: WhistState[] = [];
  const limit = options.maxHands ?? 200;
  while (!match.over && hands.length < limit) {
    const initial = whistGame.initial(dealWhist(source, match.dealer, rules));
    if (!initial.ok) throw new Error(initial.error.message);
    const final = playWhistHandWith(robots, initial.value, options);
    hands.push(final);
    const next = addWhistHand(
      match,
      whistGame.result(final) as NonNullable<ReturnType<typeof whistGame.result>>,
    );
    if (!next.ok) throw new Error(next.error.message);
    match = next.value;
  }
  return { match, hands };
}
