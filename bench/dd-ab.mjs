// A/B comparison of two solver builds on the same deals, interleaved deal by deal so that a busy
// machine slows both alike: DD tables, solves or play traces with node counts and CPU time,
// checked against DDS.
//
// Usage: node bench/dd-ab.mjs [--a DIR] [--b DIR] [--file list1000] [--mode table|solve|trace]
//          [--deals slow.json | --from 0 --count 100] [--out nodes.json] [--rounds 1] [--memory MB]
// DIR is a compiled solver (default A: packages/solver/dist). Without --b it only measures A,
// and --out writes per-deal nodes and ms (e.g. to pick the slowest deals for later A/B runs).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseDeal } from '@tenace/engine';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const root = new URL('../', import.meta.url);
const dirA = resolve(option('a', new URL('packages/solver/dist', root).pathname));
const dirB = option('b', '');
const file = option('file', 'list1000');
const mode = option('mode', 'table');
const rounds = Number(option('rounds', '1'));
const SEATS = ['N', 'E', 'S', 'W'];
const STRAINS = ['S', 'H', 'D', 'C', 'NT'];

async function load(dir) {
  const u = (f) => pathToFileURL(resolve(dir, f)).href;
  const search = await import(u('search.js'));
  const table = await import(u('table.js'));
  const solve = await import(u('solve.js'));
  const memory = option('memory', '');
  if (memory) (await import(u('transposition.js'))).setTableMemory(Number(memory));
  const trace = await import(u('trace.js'));
  return {
    takeNodeCount: search.takeNodeCount,
    ddTable: table.ddTable,
    solveCards: solve.solveCards,
    playTrace: trace.playTrace,
  };
}

const { parseDdsFile } = await import(new URL('packages/solver/dist/testing/dds-file.js', root).href);
let records = parseDdsFile(readFileSync(new URL(`test/fixtures/dds/${file}.txt`, root), 'utf8'));
const seen = new Set();
records = records
  .map((r, index) => ({ ...r, index }))
  .filter((r) => {
    const key =
      mode === 'table'
        ? r.deal
        : `${r.deal}|${r.trump}|${r.first}${mode === 'trace' ? `|${r.play.join('')}` : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
const dealsFile = option('deals', '');
if (dealsFile) {
  const wanted = new Set(JSON.parse(readFileSync(dealsFile, 'utf8')).map((x) => x.index ?? x));
  records = records.filter((r) => wanted.has(r.index));
} else {
  const from = Number(option('from', '0'));
  records = records.slice(from, from + Number(option('count', '100000')));
}

function runOne(s, r) {
  const deal = parseDeal(r.deal).value;
  s.takeNodeCount();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let ok;
  if (mode === 'table') {
    const t = s.ddTable(deal).value;
    const got = STRAINS.flatMap((strain) => SEATS.map((seat) => t[seat][strain]));
    ok = JSON.stringify(got) === JSON.stringify(r.table);
  } else if (mode === 'trace') {
    const v = s.playTrace(deal, STRAINS[r.trump], SEATS[r.first], r.play).value;
    ok = JSON.stringify(v.slice(0, r.trace.length)) === JSON.stringify(r.trace);
  } else {
    const v = s.solveCards({ hands: deal, leader: SEATS[r.first] }, STRAINS[r.trump]).value;
    const got = v.cards.map((c) => `${c.card}:${c.tricks}`).sort();
    const want = r.fut.map((f) => `${'SHDC'[f.suit]}${'..23456789TJQKA'[f.rank]}:${f.score}`).sort();
    ok = JSON.stringify(got) === JSON.stringify(want);
  }
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { ms, cpu: (c.user + c.system) / 1000, nodes: s.takeNodeCount(), ok };
}

const A = await load(dirA);
const B = dirB ? await load(dirB) : null;
const sum = { a: { ms: 0, cpu: 0, nodes: 0, bad: 0 }, b: { ms: 0, cpu: 0, nodes: 0, bad: 0 } };
const rows = [];
for (let round = 0; round < rounds; round++) {
  for (const [i, r] of records.entries()) {
    // Alternate which build goes first, so that neither always runs on a warmer cache.
    const first = B && (i + round) % 2 === 1 ? B : A;
    const second = B ? (first === A ? B : A) : null;
    const x = runOne(first, r);
    const y = second ? runOne(second, r) : null;
    const ra = first === A ? x : y;
    const rb = first === A ? y : x;
    sum.a.ms += ra.ms;
    sum.a.cpu += ra.cpu;
    sum.a.nodes += ra.nodes;
    if (!ra.ok) sum.a.bad++;
    if (rb) {
      sum.b.ms += rb.ms;
      sum.b.cpu += rb.cpu;
      sum.b.nodes += rb.nodes;
      if (!rb.ok) sum.b.bad++;
    }
    if (round === 0)
      rows.push({
        index: r.index,
        nodes: ra.nodes,
        ms: +ra.ms.toFixed(1),
        ...(rb ? { nodesB: rb.nodes, msB: +rb.ms.toFixed(1) } : {}),
      });
  }
}
const n = records.length * rounds;
const line = (k, s) =>
  `${k}: ${(s.ms / n).toFixed(1)} ms/deal (CPU ${(s.cpu / n).toFixed(1)}), ${Math.round(s.nodes / n)} nodes/deal, mismatches ${s.bad}`;
console.log(`${file} ${mode}, ${records.length} deals x ${rounds}`);
console.log(line('A', sum.a));
if (B) {
  console.log(line('B', sum.b));
  console.log(
    `B/A: time ${(sum.b.ms / sum.a.ms).toFixed(3)}, CPU ${(sum.b.cpu / sum.a.cpu).toFixed(3)}, nodes ${(sum.b.nodes / sum.a.nodes).toFixed(3)}`,
  );
}
const out = option('out', '');
if (out) writeFileSync(out, `${JSON.stringify(rows)}\n`);
