import { makeSystem } from '../system.js';
import { OPENINGS } from './openings.js';

/** Standard American Yellow Card (ACBL SAYC booklet, 2006), as bidding-sayc.md summarises it. */
export const SAYC = makeSystem(
  'sayc',
  { en: 'Standard American Yellow Card', de: 'Standard American Yellow Card' },
  [...OPENINGS],
);
