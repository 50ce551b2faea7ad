import type { Call } from '../bridge/call.js';
import { SEAT_NAMES, SUIT_SYMBOLS } from '../cards/notation.js';
import type { Card, Seat } from '../cards/types.js';
import { fail, type Result } from '../errors.js';
import type { Decision, ReviewFlag, Ruling, TableActor, TableState } from './types.js';

// Small pieces every table-mode module uses: rulings for the record, decisions, errors.

/** The state with one more ruling, stamped with the version of the event being applied. */
export function rule(state: TableState, law: string, seat: Seat, en: string, de: string): TableState {
  const ruling: Ruling = { v: state.events.length + 1, law, seat, en, de };
  return { ...state, rulings: [...state.rulings, ruling] };
}

/** The state with a point for the Director to review after the board. */
export function flag(state: TableState, law: string, seat: Seat): TableState {
  const review: ReviewFlag = { law, seat };
  return { ...state, review: [...state.review, review] };
}

/** The state waiting for `decision`. */
export function ask(state: TableState, decision: Decision): TableState {
  return { ...state, decision };
}

/** A seat's name in English and German. */
export function names(seat: Seat): { en: string; de: string } {
  return { en: SEAT_NAMES.en[seat], de: SEAT_NAMES.de[seat] };
}

/** A call as written in rulings: '1NT', '4♠', 'Pass'/'Passe', 'X', 'XX'. */
export function callText(call: Call): { en: string; de: string } {
  switch (call.type) {
    case 'pass':
      return { en: 'Pass', de: 'Passe' };
    case 'double':
      return { en: 'Double', de: 'Kontra' };
    case 'redouble':
      return { en: 'Redouble', de: 'Rekontra' };
    case 'bid': {
      const strain = call.strain === 'NT' ? { en: 'NT', de: 'SA' } : SUIT_SYMBOLS[call.strain];
      return typeof strain === 'string'
        ? { en: `${call.level}${strain}`, de: `${call.level}${strain}` }
        : { en: `${call.level}${strain.en}`, de: `${call.level}${strain.de}` };
    }
  }
}

/** A card as written in rulings: '♠K'. */
export function cardText(card: Card): string {
  return `${SUIT_SYMBOLS[card[0] as 'S' | 'H' | 'D' | 'C']}${card[1] === 'T' ? '10' : card[1]}`;
}

/** The error for an action refused because a decision waits. */
export function decisionPending(state: TableState, actor: TableActor): Result<never> {
  const d = state.decision as Decision;
  const who = d.chooser === 'director' ? { en: 'the Director', de: 'der Turnierleiter' } : names(d.chooser);
  return fail(
    'DECISION_PENDING',
    `${who.en} must first decide (Law ${d.law}: ${d.options.join(', ')})`,
    `Zuerst muss ${who.de} entscheiden (Regel ${d.law}: ${d.options.join(', ')})`,
    actor === 'director' ? {} : { seat: actor },
  );
}

/** `extra` for an error: the seat when the actor is one. */
export function at(actor: TableActor): { seat?: Seat } {
  return actor === 'director' ? {} : { seat: actor };
}
