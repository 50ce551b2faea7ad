export * from './auction.js';
export * from './board.js';
export {
  BOARD_ACTION_TYPES,
  BOARD_FORMS,
  type BoardAction,
  type BoardActionType,
  type BoardEvent,
  type BoardEventBody,
  type BoardForm,
  type BoardMove,
  type BoardPhase,
  type BoardSetup,
  type BoardState,
  type BoardStep,
  type PendingClaim,
  type PendingUndo,
  type SettledClaim,
} from './board-state.js';
export * from './call.js';
export { remainingTricks } from './claim.js';
export * from './contract.js';
export * from './facade.js';
export * from './play.js';
export * from './trick.js';
export * from './view.js';
