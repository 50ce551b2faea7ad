import type { Seat } from '../cards/types.js';
import { SEATS } from '../cards/types.js';
import type { Game } from '../game.js';
import {
  applyWhistAction,
  isWhistHandOver,
  legalWhistActions,
  replayWhistHand,
  startWhistHand,
  type WhistAction,
  type WhistEvent,
  type WhistHandResult,
  type WhistSetup,
  type WhistState,
  whistAwaiting,
  whistHandResult,
} from './hand.js';
import { type WhistView, whistEventFor, whistViewFor } from './view.js';

/** Bid Whist, one hand at a time (the game to ±7 is a session above it: `match.ts`). */
export type WhistGame = Game<
  WhistSetup,
  WhistState,
  WhistAction,
  WhistEvent,
  WhistView,
  WhistHandResult,
  Seat
>;

/** Bid Whist as a `Game`: the same shape as bridge, so tables, robots and storage serve both. */
export const whistGame: WhistGame = Object.freeze({
  name: 'bidwhist',
  seats: SEATS,
  initial: startWhistHand,
  legalActions: legalWhistActions,
  apply: applyWhistAction,
  viewFor: whistViewFor,
  eventFor: whistEventFor,
  awaiting: whistAwaiting,
  isOver: isWhistHandOver,
  result: whistHandResult,
  replay: replayWhistHand,
});
