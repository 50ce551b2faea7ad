import { SEATS, type Seat, seatAfter } from '../cards/types.js';
import { type RandomSource, shuffle } from '../deal/random.js';
import { sortWhistCards, type WhistCard, whistPack } from './cards.js';
import type { WhistSetup } from './hand.js';
import { type BidWhistRules, whistLayout } from './rules.js';

/**
 * Deals a Bid Whist hand: shuffles the pack for the rules (54 or 52 cards), deals the hands one
 * card at a time clockwise from dealer's left and puts the last cards in the kitty. Uniform,
 * since the shuffle is; the physical rule about where the kitty cards fall does not matter then.
 */
export function dealWhist(source: RandomSource, dealer: Seat, rules: BidWhistRules): WhistSetup {
  const layout = whistLayout(rules);
  const pack = shuffle(source, whistPack(rules.noJokers));
  const dealt = layout.handSize * 4;
  const hands: Record<Seat, WhistCard[]> = { N: [], E: [], S: [], W: [] };
  for (let i = 0; i < dealt; i++) hands[seatAfter(dealer, 1 + (i % 4))].push(pack[i] as WhistCard);
  for (const seat of SEATS) hands[seat] = sortWhistCards(hands[seat]);
  return { rules, dealer, hands, kitty: sortWhistCards(pack.slice(dealt)) };
}
