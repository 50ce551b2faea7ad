import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCall, finalContract, isAuctionOver, legalCalls, startAuction } from '../bridge/auction.js';
import type { Call } from '../bridge/call.js';
import { trickWinner } from '../bridge/trick.js';
import {
  type Card,
  DECK,
  type Deal,
  lho,
  SEATS,
  type Seat,
  STRAINS,
  type Strain,
  seatAfter,
  sideOf,
  sortCards,
  suitOf,
  VULNERABILITIES,
} from '../cards/types.js';
import { contractOfAuction } from './auction-outcome.js';
import { parseLin } from './lin-read.js';
import { writeLin } from './lin-write.js';
import { parsePbn } from './pbn-read.js';
import { writePbn } from './pbn-write.js';
import type { BoardRecord, PlayAnnotation, RecordCall } from './record.js';

// Random but legal boards from a seed: a shuffled deck, an auction of legal calls and a play
// that follows suit, so that the writers and readers are tried on what real files can hold.

function rng(seed: number): (n: number) => number {
  let x = seed | 0 || 0x2545f491;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

function shuffledDeal(random: (n: number) => number): Deal {
  const cards: Card[] = [...DECK];
  for (let i = cards.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [cards[i], cards[j]] = [cards[j] as Card, cards[i] as Card];
  }
  const hand = (k: number) => sortCards(cards.slice(13 * k, 13 * k + 13));
  return { N: hand(0), E: hand(1), S: hand(2), W: hand(3) };
}

const TEXTS = [
  'Stayman',
  'Transfer to \\H',
  'says "forcing"',
  'Zürich; 5+ [sic]',
  '0 or 3: key cards',
  ' spaced ',
];

function randomAuction(random: (n: number) => number, dealer: Seat, forPbn: boolean): RecordCall[] {
  let auction = startAuction(dealer);
  const calls: RecordCall[] = [];
  while (!isAuctionOver(auction)) {
    const legal = legalCalls(auction);
    const call: Call =
      random(3) === 0 || legal.length === 1
        ? (legal[0] as Call)
        : (legal[1 + random(Math.min(6, legal.length - 1))] as Call);
    const next = addCall(auction, seatAfter(dealer, auction.calls.length), call);
    if (!next.ok) throw new Error(next.error.message);
    auction = next.value;
    const rc: { call: Call; alert?: boolean; note?: string; nags?: number[] } = { call };
    const kind = random(10);
    // In PBN a note reference marks the alert, so an explanation there always comes with one.
    if (kind === 0) rc.alert = true;
    if (kind === 1 || (kind === 2 && !forPbn)) rc.note = TEXTS[random(TEXTS.length)] as string;
    if (kind === 1 && (forPbn || random(2) === 0)) rc.alert = true;
    if (forPbn && kind === 3) rc.nags = [3, 25];
    calls.push(rc);
  }
  return calls;
}

function randomPlay(
  random: (n: number) => number,
  deal: Deal,
  leader: Seat,
  strain: Strain,
  cards: number,
): Card[][] {
  const hands: Record<Seat, Card[]> = { N: [...deal.N], E: [...deal.E], S: [...deal.S], W: [...deal.W] };
  const tricks: Card[][] = [];
  let next = leader;
  for (let i = 0; i < cards; i++) {
    if (i % 4 === 0) tricks.push([]);
    const trick = tricks[tricks.length - 1] as Card[];
    const seat = seatAfter(next, trick.length);
    const hand = hands[seat];
    const led = trick[0];
    const follow = led ? hand.filter((c) => suitOf(c) === suitOf(led)) : [];
    const choices = follow.length > 0 ? follow : hand;
    const card = choices[random(choices.length)] as Card;
    hand.splice(hand.indexOf(card), 1);
    trick.push(card);
    if (trick.length === 4) next = trickWinner(trick, next, strain);
  }
  return tricks;
}

function declarerTricks(
  tricks: readonly (readonly Card[])[],
  leader: Seat,
  strain: Strain,
  declarer: Seat,
): number {
  let next = leader;
  let count = 0;
  for (const t of tricks) {
    if (t.length < 4) break;
    next = trickWinner(t, next, strain);
    if (sideOf(next) === sideOf(declarer)) count++;
  }
  return count;
}

function randomRecord(seed: number, forPbn: boolean): BoardRecord {
  const random = rng(seed);
  const deal = shuffledDeal(random);
  const dealer = SEATS[random(4)] as Seat;
  const calls = randomAuction(random, dealer, forPbn);
  const contract = finalContract({ dealer, calls: calls.map((c) => c.call) });
  const record: Record<string, unknown> = {
    tags: [],
    board: 1 + random(36),
    dealer,
    vulnerability: VULNERABILITIES[random(4)],
    deal,
    auction: { dealer, calls },
    contract: contract ?? 'passed out',
  };
  if (random(2) === 0)
    record.players = { N: 'Ann', E: 'Bo B.', S: random(2) || !forPbn ? 'Cy' : '', W: 'Di' };
  if (contract) {
    const leader = lho(contract.declarer);
    const count = random(3) === 0 ? random(53) : 52;
    const tricks = randomPlay(random, deal, leader, contract.strain, count);
    const annotations: PlayAnnotation[] = [];
    if (forPbn && (tricks[1]?.length ?? 0) >= 2 && random(2) === 0) {
      annotations.push({ trick: 1, index: 0, note: 'Count signal' }, { trick: 1, index: 1, nags: [7, 100] });
    }
    // An empty play section exists in PBN; LIN has only its cards (and a claim) to show a play.
    if (count > 0 || (forPbn && random(2) === 0)) {
      record.play = { leader, tricks, ...(annotations.length ? { annotations } : {}) };
    }
    if (count === 52) record.result = declarerTricks(tricks, leader, contract.strain, contract.declarer);
    else if (random(3) > 0) {
      const won = declarerTricks(tricks, leader, contract.strain, contract.declarer);
      record.claim = won + random(13 - Math.floor(count / 4) + 1);
      record.result = record.claim;
      if (!record.play) record.play = { leader, tricks };
    }
  }
  if (forPbn) {
    record.event = ['Club "Pairs"', 'C:\\bridge', 'Zürich Open', ''][random(4)];
    record.scoring = 'IMP';
    if (random(2) === 0) {
      const table = Object.fromEntries(
        SEATS.map((s) => [s, Object.fromEntries(STRAINS.map((t) => [t, random(14)]))]),
      );
      record.ddTricks = table;
      record.optimumScore = [{ side: 'NS', points: 10 * (random(300) - 150) }];
      record.parContract =
        random(4) === 0 ? [] : [{ by: 'EW', contract: { level: 4, strain: 'S', risk: 'X' }, overtricks: -2 }];
      record.score = [
        { side: 'EW', points: 420 },
        { side: 'NS', points: -420 },
      ];
    }
    if (random(2) === 0) record.comments = ['Played at table 3', 'two\nlines', 'a } brace'];
  } else if (random(3) === 0) {
    record.comments = ['gl all', 'nice play'];
  }
  return record as unknown as BoardRecord;
}

const withoutTags = ({ tags: _tags, ...rest }: BoardRecord) => rest;

describe('round trips of random legal boards', () => {
  it('the generator makes legal auctions whose contract both auction readers agree on', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const r = randomRecord(seed, true);
        const calls = r.auction?.calls.map((c) => c.call) ?? [];
        expect(contractOfAuction(r.dealer, calls)).toEqual(
          finalContract({ dealer: r.dealer, calls }) ?? 'passed out',
        );
      }),
    );
  });

  it('PBN: writePbn then parsePbn gives the record back', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 3 }), (seeds) => {
        const records = seeds.map((s) => randomRecord(s, true));
        const text = writePbn(records);
        const back = parsePbn(text, { strict: true });
        if (!back.ok) throw new Error(`${back.error.message}\n${text}`);
        expect(back.value.map(withoutTags)).toEqual(records.map(withoutTags));
        // Once read, a record is a fixed point: tags included.
        expect(parsePbn(writePbn(back.value))).toEqual(back);
      }),
      { numRuns: 150 },
    );
  });

  it('LIN: writeLin then parseLin gives the record back', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 3 }), (seeds) => {
        const records = seeds.map((s) => randomRecord(s, false));
        const text = records.map(writeLin).join('\n');
        const back = parseLin(text);
        if (!back.ok) throw new Error(`${back.error.message}\n${text}`);
        expect(back.value).toEqual(records);
      }),
      { numRuns: 150 },
    );
  });
});
