// Bidding benchmark: runs every active case of the SAYC suite (../shared/testdata/sayc/, written
// by the saycbridge project) through the SAYC robot and reports agreement overall, per group,
// explicit and derived cases apart, and on the cases saycbridge's own z3b bidder got right; the
// median time per call; the list of disagreements (to a text file) and the summary as JSON, both
// in bench/results/.
//
// Usage: npm run bench:bidding -- [--file path/to/sayc-cases.json] [--group name] [--quiet]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auctionFromCalls, formatCall, parseCall, parseHand } from '@tenace/engine';
import { chooseCall, SAYC } from '@tenace/robots';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const file = option('file', resolve(root, '../shared/testdata/sayc/sayc-cases.json'));
const onlyGroup = option('group', '');
const quiet = args.includes('--quiet');

const VUL = { None: 'None', 'N-S': 'NS', 'E-W': 'EW', Both: 'All' };
const data = JSON.parse(readFileSync(file, 'utf8'));
const cases = data.cases.filter(
  (c) => !c.invalid && !c.disabled && (onlyGroup === '' || c.group === onlyGroup),
);

const tally = () => ({ n: 0, agree: 0 });
const overall = tally();
const byKind = { explicit: tally(), derived: tally() };
const z3bRight = tally();
const groups = new Map();
const times = [];
const disagreements = [];
const rulesUsed = new Map();

for (const c of cases) {
  const hand = parseHand(c.hand, { strict: true });
  const calls = c.history.map((t) => parseCall(t));
  const bad = [hand, ...calls].find((r) => !r.ok);
  if (bad) throw new Error(`${c.id}: ${bad.error.message}`);
  const auction = auctionFromCalls(
    c.dealer,
    calls.map((r) => r.value),
  );
  if (!auction.ok) throw new Error(`${c.id}: ${auction.error.message}`);
  const start = performance.now();
  const choice = chooseCall(SAYC, {
    hand: hand.value,
    auction: auction.value,
    vulnerability: VUL[c.vulnerability],
  });
  times.push(performance.now() - start);
  const ours = formatCall(choice.call);
  const agree = ours === c.expected;
  for (const t of [overall, byKind[c.kind], ...(c.known_failure === undefined ? [z3bRight] : [])]) {
    t.n++;
    if (agree) t.agree++;
  }
  if (!groups.has(c.group)) groups.set(c.group, tally());
  const g = groups.get(c.group);
  g.n++;
  if (agree) g.agree++;
  const used = rulesUsed.get(choice.ruleId) ?? tally();
  used.n++;
  if (agree) used.agree++;
  rulesUsed.set(choice.ruleId, used);
  if (!agree) {
    disagreements.push({
      id: c.id,
      group: c.group,
      hand: c.hand,
      hcp: c.hcp,
      auction: c.history.join(' ') || '-',
      vulnerability: c.vulnerability,
      expected: c.expected,
      ours,
      rule: choice.ruleId,
      ...(c.note ? { note: c.note } : {}),
    });
  }
}

times.sort((a, b) => a - b);
const median = times.length === 0 ? 0 : times[Math.floor(times.length / 2)];
const pct = (t) => (t.n === 0 ? 0 : Math.round((1000 * t.agree) / t.n) / 10);
const line = (name, t) =>
  `${name.padEnd(52)} ${String(t.agree).padStart(5)} / ${String(t.n).padStart(5)}  ${pct(t).toFixed(1).padStart(5)}%`;

const out = [];
out.push(line('overall', overall));
out.push(line('explicit cases', byKind.explicit));
out.push(line('derived cases', byKind.derived));
out.push(line('cases saycbridge z3b got right', z3bRight));
out.push(`median time per call: ${median.toFixed(2)} ms (${times.length} calls)`);
out.push('');
for (const [name, t] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) out.push(line(name, t));
console.log(out.join('\n'));

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
mkdirSync(resolve(root, 'bench/results'), { recursive: true });
const listPath = resolve(root, 'bench/results/bidding-disagreements.txt');
writeFileSync(
  listPath,
  `${disagreements
    .map(
      (d) =>
        `${d.id}\t${d.group}\t${d.hand}\t${d.auction}\t${d.vulnerability}\texpected ${d.expected}\tours ${d.ours}\t${d.rule}${d.note ? `\t# ${d.note}` : ''}`,
    )
    .join('\n')}\n`,
);
const summary = {
  date: new Date().toISOString(),
  system: SAYC.id,
  file,
  cases: overall.n,
  agreement: pct(overall),
  agree: overall.agree,
  explicit: { ...byKind.explicit, agreement: pct(byKind.explicit) },
  derived: { ...byKind.derived, agreement: pct(byKind.derived) },
  z3bRight: { ...z3bRight, agreement: pct(z3bRight) },
  medianMsPerCall: Math.round(median * 1000) / 1000,
  groups: Object.fromEntries([...groups].map(([name, t]) => [name, { ...t, agreement: pct(t) }])),
  rules: Object.fromEntries([...rulesUsed].sort((a, b) => b[1].n - a[1].n)),
  disagreements,
};
writeFileSync(resolve(root, `bench/results/bidding-${stamp}.json`), `${JSON.stringify(summary, null, 2)}\n`);
writeFileSync(resolve(root, 'bench/results/bidding-latest.json'), `${JSON.stringify(summary, null, 2)}\n`);
if (!quiet) console.log(`\ndisagreements: ${listPath}\nJSON: bench/results/bidding-latest.json`);
