import {
  type Auction,
  actionOfEvent,
  actionOfTableEvent,
  type BoardAction,
  type BoardEvent,
  type BoardMode,
  type BoardResult,
  type BoardSetup,
  type BoardState,
  type BoardView,
  bridgeGame,
  type Call,
  type ClaimAid,
  type ClaimLineCheck,
  claimAid,
  type Game,
  legalTableActions,
  type Result,
  type Seat,
  type TableAction,
  type TableActor,
  type TableEvent,
  type TablePbnInfo,
  type TableState,
  type TableView,
  tableBoardToJson,
  tableBoardToPbn,
  tableBridgeGame,
  tableViewFor,
} from '@tenace/engine';
import type { RobotInput } from '@tenace/robots';
import { checkClaim } from '@tenace/solver';
import { hashToken, newToken } from './connection.js';
import { rotatedAuction, strictViewOf } from './table-view.js';

// Table mode at the server (docs/table-mode.md, "Server and web"): the table actor runs a board
// through one of two games, strict or table mode, behind one shape; this module holds what table
// mode adds: the Director's role and its token, the robots' answers to rectification choices, the
// claim aid, and the hand records with irregularities. table.ts only routes.

/** A board in play in either mode. */
export type BoardInPlay = BoardState | TableState;
/** An action, event or view of either mode. */
export type AnyAction = BoardAction | TableAction;
export type AnyEvent = BoardEvent | TableEvent;
export type AnyView = BoardView | TableView;

/** Bridge in either mode behind the shared game shape, plus reading an event back into its action. */
export type BridgeRules = Game<
  BoardSetup,
  BoardInPlay,
  AnyAction,
  AnyEvent,
  AnyView,
  BoardResult,
  TableActor
> & {
  readonly mode: BoardMode;
  actionOf(event: AnyEvent): AnyAction;
};

const STRICT_RULES = {
  ...bridgeGame,
  mode: 'strict',
  actionOf: (event: AnyEvent) => actionOfEvent(event as BoardEvent),
} as unknown as BridgeRules;

const TABLE_RULES = {
  ...tableBridgeGame,
  mode: 'table',
  actionOf: (event: AnyEvent) => actionOfTableEvent(event as TableEvent),
} as unknown as BridgeRules;

/** The rules a table runs its boards by: strict (the default) or table mode. */
export function rulesFor(mode: BoardMode | undefined): BridgeRules {
  return mode === 'table' ? TABLE_RULES : STRICT_RULES;
}

function isTableState(state: BoardInPlay): state is TableState {
  return !('auction' in state);
}

/** The auction as a rotation from the dealer (a lost turn in table mode reads as a pass). */
export function auctionOf(state: BoardInPlay): Auction {
  if (!isTableState(state)) return state.auction;
  return rotatedAuction(state.setup.dealer, state.calls).auction;
}

/** The calls standing in the auction, in order. */
export function callsOf(state: BoardInPlay): readonly Call[] {
  return isTableState(state) ? state.calls.map((c) => c.call) : state.auction.calls;
}

// ─── the Director's role ────────────────────────────────────────────────────────────────────

/**
 * The Director of a table-mode table as stored beside the seats: the host (whose seat's
 * connection may then also act as Director) or the holder of a director token (only its hash is
 * kept), or nobody yet.
 */
export interface StoredDirector {
  readonly host: boolean;
  readonly tokenHash: string | null;
  readonly name: string | null;
}

/** No Director: robots then answer their own rectification choices with the documented default. */
export const NO_DIRECTOR: StoredDirector = { host: false, tokenHash: null, name: null };

/**
 * The Director of a new table-mode table: the host (the default when there is one), the holder
 * of a fresh director token (returned once to the creator), or nobody (`none`: every decision is
 * answered with its documented default, the ones that fall to robots and the Director's own).
 */
export function newDirector(
  take: 'host' | 'invite' | 'none' | undefined,
  hostSeat: Seat | null,
): { stored: StoredDirector; token: string | null } {
  if (take === 'none') return { stored: NO_DIRECTOR, token: null };
  if (hostSeat !== null && take !== 'invite')
    return { stored: { host: true, tokenHash: null, name: null }, token: null };
  const token = newToken();
  return { stored: { host: false, tokenHash: hashToken(token), name: null }, token };
}

/** A team match's second table has no host: its Director is the director token's holder, if any. */
export function directorOfTable(stored: StoredDirector, tableNo: 1 | 2): StoredDirector {
  return tableNo === 1 ? stored : { ...stored, host: false };
}

const DIRECTOR_TEXT = {
  NOT_DIRECTOR: [
    'Only the Director of this table may do that',
    'Nur der Turnierleiter dieses Tisches darf das',
  ],
  NOT_YOUR_SEAT: [
    'The Director enters calls and cards only for an empty seat; this one has its player or robot',
    'Der Turnierleiter gibt Ansagen und Karten nur für einen leeren Platz ein; dieser hat seinen Spieler oder Roboter',
  ],
  NOT_TABLE_MODE: [
    'This table plays strict bridge: irregularities and Director rulings need a table-mode table',
    'An diesem Tisch gilt strenges Bridge: Regelwidrigkeiten und Entscheidungen des Turnierleiters gibt es nur im Tischmodus',
  ],
} as const;

/** A Director error (code, English, German), in the shape of the server's other errors. */
export function directorError(code: keyof typeof DIRECTOR_TEXT): {
  code: keyof typeof DIRECTOR_TEXT;
  message: string;
  messageDe: string;
} {
  const [en, de] = DIRECTOR_TEXT[code];
  return { code, message: en, messageDe: de };
}

/** A settings change that would switch strict and table mode: refused, the boards already played keep theirs. */
export function modeFixed(): { code: 'SETTING_FIXED'; message: string; messageDe: string } {
  return {
    code: 'SETTING_FIXED',
    message: 'Strict or table mode is chosen when the table is created',
    messageDe: 'Strenger Modus oder Tischmodus wird beim Anlegen des Tisches gewählt',
  };
}

const TABLE_ONLY: ReadonlySet<string> = new Set(['decide', 'expose', 'noticeRevoke', 'amendClaim', 'adjust']);
/** The Director's own actions: a seat never takes them. */
const DIRECTOR_ONLY: ReadonlySet<string> = new Set(['noticeRevoke', 'amendClaim', 'adjust']);

/**
 * Why `actor` may not submit `action` at a table in `mode`, or null. Strict tables know no
 * Director and no table-mode actions. At a table-mode table a seat may not draw attention to a
 * revoke: the engine answers differently when there is one, so a player could probe the other
 * hands with it (docs/table-mode.md); the Director does it for him.
 */
export function directorRefusal(
  mode: BoardMode,
  actor: TableActor,
  action: AnyAction,
): ReturnType<typeof directorError> | null {
  if (mode === 'strict') {
    return actor === 'director' || TABLE_ONLY.has(action.type) ? directorError('NOT_TABLE_MODE') : null;
  }
  if (DIRECTOR_ONLY.has(action.type) && actor !== 'director') return directorError('NOT_DIRECTOR');
  return null;
}

// ─── robots ─────────────────────────────────────────────────────────────────────────────────

/** What a robot does at a table-mode board now: answer a decision, ask its robot, or wait for the Director. */
export type RobotTurn =
  | { readonly kind: 'act'; readonly action: TableAction }
  | { readonly kind: 'ask'; readonly input: RobotInput; readonly lawful: readonly TableAction[] }
  | { readonly kind: 'wait' };

/**
 * A robot's turn in table mode. A rectification choice that falls to the robot (its seat is the
 * chooser) is answered with the decision's documented default, unless the table has a Director:
 * then the Director answers it in the robot's place (as the Laws let him for any player), so a
 * teacher can show every option. Otherwise the robot sees the strict view of its seat and picks
 * among the lawful actions only: robots never commit irregularities.
 */
export function robotTurn(state: TableState, seat: Seat, hasDirector: boolean): RobotTurn {
  const decision = state.decision;
  if (decision !== null) {
    if (decision.chooser !== seat || hasDirector) return { kind: 'wait' };
    return { kind: 'act', action: { type: 'decide', option: decision.default } };
  }
  const lawful = legalTableActions(state, seat);
  const strict = lawful.filter(
    (a): a is Extract<TableAction, BoardAction> =>
      a.type === 'call' ||
      a.type === 'play' ||
      a.type === 'claim' ||
      a.type === 'acceptClaim' ||
      a.type === 'rejectClaim' ||
      a.type === 'withdrawClaim',
  );
  if (strict.length === 0) return { kind: 'wait' };
  const view = strictViewOf(tableViewFor(state, seat), true);
  // Robots read the view, not the log: the table-mode log (withdrawn calls, decisions) has no strict form.
  return { kind: 'ask', input: { view, legal: strict as BoardAction[], events: [] }, lawful };
}

/**
 * At a table without a Director, a decision that needs the Director's judgement (is the call
 * comparable, how many tricks for a disputed claim) gets the documented default, as the Laws'
 * default ruling would be; null when there is a Director or nothing of his waits.
 */
export function defaultRuling(state: TableState, hasDirector: boolean): TableAction | null {
  const decision = state.decision;
  if (hasDirector || decision === null || decision.chooser !== 'director') return null;
  return { type: 'decide', option: decision.default };
}

/** Whether a robot's answer is among the lawful actions it was given (anything else is refused). */
export function isLawful(action: AnyAction, lawful: readonly TableAction[]): boolean {
  const key = JSON.stringify(action);
  return lawful.some((a) => JSON.stringify(a) === key);
}

// ─── the claim aid ──────────────────────────────────────────────────────────────────────────

/** The solver's double-dummy line check in the shape the engine's `claimAid` asks for. */
export const solverLineCheck: ClaimLineCheck = (position, strain, claimer, tricks) => {
  const checked = checkClaim(position, strain, claimer, tricks);
  return checked.ok
    ? { ok: true, value: { ok: checked.value.ok, ddTricks: checked.value.ddTricks } }
    : checked;
};

/** The claim aid for a disputed claim (null when no claim waits for the Director). */
export function claimAidFor(state: BoardInPlay): Result<ClaimAid> | null {
  if (!isTableState(state) || state.decision?.kind !== 'disputedClaim') return null;
  return claimAid(state, solverLineCheck);
}

// ─── hand records ───────────────────────────────────────────────────────────────────────────

/** The hand record of a finished table-mode board: PBN 2.1 with the irregularity marks, or our JSON. */
export function tableModeRecord(
  setup: BoardSetup,
  events: readonly unknown[],
  info: TablePbnInfo,
  format: 'pbn' | 'json',
): Result<string> {
  const board = tableBridgeGame.replay(setup, events as TableEvent[]);
  if (!board.ok) return board;
  if (format === 'json') return { ok: true, value: `${JSON.stringify(tableBoardToJson(board.value))}\n` };
  return { ok: true, value: tableBoardToPbn(board.value, info) };
}

/** Several PBN games in one file: the `% PBN 2.1` / `% EXPORT` header once, a blank line between games. */
export function joinPbnGames(games: readonly string[]): string {
  return games.map((g, i) => (i === 0 ? g : g.replace(/^(%[^\r\n]*\r\n)+/, ''))).join('\r\n');
}
