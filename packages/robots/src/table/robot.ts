import {
  type BoardAction,
  type BoardEvent,
  type BoardView,
  bidRank,
  type Card,
  callsEqual,
  DECK,
  partnerOf,
  type RandomSource,
  randomInt,
  SEATS,
  type Seat,
  type Strain,
  suitOf,
  type VersionOnly,
} from '@tenace/engine';
import { checkClaim } from '@tenace/solver';
import { type BiddingSystem, chooseCall } from '../bidding/system.js';
import type { CardPlayOptions } from '../play/options.js';
import { playAction } from '../play/robot.js';

// Rule 3 of the house: a robot sees what a person in its seat sees. The table hands it the
// seat's view (`bridgeGame.viewFor`), the actions the engine allows that seat, and the events
// as that seat receives them (`bridgeGame.eventFor`: every bridge action is public, so this is
// the table's memory of calls and cards, which a player may remember though quitted tricks are
// turned over). Never the deal and never the board state.

/** What a robot is given to decide: one seat's view, its legal actions and the events it saw. */
export interface RobotInput {
  readonly view: BoardView;
  readonly legal: readonly BoardAction[];
  readonly events: readonly (BoardEvent | VersionOnly)[];
  /** Rubber and Chicago: each side's trick points below the line towards game, as the score sheet shows them. */
  readonly partScores?: Readonly<Record<'NS' | 'EW', number>>;
}

/** A robot at the table: chooses one of the legal actions from what its seat may see. */
export interface Robot {
  readonly name: string;
  decide(input: RobotInput): BoardAction;
}

/** The cards played so far and not taken back, from the events a seat has seen. */
export function playedCards(events: readonly (BoardEvent | VersionOnly)[]): Card[] {
  const moves: (Card | null)[] = [];
  for (const event of events) {
    if (!('type' in event)) continue;
    if (event.type === 'call') moves.push(null);
    else if (event.type === 'play') moves.push(event.card);
    else if (event.type === 'acceptUndo' && event.undone !== undefined)
      moves.splice(moves.length - event.undone);
  }
  return moves.filter((m): m is Card => m !== null);
}

/**
 * The hands a seat can know during a claim: those its view shows, and a single hidden hand
 * worked out as the unplayed cards nobody else holds. Null for a hand that cannot be known.
 */
export function knownHands(view: BoardView, played: readonly Card[]): Record<Seat, readonly Card[] | null> {
  const gone = new Set<Card>(played);
  const hands: Record<Seat, readonly Card[] | null> = { N: null, E: null, S: null, W: null };
  for (const seat of SEATS) hands[seat] = view.hands[seat] ?? null;
  const hidden = SEATS.filter((s) => hands[s] === null);
  if (hidden.length === 1) {
    for (const seat of SEATS) for (const card of hands[seat] ?? []) gone.add(card);
    hands[hidden[0] as Seat] = DECK.filter((card) => !gone.has(card));
  }
  return hands;
}

/**
 * Tricks the claimer takes for certain by cashing the top cards of his own hand, on lead: in no
 * trump every card above all the opponents' cards of its suit; in a suit contract the master
 * trumps, and the masters of the side suits too once those trumps are enough to draw the
 * opponents' trumps. No finesse, no squeeze, no entry to partner: what anyone sees at a glance.
 */
export function sureTricks(hand: readonly Card[], opponents: readonly Card[], strain: Strain): number {
  const rank = (c: Card) => DECK.indexOf(c);
  const masters = (suit: string) => {
    const theirs = opponents.filter((c) => suitOf(c) === suit).map(rank);
    const best = theirs.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...theirs);
    // DECK runs from the ace down, so a lower index is a higher card.
    return hand.filter((c) => suitOf(c) === suit && rank(c) < best).length;
  };
  const sides = (['S', 'H', 'D', 'C'] as const).filter((s) => s !== strain);
  const sideMasters = sides.reduce((n, s) => n + masters(s), 0);
  if (strain === 'NT') return sideMasters;
  const trumpMasters = masters(strain);
  const theirTrumps = opponents.filter((c) => suitOf(c) === strain).length;
  return trumpMasters >= theirTrumps ? trumpMasters + sideMasters : trumpMasters;
}

/**
 * Whether the claim pending in `view` is certain, judged from the voter's view and the cards it
 * saw played. A concession of every remaining trick is always accepted. Otherwise the claimer
 * must be on lead with no trick in progress and hold the claimed tricks as sure tricks
 * (`sureTricks`) against every card the opponents may hold; when the four hands can be known
 * (dummy down, claimer's hand faced) the double-dummy claim check of @tenace/solver must agree.
 */
export function claimIsCertain(view: BoardView, played: readonly Card[]): boolean {
  const claim = view.claim;
  if (claim === null || view.contract === null) return false;
  if (claim.tricks === 0) return true;
  if (view.trick === null || view.trick.cards.length > 0 || view.trick.leader !== claim.by) return false;
  const hands = knownHands(view, played);
  const own = hands[claim.by];
  if (own === null) return false;
  const partner = hands[partnerOf(claim.by)];
  const gone = new Set<Card>([...played, ...own, ...(partner ?? [])]);
  const opponents = DECK.filter((card) => !gone.has(card));
  if (sureTricks(own, opponents, view.contract.strain) < claim.tricks) return false;
  if (SEATS.some((seat) => hands[seat] === null)) return true;
  const position = {
    hands: { N: hands.N ?? [], E: hands.E ?? [], S: hands.S ?? [], W: hands.W ?? [] },
    leader: claim.by,
    trick: [] as Card[],
  };
  const checked = checkClaim(position, view.contract.strain, claim.by, claim.tricks);
  return checked.ok && checked.value.ok;
}

/**
 * Whether the undo request pending in `view` came in time: a call while the auction is still
 * open, a card while its trick is on the table (in progress, or just completed and not yet
 * followed by a lead). A slip noticed at once is forgiven; a change of mind later is not.
 */
export function undoIsTimely(view: BoardView): boolean {
  const undo = view.undo;
  if (undo === null) return false;
  const calls = view.auction.calls.length;
  if (undo.from < calls) return view.phase === 'auction';
  const trick = Math.floor((undo.from - calls) / 4);
  const done = view.quittedTricks.length;
  return trick === done || (trick === done - 1 && (view.trick?.cards.length ?? 0) === 0);
}

/** The answers every robot of this package gives to claims and undo requests (see above). */
export function answerRequest(input: RobotInput): BoardAction | null {
  const types = new Set(input.legal.map((a) => a.type));
  if (types.has('acceptClaim') && input.view.claim !== null) {
    return claimIsCertain(input.view, playedCards(input.events))
      ? { type: 'acceptClaim' }
      : { type: 'rejectClaim' };
  }
  if (types.has('acceptUndo') && input.view.undo !== null) {
    return undoIsTimely(input.view) ? { type: 'acceptUndo' } : { type: 'rejectUndo' };
  }
  return null;
}

/**
 * The interim robot until the bidding and card-play robots arrive: a random legal card, and a
 * random legal call weighted so auctions end at a playable level (pass half the time before
 * the first bid and 70% after it, double or redouble seldom, otherwise one of the three
 * cheapest bids). It never claims and
 * never asks to undo; it answers claims and undo requests by `answerRequest`.
 */
export function randomRobot(random: RandomSource): Robot {
  return {
    name: 'random',
    decide(input) {
      const answer = answerRequest(input);
      if (answer !== null) return answer;
      const plays = input.legal.filter((a) => a.type === 'play');
      if (plays.length > 0) return plays[randomInt(random, plays.length)] as BoardAction;
      const calls = input.legal.flatMap((a) => (a.type === 'call' ? [a] : []));
      if (calls.length > 0) {
        const pass = calls.find((a) => a.call.type === 'pass');
        const doubles = calls.filter((a) => a.call.type === 'double' || a.call.type === 'redouble');
        const bids = calls
          .flatMap((a) => (a.call.type === 'bid' ? [{ action: a, rank: bidRank(a.call) }] : []))
          .sort((x, y) => x.rank - y.rank)
          .slice(0, 3);
        // Pass half the time before anyone has bid and more often after: most auctions stop low.
        const passing = input.view.auction.calls.some((c) => c.type === 'bid') ? 70 : 50;
        const roll = randomInt(random, 100);
        if (pass && (roll < passing || (bids.length === 0 && doubles.length === 0))) return pass;
        if (doubles.length > 0 && (roll < passing + 4 || bids.length === 0))
          return doubles[randomInt(random, doubles.length)] as BoardAction;
        if (bids.length > 0) return (bids[randomInt(random, bids.length)] as { action: BoardAction }).action;
        return pass ?? (calls[0] as BoardAction);
      }
      // Nothing to call or play and nothing to answer: the table never asks then.
      throw new Error(
        `the robot was asked to act with no call, card or answer among ${input.legal.length} actions`,
      );
    },
  };
}

/**
 * A robot that bids a declared system (the robots package's rules, from its own hand, the
 * auction and the vulnerability, as its seat sees them). With `play` (the card-play robot's
 * settings; `{}` for its defaults) it plays its cards by sampling and double dummy
 * (`decidePlay`, the system's explanations constraining the hidden hands), without it a random
 * legal card; `robot()` is this robot with card play on. A call the system would make but the
 * engine refuses never reaches the table: the robot then calls as the interim robot would.
 */
export function systemRobot(
  system: BiddingSystem,
  random: RandomSource,
  play: Partial<CardPlayOptions> | false = false,
): Robot {
  const fallback = randomRobot(random);
  return {
    name: system.id,
    decide(input) {
      const answer = answerRequest(input);
      if (answer !== null) return answer;
      const { view } = input;
      const hand = view.viewer === 'watcher' ? undefined : view.hands[view.viewer];
      if (hand !== undefined && input.legal.some((a) => a.type === 'call')) {
        const ps = input.partScores;
        const we = view.viewer === 'N' || view.viewer === 'S' ? 'NS' : 'EW';
        const partScore = ps && { we: ps[we], they: ps[we === 'NS' ? 'EW' : 'NS'] };
        const bidder = { hand, auction: view.auction, vulnerability: view.vulnerability };
        const choice = chooseCall(system, partScore ? { ...bidder, partScore } : bidder);
        const legal = input.legal.find((a) => a.type === 'call' && callsEqual(a.call, choice.call));
        if (legal !== undefined) return legal;
      }
      const card = play === false ? null : playAction(input, random, { system, ...play });
      if (card !== null) return card;
      return fallback.decide(input);
    },
  };
}
