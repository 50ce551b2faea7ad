import type { VersionOnly, WhistAction, WhistEvent, WhistView } from '@tenace/engine';
import { baselineWhistRobot, type WhistRobot } from '@tenace/robots';
import type { ServerMessage } from './protocol.js';
import type { TestClient } from './testing.js';

// A scripted Bid Whist player for the server's tests: it acts for its seat whenever the server
// offers it something to do, deciding with a whist robot from what the server sent it (its own
// view, its legal actions and the events as received), so it too sees only its seat.

/**
 * Plays a whist seat over the socket until stopped. `stopAt`: a hand version at which it stops
 * acting (tests that interrupt a hand). Returns a function that stops it.
 */
export function playWhistSeat(
  client: TestClient,
  options: { robot?: WhistRobot; stopAt?: number } = {},
): () => void {
  const robot = options.robot ?? baselineWhistRobot();
  let deal = 0;
  let view: WhistView | null = null;
  let legal: readonly WhistAction[] = [];
  let events: (WhistEvent | VersionOnly)[] = [];
  let actedAt = '';
  let stopped = false;
  const consider = () => {
    if (stopped || view === null || legal.length === 0 || view.phase === 'over') return;
    if (options.stopAt !== undefined && view.version >= options.stopAt) return;
    const key = `${deal}:${view.version}`;
    if (actedAt === key) return;
    actedAt = key;
    const action = robot.decide({ view, legal, events });
    client.send({ type: 'whistAction', deal, action });
  };
  const take = (m: ServerMessage): boolean => {
    switch (m.type) {
      case 'whistWelcome':
        if (m.deal === null || m.view === null) return false;
        deal = m.deal.deal;
        view = m.view;
        legal = m.legal;
        events = [...m.events];
        return true;
      case 'whistHand':
        deal = m.deal.deal;
        view = m.view;
        legal = m.legal;
        events = [];
        return true;
      case 'whistEvent':
        if (m.deal !== deal) return false;
        events.push(m.event);
        view = m.view;
        legal = m.legal;
        return true;
      case 'error':
        actedAt = '';
        return false;
      default:
        return false;
    }
  };
  for (const m of client.messages) take(m);
  client.onMessage((m) => {
    if (take(m)) consider();
  });
  consider();
  return () => {
    stopped = true;
  };
}
