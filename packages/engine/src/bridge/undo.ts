import { SEAT_NAMES } from '../cards/notation.js';
import type { Seat } from '../cards/types.js';
import { fail, type Result } from '../errors.js';
import {
  type BoardState,
  type BoardStep,
  coreFromMoves,
  dummySeat,
  isDummyDown,
  step,
  votingOpponents,
} from './board-state.js';

// Undo by agreement (an online courtesy, not a Law): a seat asks to take back its own last call
// or card, the opponents agree, and the moves from there on are removed from the game. The log
// keeps the request, the answers and the undo itself, so replaying the log repeats the undo.

/**
 * The index in `state.moves` from which a request by `seat` would take moves back, or null when
 * there is nothing of its own to take back. Once the opening lead is made only cards count: the
 * auction period is over (L17E), so a call can no longer be taken back.
 */
export function undoTarget(state: BoardState, seat: Seat): number | null {
  const calls = !isDummyDown(state);
  for (let i = state.moves.length - 1; i >= 0; i--) {
    const move = state.moves[i];
    if (move === undefined || move.seat !== seat) continue;
    return move.type === 'call' && !calls ? null : i;
  }
  return null;
}

function dummyMayNot(seat: Seat): Result<never> {
  return fail(
    'DUMMY_CANNOT_ACT',
    `${SEAT_NAMES.en[seat]} is dummy and takes no part in undo requests`,
    `${SEAT_NAMES.de[seat]} ist Dummy und nimmt an Rücknahmen nicht teil`,
    { seat },
  );
}

/** `seat` asks to take back its last call or card (declarer: his own or dummy's card). */
export function requestUndo(state: BoardState, seat: Seat): Result<BoardStep> {
  if (isDummyDown(state) && seat === dummySeat(state)) return dummyMayNot(seat);
  const from = undoTarget(state, seat);
  if (from === null) {
    return fail(
      'NOTHING_TO_UNDO',
      `${SEAT_NAMES.en[seat]} has no call or card of his own that can be taken back`,
      `${SEAT_NAMES.de[seat]} hat keine eigene Ansage oder Karte, die zurückgenommen werden kann`,
      { seat },
    );
  }
  return step(
    state,
    seat,
    { type: 'requestUndo' },
    { undo: { by: seat, from, voters: votingOpponents(state, seat), accepted: [] } },
  );
}

/** An opponent agrees; when all have agreed the requester's move and all after it are taken back. */
export function acceptUndo(state: BoardState, seat: Seat): Result<BoardStep> {
  const undo = state.undo;
  if (undo === null) return noUndo(seat);
  if (isDummyDown(state) && seat === dummySeat(state)) return dummyMayNot(seat);
  if (!undo.voters.includes(seat)) return notAnOpponent(seat, undo.by);
  if (undo.accepted.includes(seat)) return alreadyAgreed(seat);
  const accepted = [...undo.accepted, seat];
  if (accepted.length < undo.voters.length) {
    return step(state, seat, { type: 'acceptUndo' }, { undo: { ...undo, accepted } });
  }
  const core = coreFromMoves(state.setup, state.moves.slice(0, undo.from));
  return step(
    state,
    seat,
    { type: 'acceptUndo', undone: state.moves.length - undo.from },
    { ...core, undo: null },
  );
}

/** An opponent refuses the undo; the game goes on unchanged. */
export function rejectUndo(state: BoardState, seat: Seat): Result<BoardStep> {
  const undo = state.undo;
  if (undo === null) return noUndo(seat);
  if (isDummyDown(state) && seat === dummySeat(state)) return dummyMayNot(seat);
  if (!undo.voters.includes(seat)) return notAnOpponent(seat, undo.by);
  if (undo.accepted.includes(seat)) return alreadyAgreed(seat);
  return step(state, seat, { type: 'rejectUndo' }, { undo: null });
}

function noUndo(seat: Seat): Result<never> {
  return fail(
    'NO_UNDO_PENDING',
    'There is no undo request to answer',
    'Es gibt keine offene Rücknahme-Bitte',
    {
      seat,
    },
  );
}

function notAnOpponent(seat: Seat, requester: Seat): Result<never> {
  return fail(
    'NOT_AN_OPPONENT',
    `${SEAT_NAMES.en[seat]} does not decide on ${SEAT_NAMES.en[requester]}'s undo request: that is for the opponents`,
    `${SEAT_NAMES.de[seat]} entscheidet nicht über die Rücknahme-Bitte von ${SEAT_NAMES.de[requester]}: das tun die Gegner`,
    { seat },
  );
}

function alreadyAgreed(seat: Seat): Result<never> {
  return fail(
    'BAD_ACTION',
    `${SEAT_NAMES.en[seat]} has already agreed`,
    `${SEAT_NAMES.de[seat]} hat bereits zugestimmt`,
    { seat },
  );
}
