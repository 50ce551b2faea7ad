import {
  type Auction,
  type Call,
  type Hand,
  type Language,
  SEATS,
  type Side,
  sideOf,
  type Vulnerability,
} from '@tenace/engine';
import type { CallNote } from '../view/auction.js';

// The robots' bidding knowledge, loaded only when it is wanted (a hint, a review): the systems'
// rules are a separate chunk of the bundle. Nothing here decides for the player; it asks the
// system the table's robots bid with, as the table's settings name it.

/** A partnership's system as a table's settings name it: SAYC or Forum D, conventions switched by id. */
export interface SystemSetting {
  readonly system: 'SAYC' | 'ForumD';
  readonly conventions: readonly string[];
}

/** SAYC with its default conventions: what a table without settings (or before they arrive) bids. */
export const DEFAULT_SYSTEM: SystemSetting = { system: 'SAYC', conventions: [] };

async function systemOf(setting: SystemSetting) {
  const { parseConventions, SAYC, systemByName, withConventions } = await import('@tenace/robots');
  const base = systemByName(setting.system === 'ForumD' ? 'forumd' : 'sayc');
  const system = base.ok ? base.value : SAYC;
  if (setting.conventions.length === 0) return system;
  // The server refused unknown conventions when the table was created, so this parses.
  const changes = parseConventions(setting.conventions.join(' '));
  return changes.ok ? withConventions(system, changes.value) : system;
}

/** The call the robot would make with `hand` in this auction, in the player's partnership's system. */
export async function robotHint(
  setting: SystemSetting,
  hand: Hand,
  auction: Auction,
  vulnerability: Vulnerability,
): Promise<Call> {
  const { chooseCall } = await import('@tenace/robots');
  return chooseCall(await systemOf(setting), { hand, auction, vulnerability }).call;
}

/**
 * Every call's meaning, each in its caller's partnership's system, for the review after the deal
 * (when all calls may be explained).
 */
export async function explainAll(
  systems: Readonly<Record<Side, SystemSetting>>,
  auction: Auction,
  vulnerability: Vulnerability,
  lang: Language,
): Promise<Record<number, CallNote>> {
  const { describeMeaning, explainCall } = await import('@tenace/robots');
  const bySide = { NS: await systemOf(systems.NS), EW: await systemOf(systems.EW) };
  const first = SEATS.indexOf(auction.dealer);
  const notes: Record<number, CallNote> = {};
  auction.calls.forEach((_, i) => {
    const caller = SEATS[(first + i) % 4] ?? auction.dealer;
    const explained = explainCall(bySide[sideOf(caller)], auction, vulnerability, i);
    notes[i] = { text: describeMeaning(explained.shown, lang), alert: false };
  });
  return notes;
}
