import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  dealWhist,
  formatWhistBid,
  parseWhn,
  partnerOf,
  SEATS,
  type Seat,
  scoreWhistHand,
  seededRandom,
  sideOf,
  type WhistCard,
  type WhistEvent,
  type WhistSetup,
  whistActionOfEvent,
  whistGame,
  whistRules,
} from '@tenace/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeatToken, ServerMessage } from './protocol.js';
import { inProcessRunner, type RobotKey, workerRunner } from './robots.js';
import type { RunningServer } from './server.js';
import { createTable, launchCompiledServer, TestClient, testServers, wsUrl } from './testing.js';
import { playWhistSeat } from './whist-testing.js';

vi.setConfig({ testTimeout: 180000 });

const servers = testServers('tenace-whist-');
const tempDir = servers.tempDir;
const server = servers.start;
afterEach(() => servers.cleanUp());

async function seatClient(base: string, seat: SeatToken, since?: { deal: number; v: number }) {
  const c = await TestClient.connect(wsUrl(base));
  c.send({ type: 'hello', table: seat.table, token: seat.token, ...(since ? { since } : {}) });
  await c.next('whistWelcome');
  return c;
}

const FOUR_HUMANS = { N: 'human', E: 'human', W: 'human' } as const;

async function storedHand(s: RunningServer, table: string, n: number) {
  const d = await s.club.store.deal(table, n);
  if (d === null) throw new Error(`no hand ${n}`);
  return { setup: d.setup as unknown as WhistSetup, events: d.events as unknown as WhistEvent[] };
}

describe('whist tables: whole hands over real sockets', () => {
  it('four clients play a hand; the score is the engine scoring of the books, and the WHN record replays to it', async () => {
    const s = await server();
    const whist = { declarerLeads: true, singleNoTrump: true };
    const created = await createTable(s.url, {
      kind: 'whist',
      seats: FOUR_HUMANS,
      settings: { whist },
      seed: 'whist-four',
    });
    expect(created.seats).toHaveLength(4);
    const info = created.tables[0];
    expect(info?.kind).toBe('whist');
    // The table carries every house rule, filled in by the engine.
    const rules = whistRules(whist);
    if (!rules.ok) throw new Error(rules.error.message);
    expect(info?.settings.whist).toEqual(rules.value);
    const id = info?.id as string;
    const clients = await Promise.all(created.seats.map((seat) => seatClient(s.url, seat)));
    for (const c of clients) playWhistSeat(c);
    const over = await Promise.all(clients.map((c) => c.next('whistHandOver', (m) => m.deal === 1)));
    const results = over.map((m) => JSON.stringify(m.view.result));
    expect(new Set(results).size).toBe(1);
    const result = over[0]?.view.result;
    if (result === null || result === undefined) throw new Error('no result');
    const stored = await storedHand(s, id, 1);
    const replayed = whistGame.replay(stored.setup, stored.events);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(whistGame.result(replayed.value)).toEqual(result);
    if (result.passedOut) throw new Error('the default rules force the dealer: no pass-out');
    // The score against the engine's scoring of the declaring side's books, and on the sheet.
    const score = scoreWhistHand(rules.value, result.bid, result.books);
    expect(result.score).toEqual(score);
    const declarers = sideOf(result.declarer);
    const sheet = over[0]?.scores;
    expect(sheet?.totals[declarers]).toBe(score.declarers);
    expect(sheet?.totals[declarers === 'NS' ? 'EW' : 'NS']).toBe(score.defenders);
    expect(sheet?.lines[0]).toMatchObject({ deal: 1, declarer: result.declarer, tricks: result.books });
    // The contract names the trump suit (or the direction in no trump) beside the bid.
    const named = result.declaration.trump ?? result.declaration.direction;
    expect(sheet?.lines[0]?.contract).toBe(
      `${formatWhistBid(result.bid)} ${{ S: '♠', H: '♥', D: '♦', C: '♣', uptown: '↑', downtown: '↓' }[named]}`,
    );
    expect(over[0]?.game).toMatchObject({ played: 1, target: 7, scores: sheet?.totals });
    // 12 tricks, one card of each seat per trick, and the discard book: 13 books between the sides.
    expect(replayed.value.tricks).toHaveLength(12);
    const books = over[0]?.view.books ?? { NS: 0, EW: 0 };
    expect(books.NS + books.EW).toBe(13);

    const whn = await fetch(`${s.url}/api/tables/${id}/deals/1.whn`);
    expect(whn.status).toBe(200);
    const parsed = parseWhn(await whn.text());
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(whistGame.result(parsed.value.state)).toEqual(result);
    expect((await fetch(`${s.url}/api/tables/${id}/deals/1.pbn`)).status).toBe(404);
    const all = await fetch(`${s.url}/api/tables/${id}/records.whn`);
    expect(parseWhn((await all.text()).split('\n\n')[0] as string).ok).toBe(true);
    const deals = (await (await fetch(`${s.url}/api/tables/${id}/deals`)).json()) as { deals: unknown[] };
    expect(deals.deals.length).toBeGreaterThanOrEqual(1);
  });

  it('one client and three whist robots play to the end of a game of two hands at most', async () => {
    const s = await server();
    const created = await createTable(s.url, {
      kind: 'whist',
      settings: { whist: { rounds: 2, showKitty: true } },
      seed: 'whist-robots',
    });
    expect(created.seats).toHaveLength(1);
    const seat = created.seats[0] as SeatToken;
    const client = await seatClient(s.url, seat);
    playWhistSeat(client);
    const first = await client.next('whistHandOver');
    expect(first.view.phase).toBe('over');
    const done = await client.next('tableOver');
    expect(done.scores.over).toBe(true);
    // The robots' bids and cards are in the log, and each hand replays to its result.
    const table = s.club.table(seat.table);
    const finished = table?.finishedDeals() ?? [];
    // Two hands at most: a hand worth seven points (e.g. 4 NT with ten books) ends the game sooner.
    expect(finished.length).toBeGreaterThanOrEqual(1);
    expect(finished.length).toBeLessThanOrEqual(2);
    let ns = 0;
    let ew = 0;
    for (const d of finished) {
      const stored = await storedHand(s, seat.table, d.deal.deal);
      expect(stored.events.filter((e) => e.seat !== 'S').length).toBeGreaterThan(20);
      const replayed = whistGame.replay(stored.setup, stored.events);
      if (!replayed.ok) throw new Error(replayed.error.message);
      const r = whistGame.result(replayed.value);
      if (r === null || r.passedOut) throw new Error('a forced dealer means no pass-out');
      ns += r.points.NS;
      ew += r.points.EW;
    }
    expect(done.scores.totals).toEqual({ NS: ns, EW: ew });
    expect(ns).not.toBe(ew);
  });
});

describe('whist tables: restart and reconnection', () => {
  it('a server restarted mid-hand replays the hand to the same views, and the hand goes on', async () => {
    const dir = tempDir();
    const s = await server(dir);
    const created = await createTable(s.url, {
      kind: 'whist',
      seats: FOUR_HUMANS,
      settings: { whist: { declarerLeads: true } },
      seed: 'whist-restart',
    });
    const id = created.tables[0]?.id as string;
    const clients = await Promise.all(created.seats.map((seat) => seatClient(s.url, seat)));
    // Stop after the bidding, declaration, discard and a few tricks.
    const stopAt = 20;
    for (const c of clients) playWhistSeat(c, { stopAt });
    await Promise.all(clients.map((c) => c.next('whistEvent', (m) => m.view.version === stopAt)));
    await s.club.idle();
    const before = created.seats.map((seat, i) => {
      const last = clients[i]?.messages.filter((m) => m.type === 'whistEvent').at(-1);
      if (last?.type !== 'whistEvent') throw new Error(`no event for ${seat.seat}`);
      return { view: last.view, legal: last.legal };
    });
    for (const c of clients) c.close();
    await servers.stop(s);

    const again = await server(dir);
    const back = await Promise.all(created.seats.map((seat) => seatClient(again.url, seat)));
    back.forEach((c, i) => {
      const welcome = c.messages[0];
      if (welcome?.type !== 'whistWelcome') throw new Error('no welcome');
      expect(welcome.deal?.deal).toBe(1);
      expect(welcome.view).toEqual(before[i]?.view);
      expect(welcome.legal).toEqual(before[i]?.legal);
      expect(welcome.events).toHaveLength(stopAt);
    });
    // "Events after v" on reconnection: only what came after.
    const late = await seatClient(again.url, created.seats[0] as SeatToken, { deal: 1, v: stopAt - 3 });
    const lateWelcome = late.messages[0];
    expect(lateWelcome?.type === 'whistWelcome' && lateWelcome.events.map((e) => e.v)).toEqual([
      stopAt - 2,
      stopAt - 1,
      stopAt,
    ]);
    late.close();
    const rest = await Promise.all(created.seats.map((seat) => seatClient(again.url, seat)));
    for (const c of rest) playWhistSeat(c);
    const over = await rest[0]?.next('whistHandOver');
    const stored = await storedHand(again, id, 1);
    const replayed = whistGame.replay(stored.setup, stored.events);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(over?.view.result).toEqual(whistGame.result(replayed.value));
  });
});

describe('whist tables: killed mid-hand', () => {
  it('a compiled server killed with SIGKILL while its robots play comes back with every event told, and the hand goes on', async () => {
    const dir = tempDir();
    const launch = () => launchCompiledServer(dir);
    const first = await launch();
    const created = await createTable(first.url, { kind: 'whist', seed: 'whist-kill' });
    const seat = created.seats[0] as SeatToken;
    const client = await seatClient(first.url, seat);
    playWhistSeat(client);
    // Killed while the robots (worker threads in the compiled server) are playing.
    await client.next('whistEvent', (m) => m.view.version >= 15);
    await first.kill();
    await client.closed();
    const before = client.messages.flatMap((m) => (m.type === 'whistEvent' && m.deal === 1 ? [m.event] : []));
    expect(before.length).toBeGreaterThanOrEqual(15);

    const second = await launch();
    try {
      const again = await seatClient(second.url, seat, { deal: 1, v: 0 });
      const welcome = again.messages[0];
      if (welcome?.type !== 'whistWelcome' || welcome.view === null) throw new Error('no welcome');
      // Stored before told: every event South heard is in the restarted hand, in order.
      expect(welcome.deal?.deal).toBe(1);
      expect(welcome.events.slice(0, before.length)).toEqual(before);
      playWhistSeat(again);
      const over = await again.next('whistHandOver', (m) => m.deal === 1);
      const whn = parseWhn(await (await fetch(`${second.url}${over.record}.whn`)).text());
      if (!whn.ok) throw new Error(whn.error.message);
      expect(whistGame.result(whn.value.state)).toEqual(over.view.result);
    } finally {
      await second.kill();
    }
  });
});

describe('whist tables: a dropped player', () => {
  it('after the grace time a robot plays for the dropped player until the player returns', async () => {
    const s = await server();
    const created = await createTable(s.url, {
      kind: 'whist',
      settings: { dropGraceSeconds: 0, robotStrength: 'basic', whist: { rounds: 2 } },
      seed: 'whist-stand-in',
    });
    const seat = created.seats[0] as SeatToken;
    const client = await seatClient(s.url, seat);
    const watcher = await TestClient.connect(wsUrl(s.url));
    watcher.send({ type: 'hello', table: seat.table });
    await watcher.next('whistWelcome');
    client.drop();
    const standIn = await watcher.next('seats', (m) => m.seats.S.robotStandIn);
    expect(standIn.seats.S).toMatchObject({ occupant: 'human', connected: false, robotStandIn: true });
    // The robots, South's stand-in among them, finish the hand without South's player.
    const over = await watcher.next('whistHandOver');
    const stored = await storedHand(s, seat.table, over.deal);
    expect(stored.events.filter((e) => e.seat === 'S').length).toBeGreaterThanOrEqual(12);
    const back = await seatClient(s.url, seat);
    const seats = await back.next('seats', (m) => m.seats.S.connected);
    expect(seats.seats.S.robotStandIn).toBe(false);
    playWhistSeat(back);
    await back.next('tableOver');
  });
});

describe('whist tables: bad input is answered with a stable code and changes nothing', () => {
  it('bad house rules create nothing', async () => {
    const s = await server();
    const post = async (body: unknown) => {
      const r = await fetch(`${s.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return {
        status: r.status,
        body: (await r.json()) as { error: { code: string; message: string; messageDe: string } },
      };
    };
    const unknown = await post({ kind: 'whist', settings: { whist: { jokersWild: true } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('BAD_WHIST_OPTION');
    expect(unknown.body.error.message).toContain('jokersWild');
    expect(unknown.body.error.messageDe).toContain('Option');
    const badValue = await post({ kind: 'whist', settings: { whist: { minBid: 5 } } });
    expect(badValue.body.error.code).toBe('BAD_WHIST_OPTION');
    expect(badValue.body.error.message).toContain('minBid');
    const badTarget = await post({ kind: 'whist', settings: { whist: { target: 0 } } });
    expect(badTarget.body.error.code).toBe('BAD_WHIST_OPTION');
    const notBoolean = await post({ kind: 'whist', settings: { whist: { showKitty: 'yes' } } });
    expect(notBoolean.body.error.code).toBe('BAD_WHIST_OPTION');
    const onBridge = await post({ kind: 'rubber', settings: { whist: { showKitty: true } } });
    expect(onBridge.status).toBe(400);
    // Table mode rules irregularities by the Laws of bridge: not at a whist table.
    const tableMode = await post({ kind: 'whist', settings: { mode: 'table' } });
    expect(tableMode.status).toBe(400);
    expect(tableMode.body.error.code).toBe('BAD_MESSAGE');
    expect(tableMode.body.error.messageDe).toContain('Tischmodus');
    const list = (await (await fetch(`${s.url}/api/tables`)).json()) as { tables: unknown[] };
    expect(list.tables).toHaveLength(0);
    expect(await s.club.store.tables()).toHaveLength(0);
  });

  it('illegal bids, cards not in hand, wrong tokens, malformed and wrong-game messages', async () => {
    const s = await server();
    const created = await createTable(s.url, { kind: 'whist', seats: FOUR_HUMANS, seed: 'whist-bad' });
    const id = created.tables[0]?.id as string;
    const raw = await TestClient.connect(wsUrl(s.url));
    const bad = await raw.request({ type: 'hello', id: 1, table: id, token: 'forged-token' });
    expect(bad.type === 'error' && bad.code).toBe('BAD_TOKEN');
    const clients = await Promise.all(created.seats.map((seat) => seatClient(s.url, seat)));
    const bySeat = Object.fromEntries(created.seats.map((t, i) => [t.seat, clients[i]])) as Record<
      Seat,
      TestClient
    >;
    const welcome = bySeat.N.messages[0];
    if (welcome?.type !== 'whistWelcome' || welcome.deal === null || welcome.view === null)
      throw new Error('no welcome');
    const dealer = welcome.deal.dealer;
    const order = [1, 2, 3, 4].map((i) => SEATS[(SEATS.indexOf(dealer) + i) % 4] as Seat);
    const [first, second] = order as [Seat, Seat];
    const codeAt = async (seat: Seat, action: unknown, n: string) => {
      const reply = await bySeat[seat].request({ type: 'whistAction', id: n, action });
      return reply.type === 'error' ? reply.code : reply.type;
    };
    const versionOf = async (seat: Seat, n: string) => {
      const reply = await bySeat[seat].request({ type: 'sync', id: n, since: { deal: 1, v: 0 } });
      if (reply.type !== 'whistEvents') throw new Error(`sync answered ${reply.type}`);
      return reply.view;
    };
    const start = await versionOf(first, 's0');
    expect(await codeAt(second, { type: 'bid', bid: '4U' }, 'a')).toBe('NOT_YOUR_TURN');
    expect(await codeAt(first, { type: 'bid', bid: '9U' }, 'b')).toBe('BAD_WHIST_BID');
    expect(await codeAt(first, { type: 'bid', bid: { level: 2, type: 'uptown' } }, 'c')).toBe('BAD_MESSAGE');
    expect(await codeAt(first, { type: 'play', card: 'SA' }, 'd')).toBe('WRONG_PHASE');
    expect(await codeAt(first, { type: 'declare', trump: 'S', direction: 'uptown' }, 'e')).toBe(
      'WRONG_PHASE',
    );
    expect(await codeAt(first, { type: 'teleport' }, 'f')).toBe('BAD_MESSAGE');
    const call = await bySeat[first].request({
      type: 'action',
      id: 'g',
      action: { type: 'call', call: '1NT' },
    });
    expect(call.type === 'error' && call.code).toBe('WRONG_GAME');
    const explain = await bySeat[first].request({ type: 'explain', id: 'h', index: 0 });
    expect(explain.type === 'error' && explain.code).toBe('WRONG_GAME');
    // Nothing changed: the same view as before the refused messages.
    expect(await versionOf(first, 's1')).toEqual(start);
    expect(await codeAt(first, { type: 'bid', bid: '4U' }, 'i')).toBe('whistEvent');
    expect(await codeAt(second, { type: 'bid', bid: '3NT' }, 'j')).toBe('BID_TOO_LOW');
    expect(await codeAt(second, { type: 'bid', bid: '4D' }, 'k')).toBe('BID_TOO_LOW');
    const third = order[2] as Seat;
    const fourth = order[3] as Seat;
    expect(await codeAt(second, { type: 'pass' }, 'l')).toBe('whistEvent');
    expect(await codeAt(third, { type: 'pass' }, 'm')).toBe('whistEvent');
    expect(await codeAt(fourth, { type: 'pass' }, 'n')).toBe('whistEvent');
    // First is declarer: a wrong declaration, then the kitty; a discard of cards not held is refused.
    expect(await codeAt(first, { type: 'declare', trump: null, direction: 'uptown' }, 'o')).toBe(
      'BAD_DECLARATION',
    );
    expect(await codeAt(first, { type: 'declare', trump: 'S', direction: 'uptown' }, 'p')).toBe('whistEvent');
    const view = await versionOf(first, 's2');
    const mine = view.hands[first] as readonly WhistCard[];
    expect(mine).toHaveLength(18);
    const notMine = (await versionOf(second, 's3')).hands[second] as readonly WhistCard[];
    expect(await codeAt(first, { type: 'discard', cards: notMine.slice(0, 6) }, 'q')).toBe('BAD_DISCARD');
    expect(await codeAt(first, { type: 'discard', cards: mine.slice(0, 5) }, 'r')).toBe('BAD_DISCARD');
    expect(await versionOf(first, 's4')).toEqual(view);
    expect(await codeAt(first, { type: 'discard', cards: mine.slice(0, 6) }, 't')).toBe('whistEvent');
    // Declarer leads under declarerLeads only; by default dealer's left (= first) leads here anyway.
    const lead = (await versionOf(first, 's5')).hands[first] as readonly WhistCard[];
    expect(await codeAt(first, { type: 'play', card: notMine[0] }, 'u')).toBe('CARD_NOT_IN_HAND');
    expect(await codeAt(first, { type: 'play', card: 'ZZ' }, 'v')).toBe('BAD_CARD');
    expect(await codeAt(partnerOf(first), { type: 'play', card: lead[0] }, 'w')).toBe('NOT_YOUR_TURN');
    expect(await codeAt(first, { type: 'play', card: lead[0] }, 'x')).toBe('whistEvent');
    const stored = await storedHand(s, id, 1);
    expect(stored.events.map((e) => e.type)).toEqual([
      'bid',
      'pass',
      'pass',
      'pass',
      'declare',
      'discard',
      'play',
    ]);
  });
});

/** The cards `viewer` may know after each version of a hand (index = version), from the rules of seed 003. */
function knownSets(
  setup: WhistSetup,
  events: readonly WhistEvent[],
  viewer: Seat | 'watcher',
): Set<string>[] {
  const start = whistGame.initial(setup);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const sets: Set<string>[] = [];
  const known = new Set<string>();
  if (viewer !== 'watcher') for (const c of setup.hands[viewer]) known.add(c);
  const look = () => {
    const contract = state.contract;
    const declared = contract !== null && contract.declaration !== null;
    if (declared && (setup.rules.showKitty || contract.declarer === viewer))
      for (const c of setup.kitty) known.add(c);
    for (const t of state.tricks) for (const c of t.cards) known.add(c);
    for (const c of state.trick?.cards ?? []) known.add(c);
    if (state.phase === 'over') {
      for (const seat of SEATS) for (const c of setup.hands[seat]) known.add(c);
      for (const c of setup.kitty) known.add(c);
    }
    sets.push(new Set(known));
  };
  look();
  for (const event of events) {
    const next = whistGame.apply(state, event.seat, whistActionOfEvent(event));
    if (!next.ok) throw new Error(next.error.message);
    state = next.value.state;
    look();
  }
  return sets;
}

function cardsIn(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (/^([SHDC][AKQJT98765432]|BJ|LJ)$/.test(value)) out.add(value);
  } else if (Array.isArray(value)) for (const v of value) cardsIn(v, out);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) cardsIn(v, out);
  return out;
}

function handPosition(m: ServerMessage, last: { deal: number; v: number }): { deal: number; v: number } {
  switch (m.type) {
    case 'whistWelcome':
      return m.deal === null || m.view === null ? last : { deal: m.deal.deal, v: m.view.version };
    case 'whistHand':
      return { deal: m.deal.deal, v: 0 };
    case 'whistEvent':
    case 'whistEvents':
    case 'whistHandOver':
      return { deal: m.deal, v: m.view.version };
    default:
      return last;
  }
}

describe('whist tables: the leak test', () => {
  it.each([
    ['hidden kitty', {}, 'seat'],
    ['show kitty', { showKitty: true }, 'seat'],
    ['hidden kitty (public kibitzer)', {}, 'public'],
  ] as const)(
    'no message to a seat or kibitzer holds another hand or the %s before it may be seen',
    async (_name, whist, mode) => {
      const s = await server();
      const created = await createTable(s.url, {
        kind: 'whist',
        seats: FOUR_HUMANS,
        settings: { whist: { ...whist, rounds: 2 }, kibitzers: mode },
        seed: `whist-leak-${JSON.stringify(whist)}-${mode}`,
      });
      const id = created.tables[0]?.id as string;
      const clients = await Promise.all(created.seats.map((seat) => seatClient(s.url, seat)));
      const kib = await TestClient.connect(wsUrl(s.url));
      kib.send({ type: 'hello', table: id, watch: 'E' });
      await kib.next('whistWelcome');
      for (const c of clients) playWhistSeat(c);
      await Promise.all(clients.map((c) => c.next('tableOver')));
      await kib.next('tableOver');
      const hands = s.club.table(id)?.finishedDeals().length ?? 0;
      expect(hands).toBeGreaterThanOrEqual(2);
      const sets = new Map<number, Record<string, Set<string>[]>>();
      for (let n = 1; n <= hands; n++) {
        const d = await storedHand(s, id, n);
        const bySeat: Record<string, Set<string>[]> = {};
        for (const viewer of [...SEATS, 'watcher'] as const)
          bySeat[viewer] = knownSets(d.setup, d.events, viewer);
        sets.set(n, bySeat);
      }
      const watchers: [TestClient, Seat | 'watcher'][] = [
        ...clients.map((c, i) => [c, created.seats[i]?.seat as Seat] as [TestClient, Seat]),
        [kib, mode === 'seat' ? 'E' : 'watcher'],
      ];
      let checked = 0;
      let shownAtEnd = 0;
      for (const [client, viewer] of watchers) {
        let at = { deal: 0, v: 0 };
        for (const m of client.messages) {
          at = handPosition(m, at);
          const cards = cardsIn(m);
          if (at.deal === 0) {
            expect(cards.size).toBe(0);
            continue;
          }
          const allowed = sets.get(at.deal)?.[viewer]?.[at.v];
          if (allowed === undefined) throw new Error(`no visibility for hand ${at.deal} v${at.v}`);
          const leaked = [...cards].filter((c) => !allowed.has(c));
          expect(leaked, `${viewer} ${m.type} hand ${at.deal} v${at.v}`).toEqual([]);
          checked++;
          if (m.type === 'whistHandOver') shownAtEnd += cards.size;
        }
      }
      expect(checked).toBeGreaterThan(400);
      // At the end of each hand all 54 cards are shown to everyone: the check had something to catch.
      expect(shownAtEnd).toBe(54 * hands * 5);
    },
  );
});

describe('whist robots in the runners', () => {
  const key = (strength: RobotKey['strength'], table = 't_whist'): RobotKey => ({
    table,
    tableNo: 1,
    seed: 'whist-robots',
    seat: 'E',
    strength,
    system: { system: 'SAYC', conventions: [] },
  });
  const opening = () => {
    const rules = whistRules({});
    if (!rules.ok) throw new Error(rules.error.message);
    const state = whistGame.initial(dealWhist(seededRandom('whist-runner'), 'N', rules.value));
    if (!state.ok) throw new Error(state.error.message);
    return {
      view: whistGame.viewFor(state.value, 'E'),
      legal: whistGame.legalActions(state.value, 'E'),
      events: [],
    };
  };

  it('decide a legal bid or pass from the seat view on the main thread', async () => {
    const runner = inProcessRunner();
    const input = opening();
    for (const strength of ['basic', 'standard'] as const) {
      expect(input.legal).toContainEqual(await runner.decideWhist(key(strength), input));
    }
    await runner.close();
  });

  const compiled = new URL('../dist/robot-worker.js', import.meta.url);
  it.skipIf(!existsSync(fileURLToPath(compiled)))(
    'decide in worker threads with the compiled worker',
    async () => {
      const runner = workerRunner(compiled, 2);
      const input = opening();
      const actions = await Promise.all(
        ['t1', 't2', 't3'].map((table) => runner.decideWhist(key('standard', table), input)),
      );
      for (const action of actions) expect(input.legal).toContainEqual(action);
      // The same seed and view give the same decision, in a worker as on the main thread.
      const main = inProcessRunner();
      expect(await main.decideWhist(key('standard', 't1'), input)).toEqual(actions[0]);
      await main.close();
      await runner.close();
    },
  );
});
