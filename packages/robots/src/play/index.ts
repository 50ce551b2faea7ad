// The card-play robots: sampling and double dummy, opening leads, signals, claims.
export {
  type CandidateValue,
  type DecisionReason,
  decidePlay,
  layoutSpec,
  type PlayDecision,
} from './decide.js';
export { hiddenSeats, type PlayedCard, type PlayHistory, playHistory, unseenCards } from './history.js';
export {
  type LeadCandidate,
  type LeadContext,
  type LeadRule,
  leadFromSuit,
  openingLeadCandidates,
} from './leads.js';
export {
  type Carding,
  type CardPlayOptions,
  DEFAULT_PLAY_OPTIONS,
  type PlayScoring,
  STANDARD_CARDING,
} from './options.js';
export { playAction, robot } from './robot.js';
export { type ConstraintLevel, type LayoutSampler, type LayoutSpec, layoutSampler } from './sample.js';
export {
  analyzeBoard,
  type BoardAnalysis,
  type CardCost,
  type CardKind,
  playBoardOut,
  selfPlayBoard,
  type TimedDecision,
} from './selfplay.js';
export {
  type Signal,
  type SignalSituation,
  shownHeight,
  signalCard,
  signalOf,
  wantedHeight,
} from './signals.js';
