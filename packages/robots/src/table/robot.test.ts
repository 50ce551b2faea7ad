import {
  type BoardAction,
  type BoardState,
  type BoardView,
  bridgeGame,
  type Card,
  type Deal,
  parseCall,
  parseDeal,
  randomDeal,
  seededRandom,
} from '@tenace/engine';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  claimIsCertain,
  playedCards,
  type Robot,
  type RobotInput,
  randomRobot,
  sureTricks,
  undoIsTimely,
} from './robot.js';

function board(deal: Deal, dealer: 'N' | 'E' | 'S' | 'W' = 'N'): BoardState {
  const started = bridgeGame.initial({ deal, dealer, vulnerability: 'None' });
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}

function act(state: BoardState, seat: 'N' | 'E' | 'S' | 'W', action: BoardAction): BoardState {
  const next = bridgeGame.apply(state, seat, action);
  if (!next.ok) throw new Error(`${seat} ${JSON.stringify(action)}: ${next.error.message}`);
  return next.value.state;
}

function calls(state: BoardState, ...texts: string[]): BoardState {
  let s = state;
  for (const text of texts) {
    const call = parseCall(text);
    if (!call.ok) throw new Error(text);
    const seat = bridgeGame.awaiting(s)[0];
    if (seat === undefined) throw new Error('nobody to call');
    s = act(s, seat, { type: 'call', call: call.value });
  }
  return s;
}

function plays(state: BoardState, ...cards: Card[]): BoardState {
  let s = state;
  for (const card of cards) {
    const seat = bridgeGame.awaiting(s)[0];
    if (seat === undefined) throw new Error('nobody to play');
    s = act(s, seat, { type: 'play', card });
  }
  return s;
}

function input(state: BoardState, seat: 'N' | 'E' | 'S' | 'W'): RobotInput {
  return {
    view: bridgeGame.viewFor(state, seat),
    legal: bridgeGame.legalActions(state, seat),
    events: state.events.map((e) => bridgeGame.eventFor(e, seat)),
  };
}

describe('the robot interface', () => {
  it('takes a view, the legal actions and the events the seat receives: no deal, no state', () => {
    expectTypeOf<RobotInput['view']>().toEqualTypeOf<BoardView>();
    // The part-scores are the score sheet's, which everyone at the table sees.
    expectTypeOf<keyof RobotInput>().toEqualTypeOf<'view' | 'legal' | 'events' | 'partScores'>();
    expectTypeOf<Parameters<Robot['decide']>>().toEqualTypeOf<[RobotInput]>();
  });

  it('chooses the same way on two deals that differ only in cards hidden from it', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 12 }), (dealSeed, swaps) => {
        const deal = randomDeal(seededRandom(dealSeed), 'N');
        // Swap cards between North and East, both hidden from West before dummy is faced.
        const n = [...deal.N];
        const e = [...deal.E];
        for (let i = 0; i < swaps; i++) [n[i], e[i]] = [e[i] as Card, n[i] as Card];
        const other: Deal = { ...deal, N: n, E: e };
        let a = board(deal);
        let b = board(other);
        // North and East pass, South opens 1NT; West's call, then (after three passes) West's lead.
        a = calls(a, 'P', 'P', '1NT');
        b = calls(b, 'P', 'P', '1NT');
        const robotA = randomRobot(seededRandom(`w${dealSeed}`));
        const robotB = randomRobot(seededRandom(`w${dealSeed}`));
        expect(input(a, 'W').view).toEqual(input(b, 'W').view);
        const callA = robotA.decide(input(a, 'W'));
        expect(robotB.decide(input(b, 'W'))).toEqual(callA);
        if (callA.type !== 'call' || callA.call.type !== 'pass') return;
        a = calls(a, 'P', 'P', 'P');
        b = calls(b, 'P', 'P', 'P');
        expect(a.contract?.declarer).toBe('S');
        expect(robotB.decide(input(b, 'W'))).toEqual(robotA.decide(input(a, 'W')));
      }),
      { numRuns: 60 },
    );
  });

  it('plays only legal cards and makes only legal calls over whole random boards', () => {
    for (let seed = 0; seed < 10; seed++) {
      const robots = Object.fromEntries(
        (['N', 'E', 'S', 'W'] as const).map((s) => [s, randomRobot(seededRandom(`${seed}${s}`))]),
      ) as Record<'N' | 'E' | 'S' | 'W', Robot>;
      let state = board(randomDeal(seededRandom(seed)));
      while (!bridgeGame.isOver(state)) {
        const seat = bridgeGame.awaiting(state)[0] as 'N' | 'E' | 'S' | 'W';
        const choice = robots[seat].decide(input(state, seat));
        expect(['call', 'play']).toContain(choice.type);
        state = act(state, seat, choice);
      }
      const result = bridgeGame.result(state);
      expect(result).not.toBeNull();
      if (result && !result.passedOut) expect(state.play?.tricks).toHaveLength(13);
    }
  });
});

// South holds every ace, king and queen and the ♠J: in 7NT, once the club lead is won, all his
// twelve cards are masters.
const DEAL = parseDeal('S:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.8765.876.87 2.432.5432.65432');

describe('claims', () => {
  if (!DEAL.ok) throw new Error(DEAL.error.message);
  const deal = DEAL.value;
  // South opens 7NT, all pass; West leads.
  const start = calls(board(deal, 'S'), '7NT', 'P', 'P', 'P');

  it('counts sure tricks: masters in no trump, trumps first in a suit contract', () => {
    expect(sureTricks(['SA', 'SK', 'S2'], ['SQ', 'S3'], 'NT')).toBe(2);
    expect(sureTricks(['SA', 'SK', 'HA'], ['SQ', 'H2', 'D3'], 'NT')).toBe(3);
    // Spades trumps: two master trumps draw the opponents' two trumps, then the heart ace cashes.
    expect(sureTricks(['SA', 'SK', 'HA'], ['SQ', 'SJ', 'H2'], 'S')).toBe(3);
    // Three trumps out against two masters: only the trumps are sure.
    expect(sureTricks(['SA', 'SK', 'HA'], ['SQ', 'SJ', 'ST', 'H2'], 'S')).toBe(2);
  });

  it('accepts a claim of thirteen top tricks on lead, refuses one the claimer cannot be sure of', () => {
    // West leads a club to South's ace; then South is on lead with twelve top tricks.
    let s = plays(start, 'CJ', 'C8', 'C6', 'CA');
    expect(bridgeGame.awaiting(s)).toEqual(['S']);
    s = act(s, 'S', { type: 'claim', tricks: 12 });
    expect(claimIsCertain(bridgeGame.viewFor(s, 'W'), playedCards(input(s, 'W').events))).toBe(true);
    const robot = randomRobot(seededRandom(1));
    expect(robot.decide(input(s, 'W'))).toEqual({ type: 'acceptClaim' });
    expect(robot.decide(input(s, 'E'))).toEqual({ type: 'acceptClaim' });
  });

  it('refuses a claim made with the lead elsewhere, and a claim of more than the sure tricks', () => {
    // Before South has won the lead: West's card is on the table.
    let s = plays(start, 'CJ');
    s = act(s, 'S', { type: 'claim', tricks: 13 });
    expect(claimIsCertain(bridgeGame.viewFor(s, 'W'), playedCards(input(s, 'W').events))).toBe(false);
    // East-West claim tricks they cannot have.
    let d = plays(start, 'CJ', 'C8', 'C6', 'CA');
    d = act(d, 'S', { type: 'claim', tricks: 12 });
    d = act(d, 'W', { type: 'rejectClaim' });
    const robot = randomRobot(seededRandom(2));
    d = act(d, 'W', { type: 'claim', tricks: 5 });
    expect(robot.decide(input(d, 'S'))).toEqual({ type: 'rejectClaim' });
  });

  it('accepts a concession of every remaining trick', () => {
    let s = plays(start, 'CJ', 'C8', 'C6', 'CA');
    s = act(s, 'S', { type: 'claim', tricks: 12 });
    s = act(s, 'E', { type: 'rejectClaim' });
    s = act(s, 'W', { type: 'claim', tricks: 0 });
    expect(randomRobot(seededRandom(3)).decide(input(s, 'S'))).toEqual({ type: 'acceptClaim' });
  });
});

describe('undo requests', () => {
  const deal = randomDeal(seededRandom('undo'), 'N');

  it('are granted for a call while the auction is open', () => {
    let s = calls(board(deal), '1C', 'P', '1H');
    s = act(s, 'N', { type: 'requestUndo' });
    expect(undoIsTimely(bridgeGame.viewFor(s, 'E'))).toBe(true);
  });

  it('are granted for a card while its trick is on the table, refused once the next trick is led', () => {
    let s = calls(board(deal), '1NT', 'P', 'P', 'P');
    // East leads; North is declarer.
    const lead = bridgeGame.legalActions(s, 'E').find((a) => a.type === 'play') as BoardAction;
    s = act(s, 'E', lead);
    let early = act(s, 'E', { type: 'requestUndo' });
    expect(undoIsTimely(bridgeGame.viewFor(early, 'N'))).toBe(true);
    early = act(early, 'N', { type: 'rejectUndo' });
    // Finish the trick and lead to the next one.
    for (let i = 0; i < 4; i++) {
      const seat = bridgeGame.awaiting(s)[0] as 'N' | 'E' | 'S' | 'W';
      const card = bridgeGame.legalActions(s, seat).find((a) => a.type === 'play') as BoardAction;
      s = act(s, seat, card);
    }
    const eastPlayedLast = s.moves.filter((m) => m.type === 'play').at(-1)?.seat === 'E';
    const late = act(s, 'E', { type: 'requestUndo' });
    const view = bridgeGame.viewFor(late, 'N');
    expect(undoIsTimely(view)).toBe(eastPlayedLast);
    expect(randomRobot(seededRandom(4)).decide(input(late, 'N'))).toEqual(
      eastPlayedLast ? { type: 'acceptUndo' } : { type: 'rejectUndo' },
    );
  });
});
