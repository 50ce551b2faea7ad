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

describe('the SQLite event store', () => {
  it('commits events appended together in one group, and a bad one fails alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tenace-store-'));
    dirs.push(dir);
    const file = join(dir, 'tenace.db');
    const store = await Store.open({ sqlite: file });
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
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    await store.close();
    // Reopened from the file: exactly the committed events, in order.
    const again = await Store.open({ sqlite: file });
    const deal = await again.deal('t1', 1);
    expect(deal?.events.map((e) => e.v)).toEqual([1, 2, 3]);
    await again.close();
  });
});
