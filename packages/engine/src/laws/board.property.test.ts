import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_BIDS, type Call, DOUBLE, PASS, REDOUBLE } from '../bridge/call.js';
import { pick, randomDeal, seededRandom } from '../bridge/testing.js';
import { type Card, DECK, SEATS, type Seat, VULNERABILITIES, type Vulnerability } from '../cards/types.js';
import { tableBoardFromJson, tableBoardToJson, tableBoardToPbn } from '../formats/pbn-irregularities.js';
import {
  applyTableAction,
  cardsAccountedFor,
  legalTableActions,
  replayTableBoard,
  startTableBoard,
  tableAwaiting,
  tableResult,
} from './board.js';
import { heldCards, tableDummy } from './play.js';
import type { TableAction, TableActor, TableState } from './types.js';
import { tableViewFor } from './view.js';

// Property: whatever mix of correct and irregular actions reaches a table-mode board, no card is
// ever lost or duplicated (52 distinct cards in hands, penalty cards and tricks at every step),
// every state is the fold of its log, and played on by the Laws the board always ends scored.

const CALLS: readonly Call[] = [PASS, DOUBLE, REDOUBLE, ...ALL_BIDS];

/** Every card of the deal where it is now; throws if one is missing or twice there. */
function checkCards(state: TableState): void {
  const play = state.play;
  const all: Card[] =
    play === null
      ? SEATS.flatMap((s) => state.setup.deal[s])
      : [
          ...SEATS.flatMap((s) => play.hands[s]),
          ...play.penalty.map((p) => p.card),
          ...play.tricks.flatMap((t) => t.cards),
          ...play.trick.cards,
        ];
  expect(cardsAccountedFor(state)).toBe(52);
  expect(new Set(all).size).toBe(52);
  expect([...all].sort()).toEqual([...DECK].sort());
  if (play !== null) {
    // Each trick takes one card from every hand: what a hand still holds matches the tricks played.
    for (const seat of SEATS)
      expect(heldCards(play, seat).length).toBe(
        13 -
          play.tricks.length -
          (play.trick.cards.some((_, i) => SEATS[(SEATS.indexOf(play.trick.leader) + i) % 4] === seat)
            ? 1
            : 0),
      );
  }
}

/** A random action, correct or not, by a random actor. */
function anyAction(state: TableState, random: () => number): { actor: TableActor; action: TableAction } {
  const seat = SEATS[pick(random, 4)] as Seat;
  const play = state.play;
  const d = state.decision;
  const kind = pick(random, 10);
  if (d !== null && kind < 6) {
    return {
      actor: random() < 0.8 ? d.chooser : 'director',
      action: { type: 'decide', option: d.options[pick(random, d.options.length)] as string },
    };
  }
  if (state.phase === 'auction' || play === null) {
    return {
      actor: seat,
      action: { type: 'call', call: CALLS[pick(random, random() < 0.5 ? 3 : CALLS.length)] as Call },
    };
  }
  if (kind === 6) {
    const held = play.hands[seat];
    return {
      actor: seat,
      action: { type: 'expose', card: held[pick(random, Math.max(1, held.length))] as Card },
    };
  }
  if (kind === 7) return { actor: random() < 0.5 ? seat : 'director', action: { type: 'noticeRevoke' } };
  if (kind === 8 && random() < 0.2) {
    return { actor: seat, action: { type: 'claim', tricks: pick(random, 14 - play.tricks.length) } };
  }
  if (state.claim !== null) {
    const voter = state.claim.voters[pick(random, state.claim.voters.length)] as Seat;
    return { actor: voter, action: { type: random() < 0.7 ? 'acceptClaim' : 'rejectClaim' } };
  }
  const held = heldCards(play, seat);
  const actor = seat === tableDummy(play) ? play.declarer : seat;
  return { actor, action: { type: 'play', card: held[pick(random, Math.max(1, held.length))] as Card } };
}

/** A correct action by an awaited actor: decisions get their default, claims are agreed. */
function lawfulAction(state: TableState, random: () => number): { actor: TableActor; action: TableAction } {
  const d = state.decision;
  if (d !== null) return { actor: d.chooser, action: { type: 'decide', option: d.default } };
  const actor = tableAwaiting(state)[0] as TableActor;
  if (state.claim !== null) return { actor, action: { type: 'acceptClaim' } };
  const actions = legalTableActions(state, actor).filter((a) => a.type === 'call' || a.type === 'play');
  const pass = actions.find((a) => a.type === 'call' && a.call.type === 'pass');
  const action = pass !== undefined && random() < 0.7 ? pass : actions[pick(random, actions.length)];
  if (action === undefined) {
    throw new Error(
      `no lawful action for ${actor} in phase ${state.phase}: ${JSON.stringify(state.calls)} ${JSON.stringify(state.duties)} ${JSON.stringify(state.repeat)} ${JSON.stringify(state.replacement)} ${JSON.stringify(state.rulings.map((r) => r.law))}`,
    );
  }
  return { actor, action };
}

function randomTableBoard(seed: number): { final: TableState; steps: number; irregular: number } {
  const random = seededRandom(seed);
  const start = startTableBoard({
    deal: randomDeal(random),
    dealer: SEATS[pick(random, 4)] as Seat,
    vulnerability: VULNERABILITIES[pick(random, 4)] as Vulnerability,
  });
  if (!start.ok) throw new Error(start.error.message);
  let s = start.value;
  let steps = 0;
  let irregular = 0;
  for (; s.phase !== 'over'; steps++) {
    if (steps > 1500) throw new Error('the board did not end');
    checkCards(s);
    const chaos = steps < 250 && random() < 0.35;
    const { actor, action } = chaos ? anyAction(s, random) : lawfulAction(s, random);
    const next = applyTableAction(s, actor, action);
    if (!next.ok) {
      if (!chaos) throw new Error(`a lawful action was refused: ${next.error.code} ${next.error.message}`);
      continue;
    }
    if (chaos) irregular++;
    s = next.value.state;
  }
  checkCards(s);
  return { final: s, steps, irregular };
}

describe('table mode, random correct and irregular actions', () => {
  it('never loses a card, replays from its log and always ends in a scored board', {
    timeout: 120_000,
  }, () => {
    let irregularTotal = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 0x7fffffff }), (seed) => {
        const { final, irregular } = randomTableBoard(seed);
        irregularTotal += irregular;
        const result = tableResult(final);
        expect(result).not.toBeNull();
        if (result !== null && !result.passedOut) {
          expect(result.tricks).toBeGreaterThanOrEqual(0);
          expect(result.tricks).toBeLessThanOrEqual(13);
          expect(Number.isInteger(result.score)).toBe(true);
          expect(result.tricks).toBe(result.playedTricks + result.transfer);
        }
        const replayed = replayTableBoard(final.setup, final.events);
        expect(replayed.ok && replayed.value).toEqual(final);
        // The view at the end shows all four hands as dealt and the same result.
        expect(tableViewFor(final, 'watcher').result).toEqual(result);
        // Both records of the board: PBN with the result after the rulings, JSON read back whole.
        const pbn = tableBoardToPbn(final);
        // A caret marks a result that differs from the tricks won at the table (PBN 3.4.15).
        const resultValue =
          result === null || result.passedOut
            ? ''
            : `${result.tricks === result.playedTricks ? '' : '^'}${result.tricks}`;
        expect(pbn).toContain(`[Result "${resultValue}"]`);
        const back = tableBoardFromJson(JSON.parse(JSON.stringify(tableBoardToJson(final))));
        expect(back.ok && back.value).toEqual(final);
      }),
      { numRuns: 40 },
    );
    // The runs must really exercise the Laws, not only the correct path.
    expect(irregularTotal).toBeGreaterThan(200);
  });

  it("a player's view during play never holds another concealed hand (dummy after the lead excepted)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 0x7fffffff }), (seed) => {
        const { final } = randomTableBoard(seed);
        const replayed = replayTableBoard(
          final.setup,
          final.events.slice(0, Math.floor(final.events.length / 2)),
        );
        if (!replayed.ok) throw new Error(replayed.error.message);
        const s = replayed.value;
        for (const seat of SEATS) {
          const view = tableViewFor(s, seat);
          const seen = SEATS.filter((x) => view.hands[x] !== undefined);
          const dummy =
            s.play !== null && (s.play.tricks.length > 0 || s.play.trick.cards.length > 0)
              ? tableDummy(s.play)
              : null;
          for (const x of seen)
            expect(x === seat || x === dummy || x === s.claim?.by || s.phase === 'over').toBe(true);
          if (s.phase !== 'over') expect(view.revokes).toBeNull();
        }
      }),
      { numRuns: 20 },
    );
  });
});
