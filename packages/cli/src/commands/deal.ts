import {
  type BoardInfo,
  boardInfo,
  CONSTRAINT_TARGETS,
  type ConstraintError,
  type ConstraintResult,
  type ConstraintTarget,
  compileDealConstraints,
  constrainedDealer,
  cryptoRandom,
  DEFAULT_MAX_ATTEMPTS,
  type Deal,
  type DealConstraints,
  type DealConstraintsInput,
  dealNumber,
  fail,
  formatDeal,
  formatDealConstraints,
  formatDealNumber,
  formatHand,
  hcp,
  makeError,
  ok,
  type RandomSource,
  type Result,
  SEAT_NAMES,
  SEATS,
  type Seat,
  seededRandom,
  writePbn,
} from '@tenace/engine';
import type { CliIo } from '../io.js';
import { EXIT_BAD_INPUT, EXIT_OK, errorObject, type OutputOptions, printJson } from '../output.js';
import { dealDiagram } from '../render/diagram.js';

/** The constraint and predeal options shared by `tenace deal` and `tenace simulate`. */
export interface ConstraintOptions {
  readonly north?: string;
  readonly east?: string;
  readonly south?: string;
  readonly west?: string;
  readonly ns?: string;
  readonly ew?: string;
  readonly northHand?: string;
  readonly eastHand?: string;
  readonly southHand?: string;
  readonly westHand?: string;
  readonly seed?: string;
  readonly maxAttempts?: string;
}

export interface DealOptions extends ConstraintOptions {
  readonly count?: string;
  readonly board?: string;
  readonly format?: string;
  readonly verbose?: boolean;
}

const OPTION_OF_TARGET: Readonly<Record<ConstraintTarget, keyof ConstraintOptions>> = {
  N: 'north',
  E: 'east',
  S: 'south',
  W: 'west',
  NS: 'ns',
  EW: 'ew',
};

const HAND_OPTION: Readonly<Record<Seat, keyof ConstraintOptions>> = {
  N: 'northHand',
  E: 'eastHand',
  S: 'southHand',
  W: 'westHand',
};

const TARGET_WORDS: Readonly<Record<string, ConstraintTarget>> = {
  n: 'N',
  north: 'N',
  nord: 'N',
  e: 'E',
  east: 'E',
  o: 'E',
  ost: 'E',
  s: 'S',
  south: 'S',
  süd: 'S',
  sued: 'S',
  w: 'W',
  west: 'W',
  ns: 'NS',
  'n-s': 'NS',
  'north-south': 'NS',
  ew: 'EW',
  'e-w': 'EW',
  'east-west': 'EW',
  ow: 'EW',
};

function badInput(en: string, de: string): Result<never> {
  return fail('BAD_INPUT', en, de);
}

/**
 * Reads the constraint options and positional constraints ("north hcp 15-17", "ns: spades 8+")
 * into the engine's input; a target given twice is joined with "and".
 */
export function constraintInput(
  options: ConstraintOptions,
  positional: readonly string[] = [],
): Result<DealConstraintsInput> {
  const texts: Partial<Record<ConstraintTarget, string>> = {};
  const add = (target: ConstraintTarget, text: string) => {
    const before = texts[target];
    texts[target] = before === undefined ? text : `(${before}) and (${text})`;
  };
  for (const target of CONSTRAINT_TARGETS) {
    const text = options[OPTION_OF_TARGET[target]];
    if (text !== undefined) add(target, text);
  }
  for (const item of positional) {
    const m = /^\s*([\p{L}-]+)\s*:?\s*(.*)$/su.exec(item);
    const target = m ? TARGET_WORDS[(m[1] as string).toLowerCase()] : undefined;
    if (m === null || target === undefined) {
      return badInput(
        `"${item}" does not start with a seat or partnership (north, east, south, west, ns, ew)`,
        `"${item}" beginnt nicht mit einem Sitz oder Paar (north, east, south, west, ns, ew)`,
      );
    }
    add(target, m[2] as string);
  }
  const predeal: Partial<Record<Seat, string>> = {};
  for (const seat of SEATS) {
    const hand = options[HAND_OPTION[seat]];
    if (hand !== undefined) predeal[seat] = hand;
  }
  return ok({ constraints: texts, predeal });
}

/** Reads a positive whole number option (at most `max`), or its default. */
export function countOption(
  name: string,
  text: string | undefined,
  fallback: number,
  max: number,
): Result<number> {
  if (text === undefined) return ok(fallback);
  const n = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || n < 1 || n > max) {
    return badInput(
      `--${name} "${text}" is not a whole number from 1 to ${max.toLocaleString('en-US')}`,
      `--${name} "${text}" ist keine ganze Zahl von 1 bis ${max.toLocaleString('en-US')}`,
    );
  }
  return ok(n);
}

/** The random source: seeded by --seed (repeatable), else the system's CSPRNG. */
export function randomSourceOf(seed: string | undefined): RandomSource {
  return seed === undefined ? cryptoRandom() : seededRandom(seed);
}

/**
 * Reports an error of the constraint language: JSON with the extra fields (target, position,
 * attempts), or a line on stderr and, for a syntax error, the constraint with a caret under the
 * column.
 */
export function reportConstraintError(
  io: CliIo,
  error: ConstraintError,
  input: DealConstraintsInput | undefined,
  options: OutputOptions,
): number {
  if (options.json) {
    const extra = {
      ...(error.target === undefined ? {} : { target: error.target }),
      ...(error.position === undefined ? {} : { position: error.position }),
      ...(error.attempts === undefined ? {} : { attempts: error.attempts }),
    };
    printJson(io, { error: { ...errorObject(error).error, ...extra } });
    return EXIT_BAD_INPUT;
  }
  io.err(`tenace: ${options.lang === 'de' ? error.messageDe : error.message} [${error.code}]\n`);
  const text = error.target === undefined ? undefined : input?.constraints?.[error.target];
  if (error.position !== undefined && text !== undefined && !text.includes('\n')) {
    io.err(`  ${text}\n  ${' '.repeat(error.position - 1)}^\n`);
  }
  return EXIT_BAD_INPUT;
}

/** Reads and checks the constraints; on failure reports and gives the exit code. */
export function compileOptions(
  io: CliIo,
  options: ConstraintOptions,
  positional: readonly string[],
  output: OutputOptions,
): { constraints: DealConstraints; input: DealConstraintsInput; maxAttempts: number } | number {
  const input = constraintInput(options, positional);
  if (!input.ok) return reportConstraintError(io, input.error, undefined, output);
  const maxAttempts = countOption('max-attempts', options.maxAttempts, DEFAULT_MAX_ATTEMPTS, 1e9);
  if (!maxAttempts.ok) return reportConstraintError(io, maxAttempts.error, undefined, output);
  const compiled: ConstraintResult<DealConstraints> = compileDealConstraints(input.value);
  if (!compiled.ok) return reportConstraintError(io, compiled.error, input.value, output);
  return { constraints: compiled.value, input: input.value, maxAttempts: maxAttempts.value };
}

/** The constraints as the JSON reports show them: canonical texts and predealt hands. */
export function constraintsJson(constraints: DealConstraints): {
  constraints: Partial<Record<ConstraintTarget, string>>;
  predeal: Partial<Record<Seat, string>>;
} {
  const predeal: Partial<Record<Seat, string>> = {};
  for (const seat of SEATS) {
    if (constraints.predeal[seat].length > 0) predeal[seat] = formatHand(constraints.predeal[seat]);
  }
  return { constraints: formatDealConstraints(constraints), predeal };
}

/** Attempts and the share that met the constraints, as analysts read it. */
export function acceptanceText(deals: number, attempts: number, accepted: number, lang: 'en' | 'de'): string {
  const rate = attempts === 0 ? 0 : (100 * accepted) / attempts;
  const shown = rate >= 1 ? rate.toFixed(1) : rate.toPrecision(2);
  const tried = attempts.toLocaleString('en-US');
  return lang === 'de'
    ? `${deals} Verteilung(en): ${tried} Versuche, ${shown}% erfüllten die Bedingungen`
    : `${deals} deal(s): ${tried} attempts, ${shown}% met the constraints`;
}

const FORMATS = ['text', 'pbn', 'json'] as const;
type DealFormat = (typeof FORMATS)[number];

interface DealtBoard {
  readonly info: BoardInfo;
  readonly deal: Deal;
}

function hcpLine(deal: Deal, lang: 'en' | 'de'): string {
  const names = SEAT_NAMES[lang];
  const label = lang === 'de' ? 'Figurenpunkte' : 'HCP';
  return `${label}: ${SEATS.map((s) => `${names[s]} ${hcp(deal[s])}`).join(', ')}\n`;
}

function boardJson(board: DealtBoard) {
  const number = dealNumber(board.deal);
  return {
    board: board.info.board,
    dealer: board.info.dealer,
    vulnerability: board.info.vulnerability,
    deal: formatDeal(board.deal, 'N'),
    hcp: Object.fromEntries(SEATS.map((s) => [s, hcp(board.deal[s])])),
    ...(number.ok ? { dealNumber: formatDealNumber(number.value, 'hex') } : {}),
  };
}

/**
 * `tenace deal`: random boards, uniform among those that meet the constraints, numbered from
 * --board with dealer and vulnerability by Law 2; a diagram, PBN or JSON.
 */
export function runDeal(
  io: CliIo,
  positional: readonly string[],
  options: DealOptions,
  output: OutputOptions,
): number {
  const asked = (options.format ?? 'text').toLowerCase() as DealFormat;
  const format: DealFormat = output.json ? 'json' : asked;
  if (!FORMATS.includes(asked)) {
    const error = makeError(
      'BAD_INPUT',
      `--format "${options.format}" is not one of ${FORMATS.join(', ')}`,
      `--format "${options.format}" ist nicht eines von ${FORMATS.join(', ')}`,
    );
    return reportConstraintError(io, error, undefined, output);
  }
  const json = { ...output, json: format === 'json' };
  const count = countOption('count', options.count, 1, 1_000_000);
  if (!count.ok) return reportConstraintError(io, count.error, undefined, json);
  const first = countOption('board', options.board, 1, Number.MAX_SAFE_INTEGER - 1_000_000);
  if (!first.ok) return reportConstraintError(io, first.error, undefined, json);
  const compiled = compileOptions(io, options, positional, json);
  if (typeof compiled === 'number') return compiled;

  const dealer = constrainedDealer(compiled.constraints, randomSourceOf(options.seed), {
    maxAttempts: compiled.maxAttempts,
  });
  const boards: DealtBoard[] = [];
  for (let i = 0; i < count.value; i++) {
    const next = dealer.next();
    if (!next.ok) return reportConstraintError(io, next.error, compiled.input, json);
    const info = boardInfo(first.value + i);
    if (!info.ok) return reportConstraintError(io, info.error, undefined, json);
    boards.push({ info: info.value, deal: next.value.deal });
  }

  const lang = output.lang ?? 'en';
  if (format === 'json') {
    printJson(io, {
      boards: boards.map(boardJson),
      meta: {
        seed: options.seed ?? null,
        count: boards.length,
        attempts: dealer.attempts,
        acceptanceRate: dealer.accepted / dealer.attempts,
        maxAttempts: compiled.maxAttempts,
        ...constraintsJson(compiled.constraints),
      },
    });
  } else if (format === 'pbn') {
    io.out(
      writePbn(
        boards.map(({ info, deal }) => ({
          tags: [],
          board: info.board,
          dealer: info.dealer,
          vulnerability: info.vulnerability,
          deal,
        })),
        { lineEnding: '\n' },
      ),
    );
  } else {
    io.out(
      boards.map(({ info, deal }) => dealDiagram(deal, info, { lang }) + hcpLine(deal, lang)).join('\n'),
    );
  }
  if (options.verbose && format !== 'json') {
    io.err(`${acceptanceText(boards.length, dealer.attempts, dealer.accepted, lang)}\n`);
  }
  return EXIT_OK;
}

/** The seat and partnership options, for registering on a command. */
export const CONSTRAINT_OPTION_HELP: readonly (readonly [string, string])[] = [
  ['--north <constraint>', 'North\'s hand, e.g. "hcp 15-17 balanced" (see docs/deal-language.md)'],
  ['--east <constraint>', "East's hand"],
  ['--south <constraint>', 'South\'s hand, e.g. "spades 5+"'],
  ['--west <constraint>', "West's hand"],
  ['--ns <constraint>', 'North-South together, e.g. "hcp 25+ spades 8+"'],
  ['--ew <constraint>', 'East-West together'],
  ['--north-hand <cards>', 'predeal North: a hand AKQ2.J93.K42.T83 (partial allowed) or cards "SA HK"'],
  ['--east-hand <cards>', 'predeal East'],
  ['--south-hand <cards>', 'predeal South'],
  ['--west-hand <cards>', 'predeal West'],
  ['--seed <seed>', 'repeatable deals (default: the system CSPRNG)'],
  [
    '--max-attempts <n>',
    `attempts allowed for each deal (default ${DEFAULT_MAX_ATTEMPTS.toLocaleString('en-US')})`,
  ],
];
