import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEATS, type Seat, STRAINS, seatAfter, sideOf } from '../cards/types.js';
import { unwrap } from '../errors.js';
import {
  type Auction,
  addCall,
  auctionFromCalls,
  auctionTurn,
  checkCall,
  currentContract,
  finalContract,
  isAuctionOver,
  isPassedOut,
  lastBid,
  legalCalls,
  MAX_AUCTION_LENGTH,
  startAuction,
} from './auction.js';
import { ALL_BIDS, type Call, callsEqual, DOUBLE, formatCall, PASS, parseCall, REDOUBLE } from './call.js';
import type { Risk } from './contract.js';
import { pick, seededRandom } from './testing.js';

/** All 38 different calls. */
const EVERY_CALL: readonly Call[] = [PASS, DOUBLE, REDOUBLE, ...ALL_BIDS];

/** An auction from a dealer and calls written like '1C P P X'. */
function auction(dealer: Seat, text: string): Auction {
  const calls = text
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => unwrap(parseCall(t)));
  return unwrap(auctionFromCalls(dealer, calls));
}

function written(calls: readonly Call[]): string[] {
  return calls.map((c) => formatCall(c));
}

describe('who calls', () => {
  it('the dealer calls first, then clockwise (L17)', () => {
    for (const dealer of SEATS) {
      expect(auctionTurn(startAuction(dealer))).toBe(dealer);
      expect(auctionTurn(auction(dealer, 'P'))).toBe(seatAfter(dealer, 1));
      expect(auctionTurn(auction(dealer, '1C P'))).toBe(seatAfter(dealer, 2));
    }
  });

  it('a call out of turn is refused with NOT_YOUR_TURN and names both seats', () => {
    const r = checkCall(auction('E', '1H'), 'N', PASS);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('NOT_YOUR_TURN');
    expect(r.error.seat).toBe('N');
    expect(r.error.message).toContain('South');
    expect(r.error.message).toContain('North');
    expect(r.error.messageDe).toContain('Süd');
  });
});

describe('legal calls after known prefixes (perft)', () => {
  // Counts derived by hand from §1.2: 35 bids 1C..7NT, a bid must outrank the last one.
  const cases: [string, string, number, string[]][] = [
    ['opening', '', 36, ['P', '1C', '7NT']],
    ['after three passes the fourth hand may open', 'P P P', 36, ['P', '1C']],
    ['after an opponent opened 1C: pass, double, 34 bids', '1C', 36, ['P', 'X', '1D']],
    ["after partner's 1C: pass and 34 bids, no double", '1C P', 35, ['P', '1D']],
    ['after 1C doubled: the opener side may redouble', '1C X', 36, ['P', 'XX', '1D']],
    ["after 1C X P: the doubler's partner may not redouble", '1C X P', 35, ['P', '1D']],
    ['after 1C X P P: opener may redouble', '1C X P P', 36, ['P', 'XX', '1D']],
    ['after 1C X XX: nobody may double again', '1C X XX', 35, ['P', '1D']],
    ['fourth seat after 1H P P: pass, double, 32 bids above 1H', '1H P P', 34, ['P', 'X', '1S', '1NT']],
    ['after 1H P P X: the opener may redouble', '1H P P X', 34, ['P', 'XX', '1S']],
    ['after 7NT by an opponent: pass or double', '7NT', 2, ['P', 'X']],
    ['after 7NT X: pass or redouble', '7NT X', 2, ['P', 'XX']],
    ['after 7NT X XX: only pass', '7NT X XX', 1, ['P']],
    ["after partner's 7NT: only pass", '7NT P', 1, ['P']],
    ['after 1NT 2H: 2S and up, double', '1NT 2H', 2 + 35 - 8, ['X', '2S', '2NT']],
  ];
  for (const [name, prefix, count, includes] of cases) {
    it(name, () => {
      const a = auction('N', prefix);
      const calls = legalCalls(a);
      expect(calls).toHaveLength(count);
      expect(written(calls)).toEqual(expect.arrayContaining(includes));
      // Every listed call is accepted, every other call refused.
      const turn = auctionTurn(a) as Seat;
      for (const call of EVERY_CALL) {
        const listed = calls.some((c) => callsEqual(c, call));
        expect(checkCall(a, turn, call).ok, formatCall(call)).toBe(listed);
      }
    });
  }

  it('the seat in 4th position after 1H P P is an opponent of the opener (double legal), not its partner', () => {
    const a = auction('S', '1H P P');
    expect(auctionTurn(a)).toBe('E');
    expect(sideOf('E')).not.toBe(sideOf('S'));
    expect(addCall(a, 'E', DOUBLE).ok).toBe(true);
  });
});

describe('illegal calls (§1.2)', () => {
  function codeOf(a: Auction, call: string): string | undefined {
    const r = checkCall(a, auctionTurn(a) as Seat, unwrap(parseCall(call)));
    return r.ok ? undefined : r.error.code;
  }

  it('a bid must outrank the last bid: same level needs a higher strain', () => {
    const a = auction('N', '1H');
    expect(codeOf(a, '1D')).toBe('INSUFFICIENT_BID');
    expect(codeOf(a, '1H')).toBe('INSUFFICIENT_BID');
    expect(codeOf(a, '1S')).toBeUndefined();
    expect(codeOf(a, '2C')).toBeUndefined();
  });

  it('the insufficient-bid message names the call and the last bid, in English and German', () => {
    const a = auction('W', '2C P');
    const r = checkCall(a, 'E', unwrap(parseCall('1NT')));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('INSUFFICIENT_BID');
    expect(r.error.message).toBe('1NT is insufficient: the last bid is 2C by West');
    expect(r.error.messageDe).toBe('1SA ist ungenügend: das letzte Gebot ist 2♣ von West');
  });

  it("a double of partner's bid is illegal", () => {
    const r = checkCall(auction('N', '1S P'), 'S', DOUBLE);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('ILLEGAL_DOUBLE');
    expect(r.error.message).toContain('1S by North');
    expect(r.error.messageDe).toContain('1♠ von Nord');
  });

  it('a double without any bid, of a doubled or of a redoubled bid is illegal', () => {
    expect(codeOf(startAuction('N'), 'X')).toBe('ILLEGAL_DOUBLE');
    expect(codeOf(auction('N', 'P P'), 'X')).toBe('ILLEGAL_DOUBLE');
    expect(codeOf(auction('N', '1C X P'), 'X')).toBe('ILLEGAL_DOUBLE');
    expect(codeOf(auction('N', '1C X XX'), 'X')).toBe('ILLEGAL_DOUBLE');
  });

  it('a double two passes later, in the pass-out seat, is legal (L19A1: only passes since)', () => {
    expect(codeOf(auction('N', '1C P P'), 'X')).toBeUndefined();
  });

  it("a redouble is legal only after the opponents' double of one's own side's bid", () => {
    expect(codeOf(auction('N', '1C'), 'XX')).toBe('ILLEGAL_REDOUBLE');
    expect(codeOf(auction('N', '1C X P'), 'XX')).toBe('ILLEGAL_REDOUBLE');
    expect(codeOf(auction('N', '1C X XX P'), 'XX')).toBe('ILLEGAL_REDOUBLE');
    expect(codeOf(startAuction('E'), 'XX')).toBe('ILLEGAL_REDOUBLE');
    expect(codeOf(auction('N', '1C X'), 'XX')).toBeUndefined();
    expect(codeOf(auction('N', '1C X P P'), 'XX')).toBeUndefined();
  });

  it('a new bid cancels a double and a redouble (L19C)', () => {
    const doubled = auction('N', '1C X');
    expect(currentContract(doubled)?.risk).toBe('X');
    const after = auction('N', '1C X 1H');
    expect(currentContract(after)?.risk).toBe('');
    expect(codeOf(after, 'X')).toBeUndefined();
    const redoubledThenBid = auction('N', '1C X XX 1D');
    expect(currentContract(redoubledThenBid)).toMatchObject({
      level: 1,
      strain: 'D',
      risk: '',
      declarer: 'W',
    });
  });

  it('malformed input is BAD_CALL or BAD_SEAT, never a throw', () => {
    const a = startAuction('N');
    const bad = [
      { type: 'bid', level: 8, strain: 'NT' },
      { type: 'bid', level: 0, strain: 'C' },
      { type: 'bid', level: 1.5, strain: 'C' },
      { type: 'bid', level: 1, strain: 'X' },
      { type: 'jump' },
      null,
      '1NT',
    ];
    for (const call of bad) {
      const r = checkCall(a, 'N', call as unknown as Call);
      expect(r.ok ? undefined : r.error.code).toBe('BAD_CALL');
    }
    const r = checkCall(a, 'Q' as Seat, PASS);
    expect(r.ok ? undefined : r.error.code).toBe('BAD_SEAT');
  });

  it('the stored call is a clean value, whatever extra fields came in', () => {
    const a = unwrap(addCall(startAuction('N'), 'N', { type: 'bid', level: 1, strain: 'H', x: 1 } as Call));
    expect(a.calls).toEqual([{ type: 'bid', level: 1, strain: 'H' }]);
  });
});

describe('end of the auction (§1.3)', () => {
  it('three passes after a bid end it; the last bid is the contract', () => {
    const a = auction('E', '1C P P');
    expect(isAuctionOver(a)).toBe(false);
    const done = auction('E', '1C P P P');
    expect(isAuctionOver(done)).toBe(true);
    expect(isPassedOut(done)).toBe(false);
    expect(auctionTurn(done)).toBeNull();
    expect(legalCalls(done)).toEqual([]);
    expect(finalContract(done)).toEqual({ level: 1, strain: 'C', risk: '', declarer: 'E' });
  });

  it('four passes pass the deal out: no contract', () => {
    const three = auction('S', 'P P P');
    expect(isAuctionOver(three)).toBe(false);
    expect(finalContract(three)).toBeNull();
    const four = auction('S', 'P P P P');
    expect(isAuctionOver(four)).toBe(true);
    expect(isPassedOut(four)).toBe(true);
    expect(finalContract(four)).toBeNull();
    expect(lastBid(four)).toBeNull();
  });

  it('no call after the end: AUCTION_OVER naming the call', () => {
    const r = addCall(auction('N', '1C P P P'), 'E', unwrap(parseCall('1D')));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('AUCTION_OVER');
    expect(r.error.message).toContain('1D');
    expect(r.error.messageDe).toContain('1♦');
  });

  it('doubled and redoubled contracts', () => {
    expect(finalContract(auction('N', '4S X P P P'))).toEqual({
      level: 4,
      strain: 'S',
      risk: 'X',
      declarer: 'N',
    });
    expect(finalContract(auction('N', '1H X XX P P P'))).toEqual({
      level: 1,
      strain: 'H',
      risk: 'XX',
      declarer: 'N',
    });
    expect(finalContract(auction('W', '3NT P P X P P P'))).toEqual({
      level: 3,
      strain: 'NT',
      risk: 'X',
      declarer: 'W',
    });
  });

  it('finalContract is null while the auction runs; currentContract shows the contract so far', () => {
    const a = auction('N', '1D 1S 2D');
    expect(finalContract(a)).toBeNull();
    expect(currentContract(a)).toEqual({ level: 2, strain: 'D', risk: '', declarer: 'N' });
    expect(lastBid(a)).toEqual({ bid: { type: 'bid', level: 2, strain: 'D' }, seat: 'S', index: 2 });
  });
});

describe('declarer (Definitions, L22): first of the side to name the final strain', () => {
  it("responder who bid the suit first declares partner's raise to game", () => {
    // N 1D, S 1H, N 2H, S 4H: South named hearts first.
    expect(finalContract(auction('N', '1D P 1H P 2H P 4H P P P'))?.declarer).toBe('S');
  });

  it("an opponent's earlier bid of the strain does not count", () => {
    // W opens 1S, S bids 2S (a cue bid), N later bids 3S: NS play spades, S named them first for NS.
    expect(finalContract(auction('W', '1S X P 2S P 3S P 4S P P P'))).toEqual({
      level: 4,
      strain: 'S',
      risk: '',
      declarer: 'S',
    });
  });

  it('a strain named only at the end makes the last bidder declarer', () => {
    expect(finalContract(auction('N', '1C P 1S P 2D P 2H P 3NT P P P'))?.declarer).toBe('N');
  });

  it('no trump counts as a strain like any other', () => {
    expect(finalContract(auction('E', '1NT P 2C P 2H P 3NT P P P'))?.declarer).toBe('E');
  });
});

describe('the longest auction', () => {
  it(`has ${MAX_AUCTION_LENGTH} calls: three passes, then every bid doubled and redoubled`, () => {
    const calls: Call[] = [PASS, PASS, PASS];
    for (const b of ALL_BIDS) calls.push(b, PASS, PASS, DOUBLE, PASS, PASS, REDOUBLE, PASS, PASS);
    calls.push(PASS);
    expect(calls).toHaveLength(319);
    const a = unwrap(auctionFromCalls('N', calls));
    expect(isAuctionOver(a)).toBe(true);
    // 7NT is bid at index 3 + 34 * 9 = 309 (East); no trump was first named by West at index 39.
    expect(finalContract(a)).toEqual({ level: 7, strain: 'NT', risk: 'XX', declarer: 'W' });
    expect(addCall(a, 'W', PASS).ok).toBe(false);
  });
});

/** Plays a random auction: pass with probability `passBias`, otherwise a uniform legal call. */
function randomAuction(seed: number, passBias: number): Auction {
  const random = seededRandom(seed);
  let a = startAuction(SEATS[pick(random, 4)] as Seat);
  while (!isAuctionOver(a)) {
    const calls = legalCalls(a);
    const call = random() < passBias ? PASS : (calls[pick(random, calls.length)] as Call);
    a = unwrap(addCall(a, auctionTurn(a) as Seat, call));
  }
  return a;
}

/** The doubling state from a forward scan, written independently of the engine's backward scan. */
function scanRisk(calls: readonly Call[]): Risk {
  let risk: Risk = '';
  for (const c of calls) {
    if (c.type === 'bid') risk = '';
    if (c.type === 'double') risk = 'X';
    if (c.type === 'redouble') risk = 'XX';
  }
  return risk;
}

describe('random legal auctions (property)', () => {
  it(`end legally within ${MAX_AUCTION_LENGTH} calls with a consistent final contract`, () => {
    fc.assert(
      fc.property(fc.integer(), fc.double({ min: 0.05, max: 0.9, noNaN: true }), (seed, passBias) => {
        const a = randomAuction(seed, passBias);
        expect(a.calls.length).toBeLessThanOrEqual(MAX_AUCTION_LENGTH);
        expect(a.calls.length).toBeGreaterThanOrEqual(4);
        const contract = finalContract(a);
        const bids = a.calls
          .map((call, i) => ({ call, seat: seatAfter(a.dealer, i) }))
          .filter((x) => x.call.type === 'bid');
        if (bids.length === 0) {
          expect(isPassedOut(a)).toBe(true);
          expect(contract).toBeNull();
          return;
        }
        expect(isPassedOut(a)).toBe(false);
        const last = bids[bids.length - 1] as { call: Call; seat: Seat };
        if (last.call.type !== 'bid' || contract === null) throw new Error('expected a contract');
        expect([contract.level, contract.strain]).toEqual([last.call.level, last.call.strain]);
        expect(contract.risk).toBe(scanRisk(a.calls));
        expect(sideOf(contract.declarer)).toBe(sideOf(last.seat));
        const first = bids.find(
          (x) =>
            x.call.type === 'bid' &&
            x.call.strain === contract.strain &&
            sideOf(x.seat) === sideOf(last.seat),
        );
        expect(first?.seat).toBe(contract.declarer);
        // Bids rise strictly.
        for (let i = 1; i < bids.length; i++) {
          const [p, q] = [bids[i - 1]?.call, bids[i]?.call];
          if (p?.type === 'bid' && q?.type === 'bid') {
            expect(q.level * 5 + STRAINS.indexOf(q.strain)).toBeGreaterThan(
              p.level * 5 + STRAINS.indexOf(p.strain),
            );
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('checkCall (the call sequence, L19) agrees with legalCalls (the current contract) at every prefix', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = randomAuction(seed, 0.4);
        for (let n = 0; n <= a.calls.length; n++) {
          const prefix: Auction = { dealer: a.dealer, calls: a.calls.slice(0, n) };
          const legal = legalCalls(prefix);
          for (const seat of SEATS) {
            for (const call of EVERY_CALL) {
              const r = checkCall(prefix, seat, call);
              const expected = seat === auctionTurn(prefix) && legal.some((c) => callsEqual(c, call));
              expect(r.ok).toBe(expected);
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a refused call leaves the auction as it was', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...SEATS),
        fc.constantFrom(...EVERY_CALL),
        fc.nat(),
        (seed, seat, call, cut) => {
          const full = randomAuction(seed, 0.5);
          const a = Object.freeze({
            dealer: full.dealer,
            calls: Object.freeze(full.calls.slice(0, cut % (full.calls.length + 1))),
          });
          const before = JSON.stringify(a);
          const r = addCall(a, seat, call);
          expect(JSON.stringify(a)).toBe(before);
          if (r.ok) expect(r.value.calls).toHaveLength(a.calls.length + 1);
        },
      ),
    );
  });
});
