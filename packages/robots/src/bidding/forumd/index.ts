import { type BidContext, isOurs } from '../context.js';
import { type ConventionId, SAYC_CONVENTIONS } from '../conventions.js';
import type { Rule } from '../rule.js';
import { cond } from '../sayc/helpers.js';
import { SAYC } from '../sayc/index.js';
import { makeSystem } from '../system.js';
import { FORUM_D_FIGURES as F } from './config.js';
import { FORUM_D_OPENINGS } from './openings.js';
import { FORUM_D_STRONG } from './strong.js';

/*
 * Forum D is SAYC's rule set with the openings and the strong-opening structure exchanged. What
 * both systems share (five-card majors, the better minor, the 1NT and 2NT systems, responses to
 * one of a suit, opener's rebids, competitive bidding, slam tools) is SAYC's rules, imported, so
 * an improvement there reaches both systems.
 */

/** SAYC rules that Forum D replaces by its own rule of the same id (openings.ts). */
const REPLACED = ['open.1nt', 'open.1major', 'open.1d', 'open.1d.4432', 'open.1c', 'open.2c', 'open.3nt'];

/** SAYC's two-over-one responses, which Forum D keeps with its own 11 points (SAYC: 10). */
const TWO_OVER_ONE = ['resp.1M.2over1', 'resp.1S.2H', 'resp.1D.2C'];

/** True when the opponents opened with an artificial two-level bid (Forum D's 2♣ or 2♦). */
function overArtificialTwo(ctx: BidContext): boolean {
  const first = ctx.calls.find((c) => c.call.type !== 'pass');
  return (
    first !== undefined &&
    !isOurs(first.role) &&
    first.call.type === 'bid' &&
    first.call.level === 2 &&
    first.meaning.artificial
  );
}

/** A takeout double of their artificial 2♣/2♦ would take out a suit they have not shown: not played. */
function notOverArtificialTwo(rule: Rule): Rule {
  return { ...rule, when: (ctx, b) => !overArtificialTwo(ctx) && (rule.when?.(ctx, b) ?? true) };
}

/** [fill] Over their artificial 2♣/2♦ a double shows the suit doubled (lead-directing). */
const DEFENCE: readonly Rule[] = [
  {
    id: 'fd.def.x.lead',
    auction: ['2{o}', '2{o} P 2{r}'],
    when: (ctx) => overArtificialTwo(ctx) && ctx.lastBid !== null && ctx.lastBid.strain !== 'NT',
    call: 'X',
    hand: {
      tests: [
        cond(
          'five or more cards in the suit bid, with two of the top three honours',
          'fünf oder mehr Karten in der gebotenen Farbe, mit zwei der drei höchsten Honneurs',
          (h, ctx) => {
            const last = ctx.lastBid;
            if (last === null || last.strain === 'NT') return false;
            return h.length[last.strain] >= 5 && h.topHonours(last.strain, 3) >= 2;
          },
        ),
      ],
    },
    forcing: 'NF',
    alert: {
      en: 'lead-directing: shows the suit of their artificial bid',
      de: 'Ausspielkontra: zeigt die Farbe ihres künstlichen Gebots',
    },
    name: { en: 'lead-directing double', de: 'Ausspielkontra' },
    priority: 70,
  },
];

/**
 * Opener's no-trump rebids: a balanced 15-17 with a five-card major opens one of the major in
 * Forum D (not 1NT), so it needs a rebid. [fill] After 1M–1NT it joins the 2NT invitation (16-19);
 * after a two-over-one, 2NT shows 15-17 with a five-card major (FD 2012 gives the no-trump rebids
 * after a major and a two-level answer their own zone), and the 12-14 2NT stays for a minor opening.
 */
const PATCHES: Readonly<Record<string, (rule: Rule) => Rule>> = {
  'oc.x.takeout': notOverArtificialTwo,
  'oc.x.strong': notOverArtificialTwo,
  'rb.1nt.2nt': (r) => ({
    ...r,
    hand: { ...r.hand, hcp: [16, 19] as const },
    name: { en: '16-19 balanced: invites 3NT', de: '16-19 ausgeglichen: lädt zu 3SA ein' },
  }),
  'rb.2over1.2nt': (r) => ({
    ...r,
    when: (ctx, b) => (b.x === 'C' || b.x === 'D') && (r.when?.(ctx, b) ?? true),
  }),
};

const OPENER_NT_REBIDS: readonly Rule[] = [
  {
    id: 'fd.rb.2over1.2nt.major',
    auction: '1{M} P 2{y} P',
    call: '2NT',
    hand: { hcp: [15, 17], balanced: true, lengths: { M: [5, 5] } },
    forcing: 'F1',
    name: {
      en: '2NT: 15-17 balanced with the five-card major',
      de: '2SA: 15-17 ausgeglichen mit der Fünferoberfarbe',
    },
    priority: 53,
  },
];

/** SAYC's strong 2♣ continuations (Forum D's 2♣ is semi-forcing with its own structure, strong.ts). */
const SAYC_STRONG_TWO_CLUBS = /^2c\./;

/** SAYC's 2♣–2♦–2NT system (22-24); Forum D's 2♣–2♦–2NT is 22-23 and keeps it. */
const NT22 = 'nt22.';

/** The rule of SAYC with this id; a missing id is a programming error (a renamed SAYC rule). */
function saycRule(id: string): Rule {
  const rule = SAYC.allRules.find((r) => r.id === id);
  if (rule === undefined) throw new Error(`Forum D builds on SAYC rule ${id}, which does not exist`);
  return rule;
}

/** The weak-two follow-ups only after a real weak two (Forum D's 2♦ is game forcing). */
function afterWeakTwo(rule: Rule): Rule {
  return {
    ...rule,
    when: (ctx, b) =>
      ctx.calls.some((c) => isOurs(c.role) && c.meaning.ruleId === 'open.weak2') &&
      (rule.when?.(ctx, b) ?? true),
  };
}

/**
 * SAYC's Stayman and transfers over 2♣–2♦–2NT moved to 2♦–2♥–2NT (24-27): only the shape-only
 * steps (the ask, the answers, completing a transfer); the strength follow-ups of SAYC's 22-24
 * ladder do not fit 24-27, so the game force and the general placement rules take over there.
 */
const SHAPE_STEPS = ['stayman', 'stayman.2h', 'stayman.2s', 'stayman.2d', 'transfer', 'transfer.complete'];
function movedToTwoDiamonds(id: string): Rule {
  const rule = saycRule(`${NT22}${id}`);
  const from = '2C P 2D P 2NT P';
  const to = '2D P 2H P 2NT P';
  const patterns = (typeof rule.auction === 'string' ? [rule.auction] : rule.auction).map((p) => {
    if (!p.startsWith(from)) throw new Error(`rule ${rule.id}: pattern "${p}" does not start with ${from}`);
    return to + p.slice(from.length);
  });
  const { hcp: _hcp, ...shape } = rule.hand;
  return { ...rule, id: `fd.nt24.${id}`, auction: patterns, hand: shape };
}

const weakTwo = saycRule('open.weak2');

/** Forum D's 2♣ and its continuations are the system's strong 2♣: the 'strong2c' toggle switches them. */
function strongTwoClubs(rule: Rule): Rule {
  return rule.id === 'open.2c' || rule.id.startsWith('fd.2c.') ? { ...rule, convention: 'strong2c' } : rule;
}

const RULES: readonly Rule[] = [
  ...SAYC.allRules
    .filter((r) => !REPLACED.includes(r.id) && r.id !== 'open.weak2' && !SAYC_STRONG_TWO_CLUBS.test(r.id))
    .map((r) => (r.id.startsWith('w2.') ? afterWeakTwo(r) : r))
    .map((r) =>
      TWO_OVER_ONE.includes(r.id)
        ? { ...r, hand: { ...r.hand, points: [F.twoOverOnePoints, 37] as const } }
        : r,
    )
    .map((r) => PATCHES[r.id]?.(r) ?? r),
  {
    ...weakTwo,
    when: (ctx, b) => (b.x === 'H' || b.x === 'S') && (weakTwo.when?.(ctx, b) ?? true),
    hand: { ...weakTwo.hand, hcp: F.weakTwoHcp },
    name: { en: 'weak two in {x}', de: 'Weak Two in {x}' },
  },
  ...FORUM_D_OPENINGS.map(strongTwoClubs),
  ...FORUM_D_STRONG.map(strongTwoClubs),
  ...SHAPE_STEPS.map(movedToTwoDiamonds),
  ...OPENER_NT_REBIDS,
  ...DEFENCE,
];

for (const id of [...REPLACED, ...TWO_OVER_ONE, ...Object.keys(PATCHES)]) saycRule(id);

/** SAYC's conventions and new minor forcing, which belongs to Forum D ("neue Unterfarbe forcierend"). */
export const FORUM_D_CONVENTIONS: ReadonlySet<ConventionId> = new Set<ConventionId>([
  ...SAYC_CONVENTIONS,
  'nmf',
]);

/** Forum D 2012, the German federation's (DBV) five-card-major standard, on SAYC's shared rules (and SAYC's default conventions). */
export const FORUM_D = makeSystem(
  'forumd',
  { en: 'Forum D (DBV 2012)', de: 'Forum D (DBV 2012)' },
  RULES,
  FORUM_D_CONVENTIONS,
);
