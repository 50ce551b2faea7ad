// Builds test/fixtures/pbn/dds-32.pbn: a 32-board hand record made from the first 32 distinct
// deals of DDS's list1000.txt (test data of DDS 2.9, Apache License 2.0; see
// test/fixtures/dds/README.md), for timing `tenace analyze` (bench/dd-pool.mjs).
// For each record: the deal, dealer and vulnerability of its PBN line; a one-bid auction giving
// the record's strain to the declarer at the leader's right, at the level of the declarer's
// double-dummy tricks (1 at least); the record's PLAY line as the card play; when the play
// stops early, a claim by declarer of his double-dummy tricks from there, agreed by both
// defenders. Run after a build: node scripts/make-dds-hand-record.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { BridgeBoard, boardToRecord, lho, parseDeal, rho, writePbn } from '@tenace/engine';
import { playTrace } from '@tenace/solver';
import { parseDdsFile } from '../packages/solver/dist/testing/dds-file.js';

const SEATS = ['N', 'E', 'S', 'W'];
const STRAINS = ['S', 'H', 'D', 'C', 'NT'];
const VUL = ['None', 'All', 'NS', 'EW'];
const must = (r) => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const records = parseDdsFile(
  readFileSync(new URL('../test/fixtures/dds/list1000.txt', import.meta.url), 'utf8'),
);
const seen = new Set();
const boards = [];
for (const r of records) {
  if (seen.has(r.deal)) continue;
  seen.add(r.deal);
  const deal = must(parseDeal(r.deal, { strict: true }));
  const declarer = SEATS[(r.first + 3) % 4];
  const strain = STRAINS[r.trump];
  const level = Math.min(7, Math.max(1, r.table[4 * r.trump + ((r.first + 3) % 4)] - 6));
  const board = must(
    BridgeBoard.start({ deal, dealer: SEATS[r.dealer], vulnerability: VUL[r.vul], board: boards.length + 1 }),
  );
  while (board.turn() !== declarer) must(board.call('P'));
  must(board.call(`${level}${strain}`));
  for (let i = 0; i < 3; i++) must(board.call('P'));
  for (const card of r.play) must(board.play(card));
  if (!board.isOver()) {
    const trace = must(playTrace(deal, strain, SEATS[r.first], r.play));
    const state = board.state();
    const won = state.play.tricks.filter(
      (t) => (SEATS.indexOf(t.winner) & 1) === (SEATS.indexOf(declarer) & 1),
    ).length;
    must(board.claim(trace[trace.length - 1] - won, declarer));
    must(board.acceptClaim(lho(declarer)));
    must(board.acceptClaim(rho(declarer)));
  }
  boards.push(
    boardToRecord(board.state(), {
      event: 'DDS list1000 hand record',
      site: 'DDS test data',
      date: '2020.07.25',
      scoring: 'IMP',
    }),
  );
  if (boards.length === 32) break;
}
writeFileSync(new URL('../test/fixtures/pbn/dds-32.pbn', import.meta.url), writePbn(boards));
console.log(`wrote ${boards.length} boards`);
