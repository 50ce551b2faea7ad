// Entry of a browser pool worker (a module Web Worker): answers task messages from the pool.
import { answer, type PoolMessage, type ReplyMessage } from './protocol.js';

interface WorkerScope {
  onmessage: ((event: { readonly data: PoolMessage }) => void) | null;
  postMessage(message: ReplyMessage): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => {
  const reply = answer(event.data);
  if (reply !== null) scope.postMessage(reply);
};
