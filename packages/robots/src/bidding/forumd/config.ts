/**
 * The figures of Forum D 2012 (the German federation's basic system, DBV short description) that
 * the Forum D rules read, and the project's decisions where the short description leaves a gap
 * (marked [fill]). "FL" in the DBV texts is HCP plus length points, our `points`.
 */
export const FORUM_D_FIGURES = {
  /** One-level openings: 13 FL, or 12 HCP; at most 23 FL (stronger hands open 2♦). */
  openingPoints: 13,
  openingHcp: 12,
  /** [fill] Third seat may open with this many HCP; fourth seat on the Rule of 15 (as SAYC). */
  thirdSeatHcp: 11,
  fourthSeatRuleOf15: 15,
  oneLevelMaxPoints: 23,
  /** 1NT: 15-17 FL, balanced, no five-card major; [fill] at least 14 HCP. */
  oneNtPoints: [15, 17] as const,
  oneNtMinHcp: 14,
  /** 2♣ semi-forcing: balanced 22-23; a good major one-suiter of 20-23 FL or 8 playing tricks; a good minor one-suiter of 9 playing tricks; very good 5-5 majors with 18-21 HCP and at most 4 losers. */
  semiForcingBalancedHcp: [22, 23] as const,
  semiForcingOneSuiterPoints: [20, 23] as const,
  semiForcingMajorTricks: 8,
  semiForcingMinorTricks: 9,
  /**
   * [fill] Our playing-trick count (length minus losers, suit by suit) counts Kx or Qxx as a full
   * trick where the DBV count gives half, so it runs about one trick high: every trick threshold
   * above is compared with the count less this margin.
   */
  trickMargin: 1,
  /** [fill] A one-suiter opened 2♣ on playing tricks still holds this many HCP. */
  semiForcingMinHcp: 15,
  semiForcingTwoSuiterHcp: [18, 21] as const,
  semiForcingTwoSuiterLosers: 4,
  /** 2♦ game forcing: 24+ FL, or a major one-suiter with 9 playing tricks, a minor one-suiter with 10, a two-suiter with at most 2 losers. */
  gameForcePoints: 24,
  gameForceMajorTricks: 9,
  gameForceMinorTricks: 10,
  gameForceLosers: 2,
  /** [fill] A 2♦ opening on playing tricks or losers still holds this many HCP. */
  gameForceMinHcp: 16,
  /** [fill] 2♦–2♥–2NT: a balanced 24-27; 28+ opens 2♦ and jumps to 3NT. */
  gameForceNtHcp: [24, 27] as const,
  /** A new suit at the two level in response to one of a suit: 11+ points (SAYC: 10). */
  twoOverOnePoints: 11,
  /** 2♥/2♠ weak two: 6-10 HCP, a good six-card suit. */
  weakTwoHcp: [6, 10] as const,
  /** [fill] A positive answer to 2♦ (and a 5-5 positive to 2♣) shows this many HCP. */
  positiveHcp: 8,
  /** [fill] Over the semi-forcing 2♣ rebid in a suit, responder passes with at most this many HCP. */
  semiForcingPassHcp: 3,
} as const;
