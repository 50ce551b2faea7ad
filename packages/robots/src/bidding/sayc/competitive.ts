import { STRAINS, SUITS, type Suit } from '@tenace/engine';
import { type BidContext, callsBy, playing } from '../context.js';
import type { HandFacts } from '../hand.js';
import type { Bindings, HandTest, Rule } from '../rule.js';
import { SAYC_FILLS as F } from './config.js';
import { cond, goodSuit, suitOf, text } from './helpers.js';
import { naturalSuitOrder } from './responses.js';

const rank = (s: Suit) => STRAINS.indexOf(s);

const noUnbidMajor: HandTest = cond(
  'no four-card unbid major',
  'keine ungereizte Oberfarbe mit vier Karten',
  (h, _c, b) => (['H', 'S'] as const).every((s) => s === b.o || h.length[s] < 4),
);

/** The suits not bound to any variable of the auction (the unbid suits). */
function unbid(b: Bindings): Suit[] {
  const used = Object.values(b);
  return SUITS.filter((s) => !used.includes(s));
}

const shortIn = (name: string, max = 2): HandTest =>
  cond(
    `at most ${max} cards in {${name}}`,
    `höchstens ${max} Karten in {${name}}`,
    (h, _c, b) => h.length[suitOf(b, name)] <= max,
  );

const supportForUnbid: HandTest = cond(
  'three or more cards in each unbid suit',
  'drei oder mehr Karten in jeder ungereizten Farbe',
  (h, _c, b) => unbid(b).every((s) => h.length[s] >= 3),
);

const fairSuit = (name: string): HandTest =>
  cond(
    'a suit worth showing (two of the top four honours), or 12+ HCP',
    'eine zeigenswerte Farbe (zwei der vier höchsten Honneurs) oder 12+ FP',
    (h, _c, b) => h.topHonours(suitOf(b, name), 4) >= 2 || h.hcp >= 12,
  );

/** A direct overcall with little outside the suit is mostly lead-directing: below 10 HCP it needs a good suit. */
const lightOvercallSuit = (name: string): HandTest =>
  cond(
    `with fewer than 10 HCP two of the top three or three of the top five honours in {${name}}`,
    `mit weniger als 10 FP zwei der drei oder drei der fünf höchsten Honneurs in {${name}}`,
    (h, _c, b) => {
      const suit = suitOf(b, name);
      return h.hcp >= 10 || h.topHonours(suit, 3) >= 2 || h.topHonours(suit, 5) >= 3;
    },
  );

/** The two suits of a two-suited call hold at least half of the hand's HCP. */
const valuesInSuits = (suits: (h: HandFacts, b: Bindings) => readonly Suit[]): HandTest =>
  cond(
    'at least half of the HCP in the two suits',
    'mindestens die Hälfte der FP in den beiden Farben',
    (h, _c, b) => suits(h, b).reduce((n, s) => n + h.suitHcp[s], 0) * 2 >= h.hcp,
  );

/**
 * Two-suited calls are weak or strong: a 5-5 hand in between overcalls instead, unless it holds
 * only 10-11 HCP and neither suit can be bid at the one level; 6-5 or longer shows both suits at
 * any strength.
 */
const miniMax = (suits: (h: HandFacts, b: Bindings) => readonly Suit[]): HandTest =>
  cond(
    `${F.twoSuitedHcp}-${F.twoSuitedGap[0] - 1} or ${F.twoSuitedGap[1] + 1}+ HCP; in between with 6-5 or longer, or with ${F.twoSuitedGap[0]}-${F.twoSuitedLightMax} HCP when neither suit can be bid at the one level`,
    `${F.twoSuitedHcp}-${F.twoSuitedGap[0] - 1} oder ${F.twoSuitedGap[1] + 1}+ FP; dazwischen mit 6-5 oder länger, oder mit ${F.twoSuitedGap[0]}-${F.twoSuitedLightMax} FP, wenn keine der Farben auf Einerstufe reizbar ist`,
    (h, ctx, b) => {
      if (h.hcp < F.twoSuitedGap[0] || h.hcp > F.twoSuitedGap[1]) return true;
      const two = suits(h, b);
      if (two.reduce((n, x) => n + h.length[x], 0) >= 11) return true;
      const oneLevel = (x: Suit) =>
        ctx.lastBid === null || (ctx.lastBid.level === 1 && rank(x) > rank(ctx.lastBid.strain as Suit));
      return h.hcp <= F.twoSuitedLightMax && !two.some(oneLevel);
    },
  );

const stopperInTheirSecondSuit: HandTest = cond(
  "a stopper in responder's suit too",
  'auch ein Stopper in der Farbe des Antwortenden',
  (h, _c, b) => b.r === undefined || h.stopper(b.r),
);

/** The suits a Michaels cue bid over their weak two shows. */
function weakTwoMichaelsSuits(h: HandFacts, b: Bindings): Suit[] {
  if (b.o === 'D') return ['H', 'S'];
  return [b.o === 'H' ? 'S' : 'H', h.length.C >= h.length.D ? 'C' : 'D'];
}

const level = (n: number) => (ctx: BidContext) => (ctx.lastBid?.level ?? 0) < n;

function twoLowestUnbid(b: Bindings): [Suit, Suit] {
  const suits = unbid(b).sort((x, y) => rank(x) - rank(y));
  return [suits[0] as Suit, suits[1] as Suit];
}

const majorPreference = (h: HandFacts, b: Bindings) => {
  const y = b.y;
  if (y === undefined) return 0;
  return h.length[y] * 10 + (y === 'H' || y === 'S' ? 5 : 0) + rank(y);
};

/** §11: the opponents opened; our first call in the direct seat and in the balancing seat. */
const OVERCALLS: Rule[] = [
  {
    id: 'oc.1nt',
    auction: ['1{o}', '1{o} P 1{r}'],
    call: '1NT',
    hand: { hcp: [15, 18], balanced: true, stoppers: ['o'], tests: [stopperInTheirSecondSuit] },
    forcing: 'NF',
    name: text('1NT overcall', '1SA-Gegenreizung'),
    priority: 70,
  },
  {
    id: 'oc.x.strong',
    auction: ['1{o}', '1{o} P P', '2{o}', '3{o}', '2{o} P P', '3{o} P P'],
    call: 'X',
    hand: { hcp: [17, 37] },
    forcing: 'F1',
    alert: text('takeout double: strong hand, any shape', 'Informationskontra: starke Hand, jede Verteilung'),
    name: text('takeout double (strong)', 'Informationskontra (stark)'),
    priority: 65,
  },
  {
    // They have bid two suits: the double shows the other two, five-five, without opening values.
    id: 'oc.x.twosuits',
    auction: ['1{o} P 1{r}', '1{o} P 2{r}'],
    call: 'X',
    hand: {
      hcp: [8, 16],
      tests: [
        cond(
          'five or more cards in each of the two unbid suits',
          'fünf oder mehr Karten in jeder der zwei ungereizten Farben',
          (h, _c, b) => unbid(b).every((s) => h.length[s] >= 5),
        ),
      ],
    },
    forcing: 'F1',
    alert: text(
      'takeout double of two suits: five-five in the two unbid suits',
      'Informationskontra über zwei Farben: fünf-fünf in den zwei ungereizten Farben',
    ),
    name: text('takeout double (the two unbid suits)', 'Informationskontra (die zwei ungereizten Farben)'),
    priority: 60,
  },
  {
    id: 'oc.x.takeout',
    auction: [
      '1{o}',
      '2{o}',
      '3{o}',
      '4{o}',
      '2{o} P P',
      '3{o} P P',
      '1{o} P 1{r}',
      '1{o} P 2{r}',
      '1{o} P 2{o}',
    ],
    when: (ctx, b) =>
      ctx.stripped.length > 0 && !(b.o === 'H' || b.o === 'S' ? ctx.lastBid?.level === 4 : false),
    call: 'X',
    hand: {
      hcp: [12, 37],
      lengths: { H: [0, 4], S: [0, 4] },
      tests: [
        shortIn('o'),
        supportForUnbid,
        cond(
          'over a one-level opening: four cards in each unbid major, or no five-card minor (that hand overcalls)',
          'über einer Eröffnung auf Einerstufe: vier Karten in jeder ungereizten Oberfarbe, oder keine Fünferfarbe in Unterfarbe (die Hand gibt eine Gegenreizung ab)',
          (h, ctx, b) =>
            ctx.lastBid?.level !== 1 ||
            (h.length.C < 5 && h.length.D < 5) ||
            unbid(b).every((s) => (s !== 'H' && s !== 'S') || h.length[s] >= 4),
        ),
      ],
    },
    forcing: 'F1',
    alert: text(
      'takeout double: short in their suit, support for the others',
      'Informationskontra: kurz in ihrer Farbe, Anschluss in den anderen',
    ),
    name: text('takeout double', 'Informationskontra'),
    priority: 60,
  },
  {
    id: 'oc.michaels.minor',
    auction: ['1{m}', '1{m} P P', '1{m} P 1NT'],
    call: '2{m}',
    hand: {
      hcp: [F.twoSuitedHcp, 37],
      lengths: { H: [5, 13], S: [5, 13] },
      tests: [miniMax(() => ['H', 'S']), valuesInSuits(() => ['H', 'S'])],
    },
    forcing: 'F1',
    alert: text(
      'Michaels: five or more cards in both majors',
      'Michaels: fünf oder mehr Karten in beiden Oberfarben',
    ),
    name: text('Michaels cue bid', 'Michaels-Cuebid'),
    priority: 66,
  },
  {
    id: 'oc.michaels.major',
    auction: ['1{M}', '1{M} P P', '1{M} P 1NT'],
    call: '2{M}',
    hand: {
      hcp: [F.twoSuitedHcp, 37],
      tests: [
        miniMax((h, b) => [b.M === 'H' ? 'S' : 'H', h.length.C >= h.length.D ? 'C' : 'D']),
        valuesInSuits((h, b) => [b.M === 'H' ? 'S' : 'H', h.length.C >= h.length.D ? 'C' : 'D']),
        cond(
          'five or more in the other major and in a minor',
          'fünf oder mehr in der anderen Oberfarbe und in einer Unterfarbe',
          (h, _c, b) => h.length[b.M === 'H' ? 'S' : 'H'] >= 5 && Math.max(h.length.C, h.length.D) >= 5,
        ),
      ],
    },
    forcing: 'F1',
    alert: text(
      'Michaels: five or more in the other major and in a minor',
      'Michaels: fünf oder mehr in der anderen Oberfarbe und in einer Unterfarbe',
    ),
    name: text('Michaels cue bid', 'Michaels-Cuebid'),
    priority: 66,
  },
  {
    // Over a weak two the cue bid is Michaels one level higher: both majors over 2♦, the other
    // major and a minor over 2♥/2♠; at the three level it needs 6-5 or opening values.
    id: 'oc.michaels.weak2',
    auction: ['2{o}'],
    when: (_ctx, b) => b.o !== 'C',
    call: '3{o}',
    hand: {
      hcp: [8, 37],
      tests: [
        cond(
          'five or more in both suits shown (the majors over 2♦, else the other major and a minor); 6-5 or 12+ HCP',
          'fünf oder mehr in beiden gezeigten Farben (über 2♦ die Oberfarben, sonst die andere Oberfarbe und eine Unterfarbe); 6-5 oder 12+ FP',
          (h, _c, b) => {
            const two = weakTwoMichaelsSuits(h, b);
            const cards = two.reduce((n, x) => n + h.length[x], 0);
            return two.every((x) => h.length[x] >= 5) && (cards >= 11 || h.hcp >= 12);
          },
        ),
        valuesInSuits(weakTwoMichaelsSuits),
      ],
    },
    forcing: 'F1',
    alert: text(
      'Michaels over a weak two: both majors over 2♦, the other major and a minor over a major',
      'Michaels über einem schwachen Zweier: beide Oberfarben über 2♦, die andere Oberfarbe und eine Unterfarbe über einer Oberfarbe',
    ),
    name: text('Michaels cue bid over a weak two', 'Michaels-Cuebid über einem schwachen Zweier'),
    priority: 66,
  },
  {
    id: 'oc.unusual2nt',
    auction: ['1{o}', '1{o} P P'],
    call: '2NT',
    hand: {
      hcp: [F.twoSuitedHcp, 37],
      tests: [
        miniMax((_h, b) => twoLowestUnbid(b)),
        valuesInSuits((_h, b) => twoLowestUnbid(b)),
        cond(
          'five or more in each of the two lowest unbid suits',
          'fünf oder mehr in jeder der zwei niedrigsten ungereizten Farben',
          (h, _c, b) => twoLowestUnbid(b).every((s) => h.length[s] >= 5),
        ),
      ],
    },
    forcing: 'F1',
    alert: text(
      'Unusual 2NT: five or more in the two lowest unbid suits',
      'Unusual 2SA: fünf oder mehr in den zwei niedrigsten ungereizten Farben',
    ),
    name: text('Unusual 2NT', 'Unusual 2SA'),
    priority: 66,
  },
  {
    // Their 2♣ says nothing about clubs: 2NT shows the two minors, as the Unusual 2NT does.
    id: 'oc.unusual2nt.strong2c',
    convention: 'unusual2nt',
    auction: '2C',
    when: (ctx) => ctx.calls[ctx.calls.length - 1]?.meaning.ruleId === 'open.2c',
    call: '2NT',
    hand: { hcp: [F.twoSuitedHcp, 15], lengths: { C: [5, 13], D: [5, 13] } },
    forcing: 'NF',
    alert: text(
      'over their strong 2♣: five or more clubs and five or more diamonds',
      'über ihrem starken 2♣: fünf oder mehr Treff und fünf oder mehr Karo',
    ),
    name: text('2NT: both minors', '2SA: beide Unterfarben'),
    priority: 66,
  },
  {
    id: 'oc.jump',
    auction: ['1{o}', '1{o} P 1{r}', '1{o} P 1NT', '1{o} P 2{r}'],
    call: '++{y}',
    when: level(3),
    hand: {
      // Like a weak two (bidding-sayc.md §11): the weak two's range.
      hcp: [F.weakTwoHcp[0], F.weakTwoHcp[1]],
      lengths: { y: [6, 13] },
      tests: [
        goodSuit('y'),
        cond(
          'six cards at the two level, seven at the three level',
          'sechs Karten auf Zweierstufe, sieben auf Dreierstufe',
          (h, ctx, b) => {
            const y = suitOf(b, 'y');
            const last = ctx.lastBid;
            const cheapest =
              last === null
                ? 1
                : last.strain !== 'NT' && rank(y) > rank(last.strain)
                  ? last.level
                  : last.level + 1;
            return h.length[y] >= (cheapest + 1 <= 2 ? 6 : 7);
          },
        ),
      ],
    },
    forcing: 'NF',
    name: text('weak jump overcall in {y}', 'schwache Sprung-Gegenreizung in {y}'),
    priority: 57,
    prefer: majorPreference,
  },
  {
    id: 'oc.jump.3',
    auction: '1{o}',
    when: (_c, b) => rank(suitOf(b, 'y')) > rank(suitOf(b, 'o')),
    call: '3{y}',
    hand: { hcp: [5, 10], lengths: { y: [7, 7] }, tests: [goodSuit('y')] },
    forcing: 'NF',
    name: text('preemptive double jump overcall in {y}', 'Sperr-Doppelsprung in {y}'),
    priority: 58,
  },
  {
    id: 'oc.jump.4',
    auction: '1{o}',
    call: '4{y}',
    // Eight cards preempt at the four level, as an opening does (bidding-sayc.md §2).
    hand: { hcp: [5, 10], lengths: { y: [8, 13] } },
    forcing: 'NF',
    name: text('preemptive overcall at the four level in {y}', 'Sperr-Gegenreizung auf Viererstufe in {y}'),
    priority: 59,
  },
  {
    id: 'oc.1level.four',
    auction: ['1{o}', '1{o} P P'],
    call: '+{y}',
    when: (_c, b) => rank(suitOf(b, 'y')) > rank(suitOf(b, 'o')),
    hand: {
      points: [F.overcallOneLevelPoints[0], F.overcallOneLevelPoints[1]],
      lengths: { y: [4, 4] },
      tests: [
        cond(
          'three of the top four honours in {y}',
          'drei der vier höchsten Honneurs in {y}',
          (h, _c, b) => h.topHonours(suitOf(b, 'y'), 4) >= 3,
        ),
        cond(
          'no six-card suit',
          'keine Sechserfarbe',
          (h) => Math.max(h.length.S, h.length.H, h.length.D, h.length.C) <= 5,
        ),
      ],
    },
    forcing: 'NF',
    name: text('overcall on a strong four-card {y} suit', 'Gegenreizung mit starker Viererfarbe {y}'),
    // Before a two-level overcall on a five-card suit: cheaper, and the strong suit is the lead wanted.
    priority: 54.5,
  },
  {
    id: 'oc.1level',
    auction: ['1{o}', '1{o} P 1{r}', '1{o} P 1NT', '1{o} P 2{o}'],
    call: '+{y}',
    when: (_ctx, b) => rank(suitOf(b, 'y')) > rank(suitOf(b, 'o')),
    hand: {
      points: [F.overcallOneLevelPoints[0], F.overcallOneLevelPoints[1]],
      // Length in their suit: defend rather than overcall.
      lengths: { y: [5, 13], o: [0, 4] },
      tests: [fairSuit('y'), lightOvercallSuit('y')],
    },
    forcing: 'NF',
    name: text('overcall in {y}', 'Gegenreizung in {y}'),
    priority: 55,
    prefer: (h, b) => naturalSuitOrder(h, b, 'y'),
  },
  {
    id: 'oc.2level',
    auction: ['1{o}', '1{o} P 1{r}', '1{o} P 1NT', '1{o} P 2{o}'],
    call: '+{y}',
    when: (_ctx, b) => rank(suitOf(b, 'y')) < rank(suitOf(b, 'o')),
    hand: {
      hcp: [9, 37],
      points: [F.overcallTwoLevelPoints[0], F.overcallTwoLevelPoints[1]],
      // Four cards in their suit: defend rather than bid at the two level.
      lengths: { y: [5, 13], o: [0, 3] },
      tests: [
        cond(
          'six cards, or five with two of the top three honours and 10+ HCP (13+ vulnerable directly over the opening)',
          'sechs Karten, oder fünf mit zwei der drei höchsten Honneurs und 10+ FP (13+ in Gefahr direkt über der Eröffnung)',
          (h, ctx, b) =>
            h.length[suitOf(b, 'y')] >= 6 ||
            (h.topHonours(suitOf(b, 'y'), 3) >= 2 &&
              h.hcp >= (ctx.weVulnerable && ctx.stripped.length === 1 ? 13 : 10)),
        ),
      ],
    },
    forcing: 'NF',
    name: text('overcall in {y}', 'Gegenreizung in {y}'),
    priority: 54,
    prefer: (h, b) => naturalSuitOrder(h, b, 'y'),
  },
  {
    id: 'oc.balancing.1nt',
    auction: '1{o} P P',
    call: '1NT',
    hand: { hcp: [10, 15], balanced: true, stoppers: ['o'], lengths: { H: [0, 4], S: [0, 4] } },
    forcing: 'NF',
    name: text('balancing 1NT', '1SA in Wiederbelebungsposition'),
    priority: 70,
  },
  {
    id: 'oc.balancing.fit',
    auction: '1{o} P 2{o} P P',
    call: '+{y}',
    hand: { hcp: [7, 15], lengths: { y: [5, 13] } },
    forcing: 'NF',
    name: text('balancing in {y} after their fit', 'Wiederbelebung in {y} nach ihrem Fit'),
    priority: 52,
    prefer: (h, b) => naturalSuitOrder(h, b, 'y'),
  },
  {
    id: 'oc.balancing.fit.x',
    // Also the overcaller (in a suit or in no trump), when they raised over his overcall and
    // stopped; and when opener's rebid of his suit ends a two-suited auction at the two level (the
    // double shows the other two).
    auction: [
      '1{o} P 2{o} P P',
      '1{o} 1{c} 2{o} P P',
      '1{o} 2{c} 2{o} P P',
      '1{o} 1NT 2{o} P P',
      '1{o} P 2{r} P 2{o} P P',
    ],
    call: 'X',
    hand: { hcp: [8, 37], tests: [shortIn('o'), supportForUnbid] },
    forcing: 'F1',
    alert: text('takeout double', 'Informationskontra'),
    name: text(
      'balancing takeout double after their fit',
      'Informationskontra in Wiederbelebung nach ihrem Fit',
    ),
    priority: 51,
  },
  {
    // Advancing the balancing double after their fit: the longest unbid suit, a major first with equal length.
    id: 'adv.balancing.fit.x',
    auction: [
      '1{o} P 2{o} P P X P',
      '1{o} 1{c} 2{o} P P X P',
      '1{o} 2{c} 2{o} P P X P',
      '1{o} 1NT 2{o} P P X P',
      '1{o} P 2{r} P 2{o} P P X P',
    ],
    call: '+{y}',
    hand: { lengths: { y: [3, 13] } },
    forcing: 'NF',
    name: text('answers the balancing double in {y}', 'beantwortet das Kontra in Wiederbelebung in {y}'),
    priority: 50,
    prefer: (h, b) => {
      const y = suitOf(b, 'y');
      return h.length[y] * 10 + (y === 'H' || y === 'S' ? 5 : 0);
    },
  },
  {
    id: 'oc.balancing.1level',
    auction: '1{o} P P',
    call: '+{y}',
    when: (_c, b) => rank(suitOf(b, 'y')) > rank(suitOf(b, 'o')),
    hand: {
      points: [F.balancingPoints[0], F.balancingPoints[1]],
      lengths: { y: [5, 13] },
      // Lighter in values, not in the suit: a suit without two honours is not worth showing.
      tests: [fairSuit('y')],
    },
    forcing: 'NF',
    name: text('balancing overcall in {y}', 'Gegenreizung in {y} in Wiederbelebungsposition'),
    priority: 55,
    prefer: (h, b) => naturalSuitOrder(h, b, 'y'),
  },
  {
    id: 'oc.balancing.2level',
    auction: '1{o} P P',
    call: '+{y}',
    when: (_c, b) => rank(suitOf(b, 'y')) < rank(suitOf(b, 'o')),
    hand: { points: [F.balancingPoints[0] + 1, F.balancingPoints[1]], lengths: { y: [6, 13] } },
    forcing: 'NF',
    name: text('balancing overcall in {y}', 'Gegenreizung in {y} in Wiederbelebungsposition'),
    priority: 54,
    prefer: (h, b) => naturalSuitOrder(h, b, 'y'),
  },
  {
    id: 'oc.balancing.jump',
    auction: '1{o} P P',
    call: '++{y}',
    when: level(3),
    hand: { hcp: [11, 15], lengths: { y: [6, 13] }, tests: [goodSuit('y')] },
    forcing: 'INV',
    name: text(
      'intermediate jump in the balancing seat: six good {y}',
      'Sprung in Wiederbelebungsposition: sechs gute {y}, mittlere Stärke',
    ),
    priority: 58,
  },
  {
    // The balancing 1NT is 10-15 and a double then 1NT 16-18, so 2NT is the balanced 19-20.
    id: 'oc.balancing.2nt',
    auction: '1{o} P P',
    call: '2NT',
    hand: { hcp: [19, 20], balanced: true, stoppers: ['o'] },
    forcing: 'INV',
    name: text(
      '2NT in the balancing seat: 19-20 balanced, stopper',
      '2SA in Pass-Position: 19-20 ausgeglichen, Stopper',
    ),
    priority: 72,
  },
  {
    id: 'oc.balancing.x.strong',
    auction: '1{o} P P',
    call: 'X',
    hand: { hcp: [15, 37] },
    forcing: 'F1',
    alert: text(
      'takeout double: a strong hand in the balancing seat',
      'Informationskontra: eine starke Hand in Wiederbelebungsposition',
    ),
    name: text('balancing double (strong)', 'Informationskontra in Wiederbelebungsposition (stark)'),
    priority: 71,
  },
  {
    id: 'oc.balancing.x',
    auction: '1{o} P P',
    call: 'X',
    hand: { hcp: [8, 37], lengths: { H: [0, 4], S: [0, 4] }, tests: [shortIn('o'), supportForUnbid] },
    forcing: 'F1',
    alert: text('takeout double', 'Informationskontra'),
    name: text('balancing takeout double', 'Informationskontra in Wiederbelebungsposition'),
    priority: 60,
  },
  {
    id: 'oc.preempt.overcall',
    auction: ['2{o}', '3{o}'],
    call: '+{y}',
    hand: { points: [13, 18], lengths: { y: [5, 13] }, tests: [goodSuit('y')] },
    forcing: 'NF',
    name: text('overcall of a preempt in {y}', 'Gegenreizung über eine Sperre in {y}'),
    priority: 55,
    prefer: (h, b) => naturalSuitOrder(h, b, 'y'),
  },
  {
    id: 'oc.preempt.nt',
    auction: ['2{o}', '3{o}'],
    call: '+NT',
    hand: { hcp: [15, 20], balanced: true, stoppers: ['o'] },
    forcing: 'NF',
    name: text('natural no-trump overcall of a preempt', 'natürliche SA-Gegenreizung über eine Sperre'),
    priority: 66,
  },
  {
    id: 'oc.1nt.x',
    auction: '1NT',
    call: 'X',
    hand: { hcp: [15, 37] },
    forcing: 'NF',
    name: text('penalty double of 1NT', 'Strafkontra gegen 1SA'),
    priority: 60,
  },
  {
    // A long, strong suit jumps to the three level: to play, mostly on its own tricks.
    id: 'oc.1nt.jump',
    auction: '1NT',
    call: '++{y}',
    hand: { hcp: [6, 14], lengths: { y: [7, 13] }, tests: [goodSuit('y')] },
    forcing: 'NF',
    name: text(
      'jump overcall of 1NT: a long, strong {y} suit',
      'Sprung-Gegenreizung über 1SA: lange, starke {y}-Farbe',
    ),
    priority: 57,
  },
  {
    id: 'oc.1nt.suit',
    auction: '1NT',
    // With Landy, 2♣ shows the majors.
    when: (ctx, b) => !(b.y === 'C' && playing(ctx, 'landy')),
    call: '+{y}',
    hand: {
      hcp: [8, 14],
      lengths: { y: [5, 13] },
      tests: [
        // A balanced hand defends 1NT: it has nothing to add to what the five-card suit takes.
        cond(
          'six cards, or five with two of the top three honours in a hand that is not balanced',
          'sechs Karten, oder fünf mit zwei der drei höchsten Honneurs in einer nicht ausgeglichenen Hand',
          (h, _c, b) =>
            h.length[suitOf(b, 'y')] >= 6 || (h.topHonours(suitOf(b, 'y'), 3) >= 2 && !h.balanced),
        ),
      ],
    },
    forcing: 'NF',
    name: text('natural overcall of 1NT in {y}', 'natürliche Gegenreizung über 1SA in {y}'),
    priority: 55,
    prefer: (h, b) => naturalSuitOrder(h, b, 'y'),
  },
  {
    // The overcaller's second turn, partner silent, opener's new suit still at the one level: a
    // second suit of four or more with a sound overcall, as cheap as it gets.
    id: 'oc.rebid.newsuit',
    auction: ['1{o} 1{c} P P 1{r}'],
    call: '1{z}',
    hand: { hcp: [13, 17], lengths: { z: [4, 13] } },
    forcing: 'NF',
    name: text(
      "overcaller's second suit: four or more {z}",
      'zweite Farbe des Gegenreizers: vier oder mehr {z}',
    ),
    priority: 50,
  },
  {
    // Opener doubles that four-card suit: back to the five-card overcall suit, a known fit is not there.
    id: 'oc.rebid.newsuit.doubled',
    auction: ['1{o} 1{c} P P 1{r} 1{z} P P X'],
    when: (ctx) => callsBy(ctx, 'me').pop()?.meaning.ruleId === 'oc.rebid.newsuit',
    call: '+{c}',
    hand: { lengths: { c: [5, 13], z: [4, 4] } },
    forcing: 'NF',
    name: text(
      'back to the overcall suit: five or more {c}',
      'zurück zur Farbe der Gegenreizung: fünf oder mehr {c}',
    ),
    priority: 50,
  },
  {
    id: 'oc.pass',
    auction: ['1{o}', '2{o}', '3{o}', '1NT', '1{o} P P'],
    call: 'P',
    hand: {},
    forcing: 'NF',
    name: text('no suitable action', 'keine passende Aktion'),
    priority: 1,
  },
];

/** §11: advancing partner's takeout double or overcall. */
const ADVANCES: Rule[] = [
  {
    id: 'adv.x.game',
    auction: ['1{o} X P', '1{o} P P X P'],
    call: '4{M}',
    hand: { points: [F.advanceCuePoints + 1, 37], lengths: { M: [5, 13] } },
    forcing: 'SO',
    name: text('game in {M}: five or more and values', 'Vollspiel in {M}: fünf oder mehr und Werte'),
    priority: 71,
  },
  {
    id: 'adv.x.free.jump',
    auction: ['1{o} X 1{r}', '1{o} X 2{r}'],
    call: '++{y}',
    hand: { points: [10, 12], lengths: { y: [4, 13] } },
    forcing: 'INV',
    name: text('jump in {y}: invitational', 'Sprung in {y}: einladend'),
    priority: 52,
    prefer: majorPreference,
  },
  {
    id: 'adv.x.free',
    auction: ['1{o} X 1{r}', '1{o} X 2{r}'],
    call: '+{y}',
    hand: { points: [6, 9], lengths: { y: [4, 13] } },
    forcing: 'NF',
    name: text('free advance in {y}', 'freie Antwort in {y}'),
    priority: 50,
    prefer: majorPreference,
  },
  {
    id: 'adv.x.free.pass',
    auction: ['1{o} X 1{r}', '1{o} X 2{r}'],
    call: 'P',
    hand: {},
    forcing: 'NF',
    name: text('nothing to add', 'nichts hinzuzufügen'),
    priority: 1,
  },
  {
    id: 'adv.x.cue',
    auction: ['1{o} X P'],
    call: '+{o}',
    hand: { points: [F.advanceCuePoints, 37] },
    forcing: 'GF',
    alert: text('cue bid: 12+ points, forcing', 'Cuebid: 12+ Punkte, forcierend'),
    name: text('cue bid of their suit', 'Cuebid in ihrer Farbe'),
    priority: 70,
  },
  {
    // Partner's balancing double is up to three points lighter, so every advance needs three more.
    id: 'adv.x.cue.balancing',
    auction: ['1{o} P P X P'],
    call: '+{o}',
    hand: { points: [F.advanceCuePoints + 3, 37] },
    forcing: 'GF',
    alert: text(
      'cue bid over a balancing double: 15+ points, forcing',
      'Cuebid nach Kontra in Pass-Position: 15+ Punkte, forcierend',
    ),
    name: text('cue bid of their suit', 'Cuebid in ihrer Farbe'),
    priority: 70,
  },
  {
    id: 'adv.x.balancing.penalty',
    auction: ['1{o} P P X P'],
    call: 'P',
    hand: {
      lengths: { o: [5, 13] },
      tests: [
        cond(
          'a strong five-card holding in their suit: defends one doubled',
          'eine starke Fünferlänge in ihrer Farbe: verteidigt eins kontriert',
          (h, _c, b) => h.topHonours(suitOf(b, 'o'), 5) >= 3 && h.hcp >= 8,
        ),
      ],
    },
    forcing: 'NF',
    name: text('penalty pass of the balancing double', 'Strafpasse auf das Kontra in Pass-Position'),
    priority: 75,
  },
  {
    id: 'adv.x.3nt',
    auction: '1{o} X P',
    call: '3NT',
    hand: { hcp: [13, 16], balanced: true, stoppers: ['o'], lengths: { H: [0, 3], S: [0, 3] } },
    forcing: 'SO',
    name: text('to play', 'zum Spielen'),
    priority: 72,
  },
  {
    id: 'adv.x.jump',
    auction: ['1{o} X P'],
    call: '++{y}',
    when: (ctx) => (ctx.lastBid?.level ?? 0) <= 2,
    hand: {
      points: [F.advanceJumpPoints[0], F.advanceJumpPoints[1]],
      lengths: { y: [4, 13] },
      tests: [
        cond(
          'four cards in a major, five in a minor',
          'vier Karten in Oberfarbe, fünf in Unterfarbe',
          (h, _c, b) => h.length[suitOf(b, 'y')] >= (b.y === 'H' || b.y === 'S' ? 4 : 5),
        ),
      ],
    },
    forcing: 'INV',
    name: text('jump advance: invitational with {y}', 'Sprung: einladend mit {y}'),
    priority: 62,
    prefer: majorPreference,
  },
  {
    // Over a balancing double a jump shows a little more.
    id: 'adv.x.jump.balancing',
    auction: ['1{o} P P X P'],
    call: '++{y}',
    when: (ctx) => (ctx.lastBid?.level ?? 0) <= 2,
    hand: {
      points: [F.advanceJumpPoints[0] + 1, F.advanceJumpPoints[1] + 2],
      lengths: { y: [4, 13] },
      tests: [
        cond(
          'four cards in a major, five in a minor',
          'vier Karten in Oberfarbe, fünf in Unterfarbe',
          (h, _c, b) => h.length[suitOf(b, 'y')] >= (b.y === 'H' || b.y === 'S' ? 4 : 5),
        ),
      ],
    },
    forcing: 'INV',
    name: text('jump advance: invitational with {y}', 'Sprung: einladend mit {y}'),
    priority: 62,
    prefer: majorPreference,
  },
  {
    id: 'adv.x.2nt',
    auction: '1{o} X P',
    call: '2NT',
    hand: { hcp: [11, 12], stoppers: ['o'], tests: [noUnbidMajor] },
    forcing: 'INV',
    name: text('invitational, stopper in their suit', 'einladend, Stopper in ihrer Farbe'),
    priority: 60,
  },
  {
    id: 'adv.x.1nt',
    auction: ['1{o} X P', '1{o} P P X P'],
    call: '1NT',
    hand: { hcp: [6, 10], stoppers: ['o'], tests: [noUnbidMajor] },
    forcing: 'NF',
    name: text(
      '6-10, stopper in their suit, no four-card major',
      '6-10, Stopper in ihrer Farbe, keine Oberfarbe mit vier Karten',
    ),
    priority: 55,
  },
  {
    id: 'adv.x.suit',
    auction: ['1{o} X P', '2{o} X P', '3{o} X P', '1{o} P P X P'],
    call: '+{y}',
    hand: { points: [0, F.advanceJumpPoints[0] - 1], lengths: { y: [3, 13] } },
    forcing: 'NF',
    name: text('advance: longest unbid suit {y}', 'Antwort: längste ungereizte Farbe {y}'),
    priority: 50,
    prefer: majorPreference,
  },
  {
    id: 'adv.x.suit.any',
    auction: ['1{o} X P', '2{o} X P', '3{o} X P', '1{o} P P X P', '1{o} P 1{r} X P', '1{o} P 2{r} X P'],
    call: '+{y}',
    hand: { lengths: { y: [3, 13] } },
    forcing: 'NF',
    name: text('advance in {y}', 'Antwort in {y}'),
    priority: 20,
    prefer: majorPreference,
  },
  {
    id: 'adv.oc.cue',
    auction: ['1{o} 1{y} P', '1{o} 2{y} P', '1{o} 1{y} B', '1{o} 2{y} B'],
    call: '+{o}',
    hand: { lengths: { y: [3, 13] }, support: ['y', 11, 37] },
    forcing: 'F1',
    alert: text('cue bid: a limit raise or better', 'Cuebid: Limithebung oder besser'),
    name: text('cue bid: raise of {y} with values', 'Cuebid: Hebung in {y} mit Werten'),
    priority: 60,
  },
  {
    // Five-card support opposite a five-card overcall: ten trumps, game in the major at once (Law of Total Tricks).
    id: 'adv.oc.preempt.game',
    auction: ['1{o} 1{M} P', '1{o} 2{M} P', '1{o} 1{M} B', '1{o} 2{M} B'],
    call: '4{M}',
    hand: { hcp: [0, 9], lengths: { M: [5, 13] } },
    forcing: 'SO',
    name: text(
      'preemptive raise to game in {M} (ten trumps)',
      'Sperrhebung zum Vollspiel in {M} (zehn Trümpfe)',
    ),
    priority: 57,
  },
  {
    id: 'adv.oc.jumpraise',
    auction: ['1{o} 1{y} P', '1{o} 2{y} P'],
    call: '++{y}',
    hand: { hcp: [0, 9], lengths: { y: [4, 13] } },
    forcing: 'NF',
    name: text('preemptive jump raise in {y}', 'Sperrhebung im Sprung in {y}'),
    priority: 56,
  },
  {
    id: 'adv.oc.raise',
    auction: ['1{o} 1{y} P', '1{o} 2{y} P', '1{o} P P 1{y} P', '1{o} P P 2{y} P'],
    call: '+{y}',
    hand: { lengths: { y: [3, 13] }, support: ['y', 7, 12] },
    forcing: 'NF',
    name: text('raise of {y}', 'Hebung in {y}'),
    priority: 55,
  },
  {
    id: 'adv.oc.newsuit',
    auction: ['1{o} 1{y} P', '1{o} 2{y} P'],
    // Not over a weak jump overcall: that is a preempt, partner has little outside his suit.
    when: (ctx) => !ctx.calls.some((c) => c.role === 'partner' && c.meaning.ruleId === 'oc.jump'),
    call: '+{z}',
    hand: { points: [8, 16], lengths: { z: [5, 13], y: [0, 2] }, tests: [goodSuit('z')] },
    forcing: 'NF',
    name: text('new suit {z}: natural', 'neue Farbe {z}: natürlich'),
    priority: 50,
    prefer: (h, b) => naturalSuitOrder(h, b, 'z'),
  },
  {
    id: 'adv.oc.1nt',
    auction: ['1{o} 1{y} P'],
    call: '1NT',
    hand: { hcp: [8, 11], stoppers: ['o'], lengths: { y: [0, 2] } },
    forcing: 'NF',
    name: text('natural, stopper in their suit', 'natürlich, Stopper in ihrer Farbe'),
    priority: 48,
  },
  {
    id: 'adv.oc.2nt',
    auction: ['1{o} 1{y} P', '1{o} 2{y} P'],
    call: '2NT',
    hand: { hcp: [12, 14], stoppers: ['o'], lengths: { y: [0, 2] } },
    forcing: 'INV',
    name: text(
      'natural, invitational, stopper in their suit',
      'natürlich, einladend, Stopper in ihrer Farbe',
    ),
    priority: 48,
  },
  {
    id: 'adv.oc.3nt',
    auction: ['1{o} 1{y} P', '1{o} 2{y} P'],
    call: '3NT',
    hand: { hcp: [15, 37], stoppers: ['o'] },
    forcing: 'SO',
    name: text('to play', 'zum Spielen'),
    priority: 48,
  },
  {
    id: 'adv.michaels.othermajor',
    auction: ['1{M} 2{M} P', '1{M} P 1NT 2{M} P'],
    call: '+{N}',
    hand: { lengths: { N: [3, 13] } },
    forcing: 'NF',
    name: text('prefers {N}', 'zieht {N} vor'),
    priority: 40,
  },
  {
    id: 'adv.michaels.othermajor.game',
    auction: ['1{M} 2{M} P', '1{M} P 1NT 2{M} P'],
    call: '4{N}',
    hand: { lengths: { N: [3, 13] }, support: ['N', 12, 37] },
    forcing: 'SO',
    name: text('game in {N}', 'Vollspiel in {N}'),
    priority: 45,
  },
  {
    // Weak, no fit for the major, both minors: three of partner's minor without asking.
    id: 'adv.michaels.minor',
    auction: ['1{M} 2{M} P', '1{M} P 1NT 2{M} P'],
    call: '3C',
    vars: ['N'],
    hand: { hcp: [0, 9], lengths: { N: [0, 2], C: [3, 13], D: [3, 13] } },
    forcing: 'NF',
    alert: text(
      'pass or correct: plays three of the Michaels bidder’s minor',
      'Passe oder Korrektur: spielt drei in der Unterfarbe des Michaels-Bieters',
    ),
    name: text('pass or correct in the minors', 'Passe oder Korrektur in den Unterfarben'),
    // Below the 2NT ask, which the robots prefer; here so that a human's 3♣ is understood.
    priority: 34,
  },
  {
    id: 'adv.michaels.ask',
    auction: ['1{M} 2{M} P', '1{M} P 1NT 2{M} P'],
    call: '2NT',
    hand: { lengths: { N: [0, 2] } },
    forcing: 'F1',
    alert: text('asks for the minor', 'fragt nach der Unterfarbe'),
    name: text('asks which minor', 'fragt nach der Unterfarbe'),
    priority: 35,
    vars: ['N'],
  },
  {
    id: 'mich.minor.correct',
    // Partner's 3♣ or 4♣ after a major-suit Michaels does not know the minor: pass or correct.
    auction: ['1{M} 2{M} _ 4C P', '1{M} 2{M} _ 3C P'],
    call: '+D',
    hand: { lengths: { D: [5, 13], C: [0, 4] } },
    forcing: 'NF',
    name: text(
      "corrects partner's pass-or-correct clubs to diamonds",
      'korrigiert die Passe-oder-Korrektur-Treff des Partners nach Karo',
    ),
    priority: 95,
  },
  {
    id: 'mich.minor.4nt',
    auction: ['1{M} 2{M} _ 4NT P'],
    call: '+{m}',
    hand: { lengths: { m: [5, 13] } },
    forcing: 'NF',
    name: text('the minor of the Michaels bid: {m}', 'die Unterfarbe des Michaels-Gebots: {m}'),
    priority: 95,
    prefer: (h, b) => h.length[suitOf(b, 'm')],
  },
  {
    // The strong kind of Michaels (the weak and the strong are both played) says so by jumping.
    id: 'mich.minor.jump',
    auction: ['1{M} 2{M} P 2NT P', '1{M} P 1NT 2{M} P 2NT P'],
    call: '4{m}',
    hand: { hcp: [F.twoSuitedGap[1] + 1, 37], lengths: { m: [5, 13] } },
    forcing: 'INV',
    name: text('the minor is {m}: the strong Michaels', 'die Unterfarbe ist {m}: das starke Michaels'),
    priority: 51,
  },
  {
    id: 'mich.minor',
    auction: ['1{M} 2{M} P 2NT P', '1{M} P 1NT 2{M} P 2NT P'],
    call: '3{m}',
    hand: { lengths: { m: [5, 13] } },
    forcing: 'NF',
    name: text('the minor is {m}', 'die Unterfarbe ist {m}'),
    priority: 50,
  },
  {
    id: 'adv.michaels.major',
    auction: ['1{m} 2{m} P', '1{m} P 1NT 2{m} P'],
    call: '+{M}',
    hand: {
      tests: [
        cond(
          'the longer (or better) major',
          'die längere (oder bessere) Oberfarbe',
          (h, _c, b) => h.length[suitOf(b, 'M')] >= h.length[suitOf(b, 'M') === 'H' ? 'S' : 'H'],
        ),
      ],
    },
    forcing: 'NF',
    name: text('prefers {M}', 'zieht {M} vor'),
    priority: 40,
    prefer: (h, b) => h.length[suitOf(b, 'M')] * 10 + (b.M === 'H' ? 1 : 0),
  },
  {
    id: 'adv.michaels.major.game',
    auction: ['1{m} 2{m} P', '1{m} P 1NT 2{m} P'],
    call: '4{M}',
    hand: { lengths: { M: [3, 13] }, support: ['M', 17, 37] },
    forcing: 'SO',
    name: text('game in {M}', 'Vollspiel in {M}'),
    priority: 45,
    prefer: (h, b) => h.length[suitOf(b, 'M')] * 10 + (b.M === 'S' ? 1 : 0),
  },
  {
    id: 'adv.unusual',
    auction: ['1{o} 2NT P'],
    call: '+{y}',
    hand: {
      tests: [
        cond(
          'the longer of the two lowest unbid suits',
          'die längere der zwei niedrigsten ungereizten Farben',
          (h, _c, b) => {
            const [a, c] = twoLowestUnbid({ o: suitOf(b, 'o') });
            const y = suitOf(b, 'y');
            return (y === a || y === c) && h.length[y] >= h.length[y === a ? c : a];
          },
        ),
      ],
    },
    forcing: 'NF',
    name: text('prefers {y}', 'zieht {y} vor'),
    priority: 40,
    // With equal length the higher suit: a major, or diamonds, scores more at the same level.
    prefer: (h, b) => h.length[suitOf(b, 'y')] * 10 + rank(suitOf(b, 'y')),
  },
  {
    id: 'adv.unusual.strong2c',
    convention: 'unusual2nt',
    auction: ['2C 2NT P'],
    when: (ctx) => callsBy(ctx, 'partner').pop()?.meaning.ruleId === 'oc.unusual2nt.strong2c',
    call: '+{m}',
    hand: {
      tests: [
        cond(
          'the longer minor (diamonds with equal length)',
          'die längere Unterfarbe (Karo bei gleicher Länge)',
          (h, _c, b) => h.length[suitOf(b, 'm')] >= h.length[suitOf(b, 'm') === 'C' ? 'D' : 'C'],
        ),
      ],
    },
    forcing: 'NF',
    name: text('prefers {m}', 'zieht {m} vor'),
    priority: 40,
    prefer: (_h, b) => rank(suitOf(b, 'm')),
  },
];

export const COMPETITIVE: readonly Rule[] = [...OVERCALLS, ...ADVANCES];
