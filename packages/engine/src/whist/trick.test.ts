import { describe, expect, it } from 'vitest';
import { bidValue, parseWhistBid } from './bid.js';
import { cardStrength, type WhistCard, type WhistMode } from './cards.js';
import { ledSuit, whistLegalPlays, whistTrickWinner } from './trick.js';

const up = (trump: WhistMode['trump']): WhistMode => ({ trump, direction: 'uptown', aceLow: false });
const down = (trump: WhistMode['trump'], aceLow = false): WhistMode => ({
  trump,
  direction: 'downtown',
  aceLow,
});
const win = (cards: string, mode: WhistMode) => whistTrickWinner(cards.split(' ') as WhistCard[], 'N', mode);

describe('card orders (rules.md 5.4)', () => {
  const order = (mode: WhistMode, cards: string) =>
    (cards.split(' ') as WhistCard[]).map((c) => cardStrength(c, mode));
  const strictlyFalling = (xs: number[]) => xs.every((x, i) => i === 0 || (xs[i - 1] as number) > x);
  it('uptown trumps: big joker, little joker, A K Q … 2', () =>
    expect(strictlyFalling(order(up('S'), 'BJ LJ SA SK SQ SJ ST S9 S8 S7 S6 S5 S4 S3 S2'))).toBe(true));
  it('downtown trumps: big joker, little joker, A 2 3 … K', () =>
    expect(strictlyFalling(order(down('S'), 'BJ LJ SA S2 S3 S4 S5 S6 S7 S8 S9 ST SJ SQ SK'))).toBe(true));
  it('downtown with the ace low: 2 3 … K A', () =>
    expect(strictlyFalling(order(down('H', true), 'H2 H3 H4 H5 H6 H7 H8 H9 HT HJ HQ HK HA'))).toBe(true));
  it('no trump: the jokers are below every card', () => {
    expect(cardStrength('BJ', up(null))).toBeLessThan(cardStrength('S2', up(null)));
    expect(cardStrength('LJ', down(null))).toBeLessThan(cardStrength('SK', down(null)));
  });
});

describe('trick winners with jokers in each mode (N leads)', () => {
  it('uptown: the highest card of the suit led, a trump beats it', () => {
    expect(win('SK SA S2 S3', up('H'))).toBe('E');
    expect(win('SK SA H2 S3', up('H'))).toBe('S');
    expect(win('SK SA H2 H3', up('H'))).toBe('W');
  });
  it('uptown: the big joker beats the little joker and the ace of trumps', () => {
    expect(win('HA LJ BJ H2', up('H'))).toBe('S');
    expect(win('HA LJ H2 H3', up('H'))).toBe('E');
    expect(win('SA LJ S3 S4', up('H'))).toBe('E');
  });
  it('a led joker is a trump lead in a trump contract', () => {
    expect(ledSuit(['LJ'], up('D'))).toBe('D');
    expect(win('LJ DA BJ D2', up('D'))).toBe('S');
    expect(win('LJ DA SA D2', down('D'))).toBe('N');
  });
  it('downtown: the ace, then the two win; the king is the lowest', () => {
    expect(win('S5 S2 SK S3', down('H'))).toBe('E');
    expect(win('S5 S2 SA S3', down('H'))).toBe('S');
    expect(win('SK SQ SJ ST', down('H'))).toBe('W');
    expect(win('S5 S2 HK S3', down('H'))).toBe('S');
  });
  it('downtown with the ace low: the ace loses to every card of its suit', () =>
    expect(win('S5 SA SK S3', down('H', true))).toBe('W'));
  it('no trump: the jokers never win, even when led', () => {
    expect(win('BJ S2 SA S3', up(null))).toBe('S');
    expect(win('S2 BJ LJ S3', up(null))).toBe('W');
    expect(win('S2 BJ LJ S3', down(null))).toBe('N');
    expect(win('BJ LJ C4 C9', up(null))).toBe('W');
  });
  it('no trump: a card of another suit never wins', () => expect(win('S2 HA DA CA', up(null))).toBe('N'));
});

describe('following (rules.md 5.5, 5.6)', () => {
  const hand: WhistCard[] = ['SA', 'S2', 'HK', 'BJ'];
  it('must follow the suit led, a trump joker counts as trump', () => {
    expect(whistLegalPlays(hand, ['S5'], up('H'))).toEqual(['SA', 'S2']);
    expect(whistLegalPlays(hand, ['H5'], up('H'))).toEqual(['HK', 'BJ']);
    expect(whistLegalPlays(hand, ['LJ'], up('H'))).toEqual(['HK', 'BJ']);
    expect(whistLegalPlays(hand, ['D5'], up('H'))).toEqual(hand);
  });
  it('a player whose only trumps are jokers must play one to a trump lead', () =>
    expect(whistLegalPlays(['BJ', 'S2', 'C3'], ['D5'], up('D'))).toEqual(['BJ']));
  it('no trump: a joker lead lets the next player choose; the first non-joker sets the suit', () => {
    expect(whistLegalPlays(hand, ['LJ'], up(null))).toEqual(hand);
    expect(whistLegalPlays(hand, ['LJ', 'H3'], up(null))).toEqual(['HK']);
    expect(ledSuit(['BJ', 'LJ', 'C4'], up(null))).toBe('C');
  });
  it('no trump: a joker only when void, unless Narrenfreiheit', () => {
    expect(whistLegalPlays(hand, ['S5'], up(null))).toEqual(['SA', 'S2']);
    expect(whistLegalPlays(hand, ['S5'], up(null), true)).toEqual(['SA', 'S2', 'BJ']);
    expect(whistLegalPlays(hand, ['D5'], up(null))).toEqual(hand);
  });
  it('Narrenfreiheit changes nothing in a trump contract', () =>
    expect(whistLegalPlays(hand, ['S5'], up('H'), true)).toEqual(['SA', 'S2']));
});

describe('bid order (rules.md 5.2)', () => {
  const v = (text: string, downtownBeatsUptown = false) => {
    const bid = parseWhistBid(text);
    if (!bid.ok) throw new Error(bid.error.message);
    return bidValue(bid.value, { downtownBeatsUptown });
  };
  it('3U = 3D < 3NT < 4U', () => {
    expect(v('3U')).toBe(v('3D'));
    expect(v('3NT')).toBeGreaterThan(v('3D'));
    expect(v('4U')).toBeGreaterThan(v('3NT'));
    expect(v('7NT')).toBeGreaterThan(v('7D'));
  });
  it('downtown beats uptown: 4U < 4D < 4NT < 5U', () => {
    expect(v('4D', true)).toBeGreaterThan(v('4U', true));
    expect(v('4NT', true)).toBeGreaterThan(v('4D', true));
    expect(v('5U', true)).toBeGreaterThan(v('4NT', true));
  });
  it('reads bids in several spellings and rejects others', () => {
    expect(parseWhistBid('5 downtown')).toEqual({ ok: true, value: { level: 5, type: 'downtown' } });
    expect(parseWhistBid('3 no trump')).toEqual({ ok: true, value: { level: 3, type: 'notrump' } });
    const bad = parseWhistBid('8U');
    expect(!bad.ok && bad.error.code).toBe('BAD_WHIST_BID');
  });
});
