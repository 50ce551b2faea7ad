export * from './bridge/call.js';
export * from './bridge/contract.js';
export * from './bridge/trick.js';
export * from './cards/notation.js';
export * from './cards/types.js';
export * from './errors.js';
export * from './scoring/index.js';
