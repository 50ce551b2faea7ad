import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BoardEvent } from '@tenace/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { Store } from './store.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const pass = (v: number): BoardEvent => ({ v, seat: 'N', type: 'call', call: { type: 'pass' } });

/** Appends three events at once, one of them a version already stored: it alone must fail. */
async function groupWithOneBadRow(store: Store): Promise<string[]> {
  await store.startDeal(
    't1',
    1,
    { deal: { N: [], E: [], S: [], W: [] }, dealer: 'N', vulnerability: 'None' },
    {},
  );
  await store.appendEvent('t1', 1, pass(1), null, 0);
  const results = await Promise.allSettled([
    store.appendEvent('t1', 1, pass(2), null, 0),
    store.appendEvent('t1', 1, pass(1), null, 0), // version 1 is stored already
    store.appendEvent('t1', 1, pass(3), '{"index":2}', 0),
  ]);
  return results.map((r) => r.status);
}

describe('the SQLite event store', () => {
  it('commits events appended together in one group, and a bad one fails alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tenace-store-'));
    dirs.push(dir);
    const file = join(dir, 'tenace.db');
    const store = await Store.open({ sqlite: file });
    expect(await groupWithOneBadRow(store)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    await store.close();
    // Reopened from the file: exactly the committed events, in order.
    const again = await Store.open({ sqlite: file });
    const deal = await again.deal('t1', 1);
    expect(deal?.events.map((e) => e.v)).toEqual([1, 2, 3]);
    await again.close();
  });
});

// PostgreSQL runs when a database is given (TENACE_TEST_DATABASE_URL, as .ci/run starts one); its tables are dropped first.
describe.skipIf(process.env.TENACE_TEST_DATABASE_URL === undefined)('the PostgreSQL event store', () => {
  const url = process.env.TENACE_TEST_DATABASE_URL as string;

  async function fresh(): Promise<Store> {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      'drop table if exists tenace_tables, tenace_sessions, tenace_deals, tenace_events, tenace_chat',
    );
    await client.end();
    return Store.open({ postgres: url });
  }

  it('batches the events that arrive while an insert is in flight, and a bad one fails alone', async () => {
    const store = await fresh();
    expect(await groupWithOneBadRow(store)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // Many tables at once: every event is stored, each table's in its order.
    const tables = Array.from({ length: 50 }, (_, i) => `t${i + 2}`);
    for (const t of tables)
      await store.startDeal(
        t,
        1,
        { deal: { N: [], E: [], S: [], W: [] }, dealer: 'N', vulnerability: 'None' },
        {},
      );
    await Promise.all(
      tables.map(async (t) => {
        for (let v = 1; v <= 20; v++) await store.appendEvent(t, 1, pass(v), null, v);
      }),
    );
    for (const t of tables)
      expect((await store.deal(t, 1))?.events.map((e) => e.v)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
    expect((await store.deal('t1', 1))?.events.map((e) => e.v)).toEqual([1, 2, 3]);
    await store.close();
  });
});
