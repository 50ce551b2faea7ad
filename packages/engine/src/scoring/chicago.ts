import { isVulnerable, type Seat, type Side, seatAfter, sideOf, type Vulnerability } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { gamePremium, PART_SCORE_PREMIUM } from './duplicate.js';
import { checkRubberDeal, type RubberDeal } from './honours.js';
import { checkSeat } from './input.js';
import { type BridgeScoreItem, contractItems, sideTotal } from './items.js';

/**
 * How Chicago deals are scored:
 * - 'A' (default, Laws of four-deal bridge): part-scores carry over toward game; the game premium
 *   follows the vulnerability of the deal that completes the game; 100 for a part-score on deal 4
 *   that does not complete a game; no other part-score premium; honours per `chicagoHonours`.
 * - 'B' (duplicate-style): each deal scored exactly like a duplicate board; no carry-over, no honours.
 * - 'C' (house rule): carry-over as in A, but 50 for every part-score that does not complete a
 *   game, deal 4 included (it replaces A's 100).
 */
export type ChicagoVariant = 'A' | 'B' | 'C';

export interface ChicagoSettings {
  readonly variant: ChicagoVariant;
  /** Deals 2 and 3: the dealer's side is vulnerable ('dealer', default) or the other side ('nonDealer'). */
  readonly chicagoVul23: 'dealer' | 'nonDealer';
  /** Who deals deal 1; the deal then passes clockwise. Default N. */
  readonly firstDealer: Seat;
  /** Score honours in variants A and C (default true); variant B never does. */
  readonly chicagoHonours: boolean;
}

export interface ChicagoDealRecord {
  /** 1 to 4; a passed-out deal and its redeal share the number. */
  readonly deal: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly result: RubberDeal;
  /** False for a passed-out deal, which the same dealer deals again. */
  readonly counted: boolean;
  readonly items: readonly BridgeScoreItem[];
}

export interface ChicagoState {
  readonly settings: ChicagoSettings;
  readonly deals: readonly ChicagoDealRecord[];
  /** Trick points toward game carried from earlier deals (always 0 in variant B). */
  readonly partScores: Readonly<Record<Side, number>>;
}

export interface ChicagoSheet {
  readonly deals: readonly ChicagoDealRecord[];
  readonly totals: Readonly<Record<Side, number>>;
  readonly partScores: Readonly<Record<Side, number>>;
  /** The next deal's number, dealer and vulnerability; absent once four deals have counted. */
  readonly next:
    | { readonly deal: number; readonly dealer: Seat; readonly vulnerability: Vulnerability }
    | undefined;
  readonly over: boolean;
  /** The side ahead; undefined when level. */
  readonly leader: Side | undefined;
  readonly margin: number;
}

/** Vulnerability of Chicago deal 1..4: none, then the dealer's side (or the other side), then both. */
export function chicagoVulnerability(
  deal: number,
  dealer: Seat,
  chicagoVul23: 'dealer' | 'nonDealer' = 'dealer',
): Vulnerability {
  if (deal <= 1) return 'None';
  if (deal >= 4) return 'All';
  const dealerSide = sideOf(dealer);
  if (chicagoVul23 === 'dealer') return dealerSide;
  return dealerSide === 'NS' ? 'EW' : 'NS';
}

/** A new four-deal round. */
export function startChicago(settings: Partial<ChicagoSettings> = {}): Result<ChicagoState> {
  const firstDealer = checkSeat(settings.firstDealer ?? 'N');
  if (!firstDealer.ok) return firstDealer;
  const variant = settings.variant ?? 'A';
  const chicagoVul23 = settings.chicagoVul23 ?? 'dealer';
  const chicagoHonours = settings.chicagoHonours ?? true;
  if (
    !['A', 'B', 'C'].includes(variant) ||
    !['dealer', 'nonDealer'].includes(chicagoVul23) ||
    typeof chicagoHonours !== 'boolean'
  ) {
    return fail(
      'BAD_INPUT',
      "Chicago settings: variant is 'A', 'B' or 'C', chicagoVul23 is 'dealer' or 'nonDealer', chicagoHonours is true or false",
      "Chicago-Einstellungen: variant ist 'A', 'B' oder 'C', chicagoVul23 ist 'dealer' oder 'nonDealer', chicagoHonours ist true oder false",
    );
  }
  return ok({
    settings: { variant, chicagoVul23, firstDealer: firstDealer.value, chicagoHonours },
    deals: [],
    partScores: { NS: 0, EW: 0 },
  });
}

function countedDeals(state: ChicagoState): number {
  return state.deals.filter((d) => d.counted).length;
}

function nextDeal(state: ChicagoState): { deal: number; dealer: Seat; vulnerability: Vulnerability } {
  const deal = countedDeals(state) + 1;
  const dealer = seatAfter(state.settings.firstDealer, deal - 1);
  return { deal, dealer, vulnerability: chicagoVulnerability(deal, dealer, state.settings.chicagoVul23) };
}

/** Scores the next deal of the round; a passed-out deal is recorded and dealt again by the same dealer. */
export function addChicagoDeal(state: ChicagoState, result: RubberDeal): Result<ChicagoState> {
  if (countedDeals(state) >= 4) {
    return fail(
      'SESSION_OVER',
      'this Chicago round is over after four deals; start a new one',
      'diese Chicago-Runde ist nach vier Spielen beendet; bitte eine neue beginnen',
    );
  }
  const checked = checkRubberDeal(result);
  if (!checked.ok) return checked;
  const { deal, dealer, vulnerability } = nextDeal(state);
  const { played, honours } = checked.value;
  if (!played) {
    const record: ChicagoDealRecord = { deal, dealer, vulnerability, result, counted: false, items: [] };
    return ok({ ...state, deals: [...state.deals, record] });
  }
  const { variant } = state.settings;
  const side = sideOf(played.declarer);
  const vulnerable = isVulnerable(vulnerability, played.declarer);
  const items = contractItems(played.contract, played.declarer, vulnerable, played.tricks);
  if (honours && variant !== 'B' && state.settings.chicagoHonours)
    items.push({ ...honours, kind: 'honours' });
  let partScores = state.partScores;
  const trickScore = items.find((item) => item.kind === 'tricks')?.points;
  if (trickScore !== undefined) {
    const towardGame = variant === 'B' ? trickScore : partScores[side] + trickScore;
    if (towardGame >= 100) {
      items.push({ side, kind: 'game', points: gamePremium(vulnerable) });
      // A game wipes out every earlier part-score of both sides.
      if (variant !== 'B') partScores = { NS: 0, EW: 0 };
    } else {
      const premium = variant === 'B' || variant === 'C' ? PART_SCORE_PREMIUM : deal === 4 ? 100 : 0;
      if (premium > 0) items.push({ side, kind: 'partScore', points: premium });
      if (variant !== 'B') partScores = { ...partScores, [side]: towardGame };
    }
  }
  const record: ChicagoDealRecord = { deal, dealer, vulnerability, result, counted: true, items };
  return ok({ ...state, deals: [...state.deals, record], partScores });
}

/** The sheet view of a Chicago round. */
export function chicagoSheet(state: ChicagoState): ChicagoSheet {
  const all = state.deals.flatMap((d) => d.items);
  const totals = { NS: sideTotal(all, 'NS'), EW: sideTotal(all, 'EW') };
  const over = countedDeals(state) >= 4;
  return {
    deals: state.deals,
    totals,
    partScores: state.partScores,
    next: over ? undefined : nextDeal(state),
    over,
    leader: totals.NS > totals.EW ? 'NS' : totals.EW > totals.NS ? 'EW' : undefined,
    margin: Math.abs(totals.NS - totals.EW),
  };
}

/** Plays a list of deals into a new Chicago round (a fold of `addChicagoDeal`). */
export function chicagoFromDeals(
  deals: readonly RubberDeal[],
  settings: Partial<ChicagoSettings> = {},
): Result<ChicagoState> {
  const start = startChicago(settings);
  if (!start.ok) return start;
  let state = start.value;
  for (const deal of deals) {
    const next = addChicagoDeal(state, deal);
    if (!next.ok) return next;
    state = next.value;
  }
  return ok(state);
}
