import {
  type Card,
  type Hand,
  type Rank,
  rankOf,
  rankValue,
  type Strain,
  SUITS,
  type Suit,
  suitOf,
} from '@tenace/engine';

// Opening leads by seed 004's rules ("Ausspiel"): lead partner's suit; otherwise build tricks
// from a sequence (top of it); avoid the suits the declaring side has bid; against a suit
// contract never lead an ace without its king, nor away from it. The card within a suit follows
// the common conventions (top of a sequence, fourth best from length with an honour, top of a
// doubleton, low from three to an honour, top of nothing). The rules give the candidates; the
// robot chooses among them by simulation.

/** Why a lead is a candidate; the order is the order of preference when simulation ties. */
export type LeadRule =
  | 'partner'
  | 'sequence'
  | 'fourth-best'
  | 'doubleton'
  | 'singleton'
  | 'low-from-honour'
  | 'top-of-nothing';

const PREFERENCE: readonly LeadRule[] = [
  'partner',
  'sequence',
  'fourth-best',
  'singleton',
  'doubleton',
  'low-from-honour',
  'top-of-nothing',
];

/** One candidate opening lead: the card the rules pick in its suit and the rule that picked it. */
export interface LeadCandidate {
  readonly card: Card;
  readonly rule: LeadRule;
  /** Lower is preferred (partner's suit first), used only between leads simulation cannot tell apart. */
  readonly preference: number;
}

/** What the auction shows: suits partner bid and suits the declaring side bid. */
export interface LeadContext {
  readonly strain: Strain;
  readonly partnerSuits: readonly Suit[];
  readonly declarerSuits: readonly Suit[];
  /**
   * Every suit is a candidate; the suits the rules avoid come after the others in the order of
   * preference.
   */
  readonly everySuit?: boolean;
}

const value = (card: Card) => rankValue(rankOf(card) as Rank);

/** The card the conventions lead from `cards` (one suit, any order) and the rule behind it. */
export function leadFromSuit(cards: readonly Card[], notrump: boolean): { card: Card; rule: LeadRule } {
  const c = [...cards].sort((a, b) => value(b) - value(a));
  const top = c[0] as Card;
  if (c.length === 1) return { card: top, rule: 'singleton' };
  const v = c.map(value);
  const touching = (i: number) => v[i + 1] !== undefined && (v[i] as number) - (v[i + 1] as number) === 1;
  // Against a suit two touching honours are a sequence; against no trump it takes three cards,
  // or two touching and a gap of one (K-Q-10, Q-J-9).
  const isSequence =
    (v[0] as number) >= 10 &&
    touching(0) &&
    (!notrump || touching(1) || (v[2] !== undefined && (v[1] as number) - v[2] === 2));
  if (isSequence) return { card: top, rule: 'sequence' };
  if (c.length === 2) return { card: top, rule: 'doubleton' };
  const honour = (v[0] as number) >= 11;
  if (c.length >= 4 && (honour || notrump)) return { card: c[3] as Card, rule: 'fourth-best' };
  if (honour) return { card: c[c.length - 1] as Card, rule: 'low-from-honour' };
  return { card: top, rule: 'top-of-nothing' };
}

/**
 * The candidate opening leads from `hand`: one card per suit the rules allow, partner's suit
 * always among them. When the rules leave nothing (every suit bid by the declaring side or
 * headed by a bare ace), or with `everySuit`, every suit is a candidate with its conventional
 * card.
 */
export function openingLeadCandidates(hand: Hand, context: LeadContext): LeadCandidate[] {
  const notrump = context.strain === 'NT';
  const all: (LeadCandidate & { allowed: boolean })[] = [];
  for (const suit of SUITS) {
    const cards = hand.filter((card) => suitOf(card) === suit);
    if (cards.length === 0) continue;
    const partner = context.partnerSuits.includes(suit);
    const { card, rule } = leadFromSuit(cards, notrump);
    const ranks = cards.map((c) => rankOf(c));
    const bareAce = !notrump && ranks.includes('A') && !ranks.includes('K');
    const theirs = context.declarerSuits.includes(suit) || suit === context.strain;
    const finalRule: LeadRule = partner ? 'partner' : rule;
    all.push({
      card,
      rule: finalRule,
      preference: PREFERENCE.indexOf(finalRule),
      allowed: partner || (!bareAce && !theirs),
    });
  }
  if (context.everySuit === true) {
    return all.map(({ card, rule, preference, allowed }) => ({
      card,
      rule,
      preference: allowed ? preference : preference + PREFERENCE.length,
    }));
  }
  const allowed = all.filter((c) => c.allowed);
  return (allowed.length > 0 ? allowed : all).map(({ card, rule, preference }) => ({
    card,
    rule,
    preference,
  }));
}
