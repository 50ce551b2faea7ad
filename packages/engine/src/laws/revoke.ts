import type { PlayedTrick } from '../bridge/play.js';
import type { Seat, Side } from '../cards/types.js';
import { sideOf } from '../cards/types.js';
import type { Revoke } from './types.js';

// Tricks transferred after an established revoke (L64, spec §2.5), computed at the end of play
// from the tricks as played. Pure arithmetic over the record: the tricks themselves are never
// rewritten, the result carries the adjustment.

/** Why a revoke did (or did not) cost tricks. */
export type RevokeOutcome =
  /** L64A1: the offender won the revoke trick: it and one more later trick of his side. */
  | 'A1'
  /** L64A2: his side won the revoke trick or a later one: one trick. */
  | 'A2'
  /** L64B1: the offending side won neither the revoke trick nor any later trick. */
  | 'B1'
  /** L64B2: a later revoke in the same suit by the same player. */
  | 'B2'
  /** L64B3: the card not played lay face up (dummy's hand, a penalty card). */
  | 'B3'
  /** L64B6: a revoke on the 12th trick (corrected under L62D instead). */
  | 'B6'
  /** L64B7: both sides revoked on this board. */
  | 'B7'
  /** Corrected before it was established (L62): nothing to transfer. */
  | 'corrected'
  /** Reduced: a side never gives more tricks than it won from its first revoke trick on. */
  | 'capped';

/** One revoke's ruling: tricks transferred to the non-offending side, and why. */
export interface RevokeRuling {
  readonly revoke: Revoke;
  readonly tricks: number;
  readonly outcome: RevokeOutcome;
}

/**
 * The L64 rulings for every revoke of a finished board. `claimed` gives, per side, tricks that an
 * agreed claim awarded after the last trick played (they count as tricks won later). The total
 * taken from a side never exceeds the tricks it won from its first revoke trick on.
 */
export function revokeRulings(
  tricks: readonly PlayedTrick[],
  revokes: readonly Revoke[],
  claimed: Readonly<Record<Side, number>> = { NS: 0, EW: 0 },
): RevokeRuling[] {
  const live = revokes.filter((r) => !r.corrected);
  const sides = new Set(live.map((r) => sideOf(r.seat)));
  // Every earlier revoke left standing counts for B2, also one that itself transferred nothing.
  const earlier: Revoke[] = [];
  const rulings: RevokeRuling[] = [];
  for (const r of revokes) {
    if (r.corrected) {
      rulings.push({ revoke: r, tricks: 0, outcome: 'corrected' });
      continue;
    }
    const outcome = exception(r, earlier, sides.size > 1);
    earlier.push(r);
    if (outcome !== null) {
      rulings.push({ revoke: r, tricks: 0, outcome });
      continue;
    }
    const side = sideOf(r.seat);
    const revokeTrick = tricks[r.trick];
    const wonLater = tricks.slice(r.trick + 1).some((t) => sideOf(t.winner) === side) || claimed[side] > 0;
    if (revokeTrick !== undefined && revokeTrick.winner === r.seat) {
      rulings.push({ revoke: r, tricks: 1 + (wonLater ? 1 : 0), outcome: 'A1' });
    } else if ((revokeTrick !== undefined && sideOf(revokeTrick.winner) === side) || wonLater) {
      rulings.push({ revoke: r, tricks: 1, outcome: 'A2' });
    } else {
      rulings.push({ revoke: r, tricks: 0, outcome: 'B1' });
    }
  }
  return capRulings(tricks, rulings, claimed);
}

function exception(r: Revoke, earlier: readonly Revoke[], bothSides: boolean): RevokeOutcome | null {
  if (r.trick === 11) return 'B6';
  if (bothSides) return 'B7';
  if (r.faced) return 'B3';
  if (earlier.some((c) => c.seat === r.seat && c.suit === r.suit)) return 'B2';
  return null;
}

/** Caps each side's total at the tricks it won from its first revoke trick on (later rulings give way). */
function capRulings(
  tricks: readonly PlayedTrick[],
  rulings: RevokeRuling[],
  claimed: Readonly<Record<Side, number>>,
): RevokeRuling[] {
  const out: RevokeRuling[] = [];
  const used: Record<Side, number> = { NS: 0, EW: 0 };
  for (const ruling of rulings) {
    if (ruling.tricks === 0) {
      out.push(ruling);
      continue;
    }
    const side = sideOf(ruling.revoke.seat);
    const first = Math.min(
      ...rulings.filter((x) => x.tricks > 0 && sideOf(x.revoke.seat) === side).map((x) => x.revoke.trick),
    );
    const available =
      tricks.slice(first).filter((t) => sideOf(t.winner) === side).length + claimed[side] - used[side];
    const n = Math.max(0, Math.min(ruling.tricks, available));
    used[side] += n;
    out.push(n === ruling.tricks ? ruling : { ...ruling, tricks: n, outcome: 'capped' });
  }
  return out;
}

/** The change to declarer's tricks from the rulings: minus what his side gives, plus what the defenders give. */
export function declarerTransfer(rulings: readonly RevokeRuling[], declarer: Seat): number {
  let delta = 0;
  for (const r of rulings) delta += sideOf(r.revoke.seat) === sideOf(declarer) ? -r.tricks : r.tricks;
  return delta;
}
