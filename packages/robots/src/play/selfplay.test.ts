import { randomDeal, SEATS, type Seat, seededRandom, unwrap } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { SAYC } from '../bidding/sayc/index.js';
import { type Robot, systemRobot } from '../table/robot.js';
import { analyzeBoard, playBoardOut } from './selfplay.js';

// Where a board's tricks against double dummy went: every card that changed declarer's side's
// double-dummy total is charged to its side, with its trick, role and kind.

describe('the analysis of a played board', () => {
  it('charges each card that moved the double-dummy result to its side, and the charges add up', () => {
    // SAYC bidding and random cards: a board with plenty of costly cards, played in no time.
    let analysed = 0;
    for (let board = 1; analysed < 2 && board <= 6; board++) {
      const robots = Object.fromEntries(
        SEATS.map((seat) => [seat, systemRobot(SAYC, seededRandom(`costs:${board}:${seat}`))]),
      ) as Record<Seat, Robot>;
      const deal = randomDeal(seededRandom(`costs:${board}`), 'N');
      const state = unwrap(playBoardOut({ deal, dealer: 'N', vulnerability: 'None', board }, robots));
      const a = unwrap(analyzeBoard(state));
      if (a.declarer === null) continue;
      analysed++;
      const sum = (defence: boolean) =>
        a.costs.filter((c) => (c.role === 'defender') === defence).reduce((s, c) => s + c.cost, 0);
      expect(sum(false)).toBe(a.declarerLoss);
      expect(sum(true)).toBe(a.defenceGift);
      expect(a.costs.length).toBeGreaterThan(0);
      for (const c of a.costs) {
        expect(c.cost).toBeGreaterThan(0);
        expect(c.trick).toBeGreaterThanOrEqual(1);
        expect(c.trick).toBeLessThanOrEqual(13);
        if (c.kind === 'opening-lead') expect([c.trick, c.role]).toEqual([1, 'defender']);
        expect(c.role === 'declarer').toBe(c.seat === a.declarer);
      }
      // Result minus DD tricks is what the defence gave away less what declarer's side lost.
      if (a.tricks !== null && a.ddTricks !== null && state.settled === null)
        expect(a.tricks - a.ddTricks).toBe(a.defenceGift - a.declarerLoss);
    }
    expect(analysed).toBe(2);
  });
});
