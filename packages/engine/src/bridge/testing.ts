// Helpers for the bridge tests: a seeded generator and random deals. Not part of the public API
// (the barrel does not export this file); real dealing lives in deal/ with a RandomSource.
import {
  type Card,
  DECK,
  type Deal,
  SEATS,
  type Seat,
  VULNERABILITIES,
  type Vulnerability,
} from '../cards/types.js';
import { applyAction, boardActor, isBoardOver, legalBoardActions, startBoard } from './board.js';
import type { BoardAction, BoardSetup, BoardState } from './board-state.js';

/** A small seeded generator (xorshift32) returning numbers in [0, 1): reproducible test input. */
export function seededRandom(seed: number): () => number {
  let x = (seed | 0) === 0 ? 0x9e3779b9 : seed | 0;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x100000000;
  };
}

/** An integer in 0..n-1 from a generator. */
export function pick(random: () => number, n: number): number {
  return Math.min(n - 1, Math.floor(random() * n));
}

/** A random complete deal: the deck shuffled (Fisher-Yates) and cut into four hands of 13. */
export function randomDeal(random: () => number): Deal {
  const cards: Card[] = [...DECK];
  for (let i = cards.length - 1; i > 0; i--) {
    const j = pick(random, i + 1);
    [cards[i], cards[j]] = [cards[j] as Card, cards[i] as Card];
  }
  return { N: cards.slice(0, 13), E: cards.slice(13, 26), S: cards.slice(26, 39), W: cards.slice(39, 52) };
}

/** Freezes a value and everything inside it, so that a test fails on any mutation. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export interface RandomBoardOptions {
  /** Chance that a caller passes rather than picking any legal call (keeps auctions short). */
  readonly passBias?: number;
  /** Chance per step of a side action (claim, undo request, answers) by a random seat; 0 plays it straight. */
  readonly sideActions?: number;
  /** Fixed deal, dealer and vulnerability instead of random ones. */
  readonly setup?: BoardSetup;
}

/** A random board from a generator: random setup, random legal actions to the end. Returns every state passed. */
export function randomBoard(random: () => number, options: RandomBoardOptions = {}): BoardState[] {
  const passBias = options.passBias ?? 0.6;
  const sideActions = options.sideActions ?? 0;
  const setup: BoardSetup = options.setup ?? {
    deal: randomDeal(random),
    dealer: SEATS[pick(random, 4)] as Seat,
    vulnerability: VULNERABILITIES[pick(random, 4)] as Vulnerability,
  };
  const start = startBoard(setup);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const states = [state];
  for (let guard = 0; !isBoardOver(state); guard++) {
    if (guard > 5000) throw new Error('random board did not end');
    let seat: Seat;
    let action: BoardAction;
    const actor = boardActor(state);
    const pending = state.claim !== null || state.undo !== null;
    if (!pending && actor !== null && random() >= sideActions) {
      seat = actor;
      const progress = legalBoardActions(state, seat).filter((a) => a.type === 'call' || a.type === 'play');
      const pass = progress.find((a) => a.type === 'call' && a.call.type === 'pass');
      action = pass && random() < passBias ? pass : (progress[pick(random, progress.length)] as BoardAction);
    } else {
      const options = SEATS.flatMap((s) => legalBoardActions(state, s).map((a) => ({ s, a })));
      // Pick the kind of action first, so the many claim sizes do not crowd out undo requests.
      const types = [...new Set(options.map((o) => o.a.type))];
      const type = types[pick(random, types.length)];
      const ofType = options.filter((o) => o.a.type === type);
      const chosen = ofType[pick(random, ofType.length)] as { s: Seat; a: BoardAction };
      seat = chosen.s;
      action = chosen.a;
    }
    const next = applyAction(state, seat, action);
    if (!next.ok) throw new Error(`legal action refused: ${next.error.message}`);
    state = next.value.state;
    states.push(state);
  }
  return states;
}
