import {
  type BoardRecord,
  type Card,
  type ContractWithDeclarer,
  formatCall,
  formatContract,
  formatScoreTag,
  isCompleteDeal,
  type RecordAuction,
  SEAT_NAMES,
  type Seat,
  type Strain,
  scoreDuplicateResult,
  seatAfter,
  trickWinner,
} from '@tenace/engine';
import { dealDiagram } from './diagram.js';
import { makeStyle, padVisible, type Style } from './style.js';

/** Options shared by the hand-record renderers. */
export interface RecordRenderOptions {
  readonly lang?: 'en' | 'de';
  readonly style?: Style;
  /** Whether the result line ends with the duplicate score (default true; rubber and Chicago score otherwise). */
  readonly score?: boolean;
}

/** One trick of a record: its leader, its cards in play order, and the winner once it is complete. */
export interface RecordTrick {
  readonly number: number;
  readonly leader: Seat;
  readonly cards: readonly Card[];
  readonly winner: Seat | null;
}

/** Short seat letters as printed in grids and trick lines (German: N, O, S, W). */
export const SEAT_LETTERS: Readonly<Record<'en' | 'de', Readonly<Record<Seat, string>>>> = {
  en: { N: 'N', E: 'E', S: 'S', W: 'W' },
  de: { N: 'N', E: 'O', S: 'S', W: 'W' },
};

/**
 * The tricks of a record's play with leaders and winners worked out from the strain: the
 * opening leader leads the first trick, each winner the next. Without a strain (no contract)
 * nobody can tell who won, so the tricks after the first have unknown leaders and are not given.
 */
export function recordTricks(record: BoardRecord): RecordTrick[] {
  const play = record.play;
  if (play === undefined) return [];
  const strain: Strain | undefined = typeof record.contract === 'object' ? record.contract.strain : undefined;
  const tricks: RecordTrick[] = [];
  let leader = play.leader;
  for (const [i, cards] of play.tricks.entries()) {
    const complete = cards.length === 4;
    const winner = complete && strain !== undefined ? trickWinner(cards, leader, strain) : null;
    tricks.push({ number: i + 1, leader, cards, winner });
    if (winner === null) break;
    leader = winner;
  }
  return tricks;
}

/**
 * A recorded auction as a grid, columns W N E S from the dealer on: an alerted call carries '!',
 * a call with an explanation a note number; the notes follow the grid.
 */
export function auctionGridWithNotes(auction: RecordAuction, options: RecordRenderOptions = {}): string {
  const style = options.style ?? makeStyle(false);
  const names = SEAT_NAMES[options.lang ?? 'en'];
  const order: Seat[] = ['W', 'N', 'E', 'S'];
  const width = 9;
  const notes: string[] = [];
  const cells: string[] = Array.from({ length: order.indexOf(auction.dealer) }, () => '');
  for (const entry of auction.calls) {
    let text = callText(formatCall(entry.call, 'symbols'), style);
    if (entry.alert) text += style.yellow('!');
    if (entry.note !== undefined) {
      notes.push(entry.note);
      text += style.dim(`(${notes.length})`);
    }
    cells.push(text);
  }
  const rows = [order.map((s) => padVisible(style.bold(names[s]), width)).join('')];
  for (let i = 0; i < cells.length; i += 4)
    rows.push(
      cells
        .slice(i, i + 4)
        .map((c) => padVisible(c, width))
        .join('')
        .trimEnd(),
    );
  const lines = rows.map((r) => r.trimEnd());
  for (const [i, note] of notes.entries()) lines.push(style.dim(`(${i + 1}) ${note}`));
  return `${lines.join('\n')}\n`;
}

/** A call written with coloured suit symbols. */
export function callText(text: string, style: Style): string {
  return text.replace(/[♥♦]/g, (s) => style.red(s));
}

/** The play trick by trick: number, leader, the four cards with their players, the winner. */
export function trickLines(record: BoardRecord, options: RecordRenderOptions = {}): string {
  const style = options.style ?? makeStyle(false);
  const lang = options.lang ?? 'en';
  const letters = SEAT_LETTERS[lang];
  const lines: string[] = [];
  for (const trick of recordTricks(record)) {
    const cards = trick.cards.map((card, i) => {
      const seat = seatAfter(trick.leader, i);
      const text = `${letters[seat]} ${style.card(card)}`;
      return padVisible(seat === trick.winner ? style.bold(text) : text, 7);
    });
    for (let i = trick.cards.length; i < 4; i++) cards.push(padVisible(style.dim('·'), 7));
    const won =
      trick.winner === null
        ? style.dim(lang === 'de' ? '(unvollständig)' : '(incomplete)')
        : `${lang === 'de' ? 'Stich an' : 'won by'} ${SEAT_NAMES[lang][trick.winner]}`;
    lines.push(`${String(trick.number).padStart(2)}. ${cards.join(' ')}  ${won}`.trimEnd());
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

function contractLine(contract: ContractWithDeclarer, lang: 'en' | 'de', style: Style): string {
  const names = SEAT_NAMES[lang];
  return `${callText(formatContract(contract, 'symbols'), style)} ${lang === 'de' ? 'von' : 'by'} ${names[contract.declarer]}`;
}

/** "made exactly", "+1", "down 2": declarer's tricks against the contract. */
export function outcomeText(level: number, tricks: number, lang: 'en' | 'de' = 'en'): string {
  const diff = tricks - (level + 6);
  if (lang === 'de') return diff === 0 ? 'genau erfüllt' : diff > 0 ? `+${diff}` : `${-diff} Faller`;
  return diff === 0 ? 'made exactly' : diff > 0 ? `made +${diff}` : `down ${-diff}`;
}

/** The contract, declarer's tricks (and whether a claim settled them) and the score of a record. */
export function resultLines(record: BoardRecord, options: RecordRenderOptions = {}): string {
  const style = options.style ?? makeStyle(false);
  const lang = options.lang ?? 'en';
  const de = lang === 'de';
  const contract = record.contract;
  if (contract === undefined) return `${de ? 'Kontrakt: unbekannt' : 'Contract: unknown'}\n`;
  if (contract === 'passed out') return `${de ? 'Kontrakt: alle passen' : 'Contract: passed out'}\n`;
  const parts = [`${de ? 'Kontrakt' : 'Contract'}: ${contractLine(contract, lang, style)}`];
  const tricks = record.result ?? record.claim;
  if (tricks !== undefined) {
    const claimed = record.claim !== undefined ? (de ? ', durch Claim' : ', by claim') : '';
    parts.push(
      `${de ? 'Stiche des Alleinspielers' : "declarer's tricks"}: ${tricks} (${outcomeText(contract.level, tricks, lang)}${claimed})`,
    );
  }
  let score: string | undefined;
  if (record.score !== undefined) score = formatScoreTag(record.score);
  else if (tricks !== undefined) {
    const scored = scoreDuplicateResult(
      { contract, declarer: contract.declarer, tricks },
      record.vulnerability,
    );
    if (scored.ok) score = `NS ${scored.value.ns}`;
  }
  if (score !== undefined && options.score !== false) parts.push(`${de ? 'Ergebnis' : 'score'}: ${score}`);
  return `${parts.join(' · ')}\n`;
}

/** A whole board of a hand record: diagram, auction, play and result. */
export function renderRecord(record: BoardRecord, options: RecordRenderOptions = {}): string {
  const style = options.style ?? makeStyle(false);
  const lang = options.lang ?? 'en';
  const de = lang === 'de';
  const out: string[] = [];
  const about = [record.event, record.site, record.date].filter(
    (x) => x !== undefined && x !== '' && x !== '?',
  );
  if (about.length) out.push(style.dim(about.join(' · ')));
  const players = record.players;
  if (players && Object.keys(players).length > 0) {
    const names = SEAT_NAMES[lang];
    out.push(
      style.dim(
        (['N', 'E', 'S', 'W'] as const)
          .filter((s) => players[s] !== undefined)
          .map((s) => `${names[s]}: ${players[s]}`)
          .join(' · '),
      ),
    );
  }
  const header = {
    ...(record.board === undefined ? {} : { board: record.board }),
    dealer: record.dealer,
    vulnerability: record.vulnerability,
  };
  let diagram = dealDiagram(record.deal, header, { lang });
  if (style.color) diagram = diagram.replace(/[♥♦]/g, (s) => style.red(s));
  out.push(diagram.trimEnd());
  if (!isCompleteDeal(record.deal))
    out.push(style.dim(de ? '(nicht alle Hände bekannt)' : '(not every hand is known)'));
  if (record.auction !== undefined && record.auction.calls.length > 0) {
    out.push(
      '',
      style.bold(de ? 'Reizung' : 'Auction'),
      auctionGridWithNotes(record.auction, options).trimEnd(),
    );
  }
  const tricks = trickLines(record, options);
  if (tricks !== '') out.push('', style.bold(de ? 'Spielverlauf' : 'Play'), tricks.trimEnd());
  out.push('', resultLines(record, options).trimEnd());
  for (const comment of record.comments ?? []) out.push(style.dim(`{${comment}}`));
  return `${out.join('\n')}\n`;
}
