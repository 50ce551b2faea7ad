import {
  effectiveSuit,
  isJoker,
  type RandomSource,
  randomInt,
  SEATS,
  type Seat,
  type Suit,
  shuffle,
  type WhistCard,
  type WhistMode,
  type WhistView,
  whistLayout,
  whistModeOf,
  whistPack,
} from '@tenace/engine';

// The hidden cards as one seat can know them: which cards are unseen, where they may lie (the
// other hands, the kitty or the discard), and which suits a player has shown out of. Sampling
// deals them at random into the hidden places, honouring every known void, so that a robot
// decides from what its seat sees and nothing else.

/** Where an unseen card may lie: another seat's hand, or the face-down pile (kitty or discard). */
export type Place = Seat | 'pile';

/** What one seat knows about the hidden cards. */
export interface HiddenInfo {
  readonly unseen: readonly WhistCard[];
  /** How many unseen cards each place holds. */
  readonly sizes: Readonly<Record<Place, number>>;
  /** Suits each seat has shown out of. */
  readonly voids: Readonly<Record<Seat, ReadonlySet<Suit>>>;
  /** Cards known to be in declarer's hand or the discard (a kitty shown with showKitty). */
  readonly declarerOrPile: ReadonlySet<WhistCard>;
  readonly declarer: Seat | null;
}

/** The suits each seat has shown out of in the tricks so far (a joker played freely in no trump tells nothing). */
export function knownVoids(view: WhistView, mode: WhistMode): Record<Seat, Set<Suit>> {
  const voids: Record<Seat, Set<Suit>> = { N: new Set(), E: new Set(), S: new Set(), W: new Set() };
  const tricks = [...view.tricks, ...(view.trick === null ? [] : [view.trick])];
  for (const trick of tricks) {
    let led: Suit | null = null;
    trick.cards.forEach((card, i) => {
      const seat = SEATS[(SEATS.indexOf(trick.leader) + i) % 4] as Seat;
      const suit = effectiveSuit(card, mode);
      if (
        led !== null &&
        suit !== led &&
        !(isJoker(card) && mode.trump === null && view.rules.noTrumpJokersFree)
      ) {
        voids[seat].add(led);
      }
      if (led === null && suit !== null) led = suit;
    });
  }
  return voids;
}

/** What `view.viewer` knows about the cards it cannot see. */
export function hiddenInfo(view: WhistView): HiddenInfo {
  const me = view.viewer as Seat;
  const seen = new Set<WhistCard>(view.hands[me] ?? []);
  for (const t of view.tricks) for (const c of t.cards) seen.add(c);
  for (const c of view.trick?.cards ?? []) seen.add(c);
  const declarer = view.contract?.declarer ?? null;
  const declared = view.contract?.declaration != null;
  const layout = whistLayout(view.rules);
  const sizes: Record<Place, number> = { N: 0, E: 0, S: 0, W: 0, pile: 0 };
  for (const seat of SEATS) if (seat !== me) sizes[seat] = view.handSizes[seat];
  if (view.discard !== null) for (const c of view.discard) seen.add(c);
  // The face-down pile: the kitty before the pick-up, the discard after it (unless it is mine).
  if (!declared) sizes.pile = layout.kittySize;
  else if (view.phase !== 'discard' && view.discard === null) sizes.pile = layout.kittySize;
  const declarerOrPile = new Set<WhistCard>();
  if (declared && view.kitty !== null && me !== declarer) {
    for (const c of view.kitty) if (!seen.has(c)) declarerOrPile.add(c);
  }
  const unseen = whistPack(view.rules.noJokers).filter((c) => !seen.has(c));
  const mode = declared ? whistModeOf(view.rules, view.contract?.declaration as never) : null;
  const voids =
    mode === null
      ? { N: new Set<Suit>(), E: new Set<Suit>(), S: new Set<Suit>(), W: new Set<Suit>() }
      : knownVoids(view, mode);
  return { unseen, sizes, voids, declarerOrPile, declarer };
}

/**
 * Deals the unseen cards at random into the hidden places, honouring voids and the shown kitty.
 * Cards with the fewest possible places go first; a dead end starts over (at most 50 times, then
 * the voids are dropped, which only happens with contradictory information).
 */
export function sampleHidden(
  info: HiddenInfo,
  mode: WhistMode | null,
  source: RandomSource,
): Record<Place, WhistCard[]> {
  const places: Place[] = [...SEATS, 'pile'];
  const allowed = (card: WhistCard, place: Place, strict: boolean): boolean => {
    if (info.sizes[place] === 0) return false;
    if (info.declarerOrPile.has(card) && place !== 'pile' && place !== info.declarer) return false;
    if (!strict || place === 'pile' || mode === null) return true;
    const suit = effectiveSuit(card, mode);
    return suit === null || !info.voids[place].has(suit);
  };
  for (let attempt = 0; attempt <= 50; attempt++) {
    const strict = attempt < 50;
    const cards = shuffle(source, info.unseen);
    const options = new Map(cards.map((c) => [c, places.filter((p) => allowed(c, p, strict))]));
    cards.sort((a, b) => (options.get(a)?.length ?? 0) - (options.get(b)?.length ?? 0));
    const room: Record<Place, number> = { ...info.sizes };
    const out: Record<Place, WhistCard[]> = { N: [], E: [], S: [], W: [], pile: [] };
    let stuck = false;
    for (const card of cards) {
      const open = (options.get(card) ?? []).filter((p) => room[p] > 0);
      const total = open.reduce((n, p) => n + room[p], 0);
      if (total === 0) {
        stuck = true;
        break;
      }
      let pick = randomInt(source, total);
      let place = open[0] as Place;
      for (const p of open) {
        if (pick < room[p]) {
          place = p;
          break;
        }
        pick -= room[p];
      }
      out[place].push(card);
      room[place] -= 1;
    }
    if (!stuck) return out;
  }
  throw new Error('invariant: the unseen cards do not fit the hidden places');
}
