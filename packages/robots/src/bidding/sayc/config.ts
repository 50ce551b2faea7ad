/**
 * The project's SAYC decisions where the ACBL booklet leaves a gap (the "[fill]" items of
 * bidding-sayc.md), in one place so they can be reviewed. Every rule that depends on one of them
 * reads it from here.
 */
export const SAYC_FILLS = {
  /** §1: first and second seat open on the Rule of 20 (HCP + the two longest suits ≥ 20). */
  ruleOf20: 20,
  /** §1: third seat may open lighter: this many HCP, or the Rule of 20. */
  thirdSeatMinHcp: 11,
  /** §1: fourth seat opens on Pearson's Rule of 15 (HCP + spades ≥ 15). */
  fourthSeatRuleOf15: 15,
  /**
   * §2: 2♣ with this many HCP, or with `strongTwoClubHcpWithTricks` HCP and an eight-card or
   * longer suit with at most `strongTwoClubSuitLosers` losers and `strongTwoClubTricks` playing
   * tricks (18-21 HCP hands with six- or seven-card suits open one of a suit, as the suite does).
   */
  strongTwoClubHcp: 22,
  strongTwoClubHcpWithTricks: 12,
  strongTwoClubSuitLosers: 1,
  strongTwoClubTricks: 10,
  /** §2: weak two ranges and suit length. */
  weakTwoHcp: [5, 11] as const,
  /** §2: a 4-level preempt has eight cards (or seven in a major at favourable vulnerability). */
  fourLevelPreemptLength: 8,
  /** §2: a preempt has at most this many HCP outside its suit (and no outside four-card major). */
  preemptOutsideHcp: 3,
  /** §1/§2: in third seat a preempt may hold this many HCP more outside its suit, and a weak two a good five-card suit. */
  thirdSeatPreemptExtra: 2,
  /** §2: a seven-card major opens at the four level with this many playing tricks (also in fourth seat). */
  sevenCardGameTricks: 8,
  /** §2: 3-level preempts: HCP range. */
  preemptHcp: [5, 10] as const,
  /** §3: the 1NT response to a major and to a minor. */
  oneNtResponseHcp: [6, 10] as const,
  /** §3: a new suit at the 2 level: points; 1♠–2♥ shows five hearts. */
  twoOverOnePoints: 10,
  /** §3/§4: a jump shift response (points: HCP + length). */
  jumpShiftHcp: 17,
  /** §3/§4: limit raises (support points for a major, HCP for a minor). */
  limitRaise: [10, 12] as const,
  /** §4: the limit raise of a minor (HCP); 6-10 raises once. */
  minorLimitRaise: [11, 12] as const,
  /** §5: the 1NT rebid, the Balanced ladder's 12-14 (15-17 opens 1NT). */
  oneNtRebidHcp: [12, 14] as const,
  /** §5: a reverse shows this many points and is forcing one round. */
  reversePoints: 17,
  /** §6: fourth suit forcing: GF after a 2/1, forcing one round otherwise (we play it GF-strength 12+ either way). */
  fourthSuitPoints: 12,
  /** §7: Stayman with an invitational hand or better; garbage Stayman with a weak 4-4+ in the majors. */
  staymanHcp: 8,
  /** §7: 1NT–2NT invitation. */
  ntInviteHcp: [8, 9] as const,
  /** §11: 1-level and 2-level overcalls. */
  overcallOneLevelPoints: [8, 17] as const,
  overcallTwoLevelPoints: [11, 17] as const,
  /** §11: balancing overcalls are about three points lighter (points; six cards at the two level); 15+ doubles first. */
  balancingPoints: [6, 14] as const,
  /** §11: advancing a takeout double: jump = 9-11, cue bid = 12+. */
  advanceJumpPoints: [9, 11] as const,
  advanceCuePoints: 12,
  /** §11: Unusual 2NT and Michaels: at least this many HCP, and not in the `twoSuitedGap` (such hands overcall). */
  twoSuitedHcp: 6,
  twoSuitedGap: [10, 15] as const,
  /** §11: ... except 6-5 or longer, and 10 up to this many HCP when neither suit can be bid at the one level. */
  twoSuitedLightMax: 11,
  /** §13: control cue bids at the 4 level once a trump suit is agreed in a game force. */
  controlBids: true,
} as const;
