import {
  type Auction,
  auctionSeatAt,
  type Card,
  type Hand,
  SEATS,
  type Seat,
  type Strain,
  SUITS,
  type Suit,
  seatAfter,
  sortCards,
  suitOf,
} from '@tenace/engine';

// Where things go on the screen. The table is drawn from the viewer's chair: the viewer sits at
// the bottom, partner at the top, left-hand opponent on the left. Nothing here knows a rule of the
// game; it only arranges what the engine's view holds.

/** A place at the drawn table. */
export type Position = 'bottom' | 'left' | 'top' | 'right';

const POSITIONS: readonly Position[] = ['bottom', 'left', 'top', 'right'];

/** Where `seat` is drawn when `bottom` sits at the bottom of the screen. */
export function positionOf(seat: Seat, bottom: Seat): Position {
  const steps = (SEATS.indexOf(seat) - SEATS.indexOf(bottom) + 4) % 4;
  return POSITIONS[steps] as Position;
}

/** The seat drawn at `position` when `bottom` sits at the bottom. */
export function seatAt(position: Position, bottom: Seat): Seat {
  return seatAfter(bottom, POSITIONS.indexOf(position));
}

/** Black suits and red suits: the colours a two-colour deck alternates. */
export function isRed(suit: Suit): boolean {
  return suit === 'H' || suit === 'D';
}

function colourBreaks(order: readonly Suit[]): number {
  let breaks = 0;
  for (let i = 1; i < order.length; i++) {
    if (isRed(order[i] as Suit) === isRed(order[i - 1] as Suit)) breaks++;
  }
  return breaks;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([item, ...rest]);
  });
  return out;
}

// The preferred order when colours allow several: spades, hearts, clubs, diamonds (black, red, black, red).
const PREFERRED: readonly Suit[] = ['S', 'H', 'C', 'D'];

/**
 * The suits of a hand in the order they are shown: black and red alternating wherever the suits
 * held allow it (a void can make two suits of one colour meet), `first` leading when given.
 */
export function alternatingSuits(suits: readonly Suit[], first?: Suit): Suit[] {
  const held = PREFERRED.filter((s) => suits.includes(s) && s !== first);
  const lead = first !== undefined && suits.includes(first) ? [first] : [];
  let best: Suit[] = [...lead, ...held];
  let bestBreaks = colourBreaks(best);
  for (const perm of permutations(held)) {
    const order = [...lead, ...perm];
    const breaks = colourBreaks(order);
    if (breaks < bestBreaks) {
      best = order;
      bestBreaks = breaks;
    }
  }
  return best;
}

/** A group of cards of one suit, high first. */
export interface SuitGroup {
  readonly suit: Suit;
  readonly cards: readonly Card[];
}

/** The suits present in a hand. */
export function suitsIn(hand: Hand): Suit[] {
  return SUITS.filter((s) => hand.some((c) => suitOf(c) === s));
}

/**
 * A player's own hand as a fan: suits in alternating colours, trumps on the left (where most
 * players keep them), each suit high to low.
 */
export function handGroups(hand: Hand, trump: Strain | null): SuitGroup[] {
  const first = trump !== null && trump !== 'NT' ? trump : undefined;
  return alternatingSuits(suitsIn(hand), first).map((suit) => ({
    suit,
    cards: sortCards(hand.filter((c) => suitOf(c) === suit)),
  }));
}

/**
 * Dummy's cards as laid on the table: one column (or row) per suit, all four suits even when void,
 * trumps on dummy's own right (seed 001, 004). The order is for the screen: left to right for a
 * dummy at the top or bottom, top to bottom for a dummy at the side. Dummy faces the middle, so its
 * right hand is the viewer's left when it sits at the top, the screen's right at the bottom, the
 * bottom of the screen when it sits on the left and the top when it sits on the right.
 */
export function dummyGroups(hand: Hand, trump: Strain | null, position: Position): SuitGroup[] {
  const trumpSuit = trump !== null && trump !== 'NT' ? trump : undefined;
  // `fromRight` lists the suits from dummy's right hand to its left.
  const fromRight = alternatingSuits(SUITS, trumpSuit);
  const screen = position === 'top' || position === 'right' ? fromRight : [...fromRight].reverse();
  return screen.map((suit) => ({ suit, cards: sortCards(hand.filter((c) => suitOf(c) === suit)) }));
}

/** The colour of the card backs of a deal: blue and red alternate from deal to deal (seed 000). */
export function cardBack(dealNumber: number): 'blue' | 'red' {
  return dealNumber % 2 === 1 ? 'blue' : 'red';
}

/** The column order of the auction table: West, North, East, South, as in most bidding diagrams. */
export const AUCTION_COLUMNS: readonly Seat[] = ['W', 'N', 'E', 'S'];

/** One call in the auction table: its place in the auction and who made it. */
export interface AuctionCell {
  readonly index: number;
  readonly seat: Seat;
}

/**
 * The auction as rows of four cells under W N E S; cells before the dealer's first call are
 * null, and the last row ends with the seat to call (null cells after it).
 */
export function auctionRows(auction: Auction): (AuctionCell | null)[][] {
  const offset = AUCTION_COLUMNS.indexOf(auction.dealer);
  const cells: (AuctionCell | null)[] = Array.from({ length: offset }, () => null);
  auction.calls.forEach((_, index) => {
    cells.push({ index, seat: auctionSeatAt(auction, index) });
  });
  const rows: (AuctionCell | null)[][] = [];
  for (let i = 0; i < cells.length; i += 4) {
    const row = cells.slice(i, i + 4);
    while (row.length < 4) row.push(null);
    rows.push(row);
  }
  return rows;
}
