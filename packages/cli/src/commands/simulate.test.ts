import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import {
  compileDealConstraints,
  type Deal,
  duplicateScore,
  formatDeal,
  generateDeals,
  imps,
  lho,
  parseContract,
  parsePbn,
  SEATS,
  type Seat,
  type Strain,
  seededRandom,
} from '@tenace/engine';
import { solve } from '@tenace/solver';
import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../testing.js';
import { parseSimulatedContract, runSimulate, type SimulateEnv, summarize } from './simulate.js';

async function run(args: readonly string[]) {
  const io = memoryIo();
  const code = await main(['simulate', ...args], io);
  return { code, out: io.stdout(), err: io.stderr() };
}

function declarerTricks(deal: Deal, declarer: Seat, strain: Strain): number {
  const r = solve({ hands: deal, leader: lho(declarer) }, strain);
  if (!r.ok) throw new Error(r.error.message);
  return 13 - r.value.tricks;
}

describe('tenace simulate', () => {
  it('gives what solving the same deals directly gives (fixed seed, 3 deals, two contracts)', async () => {
    const args = ['--north', 'hcp 15-17 balanced', '--south', 'spades 5+ hcp 8-10', '--seed', 'sim'];
    const r = await run([
      ...args,
      '--contract',
      '4S',
      '--contract',
      '3NT:N',
      '--by',
      'S',
      '--count',
      '3',
      '--vul',
      'NS',
      '--threads',
      '1',
      '--deals',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.out);

    const compiled = compileDealConstraints({
      constraints: { N: 'hcp 15-17 balanced', S: 'spades 5+ hcp 8-10' },
    });
    if (!compiled.ok) throw new Error(compiled.error.message);
    const generated = generateDeals(compiled.value, seededRandom('sim'), 3);
    if (!generated.ok) throw new Error(generated.error.message);
    const four = { level: 4, strain: 'S', risk: '' } as const;
    const threeNt = { level: 3, strain: 'NT', risk: '' } as const;
    const spades = generated.value.deals.map((d) => declarerTricks(d, 'S', 'S'));
    const notrump = generated.value.deals.map((d) => declarerTricks(d, 'N', 'NT'));
    const histogram = (tricks: number[]) =>
      Array.from({ length: 14 }, (_, t) => tricks.filter((x) => x === t).length);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    // JSON rounds: shares to 4 decimals, tricks and IMPs to 3, points to 2.
    const round = (x: number, digits: number) => Number(x.toFixed(digits));
    const spadeScores = spades.map((t) => duplicateScore(four, true, t));
    const ntScores = notrump.map((t) => duplicateScore(threeNt, true, t));

    expect(result.deals).toBe(3);
    expect(result.vulnerability).toBe('NS');
    expect(result.contracts[0]).toEqual({
      contract: '4S',
      declarer: 'S',
      tricks: histogram(spades),
      makes: round(spades.filter((t) => t >= 10).length / 3, 4),
      meanTricks: round(mean(spades), 3),
      meanScore: round(mean(spadeScores), 2),
    });
    expect(result.contracts[1]).toEqual({
      contract: '3NT',
      declarer: 'N',
      tricks: histogram(notrump),
      makes: round(notrump.filter((t) => t >= 9).length / 3, 4),
      meanTricks: round(mean(notrump), 3),
      meanScore: round(mean(ntScores), 2),
    });
    const diffs = spadeScores.map((s, i) => s - (ntScores[i] as number));
    expect(result.comparisons).toEqual([
      {
        first: '4S:S',
        second: '3NT:N',
        side: 'NS',
        meanImps: round(mean(diffs.map(imps)), 3),
        meanScoreDifference: round(mean(diffs), 2),
        better: diffs.filter((d) => d > 0).length,
        equal: diffs.filter((d) => d === 0).length,
        worse: diffs.filter((d) => d < 0).length,
      },
    ]);
    expect(result.meta).toMatchObject({ seed: 'sim', attempts: generated.value.attempts });
    expect(result.boards).toEqual(
      generated.value.deals.map((deal, d) => ({ deal: formatDeal(deal), tricks: [spades[d], notrump[d]] })),
    );
  }, 60_000);

  it('takes its tricks from the solver as DDS does: predealt DDS deals against their DoubleDummyTricks', async () => {
    const pbn = readFileSync(new URL('../../../../test/fixtures/pbn/dds-sol10.pbn', import.meta.url), 'utf8');
    const records = parsePbn(pbn);
    if (!records.ok) throw new Error(records.error.message);
    for (const record of records.value.slice(0, 2)) {
      const hands = SEATS.flatMap((s) => [
        `--${{ N: 'north', E: 'east', S: 'south', W: 'west' }[s]}-hand`,
        record.deal[s].join(' '),
      ]);
      const r = await run([
        ...hands,
        '--contract',
        '4H:E',
        '--contract',
        '3NT:S',
        '--count',
        '2',
        '--threads',
        '1',
        '--json',
      ]);
      const result = JSON.parse(r.out);
      const dd = record.ddTricks;
      if (dd === undefined) throw new Error(`no DoubleDummyTricks for ${formatDeal(record.deal)}`);
      expect(result.contracts[0].meanTricks).toBe(dd.E.H);
      expect(result.contracts[1].meanTricks).toBe(dd.S.NT);
      expect(result.contracts[0].tricks[dd.E.H]).toBe(2);
    }
  }, 60_000);

  it('prints the distribution, the make rate and the comparison as text, attempts on stderr', async () => {
    const r = await run([
      'south: hcp 20+',
      '--contract',
      '3NT:S',
      '--contract',
      '4S:S',
      '--count',
      '2',
      '--seed',
      '5',
      '--threads',
      '1',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^3NT by South, vulnerability None, 2 deals\ntricks {2}deals {3}share\n/);
    expect(r.out).toMatch(
      /makes \d+\.\d%, mean \d+\.\d\d tricks, mean score [+-]?\d+\.\d for declarer's side/,
    );
    expect(r.out).toMatch(/3NT by South against 4S by South: [+-]?\d+\.\d\d IMPs a deal for NS/);
    expect(r.err).toMatch(/^2 deal\(s\): [\d,]+ attempts, [\d.]+% met the constraints\n$/);
  }, 60_000);

  it('speaks German with --lang de', async () => {
    const r = await run([
      '--lang',
      'de',
      'south: hcp 20+',
      '--contract',
      '3NT:S',
      '--contract',
      '4S:S',
      '--count',
      '1',
      '--seed',
      '5',
      '--threads',
      '1',
    ]);
    expect(r.out).toMatch(/^3NT von Süd, Gefahrenlage None, 1 Verteilungen\nStiche {2}Anzahl {2}Anteil\n/);
    expect(r.out).toMatch(/3NT von Süd gegen 4S von Süd: [+-]?\d+\.\d\d IMPs je Verteilung für NS/);
    expect(r.err).toMatch(/^1 Verteilung\(en\): [\d,]+ Versuche, [\d.]+% erfüllten die Bedingungen\n$/);
  }, 60_000);

  it('draws a progress bar on a terminal stream, and none with --no-progress', async () => {
    const terminal = () => {
      const stream = Object.assign(new PassThrough(), { isTTY: true, columns: 100 });
      const written: string[] = [];
      stream.on('data', (chunk: Buffer) => written.push(chunk.toString()));
      const env: SimulateEnv = {
        progress: stream as unknown as NodeJS.WriteStream,
        makePool: () => {
          throw new Error('one thread: no pool');
        },
      };
      return { env, text: () => written.join('') };
    };
    const options = { contract: ['4S:S'], count: '2', seed: '1', threads: '1' };
    const shown = terminal();
    const io = memoryIo();
    expect(await runSimulate(io, [], options, { json: true }, shown.env)).toBe(0);
    // The bar draws at once; later redraws are throttled by time, so only the first is sure.
    expect(shown.text()).toContain('simulate [');
    expect(shown.text()).toContain('0/2 solves');
    expect(JSON.parse(io.stdout()).deals).toBe(2);
    const hidden = terminal();
    expect(
      await runSimulate(memoryIo(), [], { ...options, progress: false }, { json: true }, hidden.env),
    ).toBe(0);
    expect(hidden.text()).toBe('');
  }, 60_000);

  it('refuses missing or bad contracts, declarers and options', async () => {
    for (const [args, code] of [
      [[], 'BAD_INPUT'],
      [['--contract', '4S'], 'BAD_INPUT'],
      [['--contract', '8S', '--by', 'S'], 'BAD_CONTRACT'],
      [['--contract', '4S:Q'], 'BAD_SEAT'],
      [['--contract', '4S:S', '--vul', 'often'], 'BAD_VULNERABILITY'],
      [['--contract', '4S:S', '--count', 'many'], 'BAD_INPUT'],
      [['--contract', '4S:S', '--north', 'hcp 15-17 balanced spades 6+'], 'CONSTRAINT_CONTRADICTION'],
    ] as const) {
      const r = await run([...args, '--json']);
      expect([args, r.code]).toEqual([args, 2]);
      expect(JSON.parse(r.out).error.code).toBe(code);
    }
  });
});

describe('summarize', () => {
  it('scores a known trick table: 4S against 3NT, both by South, not vulnerable', () => {
    const contracts = ['4S:S', '3NT:S'].map((t) => {
      const c = parseSimulatedContract(t, undefined);
      if (!c.ok) throw new Error(c.error.message);
      return c.value;
    });
    // Deal 1: 10 tricks in spades (+420), 9 in no trump (+400): 20 points, 1 IMP.
    // Deal 2: 9 in spades (-50), 9 in no trump (+400): -450, -10 IMPs.
    // Deal 3: 11 in spades (+450), 11 in no trump (+460): -10, 0 IMPs.
    const result = summarize(
      [
        [10, 9],
        [9, 9],
        [11, 11],
      ],
      contracts,
      'None',
    );
    expect(result.contracts[0]).toEqual({
      contract: '4S',
      declarer: 'S',
      tricks: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0],
      makes: 2 / 3,
      meanTricks: 10,
      meanScore: (420 - 50 + 450) / 3,
    });
    expect(result.contracts[1]?.meanScore).toBe((400 + 400 + 460) / 3);
    expect(result.comparisons[0]).toEqual({
      first: '4S:S',
      second: '3NT:S',
      side: 'NS',
      meanImps: (1 - 10 + 0) / 3,
      meanScoreDifference: (20 - 450 - 10) / 3,
      better: 1,
      equal: 0,
      worse: 2,
    });
  });

  it('counts a sacrifice by the other side against the first contract’s side', () => {
    const four = parseSimulatedContract('4S:S', undefined);
    const save = parseSimulatedContract('5HX:W', undefined);
    if (!four.ok || !save.ok) throw new Error('bad contract');
    // 4S makes (+620 vulnerable); 5HX by West goes two down not vulnerable (+300 for NS).
    const result = summarize([[10, 9]], [four.value, save.value], 'NS');
    expect(result.comparisons[0]).toMatchObject({
      side: 'NS',
      meanScoreDifference: 620 - 300,
      meanImps: imps(320),
    });
    expect(parseContract('5HX').ok).toBe(true);
  });
});
