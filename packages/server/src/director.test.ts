import {
  type Card,
  type Deal,
  heldCards,
  legalTableActions,
  replayTableBoard,
  SEATS,
  type Seat,
  sideOf,
  suitOf,
  type TableAction,
  type TableActor,
  type TableEvent,
  type TableState,
  type TableView,
  tableAwaiting,
  tableBoardFromJson,
} from '@tenace/engine';
import { checkClaim } from '@tenace/solver';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Created, ServerMessage } from './protocol.js';
import type { RunningServer } from './server.js';
import { createTable, TestClient, testServers, wsUrl } from './testing.js';

vi.setConfig({ testTimeout: 120000 });

const servers = testServers('tenace-director-');
const tempDir = servers.tempDir;
const server = servers.start;
afterEach(() => servers.cleanUp());

/** Four people and a Director at one table-mode board (a one-board pairs session, dealer North, nobody vulnerable). */
interface TableModeTable {
  readonly id: string;
  readonly created: Created;
  readonly clients: Record<TableActor, TestClient>;
}

async function connect(base: string, table: string, token: string): Promise<TestClient> {
  const c = await TestClient.connect(wsUrl(base));
  c.send({ type: 'hello', table, token });
  await c.next('welcome');
  return c;
}

async function tableModeTable(s: RunningServer, seed: string): Promise<TableModeTable> {
  const created = await createTable(s.url, {
    kind: 'pairs',
    seats: { N: 'human', E: 'human', W: 'human' },
    settings: { length: 1, stopSeconds: 0, mode: 'table' },
    director: 'invite',
    seed,
  });
  const id = created.tables[0]?.id as string;
  const director = created.director;
  if (director === undefined) throw new Error('no director link');
  const clients = {} as Record<TableActor, TestClient>;
  for (const seat of created.seats) clients[seat.seat] = await connect(s.url, id, seat.token);
  clients.director = await connect(s.url, id, director.token);
  return { id, created, clients };
}

let nextId = 1;

/** Sends one action for `actor` (the Director acts `as: 'director'`) and returns the reply: its event, or an error. */
async function act(t: TableModeTable, actor: TableActor, action: unknown): Promise<ServerMessage> {
  const id = `a${nextId++}`;
  return t.clients[actor].request({
    type: 'action',
    id,
    action,
    ...(actor === 'director' ? { as: 'director' } : {}),
  });
}

async function acted(t: TableModeTable, actor: TableActor, action: unknown): Promise<TableView> {
  const reply = await act(t, actor, action);
  if (reply.type !== 'event') throw new Error(`${actor} ${JSON.stringify(action)}: ${JSON.stringify(reply)}`);
  return reply.view as TableView;
}

/** The open deal as stored, replayed by the engine: the server's truth after a restart. */
async function storedState(s: RunningServer, table: string, deal = 1): Promise<TableState> {
  await s.club.idle();
  const stored = await s.club.store.deal(table, deal);
  if (stored === null) throw new Error(`no deal ${deal}`);
  const state = replayTableBoard(stored.setup, stored.events as unknown as TableEvent[]);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

const bid = (text: string) => ({ type: 'call', call: text });

/** North opens 1NT and everyone passes: North declares, East is on lead. */
async function oneNtByNorth(t: TableModeTable): Promise<void> {
  for (const [seat, call] of [
    ['N', '1NT'],
    ['E', 'P'],
    ['S', 'P'],
    ['W', 'P'],
  ] as const)
    await acted(t, seat, bid(call));
}

describe('table mode: the Director rules at the server', () => {
  it('an insufficient bid: the Director refuses it for the next player, the lowest sufficient bid costs nothing', async () => {
    const s = await server();
    const t = await tableModeTable(s, 'insufficient');
    await acted(t, 'N', bid('1S'));
    const held = await acted(t, 'E', bid('1H'));
    expect(held.decision).toMatchObject({ kind: 'insufficientBid', chooser: 'S', offender: 'E' });
    expect(held.decision?.options).toEqual(['accept', 'refuse']);
    // The Director's connection sees the same decision with its own options to answer it.
    const seen = await t.clients.director.find('event', (m) => m.view.version === held.version);
    expect(seen.directorLegal).toEqual([
      { type: 'decide', option: 'accept' },
      { type: 'decide', option: 'refuse' },
    ]);
    const refused = await acted(t, 'director', { type: 'decide', option: 'refuse' });
    expect(refused.decision).toBeNull();
    const ruled = await acted(t, 'E', bid('2H'));
    expect(ruled.calls.map((c) => [c.seat, c.call])).toEqual([
      ['N', { type: 'bid', level: 1, strain: 'S' }],
      ['E', { type: 'bid', level: 2, strain: 'H' }],
    ]);
    expect(ruled.rulings.at(-1)).toMatchObject({ law: '27B1a', seat: 'E' });
    expect(ruled.duties).toEqual([]);
    // Every player hears what was ruled.
    const west = await t.clients.W.find('event', (m) => m.view.version === ruled.version);
    expect((west.view as TableView).rulings.at(-1)?.law).toBe('27B1a');
    const stored = await storedState(s, t.id);
    expect(stored.events.map((e) => [e.seat, e.type])).toEqual([
      ['N', 'call'],
      ['E', 'call'],
      ['director', 'decide'],
      ['E', 'call'],
    ]);
  });

  it("an opening lead out of turn: declarer's choice, accepted, and play goes on from the lead", async () => {
    const s = await server();
    const t = await tableModeTable(s, 'lead-out-of-turn');
    await oneNtByNorth(t);
    const state = await storedState(s, t.id);
    expect(state.contract?.declarer).toBe('N');
    // East is on lead; West leads instead.
    const card = state.play?.hands.W[0] as Card;
    const led = await acted(t, 'W', { type: 'play', card });
    expect(led.decision).toMatchObject({ kind: 'openingLeadOutOfTurn', chooser: 'N', offender: 'W', card });
    // The chooser is a player: the declarer's own connection lists the options, the defenders' do not.
    const north = await t.clients.N.find('event', (m) => m.view.version === led.version);
    expect(north.legal.map((a) => (a as TableAction & { option?: string }).option)).toEqual(
      led.decision?.options,
    );
    const east = await t.clients.E.find('event', (m) => m.view.version === led.version);
    expect(east.legal).toEqual([]);
    const accepted = await acted(t, 'N', { type: 'decide', option: 'acceptDeclare' });
    expect(accepted.rulings.at(-1)?.law).toBe('54B');
    expect(accepted.trick).toEqual({ leader: 'W', cards: [card] });
    expect(accepted.turn).toBe('N');
    expect(accepted.dummy).toBe('S');
  });

  it('a revoke established: the trick transfer is applied to the score, and the PBN records it', async () => {
    const s = await server();
    const t = await tableModeTable(s, 'revoke');
    await oneNtByNorth(t);
    // Play lawful cards, except that the first defender who can revoke does so once.
    let revoke: { trick: number; seat: Seat } | null = null;
    for (;;) {
      const state = await storedState(s, t.id);
      if (state.phase === 'over') break;
      const play = state.play;
      if (play === null) throw new Error('no play');
      const actor = tableAwaiting(state)[0] as TableActor;
      const lawful = legalTableActions(state, actor).filter((a) => a.type === 'play');
      const hand = play.trick.cards.length === 0 ? null : handToPlay(state);
      if (revoke === null && hand !== null && sideOf(hand) !== sideOf(play.declarer)) {
        const led = suitOf(play.trick.cards[0] as Card);
        const other = play.hands[hand].find((c) => suitOf(c) !== led);
        if (other !== undefined && play.hands[hand].some((c) => suitOf(c) === led)) {
          revoke = { trick: play.tricks.length, seat: hand };
          await acted(t, hand, { type: 'play', card: other });
          continue;
        }
      }
      const first = lawful[0];
      if (first === undefined) throw new Error(`nothing lawful for ${actor}`);
      await acted(t, actor, first);
    }
    if (revoke === null) throw new Error('no defender could revoke on this deal');
    const over = await t.clients.director.next('dealOver');
    const final = await storedState(s, t.id);
    const tricks = final.play?.tricks ?? [];
    // L64A from the tricks as played: two when the offender won the revoke trick and his side a later one, one when his side won that or any later trick.
    const offenders = sideOf(revoke.seat);
    const later = tricks.slice(revoke.trick + 1).some((tr) => sideOf(tr.winner) === offenders);
    const revokeTrick = tricks[revoke.trick];
    const expected =
      revoke.trick === 11
        ? 0
        : revokeTrick?.winner === revoke.seat && later
          ? 2
          : sideOf(revokeTrick?.winner as Seat) === offenders || later
            ? 1
            : 0;
    const result = (over.view as TableView).result;
    if (result === null || result.passedOut) throw new Error('no result');
    const won = tricks.filter((tr) => sideOf(tr.winner) === 'NS').length;
    const available = tricks.slice(revoke.trick).filter((tr) => sideOf(tr.winner) === offenders).length;
    expect(result.playedTricks).toBe(won);
    expect(result.transfer).toBe(Math.min(expected, available));
    expect(result.tricks).toBe(won + result.transfer);
    // The score sheet scores the tricks after the transfer.
    const line = over.scores.lines.find((l) => l.deal === 1);
    expect(line?.tricks).toBe(result.tricks);
    expect(line?.score).toBe(result.nsScore);
    const pbn = await (await fetch(`${s.url}/api/tables/${t.id}/deals/1.pbn`)).text();
    expect(pbn).toMatch(/\^R [SHDC][AKQJT2-9]/);
    expect(pbn).toContain('[Result "');
    const json = await (await fetch(`${s.url}/api/tables/${t.id}/deals/1.json`)).json();
    const back = tableBoardFromJson(json);
    expect(back.ok && back.value.play?.revokes.length).toBe(1);
    const lin = await fetch(`${s.url}/api/tables/${t.id}/deals/1.lin`);
    expect(lin.status).toBe(404);
    const all = await (await fetch(`${s.url}/api/tables/${t.id}/records.pbn`)).text();
    expect(all.match(/% PBN 2\.1/g)).toHaveLength(1);
    expect(all).toContain('[Board "1"]');
    expect(all).toMatch(/\^R [SHDC][AKQJT2-9]/);
  });

  it('after the board the Director adjusts the result (L12C1), the score follows, and the next deal waits until he closes the board, also across a restart', async () => {
    const dir = tempDir();
    const first = await server(dir);
    const t = await tableModeTable(first, 'adjust');
    await oneNtByNorth(t);
    for (;;) {
      const state = await storedState(first, t.id);
      if (state.phase === 'over') break;
      const actor = tableAwaiting(state)[0] as TableActor;
      const card = legalTableActions(state, actor).find((a) => a.type === 'play');
      if (card === undefined) throw new Error(`no card for ${actor}`);
      await acted(t, actor, card);
    }
    const over = await t.clients.director.next('dealOver');
    const played = (over.view as TableView).result;
    if (played === null || played.passedOut) throw new Error('no result');
    // The board stays open for the Director: everyone hears it waits, he alone gets his actions.
    expect(over.closing).toBe(true);
    expect(over.directorLegal).toContainEqual({ type: 'adjust', tricks: 0 });
    const northOver = await t.clients.N.next('dealOver');
    expect(northOver.closing).toBe(true);
    expect(northOver.directorLegal).toBeUndefined();
    // No next deal, and only he may close it.
    const refused = await t.clients.N.request({ type: 'closeBoard', id: 'close-by-north' });
    expect(refused).toMatchObject({ type: 'error', code: 'NOT_DIRECTOR' });
    const target = played.tricks === 13 ? 12 : played.tricks + 1;
    const adjusted = await acted(t, 'director', { type: 'adjust', tricks: target, law: '12C1' });
    expect(adjusted.result).toMatchObject({ tricks: target, adjusted: { tricks: target, law: '12C1' } });
    // Everyone gets the board again with the adjusted score: 1NT by North, nobody vulnerable.
    const rescored = await t.clients.E.next('dealOver', (m) => m.scores.lines[0]?.tricks === target);
    const expected = target >= 7 ? 90 + 30 * (target - 7) : -50 * (7 - target);
    expect(rescored.scores.lines[0]?.score).toBe(expected);
    expect(t.clients.E.messages.some((m) => m.type === 'deal' && m.deal.deal === 2)).toBe(false);
    const pbn = await (await fetch(`${first.url}/api/tables/${t.id}/deals/1.pbn`)).text();
    // The record marks the result as not the tricks played (PBN 2.1 caret) and gives the Law.
    expect(pbn).toContain(`[Result "^${target}"]`);
    expect(pbn).toContain('L12C1');

    // A restart keeps the board open: the stored result is the adjusted one, and he closes it.
    await servers.stop(first);
    const second = await server(dir);
    const director = await TestClient.connect(wsUrl(second.url));
    director.send({ type: 'hello', table: t.id, token: t.created.director?.token });
    const welcome = await director.next('welcome');
    expect((welcome.view as TableView | null)?.phase).toBe('over');
    expect(welcome.closing).toBe(true);
    expect(welcome.scores.lines[0]?.score).toBe(expected);
    const stale = await director.request({ type: 'closeBoard', id: 'stale', deal: 2 });
    expect(stale).toMatchObject({ type: 'error', code: 'NOTHING_TO_CLOSE' });
    director.send({ type: 'closeBoard', id: 'close', deal: 1 });
    // A one-board session: closing its only board ends it, with the adjusted score.
    const ended = await director.next('tableOver');
    expect(ended.scores.lines[0]?.score).toBe(expected);
    const again = await director.request({ type: 'closeBoard', id: 'again' });
    expect(again).toMatchObject({ type: 'error', code: 'NOTHING_TO_CLOSE' });
    director.close();
  });

  it('a restart in the middle of a pending decision replays it, and the Director answers it afterwards', async () => {
    const dir = tempDir();
    const first = await server(dir);
    const t = await tableModeTable(first, 'restart');
    await acted(t, 'N', bid('1S'));
    const held = await acted(t, 'E', bid('1H'));
    expect(held.decision?.kind).toBe('insufficientBid');
    await servers.stop(first);

    const second = await server(dir);
    const directorToken = t.created.director?.token as string;
    const director = await TestClient.connect(wsUrl(second.url));
    director.send({ type: 'hello', table: t.id, token: directorToken });
    const welcome = await director.next('welcome');
    expect(welcome.you).toMatchObject({ role: 'director', director: true });
    const view = welcome.view as TableView;
    expect(view.version).toBe(held.version);
    expect(view.decision).toMatchObject({ kind: 'insufficientBid', chooser: 'S', call: held.decision?.call });
    // The Director sees every hand; the decision's explanation comes with it.
    expect(SEATS.every((seat) => view.hands[seat]?.length === 13)).toBe(true);
    expect(view.decision?.explanation.law).toBe('27');
    const answered = await director.request({
      type: 'action',
      id: 'after-restart',
      as: 'director',
      action: { type: 'decide', option: 'accept' },
    });
    if (answered.type !== 'event') throw new Error(JSON.stringify(answered));
    const accepted = answered.view as TableView;
    expect(accepted.calls.at(-1)).toEqual({
      seat: 'E',
      call: { type: 'bid', level: 1, strain: 'H' },
      irregular: 'insufficient',
    });
    expect((await storedState(second, t.id)).events).toHaveLength(3);
  });

  it('bad Director input and a non-Director trying a Director action: stable codes, both languages, nothing changed', async () => {
    const s = await server();
    const t = await tableModeTable(s, 'bad-input');
    await acted(t, 'N', bid('1S'));
    await acted(t, 'E', bid('1H'));
    const before = await storedState(s, t.id);
    const expectError = async (actor: TableActor, action: unknown, code: string, as?: 'director') => {
      const id = `bad${nextId++}`;
      const reply = await t.clients[actor].request({
        type: 'action',
        id,
        action,
        ...(as === undefined ? {} : { as }),
      });
      expect(reply).toMatchObject({ type: 'error', code });
      if (reply.type !== 'error') return;
      expect(reply.message.length).toBeGreaterThan(10);
      expect(reply.messageDe.length).toBeGreaterThan(10);
      expect(reply.messageDe).not.toBe(reply.message);
    };
    await expectError('director', { type: 'decide', option: 'comparable' }, 'BAD_OPTION', 'director');
    await expectError('director', { type: 'decide' }, 'BAD_MESSAGE', 'director');
    await expectError('director', { type: 'decide', option: 'x'.repeat(100) }, 'BAD_MESSAGE', 'director');
    // A player (not the host, the host does not direct here) claiming to be the Director.
    await expectError('W', { type: 'decide', option: 'accept' }, 'NOT_DIRECTOR', 'director');
    await expectError('S', { type: 'decide', option: 'accept' }, 'NOT_DIRECTOR', 'director');
    // A player who is not the chooser answering the decision.
    await expectError('W', { type: 'decide', option: 'accept' }, 'NOT_YOUR_DECISION');
    // A seat may not draw attention to a revoke (it could probe the other hands): the Director does.
    await expectError('N', { type: 'noticeRevoke' }, 'NOT_DIRECTOR');
    // A kibitzer-style connection with a wrong token never gets in.
    const stranger = await TestClient.connect(wsUrl(s.url));
    const refused = await stranger.request({ type: 'hello', id: 'h', table: t.id, token: 'not-a-token' });
    expect(refused).toMatchObject({ type: 'error', code: 'BAD_TOKEN' });
    const after = await storedState(s, t.id);
    expect(after.events).toEqual(before.events);
    expect(after.decision).toEqual(before.decision);
  });

  it('strict tables know no Director: table-mode actions are refused, and the mode cannot be switched later', async () => {
    const s = await server();
    const created = await createTable(s.url, {
      kind: 'rubber',
      settings: { stopSeconds: 0 },
      seed: 'strict',
    });
    const host = created.seats[0];
    if (host === undefined) throw new Error('no host seat');
    const c = await connect(s.url, host.table, host.token);
    const asDirector = await c.request({
      type: 'action',
      id: 1,
      as: 'director',
      action: { type: 'decide', option: 'accept' },
    });
    expect(asDirector).toMatchObject({ type: 'error', code: 'NOT_TABLE_MODE' });
    const role = await c.request({ type: 'director', id: 2, take: 'invite' });
    expect(role).toMatchObject({ type: 'error', code: 'NOT_TABLE_MODE' });
    const mode = await c.request({ type: 'settings', id: 3, settings: { mode: 'table' } });
    expect(mode).toMatchObject({ type: 'error', code: 'SETTING_FIXED' });
  });

  it('the host directs by default and may hand the role to a director link; robots wait for the Director', async () => {
    const s = await server();
    const created = await createTable(s.url, {
      kind: 'rubber',
      settings: { stopSeconds: 0, mode: 'table', robotStrength: 'basic' },
      seed: 'host-directs',
    });
    expect(created.director).toBeUndefined();
    const host = created.seats[0];
    if (host === undefined) throw new Error('no host seat');
    const c = await connect(s.url, host.table, host.token);
    expect(c.messages[0]).toMatchObject({ type: 'welcome', you: { host: true, director: true } });
    const link = await c.request({ type: 'director', id: 'd', take: 'invite' });
    if (link.type !== 'directorInvite') throw new Error(JSON.stringify(link));
    expect(link.url).toBe(`${s.url}/t/${host.table}#token=${link.token}`);
    const again = await c.next('welcome', (m) => m.you.director === false);
    expect(again.you.host).toBe(true);
    const director = await connect(s.url, host.table, link.token);
    expect(director.messages[0]).toMatchObject({
      type: 'welcome',
      you: { role: 'director', director: true },
    });
    // The Director speaks at the table as the Director.
    director.send({ type: 'chat', text: 'Director here' });
    expect((await c.next('chat')).line).toMatchObject({ from: 'director', text: 'Director here' });
  });

  it("without a Director, a robot answers its rectification choice and the Director's own question gets its default", async () => {
    const s = await server();
    const created = await createTable(s.url, {
      kind: 'rubber',
      settings: { stopSeconds: 0, mode: 'table', robotStrength: 'basic' },
      director: 'none',
      seed: 'robots-rule',
    });
    const host = created.seats[0];
    if (host === undefined) throw new Error('no host seat');
    const c = await connect(s.url, host.table, host.token);
    expect(c.messages[0]).toMatchObject({ type: 'welcome', you: { director: false } });
    const southToCall = () => latest(c).legal.some((a) => a.type === 'call');
    // South passes until a robot has bid, then bids 1C: insufficient over any bid.
    let deal = 0;
    for (let guard = 0; guard < 200; guard++) {
      await waitFor(southToCall);
      const { view, dealNo } = latest(c);
      if (view.calls.some((p) => p.call.type === 'bid')) {
        deal = dealNo;
        await acted1(c, bid('1C'));
        break;
      }
      await acted1(c, bid('P'));
    }
    expect(deal).toBeGreaterThan(0);
    // West (a robot) refuses by default; South replaces the bid with a pass; nobody directs, so
    // "not comparable" (the default) is ruled: North must pass for the rest of the auction.
    await waitFor(southToCall);
    await acted1(c, bid('P'));
    await waitFor(async () => (await storedState(s, host.table, deal)).rulings.some((r) => r.law === '27B2'));
    const state = await storedState(s, host.table, deal);
    const decisions = state.events.filter((e) => e.type === 'decide');
    expect(decisions.slice(0, 2)).toEqual([
      expect.objectContaining({ seat: 'W', option: 'refuse' }),
      expect.objectContaining({ seat: 'director', option: 'notComparable' }),
    ]);
    // North's calls after the ruling (made by a robot under the duty) are all passes.
    const ruled = state.rulings.find((r) => r.law === '27B2')?.v ?? Number.POSITIVE_INFINITY;
    const north = state.events.filter((e) => e.v > ruled && e.seat === 'N' && e.type === 'call');
    expect(north.every((e) => e.type === 'call' && e.call.type === 'pass')).toBe(true);
    // No robot call or card was irregular: every robot call stands as made, in rotation.
    expect(state.calls.filter((p) => p.seat !== 'S').every((p) => p.irregular === undefined)).toBe(true);
  });

  it('face-to-face entry: the Director enters the calls of empty seats, irregular ones included', async () => {
    const s = await server();
    const created = await createTable(s.url, {
      kind: 'rubber',
      seats: { N: 'empty', E: 'empty', W: 'empty' },
      settings: { stopSeconds: 0, mode: 'table' },
      director: 'invite',
      seed: 'entry',
    });
    const host = created.seats[0];
    const link = created.director;
    if (host === undefined || link === undefined) throw new Error('no host or director');
    const south = await connect(s.url, host.table, host.token);
    const director = await connect(s.url, host.table, link.token);
    const enter = async (as: string, action: unknown) =>
      director.request({ type: 'action', id: `e${nextId++}`, as, action });
    const welcome = director.messages[0] as Extract<ServerMessage, { type: 'welcome' }>;
    expect(welcome.deal?.dealer).toBe('N');
    // North opens 1♠ and East passes, both entered; then West calls before South: out of rotation.
    expect((await enter('N', bid('1S'))).type).toBe('event');
    expect((await enter('E', bid('P'))).type).toBe('event');
    const early = await enter('W', bid('P'));
    if (early.type !== 'event') throw new Error(JSON.stringify(early));
    expect((early.view as TableView).decision).toMatchObject({ kind: 'callOutOfRotation', offender: 'W' });
    // Not for a seat that has its player, and only by someone who may direct.
    expect(await enter('S', bid('P'))).toMatchObject({ type: 'error', code: 'NOT_YOUR_SEAT' });
    const notDirector = await south.request({ type: 'action', id: 'x', as: 'N', action: bid('P') });
    expect(notDirector).toMatchObject({ type: 'error', code: 'NOT_DIRECTOR' });
    const state = await storedState(s, host.table);
    expect(state.events.map((e) => [e.seat, e.type])).toEqual([
      ['N', 'call'],
      ['E', 'call'],
      ['W', 'call'],
    ]);
  });

  it("a disputed claim: the Director gets the solver's line check and rules the tricks", async () => {
    const s = await server();
    const t = await tableModeTable(s, 'claim-aid');
    await oneNtByNorth(t);
    for (;;) {
      const state = await storedState(s, t.id);
      if ((state.play?.tricks.length ?? 0) === 9 && state.play?.trick.cards.length === 0) break;
      const actor = tableAwaiting(state)[0] as TableActor;
      const first = legalTableActions(state, actor).find((a) => a.type === 'play');
      if (first === undefined) throw new Error(`nothing lawful for ${actor}`);
      await acted(t, actor, first);
    }
    await acted(t, 'N', { type: 'claim', tricks: 4, line: 'all the rest, high cards from the top' });
    const disputed = await acted(t, 'E', { type: 'rejectClaim' });
    expect(disputed.decision).toMatchObject({ kind: 'disputedClaim', chooser: 'director' });
    const seen = await t.clients.director.find('event', (m) => m.view.version === disputed.version);
    const aid = seen.claimAid;
    if (aid === undefined || 'error' in aid) throw new Error(`no claim aid: ${JSON.stringify(aid)}`);
    // The same position solved directly: every card still held, penalty cards included (there are none here).
    const state = await storedState(s, t.id);
    const play = state.play;
    if (play === null) throw new Error('no play');
    const position = {
      hands: Object.fromEntries(SEATS.map((seat) => [seat, heldCards(play, seat)])) as unknown as Deal,
      leader: play.trick.leader,
      trick: play.trick.cards,
    };
    const dd = checkClaim(position, play.strain, 'N', 4);
    if (!dd.ok) throw new Error(dd.error.message);
    expect(aid).toEqual({
      ok: dd.value.ok,
      ddTricks: dd.value.ddTricks,
      suggestion: `tricks:${Math.min(4, dd.value.ddTricks)}`,
    });
    // Players do not get the aid (it shows the hidden hands' strength).
    const west = await t.clients.W.find('event', (m) => m.view.version === disputed.version);
    expect(west.claimAid).toBeUndefined();
    await acted(t, 'director', { type: 'decide', option: aid.suggestion });
    const over = await t.clients.N.next('dealOver');
    const result = (over.view as TableView).result;
    if (result === null || result.passedOut) throw new Error('no result');
    const before = play.tricks.filter((tr) => sideOf(tr.winner) === 'NS').length;
    expect(result.tricks).toBe(before + Math.min(4, dd.value.ddTricks));
    expect(result.claimed).toBe(true);
  });
});

/** The last view, legal actions and deal number a client received. */
function latest(c: TestClient): { view: TableView; legal: readonly TableAction[]; dealNo: number } {
  let dealNo = 0;
  for (const m of c.messages) {
    if (m.type === 'welcome' && m.deal !== null) dealNo = m.deal.deal;
    if (m.type === 'deal') dealNo = m.deal.deal;
  }
  for (let i = c.messages.length - 1; i >= 0; i--) {
    const m = c.messages[i] as ServerMessage;
    if (m.type === 'dealOver') return { view: m.view as TableView, legal: [], dealNo };
    if (
      (m.type === 'welcome' || m.type === 'deal' || m.type === 'event' || m.type === 'events') &&
      m.view !== null
    )
      return { view: m.view as TableView, legal: m.legal as TableAction[], dealNo };
  }
  throw new Error('no view yet');
}

/** One action from a lone client (a host at a robot table); throws on a refusal. */
async function acted1(c: TestClient, action: unknown): Promise<void> {
  const reply = await c.request({ type: 'action', id: `s${nextId++}`, action });
  if (reply.type !== 'event') throw new Error(JSON.stringify(reply));
}

async function waitFor(test: () => boolean | Promise<boolean>, ms = 60000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The seat whose card is due (declarer for dummy is the engine's business; this is the hand). */
function handToPlay(state: TableState): Seat | null {
  const play = state.play;
  if (play === null) return null;
  const order: Seat[] = ['N', 'E', 'S', 'W'];
  const start = order.indexOf(play.trick.leader);
  return order[(start + play.trick.cards.length) % 4] as Seat;
}
