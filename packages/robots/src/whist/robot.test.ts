import {
  BIG_JOKER,
  dealWhist,
  LITTLE_JOKER,
  SEATS,
  type Seat,
  seededRandom,
  type WhistAction,
  type WhistCard,
  type WhistSetup,
  type WhistState,
  whistGame,
  whistRules,
} from '@tenace/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseDiscard, estimateTricks } from './estimate.js';
import { baselineWhistRobot, type WhistRobot, whistRobot } from './robot.js';
import { hiddenInfo, knownVoids, sampleHidden } from './sample.js';
import { playWhistGame, playWhistHandWith } from './selfplay.js';

const rulesOf = (o: object = {}) => {
  const r = whistRules(o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const start = (setup: WhistSetup): WhistState => {
  const r = whistGame.initial(setup);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const replay = (setup: WhistSetup, state: WhistState): WhistState => {
  const r = whistGame.replay(setup, state.events);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const decide = (robot: WhistRobot, state: WhistState, seat: Seat): WhistAction =>
  robot.decide({ view: whistGame.viewFor(state, seat), legal: whistGame.legalActions(state, seat) });
const everyone = (robot: WhistRobot) => ({ N: robot, E: robot, S: robot, W: robot });

/** Plays `steps` actions of a hand with the robot in every seat. */
function advance(state0: WhistState, robot: WhistRobot, steps: number): WhistState {
  let state = state0;
  for (let i = 0; i < steps && !whistGame.isOver(state); i++) {
    const seat = whistGame.awaiting(state)[0] as Seat;
    const r = whistGame.apply(state, seat, decide(robot, state, seat));
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  return state;
}

/** The setup with cards x and y exchanged wherever they lie. */
function swapped(setup: WhistSetup, x: WhistCard, y: WhistCard): WhistSetup {
  const swap = (c: WhistCard) => (c === x ? y : c === y ? x : c);
  const hands = {} as Record<Seat, WhistCard[]>;
  for (const s of SEATS) hands[s] = setup.hands[s].map(swap);
  return { ...setup, hands, kitty: setup.kitty.map(swap) };
}

describe('robots do not peek', () => {
  it('two deals differing only in cards the seat cannot see give the same view and the same decision', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 0, max: 54 }), (seed, steps) => {
        const robot = whistRobot({
          seed: 7,
          playSamples: 4,
          bidSamples: 3,
          ddTricks: 12,
          nodeBudget: 20_000,
        });
        const setup = dealWhist(seededRandom(seed), 'W', rulesOf());
        // The baseline moves the hand along (fast); our robot makes the decision under test.
        const state = advance(start(setup), baselineWhistRobot(), steps);
        if (whistGame.isOver(state)) return;
        const seat = whistGame.awaiting(state)[0] as Seat;
        // Two other seats that hold an unplayed card of the same suit each: exchange those cards.
        const others = SEATS.filter((s) => s !== seat && s !== state.contract?.declarer);
        const [a, b] = others;
        if (a === undefined || b === undefined) return;
        const pair = state.hands[a]
          .flatMap((x) =>
            state.hands[b]
              .filter((y) => x[0] === y[0] && x !== 'BJ' && x !== 'LJ' && y !== 'BJ' && y !== 'LJ')
              .map((y) => [x, y] as const),
          )
          .at(0);
        if (pair === undefined) return;
        const other = replay(swapped(setup, pair[0], pair[1]), state);
        expect(other.hands[a]).not.toEqual(state.hands[a]);
        expect(whistGame.viewFor(other, seat)).toEqual(whistGame.viewFor(state, seat));
        expect(decide(robot, other, seat)).toEqual(decide(robot, state, seat));
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});

describe('robots play legal games under the house rules', () => {
  const sets = [
    {},
    { noJokers: true, declarerLeads: true },
    { smallKitty: true, noTrumpJokersFree: true },
    { noJokers: true, smallKitty: true, showKitty: true },
    { allPass: 'redeal', minBid: 4, downtownBeatsUptown: true, downtownAce: 'low' },
  ];
  it.each(sets)(
    'a hand with %o: every action accepted, the hand ends',
    (options) => {
      const robot = whistRobot({ seed: 1, playSamples: 4, bidSamples: 3 });
      const final = playWhistHandWith(
        everyone(robot),
        start(dealWhist(seededRandom(3), 'S', rulesOf(options))),
      );
      expect(whistGame.isOver(final)).toBe(true);
    },
    60_000,
  );
  it('a whole game between our robots and the baseline ends with a winner', () => {
    const ours = whistRobot({ seed: 2, playSamples: 4, bidSamples: 3 });
    const base = baselineWhistRobot();
    const game = playWhistGame(
      { N: ours, S: ours, E: base, W: base },
      rulesOf({ rounds: 3 }),
      'N',
      seededRandom(5),
    );
    expect(game.match.over).toBe(true);
    expect(game.match.winner === 'NS' || game.match.winner === 'EW').toBe(true);
  }, 60_000);
});

describe('estimates and the discard', () => {
  const spadesUp = { trump: 'S' as const, direction: 'uptown' as const, aceLow: false };
  const nt = { trump: null, direction: 'uptown' as const, aceLow: false };
  it('top trumps and long trumps count; a weak hand counts little', () => {
    const strong: WhistCard[] = ['BJ', 'LJ', 'SA', 'SK', 'SQ', 'S9', 'S5', 'HA', 'HK', 'DA', 'C3', 'C2'];
    const weak: WhistCard[] = ['S2', 'S3', 'S4', 'H5', 'H6', 'H7', 'D8', 'D9', 'DT', 'C4', 'C5', 'C6'];
    expect(estimateTricks(strong, spadesUp)).toBeGreaterThanOrEqual(9);
    expect(estimateTricks(weak, spadesUp)).toBeLessThanOrEqual(1);
    expect(estimateTricks(strong, spadesUp)).toBeGreaterThan(estimateTricks(strong, nt));
  });
  it('downtown counts the low cards', () => {
    const low: WhistCard[] = ['SA', 'S2', 'S3', 'S4', 'HA', 'H2', 'D2', 'D3', 'C2', 'C3', 'C4', 'C5'];
    const down = { trump: 'C' as const, direction: 'downtown' as const, aceLow: false };
    expect(estimateTricks(low, down)).toBeGreaterThan(estimateTricks(low, { ...down, direction: 'uptown' }));
  });
  it('in no trump the jokers are discarded first; in trumps they are kept', () => {
    const hand: WhistCard[] = [
      'BJ',
      'LJ',
      'SA',
      'SK',
      'SQ',
      'S9',
      'S5',
      'HA',
      'HK',
      'DA',
      'C3',
      'C2',
      'D4',
      'D5',
      'H9',
      'H8',
      'C8',
      'C7',
    ];
    const ntDiscard = chooseDiscard(hand, 6, nt);
    expect(ntDiscard).toContain('BJ');
    expect(ntDiscard).toContain('LJ');
    const trumpDiscard = chooseDiscard(hand, 6, spadesUp);
    expect(trumpDiscard).not.toContain('BJ');
    expect(trumpDiscard).not.toContain('SA');
    expect(new Set(trumpDiscard).size).toBe(6);
  });
});

describe('sampling the hidden cards', () => {
  it('fills every hidden place to its size with the unseen cards and honours the voids', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 6, max: 50 }), (seed, steps) => {
        const robot = baselineWhistRobot();
        const state = advance(start(dealWhist(seededRandom(seed), 'N', rulesOf())), robot, steps);
        if (whistGame.isOver(state)) return;
        const seat = whistGame.awaiting(state)[0] as Seat;
        const view = whistGame.viewFor(state, seat);
        const info = hiddenInfo(view);
        const mode = state.contract?.declaration ? { ...state.contract.declaration, aceLow: false } : null;
        const sample = sampleHidden(info, mode, seededRandom(seed));
        const all = [...sample.N, ...sample.E, ...sample.S, ...sample.W, ...sample.pile].sort();
        expect(all).toEqual([...info.unseen].sort());
        for (const s of SEATS) if (s !== seat) expect(sample[s]).toHaveLength(state.hands[s].length);
        if (mode !== null) {
          const voids = knownVoids(view, mode);
          for (const s of SEATS) {
            if (s === seat) continue;
            // The real hand never holds a suit its seat showed out of, nor may the sample.
            for (const card of sample[s]) {
              const suit = card === 'BJ' || card === 'LJ' ? mode.trump : (card[0] as 'S');
              if (suit !== null) expect(voids[s].has(suit)).toBe(false);
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});

describe('the baseline robot', () => {
  it('bids the lowest bid its plain count reaches, uptown or downtown, and passes a weak hand', () => {
    const s = start(dealWhist(seededRandom(2), 'N', rulesOf()));
    const first = 'E' as Seat;
    const bidWith = (hand: WhistCard[]) =>
      baselineWhistRobot().decide({
        view: { ...whistGame.viewFor(s, first), hands: { [first]: hand } },
        legal: whistGame.legalActions(s, first),
      });
    // Two jokers, six spades to the ace, the ace of hearts: 5 + 6.5 books, uptown.
    expect(
      bidWith([BIG_JOKER, LITTLE_JOKER, 'SA', 'SK', 'SQ', 'SJ', 'S9', 'S8', 'HA', 'D5', 'C4', 'C3']),
    ).toEqual({
      type: 'bid',
      bid: { level: 3, type: 'uptown' },
    });
    // Aces and deuces: the top and second cards downtown (ace high), so downtown.
    expect(bidWith(['DA', 'D2', 'D3', 'D4', 'D5', 'D6', 'CA', 'C2', 'HA', 'H2', 'S3', 'S4'])).toEqual({
      type: 'bid',
      bid: { level: 3, type: 'downtown' },
    });
    expect(bidWith(['S2', 'S5', 'S7', 'H3', 'H8', 'HJ', 'D4', 'D9', 'DT', 'C6', 'CT', 'CQ'])).toEqual({
      type: 'pass',
    });
  });

  it('plays its highest card when it wins the trick and its lowest when it does not', () => {
    const base = baselineWhistRobot();
    const view = (trick: WhistCard[], hand: WhistCard[]) => {
      const s = start(dealWhist(seededRandom(1), 'N', rulesOf()));
      return {
        ...whistGame.viewFor(s, 'S'),
        phase: 'play' as const,
        contract: {
          declarer: 'N' as Seat,
          bid: { level: 3, type: 'uptown' as const },
          declaration: { trump: 'H' as const, direction: 'uptown' as const },
        },
        trick: { leader: 'E' as Seat, cards: trick },
        hands: { S: hand },
      };
    };
    const legal = (cards: WhistCard[]): WhistAction[] => cards.map((card) => ({ type: 'play', card }));
    expect(base.decide({ view: view(['S9'], ['SA', 'SK', 'S2']), legal: legal(['SA', 'SK', 'S2']) })).toEqual(
      { type: 'play', card: 'SA' },
    );
    expect(base.decide({ view: view(['SA'], ['SK', 'S2']), legal: legal(['SK', 'S2']) })).toEqual({
      type: 'play',
      card: 'S2',
    });
  });
});
