import { partnerOf, type Seat, seatAfter } from '@tenace/engine';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { type OutgoingMessage, socketUrl, TableConnection } from '../net/connection.js';
import { INITIAL_TABLE_STATE, reduceTable, sinceOf, type TableState } from '../net/table-state.js';
import { usePrefs } from '../prefs.js';

type Action =
  | { kind: 'msg'; msg: Parameters<typeof reduceTable>[1] }
  | { kind: 'status'; status: TableState['status'] };

/** The calls whose explanation this viewer may ask for: the opponents' (a kibitzer: all). */
export function explainable(state: TableState): number[] {
  const view = state.view;
  if (view === null) return [];
  const me: Seat | null = state.you?.role === 'seat' ? state.you.seat : null;
  const out: number[] = [];
  view.auction.calls.forEach((_, i) => {
    const bidder = seatAfter(view.auction.dealer, i);
    if (me === null || (bidder !== me && bidder !== partnerOf(me))) out.push(i);
  });
  return out;
}

/** Connects to a table and keeps its state; returns the state and a sender for client messages. */
export function useTable(
  table: string,
  token: string | null,
): [TableState, (msg: OutgoingMessage) => void, () => void] {
  const { prefs } = usePrefs();
  const lang = prefs.lang;
  const [state, dispatch] = useReducer(
    (s: TableState, a: Action) =>
      a.kind === 'status' ? { ...s, status: a.status } : reduceTable(s, a.msg, lang),
    INITIAL_TABLE_STATE,
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  const conn = useRef<TableConnection | null>(null);
  const asked = useRef(new Set<string>());

  useEffect(() => {
    const c = new TableConnection({
      url: socketUrl(window.location),
      table,
      token: token ?? undefined,
      name: undefined,
      since: () => sinceOf(stateRef.current),
      onMessage: (msg) => dispatch({ kind: 'msg', msg }),
      onStatus: (status) => dispatch({ kind: 'status', status }),
    });
    conn.current = c;
    c.open();
    return () => c.close();
  }, [table, token]);

  // A skipped version means a lost event: ask for everything after the last one seen.
  useEffect(() => {
    const since = sinceOf(state);
    if (state.gap && since !== undefined) conn.current?.send({ type: 'sync', since });
  }, [state]);

  // Ask for the meaning of each opponent's call once, as it appears.
  useEffect(() => {
    if (state.status !== 'open' || state.deal === null) return;
    for (const index of explainable(state)) {
      const key = `${state.deal.deal}:${index}:${lang}`;
      if (asked.current.has(key)) continue;
      asked.current.add(key);
      conn.current?.send({ type: 'explain', index });
    }
  }, [state, lang]);

  const send = useCallback((msg: OutgoingMessage) => {
    conn.current?.send(msg);
  }, []);
  const drop = useCallback(() => conn.current?.drop(), []);
  return [state, send, drop];
}
