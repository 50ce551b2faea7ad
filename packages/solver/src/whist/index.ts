// Bid Whist double dummy: the search over whist rank orders and jokers (search.ts).
export {
  SearchBudgetExceeded,
  type SearchStats,
  solveWhist,
  type WhistPosition,
  WhistSearch,
  whistCardValues,
} from './search.js';
