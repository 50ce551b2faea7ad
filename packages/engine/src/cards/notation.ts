import { fail, ok, type Result, type Validation } from '../errors.js';
import {
  type Card,
  cardIndex,
  type Deal,
  type Hand,
  makeCard,
  RANKS,
  type Rank,
  rankOf,
  SEATS,
  type Seat,
  type Strain,
  SUITS,
  type Suit,
  seatAfter,
  sortCards,
  suitOf,
  VULNERABILITIES,
  type Vulnerability,
} from './types.js';

export type Language = 'en' | 'de';

export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };
export const SUIT_NAMES: Readonly<Record<Language, Readonly<Record<Suit, string>>>> = {
  en: { S: 'Spades', H: 'Hearts', D: 'Diamonds', C: 'Clubs' },
  de: { S: 'Pik', H: 'Coeur', D: 'Karo', C: 'Treff' },
};
export const STRAIN_NAMES: Readonly<Record<Language, Readonly<Record<Strain, string>>>> = {
  en: { ...SUIT_NAMES.en, NT: 'No Trump' },
  de: { ...SUIT_NAMES.de, NT: 'Sans Atout' },
};
export const RANK_NAMES: Readonly<Record<Language, Readonly<Record<Rank, string>>>> = {
  en: {
    A: 'Ace',
    K: 'King',
    Q: 'Queen',
    J: 'Jack',
    T: 'Ten',
    '9': 'Nine',
    '8': 'Eight',
    '7': 'Seven',
    '6': 'Six',
    '5': 'Five',
    '4': 'Four',
    '3': 'Three',
    '2': 'Two',
  },
  de: {
    A: 'Ass',
    K: 'König',
    Q: 'Dame',
    J: 'Bube',
    T: 'Zehn',
    '9': 'Neun',
    '8': 'Acht',
    '7': 'Sieben',
    '6': 'Sechs',
    '5': 'Fünf',
    '4': 'Vier',
    '3': 'Drei',
    '2': 'Zwei',
  },
};
export const SEAT_NAMES: Readonly<Record<Language, Readonly<Record<Seat, string>>>> = {
  en: { N: 'North', E: 'East', S: 'South', W: 'West' },
  de: { N: 'Nord', E: 'Ost', S: 'Süd', W: 'West' },
};

export type CardStyle = 'letters' | 'symbols' | 'words';

/** Writes a card: 'SA' (letters), '♠A' (symbols) or 'Pik Ass' / 'Ace of Spades' (words). */
export function formatCard(card: Card, style: CardStyle = 'letters', lang: Language = 'en'): string {
  const suit = suitOf(card);
  const rank = rankOf(card);
  if (style === 'letters') return card;
  if (style === 'symbols') return `${SUIT_SYMBOLS[suit]}${rank}`;
  return lang === 'de'
    ? `${SUIT_NAMES.de[suit]} ${RANK_NAMES.de[rank]}`
    : `${RANK_NAMES.en[rank]} of ${SUIT_NAMES.en[suit]}`;
}

const STRICT_CARD = /^[SHDC][AKQJT98765432]$/;

const SUIT_ALIASES: Readonly<Record<string, Suit>> = {
  s: 'S',
  '♠': 'S',
  '♤': 'S',
  pik: 'S',
  spades: 'S',
  spade: 'S',
  h: 'H',
  '♥': 'H',
  '♡': 'H',
  coeur: 'H',
  cœur: 'H',
  herz: 'H',
  hearts: 'H',
  heart: 'H',
  d: 'D',
  '♦': 'D',
  '♢': 'D',
  karo: 'D',
  diamonds: 'D',
  diamond: 'D',
  c: 'C',
  '♣': 'C',
  '♧': 'C',
  treff: 'C',
  kreuz: 'C',
  clubs: 'C',
  club: 'C',
};
const RANK_ALIASES: Readonly<Record<string, Rank>> = {
  ...Object.fromEntries(RANKS.map((r) => [r.toLowerCase(), r])),
  ...Object.fromEntries(RANKS.map((r) => [RANK_NAMES.en[r].toLowerCase(), r])),
  ...Object.fromEntries(RANKS.map((r) => [RANK_NAMES.de[r].toLowerCase(), r])),
  as: 'A',
  koenig: 'K',
  d: 'Q',
  b: 'J',
  '10': 'T',
};

function badCard(text: string): Result<Card> {
  return fail(
    'BAD_CARD',
    `"${text}" is not a card (write it like SA, HT, ♠A or 10♥)`,
    `"${text}" ist keine Karte (Schreibweise z. B. SA, HT, ♠A oder 10♥)`,
  );
}

/**
 * Reads one card. Strict mode takes exactly 'SA'..'C2'. Permissive mode also takes
 * lower case, suit symbols, '10', rank-first ('AS', '10♥') and German or English words
 * ('Pik Ass', 'Pik-Ass', 'Ace of Spades').
 */
export function parseCard(text: string, options: { strict?: boolean } = {}): Result<Card> {
  if (STRICT_CARD.test(text)) return ok(text as Card);
  if (options.strict) return badCard(text);
  const t = text.trim().toLowerCase();
  const words = t.split(/[\s\-_]+|\bof\b/).filter(Boolean);
  if (words.length === 2) {
    const [a, b] = words as [string, string];
    // 'Pik Ass' names the suit first; 'Ace of Spades' and 'A S' name the rank first.
    const suitFirst = a.length > 1 ? SUIT_ALIASES[a] : undefined;
    if (suitFirst && RANK_ALIASES[b]) return ok(makeCard(suitFirst, RANK_ALIASES[b]));
    const suitLast = SUIT_ALIASES[b];
    if (suitLast && RANK_ALIASES[a]) return ok(makeCard(suitLast, RANK_ALIASES[a]));
    return badCard(text);
  }
  const compact = t.replace(/[\s\-_]/g, '');
  const first = [...compact][0] ?? '';
  const restSuit = SUIT_ALIASES[first];
  if (restSuit) {
    const rank = RANK_ALIASES[compact.slice(first.length)];
    if (rank && compact.slice(first.length).length <= 2) return ok(makeCard(restSuit, rank));
  }
  const chars = [...compact];
  const lastChar = chars[chars.length - 1] ?? '';
  const lastSuit = SUIT_ALIASES[lastChar];
  if (lastSuit) {
    const rankText = chars.slice(0, -1).join('');
    const rank = rankText.length <= 2 ? RANK_ALIASES[rankText] : undefined;
    if (rank) return ok(makeCard(lastSuit, rank));
  }
  return badCard(text);
}

export function validateCard(text: string, options: { strict?: boolean } = {}): Validation {
  const r = parseCard(text, options);
  return r.ok ? { ok: true } : r;
}

/** Writes a hand in PBN order, spades first: 'AKQ2.J93.K42.T83' ('-' style writes a void as '-'). */
export function formatHand(hand: Hand, options: { voids?: 'empty' | 'dash'; ten?: 'T' | '10' } = {}): string {
  return SUITS.map((suit) => {
    const ranks = sortCards(hand.filter((c) => suitOf(c) === suit)).map((c) => {
      const r = rankOf(c);
      return r === 'T' && options.ten === '10' ? '10' : r;
    });
    return ranks.length === 0 && options.voids === 'dash' ? '-' : ranks.join('');
  }).join('.');
}

function badHand(text: string, why: string, whyDe: string): Result<Hand> {
  return fail('BAD_HAND', `"${text}" is not a hand: ${why}`, `"${text}" ist keine Hand: ${whyDe}`);
}

/**
 * Reads a hand in PBN order 'S.H.D.C', e.g. 'AKQ2.J93.K42.T83'. Strict mode wants exactly
 * 13 cards with ranks in AKQJT98765432 (upper case); permissive mode also takes '10', lower
 * case, '-' for a void, and any number of cards (for partial hands).
 */
export function parseHand(text: string, options: { strict?: boolean } = {}): Result<Hand> {
  const trimmed = text.trim();
  const parts = trimmed.split('.');
  if (parts.length !== 4)
    return badHand(
      text,
      'it needs four suits separated by dots (S.H.D.C)',
      'es braucht vier durch Punkte getrennte Farben (Pik.Coeur.Karo.Treff)',
    );
  const cards: Card[] = [];
  const seen = new Set<Card>();
  for (let i = 0; i < 4; i++) {
    const suit = SUITS[i] as Suit;
    let part = parts[i] as string;
    if (!options.strict) {
      part = part.toUpperCase().replace(/10/g, 'T').replace(/[\s-]/g, '');
    }
    for (const ch of part) {
      if (!(RANKS as readonly string[]).includes(ch)) {
        return badHand(text, `"${ch}" is not a rank`, `"${ch}" ist kein Rang`);
      }
      const card = makeCard(suit, ch as Rank);
      if (seen.has(card)) return badHand(text, `${card} appears twice`, `${card} kommt doppelt vor`);
      seen.add(card);
      cards.push(card);
    }
  }
  if (options.strict && cards.length !== 13) {
    return badHand(text, `it has ${cards.length} cards, not 13`, `sie hat ${cards.length} Karten statt 13`);
  }
  if (cards.length > 13)
    return badHand(text, `it has ${cards.length} cards`, `sie hat ${cards.length} Karten`);
  return ok(sortCards(cards));
}

export function validateHand(text: string, options: { strict?: boolean } = {}): Validation {
  const r = parseHand(text, options);
  return r.ok ? { ok: true } : r;
}

/**
 * Writes a deal in PBN form: 'N:AKQ2.J93.K42.T83 ...', hands clockwise from `first`.
 * An unknown hand (empty) is written '-'.
 */
export function formatDeal(deal: Deal, first: Seat = 'N'): string {
  const hands = [0, 1, 2, 3].map((i) => {
    const hand = deal[seatAfter(first, i)];
    return hand.length === 0 ? '-' : formatHand(hand);
  });
  return `${first}:${hands.join(' ')}`;
}

function badDeal(text: string, why: string, whyDe: string): Result<Deal> {
  return fail('BAD_DEAL', `"${text}" is not a deal: ${why}`, `"${text}" ist keine Verteilung: ${whyDe}`);
}

/**
 * Reads a PBN deal 'N:h1 h2 h3 h4' (hands clockwise from the named seat). Strict mode wants
 * four complete 13-card hands with 52 different cards. Permissive mode accepts '-' for an
 * unknown hand, lower case, '10', and fills one missing hand when the other three are complete.
 */
export function parseDeal(text: string, options: { strict?: boolean } = {}): Result<Deal> {
  const m = /^\s*([NESWnesw])\s*:\s*(.*?)\s*$/.exec(text);
  if (!m)
    return badDeal(
      text,
      'it must start with a seat and a colon, e.g. "N:"',
      'sie muss mit Sitz und Doppelpunkt beginnen, z. B. "N:"',
    );
  const first = (m[1] as string).toUpperCase() as Seat;
  const parts = (m[2] as string).split(/\s+/).filter(Boolean);
  if (parts.length !== 4)
    return badDeal(text, `it has ${parts.length} hands, not 4`, `sie hat ${parts.length} Hände statt 4`);
  const hands: Record<Seat, Hand> = { N: [], E: [], S: [], W: [] };
  const seen = new Map<Card, Seat>();
  let unknown: Seat | undefined;
  let unknownCount = 0;
  for (let i = 0; i < 4; i++) {
    const seat = seatAfter(first, i);
    const part = parts[i] as string;
    if (part === '-') {
      if (options.strict) return badDeal(text, `${seat}'s hand is missing`, `die Hand von ${seat} fehlt`);
      unknown = seat;
      unknownCount++;
      continue;
    }
    const hand = parseHand(part, options);
    if (!hand.ok) return badDeal(text, `${seat}: ${hand.error.message}`, `${seat}: ${hand.error.messageDe}`);
    for (const card of hand.value) {
      const other = seen.get(card);
      if (other)
        return badDeal(
          text,
          `${card} is in both ${other} and ${seat}`,
          `${card} ist bei ${other} und bei ${seat}`,
        );
      seen.set(card, seat);
    }
    hands[seat] = hand.value;
  }
  if (
    unknown &&
    unknownCount === 1 &&
    seen.size === 39 &&
    SEATS.every((s) => s === unknown || hands[s].length === 13)
  ) {
    hands[unknown] = sortCards(
      Array.from({ length: 52 }, (_, i) => i)
        .map((i) => SUITS[Math.floor(i / 13)] as Suit)
        .map((suit, i) => makeCard(suit, RANKS[i % 13] as Rank))
        .filter((c) => !seen.has(c)),
    );
  }
  if (options.strict && seen.size !== 52)
    return badDeal(text, 'it needs 52 different cards', 'sie braucht 52 verschiedene Karten');
  return ok(hands);
}

export function validateDeal(text: string, options: { strict?: boolean } = {}): Validation {
  const r = parseDeal(text, options);
  return r.ok ? { ok: true } : r;
}

/** True when the deal holds 52 different cards, 13 in each hand. */
export function isCompleteDeal(deal: Deal): boolean {
  const seen = new Set<number>();
  for (const seat of SEATS) {
    if (deal[seat].length !== 13) return false;
    for (const card of deal[seat]) seen.add(cardIndex(card));
  }
  return seen.size === 52;
}

const VULNERABILITY_ALIASES: Readonly<Record<string, Vulnerability>> = {
  none: 'None',
  love: 'None',
  '-': 'None',
  o: 'None',
  keiner: 'None',
  niemand: 'None',
  ns: 'NS',
  n: 'NS',
  ew: 'EW',
  e: 'EW',
  ow: 'EW',
  all: 'All',
  both: 'All',
  b: 'All',
  alle: 'All',
  beide: 'All',
};

/** Reads a vulnerability: None/Love/-, NS, EW, All/Both (PBN and LIN spellings, German words). */
export function parseVulnerability(text: string): Result<Vulnerability> {
  const v = VULNERABILITY_ALIASES[text.trim().toLowerCase()];
  if (v) return ok(v);
  return fail(
    'BAD_VULNERABILITY',
    `"${text}" is not a vulnerability (${VULNERABILITIES.join(', ')})`,
    `"${text}" ist keine Gefahrenlage (${VULNERABILITIES.join(', ')})`,
  );
}
