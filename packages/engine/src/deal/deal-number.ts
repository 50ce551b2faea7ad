import { isCompleteDeal } from '../cards/notation.js';
import { type Card, cardFromIndex, cardIndex, type Deal, SEATS, type Seat } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { type RandomSource, randomBigInt } from './random.js';

/** The number of different bridge deals, 52! / (13!)^4; deal numbers run from 0 to DEAL_COUNT - 1. */
export const DEAL_COUNT = 53644737765488792839237440000n;

/** Hex digits needed for any deal number: DEAL_COUNT < 2^96. */
const HEX_DIGITS = 24;

/*
 * The numbering. Cards are taken in deck order (cardIndex: SA, SK, ..., C2) and each is given to
 * a seat; seats are ordered N, E, S, W. At every step the deals that give the current card to an
 * earlier seat (that still has room) come first. How many such deals there are is a multinomial
 * coefficient over the cards still to place, and it is updated by one multiplication and one exact
 * division per step: M(r; k1..k4) * ki / r = M(r-1; k1..ki-1..k4).
 *
 * So deal 0 gives N all the spades, E the hearts, S the diamonds and W the clubs; the last deal
 * gives them the clubs, diamonds, hearts and spades; the first quarter of the numbers are the deals
 * with the ace of spades in North.
 */

/** Of `m` ways to place the `left` remaining cards, those that give the next card to a seat with `room` places. */
function without(m: bigint, remaining: number, left: number): bigint {
  return (m * BigInt(remaining)) / BigInt(left);
}

/** The deal's number in 0 .. DEAL_COUNT - 1; BAD_DEAL unless the deal has 52 different cards, 13 a hand. */
export function dealNumber(deal: Deal): Result<bigint> {
  if (!isCompleteDeal(deal)) {
    return fail(
      'BAD_DEAL',
      'only a complete deal (52 different cards, 13 in each hand) has a deal number',
      'nur eine vollständige Verteilung (52 verschiedene Karten, 13 je Hand) hat eine Nummer',
    );
  }
  const owner = new Array<number>(52).fill(0);
  SEATS.forEach((seat, s) => {
    for (const card of deal[seat]) owner[cardIndex(card)] = s;
  });
  const remaining = [13, 13, 13, 13];
  let m = DEAL_COUNT;
  let number = 0n;
  for (let i = 0; i < 52; i++) {
    const left = 52 - i;
    const s = owner[i] as number;
    for (let t = 0; t < s; t++) {
      const room = remaining[t] as number;
      if (room > 0) number += without(m, room, left);
    }
    m = without(m, remaining[s] as number, left);
    remaining[s] = (remaining[s] as number) - 1;
  }
  return ok(number);
}

function badNumber(shown: string): Result<never> {
  return fail(
    'BAD_DEAL_NUMBER',
    `${shown} is not a deal number (0 to ${DEAL_COUNT - 1n})`,
    `${shown} ist keine Verteilungsnummer (0 bis ${DEAL_COUNT - 1n})`,
  );
}

/** The deal with number `n` (0 .. DEAL_COUNT - 1), hands sorted; BAD_DEAL_NUMBER outside that range. */
export function dealFromNumber(n: bigint): Result<Deal> {
  if (typeof n !== 'bigint' || n < 0n || n >= DEAL_COUNT) return badNumber(String(n));
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  const remaining = [13, 13, 13, 13];
  let m = DEAL_COUNT;
  let rest = n;
  for (let i = 0; i < 52; i++) {
    const left = 52 - i;
    let s = 0;
    for (; s < 3; s++) {
      const room = remaining[s] as number;
      if (room === 0) continue;
      const count = without(m, room, left);
      if (rest < count) break;
      rest -= count;
    }
    // The last seat takes the card when no earlier one did: the counts of all seats add up to m.
    m = without(m, remaining[s] as number, left);
    remaining[s] = (remaining[s] as number) - 1;
    hands[SEATS[s] as Seat].push(cardFromIndex(i));
  }
  return ok(hands);
}

/** A uniformly random deal number: `dealFromNumber(randomDealNumber(source))` is a uniform random deal. */
export function randomDealNumber(source: RandomSource): bigint {
  return randomBigInt(source, DEAL_COUNT);
}

/** Writes a deal number in decimal, or in hex as '0x' and 24 digits (96 bits). */
export function formatDealNumber(n: bigint, base: 'decimal' | 'hex' = 'decimal'): string {
  if (base === 'decimal') return n.toString(10);
  return `0x${n.toString(16).padStart(HEX_DIGITS, '0')}`;
}

/** Reads a deal number written in decimal ('123') or hex with a 0x prefix ('0x7b'); BAD_DEAL_NUMBER otherwise. */
export function parseDealNumber(text: string): Result<bigint> {
  const t = text.trim();
  const shown = `"${text}"`;
  if (!/^(?:\d+|0[xX][0-9a-fA-F]+)$/.test(t)) return badNumber(shown);
  const n = BigInt(t);
  return n < DEAL_COUNT ? ok(n) : badNumber(shown);
}
