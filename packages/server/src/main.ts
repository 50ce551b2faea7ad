import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer } from './server.js';
import { Store } from './store.js';

// `npm start`: a bridge club on this machine. PORT (default 8080), TENACE_DATA_DIR (default
// ~/.tenace) for the SQLite file, DATABASE_URL for PostgreSQL instead, HOST to listen beyond
// this machine (default 127.0.0.1), TENACE_MAX_TABLES (tables in play, default 2,000) and
// TENACE_CREATE_RATE (tables one address may create per minute, default 60; 0: no limit).

/** Starts the server from the environment and prints the address to open. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number (0 to 65535), not "${env.PORT}"`);
    process.exitCode = 2;
    return;
  }
  const dataDir = resolve(env.TENACE_DATA_DIR ?? join(homedir(), '.tenace'));
  const store = Store.configFromEnv(env, dataDir);
  const maxTables = countFrom(env.TENACE_MAX_TABLES, 2000);
  const createRate = countFrom(env.TENACE_CREATE_RATE, 60);
  if (maxTables === null || createRate === null) {
    console.error('TENACE_MAX_TABLES and TENACE_CREATE_RATE must be whole numbers (0 or more)');
    process.exitCode = 2;
    return;
  }
  const server = await startServer({ store, port, host: env.HOST ?? '127.0.0.1', maxTables, createRate });
  const where = 'sqlite' in store ? store.sqlite : 'PostgreSQL (DATABASE_URL)';
  console.log(`Tenace is running: open ${server.url}`);
  console.log(`Tables are stored in ${where}; ${server.club.tables().length} table(s) restored.`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** A whole number of 0 or more from the environment: the fallback when unset, null when malformed. */
function countFrom(value: string | undefined, fallback: number): number | null {
  if (value === undefined || value === '') return fallback;
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}
