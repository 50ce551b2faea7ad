import { fail, ok, type Result } from '../errors.js';

// Bid Whist has no governing body (rules.md 5): a table plays by a rules object. Defaults follow
// Whist Palast (seed 003) wherever it speaks and pagat elsewhere; every Whist Palast house rule
// and the pagat variants of the spec's catalogue (5.8) are options here.

/**
 * The rules a table plays by. Names follow the catalogue in rules.md 5.8; `DEFAULT_WHIST_RULES`
 * holds the base game of Whist Palast.
 */
export interface BidWhistRules {
  /** "Spielmacher beginnt": declarer leads to the first trick instead of dealer's left. */
  readonly declarerLeads: boolean;
  /** "Narrenfreiheit": in no trump a joker may be played at any turn, even when able to follow. */
  readonly noTrumpJokersFree: boolean;
  /** "Klein schlägt Groß": at the same number downtown beats uptown (U < D < NT). */
  readonly downtownBeatsUptown: boolean;
  /** "Ohne Joker": 52 cards, the kitty two cards smaller. */
  readonly noJokers: boolean;
  /** "Einfach OT": no trump results are not doubled. */
  readonly singleNoTrump: boolean;
  /** "Kleiner Stock": the kitty four cards smaller, 13 cards each, the discard is no book. */
  readonly smallKitty: boolean;
  /** "Stock zeigen": the kitty is shown to everyone before declarer picks it up. */
  readonly showKitty: boolean;
  /** The lowest bid: 3 (default) or 4 (pagat variant). */
  readonly minBid: 3 | 4;
  /** When the first three pass: the dealer must bid (default) or the cards are dealt again. */
  readonly allPass: 'dealerForced' | 'redeal';
  /** The dealer may take the contract by equalling the high bid. */
  readonly dealerMayMatch: boolean;
  /** In downtown the ace is the highest card (default) or the lowest ("aces bad"). */
  readonly downtownAce: 'high' | 'low';
  /** A made contract scores every book over six (default) or the bid only. */
  readonly madeScore: 'booksOverSix' | 'bidOnly';
  /** The defenders score their books over six (Whist Palast, default) or nothing (pagat). */
  readonly defendersScore: boolean;
  /** The game ends when a side reaches +target or falls to -target. */
  readonly target: number;
  /** The game ends after this many hands as well (null: no limit). */
  readonly rounds: number | null;
  /** Who gets the discard as a book: the declaring side (default) or the winner of the first trick. */
  readonly discardOwner: 'declarer' | 'firstTrickWinner';
  /** All thirteen books: no special score (default), the score doubled, or the game won. */
  readonly bostonBonus: 'none' | 'double' | 'winsGame';
}

/** The base game of Whist Palast (seed 003) with pagat's choices where the seed is silent. */
export const DEFAULT_WHIST_RULES: BidWhistRules = Object.freeze({
  declarerLeads: false,
  noTrumpJokersFree: false,
  downtownBeatsUptown: false,
  noJokers: false,
  singleNoTrump: false,
  smallKitty: false,
  showKitty: false,
  minBid: 3,
  allPass: 'dealerForced',
  dealerMayMatch: false,
  downtownAce: 'high',
  madeScore: 'booksOverSix',
  defendersScore: true,
  target: 7,
  rounds: null,
  discardOwner: 'declarer',
  bostonBonus: 'none',
});

/** The option names, for checking input and listing them in help texts. */
export const WHIST_OPTION_NAMES: readonly (keyof BidWhistRules)[] = Object.freeze(
  Object.keys(DEFAULT_WHIST_RULES) as (keyof BidWhistRules)[],
);

const CHOICES: Partial<Record<keyof BidWhistRules, readonly unknown[]>> = {
  minBid: [3, 4],
  allPass: ['dealerForced', 'redeal'],
  downtownAce: ['high', 'low'],
  madeScore: ['booksOverSix', 'bidOnly'],
  discardOwner: ['declarer', 'firstTrickWinner'],
  bostonBonus: ['none', 'double', 'winsGame'],
};

/** The values allowed for the options that are choices (the others are yes/no, `target` and `rounds`), for forms. */
export const WHIST_OPTION_CHOICES: Readonly<Partial<Record<keyof BidWhistRules, readonly unknown[]>>> =
  CHOICES;

function badOption(name: string, why: string, whyDe: string): Result<never> {
  return fail(
    'BAD_WHIST_OPTION',
    `Bid Whist option "${name}": ${why}`,
    `Bid-Whist-Option "${name}": ${whyDe}`,
  );
}

/**
 * Checks house rules given as a partial object (from JSON, a form or the command line) and fills
 * the rest from the defaults. BAD_WHIST_OPTION names the first unknown option or bad value.
 */
export function whistRules(options: unknown = {}): Result<BidWhistRules> {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    return fail(
      'BAD_WHIST_OPTION',
      'Bid Whist options must be an object such as {"singleNoTrump": true}',
      'Bid-Whist-Optionen müssen ein Objekt sein, z. B. {"singleNoTrump": true}',
    );
  }
  const rules: Record<string, unknown> = { ...DEFAULT_WHIST_RULES };
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (!(WHIST_OPTION_NAMES as readonly string[]).includes(name)) {
      return badOption(
        name,
        `no such option (${WHIST_OPTION_NAMES.join(', ')})`,
        `diese Option gibt es nicht (${WHIST_OPTION_NAMES.join(', ')})`,
      );
    }
    const key = name as keyof BidWhistRules;
    const choices = CHOICES[key];
    if (choices !== undefined) {
      if (!choices.includes(value)) {
        const list = choices.map((c) => JSON.stringify(c)).join(', ');
        return badOption(name, `must be one of ${list}`, `muss eins von ${list} sein`);
      }
    } else if (key === 'target') {
      if (!(Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 100)) {
        return badOption(
          name,
          'must be a whole number from 1 to 100',
          'muss eine ganze Zahl von 1 bis 100 sein',
        );
      }
    } else if (key === 'rounds') {
      if (
        !(value === null || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 1000))
      ) {
        return badOption(
          name,
          'must be null or a whole number from 1 to 1000',
          'muss null oder eine ganze Zahl von 1 bis 1000 sein',
        );
      }
    } else if (typeof value !== 'boolean') {
      return badOption(name, 'must be true or false', 'muss true oder false sein');
    }
    rules[key] = value;
  }
  return ok(Object.freeze(rules) as unknown as BidWhistRules);
}

/** How the pack is split under the rules: cards per hand, kitty size, and whether the discard is a book. */
export interface WhistLayout {
  readonly packSize: 52 | 54;
  readonly handSize: 12 | 13;
  readonly kittySize: number;
  /** The tricks played: one per card in a hand. */
  readonly tricks: number;
  /** True when the discard counts as a book (so there are always 13 books). */
  readonly discardIsBook: boolean;
}

/** The split of the pack: 12 + kitty 6 (4 without jokers); the small kitty gives 13 each and 2 (or no) kitty cards. */
export function whistLayout(rules: BidWhistRules): WhistLayout {
  const packSize = rules.noJokers ? 52 : 54;
  const kittySize = (rules.noJokers ? 4 : 6) - (rules.smallKitty ? 4 : 0);
  const handSize = (packSize - kittySize) / 4 === 13 ? 13 : 12;
  return {
    packSize,
    handSize,
    kittySize,
    tricks: handSize,
    discardIsBook: !rules.smallKitty && kittySize > 0,
  };
}
