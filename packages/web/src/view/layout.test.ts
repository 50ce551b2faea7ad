import {
  auctionFromCalls,
  DECK,
  parseCall,
  parseHand,
  SEATS,
  SUITS,
  type Suit,
  sortCards,
} from '@tenace/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  alternatingSuits,
  auctionRows,
  cardBack,
  dummyGroups,
  handGroups,
  isRed,
  positionOf,
  seatAt,
  suitsIn,
} from './layout.js';

function hand(text: string) {
  const r = parseHand(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function calls(text: string) {
  return text.split(' ').map((c) => {
    const r = parseCall(c);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  });
}

describe('positions at the drawn table', () => {
  test('the viewer sits at the bottom, left-hand opponent on the left', () => {
    expect(positionOf('S', 'S')).toBe('bottom');
    expect(positionOf('W', 'S')).toBe('left');
    expect(positionOf('N', 'S')).toBe('top');
    expect(positionOf('E', 'S')).toBe('right');
    expect(positionOf('S', 'E')).toBe('left');
    expect(positionOf('N', 'E')).toBe('right');
  });
  test('seatAt undoes positionOf for every viewer', () => {
    for (const bottom of SEATS)
      for (const seat of SEATS) expect(seatAt(positionOf(seat, bottom), bottom)).toBe(seat);
  });
});

describe('alternating colours', () => {
  test('all four suits: spades, hearts, clubs, diamonds', () => {
    expect(alternatingSuits(['S', 'H', 'D', 'C'])).toEqual(['S', 'H', 'C', 'D']);
  });
  test('a club void puts the red suits apart', () => {
    expect(alternatingSuits(['S', 'H', 'D'])).toEqual(['H', 'S', 'D']);
  });
  test('trumps lead and the rest still alternate', () => {
    expect(alternatingSuits(['S', 'H', 'D', 'C'], 'D')).toEqual(['D', 'S', 'H', 'C']);
    expect(alternatingSuits(['S', 'H', 'D', 'C'], 'C')).toEqual(['C', 'H', 'S', 'D']);
  });
  test('property: a permutation of the suits held, never two of a colour together when avoidable', () => {
    fc.assert(
      fc.property(
        fc.subarray([...SUITS], { minLength: 1 }),
        fc.option(fc.constantFrom(...SUITS)),
        (held, first) => {
          const order = alternatingSuits(held, first ?? undefined);
          expect([...order].sort()).toEqual([...held].sort());
          if (first !== null && held.includes(first)) expect(order[0]).toBe(first);
          const reds = held.filter(isRed).length;
          const blacks = held.length - reds;
          // Without a fixed first suit, alternation is possible exactly when the colours differ by at most one.
          if (first === null && Math.abs(reds - blacks) <= 1) {
            for (let i = 1; i < order.length; i++)
              expect(isRed(order[i] as Suit)).not.toBe(isRed(order[i - 1] as Suit));
          }
        },
      ),
    );
  });
});

describe('hand and dummy layout', () => {
  const h = hand('AK4.QJ3.T9876.2');
  test('own hand: trumps on the left, every card once, high first', () => {
    const groups = handGroups(h, 'D');
    expect(groups.map((g) => g.suit)).toEqual(['D', 'S', 'H', 'C']);
    expect(groups[0]?.cards).toEqual(['DT', 'D9', 'D8', 'D7', 'D6']);
    expect(groups.flatMap((g) => g.cards).sort()).toEqual([...h].sort());
  });
  test('dummy at the top: trumps at the viewer’s left (dummy’s right)', () => {
    expect(dummyGroups(h, 'H', 'top').map((g) => g.suit)).toEqual(['H', 'S', 'D', 'C']);
  });
  test('dummy at the bottom: trumps at the screen’s right', () => {
    expect(dummyGroups(h, 'H', 'bottom').map((g) => g.suit)).toEqual(['C', 'D', 'S', 'H']);
  });
  test('dummy at the sides: trumps toward dummy’s right hand', () => {
    expect(
      dummyGroups(h, 'S', 'left')
        .map((g) => g.suit)
        .at(-1),
    ).toBe('S');
    expect(dummyGroups(h, 'S', 'right').map((g) => g.suit)[0]).toBe('S');
  });
  test('no trump: the plain alternating order, voids kept as empty columns', () => {
    const groups = dummyGroups(hand('AKQJT98765432...'), 'NT', 'top');
    expect(groups.map((g) => g.suit)).toEqual(['S', 'H', 'C', 'D']);
    expect(groups.map((g) => g.cards.length)).toEqual([13, 0, 0, 0]);
  });
  test('property: dummy shows every card once in four suits, whatever the strain and position', () => {
    fc.assert(
      fc.property(
        fc.subarray([...DECK], { minLength: 0, maxLength: 13 }),
        fc.constantFrom('C', 'D', 'H', 'S', 'NT', null),
        fc.constantFrom('top', 'bottom', 'left', 'right'),
        (cards, strain, position) => {
          const groups = dummyGroups(cards, strain as never, position as never);
          expect(groups).toHaveLength(4);
          expect(groups.flatMap((g) => g.cards)).toEqual(
            groups.flatMap((g) => sortCards(cards.filter((c) => c[0] === g.suit))),
          );
          expect(groups.flatMap((g) => g.cards).length).toBe(cards.length);
        },
      ),
    );
  });
  test('suitsIn lists the suits held in spades-first order', () => {
    expect(suitsIn(hand('A..K.2'))).toEqual(['S', 'D', 'C']);
  });
});

describe('card backs and auction rows', () => {
  test('blue and red alternate from deal to deal, deal 1 blue', () => {
    expect([1, 2, 3, 4].map(cardBack)).toEqual(['blue', 'red', 'blue', 'red']);
  });
  test('the dealer’s first call sits in the dealer’s column (W N E S)', () => {
    const a = auctionFromCalls('S', calls('1H P 2H P P P'));
    if (!a.ok) throw new Error('bad auction');
    const rows = auctionRows(a.value);
    expect(rows[0]?.slice(0, 3)).toEqual([null, null, null]);
    expect(rows[0]?.[3]).toEqual({ index: 0, seat: 'S' });
    expect(rows[1]?.map((c) => c?.seat)).toEqual(['W', 'N', 'E', 'S']);
    expect(rows.flat().filter((c) => c !== null)).toHaveLength(6);
  });
  test('dealer West starts the first row', () => {
    const a = auctionFromCalls('W', calls('P 1C'));
    if (!a.ok) throw new Error('bad auction');
    expect(auctionRows(a.value)).toEqual([[{ index: 0, seat: 'W' }, { index: 1, seat: 'N' }, null, null]]);
  });
});
