// Test helpers for the view tests (not part of the bundle): boards played through the engine.
import {
  applyAction,
  type BoardAction,
  type BoardState,
  boardActor,
  type Call,
  type Deal,
  legalBoardActions,
  parseCall,
  parseDeal,
  type Seat,
  startBoard,
} from '@tenace/engine';

/** A deal from PBN text; throws on a typo in a test. */
export function deal(pbn: string): Deal {
  const r = parseDeal(pbn);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Calls from text such as "1S P 2S P P P". */
export function calls(text: string): Call[] {
  return text.split(' ').map((c) => {
    const r = parseCall(c);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  });
}

/** A fixed deal: North holds the spades, South the hearts, for readable tests. */
export const DEAL = deal('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432');

/** A realistic deal (board 1 of a club session). */
export const BOARD1 = deal('N:AK73.Q95.J84.K62 QT4.KJ7.AQ62.T93 J982.A63.K73.AJ5 65.T842.T95.Q874');

/**
 * A board started from `setup`, the auction made of `auction`, then the play continued with each
 * seat's first legal card for `cards` cards (or to the end when omitted).
 */
export function playedBoard(dealt: Deal, dealer: Seat, auction: string, cards = 52, board = 1): BoardState {
  const start = startBoard({ deal: dealt, dealer, vulnerability: 'None', board, form: 'duplicate' });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const act = (action: BoardAction) => {
    const actor = boardActor(state);
    if (actor === null) throw new Error('nobody to act');
    const r = applyAction(state, actor, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  };
  for (const call of calls(auction)) act({ type: 'call', call });
  for (let i = 0; i < cards && state.phase === 'play'; i++) {
    const actor = boardActor(state);
    if (actor === null) break;
    const first = legalBoardActions(state, actor).find((a) => a.type === 'play');
    if (first === undefined) break;
    act(first);
  }
  return state;
}
