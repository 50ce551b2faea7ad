import { readFileSync } from 'node:fs';
import { type Card, type Deal, parseDeal, type Seat, type Strain } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { takeNodeCount } from './search.js';
import { solve, solveCards } from './solve.js';
import { ddTable } from './table.js';
import { parseDdsFile } from './testing/dds-file.js';
import { playTrace } from './trace.js';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];

function records(name: string) {
  const url = new URL(`../../../test/fixtures/dds/${name}.txt`, import.meta.url);
  return parseDdsFile(readFileSync(url, 'utf8'));
}

function deal(text: string): Deal {
  const d = parseDeal(text, { strict: true });
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
}

function futCard(suit: number, rank: number): string {
  return `${'SHDC'[suit]}${'..23456789TJQKA'[rank]}`;
}

describe('solveCards agrees with DDS (FUT lines)', () => {
  for (const name of ['list1', 'list2', 'list10']) {
    it(`every card of every record of ${name}`, () => {
      for (const r of records(name)) {
        const res = solveCards(
          { hands: deal(r.deal), leader: SEATS[r.first] as Seat },
          STRAINS[r.trump] as Strain,
        );
        if (!res.ok) throw new Error(res.error.message);
        const got = res.value.cards
          .map((c) => {
            const equals = c.equals.reduce((m, e) => m | (1 << '..23456789TJQKA'.indexOf(e[1] as string)), 0);
            return `${c.card}/${equals}:${c.tricks}`;
          })
          .sort();
        const expected = r.fut.map((f) => `${futCard(f.suit, f.rank)}/${f.equals}:${f.score}`).sort();
        expect(got).toEqual(expected);
        expect(res.value.tricks).toBe(Math.max(...r.fut.map((f) => f.score)));
      }
    }, 120_000);
  }
});

describe('the transposition table kept between questions about one deal', () => {
  function cardValues(hands: Deal, leader: Seat, strain: Strain): string[] {
    const res = solveCards({ hands, leader }, strain);
    if (!res.ok) throw new Error(res.error.message);
    return res.value.cards.map((c) => `${c.card}:${c.tricks}`).sort();
  }

  it("gives DDS's values after the deal's table, the other leaders and a play trace", () => {
    for (const r of records('list10')) {
      const hands = deal(r.deal);
      const strain = STRAINS[r.trump] as Strain;
      const table = ddTable(hands);
      if (!table.ok) throw new Error(table.error.message);
      for (const leader of SEATS) if (leader !== SEATS[r.first]) cardValues(hands, leader, strain);
      const trace = playTrace(hands, strain, SEATS[r.first] as Seat, r.play as Card[]);
      if (!trace.ok) throw new Error(trace.error.message);
      expect(trace.value.slice(0, r.trace.length)).toEqual(r.trace);
      const expected = r.fut.map((f) => `${futCard(f.suit, f.rank)}:${f.score}`).sort();
      expect(cardValues(hands, SEATS[r.first] as Seat, strain)).toEqual(expected);
    }
  }, 120_000);

  it('is kept for the same deal and started afresh for another', () => {
    const [a, b] = records('list2').map((r) => deal(r.deal));
    if (a === undefined || b === undefined) throw new Error('list2 has two deals');
    cardValues(b, 'N', 'NT');
    takeNodeCount();
    const first = cardValues(a, 'N', 'NT');
    const fresh = takeNodeCount();
    expect(cardValues(a, 'N', 'NT')).toEqual(first);
    // The stored positions answer the same question again almost at once.
    expect(takeNodeCount()).toBeLessThan(fresh / 10);
    cardValues(b, 'N', 'NT');
    takeNodeCount();
    expect(cardValues(a, 'N', 'NT')).toEqual(first);
    expect(takeNodeCount()).toBeGreaterThan(fresh / 2);
  });
});

describe('solve', () => {
  const full = deal('N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3');

  it('gives the value for the side to play, the same as its best card', () => {
    const res = solve({ hands: full, leader: 'N' }, 'S');
    expect(res).toEqual({ ok: true, value: { seat: 'N', tricks: 5 } });
  });

  it('solves from the middle of a trick: after CT and C4 it is South to play', () => {
    const hands: Deal = {
      N: full.N.filter((c) => c !== 'CT'),
      E: full.E.filter((c) => c !== 'C4'),
      S: full.S,
      W: full.W,
    };
    const res = solve({ hands, leader: 'N', trick: ['CT', 'C4'] }, 'S');
    // The PLAY line of the same record keeps declarer (West) at 8 tricks: NS 5 of 13.
    expect(res).toEqual({ ok: true, value: { seat: 'S', tricks: 5 } });
  });

  it('counts a small ending exactly: three top cards against nothing', () => {
    const hands: Deal = {
      N: ['SA', 'SK', 'SQ'],
      E: ['H4', 'H3', 'H2'],
      S: ['D4', 'D3', 'D2'],
      W: ['C4', 'C3', 'C2'],
    };
    expect(solve({ hands, leader: 'N' }, 'NT')).toEqual({ ok: true, value: { seat: 'N', tricks: 3 } });
    // In no trump whoever leads runs a long suit nobody else holds.
    expect(solve({ hands, leader: 'E' }, 'NT')).toEqual({ ok: true, value: { seat: 'E', tricks: 3 } });
    // With spades trump North ruffs East's first heart and draws the rest.
    expect(solve({ hands, leader: 'E' }, 'S')).toEqual({ ok: true, value: { seat: 'E', tricks: 0 } });
    // With hearts trump East ruffs North's top spades.
    expect(solve({ hands, leader: 'N' }, 'H')).toEqual({ ok: true, value: { seat: 'N', tricks: 0 } });
  });

  it('rejects bad positions with an error value', () => {
    const hands: Deal = { N: ['SA'], E: ['SA'], S: ['S2'], W: ['S3'] };
    const dup = solve({ hands, leader: 'N' }, 'NT');
    expect(dup.ok).toBe(false);
    if (!dup.ok) expect(dup.error.code).toBe('BAD_DEAL');
    const sizes = solve({ hands: { N: ['SA', 'SK'], E: ['S4'], S: ['S2'], W: ['S3'] }, leader: 'N' }, 'NT');
    expect(sizes.ok).toBe(false);
    const strain = solve(
      { hands: { N: ['SA'], E: ['S4'], S: ['S2'], W: ['S3'] }, leader: 'N' },
      'X' as Strain,
    );
    expect(strain.ok).toBe(false);
    const open = solve(
      { hands: { N: ['SK', 'S5'], E: ['S4'], S: ['S2', 'S7'], W: ['S3', 'S9'] }, leader: 'E', trick: ['HA'] },
      'NT',
    );
    // East's ace of hearts wins the trick; North keeps the king of spades for the last one.
    expect(open).toEqual({ ok: true, value: { seat: 'S', tricks: 1 } });
    const revoke = solve(
      {
        hands: { N: ['SK', 'S5'], E: ['S4'], S: ['H5', 'S7'], W: ['S3', 'S9'] },
        leader: 'E',
        trick: ['HA', 'S2'],
      },
      'NT',
    );
    expect(revoke.ok).toBe(false);
    if (!revoke.ok) expect(revoke.error.code).toBe('MUST_FOLLOW_SUIT');
  });
});

describe('solveCards options', () => {
  const full = deal('N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3');
  const position = { hands: full, leader: 'N' as Seat };

  it('values only the cards asked for, each with its equals, as the full solve does', () => {
    const all = solveCards(position, 'S');
    const some = solveCards(position, 'S', { cards: ['C9', 'HK'], guess: 9 });
    if (!all.ok || !some.ok) throw new Error('unsolved');
    // C9 stands for its run T98: the group is named by its top card.
    expect(some.value.cards.map((c) => c.card).sort()).toEqual(['CT', 'HK']);
    for (const c of some.value.cards) expect(all.value.cards).toContainEqual(c);
    expect(some.value.tricks).toBe(all.value.tricks);
  });

  it('rejects a card the player may not play, and a guess that is not a number of tricks', () => {
    const notHeld = solveCards(position, 'S', { cards: ['SA'] });
    expect(notHeld.ok).toBe(false);
    if (!notHeld.ok) {
      expect(notHeld.error.code).toBe('BAD_OPTION');
      expect(notHeld.error.message).toContain('SA');
    }
    const notCard = solveCards(position, 'S', { cards: ['S1' as Card] });
    expect(notCard.ok).toBe(false);
    // As a worker could receive them from a malformed message.
    for (const options of [null, 'CT', { cards: 'CT' }]) {
      const bad = solveCards(position, 'S', options as never);
      expect(bad.ok).toBe(false);
      if (!bad.ok) expect(bad.error.code).toBe('BAD_OPTION');
    }
    for (const guess of [-1, 14, 2.5, Number.NaN]) {
      const bad = solveCards(position, 'S', { guess });
      expect(bad.ok).toBe(false);
      if (!bad.ok) expect(bad.error.code).toBe('BAD_OPTION');
    }
  });
});
