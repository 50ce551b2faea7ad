import { bid, bidRank, type Level, SUITS, type Suit } from '@tenace/engine';
import { type BidContext, callsBy, isOurs, reachedGame } from '../context.js';
import type { HandTest, Rule } from '../rule.js';
import { cond, goodSuit, ourSuits, partner, suitOf, text } from '../sayc/helpers.js';
import { naturalSuitOrder } from '../sayc/responses.js';
import { FORUM_D_FIGURES as F } from './config.js';
import { semiForcingSuit, semiForcingType } from './openings.js';

const POSITIVE: readonly [number, number] = [F.positiveHcp, 37];

/** The rule id of our side's opening bid, or null when the opponents opened or nobody has. */
export function ourOpening(ctx: BidContext): string | null {
  const first = ctx.calls.find((c) => c.call.type !== 'pass');
  return first !== undefined && isOurs(first.role) ? first.meaning.ruleId : null;
}

const isType = (type: ReturnType<typeof semiForcingType>, name?: string): HandTest =>
  cond(
    {
      balanced: 'the balanced 22-23 type',
      major: 'the major one-suiter type, in {x}',
      minor: 'the minor one-suiter type, in {x}',
      majors: 'the 5-5 majors type',
    }[type ?? 'balanced'],
    {
      balanced: 'der Typ 22-23 ausgeglichen',
      major: 'der Typ Oberfarb-Einfärber, in {x}',
      minor: 'der Typ Unterfarb-Einfärber, in {x}',
      majors: 'der Typ 5-5 in Oberfarben',
    }[type ?? 'balanced'],
    (h, _c, b) =>
      semiForcingType(h) === type && (name === undefined || semiForcingSuit(h) === suitOf(b, name)),
  );

const secondFive = (exclude: readonly Suit[]): HandTest =>
  cond('a second five-card suit', 'eine zweite Fünferfarbe', (h, _c, b) =>
    SUITS.some((s) => !exclude.includes(s) && !Object.values(b).includes(s) && h.length[s] >= 5),
  );

const stoppedOutside = (count: number): HandTest =>
  cond(
    `stoppers in ${count} of the three other suits`,
    `Stopper in ${count} der drei anderen Farben`,
    (h, _c, b) => SUITS.filter((s) => s !== b.m && h.stopper(s)).length >= count,
  );

/** §1.2: the semi-forcing 2♣ and its continuations (opener's type rebids; responder's pass, raises and game). */
const TWO_CLUBS: Rule[] = [
  {
    id: 'fd.2c.relay',
    auction: '2C P',
    call: '2D',
    hand: {},
    forcing: 'F1',
    alert: text(
      'relay: any hand without a 5-5 positive; says nothing about diamonds',
      'Relais: jede Hand ohne positiven 5-5-Zweifärber; sagt nichts über Karo',
    ),
    name: text('2♦ relay', '2♦-Relais'),
    priority: 10,
  },
  {
    id: 'fd.2c.positive.hearts',
    auction: '2C P',
    call: '2H',
    hand: { hcp: POSITIVE, lengths: { H: [5, 13] }, tests: [secondFive(['H'])] },
    forcing: 'GF',
    name: text(
      'positive: five or more hearts and a second five-card suit',
      'positiv: fünf oder mehr Coeur und eine zweite Fünferfarbe',
    ),
    priority: 55,
  },
  {
    id: 'fd.2c.positive.spades',
    auction: '2C P',
    call: '2S',
    hand: { hcp: POSITIVE, lengths: { S: [5, 13], H: [0, 4] }, tests: [secondFive(['S', 'H'])] },
    forcing: 'GF',
    name: text(
      'positive: five or more spades and a five-card minor',
      'positiv: fünf oder mehr Pik und eine Fünfer-Unterfarbe',
    ),
    priority: 55,
  },
  {
    id: 'fd.2c.positive.minors',
    auction: '2C P',
    call: '2NT',
    hand: { hcp: POSITIVE, lengths: { C: [5, 13], D: [5, 13] } },
    forcing: 'GF',
    alert: text('positive: both minors, 5-5 or longer', 'positiv: beide Unterfarben, 5-5 oder länger'),
    name: text('positive with both minors', 'positiv mit beiden Unterfarben'),
    priority: 55,
  },
  // Opener shows the type after the relay.
  {
    id: 'fd.2c.rebid.2nt',
    auction: '2C P 2D P',
    call: '2NT',
    hand: { hcp: F.semiForcingBalancedHcp, balanced: true },
    forcing: 'NF',
    name: text('22-23 balanced', '22-23 ausgeglichen'),
    priority: 60,
  },
  {
    id: 'fd.2c.rebid.major',
    auction: '2C P 2D P',
    call: '2{x}',
    when: (_c, b) => b.x === 'H' || b.x === 'S',
    hand: { lengths: { x: [5, 13] }, tests: [isType('major', 'x')] },
    forcing: 'INV',
    name: text('semi-forcing one-suiter in {x}', 'Semiforcing-Einfärber in {x}'),
    priority: 60,
  },
  {
    id: 'fd.2c.rebid.minor',
    auction: '2C P 2D P',
    call: '3{x}',
    when: (_c, b) => b.x === 'C' || b.x === 'D',
    hand: { lengths: { x: [6, 13] }, tests: [isType('minor', 'x')] },
    forcing: 'INV',
    name: text(
      'semi-forcing one-suiter in {x}, about nine tricks',
      'Semiforcing-Einfärber in {x}, etwa neun Stiche',
    ),
    priority: 60,
  },
  {
    id: 'fd.2c.rebid.majors',
    auction: '2C P 2D P',
    call: '3NT',
    hand: { hcp: F.semiForcingTwoSuiterHcp, lengths: { H: [5, 13], S: [5, 13] }, tests: [isType('majors')] },
    forcing: 'F1',
    alert: text(
      'both majors, 5-5 or longer, very good suits, 18-21 HCP: choose the major',
      'beide Oberfarben, 5-5 oder länger, sehr gute Farben, 18-21 F: wähle die Oberfarbe',
    ),
    name: text('strong 5-5 in the majors', 'starker 5-5-Oberfarb-Zweifärber'),
    priority: 60,
  },
  // Responder over the semi-forcing major.
  {
    id: 'fd.2c.major.pass',
    auction: '2C P 2D P 2{M} P',
    call: 'P',
    hand: { hcp: [0, F.semiForcingPassHcp] },
    forcing: 'NF',
    name: text('nothing: passes the semi-forcing bid', 'nichts: passt das Semiforcing'),
    priority: 30,
  },
  {
    id: 'fd.2c.major.game',
    auction: '2C P 2D P 2{M} P',
    call: '4{M}',
    hand: { hcp: [F.semiForcingPassHcp + 1, 9], lengths: { M: [3, 13] } },
    forcing: 'SO',
    name: text(
      'game in {M}: support and the missing trick',
      'Vollspiel in {M}: Anschluss und der fehlende Stich',
    ),
    priority: 55,
  },
  {
    id: 'fd.2c.major.slamtry',
    auction: '2C P 2D P 2{M} P',
    call: '3{M}',
    hand: { hcp: [10, 37], lengths: { M: [3, 13] } },
    forcing: 'GF',
    name: text('support for {M} and slam interest', 'Anschluss in {M} und Schlemminteresse'),
    priority: 56,
  },
  {
    id: 'fd.2c.major.newsuit',
    auction: '2C P 2D P 2{M} P',
    call: '+{y}',
    hand: { hcp: [5, 37], lengths: { y: [5, 13], M: [0, 2] }, tests: [goodSuit('y')] },
    forcing: 'F1',
    name: text(
      'natural: a good five-card {y} suit, no support',
      'natürlich: gute Fünferfarbe {y}, kein Anschluss',
    ),
    priority: 54,
    prefer: (h, b) => naturalSuitOrder(h, b, 'y'),
  },
  {
    id: 'fd.2c.major.2nt',
    auction: '2C P 2D P 2{M} P',
    call: '2NT',
    hand: { hcp: [F.semiForcingPassHcp + 1, 37], lengths: { M: [0, 2] } },
    forcing: 'F1',
    name: text('values, no three-card support', 'Werte, kein Dreieranschluss'),
    priority: 50,
  },
  {
    id: 'fd.2c.major.after.game',
    auction: ['2C P 2D P 2{M} P 2NT P', '2C P 2D P 2{M} P 2{y} P', '2C P 2D P 2{M} P 3{y} P'],
    call: '4{M}',
    hand: { lengths: { M: [6, 13] } },
    forcing: 'SO',
    name: text('game in the long {M}', 'Vollspiel in der langen {M}'),
    priority: 48,
  },
  {
    id: 'fd.2c.major.after.raise',
    auction: ['2C P 2D P 2{M} P 2{y} P', '2C P 2D P 2{M} P 3{y} P'],
    when: (_c, b) => b.y === 'H' || b.y === 'S',
    call: '4{y}',
    hand: { lengths: { y: [3, 13] } },
    forcing: 'SO',
    name: text("game in partner's {y}", 'Vollspiel in {y} des Partners'),
    priority: 50,
  },
  {
    id: 'fd.2c.major.after.3nt',
    auction: ['2C P 2D P 2{M} P 2NT P', '2C P 2D P 2{M} P 2{y} P', '2C P 2D P 2{M} P 3{y} P'],
    call: '3NT',
    hand: {},
    forcing: 'SO',
    name: text('game in no trump', 'Vollspiel in Sans Atout'),
    priority: 40,
  },
  // Responder over the semi-forcing minor.
  {
    id: 'fd.2c.minor.pass',
    auction: '2C P 2D P 3{m} P',
    call: 'P',
    hand: { hcp: [0, F.semiForcingPassHcp] },
    forcing: 'NF',
    name: text('nothing: passes the semi-forcing bid', 'nichts: passt das Semiforcing'),
    priority: 30,
  },
  {
    id: 'fd.2c.minor.3nt',
    auction: '2C P 2D P 3{m} P',
    call: '3NT',
    hand: { hcp: [F.semiForcingPassHcp + 1, 37], tests: [stoppedOutside(2)] },
    forcing: 'SO',
    name: text('game in no trump on the long minor', 'Vollspiel in Sans Atout mit der langen Unterfarbe'),
    priority: 55,
  },
  {
    id: 'fd.2c.minor.game',
    auction: '2C P 2D P 3{m} P',
    call: '5{m}',
    hand: { hcp: [F.semiForcingPassHcp + 1, 37], lengths: { m: [2, 13] } },
    forcing: 'SO',
    name: text('game in {m}', 'Vollspiel in {m}'),
    priority: 50,
  },
  {
    id: 'fd.2c.majors.hearts',
    auction: '2C P 2D P 3NT P',
    call: '4H',
    hand: {
      tests: [
        cond(
          'hearts at least as long as spades',
          'Coeur mindestens so lang wie Pik',
          (h) => h.length.H >= h.length.S,
        ),
      ],
    },
    forcing: 'SO',
    name: text('chooses hearts', 'wählt Coeur'),
    priority: 50,
  },
  {
    id: 'fd.2c.majors.spades',
    auction: '2C P 2D P 3NT P',
    call: '4S',
    hand: { tests: [cond('more spades than hearts', 'mehr Pik als Coeur', (h) => h.length.S > h.length.H)] },
    forcing: 'SO',
    name: text('chooses spades', 'wählt Pik'),
    priority: 50,
  },
  // Opener after a 5-5 positive.
  {
    id: 'fd.2c.positive.raise',
    auction: '2C P 2{M} P',
    call: '4{M}',
    hand: { lengths: { M: [3, 13] } },
    forcing: 'SO',
    name: text("game in partner's {M}", 'Vollspiel in {M} des Partners'),
    priority: 50,
  },
  {
    id: 'fd.2c.positive.own',
    auction: ['2C P 2{y} P', '2C P 2NT P'],
    when: (_c, b) => b.y !== 'D',
    call: '+{x}',
    hand: {
      lengths: { x: [6, 13] },
      tests: [cond('my long suit', 'meine lange Farbe', (h, _c, b) => semiForcingSuit(h) === b.x)],
    },
    forcing: 'GF',
    name: text('natural: the long {x} suit', 'natürlich: die lange Farbe {x}'),
    priority: 45,
  },
  {
    id: 'fd.2c.positive.3nt',
    auction: ['2C P 2{y} P', '2C P 2NT P'],
    when: (_c, b) => b.y !== 'D',
    call: '3NT',
    hand: {},
    forcing: 'SO',
    name: text('game in no trump', 'Vollspiel in Sans Atout'),
    priority: 40,
  },
];

/** §1.2: the game-forcing 2♦: 2♥ relay, natural positives, opener's natural rebids. */
const TWO_DIAMONDS: Rule[] = [
  {
    id: 'fd.2d.relay',
    auction: '2D P',
    call: '2H',
    hand: {},
    forcing: 'F1',
    alert: text(
      'relay: any hand without a positive answer; says nothing about hearts',
      'Relais: jede Hand ohne positive Antwort; sagt nichts über Coeur',
    ),
    name: text('2♥ relay', '2♥-Relais'),
    priority: 10,
  },
  {
    id: 'fd.2d.positive.suit',
    auction: '2D P',
    when: (_c, b) => b.y !== 'H',
    call: '+{y}',
    hand: { hcp: POSITIVE, lengths: { y: [5, 13] }, tests: [goodSuit('y')] },
    forcing: 'GF',
    name: text('positive: a good {y} suit', 'positiv: gute {y}-Farbe'),
    priority: 55,
    prefer: (h, b) => naturalSuitOrder(h, b, 'y'),
  },
  {
    id: 'fd.2d.positive.hearts',
    auction: '2D P',
    call: '3H',
    hand: { hcp: POSITIVE, lengths: { H: [5, 13] }, tests: [goodSuit('H')] },
    forcing: 'GF',
    name: text(
      'positive: a good heart suit (2♥ is the relay)',
      'positiv: gute Coeurfarbe (2♥ ist das Relais)',
    ),
    priority: 55,
  },
  {
    id: 'fd.2d.positive.2nt',
    auction: '2D P',
    call: '2NT',
    hand: { hcp: POSITIVE, balanced: true },
    forcing: 'GF',
    name: text('positive: balanced', 'positiv: ausgeglichen'),
    priority: 54,
  },
  {
    id: 'fd.2d.rebid.2nt',
    auction: '2D P 2H P',
    call: '2NT',
    hand: { hcp: F.gameForceNtHcp, balanced: true },
    forcing: 'GF',
    name: text('balanced, game forcing', 'ausgeglichen, partieforcierend'),
    priority: 60,
  },
  {
    id: 'fd.2d.rebid.3nt',
    auction: '2D P 2H P',
    call: '3NT',
    hand: { hcp: [F.gameForceNtHcp[1] + 1, 37], balanced: true },
    forcing: 'NF',
    name: text('balanced, stronger than 2NT', 'ausgeglichen, stärker als 2SA'),
    priority: 60,
  },
  {
    id: 'fd.2d.rebid.suit',
    auction: '2D P 2H P',
    call: '+{x}',
    hand: { lengths: { x: [5, 13] } },
    forcing: 'GF',
    name: text('natural: five or more {x}', 'natürlich: fünf oder mehr {x}'),
    priority: 55,
    prefer: (h, b) => naturalSuitOrder(h, b, 'x'),
  },
  // Responder's direct answers to 2♦–2♥–2NT (opener has 24-27): game, quantitative, slam.
  {
    id: 'fd.2d.2nt.3nt',
    auction: '2D P 2H P 2NT P',
    call: '3NT',
    hand: { hcp: [0, 32 - F.gameForceNtHcp[1]], lengths: { H: [0, 3], S: [0, 3] } },
    forcing: 'SO',
    name: text('game', 'Vollspiel'),
    priority: 45,
  },
  {
    id: 'fd.2d.2nt.4nt',
    auction: '2D P 2H P 2NT P',
    call: '4NT',
    hand: { hcp: [33 - F.gameForceNtHcp[1], 32 - F.gameForceNtHcp[0]], lengths: { H: [0, 3], S: [0, 3] } },
    forcing: 'INV',
    name: text('quantitative: invites 6NT', 'quantitativ: lädt zu 6SA ein'),
    priority: 46,
  },
  {
    id: 'fd.2d.2nt.6nt',
    auction: '2D P 2H P 2NT P',
    call: '6NT',
    hand: { hcp: [33 - F.gameForceNtHcp[0], 36 - F.gameForceNtHcp[0]], lengths: { H: [0, 3], S: [0, 3] } },
    forcing: 'SO',
    name: text('to play', 'zum Spielen'),
    priority: 46,
  },
  {
    id: 'fd.2d.2nt.4nt.accept',
    auction: '2D P 2H P 2NT P 4NT P',
    call: '6NT',
    hand: { hcp: [F.gameForceNtHcp[0] + 2, 37] },
    forcing: 'SO',
    name: text('accepts the slam invitation', 'nimmt die Schlemmeinladung an'),
    priority: 40,
  },
  {
    id: 'fd.2d.2nt.4nt.decline',
    auction: '2D P 2H P 2NT P 4NT P',
    call: 'P',
    hand: { hcp: [F.gameForceNtHcp[0], F.gameForceNtHcp[0] + 1] },
    forcing: 'NF',
    name: text('minimum: declines', 'Minimum: lehnt ab'),
    priority: 10,
  },
];

/** True in our uncontested game-forcing auction after a 2♦ opening, below game. */
function in2dGameForce(ctx: BidContext): boolean {
  if (ourOpening(ctx) !== 'open.2d' || ctx.contested) return false;
  if (ctx.lastBid !== null && reachedGame(ctx.lastBid)) return false;
  return callsBy(ctx, 'partner').some((c) => c.call.type === 'bid') && callsBy(ctx, 'me').length > 0;
}

/** Partner's last natural suit bid and the length it promised. */
function partnersSuit(ctx: BidContext): { suit: Suit; shown: number } | null {
  const last = callsBy(ctx, 'partner')
    .filter((c) => c.call.type === 'bid')
    .pop();
  if (last === undefined || last.call.type !== 'bid' || last.call.strain === 'NT') return null;
  const suit = last.call.strain;
  const shown = last.meaning.lengths[suit][0];
  return shown >= 4 ? { suit, shown } : null;
}

/** The cheapest level of a strain now (8 when none is left). */
function cheapestLevel(ctx: BidContext, strain: Suit | 'NT'): number {
  const floor = ctx.lastBid === null ? -1 : bidRank(ctx.lastBid);
  for (let level = 1; level <= 7; level++) {
    if (bidRank(bid(level as Level, strain)) > floor) return level;
  }
  return 8;
}

/**
 * Natural game-forcing continuations after our 2♦ opening (both partners): support first, then no
 * trump with the unbid suits stopped, then a new five-card suit, then a rebid six-card suit. Game
 * and slam are placed by the general rules (SAYC's captaincy and Blackwood, shared).
 */
const GAME_FORCE: Rule[] = [
  {
    id: 'fd.gf.raise',
    auction: '...',
    vars: ['y'],
    when: (ctx, b) => in2dGameForce(ctx) && partnersSuit(ctx)?.suit === b.y,
    call: '+{y}',
    hand: {
      tests: [
        cond(
          "an eight-card fit in {y} with partner's promised length",
          'ein Achterfit in {y} mit der versprochenen Länge des Partners',
          (h, ctx, b) => {
            const shown = partnersSuit(ctx);
            return shown !== null && h.length[suitOf(b, 'y')] + shown.shown >= 8;
          },
        ),
        cond(
          'no six-card suit of my own, unless the fit has nine cards',
          'keine eigene Sechserfarbe, außer bei einem Neunerfit',
          (h, ctx, b) => {
            const fit = h.length[suitOf(b, 'y')] + (partnersSuit(ctx)?.shown ?? 0);
            const mine = callsBy(ctx, 'me').flatMap((c) =>
              c.call.type === 'bid' && c.call.strain !== 'NT' ? [c.call.strain] : [],
            );
            return fit >= 9 || mine.every((s) => h.length[s] < 6);
          },
        ),
      ],
    },
    forcing: 'GF',
    name: text('support for {y}', 'Unterstützung für {y}'),
    priority: 48,
  },
  {
    id: 'fd.gf.nt',
    auction: '...',
    when: (ctx) => in2dGameForce(ctx) && cheapestLevel(ctx, 'NT') <= 3,
    call: '+NT',
    hand: {
      tests: [
        cond(
          'stoppers in the suits our side has not bid',
          'Stopper in den Farben, die unsere Seite nicht geboten hat',
          (h, ctx) => SUITS.every((s) => ourSuits(ctx).includes(s) || h.stopper(s)),
        ),
      ],
    },
    forcing: 'GF',
    name: text('no trump: the unbid suits stopped', 'Sans Atout: die ungebotenen Farben gestoppt'),
    priority: 46,
  },
  {
    id: 'fd.gf.slam.nt',
    auction: '...',
    when: (ctx) =>
      in2dGameForce(ctx) &&
      ctx.opener === 'me' &&
      ctx.legal.some((c) => c.type === 'bid' && c.level === 6 && c.strain === 'NT'),
    call: '6NT',
    hand: {
      tests: [
        cond(
          "33+ HCP together with partner's minimum",
          '33+ F zusammen mit dem Minimum des Partners',
          (h, ctx) => h.hcp + partner(ctx).hcp[0] >= 33,
        ),
      ],
    },
    forcing: 'SO',
    name: text(
      'small slam in no trump (support first when partner bid a suit)',
      'Kleinschlemm in Sans Atout (bei einer Farbe des Partners zuerst Unterstützung)',
    ),
    priority: 47,
  },
  {
    id: 'fd.gf.nt.nofit',
    auction: '...',
    when: (ctx) => in2dGameForce(ctx) && cheapestLevel(ctx, 'NT') <= 3,
    call: '+NT',
    hand: {
      tests: [
        cond('no fit and no long suit to show', 'kein Fit und keine lange Farbe zu zeigen', (h, ctx) =>
          SUITS.every((s) => h.length[s] < 5 || ourSuits(ctx).includes(s)),
        ),
      ],
    },
    forcing: 'GF',
    name: text('no trump: nothing else to show', 'Sans Atout: nichts anderes zu zeigen'),
    priority: 40,
  },
  {
    id: 'fd.gf.newsuit',
    auction: '...',
    vars: ['z'],
    when: (ctx, b) =>
      in2dGameForce(ctx) && b.z !== undefined && !ourSuits(ctx).includes(b.z) && cheapestLevel(ctx, b.z) <= 3,
    call: '+{z}',
    hand: { lengths: { z: [5, 13] } },
    forcing: 'GF',
    name: text('natural: five or more {z}', 'natürlich: fünf oder mehr {z}'),
    priority: 45,
    prefer: (h, b) => naturalSuitOrder(h, b, 'z'),
  },
  {
    id: 'fd.gf.rebid',
    auction: '...',
    vars: ['x'],
    when: (ctx, b) =>
      in2dGameForce(ctx) &&
      callsBy(ctx, 'me').some(
        (c) => c.call.type === 'bid' && c.call.strain === b.x && c.meaning.lengths[b.x][0] >= 5,
      ),
    call: '+{x}',
    hand: { lengths: { x: [6, 13] } },
    forcing: 'GF',
    name: text('rebids the six-card {x} suit', 'wiederholt die Sechserfarbe {x}'),
    priority: 44,
  },
];

const bothMajorsAndAMinorStopped = cond(
  'both majors and a minor stopped',
  'beide Oberfarben und eine Unterfarbe gestoppt',
  (h) => h.stopper('S') && h.stopper('H') && (h.stopper('D') || h.stopper('C')),
);

/** The gambling 3NT: responder passes with the other suits stopped, else 4♣ pass-or-correct. */
const GAMBLING: Rule[] = [
  {
    id: 'fd.gambling.pass',
    auction: '3NT P',
    when: (ctx) => ourOpening(ctx) === 'open.3nt.gambling',
    call: 'P',
    hand: { tests: [bothMajorsAndAMinorStopped] },
    forcing: 'NF',
    name: text('to play: the other suits stopped', 'zum Spielen: die anderen Farben gestoppt'),
    priority: 50,
  },
  {
    id: 'fd.gambling.4c',
    auction: '3NT P',
    when: (ctx) => ourOpening(ctx) === 'open.3nt.gambling',
    call: '4C',
    hand: {},
    forcing: 'F1',
    alert: text(
      'pass or correct: opener passes with clubs and bids 4♦ with diamonds',
      'Pass or Correct: der Eröffner passt mit Treff und bietet 4♦ mit Karo',
    ),
    name: text('4♣ pass or correct', '4♣ Pass or Correct'),
    priority: 40,
  },
  {
    id: 'fd.gambling.clubs',
    auction: '3NT P 4C P',
    when: (ctx) => ourOpening(ctx) === 'open.3nt.gambling',
    call: 'P',
    hand: { lengths: { C: [7, 13] } },
    forcing: 'NF',
    name: text('the long suit is clubs', 'die lange Farbe ist Treff'),
    priority: 50,
  },
  {
    id: 'fd.gambling.diamonds',
    auction: '3NT P 4C P',
    when: (ctx) => ourOpening(ctx) === 'open.3nt.gambling',
    call: '4D',
    hand: { lengths: { D: [7, 13] } },
    forcing: 'NF',
    name: text('the long suit is diamonds', 'die lange Farbe ist Karo'),
    priority: 50,
  },
];

/** Forum D's strong openings and the gambling 3NT with their continuations. */
export const FORUM_D_STRONG: readonly Rule[] = [...TWO_CLUBS, ...TWO_DIAMONDS, ...GAME_FORCE, ...GAMBLING];
