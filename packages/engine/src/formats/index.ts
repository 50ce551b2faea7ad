export { boardToRecord, type RecordInfo, recordToBoard } from './board-record.js';
export { formatDoubleDummyTricks, parseDoubleDummyTricks } from './dd-tricks.js';
export { LIN_SEATS, type LinPair, linPairs, parseLin } from './lin-read.js';
export { writeLin } from './lin-write.js';
export { type PbnReadOptions, parsePbn, validatePbn } from './pbn-read.js';
export { PBN_MANDATORY_TAGS, type PbnWriteOptions, writePbn } from './pbn-write.js';
export { columnsFromTricks, declarerTrickCount, tricksFromColumns } from './play-order.js';
export type {
  BoardRecord,
  DdTricks,
  ParContractEntry,
  PlayAnnotation,
  RecordAuction,
  RecordCall,
  RecordPlay,
  RecordScore,
  RecordScorePart,
  RecordTag,
} from './record.js';
export { recordTagValue } from './record.js';
export {
  formatParContract,
  formatScoreTag,
  parseParContract,
  parseResultTag,
  parseScoreTag,
} from './score-tags.js';
