// Tunes the solver's move-ordering weights by coordinate descent on the number of nodes searched
// for single solves of DDS deals, each started at its known value (so only the search is measured),
// or with --mode table for the DD tables of the deals (slower; weights tuned on solves searched 5-7%
// more nodes in tables). Check the result on other deals than the ones tuned on.
// Usage: npm run build && node bench/dd-tune.mjs [--file list1000] [--from 0] [--count 40] [--sweeps 2]
//          [--mode solve|cards|table|trace] [--groups lead,follow,cut] [--start '{"lead":[...],...}']
//          [--blocks 1 --agree 1] [--best] [--only 1,2,3] [--cut-values 0,25,50,100]
// --groups names the weight groups swept; --start the weights to start from (the output's JSON).
// --blocks splits the deals into that many consecutive blocks, and a change is kept only when it
// takes 0.5% off the total and searches fewer nodes in at least --agree of the blocks (so that
// one hard deal that swings by a factor does not decide alone).
// The candidates for a weight are half and one and a half times it, it plus and minus 6, and 0;
// for the cut-off bonuses (`cut`, 1500 and 1000 against weights of tens) the values of
// --cut-values instead. The first candidate that qualifies is kept, or with --best the one of
// them all with the fewest nodes. --only restricts the sweep to those indices of each group.
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
import { bestTricks, loadPacked, solveCards } from '../packages/solver/dist/solve.js';
import { ddTable } from '../packages/solver/dist/table.js';
import { parseDdsFile } from '../packages/solver/dist/testing/dds-file.js';
import { playTrace } from '../packages/solver/dist/trace.js';
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
const groups = opt('groups', 'lead,follow,cut').split(',');
const blocks = Number(opt('blocks', '1'));
const agree = Number(opt('agree', String(blocks)));
const start = opt('start', '');
const pickBest = args.includes('--best');
const only = opt('only', '') ? opt('only', '').split(',').map(Number) : null;
const cutValues = opt('cut-values', '0,10,20,50,100,200,500,1000,1500').split(',').map(Number);
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

// Nodes per deal (tables) or per record (solves) with the weights `w`.
// --mode cards: all cards of the leader (`solveCards`) of the records counted as bench/dd-ab.mjs
// counts solves (a record repeating the deal, strain and leader of an earlier one is skipped).
// The records whose key no earlier record had.
const unique = (key) => {
  const seen = new Set();
  return records.filter((r) => !seen.has(key(r)) && seen.add(key(r)));
};
const cardRecords = unique((r) => `${r.deal}|${r.trump}|${r.first}`)
  .slice(from, from + count)
  .map((r) => ({
    position: { hands: parseDeal(r.deal).value, leader: seats[r.first] },
    strain: ['S', 'H', 'D', 'C', 'NT'][r.trump],
  }));

// --mode trace: the play traces of the records counted as bench/dd-ab.mjs counts traces.
const traceRecords = unique((r) => `${r.deal}|${r.trump}|${r.first}|${r.play.join('')}`)
  .slice(from, from + count)
  .map((r) => ({
    deal: parseDeal(r.deal).value,
    strain: ['S', 'H', 'D', 'C', 'NT'][r.trump],
    leader: seats[r.first],
    play: r.play,
  }));

function measure(w) {
  setWeights(w.lead, w.follow);
  setCutWeights(w.cut);
  takeNodeCount();
  if (mode === 'table') {
    return deals.map((d) => {
      ddTable(d);
      return takeNodeCount();
    });
  }
  if (mode === 'trace') {
    return traceRecords.map((r) => {
      playTrace(r.deal, r.strain, r.leader, r.play);
      return takeNodeCount();
    });
  }
  if (mode === 'cards') {
    return cardRecords.map((r) => {
      solveCards(r.position, r.strain);
      return takeNodeCount();
    });
  }
  return positions.map((p) => {
    clearTable();
    loadPacked(p.pos, p.trump);
    if (bestTricks(p.pos.toMove, p.pos.tricks, p.value) !== p.value) throw new Error('wrong value');
    return takeNodeCount();
  });
}

const sum = (xs) => xs.reduce((a, b) => a + b, 0);
// Block sums: blocks of consecutive deals.
const blockSums = (xs) =>
  Array.from({ length: blocks }, (_, b) =>
    sum(xs.slice(Math.floor((b * xs.length) / blocks), Math.floor(((b + 1) * xs.length) / blocks))),
  );

// Tables, solves and traces have weights of their own: start from the set of the mode tuned.
useLeadWeights(mode === 'table' ? 'table' : mode === 'trace' ? 'trace' : 'solve');
const w = start ? JSON.parse(start) : weights();
let bestNodes = measure(w);
let best = sum(bestNodes) / bestNodes.length;
console.log('start', best.toFixed(0), JSON.stringify(w), blockSums(bestNodes).join(' '));
for (let sweep = 0; sweep < sweeps; sweep++) {
  for (const group of groups) {
    const arr = w[group];
    for (let i = 0; i < arr.length; i++) {
      if (only && !only.includes(i)) continue;
      const orig = arr[i];
      const candidates = (
        group === 'cut' ? cutValues : [Math.round(orig * 0.5), Math.round(orig * 1.5), orig + 6, orig - 6, 0]
      ).filter((x, k, xs) => x !== orig && xs.indexOf(x) === k);
      let chosen = orig;
      let chosenNodes = null;
      let chosenV = best;
      for (const c of candidates) {
        arr[i] = c;
        const nodes = measure(w);
        const v = sum(nodes) / nodes.length;
        const now = blockSums(nodes);
        const before = blockSums(bestNodes);
        const fewer = now.filter((x, b) => x < before[b]).length;
        const qualifies = v < best * 0.995 && fewer >= agree;
        if (pickBest)
          console.log(
            `  ${group}[${i}] ${orig} -> ${c}: ${v.toFixed(0)}, ${fewer} of ${blocks} blocks fewer`,
          );
        else if (v < best * 0.995 && !qualifies)
          console.log(
            `  ${group}[${i}] ${orig} -> ${c}: ${v.toFixed(0)} rejected, ${fewer} of ${blocks} blocks fewer`,
          );
        if (qualifies && v < chosenV) {
          chosen = c;
          chosenNodes = nodes;
          chosenV = v;
          if (!pickBest) break;
        }
      }
      arr[i] = chosen;
      if (chosenNodes) {
        best = chosenV;
        bestNodes = chosenNodes;
        console.log(
          `${group}[${i}] ${orig} -> ${chosen}: ${best.toFixed(0)}`,
          JSON.stringify(w),
          blockSums(bestNodes).join(' '),
        );
      }
    }
  }
}
console.log('final', best.toFixed(0), JSON.stringify(w));
