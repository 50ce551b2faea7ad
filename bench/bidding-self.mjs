// Self-bidding benchmark: random boards from a seeded deal generator, all four seats bid by our
// robots, the contract reached scored double dummy and compared with the double-dummy par.
// Prints and writes (bench/results/bidding-self-*.json) per system: mean IMPs lost against par per
// board, the share of boards reaching a par strain and level, game and slam accuracy, the
// passed-out share and the worst boards.
//
// Usage: npm run bench:bidding-self [-- --boards 2000] [--seed 1] [--systems sayc,forumd]
//        [--workers 2] [--worst 8] [--rows boards.jsonl]
//
// The deals of (seed, boards) are always the same; their DD tables are kept in
// bench/results/bidding-self-tables-<seed>-<boards>.json, so a second run (another system, a
// changed rule) does not solve them again. The tables come from the solver's worker pool.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import {
  addCall,
  auctionTurn,
  boardInfo,
  duplicateScore,
  finalContract,
  formatCall,
  formatDeal,
  imps,
  isVulnerable,
  randomDeal,
  seededRandom,
  startAuction,
} from '@tenace/engine';
import { dealerPar } from '@tenace/solver';
import { createNodePool } from '@tenace/solver/node';
import { Presets, SingleBar } from 'cli-progress';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const boards = Number(option('boards', '2000'));
const seed = option('seed', '1');
const systemNames = option('systems', 'sayc,forumd').split(',');
const workers = Number(option('workers', '2'));
const worstCount = Number(option('worst', '8'));
/** --rows FILE writes every board of every system as one JSON line (for a closer look). */
const rowsFile = option('rows', undefined);

const NS = new Set(['N', 'S']);
const GAME_TRICKS = { NT: 9, S: 10, H: 10, D: 11, C: 11 };
const round = (x, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const pct = (n, d) => (d === 0 ? null : round((100 * n) / d, 1));

function progressBar(label) {
  if (!process.stderr.isTTY) return null;
  return new SingleBar(
    { stream: process.stderr, format: `${label} [{bar}] {value}/{total} {eta_formatted}`, hideCursor: true },
    Presets.shades_classic,
  );
}

// 1. The boards: board number i+1 gives dealer and vulnerability (L2); the deal is from the seed.
const source = seededRandom(`bidding-self:${seed}`);
const deals = [];
for (let i = 0; i < boards; i++) {
  const info = boardInfo(i + 1);
  if (!info.ok) throw new Error(info.error.message);
  const { dealer, vulnerability } = info.value;
  deals.push({ board: i + 1, dealer, vulnerability, deal: randomDeal(source, dealer) });
}

// 2. Double-dummy tables, cached by seed (saved while solving, so an interrupted run resumes).
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const cacheUrl = new URL(`./results/bidding-self-tables-${seed}.json`, import.meta.url);
const tables = new Array(boards).fill(null);
const dealTexts = deals.map((d) => formatDeal(d.deal));
if (existsSync(cacheUrl)) {
  const cached = JSON.parse(readFileSync(cacheUrl, 'utf8'));
  const known = new Map(cached.deals.map((d, i) => [d, cached.tables[i]]));
  dealTexts.forEach((text, i) => {
    tables[i] = known.get(text) ?? null;
  });
}
const saveCache = () => {
  const solved = dealTexts.map((d, i) => [d, tables[i]]).filter(([, t]) => t !== null);
  writeFileSync(
    cacheUrl,
    JSON.stringify({ seed, deals: solved.map(([d]) => d), tables: solved.map(([, t]) => t) }),
  );
};
const missing = tables.flatMap((t, i) => (t === null ? [i] : []));
let solveMs = 0;
if (missing.length > 0) {
  const pool = createNodePool({ workers });
  const bar = progressBar('double dummy');
  bar?.start(missing.length, 0);
  const start = performance.now();
  let done = 0;
  const results = await pool.ddTables(
    missing.map((i) => deals[i].deal),
    {
      onProgress: (p) => {
        if (p.result.ok) tables[missing[p.index]] = p.result.value;
        done++;
        bar?.increment();
        if (done % 25 === 0) {
          saveCache();
          if (bar === null) {
            const s = Math.round((performance.now() - start) / 1000);
            process.stderr.write(`double dummy ${done}/${missing.length} after ${s} s\n`);
          }
        }
      },
    },
  );
  solveMs = performance.now() - start;
  bar?.stop();
  await pool.close();
  results.forEach((r, k) => {
    if (!r.ok) throw new Error(`board ${missing[k] + 1}: ${r.error.message}`);
  });
  saveCache();
}

// 3. Bidding, loaded after the tables so that a long solve does not wait on the robots' build.
const { chooseCall, systemByName } = await import('@tenace/robots');

/** NS score of a contract played double dummy (0 when passed out). */
function scoreOf(contract, table, vulnerability) {
  if (contract === null) return 0;
  const tricks = table[contract.declarer][contract.strain];
  const score = duplicateScore(contract, isVulnerable(vulnerability, contract.declarer), tricks);
  return NS.has(contract.declarer) ? score : -score;
}

/** The most a side can take in its best strain, and whether game and slam make double dummy. */
function sideReach(table, side) {
  const seats = side === 'NS' ? ['N', 'S'] : ['E', 'W'];
  let game = false;
  let slam = false;
  for (const strain of ['NT', 'S', 'H', 'D', 'C']) {
    const tricks = Math.max(...seats.map((s) => table[s][strain]));
    if (tricks >= GAME_TRICKS[strain]) game = true;
    if (tricks >= 12) slam = true;
  }
  return { game, slam };
}

function hcpOf(hand) {
  const values = { A: 4, K: 3, Q: 2, J: 1 };
  return hand.reduce((sum, card) => sum + (values[card[1]] ?? 0), 0);
}

function runSystem(system) {
  const rows = [];
  const callMs = [];
  const bar = progressBar(`bidding ${system.id}`);
  bar?.start(boards, 0);
  for (let i = 0; i < boards; i++) {
    const { board, dealer, vulnerability, deal } = deals[i];
    const table = tables[i];
    let auction = startAuction(dealer);
    for (let seat = auctionTurn(auction); seat !== null; seat = auctionTurn(auction)) {
      const t0 = performance.now();
      const choice = chooseCall(system, { hand: deal[seat], auction, vulnerability });
      callMs.push(performance.now() - t0);
      const next = addCall(auction, seat, choice.call);
      if (!next.ok) throw new Error(`board ${board}: robot made an illegal call: ${next.error.message}`);
      auction = next.value;
      if (auction.calls.length > 80) throw new Error(`board ${board}: the auction does not end`);
    }
    const contract = finalContract(auction);
    const score = scoreOf(contract, table, vulnerability);
    const par = dealerPar(table, dealer, vulnerability);
    const lost = Math.abs(imps(score - par.score));
    const side = contract === null ? null : NS.has(contract.declarer) ? 'NS' : 'EW';
    const parHit =
      par.contracts.length === 0
        ? contract === null
        : contract !== null &&
          par.contracts.some(
            (p) =>
              p.level === contract.level &&
              p.strain === contract.strain &&
              p.declarers.some((s) => NS.has(s) === NS.has(contract.declarer)),
          );
    // Game and slam accuracy are judged for the side with more HCP (North-South on a tie).
    const nsHcp = hcpOf(deal.N) + hcpOf(deal.S);
    const strong = nsHcp >= 20 ? 'NS' : 'EW';
    const reach = sideReach(table, strong);
    const level = contract !== null && side === strong ? contract.level : 0;
    const strain = contract?.strain;
    const bidGame =
      contract !== null &&
      side === strong &&
      (level >= 5 || (level === 4 && strain !== 'C' && strain !== 'D') || (level === 3 && strain === 'NT'));
    const bidSlam = level >= 6;
    rows.push({
      board,
      dealer,
      vulnerability,
      deal: formatDeal(deal, dealer),
      auction: auction.calls.map(formatCall).join(' '),
      contract:
        contract === null
          ? 'passed out'
          : `${contract.level}${contract.strain}${contract.risk} by ${contract.declarer}`,
      tricks: contract === null ? null : table[contract.declarer][contract.strain],
      score,
      par: par.score,
      lost,
      parHit,
      passedOut: contract === null,
      gameMakes: reach.game,
      bidGame,
      slamMakes: reach.slam,
      bidSlam,
    });
    bar?.increment();
  }
  bar?.stop();
  const count = (f) => rows.filter(f).length;
  const gameMakes = count((r) => r.gameMakes);
  const slamMakes = count((r) => r.slamMakes);
  const worst = [...rows].sort((a, b) => b.lost - a.lost || a.board - b.board).slice(0, worstCount);
  return {
    system: system.id,
    boards,
    meanImpsLost: round(rows.reduce((s, r) => s + r.lost, 0) / boards),
    parStrainAndLevel: pct(
      count((r) => r.parHit),
      boards,
    ),
    parScore: pct(
      count((r) => r.score === r.par),
      boards,
    ),
    game: {
      accuracy: pct(
        count((r) => r.gameMakes === r.bidGame),
        boards,
      ),
      makes: gameMakes,
      bidWhenMakes: pct(
        count((r) => r.gameMakes && r.bidGame),
        gameMakes,
      ),
      fails: boards - gameMakes,
      stayedOutWhenFails: pct(
        count((r) => !r.gameMakes && !r.bidGame),
        boards - gameMakes,
      ),
    },
    slam: {
      accuracy: pct(
        count((r) => r.slamMakes === r.bidSlam),
        boards,
      ),
      makes: slamMakes,
      bidWhenMakes: pct(
        count((r) => r.slamMakes && r.bidSlam),
        slamMakes,
      ),
      fails: boards - slamMakes,
      stayedOutWhenFails: pct(
        count((r) => !r.slamMakes && !r.bidSlam),
        boards - slamMakes,
      ),
    },
    passedOut: pct(
      count((r) => r.passedOut),
      boards,
    ),
    passedOutPar: pct(
      count((r) => r.par === 0 && r.passedOut),
      boards,
    ),
    impsLostHistogram: Object.fromEntries(
      [0, 1, 2, 3, 5, 8, 11, 14].map((lo, k, all) => {
        const hi = all[k + 1] ?? 25;
        return [`${lo}-${hi - 1}`, count((r) => r.lost >= lo && r.lost < hi)];
      }),
    ),
    medianMsPerCall: round(median(callMs), 3),
    calls: callMs.length,
    worst,
    rows,
  };
}

const results = [];
for (const name of systemNames) {
  const system = systemByName(name);
  if (!system.ok) throw new Error(system.error.message);
  results.push(runSystem(system.value));
}

for (const r of results) {
  console.log(`\n${r.system}: ${r.boards} boards (seed ${seed})`);
  console.log(`  mean IMPs lost against par per board  ${r.meanImpsLost}`);
  console.log(
    `  par strain and level reached          ${r.parStrainAndLevel}%   (par score exactly: ${r.parScore}%)`,
  );
  console.log(
    `  game accuracy                         ${r.game.accuracy}%   (bid when DD makes: ${r.game.bidWhenMakes}% of ${r.game.makes}; stayed out when it fails: ${r.game.stayedOutWhenFails}% of ${r.game.fails})`,
  );
  console.log(
    `  slam accuracy                         ${r.slam.accuracy}%   (bid when DD makes: ${r.slam.bidWhenMakes}% of ${r.slam.makes}; stayed out when it fails: ${r.slam.stayedOutWhenFails}% of ${r.slam.fails})`,
  );
  console.log(
    `  passed out                            ${r.passedOut}%   (par is a pass-out on ${r.passedOutPar}%)`,
  );
  console.log(`  IMPs lost per board, histogram        ${JSON.stringify(r.impsLostHistogram)}`);
  console.log(`  median ms per call                    ${r.medianMsPerCall} (${r.calls} calls)`);
  console.log('  worst boards:');
  for (const w of r.worst) {
    console.log(
      `    #${w.board} ${w.dealer} ${w.vulnerability} ${w.deal}\n      ${w.auction} -> ${w.contract}, ${w.tricks ?? '-'} tricks, ${w.score} vs par ${w.par}: ${w.lost} IMPs`,
    );
  }
}

if (rowsFile !== undefined) {
  writeFileSync(
    rowsFile,
    results.flatMap((r) => r.rows.map((row) => JSON.stringify({ system: r.system, ...row }))).join('\n'),
  );
}
for (const r of results) delete r.rows;

const summary = {
  date: new Date().toISOString(),
  node: process.version,
  seed,
  boards,
  workers,
  solveMs: solveMs > 0 ? round(solveMs, 0) : 'cached',
  definitions: {
    impsLost: '|IMPs(NS score of the contract reached, played double dummy - NS dealer par)|',
    parStrainAndLevel:
      'the contract has the level and strain of a par contract, by the par side (a pass-out when par is 0)',
    game: 'for the side with more HCP (NS on 20-20): DD game makes in some strain vs that side bid game or higher',
    slam: 'as game, with 12 tricks and the six level',
  },
  results,
};
const stamp = summary.date.replace(/[:.]/g, '-');
writeFileSync(
  new URL(`./results/bidding-self-${stamp}.json`, import.meta.url),
  `${JSON.stringify(summary, null, 2)}\n`,
);
writeFileSync(
  new URL('./results/bidding-self-latest.json', import.meta.url),
  `${JSON.stringify(summary, null, 2)}\n`,
);
