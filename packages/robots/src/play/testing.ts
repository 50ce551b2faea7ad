import {
  type BoardState,
  bridgeGame,
  type Card,
  parseCall,
  parseDeal,
  type Seat,
  unwrap,
  type Vulnerability,
} from '@tenace/engine';
import type { RobotInput } from '../table/robot.js';
import { type PlayHistory, playHistory } from './history.js';

/**
 * A board played through the engine for tests: the deal in PBN ('S:AKQJ5.K54.5432.5 ...'),
 * the calls and the cards, each by the seat the engine awaits; throws on any refused action.
 */
export function boardAt(
  deal: string,
  dealer: Seat,
  calls: string,
  cards: string,
  vulnerability: Vulnerability = 'None',
): BoardState {
  let state = unwrap(bridgeGame.initial({ deal: unwrap(parseDeal(deal)), dealer, vulnerability }));
  const act = (action: Parameters<typeof bridgeGame.apply>[2]) => {
    const seat = bridgeGame.awaiting(state)[0];
    if (seat === undefined) throw new Error(`nobody to act for ${JSON.stringify(action)}`);
    const next = bridgeGame.apply(state, seat, action);
    if (!next.ok) throw new Error(`${seat} ${JSON.stringify(action)}: ${next.error.message}`);
    state = next.value.state;
  };
  for (const text of calls.trim().split(/\s+/)) act({ type: 'call', call: unwrap(parseCall(text)) });
  for (const card of cards
    .trim()
    .split(/\s+/)
    .filter((c) => c !== ''))
    act({ type: 'play', card: card as Card });
  return state;
}

/** What the seat to act sees, as the table would hand it to a robot. */
export function inputFor(state: BoardState, seat?: Seat): RobotInput {
  const who = seat ?? bridgeGame.awaiting(state)[0];
  if (who === undefined) throw new Error('nobody is to act');
  return {
    view: bridgeGame.viewFor(state, who),
    legal: bridgeGame.legalActions(state, who),
    events: state.events.map((event) => bridgeGame.eventFor(event, who)),
  };
}

/** What the seat of `input` knows of the play so far; throws when the board is not in the play. */
export function historyOf(input: RobotInput): PlayHistory {
  const history = playHistory(input.view, input.events);
  if (history === null) throw new Error('no play');
  return history;
}
