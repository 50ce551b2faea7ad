import type { BoardAction, RandomSource } from '@tenace/engine';
import type { BiddingSystem } from '../bidding/system.js';
import { type Robot, type RobotInput, systemRobot } from '../table/robot.js';
import { decidePlay } from './decide.js';
import type { CardPlayOptions } from './options.js';

/**
 * The card-play robot's action at the table: its card (or a claim) when the input offers cards,
 * null otherwise. Each decision draws its seed from `random`, so a seeded table repeats; the
 * draw count depends on the seat's own decisions only, never on a hidden card.
 */
export function playAction(
  input: RobotInput,
  random: RandomSource,
  settings: Partial<CardPlayOptions> = {},
): BoardAction | null {
  const plays = input.legal.filter((a) => a.type === 'play');
  if (plays.length === 0) return null;
  const seed = random.nextUint32().toString(36);
  const decision = decidePlay(input.view, input.events, seed, settings);
  if (!decision.ok) return null;
  const action = decision.value.action;
  if (action.type === 'claim') {
    const claim = input.legal.find((a) => a.type === 'claim' && a.tricks === action.tricks);
    if (claim !== undefined) return claim;
    // The table does not take a claim now: play the card instead.
    return playAction(input, random, { ...settings, claims: false });
  }
  return plays.find((a) => a.type === 'play' && a.card === action.card) ?? null;
}

/**
 * The full robot for a table (the CLI table, the server): bids `system`, plays its cards with
 * the card-play robot (`play` overrides its defaults), answers claims and undo requests.
 */
export function robot(
  system: BiddingSystem,
  random: RandomSource,
  play: Partial<CardPlayOptions> = {},
): Robot {
  return systemRobot(system, random, play);
}
