import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../packages/cli/bin/tenace.js', import.meta.url));

describe('the built tenace binary', () => {
  it('scores 10,000 JSON lines in one process', () => {
    const seats = ['N', 'E', 'S', 'W'];
    const strains = ['C', 'D', 'H', 'S', 'NT'];
    const vuls = ['None', 'NS', 'EW', 'All'];
    const requests = Array.from({ length: 10_000 }, (_, i) => ({
      contract: `${(i % 7) + 1}${strains[i % 5]}${['', 'X', 'XX'][i % 3]}`,
      declarer: seats[i % 4],
      tricks: i % 14,
      vul: vuls[Math.floor(i / 4) % 4],
    }));
    for (const [i, contract, declarer, tricks, vul] of [
      [0, '3NT', 'N', 9, 'None'],
      [2500, '6NT', 'E', 12, 'EW'],
      [5000, '1CXX', 'S', 7, 'None'],
      [7500, '5DX', 'W', 7, 'None'],
      [9999, '7NTXX', 'N', 0, 'All'],
    ] as const) {
      requests[i] = { contract, declarer, tricks, vul };
    }
    const run = spawnSync(process.execPath, [bin, 'score', '--jsonl'], {
      input: `${requests.map((r) => JSON.stringify(r)).join('\n')}\n`,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.status).toBe(0);
    const answers = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(answers).toHaveLength(10_000);
    // Spot checks against the spec's worked examples (rules.md §3.2) that occur in the stream.
    for (const [i, answer] of answers.entries()) {
      expect(answer.contract).toBe(requests[i]?.contract);
      expect(answer.ns).toBe(['N', 'S'].includes(answer.declarer) ? answer.score : -answer.score);
    }
    // Worked examples of rules.md §3.2 placed in the stream at fixed positions.
    const known: [number, string, string, number, string, number][] = [
      [0, '3NT', 'N', 9, 'None', 400],
      [2500, '6NT', 'E', 12, 'EW', 1440],
      [5000, '1CXX', 'S', 7, 'None', 230],
      [7500, '5DX', 'W', 7, 'None', -800],
      [9999, '7NTXX', 'N', 0, 'All', -7600],
    ];
    for (const [i, contract, declarer, tricks, vul, score] of known) {
      expect(answers[i]).toEqual(expect.objectContaining({ contract, declarer, tricks, vul, score }));
    }
  });
});
