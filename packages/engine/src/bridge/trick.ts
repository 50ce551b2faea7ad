import { type Card, rankOf, rankValue, type Seat, type Strain, seatAfter, suitOf } from '../cards/types.js';

/**
 * The seat that wins a complete or partial trick: the highest trump if any trump was played,
 * otherwise the highest card of the suit led (L44E/F). `cards[i]` was played by the seat
 * `i` places clockwise from `leader`.
 */
export function trickWinner(cards: readonly Card[], leader: Seat, strain: Strain): Seat {
  const first = cards[0];
  if (first === undefined) throw new RangeError('a trick needs at least one card');
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    if (beats(cards[i] as Card, cards[best] as Card, strain)) best = i;
  }
  return seatAfter(leader, best);
}

function beats(card: Card, current: Card, strain: Strain): boolean {
  const suit = suitOf(card);
  const currentSuit = suitOf(current);
  if (suit === currentSuit) return rankValue(rankOf(card)) > rankValue(rankOf(current));
  // A card of another suit wins only by trumping; a discard never wins.
  return strain !== 'NT' && suit === strain && currentSuit !== strain;
}
