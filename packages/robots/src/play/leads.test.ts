import { type Card, seededRandom, unwrap } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { hand } from '../bidding/testing.js';
import { decidePlay, layoutSpec } from './decide.js';
import { leadFromSuit, openingLeadCandidates } from './leads.js';
import { type CardPlayOptions, DEFAULT_PLAY_OPTIONS } from './options.js';
import { layoutSampler } from './sample.js';
import { boardAt, historyOf, inputFor } from './testing.js';

const cards = (text: string) => text.split(' ') as Card[];

describe('the card led from a suit', () => {
  it.each([
    ['SK SQ SJ S4', false, 'SK', 'sequence'],
    ['SK SQ S4', false, 'SK', 'sequence'],
    ['SK SQ S4', true, 'S4', 'low-from-honour'],
    ['SK SQ ST S4', true, 'SK', 'sequence'],
    ['SQ SJ S9 S3', true, 'SQ', 'sequence'],
    ['SA SK S7 S3', false, 'SA', 'sequence'],
    ['SK S9 S7 S4 S3', false, 'S4', 'fourth-best'],
    ['SQ S8 S6 S5 S2', true, 'S5', 'fourth-best'],
    ['S9 S7 S6 S3', true, 'S3', 'fourth-best'],
    ['S9 S7 S6 S3', false, 'S9', 'top-of-nothing'],
    ['SQ S8 S4', false, 'S4', 'low-from-honour'],
    ['S9 S7 S2', false, 'S9', 'top-of-nothing'],
    ['S9 S2', false, 'S9', 'doubleton'],
    ['S7', true, 'S7', 'singleton'],
  ])('%s (no trump: %s) → %s, %s', (suit, notrump, card, rule) => {
    expect(leadFromSuit(cards(suit), notrump)).toEqual({ card, rule });
  });
});

describe('opening-lead candidates (seed 004)', () => {
  it("lead partner's suit, even from a bare ace", () => {
    const c = openingLeadCandidates(hand('KQJ4.A2.8765.932'), {
      strain: 'S',
      partnerSuits: ['H'],
      declarerSuits: ['S', 'D'],
    });
    expect(c.find((x) => x.rule === 'partner')).toEqual({ card: 'HA', rule: 'partner', preference: 0 });
  });

  it("avoid declarer's suits and never lead away from an unsupported ace against a suit", () => {
    const c = openingLeadCandidates(hand('KQJ4.A852.8765.9'), {
      strain: 'S',
      partnerSuits: [],
      declarerSuits: ['S', 'D'],
    });
    // Spades are trumps and diamonds declarer's; the heart ace has no king: clubs remain.
    expect(c).toEqual([{ card: 'C9', rule: 'singleton', preference: 3 }]);
    // With every suit simulated, the suits the rules avoid come after the club in preference.
    const every = openingLeadCandidates(hand('KQJ4.A852.8765.9'), {
      strain: 'S',
      partnerSuits: [],
      declarerSuits: ['S', 'D'],
      everySuit: true,
    });
    expect(every.map((x) => [x.card, x.preference])).toEqual([
      ['SK', 8],
      ['H2', 9],
      ['D8', 13],
      ['C9', 3],
    ]);
  });

  it('against no trump an ace-headed suit is led from (fourth best)', () => {
    const c = openingLeadCandidates(hand('A9742.K53.Q84.62'), {
      strain: 'NT',
      partnerSuits: [],
      declarerSuits: ['D'],
    });
    expect(c.map((x) => x.card)).toEqual(['S4', 'H3', 'C6']);
  });

  it('when every suit is ruled out, every suit is a candidate', () => {
    const c = openingLeadCandidates(hand('A8642.A9753.A2.A'), {
      strain: 'H',
      partnerSuits: [],
      declarerSuits: ['S', 'D', 'C'],
    });
    expect(c.map((x) => x.card)).toEqual(['S4', 'H5', 'DA', 'CA']);
  });
});

describe('the robot on lead', () => {
  // East declares 4♥ after 1♥ - 2♥ - 4♥; South leads. North passed throughout.
  const leadAgainst4H = (options: Partial<CardPlayOptions>) => {
    const deal = 'S:KQJ4.852.A9765.9 A632.K3.432.8765 T98.AQJT97.KQ.A2 75.64.JT8.KQJT43';
    const input = inputFor(boardAt(deal, 'E', '1H P 2H P 4H P P P', ''));
    return unwrap(
      decidePlay(input.view, input.events, 'lead', {
        timeMs: Number.POSITIVE_INFINITY,
        leadTimeMs: Number.POSITIVE_INFINITY,
        ...options,
      }),
    );
  };

  it('chooses among the candidates by simulation and reports them', () => {
    const d = leadAgainst4H({ samples: 4, samplesByTrick: [], leadSuits: 'rules' });
    expect(d.reason).toBe('opening-lead');
    expect(d.seat).toBe('S');
    // Hearts are trumps (declarer's suit), diamonds are headed by a bare ace: spades or the singleton club.
    expect(d.candidates.map((c) => [c.card, c.rule])).toEqual(
      expect.arrayContaining([
        ['SK', 'sequence'],
        ['C9', 'singleton'],
      ]),
    );
    expect(d.candidates).toHaveLength(2);
    expect(d.action.type === 'play' && ['SK', 'C9'].includes(d.action.card)).toBe(true);
    // A clear choice stops at three layouts (minSamples), a close one takes the four.
    expect(d.samples).toBeGreaterThanOrEqual(3);
    expect(d.samples).toBeLessThanOrEqual(4);
  });

  it('simulates every suit with the card the rules lead from it when told to', () => {
    const d = leadAgainst4H({ samples: 6, leadSamples: 6, leadSuits: 'all' });
    // Fourth best from the ace-high diamonds, top of nothing in trumps, besides the two above.
    expect(d.candidates.map((c) => [c.card, c.rule]).sort()).toEqual([
      ['C9', 'singleton'],
      ['D6', 'fourth-best'],
      ['H8', 'top-of-nothing'],
      ['SK', 'sequence'],
    ]);
    expect(d.action.type === 'play' && ['SK', 'C9', 'D6', 'H8'].includes(d.action.card)).toBe(true);
    // The opening lead's own schedule: 3 layouts for a clear choice (half of 6), up to 6.
    expect(d.samples).toBeGreaterThanOrEqual(3);
    expect(d.samples).toBeLessThanOrEqual(6);
  });
});

describe('reading the opening lead while sampling', () => {
  // West leads the ♣Q against 4♥ with dummy's ♣AK5 in view: by the conventions that is the top
  // of a sequence (♣QJ), a doubleton or a singleton, so declarer's layouts should give West the
  // ♣J far more often than the cards alone do.
  const deal = 'S:Q6.AKQJT.AK2.432 KJT3.65.T98.QJT9 8754.987.QJ3.AK5 A92.432.7654.876';
  const jackWithWest = (leadTrust: number) => {
    const state = boardAt(deal, 'S', '1H P 2H P 4H P P P', 'CQ');
    // Dummy's card is declarer's to choose, from declarer's view.
    const input = inputFor(state, 'S');
    const history = historyOf(input);
    const spec = layoutSpec(input.view, history, { ...DEFAULT_PLAY_OPTIONS, leadTrust });
    const sampler = layoutSampler(spec, seededRandom('lead'), 1000);
    let withWest = 0;
    const n = 400;
    for (let i = 0; i < n; i++) if (sampler.next()?.W?.includes('CJ')) withWest++;
    return withWest / n;
  };

  it('places the card below the top of a sequence led with the leader', () => {
    const unread = jackWithWest(1);
    expect(unread).toBeGreaterThan(0.35);
    expect(unread).toBeLessThan(0.65);
    expect(jackWithWest(DEFAULT_PLAY_OPTIONS.leadTrust)).toBeGreaterThan(unread + 0.25);
  });
});
