import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../testing.js';

describe('tenace explain', () => {
  it('explains every call of a Stayman auction', async () => {
    const io = memoryIo();
    expect(await main(['explain', '--auction', '1NT P 2C P', '--dealer', 'N', '--json'], io)).toBe(0);
    const { system, calls } = JSON.parse(io.stdout());
    expect(system).toBe('sayc');
    expect(calls.map((c: { seat: string; call: string }) => `${c.seat} ${c.call}`)).toEqual([
      'N 1NT',
      'E P',
      'S 2C',
      'W P',
    ]);
    expect(calls[0].meaning.hcp).toEqual([15, 17]);
    expect(calls[0].meaning.balanced).toBe(true);
    expect(calls[2].alert).toBe(true);
    expect(calls[2].meaning.ruleId).toBe('nt1.stayman');
  });

  it('writes one line per call in text form, and says when no rule covers a call', async () => {
    const io = memoryIo();
    expect(await main(['explain', '--auction', '1NT 7C', '--dealer', 'E'], io)).toBe(0);
    const lines = io.stdout().trim().split('\n');
    expect(lines[0]).toMatch(/^E {2}1NT : 1NT opening, 15-17 HCP, balanced/);
    expect(lines[1]).toContain('no system rule covers this call');
  });

  it('explains with the conventions of the partnership and says when a convention is not played', async () => {
    const io = memoryIo();
    expect(await main(['explain', '--auction', '1S P 3C', '--conventions', 'bergen', '--json'], io)).toBe(0);
    const answer = JSON.parse(io.stdout());
    expect(answer.conventions).toContain('bergen');
    expect(answer.calls[2].meaning.ruleId).toBe('bergen.3c');
    const off = memoryIo();
    expect(await main(['explain', '--auction', '1NT P 2C', '--conventions', '-stayman'], off)).toBe(0);
    expect(off.stdout()).toContain('Stayman is not played by this partnership');
  });

  it('rejects an illegal auction with a coded error', async () => {
    const io = memoryIo();
    expect(await main(['explain', '--auction', '1NT 1S', '--json'], io)).toBe(2);
    expect(JSON.parse(io.stdout()).error.code).toBe('INSUFFICIENT_BID');
  });
});
