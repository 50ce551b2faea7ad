// Nodes per solve (`solveCards`, all cards of the leader) of two or more solver builds on seeded
// random deals, each with a random strain and leader: deals that no tuning run has seen, for a
// check of move-ordering weights beyond DDS's lists. No DDS values are needed; the builds' answers
// are compared with one another ("disagreements" must be 0).
// Usage: npm run build && node bench/dd-random.mjs COUNT SEED DIR [DIR...]
//   e.g. node bench/dd-random.mjs 200 9 ab/base packages/solver/dist
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomDeal, randomInt, seededRandom } from '@tenace/engine';

const [n, seed, ...dirs] = process.argv.slice(2);
const random = seededRandom(Number(seed));
const deals = Array.from({ length: Number(n) }, () => ({
  hands: randomDeal(random),
  strain: ['S', 'H', 'D', 'C', 'NT'][randomInt(random, 5)],
  leader: 'NESW'[randomInt(random, 4)],
}));
const builds = [];
for (const d of dirs) {
  const u = (f) => pathToFileURL(resolve(d, f)).href;
  builds.push({ d, s: await import(u('search.js')), v: await import(u('solve.js')), nodes: 0 });
}
let diff = 0;
for (const x of deals) {
  let ref = null;
  for (const b of builds) {
    b.s.takeNodeCount();
    const r = b.v.solveCards({ hands: x.hands, leader: x.leader }, x.strain).value;
    b.nodes += b.s.takeNodeCount();
    const key = JSON.stringify(r.cards.map((c) => `${c.card}:${c.tricks}`).sort());
    if (ref === null) ref = key;
    else if (key !== ref) diff++;
  }
}
for (const b of builds) console.log(b.d, Math.round(b.nodes / deals.length));
console.log('disagreements', diff);
