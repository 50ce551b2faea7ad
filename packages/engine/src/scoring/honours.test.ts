import { describe, expect, it } from 'vitest';
import { type Card, DECK, type Deal, SEATS, type Seat } from '../cards/types.js';
import { unwrap } from '../errors.js';
import { checkHonours, honoursInDeal } from './honours.js';

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

describe('honours (rules.md §3.3)', () => {
  it('counts 100 for four of the five trump honours in one hand, 150 for all five', () => {
    expect(unwrap(honoursInDeal(dealWith({ N: ['HA'], E: ['HK', 'HQ', 'HJ', 'HT'] }), 'H'))).toEqual({
      side: 'EW',
      points: 100,
    });
    expect(unwrap(honoursInDeal(dealWith({ S: ['DA', 'DK', 'DQ', 'DJ', 'DT'] }), 'D'))).toEqual({
      side: 'NS',
      points: 150,
    });
  });

  it('counts 150 for four aces in one hand at no trump only', () => {
    const aces = dealWith({ W: ['SA', 'HA', 'DA', 'CA'] });
    expect(unwrap(honoursInDeal(aces, 'NT'))).toEqual({ side: 'EW', points: 150 });
    // In a suit contract the aces alone are one trump honour, not honours.
    expect(
      unwrap(honoursInDeal(dealWith({ W: ['SA', 'HA', 'DA', 'CA'], N: ['CK', 'CQ', 'CJ'] }), 'C')),
    ).toBeUndefined();
  });

  it('counts nothing for three honours, or for honours split between partners', () => {
    expect(
      unwrap(honoursInDeal(dealWith({ N: ['SA', 'SK', 'SQ'], E: ['SJ'], S: ['ST'] }), 'S')),
    ).toBeUndefined();
    expect(unwrap(honoursInDeal(dealWith({ N: ['SA', 'HA', 'DA'], S: ['CA'] }), 'NT'))).toBeUndefined();
  });

  it('needs a complete deal', () => {
    const full = dealWith({});
    // North holds one of East's cards instead of its own: 13 cards each, but only 51 different ones.
    const twice = honoursInDeal({ ...full, N: [...full.N.slice(1), full.E[0] as Card] }, 'S');
    expect(twice.ok || twice.error.code).toBe('BAD_DEAL');
    const short = honoursInDeal({ ...full, W: full.W.slice(0, 12) }, 'S');
    expect(short.ok || short.error.code).toBe('BAD_DEAL');
    const junk = honoursInDeal({ ...full, W: [...full.W.slice(0, 12), 'ZZ' as Card] }, 'S');
    expect(junk.ok || junk.error.code).toBe('BAD_DEAL');
  });

  it('accepts entered honours that can exist', () => {
    expect(checkHonours({ side: 'NS', points: 100 }, 'S').ok).toBe(true);
    expect(checkHonours({ side: 'EW', points: 150 }, 'NT').ok).toBe(true);
    const ntHundred = checkHonours({ side: 'EW', points: 100 }, 'NT');
    expect(ntHundred.ok || ntHundred.error.code).toBe('BAD_RESULT');
    const odd = checkHonours({ side: 'EW', points: 120 as 100 }, 'S');
    expect(odd.ok || odd.error.code).toBe('BAD_RESULT');
  });
});
