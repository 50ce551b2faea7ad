import { SUITS, type Suit } from '@tenace/engine';
import { type BidContext, callsBy } from '../context.js';
import type { HandFacts } from '../hand.js';
import { shownBy } from '../inference.js';
import type { Bindings, HandTest, Rule } from '../rule.js';
import { SAYC_FILLS as F } from './config.js';
import { cond, suitOf, text, theirSuits } from './helpers.js';
import { naturalSuitOrder } from './responses.js';

const STRAIN_ORDER = ['C', 'D', 'H', 'S'];

/** Responder's second-round rules rank with the general placement rules (captaincy.ts). */
const GENERAL_LATER = 2;

/** The suit no one has named yet, when the auction has named the other three (fourth suit forcing). */
const fourth = (_c: BidContext, b: Bindings): boolean => {
  const named = [b.x, b.y, b.z];
  return b.w !== undefined && !named.includes(b.w) && new Set(named).size === 3;
};

/** Opener's third suit came at the one level and the fourth suit ranks below it: bidding it takes the two level, no jump needed. */
const fourthAtTwo = (c: BidContext, b: Bindings): boolean =>
  fourth(c, b) && STRAIN_ORDER.indexOf(b.w as Suit) < STRAIN_ORDER.indexOf(b.z as Suit);

const _goodSuitTest: HandTest = cond(
  'a good suit (two of the top three honours)',
  'eine gute Farbe (zwei der drei höchsten Honneurs)',
  (h, _c, b) => h.topHonours(suitOf(b, 'y'), 3) >= 2,
);

const noKnownMajorFit: HandTest = cond(
  'no eight-card major fit with what partner has shown',
  'kein Achterfit in Oberfarbe mit dem, was der Partner gezeigt hat',
  (h, ctx) => (['H', 'S'] as const).every((s) => h.length[s] + shownBy(ctx, 'partner').lengths[s][0] < 8),
);

const notInvitationalOneSuiter: HandTest = cond(
  'not an invitational hand with a six-card suit of its own',
  'keine einladende Hand mit eigener Sechserfarbe',
  (h, _c, b) => h.length[suitOf(b, 'y')] < 6 || h.hcp >= 12,
);

const notInvitationalRaise: HandTest = cond(
  "not an invitational hand with four cards in opener's second suit (it raises)",
  'keine einladende Hand mit vier Karten in der zweiten Farbe des Eröffners (die hebt)',
  (h, _c, b) => h.length[suitOf(b, 'z')] < 4 || h.hcp >= 12,
);

const notNtHand: HandTest = cond(
  'no balanced hand with a stopper in {w}',
  'keine ausgeglichene Hand mit Stopper in {w}',
  (h, _c, b) => !(h.balanced && h.stopper(suitOf(b, 'w'))),
);

/** §6 and §11: fourth suit forcing with opener's answers; the doubler's rebid; escaping from 1NT doubled. */
/** The takeout doubler's second turn: partner has answered his double in a suit {y}. */
const AFTER_DOUBLE_ADVANCED = [
  '1{o} X P 1{y} P',
  '1{o} X P 2{y} P',
  '2{o} X P 2{y} P',
  '2{o} X P 3{y} P',
  '3{o} X P 3{y} P',
];

const noFiveCardSuit = cond('no five-card suit', 'keine Fünferfarbe', (h) =>
  SUITS.every((x) => h.length[x] <= 4),
);

/** The doubler's second turn after partner answered in a suit at the one or two level. */
const AFTER_ONE_LEVEL_ANSWER = ['1{o} X P 1{y} P', '1{o} X P 2{y} P'];

/**
 * The doubler's no-trump rebid with a balanced hand: preferred with a stopper in their suit,
 * and still the call without one (the same meaning, a lower priority).
 */
function doublerNoTrump(
  id: string,
  auction: readonly string[],
  call: string,
  hcp: readonly [number, number],
  forcing: Rule['forcing'],
  name: Rule['name'],
): Rule[] {
  const rule = { auction: [...auction], call, forcing, name };
  return [
    { ...rule, id, hand: { hcp: [...hcp], balanced: true, stoppers: ['o'] }, priority: 64 },
    { ...rule, id: `${id}.nostopper`, hand: { hcp: [...hcp], balanced: true }, priority: 58 },
  ];
}

/** My last call was fourth suit forcing and partner has answered with a bid, opponents silent. */
const afterMyFourthSuit = (ctx: BidContext): boolean => {
  const mine = callsBy(ctx, 'me').pop();
  const answer = callsBy(ctx, 'partner').pop();
  return (
    (mine?.meaning.ruleId === 'fsf' || mine?.meaning.ruleId === 'fsf.jump') &&
    answer !== undefined &&
    answer.index > mine.index &&
    answer.call.type === 'bid' &&
    !ctx.contested
  );
};

/** The fourth suit (the one my forcing call named). */
const fourthSuitOf = (ctx: BidContext): Suit | undefined => {
  const call = callsBy(ctx, 'me').find((c) => c.meaning.ruleId.startsWith('fsf'))?.call;
  return call?.type === 'bid' && call.strain !== 'NT' ? call.strain : undefined;
};

/** bidding-sayc.md §6: the fourth suit is game forcing after a two-over-one response, forcing one round otherwise. */
const fourthSuitForcing = (ctx: BidContext): 'GF' | 'F1' => {
  const response = ctx.stripped[2];
  return response?.type === 'bid' && response.level === 2 ? 'GF' : 'F1';
};

/** Opener's answer to fourth suit forcing keeps the game force only when the fourth suit made one. */
const afterFourthSuitForcing = (ctx: BidContext): 'GF' | 'NF' =>
  callsBy(ctx, 'partner').some((c) => c.meaning.ruleId.startsWith('fsf') && c.meaning.forcing === 'GF')
    ? 'GF'
    : 'NF';

/** My fourth suit made a game force (after a two-over-one). */
const myFourthSuitWasGF = (ctx: BidContext): boolean =>
  callsBy(ctx, 'me').some((c) => c.meaning.ruleId.startsWith('fsf') && c.meaning.forcing === 'GF');

/** My points with opener's minimum (an opening promises 12) reach `n`. */
const withOpenersMinimum = (h: HandFacts, ctx: BidContext, n: number): boolean =>
  h.points + Math.max(12, shownBy(ctx, 'partner').hcp[0]) >= n;

/** Responder goes on to game himself when the fourth suit forced to game or his values reach 25 with opener's minimum. */
const gameAfterFourthSuit: HandTest = cond(
  "game values: the fourth suit was game forcing, or 25+ points with opener's minimum",
  'Vollspielwerte: die vierte Farbe war partieforcierend, oder 25+ Punkte mit dem Minimum des Eröffners',
  (h, ctx) => myFourthSuitWasGF(ctx) || withOpenersMinimum(h, ctx, 25),
);

/** Nobody at our side can stop the fourth suit from this hand: no trump is out. */
const noFourthSuitStopper: HandTest = cond(
  'no stopper in the fourth suit',
  'kein Stopper in der vierten Farbe',
  (h, ctx) => {
    const suit = fourthSuitOf(ctx);
    return suit !== undefined && !h.stopper(suit);
  },
);

/**
 * After my fourth suit (game forcing or not, as `gameForcing` asks) partner bid my minor `m`,
 * at the three level at most.
 */
const partnerBidMyMinorAfterFourthSuit = (ctx: BidContext, b: Bindings, gameForcing: boolean): boolean => {
  if (!afterMyFourthSuit(ctx) || myFourthSuitWasGF(ctx) !== gameForcing || b.m === undefined) return false;
  const answer = callsBy(ctx, 'partner').pop()?.call;
  return answer?.type === 'bid' && answer.strain === b.m && (ctx.lastBid?.level ?? 0) <= 3;
};

/** Responder's third call, after fourth suit forcing and opener's answer. */
const AFTER_FOURTH_SUIT: Rule[] = [
  {
    id: 'fsf.then.major',
    auction: '...',
    when: (ctx, b) =>
      afterMyFourthSuit(ctx) && b.M !== undefined && shownBy(ctx, 'partner').lengths[b.M][0] >= 3,
    call: 'G{M}',
    hand: {
      tests: [
        gameAfterFourthSuit,
        cond(
          "an eight-card fit with partner's major",
          'ein Achterfit mit der Oberfarbe des Partners',
          (h, ctx, b) => h.length[suitOf(b, 'M')] + shownBy(ctx, 'partner').lengths[suitOf(b, 'M')][0] >= 8,
        ),
      ],
    },
    forcing: 'SO',
    name: text("game in partner's {M}", 'Vollspiel in {M} des Partners'),
    priority: 62,
  },
  {
    // Opener rebid a five-card major and no one can stop the fourth suit: the 5-2 fit plays game.
    id: 'fsf.then.major.doubleton',
    auction: '...',
    when: (ctx, b) =>
      afterMyFourthSuit(ctx) && b.M !== undefined && shownBy(ctx, 'partner').lengths[b.M][0] >= 5,
    call: 'G{M}',
    hand: {
      lengths: { M: [2, 2] },
      tests: [gameAfterFourthSuit, noFourthSuitStopper],
    },
    forcing: 'SO',
    name: text("game in partner's five-card {M}", 'Vollspiel in der Fünferfarbe {M} des Partners'),
    priority: 59,
  },
  {
    id: 'fsf.then.ownsuit',
    auction: '...',
    when: (ctx, b) => {
      if (!afterMyFourthSuit(ctx) || b.y === undefined) return false;
      const first = callsBy(ctx, 'me')[0]?.call;
      const answer = callsBy(ctx, 'partner').pop()?.call;
      // After partner's support the same bid is a raise (an invitation when the fourth suit was F1).
      return (
        first?.type === 'bid' && first.strain === b.y && !(answer?.type === 'bid' && answer.strain === b.y)
      );
    },
    call: '+{y}',
    hand: { lengths: { y: [6, 13] }, tests: [gameAfterFourthSuit] },
    forcing: 'GF',
    name: text('six or more {y}', 'sechs oder mehr {y}'),
    priority: 61,
  },
  {
    id: 'fsf.then.minor',
    auction: '...',
    when: (ctx, b) => partnerBidMyMinorAfterFourthSuit(ctx, b, true),
    call: '+{m}',
    hand: {
      lengths: { m: [3, 13] },
      tests: [noFourthSuitStopper],
    },
    forcing: 'GF',
    name: text(
      "raise of partner's {m}: no stopper for no trump",
      'Hebung von {m} des Partners: kein Stopper für Sans Atout',
    ),
    priority: 60,
  },
  {
    id: 'fsf.then.minor.invite',
    auction: '...',
    when: (ctx, b) => partnerBidMyMinorAfterFourthSuit(ctx, b, false),
    call: '+{m}',
    hand: {
      lengths: { m: [3, 13] },
      tests: [
        cond(
          "an eight-card fit with partner's promised length, fewer than 29 points with opener's minimum",
          'ein Achterfit mit der versprochenen Länge des Partners, weniger als 29 Punkte mit dem Minimum des Eröffners',
          (h, ctx, b) =>
            !withOpenersMinimum(h, ctx, 29) &&
            h.length[suitOf(b, 'm')] + shownBy(ctx, 'partner').lengths[suitOf(b, 'm')][0] >= 8,
        ),
        noFourthSuitStopper,
      ],
    },
    forcing: 'INV',
    name: text(
      "invitational raise of partner's {m}: no stopper for no trump",
      'einladende Hebung von {m} des Partners: kein Stopper für Sans Atout',
    ),
    priority: 60,
  },
  {
    id: 'fsf.then.minor.game',
    auction: '...',
    when: (ctx, b) => partnerBidMyMinorAfterFourthSuit(ctx, b, false),
    call: 'G{m}',
    hand: {
      lengths: { m: [3, 13] },
      tests: [
        cond(
          "an eight-card fit with partner's promised length, 29+ points with opener's minimum",
          'ein Achterfit mit der versprochenen Länge des Partners, 29+ Punkte mit dem Minimum des Eröffners',
          (h, ctx, b) =>
            withOpenersMinimum(h, ctx, 29) &&
            h.length[suitOf(b, 'm')] + shownBy(ctx, 'partner').lengths[suitOf(b, 'm')][0] >= 8,
        ),
        noFourthSuitStopper,
      ],
    },
    forcing: 'SO',
    name: text(
      "game in partner's {m}: no stopper for no trump",
      'Vollspiel in {m} des Partners: kein Stopper für Sans Atout',
    ),
    priority: 60,
  },
  {
    // Opener with extras (15+ points of his 12-18) accepts the invitation in his five-card minor.
    id: 'fsf.minor.accept',
    auction: '... 4{m} P',
    when: (ctx) => callsBy(ctx, 'partner').pop()?.meaning.ruleId === 'fsf.then.minor.invite',
    call: '5{m}',
    hand: { points: [15, 37] },
    forcing: 'SO',
    name: text('accepts the invitation in {m}', 'nimmt die Einladung in {m} an'),
    priority: 50,
  },
];

export const LATER: readonly Rule[] = [
  ...AFTER_FOURTH_SUIT,
  {
    id: 'fsf',
    auction: ['1{x} P 1{y} P 2{z} P', '1{x} P 1{y} P 1{z} P', '1{x} P 2{y} P 2{z} P'],
    when: (c, b) => (c.lastBid?.level === 2 ? fourth(c, b) : fourthAtTwo(c, b)),
    call: '+{w}',
    hand: {
      points: [F.fourthSuitPoints - 1, 37],
      lengths: { y: [4, 13] },
      tests: [
        notNtHand,
        noKnownMajorFit,
        notInvitationalOneSuiter,
        notInvitationalRaise,
        cond(
          'after a two-over-one, 12+ HCP (the fourth suit is game forcing)',
          'nach Zwei-über-Eins 12+ FP (die vierte Farbe ist partieforcierend)',
          (h, ctx) => {
            const first = ctx.stripped[2];
            return !(first?.type === 'bid' && first.level === 2) || h.hcp >= 12;
          },
        ),
      ],
    },
    forcing: fourthSuitForcing,
    alert: text(
      'fourth suit forcing: artificial, asks opener to describe further',
      'vierte Farbe forcierend: künstlich, verlangt weitere Beschreibung',
    ),
    name: text('fourth suit forcing', 'vierte Farbe forcierend'),
    priority: 29,
  },
  {
    id: 'fsf.jump',
    auction: ['1{x} P 1{y} P 1{z} P'],
    // Only when the fourth suit would go at the one level, where it is natural.
    when: (c, b) => fourth(c, b) && !fourthAtTwo(c, b),
    call: '++{w}',
    hand: {
      points: [F.fourthSuitPoints - 1, 37],
      lengths: { y: [4, 13] },
      tests: [notNtHand, noKnownMajorFit, notInvitationalOneSuiter],
    },
    forcing: 'GF',
    alert: text(
      'fourth suit forcing (a jump: the one-level bid would be natural)',
      'vierte Farbe forcierend (im Sprung: das Gebot auf Einerstufe wäre natürlich)',
    ),
    name: text('fourth suit forcing', 'vierte Farbe forcierend'),
    priority: 29,
  },
  {
    id: 'resp2.newsuit.1',
    auction: ['1{x} P 1{y} P 1{z} P'],
    when: fourth,
    call: '1{w}',
    hand: { points: [6, 37], lengths: { w: [4, 13] } },
    forcing: 'F1',
    name: text('natural: four or more {w}', 'natürlich: vier oder mehr {w}'),
    priority: 28,
  },
  {
    id: 'resp2.newmajor',
    auction: ['1{x} P 1{y} P 2{x} P', '1{x} P 1{y} P 1NT P', '1{x} P 2{y} P 2{x} P'],
    when: (ctx, b) => (b.w === 'H' || b.w === 'S') && shownBy(ctx, 'partner').lengths[b.w][1] >= 4,
    call: '+{w}',
    hand: { hcp: [12, 37], lengths: { w: [4, 13] } },
    forcing: 'GF',
    name: text('new suit: four or more {w}, forcing', 'neue Farbe: vier oder mehr {w}, forcierend'),
    priority: 28,
  },
  {
    id: 'fsf.support',
    auction: [
      '1{x} P 1{y} P 2{z} P 2{w} P',
      '1{x} P 1{y} P 1{z} P 2{w} P',
      '1{x} P 1{y} P 2{z} P 3{w} P',
      '1{x} P 2{y} P 2{z} P 3{w} P',
    ],
    when: (c, b) =>
      fourth(c, b) && c.calls.some((k) => k.role === 'partner' && k.meaning.ruleId.startsWith('fsf')),
    call: '+{y}',
    hand: {
      lengths: { y: [3, 3] },
      tests: [
        cond(
          'with {w} stopped, {y} is a major (3NT comes before a minor fit)',
          'mit Stopper in {w} ist {y} eine Oberfarbe (3SA geht vor einem Unterfarbfit)',
          (h, _c, b) => b.y === 'H' || b.y === 'S' || !h.stopper(suitOf(b, 'w')),
        ),
      ],
    },
    forcing: afterFourthSuitForcing,
    name: text('three-card support for {y}', 'drei Karten Unterstützung für {y}'),
    priority: 62,
  },
  {
    id: 'fsf.nt',
    auction: [
      '1{x} P 1{y} P 2{z} P 2{w} P',
      '1{x} P 1{y} P 1{z} P 2{w} P',
      '1{x} P 1{y} P 2{z} P 3{w} P',
      '1{x} P 2{y} P 2{z} P 3{w} P',
    ],
    when: (c, b) =>
      fourth(c, b) && c.calls.some((k) => k.role === 'partner' && k.meaning.ruleId.startsWith('fsf')),
    call: '+NT',
    hand: {
      stoppers: ['w'],
      tests: [
        cond(
          'at most two {y}, or three when {y} is a minor',
          'höchstens zwei {y}, oder drei, wenn {y} eine Unterfarbe ist',
          (h, _c, b) => h.length[suitOf(b, 'y')] <= (b.y === 'C' || b.y === 'D' ? 3 : 2),
        ),
      ],
    },
    forcing: afterFourthSuitForcing,
    name: text('stopper in {w}', 'Stopper in {w}'),
    priority: 61,
  },
  {
    id: 'fsf.rebid',
    auction: [
      '1{x} P 1{y} P 2{z} P 2{w} P',
      '1{x} P 1{y} P 1{z} P 2{w} P',
      '1{x} P 1{y} P 2{z} P 3{w} P',
      '1{x} P 2{y} P 2{z} P 3{w} P',
    ],
    when: (c, b) =>
      fourth(c, b) && c.calls.some((k) => k.role === 'partner' && k.meaning.ruleId.startsWith('fsf')),
    call: '+{x}',
    hand: { lengths: { x: [5, 13], y: [0, 2] } },
    forcing: afterFourthSuitForcing,
    name: text('five or more {x}, no stopper in {w}', 'fünf oder mehr {x}, kein Stopper in {w}'),
    priority: 60,
  },
  {
    id: 'fsf.raise',
    auction: ['1{x} P 1{y} P 2{z} P 2{w} P', '1{x} P 1{y} P 1{z} P 2{w} P'],
    when: (c, b) =>
      fourth(c, b) && c.calls.some((k) => k.role === 'partner' && k.meaning.ruleId.startsWith('fsf')),
    call: '+{w}',
    hand: { lengths: { w: [4, 13], y: [0, 2] } },
    forcing: afterFourthSuitForcing,
    name: text('four cards in {w}', 'vier Karten in {w}'),
    priority: 60.5,
  },
  {
    id: 'fsf.other',
    auction: [
      '1{x} P 1{y} P 2{z} P 2{w} P',
      '1{x} P 1{y} P 1{z} P 2{w} P',
      '1{x} P 1{y} P 2{z} P 3{w} P',
      '1{x} P 2{y} P 2{z} P 3{w} P',
    ],
    when: (c, b) =>
      fourth(c, b) && c.calls.some((k) => k.role === 'partner' && k.meaning.ruleId.startsWith('fsf')),
    call: '+{z}',
    hand: { lengths: { z: [4, 13] } },
    forcing: afterFourthSuitForcing,
    name: text(
      'no stopper in {w}, no support: {z} again',
      'kein Stopper in {w}, keine Unterstützung: nochmals {z}',
    ),
    priority: 40,
  },
  {
    id: 'fsf.other.five',
    auction: [
      '1{x} P 1{y} P 2{z} P 2{w} P',
      '1{x} P 1{y} P 1{z} P 2{w} P',
      '1{x} P 1{y} P 2{z} P 3{w} P',
      '1{x} P 2{y} P 2{z} P 3{w} P',
    ],
    // Bid twice below the first suit, the second suit is a five-card one (with 4-5 opener opens it).
    when: (c, b) =>
      fourth(c, b) &&
      STRAIN_ORDER.indexOf(suitOf(b, 'z')) < STRAIN_ORDER.indexOf(suitOf(b, 'x')) &&
      c.calls.some((k) => k.role === 'partner' && k.meaning.ruleId.startsWith('fsf')),
    call: '+{z}',
    hand: { lengths: { z: [5, 13] } },
    forcing: afterFourthSuitForcing,
    name: text(
      'no stopper in {w}, no support: five or more {z}',
      'kein Stopper in {w}, keine Unterstützung: fünf oder mehr {z}',
    ),
    priority: 40.5,
  },
  // Responder's second call (§6), where the general placement rules have nothing better.
  {
    id: 'resp2.1nt',
    auction: '1{x} P 1{y} P 1{z} P',
    call: '1NT',
    // A six-card suit rebids itself; without a stopper in the unbid suit, a preference.
    // bidding-sayc.md §6: the sign-off zone is 6-9; 10-11 invite.
    hand: {
      hcp: [6, 9],
      lengths: { z: [0, 3], y: [4, 5] },
      tests: [
        cond(
          "a stopper in the unbid suit, or fewer than four of opener's first suit",
          'ein Stopper in der ungereizten Farbe, oder weniger als vier Karten in der ersten Farbe des Eröffners',
          (h, ctx, b) =>
            h.length[suitOf(b, 'x')] < 4 ||
            SUITS.every(
              (s) => h.stopper(s) || ctx.calls.some((c) => c.call.type === 'bid' && c.call.strain === s),
            ),
        ),
      ],
    },
    forcing: 'NF',
    name: text('1NT: 6-9, no fit', '1SA: 6-9, kein Fit'),
    priority: GENERAL_LATER + 2.7,
  },
  {
    // bidding-sayc.md §6: 6-9 signs off at the two level, here in opener's one-level major.
    id: 'resp2.raise.one',
    auction: '1{x} P 1{y} P 1{M} P',
    call: '2{M}',
    hand: { hcp: [6, 9], lengths: { M: [4, 13] } },
    forcing: 'NF',
    name: text("raise of opener's {M}: 6-9", 'Hebung von {M} des Eröffners: 6-9'),
    priority: GENERAL_LATER + 3.3,
  },
  {
    // bidding-sayc.md §6: with 6-9 responder passes opener's non-forcing new suit when he prefers it.
    id: 'resp2.pass.second',
    auction: '1{x} P 1{y} P 2{z} P',
    when: (_ctx, b) => STRAIN_ORDER.indexOf(b.z ?? '') < STRAIN_ORDER.indexOf(b.x ?? ''),
    call: 'P',
    // Also what a pass here says when explained: no values to go on, no preference for opener's first suit.
    hand: { hcp: [0, 9], lengths: { z: [3, 13], x: [0, 2] } },
    forcing: 'NF',
    name: text("minimum, prefers opener's {z}", 'Minimum, zieht {z} des Eröffners vor'),
    priority: GENERAL_LATER + 3.3,
  },
  {
    id: 'resp2.raise.second',
    auction: '1{x} P 1{y} P 2{z} P',
    when: (_ctx, b) => STRAIN_ORDER.indexOf(b.z ?? '') < STRAIN_ORDER.indexOf(b.x ?? ''),
    call: '3{z}',
    hand: { hcp: [10, 11], lengths: { z: [4, 13] } },
    forcing: 'INV',
    name: text("invitational raise of opener's {z}", 'einladende Hebung von {z} des Eröffners'),
    priority: GENERAL_LATER + 2.8,
  },
  {
    // After a two-over-one responder has promised a second call: a six-card suit rebids.
    id: 'resp2.2over1.ownsuit',
    auction: ['1{x} P 2{y} P 2{z} P', '1{x} P 2{y} P 2{x} P', '1{x} P 2{y} P 2NT P'],
    call: '+{y}',
    hand: { lengths: { y: [6, 13], x: [0, 2] } },
    forcing: (ctx) => (ctx.lastBid !== null && ctx.lastBid.level >= 3 ? 'F1' : 'NF'),
    name: text('six or more {y}', 'sechs oder mehr {y}'),
    priority: 29,
  },
  {
    // §6: after opener's 1NT rebid a jump shift by responder is game forcing: a second five-card suit.
    id: 'resp2.jumpshift',
    auction: '1{x} P 1{y} P 1NT P',
    call: '++{z}',
    hand: { points: [13, 37], balanced: false, lengths: { y: [5, 13], z: [5, 13] } },
    forcing: 'GF',
    name: text('jump shift: five-five, game forcing', 'Sprungwechsel: fünf-fünf, partieforcierend'),
    priority: 40,
  },
  {
    // Opener's new suit at the two level: back to the first suit with at least as many cards there.
    id: 'resp2.preference.2',
    auction: '1{x} P 1{y} P 2{z} P',
    when: (_ctx, b) => STRAIN_ORDER.indexOf(b.z ?? '') < STRAIN_ORDER.indexOf(b.x ?? ''),
    call: '2{x}',
    hand: {
      hcp: [5, 9],
      lengths: { x: [2, 13], y: [4, 5] },
      tests: [
        cond(
          "at least as many of opener's first suit as of the second",
          'mindestens so viele Karten in der ersten Farbe des Eröffners wie in der zweiten',
          (h, _c, b) => h.length[suitOf(b, 'x')] >= h.length[suitOf(b, 'z')],
        ),
      ],
    },
    forcing: 'NF',
    name: text("preference for opener's {x}", 'Präferenz für {x} des Eröffners'),
    // Above the general invitations: 6-9 signs off (bidding-sayc.md §6).
    priority: GENERAL_LATER + 3.3,
  },
  {
    // After 1M-1NT-2(lower suit): back to opener's major with as many cards there as in the second suit.
    id: 'resp2.1nt.preference',
    auction: '1{x} P 1NT P 2{z} P',
    when: (_ctx, b) => STRAIN_ORDER.indexOf(b.z ?? '') < STRAIN_ORDER.indexOf(b.x ?? ''),
    call: '2{x}',
    hand: {
      hcp: [5, 10],
      lengths: { x: [2, 13] },
      tests: [
        cond(
          "at least as many of opener's first suit as of the second",
          'mindestens so viele Karten in der ersten Farbe des Eröffners wie in der zweiten',
          (h, _c, b) => h.length[suitOf(b, 'x')] >= h.length[suitOf(b, 'z')],
        ),
      ],
    },
    forcing: 'NF',
    name: text("preference for opener's {x}", 'Präferenz für {x} des Eröffners'),
    priority: GENERAL_LATER + 3.3,
  },
  {
    id: 'resp2.preference',
    auction: '1{x} P 1{y} P 1{z} P',
    when: (_ctx, b) => b.x === 'C' || b.x === 'D',
    call: '2{x}',
    hand: { hcp: [5, 9], lengths: { x: [4, 13], z: [0, 3], y: [4, 5] } },
    forcing: 'NF',
    name: text("preference: four or more of opener's {x}", 'Präferenz: vier oder mehr {x} des Eröffners'),
    priority: GENERAL_LATER + 2.65,
  },
  {
    id: 'resp2.ownsuit',
    auction: ['1{x} P 1{y} P 1{z} P', '1{x} P 1{y} P 1NT P', '1{x} P 1{y} P 2{z} P'],
    call: '+{y}',
    hand: { hcp: [5, 9], lengths: { y: [6, 13] } },
    forcing: 'NF',
    name: text('six or more {y}, minimum', 'sechs oder mehr {y}, Minimum'),
    // Above the general part-score placement, so that the rebid is read as six cards, not as a fit.
    priority: GENERAL_LATER + 3.05,
  },
  {
    id: 'resp2.ownsuit.jump',
    auction: ['1{x} P 1{y} P 1{z} P', '1{x} P 1{y} P 1NT P', '1{x} P 1{y} P 2{z} P'],
    call: '++{y}',
    hand: { hcp: [10, 12], lengths: { y: [6, 13] }, tests: [] },
    forcing: 'INV',
    name: text('six or more good {y}, invitational', 'sechs oder mehr gute {y}, einladend'),
    priority: GENERAL_LATER + 2.7,
  },
  {
    // §6's invitational zone counted with the fit: four cards in opener's second suit and shortness.
    id: 'resp2.1nt.raise',
    auction: ['1{x} P 1NT P 2{z} P'],
    when: (_ctx, b) => STRAIN_ORDER.indexOf(b.z ?? '') < STRAIN_ORDER.indexOf(b.x ?? ''),
    call: '3{z}',
    hand: { lengths: { z: [4, 13] }, support: ['z', 10, 13] },
    forcing: 'INV',
    name: text("invitational raise of opener's {z}", 'einladende Hebung von {z} des Eröffners'),
    priority: GENERAL_LATER + 2.65,
  },
  {
    id: 'resp2.newsuit.weak',
    auction: ['1{x} P 1NT P 2{z} P'],
    call: '+{w}',
    hand: { hcp: [5, 9], lengths: { w: [6, 13], x: [0, 2] } },
    forcing: 'NF',
    name: text('six or more {w}, weak', 'sechs oder mehr {w}, schwach'),
    priority: GENERAL_LATER + 2.6,
  },
  // Responder after opener's rebid over a two-over-one response.
  {
    id: 'resp2.2over1.raise',
    auction: ['1{x} P 2{y} P 2{z} P', '1{x} P 2{y} P 3{z} P'],
    call: '+{z}',
    hand: { lengths: { z: [4, 13] } },
    forcing: 'F1',
    name: text("raise of opener's second suit {z}", 'Hebung der zweiten Farbe des Eröffners, {z}'),
    priority: 31,
  },
  {
    id: 'resp2.2over1.preference',
    auction: ['1{x} P 2{y} P 2{z} P', '1{x} P 2{y} P 2{x} P'],
    call: '+{x}',
    hand: { points: [0, 11], lengths: { x: [3, 13] } },
    forcing: 'F1',
    name: text("preference for opener's {x}", 'Präferenz für {x} des Eröffners'),
    priority: 30,
  },
  {
    id: 'resp2.2over1.jumppreference',
    auction: ['1{x} P 2{y} P 2{z} P', '1{x} P 2{y} P 2{x} P'],
    when: (_c, b) => b.x === 'H' || b.x === 'S',
    call: '3{x}',
    hand: { points: [12, 37], lengths: { x: [3, 13] } },
    forcing: 'GF',
    name: text(
      "jump to three of opener's {x}: game forcing",
      'Sprung auf drei in {x} des Eröffners: partieforcierend',
    ),
    priority: 30,
  },
  {
    id: 'resp2.reverse.ownsuit',
    auction: ['1{x} P 1{y} P 2{z} P'],
    when: (ctx) => ctx.calls.some((c) => c.role === 'partner' && c.meaning.ruleId === 'rb.reverse'),
    call: '2{y}',
    hand: { hcp: [0, 10], lengths: { y: [5, 13] } },
    forcing: 'F1',
    name: text('five or more {y}', 'fünf oder mehr {y}'),
    priority: 31,
  },
  {
    id: 'resp2.reverse.weak',
    auction: ['1{x} P 1{y} P 2{z} P', '1{x} P 1NT P 2{z} P'],
    when: (ctx) => ctx.calls.some((c) => c.role === 'partner' && c.meaning.ruleId === 'rb.reverse'),
    call: '2NT',
    hand: { hcp: [0, 8] },
    forcing: 'NF',
    name: text('weak answer to the reverse', 'schwache Antwort auf den Revers'),
    priority: 30,
  },
  // The takeout doubler's second call.
  {
    id: 'dbl.cue',
    auction: AFTER_DOUBLE_ADVANCED,
    call: '+{o}',
    hand: { hcp: [22, 37] },
    forcing: 'GF',
    alert: text('cue bid: a very strong hand', 'Cuebid: eine sehr starke Hand'),
    name: text('cue bid: very strong', 'Cuebid: sehr stark'),
    priority: 61,
  },
  {
    id: 'dbl.raise.jump',
    auction: AFTER_DOUBLE_ADVANCED,
    call: '++{y}',
    hand: { hcp: [19, 22], lengths: { y: [4, 13] } },
    forcing: 'INV',
    name: text('jump raise of {y}: strong', 'Sprunghebung in {y}: stark'),
    priority: 66,
    when: (_c, b) => b.y === 'H' || b.y === 'S',
  },
  {
    id: 'dbl.raise',
    auction: AFTER_DOUBLE_ADVANCED,
    call: '+{y}',
    hand: { hcp: [16, 18], lengths: { y: [4, 13] } },
    forcing: 'INV',
    name: text('raise of {y}: extra values', 'Hebung in {y}: Extrawerte'),
    priority: 66,
    when: (_c, b) => b.y === 'H' || b.y === 'S',
  },
  {
    id: 'dbl.raise.minor.jump',
    auction: AFTER_DOUBLE_ADVANCED,
    when: (_c, b) => b.y === 'C' || b.y === 'D',
    call: '++{y}',
    hand: { hcp: [19, 22], lengths: { y: [4, 13] } },
    forcing: 'INV',
    name: text('jump raise of {y}: strong', 'Sprunghebung in {y}: stark'),
    priority: 62,
  },
  {
    id: 'dbl.raise.minor',
    auction: AFTER_DOUBLE_ADVANCED,
    call: '+{y}',
    hand: { hcp: [16, 18], lengths: { y: [4, 13] } },
    forcing: 'INV',
    name: text('raise of {y}: extra values', 'Hebung in {y}: Extrawerte'),
    priority: 58,
    when: (_c, b) => b.y === 'C' || b.y === 'D',
  },
  ...doublerNoTrump(
    'dbl.nt',
    ['1{o} X P 1{y} P'],
    '1NT',
    [18, 20],
    'NF',
    text('18-20 balanced', '18-20 ausgeglichen'),
  ),
  ...doublerNoTrump(
    'dbl.2nt',
    AFTER_ONE_LEVEL_ANSWER,
    '2NT',
    [21, 22],
    'INV',
    text('21-22 balanced', '21-22 ausgeglichen'),
  ),
  ...doublerNoTrump(
    'dbl.3nt',
    AFTER_ONE_LEVEL_ANSWER,
    '3NT',
    [23, 37],
    'SO',
    text('to play: 23+ balanced', 'zum Spielen: 23+ ausgeglichen'),
  ),
  // The balancing doubler: a balancing 1NT is 10-15, so double-then-no-trump shows 16-18.
  ...doublerNoTrump(
    'dbl.balancing.nt',
    ['1{o} P P X P 1{y} P', '1{o} P P X P 2{y} P'],
    '+NT',
    [16, 18],
    (ctx) => (ctx.lastBid !== null && ctx.lastBid.level >= 2 ? 'INV' : 'NF'),
    text(
      '16-18 balanced (balancing double, then no trump)',
      '16-18 ausgeglichen (Kontra in Wiederbelebungsposition, dann Sans Atout)',
    ),
  ),
  {
    id: 'dbl.ownsuit.jump',
    auction: ['1{o} X P 1{y} P', '1{o} X P 2{y} P', '1{o} X P 1NT P'],
    call: '++{z}',
    hand: { hcp: [19, 21], lengths: { z: [6, 13] } },
    forcing: 'INV',
    name: text('jump in {z}: strong with six or more', 'Sprung in {z}: stark mit sechs oder mehr'),
    priority: 66,
  },
  {
    id: 'dbl.ownsuit.major',
    when: (_c, b) => b.z === 'H' || b.z === 'S',
    auction: ['1{o} X P 1{y} P', '1{o} X P 2{y} P', '1{o} X P 1NT P'],
    call: '+{z}',
    hand: { hcp: [17, 37], lengths: { z: [5, 13] } },
    forcing: 'NF',
    name: text('strong hand with five or more {z}', 'starke Hand mit fünf oder mehr {z}'),
    priority: 65,
    prefer: (h, b) => naturalSuitOrder(h, b, 'z'),
  },
  {
    // Over their weak two or preempt partner was forced to answer: the strong doubler shows his suit.
    id: 'dbl.ownsuit.preempt',
    auction: ['2{o} X P 2{y} P', '2{o} X P 3{y} P', '3{o} X P 3{y} P'],
    call: '+{z}',
    hand: { hcp: [17, 37], lengths: { z: [5, 13], y: [0, 2] } },
    forcing: 'NF',
    name: text('strong hand with five or more {z}', 'starke Hand mit fünf oder mehr {z}'),
    priority: 60,
    prefer: (h, b) => naturalSuitOrder(h, b, 'z'),
  },
  {
    // They bid on and partner had nothing to say: the strong doubler shows his own suit.
    id: 'dbl.ownsuit.contested',
    auction: ['1{o} X B P P', '1{o} X B P B'],
    when: (ctx, b) =>
      b.z !== undefined && !theirSuits(ctx).includes(b.z) && ctx.lastBid !== null && ctx.lastBid.level <= 2,
    call: '+{z}',
    hand: { hcp: [17, 37], lengths: { z: [5, 13] } },
    forcing: 'NF',
    name: text('strong hand with five or more {z}', 'starke Hand mit fünf oder mehr {z}'),
    priority: 60,
    prefer: (h, b) => naturalSuitOrder(h, b, 'z'),
  },
  {
    id: 'dbl.again',
    auction: ['1{o} X 2{o} P P', '1{o} X 3{o} P P'],
    call: 'X',
    hand: { hcp: [17, 37], lengths: { o: [0, 1] }, tests: [noFiveCardSuit] },
    forcing: 'F1',
    alert: text(
      'takeout again: strong, short in their suit, no five-card suit',
      'wieder Informationskontra: stark, kurz in ihrer Farbe, keine Fünferfarbe',
    ),
    name: text('second takeout double', 'zweites Informationskontra'),
    priority: 59,
  },
  {
    // They jumped to game over the double and partner passed: a second double shows a strong hand,
    // values rather than shape; partner passes it with nothing to bid.
    id: 'dbl.again.game',
    auction: ['1{o} X 4{o} P P', '2{o} X 4{o} P P', '3{o} X 4{o} P P'],
    call: 'X',
    hand: { hcp: [18, 37], lengths: { o: [0, 2] } },
    forcing: 'NF',
    name: text('second double of their game: values', 'zweites Kontra ihres Vollspiels: Werte'),
    priority: 59,
  },
  {
    id: 'dbl.again.advance',
    auction: ['1{o} X 2{o} P P X P', '1{o} X 3{o} P P X P'],
    when: (ctx, b) => b.z !== undefined && b.z !== b.o && !theirSuits(ctx).includes(b.z),
    call: '+{z}',
    hand: { lengths: { z: [3, 13] } },
    forcing: 'NF',
    name: text('answers the second double in {z}', 'beantwortet das zweite Kontra in {z}'),
    priority: 60,
    prefer: (h, b) =>
      b.z === undefined
        ? 0
        : h.length[b.z] * 10 + (b.z === 'H' || b.z === 'S' ? 5 : 0) - STRAIN_ORDER.indexOf(b.z),
  },
  {
    id: 'dbl.ownsuit',
    when: (_c, b) => b.z === 'C' || b.z === 'D',
    auction: ['1{o} X P 1{y} P', '1{o} X P 2{y} P', '1{o} X P 1NT P'],
    call: '+{z}',
    hand: { hcp: [17, 37], lengths: { z: [5, 13] } },
    forcing: 'NF',
    name: text('strong hand with five or more {z}', 'starke Hand mit fünf oder mehr {z}'),
    priority: 60,
    prefer: (h, b) => naturalSuitOrder(h, b, 'z'),
  },
  {
    id: 'dbl.pass',
    auction: ['1{o} X P 1{y} P', '1{o} X P 2{y} P', '1{o} X P 1NT P'],
    call: 'P',
    hand: { hcp: [0, 16] },
    forcing: 'NF',
    name: text('minimum takeout double', 'Minimum-Informationskontra'),
    priority: 20,
  },
  // Partner doubled their 1NT for penalty: a weak hand runs to a long suit.
  {
    id: 'ntx.escape',
    auction: '1NT X P',
    call: '+{y}',
    hand: { hcp: [0, 5], lengths: { y: [5, 13] } },
    forcing: 'NF',
    name: text('weak, runs to {y}', 'schwach, flüchtet nach {y}'),
    priority: 50,
    prefer: (h, b) => h.length[suitOf(b, 'y')] * 10 - STRAIN_ORDER.indexOf(suitOf(b, 'y')),
  },
];
