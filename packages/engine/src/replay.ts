import { fail, ok, type Result } from './errors.js';

/** What every game's event carries: its version in the log, who acted, and what kind it is. */
export interface LoggedEvent<Actor> {
  readonly v: number;
  readonly seat: Actor;
  readonly type: string;
}

/** One step of a game: the state after an action and the event it records. */
export interface LoggedStep<State, Event> {
  readonly state: State;
  readonly event: Event;
}

/**
 * The fold behind every game's replay (rule 2 of the house: state = replay(events)), checking
 * every event again: versions 1, 2, 3…, each action legal where it stands, and each event exactly
 * what its action produces. Events that came back from JSON storage compare by content, so key
 * order and keys holding `undefined` do not matter.
 */
export function replayLog<State, Action, Actor, Event extends LoggedEvent<Actor>>(
  start: Result<State>,
  events: readonly Event[],
  apply: (state: State, seat: Actor, action: Action) => Result<LoggedStep<State, Event>>,
  actionOf: (event: Event) => Action,
): Result<State> {
  if (!start.ok) return start;
  if (!Array.isArray(events)) {
    return fail('BAD_EVENT', 'The events must be a list', 'Die Ereignisse müssen eine Liste sein');
  }
  let state = start.value;
  for (const [i, event] of events.entries()) {
    const v = i + 1;
    if (typeof event !== 'object' || event === null || event.v !== v) {
      return fail(
        'BAD_EVENT',
        `Event ${v} is missing or out of order (expected version ${v})`,
        `Ereignis ${v} fehlt oder steht an falscher Stelle (erwartet: Version ${v})`,
      );
    }
    const next = apply(state, event.seat, actionOf(event));
    if (!next.ok) {
      return fail(
        'BAD_EVENT',
        `Event ${v} (${String(event.type)}) cannot be replayed: ${next.error.message}`,
        `Ereignis ${v} (${String(event.type)}) lässt sich nicht nachspielen: ${next.error.messageDe}`,
        next.error.seat === undefined ? {} : { seat: next.error.seat },
      );
    }
    if (!sameContent(next.value.event, event)) {
      return fail(
        'BAD_EVENT',
        `Event ${v} (${String(event.type)}) does not match what its action produces`,
        `Ereignis ${v} (${String(event.type)}) passt nicht zu dem, was seine Aktion ergibt`,
      );
    }
    state = next.value.state;
  }
  return ok(state);
}

/** Equal as JSON data: same values, key order and `undefined` keys aside. */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const ka = Object.keys(ra).filter((k) => ra[k] !== undefined);
  const kb = Object.keys(rb).filter((k) => rb[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameContent(ra[k], rb[k]));
}
