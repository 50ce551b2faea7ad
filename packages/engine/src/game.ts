import {
  applyAction,
  type BoardAction,
  type BoardEvent,
  type BoardResult,
  type BoardSetup,
  type BoardState,
  type BoardView,
  boardAwaiting,
  boardResult,
  eventFor,
  isBoardOver,
  legalBoardActions,
  replayBoard,
  startBoard,
  viewFor,
} from './bridge/index.js';
import { SEATS, type Seat } from './cards/types.js';
import type { Result } from './errors.js';

// Rule 4 of the house: bridge and Bid Whist share one shape, so the server, the web table, the
// robots' driver, the CLI and persistence are written once against it. A game is plain data and
// pure functions; the event log is the truth (state = replay(events)).

/** An event as a viewer outside its audience receives it: its version number only. */
export interface VersionOnly {
  readonly v: number;
}

/**
 * One game: `Setup` fixes a deal before play, `State` is immutable, `Action` is what a seat
 * submits, `Event` the versioned log entry it produces, `View` what one seat (or a watcher) may
 * see, `Outcome` the result of a finished deal, `Seat` the seats at the table.
 */
export interface Game<Setup, State, Action, Event extends VersionOnly, View, Outcome, Seat extends string> {
  readonly name: string;
  readonly seats: readonly Seat[];
  /** The state before the first action, or why the setup is unusable. */
  initial(setup: Setup): Result<State>;
  /** Everything `seat` may do now; empty when nothing. */
  legalActions(state: State, seat: Seat): readonly Action[];
  /** The new state and the event to store, or an error value and no change. */
  apply(state: State, seat: Seat, action: Action): Result<{ readonly state: State; readonly event: Event }>;
  /** What `viewer` may see: the only way state reaches a player, a robot or a watcher. */
  viewFor(state: State, viewer: Seat | 'watcher'): View;
  /** An event as `viewer` receives it: whole, or `{ v }` when it is hidden from that viewer. */
  eventFor(event: Event, viewer: Seat | 'watcher'): Event | VersionOnly;
  /** The seats whose action the game waits for (to prompt people or run robots). */
  awaiting(state: State): readonly Seat[];
  isOver(state: State): boolean;
  /** The outcome once the game is over, null before. */
  result(state: State): Outcome | null;
  /** Rebuilds the state from the log, checking each event again. */
  replay(setup: Setup, events: readonly Event[]): Result<State>;
}

/** Contract bridge, one board at a time. */
export type BridgeGame = Game<BoardSetup, BoardState, BoardAction, BoardEvent, BoardView, BoardResult, Seat>;

/** Bridge as a `Game`: the board lifecycle of bridge/board.ts behind the shared shape. */
export const bridgeGame: BridgeGame = Object.freeze({
  name: 'bridge',
  seats: SEATS,
  initial: startBoard,
  legalActions: legalBoardActions,
  apply: applyAction,
  viewFor,
  eventFor,
  awaiting: boardAwaiting,
  isOver: isBoardOver,
  result: boardResult,
  replay: replayBoard,
});
