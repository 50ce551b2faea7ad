import { SEATS, type Seat, type Vulnerability } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';

/** What a board number decides at a duplicate table (L2). */
export interface BoardInfo {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
}

/*
 * Within a set of 16 the dealer turns clockwise from North on every board, while the
 * vulnerability cycle None, NS, EW, All is shifted one step after every four boards, so that in
 * 16 boards each seat deals each vulnerability once (rules.md §3.6).
 */
const VULNERABILITY_CYCLE: readonly Vulnerability[] = ['None', 'NS', 'EW', 'All'];

/** Dealer and vulnerability of any board 1, 2, 3, … (they repeat every 16); BAD_BOARD_NUMBER otherwise. */
export function boardInfo(board: number): Result<BoardInfo> {
  if (!Number.isSafeInteger(board) || board < 1) {
    return fail(
      'BAD_BOARD_NUMBER',
      `${board} is not a board number (1, 2, 3, …)`,
      `${board} ist keine Boardnummer (1, 2, 3, …)`,
    );
  }
  const i = (board - 1) % 16;
  return ok({
    board,
    dealer: SEATS[i % 4] as Seat,
    vulnerability: VULNERABILITY_CYCLE[(i + Math.floor(i / 4)) % 4] as Vulnerability,
  });
}
