import {
  type BoardAction,
  type BoardEvent,
  type BoardSetup,
  type BoardView,
  bidRank,
  type Call,
  callsEqual,
  cryptoRandom,
  type Deal,
  type TableActor as LawActor,
  lho,
  parseCall,
  parseCard,
  partnerOf,
  type RandomSource,
  randomDeal,
  SEATS,
  type Seat,
  seatAfter,
  seededRandom,
  sideOf,
  type TableState,
  type TableViewer,
  type TenaceError,
  type VersionOnly,
} from '@tenace/engine';
import {
  type Connection,
  hashToken,
  inviteUrl,
  kibitzerViewer,
  newToken,
  sendError,
  sendTo,
  serverError,
  type WireError,
  wrongGame,
} from './connection.js';
import {
  type AnyAction,
  type AnyEvent,
  auctionOf,
  type BoardInPlay,
  type BridgeRules,
  callsOf,
  claimAidFor,
  defaultRuling,
  directorError,
  directorRefusal,
  isLawful,
  modeFixed,
  NO_DIRECTOR,
  robotTurn,
  rulesFor,
  type StoredDirector,
} from './director.js';
import type {
  ActionInput,
  Alert,
  ChatLine,
  ClientMessage,
  DealInfo,
  DealSummary,
  Identity,
  ScoreLine,
  ScoreSheet,
  Since,
  StopCard,
  TableInfo,
  TableKind,
  TableSettings,
  TableSettingsPatch,
} from './protocol.js';
import { PROTOCOL_VERSION } from './protocol.js';
import { biddingSystem, type RobotRunner } from './robots.js';
import {
  type Comparison,
  createScoreKeeper,
  type FinishedDeal,
  type ScoreKeeper,
  type SessionBoard,
} from './scoring.js';
import { type GameMessage, SeatedTable } from './seated-table.js';
import type { StoredSeat } from './seats.js';
import type { Store, StoredEvent, StoredTable } from './store.js';

// One bridge table, one actor: every change runs through the mailbox of seated-table.ts (a
// promise chain), so actions are applied one after the other, each stored before anyone hears
// of it. The engine decides what each connection may see (viewFor, eventFor); this file routes
// the game: the deal in play, the score keeper, the stop card, alerts, the Director.

/** The last 100,000 action-to-broadcast times of the server, for /api/metrics and the benchmark. */
export class LatencyRecorder {
  readonly #times = new Float64Array(100_000);
  #count = 0;

  record(ms: number): void {
    this.#times[this.#count % this.#times.length] = ms;
    this.#count++;
  }

  /** Count and percentiles (ms) of the recorded times since the last reset. */
  summary(): { count: number; p50: number; p90: number; p99: number; max: number } {
    const n = Math.min(this.#count, this.#times.length);
    const sorted = this.#times.slice(0, n).sort();
    const at = (p: number) => (n === 0 ? 0 : (sorted[Math.min(n - 1, Math.floor(p * n))] as number));
    return {
      count: this.#count,
      p50: at(0.5),
      p90: at(0.9),
      p99: at(0.99),
      max: n === 0 ? 0 : (sorted[n - 1] as number),
    };
  }

  reset(): void {
    this.#count = 0;
  }
}

/** What a table needs from the club around it. */
export interface TableContext {
  readonly store: Store;
  readonly robots: RobotRunner;
  now(): number;
  /** The address invite links start with, e.g. http://localhost:8080. */
  publicUrl(): string;
  /** Other tables' North-South scores to compare with (pairs session, team match). */
  comparison(table: Table): Comparison;
  /** This table finished a deal: tables compared with it have a new score sheet. */
  scoresChanged(table: Table): void;
  log(message: string): void;
  /** Where the time from a person's action to its broadcast is recorded, if anywhere. */
  readonly latency?: LatencyRecorder;
}

export type { StoredSeat } from './seats.js';

/** The seats as stored, and at a table-mode table its Director. */
export type TableSeats = Record<Seat, StoredSeat> & { director?: StoredDirector };

/** What every table is made from (its row in the store, parsed). */
export interface TableSpec {
  readonly id: string;
  readonly name: string;
  readonly kind: TableKind;
  readonly settings: TableSettings;
  readonly hostSeat: Seat | null;
  readonly sessionId: string | null;
  readonly matchId: string | null;
  readonly tableNo: 1 | 2;
  readonly seed: string | null;
  readonly createdAt: number;
  /** Pairs and teams: the session's boards and their hands (the same at every table of the session). */
  readonly boards: readonly (SessionBoard & { readonly hands: Deal })[];
  /** Team matches: the other table's id. */
  readonly otherTable: string | null;
}

interface FinishedRecord {
  readonly info: DealInfo;
  /** What the score keeper was given, so the scores can be worked out again after an adjustment. */
  readonly deal: FinishedDeal;
  readonly line: ScoreLine;
  readonly nsScore: number;
}

/** True when `call` skips a level in its strain: the stop card goes up for the next player. */
export function isJumpBid(calls: readonly Call[], call: Call): boolean {
  if (call.type !== 'bid') return false;
  let last = -1;
  for (const c of calls) if (c.type === 'bid') last = bidRank(c);
  const strainIndex = bidRank({ type: 'bid', level: 1, strain: call.strain });
  // The cheapest level at which this strain is sufficient: ranks run 5 to a level.
  const cheapest = strainIndex > last ? 1 : Math.floor((last - strainIndex) / 5) + 2;
  return call.level > cheapest;
}

/** One bridge table: seats, the deal in play, the score keeper, its connections. */
export class Table extends SeatedTable {
  #keeper: ScoreKeeper;
  readonly #finished: FinishedRecord[] = [];
  #dealNo = 0;
  #info: DealInfo | null = null;
  #state: BoardInPlay | null = null;
  /** Strict bridge or table mode (settings.mode), fixed when the table is created. */
  readonly #rules: BridgeRules;
  /** Table mode: who directs, and the Director's connection when it came with a director token. */
  #director: StoredDirector;
  #directorConnection: Connection | null = null;
  /** The claim aid computed for the disputed claim at this deal and version, kept until the board moves on. */
  #aid: { key: string; aid: ReturnType<typeof claimAidFor> } | null = null;
  #alerts: Alert[] = [];
  #stop: StopCard | null = null;
  /** Table mode with a Director: the board is over and waits for the Director to close it. */
  #closing = false;
  #stopTimer: NodeJS.Timeout | null = null;
  #over = false;
  #dealRandom: RandomSource;

  private constructor(spec: TableSpec, seats: TableSeats, ctx: TableContext) {
    super(spec, spec.settings, seats, ctx);
    this.#rules = rulesFor(spec.settings.mode);
    this.#director = seats.director ?? NO_DIRECTOR;
    this.#keeper = createScoreKeeper(spec.kind, spec.settings, spec.boards, spec.tableNo);
    this.#dealRandom =
      spec.seed === null ? cryptoRandom() : seededRandom(`${spec.seed}:deals:${spec.tableNo}`);
  }

  /** A new table: its row is stored and the first deal is dealt. */
  static async create(spec: TableSpec, seats: TableSeats, ctx: TableContext): Promise<Table> {
    const table = new Table(spec, seats, ctx);
    await ctx.store.insertTable(table.#row());
    await table.enqueue(() => table.#nextDeal());
    table.drive();
    return table;
  }

  /**
   * A table brought back from the store: finished deals are folded into the score sheet again,
   * the open deal is replayed from its events (every event checked by the engine), the seats'
   * players are held for the grace time, and robots carry on where they stopped.
   */
  static async restore(spec: TableSpec, stored: StoredTable, ctx: TableContext): Promise<Table> {
    const seats = JSON.parse(stored.row.seats) as TableSeats;
    const table = new Table(spec, seats, ctx);
    table.#over = stored.row.status === 'over';
    table.chat = stored.chat as ChatLine[];
    // Deal numbers follow the stored deals: a seeded table deals its next deal from the same stream.
    for (const deal of stored.deals) {
      table.#dealNo = deal.dealNo;
      table.#info = deal.info as DealInfo;
      if (spec.kind === 'rubber' || spec.kind === 'chicago') randomDeal(table.#dealRandom, deal.setup.dealer);
      if (deal.result !== null) {
        table.#record(table.#info, deal.setup, deal.result);
        continue;
      }
      const events = stored.events.map((e) => e.event);
      const replayed = table.#rules.replay(deal.setup, events);
      if (!replayed.ok) throw new Error(`table ${spec.id} deal ${deal.dealNo}: ${replayed.error.message}`);
      table.#state = replayed.value;
      table.#alerts = alertsOf(table.#rules, deal.setup, stored.events);
    }
    const now = ctx.now();
    for (const seat of SEATS) {
      const s = table.seats[seat];
      if (s.occupant === 'human') table.hold(seat, now);
    }
    table.#restoreStop(stored.events.at(-1), now);
    await table.#restoreClosing(stored);
    if (!table.#over && !table.#closing) {
      // Killed between the end of a deal and the start of the next: deal it now.
      if (table.#state === null || table.#rules.isOver(table.#state)) {
        if (table.#state !== null && table.#rules.isOver(table.#state)) await table.#finishDeal();
        else await table.enqueue(() => table.#nextDeal());
      }
      table.drive();
    }
    return table;
  }

  /** The deal number in play (0 before the first). */
  get dealNo(): number {
    return this.#dealNo;
  }

  /** The North-South score of a finished board (pairs and teams compare by board number). */
  nsScoreOfBoard(board: number): number | undefined {
    return this.#finished.find((f) => f.info.board === board)?.nsScore;
  }

  /** The lobby's picture of the table. */
  info(): TableInfo {
    return {
      id: this.spec.id,
      name: this.spec.name,
      kind: this.spec.kind,
      settings: this.settings,
      seats: this.roster.infos(),
      kibitzers: this.kibitzers.size,
      deal: this.#dealNo,
      status: this.#over
        ? 'over'
        : SEATS.some((s) => this.seats[s].occupant === 'empty')
          ? 'waiting'
          : 'playing',
      session: this.spec.sessionId,
      link:
        this.spec.matchId === null || this.spec.otherTable === null
          ? null
          : { match: this.spec.matchId, tableNo: this.spec.tableNo, other: this.spec.otherTable },
      createdAt: this.spec.createdAt,
    };
  }

  /** The running score sheet. */
  scores(): ScoreSheet {
    return this.#keeper.sheet(this.ctx.comparison(this));
  }

  /** The finished deals with their score lines. */
  finishedDeals(): DealSummary[] {
    const sheet = this.scores();
    return this.#finished.map((f) => ({
      deal: f.info,
      line: sheet.lines.find((l) => l.deal === f.info.deal) ?? f.line,
      record: `/api/tables/${this.spec.id}/deals/${f.info.deal}`,
    }));
  }

  /** Whether deal `n` is over (only finished deals become hand records). */
  isDealFinished(n: number): boolean {
    return this.#finished.some((f) => f.info.deal === n);
  }

  /** A Director's token (table mode) seats its connection as the Director. */
  protected override acceptsToken(token: string): boolean {
    return this.isDirectorToken(token);
  }

  protected override joinByToken(connection: Connection): void {
    const old = this.#directorConnection;
    if (old !== null && old !== connection) {
      old.table = null;
      old.socket.close(4001, 'the Director was taken over by a newer connection');
    }
    connection.role = 'director';
    this.#directorConnection = connection;
  }

  protected override otherDropped(connection: Connection): void {
    if (this.#directorConnection === connection) this.#directorConnection = null;
  }

  protected override *otherConnections(): Iterable<Connection> {
    if (this.#directorConnection !== null) yield this.#directorConnection;
  }

  protected handleGame(connection: Connection, message: GameMessage): void {
    switch (message.type) {
      case 'action': {
        const received = performance.now();
        void this.enqueue(() => this.#clientAction(connection, message, received));
        return;
      }
      case 'whistAction':
        sendError(connection, wrongGame('bridge'), message.id);
        return;
      case 'explain':
        this.#explain(connection, message.index, message.id);
        return;
      case 'director':
        void this.enqueue(() => this.#changeDirector(connection, message.take, message.id));
        return;
      case 'closeBoard':
        void this.enqueue(() => this.#closeBoard(connection, message.deal, message.id));
        return;
    }
  }

  /** Stops the timers and closes the connections (server shutdown). */
  override dispose(): void {
    if (this.#stopTimer !== null) clearTimeout(this.#stopTimer);
    super.dispose();
  }

  // ─── actions ──────────────────────────────────────────────────────────────────────────────

  async #clientAction(
    connection: Connection,
    message: Extract<ClientMessage, { type: 'action' }>,
    received: number,
  ): Promise<void> {
    const id = message.id;
    if (connection.table !== this) return;
    const directs = message.as !== undefined || connection.role === 'director';
    if (directs && !this.#mayDirect(connection)) {
      sendError(
        connection,
        directorError(this.#rules.mode === 'table' ? 'NOT_DIRECTOR' : 'NOT_TABLE_MODE'),
        id,
      );
      return;
    }
    if (!directs && (connection.role !== 'seat' || connection.seat === null)) {
      sendError(connection, serverError('KIBITZER_CANNOT_ACT'), id);
      return;
    }
    // Face-to-face entry: the Director enters the calls and cards of a seat nobody holds here.
    const entry = message.as !== undefined && message.as !== 'director' ? message.as : null;
    if (entry !== null && this.seats[entry].occupant !== 'empty') {
      sendError(connection, directorError('NOT_YOUR_SEAT'), id);
      return;
    }
    const seat = entry ?? connection.seat ?? undefined;
    const actor: LawActor = entry ?? (directs ? 'director' : (connection.seat as Seat));
    if (message.deal !== undefined && message.deal !== this.#dealNo) {
      sendError(connection, serverError('STALE_DEAL', seat), id);
      return;
    }
    const action = parseAction(message.action, seat);
    if (!action.ok) {
      sendError(connection, action.error, id);
      return;
    }
    const refused = directorRefusal(this.#rules.mode, actor, action.value);
    if (refused !== null) {
      sendError(connection, refused, id);
      return;
    }
    const error = await this.#act(actor, action.value, message.alert ?? null, id, connection);
    // From the frame's arrival to the event's hand-over to every socket: mailbox, engine, commit, fan-out.
    if (error === null) this.ctx.latency?.record(performance.now() - received);
    if (error !== null) sendError(connection, error, id);
  }

  /** Applies one action for `seat` (a person's or a robot's): stored, then broadcast. Null when done. */
  async #act(
    actor: LawActor,
    action: AnyAction,
    alertText: string | null,
    id?: string | number,
    from?: Connection,
  ): Promise<WireError | null> {
    const seat = actor === 'director' ? undefined : actor;
    const state = this.#state;
    if (this.#over) return serverError('TABLE_OVER', seat);
    if (state === null || this.#info === null) return serverError('NO_DEAL', seat);
    if (action.type === 'requestUndo' && !this.settings.undo) return serverError('UNDO_NOT_ALLOWED', seat);
    const stop = this.#stop;
    if (action.type === 'call' && stop !== null && stop.seat === seat && this.ctx.now() < stop.until) {
      const left = Math.ceil((stop.until - this.ctx.now()) / 1000);
      return {
        code: 'STOP_CARD',
        message: `Stop card: wait ${left} more second(s) after the jump bid before calling`,
        messageDe: `Stop-Karte: nach dem Sprunggebot noch ${left} Sekunde(n) warten`,
        seat,
      };
    }
    const jump =
      action.type === 'call' && state.phase === 'auction' && isJumpBid(callsOf(state), action.call);
    const next = this.#rules.apply(state, actor, action);
    if (!next.ok) return next.error;
    const event = next.value.event;
    const at = this.ctx.now();
    // An alert goes with a call that stands (in table mode a call may be held back or cancelled).
    const stands = callsOf(next.value.state).length > callsOf(state).length;
    const alert: Alert | null =
      event.type === 'call' && seat !== undefined && stands && alertText !== null && alertText.trim() !== ''
        ? { index: auctionOf(next.value.state).calls.length - 1, seat, text: alertText.trim() }
        : null;
    try {
      await this.ctx.store.appendEvent(
        this.spec.id,
        this.#dealNo,
        event,
        alert === null ? null : JSON.stringify(alert),
        at,
      );
    } catch (error) {
      this.ctx.log(`table ${this.spec.id}: storing event ${event.v} failed: ${String(error)}`);
      return serverError('STORAGE_FAILED', seat);
    }
    this.#state = next.value.state;
    if (alert !== null) this.#alerts.push(alert);
    if (event.type === 'acceptUndo') {
      const calls = callsOf(this.#state).length;
      this.#alerts = this.#alerts.filter((a) => a.index < calls);
    }
    this.#broadcastEvent(event, alert, id === undefined || from === undefined ? null : { from, id });
    // The stop card comes down when its seat calls or an undo takes the jump back, and goes up after a jump.
    if (stop !== null && (event.seat === stop.seat || event.type === 'acceptUndo')) this.#setStop(null);
    if (
      jump &&
      stands &&
      seat !== undefined &&
      this.settings.stopSeconds > 0 &&
      this.#state.phase === 'auction'
    ) {
      const seconds = this.settings.stopSeconds;
      this.#setStop({
        seat: lho(seat),
        until: at + seconds * 1000,
        seconds,
        index: auctionOf(this.#state).calls.length - 1,
      });
    }
    if (this.#rules.isOver(this.#state)) await this.#finishDeal();
    this.drive();
    return null;
  }

  /**
   * Table mode with a Director: when the last deal stored is finished, the board was not closed
   * yet (closing starts the next deal), so it is replayed from its log and waits for him again.
   */
  async #restoreClosing(stored: StoredTable): Promise<void> {
    const last = stored.deals.at(-1);
    if (this.#over || this.#rules.mode !== 'table' || !this.#hasDirector()) return;
    if (last === undefined || last.result === null || last.dealNo !== this.#dealNo) return;
    const board = await this.ctx.store.deal(this.spec.id, last.dealNo);
    if (board === null) return;
    const replayed = this.#rules.replay(board.setup, board.events);
    if (!replayed.ok) throw new Error(`table ${this.spec.id} deal ${last.dealNo}: ${replayed.error.message}`);
    this.#state = replayed.value;
    this.#alerts = alertsOf(this.#rules, board.setup, board.log);
    this.#closing = true;
  }

  /**
   * The stop card is not stored: it follows from the log. When the last event of the open deal
   * is a jump bid whose seconds have not run out, the card goes up again until the same moment.
   */
  #restoreStop(last: StoredEvent | undefined, now: number): void {
    const state = this.#state;
    const seconds = this.settings.stopSeconds;
    if (this.#over || state === null || state.phase !== 'auction' || seconds <= 0) return;
    if (last === undefined || last.event.type !== 'call') return;
    // In table mode an irregular call may wait for a ruling outside the auction: then no card.
    const calls = auctionOf(state).calls;
    const call = calls[calls.length - 1];
    if (call === undefined || !callsEqual(call, last.event.call) || !isJumpBid(calls.slice(0, -1), call))
      return;
    const until = last.at + seconds * 1000;
    if (until > now) this.#setStop({ seat: lho(last.event.seat), until, seconds, index: calls.length - 1 });
  }

  #setStop(stop: StopCard | null): void {
    if (this.#stopTimer !== null) clearTimeout(this.#stopTimer);
    this.#stopTimer = null;
    this.#stop = stop;
    const text = JSON.stringify({ type: 'stop', deal: this.#dealNo, stop });
    for (const c of this.connections()) sendTo(c, text);
    if (stop !== null && !this.disposed) {
      this.#stopTimer = setTimeout(
        () => {
          this.#stopTimer = null;
          if (this.#stop === stop) this.#setStop(null);
          this.drive();
        },
        Math.max(0, stop.until - this.ctx.now()),
      );
    }
  }

  async #finishDeal(): Promise<void> {
    const state = this.#state;
    const info = this.#info;
    if (state === null || info === null) return;
    const result = this.#rules.result(state);
    if (result === null) return;
    if (!this.isDealFinished(info.deal)) {
      await this.ctx.store.finishDeal(this.spec.id, this.#dealNo, result, this.ctx.now());
      this.#record(info, state.setup, result);
    } else {
      await this.#rescore(info, state.setup, result);
    }
    if (this.#stop !== null) this.#setStop(null);
    // A Director may still adjust the score (L12) or correct a claim (L69-71): the board stays
    // open for that until he closes it.
    this.#closing = this.#rules.mode === 'table' && this.#hasDirector();
    const scores = this.scores();
    const record = `/api/tables/${this.spec.id}/deals/${info.deal}`;
    this.#broadcast((viewer, _seat, directs) => ({
      type: 'dealOver',
      deal: info.deal,
      view: this.#rules.viewFor(state, viewer),
      record,
      scores,
      ...(this.#closing ? { closing: true, ...this.#directorExtras(directs) } : {}),
    }));
    this.ctx.scoresChanged(this);
    if (!this.#closing) await this.#nextDeal();
  }

  /** The Director closes the finished board: the next deal starts. */
  async #closeBoard(connection: Connection, deal: number | undefined, id?: string | number): Promise<void> {
    if (this.#rules.mode !== 'table') {
      sendError(connection, directorError('NOT_TABLE_MODE'), id);
      return;
    }
    if (!this.#mayDirect(connection)) {
      sendError(connection, directorError('NOT_DIRECTOR'), id);
      return;
    }
    if (!this.#closing || (deal !== undefined && deal !== this.#dealNo)) {
      sendError(connection, serverError('NOTHING_TO_CLOSE'), id);
      return;
    }
    this.#closing = false;
    await this.#nextDeal();
    this.drive();
  }

  #record(info: DealInfo, setup: BoardSetup, result: NonNullable<ReturnType<BridgeRules['result']>>): void {
    const deal: FinishedDeal = { deal: info.deal, board: info.board, result, hands: setup.deal };
    this.#keeper.add(deal);
    this.#finished.push(this.#finishedRecord(info, deal));
  }

  #finishedRecord(info: DealInfo, deal: FinishedDeal): FinishedRecord {
    const nsScore = deal.result.passedOut ? 0 : deal.result.nsScore;
    const line = this.#keeper.sheet({ scores: () => [] }).lines.find((l) => l.deal === info.deal);
    return {
      info,
      deal,
      nsScore,
      line: line ?? {
        deal: info.deal,
        board: info.board,
        contract: null,
        declarer: null,
        tricks: null,
        score: nsScore,
        ns: 0,
        ew: 0,
      },
    };
  }

  /**
   * The Director changed the result of the board just finished (adjust, amendClaim): its stored
   * result is replaced and the score keeper works every finished deal out again, in order (at
   * rubber a changed result may change the games and the vulnerability after it).
   */
  async #rescore(info: DealInfo, setup: BoardSetup, result: NonNullable<ReturnType<BridgeRules['result']>>) {
    await this.ctx.store.finishDeal(this.spec.id, info.deal, result, this.ctx.now());
    const before = this.#finished.splice(0);
    this.#keeper = createScoreKeeper(this.spec.kind, this.spec.settings, this.spec.boards, this.spec.tableNo);
    for (const f of before) {
      const deal =
        f.info.deal === info.deal
          ? { deal: info.deal, board: info.board, result, hands: setup.deal }
          : f.deal;
      this.#keeper.add(deal);
      this.#finished.push(this.#finishedRecord(f.info, deal));
    }
  }

  async #nextDeal(): Promise<void> {
    if (this.#over) return;
    const info = this.#keeper.next(this.#dealNo + 1);
    if (info === null) {
      this.#over = true;
      this.#state = null;
      await this.ctx.store.updateTable(this.spec.id, { status: 'over' });
      const text = JSON.stringify({ type: 'tableOver', scores: this.scores() });
      for (const c of this.connections()) sendTo(c, text);
      return;
    }
    const session = this.spec.boards[info.deal - 1];
    const hands =
      this.spec.kind === 'pairs' || this.spec.kind === 'teams'
        ? session?.hands
        : randomDeal(this.#dealRandom, info.dealer);
    if (hands === undefined) throw new Error(`table ${this.spec.id}: the session has no board ${info.deal}`);
    const setup: BoardSetup = {
      deal: hands,
      dealer: info.dealer,
      vulnerability: info.vulnerability,
      form: this.#keeper.form,
      ...(info.board === null ? {} : { board: info.board }),
    };
    const started = this.#rules.initial(setup);
    if (!started.ok)
      throw new Error(`table ${this.spec.id}: a dealt board was refused: ${started.error.message}`);
    await this.ctx.store.startDeal(this.spec.id, info.deal, setup, info);
    this.#dealNo = info.deal;
    this.#info = info;
    this.#state = started.value;
    this.#alerts = [];
    const state = started.value;
    this.#broadcast((viewer, seat) => ({
      type: 'deal',
      deal: info,
      view: this.#rules.viewFor(state, viewer),
      legal: seat === null ? [] : this.#rules.legalActions(state, seat),
    }));
  }

  // ─── robots ───────────────────────────────────────────────────────────────────────────────

  protected async runRobot(): Promise<void> {
    const state = this.#state;
    if (state === null || this.#over || this.disposed || this.#rules.isOver(state)) return;
    const ruling =
      this.#rules.mode === 'table' ? defaultRuling(state as TableState, this.#hasDirector()) : null;
    if (ruling !== null) {
      await this.enqueue(async () => {
        if (this.#state !== state) return;
        const error = await this.#act('director', ruling, null);
        if (error !== null)
          this.ctx.log(`table ${this.spec.id}: the default ruling was refused: ${error.code}`);
      });
      return;
    }
    const now = this.ctx.now();
    const seat = this.#rules
      .awaiting(state)
      .find(
        (s): s is Seat =>
          s !== 'director' &&
          this.robotPlays(s) &&
          !(this.#stop !== null && this.#stop.seat === s && now < this.#stop.until),
      );
    if (seat === undefined) return;
    const dealNo = this.#dealNo;
    const version = state.events.length;
    // Table mode: a rectification choice is answered by rule, and the robot picks among lawful actions only.
    const turn =
      this.#rules.mode === 'table' ? robotTurn(state as TableState, seat, this.#hasDirector()) : null;
    if (turn?.kind === 'wait') return;
    const seen =
      turn?.kind === 'ask'
        ? turn.input
        : {
            view: this.#rules.viewFor(state, seat) as BoardView,
            legal: this.#rules.legalActions(state, seat) as BoardAction[],
            events: state.events.map((e) => this.#rules.eventFor(e, seat) as BoardEvent | VersionOnly),
          };
    // Rubber and Chicago: the part-scores below the line, which the robots bid to.
    const partScores = this.#keeper.partScores();
    const input = partScores === null ? seen : { ...seen, partScores };
    let action: AnyAction;
    try {
      action =
        turn?.kind === 'act'
          ? turn.action
          : await this.ctx.robots.decide(
              {
                table: this.spec.id,
                tableNo: this.spec.tableNo,
                seed: this.spec.seed,
                seat,
                strength: this.settings.robotStrength,
                system: this.settings.systems[sideOf(seat)],
                opponents: this.settings.systems[sideOf(seat) === 'NS' ? 'EW' : 'NS'],
              },
              input,
            );
    } catch (error) {
      this.ctx.log(`table ${this.spec.id}: the robot in ${seat} failed: ${String(error)}`);
      return;
    }
    if (turn?.kind === 'ask' && !isLawful(action, turn.lawful)) {
      this.ctx.log(`table ${this.spec.id}: the robot in ${seat} chose an unlawful action; not played`);
      return;
    }
    await this.enqueue(async () => {
      // The table may have moved on while the robot thought (a person returned, an undo, a new deal).
      if (this.#dealNo !== dealNo || this.#state?.events.length !== version || !this.robotPlays(seat)) return;
      const error = await this.#act(seat, action, null);
      if (error !== null)
        this.ctx.log(`table ${this.spec.id}: the robot in ${seat} was refused: ${error.code}`);
    });
    this.drive();
  }

  // ─── seats ────────────────────────────────────────────────────────────────────────────────

  /** The seats as stored, with the Director of a table-mode table beside them. */
  protected override storedSeats(): TableSeats {
    const stored = this.roster.stored();
    return this.#rules.mode === 'table' ? { ...stored, director: this.#director } : stored;
  }

  /** Whether the table has a Director (the host or a director token's holder). */
  #hasDirector(): boolean {
    return this.#director.host || this.#director.tokenHash !== null;
  }

  /** Whether a connection may act as Director: the director token's, or the host's when the host directs. */
  #mayDirect(connection: Connection): boolean {
    if (this.#rules.mode !== 'table') return false;
    if (connection.role === 'director') return this.#directorConnection === connection;
    return this.#director.host && this.isHost(connection);
  }

  /** Whether `token` is this table's director token. */
  isDirectorToken(token: string): boolean {
    return this.#director.tokenHash !== null && this.#director.tokenHash === hashToken(token);
  }

  /**
   * The host gives the Director's role to himself (`host`), to whoever opens a fresh director link
   * (`invite`, answered with `directorInvite`), or to nobody (`none`: the defaults rule); an
   * earlier director token stops working.
   */
  async #changeDirector(
    connection: Connection,
    take: 'host' | 'invite' | 'none',
    id?: string | number,
  ): Promise<void> {
    if (this.#rules.mode !== 'table') {
      sendError(connection, directorError('NOT_TABLE_MODE'), id);
      return;
    }
    if (!this.isHost(connection)) {
      sendError(connection, serverError('NOT_HOST'), id);
      return;
    }
    const token = take === 'invite' ? newToken() : null;
    this.#director = {
      host: take === 'host',
      tokenHash: token === null ? null : hashToken(token),
      name: null,
    };
    const old = this.#directorConnection;
    this.#directorConnection = null;
    if (old !== null) {
      old.table = null;
      old.socket.close(4002, 'the Director role was given to someone else');
    }
    await this.saveSeats();
    if (token !== null) {
      sendTo(connection, {
        type: 'directorInvite',
        ...(id === undefined ? {} : { id }),
        token,
        url: inviteUrl(this.ctx.publicUrl(), this.spec.id, token),
      });
    }
    // The host's identity (may he direct?) changed: send him the table again.
    this.sendWelcome(connection, undefined, undefined);
    // Without a Director nobody would close the finished board: the next deal starts.
    if (this.#closing && !this.#hasDirector()) {
      this.#closing = false;
      await this.#nextDeal();
    }
    this.drive();
  }

  // ─── settings, chat, explanations ─────────────────────────────────────────────────────────

  protected async changeSettings(
    connection: Connection,
    patch: TableSettingsPatch,
    id?: string | number,
  ): Promise<void> {
    const fixed = this.spec.kind === 'pairs' || this.spec.kind === 'teams';
    if (
      fixed &&
      ((patch.length !== undefined && patch.length !== this.settings.length) ||
        (patch.scoring !== undefined && patch.scoring !== this.settings.scoring))
    ) {
      sendError(connection, serverError('SETTING_FIXED'), id);
      return;
    }
    if (patch.mode !== undefined && patch.mode !== (this.settings.mode ?? 'strict')) {
      sendError(connection, modeFixed(), id);
      return;
    }
    if (!fixed && patch.length !== undefined && patch.length !== this.settings.length) {
      sendError(connection, serverError('SETTING_FIXED'), id);
      return;
    }
    const settings: TableSettings = { ...this.settings, ...definedOnly(patch) };
    for (const side of ['NS', 'EW'] as const) {
      const system = biddingSystem(settings.systems[side]);
      if (!system.ok) {
        sendError(
          connection,
          { code: 'BAD_MESSAGE', message: system.error.message, messageDe: system.error.messageDe },
          id,
        );
        return;
      }
    }
    await this.applySettings(settings, patch.kibitzers !== undefined);
    this.drive();
  }

  #explain(connection: Connection, index: number, id?: string | number): void {
    const state = this.#state;
    if (state === null) {
      sendError(connection, serverError('NO_DEAL'), id);
      return;
    }
    const auction = auctionOf(state);
    const call = auction.calls[index];
    if (call === undefined) {
      sendError(connection, serverError('BAD_INDEX'), id);
      return;
    }
    const bidder = seatAfter(auction.dealer, index);
    if (
      connection.role === 'seat' &&
      connection.seat !== null &&
      sideOf(connection.seat) === sideOf(bidder)
    ) {
      sendError(connection, serverError('NOT_AN_OPPONENT', connection.seat), id);
      return;
    }
    const system = this.settings.systems[sideOf(bidder)];
    const meaning = this.ctx.robots.explain(system, auction, state.setup.vulnerability, index);
    const alert = this.#alerts.find((a) => a.index === index);
    sendTo(connection, {
      type: 'explanation',
      ...(id === undefined ? {} : { id }),
      deal: this.#dealNo,
      index,
      seat: bidder,
      call,
      system:
        system.conventions.length > 0 ? `${system.system} (${system.conventions.join(', ')})` : system.system,
      meaning: meaning.en,
      meaningDe: meaning.de,
      alert: alert?.text ?? null,
    });
  }

  // ─── what each connection sees ────────────────────────────────────────────────────────────

  /** The engine's viewer for a connection: its seat, the watched seat, or a watcher. */
  #viewerOf(connection: Connection): TableViewer {
    if (connection.role === 'director') return 'director';
    if (connection.role === 'seat' && connection.seat !== null) return connection.seat;
    return kibitzerViewer(this.settings.kibitzers, connection.watch);
  }

  /**
   * Sends each connection its own message; connections that see the same thing share one
   * serialisation. `seat` is the acting seat of a player's connection (null for kibitzers).
   */
  #broadcast(
    make: (viewer: TableViewer, seat: LawActor | null, directs: boolean, acting: boolean) => object,
    acting: Connection | null = null,
  ): void {
    const cache = new Map<string, string>();
    for (const c of this.connections()) {
      const viewer = this.#viewerOf(c);
      const seat = this.#actorOf(c);
      const directs = this.#mayDirect(c);
      const key = `${viewer}|${seat ?? '-'}|${directs}|${c === acting}`;
      let text = cache.get(key);
      if (text === undefined) {
        text = JSON.stringify(make(viewer, seat, directs, c === acting));
        cache.set(key, text);
      }
      sendTo(c, text);
    }
  }

  #broadcastEvent(
    event: AnyEvent,
    alert: Alert | null,
    ack: { from: Connection; id: string | number } | null,
  ): void {
    const state = this.#state;
    if (state === null) return;
    const deal = this.#dealNo;
    this.#broadcast(
      (viewer, seat, directs, acting) => ({
        type: 'event',
        // The acting connection hears which of its requests this event answers.
        ...(ack !== null && acting ? { id: ack.id } : {}),
        deal,
        event: this.#rules.eventFor(event, viewer),
        view: this.#rules.viewFor(state, viewer),
        legal: seat === null ? [] : this.#rules.legalActions(state, seat),
        ...this.#directorExtras(directs),
        // The bidder's partner never hears the alert (he must not be woken up by it).
        ...(alert !== null && !(seat !== null && seat === partnerOf(alert.seat)) ? { alert } : {}),
      }),
      ack?.from ?? null,
    );
  }

  #alertsFor(seat: Seat | null): Alert[] {
    return this.#alerts.filter((a) => seat === null || seat !== partnerOf(a.seat));
  }

  #identity(connection: Connection): Identity {
    return {
      role: connection.role === 'seat' || connection.role === 'director' ? connection.role : 'kibitzer',
      seat: connection.role === 'seat' ? connection.seat : null,
      watch: connection.role === 'kibitzer' && this.settings.kibitzers === 'seat' ? connection.watch : null,
      host: this.isHost(connection),
      ...(this.#rules.mode === 'table' ? { director: this.#mayDirect(connection) } : {}),
    };
  }

  /** Who a connection acts as: its seat, the Director, or nobody (kibitzers). */
  #actorOf(connection: Connection): LawActor | null {
    if (connection.role === 'director') return 'director';
    return connection.role === 'seat' ? connection.seat : null;
  }

  /**
   * What a connection that may direct gets beside its view: the Director's answers to the pending
   * decision, and for a disputed claim the solver's line check (computed once per version).
   */
  #directorExtras(directs: boolean): { directorLegal?: readonly AnyAction[]; claimAid?: unknown } {
    const state = this.#state;
    if (!directs || state === null) return {};
    const key = `${this.#dealNo}:${state.events.length}`;
    if (this.#aid?.key !== key) this.#aid = { key, aid: claimAidFor(state) };
    const aid = this.#aid.aid;
    return {
      directorLegal: this.#rules.legalActions(state, 'director'),
      ...(aid === null ? {} : { claimAid: aid.ok ? aid.value : { error: aid.error } }),
    };
  }

  #eventsAfter(since: Since | undefined, viewer: TableViewer) {
    const state = this.#state;
    if (state === null) return [];
    const from = since !== undefined && since.deal === this.#dealNo ? since.v : 0;
    return state.events.slice(from).map((e) => this.#rules.eventFor(e, viewer));
  }

  protected sendWelcome(
    connection: Connection,
    id: string | number | undefined,
    since: Since | undefined,
  ): void {
    const state = this.#state;
    const viewer = this.#viewerOf(connection);
    const seat = this.#actorOf(connection);
    sendTo(connection, {
      type: 'welcome',
      ...(id === undefined ? {} : { id }),
      protocol: PROTOCOL_VERSION,
      table: this.info(),
      you: this.#identity(connection),
      deal: state === null ? null : this.#info,
      view: state === null ? null : this.#rules.viewFor(state, viewer),
      events: this.#eventsAfter(since, viewer),
      legal: state === null || seat === null ? [] : this.#rules.legalActions(state, seat),
      ...this.#directorExtras(this.#mayDirect(connection)),
      alerts: this.#alertsFor(seat === 'director' ? null : seat),
      stop: this.#stop,
      scores: this.scores(),
      chat: this.chat,
      ...(this.#closing ? { closing: true } : {}),
    });
  }

  protected sendEvents(connection: Connection, since: Since, id?: string | number): void {
    const state = this.#state;
    if (state === null) {
      sendError(connection, serverError('NO_DEAL'), id);
      return;
    }
    const viewer = this.#viewerOf(connection);
    const seat = this.#actorOf(connection);
    sendTo(connection, {
      type: 'events',
      ...(id === undefined ? {} : { id }),
      deal: this.#dealNo,
      events: this.#eventsAfter(since, viewer),
      view: this.#rules.viewFor(state, viewer),
      legal: seat === null ? [] : this.#rules.legalActions(state, seat),
      ...this.#directorExtras(this.#mayDirect(connection)),
    });
  }

  #row() {
    const seats = this.storedSeats();
    return {
      id: this.spec.id,
      name: this.spec.name,
      kind: this.spec.kind,
      settings: JSON.stringify(this.settings),
      seats: JSON.stringify(seats),
      host_seat: this.spec.hostSeat,
      session_id: this.spec.sessionId,
      match_id: this.spec.matchId,
      table_no: this.spec.tableNo,
      status: this.#over ? 'over' : 'playing',
      seed: this.spec.seed,
      created_at: this.spec.createdAt,
    };
  }
}

function definedOnly<T extends object>(patch: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

/** Reads a client's action into the engine's: notation for calls and cards is parsed here. */
export function parseAction(
  input: ActionInput,
  seat?: Seat,
): { ok: true; value: AnyAction } | { ok: false; error: TenaceError } {
  const at = seat === undefined ? {} : { seat };
  if (input.type === 'call') {
    if (typeof input.call === 'string') {
      const call = parseCall(input.call);
      if (!call.ok) return { ok: false, error: { ...call.error, ...at } };
      return { ok: true, value: { type: 'call', call: call.value } };
    }
    return { ok: true, value: { type: 'call', call: input.call as Call } };
  }
  if (input.type === 'play' || input.type === 'expose') {
    const card = parseCard(input.card);
    if (!card.ok) return { ok: false, error: { ...card.error, ...at } };
    if (input.type === 'play') return { ok: true, value: { type: 'play', card: card.value } };
    return {
      ok: true,
      value: {
        type: 'expose',
        card: card.value,
        ...(input.deliberate === undefined ? {} : { deliberate: input.deliberate }),
      },
    };
  }
  return { ok: true, value: input as AnyAction };
}

/** The alerts standing after a log: alerted calls, less those an accepted undo took back. */
function alertsOf(
  rules: BridgeRules,
  setup: BoardSetup,
  events: readonly { event: AnyEvent; alert: string | null }[],
): Alert[] {
  let state = rules.initial(setup);
  let alerts: Alert[] = [];
  for (const { event, alert } of events) {
    if (!state.ok) return alerts;
    const next = rules.apply(state.value, event.seat, rules.actionOf(event));
    if (!next.ok) return alerts;
    state = { ok: true, value: next.value.state };
    if (alert !== null) alerts.push(JSON.parse(alert) as Alert);
    if (event.type === 'acceptUndo') {
      const calls = callsOf(next.value.state).length;
      alerts = alerts.filter((a) => a.index < calls);
    }
  }
  return alerts;
}
