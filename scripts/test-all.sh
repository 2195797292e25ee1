#!/usr/bin/env bash
# Everything CI runs: lint, typecheck, unit/component/workerd tests, browser e2e; then one summary
# line per suite and the total from the runners' JSON reports. Runs every phase, and every package's
# suite within a phase (turbo --continue), even when one fails; exits non-zero if any did.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh || exit 1
rm -f packages/*/test-results/*.json apps/*/test-results/*.json
failed=()
turbo run lint //#lint:root typecheck --continue --concurrency=2 || failed+=("lint/typecheck")
turbo run test --continue --concurrency=1 -- --reporter=default --reporter=json --outputFile.json=test-results/vitest.json \
  || failed+=("test")
PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/e2e.json turbo run e2e --concurrency=1 -- --reporter=list,json \
  || failed+=("e2e")
# The CMS's browser test runs on its own stack (apps/web/playwright.cms.config.ts).
PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/e2e-cms.json pnpm --filter @clearwell/web run e2e:cms --reporter=list,json \
  || failed+=("e2e:cms")
node scripts/test-summary.mjs || failed+=("a suite without a report")
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]}" >&2
  exit 1
fi
