import {
  DISTRIBUTION_METHODS,
  type DistributionMethod,
  evaluateHand,
  formatHand,
  type Hand,
  type HandEvaluation,
  makeError,
  ok,
  parseHand,
  type Result,
  type ShapeClass,
  type ShortnessScale,
  SUIT_NAMES,
  SUITS,
  type Suit,
  sortCards,
  suitOf,
  supportPoints,
  totalPoints,
} from '@tenace/engine';
import type { CliIo } from '../io.js';
import { EXIT_OK, type OutputOptions, printJson, reportError } from '../output.js';

const SCALES: readonly ShortnessScale[] = ['3-2-1', '5-3-1'];

export interface EvalOptions {
  /** Only this trump suit for support points ('S', 'H', 'D', 'C' or a symbol). */
  readonly fit?: string;
  /** Only this shortness scale for support points. */
  readonly scale?: string;
}

/** Support points and total points once `suit` is agreed as trumps, for one shortness scale. */
export interface FitEvaluation {
  readonly trump: Suit;
  readonly scale: ShortnessScale;
  /** Points for short side suits (void, singleton, doubleton). */
  readonly supportPoints: number;
  /** HCP plus distribution points by each method with this fit (`totalPoints`). */
  readonly totalPoints: Readonly<Record<DistributionMethod, number>>;
}

/** Everything `tenace eval` reports: the hand, the engine's evaluation, and the fit variants. */
export interface EvalAnswer extends HandEvaluation {
  readonly hand: string;
  readonly fits: readonly FitEvaluation[];
}

const SUIT_WORDS: Readonly<Record<string, Suit>> = {
  s: 'S',
  '♠': 'S',
  spades: 'S',
  h: 'H',
  '♥': 'H',
  hearts: 'H',
  d: 'D',
  '♦': 'D',
  diamonds: 'D',
  c: 'C',
  '♣': 'C',
  clubs: 'C',
};

function badOption(en: string, de: string): Result<never> {
  return { ok: false, error: makeError('BAD_INPUT', en, de) };
}

/** Evaluates a hand written in PBN order (S.H.D.C); the permissive hand reader's spellings are accepted. */
export function evalRequest(text: string, options: EvalOptions = {}): Result<EvalAnswer> {
  const hand = parseHand(text);
  if (!hand.ok) return hand;
  const evaluation = evaluateHand(hand.value);
  if (!evaluation.ok) return evaluation;
  let trumps: readonly Suit[] = SUITS;
  if (options.fit !== undefined) {
    const suit = SUIT_WORDS[options.fit.trim().toLowerCase()];
    if (suit === undefined)
      return badOption(
        `"${options.fit}" is not a trump suit (S, H, D or C)`,
        `"${options.fit}" ist keine Trumpffarbe (S, H, D oder C)`,
      );
    trumps = [suit];
  }
  let scales = SCALES;
  if (options.scale !== undefined) {
    if (!(SCALES as readonly string[]).includes(options.scale))
      return badOption(
        `"${options.scale}" is not a shortness scale (3-2-1 or 5-3-1)`,
        `"${options.scale}" ist keine Kürzen-Skala (3-2-1 oder 5-3-1)`,
      );
    scales = [options.scale as ShortnessScale];
  }
  const fits = trumps.flatMap((trump) => scales.map((scale) => fitOf(hand.value, trump, scale)));
  return ok({ hand: formatHand(hand.value, { voids: 'dash' }), ...evaluation.value, fits });
}

function fitOf(hand: Hand, trump: Suit, scale: ShortnessScale): FitEvaluation {
  const total = Object.fromEntries(
    DISTRIBUTION_METHODS.map((method) => [method, totalPoints(hand, { method, fit: trump, scale })]),
  ) as Record<DistributionMethod, number>;
  return { trump, scale, supportPoints: supportPoints(hand, trump, scale), totalPoints: total };
}

const SHAPE_CLASS: Readonly<Record<'en' | 'de', Readonly<Record<ShapeClass, string>>>> = {
  en: { balanced: 'balanced', oneSuiter: 'one-suiter', twoSuiter: 'two-suiter', threeSuiter: 'three-suiter' },
  de: {
    balanced: 'NT-Verteilung',
    oneSuiter: 'Einfärber',
    twoSuiter: 'Zweifärber',
    threeSuiter: 'Dreifärber',
  },
};

const METHOD_LABEL: Readonly<Record<DistributionMethod, string>> = {
  shape: 'shape (seed 000)',
  shortness: 'shortness 3-2-1 (seeds 001, 004)',
  length: 'length (seed 004)',
};

const CONTROL_LABEL = {
  en: ['none', 'second round', 'first round'],
  de: ['keine', 'zweite Runde', 'erste Runde'],
} as const;

const SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

function num(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

function describe(answer: EvalAnswer, hand: Hand, lang: 'en' | 'de'): string {
  const names = SUIT_NAMES[lang];
  const de = lang === 'de';
  const col = (s: string, n: number) => s.padStart(n);
  const lines: string[] = [];
  const holding = (suit: Suit) => {
    const ranks = sortCards(hand.filter((c) => suitOf(c) === suit)).map((c) => c[1]);
    return ranks.length ? ranks.join(' ') : '—';
  };
  const first = (suit: Suit) => `${SYMBOL[suit]} ${names[suit].padEnd(9)}${holding(suit)}`;
  const width = Math.max(...SUITS.map((suit) => [...first(suit)].length)) + 2;
  lines.push(`Hand ${answer.hand}`);
  lines.push('');
  lines.push(
    `${(de ? 'Farbe' : 'suit').padEnd(width)}${col(de ? 'Länge' : 'length', 7)}${col('HCP', 5)}${col(de ? 'Verlierer' : 'losers', 10)}${col(de ? 'schnelle St.' : 'quick tricks', 14)}  ${de ? 'Kontrolle' : 'control'}`,
  );
  for (const suit of SUITS) {
    const s = answer.suits[suit];
    lines.push(
      `${first(suit).padEnd(width)}${col(String(s.length), 7)}${col(String(s.hcp), 5)}${col(String(s.losers), 10)}${col(num(s.quickTricks), 14)}  ${CONTROL_LABEL[lang][s.control]}`,
    );
  }
  lines.push(
    `${(de ? 'gesamt' : 'total').padEnd(width)}${col('13', 7)}${col(String(answer.hcp), 5)}${col(String(answer.losingTricks), 10)}${col(num(answer.quickTricks), 14)}`,
  );
  lines.push('');
  const label = (en: string, deText: string) => `${de ? deText : en}:`.padEnd(36);
  lines.push(`${label('High-card points', 'Figurenpunkte (HCP)')}${answer.hcp}`);
  lines.push(
    `${label('Shape', 'Verteilung')}${answer.shapeString} (${answer.exactShape}), ${SHAPE_CLASS[lang][answer.shapeClass]}`,
  );
  lines.push(`${label('Distribution points', 'Verteilungspunkte')}`);
  for (const method of DISTRIBUTION_METHODS)
    lines.push(`  ${METHOD_LABEL[method].padEnd(34)}${answer.distributionPoints[method]}`);
  lines.push(`${label('Points (HCP + length)', 'Punkte (HCP + Länge)')}${answer.points}`);
  lines.push(`${label('Controls (A = 2, K = 1)', 'Kontrollen (A = 2, K = 1)')}${answer.controls}`);
  lines.push(`${label('Losing trick count', 'Verliererzahl (LTC)')}${answer.losingTricks}`);
  lines.push(`${label('Quick tricks', 'Schnelle Stiche')}${num(answer.quickTricks)}`);
  lines.push('');
  lines.push(
    de
      ? 'Mit Fit (Trumpf vereinbart): Unterstützungspunkte und Gesamtpunkte je Methode'
      : 'With a fit (trumps agreed): support points, and total points by method',
  );
  lines.push(
    `  ${(de ? 'Trumpf' : 'trumps').padEnd(8)}${(de ? 'Skala' : 'scale').padEnd(8)}${col(de ? 'Unterst.' : 'support', 8)}${col('length', 8)}${col('shortness', 11)}${col('shape', 7)}`,
  );
  for (const fit of answer.fits) {
    lines.push(
      `  ${`${SYMBOL[fit.trump]} ${fit.trump}`.padEnd(8)}${fit.scale.padEnd(8)}${col(String(fit.supportPoints), 8)}${col(String(fit.totalPoints.length), 8)}${col(String(fit.totalPoints.shortness), 11)}${col(String(fit.totalPoints.shape), 7)}`,
    );
  }
  return `${lines.map((line) => line.trimEnd()).join('\n')}\n`;
}

/** `tenace eval <hand> [--fit S] [--scale 5-3-1]`. */
export function runEval(io: CliIo, text: string, options: EvalOptions, output: OutputOptions): number {
  const answer = evalRequest(text, options);
  if (!answer.ok) return reportError(io, answer.error, output);
  if (output.json) printJson(io, answer.value);
  else {
    const hand = parseHand(text);
    io.out(describe(answer.value, hand.ok ? hand.value : [], output.lang ?? 'en'));
  }
  return EXIT_OK;
}
