import {
  bridgeGame,
  type Card,
  DECK,
  type Deal,
  hcp,
  parseDeal,
  randomDeal,
  SEATS,
  type Seat,
  seededRandom,
  suitOf,
  unwrap,
} from '@tenace/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORUM_D } from '../bidding/forumd/index.js';
import { SAYC } from '../bidding/sayc/index.js';
import { explainAuction } from '../bidding/system.js';
import { layoutSpec } from './decide.js';
import { type CardPlayOptions, DEFAULT_PLAY_OPTIONS } from './options.js';
import { EVIDENCE_TRIES, type LayoutSpec, layoutSampler } from './sample.js';
import { boardAt, historyOf, inputFor } from './testing.js';

const FINESSE = 'S:QJ54.AK2.5432.76 T98.QJ6.KJ9.AKQ8 AK32.543.AQ.5432 76.T987.T876.JT9';
const TO_FINESSE =
  'CJ C6 C8 C2 CT C7 CA C3 CK C4 C9 S4 CQ C5 D6 S5 ST S2 S6 SJ SQ S9 S3 S7 HA H6 H3 H7 HK HJ H4 H8 D2 D9';

function sampler(calls: string, seed = 'sample') {
  const input = inputFor(boardAt(FINESSE, 'S', calls, TO_FINESSE));
  const history = historyOf(input);
  const spec = layoutSpec(input.view, history, DEFAULT_PLAY_OPTIONS);
  return { spec, sampler: layoutSampler(spec, seededRandom(seed), 1000) };
}

describe('layouts of the hidden cards', () => {
  it('keep what the seat saw: its hands, the counts, the voids shown, every unseen card once', () => {
    const { spec, sampler: s } = sampler('1D 1NT 3NT P P P');
    for (let i = 0; i < 50; i++) {
      const layout = s.next();
      if (layout === null) throw new Error('no layout');
      expect(layout.N).toEqual(spec.known.N);
      expect(layout.S).toEqual(spec.known.S);
      // West has played to the trick in progress, East not yet.
      expect(layout.W).toHaveLength(4);
      expect(layout.E).toHaveLength(5);
      // East showed out of clubs at trick 4.
      expect(layout.E.some((c) => suitOf(c) === 'C')).toBe(false);
      expect([...layout.E, ...layout.W].sort()).toEqual([...spec.unseen].sort());
    }
  });

  it('weigh the costly evidence after the cheap one, and ask it at most EVIDENCE_TRIES times per layout', () => {
    const { spec } = sampler('1D P 3NT P P P');
    const base: LayoutSpec = { ...spec, weight: () => 1 };
    const share = (evidence: ((hands: Deal) => number) | undefined) => {
      let asked = 0;
      const s = layoutSampler(
        {
          ...base,
          ...(evidence === undefined
            ? {}
            : {
                evidence: (hands: Deal) => {
                  asked++;
                  return evidence(hands);
                },
              }),
        },
        seededRandom('evidence'),
        1000,
      );
      let west = 0;
      for (let i = 0; i < 800; i++) if (s.next()?.W.includes('DK')) west++;
      return { west: west / 800, asked: asked / 800 };
    };
    const plain = share(undefined);
    // A layout with the ♦K in West's hand keeps a quarter of its weight: p / 4 / (p / 4 + 1 - p).
    const weighed = share((hands) => (hands.W.includes('DK') ? 0.25 : 1));
    const expected = plain.west / 4 / (plain.west / 4 + 1 - plain.west);
    expect(Math.abs(weighed.west - expected)).toBeLessThan(0.05);
    expect(weighed.asked).toBeGreaterThan(1);
    // Evidence that turns down nearly every layout is asked four times, then the heaviest is taken.
    const harsh = share(() => 1e-9);
    expect(harsh.asked).toBe(EVIDENCE_TRIES);
    // Turned down by the cheap weight, a layout is never weighed by the costly one.
    let asked = 0;
    const cheapFirst = layoutSampler(
      {
        ...spec,
        weight: (hands) => (hands.W.includes('DK') ? 1e-9 : 1),
        evidence: (hands) => {
          asked++;
          expect(hands.W.includes('DK')).toBe(false);
          return 1;
        },
      },
      seededRandom('cheap'),
      1000,
    );
    for (let i = 0; i < 100; i++) cheapFirst.next();
    expect(asked).toBeGreaterThanOrEqual(100);
  });

  it('place the honour the auction shows: after a 1NT overcall the ♦K is always with West', () => {
    const { sampler: s } = sampler('1D 1NT 3NT P P P');
    let west = 0;
    for (let i = 0; i < 200; i++) if (s.next()?.W.includes('DK')) west++;
    expect(west).toBe(200);
    expect(s.level).toBe('system');
  });

  it('read a call as every system rule that can make it: a takeout double with shape, not only the strong one', () => {
    // South doubles 1♠ on 13 HCP with a singleton spade (seed 1's board 1 of bench:play). SAYC
    // has a strong double (17+) beside the one with shape; the layouts must allow either.
    const deal = 'N:K53.AT4.JT4.J654 AJ98742.6.KQ72.3 T.Q532.A85.AKT72 Q6.KJ987.963.Q98';
    const state = boardAt(deal, 'N', 'P 1S X 1NT P P P', 'C4');
    const input = inputFor(state, 'W');
    const history = historyOf(input);
    const spec = layoutSpec(input.view, history, DEFAULT_PLAY_OPTIONS);
    const double = explainAuction(SAYC, state.auction, 'None')[2];
    expect(double?.rules.length).toBeGreaterThan(1);
    const south = spec.constraints?.S.hcp;
    expect(south?.[0]).toBe(double?.shown.hcp[0]);
    expect(south?.[0]).toBeLessThanOrEqual(hcp(unwrap(parseDeal(deal)).S));
    const s = layoutSampler(spec, seededRandom('double'), 1000);
    let light = 0;
    for (let i = 0; i < 200; i++) {
      const layout = s.next();
      if (layout === null) throw new Error('no layout');
      if (hcp(layout.S) < 17) light++;
    }
    expect(s.level).toBe('system');
    expect(light).toBeGreaterThan(50);
  });

  it('read what a pass denies: a defender who passed 1♥ holds no overcall, though the ranges allow one', () => {
    const deal = 'S:Q6.AKQJT.AK2.432 KJT3.65.T98.QJT9 8754.987.QJ3.AK5 A92.432.7654.876';
    const input = inputFor(boardAt(deal, 'S', '1H P 2H P 4H P P P', 'CQ'), 'S');
    const history = historyOf(input);
    const spec = layoutSpec(input.view, history, { ...DEFAULT_PLAY_OPTIONS, leadTrust: 1 });
    const { wouldCall: _, ...byRanges } = spec;
    // Five spades and 10 HCP: the system overcalls 1♠ with such a hand.
    const overcalls = (from: LayoutSpec) => {
      const s = layoutSampler(from, seededRandom('pass'), 1000);
      let n = 0;
      for (let i = 0; i < 400; i++) {
        const layout = s.next();
        if (layout === null) throw new Error('no layout');
        for (const seat of ['W', 'E'] as const) {
          const original = [...layout[seat], ...history.playedBy[seat]];
          if (original.filter((c) => suitOf(c) === 'S').length >= 5 && hcp(original) >= 10) n++;
        }
      }
      return { n, level: s.level };
    };
    expect(overcalls(byRanges).n).toBeGreaterThan(10);
    expect(overcalls(spec)).toEqual({ n: 0, level: 'system' });
  });

  it("read each side's calls by its own system: Forum D's 2♦ is the strong opening, not SAYC's weak two", () => {
    // East-West play Forum D (2♦ game forcing, 2♥ the relay); South, on lead, plays SAYC.
    const deal = 'N:96.A32.JT974.QT5 AK5.4.AKQ2.AKJ63 J843.Q965.83.742 QT72.KJT87.65.98';
    const input = inputFor(boardAt(deal, 'E', '2D P 2H P 3C P 3H P 3NT P P P', ''), 'S');
    const reading = (options: Partial<CardPlayOptions>) =>
      layoutSpec(input.view, historyOf(input), { ...DEFAULT_PLAY_OPTIONS, ...options }).wouldCall;
    const east = unwrap(parseDeal(deal)).E;
    expect(reading({ opponentSystem: FORUM_D })?.('E', east)).toBe(true);
    // Read by South's own system, East's 2♦ is a weak two in diamonds.
    expect(reading({})?.('E', east)).toBe(false);
  });

  it('loosen the auction when it cannot be met, keeping the hard facts', () => {
    // West's 1NT (15-18) and East's 1NT too cannot both hold with 23 HCP in North-South.
    const input = inputFor(boardAt(FINESSE, 'S', '1D 1NT 3NT P P P', TO_FINESSE));
    const history = historyOf(input);
    const spec = layoutSpec(input.view, history, DEFAULT_PLAY_OPTIONS);
    const constraints = spec.constraints;
    if (constraints === null) throw new Error('no constraints');
    const impossible = { ...spec, constraints: { ...constraints, E: constraints.W } };
    const s = layoutSampler(impossible, seededRandom('x'), 200);
    const layout = s.next();
    expect(layout).not.toBeNull();
    expect(s.level).toBe('free');
    expect(layout?.E.some((c) => suitOf(c) === 'C')).toBe(false);
  });

  it('never loosen the auction for soft evidence: when every layout weighs almost nothing, the heaviest is taken', () => {
    const { spec } = sampler('1D 1NT 3NT P P P');
    // West holding the ♥Q weighs a millionth, East holding it a billionth.
    const weighted = {
      ...spec,
      weight: (hands: { W: readonly string[] }) => (hands.W.includes('HQ') ? 1e-6 : 1e-9),
    };
    const s = layoutSampler(weighted, seededRandom('soft'), 50);
    for (let i = 0; i < 20; i++) expect(s.next()?.W).toContain('HQ');
    expect(s.level).toBe('system');
  });

  it('property: for random boards played at random, every layout is a consistent deal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 40 }), (seed, cards) => {
        const random = seededRandom(seed);
        const deal = randomDeal(random, 'N');
        let state = unwrap(bridgeGame.initial({ deal, dealer: 'N', vulnerability: 'None' }));
        for (const call of ['1NT', 'P', 'P', 'P']) {
          const seat = bridgeGame.awaiting(state)[0] as Seat;
          const legal = bridgeGame
            .legalActions(state, seat)
            .find(
              (a) => a.type === 'call' && (call === 'P' ? a.call.type === 'pass' : a.call.type === 'bid'),
            );
          if (legal === undefined) throw new Error('no call');
          state = unwrap(bridgeGame.apply(state, seat, legal)).state;
        }
        for (let i = 0; i < cards; i++) {
          const seat = bridgeGame.awaiting(state)[0] as Seat;
          const plays = bridgeGame.legalActions(state, seat).filter((a) => a.type === 'play');
          const action = plays[random.nextUint32() % plays.length];
          if (action === undefined) throw new Error('no card');
          state = unwrap(bridgeGame.apply(state, seat, action)).state;
        }
        const seat = bridgeGame.awaiting(state)[0] as Seat;
        const input = inputFor(state, seat);
        const history = historyOf(input);
        const spec = layoutSpec(input.view, history, DEFAULT_PLAY_OPTIONS);
        const layout = layoutSampler(spec, seededRandom(seed), 1000).next();
        if (layout === null) return false;
        const played = history.cards.map((c) => c.card);
        const all = [...SEATS.flatMap((s) => layout[s]), ...played].sort();
        expect(all).toEqual([...DECK].sort());
        for (const s of SEATS) {
          expect(layout[s].length + history.playedBy[s].length).toBe(13);
          for (const suit of history.voids[s])
            expect(layout[s].some((c: Card) => suitOf(c) === suit)).toBe(false);
        }
        return true;
      }),
      { numRuns: 25 },
    );
  });
});
