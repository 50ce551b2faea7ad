import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../testing.js';

describe('tenace score', () => {
  it('prints exactly the documented JSON object', async () => {
    const io = memoryIo();
    expect(await main(['score', '4HX', 'S', '8', '--vul', 'NS', '--json'], io)).toBe(0);
    expect(io.stdout()).toBe(
      '{"contract":"4HX","declarer":"S","tricks":8,"vul":"NS","score":-500,"ns":-500}\n',
    );
  });

  it('gives the declaring side and NS points in text form', async () => {
    const io = memoryIo();
    expect(await main(['score', '3NT', 'E', '10', '--vul', 'All'], io)).toBe(0);
    expect(io.stdout()).toContain("declarer's side +630, NS -630, EW +630");
  });

  it('rejects bad input with a coded JSON error and exit 2', async () => {
    for (const [args, code] of [
      [['score', '8NT', 'S', '8', '--json'], 'BAD_CONTRACT'],
      [['score', '4H', 'Q', '8', '--json'], 'BAD_SEAT'],
      [['score', '4H', 'S', '14', '--json'], 'BAD_TRICKS'],
      [['score', '4H', 'S', '-1', '--json'], 'BAD_TRICKS'],
      [['score', '4H', 'S', '10', '--vul', 'sometimes', '--json'], 'BAD_VULNERABILITY'],
    ] as const) {
      const io = memoryIo();
      expect(await main([...args], io)).toBe(2);
      expect(JSON.parse(io.stdout()).error.code).toBe(code);
    }
  });

  it('scores JSON lines and reports each bad line without stopping', async () => {
    const io = memoryIo({
      stdin: [
        '{"contract":"3NT","declarer":"E","tricks":10,"vul":"All"}',
        'not json',
        '{"contract":"7NTXX","declarer":"N","tricks":13,"vul":"NS"}',
        '[1]',
        '',
      ].join('\n'),
    });
    expect(await main(['score', '--jsonl'], io)).toBe(1);
    const lines = io
      .stdout()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toEqual({
      contract: '3NT',
      declarer: 'E',
      tricks: 10,
      vul: 'All',
      score: 630,
      ns: -630,
    });
    expect(lines[1].error.code).toBe('BAD_INPUT');
    expect(lines[2]).toMatchObject({ score: 2980, ns: 2980 });
    expect(lines[3]).toMatchObject({ line: 4, error: { code: 'BAD_INPUT' } });
  });
});
