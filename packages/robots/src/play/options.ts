import type { Side } from '@tenace/engine';
import type { BiddingSystem } from '../bidding/system.js';

/** How a session scores: the robot maximises what the session pays. */
export type PlayScoring = 'imps' | 'mp' | 'total';

/**
 * A partnership's defensive carding (seed 004, "Markieren"): attitude high-encouraging
 * (standard) or low-encouraging (upside-down); count high-low with an even number (standard)
 * or with an odd number (upside-down); discards as attitude in the suit discarded or as
 * Lavinthal suit preference (a high card asks for the higher of the two other suits).
 */
export interface Carding {
  readonly attitude: 'standard' | 'upside-down';
  readonly count: 'standard' | 'upside-down';
  readonly discards: 'attitude' | 'lavinthal';
}

export const STANDARD_CARDING: Carding = { attitude: 'standard', count: 'standard', discards: 'lavinthal' };

/** Settings of the card-play robot; every field has a default (`DEFAULT_PLAY_OPTIONS`). */
export interface CardPlayOptions {
  /** Layouts sampled per decision at most, and the usual number after the tricks `samplesByTrick` names. */
  readonly samples: number;
  /**
   * Fewer layouts in the first tricks, where each costs most to solve: element i is the usual
   * number of layouts for a card to trick i + 1 (later tricks use `samples`). A decision whose
   * best card is clear stops at half of it, a close one takes up to twice as many (at most
   * `samples`). Deterministic, unlike the clock.
   */
  readonly samplesByTrick: readonly number[];
  /**
   * Time budget per decision in ms: no new layout is solved once it is spent (at least
   * `minSamples` are). Infinity makes a decision depend on the seed alone.
   */
  readonly timeMs: number;
  /**
   * The usual number of layouts for the opening lead (half for a clear choice, up to twice for a
   * close one, at most `samples`). The lead is made before dummy is seen and is the costliest
   * single card of the defence, so it gets more layouts than the other cards of trick 1.
   */
  readonly leadSamples: number;
  /** Time budget of the opening lead in ms (`timeMs` is every other card's). */
  readonly leadTimeMs: number;
  /**
   * The suits simulated for the opening lead: `rules`, only those seed 004's rules allow (not
   * the declaring side's suits, not from an ace without the king against a suit); `all`, every
   * suit with the card the rules lead from it, the rules then choosing only between leads the
   * layouts cannot tell apart.
   */
  readonly leadSuits: 'rules' | 'all';
  /** Layouts solved even when the time budget is spent. */
  readonly minSamples: number;
  readonly scoring: PlayScoring;
  /** The bidding system whose explanations constrain the hidden hands. */
  readonly system?: BiddingSystem;
  /**
   * The opponents' system as they declared it, when it is not `system` (each side's calls are
   * read by the system that side plays).
   */
  readonly opponentSystem?: BiddingSystem;
  /** Carding of each partnership, used to give signals and to read them. */
  readonly carding: Readonly<Record<Side, Carding>>;
  /** Deals tried per accepted layout before the auction's constraints are loosened. */
  readonly attemptsPerSample: number;
  /**
   * The same for the opening lead, whose layouts place three hidden hands (partner's, declarer's
   * and dummy's) under all their calls at once, so fewer deals fit.
   */
  readonly leadAttemptsPerSample: number;
  /** Weight kept by a layout that contradicts a signal seen (signals are soft evidence). */
  readonly signalTrust: number;
  /**
   * Weight kept by a layout in which the opening leader's holding in the suit led calls for
   * another card than the one led, or in which a defender's partner held an honour equal to the
   * one he played that the carding would have played instead (top of equals when leading,
   * lowest otherwise): cards follow the conventions more strictly than signals.
   */
  readonly leadTrust: number;
  /**
   * Cards of the recent play read as evidence (from the second trick on): a layout on which a
   * hidden player's card among the last `playReading` would have cost his side a trick double
   * dummy keeps `playTrust` for each such card. 0 reads none. Each layout weighed costs one
   * double-dummy trace of those cards.
   */
  readonly playReading: number;
  /** Weight kept by a layout for each card of the recent play that would have thrown a trick away. */
  readonly playTrust: number;
  /** Claim when the remaining tricks are certain. */
  readonly claims: boolean;
  /** The clock for the time budget (ms); injected so tests and replays need no real time. */
  readonly now?: () => number;
}

/**
 * The defaults: a decision's p95 stays within 1 s on a 2-core machine (466 ms CPU on boards 1-20
 * with the play read, 20/32/48 layouts in tricks 2-4 and 64 from trick 5 on, bench/play.mjs); the
 * opening lead alone may take up to `leadTimeMs` and the layout in progress.
 */
export const DEFAULT_PLAY_OPTIONS: CardPlayOptions = {
  samples: 64,
  samplesByTrick: [6, 20, 32, 48],
  timeMs: 700,
  leadSamples: 24,
  leadTimeMs: 4000,
  leadSuits: 'all',
  minSamples: 3,
  scoring: 'imps',
  carding: { NS: STANDARD_CARDING, EW: STANDARD_CARDING },
  attemptsPerSample: 1000,
  leadAttemptsPerSample: 8000,
  signalTrust: 0.25,
  leadTrust: 0.1,
  playReading: 8,
  playTrust: 0.25,
  claims: true,
};
