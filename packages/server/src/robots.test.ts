import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bridgeGame, DECK, dealCards, seededRandom, shuffle } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { biddingSystem, inProcessRunner, type RobotKey, workerRunner } from './robots.js';

function boardAt(seed: string) {
  const deal = dealCards(shuffle(seededRandom(seed), DECK), 'N');
  if (!deal.ok) throw new Error(deal.error.message);
  const state = bridgeGame.initial({ deal: deal.value, dealer: 'N', vulnerability: 'None' });
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

const key = (strength: RobotKey['strength']): RobotKey => ({
  table: 't_test',
  tableNo: 1,
  seed: 'robots',
  seat: 'N',
  strength,
  system: { system: 'SAYC', conventions: [] },
});

describe('robot runners', () => {
  it('decide a legal action from the seat view on the main thread', async () => {
    const runner = inProcessRunner();
    for (const seed of ['a', 'b', 'c']) {
      const state = boardAt(seed);
      const input = {
        view: bridgeGame.viewFor(state, 'N'),
        legal: bridgeGame.legalActions(state, 'N'),
        events: [],
      };
      for (const strength of ['basic', 'standard'] as const) {
        const action = await runner.decide(key(strength), input);
        expect(input.legal).toContainEqual(action);
      }
    }
    const explained = runner.explain(
      { system: 'SAYC', conventions: [] },
      { dealer: 'N', calls: [{ type: 'bid', level: 1, strain: 'NT' }] },
      'None',
      0,
    );
    expect(explained.en).toMatch(/15.17/);
    await runner.close();
  });

  const compiled = new URL('../dist/robot-worker.js', import.meta.url);
  it.skipIf(!existsSync(fileURLToPath(compiled)))(
    'decide in worker threads with the compiled worker',
    async () => {
      const runner = workerRunner(compiled, 2);
      const state = boardAt('worker');
      const input = {
        view: bridgeGame.viewFor(state, 'N'),
        legal: bridgeGame.legalActions(state, 'N'),
        events: [],
      };
      const actions = await Promise.all(
        ['t1', 't2', 't3', 't4'].map((table) => runner.decide({ ...key('standard'), table }, input)),
      );
      for (const action of actions) expect(input.legal).toContainEqual(action);
      await runner.close();
    },
  );

  it('builds a partnership system with its conventions, and names an unknown convention', () => {
    expect(biddingSystem({ system: 'ForumD', conventions: [] }).ok).toBe(true);
    expect(biddingSystem({ system: 'SAYC', conventions: ['rkcb1430', '-gerber'] }).ok).toBe(true);
    const bad = biddingSystem({ system: 'SAYC', conventions: ['flying-pig'] });
    expect(bad.ok === false && bad.error.message).toContain('flying-pig');
  });
});
