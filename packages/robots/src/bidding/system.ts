import {
  type Auction,
  auctionSeatAt,
  type Call,
  callsEqual,
  formatCall,
  type Hand,
  type Seat,
  type Vulnerability,
} from '@tenace/engine';
import { type BidContext, bidContext, forcedToBid, isLegal } from './context.js';
import { type HandFacts, handFacts, longestSuits } from './hand.js';
import { type Meaning, noRuleMeaning, type Text, union } from './meaning.js';
import {
  type Bindings,
  freeBindings,
  handFits,
  instantiateCall,
  type Rule,
  ruleContexts,
  ruleMeaning,
} from './rule.js';

/** A bidding system: its rules, highest priority first. */
export interface BiddingSystem {
  readonly id: string;
  readonly name: Text;
  readonly rules: readonly Rule[];
}

/** Builds a system from rules in any order; ids must be unique. */
export function makeSystem(id: string, name: Text, rules: readonly Rule[]): BiddingSystem {
  const ids = new Set<string>();
  for (const rule of rules) {
    if (ids.has(rule.id)) throw new Error(`duplicate rule id ${rule.id}`);
    ids.add(rule.id);
  }
  const sorted = rules
    .map((rule, order) => ({ rule, order }))
    .sort((a, b) => b.rule.priority - a.rule.priority || a.order - b.order)
    .map((x) => x.rule);
  return { id, name, rules: sorted };
}

/** What a robot in one seat knows when it calls: its own hand, the auction and the vulnerability. */
export interface BidderView {
  readonly hand: Hand;
  readonly auction: Auction;
  readonly vulnerability: Vulnerability;
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
        if (call !== null) out.push({ rule, bindings: full, call });
      }
    }
  }
  return out;
}

/** The meanings of every call of the auction, in order, as the system explains them. */
export function interpretAuction(
  system: BiddingSystem,
  auction: Auction,
  vulnerability: Vulnerability,
): Meaning[] {
  const meanings: Meaning[] = [];
  for (let i = 0; i < auction.calls.length; i++) {
    const prefix: Auction = { dealer: auction.dealer, calls: auction.calls.slice(0, i) };
    const ctx = bidContext(prefix, vulnerability, meanings);
    meanings.push(explainInContext(system, ctx, auction.calls[i] as Call).meaning);
  }
  return meanings;
}

/** How the system explains one call. */
export interface CallExplanation {
  readonly call: Call;
  readonly seat: Seat;
  /** The meaning shown: the highest-priority rule's, its ranges widened to the other rules of that priority that can make the call. */
  readonly meaning: Meaning;
  /** Each rule that can make this call here, highest priority first. */
  readonly rules: readonly Meaning[];
}

function explainInContext(system: BiddingSystem, ctx: BidContext, call: Call): CallExplanation {
  const found = candidates(system, ctx).filter((c) => callsEqual(c.call, call));
  const rules = found.map((c) => ruleMeaning(c.rule, ctx, c.bindings));
  const first = rules[0];
  if (first === undefined) return { call, seat: ctx.seat, meaning: noRuleMeaning(), rules };
  // The meaning shown is that of the most specific rules (the top priority); lower rules that can
  // make the same call (general placement, fallbacks) stay listed in `rules`.
  const top = found[0]?.rule.priority;
  const primary = rules.filter((_, i) => found[i]?.rule.priority === top);
  return { call, seat: ctx.seat, meaning: primary.slice(1).reduce(widen, first), rules };
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
  const ctx = bidContext(prefix, vulnerability, meanings);
  return explainInContext(system, ctx, auction.calls[index] as Call);
}

/** Explains every call of an auction. */
export function explainAuction(
  system: BiddingSystem,
  auction: Auction,
  vulnerability: Vulnerability,
): CallExplanation[] {
  const meanings: Meaning[] = [];
  const out: CallExplanation[] = [];
  for (let i = 0; i < auction.calls.length; i++) {
    const prefix: Auction = { dealer: auction.dealer, calls: auction.calls.slice(0, i) };
    const ctx = bidContext(prefix, vulnerability, meanings);
    const explanation = explainInContext(system, ctx, auction.calls[i] as Call);
    meanings.push(explanation.meaning);
    out.push({ ...explanation, seat: auctionSeatAt(auction, i) });
  }
  return out;
}

/** The context for the seat to call next (the meanings of the calls so far included). */
export function contextFor(
  system: BiddingSystem,
  auction: Auction,
  vulnerability: Vulnerability,
): BidContext {
  return bidContext(auction, vulnerability, interpretAuction(system, auction, vulnerability));
}

/** The rules that fit this hand here, best first (for `choose` and for tests). */
export function fittingRules(system: BiddingSystem, ctx: BidContext, hand: HandFacts): Candidate[] {
  const all = candidates(system, ctx).filter((c) => handFits(c.rule.hand, hand, ctx, c.bindings));
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
  const ctx = contextFor(system, view.auction, view.vulnerability);
  const hand = handFacts(view.hand);
  const best = fittingRules(system, ctx, hand)[0];
  if (best !== undefined) {
    return {
      call: best.call,
      meaning: ruleMeaning(best.rule, ctx, best.bindings),
      ruleId: best.rule.id,
      fromRule: true,
    };
  }
  if (forcedToBid(ctx)) {
    for (const suit of longestSuits(hand)) {
      const call = instantiateCall('+{x}', ctx, { x: suit });
      if (call !== null && isLegal(ctx, call)) {
        return {
          call,
          meaning: {
            ...noRuleMeaning(),
            ruleId: 'fallback.forced',
            name: {
              en: `no system rule; forced to bid, so the cheapest bid in the longest suit (${formatCall(call)})`,
              de: `keine Systemregel; zum Bieten gezwungen, daher das billigste Gebot in der längsten Farbe (${formatCall(call)})`,
            },
          },
          ruleId: 'fallback.forced',
          fromRule: false,
        };
      }
    }
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
