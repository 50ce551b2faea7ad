import type { Contract, Risk } from '../bridge/contract.js';
import {
  DECK,
  type Deal,
  SEATS,
  type Seat,
  type Side,
  STRAINS,
  VULNERABILITIES,
  type Vulnerability,
} from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';

// Scoring functions are called with values that often come straight from JSON or a form, so the
// TypeScript types alone do not protect them: every session checks its input here first.

const RISKS: readonly Risk[] = ['', 'X', 'XX'];
const CARDS: ReadonlySet<string> = new Set(DECK);

/** Accepts a contract whose level, strain and doubling are all in range. */
export function checkContract(contract: Contract): Result<Contract> {
  const c = contract as Partial<Contract> | null | undefined;
  if (
    c &&
    typeof c === 'object' &&
    Number.isInteger(c.level) &&
    (c.level as number) >= 1 &&
    (c.level as number) <= 7 &&
    (STRAINS as readonly unknown[]).includes(c.strain) &&
    (RISKS as readonly unknown[]).includes(c.risk)
  ) {
    return ok(contract);
  }
  return fail(
    'BAD_CONTRACT',
    'the contract needs a level 1 to 7, a strain (C, D, H, S, NT) and a doubling state ("", X, XX)',
    'der Kontrakt braucht eine Stufe von 1 bis 7, eine Farbe (C, D, H, S, NT) und ein Kontra ("", X, XX)',
  );
}

/** Accepts N, E, S or W. */
export function checkSeat(seat: Seat): Result<Seat> {
  if ((SEATS as readonly unknown[]).includes(seat)) return ok(seat);
  return fail(
    'BAD_SEAT',
    `"${String(seat)}" is not a seat (N, E, S or W)`,
    `"${String(seat)}" ist kein Sitz (N, O, S oder W)`,
  );
}

/** Accepts NS or EW. */
export function checkSide(side: Side): Result<Side> {
  if (side === 'NS' || side === 'EW') return ok(side);
  return fail(
    'BAD_INPUT',
    `"${String(side)}" is not a side (NS or EW)`,
    `"${String(side)}" ist keine Partei (NS oder OW)`,
  );
}

/** Accepts a whole number of tricks from 0 to 13. */
export function checkTricks(tricks: number): Result<number> {
  if (Number.isInteger(tricks) && tricks >= 0 && tricks <= 13) return ok(tricks);
  return fail(
    'BAD_TRICKS',
    `${String(tricks)} is not a number of tricks (0 to 13)`,
    `${String(tricks)} ist keine Stichzahl (0 bis 13)`,
  );
}

/** Accepts None, NS, EW or All. */
export function checkVulnerability(vul: Vulnerability): Result<Vulnerability> {
  if ((VULNERABILITIES as readonly unknown[]).includes(vul)) return ok(vul);
  return fail(
    'BAD_VULNERABILITY',
    `"${String(vul)}" is not a vulnerability (${VULNERABILITIES.join(', ')})`,
    `"${String(vul)}" ist keine Gefahrenlage (${VULNERABILITIES.join(', ')})`,
  );
}

/** Accepts a finite number of points. */
export function checkPoints(points: number, what: string, whatDe: string): Result<number> {
  if (typeof points === 'number' && Number.isFinite(points)) return ok(points);
  return fail(
    'BAD_RESULT',
    `${what} must be a finite number, not ${String(points)}`,
    `${whatDe} muss eine endliche Zahl sein, nicht ${String(points)}`,
  );
}

/** Accepts four hands of 13 cards that together hold each of the 52 cards once. */
export function checkDeal(deal: Deal): Result<Deal> {
  const seen = new Set<string>();
  let complete = typeof deal === 'object' && deal !== null;
  for (const seat of SEATS) {
    const hand: unknown = complete ? deal[seat] : undefined;
    if (!Array.isArray(hand) || hand.length !== 13) complete = false;
    else for (const card of hand) if (CARDS.has(card)) seen.add(card);
  }
  if (complete && seen.size === 52) return ok(deal);
  return fail(
    'BAD_DEAL',
    'the hands must hold 13 cards each and every card of the pack exactly once',
    'die Hände müssen je 13 Karten und jede Karte des Spiels genau einmal enthalten',
  );
}
