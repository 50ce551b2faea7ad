// Deal generation benchmark: attempts per second and acceptance rate of the constraint
// generator for constraint sets analysts use, single-threaded, and the rate of unconstrained
// `randomDeal` for comparison. Writes the same as JSON to bench/results/.
//
// Usage: npm run bench:deal -- [--deals N]
import { mkdirSync, writeFileSync } from 'node:fs';
import { compileDealConstraints, generateDeals, randomDeal, seededRandom } from '@tenace/engine';

const args = process.argv.slice(2);
const i = args.indexOf('--deals');
const deals = i >= 0 ? Number(args[i + 1]) : 2000;

const CASES = [
  { name: 'none', input: {} },
  { name: '1NT opener', input: { constraints: { N: 'hcp 15-17 balanced' } } },
  {
    name: '1NT and a five-card spade suit',
    input: { constraints: { N: 'hcp 15-17 balanced', S: 'spades 5+' } },
  },
  {
    name: 'weak two and invite',
    input: { constraints: { W: 'hcp 6-10 hearts 6 one-suiter', E: 'hcp 14+ hearts 2+' } },
  },
  { name: 'game values and a fit', input: { constraints: { NS: 'hcp 25-27 spades 8+' } } },
  {
    name: 'predealt North, South 10+',
    input: { predeal: { N: 'AKQ2.J93.K42.T83' }, constraints: { S: 'hcp 10+' } },
  },
  {
    name: 'losers and quick tricks',
    input: { constraints: { N: 'losers 5-6 qt 3+', S: 'points shape 10+' } },
  },
];

const results = [];
for (const c of CASES) {
  const compiled = compileDealConstraints(c.input);
  if (!compiled.ok) throw new Error(`${c.name}: ${compiled.error.message}`);
  const start = performance.now();
  const r = generateDeals(compiled.value, seededRandom(c.name), deals, { maxAttempts: 1e8 });
  const ms = performance.now() - start;
  if (!r.ok) throw new Error(`${c.name}: ${r.error.message}`);
  const row = {
    name: c.name,
    deals,
    attempts: r.value.attempts,
    acceptanceRate: Number((deals / r.value.attempts).toPrecision(4)),
    ms: Number(ms.toFixed(1)),
    microsecondsPerAttempt: Number(((1000 * ms) / r.value.attempts).toFixed(3)),
    msPerDeal: Number((ms / deals).toFixed(4)),
  };
  results.push(row);
  console.log(JSON.stringify(row));
}
const source = seededRandom('random');
const start = performance.now();
for (let n = 0; n < 100000; n++) randomDeal(source);
const randomMs = performance.now() - start;
const random = {
  name: 'randomDeal',
  deals: 100000,
  microsecondsPerDeal: Number(((1000 * randomMs) / 100000).toFixed(3)),
};
console.log(JSON.stringify(random));

const report = { date: new Date().toISOString(), node: process.version, results, random };
mkdirSync(new URL('results/', import.meta.url), { recursive: true });
const stamp = report.date.replace(/[:.]/g, '-');
writeFileSync(new URL(`results/deal-${stamp}.json`, import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(new URL('results/deal-latest.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
