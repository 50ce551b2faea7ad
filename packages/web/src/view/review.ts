import {
  type Card,
  type Deal,
  type PlayedTrick,
  SEATS,
  type Seat,
  seatAfter,
  sideOf,
  type Trick,
} from '@tenace/engine';

/** One card of the play in the order it was played, with what it cost under double-dummy play. */
export interface ReviewCard {
  /** 1 for the opening lead, up to 52. */
  readonly number: number;
  readonly trick: number;
  readonly seat: Seat;
  readonly card: Card;
  /** Tricks this card gave away against best play (0 for a card that keeps the value); null without a trace. */
  readonly cost: number | null;
}

/** The cards of the tricks in playing order, each with its seat. */
export function playedCards(tricks: readonly Trick[]): { seat: Seat; card: Card; trick: number }[] {
  const out: { seat: Seat; card: Card; trick: number }[] = [];
  tricks.forEach((trick, t) => {
    trick.cards.forEach((card, i) => {
      out.push({ seat: seatAfter(trick.leader, i), card, trick: t + 1 });
    });
  });
  return out;
}

/**
 * Each card's double-dummy cost. `trace[i]` is the number of tricks declarer's side ends with under
 * best play after the first i cards (the solver's play trace); a card that lowers it cost declarer's
 * side that much, a card that raises it cost the defenders.
 */
export function reviewCards(
  tricks: readonly Trick[],
  declarer: Seat,
  trace: readonly number[] | null,
): ReviewCard[] {
  return playedCards(tricks).map((p, i) => {
    const before = trace?.[i];
    const after = trace?.[i + 1];
    let cost: number | null = null;
    if (before !== undefined && after !== undefined) {
      cost = sideOf(p.seat) === sideOf(declarer) ? before - after : after - before;
    }
    return { number: i + 1, trick: p.trick, seat: p.seat, card: p.card, cost };
  });
}

/** The table after `step` cards of the replay: the cards still held and the trick on the table. */
export interface ReplayPosition {
  readonly hands: Readonly<Record<Seat, readonly Card[]>>;
  /** The trick on the table: the one in progress, or the last one completed, until the next lead. */
  readonly trick: Trick | null;
  /** Tricks completed so far, with their winners. */
  readonly done: readonly PlayedTrick[];
}

/** The position after the first `step` cards of a board's play. */
export function replayPosition(deal: Deal, tricks: readonly PlayedTrick[], step: number): ReplayPosition {
  const played = new Set(
    playedCards(tricks)
      .slice(0, step)
      .map((p) => p.card),
  );
  const hands = Object.fromEntries(SEATS.map((s) => [s, deal[s].filter((c) => !played.has(c))])) as Record<
    Seat,
    Card[]
  >;
  const full = Math.floor(step / 4);
  const part = step % 4;
  const done = tricks.slice(0, full);
  let trick: Trick | null = null;
  const current = tricks[full];
  if (part > 0 && current !== undefined)
    trick = { leader: current.leader, cards: current.cards.slice(0, part) };
  else if (full > 0) trick = tricks[full - 1] ?? null;
  return { hands, trick, done };
}
