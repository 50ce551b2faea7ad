export * from './bridge/call.js';
export * from './cards/notation.js';
export * from './cards/types.js';
export * from './errors.js';
