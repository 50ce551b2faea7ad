import { type Call, parseCall } from '../bridge/call.js';
import { type ContractWithDeclarer, parseContract, parseSeat } from '../bridge/contract.js';
import { parseCard, parseDeal, parseVulnerability } from '../cards/notation.js';
import { type Card, type Deal, lho, type Seat, seatAfter, type Vulnerability } from '../cards/types.js';
import { boardInfo } from '../deal/board.js';
import { fail, ok, type Result, type TenaceError, type Validation } from '../errors.js';
import { contractOfAuction, findCallProblem } from './auction-outcome.js';
import { parseDoubleDummyTricks } from './dd-tricks.js';
import { lexPbn, type PbnToken, type SectionPiece, splitSectionWord, suffixNag } from './pbn-lexer.js';
import { declarerTrickCount, findPlayProblem, tricksFromColumns } from './play-order.js';
import type {
  BoardRecord,
  PlayAnnotation,
  RecordAuction,
  RecordCall,
  RecordPlay,
  RecordTag,
} from './record.js';
import { parseParContract, parseResultTag, parseScoreTag } from './score-tags.js';

export interface PbnReadOptions {
  /** Export-format rules: exact notation, no duplicate tags, no "#" on game tags, follow suit, consistent tags. */
  readonly strict?: boolean;
}

interface Word {
  readonly text: string;
  readonly line: number;
}
interface Note {
  readonly index: number;
  readonly text: string;
  readonly line: number;
}
interface RawTag {
  readonly name: string;
  value: string;
  readonly line: number;
  readonly words: Word[];
  readonly notes: Note[];
}
interface RawGame {
  readonly tags: RawTag[];
  readonly comments: string[];
  readonly line: number;
}

/** Tags that may not inherit with "#" or "##" (PBN 4.8). */
const NO_INHERIT = new Set([
  'Dealer',
  'Vulnerable',
  'Deal',
  'Declarer',
  'Contract',
  'Auction',
  'Play',
  'Note',
]);

function bad<T>(
  line: number,
  en: string,
  de: string,
  code: 'PBN_BAD_VALUE' | 'PBN_SYNTAX' | 'PBN_MISSING_TAG' = 'PBN_BAD_VALUE',
): Result<T> {
  return fail(code, `line ${line}: ${en}`, `Zeile ${line}: ${de}`, { line });
}

function fromError<T>(line: number, error: TenaceError): Result<T> {
  return fail('PBN_BAD_VALUE', `line ${line}: ${error.message}`, `Zeile ${line}: ${error.messageDe}`, {
    line,
  });
}

/**
 * Reads a PBN file (PBN 2.1) into board records. By default it reads import format tolerantly:
 * tags in any order, unknown tags kept, lower case, '10', CRLF, a byte-order mark, comments, "#"
 * and "##" inheritance. Broken input gives an error with the 1-based `line`.
 */
export function parsePbn(text: string, options: PbnReadOptions = {}): Result<BoardRecord[]> {
  const lexed = lexPbn(text, options);
  if (!lexed.ok) return lexed;
  const games = collectGames(lexed.value, options);
  if (!games.ok) return games;
  const inherited = applyInheritance(games.value, options);
  if (!inherited.ok) return inherited;
  const records: BoardRecord[] = [];
  for (const game of inherited.value) {
    const record = buildRecord(game, options);
    if (!record.ok) return record;
    records.push(record.value);
  }
  return ok(records);
}

/** Checks a PBN file without keeping the records: `{ ok: true }` or the first error with its line. */
export function validatePbn(text: string, options: PbnReadOptions = {}): Validation {
  const r = parsePbn(text, options);
  return r.ok ? { ok: true } : { ok: false, error: r.error };
}

function collectGames(tokens: readonly PbnToken[], options: PbnReadOptions): Result<RawGame[]> {
  const games: RawGame[] = [];
  let pendingComments: string[] = [];
  let game: RawGame | undefined;
  let current: RawTag | undefined;
  const finish = () => {
    if (game) games.push(game);
    game = undefined;
    current = undefined;
  };
  for (const token of tokens) {
    if (token.kind === 'break') {
      if (!game) continue;
      finish();
      continue;
    }
    if (token.kind === 'comment') {
      if (game) game.comments.push(token.text);
      else pendingComments.push(token.text);
      continue;
    }
    if (!game) {
      game = { tags: [], comments: pendingComments, line: token.line };
      pendingComments = [];
    }
    if (token.kind === 'word') {
      if (!current) {
        return bad(
          token.line,
          `"${token.text}" stands outside any tag section`,
          `"${token.text}" steht außerhalb eines Tag-Abschnitts`,
          'PBN_SYNTAX',
        );
      }
      current.words.push({ text: token.text, line: token.line });
      continue;
    }
    if (token.name === 'Note' && current && (current.name === 'Auction' || current.name === 'Play')) {
      const m = /^\s*(\d+)\s*:(.*)$/s.exec(token.value);
      if (!m)
        return bad(
          token.line,
          `note "${token.value}" must look like "1:text"`,
          `die Notiz "${token.value}" muss die Form "1:Text" haben`,
        );
      current.notes.push({ index: Number(m[1]), text: m[2] as string, line: token.line });
      continue;
    }
    if (game.tags.some((t) => t.name === token.name)) {
      if (options.strict)
        return bad(
          token.line,
          `tag ${token.name} occurs twice`,
          `das Tag ${token.name} kommt doppelt vor`,
          'PBN_SYNTAX',
        );
      // Import format ignores a repeated tag pair (PBN 3.4) together with its section data.
      current = { name: token.name, value: token.value, line: token.line, words: [], notes: [] };
      continue;
    }
    current = { name: token.name, value: token.value, line: token.line, words: [], notes: [] };
    game.tags.push(current);
  }
  finish();
  return ok(games);
}

function applyInheritance(games: readonly RawGame[], options: PbnReadOptions): Result<RawGame[]> {
  const last = new Map<string, string>();
  const sticky = new Map<string, string>();
  const out: RawGame[] = [];
  for (const game of games) {
    const tags: RawTag[] = [];
    for (const tag of game.tags) {
      let value = tag.value;
      if (value === '#' || value.startsWith('##')) {
        if (options.strict && NO_INHERIT.has(tag.name)) {
          return bad(
            tag.line,
            `tag ${tag.name} may not inherit a value with "#"`,
            `das Tag ${tag.name} darf keinen Wert mit "#" erben`,
          );
        }
        if (value === '#') value = last.get(tag.name) ?? '';
        else {
          value = value.slice(2);
          sticky.set(tag.name, value);
        }
      } else if (sticky.has(tag.name)) {
        sticky.set(tag.name, value);
      }
      tags.push({ ...tag, value });
    }
    const missing = [...sticky].filter(([name]) => !tags.some((t) => t.name === name));
    const headers: RawTag[] = missing.map(([name, value]) => ({
      name,
      value,
      line: game.line,
      words: [],
      notes: [],
    }));
    const all = [...headers, ...tags];
    for (const t of all) last.set(t.name, t.value);
    out.push({ tags: all, comments: game.comments, line: game.line });
  }
  return ok(out);
}

function seatValue(tag: RawTag | undefined): Result<Seat | undefined> {
  if (!tag) return ok(undefined);
  const v = tag.value.trim().replace(/^\^/, '');
  if (v === '' || v === '?') return ok(undefined);
  const seat = parseSeat(v);
  return seat.ok ? seat : fromError(tag.line, seat.error);
}

function known(value: string | undefined): string | undefined {
  return value === undefined || value === '?' ? undefined : value;
}

function buildRecord(game: RawGame, options: PbnReadOptions): Result<BoardRecord> {
  const strict = options.strict === true;
  const tag = (name: string) => game.tags.find((t) => t.name === name);
  const tags: RecordTag[] = game.tags.map((t) => {
    const section = t.name === 'Auction' || t.name === 'Play' ? [] : sectionLines(t.words);
    return section.length > 0 ? { name: t.name, value: t.value, section } : { name: t.name, value: t.value };
  });

  const boardTag = tag('Board');
  let board: number | undefined;
  if (boardTag && known(boardTag.value.trim()) !== undefined && boardTag.value.trim() !== '') {
    if (/^\d+$/.test(boardTag.value.trim()) && Number(boardTag.value) > 0) board = Number(boardTag.value);
    else if (strict)
      return bad(
        boardTag.line,
        `board "${boardTag.value}" is not a positive number`,
        `das Board "${boardTag.value}" ist keine positive Zahl`,
      );
  }

  const dealerTag = seatValue(tag('Dealer'));
  if (!dealerTag.ok) return dealerTag;

  const dealTag = tag('Deal');
  let deal: Deal = { N: [], E: [], S: [], W: [] };
  if (dealTag && known(dealTag.value) !== undefined && dealTag.value.trim() !== '') {
    const d = parseDeal(dealTag.value);
    if (!d.ok) return fromError(dealTag.line, d.error);
    deal = d.value;
  }

  const auction = readAuction(tag('Auction'), strict);
  if (!auction.ok) return auction;
  // Without Dealer or Vulnerable tags the board number decides them (L2).
  const byNumber = board === undefined ? undefined : boardInfo(board);
  const fromNumber = byNumber?.ok ? byNumber.value : undefined;
  const dealer = dealerTag.value ?? auction.value?.dealer ?? fromNumber?.dealer;
  if (!dealer)
    return bad(game.line, 'the game has no Dealer tag', 'dem Spiel fehlt das Dealer-Tag', 'PBN_MISSING_TAG');
  if (strict && auction.value && auction.value.dealer !== dealer) {
    return bad(
      tag('Auction')?.line ?? game.line,
      `the auction starts with ${auction.value.dealer}, but the dealer is ${dealer}`,
      `die Reizung beginnt bei ${auction.value.dealer}, Teiler ist aber ${dealer}`,
    );
  }

  const vulTag = tag('Vulnerable');
  let vulnerability: Vulnerability | undefined;
  if (vulTag && known(vulTag.value) !== undefined && vulTag.value.trim() !== '') {
    const v = parseVulnerability(vulTag.value);
    if (!v.ok) return fromError(vulTag.line, v.error);
    vulnerability = v.value;
  }
  vulnerability ??= fromNumber?.vulnerability;
  if (!vulnerability)
    return bad(
      game.line,
      'the game has no Vulnerable tag',
      'dem Spiel fehlt das Vulnerable-Tag',
      'PBN_MISSING_TAG',
    );

  const contract = readContract(tag('Contract'), tag('Declarer'), auction.value, strict);
  if (!contract.ok) return contract;

  const resultTag = tag('Result');
  let result: number | undefined;
  if (resultTag && contract.value !== 'passed out') {
    const r = parseResultTag(resultTag.value, contract.value?.declarer);
    if (!r.ok) {
      if (strict) return fromError(resultTag.line, r.error);
    } else result = r.value;
  }

  const play = readPlay(tag('Play'), contract.value, deal, strict);
  if (!play.ok) return play;

  let claim: number | undefined;
  if (play.value && contract.value && contract.value !== 'passed out') {
    const { record: p, ended } = play.value;
    const complete = p.tricks.filter((t) => t.length === 4).length;
    if (complete === 13 && result === undefined) {
      result = declarerTrickCount(p.tricks, p.leader, contract.value.strain, contract.value.declarer);
    }
    if (ended && complete < 13 && result !== undefined) claim = result;
  }

  const optional = <T>(name: string, parse: (v: string) => Result<T>): Result<T | undefined> => {
    const t = tag(name);
    if (!t || known(t.value.trim()) === undefined || t.value.trim() === '') return ok(undefined);
    const r = parse(t.value);
    if (r.ok) return r;
    return strict ? fromError(t.line, r.error) : ok(undefined);
  };
  const score = optional('Score', parseScoreTag);
  if (!score.ok) return score;
  const ddTricks = optional('DoubleDummyTricks', parseDoubleDummyTricks);
  if (!ddTricks.ok) return ddTricks;
  const optimumScore = optional('OptimumScore', parseScoreTag);
  if (!optimumScore.ok) return optimumScore;
  const parContract = optional('ParContract', parseParContract);
  if (!parContract.ok) return parContract;

  const players: Partial<Record<Seat, string>> = {};
  for (const [name, seat] of [
    ['North', 'N'],
    ['East', 'E'],
    ['South', 'S'],
    ['West', 'W'],
  ] as const) {
    const v = known(tag(name)?.value);
    if (v !== undefined) players[seat] = v;
  }

  const strings: Partial<Record<'event' | 'site' | 'date' | 'scoring', string>> = {};
  for (const [name, key] of [
    ['Event', 'event'],
    ['Site', 'site'],
    ['Date', 'date'],
    ['Scoring', 'scoring'],
  ] as const) {
    const v = known(tag(name)?.value);
    if (v !== undefined) strings[key] = v;
  }

  const record: BoardRecord = {
    tags,
    ...(board !== undefined ? { board } : {}),
    dealer,
    vulnerability,
    deal,
    ...strings,
    ...(Object.keys(players).length > 0 ? { players } : {}),
    ...(auction.value ? { auction: auction.value } : {}),
    ...(contract.value ? { contract: contract.value } : {}),
    ...(play.value ? { play: play.value.record } : {}),
    ...(claim !== undefined ? { claim } : {}),
    ...(result !== undefined ? { result } : {}),
    ...(score.value ? { score: score.value } : {}),
    ...(ddTricks.value ? { ddTricks: ddTricks.value } : {}),
    ...(optimumScore.value ? { optimumScore: optimumScore.value } : {}),
    ...(parContract.value ? { parContract: parContract.value } : {}),
    ...(game.comments.length > 0 ? { comments: game.comments } : {}),
  };
  return ok(record);
}

function sectionLines(words: readonly Word[]): string[] {
  const lines: string[] = [];
  let lastLine = -1;
  for (const w of words) {
    if (w.line === lastLine) lines[lines.length - 1] += ` ${w.text}`;
    else lines.push(w.text);
    lastLine = w.line;
  }
  return lines;
}

interface Piece {
  readonly piece: SectionPiece;
  readonly line: number;
}

function piecesOf(tag: RawTag): Result<Piece[]> {
  const pieces: Piece[] = [];
  for (const w of tag.words) {
    const split = splitSectionWord(w.text);
    if (!split)
      return bad(
        w.line,
        `"${w.text}" cannot stand in the ${tag.name} section`,
        `"${w.text}" kann nicht im Abschnitt ${tag.name} stehen`,
        'PBN_SYNTAX',
      );
    for (const piece of split) pieces.push({ piece, line: w.line });
  }
  return ok(pieces);
}

function noteText(tag: RawTag, index: number, line: number, strict: boolean): Result<string | undefined> {
  const note = tag.notes.find((n) => n.index === index);
  if (!note) {
    return strict
      ? bad(
          line,
          `note ${index} is not explained by a Note tag`,
          `Notiz ${index} wird durch kein Note-Tag erklärt`,
        )
      : ok(undefined);
  }
  return ok(note.text === '' ? undefined : note.text);
}

const STRICT_CALL = /^(Pass|X|XX|[1-7](C|D|H|S|NT))$/;

function readAuction(tag: RawTag | undefined, strict: boolean): Result<RecordAuction | undefined> {
  if (!tag) return ok(undefined);
  const first = seatValue(tag);
  if (!first.ok) return first;
  const pieces = piecesOf(tag);
  if (!pieces.ok) return pieces;
  if (!first.value) {
    if (pieces.value.length === 0) return ok(undefined);
    return bad(
      tag.line,
      'the Auction tag must name the first caller',
      'das Auction-Tag muss den ersten Bieter nennen',
    );
  }
  type MutableCall = { call: Call; alert?: boolean; note?: string; nags?: number[]; line: number };
  const calls: MutableCall[] = [];
  let skipped = 0;
  let ended = false;
  let insufficientNext = false;
  const insufficient = new Set<number>();
  for (const { piece, line } of pieces.value) {
    if (ended)
      return bad(
        line,
        'nothing may follow "*" in the auction',
        'nach "*" darf in der Reizung nichts folgen',
        'PBN_SYNTAX',
      );
    const lastCall = calls[calls.length - 1];
    switch (piece.kind) {
      case 'item': {
        if (piece.text === '-') {
          if (calls.length > 0)
            return bad(
              line,
              '"-" may only stand before the first call',
              '"-" darf nur vor der ersten Ansage stehen',
            );
          skipped++;
          break;
        }
        if (piece.text.toUpperCase() === 'AP') {
          const dealerNow = seatAfter(first.value, skipped);
          do calls.push({ call: { type: 'pass' }, line });
          while (
            !contractOfAuction(
              dealerNow,
              calls.map((c) => c.call),
            )
          );
          break;
        }
        const call = strict
          ? STRICT_CALL.test(piece.text)
            ? parseCall(piece.text)
            : undefined
          : parseCall(piece.text);
        if (!call?.ok) {
          return bad(
            line,
            `"${piece.text}" is not a call (Pass, X, XX, 1C..7NT, AP)`,
            `"${piece.text}" ist keine Ansage (Pass, X, XX, 1C..7NT, AP)`,
          );
        }
        if (insufficientNext) insufficient.add(calls.length);
        insufficientNext = false;
        calls.push({ call: call.value, line });
        break;
      }
      case 'note': {
        if (!lastCall)
          return bad(
            line,
            'a note reference needs a call before it',
            'ein Notizverweis braucht eine Ansage davor',
            'PBN_SYNTAX',
          );
        const text = noteText(tag, piece.index, line, strict);
        if (!text.ok) return text;
        lastCall.alert = true;
        if (text.value !== undefined) lastCall.note = text.value;
        break;
      }
      case 'nag':
      case 'suffix': {
        if (!lastCall)
          return bad(
            line,
            'an annotation needs a call before it',
            'eine Anmerkung braucht eine Ansage davor',
            'PBN_SYNTAX',
          );
        const nag = piece.kind === 'nag' ? piece.value : suffixNag(piece.text, false);
        if (nag === undefined)
          return bad(
            line,
            `"${piece.kind === 'suffix' ? piece.text : ''}" is not an annotation`,
            'keine gültige Anmerkung',
            'PBN_SYNTAX',
          );
        lastCall.nags = [...(lastCall.nags ?? []), nag].sort((a, b) => a - b);
        break;
      }
      case 'end':
        ended = true;
        break;
      case 'continue':
        break;
      case 'irregularity':
        if (piece.letter !== 'I') {
          return bad(
            line,
            `the irregularity ^${piece.letter} is not supported in an auction`,
            `die Unregelmäßigkeit ^${piece.letter} wird in der Reizung nicht unterstützt`,
          );
        }
        insufficientNext = true;
        break;
    }
  }
  const dealer = seatAfter(first.value, skipped);
  const problem = findCallProblem(
    dealer,
    calls.map((c) => c.call),
    insufficient,
  );
  if (problem) {
    const line = calls[problem.index]?.line ?? tag.line;
    return bad(
      line,
      `call ${problem.index + 1} is ${problem.message}`,
      `Ansage ${problem.index + 1} ist ${problem.messageDe}`,
    );
  }
  return ok({
    dealer,
    calls: calls.map(({ line: _line, ...c }): RecordCall => c),
  });
}

function readContract(
  contractTag: RawTag | undefined,
  declarerTag: RawTag | undefined,
  auction: RecordAuction | undefined,
  strict: boolean,
): Result<ContractWithDeclarer | 'passed out' | undefined> {
  const fromAuction = auction
    ? contractOfAuction(
        auction.dealer,
        auction.calls.map((c) => c.call),
      )
    : undefined;
  const text = contractTag?.value.trim() ?? '';
  let fromTags: ContractWithDeclarer | 'passed out' | undefined;
  if (contractTag && /^pass$/i.test(text)) fromTags = 'passed out';
  else if (contractTag && text !== '' && text !== '?') {
    const c = parseContract(text);
    if (!c.ok) return fromError(contractTag.line, c.error);
    const declarer = seatValue(declarerTag);
    if (!declarer.ok) return declarer;
    const seat =
      declarer.value ?? (fromAuction && fromAuction !== 'passed out' ? fromAuction.declarer : undefined);
    if (seat) fromTags = { ...c.value, declarer: seat };
    else if (strict)
      return bad(
        contractTag.line,
        'the contract has no declarer',
        'der Kontrakt hat keinen Alleinspieler',
        'PBN_MISSING_TAG',
      );
  }
  if (strict && fromTags && fromAuction && !sameContract(fromTags, fromAuction)) {
    return bad(
      contractTag?.line ?? 0,
      'the Contract and Declarer tags do not match the auction',
      'die Tags Contract und Declarer passen nicht zur Reizung',
    );
  }
  return ok(fromTags ?? fromAuction);
}

function sameContract(
  a: ContractWithDeclarer | 'passed out',
  b: ContractWithDeclarer | 'passed out',
): boolean {
  if (a === 'passed out' || b === 'passed out') return a === b;
  return a.level === b.level && a.strain === b.strain && a.risk === b.risk && a.declarer === b.declarer;
}

const STRICT_CARD = /^[SHDC][AKQJT98765432]$/;

function readPlay(
  tag: RawTag | undefined,
  contract: ContractWithDeclarer | 'passed out' | undefined,
  deal: Deal,
  strict: boolean,
): Result<{ record: RecordPlay; ended: boolean } | undefined> {
  if (!tag) return ok(undefined);
  const leader = seatValue(tag);
  if (!leader.ok) return leader;
  const pieces = piecesOf(tag);
  if (!pieces.ok) return pieces;
  if (!leader.value) {
    if (pieces.value.length === 0) return ok(undefined);
    return bad(
      tag.line,
      'the Play tag must name the opening leader',
      'das Play-Tag muss den Ausspieler nennen',
    );
  }
  if (!contract || contract === 'passed out') {
    return bad(
      tag.line,
      'the play section needs a contract (Contract and Declarer tags or an auction)',
      'der Abschnitt Play braucht einen Kontrakt (Tags Contract und Declarer oder eine Reizung)',
      'PBN_MISSING_TAG',
    );
  }
  if (strict && leader.value !== lho(contract.declarer)) {
    return bad(
      tag.line,
      `the opening leader must be ${lho(contract.declarer)}, declarer's left-hand opponent`,
      `Ausspieler muss ${lho(contract.declarer)} sein, der linke Gegner des Alleinspielers`,
    );
  }
  type Slot = { card: Card | null; line: number; note?: string; nags?: number[]; revoke?: boolean };
  const slots: Slot[] = [];
  const perLine = new Map<number, { cards: number; annotated: boolean }>();
  let ended = false;
  let revokeNext = false;
  for (const { piece, line } of pieces.value) {
    if (ended)
      return bad(
        line,
        'nothing may follow "*" in the play',
        'nach "*" darf im Spielverlauf nichts folgen',
        'PBN_SYNTAX',
      );
    const stats = perLine.get(line) ?? { cards: 0, annotated: false };
    perLine.set(line, stats);
    const last = slots[slots.length - 1];
    if (piece.kind === 'item' || piece.kind === 'continue') {
      let card: Card | null = null;
      if (piece.kind === 'item' && piece.text !== '-') {
        const c = strict
          ? STRICT_CARD.test(piece.text)
            ? parseCard(piece.text)
            : undefined
          : parseCard(piece.text);
        if (!c?.ok) return bad(line, `"${piece.text}" is not a card`, `"${piece.text}" ist keine Karte`);
        card = c.value;
      }
      stats.cards++;
      if (stats.cards > 4)
        return bad(
          line,
          'a play line holds at most 4 cards, one trick',
          'eine Zeile im Spielverlauf enthält höchstens 4 Karten, einen Stich',
          'PBN_SYNTAX',
        );
      slots.push({ card, line, ...(revokeNext ? { revoke: true } : {}) });
      revokeNext = false;
    } else if (piece.kind === 'end') {
      ended = true;
    } else if (piece.kind === 'irregularity') {
      if (piece.letter !== 'R') {
        return bad(
          line,
          `the irregularity ^${piece.letter} is not supported in the play`,
          `die Unregelmäßigkeit ^${piece.letter} wird im Spielverlauf nicht unterstützt`,
        );
      }
      revokeNext = true;
    } else {
      if (!last)
        return bad(
          line,
          'an annotation needs a card before it',
          'eine Anmerkung braucht eine Karte davor',
          'PBN_SYNTAX',
        );
      stats.annotated = true;
      if (piece.kind === 'note') {
        const text = noteText(tag, piece.index, line, strict);
        if (!text.ok) return text;
        if (text.value !== undefined) last.note = text.value;
      } else {
        const nag = piece.kind === 'nag' ? piece.value : suffixNag(piece.text, true);
        if (nag === undefined) return bad(line, 'not an annotation', 'keine gültige Anmerkung', 'PBN_SYNTAX');
        last.nags = [...(last.nags ?? []), nag].sort((a, b) => a - b);
      }
    }
  }
  if (strict) {
    for (const [line, stats] of perLine) {
      if (stats.cards > 0 && stats.cards < 4 && !stats.annotated) {
        return bad(
          line,
          `a play line needs 4 cards ("-" for one not played), not ${stats.cards}`,
          `eine Zeile im Spielverlauf braucht 4 Karten ("-" für eine nicht gespielte), nicht ${stats.cards}`,
          'PBN_SYNTAX',
        );
      }
    }
  }
  const rows: Slot[][] = [];
  for (let i = 0; i < slots.length; i += 4) rows.push(slots.slice(i, i + 4));
  const strain = contract.strain;
  const reading = tricksFromColumns(
    rows.map((r) => [0, 1, 2, 3].map((c) => r[c]?.card ?? null)),
    leader.value,
    strain,
  );
  if (!reading.ok) return bad(rows[reading.row]?.[0]?.line ?? tag.line, reading.message, reading.messageDe);
  const annotations: PlayAnnotation[] = [];
  const lineAt = new Map<string, number>();
  const revokes = new Set<string>();
  rows.forEach((row, r) => {
    row.forEach((slot, c) => {
      if (slot.card === null || r >= reading.tricks.length) return;
      const index = reading.position(r, c);
      lineAt.set(`${r}:${index}`, slot.line);
      if (slot.revoke) revokes.add(`${r}:${index}`);
      if (slot.note !== undefined || slot.nags) {
        annotations.push({
          trick: r,
          index,
          ...(slot.note !== undefined ? { note: slot.note } : {}),
          ...(slot.nags ? { nags: slot.nags } : {}),
        });
      }
    });
  });
  annotations.sort((a, b) => a.trick - b.trick || a.index - b.index);
  const problem = findPlayProblem(deal, reading.tricks, leader.value, strain, {
    followSuit: strict,
    revokes,
  });
  if (problem) {
    const line = lineAt.get(`${problem.trick}:${problem.index}`) ?? tag.line;
    return bad(
      line,
      `trick ${problem.trick + 1}: ${problem.message}`,
      `Stich ${problem.trick + 1}: ${problem.messageDe}`,
    );
  }
  return ok({
    record: {
      leader: leader.value,
      tricks: reading.tricks,
      ...(annotations.length > 0 ? { annotations } : {}),
    },
    ended,
  });
}
