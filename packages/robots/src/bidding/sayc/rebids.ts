import { STRAINS, SUITS, type Suit } from '@tenace/engine';
import { type BidContext, callsBy, playing } from '../context.js';
import type { Bindings, HandTest, Rule } from '../rule.js';
import { aceAsk } from './captaincy.js';
import { SAYC_FILLS as F } from './config.js';
import { cond, fitPoints, goodSuit, suitOf, text } from './helpers.js';
import { naturalSuitOrder } from './responses.js';

const rank = (s: Suit) => STRAINS.indexOf(s);
const above = (a: string, b: string) => (_c: BidContext, bind: Bindings) => {
  const x = bind[a];
  const y = bind[b];
  return x !== undefined && y !== undefined && rank(x) > rank(y);
};
const below = (a: string, b: string) => (c: BidContext, bind: Bindings) =>
  !above(a, b)(c, bind) && bind[a] !== bind[b];

/** Opener's new suit after a two-over-one: lower than his first suit, or at the two level above responder's suit. */
const newSuitAfterTwoOverOne = (c: BidContext, b: Bindings): boolean =>
  below('z', 'x')(c, b) ||
  (c.lastBid?.level === 2 && rank(suitOf(b, 'z')) > rank(suitOf(b, 'y')) && !above('z', 'x')(c, b));

/** The new suit goes at the three level (it ranks at or below responder's two-level suit). */
const threeLevelNewSuit = (c: BidContext, b: Bindings): boolean => {
  const last = c.lastBid;
  return last !== null && rank(suitOf(b, 'z')) <= rank(last.strain === 'NT' ? 'S' : last.strain);
};

/**
 * Opener accepts a limit raise of the major with 15+ points, or with a minimum whose shape and
 * honours leave at most six losers (losing trick count: opposite the raise's eight or nine, game).
 */
const acceptsLimitRaise = cond(
  '15+ points, or at most six losers',
  '15+ Punkte, oder höchstens sechs Verlierer',
  (h) => h.points >= 15 || h.losers <= 6,
);

const longerThan = (a: string, b: string): HandTest =>
  cond(
    `{${a}} longer than {${b}}`,
    `{${a}} länger als {${b}}`,
    (h, _c, bind) => h.length[suitOf(bind, a)] > h.length[suitOf(bind, b)],
  );

const oneSpadeFirst: HandTest = cond(
  'no four spades that could be bid at the one level',
  'keine vier Pik, die auf Einerstufe gereizt werden könnten',
  (h, ctx) => h.length.S < 4 || !ctx.legal.some((c) => c.type === 'bid' && c.level === 1 && c.strain === 'S'),
);

const fitPointsIn = (name: string, lo: number, hi: number): HandTest =>
  cond(
    `${lo}${hi >= 99 ? '+' : `-${hi}`} points with the fit in {${name}} (HCP, length, 3-2-1 shortness)`,
    `${lo}${hi >= 99 ? '+' : `-${hi}`} Punkte mit dem Fit in {${name}} (FP, Länge, Kürze 3-2-1)`,
    (h, _c, b) => {
      const p = fitPoints(h, suitOf(b, name));
      return p >= lo && p <= hi;
    },
  );

const SHORT = cond(
  'a singleton or a void in {z}',
  'ein Single oder Chicane in {z}',
  (h, _c, b) => h.length[suitOf(b, 'z')] <= 1,
);
const noShortness = cond('no singleton or void', 'kein Single oder Chicane', (h) =>
  SUITS.every((s) => h.length[s] >= 2),
);

/** Responder's last call was a jump shift (strong, game forcing): opener describes his hand naturally. */
const afterJumpShift = (c: BidContext): boolean =>
  /^resp\.1[Mm]\.jumpshift$/.test(callsBy(c, 'partner').pop()?.meaning.ruleId ?? '');

/** The cheapest bid in `z` now stays at the three level (a new suit above 3NT would bypass it). */
const cheapestAtThree = (c: BidContext, b: Bindings): boolean => {
  const last = c.lastBid;
  const z = b.z;
  if (last === null || z === undefined) return false;
  const level = last.strain !== 'NT' && rank(z) > rank(last.strain) ? last.level : last.level + 1;
  return level <= 3;
};

/**
 * §3-§5: opener's rebid after responder's jump shift (1♠-3♦, 1♣-2♥), which forces to game and
 * shows slam interest: raise with support, rebid a six-card suit, show a second suit, else no
 * trump, so that responder, the captain, can judge the slam.
 */
const AFTER_JUMP_SHIFT: readonly Rule[] = [
  {
    id: 'rb.js.raise',
    auction: ['1{x} P 2{M} P', '1{x} P 3{M} P'],
    when: afterJumpShift,
    call: '+{M}',
    hand: { lengths: { M: [3, 13] } },
    forcing: 'GF',
    name: text(
      "raises partner's jump shift in {M}: three or more",
      'hebt den Sprungwechsel des Partners in {M}: drei oder mehr',
    ),
    priority: 60,
  },
  {
    id: 'rb.js.raise.minor',
    auction: ['1{x} P 2{m} P', '1{x} P 3{m} P'],
    when: afterJumpShift,
    call: '+{m}',
    hand: { lengths: { m: [4, 13] } },
    forcing: 'GF',
    name: text(
      "raises partner's jump shift in {m}: four or more",
      'hebt den Sprungwechsel des Partners in {m}: vier oder mehr',
    ),
    priority: 60,
  },
  {
    id: 'rb.js.rebid',
    auction: ['1{x} P 2{y} P', '1{x} P 3{y} P'],
    when: afterJumpShift,
    call: '+{x}',
    hand: { lengths: { x: [6, 13] } },
    forcing: 'GF',
    name: text('six or more {x} after the jump shift', 'sechs oder mehr {x} nach dem Sprungwechsel'),
    priority: 59,
  },
  {
    id: 'rb.js.newsuit',
    auction: ['1{x} P 2{y} P', '1{x} P 3{y} P'],
    when: (c, b) => afterJumpShift(c) && cheapestAtThree(c, b),
    call: '+{z}',
    hand: { lengths: { z: [4, 13] } },
    forcing: 'GF',
    name: text('a second suit, {z}, after the jump shift', 'eine zweite Farbe, {z}, nach dem Sprungwechsel'),
    priority: 58,
    prefer: (h, b) => h.length[suitOf(b, 'z')],
  },
  {
    id: 'rb.js.nt',
    auction: ['1{x} P 2{y} P', '1{x} P 3{y} P'],
    when: afterJumpShift,
    call: '+NT',
    hand: { tests: [noShortness] },
    forcing: 'GF',
    name: text(
      'no trump after the jump shift: no fit, no second suit',
      'Sans Atout nach dem Sprungwechsel: kein Fit, keine zweite Farbe',
    ),
    priority: 57,
  },
  {
    id: 'rb.js.ownsuit',
    auction: ['1{x} P 2{y} P', '1{x} P 3{y} P'],
    when: afterJumpShift,
    call: '+{x}',
    hand: { lengths: { x: [5, 13] } },
    forcing: 'GF',
    name: text('rebids {x}: nothing else to show', 'wiederholt {x}: nichts anderes zu zeigen'),
    priority: 56,
  },
];

/** §5: opener's rebids, opponents silent. */
export const OPENER_REBIDS: readonly Rule[] = [
  // After a one-level response in a new suit.
  {
    id: 'rb.raise.1',
    auction: ['1{x} P 1{y} P', '1{x} X 1{y} P', '1{x} 1{o} 1{y} P'],
    call: '2{y}',
    hand: { lengths: { y: [4, 13] }, support: ['y', 10, 15] },
    forcing: 'NF',
    name: text(
      'raise of {y}: minimum, four-card support',
      'Hebung in {y}: Minimum, vier Karten Unterstützung',
    ),
    priority: 60,
    when: (_c, b) => b.y === 'H' || b.y === 'S' || b.y === 'D',
  },
  {
    id: 'rb.raise.2',
    auction: ['1{x} P 1{y} P', '1{x} X 1{y} P', '1{x} 1{o} 1{y} P'],
    call: '3{y}',
    hand: { lengths: { y: [4, 13] }, support: ['y', 16, 18] },
    forcing: 'INV',
    name: text(
      'jump raise of {y}: medium, four-card support',
      'Sprunghebung in {y}: mittel, vier Karten Unterstützung',
    ),
    priority: 60,
  },
  {
    id: 'rb.raise.3',
    auction: '1{x} P 1{M} P',
    call: '4{M}',
    hand: { lengths: { M: [4, 13] }, support: ['M', 19, 37] },
    forcing: 'SO',
    name: text('raise to game in {M}', 'Hebung zum Vollspiel in {M}'),
    priority: 60,
  },
  {
    id: 'rb.1nt',
    auction: ['1{x} P 1{y} P', '1{x} X 1{y} P', '1{x} 1{o} 1{y} P'],
    call: '1NT',
    hand: { hcp: F.oneNtRebidHcp, balanced: true, lengths: { y: [0, 3] }, tests: [oneSpadeFirst] },
    forcing: 'NF',
    name: text('1NT rebid: minimum, balanced', '1SA-Wiedergebot: Minimum, ausgeglichen'),
    priority: 55,
  },
  {
    id: 'rb.1nt.singleton',
    auction: ['1{x} P 1{y} P', '1{x} X 1{y} P', '1{x} 1{o} 1{y} P'],
    call: '1NT',
    hand: {
      // A Rule-of-20 opening with 11 HCP and a singleton in partner's suit rebids 1NT too.
      hcp: [F.oneNtRebidHcp[0] - 1, F.oneNtRebidHcp[1]],
      lengths: { x: [4, 5], y: [0, 3] },
      tests: [
        oneSpadeFirst,
        cond(
          'no void, one singleton, no six-card suit',
          'kein Chicane, ein Single, keine Sechserfarbe',
          (h) => {
            const lengths = SUITS.map((s) => h.length[s]);
            return (
              Math.min(...lengths) === 1 &&
              Math.max(...lengths) <= 5 &&
              lengths.filter((n) => n === 1).length === 1
            );
          },
        ),
      ],
    },
    forcing: 'NF',
    name: text(
      '1NT rebid: minimum, nothing better (may hold a singleton)',
      '1SA-Wiedergebot: Minimum, nichts Besseres (eventuell mit Single)',
    ),
    priority: 31,
  },
  {
    id: 'rb.2nt',
    auction: ['1{x} P 1{y} P', '1{x} X 1{y} P', '1{x} 1{o} 1{y} P'],
    call: '2NT',
    hand: { hcp: [18, 19], balanced: true, lengths: { y: [0, 3] } },
    forcing: 'INV',
    name: text('jump to 2NT: 18-19 balanced', 'Sprung auf 2SA: 18-19 ausgeglichen'),
    priority: 58,
  },
  {
    id: 'rb.newsuit.1',
    auction: ['1{x} P 1{y} P', '1{x} X 1{y} P', '1{x} 1{o} 1{y} P'],
    call: '1{z}',
    hand: { hcp: [10, 18], lengths: { z: [4, 13] } },
    forcing: 'NF',
    name: text(
      'new suit at the one level: four or more {z}',
      'neue Farbe auf Einerstufe: vier oder mehr {z}',
    ),
    priority: 56,
  },
  {
    id: 'rb.jumprebid',
    auction: ['1{x} P 1{y} P', '1{x} X 1{y} P', '1{x} 1{o} 1{y} P', '1{x} P 1NT P', '1{x} 1{o} 1NT P'],
    call: '3{x}',
    hand: { hcp: [16, 18], lengths: { x: [6, 13] }, tests: [goodSuit('x')] },
    forcing: 'INV',
    name: text('jump rebid: six good {x}, medium', 'Sprung-Wiedergebot: sechs gute {x}, mittel'),
    priority: 57,
  },
  {
    // A long, solid minor and the other suits held: nine tricks are likelier in no trump.
    id: 'rb.3nt.solid',
    auction: ['1{m} P 1{y} P'],
    call: '3NT',
    hand: {
      hcp: [16, 19],
      lengths: { m: [6, 13] },
      tests: [
        cond(
          'three of the top four honours in {m}',
          'drei der vier höchsten Honneurs in {m}',
          (h, _c, b) => h.topHonours(suitOf(b, 'm'), 4) >= 3,
        ),
        cond(
          'stoppers in the two suits nobody has bid',
          'Stopper in den beiden ungereizten Farben',
          (h, _c, b) => SUITS.every((x) => x === b.m || x === b.y || h.stopper(x)),
        ),
      ],
    },
    forcing: 'NF',
    name: text(
      '3NT: a long, solid {m} and the other suits stopped',
      '3SA: lange, feste {m} und Stopper in den anderen Farben',
    ),
    priority: 58,
  },
  {
    // After 1m-2m a new suit shows a stopper and game interest (three no trump is the target).
    id: 'rb.minorraise.newsuit',
    auction: ['1{m} P 2{m} P'],
    when: (_c, b) => b.z !== undefined && b.z !== b.m,
    call: '+{z}',
    hand: {
      hcp: [16, 18],
      balanced: false,
      lengths: { z: [4, 13] },
      tests: [cond('a stopper in {z}', 'ein Stopper in {z}', (h, _c, b) => h.stopper(suitOf(b, 'z')))],
    },
    forcing: 'F1',
    name: text('game try in no trump: a stopper in {z}', 'Vollspielversuch in Sans Atout: Stopper in {z}'),
    priority: 55,
    prefer: (_h, b) => (b.z === undefined ? 0 : -STRAINS.indexOf(b.z)),
  },
  {
    id: 'rb.minorraise.newsuit.back',
    auction: ['1{m} P 2{m} P 2{z} P', '1{m} P 2{m} P 3{z} P'],
    when: (ctx) =>
      ctx.calls.some((c) => c.role === 'partner' && c.meaning.ruleId === 'rb.minorraise.newsuit'),
    call: '+{m}',
    hand: {
      tests: [
        cond(
          'not both other suits stopped (else no trump)',
          'nicht beide anderen Farben gestoppt (sonst Sans Atout)',
          (h, _c, b) => !SUITS.every((x) => x === b.m || x === b.z || h.stopper(x)),
        ),
      ],
    },
    forcing: 'NF',
    name: text('no stopper to add: back to {m}', 'kein weiterer Stopper: zurück zu {m}'),
    priority: 30,
  },
  {
    id: 'rb.jumpshift',
    auction: ['1{x} P 1{y} P', '1{x} X 1{y} P', '1{x} 1{o} 1{y} P', '1{x} P 1NT P', '1{x} 1{o} 1NT P'],
    call: '++{z}',
    hand: {
      points: [19, 37],
      lengths: { z: [4, 13] },
      tests: [
        cond(
          '19+ HCP (a balanced 19 rebids 2NT), or a five-card second suit',
          '19+ FP (ausgeglichene 19 bieten 2SA), oder eine fünfte Karte in der zweiten Farbe',
          (h, _c, b) => (h.hcp >= 19 && !(h.balanced && h.hcp <= 19)) || h.length[suitOf(b, 'z')] >= 5,
        ),
      ],
    },
    forcing: 'GF',
    name: text(
      'jump shift: game forcing, four or more {z}',
      'Sprungwechsel: partieforcierend, vier oder mehr {z}',
    ),
    priority: 61,
  },
  {
    id: 'rb.reverse',
    auction: ['1{x} P 1{y} P', '1{x} X 1{y} P', '1{x} 1{o} 1{y} P', '1{x} P 1NT P', '1{x} 1{o} 1NT P'],
    call: '2{z}',
    when: (c, b) =>
      above('z', 'x')(c, b) && !c.legal.some((k) => k.type === 'bid' && k.level === 1 && k.strain === b.z),
    hand: {
      points: [F.reversePoints, 37],
      lengths: { z: [4, 13] },
      tests: [longerThan('x', 'z'), oneSpadeFirst],
    },
    forcing: 'F1',
    name: text('reverse: 17+ points, {x} longer than {z}', 'Revers: 17+ Punkte, {x} länger als {z}'),
    priority: 59,
  },
  {
    id: 'rb.newsuit.2',
    auction: ['1{x} P 1{y} P', '1{x} X 1{y} P', '1{x} 1{o} 1{y} P', '1{x} P 1NT P', '1{x} 1{o} 1NT P'],
    call: '2{z}',
    when: below('z', 'x'),
    hand: { hcp: [10, 18], lengths: { z: [4, 13] }, tests: [oneSpadeFirst] },
    forcing: 'NF',
    name: text('new lower suit: four or more {z}', 'neue niedrigere Farbe: vier oder mehr {z}'),
    priority: 58,
    prefer: (h, b) => naturalSuitOrder(h, b, 'z'),
  },
  {
    id: 'rb.rebid',
    auction: [
      '1{x} P 1{y} P',
      '1{x} X 1{y} P',
      '1{x} 1{o} 1{y} P',
      '1{x} P 1NT P',
      '1{x} 1{o} 1NT P',
      '1{x} P 2{y} P',
    ],
    call: '2{x}',
    hand: { hcp: [10, 15], lengths: { x: [6, 13] } },
    forcing: 'NF',
    name: text('rebids {x}: six or more, minimum', 'wiederholt {x}: sechs oder mehr, Minimum'),
    priority: 52,
  },
  {
    id: 'rb.rebid.five',
    auction: ['1{x} P 1{y} P', '1{x} X 1{y} P', '1{x} 1{o} 1{y} P', '1{x} P 2{y} P'],
    call: '+{x}',
    hand: { hcp: [10, 15], lengths: { x: [5, 13] } },
    forcing: 'NF',
    name: text('rebids {x}: no better bid', 'wiederholt {x}: kein besseres Gebot'),
    priority: 30,
  },
  {
    id: 'rb.1nt.pass',
    auction: '1{x} P 1NT P',
    call: 'P',
    hand: { hcp: [10, 16] },
    forcing: 'NF',
    name: text('minimum: plays 1NT', 'Minimum: spielt 1SA'),
    priority: 30,
  },
  {
    id: 'rb.1nt.2nt',
    auction: '1{x} P 1NT P',
    call: '2NT',
    hand: { hcp: [18, 19], balanced: true },
    forcing: 'INV',
    name: text('18-19 balanced: invites 3NT', '18-19 ausgeglichen: lädt zu 3SA ein'),
    priority: 58,
  },
  // After a two-over-one response.
  {
    // 1♠-2♥ shows five hearts and 10+: with three-card support and 15+ the game is there.
    id: 'rb.2over1.raise.game',
    auction: '1S P 2H P',
    call: '4H',
    hand: { hcp: [15, 18], lengths: { H: [3, 13] } },
    forcing: 'SO',
    name: text('game in hearts: 15-18 with support', 'Vollspiel in Coeur: 15-18 mit Unterstützung'),
    priority: 61,
  },
  {
    id: 'rb.2over1.raise',
    auction: '1{x} P 2{y} P',
    call: '3{y}',
    hand: {
      hcp: [10, 37],
      tests: [
        cond(
          'support for {y}: three hearts, four of a minor',
          'Unterstützung für {y}: drei Coeur, vier in einer Unterfarbe',
          (h, _c, b) => h.length[suitOf(b, 'y')] >= (b.y === 'H' ? 3 : 4),
        ),
      ],
    },
    forcing: 'F1',
    name: text('raise of {y}', 'Hebung in {y}'),
    priority: 56,
  },
  {
    id: 'rb.2over1.newsuit',
    auction: '1{x} P 2{y} P',
    call: '+{z}',
    when: (c, b) => newSuitAfterTwoOverOne(c, b) && !threeLevelNewSuit(c, b),
    hand: { hcp: [10, 37], lengths: { z: [4, 13] } },
    forcing: 'F1',
    name: text('new suit: four or more {z}', 'neue Farbe: vier oder mehr {z}'),
    priority: 54,
    prefer: (h, b) => naturalSuitOrder(h, b, 'z'),
  },
  {
    // At the three level the new suit shows extra values (15+), so that game is reached.
    id: 'rb.2over1.newsuit.3',
    auction: '1{x} P 2{y} P',
    call: '+{z}',
    when: (c, b) => newSuitAfterTwoOverOne(c, b) && threeLevelNewSuit(c, b),
    hand: { hcp: [15, 37], lengths: { z: [4, 13] } },
    forcing: 'GF',
    name: text(
      'new suit at the three level: four or more {z}, 15+',
      'neue Farbe auf Dreierstufe: vier oder mehr {z}, 15+',
    ),
    priority: 54,
    prefer: (h, b) => naturalSuitOrder(h, b, 'z'),
  },
  {
    id: 'rb.2over1.majorshow',
    auction: '1{x} P 2{y} P',
    call: '2{z}',
    when: (c, b) => above('z', 'x')(c, b) && (b.z === 'H' || b.z === 'S'),
    hand: {
      hcp: [10, 37],
      lengths: { z: [4, 13] },
      tests: [
        cond(
          'a minimum with five or more {x} rebids them instead',
          'ein Minimum mit fünf oder mehr {x} wiederholt diese stattdessen',
          (h, _c, b) => h.hcp >= 15 || h.length[suitOf(b, 'x')] <= 4,
        ),
      ],
    },
    forcing: 'F1',
    name: text('four or more {z}', 'vier oder mehr {z}'),
    priority: 54,
  },
  {
    id: 'rb.2over1.jumprebid',
    auction: '1{x} P 2{y} P',
    call: '3{x}',
    hand: { hcp: [14, 18], lengths: { x: [6, 13] }, tests: [goodSuit('x')] },
    forcing: 'GF',
    name: text(
      'jump rebid after a two-over-one: six good {x}, extra values',
      'Sprung-Wiedergebot nach Zwei-über-Eins: sechs gute {x}, Extrawerte',
    ),
    priority: 57,
  },
  {
    id: 'rb.2over1.2nt',
    auction: '1{x} P 2{y} P',
    call: '2NT',
    hand: { hcp: [12, 14], balanced: true },
    forcing: 'F1',
    name: text('2NT: 12-14 balanced', '2SA: 12-14 ausgeglichen'),
    priority: 53,
  },
  {
    id: 'rb.2over1.3nt',
    auction: '1{x} P 2{y} P',
    call: '3NT',
    hand: { hcp: [18, 19], balanced: true },
    forcing: 'SO',
    name: text('3NT: 18-19 balanced', '3SA: 18-19 ausgeglichen'),
    priority: 57,
  },
  // After a raise of opener's suit.
  {
    id: 'rb.raise.game',
    auction: ['1{M} P 2{M} P'],
    call: '4{M}',
    hand: { tests: [fitPointsIn('M', 21, 99)] },
    forcing: 'SO',
    name: text('game: maximum', 'Vollspiel: Maximum'),
    priority: 60,
  },
  {
    // Too strong for game alone: a second suit at the four level invites slam opposite a fitting maximum.
    id: 'rb.raise.slamtry',
    auction: ['1{M} P 2{M} P'],
    when: (c, b) => below('z', 'M')(c, b),
    call: '4{z}',
    hand: { hcp: [19, 21], lengths: { z: [4, 13] } },
    forcing: 'GF',
    name: text(
      'slam try: a second suit, four or more {z}',
      'Schlemversuch: zweite Farbe, vier oder mehr {z}',
    ),
    priority: 62,
    prefer: (h, b) => naturalSuitOrder(h, b, 'z'),
  },
  {
    id: 'rb.raise.slamtry.signoff',
    auction: ['1{M} P 2{M} P 4{z} P'],
    when: (c) => callsBy(c, 'partner').pop()?.meaning.ruleId === 'rb.raise.slamtry',
    call: '4{M}',
    hand: {},
    forcing: 'SO',
    name: text('declines the slam try: game in {M}', 'lehnt den Schlemversuch ab: Vollspiel in {M}'),
    priority: 50,
  },
  ...aceAsk('.ask.slamtry', {
    auction: ['1{M} P 2{M} P 4{z} P'],
    when: (c) => callsBy(c, 'partner').pop()?.meaning.ruleId === 'rb.raise.slamtry',
    hand: {
      support: ['M', 9, 37],
      tests: [
        cond(
          'a fit for {z}: four cards or its ace or king',
          'ein Fit für {z}: vier Karten oder Ass oder König',
          (h, _c, b) => {
            const z = suitOf(b, 'z');
            return h.length[z] >= 4 || h.hasCard(z, 'A') || h.hasCard(z, 'K');
          },
        ),
      ],
    },
    priority: 55,
  }),
  {
    id: 'rb.raise.2nt',
    auction: ['1{M} P 2{M} P'],
    call: '2NT',
    hand: { hcp: [16, 18], balanced: true },
    forcing: 'INV',
    name: text('18-19 balanced: invites game', '18-19 ausgeglichen: lädt zum Vollspiel ein'),
    priority: 61,
  },
  {
    id: 'rb.raise.gametry',
    auction: ['1{M} P 2{M} P'],
    call: '+{z}',
    hand: {
      lengths: { z: [3, 13], M: [5, 5] },
      tests: [
        fitPointsIn('M', 17, 20),
        cond(
          'two or three losers in {z}: asks for help there',
          'zwei oder drei Verlierer in {z}: fragt dort nach Hilfe',
          (h, _c, b) => h.length[suitOf(b, 'z')] - h.topHonours(suitOf(b, 'z'), 3) >= 2,
        ),
      ],
    },
    forcing: 'INV',
    name: text('help-suit game try in {z}', 'Hilfsfarben-Vollspielversuch in {z}'),
    priority: 56,
    prefer: (h, b) => h.length[suitOf(b, 'z')] - h.topHonours(suitOf(b, 'z'), 3),
  },
  {
    id: 'gt.accept',
    auction: ['1{M} P 2{M} P 3{z} P'],
    when: (ctx) => ctx.calls.some((c) => c.role === 'partner' && c.meaning.ruleId === 'rb.raise.gametry'),
    call: '4{M}',
    hand: {
      tests: [
        cond(
          'a maximum raise, or help in {z} (shortness or a top honour)',
          'eine Maximum-Hebung oder Hilfe in {z} (Kürze oder hoher Honneur)',
          (h, _c, b) => {
            const z = suitOf(b, 'z');
            const helps = h.length[z] <= 2 || h.hasCard(z, 'A') || h.hasCard(z, 'K');
            return h.support(suitOf(b, 'M')) >= 9 || (helps && h.support(suitOf(b, 'M')) >= 7);
          },
        ),
      ],
    },
    forcing: 'SO',
    name: text('accepts the game try', 'nimmt den Vollspielversuch an'),
    priority: 50,
  },
  {
    id: 'gt.decline',
    auction: ['1{M} P 2{M} P 3{z} P'],
    when: (ctx) => ctx.calls.some((c) => c.role === 'partner' && c.meaning.ruleId === 'rb.raise.gametry'),
    call: '3{M}',
    hand: {},
    forcing: 'NF',
    name: text('declines the game try', 'lehnt den Vollspielversuch ab'),
    priority: 40,
  },
  {
    id: 'rb.raise.invite',
    auction: ['1{M} P 2{M} P'],
    call: '3{M}',
    hand: { tests: [fitPointsIn('M', 17, 20)] },
    forcing: 'INV',
    name: text('invites game', 'lädt zum Vollspiel ein'),
    priority: 55,
  },
  {
    id: 'rb.raise.pass',
    auction: ['1{x} P 2{x} P'],
    call: 'P',
    hand: { points: [0, 16] },
    forcing: 'NF',
    name: text('minimum: plays the part-score', 'Minimum: spielt den Teilkontrakt'),
    priority: 50,
  },
  // bidding-sayc.md §1 and §13: opposite the limit raise (10-11) a hand worth 23 with its fit makes 33.
  ...aceAsk('.ask.limit', {
    auction: ['1{M} P 3{M} P'],
    when: (ctx) => !playing(ctx, 'bergen'),
    hand: {
      tests: [
        cond(
          'with the limit raise, 33 points together (HCP, length and shortness)',
          'mit der Limit-Hebung 33 Punkte zusammen (FP, Länge und Kürzen)',
          (h, _c, b) => fitPoints(h, suitOf(b, 'M')) + 10 >= 33,
        ),
      ],
    },
    priority: 61,
  }),
  {
    id: 'rb.limit.accept',
    auction: ['1{M} P 3{M} P'],
    when: (ctx) => !playing(ctx, 'bergen'),
    call: '4{M}',
    hand: { points: [12, 37], tests: [acceptsLimitRaise] },
    forcing: 'SO',
    name: text('accepts the invitation', 'nimmt die Einladung an'),
    priority: 60,
  },
  {
    id: 'rb.limit.accept.minor',
    auction: ['1{m} P 3{m} P'],
    call: '3NT',
    hand: { hcp: [14, 37] },
    forcing: 'SO',
    name: text('accepts the invitation in no trump', 'nimmt die Einladung in Sans Atout an'),
    priority: 60,
  },
  {
    id: 'rb.limit.pass',
    auction: ['1{x} P 3{x} P'],
    when: (ctx, b) => !(playing(ctx, 'bergen') && (b.x === 'H' || b.x === 'S')),
    call: 'P',
    hand: {
      points: [0, 14],
      tests: [
        cond(
          'seven or more losers, or a minor',
          'sieben oder mehr Verlierer, oder eine Unterfarbe',
          (h, _c, b) => b.x === 'C' || b.x === 'D' || h.losers >= 7,
        ),
      ],
    },
    forcing: 'NF',
    name: text('minimum: declines', 'Minimum: lehnt ab'),
    priority: 50,
  },
  // After Jacoby 2NT.
  {
    id: 'rb.jacoby.second',
    auction: '1{M} P 2NT P',
    call: '4{z}',
    hand: { lengths: { z: [5, 13] }, tests: [goodSuit('z')] },
    forcing: 'GF',
    name: text('a good second five-card suit {z}', 'eine gute zweite Fünferfarbe {z}'),
    priority: 61,
  },
  {
    id: 'rb.jacoby.short',
    auction: '1{M} P 2NT P',
    call: '3{z}',
    hand: { tests: [SHORT] },
    forcing: 'GF',
    name: text('singleton or void in {z}', 'Single oder Chicane in {z}'),
    priority: 60,
    prefer: (h, b) => -h.length[suitOf(b, 'z')] * 10 - STRAINS.indexOf(suitOf(b, 'z')),
  },
  {
    id: 'rb.jacoby.max',
    auction: '1{M} P 2NT P',
    call: '3{M}',
    hand: { points: [18, 37], tests: [noShortness] },
    forcing: 'GF',
    name: text('maximum, no shortness', 'Maximum, keine Kürze'),
    priority: 55,
  },
  {
    id: 'rb.jacoby.medium',
    auction: '1{M} P 2NT P',
    call: '3NT',
    hand: { points: [15, 17], tests: [noShortness] },
    forcing: 'GF',
    name: text('medium, no shortness', 'mittel, keine Kürze'),
    priority: 55,
  },
  {
    id: 'rb.jacoby.min',
    auction: '1{M} P 2NT P',
    call: '4{M}',
    hand: { points: [0, 14], tests: [noShortness] },
    forcing: 'SO',
    name: text('minimum, no shortness', 'Minimum, keine Kürze'),
    priority: 55,
  },
  {
    id: 'rb.after3nt.pass',
    auction: ['1{x} P 3NT P', '1{x} P 2NT P 3NT P'],
    call: 'P',
    hand: {},
    forcing: 'NF',
    name: text('accepts 3NT', 'akzeptiert 3SA'),
    priority: 1,
  },
  {
    id: 'rb.minor2nt.3nt',
    auction: ['1{m} P 2NT P'],
    call: '3NT',
    hand: { hcp: [10, 17] },
    forcing: 'SO',
    name: text('to play', 'zum Spielen'),
    priority: 40,
  },
  {
    // After a reverse and responder's rebid of his suit: a six-card first suit and a singleton in
    // responder's suit rebid the suit rather than no trump.
    id: 'rb.reverse.sixcard',
    auction: '1{x} P 1{y} P 2{z} P 2{y} P',
    when: (ctx) => callsBy(ctx, 'me').some((c) => c.meaning.ruleId === 'rb.reverse'),
    call: '3{x}',
    hand: { lengths: { x: [6, 13], y: [0, 1] } },
    forcing: 'F1',
    name: text('six or more {x}, short in {y}', 'sechs oder mehr {x}, kurz in {y}'),
    priority: 30,
  },
  {
    // A passed hand's new suit is not forcing: a minimum opener with three-card support stops there.
    id: 'rb.passedhand.pass',
    auction: '1{x} P 1{M} P',
    when: (ctx) => ctx.partnerPassedHand,
    call: 'P',
    hand: { hcp: [0, 13], lengths: { M: [3, 3] } },
    forcing: 'NF',
    name: text(
      'minimum opposite a passed hand, three {M}',
      'Minimum gegenüber einer gepassten Hand, drei {M}',
    ),
    priority: 56,
  },
  {
    // Their overcall over partner's one-level response takes away the obligation to bid: with a
    // minimum, no fit and no six-card suit opener passes (partner bids again).
    id: 'rb.contested.pass',
    auction: '1{x} P 1{y} B',
    call: 'P',
    hand: { hcp: [0, 14], lengths: { x: [0, 5], y: [0, 2] } },
    forcing: 'NF',
    name: text('minimum, no fit for {y}', 'Minimum, kein Fit für {y}'),
    priority: 30,
  },
  {
    // Delayed support: opener who has not raised shows three cards in responder's major when
    // responder invites in no trump or raises opener's suit; responder chooses the game.
    id: 'rb.delayed.support',
    auction: [
      '1{x} P 1{M} P 2{z} P 2NT P',
      '1{x} P 1{M} P 2{z} P 3{z} P',
      '1{x} P 1{M} P 2{x} P 2NT P',
      '1{x} P 1{M} P 1NT P 2NT P',
      '1{x} P 1{M} P 2NT P 3{x} P',
    ],
    call: '3{M}',
    hand: {
      lengths: { M: [3, 3] },
      tests: [
        cond(
          'after the 1NT rebid, 13+ HCP (it accepts the invitation)',
          'nach dem 1SA-Wiedergebot 13+ FP (nimmt die Einladung an)',
          (h, ctx) => {
            const rebid = ctx.stripped[4];
            return !(rebid?.type === 'bid' && rebid.strain === 'NT') || h.hcp >= 13;
          },
        ),
      ],
    },
    forcing: 'F1',
    name: text('three-card support for {M} (delayed)', 'Dreierstützung für {M} (nachträglich)'),
    priority: 30,
  },
  {
    // Responder chooses: game in the major with five, 3NT with four.
    id: 'rb.delayed.support.3nt',
    auction: [
      '1{x} P 1{M} P 2{z} P 2NT P 3{M} P',
      '1{x} P 1{M} P 2{x} P 2NT P 3{M} P',
      '1{x} P 1{M} P 1NT P 2NT P 3{M} P',
    ],
    call: '3NT',
    hand: { lengths: { M: [4, 4] } },
    forcing: 'SO',
    name: text('four {M} only: 3NT', 'nur vier {M}: 3SA'),
    priority: 30,
  },
  {
    // They compete over our minor: opener with extra values shows a four-card major at the three level at most.
    id: 'rb.comp.major',
    auction: ['1{x} P 2{x} B', '1{x} B P B'],
    when: (ctx, b) =>
      (b.x === 'C' || b.x === 'D') &&
      b.M !== undefined &&
      !ctx.calls.some((c) => c.call.type === 'bid' && c.call.strain === b.M) &&
      ctx.lastBid !== null &&
      (ctx.lastBid.level < 3 || (ctx.lastBid.level === 3 && rank(b.M) > rank(ctx.lastBid.strain as Suit))),
    call: '+{M}',
    hand: { hcp: [17, 37], lengths: { M: [4, 13] } },
    forcing: 'NF',
    name: text('extra values and four or more {M}', 'Extrawerte und vier oder mehr {M}'),
    priority: 29.9,
    prefer: (h, b) => naturalSuitOrder(h, b, 'M'),
  },
  {
    // With 19+ the same major with a jump, forcing, when the cheapest bid in it is at the two level.
    id: 'rb.comp.major.jump',
    auction: ['1{x} P 2{x} B', '1{x} B P B'],
    when: (ctx, b) =>
      (b.x === 'C' || b.x === 'D') &&
      b.M !== undefined &&
      !ctx.calls.some((c) => c.call.type === 'bid' && c.call.strain === b.M) &&
      ctx.lastBid !== null &&
      ctx.lastBid.level === 2 &&
      rank(b.M) > rank(ctx.lastBid.strain as Suit),
    call: '++{M}',
    hand: { hcp: [19, 37], lengths: { M: [4, 13] } },
    forcing: 'F1',
    name: text('strong, four or more {M}: a jump', 'stark, vier oder mehr {M}: im Sprung'),
    priority: 30,
    prefer: (h, b) => naturalSuitOrder(h, b, 'M'),
  },
  ...AFTER_JUMP_SHIFT,
];
