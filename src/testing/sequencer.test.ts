import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { BaseSequencer, type TestSpecification, type Vitest } from "vitest/node";
import { PACKAGE_ROOT } from "../pipeline.js";
import SlowFirstSequencer, { SLOW_FILES } from "./sequencer.js";

/** A stand-in for what vitest gives a sequencer: its root, and the timings it cached (by `project:path`). */
function context(timings: Record<string, number>): Vitest {
  const results = (key: string) =>
    key.slice(1) in timings ? { duration: timings[key.slice(1)]!, failed: false } : undefined;
  return {
    config: { root: PACKAGE_ROOT },
    cache: { getFileTestResults: results, getFileStats: () => undefined },
  } as unknown as Vitest;
}
const spec = (path: string): TestSpecification =>
  ({
    moduleId: join(PACKAGE_ROOT, path),
    project: { name: "", config: { sequence: { groupOrder: 0 }, isolate: true } },
  }) as unknown as TestSpecification;
const paths = (files: TestSpecification[]): string[] => files.map((f) => relative(PACKAGE_ROOT, f.moduleId));

describe("the sequencer", () => {
  const slow = [SLOW_FILES[3]!, SLOW_FILES[0]!, SLOW_FILES[1]!];
  const quick = ["src/a.test.ts", "src/b.test.ts"];
  const files = [quick[0]!, ...slow, quick[1]!].map(spec);

  it("without timings of every file, starts the slow files first, in their order, then the rest in vitest's", async () => {
    const ordered = paths(await new SlowFirstSequencer(context({ [quick[0]!]: 5 })).sort(files));
    expect(ordered).toEqual([SLOW_FILES[0], SLOW_FILES[1], SLOW_FILES[3], ...quick]);
  });

  it("with timings of every file, keeps vitest's order (the longest first)", async () => {
    const timings = Object.fromEntries([...quick, ...slow].map((p, i) => [p, i === 0 ? 1000 : i]));
    const ctx = context(timings);
    const ordered = paths(await new SlowFirstSequencer(ctx).sort(files));
    expect(ordered).toEqual(paths(await new BaseSequencer(ctx).sort(files)));
    expect(ordered[0]).toBe(quick[0]);
  });

  it("with timings of every file, orders the files of two projects together, the longest first", async () => {
    const inProject = (path: string, name: string, isolate: boolean): TestSpecification =>
      ({
        moduleId: join(PACKAGE_ROOT, path),
        project: { name, config: { sequence: { groupOrder: 0 }, isolate } },
      }) as unknown as TestSpecification;
    const timings: Record<string, number> = { "a:src/a.test.ts": 10, "b:src/b.test.ts": 30, "a:src/c.test.ts": 20 };
    const ctx = {
      config: { root: PACKAGE_ROOT },
      cache: {
        getFileTestResults: (key: string) => (key in timings ? { duration: timings[key]!, failed: false } : undefined),
        getFileStats: () => undefined,
      },
    } as unknown as Vitest;
    const two = [
      inProject("src/a.test.ts", "a", true),
      inProject("src/b.test.ts", "b", false),
      inProject("src/c.test.ts", "a", true),
    ];
    expect(paths(await new SlowFirstSequencer(ctx).sort(two))).toEqual([
      "src/b.test.ts",
      "src/c.test.ts",
      "src/a.test.ts",
    ]);
    // Vitest's own runs one project's files after the other's.
    expect(paths(await new BaseSequencer(ctx).sort(two))).toEqual(["src/c.test.ts", "src/a.test.ts", "src/b.test.ts"]);
  });

  it("names test files of the suite, each once (a renamed or removed file would silently lose its place)", () => {
    expect(new Set(SLOW_FILES).size).toBe(SLOW_FILES.length);
    for (const f of SLOW_FILES) {
      expect(existsSync(join(PACKAGE_ROOT, f)), f).toBe(true);
      expect(f, f).toMatch(/^(src\/.+|plugins\/[^/]+\/[^/]+)\.test\.ts$/);
    }
  });
});
