import { readFileSync } from 'node:fs';
import { type Card, type Deal, parseDeal, type Seat, type Strain, trickWinner } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { parseDdsFile } from './testing/dds-file.js';
import { playTrace, positionTrace } from './trace.js';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const DDS_STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];

function records(name: string) {
  return parseDdsFile(
    readFileSync(new URL(`../../../test/fixtures/dds/${name}.txt`, import.meta.url), 'utf8'),
  );
}

function deal(text: string): Deal {
  const d = parseDeal(text, { strict: true });
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
}

describe('playTrace agrees with DDS (TRACE lines)', () => {
  for (const name of ['list1', 'list2', 'list10']) {
    it(`every value of every record of ${name}`, () => {
      for (const r of records(name)) {
        const res = playTrace(
          deal(r.deal),
          DDS_STRAINS[r.trump] as Strain,
          SEATS[r.first] as Seat,
          r.play as Card[],
        );
        if (!res.ok) throw new Error(res.error.message);
        // DDS stops after 48 cards; the values beyond are ours alone.
        expect(res.value.slice(0, r.trace.length)).toEqual(r.trace);
        expect(res.value).toHaveLength(r.play.length + 1);
      }
    }, 120_000);
  }

  it('finds the leader from the first card and ends with the tricks actually won', () => {
    const [r] = records('list1');
    if (r === undefined) throw new Error('no record');
    const res = playTrace(deal(r.deal), DDS_STRAINS[r.trump] as Strain, undefined, r.play as Card[]);
    if (!res.ok) throw new Error(res.error.message);
    expect(res.value[0]).toBe(r.trace[0]);
  });

  it('rejects a card not held and a revoke', () => {
    const d = deal('N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3');
    const notHeld = playTrace(d, 'S', 'N', ['SA']);
    expect(notHeld.ok).toBe(false);
    if (!notHeld.ok) expect(notHeld.error.code).toBe('CARD_NOT_IN_HAND');
    const revoke = playTrace(d, 'S', 'N', ['CT', 'H7']);
    expect(revoke.ok).toBe(false);
    if (!revoke.ok) expect(revoke.error.code).toBe('MUST_FOLLOW_SUIT');
  });
});

describe('positionTrace', () => {
  it('agrees with playTrace from every fifth card of the DDS records (list10), in either side’s count', () => {
    for (const r of records('list10')) {
      const full = deal(r.deal);
      const strain = DDS_STRAINS[r.trump] as Strain;
      const opening = SEATS[r.first] as Seat;
      const play = r.play as Card[];
      const whole = playTrace(full, strain, opening, play);
      if (!whole.ok) throw new Error(whole.error.message);
      const declarerSide = (SEATS.indexOf(opening) + 3) & 1;
      // Replay to card k: the hands, the trick in progress, its leader, declarer's tricks so far.
      const hands: Record<Seat, Card[]> = { N: [...full.N], E: [...full.E], S: [...full.S], W: [...full.W] };
      let leader = opening;
      let trick: Card[] = [];
      let declarerWon = 0;
      for (let k = 0; k < play.length; k++) {
        if (k % 5 === 0) {
          const mover = (SEATS.indexOf(leader) + trick.length) & 3;
          const moverDeclares = (mover & 1) === declarerSide;
          const left = 13 - Math.floor(k / 4);
          const from = positionTrace({ hands, leader, trick }, strain, play.slice(k));
          if (!from.ok) throw new Error(from.error.message);
          const asDeclarer = from.value.map((v) => declarerWon + (moverDeclares ? v : left - v));
          expect(asDeclarer).toEqual(whole.value.slice(k));
          // Where the first tests start changes the time only.
          const guess = k % 2 === 0 ? 0 : left;
          expect(positionTrace({ hands, leader, trick }, strain, play.slice(k), { guess })).toEqual(from);
        }
        const card = play[k] as Card;
        const seat = SEATS[(SEATS.indexOf(leader) + trick.length) & 3] as Seat;
        hands[seat] = hands[seat].filter((c) => c !== card);
        trick = [...trick, card];
        if (trick.length === 4) {
          const winner = trickWinner(trick, leader, strain);
          if ((SEATS.indexOf(winner) & 1) === declarerSide) declarerWon++;
          leader = winner;
          trick = [];
        }
      }
    }
  }, 120_000);

  it('rejects a bad position, a card not held, a list that is no list and a guess beyond the tricks left', () => {
    const d = deal('N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3');
    const notHeld = positionTrace({ hands: d, leader: 'N' }, 'S', ['SA']);
    expect(notHeld.ok).toBe(false);
    if (!notHeld.ok) expect(notHeld.error.code).toBe('CARD_NOT_IN_HAND');
    const bad = positionTrace({ hands: { ...d, N: d.N.slice(1) }, leader: 'N' }, 'S', []);
    expect(bad.ok).toBe(false);
    const notList = positionTrace({ hands: d, leader: 'N' }, 'S', 'CT' as never);
    expect(notList.ok).toBe(false);
    if (!notList.ok) expect(notList.error.code).toBe('BAD_INPUT');
    for (const guess of [-1, 14, 2.5, Number.NaN]) {
      const bad = positionTrace({ hands: d, leader: 'N' }, 'S', [], { guess });
      expect(bad.ok).toBe(false);
      if (!bad.ok) expect(bad.error.code).toBe('BAD_OPTION');
    }
  });
});
