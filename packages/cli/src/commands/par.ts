import { formatContract, parseSeat, parseVulnerability, type Seat, type Vulnerability } from '@tenace/engine';
import { type DdPar, type ParContract, par } from '@tenace/solver';
import type { CliIo } from '../io.js';
import { EXIT_OK, type OutputOptions, printJson, reportError } from '../output.js';
import { parseFullDeal } from './dd.js';

export interface ParCommandOptions {
  readonly vul: string;
  readonly dealer?: string;
}

/**
 * One par contract per declaring seat, written contract first like the `score` command reads
 * it: "4S N", "3NT+1 W" (made with an overtrick), "5DX-2 E" (a sacrifice, doubled, two down).
 */
export function parContractStrings(c: ParContract): string[] {
  const contract = formatContract({ level: c.level, strain: c.strain, risk: c.doubled ? 'X' : '' });
  const result = c.result > 0 ? `+${c.result}` : c.result < 0 ? `${c.result}` : '';
  return c.declarers.map((seat: Seat) => `${contract}${result} ${seat}`);
}

/** The documented JSON answer: the score from North-South's side and the contracts. */
export function parJson(p: DdPar): { score: number; contracts: string[] } {
  return { score: p.score, contracts: p.contracts.flatMap(parContractStrings) };
}

function parText(p: DdPar, vul: Vulnerability, dealer: Seat | undefined, lang: 'en' | 'de'): string {
  const sign = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  const contracts = p.contracts.flatMap(parContractStrings);
  if (lang === 'de') {
    const who = dealer === undefined ? 'Nord-Süd reizen zuerst' : `Teiler ${dealer === 'E' ? 'O' : dealer}`;
    return (
      `Par (${who}, Gefahrenlage ${vul}): NS ${sign(p.score)}, OW ${sign(-p.score)}\n` +
      `${contracts.length === 0 ? 'alle passen' : contracts.join(', ')}\n`
    );
  }
  const who = dealer === undefined ? 'North-South bid first' : `dealer ${dealer}`;
  return (
    `Par (${who}, vulnerable ${vul}): NS ${sign(p.score)}, EW ${sign(-p.score)}\n` +
    `${contracts.length === 0 ? 'passed out' : contracts.join(', ')}\n`
  );
}

/**
 * `tenace par "<deal>" --vul V [--dealer D]`: the double-dummy par. With a dealer it is DDS's
 * dealer par (DealerPar); without, the par when North-South bid first (DDS's Par, NS view).
 */
export function runPar(io: CliIo, dealText: string, args: ParCommandOptions, options: OutputOptions): number {
  const deal = parseFullDeal(dealText);
  if (!deal.ok) return reportError(io, deal.error, options);
  const vul = parseVulnerability(args.vul);
  if (!vul.ok) return reportError(io, vul.error, options);
  let dealer: Seat | undefined;
  if (args.dealer !== undefined) {
    const seat = parseSeat(args.dealer);
    if (!seat.ok) return reportError(io, seat.error, options);
    dealer = seat.value;
  }
  const result = par(deal.value, vul.value, dealer);
  if (!result.ok) return reportError(io, result.error, options);
  if (options.json) printJson(io, parJson(result.value));
  else io.out(parText(result.value, vul.value, dealer, options.lang ?? 'en'));
  return EXIT_OK;
}
