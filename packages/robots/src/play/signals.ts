import {
  type Card,
  type ContractWithDeclarer,
  type Hand,
  partnerOf,
  rankOf,
  rankValue,
  type Seat,
  SUITS,
  type Suit,
  sideOf,
  suitHcp,
  suitOf,
} from '@tenace/engine';
import type { Carding } from './options.js';

// Defensive signals (seed 004, "Markieren"). One function says what a defender's card in a trick
// signals; the same function serves the robot that gives the signal (it picks, among cards of
// equal double-dummy value, the one that shows what its hand wants) and the robot that reads it
// (a layout in which the signaller would have wanted the opposite is less likely).

/** What a defender's card says, by the situation it is played in. */
export type Signal =
  | { readonly kind: 'attitude'; readonly suit: Suit }
  | { readonly kind: 'count'; readonly suit: Suit }
  | { readonly kind: 'preference'; readonly suit: Suit; readonly low: Suit; readonly high: Suit };

/** The situation of one card: the trick so far and what the defenders know of it. */
export interface SignalSituation {
  readonly contract: ContractWithDeclarer;
  readonly seat: Seat;
  /** The trick's leader and the cards before this one. */
  readonly leader: Seat;
  readonly before: readonly Card[];
  /** The suit to be played from: the suit led, or the suit of a discard. */
  readonly suit: Suit;
  /** Whether the suit led has been led to an earlier trick. */
  readonly ledBefore: boolean;
  /** Whether dummy (faced) holds no card of the suit led. */
  readonly dummyVoid: boolean;
}

/** The signal a defender's card carries, or null (a lead, a ruff, a later round, declarer's side). */
export function signalOf(s: SignalSituation, carding: Carding): Signal | null {
  const declarerSide = sideOf(s.contract.declarer);
  if (sideOf(s.seat) === declarerSide || s.before.length === 0) return null;
  const led = suitOf(s.before[0] as Card);
  const trumps = s.contract.strain === 'NT' ? null : (s.contract.strain as Suit);
  if (s.suit === led) {
    if (s.ledBefore) return null;
    const partnerLed = s.leader === partnerOf(s.seat);
    if (!partnerLed) return { kind: 'count', suit: led };
    // Partner leads a suit dummy cannot follow in a suit contract: continuing is pointless, so
    // the card asks for one of the other side suits (seed 004's 4♥ example).
    if (trumps !== null && s.dummyVoid && led !== trumps) {
      const [low, high] = otherSuits([led, trumps]);
      if (low !== undefined && high !== undefined) return { kind: 'preference', suit: led, low, high };
    }
    return { kind: 'attitude', suit: led };
  }
  if (s.suit === trumps) return null;
  if (carding.discards === 'lavinthal') {
    const [low, high, extra] = otherSuits([led, s.suit, ...(trumps === null ? [] : [trumps])]);
    if (low !== undefined && high !== undefined && extra === undefined)
      return { kind: 'preference', suit: s.suit, low, high };
  }
  return { kind: 'attitude', suit: s.suit };
}

/** The suits not listed, lowest-ranking first. */
function otherSuits(excluded: readonly Suit[]): Suit[] {
  return SUITS.filter((suit) => !excluded.includes(suit)).reverse();
}

/**
 * Whether a hand holding `holding` (the signaller's cards before the card is played) wants to
 * show high: 'high', 'low', or null when it has nothing to say.
 */
export function wantedHeight(signal: Signal, holding: Hand, carding: Carding): 'high' | 'low' | null {
  const inSuit = holding.filter((c) => suitOf(c) === signal.suit);
  switch (signal.kind) {
    case 'attitude': {
      const encourage = inSuit.some((c) => rankValue(rankOf(c)) >= 12);
      return encourage === (carding.attitude === 'standard') ? 'high' : 'low';
    }
    case 'count': {
      const even = inSuit.length % 2 === 0;
      return even === (carding.count === 'standard') ? 'high' : 'low';
    }
    case 'preference': {
      const low = suitHcp(holding, signal.low);
      const high = suitHcp(holding, signal.high);
      if (low === high) return null;
      return high > low ? 'high' : 'low';
    }
  }
}

/** The height a card shows within the holding it came from: low when it is the lowest there. */
export function shownHeight(card: Card, holding: Hand): 'high' | 'low' | null {
  const inSuit = holding.filter((c) => suitOf(c) === suitOf(card));
  if (inSuit.length < 2 || rankValue(rankOf(card)) >= 10) return null;
  const lowest = Math.min(...inSuit.map((c) => rankValue(rankOf(c))));
  return rankValue(rankOf(card)) === lowest ? 'low' : 'high';
}

/**
 * The signalling card among `tied` (cards of equal value to the robot): the discard suit is the
 * weakest one offered (discard from weakness), then the highest or lowest card in it as the
 * signal asks; without a signal to give, the lowest.
 */
export function signalCard(
  tied: readonly Card[],
  hand: Hand,
  situation: Omit<SignalSituation, 'suit'>,
  carding: Carding,
): Card {
  const suits = [...new Set(tied.map(suitOf))];
  const suit = suits.reduce((best, s) => {
    const weaker = suitHcp(hand, s) - suitHcp(hand, best);
    if (weaker !== 0) return weaker < 0 ? s : best;
    return countOf(hand, s) > countOf(hand, best) ? s : best;
  }, suits[0] as Suit);
  const inSuit = tied
    .filter((c) => suitOf(c) === suit)
    .sort((a, b) => rankValue(rankOf(a)) - rankValue(rankOf(b)));
  const lowest = inSuit[0] as Card;
  const signal = signalOf({ ...situation, suit }, carding);
  if (signal === null) return lowest;
  const height = wantedHeight(signal, hand, carding);
  // An honour is not spent on a signal when a spot card of equal value is there.
  const spots = inSuit.filter((c) => rankValue(rankOf(c)) < 10);
  if (height === 'high' && spots.length > 0) return spots[spots.length - 1] as Card;
  return lowest;
}

function countOf(hand: Hand, suit: Suit): number {
  return hand.filter((c) => suitOf(c) === suit).length;
}
