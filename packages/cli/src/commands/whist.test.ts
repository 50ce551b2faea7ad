import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../testing.js';

describe('tenace whist score', () => {
  it('prints exactly the documented JSON object', async () => {
    const io = memoryIo();
    expect(
      await main(['whist', 'score', '--bid', '4', '--type', 'uptown', '--books', '11', '--json'], io),
    ).toBe(0);
    expect(io.stdout()).toBe('{"declarers":5,"defenders":0}\n');
  });

  it('applies house rules given with --option', async () => {
    const run = async (...extra: string[]) => {
      const io = memoryIo();
      await main(
        ['whist', 'score', '--bid', '4', '--type', 'notrump', '--books', '10', '--json', ...extra],
        io,
      );
      return JSON.parse(io.stdout());
    };
    expect(await run()).toEqual({ declarers: 8, defenders: 0 });
    expect(await run('--option', 'singleNoTrump')).toEqual({ declarers: 4, defenders: 0 });
    expect(await run('--option', 'singleNoTrump', '--option', 'madeScore=bidOnly')).toEqual({
      declarers: 4,
      defenders: 0,
    });
  });

  it('scores the defenders and a set in text form', async () => {
    const io = memoryIo();
    expect(await main(['whist', 'score', '--bid', '3', '--type', 'downtown', '--books', '5'], io)).toBe(0);
    expect(io.stdout()).toBe('3 downtown, 5 books: set; declarers -3, defenders +2\n');
  });

  it('rejects bad input with a coded JSON error and exit 2', async () => {
    for (const [args, code] of [
      [['--bid', '8', '--type', 'uptown', '--books', '9'], 'BAD_WHIST_BID'],
      [['--bid', '4', '--type', 'sideways', '--books', '9'], 'BAD_WHIST_BID'],
      [['--bid', '4', '--type', 'uptown', '--books', '14'], 'BAD_TRICKS'],
      [['--bid', '4', '--type', 'uptown', '--books', '9', '--option', 'fastPlay'], 'BAD_WHIST_OPTION'],
      [['--bid', '4', '--type', 'uptown', '--books', '9', '--option', 'minBid=5'], 'BAD_WHIST_OPTION'],
    ] as const) {
      const io = memoryIo();
      expect(await main(['whist', 'score', ...args, '--json'], io)).toBe(2);
      const error = JSON.parse(io.stdout()).error;
      expect(error.code).toBe(code);
      expect(error.messageDe.length).toBeGreaterThan(0);
    }
  });

  it('scores JSON lines and reports each bad line without stopping', async () => {
    const io = memoryIo({
      stdin: [
        '{"bid":4,"type":"notrump","books":9,"options":{"singleNoTrump":true}}',
        'not json',
        '{"bid":5,"type":"notrump","books":9}',
        '{"bid":3,"type":"uptown","books":9,"options":{"nope":1}}',
      ].join('\n'),
    });
    expect(await main(['whist', 'score', '--jsonl'], io)).toBe(1);
    const lines = io
      .stdout()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toEqual({ declarers: -4, defenders: 0 });
    expect(lines[1].error.code).toBe('BAD_INPUT');
    expect(lines[2]).toEqual({ declarers: -10, defenders: 0 });
    expect(lines[3].error.code).toBe('BAD_WHIST_OPTION');
    expect(lines[3].line).toBe(4);
  });
});

describe('tenace whist selfplay', () => {
  it('plays seeded games between our robots and the baseline, the same way twice', async () => {
    const run = async () => {
      const io = memoryIo();
      expect(
        await main(['whist', 'selfplay', '--games', '2', '--seed', '9', '--rounds', '1', '--json'], io),
      ).toBe(0);
      return JSON.parse(io.stdout());
    };
    const first = await run();
    expect(first.games).toBe(2);
    expect(first.results.map((r: { ours: string }) => r.ours)).toEqual(['NS', 'EW']);
    expect(first.ourWins + first.baselineWins).toBeLessThanOrEqual(2);
    expect(await run()).toEqual(first);
  }, 120_000);

  it('refuses a bad count of games', async () => {
    const io = memoryIo();
    expect(await main(['whist', 'selfplay', '--games', '0', '--json'], io)).toBe(2);
    expect(JSON.parse(io.stdout()).error.code).toBe('BAD_INPUT');
  });
});
