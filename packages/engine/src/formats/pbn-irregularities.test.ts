import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tableResult } from '../laws/board.js';
import { act, call, card, decide, oneDiamondBySouth, playOut, scenarioBoard } from '../laws/testing.js';
import { tableBoardFromJson, tableBoardToJson, tableBoardToPbn } from './pbn-irregularities.js';

// Table-mode boards written out: PBN 2.1 with its irregularity marks (^I, ^L, ^R) and the
// rulings as commentary; our JSON form read back by replaying the log.

const lines = (text: string) => text.split('\r\n');

describe('PBN export of a table-mode board', () => {
  it('marks an accepted insufficient bid with ^I', () => {
    let s = call(call(scenarioBoard(), 'N', '1S'), 'E', '1H');
    s = decide(s, 'S', 'accept');
    s = call(call(call(s, 'S', 'Pass'), 'W', 'Pass'), 'N', 'Pass');
    const pbn = tableBoardToPbn(s);
    const auction = lines(pbn).slice(
      lines(pbn).indexOf('[Auction "N"]') + 1,
      lines(pbn).indexOf('[Auction "N"]') + 3,
    );
    expect(auction.join(' ').split(/\s+/)).toEqual(['1S', '1H^I', 'Pass', 'Pass', 'Pass']);
    expect(pbn).toContain('[Contract "1H"]');
    expect(pbn).toContain('[Declarer "E"]');
    expect(pbn).toContain('{L27A1 (E): ');
  });

  it('marks an accepted opening lead out of turn with ^L and a revoke with ^R; Result is after the transfer', () => {
    // East leads ♥A out of turn, declarer accepts; on trick 2 East revokes; the board is played out.
    let s = decide(card(oneDiamondBySouth(), 'E', 'HA'), 'S', 'acceptDeclare');
    s = card(card(card(s, 'S', 'H8'), 'W', 'H5'), 'S', 'H2');
    // East won trick 1 and leads ♣5; South follows, West discards ♥7 although he holds clubs.
    s = card(card(card(s, 'E', 'C5'), 'S', 'C8'), 'W', 'H7');
    s = playOut(s);
    const pbn = tableBoardToPbn(s, { event: 'Club night', scoring: 'IMP' });
    const text = lines(pbn);
    expect(text).toContain('[Play "E"]');
    expect(text[text.indexOf('[Play "E"]') + 1]?.split(/\s+/)).toEqual(['HA^L', 'H8', 'H5', 'H2']);
    expect(text[text.indexOf('[Play "E"]') + 2]?.split(/\s+/)).toEqual(
      expect.arrayContaining(['C5', 'C8', 'H7^R']),
    );
    const result = tableResult(s);
    if (result === null || result.passedOut) throw new Error('expected a played board');
    expect(result.transfer).toBeGreaterThan(0);
    expect(pbn).toContain(`[Result "${result.tricks}"]`);
    expect(pbn).toContain('[Event "Club night"]');
    expect(pbn.startsWith('% PBN 2.1\r\n% EXPORT\r\n{L54B (E): ')).toBe(true);
    expect(pbn).toContain("L64A2 (W): West's revoke on trick 2 (♥7): 1 trick goes to the other side");
    expect(s.rulings.map((r) => r.law)).toEqual(['54B', '64A2']);
  });

  it('notes an accepted call out of rotation, which PBN has no mark for', () => {
    let s = decide(call(scenarioBoard(), 'S', '1NT'), 'W', 'accept');
    s = call(call(call(s, 'W', 'Pass'), 'N', 'Pass'), 'E', 'Pass');
    const pbn = tableBoardToPbn(s);
    expect(pbn).toContain('[Auction "S"]');
    expect(pbn).toContain('1NT =1=');
    expect(pbn).toContain('[Note "1:S called out of rotation; accepted (L29A)"]');
  });
});

describe('JSON form of a table-mode board', () => {
  it('reads back to the same board (replayed from the log)', () => {
    let s = decide(card(oneDiamondBySouth(), 'E', 'HA'), 'S', 'refuse');
    s = decide(s, 'S', 'forbid:H');
    s = playOut(s);
    const json = JSON.parse(JSON.stringify(tableBoardToJson(s)));
    const back = tableBoardFromJson(json);
    expect(back.ok && back.value).toEqual(s);
  });

  it('refuses a file whose stated result differs from what its events give', () => {
    const s = playOut(oneDiamondBySouth());
    const json = { ...tableBoardToJson(s), result: { passedOut: true } };
    const back = tableBoardFromJson(json);
    expect(back.ok ? null : back.error.code).toBe('BAD_RECORD');
    expect(tableBoardFromJson({ format: 'other' }).ok).toBe(false);
  });

  it('round trip on boards with claims and Director rulings', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13 }), fc.boolean(), (tricks, dispute) => {
        let s = act(oneDiamondBySouth(), 'S', { type: 'claim', tricks });
        s = dispute
          ? decide(act(s, 'W', { type: 'rejectClaim' }), 'director', `tricks:${tricks}`)
          : playOut(s);
        const back = tableBoardFromJson(JSON.parse(JSON.stringify(tableBoardToJson(s))));
        expect(back.ok && tableResult(back.value)).toEqual(tableResult(s));
      }),
      { numRuns: 20 },
    );
  });
});
