import { fail, ok, type Result } from '@tenace/engine';
import { SAYC } from '../sayc/index.js';
import type { BiddingSystem } from '../system.js';
import { FORUM_D } from './index.js';

/** Every bidding system the robots play, by its id. */
export const BIDDING_SYSTEMS: Readonly<Record<string, BiddingSystem>> = { sayc: SAYC, forumd: FORUM_D };

const ALIASES: Readonly<Record<string, string>> = { 'forum-d': 'forumd', 'forum d': 'forumd', fd: 'forumd' };

/** The system named (an id or alias, any case; SAYC when absent); BAD_INPUT for an unknown name. */
export function systemByName(name: string | undefined): Result<BiddingSystem> {
  const key = (name ?? 'sayc').trim().toLowerCase();
  const system = BIDDING_SYSTEMS[ALIASES[key] ?? key];
  if (system !== undefined) return ok(system);
  const known = Object.keys(BIDDING_SYSTEMS).join(', ');
  return fail(
    'BAD_INPUT',
    `"${name}" is not a bidding system (${known})`,
    `"${name}" ist kein Reizsystem (${known})`,
  );
}
