import {
  addChicagoDeal,
  addRubberDeal,
  type ChicagoSettings,
  type ChicagoVariant,
  chicagoSheet,
  endRubber,
  formatContract,
  type HonoursClaim,
  makeError,
  ok,
  parseContract,
  parseSeat,
  type Result,
  type RubberDeal,
  type RubberEntry,
  type RubberSettings,
  rubberSheet,
  type Seat,
  type Side,
  startChicago,
  startRubber,
  type TenaceError,
} from '@tenace/engine';
import { type CliIo, readInputFile } from '../io.js';
import { EXIT_OK, type OutputOptions, printJson, reportError } from '../output.js';

export interface RubberOptions {
  readonly chicago?: boolean;
  readonly variant?: string;
  readonly vul23?: string;
  readonly dealer?: string;
  readonly honours?: boolean;
  readonly partscoreBonus?: string;
  readonly end?: boolean;
}

/** What a score-sheet file says: its form and settings (from its header lines) and its deals. */
interface SheetFile {
  readonly form: 'rubber' | 'chicago';
  readonly settings: Record<string, string>;
  readonly deals: readonly { readonly line: number; readonly deal: RubberDeal }[];
}

function lineError(line: number, error: TenaceError): TenaceError {
  return {
    ...error,
    message: `line ${line}: ${error.message}`,
    messageDe: `Zeile ${line}: ${error.messageDe}`,
    line,
  };
}

/**
 * Reads a score-sheet file. One deal per line: `4S S 10`, `3NTX E 7`, `4H N 10 honours NS 100`
 * or `pass` (passed out); settings as `form chicago`, `dealer E`, `variant B`, `vul23 nonDealer`;
 * `#` starts a comment.
 */
export function parseSheetFile(text: string): Result<SheetFile> {
  const deals: { line: number; deal: RubberDeal }[] = [];
  const settings: Record<string, string> = {};
  let form: 'rubber' | 'chicago' = 'rubber';
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const words = (raw.split('#')[0] ?? '').trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const [head = '', ...rest] = words;
    const key = head.toLowerCase();
    if (key === 'form' && (rest[0] === 'rubber' || rest[0] === 'chicago') && rest.length === 1) {
      form = rest[0];
      continue;
    }
    if (
      ['dealer', 'variant', 'vul23', 'honours-setting', 'partscore-bonus'].includes(key) &&
      rest.length === 1
    ) {
      settings[key] = rest[0] as string;
      continue;
    }
    if (['pass', 'passed', 'passout', 'ap', 'allpass'].includes(key) && rest.length === 0) {
      deals.push({ line, deal: { passedOut: true } });
      continue;
    }
    const deal = parseDealLine(words);
    if (!deal.ok) return { ok: false, error: lineError(line, deal.error) };
    deals.push({ line, deal: deal.value });
  }
  return ok({ form, settings, deals });
}

function parseDealLine(words: readonly string[]): Result<RubberDeal> {
  const [contractText = '', declarerText = '', tricksText = '', ...rest] = words;
  const contract = parseContract(contractText);
  if (!contract.ok) return contract;
  const declarer = parseSeat(declarerText);
  if (!declarer.ok) return declarer;
  const tricks = Number(tricksText);
  if (!/^\d{1,2}$/.test(tricksText) || tricks > 13) {
    return {
      ok: false,
      error: makeError(
        'BAD_TRICKS',
        `"${tricksText}" is not a number of tricks (0 to 13)`,
        `"${tricksText}" ist keine Stichzahl (0 bis 13)`,
      ),
    };
  }
  if (rest.length === 0) return ok({ contract: contract.value, declarer: declarer.value, tricks });
  const [word = '', sideText = '', pointsText = ''] = rest;
  const side = sideText.toUpperCase() === 'OW' ? 'EW' : sideText.toUpperCase();
  const points = Number(pointsText);
  if (
    !/^(honours|honors|honneurs)$/i.test(word) ||
    rest.length !== 3 ||
    (side !== 'NS' && side !== 'EW') ||
    (points !== 100 && points !== 150)
  ) {
    return {
      ok: false,
      error: makeError(
        'BAD_RESULT',
        `"${rest.join(' ')}" should read like "honours NS 100" (100 or 150)`,
        `"${rest.join(' ')}" sollte lauten wie "honours NS 100" (100 oder 150)`,
      ),
    };
  }
  const honours: HonoursClaim = { side: side as Side, points: points as 100 | 150 };
  return ok({ contract: contract.value, declarer: declarer.value, tricks, honours });
}

function describeDeal(deal: RubberDeal): string {
  if ('passedOut' in deal) return 'passed out';
  const needed = deal.contract.level + 6;
  const diff = deal.tricks - needed;
  const outcome = diff === 0 ? '=' : diff > 0 ? `+${diff}` : `${diff}`;
  const honours = deal.honours ? ` (honours ${deal.honours.side} ${deal.honours.points})` : '';
  return `${formatContract(deal.contract)}${outcome} ${deal.declarer}${honours}`;
}

const KIND_LABELS: Readonly<Record<RubberEntry['kind'], string>> = {
  tricks: 'tricks',
  overtricks: 'overtricks',
  insult: 'insult',
  slam: 'slam',
  undertricks: 'undertricks',
  game: 'game',
  partScore: 'part-score',
  honours: 'honours',
  rubber: 'rubber',
  unfinishedGame: 'unfinished game',
  unfinishedPartScore: 'part-score in unfinished game',
};

/** `tenace rubber <file>`: the score sheet of a rubber or a Chicago round. */
export async function runRubber(
  io: CliIo,
  path: string,
  options: RubberOptions,
  output: OutputOptions,
): Promise<number> {
  const read = await readInputFile(io, path);
  if (!read.ok) return reportError(io, read.error, output);
  const text = read.value;
  const file = parseSheetFile(text);
  if (!file.ok) return reportError(io, file.error, output);
  const form = options.chicago ? 'chicago' : file.value.form;
  const dealerText = options.dealer ?? file.value.settings.dealer ?? 'N';
  const dealer = parseSeat(dealerText);
  if (!dealer.ok) return reportError(io, dealer.error, output);
  return form === 'chicago'
    ? chicagoRound(io, file.value, dealer.value, options, output)
    : rubberRound(io, file.value, dealer.value, options, output);
}

function rubberRound(
  io: CliIo,
  file: SheetFile,
  firstDealer: Seat,
  options: RubberOptions,
  output: OutputOptions,
): number {
  const bonusText = options.partscoreBonus ?? file.settings['partscore-bonus'] ?? '100';
  if (bonusText !== '100' && bonusText !== '50') {
    return reportError(
      io,
      makeError(
        'BAD_INPUT',
        `the unfinished part-score bonus is 100 or 50, not "${bonusText}"`,
        `der Bonus für ein Teilspiel im unvollendeten Robber ist 100 oder 50, nicht "${bonusText}"`,
      ),
      output,
    );
  }
  const settings: Partial<RubberSettings> = {
    firstDealer,
    unfinishedPartScoreBonus: Number(bonusText) as 100 | 50,
  };
  const start = startRubber(settings);
  if (!start.ok) return reportError(io, start.error, output);
  let state = start.value;
  for (const { line, deal } of file.deals) {
    const next = addRubberDeal(state, deal);
    if (!next.ok) return reportError(io, lineError(line, next.error), output);
    state = next.value;
  }
  if (options.end && state.status === 'playing') {
    const ended = endRubber(state);
    if (!ended.ok) return reportError(io, ended.error, output);
    state = ended.value;
  }
  const sheet = rubberSheet(state);
  if (output.json) {
    printJson(io, { form: 'rubber', ...sheet, deals: state.deals });
    return EXIT_OK;
  }
  const width = 34;
  const row = (left: string, right: string) => `${left.padEnd(width)}│ ${right}`;
  const entryText = (e: RubberEntry) =>
    `${String(e.points).padStart(5)}  ${KIND_LABELS[e.kind]} (deal ${e.deal})`;
  const lines: string[] = [row('  WE (NS)', 'THEY (EW)'), `${'─'.repeat(width)}┼${'─'.repeat(width)}`];
  const above = Math.max(sheet.we.above.length, sheet.they.above.length);
  for (let i = above - 1; i >= 0; i--) {
    const l = sheet.we.above[i];
    const r = sheet.they.above[i];
    lines.push(row(l ? entryText(l) : '', r ? entryText(r) : ''));
  }
  lines.push(`${'═'.repeat(width)}╪${'═'.repeat(width)}`);
  const games = Math.max(sheet.we.below.length, sheet.they.below.length);
  for (let g = 0; g < games; g++) {
    const l = sheet.we.below[g] ?? [];
    const r = sheet.they.below[g] ?? [];
    for (let i = 0; i < Math.max(l.length, r.length); i++) {
      const a = l[i];
      const b = r[i];
      lines.push(row(a ? entryText(a) : '', b ? entryText(b) : ''));
    }
    const gameLine = sheet.gameLines[g];
    if (gameLine)
      lines.push(`${'─'.repeat(width)}┼${'─'.repeat(width)}  game ${gameLine.game}: ${gameLine.winner}`);
  }
  lines.push(`${'═'.repeat(width)}╧${'═'.repeat(width)}`);
  lines.push(
    row(`${String(sheet.we.total).padStart(5)}  total`, `${String(sheet.they.total).padStart(5)}  total`),
  );
  const status =
    sheet.status === 'playing'
      ? `rubber in progress: games NS ${sheet.games.NS}, EW ${sheet.games.EW}; vulnerable ${sheet.vulnerability}; ${sheet.dealer} deals next`
      : `rubber ${sheet.status}: ${sheet.leader ? `${sheet.leader} win by ${sheet.margin}` : 'level'}`;
  lines.push(
    '',
    'Deals:',
    ...state.deals.map(
      (d) =>
        `  ${String(d.number).padStart(2)}. ${d.dealer} deals, vul ${d.vulnerability.padEnd(4)} ${describeDeal(d.result)}`,
    ),
    '',
    status,
  );
  io.out(`${lines.join('\n')}\n`);
  return EXIT_OK;
}

function chicagoRound(
  io: CliIo,
  file: SheetFile,
  firstDealer: Seat,
  options: RubberOptions,
  output: OutputOptions,
): number {
  const variant = (options.variant ?? file.settings.variant ?? 'A').toUpperCase();
  const vul23 = options.vul23 ?? file.settings.vul23 ?? 'dealer';
  if (!['A', 'B', 'C'].includes(variant) || !['dealer', 'nonDealer'].includes(vul23)) {
    return reportError(
      io,
      makeError(
        'BAD_INPUT',
        'Chicago takes variant A, B or C and vul23 dealer or nonDealer',
        'Chicago kennt die Varianten A, B oder C und vul23 dealer oder nonDealer',
      ),
      output,
    );
  }
  const settings: Partial<ChicagoSettings> = {
    variant: variant as ChicagoVariant,
    chicagoVul23: vul23 as 'dealer' | 'nonDealer',
    firstDealer,
    chicagoHonours: options.honours !== false,
  };
  const start = startChicago(settings);
  if (!start.ok) return reportError(io, start.error, output);
  let state = start.value;
  for (const { line, deal } of file.deals) {
    const next = addChicagoDeal(state, deal);
    if (!next.ok) return reportError(io, lineError(line, next.error), output);
    state = next.value;
  }
  const sheet = chicagoSheet(state);
  if (output.json) {
    printJson(io, { form: 'chicago', variant, ...sheet });
    return EXIT_OK;
  }
  const lines = [`Chicago (variant ${variant})`, 'deal dealer vul   result                     NS      EW'];
  for (const d of sheet.deals) {
    const ns = d.items.filter((i) => i.side === 'NS').reduce((a, i) => a + i.points, 0);
    const ew = d.items.filter((i) => i.side === 'EW').reduce((a, i) => a + i.points, 0);
    const label = d.counted ? String(d.deal) : `(${d.deal})`;
    lines.push(
      `${label.padStart(4)} ${d.dealer.padEnd(6)} ${d.vulnerability.padEnd(5)} ${describeDeal(d.result).padEnd(24)} ${String(ns || '').padStart(6)}  ${String(ew || '').padStart(6)}`,
    );
  }
  lines.push(
    `${'total'.padEnd(44)} ${String(sheet.totals.NS).padStart(6)}  ${String(sheet.totals.EW).padStart(6)}`,
  );
  lines.push(
    sheet.over
      ? `round over: ${sheet.leader ? `${sheet.leader} win by ${sheet.margin}` : 'level'}`
      : `next: deal ${sheet.next?.deal}, ${sheet.next?.dealer} deals, vul ${sheet.next?.vulnerability}`,
  );
  io.out(`${lines.join('\n')}\n`);
  return EXIT_OK;
}
