import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_BIDS } from '../bridge/call.js';
import { type Contract, parseContract, type Risk } from '../bridge/contract.js';
import { type Card, DECK, type Deal, SEATS, type Seat } from '../cards/types.js';
import { unwrap } from '../errors.js';
import {
  addChicagoDeal,
  chicagoFromDeals,
  chicagoSheet,
  chicagoVulnerability,
  startChicago,
} from './chicago.js';
import type { RubberDeal } from './honours.js';
import { nsScore } from './result.js';

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

// rules.md §3.4, the example round (first dealer N).
const EXAMPLE: readonly RubberDeal[] = [
  played('2H', 'N', 8),
  played('3C', 'E', 8),
  played('2S', 'S', 8),
  played('2D', 'W', 9),
];

describe('Chicago: the example of rules.md §3.4 (variant A, dealer vulnerable)', () => {
  const state = unwrap(chicagoFromDeals(EXAMPLE));
  const sheet = chicagoSheet(state);

  it('totals NS 720, EW 160', () => {
    expect(sheet.totals).toEqual({ NS: 720, EW: 160 });
    expect(sheet.leader).toBe('NS');
    expect(sheet.margin).toBe(560);
    expect(sheet.over).toBe(true);
    expect(sheet.next).toBeUndefined();
  });

  it('scores each deal as the spec breaks it down', () => {
    expect(sheet.deals.map((d) => d.items.map((i) => [i.side, i.kind, i.points]))).toEqual([
      [['NS', 'tricks', 60]],
      [['NS', 'undertricks', 100]],
      [
        ['NS', 'tricks', 60],
        ['NS', 'game', 500],
      ],
      [
        ['EW', 'tricks', 40],
        ['EW', 'overtricks', 20],
        ['EW', 'partScore', 100],
      ],
    ]);
    expect(sheet.partScores).toEqual({ NS: 0, EW: 40 });
  });

  it('rotates the deal from North with the vulnerability of each deal', () => {
    expect(state.deals.map((d) => [d.deal, d.dealer, d.vulnerability])).toEqual([
      [1, 'N', 'None'],
      [2, 'E', 'EW'],
      [3, 'S', 'NS'],
      [4, 'W', 'All'],
    ]);
  });

  it('refuses a fifth deal', () => {
    const fifth = addChicagoDeal(state, played('1C', 'N', 7));
    expect(fifth.ok || fifth.error.code).toBe('SESSION_OVER');
    if (!fifth.ok) expect(fifth.error.messageDe).toMatch(/Chicago/);
  });
});

describe('Chicago: settings and variants', () => {
  it("switches deals 2 and 3 with chicagoVul23 'nonDealer'", () => {
    const state = unwrap(chicagoFromDeals(EXAMPLE, { chicagoVul23: 'nonDealer' }));
    expect(state.deals.map((d) => d.vulnerability)).toEqual(['None', 'NS', 'EW', 'All']);
    // Deal 2: EW not vulnerable, one down: 50. Deal 3: NS game not vulnerable: 300.
    expect(chicagoSheet(state).totals).toEqual({ NS: 60 + 50 + 60 + 300, EW: 160 });
  });

  it('scores variant B exactly like duplicate boards', () => {
    const sheet = chicagoSheet(unwrap(chicagoFromDeals(EXAMPLE, { variant: 'B' })));
    // 2♥= 110, 3♣−1 vulnerable 100, 2♠= 110, 2♦+1 110.
    expect(sheet.totals).toEqual({ NS: 320, EW: 110 });
    expect(sheet.partScores).toEqual({ NS: 0, EW: 0 });
  });

  it('gives 50 for every part-score in house variant C, deal 4 included', () => {
    const sheet = chicagoSheet(unwrap(chicagoFromDeals(EXAMPLE, { variant: 'C' })));
    expect(sheet.totals).toEqual({ NS: 110 + 100 + 560, EW: 110 });
  });

  it('lets the first dealer be any seat and rotates clockwise from there', () => {
    const state = unwrap(chicagoFromDeals(EXAMPLE, { firstDealer: 'E' }));
    expect(state.deals.map((d) => [d.dealer, d.vulnerability])).toEqual([
      ['E', 'None'],
      ['S', 'NS'],
      ['W', 'EW'],
      ['N', 'All'],
    ]);
    expect(chicagoVulnerability(3, 'W', 'nonDealer')).toBe('NS');
  });

  it('has a passed-out deal redealt by the same dealer without counting it', () => {
    const state = unwrap(
      chicagoFromDeals([{ passedOut: true }, played('2H', 'N', 8), { passedOut: true }, { passedOut: true }]),
    );
    expect(state.deals.map((d) => [d.deal, d.dealer, d.counted])).toEqual([
      [1, 'N', false],
      [1, 'N', true],
      [2, 'E', false],
      [2, 'E', false],
    ]);
    const sheet = chicagoSheet(state);
    expect(sheet.next).toEqual({ deal: 2, dealer: 'E', vulnerability: 'EW' });
    expect(sheet.over).toBe(false);
    expect(sheet.totals).toEqual({ NS: 60, EW: 0 });
  });

  it("wipes out both sides' part-scores when a game is made, and takes the completing deal's vulnerability", () => {
    const sheet = chicagoSheet(
      unwrap(
        chicagoFromDeals([
          played('2S', 'E', 8), // deal 1: EW 60 toward game
          played('4H', 'N', 10), // deal 2 (EW vul): NS game not vulnerable, 120 + 300; EW's 60 is gone
          played('2S', 'W', 8), // deal 3 (NS vul): EW 60 again, no game
          played('1NT', 'E', 7), // deal 4 (all vul): 60 + 40 completes EW's game: 500, no 100
        ]),
      ),
    );
    expect(sheet.deals.map((d) => d.items.map((i) => i.points))).toEqual([[60], [120, 300], [60], [40, 500]]);
    expect(sheet.totals).toEqual({ NS: 420, EW: 660 });
  });

  it('gives 100 for a deal-4 part-score even when the other side has a part-score of its own', () => {
    const sheet = chicagoSheet(
      unwrap(
        chicagoFromDeals([
          played('1NT', 'N', 6),
          { passedOut: true },
          played('1H', 'E', 6),
          played('2C', 'S', 8),
          played('1C', 'W', 7),
        ]),
      ),
    );
    expect(sheet.partScores).toEqual({ NS: 40, EW: 20 });
    expect(sheet.over).toBe(true);
    expect(sheet.deals.at(-1)?.items.map((i) => [i.side, i.kind, i.points])).toEqual([
      ['EW', 'tricks', 20],
      ['EW', 'partScore', 100],
    ]);
  });

  it('scores honours in variants A and C unless chicagoHonours is off, never in B', () => {
    const deals: RubberDeal[] = [
      { ...played('4S', 'N', 10), deal: dealWith({ S: ['SA', 'SK', 'SQ', 'SJ', 'ST'] }) },
    ];
    const honours = (settings: Parameters<typeof startChicago>[0]) =>
      chicagoSheet(unwrap(chicagoFromDeals(deals, settings))).deals[0]?.items.find(
        (i) => i.kind === 'honours',
      )?.points;
    expect(honours({})).toBe(150);
    expect(honours({ variant: 'C' })).toBe(150);
    expect(honours({ chicagoHonours: false })).toBeUndefined();
    expect(honours({ variant: 'B' })).toBeUndefined();
  });

  it('rejects bad settings and bad deals', () => {
    const variant = startChicago({ variant: 'D' as 'A' });
    expect(variant.ok || variant.error.code).toBe('BAD_INPUT');
    const vul = startChicago({ chicagoVul23: 'both' as 'dealer' });
    expect(vul.ok || vul.error.code).toBe('BAD_INPUT');
    const tricks = chicagoFromDeals([played('1C', 'N', 14)]);
    expect(tricks.ok || tricks.error.code).toBe('BAD_TRICKS');
  });
});

describe('Chicago properties', () => {
  const RISKS: readonly Risk[] = ['', 'X', 'XX'];
  const deal: fc.Arbitrary<RubberDeal> = fc.oneof(
    { weight: 1, arbitrary: fc.constant<RubberDeal>({ passedOut: true }) },
    {
      weight: 6,
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
  const round = fc.array(deal, { maxLength: 8 });
  const firstDealer = fc.constantFrom(...SEATS);

  function play(deals: readonly RubberDeal[], settings: Parameters<typeof startChicago>[0]) {
    let state = unwrap(startChicago(settings));
    for (const d of deals) {
      const next = addChicagoDeal(state, d);
      if (!next.ok) break;
      state = next.value;
    }
    return state;
  }

  it('variant B scores every deal as duplicate with the Chicago vulnerability', () => {
    fc.assert(
      fc.property(round, firstDealer, (deals, first) => {
        const state = play(deals, { variant: 'B', firstDealer: first });
        for (const d of state.deals) {
          const net = d.items.reduce((a, i) => a + (i.side === 'NS' ? i.points : -i.points), 0);
          const expected =
            'contract' in d.result
              ? nsScore(d.result.contract, d.result.declarer, d.vulnerability, d.result.tricks)
              : 0;
          expect(net).toBe(expected);
        }
      }),
    );
  });

  it('the variants differ only in game and part-score premiums, and totals add up the items', () => {
    fc.assert(
      fc.property(round, firstDealer, (deals, first) => {
        const sheets = (['A', 'B', 'C'] as const).map((variant) =>
          chicagoSheet(play(deals, { variant, firstDealer: first })),
        );
        const base = sheets.map((s) =>
          s.deals.map((d) => d.items.filter((i) => i.kind !== 'game' && i.kind !== 'partScore')),
        );
        expect(base[1]).toEqual(base[0]);
        expect(base[2]).toEqual(base[0]);
        for (const sheet of sheets) {
          const all = sheet.deals.flatMap((d) => d.items);
          for (const side of ['NS', 'EW'] as const) {
            expect(sheet.totals[side]).toBe(
              all.filter((i) => i.side === side).reduce((a, i) => a + i.points, 0),
            );
          }
          expect(sheet.deals.filter((d) => d.counted).length).toBeLessThanOrEqual(4);
        }
      }),
    );
  });
});
