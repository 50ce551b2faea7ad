import { describe, expect, it } from 'vitest';
import type { ConstraintTarget } from './constraints.js';
import {
  compileDealConstraints,
  type DealConstraintsInput,
  formatDealConstraints,
} from './constraints-check.js';

function errorOf(input: DealConstraintsInput) {
  const r = compileDealConstraints(input);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(formatDealConstraints(r.value))}`);
  return r.error;
}

function accepted(input: DealConstraintsInput): boolean {
  return compileDealConstraints(input).ok;
}

const seats = (constraints: Partial<Record<ConstraintTarget, string>>): DealConstraintsInput => ({
  constraints,
});

describe('compileDealConstraints: contradictions found by counting', () => {
  it.each([
    [
      'more than 40 HCP over the table',
      seats({ N: 'hcp 25+', S: 'hcp 20+' }),
      'at least 45 HCP in the two hands',
    ],
    [
      'more than 40 HCP across partnerships',
      seats({ N: 'hcp 21+', E: 'hcp 20+' }),
      'at least 41 HCP in the four hands',
    ],
    [
      'fewer than 40 HCP over the table',
      seats({ N: 'hcp <10', E: 'hcp <10', S: 'hcp <10', W: 'hcp <10' }),
      'at most 36 HCP',
    ],
    [
      'a partnership and its seats',
      seats({ NS: 'hcp <20', N: 'hcp 12+', S: 'hcp 12+' }),
      'at least 24 HCP in the two hands',
    ],
    ['two partnerships', seats({ NS: 'hcp 21+', EW: 'hcp 20+' }), 'at least 41 HCP'],
    [
      'one seat’s suits past 13 cards',
      seats({ N: 'spades 5+ hearts 5+ diamonds 4+' }),
      'at least 14 cards, not 13',
    ],
    [
      'one seat’s suits short of 13 cards',
      seats({ N: 'spades <3 hearts <3 diamonds <3 clubs <3' }),
      'at most 8 cards',
    ],
    [
      'one suit past 13 over the table',
      seats({ N: 'spades 5+', E: 'spades 5+', W: 'spades 4+' }),
      'at least 14 spades',
    ],
    ['a fit and the opponents’ length', seats({ NS: 'spades 8+', EW: 'spades 6+' }), 'at least 14 spades'],
    ['two terms of one seat', seats({ N: 'hcp 15+ hcp <12' }), 'no possible number of HCP'],
    ['a shape and a length', seats({ N: '5=4=3=1 spades 4' }), 'no possible number of spades'],
    ['balanced and a long suit', seats({ N: 'balanced hearts 6+' }), 'no possible number of hearts'],
    ['controls over the pack', seats({ N: 'controls 7+', S: 'controls 6+' }), 'at least 13 controls'],
    [
      'a card required twice',
      seats({ N: 'has SA', S: 'has SA HK' }),
      'South "has SA HK" cannot be met for SA: North must hold it',
    ],
    ['a card required and refused', seats({ N: 'has SA without SA' }), 'its terms exclude each other'],
    [
      'a partnership card and a seat',
      seats({ NS: 'has SA', E: 'has SA' }),
      'North-South "has SA" cannot be met for SA: East must hold it',
    ],
    [
      'required cards past 13',
      seats({ N: 'has SA SK SQ SJ ST S9 S8 S7 S6 S5 S4 S3 S2 HA' }),
      'must hold 14 named cards',
    ],
    [
      'a length below the required cards',
      seats({ N: 'has SA SK SQ spades <3' }),
      'can only hold 3 to 13 spades',
    ],
  ])('%s', (_, input, words) => {
    const error = errorOf(input);
    expect(error.code).toBe('CONSTRAINT_CONTRADICTION');
    expect(error.message).toContain(words);
    expect(error.message.startsWith('no deal can meet these constraints: ')).toBe(true);
    expect(error.messageDe.startsWith('keine Verteilung erfüllt diese Bedingungen: ')).toBe(true);
  });

  it.each([
    [
      'a card predealt to two hands',
      { predeal: { N: 'SA HK', W: 'DQ HK' } },
      'HK is predealt to both North and West',
    ],
    [
      'a required card predealt elsewhere',
      { predeal: { E: 'SA' }, constraints: { N: 'has SA' } },
      'it is predealt to East',
    ],
    [
      'a refused card predealt to the seat',
      { predeal: { N: 'SA' }, constraints: { N: 'without SA' } },
      'it is predealt to North',
    ],
    [
      'HCP out of reach of the predealt hand',
      { predeal: { N: 'AKQ2.J93.K42.T83' }, constraints: { N: 'hcp 20+' } },
      'North can only hold 13 to 13 HCP',
    ],
    [
      'HCP the other hands cannot have',
      { predeal: { N: 'AKQJ.AKQ.AK.AK32' }, constraints: { S: 'hcp 12+' } },
      'South can only hold 0 to 7 HCP',
    ],
    [
      'a partial hand’s HCP ceiling',
      { predeal: { N: 'T98.T98.T98.T98' }, constraints: { N: 'hcp 5+' } },
      'North can only hold 0 to 4 HCP',
    ],
    [
      'a suit length beyond the free cards',
      { predeal: { N: 'AKQJT98.-.-.-' }, constraints: { S: 'spades 7+' } },
      'South can only hold 0 to 6 spades',
    ],
  ])('%s', (_, input, words) => {
    const error = errorOf(input as DealConstraintsInput);
    expect(error.code).toBe('CONSTRAINT_CONTRADICTION');
    expect(error.message).toContain(words);
  });

  it('accepts constraints that are tight but possible', () => {
    expect(accepted(seats({ N: 'hcp 20+', S: 'hcp 20+' }))).toBe(true);
    expect(accepted(seats({ N: 'hcp 10', E: 'hcp 10', S: 'hcp 10', W: 'hcp 10' }))).toBe(true);
    expect(accepted(seats({ N: 'spades 13' }))).toBe(true);
    expect(accepted(seats({ NS: 'spades 8+', EW: 'spades 5' }))).toBe(true);
    expect(accepted(seats({ N: 'controls 6+', S: 'controls 6+' }))).toBe(true);
    expect(accepted({ predeal: { N: 'AKQJ.AKQ.AK.AK32' }, constraints: { S: 'hcp 7' } })).toBe(true);
    // What hides under "or" and "not" is left to the generator.
    expect(accepted(seats({ N: 'hcp 30+ or spades 5+', S: 'hcp 30+ or hearts 5+' }))).toBe(true);
  });
});

describe('compileDealConstraints: input errors', () => {
  it('passes syntax errors on with the seat and column', () => {
    const error = errorOf(seats({ S: 'hcp 10+ spadez 5+' }));
    expect(error).toMatchObject({ code: 'CONSTRAINT_SYNTAX', target: 'S', seat: 'S', position: 9 });
  });

  it('refuses unreadable predealt cards as BAD_HAND naming the seat', () => {
    for (const predeal of [{ E: 'AKQ.J93' }, { E: 'SA SX' }, { E: 'SA SA' }, { E: 'AKQJT98765432.A.-.-' }]) {
      const error = errorOf({ predeal });
      expect(error.code).toBe('BAD_HAND');
      expect(error.seat).toBe('E');
      expect(error.message).toContain("East's predealt cards");
    }
  });

  it('reads predealt hands with dots and as card lists alike', () => {
    const a = compileDealConstraints({ predeal: { W: 'AK.-.Q.-' } });
    const b = compileDealConstraints({ predeal: { W: 'SK, SA DQ' } });
    expect(a.ok && a.value.predeal.W).toEqual(['SA', 'SK', 'DQ']);
    expect(b.ok && b.value.predeal.W).toEqual(['SA', 'SK', 'DQ']);
  });
});
