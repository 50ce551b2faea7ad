import { type Card, cardIndex, DECK, type Deal, type Seat, seatAfter, sortCards } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { type RandomSource, shuffle } from './random.js';

function badDeck(why: string, whyDe: string): Result<never> {
  return fail(
    'BAD_DEAL',
    `cannot deal this pack: ${why}`,
    `dieses Spiel kann nicht gegeben werden: ${whyDe}`,
  );
}

/**
 * Deals a pack as at the table: one card at a time, clockwise, starting with dealer's left-hand
 * opponent, so dealer gets the last card (rules.md §4 row 12). Hands come back sorted.
 * BAD_DEAL unless `pack` holds the 52 cards once each.
 */
export function dealCards(pack: readonly Card[], dealer: Seat): Result<Deal> {
  if (pack.length !== 52)
    return badDeck(`it has ${pack.length} cards, not 52`, `es hat ${pack.length} Karten statt 52`);
  const seen = new Set<number>();
  for (const card of pack) {
    const index = cardIndex(card);
    if (!(index >= 0 && index < 52)) return badDeck(`"${card}" is not a card`, `"${card}" ist keine Karte`);
    if (seen.has(index)) return badDeck(`${card} appears twice`, `${card} kommt doppelt vor`);
    seen.add(index);
  }
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  pack.forEach((card, i) => {
    hands[seatAfter(dealer, 1 + (i % 4))].push(card);
  });
  return ok({ N: sortCards(hands.N), E: sortCards(hands.E), S: sortCards(hands.S), W: sortCards(hands.W) });
}

/**
 * A uniformly random deal: shuffle the pack, then deal it card by card from dealer's left.
 * Uniform because the shuffle gives every order of the 52 cards the same chance and every deal
 * arises from exactly (13!)^4 orders, whoever deals. Dealer defaults to North.
 */
export function randomDeal(source: RandomSource, dealer: Seat = 'N'): Deal {
  const dealt = dealCards(shuffle(source, DECK), dealer);
  if (!dealt.ok) throw new Error(`a shuffled pack could not be dealt: ${dealt.error.message}`);
  return dealt.value;
}
