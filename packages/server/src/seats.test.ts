import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SeatConnection, SeatRoster, type StoredSeat } from './seats.js';

const seat = (occupant: StoredSeat['occupant'], tokenHash: string | null = null): StoredSeat => ({
  occupant,
  name: null,
  tokenHash,
});

function connection(): SeatConnection & { closed: string[] } {
  const closed: string[] = [];
  return {
    table: 'the table',
    socket: { close: (code, reason) => closed.push(`${code} ${reason}`) },
    closed,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the seat roster', () => {
  it('gives a newcomer an empty seat first, then a robot seat, never a person', () => {
    const roster = new SeatRoster({
      N: seat('human', 'h'),
      E: seat('robot'),
      S: seat('empty'),
      W: seat('robot'),
    });
    expect(roster.freeSeat()).toBe('S');
    expect(roster.freeSeat('E')).toBe('E');
    expect(roster.freeSeat('N')).toBeNull();
    expect(roster.seatOfHash('h')).toBe('N');
    expect(roster.seatOfHash('x')).toBeNull();
    roster.give('S', 'robot', null);
    roster.give('E', 'human', 'e', 'Erika');
    expect(roster.freeSeat()).toBe('S');
    expect(roster.stored()).toEqual({
      N: seat('human', 'h'),
      E: { occupant: 'human', name: 'Erika', tokenHash: 'e' },
      S: seat('robot'),
      W: seat('robot'),
    });
  });

  it('closes the connection of a seat given away', () => {
    const roster = new SeatRoster<ReturnType<typeof connection>>({
      N: seat('human', 'old'),
      E: seat('robot'),
      S: seat('robot'),
      W: seat('robot'),
    });
    const c = connection();
    roster.seats.N.connection = c;
    roster.give('N', 'human', 'new');
    expect(c.closed).toEqual(['4002 the seat was given to someone else']);
    expect(c.table).toBeNull();
    expect(roster.seatOfHash('old')).toBeNull();
    expect(roster.infos().N).toMatchObject({ occupant: 'human', connected: false, robotStandIn: false });
  });

  it('holds a dropped player for the grace time, then a robot stands in until the player returns', () => {
    vi.useFakeTimers();
    const roster = new SeatRoster({
      N: seat('human', 'h'),
      E: seat('robot'),
      S: seat('robot'),
      W: seat('robot'),
    });
    let standIns = 0;
    roster.hold('N', 1_000, 5_000, () => standIns++);
    expect(roster.infos().N.heldUntil).toBe(6_000);
    expect(roster.robotPlays('N')).toBe(false);
    vi.advanceTimersByTime(4_999);
    expect(standIns).toBe(0);
    vi.advanceTimersByTime(1);
    expect(standIns).toBe(1);
    expect(roster.robotPlays('N')).toBe(true);
    expect(roster.infos().N).toMatchObject({ robotStandIn: true, heldUntil: null });
    // A player back within the grace time keeps the seat: no robot.
    roster.hold('N', 10_000, 5_000, () => standIns++);
    roster.clearHold('N');
    vi.advanceTimersByTime(10_000);
    expect(standIns).toBe(1);
    // Robots' seats are not held.
    roster.hold('E', 0, 5_000, () => standIns++);
    expect(roster.infos().E.heldUntil).toBeNull();
  });
});
