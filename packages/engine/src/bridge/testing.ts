// Helpers for the bridge tests: a seeded generator and random deals. Not part of the public API
// (the barrel does not export this file); real dealing lives in deal/ with a RandomSource.
import { type Card, DECK, type Deal } from '../cards/types.js';

/** A small seeded generator (xorshift32) returning numbers in [0, 1): reproducible test input. */
export function seededRandom(seed: number): () => number {
  let x = (seed | 0) === 0 ? 0x9e3779b9 : seed | 0;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x100000000;
  };
}

/** An integer in 0..n-1 from a generator. */
export function pick(random: () => number, n: number): number {
  return Math.min(n - 1, Math.floor(random() * n));
}

/** A random complete deal: the deck shuffled (Fisher-Yates) and cut into four hands of 13. */
export function randomDeal(random: () => number): Deal {
  const cards: Card[] = [...DECK];
  for (let i = cards.length - 1; i > 0; i--) {
    const j = pick(random, i + 1);
    [cards[i], cards[j]] = [cards[j] as Card, cards[i] as Card];
  }
  return { N: cards.slice(0, 13), E: cards.slice(13, 26), S: cards.slice(26, 39), W: cards.slice(39, 52) };
}
