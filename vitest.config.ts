import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import SlowFirstSequencer from "./src/testing/sequencer.js";

export default defineConfig({
  test: {
    // Every temporary file of the run goes into one folder, removed at the end; the teardown
    // checks that the system temp dir holds nothing new (see src/testing/temp-setup.ts).
    globalSetup: ["./src/testing/temp-setup.ts"],
    // Per worker: mypy's cache (see src/testing/worker-setup.ts).
    setupFiles: ["./src/testing/worker-setup.ts"],
    // The project's sources, and the plugins kept in this repository as third parties' (plugins/kotlin).
    include: ["src/**/*.test.ts", "plugins/*/*.test.ts"],
    // Two test files at a time at least: most of the suite's time is spent waiting on compilers
    // (cargo, go, mypy), often on one core each, so two files keep a two-core machine busy where
    // vitest's default (one worker fewer than the cores) would run one file after the other.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The slowest files first when vitest has no timings of its own (a fresh clone): see src/testing/sequencer.ts.
    sequence: { sequencer: SlowFirstSequencer },
  },
});
