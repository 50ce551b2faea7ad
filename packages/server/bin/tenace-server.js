#!/usr/bin/env node
// Runs the compiled server (dist/), which `npm install` and `npm run build` produce.
import { existsSync } from 'node:fs';

const main = new URL('../dist/main.js', import.meta.url);
if (!existsSync(main)) {
  console.error('The server has not been compiled yet: run `npm run build` first.');
  process.exit(1);
}
await (await import(main.href)).main();
