import { STRAINS, type Suit } from '@tenace/engine';
import { type BidContext, callsBy } from '../context.js';
import type { Range, Text } from '../meaning.js';
import type { Bindings, Rule } from '../rule.js';
import { aceAsk } from './captaincy.js';
import { cond, flatCountsLess, goodSuit, notFlatMinimum, suitOf, text } from './helpers.js';

const rank = (s: Suit) => STRAINS.indexOf(s);
const noFourCardMajor = { H: [0, 3], S: [0, 3] } as const;

/** Strength zones of responder opposite a no-trump range: pass, invite, game, quantitative 4NT, small slam. */
function zones(opener: Range, hasInvite: boolean) {
  const [lo, hi] = opener;
  // Without an invitation (over 2NT and 2♣-2♦-2NT) game needs 25 with opener's middle.
  const gameMin = hasInvite ? 25 - lo : Math.floor(25 - (lo + hi) / 2);
  const pass: Range = [0, hasInvite ? 24 - hi : gameMin - 1];
  const invite: Range = [25 - hi, 24 - lo];
  const game: Range = [gameMin, 32 - hi];
  const quant: Range = [33 - hi, 32 - lo];
  const slam: Range = [33 - lo, 37];
  return { pass, invite, game, quant, slam };
}

const transferPair = (_ctx: BidContext, b: Bindings) =>
  b.t !== undefined && b.M !== undefined && rank(b.M) === rank(b.t) + 1;

/**
 * The no-trump responding system (bidding-sayc.md §7-§8): Stayman, Jacoby transfers (Texas over
 * 1NT), the 2♠ minor transfer over 1NT, invitations and quantitative raises, with the follow-ups
 * of both partners. `prefix` is the auction up to partner's no-trump bid and the pass after it;
 * `level` is the level of that bid (1 or 2); `range` its HCP range.
 */
function notrumpSystem(id: string, prefix: string, level: 1 | 2, range: Range, transfers = true): Rule[] {
  const z = zones(range, level === 1);
  const L = (n: number) => n + level - 1;
  const p = prefix;
  const stay = `${L(2)}C`;
  const [lo, hi] = range;
  const mid = lo + 1;
  const rules: Rule[] = [
    {
      id: `${id}.stayman`,
      auction: p,
      call: stay,
      hand: {
        hcp: [level === 1 ? z.invite[0] : z.game[0], 37],
        tests: [
          cond(
            'a four-card major, no six-card major',
            'eine Oberfarbe mit vier Karten, keine mit sechs',
            (h) => (h.length.H === 4 || h.length.S === 4) && h.length.H <= 5 && h.length.S <= 5,
          ),
        ],
      },
      forcing: 'F1',
      alert: text(
        'Stayman: asks for a four-card major',
        'Stayman: fragt nach einer Oberfarbe mit vier Karten',
      ),
      name: text('Stayman', 'Stayman'),
      priority: 82,
    },
    {
      id: `${id}.transfer`,
      auction: p,
      call: `${L(2)}{t}`,
      when: (_c, b) => b.t === 'D' || b.t === 'H',
      hand: {
        tests: [
          cond(
            'five or more cards in the next suit up',
            'fünf oder mehr Karten in der nächsthöheren Farbe',
            (h, _c, b) => h.length[b.t === 'D' ? 'H' : 'S'] >= 5,
          ),
          cond(
            'with 5-5 in the majors: hearts first when weak, spades first when invitational or better',
            'mit 5-5 in Oberfarben: schwach zuerst Coeur, ab einladend zuerst Pik',
            (h, _c, b) => {
              if (h.length.H < 5 || h.length.S < 5 || h.length.H !== h.length.S) return true;
              return (b.t === 'H') === h.hcp >= z.invite[0];
            },
          ),
        ],
      },
      forcing: 'F1',
      alert: text(
        'Jacoby transfer: five or more cards in the next suit up',
        'Jacoby-Transfer: fünf oder mehr Karten in der nächsthöheren Farbe',
      ),
      name: text('Jacoby transfer', 'Jacoby-Transfer'),
      priority: 80,
      prefer: (h, b) => h.length[b.t === 'D' ? 'H' : 'S'],
    },
    {
      id: `${id}.3nt`,
      auction: p,
      call: '3NT',
      hand: { hcp: z.game, lengths: noFourCardMajor, tests: [notFlatMinimum(z.game[0])] },
      forcing: 'SO',
      name: text('to play', 'zum Spielen'),
      priority: 60,
    },
    {
      id: `${id}.4nt`,
      auction: p,
      call: '4NT',
      hand: { hcp: z.quant, lengths: noFourCardMajor },
      forcing: 'INV',
      name: text('quantitative: invites 6NT', 'quantitativ: lädt zu 6SA ein'),
      priority: 62,
    },
    {
      id: `${id}.6nt`,
      auction: p,
      call: '6NT',
      hand: { hcp: [z.slam[0], z.slam[0] + 3], lengths: noFourCardMajor },
      forcing: 'SO',
      name: text('to play', 'zum Spielen'),
      priority: 63,
    },
    {
      id: `${id}.pass`,
      auction: p,
      call: 'P',
      hand: { hcp: [z.pass[0], z.pass[1] + 1], tests: [flatCountsLess(z.pass[1])] },
      forcing: 'NF',
      name: text('too weak for game', 'zu schwach für ein Vollspiel'),
      priority: 10,
    },
    // Opener's answers to Stayman.
    {
      id: `${id}.stayman.2h`,
      auction: [`${p} ${stay} P`, `${p} ${stay} X`],
      call: `${L(2)}H`,
      hand: { lengths: { H: [4, 5] } },
      forcing: 'NF',
      name: text('four hearts (may hold four spades too)', 'vier Coeur (eventuell auch vier Pik)'),
      priority: 50,
    },
    {
      id: `${id}.stayman.2s`,
      auction: [`${p} ${stay} P`, `${p} ${stay} X`],
      call: `${L(2)}S`,
      hand: { lengths: { S: [4, 5], H: [0, 3] } },
      forcing: 'NF',
      name: text('four spades, not four hearts', 'vier Pik, nicht vier Coeur'),
      priority: 50,
    },
    {
      id: `${id}.stayman.2d`,
      auction: `${p} ${stay} P`,
      call: `${L(2)}D`,
      hand: { lengths: { H: [0, 3], S: [0, 3] } },
      forcing: 'NF',
      alert: text('no four-card major', 'keine Oberfarbe mit vier Karten'),
      name: text('Stayman answer: no four-card major', 'Stayman-Antwort: keine Oberfarbe mit vier Karten'),
      priority: 50,
    },
    // Their double of Stayman or of a transfer: pass says nothing, redouble wants to play it there,
    // completing the convention shows a fit (bidding-sayc.md §12).
    {
      id: `${id}.stayman.x.pass`,
      auction: `${p} ${stay} X`,
      call: 'P',
      hand: { lengths: { H: [0, 3], S: [0, 3] } },
      forcing: 'F1',
      name: text(
        'no four-card major; nothing to add over the double',
        'keine Oberfarbe mit vier Karten; nichts zu ergänzen über dem Kontra',
      ),
      priority: 45,
    },
    {
      id: `${id}.artificial.xx`,
      // The transfer bid is named, not a variable: the redoubled suit is the transfer suit itself.
      auction: [`${p} ${stay} X`, `${p} ${L(2)}D X`, `${p} ${L(2)}H X`],
      call: 'XX',
      vars: ['d'],
      when: (c, b) => {
        const last = c.lastBid;
        return last !== null && last.strain === b.d;
      },
      hand: {
        lengths: { d: [4, 13] },
        tests: [
          cond(
            'two of the top three honours in {d}: wants to play it redoubled',
            'zwei der drei höchsten Honneurs in {d}: will es rekontriert spielen',
            (h, _c, b) => h.topHonours(suitOf(b, 'd'), 3) >= 2,
          ),
        ],
      },
      forcing: 'NF',
      name: text('redouble: wants to play the doubled {d}', 'Rekontra: will {d} kontriert spielen'),
      priority: 56,
    },
    {
      id: `${id}.transfer.x.complete`,
      auction: `${p} ${L(2)}{t} X`,
      when: transferPair,
      call: `${L(2)}{M}`,
      hand: { lengths: { M: [3, 5] } },
      forcing: 'NF',
      name: text(
        'completes the doubled transfer: three or more {M}',
        'erfüllt den kontrierten Transfer: drei oder mehr {M}',
      ),
      priority: 50,
    },
    {
      id: `${id}.transfer.x.pass`,
      auction: `${p} ${L(2)}{t} X`,
      when: transferPair,
      call: 'P',
      hand: { lengths: { M: [2, 2] } },
      forcing: 'F1',
      name: text('only two {M}: passes the double back', 'nur zwei {M}: passt das Kontra zurück'),
      priority: 45,
    },
    // Stayman overcalled: show a major that can still be bid, double their suit with length, else pass.
    {
      id: `${id}.stayman.overcalled.major`,
      auction: `${p} ${stay} ${L(2)}{o}`,
      call: `${L(2)}{M}`,
      hand: { lengths: { M: [4, 5] } },
      forcing: 'NF',
      name: text('four {M} after the overcall', 'vier {M} nach der Gegenreizung'),
      priority: 50,
    },
    {
      id: `${id}.stayman.overcalled.x`,
      auction: `${p} ${stay} ${L(2)}{o}`,
      call: 'X',
      hand: {
        lengths: { o: [4, 13] },
        tests: [
          cond(
            'two of the top five honours in {o}',
            'zwei der fünf höchsten Honneurs in {o}',
            (h, _c, b) => h.topHonours(suitOf(b, 'o'), 5) >= 2,
          ),
        ],
      },
      forcing: 'NF',
      name: text('penalty double of {o}', 'Strafkontra gegen {o}'),
      priority: 49,
    },
    {
      id: `${id}.stayman.overcalled.pass`,
      auction: `${p} ${stay} ${L(2)}{o}`,
      call: 'P',
      hand: {},
      forcing: 'NF',
      name: text('nothing to show after the overcall', 'nach der Gegenreizung nichts zu zeigen'),
      priority: 10,
    },
    // Opener completes a transfer; with a maximum and four trumps, jumps.
    {
      id: `${id}.transfer.superaccept`,
      auction: [`${p} ${L(2)}{t} P`, `${p} ${L(2)}{t} X`],
      when: (c, b) => level === 1 && transferPair(c, b),
      call: `${L(3)}{M}`,
      hand: { hcp: [hi, hi], lengths: { M: [4, 5] } },
      forcing: 'INV',
      name: text('super-accept: maximum with four {M}', 'Super-Akzept: Maximum mit vier {M}'),
      priority: 52,
    },
    {
      id: `${id}.transfer.complete`,
      auction: `${p} ${L(2)}{t} P`,
      when: transferPair,
      call: `${L(2)}{M}`,
      hand: {},
      forcing: 'NF',
      name: text('completes the transfer to {M}', 'erfüllt den Transfer nach {M}'),
      priority: 50,
    },
    {
      // They overcalled the transfer: with three-card support opener still shows the fit.
      id: `${id}.transfer.complete.over`,
      auction: `${p} ${L(2)}{t} B`,
      when: (ctx, b) => transferPair(ctx, b) && ctx.lastBid !== null && ctx.lastBid.level <= L(2) + 1,
      call: '+{M}',
      hand: { lengths: { M: [3, 13] } },
      forcing: 'NF',
      name: text(
        'completes the transfer to {M} over the overcall: three-card support',
        'erfüllt den Transfer nach {M} trotz Gegenreizung: Dreierstütze',
      ),
      priority: 50,
    },
    // Responder after the transfer.
    {
      id: `${id}.transfer.pass`,
      auction: `${p} ${L(2)}{t} P ${L(2)}{M} P`,
      when: transferPair,
      call: 'P',
      hand: { hcp: z.pass },
      forcing: 'NF',
      name: text('weak: plays in {M}', 'schwach: spielt in {M}'),
      priority: 10,
    },
    {
      id: `${id}.transfer.3nt`,
      auction: `${p} ${L(2)}{t} P ${L(2)}{M} P`,
      when: transferPair,
      call: '3NT',
      hand: { hcp: z.game, lengths: { M: [5, 5] }, balanced: true },
      forcing: 'NF',
      name: text('choice of games: five {M}', 'Wahl des Vollspiels: fünf {M}'),
      priority: 40,
    },
    {
      id: `${id}.transfer.game`,
      auction: `${p} ${L(2)}{t} P ${L(2)}{M} P`,
      when: transferPair,
      call: '4{M}',
      hand: { points: [z.game[0], z.game[1] + 2], lengths: { M: [6, 13] } },
      forcing: 'SO',
      name: text('game in {M}: six or more', 'Vollspiel in {M}: sechs oder mehr'),
      priority: 41,
    },
    {
      id: `${id}.transfer.5-5`,
      auction: `${p} ${L(2)}D P ${L(2)}H P`,
      call: `${L(2)}S`,
      hand: { hcp: [5, z.invite[0] - 1], lengths: { H: [5, 5], S: [5, 5] } },
      forcing: 'NF',
      name: text(
        'weak five-five in the majors: pass or correct',
        'schwach fünf-fünf in Oberfarben: Passe oder Korrektur',
      ),
      priority: 45,
    },
    {
      id: `${id}.transfer.newsuit`,
      // The second suit may be the transfer suit itself (2♥ for spades, then hearts), so the
      // transfer call is not a suit variable here.
      auction: [`${p} ${L(2)}D P ${L(2)}{M} P`, `${p} ${L(2)}H P ${L(2)}{M} P`],
      when: (ctx, b) => {
        const mine = callsBy(ctx, 'me').pop()?.call;
        if (mine?.type !== 'bid' || b.M === undefined || mine.strain === 'NT') return false;
        // Diamonds after a 2♦ transfer stay unbid; hearts after 2♥ are the five-five majors.
        return rank(b.M) === rank(mine.strain) + 1 && (b.x !== mine.strain || mine.strain === 'H');
      },
      call: '+{x}',
      hand: { hcp: z.game, lengths: { x: [4, 13] }, balanced: false },
      forcing: 'GF',
      name: text('second suit {x}: natural, game forcing', 'zweite Farbe {x}: natürlich, partieforcierend'),
      priority: 42,
      prefer: (h, b) => h.length[suitOf(b, 'x')],
    },
  ];
  rules.push(
    {
      // Quantitative 5NT (directly or after the Stayman answer): forces a small slam, invites the grand.
      id: `${id}.5nt`,
      auction: [p, `${p} ${stay} P ${L(2)}{a} P`],
      call: '5NT',
      hand: { hcp: [37 - hi - 2, 37 - lo - 1], lengths: noFourCardMajor },
      forcing: 'GF',
      name: text(
        'quantitative: small slam, invites the grand slam',
        'quantitativ: Kleinschlemm, lädt zum Großschlemm ein',
      ),
      priority: 61,
    },
    {
      id: `${id}.opener.5nt.7nt`,
      auction: [`${p} 5NT P`, `${p} ${stay} P ${L(2)}{a} P 5NT P`],
      call: '7NT',
      hand: { hcp: [hi, hi], tests: [cond('three or four aces', 'drei oder vier Asse', (h) => h.aces >= 3)] },
      forcing: 'SO',
      name: text(
        'accepts the grand slam: maximum with the aces',
        'nimmt den Großschlemm an: Maximum mit den Assen',
      ),
      priority: 41,
    },
    {
      id: `${id}.opener.5nt.6nt`,
      auction: [`${p} 5NT P`, `${p} ${stay} P ${L(2)}{a} P 5NT P`],
      call: '6NT',
      hand: {},
      forcing: 'SO',
      name: text('small slam', 'Kleinschlemm'),
      priority: 40,
    },
  );
  const quantAfter = [`${p} ${stay} P ${L(2)}{a} P 4NT P`, `${p} ${L(2)}{t} P ${L(2)}{M} P 4NT P`];
  rules.push(
    // Slam values after Stayman or a transfer: the quantitative raises stay natural (bidding-sayc.md §7, §13).
    {
      id: `${id}.stayman.after.4nt`,
      auction: [`${p} ${stay} P ${L(2)}{M} P`, `${p} ${stay} P ${L(2)}D P`],
      call: '4NT',
      hand: { hcp: z.quant, tests: [noFitWithAnswer] },
      forcing: 'INV',
      name: text(
        'quantitative: invites 6NT, no fit in the suit shown',
        'quantitativ: lädt zu 6SA ein, kein Fit in der gezeigten Farbe',
      ),
      priority: 41,
    },
    {
      id: `${id}.stayman.after.6nt`,
      auction: [`${p} ${stay} P ${L(2)}{M} P`, `${p} ${stay} P ${L(2)}D P`],
      call: '6NT',
      hand: { hcp: [z.slam[0], z.slam[0] + 3], tests: [noFitWithAnswer] },
      forcing: 'SO',
      name: text(
        'small slam in no trump, no fit in the suit shown',
        'Kleinschlemm in Sans Atout, kein Fit in der gezeigten Farbe',
      ),
      priority: 41,
    },
    {
      // With a fit, five of opener's major is the quantitative raise, six of it the slam.
      id: `${id}.stayman.after.raise.5`,
      auction: `${p} ${stay} P ${L(2)}{M} P`,
      call: '5{M}',
      hand: { hcp: z.quant, lengths: { M: [4, 13] } },
      forcing: 'INV',
      name: text(
        'quantitative raise in {M}: invites slam',
        'quantitative Hebung in {M}: lädt zum Schlemm ein',
      ),
      priority: 46,
    },
    {
      id: `${id}.stayman.after.raise.6`,
      auction: `${p} ${stay} P ${L(2)}{M} P`,
      call: '6{M}',
      hand: { hcp: [z.slam[0], z.slam[0] + 3], lengths: { M: [4, 13] } },
      forcing: 'SO',
      name: text('small slam in {M}', 'Kleinschlemm in {M}'),
      priority: 46,
    },
    {
      id: `${id}.opener.quant.raise.6`,
      auction: `${p} ${stay} P ${L(2)}{M} P 5{M} P`,
      call: '6{M}',
      hand: { hcp: [mid, hi] },
      forcing: 'SO',
      name: text('accepts the slam invitation in {M}', 'nimmt die Schlemmeinladung in {M} an'),
      priority: 40,
    },
    {
      id: `${id}.opener.quant.raise.pass`,
      auction: `${p} ${stay} P ${L(2)}{M} P 5{M} P`,
      call: 'P',
      hand: { hcp: [lo, lo] },
      forcing: 'NF',
      name: text('minimum: declines the slam invitation', 'Minimum: lehnt die Schlemmeinladung ab'),
      priority: 10,
    },
    {
      id: `${id}.transfer.4nt`,
      auction: `${p} ${L(2)}{t} P ${L(2)}{M} P`,
      when: transferPair,
      call: '4NT',
      hand: { hcp: z.quant, lengths: { M: [5, 5] }, balanced: true },
      forcing: 'INV',
      name: text(
        'quantitative with five {M}: invites slam',
        'quantitativ mit fünf {M}: lädt zum Schlemm ein',
      ),
      priority: 40,
    },
    {
      id: `${id}.opener.quant.6M`,
      auction: `${p} ${L(2)}{t} P ${L(2)}{M} P 4NT P`,
      when: transferPair,
      call: '6{M}',
      hand: { hcp: [mid, hi], lengths: { M: [3, 5] } },
      forcing: 'SO',
      name: text('accepts the slam invitation in {M}', 'nimmt die Schlemmeinladung in {M} an'),
      priority: 41,
    },
    {
      id: `${id}.opener.quant.6nt`,
      auction: level === 1 ? quantAfter : [`${p} 4NT P`, ...quantAfter],
      call: '6NT',
      hand: { hcp: [mid, hi] },
      forcing: 'SO',
      name: text('accepts the slam invitation', 'nimmt die Schlemmeinladung an'),
      priority: 40,
    },
    {
      id: `${id}.opener.quant.pass`,
      auction: level === 1 ? quantAfter : [`${p} 4NT P`, ...quantAfter],
      call: 'P',
      hand: { hcp: [lo, lo] },
      forcing: 'NF',
      name: text('minimum: declines the slam invitation', 'Minimum: lehnt die Schlemmeinladung ab'),
      priority: 10,
    },
  );
  if (level === 1) {
    rules.push(
      {
        // Five-five majors with game values and no slam interest: 4♥ asks opener to pass or correct to 4♠.
        id: `${id}.transfer.55.game`,
        auction: `${p} 2H P 2S P`,
        call: '4H',
        hand: { hcp: [z.game[0], z.game[0] + 1], lengths: { H: [5, 13], S: [5, 13] } },
        forcing: 'NF',
        name: text(
          'five-five in the majors, game values: opener picks the major',
          'fünf-fünf in Oberfarben, Vollspielwerte: der Eröffner wählt die Oberfarbe',
        ),
        priority: 43,
      },
      {
        id: `${id}.opener.55.correct`,
        auction: `${p} 2H P 2S P 4H P`,
        call: '4S',
        hand: {
          tests: [cond('more spades than hearts', 'mehr Pik als Coeur', (h) => h.length.S > h.length.H)],
        },
        forcing: 'SO',
        name: text('prefers spades', 'zieht Pik vor'),
        priority: 40,
      },
      {
        id: `${id}.opener.55.pass`,
        auction: `${p} 2H P 2S P 4H P`,
        call: 'P',
        hand: {
          tests: [
            cond(
              'at least as many hearts as spades',
              'mindestens so viele Coeur wie Pik',
              (h) => h.length.H >= h.length.S,
            ),
          ],
        },
        forcing: 'NF',
        name: text('prefers hearts', 'zieht Coeur vor'),
        priority: 40,
      },
      {
        id: `${id}.stayman.garbage`,
        auction: p,
        call: stay,
        hand: {
          hcp: [0, z.invite[0] - 1],
          lengths: { H: [4, 4], S: [4, 4] },
        },
        forcing: 'F1',
        alert: text(
          'Stayman: asks for a four-card major',
          'Stayman: fragt nach einer Oberfarbe mit vier Karten',
        ),
        name: text('Stayman (weak, both majors)', 'Stayman (schwach, beide Oberfarben)'),
        priority: 81,
      },
      {
        id: `${id}.stayman.garbage.shortclubs`,
        auction: p,
        call: stay,
        hand: { hcp: [0, z.invite[0] - 1], lengths: { S: [3, 4], H: [3, 4], D: [4, 5], C: [0, 1] } },
        forcing: 'F1',
        alert: text(
          'Stayman: asks for a four-card major',
          'Stayman: fragt nach einer Oberfarbe mit vier Karten',
        ),
        name: text(
          'Stayman (weak, short clubs: passes any answer)',
          'Stayman (schwach, kurz in Treff: passt jede Antwort)',
        ),
        priority: 81,
      },
      {
        id: `${id}.texas`,
        auction: p,
        call: '4{t}',
        when: (_c, b) => b.t === 'D' || b.t === 'H',
        hand: {
          hcp: [z.game[0], z.game[1] - 2],
          tests: [
            cond(
              'six or more cards in the next suit up',
              'sechs oder mehr Karten in der nächsthöheren Farbe',
              (h, _c, b) => h.length[b.t === 'D' ? 'H' : 'S'] >= 6,
            ),
          ],
        },
        forcing: 'SO',
        alert: text(
          'Texas transfer: six or more cards in the next suit up, game',
          'Texas-Transfer: sechs oder mehr Karten in der nächsthöheren Farbe, Vollspiel',
        ),
        name: text('Texas transfer', 'Texas-Transfer'),
        priority: 86,
      },
      {
        id: `${id}.minor.transfer`,
        auction: p,
        call: '2S',
        hand: {
          hcp: z.pass,
          tests: [
            cond(
              'six or more clubs or diamonds',
              'sechs oder mehr Treff oder Karo',
              (h) => Math.max(h.length.C, h.length.D) >= 6,
            ),
          ],
        },
        forcing: 'F1',
        alert: text(
          'asks opener to bid 3♣: a weak hand with a long minor',
          'verlangt 3♣: schwache Hand mit langer Unterfarbe',
        ),
        name: text('minor-suit transfer', 'Unterfarben-Transfer'),
        priority: 78,
      },
      {
        id: `${id}.2nt`,
        auction: p,
        call: '2NT',
        hand: {
          hcp: [z.invite[0], z.invite[1] + 1],
          lengths: noFourCardMajor,
          tests: [flatCountsLess(z.invite[1]), notFlatMinimum(z.invite[0])],
        },
        forcing: 'INV',
        name: text('invites 3NT', 'lädt zu 3SA ein'),
        priority: 58,
      },
      {
        id: `${id}.3minor`,
        auction: p,
        call: '3{m}',
        hand: { hcp: [5, z.invite[1]], lengths: { m: [6, 13], ...noFourCardMajor }, tests: [goodSuit('m')] },
        forcing: 'INV',
        name: text('six-card {m} suit: invites 3NT', 'Sechserfarbe {m}: lädt zu 3SA ein'),
        priority: 79,
      },
      {
        id: `${id}.3major`,
        auction: p,
        call: '3{M}',
        hand: { hcp: [z.quant[0] - 2, 37], lengths: { M: [6, 13] } },
        forcing: 'GF',
        name: text('six-card {M} suit, slam interest', 'Sechserfarbe {M}, Schleminteresse'),
        priority: 87,
      },
      // Opener accepts the slam try with a maximum and a fit by asking for aces; else game in {M}.
      ...aceAsk(`.ask.major${id.replace(/[^a-z]/g, '')}`, {
        auction: `${p} 3{M} P`,
        hand: { hcp: [mid, hi], lengths: { M: [3, 5] } },
        priority: 45,
      }),
      {
        id: `${id}.texas.complete`,
        auction: `${p} 4{t} P`,
        when: transferPair,
        call: '4{M}',
        hand: {},
        forcing: 'NF',
        name: text('completes the Texas transfer to {M}', 'erfüllt den Texas-Transfer nach {M}'),
        priority: 50,
      },
      {
        id: `${id}.minor.transfer.3c`,
        auction: `${p} 2S P`,
        call: '3C',
        hand: {},
        forcing: 'F1',
        alert: text(
          'forced answer to the minor-suit transfer',
          'erzwungene Antwort auf den Unterfarben-Transfer',
        ),
        name: text('accepts the minor-suit transfer', 'nimmt den Unterfarben-Transfer an'),
        priority: 50,
      },
      {
        id: `${id}.minor.transfer.3d`,
        auction: `${p} 2S P 3C P`,
        call: '3D',
        hand: { lengths: { D: [6, 13] } },
        forcing: 'SO',
        name: text('to play in diamonds', 'zum Spielen in Karo'),
        priority: 50,
      },
      {
        id: `${id}.minor.transfer.pass`,
        auction: `${p} 2S P 3C P`,
        call: 'P',
        hand: { lengths: { C: [6, 13] } },
        forcing: 'SO',
        name: text('to play in clubs', 'zum Spielen in Treff'),
        priority: 40,
      },
      {
        id: `${id}.transfer.2nt`,
        auction: `${p} 2{t} P 2{M} P`,
        when: transferPair,
        call: '2NT',
        hand: { hcp: z.invite, lengths: { M: [5, 5] } },
        forcing: 'INV',
        name: text('invitational with five {M}', 'einladend mit fünf {M}'),
        priority: 40,
      },
      {
        id: `${id}.transfer.3M`,
        auction: `${p} 2{t} P 2{M} P`,
        when: transferPair,
        call: '3{M}',
        hand: { points: [z.invite[0] + 1, z.invite[1] + 1], lengths: { M: [6, 13] } },
        forcing: 'INV',
        name: text('invitational with six or more {M}', 'einladend mit sechs oder mehr {M}'),
        priority: 41,
      },
      // Responder's second call after Stayman.
      {
        id: `${id}.stayman.after.pass`,
        auction: [`${p} 2C P 2{x} P`],
        call: 'P',
        hand: { hcp: [0, z.invite[0] - 1] },
        forcing: 'NF',
        name: text('weak: plays there', 'schwach: spielt dort'),
        priority: 10,
      },
      {
        id: `${id}.stayman.after.escape`,
        auction: `${p} 2C P 2D P`,
        call: '2H',
        // With four diamonds too, 2♦ is as good a spot: pass.
        hand: { hcp: [0, z.invite[0] - 1], lengths: { H: [4, 13], S: [4, 13], D: [0, 3] } },
        forcing: 'NF',
        name: text(
          'weak with both majors: pass or correct',
          'schwach mit beiden Oberfarben: Passe oder Korrektur',
        ),
        priority: 20,
        prefer: () => 0,
      },
      {
        id: `${id}.stayman.after.raise.inv`,
        auction: `${p} 2C P 2{M} P`,
        call: '3{M}',
        hand: { hcp: z.invite, lengths: { M: [4, 13] } },
        forcing: 'INV',
        name: text('invitational raise in {M}', 'einladende Hebung in {M}'),
        priority: 45,
      },
      {
        id: `${id}.stayman.after.raise.game`,
        auction: `${p} 2C P 2{M} P`,
        call: '4{M}',
        hand: { hcp: z.game, lengths: { M: [4, 13] } },
        forcing: 'SO',
        name: text('game in {M}', 'Vollspiel in {M}'),
        priority: 45,
      },
      {
        id: `${id}.stayman.after.2nt`,
        auction: [`${p} 2C P 2{M} P`, `${p} 2C P 2D P`],
        call: '2NT',
        hand: { hcp: [z.invite[0], z.invite[1] + 1], tests: [noFitWithAnswer, flatCountsLess(z.invite[1])] },
        forcing: 'INV',
        name: text(
          'invites 3NT, no fit in the suit shown',
          'lädt zu 3SA ein, kein Fit in der gezeigten Farbe',
        ),
        priority: 40,
      },
      {
        id: `${id}.stayman.after.3nt`,
        auction: [`${p} 2C P 2{M} P`, `${p} 2C P 2D P`],
        call: '3NT',
        hand: { hcp: z.game, tests: [noFitWithAnswer, notFlatMinimum(z.game[0])] },
        forcing: 'SO',
        name: text('to play, no fit in the suit shown', 'zum Spielen, kein Fit in der gezeigten Farbe'),
        priority: 40,
      },
      {
        id: `${id}.stayman.after.5major.inv`,
        auction: [`${p} 2C P 2D P`, `${p} 2C P 2H P`],
        call: '2{N}',
        hand: { hcp: z.invite, lengths: { N: [5, 5] } },
        forcing: 'INV',
        name: text('five {N}, invitational', 'fünf {N}, einladend'),
        priority: 42,
      },
      {
        id: `${id}.stayman.after.5major.gf`,
        auction: [`${p} 2C P 2D P`],
        call: '3{N}',
        hand: { hcp: z.game, lengths: { N: [5, 5] } },
        forcing: 'GF',
        name: text('five {N}, game forcing', 'fünf {N}, partieforcierend'),
        priority: 42,
      },
      {
        id: `${id}.opener.accept3nt`,
        auction: [`${p} 2NT P`, `${p} 2C P 2D P 2NT P`, `${p} 3{m} P`],
        call: '3NT',
        hand: { hcp: [mid, hi] },
        forcing: 'SO',
        name: text('accepts the invitation', 'nimmt die Einladung an'),
        priority: 40,
      },
      {
        id: `${id}.opener.decline`,
        auction: [
          `${p} 2NT P`,
          `${p} 2C P 2D P 2NT P`,
          `${p} 3{m} P`,
          `${p} 4NT P`,
          `${p} 2C P 2{M} P 3{M} P`,
        ],
        call: 'P',
        hand: { hcp: [lo, lo] },
        forcing: 'NF',
        name: text('minimum: declines', 'Minimum: lehnt ab'),
        priority: 10,
      },
      {
        id: `${id}.opener.6nt`,
        auction: `${p} 4NT P`,
        call: '6NT',
        hand: { hcp: [mid, hi] },
        forcing: 'SO',
        name: text('accepts the slam invitation', 'nimmt die Schlemmeinladung an'),
        priority: 40,
      },
      {
        id: `${id}.opener.stayman.raise.accept`,
        auction: `${p} 2C P 2{M} P 3{M} P`,
        call: '4{M}',
        hand: { hcp: [mid, hi] },
        forcing: 'SO',
        name: text('accepts the invitation', 'nimmt die Einladung an'),
        priority: 40,
      },
      {
        id: `${id}.opener.stayman.othermajor`,
        auction: [`${p} 2C P 2H P 2NT P`, `${p} 2C P 2H P 3NT P`],
        call: '+S',
        hand: { lengths: { S: [4, 4] } },
        forcing: 'NF',
        name: text('four spades as well', 'auch vier Pik'),
        priority: 45,
      },
      {
        id: `${id}.opener.stayman.nofit.3nt`,
        auction: [`${p} 2C P 2{M} P 2NT P`],
        call: '3NT',
        hand: { hcp: [mid, hi] },
        forcing: 'SO',
        name: text('accepts the invitation', 'nimmt die Einladung an'),
        priority: 40,
      },
      {
        id: `${id}.opener.stayman.nofit.pass`,
        auction: [`${p} 2C P 2{M} P 2NT P`, `${p} 2C P 2{x} P 3NT P`],
        call: 'P',
        hand: {},
        forcing: 'NF',
        name: text('no reason to move', 'kein Grund weiterzubieten'),
        priority: 1,
      },
      {
        id: `${id}.opener.5major.fit`,
        auction: [`${p} 2C P 2D P 2{M} P`, `${p} 2{t} P 2{M} P 2NT P`, `${p} 2{t} P 2{M} P 3{M} P`],
        when: (c, b) => b.t === undefined || transferPair(c, b),
        call: '4{M}',
        hand: { hcp: [mid, hi], lengths: { M: [3, 5] } },
        forcing: 'SO',
        name: text('game with a fit in {M}', 'Vollspiel mit Fit in {M}'),
        priority: 44,
      },
      {
        id: `${id}.opener.5major.fit.min`,
        auction: [`${p} 2{t} P 2{M} P 2NT P`],
        when: transferPair,
        call: '3{M}',
        hand: { hcp: [lo, lo], lengths: { M: [3, 5] } },
        forcing: 'NF',
        name: text('minimum with a fit in {M}', 'Minimum mit Fit in {M}'),
        priority: 43,
      },
      {
        id: `${id}.opener.5major.nofit.3nt`,
        auction: [`${p} 2C P 2D P 2{M} P`, `${p} 2{t} P 2{M} P 2NT P`],
        when: (c, b) => b.t === undefined || transferPair(c, b),
        call: '3NT',
        hand: { hcp: [mid, hi], lengths: { M: [2, 2] } },
        forcing: 'SO',
        name: text('game, no fit in {M}', 'Vollspiel, kein Fit in {M}'),
        priority: 42,
      },
      {
        id: `${id}.opener.5major.min.pass`,
        auction: [`${p} 2C P 2D P 2{M} P`, `${p} 2{t} P 2{M} P 2NT P`, `${p} 2{t} P 2{M} P 3{M} P`],
        when: (c, b) => b.t === undefined || transferPair(c, b),
        call: 'P',
        hand: { hcp: [lo, lo] },
        forcing: 'NF',
        name: text('minimum: declines', 'Minimum: lehnt ab'),
        priority: 10,
      },
      {
        id: `${id}.opener.choice.fit`,
        auction: [`${p} 2{t} P 2{M} P 3NT P`, `${p} 2C P 2D P 3{M} P`],
        when: (c, b) => b.t === undefined || transferPair(c, b),
        call: '4{M}',
        hand: { lengths: { M: [3, 5] } },
        forcing: 'SO',
        name: text('prefers {M}', 'zieht {M} vor'),
        priority: 44,
      },
      {
        id: `${id}.opener.choice.nofit`,
        auction: [`${p} 2{t} P 2{M} P 3NT P`],
        when: transferPair,
        call: 'P',
        hand: { lengths: { M: [2, 2] } },
        forcing: 'NF',
        name: text('prefers no trump', 'zieht Sans Atout vor'),
        priority: 10,
      },
      {
        id: `${id}.opener.choice.nofit.3nt`,
        auction: [`${p} 2C P 2D P 3{M} P`],
        call: '3NT',
        hand: { lengths: { M: [2, 2] } },
        forcing: 'SO',
        name: text('no fit in {M}', 'kein Fit in {M}'),
        priority: 40,
      },
    );
  }
  // Over our no-trump overcalls only Stayman and the natural calls are played (bidding-sayc.md §11).
  return transfers ? rules : rules.filter((r) => !/transfer|texas|superaccept/.test(r.id));
}

const noFitWithAnswer = cond(
  'no fit with the major opener showed',
  'kein Fit in der vom Eröffner gezeigten Oberfarbe',
  (h, _c, b) => b.M === undefined || h.length[b.M] < 4,
);

const gerberAnswer = (id: string, prefix: string, n: number, call: string): Rule => ({
  id: `${id}.gerber.${n}`,
  auction: [`${prefix} 4C P`],
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
  alert: text('answer to Gerber (aces)', 'Antwort auf Gerber (Asse)'),
  name: text('Gerber answer', 'Gerber-Antwort'),
  priority: 90,
});

const gerberKings = (id: string, prefix: string, n: number, call: string): Rule => ({
  id: `${id}.gerber.kings.${n}`,
  auction: [`${prefix} 4C P 4{a} P 5C P`, `${prefix} 4C P 4NT P 5C P`],
  call,
  hand: {
    tests: [
      cond(
        n === 0 ? 'no king or all four' : `${n} king${n > 1 ? 's' : ''}`,
        n === 0 ? 'kein oder alle vier Könige' : `${n} König${n > 1 ? 'e' : ''}`,
        (h) => h.kings % 4 === n,
      ),
    ],
  },
  forcing: 'NF',
  alert: text('answer to Gerber (kings)', 'Antwort auf Gerber (Könige)'),
  name: text('Gerber king answer', 'Gerber-Antwort (Könige)'),
  priority: 90,
});

/**
 * What partner's last Gerber answer showed, with the 0-or-4 answer read by our own count: the
 * answer's number, or four when it said none and we hold none either.
 */
function gerberShown(ctx: BidContext, mine: number, kind: 'aces' | 'kings'): number | undefined {
  const answers = callsBy(ctx, 'partner').map((c) => c.meaning.ruleId);
  const pattern = kind === 'aces' ? /\.gerber\.(\d)$/ : /\.gerber\.kings\.(\d)$/;
  const hit = answers
    .map((id) => pattern.exec(id))
    .filter((m) => m !== null)
    .pop();
  if (hit === undefined) return undefined;
  const n = Number(hit[1]);
  return n === 0 && mine === 0 ? 4 : n;
}

/** Aces (or kings) the partnership holds: ours plus those partner's Gerber answer showed. */
const together = (kind: 'aces' | 'kings', lo: number, hi: number) =>
  cond(
    lo === hi ? `${lo} ${kind} together` : `${lo}-${hi} ${kind} together`,
    lo === hi
      ? `${lo} ${kind === 'aces' ? 'Asse' : 'Könige'} zusammen`
      : `${lo}-${hi} ${kind === 'aces' ? 'Asse' : 'Könige'} zusammen`,
    (h, ctx) => {
      const mine = kind === 'aces' ? h.aces : h.kings;
      const shown = gerberShown(ctx, mine, kind);
      return shown !== undefined && mine + shown >= lo && mine + shown <= hi;
    },
  );

/**
 * §13: Gerber over partner's natural 1NT or 2NT opening. The robots ask with the values for a
 * small slam opposite partner's minimum and two points more (a grand slam is in view): with all
 * four aces they ask for kings (5♣), with three they bid 6NT, missing two they stop in 4NT; after
 * the king answer 7NT with all four kings, else 6NT. (33 HCP together cannot miss two aces, so
 * a balanced hand with a small slam only bids 6NT directly.)
 */
function gerber(id: string, prefix: string, range: Range): Rule[] {
  const slamMin = 33 - range[0];
  const aces = [`${prefix} 4C P 4{a} P`, `${prefix} 4C P 4NT P`];
  const kings = [
    `${prefix} 4C P 4{a} P 5C P 5{k} P`,
    `${prefix} 4C P 4{a} P 5C P 5NT P`,
    `${prefix} 4C P 4NT P 5C P 5{k} P`,
    `${prefix} 4C P 4NT P 5C P 5NT P`,
  ];
  const placing = (
    name: Text,
    rest: Omit<Rule, 'id' | 'name' | 'priority' | 'forcing'>,
    suffix: string,
  ): Rule => ({
    id: `${id}.gerber.${suffix}`,
    name,
    forcing: 'SO',
    priority: 60,
    ...rest,
  });
  return [
    gerberAnswer(id, prefix, 0, '4D'),
    gerberAnswer(id, prefix, 1, '4H'),
    gerberAnswer(id, prefix, 2, '4S'),
    gerberAnswer(id, prefix, 3, '4NT'),
    gerberKings(id, prefix, 0, '5D'),
    gerberKings(id, prefix, 1, '5H'),
    gerberKings(id, prefix, 2, '5S'),
    gerberKings(id, prefix, 3, '5NT'),
    {
      id: `${id}.gerber.ask`,
      auction: prefix,
      call: '4C',
      hand: { hcp: [slamMin + 2, 37], lengths: noFourCardMajor },
      forcing: 'F1',
      alert: text('Gerber: asks for aces', 'Gerber: fragt nach Assen'),
      name: text(
        'Gerber: slam values, a grand slam in view',
        'Gerber: Schlemmwerte, ein Großschlemm in Sicht',
      ),
      priority: 64,
    },
    {
      id: `${id}.gerber.askkings`,
      auction: aces,
      call: '5C',
      hand: { tests: [together('aces', 4, 4)] },
      forcing: 'F1',
      alert: text(
        'Gerber: asks for kings (all four aces are ours)',
        'Gerber: fragt nach Königen (alle vier Asse sind unsere)',
      ),
      name: text('Gerber king ask', 'Gerber-Königsfrage'),
      priority: 61,
    },
    placing(
      text('small slam: one ace is missing', 'Kleinschlemm: ein Ass fehlt'),
      { auction: aces, call: '6NT', hand: { tests: [together('aces', 3, 3)] } },
      'slam',
    ),
    placing(
      text('two aces are missing: stops', 'zwei Asse fehlen: hält an'),
      { auction: aces, call: '4NT', hand: { tests: [together('aces', 0, 2)] } },
      'stop',
    ),
    placing(
      text('grand slam: all aces and kings', 'Großschlemm: alle Asse und Könige'),
      { auction: kings, call: '7NT', hand: { tests: [together('kings', 4, 4)] } },
      'grand',
    ),
    placing(
      text('small slam: a king is missing', 'Kleinschlemm: ein König fehlt'),
      { auction: kings, call: '6NT', hand: { tests: [together('kings', 0, 3)] } },
      'kings.slam',
    ),
    {
      id: `${id}.gerber.opener.pass`,
      auction: [
        `${prefix} 4C P 4{a} P 4NT P`,
        `${prefix} 4C P 4{a} P 6NT P`,
        `${prefix} 4C P 4NT P 6NT P`,
        ...kings.map((k) => `${k} 6NT P`),
        ...kings.map((k) => `${k} 7NT P`),
      ],
      call: 'P',
      hand: {},
      forcing: 'NF',
      name: text(
        'accepts partner’s placement after Gerber',
        'akzeptiert die Platzierung des Partners nach Gerber',
      ),
      priority: 10,
    },
  ];
}

const GERBER: Rule[] = [...gerber('nt1', '1NT P', [15, 17]), ...gerber('nt2', '2NT P', [20, 21])];

/**
 * §7: "responder's 3♣/3♦ after Stayman = 5+ cards, slam interest": with slam values and a long
 * minor responder starts with 2♣ and then bids the minor; opener raises with a fit and a maximum,
 * else 3NT; responder bids the slam or signs off.
 */
const longMinor = (name: string) =>
  cond(
    `six or more {${name}} (five with 14+ HCP), no four-card major`,
    `sechs oder mehr {${name}} (fünf mit 14+ FP), keine Oberfarbe mit vier Karten`,
    (h, _c, b) => h.length[suitOf(b, name)] >= (h.hcp >= 14 ? 5 : 6) && h.length.H <= 3 && h.length.S <= 3,
  );
const SLAM_MINOR: Rule[] = [
  {
    // A seven-card minor with two of the top three honours runs opposite a 15-17 no trump (which
    // usually holds the third): nine tricks in no trump before eleven in the minor.
    id: 'nt1.3nt.longminor',
    auction: '1NT P',
    call: '3NT',
    vars: ['m'],
    hand: {
      hcp: [6, 9],
      lengths: { m: [7, 13], H: [0, 3], S: [0, 3] },
      tests: [
        cond(
          'two of the top three honours in {m}',
          'zwei der drei höchsten Honneurs in {m}',
          (h, _c, b) => h.topHonours(suitOf(b, 'm'), 3) >= 2,
        ),
      ],
    },
    forcing: 'SO',
    name: text('3NT on a long running {m}', '3SA mit langer, laufender {m}'),
    priority: 80,
  },
  {
    id: 'nt1.stayman.slamminor',
    auction: '1NT P',
    call: '2C',
    vars: ['m'],
    hand: { hcp: [13, 17], balanced: false, tests: [longMinor('m')] },
    forcing: 'F1',
    alert: text(
      'Stayman (here: a long minor with slam interest follows)',
      'Stayman (hier: es folgt eine lange Unterfarbe mit Schleminteresse)',
    ),
    name: text('Stayman, then a minor', 'Stayman, danach eine Unterfarbe'),
    priority: 81,
  },
  {
    id: 'nt1.stayman.slamminor.show',
    auction: ['1NT P 2C P 2D P', '1NT P 2C P 2H P', '1NT P 2C P 2S P'],
    // Partner reads the 2♣ as Stayman; the long minor and no four-card major come out now.
    when: (ctx) => callsBy(ctx, 'me').pop()?.meaning.ruleId.startsWith('nt1.stayman') === true,
    call: '3{m}',
    hand: { tests: [longMinor('m')] },
    forcing: 'GF',
    name: text('five or more {m}, slam interest', 'fünf oder mehr {m}, Schleminteresse'),
    priority: 90,
  },
  {
    id: 'nt1.stayman.slamminor.raise',
    auction: ['1NT P 2C P 2D P 3{m} P', '1NT P 2C P 2H P 3{m} P', '1NT P 2C P 2S P 3{m} P'],
    when: (ctx) => callsBy(ctx, 'partner').pop()?.meaning.ruleId === 'nt1.stayman.slamminor.show',
    call: '4{m}',
    hand: { hcp: [16, 17], lengths: { m: [3, 5] } },
    forcing: 'GF',
    name: text('fit in {m} and a maximum: slam interest', 'Fit in {m} und Maximum: Schleminteresse'),
    priority: 60,
  },
  {
    id: 'nt1.stayman.slamminor.3nt',
    auction: ['1NT P 2C P 2D P 3{m} P', '1NT P 2C P 2H P 3{m} P', '1NT P 2C P 2S P 3{m} P'],
    when: (ctx) => callsBy(ctx, 'partner').pop()?.meaning.ruleId === 'nt1.stayman.slamminor.show',
    call: '3NT',
    hand: {},
    forcing: 'NF',
    name: text('no slam interest in {m}', 'kein Schleminteresse in {m}'),
    priority: 55,
  },
  {
    id: 'nt1.stayman.slamminor.slam',
    auction: '... 4{m} P',
    when: (ctx) => callsBy(ctx, 'partner').pop()?.meaning.ruleId === 'nt1.stayman.slamminor.raise',
    call: '6{m}',
    hand: { hcp: [15, 37] },
    forcing: 'SO',
    name: text('small slam in {m}', 'Kleinschlemm in {m}'),
    priority: 60,
  },
  {
    id: 'nt1.stayman.slamminor.stop',
    auction: '... 4{m} P',
    when: (ctx) => callsBy(ctx, 'partner').pop()?.meaning.ruleId === 'nt1.stayman.slamminor.raise',
    call: '5{m}',
    hand: { hcp: [0, 14] },
    forcing: 'SO',
    name: text('game in {m}', 'Vollspiel in {m}'),
    priority: 60,
  },
];

/** §8: over 3NT (25-27) and 2♣–2♦–3NT (28-30), 4♦ and 4♥ are transfers to the majors. */
const OVER_3NT = ['3NT P', '2C P 2D P 3NT P'];
const THREE_NT_TRANSFERS: Rule[] = [
  {
    id: 'nt3.transfer',
    auction: OVER_3NT,
    when: (_c, b) => b.t === 'D' || b.t === 'H',
    call: '4{t}',
    hand: {
      tests: [
        cond(
          'six or more cards in the next suit up',
          'sechs oder mehr Karten in der nächsthöheren Farbe',
          (h, _c, b) => h.length[b.t === 'D' ? 'H' : 'S'] >= 6,
        ),
      ],
    },
    forcing: 'F1',
    alert: text(
      'transfer: six or more cards in the next suit up',
      'Transfer: sechs oder mehr Karten in der nächsthöheren Farbe',
    ),
    name: text('transfer over 3NT', 'Transfer über 3SA'),
    priority: 45,
  },
  {
    id: 'nt3.transfer.complete',
    auction: OVER_3NT.map((p) => `${p} 4{t} P`),
    when: transferPair,
    call: '4{M}',
    hand: {},
    forcing: 'NF',
    name: text('completes the transfer to {M}', 'erfüllt den Transfer nach {M}'),
    priority: 50,
  },
];

/**
 * §7, interference: after their two-level overcall of our 1NT Stayman and transfers are off; the cue
 * bid takes Stayman's place (game forcing), a double is for penalty, a new suit at two is to play.
 */
const INTERFERENCE: Rule[] = [
  {
    id: 'nt1int.cue',
    convention: 'stayman',
    auction: '1NT 2{o}',
    call: '3{o}',
    hand: {
      hcp: [10, 37],
      tests: [
        cond(
          'a four-card major other than {o}, no five-card major',
          'eine Oberfarbe mit vier Karten außer {o}, keine mit fünf',
          (h, _c, b) =>
            (['H', 'S'] as const).some((m) => m !== b.o && h.length[m] === 4) &&
            h.length.H < 5 &&
            h.length.S < 5,
        ),
      ],
    },
    forcing: 'GF',
    alert: text(
      'cue bid: Stayman after their overcall, game forcing',
      'Cuebid: Stayman nach ihrer Gegenreizung, partieforcierend',
    ),
    name: text('cue bid as Stayman', 'Cuebid als Stayman'),
    priority: 70,
  },
  {
    id: 'nt1int.cue.major',
    convention: 'stayman',
    auction: '1NT 2{o} 3{o} P',
    when: (_ctx, b) => b.M !== b.o,
    call: '+{M}',
    hand: { lengths: { M: [4, 13] } },
    forcing: 'GF',
    name: text('four or more {M}', 'vier oder mehr {M}'),
    priority: 60,
    prefer: (h, b) => (b.M === undefined ? 0 : h.length[b.M] * 10 + (b.M === 'H' ? 1 : 0)),
  },
  {
    id: 'nt1int.cue.nt',
    convention: 'stayman',
    auction: '1NT 2{o} 3{o} P',
    call: '3NT',
    hand: {
      tests: [
        cond('no four-card major other than {o}', 'keine Oberfarbe mit vier Karten außer {o}', (h, _c, b) =>
          (['H', 'S'] as const).every((m) => m === b.o || h.length[m] < 4),
        ),
      ],
    },
    forcing: 'SO',
    name: text('no four-card major', 'keine Oberfarbe mit vier Karten'),
    priority: 55,
  },
  {
    id: 'nt1int.x',
    auction: '1NT 2{o}',
    call: 'X',
    hand: {
      hcp: [7, 37],
      lengths: { o: [4, 13] },
      tests: [
        cond(
          'two of the top four honours in {o}',
          'zwei der vier höchsten Honneurs in {o}',
          (h, _c, b) => h.topHonours(suitOf(b, 'o'), 4) >= 2,
        ),
      ],
    },
    forcing: 'NF',
    name: text('penalty double', 'Strafkontra'),
    priority: 72,
  },
  {
    id: 'nt1int.suit',
    auction: '1NT 2{o}',
    when: (_ctx, b) => b.y !== undefined && rank(b.y) > rank(suitOf(b, 'o')),
    call: '2{y}',
    hand: { hcp: [0, 9], lengths: { y: [5, 13] } },
    forcing: 'NF',
    name: text('to play: five or more {y}', 'zum Spielen: fünf oder mehr {y}'),
    priority: 50,
    prefer: (h, b) => (b.y === undefined ? 0 : h.length[b.y] * 10 + rank(b.y)),
  },
];

/** §7-§8: 1NT, 2NT and 3NT openings and 2♣–2♦–2NT, with their systems. */
export const NOTRUMP: readonly Rule[] = [
  ...notrumpSystem('nt1', '1NT P', 1, [15, 17]),
  ...notrumpSystem('nt2', '2NT P', 2, [20, 21]),
  ...notrumpSystem('nt22', '2C P 2D P 2NT P', 2, [22, 24]),
  ...notrumpSystem('nt1x', '1NT X', 1, [15, 17]),
  ...notrumpSystem('ntoc', '1{o} 1NT P', 1, [15, 18], false),
  ...notrumpSystem('ntbal', '1{o} P P 1NT P', 1, [10, 15], false),
  ...GERBER,
  ...THREE_NT_TRANSFERS,
  ...SLAM_MINOR,
  ...INTERFERENCE,
];
