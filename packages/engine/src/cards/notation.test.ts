import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCard,
  formatDeal,
  formatHand,
  parseCard,
  parseDeal,
  parseHand,
  validateDeal,
} from './notation.js';
import { type Card, DECK, SEATS } from './types.js';

describe('cards', () => {
  it('reads strict and permissive card notation', () => {
    expect(parseCard('SA')).toEqual({ ok: true, value: 'SA' });
    for (const text of ['♠A', 'sa', 'A♠', 'Pik Ass', 'Pik-Ass', 'Ace of Spades', 'as']) {
      expect(parseCard(text)).toEqual({ ok: true, value: 'SA' });
    }
    expect(parseCard('10♥')).toEqual({ ok: true, value: 'HT' });
    expect(parseCard('Coeur Zehn')).toEqual({ ok: true, value: 'HT' });
    expect(parseCard('♥10')).toEqual({ ok: true, value: 'HT' });
    expect(parseCard('sa', { strict: true }).ok).toBe(false);
    const bad = parseCard('S1');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('BAD_CARD');
  });

  it('writes cards in letters, symbols and German words', () => {
    expect(formatCard('HT', 'symbols')).toBe('♥T');
    expect(formatCard('SA', 'words', 'de')).toBe('Pik Ass');
    expect(formatCard('CQ', 'words', 'en')).toBe('Queen of Clubs');
  });

  it('round-trips every card through every style', () => {
    for (const card of DECK) {
      for (const style of ['letters', 'symbols'] as const) {
        expect(parseCard(formatCard(card, style))).toEqual({ ok: true, value: card });
      }
      for (const lang of ['en', 'de'] as const) {
        expect(parseCard(formatCard(card, 'words', lang))).toEqual({ ok: true, value: card });
      }
    }
  });

  it('reads and writes PBN hands', () => {
    const hand = parseHand('AKQ2.J93.K42.T83');
    expect(hand.ok && hand.value.length).toBe(13);
    expect(hand.ok && formatHand(hand.value)).toBe('AKQ2.J93.K42.T83');
    expect(parseHand('akq2.j93.k42.1083').ok).toBe(true);
    expect(parseHand('AKQ2.J93.K42.T8', { strict: true }).ok).toBe(false);
    expect(parseHand('AAQ2.J93.K42.T83').ok).toBe(false);
  });

  it('round-trips random deals through PBN notation', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...DECK], { minLength: 52, maxLength: 52 }),
        fc.constantFrom(...SEATS),
        (cards, first) => {
          const deal = {
            N: cards.slice(0, 13),
            E: cards.slice(13, 26),
            S: cards.slice(26, 39),
            W: cards.slice(39),
          } as Record<(typeof SEATS)[number], Card[]>;
          const text = formatDeal(deal, first);
          const back = parseDeal(text, { strict: true });
          expect(back.ok).toBe(true);
          if (back.ok)
            for (const seat of SEATS) expect([...back.value[seat]].sort()).toEqual([...deal[seat]].sort());
        },
      ),
    );
  });

  it('fills one unknown hand and rejects duplicates', () => {
    const r = parseDeal('N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 - 2.8765432.8765.8');
    expect(r.ok && formatHand(r.value.S)).toBe('6543..432.765432');
    const dup = validateDeal('N:AKQJ.AKQ.AKQ.AKQ AKQJ.JT9.JT9.JT9 - -');
    expect(dup.ok).toBe(false);
  });
});
