import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_BIDS } from '../bridge/call.js';
import { type Contract, parseContract, type Risk } from '../bridge/contract.js';
import { type Card, DECK, type Deal, SEATS, type Seat } from '../cards/types.js';
import { unwrap } from '../errors.js';
import type { RubberDeal } from './honours.js';
import {
  addRubberDeal,
  endRubber,
  type RubberState,
  rubberFromDeals,
  rubberSheet,
  startRubber,
} from './rubber.js';

function contract(text: string): Contract {
  return unwrap(parseContract(text));
}

function played(text: string, declarer: Seat, tricks: number): RubberDeal {
  return { contract: contract(text), declarer, tricks };
}

/** A complete deal in which the given seats hold the given cards; the rest is filled in pack order. */
function dealWith(fixed: Partial<Record<Seat, Card[]>>): Deal {
  const taken = new Set(Object.values(fixed).flat());
  const rest = DECK.filter((c) => !taken.has(c));
  const hands = {} as Record<Seat, Card[]>;
  for (const seat of SEATS) {
    const own = fixed[seat] ?? [];
    hands[seat] = [...own, ...rest.splice(0, 13 - own.length)];
  }
  return hands;
}

// rules.md §3.3, the example rubber (NS = We), dealt from North.
const EXAMPLE: readonly RubberDeal[] = [
  played('2S', 'N', 9),
  played('3NT', 'E', 9),
  played('4HX', 'S', 8),
  played('1NT', 'N', 7),
  played('3D', 'S', 10),
  { ...played('4S', 'E', 10), honours: { side: 'EW', points: 100 } },
];

describe('rubber bridge: the example of rules.md §3.3', () => {
  const state = unwrap(rubberFromDeals(EXAMPLE));
  const sheet = rubberSheet(state);

  it('totals 210 for We and 1120 for They: EW win by 910', () => {
    expect(sheet.totals).toEqual({ NS: 210, EW: 1120 });
    expect(sheet.we.total).toBe(210);
    expect(sheet.they.total).toBe(1120);
    expect(sheet.leader).toBe('EW');
    expect(sheet.margin).toBe(910);
    expect(sheet.status).toBe('complete');
  });

  it('writes each entry above or below the line in its game', () => {
    const points = (entries: readonly { points: number }[]) => entries.map((e) => e.points);
    expect(points(sheet.we.above)).toEqual([30, 20]);
    expect(sheet.we.below.map(points)).toEqual([[60], [40, 60], []]);
    expect(sheet.they.above.map((e) => [e.kind, e.points])).toEqual([
      ['undertricks', 300],
      ['honours', 100],
      ['rubber', 500],
    ]);
    expect(sheet.they.below.map(points)).toEqual([[100], [], [120]]);
    expect([sheet.we.aboveTotal, sheet.we.belowTotal, sheet.they.aboveTotal, sheet.they.belowTotal]).toEqual([
      50, 160, 900, 220,
    ]);
  });

  it('draws three game lines and tracks vulnerability and the dealer deal by deal', () => {
    expect(sheet.gameLines).toEqual([
      { game: 1, winner: 'EW', deal: 2 },
      { game: 2, winner: 'NS', deal: 5 },
      { game: 3, winner: 'EW', deal: 6 },
    ]);
    expect(state.deals.map((d) => [d.number, d.dealer, d.vulnerability])).toEqual([
      [1, 'N', 'None'],
      [2, 'E', 'None'],
      [3, 'S', 'EW'],
      [4, 'W', 'EW'],
      [5, 'N', 'EW'],
      [6, 'E', 'All'],
    ]);
    expect(sheet.games).toEqual({ NS: 1, EW: 2 });
  });

  it('finds the same honours from the hands: declarer E holds ♠A K Q J', () => {
    const withHands: RubberDeal[] = [
      ...EXAMPLE.slice(0, 5),
      { ...played('4S', 'E', 10), deal: dealWith({ E: ['SA', 'SK', 'SQ', 'SJ'] }) },
    ];
    const fromHands = unwrap(rubberFromDeals(withHands));
    expect(rubberSheet(fromHands).totals).toEqual({ NS: 210, EW: 1120 });
    expect(fromHands.deals[5]?.honours).toEqual({ side: 'EW', points: 100 });
  });

  it('rejects any deal after the rubber is over', () => {
    const more = addRubberDeal(state, played('1C', 'N', 7));
    expect(more.ok || more.error.code).toBe('SESSION_OVER');
    if (!more.ok) expect(more.error.messageDe).toMatch(/Robber/);
    const end = endRubber(state);
    expect(end.ok || end.error.code).toBe('SESSION_OVER');
  });
});

describe('rubber bridge: more hand-made rubbers', () => {
  it('gives 700 for a 2–0 rubber, and the second game is played vulnerable', () => {
    const state = unwrap(rubberFromDeals([played('4S', 'N', 10), played('3NT', 'S', 10)]));
    const sheet = rubberSheet(state);
    // 120 + 100 below, 30 overtrick, 700 rubber bonus.
    expect(sheet.totals).toEqual({ NS: 950, EW: 0 });
    expect(sheet.we.above.map((e) => [e.kind, e.points])).toEqual([
      ['overtricks', 30],
      ['rubber', 700],
    ]);
    expect(state.deals[1]?.vulnerability).toBe('NS');
    expect(sheet.status).toBe('complete');
  });

  it('scores vulnerable penalties and slams from the rubber state', () => {
    // NS game; then NS 6H= vulnerable (180 below, 750 slam above) wins the rubber 2–0.
    const state = unwrap(rubberFromDeals([played('5C', 'S', 11), played('6H', 'N', 12)]));
    expect(rubberSheet(state).totals).toEqual({ NS: 100 + 180 + 750 + 700, EW: 0 });
    // EW game; then EW 3NTX −2 vulnerable: NS +500 above.
    const penalty = unwrap(rubberFromDeals([played('4H', 'W', 10), played('3NTX', 'E', 7)]));
    expect(rubberSheet(penalty).totals).toEqual({ NS: 500, EW: 120 });
  });

  it('lets part-scores build a game, and cuts them off (but keeps them in the total) when the other side makes game', () => {
    let state = unwrap(rubberFromDeals([played('2S', 'N', 8), played('4H', 'E', 10), played('2S', 'S', 8)]));
    let sheet = rubberSheet(state);
    expect(sheet.partScores).toEqual({ NS: 60, EW: 0 });
    expect(sheet.games).toEqual({ NS: 0, EW: 1 });
    expect(sheet.totals).toEqual({ NS: 120, EW: 120 });
    // 1NT makes 40 more: 60 + 40 = 100 → game for NS.
    state = unwrap(addRubberDeal(state, played('1NT', 'N', 7)));
    sheet = rubberSheet(state);
    expect(sheet.games).toEqual({ NS: 1, EW: 1 });
    expect(sheet.partScores).toEqual({ NS: 0, EW: 0 });
    expect(sheet.vulnerability).toBe('All');
  });

  it('counts a doubled part-score that reaches 100 as game', () => {
    const sheet = rubberSheet(unwrap(rubberFromDeals([played('2SX', 'N', 8)])));
    expect(sheet.games).toEqual({ NS: 1, EW: 0 });
    expect(sheet.we.below[0]?.map((e) => e.points)).toEqual([120]);
    expect(sheet.we.above.map((e) => [e.kind, e.points])).toEqual([['insult', 50]]);
  });

  it('lets the next dealer deal after a pass-out, scoring nothing', () => {
    const state = unwrap(rubberFromDeals([{ passedOut: true }, played('1NT', 'E', 7)], { firstDealer: 'W' }));
    expect(state.deals.map((d) => d.dealer)).toEqual(['W', 'N']);
    const sheet = rubberSheet(state);
    expect(sheet.dealer).toBe('E');
    expect(sheet.totals).toEqual({ NS: 0, EW: 40 });
  });

  it('ends an unfinished rubber with 300 for the only game and 100 for the only part-score (RL80)', () => {
    const deals = [played('4H', 'N', 10), played('2C', 'W', 8)];
    const ended = unwrap(endRubber(unwrap(rubberFromDeals(deals))));
    const sheet = rubberSheet(ended);
    expect(sheet.status).toBe('unfinished');
    expect(sheet.we.above.map((e) => [e.kind, e.points])).toEqual([['unfinishedGame', 300]]);
    expect(sheet.they.above.map((e) => [e.kind, e.points])).toEqual([['unfinishedPartScore', 100]]);
    expect(sheet.totals).toEqual({ NS: 420, EW: 140 });
    const older = rubberSheet(unwrap(rubberFromDeals(deals, { unfinishedPartScoreBonus: 50, end: true })));
    expect(older.totals).toEqual({ NS: 420, EW: 90 });
    const again = addRubberDeal(ended, played('1C', 'N', 7));
    expect(again.ok || again.error.code).toBe('SESSION_OVER');
  });

  it('gives no unfinished bonus at one game all, or when both sides have a part-score', () => {
    const sheet = rubberSheet(
      unwrap(
        rubberFromDeals(
          [played('4H', 'N', 10), played('4S', 'E', 10), played('2C', 'N', 8), played('2D', 'W', 8)],
          {
            end: true,
          },
        ),
      ),
    );
    expect(sheet.we.above).toEqual([]);
    expect(sheet.they.above).toEqual([]);
    expect(sheet.totals).toEqual({ NS: 160, EW: 160 });
  });

  it('scores honours for whoever holds them, made or not', () => {
    // NS bid 4♠ and go one down; West holds all five spade honours: EW 150 + 50.
    const defenders = rubberSheet(
      unwrap(
        rubberFromDeals([{ ...played('4S', 'N', 9), deal: dealWith({ W: ['SA', 'SK', 'SQ', 'ST', 'SJ'] }) }]),
      ),
    );
    expect(defenders.they.above.map((e) => [e.kind, e.points])).toEqual([
      ['undertricks', 50],
      ['honours', 150],
    ]);
    // Four aces in dummy's hand at no trump: 150 for declarer's side.
    const aces = rubberSheet(
      unwrap(
        rubberFromDeals([{ ...played('3NT', 'S', 9), deal: dealWith({ N: ['SA', 'HA', 'DA', 'CA'] }) }]),
      ),
    );
    expect(aces.we.above.map((e) => [e.kind, e.points])).toEqual([['honours', 150]]);
    // Honours split between partners (A K Q in North, J 10 in South) score nothing.
    const split = unwrap(
      rubberFromDeals([
        { ...played('4S', 'N', 10), deal: dealWith({ N: ['SA', 'SK', 'SQ'], S: ['SJ', 'ST'] }) },
      ]),
    );
    expect(split.entries.some((e) => e.kind === 'honours')).toBe(false);
  });

  it('rejects bad input with English and German messages', () => {
    const start = unwrap(startRubber());
    const cases: [RubberDeal, string][] = [
      [played('3NT', 'N', 14), 'BAD_TRICKS'],
      [{ ...played('3NT', 'N', 9), honours: { side: 'NS', points: 100 } }, 'BAD_RESULT'],
      [{ ...played('4S', 'N', 9), honours: { side: 'NE' as 'NS', points: 100 } }, 'BAD_INPUT'],
      [{ ...played('4S', 'N', 9), honours: { side: 'NS', points: 100 }, deal: dealWith({}) }, 'BAD_RESULT'],
      [{ ...played('4S', 'N', 9), deal: { ...dealWith({}), N: [] } }, 'BAD_DEAL'],
    ];
    for (const [deal, code] of cases) {
      const r = addRubberDeal(start, deal);
      expect(r.ok || r.error.code).toBe(code);
      if (!r.ok) expect(r.error.messageDe).not.toBe(r.error.message);
    }
    const settings = startRubber({ unfinishedPartScoreBonus: 70 as 50 });
    expect(settings.ok || settings.error.code).toBe('BAD_INPUT');
    const dealer = startRubber({ firstDealer: 'Q' as Seat });
    expect(dealer.ok || dealer.error.code).toBe('BAD_SEAT');
  });
});

describe('rubber bridge properties', () => {
  const RISKS: readonly Risk[] = ['', 'X', 'XX'];
  const deal: fc.Arbitrary<RubberDeal> = fc.oneof(
    { weight: 1, arbitrary: fc.constant<RubberDeal>({ passedOut: true }) },
    {
      weight: 9,
      arbitrary: fc
        .record({
          bid: fc.constantFrom(...ALL_BIDS),
          risk: fc.constantFrom(...RISKS),
          declarer: fc.constantFrom(...SEATS),
          tricks: fc.integer({ min: 0, max: 13 }),
        })
        .map(({ bid, risk, declarer, tricks }) => ({
          contract: { level: bid.level, strain: bid.strain, risk },
          declarer,
          tricks,
        })),
    },
  );

  /** Plays deals until the rubber is over, ignoring the rest. */
  function play(deals: readonly RubberDeal[], end: boolean): RubberState {
    let state = unwrap(startRubber());
    for (const d of deals) {
      if (state.status !== 'playing') break;
      state = unwrap(addRubberDeal(state, d));
    }
    return end && state.status === 'playing' ? unwrap(endRubber(state)) : state;
  }

  it('totals are the sums of the sheet entries, above plus below', () => {
    fc.assert(
      fc.property(fc.array(deal, { maxLength: 25 }), fc.boolean(), (deals, end) => {
        const state = play(deals, end);
        const sheet = rubberSheet(state);
        for (const side of ['NS', 'EW'] as const) {
          const sum = state.entries.filter((e) => e.side === side).reduce((a, e) => a + e.points, 0);
          expect(sheet.totals[side]).toBe(sum);
        }
        for (const column of [sheet.we, sheet.they]) {
          const below = column.below.flat().reduce((a, e) => a + e.points, 0);
          const above = column.above.reduce((a, e) => a + e.points, 0);
          expect(column.total).toBe(above + below);
        }
        expect(sheet.margin).toBe(Math.abs(sheet.totals.NS - sheet.totals.EW));
      }),
    );
  });

  it('draws a game line exactly when a side reaches 100 below in a game, and ends at two games', () => {
    fc.assert(
      fc.property(fc.array(deal, { maxLength: 25 }), (deals) => {
        const state = play(deals, false);
        const sheet = rubberSheet(state);
        for (const line of sheet.gameLines) {
          const block = (side: 'NS' | 'EW') =>
            state.entries
              .filter((e) => e.line === 'below' && e.side === side && e.game === line.game)
              .reduce((a, e) => a + e.points, 0);
          expect(block(line.winner)).toBeGreaterThanOrEqual(100);
          expect(block(line.winner === 'NS' ? 'EW' : 'NS')).toBeLessThan(100);
        }
        const complete = Math.max(sheet.games.NS, sheet.games.EW) === 2;
        expect(sheet.status === 'complete').toBe(complete);
        expect(state.entries.filter((e) => e.kind === 'rubber').length).toBe(complete ? 1 : 0);
        expect(sheet.gameLines.length).toBeLessThanOrEqual(3);
      }),
    );
  });
});
