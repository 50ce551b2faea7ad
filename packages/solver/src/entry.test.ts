import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every module the file at `url` imports, transitively, within this package, and the bare imports met. */
function importGraph(url: URL, seen = new Set<string>(), bare = new Set<string>()) {
  if (seen.has(url.href)) return { seen, bare };
  seen.add(url.href);
  const text = readFileSync(url, 'utf8');
  for (const m of text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)) {
    const spec = m[1] as string;
    if (spec.startsWith('.')) importGraph(new URL(spec.replace(/\.js$/, '.ts'), url), seen, bare);
    else bare.add(spec);
  }
  return { seen, bare };
}

describe('entry points', () => {
  it('the main entry loads no Node module, so browsers can use it', () => {
    const { seen, bare } = importGraph(new URL('./index.ts', import.meta.url));
    expect([...bare].sort()).toEqual(['@tenace/engine']);
    expect([...seen].some((href) => href.endsWith('/pool/pool.ts'))).toBe(true);
    expect([...seen].some((href) => href.endsWith('/pool/node.ts'))).toBe(false);
  });

  it('the node entry brings the worker_threads pool', () => {
    const { bare } = importGraph(new URL('./node.ts', import.meta.url));
    expect(bare.has('node:worker_threads')).toBe(true);
  });
});
