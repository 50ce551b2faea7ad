import {
  type Auction,
  auctionSeatAt,
  type Call,
  callsEqual,
  formatCall,
  type Hand,
  type Seat,
  type Side,
  sideOf,
  type Vulnerability,
} from '@tenace/engine';
import {
  type BidContext,
  bidContext,
  forcedToBid,
  isLegal,
  isOurs,
  type PartScore,
  reachedGame,
} from './context.js';
import {
  applyConventionChanges,
  type ConventionChanges,
  type ConventionId,
  conventionById,
  SAYC_CONVENTIONS,
} from './conventions.js';
import { type HandFacts, handFacts, longestSuits } from './hand.js';
import { type Forcing, type Meaning, noRuleMeaning, type Text, union } from './meaning.js';
import {
  type Bindings,
  freeBindings,
  handFits,
  instantiateCall,
  type Rule,
  ruleContexts,
  ruleMeaning,
} from './rule.js';

/**
 * A bidding system: base rules plus the conventions the partnership plays. `rules` are the rules
 * in force (highest priority first); `allRules` also holds those of the conventions switched off,
 * so that a call one of them would make can be explained as "not played here".
 */
export interface BiddingSystem {
  readonly id: string;
  readonly name: Text;
  readonly rules: readonly Rule[];
  readonly allRules: readonly Rule[];
  readonly conventions: ReadonlySet<ConventionId>;
}

/** Builds a system from rules in any order (ids must be unique) with a set of conventions (SAYC's by default). */
export function makeSystem(
  id: string,
  name: Text,
  rules: readonly Rule[],
  conventions: ReadonlySet<ConventionId> = SAYC_CONVENTIONS,
): BiddingSystem {
  const ids = new Set<string>();
  for (const rule of rules) {
    if (ids.has(rule.id)) throw new Error(`duplicate rule id ${rule.id}`);
    ids.add(rule.id);
  }
  const sorted = rules
    .map((rule, order) => ({ rule, order }))
    .sort((a, b) => b.rule.priority - a.rule.priority || a.order - b.order)
    .map((x) => x.rule);
  return {
    id,
    name,
    allRules: sorted,
    rules: sorted.filter((r) => r.convention === undefined || conventions.has(r.convention)),
    conventions,
  };
}

/** The same system with some conventions switched on or off (a partnership's agreements). */
export function withConventions(system: BiddingSystem, changes: ConventionChanges): BiddingSystem {
  const conventions = applyConventionChanges(system.conventions, changes);
  return {
    ...system,
    rules: system.allRules.filter((r) => r.convention === undefined || conventions.has(r.convention)),
    conventions,
  };
}

/** What a robot in one seat knows when it calls: its own hand, the auction and the vulnerability. */
export interface BidderView {
  readonly hand: Hand;
  readonly auction: Auction;
  readonly vulnerability: Vulnerability;
  /** Rubber and Chicago: trick points below the line towards game, from the bidder's side. */
  readonly partScore?: PartScore;
}

/** The part-score as the seat calling after `index` calls sees it, given the bidder's view after `length` calls. */
function partScoreAt(partScore: PartScore | undefined, length: number, index: number): PartScore | undefined {
  if (partScore === undefined) return undefined;
  return (length - index) % 2 === 0 ? partScore : { we: partScore.they, they: partScore.we };
}

function contextAt(
  system: BiddingSystem,
  prefix: Auction,
  vulnerability: Vulnerability,
  meanings: readonly Meaning[],
  partScore: PartScore | undefined,
): BidContext {
  return bidContext(prefix, vulnerability, meanings, {
    conventions: system.conventions,
    ...(partScore ? { partScore } : {}),
  });
}

/** A call chosen by the system, with the meaning it shows and the rule it came from. */
export interface CallChoice {
  readonly call: Call;
  readonly meaning: Meaning;
  /** The rule's id; 'fallback.pass' or 'fallback.forced' when no rule fits the hand. */
  readonly ruleId: string;
  readonly fromRule: boolean;
}

interface Candidate {
  readonly rule: Rule;
  readonly bindings: Bindings;
  readonly call: Call;
}

/** Every (rule, bindings, call) the system allows in this context, before looking at a hand. */
function candidates(system: BiddingSystem, ctx: BidContext): Candidate[] {
  const out: Candidate[] = [];
  for (const rule of system.rules) {
    for (const b of ruleContexts(rule, ctx)) {
      for (const full of freeBindings(rule, b)) {
        if (rule.when !== undefined && !rule.when(ctx, full)) continue;
        const call = instantiateCall(rule.call, ctx, full);
        if (call === null) continue;
        if (ctx.partScore.we > 0) {
          const kept = withPartScore(rule, ctx, full, call);
          if (kept !== null) out.push({ rule: kept, bindings: full, call });
        } else out.push({ rule, bindings: full, call });
      }
    }
  }
  return out;
}

const asGameCache = new WeakMap<Rule, Rule>();

/** The rule of an invitation that already completes game below the line: the call is game, a sign-off. */
function asGame(rule: Rule): Rule {
  const cached = asGameCache.get(rule);
  if (cached) return cached;
  const game: Rule = {
    ...rule,
    forcing: 'SO',
    name: {
      en: `${rule.name.en}, which completes game with the part-score`,
      de: `${rule.name.de}, was mit dem Teilergebnis die Partie erfüllt`,
    },
  };
  asGameCache.set(rule, game);
  return game;
}

/**
 * With a part-score (rubber, Chicago) some calls change: an invitation that already completes game
 * below the line is game, a sign-off; and once our side's natural contract is game, a non-forcing
 * bid short of slam only raises the level, so the rule is dropped (null).
 */
function withPartScore(rule: Rule, ctx: BidContext, b: Bindings, call: Call): Rule | null {
  if (call.type !== 'bid') return rule;
  const forcing = typeof rule.forcing === 'function' ? rule.forcing(ctx, b) : rule.forcing;
  const last = ctx.calls.filter((c) => c.call.type === 'bid').pop();
  const ourGame =
    last !== undefined &&
    isOurs(last.role) &&
    last.call.type === 'bid' &&
    !last.meaning.artificial &&
    reachedGame(last.call, ctx);
  if (ourGame && call.level < 6 && forcing !== 'F1' && forcing !== 'GF' && rule.alert === undefined)
    return null;
  return forcing === 'INV' && reachedGame(call, ctx) ? asGame(rule) : rule;
}

/** The meanings of every call of the auction, in order, as the system explains them. */
export function interpretAuction(
  system: BiddingSystem,
  auction: Auction,
  vulnerability: Vulnerability,
  partScore?: PartScore,
): Meaning[] {
  return readCalls(system, auction, vulnerability, partScore).map((c) => c.explanation.meaning);
}

/** Each partnership's bidding system, for a table where the two sides play different ones. */
export type PartnershipSystems = Readonly<Record<Side, BiddingSystem>>;

/** The system a seat bids: the one system, or its partnership's. */
function systemOf(systems: BiddingSystem | PartnershipSystems, seat: Seat): BiddingSystem {
  return 'rules' in systems ? systems : systems[sideOf(seat)];
}

/**
 * Each call of the auction in its context (the meanings of the calls before it known), explained
 * by the system of the side that made it.
 */
function readCalls(
  systems: BiddingSystem | PartnershipSystems,
  auction: Auction,
  vulnerability: Vulnerability,
  partScore: PartScore | undefined,
): { system: BiddingSystem; ctx: BidContext; call: Call; explanation: CallExplanation }[] {
  const meanings: Meaning[] = [];
  const read: { system: BiddingSystem; ctx: BidContext; call: Call; explanation: CallExplanation }[] = [];
  for (let i = 0; i < auction.calls.length; i++) {
    const system = systemOf(systems, auctionSeatAt(auction, i));
    const prefix: Auction = { dealer: auction.dealer, calls: auction.calls.slice(0, i) };
    const ctx = contextAt(
      system,
      prefix,
      vulnerability,
      meanings,
      partScoreAt(partScore, auction.calls.length, i),
    );
    const call = auction.calls[i] as Call;
    const explanation = explainInContext(system, ctx, call);
    meanings.push(explanation.meaning);
    read.push({ system, ctx, call, explanation });
  }
  return read;
}

/** How the system explains one call. */
export interface CallExplanation {
  readonly call: Call;
  readonly seat: Seat;
  /** The meaning the robots read: the highest-priority rule's, widened to the other rules of that priority. */
  readonly meaning: Meaning;
  /** The meaning shown to people: every system rule's that can make the call here, widened into one and all named (general placement only when no other). */
  readonly shown: Meaning;
  /** Each rule that can make this call here, highest priority first. */
  readonly rules: readonly Meaning[];
}

/** Rules below this priority are general placement (captaincy) and fallbacks, not the system's own meanings. */
const SYSTEM_PRIORITY = 6;

function explainInContext(system: BiddingSystem, ctx: BidContext, call: Call): CallExplanation {
  const found = candidates(system, ctx).filter((c) => callsEqual(c.call, call));
  const rules = found.map((c) => ruleMeaning(c.rule, ctx, c.bindings));
  const first = rules[0];
  const off = switchedOff(system, ctx, call, found[0]?.rule.priority ?? Number.NEGATIVE_INFINITY);
  if (first === undefined) {
    const none = noRuleMeaning();
    if (off === undefined) return { call, seat: ctx.seat, meaning: none, shown: none, rules };
    const unplayed: Meaning = {
      ...none,
      name: {
        en: `${none.name.en}: ${off.name.en} is not played by this partnership`,
        de: `${none.name.de}: ${off.name.de} spielt diese Partnerschaft nicht`,
      },
    };
    return { call, seat: ctx.seat, meaning: unplayed, shown: unplayed, rules };
  }
  // `meaning`, which the robots read, is that of the most specific rules (the top priority).
  // `shown`, which people read, covers every system rule that can make this call here, so a
  // robot's call is never described by a sibling it did not come from (1NT-3NT: to play on
  // 10-15, or on a long running minor with less); the general placement rules below
  // SYSTEM_PRIORITY (fallbacks that can make almost any call) count only when nothing more
  // specific does. All stay listed in `rules`.
  const top = found[0]?.rule.priority ?? 0;
  const primary = rules.filter((_, i) => found[i]?.rule.priority === top);
  const meaning = primary.slice(1).reduce(widen, first);
  const siblings = rules.filter((_, i) => (found[i]?.rule.priority ?? 0) >= Math.min(top, SYSTEM_PRIORITY));
  const shown = siblings.slice(1).reduce(widenNamed, first);
  if (off === undefined) return { call, seat: ctx.seat, meaning, shown, rules };
  const note = {
    en: `${off.name.en} is not played by this partnership, so the call is natural`,
    de: `${off.name.de} spielt diese Partnerschaft nicht, daher ist die Ansage natürlich`,
  };
  const noted = (m: Meaning): Meaning => ({ ...m, conditions: [...m.conditions, note] });
  return { call, seat: ctx.seat, meaning: noted(meaning), shown: noted(shown), rules };
}

/** How much a call obliges partner, least first: what siblings promise together is the least. */
const FORCING_ORDER: readonly Forcing[] = ['SO', 'NF', 'INV', 'F1', 'GF'];

/**
 * `widen`, naming both rules when their names differ (the call may come from either: the strong
 * takeout double beside the takeout double) and promising only the forcing both share (1m-2NT:
 * game forcing on 13-15, invitational on 11-12, so invitational).
 */
function widenNamed(a: Meaning, b: Meaning): Meaning {
  const named = (lang: 'en' | 'de') =>
    a.name[lang].split(' / ').includes(b.name[lang]) ? a.name[lang] : `${a.name[lang]} / ${b.name[lang]}`;
  const forcing =
    FORCING_ORDER.indexOf(a.forcing) <= FORCING_ORDER.indexOf(b.forcing) ? a.forcing : b.forcing;
  return { ...widen(a, b), name: { en: named('en'), de: named('de') }, forcing };
}

const inactiveRules = new WeakMap<BiddingSystem, readonly Rule[]>();

/** The switched-off convention whose rule would have made this call here, ahead of the rules in force. */
function switchedOff(
  system: BiddingSystem,
  ctx: BidContext,
  call: Call,
  above: number,
): { name: Text } | undefined {
  let off = inactiveRules.get(system);
  if (off === undefined) {
    off = system.allRules.filter((r) => r.convention !== undefined && !system.conventions.has(r.convention));
    inactiveRules.set(system, off);
  }
  if (off.length === 0) return undefined;
  const inactive: BiddingSystem = { ...system, rules: off.filter((r) => r.priority > above) };
  const hit = candidates(inactive, ctx).find((c) => callsEqual(c.call, call));
  const id = hit?.rule.convention;
  return id === undefined ? undefined : conventionById(id);
}

function widen(a: Meaning, b: Meaning): Meaning {
  const lengths = {
    S: union(a.lengths.S, b.lengths.S),
    H: union(a.lengths.H, b.lengths.H),
    D: union(a.lengths.D, b.lengths.D),
    C: union(a.lengths.C, b.lengths.C),
  };
  const { balanced: _a, points: _p, pointsMethod: _m, ...rest } = a;
  return {
    ...rest,
    hcp: union(a.hcp, b.hcp),
    lengths,
    ...(a.balanced === b.balanced && a.balanced !== undefined ? { balanced: a.balanced } : {}),
    conditions: a.conditions.filter((c) => b.conditions.some((d) => d.en === c.en)),
  };
}

/** Explains the call at `index` of the auction (its meaning in the context of the calls before it). */
export function explainCall(
  system: BiddingSystem,
  auction: Auction,
  vulnerability: Vulnerability,
  index: number,
): CallExplanation {
  const prefix: Auction = { dealer: auction.dealer, calls: auction.calls.slice(0, index) };
  const meanings = interpretAuction(system, prefix, vulnerability);
  const ctx = contextAt(system, prefix, vulnerability, meanings, undefined);
  return explainInContext(system, ctx, auction.calls[index] as Call);
}

/** Explains every call of an auction (each side's by its own system when `systems` names two). */
export function explainAuction(
  systems: BiddingSystem | PartnershipSystems,
  auction: Auction,
  vulnerability: Vulnerability,
): CallExplanation[] {
  return readCalls(systems, auction, vulnerability, undefined).map((c, i) => ({
    ...c.explanation,
    seat: auctionSeatAt(auction, i),
  }));
}

/** The context for the seat to call next (the meanings of the calls so far included). */
export function contextFor(
  system: BiddingSystem,
  auction: Auction,
  vulnerability: Vulnerability,
  partScore?: PartScore,
): BidContext {
  const meanings = interpretAuction(system, auction, vulnerability, partScore);
  return contextAt(system, auction, vulnerability, meanings, partScore);
}

/** The rules that fit this hand here, best first (for `choose` and for tests). */
export function fittingRules(system: BiddingSystem, ctx: BidContext, hand: HandFacts): Candidate[] {
  return rankFitting(candidates(system, ctx), ctx, hand);
}

/** Those of the candidates that fit the hand, best first. */
function rankFitting(found: readonly Candidate[], ctx: BidContext, hand: HandFacts): Candidate[] {
  const all = found.filter((c) => handFits(c.rule.hand, hand, ctx, c.bindings));
  // Stable sort: priority first, then the rule's own preference between its suit choices.
  return all
    .map((c, order) => ({ c, order, pref: c.rule.prefer ? c.rule.prefer(hand, c.bindings) : 0 }))
    .sort(
      (a, b) =>
        b.c.rule.priority - a.c.rule.priority ||
        (a.c.rule === b.c.rule ? b.pref - a.pref : 0) ||
        a.order - b.order,
    )
    .map((x) => x.c);
}

/**
 * Chooses the call for the seat whose turn it is. The best-fitting rule decides; when no rule
 * fits, the robot passes, or, when partner's last call forces it to bid, makes the cheapest bid in
 * its longest suit, and says that no system rule covers the call.
 */
export function chooseCall(system: BiddingSystem, view: BidderView): CallChoice {
  const ctx = contextFor(system, view.auction, view.vulnerability, view.partScore);
  return choose(ctx, candidates(system, ctx), handFacts(view.hand));
}

/** The call the system makes with this hand in this context, among the candidates found there. */
function choose(ctx: BidContext, found: readonly Candidate[], hand: HandFacts): CallChoice {
  const best = rankFitting(found, ctx, hand)[0];
  if (best !== undefined) {
    return {
      call: best.call,
      meaning: ruleMeaning(best.rule, ctx, best.bindings),
      ruleId: best.rule.id,
      fromRule: true,
    };
  }
  const forced = forcedBid(ctx, hand);
  if (forced !== null) {
    return {
      call: forced,
      meaning: {
        ...noRuleMeaning(),
        ruleId: 'fallback.forced',
        name: {
          en: `no system rule; forced to bid, so the cheapest bid in the longest suit (${formatCall(forced)})`,
          de: `keine Systemregel; zum Bieten gezwungen, daher das billigste Gebot in der längsten Farbe (${formatCall(forced)})`,
        },
      },
      ruleId: 'fallback.forced',
      fromRule: false,
    };
  }
  return {
    call: { type: 'pass' },
    meaning: {
      ...noRuleMeaning(),
      ruleId: 'fallback.pass',
      name: {
        en: 'no system rule fits this hand here, so pass',
        de: 'keine Systemregel passt hier zu dieser Hand, daher Passe',
      },
    },
    ruleId: 'fallback.pass',
    fromRule: false,
  };
}

/** The call `choose` makes, without its meaning: the reader asks it of thousands of hands. */
function chosenCall(ctx: BidContext, found: readonly Candidate[], hand: HandFacts): Call {
  const best = rankFitting(found, ctx, hand)[0];
  if (best !== undefined) return best.call;
  return forcedBid(ctx, hand) ?? { type: 'pass' };
}

/** When no rule fits and partner's call forces a bid: the cheapest bid in the longest suit. */
function forcedBid(ctx: BidContext, hand: HandFacts): Call | null {
  if (!forcedToBid(ctx)) return null;
  for (const suit of longestSuits(hand)) {
    const call = instantiateCall('+{x}', ctx, { x: suit });
    if (call !== null && isLegal(ctx, call)) return call;
  }
  return null;
}

/**
 * An auction read by the system's own choices: whether the system, holding a hand in a seat,
 * would have made every call that seat made. The contexts and the candidates of every call are
 * found once, so the card-play robots can ask it of many layouts.
 */
export interface AuctionReader {
  readonly wouldCall: (seat: Seat, hand: Hand) => boolean;
}

/**
 * A reader of `auction` by `systems` (one for both sides, or each partnership's own; part-score
 * from the view of the seat that calls next).
 */
export function auctionReader(
  systems: BiddingSystem | PartnershipSystems,
  auction: Auction,
  vulnerability: Vulnerability,
  partScore?: PartScore,
): AuctionReader {
  const steps = readCalls(systems, auction, vulnerability, partScore).map(({ system, ctx, call }, i) => ({
    seat: auctionSeatAt(auction, i),
    ctx,
    found: candidates(system, ctx),
    call,
  }));
  return {
    wouldCall(seat, hand) {
      const mine = steps.filter((s) => s.seat === seat);
      if (mine.length === 0) return true;
      const facts = handFacts(hand);
      return mine.every((s) => callsEqual(chosenCall(s.ctx, s.found, facts), s.call));
    },
  };
}
