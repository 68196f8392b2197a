import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { isAbsolute, join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { harnessTargetDir } from "../languages/rust/conformance.js";
import { tempFolders } from "./generated.js";
import { SUITE_CACHE, suiteEnv } from "./suite-env.js";

const temp = tempFolders(afterAll);

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

describe("the suite's runner settings", () => {
  // A child vitest on a quick file of the repository, outside this run's own variables.
  const childEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
    for (const k of Object.keys(env)) if (k.startsWith("VITEST") || k === "TEST" || k === "NODE_ENV") delete env[k];
    return env;
  };
  const files = ["src/model/own.test.ts"];

  it.skipIf(!existsSync("/proc/self/stat"))(
    "ACP_TEST_CPU_LOG gets one line per file: its CPU seconds (children included), wall seconds and path",
    () => {
      const log = join(temp("acp-cpulog-"), "cpu.log");
      const r = spawnSync(
        process.execPath,
        [join(PACKAGE_ROOT, "node_modules", "vitest", "vitest.mjs"), "run", ...files],
        {
          cwd: PACKAGE_ROOT,
          env: childEnv({ ACP_TEST_CPU_LOG: log }),
          encoding: "utf8",
        },
      );
      expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
      const lines = readFileSync(log, "utf8")
        .trim()
        .split("\n")
        .map((l) => l.split("\t"));
      expect(lines.map((l) => relative(PACKAGE_ROOT, l[2]!)).sort()).toEqual([...files].sort());
      // Seconds to a tenth: a quick file logs 0.0.
      for (const [cpu, wall] of lines) {
        expect(cpu).toMatch(/^\d+\.\d$/);
        expect(wall).toMatch(/^\d+\.\d$/);
      }
    },
    120_000,
  );

  it("gives every project the suite's time limits (vitest applies --testTimeout and --hookTimeout to the root only)", async () => {
    const { default: config } = (await import(join(PACKAGE_ROOT, "vitest.config.ts"))) as {
      default: { test: { testTimeout?: number; hookTimeout?: number; projects: { extends?: boolean }[] } };
    };
    expect(config.test.testTimeout).toBeGreaterThanOrEqual(60_000);
    expect(config.test.hookTimeout).toBeGreaterThanOrEqual(600_000);
    for (const p of config.test.projects) expect(p.extends).toBe(true);
  });
});
