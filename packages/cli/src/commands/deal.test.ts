import {
  boardInfo,
  compileDealConstraints,
  type Deal,
  dealFromNumber,
  dealSatisfies,
  formatDeal,
  generateDeals,
  hcp,
  parseDeal,
  parseDealNumber,
  parsePbn,
  SEATS,
  seededRandom,
  validatePbn,
} from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../testing.js';

async function run(args: readonly string[]) {
  const io = memoryIo();
  const code = await main(['deal', ...args], io);
  return { code, out: io.stdout(), err: io.stderr() };
}

async function runJson(args: readonly string[]) {
  const r = await run([...args, '--json']);
  return { code: r.code, value: JSON.parse(r.out) };
}

function dealOf(text: string): Deal {
  const r = parseDeal(text, { strict: true });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const CONSTRAINED = ['--north', 'hcp 15-17 balanced', '--south', 'spades 5+', '--seed', 'deal-test'];

describe('tenace deal', () => {
  it('deals what the engine deals for the same seed and constraints, each meeting them', async () => {
    const { code, value } = await runJson([...CONSTRAINED, '--count', '12']);
    expect(code).toBe(0);
    const compiled = compileDealConstraints({ constraints: { N: 'hcp 15-17 balanced', S: 'spades 5+' } });
    if (!compiled.ok) throw new Error(compiled.error.message);
    const engine = generateDeals(compiled.value, seededRandom('deal-test'), 12);
    if (!engine.ok) throw new Error(engine.error.message);
    const deals = value.boards.map((b: { deal: string }) => dealOf(b.deal));
    expect(deals).toEqual(engine.value.deals);
    for (const deal of deals) expect(dealSatisfies(compiled.value, deal)).toBe(true);
    expect(value.meta).toMatchObject({
      seed: 'deal-test',
      count: 12,
      attempts: engine.value.attempts,
      constraints: { N: 'hcp 15-17 balanced', S: 'spades 5+' },
      predeal: {},
    });
    expect(value.meta.acceptanceRate).toBeCloseTo(12 / engine.value.attempts, 12);
  });

  it('numbers boards from --board with dealer and vulnerability by Law 2, HCP and deal numbers that decode', async () => {
    const { value } = await runJson(['--seed', '3', '--count', '4', '--board', '15']);
    expect(value.boards.map((b: { board: number }) => b.board)).toEqual([15, 16, 17, 18]);
    for (const b of value.boards) {
      const info = boardInfo(b.board);
      expect(info.ok && { dealer: info.value.dealer, vulnerability: info.value.vulnerability }).toEqual({
        dealer: b.dealer,
        vulnerability: b.vulnerability,
      });
      const deal = dealOf(b.deal);
      expect(b.hcp).toEqual(Object.fromEntries(SEATS.map((s) => [s, hcp(deal[s])])));
      const n = parseDealNumber(b.dealNumber);
      expect(n.ok && dealFromNumber(n.value)).toEqual({ ok: true, value: deal });
    }
    // Board 16 is dealt by West, East-West vulnerable; board 17 starts the cycle again.
    expect(value.boards[1]).toMatchObject({ dealer: 'W', vulnerability: 'EW' });
    expect(value.boards[2]).toMatchObject({ dealer: 'N', vulnerability: 'None' });
  });

  it('writes PBN that our reader reads back, strictly, with the same boards', async () => {
    const pbn = await run([...CONSTRAINED, '--count', '5', '--board', '7', '--format', 'pbn']);
    const { value } = await runJson([...CONSTRAINED, '--count', '5', '--board', '7']);
    expect(pbn.code).toBe(0);
    expect(validatePbn(pbn.out, { strict: true })).toEqual({ ok: true });
    const records = parsePbn(pbn.out);
    if (!records.ok) throw new Error(records.error.message);
    expect(records.value.map((r) => [r.board, r.dealer, r.vulnerability, formatDeal(r.deal)])).toEqual(
      value.boards.map((b: { board: number; dealer: string; vulnerability: string; deal: string }) => [
        b.board,
        b.dealer,
        b.vulnerability,
        b.deal,
      ]),
    );
  });

  it('draws a diagram with the HCP of each hand, the same deal as JSON', async () => {
    const text = await run(['--seed', 'diagram', '--board', '2']);
    const { value } = await runJson(['--seed', 'diagram', '--board', '2']);
    const deal = dealOf(value.boards[0].deal);
    expect(text.out).toContain('Board 2, Dealer East, Vul NS');
    expect(text.out).toContain(
      `HCP: North ${hcp(deal.N)}, East ${hcp(deal.E)}, South ${hcp(deal.S)}, West ${hcp(deal.W)}`,
    );
    expect(text.err).toBe('');
  });

  it('repeats with a seed; takes positional constraints like the options', async () => {
    const a = await run([...CONSTRAINED, '--count', '3']);
    const b = await run([...CONSTRAINED, '--count', '3']);
    const c = await run([
      '--seed',
      'deal-test',
      'north: hcp 15-17 balanced',
      'South spades 5+',
      '--count',
      '3',
    ]);
    expect(a.out).toBe(b.out);
    expect(c.out).toBe(a.out);
  });

  it('keeps predealt cards and reports attempts in verbose mode', async () => {
    const r = await run([
      '--seed',
      '9',
      '--north-hand',
      'AKQ2.J93.K42.T83',
      '--west-hand',
      'SJ HT',
      '--count',
      '3',
      '-v',
    ]);
    expect(r.code).toBe(0);
    expect(r.err).toBe('3 deal(s): 3 attempts, 100.0% met the constraints\n');
    const { value } = await runJson([
      '--seed',
      '9',
      '--north-hand',
      'AKQ2.J93.K42.T83',
      '--west-hand',
      'SJ HT',
      '--count',
      '3',
    ]);
    for (const b of value.boards) {
      const deal = dealOf(b.deal);
      expect(formatDeal(deal).startsWith('N:AKQ2.J93.K42.T83 ')).toBe(true);
      expect(deal.W).toContain('SJ');
      expect(deal.W).toContain('HT');
    }
  });

  it('shows a syntax error with its column and a caret under it', async () => {
    const text = await run(['--south', 'hcp 10+ spadez 5+']);
    expect(text.code).toBe(2);
    expect(text.err).toBe(
      'tenace: South, column 9: unknown word "spadez" (a term is e.g. "hcp 15-17", "spades 5+", "balanced", "5-4-x-x" or "has SA") [CONSTRAINT_SYNTAX]\n' +
        '  hcp 10+ spadez 5+\n' +
        '          ^\n',
    );
    const { code, value } = await runJson(['--south', 'hcp 10+ spadez 5+']);
    expect(code).toBe(2);
    expect(value.error).toMatchObject({ code: 'CONSTRAINT_SYNTAX', target: 'S', position: 9 });
  });

  it('refuses contradictions, too rare constraints and bad options with their codes', async () => {
    const cases: [string[], string, Record<string, unknown>?][] = [
      [['--north', 'hcp 25+', '--south', 'hcp 20+'], 'CONSTRAINT_CONTRADICTION', { target: 'NS' }],
      [['--north-hand', 'SA', '--east-hand', 'SA'], 'CONSTRAINT_CONTRADICTION'],
      [['--north', 'hcp 37', '--max-attempts', '200', '--seed', '1'], 'NO_DEAL_FOUND', { attempts: 200 }],
      [['--east-hand', 'AKQ.J'], 'BAD_HAND'],
      [['--format', 'lin'], 'BAD_INPUT'],
      [['--count', '0'], 'BAD_INPUT'],
      [['--board', 'x'], 'BAD_INPUT'],
      [['--max-attempts', '-5'], 'BAD_INPUT'],
      [['hcp 15+'], 'BAD_INPUT'],
    ];
    for (const [args, code, extra] of cases) {
      const r = await runJson(args);
      expect([args, r.code]).toEqual([args, 2]);
      expect(r.value.error.code).toBe(code);
      if (extra) expect(r.value.error).toMatchObject(extra);
    }
  });

  it('answers in German with --lang de', async () => {
    const r = await run(['--lang', 'de', '--north', 'hcp 25+', '--south', 'hcp 20+']);
    expect(r.err).toContain('keine Verteilung erfüllt diese Bedingungen: Nord-Süd');
  });
});
