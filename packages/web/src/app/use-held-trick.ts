import type { Seat } from '@tenace/engine';
import { useEffect, useState } from 'react';

/** How long a completed trick stays on the table after the next lead has come (ms). */
export const HOLD_MS = 1200;

/** The trick to draw in the middle of the table and the seat that won it (null while it runs). */
export interface HeldTrick<T> {
  readonly shown: T | null;
  readonly winner: Seat | null;
}

/**
 * A completed trick stays in the middle until the next lead (L66) and, so that nobody misses
 * the fourth card when a robot leads at once, for a moment after it was completed. `completed`
 * is the trick completed last as the state keeps it; `current` the trick in progress and `last`
 * the view's last trick (shown until the next lead). Bridge and whist tricks alike.
 */
export function useHeldTrick<
  C extends { readonly cards: readonly unknown[] },
  P extends { readonly winner: Seat },
>(
  completed: { readonly trick: P; readonly number: number } | null,
  current: C | null,
  last: P | null,
): HeldTrick<C | P> {
  const completedNo = completed?.number ?? 0;
  const [held, setHeld] = useState(0);
  useEffect(() => {
    if (completedNo === 0) return;
    setHeld(completedNo);
    const timer = setTimeout(() => setHeld(0), HOLD_MS);
    return () => clearTimeout(timer);
  }, [completedNo]);
  if (held !== 0 && held === completedNo && completed !== null) {
    return { shown: completed.trick, winner: completed.trick.winner };
  }
  const running = current !== null && current.cards.length > 0 ? current : null;
  return running !== null ? { shown: running, winner: null } : { shown: last, winner: last?.winner ?? null };
}
