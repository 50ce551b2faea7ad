// Bid Whist benchmark: our sampling double-dummy robots against the rule-based baseline robot.
// Games are played in pairs on the same deals with the seats swapped (ours North-South in the
// first game of a pair, East-West in the second), each game to +7/-7 (the default rules) unless
// --rounds is given. Reports the share of games our robots win, with a 95% interval, and the time
// of every decision of our robots (median, p95, p99, max; also by phase), and writes the summary
// to bench/results/whist.json. The machine's load average is recorded, since timings depend on it.
//
// Usage: npm run bench:whist -- [--games 2000] [--seed 1] [--rounds N] [--option name=value ...]
//          [--ddTricks 6] [--playSamples 12] [--bidSamples 6] [--nodeBudget 150000] [--quiet]
//          [--out bench/results/whist.json]
//        npm run bench:whist -- --dd [--deals 20]     the double-dummy search alone
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_WHIST_RULES, dealWhist, seededRandom, whistGame, whistRules } from '@tenace/engine';
import { baselineWhistRobot, DEFAULT_WHIST_ROBOT_OPTIONS, playWhistGame, whistRobot } from '@tenace/robots';
import { whistCardValues } from '@tenace/solver';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};

// --dd: time the whist double-dummy search alone (every card's value from the first position of
// random endings of 5 to 9 tricks, three modes) and write bench/results/whist-dd.json.
if (args.includes('--dd')) {
  const deals = Number(option('deals', '20'));
  const modes = [
    { trump: 'S', direction: 'uptown', aceLow: false },
    { trump: 'H', direction: 'downtown', aceLow: false },
    { trump: null, direction: 'uptown', aceLow: false },
  ];
  const rows = [];
  for (const tricks of [5, 6, 7, 8, 9]) {
    for (const mode of modes) {
      const times = [];
      const nodes = [];
      for (let d = 0; d < deals; d++) {
        const setup = dealWhist(seededRandom(`dd/${d}`), 'N', DEFAULT_WHIST_RULES);
        const hands = Object.fromEntries(
          Object.entries(setup.hands).map(([s, h]) => [s, h.slice(0, tricks)]),
        );
        const stats = { nodes: 0 };
        const t = performance.now();
        whistCardValues({ hands, mode, jokersFree: false, trick: { leader: 'E', cards: [] } }, { stats });
        times.push(performance.now() - t);
        nodes.push(stats.nodes);
      }
      times.sort((a, b) => a - b);
      nodes.sort((a, b) => a - b);
      const row = {
        tricks,
        mode: mode.trump === null ? `notrump ${mode.direction}` : `${mode.trump} ${mode.direction}`,
        medianMs: Number(times[Math.floor(deals / 2)].toFixed(1)),
        maxMs: Number(times[deals - 1].toFixed(1)),
        medianNodes: nodes[Math.floor(deals / 2)],
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
  mkdirSync(resolve(root, 'bench/results'), { recursive: true });
  const out = { date: new Date().toISOString(), deals, loadAverage1m: Number(loadavg()[0].toFixed(2)), rows };
  writeFileSync(resolve(root, 'bench/results/whist-dd.json'), `${JSON.stringify(out, null, 2)}\n`);
  process.exit(0);
}
const games = Number(option('games', '2000'));
const seed = option('seed', '1');
const quiet = args.includes('--quiet');
const ruleOptions = {};
args.forEach((a, i) => {
  if (a !== '--option') return;
  const [name, raw] = String(args[i + 1]).split('=');
  ruleOptions[name] = raw === 'true' ? true : raw === 'false' ? false : /^\d+$/.test(raw) ? Number(raw) : raw;
});
if (option('rounds', '') !== '') ruleOptions.rounds = Number(option('rounds', ''));
const rules = whistRules(ruleOptions);
if (!rules.ok) throw new Error(rules.error.message);
const robotOptions = { ...DEFAULT_WHIST_ROBOT_OPTIONS };
for (const key of ['ddTricks', 'playSamples', 'bidSamples', 'nodeBudget', 'partnerBooks', 'margin']) {
  if (option(key, '') !== '') robotOptions[key] = Number(option(key, ''));
}

const load = [loadavg()];
const started = performance.now();
let ourWins = 0;
let hands = 0;
let ourContracts = 0;
let ourMade = 0;
let theirContracts = 0;
let theirMade = 0;
const times = [];
const byPhase = new Map();
for (let g = 0; g < games; g++) {
  const pair = Math.floor(g / 2);
  const oursNS = g % 2 === 0;
  const ours = whistRobot({ ...robotOptions, seed: `${seed}/${g}` });
  const base = baselineWhistRobot();
  const robots = oursNS ? { N: ours, S: ours, E: base, W: base } : { N: base, S: base, E: ours, W: ours };
  const ourSide = oursNS ? 'NS' : 'EW';
  const ourSeats = oursNS ? ['N', 'S'] : ['E', 'W'];
  const result = playWhistGame(robots, rules.value, 'N', seededRandom(`${seed}/deals/${pair}`), {
    clock: () => performance.now(),
    onDecision: (ms, seat, phase) => {
      if (!ourSeats.includes(seat)) return;
      times.push(ms);
      if (!byPhase.has(phase)) byPhase.set(phase, []);
      byPhase.get(phase).push(ms);
    },
  });
  if (result.match.winner === ourSide) ourWins++;
  for (const h of result.hands) {
    hands++;
    const c = h.contract;
    if (c === null) continue;
    const declarers = c.declarer === 'N' || c.declarer === 'S' ? 'NS' : 'EW';
    const r = whistGame.result(h);
    const made = r !== null && !r.passedOut && r.books >= 6 + r.bid.level;
    if (declarers === ourSide) {
      ourContracts++;
      if (made) ourMade++;
    } else {
      theirContracts++;
      if (made) theirMade++;
    }
  }
  if (!quiet && (g + 1) % 50 === 0) {
    const rate = ((100 * ourWins) / (g + 1)).toFixed(1);
    console.log(
      `${g + 1} games: ours won ${ourWins} (${rate}%), ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
}
load.push(loadavg());

const quantile = (xs, q) => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return Number(s[Math.min(s.length - 1, Math.floor(q * s.length))].toFixed(2));
};
const summary = (xs) => ({
  decisions: xs.length,
  medianMs: quantile(xs, 0.5),
  p95Ms: quantile(xs, 0.95),
  p99Ms: quantile(xs, 0.99),
  maxMs: xs.length === 0 ? null : Number(xs.reduce((a, b) => Math.max(a, b), 0).toFixed(2)),
});
const rate = ourWins / games;
const half = 1.96 * Math.sqrt((rate * (1 - rate)) / games);
const result = {
  date: new Date().toISOString(),
  games,
  seed,
  gameEnd:
    rules.value.rounds === null
      ? `first side to +${rules.value.target} or -${rules.value.target}`
      : `${rules.value.rounds} hands (or ±${rules.value.target})`,
  rules: ruleOptions,
  robot: robotOptions,
  hands,
  ourWins,
  winRate: Number(rate.toFixed(4)),
  winRate95: [Number((rate - half).toFixed(4)), Number((rate + half).toFixed(4))],
  contracts: { ours: ourContracts, oursMade: ourMade, theirs: theirContracts, theirsMade: theirMade },
  time: { all: summary(times), ...Object.fromEntries([...byPhase].map(([p, xs]) => [p, summary(xs)])) },
  seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  loadAverage1m: { start: Number(load[0][0].toFixed(2)), end: Number(load[1][0].toFixed(2)) },
  cores: (await import('node:os')).cpus().length,
};
mkdirSync(resolve(root, 'bench/results'), { recursive: true });
writeFileSync(
  resolve(root, option('out', 'bench/results/whist.json')),
  `${JSON.stringify(result, null, 2)}\n`,
);
console.log(JSON.stringify(result, null, 2));
