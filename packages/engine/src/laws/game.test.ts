import { describe, expect, it } from 'vitest';
import { bridgeGame } from '../game.js';
import { bridgeGameFor, tableBridgeGame } from './game.js';
import { call, decide, SCENARIO_DEAL, scenarioBoard } from './testing.js';
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
