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

import * as table from './transposition.js';
import { setLiveTrump, setOwners } from './transposition.js';

/**
 * The table's functions as local constants: optimised code calls an imported function through its
 * module cell, and checks the callee at each call; a local constant's value is embedded.
 */
const kthHighest = table.kthHighest;
const ownerKey = table.ownerKey;
const ttBound = table.ttBound;
const ttBucket = table.ttBucket;
const ttEpoch = table.ttEpoch;
const ttLookup = table.ttLookup;
const ttPatternDepth = table.ttPatternDepth;
const ttStore = table.ttStore;

export { NT } from './transposition.js';

/**
 * No trump as a strain (transposition.ts's NT). A local constant: an imported or exported binding
 * costs a module-cell load at every use in the hot path, a local one does not.
 */
const NT = 4;

/*
 * The search's own functions below are constants (arrow functions), not function declarations: a
 * declaration is a mutable binding, so optimised code loads the callee and checks it at every call,
 * while a constant's value is embedded in the caller.
 */

/**
 * A zeroed Int32Array of n integers whose storage lives outside the V8 heap. V8 keeps typed arrays
 * of up to 64 bytes inside its heap, where the garbage collector may move them, so optimised code
 * reloads their length and data pointer at each use; one over an `ArrayBuffer` has a fixed
 * address, which the optimised code embeds.
 */
function fixedInts(n: number): Int32Array {
  return new Int32Array(new ArrayBuffer(n * 4));
}

/** Holdings by `hand * 4 + suit`. */
const hold = fixedInts(16);
/** Cards still in play per suit at the start of the current trick (those on the table included). */
const aggr = fixedInts(4);
/** Suit lengths, 4 bits each: `dist[hand >> 1] >>> ((hand & 1) * 16 + suit * 4) & 15`. */
const dist = fixedInts(2);

const MAXD = 57;
/** The card played at each depth (depth 0 is the first card of the root trick). */
const cSuit = new Int32Array(MAXD);
const cBit = new Int32Array(MAXD);
const cHand = new Int32Array(MAXD);
/** Depth of the card winning the current trick after the card at this depth. */
const win = new Int32Array(MAXD);
/** Relevant ranks per node and suit, by `depth * 4 + suit`. */
const rv = new Int32Array(MAXD * 4 + 4);
/**
 * Moves per node at `depth * 16 + i`, one per run of equivalent cards: suit | rank index << 2 |
 * the run's cards << 6 (the top card of the run is played). `mw` holds their ordering weights.
 */
const mv = new Int32Array(MAXD * 16);
const mw = new Int32Array(MAXD * 16);
/** Cards searched per node and suit (for the equivalence of low cards), by `depth * 4 + suit`. */
const sm = new Int32Array(MAXD * 4);
/**
 * Cut-off memory for move ordering: the card that last refuted or proved a node, keyed by what
 * usually decides the best card there (for following suit: the cards left in the suit, the card
 * winning the trick and the leader; otherwise the hand itself and the strain: the strains of a
 * table follow one another, and another trump suit's leads and discards misled the next strain's
 * first searches, 5-7% more nodes in list1000 tables; following suit, the strain in the key cost
 * 1%). A wrong guess costs time only.
 * Only the hands whose bonus is not 0 read and write it: the first three, and in solves the
 * fourth hand when it follows suit (see `CW`). With the second hand's bonus (it was 0), list1000
 * searched 5-7% fewer nodes; 2^12 slots favoured tables, 2^14 (128 KB) solves and traces.
 */
const CUT_BITS = 14;
const cutMemory = new Int32Array(2 << CUT_BITS);

/** Scratch relevance of the bound checks. */
const qr = fixedInts(4);

/**
 * The search's scalar state, in fixed storage: a module-level `let` costs a hole check and a small
 * integer's tagging at every use in optimised code, a constant index into `state` one load. The
 * strain (0..3, or NT), the tested side (0 NS, 1 EW), the tricks it has taken since the root, and
 * the tricks left.
 */
const state = fixedInts(4);
const TRUMP = 0;
const MAX_SIDE = 1;
const TRICKS_MAX = 2;
const TRICKS_LEFT = 3;
state[TRUMP] = NT;
let rootDepth = 0;
/** Nodes searched (fixed storage, like `state`: one add at each node, no tagging). */
const nodeCount = new Float64Array(new ArrayBuffer(8));
const st = new Float64Array(32);
/**
 * Move-ordering weights, tuned by node counts on DDS's list1000 (bench/dd-tune.mjs): for the
 * lead (LW) and for following and discarding (FW). LW holds one of three sets (`useLeadWeights`):
 * for DD tables, tuned on the tables of deals 0-11 (`--mode table`); for solves, tuned on the
 * solves of records 500-599 (held out, solves 0-200, 200-400 and 600-862 searched 2.3%, 2.0% and
 * 3.2% fewer nodes with it than with the play traces' set); for play traces, tuned on the solves of
 * records 300-399 (held out, solves 0-100, 100-200 and 500-600 searched 1.2%, 1.7% and 1.1% fewer
 * nodes with it than with the tables' set, traces 1.5%, while tables searched 0.8% more; traces
 * 0-60 searched 2.2% more with the solves' set). A bonus for the move that last decided a lead at
 * the same depth (a killer move) is gone: on top of the cut-off memory it made list1000 tables
 * search 5-7% more nodes, solves and traces 2.5%. LW[19], a bonus for the lead of the second card
 * that drops an opponent's singleton third card, is 0 for play traces (their set predates it).
 * LW[15], for a suit whose top card the opponents hold and whose second and third cards the side
 * holds, is 12 in all three sets (was 0 for tables, 6 for solves and traces): chosen on tables
 * 120-240 and the solves of records 300-700; held out, tables 0-120 searched 2.3% fewer nodes,
 * solves 0-300 1.1% and traces 0-120 2.0% (docs/solver.md, nineteenth round).
 */
const TABLE_LEAD = Int32Array.of(68, 0, 12, -4, 15, 10, 7, 15, 2, 1, 14, 6, 6, 6, 14, 12, 6, 0, 0, 30);
const SOLVE_LEAD = Int32Array.of(68, 6, 6, -6, 12, 5, -5, 32, 1, 1, 14, 6, 12, 3, 21, 12, 6, 0, 6, 30);
const TRACE_LEAD = Int32Array.of(68, 6, 12, -4, 8, 10, 1, 21, 1, 1, 14, 6, 12, 3, 21, 12, 6, 6, 0, 0);
const LW = Int32Array.from(TABLE_LEAD);
let leadWeights: 'table' | 'solve' | 'trace' = 'table';
/**
 * The following weights, a set per mode like the lead's (selected by `useLeadWeights`): FW[0] a
 * card that surely wins the trick in third or fourth hand, FW[2] in second hand, FW[1] and FW[8]
 * one that beats the winning card but may be beaten (third and second hand, plus FW[7] per rank),
 * FW[3] and FW[4] a ruff or overruff (FW[4] when partner is winning), FW[5] off a discard of the
 * suit's top card and FW[6] per card of the discarded suit (negative: long suits first). Solves
 * have FW[4] 15 and FW[6] -6 (10 and -3 for tables and traces): chosen on the solves of records
 * 300-700 (-2.2% nodes there with a third-hand cut-off bonus of 70 that did not hold out); held
 * out, list1000 solves 0-300 searched 1.4% fewer nodes, solves 700-862 0.3% fewer, 700 random
 * deals (bench/dd-random.mjs) 0.3% fewer. Tables searched 1.4% more with FW[6] -6, and the
 * traces' own sweep found nothing (docs/solver.md, twentieth round).
 */
const TABLE_FOLLOW = Int32Array.of(100, 40, 50, 80, 10, 0, -3, -1, -100);
const SOLVE_FOLLOW = Int32Array.of(100, 40, 50, 80, 15, 0, -6, -1, -100);
/** Traces follow with the tables' weights. */
const TRACE_FOLLOW = TABLE_FOLLOW;
const FW = fixedInts(9);
FW.set(TABLE_FOLLOW);

/**
 * Selects the move-ordering weights for DD tables, solves or play traces: the lead weights, the
 * following weights and the cut-off bonuses (see `CW`), a set of each per mode. A set replaced by
 * `setWeights` or `setCutWeights` stays until another mode's set is selected.
 */
export function useLeadWeights(kind: 'table' | 'solve' | 'trace'): void {
  if (kind === leadWeights) return;
  leadWeights = kind;
  LW.set(kind === 'table' ? TABLE_LEAD : kind === 'solve' ? SOLVE_LEAD : TRACE_LEAD);
  FW.set(kind === 'table' ? TABLE_FOLLOW : kind === 'solve' ? SOLVE_FOLLOW : TRACE_FOLLOW);
  CW.set(kind === 'table' ? TABLE_CUT : kind === 'solve' ? SOLVE_CUT : TRACE_CUT);
}
/**
 * The cut-off memory's bonus by position in the trick. The third hand's is small (50: it only
 * reorders moves of similar weight); 500, which overrides its follow weights, searched 1-3% more
 * nodes on list1000. The fourth hand's is 20 in solves (it reorders the winning cards among
 * themselves and the low cards among themselves, never a low card before a winner) and 0 in DD
 * tables and traces, and it is not used when the fourth hand is void: on list1000 solves 0-100,
 * 100-200 and 200-300 searched 3.3%, 0.5% and 1.6% fewer nodes with it, but tables 0-20 searched
 * 0.2% more and tables 0-40 took 1-3% more CPU time (docs/solver.md, fifteenth round).
 * Swept in the twentieth round (tables 120-240, the solves and traces of records 300-700): the
 * second hand's 1000 acts as any bonus above its follow weights (150 and up searched the same
 * nodes, 0-100 13-25% more); the third hand's 50 is near best (0 searched 10-14% more, 70 0.75%
 * fewer solves and 0.45% fewer traces in training but not held out); a fourth-hand bonus of 20 in
 * tables searched 0.5% fewer nodes on one training set, below what the fifteenth round's CPU cost
 * allows. The lead's (CW[0]) only switches the memory on: its card is searched first whatever
 * the bonus.
 */
const TABLE_CUT = Int32Array.of(1500, 1000, 50, 0);
const SOLVE_CUT = Int32Array.of(1500, 1000, 50, 20);
/** Traces take the tables' bonuses. */
const TRACE_CUT = TABLE_CUT;
const CW = fixedInts(4);
CW.set(TABLE_CUT);

/** The move-ordering weights (for tuning runs). */
export function weights(): { lead: number[]; follow: number[]; cut: number[] } {
  return { lead: Array.from(LW), follow: Array.from(FW), cut: Array.from(CW) };
}

/** Replaces the cut-off memory's bonus per position in the trick (for tuning runs). */
export function setCutWeights(w: readonly number[]): void {
  CW.set(w.slice(0, 4));
}

/** Replaces the move-ordering weights (for tuning runs). */
export function setWeights(lead: readonly number[], follow: readonly number[]): void {
  LW.set(lead.slice(0, LW.length));
  FW.set(follow.slice(0, FW.length));
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

/** Copies four integers (a relevance); `TypedArray.set` costs a builtin call in the hot path. */
const copy4 = (dst: Int32Array, src: Int32Array): void => {
  dst[0] = src[0] as number;
  dst[1] = src[1] as number;
  dst[2] = src[2] as number;
  dst[3] = src[3] as number;
};

/** Copies sixteen integers (the holdings). */
const copy16 = (dst: Int32Array, src: Int32Array): void => {
  for (let i = 0; i < 16; i++) dst[i] = src[i] as number;
};

const highBit = (x: number): number => {
  return 1 << (31 - Math.clz32(x));
};

const rankIndex = (bit: number): number => {
  return 31 - Math.clz32(bit);
};

const len = (hand: number, suit: number): number => {
  return ((dist[hand >> 1] as number) >>> (((hand & 1) << 4) + (suit << 2))) & 15;
};

/** Nodes searched since the counter was last read (for benchmarks and tuning). */
export function takeNodeCount(): number {
  const n = nodeCount[0] as number;
  nodeCount[0] = 0;
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
  state[TRUMP] = trumpSuit;
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
      win[i] = (s === ws ? b > (cBit[w] as number) : s === (state[TRUMP] as number)) ? i : w;
    }
  }
  rootDepth = k;
  // Tricks left, the open one included: the cards of a hand that has not played to it yet.
  const probe = k === 0 ? 0 : ((cHand[0] as number) + k) & 3;
  let cards = 0;
  for (let s = 0; s < 4; s++) cards += len(probe, s);
  state[TRICKS_LEFT] = cards;
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
  setLiveTrump(state[TRUMP] as number);
}

/** Tricks left in the loaded position, the open trick included. */
export function positionTricks(): number {
  return state[TRICKS_LEFT] as number;
}

/**
 * Searches whether the side `side` (0 NS, 1 EW) takes `target` of the remaining tricks, `toMove`
 * playing next. Returns a value v: at least `target` means the side surely takes v tricks, less
 * means it takes at most v.
 */
export function probe(toMove: number, side: number, target: number): number {
  state[MAX_SIDE] = side;
  state[TRICKS_MAX] = 0;
  const d = rootDepth;
  return (d & 3) === 0 ? searchLead(d, toMove, target) : searchFollow(d, toMove, target);
}

/** Like `probe` after the player to move has played the card (suit, bit). */
export function probeMove(toMove: number, suit: number, bit: number, side: number, target: number): number {
  state[MAX_SIDE] = side;
  state[TRICKS_MAX] = 0;
  const d = rootDepth;
  const h = toMove;
  const rel = d & 3;
  hold[h * 4 + suit] = (hold[h * 4 + suit] as number) ^ bit;
  dist[h >> 1] = (dist[h >> 1] as number) - (1 << (((h & 1) << 4) + (suit << 2)));
  cSuit[d] = suit;
  cBit[d] = bit;
  cHand[d] = h;
  let v: number;
  if (rel === 0) {
    win[d] = d;
    v = searchFollow(d + 1, (h + 1) & 3, target);
  } else {
    const w = win[d - 1] as number;
    const ws = cSuit[w] as number;
    win[d] = (suit === ws ? bit > (cBit[w] as number) : suit === (state[TRUMP] as number)) ? d : w;
    v = rel < 3 ? searchFollow(d + 1, (h + 1) & 3, target) : endTrick(d, target);
  }
  hold[h * 4 + suit] = (hold[h * 4 + suit] as number) ^ bit;
  dist[h >> 1] = (dist[h >> 1] as number) + (1 << (((h & 1) << 4) + (suit << 2)));
  return v;
}

/** Closes the trick whose last card is at depth d, searches on, and restores the trick. */
const endTrick = (d: number, target: number): number => {
  const t0 = d - 3;
  const wh = cHand[win[d] as number] as number;
  const s0 = cSuit[t0] as number;
  const s1 = cSuit[t0 + 1] as number;
  const s2 = cSuit[t0 + 2] as number;
  const s3 = cSuit[t0 + 3] as number;
  aggr[s0] = (aggr[s0] as number) ^ (cBit[t0] as number);
  aggr[s1] = (aggr[s1] as number) ^ (cBit[t0 + 1] as number);
  aggr[s2] = (aggr[s2] as number) ^ (cBit[t0 + 2] as number);
  aggr[s3] = (aggr[s3] as number) ^ (cBit[t0 + 3] as number);
  const won = (wh & 1) === (state[MAX_SIDE] as number) ? 1 : 0;
  state[TRICKS_MAX] = (state[TRICKS_MAX] as number) + won;
  state[TRICKS_LEFT] = (state[TRICKS_LEFT] as number) - 1;
  const v = searchLead(d + 1, wh, target);
  state[TRICKS_MAX] = (state[TRICKS_MAX] as number) - won;
  state[TRICKS_LEFT] = (state[TRICKS_LEFT] as number) + 1;
  aggr[s0] = (aggr[s0] as number) ^ (cBit[t0] as number);
  aggr[s1] = (aggr[s1] as number) ^ (cBit[t0 + 1] as number);
  aggr[s2] = (aggr[s2] as number) ^ (cBit[t0 + 2] as number);
  aggr[s3] = (aggr[s3] as number) ^ (cBit[t0 + 3] as number);
  return v;
};

const clearRelevance = (r4: number): void => {
  rv[r4] = 0;
  rv[r4 + 1] = 0;
  rv[r4 + 2] = 0;
  rv[r4 + 3] = 0;
};

const setRelevance = (r4: number, src: Int32Array): void => {
  rv[r4] = src[0] as number;
  rv[r4 + 1] = src[1] as number;
  rv[r4 + 2] = src[2] as number;
  rv[r4 + 3] = src[3] as number;
};

/**
 * The search at the start of a trick: trivial bounds, sure tricks of either side, the
 * transposition table, then the moves; the result goes into the table. Like every node it is
 * fail-soft (see `probe`) and leaves the relevant ranks of its answer in `rv`.
 */
const searchLead = (d: number, h: number, target: number): number => {
  nodeCount[0] = (nodeCount[0] as number) + 1;
  const r4 = d << 2;
  // The state as this node sees it: the searches below restore it before they return.
  const tricksMax = state[TRICKS_MAX] as number;
  const maxSide = state[MAX_SIDE] as number;
  const trump = state[TRUMP] as number;
  if (tricksMax >= target) {
    clearRelevance(r4);
    return tricksMax;
  }
  const n = state[TRICKS_LEFT] as number;
  if (tricksMax + n < target) {
    clearRelevance(r4);
    return tricksMax + n;
  }
  if (n === 1) return lastTrick(d, h);
  const leaderMax = (h & 1) === maxSide;
  const key = strainKey();
  const bucket = ttBucket(h, dist[0] as number, dist[1] as number, key);
  const epoch = ttEpoch();
  // "The tested side takes `need` more" as a question about North-South's tricks.
  const need = target - tricksMax;
  const hit = ttLookup(
    bucket,
    ownerKey(0, aggr[0] as number),
    ownerKey(1, aggr[1] as number),
    ownerKey(2, aggr[2] as number),
    ownerKey(3, aggr[3] as number),
    maxSide === 0 ? need : n - need + 1,
  );
  if (hit >= 0) {
    for (let s = 0; s < 4; s++) {
      const k = ttPatternDepth(s);
      rv[r4 + s] = k === 0 ? 0 : kthHighest(aggr[s] as number, k);
    }
    // The deciding North-South bound, as tricks for the tested side.
    const ns = ttBound();
    return tricksMax + (maxSide === 0 ? ns : n - ns);
  }
  // Sure tricks of the side on lead: enough to reach the target (or to keep the other side from
  // it)?
  const leaderNeeds = leaderMax ? need : n - need + 1;
  let q = quickTricks(h, leaderNeeds);
  if (q < leaderNeeds && trump !== NT && (aggr[trump] as number) !== 0) q = trumpCounts(h, leaderNeeds, q);
  if (q >= leaderNeeds) {
    // Stored too: a later visit with another target then costs a lookup instead of the count.
    setRelevance(r4, qr);
    return storeValue(bucket, r4, n, target, leaderMax ? tricksMax + q : tricksMax + n - q);
  }
  // The other side needs every trick, and the side on lead surely wins a trick later.
  if (leaderNeeds === 1 && leadSideWinsLater(h, n)) {
    setRelevance(r4, qr);
    return storeValue(bucket, r4, n, target, leaderMax ? tricksMax + 1 : tricksMax + n - 1);
  }
  // Sure tricks of the other side.
  const m = otherSideTricks(h, n - leaderNeeds + 1);
  if (m >= n - leaderNeeds + 1) {
    setRelevance(r4, qr);
    return storeValue(bucket, r4, n, target, leaderMax ? tricksMax + n - m : tricksMax + m);
  }
  // The side on lead needs every trick but cannot lead often enough in the suits it controls:
  // the other side surely wins a later trick.
  if (leaderNeeds === n && otherSideWinsLater(h, n)) {
    setRelevance(r4, qr);
    return storeValue(bucket, r4, n, target, leaderMax ? tricksMax + n - 1 : tricksMax + 1);
  }
  // The side on lead cashes all it needs but one trick, and then surely wins a later trick. Asked
  // with trumps only where the sure tricks just counted are one short (elsewhere it seldom holds,
  // and on solves 0-100 the nodes it decided there saved none), without trumps only where the
  // leader's cashing alone can be (`quickTricks`'s bound on it, from the count just above).
  if (
    leaderNeeds >= 2 &&
    leaderNeeds < n &&
    (trump !== NT && (aggr[trump] as number) !== 0
      ? q === leaderNeeds - 1
      : (aloneBound[0] as number) >= leaderNeeds - 1) &&
    leadSideWinsAfterCash(h, n, leaderNeeds)
  ) {
    setRelevance(r4, qr);
    return storeValue(
      bucket,
      r4,
      n,
      target,
      leaderMax ? tricksMax + leaderNeeds : tricksMax + n - leaderNeeds,
    );
  }
  // The cut-off memory's card is tried before the moves are generated and weighed: it would be
  // tried first anyway, and when it decides the node the generation is saved.
  const first = (CW[0] as number) !== 0 ? rememberedMove(d, h, target) : -1;
  if (first >= 0) {
    const v = playRemembered(d, h, target, first);
    if (leaderMax ? v >= target : v < target) {
      rv[r4] = rv[r4 + 4] as number;
      rv[r4 + 1] = rv[r4 + 5] as number;
      rv[r4 + 2] = rv[r4 + 6] as number;
      rv[r4 + 3] = rv[r4 + 7] as number;
      return storeValue(
        ttEpoch() === epoch ? bucket : ttBucket(h, dist[0] as number, dist[1] as number, key),
        r4,
        n,
        target,
        v,
      );
    }
    preMove = first;
    preValue = v;
  }
  const cnt = genLead(d, h);
  const value = searchMoves(d, h, target, 0, cnt);
  return storeValue(
    ttEpoch() === epoch ? bucket : ttBucket(h, dist[0] as number, dist[1] as number, key),
    r4,
    n,
    target,
    value,
  );
};

/**
 * Stores the fail-soft `value` of the lead node at depth `r4 / 4` (n tricks left, searched for
 * `target`, relevance in `rv`) in `bucket` and returns it.
 */
const storeValue = (bucket: number, r4: number, n: number, target: number, value: number): number => {
  const tricksMax = state[TRICKS_MAX] as number;
  const maxSide = state[MAX_SIDE] as number;
  // The value as a bound on North-South's remaining tricks: a lower bound when North-South are
  // the tested side and reached the target, or the other side and did not.
  const rest = value - tricksMax;
  const nsRest = maxSide === 0 ? rest : n - rest;
  const nsLower = value >= target === (maxSide === 0);
  ttStore(bucket, aggr, rv, r4, nsLower ? nsRest : 0, nsLower ? n : nsRest);
  return value;
};

/**
 * The most tricks beyond the current one for which the second hand's side counts its sure tricks
 * after winning it (see `secondHandCash`). It was 2, when an earlier round found the count decided
 * too few nodes where the side needs three or more (10-30% of those counted). Now at three it
 * decides 34% of the nodes counted (solves 0-100 of list1000) and 29% (tables 0-20), at four 21%
 * and 17%, beyond four 8%; with 4, solves 100-300 and tables 20-60 searched 3.2% fewer nodes at
 * the same CPU time (docs/solver.md, twenty-fourth round; about as many without that round's other
 * changes, so the limit had simply become too low).
 */
const SECOND_HAND_MORE = 4;

/** The search for the second, third and fourth cards of a trick. */
const searchFollow = (d: number, h: number, target: number): number => {
  nodeCount[0] = (nodeCount[0] as number) + 1;
  const tricksMax = state[TRICKS_MAX] as number;
  const tricksLeft = state[TRICKS_LEFT] as number;
  const maxSide = state[MAX_SIDE] as number;
  const rel = d & 3;
  if (rel === 1) {
    // Second hand: if its side surely wins this trick and that trick, or that trick and the
    // winner's sure tricks from there, are enough, stop.
    const isMax = (h & 1) === maxSide;
    const more = isMax ? target - tricksMax - 1 : tricksMax + tricksLeft - target;
    if (more <= SECOND_HAND_MORE && secondHandWins(d, h)) {
      const q = more <= 0 ? 0 : secondHandCash(d, h, more);
      if (q >= more) {
        setRelevance(d << 2, qr);
        return isMax ? tricksMax + 1 + q : tricksMax + tricksLeft - 1 - q;
      }
    }
  }
  if (rel === 3) {
    // Fourth hand: if the trick's winner is already certain and the trick is enough for the
    // winning side, stop.
    const enoughMax = tricksMax + 1 >= target;
    const enoughMin = tricksMax + tricksLeft - 1 < target;
    if (enoughMax || enoughMin) {
      const winnerMax = fourthHandWins(d, h) === ((h & 1) === maxSide);
      if (winnerMax ? enoughMax : enoughMin) {
        setRelevance(d << 2, qr);
        return winnerMax ? tricksMax + 1 : tricksMax + tricksLeft - 1;
      }
    }
  }
  // A forced move (one run of equivalent cards in the suit led, or one move in all) needs no
  // move generation, ordering or cut-off memory.
  const ls = cSuit[d - rel] as number;
  const own = hold[h * 4 + ls] as number;
  if (own !== 0) {
    const top = highBit(own);
    if (((aggr[ls] as number) & ~own & (top - 1) & ~((own & -own) - 1)) === 0) {
      return playForced(d, h, target, rel, ls, top, own);
    }
  }
  const cnt = genFollow(d, h, rel);
  if (cnt === 1) {
    const m = mv[d << 4] as number;
    return playForced(d, h, target, rel, m & 3, 1 << ((m >> 2) & 15), m >>> 6);
  }
  return searchMoves(d, h, target, rel, cnt);
};

/**
 * Plays the only move (the top card `b` of the run `seq` in suit `s`) of the following hand `h`
 * at depth d, as `searchMoves` would with one move: the node takes its value and relevance.
 */
const playForced = (
  d: number,
  h: number,
  target: number,
  rel: number,
  s: number,
  b: number,
  seq: number,
): number => {
  const r4 = d << 2;
  const c4 = r4 + 4;
  const hs = h * 4 + s;
  const di = h >> 1;
  const dBit = 1 << (((h & 1) << 4) + (s << 2));
  hold[hs] = (hold[hs] as number) ^ b;
  dist[di] = (dist[di] as number) - dBit;
  cSuit[d] = s;
  cBit[d] = b;
  cHand[d] = h;
  const w = win[d - 1] as number;
  const ws = cSuit[w] as number;
  const wi = (s === ws ? b > (cBit[w] as number) : s === (state[TRUMP] as number)) ? d : w;
  win[d] = wi;
  let v: number;
  let tws = -1;
  let twb = 0;
  if (rel < 3) v = searchFollow(d + 1, (h + 1) & 3, target);
  else {
    // The trick's winner matters by rank only if another card of its suit is in it.
    const wsu = cSuit[wi] as number;
    const t0 = d - 3;
    let same = 0;
    if (cSuit[t0] === wsu) same++;
    if (cSuit[t0 + 1] === wsu) same++;
    if (cSuit[t0 + 2] === wsu) same++;
    if (s === wsu) same++;
    if (same >= 2) {
      tws = wsu;
      twb = cBit[wi] as number;
    }
    v = endTrick(d, target);
  }
  hold[hs] = (hold[hs] as number) ^ b;
  dist[di] = (dist[di] as number) + dBit;
  rv[r4] = rv[c4] as number;
  rv[r4 + 1] = rv[c4 + 1] as number;
  rv[r4 + 2] = rv[c4 + 2] as number;
  rv[r4 + 3] = rv[c4 + 3] as number;
  if (tws >= 0) rv[r4 + tws] = (rv[r4 + tws] as number) | twb;
  // A cut-off is not remembered: a node with the same cut-off key has the same single move.
  if ((h & 1) === (state[MAX_SIDE] as number) ? v >= target : v < target) return v;
  // A run cut by the pattern's edge must enter the pattern whole (see `searchMoves`).
  if ((seq & (seq - 1)) !== 0) {
    const u = rv[r4 + s] as number;
    if (u !== 0) {
      const low = u & -u;
      if ((seq & (low - 1)) !== 0 && (seq & ~(low - 1)) !== 0) rv[r4 + s] = u | (seq & -seq);
    }
  }
  return v;
};

/**
 * True when the side of the fourth hand `h` wins the trick: partner's card is winning, or `h`
 * beats the winning card (with its top card of the suit led, or its top trump when void). Sets
 * `qr` to the ranks the answer depends on: a card compared with another of its suit.
 */
const fourthHandWins = (d: number, h: number): boolean => {
  const trump = state[TRUMP] as number;
  qr[0] = 0;
  qr[1] = 0;
  qr[2] = 0;
  qr[3] = 0;
  const ls = cSuit[d - 3] as number;
  const w = win[d - 1] as number;
  const ws = cSuit[w] as number;
  const wb = cBit[w] as number;
  // The winning card beat another card of its suit in this trick: its rank mattered.
  let same = 0;
  for (let i = d - 3; i < d; i++) if (cSuit[i] === ws) same++;
  const wRel = same >= 2 ? wb : 0;
  if ((((cHand[w] as number) ^ h) & 1) === 0) {
    qr[ws] = wRel;
    return true;
  }
  const own = hold[h * 4 + ls] as number;
  let c = 0;
  if (own !== 0) {
    if (ws === ls && highBit(own) > wb) c = highBit(own);
  } else if (trump !== NT) {
    const tr = hold[h * 4 + trump] as number;
    if (tr !== 0 && (ws !== trump || highBit(tr) > wb)) c = highBit(tr);
  }
  if (c === 0) {
    qr[ws] = wRel | ((hold[h * 4 + ws] as number) !== 0 ? wb : 0);
    return false;
  }
  if (own !== 0 || ws === trump) qr[ws] = c;
  return true;
};

/**
 * Tries the `cnt` moves generated at depth d, best weight first; the cut-off memory's move gets a
 * bonus. Returns the fail-soft value.
 */
const searchMoves = (d: number, h: number, target: number, rel: number, cnt: number): number => {
  const base = d << 4;
  const r4 = d << 2;
  const c4 = r4 + 4;
  const isMax = (h & 1) === (state[MAX_SIDE] as number);
  // A single move needs no ordering: its cut-off memory key is made only if it cuts off. At a
  // position in the trick whose cut-off bonus is 0 the memory is neither read nor written.
  // The fourth hand reads and writes it only when it follows suit (see `CW`).
  const cw = (rel === 3 && (hold[h * 4 + (cSuit[d - 3] as number)] as number) === 0 ? 0 : CW[rel]) as number;
  let ckey = 0;
  let cslot = 0;
  let start = 0;
  let value = isMax ? -1 : 99;
  const hs = h * 4;
  if (preMove >= 0) {
    // The remembered move was searched and did not decide: it takes the place it would have had
    // as the first move (the same swap as below), and the search goes on from the second.
    const pm = preMove;
    preMove = -1;
    ckey = preKey;
    cslot = preSlot;
    const ps = pm & 3;
    const pb = 1 << ((pm >> 2) & 15);
    let bi = 0;
    while (((mv[base + bi] as number) & 3) !== ps || (((mv[base + bi] as number) >>> 6) & pb) === 0) bi++;
    const m = mv[base + bi] as number;
    if (bi !== 0) {
      mv[base + bi] = mv[base] as number;
      mw[base + bi] = mw[base] as number;
      mv[base] = m;
    }
    rv[r4] = rv[c4] as number;
    rv[r4 + 1] = rv[c4 + 1] as number;
    rv[r4 + 2] = rv[c4 + 2] as number;
    rv[r4 + 3] = rv[c4 + 3] as number;
    sm[r4] = 0;
    sm[r4 + 1] = 0;
    sm[r4 + 2] = 0;
    sm[r4 + 3] = 0;
    sm[r4 + ps] = pb;
    value = preValue;
    start = 1;
  } else if (rel === 0) {
    // `rememberedMove` read the lead's memory: it had no card for this node.
    ckey = preKey;
    cslot = preSlot;
  } else if (cnt > 1) {
    let cs = -1;
    let cb = 0;
    if (cw !== 0) {
      ckey = cutoffKey(d, h, rel, target);
      cslot = cutSlot(ckey);
      if (cutMemory[cslot] === ckey) {
        const m = cutMemory[cslot + 1] as number;
        cs = m >> 4;
        cb = 1 << (m & 15);
      }
    }
    if (cs >= 0) {
      for (let i = 0; i < cnt; i++) {
        const m = mv[base + i] as number;
        if ((m & 3) === cs && ((m >>> 6) & cb) !== 0) {
          mw[base + i] = (mw[base + i] as number) + cw;
          break;
        }
      }
    }
  }
  if (start === 0) {
    rv[r4] = 0;
    rv[r4 + 1] = 0;
    rv[r4 + 2] = 0;
    rv[r4 + 3] = 0;
    sm[r4] = 0;
    sm[r4 + 1] = 0;
    sm[r4 + 2] = 0;
    sm[r4 + 3] = 0;
  }
  const di = h >> 1;
  const dShift = (h & 1) << 4;
  const next = (h + 1) & 3;
  // The best value so far (`value`): the highest child value at a MAX node, the lowest at a MIN
  // node.
  for (let i = start; i < cnt; i++) {
    let bi = i;
    let bw = mw[base + i] as number;
    for (let j = i + 1; j < cnt; j++) {
      const w = mw[base + j] as number;
      if (w > bw) {
        bw = w;
        bi = j;
      }
    }
    const m = mv[base + bi] as number;
    if (bi !== i) {
      mv[base + bi] = mv[base + i] as number;
      mw[base + bi] = mw[base + i] as number;
      mv[base + i] = m;
      mw[base + i] = bw;
    }
    const s = m & 3;
    const r = (m >> 2) & 15;
    const b = 1 << r;
    // A card below every relevant rank of its suit plays like a lower card already searched
    // there: the positions after either match the searched one's pattern, and so do their values.
    const us = rv[r4 + s] as number;
    const cut = us === 0 ? 0x2000 : us & -us;
    if (b < cut && ((sm[r4 + s] as number) & (cut - 1)) !== 0) {
      // Skipped: no longer a run that could straddle the pattern's edge.
      mv[base + i] = s | (r << 2) | (b << 6);
      continue;
    }
    sm[r4 + s] = (sm[r4 + s] as number) | b;
    hold[hs + s] = (hold[hs + s] as number) ^ b;
    dist[di] = (dist[di] as number) - (1 << (dShift + (s << 2)));
    cSuit[d] = s;
    cBit[d] = b;
    cHand[d] = h;
    let v: number;
    let tws = -1;
    let twb = 0;
    if (rel === 0) {
      win[d] = d;
      v = searchFollow(d + 1, next, target);
    } else {
      const w = win[d - 1] as number;
      const ws = cSuit[w] as number;
      const wi = (s === ws ? b > (cBit[w] as number) : s === (state[TRUMP] as number)) ? d : w;
      win[d] = wi;
      if (rel < 3) v = searchFollow(d + 1, next, target);
      else {
        // The trick's winner matters by rank only if another card of its suit is in it.
        const wsu = cSuit[wi] as number;
        const t0 = d - 3;
        let same = 0;
        if (cSuit[t0] === wsu) same++;
        if (cSuit[t0 + 1] === wsu) same++;
        if (cSuit[t0 + 2] === wsu) same++;
        if (s === wsu) same++;
        if (same >= 2) {
          tws = wsu;
          twb = cBit[wi] as number;
        }
        v = endTrick(d, target);
      }
    }
    hold[hs + s] = (hold[hs + s] as number) ^ b;
    dist[di] = (dist[di] as number) + (1 << (dShift + (s << 2)));
    if (isMax ? v >= target : v < target) {
      // One move is enough: the node takes that move's value and relevance.
      rv[r4] = rv[c4] as number;
      rv[r4 + 1] = rv[c4 + 1] as number;
      rv[r4 + 2] = rv[c4 + 2] as number;
      rv[r4 + 3] = rv[c4 + 3] as number;
      if (tws >= 0) rv[r4 + tws] = (rv[r4 + tws] as number) | twb;
      if (cw !== 0) {
        if (cnt === 1 && rel !== 0) {
          ckey = cutoffKey(d, h, rel, target);
          cslot = cutSlot(ckey);
        }
        cutMemory[cslot] = ckey;
        cutMemory[cslot + 1] = (s << 4) | r;
      }
      return v;
    }
    if (isMax ? v > value : v < value) value = v;
    rv[r4] = (rv[r4] as number) | (rv[c4] as number);
    rv[r4 + 1] = (rv[r4 + 1] as number) | (rv[c4 + 1] as number);
    rv[r4 + 2] = (rv[r4 + 2] as number) | (rv[c4 + 2] as number);
    rv[r4 + 3] = (rv[r4 + 3] as number) | (rv[c4 + 3] as number);
    if (tws >= 0) rv[r4 + tws] = (rv[r4 + tws] as number) | twb;
  }
  // Every move was searched, but equivalent cards were skipped: a run cut by the pattern's edge
  // must enter the pattern whole, or a matching position could hold it split.
  for (let i = 0; i < cnt; i++) {
    const m = mv[base + i] as number;
    const seq = m >>> 6;
    if ((seq & (seq - 1)) === 0) continue;
    const s = m & 3;
    const u = rv[r4 + s] as number;
    if (u === 0) continue;
    const low = u & -u;
    if ((seq & (low - 1)) !== 0 && (seq & ~(low - 1)) !== 0) rv[r4 + s] = u | (seq & -seq);
  }
  return value;
};

/** The remembered lead searched before move generation (see `rememberedMove`), or -1. */
let preMove = -1;
let preValue = 0;
let preKey = 0;
let preSlot = 0;

/**
 * The lead (as `mv` writes it: the top card of the run) holding the cut-off memory's card for the
 * lead node at depth d, or -1 when the memory has none or the leader no longer holds the card.
 * Sets `preKey` and `preSlot`.
 */
const rememberedMove = (d: number, h: number, target: number): number => {
  const ckey = cutoffKey(d, h, 0, target);
  const cslot = cutSlot(ckey);
  preKey = ckey;
  preSlot = cslot;
  if (cutMemory[cslot] !== ckey) return -1;
  const m = cutMemory[cslot + 1] as number;
  const s = m >> 4;
  const b = 1 << (m & 15);
  const own = hold[h * 4 + s] as number;
  if ((own & b) === 0) return -1;
  const others = (aggr[s] as number) & ~own;
  const above = others & ~(b * 2 - 1);
  const below = others & (b - 1);
  let seq = above === 0 ? own : own & ((above & -above) - 1);
  if (below !== 0) seq &= ~(highBit(below) * 2 - 1);
  return s | (rankIndex(highBit(seq)) << 2) | (seq << 6);
};

/** Leads the move `m` of hand h at depth d and searches on; remembers it if it decides. */
const playRemembered = (d: number, h: number, target: number, m: number): number => {
  // The search below remembers moves of its own: keep this node's key and slot. The card is
  // played inline, as in searchMoves and playForced (a shared helper costs CPU here, docs/solver.md).
  const ckey = preKey;
  const cslot = preSlot;
  const s = m & 3;
  const b = 1 << ((m >> 2) & 15);
  const hs = h * 4 + s;
  const di = h >> 1;
  const dBit = 1 << (((h & 1) << 4) + (s << 2));
  hold[hs] = (hold[hs] as number) ^ b;
  dist[di] = (dist[di] as number) - dBit;
  cSuit[d] = s;
  cBit[d] = b;
  cHand[d] = h;
  win[d] = d;
  const v = searchFollow(d + 1, (h + 1) & 3, target);
  hold[hs] = (hold[hs] as number) ^ b;
  dist[di] = (dist[di] as number) + dBit;
  if ((h & 1) === (state[MAX_SIDE] as number) ? v >= target : v < target) {
    cutMemory[cslot] = ckey;
    cutMemory[cslot + 1] = (s << 4) | ((m >> 2) & 15);
  }
  preKey = ckey;
  preSlot = cslot;
  return v;
};

/** The cut-off memory key of the node at depth d (hand h, position rel in the trick). */
const cutoffKey = (d: number, h: number, rel: number, target: number): number => {
  const trump = state[TRUMP] as number;
  const tricksMax = state[TRICKS_MAX] as number;
  if (rel === 0) {
    let x = Math.imul((hold[h * 4] as number) ^ ((hold[h * 4 + 1] as number) << 13), 0x9e3779b1);
    x ^= Math.imul((hold[h * 4 + 2] as number) ^ ((hold[h * 4 + 3] as number) << 13), 0x85ebca77);
    x ^= Math.imul(h + 8 * trump + 64 * (trump === NT ? 0 : target - tricksMax), 0xc2b2ae3d);
    return (x ^ (x >>> 15)) | 1;
  }
  const ls = cSuit[d - rel] as number;
  const w = win[d - 1] as number;
  const card = ((cSuit[w] as number) << 4) | rankIndex(cBit[w] as number);
  if ((hold[h * 4 + ls] as number) !== 0) {
    // Following suit: the suit's cards still in play, the winning card, the leader.
    return (
      ((aggr[ls] as number) | (ls << 13) | (card << 15) | (h << 21) | (rel << 23) | (1 << 25)) ^ 0x5a5a5a5a
    );
  }
  let x = Math.imul((hold[h * 4] as number) ^ ((hold[h * 4 + 1] as number) << 13), 0x9e3779b1);
  x ^= Math.imul((hold[h * 4 + 2] as number) ^ ((hold[h * 4 + 3] as number) << 13), 0x85ebca77);
  x ^= Math.imul(
    card + 64 * h + 256 * rel + 1024 * trump + 8192 * (trump === NT ? 0 : target - tricksMax),
    0x27d4eb2f,
  );
  return (x ^ (x >>> 13)) | 2;
};

/**
 * Forgets the cut-off memory: for a deal that shares no hand with the one searched before, whose
 * remembered cards only mislead (list1000 solves searched 1-1.5% more nodes with them).
 */
export function forgetMoves(): void {
  cutMemory.fill(0);
}

const cutSlot = (key: number): number => {
  return (Math.imul(key, 0x9e3779b1) >>> (32 - CUT_BITS)) << 1;
};

/** Once the trumps are gone a position plays as in no trump, and shares its table entries. */
const strainKey = (): number => {
  const trump = state[TRUMP] as number;
  return trump !== NT && aggr[trump] === 0 ? NT : trump;
};

const lastTrick = (d: number, h: number): number => {
  const r4 = d << 2;
  const trump = state[TRUMP] as number;
  const tricksMax = state[TRICKS_MAX] as number;
  const maxSide = state[MAX_SIDE] as number;
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
  clearRelevance(r4);
  // The winner's rank mattered only if another card of its suit was in the trick.
  let sameSuit = 0;
  for (let hand = 0; hand < 4; hand++) if ((hold[hand * 4 + ws] as number) !== 0) sameSuit++;
  if (sameSuit >= 2) rv[r4 + ws] = wb;
  return tricksMax + ((wh & 1) === maxSide ? 1 : 0);
};

/**
 * Sure tricks for the side of `leader` that the leader cashes from the top while keeping the
 * lead, using the holdings `H`: first the top trumps, then in each side suit the cards above both
 * opponents' cards, as many rounds as no opponent who still holds a trump can ruff. Partner plays
 * low, so a round where partner would have to overtake ends the suit; in a trump contract partner
 * must also keep a side card to follow or discard, or would have to ruff. ORs into `rel` the
 * lowest card counted per suit: the count depends on the ranks down to there.
 */
const cashTricks = (H: Int32Array, leader: number, rel: Int32Array): number => {
  cashRounds[0] = 0;
  cashRounds[1] = 0;
  cashRounds[2] = 0;
  cashRounds[3] = 0;
  const L = leader * 4;
  const P = ((leader + 2) & 3) * 4;
  const A = ((leader + 1) & 3) * 4;
  const B = ((leader + 3) & 3) * 4;
  let q = 0;
  let aTrumps = 0;
  let bTrumps = 0;
  // Partner's side cards (no limit in no trump).
  let spare = 99;
  if ((state[TRUMP] as number) !== NT) {
    const T = state[TRUMP] as number;
    aTrumps = POP[H[A + T] as number] as number;
    bTrumps = POP[H[B + T] as number] as number;
    spare = 0;
    for (let s = 0; s < 4; s++) if (s !== T) spare += POP[H[P + s] as number] as number;
    const own = H[L + T] as number;
    if (own !== 0) {
      // Opponents keep their top cards: after r rounds one holding `len` still has its top card
      // if len > r, and none once it is exhausted.
      const ha = H[A + T] as number;
      const hb = H[B + T] as number;
      const topA = ha === 0 ? 0 : highBit(ha);
      const topB = hb === 0 ? 0 : highBit(hb);
      let o = own;
      let p = H[P + T] as number;
      let k = 0;
      let used = 0;
      while (o !== 0) {
        const c = highBit(o);
        const ta = k < aTrumps ? topA : 0;
        const tb = k < bTrumps ? topB : 0;
        const oppTop = Math.max(ta, tb);
        if (c < oppTop) break;
        // Ranks matter only where a card was compared with another: an opponent's or partner's.
        let compared = oppTop !== 0;
        if (p !== 0) {
          const lp = p & -p;
          if (lp > c) break;
          p ^= lp;
          compared = true;
        } else {
          if (spare === 0) break;
          spare--;
        }
        o ^= c;
        k++;
        if (compared) used = c;
      }
      if (k > 0) {
        q = k;
        cashRounds[T] = k;
        rel[T] = (rel[T] as number) | used;
        aTrumps = aTrumps > k ? aTrumps - k : 0;
        bTrumps = bTrumps > k ? bTrumps - k : 0;
      }
    }
  }
  for (let s = 0; s < 4; s++) {
    if (s === (state[TRUMP] as number)) continue;
    const own = H[L + s] as number;
    if (own === 0) continue;
    let cap = 13;
    if (aTrumps > 0) cap = POP[H[A + s] as number] as number;
    if (bTrumps > 0) {
      const lb = POP[H[B + s] as number] as number;
      if (lb < cap) cap = lb;
    }
    if (cap === 0) continue;
    const ha = H[A + s] as number;
    const hb = H[B + s] as number;
    const la = POP[ha] as number;
    const lb = POP[hb] as number;
    const topA = ha === 0 ? 0 : highBit(ha);
    const topB = hb === 0 ? 0 : highBit(hb);
    let o = own;
    let p = H[P + s] as number;
    let k = 0;
    let used = 0;
    while (o !== 0 && k < cap) {
      const c = highBit(o);
      const ta = k < la ? topA : 0;
      const tb = k < lb ? topB : 0;
      const oppTop = Math.max(ta, tb);
      if (c < oppTop) break;
      let compared = oppTop !== 0;
      if (p !== 0) {
        const lp = p & -p;
        if (lp > c) break;
        p ^= lp;
        compared = true;
      } else if (spare === 0) break;
      spare--;
      o ^= c;
      k++;
      if (compared) used = c;
    }
    if (k > 0) {
      q += k;
      cashRounds[s] = k;
      rel[s] = (rel[s] as number) | used;
    }
  }
  return q;
};

/** Added to the upper bounds of the sure-trick counts: 0, or for tests a large number that turns them off. */
const boundSlack = fixedInts(1);

const scratch = fixedInts(16);
const qr2 = fixedInts(4);
/** Rounds the last `cashTricks` counted per suit. */
const cashRounds = fixedInts(4);
/** The leader's own cashing rounds and relevance, for cashing before the entry. */
const leadRounds = fixedInts(4);
const leadRel = fixedInts(4);
const qr3 = fixedInts(4);
/** The last `quickTricks` call's upper bound on the tricks the leader cashes alone. */
const aloneBound = fixedInts(1);

/**
 * Sure tricks for the side of `leader`: what the leader cashes alone, or, when that is fewer
 * than `need`, what partner cashes after an entry (a low card to partner's top card, or a ruff
 * that both opponents must follow to), the leader first cashing its winners in other suits
 * (partner discarding where it is void) or in the suit of the entry. Sets `qr` to the ranks the
 * count depends on.
 */
const quickTricks = (leader: number, need: number): number => {
  qr[0] = 0;
  qr[1] = 0;
  qr[2] = 0;
  qr[3] = 0;
  const L = leader * 4;
  const partner = (leader + 2) & 3;
  const P = partner * 4;
  const A = ((leader + 1) & 3) * 4;
  const B = ((leader + 3) & 3) * 4;
  const T = state[TRUMP] as number;
  // Upper bounds first. In a suit whose top card the side holds, every round it wins while the
  // opponents' longer holding still has cards takes a card of the side above that holding's top
  // (the counts keep the opponents' top cards): so it wins at most as many rounds as it has such
  // cards, unless they outlast that holding. The leader cashing alone takes at most that many of
  // its own cards in each suit it tops. Every other count crosses to partner, and partner plays a
  // card of its own in each trick it counts: at most its holding, and in the trump suit one ruff
  // (the trick that enters) besides the rounds its side's trumps win; or, in a side suit the
  // leader cashes before crossing while partner discards, no more than the leader's own bound. An
  // opponent holding more trumps than either hand of the side keeps one through every count (a
  // round of trumps takes one from each hand of the side that holds one, and no count lets it
  // ruff or discard), so the side wins no more rounds of another suit than that opponent holds of
  // it. A count below `need` decides nothing.
  let alone = boundSlack[0] as number;
  let most = alone;
  let capA = false;
  let capB = false;
  if (T !== NT) {
    const side = Math.max(POP[hold[L + T] as number] as number, POP[hold[P + T] as number] as number);
    capA = (POP[hold[A + T] as number] as number) > side;
    capB = (POP[hold[B + T] as number] as number) > side;
  }
  for (let s = 0; s < 4; s++) {
    const l = hold[L + s] as number;
    const p = hold[P + s] as number;
    const ha = hold[A + s] as number;
    const hb = hold[B + s] as number;
    const o = ha | hb;
    if ((l | p) < o) {
      if (s === T && p !== 0) most++;
      continue;
    }
    const la = POP[ha] as number;
    const lb = POP[hb] as number;
    const longer = la > lb ? ha : lb > la ? hb : o;
    const rounds = Math.max(la, lb);
    const above = longer === 0 ? 0x1fff : 0x1fff & ~(highBit(longer) * 2 - 1);
    let cap = 13;
    if (s !== T) {
      if (capA) cap = la;
      if (capB && lb < cap) cap = lb;
    }
    let mine = 0;
    if (l > o) {
      const c = POP[l & above] as number;
      mine = Math.min(c < rounds ? c : (POP[l] as number), cap);
      alone += mine;
    }
    let through = 0;
    if (p !== 0) {
      let c = POP[(l | p) & above] as number;
      if (c >= rounds) c = 13;
      if (s === T) c++;
      through = Math.min(c, POP[p] as number, cap);
    }
    most += s !== T && mine > through ? mine : through;
  }
  aloneBound[0] = alone;
  if (alone < need && most < need) return 0;
  // A leader that tops no suit cashes nothing (and so cashes nothing before crossing either).
  let q = alone === 0 ? 0 : cashTricks(hold, leader, qr);
  if (q >= need || most < need) return q;
  // The leader may first cash its winners, then cross. While an opponent holds a trump, only side
  // suits, and no more rounds than each such opponent can follow before the trumps are drawn.
  // Partner follows, or in a side suit discards: the count after the entry is then taken on the
  // holdings left by those discards (see below), so no discard spoils it unseen.
  let preCash = false;
  if (q > 0) {
    const ruffA = T !== NT && (hold[A + T] as number) !== 0;
    const ruffB = T !== NT && (hold[B + T] as number) !== 0;
    for (let x = 0; x < 4; x++) {
      let r = cashRounds[x] as number;
      if (r !== 0 && (ruffA || ruffB)) {
        if (x === T) r = 0;
        if (ruffA) r = Math.min(r, POP[hold[A + x] as number] as number);
        if (ruffB) r = Math.min(r, POP[hold[B + x] as number] as number);
      }
      if (r !== 0 && x === T && (POP[hold[P + x] as number] as number) < r) r = 0;
      leadRounds[x] = r;
      if (r !== 0) preCash = true;
    }
    copy4(leadRel, qr);
  }
  for (let s = 0; s < 4; s++) {
    const own = hold[L + s] as number;
    if (own === 0) continue;
    const low = own & -own;
    const part = hold[P + s] as number;
    if (
      (own & (own - 1)) !== 0 &&
      (part & (part - 1)) !== 0 &&
      highBit(part) > low &&
      own > ((hold[A + s] as number) | (hold[B + s] as number))
    ) {
      const q4 = cashThenCross(leader, s);
      if (q4 > q) {
        q = q4;
        copy4(qr, qr4);
        if (q >= need) return q;
      }
    }
    let extra = 0;
    // The holdings after the entry: `hold` itself, or `scratch` where the entry changes them.
    let after = hold;
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
      // The entry trick is partner's first round of the suit in the count below, the leader
      // following with its low card there (removing that card here too took two cards of the
      // leader in one trick, and a card that blocks partner later could go unseen). No card
      // is removed, so the count reads `hold`.
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
      copy16(scratch, hold);
      after = scratch;
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
    const entryRel = qr2[s] as number;
    const q2 = extra + cashTricks(after, partner, qr2);
    if (q2 > q) {
      q = q2;
      qr[0] = qr2[0] as number;
      qr[1] = qr2[1] as number;
      qr[2] = qr2[2] as number;
      qr[3] = qr2[3] as number;
      if (q >= need) return q;
    }
    if (preCash) {
      // The cashing changes the holdings after the entry in place (they are not read again).
      if (after === hold) copy16(scratch, hold);
      let k1 = 0;
      let short = 0;
      qr3[0] = 0;
      qr3[1] = 0;
      qr3[2] = 0;
      qr3[3] = 0;
      for (let x = 0; x < 4; x++) {
        const r = leadRounds[x] as number;
        if (x === s || r === 0) continue;
        let px = scratch[P + x] as number;
        if ((POP[px] as number) < r) {
          if (x === T) continue;
          short += r - (POP[px] as number);
        }
        let lx = scratch[L + x] as number;
        let ax = scratch[A + x] as number;
        let bx = scratch[B + x] as number;
        for (let i = 0; i < r; i++) {
          lx ^= highBit(lx);
          px ^= px & -px;
          ax ^= ax & -ax;
          bx ^= bx & -bx;
        }
        scratch[L + x] = lx;
        scratch[P + x] = px;
        scratch[A + x] = ax;
        scratch[B + x] = bx;
        k1 += r;
        qr3[x] = leadRel[x] as number;
      }
      // Partner discards where it is void: each time the lowest card of its longest suit among
      // those the leader does not cash, not the entry's suit nor the trumps (lengths choose it, so
      // the count's relevance covers the choice).
      while (short > 0 && k1 > 0) {
        let y = -1;
        let most = 0;
        for (let z = 0; z < 4; z++) {
          if (z === s || z === T || (leadRounds[z] as number) !== 0) continue;
          const c = POP[scratch[P + z] as number] as number;
          if (c > most) {
            most = c;
            y = z;
          }
        }
        if (y < 0) k1 = 0;
        else {
          const py = scratch[P + y] as number;
          scratch[P + y] = py ^ (py & -py);
          short--;
        }
      }
      if (k1 > 0) {
        qr3[s] = (qr3[s] as number) | entryRel;
        const q3 = k1 + extra + cashTricks(scratch, partner, qr3);
        if (q3 > q) {
          q = q3;
          qr[0] = qr3[0] as number;
          qr[1] = qr3[1] as number;
          qr[2] = qr3[2] as number;
          qr[3] = qr3[3] as number;
          if (q >= need) return q;
        }
      }
    }
  }
  return q;
};

/**
 * `quickTricks` for `leader` asked for `need` tricks at the start of a trick, with `holdings` (16
 * masks, hand * 4 + suit) and trumps `trumpSuit`, with its upper bounds (`bounded`) or without
 * them: for tests. Returns the count and its relevance.
 */
export function quickTricksForTesting(
  holdings: ArrayLike<number>,
  leader: number,
  trumpSuit: number,
  need: number,
  bounded: boolean,
): { tricks: number; rel: number[] } {
  loadPosition(holdings, [], [], [], trumpSuit);
  boundSlack[0] = bounded ? 0 : 99;
  const tricks = quickTricks(leader, need);
  boundSlack[0] = 0;
  return { tricks, rel: Array.from(qr) };
}

const scratch3 = fixedInts(16);
const qr4 = fixedInts(4);
const qr5 = fixedInts(4);

/**
 * Sure tricks when the leader first cashes k top cards of suit `s` (partner playing low), then
 * leads its lowest card of `s` to partner's top card, and partner cashes from there: blocked
 * holdings such as A2 opposite KQJ. The best k wins. Opponents keep their highest cards, and one
 * who holds a trump must follow every round up to the crossing. Sets `qr4` to the relevant ranks.
 */
const cashThenCross = (leader: number, s: number): number => {
  const L = leader * 4;
  const partner = (leader + 2) & 3;
  const P = partner * 4;
  const A = ((leader + 1) & 3) * 4;
  const B = ((leader + 3) & 3) * 4;
  const T = state[TRUMP] as number;
  const own = hold[L + s] as number;
  const part = hold[P + s] as number;
  const ha = hold[A + s] as number;
  const hb = hold[B + s] as number;
  const lo = POP[own] as number;
  const lp = POP[part] as number;
  const la = POP[ha] as number;
  const lb = POP[hb] as number;
  const ruffA = T !== NT && s !== T && (hold[A + T] as number) !== 0;
  const ruffB = T !== NT && s !== T && (hold[B + T] as number) !== 0;
  const topA = ha === 0 ? 0 : highBit(ha);
  const topB = hb === 0 ? 0 : highBit(hb);
  let o = own;
  let p = part;
  let ra = ha;
  let rb = hb;
  let best = 0;
  for (let k = 1; k < lo && k < lp; k++) {
    // Round k: the leader's top card wins, partner plays low.
    if ((ruffA && la < k) || (ruffB && lb < k)) break;
    const c = highBit(o);
    if (c < Math.max(k <= la ? topA : 0, k <= lb ? topB : 0)) break;
    const pl = p & -p;
    if (pl > c) break;
    o ^= c;
    p ^= pl;
    ra ^= ra & -ra;
    rb ^= rb & -rb;
    // The crossing, round k + 1: no opponent may ruff it, partner's top beats everything else.
    if ((ruffA && la <= k) || (ruffB && lb <= k)) break;
    const pTop = highBit(p);
    if (pTop < Math.max(k < la ? topA : 0, k < lb ? topB : 0) || pTop < (o & -o)) continue;
    copy16(scratch3, hold);
    scratch3[L + s] = o;
    scratch3[P + s] = p;
    scratch3[A + s] = ra;
    scratch3[B + s] = rb;
    qr5[0] = 0;
    qr5[1] = 0;
    qr5[2] = 0;
    qr5[3] = 0;
    qr5[s] = c | pTop;
    const q = k + cashTricks(scratch3, partner, qr5);
    if (q > best) {
      best = q;
      copy4(qr4, qr5);
    }
  }
  return best;
};

/** The trump `trumpTricksByCount` counted down to (its relevant rank). */
const countRank = fixedInts(1);
/**
 * `trumpTricksByCount`'s last inputs and answer per side (side * 5: the trumps of the side's two
 * hands, the other side's trumps, the count, its rank); -1 matches no holding.
 */
const countMemo = fixedInts(10).fill(-1);

/**
 * The trump tricks the side of `side` (0 North-South, 1 East-West) surely wins by count, wherever
 * the cards sit and whoever leads: the most, over its hands H and H's trumps c, of k - j, where H
 * holds k trumps from c down and the other side j trumps above c (♥Q53 against ♥AK2: three of H's
 * trumps from the 3, two trumps above it, one trick). Every card is played before the hand ends,
 * one of H's in each trick, so H's k trumps from c down are played in k tricks of their own. A trump
 * of H loses only in a trick where a higher trump of the other side is played (a ruff or a trump
 * lead; a higher trump of H's partner wins the trick for the side), and that trump, above c, wins
 * that trick and no other: so at most j of the k tricks are lost, and the side wins the other
 * k - j. With c the lowest trump of H this is the count by length of `sideTrumpTricks`, with c the
 * top trump its top trumps of one hand. Sets `countRank` to c (the ranks down to c are relevant:
 * the cards below it may be dealt anew among their holders without changing k or j); among the
 * trumps c that give the most tricks, the highest.
 */
const trumpTricksByCount = (side: number): number => {
  const T = state[TRUMP] as number;
  const theirs = (hold[((side + 1) & 3) * 4 + T] as number) | (hold[((side + 3) & 3) * 4 + T] as number);
  const mine0 = hold[side * 4 + T] as number;
  const mine2 = hold[(side + 2) * 4 + T] as number;
  // The count is a function of the three trump masks alone, which change only when a trump is
  // played: the last answer per side is kept and reused while they are the same.
  const m3 = side * 5;
  if (mine0 === countMemo[m3] && mine2 === countMemo[m3 + 1] && theirs === countMemo[m3 + 2]) {
    countRank[0] = countMemo[m3 + 4] as number;
    return countMemo[m3 + 3] as number;
  }
  let best = 0;
  let rank = 0;
  for (let hh = side; hh < 4; hh += 2) {
    let m = hold[hh * 4 + T] as number;
    let k = 0;
    while (m !== 0) {
      const c = highBit(m);
      m ^= c;
      k++;
      const v = k - (POP[theirs & ~(c * 2 - 1)] as number);
      if (v > best || (v === best && v > 0 && c > rank)) {
        best = v;
        rank = c;
      }
    }
  }
  countRank[0] = rank;
  countMemo[m3] = mine0;
  countMemo[m3 + 1] = mine2;
  countMemo[m3 + 2] = theirs;
  countMemo[m3 + 3] = best;
  countMemo[m3 + 4] = rank;
  return best;
};

/**
 * Sure trump tricks of the side of `hand`: its trumps above all of the other side's (no more
 * than its longer trump holding has cards: two of them may fall together), or the longer
 * holding's excess over the other side's trumps (each of theirs beats at most one of ours).
 * When `hand` is on lead and the other side has no trumps, a ruff that spares the longer
 * holding's trumps adds one. Or, when more, the count of `trumpTricksByCount`, which depends on
 * the trumps alone too.
 * Writes the relevant trump to `rel`.
 */
const sideTrumpTricks = (hand: number, rel: Int32Array, onLead: boolean): number => {
  const T = state[TRUMP] as number;
  const a = hold[hand * 4 + T] as number;
  const b = hold[((hand + 2) & 3) * 4 + T] as number;
  const theirs = (hold[((hand + 1) & 3) * 4 + T] as number) | (hold[((hand + 3) & 3) * 4 + T] as number);
  const la = POP[a] as number;
  const lb = POP[b] as number;
  const longest = Math.max(la, lb);
  const byLength = longest - (POP[theirs] as number);
  const ours = a | b;
  const above = theirs === 0 ? ours : ours & ~(highBit(theirs) * 2 - 1);
  let top = POP[above] as number;
  if (top > longest) top = longest;
  rel[0] = 0;
  rel[1] = 0;
  rel[2] = 0;
  rel[3] = 0;
  if (theirs === 0 && onLead && la > 0 && lb > 0) {
    // Every trick in which one of the side's trumps is played is won. A first trick where the
    // leader plays a card of a suit partner is void in and partner ruffs adds one to the
    // leader's trumps; when partner, on lead then, can lead a suit the leader is void in for the
    // leader to ruff, it adds one to partner's trumps too. Lengths only: no rank is relevant.
    const L = hand * 4;
    const P = ((hand + 2) & 3) * 4;
    let partnerRuffs = false;
    let leaderRuffs = false;
    for (let s = 0; s < 4; s++) {
      if (s === T) continue;
      const ls = hold[L + s] as number;
      const ps = hold[P + s] as number;
      if (ls !== 0 && ps === 0) partnerRuffs = true;
      else if (ls === 0 && ps !== 0) leaderRuffs = true;
    }
    if (partnerRuffs && (la >= lb || leaderRuffs)) return longest + 1;
  }
  // By count: never below `byLength` (c the lowest trump of the longer holding), which needs no
  // rank, so it is preferred when equal. It counts only where it beats both counts above, and a
  // hand's count is at most its trumps less the other side's trumps above its top trump (k is at
  // most the hand's length, j at least that number): when neither hand's such figure beats them,
  // the count is not run (it would not be taken).
  const kept = Math.max(byLength, top);
  const ubA = la === 0 ? 0 : la - (POP[theirs & ~(highBit(a) * 2 - 1)] as number);
  const ubB = lb === 0 ? 0 : lb - (POP[theirs & ~(highBit(b) * 2 - 1)] as number);
  const byCount = ubA > kept || ubB > kept ? trumpTricksByCount(hand & 1) : 0;
  if (byLength >= top && byLength >= byCount) return Math.max(byLength, 0);
  if (byCount > top) {
    rel[T] = countRank[0] as number;
    return byCount;
  }
  rel[T] = kthHighest(above, top);
  return top;
};

/**
 * Sure tricks of a crossruff by the side of `leader` (trumps in play): the leader leads a suit
 * partner is void in and partner ruffs, partner leads a suit the leader is void in and the leader
 * ruffs, and so on, each ruff with a trump above every trump of the opponents, so that no discard
 * or overruff can beat it. With a = min(the leader's cards in partner's void suits, partner's such
 * trumps) and b = min(partner's cards in the leader's void suits, the leader's such trumps), the
 * ruffs alternate from partner's: 2b + 1 tricks when a > b, else 2a. Failing that, one trick when
 * partner ruffs a suit it is void in above the trumps of every opponent void in it (the others
 * follow). Writes the relevant trump to `rel`.
 */
const crossruffTricks = (leader: number, rel: Int32Array): number => {
  const T = state[TRUMP] as number;
  const L = leader * 4;
  const P = ((leader + 2) & 3) * 4;
  rel[0] = 0;
  rel[1] = 0;
  rel[2] = 0;
  rel[3] = 0;
  const pt = hold[P + T] as number;
  if (pt === 0) return 0;
  // The leader's cards in the side suits partner is void in (`voids`), and partner's in the
  // side suits the leader is void in.
  let y = 0;
  let x = 0;
  let voids = 0;
  for (let s = 0; s < 4; s++) {
    if (s === T) continue;
    const ls = hold[L + s] as number;
    const ps = hold[P + s] as number;
    if (ps === 0 && ls !== 0) {
      y += POP[ls] as number;
      voids |= 1 << s;
    } else if (ls === 0 && ps !== 0) x += POP[ps] as number;
  }
  if (y === 0) return 0;
  const A = ((leader + 1) & 3) * 4;
  const B = ((leader + 3) & 3) * 4;
  const at = hold[A + T] as number;
  const bt = hold[B + T] as number;
  const opp = at | bt;
  const above = opp === 0 ? 0x1fff : 0x1fff & ~(highBit(opp) * 2 - 1);
  const hl = (hold[L + T] as number) & above;
  const hp = pt & above;
  const a = Math.min(y, POP[hp] as number);
  const b = Math.min(x, POP[hl] as number);
  const c = a > b ? 2 * b + 1 : 2 * a;
  if (c >= 1) {
    if (opp !== 0) {
      const mine = hl | hp;
      rel[T] = mine & -mine;
    }
    return c;
  }
  // One ruff: an opponent void in the suit led must hold no trump above partner's top trump.
  const pTop = highBit(pt);
  for (let s = 0; s < 4; s++) {
    if (((voids >> s) & 1) === 0) continue;
    if (((hold[A + s] as number) !== 0 || at < pTop) && ((hold[B + s] as number) !== 0 || bt < pTop)) {
      rel[T] = pTop;
      return 1;
    }
  }
  return 0;
};

/** The most tricks beyond its trump tricks for which `trumpsAfterCash` counts (see there). */
const AFTER_CASH_MORE = 2;

/**
 * The best of `q` (the leader's `quickTricks`) and the side's counts that rest on its trumps:
 * `sideTrumpTricks`, `crossruffTricks` and `trumpsAfterCash`, tried in that order until one
 * reaches `need`. When the count returned reaches `need`, `qr` holds its relevance; a count below
 * `need` decides nothing, and `qr` is then not to be read.
 */
const trumpCounts = (h: number, need: number, q: number): number => {
  const T = state[TRUMP] as number;
  const lt = POP[hold[h * 4 + T] as number] as number;
  const pt = POP[hold[((h + 2) & 3) * 4 + T] as number] as number;
  // The side's trump tricks are at most its longer trump holding, one more on lead: where that
  // is more than AFTER_CASH_MORE short of `need`, neither they nor `trumpsAfterCash` can reach it.
  let t = 0;
  let tr = 0;
  if (Math.max(lt, pt) + AFTER_CASH_MORE >= need) {
    const tq = sideTrumpTricks(h, qr2, true);
    if (tq > q) {
      q = tq;
      copy4(qr, qr2);
      if (q >= need) return q;
    }
    // The same count not on lead, for `trumpsAfterCash`: it differs only where the ruff of the
    // count on lead was added (more than the longer trump holding, no count reaches that), and
    // is then the longer holding with no relevant rank (the opponents hold no trump).
    const ruffed = tq > lt && tq > pt;
    t = ruffed ? tq - 1 : tq;
    tr = ruffed ? 0 : (qr2[T] as number);
  }
  // A crossruff takes at most two tricks per trump of partner, and one more than two per trump of
  // the leader: a count that cannot reach `need` is not run.
  if (2 * pt >= need && 2 * lt + 1 >= need) {
    const cq = crossruffTricks(h, qr2);
    if (cq > q) {
      q = cq;
      copy4(qr, qr2);
      if (q >= need) return q;
    }
  }
  const sq = t === 0 ? 0 : trumpsAfterCash(h, need, t, tr);
  return Math.max(sq, q);
};

/**
 * Sure tricks of the side of `leader` in a trump contract: its tricks in the other suits
 * (`quickTricks` with the side's trumps set aside, no more tricks than each hand of the side has
 * other cards: no hand of the side plays a trump in them, and an opponent who holds a trump
 * follows suit in every round counted), then its sure trump tricks (`sideTrumpTricks`), which
 * depend on the trumps alone and so are still there afterwards: `t`, with `tr` its relevant trump
 * (the caller has counted them). Overwrites `qr` (through `quickTricks`), which holds the count's
 * relevance when it reaches `need`.
 */
const trumpsAfterCash = (leader: number, need: number, t: number, tr: number): number => {
  const T = state[TRUMP] as number;
  // Where the side needs three or more tricks besides its trump tricks, the count decided too few
  // nodes (4% of those counted) to pay for itself.
  if (t === 0 || need - t > AFTER_CASH_MORE) return 0;
  const L = leader * 4;
  const P = ((leader + 2) & 3) * 4;
  const A = ((leader + 1) & 3) * 4;
  const B = ((leader + 3) & 3) * 4;
  const tl = hold[L + T] as number;
  const tp = hold[P + T] as number;
  // A cheap upper bound on the side tricks first: per suit whose top card the side holds, its
  // longer holding, and no more than each hand has cards outside the trumps.
  const side = (state[TRICKS_LEFT] as number) - Math.max(POP[tl] as number, POP[tp] as number);
  let most = 0;
  for (let s = 0; s < 4; s++) {
    if (s === T) continue;
    const w = hold[L + s] as number;
    const p = hold[P + s] as number;
    if ((w | p) > ((hold[A + s] as number) | (hold[B + s] as number))) {
      most += Math.max(POP[w] as number, POP[p] as number);
    }
  }
  if (most > side) most = side;
  if (most === 0 || t + most < need) return 0;
  hold[L + T] = 0;
  hold[P + T] = 0;
  let q = quickTricks(leader, need - t);
  hold[L + T] = tl;
  hold[P + T] = tp;
  // The count's plays stay legal, and trumpless, for as many tricks as each hand of the side has
  // cards outside the trumps.
  if (q > side) q = side;
  if (q <= 0) return 0;
  qr[T] = (qr[T] as number) | tr;
  return q + t;
};

/**
 * The sure-trick counts `crossruffTricks` and `trumpsAfterCash` (asked for `need` tricks) for
 * `leader` at the start of a trick, with `holdings` (16 masks, hand * 4 + suit) and trumps
 * `trumpSuit`: for tests.
 */
export function sureTricksForTesting(
  holdings: ArrayLike<number>,
  leader: number,
  trumpSuit: number,
  need: number,
): { crossruff: number; afterCash: number } {
  loadPosition(holdings, [], [], [], trumpSuit);
  const crossruff = crossruffTricks(leader, qr2);
  const t = sideTrumpTricks(leader, qr2, false);
  const afterCash = trumpsAfterCash(leader, need, t, qr2[trumpSuit] as number);
  return { crossruff, afterCash };
}

/** A later-trick rule `laterTrickForTesting` asks about. */
export type LaterTrickRule =
  | 'trumpLater'
  | 'trumpByCount'
  | 'sideTrumps'
  | 'leadSide'
  | 'otherSide'
  | 'fewDiscards'
  | 'afterCash';

/**
 * A later-trick rule asked of the position `holdings` (16 masks, hand * 4 + suit) at the start of
 * a trick, `leader` on lead, trumps `trumpSuit` (4: no trump), for tests: whether it holds, the
 * tricks it proves (1 for the rules that prove one trick) and its relevance. `trumpLater`
 * (`trumpTrickLater`), `trumpByCount` (`trumpTricksByCount`, which holds when it counts a trick)
 * and `sideTrumps` (`sideTrumpTricks` of North or East, not on lead) ask about the side `side`
 * (0 North-South, 1 East-West), `leadSide` (`leadSideWinsLater`) about the side on lead,
 * `otherSide` (`otherSideWinsLater`) and `fewDiscards` (`tooFewDiscards`, in any strain) about the
 * other side; `afterCash` (`leadSideWinsAfterCash`) whether the side on lead takes `need` tricks
 * (2 <= need < the tricks left), after the leader's `quickTricks` count, as in the search (it
 * proves `need` tricks).
 */
export function laterTrickForTesting(
  rule: LaterTrickRule,
  holdings: ArrayLike<number>,
  leader: number,
  trumpSuit: number,
  side = 0,
  need = 1,
): { wins: boolean; tricks: number; rel: number[] } {
  loadPosition(holdings, [], [], [], trumpSuit);
  qr.fill(0);
  const n = state[TRICKS_LEFT] as number;
  if (rule === 'afterCash') {
    quickTricks(leader, need);
    const wins = need >= 2 && need < n && leadSideWinsAfterCash(leader, n, need);
    return { wins, tricks: wins ? need : 0, rel: wins ? Array.from(qr) : [0, 0, 0, 0] };
  }
  if (rule === 'trumpByCount' || rule === 'sideTrumps') {
    let tricks = 0;
    if (rule === 'sideTrumps') tricks = trumpSuit < 4 ? sideTrumpTricks(side, qr, false) : 0;
    else if (trumpSuit < 4) {
      tricks = trumpTricksByCount(side);
      if (tricks > 0) qr[trumpSuit] = countRank[0] as number;
    }
    return { wins: tricks > 0, tricks, rel: Array.from(qr) };
  }
  const wins =
    rule === 'trumpLater'
      ? trumpSuit < 4 && (aggr[trumpSuit] as number) !== 0 && trumpTrickLater(leader, side)
      : rule === 'leadSide'
        ? leadSideWinsLater(leader, n)
        : rule === 'fewDiscards'
          ? tooFewDiscards(leader)
          : otherSideWinsLater(leader, n);
  return { wins, tricks: wins ? 1 : 0, rel: Array.from(qr) };
}

const qr6 = fixedInts(4);

/**
 * The tricks `hand` cashes from the top when it wins the first trick in one of `suits` (a mask):
 * 0 unless it cashes a round in each of them. Sets `rel` to the relevant ranks.
 */
const cashFirst = (hand: number, suits: number, rel: Int32Array): number => {
  rel[0] = 0;
  rel[1] = 0;
  rel[2] = 0;
  rel[3] = 0;
  const c = cashTricks(hold, hand, rel);
  for (let s = 0; s < 4; s++) if ((suits >> s) & 1 && (cashRounds[s] as number) === 0) return 0;
  return c;
};

/**
 * An upper bound on `cashTricks` for `hand`: its cards of the suits where its top card beats both
 * opponents' cards (it cashes nothing in another suit, and each round takes one of its cards).
 */
const cashBound = (hand: number): number => {
  const H = hand * 4;
  const A = ((hand + 1) & 3) * 4;
  const B = ((hand + 3) & 3) * 4;
  let most = 0;
  for (let s = 0; s < 4; s++) {
    const own = hold[H + s] as number;
    if (own > ((hold[A + s] as number) | (hold[B + s] as number))) most += POP[own] as number;
  }
  return most;
};

/**
 * Sure tricks of the side not on lead when `leader` leads. If the opponents hold the top card of
 * every suit the leader holds (and the leader's partner cannot ruff) they win the first trick,
 * and the opponent who wins it cashes its sure tricks from there (with no trumps in play, one
 * opponent holding all those tops cashes them all); or the side's trump tricks. Sets `qr`. A count
 * below `need` decides nothing: then neither the count nor `qr` is to be read.
 */
const otherSideTricks = (leader: number, need: number): number => {
  const L = leader * 4;
  const P = ((leader + 2) & 3) * 4;
  const A = ((leader + 1) & 3) * 4;
  const B = ((leader + 3) & 3) * 4;
  const T = state[TRUMP] as number;
  const trumps = T !== NT && (aggr[T] as number) !== 0;
  const partnerRuffs = trumps && (hold[P + T] as number) !== 0;
  let k = 0;
  let holder = -1;
  let beaten = false;
  let suitsA = 0;
  let suitsB = 0;
  qr[0] = 0;
  qr[1] = 0;
  qr[2] = 0;
  qr[3] = 0;
  for (let s = 0; s < 4; s++) {
    const own = hold[L + s] as number;
    if (own === 0) continue;
    const part = hold[P + s] as number;
    const lh = hold[A + s] as number;
    const opp = lh | (hold[B + s] as number);
    if (opp < (own | part) || (part === 0 && partnerRuffs && s !== T)) {
      beaten = true;
      break;
    }
    const top = highBit(opp);
    qr[s] = top;
    k++;
    const who = (top & lh) !== 0 ? 0 : 1;
    if (who === 0) suitsA |= 1 << s;
    else suitsB |= 1 << s;
    if (holder === -1) holder = who;
    else if (holder !== who) holder = 2;
  }
  let m = 0;
  if (!beaten) {
    m = trumps || holder === 2 ? 1 : k;
    // The opponent who wins the first trick (when each holds some of the tops, the leader
    // picks) cashes its sure tricks from there, the first trick being one of its rounds: so
    // each suit the leader may lead must be one where that opponent cashes a round.
    // Each count is at most the cards of the opponent's suits topped by none of the other hands:
    // below `need`, the smaller count decides nothing.
    const skip =
      (suitsA !== 0 && cashBound((leader + 1) & 3) < need) ||
      (suitsB !== 0 && cashBound((leader + 3) & 3) < need);
    const c0 = skip ? 0 : suitsA !== 0 ? cashFirst((leader + 1) & 3, suitsA, qr5) : 99;
    const c1 = skip ? 0 : suitsB !== 0 ? cashFirst((leader + 3) & 3, suitsB, qr6) : 99;
    const c = Math.min(c0, c1);
    if (c > m && c < 99) {
      m = c;
      for (let s = 0; s < 4; s++) {
        qr[s] =
          (qr[s] as number) |
          (suitsA !== 0 ? (qr5[s] as number) : 0) |
          (suitsB !== 0 ? (qr6[s] as number) : 0);
      }
    }
  }
  // The side's trump tricks are at most its longer trump holding: below `need` they decide nothing.
  if (
    trumps &&
    Math.max(POP[hold[A + T] as number] as number, POP[hold[B + T] as number] as number) >= need
  ) {
    const t = sideTrumpTricks((leader + 1) & 3, qr2, false);
    if (t > m) {
      m = t;
      copy4(qr, qr2);
    }
  }
  return m;
};

/**
 * True when the side of `leader` cannot win all the tricks because partner cannot win one: partner
 * holds no card of any suit the leader holds (nor, with trumps in play, a trump), and in one of the
 * leader's suits s the other side's top card c sits in a hand X with more cards of s than the
 * leader has above c, the leader also holding a card below c (East's ♥AJ ♣K against North's ♥K98,
 * West's ♦932 out of reach). If the side on lead won every trick, partner would win none (every
 * trick is led in a suit the leader holds, and partner can neither follow nor ruff), so the leader
 * would lead every trick, each of its cards in turn. A lead below c loses while X holds c, so c
 * must go first: X plays its lowest card of s on each of the leader's leads of s above c, and has
 * more cards of s than those leads; so c goes only if X discards it, or discards cards of s until
 * it has no more than the leader has above c. X discards those cards (for each such suit, c and as
 * many more as the leader has above c) only when they are all it holds, k cards for the k tricks
 * left, and it is void in the suit led: then the leader still holds, in each of those suits, its
 * cards above c and one below (it has not led them: that lead would lose to c), k cards, and the
 * card it leads, k + 1 in all. Sets `qr`: c (the cards below it may be dealt anew among their
 * holders without changing any count).
 */
const leaderAlone = (leader: number): boolean => {
  const L = leader * 4;
  const P = ((leader + 2) & 3) * 4;
  let other = -1;
  let guarded = 0;
  for (let s = 0; s < 4; s++) {
    const own = hold[L + s] as number;
    if (own === 0) continue;
    if ((hold[P + s] as number) !== 0) {
      other = -1;
      break;
    }
    if (other >= 0) continue;
    // The other side's cards of s are those not in the leader's hand.
    const theirs = (aggr[s] as number) ^ own;
    if (theirs === 0) continue;
    const c = highBit(theirs);
    if ((own & (c - 1)) === 0) continue;
    const x = ((hold[((leader + 1) & 3) * 4 + s] as number) & c) !== 0 ? (leader + 1) & 3 : (leader + 3) & 3;
    if ((POP[hold[x * 4 + s] as number] as number) > (POP[own & ~(c * 2 - 1)] as number)) {
      other = s;
      guarded = c;
    }
  }
  if (other < 0) return false;
  qr[0] = 0;
  qr[1] = 0;
  qr[2] = 0;
  qr[3] = 0;
  qr[other] = guarded;
  return true;
};

/**
 * True when the side of `leader` cannot win all the tricks because of a suit s that both its hands
 * hold and whose top card c the other side holds: for a hand H' of the side, with H the other, the
 * sum over the other suits u of H's excess over H' in u (H's cards of u less those of H', when
 * more) is less than the cards of s of H'. The two hands hold as many cards, so that sum less the
 * hand's cards of s is the same number for either hand: one count tells for both. (East's ♦T5 and
 * West's ♦84 below South's ♦J, each holding as many spades and as many hearts as the other.)
 * Suppose the side won every trick, against this defence: the hand X holding c plays it to the
 * first trick led in s, and discards it only when it holds nothing else (at the last trick, where
 * it then wins if s is led). The side leads every trick. The first trick led in s, by H, is won by
 * c unless H's partner H' ruffs, so H' is void in s by then; with no trick of s at all, both hands
 * are. So some hand H' plays all its cards of s before any trick of s, each on a trick where it is
 * void in the suit led, u: a trick led by H (a trick H' leads is led in a suit H' holds).
 * Such tricks of u, at most H's cards of u left when H' runs out of u, are bounded by the excess:
 * tricks of u where both play a card of u keep it, H playing one alone lowers it, H' playing one
 * alone leaves H void in u (no more leads of it), and each card of u that H' plays on another suit
 * raises it by one, but takes one of those tricks. So H' has at most the sum of the excesses for
 * its cards of s: fewer than it holds. With or without trumps, whoever holds them.
 * Sets `qr`: c (the rest are lengths, in the table's key).
 */
const tooFewDiscards = (leader: number): boolean => {
  const L = leader * 4;
  const P = ((leader + 2) & 3) * 4;
  const l = leader;
  const p = (leader + 2) & 3;
  for (let s = 0; s < 4; s++) {
    const own = hold[L + s] as number;
    const part = hold[P + s] as number;
    if (own === 0 || part === 0) continue;
    const all = aggr[s] as number;
    // The other side's cards of s, above the side's: it holds the top card.
    if ((own | part) > (all ^ own ^ part)) continue;
    // The leader's discards on partner's leads (partner's are as many less the leader's cards of
    // s plus its own: the two hold as many cards).
    let discards = 0;
    for (let u = 0; u < 4; u++) {
      const d = len(p, u) - len(l, u);
      if (u !== s && d > 0) discards += d;
    }
    if (discards < (POP[own] as number)) {
      qr[0] = 0;
      qr[1] = 0;
      qr[2] = 0;
      qr[3] = 0;
      qr[s] = highBit(all);
      return true;
    }
  }
  return false;
};

/**
 * True when, with no trumps in play, the side of `leader` cannot win all `n` tricks (DDS's
 * later-tricks rule): it holds the top card of suits in which it can lead fewer than `n` times in
 * all (each lead takes a card from each of its hands that still holds the suit), so some trick
 * must be led in a suit whose top card the other side holds. That card wins unless its hand
 * discarded it, and a hand discards a top card only when every card it holds is the top card of
 * another suit (three at most); such a hand cannot be squeezed out of all its tops, since the
 * side on lead would need a threat against each of them in the hand that leads last. Like DDS,
 * the rule applies at any number of tricks (two or more: the last trick is played out). A suit
 * whose second card the other side holds guarded behind its top card, or whose second and third
 * cards it holds, counts one lead (below). Sets `qr`: the other side's top cards (the suits the
 * leader controls may change owner, which only lowers the count); with such a suit, its second
 * or third card and the top card of each other suit held by the hands that count. With trumps in
 * play, `trumpTrickLater`, then `tooFewDiscards`. Failing those, with or without trumps,
 * `leaderAlone`.
 */
const otherSideWinsLater = (leader: number, n: number): boolean => {
  const T = state[TRUMP] as number;
  qr[0] = 0;
  qr[1] = 0;
  qr[2] = 0;
  qr[3] = 0;
  const L = leader * 4;
  const P = ((leader + 2) & 3) * 4;
  if (T !== NT && (aggr[T] as number) !== 0) {
    return (
      trumpTrickLater(leader, (leader + 1) & 1) ||
      tooFewDiscards(leader) ||
      ((hold[P + T] as number) === 0 && leaderAlone(leader))
    );
  }
  let sum = 0;
  for (let s = 0; s < 4; s++) {
    const all = aggr[s] as number;
    if (all === 0) continue;
    const top = highBit(all);
    const own = hold[L + s] as number;
    const part = hold[P + s] as number;
    if (((own | part) & top) !== 0) {
      const a = POP[own] as number;
      const b = POP[part] as number;
      sum += Math.max(a, b);
    } else if ((all & (top - 1)) !== 0) qr[s] = top;
  }
  if (sum < n) return true;
  if (leaderAlone(leader)) return true;
  // A guarded second card behind the top card: the other side holds the second card of a suit
  // the side on lead tops, in a hand X with two or more cards of it and the top card at X's
  // right (it plays before X in every trick X does not lead, and X leads none). X plays a low
  // card under the top card and the second card on any other lead of the suit, so the side on
  // lead leads the suit once; X keeps the second card guarded, since it discards cards of the
  // suit only when it holds nothing else: with the other counts at most n - 2 that takes more
  // tricks than the side has leads. A hand X that holds the top card of another suit could be
  // squeezed between the two (♦K8 and the ♠7, ♦AQ at its right, a heart led), so it holds none.
  // Or the other side holds the second and third cards, X being the hand of the second when it
  // has two or more cards of the suit, else the hand of the third when that one has (♠K alone,
  // ♠J6 in the other hand): a trick of the suit without the top card is won by one of the two,
  // and in the trick with it X plays low, so again the suit is led once. The other hand, Y, may
  // lose its card only with the top card, and holds no top card of another suit either (else
  // squeezed out of it, it would leave X to guess).
  let best = 0;
  let suit = -1;
  let x = 0;
  let y = -1;
  let low = 0;
  for (let s = 0; s < 4; s++) {
    const all = aggr[s] as number;
    const top = highBit(all);
    const rest = all ^ top;
    const own = hold[L + s] as number;
    const part = hold[P + s] as number;
    if (rest === 0 || ((own | part) & top) === 0) continue;
    const cut = Math.max(POP[own] as number, POP[part] as number) - 1;
    if (cut <= best) continue;
    const second = highBit(rest);
    let hh = 0;
    while (((hold[hh * 4 + s] as number) & second) === 0) hh++;
    if (((hh ^ leader) & 1) === 0) continue;
    const long = (POP[hold[hh * 4 + s] as number] as number) >= 2;
    if (long && ((hold[((hh + 3) & 3) * 4 + s] as number) & top) !== 0) {
      best = cut;
      suit = s;
      x = hh;
      y = -1;
      low = second;
      continue;
    }
    const rest2 = rest ^ second;
    if (rest2 === 0) continue;
    const third = highBit(rest2);
    let h3 = 0;
    while (((hold[h3 * 4 + s] as number) & third) === 0) h3++;
    if (((h3 ^ leader) & 1) === 0) continue;
    if (!long && (POP[hold[h3 * 4 + s] as number] as number) < 2) continue;
    best = cut;
    suit = s;
    x = long ? hh : h3;
    y = long ? h3 : hh;
    low = third;
  }
  if (suit < 0 || sum - best >= n) return false;
  for (let t = 0; t < 4; t++) {
    if (t === suit) continue;
    const xt = (hold[x * 4 + t] as number) | (y >= 0 ? (hold[y * 4 + t] as number) : 0);
    if (xt === 0) continue;
    const top = highBit(aggr[t] as number);
    if ((xt & top) !== 0) return false;
    // The cards of X (and Y) must stay below the top card: its owner is relevant.
    qr[t] = top;
  }
  qr[suit] = low;
  return true;
};

/**
 * True when the side of `leader` surely wins one of the `n` tricks: the question where it needs one
 * trick and the other side every trick. With trumps in play, `trumpTrickLater` for the side on
 * lead. Without, the later-tricks rule of `otherSideWinsLater` seen from the other side, which
 * leads every trick after the first: it leads no more times in the suits whose top card it holds
 * than its longer holding of each, and the first trick takes a card from each of those holdings
 * in one such suit (every suit the leader holds is one of those, or it leads a suit its side tops
 * and wins the first trick).
 * Partner follows to the first trick or discards without giving up a top card, which it can when
 * it holds two cards of a suit. So when those leads are fewer than n, the rule holds after the
 * first trick. Sets `qr`: the top card of each suit the side on lead tops (another owner could add
 * leads to the other side's count).
 */
const leadSideWinsLater = (leader: number, n: number): boolean => {
  qr[0] = 0;
  qr[1] = 0;
  qr[2] = 0;
  qr[3] = 0;
  const T = state[TRUMP] as number;
  if (T !== NT && (aggr[T] as number) !== 0) return trumpTrickLater(leader, leader & 1);
  const P = ((leader + 2) & 3) * 4;
  const A = ((leader + 1) & 3) * 4;
  const B = ((leader + 3) & 3) * 4;
  let sum = 0;
  let pair = false;
  for (let s = 0; s < 4; s++) {
    const all = aggr[s] as number;
    if (all === 0) continue;
    const top = highBit(all);
    const a = hold[A + s] as number;
    const b = hold[B + s] as number;
    if (((a | b) & top) !== 0) sum += Math.max(POP[a] as number, POP[b] as number);
    else if ((all & (top - 1)) !== 0) qr[s] = top;
    if ((POP[hold[P + s] as number] as number) >= 2) pair = true;
  }
  return pair && sum < n;
};

/**
 * True when the side of `side` (0 North-South, 1 East-West) surely wins a trump trick although the
 * other side holds the top trump (a top trump of its own is counted by `sideTrumpTricks`), `leader`
 * being on lead. Every card is played before the hand ends, and a trump other than the top one
 * loses only in a trick where a higher trump is played: so the side wins a trick when
 * (1) it holds the second trump in a hand with two or more trumps, and the top trump sits at that
 * hand's right: it plays first in every trick that hand does not lead, so the second trump never
 * has to fall under it. The hand leads only after its side has won a trick, or at the first trick
 * when it is `leader`, and then it needs a card outside the trumps (North on lead with ♥J6, ♥K8
 * at North's right, leads a trump and loses both);
 * (2) it holds the second and third trumps, the second in a hand with two or more trumps: the top
 * trump takes one of them, the other is then the top trump, and the two share a trick only when
 * both hands must play them;
 * (3) it holds the second trump alone in a hand and the third in the other hand with two or more
 * trumps: a lead of trumps makes the lone second trump fall, and wins unless the top trump falls
 * on it too, so before the top trump is played the other hand plays trumps only by its own choice
 * (a ruff with the third trump that the top trump overruffs leaves the second one on top);
 * A hand of the side holding more trumps from some trump down than the other side holds above it
 * also wins a trick (`trumpTricksByCount`), but that count is part of `sideTrumpTricks`, which the
 * search asks first wherever it asks this rule, so it is not repeated here.
 * Sets `qr` (the ranks down to the trump the rule names; lengths are in the table's key).
 */
const trumpTrickLater = (leader: number, side: number): boolean => {
  const T = state[TRUMP] as number;
  const all = aggr[T] as number;
  const first = highBit(all);
  const rest = all ^ first;
  if (rest === 0) return false;
  const second = highBit(rest);
  let topHand = 0;
  while (((hold[topHand * 4 + T] as number) & first) === 0) topHand++;
  if ((topHand & 1) === side) return false;
  let hh = 0;
  while (((hold[hh * 4 + T] as number) & second) === 0) hh++;
  if ((hh & 1) !== side) return false;
  const trumps = POP[hold[hh * 4 + T] as number] as number;
  const long = trumps >= 2;
  if (long && topHand === ((hh + 3) & 3) && (hh !== leader || trumps < (state[TRICKS_LEFT] as number))) {
    qr[T] = second;
    return true;
  }
  const rest2 = rest ^ second;
  if (rest2 === 0) return false;
  const third = highBit(rest2);
  let h3 = 0;
  while (((hold[h3 * 4 + T] as number) & third) === 0) h3++;
  if ((h3 & 1) !== side) return false;
  if (!long && (POP[hold[h3 * 4 + T] as number] as number) < 2) return false;
  qr[T] = third;
  return true;
};

/** Scratch relevance of `leadSideWinsAfterCash`. */
const qr7 = fixedInts(4);

/**
 * True when the side of `leader` surely takes `need` of the `n` tricks (2 <= need < n): it wins
 * need - 1 tricks that take no trump from either side, and the position they leave is one where
 * `leadSideWinsLater`'s rules give it one trick more, whatever the other side played meanwhile.
 * Sets `qr` (the cashing's relevance and the later trick's).
 *
 * With trumps in play: the sure tricks of `quickTricks` with the side's trumps set aside, as in
 * `trumpsAfterCash` (no hand of the side plays a trump in them, each having need - 1 cards outside
 * the trumps; an opponent who holds a trump follows suit in every round counted), so after need - 1
 * of them every trump is where it was, and `trumpTrickLater` for the side, which looks at the trumps
 * alone, holds there if it holds now, with n - need + 1 tricks left. Only its case (1) depends on
 * who leads: the side's hand with the second trump must hold a card outside the trumps if it is on
 * lead, and either hand of the side may be on lead after the cashing, so it must hold for both.
 *
 * Without trumps: the leader cashes its winners alone (`cashTricks`: c tricks, partner playing low
 * or discarding), then the count of `leadSideWinsLater` holds in the position left, for any cards
 * the other side followed with or discarded. That count, the other side's longer holding in each
 * suit whose top card it holds, is bounded from the position: a suit it tops now is not cashed, and
 * counts its longer holding (discards only shorten it); a suit the side tops and does not cash keeps
 * its top card (the leader plays no card of it, and partner discards none of its top cards); a suit
 * cashed r rounds counts at most the other side's longer holding less r (it must follow), unless the
 * side's cards left in it (the leader's below the r cashed, partner's above its r lowest) still beat
 * the other side's top card, which it may have kept. Partner discards when void in a cashed suit,
 * from the suits not cashed, never the top card of a suit the other side holds cards of, and keeps
 * two cards of some suit (the later-trick count needs that pair at the first trick after the
 * cashing). Relevance: the cashing's;
 * the top card of a suit the side tops and does not cash, while the other side holds cards of it;
 * and in a cashed suit not counted, the side's card left that beats the other side's cards. A suit
 * counted needs none: in a position that differs below the relevant ranks the same plays leave at
 * most the count.
 */
const leadSideWinsAfterCash = (leader: number, n: number, need: number): boolean => {
  const T = state[TRUMP] as number;
  const L = leader * 4;
  const partner = (leader + 2) & 3;
  const P = partner * 4;
  const A = ((leader + 1) & 3) * 4;
  const B = ((leader + 3) & 3) * 4;
  if (T !== NT && (aggr[T] as number) !== 0) {
    const tl = hold[L + T] as number;
    const tp = hold[P + T] as number;
    const spare = n - Math.max(POP[tl] as number, POP[tp] as number);
    if (need - 1 > spare) return false;
    // An upper bound on the tricks without trumps first: per side suit the side tops, its longer
    // holding, and no more rounds than an opponent who holds a trump can follow.
    const ruffA = (hold[A + T] as number) !== 0;
    const ruffB = (hold[B + T] as number) !== 0;
    let most = 0;
    for (let s = 0; s < 4; s++) {
      if (s === T) continue;
      const w = hold[L + s] as number;
      const p = hold[P + s] as number;
      const a = hold[A + s] as number;
      const b = hold[B + s] as number;
      if ((w | p) > (a | b)) {
        let k = Math.max(POP[w] as number, POP[p] as number);
        if (ruffA && (POP[a] as number) < k) k = POP[a] as number;
        if (ruffB && (POP[b] as number) < k) k = POP[b] as number;
        most += k;
      }
    }
    if (most < need - 1) return false;
    // The later trump trick first (it reads the trumps alone): the cheaper test.
    state[TRICKS_LEFT] = n - need + 1;
    qr[T] = 0;
    let later = trumpTrickLater(leader, leader & 1);
    const rt = qr[T] as number;
    if (later) later = trumpTrickLater(partner, leader & 1);
    let trumpRel = rt | (qr[T] as number);
    // The count of `trumpTricksByCount` does not depend on who leads either.
    if (!later && trumpTricksByCount(leader & 1) > 0) {
      later = true;
      trumpRel = countRank[0] as number;
    }
    state[TRICKS_LEFT] = n;
    if (!later) return false;
    hold[L + T] = 0;
    hold[P + T] = 0;
    const q = quickTricks(leader, need - 1);
    hold[L + T] = tl;
    hold[P + T] = tp;
    if (q < need - 1) return false;
    qr[T] = (qr[T] as number) | trumpRel;
    return true;
  }
  // Suits the other side tops now are not cashed: their count alone may already be too high.
  let before = 0;
  for (let s = 0; s < 4; s++) {
    const all = aggr[s] as number;
    if (all === 0) continue;
    const a = hold[A + s] as number;
    const b = hold[B + s] as number;
    if (((a | b) & highBit(all)) !== 0) before += Math.max(POP[a] as number, POP[b] as number);
  }
  if (before >= n - need + 1) return false;
  qr7[0] = 0;
  qr7[1] = 0;
  qr7[2] = 0;
  qr7[3] = 0;
  const c = cashTricks(hold, leader, qr7);
  if (c < need - 1) return false;
  let sum = 0;
  // Partner's discards during the cashing, its cards it may discard, and whether it keeps two
  // cards of a cashed suit.
  let discards = 0;
  let idle = 0;
  let pair = false;
  for (let s = 0; s < 4; s++) {
    const all = aggr[s] as number;
    if (all === 0) continue;
    const own = hold[L + s] as number;
    const part = hold[P + s] as number;
    const a = hold[A + s] as number;
    const b = hold[B + s] as number;
    const la = POP[a] as number;
    const lb = POP[b] as number;
    const lp = POP[part] as number;
    const ew = a | b;
    const r = cashRounds[s] as number;
    if (r > 0) {
      if (lp < r) discards += r - lp;
      else if (lp - r >= 2) pair = true;
      const left = Math.max(la - r, lb - r, 0);
      if (left === 0) continue;
      let o = own;
      for (let i = 0; i < r; i++) o ^= highBit(o);
      let p = part;
      for (let i = 0; i < r && p !== 0; i++) p ^= p & -p;
      const sideTop = (o | p) === 0 ? 0 : highBit(o | p);
      if (sideTop < highBit(ew)) sum += left;
      else qr7[s] = (qr7[s] as number) | sideTop;
    } else {
      const top = highBit(all);
      if ((ew & top) !== 0) {
        sum += Math.max(la, lb);
        idle += lp;
      } else if (ew !== 0) {
        // Partner holds the top card (the leader would have cashed it) and keeps it.
        qr7[s] = (qr7[s] as number) | top;
        idle += lp - 1;
      } else idle += lp;
    }
  }
  if (sum >= n - c) return false;
  if (!pair) {
    // Partner keeps two cards of a suit not cashed (its top card of it among them).
    for (let s = 0; s < 4; s++) {
      const part = hold[P + s] as number;
      const lp = POP[part] as number;
      if ((cashRounds[s] as number) !== 0 || lp < 2) continue;
      const all = aggr[s] as number;
      const ew = (hold[A + s] as number) | (hold[B + s] as number);
      const idleHere = ew !== 0 && (part & highBit(all)) !== 0 && (ew & highBit(all)) === 0 ? lp - 1 : lp;
      if (idle - idleHere + lp - 2 >= discards) {
        pair = true;
        break;
      }
    }
    if (!pair) return false;
  } else if (idle < discards) return false;
  copy4(qr, qr7);
  return true;
};

/**
 * True when the side of the second hand `h` surely wins the current trick: it can ruff and the
 * third hand cannot, or it holds the best card of the suit led above the cards played and the
 * third hand's, and the third hand cannot ruff. Sets `qr` to the card that matters.
 */
const secondHandWins = (d: number, h: number): boolean => {
  const T = state[TRUMP] as number;
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
};

/**
 * Sure tricks, after the current one, of the side of the second hand `h` when it surely wins this
 * trick: with its side's top card of the suit led (its partner following with its lowest card of
 * the suit, or, when void, discarding the lowest card of its longest suit), or, when one of its
 * hands is void, with that hand's lowest trump (the other following with its lowest card). The
 * third hand plays its lowest card of the suit (an opponent's holding counts only by its top card
 * and its length, so keeping its top is its best defence against the count) or, when void, keeps
 * its cards. Then the winner counts its sure tricks on lead (`quickTricks`). 0 when the case does
 * not apply; below `need` (0 or a count short of it) when fewer are possible. ORs the ranks the
 * count depends on into `qr`.
 */
const secondHandCash = (d: number, h: number, need: number): number => {
  const ls = cSuit[d - 1] as number;
  const H = h * 4 + ls;
  const O = ((h + 1) & 3) * 4 + ls;
  const F = ((h + 2) & 3) * 4 + ls;
  const mine = hold[H] as number;
  const third = hold[O] as number;
  const fourth = hold[F] as number;
  const T = state[TRUMP] as number;
  let winner: number;
  // Where a hand's card changes another suit than the suit led, its index and old holding.
  let X = H;
  let xOld = mine;
  if (mine !== 0 && fourth !== 0) {
    const top = highBit(mine | fourth);
    if (top < (cBit[d - 1] as number) || top < third) return 0;
    winner = (top & mine) !== 0 ? h : (h + 2) & 3;
    if (winner === h) {
      hold[H] = mine ^ top;
      hold[F] = fourth ^ (fourth & -fourth);
    } else {
      hold[F] = fourth ^ top;
      hold[H] = mine ^ (mine & -mine);
    }
  } else if ((mine | fourth) !== 0) {
    const voidHand = mine === 0 ? h : (h + 2) & 3;
    const V = voidHand * 4;
    if (T !== NT && ls !== T && (hold[V + T] as number) !== 0) {
      // The void hand ruffs (the third hand cannot: see secondHandWins) with its lowest trump;
      // the other follows with its lowest card.
      winner = voidHand;
      X = V + T;
      xOld = hold[X] as number;
      hold[X] = xOld ^ (xOld & -xOld);
      if (mine === 0) hold[F] = fourth ^ (fourth & -fourth);
      else hold[H] = mine ^ (mine & -mine);
    } else {
      // The other hand wins with its top card; the void hand discards the lowest card of its
      // longest suit.
      const other = mine === 0 ? fourth : mine;
      const top = highBit(other);
      if (top < (cBit[d - 1] as number) || top < third) return 0;
      winner = (voidHand + 2) & 3;
      if (mine === 0) hold[F] = fourth ^ top;
      else hold[H] = mine ^ top;
      let longest = 0;
      for (let s = 1; s < 4; s++) {
        if ((POP[hold[V + s] as number] as number) > (POP[hold[V + longest] as number] as number))
          longest = s;
      }
      X = V + longest;
      xOld = hold[X] as number;
      hold[X] = xOld ^ (xOld & -xOld);
    }
  } else return 0;
  // A third hand that is void keeps its cards: it holds no trump, so whatever it discards only
  // helps the count.
  if (third !== 0) hold[O] = third ^ (third & -third);
  // No upper bound of its own: `quickTricks` starts with its bounds, which are tighter (a cruder
  // one here, each suit the side tops at most its longer holding, turned away 9% of the calls in
  // tables 0-15, `quickTricks`'s bounds 17%).
  const wr0 = qr[0] as number;
  const wr1 = qr[1] as number;
  const wr2 = qr[2] as number;
  const wr3 = qr[3] as number;
  const q = quickTricks(winner, need);
  hold[H] = mine;
  hold[O] = third;
  hold[F] = fourth;
  hold[X] = xOld;
  qr[0] = (qr[0] as number) | wr0;
  qr[1] = (qr[1] as number) | wr1;
  qr[2] = (qr[2] as number) | wr2;
  qr[3] = (qr[3] as number) | wr3;
  return q;
};

/** Adds one move per sequence of equivalent cards of `own` in suit `s`; returns the new count. */
const addSequences = (base: number, n: number, s: number, own: number): number => {
  const others = (aggr[s] as number) & ~own;
  let rest = own;
  while (rest !== 0) {
    const top = highBit(rest);
    const below = others & (top - 1);
    const seq = below === 0 ? rest : rest & ~(highBit(below) * 2 - 1);
    mv[base + n] = s | (rankIndex(top) << 2) | (seq << 6);
    mw[base + n] = 0;
    n++;
    rest &= ~seq;
  }
  return n;
};

const genLead = (d: number, h: number): number => {
  const base = d << 4;
  const L = h * 4;
  const P = ((h + 2) & 3) * 4;
  const A = ((h + 1) & 3) * 4;
  const B = ((h + 3) & 3) * 4;
  const T = state[TRUMP] as number;
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
    // Where the top three cards of the suit sit.
    const all = own | part | opp;
    const top = highBit(all);
    const rest1 = all ^ top;
    const second = rest1 === 0 ? 0 : highBit(rest1);
    const rest2 = rest1 ^ second;
    const third = rest2 === 0 ? 0 : highBit(rest2);
    const ours = own | part;
    if ((top & ours) !== 0) {
      if ((second & ours) !== 0) suitW += LW[11] as number;
      else if ((second & lh) !== 0) suitW += LW[12] as number;
      else if ((second & rh) !== 0) suitW -= LW[13] as number;
    } else {
      if ((top & lh) !== 0 && (second & part) !== 0) suitW += LW[14] as number;
      if ((second & ours) !== 0 && (third & ours) !== 0) suitW += LW[15] as number;
      if (
        ((top & lh) !== 0 && (POP[lh] as number) === 1) ||
        ((top & rh) !== 0 && (POP[rh] as number) === 1)
      ) {
        suitW += LW[16] as number;
      } else if ((top & rh) !== 0) suitW -= LW[17] as number;
    }
    if (s === T) {
      const ourT = (POP[hold[L + T] as number] as number) + (POP[hold[P + T] as number] as number);
      const theirT = (POP[hold[A + T] as number] as number) + (POP[hold[B + T] as number] as number);
      suitW += theirT === 0 ? -2 * (LW[4] as number) : ourT > theirT ? (LW[4] as number) : -(LW[4] as number);
    }
    for (let i = start; i < n; i++) {
      const mi = mv[base + i] as number;
      const c = 1 << ((mi >> 2) & 15);
      let w = suitW;
      if (c > oppTop && c > partTop) w += lhoRuff || rhoRuff ? 0 : (LW[5] as number);
      else if (c > oppTop) w += LW[6] as number;
      else if (partTop > oppTop) w += (LW[7] as number) - rankIndex(c) * (LW[9] as number);
      else if (c === second && mi >>> 6 !== c) w += LW[18] as number;
      else {
        w -= rankIndex(c) * (LW[9] as number);
        // The second card alone, the top card with one opponent and the third the other's only
        // card: leading it makes the third fall (and the top holder decide at once).
        if (c === second && (third & opp) !== 0 && (POP[(third & lh) !== 0 ? lh : rh] as number) === 1) {
          w += LW[19] as number;
        }
      }
      mw[base + i] = w;
    }
  }
  return n;
};

const genFollow = (d: number, h: number, rel: number): number => {
  const base = d << 4;
  const T = state[TRUMP] as number;
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
    // Second hand: partner, playing last, beats the card led and the third hand's cards.
    let partnerCanWin = false;
    if (rel === 1) {
      const pHold = hold[((h + 2) & 3) * 4 + ls] as number;
      partnerCanWin = !nextRuffs && pHold > (wb | nextHold);
    }
    for (let i = 0; i < n; i++) {
      const r = ((mv[base + i] as number) >> 2) & 15;
      const c = 1 << r;
      const beats = ws === ls && c > wb;
      let v: number;
      if (rel === 3) {
        v = partnerWins || !beats ? 0 - r : (FW[0] as number) - r;
      } else if (rel === 2) {
        const partnerSafe = partnerWins && !nextRuffs && (ws !== ls || wb > nextTop);
        if (partnerSafe) v = 0 - r;
        else if (beats && !nextRuffs && c > nextTop) v = (FW[0] as number) - r;
        else if (beats) v = (FW[1] as number) + r * (FW[7] as number);
        else v = 0 - r;
      } else {
        if (beats && !nextRuffs && c > nextTop) v = (FW[2] as number) - r;
        else if (beats && !partnerCanWin) v = (FW[8] as number) + r * (FW[7] as number);
        else v = 0 - r;
      }
      mw[base + i] = v;
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
      const r = ((mv[base + i] as number) >> 2) & 15;
      const c = 1 << r;
      let v: number;
      if (s === T) {
        const overWin = ws === T ? c > wb : true;
        if (partnerWins && rel === 3) v = -100 - r;
        else if (overWin) v = (partnerWins ? (FW[4] as number) : (FW[3] as number)) - r;
        else v = -100 - r;
      } else {
        // Discard: low cards from short suits first, winners last.
        const top = (aggr[s] as number) !== 0 ? highBit(aggr[s] as number) : 0;
        v = 0 - r - suitLen * (FW[6] as number);
        if ((c & top) !== 0) v -= FW[5] as number;
      }
      mw[base + i] = v;
    }
  }
  return n;
};
