import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { ISOLATED_FILES } from "./isolated-files.js";

/**
 * What makes a test file leave something behind for the next file of a shared worker: it writes `process.env`
 * (an assignment, `Object.assign`, `delete`), changes the working folder, stubs a module, a global, a timer or an
 * object's method through vitest, or puts the suite's Rust flags or caches into the process (`useRustTestEnv`,
 * `applySuiteEnv`, which write `process.env`), or switches on a mode of the compiler's modules for the rest of the
 * process (`retainParsedTrees`: every later load keeps its syntax trees, as `watch` does; `retainRuns`: every later
 * run keeps its rendered work).
 */
const LEAVES_STATE: readonly RegExp[] = [
  /process\.env(\.[A-Za-z_$][\w$]*|\[[^\]]+\])?\s*(=(?!=)|\+=|\?\?=|\|\|=)/,
  /Object\.assign\(\s*process\.env\b/,
  /delete\s+process\.env\b/,
  /process\.chdir\(/,
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|spyOn|useFakeTimers)\(/,
  /\buseRustTestEnv\b/,
  /\bapplySuiteEnv\b/,
  /\bretainParsedTrees\(/,
  /\bretainRuns\(/,
];

/** Every test file of the suite (vitest.config.ts's include), as a path from the package. */
function testFiles(): string[] {
  const inSrc = readdirSync(join(PACKAGE_ROOT, "src"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => `src/${f.split("\\").join("/")}`);
  const inPlugins = readdirSync(join(PACKAGE_ROOT, "plugins"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(PACKAGE_ROOT, "plugins", d.name))
        .filter((f) => f.endsWith(".test.ts"))
        .map((f) => `plugins/${d.name}/${f}`),
    );
  return [...inSrc, ...inPlugins].sort();
}

/** The patterns of LEAVES_STATE a text matches. */
const leaves = (text: string): string[] => LEAVES_STATE.filter((p) => p.test(text)).map(String);

describe("the test files that share a worker (isolate: false)", () => {
  it("change no environment and stub nothing: every file that does is in ISOLATED_FILES", () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(100);
    const isolated = new Set(ISOLATED_FILES);
    const offenders = files
      // This file holds the patterns' examples as text.
      .filter((f) => !isolated.has(f) && f !== "src/testing/isolated-files.test.ts")
      .map((f) => ({ f, leaves: leaves(readFileSync(join(PACKAGE_ROOT, f), "utf8")) }))
      .filter((o) => o.leaves.length > 0);
    expect(offenders).toEqual([]);
  });

  it("the list names test files of the suite, each once", () => {
    expect(new Set(ISOLATED_FILES).size).toBe(ISOLATED_FILES.length);
    for (const f of ISOLATED_FILES) {
      expect(existsSync(join(PACKAGE_ROOT, f)), f).toBe(true);
      expect(f, f).toMatch(/^(src\/.+|plugins\/[^/]+\/[^/]+)\.test\.ts$/);
    }
  });

  it("the patterns find what they look for (and not a comparison)", () => {
    for (const text of [
      "process.env.CARGO_TARGET_DIR = dir;",
      'process.env["A_B"] = "1";',
      "process.env = { ...saved };",
      "Object.assign(process.env, fixtureRustEnv());",
      "delete process.env.ACP_NO_CROSS_CHECK;",
      "beforeAll(useRustTestEnv);",
      'vi.stubEnv("HOME", "/x");',
      'process.chdir("/");',
      "retainParsedTrees();",
      "retainRuns();",
    ])
      expect(leaves(text), text).not.toEqual([]);
    for (const text of [
      "if (process.env.CI === undefined) return;",
      "const env = { ...process.env, ...rustTestEnv() };",
      "expect(process.env[k], k).toBe(v);",
    ])
      expect(leaves(text), text).toEqual([]);
  });
});
