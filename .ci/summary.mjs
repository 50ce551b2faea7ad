// Prints "N passed, N failed[, N skipped]" from a vitest JSON report (CI reads this line).
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.ci/vitest-report.json';
if (!existsSync(file)) {
  console.log('0 passed, 1 failed');
  console.error(`no test report at ${file}: the test run did not complete`);
  process.exit(0);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const passed = report.numPassedTests ?? 0;
// A file that fails to load has no test results of its own; count it as one failure.
const failedSuites = (report.testResults ?? []).filter(
  (r) => r.status === 'failed' && r.assertionResults?.length === 0,
).length;
const failed = (report.numFailedTests ?? 0) + failedSuites;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
