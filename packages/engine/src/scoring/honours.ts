import {
  type Card,
  type Deal,
  type Rank,
  rankOf,
  SEATS,
  type Side,
  type Strain,
  sideOf,
  suitOf,
} from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { checkDeal, checkSide } from './input.js';
import { type ContractResult, checkTableResult, isPassedOutResult, type PassedOutResult } from './result.js';

/** Honours scored above the line for the side holding them (rubber bridge, Chicago). */
export interface HonoursClaim {
  readonly side: Side;
  readonly points: 100 | 150;
}

const TRUMP_HONOURS: readonly Rank[] = ['A', 'K', 'Q', 'J', 'T'];

function honoursInHand(hand: readonly Card[], strain: Strain): 0 | 100 | 150 {
  if (strain === 'NT') return hand.filter((c) => rankOf(c) === 'A').length === 4 ? 150 : 0;
  const held = hand.filter((c) => suitOf(c) === strain && TRUMP_HONOURS.includes(rankOf(c))).length;
  return held === 5 ? 150 : held === 4 ? 100 : 0;
}

/**
 * Honours in a deal as dealt: 100 for four of the five trump honours in one hand, 150 for all
 * five, 150 for the four aces in one hand at no trump; undefined when no hand qualifies.
 * Split honours between partners score nothing.
 */
export function honoursInDeal(deal: Deal, strain: Strain): Result<HonoursClaim | undefined> {
  const checked = checkDeal(deal);
  if (!checked.ok) return checked;
  // Two hands can never both qualify: that would take eight of five honours or eight aces.
  for (const seat of SEATS) {
    const points = honoursInHand(deal[seat], strain);
    if (points > 0) return ok({ side: sideOf(seat), points: points as 100 | 150 });
  }
  return ok(undefined);
}

/** Checks honours entered by hand: 100 or 150 in a suit contract, only 150 (four aces) at no trump. */
export function checkHonours(claim: HonoursClaim, strain: Strain): Result<HonoursClaim> {
  const side = checkSide(claim?.side);
  if (!side.ok) return side;
  const allowed = strain === 'NT' ? [150] : [100, 150];
  if (allowed.includes(claim.points)) return ok(claim);
  return fail(
    'BAD_RESULT',
    strain === 'NT'
      ? 'honours at no trump are 150 (four aces in one hand)'
      : 'honours in a suit contract are 100 (four trump honours in one hand) or 150 (all five)',
    strain === 'NT'
      ? 'Honneurs bei Sans Atout zählen 150 (vier Asse in einer Hand)'
      : 'Honneurs in einem Farbkontrakt zählen 100 (vier Trumpfhonneurs in einer Hand) oder 150 (alle fünf)',
  );
}

/** A deal at rubber bridge or Chicago: honours come from the hands (`deal`) or are entered (`honours`). */
export type RubberDeal =
  | (ContractResult & { readonly honours?: HonoursClaim; readonly deal?: Deal })
  | PassedOutResult;

/** Checks a rubber or Chicago deal result and works out its honours, if any. */
export function checkRubberDeal(
  result: RubberDeal,
): Result<{ played?: ContractResult; honours?: HonoursClaim }> {
  const checked = checkTableResult(result);
  if (!checked.ok) return checked;
  if (isPassedOutResult(result)) return ok({});
  const played: ContractResult = {
    contract: result.contract,
    declarer: result.declarer,
    tricks: result.tricks,
  };
  if (result.honours !== undefined && result.deal !== undefined) {
    return fail(
      'BAD_RESULT',
      'give either the hands or the honours, not both',
      'bitte entweder die Hände oder die Honneurs angeben, nicht beides',
    );
  }
  const honours =
    result.honours !== undefined
      ? checkHonours(result.honours, played.contract.strain)
      : result.deal !== undefined
        ? honoursInDeal(result.deal, played.contract.strain)
        : ok(undefined);
  if (!honours.ok) return honours;
  return ok(honours.value === undefined ? { played } : { played, honours: honours.value });
}
