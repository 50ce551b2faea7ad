import type { Contract } from '../bridge/contract.js';
import { type Seat, type Side, sideOf } from '../cards/types.js';
import {
  contractTrickScore,
  insultBonus,
  overtrickValue,
  slamBonus,
  undertrickPenalty,
} from './duplicate.js';

/** What a line on a score sheet is for. */
export type BridgeScoreItemKind =
  | 'tricks'
  | 'overtricks'
  | 'insult'
  | 'slam'
  | 'undertricks'
  | 'game'
  | 'partScore'
  | 'honours'
  | 'rubber'
  | 'unfinishedGame'
  | 'unfinishedPartScore';

/** Points written for one side on a score sheet. */
export interface BridgeScoreItem {
  readonly side: Side;
  readonly kind: BridgeScoreItemKind;
  readonly points: number;
}

/** The opponents of a side. */
export function otherSide(side: Side): Side {
  return side === 'NS' ? 'EW' : 'NS';
}

/**
 * The items every form of bridge scores alike for a played contract: trick score, overtricks,
 * insult and slam if it made, the undertrick penalty if it failed. Game and part-score premiums
 * differ between duplicate, rubber and Chicago, so the caller adds them.
 */
export function contractItems(
  contract: Contract,
  declarer: Seat,
  vulnerable: boolean,
  tricks: number,
): BridgeScoreItem[] {
  const side = sideOf(declarer);
  const needed = contract.level + 6;
  if (tricks < needed) {
    return [
      {
        side: otherSide(side),
        kind: 'undertricks',
        points: undertrickPenalty(needed - tricks, contract.risk, vulnerable),
      },
    ];
  }
  const items: BridgeScoreItem[] = [
    { side, kind: 'tricks', points: contractTrickScore(contract) },
    { side, kind: 'overtricks', points: (tricks - needed) * overtrickValue(contract, vulnerable) },
    { side, kind: 'insult', points: insultBonus(contract.risk) },
    { side, kind: 'slam', points: slamBonus(contract, vulnerable) },
  ];
  return items.filter((item) => item.points > 0);
}

/** Sum of the items for one side. */
export function sideTotal(items: readonly BridgeScoreItem[], side: Side): number {
  let total = 0;
  for (const item of items) if (item.side === side) total += item.points;
  return total;
}
