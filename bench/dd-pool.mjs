// Worker-pool benchmark: DD tables of a DDS test list through the pool, and `tenace analyze` on
// a 32-board hand record (test/fixtures/pbn/dds-32.pbn). Prints wall-clock ms per record (the
// measure of DDS's own batch test, comparable to its 2-thread figure in
// test/fixtures/dds/README.md), mean and median worker ms per deal, and the analyze time; writes
// the same as JSON to bench/results/.
//
// Usage: npm run build && node bench/dd-pool.mjs [--file list1000] [--limit N] [--workers 2]
//        [--memory MB] [--no-dedup] [--no-analyze] [--analyze-threads 2]
//
// As in DDS's batch test, a deal that occurs more than once is solved once by default (the
// other records take its table); --no-dedup solves every record.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDeal } from '@tenace/engine';
import { createNodePool } from '@tenace/solver/node';
import { parseDdsFile } from '../packages/solver/dist/testing/dds-file.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const file = option('file', 'list1000');
const limit = Number(option('limit', '0'));
const workers = Number(option('workers', '2'));
const memory = option('memory', undefined);
const dedup = !args.includes('--no-dedup');
const analyze = !args.includes('--no-analyze');
const analyzeThreads = option('analyze-threads', String(workers));

/** DDS 2.9 `dtest -s calc`, wall-clock ms per record with 1 and 2 threads (test/fixtures/dds/README.md). */
const DDS_TABLE_MS = {
  list100: { 1: 167.3, 2: 90.6 },
  list300: { 1: 162.6, 2: 92.2 },
  list1000: { 1: 149.3, 2: 76.1 },
};
const SEATS = ['N', 'E', 'S', 'W'];
const STRAINS = ['S', 'H', 'D', 'C', 'NT'];

const round = (x) => Math.round(x * 100) / 100;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

let records = parseDdsFile(
  readFileSync(new URL(`../test/fixtures/dds/${file}.txt`, import.meta.url), 'utf8'),
);
if (limit > 0) records = records.slice(0, limit);
const keys = dedup ? [...new Set(records.map((r) => r.deal))] : records.map((r) => r.deal);
const deals = keys.map((text) => {
  const d = parseDeal(text, { strict: true });
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
});

const pool = createNodePool({ workers, ...(memory === undefined ? {} : { memoryMb: Number(memory) }) });
const workerMs = new Array(deals.length).fill(0);
let done = 0;
const start = performance.now();
const results = await pool.ddTables(deals, {
  onProgress: (p) => {
    workerMs[p.index] = p.ms ?? 0;
    done++;
    if (process.stderr.isTTY) process.stderr.write(`\r${done}/${deals.length}`);
  },
});
const wall = performance.now() - start;
await pool.close();
if (process.stderr.isTTY) process.stderr.write('\n');

// Every table checked against the file.
const byDeal = new Map(keys.map((k, i) => [k, results[i]]));
let mismatches = 0;
const wrong = [];
for (const r of records) {
  const t = byDeal.get(r.deal);
  const flat = t?.ok ? STRAINS.flatMap((s) => SEATS.map((seat) => t.value[seat][s])) : [];
  if (flat.join(' ') !== r.table.join(' ')) {
    mismatches++;
    if (!wrong.some((w) => w.deal === r.deal)) {
      wrong.push({ deal: r.deal, expected: r.table.join(' '), got: t?.ok ? flat.join(' ') : t?.error.code });
    }
  }
}
for (const w of wrong) console.log(`differs: ${w.deal}\n  DDS   ${w.expected}\n  ours  ${w.got}`);

const perRecord = wall / records.length;
const dds = DDS_TABLE_MS[file]?.[workers] ?? DDS_TABLE_MS[file]?.[2];
const table = {
  file,
  records: records.length,
  deals: deals.length,
  dedup,
  workers,
  memoryMb: memory === undefined ? 'default' : Number(memory),
  wallMs: round(wall),
  msPerRecord: round(perRecord),
  msPerDeal: round(wall / deals.length),
  workerMeanMs: round(workerMs.reduce((a, b) => a + b, 0) / deals.length),
  workerMedianMs: round(median(workerMs)),
  workerMaxMs: round(Math.max(...workerMs)),
  mismatches,
  wrong,
  ddsMsPerRecord: dds,
  ratioToDds: dds ? round(perRecord / dds) : null,
};
console.log(
  `DD tables of ${file} (${records.length} records, ${deals.length} deals solved) with ${workers} workers: ` +
    `${table.msPerRecord} ms per record wall-clock (DDS ${workers} threads: ${dds} ms, ratio ${table.ratioToDds}); ` +
    `per deal in a worker: mean ${table.workerMeanMs} ms, median ${table.workerMedianMs} ms, max ${table.workerMaxMs} ms; ` +
    `${mismatches} tables differ from the file`,
);

let analyzeResult = null;
if (analyze) {
  const input = new URL('../test/fixtures/pbn/dds-32.pbn', import.meta.url).pathname;
  const output = join(tmpdir(), `tenace-dd-pool-${process.pid}.pbn`);
  const cli = new URL('../packages/cli/bin/tenace.js', import.meta.url).pathname;
  const t0 = performance.now();
  execFileSync(
    process.execPath,
    [cli, 'analyze', input, '-o', output, '--threads', analyzeThreads, '--json'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const ms = performance.now() - t0;
  analyzeResult = {
    file: 'test/fixtures/pbn/dds-32.pbn',
    boards: 32,
    threads: Number(analyzeThreads),
    wallMs: round(ms),
  };
  console.log(
    `tenace analyze dds-32.pbn (32 boards, --threads ${analyzeThreads}): ${round(ms / 1000)} s (target: under 10 s)`,
  );
}

const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: (await import('node:os')).cpus().length,
  loadAverage: (await import('node:os')).loadavg().map(round),
  table,
  analyze: analyzeResult,
};
const dir = new URL('./results/', import.meta.url);
mkdirSync(dir, { recursive: true });
const stamp = report.date.replace(/[:.]/g, '-');
writeFileSync(new URL(`dd-pool-${stamp}.json`, dir), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(new URL('dd-pool-latest.json', dir), `${JSON.stringify(report, null, 2)}\n`);
