import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client is built into dist/, which the table server serves. Workspace packages resolve to their
// TypeScript sources ("source" condition), so the bundle needs no prior tsc build of the engine.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: ['source'] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/ws': { target: 'ws://127.0.0.1:8080', ws: true } } },
});
