export { type BoardInfo, boardInfo } from './board.js';
export {
  DEAL_COUNT,
  dealFromNumber,
  dealNumber,
  formatDealNumber,
  parseDealNumber,
  randomDealNumber,
} from './deal-number.js';
export { dealCards, randomDeal } from './dealing.js';
export { cryptoRandom, type RandomSource, randomBigInt, randomInt, seededRandom, shuffle } from './random.js';
