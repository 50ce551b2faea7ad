import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDeal } from '../cards/notation.js';
import { type Card, DECK, type Deal, SEATS, type Seat, seatAfter, sideOf, suitOf } from '../cards/types.js';
import { type Result, unwrap } from '../errors.js';
import {
  applyAction,
  boardActor,
  boardPlayedCards,
  boardResult,
  boardTurn,
  isBoardOver,
  legalBoardActions,
  replayBoard,
  startBoard,
} from './board.js';
import type { BoardAction, BoardEvent, BoardSetup, BoardState } from './board-state.js';
import { ALL_BIDS, type Call, DOUBLE, PASS, parseCall, REDOUBLE } from './call.js';
import { playTurn, tricksWon } from './play.js';
import { deepFreeze, pick, randomBoard, seededRandom } from './testing.js';

// N: AK32.KQ4.876.A52  E: QJ9.A87.KQJ5.K93  S: T8764.J2.A43.Q86  W: 5.T9653.T92.JT74
const DEAL: Deal = unwrap(
  parseDeal('N:AK32.KQ4.876.A52 QJ9.A87.KQJ5.K93 T8764.J2.A43.Q86 5.T9653.T92.JT74', { strict: true }),
);

function setup(dealer: Seat, vulnerability: BoardSetup['vulnerability'] = 'None'): BoardSetup {
  return { deal: DEAL, dealer, vulnerability, board: 1 };
}

/** Applies actions written like 'N 1S', 'E X', 'E DK', 'N claim 10', 'W acceptClaim'. */
function run(state: BoardState, script: string): BoardState {
  let s = state;
  for (const line of script
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const [seat, word, arg] = line.split(/\s+/) as [Seat, string, string?];
    const r = applyAction(s, seat, parse(word, arg));
    if (!r.ok) throw new Error(`${line}: ${r.error.code} ${r.error.message}`);
    s = r.value.state;
  }
  return s;
}

function parse(word: string, arg: string | undefined): BoardAction {
  if (word === 'claim') return { type: 'claim', tricks: Number(arg) };
  if (/^[SHDC][AKQJT2-9]$/.test(word)) return { type: 'play', card: word as Card };
  const call = parseCall(word);
  if (call.ok) return { type: 'call', call: call.value };
  return { type: word } as BoardAction;
}

function codeOf(r: Result<unknown>): string | undefined {
  return r.ok ? undefined : r.error.code;
}

function start(s: BoardSetup): BoardState {
  return unwrap(startBoard(s));
}

/** 4S by North, no one vulnerable: N 1S, E X, S 2S, W P, N 4S, all pass. East leads. */
function fourSpades(): BoardState {
  return run(start(setup('N')), 'N 1S, E X, S 2S, W P, N 4S, E P, S P, W P');
}

describe('setup', () => {
  it('checks the deal, dealer, vulnerability, board number and form', () => {
    expect(start(setup('E')).phase).toBe('auction');
    const shortDeal = { ...DEAL, N: DEAL.N.slice(1) };
    expect(codeOf(startBoard({ ...setup('N'), deal: shortDeal }))).toBe('BAD_DEAL');
    const twice = { ...DEAL, N: [...DEAL.N.slice(1), DEAL.E[0] as Card] };
    expect(codeOf(startBoard({ ...setup('N'), deal: twice }))).toBe('BAD_DEAL');
    expect(codeOf(startBoard({ ...setup('N'), dealer: 'Q' as Seat }))).toBe('BAD_SEAT');
    expect(codeOf(startBoard({ ...setup('N'), vulnerability: 'Both' as 'All' }))).toBe('BAD_VULNERABILITY');
    expect(codeOf(startBoard({ ...setup('N'), board: 0 }))).toBe('BAD_BOARD_NUMBER');
    expect(codeOf(startBoard({ ...setup('N'), form: 'party' as 'rubber' }))).toBe('BAD_INPUT');
    expect(codeOf(startBoard(null as unknown as BoardSetup))).toBe('BAD_INPUT');
  });

  it('keeps its own copy of the setup: later changes to the input do not reach the board', () => {
    const hands = { N: [...DEAL.N], E: [...DEAL.E], S: [...DEAL.S], W: [...DEAL.W] };
    const input = { deal: hands, dealer: 'N' as const, vulnerability: 'None' as const, note: 'x' };
    const s = start(input);
    hands.N.pop();
    expect(s.setup.deal.N).toEqual(DEAL.N);
    expect(s.setup).not.toHaveProperty('note');
  });

  it('the dealer calls first, whoever deals', () => {
    for (const dealer of SEATS) expect(boardTurn(start(setup(dealer)))).toBe(dealer);
  });
});

describe('auction to play', () => {
  it('the contract and declarer come from the auction; declarer’s LHO leads; declarer acts for dummy', () => {
    const s = fourSpades();
    expect(s.phase).toBe('play');
    expect(s.contract).toEqual({ level: 4, strain: 'S', risk: '', declarer: 'N' });
    expect(boardTurn(s)).toBe('E');
    const led = run(s, 'E DK');
    expect(boardTurn(led)).toBe('S');
    expect(boardActor(led)).toBe('N');
    expect(codeOf(applyAction(led, 'S', { type: 'play', card: 'DA' }))).toBe('DUMMY_CANNOT_ACT');
    const r = unwrap(applyAction(led, 'N', { type: 'play', card: 'DA' }));
    expect(r.event).toEqual({ v: 10, seat: 'N', type: 'play', card: 'DA', hand: 'S' });
  });

  it('no card before the auction ends, no call after it', () => {
    const s = start(setup('N'));
    expect(codeOf(applyAction(s, 'N', { type: 'play', card: 'SA' }))).toBe('PLAY_NOT_STARTED');
    expect(codeOf(applyAction(s, 'N', { type: 'claim', tricks: 13 }))).toBe('PLAY_NOT_STARTED');
    expect(codeOf(applyAction(fourSpades(), 'E', { type: 'call', call: PASS }))).toBe('AUCTION_OVER');
  });

  it('events are numbered 1, 2, 3… and carry the canonical action', () => {
    const s = fourSpades();
    expect(s.events.map((e) => e.v)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(s.events[0]).toEqual({
      v: 1,
      seat: 'N',
      type: 'call',
      call: { type: 'bid', level: 1, strain: 'S' },
    });
    expect(JSON.parse(JSON.stringify(s.events))).toEqual(s.events);
  });

  it('a passed-out board is over at once with no contract (L22A2)', () => {
    for (const form of ['duplicate', 'rubber', 'chicago'] as const) {
      const s = run(start({ ...setup('W'), form }), 'W P, N P, E P, S P');
      expect(isBoardOver(s)).toBe(true);
      expect(boardResult(s)).toEqual({ passedOut: true });
      expect(codeOf(applyAction(s, 'W', { type: 'call', call: PASS }))).toBe('BOARD_OVER');
      expect(codeOf(applyAction(s, 'W', { type: 'requestUndo' }))).toBe('BOARD_OVER');
    }
  });

  it('bad input is an error value: unknown action, bad seat, bad call', () => {
    const s = start(setup('N'));
    expect(codeOf(applyAction(s, 'N', { type: 'shout' } as unknown as BoardAction))).toBe('BAD_ACTION');
    expect(codeOf(applyAction(s, 'N', null as unknown as BoardAction))).toBe('BAD_ACTION');
    expect(codeOf(applyAction(s, 'Z' as Seat, { type: 'call', call: PASS }))).toBe('BAD_SEAT');
    const bad = { type: 'call', call: { type: 'bid', level: 9, strain: 'S' } } as unknown as BoardAction;
    expect(codeOf(applyAction(s, 'N', bad))).toBe('BAD_CALL');
  });
});

describe('results and scores (duplicate, §3.2)', () => {
  it('4S by N making 11 tricks, none vulnerable: +450 (claim of the rest after trick 1)', () => {
    // Trick 1: E DK, dummy's DA wins, W D2, N D6. Then declarer claims 10 of the 12 left.
    let s = run(fourSpades(), 'E DK, N DA, W D2, N D6');
    expect(tricksWon(s.play as NonNullable<BoardState['play']>)).toEqual({ NS: 1, EW: 0 });
    s = run(s, 'N claim 10');
    expect(s.phase).toBe('claim');
    expect(boardResult(s)).toBeNull();
    s = run(s, 'E acceptClaim');
    expect(s.phase).toBe('claim');
    s = run(s, 'W acceptClaim');
    expect(s.phase).toBe('over');
    expect(boardResult(s)).toEqual({
      passedOut: false,
      contract: { level: 4, strain: 'S', risk: '' },
      declarer: 'N',
      tricks: 11,
      score: 450,
      nsScore: 450,
      claimed: true,
    });
  });

  it('4HX by S, 8 tricks, NS vulnerable: -500 (a defender claims 5 before the lead)', () => {
    let s = run(start(setup('S', 'NS')), 'S 4H, W X, N P, E P, S P');
    expect(s.contract).toEqual({ level: 4, strain: 'H', risk: 'X', declarer: 'S' });
    s = run(s, 'W claim 5, S acceptClaim');
    expect(boardResult(s)).toMatchObject({ tricks: 8, score: -500, nsScore: -500 });
  });

  it('3NT by E, 10 tricks, all vulnerable: +630 to EW, -630 to NS', () => {
    const s = run(start(setup('E', 'All')), 'E 3NT, S P, W P, N P, S claim 3, E acceptClaim');
    expect(boardResult(s)).toMatchObject({ declarer: 'E', tricks: 10, score: 630, nsScore: -630 });
  });

  it('7NTXX by W, 13 tricks, vulnerable: 2980', () => {
    const s = run(
      start(setup('W', 'EW')),
      'W 7NT, N X, E XX, S P, W P, N P, W claim 13, N acceptClaim, S acceptClaim',
    );
    expect(boardResult(s)).toMatchObject({ contract: { level: 7, strain: 'NT', risk: 'XX' }, score: 2980 });
  });
});

describe('claims (§2.6)', () => {
  const afterTrick1 = () => run(fourSpades(), 'E DK, N DA, W D2, N D6');

  it('while a claim is pending no card may be played', () => {
    const s = run(afterTrick1(), 'N claim 12');
    expect(codeOf(applyAction(s, 'N', { type: 'play', card: 'SA' }))).toBe('CLAIM_PENDING');
    expect(codeOf(applyAction(s, 'E', { type: 'claim', tricks: 1 }))).toBe('CLAIM_PENDING');
    expect(codeOf(applyAction(s, 'E', { type: 'requestUndo' }))).toBe('CLAIM_PENDING');
  });

  it('the opponents vote: dummy has none, the claimer has none', () => {
    const s = run(afterTrick1(), 'N claim 12');
    expect(s.claim?.voters).toEqual(['E', 'W']);
    expect(codeOf(applyAction(s, 'S', { type: 'acceptClaim' }))).toBe('DUMMY_CANNOT_ACT');
    expect(codeOf(applyAction(s, 'N', { type: 'acceptClaim' }))).toBe('NOT_AN_OPPONENT');
    expect(codeOf(applyAction(s, 'N', { type: 'rejectClaim' }))).toBe('NOT_AN_OPPONENT');
    const once = run(s, 'E acceptClaim');
    expect(codeOf(applyAction(once, 'E', { type: 'acceptClaim' }))).toBe('BAD_ACTION');
  });

  it('any rejection lets play go on from where it stood, and the log records it', () => {
    const s = run(afterTrick1(), 'N claim 12, E acceptClaim, W rejectClaim');
    expect(s.phase).toBe('play');
    expect(s.claim).toBeNull();
    expect(boardActor(s)).toBe('N');
    expect(s.events.slice(-3).map((e) => e.type)).toEqual(['claim', 'acceptClaim', 'rejectClaim']);
    const again = run(s, 'N S4');
    expect(again.play?.trick.cards).toEqual(['S4']);
  });

  it("a defender's claim is decided by declarer; his partner may object at once (L68B2)", () => {
    const s = run(afterTrick1(), 'E claim 2');
    expect(s.claim?.voters).toEqual(['N']);
    const objected = run(s, 'W rejectClaim');
    expect(objected.phase).toBe('play');
    const conceded = run(objected, 'E claim 2, N acceptClaim');
    // NS have 1 trick, and receive the 10 of the 12 remaining that East conceded.
    expect(boardResult(conceded)).toMatchObject({ tricks: 11, score: 450 });
  });

  it("dummy can neither claim nor object to declarer's claim", () => {
    const s = afterTrick1();
    expect(codeOf(applyAction(s, 'S', { type: 'claim', tricks: 3 }))).toBe('DUMMY_CANNOT_ACT');
    expect(codeOf(applyAction(run(s, 'N claim 3'), 'S', { type: 'rejectClaim' }))).toBe('DUMMY_CANNOT_ACT');
  });

  it('a claim is for 0 up to the tricks not yet complete', () => {
    const s = run(afterTrick1(), 'N S4');
    for (const tricks of [-1, 13, 1.5, Number.NaN]) {
      expect(codeOf(applyAction(s, 'N', { type: 'claim', tricks }))).toBe('BAD_CLAIM');
    }
    // The trick in progress still counts as one of the 12 remaining.
    expect(codeOf(applyAction(s, 'N', { type: 'claim', tricks: 12 }))).toBeUndefined();
    expect(codeOf(applyAction(s, 'N', { type: 'claim', tricks: 0 }))).toBeUndefined();
  });

  it('only the claimer may withdraw', () => {
    const s = run(afterTrick1(), 'N claim 12');
    expect(codeOf(applyAction(s, 'E', { type: 'withdrawClaim' }))).toBe('BAD_ACTION');
    const w = run(s, 'N withdrawClaim');
    expect(w.phase).toBe('play');
    expect(codeOf(applyAction(w, 'E', { type: 'acceptClaim' }))).toBe('NO_CLAIM_PENDING');
  });
});

describe('undo', () => {
  it('in the auction: both opponents must agree; the call comes back off', () => {
    const s = run(start(setup('N')), 'N 1S, E X, E requestUndo');
    expect(s.undo?.voters).toEqual(['S', 'N']);
    expect(codeOf(applyAction(s, 'S', { type: 'call', call: PASS }))).toBe('UNDO_PENDING');
    expect(codeOf(applyAction(s, 'W', { type: 'acceptUndo' }))).toBe('NOT_AN_OPPONENT');
    expect(codeOf(applyAction(s, 'E', { type: 'acceptUndo' }))).toBe('NOT_AN_OPPONENT');
    const half = run(s, 'N acceptUndo');
    expect(half.auction.calls).toHaveLength(2);
    const done = unwrap(applyAction(half, 'S', { type: 'acceptUndo' }));
    expect(done.event).toEqual({ v: 5, seat: 'S', type: 'acceptUndo', undone: 1 });
    expect(done.state.auction.calls).toHaveLength(1);
    expect(boardTurn(done.state)).toBe('E');
    expect(done.state.events).toHaveLength(5);
  });

  it('takes back the requester’s last call and everything after it', () => {
    const s = run(start(setup('N')), 'N 1S, E X, S 2S, E requestUndo, N acceptUndo, S acceptUndo');
    expect(s.auction.calls).toEqual([{ type: 'bid', level: 1, strain: 'S' }]);
    expect(s.events[s.events.length - 1]).toMatchObject({ undone: 2 });
  });

  it('a rejection changes nothing but the log', () => {
    const before = run(start(setup('N')), 'N 1S, E X');
    const after = run(before, 'E requestUndo, N rejectUndo');
    expect(after.auction).toEqual(before.auction);
    expect(after.undo).toBeNull();
    expect(after.events).toHaveLength(4);
  });

  it('nothing to take back before one’s own first call', () => {
    expect(codeOf(applyAction(start(setup('N')), 'N', { type: 'requestUndo' }))).toBe('NOTHING_TO_UNDO');
    expect(codeOf(applyAction(run(start(setup('N')), 'N P'), 'E', { type: 'requestUndo' }))).toBe(
      'NOTHING_TO_UNDO',
    );
  });

  it("declarer's request covers dummy's card; both defenders agree", () => {
    const s = run(fourSpades(), 'E DK, N DA, N requestUndo');
    expect(s.undo?.voters).toEqual(['E', 'W']);
    const done = run(s, 'W acceptUndo, E acceptUndo');
    expect(done.play?.trick.cards).toEqual(['DK']);
    expect(done.play?.hands.S).toContain('DA');
    expect(boardActor(done)).toBe('N');
  });

  it("a defender's request needs declarer only; dummy has no say and cannot ask", () => {
    const s = run(fourSpades(), 'E DK, E requestUndo');
    expect(s.undo?.voters).toEqual(['N']);
    expect(codeOf(applyAction(s, 'S', { type: 'acceptUndo' }))).toBe('DUMMY_CANNOT_ACT');
    const done = run(s, 'N acceptUndo');
    expect(done.play?.trick.cards).toEqual([]);
    expect(done.play?.tricks).toEqual([]);
    expect(codeOf(applyAction(run(fourSpades(), 'E DK'), 'S', { type: 'requestUndo' }))).toBe(
      'DUMMY_CANNOT_ACT',
    );
  });

  it('after the opening lead a call can no longer be taken back (L17E)', () => {
    expect(codeOf(applyAction(run(fourSpades(), 'E DK'), 'N', { type: 'requestUndo' }))).toBe(
      'NOTHING_TO_UNDO',
    );
  });

  it('before the opening lead the closing pass can be taken back: the auction reopens', () => {
    const s = run(fourSpades(), 'W requestUndo, N acceptUndo, S acceptUndo');
    expect(s.phase).toBe('auction');
    expect(s.contract).toBeNull();
    expect(s.play).toBeNull();
    expect(boardTurn(s)).toBe('W');
  });

  it('undo across a completed trick restores the trick and the lead', () => {
    const s = run(fourSpades(), 'E DK, N DA, W D2, N D6, N S4, E requestUndo, N acceptUndo');
    // East's last card was the DK at trick 1: everything from there goes.
    expect(s.play?.tricks).toEqual([]);
    expect(s.play?.trick).toEqual({ leader: 'E', cards: [] });
    expect(boardPlayedCards(s)).toEqual([]);
  });
});

describe('replay (the log is the truth)', () => {
  const flows = [
    () => fourSpades(),
    () => run(fourSpades(), 'E DK, N DA, W D2, N D6, N claim 12, E acceptClaim, W rejectClaim, N S4'),
    () => run(start(setup('N')), 'N 1S, E X, S 2S, E requestUndo, N acceptUndo, S rejectUndo, W P'),
    () => run(fourSpades(), 'E DK, N DA, W D2, N D6, N S4, E requestUndo, N acceptUndo, E DQ'),
  ];
  it('replay(setup, events) rebuilds the same state', () => {
    for (const flow of flows) {
      const s = flow();
      expect(unwrap(replayBoard(s.setup, s.events))).toEqual(s);
    }
  });

  it('a tampered log is refused with BAD_EVENT', () => {
    const s = flows[1]?.() as BoardState;
    const events = s.events;
    const swapHand = events.map((e) => (e.v === 10 ? { ...e, hand: 'N' } : e)) as BoardEvent[];
    expect(codeOf(replayBoard(s.setup, swapHand))).toBe('BAD_EVENT');
    const gap = events.filter((e) => e.v !== 3);
    expect(codeOf(replayBoard(s.setup, gap))).toBe('BAD_EVENT');
    const illegal = events.map((e) => (e.v === 10 ? { ...e, card: 'SA' } : e)) as BoardEvent[];
    const r = replayBoard(s.setup, illegal);
    expect(codeOf(r)).toBe('BAD_EVENT');
    expect(r.ok ? '' : r.error.message).toContain('SA is not in');
    expect(r.ok ? '' : r.error.message).toContain('Event 10');
    expect(codeOf(replayBoard(s.setup, [null as unknown as BoardEvent]))).toBe('BAD_EVENT');
    expect(codeOf(replayBoard(s.setup, 'events' as unknown as BoardEvent[]))).toBe('BAD_EVENT');
    const extra = events.map((e) => (e.v === 2 ? { ...e, note: 'hi' } : e)) as BoardEvent[];
    expect(codeOf(replayBoard(s.setup, extra))).toBe('BAD_EVENT');
  });
});

/** Every action a seat could try: all calls, all cards, claims from -1 to 14, the answers, and junk. */
const UNIVERSE: readonly BoardAction[] = [
  ...[PASS, DOUBLE, REDOUBLE, ...ALL_BIDS].map((call: Call) => ({ type: 'call' as const, call })),
  ...DECK.map((card) => ({ type: 'play' as const, card })),
  ...Array.from({ length: 16 }, (_, i) => ({ type: 'claim' as const, tricks: i - 1 })),
  ...(
    ['acceptClaim', 'rejectClaim', 'withdrawClaim', 'requestUndo', 'acceptUndo', 'rejectUndo'] as const
  ).map((type) => ({ type })),
  { type: 'play', card: 'S1' } as unknown as BoardAction,
  { type: 'nonsense' } as unknown as BoardAction,
];

describe('random complete boards (property)', () => {
  it('played out: 13 tricks, 52 cards once each from their owners, right winners, NS + EW = 13', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const states = randomBoard(seededRandom(seed), { passBias: 0.7 });
        const last = states[states.length - 1] as BoardState;
        expect(isBoardOver(last)).toBe(true);
        const result = boardResult(last);
        if (last.contract === null) {
          expect(result).toEqual({ passedOut: true });
          expect(last.auction.calls).toHaveLength(4);
          return;
        }
        const play = last.play as NonNullable<BoardState['play']>;
        expect(play.tricks).toHaveLength(13);
        const cards = play.tricks.flatMap((t) => t.cards);
        expect([...cards].sort()).toEqual([...DECK].sort());
        for (const t of play.tricks) {
          t.cards.forEach((c, i) => {
            expect(last.setup.deal[seatAfter(t.leader, i)]).toContain(c);
          });
          const trumps = t.cards.filter((c) => suitOf(c) === last.contract?.strain);
          const pool =
            trumps.length > 0 ? trumps : t.cards.filter((c) => suitOf(c) === suitOf(t.cards[0] as Card));
          const best = pool.reduce((a, b) =>
            'AKQJT98765432'.indexOf(a[1] as string) <= 'AKQJT98765432'.indexOf(b[1] as string) ? a : b,
          );
          expect(t.winner).toBe(seatAfter(t.leader, t.cards.indexOf(best)));
        }
        const won = tricksWon(play);
        expect(won.NS + won.EW).toBe(13);
        if (result === null || result.passedOut) throw new Error('expected a played result');
        expect(result.tricks).toBe(won[sideOf(result.declarer)]);
        expect(result.claimed).toBe(false);
        expect(result.nsScore).toBe(sideOf(result.declarer) === 'NS' ? result.score : -result.score);
        expect(playTurn(play)).toBeNull();
      }),
      { numRuns: 150 },
    );
  }, 30_000);

  it('with claims and undos mixed in: replay(events) equals the state at every step', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const states = randomBoard(seededRandom(seed), { passBias: 0.7, sideActions: 0.15 });
        for (const s of states) expect(unwrap(replayBoard(s.setup, s.events))).toEqual(s);
        const last = states[states.length - 1] as BoardState;
        const result = boardResult(last);
        expect(result).not.toBeNull();
        if (result !== null && !result.passedOut) {
          expect(result.tricks).toBeGreaterThanOrEqual(0);
          expect(result.tricks).toBeLessThanOrEqual(13);
        }
        // The log only grows: each state's events extend the previous one's.
        for (let i = 1; i < states.length; i++) {
          const [a, b] = [states[i - 1] as BoardState, states[i] as BoardState];
          expect(b.events.slice(0, a.events.length)).toEqual(a.events);
          expect(b.events).toHaveLength(a.events.length + 1);
        }
      }),
      { numRuns: 60 },
    );
  }, 30_000);

  it('bad actions change nothing, and an action is accepted exactly when legalBoardActions lists it', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 1 }), (seed, mixed) => {
        const random = seededRandom(seed);
        const states = randomBoard(random, { passBias: 0.7, sideActions: mixed * 0.2 });
        for (let k = 0; k < 6; k++) {
          const state = deepFreeze(states[pick(random, states.length)] as BoardState);
          const before = JSON.stringify(state);
          for (const seat of SEATS) {
            const legal = new Set(legalBoardActions(state, seat).map((a) => JSON.stringify(a)));
            for (const action of UNIVERSE) {
              const r = applyAction(state, seat, action);
              expect(r.ok, `${seat} ${JSON.stringify(action)}`).toBe(legal.has(JSON.stringify(action)));
              if (!r.ok) {
                expect(r.error.message.length).toBeGreaterThan(0);
                expect(r.error.messageDe.length).toBeGreaterThan(0);
              }
            }
          }
          expect(JSON.stringify(state)).toBe(before);
        }
      }),
      { numRuns: 30 },
    );
  }, 60_000);
});
