/**
 * Transposition table for the search, keyed by rank-equivalent positions at trick boundaries.
 *
 * A bucket holds the positions with one leader, one strain and one set of suit lengths per hand.
 * Its entries are patterns: per suit, the owners of the top k cards still in play (k may be 0),
 * with bounds on the tricks North-South take from there. Cards below a pattern's k are free:
 * any position with the same lengths and the same owners of the top cards has the same value.
 * Everything lives in typed arrays; memory is bounded and the table starts afresh when full.
 */

export const NT = 4;

const STRIDE = 12; // next, key[4], mask[4], lo, hi, move

/** Owner of each card (suit * 13 + rank index), or -1 when the card is out of play. */
const owners = new Int8Array(52).fill(-1);
/**
 * Owner strings per suit and set of cards in play: the owner of the highest card in bits 24-25,
 * the next one in bits 22-23, and so on. Rebuilt when a position with other owners is loaded.
 */
const ownerKeys = new Int32Array(4 * 8192);
const TOP_MASK = new Int32Array(14);
for (let k = 1; k <= 13; k++) TOP_MASK[k] = ((1 << (2 * k)) - 1) << (26 - 2 * k);
const POP = new Uint8Array(8192);
for (let i = 1; i < 8192; i++) POP[i] = (POP[i >> 1] as number) + (i & 1);

const MAX_ENTRIES = 3 << 20;
const MAX_BUCKETS = 1 << 22;

let bucketCount = 1 << 16;
let bKey0 = new Int32Array(bucketCount);
let bKey1 = new Int32Array(bucketCount);
let bKey2 = new Int32Array(bucketCount);
let bHead = new Int32Array(bucketCount);
let bGen = new Int32Array(bucketCount);
let bucketsUsed = 0;
let generation = 1;
let entries = new Int32Array((1 << 18) * STRIDE);
let entryTop = STRIDE;

let answer = false;
let bound = 0;
export const scanStats = new Float64Array(4);
let moveHint = -1;

/**
 * Sets the owners of the cards in play (suit * 13 + rank index, rank index 12 = ace; -1 = out of
 * play). Stored patterns stay valid (they name owners, not cards), so the table is kept.
 */
export function setOwners(next: Int8Array): void {
  let same = true;
  for (let i = 0; i < 52; i++) {
    const o = next[i] as number;
    if (o >= 0 && o !== owners[i]) {
      same = false;
      break;
    }
  }
  if (same) return;
  owners.set(next);
  for (let s = 0; s < 4; s++) {
    const base = s << 13;
    ownerKeys[base] = 0;
    for (let a = 1; a < 8192; a++) {
      const t = 31 - Math.clz32(a);
      const o = owners[s * 13 + t] as number;
      ownerKeys[base + a] = (Math.max(o, 0) << 24) | ((ownerKeys[base + (a ^ (1 << t))] as number) >>> 2);
    }
  }
}

/** The owner string of the cards `cards` of suit `suit`. */
export function ownerKey(suit: number, cards: number): number {
  return ownerKeys[(suit << 13) | cards] as number;
}

/** Forgets every stored position. */
export function clearTable(): void {
  generation++;
  bucketsUsed = 0;
  entryTop = STRIDE;
  if (generation > 0x3fffffff) {
    generation = 1;
    bGen.fill(0);
  }
}

function hash(d0: number, d1: number, k2: number): number {
  let x = Math.imul(d0 ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(d1 + k2 * 0x3c6ef372, 0x85ebca77);
  x ^= x >>> 15;
  x = Math.imul(x, 0x2c1b3c6d);
  return x ^ (x >>> 13);
}

/** The bucket of (leader, lengths, strain), or -1 when absent and `create` is false. */
export function ttBucket(leader: number, d0: number, d1: number, strain: number, create: boolean): number {
  const k2 = leader | (strain << 2);
  let mask = bucketCount - 1;
  let i = hash(d0, d1, k2) & mask;
  for (;;) {
    if (bGen[i] !== generation) {
      if (!create) return -1;
      if ((bucketsUsed + 1) * 4 > bucketCount * 3) {
        if (bucketCount < MAX_BUCKETS) growBuckets();
        else clearTable();
        mask = bucketCount - 1;
        i = hash(d0, d1, k2) & mask;
        continue;
      }
      bGen[i] = generation;
      bKey0[i] = d0;
      bKey1[i] = d1;
      bKey2[i] = k2;
      bHead[i] = 0;
      bucketsUsed++;
      return i;
    }
    if (bKey0[i] === d0 && bKey1[i] === d1 && bKey2[i] === k2) return i;
    i = (i + 1) & mask;
  }
}

function growBuckets(): void {
  const oldCount = bucketCount;
  const o0 = bKey0;
  const o1 = bKey1;
  const o2 = bKey2;
  const oh = bHead;
  const og = bGen;
  bucketCount = oldCount * 2;
  bKey0 = new Int32Array(bucketCount);
  bKey1 = new Int32Array(bucketCount);
  bKey2 = new Int32Array(bucketCount);
  bHead = new Int32Array(bucketCount);
  bGen = new Int32Array(bucketCount);
  const mask = bucketCount - 1;
  for (let j = 0; j < oldCount; j++) {
    if (og[j] !== generation) continue;
    const d0 = o0[j] as number;
    const d1 = o1[j] as number;
    const k2 = o2[j] as number;
    let i = hash(d0, d1, k2) & mask;
    while (bGen[i] === generation) i = (i + 1) & mask;
    bGen[i] = generation;
    bKey0[i] = d0;
    bKey1[i] = d1;
    bKey2[i] = k2;
    bHead[i] = oh[j] as number;
  }
}

/**
 * Looks for a pattern matching the owner strings k0..k3 that decides "North-South take at least
 * `t` tricks". Returns the entry (then `ttAnswer()` tells the decision) or -1. Remembers the best
 * move of the first matching entry for move ordering (`ttMoveHint()`).
 */
export function ttLookup(bucket: number, k0: number, k1: number, k2: number, k3: number, t: number): number {
  moveHint = -1;
  const e = entries;
  scanStats[0] = (scanStats[0] as number) + 1;
  for (let p = bHead[bucket] as number; p !== 0; p = e[p] as number) {
    scanStats[1] = (scanStats[1] as number) + 1;
    if (
      (k0 & (e[p + 5] as number)) === e[p + 1] &&
      (k1 & (e[p + 6] as number)) === e[p + 2] &&
      (k2 & (e[p + 7] as number)) === e[p + 3] &&
      (k3 & (e[p + 8] as number)) === e[p + 4]
    ) {
      if ((e[p + 9] as number) >= t) {
        answer = true;
        bound = e[p + 9] as number;
        return p;
      }
      if ((e[p + 10] as number) < t) {
        answer = false;
        bound = e[p + 10] as number;
        return p;
      }
      if (moveHint < 0) moveHint = e[p + 11] as number;
    }
  }
  return -1;
}

/** The decision of the last successful lookup: North-South take at least `t`. */
export function ttAnswer(): boolean {
  return answer;
}

/** The deciding bound of the last successful lookup: a lower bound if `ttAnswer()`, else an upper one. */
export function ttBound(): number {
  return bound;
}

/** Best move of the first matching entry of the last lookup: suit << 4 | cards above it, or -1. */
export function ttMoveHint(): number {
  return moveHint;
}

/** How many top cards of `suit` the pattern of entry `p` fixes. */
export function ttPatternDepth(p: number, suit: number): number {
  const m = entries[p + 5 + suit] as number;
  if (m === 0) return 0;
  return (26 - (31 - Math.clz32(m & -m))) >> 1;
}

/**
 * Stores bounds lo..hi on North-South's tricks for the position with cards `aggr` in play, whose
 * value depends on the ranks in `rel[r4 + suit]` (every card at or above the lowest one keeps
 * its owner). An entry with the same pattern is tightened instead of duplicated.
 */
export function ttStore(
  bucket: number,
  aggr: Int32Array,
  rel: Int32Array,
  r4: number,
  lo: number,
  hi: number,
  move: number,
): void {
  let m0 = 0;
  let m1 = 0;
  let m2 = 0;
  let m3 = 0;
  let r = rel[r4] as number;
  if (r !== 0) m0 = TOP_MASK[POP[(aggr[0] as number) & ~((r & -r) - 1) & 0x1fff] as number] as number;
  r = rel[r4 + 1] as number;
  if (r !== 0) m1 = TOP_MASK[POP[(aggr[1] as number) & ~((r & -r) - 1) & 0x1fff] as number] as number;
  r = rel[r4 + 2] as number;
  if (r !== 0) m2 = TOP_MASK[POP[(aggr[2] as number) & ~((r & -r) - 1) & 0x1fff] as number] as number;
  r = rel[r4 + 3] as number;
  if (r !== 0) m3 = TOP_MASK[POP[(aggr[3] as number) & ~((r & -r) - 1) & 0x1fff] as number] as number;
  const k0 = (ownerKeys[aggr[0] as number] as number) & m0;
  const k1 = (ownerKeys[8192 | (aggr[1] as number)] as number) & m1;
  const k2 = (ownerKeys[16384 | (aggr[2] as number)] as number) & m2;
  const k3 = (ownerKeys[24576 | (aggr[3] as number)] as number) & m3;
  let e = entries;
  for (let p = bHead[bucket] as number; p !== 0; p = e[p] as number) {
    if (
      e[p + 1] === k0 &&
      e[p + 2] === k1 &&
      e[p + 3] === k2 &&
      e[p + 4] === k3 &&
      e[p + 5] === m0 &&
      e[p + 6] === m1 &&
      e[p + 7] === m2 &&
      e[p + 8] === m3
    ) {
      if (lo > (e[p + 9] as number)) e[p + 9] = lo;
      if (hi < (e[p + 10] as number)) e[p + 10] = hi;
      if (move >= 0) e[p + 11] = move;
      return;
    }
  }
  if (entryTop + STRIDE > e.length) {
    if (e.length < MAX_ENTRIES * STRIDE) {
      const bigger = new Int32Array(Math.min(e.length * 2, MAX_ENTRIES * STRIDE));
      bigger.set(e);
      entries = bigger;
      e = bigger;
    } else {
      // Full: start afresh. The bucket index is stale then, so this position is not stored.
      clearTable();
      return;
    }
  }
  const p = entryTop;
  entryTop += STRIDE;
  e[p] = bHead[bucket] as number;
  e[p + 1] = k0;
  e[p + 2] = k1;
  e[p + 3] = k2;
  e[p + 4] = k3;
  e[p + 5] = m0;
  e[p + 6] = m1;
  e[p + 7] = m2;
  e[p + 8] = m3;
  e[p + 9] = lo;
  e[p + 10] = hi;
  e[p + 11] = move;
  bHead[bucket] = p;
}

/** The k-th highest card (k >= 1) of a suit holding, or 0 if it has fewer cards. */
export function kthHighest(cards: number, k: number): number {
  let x = cards;
  for (let i = 1; i < k && x !== 0; i++) x ^= 1 << (31 - Math.clz32(x));
  return x === 0 ? 0 : 1 << (31 - Math.clz32(x));
}

/** Entries and buckets in use (for benchmarks). */
export function tableStats(): { entries: number; buckets: number } {
  return { entries: entryTop / STRIDE - 1, buckets: bucketsUsed };
}
