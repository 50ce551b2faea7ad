import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_BIDS } from '../bridge/call.js';
import { type Contract, formatContract, parseContract, type Risk } from '../bridge/contract.js';
import { SEATS, type Seat, VULNERABILITIES, type Vulnerability } from '../cards/types.js';
import { unwrap } from '../errors.js';
import { duplicateScore, undertrickPenalty } from './duplicate.js';
import { nsScore, scoreDuplicateResult, scoreForSide } from './result.js';

function contract(text: string): Contract {
  return unwrap(parseContract(text));
}

// rules.md §3.2, row by row: number, contract, declarer's vulnerability, tricks, score.
// 'both' marks the rows the spec gives for "NV or V".
const WORKED_EXAMPLES: readonly [number, string, 'NV' | 'V' | 'both', number, number][] = [
  [1, '1NT', 'NV', 7, 90],
  [2, '1NT', 'NV', 8, 120],
  [3, '2S', 'NV', 8, 110],
  [4, '2S', 'NV', 9, 140],
  [5, '3NT', 'NV', 9, 400],
  [6, '3NT', 'V', 9, 600],
  [7, '3NT', 'NV', 10, 430],
  [8, '3NT', 'V', 10, 630],
  [9, '4H', 'NV', 11, 450],
  [10, '4S', 'V', 10, 620],
  [11, '5C', 'NV', 11, 400],
  [12, '5C', 'V', 11, 600],
  [13, '6S', 'NV', 12, 980],
  [14, '6S', 'V', 12, 1430],
  [15, '6NT', 'V', 12, 1440],
  [16, '7C', 'NV', 13, 1440],
  [17, '7NT', 'V', 13, 2220],
  [18, '1NTX', 'both', 7, 180],
  [19, '1CXX', 'both', 7, 230],
  [20, '2CX', 'both', 8, 180],
  [21, '3CX', 'NV', 9, 470],
  [22, '2DXX', 'NV', 8, 560],
  [23, '1NTXX', 'NV', 7, 560],
  [24, '1NTXX', 'V', 7, 760],
  [25, '2SX', 'NV', 8, 470],
  [26, '2SX', 'V', 8, 670],
  [27, '2SX', 'NV', 9, 570],
  [28, '2SX', 'V', 9, 870],
  [29, '1CX', 'V', 9, 540],
  [30, '1CX', 'NV', 9, 340],
  [31, '3NTX', 'NV', 11, 750],
  [32, '3NTX', 'V', 11, 1150],
  [33, '4SXX', 'V', 11, 1480],
  [34, '5DX', 'NV', 11, 550],
  [35, '6HX', 'V', 12, 1660],
  [36, '6HX', 'V', 13, 1860],
  [37, '7SXX', 'NV', 13, 2240],
  [38, '7NTXX', 'NV', 13, 2280],
  [39, '7NTXX', 'V', 13, 2980],
  [40, '1S', 'NV', 6, -50],
  [41, '3NT', 'V', 8, -100],
  [42, '3NTX', 'NV', 8, -100],
  [43, '3NTX', 'V', 7, -500],
  [44, '3NTXX', 'NV', 7, -600],
  [45, '3NTXX', 'V', 7, -1000],
  [46, '4HX', 'NV', 7, -500],
  [47, '4HX', 'V', 7, -800],
  [48, '4SX', 'NV', 6, -800],
  [49, '4SX', 'V', 6, -1100],
  [50, '4SXX', 'NV', 6, -1600],
  [51, '5DX', 'NV', 7, -800],
  [52, '5DX', 'V', 7, -1100],
  [53, '6CXX', 'NV', 11, -200],
  [54, '6CXX', 'V', 11, -400],
  [55, '1HX', 'NV', 0, -1700],
  [56, '1HX', 'V', 0, -2000],
  [57, '7NT', 'V', 0, -1300],
  [58, '7NT', 'NV', 0, -650],
  [59, '7NTX', 'NV', 0, -3500],
  [60, '7NTX', 'V', 0, -3800],
  [61, '7NTXX', 'V', 0, -7600],
];

// rules.md §3.1, cumulative undertrick totals: down 1..13 in the columns NV, NV X, NV XX, V, V X, V XX.
const CUMULATIVE_UNDERTRICKS: readonly (readonly [number, number, number, number, number, number])[] = [
  [50, 100, 200, 100, 200, 400],
  [100, 300, 600, 200, 500, 1000],
  [150, 500, 1000, 300, 800, 1600],
  [200, 800, 1600, 400, 1100, 2200],
  [250, 1100, 2200, 500, 1400, 2800],
  [300, 1400, 2800, 600, 1700, 3400],
  [350, 1700, 3400, 700, 2000, 4000],
  [400, 2000, 4000, 800, 2300, 4600],
  [450, 2300, 4600, 900, 2600, 5200],
  [500, 2600, 5200, 1000, 2900, 5800],
  [550, 2900, 5800, 1100, 3200, 6400],
  [600, 3200, 6400, 1200, 3500, 7000],
  [650, 3500, 7000, 1300, 3800, 7600],
];

// BEGIN independent scorer
// A second scorer for the cross-check below, written from the L77 tables as data (rules.md §3.1)
// rather than from the helpers in duplicate.ts: trick values per strain (first odd trick, each
// later one), the per-undertrick rows (1st, 2nd, 3rd, 4th and later) and the premiums.
// test/fixtures/scoring/make-duplicate-table.mjs runs this very block to write the CSV fixture,
// so keep it free of imports.
type IndependentStrain = 'C' | 'D' | 'H' | 'S' | 'NT';
type IndependentRisk = '' | 'X' | 'XX';
type IndependentVul = 'NV' | 'V';

const TRICK_VALUES: Record<IndependentStrain, readonly [number, number]> = {
  C: [20, 20],
  D: [20, 20],
  H: [30, 30],
  S: [30, 30],
  NT: [40, 30],
};
const DOUBLING_FACTOR: Record<IndependentRisk, number> = { '': 1, X: 2, XX: 4 };
const UNDERTRICK_ROWS: Record<
  IndependentVul,
  Record<IndependentRisk, readonly [number, number, number, number]>
> = {
  NV: { '': [50, 50, 50, 50], X: [100, 200, 200, 300], XX: [200, 400, 400, 600] },
  V: { '': [100, 100, 100, 100], X: [200, 300, 300, 300], XX: [400, 600, 600, 600] },
};
const PREMIUMS: Record<
  IndependentVul,
  {
    partScore: number;
    game: number;
    smallSlam: number;
    grandSlam: number;
    overtrick: Record<IndependentRisk, number>;
  }
> = {
  NV: { partScore: 50, game: 300, smallSlam: 500, grandSlam: 1000, overtrick: { '': 0, X: 100, XX: 200 } },
  V: { partScore: 50, game: 500, smallSlam: 750, grandSlam: 1500, overtrick: { '': 0, X: 200, XX: 400 } },
};
const MADE_DOUBLED: Record<IndependentRisk, number> = { '': 0, X: 50, XX: 100 };

function independentScore(
  level: number,
  strain: IndependentStrain,
  risk: IndependentRisk,
  vul: IndependentVul,
  tricks: number,
): number {
  const target = level + 6;
  if (tricks < target) {
    const row = UNDERTRICK_ROWS[vul][risk];
    let penalty = 0;
    for (let k = 1; k <= target - tricks; k++) penalty += row[Math.min(k, 4) - 1] as number;
    return -penalty;
  }
  const [first, later] = TRICK_VALUES[strain];
  let bid = 0;
  for (let k = 1; k <= level; k++) bid += (k === 1 ? first : later) * DOUBLING_FACTOR[risk];
  const premiums = PREMIUMS[vul];
  let total = bid + (bid >= 100 ? premiums.game : premiums.partScore) + MADE_DOUBLED[risk];
  if (level === 6) total += premiums.smallSlam;
  if (level === 7) total += premiums.grandSlam;
  for (let k = target + 1; k <= tricks; k++) total += risk === '' ? later : premiums.overtrick[risk];
  return total;
}
// END independent scorer

const RISKS: readonly Risk[] = ['', 'X', 'XX'];
const ALL_CONTRACTS: readonly Contract[] = ALL_BIDS.flatMap((b) =>
  RISKS.map((risk) => ({ level: b.level, strain: b.strain, risk })),
);

function mirror(vul: Vulnerability): Vulnerability {
  return vul === 'NS' ? 'EW' : vul === 'EW' ? 'NS' : vul;
}

describe('duplicate score: the worked examples of rules.md §3.2', () => {
  it.each(WORKED_EXAMPLES)('#%i %s %s, %i tricks → %i', (_n, text, vul, tricks, score) => {
    const vulnerabilities = vul === 'both' ? [false, true] : [vul === 'V'];
    for (const vulnerable of vulnerabilities)
      expect(duplicateScore(contract(text), vulnerable, tricks)).toBe(score);
  });

  it('#62 all pass: 0 to both sides', () => {
    for (const vul of VULNERABILITIES) {
      expect(scoreDuplicateResult({ passedOut: true }, vul)).toEqual({
        ok: true,
        value: { score: 0, ns: 0 },
      });
    }
  });

  it('lists rows 1 to 61 (row 62, the pass-out, is the test above)', () => {
    expect(WORKED_EXAMPLES.map((row) => row[0])).toEqual(Array.from({ length: 61 }, (_, i) => i + 1));
  });
});

describe('undertricks: the cumulative table of rules.md §3.1', () => {
  it.each(CUMULATIVE_UNDERTRICKS.map((row, i) => [i + 1, row] as const))('down %i', (down, row) => {
    const columns: [Risk, boolean][] = [
      ['', false],
      ['X', false],
      ['XX', false],
      ['', true],
      ['X', true],
      ['XX', true],
    ];
    for (const [i, [risk, vulnerable]] of columns.entries()) {
      expect(undertrickPenalty(down, risk, vulnerable)).toBe(row[i]);
      // The same numbers through the whole score: a 7-level contract with 7 - down tricks.
      expect(duplicateScore({ level: 7, strain: 'S', risk }, vulnerable, 13 - down)).toBe(
        -(row[i] as number),
      );
    }
  });
});

describe('scores by side', () => {
  it('gives NS points for the CLI examples', () => {
    expect(nsScore(contract('4HX'), 'S', 'NS', 8)).toBe(-500);
    expect(scoreForSide('NS', contract('4HX'), 'S', 'NS', 8)).toBe(-500);
    expect(nsScore(contract('3NT'), 'E', 'All', 10)).toBe(-630);
    expect(scoreForSide('EW', contract('3NT'), 'E', 'All', 10)).toBe(630);
    expect(scoreDuplicateResult({ contract: contract('3NT'), declarer: 'E', tricks: 10 }, 'All')).toEqual({
      ok: true,
      value: { score: 630, ns: -630 },
    });
  });

  it('uses the declarer side vulnerability only', () => {
    // 4♠= by W: EW vulnerable decides; NS vulnerability is irrelevant.
    expect(nsScore(contract('4S'), 'W', 'EW', 10)).toBe(-620);
    expect(nsScore(contract('4S'), 'W', 'NS', 10)).toBe(-420);
  });

  it('rejects bad results with English and German messages', () => {
    const cases: [unknown, string][] = [
      [{ contract: contract('3NT'), declarer: 'N', tricks: 14 }, 'BAD_TRICKS'],
      [{ contract: contract('3NT'), declarer: 'N', tricks: 8.5 }, 'BAD_TRICKS'],
      [{ contract: contract('3NT'), declarer: 'X', tricks: 9 }, 'BAD_SEAT'],
      [{ contract: { level: 8, strain: 'NT', risk: '' }, declarer: 'N', tricks: 9 }, 'BAD_CONTRACT'],
      [{ contract: { level: 3, strain: 'Z', risk: '' }, declarer: 'N', tricks: 9 }, 'BAD_CONTRACT'],
      [{ contract: { level: 3, strain: 'NT', risk: 'XXX' }, declarer: 'N', tricks: 9 }, 'BAD_CONTRACT'],
    ];
    for (const [result, code] of cases) {
      const r = scoreDuplicateResult(result as never, 'None');
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(code);
        expect(r.error.message).not.toBe(r.error.messageDe);
      }
    }
    const badVul = scoreDuplicateResult({ passedOut: true }, 'Nobody' as Vulnerability);
    expect(badVul.ok || badVul.error.code).toBe('BAD_VULNERABILITY');
  });
});

describe('duplicate score properties', () => {
  const contracts = fc.constantFrom(...ALL_CONTRACTS);
  const tricks = fc.integer({ min: 0, max: 13 });
  const vuls = fc.constantFrom(...VULNERABILITIES);

  it('is symmetric: a result by N scores for NS what the same result by E scores for EW, vulnerability mirrored', () => {
    fc.assert(
      fc.property(contracts, vuls, tricks, (c, vul, t) => {
        expect(nsScore(c, 'N', vul, t)).toBe(-nsScore(c, 'E', mirror(vul), t));
      }),
    );
  });

  it('gives partners the same score and opponents the negative', () => {
    fc.assert(
      fc.property(contracts, vuls, tricks, fc.constantFrom<Seat>(...SEATS), (c, vul, t, declarer) => {
        const ns = nsScore(c, declarer, vul, t);
        expect(scoreForSide('EW', c, declarer, vul, t)).toBe(0 - ns);
      }),
    );
  });

  it('never falls when declarer takes one more trick', () => {
    fc.assert(
      fc.property(contracts, fc.boolean(), fc.integer({ min: 0, max: 12 }), (c, vulnerable, t) => {
        expect(duplicateScore(c, vulnerable, t + 1)).toBeGreaterThan(duplicateScore(c, vulnerable, t));
      }),
    );
  });

  it('is positive exactly when the contract makes, and always a multiple of 10', () => {
    fc.assert(
      fc.property(contracts, fc.boolean(), tricks, (c, vulnerable, t) => {
        const score = duplicateScore(c, vulnerable, t);
        expect(score > 0).toBe(t >= c.level + 6);
        expect(Math.abs(score) % 10).toBe(0);
      }),
    );
  });
});

describe('duplicate score: the independent table (35 contracts × 3 doublings × 2 vulnerabilities × 14 trick counts)', () => {
  const VULS: readonly IndependentVul[] = ['NV', 'V'];

  it('the independent scorer itself agrees with the worked examples of §3.2', () => {
    for (const [n, text, vul, tricks, score] of WORKED_EXAMPLES) {
      const c = contract(text);
      for (const v of vul === 'both' ? VULS : [vul]) {
        expect([n, independentScore(c.level, c.strain, c.risk, v, tricks)]).toEqual([n, score]);
      }
    }
  });

  it('duplicateScore agrees with the independent scorer in all 2,940 cases', () => {
    const mismatches: string[] = [];
    let cases = 0;
    for (const c of ALL_CONTRACTS) {
      for (const vul of VULS) {
        for (let tricks = 0; tricks <= 13; tricks++) {
          cases++;
          const expected = independentScore(c.level, c.strain, c.risk, vul, tricks);
          const actual = duplicateScore(c, vul === 'V', tricks);
          if (actual !== expected)
            mismatches.push(`${formatContract(c)} ${vul} ${tricks}: ${actual} ≠ ${expected}`);
        }
      }
    }
    expect(cases).toBe(2940);
    expect(mismatches).toEqual([]);
  });

  it('matches the committed fixture test/fixtures/scoring/duplicate-table.csv row by row', () => {
    const csv = readFileSync(
      fileURLToPath(new URL('../../../../test/fixtures/scoring/duplicate-table.csv', import.meta.url)),
      'utf8',
    );
    const [header, ...rows] = csv.trimEnd().split('\n');
    expect(header).toBe('contract,vul,tricks,score');
    expect(rows).toHaveLength(2940);
    const seen = new Set<string>();
    const mismatches: string[] = [];
    for (const row of rows) {
      const [text, vul, tricksText, scoreText] = row.split(',') as [string, IndependentVul, string, string];
      const c = contract(text);
      const tricks = Number(tricksText);
      const score = Number(scoreText);
      seen.add(`${formatContract(c)} ${vul} ${tricks}`);
      if (duplicateScore(c, vul === 'V', tricks) !== score) mismatches.push(`duplicateScore: ${row}`);
      if (independentScore(c.level, c.strain, c.risk, vul, tricks) !== score)
        mismatches.push(`independent: ${row}`);
    }
    expect(mismatches).toEqual([]);
    // Every combination exactly once.
    expect(seen.size).toBe(2940);
  });
});
