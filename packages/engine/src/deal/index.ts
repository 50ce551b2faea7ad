export { type BoardInfo, boardInfo } from './board.js';
export {
  type ConstraintError,
  type ConstraintExpr,
  type ConstraintMetric,
  type ConstraintRange,
  type ConstraintResult,
  type ConstraintShapeClass,
  type ConstraintTarget,
  formatConstraint,
  formatRange,
  metricBounds,
  parseConstraint,
  targetName,
} from './constraints.js';
export {
  CONSTRAINT_TARGETS,
  type CompiledConstraint,
  compileConstraint,
  compileDealConstraints,
  type DealConstraints,
  type DealConstraintsInput,
  DealFacts,
  dealSatisfies,
  formatDealConstraints,
  metricValue,
  targetSeats,
} from './constraints-check.js';
export {
  type ConstrainedDealer,
  type ConstrainedDealOptions,
  constrainedDealer,
  DEFAULT_MAX_ATTEMPTS,
  type GeneratedDeal,
  type GeneratedDeals,
  generateDeals,
} from './constraints-generate.js';
export {
  DEAL_COUNT,
  dealFromNumber,
  dealNumber,
  formatDealNumber,
  parseDealNumber,
  randomDealNumber,
} from './deal-number.js';
export { dealCards, randomDeal } from './dealing.js';
export { cryptoRandom, type RandomSource, randomBigInt, randomInt, seededRandom, shuffle } from './random.js';
