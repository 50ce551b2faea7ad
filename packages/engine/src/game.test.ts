import { describe, expect, it } from 'vitest';
import { pick, randomDeal, seededRandom } from './bridge/testing.js';
import { SEATS, type Seat } from './cards/types.js';
import { unwrap } from './errors.js';
import { bridgeGame } from './game.js';

describe('bridgeGame', () => {
  it('drives a whole board through the shared interface, the way a server or robot driver would', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const random = seededRandom(seed);
      const setup = {
        deal: randomDeal(random),
        dealer: SEATS[seed % 4] as Seat,
        vulnerability: 'None' as const,
      };
      let state = unwrap(bridgeGame.initial(setup));
      const logs: Record<string, unknown[]> = { N: [], E: [], S: [], W: [], watcher: [] };
      while (!bridgeGame.isOver(state)) {
        const [seat] = bridgeGame.awaiting(state);
        if (seat === undefined) throw new Error('nobody to act in a running board');
        const actions = bridgeGame
          .legalActions(state, seat)
          .filter(
            (a) => a.type === 'play' || (a.type === 'call' && (a.call.type === 'pass' || random() < 0.3)),
          );
        const action = actions[pick(random, actions.length)];
        if (action === undefined) throw new Error('the awaited seat has no call or card');
        const step = unwrap(bridgeGame.apply(state, seat, action));
        state = step.state;
        for (const viewer of [...SEATS, 'watcher'] as const)
          logs[viewer]?.push(bridgeGame.eventFor(step.event, viewer));
      }
      expect(bridgeGame.awaiting(state)).toEqual([]);
      expect(bridgeGame.result(state)).not.toBeNull();
      expect(unwrap(bridgeGame.replay(setup, state.events))).toEqual(state);
      expect(logs.watcher).toEqual(state.events);
      expect(bridgeGame.viewFor(state, 'watcher').deal).toEqual(setup.deal);
    }
  });

  it('an unusable setup is an error value', () => {
    const r = bridgeGame.initial({
      deal: { N: [], E: [], S: [], W: [] },
      dealer: 'N',
      vulnerability: 'None',
    });
    expect(r.ok ? undefined : r.error.code).toBe('BAD_DEAL');
    expect(bridgeGame.seats).toEqual(['N', 'E', 'S', 'W']);
    expect(bridgeGame.name).toBe('bridge');
  });
});
