import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCompleteDeal, parseDeal } from '../cards/notation.js';
import { type Card, DECK, type Deal, SEATS, type Seat, seatAfter } from '../cards/types.js';
import type { Result } from '../errors.js';
import { dealFromNumber, randomDealNumber } from './deal-number.js';
import { dealCards, randomDeal } from './dealing.js';
import { seededRandom } from './random.js';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const INDEX_OF = new Map(DECK.map((card, i) => [card, i]));

const anyPack = fc.shuffledSubarray([...DECK], { minLength: 52, maxLength: 52 });
const anySeat = fc.constantFrom(...SEATS);

/**
 * Counts how often each seat gets each card over `deals` deals and returns the chi-square
 * statistic against "each seat a quarter of the time" and the largest deviation of a count.
 */
function seatFrequencies(deals: number, next: () => Deal): { chiSquare: number; worst: number } {
  const counts = new Array<number>(52 * 4).fill(0);
  for (let i = 0; i < deals; i++) {
    const d = next();
    SEATS.forEach((seat, s) => {
      for (const card of d[seat]) {
        const cell = (INDEX_OF.get(card) as number) * 4 + s;
        counts[cell] = (counts[cell] as number) + 1;
      }
    });
  }
  const expected = deals / 4;
  let chiSquare = 0;
  let worst = 0;
  for (const c of counts) {
    chiSquare += (c - expected) ** 2 / expected;
    worst = Math.max(worst, Math.abs(c - expected));
  }
  return { chiSquare, worst };
}

describe('dealCards', () => {
  it('deals one card at a time clockwise from dealer’s left, dealer last', () => {
    // Pack in deck order SA, SK, …, C2 with North dealing: East gets cards 1, 5, 9, …,
    // South 2, 6, 10, …, West 3, 7, 11, … and North 4, 8, 12, … (counting from 1).
    expect(value(dealCards(DECK, 'N'))).toEqual(
      value(
        parseDeal('N:J73.Q84.K95.AT62 AT62.J73.Q84.K95 K95.AT62.J73.Q84 Q84.K95.AT62.J73', { strict: true }),
      ),
    );
    // West dealing: North is on the left and gets the first card.
    expect(value(dealCards(DECK, 'W')).N).toEqual(value(dealCards(DECK, 'N')).E);
  });

  it('gives the first card to dealer’s left, the last to dealer, 13 to each', () => {
    fc.assert(
      fc.property(anyPack, anySeat, (pack, dealer) => {
        const d = value(dealCards(pack, dealer));
        expect(isCompleteDeal(d)).toBe(true);
        expect(d[seatAfter(dealer, 1)]).toContain(pack[0]);
        expect(d[seatAfter(dealer, 2)]).toContain(pack[1]);
        expect(d[dealer]).toContain(pack[51]);
      }),
    );
  });

  it('turns the hands round with the dealer', () => {
    fc.assert(
      fc.property(anyPack, anySeat, anySeat, (pack, a, b) => {
        const fromA = value(dealCards(pack, a));
        const fromB = value(dealCards(pack, b));
        for (let k = 0; k < 4; k++) expect(fromB[seatAfter(b, k)]).toEqual(fromA[seatAfter(a, k)]);
      }),
    );
  });

  it('refuses a pack that is not the 52 cards once each', () => {
    const short = DECK.slice(1);
    const twice = [...DECK.slice(1), 'SK' as Card];
    const junk = [...DECK.slice(1), 'X1' as Card];
    for (const pack of [short, twice, junk, []]) {
      expect(dealCards(pack, 'N')).toMatchObject({ ok: false, error: { code: 'BAD_DEAL' } });
    }
  });
});

describe('randomDeal', () => {
  it('always gives a complete deal, the same one for the same seed', () => {
    fc.assert(
      fc.property(fc.string(), anySeat, (seed, dealer) => {
        const d = randomDeal(seededRandom(seed), dealer);
        expect(isCompleteDeal(d)).toBe(true);
        expect(randomDeal(seededRandom(seed), dealer)).toEqual(d);
      }),
    );
  });

  it('shuffles once and deals from the dealer’s left, so a different dealer turns the same hands', () => {
    fc.assert(
      fc.property(fc.string(), anySeat, (seed, dealer) => {
        const fromNorth = randomDeal(seededRandom(seed), 'N');
        const d = randomDeal(seededRandom(seed), dealer);
        for (let k = 0; k < 4; k++) expect(d[seatAfter(dealer, k)]).toEqual(fromNorth[seatAfter('N', k)]);
      }),
    );
  });

  it('gives each card to each seat about a quarter of the time (20,000 deals)', () => {
    const source = seededRandom('uniform');
    const { chiSquare, worst } = seatFrequencies(20000, () => randomDeal(source));
    // 156 degrees of freedom: the statistic averages 156 with a standard deviation near 18.
    expect(chiSquare).toBeLessThan(260);
    // Each count expects 5,000 with a standard deviation near 61.
    expect(worst).toBeLessThan(400);
  });

  it('does the same through deal numbers (2,000 deals)', () => {
    const source = seededRandom('by number');
    const { chiSquare, worst } = seatFrequencies(2000, () => {
      const d = value(dealFromNumber(randomDealNumber(source)));
      expect(isCompleteDeal(d)).toBe(true);
      return d;
    });
    expect(chiSquare).toBeLessThan(260);
    // Each count expects 500 with a standard deviation near 19.
    expect(worst).toBeLessThan(130);
  });

  it('deals 13 cards to every seat for any source', () => {
    // A source that always says 0 still produces a valid (if dull) deal.
    const zeros = { nextUint32: () => 0 };
    const d = randomDeal(zeros, 'S');
    expect(isCompleteDeal(d)).toBe(true);
    for (const seat of SEATS as readonly Seat[]) expect(d[seat]).toHaveLength(13);
  });
});
