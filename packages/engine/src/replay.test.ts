import { describe, expect, it } from 'vitest';
import { replayBoard } from './bridge/board.js';
import { randomBoard, seededRandom } from './bridge/testing.js';
import { sameContent } from './replay.js';

describe('replayLog', () => {
  it('compares events by content: key order and undefined keys do not matter, values do', () => {
    expect(
      sameContent({ v: 1, seat: 'N', type: 'call' }, { type: 'call', seat: 'N', v: 1, note: undefined }),
    ).toBe(true);
    expect(sameContent({ card: 'SA', v: 3 }, { card: 'SK', v: 3 })).toBe(false);
    expect(sameContent([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameContent({ a: { b: [1, 2] } }, { a: { b: [1, 2, 3] } })).toBe(false);
  });

  it('replays a board stored as JSON with its keys reordered, and refuses a doctored event', () => {
    const states = randomBoard(seededRandom(11));
    const final = states[states.length - 1];
    if (final === undefined) throw new Error('a board');
    const stored = final.events.map((event) =>
      Object.fromEntries(Object.entries(JSON.parse(JSON.stringify(event))).reverse()),
    ) as unknown as typeof final.events;
    const back = replayBoard(final.setup, stored);
    expect(back.ok && back.value.moves).toEqual(final.moves);

    const doctored = stored.map((e, i) => (i === 0 ? { ...e, v: 2 } : e)) as typeof final.events;
    const refused = replayBoard(final.setup, doctored);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe('BAD_EVENT');
      expect(refused.error.messageDe).toContain('Ereignis 1');
    }
  });
});
