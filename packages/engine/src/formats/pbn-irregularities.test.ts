import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tableResult } from '../laws/board.js';
import { act, call, card, decide, oneDiamondBySouth, playOut, scenarioBoard } from '../laws/testing.js';
import { tableBoardFromJson, tableBoardToJson, tableBoardToPbn } from './pbn-irregularities.js';

// Table-mode boards written out: PBN 2.1 with the irregularity marks of its section 3.9 (a token
// before the call or card: ^I, ^S, ^R, ^L) and of 3.4.13 (^ before the Declarer value), the
// rulings as commentary; our JSON form read back by replaying the log.

const lines = (text: string) => text.split('\r\n');

/** The tokens of a section: everything after its tag line up to the next tag. */
function section(pbn: string, tagLine: string): string[] {
  const text = lines(pbn);
  const from = text.indexOf(tagLine);
  if (from < 0) throw new Error(`no ${tagLine}`);
  const rest = text.slice(from + 1);
  const to = rest.findIndex((l) => l.startsWith('['));
  return (to < 0 ? rest : rest.slice(0, to))
    .join(' ')
    .split(/\s+/)
    .filter((t) => t !== '');
}

describe('PBN export of a table-mode board', () => {
  it('puts ^I before an accepted insufficient bid (PBN 3.9 A)', () => {
    let s = call(call(scenarioBoard(), 'N', '1S'), 'E', '1H');
    s = decide(s, 'S', 'accept');
    s = call(call(call(s, 'S', 'Pass'), 'W', 'Pass'), 'N', 'Pass');
    const pbn = tableBoardToPbn(s);
    expect(section(pbn, '[Auction "N"]')).toEqual(['1S', '^I', '1H', 'Pass', 'Pass', 'Pass']);
    expect(pbn).toContain('[Contract "1H"]');
    expect(pbn).toContain('[Declarer "E"]');
    expect(pbn).toContain('{L27A1 (E): ');
  });

  it("puts ^L before an accepted opening lead out of turn, in the offender's column, and ^R before a revoke (PBN 3.9 C, D)", () => {
    // 1♦ by South: West should lead. East leads ♥A out of turn, declarer accepts and plays
    // second from his own hand; on trick 2 West discards ♥7 although he holds clubs.
    let s = decide(card(oneDiamondBySouth(), 'E', 'HA'), 'S', 'acceptDeclare');
    s = card(card(card(s, 'S', 'H8'), 'W', 'H5'), 'S', 'H2');
    s = card(card(card(s, 'E', 'C5'), 'S', 'C8'), 'W', 'H7');
    s = playOut(s);
    const pbn = tableBoardToPbn(s, { event: 'Club night', scoring: 'IMP' });
    // Export format: the columns start with declarer's LHO (West), whoever led.
    const play = section(pbn, '[Play "W"]');
    expect(play.slice(0, 5)).toEqual(['H5', 'H2', '^L', 'HA', 'H8']);
    // Trick 2, led by East (in turn: he won trick 1): West's column holds the revoke card.
    expect(play.slice(5, 7)).toEqual(['^R', 'H7']);
    expect(play.slice(8, 10)).toEqual(['C5', 'C8']);
    expect(play.filter((t) => t === '^L')).toHaveLength(1);
    expect(play.filter((t) => t === '^R')).toHaveLength(1);
    const result = tableResult(s);
    if (result === null || result.passedOut) throw new Error('expected a played board');
    expect(result.transfer).toBe(1);
    // The result differs from the tricks won at the table: PBN 3.4.15 puts a caret before it.
    expect(pbn).toContain(`[Result "^${result.tricks}"]`);
    expect(result.tricks).toBe(result.playedTricks + 1);
    expect(pbn).toContain('[Event "Club night"]');
    expect(pbn.startsWith('% PBN 2.1\r\n% EXPORT\r\n{L54B (E): ')).toBe(true);
    expect(pbn).toContain("L64A2 (W): West's revoke on trick 2 (♥7): 1 trick goes to the other side");
    expect(s.rulings.map((r) => r.law)).toEqual(['54B', '64A2']);
  });

  it('marks a later lead out of turn that declarer accepted, and no ^R for a revoke corrected in time', () => {
    // Trick 1: West ♥5, dummy ♥2, East ♥A, South discards ♣9 although he holds hearts; West
    // draws attention to it at once and South follows with ♥8. East won, but West leads ♣A out
    // of turn; declarer plays ♣2 from dummy, the next hand, which accepts it.
    let s = card(card(card(card(oneDiamondBySouth(), 'W', 'H5'), 'S', 'H2'), 'E', 'HA'), 'S', 'C9');
    s = act(s, 'W', { type: 'noticeRevoke' });
    s = card(s, 'S', 'H8');
    s = card(card(s, 'W', 'CA'), 'S', 'C2');
    s = playOut(s);
    const play = section(tableBoardToPbn(s), '[Play "W"]');
    expect(play.slice(0, 4)).toEqual(['H5', 'H2', 'HA', 'H8']);
    // Trick 2 in the columns W N E S: the lead out of turn keeps West's column.
    expect(play.slice(4, 7)).toEqual(['^L', 'CA', 'C2']);
    expect(play).not.toContain('^R');
    expect(play.filter((x) => x === '^L')).toHaveLength(1);
    expect(s.rulings.map((r) => r.law)).toEqual(['62', '53A/56']);
  });

  it('writes ^ before the Declarer value when declarer became dummy (L54A; PBN 3.4.13)', () => {
    // East leads ♥A out of turn against 1♦ by South; South spreads his hand: North declares.
    const s = playOut(decide(card(oneDiamondBySouth(), 'E', 'HA'), 'S', 'acceptDummy'));
    const pbn = tableBoardToPbn(s);
    expect(pbn).toContain('[Declarer "^N"]');
    expect(pbn).toContain('[Contract "1D"]');
    // East is now the right opening leader (North's LHO): no ^L.
    const play = section(pbn, '[Play "E"]');
    expect(play[0]).toBe('HA');
    expect(play).not.toContain('^L');
    expect(play).toHaveLength(52);
  });

  it('puts ^S in place of each call a player lost to an accepted call out of rotation (PBN 3.9 B)', () => {
    // Dealer North; South opens 1NT at his partner's turn and West accepts: North and East lost their turn.
    let s = decide(call(scenarioBoard(), 'S', '1NT'), 'W', 'accept');
    s = call(call(call(s, 'W', 'Pass'), 'N', 'Pass'), 'E', 'Pass');
    expect(section(tableBoardToPbn(s), '[Auction "N"]')).toEqual(['^S', '^S', '1NT', 'Pass', 'Pass', 'Pass']);
    // East opens 1♥ at North's turn and South accepts: North alone lost his turn.
    let t = decide(call(scenarioBoard(), 'E', '1H'), 'S', 'accept');
    t = call(call(call(t, 'S', 'Pass'), 'W', 'Pass'), 'N', 'Pass');
    const pbn = tableBoardToPbn(t);
    expect(section(pbn, '[Auction "N"]')).toEqual(['^S', '1H', 'Pass', 'Pass', 'Pass']);
    expect(pbn).not.toContain('[Note ');
  });

  it('marks nothing on a board played without irregularities', () => {
    const s = playOut(oneDiamondBySouth());
    const pbn = tableBoardToPbn(s);
    expect(pbn).not.toContain('^');
    expect(section(pbn, '[Play "W"]')).toHaveLength(52);
    const result = tableResult(s);
    expect(pbn).toContain(`[Result "${result !== null && !result.passedOut ? result.tricks : ''}"]`);
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
