import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, boardResult, startBoard } from '../bridge/board.js';
import type { BoardState } from '../bridge/board-state.js';
import { BridgeBoard } from '../bridge/facade.js';
import { randomBoard, seededRandom } from '../bridge/testing.js';
import { parseDeal } from '../cards/notation.js';
import { boardToRecord, recordToBoard } from './board-record.js';
import { parseLin } from './lin-read.js';
import { writeLin } from './lin-write.js';
import { parsePbn } from './pbn-read.js';
import { writePbn } from './pbn-write.js';
import type { BoardRecord } from './record.js';

const fixture = (dir: string, name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/${dir}/${name}`, import.meta.url), 'utf8');

function value<T>(
  result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } },
): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** What a board says about the game itself (the log of side actions is not part of a hand record). */
function gameOf(state: BoardState) {
  return { moves: state.moves, contract: state.contract, phase: state.phase, result: boardResult(state) };
}

describe('boardToRecord and recordToBoard', () => {
  it('random boards (with claims) survive board → PBN → board and board → LIN → board', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const states = randomBoard(seededRandom(seed), { sideActions: 0.02 });
        const final = states[states.length - 1] as BoardState;
        const record = boardToRecord(final, { event: 'Property test' });
        const viaPbn = value(recordToBoard(value(parsePbn(writePbn([record])))[0] as BoardRecord));
        expect(gameOf(viaPbn)).toEqual(gameOf(final));
        const viaLin = value(recordToBoard(value(parseLin(writeLin(record)))[0] as BoardRecord));
        expect(gameOf(viaLin).result).toEqual(gameOf(final).result);
        expect(viaLin.moves).toEqual(final.moves);
      }),
      { numRuns: 60 },
    );
  });

  it('a board in the middle of the play keeps its partial trick', () => {
    const states = randomBoard(seededRandom(7), { passBias: 0.3 });
    const mid = states.find(
      (s) => s.play !== null && s.play.tricks.length === 5 && s.play.trick.cards.length === 2,
    );
    expect(mid).toBeDefined();
    const record = boardToRecord(mid as BoardState);
    expect(record.play?.tricks.length).toBe(6);
    expect(record.play?.tricks[5]).toEqual((mid as BoardState).play?.trick.cards);
    expect(record.result).toBeUndefined();
    expect(gameOf(value(recordToBoard(record)))).toEqual(gameOf(mid as BoardState));
  });

  it('every board of the club session plays back to its recorded result and score', () => {
    const records = value(parsePbn(fixture('pbn', 'club-session.pbn')));
    expect(records).toHaveLength(4);
    for (const record of records) {
      const board = value(BridgeBoard.fromRecord(record));
      expect(board.isOver()).toBe(true);
      const result = board.result();
      if (result === null || result.passedOut) throw new Error('a played board');
      expect(result.tricks).toBe(record.result);
      const ns = record.score?.find((p) => p.side === 'NS')?.points;
      const declarerPoints = record.score?.find((p) => p.side === undefined)?.points;
      if (ns !== undefined) expect(result.nsScore).toBe(ns);
      if (declarerPoints !== undefined) expect(result.score).toBe(declarerPoints);
    }
  });

  it('a passed-out board is written as Contract "Pass" and read back passed out', () => {
    const deal = value(parseDeal('N:AKQ2.J93.K42.T83 J8.AK765.QJ5.A72 9753.QT2.A8.QJ65 T64.84.T9763.K94'));
    let state = value(startBoard({ deal, dealer: 'E', vulnerability: 'EW', board: 3 }));
    for (const seat of ['E', 'S', 'W', 'N'] as const) {
      state = value(applyAction(state, seat, { type: 'call', call: { type: 'pass' } })).state;
    }
    const text = writePbn([boardToRecord(state)], { lineEnding: '\n' });
    expect(text).toContain('[Contract "Pass"]');
    const back = value(recordToBoard(value(parsePbn(text))[0] as BoardRecord));
    expect(boardResult(back)).toEqual({ passedOut: true });
    expect(back.setup.board).toBe(3);
  });

  it('a claim settled before the opening lead survives PBN and LIN', () => {
    // 4S by North, claimed for nine tricks before West leads, the defenders agreeing.
    const deal = value(parseDeal('N:AKQ2.J93.K42.T83 J8.AK765.QJ5.A72 9753.QT2.A8.QJ65 T64.84.T9763.K94'));
    let state = value(startBoard({ deal, dealer: 'N', vulnerability: 'None', board: 1 }));
    const calls = [
      ['N', '1S'],
      ['E', 'P'],
      ['S', '4S'],
      ['W', 'P'],
      ['N', 'P'],
      ['E', 'P'],
    ] as const;
    for (const [seat, call] of calls) {
      const bid =
        call === 'P'
          ? ({ type: 'pass' } as const)
          : ({ type: 'bid', level: Number(call[0]), strain: 'S' } as const);
      state = value(applyAction(state, seat, { type: 'call', call: bid as never })).state;
    }
    state = value(applyAction(state, 'N', { type: 'claim', tricks: 9 })).state;
    for (const seat of ['E', 'W'] as const)
      state = value(applyAction(state, seat, { type: 'acceptClaim' })).state;
    expect(state.phase).toBe('over');
    const record = boardToRecord(state);
    const text = writePbn([record], { lineEnding: '\n' });
    expect(text).toContain('[Result "9"]');
    const viaPbn = value(recordToBoard(value(parsePbn(text))[0] as BoardRecord));
    expect(gameOf(viaPbn)).toEqual(gameOf(state));
    const viaLin = value(recordToBoard(value(parseLin(writeLin(record)))[0] as BoardRecord));
    expect(gameOf(viaLin).result).toEqual(gameOf(state).result);
  });

  it('refuses a record that cannot be played back, with the engine code and the place', () => {
    const [record] = value(parsePbn(fixture('pbn', 'club-session.pbn'))) as [BoardRecord];
    const partial = { ...record, deal: { ...record.deal, W: [] } };
    const noDeal = recordToBoard(partial);
    expect(noDeal.ok).toBe(false);
    if (!noDeal.ok) expect(noDeal.error.code).toBe('BAD_RECORD');

    const play = record.play;
    if (play === undefined) throw new Error('the fixture has play');
    // The first trick written twice: its cards have been played already when trick 2 repeats them.
    const swapped = {
      ...record,
      play: { ...play, tricks: [play.tricks[0] as never, ...play.tricks] },
    };
    const bad = recordToBoard(swapped);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.code).toBe('CARD_NOT_IN_HAND');
      expect(bad.error.message).toMatch(/^Hand record, trick 2: /);
      expect(bad.error.messageDe).toMatch(/^Spielprotokoll, Stich 2: /);
    }

    const tooLong = {
      ...record,
      auction: {
        dealer: record.dealer,
        calls: [...(record.auction?.calls ?? []), { call: { type: 'pass' as const } }],
      },
    };
    const after = recordToBoard(tooLong);
    expect(after.ok).toBe(false);
    if (!after.ok) expect(after.error.message).toMatch(/after the board has ended|nach dem Ende/);
  });

  it('the facade writes PBN and LIN that read back to the same board', () => {
    const deal = value(parseDeal('N:AKQ2.J93.K42.T83 J8.AK765.QJ5.A72 9753.QT2.A8.QJ65 T64.84.T9763.K94'));
    const board = value(BridgeBoard.start({ deal, dealer: 'N', vulnerability: 'None', board: 1 }));
    for (const call of ['1C', '1H', '1S', 'P', '2S', 'P', 'P', 'P']) value(board.call(call));
    value(board.play(board.legalPlays()[0] as string));
    const pbn = board.pbn({ event: 'Facade test', players: { N: 'Anna', S: 'Bert' } }, { lineEnding: '\n' });
    expect(pbn).toContain('[Contract "2S"]');
    expect(pbn).toContain('[Declarer "S"]');
    expect(pbn).toContain('[North "Anna"]');
    const fromPbn = value(BridgeBoard.fromRecord(value(parsePbn(pbn))[0] as BoardRecord));
    expect(fromPbn.state().moves).toEqual(board.state().moves);
    const fromLin = value(BridgeBoard.fromRecord(value(parseLin(board.lin()))[0] as BoardRecord));
    expect(fromLin.state().moves).toEqual(board.state().moves);
  });
});
