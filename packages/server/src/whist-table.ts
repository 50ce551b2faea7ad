import {
  addWhistHand,
  type BidWhistRules,
  cryptoRandom,
  dealWhist,
  formatWhistBid,
  formatWhn,
  parseWhistBid,
  type RandomSource,
  SEATS,
  type Seat,
  seededRandom,
  startWhistMatch,
  type TenaceError,
  type Viewer,
  type WhistAction,
  type WhistBid,
  type WhistDeclaration,
  type WhistEvent,
  type WhistHandResult,
  type WhistMatch,
  type WhistSetup,
  type WhistState,
  whistGame,
  whistRules,
} from '@tenace/engine';
import {
  type Connection,
  kibitzerViewer,
  sendError,
  sendTo,
  serverError,
  type WireError,
  wrongGame,
} from './connection.js';
import { directorError } from './director.js';
import type {
  ChatLine,
  ClientMessage,
  DealInfo,
  DealSummary,
  Identity,
  ScoreLine,
  ScoreSheet,
  Since,
  TableInfo,
  TableSettings,
  TableSettingsPatch,
  WhistActionInput,
  WhistGameInfo,
} from './protocol.js';
import { PROTOCOL_VERSION } from './protocol.js';
import { type GameMessage, SeatedTable } from './seated-table.js';
import type { StoredSeat } from './seats.js';
import type { StoredTable } from './store.js';
import type { TableContext, TableSpec } from './table.js';

// One Bid Whist table, one actor: the mailbox, seats, tokens, kibitzers and chat of every table
// (seated-table.ts), playing `whistGame` hand after hand in a game to ±target (or a
// number of hands) kept by the engine's `addWhistHand`. What a connection sees comes from the
// engine alone: `whistGame.viewFor` (own hand; the kitty to declarer, or to all with showKitty)
// and `whistGame.eventFor` (the discard reaches the others as `{ v }`).

interface FinishedHand {
  readonly info: DealInfo;
  readonly result: WhistHandResult;
}

/** The deal info of whist hand `n` (whist has no boards and no vulnerability). */
export function whistDealInfo(n: number, dealer: Seat): DealInfo {
  return {
    deal: n,
    board: null,
    label: `Hand ${n}`,
    labelDe: `Spiel ${n}`,
    dealer,
    vulnerability: 'None',
  };
}

const SUIT_SYMBOL = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;

/** A hand's contract on the sheet: the bid with its trump suit, or with its direction in no trump ("4U ♠", "3NT ↓"). */
export function contractLine(bid: WhistBid, declaration: WhistDeclaration): string {
  const named =
    declaration.trump !== null
      ? SUIT_SYMBOL[declaration.trump]
      : declaration.direction === 'uptown'
        ? '↑'
        : '↓';
  return `${formatWhistBid(bid)} ${named}`;
}

/** The running score of a whist game as a score sheet: one line per hand, points per side. */
export function whistScoreSheet(match: WhistMatch, hands: readonly FinishedHand[]): ScoreSheet {
  const lines: ScoreLine[] = hands.map(({ info, result }) =>
    result.passedOut
      ? { deal: info.deal, board: null, contract: null, declarer: null, tricks: null, score: 0, ns: 0, ew: 0 }
      : {
          deal: info.deal,
          board: null,
          contract: contractLine(result.bid, result.declaration),
          declarer: result.declarer,
          tricks: result.books,
          score: result.points.NS,
          ns: result.points.NS,
          ew: result.points.EW,
        },
  );
  const { NS, EW } = match.scores;
  const target = match.rules.target;
  const rounds = match.rules.rounds;
  const limit = rounds === null ? '' : `, or ${rounds} hands`;
  const limitDe = rounds === null ? '' : ` oder ${rounds} Spiele`;
  const status =
    match.winner !== null
      ? `${match.winner === 'NS' ? 'North-South' : 'East-West'} win the game ${NS} to ${EW}`
      : `North-South ${NS}, East-West ${EW}; the game goes to +${target} or -${target}${limit}`;
  const statusDe =
    match.winner !== null
      ? `${match.winner === 'NS' ? 'Nord-Süd' : 'Ost-West'} gewinnt die Partie ${NS} zu ${EW}`
      : `Nord-Süd ${NS}, Ost-West ${EW}; gespielt wird bis +${target} oder -${target}${limitDe}`;
  return {
    kind: 'whist',
    unit: 'points',
    lines,
    totals: { NS, EW },
    status,
    statusDe,
    over: match.over,
  };
}

/** The game above the hands, as the protocol sends it. */
export function whistGameInfo(match: WhistMatch): WhistGameInfo {
  return {
    scores: { NS: match.scores.NS, EW: match.scores.EW },
    target: match.rules.target,
    rounds: match.rules.rounds,
    played: match.played,
    over: match.over,
    winner: match.winner,
  };
}

/** Reads a client's whist action into the engine's: a bid may be notation ('4U', '5NT'). */
export function parseWhistAction(
  input: WhistActionInput,
  seat: Seat,
): { ok: true; value: WhistAction } | { ok: false; error: TenaceError } {
  if (input.type === 'bid' && typeof input.bid === 'string') {
    const bid = parseWhistBid(input.bid);
    if (!bid.ok) return { ok: false, error: { ...bid.error, seat } };
    return { ok: true, value: { type: 'bid', bid: bid.value } };
  }
  // Cards and bids as objects are checked by the engine (BAD_CARD, CARD_NOT_IN_HAND, BAD_WHIST_BID…).
  return { ok: true, value: input as WhistAction };
}

const WHIST_TEXT = {
  NO_EXPLANATIONS: [
    'Bid Whist bids have no system explanations: a bid says what it says',
    'Bid-Whist-Gebote haben keine Systemerklärungen: ein Gebot sagt, was es sagt',
  ],
  SETTING_FIXED: [
    'The house rules and the length of a Bid Whist game are fixed when the table is created',
    'Hausregeln und Länge einer Bid-Whist-Partie stehen bei der Erstellung des Tisches fest',
  ],
} as const;

/** One Bid Whist table: seats, the hand in play, the game to ±target, its connections. */
export class WhistTable extends SeatedTable {
  readonly rules: BidWhistRules;
  readonly #finished: FinishedHand[] = [];
  #match: WhistMatch;
  #dealNo = 0;
  #info: DealInfo | null = null;
  #state: WhistState | null = null;
  #over = false;
  readonly #random: RandomSource;

  private constructor(
    spec: TableSpec,
    rules: BidWhistRules,
    seats: Record<Seat, StoredSeat>,
    ctx: TableContext,
  ) {
    super(spec, { ...spec.settings, whist: rules }, seats, ctx);
    this.rules = rules;
    this.#random = spec.seed === null ? cryptoRandom() : seededRandom(`${spec.seed}:whist:${spec.tableNo}`);
    // The first dealer is drawn from the table's stream, so a seeded table repeats it on restore.
    const first = SEATS[this.#random.nextUint32() % 4] as Seat;
    const match = startWhistMatch(rules, first);
    if (!match.ok) throw new Error(`table ${spec.id}: ${match.error.message}`);
    this.#match = match.value;
  }

  /** The house rules of a table's settings, checked by the engine (BAD_WHIST_OPTION otherwise). */
  static rulesOf(settings: TableSettings) {
    return whistRules(settings.whist ?? {});
  }

  /** A new whist table: its row is stored and the first hand is dealt. */
  static async create(
    spec: TableSpec,
    seats: Record<Seat, StoredSeat>,
    ctx: TableContext,
  ): Promise<WhistTable> {
    const rules = WhistTable.rulesOf(spec.settings);
    if (!rules.ok) throw new Error(`table ${spec.id}: ${rules.error.message}`);
    const table = new WhistTable(spec, rules.value, seats, ctx);
    await ctx.store.insertTable(table.#row());
    await table.enqueue(() => table.#nextHand());
    table.drive();
    return table;
  }

  /**
   * A whist table brought back from the store: finished hands are added to the game again, the
   * open hand is replayed from its events (each checked by the engine), players are held for the
   * grace time, and robots carry on.
   */
  static async restore(spec: TableSpec, stored: StoredTable, ctx: TableContext): Promise<WhistTable> {
    const rules = WhistTable.rulesOf(spec.settings);
    if (!rules.ok) throw new Error(`table ${spec.id}: ${rules.error.message}`);
    const seats = JSON.parse(stored.row.seats) as Record<Seat, StoredSeat>;
    const table = new WhistTable(spec, rules.value, seats, ctx);
    table.#over = stored.row.status === 'over';
    table.chat = stored.chat as ChatLine[];
    for (const deal of stored.deals) {
      // The store keeps bridge and whist deals alike as JSON; the engine checks the setup again.
      const setup = deal.setup as unknown as WhistSetup;
      if (table.#dealNo === 0) {
        const match = startWhistMatch(rules.value, setup.dealer);
        if (!match.ok) throw new Error(`table ${spec.id}: ${match.error.message}`);
        table.#match = match.value;
      }
      dealWhist(table.#random, setup.dealer, rules.value);
      table.#dealNo = deal.dealNo;
      table.#info = deal.info as DealInfo;
      if (deal.result !== null) {
        table.#addResult(table.#info, deal.result as unknown as WhistHandResult);
        table.#state = null;
        continue;
      }
      const events = stored.events.map((e) => e.event as unknown as WhistEvent);
      const replayed = whistGame.replay(setup, events);
      if (!replayed.ok) throw new Error(`table ${spec.id} hand ${deal.dealNo}: ${replayed.error.message}`);
      table.#state = replayed.value;
    }
    const now = ctx.now();
    for (const seat of SEATS) if (table.seats[seat].occupant === 'human') table.hold(seat, now);
    if (!table.#over) {
      // Killed between two hands, or after the last card before the result was stored.
      if (table.#state === null) await table.enqueue(() => table.#nextHand());
      else if (whistGame.isOver(table.#state)) await table.enqueue(() => table.#finishHand());
      table.drive();
    }
    return table;
  }

  get dealNo(): number {
    return this.#dealNo;
  }

  /** Whist has no boards to compare. */
  nsScoreOfBoard(_board: number): number | undefined {
    return undefined;
  }

  info(): TableInfo {
    return {
      id: this.spec.id,
      name: this.spec.name,
      kind: 'whist',
      settings: this.settings,
      seats: this.roster.infos(),
      kibitzers: this.kibitzers.size,
      deal: this.#dealNo,
      status: this.#over
        ? 'over'
        : SEATS.some((s) => this.seats[s].occupant === 'empty')
          ? 'waiting'
          : 'playing',
      session: null,
      link: null,
      createdAt: this.spec.createdAt,
    };
  }

  scores(): ScoreSheet {
    return whistScoreSheet(this.#match, this.#finished);
  }

  /** The game to ±target as it stands. */
  game(): WhistGameInfo {
    return whistGameInfo(this.#match);
  }

  finishedDeals(): DealSummary[] {
    const sheet = this.scores();
    return this.#finished.flatMap((f) => {
      const line = sheet.lines.find((l) => l.deal === f.info.deal);
      return line === undefined
        ? []
        : [{ deal: f.info, line, record: `/api/tables/${this.spec.id}/deals/${f.info.deal}` }];
    });
  }

  isDealFinished(n: number): boolean {
    return this.#finished.some((f) => f.info.deal === n);
  }

  /** The WHN record of finished hand `n`, replayed from its stored log (the log is the truth). */
  async record(n: number): Promise<string | null> {
    if (!this.isDealFinished(n)) return null;
    const stored = await this.ctx.store.deal(this.spec.id, n);
    if (stored === null) return null;
    const state = whistGame.replay(
      stored.setup as unknown as WhistSetup,
      stored.events as unknown as WhistEvent[],
    );
    if (!state.ok) throw new Error(`table ${this.spec.id} hand ${n}: ${state.error.message}`);
    return formatWhn(state.value);
  }

  protected handleGame(connection: Connection, message: GameMessage): void {
    switch (message.type) {
      case 'action':
        sendError(connection, wrongGame('whist'), message.id);
        return;
      case 'whistAction': {
        const received = performance.now();
        void this.enqueue(() => this.#clientAction(connection, message, received));
        return;
      }
      case 'explain':
        sendError(
          connection,
          {
            code: 'WRONG_GAME',
            message: WHIST_TEXT.NO_EXPLANATIONS[0],
            messageDe: WHIST_TEXT.NO_EXPLANATIONS[1],
          },
          message.id,
        );
        return;
      case 'director':
      case 'closeBoard':
        sendError(connection, directorError('NOT_TABLE_MODE'), message.id);
        return;
    }
  }

  // ─── the hands ────────────────────────────────────────────────────────────

  async #clientAction(
    connection: Connection,
    message: Extract<ClientMessage, { type: 'whistAction' }>,
    received: number,
  ): Promise<void> {
    const id = message.id;
    if (connection.table !== this) return;
    if (connection.role !== 'seat' || connection.seat === null) {
      sendError(connection, serverError('KIBITZER_CANNOT_ACT'), id);
      return;
    }
    const seat = connection.seat;
    if (message.deal !== undefined && message.deal !== this.#dealNo) {
      sendError(connection, serverError('STALE_DEAL', seat), id);
      return;
    }
    const action = parseWhistAction(message.action, seat);
    if (!action.ok) {
      sendError(connection, action.error, id);
      return;
    }
    const error = await this.#act(seat, action.value, id);
    if (error === null) this.ctx.latency?.record(performance.now() - received);
    else sendError(connection, error, id);
  }

  /** Applies one action for `seat` (a person's or a robot's): stored, then broadcast. Null when done. */
  async #act(seat: Seat, action: WhistAction, id?: string | number): Promise<WireError | null> {
    const state = this.#state;
    if (this.#over) return serverError('TABLE_OVER', seat);
    if (state === null || this.#info === null) return serverError('NO_DEAL', seat);
    const next = whistGame.apply(state, seat, action);
    if (!next.ok) return next.error;
    const event = next.value.event;
    try {
      await this.ctx.store.appendEvent(this.spec.id, this.#dealNo, event, null, this.ctx.now());
    } catch (error) {
      this.ctx.log(`table ${this.spec.id}: storing event ${event.v} failed: ${String(error)}`);
      return serverError('STORAGE_FAILED', seat);
    }
    const after = next.value.state;
    this.#state = after;
    const deal = this.#dealNo;
    this.#broadcast((viewer, s) => ({
      type: 'whistEvent',
      ...(id !== undefined && s === seat ? { id } : {}),
      deal,
      event: whistGame.eventFor(event, viewer),
      view: whistGame.viewFor(after, viewer),
      legal: s === null ? [] : whistGame.legalActions(after, s),
    }));
    if (whistGame.isOver(after)) await this.#finishHand();
    this.drive();
    return null;
  }

  #addResult(info: DealInfo, result: WhistHandResult): void {
    const added = addWhistHand(this.#match, result);
    if (!added.ok) throw new Error(`table ${this.spec.id} hand ${info.deal}: ${added.error.message}`);
    this.#match = added.value;
    this.#finished.push({ info, result });
  }

  async #finishHand(): Promise<void> {
    const state = this.#state;
    const info = this.#info;
    if (state === null || info === null) return;
    const result = whistGame.result(state);
    if (result === null) return;
    if (!this.isDealFinished(info.deal)) {
      await this.ctx.store.finishDeal(this.spec.id, info.deal, result, this.ctx.now());
      this.#addResult(info, result);
    }
    const scores = this.scores();
    const game = this.game();
    const record = `/api/tables/${this.spec.id}/deals/${info.deal}`;
    this.#broadcast((viewer) => ({
      type: 'whistHandOver',
      deal: info.deal,
      view: whistGame.viewFor(state, viewer),
      record,
      scores,
      game,
    }));
    await this.#nextHand();
  }

  async #nextHand(): Promise<void> {
    if (this.#over) return;
    if (this.#match.over) {
      this.#over = true;
      this.#state = null;
      await this.ctx.store.updateTable(this.spec.id, { status: 'over' });
      const text = JSON.stringify({ type: 'tableOver', scores: this.scores() });
      for (const c of this.connections()) sendTo(c, text);
      return;
    }
    const n = this.#dealNo + 1;
    const info = whistDealInfo(n, this.#match.dealer);
    const setup = dealWhist(this.#random, info.dealer, this.rules);
    const started = whistGame.initial(setup);
    if (!started.ok)
      throw new Error(`table ${this.spec.id}: a dealt hand was refused: ${started.error.message}`);
    await this.ctx.store.startDeal(this.spec.id, n, setup, info);
    this.#dealNo = n;
    this.#info = info;
    this.#state = started.value;
    const state = started.value;
    this.#broadcast((viewer, seat) => ({
      type: 'whistHand',
      deal: info,
      view: whistGame.viewFor(state, viewer),
      legal: seat === null ? [] : whistGame.legalActions(state, seat),
    }));
  }

  // ─── robots ───────────────────────────────────────────────────────────────────────────────

  protected async runRobot(): Promise<void> {
    const state = this.#state;
    if (state === null || this.#over || this.disposed || whistGame.isOver(state)) return;
    const seat = whistGame.awaiting(state).find((s) => this.robotPlays(s));
    if (seat === undefined) return;
    const dealNo = this.#dealNo;
    const version = state.events.length;
    // The robot gets what a person in its seat would get, never the setup.
    const input = {
      view: whistGame.viewFor(state, seat),
      legal: whistGame.legalActions(state, seat),
      events: state.events.map((e) => whistGame.eventFor(e, seat)),
    };
    let action: WhistAction;
    try {
      action = await this.ctx.robots.decideWhist(
        {
          table: this.spec.id,
          tableNo: this.spec.tableNo,
          seed: this.spec.seed,
          seat,
          strength: this.settings.robotStrength,
          system: this.settings.systems.NS,
        },
        input,
      );
    } catch (error) {
      this.ctx.log(`table ${this.spec.id}: the whist robot in ${seat} failed: ${String(error)}`);
      return;
    }
    await this.enqueue(async () => {
      if (this.#dealNo !== dealNo || this.#state?.events.length !== version || !this.robotPlays(seat)) return;
      const error = await this.#act(seat, action);
      if (error !== null)
        this.ctx.log(`table ${this.spec.id}: the whist robot in ${seat} was refused: ${error.code}`);
    });
    this.drive();
  }

  // ─── settings ────────────────────────────────────────────────────────────────

  protected async changeSettings(
    connection: Connection,
    patch: TableSettingsPatch,
    id?: string | number,
  ): Promise<void> {
    if ('whist' in patch || (patch.length !== undefined && patch.length !== this.settings.length)) {
      sendError(
        connection,
        {
          code: 'SETTING_FIXED',
          message: WHIST_TEXT.SETTING_FIXED[0],
          messageDe: WHIST_TEXT.SETTING_FIXED[1],
        },
        id,
      );
      return;
    }
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    await this.applySettings(
      { ...this.settings, ...changes, whist: this.rules },
      patch.kibitzers !== undefined,
    );
    this.drive();
  }

  // ─── what each connection sees ────────────────────────────────────────────────────────────

  #viewerOf(connection: Connection): Viewer {
    if (connection.role === 'seat' && connection.seat !== null) return connection.seat;
    return kibitzerViewer(this.settings.kibitzers, connection.watch);
  }

  /** Sends each connection its own message; connections that see the same thing share one serialisation. */
  #broadcast(make: (viewer: Viewer, seat: Seat | null) => object): void {
    const cache = new Map<string, string>();
    for (const c of this.connections()) {
      const viewer = this.#viewerOf(c);
      const seat = c.role === 'seat' ? c.seat : null;
      const key = `${viewer}|${seat ?? '-'}`;
      let text = cache.get(key);
      if (text === undefined) {
        text = JSON.stringify(make(viewer, seat));
        cache.set(key, text);
      }
      sendTo(c, text);
    }
  }

  #identity(connection: Connection): Identity {
    return {
      role: connection.role === 'seat' ? 'seat' : 'kibitzer',
      seat: connection.role === 'seat' ? connection.seat : null,
      watch: connection.role === 'kibitzer' && this.settings.kibitzers === 'seat' ? connection.watch : null,
      host: this.isHost(connection),
    };
  }

  #eventsAfter(since: Since | undefined, viewer: Viewer) {
    const state = this.#state;
    if (state === null) return [];
    const from = since !== undefined && since.deal === this.#dealNo ? since.v : 0;
    return state.events.slice(from).map((e) => whistGame.eventFor(e, viewer));
  }

  protected sendWelcome(
    connection: Connection,
    id: string | number | undefined,
    since: Since | undefined,
  ): void {
    const state = this.#state;
    const viewer = this.#viewerOf(connection);
    const seat = connection.role === 'seat' ? connection.seat : null;
    sendTo(connection, {
      type: 'whistWelcome',
      ...(id === undefined ? {} : { id }),
      protocol: PROTOCOL_VERSION,
      table: this.info(),
      you: this.#identity(connection),
      deal: state === null ? null : this.#info,
      view: state === null ? null : whistGame.viewFor(state, viewer),
      events: this.#eventsAfter(since, viewer),
      legal: state === null || seat === null ? [] : whistGame.legalActions(state, seat),
      scores: this.scores(),
      game: this.game(),
      chat: this.chat,
    });
  }

  protected sendEvents(connection: Connection, since: Since, id?: string | number): void {
    const state = this.#state;
    if (state === null) {
      sendError(connection, serverError('NO_DEAL'), id);
      return;
    }
    const viewer = this.#viewerOf(connection);
    const seat = connection.role === 'seat' ? connection.seat : null;
    sendTo(connection, {
      type: 'whistEvents',
      ...(id === undefined ? {} : { id }),
      deal: this.#dealNo,
      events: this.#eventsAfter(since, viewer),
      view: whistGame.viewFor(state, viewer),
      legal: seat === null ? [] : whistGame.legalActions(state, seat),
    });
  }

  #row() {
    return {
      id: this.spec.id,
      name: this.spec.name,
      kind: 'whist',
      settings: JSON.stringify(this.settings),
      seats: JSON.stringify(this.storedSeats()),
      host_seat: this.spec.hostSeat,
      session_id: null,
      match_id: null,
      table_no: this.spec.tableNo,
      status: this.#over ? 'over' : 'playing',
      seed: this.spec.seed,
      created_at: this.spec.createdAt,
    };
  }
}
