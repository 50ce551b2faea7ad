import type { Contract, Risk } from '../bridge/contract.js';
import type { Strain } from '../cards/types.js';

const MULTIPLIER: Readonly<Record<Risk, number>> = { '': 1, X: 2, XX: 4 };

/** Points for the odd tricks bid and made, doubling included (the part that counts toward game). */
export function contractTrickScore(contract: Contract): number {
  return oddTrickValue(contract.strain, contract.level) * MULTIPLIER[contract.risk];
}

/** Undoubled value of `count` odd tricks in a strain: 20 minors, 30 majors, 40 + 30 in no trump. */
export function oddTrickValue(strain: Strain, count: number): number {
  if (count <= 0) return 0;
  if (strain === 'NT') return 40 + 30 * (count - 1);
  return (strain === 'C' || strain === 'D' ? 20 : 30) * count;
}

/** Value of each overtrick: trick value undoubled; 100/200 doubled; 200/400 redoubled (L77). */
export function overtrickValue(contract: Contract, vulnerable: boolean): number {
  if (contract.risk === '') return contract.strain === 'C' || contract.strain === 'D' ? 20 : 30;
  return (vulnerable ? 200 : 100) * (contract.risk === 'XX' ? 2 : 1);
}

/** Penalty for going down `undertricks` (L77 table): the defenders' points, a positive number. */
export function undertrickPenalty(undertricks: number, risk: Risk, vulnerable: boolean): number {
  if (undertricks <= 0) return 0;
  if (risk === '') return undertricks * (vulnerable ? 100 : 50);
  let doubled = 0;
  for (let n = 1; n <= undertricks; n++) {
    if (vulnerable) doubled += n === 1 ? 200 : 300;
    else doubled += n === 1 ? 100 : n <= 3 ? 200 : 300;
  }
  return doubled * (risk === 'XX' ? 2 : 1);
}

/** Slam premium for a made contract: 500/750 small slam, 1000/1500 grand slam. */
export function slamBonus(contract: Contract, vulnerable: boolean): number {
  if (contract.level === 6) return vulnerable ? 750 : 500;
  if (contract.level === 7) return vulnerable ? 1500 : 1000;
  return 0;
}

/** Game premium for a made game contract: 300 not vulnerable, 500 vulnerable (duplicate, Chicago). */
export function gamePremium(vulnerable: boolean): number {
  return vulnerable ? 500 : 300;
}

/** The duplicate premium for a made part-score contract, whatever the vulnerability. */
export const PART_SCORE_PREMIUM = 50;

/** The 50 or 100 for making a doubled or redoubled contract. */
export function insultBonus(risk: Risk): number {
  return risk === 'X' ? 50 : risk === 'XX' ? 100 : 0;
}

/**
 * Duplicate score of one deal (L77) from the declaring side's point of view: positive when the
 * contract makes, negative (the defenders' penalty) when it fails. `tricks` is 0..13 taken by
 * declarer's side.
 */
export function duplicateScore(contract: Contract, vulnerable: boolean, tricks: number): number {
  const needed = contract.level + 6;
  if (tricks < needed) return -undertrickPenalty(needed - tricks, contract.risk, vulnerable);
  const trickScore = contractTrickScore(contract);
  const premium = trickScore >= 100 ? gamePremium(vulnerable) : PART_SCORE_PREMIUM;
  return (
    trickScore +
    premium +
    slamBonus(contract, vulnerable) +
    insultBonus(contract.risk) +
    (tricks - needed) * overtrickValue(contract, vulnerable)
  );
}
