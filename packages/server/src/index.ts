// @tenace/server: the table server (Fastify + WebSocket), its protocol, club, tables and store.

export type { TableActor } from './actor.js';
export * from './club.js';
export * from './connection.js';
export * from './protocol.js';
export * from './robots.js';
export * from './scoring.js';
export { type GameMessage, SeatedTable } from './seated-table.js';
export { type RunningServer, type ServerOptions, startServer } from './server.js';
export * from './store.js';
export * from './table.js';
export * from './whist-table.js';
