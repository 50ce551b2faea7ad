import {
  allWhistBids,
  type BidWhistRules,
  cardStrength,
  DEFAULT_WHIST_RULES,
  formatWhistBid,
  isJoker,
  type Language,
  type Suit,
  suitOf,
  WHIST_OPTION_NAMES,
  type WhistAction,
  type WhistBid,
  type WhistCard,
  type WhistContract,
  type WhistDeclaration,
  type WhistMode,
  whistModeOf,
} from '@tenace/engine';
import { WHIST_TEXTS } from '../whist-texts.js';

// Pure pieces of the Bid Whist table: how the hand is laid out, which buttons the bidding box
// shows and which of them the engine allows, the discard being chosen, the house rules in words.
// No rule is decided here: legality comes from the server's `legal` list, card order from the
// engine's `cardStrength`.

/** A group of cards shown together: a suit, or the jokers. */
export interface WhistGroup {
  readonly key: Suit | 'jokers';
  readonly cards: readonly WhistCard[];
}

/** The suits in alternating colours (♠ ♥ ♣ ♦), trumps moved to the front. */
function suitOrder(trump: Suit | null): Suit[] {
  const base: Suit[] = ['S', 'H', 'C', 'D'];
  return trump === null ? base : [trump, ...base.filter((s) => s !== trump)];
}

/** The mode of the contract once declared, else uptown without trumps (for ordering only). */
function displayMode(rules: BidWhistRules, contract: WhistContract | null): WhistMode {
  const declaration: WhistDeclaration = contract?.declaration ?? {
    trump: null,
    direction: contract?.bid.type === 'downtown' ? 'downtown' : 'uptown',
  };
  return whistModeOf(rules, declaration);
}

/**
 * A hand laid out for its owner: by suit in alternating colours, strongest first in the
 * contract's order (downtown: the low cards first); in a trump game the jokers lead the trumps
 * at the front, in no trump (and before the declaration) they stand at the end.
 */
export function whistHandGroups(
  cards: readonly WhistCard[],
  rules: BidWhistRules,
  contract: WhistContract | null,
): WhistGroup[] {
  const mode = displayMode(rules, contract);
  const trump = contract?.declaration?.trump ?? null;
  const jokers = cards.filter(isJoker).sort((a, b) => (a === 'BJ' ? -1 : b === 'BJ' ? 1 : 0));
  const groups: WhistGroup[] = [];
  for (const suit of suitOrder(trump)) {
    const inSuit = cards
      .filter((c) => !isJoker(c) && suitOf(c) === suit)
      .sort((a, b) => cardStrength(b, mode) - cardStrength(a, mode));
    if (suit === trump) groups.push({ key: suit, cards: [...jokers, ...inSuit] });
    else if (inSuit.length > 0) groups.push({ key: suit, cards: inSuit });
  }
  if (trump === null && jokers.length > 0) groups.push({ key: 'jokers', cards: jokers });
  return groups.filter((g) => g.cards.length > 0);
}

/** The hand in display order, one list. */
export function whistHandOrder(
  cards: readonly WhistCard[],
  rules: BidWhistRules,
  contract: WhistContract | null,
): WhistCard[] {
  return whistHandGroups(cards, rules, contract).flatMap((g) => g.cards);
}

/** One button of the bidding box: a bid and whether the engine allows it now. */
export interface BidButton {
  readonly bid: WhistBid;
  readonly code: string;
  readonly legal: boolean;
}

/** The bidding box: a row per level (from the lowest the rules allow to 7), a button per bid type, each greyed unless legal. */
export function bidRows(rules: BidWhistRules, legal: readonly WhistAction[]): BidButton[][] {
  const allowed = new Set(legal.flatMap((a) => (a.type === 'bid' ? [formatWhistBid(a.bid)] : [])));
  const rows = new Map<number, BidButton[]>();
  for (const bid of allWhistBids(rules)) {
    const code = formatWhistBid(bid);
    const row = rows.get(bid.level) ?? [];
    row.push({ bid, code, legal: allowed.has(code) });
    rows.set(bid.level, row);
  }
  return [...rows.values()];
}

/** Whether a pass is among the legal actions (the forced dealer may not pass). */
export function mayPass(legal: readonly WhistAction[]): boolean {
  return legal.some((a) => a.type === 'pass');
}

/** The declarations the engine offers declarer now. */
export function declarations(legal: readonly WhistAction[]): WhistDeclaration[] {
  return legal.flatMap((a) => (a.type === 'declare' ? [{ trump: a.trump, direction: a.direction }] : []));
}

/** How many cards declarer must discard now, or 0 when no discard is asked for. */
export function discardSize(legal: readonly WhistAction[]): number {
  const example = legal.find((a) => a.type === 'discard');
  return example?.type === 'discard' ? example.cards.length : 0;
}

/** The discard being chosen after a click on `card`: in or out, never more than `size` cards. */
export function toggleDiscard(chosen: readonly WhistCard[], card: WhistCard, size: number): WhistCard[] {
  if (chosen.includes(card)) return chosen.filter((c) => c !== card);
  if (chosen.length >= size) return [...chosen];
  return [...chosen, card];
}

/** The cards the engine lets this seat play now. */
export function playableCards(legal: readonly WhistAction[]): WhistCard[] {
  return legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
}

/** A bid in words: "4 Uptown", "5 Ohne Trumpf". */
export function whistBidLabel(bid: WhistBid, lang: Language): string {
  return `${bid.level} ${WHIST_TEXTS[lang].bidTypes[bid.type]}`;
}

/** A declaration in words: "♠ trumps, Uptown" or "No Trump, Downtown". */
export function declarationLabel(declaration: WhistDeclaration, lang: Language): string {
  const w = WHIST_TEXTS[lang];
  const direction = w.directions[declaration.direction];
  if (declaration.trump === null) return `${w.noTrump}, ${direction}`;
  return `${w.trumps} ${SUIT_SYMBOL[declaration.trump]}, ${direction}`;
}

const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A house rule and its value in words. */
export interface RuleLine {
  readonly option: keyof BidWhistRules;
  readonly name: string;
  readonly value: string;
  readonly help: string;
}

function valueWords(value: unknown, lang: Language): string {
  const words = WHIST_TEXTS[lang].choices;
  return words[String(value)] ?? String(value);
}

/** The house rules that differ from the base game, in words, in the engine's option order. */
export function houseRuleLines(rules: BidWhistRules, lang: Language): RuleLine[] {
  const w = WHIST_TEXTS[lang];
  return WHIST_OPTION_NAMES.filter((o) => rules[o] !== DEFAULT_WHIST_RULES[o]).map((option) => ({
    option,
    name: w.ruleNames[option],
    value: valueWords(rules[option], lang),
    help: w.ruleHelp[option],
  }));
}
