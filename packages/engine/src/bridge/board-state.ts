import { type Card, type Deal, lho, rho, type Seat, type Vulnerability } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { type Auction, addCall, finalContract, isAuctionOver, isPassedOut, startAuction } from './auction.js';
import type { Call } from './call.js';
import type { ContractWithDeclarer } from './contract.js';
import { addPlay, dummyOf, isOpeningLeadMade, isPlayOver, type Play, playTurn, startPlay } from './play.js';

/** How the board is scored above the single deal; it decides what a passed-out deal means (§1.3). */
export type BoardForm = 'duplicate' | 'rubber' | 'chicago';
/** The forms of the game a board can belong to. */
export const BOARD_FORMS: readonly BoardForm[] = ['duplicate', 'rubber', 'chicago'];

/** Everything fixed before the first call. `board` is the board number, when there is one. */
export interface BoardSetup {
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly board?: number;
  readonly form?: BoardForm;
}

/** auction → play → over; `claim` while a claim waits for the opponents. */
export type BoardPhase = 'auction' | 'play' | 'claim' | 'over';

/**
 * What a seat may do. A card from dummy's hand is played by declarer (the acting seat); `claim`
 * asks for `tricks` of the tricks still to play for the claimer's side (a concession claims fewer).
 */
export type BoardAction =
  | { readonly type: 'call'; readonly call: Call }
  | { readonly type: 'play'; readonly card: Card }
  | { readonly type: 'claim'; readonly tricks: number }
  | { readonly type: 'acceptClaim' }
  | { readonly type: 'rejectClaim' }
  | { readonly type: 'withdrawClaim' }
  | { readonly type: 'requestUndo' }
  | { readonly type: 'acceptUndo' }
  | { readonly type: 'rejectUndo' };

export type BoardActionType = BoardAction['type'];

/** Every action type, for checking input from outside. */
export const BOARD_ACTION_TYPES: readonly BoardActionType[] = [
  'call',
  'play',
  'claim',
  'acceptClaim',
  'rejectClaim',
  'withdrawClaim',
  'requestUndo',
  'acceptUndo',
  'rejectUndo',
];

/** A call or card that stands in the game. `seat` acted; `hand` is where the card came from (dummy's for declarer). */
export type BoardMove =
  | { readonly type: 'call'; readonly seat: Seat; readonly call: Call }
  | { readonly type: 'play'; readonly seat: Seat; readonly hand: Seat; readonly card: Card };

interface EventHead {
  /** 1, 2, 3… in the order the events happened. */
  readonly v: number;
  /** The seat that acted (declarer for a card from dummy). */
  readonly seat: Seat;
}

/**
 * One entry of the board's log: the action as accepted, plain JSON. `hand` on a play names the
 * hand the card came from; `undone` on the acceptance that completes an undo counts the calls or
 * cards taken back.
 */
export type BoardEvent =
  | (EventHead & { readonly type: 'call'; readonly call: Call })
  | (EventHead & { readonly type: 'play'; readonly card: Card; readonly hand: Seat })
  | (EventHead & { readonly type: 'claim'; readonly tricks: number })
  | (EventHead & { readonly type: 'acceptClaim' })
  | (EventHead & { readonly type: 'rejectClaim' })
  | (EventHead & { readonly type: 'withdrawClaim' })
  | (EventHead & { readonly type: 'requestUndo' })
  | (EventHead & { readonly type: 'acceptUndo'; readonly undone?: number })
  | (EventHead & { readonly type: 'rejectUndo' });

/** A claim waiting for the opponents: `voters` must all accept; `accepted` have done so. */
export interface PendingClaim {
  readonly by: Seat;
  readonly tricks: number;
  readonly voters: readonly Seat[];
  readonly accepted: readonly Seat[];
}

/** An undo request: accepting it takes back `moves[from]` and everything after it. */
export interface PendingUndo {
  readonly by: Seat;
  readonly from: number;
  readonly voters: readonly Seat[];
  readonly accepted: readonly Seat[];
}

/** An agreed claim that ended the board: `declarerTricks` is the total for declarer's side. */
export interface SettledClaim {
  readonly by: Seat;
  readonly tricks: number;
  readonly declarerTricks: number;
}

/**
 * A board in progress or finished. Everything but `events` follows from the setup and `moves`;
 * `events` is the full log (rejected claims and undos included) from which `replayBoard` rebuilds it.
 */
export interface BoardState {
  readonly setup: BoardSetup;
  readonly phase: BoardPhase;
  readonly auction: Auction;
  readonly contract: ContractWithDeclarer | null;
  readonly play: Play | null;
  readonly claim: PendingClaim | null;
  readonly settled: SettledClaim | null;
  readonly undo: PendingUndo | null;
  readonly moves: readonly BoardMove[];
  readonly events: readonly BoardEvent[];
}

/** An accepted action: the new state and the event to store. */
export interface BoardStep {
  readonly state: BoardState;
  readonly event: BoardEvent;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The event body without its version and seat. */
export type BoardEventBody = DistributiveOmit<BoardEvent, 'v' | 'seat'>;

/** Records an accepted action: appends its event (next version) to the log of the new state. */
export function step(
  state: BoardState,
  seat: Seat,
  body: BoardEventBody,
  changes: Partial<Omit<BoardState, 'events'>>,
): Result<BoardStep> {
  const event = { v: state.events.length + 1, seat, ...body } as BoardEvent;
  return ok({ state: { ...state, ...changes, events: [...state.events, event] }, event });
}

/** True once dummy is faced and may no longer act (after the opening lead, L41D, L43). */
export function isDummyDown(state: BoardState): boolean {
  return state.play !== null && isOpeningLeadMade(state.play);
}

/** Dummy's seat once the auction has produced a contract. */
export function dummySeat(state: BoardState): Seat | null {
  return state.contract === null ? null : dummyOf(state.contract.declarer);
}

/** A seat's opponents who take part in a decision: dummy has no vote once it is down. */
export function votingOpponents(state: BoardState, seat: Seat): Seat[] {
  const dummy = isDummyDown(state) ? dummySeat(state) : null;
  return [lho(seat), rho(seat)].filter((s) => s !== dummy);
}

/** The game part of a board that follows from the moves: auction, contract, play and phase. */
export type BoardCore = Pick<BoardState, 'auction' | 'contract' | 'play' | 'phase' | 'moves'>;

/** The core of a fresh board: an empty auction with the dealer to call. */
export function initialCore(setup: BoardSetup): BoardCore {
  return { auction: startAuction(setup.dealer), contract: null, play: null, phase: 'auction', moves: [] };
}

/** Applies one call or card to the core, or says why it is not allowed. */
export function applyMove(
  setup: BoardSetup,
  core: BoardCore,
  seat: Seat,
  move: { readonly type: 'call'; readonly call: Call } | { readonly type: 'play'; readonly card: Card },
): Result<BoardCore & { readonly move: BoardMove }> {
  const { auction, contract, play, phase, moves } = core;
  if (move.type === 'call') {
    const next = addCall(auction, seat, move.call);
    if (!next.ok) return next;
    const called = next.value;
    const moved: BoardMove = { type: 'call', seat, call: called.calls[called.calls.length - 1] as Call };
    const after = [...moves, moved];
    if (!isAuctionOver(called)) {
      return ok({ auction: called, contract, play, phase, moves: after, move: moved });
    }
    if (isPassedOut(called)) {
      return ok({ auction: called, contract, play, phase: 'over', moves: after, move: moved });
    }
    const final = finalContract(called) as ContractWithDeclarer;
    const started = startPlay(setup.deal, final.declarer, final.strain);
    return ok({ auction: called, contract: final, play: started, phase: 'play', moves: after, move: moved });
  }
  if (play === null) {
    return fail(
      'PLAY_NOT_STARTED',
      'The play has not started: the auction is not over',
      'Das Spiel hat noch nicht begonnen: die Reizung läuft noch',
      { seat },
    );
  }
  const hand = playTurn(play);
  const next = addPlay(play, seat, move.card);
  if (!next.ok) return next;
  const moved: BoardMove = { type: 'play', seat, hand: hand as Seat, card: move.card };
  const played = next.value;
  return ok({
    auction,
    contract,
    play: played,
    phase: isPlayOver(played) ? 'over' : phase,
    moves: [...moves, moved],
    move: moved,
  });
}

/** Replays accepted moves from the start: used after an undo, whose moves were all legal once. */
export function coreFromMoves(setup: BoardSetup, moves: readonly BoardMove[]): BoardCore {
  let core = initialCore(setup);
  for (const move of moves) {
    const next = applyMove(setup, core, move.seat, move);
    if (!next.ok) throw new Error(`invariant: a recorded move was refused: ${next.error.message}`);
    const { move: _, ...rest } = next.value;
    core = rest;
  }
  return core;
}
