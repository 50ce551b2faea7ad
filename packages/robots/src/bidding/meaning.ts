import { SUIT_SYMBOLS, SUITS, type Suit } from '@tenace/engine';

/** An inclusive range [min, max]. */
export type Range = readonly [number, number];

/** Forcing status of a call (bidding-sayc.md notation; 'SO' is sign-off). */
export type Forcing = 'F1' | 'GF' | 'INV' | 'NF' | 'SO';

/** A text in the two languages of the project. */
export interface Text {
  readonly en: string;
  readonly de: string;
}

/** What a call shows, in structured form (bidding-sayc.md §0). */
export interface Meaning {
  /** The system rule the meaning comes from, or 'none' for a call no rule covers. */
  readonly ruleId: string;
  /** Short name of the call's meaning ("Jacoby transfer to hearts"). */
  readonly name: Text;
  readonly hcp: Range;
  /** Total points by the rule's method (HCP + length, or support points), when the rule counts them. */
  readonly points?: Range;
  /** How `points` were counted: 'length' (HCP + 1 per card beyond four) or support points in a suit. */
  readonly pointsMethod?: 'length' | { readonly support: Suit };
  /** Suit lengths shown (min) and denied (max); [0, 13] is "nothing said". */
  readonly lengths: Readonly<Record<Suit, Range>>;
  /** true = balanced shown, false = unbalanced shown, undefined = not said. */
  readonly balanced?: boolean;
  readonly forcing: Forcing;
  readonly artificial: boolean;
  /** Alert text for an artificial call. */
  readonly alert?: Text;
  /** Further conditions the rule puts on the hand (suit quality, stoppers, keycards...). */
  readonly conditions: readonly Text[];
}

export const ANY_RANGE: Range = [0, 13];
export const ANY_HCP: Range = [0, 37];

/** The meaning of a call no system rule covers: nothing is shown. */
export function noRuleMeaning(forcing: Forcing = 'NF'): Meaning {
  return {
    ruleId: 'none',
    name: { en: 'no system rule covers this call', de: 'keine Systemregel deckt diese Ansage ab' },
    hcp: ANY_HCP,
    lengths: { S: ANY_RANGE, H: ANY_RANGE, D: ANY_RANGE, C: ANY_RANGE },
    forcing,
    artificial: false,
    conditions: [],
  };
}

function rangeText(range: Range, top: number): string {
  const [min, max] = range;
  if (min === max) return `${min}`;
  if (max >= top) return `${min}+`;
  if (min <= 0) return `0-${max}`;
  return `${min}-${max}`;
}

const FORCING_TEXT: Readonly<Record<Forcing, Text>> = {
  F1: { en: 'forcing one round', de: 'forcierend für eine Runde' },
  GF: { en: 'game forcing', de: 'partieforcierend' },
  INV: { en: 'invitational', de: 'einladend' },
  NF: { en: 'not forcing', de: 'nicht forcierend' },
  SO: { en: 'sign-off', de: 'Abschluss' },
};

/** One line describing a meaning: "15-17 HCP, balanced, not forcing" (German with lang 'de'). */
export function describeMeaning(meaning: Meaning, lang: 'en' | 'de' = 'en'): string {
  const parts: string[] = [meaning.name[lang]];
  if (meaning.hcp[0] > 0 || meaning.hcp[1] < 37) parts.push(`${rangeText(meaning.hcp, 37)} HCP`);
  if (meaning.points !== undefined) {
    const method = meaning.pointsMethod;
    const label =
      method === undefined || method === 'length'
        ? lang === 'en'
          ? 'points'
          : 'Punkte'
        : lang === 'en'
          ? `support points for ${SUIT_SYMBOLS[method.support]}`
          : `Unterstützungspunkte für ${SUIT_SYMBOLS[method.support]}`;
    parts.push(`${rangeText(meaning.points, 37)} ${label}`);
  }
  for (const suit of SUITS) {
    const range = meaning.lengths[suit];
    if (range[0] === 0 && range[1] === 13) continue;
    const text = range[1] >= 13 ? `${range[0]}+` : range[0] === 0 ? `0-${range[1]}` : rangeText(range, 13);
    parts.push(`${text}${SUIT_SYMBOLS[suit]}`);
  }
  if (meaning.balanced === true) parts.push(lang === 'en' ? 'balanced' : 'ausgeglichen');
  if (meaning.balanced === false) parts.push(lang === 'en' ? 'unbalanced' : 'unausgeglichen');
  for (const condition of meaning.conditions) parts.push(condition[lang]);
  parts.push(FORCING_TEXT[meaning.forcing][lang]);
  if (meaning.artificial) parts.push(lang === 'en' ? 'artificial' : 'künstlich');
  return parts.join(', ');
}

/** Intersection of two ranges; an empty intersection keeps the later range (the newer information). */
export function intersect(a: Range, b: Range): Range {
  const min = Math.max(a[0], b[0]);
  const max = Math.min(a[1], b[1]);
  return min <= max ? [min, max] : b;
}

/** The smallest range holding both. */
export function union(a: Range, b: Range): Range {
  return [Math.min(a[0], b[0]), Math.max(a[1], b[1])];
}

export function inRange(value: number, range: Range): boolean {
  return value >= range[0] && value <= range[1];
}
