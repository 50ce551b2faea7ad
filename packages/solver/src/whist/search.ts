import {
  BIG_JOKER,
  cardStrength,
  isJoker,
  LITTLE_JOKER,
  makeCard,
  RANKS,
  type Rank,
  rankStrength,
  SEATS,
  type Seat,
  type Side,
  SUITS,
  type Suit,
  sideOf,
  type WhistCard,
  type WhistMode,
} from '@tenace/engine';

// Double-dummy search for Bid Whist. The mode (trump, direction, downtown ace) is folded into
// the card encoding once: a card becomes a suit 0..3 and a strength bit 0..14 in that suit, larger
// wins (the jokers are bits 13 and 14 of the trump suit in a trump contract). After that the
// search never looks at the direction again. In no trump the jokers have no suit and never win:
// they are only counted per hand (both are alike). The search answers one question at a time:
// can the side `maxSide` take at least `need` of the remaining tricks? (a zero-window search),
// with a transposition table at trick boundaries keyed by rank-compressed holdings, so positions
// that differ only in cards already played share an entry.

/** A whist position: the cards left in each hand, the trick in progress and the rules of play. */
export interface WhistPosition {
  readonly hands: Readonly<Record<Seat, readonly WhistCard[]>>;
  readonly mode: WhistMode;
  /** Narrenfreiheit: jokers may be played at any time in no trump. */
  readonly jokersFree: boolean;
  /** The trick in progress: who led and the cards played to it so far (possibly none). */
  readonly trick: { readonly leader: Seat; readonly cards: readonly WhistCard[] };
}

const NO_SUIT = -1;

/** A card in the search's encoding: suit 0..3 (or NO_SUIT for a no-trump joker) and strength bit. */
interface Encoded {
  readonly suit: number;
  readonly bit: number;
}

function encode(card: WhistCard, mode: WhistMode): Encoded {
  if (isJoker(card)) {
    if (mode.trump === null) return { suit: NO_SUIT, bit: 0 };
    return { suit: SUITS.indexOf(mode.trump), bit: cardStrength(card, mode) };
  }
  return { suit: SUITS.indexOf(card[0] as Suit), bit: cardStrength(card, mode) };
}

/** The card with this suit and strength bit under the mode (inverse of `encode`). */
function decode(suit: number, bit: number, mode: WhistMode): WhistCard {
  if (suit === NO_SUIT) return BIG_JOKER;
  const s = SUITS[suit] as Suit;
  if (mode.trump === s && bit === 14) return BIG_JOKER;
  if (mode.trump === s && bit === 13) return LITTLE_JOKER;
  const rank = RANKS.find((r) => rankStrength(r as Rank, mode) === bit) as Rank;
  return makeCard(s, rank);
}

function popcount(x: number): number {
  let n = x - ((x >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const MAX_DEPTH = 60;

/** Thrown when a search visits more nodes than its budget: callers fall back to a cheaper method. */
export class SearchBudgetExceeded extends Error {
  constructor(budget: number) {
    super(`whist search stopped after ${budget} nodes`);
    this.name = 'SearchBudgetExceeded';
  }
}

/** Counts nodes so callers can bound the work (a robot's decision budget) without a clock. */
export interface SearchStats {
  nodes: number;
}

/**
 * One search context: a position loaded into typed arrays, searched many times (for every
 * target and every candidate card) with one transposition table.
 */
export class WhistSearch {
  readonly mode: WhistMode;
  readonly jokersFree: boolean;
  readonly trumpSuit: number;
  /** Holdings by `hand * 4 + suit`, bit = strength. */
  readonly hold = new Int32Array(16);
  /** No-trump jokers per hand. */
  readonly jokers = new Int32Array(4);
  readonly stats: SearchStats = { nodes: 0 };
  /** The most nodes this search may visit before it gives up (SearchBudgetExceeded). */
  budget = Number.POSITIVE_INFINITY;
  private readonly table = new Map<string, number>();
  // The trick in progress: leader, cards played so far, and the winner so far.
  private leader = 0;
  private count = 0;
  private ledSuit = NO_SUIT;
  private bestHand = -1;
  private bestSuit = NO_SUIT;
  private bestBit = -1;
  private readonly trickSuit = new Int32Array(4);
  private readonly trickBit = new Int32Array(4);
  private readonly moveSuit = new Int32Array(MAX_DEPTH * 16);
  private readonly moveBit = new Int32Array(MAX_DEPTH * 16);
  private depth = 0;
  private readonly weights = new Int32Array(16);
  private readonly codes: number[] = new Array<number>(19).fill(0);

  constructor(position: WhistPosition) {
    this.mode = position.mode;
    this.jokersFree = position.jokersFree;
    this.trumpSuit = position.mode.trump === null ? NO_SUIT : SUITS.indexOf(position.mode.trump);
    SEATS.forEach((seat, h) => {
      for (const card of position.hands[seat]) {
        const e = encode(card, this.mode);
        if (e.suit === NO_SUIT) this.jokers[h] = (this.jokers[h] as number) + 1;
        else this.hold[h * 4 + e.suit] = (this.hold[h * 4 + e.suit] as number) | (1 << e.bit);
      }
    });
    this.leader = SEATS.indexOf(position.trick.leader);
    for (const card of position.trick.cards) {
      const e = encode(card, this.mode);
      this.place(e.suit, e.bit);
    }
  }

  /** The seat to play now (0..3). */
  get turn(): number {
    return (this.leader + this.count) & 3;
  }

  /** Cards left in all hands. */
  cardsLeft(): number {
    let n = 0;
    for (let i = 0; i < 16; i++) n += popcount(this.hold[i] as number);
    for (let h = 0; h < 4; h++) n += this.jokers[h] as number;
    return n;
  }

  /** Tricks still to finish, the current one included. */
  tricksLeft(): number {
    return (this.cardsLeft() + this.count) / 4;
  }

  // Records a card on the trick (without touching the hand) and updates the winner so far.
  private place(suit: number, bit: number): void {
    const c = this.count;
    this.trickSuit[c] = suit;
    this.trickBit[c] = bit;
    this.count = c + 1;
    if (suit === NO_SUIT) return;
    if (this.ledSuit === NO_SUIT) this.ledSuit = suit;
    const hand = (this.leader + c) & 3;
    if (this.bestHand < 0) {
      if (suit === this.ledSuit || suit === this.trumpSuit) {
        this.bestHand = hand;
        this.bestSuit = suit;
        this.bestBit = bit;
      }
      return;
    }
    if (suit === this.bestSuit) {
      if (bit > this.bestBit) {
        this.bestHand = hand;
        this.bestBit = bit;
      }
    } else if (suit === this.trumpSuit) {
      this.bestHand = hand;
      this.bestSuit = suit;
      this.bestBit = bit;
    }
  }

  /** Legal moves of the hand on turn, one per run of equivalent cards, best guesses first. Returns the count. */
  private generate(base: number): number {
    const hand = this.turn;
    let n = 0;
    const led = this.count === 0 ? NO_SUIT : this.ledSuit;
    const following = led !== NO_SUIT && (this.hold[hand * 4 + led] as number) !== 0;
    const jokersOk = (this.jokers[hand] as number) > 0 && (!following || this.jokersFree);
    // Cards still in play per suit (the hands and the current trick): equal runs are one move.
    for (let s = 0; s < 4; s++) {
      if (following && s !== led) continue;
      const mine = this.hold[hand * 4 + s] as number;
      if (mine === 0) continue;
      let live = 0;
      for (let h = 0; h < 4; h++) live |= this.hold[h * 4 + s] as number;
      for (let c = 0; c < this.count; c++)
        if (this.trickSuit[c] === s) live |= 1 << (this.trickBit[c] as number);
      // Walk from the top: a card whose next live card above is also mine is equivalent to it.
      let prevMine = false;
      for (let b = 14; b >= 0; b--) {
        const bit = 1 << b;
        if ((live & bit) === 0) continue;
        const isMine = (mine & bit) !== 0;
        if (isMine && !prevMine) {
          this.moveSuit[base + n] = s;
          this.moveBit[base + n] = b;
          n++;
        }
        prevMine = isMine;
      }
    }
    if (jokersOk) {
      this.moveSuit[base + n] = NO_SUIT;
      this.moveBit[base + n] = 0;
      n++;
    }
    this.order(base, n, hand);
    return n;
  }

  // Simple ordering: when following, the cheapest card that wins (if partner is not winning),
  // else the lowest; when leading, top cards first. Ties keep the generation order.
  private order(base: number, n: number, hand: number): void {
    if (n < 2) return;
    const weights = this.weights;
    const partnerWins = this.bestHand >= 0 && ((this.bestHand ^ hand) & 1) === 0;
    for (let i = 0; i < n; i++) {
      const s = this.moveSuit[base + i] as number;
      const b = this.moveBit[base + i] as number;
      let w: number;
      if (this.count === 0) {
        w = s === NO_SUIT ? -50 : b * 2 + (s === this.trumpSuit ? 1 : 0);
      } else if (s === NO_SUIT) {
        w = partnerWins ? 20 : 5;
      } else {
        const wins =
          this.bestHand < 0
            ? s === this.ledSuit || s === this.trumpSuit
            : s === this.bestSuit
              ? b > this.bestBit
              : s === this.trumpSuit;
        if (partnerWins) w = 30 - b - (s === this.trumpSuit ? 15 : 0);
        else if (wins) w = 60 - b - (s === this.trumpSuit && s !== this.ledSuit ? 10 : 0);
        else w = 30 - b - (s === this.trumpSuit ? 15 : 0);
      }
      weights[i] = w;
    }
    // Insertion sort, heaviest first (n is small).
    for (let i = 1; i < n; i++) {
      const w = weights[i] as number;
      const s = this.moveSuit[base + i] as number;
      const b = this.moveBit[base + i] as number;
      let j = i - 1;
      while (j >= 0 && (weights[j] as number) < w) {
        weights[j + 1] = weights[j] as number;
        this.moveSuit[base + j + 1] = this.moveSuit[base + j] as number;
        this.moveBit[base + j + 1] = this.moveBit[base + j] as number;
        j--;
      }
      weights[j + 1] = w;
      this.moveSuit[base + j + 1] = s;
      this.moveBit[base + j + 1] = b;
    }
  }

  /**
   * Tricks the leader takes for certain by cashing, on lead at a trick boundary: in each suit the
   * cards above every card the others hold win one by one, keeping the lead. In a trump contract
   * that holds for trumps, and for the side suits only when neither opponent has a trump left.
   */
  private sureTricks(): number {
    const leader = this.leader;
    const trump = this.trumpSuit;
    const lho = (leader + 1) & 3;
    const rho = (leader + 3) & 3;
    const opponentsRuff =
      trump !== NO_SUIT &&
      ((this.hold[lho * 4 + trump] as number) | (this.hold[rho * 4 + trump] as number)) !== 0;
    let sure = 0;
    for (let s = 0; s < 4; s++) {
      if (opponentsRuff && s !== trump) continue;
      const mine = this.hold[leader * 4 + s] as number;
      if (mine === 0) continue;
      let others = 0;
      for (let h = 0; h < 4; h++) if (h !== leader) others |= this.hold[h * 4 + s] as number;
      // Count my cards from the top down to the highest card of the others.
      for (let b = 14; b >= 0; b--) {
        const bit = 1 << b;
        if ((others & bit) !== 0) break;
        if ((mine & bit) !== 0) sure++;
      }
    }
    return sure;
  }

  private key(): string {
    const codes = this.codes;
    // Each suit's live cards squeezed to the bottom, ranks in order, owners kept: cards already
    // played leave no gaps, so positions that differ only in them share an entry.
    for (let s = 0; s < 4; s++) {
      const h0 = this.hold[s] as number;
      const h1 = this.hold[4 + s] as number;
      const h2 = this.hold[8 + s] as number;
      const h3 = this.hold[12 + s] as number;
      let live = h0 | h1 | h2 | h3;
      let c0 = 0;
      let c1 = 0;
      let c2 = 0;
      let c3 = 0;
      let i = 0;
      while (live !== 0) {
        const low = live & -live;
        const bit = 1 << i;
        if ((h0 & low) !== 0) c0 |= bit;
        else if ((h1 & low) !== 0) c1 |= bit;
        else if ((h2 & low) !== 0) c2 |= bit;
        else c3 |= bit;
        live ^= low;
        i++;
      }
      codes[s] = c0;
      codes[4 + s] = c1;
      codes[8 + s] = c2;
      codes[12 + s] = c3;
    }
    codes[16] = this.leader;
    codes[17] =
      (this.jokers[0] as number) | ((this.jokers[1] as number) << 2) | ((this.jokers[2] as number) << 4);
    codes[18] = this.jokers[3] as number;
    return String.fromCharCode.apply(null, codes);
  }

  /**
   * Can `maxSide` (0 = NS, 1 = EW) take at least `need` of the tricks still to finish, the
   * current one included, with best play by both sides?
   */
  reaches(maxSide: number, need: number): boolean {
    if (++this.stats.nodes > this.budget) throw new SearchBudgetExceeded(this.budget);
    if (need <= 0) return true;
    const left = this.tricksLeft();
    if (need > left) return false;
    let key = '';
    if (this.count === 0) {
      // The leader's cashable tricks bound the result from one side before any search.
      const sure = this.sureTricks();
      if ((this.leader & 1) === maxSide) {
        if (sure >= need) return true;
      } else if (left - sure < need) return false;
      key = this.key() + String.fromCharCode(maxSide);
      const entry = this.table.get(key);
      if (entry !== undefined) {
        const lower = entry & 31;
        const upper = entry >>> 5;
        if (lower >= need) return true;
        if (upper < need) return false;
      }
    }
    const result = this.searchMoves(maxSide, need);
    if (this.count === 0) {
      const entry = this.table.get(key);
      let lower = entry === undefined ? 0 : entry & 31;
      let upper = entry === undefined ? left : entry >>> 5;
      if (result) lower = Math.max(lower, need);
      else upper = Math.min(upper, need - 1);
      this.table.set(key, lower | (upper << 5));
    }
    return result;
  }

  private searchMoves(maxSide: number, need: number): boolean {
    const hand = this.turn;
    const maximizing = (hand & 1) === maxSide;
    const base = this.depth * 16;
    const n = this.generate(base);
    this.depth++;
    let result = !maximizing;
    for (let i = 0; i < n; i++) {
      const suit = this.moveSuit[base + i] as number;
      const bit = this.moveBit[base + i] as number;
      const ok = this.tryMove(hand, suit, bit, maxSide, need);
      if (ok === maximizing) {
        result = ok;
        break;
      }
    }
    this.depth--;
    return result;
  }

  /** Plays one card, searches on, and takes it back. */
  private tryMove(hand: number, suit: number, bit: number, maxSide: number, need: number): boolean {
    // Save the trick state.
    const leader = this.leader;
    const count = this.count;
    const ledSuit = this.ledSuit;
    const bestHand = this.bestHand;
    const bestSuit = this.bestSuit;
    const bestBit = this.bestBit;
    if (suit === NO_SUIT) this.jokers[hand] = (this.jokers[hand] as number) - 1;
    else this.hold[hand * 4 + suit] = (this.hold[hand * 4 + suit] as number) & ~(1 << bit);
    this.place(suit, bit);
    let result: boolean;
    if (this.count === 4) {
      // The next trick reuses the trick slots: keep this trick's cards for the way back.
      const ts = this.trickSuit;
      const tb = this.trickBit;
      const s0 = ts[0] as number;
      const s1 = ts[1] as number;
      const s2 = ts[2] as number;
      const s3 = ts[3] as number;
      const b0 = tb[0] as number;
      const b1 = tb[1] as number;
      const b2 = tb[2] as number;
      const b3 = tb[3] as number;
      const winner = this.bestHand;
      const won = (winner & 1) === maxSide ? 1 : 0;
      this.leader = winner;
      this.count = 0;
      this.ledSuit = NO_SUIT;
      this.bestHand = -1;
      this.bestSuit = NO_SUIT;
      this.bestBit = -1;
      result = this.reaches(maxSide, need - won);
      ts[0] = s0;
      ts[1] = s1;
      ts[2] = s2;
      ts[3] = s3;
      tb[0] = b0;
      tb[1] = b1;
      tb[2] = b2;
      tb[3] = b3;
    } else {
      result = this.reaches(maxSide, need);
    }
    this.leader = leader;
    this.count = count;
    this.ledSuit = ledSuit;
    this.bestHand = bestHand;
    this.bestSuit = bestSuit;
    this.bestBit = bestBit;
    if (suit === NO_SUIT) this.jokers[hand] = (this.jokers[hand] as number) + 1;
    else this.hold[hand * 4 + suit] = (this.hold[hand * 4 + suit] as number) | (1 << bit);
    return result;
  }

  /** The exact number of tricks `maxSide` takes from here (the current trick included). */
  solve(maxSide: number, guess?: number): number {
    const left = this.tricksLeft();
    let lower = 0;
    let upper = left;
    let g = guess === undefined ? Math.floor(left / 2) : Math.min(left, Math.max(0, guess));
    // Zero-window probes that move towards the value from the guess (MTD(f)-like).
    while (lower < upper) {
      const target = Math.max(lower + 1, Math.min(upper, g));
      if (this.reaches(maxSide, target)) {
        lower = target;
        g = target + 1;
      } else {
        upper = target - 1;
        g = target - 1;
      }
    }
    return lower;
  }

  /**
   * The value of each distinct legal card of the hand on turn: the tricks its side takes from
   * here with that card played (equivalent cards share a value and are all listed).
   */
  cardValues(): { card: WhistCard; tricks: number }[] {
    const hand = this.turn;
    const side = hand & 1;
    const base = this.depth * 16;
    const n = this.generate(base);
    const moves: [number, number][] = [];
    for (let i = 0; i < n; i++)
      moves.push([this.moveSuit[base + i] as number, this.moveBit[base + i] as number]);
    const out: { card: WhistCard; tricks: number }[] = [];
    let guess: number | undefined;
    for (const [suit, bit] of moves) {
      const tricks = this.valueOf(hand, suit, bit, side, guess);
      guess = tricks;
      for (const card of this.equivalents(hand, suit, bit)) out.push({ card, tricks });
    }
    return out;
  }

  // The tricks for `side` after the hand on turn plays (suit, bit).
  private valueOf(hand: number, suit: number, bit: number, side: number, guess: number | undefined): number {
    const left = this.tricksLeft();
    let lower = 0;
    let upper = left;
    let g = guess ?? Math.floor(left / 2);
    this.depth++;
    while (lower < upper) {
      const target = Math.max(lower + 1, Math.min(upper, g));
      if (this.tryMove(hand, suit, bit, side, target)) {
        lower = target;
        g = target + 1;
      } else {
        upper = target - 1;
        g = target - 1;
      }
    }
    this.depth--;
    return lower;
  }

  // The cards of the hand that form a run with (suit, bit): equal for the rest of the play.
  private equivalents(hand: number, suit: number, bit: number): WhistCard[] {
    if (suit === NO_SUIT) {
      // Both no-trump jokers are alike; name the ones actually held by the caller's hand.
      return (this.jokers[hand] as number) === 2 ? [BIG_JOKER, LITTLE_JOKER] : [JOKER_HELD];
    }
    const mine = this.hold[hand * 4 + suit] as number;
    let live = 0;
    for (let h = 0; h < 4; h++) live |= this.hold[h * 4 + suit] as number;
    for (let c = 0; c < this.count; c++)
      if (this.trickSuit[c] === suit) live |= 1 << (this.trickBit[c] as number);
    const cards = [decode(suit, bit, this.mode)];
    for (let b = bit - 1; b >= 0; b--) {
      const m = 1 << b;
      if ((live & m) === 0) continue;
      if ((mine & m) === 0) break;
      cards.push(decode(suit, b, this.mode));
    }
    return cards;
  }
}

// Replaced by the caller with the joker it holds (see `whistCardValues`).
const JOKER_HELD: WhistCard = BIG_JOKER;

/** The side of a seat as the search numbers it: 0 for North-South, 1 for East-West. */
export function sideIndex(side: Side): number {
  return side === 'NS' ? 0 : 1;
}

/** Tricks `side` takes from the position with best play by all (double dummy), the current trick included. */
export function solveWhist(position: WhistPosition, side: Side): number {
  return new WhistSearch(position).solve(sideIndex(side));
}

/**
 * The double-dummy value of every legal card of the seat on turn: the tricks its side takes from
 * the position (current trick included) when it plays that card. `budget` bounds the nodes
 * (SearchBudgetExceeded past it); `stats.nodes` is increased by the nodes visited.
 */
export function whistCardValues(
  position: WhistPosition,
  limits: { readonly budget?: number; readonly stats?: SearchStats } = {},
): { card: WhistCard; tricks: number }[] {
  const search = new WhistSearch(position);
  search.budget = limits.budget ?? Number.POSITIVE_INFINITY;
  try {
    return namedValues(search, position);
  } finally {
    if (limits.stats !== undefined) limits.stats.nodes += search.stats.nodes;
  }
}

function namedValues(search: WhistSearch, position: WhistPosition): { card: WhistCard; tricks: number }[] {
  const seat = SEATS[search.turn] as Seat;
  const held = new Set(position.hands[seat]);
  // A single no-trump joker is reported under its own name.
  return search.cardValues().map((v) => {
    if (isJoker(v.card) && !held.has(v.card))
      return { ...v, card: held.has(BIG_JOKER) ? BIG_JOKER : LITTLE_JOKER };
    return v;
  });
}

/** The seat's side as the engine names it (for callers holding a seat index). */
export function sideOfIndex(index: number): Side {
  return sideOf(SEATS[index] as Seat);
}
