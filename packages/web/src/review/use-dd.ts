import { useEffect, useState } from 'react';
import type { DdTricks, ParInfo } from '../view/review-view.js';
import type { DdReply, DdRequest } from './dd-messages.js';

/** The double-dummy analysis of a deal as it arrives from the worker. */
export interface DdAnalysis {
  readonly dd: DdTricks | null;
  readonly par: ParInfo | null;
  readonly trace: readonly number[] | null;
  readonly error: string | null;
  readonly busy: boolean;
}

const EMPTY: DdAnalysis = { dd: null, par: null, trace: null, error: null, busy: false };

/** Runs the analysis of `request` in a Web Worker (one per deal reviewed) and follows its answers. */
export function useDdAnalysis(request: DdRequest | null): DdAnalysis {
  const [state, setState] = useState<DdAnalysis>(EMPTY);
  const key = request === null ? '' : JSON.stringify(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `request`'s content
  useEffect(() => {
    if (request === null) {
      setState(EMPTY);
      return;
    }
    setState({ ...EMPTY, busy: true });
    const worker = new Worker(new URL('./dd-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<DdReply>) => {
      const r = e.data;
      if (r.type === 'table')
        setState((s) => ({ ...s, dd: r.dd, par: r.par, busy: request.strain !== null }));
      else if (r.type === 'trace') {
        setState((s) => ({ ...s, trace: r.trace, busy: false }));
        worker.terminate();
      } else {
        setState((s) => ({ ...s, error: r.message, busy: false }));
        worker.terminate();
      }
    };
    worker.postMessage(request);
    return () => worker.terminate();
  }, [key]);
  return state;
}
