import type { Call } from '../bridge/call.js';
import type { Contract, ContractWithDeclarer } from '../bridge/contract.js';
import type { Card, Deal, Seat, Side, Strain, Vulnerability } from '../cards/types.js';

/**
 * One tag pair as it stood in the file (after "#" / "##" inheritance), in file order.
 * `section` holds the data lines that followed a table tag (e.g. OptimumResultTable), one
 * string per line with its tokens separated by single spaces.
 */
export interface RecordTag {
  readonly name: string;
  readonly value: string;
  readonly section?: readonly string[];
}

/**
 * One call of a recorded auction. `alert` marks an alerted call (LIN `!`; in PBN a note
 * reference marks the alert, PBN 3.5.4). `note` is its explanation (PBN `[Note "n:text"]`,
 * LIN `an`). `nags` are PBN annotation glyphs, suffixes already turned into NAGs ($1..$6).
 */
export interface RecordCall {
  readonly call: Call;
  readonly alert?: boolean;
  readonly note?: string;
  readonly nags?: readonly number[];
}

export interface RecordAuction {
  /** The seat that made the first call. */
  readonly dealer: Seat;
  readonly calls: readonly RecordCall[];
}

/** A note or annotation glyphs on one played card: `trick` and `index` count from 0, in play order. */
export interface PlayAnnotation {
  readonly trick: number;
  readonly index: number;
  readonly note?: string;
  readonly nags?: readonly number[];
}

export interface RecordPlay {
  /** The opening leader. */
  readonly leader: Seat;
  /** Tricks in the order they were played, each trick's cards in play order (leader first). The last may be partial. */
  readonly tricks: readonly (readonly Card[])[];
  readonly annotations?: readonly PlayAnnotation[];
}

/** One part of a score tag: points for a side, or for declarer when `side` is absent ("620", "NS 620", "EW -100"). */
export interface RecordScorePart {
  readonly side?: Side;
  readonly points: number;
}

/** A score tag value: one part, or two ("NS 620 EW -620"). */
export type RecordScore = readonly RecordScorePart[];

/** Double-dummy tricks for each declarer and strain, 0..13. */
export type DdTricks = Readonly<Record<Seat, Readonly<Record<Strain, number>>>>;

/** One par contract: who declares it (a side or a seat), the contract and the tricks over (+) or under (-) the book. */
export interface ParContractEntry {
  readonly by: Side | Seat;
  readonly contract: Contract;
  readonly overtricks?: number;
}

/**
 * A board as a hand record, independent of the game engine: what PBN and LIN files say about
 * one deal at one table. Fields hold the interpreted values; `tags` keeps every tag pair as read
 * so that nothing is lost. Writers take the fields first and fall back on `tags`.
 */
export interface BoardRecord {
  readonly tags: readonly RecordTag[];
  readonly board?: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** The hands; an unknown hand is empty, a partial hand holds fewer than 13 cards. */
  readonly deal: Deal;
  readonly event?: string;
  readonly site?: string;
  readonly date?: string;
  readonly scoring?: string;
  readonly players?: Readonly<Partial<Record<Seat, string>>>;
  readonly auction?: RecordAuction;
  readonly contract?: ContractWithDeclarer | 'passed out';
  readonly play?: RecordPlay;
  /** Total tricks for declarer agreed by a claim (LIN `mc`; PBN: Result of a play section ended by `*`). */
  readonly claim?: number;
  /** Tricks taken by declarer. */
  readonly result?: number;
  readonly score?: RecordScore;
  readonly ddTricks?: DdTricks;
  readonly optimumScore?: RecordScore;
  /** Par contracts; an empty list means par is a pass-out. */
  readonly parContract?: readonly ParContractEntry[];
  readonly comments?: readonly string[];
}

/** The value of a tag in a record (first occurrence), or undefined. */
export function recordTagValue(record: BoardRecord, name: string): string | undefined {
  return record.tags.find((t) => t.name === name)?.value;
}
