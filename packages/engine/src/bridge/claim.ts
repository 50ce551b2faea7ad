import { SEAT_NAMES } from '../cards/notation.js';
import { lho, partnerOf, rho, type Seat, sideOf } from '../cards/types.js';
import { fail, type Result } from '../errors.js';
import { type BoardState, type BoardStep, dummySeat, step } from './board-state.js';
import { declarerTricks, type Play, TRICKS_PER_DEAL } from './play.js';

// Claims and concessions (L68-L71, spec §2.6). Agreement of the opponents settles the board;
// any objection lets play go on. Dummy neither claims nor votes, before or after the opening lead. Director rulings on a disputed claim are outside this module.

/** Tricks not yet complete: a claim covers these, the trick in progress included. */
export function remainingTricks(play: Play): number {
  return TRICKS_PER_DEAL - play.tricks.length;
}

/** True when the claim is a defender's (his partner may object to it at once, L68B2). */
function isDefenderClaim(state: BoardState, claimer: Seat): boolean {
  return state.contract !== null && sideOf(claimer) !== sideOf(state.contract.declarer);
}

function dummyMayNot(seat: Seat): Result<never> {
  return fail(
    'DUMMY_CANNOT_ACT',
    `${SEAT_NAMES.en[seat]} is dummy and takes no part in claims`,
    `${SEAT_NAMES.de[seat]} ist Dummy und nimmt an Claims nicht teil`,
    { seat },
  );
}

/** Declarer or a defender claims `tricks` of the remaining tricks for his side (L68A/B). */
export function makeClaim(state: BoardState, seat: Seat, tricks: unknown): Result<BoardStep> {
  const play = state.play as Play;
  if (seat === dummySeat(state)) return dummyMayNot(seat);
  const remaining = remainingTricks(play);
  if (typeof tricks !== 'number' || !Number.isInteger(tricks) || tricks < 0 || tricks > remaining) {
    return fail(
      'BAD_CLAIM',
      `A claim is for 0 to ${remaining} of the ${remaining} remaining tricks, not ${String(tricks)}`,
      `Ein Claim gilt 0 bis ${remaining} der ${remaining} restlichen Stiche, nicht ${String(tricks)}`,
      { seat },
    );
  }
  return step(
    state,
    seat,
    { type: 'claim', tricks },
    {
      phase: 'claim',
      claim: {
        by: seat,
        tricks,
        voters: [lho(seat), rho(seat)].filter((s) => s !== dummySeat(state)),
        accepted: [],
      },
    },
  );
}

/** An opponent agrees to the pending claim; when all have agreed the board ends with the claimed tricks (L69). */
export function acceptClaim(state: BoardState, seat: Seat): Result<BoardStep> {
  const claim = state.claim;
  if (claim === null) return noClaim(seat);
  if (seat === dummySeat(state)) return dummyMayNot(seat);
  if (!claim.voters.includes(seat)) return notAnOpponent(seat, claim.by);
  if (claim.accepted.includes(seat)) return alreadyAgreed(seat);
  const accepted = [...claim.accepted, seat];
  if (accepted.length < claim.voters.length) {
    return step(state, seat, { type: 'acceptClaim' }, { claim: { ...claim, accepted } });
  }
  const play = state.play as Play;
  const declarer = (state.contract as { declarer: Seat }).declarer;
  const forDeclarer =
    sideOf(claim.by) === sideOf(declarer) ? claim.tricks : remainingTricks(play) - claim.tricks;
  return step(
    state,
    seat,
    { type: 'acceptClaim' },
    {
      phase: 'over',
      claim: null,
      settled: { by: claim.by, tricks: claim.tricks, declarerTricks: declarerTricks(play) + forDeclarer },
    },
  );
}

/**
 * An opponent disputes the claim, or the partner of a defender who claimed objects at once
 * (L68B2): either way there is no claim and play goes on.
 */
export function rejectClaim(state: BoardState, seat: Seat): Result<BoardStep> {
  const claim = state.claim;
  if (claim === null) return noClaim(seat);
  if (seat === dummySeat(state)) return dummyMayNot(seat);
  const partnerObjects = seat === partnerOf(claim.by) && isDefenderClaim(state, claim.by);
  if (!partnerObjects && !claim.voters.includes(seat)) return notAnOpponent(seat, claim.by);
  if (claim.accepted.includes(seat)) return alreadyAgreed(seat);
  return step(state, seat, { type: 'rejectClaim' }, { phase: 'play', claim: null });
}

/** The claimer takes his claim back before it is settled; play goes on. */
export function withdrawClaim(state: BoardState, seat: Seat): Result<BoardStep> {
  const claim = state.claim;
  if (claim === null) return noClaim(seat);
  if (seat !== claim.by) {
    return fail(
      'BAD_ACTION',
      `Only ${SEAT_NAMES.en[claim.by]}, who claimed, can withdraw the claim`,
      `Nur ${SEAT_NAMES.de[claim.by]}, der den Claim gestellt hat, kann ihn zurückziehen`,
      { seat },
    );
  }
  return step(state, seat, { type: 'withdrawClaim' }, { phase: 'play', claim: null });
}

function noClaim(seat: Seat): Result<never> {
  return fail('NO_CLAIM_PENDING', 'There is no claim to answer', 'Es gibt keinen offenen Claim', { seat });
}

function notAnOpponent(seat: Seat, claimer: Seat): Result<never> {
  return fail(
    'NOT_AN_OPPONENT',
    `${SEAT_NAMES.en[seat]} does not decide on ${SEAT_NAMES.en[claimer]}'s claim: that is for the opponents`,
    `${SEAT_NAMES.de[seat]} entscheidet nicht über den Claim von ${SEAT_NAMES.de[claimer]}: das tun die Gegner`,
    { seat },
  );
}

function alreadyAgreed(seat: Seat): Result<never> {
  return fail(
    'BAD_ACTION',
    `${SEAT_NAMES.en[seat]} has already agreed`,
    `${SEAT_NAMES.de[seat]} hat bereits zugestimmt`,
    { seat },
  );
}
