#!/usr/bin/env bash
# The one test command (npm test): installs what the tests need, then runs every check, and
# prints how long each part took (docs/testing.md says what each part holds).
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
phase_name=""
phase_started=$SECONDS
timings=()
step() {
  printf '\n=== %s ===\n' "$*"
  phase_name="$*"
  phase_started=$SECONDS
}
done_step() { timings+=("$(printf '%-34s %5d s' "$phase_name" $((SECONDS - phase_started)))"); }
summary() {
  printf '\n=== Time ===\n'
  [ ${#timings[@]} -eq 0 ] || printf '%s\n' "${timings[@]}"
  printf '%-34s %5d s\n' 'total' $((SECONDS - started))
}
trap 'summary' EXIT

step "Dependencies"
bash scripts/ensure-system-tools.sh
if [ ! -x node_modules/.bin/next ] || [ package.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi
npm run -s check-node
done_step

step "Lint, format, types"
# Three independent checks, two at a time on a 2-core machine: each one's output is shown
# whole, and the step fails if any of them does.
logs=$(mktemp -d)
npm run -s typecheck >"$logs/types" 2>&1 &
types=$!
lint_status=0
{ npm run -s lint && npm run -s format:check; } >"$logs/lint" 2>&1 || lint_status=$?
types_status=0
wait "$types" || types_status=$?
cat "$logs/lint" "$logs/types"
rm -rf "$logs"
if [ "$lint_status" -ne 0 ] || [ "$types_status" -ne 0 ]; then
  echo "Lint, format or types failed (see above)." >&2
  exit 1
fi
done_step

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
done_step

step "Unit and server tests (Vitest)"
# The files run in worker threads of one process (vitest.config.ts). Node 24's V8 can abort that
# whole process when the threads compile and free PGlite's WebAssembly at once ("Check failed:
# jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500): rarely, but it ends the run
# with no test failed. Only then the suite runs again with a process per file, where no V8 is
# shared; any other failure stands.
vitest_log=$(mktemp)
vitest_status=0
npx vitest run 2>&1 | tee "$vitest_log" || vitest_status=$?
v8_aborted=0
grep -q 'Check failed: jit_page' "$vitest_log" && v8_aborted=1
rm -f "$vitest_log"
if [ "$vitest_status" -ne 0 ]; then
  [ "$v8_aborted" -eq 1 ] || exit "$vitest_status"
  printf '\nV8 aborted the test process (nodejs/node#64500): the suite runs again, a process per file.\n'
  npx vitest run --pool=forks
fi
done_step

step "Production build"
# The tree was type-checked above: the build does not check it again. The pages are built for
# the origin the browser tests serve them from (playwright.config.ts), as a deployment builds
# them for its own: `npm start` says loudly when the two differ.
NEXT_BUILD_SKIP_TYPECHECK=1 SITE_URL="http://localhost:${E2E_PORT:-3100}" npm run -s build
done_step

step "Browser tests (Playwright, Debian Chromium)"
npx playwright test
done_step

if [ -n "$postgres_note" ]; then
  printf '\n%s\n' "$postgres_note"
fi
