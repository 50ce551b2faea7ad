import { readFileSync } from 'node:fs';
import { type Deal, parseDeal, type Seat, type Strain, TenaceException } from '@tenace/engine';
import { afterAll, describe, expect, it } from 'vitest';
import type { DdTable } from '../table.js';
import { parseDdsFile } from '../testing/dds-file.js';
import { type BrowserWorker, createBrowserPool } from './browser.js';
import { createNodePool } from './node.js';
import { DdPool, type WorkerPort } from './pool.js';
import { answer, type PoolMessage, type ReplyMessage, type TaskMessage } from './protocol.js';

// The Node pool runs the compiled worker (dist/pool/worker-node.js): `npm test` builds first;
// alone, run `npx tsc -b packages/solver` before these tests.

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const DDS_STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];

const list10 = parseDdsFile(
  readFileSync(new URL('../../../../test/fixtures/dds/list10.txt', import.meta.url), 'utf8'),
);

function deal(text: string): Deal {
  const d = parseDeal(text, { strict: true });
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
}

function flat(t: DdTable): number[] {
  return DDS_STRAINS.flatMap((strain) => SEATS.map((seat) => t[seat][strain]));
}

function codeOf(error: unknown): string | undefined {
  return error instanceof TenaceException ? error.error.code : undefined;
}

const pool = createNodePool({ workers: 2 });
afterAll(() => pool.close());

describe('Node pool (worker_threads)', () => {
  it('gives the DDS tables of list10 in input order, with progress for every deal', async () => {
    const seen: number[] = [];
    const results = await pool.ddTables(
      list10.map((r) => deal(r.deal)),
      {
        onProgress: (p) => {
          seen.push(p.index);
          expect(p.ms).toBeGreaterThan(0);
        },
      },
    );
    expect(results).toHaveLength(list10.length);
    results.forEach((result, i) => {
      if (!result.ok) throw new Error(result.error.message);
      expect(flat(result.value)).toEqual(list10[i]?.table);
    });
    expect([...seen].sort((a, b) => a - b)).toEqual(list10.map((_, i) => i));
    expect(pool.workers).toBe(2);
  }, 120_000);

  it('keeps a bad deal to its own result and solves the rest', async () => {
    const [first] = list10;
    if (first === undefined) throw new Error('no record');
    const results = await pool.run([
      { kind: 'ddTable', deal: { N: ['SA'], E: [], S: [], W: [] } },
      {
        kind: 'solve',
        position: { hands: deal(first.deal), leader: SEATS[first.first] as Seat },
        strain: 'NT',
      },
      { kind: 'nonsense' } as never,
    ]);
    expect(results[0]).toMatchObject({ ok: false, error: { code: 'BAD_DEAL' } });
    // The leader's side in no trump: 13 minus declarer's NT tricks (declarer sits at the leader's right).
    const declarer = SEATS[(first.first + 3) % 4] as Seat;
    const nt = first.table[16 + SEATS.indexOf(declarer)] as number;
    expect(results[1]).toEqual({ ok: true, value: { seat: SEATS[first.first], tricks: 13 - nt } });
    expect(results[2]).toMatchObject({ ok: false, error: { code: 'BAD_INPUT' } });
  }, 60_000);

  it('runs play traces and par like the DDS TRACE and PAR2 lines', async () => {
    const records = list10.slice(0, 2);
    const traces = await pool.playTrace(
      records.map((r) => ({
        deal: deal(r.deal),
        strain: DDS_STRAINS[r.trump] as Strain,
        leader: SEATS[r.first] as Seat,
        cards: r.play as never,
      })),
    );
    traces.forEach((t, i) => {
      if (!t.ok) throw new Error(t.error.message);
      expect(t.value.slice(0, records[i]?.trace.length)).toEqual(records[i]?.trace);
    });
    const vul = ['None', 'All', 'NS', 'EW'] as const;
    const pars = await pool.par(
      records.map((r) => ({
        deal: deal(r.deal),
        vulnerability: vul[r.vul] as (typeof vul)[number],
        dealer: SEATS[r.dealer] as Seat,
      })),
    );
    pars.forEach((p, i) => {
      if (!p.ok) throw new Error(p.error.message);
      expect(String(p.value.score)).toBe(records[i]?.par2[0]);
    });
  }, 60_000);

  it('cancels a batch with CANCELLED, drops its queued deals, and stays usable', async () => {
    const controller = new AbortController();
    const deals = list10.map((r) => deal(r.deal));
    let finished = 0;
    const batch = pool.ddTables(deals, {
      signal: controller.signal,
      onProgress: () => {
        finished++;
        controller.abort();
      },
    });
    await expect(batch).rejects.toSatisfy((e) => codeOf(e) === 'CANCELLED');
    expect(finished).toBe(1);
    expect(pool.pending).toBe(0);
    // Aborted before it starts: rejected at once.
    await expect(pool.ddTables(deals, { signal: controller.signal })).rejects.toSatisfy(
      (e) => codeOf(e) === 'CANCELLED',
    );
    const again = await pool.ddTables(deals.slice(0, 2));
    expect(again.map((r) => (r.ok ? flat(r.value) : r.error.code))).toEqual([
      list10[0]?.table,
      list10[1]?.table,
    ]);
  }, 120_000);

  it('gives the same tables with a small transposition table (8 MB per worker)', async () => {
    const small = createNodePool({ workers: 1, memoryMb: 8 });
    const records = list10.slice(0, 2);
    const results = await small.ddTables(records.map((r) => deal(r.deal)));
    expect(results.map((r) => (r.ok ? flat(r.value) : r.error.code))).toEqual(records.map((r) => r.table));
    await small.close();
  }, 60_000);

  it('reports a worker that dies as WORKER_FAILED and replaces it', async () => {
    const dying = createNodePool({
      workers: 1,
      workerFile: new URL('data:text/javascript,process.exit(3)'),
    });
    const results = await dying.ddTables([deal(list10[0]?.deal as string)]);
    expect(results[0]).toMatchObject({ ok: false, error: { code: 'WORKER_FAILED' } });
    expect(results[0]?.ok === false && results[0].error.message).toContain('code 3');
    expect(dying.workers).toBe(0);
    await dying.close();
  });

  it('close() ends the workers, rejects open batches and later work with POOL_CLOSED', async () => {
    const closing = createNodePool({ workers: 1 });
    const open = closing.ddTables(list10.map((r) => deal(r.deal))).then(
      () => 'resolved',
      (e: unknown) => codeOf(e),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closing.workers).toBe(1);
    await closing.close();
    expect(await open).toBe('POOL_CLOSED');
    expect(closing.workers).toBe(0);
    await expect(closing.ddTables([])).rejects.toSatisfy((e) => codeOf(e) === 'POOL_CLOSED');
  });
});

/** An in-memory worker that answers with the shared protocol on a later turn, as a real one would. */
function memoryWorker(log: string[]): BrowserWorker {
  const worker: BrowserWorker = {
    onmessage: null,
    onerror: null,
    postMessage(message: PoolMessage) {
      log.push(
        'configure' in message ? `configure ${message.configure.memoryMb}` : `task ${message.task.kind}`,
      );
      const reply = answer(message);
      if (reply !== null) setTimeout(() => worker.onmessage?.({ data: reply }), 0);
    },
    terminate() {
      log.push('terminate');
    },
  };
  return worker;
}

describe('browser adapter (the same protocol over a Worker-like object)', () => {
  it('runs tasks through the worker and ends it on close', async () => {
    const log: string[] = [];
    const browser = createBrowserPool({ createWorker: () => memoryWorker(log), workers: 1, memoryMb: 16 });
    const d = deal(list10[0]?.deal as string);
    const [solved] = await browser.solve([{ position: { hands: d, leader: 'N' }, strain: 'S' }]);
    // North leads against East's spades: North-South take 13 minus East's spade tricks.
    expect(solved).toEqual({ ok: true, value: { seat: 'N', tricks: 13 - (list10[0]?.table[1] as number) } });
    await browser.close();
    expect(log).toEqual(['configure 16', 'task solve', 'terminate']);
  });
});

describe('DdPool scheduling (fake workers)', () => {
  /** Workers whose replies the test releases by hand; a task for deal 'crash' kills its worker. */
  function fakeFactory() {
    const ports: { port: WorkerPort; posted: TaskMessage[]; terminated: boolean }[] = [];
    const factory = (): WorkerPort => {
      let reply: (r: ReplyMessage) => void = () => {};
      let failure: (reason: string) => void = () => {};
      const entry = {
        posted: [] as TaskMessage[],
        terminated: false,
        port: {
          post: (m: TaskMessage) => {
            entry.posted.push(m);
            setTimeout(() => {
              if (entry.terminated) return;
              if ((m.task as { deal?: unknown }).deal === 'crash') failure('out of memory');
              else reply({ id: m.id, result: { ok: true, value: m.id } });
            }, 0);
          },
          listen: (onReply: (r: ReplyMessage) => void, onFailure: (reason: string) => void) => {
            reply = onReply;
            failure = onFailure;
          },
          terminate: () => {
            entry.terminated = true;
          },
        } satisfies WorkerPort,
      };
      ports.push(entry);
      return entry.port;
    };
    return { ports, factory };
  }

  it('uses at most `size` workers, gives the failed task WORKER_FAILED and goes on with a new worker', async () => {
    const { ports, factory } = fakeFactory();
    const fake = new DdPool(factory, 2);
    const tasks = ['a', 'crash', 'b', 'c', 'd'].map((d) => ({ kind: 'ddTable', deal: d }) as never);
    const results = await fake.run(tasks);
    expect(results.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual([
      'ok',
      'WORKER_FAILED',
      'ok',
      'ok',
      'ok',
    ]);
    expect(ports).toHaveLength(3);
    expect(ports.filter((p) => p.terminated)).toHaveLength(1);
    await fake.close();
    expect(ports.every((p) => p.terminated)).toBe(true);
  });

  it('refuses a pool without workers or with a table memory out of range', () => {
    expect(() => new DdPool(fakeFactory().factory, 0)).toThrow(RangeError);
    expect(() => new DdPool(fakeFactory().factory, 1, { memoryMb: 2 })).toThrow(RangeError);
  });
});
