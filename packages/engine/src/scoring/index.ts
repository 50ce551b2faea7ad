export {
  type ButlerBoard,
  type ButlerSettings,
  butler,
  butlerDatum,
  type CrossImpsSettings,
  crossImps,
} from './butler.js';
export {
  addChicagoDeal,
  type ChicagoDealRecord,
  type ChicagoSettings,
  type ChicagoSheet,
  type ChicagoState,
  type ChicagoVariant,
  chicagoFromDeals,
  chicagoSheet,
  chicagoVulnerability,
  startChicago,
} from './chicago.js';
export {
  contractTrickScore,
  duplicateScore,
  gamePremium,
  insultBonus,
  oddTrickValue,
  overtrickValue,
  PART_SCORE_PREMIUM,
  slamBonus,
  undertrickPenalty,
} from './duplicate.js';
export { type HonoursClaim, honoursInDeal, type RubberDeal } from './honours.js';
export { IMP_UPPER_BOUNDS, imps } from './imps.js';
export type { BridgeScoreItem, BridgeScoreItemKind } from './items.js';
export { type BoardMatchpoints, matchpoints, neuberg } from './matchpoints.js';
export {
  addPairsResult,
  type PairId,
  type PairStanding,
  type PairsBoardId,
  type PairsBoardLine,
  type PairsBoardScore,
  type PairsResult,
  type PairsSessionState,
  type PairsSettings,
  type PairsStandings,
  pairsSession,
  pairsStandings,
  startPairsSession,
} from './pairs-session.js';
export {
  type ContractResult,
  type DuplicateResultScore,
  isPassedOutResult,
  nsScore,
  type PassedOutResult,
  scoreDuplicateResult,
  scoreForSide,
  type TableResult,
  type TableScore,
} from './result.js';
export {
  addRubberDeal,
  endRubber,
  type RubberColumn,
  type RubberDealRecord,
  type RubberEntry,
  type RubberGameLine,
  type RubberSettings,
  type RubberSheet,
  type RubberState,
  type RubberStatus,
  rubberFromDeals,
  rubberSheet,
  startRubber,
} from './rubber.js';
export {
  addTeamBoard,
  startTeamMatch,
  type TeamBoard,
  type TeamBoardScore,
  type TeamMatchSheet,
  type TeamMatchState,
  teamMatch,
  teamMatchSheet,
} from './team-match.js';
