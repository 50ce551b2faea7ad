import { TRICKS_PER_DEAL } from '../bridge/play.js';
import {
  type Card,
  type Deal,
  lho,
  partnerOf,
  rho,
  SEATS,
  type Seat,
  type Strain,
  sideOf,
} from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { at, decisionPending, names, rule } from './common.js';
import { establish, heldCards, tableDummy } from './play.js';
import type { TableActor, TablePlay, TableState } from './types.js';

// Claims and concessions at a table-mode board (L68-L71, spec §2.6). Agreement settles the board
// (L69); an objection brings the Director, who lets play go on or rules the tricks (L70) — the
// engine cannot judge a line of play, so the ruling is his input. A double-dummy line check can
// be offered to him as an aid (`claimAid`): the caller passes the check in, because the engine
// does not depend on the solver.

/** Tricks not yet complete: a claim covers these, the trick in progress included. */
export function tableRemainingTricks(play: TablePlay): number {
  return TRICKS_PER_DEAL - play.tricks.length;
}

function tricksOf(play: TablePlay, seat: Seat): number {
  return play.tricks.filter((t) => sideOf(t.winner) === sideOf(seat)).length;
}

/** Declarer or a defender claims `tricks` of the remaining tricks, optionally with the stated line (L68A, L68C). */
export function tableClaim(
  state: TableState,
  actor: TableActor,
  tricks: unknown,
  line: unknown,
): Result<TableState> {
  const play = state.play;
  if (play === null || state.phase === 'auction') {
    return fail(
      'PLAY_NOT_STARTED',
      'The play has not started: the auction is not over',
      'Das Spiel hat noch nicht begonnen: die Reizung läuft noch',
      at(actor),
    );
  }
  if (state.phase === 'claim') {
    return fail(
      'CLAIM_PENDING',
      'A claim is pending: it must be settled first',
      'Ein Claim ist offen: er muss zuerst erledigt werden',
      at(actor),
    );
  }
  if (state.decision !== null) return decisionPending(state, actor);
  if (actor === 'director' || actor === tableDummy(play)) {
    return fail(
      'DUMMY_CANNOT_ACT',
      'Only declarer or a defender can claim',
      'Nur der Alleinspieler oder ein Gegenspieler kann claimen',
      at(actor),
    );
  }
  const remaining = tableRemainingTricks(play);
  if (typeof tricks !== 'number' || !Number.isInteger(tricks) || tricks < 0 || tricks > remaining) {
    return fail(
      'BAD_CLAIM',
      `A claim is for 0 to ${remaining} of the ${remaining} remaining tricks, not ${String(tricks)}`,
      `Ein Claim gilt 0 bis ${remaining} der ${remaining} restlichen Stiche, nicht ${String(tricks)}`,
      { seat: actor },
    );
  }
  if (line !== undefined && typeof line !== 'string') {
    return fail('BAD_CLAIM', 'The line of play must be text', 'Der Spielplan muss ein Text sein', {
      seat: actor,
    });
  }
  const dummy = tableDummy(play);
  const voters = [lho(actor), rho(actor)].filter((s) => s !== dummy);
  return ok({
    ...state,
    phase: 'claim',
    // L63A3: a claim establishes the claimer's side's revokes.
    play: establish(play, actor, TRICKS_PER_DEAL + 1),
    claim: { by: actor, tricks, voters, accepted: [], ...(line === undefined ? {} : { line }) },
  });
}

/** The board ends with `claimerTricks` of the remaining tricks to the claimer's side. */
function settle(state: TableState, claimerTricks: number): TableState {
  const play = state.play as TablePlay;
  const claim = state.claim as NonNullable<TableState['claim']>;
  const declarer = play.declarer;
  const remaining = tableRemainingTricks(play);
  const forDeclarer = sideOf(claim.by) === sideOf(declarer) ? claimerTricks : remaining - claimerTricks;
  return {
    ...state,
    phase: 'over',
    claim: null,
    settled: { by: claim.by, tricks: claimerTricks, declarerTricks: tricksOf(play, declarer) + forDeclarer },
  };
}

/** An opponent agrees; when all have agreed the board ends with the claim (L69A). Agreeing establishes his side's revokes (L63A4). */
export function tableAcceptClaim(state: TableState, actor: TableActor): Result<TableState> {
  const claim = state.claim;
  if (claim === null) return noClaim(actor);
  if (actor === 'director' || !claim.voters.includes(actor)) return notVoter(actor);
  if (claim.accepted.includes(actor)) return alreadyAgreed(actor);
  const accepted = [...claim.accepted, actor];
  const play = establish(state.play as TablePlay, actor, TRICKS_PER_DEAL + 1);
  const s: TableState = { ...state, play, claim: { ...claim, accepted } };
  return ok(accepted.length < claim.voters.length ? s : settle(s, claim.tricks));
}

/**
 * An opponent disputes the claim: the Director is called (L68D) and must rule (L70). The partner
 * of a defender who conceded may object at once: then there is no concession and play goes on (L68B2).
 */
export function tableRejectClaim(state: TableState, actor: TableActor): Result<TableState> {
  const claim = state.claim;
  if (claim === null) return noClaim(actor);
  if (actor === 'director') return notVoter(actor);
  const play = state.play as TablePlay;
  const defenderClaim = sideOf(claim.by) !== sideOf(play.declarer);
  if (defenderClaim && actor === partnerOf(claim.by)) {
    const n = names(actor);
    const s = rule(
      { ...state, phase: 'play', claim: null },
      '68B2',
      actor,
      `${n.en} objects at once to his partner's concession: there is no concession and play goes on (cards shown are unauthorised information, not penalty cards)`,
      `${n.de} widerspricht sofort der Aufgabe seines Partners: es gibt keine Aufgabe und das Spiel geht weiter (gezeigte Karten sind unerlaubte Information, keine Strafkarten)`,
    );
    return ok(s);
  }
  if (!claim.voters.includes(actor)) return notVoter(actor);
  if (claim.accepted.includes(actor)) return alreadyAgreed(actor);
  const remaining = tableRemainingTricks(play);
  return ok({
    ...state,
    decision: {
      kind: 'disputedClaim',
      law: '70',
      chooser: 'director',
      options: ['continuePlay', ...Array.from({ length: remaining + 1 }, (_, k) => `tricks:${k}`)],
      default: 'continuePlay',
      offender: claim.by,
    },
  });
}

/** The claimer takes his claim back before it is settled; play goes on. */
export function tableWithdrawClaim(state: TableState, actor: TableActor): Result<TableState> {
  const claim = state.claim;
  if (claim === null) return noClaim(actor);
  if (actor !== claim.by) {
    return fail(
      'BAD_ACTION',
      'Only the claimer can withdraw the claim',
      'Nur wer geclaimt hat, kann den Claim zurückziehen',
      at(actor),
    );
  }
  if (state.decision !== null) return decisionPending(state, actor);
  return ok({ ...state, phase: 'play', claim: null });
}

/** The Director's ruling on a disputed claim: play on, or the tricks the claimer's side gets (L70). */
export function resolveClaimDecision(state: TableState, option: string): Result<TableState> {
  const claim = state.claim;
  if (claim === null) return noClaim('director');
  const n = names(claim.by);
  const s: TableState = { ...state, decision: null };
  if (option === 'continuePlay') {
    return ok(
      rule(
        { ...s, phase: 'play', claim: null },
        '68D',
        claim.by,
        `The claim by ${n.en} is disputed; play continues`,
        `Der Claim von ${n.de} ist bestritten; das Spiel geht weiter`,
      ),
    );
  }
  const k = Number(option.slice('tricks:'.length));
  return ok(
    rule(
      settle(s, k),
      '70',
      claim.by,
      `The Director rules on the disputed claim: ${n.en}'s side gets ${k} of the remaining tricks (doubtful points go against the claimer)`,
      `Der Turnierleiter entscheidet über den bestrittenen Claim: die Seite von ${n.de} erhält ${k} der restlichen Stiche (Zweifel gehen zu Lasten des Claimenden)`,
    ),
  );
}

/**
 * The Director changes a settled claim within the correction period: a player's agreement to lose
 * a trick his side would likely have won is withdrawn (L69B), or a concession of a trick that could
 * not be lost is cancelled (L71). `tricks` is the claimer's side's new share of the claimed tricks.
 */
export function tableAmendClaim(state: TableState, actor: TableActor, tricks: unknown): Result<TableState> {
  if (actor !== 'director') {
    return fail(
      'DIRECTOR_ONLY',
      'Only the Director changes a settled claim (Laws 69B and 71)',
      'Nur der Turnierleiter ändert einen erledigten Claim (Regeln 69B und 71)',
      at(actor),
    );
  }
  const settled = state.settled;
  const play = state.play;
  if (settled === null || play === null) {
    return fail(
      'NO_CLAIM_PENDING',
      'No claim ended this board',
      'Dieses Board wurde nicht durch einen Claim beendet',
    );
  }
  const remaining = tableRemainingTricks(play);
  if (typeof tricks !== 'number' || !Number.isInteger(tricks) || tricks < 0 || tricks > remaining) {
    return fail(
      'BAD_CLAIM',
      `The claimer's side can get 0 to ${remaining} of the claimed tricks, not ${String(tricks)}`,
      `Die Seite des Claimenden kann 0 bis ${remaining} der geclaimten Stiche erhalten, nicht ${String(tricks)}`,
    );
  }
  const forDeclarer = sideOf(settled.by) === sideOf(play.declarer) ? tricks : remaining - tricks;
  const n = names(settled.by);
  return ok(
    rule(
      {
        ...state,
        settled: { ...settled, tricks, declarerTricks: tricksOf(play, play.declarer) + forDeclarer },
      },
      '69B/71',
      settled.by,
      `The Director changes the settled claim: ${n.en}'s side gets ${tricks} of the last ${remaining} tricks`,
      `Der Turnierleiter ändert den erledigten Claim: die Seite von ${n.de} erhält ${tricks} der letzten ${remaining} Stiche`,
    ),
  );
}

/** A position for a line check: the cards still held (penalty cards included), the leader and the trick on the table. */
export interface ClaimPosition {
  readonly hands: Deal;
  readonly leader: Seat;
  readonly trick: readonly Card[];
}

/**
 * A claim check supplied by the caller, e.g. `checkClaim` of @tenace/solver: can `claimer`'s side
 * take `tricks` of the remaining tricks from `position` against any defence?
 */
export type ClaimLineCheck = (
  position: ClaimPosition,
  strain: Strain,
  claimer: Seat,
  tricks: number,
) => Result<{ readonly ok: boolean; readonly ddTricks: number }>;

/** The line check's answer for the Director's panel, and the ruling it points to ('tricks:n'). */
export interface ClaimAid {
  readonly ok: boolean;
  readonly ddTricks: number;
  readonly suggestion: string;
}

/**
 * Runs `check` on the pending claim and proposes a ruling: the claim if the check holds, else the
 * double-dummy tricks. An aid only: L70 rules against unstated lines the double-dummy answer may
 * assume, so the Director decides.
 */
export function claimAid(state: TableState, check: ClaimLineCheck): Result<ClaimAid> {
  const claim = state.claim;
  const play = state.play;
  if (claim === null || play === null) return noClaim('director');
  const hands = Object.fromEntries(SEATS.map((s) => [s, heldCards(play, s)])) as unknown as Deal;
  const checked = check(
    { hands, leader: play.trick.leader, trick: play.trick.cards },
    play.strain,
    claim.by,
    claim.tricks,
  );
  if (!checked.ok) return checked;
  const tricks = checked.value.ok ? claim.tricks : Math.min(claim.tricks, checked.value.ddTricks);
  return ok({ ok: checked.value.ok, ddTricks: checked.value.ddTricks, suggestion: `tricks:${tricks}` });
}

function noClaim(actor: TableActor): Result<never> {
  return fail('NO_CLAIM_PENDING', 'There is no claim to answer', 'Es gibt keinen offenen Claim', at(actor));
}

function notVoter(actor: TableActor): Result<never> {
  return fail(
    'NOT_AN_OPPONENT',
    "Only the claimer's opponents (not dummy) answer a claim",
    'Nur die Gegner des Claimenden (nicht der Dummy) beantworten einen Claim',
    at(actor),
  );
}

function alreadyAgreed(actor: TableActor): Result<never> {
  return fail('BAD_ACTION', 'Already agreed', 'Bereits zugestimmt', at(actor));
}
