import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { twoTricksForTesting } from './search.js';

const POP = (x: number): number => {
  let n = 0;
  for (let y = x; y !== 0; y &= y - 1) n++;
  return n;
};

/** North-South's tricks from a trick's start, `leader` to lead, by trying every card. */
function nsTricks(H: number[], leader: number, trump: number): number {
  let cards = 0;
  for (let s = 0; s < 4; s++) cards += POP(H[leader * 4 + s] as number);
  if (cards === 0) return 0;
  const ts: number[] = [];
  const tb: number[] = [];
  const rec = (pos: number): number => {
    if (pos === 4) {
      let w = 0;
      for (let i = 1; i < 4; i++) {
        const s = ts[i] as number;
        const ws = ts[w] as number;
        if (s === ws ? (tb[i] as number) > (tb[w] as number) : s === trump) w = i;
      }
      const winner = (leader + w) & 3;
      return nsTricks(H, winner, trump) + ((winner & 1) === 0 ? 1 : 0);
    }
    const h = (leader + pos) & 3;
    const led = pos === 0 ? -1 : (ts[0] as number);
    const ns = (h & 1) === 0;
    let value = ns ? -1 : 99;
    for (let s = 0; s < 4; s++) {
      if (led >= 0 && s !== led && (H[h * 4 + led] as number) !== 0) continue;
      let x = H[h * 4 + s] as number;
      while (x !== 0) {
        const b = x & -x;
        x ^= b;
        H[h * 4 + s] = (H[h * 4 + s] as number) ^ b;
        ts[pos] = s;
        tb[pos] = b;
        const v = rec(pos + 1);
        H[h * 4 + s] = (H[h * 4 + s] as number) ^ b;
        value = ns ? Math.max(value, v) : Math.min(value, v);
      }
    }
    return value;
  };
  return rec(0);
}

/** Holdings of a two-trick ending: cards 0..51 (suit * 13 + rank index), two to each hand. */
function holdings(cards: number[]): number[] {
  const H = new Array<number>(16).fill(0);
  cards.forEach((c, i) => {
    const h = i >> 1;
    const s = Math.floor(c / 13);
    H[h * 4 + s] = (H[h * 4 + s] as number) | (1 << (c % 13));
  });
  return H;
}

/**
 * The same ending with the cards below the relevant ranks of each suit dealt anew among their
 * holders (each hand keeps as many of them per suit): a position the transposition table would
 * match. `rnd` drives the shuffles.
 */
function reshuffled(H: number[], relevance: number[], rnd: number[]): number[] {
  const G = [...H];
  let k = 0;
  for (let s = 0; s < 4; s++) {
    const u = relevance[s] as number;
    const edge = u === 0 ? 1 << 13 : u & -u;
    const owners: number[] = [];
    const ranks: number[] = [];
    for (let r = 0; r < 13; r++) {
      const b = 1 << r;
      if (b >= edge) continue;
      for (let h = 0; h < 4; h++) {
        if (((H[h * 4 + s] as number) & b) !== 0) {
          owners.push(h);
          ranks.push(b);
          G[h * 4 + s] = (G[h * 4 + s] as number) ^ b;
        }
      }
    }
    for (let i = owners.length - 1; i > 0; i--) {
      const j = (rnd[k++ % rnd.length] as number) % (i + 1);
      const t = owners[i] as number;
      owners[i] = owners[j] as number;
      owners[j] = t;
    }
    owners.forEach((h, i) => {
      G[h * 4 + s] = (G[h * 4 + s] as number) | (ranks[i] as number);
    });
  }
  return G;
}

describe('the exact search of the last two tricks (twoTricks)', () => {
  it('gives fail-soft values and a sound relevance on random endings, every strain and leader', () => {
    const endings = fc.record({
      cards: fc.shuffledSubarray(
        Array.from({ length: 52 }, (_, i) => i),
        { minLength: 8, maxLength: 8 },
      ),
      leader: fc.integer({ min: 0, max: 3 }),
      trump: fc.integer({ min: 0, max: 4 }),
      rnd: fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
    });
    fc.assert(
      fc.property(endings, ({ cards, leader, trump, rnd }) => {
        const H = holdings(cards);
        const ns = nsTricks([...H], leader, trump);
        for (const side of [0, 1]) {
          for (const target of [1, 2]) {
            const { value, relevance } = twoTricksForTesting(H, leader, trump, side, target);
            const exact = side === 0 ? ns : 2 - ns;
            if (value >= target) expect(exact).toBeGreaterThanOrEqual(value);
            else expect(exact).toBeLessThanOrEqual(value);
            // A position that differs only below the relevant ranks has a value within the same
            // bound.
            for (let v = 0; v < 3; v++) {
              const G = reshuffled(
                H,
                relevance,
                rnd.map((x) => x + v * 7919),
              );
              const g = nsTricks(G, leader, trump);
              const other = side === 0 ? g : 2 - g;
              if (value >= target) expect(other).toBeGreaterThanOrEqual(value);
              else expect(other).toBeLessThanOrEqual(value);
            }
          }
        }
      }),
      { numRuns: 3000 },
    );
  });
});
