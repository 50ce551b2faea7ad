import { readFileSync } from 'node:fs';
import { BridgeBoard, type Card, type Deal, parseDeal, type Seat, type Strain } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { checkBoardClaim, checkClaim, positionOfBoard, positionOfView } from './claim.js';
import { parseDdsFile } from './testing/dds-file.js';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const DDS_STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];
const CALL_STRAIN: Readonly<Record<Strain, string>> = { S: 'S', H: 'H', D: 'D', C: 'C', NT: 'NT' };

function hands(n: string[], e: string[], s: string[], w: string[]): Deal {
  return { N: n, E: e, S: s, W: w } as unknown as Deal;
}

describe('checkClaim on end positions', () => {
  it('accepts three top spades and refuses a fourth trick that is not there', () => {
    const position = {
      hands: hands(['SA', 'SK', 'SQ'], ['H4', 'H3', 'H2'], ['D4', 'D3', 'D2'], ['C4', 'C3', 'C2']),
      leader: 'N' as Seat,
    };
    expect(checkClaim(position, 'NT', 'N', 3)).toEqual({
      ok: true,
      value: { ok: true, ddTricks: 3, claimed: 3, remaining: 3, shortfall: 0, claimer: 'N' },
    });
    // East claims one trick for East-West: there is none.
    const east = checkClaim(position, 'NT', 'E', 1);
    expect(east.ok && east.value).toMatchObject({ ok: false, ddTricks: 0, shortfall: 1 });
  });

  // South leads towards North's AQ of spades. Double dummy the finesse works when West holds the
  // king and fails when East does: the check sees the cards, a claimer at the table does not.
  const finesse = (kingWith: 'W' | 'E') => ({
    hands:
      kingWith === 'W'
        ? hands(['SA', 'SQ'], ['H3', 'H2'], ['S3', 'S2'], ['SK', 'S4'])
        : hands(['SA', 'SQ'], ['SK', 'S4'], ['S3', 'S2'], ['H3', 'H2']),
    leader: 'S' as Seat,
  });

  it('gives two tricks with the king onside (a claim that needs the finesse: ok double dummy only)', () => {
    const r = checkClaim(finesse('W'), 'NT', 'S', 2);
    expect(r.ok && r.value).toMatchObject({ ok: true, ddTricks: 2 });
  });

  it('refuses two tricks with the king offside, and accepts one', () => {
    const two = checkClaim(finesse('E'), 'NT', 'S', 2);
    expect(two.ok && two.value).toMatchObject({ ok: false, ddTricks: 1, shortfall: 1 });
    const one = checkClaim(finesse('E'), 'NT', 'N', 1);
    expect(one.ok && one.value.ok).toBe(true);
  });

  it('counts the trick in progress: North ruffs the heart ace led and crosses to the diamond ace', () => {
    const position = {
      hands: hands(['S2', 'D3'], ['H3', 'D4'], ['H4', 'DA'], ['D6']),
      leader: 'W' as Seat,
      trick: ['HA'] as Card[],
    };
    const both = checkClaim(position, 'S', 'N', 2);
    expect(both.ok && both.value).toMatchObject({ remaining: 2, ddTricks: 2, ok: true });
    // In no trump the heart ace wins and West's diamond six is the only card left to lead.
    const nt = checkClaim(position, 'NT', 'N', 2);
    expect(nt.ok && nt.value).toMatchObject({ ok: false, ddTricks: 1 });
  });

  it('rejects a claim for more tricks than remain, a bad seat and a bad position', () => {
    const position = {
      hands: hands(['SA'], ['H2'], ['D2'], ['C2']),
      leader: 'N' as Seat,
    };
    const tooMany = checkClaim(position, 'NT', 'N', 2);
    expect(!tooMany.ok && tooMany.error.code).toBe('BAD_CLAIM');
    const seat = checkClaim(position, 'NT', 'Q' as Seat, 1);
    expect(!seat.ok && seat.error.code).toBe('BAD_SEAT');
    const broken = checkClaim({ hands: hands(['SA'], ['SA'], ['D2'], ['C2']), leader: 'N' }, 'NT', 'N', 1);
    expect(!broken.ok && broken.error.code).toBe('BAD_DEAL');
  });
});

describe('checkBoardClaim on boards played through the engine (DDS PLAY and TRACE lines)', () => {
  const records = parseDdsFile(
    readFileSync(new URL('../../../test/fixtures/dds/list10.txt', import.meta.url), 'utf8'),
  ).slice(0, 3);

  it('a claim of the traced value is right and one trick more is wrong, after every trick', () => {
    for (const r of records) {
      const deal = parseDeal(r.deal, { strict: true });
      if (!deal.ok) throw new Error(deal.error.message);
      const strain = DDS_STRAINS[r.trump] as Strain;
      const declarer = SEATS[(r.first + 3) % 4] as Seat;
      const board = BridgeBoard.start({ deal: deal.value, dealer: declarer, vulnerability: 'None' });
      if (!board.ok) throw new Error(board.error.message);
      const b = board.value;
      for (const call of [`1${CALL_STRAIN[strain]}`, 'P', 'P', 'P']) expect(b.call(call).ok).toBe(true);
      // Check before the lead and after tricks 4, 8 and 12 (the trace has a value after every card).
      for (let i = 0; i < r.trace.length; i++) {
        if (i % 16 === 0) {
          const state = b.state();
          const won =
            state.play?.tricks.filter((t) => (SEATS.indexOf(t.winner) & 1) === (SEATS.indexOf(declarer) & 1))
              .length ?? 0;
          const value = (r.trace[i] as number) - won;
          const right = checkBoardClaim(state, declarer, value);
          expect(right.ok && right.value).toMatchObject({ ok: true, ddTricks: value });
          if (value < 13 - (state.play?.tricks.length ?? 0)) {
            const greedy = checkBoardClaim(state, declarer, value + 1);
            expect(greedy.ok && greedy.value.ok).toBe(false);
          }
        }
        const card = r.play[i];
        if (card === undefined) break;
        expect(b.play(card).ok).toBe(true);
      }
    }
  }, 60_000);

  it('checks the pending claim, and needs the whole board', () => {
    const r = records[0];
    if (r === undefined) throw new Error('no record');
    const deal = parseDeal(r.deal, { strict: true });
    if (!deal.ok) throw new Error(deal.error.message);
    const declarer = SEATS[(r.first + 3) % 4] as Seat;
    const b = BridgeBoard.start({ deal: deal.value, dealer: declarer, vulnerability: 'None' });
    if (!b.ok) throw new Error(b.error.message);
    const board = b.value;
    expect(checkBoardClaim(board.state()).ok).toBe(false);
    for (const call of [`1${CALL_STRAIN[DDS_STRAINS[r.trump] as Strain]}`, 'P', 'P', 'P']) board.call(call);
    expect(board.claim(13).ok).toBe(true);
    const pending = checkBoardClaim(board.state());
    expect(pending.ok && pending.value).toMatchObject({
      ok: false,
      claimed: 13,
      ddTricks: r.trace[0],
      claimer: declarer,
    });
    // A player's view hides two hands; the board state has all four.
    const view = positionOfView(board.view(SEATS[r.first] as Seat));
    expect(!view.ok && view.error.code).toBe('BAD_INPUT');
    expect(positionOfBoard(board.state()).ok).toBe(true);
  });
});
