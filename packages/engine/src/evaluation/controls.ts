import { cardsOfSuit, type Hand, rankOf, type Suit } from '../cards/types.js';

/** Controls, the slam-bidding count: ace 2, king 1. The four hands of a deal hold 12. */
export function controls(hand: Hand): number {
  let total = 0;
  for (const card of hand) {
    const rank = rankOf(card);
    if (rank === 'A') total += 2;
    else if (rank === 'K') total += 1;
  }
  return total;
}

/**
 * Control of one suit in a suit contract, as seed 004 defines it for cue bids: 2 for a
 * first-round control (ace or void), 1 for a second-round control (king or singleton), else 0.
 */
export function suitControl(hand: Hand, suit: Suit): 0 | 1 | 2 {
  const cards = cardsOfSuit(hand, suit);
  const top = cards[0];
  if (top === undefined || rankOf(top) === 'A') return 2;
  if (cards.length === 1 || rankOf(top) === 'K') return 1;
  return 0;
}
