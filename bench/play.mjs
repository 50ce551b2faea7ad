// Card-play benchmark: robots (SAYC bidding, the sampling card-play robot) bid and play seeded
// self-play boards. It reports the time of every card decision (median, p95, by trick) and, per
// played board, the tricks declarer's side lost against double dummy by its own cards, the tricks
// the defenders gave away by theirs (opening lead included: the play's DD trace splits the
// difference between the result and the DD tricks before the lead), and IMPs against par. Boards
// are spread over worker threads; each board depends only on the seed and its number, so the
// figures do not depend on the number of workers. The summary goes to bench/results/play-*.json.
//
// Usage: npm run bench:play -- [--boards 500] [--first 1] [--seed 1] [--workers 2] [--samples N]
//        [--schedule 4,6,10,16] [--time-ms N|Infinity] [--min-samples N] [--scoring imps|mp|total]
//        [--lead-samples N] [--lead-time-ms N|Infinity] [--lead-suits all|rules]
//        [--lead-trust X] [--play-reading N] [--play-trust X]
//        [--clock wall|cpu]   (cpu: decision times as the process's CPU time, apart from the load)
//        [--quiet]
//        node bench/play.mjs --summarize bench/results/play-<date>.jsonl   (the summary of a run's lines)
//        node bench/play.mjs --compare A.jsonl B.jsonl   (board by board, B - A, same contracts only)
// With --time-ms Infinity the robots' decisions depend on the seed alone (not on the machine's
// load), which is how the play-quality figures are measured; the default budget caps the time.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { imps } from '@tenace/engine';
import { analyzeBoard, DEFAULT_PLAY_OPTIONS, selfPlayBoard } from '@tenace/robots';
import { pairedDifference } from './paired.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

if (!isMainThread) {
  const { boards, seed, play, clock } = workerData;
  // The CPU clock (user + system time of the process) measures a decision's work apart from the
  // machine's load; with one worker it is that worker's time.
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const now = clock === 'cpu' ? cpuMs : () => performance.now();
  for (const board of boards) {
    const times = [];
    const started = performance.now();
    const state = selfPlayBoard(
      seed,
      board,
      play,
      (d) => {
        if (d.action.type === 'play' || d.action.type === 'claim')
          times.push({ ms: d.ms, trick: d.trick, claim: d.action.type === 'claim' });
      },
      undefined,
      now,
    );
    if (!state.ok) {
      parentPort.postMessage({ board, error: state.error });
      continue;
    }
    const analysis = analyzeBoard(state.value);
    parentPort.postMessage({
      board,
      times,
      seconds: (performance.now() - started) / 1000,
      claimed: state.value.settled !== null,
      ...(analysis.ok ? { analysis: analysis.value } : { error: analysis.error }),
    });
  }
} else if (process.argv.includes('--compare')) {
  // Board by board: two runs' per-board lines (jsonl), over the boards both played in the same
  // contract by the same declarer, B minus A with the standard error of the paired differences.
  const [fileA, fileB] = process.argv.slice(process.argv.indexOf('--compare') + 1);
  const read = (file) =>
    new Map(
      readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l))
        .filter((m) => m.analysis !== undefined && m.analysis.contract !== 'Pass')
        .map((m) => [m.board, m.analysis]),
    );
  const a = read(fileA);
  const b = read(fileB);
  const pairs = [...b]
    .filter(([board, y]) => a.get(board)?.contract === y.contract && a.get(board)?.declarer === y.declarer)
    .map(([board, y]) => [a.get(board), y]);
  const leadCost = (x) => x.costs.filter((c) => c.kind === 'opening-lead').reduce((s, c) => s + c.cost, 0);
  const measures = {
    'declarer loses': (x) => x.declarerLoss,
    'defence gives': (x) => x.defenceGift,
    'opening lead costs': leadCost,
    'defence without the lead': (x) => x.defenceGift - leadCost(x),
  };
  const differ = pairs.filter(([x, y]) => x.tricks !== y.tricks || x.costs.length !== y.costs.length).length;
  console.log(`${pairs.length} boards in the same contract (${differ} played to another result or cost)`);
  for (const [name, f] of Object.entries(measures)) {
    const { mean, standardError } = pairedDifference(pairs.map(([x, y]) => f(y) - f(x)));
    const avg = (k) => pairs.reduce((s, p) => s + f(p[k]), 0) / pairs.length;
    console.log(
      `${name}: A ${avg(0).toFixed(3)}, B ${avg(1).toFixed(3)}; B - A ${mean.toFixed(3)} ± ${standardError.toFixed(3)}`,
    );
  }
} else if (process.argv.includes('--summarize')) {
  // The summary of a run's per-board lines, also of a run still going or cut short.
  const file = process.argv[process.argv.indexOf('--summarize') + 1];
  const lines = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter((l) => l !== '');
  console.log(
    JSON.stringify({ file, loadAverage: loadavg(), ...summarize(lines.map((l) => JSON.parse(l))) }, null, 2),
  );
} else {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
  };
  const count = Number(option('boards', '500'));
  // Boards first .. first + count - 1: a later stretch of the same session, to add boards to a run.
  const first = Number(option('first', '1'));
  const seed = option('seed', '1');
  const workers = Math.max(1, Number(option('workers', String(Math.min(2, cpus().length)))));
  const quiet = args.includes('--quiet');
  const clock = option('clock', 'wall');
  const timeMs = Number(option('time-ms', String(DEFAULT_PLAY_OPTIONS.timeMs)));
  const play = {
    samples: Number(option('samples', String(DEFAULT_PLAY_OPTIONS.samples))),
    timeMs,
    // --time-ms Infinity frees the opening lead too, so that every decision depends on the seed.
    leadTimeMs: Number(
      option('lead-time-ms', Number.isFinite(timeMs) ? String(DEFAULT_PLAY_OPTIONS.leadTimeMs) : 'Infinity'),
    ),
    leadSamples: Number(option('lead-samples', String(DEFAULT_PLAY_OPTIONS.leadSamples))),
    leadSuits: option('lead-suits', DEFAULT_PLAY_OPTIONS.leadSuits),
    minSamples: Number(option('min-samples', String(DEFAULT_PLAY_OPTIONS.minSamples))),
    samplesByTrick: option('schedule', DEFAULT_PLAY_OPTIONS.samplesByTrick.join(','))
      .split(',')
      .filter((x) => x !== '')
      .map(Number),
    scoring: option('scoring', DEFAULT_PLAY_OPTIONS.scoring),
    ...(args.includes('--lead-trust') ? { leadTrust: Number(option('lead-trust', '1')) } : {}),
    playReading: Number(option('play-reading', String(DEFAULT_PLAY_OPTIONS.playReading))),
    playTrust: Number(option('play-trust', String(DEFAULT_PLAY_OPTIONS.playTrust))),
  };
  const loadBefore = loadavg();
  // Each board's line is written as it arrives, so a long run can be read before it ends.
  mkdirSync(resolve(root, 'bench/results'), { recursive: true });
  const lines = resolve(root, `bench/results/play-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl`);
  writeFileSync(lines, '');
  const started = performance.now();
  const results = [];
  await Promise.all(
    Array.from({ length: workers }, (_, w) => {
      const boards = [];
      for (let b = first + w; b < first + count; b += workers) boards.push(b);
      return new Promise((done, failed) => {
        const worker = new Worker(fileURLToPath(import.meta.url), {
          workerData: { boards, seed, play, clock },
        });
        worker.on('message', (m) => {
          results.push(m);
          appendFileSync(lines, `${JSON.stringify(m)}\n`);
          if (!quiet) {
            const a = m.analysis;
            const line = a
              ? `${a.contract} ${a.declarer ?? ''} tricks ${a.tricks ?? '-'} dd ${a.ddTricks ?? '-'} decl -${a.declarerLoss} def +${a.defenceGift} score ${a.score} par ${a.par}`
              : `error ${m.error?.code}`;
            process.stderr.write(
              `[${results.length}/${count}] board ${m.board}: ${line} (${m.seconds?.toFixed(1)} s)\n`,
            );
          }
        });
        worker.on('error', failed);
        worker.on('exit', done);
      });
    }),
  );
  const wall = (performance.now() - started) / 1000;
  const summary = {
    date: new Date().toISOString(),
    boards: count,
    first,
    seed,
    settings: { ...DEFAULT_PLAY_OPTIONS, ...play, carding: undefined },
    workers,
    clock,
    cpus: cpus().length,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadavg(),
    wallSeconds: wall,
    ...summarize(results),
  };
  mkdirSync(resolve(root, 'bench/results'), { recursive: true });
  const out = resolve(root, `bench/results/play-${summary.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(out, `${JSON.stringify({ ...summary, perBoard: results }, null, 1)}\n`);
  console.log(JSON.stringify({ ...summary, byTrick: undefined }, null, 2));
  console.log(`per-board results and the summary: ${out}`);
}

/** The summary of finished boards: decision times, tricks against double dummy, IMPs against par. */
function summarize(results) {
  results.sort((a, b) => a.board - b.board);
  const ok = results.filter((r) => r.analysis !== undefined);
  const played = ok.filter((r) => r.analysis.declarer !== null);
  const times = ok.flatMap((r) => r.times.map((t) => t.ms)).sort((a, b) => a - b);
  const quantile = (sorted, q) =>
    sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const byTrick = [];
  for (let t = 0; t < 13; t++) {
    const ms = ok.flatMap((r) => r.times.filter((x) => x.trick === t).map((x) => x.ms)).sort((a, b) => a - b);
    byTrick.push({
      trick: t + 1,
      decisions: ms.length,
      medianMs: quantile(ms, 0.5),
      p95Ms: quantile(ms, 0.95),
    });
  }
  const mean = (xs) => (xs.length === 0 ? null : xs.reduce((s, x) => s + x, 0) / xs.length);
  // IMPs for the declaring side against the par score (North-South's par turned to its side);
  // passed-out boards count for North-South against par.
  const impsVsPar = ok.map((r) => {
    const a = r.analysis;
    const diff = a.score - a.par;
    return a.declarer === null || a.declarer === 'N' || a.declarer === 'S' ? imps(diff) : imps(-diff);
  });
  return {
    analysed: ok.length,
    played: played.length,
    failed: results.length - ok.length,
    decisions: times.length,
    decisionMs: {
      median: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      max: times[times.length - 1] ?? null,
    },
    byTrick,
    claims: ok.filter((r) => r.claimed).length,
    meanDeclarerLoss: mean(played.map((r) => r.analysis.declarerLoss)),
    meanDefenceGift: mean(played.map((r) => r.analysis.defenceGift)),
    meanResultMinusDd: mean(played.map((r) => r.analysis.tricks - r.analysis.ddTricks)),
    meanImpsVsParDeclaringSide: mean(impsVsPar),
    meanAbsImpsVsPar: mean(impsVsPar.map(Math.abs)),
    ...(played.every((r) => r.analysis.costs !== undefined) ? { tricksLostBy: tricksLostBy(played) } : {}),
  };
}

/**
 * Where the tricks against double dummy go: per played board, the tricks the cards of each kind
 * cost their side, by side (declaring or defending), by kind of card, by stage of the play and by
 * the contract's fate.
 */
function tricksLostBy(played) {
  const n = played.length;
  const tally = (key) => {
    const sums = {};
    for (const r of played) for (const c of r.analysis.costs) sums[key(c)] = (sums[key(c)] ?? 0) + c.cost;
    return Object.fromEntries(
      Object.entries(sums)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => [k, Number((v / n).toFixed(3))]),
    );
  };
  const side = (c) => (c.role === 'defender' ? 'defence' : 'declarer');
  const stage = (c) =>
    c.trick <= 1 ? 'trick 1' : c.trick <= 4 ? 'tricks 2-4' : c.trick <= 8 ? 'tricks 5-8' : 'tricks 9-13';
  // The contract's fate double dummy (before the opening lead) and at the table: tricks lost on a
  // board both make are overtricks (which IMP scoring may give up for safety), tricks that turn a
  // making contract into a failing one decide the board, and so on.
  const outcome = (r) => {
    const needed = Number(r.analysis.contract[0]) + 6;
    const dd = r.analysis.ddTricks >= needed ? 'DD makes' : 'DD fails';
    return `${r.analysis.tricks >= needed ? 'made' : 'down'}, ${dd}`;
  };
  const byOutcome = {};
  for (const r of played) {
    const o = outcome(r);
    byOutcome[o] ??= { boards: 0, declarerLoss: 0, defenceGift: 0 };
    byOutcome[o].boards++;
    byOutcome[o].declarerLoss += r.analysis.declarerLoss / n;
    byOutcome[o].defenceGift += r.analysis.defenceGift / n;
  }
  for (const o of Object.values(byOutcome)) {
    o.declarerLoss = Number(o.declarerLoss.toFixed(3));
    o.defenceGift = Number(o.defenceGift.toFixed(3));
  }
  return {
    byKind: tally((c) => `${side(c)} ${c.kind}`),
    byStage: tally((c) => `${side(c)} ${stage(c)}`),
    byOutcome,
  };
}
