import { type BoardView, type Card, type Deal, type Seat, sideOf } from '@tenace/engine';
import { positionTrace } from '@tenace/solver';
import { hiddenSeats, type PlayHistory } from './history.js';
import type { CardPlayOptions } from './options.js';

// The play read as evidence. The players at this table choose their cards by what they can see
// and what the auction and the play told them, so on the real deal their cards seldom cost a
// trick against double dummy (the robots' own: about one card in fifty). On a layout in which a
// hidden player's recent card would have thrown a trick away, that player would have erred; such
// a layout is less likely, and keeps the weight `playTrust` for each such card. This reads what
// the conventions do not: the suit declarer chose to play, the card a defender kept, the switch
// partner did not make.

/**
 * The first card read: the second trick's lead. The first trick's cards are played before the
 * play has told anybody much (the lead and the carding have their own readings), and tracing
 * from 49 to 51 cards costs most. Read from the second card on, over seed 1's boards 1-500 the
 * reading cost declarer's tricks 2-4 +0.018 ± 0.015 and the defence's trick 1 +0.006 ± 0.004
 * while it gained later (declarer's tricks 5-8 -0.040 ± 0.023).
 */
const FIRST_READ = 4;

/** One card of the window read. */
interface ReadCard {
  readonly seat: Seat;
  readonly card: Card;
  /**
   * Whether the card is evidence: chosen by a hidden player (dummy's cards by declarer). The
   * others are traced through for the values.
   */
  readonly evidence: boolean;
}

/**
 * The weight of a layout by the recent play (the last `playReading` cards, from the second
 * trick on): `playTrust` for each card of a hidden player that would have cost his side a trick
 * on it. Null when the window holds no hidden player's card.
 */
export function playWeight(
  view: BoardView,
  history: PlayHistory,
  options: CardPlayOptions,
): ((hands: Deal) => number) | null {
  const window = options.playReading;
  if (window <= 0 || options.playTrust >= 1) return null;
  const hidden = new Set(hiddenSeats(view));
  const { contract, cards } = history;
  // Dummy's cards are declarer's choices.
  const chosenBy = (seat: Seat): Seat => (seat === history.dummy ? contract.declarer : seat);
  // The trace starts at the window's first card of a hidden player's choosing: the cards before
  // it would be traced for nothing.
  const first = cards.findIndex(
    (c, index) => index >= Math.max(FIRST_READ, cards.length - window) && hidden.has(chosenBy(c.seat)),
  );
  if (first < 0) return null;
  const start = cards[first] as (typeof cards)[number];
  const leader = (cards[first - start.position] as { seat: Seat }).seat;
  const before = cards.slice(first - start.position, first).map((c) => c.card);
  const read: ReadCard[] = cards
    .slice(first)
    .map((played) => ({ seat: played.seat, card: played.card, evidence: hidden.has(chosenBy(played.seat)) }));
  const strain = contract.strain;
  const trust = options.playTrust;
  const counted = sideOf(start.seat);
  // Each trace starts at the value of the layout weighed before (layouts mostly differ by a
  // trick or none): only the time depends on it.
  let guess: number | undefined;
  return (layout) => {
    // The position the window starts from: its cards back in their hands.
    const hands: Record<Seat, Card[]> = {
      N: [...layout.N],
      E: [...layout.E],
      S: [...layout.S],
      W: [...layout.W],
    };
    for (const r of read) hands[r.seat].push(r.card);
    const traced = positionTrace(
      { hands, leader, trick: before },
      strain,
      read.map((r) => r.card),
      guess === undefined ? {} : { guess },
    );
    if (!traced.ok) return 1;
    const values = traced.value;
    guess = values[0];
    let weight = 1;
    read.forEach((r, k) => {
      if (!r.evidence) return;
      const drop = (values[k] as number) - (values[k + 1] as number);
      // A drop in the traced side's count is that side's mistake, a rise the other side's.
      if (sideOf(r.seat) === counted ? drop > 0 : drop < 0) weight *= trust;
    });
    return weight;
  };
}
