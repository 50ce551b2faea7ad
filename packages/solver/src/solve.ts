import { type Card, fail, isCard, ok, type Result, SEATS, type Seat, type Strain } from '@tenace/engine';
import {
  cardBit,
  cardOf,
  cardSuit,
  checkStrain,
  type DdPosition,
  type PackedPosition,
  packPosition,
  playableGroups,
  trumpIndex,
} from './position.js';
import { forgetMoves, loadPosition, probe, probeMove, useLeadWeights } from './search.js';
import { clearTable } from './transposition.js';

/** The double-dummy value of a position. */
export interface DdSolution {
  /** The seat to play next. */
  readonly seat: Seat;
  /** Tricks that seat's side takes from here on (the trick in progress included) with best play. */
  readonly tricks: number;
}

/** The value of one card (standing for its equivalent cards too). */
export interface DdCardValue {
  readonly card: Card;
  /** Lower cards of the same hand that have the same value (no card in play ranks between them). */
  readonly equals: readonly Card[];
  /** Tricks the side playing it takes from here on, the trick in progress included. */
  readonly tricks: number;
}

/** What `solveCards` values, and where its searches start. */
export interface SolveCardsOptions {
  /**
   * Only these cards are valued (each with its equal cards); the others are left out of `cards`.
   * A robot that considers a few opening leads pays for those only.
   */
  readonly cards?: readonly Card[];
  /**
   * The tricks the side to play is expected to take, where the zero-window tests start (for
   * example the value of a similar position, such as another layout of the same hidden cards).
   * Only the time depends on it, never the values.
   */
  readonly guess?: number;
}

export interface DdCardSolution extends DdSolution {
  /** Every playable card, best first (equal values in suit order, high cards first). */
  readonly cards: readonly DdCardValue[];
}

/** Loads a packed position into the search (the table is kept: its entries stay valid). */
export function loadPacked(p: PackedPosition, trump: number): void {
  loadPosition(p.holdings, p.trickHands, p.trickSuits, p.trickBits, trump);
}

/**
 * The cards in play, by hand * 4 + suit (a card on the table counted in the hand that played
 * it), of the position the transposition table was last started with.
 */
const tableCards = new Int32Array(16);
const nextCards = new Int32Array(16);
let tableStarted = false;

/**
 * Loads the position of a new question. The transposition table is kept when each card in play
 * was in play, in the same hand, at the position the table was started with: the same deal with
 * another strain or leader, or a later position of it, whose searches meet the stored positions
 * again (DDS keeps its table for the same deal too). Otherwise the table starts empty, since the
 * positions of another deal seldom match. Entries are valid for any deal (they name owners, not
 * cards), so this changes the time of a search, never its value.
 */
export function loadQuestion(p: PackedPosition, trump: number): void {
  for (let i = 0; i < 16; i++) nextCards[i] = p.holdings[i] as number;
  for (let i = 0; i < p.trickSuits.length; i++) {
    const at = (p.trickHands[i] as number) * 4 + (p.trickSuits[i] as number);
    nextCards[at] = (nextCards[at] as number) | (p.trickBits[i] as number);
  }
  let kept = tableStarted;
  for (let i = 0; i < 16 && kept; i++) {
    if (((nextCards[i] as number) & ~(tableCards[i] as number)) !== 0) kept = false;
  }
  if (!kept) {
    clearTable();
    if (!sharesHand(tableCards, nextCards)) forgetMoves();
    tableCards.set(nextCards);
    tableStarted = true;
  }
  loadPacked(p, trump);
}

/**
 * The most tricks `toMove`'s side can take in the loaded position, by zero-window tests that
 * step from `guess` towards the value.
 */
export function bestTricks(toMove: number, tricks: number, guess: number): number {
  let lo = 0;
  let hi = tricks;
  let g = Math.min(Math.max(guess, 1), tricks);
  const side = toMove & 1;
  while (lo < hi) {
    const v = probe(toMove, side, g);
    if (v >= g) {
      lo = v;
      g = lo + 1;
    } else {
      hi = v;
      g = hi;
    }
  }
  return lo;
}

/** Whether some hand holds the same cards, and some, in both positions. */
function sharesHand(a: Int32Array, b: Int32Array): boolean {
  for (let h = 0; h < 16; h += 4) {
    let same = true;
    let any = 0;
    for (let s = 0; s < 4; s++) {
      if (a[h + s] !== b[h + s]) same = false;
      any |= b[h + s] as number;
    }
    if (same && any !== 0) return true;
  }
  return false;
}

/** High-card points of a suit holding (bit 12 is the ace). */
export function points(cards: number): number {
  return ((cards >> 12) & 1) * 4 + ((cards >> 11) & 1) * 3 + ((cards >> 10) & 1) * 2 + ((cards >> 9) & 1);
}

/** Cards in a suit holding. */
export function count(cards: number): number {
  let n = 0;
  for (let x = cards; x !== 0; x &= x - 1) n++;
  return n;
}

/**
 * Where the zero-window tests of a position start: for a full deal before the opening lead an
 * estimate of the tricks the side on lead takes (each test further from the value costs a
 * search), else half the tricks left. The estimate is a least-squares fit on DDS's list1000
 * tables, from the side's high-card points and, in a suit, its trump fit and longer trump
 * holding (mean error 1.0 trick in no trump, 0.8 in a suit).
 */
export function firstGuess(p: PackedPosition, trump: number): number {
  if (p.tricks !== 13 || p.trickSuits.length > 0) return Math.ceil(p.tricks / 2);
  const h = p.holdings;
  const us = p.toMove * 4;
  const partner = ((p.toMove + 2) & 3) * 4;
  let hcp = 0;
  for (let s = 0; s < 4; s++) hcp += points(h[us + s] as number) + points(h[partner + s] as number);
  if (trump === 4) return Math.round(-3.15 + 0.507 * hcp);
  const a = count(h[us + trump] as number);
  const b = count(h[partner + trump] as number);
  // A full deal: the opponents hold the other trumps.
  const fit = 2 * (a + b) - 13;
  return Math.round(-2.3 + 0.382 * hcp + 0.443 * fit + 0.327 * Math.max(a, b));
}

/** The most tricks the side to play takes after it plays (suit, bit), at most `upper`. */
export function cardTricks(toMove: number, suit: number, bit: number, upper: number): number {
  const side = toMove & 1;
  let hi = upper;
  while (hi > 0) {
    const v = probeMove(toMove, suit, bit, side, hi);
    if (v >= hi) return hi;
    hi = v;
  }
  return 0;
}

/** Double-dummy value of a position: the tricks the side to play next takes from here on. */
export function solve(position: DdPosition, strain: Strain): Result<DdSolution> {
  const s = checkStrain(strain);
  if (!s.ok) return s;
  const p = packPosition(position);
  if (!p.ok) return p;
  const pos = p.value;
  const trump = trumpIndex(s.value);
  useLeadWeights('solve');
  loadQuestion(pos, trump);
  const tricks = pos.tricks === 0 ? 0 : bestTricks(pos.toMove, pos.tricks, firstGuess(pos, trump));
  return ok({ seat: SEATS[pos.toMove] as Seat, tricks });
}

/**
 * Double-dummy value of every card the player to move may play (the "GIB button"), or of the
 * cards `options.cards` names.
 */
export function solveCards(
  position: DdPosition,
  strain: Strain,
  options: SolveCardsOptions = {},
): Result<DdCardSolution> {
  const s = checkStrain(strain);
  if (!s.ok) return s;
  const p = packPosition(position);
  if (!p.ok) return p;
  const pos = p.value;
  const seat = SEATS[pos.toMove] as Seat;
  if (
    typeof options !== 'object' ||
    options === null ||
    (options.cards !== undefined && !Array.isArray(options.cards))
  ) {
    return fail(
      'BAD_OPTION',
      'the options of solveCards are an object with a list of cards and a guess',
      'die Optionen von solveCards sind ein Objekt mit einer Kartenliste und einer Schätzung',
    );
  }
  const { guess } = options;
  if (guess !== undefined && !(Number.isInteger(guess) && guess >= 0 && guess <= 13)) {
    return fail(
      'BAD_OPTION',
      `the guess must be a whole number of tricks from 0 to 13, not ${String(guess)}`,
      `die Schätzung muss eine ganze Zahl von Stichen von 0 bis 13 sein, nicht ${String(guess)}`,
    );
  }
  let groups = playableGroups(pos, pos.toMove);
  if (options.cards !== undefined) {
    const wanted = options.cards;
    for (const card of wanted) {
      if (!groups.some(([suit, , seq]) => isCardOf(card, suit, seq))) {
        return fail(
          'BAD_OPTION',
          `${String(card)} is not a card ${seat} may play now`,
          `${String(card)} ist keine Karte, die ${seat} jetzt spielen darf`,
          { seat },
        );
      }
    }
    groups = groups.filter(([suit, , seq]) => wanted.some((card) => isCardOf(card, suit, seq)));
  }
  if (pos.tricks === 0) return ok({ seat, tricks: 0, cards: [] });
  const trump = trumpIndex(s.value);
  useLeadWeights('solve');
  loadQuestion(pos, trump);
  const best = bestTricks(pos.toMove, pos.tricks, guess ?? firstGuess(pos, trump));
  const cards = groups.map(([suit, top, seq]) => {
    const equals: Card[] = [];
    for (let rest = seq & ~top; rest !== 0; ) {
      const b = 1 << (31 - Math.clz32(rest));
      equals.push(cardOf(suit, b));
      rest ^= b;
    }
    return { card: cardOf(suit, top), equals, tricks: cardTricks(pos.toMove, suit, top, best) };
  });
  cards.sort((a, b) => b.tricks - a.tricks);
  return ok({ seat, tricks: best, cards });
}

/** Whether `card` is one of the cards `seq` of suit number `suit` (any value: it is checked). */
function isCardOf(card: unknown, suit: number, seq: number): boolean {
  return isCard(card) && cardSuit(card) === suit && (cardBit(card) & seq) !== 0;
}
