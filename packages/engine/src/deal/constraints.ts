import { parseCard } from '../cards/notation.js';
import { type Card, SEATS, type Seat, type Side, type Suit } from '../cards/types.js';
import { type ErrorCode, ok, type TenaceError } from '../errors.js';
import { DISTRIBUTION_METHODS, type DistributionMethod } from '../evaluation/distribution.js';

/*
 * The deal constraint language: what an analyst types to describe one hand ("hcp 15-17
 * balanced") or one partnership ("hcp 25+ spades 8+"), in the spirit of dealer, dealer.exe and
 * redeal. The grammar (docs/deal-language.md has the reference):
 *
 *   expression := or
 *   or         := and (('or' | '|' | '||') and)*
 *   and        := unary (('and' | '&' | '&&' | ',')? unary)*      adjacent terms are joined by and
 *   unary      := ('not' | '!') unary | '(' expression ')' | term
 *   term       := metric range | range metric | class | shape | ('has' | 'without') card+
 *   metric     := 'hcp' suit? | suit | 'controls' | 'losers' suit? | 'quicktricks' suit?
 *               | 'points' method? | 'dp' method | 'fit'
 *   range      := n '-' m | n '+' | '<' n | '<=' n | '>' n | '>=' n | '=' n | n
 *   shape      := a-b-c-d (any suit order) | a=b=c=d (spades=hearts=diamonds=clubs) | 'any' abcd
 *                 each length a digit or number, or x for any length
 *   class      := 'balanced' | 'semibalanced' | 'unbalanced' | 'one-suiter' | 'two-suiter' | 'three-suiter'
 *
 * A partnership's metrics are the sums over its two hands ('spades 8+' is an eight-card fit,
 * 'fit 8+' a fit in some suit); 'has' there means "one of the two holds it". Shapes and
 * classes describe one hand and are refused for a partnership.
 */

/** Whom a constraint describes: one seat, or a partnership (metrics summed over its two hands). */
export type ConstraintTarget = Seat | Side;

/**
 * An inclusive range of a metric's values; quick tricks come in halves, everything else in units.
 * `min` is at least 0; `max` is Infinity for an open range ('12+').
 */
export interface ConstraintRange {
  readonly min: number;
  readonly max: number;
}

/** What a range term measures. */
export type ConstraintMetric =
  | { readonly kind: 'hcp'; readonly suit?: Suit }
  | { readonly kind: 'length'; readonly suit: Suit }
  | { readonly kind: 'controls' }
  | { readonly kind: 'losers'; readonly suit?: Suit }
  | { readonly kind: 'quickTricks'; readonly suit?: Suit }
  /** HCP plus the distribution points of the method (the engine's `distributionPoints`). */
  | { readonly kind: 'points'; readonly method: DistributionMethod }
  | { readonly kind: 'distribution'; readonly method: DistributionMethod }
  /** The longest combined suit of a partnership. */
  | { readonly kind: 'fit' };

/** Shape classes: the engine's four (`shapeClass`), plus semibalanced and unbalanced. */
export type ConstraintShapeClass =
  | 'balanced'
  | 'semibalanced'
  | 'unbalanced'
  | 'oneSuiter'
  | 'twoSuiter'
  | 'threeSuiter';

/** A parsed constraint: a tree of and, or, not over terms. */
export type ConstraintExpr =
  | { readonly kind: 'and'; readonly terms: readonly ConstraintExpr[] }
  | { readonly kind: 'or'; readonly terms: readonly ConstraintExpr[] }
  | { readonly kind: 'not'; readonly term: ConstraintExpr }
  | { readonly kind: 'range'; readonly metric: ConstraintMetric; readonly range: ConstraintRange }
  | { readonly kind: 'class'; readonly shapeClass: ConstraintShapeClass }
  /**
   * Suit lengths: `exact` in suit order S, H, D, C; otherwise a pattern in any suit order.
   * An undefined length (written x) matches any length.
   */
  | { readonly kind: 'shape'; readonly exact: boolean; readonly lengths: readonly (number | undefined)[] }
  /** `has`: every card is held (by the seat, or by one of the partnership); `without`: none is. */
  | { readonly kind: 'cards'; readonly has: boolean; readonly cards: readonly Card[] };

/** An error of the constraint language: where in the text (1-based column) and whose constraint. */
export interface ConstraintError extends TenaceError {
  readonly target?: ConstraintTarget;
  /** 1-based column in the constraint text, for syntax errors. */
  readonly position?: number;
  /** Attempts made, for NO_DEAL_FOUND. */
  readonly attempts?: number;
}

/** A result whose error may carry the constraint fields. */
export type ConstraintResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ConstraintError };

const TARGET_NAMES: Readonly<Record<ConstraintTarget, readonly [string, string]>> = {
  N: ['North', 'Nord'],
  E: ['East', 'Ost'],
  S: ['South', 'Süd'],
  W: ['West', 'West'],
  NS: ['North-South', 'Nord-Süd'],
  EW: ['East-West', 'Ost-West'],
};

/** The target's name in English and German ('North', 'Nord'). */
export function targetName(target: ConstraintTarget): readonly [string, string] {
  return TARGET_NAMES[target];
}

/** Builds a constraint error value. */
export function constraintError(
  code: ErrorCode,
  message: string,
  messageDe: string,
  extra: { target?: ConstraintTarget; position?: number; attempts?: number } = {},
): ConstraintError {
  const seat =
    extra.target !== undefined && (SEATS as readonly string[]).includes(extra.target)
      ? { seat: extra.target as Seat }
      : {};
  return { code, message, messageDe, ...seat, ...extra };
}

function failWith<T>(error: ConstraintError): ConstraintResult<T> {
  return { ok: false, error };
}

// ---------------------------------------------------------------------------------------------
// Words

const SUIT_WORDS: Readonly<Record<string, Suit>> = {
  s: 'S',
  spade: 'S',
  spades: 'S',
  '♠': 'S',
  pik: 'S',
  h: 'H',
  heart: 'H',
  hearts: 'H',
  '♥': 'H',
  coeur: 'H',
  herz: 'H',
  d: 'D',
  diamond: 'D',
  diamonds: 'D',
  '♦': 'D',
  karo: 'D',
  c: 'C',
  club: 'C',
  clubs: 'C',
  '♣': 'C',
  treff: 'C',
  kreuz: 'C',
};

const CLASS_WORDS: Readonly<Record<string, ConstraintShapeClass>> = {
  balanced: 'balanced',
  bal: 'balanced',
  semibalanced: 'semibalanced',
  'semi-balanced': 'semibalanced',
  semibal: 'semibalanced',
  unbalanced: 'unbalanced',
  onesuiter: 'oneSuiter',
  'one-suiter': 'oneSuiter',
  twosuiter: 'twoSuiter',
  'two-suiter': 'twoSuiter',
  threesuiter: 'threeSuiter',
  'three-suiter': 'threeSuiter',
};

type MetricWord = 'hcp' | 'controls' | 'losers' | 'quickTricks' | 'points' | 'distribution' | 'fit';

const METRIC_WORDS: Readonly<Record<string, MetricWord>> = {
  hcp: 'hcp',
  controls: 'controls',
  control: 'controls',
  ctrl: 'controls',
  losers: 'losers',
  loser: 'losers',
  ltc: 'losers',
  quicktricks: 'quickTricks',
  'quick-tricks': 'quickTricks',
  qt: 'quickTricks',
  points: 'points',
  tp: 'points',
  dp: 'distribution',
  distribution: 'distribution',
  fit: 'fit',
};

const LOGIC_WORDS = new Set(['and', 'or', 'not', 'has', 'without', 'any']);

// ---------------------------------------------------------------------------------------------
// Scanner

type Token =
  | { readonly type: 'word'; readonly text: string; readonly at: number; readonly end: number }
  | { readonly type: 'number'; readonly value: number; readonly at: number; readonly end: number }
  /** Numbers (or x) joined by '-' or '=': a range '15-17' or a shape '5-4-3-1', '5=4=x=x'. */
  | {
      readonly type: 'dashed';
      readonly parts: readonly (number | undefined)[];
      readonly sep: '-' | '=';
      readonly at: number;
      readonly end: number;
    }
  | { readonly type: 'op'; readonly text: string; readonly at: number; readonly end: number }
  | { readonly type: 'end'; readonly at: number; readonly end: number };

const SPACE = /\s/;
const WORD_CHAR = /[\p{L}]/u;
const NUMBER = /^\d+(?:\.\d+)?/;
const DASHED = /^(?:\d+(?:\.\d+)?|x)(?:([-=])(?:\d+(?:\.\d+)?|x))+(?![\p{L}\d])/iu;
const COMPACT_SHAPE = /^[0-9x]{4}(?![\p{L}\d])/iu;
const OPERATORS = ['<=', '>=', '&&', '||', '<', '>', '=', '+', '(', ')', ',', '&', '|', '!'];

class Parser {
  private pos = 0;
  private peeked: Token | undefined;

  constructor(
    private readonly text: string,
    private readonly target: ConstraintTarget,
  ) {}

  private skipSpace(): void {
    while (this.pos < this.text.length && SPACE.test(this.text[this.pos] as string)) this.pos++;
  }

  private scan(): Token {
    this.skipSpace();
    const at = this.pos;
    const rest = this.text.slice(at);
    if (rest.length === 0) return { type: 'end', at, end: at };
    const dashed = DASHED.exec(rest);
    if (dashed) {
      const sep = dashed[1] as '-' | '=';
      const raw = dashed[0];
      if (raw.includes('-') && raw.includes('=')) {
        return { type: 'dashed', parts: [], sep: '-', at, end: at + raw.length };
      }
      const parts = raw.split(sep).map((p) => (p.toLowerCase() === 'x' ? undefined : Number(p)));
      return { type: 'dashed', parts, sep, at, end: at + raw.length };
    }
    const number = NUMBER.exec(rest);
    if (number) return { type: 'number', value: Number(number[0]), at, end: at + number[0].length };
    const first = rest[0] as string;
    if ('♠♥♦♣'.includes(first)) return { type: 'word', text: first, at, end: at + 1 };
    if (WORD_CHAR.test(first)) {
      let end = at + 1;
      for (;;) {
        while (end < this.text.length && WORD_CHAR.test(this.text[end] as string)) end++;
        // 'one-suiter', 'semi-balanced', 'quick-tricks': a hyphen joins two words.
        if (this.text[end] === '-' && WORD_CHAR.test(this.text[end + 1] ?? '')) end++;
        else break;
      }
      return { type: 'word', text: this.text.slice(at, end).toLowerCase(), at, end };
    }
    for (const op of OPERATORS) {
      if (rest.startsWith(op)) return { type: 'op', text: op, at, end: at + op.length };
    }
    return { type: 'op', text: first, at, end: at + 1 };
  }

  private peek(): Token {
    if (this.peeked === undefined) this.peeked = this.scan();
    return this.peeked;
  }

  private next(): Token {
    const token = this.peek();
    this.peeked = undefined;
    this.pos = token.end;
    return token;
  }

  private shown(token: Token): string {
    return token.type === 'end' ? 'the end' : `"${this.text.slice(token.at, token.end)}"`;
  }

  private shownDe(token: Token): string {
    return token.type === 'end' ? 'das Ende' : `"${this.text.slice(token.at, token.end)}"`;
  }

  error<T>(at: number, en: string, de: string): ConstraintResult<T> {
    const [name, nameDe] = TARGET_NAMES[this.target];
    return failWith(
      constraintError(
        'CONSTRAINT_SYNTAX',
        `${name}, column ${at + 1}: ${en}`,
        `${nameDe}, Spalte ${at + 1}: ${de}`,
        { target: this.target, position: at + 1 },
      ),
    );
  }

  parseAll(): ConstraintResult<ConstraintExpr> {
    if (this.peek().type === 'end') {
      return this.error(0, 'the constraint is empty', 'die Bedingung ist leer');
    }
    const expr = this.parseOr();
    if (!expr.ok) return expr;
    const token = this.peek();
    if (token.type !== 'end') {
      return this.error(token.at, `unexpected ${this.shown(token)}`, `unerwartet: ${this.shownDe(token)}`);
    }
    return expr;
  }

  private isOr(token: Token): boolean {
    return (
      (token.type === 'word' && token.text === 'or') ||
      (token.type === 'op' && (token.text === '|' || token.text === '||'))
    );
  }

  private isAnd(token: Token): boolean {
    return (
      (token.type === 'word' && token.text === 'and') ||
      (token.type === 'op' && (token.text === '&' || token.text === '&&' || token.text === ','))
    );
  }

  private startsTerm(token: Token): boolean {
    if (token.type === 'end') return false;
    if (token.type === 'op')
      return token.text === '(' || token.text === '!' || '<>='.includes(token.text[0] as string);
    if (token.type === 'word') return !this.isOr(token) && !this.isAnd(token);
    return true;
  }

  private parseOr(): ConstraintResult<ConstraintExpr> {
    const first = this.parseAnd();
    if (!first.ok) return first;
    const terms = [first.value];
    while (this.isOr(this.peek())) {
      this.next();
      const term = this.parseAnd();
      if (!term.ok) return term;
      terms.push(term.value);
    }
    return ok(terms.length === 1 ? first.value : { kind: 'or', terms });
  }

  private parseAnd(): ConstraintResult<ConstraintExpr> {
    const first = this.parseUnary();
    if (!first.ok) return first;
    const terms = [first.value];
    for (;;) {
      const token = this.peek();
      if (this.isAnd(token)) {
        this.next();
      } else if (!this.startsTerm(token) || (token.type === 'op' && token.text === ')')) {
        break;
      }
      const term = this.parseUnary();
      if (!term.ok) return term;
      terms.push(term.value);
    }
    return ok(terms.length === 1 ? first.value : { kind: 'and', terms });
  }

  private parseUnary(): ConstraintResult<ConstraintExpr> {
    const token = this.peek();
    if ((token.type === 'word' && token.text === 'not') || (token.type === 'op' && token.text === '!')) {
      this.next();
      const term = this.parseUnary();
      if (!term.ok) return term;
      return ok({ kind: 'not', term: term.value });
    }
    if (token.type === 'op' && token.text === '(') {
      this.next();
      const inner = this.parseOr();
      if (!inner.ok) return inner;
      const close = this.peek();
      if (!(close.type === 'op' && close.text === ')')) {
        return this.error(
          close.at,
          `")" expected for the "(" in column ${token.at + 1}, found ${this.shown(close)}`,
          `")" erwartet zur "(" in Spalte ${token.at + 1}, gefunden: ${this.shownDe(close)}`,
        );
      }
      this.next();
      return inner;
    }
    return this.parseTerm();
  }

  private parseTerm(): ConstraintResult<ConstraintExpr> {
    const token = this.peek();
    switch (token.type) {
      case 'end':
        return this.error(token.at, 'a term is missing at the end', 'am Ende fehlt eine Bedingung');
      case 'dashed':
        if (token.parts.length === 4) {
          this.next();
          return this.shape(token.parts, token.sep === '=', token.at);
        }
        return this.reversedRange();
      case 'number':
        return this.reversedRange();
      case 'op':
        if ('<>='.includes(token.text[0] as string)) return this.reversedRange();
        return this.error(token.at, `unexpected ${this.shown(token)}`, `unerwartet: ${this.shownDe(token)}`);
      case 'word':
        return this.wordTerm(token);
    }
  }

  private wordTerm(token: Token & { type: 'word' }): ConstraintResult<ConstraintExpr> {
    const word = token.text;
    this.next();
    const shapeClass = CLASS_WORDS[word];
    if (shapeClass !== undefined) {
      if (this.target === 'NS' || this.target === 'EW') return this.oneHandOnly(token);
      return ok({ kind: 'class', shapeClass });
    }
    if (word === 'has' || word === 'holds' || word === 'without' || word === 'lacks') {
      return this.cards(word === 'has' || word === 'holds', token);
    }
    if (word === 'any') return this.anyShape();
    const suit = SUIT_WORDS[word];
    if (suit !== undefined) return this.withRange({ kind: 'length', suit }, token);
    const metric = METRIC_WORDS[word];
    if (metric !== undefined) {
      const built = this.metricAfterWord(metric, token, true);
      if (!built.ok) return built;
      return this.withRange(built.value, token);
    }
    return this.error(
      token.at,
      `unknown word "${word}" (a term is e.g. "hcp 15-17", "spades 5+", "balanced", "5-4-x-x" or "has SA")`,
      `unbekanntes Wort "${word}" (eine Bedingung ist z. B. "hcp 15-17", "spades 5+", "balanced", "5-4-x-x" oder "has SA")`,
    );
  }

  private oneHandOnly<T>(token: Token): ConstraintResult<T> {
    return this.error(
      token.at,
      `${this.shown(token)} describes one hand; write it for a seat, not for a partnership`,
      `${this.shownDe(token)} beschreibt eine Hand; für einen Sitz schreiben, nicht für ein Paar`,
    );
  }

  /** The metric that a metric word names; `optionalSuit` allows 'hcp spades'. */
  private metricAfterWord(
    word: MetricWord,
    token: Token,
    optionalSuit: boolean,
  ): ConstraintResult<ConstraintMetric> {
    const nextSuit = (): Suit | undefined => {
      const after = this.peek();
      if (!optionalSuit || after.type !== 'word') return undefined;
      const suit = SUIT_WORDS[after.text];
      if (suit !== undefined) this.next();
      return suit;
    };
    const method = (): DistributionMethod | undefined => {
      const after = this.peek();
      if (after.type !== 'word' || !(DISTRIBUTION_METHODS as readonly string[]).includes(after.text)) {
        return undefined;
      }
      this.next();
      return after.text as DistributionMethod;
    };
    switch (word) {
      case 'hcp': {
        const suit = nextSuit();
        return ok(suit === undefined ? { kind: 'hcp' } : { kind: 'hcp', suit });
      }
      case 'losers': {
        const suit = nextSuit();
        return ok(suit === undefined ? { kind: 'losers' } : { kind: 'losers', suit });
      }
      case 'quickTricks': {
        const suit = nextSuit();
        return ok(suit === undefined ? { kind: 'quickTricks' } : { kind: 'quickTricks', suit });
      }
      case 'controls':
        return ok({ kind: 'controls' });
      case 'points':
        return ok({ kind: 'points', method: method() ?? 'length' });
      case 'distribution': {
        const m = method();
        if (m === undefined) {
          const after = this.peek();
          return this.error(
            after.at,
            `"dp" needs a method: ${DISTRIBUTION_METHODS.join(', ')}`,
            `"dp" braucht eine Methode: ${DISTRIBUTION_METHODS.join(', ')}`,
          );
        }
        return ok({ kind: 'distribution', method: m });
      }
      case 'fit':
        if (this.target !== 'NS' && this.target !== 'EW') {
          return this.error(
            token.at,
            '"fit" describes a partnership; write it with --ns or --ew (for one hand: "spades 5+")',
            '"fit" beschreibt ein Paar; mit --ns oder --ew schreiben (für eine Hand: "spades 5+")',
          );
        }
        return ok({ kind: 'fit' });
    }
  }

  private startsRange(token: Token): boolean {
    return (
      token.type === 'dashed' ||
      token.type === 'number' ||
      (token.type === 'op' && ['<', '<=', '>', '>=', '='].includes(token.text))
    );
  }

  private withRange(metric: ConstraintMetric, token: Token): ConstraintResult<ConstraintExpr> {
    const after = this.peek();
    if (!this.startsRange(after)) {
      return this.error(
        after.at,
        `${this.shown(token)} needs a range such as 5+, 2-3, <10 or 4, found ${this.shown(after)}`,
        `${this.shownDe(token)} braucht einen Bereich wie 5+, 2-3, <10 oder 4, gefunden: ${this.shownDe(after)}`,
      );
    }
    const range = this.parseRange(metric);
    if (!range.ok) return range;
    return ok({ kind: 'range', metric, range: range.value });
  }

  /** A range first, the metric after it: '15-17 hcp', '5+ spades'. */
  private reversedRange(): ConstraintResult<ConstraintExpr> {
    const start = this.peek();
    const range = this.parseRange(undefined);
    if (!range.ok) return range;
    const token = this.peek();
    if (token.type === 'word') {
      const suit = SUIT_WORDS[token.text];
      const metricWord = METRIC_WORDS[token.text];
      if (suit !== undefined || metricWord !== undefined) {
        this.next();
        let metric: ConstraintMetric;
        if (suit !== undefined) metric = { kind: 'length', suit };
        else {
          const built = this.metricAfterWord(metricWord as MetricWord, token, false);
          if (!built.ok) return built;
          metric = built.value;
        }
        const checked = this.checkRange(range.value, metric, start.at);
        if (!checked.ok) return checked;
        return ok({ kind: 'range', metric, range: checked.value });
      }
    }
    if (start.type === 'number' && start.value >= 1000) {
      return this.error(
        start.at,
        `"${this.text.slice(start.at, start.end)}" is not a term: write a shape suit by suit as 4=4=4=1, or in any suit order as 4-4-4-1 or "any 4441"`,
        `"${this.text.slice(start.at, start.end)}" ist keine Bedingung: eine Verteilung Farbe für Farbe als 4=4=4=1 schreiben, in beliebiger Reihenfolge als 4-4-4-1 oder "any 4441"`,
      );
    }
    return this.error(
      token.at,
      `a range must belong to something ("5+ spades", "15-17 hcp"), found ${this.shown(token)} after it`,
      `ein Bereich braucht eine Größe ("5+ spades", "15-17 hcp"), danach steht ${this.shownDe(token)}`,
    );
  }

  private parseRange(metric: ConstraintMetric | undefined): ConstraintResult<ConstraintRange> {
    const token = this.peek();
    const start = token.at;
    let range: ConstraintRange | undefined;
    if (token.type === 'dashed') {
      if (token.parts.length !== 2 || token.sep !== '-' || token.parts.some((p) => p === undefined)) {
        return this.error(
          token.at,
          `${this.shown(token)} is not a range (write 2-3, 5+ or <10)`,
          `${this.shownDe(token)} ist kein Bereich (z. B. 2-3, 5+ oder <10)`,
        );
      }
      this.next();
      range = { min: token.parts[0] as number, max: token.parts[1] as number };
    } else if (token.type === 'number') {
      this.next();
      const plus = this.peek();
      if (plus.type === 'op' && plus.text === '+' && plus.at === token.end) {
        this.next();
        range = { min: token.value, max: Number.POSITIVE_INFINITY };
      } else if (plus.type === 'op' && plus.text === '-' && plus.at === token.end) {
        return this.error(
          plus.at,
          `"${token.value}-" is not a range: write ${token.value}+ for at least ${token.value}, <=${token.value} for at most`,
          `"${token.value}-" ist kein Bereich: ${token.value}+ für mindestens ${token.value}, <=${token.value} für höchstens`,
        );
      } else if (plus.type === 'op' && plus.text === '+') {
        return this.error(plus.at, 'write "5+" without a space', '"5+" ohne Leerzeichen schreiben');
      } else {
        range = { min: token.value, max: token.value };
      }
    } else if (token.type === 'op' && ['<', '<=', '>', '>=', '='].includes(token.text)) {
      this.next();
      const bound = this.peek();
      if (bound.type !== 'number') {
        return this.error(
          bound.at,
          `a number is missing after "${token.text}"`,
          `nach "${token.text}" fehlt eine Zahl`,
        );
      }
      this.next();
      const step = metric?.kind === 'quickTricks' ? 0.5 : 1;
      const v = bound.value;
      range =
        token.text === '<'
          ? { min: 0, max: v - step }
          : token.text === '<='
            ? { min: 0, max: v }
            : token.text === '>'
              ? { min: v + step, max: Number.POSITIVE_INFINITY }
              : token.text === '>='
                ? { min: v, max: Number.POSITIVE_INFINITY }
                : { min: v, max: v };
    } else {
      return this.error(token.at, 'a range is missing', 'ein Bereich fehlt');
    }
    if (metric === undefined) return ok(range);
    return this.checkRange(range, metric, start);
  }

  /** Ranges are kept within what the metric can be, so the checker can add them up. */
  private checkRange(
    range: ConstraintRange,
    metric: ConstraintMetric,
    at: number,
  ): ConstraintResult<ConstraintRange> {
    const [low, high] = metricBounds(metric, this.target);
    const half = metric.kind === 'quickTricks';
    const whole = (n: number) =>
      !Number.isFinite(n) || (half ? Number.isInteger(n * 2) : Number.isInteger(n));
    if (!whole(range.min) || !whole(range.max)) {
      return this.error(
        at,
        half ? 'quick tricks come in halves (1.5, 2, 2.5)' : 'this count is a whole number',
        half ? 'Schnelle Stiche zählen in Halben (1.5, 2, 2.5)' : 'diese Zahl ist ganz',
      );
    }
    if (Math.max(low, range.min) > Math.min(high, range.max) || range.min > range.max) {
      const shown = `${formatRange(range)} ${formatMetric(metric)}`;
      return this.error(
        at,
        `${shown} is impossible: the value lies between ${low} and ${high}`,
        `${shown} ist unmöglich: der Wert liegt zwischen ${low} und ${high}`,
      );
    }
    return ok(range);
  }

  private shape(
    parts: readonly (number | undefined)[],
    exact: boolean,
    at: number,
  ): ConstraintResult<ConstraintExpr> {
    if (this.target === 'NS' || this.target === 'EW') {
      return this.error(
        at,
        'a shape describes one hand; write it for a seat, not for a partnership',
        'eine Verteilung beschreibt eine Hand; für einen Sitz schreiben, nicht für ein Paar',
      );
    }
    const known = parts.filter((p): p is number => p !== undefined);
    const sum = known.reduce((a, b) => a + b, 0);
    if (known.some((p) => !Number.isInteger(p) || p > 13)) {
      return this.error(at, 'a suit has 0 to 13 cards', 'eine Farbe hat 0 bis 13 Karten');
    }
    if (known.length === 4 ? sum !== 13 : sum > 13) {
      return this.error(
        at,
        `the lengths add up to ${sum}, but a hand has 13 cards`,
        `die Längen ergeben ${sum}, eine Hand hat aber 13 Karten`,
      );
    }
    return ok({ kind: 'shape', exact, lengths: [...parts] });
  }

  private anyShape(): ConstraintResult<ConstraintExpr> {
    this.skipSpace();
    const compact = COMPACT_SHAPE.exec(this.text.slice(this.pos));
    if (compact) {
      const at = this.pos;
      this.pos += compact[0].length;
      const parts = [...compact[0]].map((c) => (c.toLowerCase() === 'x' ? undefined : Number(c)));
      return this.shape(parts, false, at);
    }
    const next = this.peek();
    if (next.type === 'dashed' && next.parts.length === 4 && next.sep === '-') {
      this.next();
      return this.shape(next.parts, false, next.at);
    }
    return this.error(
      next.at,
      `"any" needs a pattern such as 4441 or 5-4-x-x after it, found ${this.shown(next)}`,
      `nach "any" fehlt ein Muster wie 4441 oder 5-4-x-x, gefunden: ${this.shownDe(next)}`,
    );
  }

  /** Cards after 'has' or 'without': 'SA HK', 'SA,HK', '♠A 10♥'. */
  private cards(has: boolean, token: Token): ConstraintResult<ConstraintExpr> {
    const cards: Card[] = [];
    this.peeked = undefined;
    this.pos = token.end;
    for (;;) {
      let at = this.pos;
      while (at < this.text.length && SPACE.test(this.text[at] as string)) at++;
      let start = at;
      // A comma between two cards separates them; before anything else it means "and".
      if (cards.length > 0 && this.text[start] === ',') {
        start++;
        while (start < this.text.length && SPACE.test(this.text[start] as string)) start++;
      }
      let end = start;
      while (
        end < this.text.length &&
        !SPACE.test(this.text[end] as string) &&
        !',()'.includes(this.text[end] as string)
      ) {
        end++;
      }
      const word = this.text.slice(start, end);
      const card = word.length > 0 && word.length <= 3 ? parseCard(word) : undefined;
      if (card === undefined || !card.ok || LOGIC_WORDS.has(word.toLowerCase())) {
        if (cards.length === 0) {
          return this.error(
            start,
            `"${word === '' ? 'has' : word}" is not a card: "${has ? 'has' : 'without'}" takes cards like SA HK CT`,
            `"${word === '' ? 'has' : word}" ist keine Karte: "${has ? 'has' : 'without'}" braucht Karten wie SA HK CT`,
          );
        }
        break;
      }
      if (cards.includes(card.value)) {
        return this.error(start, `${card.value} is named twice`, `${card.value} steht doppelt da`);
      }
      cards.push(card.value);
      this.pos = end;
    }
    return ok({ kind: 'cards', has, cards });
  }
}

/** The values a metric can take for one hand or a partnership (summed). */
export function metricBounds(metric: ConstraintMetric, target: ConstraintTarget): readonly [number, number] {
  const hands = target === 'NS' || target === 'EW' ? 2 : 1;
  switch (metric.kind) {
    case 'hcp':
      return [0, metric.suit === undefined ? (hands === 1 ? 37 : 40) : 10];
    case 'length':
      return [0, 13];
    case 'controls':
      return [0, 12];
    case 'losers':
      return [0, metric.suit === undefined ? 12 * hands : 3 * hands];
    case 'quickTricks':
      return [0, metric.suit === undefined ? 8 : 2];
    case 'points':
    case 'distribution':
      return [0, 80 * hands];
    case 'fit':
      return [0, 13];
  }
}

/** Parses one seat's or partnership's constraint text; CONSTRAINT_SYNTAX with the 1-based column. */
export function parseConstraint(
  text: string,
  target: ConstraintTarget = 'N',
): ConstraintResult<ConstraintExpr> {
  return new Parser(text, target).parseAll();
}

// ---------------------------------------------------------------------------------------------
// Writing

/** A range as the language writes it: '15-17', '5+', '4'. */
export function formatRange(range: ConstraintRange): string {
  if (range.min === range.max) return String(range.min);
  if (range.max === Number.POSITIVE_INFINITY) return `${range.min}+`;
  return `${range.min}-${range.max}`;
}

const SUIT_WORD: Readonly<Record<Suit, string>> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

function formatMetric(metric: ConstraintMetric): string {
  const suit = 'suit' in metric && metric.suit !== undefined ? ` ${SUIT_WORD[metric.suit]}` : '';
  switch (metric.kind) {
    case 'hcp':
      return `hcp${suit}`;
    case 'length':
      return SUIT_WORD[metric.suit];
    case 'controls':
      return 'controls';
    case 'losers':
      return `losers${suit}`;
    case 'quickTricks':
      return `quicktricks${suit}`;
    case 'points':
      return `points ${metric.method}`;
    case 'distribution':
      return `dp ${metric.method}`;
    case 'fit':
      return 'fit';
  }
}

const CLASS_TEXT: Readonly<Record<ConstraintShapeClass, string>> = {
  balanced: 'balanced',
  semibalanced: 'semibalanced',
  unbalanced: 'unbalanced',
  oneSuiter: 'one-suiter',
  twoSuiter: 'two-suiter',
  threeSuiter: 'three-suiter',
};

/** Writes a constraint back in the language, in a canonical form that parses to the same tree. */
export function formatConstraint(expr: ConstraintExpr): string {
  switch (expr.kind) {
    case 'and':
      return expr.terms
        .map((t) => (t.kind === 'or' ? `(${formatConstraint(t)})` : formatConstraint(t)))
        .join(' ');
    case 'or':
      return expr.terms
        .map((t) => (t.kind === 'or' ? `(${formatConstraint(t)})` : formatConstraint(t)))
        .join(' or ');
    case 'not': {
      const inner = formatConstraint(expr.term);
      return expr.term.kind === 'and' || expr.term.kind === 'or' ? `not (${inner})` : `not ${inner}`;
    }
    case 'range':
      return `${formatMetric(expr.metric)} ${formatRange(expr.range)}`;
    case 'class':
      return CLASS_TEXT[expr.shapeClass];
    case 'shape':
      return expr.lengths.map((n) => (n === undefined ? 'x' : String(n))).join(expr.exact ? '=' : '-');
    case 'cards':
      return `${expr.has ? 'has' : 'without'} ${expr.cards.join(' ')}`;
  }
}
