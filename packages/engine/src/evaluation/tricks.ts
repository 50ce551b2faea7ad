import { cardsOfSuit, type Hand, RANKS, rankOf, SUITS, type Suit } from '../cards/types.js';

/*
 * Basic losing trick count (Courtenay, Walshe): in each suit look at no more than the first three
 * cards; a suit of length n (n <= 3) can lose at most n tricks, and each of the top n honours
 * (ace; ace and king; ace, king and queen) that the hand holds saves one. So a singleton king
 * and a doubleton queen count as losers. No half losers, no corrections for Qxx, AJT or tens.
 */

/** Losers in one suit by the basic losing trick count (0 to 3). */
export function suitLosers(hand: Hand, suit: Suit): number {
  const cards = cardsOfSuit(hand, suit);
  const looked = Math.min(cards.length, 3);
  const topHonours = RANKS.slice(0, looked);
  const held = cards.filter((card) => topHonours.includes(rankOf(card))).length;
  return looked - held;
}

/** The basic losing trick count of a hand: the sum over the four suits, 0 to 12. */
export function losingTricks(hand: Hand): number {
  return SUITS.reduce((sum, suit) => sum + suitLosers(hand, suit), 0);
}

/** Quick (defensive) tricks in one suit: AK 2, AQ 1.5, A 1, KQ 1, K with another card 0.5, else 0. */
export function suitQuickTricks(hand: Hand, suit: Suit): number {
  const ranks = cardsOfSuit(hand, suit).map(rankOf);
  const ace = ranks.includes('A');
  const king = ranks.includes('K');
  const queen = ranks.includes('Q');
  if (ace) return king ? 2 : queen ? 1.5 : 1;
  if (king) return queen ? 1 : ranks.length >= 2 ? 0.5 : 0;
  return 0;
}

/** Quick tricks of a hand: the sum over the four suits, 0 to 8 in steps of 0.5. */
export function quickTricks(hand: Hand): number {
  return SUITS.reduce((sum, suit) => sum + suitQuickTricks(hand, suit), 0);
}
