// Bid Whist robots: the sampling double-dummy robot, the rule-based baseline, and the driver that
// plays games between them (selfplay.ts).
export { chooseDiscard, estimateTricks } from './estimate.js';
export {
  baselineWhistRobot,
  DEFAULT_WHIST_ROBOT_OPTIONS,
  type WhistRobot,
  type WhistRobotInput,
  type WhistRobotOptions,
  whistRobot,
} from './robot.js';
export { type HiddenInfo, hiddenInfo, knownVoids, type Place, sampleHidden } from './sample.js';
export * from './selfplay.js';
