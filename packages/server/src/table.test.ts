import { ALL_BIDS, type Bid, bidRank, type Call, parseCall } from '@tenace/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashToken, inviteUrl, kibitzerViewer, newToken } from './connection.js';
import { isJumpBid, parseAction } from './table.js';

const calls = (text: string): Call[] =>
  text
    .split(' ')
    .filter((t) => t !== '')
    .map((t) => {
      const c = parseCall(t);
      if (!c.ok) throw new Error(t);
      return c.value;
    });
const call = (t: string) => calls(t)[0] as Call;

describe('isJumpBid (the stop card)', () => {
  it('knows the skips of the seed text and the ordinary bids', () => {
    // "Reizt ein Spieler z. B. nach 1♥ des vorigen Spielers 2♠, lässt er das Gebot 1♠ aus."
    expect(isJumpBid(calls('1H'), call('2S'))).toBe(true);
    expect(isJumpBid(calls('1H'), call('1S'))).toBe(false);
    expect(isJumpBid(calls('1H'), call('2C'))).toBe(false);
    expect(isJumpBid(calls('1H'), call('3C'))).toBe(true);
    expect(isJumpBid(calls('1S P'), call('2H'))).toBe(false);
    expect(isJumpBid(calls('1S P 2H X'), call('4S'))).toBe(true);
    expect(isJumpBid([], call('2S'))).toBe(true);
    expect(isJumpBid([], call('1NT'))).toBe(false);
    expect(isJumpBid(calls('P P'), call('3C'))).toBe(true);
    expect(isJumpBid(calls('1C'), call('P'))).toBe(false);
    expect(isJumpBid(calls('1C'), call('X'))).toBe(false);
  });

  it('is a jump exactly when the same strain one level lower would have been sufficient', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...ALL_BIDS), { nil: undefined }),
        fc.constantFrom(...ALL_BIDS),
        (last, bid) => {
          const before: Call[] = last === undefined ? [] : [last];
          const lastRank = last === undefined ? -1 : bidRank(last);
          fc.pre(bidRank(bid) > lastRank);
          const lower: Bid | null =
            bid.level > 1
              ? { type: 'bid', level: (bid.level - 1) as Bid['level'], strain: bid.strain }
              : null;
          const expected = lower !== null && bidRank(lower) > lastRank;
          expect(isJumpBid(before, bid)).toBe(expected);
        },
      ),
    );
  });
});

describe('seat tokens and actions', () => {
  it('makes distinct 256-bit tokens and keeps only their hash', () => {
    const tokens = new Set(Array.from({ length: 200 }, newToken));
    expect(tokens.size).toBe(200);
    for (const t of tokens) expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    const [one] = tokens;
    expect(hashToken(one as string)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(one as string)).not.toContain(one as string);
    expect(inviteUrl('http://localhost:8080', 't_x', 'abc')).toBe('http://localhost:8080/t/t_x#token=abc');
  });

  it('reads notation in actions and refuses what is not a call or a card', () => {
    expect(parseAction({ type: 'call', call: '4♠' }, 'N')).toEqual({
      ok: true,
      value: { type: 'call', call: { type: 'bid', level: 4, strain: 'S' } },
    });
    expect(parseAction({ type: 'play', card: '10h' }, 'N')).toEqual({
      ok: true,
      value: { type: 'play', card: 'HT' },
    });
    const bad = parseAction({ type: 'call', call: '8NT' }, 'E');
    expect(bad.ok === false && bad.error.code).toBe('BAD_CALL');
    expect(bad.ok === false && bad.error.seat).toBe('E');
    const card = parseAction({ type: 'play', card: 'Z9' }, 'W');
    expect(card.ok === false && card.error.code).toBe('BAD_CARD');
  });

  it('shows a kibitzer the watched seat only in seat mode', () => {
    expect(kibitzerViewer('seat', 'N')).toBe('N');
    expect(kibitzerViewer('public', 'N')).toBe('watcher');
    expect(kibitzerViewer('seat', null)).toBe('watcher');
  });
});
