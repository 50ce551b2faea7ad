import { conventionCard, formatConventionCard, parseConventions, withConventions } from '@tenace/robots';
import type { CliIo } from '../io.js';
import { EXIT_OK, type OutputOptions, printJson, reportError } from '../output.js';
import { systemByName } from './bid.js';

export interface CardRequest {
  readonly system?: string;
  readonly conventions?: string;
}

/** `tenace card [--system S] [--conventions C]`: the convention card written from the system's rules. */
export function runCard(io: CliIo, request: CardRequest, options: OutputOptions): number {
  const named = systemByName(request.system);
  if (!named.ok) return reportError(io, named.error, options);
  const changes = parseConventions(String(request.conventions ?? ''));
  if (!changes.ok) return reportError(io, changes.error, options);
  const card = conventionCard(withConventions(named.value, changes.value));
  if (options.json) printJson(io, card);
  else io.out(formatConventionCard(card, options.lang ?? 'en'));
  return EXIT_OK;
}
