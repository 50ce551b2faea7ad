import {
  type Card,
  DECK,
  type Deal,
  SEATS,
  type Seat,
  STRAINS,
  type Strain,
  SUITS,
  type Suit,
} from '@tenace/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DdPosition, packPosition, trumpIndex } from './position.js';
import { probe } from './search.js';
import { loadPacked, solve, solveCards } from './solve.js';
import { ddTable } from './table.js';
import { clearTable } from './transposition.js';

const RANK_ORDER = '23456789TJQKA';

function rankOfCard(card: Card): number {
  return RANK_ORDER.indexOf(card[1] as string);
}

function suitOfCard(card: Card): number {
  return SUITS.indexOf(card[0] as Suit);
}

function cardAt(suit: number, rank: number): Card {
  return `${SUITS[suit] as Suit}${RANK_ORDER[rank] as string}` as Card;
}

/**
 * An ending of `cards.length / 4` tricks dealt from `cards`, with up to three cards of the
 * current trick played (each a legal card chosen by `picks`).
 */
function ending(cards: readonly Card[], leader: Seat, picks: readonly number[]): DdPosition {
  const k = cards.length / 4;
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  SEATS.forEach((seat, i) => {
    hands[seat] = cards.slice(i * k, (i + 1) * k);
  });
  const trick: Card[] = [];
  const first = SEATS.indexOf(leader);
  for (const pick of picks) {
    const seat = SEATS[(first + trick.length) & 3] as Seat;
    const hand = hands[seat];
    const led = trick[0];
    const follow = led === undefined ? [] : hand.filter((c) => c[0] === led[0]);
    const legal = follow.length > 0 ? follow : hand;
    const card = legal[pick % legal.length] as Card;
    hands[seat] = hand.filter((c) => c !== card);
    trick.push(card);
  }
  return { hands, leader, trick };
}

const endings = fc
  .integer({ min: 1, max: 6 })
  .chain((k) =>
    fc.record({
      cards: fc.shuffledSubarray([...DECK], { minLength: 4 * k, maxLength: 4 * k }),
      leader: fc.constantFrom(...SEATS),
      picks: fc.array(fc.nat(12), { maxLength: 3 }),
      strain: fc.constantFrom(...STRAINS),
    }),
  )
  .map(({ cards, leader, picks, strain }) => ({ position: ending(cards, leader, picks), strain }));

function mapCards(position: DdPosition, f: (card: Card) => Card): DdPosition {
  const h = position.hands;
  const hands: Deal = { N: h.N.map(f), E: h.E.map(f), S: h.S.map(f), W: h.W.map(f) };
  return { hands, leader: position.leader, trick: (position.trick ?? []).map(f) };
}

function tricksOf(position: DdPosition, strain: Strain): number {
  const r = solve(position, strain);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.tricks;
}

/** The most tricks the side NOT to move takes, asked of the search from that side. */
function otherSideTricks(position: DdPosition, strain: Strain): number {
  const packed = packPosition(position);
  if (!packed.ok) throw new Error(packed.error.message);
  const p = packed.value;
  clearTable();
  loadPacked(p, trumpIndex(strain));
  const side = (p.toMove + 1) & 1;
  let t = 0;
  while (t < p.tricks && probe(p.toMove, side, t + 1) >= t + 1) t++;
  return t;
}

describe('solver properties', () => {
  it("one side's tricks plus the other's are the tricks left, at a trick's start and in mid-trick", () => {
    fc.assert(
      fc.property(endings, ({ position, strain }) => {
        const left = packPosition(position);
        if (!left.ok) throw new Error(left.error.message);
        expect(tricksOf(position, strain) + otherSideTricks(position, strain)).toBe(left.value.tricks);
      }),
      { numRuns: 120 },
    );
  });

  it('gives the same value when cards of a suit take other ranks in the same order (rank equivalence)', () => {
    const relabelled = endings.chain(({ position, strain }) =>
      fc
        .tuple(
          ...SUITS.map((_, s) => {
            const inPlay = [
              ...SEATS.flatMap((seat) => position.hands[seat]),
              ...(position.trick ?? []),
            ].filter((c) => suitOfCard(c) === s).length;
            return fc.shuffledSubarray([...Array(13).keys()], { minLength: inPlay, maxLength: inPlay });
          }),
        )
        .map((ranks) => ({ position, strain, ranks })),
    );
    fc.assert(
      fc.property(relabelled, ({ position, strain, ranks }) => {
        const all = [...SEATS.flatMap((seat) => position.hands[seat]), ...(position.trick ?? [])];
        // Per suit, the i-th lowest card in play becomes the i-th lowest of the new ranks.
        const rename = new Map<Card, Card>();
        SUITS.forEach((_, s) => {
          const old = all
            .filter((c) => suitOfCard(c) === s)
            .map(rankOfCard)
            .sort((a, b) => a - b);
          const next = [...(ranks[s] as number[])].sort((a, b) => a - b);
          old.forEach((r, i) => {
            rename.set(cardAt(s, r), cardAt(s, next[i] as number));
          });
        });
        const moved = mapCards(position, (c) => rename.get(c) as Card);
        expect(tricksOf(moved, strain)).toBe(tricksOf(position, strain));
      }),
      { numRuns: 80 },
    );
  });

  it('gives the same value when the suits are permuted together with the trump', () => {
    const permuted = fc.record({
      ending: endings,
      order: fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
    });
    fc.assert(
      fc.property(permuted, ({ ending: { position, strain }, order }) => {
        const moved = mapCards(position, (c) => cardAt(order[suitOfCard(c)] as number, rankOfCard(c)));
        const newStrain: Strain =
          strain === 'NT' ? 'NT' : (SUITS[order[SUITS.indexOf(strain as Suit)] as number] as Suit);
        expect(tricksOf(moved, newStrain)).toBe(tricksOf(position, strain));
      }),
      { numRuns: 80 },
    );
  });

  it('permutes the DD table when the deal is rotated (North to East and so on)', () => {
    const deals = fc.shuffledSubarray([...DECK], { minLength: 52, maxLength: 52 }).map((cards) => {
      const hands = Object.fromEntries(SEATS.map((seat, i) => [seat, cards.slice(13 * i, 13 * i + 13)]));
      return hands as unknown as Deal;
    });
    fc.assert(
      fc.property(deals, (deal) => {
        const rotated = Object.fromEntries(
          SEATS.map((seat, i) => [SEATS[(i + 1) & 3] as Seat, deal[seat]]),
        ) as Deal;
        const a = ddTable(deal);
        const b = ddTable(rotated);
        if (!a.ok || !b.ok) throw new Error('no table');
        SEATS.forEach((seat, i) => {
          expect(b.value[SEATS[(i + 1) & 3] as Seat]).toEqual(a.value[seat]);
        });
      }),
      { numRuns: 2 },
    );
  }, 60_000);

  it('values the cards asked for as a full solve does, whatever the guess the searches start from', () => {
    const asked = endings.chain(({ position, strain }) =>
      fc.record({
        position: fc.constant(position),
        strain: fc.constant(strain),
        guess: fc.integer({ min: 0, max: 13 }),
        picks: fc.array(fc.nat(12), { minLength: 1, maxLength: 3 }),
      }),
    );
    fc.assert(
      fc.property(asked, ({ position, strain, guess, picks }) => {
        const full = solveCards(position, strain);
        if (!full.ok) throw new Error(full.error.message);
        const playable = full.value.cards.flatMap((c) => [c.card, ...c.equals]);
        const cards = [...new Set(picks.map((i) => playable[i % playable.length] as Card))];
        const part = solveCards(position, strain, { cards, guess });
        if (!part.ok) throw new Error(part.error.message);
        expect(part.value.tricks).toBe(full.value.tricks);
        const groupOf = (card: Card) =>
          full.value.cards.find((c) => c.card === card || c.equals.includes(card));
        const expected = [...new Set(cards.map(groupOf))];
        expect(part.value.cards).toHaveLength(expected.length);
        for (const group of part.value.cards) expect(expected).toContainEqual(group);
      }),
      { numRuns: 120 },
    );
  });
});
