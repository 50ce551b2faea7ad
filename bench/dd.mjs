// Double-dummy benchmark on DDS's test lists: DD tables, solves (every card of the leader) and
// play traces, single-threaded, in one process. Prints mean and median milliseconds per record
// and the ratio to DDS 2.9 on this machine kind (test/fixtures/dds/README.md), and writes the
// same as JSON to bench/results/.
//
// Usage: npm run bench:dd -- [--files list100,list1000] [--limit N] [--modes table,solve,trace]
//        [--no-dedup] [--check] [--dds path/to/dtest]
//
// DDS's own test program solves a file as one batch and solves a repeated task once; by default
// this benchmark does the same (a repeated deal's table, a repeated solve or trace is taken from
// the run's cache), and it reports the time without that too. --check compares every result
// with the file.
//
// The DDS figures of the fixture README were measured on 22 November 2026; the same machine kind
// has since run DDS's own test program 1.5 times faster (docs/solver.md). With --dds, DDS's test
// program `dtest` (built from DDS 2.9's sources, which are not part of this project) solves the
// same file in the same mode, one thread, right after each of our runs, and the ratio to that
// figure is reported too: the only ratio that does not depend on the state of the machine.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseDeal } from '@tenace/engine';
// The solver's modules directly (not the package entry), so that the benchmark needs only the
// solver's own build and can read the node counter.
import { takeNodeCount } from '../packages/solver/dist/search.js';
import { solveCards } from '../packages/solver/dist/solve.js';
import { ddTable } from '../packages/solver/dist/table.js';
import { parseDdsFile } from '../packages/solver/dist/testing/dds-file.js';
import { playTrace } from '../packages/solver/dist/trace.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const files = option('files', 'list100,list1000').split(',');
const limit = Number(option('limit', '0'));
const modes = option('modes', 'table,solve,trace').split(',');
const dedup = !args.includes('--no-dedup');
const check = args.includes('--check');
const dtest = option('dds', null);

/** DDS 2.9, one thread, ms per record (test/fixtures/dds/README.md). */
const DDS = {
  list100: { table: 167.3, solve: 34.7, trace: 17.0 },
  list300: { table: 162.6, solve: 40.1, trace: 23.1 },
  list1000: { table: 149.3, solve: 37.9, trace: 18.7 },
};
/** DDS's test program's name for each mode. */
const DTEST_MODE = { table: 'calc', solve: 'solve', trace: 'play' };

/** DDS's own mean ms per record (its timer, one thread) for a file and mode, run now. */
function ddsHere(file, mode) {
  const path = fileURLToPath(new URL(`../test/fixtures/dds/${file}.txt`, import.meta.url));
  const out = execFileSync(dtest, ['-f', path, '-s', DTEST_MODE[mode], '-n', '1'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (/Difference/i.test(out)) throw new Error(`DDS disagrees with ${file} in ${mode} mode`);
  const avg = /Avg user time \(ms\)\s+([\d.]+)/.exec(out);
  if (avg === null) throw new Error(`no timing in DDS's output for ${file} ${mode}`);
  return Number(avg[1]);
}

const SEATS = ['N', 'E', 'S', 'W'];
const STRAINS = ['S', 'H', 'D', 'C', 'NT'];

function unwrap(result) {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function taskKey(mode, r) {
  if (mode === 'table') return r.deal;
  if (mode === 'solve') return `${r.deal}|${r.trump}|${r.first}`;
  return `${r.deal}|${r.trump}|${r.first}|${r.play.join('')}`;
}

function run(mode, r) {
  const deal = unwrap(parseDeal(r.deal));
  if (mode === 'table') {
    const t = unwrap(ddTable(deal));
    return STRAINS.flatMap((strain) => SEATS.map((seat) => t[seat][strain]));
  }
  if (mode === 'solve') {
    const s = unwrap(solveCards({ hands: deal, leader: SEATS[r.first] }, STRAINS[r.trump]));
    return s.cards.map((c) => `${c.card}:${c.tricks}`).sort();
  }
  return unwrap(playTrace(deal, STRAINS[r.trump], SEATS[r.first], r.play)).slice(0, r.trace.length);
}

function expected(mode, r) {
  if (mode === 'table') return r.table;
  if (mode === 'solve')
    return r.fut.map((f) => `${'SHDC'[f.suit]}${'..23456789TJQKA'[f.rank]}:${f.score}`).sort();
  return r.trace;
}

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / Math.max(1, times.length);
  const median = sorted.length === 0 ? 0 : sorted[sorted.length >> 1];
  return { mean, median, max: sorted[sorted.length - 1] ?? 0 };
};

const results = [];
for (const file of files) {
  let records = parseDdsFile(
    readFileSync(new URL(`../test/fixtures/dds/${file}.txt`, import.meta.url), 'utf8'),
  );
  if (limit > 0) records = records.slice(0, limit);
  for (const mode of modes) {
    const cache = new Map();
    const perRecord = [];
    const solved = [];
    let mismatches = 0;
    takeNodeCount();
    const start = performance.now();
    for (const r of records) {
      const key = taskKey(mode, r);
      const t0 = performance.now();
      let value = dedup ? cache.get(key) : undefined;
      const fresh = value === undefined;
      if (fresh) {
        value = run(mode, r);
        if (dedup) cache.set(key, value);
      }
      const ms = performance.now() - t0;
      perRecord.push(ms);
      if (fresh) solved.push(ms);
      if (check && JSON.stringify(value) !== JSON.stringify(expected(mode, r))) mismatches++;
    }
    const wall = performance.now() - start;
    const nodes = takeNodeCount();
    const all = stats(perRecord);
    const unique = stats(solved);
    const dds = DDS[file]?.[mode];
    const here = dtest === null || limit > 0 ? null : ddsHere(file, mode);
    const row = {
      file,
      mode,
      records: records.length,
      solved: solved.length,
      meanMs: +(wall / records.length).toFixed(2),
      medianMs: +all.median.toFixed(2),
      meanPerSolvedMs: +unique.mean.toFixed(2),
      medianPerSolvedMs: +unique.median.toFixed(2),
      maxMs: +unique.max.toFixed(1),
      ddsMs: dds ?? null,
      ratio: dds ? +(wall / records.length / dds).toFixed(2) : null,
      ddsHereMs: here,
      ratioHere: here ? +(wall / records.length / here).toFixed(2) : null,
      nodesPerSolved: Math.round(nodes / Math.max(1, solved.length)),
      ...(check ? { mismatches } : {}),
    };
    results.push(row);
    console.log(
      `${file.padEnd(9)} ${mode.padEnd(6)} ${String(records.length).padStart(5)} records` +
        ` mean ${row.meanMs.toFixed(1).padStart(7)} ms  median ${row.medianMs.toFixed(1).padStart(6)} ms` +
        `  (per task solved: mean ${row.meanPerSolvedMs.toFixed(1)}, median ${row.medianPerSolvedMs.toFixed(1)}, max ${row.maxMs})` +
        (dds ? `  DDS ${dds} ms, ratio ${row.ratio}` : '') +
        (here ? `  DDS now ${here} ms, ratio ${row.ratioHere}` : '') +
        `  nodes ${row.nodesPerSolved}` +
        (check ? `  mismatches ${mismatches}` : ''),
    );
  }
}

const out = new URL('./results/', import.meta.url);
mkdirSync(out, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const report = {
  date: new Date().toISOString(),
  node: process.version,
  dedup,
  limit,
  dds: dtest,
  results,
};
writeFileSync(new URL(`dd-${stamp}.json`, out), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(new URL('dd-latest.json', out), `${JSON.stringify(report, null, 2)}\n`);
console.log(`written to bench/results/dd-${stamp}.json`);
if (check && results.some((r) => r.mismatches > 0)) {
  console.error('some results differ from DDS');
  process.exitCode = 1;
}
