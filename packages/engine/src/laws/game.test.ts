import { describe, expect, it } from 'vitest';
import { bridgeGame } from '../game.js';
import { teamMatch } from '../scoring/team-match.js';
import { tableResult } from './board.js';
import { bridgeGameFor, tableBridgeGame } from './game.js';
import { call, card, decide, oneDiamondBySouth, playOut, SCENARIO_DEAL, scenarioBoard } from './testing.js';
import type { TableEvent } from './types.js';
import { tableViewFor } from './view.js';

// Table mode as a Game beside strict bridge: the mode picks the game, the shared interface
// drives it, and the view carries the decision with its explanation and the rulings in both languages.

describe('the mode of a board', () => {
  it('strict is the default and gives the unchanged strict game; table gives table mode', () => {
    const strict = bridgeGameFor();
    expect(strict.ok && strict.value).toBe(bridgeGame);
    const table = bridgeGameFor('table');
    expect(table.ok && table.value).toBe(tableBridgeGame);
    const bad = bridgeGameFor('casual' as 'table');
    expect(bad.ok ? null : bad.error.code).toBe('BAD_MODE');
    expect(bad.ok ? '' : bad.error.messageDe).toContain('Board-Modus');
  });

  it('strict mode still refuses what table mode rules: an insufficient bid', () => {
    const start = bridgeGame.initial({ deal: SCENARIO_DEAL, dealer: 'N', vulnerability: 'None' });
    if (!start.ok) throw new Error(start.error.message);
    const opened = bridgeGame.apply(start.value, 'N', {
      type: 'call',
      call: { type: 'bid', level: 1, strain: 'S' },
    });
    if (!opened.ok) throw new Error(opened.error.message);
    const low = bridgeGame.apply(opened.value.state, 'E', {
      type: 'call',
      call: { type: 'bid', level: 1, strain: 'H' },
    });
    expect(low.ok ? null : low.error.code).toBe('INSUFFICIENT_BID');
  });

  it('the Game interface runs table mode: the Director is an actor, awaiting names the chooser, replay rebuilds', () => {
    const g = tableBridgeGame;
    expect(g.seats).toEqual(['N', 'E', 'S', 'W', 'director']);
    const s = call(call(scenarioBoard(), 'N', '1S'), 'E', '1H');
    expect(g.awaiting(s)).toEqual(['S']);
    expect(g.legalActions(s, 'director')).toEqual([
      { type: 'decide', option: 'accept' },
      { type: 'decide', option: 'refuse' },
    ]);
    const replayed = g.replay(s.setup, s.events);
    expect(replayed.ok && replayed.value).toEqual(s);
    // A decision with nothing to decide cannot be replayed.
    const forged: TableEvent[] = [
      ...s.events.slice(0, 1),
      { v: 2, seat: 'S', type: 'decide', option: 'accept' },
    ];
    const bad = g.replay(s.setup, forged);
    expect(bad.ok ? null : bad.error.code).toBe('BAD_EVENT');
  });
});

describe('events', () => {
  it("keep only the action's own fields, so stray input never reaches the log", () => {
    const step = tableBridgeGame.apply(scenarioBoard(), 'N', {
      type: 'call',
      call: { type: 'bid', level: 1, strain: 'S', note: 'x' } as never,
      extra: 1,
    } as never);
    expect(step.ok && step.value.event).toEqual({
      v: 1,
      seat: 'N',
      type: 'call',
      call: { type: 'bid', level: 1, strain: 'S' },
    });
  });
});

describe('the view of a pending decision and of rulings', () => {
  it('shows everyone who must choose what, with the explanation in English and German', () => {
    const s = call(call(scenarioBoard(), 'N', '1S'), 'E', '1H');
    for (const viewer of ['N', 'E', 'S', 'W', 'watcher', 'director'] as const) {
      const d = tableViewFor(s, viewer).decision;
      expect(d).toMatchObject({
        kind: 'insufficientBid',
        chooser: 'S',
        options: ['accept', 'refuse'],
        default: 'refuse',
      });
      expect(d?.explanation.law).toBe('27');
      expect(d?.explanation.de).toContain('überbietet');
    }
    const ruled = decide(s, 'S', 'refuse');
    const view = tableViewFor(ruled, 'W');
    expect(view.rulings).toHaveLength(1);
    expect(view.rulings[0]?.en).toContain('not accepted');
    expect(view.rulings[0]?.de).toContain('nicht angenommen');
    expect(view.hands.N).toBeUndefined();
    expect(tableViewFor(ruled, 'director').hands.N).toHaveLength(13);
  });
});

describe('sessions', () => {
  it('a team match scores a table-mode board like any other: the revoke trick counts', () => {
    // Table 1 plays 1♦ by South cleanly; at table 2 East revokes on trick 1 (West wins it).
    const clean = playOut(oneDiamondBySouth());
    const revoked = playOut(
      card(
        card(card(card(card(oneDiamondBySouth(), 'W', 'CA'), 'S', 'C2'), 'E', 'HJ'), 'S', 'C8'),
        'W',
        'CK',
      ),
    );
    const r1 = tableResult(clean);
    const r2 = tableResult(revoked);
    if (r1 === null || r1.passedOut || r2 === null || r2.passedOut) throw new Error('expected played boards');
    const sheet = teamMatch([{ board: 1, vulnerability: 'None', table1: r1, table2: r2 }]);
    if (!sheet.ok) throw new Error(sheet.error.message);
    const row = sheet.value.boards[0];
    expect(row?.table1Ns).toBe(r1.nsScore);
    expect(row?.table2Ns).toBe(r2.nsScore);
    expect(row?.net).toBe(r1.nsScore - r2.nsScore);
    expect(r2.transfer).toBe(1);
  });
});
