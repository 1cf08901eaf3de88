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

step "Unit and server tests (Vitest)"
npx vitest run

step "Production build"
npm run -s build

step "Browser tests (Playwright, Debian Chromium)"
npx playwright test
