import { BridgeBoard, evaluateHand, imps, parseDeal, unwrap } from '@tenace/engine';
import { formatParContract, par } from '@tenace/solver';

const deal = unwrap(parseDeal('N:AKQ2.KJ9.K42.T83 J8.A8765.QJ5.A72 9753.QT2.A8.QJ65 T64.43.T9763.K94'));
const north = unwrap(evaluateHand(deal.N));
console.log(`North: ${north.hcp} HCP, ${north.shapeString}, ${north.losingTricks} losers`);

const board = unwrap(BridgeBoard.start({ deal, dealer: 'N', vulnerability: 'None', board: 1 }));
for (const call of ['1NT', 'P', '2C', 'P', '2S', 'P', '4S', 'P', 'P', 'P']) unwrap(board.call(call));
const contract = board.contract();
console.log(`Contract: ${contract.level}${contract.strain} by ${contract.declarer}`);

const wrong = board.play('SA'); // East is on lead, and North is declarer
if (!wrong.ok) console.log(`${wrong.error.code}: ${wrong.error.message} / ${wrong.error.messageDe}`);

while (!board.isOver()) unwrap(board.play(board.legalPlays()[0])); // each hand plays its first legal card
console.log(`Declarer took ${board.result().tricks} tricks; North-South score ${board.score()}`);
console.log(`Against +420 at the other table: ${imps(board.score() - 420)} IMPs`);

const best = unwrap(par(deal, 'None', 'N'));
console.log(
  `Double dummy North makes ${best.table.N.S} tricks in spades; par ${best.score}: ${best.contracts.map(formatParContract).join(', ')}`,
);
const pbn = board.pbn({ event: 'README example' }, { lineEnding: '\n' });
console.log(
  pbn
    .split('\n')
    .filter((line) => /^\[(Contract|Result|Score) /.test(line))
    .join(' '),
);
