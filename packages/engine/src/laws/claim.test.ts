import { describe, expect, it } from 'vitest';
import { trickWinner } from '../bridge/trick.js';
import {
  type Card,
  type Deal,
  SEATS,
  type Seat,
  type Side,
  type Strain,
  seatAfter,
  sideOf,
  suitOf,
} from '../cards/types.js';
import { ok } from '../errors.js';
import { applyTableAction, legalTableActions, tableAwaiting, tableResult } from './board.js';
import { type ClaimLineCheck, type ClaimPosition, claimAid } from './claim.js';
import { act, card, decide, oneDiamondBySouth } from './testing.js';
import type { TableActor, TablePlay, TableState } from './types.js';

// Claims and concessions at a table-mode board (L68-L71): agreement settles, a dispute brings
// the Director, a defender's partner may stop a concession at once, the Director may correct a
// settled claim, and a line check supplied by the caller helps him rule.

const play = (s: TableState) => s.play as TablePlay;

/** Plays `n` tricks by the Laws: each hand its first lawful card. */
function playTricks(state: TableState, n: number): TableState {
  let s = state;
  while (play(s).tricks.length < n) {
    const actor = tableAwaiting(s)[0] as TableActor;
    const action = legalTableActions(s, actor).find((a) => a.type === 'play');
    if (action === undefined) throw new Error('no card to play');
    s = act(s, actor, action);
  }
  return s;
}

/** Exhaustive double-dummy value for `side` of a small ending (a test's own line check). */
function ddValue(hands: Deal, leader: Seat, trick: readonly Card[], strain: Strain, side: Side): number {
  if (SEATS.every((s) => hands[s].length === 0) && trick.length === 0) return 0;
  if (trick.length === 4) {
    const winner = trickWinner(trick, leader, strain);
    return (sideOf(winner) === side ? 1 : 0) + ddValue(hands, winner, [], strain, side);
  }
  const seat = seatAfter(leader, trick.length);
  const held = hands[seat];
  const led = trick[0];
  const follow = led === undefined ? [] : held.filter((c) => suitOf(c) === suitOf(led));
  const options = follow.length > 0 ? follow : held;
  const values = options.map((c) =>
    ddValue({ ...hands, [seat]: held.filter((x) => x !== c) }, leader, [...trick, c], strain, side),
  );
  return sideOf(seat) === side ? Math.max(...values) : Math.min(...values);
}

const bruteForce: ClaimLineCheck = (position: ClaimPosition, strain, claimer, tricks) => {
  const dd = ddValue(position.hands, position.leader, position.trick, strain, sideOf(claimer));
  return ok({ ok: dd >= tricks, ddTricks: dd });
};

describe('claims and concessions (L68-L71)', () => {
  it('L69A: both defenders agree: the board ends with the claimed tricks', () => {
    let s = act(oneDiamondBySouth(), 'S', {
      type: 'claim',
      tricks: 13,
      line: 'trumps first, then the spades',
    });
    expect(s.phase).toBe('claim');
    expect(s.claim).toMatchObject({
      by: 'S',
      tricks: 13,
      voters: ['W', 'E'],
      line: 'trumps first, then the spades',
    });
    s = act(act(s, 'W', { type: 'acceptClaim' }), 'E', { type: 'acceptClaim' });
    expect(tableResult(s)).toMatchObject({ passedOut: false, tricks: 13, claimed: true, score: 190 });
  });

  it('L68D/L70: disputed, the Director rules the tricks; doubtful points go against the claimer', () => {
    let s = act(oneDiamondBySouth(), 'S', { type: 'claim', tricks: 13 });
    s = act(s, 'W', { type: 'rejectClaim' });
    expect(s.decision).toMatchObject({ kind: 'disputedClaim', chooser: 'director', default: 'continuePlay' });
    expect(s.decision?.options).toHaveLength(15);
    s = decide(s, 'director', 'tricks:8');
    expect(tableResult(s)).toMatchObject({ tricks: 8, score: 90 });
    expect(s.rulings.map((r) => r.law)).toEqual(['70']);
  });

  it('L68D: the Director may let play continue', () => {
    let s = act(act(oneDiamondBySouth(), 'S', { type: 'claim', tricks: 13 }), 'E', { type: 'rejectClaim' });
    s = decide(s, 'director', 'continuePlay');
    expect(s.phase).toBe('play');
    expect(s.claim).toBeNull();
    expect(tableAwaiting(s)).toEqual(['W']);
  });

  it('L68B2: a defender concedes, his partner objects at once: no concession, play goes on', () => {
    let s = act(oneDiamondBySouth(), 'W', { type: 'claim', tricks: 0 });
    expect(legalTableActions(s, 'E')).toEqual([{ type: 'rejectClaim' }]);
    s = act(s, 'E', { type: 'rejectClaim' });
    expect(s.phase).toBe('play');
    expect(s.decision).toBeNull();
    expect(s.rulings.map((r) => r.law)).toEqual(['68B2']);
  });

  it("L63A3: a claim establishes a revoke of the claimer's side", () => {
    // Declarer discards from his own hand on a heart lead although he holds hearts.
    let s = card(card(card(oneDiamondBySouth(), 'W', 'H5'), 'S', 'H2'), 'E', 'HA');
    s = card(s, 'S', 'C9');
    expect(play(s).revokes[0]).toMatchObject({ seat: 'S', established: false });
    s = act(s, 'S', { type: 'claim', tricks: 12 });
    expect(play(s).revokes[0]?.established).toBe(true);
  });

  it('L69B/L71: only the Director changes a settled claim, within the correction period', () => {
    let s = act(oneDiamondBySouth(), 'W', { type: 'claim', tricks: 0 });
    expect(s.claim?.voters).toEqual(['S']);
    s = act(s, 'S', { type: 'acceptClaim' });
    expect(tableResult(s)).toMatchObject({ tricks: 13 });
    const byPlayer = applyTableAction(s, 'E', { type: 'amendClaim', tricks: 3 });
    expect(byPlayer.ok ? null : byPlayer.error.code).toBe('DIRECTOR_ONLY');
    // West conceded tricks his side could not lose (the ♣A-K): the Director gives them back.
    s = act(s, 'director', { type: 'amendClaim', tricks: 2 });
    expect(tableResult(s)).toMatchObject({ tricks: 11, score: 150 });
  });

  it("the line check aid: the caller's double-dummy check proposes a ruling for the Director", () => {
    let s = playTricks(oneDiamondBySouth(), 10);
    s = act(s, 'S', { type: 'claim', tricks: 3 });
    s = act(s, 'W', { type: 'rejectClaim' });
    const aid = claimAid(s, bruteForce);
    if (!aid.ok) throw new Error(aid.error.message);
    const p = play(s);
    const dd = ddValue(p.hands, p.trick.leader, p.trick.cards, p.strain, 'NS');
    expect(aid.value.ddTricks).toBe(dd);
    expect(aid.value.ok).toBe(dd >= 3);
    expect(aid.value.suggestion).toBe(`tricks:${Math.min(3, dd)}`);
    expect(s.decision?.options).toContain(aid.value.suggestion);
  });

  it("the line check sees penalty cards as part of their owner's hand", () => {
    let s = playTricks(oneDiamondBySouth(), 10);
    const owner = SEATS.find((x) => sideOf(x) === 'EW' && play(s).hands[x].length === 3) as Seat;
    s = act(s, owner, { type: 'expose', card: play(s).hands[owner][0] as Card });
    if (s.decision !== null) s = decide(s, 'S', 'none');
    s = act(s, 'S', { type: 'claim', tricks: 3 });
    let seen: ClaimPosition | null = null;
    const spy: ClaimLineCheck = (position, strain, claimer, tricks) => {
      seen = position;
      return bruteForce(position, strain, claimer, tricks);
    };
    claimAid(s, spy);
    expect((seen as ClaimPosition | null)?.hands[owner]).toHaveLength(3);
  });
});
