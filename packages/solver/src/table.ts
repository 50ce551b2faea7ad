import {
  type Deal,
  fail,
  isCompleteDeal,
  ok,
  type Result,
  SEATS,
  type Seat,
  type Strain,
} from '@tenace/engine';
import { packPosition } from './position.js';
import { bestTricks, loadPacked } from './solve.js';
import { clearTable } from './transposition.js';

/** Tricks for one declarer in each strain. */
export type DdStrainTricks = Readonly<Record<Strain, number>>;

/** A double-dummy table: tricks for each declarer in each strain, the declarer's left-hand opponent leading. */
export type DdTable = Readonly<Record<Seat, DdStrainTricks>>;

/** Strains in the order the table is solved, with the solver's trump numbers. */
const ORDER: readonly [Strain, number][] = [
  ['NT', 4],
  ['S', 0],
  ['H', 1],
  ['D', 2],
  ['C', 3],
];

/**
 * The double-dummy table of a full deal: 20 results. The transposition table is shared by the
 * four leaders of a strain and, once the trumps are gone, by all strains.
 */
export function ddTable(deal: Deal): Result<DdTable> {
  if (!isCompleteDeal(deal)) {
    return fail(
      'BAD_DEAL',
      'a table needs four hands of 13 different cards',
      'eine Tabelle braucht vier Hände mit je 13 verschiedenen Karten',
    );
  }
  const packed = packPosition({ hands: deal, leader: 'N' });
  if (!packed.ok) return packed;
  const pos = packed.value;
  const rows: Record<Seat, Record<Strain, number>> = {
    N: { C: 0, D: 0, H: 0, S: 0, NT: 0 },
    E: { C: 0, D: 0, H: 0, S: 0, NT: 0 },
    S: { C: 0, D: 0, H: 0, S: 0, NT: 0 },
    W: { C: 0, D: 0, H: 0, S: 0, NT: 0 },
  };
  clearTable();
  let guess = 7;
  for (const [strain, trump] of ORDER) {
    loadPacked(pos, trump);
    // Leaders N and S first (East-West declare), then E and W: partners' values are often equal.
    for (const leader of [0, 2, 1, 3]) {
      const tricks = bestTricks(leader, 13, guess);
      const declarer = SEATS[(leader + 3) & 3] as Seat;
      rows[declarer][strain] = 13 - tricks;
      guess = leader >= 2 ? 13 - tricks : tricks;
    }
  }
  return ok(rows);
}
