#!/usr/bin/env bash
# Runs the path-sensitive test files from a second clone placed in the system temp folder, beside
# the folders the tests make there (the placement a newcomer's `git clone` into /tmp gives), so
# that no test's verdict depends on where the clone lives. The main run covers the other placement.
# Usage: scripts/test-elsewhere.sh [test files...] (default: the CLI, project, write and diff tests)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(src/cli/cli.test.ts src/cli/project.test.ts src/cli/init.test.ts src/write/hardening.test.ts src/diff/cli.test.ts)
base=$(mktemp -d "${TMPDIR:-/tmp}/acp-codegen-clone-XXXXXX")
# mktemp makes the folder private (0700); a clone's folder has the usual mode, which the tests that
# run the CLI as an unprivileged user (a read-only output folder, for real) need to reach dist/.
chmod 755 "$base"
trap 'rm -rf "$base"' EXIT
git clone --quiet "$here" "$base/acp-codegen"
# The committed tree is what is tested: a clone has no uncommitted change.
if [ -d "$here/../shared" ]; then ln -s "$here/../shared" "$base/shared"; fi
cd "$base/acp-codegen"
echo "test-elsewhere: a clone at $base/acp-codegen"
npm ci --no-audit --no-fund --silent
npm run build-if-stale --silent
npx vitest run "${files[@]}"
