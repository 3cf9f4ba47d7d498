#!/usr/bin/env bash
# npm test: every test, from a fresh clone. Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's Chromium for the browser tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
  if [ ! -x "$CHROMIUM" ]; then
    echo "The browser tests need Chromium at $CHROMIUM (or set CHROMIUM_PATH)." >&2
    echo "Install it with: sudo apt-get install -y chromium" >&2
    exit 1
  fi
fi

# npm install, not npm ci: this registry's lockfiles carry no download
# addresses, which npm ci refuses; install still honours the locked versions.
# --prefer-offline: what npm has kept of a package's metadata is used without asking the registry again (the lockfile
# fixes the versions); what it has not kept is fetched as before.
# The packages' own install scripts run apart: better-sqlite3 compiles SQLite, some 45 s on one core, which the
# static checks below need nothing of, so they run on the other core meanwhile.
# A stamp says the scripts finished for the packages installed: a run stopped or failed before then runs them again.
building=""
built=node_modules/.scripts-built
if [ ! -d node_modules ] || [ package.json -nt node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund --ignore-scripts --prefer-offline
fi
if [ ! -f "$built" ] || [ node_modules/.package-lock.json -nt "$built" ]; then
  build_log="$(mktemp)"
  # In a process group of its own, so that a check failing (or the run stopped) stops the compiler with it.
  setsid --wait npm rebuild >"$build_log" 2>&1 &
  building=$!
fi
# The production build the server and browser tests run, made meanwhile too when its sources changed
# (test/support/fresh-build.ts; vitest's global setup then finds it made): it needs none of the install scripts
# (the home page is prerendered from the sample content, without the database). The compiler ends before the
# checks do, which then ran on one core, the build after them on one core too.
app_log="$(mktemp)"
setsid --wait node --import tsx test/support/fresh-build.ts >"$app_log" 2>&1 &
app_building=$!
trap 'for job in $building $app_building; do kill -- "-$job" 2>/dev/null || kill "$job" 2>/dev/null || true; done' EXIT

# Formatting, and with it the syntax of every stylesheet (a lost brace nests the rules after it).
npx prettier --check app server test scripts
npx react-router typegen
npx tsc
# Lint (TypeScript, React's hooks, accessibility) and unused files, exports and dependencies.
npx eslint .
npx knip

if [ -n "$building" ]; then
  if ! wait "$building"; then
    cat "$build_log" >&2
    echo "The packages' install scripts failed (npm rebuild)." >&2
    exit 1
  fi
  rm -f "$build_log"
  touch "$built"
fi
if ! wait "$app_building"; then
  cat "$app_log" >&2
  echo "The production build failed." >&2
  exit 1
fi
trap - EXIT
cat "$app_log"
rm -f "$app_log"
# The server tests and the browser tests run the production build: each run builds it first when its sources
# changed (test/support/fresh-build.ts), so it is never built twice nor run stale.
npx vitest run
npx playwright test
