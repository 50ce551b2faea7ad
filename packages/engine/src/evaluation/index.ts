export { controls, suitControl } from './controls.js';
export {
  DISTRIBUTION_METHODS,
  type DistributionMethod,
  distributionPoints,
  type ShortnessScale,
  shortnessPoints,
  supportPoints,
  type TotalPointsOptions,
  totalPoints,
} from './distribution.js';
export { evaluateHand, type HandEvaluation, type SuitEvaluation } from './evaluate.js';
export { HCP_VALUES, hcp, suitHcp } from './hcp.js';
export {
  exactShapeString,
  type HandShape,
  handShape,
  isBalanced,
  type ShapeClass,
  shapeClass,
  shapeString,
} from './shape.js';
export { losingTricks, quickTricks, suitLosers, suitQuickTricks } from './tricks.js';
