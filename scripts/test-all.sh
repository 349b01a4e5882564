#!/usr/bin/env bash
# npm test: lint, typecheck, unit/component tests (Vitest), browser journeys (Playwright).
# Ends with one line "N passed, N failed" over all runners; exits non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
mkdir -p test-results
status=0

# Lint, format, typecheck, the bundle check and the budgets count as one check each in the
# closing line.
checks_failed=0
echo "== lint"; npm run -s lint || checks_failed=$((checks_failed + 1))
echo "== format"; npm run -s format:check || checks_failed=$((checks_failed + 1))
echo "== typecheck"; npm run -s typecheck || checks_failed=$((checks_failed + 1))
# A production bundle holds nothing of the mock, no source maps and no manifest (issue 8).
echo "== production bundle"
{ npx vite build --outDir test-results/dist-check --emptyOutDir --logLevel error &&
  node scripts/check-dist.mjs test-results/dist-check; } || checks_failed=$((checks_failed + 1))
# The start bundle and every route within their budgets (gzip), from the build's manifest above.
echo "== bundle budgets"
node scripts/check-budgets.mjs test-results/dist-check || checks_failed=$((checks_failed + 1))
[ "$checks_failed" -eq 0 ] || status=1

echo "== unit and component tests (Vitest, TZ=America/New_York)"
TZ=America/New_York npx vitest run --reporter=default --reporter=json \
  --outputFile.json=test-results/unit-results.json || status=1

echo "== browser journeys (Playwright, Chromium)"
bash scripts/ensure-chromium.sh || status=1
npx playwright test || status=1

echo "== production journeys (the bundle above behind nginx, mock server, OpenID provider)"
bash scripts/prod/ensure-nginx.sh || status=1
PROD_DIST=test-results/dist-check npx playwright test -c playwright.prod.config.ts || status=1

node scripts/summarize-tests.mjs "$checks_failed" || status=1
exit $status
