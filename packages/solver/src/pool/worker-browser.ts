// Entry of a browser pool worker (a module Web Worker): answers task messages from the pool.
import { answer, type ReplyMessage, type TaskMessage } from './protocol.js';

interface WorkerScope {
  onmessage: ((event: { readonly data: TaskMessage }) => void) | null;
  postMessage(message: ReplyMessage): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => scope.postMessage(answer(event.data));
