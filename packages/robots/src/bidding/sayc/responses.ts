import { STRAINS, type Suit } from '@tenace/engine';
import { playing } from '../context.js';
import type { HandFacts } from '../hand.js';
import type { Bindings, Rule } from '../rule.js';
import { SAYC_FILLS as F } from './config.js';
import { cond, flatCountsLess, notFlatMinimum, suitOf, text } from './helpers.js';

const rank = (s: Suit) => STRAINS.indexOf(s);
const noFourCardMajor = { H: [0, 3], S: [0, 3] } as const;

/** Longest suit first; between 4-card suits the cheaper (up the line), between 5-card suits the higher. */
export function naturalSuitOrder(h: HandFacts, b: Bindings, name = 'x'): number {
  const suit = b[name];
  if (suit === undefined) return 0;
  const n = h.length[suit];
  return n * 10 + (n >= 5 ? rank(suit) : -rank(suit));
}

/** A jump shift describes one suit; with a second five-card suit responder bids slowly to show both. */
const oneSuiter = cond('no second five-card suit', 'keine zweite Fünferfarbe', (h, _c, b) =>
  (['S', 'H', 'D', 'C'] as const).every((s) => s === b.x || h.length[s] < 5),
);

const lowerThan = (a: string, b: string) => (_: unknown, bind: Bindings) =>
  rank(suitOf(bind, a)) < rank(suitOf(bind, b));

/** §3: responses to one of a major, opponents silent. */
const MAJOR: Rule[] = [
  {
    id: 'resp.1M.jacoby2nt',
    auction: '1{M} P',
    when: (ctx) => !ctx.passedHand,
    call: '2NT',
    hand: { hcp: [12, 37], lengths: { M: [4, 13] }, support: ['M', 13, 40] },
    forcing: 'GF',
    alert: text(
      'Jacoby 2NT: 4+ card support, game forcing',
      'Jacoby 2SA: 4+ Karten Unterstützung, partieforcierend',
    ),
    name: text('Jacoby 2NT raise of {M}', 'Jacoby-2SA-Hebung in {M}'),
    priority: 90,
  },
  {
    id: 'resp.1M.3nt',
    auction: '1{M} P',
    call: '3NT',
    hand: { hcp: [15, 17], balanced: true, lengths: { M: [2, 2] } },
    forcing: 'NF',
    name: text('3NT: balanced, two cards in {M}', '3SA: ausgeglichen, zwei Karten in {M}'),
    priority: 85,
  },
  {
    id: 'resp.1M.jumpshift',
    auction: '1{M} P',
    // Bergen raises take 1M-3♣ and 1M-3♦.
    when: (ctx, b) => !ctx.passedHand && !(playing(ctx, 'bergen') && (b.x === 'C' || b.x === 'D')),
    call: '++{x}',
    hand: { points: [F.jumpShiftHcp, 37], lengths: { x: [5, 13] }, tests: [oneSuiter] },
    forcing: 'GF',
    name: text('jump shift in {x}: strong, slam interest', 'Sprungwechsel in {x}: stark, Schleminteresse'),
    priority: 88,
    prefer: naturalSuitOrder,
  },
  {
    id: 'resp.1M.game',
    auction: '1{M} P',
    call: '4{M}',
    hand: { hcp: [0, 9], lengths: { M: [5, 13] } },
    forcing: 'SO',
    name: text('preemptive raise to game in {M}', 'Sperrhebung zum Vollspiel in {M}'),
    priority: 75,
  },
  {
    id: 'resp.1M.limit',
    auction: '1{M} P',
    // With Bergen raises 1M-3M is preemptive; a three-card limit raise starts with a new suit.
    when: (ctx) => !playing(ctx, 'bergen'),
    call: '3{M}',
    hand: { lengths: { M: [3, 13] }, support: ['M', F.limitRaise[0], F.limitRaise[1]] },
    forcing: 'INV',
    name: text('limit raise in {M}', 'Limithebung in {M}'),
    priority: 70,
  },
  {
    id: 'resp.1M.limit.passed',
    auction: '1{M} P',
    when: (ctx) => ctx.passedHand && !playing(ctx, 'bergen'),
    call: '3{M}',
    hand: { lengths: { M: [3, 13] }, support: ['M', F.limitRaise[1] + 1, 14] },
    forcing: 'INV',
    name: text('limit raise in {M} by a passed hand', 'Limithebung in {M} durch eine gepasste Hand'),
    priority: 70,
  },
  {
    id: 'resp.1M.raise',
    auction: '1{M} P',
    call: '2{M}',
    hand: { lengths: { M: [3, 13] }, support: ['M', 6, F.limitRaise[0] - 1] },
    forcing: 'NF',
    name: text('single raise in {M}', 'einfache Hebung in {M}'),
    priority: 65,
  },
  {
    id: 'resp.1H.1S',
    auction: '1H P',
    call: '1S',
    hand: { points: [6, 37], lengths: { S: [4, 13] } },
    forcing: 'F1',
    name: text('new suit: four or more spades', 'neue Farbe: vier oder mehr Pik'),
    priority: 60,
  },
  {
    id: 'resp.1M.2over1',
    auction: '1{M} P',
    when: (ctx, b) => lowerThan('x', 'M')(ctx, b) && !(b.M === 'S' && b.x === 'H'),
    call: '2{x}',
    hand: { points: [F.twoOverOnePoints, 37], lengths: { x: [4, 13] } },
    forcing: (ctx) => (ctx.passedHand ? 'NF' : 'F1'),
    name: text(
      'new suit at the two level: four or more {x}',
      'neue Farbe auf Zweierstufe: vier oder mehr {x}',
    ),
    priority: 55,
    prefer: naturalSuitOrder,
  },
  {
    id: 'resp.1S.2H',
    auction: '1S P',
    call: '2H',
    hand: { points: [F.twoOverOnePoints, 37], lengths: { H: [5, 13] } },
    forcing: (ctx) => (ctx.passedHand ? 'NF' : 'F1'),
    name: text(
      'new suit at the two level: five or more hearts',
      'neue Farbe auf Zweierstufe: fünf oder mehr Coeur',
    ),
    priority: 56,
  },
  {
    id: 'resp.1M.2m.three',
    auction: '1{M} P',
    call: '2{m}',
    hand: { points: [11, 37], lengths: { m: [3, 3], M: [0, 2] } },
    forcing: 'F1',
    name: text('new minor on three cards: no better bid', 'Unterfarbe mit drei Karten: kein besseres Gebot'),
    priority: 30,
    prefer: (_h, b) => (b.m === 'C' ? 1 : 0),
  },
  {
    id: 'resp.1M.threecard.gf',
    auction: '1{M} P',
    when: (ctx) => !ctx.passedHand,
    call: '2{m}',
    hand: { hcp: [13, 37], lengths: { M: [3, 3], m: [3, 13] } },
    forcing: 'F1',
    name: text(
      'new minor with game values and three-card support (support follows)',
      'neue Unterfarbe mit Vollspielwerten und Dreierstütze (die Unterstützung folgt)',
    ),
    priority: 53,
    prefer: (h, b) => h.length[b.m ?? 'C'] * 10 + (b.m === 'C' ? 1 : 0),
  },
  {
    id: 'resp.1M.1nt',
    auction: '1{M} P',
    call: '1NT',
    // Five HCP with a five-card suit (six points) is not too weak to respond.
    hand: {
      hcp: [F.oneNtResponseHcp[0] - 1, F.oneNtResponseHcp[1]],
      points: [6, 37],
      lengths: { M: [0, 2] },
    },
    forcing: 'NF',
    name: text(
      '1NT response: no fit, no one-level suit',
      '1SA-Antwort: kein Fit, keine Farbe auf Einerstufe',
    ),
    priority: 40,
  },
  {
    id: 'resp.1M.pass',
    auction: '1{M} P',
    call: 'P',
    hand: { points: [0, 5] },
    forcing: 'NF',
    name: text('too weak to respond', 'zu schwach für eine Antwort'),
    priority: 10,
  },
];

/** §4: responses to one of a minor, opponents silent. */
const MINOR: Rule[] = [
  {
    id: 'resp.1m.jumpshift',
    auction: '1{m} P',
    when: (ctx) => !ctx.passedHand,
    call: '++{x}',
    hand: { points: [F.jumpShiftHcp, 37], lengths: { x: [5, 13] }, tests: [oneSuiter] },
    forcing: 'GF',
    name: text('jump shift in {x}: strong, slam interest', 'Sprungwechsel in {x}: stark, Schleminteresse'),
    priority: 88,
    prefer: naturalSuitOrder,
  },
  {
    id: 'resp.1m.3nt',
    auction: '1{m} P',
    call: '3NT',
    hand: { hcp: [16, 18], balanced: true, lengths: noFourCardMajor },
    forcing: 'SO',
    name: text('3NT: balanced, no four-card major', '3SA: ausgeglichen, keine Oberfarbe mit vier Karten'),
    priority: 85,
  },
  {
    id: 'resp.1m.2nt',
    auction: '1{m} P',
    call: '2NT',
    hand: { hcp: [13, 15], balanced: true, lengths: noFourCardMajor },
    forcing: 'GF',
    name: text('2NT: balanced, no four-card major', '2SA: ausgeglichen, keine Oberfarbe mit vier Karten'),
    priority: 84,
  },
  {
    id: 'resp.1m.major',
    auction: '1{m} P',
    call: '1{M}',
    hand: { points: [6, 37], lengths: { M: [4, 13] } },
    forcing: 'F1',
    name: text('new suit: four or more {M}', 'neue Farbe: vier oder mehr {M}'),
    priority: 60,
    prefer: (h, b) => naturalSuitOrder(h, b, 'M'),
  },
  {
    id: 'resp.1C.1D',
    auction: '1C P',
    call: '1D',
    hand: {
      points: [6, 37],
      lengths: { D: [4, 13] },
      tests: [
        cond(
          'diamonds at least as long as each major (up the line with four-card suits; with five-five the major)',
          'Karo mindestens so lang wie jede Oberfarbe (Viererfarben von unten nach oben; mit fünf-fünf die Oberfarbe)',
          (h) => {
            const major = Math.max(h.length.H, h.length.S);
            return h.length.D > major || (h.length.D === major && major < 5);
          },
        ),
      ],
    },
    forcing: 'F1',
    name: text('new suit: four or more diamonds', 'neue Farbe: vier oder mehr Karo'),
    priority: 61,
  },
  {
    id: 'resp.1D.2C',
    auction: '1D P',
    call: '2C',
    hand: { points: [F.twoOverOnePoints, 37], lengths: { C: [4, 13], ...noFourCardMajor } },
    forcing: 'F1',
    name: text(
      'new suit at the two level: four or more clubs',
      'neue Farbe auf Zweierstufe: vier oder mehr Treff',
    ),
    priority: 55,
  },
  {
    // Game values, long support, no major and no balanced hand for 2NT/3NT: game in the minor.
    id: 'resp.1m.game',
    auction: '1{m} P',
    when: (ctx) => !ctx.passedHand,
    call: '4{m}',
    hand: { hcp: [13, 16], balanced: false, lengths: { ...noFourCardMajor, m: [6, 13] } },
    forcing: 'NF',
    name: text('game values with six-card {m} support', 'Vollspielwerte mit sechs Karten {m}-Unterstützung'),
    priority: 69,
  },
  {
    id: 'resp.1m.limit',
    auction: '1{m} P',
    call: '3{m}',
    hand: {
      hcp: F.minorLimitRaise,
      lengths: noFourCardMajor,
      tests: [
        notFlatMinimum(F.minorLimitRaise[0]),
        cond(
          'support: 4+ diamonds or 5+ clubs',
          'Unterstützung: 4+ Karo oder 5+ Treff',
          (h, _c, b) => h.length[suitOf(b, 'm')] >= (b.m === 'D' ? 4 : 5),
        ),
        // As with the single raise, a new suit at the one level comes first: 1♣-1♦ with four diamonds.
        cond(
          'over 1♣ fewer than four diamonds',
          'über 1♣ weniger als vier Karo',
          (h, _c, b) => b.m !== 'C' || h.length.D < 4,
        ),
      ],
    },
    forcing: 'INV',
    name: text('limit raise in {m}', 'Limithebung in {m}'),
    priority: 70,
  },
  {
    id: 'resp.1m.1nt',
    auction: '1{m} P',
    call: '1NT',
    hand: {
      hcp: [F.oneNtResponseHcp[0], F.oneNtResponseHcp[1] + 1],
      balanced: true,
      lengths: noFourCardMajor,
      tests: [flatCountsLess(F.oneNtResponseHcp[1])],
    },
    forcing: 'NF',
    name: text('1NT: no four-card major', '1SA: keine Oberfarbe mit vier Karten'),
    priority: 52,
  },
  {
    id: 'resp.1m.raise',
    auction: '1{m} P',
    call: '2{m}',
    hand: {
      hcp: [6, F.minorLimitRaise[0] - 1],
      lengths: noFourCardMajor,
      tests: [
        cond(
          'support: 4+ diamonds or 5+ clubs',
          'Unterstützung: 4+ Karo oder 5+ Treff',
          (h, _c, b) => h.length[suitOf(b, 'm')] >= (b.m === 'D' ? 4 : 5),
        ),
      ],
    },
    forcing: 'NF',
    name: text('single raise in {m}', 'einfache Hebung in {m}'),
    priority: 56,
  },
  {
    id: 'resp.1m.1nt.unbalanced',
    auction: '1{m} P',
    call: '1NT',
    hand: { hcp: F.oneNtResponseHcp, lengths: noFourCardMajor },
    forcing: 'NF',
    name: text('1NT: no four-card major', '1SA: keine Oberfarbe mit vier Karten'),
    priority: 45,
  },
  {
    id: 'resp.1m.2nt.unbalanced',
    auction: '1{m} P',
    call: '2NT',
    hand: { hcp: [11, 12], lengths: noFourCardMajor },
    forcing: 'INV',
    name: text('2NT: invitational, no four-card major', '2SA: einladend, keine Oberfarbe mit vier Karten'),
    priority: 44,
  },
  {
    id: 'resp.1m.pass',
    auction: '1{m} P',
    call: 'P',
    hand: { points: [0, 5] },
    forcing: 'NF',
    name: text('too weak to respond', 'zu schwach für eine Antwort'),
    priority: 10,
  },
];

export const RESPONSES: readonly Rule[] = [...MAJOR, ...MINOR];
