import {
  type Bid,
  bid,
  bidRank,
  type Call,
  DOUBLE,
  type Level,
  PASS,
  REDOUBLE,
  STRAINS,
  type Strain,
  SUITS,
  type Suit,
} from '@tenace/engine';
import { type BidContext, gameLevel, isLegal } from './context.js';
import type { ConventionId } from './conventions.js';
import type { HandFacts } from './hand.js';
import { ANY_HCP, ANY_RANGE, type Forcing, inRange, type Meaning, type Range, type Text } from './meaning.js';

/**
 * Suit variables of a rule. The name fixes what the variable may stand for: 'M' and 'N' a
 * major, 'm' and 'n' a minor, any other name any suit. Two different names are two different suits.
 */
export type Bindings = Readonly<Record<string, Suit>>;

/** A hand condition the structured fields cannot say (suit quality, keycards); it has a text. */
export interface HandTest {
  readonly text: Text;
  readonly test: (hand: HandFacts, ctx: BidContext, b: Bindings) => boolean;
}

/** What a rule asks of the hand; every field is also what the call shows. Suit keys may be variables. */
export interface HandSpec {
  readonly hcp?: Range;
  /** HCP + length points. */
  readonly points?: Range;
  /** Support points (HCP + 5-3-1 shortness) for the suit or variable named first. */
  readonly support?: readonly [string, number, number];
  readonly lengths?: Readonly<Record<string, Range>>;
  readonly balanced?: boolean;
  /** Suits (or variables) in which the hand holds a no-trump stopper. */
  readonly stoppers?: readonly string[];
  readonly tests?: readonly HandTest[];
}

/** One rule of a bidding system: in this auction, with such a hand, make this call; it means this. */
export interface Rule {
  readonly id: string;
  /**
   * Auction patterns, calls from the first bid on, space-separated, the last one by the bidder's
   * right-hand opponent. Tokens: P, X, XX, a bid ('1H', '2{M}', '3NT'), '_' any call, 'B' any
   * bid; a leading '...' lets any calls come before. '' is "nobody has bid yet".
   */
  readonly auction: string | readonly string[];
  /** Further conditions on the auction (seat, vulnerability, what partner has shown). */
  readonly when?: (ctx: BidContext, b: Bindings) => boolean;
  /**
   * The call: 'P', 'X', 'XX', a bid with a fixed or variable strain ('2{M}', '1{x}'), '+{x}' (the
   * cheapest bid in x), '++{x}' (one level above the cheapest), 'G{x}' (game in x for our side,
   * given its part-score; the cheapest bid when that is higher), also with NT. Variables the
   * auction does not bind are chosen from the hand.
   */
  readonly call: string;
  readonly hand: HandSpec;
  readonly forcing: Forcing | ((ctx: BidContext, b: Bindings) => Forcing);
  /** Alert text; present exactly when the call is artificial. */
  readonly alert?: Text;
  /** Short name; '{x}' inside is replaced by the suit's name. */
  readonly name: Text;
  /** Higher wins when several rules fit the hand. */
  readonly priority: number;
  /** Suit variables the rule's hand tests use that neither the auction nor the call binds; chosen from the hand. */
  readonly vars?: readonly string[];
  /** Orders the choices of free variables for one hand (higher first); the first that fits is taken. */
  readonly prefer?: (hand: HandFacts, b: Bindings) => number;
  /** The convention the rule belongs to: without it the partnership does not have the rule. */
  readonly convention?: ConventionId;
}

type Token =
  | { readonly kind: 'call'; readonly call: Call }
  | { readonly kind: 'bid'; readonly level: Level; readonly strain: Strain | string }
  | { readonly kind: 'any' }
  | { readonly kind: 'anyBid' };

interface Pattern {
  readonly tail: boolean;
  readonly tokens: readonly Token[];
}

const VAR = /^\{([A-Za-z][A-Za-z0-9]*)\}$/;

function parseToken(text: string): Token {
  if (text === 'P') return { kind: 'call', call: PASS };
  if (text === 'X') return { kind: 'call', call: DOUBLE };
  if (text === 'XX') return { kind: 'call', call: REDOUBLE };
  if (text === '_') return { kind: 'any' };
  if (text === 'B') return { kind: 'anyBid' };
  const level = Number(text[0]);
  const rest = text.slice(1);
  if (level >= 1 && level <= 7) {
    if ((STRAINS as readonly string[]).includes(rest)) {
      return { kind: 'bid', level: level as Level, strain: rest as Strain };
    }
    const v = VAR.exec(rest);
    if (v) return { kind: 'bid', level: level as Level, strain: `{${v[1]}}` };
  }
  throw new Error(`bad auction pattern token "${text}"`);
}

const patternCache = new Map<string, Pattern>();

/** Reads an auction pattern (cached; a broken pattern is a programming error in the system data). */
export function compilePattern(text: string): Pattern {
  const cached = patternCache.get(text);
  if (cached) return cached;
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  const tail = words[0] === '...';
  const pattern = { tail, tokens: (tail ? words.slice(1) : words).map(parseToken) };
  patternCache.set(text, pattern);
  return pattern;
}

/** The suits a variable may stand for. */
export function variableDomain(name: string): readonly Suit[] {
  if (name === 'M' || name === 'N') return ['H', 'S'];
  if (name === 'm' || name === 'n') return ['C', 'D'];
  return SUITS;
}

function bindVar(b: Record<string, Suit>, name: string, suit: Strain): boolean {
  if (suit === 'NT') return false;
  const bound = b[name];
  if (bound !== undefined) return bound === suit;
  if (!variableDomain(name).includes(suit)) return false;
  if (Object.values(b).includes(suit)) return false;
  b[name] = suit;
  return true;
}

/** Matches one pattern against the calls from the first bid on; the bindings, or null. */
export function matchPattern(text: string, calls: readonly Call[], start: Bindings = {}): Bindings | null {
  const pattern = compilePattern(text);
  const n = pattern.tokens.length;
  if (pattern.tail ? calls.length < n : calls.length !== n) return null;
  const offset = calls.length - n;
  const b: Record<string, Suit> = { ...start };
  for (let i = 0; i < n; i++) {
    const token = pattern.tokens[i] as Token;
    const call = calls[offset + i] as Call;
    switch (token.kind) {
      case 'any':
        break;
      case 'anyBid':
        if (call.type !== 'bid') return null;
        break;
      case 'call':
        if (call.type !== token.call.type) return null;
        break;
      case 'bid': {
        if (call.type !== 'bid' || call.level !== token.level) return null;
        const v = VAR.exec(token.strain);
        if (v) {
          if (!bindVar(b, v[1] as string, call.strain)) return null;
        } else if (call.strain !== token.strain) return null;
      }
    }
  }
  return b;
}

/** The variables named in a text such as '2{M}' or '++{x}'. */
function variablesIn(text: string): string[] {
  return [...text.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => m[1] as string);
}

function cheapest(ctx: BidContext, strain: Strain): Bid | null {
  const floor = ctx.lastBid === null ? -1 : bidRank(ctx.lastBid);
  for (let level = 1; level <= 7; level++) {
    const candidate = bid(level as Level, strain);
    if (bidRank(candidate) > floor) return candidate;
  }
  return null;
}

function resolveStrain(text: string, b: Bindings): Strain | null {
  if ((STRAINS as readonly string[]).includes(text)) return text as Strain;
  const v = VAR.exec(text);
  return v ? (b[v[1] as string] ?? null) : null;
}

/** The call a rule's call template makes under these bindings, or null when it is not legal. */
export function instantiateCall(template: string, ctx: BidContext, b: Bindings): Call | null {
  let call: Call | null = null;
  if (template === 'P') call = PASS;
  else if (template === 'X') call = DOUBLE;
  else if (template === 'XX') call = REDOUBLE;
  else if (template.startsWith('G')) {
    const strain = resolveStrain(template.slice(1), b);
    const base = strain === null ? null : cheapest(ctx, strain);
    if (strain === null || base === null) return null;
    call = base.level >= gameLevel(ctx, strain) ? base : bid(gameLevel(ctx, strain) as Level, strain);
  } else if (template.startsWith('++') || template.startsWith('+')) {
    const jump = template.startsWith('++');
    const strain = resolveStrain(template.slice(jump ? 2 : 1), b);
    const base = strain === null ? null : cheapest(ctx, strain);
    if (base === null) return null;
    if (!jump) call = base;
    else call = base.level < 7 ? bid((base.level + 1) as Level, base.strain) : null;
  } else {
    const level = Number(template[0]);
    const strain = resolveStrain(template.slice(1), b);
    if (level >= 1 && level <= 7 && strain !== null) call = bid(level as Level, strain);
  }
  return call !== null && isLegal(ctx, call) ? call : null;
}

/** Every way to bind the variables of the call template that the auction left free. */
export function freeBindings(rule: Rule, b: Bindings): Bindings[] {
  const free = [
    ...new Set(variablesIn(rule.call).concat(Object.keys(rule.hand.lengths ?? {}), rule.vars ?? [])),
  ].filter(
    (name) => VAR.test(`{${name}}`) && !(SUITS as readonly string[]).includes(name) && b[name] === undefined,
  );
  let all: Record<string, Suit>[] = [{ ...b }];
  for (const name of free) {
    const next: Record<string, Suit>[] = [];
    for (const partial of all) {
      for (const suit of variableDomain(name)) {
        if (Object.values(partial).includes(suit)) continue;
        next.push({ ...partial, [name]: suit });
      }
    }
    all = next;
  }
  return all;
}

function suitOfKey(key: string, b: Bindings): Suit | undefined {
  if ((SUITS as readonly string[]).includes(key)) return key as Suit;
  return b[key];
}

/** True when the hand meets every condition of the rule's hand spec. */
export function handFits(spec: HandSpec, hand: HandFacts, ctx: BidContext, b: Bindings): boolean {
  if (spec.hcp && !inRange(hand.hcp, spec.hcp)) return false;
  if (spec.points && !inRange(hand.points, spec.points)) return false;
  if (spec.support) {
    const suit = suitOfKey(spec.support[0], b);
    if (suit === undefined || !inRange(hand.support(suit), [spec.support[1], spec.support[2]])) return false;
  }
  if (spec.lengths) {
    for (const [key, range] of Object.entries(spec.lengths)) {
      const suit = suitOfKey(key, b);
      if (suit === undefined || !inRange(hand.length[suit], range)) return false;
    }
  }
  if (spec.balanced !== undefined && hand.balanced !== spec.balanced) return false;
  if (spec.stoppers) {
    for (const key of spec.stoppers) {
      const suit = suitOfKey(key, b);
      if (suit === undefined || !hand.stopper(suit)) return false;
    }
  }
  if (spec.tests) for (const t of spec.tests) if (!t.test(hand, ctx, b)) return false;
  return true;
}

const SUIT_WORDS: Readonly<Record<'en' | 'de', Readonly<Record<Suit, string>>>> = {
  en: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' },
  de: { S: 'Pik', H: 'Coeur', D: 'Karo', C: 'Treff' },
};

function fillText(text: string, b: Bindings, lang: 'en' | 'de'): string {
  return text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) => {
    const suit = suitOfKey(name, b);
    return suit === undefined ? whole : SUIT_WORDS[lang][suit];
  });
}

/** The structured meaning a rule shows under these bindings. */
export function ruleMeaning(rule: Rule, ctx: BidContext, b: Bindings): Meaning {
  const spec = rule.hand;
  const lengths: Record<Suit, Range> = { S: ANY_RANGE, H: ANY_RANGE, D: ANY_RANGE, C: ANY_RANGE };
  for (const [key, range] of Object.entries(spec.lengths ?? {})) {
    const suit = suitOfKey(key, b);
    if (suit !== undefined) lengths[suit] = range;
  }
  const conditions: Text[] = [];
  for (const key of spec.stoppers ?? []) {
    const suit = suitOfKey(key, b);
    if (suit !== undefined) {
      conditions.push({ en: `stopper in ${SUIT_WORDS.en[suit]}`, de: `Stopper in ${SUIT_WORDS.de[suit]}` });
    }
  }
  for (const t of spec.tests ?? []) {
    conditions.push({ en: fillText(t.text.en, b, 'en'), de: fillText(t.text.de, b, 'de') });
  }
  const supportSuit = spec.support ? suitOfKey(spec.support[0], b) : undefined;
  const points: Pick<Meaning, 'points' | 'pointsMethod'> =
    spec.support && supportSuit
      ? { points: [spec.support[1], spec.support[2]], pointsMethod: { support: supportSuit } }
      : spec.points
        ? { points: spec.points, pointsMethod: 'length' }
        : {};
  const name = { en: fillText(rule.name.en, b, 'en'), de: fillText(rule.name.de, b, 'de') };
  return {
    ruleId: rule.id,
    name,
    hcp: spec.hcp ?? ANY_HCP,
    ...points,
    lengths,
    ...(spec.balanced === undefined ? {} : { balanced: spec.balanced }),
    forcing: typeof rule.forcing === 'function' ? rule.forcing(ctx, b) : rule.forcing,
    artificial: rule.alert !== undefined,
    ...(rule.alert
      ? { alert: { en: fillText(rule.alert.en, b, 'en'), de: fillText(rule.alert.de, b, 'de') } }
      : {}),
    conditions,
  };
}

/** The bindings under which a rule's patterns match this auction (`when` is checked by the caller, once every variable is bound). */
export function ruleContexts(rule: Rule, ctx: BidContext): Bindings[] {
  const patterns = typeof rule.auction === 'string' ? [rule.auction] : rule.auction;
  const found: Bindings[] = [];
  for (const p of patterns) {
    const b = matchPattern(p, ctx.stripped);
    if (b !== null) found.push(b);
  }
  return found;
}
