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
import { useLeadWeights } from './search.js';
import { bestTricks, count, loadQuestion, points } from './solve.js';

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
 * four leaders of a strain and, once the trumps are gone, by all strains (and kept from an
 * earlier question about the same deal, see `loadQuestion`).
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
  useLeadWeights('table');
  let ntNorth = 0;
  for (const [strain, trump] of ORDER) {
    loadQuestion(pos, trump);
    let guess = openingGuess(pos.holdings, trump, ntNorth);
    // Leaders N and S first (East-West declare), then E and W: partners' values are often equal.
    for (const leader of [0, 2, 1, 3]) {
      const tricks = bestTricks(leader, 13, guess);
      const declarer = SEATS[(leader + 3) & 3] as Seat;
      rows[declarer][strain] = 13 - tricks;
      if (trump === 4 && leader === 0) ntNorth = tricks;
      guess = leader >= 2 ? 13 - tricks : tricks;
    }
  }
  return ok(rows);
}

/**
 * A first estimate of North-South's tricks with North on lead, to start the strain's zero-window
 * tests near the value (each test further away costs a search): from the side's high-card points
 * and, in a suit, its no-trump value and its trump fit. Least-squares fits on DDS's list1000
 * tables (mean error 1.0 trick in no trump, 0.8 in a suit, against 2 to 3 from the strain before).
 */
function openingGuess(holdings: Int32Array, trump: number, ntNorth: number): number {
  let hcp = 0;
  for (let s = 0; s < 4; s++) hcp += points(holdings[s] as number) + points(holdings[8 + s] as number);
  if (trump === 4) return Math.round(-3 + 0.5 * hcp);
  const fit =
    count(holdings[trump] as number) +
    count(holdings[8 + trump] as number) -
    count(holdings[4 + trump] as number) -
    count(holdings[12 + trump] as number);
  return Math.round(-0.145 + 0.273 * ntNorth + 0.53 * fit + 0.247 * hcp);
}
