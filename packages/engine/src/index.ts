// @tenace/engine: the public surface. Each rule area has its own barrel; this file only joins them.
export * from './bridge/index.js';
export * from './cards/notation.js';
export * from './cards/types.js';
export * from './deal/index.js';
export * from './errors.js';
export * from './evaluation/index.js';
export * from './formats/index.js';
export * from './game.js';
export * from './laws/index.js';
export * from './scoring/index.js';
export * from './whist/index.js';
