import { join } from 'node:path';
import {
  actionOfEvent,
  addRubberDeal,
  type BoardEvent,
  type BoardSetup,
  type BoardView,
  bridgeGame,
  type Card,
  chicagoFromDeals,
  parseLin,
  parsePbn,
  recordToBoard,
  rubberSheet,
  SEATS,
  type Seat,
  seededRandom,
  startRubber,
  teamMatch,
} from '@tenace/engine';
import { ddTable } from '@tenace/solver';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DealSummary, SeatToken, ServerMessage } from './protocol.js';
import { inProcessRunner, type RobotRunner } from './robots.js';
import { type RunningServer, startServer } from './server.js';
import { createTable, launchCompiledServer, playSeat, TestClient, testServers, wsUrl } from './testing.js';

vi.setConfig({ testTimeout: 180000 });

const servers = testServers('tenace-server-');
const tempDir = servers.tempDir;
const server = servers.start;
afterEach(() => servers.cleanUp());

async function seatClient(
  base: string,
  seat: SeatToken,
  since?: { deal: number; v: number },
): Promise<TestClient> {
  const c = await TestClient.connect(wsUrl(base));
  c.send({
    type: 'hello',
    table: seat.table,
    token: seat.token,
    name: `player ${seat.seat}`,
    ...(since ? { since } : {}),
  });
  await c.next('welcome');
  return c;
}

async function kibitzer(base: string, table: string, watch?: Seat): Promise<TestClient> {
  const c = await TestClient.connect(wsUrl(base));
  c.send({ type: 'hello', table, ...(watch ? { watch } : {}) });
  await c.next('welcome');
  return c;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The deal's events as stored, replayed by the engine. */
async function storedDeal(s: RunningServer, table: string, n: number) {
  const d = await s.club.store.deal(table, n);
  if (d === null) throw new Error(`no deal ${n}`);
  return d;
}

async function waitFor(test: () => boolean | Promise<boolean>, ms = 60000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('whole games over real sockets', () => {
  it('four clients play a board; every seat sees the same end, and the hand record replays to it', async () => {
    const s = await server();
    const created = await createTable(s.url, {
      kind: 'pairs',
      seats: { N: 'human', E: 'human', W: 'human' },
      settings: { length: 1, stopSeconds: 0 },
      seed: 'four-clients',
    });
    expect(created.seats.map((t) => t.seat).sort()).toEqual(['E', 'N', 'S', 'W']);
    const id = created.seats[0]?.table as string;
    const clients = await Promise.all(created.seats.map((seat) => seatClient(s.url, seat)));
    clients.forEach((c, i) => {
      playSeat(c, seededRandom(`p${i}`), { claimAfter: 9 });
    });
    const over = await Promise.all(clients.map((c) => c.next('dealOver')));
    const results = over.map((m) => JSON.stringify(m.view.result));
    expect(new Set(results).size).toBe(1);
    const deal = over[0]?.view.deal;
    expect(deal).not.toBeNull();
    await Promise.all(clients.map((c) => c.next('tableOver')));

    const pbn = await fetch(`${s.url}/api/tables/${id}/deals/1.pbn`);
    expect(pbn.status).toBe(200);
    const records = parsePbn(await pbn.text());
    if (!records.ok) throw new Error(records.error.message);
    const record = records.value[0];
    if (record === undefined) throw new Error('no record');
    expect(record.deal).toEqual(deal);
    const replayed = recordToBoard(record);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(JSON.stringify(bridgeGame.result(replayed.value))).toBe(results[0]);
    const lin = await fetch(`${s.url}/api/tables/${id}/deals/1.lin`);
    const linRecord = parseLin(await lin.text());
    if (!linRecord.ok) throw new Error(linRecord.error.message);
    expect(linRecord.value[0]?.deal).toEqual(deal);

    const stored = await storedDeal(s, id, 1);
    const board = bridgeGame.replay(stored.setup, stored.events);
    expect(board.ok && JSON.stringify(bridgeGame.result(board.value))).toBe(results[0]);
  });

  it('one client and three SAYC robots play a board to the end', async () => {
    const s = await server();
    const created = await createTable(s.url, {
      kind: 'pairs',
      settings: { length: 1, stopSeconds: 0, robotStrength: 'standard' },
      seed: 'one-client',
    });
    expect(created.seats).toHaveLength(1);
    const client = await seatClient(s.url, created.seats[0] as SeatToken);
    playSeat(client, seededRandom('south'));
    const over = await client.next('dealOver');
    expect(over.view.phase).toBe('over');
    const stored = await storedDeal(s, created.seats[0]?.table as string, 1);
    // Every call and card of the robots is in the log, and the log replays to the same result.
    const robotEvents = stored.events.filter((e) => e.seat !== 'S');
    expect(robotEvents.length).toBeGreaterThan(3);
    const replayed = bridgeGame.replay(stored.setup, stored.events);
    expect(replayed.ok && bridgeGame.result(replayed.value)).toEqual(over.view.result);
  });

  it('a whole Chicago: four counted deals, scored as the engine scores them', async () => {
    const s = await server();
    const created = await createTable(s.url, {
      kind: 'chicago',
      settings: { length: 1, stopSeconds: 0, robotStrength: 'basic' },
      seed: 'chicago',
    });
    const table = created.seats[0]?.table as string;
    const client = await seatClient(s.url, created.seats[0] as SeatToken);
    playSeat(client, seededRandom('chicago-south'));
    const end = await client.next('tableOver');
    expect(end.scores.over).toBe(true);
    const { deals } = await getJson<{ deals: DealSummary[] }>(`${s.url}/api/tables/${table}/deals`);
    // Passed-out deals are redealt, so there may be more than four; four of them count.
    expect(deals.length).toBeGreaterThanOrEqual(4);
    const played = await Promise.all(deals.map((d) => storedDeal(s, table, d.deal.deal)));
    const engine = chicagoFromDeals(
      played.map((d) => {
        const r = d.result;
        if (r === null) throw new Error('unfinished deal');
        return r.passedOut
          ? { passedOut: true as const }
          : { contract: r.contract, declarer: r.declarer, tricks: r.tricks, deal: d.setup.deal };
      }),
    );
    if (!engine.ok) throw new Error(engine.error.message);
    expect(end.scores.totals.NS).toBe(
      engine.value.deals
        .flatMap((d) => d.items)
        .filter((i) => i.side === 'NS')
        .reduce((n, i) => n + i.points, 0),
    );
    expect(end.scores.totals.EW).toBe(
      engine.value.deals
        .flatMap((d) => d.items)
        .filter((i) => i.side === 'EW')
        .reduce((n, i) => n + i.points, 0),
    );
    expect(engine.value.deals.filter((d) => d.counted)).toHaveLength(4);
    // Chicago vulnerability: none, dealer's side, dealer's side, both.
    expect(deals[0]?.deal).toMatchObject({ vulnerability: 'None', label: 'Chicago round 1, deal 1 of 4' });
  });

  it('a team match of four boards across two linked tables ends with the IMP result of the engine', async () => {
    const s = await server();
    const created = await createTable(s.url, {
      kind: 'teams',
      settings: { length: 4, stopSeconds: 0, robotStrength: 'basic' },
      seed: 'teams',
    });
    expect(created.tables).toHaveLength(2);
    const [t1, t2] = created.tables.map((t) => t.id) as [string, string];
    expect(created.tables[0]?.link).toEqual({ match: created.tables[0]?.session, tableNo: 1, other: t2 });
    const client = await seatClient(s.url, created.seats[0] as SeatToken);
    playSeat(client, seededRandom('teams-south'));
    await client.next('tableOver');
    await waitFor(() => s.club.table(t2)?.info().status === 'over');
    // The same boards at both tables.
    for (let n = 1; n <= 4; n++) {
      const a = await storedDeal(s, t1, n);
      const b = await storedDeal(s, t2, n);
      expect(b.setup.deal).toEqual(a.setup.deal);
    }
    const nsOf = async (t: string, n: number) => {
      const r = (await storedDeal(s, t, n)).result;
      return r === null || r.passedOut ? 0 : r.nsScore;
    };
    const boards = [];
    for (let n = 1; n <= 4; n++)
      boards.push({ board: n, table1: await nsOf(t1, n), table2: await nsOf(t2, n) });
    const match = teamMatch(boards);
    if (!match.ok) throw new Error(match.error.message);
    const one = await getJson<{ scores: { totals: { NS: number; EW: number }; over: boolean } }>(
      `${s.url}/api/tables/${t1}`,
    );
    const two = await getJson<{ scores: { totals: { NS: number; EW: number }; over: boolean } }>(
      `${s.url}/api/tables/${t2}`,
    );
    expect(one.scores.over).toBe(true);
    expect(one.scores.totals).toEqual({ NS: match.value.impsA, EW: match.value.impsB });
    // Team A sits East-West at table 2.
    expect(two.scores.totals).toEqual({ NS: match.value.impsB, EW: match.value.impsA });
  });

  it('a pairs board is matchpointed against the other table of the session and the stored field', async () => {
    const s = await server();
    const first = await createTable(s.url, {
      kind: 'pairs',
      hostSeat: 'none',
      settings: { length: 1, robotStrength: 'basic', stopSeconds: 0 },
      field: { '1': [50000 / 100, -100] },
      seed: 'pairs-a',
    });
    const session = first.tables[0]?.session as string;
    const second = await createTable(s.url, {
      kind: 'pairs',
      hostSeat: 'none',
      session,
      settings: { robotStrength: 'basic', stopSeconds: 0 },
      seed: 'pairs-b',
    });
    const [a, b] = [first.tables[0]?.id as string, second.tables[0]?.id as string];
    await waitFor(
      () => s.club.table(a)?.info().status === 'over' && s.club.table(b)?.info().status === 'over',
    );
    expect((await storedDeal(s, b, 1)).setup.deal).toEqual((await storedDeal(s, a, 1)).setup.deal);
    const nsA = s.club.table(a)?.nsScoreOfBoard(1) as number;
    const nsB = s.club.table(b)?.nsScoreOfBoard(1) as number;
    const sheet = s.club.table(a)?.scores();
    const scores = [nsA, nsB, 500, -100];
    const units = scores.reduce((n, x) => n + (nsA > x ? 2 : nsA === x ? 1 : 0), 0) - 1;
    expect(sheet?.lines[0]?.results).toBe(4);
    expect(sheet?.totals.NS).toBeCloseTo((units / 6) * 100, 1);
  });
});

describe('the lobby under pressure', () => {
  const post = (url: string, body: unknown) =>
    fetch(`${url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('refuses tables beyond the limit of tables in play, and creates nothing', async () => {
    const s = await server(tempDir(), { maxTables: 3, log: () => {} });
    expect((await post(s.url, { kind: 'rubber' })).status).toBe(201);
    expect((await post(s.url, { kind: 'chicago' })).status).toBe(201);
    // A team match needs two tables: one place left is not enough.
    const teams = await post(s.url, { kind: 'teams' });
    expect(teams.status).toBe(503);
    const body = (await teams.json()) as { error: { code: string; message: string; messageDe: string } };
    expect(body.error.code).toBe('TABLE_LIMIT');
    expect(body.error.messageDe).toContain('3 laufende Tische');
    expect(s.club.tables()).toHaveLength(2);
    expect((await post(s.url, { kind: 'pairs' })).status).toBe(201);
    expect((await post(s.url, { kind: 'pairs' })).status).toBe(503);
    expect(s.club.tables()).toHaveLength(3);
  });

  it('limits the tables one address creates per minute', async () => {
    let clock = 1_000_000;
    const s = await server(tempDir(), { createRate: 2, now: () => clock, log: () => {} });
    expect((await post(s.url, { kind: 'rubber' })).status).toBe(201);
    clock += 30_000;
    expect((await post(s.url, { kind: 'rubber' })).status).toBe(201);
    const third = await post(s.url, { kind: 'rubber' });
    expect(third.status).toBe(429);
    expect(((await third.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect(s.club.tables()).toHaveLength(2);
    // A minute after the first, one place is free again; the second still counts.
    clock += 30_001;
    expect((await post(s.url, { kind: 'rubber' })).status).toBe(201);
    expect((await post(s.url, { kind: 'rubber' })).status).toBe(429);
    expect(s.club.tables()).toHaveLength(3);
  });
});

describe('robots at rubber tables', () => {
  it('bid knowing the part-scores below the line (a part-score plus a part-score is game)', async () => {
    const seen: string[] = [];
    const inner = inProcessRunner();
    const recording: RobotRunner = {
      decide(key, input) {
        seen.push(JSON.stringify(input.partScores ?? null));
        return inner.decide(key, input);
      },
      decideWhist: inner.decideWhist,
      explain: inner.explain,
      close: inner.close,
    };
    const s = await server(tempDir(), { robots: recording, log: () => {} });
    const created = await createTable(s.url, {
      kind: 'rubber',
      hostSeat: 'none',
      settings: { length: 1, robotStrength: 'basic', stopSeconds: 0 },
      seed: 'rubber-part-scores',
    });
    const table = created.tables[0]?.id as string;
    await waitFor(() => s.club.table(table)?.info().status === 'over');
    const { deals } = await getJson<{ deals: DealSummary[] }>(`${s.url}/api/tables/${table}/deals`);
    // The part-scores before each deal, from the engine's rubber.
    let rubber = startRubber({ firstDealer: 'N' });
    const expected: string[] = [];
    for (const d of deals) {
      if (!rubber.ok) throw new Error(rubber.error.message);
      expected.push(JSON.stringify(rubberSheet(rubber.value).partScores));
      const { result, setup } = await storedDeal(s, table, d.deal.deal);
      if (result === null) throw new Error('unfinished deal');
      rubber = addRubberDeal(
        rubber.value,
        result.passedOut
          ? { passedOut: true }
          : { contract: result.contract, declarer: result.declarer, tricks: result.tricks, deal: setup.deal },
      );
    }
    // Robots play every seat of every deal, so their inputs run through the same part-scores.
    const runs = seen.filter((x, i) => i === 0 || seen[i - 1] !== x);
    const expectedRuns = expected.filter((x, i) => i === 0 || expected[i - 1] !== x);
    expect(runs).toEqual(expectedRuns);
    expect(expectedRuns.some((x) => x !== JSON.stringify({ NS: 0, EW: 0 }))).toBe(true);
  });
});

/** The cards a viewer may know at each version of a deal: own hand, dummy after the lead, played cards, a claimer's hand, all at the end. */
function visibleSets(
  setup: BoardSetup,
  events: readonly BoardEvent[],
  viewer: Seat | 'watcher',
): Set<Card>[] {
  const sets: Set<Card>[] = [];
  const known = new Set<Card>(viewer === 'watcher' ? [] : setup.deal[viewer]);
  let state = bridgeGame.initial(setup);
  if (!state.ok) throw new Error(state.error.message);
  const look = () => {
    const st = state.ok ? state.value : null;
    if (st === null) return;
    const play = st.play;
    if (play !== null) {
      for (const t of play.tricks) for (const c of t.cards) known.add(c);
      for (const c of play.trick.cards) known.add(c);
      const led = play.tricks.length > 0 || play.trick.cards.length > 0;
      if (led && st.contract !== null)
        for (const c of setup.deal[SEATS[(SEATS.indexOf(st.contract.declarer) + 2) % 4] as Seat])
          known.add(c);
    }
    if (st.claim !== null) for (const c of setup.deal[st.claim.by]) known.add(c);
    if (st.phase === 'over') for (const seat of SEATS) for (const c of setup.deal[seat]) known.add(c);
    sets.push(new Set(known));
  };
  look();
  for (const event of events) {
    const next = bridgeGame.apply(state.value, event.seat, actionOfEvent(event));
    if (!next.ok) throw new Error(next.error.message);
    state = { ok: true, value: next.value.state };
    look();
  }
  return sets;
}

function cardsIn(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (/^[SHDC][AKQJT98765432]$/.test(value)) out.add(value);
  } else if (Array.isArray(value)) for (const v of value) cardsIn(v, out);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) cardsIn(v, out);
  return out;
}

/** Where a message stands: the deal and version it shows (or the last seen, for messages without a view). */
function positionOf(m: ServerMessage, last: { deal: number; v: number }): { deal: number; v: number } {
  switch (m.type) {
    case 'welcome':
      return m.deal === null || m.view === null ? last : { deal: m.deal.deal, v: m.view.version };
    case 'deal':
      return { deal: m.deal.deal, v: 0 };
    case 'event':
    case 'events':
    case 'dealOver':
      return { deal: m.deal, v: m.view.version };
    default:
      return last;
  }
}

describe('the leak test', () => {
  it.each([
    ['seat', 'N' as const],
    ['public', undefined],
  ])('no message to a seat or a %s kibitzer holds a card it may not see yet', async (mode, watch) => {
    const s = await server();
    const created = await createTable(s.url, {
      kind: 'pairs',
      seats: { N: 'human', E: 'human', W: 'human' },
      settings: { length: 3, stopSeconds: 0, kibitzers: mode },
      seed: `leak-${mode}`,
    });
    const id = created.tables[0]?.id as string;
    const clients = await Promise.all(created.seats.map((seat) => seatClient(s.url, seat)));
    const kib = await kibitzer(s.url, id, watch);
    clients.forEach((c, i) => {
      playSeat(c, seededRandom(`leak${mode}${i}`), { claimAfter: 8 });
    });
    // Chat and an explanation request mid-game go through the same check.
    kib.send({ type: 'chat', text: 'good luck' });
    await Promise.all(clients.map((c) => c.next('tableOver')));
    await kib.next('tableOver');

    const sets = new Map<number, Record<string, Set<Card>[]>>();
    for (let n = 1; n <= 3; n++) {
      const d = await storedDeal(s, id, n);
      const bySeat: Record<string, Set<Card>[]> = {};
      for (const viewer of [...SEATS, 'watcher'] as const)
        bySeat[viewer] = visibleSets(d.setup, d.events, viewer);
      sets.set(n, bySeat);
    }
    const watchers: [TestClient, Seat | 'watcher'][] = [
      ...clients.map((c, i) => [c, created.seats[i]?.seat as Seat] as [TestClient, Seat]),
      [kib, mode === 'seat' ? (watch as Seat) : 'watcher'],
    ];
    let checked = 0;
    let hiddenSeenAtEnd = 0;
    for (const [client, viewer] of watchers) {
      let at = { deal: 0, v: 0 };
      for (const m of client.messages) {
        at = positionOf(m, at);
        const cards = cardsIn(m);
        if (at.deal === 0) {
          expect(cards.size).toBe(0);
          continue;
        }
        const allowed = sets.get(at.deal)?.[viewer]?.[at.v];
        if (allowed === undefined) throw new Error(`no visibility for deal ${at.deal} v${at.v}`);
        const leaked = [...cards].filter((c) => !allowed.has(c as Card));
        expect(leaked, `${viewer} ${m.type} deal ${at.deal} v${at.v}`).toEqual([]);
        checked++;
        if (m.type === 'dealOver') hiddenSeenAtEnd += cards.size;
      }
    }
    expect(checked).toBeGreaterThan(600);
    // After each deal all 52 cards are shown, to every seat and the kibitzer: the check had something to catch.
    expect(hiddenSeenAtEnd).toBe(52 * 3 * 5);
  });
});

describe('drops, reconnection and restarts', () => {
  it('a dropped player reconnects and gets exactly the events after v', async () => {
    const s = await server();
    const created = await createTable(s.url, {
      kind: 'rubber',
      settings: { stopSeconds: 0, robotStrength: 'basic', dropGraceSeconds: 600 },
      seed: 'drop',
    });
    const seat = created.seats[0] as SeatToken;
    const client = await seatClient(s.url, seat);
    const stop = playSeat(client, seededRandom('drop-south'));
    await client.next('event', (m) => m.view.version >= 6);
    stop();
    const lastSeen = client.messages.reduce(
      (v, m) => (m.type === 'event' && m.deal === 1 ? Math.max(v, m.view.version) : v),
      0,
    );
    client.drop();
    // Robots play on until it is South's turn again; the seat is held for the player.
    await waitFor(() => (s.club.table(seat.table)?.info().seats.S.heldUntil ?? null) !== null);
    await s.club.idle();
    await new Promise((r) => setTimeout(r, 200));
    await s.club.idle();
    const again = await seatClient(s.url, seat, { deal: 1, v: lastSeen });
    const welcome = again.messages.find((m) => m.type === 'welcome');
    if (welcome?.type !== 'welcome' || welcome.view === null) throw new Error('no welcome');
    const vs = welcome.events.map((e) => e.v);
    expect(vs).toEqual(Array.from({ length: welcome.view.version - lastSeen }, (_, i) => lastSeen + 1 + i));
    expect(welcome.you).toMatchObject({ role: 'seat', seat: 'S' });
    const stored = await storedDeal(s, seat.table, 1);
    expect(welcome.events).toEqual(stored.events.slice(lastSeen, welcome.view.version));
    // A sync on the open socket answers the same way.
    const synced = await again.request({ type: 'sync', id: 'sync-1', since: { deal: 1, v: lastSeen } });
    expect(synced.type === 'events' && synced.events.map((e) => e.v)).toEqual(vs);
    playSeat(again, seededRandom('drop-south-2'));
    await again.next('dealOver');
  });

  it('after the grace time a robot plays for the dropped player until the player returns', async () => {
    const s = await server();
    const created = await createTable(s.url, {
      kind: 'pairs',
      settings: { length: 2, stopSeconds: 0, robotStrength: 'basic', dropGraceSeconds: 0 },
      seed: 'stand-in',
    });
    const seat = created.seats[0] as SeatToken;
    const client = await seatClient(s.url, seat);
    const watcher = await kibitzer(s.url, seat.table);
    client.drop();
    const standIn = await watcher.next('seats', (m) => m.seats.S.robotStandIn);
    expect(standIn.seats.S).toMatchObject({ occupant: 'human', connected: false, robotStandIn: true });
    await watcher.next('dealOver');
    const back = await seatClient(s.url, seat);
    const seats = await back.next('seats', (m) => m.seats.S.connected);
    expect(seats.seats.S.robotStandIn).toBe(false);
    playSeat(back, seededRandom('back'));
    // The watcher has been there all along: the stand-in may finish the last board before the
    // player is back, and a client that comes after the end is welcomed to a table that is over
    // rather than sent the end again.
    await watcher.next('tableOver');
  });

  it('a server killed with SIGKILL mid-board comes back with every event, and the board goes on', async () => {
    const dir = tempDir();
    const launch = () => launchCompiledServer(dir);
    const first = await launch();
    const created = await createTable(first.url, {
      kind: 'pairs',
      seats: { N: 'human', E: 'human', W: 'human' },
      settings: { length: 1, stopSeconds: 0 },
      seed: 'kill',
    });
    const clients = await Promise.all(created.seats.map((seat) => seatClient(first.url, seat)));
    const stops = clients.map((c, i) => playSeat(c, seededRandom(`kill${i}`)));
    await clients[0]?.next('event', (m) => m.view.version >= 20);
    for (const stop of stops) stop();
    // Wait until no more events arrive (actions already sent are still applied and broadcast).
    const latest = () =>
      Math.max(...(clients[0] as TestClient).messages.map((m) => (m.type === 'event' ? m.view.version : 0)));
    for (let last = -1; last !== latest(); ) {
      last = latest();
      await new Promise((r) => setTimeout(r, 500));
    }
    const seen = (c: TestClient) => c.messages.flatMap((m) => (m.type === 'event' ? [m.event] : []));
    const before = seen(clients[0] as TestClient);
    await first.kill();
    for (const c of clients) await c.closed();

    const second = await launch();
    try {
      const v = before.length;
      const again = await Promise.all(
        created.seats.map((seat) => seatClient(second.url, seat, { deal: 1, v: 0 })),
      );
      const welcome = again[0]?.messages[0];
      if (welcome?.type !== 'welcome' || welcome.view === null) throw new Error('no welcome');
      // Nothing lost: the restarted table holds exactly the events the players had seen.
      expect(welcome.view.version).toBe(v);
      expect(welcome.events).toEqual(before);
      again.forEach((c, i) => {
        playSeat(c, seededRandom(`kill-again${i}`));
      });
      const over = await again[0]?.next('dealOver');
      const record = parsePbn(await (await fetch(`${second.url}${over?.record}.pbn`)).text());
      if (!record.ok || record.value[0] === undefined) throw new Error('no record');
      const plays = before.flatMap((e) => ('type' in e && e.type === 'play' ? [e.card] : []));
      const recordCards = (record.value[0].play?.tricks ?? []).flat();
      for (const card of plays) expect(recordCards).toContain(card);
    } finally {
      await second.kill();
    }
  });
});

describe('bad input is answered with an error code and changes nothing', () => {
  it('garbage frames, bad tokens, illegal calls and cards, oversize messages, floods', async () => {
    const s = await server(tempDir(), { rateLimit: 20 });
    const created = await createTable(s.url, {
      kind: 'pairs',
      seats: { N: 'human', E: 'human', W: 'human' },
      settings: { length: 1, stopSeconds: 0, undo: false },
      seed: 'bad-input',
    });
    const id = created.tables[0]?.id as string;
    const raw = await TestClient.connect(wsUrl(s.url));
    const codeOf = async (message: Record<string, unknown>, n: number) => {
      const reply = await raw.request({ ...message, id: n });
      return reply.type === 'error' ? reply.code : reply.type;
    };
    // Frames that are not JSON objects of a known type.
    raw.send('this is not json');
    expect((await raw.next('error')).code).toBe('BAD_MESSAGE');
    raw.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await raw.next('error')).code).toBe('BAD_MESSAGE');
    raw.send('[1,2,3]');
    expect((await raw.next('error')).code).toBe('BAD_MESSAGE');
    expect(await codeOf({ type: 'teleport' }, 1)).toBe('BAD_MESSAGE');
    expect(await codeOf({ type: 'hello' }, 2)).toBe('BAD_MESSAGE');
    expect(await codeOf({ type: 'action', action: { type: 'call', call: '1NT' } }, 3)).toBe('HELLO_FIRST');
    expect(await codeOf({ type: 'hello', table: 'no-such-table' }, 4)).toBe('TABLE_NOT_FOUND');
    expect(await codeOf({ type: 'hello', table: id, token: 'forged-token' }, 5)).toBe('BAD_TOKEN');
    raw.send(JSON.stringify({ type: 'chat', text: 'x'.repeat(9000) }));
    expect((await raw.next('error')).code).toBe('MESSAGE_TOO_LARGE');

    const players = await Promise.all(created.seats.map((seat) => seatClient(s.url, seat)));
    const bySeat = Object.fromEntries(created.seats.map((t, i) => [t.seat, players[i]])) as Record<
      Seat,
      TestClient
    >;
    const welcome = bySeat.N.messages[0];
    if (welcome?.type !== 'welcome' || welcome.deal === null) throw new Error('no welcome');
    const dealer = welcome.deal.dealer;
    const order = [0, 1, 2, 3].map((i) => SEATS[(SEATS.indexOf(dealer) + i) % 4] as Seat);
    const [first, second, third, fourth] = order as [Seat, Seat, Seat, Seat];
    const act = (seat: Seat, action: unknown, n: string) =>
      bySeat[seat].request({ type: 'action', id: n, action });
    // The reply to an action is its error, or (carrying the same id) the event it caused.
    const codeAt = async (seat: Seat, action: unknown, n: string) => {
      const reply = await bySeat[seat].request({ type: 'action', id: n, action });
      return reply.type === 'error' ? reply.code : 'none';
    };
    // Out of turn, then a legal opening, then an insufficient bid, then nonsense.
    expect(await codeAt(second, { type: 'call', call: '1C' }, 'a')).toBe('NOT_YOUR_TURN');
    expect(await codeAt(first, { type: 'call', call: '1Q' }, 'b')).toBe('BAD_CALL');
    expect(await codeAt(first, { type: 'call', call: { type: 'bid', level: 9, strain: 'S' } }, 'c')).toBe(
      'BAD_MESSAGE',
    );
    const opened = await act(first, { type: 'call', call: '2H' }, 'd');
    expect(opened.type).toBe('event');
    expect(await codeAt(second, { type: 'call', call: '1S' }, 'e')).toBe('INSUFFICIENT_BID');
    expect(await codeAt(second, { type: 'call', call: 'XX' }, 'f')).toBe('ILLEGAL_REDOUBLE');
    expect(await codeAt(second, { type: 'play', card: 'SA' }, 'g')).toBe('PLAY_NOT_STARTED');
    expect(await codeAt(first, { type: 'requestUndo' }, 'h')).toBe('UNDO_NOT_ALLOWED');
    expect(await codeAt(second, { type: 'call', call: '3H' }, 'i')).toBe('none');
    // Nothing the refused messages asked for happened: two calls stand.
    await s.club.idle();
    const stored = await storedDeal(s, id, 1);
    expect(stored.events.map((e) => e.type === 'call' && e.call)).toEqual([
      { type: 'bid', level: 2, strain: 'H' },
      { type: 'bid', level: 3, strain: 'H' },
    ]);
    expect(await codeAt(third, { type: 'play', card: 'ZZ' }, 'j')).toBe('BAD_CARD');
    // 3H by the second seat: the third leads, the fourth is dummy and may not touch its cards.
    for (const [seat, n] of [
      [third, 'p1'],
      [fourth, 'p2'],
      [first, 'p3'],
    ] as const) {
      const reply = await act(seat, { type: 'call', call: 'P' }, n);
      expect(reply.type === 'error' ? reply.code : reply.type).toBe('event');
    }
    // Each seat's own copy of the event at version v (sockets deliver independently).
    const eventAt = (seat: Seat, v: number) => bySeat[seat].find('event', (m) => m.view.version === v);
    const leadView = await eventAt(third, 5);
    const lead = leadView?.type === 'event' ? leadView.legal.find((a) => a.type === 'play') : undefined;
    expect((await act(third, lead, 'lead')).type).toBe('event');
    const dummyView = await eventAt(fourth, 6);
    const dummyHand = dummyView?.type === 'event' ? (dummyView.view.hands[fourth] ?? []) : [];
    expect(dummyHand).toHaveLength(13);
    expect(dummyView?.type === 'event' && dummyView.legal.some((a) => a.type === 'play')).toBe(false);
    expect(['DUMMY_CANNOT_ACT', 'NOT_YOUR_TURN']).toContain(
      await codeAt(fourth, { type: 'play', card: dummyHand[0] }, 'dummy'),
    );
    // Declarer plays dummy's card; declarer's own view offers dummy's cards.
    const declarerView = await eventAt(second, 6);
    const fromDummy =
      declarerView?.type === 'event' ? declarerView.legal.find((a) => a.type === 'play') : undefined;
    expect(fromDummy?.type === 'play' && dummyHand.includes(fromDummy.card)).toBe(true);
    const played = await act(second, fromDummy, 'from-dummy');
    expect(played.type === 'event' && played.event).toMatchObject({ seat: second, hand: fourth });
    // A kibitzer cannot act; a flood is cut down to the rate limit.
    const kib = await kibitzer(s.url, id);
    expect((await kib.request({ type: 'action', id: 'k', action: { type: 'call', call: 'P' } })).type).toBe(
      'error',
    );
    for (let i = 0; i < 100; i++) kib.send({ type: 'ping', id: `p${i}` });
    const limited = await kib.next('error', (m) => m.code === 'RATE_LIMITED');
    expect(limited.messageDe).toContain('Nachrichten');
    // Beyond 64 KiB the socket itself is closed (1009); the server goes on.
    const huge = await TestClient.connect(wsUrl(s.url));
    huge.send('x'.repeat(70 * 1024));
    expect((await huge.closed()).code).toBe(1009);
    const health = await getJson<{ ok: boolean }>(`${s.url}/api/health`);
    expect(health.ok).toBe(true);
    // A hand record of a deal still in play is refused.
    expect((await fetch(`${s.url}/api/tables/${id}/deals/1.pbn`)).status).toBe(409);
  });
});

describe('table features', () => {
  it('the stop card outlives a restart: it stays up until its own time, then the call goes through', async () => {
    const dir = tempDir();
    let clock = 5_000_000;
    const start = () => server(dir, { now: () => clock, log: () => {} });
    const first = await start();
    const created = await createTable(first.url, {
      kind: 'rubber',
      seats: { N: 'human', E: 'human', W: 'human' },
      settings: { stopSeconds: 30 },
      seed: 'stop-restart',
    });
    const token = (seat: Seat) => created.seats.find((t) => t.seat === seat) as SeatToken;
    // Rubber: North deals the first deal and opens 2♠, a jump.
    const north = await seatClient(first.url, token('N'));
    expect((await north.request({ type: 'action', id: 1, action: { type: 'call', call: '2S' } })).type).toBe(
      'event',
    );
    const jumpAt = clock;
    await first.close();
    clock += 10_000;
    const second = await start();
    const east = await seatClient(second.url, token('E'));
    const welcome = east.messages.find((m) => m.type === 'welcome');
    expect(welcome?.type === 'welcome' && welcome.stop).toEqual({
      seat: 'E',
      until: jumpAt + 30_000,
      seconds: 30,
      index: 0,
    });
    const early = await east.request({ type: 'action', id: 2, action: { type: 'call', call: 'P' } });
    expect(early.type === 'error' && early.code).toBe('STOP_CARD');
    clock += 20_000;
    expect((await east.request({ type: 'action', id: 3, action: { type: 'call', call: 'P' } })).type).toBe(
      'event',
    );
  });

  it('the stop card after a jump bid, alerts for the opponents only, explanations, undo with consent, chat', async () => {
    const s = await server();
    const created = await createTable(s.url, {
      kind: 'rubber',
      seats: { N: 'human', E: 'human', W: 'human' },
      settings: { stopSeconds: 1 },
      seed: 'features',
    });
    const players = await Promise.all(created.seats.map((seat) => seatClient(s.url, seat)));
    const bySeat = Object.fromEntries(created.seats.map((t, i) => [t.seat, players[i]])) as Record<
      Seat,
      TestClient
    >;
    const welcome = bySeat.S.messages[0];
    if (welcome?.type !== 'welcome' || welcome.deal === null) throw new Error('no welcome');
    const order = [0, 1, 2, 3].map(
      (i) => SEATS[(SEATS.indexOf(welcome.deal?.dealer as Seat) + i) % 4] as Seat,
    );
    const [a, b, c, d] = order as [Seat, Seat, Seat, Seat];
    // a opens 2S (a jump: 1S would do) with an alert.
    const sent = await bySeat[a].request({
      type: 'action',
      id: 1,
      action: { type: 'call', call: '2S' },
      alert: 'weak two: 6 spades, 5-11 HCP',
    });
    expect(sent.type).toBe('event');
    const stop = await bySeat[b].next('stop', (m) => m.stop !== null);
    expect(stop.stop?.seat).toBe(b);
    const early = await bySeat[b].request({ type: 'action', id: 2, action: { type: 'call', call: 'P' } });
    expect(early.type === 'error' && early.code).toBe('STOP_CARD');
    // The opponents got the alert with the event; the partner did not.
    const alertOf = async (seat: Seat) => (await bySeat[seat].find('event', (m) => m.event.v === 1)).alert;
    expect((await alertOf(b))?.text).toBe('weak two: 6 spades, 5-11 HCP');
    expect((await alertOf(d))?.text).toBe('weak two: 6 spades, 5-11 HCP');
    expect(await alertOf(c)).toBeUndefined();
    // An opponent asks what 2S means; the partner may not ask.
    const explained = await bySeat[b].request({ type: 'explain', id: 3, index: 0 });
    if (explained.type !== 'explanation') throw new Error(`got ${explained.type}`);
    expect(explained.alert).toBe('weak two: 6 spades, 5-11 HCP');
    expect(explained.meaning.length).toBeGreaterThan(5);
    expect(explained.system).toBe('SAYC');
    const partner = await bySeat[c].request({ type: 'explain', id: 4, index: 0 });
    expect(partner.type === 'error' && partner.code).toBe('NOT_AN_OPPONENT');
    await bySeat[b].next('stop', (m) => m.stop === null);
    expect(
      (await bySeat[b].request({ type: 'action', id: 5, action: { type: 'call', call: 'P' } })).type,
    ).toBe('event');
    // c asks to take back nothing of its own (it has not called): refused by the engine.
    const noUndo = await bySeat[c].request({ type: 'action', id: 6, action: { type: 'requestUndo' } });
    expect(noUndo.type === 'error' && noUndo.code).toBe('NOTHING_TO_UNDO');
    // b takes back its pass with the consent of both opponents.
    expect((await bySeat[b].request({ type: 'action', id: 7, action: { type: 'requestUndo' } })).type).toBe(
      'event',
    );
    expect((await bySeat[a].request({ type: 'action', id: 8, action: { type: 'acceptUndo' } })).type).toBe(
      'event',
    );
    const done = await bySeat[c].request({ type: 'action', id: 9, action: { type: 'acceptUndo' } });
    expect(done.type === 'event' && (done.view as BoardView).auction.calls).toHaveLength(1);
    // Chat reaches everyone.
    bySeat[d].send({ type: 'chat', text: 'nice bidding box' });
    const line = await bySeat[a].next('chat');
    expect(line.line).toMatchObject({ from: d, text: 'nice bidding box' });
    // Only the host changes settings.
    const notHost = await bySeat[a === 'S' ? b : a].request({
      type: 'settings',
      id: 10,
      settings: { undo: false },
    });
    expect(notHost.type === 'error' && notHost.code).toBe('NOT_HOST');
    bySeat.S.send({ type: 'settings', id: 11, settings: { undo: false } });
    expect((await bySeat.N.next('settings')).settings.undo).toBe(false);
  });

  it('the lobby lists, joins and analyses an uploaded PBN with double-dummy tables', async () => {
    const s = await server();
    const created = await createTable(s.url, {
      kind: 'rubber',
      name: 'Friday club',
      settings: { stopSeconds: 0 },
    });
    const id = created.tables[0]?.id as string;
    const list = await getJson<{ tables: { id: string; name: string }[] }>(`${s.url}/api/tables`);
    expect(list.tables.map((t) => [t.id, t.name])).toEqual([[id, 'Friday club']]);
    const join = await fetch(`${s.url}/api/tables/${id}/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seat: 'N', name: 'Bea' }),
    });
    expect(join.status).toBe(201);
    const joined = (await join.json()) as SeatToken;
    expect(joined.seat).toBe('N');
    expect(joined.url).toContain(`/t/${id}#token=`);
    const taken = await fetch(`${s.url}/api/tables/${id}/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seat: 'S' }),
    });
    expect(taken.status).toBe(409);
    const bad = await fetch(`${s.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'poker' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('BAD_MESSAGE');
    // Robots alone must stop somewhere.
    const endless = await fetch(`${s.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'rubber', hostSeat: 'none' }),
    });
    expect(endless.status).toBe(400);
    // Systems and conventions per partnership: unknown conventions are refused by name.
    const systems = (conventions: string[]) => ({
      kind: 'rubber',
      settings: {
        systems: { NS: { system: 'ForumD', conventions }, EW: { system: 'SAYC', conventions: [] } },
      },
    });
    expect((await createTable(s.url, systems(['-gerber']))).tables[0]?.settings.systems.NS.system).toBe(
      'ForumD',
    );
    const unknown = await fetch(`${s.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(systems(['no-such-convention'])),
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toContain(
      'no-such-convention',
    );

    const deal = 'N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3';
    const pbn = `[Event "x"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${deal}"]\n`;
    const response = await fetch(`${s.url}/api/analysis`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: pbn,
    });
    expect(response.status).toBe(200);
    const analysis = (await response.json()) as { boards: { ddTable: unknown; deal: BoardSetup['deal'] }[] };
    const board = analysis.boards[0];
    if (board === undefined) throw new Error('no board');
    const expected = ddTable(board.deal);
    expect(expected.ok && board.ddTable).toEqual(expected.ok ? expected.value : null);
    const broken = await fetch(`${s.url}/api/analysis`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '[Deal "N:garbage"]',
    });
    expect(broken.status).toBe(400);
  });
});

// PostgreSQL runs when a database is given (TENACE_TEST_DATABASE_URL); its tables are dropped first.
describe.skipIf(process.env.TENACE_TEST_DATABASE_URL === undefined)('PostgreSQL store', () => {
  it('plays, stops mid-board, restarts from PostgreSQL and finishes the board', async () => {
    const url = process.env.TENACE_TEST_DATABASE_URL as string;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(
      'drop table if exists tenace_tables, tenace_sessions, tenace_deals, tenace_events, tenace_chat',
    );
    await admin.end();
    const options = {
      store: { postgres: url },
      port: 0,
      robots: inProcessRunner(),
      webRoot: null,
      rateLimit: 1000,
      log: (m: string) => console.error(m),
    };
    const first = await startServer(options);
    const created = await createTable(first.url, {
      kind: 'rubber',
      settings: { stopSeconds: 0, robotStrength: 'basic', length: 1 },
      seed: 'postgres',
    });
    const seat = created.seats[0] as SeatToken;
    const client = await seatClient(first.url, seat);
    const stop = playSeat(client, seededRandom('pg'));
    const over = await client.next('dealOver');
    await client.next('event', (m) => m.view.version >= 8);
    stop();
    await new Promise((r) => setTimeout(r, 200));
    await first.club.idle();
    const seen = client.messages.flatMap((m) => (m.type === 'event' && m.deal === 2 ? [m.event] : []));
    await first.close();

    const second = servers.track(await startServer(options));
    const again = await seatClient(second.url, seat, { deal: 2, v: 0 });
    const welcome = again.messages[0];
    if (welcome?.type !== 'welcome' || welcome.view === null) throw new Error('no welcome');
    expect(welcome.deal?.deal).toBe(2);
    expect(welcome.events).toEqual(seen);
    expect(welcome.scores.lines[0]?.score).toBe(over.scores.lines[0]?.score);
    const pbn = await fetch(`${second.url}${over.record}.pbn`);
    expect(pbn.status).toBe(200);
    playSeat(again, seededRandom('pg-again'));
    await again.next('dealOver');
  });
});

describe('seats, kibitzers and the web client', () => {
  it('the host opens a seat to a new person, a player leaves for a robot, kibitzers can be shut out', async () => {
    const s = await server();
    const created = await createTable(s.url, {
      kind: 'rubber',
      settings: { stopSeconds: 0, kibitzers: 'public' },
    });
    const host = await seatClient(s.url, created.seats[0] as SeatToken);
    const table = created.seats[0]?.table as string;
    const invite = await host.request({ type: 'seat', id: 'open-e', seat: 'E', occupant: 'human' });
    if (invite.type !== 'invite') throw new Error(`got ${invite.type}`);
    expect(invite.url).toBe(`${s.url}/t/${table}#token=${invite.token}`);
    const east = await seatClient(s.url, { table, seat: 'E', token: invite.token, url: invite.url });
    expect(east.messages[0]).toMatchObject({
      type: 'welcome',
      you: { role: 'seat', seat: 'E', host: false },
    });
    // East may not manage seats; East leaves and a robot takes the seat; the old token is dead.
    const refused = await east.request({ type: 'seat', id: 'x', seat: 'N', occupant: 'empty' });
    expect(refused.type === 'error' && refused.code).toBe('NOT_HOST');
    east.send({ type: 'leave' });
    const seats = await host.next('seats', (m) => m.seats.E.occupant === 'robot');
    expect(seats.seats.E.connected).toBe(false);
    const stale = await TestClient.connect(wsUrl(s.url));
    const reply = await stale.request({ type: 'hello', id: 'h', table, token: invite.token });
    expect(reply.type === 'error' && reply.code).toBe('BAD_TOKEN');
    // A public kibitzer sees no hand; then the host shuts kibitzers out.
    const kib = await kibitzer(s.url, table);
    const welcome = kib.messages[0];
    expect(welcome?.type === 'welcome' && welcome.view?.hands).toEqual({});
    host.send({ type: 'settings', settings: { kibitzers: 'none' } });
    expect((await kib.closed()).code).toBe(4003);
    const late = await TestClient.connect(wsUrl(s.url));
    const no = await late.request({ type: 'hello', id: 'k', table });
    expect(no.type === 'error' && no.code).toBe('KIBITZERS_NOT_ALLOWED');
  });

  it('serves the built web client and lets it route its own pages', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const web = join(tempDir(), 'dist');
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Tenace web</title>');
    writeFileSync(join(web, 'assets', 'app.js'), 'console.log(1)');
    const s = await server(tempDir(), { webRoot: web, log: () => {} });
    expect(await (await fetch(`${s.url}/`)).text()).toContain('Tenace web');
    expect(await (await fetch(`${s.url}/assets/app.js`)).text()).toBe('console.log(1)');
    expect(await (await fetch(`${s.url}/t/t_abc`)).text()).toContain('Tenace web');
    const api = await fetch(`${s.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });
});
