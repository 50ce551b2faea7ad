import {
  type Card,
  DECK,
  type Rank,
  rankValue,
  SUITS,
  type Suit,
  sortCards,
  suitOf,
} from '../cards/types.js';

// Bid Whist plays with the bridge pack plus two jokers (rules.md 5.1). The 52 ordinary cards are
// bridge cards ('SA', 'HT'); the jokers get two letters of their own so every card stays a
// two-character string, and the bridge notation and helpers apply to everything but the jokers.

/** The big joker, the higher of the two (the red one at Whist Palast). */
export const BIG_JOKER = 'BJ';
/** The little joker. */
export const LITTLE_JOKER = 'LJ';
export type Joker = typeof BIG_JOKER | typeof LITTLE_JOKER;

/** A Bid Whist card: a bridge card or one of the two jokers. */
export type WhistCard = Card | Joker;

/** All 54 cards: the bridge pack in its order, then the big and the little joker. */
export const WHIST_DECK: readonly WhistCard[] = Object.freeze([...DECK, BIG_JOKER, LITTLE_JOKER]);

/** The pack for the rules in force: 54 cards, or the 52 of the bridge pack with `noJokers`. */
export function whistPack(noJokers: boolean): readonly WhistCard[] {
  return noJokers ? DECK : WHIST_DECK;
}

export function isJoker(card: WhistCard): card is Joker {
  return card === BIG_JOKER || card === LITTLE_JOKER;
}

/** True for a value written exactly like 'SA', 'HT', 'BJ' or 'LJ' (input from JSON may be anything). */
export function isWhistCard(value: unknown): value is WhistCard {
  return (
    typeof value === 'string' && (/^[SHDC][AKQJT98765432]$/.test(value) || value === 'BJ' || value === 'LJ')
  );
}

/** Which way the ranks run: uptown high cards win, downtown low cards win (the ace stays high by default). */
export type Direction = 'uptown' | 'downtown';

/**
 * What decides a trick: the trump suit (null in no trump), the direction, and whether the ace is
 * the lowest card in downtown (`downtownAce: 'low'`, rules.md 5.4).
 */
export interface WhistMode {
  readonly trump: Suit | null;
  readonly direction: Direction;
  readonly aceLow: boolean;
}

/**
 * The suit a card belongs to for following and winning: jokers belong to the trump suit in a
 * trump contract and to no suit in no trump (rules.md 5.5).
 */
export function effectiveSuit(card: WhistCard, mode: WhistMode): Suit | null {
  if (isJoker(card)) return mode.trump;
  return suitOf(card);
}

/**
 * A card's strength within its suit, larger wins: 0..12 for the thirteen ranks in the mode's
 * order (rules.md 5.4), 13 for the little joker and 14 for the big joker as top trumps. A joker
 * in no trump is -1: it never wins.
 */
export function cardStrength(card: WhistCard, mode: WhistMode): number {
  if (card === BIG_JOKER) return mode.trump === null ? -1 : 14;
  if (card === LITTLE_JOKER) return mode.trump === null ? -1 : 13;
  return rankStrength(card[1] as Rank, mode);
}

/** The strength of a rank in the mode's order: uptown A K Q … 2; downtown A 2 3 … K, or 2 3 … K A with the ace low. */
export function rankStrength(rank: Rank, mode: WhistMode): number {
  const value = rankValue(rank); // 2..14
  if (mode.direction === 'uptown') return value - 2;
  if (value === 14) return mode.aceLow ? 0 : 12;
  // 2 → 11 (or 12 with the ace low), K → 0 (or 1).
  return (mode.aceLow ? 14 : 13) - value;
}

/** Sorts cards for display: suits S, H, D, C high first, then the big and the little joker. */
export function sortWhistCards(cards: readonly WhistCard[]): WhistCard[] {
  const plain = sortCards(cards.filter((c): c is Card => !isJoker(c)));
  const jokers = ([BIG_JOKER, LITTLE_JOKER] as Joker[]).filter((j) => cards.includes(j));
  return [...plain, ...jokers];
}

/** Suit lengths in S, H, D, C order, jokers left out. */
export function whistSuitLengths(cards: readonly WhistCard[]): [number, number, number, number] {
  const lengths: [number, number, number, number] = [0, 0, 0, 0];
  for (const card of cards) if (!isJoker(card)) lengths[SUITS.indexOf(suitOf(card)) as 0 | 1 | 2 | 3] += 1;
  return lengths;
}
