import {
  cardStrength,
  effectiveSuit,
  isJoker,
  SUITS,
  type Suit,
  type WhistCard,
  type WhistMode,
} from '@tenace/engine';

// A quick count of the books a twelve-card hand takes in a given mode, for bidding, choosing the
// trump or direction, and the discard. It counts what a player sees at a glance: top cards in
// the mode's order (the jokers the two top trumps), long-suit tricks, and ruffs from short side
// suits with trumps to spare. The double-dummy search takes over in the play; this only has to
// rank hands and modes sensibly and be fast (it runs thousands of times per bid).

/** The cards of one effective suit, strongest first. */
function suitCards(hand: readonly WhistCard[], suit: Suit, mode: WhistMode): number[] {
  return hand
    .filter((c) => effectiveSuit(c, mode) === suit)
    .map((c) => cardStrength(c, mode))
    .sort((a, b) => b - a);
}

/**
 * Winners in a suit of `length` cards whose strengths are `mine` (strongest first), where the
 * top strength of the suit is `top`: the unbroken top sequence counts fully, a card missing one
 * higher card counts half when guarded, two missing a third.
 */
function topTricks(mine: readonly number[], top: number): number {
  let tricks = 0;
  let expected = top;
  let missing = 0;
  for (let i = 0; i < mine.length; i++) {
    const s = mine[i] as number;
    missing += expected - s;
    expected = s - 1;
    if (missing === 0) tricks += 1;
    else if (missing === 1 && mine.length >= 2 + i - tricks) tricks += 0.5;
    else if (missing === 2 && mine.length >= 3) tricks += 0.25;
  }
  return tricks;
}

/** Estimated books for a hand (twelve cards after the discard) played in `mode`, the discard not counted. */
export function estimateTricks(hand: readonly WhistCard[], mode: WhistMode): number {
  let tricks = 0;
  if (mode.trump === null) {
    for (const suit of SUITS) {
      const mine = suitCards(hand, suit, mode);
      const top = topTricks(mine, 12);
      tricks += top;
      // Long cards run once the top cards have drawn the suit.
      if (mine.length >= 5 && top >= 1.5) tricks += mine.length - 4;
    }
    return tricks;
  }
  const trumps = suitCards(hand, mode.trump, mode);
  const trumpTop = topTricks(trumps, 14);
  // Fifteen trumps with the jokers; beyond the top cards, length wins the rest.
  const trumpTricks = Math.min(trumps.length, trumpTop + Math.max(0, trumps.length - 4));
  tricks += trumpTricks;
  let spare = trumps.length - 3;
  for (const suit of SUITS) {
    if (suit === mode.trump) continue;
    const mine = suitCards(hand, suit, mode);
    tricks += Math.min(topTricks(mine, 12), mine.length >= 3 ? 2 : mine.length);
    // Ruffs in a short side suit, while trumps last.
    const ruffs = Math.max(0, 2 - mine.length);
    const used = Math.min(ruffs, Math.max(0, spare));
    tricks += used * 0.8;
    spare -= used;
  }
  return tricks;
}

/**
 * The cards to discard from the hand after the pick-up: repeatedly the card whose removal costs
 * the fewest estimated books, the weakest first among equals (no-trump jokers go first).
 */
export function chooseDiscard(hand: readonly WhistCard[], count: number, mode: WhistMode): WhistCard[] {
  let rest = [...hand];
  const out: WhistCard[] = [];
  for (let n = 0; n < count; n++) {
    let best: WhistCard | null = null;
    let bestValue = Number.NEGATIVE_INFINITY;
    let bestStrength = Number.POSITIVE_INFINITY;
    for (const card of rest) {
      const after = rest.filter((c) => c !== card);
      const value = estimateTricks(after, mode);
      const strength = isJoker(card) && mode.trump === null ? -2 : cardStrength(card, mode);
      if (value > bestValue + 1e-9 || (Math.abs(value - bestValue) < 1e-9 && strength < bestStrength)) {
        best = card;
        bestValue = value;
        bestStrength = strength;
      }
    }
    out.push(best as WhistCard);
    rest = rest.filter((c) => c !== best);
  }
  return out;
}
