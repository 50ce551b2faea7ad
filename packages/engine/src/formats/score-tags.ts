import { formatContract, parseContract } from '../bridge/contract.js';
import { type Seat, type Side, sideOf } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import type { ParContractEntry, RecordScore, RecordScorePart } from './record.js';

function badValue<T>(tag: string, text: string, en: string, de: string): Result<T> {
  return fail('PBN_BAD_VALUE', `${tag} "${text}": ${en}`, `${tag} "${text}": ${de}`);
}

/**
 * Reads a Score-like tag value (Score, OptimumScore): "620" (declarer), "NS 620", "EW -100",
 * or both sides ("NS 620 EW -620"), PBN 4.2.1.
 */
export function parseScoreTag(text: string): Result<RecordScore> {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const parts: RecordScorePart[] = [];
  const isPoints = (w: string | undefined): w is string => w !== undefined && /^[+-]?\d+$/.test(w);
  if (words.length === 1 && isPoints(words[0])) return ok([{ points: Number(words[0]) }]);
  for (let i = 0; i < words.length; i += 2) {
    const side = words[i]?.toUpperCase();
    const points = words[i + 1];
    if ((side !== 'NS' && side !== 'EW') || !isPoints(points)) {
      return badValue(
        'Score',
        text,
        'write points, or NS/EW followed by points (e.g. "NS 620")',
        'Punkte oder NS/EW mit Punkten angeben (z. B. "NS 620")',
      );
    }
    parts.push({ side, points: Number(points) });
  }
  if (parts.length === 0 || parts.length > 2 || (parts.length === 2 && parts[0]?.side === parts[1]?.side)) {
    return badValue('Score', text, 'give one or two sides', 'eine oder zwei Seiten angeben');
  }
  return ok(parts);
}

/** Writes a Score-like tag value: "NS 620", "EW -100 NS 100" or "620". */
export function formatScoreTag(score: RecordScore): string {
  return score.map((p) => (p.side ? `${p.side} ${p.points}` : `${p.points}`)).join(' ');
}

/**
 * Reads a Result tag value as declarer's tricks: "9", "NS 9", "EW 4", "NS 9 EW 4", with an
 * optional "^" (result agreed by mistake, PBN 3.4.15). A side's count is turned into declarer's
 * tricks with 13 - n when the side defended. Empty or "?" give undefined.
 */
export function parseResultTag(text: string, declarer: Seat | undefined): Result<number | undefined> {
  const t = text.trim().replace(/^\^/, '');
  if (t === '' || t === '?') return ok(undefined);
  const bad = () =>
    badValue<number | undefined>(
      'Result',
      text,
      'write the tricks 0..13, or NS/EW followed by tricks',
      'Stiche 0..13 oder NS/EW mit Stichen angeben',
    );
  const score = parseScoreTag(t);
  if (!score.ok) return bad();
  if (score.value.some((p) => p.points < 0 || p.points > 13)) return bad();
  const plain = score.value.find((p) => p.side === undefined);
  if (plain) return ok(plain.points);
  if (!declarer) return ok(undefined);
  const own = score.value.find((p) => p.side === sideOf(declarer));
  if (own) return ok(own.points);
  const other = score.value[0] as RecordScorePart;
  return ok(13 - other.points);
}

/**
 * Reads a ParContract value: entries like "NS 4S", "EW 5DX", "W 3NT+1", "E 4HX-2", separated by
 * ";" or ","; "Pass" (or "NS Pass") for a passed-out par gives an empty list.
 */
export function parseParContract(text: string): Result<readonly ParContractEntry[]> {
  const t = text.trim();
  if (/^((NS|EW)\s+)?pass$/i.test(t)) return ok([]);
  const entries: ParContractEntry[] = [];
  for (const item of t.split(/[;,]/)) {
    const m = /^\s*(NS|EW|N|E|S|W)\s+([1-7]\s*(?:NT|N|[CDHS])\s*(?:XX|X)?)\s*(?:([+-])\s*(\d+))?\s*$/i.exec(
      item,
    );
    const contract = m ? parseContract(m[2] as string) : undefined;
    if (!m || !contract?.ok) {
      return badValue(
        'ParContract',
        text,
        'write entries like "NS 4S", "EW 5DX" or "W 3NT+1", or "Pass"',
        'Einträge wie "NS 4S", "EW 5DX" oder "W 3NT+1" oder "Pass" angeben',
      );
    }
    const by = (m[1] as string).toUpperCase() as Side | Seat;
    const overtricks = m[3] === undefined ? 0 : (m[3] === '-' ? -1 : 1) * Number(m[4]);
    entries.push(
      overtricks === 0 ? { by, contract: contract.value } : { by, contract: contract.value, overtricks },
    );
  }
  return ok(entries);
}

/** Writes par contracts as a ParContract value: "NS 4S; EW 5DX-1", or "Pass" for none. */
export function formatParContract(entries: readonly ParContractEntry[]): string {
  if (entries.length === 0) return 'Pass';
  return entries
    .map((e) => {
      const over = e.overtricks ?? 0;
      return `${e.by} ${formatContract(e.contract)}${over > 0 ? `+${over}` : over < 0 ? `${over}` : ''}`;
    })
    .join('; ');
}
