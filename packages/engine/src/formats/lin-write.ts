import { type Call, formatCall } from '../bridge/call.js';
import { type Hand, SUITS, sortCards, suitOf } from '../cards/types.js';
import { LIN_SEATS } from './lin-read.js';
import { type BoardRecord, recordTagValue } from './record.js';

const SV = { None: 'o', NS: 'n', EW: 'e', All: 'b' } as const;

// LIN has no escape for its separators, so they cannot stand inside a value.
function clean(text: string, extra = ''): string {
  return text.replace(new RegExp(`[|\\n\\r${extra}]`, 'g'), ' ');
}

function linHand(hand: Hand): string {
  if (hand.length === 0) return '';
  const sorted = sortCards(hand);
  return SUITS.map(
    (s) =>
      s +
      sorted
        .filter((c) => suitOf(c) === s)
        .map((c) => c[1])
        .join(''),
  ).join('');
}

function linCall(call: Call): string {
  if (call.type === 'pass') return 'p';
  if (call.type === 'double') return 'd';
  if (call.type === 'redouble') return 'r';
  return formatCall(call).replace('NT', 'N');
}

/**
 * Writes one board record as a BBO LIN line: qx (from a Room tag), pn, md, ah, sv, the calls
 * (alerts as `!`, explanations as `an`), the cards trick by trick and a claim as `mc`.
 */
export function writeLin(record: BoardRecord): string {
  const parts: string[] = [];
  const room = recordTagValue(record, 'Room');
  if (room && record.board !== undefined) parts.push(`qx|${room === 'Closed' ? 'c' : 'o'}${record.board}|`);
  // Always written: in a file a board without pn would take the names of the board before.
  parts.push(`pn|${LIN_SEATS.map((s) => clean(record.players?.[s] ?? '', ',')).join(',')}|`);
  parts.push('st||');
  const dealer = LIN_SEATS.indexOf(record.dealer) + 1;
  parts.push(`md|${dealer}${LIN_SEATS.map((s) => linHand(record.deal[s])).join(',')}|`);
  parts.push('rh||');
  if (record.board !== undefined) parts.push(`ah|Board ${record.board}|`);
  parts.push(`sv|${SV[record.vulnerability]}|`);
  for (const c of record.auction?.calls ?? []) {
    parts.push(`mb|${linCall(c.call)}${c.alert ? '!' : ''}|`);
    if (c.note !== undefined) parts.push(`an|${clean(c.note)}|`);
  }
  const tricks = record.play?.tricks ?? [];
  if (tricks.length > 0) parts.push('pg||');
  for (const trick of tricks) {
    for (const card of trick) parts.push(`pc|${card}|`);
    if (trick.length === 4) parts.push('pg||');
  }
  if (record.claim !== undefined) parts.push(`mc|${record.claim}|`);
  for (const comment of record.comments ?? []) parts.push(`nt|${clean(comment)}|`);
  return parts.join('');
}
