import type { Auction, Call, Hand, Language, Vulnerability } from '@tenace/engine';
import type { CallNote } from '../view/auction.js';

// The robots' bidding knowledge, loaded only when it is wanted (a hint, a review): the SAYC rules
// are a separate chunk of the bundle. Nothing here decides for the player; it asks the same
// system the robots bid with.

/** The call the SAYC robot would make with `hand` in this auction ("what would the robot bid"). */
export async function robotHint(hand: Hand, auction: Auction, vulnerability: Vulnerability): Promise<Call> {
  const { SAYC, chooseCall } = await import('@tenace/robots');
  return chooseCall(SAYC, { hand, auction, vulnerability }).call;
}

/** Every call's meaning in SAYC, for the review after the deal (when all calls may be explained). */
export async function explainAll(
  auction: Auction,
  vulnerability: Vulnerability,
  lang: Language,
): Promise<Record<number, CallNote>> {
  const { SAYC, describeMeaning, explainAuction } = await import('@tenace/robots');
  const notes: Record<number, CallNote> = {};
  explainAuction(SAYC, auction, vulnerability).forEach((e, i) => {
    notes[i] = { text: describeMeaning(e.meaning, lang), alert: false };
  });
  return notes;
}
