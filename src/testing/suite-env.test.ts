import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { isAbsolute, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { harnessTargetDir } from "../languages/rust/conformance.js";
import { SUITE_CACHE, suiteEnv } from "./suite-env.js";

/** Whether a path lies inside a folder (the folder itself included). */
const inside = (path: string, folder: string): boolean => {
  const rel = relative(folder, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
};

describe("the test suite's caches", () => {
  it("live in the repository's node_modules/.cache, whatever the user's home", () => {
    expect(inside(SUITE_CACHE, PACKAGE_ROOT)).toBe(true);
    const env = suiteEnv(SUITE_CACHE, { GOFLAGS: "-mod=mod" });
    for (const [k, v] of Object.entries(env))
      if (k !== "GOFLAGS") expect(inside(v, SUITE_CACHE), `${k}=${v}`).toBe(true);
    expect(env.GOFLAGS!.split(" ")).toEqual(["-mod=mod", "-modcacherw", "-trimpath"]);
    expect(suiteEnv(SUITE_CACHE, { GOFLAGS: "-trimpath -modcacherw" }).GOFLAGS).toBe("-trimpath -modcacherw");
  });

  it("are the ones this run's processes use (set by the global setup)", () => {
    for (const [k, v] of Object.entries(suiteEnv())) expect(process.env[k], k).toBe(v);
    // Run from a folder with no node_modules above it, the Rust harness falls back to the user's cache
    // folder, which follows XDG_CACHE_HOME: so it too stays in the repository.
    expect(inside(harnessTargetDir("/", process.env, "linux"), SUITE_CACHE)).toBe(true);
  });

  it.skipIf(spawnSync("go", ["version"]).status !== 0)("go reads its caches from there", () => {
    const r = spawnSync("go", ["env", "GOCACHE", "GOMODCACHE", "GOPATH"], { encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    for (const line of r.stdout.trim().split("\n")) expect(inside(line, SUITE_CACHE), line).toBe(true);
  });

  it("every Go build of a test keeps the suite's GOFLAGS (a GOFLAGS of its own would build the standard library and the generated packages again)", () => {
    const files = readdirSync(join(PACKAGE_ROOT, "src"), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".test.ts") && !f.endsWith("suite-env.test.ts"))
      .map((f) => join(PACKAGE_ROOT, "src", f));
    expect(files.length).toBeGreaterThan(100);
    // A string of flags in place of the suite's: `GOFLAGS: "-mod=mod"`; adding to them is `${...GOFLAGS} -mod=mod`.
    const own = files.filter((f) => /GOFLAGS:\s*["']/.test(readFileSync(f, "utf8")));
    expect(own.map((f) => relative(PACKAGE_ROOT, f))).toEqual([]);
  });

  it("pip reads its cache from there", () => {
    const r = spawnSync("python3", ["-m", "pip", "cache", "dir"], { encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    expect(inside(r.stdout.trim(), SUITE_CACHE), r.stdout).toBe(true);
  });
});
