import { SEAT_NAMES, SUIT_NAMES } from '../cards/notation.js';
import {
  type Card,
  type Deal,
  type Hand,
  lho,
  partnerOf,
  SEATS,
  type Seat,
  type Side,
  type Strain,
  seatAfter,
  sideOf,
  suitOf,
} from '../cards/types.js';
import { fail, ok, type Result, type Validation } from '../errors.js';
import { trickWinner } from './trick.js';

/** A trick: `cards[i]` was played from the hand `i` places clockwise from `leader`. */
export interface Trick {
  readonly leader: Seat;
  readonly cards: readonly Card[];
}

/** A complete trick of four cards and the seat that won it. */
export interface PlayedTrick extends Trick {
  readonly winner: Seat;
}

/**
 * The play period of one deal. `hands` holds the cards not yet played; `trick` is the trick in
 * progress (no cards yet when a lead is due; its leader is then the seat to lead).
 */
export interface Play {
  readonly declarer: Seat;
  readonly strain: Strain;
  readonly hands: Deal;
  readonly tricks: readonly PlayedTrick[];
  readonly trick: Trick;
}

/** Tricks in a deal of bridge. */
export const TRICKS_PER_DEAL = 13;

/** Starts the play: declarer's left-hand opponent makes the opening lead (L41A). */
export function startPlay(deal: Deal, declarer: Seat, strain: Strain): Play {
  return { declarer, strain, hands: deal, tricks: [], trick: { leader: lho(declarer), cards: [] } };
}

/** Dummy: declarer's partner. */
export function dummyOf(declarer: Seat): Seat {
  return partnerOf(declarer);
}

/** True once all 13 tricks have been played. */
export function isPlayOver(play: Play): boolean {
  return play.tricks.length === TRICKS_PER_DEAL;
}

/** True once the opening lead has been made (dummy is then faced, L41D). */
export function isOpeningLeadMade(play: Play): boolean {
  return play.tricks.length > 0 || play.trick.cards.length > 0;
}

/** The hand whose card is next (dummy's hand included), or null when the play is over. */
export function playTurn(play: Play): Seat | null {
  return isPlayOver(play) ? null : seatAfter(play.trick.leader, play.trick.cards.length);
}

/** The seat that must act next: declarer when the card is due from dummy (L45B), else the hand. */
export function playActor(play: Play): Seat | null {
  const hand = playTurn(play);
  return hand === dummyOf(play.declarer) ? play.declarer : hand;
}

/** The cards a hand may play to a trick: any card when leading, else the suit led if it holds one (L44C/D). */
export function legalPlays(hand: Hand, trickSoFar: readonly Card[]): Card[] {
  const led = trickSoFar[0];
  if (led === undefined) return [...hand];
  const suit = suitOf(led);
  const following = hand.filter((c) => suitOf(c) === suit);
  return following.length > 0 ? following : [...hand];
}

/** The cards the hand on turn may play now (empty once the play is over). */
export function playableCards(play: Play): Card[] {
  const hand = playTurn(play);
  return hand === null ? [] : legalPlays(play.hands[hand], play.trick.cards);
}

/** Tricks won so far by each side (complete tricks only). */
export function tricksWon(play: Play): Readonly<Record<Side, number>> {
  const won = { NS: 0, EW: 0 };
  for (const trick of play.tricks) won[sideOf(trick.winner)] += 1;
  return won;
}

/** Tricks won so far by declarer's side. */
export function declarerTricks(play: Play): number {
  return tricksWon(play)[sideOf(play.declarer)];
}

/** True for a card written exactly like 'SA' or 'HT' (input from JSON may be anything). */
export function isCard(value: unknown): value is Card {
  return typeof value === 'string' && /^[SHDC][AKQJT98765432]$/.test(value);
}

/**
 * Checks a card submitted by `seat` (L44, L45): the play is not over, dummy does not act, the
 * seat is on turn (declarer for dummy's cards), the card is in the hand and follows suit if able.
 */
export function checkPlay(play: Play, seat: Seat, card: Card): Validation {
  if (!(SEATS as readonly unknown[]).includes(seat)) {
    return fail('BAD_SEAT', `"${String(seat)}" is not a seat`, `"${String(seat)}" ist kein Sitz`);
  }
  if (!isCard(card)) {
    return fail(
      'BAD_CARD',
      `"${String(card)}" is not a card (write it like SA or HT)`,
      `"${String(card)}" ist keine Karte (Schreibweise z. B. SA oder HT)`,
      { seat },
    );
  }
  const hand = playTurn(play);
  if (hand === null) {
    return fail(
      'PLAY_OVER',
      `All ${TRICKS_PER_DEAL} tricks have been played; ${card} cannot be played`,
      `Alle ${TRICKS_PER_DEAL} Stiche sind gespielt; ${card} kann nicht mehr gespielt werden`,
      { seat },
    );
  }
  const dummy = dummyOf(play.declarer);
  if (seat === dummy) {
    return fail(
      'DUMMY_CANNOT_ACT',
      `${SEAT_NAMES.en[seat]} is dummy: declarer (${SEAT_NAMES.en[play.declarer]}) plays dummy's cards`,
      `${SEAT_NAMES.de[seat]} ist Dummy: der Alleinspieler (${SEAT_NAMES.de[play.declarer]}) spielt die Karten des Dummys`,
      { seat },
    );
  }
  const actor = hand === dummy ? play.declarer : hand;
  if (seat !== actor) {
    const fromDummy = hand === dummy ? " (from dummy's hand)" : '';
    const fromDummyDe = hand === dummy ? ' (aus der Hand des Dummys)' : '';
    return fail(
      'NOT_YOUR_TURN',
      `It is ${SEAT_NAMES.en[actor]}'s turn to play${fromDummy}, not ${SEAT_NAMES.en[seat]}'s (${card})`,
      `${SEAT_NAMES.de[actor]} ist mit dem Ausspielen an der Reihe${fromDummyDe}, nicht ${SEAT_NAMES.de[seat]} (${card})`,
      { seat },
    );
  }
  const cards = play.hands[hand];
  if (!cards.includes(card)) {
    return fail(
      'CARD_NOT_IN_HAND',
      `${card} is not in ${SEAT_NAMES.en[hand]}'s hand`,
      `${card} ist nicht in der Hand von ${SEAT_NAMES.de[hand]}`,
      { seat },
    );
  }
  const led = play.trick.cards[0];
  if (led !== undefined && suitOf(card) !== suitOf(led) && cards.some((c) => suitOf(c) === suitOf(led))) {
    const suit = suitOf(led);
    return fail(
      'MUST_FOLLOW_SUIT',
      `${card} does not follow suit: ${SUIT_NAMES.en[suit]} were led and ${SEAT_NAMES.en[hand]} still holds ${SUIT_NAMES.en[suit]}`,
      `${card} bedient nicht: ${SUIT_NAMES.de[suit]} wurde ausgespielt und ${SEAT_NAMES.de[hand]} hat noch ${SUIT_NAMES.de[suit]}`,
      { seat },
    );
  }
  return { ok: true };
}

/** Plays a card submitted by `seat`; completes the trick after the fourth card, its winner leads next (L44G). */
export function addPlay(play: Play, seat: Seat, card: Card): Result<Play> {
  const check = checkPlay(play, seat, card);
  if (!check.ok) return check;
  const hand = playTurn(play) as Seat;
  const hands = { ...play.hands, [hand]: play.hands[hand].filter((c) => c !== card) };
  const cards = [...play.trick.cards, card];
  if (cards.length < 4) return ok({ ...play, hands, trick: { leader: play.trick.leader, cards } });
  const winner = trickWinner(cards, play.trick.leader, play.strain);
  return ok({
    ...play,
    hands,
    tricks: [...play.tricks, { leader: play.trick.leader, cards, winner }],
    trick: { leader: winner, cards: [] },
  });
}
