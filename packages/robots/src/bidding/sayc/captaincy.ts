import { bid, bidRank, type Call, type Level, SUITS, type Suit, suitLosers } from '@tenace/engine';
import {
  type BidContext,
  callsBy,
  forcedToBid,
  gameForced,
  gameLevel,
  isOurs,
  reachedGame,
} from '../context.js';
import type { HandFacts } from '../hand.js';
import { shownBy } from '../inference.js';
import type { Bindings, HandTest, Rule } from '../rule.js';
import { cond, ourSuits, partner, suitOf, text, theirSuits } from './helpers.js';

/*
 * General placement rules (bidding-sayc.md §1, captaincy): once partner has described the hand,
 * add what partner has shown to what we hold and place the contract: game with 25, an
 * invitation when partner's range straddles 25, a sign-off below, in an eight-card major fit first,
 * then in no trump with the opponents' and the unbid suits stopped. They have low priority: any
 * specific rule of the system wins over them. Slam bidding (plain Blackwood) sits here too.
 */

/**
 * General placement rules sit in a band below every rule written for a specific auction (those
 * start at 10), so they decide only when no specific rule fits; they still beat the catch-all passes.
 */
const GENERAL = 2;

/** Partner's lowest promised HCP; an opening bid promises an opening hand (12) whatever the Rule of 20 allowed (for slam, not a preempt). */
function partnerMin(ctx: BidContext, slam = false): number {
  const shown = partner(ctx).hcp[0];
  if (ctx.opener !== 'partner') return shown;
  // A preempt counts as an opening for game (its tricks are in the long suit), but for slam
  // only what its range promises: aces and kings outside are what a slam needs.
  const opening = callsBy(ctx, 'partner').find((c) => c.call.type === 'bid');
  const weak = opening !== undefined && opening.meaning.hcp[1] < 12;
  return slam && weak ? shown : Math.max(shown, 12);
}

/**
 * True where 4NT is the quantitative raise, not an ace ask: right after partner's natural no
 * trump or his answer to Stayman, the opponents silent (bidding-sayc.md §7, §13).
 */
function quantitativeHere(ctx: BidContext): boolean {
  const last = callsBy(ctx, 'partner').pop();
  // After an overcall of partner's no trump the system has no quantitative 4NT: it asks for aces.
  if (last?.call.type !== 'bid' || ctx.calls[ctx.calls.length - 1]?.call.type !== 'pass') return false;
  if (last.call.strain === 'NT' && !last.meaning.artificial) return true;
  return /\.stayman\.2[dhs]$/.test(last.meaning.ruleId);
}

/** Game in no trump is a natural 3NT (or lower with a part-score): 4NT above a suit would be taken as an ace ask. */
const ntGameBelowFour = (ctx: BidContext): boolean =>
  ctx.lastBid === null || bidRank(ctx.lastBid) < bidRank(bid(3, 'NT'));

/** The support points partner has shown for a suit (a raise counts his shortness with the fit), 0 when none. */
function partnerSupportMin(ctx: BidContext, suit: Suit | undefined): number {
  if (suit === undefined) return 0;
  let best = 0;
  for (const c of callsBy(ctx, 'partner')) {
    const m = c.meaning;
    if (m.points !== undefined && typeof m.pointsMethod === 'object' && m.pointsMethod.support === suit)
      best = Math.max(best, m.points[0]);
  }
  return best;
}

/** The most HCP-plus-length points partner has promised (1♠-2NT-3♠: 18+), 0 when none: for slam, where shape counts. */
function partnerPointsMin(ctx: BidContext): number {
  let best = 0;
  for (const c of callsBy(ctx, 'partner')) {
    if (c.meaning.points !== undefined && c.meaning.pointsMethod === 'length')
      best = Math.max(best, c.meaning.points[0]);
  }
  return best;
}

function partnerMax(ctx: BidContext): number {
  return partner(ctx).hcp[1];
}

/** The eight-card fits we know of: my length plus partner's promised length. */
function fitLength(ctx: BidContext, h: HandFacts, suit: Suit): number {
  return h.length[suit] + partner(ctx).lengths[suit][0];
}

function myValue(h: HandFacts, ctx: BidContext, suit: Suit | undefined): number {
  // Shortness counts for the supporting hand, not for the hand with the longer trumps (it is
  // declarer's, and its length points already count).
  if (
    suit !== undefined &&
    fitLength(ctx, h, suit) >= 8 &&
    h.length[suit] >= 3 &&
    partner(ctx).lengths[suit][0] >= 4 &&
    h.length[suit] <= partner(ctx).lengths[suit][0] &&
    partnerSupportMin(ctx, suit) === 0
  ) {
    return Math.max(h.points, h.support(suit));
  }
  return suit === undefined ? h.hcp : h.points;
}

function bestMajorFit(ctx: BidContext, h: HandFacts): Suit | undefined {
  const fits = (['S', 'H'] as const).filter((s) => fitLength(ctx, h, s) >= 8);
  return fits.sort((a, b) => fitLength(ctx, h, b) - fitLength(ctx, h, a))[0];
}

/** True when partner has bid at least once and the auction is not past game already by us. */
function placing(ctx: BidContext): boolean {
  if (!callsBy(ctx, 'partner').some((c) => c.call.type === 'bid')) return false;
  const last = ctx.calls.filter((c) => c.call.type === 'bid').pop();
  return !(last && isOurs(last.role) && last.call.type === 'bid' && reachedGame(last.call, ctx));
}

/**
 * How many points fewer than the usual 25 (29 for a minor) a game needs for our side: two points
 * per trick the part-score saves (with 60 below the line 2♠ is game: eight tricks, 21 points).
 */
export function gameShift(ctx: BidContext, strain: Suit | 'NT'): number {
  if (ctx.partScore.we <= 0) return 0;
  const usual = strain === 'NT' ? 3 : strain === 'C' || strain === 'D' ? 5 : 4;
  return -2 * (usual - gameLevel(ctx, strain));
}

const total = (lo: number, hi: number, which: 'min' | 'max', strain: 'fit' | 'nt'): HandTest =>
  cond(
    which === 'min'
      ? `with partner's minimum, ${lo}+ points together`
      : `with partner's maximum, ${lo}-${hi} points together`,
    which === 'min'
      ? `mit dem Minimum des Partners ${lo}+ Punkte zusammen`
      : `mit dem Maximum des Partners ${lo}-${hi} Punkte zusammen`,
    (h, ctx, b) => {
      const suit = strain === 'fit' ? (b.M ?? b.f) : undefined;
      const mine = myValue(h, ctx, suit);
      const t =
        mine +
        (which === 'min'
          ? Math.max(
              partnerMin(ctx, lo >= 33),
              partnerSupportMin(ctx, suit),
              lo >= 33 ? partnerPointsMin(ctx) : 0,
            )
          : partnerMax(ctx));
      // Game needs fewer points when a part-score brings it lower (slam does not).
      const shift = lo >= 33 ? 0 : gameShift(ctx, suit ?? 'NT');
      return t >= lo + shift && t <= hi + shift;
    },
  );

const fitIn = (name: string): HandTest =>
  cond(
    `an eight-card fit in {${name}} with partner's promised length`,
    `ein Achterfit in {${name}} mit der versprochenen Länge des Partners`,
    (h, ctx, b) => {
      const suit = suitOf(b, name);
      const major = bestMajorFit(ctx, h);
      return fitLength(ctx, h, suit) >= 8 && (major === undefined || major === suit);
    },
  );

/** Accepting an invitation: the upper half of the HCP range this hand has shown so far. */
const upperHalf: HandTest = cond(
  'the upper half of the range shown so far',
  'die obere Hälfte des bisher gezeigten Bereichs',
  (h, ctx) => {
    const [lo, hi] = shownBy(ctx, 'me').hcp;
    const top = Math.min(hi, lo + 9);
    return h.hcp >= Math.ceil((lo + top) / 2);
  },
);

/** Accepting an invitation in a suit: the same by points, so that shape counts (HCP + length). */
const upperHalfPoints: HandTest = cond(
  'the upper half of the range shown so far (HCP + length, HCP alone when short in the suit)',
  'die obere Hälfte des bisher gezeigten Bereichs (FP + Länge, nur FP bei Kürze in der Farbe)',
  (h, ctx, b) => {
    const [lo, hi] = shownBy(ctx, 'me').hcp;
    const top = Math.min(hi, lo + 9);
    // Length elsewhere is worth little opposite partner's long suit when we hold a singleton or void.
    const value = b.M !== undefined && h.length[b.M] >= 2 ? h.points : h.hcp;
    return value >= Math.ceil((lo + top) / 2);
  },
);

const noMajorFit: HandTest = cond(
  'no eight-card major fit known',
  'kein bekannter Achterfit in Oberfarbe',
  (h, ctx) => bestMajorFit(ctx, h) === undefined,
);

const stoppersForNt: HandTest = cond(
  'stoppers in the suits partner has not shown (unless partner has bid no trump)',
  'Stopper in den Farben, die der Partner nicht gezeigt hat (außer der Partner hat Sans Atout gereizt)',
  (h, ctx) => {
    const p = partner(ctx);
    // Partner's no-trump bids promise a balanced hand or the unbid suits stopped: no stopper asked for then.
    if (p.balanced === true) return true;
    if (
      callsBy(ctx, 'partner').some(
        (c) => c.call.type === 'bid' && c.call.strain === 'NT' && !c.meaning.artificial,
      )
    )
      return true;
    const theirs = theirSuits(ctx);
    const ours = ourSuits(ctx);
    return SUITS.every(
      (s) => h.stopper(s) || p.lengths[s][0] >= 4 || (ours.includes(s) && !theirs.includes(s)),
    );
  },
);

const cheapestLevelAtMost = (n: number) => (ctx: BidContext, b: Bindings) => {
  const suit = b.M ?? b.f ?? b.m;
  if (suit === undefined) return false;
  const last = ctx.lastBid;
  if (last === null) return true;
  const level =
    last.strain === 'NT' || ['C', 'D', 'H', 'S'].indexOf(suit) <= ['C', 'D', 'H', 'S'].indexOf(last.strain)
      ? last.level + 1
      : last.level;
  return level <= n;
};

const notOurContractIn = (ctx: BidContext, b: Bindings): boolean => {
  const last = ctx.calls.filter((c) => c.call.type === 'bid').pop();
  const suit = b.M ?? b.f ?? b.m;
  return !(last && isOurs(last.role) && last.call.type === 'bid' && last.call.strain === suit);
};

const canPass = (ctx: BidContext) => !forcedToBid(ctx);

const aceAnswer = (n: number, call: string): Rule => ({
  id: `slam.blackwood.answer.${n}`,
  auction: '... 4NT P',
  when: (ctx) => askKind(callsBy(ctx, 'partner').pop()?.meaning.ruleId) === 'blackwood',
  call,
  hand: {
    tests: [
      cond(
        n === 0 ? 'no ace or all four' : `${n} ace${n > 1 ? 's' : ''}`,
        n === 0 ? 'kein oder alle vier Asse' : `${n} Ass${n > 1 ? 'e' : ''}`,
        (h) => h.aces % 4 === n,
      ),
    ],
  },
  forcing: 'NF',
  alert: text('Blackwood answer', 'Blackwood-Antwort'),
  name: text('Blackwood answer', 'Blackwood-Antwort'),
  priority: 90,
});

/** Which ace ask a rule id is: plain Blackwood, RKCB 1430, or none ('slam.blackwood', 'slam.rkcb.ask.splinter' ...). */
export function askKind(ruleId: string | undefined): 'blackwood' | 'rkcb' | null {
  const m = /^slam\.(blackwood|rkcb)(\.ask\.[a-z]+)?$/.exec(ruleId ?? '');
  return m === null ? null : (m[1] as 'blackwood' | 'rkcb');
}

/**
 * A 4NT ace ask in some auction, twice: plain Blackwood (convention 'blackwood') and Roman Key
 * Card Blackwood 1430 (convention 'rkcb1430'); the partnership has the one it plays.
 */
export function aceAsk(
  suffix: string,
  base: Pick<Rule, 'auction' | 'hand' | 'priority'> & Partial<Pick<Rule, 'when' | 'vars'>>,
): Rule[] {
  return [
    {
      ...base,
      id: `slam.blackwood${suffix}`,
      convention: 'blackwood',
      call: '4NT',
      forcing: 'F1',
      alert: text('Blackwood: asks for aces', 'Blackwood: fragt nach Assen'),
      name: text('Blackwood', 'Blackwood'),
    },
    {
      ...base,
      id: `slam.rkcb${suffix}`,
      convention: 'rkcb1430',
      call: '4NT',
      forcing: 'F1',
      alert: text(
        'Roman Key Card Blackwood 1430: asks for the four aces and the trump king',
        'Roman Key Card Blackwood 1430: fragt nach den vier Assen und dem Trumpfkönig',
      ),
      name: text('RKCB 1430', 'RKCB 1430'),
    },
  ];
}

function acesShownBy(call: Call | undefined): number {
  if (call?.type !== 'bid' || call.level !== 5) return 0;
  return { C: 0, D: 1, H: 2, S: 3, NT: 0 }[call.strain];
}

export const CAPTAINCY: readonly Rule[] = [
  {
    // bidding-sayc.md §13: only the top trump honours stand between us and a grand slam.
    id: 'slam.gsf',
    auction: '1{x} P',
    call: '5NT',
    hand: {
      lengths: { x: [4, 13] },
      tests: [
        cond(
          'exactly one of the top three trump honours',
          'genau einer der drei höchsten Trumpfhonneurs',
          (h, _c, b) => h.topHonours(suitOf(b, 'x'), 3) === 1,
        ),
        cond(
          'no loser in a side suit (losing trick count)',
          'kein Verlierer in einer Nebenfarbe (Verlierer-Zählung)',
          (h, _c, b) => SUITS.every((s) => s === suitOf(b, 'x') || suitLosers(h.hand, s) === 0),
        ),
      ],
    },
    forcing: 'GF',
    alert: text(
      'grand slam force: asks for two of the top three trump honours',
      'Grand-Slam-Force: fragt nach zwei der drei höchsten Trumpfhonneurs',
    ),
    name: text('grand slam force', 'Grand-Slam-Force'),
    priority: 95,
  },
  {
    id: 'slam.gsf.answer.grand',
    auction: ['1{x} P 5NT P'],
    call: '7{x}',
    hand: {
      tests: [
        cond(
          'two of the top three trump honours',
          'zwei der drei höchsten Trumpfhonneurs',
          (h, _c, b) => h.topHonours(suitOf(b, 'x'), 3) >= 2,
        ),
      ],
    },
    forcing: 'SO',
    name: text('grand slam force: two top honours', 'Grand-Slam-Force: zwei hohe Honneurs'),
    priority: 90,
  },
  {
    id: 'slam.gsf.answer.small',
    auction: ['1{x} P 5NT P'],
    call: '6{x}',
    hand: {
      tests: [
        cond(
          'fewer than two of the top three trump honours',
          'weniger als zwei der drei höchsten Trumpfhonneurs',
          (h, _c, b) => h.topHonours(suitOf(b, 'x'), 3) < 2,
        ),
      ],
    },
    forcing: 'SO',
    name: text('grand slam force: not two top honours', 'Grand-Slam-Force: keine zwei hohen Honneurs'),
    priority: 90,
  },
  ...aceAsk('', {
    auction: '...',
    // Also over partner's game bid (1♥-1♠-4♠-4NT): a game reached is no reason to stop short of slam.
    when: (ctx, b) =>
      callsBy(ctx, 'partner').some((c) => c.call.type === 'bid') &&
      !quantitativeHere(ctx) &&
      ctx.legal.some((c) => c.type === 'bid' && c.level === 4 && c.strain === 'NT') &&
      !callsBy(ctx, 'me').some((c) => askKind(c.meaning.ruleId) !== null) &&
      b.f !== undefined,
    vars: ['f'],
    hand: { tests: [fitIn('f'), total(33, 99, 'min', 'fit')] },
    priority: GENERAL + 3.6,
  }),
  aceAnswer(0, '5C'),
  aceAnswer(1, '5D'),
  aceAnswer(2, '5H'),
  aceAnswer(3, '5S'),
  {
    // The answer may be in the trump suit itself (5♥ with hearts agreed): 'B', not a suit variable.
    id: 'slam.blackwood.small',
    auction: '... 4NT P B P',
    when: (ctx) => askKind(callsBy(ctx, 'me').pop()?.meaning.ruleId) === 'blackwood',
    call: '6{f}',
    hand: {
      tests: [
        fitIn('f'),
        cond(
          'the side misses at most one ace',
          'der Seite fehlt höchstens ein Ass',
          (h, ctx) => h.aces + acesShownBy(callsBy(ctx, 'partner').pop()?.call) >= 3,
        ),
      ],
    },
    forcing: 'SO',
    name: text('small slam in {f}', 'Kleinschlemm in {f}'),
    priority: 90,
  },
  {
    id: 'slam.blackwood.stop',
    auction: '... 4NT P B P',
    when: (ctx, b) =>
      askKind(callsBy(ctx, 'me').pop()?.meaning.ruleId) === 'blackwood' && ctx.lastBid?.strain !== b.f,
    call: '+{f}',
    hand: { tests: [fitIn('f')] },
    forcing: 'SO',
    name: text('two aces missing: stops in five of {f}', 'zwei Asse fehlen: bleibt in fünf {f}'),
    priority: 80,
  },
  {
    id: 'slam.blackwood.stop.pass',
    auction: '... 4NT P 5{f} P',
    when: (ctx) => askKind(callsBy(ctx, 'me').pop()?.meaning.ruleId) === 'blackwood',
    call: 'P',
    hand: { tests: [fitIn('f')] },
    forcing: 'NF',
    name: text(
      'two aces missing: passes the answer in {f}, the trump suit',
      'zwei Asse fehlen: passt die Antwort in {f}, der Trumpffarbe',
    ),
    priority: 80,
  },
  {
    id: 'cap.game.major',
    auction: '...',
    when: (ctx) => placing(ctx),
    call: 'G{M}',
    hand: { lengths: { M: [3, 13] }, tests: [fitIn('M'), total(25, 99, 'min', 'fit')] },
    forcing: 'SO',
    name: text('game in {M}: fit and values', 'Vollspiel in {M}: Fit und Werte'),
    priority: GENERAL + 3.4,
  },
  {
    // Rubber and Chicago: with a part-score, a raise of partner's suit that completes game below
    // the line is made at once (60 below: 1♠–2♠ is game), ahead of the usual raises and invitations.
    id: 'cap.partscore.game',
    auction: '...',
    when: (ctx, b) => {
      if (ctx.partScore.we <= 0 || !placing(ctx) || b.f === undefined) return false;
      const last = callsBy(ctx, 'partner')
        .filter((c) => c.call.type === 'bid')
        .pop();
      if (last?.call.type !== 'bid' || last.call.strain !== b.f || last.meaning.artificial) return false;
      const level = gameLevel(ctx, b.f);
      const usual = b.f === 'C' || b.f === 'D' ? 5 : 4;
      const target = bid(level as Level, b.f);
      return level < usual && (ctx.lastBid === null || bidRank(ctx.lastBid) < bidRank(target));
    },
    call: 'G{f}',
    hand: {
      lengths: { f: [3, 13] },
      tests: [fitIn('f'), total(25, 99, 'min', 'fit'), total(0, 32, 'min', 'fit')],
    },
    forcing: 'SO',
    name: text(
      'game in {f}: with the part-score this raise completes game',
      'Partie in {f}: mit dem Teilergebnis erfüllt diese Hebung die Partie',
    ),
    priority: 80,
  },
  {
    id: 'cap.game.ownmajor',
    auction: '...',
    when: (ctx, b) =>
      placing(ctx) &&
      b.M !== undefined &&
      shownBy(ctx, 'me').lengths[b.M][0] >= 5 &&
      partner(ctx).lengths[b.M][1] >= 2,
    call: 'G{M}',
    hand: { lengths: { M: [6, 13] }, tests: [total(25, 99, 'min', 'nt'), noMajorFit] },
    forcing: 'SO',
    name: text('game in my own long {M}', 'Vollspiel in der eigenen langen {M}'),
    priority: GENERAL + 3.35,
  },
  {
    id: 'cap.invite.major',
    auction: '...',
    when: (ctx, b) => placing(ctx) && cheapestLevelAtMost(3)(ctx, b),
    call: '3{M}',
    hand: {
      lengths: { M: [3, 13] },
      tests: [fitIn('M'), total(0, 24, 'min', 'fit'), total(25, 99, 'max', 'fit')],
    },
    forcing: 'INV',
    name: text('invites game in {M}', 'lädt zum Vollspiel in {M} ein'),
    priority: GENERAL + 3.2,
  },
  {
    id: 'cap.signoff.major',
    auction: '...',
    when: (ctx, b) => placing(ctx) && cheapestLevelAtMost(3)(ctx, b) && notOurContractIn(ctx, b),
    call: '+{M}',
    hand: { lengths: { M: [3, 13] }, tests: [fitIn('M'), total(0, 24, 'max', 'fit')] },
    forcing: 'NF',
    name: text('plays a part-score in {M}', 'spielt einen Teilkontrakt in {M}'),
    priority: GENERAL + 3,
  },
  {
    id: 'cap.accept.major',
    auction: '...',
    when: (ctx, b) => {
      const last = callsBy(ctx, 'partner').pop();
      return (
        last?.meaning.forcing === 'INV' &&
        last.call.type === 'bid' &&
        last.call.level === 3 &&
        last.call.strain === b.M &&
        ctx.calls[ctx.calls.length - 1]?.call.type === 'pass'
      );
    },
    call: 'G{M}',
    hand: { tests: [upperHalfPoints] },
    forcing: 'SO',
    name: text('accepts the invitation in {M}', 'nimmt die Einladung in {M} an'),
    priority: GENERAL + 3.3,
  },
  {
    // With a singleton in partner's six-card suit and the other suits stopped, game in no trump.
    id: 'cap.accept.major.nt',
    auction: '...',
    when: (ctx, b) => {
      const last = callsBy(ctx, 'partner').pop();
      return (
        last?.meaning.forcing === 'INV' &&
        last.call.type === 'bid' &&
        last.call.level === 3 &&
        last.call.strain === b.M &&
        ctx.calls[ctx.calls.length - 1]?.call.type === 'pass'
      );
    },
    call: '3NT',
    vars: ['M'],
    hand: {
      lengths: { M: [0, 1] },
      tests: [
        upperHalfPoints,
        cond('the other suits stopped', 'die anderen Farben gestoppt', (h, _c, b) =>
          SUITS.every((s) => s === b.M || h.stopper(s) || h.length[s] >= 5),
        ),
      ],
    },
    forcing: 'SO',
    name: text('accepts in no trump, short in {M}', 'nimmt in Sans Atout an, kurz in {M}'),
    priority: GENERAL + 3.35,
  },
  {
    id: 'cap.accept.nt',
    auction: '...',
    when: (ctx) => {
      const last = callsBy(ctx, 'partner').pop();
      return (
        last?.meaning.forcing === 'INV' &&
        last.call.type === 'bid' &&
        last.call.level <= 3 &&
        last.call.strain === 'NT' &&
        ctx.calls[ctx.calls.length - 1]?.call.type === 'pass'
      );
    },
    call: 'GNT',
    hand: { tests: [upperHalf] },
    forcing: 'SO',
    name: text('accepts the invitation in no trump', 'nimmt die Einladung in Sans Atout an'),
    priority: GENERAL + 3.3,
  },
  {
    id: 'cap.gf.raise',
    auction: '...',
    when: (ctx, b) => {
      if (!gameForced(ctx) || !placing(ctx)) return false;
      const last = callsBy(ctx, 'partner').pop();
      return (
        last?.call.type === 'bid' &&
        last.call.strain === b.f &&
        ctx.calls[ctx.calls.length - 1]?.call.type === 'pass'
      );
    },
    call: '+{f}',
    hand: {
      lengths: { f: [3, 13] },
      tests: [
        cond(
          "three or more of partner's last suit",
          'drei oder mehr Karten in der letzten Farbe des Partners',
          (h, ctx, b) => partner(ctx).lengths[suitOf(b, 'f')][0] + h.length[suitOf(b, 'f')] >= 8,
        ),
      ],
    },
    forcing: 'GF',
    name: text("game force: raise of partner's {f}", 'Partieforcing: Hebung von {f} des Partners'),
    priority: GENERAL + 3.15,
  },
  {
    id: 'cap.gf.3nt',
    auction: '...',
    when: (ctx) => {
      if (!gameForced(ctx) || !placing(ctx)) return false;
      const last = callsBy(ctx, 'partner').pop();
      return last?.call.type === 'bid' && last.call.strain === 'NT' && last.call.level < 3;
    },
    call: 'GNT',
    hand: {},
    forcing: 'SO',
    name: text('game force: 3NT', 'Partieforcing: 3SA'),
    priority: GENERAL + 3.1,
  },
  {
    id: 'cap.signoff.minor',
    auction: '...',
    when: (ctx, b) => {
      if (!placing(ctx) || !cheapestLevelAtMost(3)(ctx, b) || !notOurContractIn(ctx, b)) return false;
      const last = callsBy(ctx, 'partner')
        .filter((c) => c.call.type === 'bid')
        .pop();
      return last?.call.type === 'bid' && (last.call.strain === b.m || last.call.strain === 'NT');
    },
    call: '+{m}',
    hand: {
      hcp: [5, 37],
      balanced: false,
      lengths: { m: [4, 13] },
      tests: [fitIn('m'), total(0, 24, 'max', 'fit'), noMajorFit],
    },
    forcing: 'NF',
    name: text("plays a part-score in partner's {m}", 'spielt einen Teilkontrakt in {m} des Partners'),
    priority: GENERAL + 2.5,
  },
  {
    id: 'cap.3nt',
    auction: '...',
    when: (ctx) => placing(ctx) && ntGameBelowFour(ctx),
    call: 'GNT',
    hand: { tests: [noMajorFit, total(25, 99, 'min', 'nt'), stoppersForNt] },
    forcing: 'SO',
    name: text('3NT: values for game, no major fit', '3SA: Werte für ein Vollspiel, kein Oberfarbfit'),
    priority: GENERAL + 2.8,
  },
  {
    id: 'cap.2nt',
    auction: '...',
    // An invitation asks partner to judge his range: only once he has limited it (at most 21 HCP).
    when: (ctx) => placing(ctx) && partnerMax(ctx) <= 21,
    call: '2NT',
    hand: { tests: [noMajorFit, total(0, 24, 'min', 'nt'), total(25, 99, 'max', 'nt'), stoppersForNt] },
    forcing: 'INV',
    name: text('2NT: invites game, no major fit', '2SA: lädt zum Vollspiel ein, kein Oberfarbfit'),
    priority: GENERAL + 2.6,
  },
  {
    id: 'cap.preference',
    auction: '...',
    when: (ctx, b) => {
      if (!placing(ctx)) return false;
      const shown = callsBy(ctx, 'partner').filter(
        (c) =>
          c.call.type === 'bid' && c.call.strain !== 'NT' && c.meaning.lengths[c.call.strain as Suit][0] >= 4,
      );
      const first = shown[0]?.call;
      const last = shown[shown.length - 1]?.call;
      return (
        first?.type === 'bid' && last?.type === 'bid' && first.strain !== last.strain && first.strain === b.f
      );
    },
    call: '+{f}',
    hand: {
      tests: [
        total(0, 24, 'min', 'fit'),
        cond(
          "at least as many cards in partner's first suit as in the second",
          'mindestens so viele Karten in der ersten Farbe des Partners wie in der zweiten',
          (h, ctx, b) => {
            const shown = callsBy(ctx, 'partner').filter(
              (c) => c.call.type === 'bid' && c.call.strain !== 'NT',
            );
            const last = shown[shown.length - 1]?.call;
            return (
              last?.type === 'bid' &&
              last.strain !== 'NT' &&
              h.length[suitOf(b, 'f')] >= h.length[last.strain] &&
              h.length[suitOf(b, 'f')] >= 2
            );
          },
        ),
      ],
    },
    forcing: 'NF',
    name: text("preference for partner's first suit {f}", 'Präferenz für die erste Farbe des Partners, {f}'),
    priority: GENERAL + 2.4,
  },
  {
    id: 'cap.pass',
    auction: '...',
    when: (ctx) => canPass(ctx) && callsBy(ctx, 'partner').some((c) => c.call.type === 'bid'),
    call: 'P',
    hand: {},
    forcing: 'NF',
    name: text('nothing more to say', 'nichts mehr zu sagen'),
    priority: GENERAL + 0.3,
  },
];
