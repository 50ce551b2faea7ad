import { SUITS, suitLosers } from '@tenace/engine';
import type { Rule } from '../rule.js';
import { SAYC_FILLS as F } from './config.js';
import {
  cond,
  goodSuit,
  openingStrength,
  openingSuit,
  playingTricks,
  ruleOf234,
  suitOf,
  text,
} from './helpers.js';

const strong2c = cond(
  '22+ HCP, or game in hand on a very long, almost solid suit (eight or more cards, 10+ playing tricks)',
  '22+ FP, oder Vollspiel in der eigenen Hand mit sehr langer, fast fester Farbe (acht oder mehr Karten, 10+ Spielstiche)',
  (h) => {
    if (h.hcp >= F.strongTwoClubHcp) return true;
    if (h.hcp < F.strongTwoClubHcpWithTricks) return false;
    const long = SUITS.some((s) => h.length[s] >= 8 && suitLosers(h.hand, s) <= F.strongTwoClubSuitLosers);
    return long && playingTricks(h) >= F.strongTwoClubTricks;
  },
);

const notStrong2c = cond(
  'not strong enough for 2♣',
  'nicht stark genug für 2♣',
  (h, ctx, b) => !strong2c.test(h, ctx, b),
);

/** A preempt keeps its values in the long suit: few HCP outside it and no outside four-card major. */
const strengthInSuit = (name: string) =>
  cond(
    `at most ${F.preemptOutsideHcp} HCP outside {${name}} (third seat ${F.preemptOutsideHcp + F.thirdSeatPreemptExtra}) and no outside four-card major`,
    `höchstens ${F.preemptOutsideHcp} FP außerhalb von {${name}} (an dritter Stelle ${F.preemptOutsideHcp + F.thirdSeatPreemptExtra}) und keine andere Oberfarbe mit vier Karten`,
    (h, ctx, b) => {
      const suit = suitOf(b, name);
      // Partner has passed in third seat: no slam to spoil, so the preempt may hold more outside.
      const outside = F.preemptOutsideHcp + (ctx.position === 3 ? F.thirdSeatPreemptExtra : 0);
      return (
        h.hcp - h.suitHcp[suit] <= outside &&
        (['H', 'S'] as const).every((s) => s === suit || h.length[s] < 4)
      );
    },
  );

/** A hand that opens at the one level (Rule of 20) does not preempt at the three level. */
const notAnOpening = cond(
  'not an opening bid (Rule of 20)',
  'keine Eröffnung (20er-Regel)',
  (h, ctx, b) => !openingStrength.test(h, ctx, b),
);

const isOpeningSuit = (name: string) =>
  cond(
    'the suit SAYC opens with this shape',
    'die Farbe, die SAYC mit dieser Verteilung eröffnet',
    (h, _c, b) => openingSuit(h) === suitOf(b, name),
  );

/** §2: openings (nobody has bid yet). */
export const OPENINGS: readonly Rule[] = [
  {
    id: 'open.2c',
    auction: '',
    call: '2C',
    hand: { tests: [strong2c] },
    forcing: 'F1',
    alert: text(
      'strong, artificial: 22+ HCP or about one trick short of game',
      'stark, künstlich: 22+ FP oder etwa einen Stich vom Vollspiel',
    ),
    name: text('strong 2♣ opening', 'starke 2♣-Eröffnung'),
    priority: 100,
  },
  {
    id: 'open.3nt',
    auction: '',
    call: '3NT',
    hand: { hcp: [25, 27], balanced: true },
    forcing: 'NF',
    name: text('3NT opening', '3SA-Eröffnung'),
    priority: 105,
  },
  {
    id: 'open.2nt',
    auction: '',
    call: '2NT',
    hand: { hcp: [20, 21], balanced: true },
    forcing: 'NF',
    name: text('2NT opening', '2SA-Eröffnung'),
    priority: 105,
  },
  {
    id: 'open.1nt',
    auction: '',
    call: '1NT',
    hand: { hcp: [15, 17], balanced: true },
    forcing: 'NF',
    name: text('1NT opening', '1SA-Eröffnung'),
    priority: 105,
  },
  {
    id: 'open.1major',
    auction: '',
    call: '1{M}',
    hand: {
      hcp: [8, 21],
      lengths: { M: [5, 13] },
      tests: [openingStrength, notStrong2c, isOpeningSuit('M')],
    },
    forcing: 'NF',
    name: text('one of a major opening', 'Eröffnung mit 1 in Oberfarbe'),
    priority: 80,
  },
  {
    id: 'open.1d',
    auction: '',
    call: '1D',
    hand: {
      hcp: [8, 21],
      // A five-card major only beside longer diamonds (6-5: the longer suit first).
      lengths: { D: [4, 13], H: [0, 5], S: [0, 5] },
      tests: [openingStrength, notStrong2c, isOpeningSuit('D')],
    },
    forcing: 'NF',
    name: text('1♦ opening', '1♦-Eröffnung'),
    priority: 80,
  },
  {
    id: 'open.1d.4432',
    auction: '',
    call: '1D',
    hand: {
      hcp: [8, 21],
      lengths: { S: [4, 4], H: [4, 4], D: [3, 3], C: [2, 2] },
      tests: [openingStrength, notStrong2c],
    },
    forcing: 'NF',
    name: text('1♦ opening with 4=4=3=2', '1♦-Eröffnung mit 4=4=3=2'),
    priority: 80,
  },
  {
    id: 'open.1c',
    auction: '',
    call: '1C',
    hand: {
      hcp: [8, 21],
      lengths: { C: [3, 13], H: [0, 5], S: [0, 5] },
      tests: [openingStrength, notStrong2c, isOpeningSuit('C')],
    },
    forcing: 'NF',
    name: text('1♣ opening', '1♣-Eröffnung'),
    priority: 80,
  },
  {
    id: 'open.weak2',
    auction: '',
    when: (ctx, b) => ctx.position !== 4 && b.x !== 'C',
    call: '2{x}',
    hand: {
      hcp: F.weakTwoHcp,
      lengths: { x: [6, 6] },
      tests: [
        goodSuit('x'),
        cond('no four-card major outside', 'keine Viererlänge in einer anderen Oberfarbe', (h, _c, b) =>
          (['H', 'S'] as const).every((s) => s === b.x || h.length[s] < 4),
        ),
        cond('no void', 'kein Chicane', (h) => Math.min(h.length.S, h.length.H, h.length.D, h.length.C) > 0),
      ],
    },
    forcing: 'NF',
    name: text('weak two in {x}', 'schwaches Zwei in {x}'),
    priority: 90,
  },
  {
    // Third seat, partner passed: a weak two may have a good five-card suit.
    id: 'open.weak2.third',
    auction: '',
    when: (ctx, b) => ctx.position === 3 && b.x !== 'C',
    call: '2{x}',
    hand: {
      hcp: F.weakTwoHcp,
      lengths: { x: [5, 5] },
      tests: [
        cond(
          'two of the top three honours',
          'zwei der drei höchsten Honneurs',
          (h, _c, b) => h.topHonours(suitOf(b, 'x'), 3) >= 2,
        ),
        cond('no four-card major outside', 'keine Viererlänge in einer anderen Oberfarbe', (h, _c, b) =>
          (['H', 'S'] as const).every((s) => s === b.x || h.length[s] < 4),
        ),
        cond('not an opening bid', 'keine Eröffnung', (h, ctx, b) => !openingStrength.test(h, ctx, b)),
      ],
    },
    forcing: 'NF',
    name: text(
      'weak two in {x} in third seat (five cards)',
      'schwaches Zwei in {x} an dritter Stelle (fünf Karten)',
    ),
    priority: 89,
  },
  {
    id: 'open.preempt3',
    auction: '',
    when: (ctx) => ctx.position !== 4,
    call: '3{x}',
    hand: {
      hcp: F.preemptHcp,
      lengths: { x: [7, 7] },
      tests: [ruleOf234(3), strengthInSuit('x'), notAnOpening],
    },
    forcing: 'NF',
    name: text('preempt in {x}', 'Sperransage in {x}'),
    priority: 90,
  },
  {
    id: 'open.preempt4',
    auction: '',
    when: (ctx) => ctx.position !== 4,
    call: '4{x}',
    hand: {
      hcp: F.preemptHcp,
      lengths: { x: [F.fourLevelPreemptLength, 13] },
      tests: [ruleOf234(4), notAnOpening],
    },
    forcing: 'NF',
    name: text('preempt in {x}', 'Sperransage in {x}'),
    priority: 91,
  },
  {
    id: 'open.preempt4.major',
    auction: '',
    call: '4{M}',
    hand: {
      hcp: F.preemptHcp,
      lengths: { M: [7, 7] },
      tests: [
        goodSuit('M'),
        strengthInSuit('M'),
        cond(
          `${F.sevenCardGameTricks}+ playing tricks`,
          `${F.sevenCardGameTricks}+ Spielstiche`,
          (h) => playingTricks(h) >= F.sevenCardGameTricks,
        ),
      ],
    },
    forcing: 'NF',
    name: text('preempt in {M}', 'Sperransage in {M}'),
    priority: 91,
  },
  {
    id: 'open.preempt3.clubs6',
    auction: '',
    when: (ctx) => ctx.position !== 4,
    call: '3C',
    hand: {
      hcp: F.preemptHcp,
      lengths: { C: [6, 6] },
      tests: [
        cond(
          'three of the top four club honours',
          'drei der vier höchsten Treff-Honneurs',
          (h) => h.topHonours('C', 4) >= 3,
        ),
        notAnOpening,
      ],
    },
    forcing: 'NF',
    name: text(
      'preempt in clubs (a weak two in clubs is not available)',
      'Sperransage in Treff (ein schwaches 2♣ gibt es nicht)',
    ),
    priority: 90,
  },
  {
    id: 'open.pass',
    auction: '',
    when: (ctx) => ctx.position !== 4,
    call: 'P',
    hand: { hcp: [0, 13] },
    forcing: 'NF',
    name: text('no opening bid', 'keine Eröffnung'),
    priority: 0,
  },
  {
    id: 'open.pass.4th',
    auction: '',
    when: (ctx) => ctx.position === 4,
    call: 'P',
    hand: { hcp: [0, 14] },
    forcing: 'NF',
    name: text('no opening bid', 'keine Eröffnung'),
    priority: 0,
  },
];
