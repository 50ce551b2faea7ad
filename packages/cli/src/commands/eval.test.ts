import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../testing.js';

async function evalJson(...args: string[]) {
  const io = memoryIo();
  const code = await main(['eval', ...args, '--json'], io);
  return { code, value: JSON.parse(io.stdout()) };
}

describe('tenace eval', () => {
  it('evaluates a flat 13-count: AKQ2.J93.K42.T83', async () => {
    const { code, value } = await evalJson('AKQ2.J93.K42.T83');
    expect(code).toBe(0);
    // Counted by hand: ♠AKQ 9 + ♥J 1 + ♦K 3 = 13 HCP; losers ♠0 ♥3 ♦2 ♣3 = 8;
    // quick tricks ♠AK 2 + ♦Kx 0.5 = 2.5; controls A 2 + two kings = 4.
    expect(value.hand).toBe('AKQ2.J93.K42.T83');
    expect(value.hcp).toBe(13);
    expect(value.suits.S).toEqual({ length: 4, hcp: 9, losers: 0, quickTricks: 2, control: 2 });
    expect(value.suits.D).toEqual({ length: 3, hcp: 3, losers: 2, quickTricks: 0.5, control: 1 });
    expect(value.losingTricks).toBe(8);
    expect(value.quickTricks).toBe(2.5);
    expect(value.controls).toBe(4);
    expect(value.shapeString).toBe('4-3-3-3');
    expect(value.shapeClass).toBe('balanced');
    expect(value.distributionPoints).toEqual({ shape: 0, shortness: 0, length: 0 });
    expect(value.points).toBe(13);
    // No short suit: no support points whatever the trump suit.
    expect(value.fits).toHaveLength(8);
    for (const fit of value.fits) expect(fit.supportPoints).toBe(0);
  });

  it('evaluates a freak with a void, a singleton and the permissive spelling (10, lower case, - for a void)', async () => {
    const { code, value } = await evalJson('kqj109876.a.-.ak32');
    expect(code).toBe(0);
    expect(value.hand).toBe('KQJT9876.A.-.AK32');
    // ♠KQJ 6 + ♥A 4 + ♣AK 7 = 17; losers ♠1 ♥0 ♦0 ♣1 = 2; quick tricks 1 + 1 + 2 = 4.
    expect(value.hcp).toBe(17);
    expect(value.losingTricks).toBe(2);
    expect(value.quickTricks).toBe(4);
    expect(value.controls).toBe(6);
    expect(value.shapeString).toBe('8-4-1-0');
    expect(value.exactShape).toBe('8=1=0=4');
    expect(value.shapeClass).toBe('twoSuiter');
    // shape: 8 cards → 5, one four-card suit free; shortness: void 3 + singleton 2; length: 8 - 4.
    expect(value.distributionPoints).toEqual({ shape: 5, shortness: 5, length: 4 });
    expect(value.points).toBe(21);
    const spades = value.fits.filter((f: { trump: string }) => f.trump === 'S');
    expect(spades).toEqual([
      { trump: 'S', scale: '3-2-1', supportPoints: 5, totalPoints: { shape: 22, shortness: 22, length: 26 } },
      { trump: 'S', scale: '5-3-1', supportPoints: 8, totalPoints: { shape: 22, shortness: 25, length: 29 } },
    ]);
  });

  it('limits the fit table to one trump suit and scale', async () => {
    const { value } = await evalJson('kqj109876.a.-.ak32', '--fit', '♥', '--scale', '5-3-1');
    // Hearts as trumps: the singleton ace is the trump suit and earns nothing; ♦ void 5.
    expect(value.fits).toEqual([
      { trump: 'H', scale: '5-3-1', supportPoints: 5, totalPoints: { shape: 22, shortness: 22, length: 26 } },
    ]);
  });

  it('prints a readable table', async () => {
    const io = memoryIo();
    expect(await main(['eval', 'AKQ2.J93.K42.T83'], io)).toBe(0);
    const text = io.stdout();
    expect(text).toMatch(/♠ Spades\s+A K Q 2\s+4\s+9\s+0\s+2\s+first round/);
    expect(text).toMatch(/Losing trick count:\s+8/);
    expect(text).toMatch(/Quick tricks:\s+2\.5/);
    const de = memoryIo();
    expect(await main(['eval', 'AKQ2.J93.K42.T83', '--lang', 'de'], de)).toBe(0);
    expect(de.stdout()).toContain('NT-Verteilung');
  });

  it('refuses a bad hand with the engine code and a non-zero exit', async () => {
    for (const [hand, code] of [
      ['AKQ.J93.K42', 'BAD_HAND'],
      ['AKQ.J93.K42.T83', 'BAD_HAND'],
      ['AKQ2.J93.K42.T8Z', 'BAD_HAND'],
      ['AKQA.J93.K42.T83', 'BAD_HAND'],
    ] as const) {
      const { code: exit, value } = await evalJson(hand);
      expect(exit).toBe(2);
      expect(value.error.code).toBe(code);
    }
    const bad = await evalJson('AKQ2.J93.K42.T83', '--fit', 'Z');
    expect(bad.value.error.code).toBe('BAD_INPUT');
    const de = memoryIo();
    expect(await main(['eval', 'AKQ.J93.K42.T83', '--lang', 'de'], de)).toBe(2);
    expect(de.stderr()).toContain('BAD_HAND');
    expect(de.stderr()).toContain('Karten statt 13');
  });
});
