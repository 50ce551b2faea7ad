import {
  BID_TYPES,
  type BidType,
  bidValue,
  cardStrength,
  effectiveSuit,
  isJoker,
  ledSuit,
  legalDeclarations,
  partnerOf,
  type RandomSource,
  SEATS,
  type Seat,
  SUITS,
  type Suit,
  seededRandom,
  sideOf,
  type VersionOnly,
  type WhistAction,
  type WhistBid,
  type WhistCard,
  type WhistDeclaration,
  type WhistEvent,
  type WhistMode,
  type WhistView,
  whistLayout,
  whistModeOf,
  winningIndex,
} from '@tenace/engine';
import { SearchBudgetExceeded, whistCardValues } from '@tenace/solver';
import { chooseDiscard, estimateTricks } from './estimate.js';
import { hiddenInfo, sampleHidden } from './sample.js';

// Bid Whist robots. Like the bridge robots they are given a seat's view, the legal actions and
// the events as that seat received them, never the deal (rule 3 of the house). `whistRobot`
// bids by estimated books over sampled kitties, picks the trump or direction and the discard by
// the same estimate, and plays by sampling the hidden hands and solving each sample double dummy
// once few enough tricks remain (earlier, by card-play rules). `baselineWhistRobot` is the
// simple rule-based yardstick: highest card when it wins, lowest when it does not.

/** What a whist robot is given: one seat's view, its legal actions and the events it saw. */
export interface WhistRobotInput {
  readonly view: WhistView;
  readonly legal: readonly WhistAction[];
  readonly events?: readonly (WhistEvent | VersionOnly)[];
}

/** A robot at a whist table: chooses one legal action from what its seat may see. */
export interface WhistRobot {
  readonly name: string;
  decide(input: WhistRobotInput): WhistAction;
}

/** The knobs of the sampling robot; the defaults are what `npm run bench:whist` measured. */
export interface WhistRobotOptions {
  /** Seed for the robot's own randomness (sampling); decisions repeat for the same view. */
  readonly seed: string | number;
  /** Kitties sampled per bidding or declaring decision. */
  readonly bidSamples: number;
  /** Deals sampled per card decision in the double-dummy phase. */
  readonly playSamples: number;
  /** The double-dummy phase starts when this many tricks (or fewer) are left to finish. */
  readonly ddTricks: number;
  /** Search nodes allowed per card decision, over all samples (bounds the time without a clock). */
  readonly nodeBudget: number;
  /** Books expected from partner's hand when bidding. */
  readonly partnerBooks: number;
  /** Books of safety margin wanted before bidding a level. */
  readonly margin: number;
}

export const DEFAULT_WHIST_ROBOT_OPTIONS: WhistRobotOptions = Object.freeze({
  seed: 'tenace',
  bidSamples: 6,
  playSamples: 12,
  ddTricks: 6,
  nodeBudget: 150_000,
  partnerBooks: 2,
  margin: 0.25,
});

function modeOf(view: WhistView): WhistMode {
  return whistModeOf(view.rules, view.contract?.declaration as WhistDeclaration);
}

/** A source for one decision: the robot's seed, the seat and the version, so the same view gives the same choice. */
function decisionSource(seed: string | number, view: WhistView): RandomSource {
  return seededRandom(`${seed}/${String(view.viewer)}/${view.version}`);
}

/** The declarations open to a bid type (four trump suits, or two directions). */
function declarationsFor(type: BidType): WhistDeclaration[] {
  return legalDeclarations({ level: 3, type });
}

interface Estimate {
  readonly declaration: WhistDeclaration;
  readonly books: number;
}

/**
 * Estimated books for the declaring side under each declaration of each bid type: own hand plus
 * sampled kitties (the unseen cards dealt at random), the best discard, partner's average share
 * and the discard book.
 */
function estimateBooks(
  view: WhistView,
  hand: readonly WhistCard[],
  options: WhistRobotOptions,
  source: RandomSource,
): Record<BidType, Estimate> {
  const layout = whistLayout(view.rules);
  const info = hiddenInfo(view);
  const kitties: WhistCard[][] = [];
  for (let i = 0; i < (layout.kittySize === 0 ? 1 : options.bidSamples); i++)
    kitties.push(sampleHidden(info, null, source).pile);
  const out = {} as Record<BidType, Estimate>;
  for (const type of BID_TYPES) {
    let best: Estimate | null = null;
    for (const declaration of declarationsFor(type)) {
      const mode = whistModeOf(view.rules, declaration);
      let total = 0;
      for (const kitty of kitties) {
        const full = [...hand, ...kitty];
        const discard = chooseDiscard(full, layout.kittySize, mode);
        total += estimateTricks(
          full.filter((c) => !discard.includes(c)),
          mode,
        );
      }
      const books = total / kitties.length + options.partnerBooks + (layout.discardIsBook ? 1 : 0);
      if (best === null || books > best.books) best = { declaration, books };
    }
    out[type] = best as Estimate;
  }
  return out;
}

function chooseBid(
  view: WhistView,
  legal: readonly WhistAction[],
  options: WhistRobotOptions,
  source: RandomSource,
): WhistAction {
  const me = view.viewer as Seat;
  const estimates = estimateBooks(view, view.hands[me] ?? [], options, source);
  const bids = legal.filter((a): a is WhistAction & { type: 'bid' } => a.type === 'bid');
  const partnerHigh = view.high !== null && view.high.seat === partnerOf(me);
  // The value of playing each bid: books over six (doubled in no trump), if the estimate holds it.
  let best: WhistBid | null = null;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const { bid } of bids) {
    const e = estimates[bid.type];
    const over = e.books - 6 - options.margin - (partnerHigh ? 1 : 0);
    if (over < bid.level) continue;
    const value =
      (e.books - 6) * (bid.type === 'notrump' && !view.rules.singleNoTrump ? 2 : 1) - bid.level * 0.01;
    if (value > bestValue) {
      best = bid;
      bestValue = value;
    }
  }
  if (best !== null) return { type: 'bid', bid: best };
  if (legal.some((a) => a.type === 'pass')) return { type: 'pass' };
  // The dealer must bid: the cheapest bid of the type that looks best.
  const type = BID_TYPES.reduce((a, b) => (estimates[b].books > estimates[a].books ? b : a));
  const cheapest = bids
    .filter((b) => b.bid.type === type)
    .sort((a, b) => bidValue(a.bid, view.rules) - bidValue(b.bid, view.rules))[0];
  return cheapest ?? (bids[0] as WhistAction);
}

function chooseDeclaration(view: WhistView, options: WhistRobotOptions, source: RandomSource): WhistAction {
  const me = view.viewer as Seat;
  const bid = view.contract?.bid as WhistBid;
  const estimates = estimateBooks(view, view.hands[me] ?? [], options, source);
  const d = estimates[bid.type].declaration;
  return { type: 'declare', trump: d.trump, direction: d.direction };
}

/** True when `card` is the strongest card still out in its suit (no unseen card beats it). */
function isMaster(card: WhistCard, unseen: readonly WhistCard[], mode: WhistMode): boolean {
  const suit = effectiveSuit(card, mode);
  if (suit === null) return false;
  const s = cardStrength(card, mode);
  return !unseen.some((c) => effectiveSuit(c, mode) === suit && cardStrength(c, mode) > s);
}

function weakest(cards: readonly WhistCard[], mode: WhistMode): WhistCard {
  // No-trump jokers first, then the lowest non-trump, then the lowest trump.
  const score = (c: WhistCard) =>
    (isJoker(c) && mode.trump === null ? -100 : cardStrength(c, mode)) +
    (effectiveSuit(c, mode) === mode.trump && mode.trump !== null ? 50 : 0);
  return [...cards].sort((a, b) => score(a) - score(b))[0] as WhistCard;
}

/** Card-play rules for the early tricks, from the seat's view: masters, second hand low, cheapest winner, ruffs. */
function ruleCard(view: WhistView, legal: readonly WhistCard[]): WhistCard {
  const mode = modeOf(view);
  const me = view.viewer as Seat;
  const trick = view.trick?.cards ?? [];
  const info = hiddenInfo(view);
  const unseen = info.unseen;
  if (trick.length === 0) {
    const declaring = view.contract !== null && sideOf(view.contract.declarer) === sideOf(me);
    const trumps = legal.filter((c) => mode.trump !== null && effectiveSuit(c, mode) === mode.trump);
    const theirTrumps = unseen.filter(
      (c) => mode.trump !== null && effectiveSuit(c, mode) === mode.trump,
    ).length;
    const masters = legal.filter((c) => isMaster(c, unseen, mode));
    if (declaring && theirTrumps > 0) {
      const masterTrump = trumps.find((c) => masters.includes(c));
      if (masterTrump !== undefined) return masterTrump;
    }
    const sideMasters = masters.filter((c) => effectiveSuit(c, mode) !== mode.trump || mode.trump === null);
    if (sideMasters.length > 0)
      return sideMasters.sort((a, b) => cardStrength(b, mode) - cardStrength(a, mode))[0] as WhistCard;
    if (declaring && theirTrumps > 0 && trumps.length >= 2) return weakest(trumps, mode);
    // Low from the longest side suit.
    const bySuit = new Map<Suit, WhistCard[]>();
    for (const c of legal) {
      const s = effectiveSuit(c, mode);
      if (s === null || (s === mode.trump && legal.some((x) => effectiveSuit(x, mode) !== mode.trump)))
        continue;
      bySuit.set(s, [...(bySuit.get(s) ?? []), c]);
    }
    const longest = [...bySuit.values()].sort((a, b) => b.length - a.length)[0];
    return longest === undefined
      ? weakest(legal, mode)
      : (longest.sort((a, b) => cardStrength(a, mode) - cardStrength(b, mode))[0] as WhistCard);
  }
  const leader = view.trick?.leader as Seat;
  const winIdx = winningIndex(trick, mode);
  const winnerSeat = winIdx === null ? null : (SEATS[(SEATS.indexOf(leader) + winIdx) % 4] as Seat);
  const last = trick.length === 3;
  const winners = legal.filter((c) => winningIndex([...trick, c], mode) === trick.length);
  const winningCard = winIdx === null ? null : (trick[winIdx] as WhistCard);
  const partnerWins = winnerSeat === partnerOf(me);
  if (partnerWins && (last || (winningCard !== null && isMaster(winningCard, unseen, mode))))
    return weakest(legal, mode);
  if (winners.length > 0 && !partnerWins) {
    const cheapest = winners.sort((a, b) => cardStrength(a, mode) - cardStrength(b, mode))[0] as WhistCard;
    if (last) return cheapest;
    // Second or third hand: win with a master if we hold one, else the cheapest winner when it
    // is not a trump spent on a trick partner may still win (third hand) .
    const master = winners.find((c) => isMaster(c, unseen, mode));
    if (master !== undefined && effectiveSuit(master, mode) === ledSuit(trick, mode)) return master;
    if (
      trick.length === 1 &&
      effectiveSuit(cheapest, mode) === ledSuit(trick, mode) &&
      !isMaster(cheapest, unseen, mode)
    )
      return weakest(legal, mode);
    return cheapest;
  }
  return weakest(legal, mode);
}

/** Sampled double dummy: the card with the most tricks summed over deals consistent with the view. */
function ddCard(
  view: WhistView,
  legal: readonly WhistCard[],
  options: WhistRobotOptions,
  source: RandomSource,
): WhistCard | null {
  const me = view.viewer as Seat;
  const mode = modeOf(view);
  const info = hiddenInfo(view);
  const totals = new Map<WhistCard, number>(legal.map((c) => [c, 0]));
  let budget = options.nodeBudget;
  let solved = 0;
  for (let i = 0; i < options.playSamples && budget > 0; i++) {
    const hidden = sampleHidden(info, mode, source);
    const hands = {
      N: hidden.N,
      E: hidden.E,
      S: hidden.S,
      W: hidden.W,
      [me]: view.hands[me] ?? [],
    } as Record<Seat, WhistCard[]>;
    const position = {
      hands,
      mode,
      jokersFree: view.rules.noTrumpJokersFree,
      trick: view.trick ?? { leader: me, cards: [] },
    };
    const stats = { nodes: 0 };
    try {
      const values = whistCardValues(position, { budget, stats });
      for (const { card, tricks } of values) totals.set(card, (totals.get(card) ?? 0) + tricks);
      solved++;
    } catch (e) {
      if (!(e instanceof SearchBudgetExceeded)) throw e;
      break;
    } finally {
      budget -= stats.nodes;
    }
  }
  if (solved === 0) return null;
  let best: WhistCard | null = null;
  let bestTotal = Number.NEGATIVE_INFINITY;
  for (const card of legal) {
    const t = totals.get(card) ?? 0;
    // Among equals keep the stronger cards: the weakest card that does as well.
    if (
      t > bestTotal ||
      (t === bestTotal && best !== null && cardStrength(card, mode) < cardStrength(best, mode))
    ) {
      best = card;
      bestTotal = t;
    }
  }
  return best;
}

/** The sampling, double-dummy robot (see the top of this file). */
export function whistRobot(options: Partial<WhistRobotOptions> = {}): WhistRobot {
  const o: WhistRobotOptions = { ...DEFAULT_WHIST_ROBOT_OPTIONS, ...options };
  return {
    name: 'tenace-whist',
    decide({ view, legal }) {
      const source = decisionSource(o.seed, view);
      const me = view.viewer as Seat;
      switch (view.phase) {
        case 'bidding':
          return chooseBid(view, legal, o, source);
        case 'declare':
          return chooseDeclaration(view, o, source);
        case 'discard': {
          const size = whistLayout(view.rules).kittySize;
          return { type: 'discard', cards: chooseDiscard(view.hands[me] ?? [], size, modeOf(view)) };
        }
        default: {
          const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
          if (cards.length <= 1) return legal[0] as WhistAction;
          const left = view.handSizes[me] ?? 0;
          const dd = left <= o.ddTricks ? ddCard(view, cards, o, source) : null;
          return { type: 'play', card: dd ?? ruleCard(view, cards) };
        }
      }
    },
  };
}

/**
 * Books a plain player expects as declarer in a trump game of `direction` with the longest suit
 * as trumps: the kitty's book, two more from the kitty's six cards, two from partner, and the
 * hand's own: each joker, each suit's top card in that direction, half for a second-best card
 * with a guard, and trumps beyond four.
 */
function baselineBooks(
  hand: readonly WhistCard[],
  direction: 'uptown' | 'downtown',
  aceLow: boolean,
): { books: number; suit: Suit } {
  const lengths = SUITS.map((s) => hand.filter((c) => c[0] === s).length);
  const longest = lengths.indexOf(Math.max(...lengths));
  const suit = SUITS[longest] as Suit;
  const mode: WhistMode = { trump: suit, direction, aceLow };
  let own = hand.filter(isJoker).length + Math.max(0, (lengths[longest] as number) - 4);
  for (const [i, s] of SUITS.entries()) {
    const strengths = hand.filter((c) => !isJoker(c) && c[0] === s).map((c) => cardStrength(c, mode));
    if (strengths.includes(12)) own += 1;
    if (strengths.includes(11) && (lengths[i] as number) >= 2) own += 0.5;
  }
  return { books: 5 + own, suit };
}

/** The baseline's better trump game (uptown or downtown) for a hand under these rules. */
function baselineChoice(hand: readonly WhistCard[], aceLow: boolean) {
  const up = { type: 'uptown' as const, ...baselineBooks(hand, 'uptown', aceLow) };
  const down = { type: 'downtown' as const, ...baselineBooks(hand, 'downtown', aceLow) };
  return down.books > up.books ? down : up;
}

/**
 * The baseline: bids the lowest bid its plain count reaches (uptown or downtown, longest suit
 * trumps; never no trump), discards its lowest cards; plays the highest card when it would win
 * the trick and the lowest card otherwise; leads its highest card.
 */
export function baselineWhistRobot(): WhistRobot {
  return {
    name: 'baseline-whist',
    decide({ view, legal }) {
      const me = view.viewer as Seat;
      const hand = view.hands[me] ?? [];
      const aceLow = view.rules.downtownAce === 'low';
      if (view.phase === 'bidding') {
        const choice = baselineChoice(hand, aceLow);
        const level = Math.min(7, Math.floor(choice.books - 6));
        const bids = legal.filter(
          (a): a is WhistAction & { type: 'bid' } => a.type === 'bid' && a.bid.type === choice.type,
        );
        const fit = bids.filter((a) => a.bid.level <= level);
        if (fit.length > 0) return fit[0] as WhistAction;
        return legal.find((a) => a.type === 'pass') ?? (bids[0] as WhistAction) ?? (legal[0] as WhistAction);
      }
      if (view.phase === 'declare') {
        const { suit } = baselineChoice(hand, aceLow);
        const options = legal.filter((a) => a.type === 'declare');
        return (
          options.find((a) => a.type === 'declare' && (a.trump === suit || a.trump === null)) ??
          (options[0] as WhistAction)
        );
      }
      const mode = modeOf(view);
      if (view.phase === 'discard') {
        const size = whistLayout(view.rules).kittySize;
        const order = [...hand].sort((a, b) => strengthForBaseline(a, mode) - strengthForBaseline(b, mode));
        return { type: 'discard', cards: order.slice(0, size) };
      }
      const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
      const trick = view.trick?.cards ?? [];
      const byStrength = [...cards].sort(
        (a, b) => strengthForBaseline(b, mode) - strengthForBaseline(a, mode),
      );
      if (trick.length === 0) return { type: 'play', card: byStrength[0] as WhistCard };
      const winners = byStrength.filter((c) => winningIndex([...trick, c], mode) === trick.length);
      return { type: 'play', card: winners[0] ?? (byStrength[byStrength.length - 1] as WhistCard) };
    },
  };
}

// Trumps above every other card, then strength within the suit.
function strengthForBaseline(card: WhistCard, mode: WhistMode): number {
  const trump = mode.trump !== null && effectiveSuit(card, mode) === mode.trump;
  return cardStrength(card, mode) + (trump ? 20 : 0);
}
