#!/usr/bin/env bash
# The one test command (npm test): installs what the tests need, then runs every check.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "Dependencies"
bash scripts/ensure-chromium.sh
if [ ! -x node_modules/.bin/next ] || [ package.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi
npm run -s check-node

step "Lint, format, types"
npm run -s lint
npm run -s format:check
npm run -s typecheck

step "PostgreSQL for the data-layer tests"
# The data layer is tested on embedded PGlite always, and on PostgreSQL when one answers.
if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_ctlcluster >/dev/null 2>&1; then
  for version in $(ls /etc/postgresql 2>/dev/null); do
    pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null || true
  done
  if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
  fi
fi
echo "TEST_DATABASE_URL=${TEST_DATABASE_URL:-<unset: PostgreSQL half skipped>}"

step "Unit and server tests (Vitest)"
npx vitest run

step "Production build"
npm run -s build

step "Browser tests (Playwright, Debian Chromium)"
npx playwright test
