import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cryptoRandom, type RandomSource, randomBigInt, randomInt, seededRandom, shuffle } from './random.js';

/** A source that returns the given numbers in order, to see which draws are kept or thrown away. */
function scripted(values: readonly number[]): RandomSource & { used: () => number } {
  let i = 0;
  return {
    nextUint32() {
      const v = values[i++];
      if (v === undefined) throw new Error('script exhausted');
      return v;
    },
    used: () => i,
  };
}

function firstWords(source: RandomSource, count: number): number[] {
  return Array.from({ length: count }, () => source.nextUint32());
}

function isUint32(x: number): boolean {
  return Number.isInteger(x) && x >= 0 && x < 2 ** 32;
}

describe('randomInt', () => {
  it('throws away the draws that would favour small results', () => {
    // 2^32 = 6 × 715827882 + 4, so the four draws from 6 × 715827882 = 4294967292 up are rejected.
    const source = scripted([4294967292, 4294967295, 13]);
    expect(randomInt(source, 6)).toBe(1);
    expect(source.used()).toBe(3);
    // The largest kept draw is 4294967291 = 6 × 715827881 + 5.
    expect(randomInt(scripted([4294967291]), 6)).toBe(5);
    // For 3, only 2^32 - 1 is rejected (2^32 = 3 × 1431655765 + 1).
    const three = scripted([4294967295, 4294967294]);
    expect(randomInt(three, 3)).toBe(4294967294 % 3);
    expect(three.used()).toBe(2);
  });

  it('keeps every draw when n is a power of two', () => {
    expect(randomInt(scripted([4294967295]), 2 ** 32)).toBe(4294967295);
    expect(randomInt(scripted([4294967295]), 8)).toBe(7);
    expect(randomInt(scripted([123]), 1)).toBe(0);
  });

  it('rejects an n it cannot serve', () => {
    for (const n of [0, -3, 1.5, Number.NaN, 2 ** 32 + 1]) {
      expect(() => randomInt(seededRandom(1), n)).toThrow(RangeError);
    }
  });

  it('gives each of six results about equally often', () => {
    const source = seededRandom('dice');
    const tally = new Array<number>(6).fill(0);
    for (let i = 0; i < 60000; i++) {
      const k = randomInt(source, 6);
      tally[k] = (tally[k] as number) + 1;
    }
    // Expected 10,000 each with a standard deviation of about 91.
    for (const c of tally) expect(Math.abs(c - 10000)).toBeLessThan(500);
  });

  it('stays in range for any n', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        const k = randomInt(seededRandom(seed), n);
        return Number.isInteger(k) && k >= 0 && k < n;
      }),
    );
  });
});

describe('randomBigInt', () => {
  it('draws only the bits it needs and retries above the range', () => {
    // n = 5: values 0..4 need 3 bits, taken from the top of the word; 7, 6 and 5 are retried.
    const source = scripted([0xffffffff, 0xc0000000, 0xa0000000, 0x80000000]);
    expect(randomBigInt(source, 5n)).toBe(4n);
    expect(source.used()).toBe(4);
    // n = 2^64: two whole words, high word first.
    expect(randomBigInt(scripted([1, 2]), 2n ** 64n)).toBe(2n ** 32n + 2n);
    // n = 1: nothing to draw.
    expect(randomBigInt(scripted([]), 1n)).toBe(0n);
  });

  it('rejects n below 1', () => {
    expect(() => randomBigInt(seededRandom(1), 0n)).toThrow(RangeError);
    expect(() => randomBigInt(seededRandom(1), -5n)).toThrow(RangeError);
  });

  it('stays in range and covers a small range evenly', () => {
    fc.assert(
      fc.property(fc.string(), fc.bigInt({ min: 1n, max: 2n ** 200n }), (seed, n) => {
        const k = randomBigInt(seededRandom(seed), n);
        return k >= 0n && k < n;
      }),
    );
    const source = seededRandom('thirds');
    const tally = [0, 0, 0];
    for (let i = 0; i < 30000; i++) {
      const k = Number(randomBigInt(source, 3n));
      tally[k] = (tally[k] as number) + 1;
    }
    // Expected 10,000 each, standard deviation about 82.
    for (const c of tally) expect(Math.abs(c - 10000)).toBeLessThan(450);
  });
});

describe('shuffle', () => {
  it('returns a new permutation and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer()), (seed, items) => {
        const before = [...items];
        const result = shuffle(seededRandom(seed), items);
        expect(items).toEqual(before);
        expect(result).not.toBe(items);
        expect([...result].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('gives all six orders of three items the same chance', () => {
    // A common wrong shuffle (swap each place with any place) gives two orders 5/27 and
    // three 4/27 instead of 1/6 each: 18,500 versus 14,800 in this sample, far outside the bound.
    const source = seededRandom('three');
    const tally = new Map<string, number>();
    for (let i = 0; i < 60000; i++) {
      const key = shuffle(source, ['a', 'b', 'c']).join('');
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    expect(tally.size).toBe(6);
    for (const c of tally.values()) expect(Math.abs(c - 10000)).toBeLessThan(500);
  });
});

describe('seededRandom', () => {
  it('repeats exactly for the same seed and treats a number like its decimal text', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        expect(firstWords(seededRandom(seed), 8)).toEqual(firstWords(seededRandom(seed), 8));
      }),
    );
    expect(firstWords(seededRandom(42), 4)).toEqual(firstWords(seededRandom('42'), 4));
  });

  it('gives different seeds different numbers', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        fc.pre(a !== b);
        expect(firstWords(seededRandom(a), 4)).not.toEqual(firstWords(seededRandom(b), 4));
      }),
    );
    // Seeds that differ in one character or only in length.
    expect(firstWords(seededRandom('a'), 4)).not.toEqual(firstWords(seededRandom('b'), 4));
    expect(firstWords(seededRandom(''), 4)).not.toEqual(firstWords(seededRandom('\u0000'), 4));
  });

  it('sets each bit about half the time', () => {
    const source = seededRandom('bits');
    const ones = new Array<number>(32).fill(0);
    const draws = 20000;
    for (let i = 0; i < draws; i++) {
      const x = source.nextUint32();
      expect(isUint32(x)).toBe(true);
      for (let bit = 0; bit < 32; bit++) if ((x >>> bit) & 1) ones[bit] = (ones[bit] as number) + 1;
    }
    // Standard deviation of each share is about 0.0035.
    for (const count of ones) expect(Math.abs(count / draws - 0.5)).toBeLessThan(0.02);
  });
});

describe('cryptoRandom', () => {
  it('gives 32-bit integers, fresh after its buffer is used up', () => {
    const source = cryptoRandom();
    const words = firstWords(source, 1000);
    expect(words.every(isUint32)).toBe(true);
    expect(words.slice(256, 512)).not.toEqual(words.slice(0, 256));
    expect(new Set(words).size).toBeGreaterThan(990);
    expect(firstWords(cryptoRandom(), 4)).not.toEqual(firstWords(cryptoRandom(), 4));
  });
});
