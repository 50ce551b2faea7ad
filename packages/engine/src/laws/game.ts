import { fail, ok, type Result } from '../errors.js';
import type { Game } from '../game.js';
import { bridgeGame } from '../game.js';
import {
  applyTableAction,
  isTableBoardOver,
  legalTableActions,
  replayTableBoard,
  startTableBoard,
  type TableBoardResult,
  tableAwaiting,
  tableResult,
} from './board.js';
import {
  BOARD_MODES,
  type BoardMode,
  TABLE_ACTORS,
  type TableAction,
  type TableActor,
  type TableEvent,
  type TableSetup,
  type TableState,
} from './types.js';
import { type TableView, tableEventFor, tableViewFor } from './view.js';

/** Contract bridge in table mode: the Director is an actor beside the four seats. */
export type TableBridgeGame = Game<
  TableSetup,
  TableState,
  TableAction,
  TableEvent,
  TableView,
  TableBoardResult,
  TableActor
>;

/** Bridge in table mode as a `Game`: irregularities accepted and ruled by the Laws. */
export const tableBridgeGame: TableBridgeGame = Object.freeze({
  name: 'bridge-table',
  seats: TABLE_ACTORS,
  initial: startTableBoard,
  legalActions: legalTableActions,
  apply: applyTableAction,
  viewFor: tableViewFor,
  eventFor: (event: TableEvent, viewer: TableActor | 'watcher') => tableEventFor(event, viewer),
  awaiting: tableAwaiting,
  isOver: isTableBoardOver,
  result: tableResult,
  replay: replayTableBoard,
});

/** The game that runs a board (or a session's boards) in `mode`: strict is the default online. */
export function bridgeGameFor(mode: BoardMode = 'strict'): Result<typeof bridgeGame | TableBridgeGame> {
  if (!BOARD_MODES.includes(mode)) {
    return fail(
      'BAD_MODE',
      `"${String(mode)}" is not a board mode (${BOARD_MODES.join(', ')})`,
      `"${String(mode)}" ist kein Board-Modus (${BOARD_MODES.join(', ')})`,
    );
  }
  return ok(mode === 'table' ? tableBridgeGame : bridgeGame);
}
