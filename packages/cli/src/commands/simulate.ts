import {
  type Contract,
  constrainedDealer,
  type Deal,
  duplicateScore,
  fail,
  formatContract,
  formatDeal,
  imps,
  isVulnerable,
  lho,
  makeError,
  ok,
  parseContract,
  parseSeat,
  parseVulnerability,
  type Result,
  SEAT_NAMES,
  type Seat,
  type Side,
  type Strain,
  sideOf,
  type TenaceError,
  type Vulnerability,
} from '@tenace/engine';
import type { DdPool, DdSolution, DdTask } from '@tenace/solver';
import { createNodePool } from '@tenace/solver/node';
import type { CliIo } from '../io.js';
import { EXIT_OK, type OutputOptions, printJson, reportError } from '../output.js';
import { solveBatch } from '../solving.js';
import { parseThreads } from './dd.js';
import {
  acceptanceText,
  type ConstraintOptions,
  compileOptions,
  constraintsJson,
  countOption,
  randomSourceOf,
  reportConstraintError,
} from './deal.js';

// `tenace simulate`: deal N boards that meet the constraints, solve each contract double dummy
// with declarer's left-hand opponent on lead, and report what analysts ask of a simulation: how
// often the contract makes, the trick distribution, the mean score, and for two contracts the
// mean IMPs between them.

export interface SimulateOptions extends ConstraintOptions {
  /** Contracts such as '4S', '3NT:N' (declarer after a colon, else --by). */
  readonly contract?: readonly string[];
  readonly by?: string;
  readonly count?: string;
  readonly vul?: string;
  readonly threads?: string;
  readonly progress?: boolean;
  /** JSON: also list each deal with declarer's tricks in each contract. */
  readonly deals?: boolean;
}

/** Where simulate writes besides the CliIo: the progress bar, and the pool it may start. */
export interface SimulateEnv {
  /** A bar on this stream, or none. */
  readonly progress: NodeJS.WriteStream | null;
  readonly makePool: (workers: number) => DdPool;
}

export function defaultSimulateEnv(): SimulateEnv {
  return {
    progress: process.stderr.isTTY ? process.stderr : null,
    makePool: (workers) => createNodePool({ workers }),
  };
}

/** A contract to simulate and its declarer. */
export interface SimulatedContract {
  readonly contract: Contract;
  readonly declarer: Seat;
}

/** What the simulation found for one contract. */
export interface ContractSummary {
  readonly contract: string;
  readonly declarer: Seat;
  /** Deals on which declarer takes 0, 1, …, 13 tricks double dummy. */
  readonly tricks: readonly number[];
  /** Share of deals on which the contract makes. */
  readonly makes: number;
  readonly meanTricks: number;
  /** Mean duplicate score of declarer's side. */
  readonly meanScore: number;
}

/** The first contract against another, per deal in IMPs for the side that declares the first. */
export interface ContractComparison {
  readonly first: string;
  readonly second: string;
  /** The side whose view the numbers take: the first contract's declaring side. Contracts as '4S:S'. */
  readonly side: Side;
  readonly meanImps: number;
  readonly meanScoreDifference: number;
  /** Deals on which the first contract scores more, the same, less. */
  readonly better: number;
  readonly equal: number;
  readonly worse: number;
}

/** The result of a simulation. */
export interface SimulationResult {
  readonly deals: number;
  readonly vulnerability: Vulnerability;
  readonly contracts: readonly ContractSummary[];
  readonly comparisons: readonly ContractComparison[];
}

/** Reads '4S', '4S:S', '3NT:N' with `by` as the declarer where none is written. */
export function parseSimulatedContract(text: string, by: string | undefined): Result<SimulatedContract> {
  const [contractText, seatText] = text.includes(':') ? text.split(':', 2) : [text, by];
  const contract = parseContract(contractText ?? '');
  if (!contract.ok) return contract;
  if (seatText === undefined || seatText.trim() === '') {
    return fail(
      'BAD_INPUT',
      `"${text}" needs a declarer: write ${text}:S or give --by`,
      `"${text}" braucht einen Alleinspieler: ${text}:S schreiben oder --by angeben`,
    );
  }
  const declarer = parseSeat(seatText);
  if (!declarer.ok) return declarer;
  return ok({ contract: contract.value, declarer: declarer.value });
}

/** Declarer's tricks for each contract on each deal, as the solver gives them. */
export type TrickTable = readonly (readonly number[])[];

/** The key of one solve: who leads and the strain (two contracts in one strain by one declarer share it). */
function solveKey(declarer: Seat, strain: Strain): string {
  return `${lho(declarer)}${strain}`;
}

/** The solver tasks for the deals: one per deal and distinct (opening leader, strain). */
export function simulationTasks(
  deals: readonly Deal[],
  contracts: readonly SimulatedContract[],
): { tasks: DdTask[]; index: (deal: number, contract: number) => number } {
  const keys = [...new Set(contracts.map((c) => solveKey(c.declarer, c.contract.strain)))];
  const tasks: DdTask[] = [];
  for (const deal of deals) {
    for (const key of keys) {
      const c = contracts.find((x) => solveKey(x.declarer, x.contract.strain) === key) as SimulatedContract;
      tasks.push({
        kind: 'solve',
        position: { hands: deal, leader: lho(c.declarer) },
        strain: c.contract.strain,
      });
    }
  }
  const slot = contracts.map((c) => keys.indexOf(solveKey(c.declarer, c.contract.strain)));
  return { tasks, index: (d, c) => d * keys.length + (slot[c] as number) };
}

/** Sums up declarer's tricks per deal and contract into the report. */
export function summarize(
  tricks: TrickTable,
  contracts: readonly SimulatedContract[],
  vulnerability: Vulnerability,
): SimulationResult {
  const n = tricks.length;
  const scores = contracts.map((c, k) =>
    tricks.map((row) =>
      duplicateScore(c.contract, isVulnerable(vulnerability, c.declarer), row[k] as number),
    ),
  );
  const summaries = contracts.map((c, k): ContractSummary => {
    const histogram = new Array<number>(14).fill(0);
    let made = 0;
    let sum = 0;
    for (const row of tricks) {
      const t = row[k] as number;
      histogram[t] = (histogram[t] as number) + 1;
      sum += t;
      if (t >= c.contract.level + 6) made++;
    }
    return {
      contract: formatContract(c.contract),
      declarer: c.declarer,
      tricks: histogram,
      makes: made / n,
      meanTricks: sum / n,
      meanScore: (scores[k] as number[]).reduce((a, b) => a + b, 0) / n,
    };
  });
  const first = contracts[0] as SimulatedContract;
  const side = sideOf(first.declarer);
  // A score for the other side counts against `side`.
  const forSide = (k: number, d: number) => {
    const score = (scores[k] as number[])[d] as number;
    return sideOf((contracts[k] as SimulatedContract).declarer) === side ? score : -score;
  };
  const comparisons = contracts.slice(1).map((_, j): ContractComparison => {
    const k = j + 1;
    let impSum = 0;
    let diffSum = 0;
    let better = 0;
    let equal = 0;
    let worse = 0;
    for (let d = 0; d < n; d++) {
      const diff = forSide(0, d) - forSide(k, d);
      impSum += imps(diff);
      diffSum += diff;
      if (diff > 0) better++;
      else if (diff === 0) equal++;
      else worse++;
    }
    return {
      first: `${summaries[0]?.contract}:${first.declarer}`,
      second: `${summaries[k]?.contract}:${contracts[k]?.declarer}`,
      side,
      meanImps: impSum / n,
      meanScoreDifference: diffSum / n,
      better,
      equal,
      worse,
    };
  });
  return { deals: n, vulnerability, contracts: summaries, comparisons };
}

const round = (x: number, digits = 3) => Number(x.toFixed(digits));
const signed = (x: number, digits: number) => (x > 0 ? `+${x.toFixed(digits)}` : x.toFixed(digits));
const percent = (x: number) => `${(100 * x).toFixed(1)}%`;

function resultText(result: SimulationResult, lang: 'en' | 'de'): string {
  const names = SEAT_NAMES[lang];
  const de = lang === 'de';
  const label = (contract: string, seat: Seat) => `${contract} ${de ? 'von' : 'by'} ${names[seat]}`;
  const lines: string[] = [];
  for (const c of result.contracts) {
    lines.push(
      de
        ? `${label(c.contract, c.declarer)}, Gefahrenlage ${result.vulnerability}, ${result.deals} Verteilungen`
        : `${label(c.contract, c.declarer)}, vulnerability ${result.vulnerability}, ${result.deals} deals`,
    );
    lines.push(de ? 'Stiche  Anzahl  Anteil' : 'tricks  deals   share');
    const widest = Math.max(...c.tricks);
    c.tricks.forEach((count, t) => {
      if (count === 0) return;
      const bar = '#'.repeat(Math.max(1, Math.round((40 * count) / widest)));
      lines.push(
        `${String(t).padStart(6)}  ${String(count).padStart(5)}  ${percent(count / result.deals).padStart(6)}  ${bar}`,
      );
    });
    lines.push(
      de
        ? `erfüllt ${percent(c.makes)}, im Mittel ${c.meanTricks.toFixed(2)} Stiche und ${signed(c.meanScore, 1)} Punkte für die Alleinspielerseite`
        : `makes ${percent(c.makes)}, mean ${c.meanTricks.toFixed(2)} tricks, mean score ${signed(c.meanScore, 1)} for declarer's side`,
      '',
    );
  }
  const named = (text: string) => {
    const [contract, seat] = text.split(':') as [string, Seat];
    return label(contract, seat);
  };
  for (const k of result.comparisons) {
    lines.push(
      de
        ? `${named(k.first)} gegen ${named(k.second)}: ${signed(k.meanImps, 2)} IMPs je Verteilung für ${k.side} (${signed(k.meanScoreDifference, 1)} Punkte; besser in ${k.better}, gleich in ${k.equal}, schlechter in ${k.worse} Verteilungen)`
        : `${named(k.first)} against ${named(k.second)}: ${signed(k.meanImps, 2)} IMPs a deal for ${k.side} (${signed(k.meanScoreDifference, 1)} points; better on ${k.better}, equal on ${k.equal}, worse on ${k.worse} deals)`,
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function solvedTricks(result: Result<unknown>): Result<number> {
  if (!result.ok) return result;
  return ok(13 - (result.value as DdSolution).tricks);
}

/** `tenace simulate`: double-dummy simulation of one or more contracts over constrained deals. */
export async function runSimulate(
  io: CliIo,
  positional: readonly string[],
  options: SimulateOptions,
  output: OutputOptions,
  env: SimulateEnv = defaultSimulateEnv(),
): Promise<number> {
  const contractTexts = options.contract ?? [];
  if (contractTexts.length === 0) {
    return reportError(
      io,
      makeError(
        'BAD_INPUT',
        'simulate needs --contract, e.g. --contract 4S --by S',
        'simulate braucht --contract, z. B. --contract 4S --by S',
      ),
      output,
    );
  }
  const contracts: SimulatedContract[] = [];
  for (const text of contractTexts) {
    const c = parseSimulatedContract(text, options.by);
    if (!c.ok) return reportError(io, c.error, output);
    contracts.push(c.value);
  }
  const vul = parseVulnerability(options.vul ?? 'None');
  if (!vul.ok) return reportError(io, vul.error, output);
  const count = countOption('count', options.count, 100, 1_000_000);
  if (!count.ok) return reportError(io, count.error, output);
  const threads = parseThreads(options.threads);
  if (!threads.ok) return reportError(io, threads.error, output);
  const compiled = compileOptions(io, options, positional, output);
  if (typeof compiled === 'number') return compiled;

  const dealer = constrainedDealer(compiled.constraints, randomSourceOf(options.seed), {
    maxAttempts: compiled.maxAttempts,
  });
  const deals: Deal[] = [];
  for (let i = 0; i < count.value; i++) {
    const next = dealer.next();
    if (!next.ok) return reportConstraintError(io, next.error, compiled.input, output);
    deals.push(next.value.deal);
  }

  const { tasks, index } = simulationTasks(deals, contracts);
  const solved = await solveBatch(tasks, {
    threads: threads.value,
    makePool: env.makePool,
    progress: options.progress === false ? null : env.progress,
    format: 'simulate [{bar}] {percentage}% | {value}/{total} solves | ETA {eta_formatted}',
  });
  if (!solved.ok) return reportError(io, solved.error, output);
  const results = solved.value;

  const table: number[][] = [];
  for (let d = 0; d < deals.length; d++) {
    const row: number[] = [];
    for (let k = 0; k < contracts.length; k++) {
      const tricks = solvedTricks(results[index(d, k)] as Result<unknown>);
      if (!tricks.ok) return reportError(io, tricks.error as TenaceError, output);
      row.push(tricks.value);
    }
    table.push(row);
  }
  const result = summarize(table, contracts, vul.value);
  if (output.json) {
    printJson(io, {
      ...result,
      contracts: result.contracts.map((c) => ({
        ...c,
        makes: round(c.makes, 4),
        meanTricks: round(c.meanTricks),
        meanScore: round(c.meanScore, 2),
      })),
      comparisons: result.comparisons.map((k) => ({
        ...k,
        meanImps: round(k.meanImps),
        meanScoreDifference: round(k.meanScoreDifference, 2),
      })),
      meta: {
        seed: options.seed ?? null,
        attempts: dealer.attempts,
        acceptanceRate: dealer.accepted / dealer.attempts,
        ...constraintsJson(compiled.constraints),
      },
      ...(options.deals
        ? { boards: deals.map((deal, d) => ({ deal: formatDeal(deal, 'N'), tricks: table[d] })) }
        : {}),
    });
  } else {
    const lang = output.lang ?? 'en';
    io.out(resultText(result, lang));
    io.err(`${acceptanceText(deals.length, dealer.attempts, dealer.accepted, lang)}\n`);
  }
  return EXIT_OK;
}
