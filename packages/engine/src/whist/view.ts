import { type EventAudience, eventForAudience, type HiddenEvent, type Viewer } from '../bridge/view.js';
import { SEATS, type Seat, type Side } from '../cards/types.js';
import type { WhistCard } from './cards.js';
import {
  type WhistBidEntry,
  type WhistContract,
  type WhistEvent,
  type WhistHandResult,
  type WhistPhase,
  type WhistSetup,
  type WhistState,
  whistBooks,
  whistHandResult,
  whistTurn,
} from './hand.js';
import type { BidWhistRules } from './rules.js';
import type { PlayedWhistTrick, WhistTrick } from './trick.js';

// The one choke point through which a whist hand reaches a player, a robot or a watcher. Each
// seat sees its own hand; nobody sees another hand. The kitty is seen by declarer once he picks
// it up, and by everyone when the table plays `showKitty` (it is turned face up after the
// declaration, before the pick-up). The discard is seen by declarer only. Cards played to the
// current trick are public; a completed trick stays face up until the next lead. Once the hand
// is over everything is shown: the hands as dealt, the kitty and the discard.

/** What one viewer may see of a whist hand. */
export interface WhistView {
  readonly viewer: Viewer;
  readonly version: number;
  readonly rules: BidWhistRules;
  readonly dealer: Seat;
  readonly phase: WhistPhase;
  readonly bids: readonly WhistBidEntry[];
  readonly high: WhistState['high'];
  readonly contract: WhistContract | null;
  readonly turn: Seat | null;
  /** The cards of the hands this viewer may see: its own (all four once the hand is over). */
  readonly hands: Readonly<Partial<Record<Seat, readonly WhistCard[]>>>;
  /** How many cards each seat holds now. */
  readonly handSizes: Readonly<Record<Seat, number>>;
  /** The kitty when this viewer may see it, else null. */
  readonly kitty: readonly WhistCard[] | null;
  /** The discard when this viewer may see it (declarer, or everyone once over), else null. */
  readonly discard: readonly WhistCard[] | null;
  readonly trick: WhistTrick | null;
  /** The last completed trick until a card is led to the next one. */
  readonly lastTrick: PlayedWhistTrick | null;
  /** Every completed trick: the cards were faced when played, so a player may remember them. */
  readonly tricks: readonly PlayedWhistTrick[];
  readonly books: Readonly<Record<Side, number>>;
  /** When the hand is over: the hands as dealt. */
  readonly deal: WhistSetup['hands'] | null;
  readonly result: WhistHandResult | null;
}

/** True when `viewer` may see the kitty now (see the rules at the top of this file). */
export function seesKitty(state: WhistState, viewer: Viewer): boolean {
  if (state.phase === 'over') return true;
  const c = state.contract;
  if (c === null || c.declaration === null) return false;
  return state.setup.rules.showKitty || viewer === c.declarer;
}

/** The hand as `viewer` may see it: nothing in it that the viewer may not know. */
export function whistViewFor(state: WhistState, viewer: Viewer): WhistView {
  const over = state.phase === 'over';
  const hands: Partial<Record<Seat, readonly WhistCard[]>> = {};
  for (const seat of SEATS) if (over || seat === viewer) hands[seat] = state.hands[seat];
  const handSizes = { N: 0, E: 0, S: 0, W: 0 };
  for (const seat of SEATS) handSizes[seat] = state.hands[seat].length;
  const declarer = state.contract?.declarer ?? null;
  const last = state.tricks[state.tricks.length - 1];
  const leading = state.trick === null || state.trick.cards.length === 0;
  return {
    viewer,
    version: state.events.length,
    rules: state.setup.rules,
    dealer: state.setup.dealer,
    phase: state.phase,
    bids: state.bids,
    high: state.high,
    contract: state.contract,
    turn: whistTurn(state),
    hands,
    handSizes,
    kitty: seesKitty(state, viewer) ? state.setup.kitty : null,
    discard: state.discard !== null && (over || viewer === declarer) ? state.discard : null,
    trick: state.trick,
    lastTrick: last !== undefined && leading ? last : null,
    tricks: state.tricks,
    books: whistBooks(state),
    deal: over ? state.setup.hands : null,
    result: whistHandResult(state),
  };
}

/** The audience of a whist event: the discard is seen by the declarer alone, everything else by all. */
export function whistEventAudience(event: WhistEvent): EventAudience {
  return event.type === 'discard' ? [event.seat] : 'all';
}

/** A whist event as `viewer` receives it: whole, or `{ v }` when it is hidden from that viewer. */
export function whistEventFor(event: WhistEvent, viewer: Viewer): WhistEvent | HiddenEvent {
  return eventForAudience(event, whistEventAudience(event), viewer);
}
