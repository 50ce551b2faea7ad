import { SUITS, type Suit } from '@tenace/engine';
import { type BidContext, callsBy, gameForced, isOurs } from '../context.js';
import type { HandFacts } from '../hand.js';
import { shownBy } from '../inference.js';
import type { Bindings, HandTest, Rule } from '../rule.js';
import { aceAsk, askKind } from './captaincy.js';
import { cond, fitPoints, partner, suitOf, text } from './helpers.js';

/*
 * The project's conventions beyond SAYC (bidding-sayc.md §14 and issue 4): Roman Key Card
 * Blackwood 1430, splinter raises, Bergen raises, new minor forcing, responsive doubles, Landy and
 * control bids. Each rule names its convention, so the partnership has it only when the
 * convention is on; SAYC's own rules that the same calls would replace ask `playing(ctx, …)`.
 */

const rank = (s: Suit) => SUITS.length - SUITS.indexOf(s); // C 1 … S 4

/** The id of the call partner (or I) made last. */
const lastRuleOf = (ctx: BidContext, role: 'me' | 'partner') => callsBy(ctx, role).pop()?.meaning.ruleId;

// ---------------------------------------------------------------------------------------------
// Roman Key Card Blackwood 1430 (replaces plain Blackwood: the two exclude each other).

/**
 * The trump suit of a slam auction: the last suit both partners have shown, else the asker's last
 * natural suit, else the last natural suit of the side (2NT-3♣-3♥-4NT: hearts, not Stayman's clubs).
 */
export function agreedSuit(ctx: BidContext, asker: 'me' | 'partner'): Suit | undefined {
  const mine = shownBy(ctx, 'me');
  const theirs = shownBy(ctx, 'partner');
  const ours = ctx.calls.filter(
    (c) => isOurs(c.role) && c.call.type === 'bid' && c.call.strain !== 'NT' && !c.meaning.artificial,
  );
  for (let i = ours.length - 1; i >= 0; i--) {
    const call = ours[i]?.call;
    if (call?.type !== 'bid' || call.strain === 'NT') continue;
    if (mine.lengths[call.strain][0] + theirs.lengths[call.strain][0] >= 8) return call.strain;
  }
  const own = (ours.filter((c) => c.role === asker).pop() ?? ours[ours.length - 1])?.call;
  return own?.type === 'bid' && own.strain !== 'NT' ? own.strain : undefined;
}

/** Key cards: the four aces and the king of trumps. */
export function keyCards(h: HandFacts, trump: Suit | undefined): number {
  return h.aces + (trump !== undefined && h.hasCard(trump, 'K') ? 1 : 0);
}

const keyCardAnswer = (id: string, call: string, counts: readonly number[], queen?: boolean): Rule => ({
  id: `slam.rkcb.answer.${id}`,
  convention: 'rkcb1430',
  auction: '... 4NT P',
  when: (ctx) => askKind(lastRuleOf(ctx, 'partner')) === 'rkcb',
  call,
  hand: {
    tests: [
      cond(
        `${counts.join(' or ')} key cards${queen === undefined ? '' : queen ? ' with the trump queen' : ' without the trump queen'}`,
        `${counts.join(' oder ')} Schlüsselkarten${queen === undefined ? '' : queen ? ' mit Trumpfdame' : ' ohne Trumpfdame'}`,
        (h, ctx) => {
          const trump = agreedSuit(ctx, 'partner');
          if (!counts.includes(keyCards(h, trump))) return false;
          return queen === undefined || (trump !== undefined && h.hasCard(trump, 'Q')) === queen;
        },
      ),
    ],
  },
  forcing: 'NF',
  alert: text('key-card answer (1430)', 'Schlüsselkarten-Antwort (1430)'),
  name: text('RKCB 1430 answer', 'RKCB-1430-Antwort'),
  priority: 90,
});

/** The key cards partner's 1430 answer shows, read with the asker's own count (the lower when both fit). */
function keyCardsShown(ctx: BidContext, mine: number): number {
  const answer = callsBy(ctx, 'partner').pop()?.call;
  if (answer?.type !== 'bid' || answer.level !== 5) return 0;
  const pair: Record<string, [number, number]> = { C: [1, 4], D: [0, 3], H: [2, 2], S: [2, 2] };
  const [low, high] = pair[answer.strain] ?? [0, 0];
  return mine + high <= 5 && mine <= 1 ? high : low;
}

const missingKeyCards = (h: HandFacts, ctx: BidContext) => {
  const trump = agreedSuit(ctx, 'me');
  const mine = keyCards(h, trump);
  return 5 - mine - keyCardsShown(ctx, mine);
};

const RKCB: Rule[] = [
  keyCardAnswer('14', '5C', [1, 4]),
  keyCardAnswer('03', '5D', [0, 3]),
  keyCardAnswer('2', '5H', [2], false),
  keyCardAnswer('2q', '5S', [2], true),
  {
    id: 'slam.rkcb.small',
    convention: 'rkcb1430',
    auction: '... 4NT P B P',
    when: (ctx, b) => askKind(lastRuleOf(ctx, 'me')) === 'rkcb' && agreedSuit(ctx, 'me') === b.f,
    call: '6{f}',
    vars: ['f'],
    hand: {
      tests: [
        cond(
          'the side misses at most one key card',
          'der Seite fehlt höchstens eine Schlüsselkarte',
          (h, ctx) => missingKeyCards(h, ctx) <= 1,
        ),
      ],
    },
    forcing: 'SO',
    name: text('small slam in {f}', 'Kleinschlemm in {f}'),
    priority: 90,
  },
  {
    id: 'slam.rkcb.stop',
    convention: 'rkcb1430',
    auction: '... 4NT P B P',
    when: (ctx, b) =>
      askKind(lastRuleOf(ctx, 'me')) === 'rkcb' &&
      agreedSuit(ctx, 'me') === b.f &&
      ctx.lastBid?.strain !== b.f,
    call: '+{f}',
    vars: ['f'],
    hand: {
      tests: [
        cond(
          'two key cards missing',
          'zwei Schlüsselkarten fehlen',
          (h, ctx) => missingKeyCards(h, ctx) >= 2,
        ),
      ],
    },
    forcing: 'SO',
    name: text('two key cards missing: stops in {f}', 'zwei Schlüsselkarten fehlen: bleibt in {f}'),
    priority: 80,
  },
  {
    id: 'slam.rkcb.stop.pass',
    convention: 'rkcb1430',
    auction: '... 4NT P 5{f} P',
    when: (ctx, b) => askKind(lastRuleOf(ctx, 'me')) === 'rkcb' && agreedSuit(ctx, 'me') === b.f,
    call: 'P',
    hand: {
      tests: [
        cond(
          'two key cards missing',
          'zwei Schlüsselkarten fehlen',
          (h, ctx) => missingKeyCards(h, ctx) >= 2,
        ),
      ],
    },
    forcing: 'NF',
    name: text(
      'two key cards missing: passes the answer in {f}, the trump suit',
      'zwei Schlüsselkarten fehlen: passt die Antwort in {f}, der Trumpffarbe',
    ),
    priority: 80,
  },
];

// ---------------------------------------------------------------------------------------------
// Splinter raises: a double jump in a new suit after 1M.

const afterSplinter = (ctx: BidContext): boolean =>
  lastRuleOf(ctx, 'partner')?.startsWith('spl.raise') === true;

/** Opener's values that work opposite a splinter: points less the honours wasted in the short suit. */
const splinterSlam = (slam: boolean): HandTest =>
  cond(
    slam
      ? "slam interest: 17+ points outside partner's short suit"
      : "no slam: fewer than 17 points outside partner's short suit",
    slam
      ? 'Schleminteresse: 17+ Punkte außerhalb der kurzen Farbe des Partners'
      : 'kein Schlemm: weniger als 17 Punkte außerhalb der kurzen Farbe des Partners',
    (h, _c, b) => h.points - h.suitHcp[suitOf(b, 'z')] >= 17 === slam,
  );

const SPLINTERS: Rule[] = [
  ...aceAsk('.ask.splinter', {
    auction: ['1{M} P 4{z} P', '1{M} P 3{z} P'],
    when: afterSplinter,
    hand: { tests: [splinterSlam(true)] },
    priority: 80,
  }),
  {
    id: 'spl.raise',
    convention: 'splinters',
    auction: '1{M} P',
    when: (ctx, b) => !ctx.passedHand && (b.z === 'C' || b.z === 'D' || (b.M === 'S' && b.z === 'H')),
    call: '4{z}',
    hand: { hcp: [10, 15], lengths: { M: [4, 13], z: [0, 1] }, support: ['M', 13, 17] },
    forcing: 'GF',
    alert: text(
      'splinter: four+ trumps, game values, singleton or void in {z}',
      'Splinter: vier+ Trümpfe, Vollspielwerte, Single oder Chicane in {z}',
    ),
    name: text('splinter raise of {M}, short in {z}', 'Splinter-Hebung in {M}, kurz in {z}'),
    priority: 92,
  },
  {
    id: 'spl.raise.3S',
    convention: 'splinters',
    auction: '1H P',
    when: (ctx) => !ctx.passedHand,
    call: '3S',
    vars: ['z'],
    hand: {
      hcp: [10, 15],
      lengths: { H: [4, 13], S: [0, 1] },
      support: ['H', 13, 17],
    },
    forcing: 'GF',
    alert: text(
      'splinter: four+ hearts, game values, singleton or void in spades',
      'Splinter: vier+ Coeur, Vollspielwerte, Single oder Chicane in Pik',
    ),
    name: text('splinter raise of hearts, short in spades', 'Splinter-Hebung in Coeur, kurz in Pik'),
    priority: 92,
  },
  {
    id: 'spl.signoff',
    convention: 'splinters',
    auction: ['1{M} P 4{z} P', '1{M} P 3{z} P'],
    when: afterSplinter,
    call: '4{M}',
    hand: { tests: [splinterSlam(false)] },
    forcing: 'SO',
    name: text('signs off in game in {M}', 'schließt mit dem Vollspiel in {M} ab'),
    priority: 80,
  },
];

// ---------------------------------------------------------------------------------------------
// Bergen raises.

const fourTrumps = { M: [4, 13] } as const;

const BERGEN: Rule[] = [
  {
    id: 'bergen.3c',
    convention: 'bergen',
    auction: '1{M} P',
    call: '3C',
    hand: { lengths: fourTrumps, support: ['M', 7, 9] },
    forcing: 'INV',
    alert: text('Bergen: 7-9 points, four+ trumps', 'Bergen: 7-9 Punkte, vier+ Trümpfe'),
    name: text('Bergen raise of {M}: constructive', 'Bergen-Hebung in {M}: konstruktiv'),
    priority: 71,
  },
  {
    id: 'bergen.3d',
    convention: 'bergen',
    auction: '1{M} P',
    call: '3D',
    hand: { lengths: fourTrumps, support: ['M', 10, 12] },
    forcing: 'INV',
    alert: text(
      'Bergen: limit raise, 10-12 points, four+ trumps',
      'Bergen: Limithebung, 10-12 Punkte, vier+ Trümpfe',
    ),
    name: text('Bergen limit raise of {M}', 'Bergen-Limithebung in {M}'),
    priority: 71,
  },
  {
    id: 'bergen.3M',
    convention: 'bergen',
    auction: '1{M} P',
    call: '3{M}',
    hand: { hcp: [0, 6], lengths: fourTrumps, support: ['M', 0, 8] },
    forcing: 'NF',
    name: text('preemptive raise of {M}: four+ trumps, 0-6 HCP', 'Sperrhebung in {M}: vier+ Trümpfe, 0-6 FP'),
    priority: 71,
  },
  {
    id: 'bergen.3c.game',
    convention: 'bergen',
    auction: '1{M} P 3C P',
    call: '4{M}',
    hand: {
      tests: [
        cond(
          '17+ points with the fit',
          '17+ Punkte mit dem Fit',
          (h, _c, b) => fitPoints(h, suitOf(b, 'M')) >= 17,
        ),
      ],
    },
    forcing: 'SO',
    name: text('game in {M}', 'Vollspiel in {M}'),
    priority: 60,
  },
  {
    id: 'bergen.3d.game',
    convention: 'bergen',
    auction: '1{M} P 3D P',
    call: '4{M}',
    hand: {
      tests: [
        cond(
          '15+ points with the fit',
          '15+ Punkte mit dem Fit',
          (h, _c, b) => fitPoints(h, suitOf(b, 'M')) >= 15,
        ),
      ],
    },
    forcing: 'SO',
    name: text('accepts the limit raise: game in {M}', 'nimmt die Limithebung an: Vollspiel in {M}'),
    priority: 60,
  },
  {
    id: 'bergen.signoff',
    convention: 'bergen',
    auction: ['1{M} P 3C P', '1{M} P 3D P'],
    call: '3{M}',
    hand: {},
    forcing: 'SO',
    name: text('signs off in three of {M}', 'schließt mit drei {M} ab'),
    priority: 50,
  },
  {
    id: 'bergen.3M.game',
    convention: 'bergen',
    auction: '1{M} P 3{M} P',
    call: '4{M}',
    hand: {
      tests: [
        cond(
          '20+ points with the fit',
          '20+ Punkte mit dem Fit',
          (h, _c, b) => fitPoints(h, suitOf(b, 'M')) >= 20,
        ),
      ],
    },
    forcing: 'SO',
    name: text('game in {M} opposite a preemptive raise', 'Vollspiel in {M} gegenüber einer Sperrhebung'),
    priority: 60,
  },
  {
    id: 'bergen.3M.pass',
    convention: 'bergen',
    auction: '1{M} P 3{M} P',
    call: 'P',
    hand: {},
    forcing: 'NF',
    name: text('passes the preemptive raise', 'passt auf die Sperrhebung'),
    priority: 50,
  },
];

// ---------------------------------------------------------------------------------------------
// New minor forcing: 1m-1M-1NT-2(other minor).

const NMF_AUCTION = '1{m} P 1{M} P 1NT P';

const NMF: Rule[] = [
  {
    id: 'nmf.ask',
    convention: 'nmf',
    auction: NMF_AUCTION,
    call: '2{n}',
    hand: { points: [11, 37], lengths: { M: [5, 13] } },
    forcing: 'F1',
    alert: text(
      'new minor forcing: asks for three-card support or the other major; 11+',
      'neue Unterfarbe forcierend: fragt nach Dreierstütze oder der anderen Oberfarbe; 11+',
    ),
    name: text('new minor forcing', 'neue Unterfarbe forcierend'),
    priority: 70,
  },
  {
    id: 'nmf.support',
    convention: 'nmf',
    auction: `${NMF_AUCTION} 2{n} P`,
    when: (ctx) => lastRuleOf(ctx, 'partner') === 'nmf.ask',
    call: '2{M}',
    hand: { hcp: [12, 13], lengths: { M: [3, 3] } },
    forcing: 'NF',
    name: text('three-card support for {M}, minimum', 'Dreierstütze für {M}, Minimum'),
    priority: 60,
  },
  {
    id: 'nmf.support.max',
    convention: 'nmf',
    auction: `${NMF_AUCTION} 2{n} P`,
    when: (ctx) => lastRuleOf(ctx, 'partner') === 'nmf.ask',
    call: '3{M}',
    hand: { hcp: [14, 14], lengths: { M: [3, 3] } },
    forcing: 'INV',
    name: text('three-card support for {M}, maximum', 'Dreierstütze für {M}, Maximum'),
    priority: 60,
  },
  {
    id: 'nmf.hearts',
    convention: 'nmf',
    auction: `1{m} P 1S P 1NT P 2{n} P`,
    when: (ctx) => lastRuleOf(ctx, 'partner') === 'nmf.ask',
    call: '2H',
    hand: { lengths: { H: [4, 4], S: [0, 2] } },
    forcing: 'NF',
    name: text('four hearts, no spade support', 'vier Coeur, keine Pik-Stütze'),
    priority: 58,
  },
  {
    id: 'nmf.nofit',
    convention: 'nmf',
    auction: `${NMF_AUCTION} 2{n} P`,
    when: (ctx) => lastRuleOf(ctx, 'partner') === 'nmf.ask',
    call: '2NT',
    hand: { hcp: [12, 13], lengths: { M: [0, 2] } },
    forcing: 'NF',
    name: text('no fit, minimum', 'kein Fit, Minimum'),
    priority: 55,
  },
  {
    id: 'nmf.nofit.max',
    convention: 'nmf',
    auction: `${NMF_AUCTION} 2{n} P`,
    when: (ctx) => lastRuleOf(ctx, 'partner') === 'nmf.ask',
    call: '3NT',
    hand: { hcp: [14, 14], lengths: { M: [0, 2] } },
    forcing: 'SO',
    name: text('no fit, maximum', 'kein Fit, Maximum'),
    priority: 55,
  },
];

// ---------------------------------------------------------------------------------------------
// Responsive doubles: partner doubled (or overcalled) their opening and they raised.

const bothUnbid: HandTest = cond(
  'four or more cards in each of the suits it shows',
  'vier oder mehr Karten in jeder gezeigten Farbe',
  (h, _ctx, b) => responsiveSuits(b).every((s) => h.length[s] >= 4),
);

/** The suits a responsive double shows: both majors over a minor, both minors over a major, else the two unbid suits. */
export function responsiveSuits(b: Bindings): Suit[] {
  const theirs = b.o;
  const ours = b.v;
  const unbid = SUITS.filter((s) => s !== theirs && s !== ours);
  if (ours !== undefined) return unbid;
  return theirs === 'H' || theirs === 'S' ? ['D', 'C'] : ['S', 'H'];
}

const RESPONSIVE: Rule[] = [
  {
    id: 'resp.x',
    convention: 'responsive',
    auction: ['1{o} X 2{o}', '1{o} X 3{o}'],
    when: (ctx) => ctx.lastBid !== null && ctx.lastBid.level <= 3,
    call: 'X',
    hand: {
      hcp: [8, 37],
      tests: [
        bothUnbid,
        cond(
          'no four cards in the unbid major (it would be bid)',
          'keine vier Karten in der ungereizten Oberfarbe (die würde gereizt)',
          (h, _c, b) => (b.o === 'H' ? h.length.S <= 3 : b.o === 'S' ? h.length.H <= 3 : true),
        ),
        cond(
          '10+ HCP at the three level',
          '10+ FP auf Dreierstufe',
          (h, ctx) => (ctx.lastBid?.level ?? 0) < 3 || h.hcp >= 10,
        ),
      ],
    },
    forcing: 'F1',
    alert: text(
      'responsive double: values and the two suits not shown (both majors over a minor, both minors over a major)',
      'Responsive-Kontra: Werte und die beiden nicht gezeigten Farben (beide Oberfarben über Unterfarbe, beide Unterfarben über Oberfarbe)',
    ),
    name: text('responsive double', 'Responsive-Kontra'),
    priority: 64,
  },
  {
    id: 'resp.x.overcall',
    convention: 'responsive',
    auction: ['1{o} 1{v} 2{o}', '1{o} 2{v} 3{o}', '1{o} 1{v} 3{o}'],
    call: 'X',
    hand: {
      hcp: [8, 37],
      lengths: { v: [0, 2] },
      tests: [bothUnbid],
    },
    forcing: 'F1',
    alert: text(
      'responsive double: values, the two unbid suits, no fit for partner',
      'Responsive-Kontra: Werte, die beiden ungereizten Farben, kein Fit für den Partner',
    ),
    name: text('responsive double', 'Responsive-Kontra'),
    priority: 64,
  },
  {
    id: 'resp.x.answer',
    convention: 'responsive',
    auction: ['1{o} X 2{o} X P', '1{o} X 3{o} X P', '1{o} {v} 2{o} X P', '1{o} {v} 3{o} X P'].map((p) =>
      p.replace('{v}', 'B'),
    ),
    when: (ctx, b) => lastRuleOf(ctx, 'partner')?.startsWith('resp.x') === true && b.x !== b.o,
    call: '+{x}',
    hand: { lengths: { x: [3, 13] } },
    forcing: 'NF',
    name: text('answers the responsive double in {x}', 'beantwortet das Responsive-Kontra in {x}'),
    priority: 60,
    prefer: (h, b) => {
      const suit = b.x;
      if (suit === undefined) return 0;
      return h.length[suit] * 10 + (suit === 'H' || suit === 'S' ? 5 : 0) - rank(suit);
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Landy: 2♣ over their 1NT shows both majors.

const LANDY: Rule[] = [
  {
    id: 'landy',
    convention: 'landy',
    auction: ['1NT', '1NT P P'],
    call: '2C',
    hand: {
      hcp: [10, 37],
      lengths: { H: [4, 13], S: [4, 13] },
      tests: [
        cond(
          'five cards in one major',
          'fünf Karten in einer Oberfarbe',
          (h) => h.length.H + h.length.S >= 9,
        ),
      ],
    },
    forcing: 'F1',
    alert: text('Landy: both majors, 5-4 or longer', 'Landy: beide Oberfarben, 5-4 oder länger'),
    name: text('Landy 2♣', 'Landy 2♣'),
    priority: 62,
  },
  {
    id: 'landy.adv.game',
    convention: 'landy',
    auction: '1NT 2C P',
    when: (ctx) => lastRuleOf(ctx, 'partner') === 'landy',
    call: '4{M}',
    hand: { hcp: [13, 37], lengths: { M: [4, 13] } },
    forcing: 'SO',
    name: text('game in {M}', 'Vollspiel in {M}'),
    priority: 60,
    prefer: (h, b) => (b.M === undefined ? 0 : h.length[b.M] * 2 + (b.M === 'S' ? 1 : 0)),
  },
  {
    id: 'landy.adv.invite',
    convention: 'landy',
    auction: '1NT 2C P',
    when: (ctx) => lastRuleOf(ctx, 'partner') === 'landy',
    call: '3{M}',
    hand: { hcp: [11, 12], lengths: { M: [4, 13] } },
    forcing: 'INV',
    name: text('invites game in {M}', 'lädt zum Vollspiel in {M} ein'),
    priority: 58,
    prefer: (h, b) => (b.M === undefined ? 0 : h.length[b.M] * 2 + (b.M === 'S' ? 1 : 0)),
  },
  {
    id: 'landy.adv.clubs',
    convention: 'landy',
    auction: '1NT 2C P',
    when: (ctx) => lastRuleOf(ctx, 'partner') === 'landy',
    call: 'P',
    hand: { hcp: [0, 10], lengths: { C: [6, 13], H: [0, 2], S: [0, 2] } },
    forcing: 'NF',
    name: text('plays in clubs: long clubs, no major', 'spielt in Treff: lange Treff, keine Oberfarbe'),
    priority: 57,
  },
  {
    id: 'landy.adv.major',
    convention: 'landy',
    auction: '1NT 2C P',
    when: (ctx) => lastRuleOf(ctx, 'partner') === 'landy',
    call: '2{M}',
    hand: {
      tests: [
        cond(
          'more cards in {M} than in the other major',
          'mehr Karten in {M} als in der anderen Oberfarbe',
          (h, _c, b) => (b.M === 'H' ? h.length.H > h.length.S : h.length.S > h.length.H),
        ),
      ],
    },
    forcing: 'NF',
    name: text('chooses {M}', 'wählt {M}'),
    priority: 55,
  },
  {
    id: 'landy.adv.ask',
    convention: 'landy',
    auction: '1NT 2C P',
    when: (ctx) => lastRuleOf(ctx, 'partner') === 'landy',
    call: '2D',
    hand: {
      tests: [
        cond('equal length in the majors', 'gleich lange Oberfarben', (h) => h.length.H === h.length.S),
      ],
    },
    forcing: 'F1',
    alert: text('asks for the longer major', 'fragt nach der längeren Oberfarbe'),
    name: text('asks for the longer major', 'fragt nach der längeren Oberfarbe'),
    priority: 55,
  },
  {
    id: 'landy.answer',
    convention: 'landy',
    auction: '1NT 2C P 2D P',
    when: (ctx) => lastRuleOf(ctx, 'me') === 'landy',
    call: '2{M}',
    hand: {
      tests: [
        cond(
          'the longer major (hearts with equal length)',
          'die längere Oberfarbe (Coeur bei gleicher Länge)',
          (h, _c, b) => (b.M === 'H' ? h.length.H >= h.length.S : h.length.S > h.length.H),
        ),
      ],
    },
    forcing: 'NF',
    name: text('the longer major: {M}', 'die längere Oberfarbe: {M}'),
    priority: 60,
  },
];

// ---------------------------------------------------------------------------------------------
// Control bids: with a major agreed in a game force, a new suit at the four level below game.

/** The major both partners have shown (an eight-card fit), if any. */
function agreedMajor(ctx: BidContext): Suit | undefined {
  const mine = shownBy(ctx, 'me');
  const theirs = shownBy(ctx, 'partner');
  return (['S', 'H'] as const).find(
    (s) =>
      mine.lengths[s][0] >= 3 && theirs.lengths[s][0] >= 3 && mine.lengths[s][0] + theirs.lengths[s][0] >= 8,
  );
}

const firstRoundControl = cond(
  'the ace or a void in {z}',
  'das Ass oder eine Chicane in {z}',
  (h, _c, b) => h.hasCard(suitOf(b, 'z'), 'A') || h.length[suitOf(b, 'z')] === 0,
);

/** Below game in the agreed major, in a game force, opponents silent since our last call. */
const controlAuction = (ctx: BidContext, b: Bindings): boolean => {
  if (!gameForced(ctx) || ctx.contested) return false;
  const major = agreedMajor(ctx);
  if (major === undefined || b.M !== major || b.z === major) return false;
  const last = ctx.lastBid;
  return (
    last !== null &&
    last.level >= 3 &&
    (last.level < 4 || (last.level === 4 && rank(last.strain as Suit) < rank(major)))
  );
};

/** My points with the fit added to what partner has shown (min, max). */
const slamRange = (lo: number, hi: number, which: 'min' | 'max'): HandTest =>
  cond(
    which === 'min'
      ? `with partner's minimum, ${lo}-${hi} points together`
      : `with partner's maximum, ${lo}+ points together`,
    which === 'min'
      ? `mit dem Minimum des Partners ${lo}-${hi} Punkte zusammen`
      : `mit dem Maximum des Partners ${lo}+ Punkte zusammen`,
    (h, ctx, b) => {
      const p = partner(ctx).hcp;
      // Partner's minimum: the most any call promised, in HCP or in points.
      const shown = callsBy(ctx, 'partner').reduce(
        (n, c) => Math.max(n, c.meaning.hcp[0], c.meaning.points?.[0] ?? 0),
        ctx.opener === 'partner' ? 12 : 0,
      );
      const mine = fitPoints(h, suitOf(b, 'M'));
      const t = mine + (which === 'min' ? shown : Math.max(shown, Math.min(p[1], 22)));
      return t >= lo && t <= hi;
    },
  );

/**
 * Cooperating with a slam try: two points or more above the most this hand has promised (HCP or
 * points); an opener has promised a sound opening (13) whatever the Rule of 20 let him open on.
 */
const upperHalf = cond(
  'extras: two points or more above what the bidding promised',
  'Extras: zwei Punkte oder mehr über dem bisher Versprochenen',
  (h, ctx) => {
    const shown = callsBy(ctx, 'me').reduce(
      (n, c) => Math.max(n, c.meaning.hcp[0], c.meaning.points?.[0] ?? 0),
      ctx.opener === 'me' ? 13 : 0,
    );
    return h.points >= shown + 2;
  },
);

const CONTROLS: Rule[] = [
  {
    id: 'ctl.cue',
    convention: 'controls',
    auction: '...',
    when: (ctx, b) =>
      controlAuction(ctx, b) && !callsBy(ctx, 'me').some((c) => c.meaning.ruleId.startsWith('ctl.')),
    call: '4{z}',
    vars: ['M'],
    hand: { tests: [firstRoundControl, slamRange(29, 32, 'min'), slamRange(33, 99, 'max')] },
    forcing: 'GF',
    alert: text(
      'control bid: the ace or a void in {z}, slam interest in {M}',
      'Kontroll-Cuebid: Ass oder Chicane in {z}, Schleminteresse in {M}',
    ),
    name: text('control bid in {z}', 'Kontroll-Cuebid in {z}'),
    priority: 5.5,
    prefer: (_h, b) => (b.z === undefined ? 0 : -rank(b.z)),
  },
  {
    id: 'ctl.return',
    convention: 'controls',
    auction: '... 4{y} P',
    when: (ctx, b) => lastRuleOf(ctx, 'partner') === 'ctl.cue' && controlAuction(ctx, b) && b.z !== b.y,
    call: '4{z}',
    vars: ['M'],
    hand: {
      tests: [firstRoundControl, upperHalf],
    },
    forcing: 'GF',
    alert: text(
      'control bid: the ace or a void in {z}, cooperates',
      'Kontroll-Cuebid: Ass oder Chicane in {z}, kooperiert',
    ),
    name: text('control bid in {z}', 'Kontroll-Cuebid in {z}'),
    priority: 60,
    prefer: (_h, b) => (b.z === undefined ? 0 : -rank(b.z)),
  },
  ...aceAsk('.ask.accept', {
    auction: '... 4{y} P',
    when: (ctx) => lastRuleOf(ctx, 'partner') === 'ctl.cue',
    hand: { tests: [upperHalf] },
    priority: 55,
  }),
  {
    id: 'ctl.signoff',
    convention: 'controls',
    auction: '... 4{y} P',
    when: (ctx, b) => lastRuleOf(ctx, 'partner') === 'ctl.cue' && agreedMajor(ctx) === b.M,
    call: '4{M}',
    hand: {},
    forcing: 'SO',
    name: text('no slam interest: game in {M}', 'kein Schleminteresse: Vollspiel in {M}'),
    priority: 50,
  },
  ...aceAsk('.ask.control', {
    auction: '... 4{y} P',
    when: (ctx) => lastRuleOf(ctx, 'partner') === 'ctl.return' && lastRuleOf(ctx, 'me') === 'ctl.cue',
    hand: {},
    priority: 60,
  }),
  {
    id: 'ctl.after.signoff',
    convention: 'controls',
    auction: '... 4{M} P',
    when: (ctx, b) => lastRuleOf(ctx, 'me') === 'ctl.cue' && agreedMajor(ctx) === b.M,
    call: 'P',
    hand: {},
    forcing: 'NF',
    name: text('partner declined: pass', 'Partner lehnt ab: Passe'),
    priority: 50,
  },
];

/** The rules of the project's extension conventions (all off in plain SAYC except control bids). */
export const EXTENSIONS: readonly Rule[] = [
  ...RKCB,
  ...SPLINTERS,
  ...BERGEN,
  ...NMF,
  ...RESPONSIVE,
  ...LANDY,
  ...CONTROLS,
];
