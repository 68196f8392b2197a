import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import {
  type ConformanceRunner,
  HarnessError,
  type JudgedWith,
  type Progress,
  runIsolated,
  spawnHarness,
} from "../../plugin/index.js";

/** The version of a Go toolchain as `go version` prints it (`go version go1.22.0 linux/amd64` -> `1.22.0`), or null. */
export function goToolchainVersion(versionLine: string): string | null {
  return /\bgo(\d+\.\d+(?:\.\d+)?(?:(?:rc|beta)\d+)?)\b/.exec(versionLine)?.[1] ?? null;
}

/** The version of a module's `go` line (`go 1.22` -> `1.22`), or null when go.mod has none. */
export function goLine(goMod: string): string | null {
  return /^go\s+(\S+)\s*$/m.exec(goMod)?.[1] ?? null;
}

/**
 * Whether a toolchain version is at least a `go` line's version, ordered as Go
 * orders them: part by part, numerically; a language version (`1.22`) comes
 * before its release candidates (`1.22rc1`), which come before its first
 * release (`1.22.0`).
 */
export function goVersionAtLeast(toolchain: string, line: string): boolean {
  const parse = (v: string): number[] => {
    const m = /^(\d+)\.(\d+)(?:\.(\d+)|(rc|beta)(\d+))?$/.exec(v);
    if (!m) return [0];
    // The third part: -2 for a language version, -1 for a prerelease (then its number), else the patch.
    return [Number(m[1]), Number(m[2]), m[3] !== undefined ? Number(m[3]) : m[4] ? -1 : -2, m[5] ? Number(m[5]) : 0];
  };
  const a = parse(toolchain);
  const b = parse(line);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d > 0;
  }
  return true;
}

/**
 * The Go runner: builds the generated module's harness (`cmd/acp-conformance`)
 * with `go build` into a temporary folder and runs it over the tasks. Unstable
 * features are a parse option, so one build serves every task. The harness
 * executes decode, apply (the generated reducers) and convert (the generated
 * converters) vectors, and reads every decode task every way the bindings read.
 *
 * `go` is the one on the PATH, run in the module's folder with the caller's
 * environment: `GOTOOLCHAIN=go1.22.0` judges with that release (the module's
 * `go` line is the oldest it admits).
 */
export function goConformance(root: string, progress: Progress): ConformanceRunner {
  /** `go version` in the module's folder: what builds the harness (GOTOOLCHAIN applied), or why it cannot run. */
  let version: { line: string } | { problem: string } | undefined;
  const goVersion = (): { line: string } | { problem: string } => {
    if (version) return version;
    const r = spawnSync("go", ["version"], { cwd: root, encoding: "utf8" });
    if (r.error) return (version = { problem: "go is not installed" });
    if (r.status !== 0)
      return (version = { problem: `go version failed: ${`${r.stderr}${r.stdout}`.trim().slice(0, 500)}` });
    return (version = { line: r.stdout.trim() });
  };
  const declared = (): string | null => {
    try {
      return goLine(readFileSync(join(root, "go.mod"), "utf8"));
    } catch {
      return null;
    }
  };
  return {
    kinds: ["decode", "apply", "convert", "method"],
    unavailable() {
      if (!existsSync(join(root, "cmd", "acp-conformance", "main.go")))
        return `no Go bindings in ${root} (run acp-codegen generate)`;
      const v = goVersion();
      if ("problem" in v) return v.problem;
      const toolchain = goToolchainVersion(v.line);
      const line = declared();
      if (toolchain && line && !goVersionAtLeast(toolchain, line))
        return `go${toolchain} is older than the module's go line (go ${line} in ${join(root, "go.mod")}): it cannot build the bindings`;
      return null;
    },
    judgedWith(): JudgedWith {
      const v = goVersion();
      const line = declared();
      const toolchain = "line" in v ? v.line : v.problem;
      const found = "line" in v ? (goToolchainVersion(v.line) ?? "unknown") : "unknown";
      // Standard library only: the one range is the module's go line (the oldest Go it admits).
      return { toolchain, packages: [{ name: "go", version: found, ...(line !== null && { range: `go ${line}` }) }] };
    },
    decode(tasks) {
      return this.run(tasks);
    },
    run(tasks) {
      const exe = harnessBinary(root, progress);
      progress(`running ${tasks.length} vectors`);
      return runIsolated(tasks, (batch) => spawnHarness("the Go harness", exe, [], undefined, batch));
    },
  };
}

/**
 * The harness binaries this process built, by what each was built from (`buildKey`), in one temporary folder
 * removed when the process exits. Go caches compiled packages but not a linked program: each `go build` of an
 * unchanged harness still checks every package and links it again (about a second of CPU), and a test run judges
 * the same module many times.
 */
const built = new Map<string, string>();
let binaries: string | undefined;

/**
 * What a harness build depends on: every file of the module (its path and bytes: Go files, go.mod, anything else
 * under the folder) and the environment the go command reads (every `GO*` and `CGO_*` variable, and PATH, which
 * finds go). The same key is the same build.
 */
function buildKey(root: string): string {
  const h = createHash("sha256");
  for (const k of Object.keys(process.env)
    .filter((k) => k === "PATH" || k.startsWith("GO") || k.startsWith("CGO_"))
    .sort())
    h.update(`${k}=${process.env[k]}\0`);
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.isFile()) {
        h.update(`${relative(root, path)}\0`);
        h.update(readFileSync(path));
        h.update("\0");
      }
    }
  };
  walk(root);
  return h.digest("hex");
}

/** The harness of the module at root, built with `go build` unless this process built it from the same files. */
function harnessBinary(root: string, progress: Progress): string {
  const key = buildKey(root);
  const done = built.get(key);
  if (done && existsSync(done)) return done;
  if (!binaries) {
    const dir = mkdtempSync(join(tmpdir(), "acp-codegen-go-"));
    binaries = dir;
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  }
  const exe = join(binaries, `acp-conformance-${key.slice(0, 16)}`);
  progress("go build");
  // -trimpath: the build does not depend on the module's folder, so the same bindings generated into
  // another folder are the same build (Go's cache keys a package without it by its absolute folder).
  // Built without GO_NO_ENCODING_JSON_TAG, so with the encoding/json methods: the harness reads every task
  // through them too.
  const build = spawnSync("go", ["build", "-trimpath", "-o", exe, "./cmd/acp-conformance"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  if (build.status !== 0)
    throw new HarnessError(
      `go build of the Go harness failed: ${(build.stderr ?? String(build.error)).slice(0, 4000)}`,
    );
  built.set(key, exe);
  return exe;
}
