import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx', 'test/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.ci/vitest-report.json' },
    // A timeout catches a hang, never slowness: speed is measured in the benchmarks. Vitest's 5 s
    // default turned a loaded machine into failures of the solver's real-data tests.
    testTimeout: 60_000,
  },
});
