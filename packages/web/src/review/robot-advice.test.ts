import { auctionFromCalls, parseHand, startAuction } from '@tenace/engine';
import { describe, expect, test } from 'vitest';
import { calls } from '../view/testing.js';
import { DEFAULT_SYSTEM, explainAll, robotHint, type SystemSetting } from './robot-advice.js';

const FORUM_D: SystemSetting = { system: 'ForumD', conventions: [] };
const both = (s: SystemSetting) => ({ NS: s, EW: s });

describe('robot advice', () => {
  test('the hint for a balanced 16 count at the start is 1NT', async () => {
    const hand = parseHand('AQ4.KJ3.K952.Q74');
    if (!hand.ok) throw new Error(hand.error.message);
    expect(await robotHint(DEFAULT_SYSTEM, hand.value, startAuction('N'), 'None')).toEqual({
      type: 'bid',
      level: 1,
      strain: 'NT',
    });
  });

  test("the hint follows the partnership's system: 26 HCP opens 2♣ in SAYC, 2♦ in Forum D", async () => {
    const hand = parseHand('AKQJ.AKQ2.AK2.A2');
    if (!hand.ok) throw new Error(hand.error.message);
    const strong = (s: SystemSetting) => robotHint(s, hand.value, startAuction('N'), 'None');
    expect(await strong(DEFAULT_SYSTEM)).toEqual({ type: 'bid', level: 2, strain: 'C' });
    expect(await strong(FORUM_D)).toEqual({ type: 'bid', level: 2, strain: 'D' });
  });

  test('the review explains every call: 2♣ over 1NT is Stayman, in German too', async () => {
    const auction = auctionFromCalls('N', calls('1NT P 2C P'));
    if (!auction.ok) throw new Error(auction.error.message);
    const en = await explainAll(both(DEFAULT_SYSTEM), auction.value, 'None', 'en');
    expect(Object.keys(en)).toHaveLength(4);
    expect(en[0]?.text).toMatch(/15[–-]17 HCP/);
    expect(en[2]?.text).toMatch(/Stayman/);
    const de = await explainAll(both(DEFAULT_SYSTEM), auction.value, 'None', 'de');
    expect(de[2]?.text).toMatch(/Stayman/);
    expect(de[2]?.text).not.toBe(en[2]?.text);
  });

  test("each call is explained in its caller's system: North-South Forum D, East-West SAYC", async () => {
    // The same opening 2♦: game forcing when North (Forum D) opens it, a weak two from East (SAYC).
    const ns = auctionFromCalls('N', calls('2D P'));
    const ew = auctionFromCalls('E', calls('2D P'));
    if (!ns.ok || !ew.ok) throw new Error('bad auction');
    const systems = { NS: FORUM_D, EW: DEFAULT_SYSTEM };
    const byNorth = await explainAll(systems, ns.value, 'None', 'en');
    const byEast = await explainAll(systems, ew.value, 'None', 'en');
    expect(byNorth[0]?.text).toMatch(/game.forcing/i);
    expect(byEast[0]?.text).toMatch(/weak two/i);
  });
});
