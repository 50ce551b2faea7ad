/**
 * Transposition table for the search, keyed by rank-equivalent positions at trick boundaries.
 *
 * A bucket holds the positions with one leader, one strain and one set of suit lengths per hand.
 * Its entries are patterns: per suit, the owners of the top k cards still in play (k may be 0),
 * with bounds on the tricks North-South take from there. Cards below a pattern's k are free:
 * any position with the same lengths and the same owners of the top cards has the same value.
 * Everything lives in typed arrays; memory is bounded, and a full table keeps only the entries
 * dearest to search again.
 */

export const NT = 4;

/**
 * Entries live in blocks, one chain of blocks per bucket, newest block first, so that a lookup
 * reads memory in order: block = [next block, count, capacity, entries...], entry = [info,
 * key[4]]. `info` packs the bounds and, per suit, how far the pattern's owner string is shifted
 * right: lo | hi << 4 | shift[0] << 8 | shift[1] << 13 | shift[2] << 18 | shift[3] << 23, the
 * shift being 26 - 2k for a pattern of the top k cards. `key[suit]` is the owner string shifted
 * so. Blocks double in capacity up to MAX_BLOCK.
 */
const ENTRY = 5;
const HEADER = 3;
const FIRST_BLOCK = 2;
const MAX_BLOCK = 16;

/** Owner of each card (suit * 13 + rank index), or -1 when the card is out of play. */
const owners = new Int8Array(52).fill(-1);
/**
 * Owner strings per suit and set of cards in play: the owner of the highest card in bits 24-25,
 * the next one in bits 22-23, and so on. Rebuilt when a position with other owners is loaded.
 */
const ownerKeys = new Int32Array(4 * 8192);
const POP = new Uint8Array(8192);
for (let i = 1; i < 8192; i++) POP[i] = (POP[i >> 1] as number) + (i & 1);

/** The default memory limit of the table in MB: a worker process stays under 256 MB with it. */
export const DEFAULT_TABLE_MB = 128;
const MIN_TABLE_MB = 4;
const MAX_TABLE_MB = 4096;

/** The largest power of two not above x (x >= 1). */
function floorPow2(x: number): number {
  return 2 ** Math.floor(Math.log2(x));
}

/**
 * Size caps from a limit in MB: half for the entries, a quarter for the buckets. Both grow by
 * doubling to a power of two, so while the entries grow the old and new arrays together take
 * three quarters of the entries' share, and the whole never passes the limit.
 */
let maxInts = 0;
let maxBuckets = 0;
function setCaps(mb: number): void {
  const bytes = mb * 1024 * 1024;
  maxInts = floorPow2(bytes / 2 / 4);
  maxBuckets = floorPow2(bytes / 4 / 16);
}
setCaps(DEFAULT_TABLE_MB);
let tableMemoryLimit = DEFAULT_TABLE_MB;

/**
 * Buckets, open addressing, 4 integers each so that one probe reads one cache line: the two
 * length words, a tag (leader | strain << 2 | generation << 5, so that a bucket of an older
 * generation reads as empty) and the first block of entries.
 */
let bucketCount = 1 << 16;
let buckets = new Int32Array(bucketCount * 4);
let bucketsUsed = 0;
/**
 * The epoch, which changes whenever bucket indices become invalid (the table grew or was
 * cleared), and the generation (see the buckets), in fixed storage: a module-level `let` costs a
 * hole check and a small integer's tagging at every use in optimised code, a constant index into
 * an `ArrayBuffer`'s Int32Array one load.
 */
const counters = new Int32Array(new ArrayBuffer(12));
const EPOCH = 0;
const GENERATION = 1;
/** 1 while the entries live in an array of their own instead of `reserved` (a limit above 128 MB). */
const SPILLED = 2;
counters[GENERATION] = 1;
/**
 * The entries' storage up to the default limit's share (64 MB), allocated once: a constant binding
 * lets optimised code embed the array's address and length, where a reassigned one cost a map
 * check and reloads of its length and data pointer at every entry a lookup reads. The table uses
 * its first `entryLen` integers and writes them in order, so the system provides the pages only as
 * the table fills them.
 */
const reserved = new Int32Array(new ArrayBuffer(floorPow2((DEFAULT_TABLE_MB * 1024 * 1024) / 2 / 4) * 4));
/** The entries: `reserved`, or under a limit above the default an array of their own. */
let entries: Int32Array = reserved;
/** The integers of `entries` in use: the table's size, which grows by doubling up to `maxInts`. */
let entryLen = Math.min(1 << 21, maxInts);
let entryTop = HEADER;
let entryCount = 0;

/**
 * The last hit (fixed storage, see `counters`): its deciding bound, whether that bound is a lower
 * one, and its info word, from which `ttPatternDepth` reads the pattern without loading the entry
 * again.
 */
const hit = new Int32Array(new ArrayBuffer(12));
const HIT_BOUND = 0;
const HIT_LOWER = 1;
const HIT_INFO = 2;

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

/**
 * Sets the memory the transposition table may take, in MB (4 to 4096; the default, 128, keeps a
 * worker under 256 MB). A smaller limit than the table holds now empties it. Returns the limit.
 */
export function setTableMemory(mb: number): number {
  tableMemoryLimit = Math.min(MAX_TABLE_MB, Math.max(MIN_TABLE_MB, Math.floor(mb)));
  setCaps(tableMemoryLimit);
  if (entryLen > maxInts || bucketCount > maxBuckets) {
    entryLen = Math.min(entryLen, maxInts);
    useEntries(entryLen <= reserved.length ? reserved : new Int32Array(entryLen));
    bucketCount = Math.min(bucketCount, maxBuckets);
    buckets = new Int32Array(bucketCount * 4);
    counters[GENERATION] = 0;
    clearTable();
  }
  return tableMemoryLimit;
}

/** Makes `e` the entries' storage. */
function useEntries(e: Int32Array): void {
  entries = e;
  counters[SPILLED] = e === reserved ? 0 : 1;
}

/**
 * For tests: moves the entries into an array of their own (on), as a limit above the default does
 * once the table outgrows `reserved` (no test deal fills 64 MB), or back into `reserved` (off).
 */
export function spillEntriesForTesting(on: boolean): void {
  const e = on ? new Int32Array(entryLen) : reserved;
  if (e !== entries) {
    e.set(entries.subarray(0, entryTop));
    useEntries(e);
  }
}

/**
 * Bytes the table may take now: the entries in use and the buckets. (Pages of `reserved` that a
 * larger limit filled before stay with the process.)
 */
export function tableBytes(): number {
  return entryLen * 4 + buckets.byteLength;
}

/** Forgets every stored position. */
export function clearTable(): void {
  counters[EPOCH] = (counters[EPOCH] as number) + 1;
  counters[GENERATION] = (counters[GENERATION] as number) + 1;
  bucketsUsed = 0;
  entryTop = HEADER;
  entryCount = 0;
  if ((counters[GENERATION] as number) >= 1 << 26) {
    counters[GENERATION] = 1;
    buckets.fill(0);
  }
}

function hash(d0: number, d1: number, k2: number): number {
  let x = Math.imul(d0 ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(d1 + k2 * 0x3c6ef372, 0x85ebca77);
  x ^= x >>> 15;
  x = Math.imul(x, 0x2c1b3c6d);
  return x ^ (x >>> 13);
}

/** A number that changes whenever bucket indices from `ttBucket` become invalid. */
export function ttEpoch(): number {
  return counters[EPOCH] as number;
}

/** The bucket of (leader, lengths, strain): an offset into the bucket array. */
export function ttBucket(leader: number, d0: number, d1: number, strain: number): number {
  const tag = leader | (strain << 2) | ((counters[GENERATION] as number) << 5);
  const mask = bucketCount - 1;
  let i = (hash(d0, d1, tag & 31) & mask) << 2;
  const b = buckets;
  for (;;) {
    const t = b[i + 2] as number;
    if (t >>> 5 !== (counters[GENERATION] as number)) {
      if ((bucketsUsed + 1) * 4 > bucketCount * 3) {
        if (bucketCount < maxBuckets) growBuckets();
        else clearTable();
        return ttBucket(leader, d0, d1, strain);
      }
      b[i] = d0;
      b[i + 1] = d1;
      b[i + 2] = tag;
      b[i + 3] = 0;
      bucketsUsed++;
      return i;
    }
    if (t === tag && b[i] === d0 && b[i + 1] === d1) return i;
    i = (i + 4) & ((mask << 2) | 3);
  }
}

function growBuckets(): void {
  counters[EPOCH] = (counters[EPOCH] as number) + 1;
  const old = buckets;
  const oldCount = bucketCount;
  bucketCount = oldCount * 2;
  buckets = new Int32Array(bucketCount * 4);
  const mask = bucketCount - 1;
  for (let j = 0; j < oldCount * 4; j += 4) {
    const tag = old[j + 2] as number;
    if (tag >>> 5 !== (counters[GENERATION] as number)) continue;
    const d0 = old[j] as number;
    const d1 = old[j + 1] as number;
    let i = (hash(d0, d1, tag & 31) & mask) << 2;
    while ((buckets[i + 2] as number) >>> 5 === (counters[GENERATION] as number))
      i = (i + 4) & ((mask << 2) | 3);
    buckets[i] = d0;
    buckets[i + 1] = d1;
    buckets[i + 2] = tag;
    buckets[i + 3] = old[j + 3] as number;
  }
}

/**
 * Looks for a pattern matching the owner strings k0..k3 that decides "North-South take at least
 * `t` tricks". Returns the entry (then `ttAnswer()` and `ttBound()` tell the decision) or -1.
 */
export function ttLookup(bucket: number, k0: number, k1: number, k2: number, k3: number, t: number): number {
  if ((counters[SPILLED] as number) !== 0) return scanEntries(entries, bucket, k0, k1, k2, k3, t);
  // The same scan as `scanEntries`, over `reserved`: written out here, so that the optimised code
  // embeds the array's address and length (a copy called with it as an argument did not).
  const e = reserved;
  for (let blk = buckets[bucket + 3] as number; blk !== 0; blk = e[blk] as number) {
    const end = blk + HEADER + (e[blk + 1] as number) * ENTRY;
    for (let p = blk + HEADER; p < end; p += ENTRY) {
      const info = e[p] as number;
      const lo = info & 15;
      const hi = (info >>> 4) & 15;
      // Only an entry whose bounds decide the question is worth matching.
      if (lo < t && hi >= t) continue;
      if (
        k0 >>> ((info >>> 8) & 31) === e[p + 1] &&
        k1 >>> ((info >>> 13) & 31) === e[p + 2] &&
        k2 >>> ((info >>> 18) & 31) === e[p + 3] &&
        k3 >>> (info >>> 23) === e[p + 4]
      )
        return takeHit(e, bucket, p, t);
    }
  }
  return -1;
}

/**
 * Notes the entry at p of the entries' storage `e` as the lookup's answer to "North-South take at
 * least `t`" and moves it to the front of its bucket (hits tend to repeat); returns where it is now.
 */
function takeHit(e: Int32Array, bucket: number, p: number, t: number): number {
  const info = e[p] as number;
  const lo = info & 15;
  const lower = lo >= t;
  hit[HIT_BOUND] = lower ? lo : (info >>> 4) & 15;
  hit[HIT_LOWER] = lower ? 1 : 0;
  hit[HIT_INFO] = info;
  const f = (buckets[bucket + 3] as number) + HEADER;
  if (p === f) return p;
  for (let i = 0; i < ENTRY; i++) {
    const x = e[p + i] as number;
    e[p + i] = e[f + i] as number;
    e[f + i] = x;
  }
  return f;
}

/** `ttLookup`'s scan of the bucket's blocks in the entries' storage `e`. */
function scanEntries(
  e: Int32Array,
  bucket: number,
  k0: number,
  k1: number,
  k2: number,
  k3: number,
  t: number,
): number {
  for (let blk = buckets[bucket + 3] as number; blk !== 0; blk = e[blk] as number) {
    const end = blk + HEADER + (e[blk + 1] as number) * ENTRY;
    for (let p = blk + HEADER; p < end; p += ENTRY) {
      const info = e[p] as number;
      const lo = info & 15;
      const hi = (info >>> 4) & 15;
      // Only an entry whose bounds decide the question is worth matching.
      if (lo < t && hi >= t) continue;
      if (
        k0 >>> ((info >>> 8) & 31) === e[p + 1] &&
        k1 >>> ((info >>> 13) & 31) === e[p + 2] &&
        k2 >>> ((info >>> 18) & 31) === e[p + 3] &&
        k3 >>> (info >>> 23) === e[p + 4]
      )
        return takeHit(e, bucket, p, t);
    }
  }
  return -1;
}

/** The decision of the last successful lookup: North-South take at least `t`. */
export function ttAnswer(): boolean {
  return hit[HIT_LOWER] === 1;
}

/** The deciding bound of the last successful lookup: a lower bound if `ttAnswer()`, else an upper one. */
export function ttBound(): number {
  return hit[HIT_BOUND] as number;
}

/** How many top cards of `suit` the pattern of the last hit fixes. */
export function ttPatternDepth(suit: number): number {
  return (26 - (((hit[HIT_INFO] as number) >>> (8 + 5 * suit)) & 31)) >> 1;
}

/**
 * Stores bounds lo..hi on North-South's tricks for the position with cards `aggr` in play, whose
 * value depends on the ranks in `rel[r4 + suit]` (every card at or above the lowest one keeps
 * its owner). The entry is appended without comparing it with the bucket's entries: a scan of
 * the newest block for a pattern that subsumes it (or that it subsumes) kept 1-2% of list1000's
 * nodes but cost more time than they did (docs/solver.md, eighth round).
 */
export function ttStore(
  bucket: number,
  aggr: Int32Array,
  rel: Int32Array,
  r4: number,
  lo: number,
  hi: number,
): void {
  // The shift of each suit's owner string: 26 - 2k for the top k cards (26 when none matter).
  let m0 = 26;
  let m1 = 26;
  let m2 = 26;
  let m3 = 26;
  let r = rel[r4] as number;
  if (r !== 0) m0 = 26 - 2 * (POP[(aggr[0] as number) & ~((r & -r) - 1) & 0x1fff] as number);
  r = rel[r4 + 1] as number;
  if (r !== 0) m1 = 26 - 2 * (POP[(aggr[1] as number) & ~((r & -r) - 1) & 0x1fff] as number);
  r = rel[r4 + 2] as number;
  if (r !== 0) m2 = 26 - 2 * (POP[(aggr[2] as number) & ~((r & -r) - 1) & 0x1fff] as number);
  r = rel[r4 + 3] as number;
  if (r !== 0) m3 = 26 - 2 * (POP[(aggr[3] as number) & ~((r & -r) - 1) & 0x1fff] as number);
  let e = entries;
  const head = buckets[bucket + 3] as number;
  let blk = head;
  if (blk === 0 || (e[blk + 1] as number) === (e[blk + 2] as number)) {
    // A new block, twice the size of the last one.
    const cap = blk === 0 ? FIRST_BLOCK : Math.min(MAX_BLOCK, (e[blk + 2] as number) * 2);
    const size = HEADER + cap * ENTRY;
    if (entryTop + size > entryLen) {
      if (entryLen < maxInts) {
        entryLen = Math.min(entryLen * 2, maxInts);
        if (entryLen > e.length) {
          const bigger = new Int32Array(entryLen);
          bigger.set(e.subarray(0, entryTop));
          useEntries(bigger);
          e = bigger;
        }
      }
      if (entryTop + size > entryLen) {
        // Full: keep what is dearest to search again, in half the space (this position is not
        // stored).
        compactTable();
        return;
      }
    }
    e[entryTop] = head;
    e[entryTop + 1] = 0;
    e[entryTop + 2] = cap;
    blk = entryTop;
    entryTop += size;
    buckets[bucket + 3] = blk;
  }
  const n = e[blk + 1] as number;
  e[blk + 1] = n + 1;
  entryCount++;
  const p = blk + HEADER + n * ENTRY;
  // The pattern: each suit's owner string shifted to its top k cards.
  e[p] = (m0 << 8) | (m1 << 13) | (m2 << 18) | (m3 << 23) | (hi << 4) | lo;
  e[p + 1] = (ownerKeys[aggr[0] as number] as number) >>> m0;
  e[p + 2] = (ownerKeys[8192 | (aggr[1] as number)] as number) >>> m1;
  e[p + 3] = (ownerKeys[16384 | (aggr[2] as number)] as number) >>> m2;
  e[p + 4] = (ownerKeys[24576 | (aggr[3] as number)] as number) >>> m3;
}

/** The trump of the positions being searched (NT = 4). */
let liveTrump = NT;

/**
 * Names the trump of the positions searched from now on. A full table drops the entries of
 * other trump suits first: a search never looks them up again (no-trump entries stay, since
 * positions without trumps share them).
 */
export function setLiveTrump(trump: number): void {
  liveTrump = trump;
}

function liveBucket(tag: number): boolean {
  const strain = (tag >>> 2) & 7;
  return strain === NT || strain === liveTrump;
}

/** Tricks left at the positions of a bucket, from its first length word (North's four suits). */
function bucketTricks(d0: number): number {
  return (d0 & 15) + ((d0 >>> 4) & 15) + ((d0 >>> 8) & 15) + ((d0 >>> 12) & 15);
}

/**
 * Makes room in a full table without forgetting everything: the entries of other trump suits
 * go, and of the rest the entries of the positions with the most tricks left (the dearest to
 * search again) move, one block per bucket, to an array of half the size, filling at most half
 * of it; the other buckets lose their entries. The old and the new array together take no more
 * memory than while the entries grow (see setCaps). Bucket indices stay valid.
 */
function compactTable(): void {
  const old = entries;
  const b = buckets;
  const perTricks = new Float64Array(14);
  for (let i = 0; i < bucketCount * 4; i += 4) {
    const head = b[i + 3] as number;
    if ((b[i + 2] as number) >>> 5 !== (counters[GENERATION] as number) || head === 0) continue;
    if (!liveBucket(b[i + 2] as number)) {
      b[i + 3] = 0;
      continue;
    }
    let size = HEADER;
    for (let blk = head; blk !== 0; blk = old[blk] as number) size += (old[blk + 1] as number) * ENTRY;
    const t = bucketTricks(b[i] as number);
    perTricks[t] = (perTricks[t] as number) + size;
  }
  const next = new Int32Array(entryLen >> 1);
  let room = next.length >> 1;
  let keep = 14;
  while (keep > 1 && (perTricks[keep - 1] as number) <= room) {
    keep--;
    room -= perTricks[keep] as number;
  }
  let top = HEADER;
  let count = 0;
  for (let i = 0; i < bucketCount * 4; i += 4) {
    const head = b[i + 3] as number;
    if ((b[i + 2] as number) >>> 5 !== (counters[GENERATION] as number) || head === 0) continue;
    if (bucketTricks(b[i] as number) < keep) {
      b[i + 3] = 0;
      continue;
    }
    const start = top;
    let p = top + HEADER;
    for (let blk = head; blk !== 0; blk = old[blk] as number) {
      const n = (old[blk + 1] as number) * ENTRY;
      next.set(old.subarray(blk + HEADER, blk + HEADER + n), p);
      p += n;
    }
    const n = (p - start - HEADER) / ENTRY;
    next[start] = 0;
    next[start + 1] = n;
    next[start + 2] = n;
    b[i + 3] = start;
    count += n;
    top = p;
  }
  entryLen = next.length;
  if (entryLen <= reserved.length) {
    reserved.set(next);
    useEntries(reserved);
  } else useEntries(next);
  entryTop = top;
  entryCount = count;
}

/** The k-th highest card (k >= 1) of a suit holding, or 0 if it has fewer cards. */
export function kthHighest(cards: number, k: number): number {
  let x = cards;
  for (let i = 1; i < k && x !== 0; i++) x ^= 1 << (31 - Math.clz32(x));
  return x === 0 ? 0 : 1 << (31 - Math.clz32(x));
}

/** Entries and buckets in use (for benchmarks). */
export function tableStats(): { entries: number; buckets: number } {
  return { entries: entryCount, buckets: bucketsUsed };
}
