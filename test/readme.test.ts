import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README's library example is docs/examples/library.mjs word for word, and the output the
// README shows is what that file prints: run against the built packages, as a user would.
const root = new URL('../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const example = readFileSync(new URL('docs/examples/library.mjs', root), 'utf8');

/** The fenced block of `lang` that follows the heading line `heading`. */
function blockAfter(heading: string, lang: string): string {
  const at = readme.indexOf(heading);
  if (at < 0) throw new Error(`README has no "${heading}"`);
  const open = readme.indexOf(`\`\`\`${lang}\n`, at);
  const close = readme.indexOf('\n```', open);
  return readme.slice(open + lang.length + 4, close + 1);
}

describe('README library example', () => {
  it('is the example file and prints what the README says', () => {
    expect(blockAfter('## Library', 'js')).toBe(example);
    const run = spawnSync(process.execPath, [fileURLToPath(new URL('docs/examples/library.mjs', root))], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(blockAfter('It prints:', 'text'));
  });
});
