import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCompleteDeal, parseDeal } from '../cards/notation.js';
import { cardIndex, DECK, type Deal, SEATS, type Seat } from '../cards/types.js';
import type { Result } from '../errors.js';
import {
  DEAL_COUNT,
  dealFromNumber,
  dealNumber,
  formatDealNumber,
  parseDealNumber,
  randomDealNumber,
} from './deal-number.js';
import { dealCards, randomDeal } from './dealing.js';
import { seededRandom } from './random.js';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function deal(pbn: string): Deal {
  return value(parseDeal(pbn, { strict: true }));
}

/** Which seat (0..3 for N, E, S, W) holds each card, in deck order. */
function owners(d: Deal): number[] {
  const result = new Array<number>(52).fill(-1);
  SEATS.forEach((seat, s) => {
    for (const card of d[seat]) result[cardIndex(card)] = s;
  });
  return result;
}

function compareSequences(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
}

const inRange = fc.bigInt({ min: 0n, max: DEAL_COUNT - 1n });

describe('DEAL_COUNT', () => {
  it('is 52! / (13!)^4 and needs exactly 96 bits', () => {
    const factorial = (n: bigint): bigint => (n <= 1n ? 1n : n * factorial(n - 1n));
    expect(DEAL_COUNT).toBe(factorial(52n) / factorial(13n) ** 4n);
    expect(DEAL_COUNT.toString()).toBe('53644737765488792839237440000');
    expect(DEAL_COUNT < 2n ** 96n && DEAL_COUNT >= 2n ** 95n).toBe(true);
  });
});

describe('dealFromNumber and dealNumber', () => {
  it('numbers the deals in the order of who gets SA, SK, … C2 (N before E before S before W)', () => {
    expect(value(dealFromNumber(0n))).toEqual(
      deal('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432'),
    );
    // Deal 1 is the next arrangement in that order: the last card S could pass on (D2) goes to W
    // and W's first card (CA) comes back to S.
    expect(value(dealFromNumber(1n))).toEqual(
      deal('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT9876543.A ..2.KQJT98765432'),
    );
    expect(value(dealFromNumber(DEAL_COUNT - 1n))).toEqual(
      deal('N:...AKQJT98765432 ..AKQJT98765432. .AKQJT98765432.. AKQJT98765432...'),
    );
    expect(
      value(dealNumber(deal('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432'))),
    ).toBe(0n);
  });

  it('gives the first quarter of the numbers to deals with the ace of spades in North', () => {
    // 13 of 52 cards are North's, so exactly a quarter of all deals put SA there.
    const quarter = DEAL_COUNT / 4n;
    const holder = (n: bigint): Seat | undefined =>
      SEATS.find((s) => value(dealFromNumber(n))[s].includes('SA'));
    expect(holder(quarter - 1n)).toBe('N');
    expect(holder(quarter)).toBe('E');
    expect(holder(2n * quarter - 1n)).toBe('E');
    expect(holder(2n * quarter)).toBe('S');
    expect(holder(3n * quarter)).toBe('W');
  });

  it('rejects numbers outside 0 .. DEAL_COUNT - 1', () => {
    for (const n of [-1n, DEAL_COUNT, DEAL_COUNT + 5n, 2n ** 96n]) {
      const r = dealFromNumber(n);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('BAD_DEAL_NUMBER');
        expect(r.error.messageDe).toContain('Verteilungsnummer');
      }
    }
  });

  it('gives no number to an incomplete deal', () => {
    const partial = value(parseDeal('N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 - -'));
    expect(dealNumber(partial)).toMatchObject({ ok: false, error: { code: 'BAD_DEAL' } });
    const full = value(dealFromNumber(12345n));
    const twice: Deal = { ...full, E: [...full.E.slice(1), full.N[0] ?? 'SA'] };
    expect(dealNumber(twice)).toMatchObject({ ok: false, error: { code: 'BAD_DEAL' } });
  });

  it('turns any number into a complete deal and back', () => {
    fc.assert(
      fc.property(inRange, (n) => {
        const d = value(dealFromNumber(n));
        expect(isCompleteDeal(d)).toBe(true);
        expect(value(dealNumber(d))).toBe(n);
      }),
    );
  });

  it('turns any deal into a number and back', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...DECK], { minLength: 52, maxLength: 52 }),
        fc.constantFrom(...SEATS),
        (pack, dealer) => {
          const d = value(dealCards(pack, dealer));
          const n = value(dealNumber(d));
          expect(n >= 0n && n < DEAL_COUNT).toBe(true);
          expect(value(dealFromNumber(n))).toEqual(d);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const d = randomDeal(seededRandom(seed));
        expect(value(dealFromNumber(value(dealNumber(d))))).toEqual(d);
      }),
    );
  });

  it('keeps order: a smaller number means an earlier seat for the first card where two deals differ', () => {
    fc.assert(
      fc.property(inRange, inRange, (a, b) => {
        const byNumber = a < b ? -1 : a > b ? 1 : 0;
        const bySeats = Math.sign(
          compareSequences(owners(value(dealFromNumber(a))), owners(value(dealFromNumber(b)))),
        );
        expect(bySeats).toBe(byNumber);
      }),
    );
  });
});

describe('randomDealNumber', () => {
  it('gives numbers in range whose deals put the ace of spades in each seat about a quarter of the time', () => {
    const source = seededRandom('numbers');
    const tally: Record<Seat, number> = { N: 0, E: 0, S: 0, W: 0 };
    const draws = 4000;
    for (let i = 0; i < draws; i++) {
      const n = randomDealNumber(source);
      expect(n >= 0n && n < DEAL_COUNT).toBe(true);
      // The quarter a number falls in names the holder of SA (see the numbering test above).
      tally[SEATS[Number((n * 4n) / DEAL_COUNT)] as Seat] += 1;
    }
    // Expected 1,000 each, standard deviation about 27.
    for (const seat of SEATS) expect(Math.abs(tally[seat] - 1000)).toBeLessThan(160);
  });
});

describe('formatDealNumber and parseDealNumber', () => {
  it('write decimal and 24-digit hex', () => {
    expect(formatDealNumber(0n)).toBe('0');
    expect(formatDealNumber(255n, 'hex')).toBe('0x0000000000000000000000ff');
    expect(formatDealNumber(DEAL_COUNT - 1n)).toBe('53644737765488792839237439999');
    expect(formatDealNumber(DEAL_COUNT - 1n, 'hex')).toHaveLength(2 + 24);
  });

  it('read decimal and 0x hex, and round-trip both', () => {
    expect(parseDealNumber(' 42 ')).toEqual({ ok: true, value: 42n });
    expect(parseDealNumber('0X1F')).toEqual({ ok: true, value: 31n });
    expect(parseDealNumber('53644737765488792839237439999')).toEqual({ ok: true, value: DEAL_COUNT - 1n });
    fc.assert(
      fc.property(inRange, fc.constantFrom('decimal' as const, 'hex' as const), (n, base) => {
        expect(parseDealNumber(formatDealNumber(n, base))).toEqual({ ok: true, value: n });
      }),
    );
  });

  it('reject text that is not a deal number', () => {
    for (const text of ['', '-1', '+3', '12a', '0x', '1e5', '1 000', '53644737765488792839237440000']) {
      expect(parseDealNumber(text)).toMatchObject({ ok: false, error: { code: 'BAD_DEAL_NUMBER' } });
    }
  });
});
