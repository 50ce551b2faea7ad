// Tunes the solver's move-ordering weights by coordinate descent on the number of nodes searched
// for single solves of DDS deals, each started at its known value (so only the search is measured),
// or with --mode table for the DD tables of the deals (slower; weights tuned on solves searched 5-7%
// more nodes in tables). Check the result on other deals than the ones tuned on.
// Usage: npm run build && node bench/dd-tune.mjs [--file list1000] [--from 0] [--count 40] [--sweeps 2]
//          [--mode solve|table]
import { readFileSync } from 'node:fs';
import { parseDeal } from '@tenace/engine';
import { packPosition } from '../packages/solver/dist/position.js';
import {
  setCutWeights,
  setWeights,
  takeNodeCount,
  useLeadWeights,
  weights,
} from '../packages/solver/dist/search.js';
import { bestTricks, loadPacked } from '../packages/solver/dist/solve.js';
import { ddTable } from '../packages/solver/dist/table.js';
import { parseDdsFile } from '../packages/solver/dist/testing/dds-file.js';
import { clearTable } from '../packages/solver/dist/transposition.js';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const file = opt('file', 'list1000');
const from = Number(opt('from', '0'));
const count = Number(opt('count', '40'));
const sweeps = Number(opt('sweeps', '2'));
const mode = opt('mode', 'solve');
const text = readFileSync(new URL(`../test/fixtures/dds/${file}.txt`, import.meta.url), 'utf8');
const seats = ['N', 'E', 'S', 'W'];
const records = parseDdsFile(text);
// A table per deal: a deal appears once per strain and leader in the file.
const deals = [...new Set(records.map((r) => r.deal))]
  .slice(from, from + count)
  .map((d) => parseDeal(d).value);
const positions = records.slice(from, from + count).map((r) => ({
  pos: packPosition({ hands: parseDeal(r.deal).value, leader: seats[r.first] }).value,
  trump: r.trump,
  value: Math.max(...r.fut.map((f) => f.score)),
}));

function measure(w) {
  setWeights(w.lead, w.follow);
  setCutWeights(w.cut);
  takeNodeCount();
  if (mode === 'table') {
    for (const d of deals) ddTable(d);
    return takeNodeCount() / deals.length;
  }
  for (const p of positions) {
    clearTable();
    loadPacked(p.pos, p.trump);
    if (bestTricks(p.pos.toMove, p.pos.tricks, p.value) !== p.value) throw new Error('wrong value');
  }
  return takeNodeCount() / positions.length;
}

// Tables and solves have lead weights of their own: start from the set of the mode tuned.
useLeadWeights(mode === 'table' ? 'table' : 'solve');
const w = weights();
let best = measure(w);
console.log('start', best.toFixed(0), JSON.stringify(w));
for (let sweep = 0; sweep < sweeps; sweep++) {
  for (const group of ['lead', 'follow', 'cut']) {
    const arr = w[group];
    for (let i = 0; i < arr.length; i++) {
      const orig = arr[i];
      const candidates = [
        ...new Set([Math.round(orig * 0.5), Math.round(orig * 1.5), orig + 6, orig - 6, 0]),
      ].filter((x) => x !== orig);
      for (const c of candidates) {
        arr[i] = c;
        const v = measure(w);
        if (v < best * 0.995) {
          best = v;
          console.log(`${group}[${i}] ${orig} -> ${c}: ${best.toFixed(0)}`, JSON.stringify(w));
          break;
        }
        arr[i] = orig;
      }
    }
  }
}
console.log('final', best.toFixed(0), JSON.stringify(w));
