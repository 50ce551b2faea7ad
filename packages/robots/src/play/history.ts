import {
  type BoardEvent,
  type BoardView,
  type Card,
  type ContractWithDeclarer,
  DECK,
  lho,
  partnerOf,
  SEATS,
  type Seat,
  type Side,
  type Suit,
  sideOf,
  suitOf,
  trickWinner,
  type VersionOnly,
} from '@tenace/engine';
import { playedCards } from '../table/robot.js';

// What a seat knows of the play: rebuilt from its view and the events it saw (every card is
// played in public, so the full sequence is the table's memory, as in a player's head), never
// from the deal.

/** One card as it was played: by whom, to which trick, and whether it followed suit. */
export interface PlayedCard {
  readonly seat: Seat;
  readonly card: Card;
  /** Index of the trick (0 = the opening lead's trick). */
  readonly trick: number;
  /** Position in the trick, 0 for the lead. */
  readonly position: number;
  /** The suit led to that trick. */
  readonly led: Suit;
}

/** The play as one seat can reconstruct it. */
export interface PlayHistory {
  readonly contract: ContractWithDeclarer;
  readonly dummy: Seat;
  /** Every card played, in order. */
  readonly cards: readonly PlayedCard[];
  /** Cards each seat has played. */
  readonly playedBy: Readonly<Record<Seat, readonly Card[]>>;
  /** Suits each seat has shown out of (failed to follow). */
  readonly voids: Readonly<Record<Seat, ReadonlySet<Suit>>>;
  /** Leader of the trick in progress (or of the next trick when none is under way). */
  readonly leader: Seat;
  /** Cards already played to the trick in progress. */
  readonly trick: readonly Card[];
  /** Tricks won so far by each side. */
  readonly won: Readonly<Record<Side, number>>;
  /** Tricks still to be won, the one in progress included. */
  readonly remaining: number;
}

/** The play so far from one seat's view and events; null outside the play. */
export function playHistory(
  view: BoardView,
  events: readonly (BoardEvent | VersionOnly)[],
): PlayHistory | null {
  const contract = view.contract;
  if (contract === null || view.phase === 'auction') return null;
  const played = playedCards(events);
  const playedBy: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  const voids: Record<Seat, Set<Suit>> = { N: new Set(), E: new Set(), S: new Set(), W: new Set() };
  const won: Record<Side, number> = { NS: 0, EW: 0 };
  const cards: PlayedCard[] = [];
  let leader = lho(contract.declarer);
  let trick: Card[] = [];
  let seat = leader;
  for (const card of played) {
    const led = trick.length === 0 ? suitOf(card) : suitOf(trick[0] as Card);
    if (suitOf(card) !== led) voids[seat].add(led);
    cards.push({ seat, card, trick: Math.floor(cards.length / 4), position: trick.length, led });
    playedBy[seat].push(card);
    trick.push(card);
    if (trick.length === 4) {
      const winner = trickWinner(trick, leader, contract.strain);
      won[sideOf(winner)]++;
      leader = winner;
      seat = winner;
      trick = [];
    } else seat = SEATS[(SEATS.indexOf(seat) + 1) % 4] as Seat;
  }
  return {
    contract,
    dummy: partnerOf(contract.declarer),
    cards,
    playedBy,
    voids,
    leader,
    trick,
    won,
    remaining: 13 - Math.floor(played.length / 4),
  };
}

/** The cards a seat cannot see: not in a hand its view shows and not played. */
export function unseenCards(view: BoardView, history: PlayHistory): Card[] {
  const seen = new Set<Card>(history.cards.map((c) => c.card));
  for (const seat of SEATS) for (const card of view.hands[seat] ?? []) seen.add(card);
  return DECK.filter((card) => !seen.has(card));
}

/** The seats whose hands the view hides. */
export function hiddenSeats(view: BoardView): Seat[] {
  return SEATS.filter((seat) => view.hands[seat] === undefined);
}

/** True when `suit` has been led to an earlier trick than `trick`. */
export function suitLedBefore(history: PlayHistory, suit: Suit, trick: number): boolean {
  return history.cards.some((c) => c.position === 0 && c.trick < trick && c.led === suit);
}
