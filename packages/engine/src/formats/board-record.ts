import { applyAction, boardActor, boardDeclarerTricks, boardResult, startBoard } from '../bridge/board.js';
import type { BoardAction, BoardSetup, BoardState } from '../bridge/board-state.js';
import { isCompleteDeal } from '../cards/notation.js';
import { type Card, lho, rho, type Seat } from '../cards/types.js';
import { fail, ok, type Result, type TenaceError } from '../errors.js';
import type { BoardRecord, RecordPlay } from './record.js';

// Hand records are projections of the board's log (ARCHITECTURE rule 2): a board becomes a
// record for PBN or LIN, and a record that holds a whole deal can be played back into the engine,
// which checks every call and card again.

/** What a board does not know about itself and a hand record may carry. */
export interface RecordInfo {
  readonly event?: string;
  readonly site?: string;
  readonly date?: string;
  readonly scoring?: string;
  readonly players?: Readonly<Partial<Record<Seat, string>>>;
}

/** The hand record of a board as it stands: deal, auction, play so far, and the result once it is over. */
export function boardToRecord(state: BoardState, info: RecordInfo = {}): BoardRecord {
  const { setup } = state;
  const record: { -readonly [K in keyof BoardRecord]: BoardRecord[K] } = {
    tags: [],
    dealer: setup.dealer,
    vulnerability: setup.vulnerability,
    deal: setup.deal,
    auction: { dealer: setup.dealer, calls: state.auction.calls.map((call) => ({ call })) },
    ...info,
  };
  if (setup.board !== undefined) record.board = setup.board;
  if (state.contract !== null) {
    record.contract = state.contract;
    const play = state.play;
    // A claim settled before the opening lead still needs the (empty) play section that carries it.
    const started = play !== null && (play.tricks.length > 0 || play.trick.cards.length > 0);
    if (play !== null && (started || state.settled !== null)) {
      const tricks: (readonly Card[])[] = play.tricks.map((t) => t.cards);
      if (play.trick.cards.length > 0) tricks.push(play.trick.cards);
      const recordPlay: RecordPlay = { leader: lho(state.contract.declarer), tricks };
      record.play = recordPlay;
    }
  } else if (state.phase === 'over') {
    record.contract = 'passed out';
  }
  const result = boardResult(state);
  if (result !== null && !result.passedOut) {
    record.result = boardDeclarerTricks(state) as number;
    record.score = [{ side: 'NS', points: result.nsScore }];
    if (state.settled !== null) record.claim = state.settled.declarerTricks;
  }
  return record;
}

/** The engine's own error (its code kept) with the place in the record it refers to. */
function recordError(error: TenaceError, where: string, whereDe: string): Result<never> {
  return fail(
    error.code,
    `Hand record, ${where}: ${error.message}`,
    `Spielprotokoll, ${whereDe}: ${error.messageDe}`,
  );
}

/**
 * Plays a hand record back through the engine: the auction, the cards and a claim for the
 * tricks not played (agreed by the opponents). Every call and card is checked again, so a record
 * with an illegal auction or a card its player does not hold is refused with the reason.
 */
export function recordToBoard(record: BoardRecord): Result<BoardState> {
  if (!isCompleteDeal(record.deal)) {
    return fail(
      'BAD_RECORD',
      'The hand record does not hold all four hands, so it cannot be played back',
      'Das Spielprotokoll enthält nicht alle vier Hände und lässt sich daher nicht nachspielen',
    );
  }
  const setup: BoardSetup = {
    deal: record.deal,
    dealer: record.dealer,
    vulnerability: record.vulnerability,
    ...(record.board !== undefined ? { board: record.board } : {}),
  };
  const started = startBoard(setup);
  if (!started.ok) return recordError(started.error, 'the setup', 'das Setup');
  let state = started.value;
  const act = (seat: Seat, action: BoardAction): TenaceError | null => {
    const next = applyAction(state, seat, action);
    if (!next.ok) return next.error;
    state = next.value.state;
    return null;
  };
  const calls = record.auction?.calls ?? [];
  for (const [i, { call }] of calls.entries()) {
    const seat = state.phase === 'auction' ? boardActor(state) : null;
    if (seat === null) return recordError(afterEnd(), `call ${i + 1}`, `Ansage ${i + 1}`);
    const error = act(seat, { type: 'call', call });
    if (error) return recordError(error, `call ${i + 1}`, `Ansage ${i + 1}`);
  }
  for (const [t, trick] of (record.play?.tricks ?? []).entries()) {
    for (const card of trick) {
      const actor = state.phase === 'play' ? boardActor(state) : null;
      if (actor === null) return recordError(afterEnd(), `trick ${t + 1}`, `Stich ${t + 1}`);
      const error = act(actor, { type: 'play', card });
      if (error) return recordError(error, `trick ${t + 1}`, `Stich ${t + 1}`);
    }
  }
  const claimed = record.claim;
  if (claimed !== undefined && state.phase === 'play' && state.contract !== null) {
    const error = settleClaim(state.contract.declarer, claimed - (boardDeclarerTricks(state) ?? 0), act);
    if (error) return recordError(error, 'the claim', 'der Claim');
  }
  return ok(state);
}

function afterEnd(): TenaceError {
  return {
    code: 'BAD_RECORD',
    message: 'it goes on after the board has ended',
    messageDe: 'es geht nach dem Ende des Boards weiter',
  };
}

function settleClaim(
  declarer: Seat,
  tricks: number,
  act: (seat: Seat, action: BoardAction) => TenaceError | null,
): TenaceError | null {
  const claimError = act(declarer, { type: 'claim', tricks });
  if (claimError) return claimError;
  for (const seat of [lho(declarer), rho(declarer)]) {
    const error = act(seat, { type: 'acceptClaim' });
    if (error) return error;
  }
  return null;
}
