import {
  type BoardState,
  type BoardView,
  fail,
  ok,
  type Play,
  type Result,
  SEATS,
  type Seat,
  type Strain,
  sideOf,
} from '@tenace/engine';
import type { DdPosition } from './position.js';
import { solve } from './solve.js';

// Claims checked double dummy. The engine runs the claim flow (L68-L69) and stays free of the
// solver; whoever holds the whole board (table server, CLI table, robots' referee) asks here.
//
// What the answer means, next to Law 70: `ok: false` says the defenders have a line, with all
// cards known, that holds the claimer's side below the claim against any play of the claimer;
// such a claim is wrong whatever the claimer meant. `ok: true` says only that some line wins the
// claimed tricks when the claimer can see every card: it may need a finesse that happens to
// work or a drop of an honour that happens to fall. Law 70 (70D) does not let a claimer take
// such a line unless his statement named it, and resolves doubtful points against him, so a
// double-dummy `ok` is necessary for a valid claim, not sufficient. A director (or a referee
// robot) still has to look at the statement and at the claimer's normal lines.

/** The verdict on one claim. */
export interface ClaimCheck {
  /** True when the claimer's side can take `claimed` of the remaining tricks against any defence, all cards known. */
  readonly ok: boolean;
  /** Tricks the claimer's side takes from here (the trick in progress included) with best play on both sides. */
  readonly ddTricks: number;
  readonly claimed: number;
  /** Tricks still to play, the trick in progress included. */
  readonly remaining: number;
  /** Tricks the claim asks for beyond the double-dummy value (0 when `ok`). */
  readonly shortfall: number;
  readonly claimer: Seat;
}

function remainingOf(position: DdPosition): number {
  const cards = SEATS.reduce((n, seat) => n + (position.hands[seat]?.length ?? 0), 0);
  return Math.ceil((cards + (position.trick?.length ?? 0)) / 4);
}

/**
 * Can `claimer`'s side take `tricks` of the remaining tricks against any defence from this
 * position? Double dummy: every card is known to both sides (see the note on Law 70 above).
 */
export function checkClaim(
  position: DdPosition,
  strain: Strain,
  claimer: Seat,
  tricks: number,
): Result<ClaimCheck> {
  if (!(SEATS as readonly unknown[]).includes(claimer)) {
    return fail(
      'BAD_SEAT',
      `"${String(claimer)}" is not a seat (N, E, S or W)`,
      `"${String(claimer)}" ist kein Sitz (N, O, S oder W)`,
    );
  }
  const solved = solve(position, strain);
  if (!solved.ok) return solved;
  const remaining = remainingOf(position);
  if (typeof tricks !== 'number' || !Number.isInteger(tricks) || tricks < 0 || tricks > remaining) {
    return fail(
      'BAD_CLAIM',
      `A claim is for 0 to ${remaining} of the ${remaining} remaining tricks, not ${String(tricks)}`,
      `Ein Claim gilt 0 bis ${remaining} der ${remaining} restlichen Stiche, nicht ${String(tricks)}`,
      { seat: claimer },
    );
  }
  const { seat, tricks: moverTricks } = solved.value;
  const ddTricks = sideOf(seat) === sideOf(claimer) ? moverTricks : remaining - moverTricks;
  return ok({
    ok: ddTricks >= tricks,
    ddTricks,
    claimed: tricks,
    remaining,
    shortfall: Math.max(0, tricks - ddTricks),
    claimer,
  });
}

/** The solver's position of a play in progress: the unplayed cards and the trick on the table. */
export function positionOfPlay(play: Play): DdPosition {
  return { hands: play.hands, leader: play.trick.leader, trick: play.trick.cards };
}

function notInPlay<T>(): Result<T> {
  return fail(
    'PLAY_NOT_STARTED',
    'There is no play to look at: the auction is not over or the deal was passed out',
    'Es gibt kein Spiel zu prüfen: die Reizung läuft noch oder die Hand wurde eingepasst',
  );
}

/** The solver's position and strain of a board in play (the server's whole state, not a player's view). */
export function positionOfBoard(state: BoardState): Result<{ position: DdPosition; strain: Strain }> {
  if (state.play === null) return notInPlay();
  return ok({ position: positionOfPlay(state.play), strain: state.play.strain });
}

/**
 * The solver's position of a view, when the view shows all four hands (a finished board, or an
 * open table); a player's view during play hides two hands and gives `BAD_INPUT`.
 */
export function positionOfView(view: BoardView): Result<{ position: DdPosition; strain: Strain }> {
  if (view.trick === null || view.contract === null) return notInPlay();
  const hidden = SEATS.filter((seat) => view.hands[seat] === undefined);
  if (hidden.length > 0) {
    return fail(
      'BAD_INPUT',
      `a double-dummy check needs all four hands; this view hides ${hidden.join(', ')}`,
      `eine Double-Dummy-Prüfung braucht alle vier Hände; diese Ansicht verbirgt ${hidden.join(', ')}`,
    );
  }
  const hands = {
    N: view.hands.N ?? [],
    E: view.hands.E ?? [],
    S: view.hands.S ?? [],
    W: view.hands.W ?? [],
  };
  return ok({
    position: { hands, leader: view.trick.leader, trick: view.trick.cards },
    strain: view.contract.strain,
  });
}

/**
 * Checks the claim pending on a board, or, when none is pending, a claim of `tricks` by
 * `claimer` (declarer by default) in the board's current position.
 */
export function checkBoardClaim(state: BoardState, claimer?: Seat, tricks?: number): Result<ClaimCheck> {
  const at = positionOfBoard(state);
  if (!at.ok) return at;
  const by = state.claim?.by ?? claimer ?? state.contract?.declarer;
  const claimed = state.claim?.tricks ?? tricks;
  if (by === undefined || claimed === undefined) {
    return fail(
      'NO_CLAIM_PENDING',
      'There is no claim to check: none is pending and none was given',
      'Es gibt keinen Claim zu prüfen: keiner ist offen und keiner wurde angegeben',
    );
  }
  return checkClaim(at.value.position, at.value.strain, by, claimed);
}
