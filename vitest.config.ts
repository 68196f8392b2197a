import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import SlowFirstSequencer from "./src/testing/sequencer.js";
import { ISOLATED_FILES } from "./src/testing/isolated-files.js";

export default defineConfig({
  test: {
    // The suite's time limits, here and not on the command line: vitest applies a command line's
    // `--testTimeout`/`--hookTimeout` to the root config only, and each project below would keep vitest's
    // defaults (5 s a test, 10 s a hook). A test that needs longer still says so itself.
    testTimeout: 120_000,
    hookTimeout: 1_800_000,
    // Every temporary file of the run goes into one folder, removed at the end; the teardown
    // checks that the system temp dir holds nothing new (see src/testing/temp-setup.ts).
    globalSetup: ["./src/testing/temp-setup.ts"],
    // Per worker: mypy's cache (see src/testing/worker-setup.ts).
    setupFiles: ["./src/testing/worker-setup.ts"],
    // Two test files at a time at least: most of the suite's time is spent waiting on compilers
    // (cargo, go, mypy), often on one core each, so two files keep a two-core machine busy where
    // vitest's default (one worker fewer than the cores) would run one file after the other.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The slowest files first when vitest has no timings of its own (a fresh clone): see src/testing/sequencer.ts.
    sequence: { sequencer: SlowFirstSequencer },
    // Two projects of the same files (the project's sources, and the plugins kept in this repository as third
    // parties'): the files that change the process's environment or a module's state for the files after them run
    // each in a fresh worker (ISOLATED_FILES, src/testing/isolated-files.ts); every other file shares its worker's
    // modules with the files before it, as `npm run test:quick` does (`--no-isolate`): the compiler and its
    // dependencies are imported once per worker, not once per file.
    projects: [
      { extends: true, test: { name: "isolated", include: [...ISOLATED_FILES], isolate: true } },
      {
        extends: true,
        test: {
          name: "shared",
          include: ["src/**/*.test.ts", "plugins/*/*.test.ts"],
          exclude: [...configDefaults.exclude, ...ISOLATED_FILES],
          isolate: false,
        },
      },
    ],
  },
});
