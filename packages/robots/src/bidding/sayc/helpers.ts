import { type Call, SUITS, type Suit, shortnessPoints, suitLosers } from '@tenace/engine';
import { type BidContext, callsBy, type Role } from '../context.js';
import type { HandFacts } from '../hand.js';
import { type HandConstraints, shownBy } from '../inference.js';
import type { Text } from '../meaning.js';
import type { Bindings, HandTest } from '../rule.js';
import { SAYC_FILLS } from './config.js';

export function text(en: string, de: string): Text {
  return { en, de };
}

/** A named hand condition. */
export function cond(en: string, de: string, test: HandTest['test']): HandTest {
  return { text: { en, de }, test };
}

export function suitOf(b: Bindings, name: string): Suit {
  if ((SUITS as readonly string[]).includes(name)) return name as Suit;
  const suit = b[name];
  if (suit === undefined) throw new Error(`variable ${name} is not bound`);
  return suit;
}

/** A good suit for a weak two, a preempt or an overcall: two of the top three or three of the top five honours. */
export function goodSuit(name: string): HandTest {
  return cond(
    `good {${name}} suit (two of the top three or three of the top five honours)`,
    `gute {${name}}-Farbe (zwei der drei oder drei der fünf höchsten Honneurs)`,
    (h, _ctx, b) => h.topHonours(suitOf(b, name), 3) >= 2 || h.topHonours(suitOf(b, name), 5) >= 3,
  );
}

/** Tricks the hand expects to take with its long suit as trumps (length minus basic losers, per suit). */
export function playingTricks(h: HandFacts): number {
  let tricks = 0;
  for (const suit of SUITS) tricks += Math.max(0, h.length[suit] - suitLosers(h.hand, suit));
  return tricks;
}

/** The Rule of 2-3-4: within 2 tricks unfavourable, 3 equal, 4 favourable of `level` (bidding-sayc.md §2). */
export function ruleOf234(level: number): HandTest {
  return cond(
    `within the Rule of 2-3-4 of ${level + 6} tricks`,
    `innerhalb der 2-3-4-Regel für ${level + 6} Stiche`,
    (h, ctx) => {
      const margin =
        ctx.weVulnerable && !ctx.theyVulnerable ? 2 : !ctx.weVulnerable && ctx.theyVulnerable ? 4 : 3;
      return playingTricks(h) + margin >= level + 6;
    },
  );
}

/** Opening strength for this seat (Rule of 20; lighter in third seat; Rule of 15 in fourth). */
export const openingStrength = cond(
  'opening strength for the seat (Rule of 20; third seat lighter; Rule of 15 in fourth seat)',
  'Eröffnungsstärke für den Sitz (20er-Regel; an dritter Stelle leichter; 15er-Regel an vierter Stelle)',
  (h, ctx) => {
    const [a = 0, b = 0] = [...SUITS.map((s) => h.length[s])].sort((x, y) => y - x);
    const twenty = h.hcp + a + b >= SAYC_FILLS.ruleOf20;
    if (ctx.position === 4) return h.hcp + h.length.S >= SAYC_FILLS.fourthSeatRuleOf15;
    if (ctx.position === 3) return twenty || h.hcp >= SAYC_FILLS.thirdSeatMinHcp;
    return twenty;
  },
);

/** The suit SAYC opens at the one level: the longest; 5-5 or 6-6 the higher; 4-4 minors 1♦, 3-3 minors 1♣; no 4-card major. */
export function openingSuit(h: HandFacts): Suit {
  const L = h.length;
  const longest = Math.max(L.S, L.H, L.D, L.C);
  if (longest >= 5) {
    for (const suit of SUITS) if (L[suit] === longest) return suit;
  }
  if (L.D >= 4 && L.D >= L.C) return L.C === 4 && L.D === 4 ? 'D' : L.D > L.C ? 'D' : 'C';
  if (L.C >= 4) return 'C';
  return L.D > L.C ? 'D' : 'C';
}

/** What partner has shown so far. */
export function partner(ctx: BidContext): HandConstraints {
  return shownBy(ctx, 'partner');
}

/** The last call of one role, if any. */
export function lastCallOf(ctx: BidContext, role: Role): Call | undefined {
  const calls = callsBy(ctx, role);
  return calls[calls.length - 1]?.call;
}

/** Suits the opponents have bid (any bid of theirs in the suit, natural or not). */
export function theirSuits(ctx: BidContext): Suit[] {
  const suits: Suit[] = [];
  for (const c of ctx.calls) {
    if ((c.role === 'lho' || c.role === 'rho') && c.call.type === 'bid' && c.call.strain !== 'NT') {
      if (c.meaning.lengths[c.call.strain][0] >= 4 && !suits.includes(c.call.strain))
        suits.push(c.call.strain);
    }
  }
  return suits;
}

/** Suits our side has bid naturally (a promise of 4+ cards, or 3+ for a 1♣ opening). */
export function ourSuits(ctx: BidContext): Suit[] {
  const suits: Suit[] = [];
  for (const c of ctx.calls) {
    if ((c.role === 'me' || c.role === 'partner') && c.call.type === 'bid' && c.call.strain !== 'NT') {
      if (c.meaning.lengths[c.call.strain][0] >= 3 && !suits.includes(c.call.strain))
        suits.push(c.call.strain);
    }
  }
  return suits;
}

export const MAJORS: readonly Suit[] = ['S', 'H'];

/** Opener's points once partner has raised: HCP + length points + 3-2-1 for short side suits (engine `shortnessPoints`). */
export function fitPoints(h: HandFacts, trump: Suit): number {
  return h.points + shortnessPoints(h.hand, { trump });
}

/** A flat 4-3-3-3 is worth a point less: one HCP above a zone's top it still belongs to that zone. */
export const flatCountsLess = (inviteMax: number) =>
  cond(
    `${inviteMax + 1} HCP only with a flat 4-3-3-3`,
    `${inviteMax + 1} FP nur mit flacher 4-3-3-3-Verteilung`,
    (h) => h.hcp <= inviteMax || SUITS.filter((s) => h.length[s] === 3).length === 3,
  );

/** A flat 4-3-3-3 at the bottom of a zone belongs to the zone below (it is worth a point less). */
export const notFlatMinimum = (gameMin: number) =>
  cond(
    `not a flat 4-3-3-3 with ${gameMin} HCP`,
    `keine flache 4-3-3-3 mit ${gameMin} FP`,
    (h) => h.hcp > gameMin || SUITS.filter((s) => h.length[s] === 3).length !== 3,
  );
