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

/** The titles of tests that passed only when tried again (Playwright's "flaky"). */
function flakyTitles(suites, out = []) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'flaky') out.push(`${spec.file}: ${spec.title} [${t.projectName}]`);
    flakyTitles(suite.suites, out);
  }
  return out;
}

// Browser journeys: against the dev server, and the production journeys (behind nginx).
for (const file of ['test-results/e2e-results.json', 'test-results/e2e-prod-results.json']) {
  const e2e = read(file);
  if (e2e) {
    for (const title of flakyTitles(e2e.suites))
      console.log(`flaky (passed when tried again): ${title}`);
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
    skipped += e2e.stats.skipped;
    if ((e2e.errors ?? []).length > 0) failed += e2e.errors.length;
  } else failed += 1;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
