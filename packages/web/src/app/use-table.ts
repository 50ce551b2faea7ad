import { partnerOf, type Seat, seatAfter } from '@tenace/engine';
import type { ServerMessage } from '@tenace/server/protocol';
import { useCallback, useEffect, useRef } from 'react';
import type { OutgoingMessage } from '../net/connection.js';
import { INITIAL_TABLE_STATE, reduceTable, sinceOf, type TableState } from '../net/table-state.js';
import { usePrefs } from '../prefs.js';
import { useRoom } from './use-room.js';

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
  const reduce = useCallback((s: TableState, msg: ServerMessage) => reduceTable(s, msg, lang), [lang]);
  const [state, send, drop] = useRoom(table, token, reduce, INITIAL_TABLE_STATE, sinceOf);
  const asked = useRef(new Set<string>());

  // Ask for the meaning of each opponent's call once, as it appears.
  useEffect(() => {
    if (state.status !== 'open' || state.deal === null) return;
    for (const index of explainable(state)) {
      const key = `${state.deal.deal}:${index}:${lang}`;
      if (asked.current.has(key)) continue;
      asked.current.add(key);
      send({ type: 'explain', index });
    }
  }, [state, lang, send]);

  return [state, send, drop];
}
