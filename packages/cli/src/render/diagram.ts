import {
  type Call,
  type Card,
  type Deal,
  formatCall,
  type Hand,
  rankOf,
  SEAT_NAMES,
  SEATS,
  type Seat,
  SUIT_SYMBOLS,
  SUITS,
  type Suit,
  seatAfter,
  sortCards,
  suitOf,
  type Vulnerability,
} from '@tenace/engine';

export interface DiagramOptions {
  /** Use ♠♥♦♣ (default) or S H D C. */
  readonly symbols?: boolean;
  /** Write the ten as '10' instead of 'T'. */
  readonly ten10?: boolean;
  readonly lang?: 'en' | 'de';
}

function suitLine(hand: Hand, suit: Suit, options: DiagramOptions): string {
  const ranks = sortCards(hand.filter((c) => suitOf(c) === suit)).map((c: Card) => {
    const r = rankOf(c);
    return r === 'T' && options.ten10 ? '10' : r;
  });
  const mark = options.symbols === false ? suit : SUIT_SYMBOLS[suit];
  return `${mark} ${ranks.length ? ranks.join(options.ten10 ? ' ' : '') : '—'}`;
}

function handLines(hand: Hand, options: DiagramOptions): string[] {
  return SUITS.map((s) => suitLine(hand, s, options));
}

/** A deal as the classic compass diagram: North on top, West left, East right, South below. */
export function dealDiagram(
  deal: Deal,
  header: { board?: number; dealer?: Seat; vulnerability?: Vulnerability } = {},
  options: DiagramOptions = {},
): string {
  const names = SEAT_NAMES[options.lang ?? 'en'];
  const col = 24;
  const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - [...s].length));
  const lines: string[] = [];
  const info: string[] = [];
  if (header.board !== undefined) info.push(`${options.lang === 'de' ? 'Board' : 'Board'} ${header.board}`);
  if (header.dealer) info.push(`${options.lang === 'de' ? 'Geber' : 'Dealer'} ${names[header.dealer]}`);
  if (header.vulnerability) info.push(`${options.lang === 'de' ? 'Gefahr' : 'Vul'} ${header.vulnerability}`);
  const north = [names.N, ...handLines(deal.N, options)];
  const south = [names.S, ...handLines(deal.S, options)];
  const west = [names.W, ...handLines(deal.W, options)];
  const east = [names.E, ...handLines(deal.E, options)];
  if (info.length) lines.push(info.join(', '));
  for (let i = 0; i < 5; i++) lines.push(pad('', col) + (north[i] ?? ''));
  for (let i = 0; i < 5; i++) lines.push(pad(west[i] ?? '', col) + pad('', col) + (east[i] ?? ''));
  for (let i = 0; i < 5; i++) lines.push(pad('', col) + (south[i] ?? ''));
  return `${lines.map((l) => l.trimEnd()).join('\n')}\n`;
}

/** An auction as a grid with columns W N E S (the usual order in print), starting at the dealer. */
export function auctionGrid(dealer: Seat, calls: readonly Call[], options: DiagramOptions = {}): string {
  const names = SEAT_NAMES[options.lang ?? 'en'];
  const order: Seat[] = ['W', 'N', 'E', 'S'];
  const width = 8;
  const cell = (s: string) => s + ' '.repeat(Math.max(0, width - [...s].length));
  const rows: string[] = [
    order
      .map((s) => cell(names[s]))
      .join('')
      .trimEnd(),
  ];
  const cells: string[] = Array.from({ length: order.indexOf(dealer) }, () => '');
  for (const call of calls) cells.push(formatCall(call, options.symbols === false ? 'pbn' : 'symbols'));
  for (let i = 0; i < cells.length; i += 4)
    rows.push(
      cells
        .slice(i, i + 4)
        .map(cell)
        .join('')
        .trimEnd(),
    );
  return `${rows.join('\n')}\n`;
}

/** The seat that sits `i` places after the dealer: helper for column layouts. */
export function seatsFrom(first: Seat): Seat[] {
  return SEATS.map((_, i) => seatAfter(first, i));
}
