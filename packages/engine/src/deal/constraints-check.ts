import { parseCard, parseHand } from '../cards/notation.js';
import {
  type Card,
  cardIndex,
  DECK,
  type Deal,
  type Hand,
  SEATS,
  type Seat,
  SUITS,
  type Suit,
  sortCards,
} from '../cards/types.js';
import { distributionPoints } from '../evaluation/distribution.js';
import { HCP_VALUES } from '../evaluation/hcp.js';
import { type ShapeClass, shapeClass } from '../evaluation/shape.js';
import { losingTricks, quickTricks, suitLosers, suitQuickTricks } from '../evaluation/tricks.js';
import {
  type ConstraintExpr,
  type ConstraintMetric,
  type ConstraintRange,
  type ConstraintResult,
  type ConstraintTarget,
  constraintError,
  formatConstraint,
  parseConstraint,
  targetName,
} from './constraints.js';

/** Everything a deal generation needs: the parsed constraints and the predealt cards. */
export interface DealConstraints {
  /** The parsed constraint of each seat and partnership that has one. */
  readonly constraints: Readonly<Partial<Record<ConstraintTarget, ConstraintExpr>>>;
  /** Cards known in advance, by seat (a full hand, some cards, or none). */
  readonly predeal: Deal;
}

/** Constraint texts and predealt hands, as a user gives them. */
export interface DealConstraintsInput {
  /** Constraint text by seat (N, E, S, W) or partnership (NS, EW). */
  readonly constraints?: Readonly<Partial<Record<ConstraintTarget, string>>>;
  /** Known cards by seat: a hand 'AKQ2.J93.K42.T83' (partial hands allowed) or cards 'SA HK'. */
  readonly predeal?: Readonly<Partial<Record<Seat, string | Hand>>>;
}

/** The seats and partnerships a constraint can describe, in the order they are checked and reported. */
export const CONSTRAINT_TARGETS: readonly ConstraintTarget[] = ['N', 'E', 'S', 'W', 'NS', 'EW'];

/** The seats (0..3 for N, E, S, W) a target stands for. */
export function targetSeats(target: ConstraintTarget): readonly number[] {
  switch (target) {
    case 'NS':
      return [0, 2];
    case 'EW':
      return [1, 3];
    default:
      return [SEATS.indexOf(target)];
  }
}

// ---------------------------------------------------------------------------------------------
// The facts of a deal, computed once per hand and read by compiled constraints

const RANK_HCP: readonly number[] = DECK.slice(0, 13).map(
  (card) => HCP_VALUES[card[1] as keyof typeof HCP_VALUES],
);

/**
 * The four hands of a deal in numbers, filled hand by hand as the generator deals them: suit
 * lengths, HCP (also by suit), controls, which cards each hand holds (a 52-bit set as two
 * words), and the hand itself, built only when an evaluation of the engine needs it.
 */
export class DealFacts {
  readonly lengths = new Int8Array(16);
  readonly hcp = new Int8Array(4);
  readonly suitHcp = new Int8Array(16);
  readonly controls = new Int8Array(4);
  /** Cards 0..31 of each hand as bits. */
  readonly low = new Int32Array(4);
  /** Cards 32..51 of each hand as bits. */
  readonly high = new Int32Array(4);
  private readonly indexes: number[][] = [[], [], [], []];
  private readonly hands: (Hand | undefined)[] = [undefined, undefined, undefined, undefined];

  /** Records that `seat` (0..3) holds the cards with these indexes (0..51, in any order). */
  setHand(seat: number, cards: ArrayLike<number>, from = 0, to = cards.length): void {
    let low = 0;
    let high = 0;
    let hcp = 0;
    let controls = 0;
    const base = seat * 4;
    for (let s = 0; s < 4; s++) {
      this.lengths[base + s] = 0;
      this.suitHcp[base + s] = 0;
    }
    const list = this.indexes[seat] as number[];
    list.length = 0;
    for (let i = from; i < to; i++) {
      const card = cards[i] as number;
      list.push(card);
      const suit = (card / 13) | 0;
      const rank = card - suit * 13;
      const points = RANK_HCP[rank] as number;
      this.lengths[base + suit] = (this.lengths[base + suit] as number) + 1;
      this.suitHcp[base + suit] = (this.suitHcp[base + suit] as number) + points;
      hcp += points;
      if (rank === 0) controls += 2;
      else if (rank === 1) controls += 1;
      if (card < 32) low |= 1 << card;
      else high |= 1 << (card - 32);
    }
    this.hcp[seat] = hcp;
    this.controls[seat] = controls;
    this.low[seat] = low;
    this.high[seat] = high;
    this.hands[seat] = undefined;
  }

  /** The hand of `seat` as cards, sorted. */
  hand(seat: number): Hand {
    let hand = this.hands[seat];
    if (hand === undefined) {
      hand = [...(this.indexes[seat] as number[])].sort((a, b) => a - b).map((i) => DECK[i] as Card);
      this.hands[seat] = hand;
    }
    return hand;
  }

  /** Whether `seat` holds the card with index `card`. */
  holds(seat: number, card: number): boolean {
    return card < 32
      ? ((this.low[seat] as number) & (1 << card)) !== 0
      : ((this.high[seat] as number) & (1 << (card - 32))) !== 0;
  }

  /** Fills all four hands from a deal. */
  static of(deal: Deal): DealFacts {
    const facts = new DealFacts();
    SEATS.forEach((seat, s) => {
      facts.setHand(s, deal[seat].map(cardIndex));
    });
    return facts;
  }
}

/** A constraint compiled to a test over the facts of the hands it describes. */
export type CompiledConstraint = (facts: DealFacts) => boolean;

/*
 * Shape classes by pattern: the engine's `shapeClass` applied once to a hand of each of the 39
 * patterns, so the generator's test is a table look-up and cannot drift from the engine's rule.
 */
const CLASS_BY_PATTERN = new Map<number, ShapeClass>();
for (let a = 13; a >= 0; a--) {
  for (let b = Math.min(a, 13 - a); b >= 0; b--) {
    for (let c = Math.min(b, 13 - a - b); c >= 0; c--) {
      const d = 13 - a - b - c;
      if (d > c) continue;
      const hand = [a, b, c, d].flatMap((n, suit) => DECK.slice(suit * 13, suit * 13 + n));
      const kind = shapeClass(hand);
      if (kind !== undefined) CLASS_BY_PATTERN.set(patternKey(a, b, c, d), kind);
    }
  }
}

function patternKey(a: number, b: number, c: number, d: number): number {
  return ((a * 14 + b) * 14 + c) * 14 + d;
}

function sortedLengths(facts: DealFacts, seat: number): [number, number, number, number] {
  const base = seat * 4;
  const l = [
    facts.lengths[base] as number,
    facts.lengths[base + 1] as number,
    facts.lengths[base + 2] as number,
    facts.lengths[base + 3] as number,
  ];
  l.sort((x, y) => y - x);
  return l as [number, number, number, number];
}

function handClass(facts: DealFacts, seat: number): ShapeClass | undefined {
  const [a, b, c, d] = sortedLengths(facts, seat);
  return CLASS_BY_PATTERN.get(patternKey(a, b, c, d));
}

function metricOfHand(metric: ConstraintMetric, facts: DealFacts, seat: number): number {
  switch (metric.kind) {
    case 'hcp':
      return metric.suit === undefined
        ? (facts.hcp[seat] as number)
        : (facts.suitHcp[seat * 4 + SUITS.indexOf(metric.suit)] as number);
    case 'length':
      return facts.lengths[seat * 4 + SUITS.indexOf(metric.suit)] as number;
    case 'controls':
      return facts.controls[seat] as number;
    case 'losers':
      return metric.suit === undefined
        ? losingTricks(facts.hand(seat))
        : suitLosers(facts.hand(seat), metric.suit);
    case 'quickTricks':
      return metric.suit === undefined
        ? quickTricks(facts.hand(seat))
        : suitQuickTricks(facts.hand(seat), metric.suit);
    case 'points':
      return (facts.hcp[seat] as number) + distributionPoints(facts.hand(seat), metric.method);
    case 'distribution':
      return distributionPoints(facts.hand(seat), metric.method);
    case 'fit':
      return 0;
  }
}

/** The value of a metric for a seat or partnership (a partnership's is the sum of its hands). */
export function metricValue(metric: ConstraintMetric, facts: DealFacts, seats: readonly number[]): number {
  if (metric.kind === 'fit') {
    let best = 0;
    for (let suit = 0; suit < 4; suit++) {
      let sum = 0;
      for (const seat of seats) sum += facts.lengths[seat * 4 + suit] as number;
      best = Math.max(best, sum);
    }
    return best;
  }
  let total = 0;
  for (const seat of seats) total += metricOfHand(metric, facts, seat);
  return total;
}

function inRange(value: number, range: ConstraintRange): boolean {
  return value >= range.min && value <= range.max;
}

function compileTerm(expr: ConstraintExpr, seats: readonly number[]): CompiledConstraint {
  const seat = seats[0] as number;
  switch (expr.kind) {
    case 'and': {
      const terms = expr.terms.map((t) => compileTerm(t, seats));
      return (facts) => terms.every((t) => t(facts));
    }
    case 'or': {
      const terms = expr.terms.map((t) => compileTerm(t, seats));
      return (facts) => terms.some((t) => t(facts));
    }
    case 'not': {
      const term = compileTerm(expr.term, seats);
      return (facts) => !term(facts);
    }
    case 'range': {
      const { metric, range } = expr;
      if (seats.length === 1 && metric.kind === 'hcp' && metric.suit === undefined) {
        return (facts) => inRange(facts.hcp[seat] as number, range);
      }
      if (seats.length === 1 && metric.kind === 'length') {
        const cell = seat * 4 + SUITS.indexOf(metric.suit);
        return (facts) => inRange(facts.lengths[cell] as number, range);
      }
      return (facts) => inRange(metricValue(metric, facts, seats), range);
    }
    case 'class':
      switch (expr.shapeClass) {
        case 'unbalanced':
          return (facts) => handClass(facts, seat) !== 'balanced';
        case 'semibalanced':
          // No void or singleton, and not 7-2-2-2: 4-3-3-3, 4-4-3-2, 5-3-3-2, 5-4-2-2, 6-3-2-2.
          return (facts) => {
            const [longest, , , shortest] = sortedLengths(facts, seat);
            return shortest >= 2 && longest <= 6;
          };
        default: {
          const wanted = expr.shapeClass;
          return (facts) => handClass(facts, seat) === wanted;
        }
      }
    case 'shape': {
      const { lengths } = expr;
      if (expr.exact) {
        return (facts) => lengths.every((n, suit) => n === undefined || facts.lengths[seat * 4 + suit] === n);
      }
      // A pattern fits when its known lengths are found among the hand's lengths, each used once.
      const known = lengths.filter((n): n is number => n !== undefined).sort((a, b) => b - a);
      return (facts) => {
        const held: number[] = sortedLengths(facts, seat);
        for (const n of known) {
          const i = held.indexOf(n);
          if (i === -1) return false;
          held.splice(i, 1);
        }
        return true;
      };
    }
    case 'cards': {
      const indexes = expr.cards.map(cardIndex);
      const held = (facts: DealFacts, card: number) => seats.some((s) => facts.holds(s, card));
      return expr.has
        ? (facts) => indexes.every((card) => held(facts, card))
        : (facts) => indexes.every((card) => !held(facts, card));
    }
  }
}

/** Compiles a parsed constraint of `target` into a test over deal facts. */
export function compileConstraint(expr: ConstraintExpr, target: ConstraintTarget): CompiledConstraint {
  return compileTerm(expr, targetSeats(target));
}

/** Whether a complete deal meets the constraints (predealt cards included). */
export function dealSatisfies(constraints: DealConstraints, deal: Deal): boolean {
  for (const seat of SEATS) {
    for (const card of constraints.predeal[seat]) if (!deal[seat].includes(card)) return false;
  }
  const facts = DealFacts.of(deal);
  for (const target of CONSTRAINT_TARGETS) {
    const expr = constraints.constraints[target];
    if (expr !== undefined && !compileConstraint(expr, target)(facts)) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Reading the input, and finding contradictions before any deal is tried

function contradiction(en: string, de: string, target?: ConstraintTarget): ConstraintResult<never> {
  return {
    ok: false,
    error: constraintError(
      'CONSTRAINT_CONTRADICTION',
      `no deal can meet these constraints: ${en}`,
      `keine Verteilung erfüllt diese Bedingungen: ${de}`,
      target === undefined ? {} : { target },
    ),
  };
}

/** Reads predealt cards: a hand with dots (partial allowed) or a list of cards. */
function parsePredeal(seat: Seat, given: string | Hand): ConstraintResult<Hand> {
  const [name, nameDe] = targetName(seat);
  const bad = (en: string, de: string): ConstraintResult<Hand> => ({
    ok: false,
    error: constraintError(
      'BAD_HAND',
      `${name}'s predealt cards: ${en}`,
      `vorgegebene Karten von ${nameDe}: ${de}`,
      {
        target: seat,
      },
    ),
  });
  if (typeof given !== 'string') {
    const text = given.join(' ');
    return parsePredeal(seat, text);
  }
  if (given.includes('.')) {
    const hand = parseHand(given);
    if (!hand.ok) return bad(hand.error.message, hand.error.messageDe);
    return { ok: true, value: hand.value };
  }
  const cards: Card[] = [];
  for (const word of given.split(/[\s,]+/).filter(Boolean)) {
    const card = parseCard(word);
    if (!card.ok) return bad(card.error.message, card.error.messageDe);
    if (cards.includes(card.value))
      return bad(`${card.value} appears twice`, `${card.value} kommt doppelt vor`);
    cards.push(card.value);
  }
  if (cards.length > 13)
    return bad(`${cards.length} cards, more than 13`, `${cards.length} Karten, mehr als 13`);
  return { ok: true, value: sortCards(cards) };
}

/** The terms that must all hold: the top level of a constraint, with nested ands flattened. */
function conjuncts(expr: ConstraintExpr): ConstraintExpr[] {
  return expr.kind === 'and' ? expr.terms.flatMap(conjuncts) : [expr];
}

/** A bound with the texts of the terms that set it, for the messages. */
interface Bound {
  min: number;
  max: number;
  readonly from: string[];
}

function bound(min: number, max: number): Bound {
  return { min, max, from: [] };
}

function narrow(b: Bound, range: ConstraintRange, text: string): void {
  b.min = Math.max(b.min, range.min);
  b.max = Math.min(b.max, range.max);
  b.from.push(text);
}

/** What the top-level terms of one target say about its HCP, suit lengths and controls. */
interface TargetBounds {
  readonly hcp: Bound;
  readonly lengths: Bound[];
  readonly controls: Bound;
}

function targetBounds(expr: ConstraintExpr | undefined, pair: boolean): TargetBounds {
  const bounds: TargetBounds = {
    hcp: bound(0, pair ? 40 : 37),
    lengths: SUITS.map(() => bound(0, 13)),
    controls: bound(0, 12),
  };
  for (const term of expr === undefined ? [] : conjuncts(expr)) {
    const text = formatConstraint(term);
    if (term.kind === 'range') {
      const { metric } = term;
      if (metric.kind === 'hcp' && metric.suit === undefined) narrow(bounds.hcp, term.range, text);
      else if (metric.kind === 'length')
        narrow(bounds.lengths[SUITS.indexOf(metric.suit)] as Bound, term.range, text);
      else if (metric.kind === 'controls') narrow(bounds.controls, term.range, text);
    } else if (term.kind === 'shape' && term.exact) {
      term.lengths.forEach((n, suit) => {
        if (n !== undefined) narrow(bounds.lengths[suit] as Bound, { min: n, max: n }, text);
      });
    } else if (
      term.kind === 'class' &&
      (term.shapeClass === 'balanced' || term.shapeClass === 'semibalanced')
    ) {
      const range = { min: 2, max: term.shapeClass === 'balanced' ? 5 : 6 };
      for (const b of bounds.lengths) narrow(b, range, text);
    }
  }
  return bounds;
}

function quote(from: readonly string[]): string {
  return from.map((t) => `"${t}"`).join(', ');
}

const SUIT_WORDS_EN: Readonly<Record<Suit, string>> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const SUIT_WORDS_DE: Readonly<Record<Suit, string>> = { S: 'Pik', H: 'Coeur', D: 'Karo', C: 'Treff' };

/**
 * Finds constraints that no deal can meet, by counting: each card's possible seats (predeal,
 * `has`, `without`), then bounds on each hand's HCP, suit lengths and controls, summed over the
 * pack. Only top-level terms (those joined by "and") are counted; what hides under "or" and
 * "not" is left to the generator and its attempt limit.
 */
function findContradiction(constraints: DealConstraints): ConstraintResult<DealConstraints> {
  const { predeal } = constraints;
  // allowed[card]: a 4-bit set of the seats that may hold the card.
  const allowed = new Array<number>(52).fill(15);
  const predealtTo = new Array<Seat | undefined>(52).fill(undefined);
  const namedBy = new Array<ConstraintTarget | undefined>(52).fill(undefined);
  for (const seat of SEATS) {
    for (const card of predeal[seat]) {
      const i = cardIndex(card);
      const other = predealtTo[i];
      if (other !== undefined) {
        const [a, aDe] = targetName(other);
        const [b, bDe] = targetName(seat);
        return contradiction(
          `${card} is predealt to both ${a} and ${b}`,
          `${card} ist sowohl ${aDe} als auch ${bDe} vorgegeben`,
          seat,
        );
      }
      predealtTo[i] = seat;
      allowed[i] = 1 << SEATS.indexOf(seat);
    }
  }
  for (const target of CONSTRAINT_TARGETS) {
    const expr = constraints.constraints[target];
    if (expr === undefined) continue;
    const mask = targetSeats(target).reduce((m, s) => m | (1 << s), 0);
    for (const term of conjuncts(expr)) {
      if (term.kind !== 'cards') continue;
      for (const card of term.cards) {
        const i = cardIndex(card);
        const before = allowed[i] as number;
        allowed[i] = term.has ? before & mask : before & ~mask;
        if (term.has && allowed[i] !== 0) namedBy[i] = target;
        if (allowed[i] === 0) {
          const [name, nameDe] = targetName(target);
          const holder = predealtTo[i];
          const other = namedBy[i];
          const why =
            holder !== undefined
              ? [`it is predealt to ${targetName(holder)[0]}`, `sie ist ${targetName(holder)[1]} vorgegeben`]
              : other !== undefined && other !== target
                ? [`${targetName(other)[0]} must hold it`, `${targetName(other)[1]} muss sie halten`]
                : ['its terms exclude each other', 'die Bedingungen schließen einander aus'];
          return contradiction(
            `${name} "${formatConstraint(term)}" cannot be met for ${card}: ${why[0]}`,
            `${nameDe} "${formatConstraint(term)}" ist für ${card} unerfüllbar: ${why[1]}`,
            target,
          );
        }
      }
    }
  }
  // Cards with one possible seat are that seat's for sure; the others are free for their seats.
  const sure = SEATS.map(() => [] as number[]);
  allowed.forEach((mask, i) => {
    for (let s = 0; s < 4; s++) if (mask === 1 << s) sure[s]?.push(i);
  });
  const seatBounds = SEATS.map((seat) => targetBounds(constraints.constraints[seat], false));
  for (let s = 0; s < 4; s++) {
    const seat = SEATS[s] as Seat;
    const [name, nameDe] = targetName(seat);
    const mine = sure[s] as number[];
    if (mine.length > 13) {
      return contradiction(
        `${name} must hold ${mine.length} named cards, more than 13`,
        `${nameDe} muss ${mine.length} genannte Karten halten, mehr als 13`,
        seat,
      );
    }
    const room = 13 - mine.length;
    const free = allowed.flatMap((mask, i) => (mask !== 1 << s && (mask & (1 << s)) !== 0 ? [i] : []));
    const cardHcp = (i: number) => RANK_HCP[i % 13] as number;
    const cardControls = (i: number) => (i % 13 === 0 ? 2 : i % 13 === 1 ? 1 : 0);
    const best = (value: (i: number) => number) =>
      free
        .map(value)
        .sort((a, b) => b - a)
        .slice(0, room)
        .reduce((a, b) => a + b, 0);
    const sum = (value: (i: number) => number) => mine.reduce((a, i) => a + value(i), 0);
    const b = seatBounds[s] as TargetBounds;
    const checks: [Bound, number, number, string, string][] = [
      [b.hcp, sum(cardHcp), sum(cardHcp) + best(cardHcp), 'HCP', 'Figurenpunkte'],
      [b.controls, sum(cardControls), sum(cardControls) + best(cardControls), 'controls', 'Kontrollen'],
    ];
    SUITS.forEach((suit, k) => {
      const inSuit = (i: number) => ((i / 13) | 0) === k;
      const held = mine.filter(inSuit).length;
      const most = Math.min(held + free.filter(inSuit).length, 13 - (mine.length - held), held + room);
      checks.push([b.lengths[k] as Bound, held, most, SUIT_WORDS_EN[suit], SUIT_WORDS_DE[suit]]);
    });
    for (const [stated, low, high, what, whatDe] of checks) {
      if (stated.min > stated.max) {
        return contradiction(
          `${name}: ${quote(stated.from)} leave no possible number of ${what}`,
          `${nameDe}: ${quote(stated.from)} lassen keine mögliche Zahl an ${whatDe}`,
          seat,
        );
      }
      if (stated.min > high || stated.max < low) {
        return contradiction(
          `${name}: ${quote(stated.from)} cannot be met, ${name} can only hold ${low} to ${high} ${what} with the predealt and named cards`,
          `${nameDe}: ${quote(stated.from)} ist unerfüllbar, ${nameDe} kann mit den vorgegebenen und genannten Karten nur ${low} bis ${high} ${whatDe} halten`,
          seat,
        );
      }
      stated.min = Math.max(stated.min, low);
      stated.max = Math.min(stated.max, high);
    }
    const minCards = b.lengths.reduce((a, l) => a + l.min, 0);
    const maxCards = b.lengths.reduce((a, l) => a + l.max, 0);
    if (minCards > 13 || maxCards < 13) {
      const from = b.lengths.flatMap((l) => l.from);
      return contradiction(
        `${name}'s suit lengths (${quote([...new Set(from)])}) add up to ${minCards > 13 ? `at least ${minCards}` : `at most ${maxCards}`} cards, not 13`,
        `die Farblängen von ${nameDe} (${quote([...new Set(from)])}) ergeben ${minCards > 13 ? `mindestens ${minCards}` : `höchstens ${maxCards}`} Karten statt 13`,
        seat,
      );
    }
  }
  // Partnerships: their own terms, and the sums of their two hands.
  const pairBounds: Partial<Record<'NS' | 'EW', TargetBounds>> = {};
  for (const pair of ['NS', 'EW'] as const) {
    const [x, y] = targetSeats(pair) as [number, number];
    const own = targetBounds(constraints.constraints[pair], true);
    const bx = seatBounds[x] as TargetBounds;
    const by = seatBounds[y] as TargetBounds;
    const [name, nameDe] = targetName(pair);
    const combine = (
      b: Bound,
      a1: Bound,
      a2: Bound,
      what: string,
      whatDe: string,
    ): ConstraintResult<true> => {
      const low = a1.min + a2.min;
      const high = a1.max + a2.max;
      if (b.min > b.max) {
        return contradiction(
          `${name}: ${quote(b.from)} leave no possible number of ${what}`,
          `${nameDe}: ${quote(b.from)} lassen keine mögliche Zahl an ${whatDe}`,
          pair,
        );
      }
      if (b.min > high || b.max < low) {
        const from = quote([...b.from, ...a1.from, ...a2.from]);
        const [need, needDe, limit, limitDe] =
          low > b.max
            ? [`at least ${low}`, `mindestens ${low}`, `at most ${b.max}`, `höchstens ${b.max}`]
            : [`at most ${high}`, `höchstens ${high}`, `at least ${b.min}`, `mindestens ${b.min}`];
        return contradiction(
          `${name}: ${from} need ${need} ${what} in the two hands, but they must hold ${limit}`,
          `${nameDe}: ${from} verlangen ${needDe} ${whatDe} in den beiden Händen, sie müssen aber ${limitDe} halten`,
          pair,
        );
      }
      b.min = Math.max(b.min, low);
      b.max = Math.min(b.max, high);
      b.from.push(...a1.from, ...a2.from);
      return { ok: true, value: true };
    };
    const results = [
      combine(own.hcp, bx.hcp, by.hcp, 'HCP', 'Figurenpunkte'),
      combine(own.controls, bx.controls, by.controls, 'controls', 'Kontrollen'),
      ...SUITS.map((suit, k) =>
        combine(
          own.lengths[k] as Bound,
          bx.lengths[k] as Bound,
          by.lengths[k] as Bound,
          SUIT_WORDS_EN[suit],
          SUIT_WORDS_DE[suit],
        ),
      ),
    ];
    const failed = results.find((r) => !r.ok);
    if (failed !== undefined) return failed as ConstraintResult<never>;
    pairBounds[pair] = own;
  }
  // The whole pack: 40 HCP, 12 controls, 13 cards a suit.
  const ns = pairBounds.NS as TargetBounds;
  const ew = pairBounds.EW as TargetBounds;
  const totals: [Bound, Bound, number, string, string][] = [
    [ns.hcp, ew.hcp, 40, 'HCP', 'Figurenpunkte'],
    [ns.controls, ew.controls, 12, 'controls', 'Kontrollen'],
    ...SUITS.map((suit, k): [Bound, Bound, number, string, string] => [
      ns.lengths[k] as Bound,
      ew.lengths[k] as Bound,
      13,
      SUIT_WORDS_EN[suit],
      SUIT_WORDS_DE[suit],
    ]),
  ];
  for (const [a, b, total, what, whatDe] of totals) {
    const low = a.min + b.min;
    const high = a.max + b.max;
    if (low > total || high < total) {
      const from = quote([...new Set([...a.from, ...b.from])]);
      return contradiction(
        `${from} need ${low > total ? `at least ${low}` : `at most ${high}`} ${what} in the four hands, but the pack has ${total}`,
        `${from} verlangen ${low > total ? `mindestens ${low}` : `höchstens ${high}`} ${whatDe} in den vier Händen, das Spiel hat aber ${total}`,
      );
    }
  }
  return { ok: true, value: constraints };
}

/**
 * Reads constraint texts and predealt hands and checks them: CONSTRAINT_SYNTAX (with the column),
 * BAD_HAND for an unreadable predeal, CONSTRAINT_CONTRADICTION when counting shows that no deal
 * can meet them.
 */
export function compileDealConstraints(input: DealConstraintsInput): ConstraintResult<DealConstraints> {
  const parsed: Partial<Record<ConstraintTarget, ConstraintExpr>> = {};
  for (const target of CONSTRAINT_TARGETS) {
    const text = input.constraints?.[target];
    if (text === undefined) continue;
    const expr = parseConstraint(text, target);
    if (!expr.ok) return expr;
    parsed[target] = expr.value;
  }
  const predeal: Record<Seat, Hand> = { N: [], E: [], S: [], W: [] };
  for (const seat of SEATS) {
    const given = input.predeal?.[seat];
    if (given === undefined) continue;
    const hand = parsePredeal(seat, given);
    if (!hand.ok) return hand;
    predeal[seat] = hand.value;
  }
  return findContradiction({ constraints: parsed, predeal });
}

/** The constraints written back in the language, by target (for reports and JSON output). */
export function formatDealConstraints(
  constraints: DealConstraints,
): Partial<Record<ConstraintTarget, string>> {
  const texts: Partial<Record<ConstraintTarget, string>> = {};
  for (const target of CONSTRAINT_TARGETS) {
    const expr = constraints.constraints[target];
    if (expr !== undefined) texts[target] = formatConstraint(expr);
  }
  return texts;
}
