// Helpers for the table-mode tests (not exported by the barrel).
import { parseCall } from '../bridge/call.js';
import type { Card, Deal, Seat } from '../cards/types.js';
import { applyTableAction, legalTableActions, startTableBoard, tableAwaiting } from './board.js';
import type { TableAction, TableActor, TableState } from './types.js';

/**
 * The deal of the scenario tests, dealer North:
 * N ♠AKQ2 ♥432 ♦432 ♣432 · E ♠JT9 ♥AKQJ ♦765 ♣765 · S ♠876 ♥T98 ♦AKQJT ♣98 · W ♠543 ♥765 ♦98 ♣AKQJT.
 */
export const SCENARIO_DEAL: Deal = {
  N: ['SA', 'SK', 'SQ', 'S2', 'H4', 'H3', 'H2', 'D4', 'D3', 'D2', 'C4', 'C3', 'C2'],
  E: ['SJ', 'ST', 'S9', 'HA', 'HK', 'HQ', 'HJ', 'D7', 'D6', 'D5', 'C7', 'C6', 'C5'],
  S: ['S8', 'S7', 'S6', 'HT', 'H9', 'H8', 'DA', 'DK', 'DQ', 'DJ', 'DT', 'C9', 'C8'],
  W: ['S5', 'S4', 'S3', 'H7', 'H6', 'H5', 'D9', 'D8', 'CA', 'CK', 'CQ', 'CJ', 'CT'],
};

/** A fresh table-mode board on the scenario deal. */
export function scenarioBoard(dealer: Seat = 'N'): TableState {
  const start = startTableBoard({ deal: SCENARIO_DEAL, dealer, vulnerability: 'None' });
  if (!start.ok) throw new Error(start.error.message);
  return start.value;
}

/** Applies one action, failing the test with the engine's message when it is refused. */
export function act(state: TableState, actor: TableActor, action: TableAction): TableState {
  const next = applyTableAction(state, actor, action);
  if (!next.ok)
    throw new Error(`${actor} ${JSON.stringify(action)}: ${next.error.code} ${next.error.message}`);
  return next.value.state;
}

/** A call written like '1H', 'Pass', 'X'. */
export function call(state: TableState, seat: Seat, text: string): TableState {
  const c = parseCall(text);
  if (!c.ok) throw new Error(c.error.message);
  return act(state, seat, { type: 'call', call: c.value });
}

/** Calls in turn: each [seat, call]. */
export function calls(state: TableState, list: readonly [Seat, string][]): TableState {
  return list.reduce((s, [seat, text]) => call(s, seat, text), state);
}

/** A card played by the acting seat. */
export function card(state: TableState, actor: Seat, c: Card): TableState {
  return act(state, actor, { type: 'play', card: c });
}

/** Answers the pending decision. */
export function decide(state: TableState, actor: TableActor, option: string): TableState {
  return act(state, actor, { type: 'decide', option });
}

/**
 * The scenario deal bid to 1♦ by South (N pass, E pass, S 1♦, all pass): West leads, North is
 * dummy, East is declarer's right-hand opponent.
 */
export function oneDiamondBySouth(): TableState {
  return calls(scenarioBoard('N'), [
    ['N', 'Pass'],
    ['E', 'Pass'],
    ['S', '1D'],
    ['W', 'Pass'],
    ['N', 'Pass'],
    ['E', 'Pass'],
  ]);
}

/** Plays the board to its end by the Laws: each decision gets its default, each hand its first lawful card. */
export function playOut(state: TableState): TableState {
  let s = state;
  for (let guard = 0; s.phase !== 'over'; guard++) {
    if (guard > 400) throw new Error('the board did not end');
    const d = s.decision;
    if (d !== null) {
      s = decide(s, d.chooser, d.default);
      continue;
    }
    if (s.claim !== null) {
      s = act(s, s.claim.voters.find((v) => !s.claim?.accepted.includes(v)) as Seat, { type: 'acceptClaim' });
      continue;
    }
    const actor = tableAwaiting(s)[0] as TableActor;
    const action = legalTableActions(s, actor).find((a) => a.type === 'play' || a.type === 'call');
    if (action === undefined) throw new Error(`no action for ${actor}`);
    s = act(s, actor, action);
  }
  return s;
}
