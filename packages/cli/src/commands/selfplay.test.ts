import {
  boardToRecord,
  duplicateScore,
  isVulnerable,
  lho,
  parseContract,
  parsePbn,
  type Seat,
  sideOf,
  writePbn,
} from '@tenace/engine';
import { solve } from '@tenace/solver';
import { describe, expect, it } from 'vitest';
import { boardAt } from '../../../robots/src/play/testing.js';
import { main } from '../main.js';
import { memoryIo } from '../testing.js';
import { runSelfplay } from './selfplay.js';

// North declares 3NT after West's 1NT overcall; dummy leads its last diamond to ♦AQ and West
// follows low (the robots' test problem, packages/robots/src/play/decide.test.ts).
const FINESSE = 'S:QJ54.AK2.5432.76 T98.QJ6.KJ9.AKQ8 AK32.543.AQ.5432 76.T987.T876.JT9';
const TO_FINESSE =
  'CJ C6 C8 C2 CT C7 CA C3 CK C4 C9 S4 CQ C5 D6 S5 ST S2 S6 SJ SQ S9 S3 S7 HA H6 H3 H7 HK HJ H4 H8 D2 D9';

function finessePbn(): string {
  return writePbn([boardToRecord(boardAt(FINESSE, 'S', '1D 1NT 3NT P P P', TO_FINESSE), { event: 'test' })]);
}

describe('tenace play --pbn', () => {
  it("gives the robot's card with its reasoning: the finesse the auction asks for", async () => {
    const io = memoryIo({ files: { 'b.pbn': finessePbn() } });
    expect(
      await main(
        ['play', '--pbn', 'b.pbn', '--seat', 'N', '--samples', '8', '--time-ms', '600000', '--json'],
        io,
      ),
    ).toBe(0);
    const d = JSON.parse(io.stdout());
    expect(d).toMatchObject({
      contract: '3NT',
      declarer: 'N',
      seat: 'N',
      action: { type: 'play', card: 'DQ' },
    });
    // The queen wins a trick on every layout: a clear choice stops at half the eight layouts.
    expect(d.samples).toBe(4);
    expect(d.candidates.map((c: { card: string }) => c.card)).toEqual(['DQ', 'DA']);
    expect(d.candidates[0].meanTricks - d.candidates[1].meanTricks).toBe(1);
    const text = memoryIo({ files: { 'b.pbn': finessePbn() } });
    expect(
      await main(['play', '--pbn', 'b.pbn', '--seat', 'N', '--samples', '4', '--time-ms', '600000'], text),
    ).toBe(0);
    expect(text.stdout()).toContain('N plays DQ (simulation)');
    expect(text.stdout()).toMatch(/DQ\s+8\.00/);
  });

  it("refuses a seat that is not to play, a board not in the play, and bad settings, with the engine's codes", async () => {
    const cases: [string[], string][] = [
      [['--seat', 'E'], 'NOT_YOUR_TURN'],
      [['--seat', 'N', '--scoring', 'rubber'], 'BAD_INPUT'],
      [['--seat', 'N', '--samples', '0'], 'BAD_INPUT'],
      [['--seat', 'N', '--board', '7'], 'BAD_INPUT'],
    ];
    for (const [args, code] of cases) {
      const io = memoryIo({ files: { 'b.pbn': finessePbn() } });
      expect(await main(['play', '--pbn', 'b.pbn', ...args, '--json'], io)).toBe(2);
      expect(JSON.parse(io.stdout()).error.code).toBe(code);
    }
    const auction = writePbn([boardToRecord(boardAt(FINESSE, 'S', '1D 1NT', ''), {})]);
    const io = memoryIo({ files: { 'a.pbn': auction } });
    expect(await main(['play', '--pbn', 'a.pbn', '--seat', 'N', '--json'], io)).toBe(2);
    expect(JSON.parse(io.stdout()).error.code).toBe('WRONG_PHASE');
    const missing = memoryIo();
    expect(await main(['play', '--pbn', 'none.pbn', '--json'], missing)).toBe(2);
    expect(JSON.parse(missing.stdout()).error.code).toBe('BAD_INPUT');
  });
});

describe('tenace selfplay', () => {
  it('plays seeded boards; each line agrees with the written PBN, the DD tricks and the scoring table', async () => {
    const io = memoryIo();
    const files = new Map<string, string>();
    const env = { writeFile: async (p: string, t: string) => void files.set(p, t), progress: null };
    const code = await runSelfplay(
      io,
      { boards: '1', seed: '3', samples: '1', jsonl: true, output: 'out.pbn' },
      { json: false, lang: 'en' },
      env,
    );
    expect(code).toBe(0);
    const lines = io
      .stdout()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(1);
    const line = lines[0];
    expect(Object.keys(line)).toEqual([
      'board',
      'dealer',
      'vul',
      'contract',
      'declarer',
      'tricks',
      'ddTricks',
      'score',
      'par',
    ]);
    expect(line).toMatchObject({ board: 1, dealer: 'N', vul: 'None' });
    expect(JSON.parse(io.stderr()).summary).toMatchObject({ boards: 1, seed: '3' });
    const records = parsePbn(files.get('out.pbn') ?? '');
    if (!records.ok) throw new Error(records.error.message);
    const record = records.value[0];
    if (record === undefined) throw new Error('no board written');
    // Par is the solver's (its own tests check it against DDS); here only its sign convention.
    expect(typeof line.par).toBe('number');
    if (line.contract !== 'Pass') {
      const contract = parseContract(line.contract);
      if (!contract.ok) throw new Error(contract.error.message);
      const declarer = line.declarer as Seat;
      const points = duplicateScore(contract.value, isVulnerable('None', declarer), line.tricks);
      expect(line.score).toBe(sideOf(declarer) === 'NS' ? points : -points);
      const dd = solve({ hands: record.deal, leader: lho(declarer) }, contract.value.strain);
      if (!dd.ok) throw new Error(dd.error.message);
      expect(line.ddTricks).toBe(13 - dd.value.tricks);
    } else expect(line).toMatchObject({ declarer: null, tricks: null, score: 0 });
  }, 120_000);

  it('refuses bad options with a code and exit 2', async () => {
    for (const args of [
      ['--boards', '0'],
      ['--scoring', 'chicago'],
      ['--seed', ' '],
    ]) {
      const io = memoryIo();
      expect(await main(['selfplay', ...args, '--json'], io)).toBe(2);
      expect(JSON.parse(io.stdout()).error.code).toMatch(/BAD_INPUT|BAD_SEED/);
    }
  });
});
