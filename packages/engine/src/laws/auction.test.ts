import { describe, expect, it } from 'vitest';
import { formatCall } from '../bridge/call.js';
import { applyTableAction, legalTableActions } from './board.js';
import { act, call, calls, decide, scenarioBoard } from './testing.js';
import type { TableState } from './types.js';

// One scenario per rule of spec §2.1 and §2.2 (Laws 23 and 26-32), dealer North on the scenario
// deal of testing.ts. Each checks the rectification the Law prescribes: who must pass, what the
// offender may call, which decision waits and for whom.

const written = (s: TableState) =>
  s.calls.map((c) => `${c.seat}:${formatCall(c.call, 'pbn')}${c.irregular ? `(${c.irregular})` : ''}`);
const legalCallsOf = (s: TableState, seat: 'N' | 'E' | 'S' | 'W') =>
  legalTableActions(s, seat).flatMap((a) => (a.type === 'call' ? [formatCall(a.call, 'pbn')] : []));

describe('insufficient bid (L27)', () => {
  const afterInsufficient = () => call(call(scenarioBoard(), 'N', '1S'), 'E', '1H');

  it("waits for the offender's LHO to accept or refuse; the bid is not yet in the auction", () => {
    const s = afterInsufficient();
    expect(s.decision).toMatchObject({
      kind: 'insufficientBid',
      chooser: 'S',
      offender: 'E',
      options: ['accept', 'refuse'],
    });
    expect(written(s)).toEqual(['N:1S']);
    expect(legalTableActions(s, 'S')).toEqual([
      { type: 'decide', option: 'accept' },
      { type: 'decide', option: 'refuse' },
    ]);
    expect(legalTableActions(s, 'E')).toEqual([]);
  });

  it('L27A1: accepted, it stands and the next bid only has to beat it', () => {
    const s = decide(afterInsufficient(), 'S', 'accept');
    expect(written(s)).toEqual(['N:1S', 'E:1H(insufficient)']);
    expect(legalCallsOf(s, 'S')).toContain('1NT');
    expect(legalCallsOf(s, 'S')).not.toContain('1H');
    expect(s.rulings.map((r) => r.law)).toEqual(['27A1']);
  });

  it('L27A1: calling over it accepts it', () => {
    const s = call(afterInsufficient(), 'S', '2C');
    expect(written(s)).toEqual(['N:1S', 'E:1H(insufficient)', 'S:2C']);
    expect(s.decision).toBeNull();
  });

  it('L27B1a: replaced by the lowest sufficient bid in the same strain, no rectification (review L27D)', () => {
    const s = call(decide(afterInsufficient(), 'S', 'refuse'), 'E', '2H');
    expect(written(s)).toEqual(['N:1S', 'E:2H']);
    expect(s.duties).toEqual([]);
    expect(s.leadBans).toEqual([]);
    expect(s.review).toContainEqual({ law: '27D', seat: 'E' });
    expect(s.rulings.map((r) => r.law)).toEqual(['27B', '27B1a']);
  });

  it('L27B1b: another call goes to the Director; comparable means no rectification', () => {
    let s = call(decide(afterInsufficient(), 'S', 'refuse'), 'E', '2C');
    expect(s.decision).toMatchObject({
      kind: 'comparableCall',
      chooser: 'director',
      default: 'notComparable',
    });
    s = decide(s, 'director', 'comparable');
    expect(s.duties).toEqual([]);
    expect(s.review).toContainEqual({ law: '27D', seat: 'E' });
  });

  it('L27B2: not comparable: partner passes for the rest of the auction and L26B applies', () => {
    let s = call(decide(afterInsufficient(), 'S', 'refuse'), 'E', '2C');
    s = decide(s, 'director', 'notComparable');
    expect(s.duties).toEqual([{ seat: 'W', until: 'restOfAuction', law: '27B2' }]);
    expect(s.leadBans).toEqual(['E']);
    s = call(s, 'S', 'Pass');
    expect(legalCallsOf(s, 'W')).toEqual(['Pass']);
    const bid = applyTableAction(s, 'W', { type: 'call', call: { type: 'bid', level: 3, strain: 'C' } });
    expect(bid.ok ? null : bid.error.code).toBe('MUST_PASS');
    s = calls(s, [
      ['W', 'Pass'],
      ['N', '2S'],
      ['E', 'Pass'],
      ['S', 'Pass'],
    ]);
    // Still silenced on his second turn: the duty lasts for the rest of the auction.
    expect(legalCallsOf(s, 'W')).toEqual(['Pass']);
  });

  it('L27B3: a double that is not comparable is cancelled; the offender calls again and partner is silenced', () => {
    let s = call(decide(afterInsufficient(), 'S', 'refuse'), 'E', 'X');
    s = decide(s, 'director', 'notComparable');
    expect(written(s)).toEqual(['N:1S']);
    expect(s.duties).toEqual([{ seat: 'W', until: 'restOfAuction', law: '27B3' }]);
    s = call(s, 'E', '2H');
    expect(written(s)).toEqual(['N:1S', 'E:2H']);
    expect(s.decision).toBeNull();
    expect(s.rulings.map((r) => r.law)).toEqual(['27B', '27B3', '27B3']);
    // Even the lowest sufficient bid in the same strain does not lift partner's duty (L27B3 → B2).
    expect(s.duties).toEqual([{ seat: 'W', until: 'restOfAuction', law: '27B3' }]);
    expect(s.leadBans).toEqual(['E']);
    s = call(s, 'S', 'Pass');
    expect(legalCallsOf(s, 'W')).toEqual(['Pass']);
  });

  it('L27B4: a second insufficient bid may be accepted; refused, it is ruled as B3', () => {
    let s = call(decide(afterInsufficient(), 'S', 'refuse'), 'E', '1D');
    expect(s.decision).toMatchObject({ kind: 'insufficientBid', law: '27B4', chooser: 'S' });
    s = decide(s, 'S', 'refuse');
    expect(s.duties).toEqual([{ seat: 'W', until: 'restOfAuction', law: '27B4' }]);
    expect(s.replacement).toMatchObject({ offender: 'E', law: '27B3' });
  });

  it('L27A2: an insufficient bid out of rotation is a call out of rotation (L31)', () => {
    const s = call(call(scenarioBoard(), 'N', '1S'), 'S', '1H');
    expect(s.decision).toMatchObject({ kind: 'callOutOfRotation', law: '31', offender: 'S', chooser: 'W' });
  });
});

describe('calls out of rotation (L28-L32)', () => {
  it("L30A: a pass at RHO's turn, refused: the offender must pass at his next turn, once", () => {
    let s = call(scenarioBoard(), 'E', 'Pass');
    expect(s.decision).toMatchObject({ kind: 'callOutOfRotation', law: '30', chooser: 'S' });
    s = decide(s, 'S', 'refuse');
    expect(s.duties).toEqual([{ seat: 'E', until: 'nextTurn', law: '30A' }]);
    s = call(s, 'N', '1C');
    expect(legalCallsOf(s, 'E')).toEqual(['Pass']);
    s = calls(s, [
      ['E', 'Pass'],
      ['S', '1H'],
      ['W', 'Pass'],
      ['N', '1S'],
    ]);
    expect(legalCallsOf(s, 'E')).toContain('2C');
  });

  it("L30B: a pass at partner's turn, refused: partner calls freely; a later call not comparable silences partner once (L26B)", () => {
    // Dealer North; South passes first; West refuses. North opens 1♣, East passes, South bids 1♥.
    let s = decide(call(scenarioBoard(), 'S', 'Pass'), 'W', 'refuse');
    expect(s.replacement).toMatchObject({ offender: 'S', law: '30B' });
    expect(s.duties).toEqual([]);
    s = calls(s, [
      ['N', '1C'],
      ['E', 'Pass'],
    ]);
    s = call(s, 'S', '1H');
    expect(s.decision).toMatchObject({ kind: 'comparableCall', chooser: 'director', offender: 'S' });
    s = decide(s, 'director', 'notComparable');
    expect(written(s)).toEqual(['N:1C', 'E:Pass', 'S:1H']);
    expect(s.duties).toEqual([{ seat: 'N', until: 'nextTurn', law: '30B' }]);
    expect(s.leadBans).toEqual(['S']);
    s = call(s, 'W', 'Pass');
    expect(legalCallsOf(s, 'N')).toEqual(['Pass']);
    s = calls(s, [
      ['N', 'Pass'],
      ['E', '1S'],
      ['S', 'Pass'],
      ['W', 'Pass'],
    ]);
    // Only once: North calls freely at his following turn.
    expect(legalCallsOf(s, 'N')).toContain('2C');
  });

  it('L29A: accepted, the auction goes on from the offender and the skipped player has lost his turn', () => {
    let s = call(scenarioBoard(), 'S', '1NT');
    s = decide(s, 'W', 'accept');
    expect(written(s)).toEqual(['S:1NT(outOfRotation)']);
    s = calls(s, [
      ['W', 'Pass'],
      ['N', 'Pass'],
      ['E', 'Pass'],
    ]);
    expect(s.phase).toBe('play');
    expect(s.contract).toEqual({ level: 1, strain: 'NT', risk: '', declarer: 'S' });
  });

  it('L28B: the player on turn calls before the ruling: his call is in rotation, the other is cancelled', () => {
    let s = call(scenarioBoard(), 'S', '1NT');
    s = call(s, 'N', '1C');
    expect(written(s)).toEqual(['N:1C']);
    expect(s.decision).toBeNull();
    expect(s.rulings.map((r) => r.law)).toEqual(['28B']);
    // No rectification: nobody is silenced and South's later call is not judged.
    expect(s.duties).toEqual([]);
    expect(s.replacement).toBeNull();
    expect(legalCallsOf(s, 'E')).toContain('1NT');
  });

  it('L28A: a call by the LHO of a player who must pass counts as in rotation', () => {
    let s = decide(call(scenarioBoard(), 'E', 'Pass'), 'S', 'refuse');
    s = call(s, 'N', '1C');
    // E must pass; S calls without waiting.
    s = call(s, 'S', '1H');
    expect(written(s)).toEqual(['N:1C', 'E:Pass', 'S:1H']);
    expect(s.rulings.map((r) => r.law)).toContain('28A');
  });

  it("L31A1: a bid at RHO's turn, RHO then passes: the offender must repeat it, no further rectification", () => {
    let s = decide(call(scenarioBoard(), 'E', '1H'), 'S', 'refuse');
    s = call(s, 'N', 'Pass');
    expect(legalCallsOf(s, 'E')).toEqual(['1H']);
    const other = applyTableAction(s, 'E', { type: 'call', call: { type: 'bid', level: 1, strain: 'S' } });
    expect(other.ok ? null : other.error.code).toBe('MUST_REPEAT_CALL');
    s = call(s, 'E', '1H');
    expect(s.duties).toEqual([]);
    expect(s.rulings.map((r) => r.law)).toEqual(['29B/31A', '31A1']);
  });

  it('L31A2: RHO bids instead: the offender calls freely; not comparable, partner passes once', () => {
    let s = decide(call(scenarioBoard(), 'E', '1H'), 'S', 'refuse');
    s = call(s, 'N', '1S');
    s = call(s, 'E', '2C');
    expect(s.decision).toMatchObject({ kind: 'comparableCall', chooser: 'director' });
    s = decide(s, 'director', 'notComparable');
    expect(s.duties).toEqual([{ seat: 'W', until: 'nextTurn', law: '31A' }]);
    expect(s.leadBans).toEqual(['E']);
    s = call(call(s, 'S', 'Pass'), 'W', 'Pass');
    expect(s.duties).toEqual([]);
  });

  it("L31B: a bid at partner's turn: partner calls freely, the offender's later call is judged", () => {
    let s = decide(call(scenarioBoard(), 'S', '1S'), 'W', 'refuse');
    expect(s.replacement).toMatchObject({ offender: 'S', law: '31B' });
    s = calls(s, [
      ['N', '1C'],
      ['E', 'Pass'],
    ]);
    s = call(s, 'S', '1S');
    expect(s.decision).toMatchObject({ kind: 'comparableCall' });
    s = decide(s, 'director', 'comparable');
    expect(s.duties).toEqual([]);
    expect(s.replacement).toBeNull();
  });

  it('L32: a double out of rotation that would be illegal can only be refused', () => {
    const s = call(call(scenarioBoard(), 'N', '1C'), 'S', 'X');
    expect(s.decision).toMatchObject({ kind: 'callOutOfRotation', law: '32', options: ['refuse'] });
  });

  it("L32: a double at RHO's turn, refused; RHO passes, the offender repeats it", () => {
    let s = calls(scenarioBoard(), [
      ['N', '1C'],
      ['E', 'Pass'],
    ]);
    s = decide(call(s, 'W', 'X'), 'N', 'refuse');
    s = call(s, 'S', 'Pass');
    expect(legalCallsOf(s, 'W')).toEqual(['X']);
    s = call(s, 'W', 'X');
    expect(written(s)).toEqual(['N:1C', 'E:Pass', 'S:Pass', 'W:X']);
  });

  it('L17E2/L34: three passes after a bid do not end the auction when one skipped a player', () => {
    let s = call(scenarioBoard(), 'N', '1C');
    s = call(s, 'E', 'Pass');
    s = decide(call(s, 'W', 'Pass'), 'N', 'accept');
    // E, W and N have passed after 1C, but S lost his turn: the auction reverts to him and the
    // passes from W's on are cancelled.
    s = call(s, 'N', 'Pass');
    expect(s.phase).toBe('auction');
    expect(written(s)).toEqual(['N:1C', 'E:Pass']);
    expect(s.rulings.map((r) => r.law)).toEqual(['29A', '17E2']);
    expect(legalCallsOf(s, 'S').length).toBeGreaterThan(1);
    expect(legalCallsOf(s, 'E')).toEqual([]);
    s = call(s, 'S', 'Pass');
    expect(s.phase).toBe('auction');
    s = call(s, 'W', 'Pass');
    expect(s.phase).toBe('play');
    expect(s.contract?.declarer).toBe('N');
  });

  it('L25: a second call before the next player called is not ruled in table mode', () => {
    const s = call(scenarioBoard(), 'N', '1C');
    const again = applyTableAction(s, 'N', { type: 'call', call: { type: 'bid', level: 1, strain: 'D' } });
    expect(again.ok ? null : again.error.code).toBe('CHANGE_OF_CALL');
  });

  it('decisions are answered only by their chooser (or the Director) and only with an offered option', () => {
    const s = call(call(scenarioBoard(), 'N', '1S'), 'E', '1H');
    const byOther = applyTableAction(s, 'W', { type: 'decide', option: 'accept' });
    expect(byOther.ok ? null : byOther.error.code).toBe('NOT_YOUR_DECISION');
    const bad = applyTableAction(s, 'S', { type: 'decide', option: 'maybe' });
    expect(bad.ok ? null : bad.error.code).toBe('BAD_OPTION');
    const director = act(s, 'director', { type: 'decide', option: 'refuse' });
    expect(director.replacement).toMatchObject({ offender: 'E', law: '27' });
  });
});
