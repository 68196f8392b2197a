/**
 * The test files that run each in a worker of their own (vitest's `isolate`, the "isolated" project of
 * vitest.config.ts): each changes the process's environment (`process.env`: the suite's Rust flags, a cache folder,
 * a variable a test sets and restores only in part), stubs a module or a global, or changes a module's state that a
 * later file in the same worker would see. Every other test file runs in a shared worker, after other files, with
 * the modules they imported (`isolate: false`): isolated-files.test.ts holds every file outside this list to doing
 * none of those things.
 */
export const ISOLATED_FILES: readonly string[] = [
  "plugins/kotlin/kotlin.test.ts",
  "src/behaviour/examples.test.ts",
  "src/behaviour/once.test.ts",
  "src/behaviour/reducer-errors.test.ts",
  "src/behaviour/scenarios.test.ts",
  "src/behaviour/unstable.test.ts",
  "src/cli/init.test.ts",
  "src/config-file.test.ts",
  "src/conformance/numbers.test.ts",
  "src/fuzz/fuzz.test.ts",
  "src/fuzz/hostile.test.ts",
  "src/fuzz/oracle.test.ts",
  "src/fuzz/order.test.ts",
  "src/languages/go/toolchains.test.ts",
  "src/languages/python/hostile.test.ts",
  "src/languages/python/python.test.ts",
  "src/languages/python/range.test.ts",
  "src/languages/rust/error-text.test.ts",
  "src/languages/rust/hostile.test.ts",
  "src/languages/rust/range-ends.test.ts",
  "src/languages/rust/rust.test.ts",
  "src/languages/typescript/range-ends.test.ts",
  "src/load/retain.test.ts",
  "src/plugin/no-plugins.test.ts",
  "src/render/retained.test.ts",
  "src/testing/behaviour.test.ts",
  "src/testing/injection.test.ts",
  "src/write/cache.test.ts",
  "src/write/watch-writes.test.ts",
  "src/write/write.test.ts",
];
