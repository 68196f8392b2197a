import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "./pipeline.js";
import { tempFolders } from "./testing/generated.js";

const temp = tempFolders(afterAll);

/**
 * The purge delay each native binding's mimalloc started with, as mimalloc itself reports it at start-up when
 * `MIMALLOC_VERBOSE` is set (one line per binding loaded: oxc-parser, oxc-transform).
 */
function purgeDelays(given: string | undefined): string[] {
  const env: NodeJS.ProcessEnv = { ...process.env, MIMALLOC_VERBOSE: "1", ACP_CODEGEN_NO_CACHE: "1" };
  delete env.MIMALLOC_PURGE_DELAY;
  if (given !== undefined) env.MIMALLOC_PURGE_DELAY = given;
  // The TypeScript target alone: the spec is parsed (oxc-parser) and lib/ compiled (oxc-transform) in one process.
  const r = spawnSync(
    process.execPath,
    [
      join(PACKAGE_ROOT, "dist", "cli", "bin.js"),
      "generate",
      "--no-cache",
      "--target",
      "typescript",
      "--out",
      join(temp("acp-native-memory-"), "out"),
    ],
    { cwd: PACKAGE_ROOT, encoding: "utf8", env, timeout: 600_000 },
  );
  expect(r.status, r.stderr).toBe(0);
  return [...`${r.stdout}\n${r.stderr}`.matchAll(/option 'purge_delay': (-?\d+)/g)].map((m) => m[1]!);
}

describe("the native bindings' allocator gives freed memory back at once", () => {
  it("starts both bindings' mimalloc with a purge delay of 0 when the environment sets none", () => {
    const delays = purgeDelays(undefined);
    // Both bindings report (the parser for the config and the spec, the compiler for lib/), and neither kept the
    // default delay under which a burst of native work stayed resident for the rest of the run.
    expect(delays.length).toBeGreaterThanOrEqual(2);
    expect(new Set(delays)).toEqual(new Set(["0"]));
  }, 600_000);

  it("keeps a purge delay the user set", () => {
    const delays = purgeDelays("25");
    expect(delays.length).toBeGreaterThanOrEqual(2);
    expect(new Set(delays)).toEqual(new Set(["25"]));
  }, 600_000);
});
