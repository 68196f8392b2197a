#!/usr/bin/env bash
# The developer's quick loop (`npm run test:quick`): the model, the validator, the behaviour compiler, the TypeScript
# binding and the conformance vectors judged in TypeScript, after a build and a generate. The whole suite is
# `npm test`; this is what to run after each change. No file here builds a Rust crate, a Go module or a Python
# environment (the cross-language behaviour tests, default-on-null and open-unions among them, are in `npm test`).
#
# The files share their workers' module cache (`--no-isolate`): none of them changes a module's state or the process
# environment for the next, and importing the compiler and the sources once per worker instead of once per file saves
# about a quarter of the loop's CPU time. The generated TypeScript is transpiled once per content, in the suite's cache
# (the vitest files get it from the suite's environment, the conformance run from the line below).
set -euo pipefail
cd "$(dirname "$0")/.."
export ACP_CODEGEN_TRANSPILE_CACHE="$PWD/node_modules/.cache/acp-codegen/ts-transpiled"
npm run build-if-stale --silent
node dist/cli/bin.js generate >/dev/null
npx vitest run --no-isolate \
  src/model src/validate src/naming.test.ts src/diagnostics \
  src/behaviour/compile.test.ts src/behaviour/lenient-plan.test.ts src/behaviour/statements.test.ts \
  src/languages/typescript/behaviour-emit.test.ts src/render/layout.test.ts src/render/decl-views.test.ts \
  src/render/package-skeleton.test.ts \
  src/languages/typescript/emit.test.ts src/languages/typescript/emit-format.test.ts src/languages/typescript/duplicates.test.ts \
  src/languages/typescript/own-members.test.ts src/languages/typescript/lenient-linear.test.ts \
  src/import/x-state.test.ts src/compare/structure.test.ts src/render/no-spec-names.test.ts src/write/unified-diff.test.ts
node dist/cli/bin.js conformance --lang typescript --vectors out/vectors
