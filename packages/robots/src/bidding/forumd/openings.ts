import { SUITS, type Suit } from '@tenace/engine';
import type { HandFacts } from '../hand.js';
import { inRange } from '../meaning.js';
import type { HandTest, Rule } from '../rule.js';
import { cond, openingSuit, playingTricks, suitOf, text } from '../sayc/helpers.js';
import { FORUM_D_FIGURES as F } from './config.js';

const MAJORS: readonly Suit[] = ['S', 'H'];
const MINORS: readonly Suit[] = ['D', 'C'];

/** Two of the top three or three of the top five honours. */
function good(h: HandFacts, suit: Suit): boolean {
  return h.topHonours(suit, 3) >= 2 || h.topHonours(suit, 5) >= 3;
}

/** Three of the top four honours: the "very good" suit of the DBV text. */
function veryGood(h: HandFacts, suit: Suit): boolean {
  return h.topHonours(suit, 4) >= 3;
}

/** True for a hand that opens the game-forcing 2♦ (Forum D 2012 §1.2). */
export function gameForcingHand(h: HandFacts): boolean {
  if (h.points >= F.gameForcePoints) return true;
  if (h.hcp < F.gameForceMinHcp) return false;
  const tricks = playingTricks(h) - F.trickMargin;
  const long = (suits: readonly Suit[]) => suits.some((s) => h.length[s] >= 6 && good(h, s));
  if (long(MAJORS) && tricks >= F.gameForceMajorTricks) return true;
  if (long(MINORS) && tricks >= F.gameForceMinorTricks) return true;
  const fives = SUITS.filter((s) => h.length[s] >= 5).length;
  const fours = SUITS.filter((s) => h.length[s] >= 4).length;
  return fives >= 1 && fours >= 2 && h.losers <= F.gameForceLosers;
}

/** The hand types of the semi-forcing 2♣ (Forum D 2012 §1.2), or null. */
export type SemiForcingType = 'balanced' | 'major' | 'minor' | 'majors';

/** Which semi-forcing 2♣ type the hand is, or null when it opens otherwise. */
export function semiForcingType(h: HandFacts): SemiForcingType | null {
  if (gameForcingHand(h)) return null;
  if (h.balanced && inRange(h.hcp, F.semiForcingBalancedHcp)) return 'balanced';
  if (
    h.length.H >= 5 &&
    h.length.S >= 5 &&
    veryGood(h, 'H') &&
    veryGood(h, 'S') &&
    inRange(h.hcp, F.semiForcingTwoSuiterHcp) &&
    h.losers <= F.semiForcingTwoSuiterLosers
  ) {
    return 'majors';
  }
  if (h.hcp < F.semiForcingMinHcp) return null;
  const tricks = playingTricks(h) - F.trickMargin;
  const inPoints = inRange(h.points, F.semiForcingOneSuiterPoints);
  for (const m of MAJORS) {
    const other = m === 'S' ? 'H' : 'S';
    if (h.length[other] >= 4) continue;
    if (h.length[m] >= 6 && good(h, m) && (inPoints || tricks >= F.semiForcingMajorTricks)) return 'major';
    if (h.length[m] === 5 && veryGood(h, m) && !h.balanced && inRange(h.points, [22, 23])) return 'major';
  }
  for (const m of MINORS) {
    if (h.length[m] >= 7 || (h.length[m] === 6 && veryGood(h, m))) {
      if (good(h, m) && tricks >= F.semiForcingMinorTricks && h.length.H < 4 && h.length.S < 4)
        return 'minor';
    }
  }
  return null;
}

/** The long suit of a one-suited semi-forcing 2♣ hand. */
export function semiForcingSuit(h: HandFacts): Suit {
  return [...SUITS].sort(
    (a, b) => h.length[b] - h.length[a] || SUITS.indexOf(a) - SUITS.indexOf(b),
  )[0] as Suit;
}

const semiForcing = cond(
  'a semi-forcing hand: 22-23 balanced, a good one-suiter of 20-23 points or 8-9 playing tricks, or very good 5-5 majors with 18-21 HCP',
  'ein Semiforcing: 22-23 ausgeglichen, ein guter Einfärber mit 20-23 FL oder 8-9 Spielstichen, oder sehr gute 5-5 in Oberfarben mit 18-21 F',
  (h) => semiForcingType(h) !== null,
);

const gameForcing = cond(
  `game forcing: ${F.gameForcePoints}+ points, or ${F.gameForceMajorTricks} playing tricks in a major (${F.gameForceMinorTricks} in a minor), or a two-suiter with at most ${F.gameForceLosers} losers`,
  `partieforcierend: ${F.gameForcePoints}+ FL, oder ${F.gameForceMajorTricks} Spielstiche in Oberfarbe (${F.gameForceMinorTricks} in Unterfarbe), oder ein Zweifärber mit höchstens ${F.gameForceLosers} Verlierern`,
  (h) => gameForcingHand(h),
);

const notStrongTwo = cond(
  'not a 2♣ or 2♦ opening',
  'keine 2♣- oder 2♦-Eröffnung',
  (h) => !gameForcingHand(h) && semiForcingType(h) === null,
);

/** Forum D 2012 §1.1: 13 FL or 12 HCP; [fill] lighter in third seat, Rule of 15 in fourth. */
const openingStrength: HandTest = cond(
  `opening strength: ${F.openingPoints}+ points or ${F.openingHcp}+ HCP (third seat ${F.thirdSeatHcp}+ HCP; Rule of 15 in fourth seat)`,
  `Eröffnungsstärke: ${F.openingPoints}+ FL oder ${F.openingHcp}+ F (an dritter Stelle ${F.thirdSeatHcp}+ F; 15er-Regel an vierter Stelle)`,
  (h, ctx) => {
    if (ctx.position === 4) return h.hcp + h.length.S >= F.fourthSeatRuleOf15 && h.hcp >= 10;
    const full = h.points >= F.openingPoints || h.hcp >= F.openingHcp;
    return full || (ctx.position === 3 && h.hcp >= F.thirdSeatHcp);
  },
);

const isOpeningSuit = (name: string) =>
  cond(
    'the longest suit (the higher of two five-card suits; 1♦ with 4-4 minors, 1♣ with 3-3)',
    'die längste Farbe (von zwei Fünferfarben die höhere; 1♦ mit 4-4 in Unterfarben, 1♣ mit 3-3)',
    (h, _c, b) => openingSuit(h) === suitOf(b, name),
  );

const oneLevel = { hcp: [8, 23] as const, points: [8, F.oneLevelMaxPoints] as const };

const solidMinor = cond(
  'a solid seven-card or longer minor (ace, king and queen), no outside ace or king',
  'eine geschlossene Unterfarbe mit sieben oder mehr Karten (Ass, König, Dame), kein Ass oder König außerhalb',
  (h) => {
    const m = (['C', 'D'] as const).find((s) => h.length[s] >= 7 && h.topHonours(s, 3) === 3);
    if (m === undefined) return false;
    return SUITS.every((s) => s === m || (!h.hasCard(s, 'A') && !h.hasCard(s, 'K')));
  },
);

/** Forum D 2012 §1: the openings that differ from SAYC's (2NT, the preempts and, with Forum D's range, the weak two are SAYC's). */
export const FORUM_D_OPENINGS: readonly Rule[] = [
  {
    id: 'open.1nt',
    auction: '',
    call: '1NT',
    hand: {
      hcp: [F.oneNtMinHcp, F.oneNtPoints[1]],
      points: F.oneNtPoints,
      balanced: true,
      lengths: { H: [0, 4], S: [0, 4] },
    },
    forcing: 'NF',
    name: text('1NT opening (no five-card major)', '1SA-Eröffnung (keine Fünferoberfarbe)'),
    priority: 105,
  },
  {
    id: 'open.2d',
    auction: '',
    call: '2D',
    hand: { tests: [gameForcing] },
    forcing: 'GF',
    alert: text(
      'game forcing, artificial: 24+ points or a very strong one- or two-suiter; says nothing about diamonds',
      'partieforcierend, künstlich: 24+ FL oder ein sehr starker Ein- oder Zweifärber; sagt nichts über Karo',
    ),
    name: text('game-forcing 2♦ opening', 'partieforcierende 2♦-Eröffnung'),
    priority: 101,
  },
  {
    id: 'open.2c',
    auction: '',
    call: '2C',
    hand: { tests: [semiForcing] },
    forcing: 'F1',
    alert: text(
      'semi-forcing, artificial: 22-23 balanced or a strong one-suiter (or very good 5-5 majors); partner relays with 2♦',
      'Semiforcing, künstlich: 22-23 ausgeglichen oder ein starker Einfärber (oder sehr gute 5-5 in Oberfarben); Partner antwortet 2♦ (Relais)',
    ),
    name: text('semi-forcing 2♣ opening', 'Semiforcing-2♣-Eröffnung'),
    priority: 100,
  },
  {
    id: 'open.3nt.gambling',
    auction: '',
    when: (ctx) => ctx.position !== 4,
    call: '3NT',
    hand: { hcp: [9, 13], tests: [solidMinor] },
    forcing: 'NF',
    alert: text(
      'gambling: a solid seven-card minor and nothing outside',
      'Gambling: eine geschlossene Siebenerunterfarbe und nichts außerhalb',
    ),
    name: text('gambling 3NT', 'Gambling 3SA'),
    priority: 95,
  },
  {
    id: 'open.1major',
    auction: '',
    call: '1{M}',
    hand: {
      ...oneLevel,
      lengths: { M: [5, 13] },
      tests: [openingStrength, notStrongTwo, isOpeningSuit('M')],
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
      ...oneLevel,
      lengths: { D: [4, 13], H: [0, 4], S: [0, 4] },
      tests: [openingStrength, notStrongTwo, isOpeningSuit('D')],
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
      ...oneLevel,
      lengths: { S: [4, 4], H: [4, 4], D: [3, 3], C: [2, 2] },
      tests: [openingStrength, notStrongTwo],
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
      ...oneLevel,
      lengths: { C: [3, 13], H: [0, 4], S: [0, 4] },
      tests: [openingStrength, notStrongTwo, isOpeningSuit('C')],
    },
    forcing: 'NF',
    name: text('1♣ opening', '1♣-Eröffnung'),
    priority: 80,
  },
];
