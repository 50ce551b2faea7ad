import { formatCall } from '../bridge/call.js';
import { formatContract } from '../bridge/contract.js';
import { formatDeal } from '../cards/notation.js';
import type { Seat } from '../cards/types.js';
import { formatDoubleDummyTricks } from './dd-tricks.js';
import { columnsFromTricks } from './play-order.js';
import { type BoardRecord, type RecordTag, recordTagValue } from './record.js';
import { formatParContract, formatScoreTag } from './score-tags.js';

export interface PbnWriteOptions {
  /** Line end; PBN export format asks for CRLF (PBN 2.3). */
  readonly lineEnding?: '\r\n' | '\n';
}

/** The 15 tags of the mandatory tag set, in export order (PBN 3.4). */
export const PBN_MANDATORY_TAGS = [
  'Event',
  'Site',
  'Date',
  'Board',
  'West',
  'North',
  'East',
  'South',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Scoring',
  'Declarer',
  'Contract',
  'Result',
] as const;

const WRITTEN_FROM_FIELDS = new Set<string>([
  ...PBN_MANDATORY_TAGS,
  'Auction',
  'Play',
  'Note',
  'Score',
  'DoubleDummyTricks',
  'OptimumScore',
  'ParContract',
]);

const PLAYER_TAGS: Readonly<Record<string, Seat>> = { West: 'W', North: 'N', East: 'E', South: 'S' };

/**
 * Writes board records as a PBN 2.1 file in export format: the mandatory tags in the standard's
 * order, then the other tags alphabetically, the Auction (4 calls a line, alerts and explanations
 * as `=n=` with `[Note "n:text"]`) and Play sections (one trick a line in seat columns from the
 * opening leader), then table sections. A record's fields win over its raw tags.
 */
export function writePbn(records: readonly BoardRecord[], options: PbnWriteOptions = {}): string {
  const games = records.map((r) => writeGame(r).join('\n'));
  const text = ['% PBN 2.1', '% EXPORT', games.join('\n\n')].join('\n');
  const eol = options.lineEnding ?? '\r\n';
  return `${text}\n`.replace(/\n/g, eol);
}

function escapeValue(value: string): string {
  return value
    .replace(/[\t\v\n\r]/g, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"');
}

function tagLine(name: string, value: string): string {
  return `[${name} "${escapeValue(value)}"]`;
}

function mandatoryValue(record: BoardRecord, name: (typeof PBN_MANDATORY_TAGS)[number]): string | undefined {
  const c = record.contract;
  switch (name) {
    case 'Event':
      return record.event;
    case 'Site':
      return record.site;
    case 'Date':
      return record.date;
    case 'Scoring':
      return record.scoring;
    case 'Board':
      return record.board?.toString();
    case 'West':
    case 'North':
    case 'East':
    case 'South':
      return record.players?.[PLAYER_TAGS[name] as Seat];
    case 'Dealer':
      return record.dealer;
    case 'Vulnerable':
      return record.vulnerability;
    case 'Deal':
      return formatDeal(record.deal, record.dealer);
    case 'Declarer':
      return c === 'passed out' ? '' : c?.declarer;
    case 'Contract':
      return c === 'passed out' ? 'Pass' : c ? formatContract(c) : undefined;
    case 'Result':
      return c === 'passed out' ? '' : record.result?.toString();
  }
}

function supplementalValue(record: BoardRecord, name: string): string | undefined {
  switch (name) {
    case 'Score':
      return record.score && formatScoreTag(record.score);
    case 'DoubleDummyTricks':
      return record.ddTricks && formatDoubleDummyTricks(record.ddTricks);
    case 'OptimumScore':
      return record.optimumScore && formatScoreTag(record.optimumScore);
    case 'ParContract':
      return record.parContract && formatParContract(record.parContract);
  }
  return undefined;
}

function writeGame(record: BoardRecord): string[] {
  const lines: string[] = [];
  for (const comment of record.comments ?? []) {
    if (!comment.includes('}')) lines.push(`{${comment}}`);
    else for (const part of comment.split('\n')) lines.push(`;${part}`);
  }
  for (const name of PBN_MANDATORY_TAGS) {
    lines.push(tagLine(name, mandatoryValue(record, name) ?? recordTagValue(record, name) ?? '?'));
  }
  const plain: RecordTag[] = [];
  const tables: RecordTag[] = [];
  for (const name of ['Score', 'DoubleDummyTricks', 'OptimumScore', 'ParContract']) {
    const value = supplementalValue(record, name) ?? recordTagValue(record, name);
    if (value !== undefined) plain.push({ name, value });
  }
  const seen = new Set<string>();
  for (const tag of record.tags) {
    if (WRITTEN_FROM_FIELDS.has(tag.name) || seen.has(tag.name)) continue;
    seen.add(tag.name);
    (tag.section && tag.section.length > 0 ? tables : plain).push(tag);
  }
  const byName = (a: RecordTag, b: RecordTag) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const tag of plain.sort(byName)) lines.push(tagLine(tag.name, tag.value));
  lines.push(...auctionLines(record), ...playLines(record));
  for (const tag of tables.sort(byName)) lines.push(tagLine(tag.name, tag.value), ...(tag.section ?? []));
  return lines;
}

/** Numbers explanations in order of first use; equal texts share a number. */
function noteNumberer(): { ref: (text: string) => number; tags: () => string[] } {
  const texts: string[] = [];
  return {
    ref: (text) => {
      const i = texts.indexOf(text);
      if (i !== -1) return i + 1;
      texts.push(text);
      return texts.length;
    },
    tags: () => texts.map((t, i) => tagLine('Note', `${i + 1}:${t}`)),
  };
}

function annotate(base: string, note: number | undefined, nags: readonly number[] | undefined): string {
  const parts = [base];
  if (note !== undefined) parts.push(`=${note}=`);
  for (const nag of [...(nags ?? [])].sort((a, b) => a - b)) parts.push(`$${nag}`);
  return parts.join(' ');
}

function grid(cells: readonly string[]): string[] {
  const width = Math.max(0, ...cells.map((c) => c.length));
  const lines: string[] = [];
  for (let i = 0; i < cells.length; i += 4) {
    const row = cells.slice(i, i + 4);
    lines.push(row.map((c, j) => (j < row.length - 1 ? c.padEnd(width) : c)).join(' '));
  }
  return lines;
}

function auctionLines(record: BoardRecord): string[] {
  const auction = record.auction;
  if (!auction) return [];
  const notes = noteNumberer();
  const cells = auction.calls.map((c) => {
    const ref = c.alert || c.note !== undefined ? notes.ref(c.note ?? '') : undefined;
    return annotate(formatCall(c.call, 'pbn'), ref, c.nags);
  });
  const lines = [tagLine('Auction', auction.dealer), ...grid(cells)];
  const calls = auction.calls.map((c) => c.call);
  const over = calls.length >= 4 && calls.slice(-3).every((c) => c.type === 'pass');
  if (!over) lines.push('*');
  return [...lines, ...notes.tags()];
}

function playLines(record: BoardRecord): string[] {
  const play = record.play;
  const contract = record.contract;
  // Without a contract the trump suit is unknown and the seat columns cannot be laid out.
  if (!play || !contract || contract === 'passed out') return [];
  const notes = noteNumberer();
  const rows = columnsFromTricks(play.tricks, play.leader, contract.strain);
  const offsets = rows.map((row, t) => {
    const first = play.tricks[t]?.[0];
    return first === undefined ? 0 : row.indexOf(first);
  });
  const cells = rows.flatMap((row, t) =>
    row.map((card, column) => {
      if (card === null) return '-';
      const index = (column - (offsets[t] ?? 0) + 4) % 4;
      const a = play.annotations?.find((x) => x.trick === t && x.index === index);
      const ref = a?.note !== undefined ? notes.ref(a.note) : undefined;
      return annotate(card, ref, a?.nags);
    }),
  );
  const lines = [tagLine('Play', play.leader), ...grid(cells)];
  const complete = play.tricks.filter((t) => t.length === 4).length;
  if (record.claim !== undefined && complete < 13) lines.push('*');
  return [...lines, ...notes.tags()];
}
