export {
  type ClaimCheck,
  checkBoardClaim,
  checkClaim,
  positionOfBoard,
  positionOfPlay,
  positionOfView,
} from './claim.js';
export { setSolverMemoryLimit } from './memory.js';
export type { DdPar, DdSidesPar, ParContract } from './par.js';
export { dealerPar, formatDealerPar, formatParContract, formatSidesPar, par, sidesPar } from './par.js';
export { type BrowserPoolOptions, type BrowserWorker, createBrowserPool } from './pool/browser.js';
export type {
  DdBatchOptions,
  DdParRequest,
  DdProgress,
  DdSolveRequest,
  DdTraceRequest,
  WorkerFactory,
  WorkerPort,
} from './pool/pool.js';
export { DdPool } from './pool/pool.js';
export type {
  ConfigureMessage,
  DdTask,
  DdTaskKind,
  DdTaskValues,
  PoolMessage,
  ReplyMessage,
  TaskMessage,
} from './pool/protocol.js';
export { answer, runTask } from './pool/protocol.js';
export type { DdPosition } from './position.js';
export type { DdCardSolution, DdCardValue, DdSolution, SolveCardsOptions } from './solve.js';
export { solve, solveCards } from './solve.js';
export type { DdStrainTricks, DdTable } from './table.js';
export { ddTable } from './table.js';
export { playTrace, positionTrace } from './trace.js';
export {
  SearchBudgetExceeded,
  type SearchStats,
  solveWhist,
  type WhistPosition,
  WhistSearch,
  whistCardValues,
} from './whist/index.js';
