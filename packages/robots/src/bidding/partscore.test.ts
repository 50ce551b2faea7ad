import {
  type BoardAction,
  bridgeGame,
  formatCall,
  parseCall,
  parseDeal,
  seededRandom,
  unwrap,
} from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { systemRobot } from '../table/robot.js';
import { bidContext, gameLevel, type PartScore } from './context.js';
import { SAYC } from './sayc/index.js';
import { chooseCall } from './system.js';
import { auction, view } from './testing.js';

const bid = (h: string, a: string, partScore?: PartScore) => {
  const choice = chooseCall(SAYC, { ...view(h, a), ...(partScore ? { partScore } : {}) });
  return { call: formatCall(choice.call), meaning: choice.meaning };
};
const sixty: PartScore = { we: 60, they: 0 };

describe('part-scores in rubber and Chicago (a call that completes game below the line is game)', () => {
  it('finds the lowest game level for each strain', () => {
    const ctx = (we: number) => bidContext(auction(''), 'None', [], { partScore: { we, they: 0 } });
    expect([gameLevel(ctx(0), 'S'), gameLevel(ctx(0), 'NT'), gameLevel(ctx(0), 'C')]).toEqual([4, 3, 5]);
    expect([gameLevel(ctx(60), 'S'), gameLevel(ctx(60), 'NT'), gameLevel(ctx(60), 'D')]).toEqual([2, 1, 2]);
    expect([gameLevel(ctx(40), 'H'), gameLevel(ctx(40), 'NT'), gameLevel(ctx(40), 'C')]).toEqual([2, 2, 3]);
    expect(gameLevel(ctx(20), 'S')).toBe(3);
  });

  it('a limit-raise hand raises to the level that is game: 2♠ with 60 below, 3♠ without', () => {
    expect(bid('K873.Q4.AJ52.973', '1S P').call).toBe('3S');
    const raise = bid('K873.Q4.AJ52.973', '1S P', sixty);
    expect(raise.call).toBe('2S');
    expect(raise.meaning.forcing).toBe('SO');
    expect(raise.meaning.ruleId).toBe('cap.partscore.game');
  });

  it('opener does not make a game try once our contract is game below the line', () => {
    // Without a part-score 18 points after a single raise try for game; with 60 below 2♠ is game.
    expect(bid('AKJ73.A4.K82.953', '1S P 2S P').call).not.toBe('P');
    expect(bid('AKJ73.A4.K82.953', '1S P 2S P', sixty).call).toBe('P');
  });

  it('a 1NT invitation that completes game is a sign-off at that level', () => {
    // 9 HCP opposite 15-17 invites with 2NT; with 40 below 2NT is game (70 + 40).
    const invite = bid('Q84.K73.QJ2.J953', '1NT P', { we: 40, they: 0 });
    expect(invite.call).toBe('2NT');
    expect(invite.meaning.forcing).toBe('SO');
    expect(invite.meaning.name.en).toContain('completes game with the part-score');
  });

  it('the opponents’ part-score does not lower our game', () => {
    expect(bid('K873.Q4.AJ52.973', '1S P', { we: 0, they: 60 }).call).toBe('3S');
  });
});

describe('the table robot bids with the score sheet’s part-scores', () => {
  // South holds a limit raise of North's 1♠.
  const deal = unwrap(parseDeal('N:AQJ52.K83.K84.A5 T96.AJT9.QT9.KQJ K873.Q4.AJ52.973 4.7652.763.T8642'));
  let state = unwrap(bridgeGame.initial({ deal, dealer: 'N', vulnerability: 'None' }));
  for (const [seat, text] of [
    ['N', '1S'],
    ['E', 'P'],
  ] as const) {
    state = unwrap(bridgeGame.apply(state, seat, { type: 'call', call: unwrap(parseCall(text)) })).state;
  }
  const southCalls = (partScores?: { NS: number; EW: number }) => {
    const action: BoardAction = systemRobot(SAYC, seededRandom('partscore')).decide({
      view: bridgeGame.viewFor(state, 'S'),
      legal: bridgeGame.legalActions(state, 'S'),
      events: [],
      ...(partScores ? { partScores } : {}),
    });
    return action.type === 'call' ? formatCall(action.call) : action.type;
  };

  it('60 below the line for North-South: 2♠ is game; for East-West or none: the limit raise', () => {
    expect(southCalls()).toBe('3S');
    expect(southCalls({ NS: 60, EW: 0 })).toBe('2S');
    expect(southCalls({ NS: 0, EW: 60 })).toBe('3S');
  });
});
