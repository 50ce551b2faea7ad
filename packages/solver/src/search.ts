/**
 * The double-dummy search core. One position at a time lives in module-level typed arrays, so the
 * hot loop touches no objects. Seats are 0..3 (N, E, S, W), suits 0..3 (S, H, D, C), the trump is
 * 0..3 or 4 for no trump, and a suit holding is a 13-bit mask where bit r stands for rank r + 2
 * (bit 12 is the ace).
 *
 * The search answers one question at a time: can the side `maxSide` take at least `target` of the
 * remaining tricks? (a zero-window search). Along with the answer it computes, per suit, which
 * cards mattered ("relevance"): every card ranking at or above the lowest relevant one keeps its
 * owner in the transposition-table pattern, the cards below count only by number. A position
 * matching such a pattern has the same value, which is what makes the table entries reusable.
 */

import {
  kthHighest,
  NT,
  ownerKey,
  setOwners,
  ttAnswer,
  ttBucket,
  ttLookup,
  ttMoveHint,
  ttPatternDepth,
  ttStore,
} from './transposition.js';

export { NT };

/** Holdings by `hand * 4 + suit`. */
export const hold = new Int32Array(16);
/** Cards still in play per suit at the start of the current trick (those on the table included). */
export const aggr = new Int32Array(4);
/** Suit lengths, 4 bits each: `dist[hand >> 1] >>> ((hand & 1) * 16 + suit * 4) & 15`. */
export const dist = new Int32Array(2);

const MAXD = 57;
/** The card played at each depth (depth 0 is the first card of the root trick). */
const cSuit = new Int32Array(MAXD);
const cBit = new Int32Array(MAXD);
const cHand = new Int32Array(MAXD);
/** Depth of the card winning the current trick after the card at this depth. */
const win = new Int32Array(MAXD);
/** Relevant ranks per node and suit, by `depth * 4 + suit`. */
const rv = new Int32Array(MAXD * 4 + 4);
/** Moves per node: `depth * 16 + i`. */
const mSuit = new Int32Array(MAXD * 16);
const mBit = new Int32Array(MAXD * 16);
const mSeq = new Int32Array(MAXD * 16);
const mW = new Int32Array(MAXD * 16);
/** The move that last proved a node at this depth (tried first next time). */
const killSuit = new Int32Array(MAXD).fill(-1);
const killBit = new Int32Array(MAXD);
/** Scratch relevance of the bound checks. */
const qr = new Int32Array(4);

let trump = NT;
let maxSide = 0;
let tricksMax = 0;
let tricksLeft = 0;
let rootDepth = 0;
let nodeCount = 0;
const st = new Float64Array(32);
/**
 * Move-ordering weights, tuned by node counts on DDS's list1000 (bench/dd-tune.mjs): for the
 * lead (LW), for following and discarding (FW), and bonuses for the table's and the last
 * successful move at each position of the trick (KW).
 */
const LW = Int32Array.of(90, 45, 30, 4, 10, 20, 13, 15, 2, 1, 14);
const FW = Int32Array.of(100, 40, 50, 80, 10, 30, 2);
const KW = Int32Array.of(2000, 1000, 0, 0, 0);

/** Replaces the move-ordering weights (for tuning runs). */
export function setWeights(
  lead: readonly number[],
  follow: readonly number[],
  preferred: readonly number[],
): void {
  LW.set(lead.slice(0, LW.length));
  FW.set(follow.slice(0, FW.length));
  KW.set(preferred.slice(0, KW.length));
}

/** Debug counters. */
export function stats(): number[] {
  const r = Array.from(st);
  st.fill(0);
  return r;
}

/** Number of set bits of a 13-bit mask. */
const POP = new Uint8Array(8192);
for (let i = 1; i < 8192; i++) POP[i] = (POP[i >> 1] as number) + (i & 1);

function highBit(x: number): number {
  return 1 << (31 - Math.clz32(x));
}

function rankIndex(bit: number): number {
  return 31 - Math.clz32(bit);
}

function len(hand: number, suit: number): number {
  return ((dist[hand >> 1] as number) >>> (((hand & 1) << 4) + (suit << 2))) & 15;
}

/** Nodes searched since the counter was last read (for benchmarks and tuning). */
export function takeNodeCount(): number {
  const n = nodeCount;
  nodeCount = 0;
  return n;
}

/**
 * Loads a position. `holdings` has 16 masks (hand * 4 + suit); `trickHands`/`trickSuits`/
 * `trickBits` are the cards already on the table in the current trick, in play order.
 */
export function loadPosition(
  holdings: ArrayLike<number>,
  trickHands: readonly number[],
  trickSuits: readonly number[],
  trickBits: readonly number[],
  trumpSuit: number,
): void {
  trump = trumpSuit;
  for (let i = 0; i < 16; i++) hold[i] = holdings[i] as number;
  dist[0] = 0;
  dist[1] = 0;
  aggr.fill(0);
  for (let h = 0; h < 4; h++) {
    for (let s = 0; s < 4; s++) {
      const x = hold[h * 4 + s] as number;
      aggr[s] = (aggr[s] as number) | x;
      dist[h >> 1] = (dist[h >> 1] as number) + ((POP[x] as number) << (((h & 1) << 4) + (s << 2)));
    }
  }
  const k = trickSuits.length;
  for (let i = 0; i < k; i++) {
    const s = trickSuits[i] as number;
    const b = trickBits[i] as number;
    cSuit[i] = s;
    cBit[i] = b;
    cHand[i] = trickHands[i] as number;
    aggr[s] = (aggr[s] as number) | b;
    if (i === 0) win[i] = 0;
    else {
      const w = win[i - 1] as number;
      const ws = cSuit[w] as number;
      win[i] = (s === ws ? b > (cBit[w] as number) : s === trump) ? i : w;
    }
  }
  rootDepth = k;
  // Tricks left, the open one included: the cards of a hand that has not played to it yet.
  const probe = k === 0 ? 0 : ((cHand[0] as number) + k) & 3;
  let cards = 0;
  for (let s = 0; s < 4; s++) cards += len(probe, s);
  tricksLeft = cards;
  const owners = new Int8Array(52).fill(-1);
  for (let h = 0; h < 4; h++) {
    for (let s = 0; s < 4; s++) {
      let x = hold[h * 4 + s] as number;
      while (x) {
        const b = x & -x;
        owners[s * 13 + rankIndex(b)] = h;
        x ^= b;
      }
    }
  }
  for (let i = 0; i < k; i++) {
    owners[(trickSuits[i] as number) * 13 + rankIndex(trickBits[i] as number)] = trickHands[i] as number;
  }
  setOwners(owners);
  for (let d = 0; d < MAXD; d++) killSuit[d] = -1;
}

/** Tricks left in the loaded position, the open trick included. */
export function positionTricks(): number {
  return tricksLeft;
}

/** Can the side of `side` (0 NS, 1 EW) take `target` of the remaining tricks, `toMove` playing next? */
export function testTarget(toMove: number, side: number, target: number): boolean {
  maxSide = side;
  tricksMax = 0;
  return search(rootDepth, toMove, target);
}

/** Like `testTarget` after the player to move has played the card (suit, bit). */
export function testMove(toMove: number, suit: number, bit: number, side: number, target: number): boolean {
  maxSide = side;
  tricksMax = 0;
  const d = rootDepth;
  const h = toMove;
  const rel = d & 3;
  hold[h * 4 + suit] = (hold[h * 4 + suit] as number) ^ bit;
  dist[h >> 1] = (dist[h >> 1] as number) - (1 << (((h & 1) << 4) + (suit << 2)));
  cSuit[d] = suit;
  cBit[d] = bit;
  cHand[d] = h;
  let res: boolean;
  if (rel === 0) {
    win[d] = d;
    res = search(d + 1, (h + 1) & 3, target);
  } else {
    const w = win[d - 1] as number;
    const ws = cSuit[w] as number;
    win[d] = (suit === ws ? bit > (cBit[w] as number) : suit === trump) ? d : w;
    if (rel < 3) res = search(d + 1, (h + 1) & 3, target);
    else res = endTrick(d, target);
  }
  hold[h * 4 + suit] = (hold[h * 4 + suit] as number) ^ bit;
  dist[h >> 1] = (dist[h >> 1] as number) + (1 << (((h & 1) << 4) + (suit << 2)));
  return res;
}

/** Closes the trick whose last card is at depth d, searches on, and restores the trick. */
function endTrick(d: number, target: number): boolean {
  const t0 = d - 3;
  const wi = win[d] as number;
  const wh = cHand[wi] as number;
  const s0 = cSuit[t0] as number;
  const s1 = cSuit[t0 + 1] as number;
  const s2 = cSuit[t0 + 2] as number;
  const s3 = cSuit[t0 + 3] as number;
  aggr[s0] = (aggr[s0] as number) ^ (cBit[t0] as number);
  aggr[s1] = (aggr[s1] as number) ^ (cBit[t0 + 1] as number);
  aggr[s2] = (aggr[s2] as number) ^ (cBit[t0 + 2] as number);
  aggr[s3] = (aggr[s3] as number) ^ (cBit[t0 + 3] as number);
  const won = (wh & 1) === maxSide ? 1 : 0;
  tricksMax += won;
  tricksLeft--;
  const res = search(d + 1, wh, target);
  tricksMax -= won;
  tricksLeft++;
  aggr[s0] = (aggr[s0] as number) ^ (cBit[t0] as number);
  aggr[s1] = (aggr[s1] as number) ^ (cBit[t0 + 1] as number);
  aggr[s2] = (aggr[s2] as number) ^ (cBit[t0 + 2] as number);
  aggr[s3] = (aggr[s3] as number) ^ (cBit[t0 + 3] as number);
  return res;
}

function clearRv(r4: number): void {
  rv[r4] = 0;
  rv[r4 + 1] = 0;
  rv[r4 + 2] = 0;
  rv[r4 + 3] = 0;
}

/** The relevant card of the trick that ended at depth d: the winner, when it beat a card of its suit. */
function trickRelevance(d: number): number {
  const t0 = d - 3;
  const wi = win[d] as number;
  const ws = cSuit[wi] as number;
  let same = 0;
  if (cSuit[t0] === ws) same++;
  if (cSuit[t0 + 1] === ws) same++;
  if (cSuit[t0 + 2] === ws) same++;
  if (cSuit[t0 + 3] === ws) same++;
  return same >= 2 ? wi : -1;
}

function search(d: number, h: number, target: number): boolean {
  nodeCount++;
  const rel = d & 3;
  const r4 = d << 2;
  let ttSuit = -1;
  let ttBit = 0;
  if (rel === 0) {
    if (tricksMax >= target) {
      clearRv(r4);
      return true;
    }
    const n = tricksLeft;
    if (tricksMax + n < target) {
      clearRv(r4);
      return false;
    }
    if (n === 1) return lastTrick(d, h, target);
    st[0] = (st[0] as number) + 1;
    const leaderMax = (h & 1) === maxSide;
    // Sure tricks of the side on lead.
    const q = quickTricks(h, leaderMax ? target - tricksMax : tricksMax + n - target + 1);
    if (leaderMax) {
      if (tricksMax + q >= target) {
        st[1] = (st[1] as number) + 1;
        rv[r4] = qr[0] as number;
        rv[r4 + 1] = qr[1] as number;
        rv[r4 + 2] = qr[2] as number;
        rv[r4 + 3] = qr[3] as number;
        return true;
      }
    } else if (tricksMax + n - q < target) {
      st[2] = (st[2] as number) + 1;
      rv[r4] = qr[0] as number;
      rv[r4 + 1] = qr[1] as number;
      rv[r4 + 2] = qr[2] as number;
      rv[r4 + 3] = qr[3] as number;
      return false;
    }
    if (trump !== NT) {
      // Top trumps of the side not on lead win tricks whatever happens.
      const m = trumpMasters((h + 1) & 3);
      if (leaderMax ? tricksMax + n - m < target : tricksMax + m >= target) {
        st[3] = (st[3] as number) + 1;
        rv[r4] = 0;
        rv[r4 + 1] = 0;
        rv[r4 + 2] = 0;
        rv[r4 + 3] = 0;
        rv[r4 + trump] = qr[trump] as number;
        return !leaderMax;
      }
    }
    // When the other side needs just this trick: do they win it whatever is led?
    if ((leaderMax ? tricksMax + n - 1 < target : tricksMax + 1 >= target) && defendersWinTrick(h)) {
      st[7 + 20] = (st[7 + 20] as number) + 1;
      rv[r4] = qr[0] as number;
      rv[r4 + 1] = qr[1] as number;
      rv[r4 + 2] = qr[2] as number;
      rv[r4 + 3] = qr[3] as number;
      return !leaderMax;
    }
    const bucket = ttBucket(h, dist[0] as number, dist[1] as number, strainKey(), false);
    if (bucket >= 0) {
      // "The tested side takes `need` more" as a question about North-South's tricks.
      const need = target - tricksMax;
      const t = maxSide === 0 ? need : n - need + 1;
      const hit = ttLookup(
        bucket,
        ownerKey(0, aggr[0] as number),
        ownerKey(1, aggr[1] as number),
        ownerKey(2, aggr[2] as number),
        ownerKey(3, aggr[3] as number),
        t,
      );
      st[4] = (st[4] as number) + 1;
      if (hit >= 0) {
        st[5] = (st[5] as number) + 1;
        for (let s = 0; s < 4; s++) {
          const k = ttPatternDepth(hit, s);
          rv[r4 + s] = k === 0 ? 0 : kthHighest(aggr[s] as number, k);
        }
        return ttAnswer() === (maxSide === 0);
      }
      const bm = ttMoveHint();
      if (bm >= 0) {
        const s = bm >> 4;
        const b = kthHighest(aggr[s] as number, (bm & 15) + 1);
        if (b !== 0 && ((hold[h * 4 + s] as number) & b) !== 0) {
          ttSuit = s;
          ttBit = b;
        }
      }
    }
  }
  const isMax = (h & 1) === maxSide;
  if (rel === 1) {
    // Second hand: if this trick is enough for its side and the side surely wins it, stop.
    const enough = isMax ? tricksMax + 1 >= target : tricksMax + tricksLeft - 1 < target;
    if (enough && secondHandWins(d, h)) {
      st[28] = (st[28] as number) + 1;
      rv[r4] = qr[0] as number;
      rv[r4 + 1] = qr[1] as number;
      rv[r4 + 2] = qr[2] as number;
      rv[r4 + 3] = qr[3] as number;
      return isMax;
    }
  }
  st[6 + rel] = (st[6 + rel] as number) + 1;
  const base = d << 4;
  const cnt = rel === 0 ? genLead(d, h) : genFollow(d, h, rel);
  // Preferred moves first: from the table, then the last move that proved a node at this depth.
  const ks = killSuit[d] as number;
  const kb = killBit[d] as number;
  for (let i = 0; i < cnt; i++) {
    const s = mSuit[base + i] as number;
    const seq = mSeq[base + i] as number;
    if (s === ttSuit && (seq & ttBit) !== 0) mW[base + i] = (mW[base + i] as number) + (KW[0] as number);
    if (s === ks && (seq & kb) !== 0) mW[base + i] = (mW[base + i] as number) + (KW[rel + 1] as number);
  }
  let u0 = 0;
  let u1 = 0;
  let u2 = 0;
  let u3 = 0;
  const c4 = (d + 1) << 2;
  const hs = h * 4;
  const dShift = (h & 1) << 4;
  let found = false;
  let best = 0;
  let sm0 = 0;
  let sm1 = 0;
  let sm2 = 0;
  let sm3 = 0;
  for (let i = 0; i < cnt; i++) {
    let bi = i;
    let bw = mW[base + i] as number;
    for (let j = i + 1; j < cnt; j++) {
      const w = mW[base + j] as number;
      if (w > bw) {
        bw = w;
        bi = j;
      }
    }
    if (bi !== i) {
      const a = base + i;
      const b = base + bi;
      let t = mSuit[a] as number;
      mSuit[a] = mSuit[b] as number;
      mSuit[b] = t;
      t = mBit[a] as number;
      mBit[a] = mBit[b] as number;
      mBit[b] = t;
      t = mSeq[a] as number;
      mSeq[a] = mSeq[b] as number;
      mSeq[b] = t;
      t = mW[a] as number;
      mW[a] = mW[b] as number;
      mW[b] = t;
    }
    const s = mSuit[base + i] as number;
    const b = mBit[base + i] as number;
    // A card below every relevant rank of its suit plays like a lower card already searched
    // there: the positions after either match the searched one's pattern.
    const us = s === 0 ? u0 : s === 1 ? u1 : s === 2 ? u2 : u3;
    const cut = us === 0 ? 0x2000 : us & -us;
    const searchedHere = s === 0 ? sm0 : s === 1 ? sm1 : s === 2 ? sm2 : sm3;
    if (b < cut && (searchedHere & (cut - 1)) !== 0) {
      mSeq[base + i] = b;
      st[24] = (st[24] as number) + 1;
      continue;
    }
    if (s === 0) sm0 |= b;
    else if (s === 1) sm1 |= b;
    else if (s === 2) sm2 |= b;
    else sm3 |= b;
    hold[hs + s] = (hold[hs + s] as number) ^ b;
    dist[h >> 1] = (dist[h >> 1] as number) - (1 << (dShift + (s << 2)));
    cSuit[d] = s;
    cBit[d] = b;
    cHand[d] = h;
    let res: boolean;
    let tw = -1;
    if (rel === 0) {
      win[d] = d;
      res = search(d + 1, (h + 1) & 3, target);
    } else {
      const w = win[d - 1] as number;
      const ws = cSuit[w] as number;
      win[d] = (s === ws ? b > (cBit[w] as number) : s === trump) ? d : w;
      if (rel < 3) res = search(d + 1, (h + 1) & 3, target);
      else {
        tw = trickRelevance(d);
        res = endTrick(d, target);
      }
    }
    hold[hs + s] = (hold[hs + s] as number) ^ b;
    dist[h >> 1] = (dist[h >> 1] as number) + (1 << (dShift + (s << 2)));
    let x0 = rv[c4] as number;
    let x1 = rv[c4 + 1] as number;
    let x2 = rv[c4 + 2] as number;
    let x3 = rv[c4 + 3] as number;
    if (tw >= 0) {
      const ws = cSuit[tw] as number;
      const wb = cBit[tw] as number;
      if (ws === 0) x0 |= wb;
      else if (ws === 1) x1 |= wb;
      else if (ws === 2) x2 |= wb;
      else x3 |= wb;
    }
    if (res === isMax) {
      // One move is enough: the node takes that move's relevance.
      u0 = x0;
      u1 = x1;
      u2 = x2;
      u3 = x3;
      found = true;
      best = i;
      if (i === 0) st[10 + rel] = (st[10 + rel] as number) + 1;
      else st[16 + rel] = (st[16 + rel] as number) + 1;
      st[20 + rel] = (st[20 + rel] as number) + i;
      killSuit[d] = s;
      killBit[d] = b;
      break;
    }
    u0 |= x0;
    u1 |= x1;
    u2 |= x2;
    u3 |= x3;
  }
  if (!found) {
    // Every move was searched, but equivalent cards were skipped: a sequence cut by the pattern
    // boundary must enter the pattern whole, or a matching position could hold it split.
    for (let i = 0; i < cnt; i++) {
      const s = mSuit[base + i] as number;
      const seq = mSeq[base + i] as number;
      if ((seq & (seq - 1)) === 0) continue;
      const r = s === 0 ? u0 : s === 1 ? u1 : s === 2 ? u2 : u3;
      if (r === 0) continue;
      const low = r & -r;
      if ((seq & (low - 1)) !== 0 && (seq & ~(low - 1)) !== 0) {
        const add = seq & -seq;
        if (s === 0) u0 |= add;
        else if (s === 1) u1 |= add;
        else if (s === 2) u2 |= add;
        else u3 |= add;
      }
    }
  }
  rv[r4] = u0;
  rv[r4 + 1] = u1;
  rv[r4 + 2] = u2;
  rv[r4 + 3] = u3;
  const result = found ? isMax : !isMax;
  if (rel === 0) {
    const n = tricksLeft;
    const need = target - tricksMax;
    // Bounds on NS tricks among the remaining ones.
    let lo = 0;
    let hi = n;
    const maxOk = result; // true: the tested side takes at least `need`
    if (maxSide === 0) {
      if (maxOk) lo = need;
      else hi = need - 1;
    } else if (maxOk) hi = n - need;
    else lo = n - need + 1;
    let move = -1;
    if (found) {
      const s = mSuit[base + best] as number;
      const b = mBit[base + best] as number;
      move = (s << 4) | (POP[(aggr[s] as number) & ~(b | (b - 1))] as number);
    }
    const bucket = ttBucket(h, dist[0] as number, dist[1] as number, strainKey(), true);
    ttStore(bucket, aggr, rv, r4, lo, hi, move);
  }
  return result;
}

/** Once the trumps are gone a position plays as in no trump, and shares its table entries. */
function strainKey(): number {
  return trump !== NT && aggr[trump] === 0 ? NT : trump;
}

function lastTrick(d: number, h: number, target: number): boolean {
  const r4 = d << 2;
  let ws = 0;
  while ((hold[h * 4 + ws] as number) === 0) ws++;
  let wb = hold[h * 4 + ws] as number;
  let wh = h;
  for (let i = 1; i < 4; i++) {
    const hand = (h + i) & 3;
    let s = 0;
    while ((hold[hand * 4 + s] as number) === 0) s++;
    const b = hold[hand * 4 + s] as number;
    if (s === ws ? b > wb : s === trump) {
      ws = s;
      wb = b;
      wh = hand;
    }
  }
  clearRv(r4);
  // The winner's rank mattered only if another card of its suit was in the trick.
  let sameSuit = 0;
  for (let hand = 0; hand < 4; hand++) if ((hold[hand * 4 + ws] as number) !== 0) sameSuit++;
  if (sameSuit >= 2) rv[r4 + ws] = wb;
  return tricksMax + ((wh & 1) === maxSide ? 1 : 0) >= target;
}

/**
 * Sure tricks for the side of `leader` that the leader cashes from the top while keeping the
 * lead, using the holdings `H`: first the top trumps, then in each side suit the cards above both
 * opponents' cards, as many rounds as no opponent who still holds a trump can ruff. Partner plays
 * low, so a round where partner would have to overtake ends the suit; in a trump contract partner
 * must also keep a side card to follow or discard, or would have to ruff. ORs into `rel` the
 * lowest card counted per suit: the count depends on the ranks down to there.
 */
function cashTricks(H: Int32Array, leader: number, rel: Int32Array): number {
  const L = leader * 4;
  const P = ((leader + 2) & 3) * 4;
  const A = ((leader + 1) & 3) * 4;
  const B = ((leader + 3) & 3) * 4;
  let q = 0;
  let aTrumps = 0;
  let bTrumps = 0;
  // Partner's side cards (no limit in no trump).
  let spare = 99;
  if (trump !== NT) {
    const T = trump;
    aTrumps = POP[H[A + T] as number] as number;
    bTrumps = POP[H[B + T] as number] as number;
    spare = 0;
    for (let s = 0; s < 4; s++) if (s !== T) spare += POP[H[P + s] as number] as number;
    const own = H[L + T] as number;
    if (own !== 0) {
      const opp = (H[A + T] as number) | (H[B + T] as number);
      const oppTop = opp === 0 ? 0 : highBit(opp);
      let o = own;
      let p = H[P + T] as number;
      let k = 0;
      let used = 0;
      while (o !== 0) {
        const c = highBit(o);
        if (c < oppTop) break;
        if (p !== 0) {
          const lp = p & -p;
          if (lp > c) break;
          p ^= lp;
        } else {
          if (spare === 0) break;
          spare--;
        }
        o ^= c;
        k++;
        used = c;
      }
      if (k > 0) {
        q = k;
        rel[T] = (rel[T] as number) | used;
        aTrumps = aTrumps > k ? aTrumps - k : 0;
        bTrumps = bTrumps > k ? bTrumps - k : 0;
      }
    }
  }
  for (let s = 0; s < 4; s++) {
    if (s === trump) continue;
    const own = H[L + s] as number;
    if (own === 0) continue;
    let cap = 13;
    if (aTrumps > 0) cap = POP[H[A + s] as number] as number;
    if (bTrumps > 0) {
      const lb = POP[H[B + s] as number] as number;
      if (lb < cap) cap = lb;
    }
    if (cap === 0) continue;
    const opp = (H[A + s] as number) | (H[B + s] as number);
    const oppTop = opp === 0 ? 0 : highBit(opp);
    let o = own;
    let p = H[P + s] as number;
    let k = 0;
    let used = 0;
    while (o !== 0 && k < cap) {
      const c = highBit(o);
      if (c < oppTop) break;
      if (p !== 0) {
        const lp = p & -p;
        if (lp > c) break;
        p ^= lp;
      } else if (spare === 0) break;
      spare--;
      o ^= c;
      k++;
      used = c;
    }
    if (k > 0) {
      q += k;
      rel[s] = (rel[s] as number) | used;
    }
  }
  return q;
}

const scratch = new Int32Array(16);
const qr2 = new Int32Array(4);

/**
 * Sure tricks for the side of `leader`: what the leader cashes alone, or, when that is fewer
 * than `need`, what partner cashes after an entry (a low card to partner's top card, or a ruff
 * that both opponents must follow to). Sets `qr` to the ranks the count depends on.
 */
function quickTricks(leader: number, need: number): number {
  qr[0] = 0;
  qr[1] = 0;
  qr[2] = 0;
  qr[3] = 0;
  let q = cashTricks(hold, leader, qr);
  if (q >= need) return q;
  const L = leader * 4;
  const partner = (leader + 2) & 3;
  const P = partner * 4;
  const A = ((leader + 1) & 3) * 4;
  const B = ((leader + 3) & 3) * 4;
  const T = trump;
  for (let s = 0; s < 4; s++) {
    const own = hold[L + s] as number;
    if (own === 0) continue;
    const low = own & -own;
    const part = hold[P + s] as number;
    let extra = 0;
    if (part !== 0) {
      const pTop = highBit(part);
      const opp = (hold[A + s] as number) | (hold[B + s] as number);
      if (pTop < low || (opp !== 0 && pTop < highBit(opp))) continue;
      if (
        T !== NT &&
        s !== T &&
        (((hold[A + s] as number) === 0 && (hold[A + T] as number) !== 0) ||
          ((hold[B + s] as number) === 0 && (hold[B + T] as number) !== 0))
      ) {
        continue;
      }
      scratch.set(hold);
      scratch[L + s] = own ^ low;
      qr2[0] = 0;
      qr2[1] = 0;
      qr2[2] = 0;
      qr2[3] = 0;
      qr2[s] = pTop;
    } else {
      if (T === NT || s === T) continue;
      const pt = hold[P + T] as number;
      if (pt === 0) continue;
      const as = hold[A + s] as number;
      const bs = hold[B + s] as number;
      if ((as === 0 && (hold[A + T] as number) !== 0) || (bs === 0 && (hold[B + T] as number) !== 0))
        continue;
      scratch.set(hold);
      scratch[L + s] = own ^ low;
      scratch[P + T] = pt ^ (pt & -pt);
      scratch[A + s] = as ^ (as & -as);
      scratch[B + s] = bs ^ (bs & -bs);
      qr2[0] = 0;
      qr2[1] = 0;
      qr2[2] = 0;
      qr2[3] = 0;
      extra = 1;
    }
    const q2 = extra + cashTricks(scratch, partner, qr2);
    if (q2 > q) {
      q = q2;
      qr[0] = qr2[0] as number;
      qr[1] = qr2[1] as number;
      qr[2] = qr2[2] as number;
      qr[3] = qr2[3] as number;
      if (q >= need) return q;
    }
  }
  return q;
}

/**
 * Tricks the side of `hand` wins with trumps higher than all of the other side's trumps: the
 * larger count of either hand (two such trumps in partners' hands can fall together). Sets
 * `qr[trump]` to the lowest counted card.
 */
function trumpMasters(hand: number): number {
  const T = trump;
  const x = hold[hand * 4 + T] as number;
  const y = hold[((hand + 2) & 3) * 4 + T] as number;
  const opp = (hold[((hand + 1) & 3) * 4 + T] as number) | (hold[((hand + 3) & 3) * 4 + T] as number);
  const mask = opp === 0 ? 0x1fff : ~(highBit(opp) * 2 - 1) & 0x1fff;
  const mx = x & mask;
  const my = y & mask;
  const cx = POP[mx] as number;
  const cy = POP[my] as number;
  if (cx >= cy) {
    qr[T] = mx & -mx;
    return cx;
  }
  qr[T] = my & -my;
  return cy;
}

/**
 * True when the side not on lead wins the trick about to be led, whatever the leader leads: in
 * every suit the leader holds an opponent has the top card, and partner cannot ruff it. Sets
 * `qr` to those top cards.
 */
function defendersWinTrick(leader: number): boolean {
  const L = leader * 4;
  const P = ((leader + 2) & 3) * 4;
  const A = ((leader + 1) & 3) * 4;
  const B = ((leader + 3) & 3) * 4;
  const T = trump;
  const partnerTrumps = T !== NT && (hold[P + T] as number) !== 0;
  qr[0] = 0;
  qr[1] = 0;
  qr[2] = 0;
  qr[3] = 0;
  for (let s = 0; s < 4; s++) {
    const own = hold[L + s] as number;
    if (own === 0) continue;
    const part = hold[P + s] as number;
    const opp = (hold[A + s] as number) | (hold[B + s] as number);
    if (opp < (own | part)) return false;
    if (part === 0 && partnerTrumps && s !== T) return false;
    qr[s] = highBit(opp);
  }
  return true;
}

/**
 * True when the side of the second hand `h` surely wins the current trick: it can ruff and the
 * third hand cannot, or it holds the best card of the suit led above the cards played and the
 * third hand's, and the third hand cannot ruff. Sets `qr` to the card that matters.
 */
function secondHandWins(d: number, h: number): boolean {
  const T = trump;
  const ls = cSuit[d - 1] as number;
  const led = cBit[d - 1] as number;
  const third = ((h + 1) & 3) * 4;
  const fourth = ((h + 2) & 3) * 4;
  const H = h * 4;
  qr[0] = 0;
  qr[1] = 0;
  qr[2] = 0;
  qr[3] = 0;
  const thirdHas = hold[third + ls] as number;
  const thirdRuffs = T !== NT && ls !== T && thirdHas === 0 && (hold[third + T] as number) !== 0;
  if (thirdRuffs) return false;
  if (
    T !== NT &&
    ls !== T &&
    (((hold[H + ls] as number) === 0 && (hold[H + T] as number) !== 0) ||
      ((hold[fourth + ls] as number) === 0 && (hold[fourth + T] as number) !== 0))
  ) {
    return true;
  }
  const mine = (hold[H + ls] as number) | (hold[fourth + ls] as number);
  if (mine > (led | thirdHas)) {
    qr[ls] = highBit(mine);
    return true;
  }
  return false;
}

/** Adds one move per sequence of equivalent cards of `own` in suit `s`; returns the new count. */
function addSequences(base: number, n: number, s: number, own: number): number {
  const others = (aggr[s] as number) & ~own;
  let rest = own;
  while (rest !== 0) {
    const top = highBit(rest);
    const below = others & (top - 1);
    const seq = below === 0 ? rest : rest & ~(highBit(below) * 2 - 1);
    mSuit[base + n] = s;
    mBit[base + n] = top;
    mSeq[base + n] = seq;
    mW[base + n] = 0;
    n++;
    rest &= ~seq;
  }
  return n;
}

function genLead(d: number, h: number): number {
  const base = d << 4;
  const L = h * 4;
  const P = ((h + 2) & 3) * 4;
  const A = ((h + 1) & 3) * 4;
  const B = ((h + 3) & 3) * 4;
  const T = trump;
  let n = 0;
  for (let s = 0; s < 4; s++) {
    const own = hold[L + s] as number;
    if (own === 0) continue;
    const start = n;
    n = addSequences(base, n, s, own);
    const part = hold[P + s] as number;
    const lh = hold[A + s] as number;
    const rh = hold[B + s] as number;
    const opp = lh | rh;
    const oppTop = opp === 0 ? 0 : highBit(opp);
    const partTop = part === 0 ? 0 : highBit(part);
    let suitW = -(POP[lh] as number) * (LW[8] as number) - (POP[rh] as number) * (LW[8] as number);
    const lhoRuff = T !== NT && s !== T && lh === 0 && (hold[A + T] as number) !== 0;
    const rhoRuff = T !== NT && s !== T && rh === 0 && (hold[B + T] as number) !== 0;
    const partRuff = T !== NT && s !== T && part === 0 && (hold[P + T] as number) !== 0;
    if (lhoRuff || rhoRuff) suitW -= LW[0] as number;
    if (partRuff && !lhoRuff) suitW += LW[1] as number;
    if (partTop > oppTop) suitW += LW[2] as number;
    if (opp !== 0 && lh !== 0 && highBit(lh) === oppTop && oppTop > partTop) suitW -= LW[3] as number;
    if (part === 0) suitW -= LW[10] as number;
    if (s === T) {
      const ourT = (POP[hold[L + T] as number] as number) + (POP[hold[P + T] as number] as number);
      const theirT = (POP[hold[A + T] as number] as number) + (POP[hold[B + T] as number] as number);
      suitW += theirT === 0 ? -2 * (LW[4] as number) : ourT > theirT ? (LW[4] as number) : -(LW[4] as number);
    }
    for (let i = start; i < n; i++) {
      const c = mBit[base + i] as number;
      let w = suitW;
      if (c > oppTop && c > partTop) w += lhoRuff || rhoRuff ? 0 : (LW[5] as number);
      else if (c > oppTop) w += LW[6] as number;
      else if (partTop > oppTop) w += (LW[7] as number) - rankIndex(c) * (LW[9] as number);
      else w -= rankIndex(c) * (LW[9] as number);
      mW[base + i] = w;
    }
  }
  return n;
}

function genFollow(d: number, h: number, rel: number): number {
  const base = d << 4;
  const T = trump;
  const ls = cSuit[d - rel] as number;
  const w = win[d - 1] as number;
  const ws = cSuit[w] as number;
  const wb = cBit[w] as number;
  const wh = cHand[w] as number;
  const partnerWins = ((wh ^ h) & 1) === 0;
  const own = hold[h * 4 + ls] as number;
  let n = 0;
  if (own !== 0) {
    n = addSequences(base, 0, ls, own);
    // Can the hands after this one beat a card of rank `c` in the led suit?
    const next = (h + 1) & 3;
    const nextHold = rel < 3 ? (hold[next * 4 + ls] as number) : 0;
    const nextRuffs =
      rel < 3 && T !== NT && ls !== T && nextHold === 0 && (hold[next * 4 + T] as number) !== 0;
    const nextTop = nextHold === 0 ? 0 : highBit(nextHold);
    for (let i = 0; i < n; i++) {
      const c = mBit[base + i] as number;
      const r = rankIndex(c);
      const beats = ws === ls && c > wb;
      let v: number;
      if (rel === 3) {
        v = partnerWins || !beats ? -r : (FW[0] as number) - r;
      } else if (rel === 2) {
        const partnerSafe = partnerWins && !nextRuffs && (ws !== ls || wb > nextTop);
        if (partnerSafe) v = -r;
        else if (beats && !nextRuffs && c > nextTop) v = (FW[0] as number) - r;
        else if (beats) v = (FW[1] as number) - r;
        else v = -r;
      } else {
        if (beats && !nextRuffs && c > nextTop) v = (FW[2] as number) - r;
        else v = -r;
      }
      mW[base + i] = v;
    }
    return n;
  }
  // Void in the led suit: ruff or discard.
  for (let s = 0; s < 4; s++) {
    const x = hold[h * 4 + s] as number;
    if (x === 0) continue;
    const start = n;
    n = addSequences(base, n, s, x);
    const suitLen = POP[x] as number;
    for (let i = start; i < n; i++) {
      const c = mBit[base + i] as number;
      const r = rankIndex(c);
      let v: number;
      if (s === T) {
        const overWin = ws === T ? c > wb : true;
        if (partnerWins && rel === 3) v = -100 - r;
        else if (overWin) v = (partnerWins ? (FW[4] as number) : (FW[3] as number)) - r;
        else v = -100 - r;
      } else {
        // Discard: low cards from short suits first, winners last.
        const top = (aggr[s] as number) !== 0 ? highBit(aggr[s] as number) : 0;
        v = -r - suitLen * (FW[6] as number);
        if ((c & top) !== 0) v -= FW[5] as number;
      }
      mW[base + i] = v;
    }
  }
  return n;
}
