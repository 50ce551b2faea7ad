#!/usr/bin/env node
import { main } from '../dist/main.js';

// A reader that stops early (`tenace deal --count 1000 | head`) closes the pipe: that ends the
// command quietly, as it does for any Unix tool, rather than with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

process.exitCode = await main(process.argv.slice(2));
