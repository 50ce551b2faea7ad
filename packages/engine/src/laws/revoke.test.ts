import { describe, expect, it } from 'vitest';
import type { PlayedTrick } from '../bridge/play.js';
import type { Card, Seat, Suit } from '../cards/types.js';
import { declarerTransfer, revokeRulings } from './revoke.js';
import type { Revoke } from './types.js';

// The trick transfer of L64 on tricks written out by their winners (the cards do not matter to
// the rule). Declarer is South in every case; East or West revokes unless said otherwise.

const trick = (winner: Seat): PlayedTrick => ({
  leader: winner,
  cards: ['S2', 'S3', 'S4', 'S5'] as Card[],
  winner,
});
const tricks = (winners: string): PlayedTrick[] => [...winners].map((w) => trick(w as Seat));
const revoke = (t: number, seat: Seat, extra: Partial<Revoke> = {}): Revoke => ({
  trick: t,
  seat,
  card: 'H2',
  suit: 'C' as Suit,
  kind: 'follow',
  faced: false,
  established: true,
  corrected: false,
  ...extra,
});
const outcome = (winners: string, revokes: Revoke[]) =>
  revokeRulings(tricks(winners), revokes).map((r) => [r.outcome, r.tricks]);

describe('trick transfer after an established revoke (L64)', () => {
  it('L64A1: the offender won the revoke trick and his side a later one: two tricks', () => {
    // East revokes on trick 3 and wins it; West wins trick 9.
    expect(outcome('SSEEWNSSWSSSS', [revoke(2, 'E')])).toEqual([['A1', 2]]);
  });

  it('L64A1: the offender won the revoke trick, his side nothing later: one trick', () => {
    expect(outcome('SSESSSSSSSSSS', [revoke(2, 'E')])).toEqual([['A1', 1]]);
  });

  it('L64A2: his partner won the revoke trick: one trick, however many they won later', () => {
    expect(outcome('SSWWWEWSSSSSS', [revoke(2, 'E')])).toEqual([['A2', 1]]);
  });

  it('L64A2: the revoke trick went to declarer but the offending side won a later trick: one trick', () => {
    expect(outcome('SSSSSSSWSSSSS', [revoke(2, 'E')])).toEqual([['A2', 1]]);
  });

  it('L64A2: only the revoke trick and later ones count, never an earlier trick', () => {
    expect(outcome('EWSSSSSSSSSSS', [revoke(2, 'E')])).toEqual([['B1', 0]]);
  });

  it('L64B1: the offending side won neither the revoke trick nor a later one: no transfer', () => {
    expect(outcome('SSSSSSSSSSSSS', [revoke(2, 'E')])).toEqual([['B1', 0]]);
  });

  it('L64A footnote: a trick won in dummy is not won by declarer himself', () => {
    // Declarer (South) revokes on trick 5; dummy (North) wins it; N-S win later tricks too.
    expect(outcome('EEEENSSSSSSSS', [revoke(4, 'S')])).toEqual([['A2', 1]]);
    // Had South won it himself: two.
    expect(outcome('EEEESNSSSSSSS', [revoke(4, 'S')])).toEqual([['A1', 2]]);
  });

  it('L64B2: a second revoke in the same suit by the same player is not rectified', () => {
    expect(outcome('SSEESEESSSSSS', [revoke(2, 'E'), revoke(5, 'E')])).toEqual([
      ['A1', 2],
      ['B2', 0],
    ]);
    // In another suit it counts (capped by the tricks the side won from the first revoke on).
    expect(outcome('SSEESEESSSSSS', [revoke(2, 'E'), revoke(5, 'E', { suit: 'D' })])).toEqual([
      ['A1', 2],
      ['A1', 2],
    ]);
  });

  it('L64B2: the first revoke counts as a revoke even when it transferred nothing (B3): a second in the same suit is not rectified', () => {
    // East first fails to play his face-up penalty card of the suit led (B3), later revokes in
    // the same suit from his concealed hand and wins that trick.
    expect(
      outcome('SSEESEESSSSSS', [revoke(2, 'E', { faced: true }), revoke(5, 'E', { faced: false })]),
    ).toEqual([
      ['B3', 0],
      ['B2', 0],
    ]);
  });

  it("L64B3: failing to play a card lying face up (dummy's, a penalty card) is not rectified by transfer", () => {
    expect(outcome('SSNNNNSSSSSSS', [revoke(2, 'N', { faced: true })])).toEqual([['B3', 0]]);
  });

  it('L64B6: a revoke on the 12th trick is not rectified by transfer', () => {
    expect(outcome('SSSSSSSSSSSEE', [revoke(11, 'E')])).toEqual([['B6', 0]]);
  });

  it('L64B7: when both sides revoked, neither revoke transfers a trick', () => {
    expect(outcome('SSEESEESSSSSS', [revoke(2, 'E'), revoke(4, 'S')])).toEqual([
      ['B7', 0],
      ['B7', 0],
    ]);
  });

  it('a corrected revoke (L62) transfers nothing and does not count for B7', () => {
    expect(outcome('SSEESEESSSSSS', [revoke(2, 'E'), revoke(4, 'S', { corrected: true })])).toEqual([
      ['A1', 2],
      ['corrected', 0],
    ]);
  });

  it('the total never exceeds the tricks the offending side won from its first revoke trick on', () => {
    // East revokes on trick 3 and wins it (2), West revokes in another suit on trick 4 and wins
    // it (1); E-W won only those two tricks, so two tricks change hands, not three.
    expect(outcome('SSEWSSSSSSSSS', [revoke(2, 'E'), revoke(3, 'W', { suit: 'D' })])).toEqual([
      ['A1', 2],
      ['capped', 0],
    ]);
  });

  it('tricks given by an agreed claim count as tricks won later', () => {
    const played = tricks('SSSSSSS');
    expect(
      revokeRulings(played, [revoke(2, 'E')], { NS: 4, EW: 2 }).map((r) => [r.outcome, r.tricks]),
    ).toEqual([['A2', 1]]);
  });

  it("declarerTransfer adds what the defenders give and subtracts what declarer's side gives", () => {
    const defenders = revokeRulings(tricks('SSEEWNSSWSSSS'), [revoke(2, 'E')]);
    expect(declarerTransfer(defenders, 'S')).toBe(2);
    const declarers = revokeRulings(tricks('EEEESNSSSSSSS'), [revoke(4, 'S')]);
    expect(declarerTransfer(declarers, 'S')).toBe(-2);
  });
});
