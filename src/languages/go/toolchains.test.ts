import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runnerFor } from "../../conformance/runner.js";
import { PACKAGE_ROOT } from "../../pipeline.js";
import { generateToTemp } from "../../testing/generated.js";
import { suiteEnv } from "../../testing/suite-env.js";
import { goLine, goToolchainVersion, goVersionAtLeast } from "./conformance.js";
import { GO_NEWEST_TESTED, GO_VERSION } from "./index.js";

/**
 * The generated module's `go` line at both ends. The line (`go 1.22`) admits
 * every Go release from go1.22.0 on: the oldest is fetched as a module from the
 * Go module proxy (GOTOOLCHAIN=go1.22.0, once), the newest is the machine's
 * own (GOTOOLCHAIN=local, at least the release the README names). Both run
 * with the suite's Go caches (suite-env.ts: GOPATH, GOMODCACHE and GOCACHE in
 * this checkout's node_modules/.cache/acp-codegen), the fetched toolchain
 * among them, so nothing depends on the user's home.
 *
 * At the oldest end: gofmt, go vet and go test of the module, then the
 * conformance vectors and a seeded fuzz sample (the harness reads each input
 * every way the bindings read). At the newest end the vectors and the fuzz
 * sample; go.test.ts runs gofmt, go vet and go test with the machine's Go.
 */

const CACHE = suiteEnv().GOMODCACHE!;
const OLDEST = `go${GO_VERSION}.0`;
const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");
const FUZZ = join(PACKAGE_ROOT, "dist", "fuzz", "cli.js");

/** The environment of one toolchain: the suite's caches, no workspace, no VCS stamping. */
function goEnv(toolchain: string): NodeJS.ProcessEnv {
  const suite = suiteEnv();
  return {
    ...process.env,
    ...suite,
    GOTOOLCHAIN: toolchain,
    GOFLAGS: `${suite.GOFLAGS} -buildvcs=false`.trim(),
    GOWORK: "off",
  };
}

const run = (
  cmd: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  cwd: string = PACKAGE_ROOT,
): SpawnSyncReturns<string> => spawnSync(cmd, args, { cwd, env, encoding: "utf8", maxBuffer: 1 << 28 });

/** `go version` with a toolchain (fetching it the first time); null when it cannot be had. */
function versionOf(toolchain: string): string | null {
  const r = run("go", ["version"], goEnv(toolchain));
  return r.status === 0 ? r.stdout.trim() : null;
}

/** Go keeps a fetched toolchain read-only: made writable, the cache can be removed as any folder is. */
function writable(dir: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const s = statSync(path);
    if (s.isDirectory()) {
      chmodSync(path, s.mode | 0o200);
      writable(path);
    }
  }
}

const hasGo = spawnSync("go", ["version"], { encoding: "utf8" }).status === 0;
if (hasGo) mkdirSync(CACHE, { recursive: true });
const oldest = hasGo ? versionOf(OLDEST) : null;
// A fetched toolchain is a module Go keeps read-only whatever -modcacherw says.
if (oldest)
  for (const d of existsSync(join(CACHE, "golang.org")) ? readdirSync(join(CACHE, "golang.org")) : [])
    writable(join(CACHE, "golang.org", d));

describe.skipIf(!hasGo)("the Go module at both ends of its go line", () => {
  let out: string;

  beforeAll(async () => {
    ({ dir: out } = await generateToTemp({ targets: ["go", "vectors"] }));
  }, 600_000);

  afterAll(() => {
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it("declares the go line the plugin names, and the oldest release of it can be had", () => {
    expect(goLine(readFileSync(join(out, "go", "go.mod"), "utf8"))).toBe(GO_VERSION);
    expect(
      oldest,
      `GOTOOLCHAIN=${OLDEST} go version failed: the Go module proxy could not be reached, or ${OLDEST} is not there`,
    ).not.toBeNull();
    expect(goToolchainVersion(oldest!)).toBe(`${GO_VERSION}.0`);
  });

  it("runs on a machine whose own Go is at least the newest release the README names", () => {
    const local = versionOf("local");
    expect(local).not.toBeNull();
    expect(
      goVersionAtLeast(goToolchainVersion(local!)!, GO_NEWEST_TESTED),
      `${local} is older than go${GO_NEWEST_TESTED}, which the module README says it is tested with`,
    ).toBe(true);
  });

  it.skipIf(!oldest)(
    `${OLDEST}: gofmt lists nothing, go vet and go test pass`,
    () => {
      const env = goEnv(OLDEST);
      const root = join(out, "go");
      const goroot = run("go", ["env", "GOROOT"], env, root).stdout.trim();
      const fmt = run(join(goroot, "bin", "gofmt"), ["-l", "."], env, root);
      expect(fmt.status, fmt.stderr).toBe(0);
      expect(fmt.stdout).toBe("");
      const vet = run("go", ["vet", "./..."], env, root);
      expect(vet.status, vet.stdout + vet.stderr).toBe(0);
      expect(vet.stdout + vet.stderr).toBe("");
      // -vet=off: go vet above ran its whole default set of analyzers (a superset of go test's) on the same files.
      const test = run("go", ["test", "-count=1", "-vet=off", "./..."], env, root);
      expect(test.status, (test.stdout + test.stderr).slice(-4000)).toBe(0);
      expect(test.stdout).toMatch(/^ok\s+\S+\/v1\s/m);
    },
    1_800_000,
  );

  const ends = [
    { end: "oldest", toolchain: OLDEST },
    { end: "newest", toolchain: "local" },
  ] as const;

  it.each(ends)(
    "$end ($toolchain): the conformance runner says what it judges with, and every vector passes",
    ({ end, toolchain }) => {
      if (end === "oldest" && !oldest) return;
      const env = goEnv(toolchain);
      // What the runner reports is the toolchain that builds the harness: the one GOTOOLCHAIN names.
      const saved = { ...process.env };
      Object.assign(process.env, env);
      try {
        const runner = runnerFor("go", out);
        expect(runner.unavailable()).toBeNull();
        const judged = runner.judgedWith!();
        const expected = versionOf(toolchain)!;
        expect(judged.toolchain).toBe(expected);
        expect(judged.packages).toEqual([
          { name: "go", version: goToolchainVersion(expected), range: `go ${GO_VERSION}` },
        ]);
      } finally {
        for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
        Object.assign(process.env, saved);
      }
      const r = run(
        "node",
        [BIN, "conformance", "--vectors", join(out, "vectors"), "--lang", "go", "--out", out, "--json"],
        env,
      );
      expect(r.status, r.stderr.slice(-4000)).toBe(0);
      const report = JSON.parse(r.stdout) as { passed: number; failed: number; results: { ok: boolean }[] };
      expect(report.failed).toBe(0);
      expect(report.passed).toBeGreaterThan(1000);
      expect(report.results.every((x) => x.ok)).toBe(true);
    },
    1_800_000,
  );

  it.each(ends)(
    "$end ($toolchain): a seeded fuzz sample finds nothing (each input read every way: Parse, the value reader, encoding/json)",
    ({ end, toolchain }) => {
      if (end === "oldest" && !oldest) return;
      const r = run(
        "node",
        [FUZZ, "--lang", "go", "--count", "3000", "--seed", "20261128", "--out", out],
        goEnv(toolchain),
      );
      expect(r.status, `${r.stdout.slice(-4000)}${r.stderr.slice(-2000)}`).toBe(0);
      expect(r.stdout).toMatch(/^seed 20261128: 3000 inputs/m);
      expect(r.stdout).toMatch(/^0 disagreements/m);
    },
    1_800_000,
  );

  it("orders Go versions as Go does, and a toolchain older than the go line is not used to judge", () => {
    expect(goVersionAtLeast("1.22.0", "1.22")).toBe(true);
    expect(goVersionAtLeast("1.22rc1", "1.22")).toBe(true);
    expect(goVersionAtLeast("1.22rc2", "1.22.0")).toBe(false);
    expect(goVersionAtLeast("1.21.13", "1.22")).toBe(false);
    expect(goVersionAtLeast("1.26.8", "1.26")).toBe(true);
    expect(goVersionAtLeast("1.9.1", "1.22")).toBe(false);
    // The go line raised past every release: the local toolchain is then too old, and the runner says so.
    const mod = join(out, "go", "go.mod");
    const text = readFileSync(mod, "utf8");
    const saved = process.env.GOTOOLCHAIN;
    process.env.GOTOOLCHAIN = "local";
    writeFileSync(mod, text.replace(/^go .*$/m, "go 999.0"));
    try {
      expect(runnerFor("go", out).unavailable()).toMatch(/999\.0/);
    } finally {
      writeFileSync(mod, text);
      if (saved === undefined) delete process.env.GOTOOLCHAIN;
      else process.env.GOTOOLCHAIN = saved;
    }
    expect(runnerFor("go", out).unavailable()).toBeNull();
  });
});
