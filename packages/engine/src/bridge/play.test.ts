import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDeal } from '../cards/notation.js';
import {
  type Card,
  DECK,
  type Deal,
  RANKS,
  SEATS,
  type Seat,
  STRAINS,
  type Strain,
  seatAfter,
  sideOf,
  suitOf,
} from '../cards/types.js';
import { unwrap } from '../errors.js';
import {
  addPlay,
  checkPlay,
  declarerTricks,
  dummyOf,
  isOpeningLeadMade,
  isPlayOver,
  legalPlays,
  type Play,
  playActor,
  playableCards,
  playTurn,
  startPlay,
  tricksWon,
} from './play.js';
import { pick, randomDeal, seededRandom } from './testing.js';

// Suits: S AK32 / QJ9 / T8764 / 5; H KQ4 / A87 / J2 / T9653; D 876 / KQJ5 / A43 / T92; C A52 / K93 / Q86 / JT74.
const DEAL: Deal = unwrap(
  parseDeal('N:AK32.KQ4.876.A52 QJ9.A87.KQJ5.K93 T8764.J2.A43.Q86 5.T9653.T92.JT74', { strict: true }),
);

/** Plays cards in order, each submitted by the seat that acts for the hand on turn. */
function playAll(play: Play, cards: readonly Card[]): Play {
  let p = play;
  for (const card of cards) p = unwrap(addPlay(p, playActor(p) as Seat, card));
  return p;
}

function codeOf(play: Play, seat: Seat, card: Card): string | undefined {
  const r = checkPlay(play, seat, card);
  return r.ok ? undefined : r.error.code;
}

describe('opening lead and turn', () => {
  it("declarer's left-hand opponent leads (L41A)", () => {
    const expected: Record<Seat, Seat> = { N: 'E', E: 'S', S: 'W', W: 'N' };
    for (const declarer of SEATS) {
      const play = startPlay(DEAL, declarer, 'S');
      expect(playTurn(play)).toBe(expected[declarer]);
      expect(isOpeningLeadMade(play)).toBe(false);
    }
  });

  it('only the opening leader may lead', () => {
    const play = startPlay(DEAL, 'S', 'S');
    expect(codeOf(play, 'E', 'SQ')).toBe('NOT_YOUR_TURN');
    expect(codeOf(play, 'S', 'ST')).toBe('NOT_YOUR_TURN');
    expect(codeOf(play, 'W', 'HT')).toBeUndefined();
  });
});

describe('4S by South: a worked play', () => {
  const start = startPlay(DEAL, 'S', 'S');

  it('declarer plays the cards of dummy; dummy itself may not act (L45B, L43)', () => {
    const afterLead = playAll(start, ['HT']);
    expect(isOpeningLeadMade(afterLead)).toBe(true);
    expect(playTurn(afterLead)).toBe('N');
    expect(playActor(afterLead)).toBe('S');
    expect(dummyOf('S')).toBe('N');
    expect(codeOf(afterLead, 'N', 'H4')).toBe('DUMMY_CANNOT_ACT');
    expect(codeOf(afterLead, 'E', 'H4')).toBe('NOT_YOUR_TURN');
    // Declarer names a card of his own hand while dummy is to play: not in dummy's hand.
    expect(codeOf(afterLead, 'S', 'HJ')).toBe('CARD_NOT_IN_HAND');
    // Dummy holds hearts, so dummy must follow.
    expect(codeOf(afterLead, 'S', 'SA')).toBe('MUST_FOLLOW_SUIT');
    expect(codeOf(afterLead, 'S', 'H4')).toBeUndefined();
  });

  it('the dummy message explains who acts', () => {
    const r = checkPlay(playAll(start, ['HT']), 'N', 'H4');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toContain('North is dummy');
    expect(r.error.messageDe).toContain('Nord ist Dummy');
  });

  it('the highest card of the suit led wins; the winner leads next (L44E, L44G)', () => {
    const t1 = playAll(start, ['HT', 'H4', 'HA', 'H2']);
    expect(t1.tricks).toEqual([{ leader: 'W', cards: ['HT', 'H4', 'HA', 'H2'], winner: 'E' }]);
    expect(playTurn(t1)).toBe('E');
    expect(tricksWon(t1)).toEqual({ NS: 0, EW: 1 });
    expect(t1.hands.S).not.toContain('H2');
    expect(t1.hands.S).toHaveLength(12);
  });

  it('no obligation to win: declarer may duck holding the ace (§4 row 8)', () => {
    const p = playAll(start, ['HT', 'H4', 'HA', 'H2', 'DK']);
    expect(legalPlays(p.hands.S, p.trick.cards)).toEqual(['DA', 'D4', 'D3']);
    const t2 = playAll(p, ['D3', 'D2', 'D6']);
    expect(t2.tricks[1]?.winner).toBe('E');
  });

  it('a player who can follow must follow, even with a trump in hand', () => {
    const p = playAll(start, ['HT', 'H4', 'HA', 'H2', 'DK', 'D3', 'D2', 'D6', 'H8']);
    expect(legalPlays(p.hands.S, p.trick.cards)).toEqual(['HJ']);
    const r = checkPlay(p, 'S', 'S4');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('MUST_FOLLOW_SUIT');
    expect(r.error.message).toContain('Hearts');
    expect(r.error.messageDe).toContain('Coeur');
  });

  it("dummy wins a trick and leads next: declarer submits dummy's lead", () => {
    const p = playAll(start, ['HT', 'H4', 'HA', 'H2', 'DK', 'D3', 'D2', 'D6', 'H8', 'HJ', 'H3', 'HK']);
    expect(p.tricks[2]?.winner).toBe('N');
    expect(playTurn(p)).toBe('N');
    expect(playActor(p)).toBe('S');
    expect(codeOf(p, 'N', 'SA')).toBe('DUMMY_CANNOT_ACT');
    expect(codeOf(p, 'S', 'SA')).toBeUndefined();
  });

  it('a void hand may ruff or discard: no obligation to trump (§4 row 8); a trump wins', () => {
    // biome-ignore format: one trick a line
    const p = playAll(start, [
      'HT', 'H4', 'HA', 'H2',
      'DK', 'D3', 'D2', 'D6',
      'H8', 'HJ', 'H3', 'HK',
      'SA', 'S9', 'S4', 'S5',
      'HQ', 'H7',
    ]);
    expect(playTurn(p)).toBe('S');
    expect(p.hands.S.some((c) => suitOf(c) === 'H')).toBe(false);
    expect(legalPlays(p.hands.S, p.trick.cards)).toEqual(p.hands.S);
    expect(codeOf(p, 'S', 'C6')).toBeUndefined();
    const ruffed = playAll(p, ['S6', 'H5']);
    expect(ruffed.tricks[4]).toEqual({ leader: 'N', cards: ['HQ', 'H7', 'S6', 'H5'], winner: 'S' });
    const discarded = playAll(p, ['C6', 'H5']);
    expect(discarded.tricks[4]?.winner).toBe('N');
    expect(declarerTricks(ruffed)).toBe(3);
    expect(tricksWon(ruffed)).toEqual({ NS: 3, EW: 2 });
  });

  it('a card already played or held by another hand is not in hand', () => {
    const p = playAll(start, ['HT', 'H4', 'HA', 'H2', 'DK']);
    expect(codeOf(p, 'S', 'H2')).toBe('CARD_NOT_IN_HAND');
    expect(codeOf(p, 'S', 'DQ')).toBe('CARD_NOT_IN_HAND');
  });

  it('malformed input is refused, never thrown', () => {
    expect(codeOf(start, 'W', 'ZZ' as Card)).toBe('BAD_CARD');
    expect(codeOf(start, 'W', 'H10' as Card)).toBe('BAD_CARD');
    expect(codeOf(start, 'X' as Seat, 'HT')).toBe('BAD_SEAT');
  });
});

describe('legalPlays', () => {
  it('leading: any card', () => {
    expect(legalPlays(['SA', 'H2'], [])).toEqual(['SA', 'H2']);
  });
  it('following: only the suit led when held, else anything', () => {
    expect(legalPlays(['SA', 'H2', 'H9', 'C3'], ['HK'])).toEqual(['H2', 'H9']);
    expect(legalPlays(['SA', 'C3'], ['HK', 'H2'])).toEqual(['SA', 'C3']);
  });
});

/** The winner worked out independently: trumps beat everything, otherwise the suit led; rank by RANKS order. */
function expectedWinner(cards: readonly Card[], leader: Seat, strain: Strain): Seat {
  const power = (c: Card, led: string) =>
    (suitOf(c) === strain ? 200 : suitOf(c) === led ? 100 : 0) +
    (13 - RANKS.indexOf(c[1] as (typeof RANKS)[number]));
  const led = suitOf(cards[0] as Card);
  let best = 0;
  cards.forEach((c, i) => {
    if (power(c, led) > power(cards[best] as Card, led)) best = i;
  });
  return seatAfter(leader, best);
}

describe('random complete play (property)', () => {
  it('13 tricks, every card once from its owner, suit followed when able, right winners, 13 tricks shared', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...SEATS),
        fc.constantFrom(...STRAINS),
        (seed, declarer, strain) => {
          const random = seededRandom(seed);
          const deal = randomDeal(random);
          const owner = new Map<Card, Seat>();
          for (const seat of SEATS) for (const card of deal[seat]) owner.set(card, seat);
          let play = startPlay(deal, declarer, strain);
          let plays = 0;
          while (!isPlayOver(play)) {
            const hand = playTurn(play) as Seat;
            const options = playableCards(play);
            const card = options[pick(random, options.length)] as Card;
            const led = play.trick.cards[0];
            if (led !== undefined && play.hands[hand].some((c) => suitOf(c) === suitOf(led))) {
              expect(suitOf(card)).toBe(suitOf(led));
            }
            const actor = playActor(play) as Seat;
            expect(actor).toBe(hand === dummyOf(declarer) ? declarer : hand);
            play = unwrap(addPlay(play, actor, card));
            plays++;
          }
          expect(plays).toBe(52);
          expect(play.tricks).toHaveLength(13);
          expect(play.tricks.flatMap((t) => t.cards).sort()).toEqual([...DECK].sort());
          expect(play.tricks[0]?.leader).toBe(seatAfter(declarer, 1));
          play.tricks.forEach((t, i) => {
            t.cards.forEach((c, j) => {
              expect(owner.get(c)).toBe(seatAfter(t.leader, j));
            });
            expect(t.winner).toBe(expectedWinner(t.cards, t.leader, strain));
            const next = play.tricks[i + 1];
            if (next) expect(next.leader).toBe(t.winner);
          });
          const won = tricksWon(play);
          expect(won.NS + won.EW).toBe(13);
          expect(declarerTricks(play)).toBe(won[sideOf(declarer)]);
          for (const seat of SEATS) expect(play.hands[seat]).toEqual([]);
          expect(playTurn(play)).toBeNull();
          expect(codeOf(play, declarer, deal[declarer][0] as Card)).toBe('PLAY_OVER');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('checkPlay accepts exactly the playable cards from the acting seat', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(51), (seed, stop) => {
        const random = seededRandom(seed);
        const declarer = SEATS[pick(random, 4)] as Seat;
        let play = startPlay(randomDeal(random), declarer, 'H');
        for (let i = 0; i < stop; i++) {
          const options = playableCards(play);
          play = unwrap(
            addPlay(play, playActor(play) as Seat, options[pick(random, options.length)] as Card),
          );
        }
        const frozen = Object.freeze(play);
        const before = JSON.stringify(frozen);
        const playable = new Set(playableCards(frozen));
        for (const seat of SEATS) {
          for (const card of DECK) {
            const r = addPlay(frozen, seat, card);
            expect(r.ok).toBe(seat === playActor(frozen) && playable.has(card));
          }
        }
        expect(JSON.stringify(frozen)).toBe(before);
      }),
      { numRuns: 100 },
    );
  });
});
