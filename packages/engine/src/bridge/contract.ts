import { SEATS, type Seat, type Strain } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { formatCall, type Level, parseCall } from './call.js';

/** Doubling state of a contract: undoubled, doubled (X) or redoubled (XX). */
export type Risk = '' | 'X' | 'XX';

/** A final contract. `declarer` is absent where it does not matter (e.g. scoring by side). */
export interface Contract {
  readonly level: Level;
  readonly strain: Strain;
  readonly risk: Risk;
}

export interface ContractWithDeclarer extends Contract {
  readonly declarer: Seat;
}

/** Writes a contract like '4HX', '3NT', '7SXX' (symbols: '4♥X'). */
export function formatContract(contract: Contract, style: 'letters' | 'symbols' = 'letters'): string {
  return `${formatCall({ type: 'bid', level: contract.level, strain: contract.strain }, style)}${contract.risk}`;
}

/**
 * Reads a contract: '4HX', '3NT', '3N', '1♠', '7NTXX', '4SDbl', optionally with the declarer
 * at the end ('4HX S' or '4HXS' is not accepted: use a space).
 */
export function parseContract(text: string): Result<Contract> {
  const m = /^\s*([1-7]\s*(?:NT|N|SA|[CDHS♣♦♥♠]))\s*(XX|X|RDBL|REDOUBLED|DBL|DOUBLED|R|D)?\s*$/i.exec(text);
  if (m) {
    const call = parseCall(m[1] as string);
    if (call.ok && call.value.type === 'bid') {
      const r = (m[2] ?? '').toUpperCase();
      const risk: Risk =
        r === '' ? '' : r === 'X' || r === 'D' || r.startsWith('DBL') || r === 'DOUBLED' ? 'X' : 'XX';
      return ok({ level: call.value.level, strain: call.value.strain, risk });
    }
  }
  return fail(
    'BAD_CONTRACT',
    `"${text}" is not a contract (write it like 3NT, 4HX or 6SXX)`,
    `"${text}" ist kein Kontrakt (Schreibweise z. B. 3NT, 4HX oder 6SXX)`,
  );
}

export function parseSeat(text: string): Result<Seat> {
  const t = text.trim().toUpperCase();
  const seat = (SEATS as readonly string[]).includes(t)
    ? (t as Seat)
    : (
        {
          NORTH: 'N',
          EAST: 'E',
          SOUTH: 'S',
          WEST: 'W',
          NORD: 'N',
          OST: 'E',
          O: 'E',
          SÜD: 'S',
          SUED: 'S',
        } as Record<string, Seat>
      )[t];
  if (seat) return ok(seat);
  return fail(
    'BAD_SEAT',
    `"${text}" is not a seat (N, E, S or W)`,
    `"${text}" ist kein Sitz (N, O, S oder W)`,
  );
}
