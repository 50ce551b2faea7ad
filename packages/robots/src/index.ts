// @tenace/robots: bidding and card-play robots. They take a seat's view, never the deal.

export {
  type CardAlert,
  type CardCall,
  type CardConvention,
  type CardSection,
  type ConventionCard,
  conventionCard,
  formatConventionCard,
} from './bidding/card.js';
export type { BidContext, PartScore, PlacedCall, Role } from './bidding/context.js';
export {
  applyConventionChanges,
  CONVENTIONS,
  type Convention,
  type ConventionChanges,
  type ConventionId,
  conventionById,
  parseConventions,
  SAYC_CONVENTIONS,
} from './bidding/conventions.js';
export { FORUM_D_FIGURES } from './bidding/forumd/config.js';
export { FORUM_D } from './bidding/forumd/index.js';
export { BIDDING_SYSTEMS, systemByName } from './bidding/forumd/systems.js';
export { type HandFacts, handFacts } from './bidding/hand.js';
export { type HandConstraints, inferHands, shownBy, UNCONSTRAINED } from './bidding/inference.js';
export { describeMeaning, type Forcing, type Meaning, type Range, type Text } from './bidding/meaning.js';
export type { Bindings, HandSpec, HandTest, Rule } from './bidding/rule.js';
export { SAYC_FILLS } from './bidding/sayc/config.js';
export { SAYC } from './bidding/sayc/index.js';
export {
  type AuctionReader,
  auctionReader,
  type BidderView,
  type BiddingSystem,
  type CallChoice,
  type CallExplanation,
  chooseCall,
  contextFor,
  explainAuction,
  explainCall,
  interpretAuction,
  makeSystem,
  type PartnershipSystems,
  withConventions,
} from './bidding/system.js';
export * from './play/index.js';
export {
  answerRequest,
  claimIsCertain,
  knownHands,
  playedCards,
  type Robot,
  type RobotInput,
  randomRobot,
  sureTricks,
  systemRobot,
  undoIsTimely,
} from './table/robot.js';
export * from './whist/index.js';
