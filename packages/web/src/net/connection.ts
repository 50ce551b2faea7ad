import type { ClientMessage, ServerMessage, Since } from '@tenace/server/protocol';

// One WebSocket to the table server, kept open: after a drop it reconnects with growing pauses
// (0.5 s doubling up to 8 s) and says hello again with `since`, so the server sends only the
// events after the last one this client saw (docs/protocol.md, "Versions and reconnection").

/** What the connection needs from the page: where to connect and whom to tell. */
export interface ConnectionOptions {
  readonly url: string;
  readonly table: string;
  readonly token: string | undefined;
  readonly name: string | undefined;
  /** Called for every message the server sends. */
  readonly onMessage: (msg: ServerMessage) => void;
  readonly onStatus: (status: 'connecting' | 'open' | 'reconnecting' | 'closed') => void;
  /** The point after which events are wanted, asked for on each (re)connection. */
  readonly since: () => Since | undefined;
  /** A socket factory; tests pass their own. */
  readonly socket?: (url: string) => WebSocket;
}

/** The pause before reconnection attempt `n` (0-based): 0.5 s doubling to at most 8 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(8000, 500 * 2 ** attempt);
}

/** A table connection that survives dropped sockets. */
export class TableConnection {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private closed = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private nextId = 1;

  constructor(private readonly options: ConnectionOptions) {}

  /** Opens the socket (and keeps reopening it until `close`). */
  open(): void {
    this.closed = false;
    this.connect();
  }

  /** Sends a message; returns its request id, or null when the socket is not open. */
  send(msg: OutgoingMessage): number | null {
    if (this.ws === null || this.ws.readyState !== 1) return null;
    const id = this.nextId++;
    this.ws.send(JSON.stringify({ ...msg, id }));
    return id;
  }

  /** Closes for good: no reconnection. */
  close(): void {
    this.closed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.ws?.close(1000);
    this.ws = null;
    this.options.onStatus('closed');
  }

  /** Drops the socket as a network failure would (reconnection follows); for tests and the debug menu. */
  drop(): void {
    this.ws?.close(4000);
  }

  private connect(): void {
    const make = this.options.socket ?? ((url: string) => new WebSocket(url));
    const ws = make(this.options.url);
    this.ws = ws;
    this.options.onStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    ws.onopen = () => {
      this.attempt = 0;
      const since = this.options.since();
      const hello: Record<string, unknown> = { type: 'hello', table: this.options.table, protocol: 1 };
      if (this.options.token !== undefined) hello.token = this.options.token;
      if (this.options.name !== undefined) hello.name = this.options.name;
      if (since !== undefined) hello.since = since;
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = (e: MessageEvent) => {
      let msg: ServerMessage;
      try {
        msg = JSON.parse(String(e.data)) as ServerMessage;
      } catch {
        return;
      }
      if (msg.type === 'welcome' || msg.type === 'whistWelcome') this.options.onStatus('open');
      this.options.onMessage(msg);
    };
    ws.onclose = (e: CloseEvent) => {
      if (this.ws !== ws) return;
      this.ws = null;
      // 4001: the seat was taken over by a newer connection with the same token; do not fight it.
      if (this.closed || e.code === 4001) {
        this.options.onStatus('closed');
        return;
      }
      this.options.onStatus('reconnecting');
      this.timer = setTimeout(() => this.connect(), reconnectDelay(this.attempt++));
    };
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A client message as the page writes it; the connection adds the request id. */
export type OutgoingMessage = DistributiveOmit<ClientMessage, 'id'>;

/** The WebSocket address of the server that served this page. */
export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}
