import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededRandom } from '@tenace/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60000 });

import type { SeatToken } from './protocol.js';
import { inProcessRunner } from './robots.js';
import { type RunningServer, startServer } from './server.js';
import { createTable, playSeat, TestClient } from './testing.js';

const servers: RunningServer[] = [];
const dirs: string[] = [];

async function server(): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'tenace-server-'));
  dirs.push(dir);
  const s = await startServer({
    store: { sqlite: join(dir, 'tenace.db') },
    port: 0,
    robots: inProcessRunner(),
    webRoot: null,
    log: (m) => console.error(m),
  });
  servers.push(s);
  return s;
}

afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const wsUrl = (s: RunningServer) => `${s.url.replace('http', 'ws')}/ws`;

async function seatClient(s: RunningServer, seat: SeatToken): Promise<TestClient> {
  const c = await TestClient.connect(wsUrl(s));
  c.send({ type: 'hello', table: seat.table, token: seat.token, name: `player ${seat.seat}` });
  await c.next('welcome');
  return c;
}

describe('a whole board', () => {
  it('four clients play a pairs board to the end', async () => {
    const s = await server();
    const created = await createTable(s.url, {
      kind: 'pairs',
      seats: { N: 'human', E: 'human', W: 'human' },
      settings: { length: 1, stopSeconds: 0 },
      seed: 'four-clients',
    });
    expect(created.seats).toHaveLength(4);
    const clients = await Promise.all(created.seats.map((seat) => seatClient(s, seat)));
    clients.forEach((c, i) => playSeat(c, seededRandom(`p${i}`)));
    const over = await Promise.all(clients.map((c) => c.next('dealOver', () => true, 30000)));
    expect(over[0]?.view.phase).toBe('over');
    await Promise.all(clients.map((c) => c.next('tableOver')));
  });
});
