import { SEATS, type Seat, STRAINS, type Strain } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import type { DdTricks } from './record.js';

// The DoubleDummyTricks tag (an extension used by dealing and analysis programs, not in PBN 2.1
// proper) lists declarers N, S, E, W and, for each, the strains NT, S, H, D, C: one hex digit each.
const DECLARER_ORDER: readonly Seat[] = ['N', 'S', 'E', 'W'];
const STRAIN_ORDER: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

/** Reads a DoubleDummyTricks value: 20 hex digits (0..d), declarers N S E W, strains NT S H D C. */
export function parseDoubleDummyTricks(text: string): Result<DdTricks> {
  const t = text.trim();
  if (!/^[0-9a-dA-D]{20}$/.test(t)) {
    return fail(
      'PBN_BAD_VALUE',
      `"${text}" is not a double-dummy table: it needs 20 hex digits from 0 to d`,
      `"${text}" ist keine Double-Dummy-Tabelle: sie braucht 20 Hex-Ziffern von 0 bis d`,
    );
  }
  const table = emptyTable();
  for (let d = 0; d < 4; d++) {
    for (let s = 0; s < 5; s++) {
      table[DECLARER_ORDER[d] as Seat][STRAIN_ORDER[s] as Strain] = Number.parseInt(
        t[d * 5 + s] as string,
        16,
      );
    }
  }
  return ok(table);
}

/** Writes a double-dummy table as a DoubleDummyTricks value (lower-case hex). */
export function formatDoubleDummyTricks(table: DdTricks): string {
  let out = '';
  for (const seat of DECLARER_ORDER) {
    for (const strain of STRAIN_ORDER) {
      const tricks = table[seat][strain];
      if (!Number.isInteger(tricks) || tricks < 0 || tricks > 13) {
        throw new RangeError(`double-dummy tricks out of range: ${seat} ${strain} ${tricks}`);
      }
      out += tricks.toString(16);
    }
  }
  return out;
}

function emptyTable(): Record<Seat, Record<Strain, number>> {
  const row = (): Record<Strain, number> =>
    Object.fromEntries(STRAINS.map((s) => [s, 0])) as Record<Strain, number>;
  return Object.fromEntries(SEATS.map((seat) => [seat, row()])) as Record<Seat, Record<Strain, number>>;
}
