import {
  type BoardEvent,
  type BoardView,
  type Card,
  DECK,
  type Deal,
  duplicateScore,
  fail,
  type Hand,
  imps,
  isVulnerable,
  ok,
  partnerOf,
  RANKS,
  type Result,
  rankOf,
  rankValue,
  SEATS,
  type Seat,
  type Suit,
  seededRandom,
  sideOf,
  suitOf,
  type VersionOnly,
} from '@tenace/engine';
import { checkClaim, solveCards } from '@tenace/solver';
import { type HandConstraints, inferHands } from '../bidding/inference.js';
import type { Meaning } from '../bidding/meaning.js';
import { SAYC } from '../bidding/sayc/index.js';
import {
  type AuctionReader,
  auctionReader,
  type BiddingSystem,
  explainAuction,
  type PartnershipSystems,
} from '../bidding/system.js';
import { sureTricks } from '../table/robot.js';
import { hiddenSeats, type PlayHistory, playHistory, suitLedBefore, unseenCards } from './history.js';
import { type LeadCandidate, type LeadRule, leadFromSuit, openingLeadCandidates } from './leads.js';
import { type CardPlayOptions, DEFAULT_PLAY_OPTIONS } from './options.js';
import { playWeight } from './reading.js';
import { type ConstraintLevel, type LayoutSampler, type LayoutSpec, layoutSampler } from './sample.js';
import { type SignalSituation, shownHeight, signalCard, signalOf, wantedHeight } from './signals.js';

// The card-play robot's decision: sample layouts of the hidden cards that agree with the seat's
// view, solve each double dummy (every card's trick count), turn tricks into the contract's score
// and keep the card with the best expected score for the session's scoring. Among cards of equal
// value the conventions decide: the opening lead's rules, the defenders' signals, the lowest card
// of equals. The input is a view and the events the seat saw, never a deal.

/** One candidate (a card and the cards equivalent to it from this seat's view) and its value. */
export interface CandidateValue {
  readonly card: Card;
  /** Cards of the same hand no other unplayed card ranks between: they are worth the same. */
  readonly equals: readonly Card[];
  /** Mean tricks for the playing side over the whole board (tricks won so far included). */
  readonly meanTricks: number;
  /** Mean score for the playing side (duplicate points). */
  readonly meanScore: number;
  /** The scoring's measure: mean IMPs against the best card of each layout, matchpoint share, or points. */
  readonly value: number;
  /** The opening-lead rule that proposed it. */
  readonly rule?: LeadRule;
}

/** Why the robot chose what it chose. */
export type DecisionReason =
  | 'only-card'
  | 'equivalent'
  | 'simulation'
  | 'opening-lead'
  | 'claim'
  | 'no-layout';

/** A decision with its reasoning. */
export interface PlayDecision {
  readonly seat: Seat;
  /** The action: a card, or a claim of the remaining tricks. */
  readonly action:
    | { readonly type: 'play'; readonly card: Card }
    | { readonly type: 'claim'; readonly tricks: number };
  readonly reason: DecisionReason;
  readonly samples: number;
  readonly level: ConstraintLevel | null;
  readonly attempts: number;
  readonly ms: number;
  readonly scoring: CardPlayOptions['scoring'];
  /** Every candidate, best first. */
  readonly candidates: readonly CandidateValue[];
}

const EPS = 1e-9;

/** The card-play robot's action for the seat whose view this is (it must be that seat's card to play). */
export function decidePlay(
  view: BoardView,
  events: readonly (BoardEvent | VersionOnly)[],
  seed: string,
  settings: Partial<CardPlayOptions> = {},
): Result<PlayDecision> {
  const options: CardPlayOptions = { ...DEFAULT_PLAY_OPTIONS, ...settings };
  const now = options.now ?? Date.now;
  const start = now();
  const history = playHistory(view, events);
  if (history === null || view.turn === null || view.phase !== 'play') {
    return fail('WRONG_PHASE', 'there is no card to play now', 'jetzt ist keine Karte zu spielen');
  }
  const viewer = view.viewer;
  if (viewer === 'watcher' || view.actor !== viewer) {
    return fail('NOT_YOUR_TURN', 'it is not this seat’s card to play', 'dieser Platz ist nicht am Spiel', {
      ...(viewer === 'watcher' ? {} : { seat: viewer }),
    });
  }
  const hand = view.turn;
  const held = view.hands[hand] ?? [];
  const legal = legalCards(held, history.trick);
  const random = seededRandom(`${seed}:${view.version}:${hand}`);
  const base = { seat: hand, scoring: options.scoring };
  const elapsed = () => now() - start;

  const classes = equivalenceClasses(legal, history);
  const openingLead = history.cards.length === 0;
  const leads = openingLead ? leadCandidates(view, history, held, options) : null;
  // The sampler is built on first use: a forced card needs none.
  let built: LayoutSampler | null = null;
  const sampler = (): LayoutSampler => {
    built ??= layoutSampler(
      layoutSpec(view, history, options),
      random,
      openingLead ? options.leadAttemptsPerSample : options.attemptsPerSample,
    );
    return built;
  };

  if (options.claims && hand === viewer && history.trick.length === 0 && history.leader === hand) {
    const claim = claimable(view, history, events, options, sampler);
    if (claim !== null) {
      return ok({
        ...base,
        action: { type: 'claim', tricks: claim.tricks },
        reason: 'claim',
        samples: claim.samples,
        level: sampler().level,
        attempts: sampler().attempts,
        ms: elapsed(),
        candidates: [],
      });
    }
  }

  if (classes.length === 1 && !openingLead) {
    const only = classes[0] as Card[];
    const card =
      legal.length === 1
        ? (legal[0] as Card)
        : sideOf(hand) !== sideOf(history.contract.declarer) && history.trick.length > 0
          ? signalCard(only, held, signalSituation(view, history, hand), options.carding[sideOf(hand)])
          : pickWithin(only, history, hand);
    return ok({
      ...base,
      action: { type: 'play', card },
      reason: legal.length === 1 ? 'only-card' : 'equivalent',
      samples: 0,
      level: null,
      attempts: 0,
      ms: elapsed(),
      candidates: [],
    });
  }

  const side = sideOf(hand);
  const { contract } = history;
  const declarerSide = sideOf(contract.declarer);
  const vulnerable = isVulnerable(view.vulnerability, contract.declarer);
  const considered =
    leads === null ? classes : classes.filter((cls) => leads.some((l) => cls.includes(l.card)));
  const sums = considered.map(() => ({ tricks: 0, score: 0, value: 0 }));
  // Each candidate's value on each layout, to tell a clear choice from a close one.
  const values: number[][] = considered.map(() => []);
  let samples = 0;
  let guess: number | undefined;
  const usual = Math.min(
    options.samples,
    openingLead
      ? options.leadSamples
      : (options.samplesByTrick[history.cards.length >> 2] ?? options.samples),
  );
  const budget = openingLead ? options.leadTimeMs : options.timeMs;
  // Layouts go where the candidates differ: a decision whose best card is clear stops at half the
  // usual number, a close one takes up to twice as many (never more than `samples`).
  const least = Math.max(options.minSamples, Math.ceil(usual / 2));
  const most = Math.max(usual, Math.min(options.samples, 2 * usual));
  for (let i = 0; i < most; i++) {
    if (i >= least && !isClose(values)) break;
    const spent = elapsed();
    // Stop when the next layout would overrun the budget, judging by the mean cost so far.
    if (i >= options.minSamples && (spent >= budget || (i > 0 && spent + spent / i > budget))) break;
    const layout = sampler().next();
    if (layout === null) break;
    // Only the candidates are valued, and each layout's searches start at the value of the layout
    // before (layouts of the same hidden cards mostly differ by a trick or none). Neither changes
    // a value: together they cut the opening lead's time to 0.71 (docs/solver.md).
    const solved = solveCards(
      { hands: layout, leader: history.leader, trick: history.trick },
      contract.strain,
      {
        ...(leads === null ? {} : { cards: considered.map((cls) => cls[0] as Card) }),
        ...(guess === undefined ? {} : { guess }),
      },
    );
    if (!solved.ok) break;
    guess = solved.value.tricks;
    const utility = considered.map((cls) => {
      const rep = cls[0] as Card;
      const group = solved.value.cards.find((g) => g.card === rep || g.equals.includes(rep));
      const tricks = history.won[side] + (group?.tricks ?? 0);
      const declarerTricks = side === declarerSide ? tricks : 13 - tricks;
      const score = duplicateScore(contract, vulnerable, declarerTricks);
      return { tricks, score: side === declarerSide ? score : -score };
    });
    const best = Math.max(...utility.map((u) => u.score));
    utility.forEach((u, k) => {
      const sum = sums[k] as { tricks: number; score: number; value: number };
      const value =
        options.scoring === 'imps'
          ? imps(u.score - best)
          : options.scoring === 'mp'
            ? u.score >= best
              ? 1
              : 0
            : u.score;
      sum.tricks += u.tricks;
      sum.score += u.score;
      sum.value += value;
      values[k]?.push(value);
    });
    samples++;
  }
  if (samples === 0) {
    const card = pickWithin(considered[0] ?? legal, history, hand);
    return ok({
      ...base,
      action: { type: 'play', card },
      reason: 'no-layout',
      samples,
      level: sampler().level,
      attempts: sampler().attempts,
      ms: elapsed(),
      candidates: [],
    });
  }
  const candidates = considered
    .map((cls, k): CandidateValue => {
      const sum = sums[k] as { tricks: number; score: number; value: number };
      const rule = leads?.find((l) => cls.includes(l.card));
      return {
        card: rule?.card ?? (cls[0] as Card),
        equals: cls.filter((c) => c !== (rule?.card ?? cls[0])),
        meanTricks: sum.tricks / samples,
        meanScore: sum.score / samples,
        value: sum.value / samples,
        ...(rule === undefined ? {} : { rule: rule.rule }),
      };
    })
    .sort((a, b) => b.value - a.value || b.meanTricks - a.meanTricks);
  const top = candidates[0] as CandidateValue;
  const tied = candidates.filter(
    (c) => Math.abs(c.value - top.value) < EPS && Math.abs(c.meanTricks - top.meanTricks) < EPS,
  );
  let card: Card;
  if (leads !== null) {
    const preferred = [...tied].sort((a, b) => preference(leads, a.card) - preference(leads, b.card));
    card = (preferred[0] as CandidateValue).card;
  } else if (side !== declarerSide && history.trick.length > 0) {
    card = signalCard(
      tied.flatMap((c) => [c.card, ...c.equals]),
      held,
      signalSituation(view, history, hand),
      options.carding[side],
    );
  } else card = pickWithin([top.card, ...top.equals], history, hand);
  return ok({
    ...base,
    action: { type: 'play', card },
    reason: leads === null ? 'simulation' : 'opening-lead',
    samples,
    level: sampler().level,
    attempts: sampler().attempts,
    ms: elapsed(),
    candidates,
  });
}

/**
 * Whether the layouts so far leave the choice open: some candidate differs from the best one on
 * a layout and its mean shortfall is within `CLOSE_Z` standard errors (of the paired differences
 * layout by layout). Candidates that scored the same on every layout are no rivals: more layouts
 * rarely part them, and the conventions choose between them.
 */
function isClose(values: readonly (readonly number[])[]): boolean {
  if (values.length < 2) return false;
  const n = values[0]?.length ?? 0;
  if (n < 2) return true;
  const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const means = values.map(mean);
  const top = means.indexOf(Math.max(...means));
  const best = values[top] as number[];
  return values.some((v, k) => {
    if (k === top) return false;
    const d = best.map((x, j) => x - (v[j] as number));
    if (d.every((x) => x === 0)) return false;
    const m = mean(d);
    const variance = d.reduce((s, x) => s + (x - m) ** 2, 0) / (n - 1);
    return m < CLOSE_Z * Math.sqrt(variance / n);
  });
}

/** The standard errors within which a rival's shortfall leaves a decision close. */
const CLOSE_Z = 2;

/** The situation of a defender's card to the trick in progress, for the signal it gives. */
function signalSituation(view: BoardView, history: PlayHistory, hand: Seat): Omit<SignalSituation, 'suit'> {
  return {
    contract: history.contract,
    seat: hand,
    leader: history.leader,
    before: history.trick,
    ledBefore: suitLedBefore(history, suitOf(history.trick[0] as Card), history.cards.length >> 2),
    dummyVoid: isDummyVoid(view, history),
  };
}

/** The cards of `hand` that may be played to a trick begun with `trick`. */
function legalCards(hand: Hand, trick: readonly Card[]): Card[] {
  const led = trick[0];
  if (led === undefined) return [...hand];
  const follow = hand.filter((c) => suitOf(c) === suitOf(led));
  return follow.length > 0 ? follow : [...hand];
}

const rank = (card: Card) => rankValue(rankOf(card));

/**
 * Legal cards grouped into classes this seat knows to be equivalent: cards of one suit with no
 * card between them that is still to be played or lies on the table now. Highest first.
 */
function equivalenceClasses(legal: readonly Card[], history: PlayHistory): Card[][] {
  const quitted = new Set<Card>(
    history.cards.slice(0, history.cards.length - history.trick.length).map((c) => c.card),
  );
  const classes: Card[][] = [];
  const bySuit = new Map<Suit, Card[]>();
  for (const card of legal) bySuit.set(suitOf(card), [...(bySuit.get(suitOf(card)) ?? []), card]);
  for (const cards of bySuit.values()) {
    cards.sort((a, b) => rank(b) - rank(a));
    let current: Card[] = [];
    for (const card of cards) {
      const prev = current[current.length - 1];
      if (prev !== undefined) {
        const between = DECK.filter(
          (c) =>
            suitOf(c) === suitOf(card) && rank(c) < rank(prev) && rank(c) > rank(card) && !quitted.has(c),
        );
        if (between.some((c) => !cards.includes(c))) {
          classes.push(current);
          current = [];
        }
      }
      current.push(card);
    }
    if (current.length > 0) classes.push(current);
  }
  return classes;
}

/**
 * The card played from a class of equals: a defender leads the top of a sequence; otherwise the
 * lowest (it gives nothing away and keeps the high cards).
 */
function pickWithin(cards: readonly Card[], history: PlayHistory, hand: Seat): Card {
  const sorted = [...cards].sort((a, b) => rank(b) - rank(a));
  const defenderLeads = sideOf(hand) !== sideOf(history.contract.declarer) && history.trick.length === 0;
  if (defenderLeads && sorted.length > 1 && rank(sorted[0] as Card) >= 10) return sorted[0] as Card;
  return sorted[sorted.length - 1] as Card;
}

function preference(leads: readonly LeadCandidate[], card: Card): number {
  return leads.find((l) => l.card === card)?.preference ?? leads.length + 10;
}

/** Whether dummy (faced) held no card of the suit led to the trick in progress. */
function isDummyVoid(view: BoardView, history: PlayHistory): boolean {
  const led = history.trick[0];
  if (led === undefined) return false;
  const dummy = view.hands[history.dummy];
  if (dummy === undefined) return false;
  const inTrick = history.cards
    .slice(history.cards.length - history.trick.length)
    .some((c) => c.seat === history.dummy);
  return !inTrick
    ? !dummy.some((c) => suitOf(c) === suitOf(led))
    : history.voids[history.dummy].has(suitOf(led));
}

/** What the caches of an auction's readings are keyed by: the systems and the auction as bid. */
function auctionKey(view: BoardView, systems: PartnershipSystems): string {
  const named = (system: BiddingSystem) => `${system.id}:${[...system.conventions].sort().join(',')}`;
  return `${named(systems.NS)}|${named(systems.EW)}|${view.vulnerability}|${view.auction.dealer}|${JSON.stringify(view.auction.calls)}`;
}

/** Each side's system from the robot's settings: its own `system`, the opponents' when declared. */
function partnershipSystems(view: BoardView, options: CardPlayOptions): PartnershipSystems {
  const own = options.system ?? SAYC;
  const theirs = options.opponentSystem ?? own;
  if (view.viewer === 'watcher') return { NS: own, EW: own };
  return sideOf(view.viewer) === 'NS' ? { NS: own, EW: theirs } : { NS: theirs, EW: own };
}

const meaningsCache = new Map<string, readonly Meaning[]>();

/**
 * The auction's constraints on each original hand, as the system explains its calls to people:
 * every system rule that can make a call counts, not only the most specific one the bidding
 * robots read (a takeout double is the strong one or the one with shape; reading it as strong
 * alone put 17+ HCP in a 13-count's hand, and the layouts with it).
 */
function auctionConstraints(
  view: BoardView,
  history: PlayHistory,
  systems: PartnershipSystems,
): Record<Seat, HandConstraints> | null {
  if (view.viewer === 'watcher') return null;
  const own = view.hands[view.viewer];
  if (own === undefined) return null;
  const key = auctionKey(view, systems);
  let meanings = meaningsCache.get(key);
  if (meanings === undefined) {
    meanings = explainAuction(systems, view.auction, view.vulnerability).map((e) => e.shown);
    if (meaningsCache.size > 256) meaningsCache.clear();
    meaningsCache.set(key, meanings);
  }
  return inferHands(view.auction, meanings, {
    seat: view.viewer,
    hand: [...own, ...history.playedBy[view.viewer]],
  });
}

const readerCache = new Map<string, AuctionReader>();

/**
 * The auction read by the system's own choices (a layout's hidden hand must make its player's
 * calls), or undefined when the seat sees no hand of its own.
 */
function systemReading(view: BoardView, systems: PartnershipSystems): AuctionReader | undefined {
  if (view.viewer === 'watcher' || view.hands[view.viewer] === undefined) return undefined;
  const key = auctionKey(view, systems);
  let reader = readerCache.get(key);
  if (reader === undefined) {
    reader = auctionReader(systems, view.auction, view.vulnerability);
    if (readerCache.size > 256) readerCache.clear();
    readerCache.set(key, reader);
  }
  return reader;
}

/** The sampler's input from this seat's view: seen hands, unseen cards, voids, auction, signals. */
export function layoutSpec(view: BoardView, history: PlayHistory, options: CardPlayOptions): LayoutSpec {
  const hidden = hiddenSeats(view);
  const counts: Partial<Record<Seat, number>> = {};
  for (const seat of hidden) {
    const inTrick = history.cards
      .slice(history.cards.length - history.trick.length)
      .some((c) => c.seat === seat);
    counts[seat] = history.remaining - (inTrick ? 1 : 0);
  }
  const known: Partial<Record<Seat, Hand>> = {};
  for (const seat of SEATS) {
    const hand = view.hands[seat];
    if (hand !== undefined) known[seat] = hand;
  }
  const systems = partnershipSystems(view, options);
  const reader = systemReading(view, systems);
  const weight = combined([
    signalWeight(view, history, options),
    leadWeight(view, history, options),
    equalsWeight(view, history, options),
  ]);
  const evidence = playWeight(view, history, options);
  return {
    known,
    unseen: unseenCards(view, history),
    counts,
    voids: history.voids,
    playedBy: history.playedBy,
    constraints: auctionConstraints(view, history, systems),
    ...(reader === undefined ? {} : { wouldCall: reader.wouldCall }),
    ...(weight === null ? {} : { weight }),
    ...(evidence === null ? {} : { evidence }),
  };
}

/** The product of the weights that apply; null when none does. */
function combined(weights: readonly (((hands: Deal) => number) | null)[]): ((hands: Deal) => number) | null {
  const live = weights.filter((w): w is (hands: Deal) => number => w !== null);
  if (live.length === 0) return null;
  if (live.length === 1) return live[0] as (hands: Deal) => number;
  return (hands) => live.reduce((product, w) => product * w(hands), 1);
}

/**
 * The opening lead's card as evidence: defenders lead the conventional card of the suit they
 * choose (top of a sequence, fourth best, top of a doubleton...), so a layout in which the
 * leader's original holding in that suit calls for another card keeps only `leadTrust`. A ♠K
 * lead against a suit contract places the ♠Q with the leader; a ♠2 fourth best, four cards.
 */
function leadWeight(
  view: BoardView,
  history: PlayHistory,
  options: CardPlayOptions,
): ((hands: Deal) => number) | null {
  const lead = history.cards[0];
  if (lead === undefined || view.hands[lead.seat] !== undefined) return null;
  const suit = suitOf(lead.card);
  const played = history.playedBy[lead.seat].filter((c) => suitOf(c) === suit);
  const notrump = history.contract.strain === 'NT';
  return (hands) => {
    const holding = [...(hands[lead.seat] ?? []).filter((c) => suitOf(c) === suit), ...played];
    return leadFromSuit(holding, notrump).card === lead.card ? 1 : options.leadTrust;
  };
}

/**
 * Honours played from equal cards. An opponent is read by restricted choice: a player holding n
 * cards of equal value (no card outside the hand ranks between them) plays a given one of them
 * at most one time in n, so a layout in which he held equals of an honour he played keeps 1/n of
 * its weight: the ♥J falling under the ace makes a singleton jack twice as likely as Q-J.
 * Partner is read by the partnership's own carding instead: a defender leads the top of equal
 * honours and plays the lowest of them otherwise, so a layout in which partner held an equal
 * card above the one he led, or below the one he followed with, keeps only `leadTrust`; his
 * queen played third denies the jack, his jack does not deny the queen.
 */
function equalsWeight(
  view: BoardView,
  history: PlayHistory,
  options: CardPlayOptions,
): ((hands: Deal) => number) | null {
  const hidden = new Set(hiddenSeats(view));
  const viewer = view.viewer;
  const partner =
    viewer !== 'watcher' && sideOf(viewer) !== sideOf(history.contract.declarer) ? partnerOf(viewer) : null;
  const observed = history.cards.flatMap((played, index) => {
    if (!hidden.has(played.seat) || index === 0 || rank(played.card) < 10) return [];
    const trickStart = index - played.position;
    const quitted = new Set(history.cards.slice(0, trickStart).map((c) => c.card));
    const later = history.cards.filter((c, k) => k > index && c.seat === played.seat).map((c) => c.card);
    // Partner's carding looks one way (above a lead, below any other card); restricted choice both.
    const steps = played.seat !== partner ? [-1, 1] : played.position === 0 ? [1] : [-1];
    return [
      { seat: played.seat, card: played.card, quitted, later, steps, partner: played.seat === partner },
    ];
  });
  if (observed.length === 0) return null;
  // The cards of a holding equal to the one played: walk down and up while every card passed is
  // the player's own or gone before this trick.
  const equalsIn = (o: (typeof observed)[number], holding: ReadonlySet<Card>): number => {
    const suit = suitOf(o.card);
    let equals = 1;
    for (const step of o.steps) {
      for (let r = rank(o.card) + step; r >= 2 && r <= 14; r += step) {
        const card = `${suit}${RANKS[14 - r]}` as Card;
        if (holding.has(card)) equals++;
        else if (!o.quitted.has(card)) break;
      }
    }
    return equals;
  };
  // Equals the player is seen to hold (played later) are on every layout: only the rest weighs.
  const seen = observed.map((o) => equalsIn(o, new Set([...o.later, o.card])));
  return (hands) => {
    let weight = 1;
    observed.forEach((o, k) => {
      const suit = suitOf(o.card);
      const holding = new Set<Card>(
        [...(hands[o.seat] ?? []), ...o.later, o.card].filter((c) => suitOf(c) === suit),
      );
      const equals = equalsIn(o, holding);
      const known = seen[k] as number;
      weight *= o.partner ? (equals > known ? options.leadTrust : 1) : known / equals;
    });
    return weight;
  };
}

/**
 * Signals seen, as soft evidence: a layout in which a hidden defender would have wanted to show
 * the opposite of what his card showed keeps the weight `signalTrust` for each such card.
 */
function signalWeight(
  view: BoardView,
  history: PlayHistory,
  options: CardPlayOptions,
): ((hands: Deal) => number) | null {
  const hidden = new Set(hiddenSeats(view));
  const dummyNow = view.hands[history.dummy];
  const unseenSuits = new Set(unseenCards(view, history).map(suitOf));
  const observed = history.cards.flatMap((played, index) => {
    if (!hidden.has(played.seat) || played.position === 0) return [];
    const trickStart = index - played.position;
    const before = history.cards.slice(trickStart, index).map((c) => c.card);
    const leader = (history.cards[trickStart] as { seat: Seat }).seat;
    const dummyHolding =
      dummyNow === undefined
        ? []
        : [
            ...dummyNow,
            ...history.cards.filter((c, k) => c.seat === history.dummy && k >= trickStart).map((c) => c.card),
          ];
    const signal = signalOf(
      {
        contract: history.contract,
        seat: played.seat,
        leader,
        before,
        suit: suitOf(played.card),
        ledBefore: suitLedBefore(history, played.led, played.trick),
        dummyVoid: dummyNow !== undefined && !dummyHolding.some((c) => suitOf(c) === played.led),
      },
      options.carding[sideOf(played.seat)],
    );
    if (signal === null) return [];
    // A signal in suits whose every card is seen says the same on every layout: it weighs nothing.
    const suits = signal.kind === 'preference' ? [signal.suit, signal.low, signal.high] : [signal.suit];
    if (!suits.some((suit) => unseenSuits.has(suit))) return [];
    const earlier = history.cards
      .filter((c, k) => c.seat === played.seat && k < trickStart)
      .map((c) => c.card);
    return [{ seat: played.seat, card: played.card, signal, earlier: new Set(earlier) }];
  });
  if (observed.length === 0) return null;
  return (hands) => {
    let weight = 1;
    for (const o of observed) {
      const original = [...(hands[o.seat] ?? []), ...history.playedBy[o.seat]];
      const holding = original.filter((c) => !o.earlier.has(c));
      const carding = options.carding[sideOf(o.seat)];
      const wanted = wantedHeight(o.signal, holding, carding);
      const shown = shownHeight(o.card, holding);
      if (wanted !== null && shown !== null && wanted !== shown) weight *= options.signalTrust;
    }
    return weight;
  };
}

/** The opening-lead candidates by the seed's rules, from what the auction showed. */
function leadCandidates(
  view: BoardView,
  history: PlayHistory,
  held: Hand,
  options: CardPlayOptions,
): LeadCandidate[] {
  const constraints = auctionConstraints(view, history, partnershipSystems(view, options));
  const leader = history.leader;
  const shownLong = (seat: Seat): Suit[] =>
    constraints === null
      ? []
      : (['S', 'H', 'D', 'C'] as const).filter((s) => constraints[seat].lengths[s][0] >= 4);
  return openingLeadCandidates(held, {
    strain: history.contract.strain,
    partnerSuits: shownLong(partnerOf(leader)),
    declarerSuits: [...new Set([...shownLong(history.contract.declarer), ...shownLong(history.dummy)])],
    everySuit: options.leadSuits === 'all',
  });
}

/**
 * A claim of every remaining trick when they are certain: the claimer's own top cards take
 * them against any holding of the opponents (`sureTricks`), and double dummy agrees on every
 * layout sampled (`checkClaim`). Not again after a claim of this seat was rejected in this trick.
 */
function claimable(
  view: BoardView,
  history: PlayHistory,
  events: readonly (BoardEvent | VersionOnly)[],
  options: CardPlayOptions,
  sampler: () => LayoutSampler,
): { tricks: number; samples: number } | null {
  const seat = view.viewer as Seat;
  const remaining = history.remaining;
  if (remaining < 2) return null;
  let playsSince = 0;
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i] as BoardEvent | VersionOnly;
    if (!('type' in event)) continue;
    if (event.type === 'play') playsSince++;
    if (event.type === 'claim' && event.seat === seat && playsSince === 0) return null;
  }
  const own = view.hands[seat] ?? [];
  const partner = view.hands[partnerOf(seat)] ?? [];
  const gone = new Set<Card>([...history.cards.map((c) => c.card), ...own, ...partner]);
  const opponents = DECK.filter((c) => !gone.has(c));
  if (sureTricks(own, opponents, history.contract.strain) < remaining) return null;
  let samples = 0;
  for (let i = 0; i < Math.max(1, options.minSamples); i++) {
    const layout = sampler().next();
    if (layout === null) return null;
    const checked = checkClaim(
      { hands: layout, leader: seat, trick: [] },
      history.contract.strain,
      seat,
      remaining,
    );
    if (!checked.ok || !checked.value.ok) return null;
    samples++;
  }
  return { tricks: remaining, samples };
}
