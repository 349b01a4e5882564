// Prints one closing line over both runners: "N passed, N failed" (CI reads it).
import { readFileSync, existsSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
let passed = 0;
// Static checks that failed (lint, format, typecheck), passed in by scripts/test-all.sh.
let failed = Number(process.argv[2] ?? 0) || 0;
let skipped = 0;

const unit = read('test-results/unit-results.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
  if (unit.numFailedTestSuites > 0 && unit.numFailedTests === 0) failed += unit.numFailedTestSuites;
} else failed += 1;

// Browser journeys: against the dev server, and the production journeys (behind nginx).
for (const file of ['test-results/e2e-results.json', 'test-results/e2e-prod-results.json']) {
  const e2e = read(file);
  if (e2e) {
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
    skipped += e2e.stats.skipped;
    if ((e2e.errors ?? []).length > 0) failed += e2e.errors.length;
  } else failed += 1;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
