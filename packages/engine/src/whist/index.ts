// Bid Whist (rules.md 5): cards with jokers, rules object, bids, tricks, scoring, one hand as a
// Game, views, the game to ±7, dealing and the WHN text format.
export * from './bid.js';
export * from './cards.js';
export * from './deal.js';
export * from './format.js';
export * from './game.js';
export * from './hand.js';
export * from './match.js';
export * from './rules.js';
export * from './scoring.js';
export * from './trick.js';
export * from './view.js';
