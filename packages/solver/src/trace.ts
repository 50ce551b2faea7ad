import {
  type Card,
  type Deal,
  fail,
  isCompleteDeal,
  ok,
  type Result,
  SEATS,
  type Seat,
  type Strain,
  trickWinner,
} from '@tenace/engine';
import { cardSuit, checkStrain, type DdPosition, packPosition, seatIndex, trumpIndex } from './position.js';
import { positionTricks, probe, useLeadWeights } from './search.js';
import { firstGuess, loadQuestion } from './solve.js';

/**
 * The double-dummy value along a play: element i is the number of tricks declarer's side ends
 * with under best play after the first i cards (element 0 is before the opening lead), counting
 * the tricks already won. Declarer sits at the opening leader's right. When `leader` is omitted
 * it is the holder of the first card.
 */
export function playTrace(
  deal: Deal,
  strain: Strain,
  leader: Seat | undefined,
  cards: readonly Card[],
): Result<number[]> {
  const s = checkStrain(strain);
  if (!s.ok) return s;
  if (!isCompleteDeal(deal)) {
    return fail(
      'BAD_DEAL',
      'a play trace needs a full deal',
      'eine Spielanalyse braucht eine vollständige Verteilung',
    );
  }
  let opening = leader;
  if (opening === undefined) {
    const first = cards[0];
    opening = first === undefined ? undefined : SEATS.find((seat) => deal[seat].includes(first));
    if (opening === undefined) {
      return fail(
        'BAD_INPUT',
        'no opening leader: give one or a first card',
        'kein Ausspieler: einen angeben oder eine erste Karte',
      );
    }
  }
  if (cards.length > 52) return fail('BAD_INPUT', 'more than 52 cards played', 'mehr als 52 Karten gespielt');
  // Declarer sits at the opening leader's right.
  const declarerSide = (seatIndex(opening) + 3) & 1;
  return traceAlong({ hands: deal, leader: opening, trick: [] }, s.value, declarerSide, cards);
}

/**
 * The double-dummy value along a play from any position: element i is the number of tricks the
 * side to play at `position` takes from there on (the trick in progress included) under best
 * play after the first i of `cards`, counting the tricks it wins on the way. A card that lowers
 * the value was a mistake of that side's; one that raises it, of the other side's. The first
 * position's tests start at `options.guess` tricks for its side to play when given (the value
 * of a similar position; only the time depends on it).
 */
export function positionTrace(
  position: DdPosition,
  strain: Strain,
  cards: readonly Card[],
  options: { readonly guess?: number } = {},
): Result<number[]> {
  const s = checkStrain(strain);
  if (!s.ok) return s;
  const packed = packPosition(position);
  if (!packed.ok) return packed;
  if (!Array.isArray(cards) || cards.length > 52) {
    return fail(
      'BAD_INPUT',
      'the cards played are a list of at most 52',
      'die gespielten Karten sind eine Liste von höchstens 52',
    );
  }
  const guess = options?.guess;
  if (guess !== undefined && !(Number.isInteger(guess) && guess >= 0 && guess <= packed.value.tricks)) {
    return fail(
      'BAD_OPTION',
      `the guess must be a whole number of the tricks left, not ${String(guess)}`,
      `die Schätzung muss eine ganze Zahl der verbleibenden Stiche sein, nicht ${String(guess)}`,
    );
  }
  return traceAlong(position, s.value, packed.value.toMove & 1, cards, guess);
}

/**
 * The values of a play from `start`, as tricks of `counted`'s side (0 NS, 1 EW) from there on;
 * the first position's tests start at `guess` (tricks of its side to move) when given.
 */
function traceAlong(
  start: DdPosition,
  strain: Strain,
  counted: number,
  cards: readonly Card[],
  guess?: number,
): Result<number[]> {
  const trump = trumpIndex(strain);
  const hands: Record<Seat, Card[]> = {
    N: [...start.hands.N],
    E: [...start.hands.E],
    S: [...start.hands.S],
    W: [...start.hands.W],
  };
  let trickLeader: Seat = start.leader;
  let trick: Card[] = [...(start.trick ?? [])];
  let won = 0;
  const values: number[] = [];
  useLeadWeights('trace');
  let previous = -1;
  let previousBy = -1;
  // Whether the last card was its player's only legal card: then the value cannot have moved.
  let forced = false;
  for (let i = 0; i <= cards.length; i++) {
    let total: number;
    if (forced) total = previous;
    else {
      const packed = packPosition({ hands, leader: trickLeader, trick });
      if (!packed.ok) return packed;
      const pos = packed.value;
      const left = pos.tricks;
      if (left === 0) total = won;
      else {
        // Each position after the first keeps the table of the positions before.
        loadQuestion(pos, trump);
        const mover = pos.toMove;
        const moverCounted = (mover & 1) === counted;
        // The counted side's tricks from here on lie in lo..hi; the last card bounds them on one side.
        let lo = 0;
        let hi = positionTricks();
        if (previous >= 0) {
          if ((previousBy & 1) === counted) hi = Math.min(hi, previous - won);
          else lo = Math.max(lo, previous - won);
        }
        const first =
          previous >= 0
            ? previous - won
            : moverCounted
              ? (guess ?? firstGuess(pos, trump))
              : left - (guess ?? firstGuess(pos, trump));
        let g = Math.min(Math.max(first, lo + 1), hi);
        while (lo < hi) {
          // Can the counted side take g? Asked of the side to move, whose answer bounds the value.
          let raised: boolean;
          if (moverCounted) {
            const v = probe(mover, mover & 1, g);
            raised = v >= g;
            if (raised) lo = v;
            else hi = v;
          } else {
            // The other side takes at least left - g + 1 exactly when the counted side takes under g.
            const t = left - g + 1;
            const v = probe(mover, mover & 1, t);
            raised = v < t;
            if (raised) lo = left - v;
            else hi = left - v;
          }
          g = raised ? lo + 1 : hi;
        }
        total = won + lo;
      }
    }
    values.push(total);
    if (i === cards.length) break;
    // Play card i.
    const card = cards[i] as Card;
    const seat = SEATS[(seatIndex(trickLeader) + trick.length) & 3] as Seat;
    const hand = hands[seat];
    const at = hand.indexOf(card);
    if (at < 0) {
      return fail(
        'CARD_NOT_IN_HAND',
        `card ${i + 1}: ${seat} does not hold ${card}`,
        `Karte ${i + 1}: ${seat} hält ${card} nicht`,
        { seat },
      );
    }
    const led = trick[0];
    if (
      led !== undefined &&
      cardSuit(card) !== cardSuit(led) &&
      hand.some((c) => cardSuit(c) === cardSuit(led))
    ) {
      return fail(
        'MUST_FOLLOW_SUIT',
        `card ${i + 1}: ${seat} must follow suit`,
        `Karte ${i + 1}: ${seat} muss Farbe bedienen`,
        { seat },
      );
    }
    const following = led === undefined ? 0 : hand.filter((c) => cardSuit(c) === cardSuit(led)).length;
    forced = following === 1 || hand.length === 1;
    hand.splice(at, 1);
    trick = [...trick, card];
    previous = total;
    previousBy = seatIndex(seat);
    if (trick.length === 4) {
      const winner = trickWinner(trick, trickLeader, strain);
      if ((seatIndex(winner) & 1) === counted) won++;
      trickLeader = winner;
      trick = [];
    }
  }
  return ok(values);
}
