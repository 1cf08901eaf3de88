#!/usr/bin/env bash
# The one test command (npm test): installs what the tests need, then runs every check.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "Dependencies"
bash scripts/ensure-system-tools.sh
if [ ! -x node_modules/.bin/next ] || [ package.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi
npm run -s check-node

step "Lint, format, types"
npm run -s lint
npm run -s format:check
npm run -s typecheck

step "PostgreSQL for the data-layer tests"
# The data layer is tested on embedded PGlite always, and on PostgreSQL: the local server is
# started when it is installed but stopped. Without one, say so loudly: never a silent pass.
postgres_note=""
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if command -v pg_ctlcluster >/dev/null 2>&1; then
    for version in $(ls /etc/postgresql 2>/dev/null); do
      pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null || true
    done
  fi
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
      export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
      break
    fi
    command -v pg_isready >/dev/null 2>&1 || break
    sleep 1
  done
fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "PostgreSQL path tested on TEST_DATABASE_URL=${TEST_DATABASE_URL}"
else
  postgres_note="WARNING: the PostgreSQL path was NOT tested: no PostgreSQL server answers on 127.0.0.1:5432 and TEST_DATABASE_URL is unset (only embedded PGlite was tested)."
  echo "$postgres_note"
fi

step "Unit and server tests (Vitest)"
npx vitest run

step "Production build"
npm run -s build

step "Browser tests (Playwright, Debian Chromium)"
npx playwright test

if [ -n "$postgres_note" ]; then
  printf '\n%s\n' "$postgres_note"
fi
