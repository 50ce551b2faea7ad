import { fail, ok, type Result } from '@tenace/engine';
import type { Text } from './meaning.js';

/**
 * The conventions a partnership may switch on or off (issue 4's list). A rule that belongs to a
 * convention exists only while the convention is on; a rule may also ask whether another
 * convention is on (Bergen takes the jump raise, Landy takes the natural 2♣ over 1NT).
 */
export type ConventionId =
  | 'stayman'
  | 'transfers'
  | 'texas'
  | 'strong2c'
  | 'weak2'
  | 'blackwood'
  | 'rkcb1430'
  | 'gerber'
  | 'takeout'
  | 'negative'
  | 'responsive'
  | 'michaels'
  | 'unusual2nt'
  | 'landy'
  | 'jacoby2nt'
  | 'splinters'
  | 'bergen'
  | 'fsf'
  | 'nmf'
  | 'controls'
  | 'preempts'
  | 'lott'
  | 'balancing';

/** One switchable convention: its names, what it is, and the conventions it cannot live with. */
export interface Convention {
  readonly id: ConventionId;
  readonly name: Text;
  readonly description: Text;
  /** Part of SAYC as the ACBL booklet defines it (on in the default system). */
  readonly sayc: boolean;
  /** Switching this on switches these off (the same calls with another meaning). */
  readonly excludes?: readonly ConventionId[];
}

const c = (
  id: ConventionId,
  sayc: boolean,
  name: [string, string],
  description: [string, string],
  excludes?: ConventionId[],
): Convention => ({
  id,
  sayc,
  name: { en: name[0], de: name[1] },
  description: { en: description[0], de: description[1] },
  ...(excludes ? { excludes } : {}),
});

/** Every convention the robots know, in convention-card order. */
export const CONVENTIONS: readonly Convention[] = [
  c(
    'stayman',
    true,
    ['Stayman', 'Stayman'],
    [
      '2♣ over 1NT (3♣ over 2NT) asks for a four-card major',
      '2♣ auf 1SA (3♣ auf 2SA) fragt nach einer Vierer-Oberfarbe',
    ],
  ),
  c(
    'transfers',
    true,
    ['Jacoby transfers', 'Jacoby-Transfers'],
    [
      '2♦/2♥ over 1NT show five+ hearts/spades; 2♠ transfers to the minors',
      '2♦/2♥ auf 1SA zeigen fünf+ Coeur/Pik; 2♠ ist Transfer in die Unterfarben',
    ],
  ),
  c(
    'texas',
    true,
    ['Texas transfers', 'Texas-Transfers'],
    ['4♦/4♥ over 1NT transfer to 4♥/4♠', '4♦/4♥ auf 1SA sind Transfers zu 4♥/4♠'],
  ),
  c(
    'strong2c',
    true,
    ['strong 2♣', 'starkes 2♣'],
    [
      '2♣ opening: 22+ HCP or about nine tricks; 2♦ waiting',
      '2♣-Eröffnung: 22+ FP oder etwa neun Stiche; 2♦ Warteantwort',
    ],
  ),
  c(
    'weak2',
    true,
    ['weak twos', 'schwache Zweier'],
    [
      '2♦/2♥/2♠ openings: 5-11 HCP, good six-card suit; 2NT asks for a feature',
      '2♦/2♥/2♠-Eröffnungen: 5-11 FP, gute Sechserfarbe; 2SA fragt nach Feature',
    ],
  ),
  c(
    'blackwood',
    true,
    ['Blackwood', 'Blackwood'],
    ['4NT asks for aces: 5♣ 0/4, 5♦ 1, 5♥ 2, 5♠ 3', '4SA fragt nach Assen: 5♣ 0/4, 5♦ 1, 5♥ 2, 5♠ 3'],
    ['rkcb1430'],
  ),
  c(
    'rkcb1430',
    false,
    ['Roman Key Card Blackwood 1430', 'Roman Key Card Blackwood 1430'],
    [
      '4NT asks for key cards (four aces and the trump king): 5♣ 1/4, 5♦ 0/3, 5♥ 2 without, 5♠ 2 with the trump queen',
      '4SA fragt nach Schlüsselkarten (vier Asse und Trumpfkönig): 5♣ 1/4, 5♦ 0/3, 5♥ 2 ohne, 5♠ 2 mit Trumpfdame',
    ],
    ['blackwood'],
  ),
  c(
    'gerber',
    true,
    ['Gerber', 'Gerber'],
    ["4♣ over partner's 1NT or 2NT asks for aces", '4♣ auf 1SA oder 2SA des Partners fragt nach Assen'],
  ),
  c(
    'takeout',
    true,
    ['take-out double', 'Informationskontra'],
    [
      'a double of their opening asks partner to bid an unbid suit',
      'ein Kontra ihrer Eröffnung bittet den Partner, eine ungereizte Farbe zu reizen',
    ],
  ),
  c(
    'negative',
    true,
    ['negative double', 'negatives Kontra'],
    [
      'after an overcall of our opening (through 2♠), a double shows the unbid major(s)',
      'nach einem Gegenreizen unserer Eröffnung (bis 2♠) zeigt Kontra die ungereizte(n) Oberfarbe(n)',
    ],
  ),
  c(
    'responsive',
    false,
    ['responsive double', 'Responsive-Kontra'],
    [
      "after partner's take-out double or overcall and their raise, a double shows values and the two unbid suits",
      'nach Informationskontra oder Gegenreizung des Partners und ihrer Hebung zeigt Kontra Werte und die beiden ungereizten Farben',
    ],
  ),
  c(
    'michaels',
    true,
    ['Michaels cue bid', 'Michaels-Cuebid'],
    [
      '(1m) 2m both majors; (1M) 2M the other major and a minor',
      '(1m) 2m beide Oberfarben; (1M) 2M die andere Oberfarbe und eine Unterfarbe',
    ],
  ),
  c(
    'unusual2nt',
    true,
    ['Unusual 2NT', 'Unusual 2SA'],
    [
      'a jump to 2NT over a one-level opening shows the two lowest unbid suits',
      'ein Sprung auf 2SA über einer Eröffnung auf Einerstufe zeigt die beiden niedrigsten ungereizten Farben',
    ],
  ),
  c(
    'landy',
    false,
    ['Landy', 'Landy'],
    [
      '2♣ over their 1NT shows both majors (5-4 or longer)',
      '2♣ über ihrem 1SA zeigt beide Oberfarben (5-4 oder länger)',
    ],
  ),
  c(
    'jacoby2nt',
    true,
    ['Jacoby 2NT', 'Jacoby 2SA'],
    [
      '1M-2NT: four trumps, game forcing; opener shows shortness or strength',
      '1OF-2SA: vier Trümpfe, partieforcierend; Eröffner zeigt Kürze oder Stärke',
    ],
  ),
  c(
    'splinters',
    false,
    ['splinter raises', 'Splinter'],
    [
      'a double jump in a new suit after 1M: four trumps, game values, a singleton or void there',
      'ein Doppelsprung in neuer Farbe nach 1OF: vier Trümpfe, Vollspielwerte, Single oder Chicane dort',
    ],
  ),
  c(
    'bergen',
    false,
    ['Bergen raises', 'Bergen-Hebungen'],
    [
      'after 1M: 3♣ 7-9 with four trumps, 3♦ 10-12 with four trumps, 3M preemptive with four trumps',
      'nach 1OF: 3♣ 7-9 mit vier Trümpfen, 3♦ 10-12 mit vier Trümpfen, 3OF sperrend mit vier Trümpfen',
    ],
  ),
  c(
    'fsf',
    true,
    ['fourth suit forcing', 'vierte Farbe forcierend'],
    ['the fourth suit is artificial and game forcing', 'die vierte Farbe ist künstlich und partieforcierend'],
  ),
  c(
    'nmf',
    false,
    ['new minor forcing', 'neue Unterfarbe forcierend'],
    [
      'after 1m-1M-1NT, two of the other minor asks for three-card support or the other major, 11+',
      'nach 1UF-1OF-1SA fragt die andere Unterfarbe auf Zweierstufe nach Dreierstütze oder der anderen Oberfarbe, 11+',
    ],
  ),
  c(
    'controls',
    true,
    ['control bids', 'Kontroll-Cuebids'],
    [
      'with a major agreed in a game force, a new suit at the four level shows the ace or a void and slam interest',
      'mit vereinbarter Oberfarbe im Partieforcing zeigt eine neue Farbe auf Viererstufe Ass oder Chicane und Schleminteresse',
    ],
  ),
  c(
    'preempts',
    true,
    ['preempts', 'Sperransagen'],
    [
      '3- and 4-level openings and weak jump overcalls (Rule of 2-3-4)',
      'Eröffnungen auf Dreier- und Viererstufe und schwache Sprung-Gegenreizungen (2-3-4-Regel)',
    ],
  ),
  c(
    'lott',
    true,
    ['competitive raises (Law of Total Tricks)', 'kompetitive Hebungen (Gesetz der totalen Stiche)'],
    [
      "raises of partner's preempt to the level of the side's trumps, sacrifices by vulnerability",
      'Hebungen der Sperransage des Partners bis zur Trumpfzahl der Seite, Opferansagen nach Gefahrenlage',
    ],
  ),
  c(
    'balancing',
    true,
    ['balancing', 'Wiedereröffnung in Pass-Position'],
    [
      'lighter overcalls, doubles and 1NT (10-15) in the passout seat',
      'leichtere Gegenreizungen, Kontras und 1SA (10-15) in Pass-Position',
    ],
  ),
];

const BY_ID = new Map(CONVENTIONS.map((x) => [x.id, x]));

/** The conventions of SAYC as the booklet defines it. */
export const SAYC_CONVENTIONS: ReadonlySet<ConventionId> = new Set(
  CONVENTIONS.filter((x) => x.sayc).map((x) => x.id),
);

/** The convention with this id, if there is one. */
export function conventionById(id: string): Convention | undefined {
  return BY_ID.get(id as ConventionId);
}

/** Changes to a system's conventions: `on` switched on, `off` switched off. */
export interface ConventionChanges {
  readonly on: readonly ConventionId[];
  readonly off: readonly ConventionId[];
}

/**
 * Reads a convention list such as "rkcb1430,bergen,-gerber": a name switches it on, a leading
 * '-' switches it off ('+' is allowed). Unknown names are an error that lists the known ones.
 */
export function parseConventions(text: string): Result<ConventionChanges> {
  const on: ConventionId[] = [];
  const off: ConventionId[] = [];
  for (const raw of text.split(/[\s,]+/).filter((w) => w !== '')) {
    const negative = raw.startsWith('-');
    const name = raw.replace(/^[+-]/, '').toLowerCase();
    const found = conventionById(name);
    if (found === undefined) {
      const known = CONVENTIONS.map((x) => x.id).join(', ');
      return fail(
        'BAD_INPUT',
        `"${raw}" is not a convention (known: ${known})`,
        `"${raw}" ist keine Konvention (bekannt: ${known})`,
      );
    }
    (negative ? off : on).push(found.id);
  }
  return ok({ on, off });
}

/** A set of conventions after the changes; switching one on switches off those it excludes. */
export function applyConventionChanges(
  base: ReadonlySet<ConventionId>,
  changes: ConventionChanges,
): ReadonlySet<ConventionId> {
  const set = new Set(base);
  for (const id of changes.on) {
    set.add(id);
    for (const other of BY_ID.get(id)?.excludes ?? []) set.delete(other);
  }
  for (const id of changes.off) set.delete(id);
  return set;
}
