// Table mode: irregularities accepted as facts and ruled by the 2017 Laws (docs/table-mode.md).

// The hand-record side lives with the other formats; exported here with the rest of table mode.
export {
  type TableBoardJson,
  type TablePbnInfo,
  tableBoardFromJson,
  tableBoardToJson,
  tableBoardToPbn,
} from '../formats/pbn-irregularities.js';
export {
  advanceAuction,
  isLegalTableCall,
  strainsNamed,
  tableAuctionStatus,
  tableContract,
  tableLastBid,
  tableLegalCalls,
} from './auction.js';
export {
  actionOfTableEvent,
  applyTableAction,
  cardsAccountedFor,
  isTableBoardOver,
  legalTableActions,
  replayTableBoard,
  startTableBoard,
  type TableBoardResult,
  tableAwaiting,
  tableBoardTurn,
  tableResult,
} from './board.js';
export {
  type ClaimAid,
  type ClaimLineCheck,
  type ClaimPosition,
  claimAid,
  tableRemainingTricks,
} from './claim.js';
export { DECISION_EXPLANATIONS, type LawExplanation, REVOKE_EXPLANATION } from './explain.js';
export { bridgeGameFor, type TableBridgeGame, tableBridgeGame } from './game.js';
export { heldCards, holderOf, lawfulPlays, revokeOf, tableDummy, tablePlayTurn } from './play.js';
export { declarerTransfer, type RevokeOutcome, type RevokeRuling, revokeRulings } from './revoke.js';
export * from './types.js';
export {
  type DecisionView,
  type TableView,
  type TableViewer,
  tableEventFor,
  tableViewFor,
  tableVisibleHands,
} from './view.js';
