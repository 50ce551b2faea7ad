import { type Card, type ContractWithDeclarer, seededRandom } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { hand } from '../bidding/testing.js';
import { layoutSpec } from './decide.js';
import { type Carding, DEFAULT_PLAY_OPTIONS, STANDARD_CARDING } from './options.js';
import { layoutSampler } from './sample.js';
import { shownHeight, signalCard, signalOf, wantedHeight } from './signals.js';
import { boardAt, historyOf, inputFor } from './testing.js';

const UPSIDE_DOWN: Carding = { attitude: 'upside-down', count: 'upside-down', discards: 'lavinthal' };
const FOUR_HEARTS: ContractWithDeclarer = { level: 4, strain: 'H', risk: '', declarer: 'S' };
const base = { contract: FOUR_HEARTS, ledBefore: false, dummyVoid: false } as const;

describe('what a defender’s card signals', () => {
  it('attitude on partner’s lead, count on declarer’s, nothing from declarer’s side or on a lead', () => {
    expect(
      signalOf({ ...base, seat: 'E', leader: 'W', before: ['SK', 'S4'], suit: 'S' }, STANDARD_CARDING),
    ).toEqual({
      kind: 'attitude',
      suit: 'S',
    });
    expect(
      signalOf({ ...base, seat: 'E', leader: 'S', before: ['D2', 'D5'], suit: 'D' }, STANDARD_CARDING),
    ).toEqual({
      kind: 'count',
      suit: 'D',
    });
    expect(
      signalOf({ ...base, seat: 'N', leader: 'W', before: ['SK'], suit: 'S' }, STANDARD_CARDING),
    ).toBeNull();
    expect(signalOf({ ...base, seat: 'W', leader: 'W', before: [], suit: 'S' }, STANDARD_CARDING)).toBeNull();
    expect(
      signalOf(
        { ...base, ledBefore: true, seat: 'E', leader: 'W', before: ['SK', 'S4'], suit: 'S' },
        STANDARD_CARDING,
      ),
    ).toBeNull();
  });

  it('suit preference when partner leads a suit dummy cannot follow in a suit contract (seed 004’s 4♥)', () => {
    expect(
      signalOf(
        { ...base, dummyVoid: true, seat: 'E', leader: 'W', before: ['SA', 'H2'], suit: 'S' },
        STANDARD_CARDING,
      ),
    ).toEqual({ kind: 'preference', suit: 'S', low: 'C', high: 'D' });
  });

  it('Lavinthal discards: the discard asks for the lower or the higher of the two other side suits', () => {
    expect(
      signalOf({ ...base, seat: 'E', leader: 'S', before: ['HA'], suit: 'C' }, STANDARD_CARDING),
    ).toEqual({
      kind: 'preference',
      suit: 'C',
      low: 'D',
      high: 'S',
    });
    // A ruff is no signal.
    expect(
      signalOf({ ...base, seat: 'E', leader: 'S', before: ['SA'], suit: 'H' }, STANDARD_CARDING),
    ).toBeNull();
    // With attitude discards the card speaks of its own suit.
    const attitude: Carding = { ...STANDARD_CARDING, discards: 'attitude' };
    expect(signalOf({ ...base, seat: 'E', leader: 'S', before: ['HA'], suit: 'C' }, attitude)).toEqual({
      kind: 'attitude',
      suit: 'C',
    });
  });
});

describe('the height a hand wants to show', () => {
  it('attitude: high with an honour (standard), low with it (upside-down)', () => {
    const signal = { kind: 'attitude', suit: 'S' } as const;
    expect(wantedHeight(signal, hand('A92.432.7654.876'), STANDARD_CARDING)).toBe('high');
    expect(wantedHeight(signal, hand('T92.432.7654.876'), STANDARD_CARDING)).toBe('low');
    expect(wantedHeight(signal, hand('A92.432.7654.876'), UPSIDE_DOWN)).toBe('low');
  });

  it('count: high with an even number (standard), with an odd number (upside-down)', () => {
    const signal = { kind: 'count', suit: 'D' } as const;
    expect(wantedHeight(signal, hand('A92.432.7654.876'), STANDARD_CARDING)).toBe('high');
    expect(wantedHeight(signal, hand('A92.432.765.8764'), STANDARD_CARDING)).toBe('low');
    expect(wantedHeight(signal, hand('A92.432.765.8764'), UPSIDE_DOWN)).toBe('high');
  });

  it('suit preference: towards the suit with more points, nothing when equal', () => {
    const signal = { kind: 'preference', suit: 'S', low: 'C', high: 'D' } as const;
    expect(wantedHeight(signal, hand('92.432.AK54.8765'), STANDARD_CARDING)).toBe('high');
    expect(wantedHeight(signal, hand('92.432.5432.AK65'), STANDARD_CARDING)).toBe('low');
    expect(wantedHeight(signal, hand('92.432.5432.8765'), STANDARD_CARDING)).toBeNull();
  });

  it('a card shows high unless it is the lowest of its holding; honours and singletons show nothing', () => {
    expect(shownHeight('S9', hand('A92.432.7654.876'))).toBe('high');
    expect(shownHeight('S2', hand('A92.432.7654.876'))).toBe('low');
    expect(shownHeight('SA', hand('A92.432.7654.876'))).toBeNull();
    expect(shownHeight('S9', hand('9.432.765432.876'))).toBeNull();
  });
});

describe('giving signals among cards of equal value', () => {
  const situation = { ...base, seat: 'E', leader: 'W', before: ['SK', 'S4'] as Card[] } as const;

  it('encourages with the highest spot card when holding an honour, else plays the lowest', () => {
    expect(signalCard(['S9', 'S2'], hand('A92.432.7654.876'), situation, STANDARD_CARDING)).toBe('S9');
    expect(signalCard(['S9', 'S2'], hand('T92.432.7654.876'), situation, STANDARD_CARDING)).toBe('S2');
    expect(signalCard(['S9', 'S2'], hand('A92.432.7654.876'), situation, UPSIDE_DOWN)).toBe('S2');
  });

  it('discards from weakness, the height asking for the suit it wants (Lavinthal)', () => {
    // South leads hearts (trumps); East has none. Clubs are worthless, so East discards a club
    // and asks for diamonds over spades with a low one.
    const lead = { ...base, seat: 'E', leader: 'S', before: ['HA'] as Card[] } as const;
    const east = hand('92..AKJ54.876543');
    expect(signalCard(['S2', 'D4', 'C8', 'C3'], east, lead, STANDARD_CARDING)).toBe('C3');
    const spadesWanted = hand('AK..96542.876543');
    expect(signalCard(['D2', 'C8', 'C3'], spadesWanted, lead, STANDARD_CARDING)).toBe('C8');
  });
});

describe('reading partner’s signals while sampling', () => {
  // West leads the ♠K against 4♥; declarer holds the ♠Q, so the ♠A is the one honour East can
  // encourage with. East plays the 9 (encouraging) or, from the same hand, the 2. Declarer's
  // samples should follow what East's card said.
  const deal = 'S:Q6.AKQJT.AK2.432 KJT3.65.T98.QJT9 8754.987.QJ3.AK5 A92.432.7654.876';
  const honourWithEast = (east: Card, signalTrust = DEFAULT_PLAY_OPTIONS.signalTrust) => {
    const state = boardAt(deal, 'S', '1H P 2H P 4H P P P', `SK S4 ${east} S6`);
    const input = inputFor(state, 'S');
    const history = historyOf(input);
    // West's ♠K from K-J-10-3 is no conventional lead: the lead is not read here, only the signal.
    const spec = layoutSpec(input.view, history, { ...DEFAULT_PLAY_OPTIONS, signalTrust, leadTrust: 1 });
    const sampler = layoutSampler(spec, seededRandom('signals'), 1000);
    let withEast = 0;
    const n = 400;
    for (let i = 0; i < n; i++) {
      const east = sampler.next()?.E ?? [];
      if (east.includes('SA')) withEast++;
    }
    return withEast / n;
  };

  it('an encouraging card makes the ace with East likelier than the cards alone say, a discouraging one less likely', () => {
    // Signals ignored (trust 1): how often East holds the ♠A on the cards and the auction alone.
    // Both defenders passed, and West, already known to hold the ♠K, would have overcalled 1♠
    // with the ace beside it more often than East with the ace alone, so East holds it somewhat
    // more than half the time.
    const unread = honourWithEast('S9', 1);
    const high = honourWithEast('S9');
    const low = honourWithEast('S2');
    expect(unread).toBeGreaterThan(0.5);
    expect(unread).toBeLessThan(0.75);
    expect(high).toBeGreaterThan(unread + 0.1);
    expect(low).toBeLessThan(unread - 0.25);
  });
});
