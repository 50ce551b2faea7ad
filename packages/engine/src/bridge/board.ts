import { type Card, isVulnerable, partnerOf, type Seat, sideOf } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { replayLog } from '../replay.js';
import { duplicateScore } from '../scoring/duplicate.js';
import { checkDeal, checkSeat, checkVulnerability } from '../scoring/input.js';
import { auctionTurn, legalCalls } from './auction.js';
import {
  applyMove,
  BOARD_ACTION_TYPES,
  BOARD_FORMS,
  type BoardAction,
  type BoardEvent,
  type BoardSetup,
  type BoardState,
  type BoardStep,
  dummySeat,
  initialCore,
  isDummyDown,
  step,
} from './board-state.js';
import { acceptClaim, makeClaim, rejectClaim, remainingTricks, withdrawClaim } from './claim.js';
import type { Contract } from './contract.js';
import { declarerTricks, type Play, playActor, playableCards, playTurn } from './play.js';
import { acceptUndo, rejectUndo, requestUndo, undoTarget } from './undo.js';

/** The outcome of a played board: declarer's side took `tricks`; `score` is its duplicate score, `nsScore` North-South's. */
export interface PlayedBoardResult {
  readonly passedOut: false;
  readonly contract: Contract;
  readonly declarer: Seat;
  readonly tricks: number;
  readonly score: number;
  readonly nsScore: number;
  /** True when an agreed claim ended the play. */
  readonly claimed: boolean;
}

/** What a finished board produced: a pass-out (sessions redeal per form, §1.3) or a played contract. */
export type BoardResult = { readonly passedOut: true } | PlayedBoardResult;

/** Checks the setup and starts the board: the dealer is to call (L17B). */
export function startBoard(setup: BoardSetup): Result<BoardState> {
  if (typeof setup !== 'object' || setup === null) {
    return fail('BAD_INPUT', 'A board needs a setup object', 'Ein Board braucht ein Setup-Objekt');
  }
  const deal = checkDeal(setup.deal);
  if (!deal.ok) return deal;
  const dealer = checkSeat(setup.dealer);
  if (!dealer.ok) return dealer;
  const vul = checkVulnerability(setup.vulnerability);
  if (!vul.ok) return vul;
  if (setup.board !== undefined && !(Number.isInteger(setup.board) && setup.board >= 1)) {
    return fail(
      'BAD_BOARD_NUMBER',
      `${String(setup.board)} is not a board number (1, 2, 3…)`,
      `${String(setup.board)} ist keine Boardnummer (1, 2, 3…)`,
    );
  }
  if (setup.form !== undefined && !BOARD_FORMS.includes(setup.form)) {
    return fail(
      'BAD_INPUT',
      `"${String(setup.form)}" is not a form of the game (${BOARD_FORMS.join(', ')})`,
      `"${String(setup.form)}" ist keine Spielform (${BOARD_FORMS.join(', ')})`,
    );
  }
  // A copy with only the known fields, so a caller's later changes or stray fields never reach the state.
  const own: BoardSetup = {
    deal: { N: [...setup.deal.N], E: [...setup.deal.E], S: [...setup.deal.S], W: [...setup.deal.W] },
    dealer: setup.dealer,
    vulnerability: setup.vulnerability,
    ...(setup.board === undefined ? {} : { board: setup.board }),
    ...(setup.form === undefined ? {} : { form: setup.form }),
  };
  return ok({ setup: own, ...initialCore(own), claim: null, settled: null, undo: null, events: [] });
}

function isAction(action: unknown): action is BoardAction {
  return (
    typeof action === 'object' &&
    action !== null &&
    (BOARD_ACTION_TYPES as readonly unknown[]).includes((action as { type?: unknown }).type)
  );
}

function refuse(code: 'BOARD_OVER' | 'CLAIM_PENDING' | 'UNDO_PENDING' | 'PLAY_NOT_STARTED', seat: Seat) {
  const text = {
    BOARD_OVER: ['The board is over', 'Das Board ist beendet'],
    CLAIM_PENDING: [
      'A claim is pending: the opponents must answer it first',
      'Ein Claim ist offen: zuerst müssen die Gegner antworten',
    ],
    UNDO_PENDING: [
      'An undo request is pending: the opponents must answer it first',
      'Eine Rücknahme-Bitte ist offen: zuerst müssen die Gegner antworten',
    ],
    PLAY_NOT_STARTED: [
      'The play has not started: the auction is not over',
      'Das Spiel hat noch nicht begonnen: die Reizung läuft noch',
    ],
  }[code];
  return fail<never>(code, text[0] as string, text[1] as string, { seat });
}

/**
 * Applies one action by `seat`: the new state and the event for the log, or an error value and
 * no change. Checks the seat, the phase, pending claims and undo requests, then the rules.
 */
export function applyAction(state: BoardState, seat: Seat, action: BoardAction): Result<BoardStep> {
  const s = checkSeat(seat);
  if (!s.ok) return s;
  if (!isAction(action)) {
    return fail(
      'BAD_ACTION',
      `That is not an action (${BOARD_ACTION_TYPES.join(', ')})`,
      `Das ist keine Aktion (${BOARD_ACTION_TYPES.join(', ')})`,
      { seat },
    );
  }
  if (state.phase === 'over') return refuse('BOARD_OVER', seat);
  switch (action.type) {
    case 'call':
    case 'play': {
      if (state.undo !== null) return refuse('UNDO_PENDING', seat);
      if (action.type === 'play' && state.phase === 'claim') return refuse('CLAIM_PENDING', seat);
      const move = action.type === 'call' ? { type: 'call' as const, call: action.call } : action;
      const next = applyMove(state.setup, state, seat, move);
      if (!next.ok) return next;
      const { move: moved, ...core } = next.value;
      return moved.type === 'call'
        ? step(state, seat, { type: 'call', call: moved.call }, core)
        : step(state, seat, { type: 'play', card: moved.card, hand: moved.hand }, core);
    }
    case 'claim':
      if (state.phase === 'auction') return refuse('PLAY_NOT_STARTED', seat);
      if (state.phase === 'claim') return refuse('CLAIM_PENDING', seat);
      if (state.undo !== null) return refuse('UNDO_PENDING', seat);
      return makeClaim(state, seat, action.tricks);
    case 'acceptClaim':
      return acceptClaim(state, seat);
    case 'rejectClaim':
      return rejectClaim(state, seat);
    case 'withdrawClaim':
      return withdrawClaim(state, seat);
    case 'requestUndo':
      if (state.phase === 'claim') return refuse('CLAIM_PENDING', seat);
      if (state.undo !== null) return refuse('UNDO_PENDING', seat);
      return requestUndo(state, seat);
    case 'acceptUndo':
      return acceptUndo(state, seat);
    case 'rejectUndo':
      return rejectUndo(state, seat);
  }
}

/** The action an event records (its version, seat and derived fields left out). */
export function actionOfEvent(event: BoardEvent): BoardAction {
  switch (event.type) {
    case 'call':
      return { type: 'call', call: event.call };
    case 'play':
      return { type: 'play', card: event.card };
    case 'claim':
      return { type: 'claim', tricks: event.tricks };
    default:
      return { type: event.type };
  }
}

/**
 * Rebuilds a board from its log (state = replay(events)), checking every event again: versions
 * 1, 2, 3…, each action legal where it stands, and each event exactly what the action produces.
 */
export function replayBoard(setup: BoardSetup, events: readonly BoardEvent[]): Result<BoardState> {
  return replayLog(startBoard(setup), events, applyAction, actionOfEvent);
}

/** True once the board is over: passed out, 13 tricks played, or a claim agreed. */
export function isBoardOver(state: BoardState): boolean {
  return state.phase === 'over';
}

/** The hand whose call or card is next (dummy's hand included); null when no call or card is due. */
export function boardTurn(state: BoardState): Seat | null {
  if (state.phase === 'auction') return auctionTurn(state.auction);
  if (state.phase === 'play') return playTurn(state.play as Play);
  return null;
}

/** The seat that submits the next call or card: declarer for dummy's hand. A pending undo holds it up. */
export function boardActor(state: BoardState): Seat | null {
  if (state.phase === 'auction') return auctionTurn(state.auction);
  if (state.phase === 'play') return playActor(state.play as Play);
  return null;
}

/**
 * The seats the board is waiting for: the seat to call or play, or the opponents who have not yet
 * answered a pending claim or undo request. Empty when the board is over.
 */
export function boardAwaiting(state: BoardState): Seat[] {
  const pending = state.undo ?? state.claim;
  if (pending !== null) return pending.voters.filter((s) => !pending.accepted.includes(s));
  const actor = boardActor(state);
  return actor === null ? [] : [actor];
}

/** Dummy's seat once there is a contract, else null. */
export function boardDummy(state: BoardState): Seat | null {
  return dummySeat(state);
}

/**
 * Every action `seat` may take now: its calls or cards when it is on turn, claims (declarer or a
 * defender, during the play), undo requests and answers, and answers to a pending claim.
 */
export function legalBoardActions(state: BoardState, seat: Seat): BoardAction[] {
  if (state.phase === 'over' || !checkSeat(seat).ok) return [];
  const undo = state.undo;
  if (undo !== null) {
    return undo.voters.includes(seat) && !undo.accepted.includes(seat)
      ? [{ type: 'acceptUndo' }, { type: 'rejectUndo' }]
      : [];
  }
  const claim = state.claim;
  if (claim !== null) {
    const actions: BoardAction[] = [];
    if (claim.voters.includes(seat) && !claim.accepted.includes(seat)) {
      actions.push({ type: 'acceptClaim' }, { type: 'rejectClaim' });
    }
    const defenderClaim = state.contract !== null && sideOf(claim.by) !== sideOf(state.contract.declarer);
    if (defenderClaim && seat === partnerOf(claim.by)) actions.push({ type: 'rejectClaim' });
    if (seat === claim.by) actions.push({ type: 'withdrawClaim' });
    return actions;
  }
  const actions: BoardAction[] = [];
  if (state.phase === 'auction') {
    if (seat === auctionTurn(state.auction)) {
      for (const call of legalCalls(state.auction)) actions.push({ type: 'call', call });
    }
  } else {
    const play = state.play as Play;
    if (seat === playActor(play))
      for (const card of playableCards(play)) actions.push({ type: 'play', card });
    if (seat !== dummySeat(state)) {
      for (let tricks = 0; tricks <= remainingTricks(play); tricks++) actions.push({ type: 'claim', tricks });
    }
  }
  const dummyDown = isDummyDown(state) && seat === dummySeat(state);
  if (!dummyDown && undoTarget(state, seat) !== null) actions.push({ type: 'requestUndo' });
  return actions;
}

/** The tricks declarer's side has taken, or will take by an agreed claim. */
export function boardDeclarerTricks(state: BoardState): number | null {
  if (state.settled !== null) return state.settled.declarerTricks;
  return state.play === null ? null : declarerTricks(state.play);
}

/**
 * The result of a finished board, null while it runs: a pass-out, or the contract, declarer,
 * tricks and the duplicate score at the board's vulnerability (sessions may rescore per form).
 */
export function boardResult(state: BoardState): BoardResult | null {
  if (state.phase !== 'over') return null;
  const c = state.contract;
  if (c === null) return { passedOut: true };
  const tricks = boardDeclarerTricks(state) as number;
  const contract: Contract = { level: c.level, strain: c.strain, risk: c.risk };
  const score = duplicateScore(contract, isVulnerable(state.setup.vulnerability, c.declarer), tricks);
  // `0 - x` keeps a zero from turning into -0.
  const nsScore = sideOf(c.declarer) === 'NS' ? score : 0 - score;
  return {
    passedOut: false,
    contract,
    declarer: c.declarer,
    tricks,
    score,
    nsScore,
    claimed: state.settled !== null,
  };
}

/** The cards played so far in the game, in order (undone cards excluded). */
export function boardPlayedCards(state: BoardState): Card[] {
  return state.moves.flatMap((m) => (m.type === 'play' ? [m.card] : []));
}
