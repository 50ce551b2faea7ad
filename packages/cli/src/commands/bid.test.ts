import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../testing.js';

describe('tenace bid', () => {
  it('gives the documented JSON object: call, meaning, alert, explanation', async () => {
    const io = memoryIo();
    const code = await main(
      ['bid', '--hand', 'KQ73.AJ4.K82.Q95', '--auction', '1C P', '--dealer', 'N', '--vul', 'None', '--json'],
      io,
    );
    expect(code).toBe(0);
    const answer = JSON.parse(io.stdout());
    expect(Object.keys(answer)).toEqual(['call', 'meaning', 'alert', 'explanation']);
    expect(answer.call).toBe('1S');
    expect(answer.alert).toBe(false);
    expect(answer.meaning.ruleId).toBe('resp.1m.major');
    expect(answer.meaning.lengths.S).toEqual([4, 13]);
    expect(answer.meaning.forcing).toBe('F1');
    expect(answer.explanation).toContain('forcing one round');
  });

  it('marks an artificial call and explains it in German with --lang de', async () => {
    const io = memoryIo();
    expect(
      await main(['--lang', 'de', 'bid', '--hand', 'KJ73.Q842.A2.953', '--auction', '1NT P', '--json'], io),
    ).toBe(0);
    const answer = JSON.parse(io.stdout());
    expect(answer.call).toBe('2C');
    expect(answer.alert).toBe(true);
    expect(answer.meaning.alert.de).toContain('Stayman');
    expect(answer.explanation).toContain('künstlich');
  });

  it('rejects bad input with a coded error and exit 2', async () => {
    for (const [args, code] of [
      [['bid', '--hand', 'KQ73.AJ4.K82', '--json'], 'BAD_HAND'],
      [['bid', '--hand', 'KQ73.AJ4.K82.Q95', '--auction', '1C 1B', '--json'], 'BAD_CALL'],
      [['bid', '--hand', 'KQ73.AJ4.K82.Q95', '--auction', '1H 1C', '--json'], 'INSUFFICIENT_BID'],
      [['bid', '--hand', 'KQ73.AJ4.K82.Q95', '--dealer', 'Q', '--json'], 'BAD_SEAT'],
      [['bid', '--hand', 'KQ73.AJ4.K82.Q95', '--vul', 'often', '--json'], 'BAD_VULNERABILITY'],
      [['bid', '--hand', 'KQ73.AJ4.K82.Q95', '--auction', '1C P P P', '--json'], 'AUCTION_OVER'],
      [['bid', '--hand', 'KQ73.AJ4.K82.Q95', '--system', 'acol', '--json'], 'BAD_INPUT'],
    ] as const) {
      const io = memoryIo();
      expect(await main([...args], io)).toBe(2);
      const error = JSON.parse(io.stdout()).error;
      expect(error.code).toBe(code);
      expect(error.messageDe.length).toBeGreaterThan(0);
    }
  });

  it('answers JSON lines and reports each bad line without stopping', async () => {
    const io = memoryIo({
      stdin: [
        '{"hand":"KQ73.AJ4.K82.Q95","auction":""}',
        'not json',
        '{"hand":"73.KJ842.Q82.953","auction":"1NT P","dealer":"E"}',
        '',
      ].join('\n'),
    });
    expect(await main(['bid', '--jsonl'], io)).toBe(1);
    const lines = io
      .stdout()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.call ?? l.error.code)).toEqual(['1NT', 'BAD_INPUT', '2D']);
    expect(lines[1].line).toBe(2);
  });

  it('plays the conventions of the partnership: --conventions switches them on and off, in --jsonl too', async () => {
    const io = memoryIo();
    const args = ['bid', '--hand', 'K873.Q4.AJ52.973', '--auction', '1S P', '--json'];
    expect(await main(args, io)).toBe(0);
    expect(JSON.parse(io.stdout()).call).toBe('3S');
    const bergen = memoryIo();
    expect(await main([...args, '--conventions', 'bergen'], bergen)).toBe(0);
    const answer = JSON.parse(bergen.stdout());
    expect(answer.call).toBe('3D');
    expect(answer.alert).toBe(true);
    expect(answer.meaning.ruleId).toBe('bergen.3d');
    const lines = memoryIo({
      stdin: '{"hand":"KJ73.Q842.A2.953","auction":"1NT P","conventions":"-stayman"}\n',
    });
    expect(await main(['bid', '--jsonl'], lines)).toBe(0);
    expect(JSON.parse(lines.stdout()).call).not.toBe('2C');
  });

  it('refuses an unknown convention with BAD_INPUT and the list of known ones', async () => {
    const io = memoryIo();
    const args = ['bid', '--hand', 'KQ73.AJ4.K82.Q95', '--conventions', 'rkcb,-gerber', '--json'];
    expect(await main(args, io)).toBe(2);
    const { error } = JSON.parse(io.stdout());
    expect(error.code).toBe('BAD_INPUT');
    expect(error.message).toContain('rkcb1430');
  });

  it('prints one line of text without --json', async () => {
    const io = memoryIo();
    expect(await main(['bid', '--hand', 'KQ73.AJ4.K82.Q95'], io)).toBe(0);
    expect(io.stdout()).toBe('1NT: 1NT opening, 15-17 HCP, balanced, not forcing [open.1nt]\n');
  });
});
