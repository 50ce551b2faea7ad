import { type PlayedBoardResult, startBoard } from '../bridge/board.js';
import type { Call } from '../bridge/call.js';
import type { Contract } from '../bridge/contract.js';
import { isVulnerable, partnerOf, SEATS, type Seat, type Side, sideOf } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { replayLog } from '../replay.js';
import { duplicateScore } from '../scoring/duplicate.js';
import { resolveAuctionDecision, tableAuctionStatus, tableCall, tableLegalCalls } from './auction.js';
import {
  resolveClaimDecision,
  tableAcceptClaim,
  tableAmendClaim,
  tableClaim,
  tableRejectClaim,
  tableRemainingTricks,
  tableWithdrawClaim,
} from './claim.js';
import { at, cardText, decisionPending, flag, names, rule } from './common.js';
import {
  lawfulPlays,
  resolvePlayDecision,
  settle,
  tableDummy,
  tableExpose,
  tableNoticeRevoke,
  tablePlay,
  tablePlayTurn,
} from './play.js';
import { declarerTransfer, type RevokeOutcome, type RevokeRuling, revokeRulings } from './revoke.js';
import {
  TABLE_ACTION_TYPES,
  TABLE_ACTORS,
  type TableAction,
  type TableActor,
  type TableEvent,
  type TableSetup,
  type TableState,
  type TableStep,
} from './types.js';

// The lifecycle of a table-mode board: the same fold as a strict board (state = replay(events)),
// with irregular calls and cards accepted as facts and every choice of the Laws a pending
// decision answered by a `decide` event.

/** The result of a finished table-mode board: the strict result, with the revoke adjustment shown. */
export type TableBoardResult =
  | { readonly passedOut: true }
  | (PlayedBoardResult & {
      /** Declarer's tricks as played (or agreed by claim), before the revoke adjustment. */
      readonly playedTricks: number;
      /** Tricks moved to declarer's side by L64 (negative when his side revoked). */
      readonly transfer: number;
      readonly revokes: readonly RevokeRuling[];
      /** Set when the Director assigned the result (L12C1): `tricks` is then his figure. */
      readonly adjusted: { readonly tricks: number; readonly law: string } | null;
    });

/** Checks the setup and starts a table-mode board: the dealer is to call (L17B). */
export function startTableBoard(setup: TableSetup): Result<TableState> {
  // The strict board checks and copies the setup; table mode starts from the same checked copy.
  const checked = startBoard(setup);
  if (!checked.ok) return checked;
  return ok({
    setup: checked.value.setup,
    phase: 'auction',
    calls: [],
    duties: [],
    replacement: null,
    repeat: null,
    leadBans: [],
    contract: null,
    play: null,
    decision: null,
    claim: null,
    settled: null,
    rulings: [],
    review: [],
    adjusted: null,
    events: [],
  });
}

function isAction(action: unknown): action is TableAction {
  return (
    typeof action === 'object' &&
    action !== null &&
    (TABLE_ACTION_TYPES as readonly unknown[]).includes((action as { type?: unknown }).type)
  );
}

function isActor(actor: unknown): actor is TableActor {
  return (TABLE_ACTORS as readonly unknown[]).includes(actor);
}

/** The event an accepted action becomes: only the action's own fields, so stray input never reaches the log. */
function eventOf(state: TableState, actor: TableActor, action: TableAction): TableEvent {
  const v = state.events.length + 1;
  switch (action.type) {
    case 'call': {
      const c = action.call;
      const call: Call =
        c.type === 'bid' ? { type: 'bid', level: c.level, strain: c.strain } : { type: c.type };
      return { v, seat: actor, type: 'call', call };
    }
    case 'play':
      return { v, seat: actor, type: 'play', card: action.card };
    case 'decide':
      return { v, seat: actor, type: 'decide', option: action.option };
    case 'expose':
      return {
        v,
        seat: actor,
        type: 'expose',
        card: action.card,
        ...(action.deliberate ? { deliberate: true } : {}),
      };
    case 'claim':
      return {
        v,
        seat: actor,
        type: 'claim',
        tricks: action.tricks,
        ...(action.line === undefined ? {} : { line: action.line }),
      };
    case 'amendClaim':
      return { v, seat: actor, type: 'amendClaim', tricks: action.tricks };
    case 'adjust':
      return {
        v,
        seat: actor,
        type: 'adjust',
        tricks: action.tricks,
        ...(action.law === undefined ? {} : { law: action.law }),
      };
    default:
      return { v, seat: actor, type: action.type };
  }
}

/**
 * Applies one action by `actor` (a seat or the Director): the new state and the event for the
 * log, or an error value and no change. Irregular calls and cards are accepted and open the
 * Laws' decisions; a `decide` action answers the pending one.
 */
export function applyTableAction(
  state: TableState,
  actor: TableActor,
  action: TableAction,
): Result<TableStep> {
  if (!isActor(actor)) {
    return fail(
      'BAD_SEAT',
      `"${String(actor)}" is not a seat or the Director`,
      `"${String(actor)}" ist weder Sitz noch Turnierleiter`,
    );
  }
  if (!isAction(action)) {
    return fail(
      'BAD_ACTION',
      `That is not an action (${TABLE_ACTION_TYPES.join(', ')})`,
      `Das ist keine Aktion (${TABLE_ACTION_TYPES.join(', ')})`,
      at(actor),
    );
  }
  if (state.phase === 'over' && action.type !== 'amendClaim' && action.type !== 'adjust') {
    return fail('BOARD_OVER', 'The board is over', 'Das Board ist beendet', at(actor));
  }
  const next = dispatch(state, actor, action);
  if (!next.ok) return next;
  const event = eventOf(state, actor, action);
  let after = settle(next.value);
  if (state.phase !== 'over' && after.phase === 'over') after = ruleRevokes(after);
  return ok({ state: { ...after, events: [...state.events, event] }, event });
}

const OUTCOME_TEXT: Readonly<Record<RevokeOutcome, readonly [string, string]>> = {
  A1: [
    'the offender won the revoke trick himself (L64A1)',
    'der Schuldige hat den Revoke-Stich selbst gewonnen (L64A1)',
  ],
  A2: [
    'his side won the revoke trick or a later one (L64A2)',
    'seine Seite hat den Revoke-Stich oder einen späteren gewonnen (L64A2)',
  ],
  B1: [
    'his side won no trick from the revoke on (L64B1)',
    'seine Seite hat ab dem Revoke keinen Stich gewonnen (L64B1)',
  ],
  B2: [
    'a second revoke in the same suit by the same player (L64B2)',
    'ein zweiter Revoke in derselben Farbe durch denselben Spieler (L64B2)',
  ],
  B3: ['the card not played lay face up (L64B3)', 'die nicht gespielte Karte lag offen (L64B3)'],
  B6: ['it was on the 12th trick (L64B6)', 'er war im 12. Stich (L64B6)'],
  B7: ['both sides revoked (L64B7)', 'beide Seiten haben revoziert (L64B7)'],
  corrected: ['it was corrected (L62)', 'er wurde berichtigt (L62)'],
  capped: [
    'his side won no more tricks from its first revoke on (L64A)',
    'seine Seite hat ab ihrem ersten Revoke nicht mehr Stiche gewonnen (L64A)',
  ],
};

/** At the end of the board: one ruling per revoke left standing, with the tricks it moves (L64, L64C review). */
function ruleRevokes(state: TableState): TableState {
  const result = tableResult(state);
  if (result === null || result.passedOut) return state;
  let s = state;
  for (const r of result.revokes) {
    if (r.outcome === 'corrected') continue;
    const n = names(r.revoke.seat);
    const [why, whyDe] = OUTCOME_TEXT[r.outcome];
    s = rule(
      s,
      `64${r.outcome.length === 2 ? r.outcome : ''}`,
      r.revoke.seat,
      `${n.en}'s revoke on trick ${r.revoke.trick + 1} (${cardText(r.revoke.card)}): ${r.tricks === 1 ? '1 trick goes' : `${r.tricks} tricks go`} to the other side; ${why}`,
      `Revoke von ${n.de} im ${r.revoke.trick + 1}. Stich (${cardText(r.revoke.card)}): ${r.tricks === 1 ? '1 Stich geht' : `${r.tricks} Stiche gehen`} an die andere Seite; ${whyDe}`,
    );
    s = flag(s, '64C', r.revoke.seat);
  }
  return s;
}

function dispatch(state: TableState, actor: TableActor, action: TableAction): Result<TableState> {
  switch (action.type) {
    case 'call':
      if (actor === 'director')
        return fail('BAD_ACTION', 'The Director does not call', 'Der Turnierleiter sagt nicht an');
      if (state.phase !== 'auction') {
        return fail('AUCTION_OVER', 'The auction is over', 'Die Reizung ist beendet', at(actor));
      }
      return tableCall(state, actor, action.call);
    case 'play':
      return tablePlay(state, actor, action.card);
    case 'decide':
      return decide(state, actor, action.option);
    case 'expose':
      return tableExpose(state, actor, action.card, action.deliberate === true);
    case 'noticeRevoke':
      return tableNoticeRevoke(state, actor);
    case 'claim':
      return tableClaim(state, actor, action.tricks, action.line);
    case 'acceptClaim':
      if (state.decision !== null) return decisionPending(state, actor);
      return tableAcceptClaim(state, actor);
    case 'rejectClaim':
      if (state.decision !== null) return decisionPending(state, actor);
      return tableRejectClaim(state, actor);
    case 'withdrawClaim':
      return tableWithdrawClaim(state, actor);
    case 'amendClaim':
      return tableAmendClaim(state, actor, action.tricks);
    case 'adjust':
      return adjust(state, actor, action.tricks, action.law);
  }
}

/**
 * The Director assigns an adjusted result after the board: declarer's tricks in the contract as
 * played (L12C1), where a rectification did not make up for the damage (L64C, L27D, L16).
 */
function adjust(state: TableState, actor: TableActor, tricks: unknown, law: unknown): Result<TableState> {
  if (actor !== 'director') {
    return fail(
      'DIRECTOR_ONLY',
      'Only the Director adjusts a result (Law 12)',
      'Nur der Turnierleiter berichtigt ein Ergebnis (Regel 12)',
      at(actor),
    );
  }
  if (state.phase !== 'over' || state.contract === null) {
    return fail(
      'WRONG_PHASE',
      'A result is adjusted once a played board is over',
      'Ein Ergebnis wird berichtigt, wenn ein gespieltes Board beendet ist',
    );
  }
  if (typeof tricks !== 'number' || !Number.isInteger(tricks) || tricks < 0 || tricks > 13) {
    return fail(
      'BAD_TRICKS',
      `${String(tricks)} is not a number of tricks (0 to 13)`,
      `${String(tricks)} ist keine Stichzahl (0 bis 13)`,
    );
  }
  if (law !== undefined && (typeof law !== 'string' || !/^[1-9][0-9]?[A-Z0-9]*$/.test(law))) {
    return fail(
      'BAD_INPUT',
      'The Law of an adjustment is written like 12C1 or 64C',
      'Die Regel einer Berichtigung schreibt man wie 12C1 oder 64C',
    );
  }
  const l = law ?? '12C1';
  const declarer = (state.play ?? { declarer: state.contract.declarer }).declarer;
  const n = names(declarer);
  return ok(
    rule(
      { ...state, adjusted: { tricks, law: l } },
      l,
      declarer,
      `The Director adjusts the result: ${tricks} tricks for declarer (${n.en})`,
      `Der Turnierleiter berichtigt das Ergebnis: ${tricks} Stiche für den Alleinspieler (${n.de})`,
    ),
  );
}

/** Answers the pending decision: only its chooser (or the Director, who may always rule) and only with one of its options. */
function decide(state: TableState, actor: TableActor, option: unknown): Result<TableState> {
  const d = state.decision;
  if (d === null)
    return fail(
      'NO_DECISION_PENDING',
      'There is nothing to decide',
      'Es gibt nichts zu entscheiden',
      at(actor),
    );
  if (actor !== d.chooser && actor !== 'director') {
    return fail(
      'NOT_YOUR_DECISION',
      `This decision (Law ${d.law}) is for ${d.chooser === 'director' ? 'the Director' : d.chooser}`,
      `Diese Entscheidung (Regel ${d.law}) trifft ${d.chooser === 'director' ? 'der Turnierleiter' : d.chooser}`,
      at(actor),
    );
  }
  if (typeof option !== 'string' || !d.options.includes(option)) {
    return fail(
      'BAD_OPTION',
      `"${String(option)}" is not an option here (${d.options.join(', ')})`,
      `"${String(option)}" ist hier keine Wahl (${d.options.join(', ')})`,
      at(actor),
    );
  }
  switch (d.kind) {
    case 'insufficientBid':
    case 'callOutOfRotation':
    case 'comparableCall':
      return resolveAuctionDecision(state, option);
    case 'disputedClaim':
      return resolveClaimDecision(state, option);
    default:
      return resolvePlayDecision(state, option);
  }
}

/** The action an event records. */
export function actionOfTableEvent(event: TableEvent): TableAction {
  const { v: _v, seat: _seat, ...action } = event;
  return action as TableAction;
}

/** Rebuilds a table-mode board from its log, checking every event again (state = replay(events)). */
export function replayTableBoard(setup: TableSetup, events: readonly TableEvent[]): Result<TableState> {
  return replayLog(startTableBoard(setup), events, applyTableAction, actionOfTableEvent);
}

/** True once the board is over: passed out, 13 tricks played, or a claim settled. */
export function isTableBoardOver(state: TableState): boolean {
  return state.phase === 'over';
}

/** The hand whose call or card is next (dummy's included); null when none is due or a decision waits. */
export function tableBoardTurn(state: TableState): Seat | null {
  if (state.decision !== null) return null;
  if (state.phase === 'auction') return tableAuctionStatus(state.setup.dealer, state.calls).turn;
  if (state.phase === 'play' && state.play !== null) return tablePlayTurn(state.play);
  return null;
}

/** The actors the board waits for: a decision's chooser, the claim's voters, or the seat to call or play. */
export function tableAwaiting(state: TableState): TableActor[] {
  if (state.phase === 'over') return [];
  if (state.decision !== null) return [state.decision.chooser];
  if (state.claim !== null) return state.claim.voters.filter((s) => !state.claim?.accepted.includes(s));
  const hand = tableBoardTurn(state);
  if (hand === null) return [];
  const play = state.play;
  return [play !== null && state.phase === 'play' && hand === tableDummy(play) ? play.declarer : hand];
}

/**
 * The correct actions of `actor` now: calls and cards the Laws allow, answers to a decision or a
 * claim, claims. Table mode also accepts irregular calls and cards that are not listed here.
 */
export function legalTableActions(state: TableState, actor: TableActor): TableAction[] {
  if (!isActor(actor)) return [];
  if (state.phase === 'over') {
    if (actor !== 'director' || state.contract === null) return [];
    const play = state.play;
    const amend: TableAction[] =
      state.settled !== null && play !== null
        ? Array.from({ length: tableRemainingTricks(play) + 1 }, (_, k) => ({
            type: 'amendClaim',
            tricks: k,
          }))
        : [];
    return [...amend, ...Array.from({ length: 14 }, (_, k): TableAction => ({ type: 'adjust', tricks: k }))];
  }
  const d = state.decision;
  if (d !== null) {
    return actor === d.chooser || actor === 'director'
      ? d.options.map((option) => ({ type: 'decide', option }))
      : [];
  }
  if (actor === 'director') return [];
  const claim = state.claim;
  if (claim !== null) {
    const actions: TableAction[] = [];
    if (claim.voters.includes(actor) && !claim.accepted.includes(actor)) {
      actions.push({ type: 'acceptClaim' }, { type: 'rejectClaim' });
    }
    const play = state.play;
    const defenderClaim = play !== null && sideOf(claim.by) !== sideOf(play.declarer);
    // L68B2: a defender's partner may object at once to his concession.
    if (defenderClaim && actor === partnerOf(claim.by)) actions.push({ type: 'rejectClaim' });
    if (actor === claim.by) actions.push({ type: 'withdrawClaim' });
    return actions;
  }
  if (state.phase === 'auction') return tableLegalCalls(state, actor).map((call) => ({ type: 'call', call }));
  const play = state.play;
  if (play === null) return [];
  const actions: TableAction[] = [];
  const hand = tablePlayTurn(play);
  if (hand !== null && (hand === actor || (hand === tableDummy(play) && actor === play.declarer))) {
    for (const card of lawfulPlays(play, hand)) actions.push({ type: 'play', card });
  }
  if (actor !== tableDummy(play)) {
    for (let tricks = 0; tricks <= tableRemainingTricks(play); tricks++)
      actions.push({ type: 'claim', tricks });
  }
  return actions;
}

/** The tricks each side won in the play (complete tricks only). */
function wonBySide(state: TableState): Record<Side, number> {
  const won = { NS: 0, EW: 0 };
  for (const t of state.play?.tricks ?? []) won[sideOf(t.winner)] += 1;
  return won;
}

/** The result of a finished table-mode board, null while it runs: the score after the revoke adjustment (L64). */
export function tableResult(state: TableState): TableBoardResult | null {
  if (state.phase !== 'over') return null;
  const c = state.contract;
  const play = state.play;
  if (c === null || play === null) return { passedOut: true };
  const declarer = play.declarer;
  const side = sideOf(declarer);
  const won = wonBySide(state);
  const settled = state.settled;
  const claimed: Record<Side, number> = { NS: 0, EW: 0 };
  if (settled !== null) {
    const remaining = tableRemainingTricks(play);
    const forDeclarer = settled.declarerTricks - won[side];
    claimed[side] = forDeclarer;
    claimed[side === 'NS' ? 'EW' : 'NS'] = remaining - forDeclarer;
  }
  const playedTricks = won[side] + claimed[side];
  const revokes = revokeRulings(play.tricks, play.revokes, claimed);
  const transfer = declarerTransfer(revokes, declarer);
  const tricks = state.adjusted?.tricks ?? playedTricks + transfer;
  const contract: Contract = { level: c.level, strain: c.strain, risk: c.risk };
  const score = duplicateScore(contract, isVulnerable(state.setup.vulnerability, declarer), tricks);
  return {
    passedOut: false,
    contract,
    declarer,
    tricks,
    score,
    nsScore: side === 'NS' ? score : 0 - score,
    claimed: settled !== null,
    playedTricks,
    transfer,
    revokes,
    adjusted: state.adjusted,
  };
}

/** Every card of the deal, wherever it is now: concealed, as a penalty card, or on a trick. */
export function cardsAccountedFor(state: TableState): number {
  const play = state.play;
  if (play === null) return SEATS.reduce((n, s) => n + state.setup.deal[s].length, 0);
  return (
    SEATS.reduce((n, s) => n + play.hands[s].length, 0) +
    play.penalty.length +
    play.tricks.length * 4 +
    play.trick.cards.length
  );
}
