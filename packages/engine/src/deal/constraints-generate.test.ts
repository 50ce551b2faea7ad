import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCompleteDeal, parseDeal } from '../cards/notation.js';
import {
  type Card,
  DECK,
  type Deal,
  type Hand,
  SEATS,
  type Seat,
  SUITS,
  suitLengths,
} from '../cards/types.js';
import { controls } from '../evaluation/controls.js';
import { distributionPoints } from '../evaluation/distribution.js';
import { hcp, suitHcp } from '../evaluation/hcp.js';
import { handShape, isBalanced, shapeClass } from '../evaluation/shape.js';
import { losingTricks, quickTricks, suitLosers, suitQuickTricks } from '../evaluation/tricks.js';
import type { ConstraintExpr, ConstraintMetric, ConstraintTarget } from './constraints.js';
import {
  compileConstraint,
  compileDealConstraints,
  type DealConstraints,
  type DealConstraintsInput,
  DealFacts,
  dealSatisfies,
} from './constraints-check.js';
import { constrainedDealer, generateDeals } from './constraints-generate.js';
import { randomDeal } from './dealing.js';
import { randomInt, seededRandom } from './random.js';

/*
 * Test helpers for the constraint language: a reference evaluator written straight from the
 * engine's evaluation functions on card lists (no shortcuts, so the generator's fast facts are
 * checked against it), and random constraints that a given deal meets.
 */

function handsOf(deal: Deal, target: ConstraintTarget): Hand[] {
  if (target === 'NS') return [deal.N, deal.S];
  if (target === 'EW') return [deal.E, deal.W];
  return [deal[target]];
}

function value(metric: ConstraintMetric, hands: readonly Hand[]): number {
  if (metric.kind === 'fit') {
    return Math.max(...SUITS.map((_, k) => hands.reduce((a, h) => a + (suitLengths(h)[k] as number), 0)));
  }
  const one = (hand: Hand): number => {
    switch (metric.kind) {
      case 'hcp':
        return metric.suit === undefined ? hcp(hand) : suitHcp(hand, metric.suit);
      case 'length':
        return suitLengths(hand)[SUITS.indexOf(metric.suit)] as number;
      case 'controls':
        return controls(hand);
      case 'losers':
        return metric.suit === undefined ? losingTricks(hand) : suitLosers(hand, metric.suit);
      case 'quickTricks':
        return metric.suit === undefined ? quickTricks(hand) : suitQuickTricks(hand, metric.suit);
      case 'points':
        return hcp(hand) + distributionPoints(hand, metric.method);
      case 'distribution':
        return distributionPoints(hand, metric.method);
    }
  };
  return hands.reduce((a, h) => a + one(h), 0);
}

/** Whether the hands of `target` in `deal` meet `expr`, by the engine's evaluation functions. */
function referenceHolds(expr: ConstraintExpr, deal: Deal, target: ConstraintTarget): boolean {
  const hands = handsOf(deal, target);
  const hand = hands[0] as Hand;
  switch (expr.kind) {
    case 'and':
      return expr.terms.every((t) => referenceHolds(t, deal, target));
    case 'or':
      return expr.terms.some((t) => referenceHolds(t, deal, target));
    case 'not':
      return !referenceHolds(expr.term, deal, target);
    case 'range': {
      const v = value(expr.metric, hands);
      return v >= expr.range.min && v <= expr.range.max;
    }
    case 'class': {
      const shape = handShape(hand);
      switch (expr.shapeClass) {
        case 'unbalanced':
          return !isBalanced(hand);
        case 'semibalanced':
          return shape[3] >= 2 && shape[0] <= 6;
        default:
          return shapeClass(hand) === expr.shapeClass;
      }
    }
    case 'shape': {
      const lengths = suitLengths(hand);
      if (expr.exact) return expr.lengths.every((n, k) => n === undefined || lengths[k] === n);
      // Try every order of the suits.
      const orders = (rest: number[]): number[][] =>
        rest.length === 0
          ? [[]]
          : rest.flatMap((x, i) => orders(rest.filter((_, j) => j !== i)).map((o) => [x, ...o]));
      return orders([...lengths]).some((o) => expr.lengths.every((n, k) => n === undefined || o[k] === n));
    }
    case 'cards':
      return expr.cards.every((card) => hands.some((h) => h.includes(card)) === expr.has);
  }
}

/** Whether the deal meets every constraint of the set, by the reference evaluator. */
function referenceSatisfies(
  constraints: Readonly<Partial<Record<ConstraintTarget, ConstraintExpr>>>,
  deal: Deal,
): boolean {
  return Object.entries(constraints).every(([target, expr]) =>
    referenceHolds(expr as ConstraintExpr, deal, target as ConstraintTarget),
  );
}

const SUIT_WORD = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' } as const;

/**
 * A random term (as text) that the hands of `target` in `witness` meet: a range around the
 * actual value, widened by up to `slack` on each side, or a shape, class or card the hand has.
 */
function termMetBy(witness: Deal, target: ConstraintTarget, slack: number): fc.Arbitrary<string> {
  const hands = handsOf(witness, target);
  const pair = hands.length === 2;
  const around = (name: string, v: number, step = 1) =>
    fc
      .tuple(fc.integer({ min: 0, max: slack }), fc.integer({ min: 0, max: slack }), fc.boolean())
      .map(([below, above, open]) => {
        const min = Math.max(0, v - below * step);
        return open ? `${name} ${min}+` : `${name} ${min}-${v + above * step}`;
      });
  const suit = fc.constantFrom(...SUITS);
  const options: fc.Arbitrary<string>[] = [
    around('hcp', value({ kind: 'hcp' }, hands)),
    suit.chain((s) => around(SUIT_WORD[s], value({ kind: 'length', suit: s }, hands))),
    suit.chain((s) => around(`hcp ${SUIT_WORD[s]}`, value({ kind: 'hcp', suit: s }, hands))),
    around('controls', value({ kind: 'controls' }, hands)),
    around('losers', value({ kind: 'losers' }, hands)),
    around('qt', value({ kind: 'quickTricks' }, hands), 0.5),
    fc
      .constantFrom('shape', 'shortness', 'length')
      .chain((m) => around(`points ${m}`, value({ kind: 'points', method: m }, hands))),
    fc.constantFrom(...hands.flat()).map((card: Card) => `has ${card}`),
  ];
  if (pair) options.push(around('fit', value({ kind: 'fit' }, hands)));
  else {
    const hand = hands[0] as Hand;
    const lengths = suitLengths(hand);
    options.push(
      fc
        .array(fc.boolean(), { minLength: 4, maxLength: 4 })
        .map((hide) => lengths.map((n, k) => (hide[k] ? 'x' : String(n))).join('=')),
      fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }).map((hide) =>
        handShape(hand)
          .map((n, k) => (hide[k] ? 'x' : String(n)))
          .join('-'),
      ),
      fc.constant(isBalanced(hand) ? 'balanced' : 'unbalanced'),
      fc.constant(
        shapeClass(hand) === 'oneSuiter'
          ? 'one-suiter'
          : shapeClass(hand) === 'twoSuiter'
            ? 'two-suiter'
            : shapeClass(hand) === 'threeSuiter'
              ? 'three-suiter'
              : 'balanced',
      ),
    );
  }
  return fc.oneof(...options);
}

/** Random constraint texts (0 to 2 terms a seat, sometimes a partnership) that `witness` meets. */
function constraintsMetBy(
  witness: Deal,
  slack: number,
): fc.Arbitrary<Partial<Record<ConstraintTarget, string>>> {
  const targets: ConstraintTarget[] = [...SEATS, 'NS', 'EW'];
  return fc
    .tuple(
      ...targets.map((t) =>
        fc.array(termMetBy(witness, t, slack), { minLength: 0, maxLength: t.length === 2 ? 1 : 2 }),
      ),
    )
    .map((lists) => {
      const out: Partial<Record<ConstraintTarget, string>> = {};
      lists.forEach((terms, i) => {
        if (terms.length > 0) out[targets[i] as ConstraintTarget] = terms.join(' ');
      });
      return out;
    });
}

/** Some cards of each hand of `witness` to predeal (a random subset). */
function predealFrom(witness: Deal): fc.Arbitrary<Partial<Record<Seat, string>>> {
  return fc
    .tuple(...SEATS.map((seat) => fc.subarray([...witness[seat]], { maxLength: 13 })))
    .map((subsets) => {
      const out: Partial<Record<Seat, string>> = {};
      subsets.forEach((cards, i) => {
        if (cards.length > 0) out[SEATS[i] as Seat] = cards.join(' ');
      });
      return out;
    });
}

// ---------------------------------------------------------------------------------------------

function compiled(input: DealConstraintsInput): DealConstraints {
  const r = compileDealConstraints(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function dealsOf(
  constraints: DealConstraints,
  seed: string | number,
  count: number,
  maxAttempts?: number,
): Deal[] {
  const r = generateDeals(
    constraints,
    seededRandom(seed),
    count,
    maxAttempts === undefined ? {} : { maxAttempts },
  );
  if (!r.ok) throw new Error(r.error.message);
  return [...r.value.deals];
}

const anySeed = fc.integer({ min: 0, max: 2 ** 31 });

describe('dealSatisfies', () => {
  it('agrees with the engine’s evaluation functions, deal by deal', () => {
    fc.assert(
      fc.property(
        anySeed.chain((w) => {
          const witness = randomDeal(seededRandom(w));
          return fc.tuple(fc.constant(witness), constraintsMetBy(witness, 2), anySeed);
        }),
        ([witness, texts, other]) => {
          const constraints = compiled({ constraints: texts });
          expect(dealSatisfies(constraints, witness)).toBe(true);
          // Another deal meets them or not; the fast facts must say the same as the reference.
          const deal = randomDeal(seededRandom(other));
          expect(dealSatisfies(constraints, deal)).toBe(referenceSatisfies(constraints.constraints, deal));
          for (const [target, expr] of Object.entries(constraints.constraints)) {
            const one = compileConstraint(expr as ConstraintExpr, target as ConstraintTarget);
            expect(one(DealFacts.of(deal))).toBe(
              referenceHolds(expr as ConstraintExpr, deal, target as ConstraintTarget),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('generateDeals', () => {
  it('finds no contradiction in constraints a deal meets, and every deal it gives meets them', () => {
    // Random constraints can be very rare together (four seats at 1% each); those may end in
    // NO_DEAL_FOUND, never in another error, and most runs must deliver deals.
    let delivered = 0;
    let tooRare = 0;
    fc.assert(
      fc.property(
        anySeed.chain((w) => {
          const witness = randomDeal(seededRandom(w));
          return fc.tuple(
            constraintsMetBy(witness, 3),
            fc.option(predealFrom(witness), { nil: undefined }),
            anySeed,
          );
        }),
        ([texts, predeal, seed]) => {
          const constraints = compiled(
            predeal === undefined ? { constraints: texts } : { constraints: texts, predeal },
          );
          const r = generateDeals(constraints, seededRandom(seed), 3, { maxAttempts: 100_000 });
          if (!r.ok) {
            expect(r.error.code).toBe('NO_DEAL_FOUND');
            tooRare++;
            return;
          }
          delivered++;
          for (const deal of r.value.deals) {
            expect(isCompleteDeal(deal)).toBe(true);
            expect(referenceSatisfies(constraints.constraints, deal)).toBe(true);
            for (const seat of SEATS)
              for (const card of constraints.predeal[seat]) expect(deal[seat]).toContain(card);
          }
        },
      ),
      { numRuns: 80 },
    );
    expect(delivered).toBeGreaterThan(3 * tooRare);
  });

  it('repeats exactly with the same seed, and differs with another', () => {
    const constraints = compiled({ constraints: { N: 'hcp 15-17 balanced', S: 'spades 5+' } });
    const first = dealsOf(constraints, 'repeat', 20);
    expect(dealsOf(constraints, 'repeat', 20)).toEqual(first);
    expect(dealsOf(constraints, 'other', 20)).not.toEqual(first);
  });

  it('counts attempts: the sum over the deals, and the rate matches the constraint’s frequency', () => {
    // A balanced 15-17 hand: about 4.5% of hands (4.4% by exact count of 15-17 HCP and 4-3-3-3,
    // 4-4-3-2, 5-3-3-2 together).
    const constraints = compiled({ constraints: { N: 'hcp 15-17 balanced' } });
    const dealer = constrainedDealer(constraints, seededRandom('rate'));
    let sum = 0;
    for (let i = 0; i < 400; i++) {
      const next = dealer.next();
      if (!next.ok) throw new Error(next.error.message);
      sum += next.value.attempts;
    }
    expect(dealer.accepted).toBe(400);
    expect(dealer.attempts).toBe(sum);
    const rate = dealer.accepted / dealer.attempts;
    expect(rate).toBeGreaterThan(0.035);
    expect(rate).toBeLessThan(0.055);
  });

  it('gives NO_DEAL_FOUND with the attempt count when possible constraints are too rare', () => {
    // 37 HCP is possible (AKQ in every suit and a jack) but about one hand in 10^11.
    const constraints = compiled({ constraints: { N: 'hcp 37' } });
    const r = generateDeals(constraints, seededRandom(1), 1, { maxAttempts: 5000 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'NO_DEAL_FOUND', attempts: 5000 });
    expect(r.error.message).toContain('5,000 attempts');
    expect(r.error.messageDe).toContain('5,000 Versuchen');
  });

  it('deals a fully predealt table as given, in one attempt', () => {
    const deal = randomDeal(seededRandom('full'));
    const predeal = Object.fromEntries(SEATS.map((s) => [s, deal[s].join(' ')]));
    const r = generateDeals(compiled({ predeal }), seededRandom(1), 2);
    expect(r.ok && r.value).toEqual({ deals: [deal, deal], attempts: 2 });
  });
});

/**
 * How far the seats' holdings of the free cards are from uniform: the chi-square statistic of
 * the counts (card, seat) over `deals` against each free seat getting a card in proportion to
 * its free places.
 */
function freeCardChiSquare(deals: readonly Deal[], predeal: Deal): { chiSquare: number; cells: number } {
  const fixed = new Set(SEATS.flatMap((s) => predeal[s]));
  const room = SEATS.map((s) => 13 - predeal[s].length);
  const free = 52 - fixed.size;
  let chiSquare = 0;
  let cells = 0;
  for (const card of DECK) {
    if (fixed.has(card)) continue;
    SEATS.forEach((seat, s) => {
      const places = room[s] as number;
      if (places === 0) return;
      const expected = (deals.length * places) / free;
      const seen = deals.filter((d) => d[seat].includes(card)).length;
      chiSquare += (seen - expected) ** 2 / expected;
      cells++;
    });
  }
  return { chiSquare, cells };
}

/** A dealer with the classic shuffle bug (swap each place with any place, not a later one). */
function biasedDeals(predeal: Deal, seed: string, count: number): Deal[] {
  const source = seededRandom(seed);
  const fixed = new Set(SEATS.flatMap((s) => predeal[s]));
  const deals: Deal[] = [];
  for (let n = 0; n < count; n++) {
    const pool = DECK.filter((c) => !fixed.has(c));
    for (let i = 0; i < pool.length; i++) {
      const j = randomInt(source, pool.length);
      [pool[i], pool[j]] = [pool[j] as Card, pool[i] as Card];
    }
    let next = 0;
    const hands = SEATS.map((seat) => {
      const take = 13 - predeal[seat].length;
      const hand = [...predeal[seat], ...pool.slice(next, next + take)];
      next += take;
      return hand;
    });
    deals.push({ N: hands[0] as Hand, E: hands[1] as Hand, S: hands[2] as Hand, W: hands[3] as Hand });
  }
  return deals;
}

describe('generateDeals is uniform', () => {
  const north = parseDealOrThrow('N:AKQ2.J93.K42.T83 - - -').N;
  const predeal: Deal = { N: north, E: [], S: [], W: [] };

  it('spreads the 39 cards around a predealt North hand evenly (6,000 deals)', () => {
    const deals = dealsOf(compiled({ predeal: { N: 'AKQ2.J93.K42.T83' } }), 'uniform', 6000);
    const { chiSquare, cells } = freeCardChiSquare(deals, predeal);
    // 39 cards x 3 seats, 78 degrees of freedom: mean 78, standard deviation 12.5.
    expect(cells).toBe(117);
    expect(chiSquare).toBeLessThan(78 + 5 * 12.5);
    // The same statistic catches a biased shuffle.
    expect(freeCardChiSquare(biasedDeals(predeal, 'uniform', 6000), predeal).chiSquare).toBeGreaterThan(
      78 + 5 * 12.5,
    );
  });

  it('keeps the hypergeometric shape of a constrained suit (South spades 5+, North predealt with 4 spades)', () => {
    // 9 spades among the 39 free cards; South gets 13 of them. P(k) = C(9,k) C(30,13-k) / C(39,13),
    // conditioned on k >= 5.
    const choose = (n: number, k: number): number => {
      let r = 1;
      for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
      return r;
    };
    const p = Array.from({ length: 10 }, (_, k) => (choose(9, k) * choose(30, 13 - k)) / choose(39, 13));
    const tail = p.slice(5).reduce((a, b) => a + b, 0);
    const count = 3000;
    const deals = dealsOf(
      compiled({ constraints: { S: 'spades 5+' }, predeal: { N: 'AKQ2.J93.K42.T83' } }),
      'tail',
      count,
    );
    const observed = new Array<number>(10).fill(0);
    for (const d of deals) {
      const k = d.S.filter((c) => c[0] === 'S').length;
      observed[k] = (observed[k] as number) + 1;
    }
    expect(observed.slice(0, 5).every((n) => n === 0)).toBe(true);
    // Lengths 5, 6 and 7+ (pooled, their expected counts are small): 2 degrees of freedom,
    // 13.8 is the 0.1% point.
    const expected = [p[5] as number, p[6] as number, p.slice(7).reduce((a, b) => a + b, 0)].map(
      (q) => (q / tail) * count,
    );
    const seen = [observed[5] as number, observed[6] as number, observed.slice(7).reduce((a, b) => a + b, 0)];
    const chiSquare = seen.reduce(
      (a, o, i) => a + (o - (expected[i] as number)) ** 2 / (expected[i] as number),
      0,
    );
    expect(chiSquare).toBeLessThan(13.8);
    // And the rest of the constrained deal stays even: West and East share the other cards alike.
    const westSpades = deals.reduce((a, d) => a + d.W.filter((c) => c[0] === 'S').length, 0);
    const eastSpades = deals.reduce((a, d) => a + d.E.filter((c) => c[0] === 'S').length, 0);
    expect(Math.abs(westSpades - eastSpades) / count).toBeLessThan(0.1);
  });
});

function parseDealOrThrow(text: string): Deal {
  const r = parseDeal(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
