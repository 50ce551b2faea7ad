import { describe, expect, it } from 'vitest';
import { parseDeal } from '../cards/notation.js';
import type { Deal } from '../cards/types.js';
import { unwrap } from '../errors.js';
import type { BoardSetup } from './board-state.js';
import { BridgeBoard } from './facade.js';

const DEAL: Deal = unwrap(
  parseDeal('N:AK32.KQ4.876.A52 QJ9.A87.KQJ5.K93 T8764.J2.A43.Q86 5.T9653.T92.JT74', { strict: true }),
);
const SETUP: BoardSetup = { deal: DEAL, dealer: 'E', vulnerability: 'EW', board: 2 };

function board(): BridgeBoard {
  return unwrap(BridgeBoard.start(SETUP));
}

describe('BridgeBoard', () => {
  it('bids by notation with the seat taken from the turn', () => {
    const b = board();
    expect(b.turn()).toBe('E');
    expect(b.legalCalls()).toHaveLength(36);
    expect(unwrap(b.call('1NT'))).toMatchObject({ v: 1, seat: 'E', type: 'call' });
    expect(b.turn()).toBe('S');
    expect(b.legalCalls()).toHaveLength(2 + 35 - 5);
    for (const c of ['P', 'P', 'P']) unwrap(b.call(c));
    expect(b.isAuctionOver()).toBe(true);
    expect(b.isPassedOut()).toBe(false);
    expect(b.contract()).toEqual({ level: 1, strain: 'NT', risk: '', declarer: 'E' });
    expect(b.declarer()).toBe('E');
    expect(b.dummy()).toBe('W');
    expect(b.turn()).toBe('S');
  });

  it('a refused action returns the error and leaves the board as it was', () => {
    const b = board();
    const before = b.state();
    const r = b.call('7X');
    expect(r.ok ? undefined : r.error.code).toBe('BAD_CALL');
    unwrap(b.call('2C'));
    const mid = b.state();
    const low = b.call('1S');
    expect(low.ok ? undefined : low.error.code).toBe('INSUFFICIENT_BID');
    expect(b.state()).toBe(mid);
    expect(before.events).toHaveLength(0);
    expect(b.play('SA').ok).toBe(false);
  });

  it("plays cards written in any notation; declarer plays dummy's cards; claim and score", () => {
    const b = board();
    for (const c of ['1NT', 'P', 'P', 'P']) unwrap(b.call(c));
    // South leads against 1NT by East; dummy is West.
    expect(b.legalPlays()).toHaveLength(13);
    unwrap(b.play('♠T'));
    expect(b.turn()).toBe('W');
    expect(b.actor()).toBe('E');
    expect(b.legalPlays()).toEqual(['S5']);
    const e = unwrap(b.play('S5'));
    expect(e).toMatchObject({ seat: 'E', hand: 'W', card: 'S5' });
    unwrap(b.play('Ace of Spades'));
    const follow = b.play('H7');
    expect(follow.ok ? undefined : follow.error.code).toBe('MUST_FOLLOW_SUIT');
    unwrap(b.play('Pik Neun'));
    expect(b.state().play?.tricks[0]).toEqual({ leader: 'S', cards: ['ST', 'S5', 'SA', 'S9'], winner: 'N' });
    // North, on lead, concedes the rest: East's side takes 12 of the 12 left.
    unwrap(b.claim(0, 'N'));
    expect(b.isOver()).toBe(false);
    unwrap(b.acceptClaim('E'));
    expect(b.isOver()).toBe(true);
    // 1NT by E vulnerable, 12 tricks: 40 + 5 * 30 + 50 = 240; NS score -240.
    expect(b.result()).toMatchObject({ declarer: 'E', tricks: 12, score: 240, nsScore: -240, claimed: true });
    expect(b.score()).toBe(-240);
    expect(b.view('S').deal).toEqual(DEAL);
  });

  it('a passed-out board scores 0 and is over', () => {
    const b = board();
    for (const c of ['Pass', 'Passe', 'p', 'P']) unwrap(b.call(c));
    expect(b.isPassedOut()).toBe(true);
    expect(b.isOver()).toBe(true);
    expect(b.score()).toBe(0);
    expect(b.result()).toEqual({ passedOut: true });
    expect(b.contract()).toBeNull();
    const more = b.call('P');
    expect(more.ok ? undefined : more.error.code).toBe('BOARD_OVER');
  });

  it('undo by default asks for the last mover; the opponents answer', () => {
    const b = board();
    unwrap(b.call('1NT'));
    unwrap(b.call('2H'));
    expect(unwrap(b.requestUndo())).toMatchObject({ seat: 'S', type: 'requestUndo' });
    expect(b.call('P').ok).toBe(false);
    unwrap(b.acceptUndo('E'));
    unwrap(b.acceptUndo('W'));
    expect(b.turn()).toBe('S');
    expect(b.state().auction.calls).toHaveLength(1);
    expect(b.events()).toHaveLength(5);
  });

  it('withdrawClaim and rejectClaim', () => {
    const b = board();
    for (const c of ['1NT', 'P', 'P', 'P']) unwrap(b.call(c));
    unwrap(b.claim(7));
    expect(b.legalPlays()).toEqual([]);
    expect(b.play('ST').ok).toBe(false);
    unwrap(b.withdrawClaim());
    unwrap(b.claim(7));
    unwrap(b.rejectClaim('N'));
    expect(b.phase()).toBe('play');
    expect(b.withdrawClaim().ok).toBe(false);
  });

  it('replays from its events to an equal board; views by seat', () => {
    const b = board();
    for (const c of ['1NT', 'P', 'P', 'P']) unwrap(b.call(c));
    unwrap(b.play('ST'));
    const copy = unwrap(BridgeBoard.replay(SETUP, b.events()));
    expect(copy.state()).toEqual(b.state());
    expect(Object.keys(b.view('N').hands).sort()).toEqual(['N', 'W']);
    expect(BridgeBoard.fromState(b.state()).turn()).toBe('W');
  });
});
