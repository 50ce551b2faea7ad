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
import { cardSuit, checkStrain, packPosition, seatIndex, trumpIndex } from './position.js';
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
  const trump = trumpIndex(s.value);
  const declarerSide = (seatIndex(opening) + 3) & 1;
  const hands: Record<Seat, Card[]> = { N: [...deal.N], E: [...deal.E], S: [...deal.S], W: [...deal.W] };
  let trickLeader: Seat = opening;
  let trick: Card[] = [];
  let won = 0;
  const values: number[] = [];
  useLeadWeights('solve');
  let previous = -1;
  let previousBy = -1;
  for (let i = 0; i <= cards.length; i++) {
    const packed = packPosition({ hands, leader: trickLeader, trick });
    if (!packed.ok) return packed;
    const pos = packed.value;
    const left = pos.tricks;
    let total: number;
    if (left === 0) total = won;
    else {
      // Each position after the first keeps the table of the positions before.
      loadQuestion(pos, trump);
      const mover = pos.toMove;
      const moverDeclares = (mover & 1) === declarerSide;
      // Declarer's side tricks from here on lie in lo..hi; the last card bounds them on one side.
      let lo = 0;
      let hi = positionTricks();
      if (previous >= 0) {
        if ((previousBy & 1) === declarerSide) hi = Math.min(hi, previous - won);
        else lo = Math.max(lo, previous - won);
      }
      const start =
        previous >= 0
          ? previous - won
          : moverDeclares
            ? firstGuess(pos, trump)
            : left - firstGuess(pos, trump);
      let g = Math.min(Math.max(start, lo + 1), hi);
      while (lo < hi) {
        // Can declarer's side take g? Asked of the side to move, whose answer bounds the value.
        let raised: boolean;
        if (moverDeclares) {
          const v = probe(mover, mover & 1, g);
          raised = v >= g;
          if (raised) lo = v;
          else hi = v;
        } else {
          // The defenders take at least left - g + 1 exactly when declarer's side takes under g.
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
    hand.splice(at, 1);
    trick = [...trick, card];
    previous = total;
    previousBy = seatIndex(seat);
    if (trick.length === 4) {
      const winner = trickWinner(trick, trickLeader, s.value);
      if ((seatIndex(winner) & 1) === declarerSide) won++;
      trickLeader = winner;
      trick = [];
    }
  }
  return ok(values);
}
