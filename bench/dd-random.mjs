// Nodes per solve (`solveCards`, all cards of the leader) of two or more solver builds on seeded
// random deals, each with a random strain and leader: deals that no tuning run has seen, for a
// check of move-ordering weights beyond DDS's lists. No DDS values are needed; the builds' answers
// are compared with one another ("disagreements" must be 0).
// Usage: npm run build && node bench/dd-random.mjs COUNT SEED DIR [DIR...]
//   e.g. node bench/dd-random.mjs 200 9 ab/base packages/solver/dist
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseDeal } from '@tenace/engine';

const [n, seed0, ...dirs] = process.argv.slice(2);
let seed = Number(seed0);
const rnd = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const RANKS = 'AKQJT98765432';
const deals = [];
for (let k = 0; k < Number(n); k++) {
  const deck = [...Array(52).keys()];
  for (let i = 51; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  const hands = [0, 1, 2, 3].map((h) => {
    const cards = deck.slice(h * 13, h * 13 + 13).sort((a, b) => a - b);
    return [0, 1, 2, 3]
      .map((s) =>
        cards
          .filter((c) => Math.floor(c / 13) === s)
          .map((c) => RANKS[c % 13])
          .join(''),
      )
      .join('.');
  });
  deals.push({
    pbn: `N:${hands.join(' ')}`,
    strain: ['S', 'H', 'D', 'C', 'NT'][Math.floor(rnd() * 5)],
    leader: 'NESW'[Math.floor(rnd() * 4)],
  });
}
const builds = [];
for (const d of dirs) {
  const u = (f) => pathToFileURL(resolve(d, f)).href;
  builds.push({ d, s: await import(u('search.js')), v: await import(u('solve.js')), nodes: 0 });
}
let diff = 0;
for (const x of deals) {
  const deal = parseDeal(x.pbn).value;
  let ref = null;
  for (const b of builds) {
    b.s.takeNodeCount();
    const r = b.v.solveCards({ hands: deal, leader: x.leader }, x.strain).value;
    b.nodes += b.s.takeNodeCount();
    const key = JSON.stringify(r.cards.map((c) => `${c.card}:${c.tricks}`).sort());
    if (ref === null) ref = key;
    else if (key !== ref) diff++;
  }
}
for (const b of builds) console.log(b.d, Math.round(b.nodes / deals.length));
console.log('disagreements', diff);
