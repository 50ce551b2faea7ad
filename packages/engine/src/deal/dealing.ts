import { type Card, DECK, type Deal, type Seat, seatAfter } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { type RandomSource, shuffle } from './random.js';

// A table lookup: dealing is in the hot path of batch analysis and the statistical tests.
const INDEX_OF: ReadonlyMap<Card, number> = new Map(DECK.map((card, i) => [card, i]));

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
  // receiver[cardIndex] is the seat that gets the card; walking it in index order sorts the hands.
  const receiver = new Array<Seat | undefined>(52);
  for (let i = 0; i < 52; i++) {
    const card = pack[i] as Card;
    const index = INDEX_OF.get(card);
    if (index === undefined) return badDeck(`"${card}" is not a card`, `"${card}" ist keine Karte`);
    if (receiver[index] !== undefined) return badDeck(`${card} appears twice`, `${card} kommt doppelt vor`);
    receiver[index] = seatAfter(dealer, 1 + (i % 4));
  }
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  receiver.forEach((seat, index) => {
    if (seat !== undefined) hands[seat].push(DECK[index] as Card);
  });
  return ok(hands);
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
