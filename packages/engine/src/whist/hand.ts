import { lho, SEATS, type Seat, type Side, SUITS, type Suit, seatAfter, sideOf } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { replayLog } from '../replay.js';
import { type BidType, bidValue, checkWhistBid, formatWhistBid, type WhistBid } from './bid.js';
import {
  type Direction,
  isWhistCard,
  sortWhistCards,
  type WhistCard,
  type WhistMode,
  whistPack,
} from './cards.js';
import { type BidWhistRules, whistLayout, whistRules } from './rules.js';
import { scoreWhistHand, type WhistHandScore } from './scoring.js';
import { type PlayedWhistTrick, type WhistTrick, whistLegalPlays, whistTrickWinner } from './trick.js';

// One hand of Bid Whist as plain data and pure functions (rules.md 5.9): bidding once around
// from dealer's left, the declaration, the kitty and the discard, twelve (or thirteen) tricks.
// Like a bridge board the event log is the truth: state = replay(setup, events).

/** Everything fixed before the first bid: the rules, the dealer, the four hands and the kitty. */
export interface WhistSetup {
  readonly rules: BidWhistRules;
  readonly dealer: Seat;
  readonly hands: Readonly<Record<Seat, readonly WhistCard[]>>;
  readonly kitty: readonly WhistCard[];
}

/** bidding → declare → discard → play → over. */
export type WhistPhase = 'bidding' | 'declare' | 'discard' | 'play' | 'over';

/** The rest of the contract: the trump suit (null in no trump) and the direction. */
export interface WhistDeclaration {
  readonly trump: Suit | null;
  readonly direction: Direction;
}

/** What a seat may do: bid or pass, declare, discard, play a card. */
export type WhistAction =
  | { readonly type: 'bid'; readonly bid: WhistBid }
  | { readonly type: 'pass' }
  | { readonly type: 'declare'; readonly trump: Suit | null; readonly direction: Direction }
  | { readonly type: 'discard'; readonly cards: readonly WhistCard[] }
  | { readonly type: 'play'; readonly card: WhistCard };

export type WhistActionType = WhistAction['type'];
export const WHIST_ACTION_TYPES: readonly WhistActionType[] = ['bid', 'pass', 'declare', 'discard', 'play'];

/** One entry of the hand's log: the action as accepted, with its version and seat. */
export type WhistEvent = WhistAction & { readonly v: number; readonly seat: Seat };

/** The contract once the bidding is won: the bidder, the bid, and its declaration once made. */
export interface WhistContract {
  readonly declarer: Seat;
  readonly bid: WhistBid;
  readonly declaration: WhistDeclaration | null;
}

/** A bid or pass in the bidding, in order from dealer's left. */
export interface WhistBidEntry {
  readonly seat: Seat;
  readonly bid: WhistBid | null;
}

/** A hand in progress or finished. Everything follows from the setup and `events`. */
export interface WhistState {
  readonly setup: WhistSetup;
  readonly phase: WhistPhase;
  readonly bids: readonly WhistBidEntry[];
  /** The high bid so far and who made it. */
  readonly high: { readonly seat: Seat; readonly bid: WhistBid } | null;
  readonly contract: WhistContract | null;
  /** The cards each seat holds now (declarer's with the kitty until the discard). */
  readonly hands: Readonly<Record<Seat, readonly WhistCard[]>>;
  readonly discard: readonly WhistCard[] | null;
  readonly tricks: readonly PlayedWhistTrick[];
  /** The trick in progress (no cards when a lead is due; its leader is then the seat to lead). */
  readonly trick: WhistTrick | null;
  readonly events: readonly WhistEvent[];
}

/** An accepted action: the new state and the event to store. */
export interface WhistStep {
  readonly state: WhistState;
  readonly event: WhistEvent;
}

/** The outcome of a hand: a pass-out (redeal) or a played contract and its score. */
export type WhistHandResult =
  | { readonly passedOut: true; readonly dealer: Seat }
  | {
      readonly passedOut: false;
      readonly dealer: Seat;
      readonly declarer: Seat;
      readonly bid: WhistBid;
      readonly declaration: WhistDeclaration;
      /** The declaring side's books, the discard book included when it is theirs. */
      readonly books: number;
      readonly score: WhistHandScore;
      /** Points for North-South and East-West from this hand. */
      readonly points: Readonly<Record<Side, number>>;
    };

function badSetup(why: string, whyDe: string): Result<never> {
  return fail(
    'BAD_DEAL',
    `This Bid Whist deal cannot be played: ${why}`,
    `Dieses Bid-Whist-Blatt ist nicht spielbar: ${whyDe}`,
  );
}

/** Checks the setup (rules, dealer, a full pack split as the rules say) and starts the bidding. */
export function startWhistHand(setup: WhistSetup): Result<WhistState> {
  if (typeof setup !== 'object' || setup === null) {
    return fail(
      'BAD_INPUT',
      'A Bid Whist hand needs a setup object',
      'Ein Bid-Whist-Spiel braucht ein Setup-Objekt',
    );
  }
  const rules = whistRules(setup.rules ?? {});
  if (!rules.ok) return rules;
  if (!(SEATS as readonly unknown[]).includes(setup.dealer)) {
    return fail(
      'BAD_SEAT',
      `"${String(setup.dealer)}" is not a seat (N, E, S or W)`,
      `"${String(setup.dealer)}" ist kein Sitz (N, O, S oder W)`,
    );
  }
  const layout = whistLayout(rules.value);
  const pack = new Set<WhistCard>(whistPack(rules.value.noJokers));
  const seen = new Set<WhistCard>();
  const hands = {} as Record<Seat, WhistCard[]>;
  const piles: [string, string, unknown, number][] = [
    ...SEATS.map((s): [string, string, unknown, number] => [
      `${s}'s hand`,
      `die Hand von ${s}`,
      setup.hands?.[s],
      layout.handSize,
    ]),
    ['the kitty', 'der Stock', setup.kitty, layout.kittySize],
  ];
  for (const [name, nameDe, cards, size] of piles) {
    if (!Array.isArray(cards)) return badSetup(`${name} is missing`, `${nameDe} fehlt`);
    if (cards.length !== size) {
      return badSetup(
        `${name} has ${cards.length} cards, not ${size}`,
        `${nameDe} hat ${cards.length} Karten statt ${size}`,
      );
    }
    for (const card of cards) {
      if (!isWhistCard(card) || !pack.has(card)) {
        return badSetup(
          `"${String(card)}" is not a card of this pack`,
          `"${String(card)}" gehört nicht zu diesem Spiel`,
        );
      }
      if (seen.has(card)) return badSetup(`${card} appears twice`, `${card} kommt doppelt vor`);
      seen.add(card);
    }
  }
  for (const seat of SEATS) hands[seat] = sortWhistCards(setup.hands[seat]);
  const own: WhistSetup = {
    rules: rules.value,
    dealer: setup.dealer,
    hands,
    kitty: sortWhistCards(setup.kitty),
  };
  return ok({
    setup: own,
    phase: 'bidding',
    bids: [],
    high: null,
    contract: null,
    hands,
    discard: null,
    tricks: [],
    trick: null,
    events: [],
  });
}

/** The mode of the declared contract: trump, direction, and the downtown ace. */
export function whistModeOf(rules: BidWhistRules, declaration: WhistDeclaration): WhistMode {
  return { trump: declaration.trump, direction: declaration.direction, aceLow: rules.downtownAce === 'low' };
}

/** The seat to act now, or null when the hand is over. */
export function whistTurn(state: WhistState): Seat | null {
  switch (state.phase) {
    case 'bidding':
      return seatAfter(state.setup.dealer, 1 + state.bids.length);
    case 'declare':
    case 'discard':
      return (state.contract as WhistContract).declarer;
    case 'play': {
      const trick = state.trick as WhistTrick;
      return seatAfter(trick.leader, trick.cards.length);
    }
    case 'over':
      return null;
  }
}

/** True when it is the dealer's turn after three passes and the rules make the dealer bid. */
function dealerForced(state: WhistState): boolean {
  return (
    state.phase === 'bidding' &&
    state.bids.length === 3 &&
    state.high === null &&
    state.setup.rules.allPass === 'dealerForced'
  );
}

/** The lowest value a bid by the seat on turn must reach (the dealer may equal it with `dealerMayMatch`). */
function bidIsHighEnough(state: WhistState, bid: WhistBid): boolean {
  const rules = state.setup.rules;
  if (bid.level < rules.minBid) return false;
  if (state.high === null) return true;
  const value = bidValue(bid, rules);
  const high = bidValue(state.high.bid, rules);
  const dealerMatches = rules.dealerMayMatch && state.bids.length === 3;
  return dealerMatches ? value >= high : value > high;
}

/** The bids and passes the seat on turn may make. */
export function legalWhistBids(state: WhistState): WhistAction[] {
  if (state.phase !== 'bidding') return [];
  const actions: WhistAction[] = dealerForced(state) ? [] : [{ type: 'pass' }];
  const rules = state.setup.rules;
  for (let level = rules.minBid; level <= 7; level++) {
    for (const type of ['uptown', 'downtown', 'notrump'] as BidType[]) {
      if (bidIsHighEnough(state, { level, type })) actions.push({ type: 'bid', bid: { level, type } });
    }
  }
  return actions;
}

/** The declarations open to declarer: a trump suit for uptown or downtown, a direction for no trump. */
export function legalDeclarations(bid: WhistBid): WhistDeclaration[] {
  if (bid.type === 'notrump')
    return [
      { trump: null, direction: 'uptown' },
      { trump: null, direction: 'downtown' },
    ];
  return SUITS.map((trump) => ({ trump, direction: bid.type as Direction }));
}

/** The cards the seat on turn may play now (empty outside the play). */
export function playableWhistCards(state: WhistState): WhistCard[] {
  if (state.phase !== 'play') return [];
  const seat = whistTurn(state) as Seat;
  const c = state.contract as WhistContract;
  const mode = whistModeOf(state.setup.rules, c.declaration as WhistDeclaration);
  return whistLegalPlays(
    state.hands[seat],
    (state.trick as WhistTrick).cards,
    mode,
    state.setup.rules.noTrumpJokersFree,
  );
}

/**
 * Every action `seat` may take now. A discard has too many choices to list (18 choose 6), so it
 * is given as one example (the kitty as it came); any set of the right size from the hand is legal.
 */
export function legalWhistActions(state: WhistState, seat: Seat): WhistAction[] {
  if (seat !== whistTurn(state)) return [];
  switch (state.phase) {
    case 'bidding':
      return legalWhistBids(state);
    case 'declare':
      return legalDeclarations((state.contract as WhistContract).bid).map((d) => ({ type: 'declare', ...d }));
    case 'discard':
      return [{ type: 'discard', cards: state.setup.kitty }];
    case 'play':
      return playableWhistCards(state).map((card) => ({ type: 'play', card }));
    case 'over':
      return [];
  }
}

function refuse(code: 'NOT_YOUR_TURN' | 'WRONG_PHASE' | 'HAND_OVER', seat: Seat, what = ''): Result<never> {
  if (code === 'HAND_OVER') return fail(code, 'The hand is over', 'Das Spiel ist beendet', { seat });
  if (code === 'NOT_YOUR_TURN')
    return fail(code, `It is not ${seat}'s turn`, `${seat} ist nicht am Zug`, { seat });
  return fail(
    code,
    `No ${what} now: the hand is in another phase`,
    `Jetzt kein ${what}: das Spiel ist in einer anderen Phase`,
    { seat },
  );
}

function record(
  state: WhistState,
  seat: Seat,
  action: WhistAction,
  changes: Partial<WhistState>,
): Result<WhistStep> {
  const event = { ...action, v: state.events.length + 1, seat } as WhistEvent;
  return ok({ state: { ...state, ...changes, events: [...state.events, event] }, event });
}

function firstLeader(state: WhistState, declarer: Seat): Seat {
  return state.setup.rules.declarerLeads ? declarer : lho(state.setup.dealer);
}

function afterBidding(bids: WhistBidEntry[], high: WhistState['high']): Partial<WhistState> {
  if (bids.length < 4) return { bids, high };
  if (high === null) return { bids, high, phase: 'over' };
  return {
    bids,
    high,
    phase: 'declare',
    contract: { declarer: high.seat, bid: high.bid, declaration: null },
  };
}

function applyBid(
  state: WhistState,
  seat: Seat,
  action: WhistAction & { type: 'bid' | 'pass' },
): Result<WhistStep> {
  if (action.type === 'pass') {
    if (dealerForced(state)) {
      return fail(
        'DEALER_MUST_BID',
        `The other three passed: the dealer must bid at least ${state.setup.rules.minBid}`,
        `Die anderen drei haben gepasst: der Geber muss mindestens ${state.setup.rules.minBid} bieten`,
        { seat },
      );
    }
    return record(
      state,
      seat,
      { type: 'pass' },
      afterBidding([...state.bids, { seat, bid: null }], state.high),
    );
  }
  const bid = checkWhistBid(action.bid);
  if (!bid.ok) return fail(bid.error.code, bid.error.message, bid.error.messageDe, { seat });
  if (!bidIsHighEnough(state, bid.value)) {
    const text = formatWhistBid(bid.value);
    const over =
      state.high === null
        ? `the lowest bid is ${state.setup.rules.minBid}`
        : `it must beat ${formatWhistBid(state.high.bid)}`;
    const overDe =
      state.high === null
        ? `das niedrigste Gebot ist ${state.setup.rules.minBid}`
        : `es muss ${formatWhistBid(state.high.bid)} überbieten`;
    return fail('BID_TOO_LOW', `${text} is not enough: ${over}`, `${text} reicht nicht: ${overDe}`, { seat });
  }
  const high = { seat, bid: bid.value };
  return record(state, seat, { type: 'bid', bid: bid.value }, afterBidding([...state.bids, high], high));
}

function applyDeclare(
  state: WhistState,
  seat: Seat,
  action: WhistAction & { type: 'declare' },
): Result<WhistStep> {
  const contract = state.contract as WhistContract;
  const options = legalDeclarations(contract.bid);
  const chosen = options.find((d) => d.trump === action.trump && d.direction === action.direction);
  if (chosen === undefined) {
    const en =
      contract.bid.type === 'notrump'
        ? 'In no trump declarer names a direction (uptown or downtown) and no trump suit'
        : `In ${contract.bid.type} declarer names a trump suit (S, H, D or C) and keeps the direction ${contract.bid.type}`;
    const de =
      contract.bid.type === 'notrump'
        ? 'Bei Ohne Trumpf sagt der Spielmacher eine Richtung an (uptown oder downtown), keine Trumpffarbe'
        : `Bei ${contract.bid.type} sagt der Spielmacher eine Trumpffarbe an (S, H, D oder C); die Richtung bleibt ${contract.bid.type}`;
    return fail('BAD_DECLARATION', en, de, { seat });
  }
  const declared: WhistContract = { ...contract, declaration: chosen };
  const layout = whistLayout(state.setup.rules);
  const action2: WhistAction = { type: 'declare', trump: chosen.trump, direction: chosen.direction };
  if (layout.kittySize === 0) {
    // No kitty (small kitty without jokers): nothing to pick up or discard, the play starts.
    return record(state, seat, action2, {
      contract: declared,
      phase: 'play',
      discard: [],
      trick: { leader: firstLeader(state, seat), cards: [] },
    });
  }
  const hands = { ...state.hands, [seat]: sortWhistCards([...state.hands[seat], ...state.setup.kitty]) };
  return record(state, seat, action2, { contract: declared, phase: 'discard', hands });
}

function applyDiscard(
  state: WhistState,
  seat: Seat,
  action: WhistAction & { type: 'discard' },
): Result<WhistStep> {
  const size = whistLayout(state.setup.rules).kittySize;
  const cards = action.cards;
  const hand = state.hands[seat];
  const bad = (en: string, de: string) =>
    fail<never>(
      'BAD_DISCARD',
      `Discard ${size} cards from your hand: ${en}`,
      `Wirf ${size} Karten aus deiner Hand ab: ${de}`,
      { seat },
    );
  if (!Array.isArray(cards)) return bad('give a list of cards', 'gib eine Liste von Karten an');
  if (cards.length !== size) return bad(`${cards.length} given`, `${cards.length} angegeben`);
  for (const [i, card] of cards.entries()) {
    if (!isWhistCard(card))
      return bad(`"${String(card)}" is not a card`, `"${String(card)}" ist keine Karte`);
    if (!hand.includes(card)) return bad(`${card} is not in your hand`, `${card} ist nicht in deiner Hand`);
    if (cards.indexOf(card) !== i) return bad(`${card} is named twice`, `${card} ist doppelt genannt`);
  }
  const discard = sortWhistCards(cards);
  const hands = { ...state.hands, [seat]: hand.filter((c) => !cards.includes(c)) };
  return record(
    state,
    seat,
    { type: 'discard', cards: discard },
    {
      hands,
      discard,
      phase: 'play',
      trick: { leader: firstLeader(state, seat), cards: [] },
    },
  );
}

function applyPlay(state: WhistState, seat: Seat, action: WhistAction & { type: 'play' }): Result<WhistStep> {
  const card = action.card;
  if (!isWhistCard(card)) {
    return fail(
      'BAD_CARD',
      `"${String(card)}" is not a card (write it like SA, HT, BJ or LJ)`,
      `"${String(card)}" ist keine Karte (Schreibweise z. B. SA, HT, BJ oder LJ)`,
      { seat },
    );
  }
  const hand = state.hands[seat];
  if (!hand.includes(card)) {
    return fail(
      'CARD_NOT_IN_HAND',
      `${card} is not in ${seat}'s hand`,
      `${card} ist nicht in der Hand von ${seat}`,
      { seat },
    );
  }
  if (!playableWhistCards(state).includes(card)) {
    return fail(
      'MUST_FOLLOW_SUIT',
      `${seat} must follow suit and cannot play ${card}`,
      `${seat} muss Farbe bedienen und darf ${card} nicht spielen`,
      { seat },
    );
  }
  const trick = state.trick as WhistTrick;
  const cards = [...trick.cards, card];
  const hands = { ...state.hands, [seat]: hand.filter((c) => c !== card) };
  if (cards.length < 4) return record(state, seat, action, { hands, trick: { leader: trick.leader, cards } });
  const mode = whistModeOf(
    state.setup.rules,
    (state.contract as WhistContract).declaration as WhistDeclaration,
  );
  const winner = whistTrickWinner(cards, trick.leader, mode);
  const tricks = [...state.tricks, { leader: trick.leader, cards, winner }];
  const over = tricks.length === whistLayout(state.setup.rules).tricks;
  return record(state, seat, action, {
    hands,
    tricks,
    trick: over ? null : { leader: winner, cards: [] },
    ...(over ? { phase: 'over' as const } : {}),
  });
}

function isAction(action: unknown): action is WhistAction {
  return (
    typeof action === 'object' &&
    action !== null &&
    (WHIST_ACTION_TYPES as readonly unknown[]).includes((action as { type?: unknown }).type)
  );
}

const PHASE_OF: Readonly<Record<WhistActionType, WhistPhase>> = {
  bid: 'bidding',
  pass: 'bidding',
  declare: 'declare',
  discard: 'discard',
  play: 'play',
};
const ACTION_NAMES: Readonly<Record<WhistActionType, string>> = {
  bid: 'bid',
  pass: 'pass',
  declare: 'declaration',
  discard: 'discard',
  play: 'card',
};

/**
 * Applies one action by `seat`: the new state and the event for the log, or an error value and
 * no change. Checks the seat, the phase and the turn, then the rules of that phase.
 */
export function applyWhistAction(state: WhistState, seat: Seat, action: WhistAction): Result<WhistStep> {
  if (!(SEATS as readonly unknown[]).includes(seat)) {
    return fail(
      'BAD_SEAT',
      `"${String(seat)}" is not a seat (N, E, S or W)`,
      `"${String(seat)}" ist kein Sitz (N, O, S oder W)`,
    );
  }
  if (!isAction(action)) {
    return fail(
      'BAD_ACTION',
      `That is not an action (${WHIST_ACTION_TYPES.join(', ')})`,
      `Das ist keine Aktion (${WHIST_ACTION_TYPES.join(', ')})`,
      { seat },
    );
  }
  if (state.phase === 'over') return refuse('HAND_OVER', seat);
  if (PHASE_OF[action.type] !== state.phase) return refuse('WRONG_PHASE', seat, ACTION_NAMES[action.type]);
  if (seat !== whistTurn(state)) return refuse('NOT_YOUR_TURN', seat);
  switch (action.type) {
    case 'bid':
    case 'pass':
      return applyBid(state, seat, action);
    case 'declare':
      return applyDeclare(state, seat, action);
    case 'discard':
      return applyDiscard(state, seat, action);
    case 'play':
      return applyPlay(state, seat, action);
  }
}

/** The action an event records (version and seat left out). */
export function whistActionOfEvent(event: WhistEvent): WhistAction {
  const { v: _v, seat: _seat, ...action } = event;
  return action as WhistAction;
}

/** Rebuilds a hand from its log, checking every event again (versions 1, 2, 3…, each action legal, each event as produced). */
export function replayWhistHand(setup: WhistSetup, events: readonly WhistEvent[]): Result<WhistState> {
  return replayLog(startWhistHand(setup), events, applyWhistAction, whistActionOfEvent);
}

export function isWhistHandOver(state: WhistState): boolean {
  return state.phase === 'over';
}

/** The seats the hand waits for (one, or none once over). */
export function whistAwaiting(state: WhistState): Seat[] {
  const turn = whistTurn(state);
  return turn === null ? [] : [turn];
}

/** Books so far for each side: tricks won, and the discard book where the rules put it. */
export function whistBooks(state: WhistState): Readonly<Record<Side, number>> {
  const books = { NS: 0, EW: 0 };
  for (const trick of state.tricks) books[sideOf(trick.winner)] += 1;
  const c = state.contract;
  if (c !== null && state.discard !== null && whistLayout(state.setup.rules).discardIsBook) {
    if (state.setup.rules.discardOwner === 'declarer') books[sideOf(c.declarer)] += 1;
    else {
      const first = state.tricks[0];
      if (first !== undefined) books[sideOf(first.winner)] += 1;
    }
  }
  return books;
}

/** The result of a finished hand, null while it runs. */
export function whistHandResult(state: WhistState): WhistHandResult | null {
  if (state.phase !== 'over') return null;
  const c = state.contract;
  const dealer = state.setup.dealer;
  if (c === null) return { passedOut: true, dealer };
  const side = sideOf(c.declarer);
  const books = whistBooks(state)[side];
  const score = scoreWhistHand(state.setup.rules, c.bid, books);
  const points =
    side === 'NS'
      ? { NS: score.declarers, EW: score.defenders }
      : { NS: score.defenders, EW: score.declarers };
  return {
    passedOut: false,
    dealer,
    declarer: c.declarer,
    bid: c.bid,
    declaration: c.declaration as WhistDeclaration,
    books,
    score,
    points,
  };
}

/** Every card where it is now: hands, kitty (before the pick-up), discard and tricks (for checks and tests). */
export function whistCardsInPlay(state: WhistState): WhistCard[] {
  const cards: WhistCard[] = SEATS.flatMap((s) => [...state.hands[s]]);
  const pickedUp = state.contract?.declaration != null;
  if (!pickedUp) cards.push(...state.setup.kitty);
  if (state.discard !== null) cards.push(...state.discard);
  for (const trick of state.tricks) cards.push(...trick.cards);
  if (state.trick !== null) cards.push(...state.trick.cards);
  return cards;
}
