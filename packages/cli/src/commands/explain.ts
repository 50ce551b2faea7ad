import { formatCall } from '@tenace/engine';
import { describeMeaning, explainAuction, type Meaning } from '@tenace/robots';
import type { CliIo } from '../io.js';
import { EXIT_OK, type OutputOptions, printJson, reportError } from '../output.js';
import { readTable } from './bid.js';

export interface ExplainRequest {
  readonly auction?: string;
  readonly dealer?: string;
  readonly vul?: string;
  readonly system?: string;
  readonly conventions?: string;
}

/** One explained call of `tenace explain --json`. */
export interface ExplainedCall {
  readonly seat: string;
  readonly call: string;
  readonly meaning: Meaning;
  readonly alert: boolean;
  readonly explanation: string;
}

/** `tenace explain --auction A --dealer D [--vul V] [--system S] [--conventions C]`: the meaning of every call. */
export function runExplain(io: CliIo, request: ExplainRequest, options: OutputOptions): number {
  const table = readTable(request);
  if (!table.ok) return reportError(io, table.error, options);
  const { system, auction, vulnerability } = table.value;
  const lang = options.lang ?? 'en';
  const calls: ExplainedCall[] = explainAuction(system, auction, vulnerability).map((e) => ({
    seat: e.seat,
    call: formatCall(e.call),
    // What people read: every system rule that can make the call here (explainCall's `shown`).
    meaning: e.shown,
    alert: e.shown.artificial,
    explanation: describeMeaning(e.shown, lang),
  }));
  if (options.json) printJson(io, { system: system.id, conventions: [...system.conventions].sort(), calls });
  else {
    for (const c of calls) {
      const alert = c.alert ? (lang === 'de' ? ' (Alert)' : ' (alert)') : '';
      io.out(`${c.seat}  ${c.call.padEnd(4)}${alert}: ${c.explanation} [${c.meaning.ruleId}]\n`);
    }
  }
  return EXIT_OK;
}
