import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The slowest test files, slowest first: each file's time in the last fresh clone's whole run on the idle 2-core
 * machine (bench/REPORT.md, "Test suite", sixth pass: `rust/range-ends` 113 s, Kotlin 110 s, `rust.test.ts` 96 s,
 * injection 81 s, oracle and `go.test.ts` 62 s, ...), conformance.test.ts placed before the files of its time (its
 * fresh-clone cost depends on the Rust harness builds the files before it leave). Each spends minutes waiting on a
 * compiler (cargo, go, mvn, mypy) or on many CLI processes. With two workers, the suite ends when its last long file
 * ends: started first, longest first, they run beside the short files instead of after them, and the two workers end
 * close together. The first two build Rust in target folders apart at the start (rust.test.ts in the suite's,
 * range-ends.test.ts its lowest end in its own), so that the two workers do not begin by waiting on one cargo lock;
 * the files after them judge with the harness those builds share.
 */
export const SLOW_FILES: readonly string[] = [
  "src/languages/rust/rust.test.ts",
  "src/languages/rust/range-ends.test.ts",
  "plugins/kotlin/kotlin.test.ts",
  "src/testing/injection.test.ts",
  "src/fuzz/oracle.test.ts",
  "src/languages/go/go.test.ts",
  "src/languages/python/range.test.ts",
  "src/fuzz/fuzz.test.ts",
  "src/languages/go/toolchains.test.ts",
  "src/languages/typescript/range-ends.test.ts",
  "src/testing/packaging.test.ts",
  "src/behaviour/scenarios.test.ts",
  "src/conformance/conformance.test.ts",
  "src/guide-examples.test.ts",
  "src/languages/python/hostile.test.ts",
  "src/testing/property.test.ts",
  "src/fuzz/hostile.test.ts",
  "src/languages/go/peer.test.ts",
  "src/render/retained.test.ts",
  "src/write/write.test.ts",
  "src/languages/go/members.test.ts",
  "src/format/print.test.ts",
  "src/write/hardening.test.ts",
  "src/cli/cli.test.ts",
  "src/languages/typescript/peer-interop.test.ts",
  "src/languages/python/python.test.ts",
  "src/behaviour/typed-api.test.ts",
  "src/import/any-spec.test.ts",
];

/**
 * Vitest's order (the files that failed last first, then the longest first), across the projects of
 * vitest.config.ts, except on a run that has not timed every file yet (a fresh clone, a new file): then the slow files
 * go first, in the order above. Without timings vitest keeps the order it found the files in (by path), which puts
 * the Rust and Go files in the second half of the run.
 */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const key = (f: TestSpecification): string => relative(root, f.moduleId).split("\\").join("/");
    const timed = files.every((f) => this.ctx.cache.getFileTestResults(`${f.project.name}:${key(f)}`) !== undefined);
    if (timed) {
      // Vitest's own order puts one project's files after the other's (by the projects' names): the isolated
      // project's and the shared one's (vitest.config.ts) would not interleave. Across both, as vitest orders the
      // files of one project: the files that failed last first, then the longest first.
      const last = (f: TestSpecification) => this.ctx.cache.getFileTestResults(`${f.project.name}:${key(f)}`)!;
      return [...files].sort(
        (a, b) => Number(last(b).failed) - Number(last(a).failed) || last(b).duration - last(a).duration,
      );
    }
    const rank = (f: TestSpecification): number => {
      const i = SLOW_FILES.indexOf(key(f));
      return i < 0 ? SLOW_FILES.length : i;
    };
    const slow = files.filter((f) => rank(f) < SLOW_FILES.length).sort((a, b) => rank(a) - rank(b));
    return [...slow, ...(await super.sort(files.filter((f) => rank(f) === SLOW_FILES.length)))];
  }
}
