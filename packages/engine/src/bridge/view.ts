import { type Deal, type Hand, SEATS, type Seat, type Side, type Vulnerability } from '../cards/types.js';
import type { Auction } from './auction.js';
import { type BoardResult, boardActor, boardResult, boardTurn } from './board.js';
import {
  type BoardEvent,
  type BoardForm,
  type BoardPhase,
  type BoardState,
  dummySeat,
  isDummyDown,
  type PendingClaim,
  type PendingUndo,
} from './board-state.js';
import type { ContractWithDeclarer } from './contract.js';
import { type PlayedTrick, type Trick, tricksWon } from './play.js';

// The one choke point through which a board reaches a player, a robot or a watcher (rule 3 of
// the house). What each may see follows the Laws:
// - a player sees his own hand; dummy is seen by all once the opening lead is made (L41D);
//   nobody else's hand is seen, so dummy sees its own hand only, never declarer's;
// - cards played to the current trick are seen by all; a completed trick stays visible until
//   a card is led to the next one (L66), after that only who led and who won it;
// - a claimer faces his hand (L68C): while the claim is pending all see it;
// - when the board is over, everything is shown: the deal as dealt and every trick.
// A watcher is shown only what is public (no hidden hand at all): the simplest honest choice,
// so a watcher next to a player cannot pass him anything.

/** Who looks: a seat, or a watcher who holds no hand. */
export type Viewer = Seat | 'watcher';

/** A completed trick as it lies face down: who led to it and who won it. */
export interface QuittedTrick {
  readonly leader: Seat;
  readonly winner: Seat;
}

/** What one viewer may see of a board. */
export interface BoardView {
  readonly viewer: Viewer;
  /** The number of events so far; a client that reconnects asks for the events after it. */
  readonly version: number;
  readonly board: number | null;
  readonly form: BoardForm;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly phase: BoardPhase;
  readonly auction: Auction;
  readonly contract: ContractWithDeclarer | null;
  readonly dummy: Seat | null;
  /** The hand whose call or card is next. */
  readonly turn: Seat | null;
  /** The seat that submits it (declarer for dummy's hand). */
  readonly actor: Seat | null;
  /** The unplayed cards of every hand this viewer may see. */
  readonly hands: Readonly<Partial<Record<Seat, Hand>>>;
  /** The trick in progress (no cards yet when a lead is due), null outside the play. */
  readonly trick: Trick | null;
  /** The last completed trick, until a card is led to the next one. */
  readonly lastTrick: PlayedTrick | null;
  readonly quittedTricks: readonly QuittedTrick[];
  readonly tricksWon: Readonly<Record<Side, number>>;
  readonly claim: PendingClaim | null;
  readonly undo: PendingUndo | null;
  /** When the board is over: the four hands as dealt. */
  readonly deal: Deal | null;
  /** When the board is over: every trick as played. */
  readonly tricks: readonly PlayedTrick[] | null;
  readonly result: BoardResult | null;
}

/** The hands `viewer` may see now (see the rules at the top of this file). */
export function visibleHands(state: BoardState, viewer: Viewer): Seat[] {
  if (state.phase === 'over') return [...SEATS];
  const dummy = isDummyDown(state) ? dummySeat(state) : null;
  return SEATS.filter((seat) => seat === viewer || seat === dummy || seat === state.claim?.by);
}

/** The board as `viewer` may see it: nothing in it that the viewer may not know. */
export function viewFor(state: BoardState, viewer: Viewer): BoardView {
  const play = state.play;
  const over = state.phase === 'over';
  const hands: Partial<Record<Seat, Hand>> = {};
  for (const seat of visibleHands(state, viewer))
    hands[seat] = play ? play.hands[seat] : state.setup.deal[seat];
  const last = play?.tricks[play.tricks.length - 1];
  return {
    viewer,
    version: state.events.length,
    board: state.setup.board ?? null,
    form: state.setup.form ?? 'duplicate',
    dealer: state.setup.dealer,
    vulnerability: state.setup.vulnerability,
    phase: state.phase,
    auction: state.auction,
    contract: state.contract,
    dummy: dummySeat(state),
    turn: boardTurn(state),
    actor: boardActor(state),
    hands,
    trick: play ? play.trick : null,
    lastTrick: last !== undefined && play?.trick.cards.length === 0 ? last : null,
    quittedTricks: play ? play.tricks.map((t) => ({ leader: t.leader, winner: t.winner })) : [],
    tricksWon: play ? tricksWon(play) : { NS: 0, EW: 0 },
    claim: state.claim,
    undo: state.undo,
    deal: over ? state.setup.deal : null,
    tricks: over ? (play?.tricks ?? []) : null,
    result: boardResult(state),
  };
}

/** Who may see an event: everyone, or the listed seats only. */
export type EventAudience = 'all' | readonly Seat[];

/** What a viewer outside an event's audience receives: the version number alone. */
export interface HiddenEvent {
  readonly v: number;
}

/** The audience of a board event. Every bridge action is made in public (calls, cards, claims, undo). */
export function eventAudience(_event: BoardEvent): EventAudience {
  return 'all';
}

/** An event as a viewer receives it: whole when in its audience, else `{ v }` only. */
export function eventForAudience<E extends HiddenEvent>(
  event: E,
  audience: EventAudience,
  viewer: Viewer,
): E | HiddenEvent {
  if (audience === 'all' || (viewer !== 'watcher' && audience.includes(viewer))) return event;
  return { v: event.v };
}

/** A board event as `viewer` receives it. */
export function eventFor(event: BoardEvent, viewer: Viewer): BoardEvent | HiddenEvent {
  return eventForAudience(event, eventAudience(event), viewer);
}
