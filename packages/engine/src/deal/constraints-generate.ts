import { cardIndex, type Deal, type Hand, SEATS, type Seat } from '../cards/types.js';
import { type ConstraintResult, constraintError } from './constraints.js';
import {
  CONSTRAINT_TARGETS,
  type CompiledConstraint,
  compileConstraint,
  type DealConstraints,
  DealFacts,
  targetSeats,
} from './constraints-check.js';
import { type RandomSource, randomInt } from './random.js';

/** Attempts allowed for one deal unless the caller says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 1_000_000;

export interface ConstrainedDealOptions {
  /** Attempts allowed for each deal before NO_DEAL_FOUND; default DEFAULT_MAX_ATTEMPTS. */
  readonly maxAttempts?: number;
}

/** One generated deal and the attempts it took. */
export interface GeneratedDeal {
  readonly deal: Deal;
  readonly attempts: number;
}

/** A source of deals that meet constraints, with running counts for reports. */
export interface ConstrainedDealer {
  /** The next deal, or NO_DEAL_FOUND (with `attempts`) when the limit runs out first. */
  next(): ConstraintResult<GeneratedDeal>;
  /** Attempts made so far, over all deals. */
  readonly attempts: number;
  /** Deals accepted so far. */
  readonly accepted: number;
}

/*
 * Generation is rejection sampling over the cards that are not predealt: deal them at random to
 * fill the hands, keep the deal if it meets every constraint, else try again. Among the deals
 * that extend the predeal, each is produced with the same probability, so the kept deals are
 * uniform among those that meet the constraints.
 *
 * Two shortcuts keep that exactly true. The hands are filled one at a time by a partial
 * Fisher-Yates shuffle of the free cards, constrained seats first, and a constraint is tested as
 * soon as its hands are complete: a deal rejected early would have been rejected at the end as
 * well, so stopping early changes which random numbers are drawn, not which deals are kept. And
 * the pool of free cards is not put back in order between attempts: a Fisher-Yates draw is
 * uniform from any starting order, so the next attempt is independent of the last.
 */

/** A dealer of uniformly random deals among those that meet `constraints`, drawing on `source`. */
export function constrainedDealer(
  constraints: DealConstraints,
  source: RandomSource,
  options: ConstrainedDealOptions = {},
): ConstrainedDealer {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isSafeInteger(maxAttempts) || maxAttempts < 1) {
    throw new RangeError(`maxAttempts must be a positive integer, got ${maxAttempts}`);
  }
  const predealt = SEATS.map((seat) => constraints.predeal[seat].map(cardIndex));
  const taken = new Set(predealt.flat());
  const pool = Int32Array.from({ length: 52 }, (_, i) => i).filter((i) => !taken.has(i));
  const room = predealt.map((cards) => 13 - cards.length);

  // Seats with their own constraint first, then those of a constrained partnership, the rest last.
  const weight = (s: number) => {
    const seat = SEATS[s] as Seat;
    if (constraints.constraints[seat] !== undefined) return 0;
    const pair = s % 2 === 0 ? 'NS' : 'EW';
    return constraints.constraints[pair] !== undefined ? 1 : 2;
  };
  const order = [0, 1, 2, 3].sort((a, b) => weight(a) - weight(b) || a - b);
  // checksAfter[k]: the constraints whose hands are all complete once order[k] is dealt.
  const checksAfter: CompiledConstraint[][] = order.map(() => []);
  for (const target of CONSTRAINT_TARGETS) {
    const expr = constraints.constraints[target];
    if (expr === undefined) continue;
    const step = Math.max(...targetSeats(target).map((s) => order.indexOf(s)));
    checksAfter[step]?.push(compileConstraint(expr, target));
  }

  const facts = new DealFacts();
  const hand = new Int32Array(13);
  let attempts = 0;
  let accepted = 0;

  /** One attempt: true when every constraint holds, with the hands left in `facts`. */
  const attempt = (): boolean => {
    let next = 0;
    for (let k = 0; k < 4; k++) {
      const s = order[k] as number;
      const mine = predealt[s] as number[];
      for (let i = 0; i < mine.length; i++) hand[i] = mine[i] as number;
      const needed = room[s] as number;
      // The last seat takes whatever is left; every other draws its cards from the rest of the pool.
      if (k < 3) {
        for (let i = next; i < next + needed; i++) {
          const j = i + randomInt(source, pool.length - i);
          const held = pool[i] as number;
          pool[i] = pool[j] as number;
          pool[j] = held;
        }
      }
      for (let i = 0; i < needed; i++) hand[mine.length + i] = pool[next + i] as number;
      next += needed;
      facts.setHand(s, hand, 0, 13);
      for (const check of checksAfter[k] as CompiledConstraint[]) if (!check(facts)) return false;
    }
    return true;
  };

  return {
    get attempts() {
      return attempts;
    },
    get accepted() {
      return accepted;
    },
    next() {
      for (let tries = 1; tries <= maxAttempts; tries++) {
        attempts++;
        if (attempt()) {
          accepted++;
          const deal: Record<Seat, Hand> = { N: [], E: [], S: [], W: [] };
          SEATS.forEach((seat, s) => {
            deal[seat] = facts.hand(s);
          });
          return { ok: true, value: { deal, attempts: tries } };
        }
      }
      const shown = maxAttempts.toLocaleString('en-US');
      return {
        ok: false,
        error: constraintError(
          'NO_DEAL_FOUND',
          `no deal found in ${shown} attempts: the constraints are possible but rarer than that; loosen them or allow more attempts`,
          `keine Verteilung in ${shown} Versuchen gefunden: die Bedingungen sind erfüllbar, aber seltener; lockern oder mehr Versuche erlauben`,
          { attempts: maxAttempts },
        ),
      };
    },
  };
}

/** What `generateDeals` returns: the deals and the attempts they took in all. */
export interface GeneratedDeals {
  readonly deals: readonly Deal[];
  readonly attempts: number;
}

/** `count` deals that meet `constraints` (see `constrainedDealer`); the limit applies to each deal. */
export function generateDeals(
  constraints: DealConstraints,
  source: RandomSource,
  count: number,
  options: ConstrainedDealOptions = {},
): ConstraintResult<GeneratedDeals> {
  const dealer = constrainedDealer(constraints, source, options);
  const deals: Deal[] = [];
  for (let i = 0; i < count; i++) {
    const next = dealer.next();
    if (!next.ok) return next;
    deals.push(next.value.deal);
  }
  return { ok: true, value: { deals, attempts: dealer.attempts } };
}
