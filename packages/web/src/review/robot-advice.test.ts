import { auctionFromCalls, parseHand, startAuction } from '@tenace/engine';
import { describe, expect, test } from 'vitest';
import { calls } from '../view/testing.js';
import { explainAll, robotHint } from './robot-advice.js';

describe('robot advice', () => {
  test('the hint for a balanced 16 count at the start is 1NT', async () => {
    const hand = parseHand('AQ4.KJ3.K952.Q74');
    if (!hand.ok) throw new Error(hand.error.message);
    expect(await robotHint(hand.value, startAuction('N'), 'None')).toEqual({
      type: 'bid',
      level: 1,
      strain: 'NT',
    });
  });
  test('the review explains every call: 2♣ over 1NT is Stayman, in German too', async () => {
    const auction = auctionFromCalls('N', calls('1NT P 2C P'));
    if (!auction.ok) throw new Error(auction.error.message);
    const en = await explainAll(auction.value, 'None', 'en');
    expect(Object.keys(en)).toHaveLength(4);
    expect(en[0]?.text).toMatch(/15[–-]17 HCP/);
    expect(en[2]?.text).toMatch(/Stayman/);
    const de = await explainAll(auction.value, 'None', 'de');
    expect(de[2]?.text).toMatch(/Stayman/);
    expect(de[2]?.text).not.toBe(en[2]?.text);
  });
});
