/// <reference lib="webworker" />
import { par, playTrace } from '@tenace/solver';
import type { DdReply, DdRequest } from './dd-messages.js';

// The double-dummy analysis of a finished deal runs here, off the page's thread: a DD table takes
// seconds in plain TypeScript and must not freeze the table.

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<DdRequest>) => {
  const req = e.data;
  const reply = (r: DdReply) => scope.postMessage(r);
  const p = par(req.deal, req.vulnerability, req.dealer);
  if (!p.ok) {
    reply({ type: 'error', message: p.error.message });
    return;
  }
  reply({ type: 'table', dd: p.value.table, par: { score: p.value.score, contracts: p.value.contracts } });
  if (req.strain === null || req.leader === null || req.cards.length === 0) return;
  const trace = playTrace(req.deal, req.strain, req.leader, req.cards);
  if (!trace.ok) {
    reply({ type: 'error', message: trace.error.message });
    return;
  }
  reply({ type: 'trace', trace: trace.value });
};
