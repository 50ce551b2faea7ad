import { type Hand, type Rank, rankOf, type Suit, suitOf } from '../cards/types.js';

/** Milton Work's high-card points: ace 4, king 3, queen 2, jack 1 (seeds 000, 001, 004). */
export const HCP_VALUES: Readonly<Record<Rank, number>> = Object.freeze({
  A: 4,
  K: 3,
  Q: 2,
  J: 1,
  T: 0,
  '9': 0,
  '8': 0,
  '7': 0,
  '6': 0,
  '5': 0,
  '4': 0,
  '3': 0,
  '2': 0,
});

/** High-card points of a hand (A4 K3 Q2 J1); the four hands of a deal hold 40. */
export function hcp(hand: Hand): number {
  let total = 0;
  for (const card of hand) total += HCP_VALUES[rankOf(card)];
  return total;
}

/** High-card points in one suit of a hand. */
export function suitHcp(hand: Hand, suit: Suit): number {
  return hcp(hand.filter((card) => suitOf(card) === suit));
}
