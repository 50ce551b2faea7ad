import type { Rule } from '../rule.js';
import { makeSystem } from '../system.js';
import { CAPTAINCY } from './captaincy.js';
import { COMPETITIVE } from './competitive.js';
import { CONTESTED } from './contested.js';
import { LATER } from './later.js';
import { NOTRUMP } from './notrump.js';
import { OPENINGS } from './openings.js';
import { OPENER_REBIDS } from './rebids.js';
import { RESPONSES } from './responses.js';
import { STRONG_AND_WEAK } from './strong.js';

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
];

/** Standard American Yellow Card (ACBL SAYC booklet, 2006), as bidding-sayc.md summarises it. */
export const SAYC = makeSystem(
  'sayc',
  { en: 'Standard American Yellow Card', de: 'Standard American Yellow Card' },
  RULES,
);
