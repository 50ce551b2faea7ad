import { type Card, rankOf, SUIT_SYMBOLS, type Suit, suitOf } from '@tenace/engine';

/** How text is dressed for the terminal: ANSI colours or none (pipes, files, NO_COLOR). */
export interface Style {
  readonly color: boolean;
  readonly bold: (text: string) => string;
  readonly dim: (text: string) => string;
  readonly red: (text: string) => string;
  readonly green: (text: string) => string;
  readonly yellow: (text: string) => string;
  readonly cyan: (text: string) => string;
  /** A suit symbol, red for hearts and diamonds. */
  readonly suit: (suit: Suit) => string;
  /** A card as '♠A' ('♥10' with `ten10`), its suit coloured. */
  readonly card: (card: Card, options?: { ten10?: boolean }) => string;
}

const wrap = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string) => text;

/** A style with colours on or off. */
export function makeStyle(color: boolean): Style {
  const red = color ? wrap(31, 39) : plain;
  const suit = (s: Suit) => (s === 'H' || s === 'D' ? red(SUIT_SYMBOLS[s]) : SUIT_SYMBOLS[s]);
  return {
    color,
    bold: color ? wrap(1, 22) : plain,
    dim: color ? wrap(2, 22) : plain,
    red,
    green: color ? wrap(32, 39) : plain,
    yellow: color ? wrap(33, 39) : plain,
    cyan: color ? wrap(36, 39) : plain,
    suit,
    card: (card, options = {}) => {
      const rank = rankOf(card);
      return `${suit(suitOf(card))}${rank === 'T' && options.ten10 ? '10' : rank}`;
    },
  };
}

/**
 * Whether to colour: only when stdout is a terminal, and never with `--no-color` or the
 * NO_COLOR convention (any non-empty value).
 */
export function wantsColor(
  isTty: boolean,
  flag: boolean | undefined,
  noColorEnv: string | undefined,
): boolean {
  return isTty && flag !== false && (noColorEnv === undefined || noColorEnv === '');
}

/** The printed width of a text: ANSI escapes take no room, each code point one column. */
export function visibleLength(text: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escapes start with ESC.
  return [...text.replace(/\u001b\[[0-9;]*m/g, '')].length;
}

/** Pads a text that may hold ANSI escapes to `width` printed columns. */
export function padVisible(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - visibleLength(text)));
}
