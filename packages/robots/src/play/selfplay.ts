import {
  type BoardAction,
  type BoardSetup,
  type BoardState,
  boardInfo,
  bridgeGame,
  type Card,
  formatContract,
  lho,
  ok,
  partnerOf,
  type Result,
  randomDeal,
  SEATS,
  type Seat,
  type Strain,
  seededRandom,
  sideOf,
  suitOf,
} from '@tenace/engine';
import { par, playTrace, solve } from '@tenace/solver';
import { SAYC } from '../bidding/sayc/index.js';
import type { BiddingSystem } from '../bidding/system.js';
import { type Robot, systemRobot } from '../table/robot.js';
import type { CardPlayOptions } from './options.js';

/** Plays a board out with four robots, each seeing only its seat's view. */
export function playBoardOut(setup: BoardSetup, robots: Readonly<Record<Seat, Robot>>): Result<BoardState> {
  const started = bridgeGame.initial(setup);
  if (!started.ok) return started;
  let state = started.value;
  // A board ends within 52 cards, 4 * 35 calls and a few claims; the bound stops a robot loop.
  for (let steps = 0; steps < 2000 && !bridgeGame.isOver(state); steps++) {
    const seat = bridgeGame.awaiting(state)[0];
    if (seat === undefined) break;
    const robot = robots[seat];
    const action: BoardAction = robot.decide({
      view: bridgeGame.viewFor(state, seat),
      legal: bridgeGame.legalActions(state, seat),
      events: state.events.map((event) => bridgeGame.eventFor(event, seat)),
    });
    const next = bridgeGame.apply(state, seat, action);
    if (!next.ok) return next;
    state = next.value.state;
  }
  return ok(state);
}

/** What kind of card cost tricks against double dummy, to find where the robots lose them. */
export type CardKind = 'opening-lead' | 'lead' | 'second' | 'third' | 'fourth' | 'discard' | 'ruff';

/** One card that changed declarer's side's double-dummy tricks. */
export interface CardCost {
  /** Trick number from 1. */
  readonly trick: number;
  readonly seat: Seat;
  /** Declarer, dummy or a defender. */
  readonly role: 'declarer' | 'dummy' | 'defender';
  readonly card: Card;
  readonly kind: CardKind;
  /** Tricks the card cost its side against double dummy (positive). */
  readonly cost: number;
}

/** How a played board compares with double dummy. */
export interface BoardAnalysis {
  /** The contract as text (`4SX`), `Pass` when passed out. */
  readonly contract: string;
  readonly declarer: Seat | null;
  /** Tricks declarer's side took (by play or an agreed claim). */
  readonly tricks: number | null;
  /** Declarer's double-dummy tricks in the contract before the opening lead. */
  readonly ddTricks: number | null;
  /** Tricks declarer's side lost against double dummy by its own cards. */
  readonly declarerLoss: number;
  /** Tricks the defenders gave declarer's side against double dummy (opening lead included). */
  readonly defenceGift: number;
  /** North-South's score and par. */
  readonly score: number;
  readonly par: number;
  /** Every card that cost its side tricks against double dummy. */
  readonly costs: readonly CardCost[];
}

/** The board's result against double dummy and par (the play's trace splits the difference by side). */
export function analyzeBoard(state: BoardState): Result<BoardAnalysis> {
  const setup = state.setup;
  const parResult = par(setup.deal, setup.vulnerability, setup.dealer);
  if (!parResult.ok) return parResult;
  const contract = state.contract;
  const result = bridgeGame.result(state);
  if (contract === null || result === null || result.passedOut) {
    return ok({
      contract: 'Pass',
      declarer: null,
      tricks: null,
      ddTricks: null,
      declarerLoss: 0,
      defenceGift: 0,
      score: 0,
      par: parResult.value.score,
      costs: [],
    });
  }
  const leader = lho(contract.declarer);
  const dd = solve({ hands: setup.deal, leader }, contract.strain);
  if (!dd.ok) return dd;
  const cards: Card[] = (state.play?.tricks ?? []).flatMap((t) => t.cards);
  cards.push(...(state.play?.trick.cards ?? []));
  const trace = playTrace(setup.deal, contract.strain, leader, cards);
  if (!trace.ok) return trace;
  let declarerLoss = 0;
  let defenceGift = 0;
  let seat: Seat = leader;
  let trickCards: Card[] = [];
  let trickLeader: Seat = leader;
  const values = trace.value;
  const costs: CardCost[] = [];
  const dummy = partnerOf(contract.declarer);
  for (let i = 0; i < cards.length; i++) {
    const change = (values[i + 1] as number) - (values[i] as number);
    const declaring = sideOf(seat) === sideOf(contract.declarer);
    if (declaring) declarerLoss -= Math.min(0, change);
    else defenceGift += Math.max(0, change);
    const cost = declaring ? -change : change;
    const card = cards[i] as Card;
    if (cost > 0) {
      costs.push({
        trick: Math.floor(i / 4) + 1,
        seat,
        role: seat === contract.declarer ? 'declarer' : seat === dummy ? 'dummy' : 'defender',
        card,
        kind: cardKind(i, trickCards, card, contract.strain),
        cost,
      });
    }
    trickCards.push(card);
    if (trickCards.length === 4) {
      // The winner leads next: found again from the state's own record of the trick.
      const done = state.play?.tricks[Math.floor(i / 4)];
      trickLeader = done?.winner ?? trickLeader;
      seat = trickLeader;
      trickCards = [];
    } else seat = lho(seat);
  }
  const tricks = result.tricks;
  return ok({
    contract: formatContract(contract),
    declarer: contract.declarer,
    tricks,
    ddTricks: 13 - dd.value.tricks,
    declarerLoss,
    defenceGift,
    score: result.nsScore,
    par: parResult.value.score,
    costs,
  });
}

/** The kind of the card played as card `index` of the play after `before` in its trick. */
function cardKind(index: number, before: readonly Card[], card: Card, strain: Strain): CardKind {
  const led = before[0];
  if (led === undefined) return index === 0 ? 'opening-lead' : 'lead';
  if (suitOf(card) !== suitOf(led)) return suitOf(card) === strain ? 'ruff' : 'discard';
  return before.length === 1 ? 'second' : before.length === 2 ? 'third' : 'fourth';
}

/** One robot decision at a self-play table: the seat, the action and the time it took (ms). */
export interface TimedDecision {
  readonly seat: Seat;
  readonly action: BoardAction;
  readonly ms: number;
  /** Tricks quitted before the decision. */
  readonly trick: number;
}

/**
 * Board `board` of a seeded self-play session: the deal from the seed and the board number,
 * dealer and vulnerability by the board number (L2), four robots bidding `system` and playing
 * with `play`, each seeded by the session seed, the board and its seat.
 */
export function selfPlayBoard(
  seed: string,
  board: number,
  play: Partial<CardPlayOptions> = {},
  observe?: (decision: TimedDecision) => void,
  system: BiddingSystem = SAYC,
  now: () => number = Date.now,
): Result<BoardState> {
  const info = boardInfo(board);
  if (!info.ok) return info;
  const deal = randomDeal(seededRandom(`${seed}:deal:${board}`), info.value.dealer);
  const robots = Object.fromEntries(
    SEATS.map((seat) => {
      const robot = systemRobot(system, seededRandom(`${seed}:robot:${board}:${seat}`), play);
      const timed: Robot = {
        name: robot.name,
        decide(input) {
          const start = now();
          const action = robot.decide(input);
          if (observe !== undefined && input.view.phase !== 'auction')
            observe({ seat, action, ms: now() - start, trick: input.view.quittedTricks.length });
          return action;
        },
      };
      return [seat, timed];
    }),
  ) as Record<Seat, Robot>;
  return playBoardOut(
    { deal, dealer: info.value.dealer, vulnerability: info.value.vulnerability, board },
    robots,
  );
}
