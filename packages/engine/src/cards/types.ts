/** Suits in PBN order (spades first), the order hands are written in. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

/** Ranks from high to low. 'T' is the ten. */
export const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
export type Rank = (typeof RANKS)[number];

/** A card as suit letter + rank letter: 'SA' is the ace of spades, 'HT' the ten of hearts. */
export type Card = `${Suit}${Rank}`;

/** Seats in clockwise order. */
export const SEATS = ['N', 'E', 'S', 'W'] as const;
export type Seat = (typeof SEATS)[number];

export type Side = 'NS' | 'EW';

/** Strains from low to high (L18E): clubs, diamonds, hearts, spades, no trump. */
export const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
export type Strain = (typeof STRAINS)[number];

export const VULNERABILITIES = ['None', 'NS', 'EW', 'All'] as const;
export type Vulnerability = (typeof VULNERABILITIES)[number];

/** A hand: up to 13 cards, any order. Functions that return hands sort them (see `sortCards`). */
export type Hand = readonly Card[];

/** The four hands of a deal. */
export type Deal = Readonly<Record<Seat, Hand>>;

/** 2..14 for 2..A: larger wins within a suit. */
export function rankValue(rank: Rank): number {
  return 14 - RANKS.indexOf(rank);
}

export function suitOf(card: Card): Suit {
  return card[0] as Suit;
}

export function rankOf(card: Card): Rank {
  return card[1] as Rank;
}

export function makeCard(suit: Suit, rank: Rank): Card {
  return `${suit}${rank}`;
}

/** 0..51: spades A..2 are 0..12, hearts 13..25, diamonds 26..38, clubs 39..51. */
export function cardIndex(card: Card): number {
  return SUITS.indexOf(suitOf(card)) * 13 + RANKS.indexOf(rankOf(card));
}

export function cardFromIndex(index: number): Card {
  const suit = SUITS[Math.floor(index / 13)];
  const rank = RANKS[index % 13];
  if (suit === undefined || rank === undefined || !Number.isInteger(index)) {
    throw new RangeError(`card index out of range: ${index}`);
  }
  return makeCard(suit, rank);
}

/** All 52 cards, spades ace first. */
export const DECK: readonly Card[] = Object.freeze(Array.from({ length: 52 }, (_, i) => cardFromIndex(i)));

/** Sorts cards in display order: suits S, H, D, C; high ranks first. Returns a new array. */
export function sortCards(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => cardIndex(a) - cardIndex(b));
}

/** The next seat clockwise (left-hand opponent). */
export function nextSeat(seat: Seat): Seat {
  return SEATS[(SEATS.indexOf(seat) + 1) % 4] as Seat;
}

/** The seat `steps` places clockwise from `seat` (negative goes anticlockwise). */
export function seatAfter(seat: Seat, steps: number): Seat {
  return SEATS[(((SEATS.indexOf(seat) + steps) % 4) + 4) % 4] as Seat;
}

export const lho = nextSeat;

export function rho(seat: Seat): Seat {
  return seatAfter(seat, -1);
}

export function partnerOf(seat: Seat): Seat {
  return seatAfter(seat, 2);
}

export function sideOf(seat: Seat): Side {
  return seat === 'N' || seat === 'S' ? 'NS' : 'EW';
}

export function isVulnerable(vul: Vulnerability, seat: Seat): boolean {
  return vul === 'All' || vul === sideOf(seat);
}

/** Cards of one suit in a hand, high first. */
export function cardsOfSuit(hand: Hand, suit: Suit): Card[] {
  return sortCards(hand.filter((c) => suitOf(c) === suit));
}

/** Suit lengths in S, H, D, C order. */
export function suitLengths(hand: Hand): [number, number, number, number] {
  const lengths: [number, number, number, number] = [0, 0, 0, 0];
  for (const card of hand) lengths[SUITS.indexOf(suitOf(card)) as 0 | 1 | 2 | 3] += 1;
  return lengths;
}
