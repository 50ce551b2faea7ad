import { type Seat, type Suit, seatAfter } from '../cards/types.js';
import { cardStrength, effectiveSuit, isJoker, type WhistCard, type WhistMode } from './cards.js';

/** A whist trick: `cards[i]` was played by the seat `i` places clockwise from `leader`. */
export interface WhistTrick {
  readonly leader: Seat;
  readonly cards: readonly WhistCard[];
}

/** A complete trick and the seat that won it. */
export interface PlayedWhistTrick extends WhistTrick {
  readonly winner: Seat;
}

/**
 * The suit to follow in a trick so far: the suit of the first card that has one. In no trump a
 * led joker sets no suit, and the first non-joker card sets it (rules.md 5.5); in a trump
 * contract a joker is a trump. Null while no card with a suit has been played.
 */
export function ledSuit(cards: readonly WhistCard[], mode: WhistMode): Suit | null {
  for (const card of cards) {
    const suit = effectiveSuit(card, mode);
    if (suit !== null) return suit;
  }
  return null;
}

/**
 * The cards of `hand` that may be played to a trick: the suit to follow when the hand holds it,
 * else any card (rules.md 5.6). With `jokersFree` (Narrenfreiheit) a joker may be played in no
 * trump even when the hand could follow.
 */
export function whistLegalPlays(
  hand: readonly WhistCard[],
  trickSoFar: readonly WhistCard[],
  mode: WhistMode,
  jokersFree = false,
): WhistCard[] {
  const suit = ledSuit(trickSoFar, mode);
  if (suit === null) return [...hand];
  const following = hand.filter((c) => effectiveSuit(c, mode) === suit);
  if (following.length === 0) return [...hand];
  if (jokersFree && mode.trump === null) return hand.filter((c) => following.includes(c) || isJoker(c));
  return following;
}

/**
 * The index of the winning card in a trick so far: the best trump if any (the jokers the two
 * best in a trump contract), else the best card of the suit to follow. A no-trump joker and a
 * card of another suit never win. Null when no card can win yet (only no-trump jokers).
 */
export function winningIndex(cards: readonly WhistCard[], mode: WhistMode): number | null {
  const led = ledSuit(cards, mode);
  if (led === null) return null;
  let best = -1;
  let bestTrump = false;
  let bestStrength = -1;
  cards.forEach((card, i) => {
    const suit = effectiveSuit(card, mode);
    if (suit === null) return;
    const trump = mode.trump !== null && suit === mode.trump;
    if (!trump && suit !== led) return;
    const strength = cardStrength(card, mode);
    if (best < 0 || (trump && !bestTrump) || (trump === bestTrump && strength > bestStrength)) {
      best = i;
      bestTrump = trump;
      bestStrength = strength;
    }
  });
  return best;
}

/** The seat that wins a complete trick led by `leader`. */
export function whistTrickWinner(cards: readonly WhistCard[], leader: Seat, mode: WhistMode): Seat {
  const index = winningIndex(cards, mode);
  if (index === null) throw new RangeError('a trick needs a card with a suit to have a winner');
  return seatAfter(leader, index);
}
