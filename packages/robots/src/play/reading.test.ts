import {
  type BoardState,
  bridgeGame,
  type Card,
  type Deal,
  parseCall,
  partnerOf,
  randomDeal,
  type Seat,
  seededRandom,
  unwrap,
} from '@tenace/engine';
import { solveCards } from '@tenace/solver';
import { describe, expect, it } from 'vitest';
import { hiddenSeats, playHistory } from './history.js';
import { type CardPlayOptions, DEFAULT_PLAY_OPTIONS } from './options.js';
import { playWeight } from './reading.js';
import { inputFor } from './testing.js';

// The play read as evidence: a layout weighs `playTrust` for each card of the recent play that a
// hidden player chose and that costs his side a trick on it. The weights are checked against
// every card's double-dummy value (`solveCards`) at the position it was played from, an
// independent count of the same thing.

const OPTIONS: CardPlayOptions = { ...DEFAULT_PLAY_OPTIONS, playReading: 8, playTrust: 0.25 };

/** 3NT by North after 1NT - 3NT, then `count` cards, each drawn from the legal ones at random. */
function randomPlay(seed: string, count: number): BoardState {
  const random = seededRandom(seed);
  let state = unwrap(bridgeGame.initial({ deal: randomDeal(random), dealer: 'N', vulnerability: 'None' }));
  const act = (action: Parameters<typeof bridgeGame.apply>[2]) => {
    const seat = bridgeGame.awaiting(state)[0] as Seat;
    state = unwrap(bridgeGame.apply(state, seat, action)).state;
  };
  for (const call of ['1NT', 'P', '3NT', 'P', 'P', 'P']) act({ type: 'call', call: unwrap(parseCall(call)) });
  for (let i = 0; i < count; i++) {
    const seat = bridgeGame.awaiting(state)[0] as Seat;
    const legal = bridgeGame.legalActions(state, seat).filter((a) => a.type === 'play');
    act(legal[random.nextUint32() % legal.length] as Parameters<typeof bridgeGame.apply>[2]);
  }
  return state;
}

/** The unplayed cards of every hand on the real deal. */
function handsNow(state: BoardState, played: readonly Card[]): Deal {
  const gone = new Set(played);
  const deal = state.setup.deal;
  return {
    N: deal.N.filter((c) => !gone.has(c)),
    E: deal.E.filter((c) => !gone.has(c)),
    S: deal.S.filter((c) => !gone.has(c)),
    W: deal.W.filter((c) => !gone.has(c)),
  };
}

/** The cards among the last eight (from the second trick on) a hidden player chose and that cost a trick. */
function costlyHiddenCards(state: BoardState, viewer: Seat): number {
  const input = inputFor(state, viewer);
  const history = playHistory(input.view, input.events);
  if (history === null) throw new Error('no play');
  const { cards, contract } = history;
  const dummy = partnerOf(contract.declarer);
  const hidden = new Set(hiddenSeats(input.view));
  let costly = 0;
  for (let j = Math.max(4, cards.length - 8); j < cards.length; j++) {
    const played = cards[j] as (typeof cards)[number];
    // Declarer chooses dummy's cards.
    if (!hidden.has(played.seat === dummy ? contract.declarer : played.seat)) continue;
    const start = j - played.position;
    const solved = unwrap(
      solveCards(
        {
          hands: handsNow(
            state,
            cards.slice(0, j).map((c) => c.card),
          ),
          leader: (cards[start] as { seat: Seat }).seat,
          trick: cards.slice(start, j).map((c) => c.card),
        },
        contract.strain,
      ),
    );
    const value = solved.cards.find((g) => g.card === played.card || g.equals.includes(played.card));
    if (value === undefined) throw new Error(`${played.card} was not playable`);
    if (value.tricks < solved.tricks) costly++;
  }
  return costly;
}

describe('the play read as evidence (playWeight)', () => {
  it('weighs the real layout by playTrust for each costly card of a hidden player (random play, both sides)', () => {
    let costlySeen = 0;
    for (let k = 0; k < 8; k++) {
      // Tricks 3 to 5, mid-trick included.
      const state = randomPlay(`reading-${k}`, 9 + (k % 3) * 3 + (k % 4));
      const input = inputFor(state, bridgeGame.awaiting(state)[0] as Seat);
      const viewer = input.view.viewer as Seat;
      const history = playHistory(input.view, input.events);
      if (history === null) throw new Error('no play');
      const weight = playWeight(input.view, history, OPTIONS);
      const costly = costlyHiddenCards(state, viewer);
      costlySeen += costly;
      const layout = handsNow(
        state,
        history.cards.map((c) => c.card),
      );
      expect(weight?.(layout) ?? 1).toBeCloseTo(0.25 ** costly, 12);
    }
    // Random cards throw tricks away often: the test sees the weight fall, not only stay at 1.
    expect(costlySeen).toBeGreaterThan(2);
  }, 60_000);

  it('reads nothing when switched off, or in the first trick', () => {
    const state = randomPlay('reading-off', 10);
    const input = inputFor(state, bridgeGame.awaiting(state)[0] as Seat);
    const history = playHistory(input.view, input.events);
    if (history === null) throw new Error('no play');
    expect(playWeight(input.view, history, { ...OPTIONS, playReading: 0 })).toBeNull();
    expect(playWeight(input.view, history, { ...OPTIONS, playTrust: 1 })).toBeNull();
    const lead = randomPlay('reading-lead', 3);
    const leadInput = inputFor(lead, 'N');
    const leadHistory = playHistory(leadInput.view, leadInput.events);
    if (leadHistory === null) throw new Error('no play');
    // Three cards of the first trick played, fourth hand to play: nothing is read yet.
    expect(playWeight(leadInput.view, leadHistory, OPTIONS)).toBeNull();
  });
});
