/**
 * Where the engine's randomness comes from. The engine never calls `Math.random`: every
 * function that needs chance takes a `RandomSource`, so play uses a cryptographic source
 * and tests (and `--seed`) use a seeded one that repeats exactly.
 */
export interface RandomSource {
  /** A uniformly distributed integer in 0 .. 2^32 - 1; the source may keep state between calls. */
  nextUint32(): number;
}

const TWO_POW_32 = 2 ** 32;

/** The part of the Web Crypto API we use; Node 20 and browsers put it on `globalThis.crypto`. */
interface RandomValues {
  getRandomValues(array: Uint32Array): Uint32Array;
}

/**
 * A cryptographically strong source from `globalThis.crypto.getRandomValues`. Throws when the
 * platform has no Web Crypto (an environment fault, not bad input): Node 20+ and browsers have it.
 */
export function cryptoRandom(): RandomSource {
  const crypto = (globalThis as { crypto?: Partial<RandomValues> }).crypto;
  if (crypto === undefined || typeof crypto.getRandomValues !== 'function') {
    throw new Error('cryptoRandom needs globalThis.crypto.getRandomValues (Node 20+ or a browser)');
  }
  const getRandomValues = crypto.getRandomValues.bind(crypto);
  // One system call per 256 numbers; a shuffle takes 51.
  const buffer = new Uint32Array(256);
  let next = buffer.length;
  return {
    nextUint32() {
      if (next === buffer.length) {
        getRandomValues(buffer);
        next = 0;
      }
      return buffer[next++] as number;
    },
  };
}

function mix32(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Four 32-bit words from any string; every character touches every word. */
function seedWords(text: string): [number, number, number, number] {
  // Starting words: the first hexadecimal digits of pi, so nothing is hidden in them.
  let a = 0x243f6a88;
  let b = 0x85a308d3;
  let c = 0x13198a2e;
  let d = 0x03707344;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x9e3779b1);
    b = Math.imul(b ^ a, 0x85ebca77) ^ unit;
    c = Math.imul(c ^ b, 0xc2b2ae3d) ^ unit;
    d = Math.imul(d ^ c, 0x27d4eb2f) ^ unit;
  }
  a = mix32(a ^ text.length);
  b = mix32(b ^ a);
  c = mix32(c ^ b);
  d = mix32(d ^ c);
  return [mix32(a ^ d), b, c, d];
}

/**
 * A fast, reproducible source for tests and `--seed`: the same seed gives the same numbers on
 * every platform. Numbers are seeded by their decimal text, so `seededRandom(7)` and
 * `seededRandom('7')` agree. Not for real play: anyone who knows the seed knows the deals.
 */
export function seededRandom(seed: string | number): RandomSource {
  let [a, b, c, d] = seedWords(String(seed));
  // Small Fast Counting generator (sfc32): 128 bits of state, one word of it a counter,
  // so no seed can fall into a short cycle.
  const step = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Let the hashed seed spread through the state before the first number is used.
  for (let i = 0; i < 16; i++) step();
  return { nextUint32: step };
}

/**
 * A uniform integer in 0 .. n-1, for 1 <= n <= 2^32. Rejection sampling keeps it exactly uniform
 * (a bare `x % n` would favour small results). Throws RangeError on another n (a programming error).
 */
export function randomInt(source: RandomSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) {
    throw new RangeError(`randomInt needs an integer n in 1 .. 2^32, got ${n}`);
  }
  // `accepted` is the largest multiple of n that fits in 32 bits; draws at or above it are
  // thrown away, so each residue has exactly accepted / n draws behind it.
  const accepted = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const x = source.nextUint32();
    if (x < accepted) return x % n;
  }
}

/**
 * A uniform bigint in 0 .. n-1 for any n >= 1: draws just enough bits for n - 1 and retries
 * when the draw is too large (fewer than two tries on average). Throws RangeError for n < 1.
 */
export function randomBigInt(source: RandomSource, n: bigint): bigint {
  if (n < 1n) throw new RangeError(`randomBigInt needs n >= 1, got ${n}`);
  if (n === 1n) return 0n;
  const bits = (n - 1n).toString(2).length;
  const words = Math.ceil(bits / 32);
  const topBits = bits - 32 * (words - 1);
  for (;;) {
    let x = BigInt(source.nextUint32() >>> (32 - topBits));
    for (let w = 1; w < words; w++) x = (x << 32n) | BigInt(source.nextUint32());
    if (x < n) return x;
  }
}

/** A uniformly random permutation of `items` (Fisher–Yates); the input is left as it was. */
export function shuffle<T>(source: RandomSource, items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = randomInt(source, i + 1);
    const held = result[i] as T;
    result[i] = result[j] as T;
    result[j] = held;
  }
  return result;
}
