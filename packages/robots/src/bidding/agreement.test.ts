import {
  type Auction,
  addCall,
  auctionTurn,
  type Call,
  callsEqual,
  DECK,
  type Hand,
  legalCalls,
  sortCards,
} from '@tenace/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handFacts } from './hand.js';
import { inRange, type Meaning } from './meaning.js';
import { SAYC } from './sayc/index.js';
import { chooseCall, explainCall } from './system.js';

/** True when the hand lies inside everything the meaning shows. */
function satisfies(hand: Hand, meaning: Meaning): boolean {
  const h = handFacts(hand);
  if (!inRange(h.hcp, meaning.hcp)) return false;
  for (const suit of ['S', 'H', 'D', 'C'] as const)
    if (!inRange(h.length[suit], meaning.lengths[suit])) return false;
  if (meaning.balanced !== undefined && meaning.balanced !== h.balanced) return false;
  if (meaning.points !== undefined) {
    const method = meaning.pointsMethod;
    const points = method === undefined || method === 'length' ? h.points : h.support(method.support);
    if (!inRange(points, meaning.points)) return false;
  }
  return true;
}

/** A random legal auction: mostly passes and low bids, so that system auctions come up often. */
const auctionArb = fc
  .record({
    dealer: fc.constantFrom('N', 'E', 'S', 'W' as const),
    steps: fc.array(fc.nat(), { maxLength: 9 }),
  })
  .map(({ dealer, steps }) => {
    let auction: Auction = { dealer, calls: [] };
    for (const step of steps) {
      const seat = auctionTurn(auction);
      if (seat === null) break;
      const legal = legalCalls(auction);
      const call: Call =
        step % 3 === 0 ? (legal[0] as Call) : (legal[1 + (step % Math.min(legal.length - 1, 7))] as Call);
      const next = addCall(auction, seat, call);
      if (!next.ok || auctionTurn(next.value) === null) break;
      auction = next.value;
    }
    return auction;
  });

const handArb = fc
  .shuffledSubarray([...DECK], { minLength: 13, maxLength: 13 })
  .map((cards) => sortCards(cards));

describe('one rule set chooses and explains', () => {
  it('explains the robot call by the rule it came from, and the hand fits that meaning and the one shown', () => {
    fc.assert(
      fc.property(
        handArb,
        auctionArb,
        fc.constantFrom('None', 'NS', 'EW', 'All' as const),
        (hand, auction, vul) => {
          const choice = chooseCall(SAYC, { hand, auction, vulnerability: vul });
          expect(legalCalls(auction).some((c) => callsEqual(c, choice.call))).toBe(true);
          expect(satisfies(hand, choice.meaning)).toBe(true);
          if (!choice.fromRule) return;
          const after = { dealer: auction.dealer, calls: [...auction.calls, choice.call] };
          const explained = explainCall(SAYC, after, vul, auction.calls.length);
          const same = explained.rules.filter((m) => m.ruleId === choice.ruleId);
          expect(same.length).toBeGreaterThan(0);
          expect(same).toContainEqual(choice.meaning);
          // What people read covers the hand too, unless the call came from general placement
          // (a captaincy fallback) while a specific rule also makes it.
          const general = (SAYC.allRules.find((r) => r.id === choice.ruleId)?.priority ?? 0) < 6;
          if (!general || explained.shown.ruleId === choice.ruleId)
            expect(satisfies(hand, explained.shown)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
    // 400 whole auctions re-interpreted; the machine is shared, so allow more than the default 5 s.
  }, 60_000);
});
