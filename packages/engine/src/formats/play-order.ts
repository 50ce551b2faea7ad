import { trickWinner } from '../bridge/trick.js';
import {
  type Card,
  type Deal,
  SEATS,
  type Seat,
  type Strain,
  seatAfter,
  sideOf,
  suitOf,
} from '../cards/types.js';

// PBN writes the play in fixed seat columns starting with the opening leader, while LIN and the
// record keep play order; the trick-winner rule links the two.

/** Clockwise steps from `from` to `to` (0..3). */
export function stepsBetween(from: Seat, to: Seat): number {
  return (SEATS.indexOf(to) - SEATS.indexOf(from) + 4) % 4;
}

/** The seat that leads each trick (one more than the complete tricks when the last is partial or absent). */
export function trickLeaders(
  tricks: readonly (readonly Card[])[],
  openingLeader: Seat,
  strain: Strain,
): Seat[] {
  const leaders: Seat[] = [];
  let leader = openingLeader;
  for (const trick of tricks) {
    leaders.push(leader);
    if (trick.length < 4) break;
    leader = trickWinner(trick, leader, strain);
  }
  return leaders;
}

/** The seat whose turn it is after `tricks`, or undefined after 13 tricks. */
export function nextToPlay(
  tricks: readonly (readonly Card[])[],
  openingLeader: Seat,
  strain: Strain,
): Seat | undefined {
  const complete = tricks.filter((t) => t.length === 4).length;
  if (complete === 13) return undefined;
  const leaders = trickLeaders(tricks, openingLeader, strain);
  const last = tricks[tricks.length - 1];
  if (last === undefined) return openingLeader;
  if (last.length === 4) return trickWinner(last, leaders[leaders.length - 1] as Seat, strain);
  return seatAfter(leaders[leaders.length - 1] as Seat, last.length);
}

/** Tricks won by declarer's side among the complete tricks. */
export function declarerTrickCount(
  tricks: readonly (readonly Card[])[],
  openingLeader: Seat,
  strain: Strain,
  declarer: Seat,
): number {
  const leaders = trickLeaders(tricks, openingLeader, strain);
  let count = 0;
  tricks.forEach((trick, i) => {
    if (trick.length === 4 && sideOf(trickWinner(trick, leaders[i] as Seat, strain)) === sideOf(declarer))
      count++;
  });
  return count;
}

/** Writes tricks as PBN rows: column i is the seat i places after the opening leader; null for a card not played. */
export function columnsFromTricks(
  tricks: readonly (readonly Card[])[],
  openingLeader: Seat,
  strain: Strain,
): (Card | null)[][] {
  const leaders = trickLeaders(tricks, openingLeader, strain);
  return tricks.map((trick, t) => {
    const row: (Card | null)[] = [null, null, null, null];
    const offset = stepsBetween(openingLeader, leaders[t] as Seat);
    trick.forEach((card, i) => {
      row[(offset + i) % 4] = card;
    });
    return row;
  });
}

/** Where a PBN column position went in play order, or why the rows cannot be read as a play. */
export type ColumnsReading =
  | {
      readonly ok: true;
      readonly tricks: Card[][];
      readonly position: (row: number, column: number) => number;
    }
  | { readonly ok: false; readonly row: number; readonly message: string; readonly messageDe: string };

/**
 * Reads PBN rows (fixed seat columns from the opening leader) into tricks in play order. The
 * cards known must form an unbroken prefix of the play: a trick may be partial only at the end.
 */
export function tricksFromColumns(
  rows: readonly (readonly (Card | null)[])[],
  openingLeader: Seat,
  strain: Strain,
): ColumnsReading {
  const tricks: Card[][] = [];
  const offsets: number[] = [];
  let leader = openingLeader;
  let ended = false;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as readonly (Card | null)[];
    const offset = stepsBetween(openingLeader, leader);
    const inOrder = [0, 1, 2, 3].map((i) => row[(offset + i) % 4] ?? null);
    const known = inOrder.indexOf(null);
    const count = known === -1 ? 4 : known;
    if (inOrder.slice(count).some((c) => c !== null) || (ended && count > 0)) {
      return {
        ok: false,
        row: r,
        message: 'an unknown card stands before a known one in play order',
        messageDe: 'eine unbekannte Karte steht in Spielreihenfolge vor einer bekannten',
      };
    }
    if (count === 0) {
      ended = true;
      continue;
    }
    const trick = inOrder.slice(0, count) as Card[];
    tricks.push(trick);
    offsets.push(offset);
    if (count < 4) ended = true;
    else leader = trickWinner(trick, leader, strain);
  }
  return {
    ok: true,
    tricks,
    position: (row, column) => (column - (offsets[row] ?? 0) + 4) % 4,
  };
}

/** A played card that does not fit the deal: `trick` and `index` count from 0 in play order. */
export interface PlayProblem {
  readonly trick: number;
  readonly index: number;
  readonly seat: Seat;
  readonly message: string;
  readonly messageDe: string;
}

/**
 * Checks each played card against the deal: it must be in the player's hand where that hand is
 * known (and in no other known hand), played once, and (with `followSuit`) follow the suit led
 * when the player's full hand is known.
 */
export function findPlayProblem(
  deal: Deal,
  tricks: readonly (readonly Card[])[],
  openingLeader: Seat,
  strain: Strain,
  options: { followSuit?: boolean; revokes?: ReadonlySet<string> } = {},
): PlayProblem | undefined {
  const owner = new Map<Card, Seat>();
  for (const seat of SEATS) for (const card of deal[seat]) owner.set(card, seat);
  const played = new Set<Card>();
  const leaders = trickLeaders(tricks, openingLeader, strain);
  for (let t = 0; t < tricks.length; t++) {
    const trick = tricks[t] as readonly Card[];
    for (let i = 0; i < trick.length; i++) {
      const card = trick[i] as Card;
      const seat = seatAfter(leaders[t] as Seat, i);
      const where = { trick: t, index: i, seat };
      if (played.has(card)) {
        return { ...where, message: `${card} is played twice`, messageDe: `${card} wird zweimal gespielt` };
      }
      const holder = owner.get(card);
      if ((deal[seat].length > 0 && holder !== seat) || (holder !== undefined && holder !== seat)) {
        return {
          ...where,
          message: `${card} is not in ${seat}'s hand`,
          messageDe: `${card} ist nicht in der Hand von ${seat}`,
        };
      }
      const led = trick[0] as Card;
      if (options.followSuit && i > 0 && deal[seat].length === 13 && !options.revokes?.has(`${t}:${i}`)) {
        const suit = suitOf(led);
        const canFollow = deal[seat].some((c) => suitOf(c) === suit && !played.has(c) && c !== card);
        if (suitOf(card) !== suit && canFollow) {
          return {
            ...where,
            message: `${seat} plays ${card} but holds a card of the suit led (${suit})`,
            messageDe: `${seat} spielt ${card}, hält aber noch die ausgespielte Farbe (${suit})`,
          };
        }
      }
      played.add(card);
    }
  }
  return undefined;
}
