import {
  cardStrength,
  dealWhist,
  isJoker,
  seatAfter,
  seededRandom,
  suitOf,
  type WhistAction,
  type WhistCard,
  type WhistState,
  whistGame,
  whistModeOf,
  whistRules,
} from '@tenace/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { changeRule } from '../app/whist-rules-form.js';
import {
  bidRows,
  declarations,
  discardSize,
  houseRuleLines,
  mayPass,
  playableCards,
  toggleDiscard,
  whistHandGroups,
  whistHandOrder,
} from './whist.js';

function rulesOf(options: object = {}) {
  const r = whistRules(options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function start(seed: string, options: object = {}): WhistState {
  const s = whistGame.initial(dealWhist(seededRandom(seed), 'N', rulesOf(options)));
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

function apply(state: WhistState, action: WhistAction): WhistState {
  const seat = whistGame.awaiting(state)[0];
  if (seat === undefined) throw new Error('nobody to act');
  const next = whistGame.apply(state, seat, action);
  if (!next.ok) throw new Error(next.error.message);
  return next.value.state;
}

/** East bids `bid`, the others pass, East declares: the state at the discard. */
function atDiscard(seed: string, bid: WhistAction, declaration: WhistAction): WhistState {
  let s = start(seed);
  s = apply(s, bid);
  for (let i = 0; i < 3; i++) s = apply(s, { type: 'pass' });
  return apply(s, declaration);
}

describe('the whist hand laid out', () => {
  test('in a trump game the jokers lead the trumps at the front, the big joker first', () => {
    const s = atDiscard(
      'layout-1',
      { type: 'bid', bid: { level: 4, type: 'uptown' } },
      { type: 'declare', trump: 'H', direction: 'uptown' },
    );
    const contract = s.contract;
    const hand: WhistCard[] = ['C2', 'LJ', 'HA', 'S9', 'BJ', 'H3', 'DK'];
    const groups = whistHandGroups(hand, s.setup.rules, contract);
    expect(groups[0]).toEqual({ key: 'H', cards: ['BJ', 'LJ', 'HA', 'H3'] });
    expect(whistHandOrder(hand, s.setup.rules, contract)).toEqual(['BJ', 'LJ', 'HA', 'H3', 'S9', 'C2', 'DK']);
  });

  test('in no trump and before the declaration the jokers stand at the end; downtown shows low cards first', () => {
    const rules = rulesOf();
    const hand: WhistCard[] = ['BJ', 'SK', 'S2', 'SA', 'H7', 'LJ'];
    expect(whistHandOrder(hand, rules, null)).toEqual(['SA', 'SK', 'S2', 'H7', 'BJ', 'LJ']);
    const downtownNt = {
      declarer: 'E' as const,
      bid: { level: 4, type: 'notrump' as const },
      declaration: { trump: null, direction: 'downtown' as const },
    };
    expect(whistHandOrder(hand, rules, downtownNt)).toEqual(['SA', 'S2', 'SK', 'H7', 'BJ', 'LJ']);
    const aceLow = rulesOf({ downtownAce: 'low' });
    expect(whistHandOrder(hand, aceLow, downtownNt)).toEqual(['S2', 'SK', 'SA', 'H7', 'BJ', 'LJ']);
  });

  test('property: every card shown once, each suit in the engine order of the contract', () => {
    const modes = [
      { trump: 'S' as const, direction: 'uptown' as const },
      { trump: 'D' as const, direction: 'downtown' as const },
      { trump: null, direction: 'uptown' as const },
      { trump: null, direction: 'downtown' as const },
    ];
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...modes), (seed, declaration) => {
        const rules = rulesOf();
        const hand = dealWhist(seededRandom(seed), 'N', rules).hands.E;
        const contract = {
          declarer: 'E' as const,
          bid: { level: 4, type: declaration.trump === null ? ('notrump' as const) : declaration.direction },
          declaration,
        };
        const order = whistHandOrder(hand, rules, contract);
        expect([...order].sort()).toEqual([...hand].sort());
        const mode = whistModeOf(rules, declaration);
        for (const g of whistHandGroups(hand, rules, contract)) {
          const plain = g.cards.filter((c) => !isJoker(c));
          for (const c of plain) expect(suitOf(c as never)).toBe(g.key);
          for (let i = 1; i < g.cards.length; i++) {
            const a = g.cards[i - 1] as WhistCard;
            const b = g.cards[i] as WhistCard;
            if (!isJoker(a) && !isJoker(b))
              expect(cardStrength(a, mode)).toBeGreaterThan(cardStrength(b, mode));
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('the bidding box and the other choices come from the legal actions', () => {
  test('fifteen bids from 3 to 7; after 4 Uptown the bids up to 4 Downtown are greyed, Pass stays', () => {
    let s = start('box-1');
    const first = whistGame.awaiting(s)[0] as 'N';
    let rows = bidRows(s.setup.rules, whistGame.legalActions(s, first));
    expect(rows.flat()).toHaveLength(15);
    expect(rows.flat().every((b) => b.legal)).toBe(true);
    s = apply(s, { type: 'bid', bid: { level: 4, type: 'uptown' } });
    const second = seatAfter(first, 1);
    const legal = whistGame.legalActions(s, second);
    rows = bidRows(s.setup.rules, legal);
    const greyed = rows.flat().filter((b) => !b.legal);
    expect(greyed.map((b) => b.code)).toEqual(['3U', '3D', '3NT', '4U', '4D']);
    expect(mayPass(legal)).toBe(true);
    // The first seat has acted: nothing is offered to it now.
    expect(
      bidRows(s.setup.rules, whistGame.legalActions(s, first))
        .flat()
        .some((b) => b.legal),
    ).toBe(false);
  });

  test('the forced dealer may not pass; with minBid 4 the box starts at 4', () => {
    let s = start('box-2');
    for (let i = 0; i < 3; i++) s = apply(s, { type: 'pass' });
    expect(mayPass(whistGame.legalActions(s, 'N'))).toBe(false);
    const four = start('box-3', { minBid: 4 });
    expect(bidRows(four.setup.rules, []).map((r) => r[0]?.bid.level)).toEqual([4, 5, 6, 7]);
  });

  test('declarations, discard size and playable cards', () => {
    let s = start('box-4');
    s = apply(s, { type: 'bid', bid: { level: 3, type: 'notrump' } });
    for (let i = 0; i < 3; i++) s = apply(s, { type: 'pass' });
    expect(declarations(whistGame.legalActions(s, 'E'))).toEqual([
      { trump: null, direction: 'uptown' },
      { trump: null, direction: 'downtown' },
    ]);
    s = apply(s, { type: 'declare', trump: null, direction: 'uptown' });
    const legal = whistGame.legalActions(s, 'E');
    expect(discardSize(legal)).toBe(6);
    expect(playableCards(legal)).toEqual([]);
    const hand = s.hands.E;
    s = apply(s, { type: 'discard', cards: hand.slice(0, 6) });
    expect(discardSize(whistGame.legalActions(s, 'E'))).toBe(0);
    expect(playableCards(whistGame.legalActions(s, 'E')).length).toBeGreaterThan(0);
  });

  test('toggling the discard: in, out, never more than the kitty size', () => {
    let chosen: WhistCard[] = [];
    for (const c of ['SA', 'SK', 'SQ'] as WhistCard[]) chosen = toggleDiscard(chosen, c, 2);
    expect(chosen).toEqual(['SA', 'SK']);
    expect(toggleDiscard(chosen, 'SA', 2)).toEqual(['SK']);
  });
});

describe('house rules in words', () => {
  test('only the rules that differ from the base game, with Whist Palast names in German', () => {
    expect(houseRuleLines(rulesOf(), 'en')).toEqual([]);
    const rules = rulesOf({ noTrumpJokersFree: true, smallKitty: true, minBid: 4, rounds: 8 });
    expect(houseRuleLines(rules, 'de').map((l) => [l.name, l.value])).toEqual([
      ['Narrenfreiheit', 'ja'],
      ['Kleiner Stock', 'ja'],
      ['Niedrigstes Gebot', '4'],
      ['Rundenzahl', '8'],
    ]);
    expect(houseRuleLines(rules, 'en').map((l) => l.name)).toEqual([
      'Jokers free in No Trump',
      'Small kitty',
      'Lowest bid',
      'Number of hands',
    ]);
  });
});

describe('the lobby form of house rules', () => {
  test('only rules that differ from the base game go into the request, and the engine accepts them', () => {
    let rules = changeRule({}, 'declarerLeads', true);
    rules = changeRule(rules, 'minBid', 4);
    rules = changeRule(rules, 'rounds', 8);
    expect(rules).toEqual({ declarerLeads: true, minBid: 4, rounds: 8 });
    rules = changeRule(rules, 'minBid', 3);
    rules = changeRule(rules, 'rounds', null);
    expect(rules).toEqual({ declarerLeads: true });
    expect(whistRules(rules).ok).toBe(true);
  });
});
