import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEATS, type Seat } from '../cards/types.js';
import { seededRandom } from '../deal/random.js';
import type { WhistCard } from './cards.js';
import { whistPack } from './cards.js';
import { dealWhist } from './deal.js';
import { whistGame } from './game.js';
import {
  applyWhistAction,
  legalWhistActions,
  replayWhistHand,
  type WhistAction,
  type WhistSetup,
  type WhistState,
  whistBooks,
  whistCardsInPlay,
  whistHandResult,
  whistTurn,
} from './hand.js';
import { whistLayout, whistRules } from './rules.js';
import { mustApply, mustStart, randomWhistHand } from './testing.js';
import { whistEventFor, whistViewFor } from './view.js';

const rulesOf = (options: object = {}) => {
  const r = whistRules(options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const setupFor = (seed: number, options: object = {}, dealer: Seat = 'N'): WhistSetup =>
  dealWhist(seededRandom(seed), dealer, rulesOf(options));
const run = (state: WhistState, moves: [Seat, WhistAction][]) =>
  moves.reduce((s, [seat, action]) => mustApply(s, seat, action).state, state);
const bid = (level: number, type: 'uptown' | 'downtown' | 'notrump'): WhistAction => ({
  type: 'bid',
  bid: { level, type },
});
const pass: WhistAction = { type: 'pass' };
const codeOf = (state: WhistState, seat: Seat, action: unknown) => {
  const r = applyWhistAction(state, seat, action as WhistAction);
  return r.ok ? 'ok' : r.error.code;
};

describe('deal and layout', () => {
  it('deals 12 cards each and a kitty of 6 from 54 cards', () => {
    const s = setupFor(1);
    for (const seat of SEATS) expect(s.hands[seat]).toHaveLength(12);
    expect(s.kitty).toHaveLength(6);
    expect(new Set([...SEATS.flatMap((x) => s.hands[x]), ...s.kitty]).size).toBe(54);
  });
  it('the four layouts of noJokers and smallKitty', () => {
    const l = (o: object) => {
      const x = whistLayout(rulesOf(o));
      return [x.packSize, x.handSize, x.kittySize, x.discardIsBook];
    };
    expect(l({})).toEqual([54, 12, 6, true]);
    expect(l({ noJokers: true })).toEqual([52, 12, 4, true]);
    expect(l({ smallKitty: true })).toEqual([54, 13, 2, false]);
    expect(l({ noJokers: true, smallKitty: true })).toEqual([52, 13, 0, false]);
  });
  it('refuses a setup with a card twice, a wrong size or a joker under noJokers', () => {
    const s = setupFor(2);
    const twice = { ...s, kitty: [...s.kitty.slice(0, 5), s.hands.N[0] as WhistCard] };
    expect(whistGame.initial(twice).ok).toBe(false);
    expect(whistGame.initial({ ...s, kitty: s.kitty.slice(1) }).ok).toBe(false);
    const r = whistGame.initial({ ...s, rules: rulesOf({ noJokers: true }) });
    expect(!r.ok && r.error.code).toBe('BAD_DEAL');
  });
});

describe('bidding (rules.md 5.2)', () => {
  const start = () => mustStart(setupFor(3, {}, 'N'));
  it('starts left of the dealer and goes once around, the dealer last', () => {
    let s = start();
    const order: Seat[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(whistTurn(s) as Seat);
      s = mustApply(s, whistTurn(s) as Seat, i === 1 ? bid(4, 'uptown') : pass).state;
    }
    expect(order).toEqual(['E', 'S', 'W', 'N']);
    expect(s.phase).toBe('declare');
    expect(s.contract?.declarer).toBe('S');
  });
  it('a bid must beat the high bid: 4D does not beat 4U, 4NT does', () => {
    const s = run(start(), [['E', bid(4, 'uptown')]]);
    expect(codeOf(s, 'S', bid(4, 'downtown'))).toBe('BID_TOO_LOW');
    expect(codeOf(s, 'S', bid(3, 'notrump'))).toBe('BID_TOO_LOW');
    expect(codeOf(s, 'S', bid(4, 'notrump'))).toBe('ok');
  });
  it('downtownBeatsUptown lets 4D beat 4U', () => {
    const s = run(mustStart(setupFor(3, { downtownBeatsUptown: true })), [['E', bid(4, 'uptown')]]);
    expect(codeOf(s, 'S', bid(4, 'downtown'))).toBe('ok');
    const t = run(mustStart(setupFor(3, { downtownBeatsUptown: true })), [['E', bid(4, 'downtown')]]);
    expect(codeOf(t, 'S', bid(4, 'uptown'))).toBe('BID_TOO_LOW');
  });
  it('the dealer must bid after three passes (default) and may not pass', () => {
    const s = run(start(), [
      ['E', pass],
      ['S', pass],
      ['W', pass],
    ]);
    expect(codeOf(s, 'N', pass)).toBe('DEALER_MUST_BID');
    expect(legalWhistActions(s, 'N').some((a) => a.type === 'pass')).toBe(false);
    expect(codeOf(s, 'N', bid(3, 'uptown'))).toBe('ok');
  });
  it('allPass redeal: four passes end the hand as passed out', () => {
    const s = run(mustStart(setupFor(3, { allPass: 'redeal' })), [
      ['E', pass],
      ['S', pass],
      ['W', pass],
      ['N', pass],
    ]);
    expect(s.phase).toBe('over');
    expect(whistHandResult(s)).toEqual({ passedOut: true, dealer: 'N' });
  });
  it('minBid 4 refuses a 3 bid', () => {
    const s = mustStart(setupFor(3, { minBid: 4 }));
    expect(codeOf(s, 'E', bid(3, 'notrump'))).toBe('BID_TOO_LOW');
    expect(legalWhistActions(s, 'E').filter((a) => a.type === 'bid')).toHaveLength(12);
  });
  it('dealerMayMatch: the dealer takes the contract at an equal bid, nobody else may', () => {
    const s = run(mustStart(setupFor(3, { dealerMayMatch: true })), [
      ['E', bid(4, 'uptown')],
      ['S', pass],
    ]);
    expect(codeOf(s, 'W', bid(4, 'downtown'))).toBe('BID_TOO_LOW');
    const t = run(s, [
      ['W', pass],
      ['N', bid(4, 'downtown')],
    ]);
    expect(t.contract?.declarer).toBe('N');
    const u = run(mustStart(setupFor(3)), [
      ['E', bid(4, 'uptown')],
      ['S', pass],
      ['W', pass],
    ]);
    expect(codeOf(u, 'N', bid(4, 'downtown'))).toBe('BID_TOO_LOW');
  });
  it('refuses out of turn and in the wrong phase, changing nothing', () => {
    const s = start();
    expect(codeOf(s, 'S', pass)).toBe('NOT_YOUR_TURN');
    expect(codeOf(s, 'E', { type: 'play', card: 'SA' })).toBe('WRONG_PHASE');
    expect(codeOf(s, 'E', { type: 'shout' })).toBe('BAD_ACTION');
    expect(codeOf(s, 'X' as Seat, pass)).toBe('BAD_SEAT');
    expect(s.events).toHaveLength(0);
  });
});

describe('declaring and the kitty (rules.md 5.3)', () => {
  const won = (options: object = {}, b: WhistAction = bid(4, 'uptown')) =>
    run(mustStart(setupFor(5, options)), [
      ['E', b],
      ['S', pass],
      ['W', pass],
      ['N', pass],
    ]);
  it('uptown and downtown name a trump suit; no trump names a direction', () => {
    expect(codeOf(won(), 'E', { type: 'declare', trump: null, direction: 'uptown' })).toBe('BAD_DECLARATION');
    expect(codeOf(won(), 'E', { type: 'declare', trump: 'H', direction: 'downtown' })).toBe(
      'BAD_DECLARATION',
    );
    expect(codeOf(won(), 'E', { type: 'declare', trump: 'H', direction: 'uptown' })).toBe('ok');
    const nt = won({}, bid(4, 'notrump'));
    expect(codeOf(nt, 'E', { type: 'declare', trump: 'H', direction: 'uptown' })).toBe('BAD_DECLARATION');
    expect(codeOf(nt, 'E', { type: 'declare', trump: null, direction: 'downtown' })).toBe('ok');
  });
  it('declarer picks up the kitty and discards six, which count as the first book', () => {
    const s = run(won(), [['E', { type: 'declare', trump: 'S', direction: 'uptown' }]]);
    expect(s.phase).toBe('discard');
    expect(s.hands.E).toHaveLength(18);
    expect(codeOf(s, 'E', { type: 'discard', cards: s.hands.E.slice(0, 5) })).toBe('BAD_DISCARD');
    expect(codeOf(s, 'E', { type: 'discard', cards: [...s.hands.E.slice(0, 5), s.hands.E[0]] })).toBe(
      'BAD_DISCARD',
    );
    expect(codeOf(s, 'E', { type: 'discard', cards: [...s.hands.E.slice(0, 5), s.hands.N[0]] })).toBe(
      'BAD_DISCARD',
    );
    const d = mustApply(s, 'E', { type: 'discard', cards: s.hands.E.slice(0, 6) }).state;
    expect(d.hands.E).toHaveLength(12);
    expect(d.phase).toBe('play');
    expect(whistBooks(d)).toEqual({ NS: 0, EW: 1 });
  });
  it('the kitty is seen by declarer after the declaration, by everyone with showKitty, by nobody before', () => {
    const seen = (options: object) => {
      const bidding = won(options);
      const before = SEATS.map((v) => whistViewFor(bidding, v).kitty);
      const declared = run(bidding, [['E', { type: 'declare', trump: 'S', direction: 'uptown' }]]);
      return {
        before,
        after: SEATS.map((v) => whistViewFor(declared, v).kitty !== null),
        kitty: declared.setup.kitty,
      };
    };
    const plain = seen({});
    expect(plain.before).toEqual([null, null, null, null]);
    expect(plain.after).toEqual([false, true, false, false]);
    const shown = seen({ showKitty: true });
    expect(shown.before).toEqual([null, null, null, null]);
    expect(shown.after).toEqual([true, true, true, true]);
    expect(
      whistViewFor(
        run(won({ showKitty: true }), [['E', { type: 'declare', trump: 'S', direction: 'uptown' }]]),
        'watcher',
      ).kitty,
    ).toEqual(shown.kitty);
  });
  it('the first lead: dealer left by default, declarer with declarerLeads', () => {
    const play = (options: object) => {
      const s = run(won(options, bid(4, 'uptown')), [
        ['E', { type: 'declare', trump: 'S', direction: 'uptown' }],
      ]);
      return mustApply(s, 'E', { type: 'discard', cards: s.hands.E.slice(0, 6) }).state;
    };
    // N deals, so E (dealer's left) leads by default; E is also declarer here, so make S declarer.
    const southWins = (options: object) => {
      const s = run(mustStart(setupFor(5, options)), [
        ['E', pass],
        ['S', bid(4, 'uptown')],
        ['W', pass],
        ['N', pass],
        ['S', { type: 'declare', trump: 'S', direction: 'uptown' }],
      ]);
      return mustApply(s, 'S', { type: 'discard', cards: s.hands.S.slice(0, 6) }).state;
    };
    expect(whistTurn(southWins({}))).toBe('E');
    expect(whistTurn(southWins({ declarerLeads: true }))).toBe('S');
    expect(whistTurn(play({}))).toBe('E');
  });
  it('small kitty: 13 cards each, two kitty cards whose discard is no book, 13 tricks', () => {
    const states = randomWhistHand(seededRandom(9), { smallKitty: true });
    const last = states[states.length - 1] as WhistState;
    expect(last.tricks).toHaveLength(13);
    const books = whistBooks(last);
    expect(books.NS + books.EW).toBe(13);
    expect(last.discard).toHaveLength(2);
  });
  it('no jokers and small kitty: no kitty, no discard, the play starts after the declaration', () => {
    const s = run(mustStart(setupFor(6, { noJokers: true, smallKitty: true })), [
      ['E', bid(3, 'downtown')],
      ['S', pass],
      ['W', pass],
      ['N', pass],
      ['E', { type: 'declare', trump: 'C', direction: 'downtown' }],
    ]);
    expect(s.phase).toBe('play');
    expect(s.hands.E).toHaveLength(13);
  });
  it('no jokers: a kitty of four, discard of four', () => {
    const s = run(won({ noJokers: true }), [['E', { type: 'declare', trump: 'S', direction: 'uptown' }]]);
    expect(s.hands.E).toHaveLength(16);
    expect(codeOf(s, 'E', { type: 'discard', cards: s.hands.E.slice(0, 6) })).toBe('BAD_DISCARD');
    expect(codeOf(s, 'E', { type: 'discard', cards: s.hands.E.slice(0, 4) })).toBe('ok');
  });
  it('discardOwner firstTrickWinner: the discard book goes to the winner of the first trick', () => {
    const states = randomWhistHand(seededRandom(12), { discardOwner: 'firstTrickWinner' });
    const last = states[states.length - 1] as WhistState;
    const first = last.tricks[0];
    const tricks = { NS: 0, EW: 0 };
    for (const t of last.tricks) tricks[t.winner === 'N' || t.winner === 'S' ? 'NS' : 'EW'] += 1;
    const side = first?.winner === 'N' || first?.winner === 'S' ? 'NS' : 'EW';
    tricks[side] += 1;
    expect(whistBooks(last)).toEqual(tricks);
  });
});

describe('play: follow suit, the hand ends after twelve tricks', () => {
  it('refuses a card not held and a revoke, with codes', () => {
    const states = randomWhistHand(seededRandom(21));
    const inPlay = states.find(
      (s) =>
        s.phase === 'play' &&
        s.trick !== null &&
        s.trick.cards.length === 1 &&
        (() => {
          const seat = whistTurn(s) as Seat;
          return legalWhistActions(s, seat).length < s.hands[seat].length;
        })(),
    );
    expect(inPlay).toBeDefined();
    const s = inPlay as WhistState;
    const seat = whistTurn(s) as Seat;
    const legal = legalWhistActions(s, seat).map((a) => (a as { card: WhistCard }).card);
    const illegal = s.hands[seat].find((c) => !legal.includes(c)) as WhistCard;
    expect(codeOf(s, seat, { type: 'play', card: illegal })).toBe('MUST_FOLLOW_SUIT');
    const other = SEATS.find((x) => x !== seat) as Seat;
    expect(codeOf(s, seat, { type: 'play', card: s.hands[other][0] })).toBe('CARD_NOT_IN_HAND');
    expect(codeOf(s, seat, { type: 'play', card: 'ZZ' })).toBe('BAD_CARD');
  });
  it('a finished hand refuses every action with HAND_OVER', () => {
    const states = randomWhistHand(seededRandom(22));
    const last = states[states.length - 1] as WhistState;
    expect(last.tricks).toHaveLength(12);
    expect(codeOf(last, 'N', pass)).toBe('HAND_OVER');
    const r = whistHandResult(last);
    expect(r !== null && !r.passedOut && r.books + (13 - r.books)).toBe(13);
  });
});

const OPTION_SETS: object[] = [
  {},
  { noJokers: true },
  { smallKitty: true },
  { noJokers: true, smallKitty: true },
  { noTrumpJokersFree: true, declarerLeads: true },
  { showKitty: true, downtownAce: 'low', discardOwner: 'firstTrickWinner' },
  { allPass: 'redeal', dealerMayMatch: true, minBid: 4 },
];

describe('properties over random hands under every option set', () => {
  const cases = fc.record({
    seed: fc.integer(),
    options: fc.constantFrom(...OPTION_SETS),
    dealer: fc.constantFrom(...SEATS),
  });

  it('cards are never lost: the whole pack lies in hands, kitty, discard and tricks at every step', () => {
    fc.assert(
      fc.property(cases, ({ seed, options, dealer }) => {
        const states = randomWhistHand(seededRandom(seed), options, dealer);
        const pack = [...whistPack(rulesOf(options).noJokers)].sort();
        for (const s of states) expect([...whistCardsInPlay(s)].sort()).toEqual(pack);
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('replay(events) gives the same state, and a doctored event is refused', () => {
    fc.assert(
      fc.property(cases, ({ seed, options, dealer }) => {
        const states = randomWhistHand(seededRandom(seed), options, dealer);
        const last = states[states.length - 1] as WhistState;
        const again = replayWhistHand(last.setup, JSON.parse(JSON.stringify(last.events)));
        expect(again.ok && again.value).toEqual(last);
        const events = [...last.events];
        const i = events.findIndex((e) => e.type === 'play');
        if (i >= 0) {
          events[i] = { ...events[i], seat: 'N' === events[i]?.seat ? 'E' : 'N' } as (typeof events)[number];
          expect(replayWhistHand(last.setup, events).ok).toBe(false);
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('views never leak another hand, the kitty or the discard', () => {
    fc.assert(
      fc.property(cases, ({ seed, options, dealer }) => {
        const states = randomWhistHand(seededRandom(seed), options, dealer);
        const rules = rulesOf(options);
        for (const s of states) {
          if (s.phase === 'over') continue;
          const declarer = s.contract?.declarer;
          for (const viewer of [...SEATS, 'watcher'] as const) {
            const view = whistViewFor(s, viewer);
            const text = JSON.stringify({ ...view, rules: null });
            const shown = new Set<string>(
              text.match(/"(?:[SHDC][AKQJT98765432]|BJ|LJ)"/g)?.map((t) => t.slice(1, 3)) ?? [],
            );
            // What the viewer may know: its own cards, the cards played, the kitty when allowed.
            const allowed = new Set<string>([
              ...(viewer === 'watcher' ? [] : s.hands[viewer]),
              ...s.tricks.flatMap((t) => t.cards),
              ...(s.trick?.cards ?? []),
            ]);
            const kittySeen = s.contract?.declaration != null && (rules.showKitty || viewer === declarer);
            if (kittySeen) for (const c of s.setup.kitty) allowed.add(c);
            if (viewer === declarer && s.discard !== null) for (const c of s.discard) allowed.add(c);
            for (const card of shown) expect(allowed.has(card)).toBe(true);
            for (const e of s.events) {
              const seen = whistEventFor(e, viewer);
              if (e.type === 'discard' && viewer !== e.seat) expect(seen).toEqual({ v: e.v });
            }
          }
        }
      }),
      { numRuns: 8 },
    );
  }, 60_000);

  it('books always add up to 13 and the score follows the result', () => {
    fc.assert(
      fc.property(cases, ({ seed, options, dealer }) => {
        const states = randomWhistHand(seededRandom(seed), options, dealer);
        const last = states[states.length - 1] as WhistState;
        const r = whistHandResult(last);
        if (r === null || r.passedOut) return;
        const books = whistBooks(last);
        expect(books.NS + books.EW).toBe(13);
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});

describe('whistGame has the shape of the one game interface', () => {
  it('plays a hand through the interface alone', () => {
    const setup = setupFor(77);
    const start = whistGame.initial(setup);
    expect(start.ok).toBe(true);
    let state = (start as { value: WhistState }).value;
    let steps = 0;
    while (!whistGame.isOver(state)) {
      const seat = whistGame.awaiting(state)[0] as Seat;
      const action = whistGame.legalActions(state, seat)[0] as WhistAction;
      const r = whistGame.apply(state, seat, action);
      expect(r.ok).toBe(true);
      if (r.ok) state = r.value.state;
      steps++;
    }
    // 4 bids, declare, discard, 48 cards.
    expect(steps).toBe(54);
    expect(whistGame.result(state)).not.toBeNull();
  });
});
