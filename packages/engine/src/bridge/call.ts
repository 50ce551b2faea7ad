import { SUIT_SYMBOLS } from '../cards/notation.js';
import { STRAINS, type Strain } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';

export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type Bid = { readonly type: 'bid'; readonly level: Level; readonly strain: Strain };
/** A call: pass, a bid, double (X) or redouble (XX). */
export type Call =
  | { readonly type: 'pass' }
  | Bid
  | { readonly type: 'double' }
  | { readonly type: 'redouble' };

export const PASS: Call = Object.freeze({ type: 'pass' });
export const DOUBLE: Call = Object.freeze({ type: 'double' });
export const REDOUBLE: Call = Object.freeze({ type: 'redouble' });

export function bid(level: Level, strain: Strain): Bid {
  return { type: 'bid', level, strain };
}

/** 0 for 1♣ up to 34 for 7NT: a bid is sufficient when its rank is above the last bid's (L18). */
export function bidRank(b: Bid): number {
  return (b.level - 1) * 5 + STRAINS.indexOf(b.strain);
}

/** The 35 bids from 1♣ to 7NT, in rank order. */
export const ALL_BIDS: readonly Bid[] = Object.freeze(
  Array.from({ length: 35 }, (_, i) => bid((Math.floor(i / 5) + 1) as Level, STRAINS[i % 5] as Strain)),
);

export type CallStyle = 'letters' | 'symbols' | 'pbn';

/**
 * Writes a call. letters: 'P', '1NT', '4S', 'X', 'XX'; symbols: 'Pass', '1NT', '4♠', 'X', 'XX';
 * pbn: 'Pass', '1NT', '4S', 'X', 'XX'.
 */
export function formatCall(call: Call, style: CallStyle = 'letters'): string {
  switch (call.type) {
    case 'pass':
      return style === 'letters' ? 'P' : 'Pass';
    case 'double':
      return 'X';
    case 'redouble':
      return 'XX';
    case 'bid':
      return `${call.level}${style === 'symbols' && call.strain !== 'NT' ? SUIT_SYMBOLS[call.strain] : call.strain}`;
  }
}

const STRAIN_WORDS: Readonly<Record<string, Strain>> = {
  c: 'C',
  '♣': 'C',
  d: 'D',
  '♦': 'D',
  h: 'H',
  '♥': 'H',
  s: 'S',
  '♠': 'S',
  nt: 'NT',
  n: 'NT',
  sa: 'NT',
  ntr: 'NT',
  notrump: 'NT',
  'no trump': 'NT',
  sans: 'NT',
};

/**
 * Reads a call: 'P', 'Pass', 'Passe', '1NT', '1N', '1SA', '4S', '4♠', 'X', 'Dbl', 'Kontra',
 * 'XX', 'Rdbl', 'Rekontra'. Case-insensitive.
 */
export function parseCall(text: string): Result<Call> {
  const t = text.trim().toLowerCase();
  if (t === 'p' || t === 'pass' || t === 'passe' || t === 'ap') {
    return t === 'ap' ? badCall(text) : ok(PASS);
  }
  if (t === 'x' || t === 'd' || t === 'dbl' || t === 'double' || t === 'kontra') return ok(DOUBLE);
  if (t === 'xx' || t === 'r' || t === 'rdbl' || t === 'redouble' || t === 'rekontra') return ok(REDOUBLE);
  const m = /^([1-7])\s*(.+)$/.exec(t);
  if (m) {
    const strain = STRAIN_WORDS[(m[2] as string).trim()];
    if (strain) return ok(bid(Number(m[1]) as Level, strain));
  }
  return badCall(text);
}

function badCall(text: string): Result<Call> {
  return fail(
    'BAD_CALL',
    `"${text}" is not a call (write Pass, 1C..7NT, X or XX)`,
    `"${text}" ist keine Ansage (Passe, 1C..7SA, Kontra oder Rekontra)`,
  );
}

export function callsEqual(a: Call, b: Call): boolean {
  return (
    a.type === b.type &&
    (a.type !== 'bid' || (b.type === 'bid' && a.level === b.level && a.strain === b.strain))
  );
}
