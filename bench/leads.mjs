// Opening-lead benchmark: robots bid seeded self-play boards (SAYC) and the opening leader's
// robot chooses its lead; each lead's cost is the tricks it gives away double dummy against the
// best lead of the actual deal. Only the lead is played, so settings of the lead can be compared
// board by board on many boards at a fraction of a whole board's time. Results go to
// bench/results/leads-*.json (per board: the card, its cost, CPU ms).
//
// Usage: npm run bench:leads -- [--boards 200] [--first 1] [--seed 1] [--lead-samples 24]
//        [--lead-suits all|rules] [--lead-attempts 8000] [--time-ms N|Infinity]
//        node bench/leads.mjs --compare A.json B.json   (paired difference of two runs)
// The default --time-ms Infinity makes every lead depend on the seed alone.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardInfo, randomDeal, SEATS, seededRandom } from '@tenace/engine';
import { DEFAULT_PLAY_OPTIONS, playBoardOut, SAYC, systemRobot } from '@tenace/robots';
import { solveCards } from '@tenace/solver';
import { pairedDifference } from './paired.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};

if (args[0] === '--compare') {
  const [a, b] = args.slice(1).map((f) => JSON.parse(readFileSync(f, 'utf8')));
  const costs = new Map(a.leads.map((l) => [l.board, l]));
  const pairs = b.leads.filter((l) => costs.has(l.board)).map((l) => [costs.get(l.board), l]);
  const { mean, standardError } = pairedDifference(pairs.map(([x, y]) => y.cost - x.cost));
  const avg = (k) => pairs.reduce((s, p) => s + p[k].cost, 0) / pairs.length;
  console.log(
    `${pairs.length} leads: A ${avg(0).toFixed(3)}, B ${avg(1).toFixed(3)} tricks per lead; ` +
      `B - A ${mean.toFixed(3)} ± ${standardError.toFixed(3)} (standard error); ` +
      `${pairs.filter(([x, y]) => x.card !== y.card).length} leads differ`,
  );
  process.exit(0);
}

const count = Number(option('boards', '200'));
const first = Number(option('first', '1'));
const seed = option('seed', '1');
const play = {
  timeMs: Number(option('time-ms', 'Infinity')),
  leadTimeMs: Number(option('time-ms', 'Infinity')),
  leadSamples: Number(option('lead-samples', String(DEFAULT_PLAY_OPTIONS.leadSamples))),
  leadSuits: option('lead-suits', DEFAULT_PLAY_OPTIONS.leadSuits),
  leadAttemptsPerSample: Number(option('lead-attempts', String(DEFAULT_PLAY_OPTIONS.leadAttemptsPerSample))),
};
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Thrown by the opening leader's robot once it has chosen: the rest of the board is not played. */
class LeadMade extends Error {}

const leads = [];
for (let board = first; board < first + count; board++) {
  const info = boardInfo(board);
  if (!info.ok) throw new Error(info.error.message);
  const { dealer, vulnerability } = info.value;
  // The deal and the robots of selfPlayBoard, so a board here is the same board as there.
  const deal = randomDeal(seededRandom(`${seed}:deal:${board}`), dealer);
  let lead = null;
  const robots = Object.fromEntries(
    SEATS.map((seat) => {
      const robot = systemRobot(SAYC, seededRandom(`${seed}:robot:${board}:${seat}`), play);
      const decide = (input) => {
        if (input.view.phase !== 'play') return robot.decide(input);
        const start = cpuMs();
        const action = robot.decide(input);
        lead = { action, view: input.view, ms: cpuMs() - start };
        throw new LeadMade();
      };
      return [seat, { name: robot.name, decide }];
    }),
  );
  try {
    const out = playBoardOut({ deal, dealer, vulnerability, board }, robots);
    if (!out.ok) throw new Error(out.error.message);
  } catch (error) {
    if (!(error instanceof LeadMade)) throw error;
  }
  if (lead === null) continue; // passed out
  const card = lead.action.type === 'play' ? lead.action.card : undefined;
  const solved = solveCards({ hands: deal, leader: lead.view.turn }, lead.view.contract.strain);
  if (!solved.ok) throw new Error(solved.error.message);
  const group = solved.value.cards.find((c) => c.card === card || c.equals.includes(card));
  if (group === undefined) throw new Error(`board ${board}: the lead ${card} is not a card of the leader`);
  leads.push({ board, card, cost: solved.value.tricks - group.tricks, ms: Math.round(lead.ms) });
  if (!args.includes('--quiet')) process.stderr.write(`\rboard ${board}: ${leads.length} leads`);
}
const mean = leads.reduce((s, l) => s + l.cost, 0) / leads.length;
const ms = leads.map((l) => l.ms).sort((a, b) => a - b);
const report = {
  date: new Date().toISOString(),
  seed,
  first,
  boards: count,
  settings: play,
  played: leads.length,
  meanCost: Number(mean.toFixed(4)),
  costlyShare: Number((leads.filter((l) => l.cost > 0).length / leads.length).toFixed(4)),
  cpuMs: {
    median: ms[ms.length >> 1],
    p95: ms[Math.floor(ms.length * 0.95)],
    total: ms.reduce((s, x) => s + x, 0),
  },
  leads,
};
mkdirSync(resolve(root, 'bench/results'), { recursive: true });
const file = resolve(root, `bench/results/leads-${report.date.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
process.stderr.write('\n');
console.log(
  `${leads.length} opening leads: mean cost ${mean.toFixed(3)} tricks against the best lead, ` +
    `${(report.costlyShare * 100).toFixed(1)}% cost a trick or more; CPU per lead median ${report.cpuMs.median} ms, ` +
    `p95 ${report.cpuMs.p95} ms`,
);
console.log(`results: ${file}`);
