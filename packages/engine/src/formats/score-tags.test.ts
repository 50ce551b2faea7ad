import { describe, expect, it } from 'vitest';
import {
  formatParContract,
  formatScoreTag,
  parseParContract,
  parseResultTag,
  parseScoreTag,
} from './score-tags.js';

describe('Score and OptimumScore values', () => {
  it.each([
    ['620', [{ points: 620 }]],
    ['NS 620', [{ side: 'NS', points: 620 }]],
    ['EW -100', [{ side: 'EW', points: -100 }]],
    [
      'NS 100 EW -100',
      [
        { side: 'NS', points: 100 },
        { side: 'EW', points: -100 },
      ],
    ],
    [
      'ew 420 ns -420',
      [
        { side: 'EW', points: 420 },
        { side: 'NS', points: -420 },
      ],
    ],
  ])('reads %j', (text, parts) => {
    expect(parseScoreTag(text)).toEqual({ ok: true, value: parts });
  });

  it('writes the sides back in their order', () => {
    expect(
      formatScoreTag([
        { side: 'EW', points: 420 },
        { side: 'NS', points: -420 },
      ]),
    ).toBe('EW 420 NS -420');
    expect(formatScoreTag([{ points: 90 }])).toBe('90');
  });

  it.each(['', 'NS', 'NS six', 'XX 100', 'NS 1 NS 2', 'NS 1 EW 2 NS 3'])('rejects %j', (text) => {
    expect(parseScoreTag(text).ok).toBe(false);
  });
});

describe('Result values', () => {
  it('gives declarer tricks from any of the PBN forms', () => {
    expect(parseResultTag('9', 'E')).toEqual({ ok: true, value: 9 });
    expect(parseResultTag('EW 9', 'E')).toEqual({ ok: true, value: 9 });
    expect(parseResultTag('NS 4', 'E')).toEqual({ ok: true, value: 9 });
    expect(parseResultTag('NS 4 EW 9', 'W')).toEqual({ ok: true, value: 9 });
    expect(parseResultTag('^10', 'N')).toEqual({ ok: true, value: 10 });
    expect(parseResultTag('', 'N')).toEqual({ ok: true, value: undefined });
    expect(parseResultTag('?', 'N')).toEqual({ ok: true, value: undefined });
  });

  it('rejects counts above 13', () => {
    expect(parseResultTag('14', 'N').ok).toBe(false);
    expect(parseResultTag('NS -1', 'N').ok).toBe(false);
  });
});

describe('ParContract values', () => {
  it('reads sides, seats, doubles and over- and undertricks', () => {
    const r = parseParContract('EW 2NTx; W 3C-1, NS 4S+1');
    expect(r).toEqual({
      ok: true,
      value: [
        { by: 'EW', contract: { level: 2, strain: 'NT', risk: 'X' } },
        { by: 'W', contract: { level: 3, strain: 'C', risk: '' }, overtricks: -1 },
        { by: 'NS', contract: { level: 4, strain: 'S', risk: '' }, overtricks: 1 },
      ],
    });
    expect(r.ok && formatParContract(r.value)).toBe('EW 2NTX; W 3C-1; NS 4S+1');
  });

  it('reads a passed-out par as an empty list', () => {
    expect(parseParContract('Pass')).toEqual({ ok: true, value: [] });
    expect(parseParContract('NS Pass')).toEqual({ ok: true, value: [] });
    expect(formatParContract([])).toBe('Pass');
  });

  it.each(['', '4S', 'NS 8S', 'NE 4S', 'NS 4S+', 'NS 4Q'])('rejects %j', (text) => {
    expect(parseParContract(text).ok).toBe(false);
  });
});
