import {
  cardsOfSuit,
  controls,
  type Hand,
  hcp,
  isBalanced,
  losingTricks,
  quickTricks,
  rankOf,
  SUITS,
  type Suit,
  suitHcp,
  suitLengths,
  supportPoints,
  totalPoints,
} from '@tenace/engine';

/** Everything the bidding rules ask about a hand, computed once per call. */
export interface HandFacts {
  readonly hand: Hand;
  readonly hcp: number;
  /** HCP + length points (engine `totalPoints`, method 'length'). */
  readonly points: number;
  readonly length: Readonly<Record<Suit, number>>;
  readonly suitHcp: Readonly<Record<Suit, number>>;
  readonly balanced: boolean;
  readonly controls: number;
  readonly aces: number;
  readonly kings: number;
  readonly losers: number;
  readonly quickTricks: number;
  /** Support points for a trump suit: HCP + 5-3-1 for short side suits (bidding-sayc.md notation). */
  readonly support: (suit: Suit) => number;
  /** Honours among the top five (A K Q J T) of a suit. */
  readonly topHonours: (suit: Suit, top?: number) => number;
  /** A stopper for no trump: A, Kx, Qxx, Jxxx or longer. */
  readonly stopper: (suit: Suit) => boolean;
  readonly hasCard: (suit: Suit, rank: 'A' | 'K' | 'Q') => boolean;
}

const HONOURS = ['A', 'K', 'Q', 'J', 'T'];

/** Computes the facts of a hand. */
export function handFacts(hand: Hand): HandFacts {
  const lengths = suitLengths(hand);
  const length = { S: lengths[0], H: lengths[1], D: lengths[2], C: lengths[3] };
  const bySuit = (f: (s: Suit) => number): Record<Suit, number> => ({
    S: f('S'),
    H: f('H'),
    D: f('D'),
    C: f('C'),
  });
  const ranks = (suit: Suit) => cardsOfSuit(hand, suit).map(rankOf);
  const base = hcp(hand);
  // The rarer questions are answered when first asked: the card-play robots check the auction
  // against thousands of layouts, and most rules never ask them.
  let suitPoints: Record<Suit, number> | undefined;
  let handControls: number | undefined;
  let losers: number | undefined;
  let tricks: number | undefined;
  return {
    hand,
    hcp: base,
    points: totalPoints(hand),
    length,
    get suitHcp() {
      suitPoints ??= bySuit((s) => suitHcp(hand, s));
      return suitPoints;
    },
    balanced: isBalanced(hand),
    get controls() {
      handControls ??= controls(hand);
      return handControls;
    },
    aces: hand.filter((c) => rankOf(c) === 'A').length,
    kings: hand.filter((c) => rankOf(c) === 'K').length,
    get losers() {
      losers ??= losingTricks(hand);
      return losers;
    },
    get quickTricks() {
      tricks ??= quickTricks(hand);
      return tricks;
    },
    support: (suit) => base + supportPoints(hand, suit, '5-3-1'),
    topHonours: (suit, top = 3) => ranks(suit).filter((r) => HONOURS.slice(0, top).includes(r)).length,
    stopper: (suit) => {
      const held = ranks(suit);
      const n = held.length;
      return (
        held.includes('A') ||
        (held.includes('K') && n >= 2) ||
        (held.includes('Q') && n >= 3) ||
        (held.includes('J') && n >= 4)
      );
    },
    hasCard: (suit, rank) => ranks(suit).includes(rank),
  };
}

/** The suits of a hand ordered longest first, the higher-ranking first between equal lengths. */
export function longestSuits(facts: HandFacts): Suit[] {
  return [...SUITS].sort((a, b) => facts.length[b] - facts.length[a]);
}
