import { SEATS, type Seat } from '@tenace/engine';
import type { Occupant, SeatInfo } from './protocol.js';

// The four seats of a table, the same for every game a table actor plays: who sits where, the
// hash of each seat's token, the connection, and the grace time after a drop before a robot
// stands in. The actor owns the roster and calls it from its mailbox; the roster never talks to
// sockets except to close a connection whose seat was given away.

/** What a seat's connection must offer the roster: its socket, and its link to the table. */
export interface SeatConnection {
  table: unknown;
  readonly socket: { close(code: number, reason: string): void };
}

/** The stored form of a seat. */
export interface StoredSeat {
  occupant: Occupant;
  name: string | null;
  tokenHash: string | null;
}

/** A seat as the table keeps it: who sits there, the hash of its token, its connection. */
export interface SeatState<C extends SeatConnection = SeatConnection> extends StoredSeat {
  connection: C | null;
  /** The player dropped and the grace time ran out: a robot plays until the player returns. */
  standIn: boolean;
  heldUntil: number | null;
  timer: NodeJS.Timeout | null;
}

/** The four seats of one table. */
export class SeatRoster<C extends SeatConnection> {
  readonly seats: Record<Seat, SeatState<C>>;

  constructor(stored: Readonly<Record<Seat, StoredSeat>>) {
    this.seats = Object.fromEntries(
      SEATS.map((s) => [
        s,
        {
          occupant: stored[s].occupant,
          name: stored[s].name,
          tokenHash: stored[s].tokenHash,
          connection: null,
          standIn: false,
          heldUntil: null,
          timer: null,
        },
      ]),
    ) as Record<Seat, SeatState<C>>;
  }

  /** The seat whose token has this hash, or null. */
  seatOfHash(hash: string): Seat | null {
    return SEATS.find((s) => this.seats[s].tokenHash === hash) ?? null;
  }

  /** The first seat a newcomer may take: an empty one, else one a robot holds. */
  freeSeat(wanted?: Seat): Seat | null {
    const free = (s: Seat) => this.seats[s].occupant !== 'human';
    if (wanted !== undefined) return free(wanted) ? wanted : null;
    return (
      SEATS.find((s) => this.seats[s].occupant === 'empty') ??
      SEATS.find((s) => this.seats[s].occupant === 'robot') ??
      null
    );
  }

  /** Whether a robot acts for `seat`: a robot's seat, or a dropped player's after the grace time. */
  robotPlays(seat: Seat): boolean {
    const s = this.seats[seat];
    return s.occupant === 'robot' || (s.occupant === 'human' && s.standIn);
  }

  /** Gives a seat to someone new; whoever was connected there is disconnected. */
  give(seat: Seat, occupant: Occupant, tokenHash: string | null, name: string | null = null): void {
    const s = this.seats[seat];
    const old = s.connection;
    s.occupant = occupant;
    s.tokenHash = tokenHash;
    s.name = name;
    s.connection = null;
    s.standIn = false;
    this.clearHold(seat);
    if (old !== null) {
      old.table = null;
      old.socket.close(4002, 'the seat was given to someone else');
    }
  }

  /**
   * A player's connection dropped: the seat is held for `graceMs`, then a robot stands in
   * (`onStandIn` tells the table) until the player returns.
   */
  hold(seat: Seat, now: number, graceMs: number, onStandIn: () => void): void {
    const s = this.seats[seat];
    this.clearHold(seat);
    if (s.occupant !== 'human') return;
    s.heldUntil = now + graceMs;
    s.timer = setTimeout(() => {
      s.timer = null;
      if (s.connection !== null || s.occupant !== 'human') return;
      s.standIn = true;
      s.heldUntil = null;
      onStandIn();
    }, graceMs);
  }

  /** Ends a seat's grace time (the player returned, or the seat changed hands). */
  clearHold(seat: Seat): void {
    const s = this.seats[seat];
    if (s.timer !== null) clearTimeout(s.timer);
    s.timer = null;
    s.heldUntil = null;
  }

  /** The seats as the lobby and the players see them. */
  infos(): Record<Seat, SeatInfo> {
    const out = {} as Record<Seat, SeatInfo>;
    for (const seat of SEATS) {
      const s = this.seats[seat];
      out[seat] = {
        occupant: s.occupant,
        name: s.name,
        connected: s.connection !== null,
        robotStandIn: s.standIn,
        heldUntil: s.heldUntil,
      };
    }
    return out;
  }

  /** The seats as stored. */
  stored(): Record<Seat, StoredSeat> {
    return Object.fromEntries(
      SEATS.map((s) => [
        s,
        { occupant: this.seats[s].occupant, name: this.seats[s].name, tokenHash: this.seats[s].tokenHash },
      ]),
    ) as Record<Seat, StoredSeat>;
  }

  /** Stops every grace timer (the table is disposed). */
  dispose(): void {
    for (const seat of SEATS) this.clearHold(seat);
  }
}
