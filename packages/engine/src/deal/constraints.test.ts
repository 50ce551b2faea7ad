import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECK, SUITS } from '../cards/types.js';
import { DISTRIBUTION_METHODS } from '../evaluation/distribution.js';
import {
  type ConstraintExpr,
  type ConstraintMetric,
  type ConstraintTarget,
  formatConstraint,
  metricBounds,
  parseConstraint,
} from './constraints.js';

function parsed(text: string, target: ConstraintTarget = 'N'): ConstraintExpr {
  const r = parseConstraint(text, target);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function canonical(text: string, target: ConstraintTarget = 'N'): string {
  return formatConstraint(parsed(text, target));
}

function rejected(text: string, target: ConstraintTarget = 'N') {
  const r = parseConstraint(text, target);
  if (r.ok) throw new Error(`"${text}" was accepted as ${formatConstraint(r.value)}`);
  return r.error;
}

describe('parseConstraint: what analysts type', () => {
  it.each([
    ['hcp 15-17 balanced', 'hcp 15-17 balanced'],
    ['hcp 12+', 'hcp 12+'],
    ['hcp <10', 'hcp 0-9'],
    ['hcp<=10', 'hcp 0-10'],
    ['hcp >11', 'hcp 12+'],
    ['hcp >= 11', 'hcp 11+'],
    ['hcp =8', 'hcp 8'],
    ['spades 5+', 'spades 5+'],
    ['hearts 0-1', 'hearts 0-1'],
    ['s5+ h4', 'spades 5+ hearts 4'],
    ['♠5+ ♥<3', 'spades 5+ hearts 0-2'],
    ['5+ spades', 'spades 5+'],
    ['15-17 hcp', 'hcp 15-17'],
    ['Pik 6 Coeur 0-1', 'spades 6 hearts 0-1'],
    ['HCP 15-17 BALANCED', 'hcp 15-17 balanced'],
    ['semi-balanced', 'semibalanced'],
    ['unbalanced', 'unbalanced'],
    ['one-suiter and two-suiter or three-suiter', 'one-suiter two-suiter or three-suiter'],
    ['5-4-3-1', '5-4-3-1'],
    ['any 4441', '4-4-4-1'],
    ['any 5xxx', '5-x-x-x'],
    ['any 5-4-x-x', '5-4-x-x'],
    ['5=4=x=x', '5=4=x=x'],
    ['has SA HK', 'has SA HK'],
    ['has sa, hk, hearts 5+', 'has SA HK hearts 5+'],
    ['has ♠A 10♥ without CQ', 'has SA HT without CQ'],
    ['hcp spades 4+', 'hcp spades 4+'],
    ['controls 3+', 'controls 3+'],
    ['losers 7 ltc hearts 0-1', 'losers 7 losers hearts 0-1'],
    ['qt 2.5+', 'quicktricks 2.5+'],
    ['quick-tricks <2', 'quicktricks 0-1.5'],
    ['points 16+', 'points length 16+'],
    ['points shape 16+', 'points shape 16+'],
    ['dp shortness 3+', 'dp shortness 3+'],
    ['hearts 5+ or spades 5+', 'hearts 5+ or spades 5+'],
    ['(hearts 5+ | spades 5+) & hcp 10-15', '(hearts 5+ or spades 5+) hcp 10-15'],
    ['not balanced hcp 10+', 'not balanced hcp 10+'],
    ['!(spades 4+ and hearts 4+)', 'not (spades 4+ hearts 4+)'],
    ['hcp 11-15, clubs 6+ || hcp 11-15 diamonds 6+', 'hcp 11-15 clubs 6+ or hcp 11-15 diamonds 6+'],
  ])('reads "%s" as "%s"', (text, expected) => {
    expect(canonical(text)).toBe(expected);
  });

  it('gives "and" precedence over "or" and "not" precedence over both', () => {
    expect(parsed('hcp 5+ or spades 5+ hearts 5+')).toEqual({
      kind: 'or',
      terms: [
        { kind: 'range', metric: { kind: 'hcp' }, range: { min: 5, max: Number.POSITIVE_INFINITY } },
        {
          kind: 'and',
          terms: [
            {
              kind: 'range',
              metric: { kind: 'length', suit: 'S' },
              range: { min: 5, max: Number.POSITIVE_INFINITY },
            },
            {
              kind: 'range',
              metric: { kind: 'length', suit: 'H' },
              range: { min: 5, max: Number.POSITIVE_INFINITY },
            },
          ],
        },
      ],
    });
    expect(parsed('not balanced hcp 5')).toMatchObject({
      kind: 'and',
      terms: [{ kind: 'not' }, { kind: 'range' }],
    });
  });

  it('reads partnership terms as sums, with fit', () => {
    expect(canonical('hcp 25+ spades 8+', 'NS')).toBe('hcp 25+ spades 8+');
    expect(canonical('fit 9+ has SA', 'EW')).toBe('fit 9+ has SA');
  });
});

describe('parseConstraint: errors with the column', () => {
  it.each([
    ['', 1, 'empty'],
    ['hcp', 4, 'needs a range'],
    ['hcp 15-', 7, 'write 15+'],
    ['hcp 15 +', 8, 'without a space'],
    ['spades five', 8, 'needs a range'],
    ['hcp 15-17 balanced foo', 20, 'unknown word "foo"'],
    ['hcp 17-15', 5, 'impossible'],
    ['hcp 38+', 5, 'impossible'],
    ['spades 14', 8, 'impossible'],
    ['hcp <0', 5, 'impossible'],
    ['qt 2.3', 4, 'halves'],
    ['hcp 12.5', 5, 'whole'],
    ['(hearts 5+ or spades 5+', 24, '")" expected'],
    ['hearts 5+)', 10, 'unexpected ")"'],
    ['5-4-3-2', 1, 'add up to 14'],
    ['5=5=5=x', 1, 'add up to 15'],
    ['4441', 1, '4=4=4=1'],
    ['any 44', 5, 'needs a pattern'],
    ['has', 4, 'not a card'],
    ['has SX', 5, 'not a card'],
    ['has SA SA', 8, 'named twice'],
    ['dp 3', 4, 'needs a method'],
    ['fit 8+', 1, 'partnership'],
    ['5+', 3, 'must belong'],
    ['hcp 15-17 and', 14, 'missing at the end'],
    ['15-17-3', 1, 'not a range'],
  ])('rejects "%s" at column %i (%s)', (text, column, words) => {
    const error = rejected(text);
    expect(error.code).toBe('CONSTRAINT_SYNTAX');
    expect(error.position).toBe(column);
    expect(error.target).toBe('N');
    expect(error.seat).toBe('N');
    expect(error.message).toContain(`column ${column}:`);
    expect(error.message).toContain(words);
    expect(error.messageDe).toContain(`Spalte ${column}:`);
  });

  it('refuses one-hand terms for a partnership, naming it', () => {
    for (const text of ['balanced', '5-4-3-1', 'any 4441', 'hcp 20+ one-suiter']) {
      const error = rejected(text, 'NS');
      expect(error.code).toBe('CONSTRAINT_SYNTAX');
      expect(error.target).toBe('NS');
      expect(error.seat).toBeUndefined();
      expect(error.message).toMatch(/^North-South, column \d+: .*(one hand)/);
    }
  });

  it('bounds a partnership by two hands: hcp 40 is possible for NS, not for North', () => {
    expect(canonical('hcp 40', 'NS')).toBe('hcp 40');
    expect(rejected('hcp 40').message).toContain('between 0 and 37');
  });
});

// Random constraint trees in the form the parser builds (no 'and' directly inside 'and').
const suit = fc.constantFrom(...SUITS);
const metric: fc.Arbitrary<ConstraintMetric> = fc.oneof(
  fc.constant({ kind: 'hcp' } as const),
  suit.map((s) => ({ kind: 'hcp', suit: s }) as const),
  suit.map((s) => ({ kind: 'length', suit: s }) as const),
  fc.constant({ kind: 'controls' } as const),
  fc.constant({ kind: 'losers' } as const),
  suit.map((s) => ({ kind: 'losers', suit: s }) as const),
  fc.constant({ kind: 'quickTricks' } as const),
  fc.constantFrom(...DISTRIBUTION_METHODS).map((method) => ({ kind: 'points', method }) as const),
  fc.constantFrom(...DISTRIBUTION_METHODS).map((method) => ({ kind: 'distribution', method }) as const),
);
const rangeTerm: fc.Arbitrary<ConstraintExpr> = metric.chain((m) => {
  const [low, high] = metricBounds(m, 'N');
  const step = m.kind === 'quickTricks' ? 2 : 1;
  return fc
    .tuple(fc.integer({ min: low * step, max: high * step }), fc.integer({ min: 0, max: 6 }), fc.boolean())
    .map(([a, width, open]) => ({
      kind: 'range' as const,
      metric: m,
      range: { min: a / step, max: open ? Number.POSITIVE_INFINITY : Math.min(high, a / step + width) },
    }));
});
const leaf: fc.Arbitrary<ConstraintExpr> = fc.oneof(
  rangeTerm,
  fc
    .constantFrom('balanced', 'semibalanced', 'unbalanced', 'oneSuiter', 'twoSuiter', 'threeSuiter')
    .map((shapeClass) => ({ kind: 'class', shapeClass }) as const),
  fc
    .tuple(
      fc.boolean(),
      fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 3, maxLength: 3 }),
      fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    )
    .map(([exact, cuts, hidden]) => {
      const [a, b, c] = [...cuts].sort((x, y) => x - y) as [number, number, number];
      const lengths = [a, b - a, c - b, 13 - c].map((n, i) => (hidden[i] ? undefined : n));
      return { kind: 'shape', exact, lengths } as const;
    }),
  fc
    .tuple(fc.boolean(), fc.uniqueArray(fc.constantFrom(...DECK), { minLength: 1, maxLength: 4 }))
    .map(([has, cards]) => ({ kind: 'cards', has, cards }) as const),
);
const tree = fc.letrec<{ expr: ConstraintExpr }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc
      .array(tie('expr'), { minLength: 2, maxLength: 3 })
      .map((terms) => ({ kind: 'and', terms: terms.filter((t) => t.kind !== 'and') }) as const)
      .filter((e) => e.terms.length >= 2),
    fc.array(tie('expr'), { minLength: 2, maxLength: 3 }).map((terms) => ({ kind: 'or', terms }) as const),
    tie('expr').map((term) => ({ kind: 'not', term }) as const),
  ),
})).expr;

describe('formatConstraint', () => {
  it('writes every tree so that it parses back to the same tree', () => {
    fc.assert(
      fc.property(tree, (expr) => {
        const text = formatConstraint(expr);
        expect(parsed(text)).toEqual(expr);
      }),
      { numRuns: 300 },
    );
  });
});
