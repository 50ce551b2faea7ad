import { STRAINS, type Suit } from '@tenace/engine';
import { type BidContext, callsBy } from '../context.js';
import { shownBy } from '../inference.js';
import type { HandTest, Rule } from '../rule.js';
import { cond, goodSuit, suitOf, text } from './helpers.js';
import { naturalSuitOrder } from './responses.js';

const rank = (s: Suit) => STRAINS.indexOf(s);

const supportFor = (name: string): HandTest =>
  cond(
    'support: three cards in a major, four in a minor',
    'Unterstützung: drei Karten in Oberfarbe, vier in Unterfarbe',
    (h, _c, b) => {
      const s = suitOf(b, name);
      return h.length[s] >= (s === 'H' || s === 'S' ? 3 : s === 'D' ? 4 : 5);
    },
  );

const eightAtTwoLevel: HandTest = cond(
  '8+ HCP over a two-level overcall',
  '8+ FP über einer Gegenreizung auf Zweierstufe',
  (h, ctx) => ctx.lastBid?.level === 1 || h.hcp >= 8,
);

const partnerDoubleShows = (ctx: BidContext, suit: Suit): boolean => {
  const x = callsBy(ctx, 'partner').pop();
  if (x?.call.type !== 'double' || !x.meaning.ruleId.startsWith('neg.')) return false;
  // 1m-(2m)-X promises a four-card major without saying which.
  return (
    x.meaning.lengths[suit][0] >= 4 ||
    (x.meaning.ruleId === 'neg.x.2.either' && (suit === 'H' || suit === 'S'))
  );
};

/** §12: responder after an overcall of partner's one-level opening, and after a takeout double. */
const RESPONDER: Rule[] = [
  {
    id: 'neg.x.majors',
    auction: '1{m} 1{n}',
    call: 'X',
    hand: { hcp: [6, 37], lengths: { H: [4, 13], S: [4, 13], n: [0, 4] } },
    forcing: 'F1',
    alert: text(
      'negative double: four or more in both majors',
      'negatives Kontra: vier oder mehr in beiden Oberfarben',
    ),
    name: text('negative double', 'negatives Kontra'),
    // Both majors, even five-four: the double shows them at once (before a five-card one-level bid).
    priority: 65,
  },
  {
    id: 'neg.x.spades',
    auction: '1{m} 1H',
    call: 'X',
    hand: { hcp: [6, 37], lengths: { S: [4, 4], H: [0, 4] } },
    forcing: 'F1',
    alert: text('negative double: exactly four spades', 'negatives Kontra: genau vier Pik'),
    name: text('negative double', 'negatives Kontra'),
    priority: 62,
  },
  {
    id: 'neg.x.hearts',
    auction: '1{m} 1S',
    call: 'X',
    hand: {
      hcp: [6, 37],
      lengths: { H: [4, 5], S: [0, 4] },
      tests: [
        cond(
          'five hearts only with 6-10 HCP',
          'fünf Coeur nur mit 6-10 FP',
          (h) => h.length.H === 4 || h.hcp <= 10,
        ),
      ],
    },
    forcing: 'F1',
    alert: text('negative double: four or more hearts', 'negatives Kontra: vier oder mehr Coeur'),
    name: text('negative double', 'negatives Kontra'),
    priority: 62,
  },
  {
    id: 'neg.x.minors',
    auction: ['1H 1S', '1{M} 2{N}'],
    call: 'X',
    hand: { hcp: [6, 37], lengths: { C: [4, 13], D: [4, 13] }, tests: [eightAtTwoLevel] },
    forcing: 'F1',
    alert: text(
      'negative double: four or more in both minors',
      'negatives Kontra: vier oder mehr in beiden Unterfarben',
    ),
    name: text('negative double', 'negatives Kontra'),
    priority: 62,
  },
  {
    id: 'neg.x.2.major',
    auction: '1{x} 2{o}',
    when: (_c, b) => (b.u === 'H' || b.u === 'S') && [b.x, b.o].includes(b.u === 'H' ? 'S' : 'H'),
    vars: ['u'],
    call: 'X',
    hand: { hcp: [8, 37], lengths: { u: [4, 13], o: [0, 4] } },
    forcing: 'F1',
    alert: text('negative double: four or more {u}', 'negatives Kontra: vier oder mehr {u}'),
    name: text('negative double', 'negatives Kontra'),
    priority: 62,
  },
  {
    id: 'neg.x.2.either',
    auction: '1{m} 2{n}',
    call: 'X',
    hand: {
      hcp: [8, 37],
      lengths: { n: [0, 4] },
      tests: [
        cond(
          'four or more cards in at least one major',
          'vier oder mehr Karten in mindestens einer Oberfarbe',
          (h) => h.length.H >= 4 || h.length.S >= 4,
        ),
      ],
    },
    forcing: 'F1',
    alert: text(
      'negative double: four or more in a major',
      'negatives Kontra: vier oder mehr in einer Oberfarbe',
    ),
    name: text('negative double', 'negatives Kontra'),
    priority: 62,
  },
  {
    id: 'neg.cue',
    auction: ['1{x} 1{o}', '1{x} 2{o}'],
    call: '+{o}',
    hand: { tests: [supportFor('x')], support: ['x', 13, 37] },
    forcing: 'GF',
    alert: text('cue bid: a raise with game values', 'Cuebid: Hebung mit Vollspielwerten'),
    name: text('cue bid: raise of {x} with values', 'Cuebid: Hebung in {x} mit Werten'),
    priority: 66,
  },
  {
    id: 'neg.free.1.five',
    auction: '1{x} 1{o}',
    call: '1{y}',
    hand: { points: [6, 37], lengths: { y: [5, 13] } },
    forcing: 'F1',
    name: text('new suit: five or more {y}', 'neue Farbe: fünf oder mehr {y}'),
    priority: 64,
    prefer: (h, b) => naturalSuitOrder(h, b, 'y'),
  },
  {
    id: 'neg.free.1.four',
    auction: '1{x} 1{o}',
    call: '1{y}',
    hand: { points: [6, 37], lengths: { y: [4, 13] } },
    forcing: 'F1',
    name: text('new suit: four or more {y}', 'neue Farbe: vier oder mehr {y}'),
    priority: 56,
    prefer: (h, b) => naturalSuitOrder(h, b, 'y'),
  },
  {
    id: 'neg.free.2',
    auction: ['1{x} 1{o}', '1{x} 2{o}'],
    // Not a jump: a suit that goes at the one level is bid there.
    when: (ctx, b) =>
      !(ctx.lastBid?.level === 1 && b.y !== undefined && rank(b.y) > rank(ctx.lastBid.strain as Suit)),
    call: '2{y}',
    hand: {
      points: [11, 37],
      lengths: { y: [5, 13] },
      tests: [
        cond(
          "12+ HCP when holding three cards in partner's major (else raise)",
          '12+ FP bei drei Karten in der Oberfarbe des Partners (sonst Hebung)',
          (h, _c, b) => !((b.x === 'H' || b.x === 'S') && h.length[suitOf(b, 'x')] >= 3) || h.hcp >= 12,
        ),
      ],
    },
    forcing: 'F1',
    name: text('free bid: five or more {y}, 11+ points', 'freies Gebot: fünf oder mehr {y}, 11+ Punkte'),
    priority: 67,
    prefer: (h, b) => naturalSuitOrder(h, b, 'y'),
  },
  {
    id: 'neg.free.3',
    auction: ['1{x} 2{o}'],
    when: (ctx) => ctx.lastBid !== null && ctx.lastBid.level === 2,
    call: '+{y}',
    hand: { points: [11, 37], lengths: { y: [5, 13] } },
    forcing: 'F1',
    name: text(
      'free bid at the three level: five or more {y}',
      'freies Gebot auf Dreierstufe: fünf oder mehr {y}',
    ),
    priority: 61,
    prefer: (h, b) => naturalSuitOrder(h, b, 'y'),
  },
  {
    id: 'neg.jumpraise',
    auction: ['1{x} 1{o}', '1{x} 2{o}'],
    call: '++{x}',
    hand: { tests: [supportFor('x')], support: ['x', 10, 12] },
    forcing: 'INV',
    name: text('limit raise of {x} over the overcall', 'Limithebung in {x} über der Gegenreizung'),
    priority: 63,
    when: (_c, b) => b.x === 'H' || b.x === 'S',
  },
  {
    id: 'neg.jumpraise.minor',
    auction: ['1{x} 1{o}', '1{x} 2{o}'],
    call: '++{x}',
    hand: { tests: [supportFor('x')], support: ['x', 10, 12] },
    forcing: 'INV',
    name: text('limit raise of {x} over the overcall', 'Limithebung in {x} über der Gegenreizung'),
    priority: 60,
    when: (_c, b) => b.x === 'C' || b.x === 'D',
  },
  {
    id: 'neg.raise',
    auction: ['1{x} 1{o}', '1{x} 2{o}'],
    call: '+{x}',
    hand: { tests: [supportFor('x')], support: ['x', 6, 10] },
    forcing: 'NF',
    name: text('raise of {x}', 'Hebung in {x}'),
    priority: 63,
    when: (_c, b) => b.x === 'H' || b.x === 'S',
  },
  {
    id: 'neg.raise.minor',
    auction: ['1{x} 1{o}', '1{x} 2{o}'],
    call: '+{x}',
    hand: { tests: [supportFor('x')], support: ['x', 6, 10] },
    forcing: 'NF',
    name: text('raise of {x}', 'Hebung in {x}'),
    priority: 57,
    when: (_c, b) => b.x === 'C' || b.x === 'D',
  },
  {
    id: 'neg.1nt',
    auction: '1{x} 1{o}',
    call: '1NT',
    // Five cards in their suit pass instead, hoping to defend (the trap pass below).
    hand: { hcp: [6, 10], stoppers: ['o'], lengths: { o: [0, 4] } },
    forcing: 'NF',
    name: text('1NT: stopper in their suit', '1SA: Stopper in ihrer Farbe'),
    priority: 55,
  },
  {
    id: 'neg.2nt',
    auction: ['1{x} 1{o}', '1{x} 2{o}'],
    call: '2NT',
    hand: { hcp: [11, 12], stoppers: ['o'], lengths: { o: [0, 4] } },
    forcing: 'INV',
    name: text('2NT: invitational, stopper in their suit', '2SA: einladend, Stopper in ihrer Farbe'),
    priority: 55,
  },
  {
    id: 'neg.3nt',
    auction: ['1{x} 1{o}', '1{x} 2{o}'],
    call: '3NT',
    hand: { hcp: [13, 37], stoppers: ['o'], balanced: true },
    forcing: 'SO',
    name: text('3NT: to play, stopper in their suit', '3SA: zum Spielen, Stopper in ihrer Farbe'),
    priority: 54,
  },
  {
    id: 'neg.pass',
    auction: ['1{x} 1{o}', '1{x} 2{o}', '1{x} 3{o}'],
    call: 'P',
    // Game values without a fitting call are left to the general placement rules.
    hand: { hcp: [0, 12] },
    forcing: 'NF',
    name: text('no suitable action', 'keine passende Aktion'),
    priority: 10,
  },
  {
    // Length in their suit: pass and wait for opener's reopening double, to pass it for penalty.
    id: 'neg.trappass',
    auction: ['1{x} 1{o}', '1{x} 2{o}'],
    call: 'P',
    hand: { hcp: [6, 37], lengths: { o: [5, 13] } },
    forcing: 'NF',
    name: text(
      'trap pass: length in their suit, waits for a reopening double',
      'Fallenpass: Länge in ihrer Farbe, wartet auf ein Wiedereröffnungskontra',
    ),
    // As high as the plain pass, so that a pass is not read as showing their suit.
    priority: 10,
  },
  // After their takeout double.
  {
    id: 'tx.xx',
    auction: '1{x} X',
    call: 'XX',
    hand: { hcp: [10, 37] },
    forcing: 'F1',
    name: text('redouble: 10+ HCP', 'Rekontra: 10+ FP'),
    priority: 70,
  },
  {
    id: 'tx.jordan',
    auction: '1{x} X',
    call: '2NT',
    hand: { lengths: { x: [4, 13] }, support: ['x', 10, 37] },
    forcing: 'F1',
    alert: text(
      'limit raise or better with four or more trumps',
      'Limithebung oder besser mit vier oder mehr Trümpfen',
    ),
    name: text('2NT: limit raise or better in {x}', '2SA: Limithebung oder besser in {x}'),
    priority: 71,
  },
  {
    id: 'tx.game',
    auction: '1{M} X',
    call: '4{M}',
    hand: { hcp: [0, 9], lengths: { M: [5, 13] } },
    forcing: 'SO',
    name: text('preemptive raise to game in {M}', 'Sperrhebung zum Vollspiel in {M}'),
    priority: 72,
  },
  {
    id: 'tx.jumpshift',
    auction: '1{x} X',
    call: '++{y}',
    hand: { hcp: [0, 8], lengths: { y: [6, 13], x: [0, 2] }, tests: [goodSuit('y')] },
    forcing: 'NF',
    name: text('preemptive jump shift in {y}', 'Sperr-Sprungwechsel in {y}'),
    priority: 59,
  },
  {
    id: 'tx.jumpraise',
    auction: '1{x} X',
    call: '3{x}',
    hand: { hcp: [0, 8], lengths: { x: [4, 13] } },
    forcing: 'NF',
    name: text('preemptive jump raise of {x}', 'Sperrhebung im Sprung in {x}'),
    priority: 64,
  },
  {
    id: 'tx.raise',
    auction: '1{x} X',
    call: '2{x}',
    hand: { tests: [supportFor('x')], support: ['x', 6, 9] },
    forcing: 'NF',
    name: text('raise of {x}', 'Hebung in {x}'),
    priority: 62,
  },
  {
    id: 'tx.newsuit.1',
    auction: '1{x} X',
    call: '1{y}',
    hand: { points: [6, 9], lengths: { y: [4, 13] } },
    forcing: 'F1',
    name: text('new suit: four or more {y}', 'neue Farbe: vier oder mehr {y}'),
    priority: 58,
    prefer: (h, b) => naturalSuitOrder(h, b, 'y'),
  },
  {
    id: 'tx.newsuit.2',
    auction: '1{x} X',
    call: '2{y}',
    when: (_c, b) => rank(suitOf(b, 'y')) < rank(suitOf(b, 'x')),
    hand: { points: [6, 9], lengths: { y: [5, 13] }, tests: [goodSuit('y')] },
    forcing: 'NF',
    name: text(
      'new suit at the two level: not forcing, long {y}',
      'neue Farbe auf Zweierstufe: nicht forcierend, lange {y}',
    ),
    priority: 57,
  },
  {
    id: 'tx.1nt',
    auction: '1{x} X',
    call: '1NT',
    hand: { hcp: [6, 9] },
    forcing: 'NF',
    name: text('1NT: 6-9', '1SA: 6-9'),
    priority: 50,
  },
  {
    id: 'tx.pass',
    auction: '1{x} X',
    call: 'P',
    hand: { hcp: [0, 9] },
    forcing: 'NF',
    name: text('nothing to say', 'nichts zu sagen'),
    priority: 2,
  },
];

/** No four cards in a major partner's negative double promised: a natural rebid describes the hand better than the cue bid. */
const noFitForTheDouble: HandTest = cond(
  "no four cards in a major partner's double promised",
  'keine vier Karten in einer Oberfarbe, die das Kontra des Partners versprochen hat',
  (h, ctx) => (['H', 'S'] as const).every((s) => h.length[s] < 4 || !partnerDoubleShows(ctx, s)),
);

/** Opener's rebid after partner's negative double. */
const AFTER_NEGATIVE_DOUBLE: Rule[] = [
  {
    id: 'nx.cue',
    auction: ['1{x} 1{o} X P', '1{x} 2{o} X P'],
    call: '+{o}',
    hand: { hcp: [18, 37] },
    forcing: 'GF',
    alert: text(
      'cue bid: a strong hand after the negative double',
      'Cuebid: eine starke Hand nach dem negativen Kontra',
    ),
    name: text('cue bid: strong', 'Cuebid: stark'),
    priority: 62,
  },
  {
    id: 'nx.major.game',
    auction: ['1{x} 1{o} X P', '1{x} 2{o} X P'],
    when: (ctx, b) => partnerDoubleShows(ctx, suitOf(b, 'M')),
    call: '4{M}',
    hand: { hcp: [19, 37], lengths: { M: [4, 13] } },
    forcing: 'SO',
    name: text('game in {M}', 'Vollspiel in {M}'),
    priority: 61,
  },
  {
    id: 'nx.major.jump',
    auction: ['1{x} 1{o} X P', '1{x} 2{o} X P'],
    when: (ctx, b) => partnerDoubleShows(ctx, suitOf(b, 'M')),
    call: '++{M}',
    hand: { hcp: [15, 17], lengths: { M: [4, 13] } },
    forcing: 'INV',
    name: text('jump in {M}: medium with four', 'Sprung in {M}: mittel mit vier Karten'),
    priority: 60,
  },
  {
    id: 'nx.major',
    auction: ['1{x} 1{o} X P', '1{x} 2{o} X P'],
    when: (ctx, b) => partnerDoubleShows(ctx, suitOf(b, 'M')),
    call: '+{M}',
    hand: { hcp: [0, 14], lengths: { M: [4, 13] } },
    forcing: 'NF',
    name: text('four or more {M}, minimum', 'vier oder mehr {M}, Minimum'),
    priority: 60,
  },
  {
    id: 'nx.3nt',
    auction: ['1{x} 1{o} X P', '1{x} 2{o} X P'],
    call: '3NT',
    hand: { hcp: [19, 21], stoppers: ['o'], tests: [noFitForTheDouble] },
    forcing: 'SO',
    name: text('3NT: 19+, stopper', '3SA: 19+, Stopper'),
    // Below the jump rebid: a good six-card suit is shown first, partner may still hold its fit.
    priority: 62.5,
  },
  {
    id: 'nx.2nt',
    auction: ['1{x} 1{o} X P'],
    call: '2NT',
    hand: {
      hcp: [16, 18],
      stoppers: ['o'],
      tests: [
        cond(
          'no singleton or void',
          'kein Single oder Chicane',
          (h) => Math.min(h.length.S, h.length.H, h.length.D, h.length.C) >= 2,
        ),
      ],
    },
    forcing: 'INV',
    name: text('2NT: 16-18, stopper', '2SA: 16-18, Stopper'),
    priority: 57,
  },
  {
    // Over a two-level overcall 2NT is the cheapest no trump: a minimum with their suit stopped.
    id: 'nx.2nt.min',
    auction: ['1{x} 2{o} X P'],
    call: '2NT',
    hand: { hcp: [12, 15], balanced: true, stoppers: ['o'] },
    forcing: 'NF',
    name: text('2NT: minimum, balanced, stopper', '2SA: Minimum, ausgeglichen, Stopper'),
    priority: 56,
  },
  {
    id: 'nx.jumprebid',
    auction: ['1{x} 1{o} X P', '1{x} 2{o} X P'],
    call: '++{x}',
    hand: { hcp: [15, 19], lengths: { x: [6, 13] }, tests: [goodSuit('x'), noFitForTheDouble] },
    forcing: 'INV',
    name: text('jump rebid: six good {x}', 'Sprung-Wiedergebot: sechs gute {x}'),
    priority: 63,
  },
  {
    id: 'nx.rebid',
    auction: ['1{x} 1{o} X P', '1{x} 2{o} X P'],
    call: '+{x}',
    hand: { hcp: [10, 15], lengths: { x: [5, 13] } },
    forcing: 'NF',
    name: text('rebids {x}: minimum', 'wiederholt {x}: Minimum'),
    priority: 56,
  },
  {
    id: 'nx.1nt',
    auction: ['1{x} 1{o} X P'],
    call: '1NT',
    hand: { hcp: [12, 15], stoppers: ['o'], balanced: true },
    forcing: 'NF',
    name: text('1NT: minimum, stopper', '1SA: Minimum, Stopper'),
    priority: 55,
  },
  {
    id: 'nx.newsuit',
    auction: ['1{x} 1{o} X P', '1{x} 2{o} X P'],
    call: '+{z}',
    when: (ctx, b) => rank(suitOf(b, 'z')) < rank(suitOf(b, 'x')) || ctx.lastBid?.level === 1,
    hand: { hcp: [10, 18], lengths: { z: [4, 13], x: [0, 5] } },
    forcing: 'NF',
    name: text('new suit: four or more {z}', 'neue Farbe: vier oder mehr {z}'),
    priority: 57,
    prefer: (h, b) => naturalSuitOrder(h, b, 'z'),
  },
];

/**
 * Opener after partner's negative double when the overcaller's partner raises: no longer forced to
 * bid, opener still shows the major the double promised (an eight-card fit competes) or a second
 * five-card suit; otherwise passes.
 */
const AFTER_NEGATIVE_DOUBLE_RAISED: Rule[] = [
  {
    id: 'nx.raised.major',
    auction: ['1{x} 1{o} X 2{o}', '1{x} 2{o} X 3{o}'],
    when: (ctx, b) => partnerDoubleShows(ctx, suitOf(b, 'M')),
    call: '+{M}',
    hand: { hcp: [11, 16], lengths: { M: [4, 13] } },
    forcing: 'NF',
    name: text(
      'four or more {M}: competes in the fit the double promised',
      'vier oder mehr {M}: kämpft im Fit, den das Kontra versprochen hat',
    ),
    priority: 58,
  },
  {
    id: 'nx.raised.major.game',
    auction: ['1{x} 1{o} X 2{o}', '1{x} 2{o} X 3{o}'],
    when: (ctx, b) => partnerDoubleShows(ctx, suitOf(b, 'M')),
    call: 'G{M}',
    hand: { hcp: [17, 37], lengths: { M: [4, 13] } },
    forcing: 'SO',
    name: text('game in {M}', 'Vollspiel in {M}'),
    priority: 58,
  },
  {
    id: 'nx.raised.newsuit',
    auction: ['1{x} 1{o} X 2{o}', '1{x} 2{o} X 3{o}'],
    call: '+{z}',
    hand: { hcp: [10, 16], lengths: { x: [5, 13], z: [5, 13] } },
    forcing: 'NF',
    name: text(
      'a second five-card suit: competes with two suits',
      'eine zweite Fünferfarbe: kämpft mit zwei Farben',
    ),
    priority: 57,
    prefer: (h, b) => naturalSuitOrder(h, b, 'z'),
  },
  {
    id: 'nx.raised.pass',
    auction: ['1{x} 1{o} X 2{o}', '1{x} 2{o} X 3{o}'],
    call: 'P',
    hand: {},
    forcing: 'NF',
    name: text('nothing more to show over the raise', 'nichts weiter zu zeigen über der Hebung'),
    priority: 10,
  },
];

/** Opener reopens after an overcall that partner passed; partner answers a reopening double. */
const REOPENING: Rule[] = [
  {
    id: 'reopen.x',
    auction: ['1{x} 1{o} P P', '1{x} 2{o} P P', '1{x} P P 1{o}', '1{x} P P 2{o}'],
    call: 'X',
    hand: {
      hcp: [11, 37],
      tests: [
        cond(
          'at most two cards in {o}',
          'höchstens zwei Karten in {o}',
          (h, _c, b) => h.length[suitOf(b, 'o')] <= 2,
        ),
      ],
    },
    forcing: 'F1',
    alert: text('reopening double: short in their suit', 'Wiederbelebungskontra: kurz in ihrer Farbe'),
    name: text('reopening double', 'Wiederbelebungskontra'),
    priority: 52,
  },
  {
    id: 'reopen.x.strong',
    auction: ['1{x} 1{o} P P', '1{x} 2{o} P P', '1{x} P P 1{o}', '1{x} P P 2{o}'],
    call: 'X',
    hand: { hcp: [17, 37] },
    forcing: 'F1',
    alert: text('reopening double: a strong hand', 'Wiederbelebungskontra: eine starke Hand'),
    name: text('reopening double (strong)', 'Wiederbelebungskontra (stark)'),
    priority: 52,
  },
  {
    id: 'reopen.2nt',
    auction: ['1{x} 1{o} P P'],
    call: '2NT',
    hand: { hcp: [18, 19], balanced: true, stoppers: ['o'] },
    forcing: 'INV',
    name: text('18-19 balanced, stopper', '18-19 ausgeglichen, Stopper'),
    priority: 53,
  },
  {
    id: 'reopen.rebid',
    auction: ['1{x} 1{o} P P', '1{x} 2{o} P P'],
    call: '+{x}',
    hand: { lengths: { x: [6, 13] } },
    forcing: 'NF',
    name: text('six or more {x}', 'sechs oder mehr {x}'),
    priority: 51,
  },
  {
    id: 'reopen.pass',
    auction: ['1{x} 1{o} P P', '1{x} 2{o} P P'],
    call: 'P',
    hand: {},
    forcing: 'NF',
    name: text('nothing more to show', 'nichts mehr zu zeigen'),
    priority: 1,
  },
  {
    id: 'reopen.adv.suit',
    auction: ['1{x} 1{o} P P X P', '1{x} 2{o} P P X P'],
    call: '+{y}',
    hand: { lengths: { y: [4, 13] } },
    forcing: 'NF',
    name: text('four or more {y}', 'vier oder mehr {y}'),
    priority: 50,
    prefer: (h, b) => naturalSuitOrder(h, b, 'y'),
  },
  {
    id: 'reopen.adv.preference',
    auction: ['1{x} 1{o} P P X P', '1{x} 2{o} P P X P'],
    call: '+{x}',
    hand: { lengths: { x: [2, 13] } },
    forcing: 'NF',
    name: text("back to partner's {x}", 'zurück zu {x} des Partners'),
    priority: 45,
  },
  {
    id: 'reopen.adv.penalty',
    auction: ['1{x} 1{o} P P X P', '1{x} 2{o} P P X P'],
    call: 'P',
    hand: {
      lengths: { o: [4, 13] },
      tests: [
        cond(
          'good length and strength in {o}',
          'gute Länge und Stärke in {o}',
          (h, _c, b) => h.topHonours(suitOf(b, 'o'), 5) >= 2,
        ),
      ],
    },
    forcing: 'NF',
    name: text('penalty pass: length in {o}', 'Strafpasse: Länge in {o}'),
    priority: 55,
  },
];

/** The negative doubler's second call: with game values and no fit found, the cue bid asks for a stopper. */
const NEGATIVE_DOUBLER: Rule[] = [
  {
    id: 'neg.then.cue',
    auction: ['1{x} 1{o} X P B P', '1{x} 2{o} X P B P'],
    when: (ctx, b) => {
      const mine = callsBy(ctx, 'me').pop();
      if (!mine?.meaning.ruleId.startsWith('neg.x') || b.o === undefined) return false;
      const last = ctx.lastBid;
      return (
        last !== null && last.level <= 3 && !(last.level === 3 && rank(last.strain as Suit) >= rank(b.o))
      );
    },
    call: '+{o}',
    hand: {
      hcp: [12, 37],
      tests: [
        cond(
          'no stopper in their suit',
          'kein Stopper in ihrer Farbe',
          (h, _c, b) => !h.stopper(suitOf(b, 'o')),
        ),
        cond(
          'no eight-card major fit (a minor fit still looks for 3NT first)',
          'kein Achterfit in Oberfarbe (mit Unterfarbfit wird zuerst 3SA gesucht)',
          (h, ctx) => {
            const p = shownBy(ctx, 'partner');
            return (['S', 'H'] as const).every((s) => h.length[s] + p.lengths[s][0] < 8);
          },
        ),
      ],
    },
    forcing: 'GF',
    alert: text(
      'cue bid: game values, asks for a stopper in their suit',
      'Cuebid: Vollspielwerte, fragt nach einem Stopper in ihrer Farbe',
    ),
    name: text('cue bid of their suit', 'Cuebid in ihrer Farbe'),
    priority: 40,
  },
  {
    id: 'neg.then.cue.3nt',
    auction: '... P',
    when: (ctx) => callsBy(ctx, 'partner').pop()?.meaning.ruleId === 'neg.then.cue',
    call: '3NT',
    vars: ['o'],
    hand: {
      tests: [
        cond('a stopper in their suit', 'ein Stopper in ihrer Farbe', (h, ctx) => {
          const overcall = ctx.calls.find(
            (c) => c.role !== 'me' && c.role !== 'partner' && c.call.type === 'bid',
          );
          return (
            overcall?.call.type === 'bid' && overcall.call.strain !== 'NT' && h.stopper(overcall.call.strain)
          );
        }),
      ],
    },
    forcing: 'SO',
    name: text('3NT with their suit stopped', '3SA mit Stopper in ihrer Farbe'),
    priority: 60,
  },
  {
    id: 'neg.then.cue.suit',
    auction: '... P',
    when: (ctx, b) => {
      if (callsBy(ctx, 'partner').pop()?.meaning.ruleId !== 'neg.then.cue') return false;
      const overcall = ctx.calls.find(
        (c) => c.role !== 'me' && c.role !== 'partner' && c.call.type === 'bid',
      );
      return overcall?.call.type === 'bid' && overcall.call.strain !== b.x;
    },
    call: '+{x}',
    hand: { lengths: { x: [4, 13] } },
    forcing: 'GF',
    name: text('no stopper: describes the hand in {x}', 'kein Stopper: beschreibt die Hand in {x}'),
    priority: 55,
    prefer: (h, b) => naturalSuitOrder(h, b, 'x'),
  },
];

export const CONTESTED: readonly Rule[] = [
  ...RESPONDER,
  ...AFTER_NEGATIVE_DOUBLE,
  ...AFTER_NEGATIVE_DOUBLE_RAISED,
  ...REOPENING,
  ...NEGATIVE_DOUBLER,
];
