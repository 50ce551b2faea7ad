import type { ConventionId } from '../conventions.js';
import type { Rule } from '../rule.js';
import { makeSystem } from '../system.js';
import { CAPTAINCY } from './captaincy.js';
import { COMPETITIVE } from './competitive.js';
import { CONTESTED } from './contested.js';
import { EXTENSIONS } from './extensions.js';
import { LATER } from './later.js';
import { NOTRUMP } from './notrump.js';
import { OPENINGS } from './openings.js';
import { OPENER_REBIDS } from './rebids.js';
import { RESPONSES } from './responses.js';
import { STRONG_AND_WEAK } from './strong.js';

/**
 * Which SAYC rules belong to a switchable convention, by rule id (first match wins). The rules
 * written for the project's extensions name their convention themselves.
 */
const CONVENTION_OF_RULE: readonly (readonly [RegExp, ConventionId])[] = [
  [/\.stayman/, 'stayman'],
  [/\.texas/, 'texas'],
  [/\.transfer|\.minor\.transfer/, 'transfers'],
  [/\.gerber\./, 'gerber'],
  [/^slam\.blackwood/, 'blackwood'],
  [/^open\.2c$|^2c\./, 'strong2c'],
  [/^open\.weak2|^w2\./, 'weak2'],
  [/^open\.preempt|^oc\.jump|^oc\.preempt\.overcall$/, 'preempts'],
  [/^oc\.balancing\./, 'balancing'],
  [/^oc\.x\.|^adv\.x\.|^dbl\./, 'takeout'],
  [/^neg\.x\.|^nx\./, 'negative'],
  [/^oc\.michaels|^adv\.michaels|^mich\./, 'michaels'],
  [/^oc\.unusual2nt$|^adv\.unusual$/, 'unusual2nt'],
  [/^resp\.1M\.jacoby2nt$|^rb\.jacoby\./, 'jacoby2nt'],
  [/^fsf/, 'fsf'],
  [/^lott\./, 'lott'],
];

function tagged(rule: Rule): Rule {
  if (rule.convention !== undefined) return rule;
  const hit = CONVENTION_OF_RULE.find(([pattern]) => pattern.test(rule.id));
  return hit === undefined ? rule : { ...rule, convention: hit[1] };
}

const RULES: readonly Rule[] = [
  ...OPENINGS,
  ...RESPONSES,
  ...NOTRUMP,
  ...COMPETITIVE,
  ...OPENER_REBIDS,
  ...CAPTAINCY,
  ...CONTESTED,
  ...STRONG_AND_WEAK,
  ...LATER,
  ...EXTENSIONS,
].map(tagged);

/** Standard American Yellow Card (ACBL SAYC booklet, 2006), as bidding-sayc.md summarises it. */
export const SAYC = makeSystem(
  'sayc',
  { en: 'Standard American Yellow Card', de: 'Standard American Yellow Card' },
  RULES,
);
