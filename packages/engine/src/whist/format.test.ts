import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEATS } from '../cards/types.js';
import { seededRandom } from '../deal/random.js';
import { formatWhistCards, formatWhn, parseWhistCards, parseWhn } from './format.js';
import type { WhistState } from './hand.js';
import { randomWhistHand } from './testing.js';

describe('whist cards in WHN', () => {
  it('writes a hand with a joker group and reads it back', () => {
    expect(formatWhistCards(['SA', 'SK', 'H2', 'CT', 'BJ', 'LJ'])).toBe('AK.2..T.BL');
    expect(formatWhistCards(['SA', 'LJ'])).toBe('A....L');
    expect(formatWhistCards(['SA', 'DT'], false)).toBe('A..T.');
    const r = parseWhistCards('AK.2..T.BL');
    expect(r.ok && r.value).toEqual(['SA', 'SK', 'H2', 'CT', 'BJ', 'LJ']);
  });
  it('refuses a bad joker letter and a card twice', () => {
    const bad = parseWhistCards('AK.2..T.X');
    expect(!bad.ok && bad.error.code).toBe('BAD_HAND');
    const twice = parseWhistCards('AK.2..T.BB');
    expect(!twice.ok && twice.error.code).toBe('BAD_HAND');
  });
});

const OPTIONS = [
  {},
  { noJokers: true },
  { smallKitty: true, declarerLeads: true },
  { noJokers: true, smallKitty: true },
  { allPass: 'redeal' },
];

describe('WHN round trips', () => {
  it('every prefix of a random hand: format → parse → replay gives the same state, and the text again', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...OPTIONS),
        fc.constantFrom(...SEATS),
        (seed, options, dealer) => {
          const states = randomWhistHand(seededRandom(seed), options, dealer);
          for (const state of [states[0], states[4], states[6], states[20], states[states.length - 1]]) {
            if (state === undefined) continue;
            const text = formatWhn(state as WhistState);
            const back = parseWhn(text);
            if (!back.ok) throw new Error(`${back.error.message}\n${text}`);
            expect(back.value.state).toEqual(state);
            expect(formatWhn(back.value.state)).toBe(text);
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 60_000);
});

describe('WHN errors', () => {
  const text = formatWhn(randomWhistHand(seededRandom(4)).at(-1) as WhistState);
  const code = (t: string) => {
    const r = parseWhn(t);
    return r.ok ? 'ok' : [r.error.code, r.error.line ?? null];
  };
  it('reads its own output', () => expect(code(text)).toBe('ok'));
  it('a malformed line is WHN_SYNTAX with its line', () =>
    expect(code(text.replace('[Dealer', 'Dealer'))).toEqual(['WHN_SYNTAX', 3]));
  it('a missing tag is WHN_SYNTAX', () =>
    expect(code(text.replace(/\[Kitty[^\n]*\n/, ''))[0]).toBe('WHN_SYNTAX'));
  it('a wrong score is WHN_BAD_VALUE', () =>
    expect(code(text.replace(/\[Score "[^"]*"\]/, '[Score "NS 99 EW 0"]'))[0]).toBe('WHN_BAD_VALUE'));
  it('an illegal card in the play is WHN_BAD_VALUE', () => {
    const play = /\[Play "([^"]*)"\]/.exec(text)?.[1] as string;
    const cards = play.split(' ');
    const swapped = [cards[1], cards[0], ...cards.slice(2)].join(' ');
    expect(code(text.replace(play, swapped))[0]).toBe('WHN_BAD_VALUE');
  });
  it('a bad option is WHN_BAD_VALUE', () =>
    expect(code(text.replace('[Options ""]', '[Options "fastPlay=true"]'))[0]).toBe('WHN_BAD_VALUE'));
});
