import type { ServerMessage, Since } from '@tenace/server/protocol';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { type OutgoingMessage, socketUrl, TableConnection } from '../net/connection.js';
import type { RoomState } from '../net/room-state.js';

// The connection of a table screen, whatever the game: the socket with its reconnection, the
// state folded from the server's messages by the game's reducer, and a sync request whenever an
// event skipped versions.

type Dispatch = { kind: 'msg'; msg: ServerMessage } | { kind: 'status'; status: RoomState['status'] };

/** What a table screen gets: its state, a sender for client messages, and a drop of the socket (tests). */
export type Room<S> = readonly [S, (msg: OutgoingMessage) => void, () => void];

/**
 * Connects to `table` (with a seat's `token`, or as a kibitzer) and keeps its state, folded by
 * `reduce` from `initial`; `since` says where the client's knowledge ends, for reconnections and
 * gaps. `reduce` may change with the player's language; the connection does not.
 */
export function useRoom<S extends RoomState>(
  table: string,
  token: string | null,
  reduce: (state: S, msg: ServerMessage) => S,
  initial: S,
  since: (state: S) => Since | undefined,
): Room<S> {
  const [state, dispatch] = useReducer(
    (s: S, a: Dispatch): S => (a.kind === 'status' ? { ...s, status: a.status } : reduce(s, a.msg)),
    initial,
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  const sinceRef = useRef(since);
  sinceRef.current = since;
  const conn = useRef<TableConnection | null>(null);

  useEffect(() => {
    const c = new TableConnection({
      url: socketUrl(window.location),
      table,
      token: token ?? undefined,
      name: undefined,
      since: () => sinceRef.current(stateRef.current),
      onMessage: (msg) => dispatch({ kind: 'msg', msg }),
      onStatus: (status) => dispatch({ kind: 'status', status }),
    });
    conn.current = c;
    c.open();
    return () => c.close();
  }, [table, token]);

  // A skipped version means a lost event: ask for everything after the last one seen.
  useEffect(() => {
    const after = sinceRef.current(state);
    if (state.gap && after !== undefined) conn.current?.send({ type: 'sync', since: after });
  }, [state]);

  const send = useCallback((msg: OutgoingMessage) => {
    conn.current?.send(msg);
  }, []);
  const drop = useCallback(() => conn.current?.drop(), []);
  return [state, send, drop];
}
