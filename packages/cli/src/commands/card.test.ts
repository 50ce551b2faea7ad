import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../testing.js';

describe('tenace card', () => {
  it('prints the Forum D card with its openings and the semi-forcing 2♣', async () => {
    const io = memoryIo();
    expect(await main(['card', '--system', 'forumd'], io)).toBe(0);
    const text = io.stdout();
    expect(text).toContain('Forum D (DBV 2012) [forumd]');
    expect(text).toMatch(/1NT {3}1NT opening \(no five-card major\), 14-17 HCP, 15-17 points/);
    expect(text).toMatch(/2♣ {3}\(alert\) {2}semi-forcing 2♣ opening/);
    expect(text).toContain('[fd.2d.relay]');
  });

  it('writes JSON with the meanings and German text with --lang de', async () => {
    const io = memoryIo();
    expect(await main(['card', '--system', 'sayc', '--json'], io)).toBe(0);
    const card = JSON.parse(io.stdout());
    expect(card.system.id).toBe('sayc');
    const nt = card.openings.calls.find((c: { call: string }) => c.call === '1NT');
    expect(nt.meaning.hcp).toEqual([15, 17]);
    expect(card.responses[0].calls.find((c: { call: string }) => c.call === '2C').ruleId).toBe('nt1.stayman');
    const de = memoryIo();
    expect(await main(['--lang', 'de', 'card', '--system', 'forumd'], de)).toBe(0);
    expect(de.stdout()).toContain('Antworten auf 1SA');
  });

  it('follows the partnership conventions and refuses an unknown system', async () => {
    const io = memoryIo();
    expect(await main(['card', '--conventions', '-gerber', '--json'], io)).toBe(0);
    const card = JSON.parse(io.stdout());
    expect(card.conventions.map((c: { id: string }) => c.id)).not.toContain('gerber');
    const bad = memoryIo();
    expect(await main(['card', '--system', 'acol', '--json'], bad)).toBe(2);
    expect(JSON.parse(bad.stdout()).error.code).toBe('BAD_INPUT');
  });

  it('lets tenace bid and explain use Forum D', async () => {
    const io = memoryIo();
    expect(await main(['bid', '--hand', 'AKQ7.AKJ4.KQ2.A5', '--system', 'forumd', '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout()).call).toBe('2D');
    const ex = memoryIo();
    expect(await main(['explain', '--auction', '2C P 2D P', '--system', 'forumd', '--json'], ex)).toBe(0);
    expect(JSON.parse(ex.stdout()).calls[2].meaning.ruleId).toBe('fd.2c.relay');
  });
});
