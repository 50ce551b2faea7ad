import { parseCard } from '../cards/notation.js';
import type { Card, Seat } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { boardToRecord, type RecordInfo, recordToBoard } from '../formats/board-record.js';
import { writeLin } from '../formats/lin-write.js';
import { writePbn } from '../formats/pbn-write.js';
import type { BoardRecord } from '../formats/record.js';
import { isAuctionOver, isPassedOut, legalCalls } from './auction.js';
import {
  applyAction,
  type BoardResult,
  boardActor,
  boardResult,
  boardTurn,
  isBoardOver,
  legalBoardActions,
  replayBoard,
  startBoard,
} from './board.js';
import type { BoardAction, BoardEvent, BoardPhase, BoardSetup, BoardState } from './board-state.js';
import { type Call, parseCall } from './call.js';
import type { ContractWithDeclarer } from './contract.js';
import { dummyOf, playableCards } from './play.js';
import { type BoardView, type Viewer, viewFor } from './view.js';

/**
 * A small object over the pure board functions, in the manner of chess.js: verbs change the
 * board (`call`, `play`, `claim`), nouns read it (`contract()`, `events()`), predicates start
 * with `is`. It holds an immutable `BoardState` and replaces it only when an action succeeds;
 * a refused action returns the error and changes nothing. Seats are inferred from the turn.
 */
export class BridgeBoard {
  #state: BoardState;

  private constructor(state: BoardState) {
    this.#state = state;
  }

  /** A new board from its setup (deal, dealer, vulnerability…). */
  static start(setup: BoardSetup): Result<BridgeBoard> {
    const state = startBoard(setup);
    return state.ok ? ok(new BridgeBoard(state.value)) : state;
  }

  /** A board rebuilt from its log. */
  static replay(setup: BoardSetup, events: readonly BoardEvent[]): Result<BridgeBoard> {
    const state = replayBoard(setup, events);
    return state.ok ? ok(new BridgeBoard(state.value)) : state;
  }

  /** A board played back from a hand record (PBN or LIN), every call and card checked again. */
  static fromRecord(record: BoardRecord): Result<BridgeBoard> {
    const state = recordToBoard(record);
    return state.ok ? ok(new BridgeBoard(state.value)) : state;
  }

  /** A board continuing from a state (one produced by the board functions). */
  static fromState(state: BoardState): BridgeBoard {
    return new BridgeBoard(state);
  }

  /** Applies any action for any seat; the general verb behind the others. */
  act(seat: Seat, action: BoardAction): Result<BoardEvent> {
    const next = applyAction(this.#state, seat, action);
    if (!next.ok) return next;
    this.#state = next.value.state;
    return ok(next.value.event);
  }

  /** Makes a call for the seat on turn: '1NT', 'P', 'X', 'XX', '4♠' or a Call value. */
  call(call: string | Call): Result<BoardEvent> {
    const parsed = typeof call === 'string' ? parseCall(call) : ok(call);
    if (!parsed.ok) return parsed;
    return this.#withActor((seat) => this.act(seat, { type: 'call', call: parsed.value }));
  }

  /** Plays a card for the seat on turn (declarer for dummy): 'SA', '♠A', 'Pik Ass' or a Card. */
  play(card: string | Card): Result<BoardEvent> {
    const parsed = parseCard(card);
    if (!parsed.ok) return parsed;
    return this.#withActor((seat) => this.act(seat, { type: 'play', card: parsed.value }));
  }

  /** Claims `tricks` of the remaining tricks, by declarer unless another seat is named. */
  claim(tricks: number, seat?: Seat): Result<BoardEvent> {
    const by = seat ?? this.declarer();
    if (by === null) return this.act(this.#state.setup.dealer, { type: 'claim', tricks });
    return this.act(by, { type: 'claim', tricks });
  }

  /** An opponent of the claimer agrees to the pending claim. */
  acceptClaim(seat: Seat): Result<BoardEvent> {
    return this.act(seat, { type: 'acceptClaim' });
  }

  /** An opponent disputes the pending claim (or a defender's partner objects to it); play goes on. */
  rejectClaim(seat: Seat): Result<BoardEvent> {
    return this.act(seat, { type: 'rejectClaim' });
  }

  /** The claimer takes his claim back. */
  withdrawClaim(): Result<BoardEvent> {
    const claim = this.#state.claim;
    if (claim === null)
      return fail('NO_CLAIM_PENDING', 'There is no claim to withdraw', 'Es gibt keinen Claim');
    return this.act(claim.by, { type: 'withdrawClaim' });
  }

  /** Asks to take back a seat's last call or card; by default the seat that acted last. */
  requestUndo(seat?: Seat): Result<BoardEvent> {
    const by = seat ?? this.#state.moves[this.#state.moves.length - 1]?.seat;
    if (by === undefined) {
      return fail(
        'NOTHING_TO_UNDO',
        'Nothing has been called or played yet',
        'Es wurde noch nichts angesagt oder gespielt',
      );
    }
    return this.act(by, { type: 'requestUndo' });
  }

  /** An opponent agrees to the pending undo request. */
  acceptUndo(seat: Seat): Result<BoardEvent> {
    return this.act(seat, { type: 'acceptUndo' });
  }

  /** An opponent refuses the pending undo request. */
  rejectUndo(seat: Seat): Result<BoardEvent> {
    return this.act(seat, { type: 'rejectUndo' });
  }

  /** The calls open to the seat on turn (empty outside the auction). */
  legalCalls(): Call[] {
    return this.#state.phase === 'auction' ? legalCalls(this.#state.auction) : [];
  }

  /** The cards the hand on turn may play (empty outside the play or while a claim is pending). */
  legalPlays(): Card[] {
    return this.#state.phase === 'play' && this.#state.play !== null ? playableCards(this.#state.play) : [];
  }

  /** Everything `seat` may do now. */
  legalActions(seat: Seat): BoardAction[] {
    return legalBoardActions(this.#state, seat);
  }

  /** The final contract with its declarer, once the auction has produced one. */
  contract(): ContractWithDeclarer | null {
    return this.#state.contract;
  }

  /** Declarer, once the auction has produced a contract. */
  declarer(): Seat | null {
    return this.#state.contract?.declarer ?? null;
  }

  /** Dummy (declarer's partner), once there is a contract. */
  dummy(): Seat | null {
    const declarer = this.declarer();
    return declarer === null ? null : dummyOf(declarer);
  }

  /** The hand whose call or card is next (dummy's hand included). */
  turn(): Seat | null {
    return boardTurn(this.#state);
  }

  /** The seat that submits the next call or card (declarer for dummy). */
  actor(): Seat | null {
    return boardActor(this.#state);
  }

  /** 'auction', 'play', 'claim' or 'over'. */
  phase(): BoardPhase {
    return this.#state.phase;
  }

  /** True once the auction has ended (a contract or a pass-out). */
  isAuctionOver(): boolean {
    return isAuctionOver(this.#state.auction);
  }

  /** True when all four players passed at their first turn. */
  isPassedOut(): boolean {
    return isPassedOut(this.#state.auction);
  }

  /** True once the board is over: passed out, 13 tricks played, or a claim agreed. */
  isOver(): boolean {
    return isBoardOver(this.#state);
  }

  /** The board's result once it is over, else null. */
  result(): BoardResult | null {
    return boardResult(this.#state);
  }

  /** North-South's duplicate points once the board is over (0 when passed out), else null. */
  score(): number | null {
    const result = boardResult(this.#state);
    if (result === null) return null;
    return result.passedOut ? 0 : result.nsScore;
  }

  /** The event log: everything that happened, in order. */
  events(): readonly BoardEvent[] {
    return this.#state.events;
  }

  /** The current immutable state. */
  state(): BoardState {
    return this.#state;
  }

  /** The board as a hand record (deal, auction, play so far, result once over). */
  record(info: RecordInfo = {}): BoardRecord {
    return boardToRecord(this.#state, info);
  }

  /** The board as a PBN 2.1 game (export format, CRLF line ends unless `\n` is asked for). */
  pbn(info: RecordInfo = {}, options: { lineEnding?: '\r\n' | '\n' } = {}): string {
    return writePbn([this.record(info)], options);
  }

  /** The board as one BBO LIN line. */
  lin(info: RecordInfo = {}): string {
    return writeLin(this.record(info));
  }

  /** What a seat (or a watcher) may see. */
  view(viewer: Viewer): BoardView {
    return viewFor(this.#state, viewer);
  }

  #withActor(then: (seat: Seat) => Result<BoardEvent>): Result<BoardEvent> {
    const seat = boardActor(this.#state);
    if (seat !== null) return then(seat);
    // Nobody is on turn: let the board say why (the board is over, or a claim is pending).
    return then(this.#state.claim?.by ?? this.#state.setup.dealer);
  }
}
