import { STRAINS, SUITS, type Suit } from '@tenace/engine';
import { type BidContext, callsBy, isOurs } from '../context.js';
import type { HandTest, Rule } from '../rule.js';
import { cond, goodSuit, partner, suitOf, text } from './helpers.js';
import { naturalSuitOrder } from './responses.js';

const rank = (s: Suit) => STRAINS.indexOf(s);

const feature = cond(
  'an ace or king in {y}',
  'ein Ass oder König in {y}',
  (h, _c, b) => h.hasCard(suitOf(b, 'y'), 'A') || h.hasCard(suitOf(b, 'y'), 'K'),
);

/**
 * The length partner's preempt stands for when we count total trumps: what it promises, and at
 * least seven for a three-level opening (the 6-card 3♣ with a strong suit is the exception, not
 * the length to count on).
 */
function preemptLength(ctx: BidContext, f: Suit): number {
  const promised = partner(ctx).lengths[f][0];
  const last = callsBy(ctx, 'partner')
    .filter((c) => c.call.type === 'bid')
    .pop();
  const threeLevelOpening =
    last?.call.type === 'bid' && last.call.level === 3 && last.meaning.ruleId.startsWith('open.preempt');
  return threeLevelOpening ? Math.max(promised, 7) : promised;
}

/** Law of Total Tricks: our trumps together (mine plus partner's length) are exactly `n`, or at least `n` when `orMore`. */
const totalTrumps = (n: number, orMore = false): HandTest =>
  cond(
    `${n}${orMore ? '+' : ''} trumps together with partner's promised length (a three-level preempt counts seven; Law of Total Tricks)`,
    `${n}${orMore ? '+' : ''} Trümpfe zusammen mit der versprochenen Länge des Partners (eine Sperransage auf Dreierstufe zählt sieben; Gesetz der totalen Stiche)`,
    (h, ctx, b) => {
      const f = suitOf(b, 'f');
      const t = h.length[f] + preemptLength(ctx, f);
      return orMore ? t >= n : t === n;
    },
  );

const partnerPreempted = (ctx: BidContext, b: { f?: Suit }): boolean => {
  const last = ctx.calls.filter((c) => c.role === 'partner' && c.call.type === 'bid').pop();
  return (
    last !== undefined &&
    last.call.type === 'bid' &&
    last.call.strain === b.f &&
    (last.meaning.ruleId.startsWith('open.weak2') ||
      last.meaning.ruleId.startsWith('open.preempt') ||
      last.meaning.ruleId.startsWith('oc.jump'))
  );
};

/** True when the bidder's side opened with a weak two (its opening bid was explained as one). */
const myWeakTwo = (ctx: BidContext): boolean =>
  ctx.calls.some(
    (c) => isOurs(c.role) && (c.meaning.ruleId.startsWith('open.weak2') || c.meaning.ruleId === 'oc.jump'),
  );

/** A weak jump overcall at the two level is a weak two: partner's 2NT asks for a feature the same way. */
const WEAK_JUMP_ASKED = '1{o} 2{x} P 2NT P';

/** §9: strong 2♣; §10: weak twos; §2: preempts and the raises of them. */
export const STRONG_AND_WEAK: readonly Rule[] = [
  {
    id: '2c.positive.suit',
    auction: '2C P',
    when: (_c, b) => b.y !== 'D',
    call: '+{y}',
    hand: { hcp: [8, 37], lengths: { y: [5, 13] }, tests: [goodSuit('y')] },
    forcing: 'GF',
    name: text('positive response: good {y} suit', 'positive Antwort: gute {y}-Farbe'),
    priority: 55,
    prefer: (h, b) => naturalSuitOrder(h, b, 'y'),
  },
  {
    id: '2c.positive.diamonds',
    auction: '2C P',
    call: '3D',
    hand: { hcp: [8, 37], lengths: { D: [5, 13] }, tests: [goodSuit('D')] },
    forcing: 'GF',
    name: text(
      'positive response: good diamond suit (2♦ is the waiting bid)',
      'positive Antwort: gute Karofarbe (2♦ ist die Warteantwort)',
    ),
    priority: 55,
  },
  {
    id: '2c.positive.2nt',
    auction: '2C P',
    call: '2NT',
    hand: { hcp: [8, 37], balanced: true },
    forcing: 'GF',
    name: text('positive response: balanced', 'positive Antwort: ausgeglichen'),
    priority: 54,
  },
  // Opener after the balanced positive (8+): 22-24 opposite it is 30 or more, so a quantitative
  // 4NT; 25 or more is a small slam (bidding-sayc.md §1 and §13: 33 for a small slam).
  {
    id: '2c.positive.2nt.6nt',
    auction: '2C P 2NT P',
    call: '6NT',
    hand: { hcp: [25, 37], balanced: true },
    forcing: 'SO',
    name: text(
      'small slam: 25+ balanced opposite the positive',
      'Kleinschlemm: 25+ ausgeglichen gegenüber der positiven Antwort',
    ),
    priority: 55,
  },
  {
    id: '2c.positive.2nt.4nt',
    auction: '2C P 2NT P',
    call: '4NT',
    hand: { hcp: [22, 24], balanced: true },
    forcing: 'INV',
    name: text(
      'quantitative: 22-24 balanced, invites 6NT',
      'quantitativ: 22-24 ausgeglichen, lädt zu 6SA ein',
    ),
    priority: 55,
  },
  {
    id: '2c.positive.2nt.4nt.accept',
    auction: '2C P 2NT P 4NT P',
    call: '6NT',
    hand: { hcp: [10, 37] },
    forcing: 'SO',
    name: text('accepts the slam invitation: 10+', 'nimmt die Schlemmeinladung an: 10+'),
    priority: 50,
  },
  {
    id: '2c.positive.2nt.4nt.decline',
    auction: '2C P 2NT P 4NT P',
    call: 'P',
    hand: { hcp: [0, 9] },
    forcing: 'NF',
    name: text('declines the slam invitation: 8-9', 'lehnt die Schlemmeinladung ab: 8-9'),
    priority: 10,
  },
  {
    id: '2c.waiting',
    auction: '2C P',
    call: '2D',
    hand: {},
    forcing: 'F1',
    alert: text('waiting: says nothing about diamonds', 'Warteantwort: sagt nichts über Karo'),
    name: text('waiting response', 'Warteantwort'),
    priority: 10,
  },
  {
    id: '2c.rebid.2nt',
    auction: '2C P 2D P',
    call: '2NT',
    hand: { hcp: [22, 24], balanced: true },
    forcing: 'NF',
    name: text('22-24 balanced', '22-24 ausgeglichen'),
    priority: 60,
  },
  {
    id: '2c.rebid.3nt',
    auction: '2C P 2D P',
    call: '3NT',
    hand: { hcp: [28, 30], balanced: true },
    forcing: 'NF',
    name: text('28-30 balanced', '28-30 ausgeglichen'),
    priority: 60,
  },
  {
    // A solid seven-card suit sets the trumps at once: partner's cards only matter for slam.
    id: '2c.rebid.solid',
    auction: '2C P 2D P',
    call: '++{x}',
    hand: {
      lengths: { x: [7, 13] },
      tests: [
        cond(
          'the ace, king and queen of {x}',
          'Ass, König und Dame in {x}',
          (h, _c, b) => h.topHonours(suitOf(b, 'x'), 3) === 3,
        ),
      ],
    },
    forcing: 'GF',
    name: text(
      'jump: a solid seven-card {x} suit, sets the trumps',
      'Sprung: feste Siebenerfarbe {x}, legt Trumpf fest',
    ),
    priority: 56,
  },
  {
    // After the balanced positive the game force is set: opener shows his long suit before asking for aces.
    id: '2c.after.2nt.suit',
    auction: '2C P 2NT P',
    call: '+{x}',
    hand: { lengths: { x: [6, 13] } },
    forcing: 'GF',
    name: text('natural: six or more {x}', 'natürlich: sechs oder mehr {x}'),
    priority: 55,
    prefer: (h, b) => naturalSuitOrder(h, b, 'x'),
  },
  {
    id: '2c.rebid.suit',
    auction: '2C P 2D P',
    call: '+{x}',
    hand: { lengths: { x: [5, 13] } },
    forcing: 'F1',
    name: text(
      'natural: five or more {x}; forcing to three of a major or four of a minor',
      'natürlich: fünf oder mehr {x}; forcierend bis drei in Oberfarbe oder vier in Unterfarbe',
    ),
    priority: 55,
    prefer: (h, b) => naturalSuitOrder(h, b, 'x'),
  },
  {
    id: '2c.responder.fastarrival',
    auction: '2C P 2D P 2{M} P',
    call: '4{M}',
    hand: {
      hcp: [0, 7],
      lengths: { M: [3, 13] },
      tests: [
        cond('no ace or king outside trumps', 'kein Ass oder König außerhalb der Trümpfe', (h, _c, b) =>
          (['S', 'H', 'D', 'C'] as const).every(
            (s) => s === b.M || (!h.hasCard(s, 'A') && !h.hasCard(s, 'K')),
          ),
        ),
      ],
    },
    forcing: 'SO',
    name: text('weak raise to game in {M}', 'schwache Hebung zum Vollspiel in {M}'),
    priority: 60,
  },
  {
    id: '2c.responder.raise',
    auction: '2C P 2D P 2{x} P',
    call: '3{x}',
    hand: { lengths: { x: [3, 13] } },
    forcing: 'GF',
    name: text('raise of {x}: support and some values', 'Hebung in {x}: Unterstützung und etwas Werte'),
    priority: 55,
  },
  {
    id: '2c.responder.secondnegative',
    auction: '2C P 2D P 2{M} P',
    call: '3C',
    hand: { hcp: [0, 3], lengths: { M: [0, 2] } },
    forcing: 'F1',
    alert: text('second negative: 0-3 HCP', 'zweite Negativantwort: 0-3 FP'),
    name: text('second negative', 'zweite Negativantwort'),
    priority: 45,
  },
  {
    id: '2c.responder.2nt',
    auction: '2C P 2D P 2{x} P',
    call: '2NT',
    hand: { hcp: [0, 7] },
    forcing: 'F1',
    name: text('no fit, nothing to show', 'kein Fit, nichts zu zeigen'),
    priority: 40,
  },
  // Weak twos.
  {
    id: 'w2.ask',
    auction: '2{x} P',
    when: (c, b) => c.opener === 'partner' && b.x !== 'C',
    call: '2NT',
    hand: { hcp: [15, 37] },
    forcing: 'F1',
    alert: text(
      'asks for a feature (an outside ace or king) with a maximum',
      'fragt nach einem Feature (Ass oder König außerhalb) bei Maximum',
    ),
    name: text('2NT feature ask', '2SA-Featurefrage'),
    priority: 56,
  },
  {
    // After the feature answer the asker places the contract: game in partner's major with two cards.
    id: 'w2.ask.game',
    auction: ['2{M} P 2NT P B P', '1{o} 2{M} P 2NT P B P'],
    when: (c) => {
      const mine = callsBy(c, 'me').pop()?.meaning.ruleId;
      return mine === 'w2.ask' || mine === 'oc.jump.ask';
    },
    call: 'G{M}',
    hand: {
      lengths: { M: [2, 13] },
      tests: [
        cond(
          '17+ HCP opposite a minimum',
          '17+ FP gegenüber einem Minimum',
          (h, c) => callsBy(c, 'partner').pop()?.meaning.ruleId !== 'w2.min' || h.hcp >= 17,
        ),
      ],
    },
    forcing: 'SO',
    name: text('game in partner’s {M}', 'Vollspiel in {M} des Partners'),
    priority: 50,
  },
  {
    id: 'oc.jump.ask',
    auction: '1{o} 2{x} P',
    when: (c) => c.calls.some((x) => x.role === 'partner' && x.meaning.ruleId === 'oc.jump'),
    call: '2NT',
    // As over a weak two opening: the ask needs values, not a stopper in their suit.
    hand: { hcp: [15, 37] },
    forcing: 'F1',
    alert: text(
      'asks for a feature (an outside ace or king) with a maximum',
      'fragt nach einem Feature (Ass oder König außerhalb) bei Maximum',
    ),
    name: text(
      '2NT feature ask after a weak jump overcall',
      '2SA-Featurefrage nach schwacher Sprung-Gegenreizung',
    ),
    priority: 58,
  },
  {
    id: 'w2.game',
    auction: '2{M} P',
    when: (c) => c.opener === 'partner',
    call: '4{M}',
    hand: { hcp: [12, 14], lengths: { M: [3, 13] } },
    forcing: 'SO',
    name: text('game in {M}', 'Vollspiel in {M}'),
    priority: 58,
  },
  {
    // Over partner's three-level preempt a new suit below game is natural and forcing.
    id: 'pre3.newsuit',
    auction: '3{x} P',
    when: (c) => c.opener === 'partner',
    call: '3{y}',
    hand: { hcp: [16, 37], lengths: { y: [6, 13], x: [0, 2] }, tests: [goodSuit('y')] },
    forcing: 'F1',
    name: text(
      'new suit over the preempt: six or more {y}, forcing',
      'neue Farbe über der Sperransage: sechs oder mehr {y}, forcierend',
    ),
    priority: 57,
  },
  {
    // Partner's seven-card major plays opposite anything: game with opening values, even with a void.
    id: 'pre3.game.major',
    auction: '3{M} P',
    when: (c) => c.opener === 'partner',
    call: '4{M}',
    hand: { hcp: [14, 37] },
    forcing: 'SO',
    name: text('game in partner’s major', 'Vollspiel in der Oberfarbe des Partners'),
    priority: 50,
  },
  {
    // Partner's eight-card minor at the four level: game one level up with opening values.
    id: 'pre4.game.minor',
    auction: '4{m} P',
    when: (c) => c.opener === 'partner',
    call: '5{m}',
    hand: { hcp: [15, 37], lengths: { m: [1, 13] } },
    forcing: 'SO',
    name: text('game in partner’s minor', 'Vollspiel in der Unterfarbe des Partners'),
    priority: 50,
  },
  {
    id: 'pre3.newsuit.raise',
    auction: '3{x} P 3{y} P',
    when: (c) => c.opener === 'me',
    call: '4{y}',
    hand: { lengths: { y: [2, 13] } },
    forcing: 'NF',
    name: text('support for {y}', 'Unterstützung für {y}'),
    priority: 50,
  },
  {
    id: 'pre3.newsuit.nt',
    auction: '3{x} P 3{y} P',
    when: (c) => c.opener === 'me',
    call: '3NT',
    hand: {
      lengths: { y: [0, 1] },
      tests: [
        cond('an outside ace or king', 'ein Ass oder König außerhalb', (h, _c, b) =>
          SUITS.some((s) => s !== b.x && s !== b.y && (h.hasCard(s, 'A') || h.hasCard(s, 'K'))),
        ),
      ],
    },
    forcing: 'NF',
    name: text('no support, a stopper outside', 'keine Unterstützung, ein Stopper außerhalb'),
    priority: 49,
  },
  {
    id: 'pre3.newsuit.rebid',
    auction: '3{x} P 3{y} P',
    when: (c) => c.opener === 'me',
    call: '4{x}',
    hand: { lengths: { y: [0, 1] } },
    forcing: 'NF',
    name: text('no support: rebids {x}', 'keine Unterstützung: wiederholt {x}'),
    priority: 48,
  },
  {
    id: 'w2.newsuit',
    auction: '2{x} P',
    when: (c, b) => c.opener === 'partner' && b.x !== 'C',
    call: '+{y}',
    // With 18+ the 2NT ask comes first: opener's range decides between game and slam.
    hand: { hcp: [12, 17], lengths: { y: [5, 13], x: [0, 2] }, tests: [goodSuit('y')] },
    forcing: 'F1',
    name: text('new suit: five or more {y}, forcing', 'neue Farbe: fünf oder mehr {y}, forcierend'),
    priority: 57,
    prefer: (h, b) => naturalSuitOrder(h, b, 'y'),
  },
  {
    id: 'w2.feature',
    auction: ['2{x} P 2NT P', WEAK_JUMP_ASKED],
    call: '3{y}',
    when: (c, b) => myWeakTwo(c) && rank(suitOf(b, 'y')) !== rank(suitOf(b, 'x')),
    hand: { hcp: [9, 11], tests: [feature] },
    forcing: 'F1',
    name: text('maximum with a feature in {y}', 'Maximum mit Feature in {y}'),
    priority: 55,
  },
  {
    id: 'w2.max.3nt',
    auction: ['2{x} P 2NT P', WEAK_JUMP_ASKED],
    when: (c) => myWeakTwo(c),
    call: '3NT',
    hand: { hcp: [9, 11] },
    forcing: 'NF',
    name: text('maximum without a feature', 'Maximum ohne Feature'),
    priority: 50,
  },
  {
    id: 'w2.min',
    auction: ['2{x} P 2NT P', WEAK_JUMP_ASKED],
    when: (c) => myWeakTwo(c),
    call: '3{x}',
    hand: { hcp: [0, 8] },
    forcing: 'NF',
    name: text('minimum', 'Minimum'),
    priority: 50,
  },
  {
    id: 'w2.opener.raise',
    auction: ['2{x} P 2{y} P', '2{x} P 3{y} P'],
    when: (c) => myWeakTwo(c),
    call: '+{y}',
    hand: { lengths: { y: [3, 13] } },
    forcing: 'NF',
    name: text('support for {y}', 'Unterstützung für {y}'),
    priority: 50,
  },
  {
    id: 'w2.opener.nt',
    auction: ['2{x} P 2{y} P', '2{x} P 3{y} P'],
    when: (c) => myWeakTwo(c),
    call: '+NT',
    hand: { hcp: [9, 11], lengths: { y: [0, 2] } },
    forcing: 'NF',
    name: text('maximum, no fit for {y}', 'Maximum, kein Fit für {y}'),
    priority: 45,
  },
  {
    id: 'w2.opener.newsuit',
    auction: ['2{x} P 2{y} P', '2{x} P 3{y} P'],
    when: (c) => myWeakTwo(c),
    call: '+{z}',
    hand: { lengths: { z: [4, 13], y: [0, 2] } },
    forcing: 'NF',
    name: text('four cards in {z}, no fit for {y}', 'vier Karten in {z}, kein Fit für {y}'),
    priority: 46,
  },
  {
    id: 'w2.opener.rebid',
    auction: ['2{x} P 2{y} P', '2{x} P 3{y} P'],
    when: (c) => myWeakTwo(c),
    call: '+{x}',
    hand: { lengths: { y: [0, 2] } },
    forcing: 'NF',
    name: text('no support: rebids {x}', 'keine Unterstützung: wiederholt {x}'),
    priority: 40,
  },
  // Raises of partner's preempt or weak jump by the Law of Total Tricks.
  {
    id: 'lott.raise.3',
    auction: '...',
    when: partnerPreempted,
    vars: ['f'],
    call: '3{f}',
    hand: { hcp: [0, 14], tests: [totalTrumps(9)] },
    forcing: 'NF',
    name: text(
      'competitive raise of {f} (Law of Total Tricks)',
      'kompetitive Hebung in {f} (Gesetz der totalen Stiche)',
    ),
    priority: 45,
  },
  {
    id: 'lott.raise.4',
    auction: '...',
    when: partnerPreempted,
    vars: ['f'],
    call: '4{f}',
    hand: { hcp: [0, 14], tests: [totalTrumps(10)] },
    forcing: 'SO',
    name: text(
      'preemptive raise of {f} (Law of Total Tricks)',
      'Sperrhebung in {f} (Gesetz der totalen Stiche)',
    ),
    priority: 45,
  },
  {
    id: 'lott.raise.5',
    auction: '...',
    when: partnerPreempted,
    vars: ['f'],
    call: '5{f}',
    hand: { hcp: [0, 14], tests: [totalTrumps(11, true)] },
    forcing: 'SO',
    name: text(
      'preemptive raise of {f} (Law of Total Tricks)',
      'Sperrhebung in {f} (Gesetz der totalen Stiche)',
    ),
    priority: 45,
  },
];
