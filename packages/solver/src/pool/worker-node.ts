/// <reference types="node" />
// Entry of a Node pool worker (worker_threads): answers task messages from the pool.
import { parentPort } from 'node:worker_threads';
import { answer, type PoolMessage } from './protocol.js';

if (parentPort === null) throw new Error('worker-node.js runs as a worker thread of a solver pool');
const port = parentPort;
port.on('message', (message: PoolMessage) => {
  const reply = answer(message);
  if (reply !== null) port.postMessage(reply);
});
