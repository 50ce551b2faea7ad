import { nextSeat, type Seat, type Side, sideOf } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import type { WhistHandResult } from './hand.js';
import { type BidWhistRules, whistRules } from './rules.js';

// A game of Bid Whist (rules.md 5.7): hands are scored into a running total per side until a
// side reaches +target or falls to -target, or the chosen number of hands is played. The session
// owns the score sheet, like rubber and Chicago above bridge boards.

/** A game of Bid Whist in progress or over. */
export interface WhistMatch {
  readonly rules: BidWhistRules;
  /** The dealer of the next hand. */
  readonly dealer: Seat;
  readonly scores: Readonly<Record<Side, number>>;
  /** Every hand in order, pass-outs included. */
  readonly hands: readonly WhistHandResult[];
  /** Hands that were played (pass-outs do not count towards `rounds`). */
  readonly played: number;
  readonly over: boolean;
  readonly winner: Side | null;
}

/** Starts a game: scores 0 to 0, `firstDealer` deals (the table chooses, online at random). */
export function startWhistMatch(options: unknown, firstDealer: Seat): Result<WhistMatch> {
  const rules = whistRules(options);
  if (!rules.ok) return rules;
  if (!['N', 'E', 'S', 'W'].includes(firstDealer)) {
    return fail(
      'BAD_SEAT',
      `"${String(firstDealer)}" is not a seat (N, E, S or W)`,
      `"${String(firstDealer)}" ist kein Sitz (N, O, S oder W)`,
    );
  }
  return ok({
    rules: rules.value,
    dealer: firstDealer,
    scores: { NS: 0, EW: 0 },
    hands: [],
    played: 0,
    over: false,
    winner: null,
  });
}

function otherSide(side: Side): Side {
  return side === 'NS' ? 'EW' : 'NS';
}

/**
 * Adds a finished hand. The deal passes to the left; a pass-out under `allPass: 'redeal'` is
 * dealt again by the same dealer. The game ends when a side reaches +target (checked first) or
 * falls to -target, when a Boston wins the game (`bostonBonus: 'winsGame'`), or after `rounds`
 * played hands when the scores differ (a tie plays on, hand by hand).
 */
export function addWhistHand(match: WhistMatch, result: WhistHandResult): Result<WhistMatch> {
  if (match.over) return fail('SESSION_OVER', 'The game is over', 'Die Partie ist beendet');
  if (typeof result !== 'object' || result === null || result.dealer !== match.dealer) {
    return fail(
      'BAD_RESULT',
      `The next hand is dealt by ${match.dealer}`,
      `Das nächste Spiel gibt ${match.dealer}`,
    );
  }
  const hands = [...match.hands, result];
  if (result.passedOut) return ok({ ...match, hands });
  const scores = { NS: match.scores.NS + result.points.NS, EW: match.scores.EW + result.points.EW };
  const played = match.played + 1;
  const target = match.rules.target;
  let winner: Side | null = null;
  const declarers = sideOf(result.declarer);
  if (result.score.boston && match.rules.bostonBonus === 'winsGame') winner = declarers;
  else if (scores.NS >= target || scores.EW >= target) winner = scores.NS >= scores.EW ? 'NS' : 'EW';
  else if (scores.NS <= -target || scores.EW <= -target)
    winner = scores.NS <= -target ? otherSide('NS') : otherSide('EW');
  else if (match.rules.rounds !== null && played >= match.rules.rounds && scores.NS !== scores.EW) {
    winner = scores.NS > scores.EW ? 'NS' : 'EW';
  }
  return ok({
    ...match,
    dealer: nextSeat(match.dealer),
    scores,
    hands,
    played,
    over: winner !== null,
    winner,
  });
}
