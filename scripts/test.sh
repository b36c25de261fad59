#!/usr/bin/env bash
# `npm test`: everything, in order: Prisma client, typecheck, lint, formatting, unit + integration tests (Vitest; also against
# the PostgreSQL server in TEST_DATABASE_URL when set), then the end-to-end suite (Playwright in Debian's Chromium,
# against the production build). Every stage runs even if an earlier one failed; the exit status says whether all
# passed. A stage can be run alone: npm run typecheck | lint | test:unit | test:e2e.
set -uo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s)
failed=()
elapsed() { echo "$(( $(date +%s) - started ))s"; }
stage() {
  local name=$1
  shift
  echo
  echo "=== ${name} (at $(elapsed))"
  if "$@"; then
    echo "--- ${name}: passed (at $(elapsed))"
  else
    echo "--- ${name}: FAILED (at $(elapsed))"
    failed+=("${name}")
  fi
}

chromium_ready() {
  local path=${CHROMIUM_PATH:-/usr/bin/chromium}
  if [ -x "$path" ]; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Chromium is missing at $path: installing Debian's chromium package (apt-get install chromium)…"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null && [ -x "$path" ]
    return
  fi
  echo "The end-to-end tests need Chromium at $path and cannot install it (not root, or no apt-get)."
  echo "Install it, e.g. on Debian/Ubuntu: sudo apt-get install chromium"
  echo "or point CHROMIUM_PATH at a Chromium or Chrome binary."
  return 1
}

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "Integration tests run against the embedded database and against TEST_DATABASE_URL (${TEST_DATABASE_URL%%@*}@…)."
else
  echo "Integration tests run against the embedded database (set TEST_DATABASE_URL to add a PostgreSQL server)."
fi

stage "Prisma client" node scripts/prisma.mjs generate
stage "Typecheck (tsc)" npx --no-install tsc --noEmit
stage "Lint (eslint)" npx --no-install eslint --max-warnings=0 .
stage "Format (prettier --check)" npx --no-install prettier --check --log-level=warn .
stage "Unit and integration tests (vitest)" npx --no-install vitest run
stage "Chromium" chromium_ready
if [[ " ${failed[*]} " == *" Chromium "* ]]; then
  echo "=== End-to-end tests skipped: no Chromium."
  failed+=("End-to-end tests (not run)")
else
  stage "Build (next build)" node scripts/start.mjs --build-only
  stage "End-to-end tests (playwright)" npx --no-install playwright test -c e2e/playwright.config.ts --project site
  # Judge is played in real time: its own run, so its server starts fresh rather than after half an hour of the others.
  stage "End-to-end tests, Judge in real time (playwright)" \
    npx --no-install playwright test -c e2e/playwright.config.ts --project judge --no-deps
fi

echo
if [ ${#failed[@]} -eq 0 ]; then
  echo "All checks passed in $(elapsed)."
else
  echo "Failed after $(elapsed):"
  printf '  - %s\n' "${failed[@]}"
  exit 1
fi
