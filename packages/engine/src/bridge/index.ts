export * from './auction.js';
export * from './call.js';
export * from './contract.js';
export * from './play.js';
export * from './trick.js';
