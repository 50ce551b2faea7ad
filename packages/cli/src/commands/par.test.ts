import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDdsFile } from '../../../solver/src/testing/dds-file.js';
import { main } from '../main.js';
import { memoryIo } from '../testing.js';

const SEATS = ['N', 'E', 'S', 'W'] as const;
const DDS_VUL = ['None', 'All', 'NS', 'EW'] as const;
const list10 = parseDdsFile(
  readFileSync(new URL('../../../../test/fixtures/dds/list10.txt', import.meta.url), 'utf8'),
);

const seatsOf = (text: string): string[] => text.split('');
const strainOf = (letter: string): string => (letter === 'N' ? 'NT' : letter);

/** DDS's PAR2 contracts ("4S*-EW-1", "4N-W+1") in the CLI's form: one "<contract>[±k] <seat>" per seat. */
function fromPar2(text: string): string[] {
  const m = /^(\d)([SHDCN])(\*?)-(NS|EW|[NESW])([+-]\d+)?$/.exec(text);
  if (!m) throw new Error(`not a PAR2 contract: ${text}`);
  const contract = `${m[1]}${strainOf(m[2] as string)}${m[3] ? 'X' : ''}${m[5] ?? ''}`;
  return seatsOf(m[4] as string).map((seat) => `${contract} ${seat}`);
}

/**
 * DDS's PAR contracts of the NS view ("NS:W 45N", "NS:EW 2Nx,EW 3Cx"): every listed level, with
 * its overtricks up to the top one; a sacrifice's undertricks are not in the line, so "-k" is left off.
 */
function fromPar(view: string): string[] {
  const list = view.slice(view.indexOf(':') + 1);
  if (list === '') return [];
  return list.split(',').flatMap((entry) => {
    const m = /^(NS|EW|[NESW]) (\d+)([SHDCN])(x?)$/.exec(entry);
    if (!m) throw new Error(`not a PAR contract: ${entry}`);
    const levels = (m[2] as string).split('').map(Number);
    const top = Math.max(...levels);
    return levels.flatMap((level) =>
      seatsOf(m[1] as string).map((seat) => {
        const over = top - level;
        return `${level}${strainOf(m[3] as string)}${m[4] ? 'X' : ''}${over > 0 ? `+${over}` : ''} ${seat}`;
      }),
    );
  });
}

describe('tenace par agrees with the DDS PAR data', () => {
  it('dealer par (--dealer): score and contracts of the PAR2 lines', async () => {
    for (const r of list10.slice(0, 6)) {
      const io = memoryIo();
      const args = ['par', r.deal, '--vul', DDS_VUL[r.vul] as string, '--dealer', SEATS[r.dealer] as string];
      expect(await main([...args, '--json'], io)).toBe(0);
      const [score, ...contracts] = r.par2;
      expect(io.stdout()).toBe(
        `${JSON.stringify({ score: Number(score), contracts: contracts.flatMap(fromPar2) })}\n`,
      );
    }
  }, 60_000);

  it('without a dealer: the par when North-South bid first (the PAR line, NS view)', async () => {
    for (const i of [1, 3, 5]) {
      const r = list10[i];
      if (r === undefined) throw new Error('no record');
      const io = memoryIo();
      expect(await main(['par', r.deal, '--vul', DDS_VUL[r.vul] as string, '--json'], io)).toBe(0);
      const answer = JSON.parse(io.stdout()) as { score: number; contracts: string[] };
      expect(`NS ${answer.score}`).toBe(r.par[0]);
      // Sacrifices carry their undertricks in our form only.
      expect(answer.contracts.map((c) => c.replace(/X-\d+ /, 'X '))).toEqual(fromPar(r.par[2] as string));
    }
  }, 60_000);

  it('names the vulnerability and reports bad input with stable codes', async () => {
    const r = list10[0];
    if (r === undefined) throw new Error('no record');
    const text = memoryIo();
    expect(await main(['par', r.deal, '--vul', 'None', '--dealer', 'N'], text)).toBe(0);
    expect(text.stdout()).toContain('NS -110, EW +110');
    for (const [args, code] of [
      [['par', r.deal, '--vul', 'sometimes', '--json'], 'BAD_VULNERABILITY'],
      [['par', r.deal, '--dealer', 'Q', '--json'], 'BAD_SEAT'],
      [['par', 'N:AKQ', '--json'], 'BAD_DEAL'],
    ] as const) {
      const io = memoryIo();
      expect(await main([...args], io)).toBe(2);
      expect(JSON.parse(io.stdout()).error.code).toBe(code);
    }
  }, 30_000);
});
