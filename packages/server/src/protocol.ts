import type {
  BidWhistRules,
  BoardAction,
  BoardEvent,
  BoardView,
  Call,
  Card,
  ClaimAid,
  ErrorCode,
  Seat,
  TableAction,
  TableEvent,
  TableView,
  VersionOnly,
  WhistAction,
  WhistCard,
  WhistEvent,
  WhistView,
} from '@tenace/engine';
import { z } from 'zod';

// The wire protocol of the table server: one JSON object per WebSocket frame, told apart by
// `type`. Everything here is data; the server and the web client both import it, so a message
// has one shape on both sides. Changes after version 1 are additive only: new optional fields
// and new message types; a client ignores what it does not know.
// The full description with examples is docs/protocol.md.

/** The protocol's version; `hello` may name the version a client speaks. */
export const PROTOCOL_VERSION = 1;

/** The largest client frame the server reads (bytes of UTF-8); larger frames get MESSAGE_TOO_LARGE. */
export const MAX_MESSAGE_BYTES = 8192;

/** The longest chat line, alert text or player name (characters). */
export const MAX_TEXT = 500;
export const MAX_NAME = 40;

// ─── building blocks ───────────────────────────────────────────────────────────────────────

export const SeatSchema = z.enum(['N', 'E', 'S', 'W']);
export const SideSchema = z.enum(['NS', 'EW']);
export const StrainSchema = z.enum(['C', 'D', 'H', 'S', 'NT']);
export const VulnerabilitySchema = z.enum(['None', 'NS', 'EW', 'All']);
/** A card as suit letter + rank letter: 'SA', 'HT' (ten), 'C2'. */
export const CardSchema = z.string().regex(/^[SHDC][AKQJT98765432]$/) as unknown as z.ZodType<Card>;
const LevelSchema = z.union(
  [1, 2, 3, 4, 5, 6, 7].map((n) => z.literal(n)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]],
);
/** A call as the engine writes it: `{type:'bid', level, strain}`, `{type:'pass'}`, `{type:'double'}`, `{type:'redouble'}`. */
export const CallSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('bid'), level: LevelSchema, strain: StrainSchema }),
  z.object({ type: z.literal('double') }),
  z.object({ type: z.literal('redouble') }),
]) as unknown as z.ZodType<Call>;
/** A call in a client's action: the engine's object, or notation ('1NT', '4S', '4♠', 'P', 'X', 'XX'). */
export const CallInputSchema = z.union([z.string().min(1).max(12), CallSchema]);
const RiskSchema = z.enum(['', 'X', 'XX']);
export const ContractSchema = z.object({
  level: LevelSchema,
  strain: StrainSchema,
  risk: RiskSchema,
  declarer: SeatSchema,
});
const TextSchema = z.string().max(MAX_TEXT);
const NameSchema = z.string().trim().min(1).max(MAX_NAME);
/** Where a client's knowledge of a table ends: deal number (1, 2, 3… at this table) and event version. */
export const SinceSchema = z.object({
  deal: z.number().int().min(1),
  v: z.number().int().min(0),
});
export type Since = z.infer<typeof SinceSchema>;

/** A request id chosen by the client; replies and errors caused by the message carry it back. */
const IdSchema = z.union([z.string().max(64), z.number().int()]).optional();

// ─── tables and their settings ─────────────────────────────────────────────────────────────

/**
 * The kinds of table: rubber bridge, Chicago (rounds of four deals), a duplicate pairs session
 * (N boards, matchpoints or cross-IMPs against the other tables of the session or a stored
 * field), a team match (two linked tables, the same boards with the seats swapped, IMPs) and
 * Bid Whist (a game to ±7 or a number of hands, house rules in `settings.whist`).
 */
export const TableKindSchema = z.enum(['rubber', 'chicago', 'pairs', 'teams', 'whist']);
export type TableKind = z.infer<typeof TableKindSchema>;

/** How a pairs session compares its results: matchpoints (L78A) or cross-IMPs. */
export const PairsScoringSchema = z.enum(['matchpoints', 'imps']);
export type PairsScoring = z.infer<typeof PairsScoringSchema>;

/** A partnership's bidding system and the conventions it declares (shown to the opponents). */
export const PartnershipSystemSchema = z.object({
  /** Standard American Yellow Card or Forum D (the robots bid both; explanations come from them). */
  system: z.enum(['SAYC', 'ForumD']),
  /** Conventions switched on or off against the system's defaults by id (`rkcb1430`, `-gerber`; see `tenace bid --conventions`). */
  conventions: z.array(z.string().max(60)).max(40),
});
export type PartnershipSystem = z.infer<typeof PartnershipSystemSchema>;

/**
 * How strong the robots play: `basic` calls and plays at random among the legal actions,
 * `standard` bids the partnership's system and plays the card-play robot of @tenace/robots.
 */
export const RobotStrengthSchema = z.enum(['basic', 'standard']);
export type RobotStrength = z.infer<typeof RobotStrengthSchema>;

/**
 * What a kibitzer sees: `none` (no kibitzers), `public` (only what is public; all four hands
 * once the board is over) or `seat` (the view of the one player the kibitzer chose to watch).
 */
export const KibitzerModeSchema = z.enum(['none', 'public', 'seat']);
export type KibitzerMode = z.infer<typeof KibitzerModeSchema>;

/**
 * Bid Whist house rules as the engine names them (docs/bid-whist.md, `BidWhistRules`); every
 * field optional, unknown fields refused. The engine's `whistRules` fills in the defaults.
 */
export const WhistRulesInputSchema = z.strictObject({
  declarerLeads: z.boolean().optional(),
  noTrumpJokersFree: z.boolean().optional(),
  downtownBeatsUptown: z.boolean().optional(),
  noJokers: z.boolean().optional(),
  singleNoTrump: z.boolean().optional(),
  smallKitty: z.boolean().optional(),
  showKitty: z.boolean().optional(),
  minBid: z.union([z.literal(3), z.literal(4)]).optional(),
  allPass: z.enum(['dealerForced', 'redeal']).optional(),
  dealerMayMatch: z.boolean().optional(),
  downtownAce: z.enum(['high', 'low']).optional(),
  madeScore: z.enum(['booksOverSix', 'bidOnly']).optional(),
  defendersScore: z.boolean().optional(),
  target: z.number().int().min(1).max(100).optional(),
  rounds: z.number().int().min(1).max(1000).nullable().optional(),
  discardOwner: z.enum(['declarer', 'firstTrickWinner']).optional(),
  bostonBonus: z.enum(['none', 'double', 'winsGame']).optional(),
});
export type WhistRulesInput = z.infer<typeof WhistRulesInputSchema>;

/** A table's settings. Scoring fields take effect from the next deal; the others at once. */
export const TableSettingsSchema = z.object({
  /** Pairs sessions only. */
  scoring: PairsScoringSchema,
  systems: z.object({ NS: PartnershipSystemSchema, EW: PartnershipSystemSchema }),
  robotStrength: RobotStrengthSchema,
  /** Whether a player may ask to take back a call or card (the opponents must agree). */
  undo: z.boolean(),
  kibitzers: KibitzerModeSchema,
  /** How long a dropped player keeps the seat before a robot plays for them (until they return). */
  dropGraceSeconds: z.number().int().min(0).max(3600),
  /** How long the next player must wait after a jump bid (the stop card); 0 switches it off. */
  stopSeconds: z.number().min(0).max(30),
  /** Pairs and teams: the number of boards. Rubber: rubbers, Chicago: rounds (0 = no end). */
  length: z.number().int().min(0).max(64),
  /**
   * `strict` (absent: the default) refuses irregular calls and cards; `table` accepts them and
   * rules them by the Laws, with a Director (docs/table-mode.md). Fixed when the table is created.
   */
  mode: z.enum(['strict', 'table']).optional(),
  /**
   * Bid Whist tables: the house rules, chosen at creation and fixed. In a created table's info
   * every rule is filled in (the engine's `BidWhistRules`); in a request any subset.
   */
  whist: WhistRulesInputSchema.optional(),
});
export type TableSettings = z.infer<typeof TableSettingsSchema>;

/** Settings as a client sends them: any subset (a whist table's house rules are fixed at creation). */
export const TableSettingsPatchSchema = TableSettingsSchema.omit({ whist: true }).partial();
export type TableSettingsPatch = z.infer<typeof TableSettingsPatchSchema>;

/** Who sits in a seat: a person (who holds the seat's token), a robot, or nobody yet. */
export const OccupantSchema = z.enum(['human', 'robot', 'empty']);
export type Occupant = z.infer<typeof OccupantSchema>;

/** A seat as everybody may see it (never its token). */
export const SeatInfoSchema = z.object({
  occupant: OccupantSchema,
  name: z.string().nullable(),
  /** A human seat: whether its player is connected now. */
  connected: z.boolean(),
  /** A human seat whose player dropped and whose grace time ran out: a robot plays for them. */
  robotStandIn: z.boolean(),
  /** A dropped player's seat is held until this time (ms since 1970), then a robot stands in. */
  heldUntil: z.number().nullable(),
});
export type SeatInfo = z.infer<typeof SeatInfoSchema>;

/** Team matches: which of the two linked tables this is (team A sits NS at table 1, EW at table 2). */
export const TableLinkSchema = z.object({
  match: z.string(),
  tableNo: z.union([z.literal(1), z.literal(2)]),
  other: z.string(),
});

/** One table as the lobby lists it. */
export const TableInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: TableKindSchema,
  settings: TableSettingsSchema,
  seats: z.object({ N: SeatInfoSchema, E: SeatInfoSchema, S: SeatInfoSchema, W: SeatInfoSchema }),
  kibitzers: z.number().int(),
  /** The deal being played (1, 2, 3… at this table), 0 before the first. */
  deal: z.number().int(),
  status: z.enum(['waiting', 'playing', 'over']),
  /** Pairs sessions: the session the table belongs to (its tables play the same boards). */
  session: z.string().nullable(),
  link: TableLinkSchema.nullable(),
  createdAt: z.number(),
});
export type TableInfo = z.infer<typeof TableInfoSchema>;

/** The deal in play: its number at this table, board number, label, dealer and vulnerability. */
export const DealInfoSchema = z.object({
  deal: z.number().int().min(1),
  board: z.number().int().nullable(),
  label: z.string(),
  labelDe: z.string(),
  dealer: SeatSchema,
  vulnerability: VulnerabilitySchema,
});
export type DealInfo = z.infer<typeof DealInfoSchema>;

// ─── scores ────────────────────────────────────────────────────────────────────────────────

/** One finished deal on a score sheet. `ns`/`ew` are in the sheet's unit. */
export const ScoreLineSchema = z.object({
  deal: z.number().int(),
  board: z.number().int().nullable(),
  /** '4HX', '3NT'…; null when passed out. */
  contract: z.string().nullable(),
  declarer: SeatSchema.nullable(),
  tricks: z.number().int().nullable(),
  /** North-South's duplicate score at this table (0 when passed out). */
  score: z.number(),
  ns: z.number(),
  ew: z.number(),
  /** Teams: North-South's score at the other table (null until it has played the board). */
  otherScore: z.number().nullable().optional(),
  /** Teams: IMPs on the board for this table's North-South (null until both tables played it). */
  imps: z.number().nullable().optional(),
  /** Pairs: how many results the board was compared with (this one included). */
  results: z.number().int().optional(),
});
export type ScoreLine = z.infer<typeof ScoreLineSchema>;

/**
 * A table's running score. unit: `points` (rubber, Chicago: the points each side scored),
 * `percent` (pairs, matchpoints), `imps` (teams; pairs with cross-IMPs).
 */
export const ScoreSheetSchema = z.object({
  kind: TableKindSchema,
  unit: z.enum(['points', 'percent', 'imps']),
  lines: z.array(ScoreLineSchema),
  totals: z.object({ NS: z.number(), EW: z.number() }),
  /** A sentence about the state of play (rubber games and part-scores, Chicago's next deal, match margin). */
  status: z.string(),
  statusDe: z.string(),
  over: z.boolean(),
});
export type ScoreSheet = z.infer<typeof ScoreSheetSchema>;

// ─── views and events ──────────────────────────────────────────────────────────────────────

const TrickSchema = z.object({ leader: SeatSchema, cards: z.array(CardSchema) });
const PlayedTrickSchema = TrickSchema.extend({ winner: SeatSchema });
const PendingSchema = z.object({
  by: SeatSchema,
  voters: z.array(SeatSchema),
  accepted: z.array(SeatSchema),
});
const HandsSchema = z.object({
  N: z.array(CardSchema).optional(),
  E: z.array(CardSchema).optional(),
  S: z.array(CardSchema).optional(),
  W: z.array(CardSchema).optional(),
});
const BoardResultSchema = z.union([
  z.object({ passedOut: z.literal(true) }),
  z.object({
    passedOut: z.literal(false),
    contract: z.object({ level: LevelSchema, strain: StrainSchema, risk: RiskSchema }),
    declarer: SeatSchema,
    tricks: z.number().int(),
    score: z.number(),
    nsScore: z.number(),
    claimed: z.boolean(),
  }),
]);

/** A seat's (or a kibitzer's) view of the board: the engine's `BoardView`, nothing added. */
export const BoardViewSchema = z.object({
  viewer: z.union([SeatSchema, z.literal('watcher')]),
  version: z.number().int(),
  board: z.number().int().nullable(),
  form: z.enum(['duplicate', 'rubber', 'chicago']),
  dealer: SeatSchema,
  vulnerability: VulnerabilitySchema,
  phase: z.enum(['auction', 'play', 'claim', 'over']),
  auction: z.object({ dealer: SeatSchema, calls: z.array(CallSchema) }),
  contract: ContractSchema.nullable(),
  dummy: SeatSchema.nullable(),
  turn: SeatSchema.nullable(),
  actor: SeatSchema.nullable(),
  hands: HandsSchema,
  trick: TrickSchema.nullable(),
  lastTrick: PlayedTrickSchema.nullable(),
  quittedTricks: z.array(z.object({ leader: SeatSchema, winner: SeatSchema })),
  tricksWon: z.object({ NS: z.number().int(), EW: z.number().int() }),
  claim: PendingSchema.extend({ tricks: z.number().int() }).nullable(),
  undo: PendingSchema.extend({ from: z.number().int() }).nullable(),
  deal: z
    .object({
      N: z.array(CardSchema),
      E: z.array(CardSchema),
      S: z.array(CardSchema),
      W: z.array(CardSchema),
    })
    .nullable(),
  tricks: z.array(PlayedTrickSchema).nullable(),
  result: BoardResultSchema.nullable(),
}) as unknown as z.ZodType<BoardView>;

/**
 * A table-mode view (the engine's `TableView`, `mode: 'table'`): the auction as placed calls,
 * penalty cards, pass duties, the pending decision with its explanation, the rulings. Sent as the
 * engine makes it; clients read it with `strictViewOf` (`@tenace/server/table-view`) where they
 * draw a strict board.
 */
export const TableViewSchema = z.looseObject({ mode: z.literal('table') }) as unknown as z.ZodType<TableView>;
/** The view of either mode: strict tables send `BoardView`, table-mode tables `TableView`. */
export const AnyViewSchema = z.union([TableViewSchema, BoardViewSchema]);

const EventHead = { v: z.number().int().min(1), seat: SeatSchema };
/** A board event (the engine's `BoardEvent`), or `{v}` alone for a viewer outside its audience. */
export const BoardEventSchema = z.union([
  z.object({ ...EventHead, type: z.literal('call'), call: CallSchema }),
  z.object({ ...EventHead, type: z.literal('play'), card: CardSchema, hand: SeatSchema }),
  z.object({ ...EventHead, type: z.literal('claim'), tricks: z.number().int() }),
  z.object({ ...EventHead, type: z.literal('acceptClaim') }),
  z.object({ ...EventHead, type: z.literal('rejectClaim') }),
  z.object({ ...EventHead, type: z.literal('withdrawClaim') }),
  z.object({ ...EventHead, type: z.literal('requestUndo') }),
  z.object({ ...EventHead, type: z.literal('acceptUndo'), undone: z.number().int().optional() }),
  z.object({ ...EventHead, type: z.literal('rejectUndo') }),
  z.object({ v: z.number().int().min(1) }),
]) as unknown as z.ZodType<BoardEvent | VersionOnly>;

/** A table-mode event (the engine's `TableEvent`: every action is public at a real table; `seat` may be `director`). */
export const TableEventSchema = z.looseObject({
  v: z.number().int().min(1),
  seat: z.union([SeatSchema, z.literal('director')]),
  type: z.string(),
}) as unknown as z.ZodType<TableEvent>;
/** An event of either mode. */
export const AnyEventSchema = z.union([BoardEventSchema, TableEventSchema]);

/** An action a seat may take; what `legal` lists. */
export const BoardActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('call'), call: CallSchema }),
  z.object({ type: z.literal('play'), card: CardSchema }),
  z.object({ type: z.literal('claim'), tricks: z.number().int().min(0).max(13) }),
  z.object({ type: z.literal('acceptClaim') }),
  z.object({ type: z.literal('rejectClaim') }),
  z.object({ type: z.literal('withdrawClaim') }),
  z.object({ type: z.literal('requestUndo') }),
  z.object({ type: z.literal('acceptUndo') }),
  z.object({ type: z.literal('rejectUndo') }),
]) as unknown as z.ZodType<BoardAction>;

/** A table-mode action the engine lists (`legalTableActions`): also `decide`, `expose`, `amendClaim`, `adjust`. */
export const TableActionSchema = z.looseObject({ type: z.string() }) as unknown as z.ZodType<TableAction>;
/** An action of either mode. */
export const AnyActionSchema = z.union([BoardActionSchema, TableActionSchema]);

/** An action as a client sends it: like `BoardAction`, but a call may be notation ('1NT'). */
export const ActionInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('call'), call: CallInputSchema }),
  z.object({ type: z.literal('play'), card: z.string().min(1).max(12) }),
  z.object({
    type: z.literal('claim'),
    tricks: z.number().int().min(0).max(13),
    /** Table mode: the line of play the claimer states (L68C), for the Director. */
    line: z.string().max(MAX_TEXT).optional(),
  }),
  /** Table mode: the answer to the pending decision, one of `view.decision.options` ('accept', 'forbid:H', 'tricks:9'). */
  z.object({ type: z.literal('decide'), option: z.string().min(1).max(32) }),
  /** Table mode: a defender's card seen (dropped, played with another); `deliberate` makes it a major penalty card. */
  z.object({
    type: z.literal('expose'),
    card: z.string().min(1).max(12),
    deliberate: z.boolean().optional(),
  }),
  /** Table mode, the Director only: attention is drawn to a revoke (corrected if not yet established). */
  z.object({ type: z.literal('noticeRevoke') }),
  /** Table mode, the Director only, after the board: a settled claim corrected (L69B, L71), in declarer's tricks. */
  z.object({ type: z.literal('amendClaim'), tricks: z.number().int().min(0).max(13) }),
  /** Table mode, the Director only, after the board: an adjusted result (L12C1), declarer's tricks in the contract played. */
  z.object({
    type: z.literal('adjust'),
    tricks: z.number().int().min(0).max(13),
    law: z.string().min(1).max(16).optional(),
  }),
  z.object({ type: z.literal('acceptClaim') }),
  z.object({ type: z.literal('rejectClaim') }),
  z.object({ type: z.literal('withdrawClaim') }),
  z.object({ type: z.literal('requestUndo') }),
  z.object({ type: z.literal('acceptUndo') }),
  z.object({ type: z.literal('rejectUndo') }),
]);
export type ActionInput = z.infer<typeof ActionInputSchema>;

// ─── Bid Whist views, events and actions ───────────────────────────────────────────────────

/** A whist card: a bridge card or a joker (`BJ` big, `LJ` little). */
export const WhistCardSchema = z
  .string()
  .regex(/^([SHDC][AKQJT98765432]|BJ|LJ)$/) as unknown as z.ZodType<WhistCard>;
/** A whist bid: books over six (3..7) and a type. */
export const WhistBidSchema = z.object({
  level: z.number().int().min(3).max(7),
  type: z.enum(['uptown', 'downtown', 'notrump']),
});
const DirectionSchema = z.enum(['uptown', 'downtown']);
const WhistSuitSchema = z.enum(['S', 'H', 'D', 'C']);
const WhistTrickSchema = z.object({ leader: SeatSchema, cards: z.array(WhistCardSchema) });
const PlayedWhistTrickSchema = WhistTrickSchema.extend({ winner: SeatSchema });
const WhistHandsSchema = z.object({
  N: z.array(WhistCardSchema).optional(),
  E: z.array(WhistCardSchema).optional(),
  S: z.array(WhistCardSchema).optional(),
  W: z.array(WhistCardSchema).optional(),
});
const WhistDeclarationSchema = z.object({ trump: WhistSuitSchema.nullable(), direction: DirectionSchema });
const PointsSchema = z.object({ NS: z.number(), EW: z.number() });
const WhistResultSchema = z.union([
  z.object({ passedOut: z.literal(true), dealer: SeatSchema }),
  z.object({
    passedOut: z.literal(false),
    dealer: SeatSchema,
    declarer: SeatSchema,
    bid: WhistBidSchema,
    declaration: WhistDeclarationSchema,
    books: z.number().int(),
    score: z.object({ declarers: z.number(), defenders: z.number(), boston: z.boolean() }),
    points: PointsSchema,
  }),
]);

/** The full house rules as the engine fills them in (`BidWhistRules`). */
export const WhistRulesSchema = WhistRulesInputSchema.required() as unknown as z.ZodType<BidWhistRules>;

/** A seat's (or a kibitzer's) view of a whist hand: the engine's `WhistView`, nothing added. */
export const WhistViewSchema = z.object({
  viewer: z.union([SeatSchema, z.literal('watcher')]),
  version: z.number().int(),
  rules: WhistRulesSchema,
  dealer: SeatSchema,
  phase: z.enum(['bidding', 'declare', 'discard', 'play', 'over']),
  bids: z.array(z.object({ seat: SeatSchema, bid: WhistBidSchema.nullable() })),
  high: z.object({ seat: SeatSchema, bid: WhistBidSchema }).nullable(),
  contract: z
    .object({ declarer: SeatSchema, bid: WhistBidSchema, declaration: WhistDeclarationSchema.nullable() })
    .nullable(),
  turn: SeatSchema.nullable(),
  hands: WhistHandsSchema,
  handSizes: z.object({ N: z.number().int(), E: z.number().int(), S: z.number().int(), W: z.number().int() }),
  kitty: z.array(WhistCardSchema).nullable(),
  discard: z.array(WhistCardSchema).nullable(),
  trick: WhistTrickSchema.nullable(),
  lastTrick: PlayedWhistTrickSchema.nullable(),
  tricks: z.array(PlayedWhistTrickSchema),
  books: PointsSchema,
  deal: z
    .object({
      N: z.array(WhistCardSchema),
      E: z.array(WhistCardSchema),
      S: z.array(WhistCardSchema),
      W: z.array(WhistCardSchema),
    })
    .nullable(),
  result: WhistResultSchema.nullable(),
}) as unknown as z.ZodType<WhistView>;

/** An action at a whist table, as the engine writes it (what `legal` lists). */
export const WhistActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bid'), bid: WhistBidSchema }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('declare'), trump: WhistSuitSchema.nullable(), direction: DirectionSchema }),
  z.object({ type: z.literal('discard'), cards: z.array(WhistCardSchema) }),
  z.object({ type: z.literal('play'), card: WhistCardSchema }),
]) as unknown as z.ZodType<WhistAction>;

/** A whist event (the engine's `WhistEvent`), or `{v}` alone for a viewer outside its audience (the discard). */
export const WhistEventSchema = z.union([
  z.object({ ...EventHead, type: z.literal('bid'), bid: WhistBidSchema }),
  z.object({ ...EventHead, type: z.literal('pass') }),
  z.object({
    ...EventHead,
    type: z.literal('declare'),
    trump: WhistSuitSchema.nullable(),
    direction: DirectionSchema,
  }),
  z.object({ ...EventHead, type: z.literal('discard'), cards: z.array(WhistCardSchema) }),
  z.object({ ...EventHead, type: z.literal('play'), card: WhistCardSchema }),
  z.object({ v: z.number().int().min(1) }),
]) as unknown as z.ZodType<WhistEvent | VersionOnly>;

/**
 * A whist action as a client sends it: a bid as the engine's object or notation ('4U', '5NT'),
 * cards as text ('SA', 'BJ'); the engine checks every value.
 */
export const WhistActionInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bid'), bid: z.union([z.string().min(1).max(16), WhistBidSchema]) }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('declare'), trump: WhistSuitSchema.nullable(), direction: DirectionSchema }),
  z.object({ type: z.literal('discard'), cards: z.array(z.string().min(1).max(4)).max(8) }),
  z.object({ type: z.literal('play'), card: z.string().min(1).max(4) }),
]);
export type WhistActionInput = z.infer<typeof WhistActionInputSchema>;

/** The game above the hands at a whist table: the running score to ±target, and how it ended. */
export const WhistGameSchema = z.object({
  scores: PointsSchema,
  target: z.number().int(),
  rounds: z.number().int().nullable(),
  /** Hands played (pass-outs under `allPass: 'redeal'` do not count). */
  played: z.number().int(),
  over: z.boolean(),
  winner: SideSchema.nullable(),
});
export type WhistGameInfo = z.infer<typeof WhistGameSchema>;

/** A bidder's own alert of his call: shown to the opponents and kibitzers, never to his partner. */
export const AlertSchema = z.object({ index: z.number().int().min(0), seat: SeatSchema, text: z.string() });
export type Alert = z.infer<typeof AlertSchema>;

/** The stop card after a jump bid: `seat` (the next to call) may not call before `until` (ms since 1970). */
export const StopCardSchema = z.object({
  seat: SeatSchema,
  until: z.number(),
  seconds: z.number(),
  /** The index in the auction of the jump bid. */
  index: z.number().int(),
});
export type StopCard = z.infer<typeof StopCardSchema>;

/** A line of table chat; `from` is a seat, a kibitzer, the table itself, or (table mode) the Director. */
export const ChatLineSchema = z.object({
  from: z.union([SeatSchema, z.literal('kibitzer'), z.literal('table'), z.literal('director')]),
  name: z.string().nullable(),
  text: z.string(),
  at: z.number(),
});
export type ChatLine = z.infer<typeof ChatLineSchema>;

// ─── client → server ───────────────────────────────────────────────────────────────────────

/**
 * The first message on a socket. With a seat token the connection acts for that seat; without
 * one it kibitzes (when the table allows it; `watch` picks the player to watch in `seat` mode).
 * `since` asks for the events after that point instead of the whole deal (reconnection).
 */
export const HelloSchema = z.object({
  type: z.literal('hello'),
  id: IdSchema,
  protocol: z.number().int().optional(),
  table: z.string().min(1).max(64),
  token: z.string().min(1).max(128).optional(),
  watch: SeatSchema.optional(),
  name: NameSchema.optional(),
  since: SinceSchema.optional(),
});

/** A call, card, claim, claim answer, undo request or undo answer for the connection's seat (declarer also for dummy). */
export const ActionMessageSchema = z.object({
  type: z.literal('action'),
  id: IdSchema,
  action: ActionInputSchema,
  /** With a call: the bidder's alert and explanation, for the opponents. */
  alert: TextSchema.optional(),
  /** The deal the client acts in; an action meant for an earlier deal is refused (STALE_DEAL). */
  deal: z.number().int().min(1).optional(),
  /**
   * Table mode: act as the Director (the director token's connection always does; the host when
   * he directs), or, by a connection that may direct, for an `empty` seat (face-to-face entry).
   */
  as: z.union([z.literal('director'), SeatSchema]).optional(),
});

/** A bid, pass, declaration, discard or card at a Bid Whist table, for the connection's seat. */
export const WhistActionMessageSchema = z.object({
  type: z.literal('whistAction'),
  id: IdSchema,
  action: WhistActionInputSchema,
  /** The hand the client acts in; an action meant for an earlier hand is refused (STALE_DEAL). */
  deal: z.number().int().min(1).optional(),
});

/** Asks for the events after `since` (and the current view), e.g. after a gap. */
export const SyncSchema = z.object({ type: z.literal('sync'), id: IdSchema, since: SinceSchema });

/** A line of table chat. */
export const ChatSchema = z.object({
  type: z.literal('chat'),
  id: IdSchema,
  text: z.string().trim().min(1).max(MAX_TEXT),
});

/**
 * Asks what a call of the current auction means (index into `auction.calls`): answered from the
 * bidder's partnership system and the bidder's own alert. Players ask about the opponents' calls.
 */
export const ExplainSchema = z.object({
  type: z.literal('explain'),
  id: IdSchema,
  index: z.number().int().min(0),
});

/** The host changes the table's settings (any subset). */
export const SettingsSchema = z.object({
  type: z.literal('settings'),
  id: IdSchema,
  settings: TableSettingsPatchSchema,
});

/** The host seats a robot, clears a seat, or opens it to a new person (a fresh token in `invite`). */
export const SeatMessageSchema = z.object({
  type: z.literal('seat'),
  id: IdSchema,
  seat: SeatSchema,
  occupant: OccupantSchema,
});

/**
 * Table mode, the host only: the host directs the table himself (`host`), a fresh director link
 * is made (`invite`, answered with `directorInvite`), or nobody directs (`none`: every decision
 * nobody at the table answers gets its documented default); an earlier director token stops working.
 */
export const DirectorMessageSchema = z.object({
  type: z.literal('director'),
  id: IdSchema,
  take: z.enum(['host', 'invite', 'none']),
});

/**
 * Table mode: the Director closes the finished board (after any adjustment, L12, or claim
 * correction, L69-71) and the next deal starts. `deal` guards against closing the wrong one.
 */
export const CloseBoardSchema = z.object({
  type: z.literal('closeBoard'),
  id: IdSchema,
  deal: z.number().int().min(1).optional(),
});

/** A player leaves the table for good: a robot takes the seat at once. */
export const LeaveSchema = z.object({ type: z.literal('leave'), id: IdSchema });

/** Keeps the socket alive and measures the round trip. */
export const PingSchema = z.object({ type: z.literal('ping'), id: IdSchema });

/** Every message a client may send. */
export const ClientMessageSchema = z.discriminatedUnion('type', [
  HelloSchema,
  ActionMessageSchema,
  WhistActionMessageSchema,
  SyncSchema,
  ChatSchema,
  ExplainSchema,
  SettingsSchema,
  SeatMessageSchema,
  DirectorMessageSchema,
  CloseBoardSchema,
  LeaveSchema,
  PingSchema,
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;
export type HelloMessage = z.infer<typeof HelloSchema>;
export type ActionMessage = z.infer<typeof ActionMessageSchema>;
export type WhistActionMessage = z.infer<typeof WhistActionMessageSchema>;

// ─── server → client ───────────────────────────────────────────────────────────────────────

/** Who a connection is: a seat (host or not) or a kibitzer (watching a seat or the public view). */
export const IdentitySchema = z.object({
  /** `director`: the connection came with a table-mode table's director token. */
  role: z.enum(['seat', 'kibitzer', 'director']),
  seat: SeatSchema.nullable(),
  /** The seat a kibitzer watches in `seat` mode. */
  watch: SeatSchema.nullable(),
  host: z.boolean(),
  /** Table mode: whether this connection may act as the Director (the director token, or the host who directs). */
  director: z.boolean().optional(),
});

/** The solver's line check of a disputed claim for the Director (`claimAid` of the engine), or why it failed. */
export const ClaimAidSchema = z.union([
  z.object({ ok: z.boolean(), ddTricks: z.number().int(), suggestion: z.string() }),
  z.object({ error: z.object({ code: z.string(), message: z.string(), messageDe: z.string() }) }),
]) as unknown as z.ZodType<ClaimAid | { error: { code: string; message: string; messageDe: string } }>;

/** Table mode, to connections that may direct: the Director's actions open now and the claim aid. */
const DirectorExtras = {
  directorLegal: z.array(AnyActionSchema).optional(),
  claimAid: ClaimAidSchema.optional(),
};
export type Identity = z.infer<typeof IdentitySchema>;

/** The answer to `hello`: everything a client needs to draw the table. */
export const WelcomeSchema = z.object({
  type: z.literal('welcome'),
  id: IdSchema,
  protocol: z.literal(PROTOCOL_VERSION),
  table: TableInfoSchema,
  you: IdentitySchema,
  /** The deal in play; null before the first deal and after the last. */
  deal: DealInfoSchema.nullable(),
  view: AnyViewSchema.nullable(),
  /** The events of the current deal (after `since` when the client gave one), as this viewer receives them. */
  events: z.array(AnyEventSchema),
  /** The actions this connection may take now (its seat's, declarer's also for dummy). */
  legal: z.array(AnyActionSchema),
  alerts: z.array(AlertSchema),
  stop: StopCardSchema.nullable(),
  scores: ScoreSheetSchema,
  chat: z.array(ChatLineSchema),
  /** Table mode: the deal is over and waits for the Director to close it (`closeBoard`). */
  closing: z.boolean().optional(),
  ...DirectorExtras,
});

/** A new deal begins. */
export const DealMessageSchema = z.object({
  type: z.literal('deal'),
  deal: DealInfoSchema,
  view: AnyViewSchema,
  legal: z.array(AnyActionSchema),
});

/** Something happened in the deal: the event as this viewer may see it, the new view, and the actions open now. */
export const EventMessageSchema = z.object({
  type: z.literal('event'),
  /** Only to the connection whose action caused the event: that action's `id`. */
  id: IdSchema,
  deal: z.number().int(),
  event: AnyEventSchema,
  view: AnyViewSchema,
  legal: z.array(AnyActionSchema),
  /** A call the bidder alerted (only to the opponents and kibitzers). */
  alert: AlertSchema.optional(),
  ...DirectorExtras,
});

/** The answer to `sync` (or a `hello` with `since`): the events after that point. */
export const EventsMessageSchema = z.object({
  type: z.literal('events'),
  id: IdSchema,
  deal: z.number().int(),
  events: z.array(AnyEventSchema),
  view: AnyViewSchema,
  legal: z.array(AnyActionSchema),
  ...DirectorExtras,
});

/** A deal is over: its result, the hand record's address and the score sheet. */
export const DealOverSchema = z.object({
  type: z.literal('dealOver'),
  deal: z.number().int(),
  view: AnyViewSchema,
  /** GET this path for the hand record (add `.pbn` or `.lin`). */
  record: z.string(),
  scores: ScoreSheetSchema,
  /**
   * Table mode with a Director: the board waits for him to close it; until then he may adjust the
   * result or correct a claim (his actions are in `directorLegal`, sent to him alone).
   */
  closing: z.boolean().optional(),
  ...DirectorExtras,
});

/** The score sheet changed (e.g. the other table of a team match finished a board). */
export const ScoresSchema = z.object({ type: z.literal('scores'), scores: ScoreSheetSchema });

/** The seats changed: someone joined, dropped, returned, or a robot stepped in. */
export const SeatsSchema = z.object({
  type: z.literal('seats'),
  seats: z.object({ N: SeatInfoSchema, E: SeatInfoSchema, S: SeatInfoSchema, W: SeatInfoSchema }),
  kibitzers: z.number().int(),
});

export const ChatOutSchema = z.object({ type: z.literal('chat'), line: ChatLineSchema });

/** The meaning of a call in the partnership's system, with the bidder's own alert text. */
export const ExplanationSchema = z.object({
  type: z.literal('explanation'),
  id: IdSchema,
  deal: z.number().int(),
  index: z.number().int(),
  seat: SeatSchema,
  call: CallSchema,
  system: z.string(),
  meaning: z.string(),
  meaningDe: z.string(),
  alert: z.string().nullable(),
});

/** The stop card is up (after a jump bid) or down (`stop: null`). */
export const StopMessageSchema = z.object({
  type: z.literal('stop'),
  deal: z.number().int(),
  stop: StopCardSchema.nullable(),
});

export const SettingsOutSchema = z.object({ type: z.literal('settings'), settings: TableSettingsSchema });

/** To the host: the token and link of a seat opened to a new person. */
export const InviteSchema = z.object({
  type: z.literal('invite'),
  id: IdSchema,
  seat: SeatSchema,
  token: z.string(),
  url: z.string(),
});

/** To the host: the token and link of a new Director of a table-mode table (`/t/<table>#token=<token>`). */
export const DirectorInviteSchema = z.object({
  type: z.literal('directorInvite'),
  id: IdSchema,
  token: z.string(),
  url: z.string(),
});

/** The table's last deal is over. */
export const TableOverSchema = z.object({ type: z.literal('tableOver'), scores: ScoreSheetSchema });

// Bid Whist tables answer `hello` with `whistWelcome` and send hands, events and results in
// these messages; `seats`, `chat`, `settings`, `invite`, `scores`, `tableOver`, `error` and
// `pong` are shared with bridge tables.

/** The answer to `hello` at a whist table: everything a client needs to draw it. */
export const WhistWelcomeSchema = z.object({
  type: z.literal('whistWelcome'),
  id: IdSchema,
  protocol: z.literal(PROTOCOL_VERSION),
  table: TableInfoSchema,
  you: IdentitySchema,
  /** The hand in play (`deal` counts the hands at this table); null before the first and after the last. */
  deal: DealInfoSchema.nullable(),
  view: WhistViewSchema.nullable(),
  /** The events of the current hand (after `since` when the client gave one), as this viewer receives them. */
  events: z.array(WhistEventSchema),
  legal: z.array(WhistActionSchema),
  scores: ScoreSheetSchema,
  game: WhistGameSchema,
  chat: z.array(ChatLineSchema),
});

/** A new whist hand is dealt. */
export const WhistHandMessageSchema = z.object({
  type: z.literal('whistHand'),
  deal: DealInfoSchema,
  view: WhistViewSchema,
  legal: z.array(WhistActionSchema),
});

/** Something happened in the whist hand: the event as this viewer may see it, the new view, the actions open now. */
export const WhistEventMessageSchema = z.object({
  type: z.literal('whistEvent'),
  id: IdSchema,
  deal: z.number().int(),
  event: WhistEventSchema,
  view: WhistViewSchema,
  legal: z.array(WhistActionSchema),
});

/** The answer to `sync` at a whist table: the events after that point. */
export const WhistEventsMessageSchema = z.object({
  type: z.literal('whistEvents'),
  id: IdSchema,
  deal: z.number().int(),
  events: z.array(WhistEventSchema),
  view: WhistViewSchema,
  legal: z.array(WhistActionSchema),
});

/** A whist hand is over: the view with every card shown, the WHN record's address, the running score. */
export const WhistHandOverSchema = z.object({
  type: z.literal('whistHandOver'),
  deal: z.number().int(),
  view: WhistViewSchema,
  /** GET this path with `.whn` added for the hand in the WHN text format. */
  record: z.string(),
  scores: ScoreSheetSchema,
  game: WhistGameSchema,
});

/** A request was refused or a frame was unreadable. Nothing changed. */
export const ErrorMessageSchema = z.object({
  type: z.literal('error'),
  id: IdSchema,
  code: z.string(),
  message: z.string(),
  messageDe: z.string(),
  seat: SeatSchema.optional(),
});

export const PongSchema = z.object({ type: z.literal('pong'), id: IdSchema, at: z.number() });

/** Every message the server sends. */
export const ServerMessageSchema = z.discriminatedUnion('type', [
  WelcomeSchema,
  DealMessageSchema,
  EventMessageSchema,
  EventsMessageSchema,
  DealOverSchema,
  ScoresSchema,
  SeatsSchema,
  ChatOutSchema,
  ExplanationSchema,
  StopMessageSchema,
  SettingsOutSchema,
  InviteSchema,
  DirectorInviteSchema,
  TableOverSchema,
  ErrorMessageSchema,
  PongSchema,
  WhistWelcomeSchema,
  WhistHandMessageSchema,
  WhistEventMessageSchema,
  WhistEventsMessageSchema,
  WhistHandOverSchema,
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;
export type WelcomeMessage = z.infer<typeof WelcomeSchema>;
export type EventMessage = z.infer<typeof EventMessageSchema>;
export type ErrorMessage = z.infer<typeof ErrorMessageSchema>;
export type WhistWelcomeMessage = z.infer<typeof WhistWelcomeSchema>;

// ─── HTTP lobby ────────────────────────────────────────────────────────────────────────────

const SeatsOccupantsSchema = z.object({
  N: OccupantSchema.optional(),
  E: OccupantSchema.optional(),
  S: OccupantSchema.optional(),
  W: OccupantSchema.optional(),
});

/**
 * POST /api/tables: a new table (two linked tables for `teams`). The creator takes `hostSeat`
 * (default South) and becomes the host; other seats are robots unless `seats` says otherwise.
 */
export const CreateTableSchema = z.object({
  kind: TableKindSchema,
  name: NameSchema.optional(),
  /** Any subset of the settings; a whist table's house rules go in `settings.whist`. */
  settings: TableSettingsSchema.partial().optional(),
  /** The creator's seat (default S); `none`: no host, every seat as `seats` says (robots only: a table to watch). */
  hostSeat: z.union([SeatSchema, z.literal('none')]).optional(),
  hostName: NameSchema.optional(),
  /** Table 1 (the only table, except in a team match); a human seat gets an invite token. */
  seats: SeatsOccupantsSchema.optional(),
  /** Teams: the seats of table 2 (default: robots). */
  seats2: SeatsOccupantsSchema.optional(),
  /** Pairs: join this existing session (its boards and its comparisons) instead of starting one. */
  session: z.string().max(64).optional(),
  /** Pairs: a stored field, North-South scores per board number, to compare with. */
  field: z
    .record(z.string().regex(/^[1-9][0-9]?$/), z.array(z.number().int().min(-7600).max(7600)).max(200))
    .optional(),
  /** Deals and robots from this seed instead of the CSPRNG (tests, replaying a set). */
  seed: z.string().min(1).max(64).optional(),
  /**
   * Table mode: who directs. `host` (the default when there is a host): the host's own connection
   * may act as Director; `invite`: a director token and link come back in `director`; `none`: no
   * Director, every decision nobody at the table answers gets its documented default.
   */
  director: z.enum(['host', 'invite', 'none']).optional(),
});
export type CreateTable = z.infer<typeof CreateTableSchema>;

/** A seat's secret token and the invite link that carries it (`/t/<table>#token=<token>`). */
export const SeatTokenSchema = z.object({
  table: z.string(),
  seat: SeatSchema,
  token: z.string(),
  url: z.string(),
});
export type SeatToken = z.infer<typeof SeatTokenSchema>;

/** The answer to POST /api/tables: the table(s) and a token for every human seat (the host's first). */
export const CreatedSchema = z.object({
  tables: z.array(TableInfoSchema),
  seats: z.array(SeatTokenSchema),
  /** Table mode with `director: 'invite'`: the Director's token and link. */
  director: z.object({ table: z.string(), token: z.string(), url: z.string() }).optional(),
});
export type Created = z.infer<typeof CreatedSchema>;

/** POST /api/tables/:id/join: take an empty or robot seat (the first free one when `seat` is absent). */
export const JoinSchema = z.object({ seat: SeatSchema.optional(), name: NameSchema.optional() });
export type Join = z.infer<typeof JoinSchema>;

/** A finished deal in GET /api/tables/:id/deals. */
export const DealSummarySchema = z.object({
  deal: DealInfoSchema,
  line: ScoreLineSchema,
  /** The hand record's path; add `.pbn` or `.lin`. */
  record: z.string(),
});
export type DealSummary = z.infer<typeof DealSummarySchema>;

// ─── errors ────────────────────────────────────────────────────────────────────────────────

/** Error codes of the server itself; an `error` message carries one of these or an engine `ErrorCode`. */
export type ServerErrorCode =
  | 'BAD_MESSAGE'
  | 'MESSAGE_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'TABLE_LIMIT'
  | 'HELLO_FIRST'
  | 'ALREADY_JOINED'
  | 'PROTOCOL_VERSION'
  | 'TABLE_NOT_FOUND'
  | 'BAD_TOKEN'
  | 'SEAT_TAKEN'
  | 'NOT_YOUR_SEAT'
  | 'NOT_HOST'
  | 'KIBITZERS_NOT_ALLOWED'
  | 'KIBITZER_CANNOT_ACT'
  | 'UNDO_NOT_ALLOWED'
  | 'STOP_CARD'
  | 'STALE_DEAL'
  | 'NO_DEAL'
  | 'BAD_INDEX'
  | 'TABLE_OVER'
  | 'SETTING_FIXED'
  | 'DEAL_NOT_OVER'
  | 'NOT_FOUND'
  | 'STORAGE_FAILED'
  | 'NOT_DIRECTOR'
  | 'NOT_TABLE_MODE'
  | 'NOTHING_TO_CLOSE'
  | 'WRONG_GAME';

/** Any code an `error` message may carry. */
export type ProtocolErrorCode = ErrorCode | ServerErrorCode;

/** The seats in clockwise order, for clients that need no engine import. */
export const PROTOCOL_SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
