import { viewFor } from '@tenace/engine';
import { describe, expect, test } from 'vitest';
import { TEXTS } from '../texts.js';
import { BOARD1, playedBoard } from './testing.js';
import { describeTable } from './text-view.js';

describe('the text view', () => {
  test('before the lead North sees only his own hand and the auction', () => {
    const state = playedBoard(BOARD1, 'N', '1S P 2S P P P', 0);
    const lines = describeTable(viewFor(state, 'N'), 'en', TEXTS.en, {
      2: { text: '6-10 HCP, 3+ spades', alert: false },
    });
    expect(lines[0]).toBe('Board 1, Dealer North, Vulnerable: None.');
    expect(lines[1]).toBe(
      "North's hand (you): Spades: Ace, King, Seven, Three; Hearts: Queen, Nine, Five; Diamonds: Jack, Eight, Four; Clubs: King, Six, Two.",
    );
    expect(lines.some((l) => l.startsWith("South's hand"))).toBe(false);
    expect(lines).toContain(
      'Auction: North 1♠, East Pass, South 2♠ (6-10 HCP, 3+ spades), West Pass, North Pass, East Pass.',
    );
    expect(lines.at(-1)).toBe('Waiting for East.');
  });
  test('after the opening lead East sees dummy (South) and the card led, in German', () => {
    const state = playedBoard(BOARD1, 'N', '1S P 2S P P P', 1);
    const lines = describeTable(viewFor(state, 'E'), 'de', TEXTS.de);
    expect(lines.some((l) => l.startsWith('Hand von Süd (Tisch):'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Hand von West'))).toBe(false);
    expect(lines.some((l) => l.startsWith('Hand von Nord'))).toBe(false);
    expect(lines.find((l) => l.startsWith('Stich 1:'))).toMatch(/^Stich 1: Ost /);
    expect(lines).toContain('Kontrakt: 2♠, Alleinspieler Nord. Stiche: N-S 0, O-W 0.');
  });
  test('declarer is told it is his turn to play from dummy', () => {
    const state = playedBoard(BOARD1, 'N', '1S P 2S P P P', 1);
    expect(describeTable(viewFor(state, 'N'), 'en', TEXTS.en).at(-1)).toBe('Your turn: South to play.');
  });
});
