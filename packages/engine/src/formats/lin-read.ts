import { type Call, parseCall } from '../bridge/call.js';
import { parseCard } from '../cards/notation.js';
import {
  type Card,
  DECK,
  type Deal,
  type Hand,
  lho,
  RANKS,
  type Rank,
  type Seat,
  SUITS,
  type Suit,
  sortCards,
  type Vulnerability,
} from '../cards/types.js';
import { boardInfo } from '../deal/board.js';
import { fail, ok, type Result } from '../errors.js';
import { contractOfAuction, findCallProblem } from './auction-outcome.js';
import { declarerTrickCount, findPlayProblem } from './play-order.js';
import type { BoardRecord, RecordCall, RecordTag } from './record.js';

/** One `key|value|` pair of a LIN text with the line it starts on. */
export interface LinPair {
  readonly key: string;
  readonly value: string;
  readonly line: number;
}

/** LIN's seat order in `md` and `pn`: South, West, North, East; `md` names the dealer 1..4 in this order. */
export const LIN_SEATS: readonly Seat[] = ['S', 'W', 'N', 'E'];

function syntax<T>(line: number, en: string, de: string): Result<T> {
  return fail('LIN_SYNTAX', `line ${line}: ${en}`, `Zeile ${line}: ${de}`, { line });
}

function badValue<T>(line: number, en: string, de: string): Result<T> {
  return fail('LIN_BAD_VALUE', `line ${line}: ${en}`, `Zeile ${line}: ${de}`, { line });
}

/** Splits LIN text into its `key|value|` pairs; line breaks between pairs are ignored. */
export function linPairs(input: string): Result<LinPair[]> {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const pairs: LinPair[] = [];
  let pos = 0;
  let line = 1;
  const countLines = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (text[i] === '\n') line++;
  };
  while (pos < text.length) {
    const start = pos;
    while (pos < text.length && /\s/.test(text[pos] as string)) pos++;
    countLines(start, pos);
    if (pos >= text.length) break;
    const keyEnd = text.indexOf('|', pos);
    if (keyEnd === -1)
      return syntax(
        line,
        `"${text.slice(pos, pos + 20)}" is not followed by "|"`,
        `auf "${text.slice(pos, pos + 20)}" folgt kein "|"`,
      );
    const key = text.slice(pos, keyEnd);
    if (!/^[A-Za-z]{2}$/.test(key))
      return syntax(
        line,
        `"${key}" is not a LIN key (two letters)`,
        `"${key}" ist kein LIN-Schlüssel (zwei Buchstaben)`,
      );
    const valueEnd = text.indexOf('|', keyEnd + 1);
    if (valueEnd === -1)
      return syntax(
        line,
        `the value of "${key}" is not closed with "|"`,
        `der Wert von "${key}" wird nicht mit "|" abgeschlossen`,
      );
    pairs.push({ key: key.toLowerCase(), value: text.slice(keyEnd + 1, valueEnd), line });
    countLines(keyEnd, valueEnd + 1);
    pos = valueEnd + 1;
  }
  return ok(pairs);
}

interface BoardPairs {
  readonly pairs: LinPair[];
  names: readonly string[];
}

/**
 * Reads a LIN text (BBO hand records, one or many boards, or a vugraph file with `qx` rooms)
 * into board records. It uses pn, md, sv, ah, qx, mb (with `!` alerts), an, pc, mc and nt;
 * other pairs are skipped. The contract comes from the auction, the result from a claim or a
 * complete play.
 */
export function parseLin(text: string): Result<BoardRecord[]> {
  const pairs = linPairs(text);
  if (!pairs.ok) return pairs;
  const boards: BoardPairs[] = [];
  let names: readonly string[] = [];
  let current: BoardPairs = { pairs: [], names };
  const hasDeal = (b: BoardPairs) => b.pairs.some((p) => p.key === 'md');
  const startBoard = () => {
    if (current.pairs.some((p) => p.key === 'md' || p.key === 'mb' || p.key === 'pc')) boards.push(current);
    current = { pairs: [], names };
  };
  for (const pair of pairs.value) {
    if (pair.key === 'qx' || ((pair.key === 'md' || pair.key === 'pn') && hasDeal(current))) startBoard();
    if (pair.key === 'pn') {
      names = pair.value.split(',').map((n) => n.trim());
      current.names = names;
    }
    current.pairs.push(pair);
  }
  startBoard();
  const records: BoardRecord[] = [];
  for (const board of boards) {
    const record = buildBoard(board);
    if (!record.ok) return record;
    records.push(record.value);
  }
  return ok(records);
}

/** Reads one LIN hand: suit letters each followed by ranks in any order, e.g. "S2KAHQ10DJ3C". */
function parseLinHand(text: string): Hand | undefined {
  const cards: Card[] = [];
  let suit: Suit | undefined;
  const t = text.toUpperCase().replace(/10/g, 'T');
  for (const ch of t) {
    if ((SUITS as readonly string[]).includes(ch)) suit = ch as Suit;
    else if (suit && (RANKS as readonly string[]).includes(ch)) cards.push(`${suit}${ch as Rank}`);
    else if (!/\s/.test(ch)) return undefined;
  }
  return new Set(cards).size === cards.length ? sortCards(cards) : undefined;
}

function readDeal(pair: LinPair): Result<{ dealer: Seat | undefined; deal: Deal }> {
  let body = pair.value.trim();
  let dealer: Seat | undefined;
  const digit = /^[1-4]/.exec(body);
  if (digit) {
    dealer = LIN_SEATS[Number(digit[0]) - 1];
    body = body.slice(1);
  }
  const parts = body.split(',');
  if (parts.length > 4)
    return badValue(
      pair.line,
      `md "${pair.value}" has more than four hands`,
      `md "${pair.value}" hat mehr als vier Hände`,
    );
  const hands: Record<Seat, Hand> = { N: [], E: [], S: [], W: [] };
  const owner = new Map<Card, Seat>();
  for (let i = 0; i < 4; i++) {
    const seat = LIN_SEATS[i] as Seat;
    const hand = parseLinHand(parts[i] ?? '');
    if (!hand || hand.length > 13) {
      return badValue(
        pair.line,
        `md: "${parts[i]}" is not a hand for ${seat}`,
        `md: "${parts[i]}" ist keine Hand für ${seat}`,
      );
    }
    for (const card of hand) {
      const other = owner.get(card);
      if (other)
        return badValue(
          pair.line,
          `md: ${card} is in both ${other} and ${seat}`,
          `md: ${card} ist bei ${other} und bei ${seat}`,
        );
      owner.set(card, seat);
    }
    hands[seat] = hand;
  }
  const empty = LIN_SEATS.filter((s) => hands[s].length === 0);
  if (empty.length === 1 && owner.size === 39) {
    hands[empty[0] as Seat] = DECK.filter((c) => !owner.has(c));
  }
  return ok({ dealer, deal: hands });
}

function readVulnerability(pair: LinPair): Result<Vulnerability> {
  const v = (
    { o: 'None', '0': 'None', '-': 'None', n: 'NS', e: 'EW', b: 'All' } as Record<string, Vulnerability>
  )[pair.value.trim().toLowerCase()];
  return v
    ? ok(v)
    : badValue(
        pair.line,
        `sv "${pair.value}" is not a vulnerability (o, n, e, b)`,
        `sv "${pair.value}" ist keine Gefahrenlage (o, n, e, b)`,
      );
}

function readCall(pair: LinPair): Result<{ call: Call; alert: boolean }> {
  const t = pair.value.trim();
  const alert = t.endsWith('!');
  const body = alert ? t.slice(0, -1) : t;
  const call = parseCall(body);
  if (!call.ok)
    return badValue(pair.line, `mb "${pair.value}" is not a call`, `mb "${pair.value}" ist keine Ansage`);
  return ok({ call: call.value, alert });
}

function buildBoard(board: BoardPairs): Result<BoardRecord> {
  const get = (key: string) => board.pairs.find((p) => p.key === key);
  const firstLine = board.pairs[0]?.line ?? 1;
  const md = get('md');
  if (!md) return badValue(firstLine, 'the board has no deal (md)', 'dem Board fehlt die Verteilung (md)');
  const dealt = readDeal(md);
  if (!dealt.ok) return dealt;

  const tags: RecordTag[] = [];
  const qx = get('qx');
  let board_: number | undefined;
  const qxMatch = qx ? /^([oOcC])?(\d+)$/.exec(qx.value.trim()) : null;
  if (qxMatch?.[1]) tags.push({ name: 'Room', value: qxMatch[1].toLowerCase() === 'c' ? 'Closed' : 'Open' });
  const ah = get('ah');
  const ahMatch = ah ? /(\d+)\s*$/.exec(ah.value) : null;
  if (ahMatch) board_ = Number(ahMatch[1]);
  else if (qxMatch) board_ = Number(qxMatch[2]);
  if (board_ !== undefined && board_ < 1) board_ = undefined;

  // Without a dealer in md or an sv the board number decides them (L2).
  const byNumber = board_ === undefined ? undefined : boardInfo(board_);
  const fromNumber = byNumber?.ok ? byNumber.value : undefined;
  const dealer = dealt.value.dealer ?? fromNumber?.dealer;
  if (!dealer) return badValue(md.line, 'md does not name the dealer', 'md nennt den Teiler nicht');
  const sv = get('sv');
  let vulnerability: Vulnerability | undefined = fromNumber?.vulnerability;
  if (sv) {
    const v = readVulnerability(sv);
    if (!v.ok) return v;
    vulnerability = v.value;
  }
  if (!vulnerability)
    return badValue(md.line, 'the board has no vulnerability (sv)', 'dem Board fehlt die Gefahrenlage (sv)');

  // A vugraph pn names eight players: the open room's four, then the closed room's.
  const room = qxMatch?.[1]?.toLowerCase();
  const names = board.names.length === 8 && room === 'c' ? board.names.slice(4) : board.names.slice(0, 4);
  const players: Partial<Record<Seat, string>> = {};
  names.forEach((name, i) => {
    if (name !== '') players[LIN_SEATS[i] as Seat] = name;
  });

  const calls: { call: Call; alert?: boolean; note?: string; line: number }[] = [];
  const cards: { card: Card; line: number }[] = [];
  const comments: string[] = [];
  let claim: number | undefined;
  for (const pair of board.pairs) {
    if (pair.key === 'mb') {
      if (cards.length > 0)
        return badValue(pair.line, 'a call after the play began', 'eine Ansage nach Beginn des Spiels');
      const c = readCall(pair);
      if (!c.ok) return c;
      calls.push({ call: c.value.call, ...(c.value.alert ? { alert: true } : {}), line: pair.line });
    } else if (pair.key === 'an') {
      const last = calls[calls.length - 1];
      if (last) last.note = pair.value;
    } else if (pair.key === 'pc') {
      const card = parseCard(pair.value.trim());
      if (!card.ok)
        return badValue(pair.line, `pc "${pair.value}" is not a card`, `pc "${pair.value}" ist keine Karte`);
      cards.push({ card: card.value, line: pair.line });
    } else if (pair.key === 'mc') {
      const n = pair.value.trim();
      if (!/^\d+$/.test(n) || Number(n) > 13)
        return badValue(
          pair.line,
          `mc "${pair.value}" is not a number of tricks (0..13)`,
          `mc "${pair.value}" ist keine Stichzahl (0..13)`,
        );
      claim = Number(n);
    } else if (pair.key === 'nt') {
      comments.push(pair.value);
    }
  }

  const callList = calls.map((c) => c.call);
  const problem = findCallProblem(dealer, callList);
  if (problem) {
    return badValue(
      calls[problem.index]?.line ?? md.line,
      `call ${problem.index + 1} is ${problem.message}`,
      `Ansage ${problem.index + 1} ist ${problem.messageDe}`,
    );
  }
  const contract = contractOfAuction(dealer, callList);
  let play: BoardRecord['play'];
  let result: number | undefined;
  if (cards.length > 0 || claim !== undefined) {
    if (!contract || contract === 'passed out') {
      return badValue(
        cards[0]?.line ?? md.line,
        'cards are played but the auction has no contract',
        'es werden Karten gespielt, aber die Reizung ergibt keinen Kontrakt',
      );
    }
    const tricks: Card[][] = [];
    for (let i = 0; i < cards.length; i += 4) tricks.push(cards.slice(i, i + 4).map((c) => c.card));
    const leader = lho(contract.declarer);
    const wrong = findPlayProblem(dealt.value.deal, tricks, leader, contract.strain);
    if (wrong) {
      const line = cards[wrong.trick * 4 + wrong.index]?.line ?? md.line;
      return badValue(
        line,
        `trick ${wrong.trick + 1}: ${wrong.message}`,
        `Stich ${wrong.trick + 1}: ${wrong.messageDe}`,
      );
    }
    play = { leader, tricks };
    if (claim !== undefined) result = claim;
    else if (cards.length === 52)
      result = declarerTrickCount(tricks, leader, contract.strain, contract.declarer);
  }

  const record: BoardRecord = {
    tags,
    ...(board_ !== undefined ? { board: board_ } : {}),
    dealer,
    vulnerability,
    deal: dealt.value.deal,
    ...(Object.keys(players).length > 0 ? { players } : {}),
    ...(calls.length > 0
      ? { auction: { dealer, calls: calls.map(({ line: _l, ...c }): RecordCall => c) } }
      : {}),
    ...(contract ? { contract } : {}),
    ...(play ? { play } : {}),
    ...(claim !== undefined ? { claim } : {}),
    ...(result !== undefined ? { result } : {}),
    ...(comments.length > 0 ? { comments } : {}),
  };
  return ok(record);
}
