import {
  addRubberDeal,
  type HonoursClaim,
  parseContract,
  type RubberDeal,
  type RubberState,
  type Side,
  startRubber,
} from '@tenace/engine';
import type { ScoreLine } from '@tenace/server/protocol';

// The table server sends a session's score as lines per deal (points, percent or IMPs for each
// side). A rubber sheet is drawn with the line: trick points below, the rest above, a line under
// each game. The engine writes that sheet from the deals' results, so the client replays the
// lines through it; honours, which the lines do not name, show up as the 100 or 150 points the
// server counted on top of what the contract alone scores.

/** The rubbers of a rubber-bridge table: the finished ones and the one in play (last). */
export interface Rubbers {
  readonly rubbers: readonly RubberState[];
  /** Lines that could not be read (should be none; kept visible rather than dropped). */
  readonly unread: readonly ScoreLine[];
}

function written(state: RubberState, from: number): Record<Side, number> {
  const sums: Record<Side, number> = { NS: 0, EW: 0 };
  for (const e of state.entries.slice(from)) sums[e.side] += e.points;
  return sums;
}

function dealOf(line: ScoreLine): RubberDeal | null {
  if (line.contract === null || line.declarer === null || line.tricks === null) return { passedOut: true };
  const contract = parseContract(line.contract);
  if (!contract.ok) return null;
  return { contract: contract.value, declarer: line.declarer, tricks: line.tricks };
}

/** Replays a rubber table's score lines into engine rubbers, one after another. */
export function rubbersFromLines(lines: readonly ScoreLine[]): Rubbers {
  const first = startRubber();
  if (!first.ok) return { rubbers: [], unread: [...lines] };
  const rubbers: RubberState[] = [];
  const unread: ScoreLine[] = [];
  let current = first.value;
  for (const line of lines) {
    if (current.status !== 'playing') {
      rubbers.push(current);
      current = first.value;
    }
    const deal = dealOf(line);
    if (deal === null) {
      unread.push(line);
      continue;
    }
    const before = current.entries.length;
    const plain = addRubberDeal(current, deal);
    if (!plain.ok) {
      unread.push(line);
      continue;
    }
    let next = plain.value;
    if (!('passedOut' in deal)) {
      const sums = written(next, before);
      const extraNs = line.ns - sums.NS;
      const extraEw = line.ew - sums.EW;
      const honours: HonoursClaim | null =
        extraNs === 100 || extraNs === 150
          ? { side: 'NS', points: extraNs }
          : extraEw === 100 || extraEw === 150
            ? { side: 'EW', points: extraEw }
            : null;
      if (honours !== null) {
        const withHonours = addRubberDeal(current, { ...deal, honours });
        if (withHonours.ok) next = withHonours.value;
      }
    }
    current = next;
  }
  rubbers.push(current);
  return { rubbers, unread };
}
