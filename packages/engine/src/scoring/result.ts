import type { Contract } from '../bridge/contract.js';
import { isVulnerable, type Seat, type Side, sideOf, type Vulnerability } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { duplicateScore } from './duplicate.js';
import { checkContract, checkPoints, checkSeat, checkTricks, checkVulnerability } from './input.js';

/** A deal that was bid and played: the final contract, its declarer and the tricks declarer's side took. */
export interface ContractResult {
  readonly contract: Contract;
  readonly declarer: Seat;
  readonly tricks: number;
}

/** A deal on which all four players passed. */
export interface PassedOutResult {
  readonly passedOut: true;
}

/** The outcome of one deal at one table. */
export type TableResult = ContractResult | PassedOutResult;

/** Both ways of looking at one duplicate result: the declaring side's points and North-South's. */
export interface DuplicateResultScore {
  /** The declaring side's points (0 when passed out). */
  readonly score: number;
  /** North-South's points. */
  readonly ns: number;
}

/** True for a pass-out, false for a played contract. */
export function isPassedOutResult(result: TableResult): result is PassedOutResult {
  return typeof result === 'object' && result !== null && 'passedOut' in result && result.passedOut === true;
}

/** Duplicate points of a result for one side: the declaring side's score, negated for the defenders. */
export function scoreForSide(
  side: Side,
  contract: Contract,
  declarer: Seat,
  vul: Vulnerability,
  tricks: number,
): number {
  const score = duplicateScore(contract, isVulnerable(vul, declarer), tricks);
  // `0 - x` rather than `-x` so that a zero never turns into -0.
  return sideOf(declarer) === side ? score : 0 - score;
}

/** North-South's duplicate points for a result (4HX by S, 8 tricks, NS vul → -500; 3NT by E, 10 tricks, All → -630). */
export function nsScore(contract: Contract, declarer: Seat, vul: Vulnerability, tricks: number): number {
  return scoreForSide('NS', contract, declarer, vul, tricks);
}

/** Checks a result and scores it as a duplicate board: a passed-out board is 0 to both sides (L22A2). */
export function scoreDuplicateResult(result: TableResult, vul: Vulnerability): Result<DuplicateResultScore> {
  const v = checkTableResult(result);
  if (!v.ok) return v;
  const vulnerability = checkVulnerability(vul);
  if (!vulnerability.ok) return vulnerability;
  if (isPassedOutResult(result)) return ok({ score: 0, ns: 0 });
  const score = duplicateScore(result.contract, isVulnerable(vul, result.declarer), result.tricks);
  return ok({ score, ns: sideOf(result.declarer) === 'NS' ? score : 0 - score });
}

/** Checks the shape of a deal result: contract, declarer and tricks in range, or a pass-out. */
export function checkTableResult(result: TableResult): Result<TableResult> {
  if (isPassedOutResult(result)) return ok(result);
  const played = (result ?? {}) as Partial<ContractResult>;
  const contract = checkContract(played.contract as Contract);
  if (!contract.ok) return contract;
  const declarer = checkSeat(played.declarer as Seat);
  if (!declarer.ok) return declarer;
  const tricks = checkTricks(played.tricks as number);
  if (!tricks.ok) return tricks;
  return ok(result);
}

/** A table's outcome on a duplicate board: North-South's points as a number, or the deal itself. */
export type TableScore = number | TableResult;

/** North-South's points for a table entry; a played deal needs the board's vulnerability. */
export function tableScoreNs(entry: TableScore, vul: Vulnerability | undefined): Result<number> {
  if (typeof entry === 'number') return checkPoints(entry, 'a score', 'ein Ergebnis');
  if (isPassedOutResult(entry)) return ok(0);
  if (vul === undefined) {
    return fail(
      'BAD_VULNERABILITY',
      "a played contract can only be scored with the board's vulnerability",
      'ein gespielter Kontrakt lässt sich nur mit der Gefahrenlage des Boards abrechnen',
    );
  }
  const scored = scoreDuplicateResult(entry, vul);
  return scored.ok ? ok(scored.value.ns) : scored;
}
