import {
  type Card,
  type Deal,
  fail,
  ok,
  type Result,
  rankOf,
  rankValue,
  SEATS,
  type Seat,
  STRAINS,
  type Strain,
  SUITS,
  type Suit,
  suitOf,
} from '@tenace/engine';

/** A position for the solver: the cards each seat still holds and the trick in progress. */
export interface DdPosition {
  /** Cards still held by each seat (fewer than 13 in mid-play). */
  readonly hands: Deal;
  /** The seat that led, or is to lead, the current trick. */
  readonly leader: Seat;
  /** Cards already played to the current trick, starting with the leader's (0 to 3 cards). */
  readonly trick?: readonly Card[];
}

/** A position in the solver's numbers: seats 0..3 (N E S W), suits 0..3 (S H D C), rank bits. */
export interface PackedPosition {
  /** Holdings by seat * 4 + suit; bit r stands for rank r + 2. */
  readonly holdings: Int32Array;
  readonly trickHands: number[];
  readonly trickSuits: number[];
  readonly trickBits: number[];
  readonly leader: number;
  /** The seat to play next. */
  readonly toMove: number;
  /** Tricks left, the open one included. */
  readonly tricks: number;
}

const CARD = /^[SHDC][AKQJT98765432]$/;

/** 0..3 for spades..clubs, 4 for no trump: the solver's trump numbering. */
export function trumpIndex(strain: Strain): number {
  return strain === 'NT' ? 4 : SUITS.indexOf(strain as Suit);
}

export function seatIndex(seat: Seat): number {
  return SEATS.indexOf(seat);
}

export function cardSuit(card: Card): number {
  return SUITS.indexOf(suitOf(card));
}

export function cardBit(card: Card): number {
  return 1 << (rankValue(rankOf(card)) - 2);
}

/** The card for a suit number and a rank bit. */
export function cardOf(suit: number, bit: number): Card {
  const rank = 31 - Math.clz32(bit);
  return `${SUITS[suit] as Suit}${'23456789TJQKA'[rank] as string}` as Card;
}

export function isStrain(value: unknown): value is Strain {
  return typeof value === 'string' && (STRAINS as readonly string[]).includes(value);
}

function badInput<T>(message: string, messageDe: string): Result<T> {
  return fail('BAD_INPUT', message, messageDe);
}

export function checkStrain(strain: unknown): Result<Strain> {
  if (isStrain(strain)) return ok(strain);
  return badInput(
    `"${String(strain)}" is not a strain (C, D, H, S or NT)`,
    `"${String(strain)}" ist keine Farbe (C, D, H, S oder NT)`,
  );
}

/**
 * Checks a position and packs it: every card once, the trick's cards not in any hand, the hands
 * that played to the trick one card shorter than the others, and no visible revoke in the trick.
 */
export function packPosition(position: DdPosition): Result<PackedPosition> {
  if (typeof position !== 'object' || position === null || typeof position.hands !== 'object') {
    return badInput(
      'a position needs hands and a leader',
      'eine Stellung braucht Hände und einen Ausspieler',
    );
  }
  if (!(SEATS as readonly string[]).includes(position.leader)) {
    return fail(
      'BAD_SEAT',
      `"${String(position.leader)}" is not a seat (N, E, S or W)`,
      `"${String(position.leader)}" ist kein Sitz (N, O, S oder W)`,
    );
  }
  const holdings = new Int32Array(16);
  const seen = new Set<string>();
  for (let h = 0; h < 4; h++) {
    const seat = SEATS[h] as Seat;
    const hand = position.hands[seat];
    if (!Array.isArray(hand)) return badDeal(`${seat} has no hand`, `${seat} hat keine Hand`);
    for (const card of hand as readonly unknown[]) {
      if (typeof card !== 'string' || !CARD.test(card)) {
        return fail('BAD_CARD', `"${String(card)}" is not a card`, `"${String(card)}" ist keine Karte`);
      }
      if (seen.has(card)) return badDeal(`${card} appears twice`, `${card} kommt doppelt vor`);
      seen.add(card);
      const c = card as Card;
      holdings[h * 4 + cardSuit(c)] = (holdings[h * 4 + cardSuit(c)] as number) | cardBit(c);
    }
  }
  const trick = position.trick ?? [];
  if (!Array.isArray(trick) || trick.length > 3) {
    return badInput('the current trick holds 0 to 3 cards', 'der laufende Stich enthält 0 bis 3 Karten');
  }
  const leader = seatIndex(position.leader);
  const trickHands: number[] = [];
  const trickSuits: number[] = [];
  const trickBits: number[] = [];
  for (let i = 0; i < trick.length; i++) {
    const card = trick[i] as unknown;
    if (typeof card !== 'string' || !CARD.test(card)) {
      return fail('BAD_CARD', `"${String(card)}" is not a card`, `"${String(card)}" ist keine Karte`);
    }
    if (seen.has(card)) return badDeal(`${card} appears twice`, `${card} kommt doppelt vor`);
    seen.add(card);
    const c = card as Card;
    const h = (leader + i) & 3;
    const s = cardSuit(c);
    const led = trickSuits[0];
    if (led !== undefined && s !== led && (holdings[h * 4 + led] as number) !== 0) {
      return fail(
        'MUST_FOLLOW_SUIT',
        `${SEATS[h]} played ${c} but still holds a card of the suit led`,
        `${SEATS[h]} hat ${c} gespielt, hält aber noch die ausgespielte Farbe`,
        { seat: SEATS[h] as Seat },
      );
    }
    trickHands.push(h);
    trickSuits.push(s);
    trickBits.push(cardBit(c));
  }
  const k = trick.length;
  const toMove = (leader + k) & 3;
  const sizes = SEATS.map((seat) => position.hands[seat].length);
  const tricks = sizes[toMove] as number;
  for (let i = 0; i < 4; i++) {
    const h = (leader + i) & 3;
    const expected = i < k ? tricks - 1 : tricks;
    if (sizes[h] !== expected) {
      return badDeal(
        `${SEATS[h]} holds ${sizes[h]} cards, ${expected} expected`,
        `${SEATS[h]} hält ${sizes[h]} Karten, erwartet: ${expected}`,
      );
    }
  }
  if (tricks > 13 || (k > 0 && tricks === 0)) {
    return badDeal(
      'the hands hold too many or too few cards',
      'die Hände halten zu viele oder zu wenige Karten',
    );
  }
  return ok({ holdings, trickHands, trickSuits, trickBits, leader, toMove, tricks });
}

function badDeal<T>(message: string, messageDe: string): Result<T> {
  return fail('BAD_DEAL', `not a valid position: ${message}`, `keine gültige Stellung: ${messageDe}`);
}

/**
 * Groups of equivalent cards of `hand` (seat number) that may be played now: one per run of the
 * hand's cards with no other card in play between them (cards on the table count). Each group is
 * [suit, highest bit, all bits].
 */
export function playableGroups(p: PackedPosition, hand: number): [number, number, number][] {
  const inPlay = [0, 0, 0, 0];
  for (let i = 0; i < 16; i++) inPlay[i & 3] = (inPlay[i & 3] as number) | (p.holdings[i] as number);
  for (let i = 0; i < p.trickSuits.length; i++) {
    const s = p.trickSuits[i] as number;
    inPlay[s] = (inPlay[s] as number) | (p.trickBits[i] as number);
  }
  const led = p.trickSuits[0];
  const canFollow = led !== undefined && (p.holdings[hand * 4 + led] as number) !== 0;
  const groups: [number, number, number][] = [];
  for (let s = 0; s < 4; s++) {
    if (canFollow && s !== led) continue;
    const own = p.holdings[hand * 4 + s] as number;
    const others = (inPlay[s] as number) & ~own;
    let rest = own;
    while (rest !== 0) {
      const top = 1 << (31 - Math.clz32(rest));
      const below = others & (top - 1);
      const seq = below === 0 ? rest : rest & ~((1 << (32 - Math.clz32(below))) - 1);
      groups.push([s, top, seq]);
      rest &= ~seq;
    }
  }
  return groups;
}
