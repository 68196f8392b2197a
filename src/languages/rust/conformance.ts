import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import {
  commandExists,
  type ConformanceRunner,
  type DecodeOutcome,
  HarnessError,
  type JudgedWith,
  type Progress,
  runIsolated,
  spawnHarness,
  type Task,
} from "../../plugin/index.js";
import { touchedByTask, type GateTable } from "./gates.js";

/** The crates the generated bindings use, whose versions a report names. */
export const RUST_DEPENDENCIES = ["serde", "serde_json"] as const;

/**
 * The version range a dependency line of the generated Cargo.toml declares, in cargo's
 * words (`serde = { version = "1.0.190", ... }` is `^1.0.190`), or undefined.
 */
export function declaredRange(cargoToml: string, name: string): string | undefined {
  const line = new RegExp(`^${name}\\s*=\\s*(?:"([^"]+)"|\\{[^\\n]*?\\bversion\\s*=\\s*"([^"]+)")`, "m").exec(
    cargoToml,
  );
  const req = line?.[1] ?? line?.[2];
  if (req === undefined) return undefined;
  // A bare version is a caret requirement.
  return /^[0-9]/.test(req) ? `^${req}` : req;
}

/** The version of each named package in a Cargo.lock (the first, when several are locked). */
export function lockedVersions(lock: string, names: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of lock.matchAll(/^\[\[package\]\]\nname = "([^"]+)"\nversion = "([^"]+)"/gm))
    if (names.includes(m[1]!) && !found.has(m[1]!)) found.set(m[1]!, m[2]!);
  return found;
}

/**
 * What the Rust harness is judged with: cargo's and rustc's versions, and the version of each
 * dependency in the crate's Cargo.lock (the one its harness builds with; cargo writes it on the
 * first build, and `cargo metadata` here when there was none yet) with the range Cargo.toml declares.
 */
export function rustJudgedWith(root: string): JudgedWith {
  const version = (cmd: string): string => {
    const r = spawnSync(cmd, ["--version"], { cwd: root, encoding: "utf8" });
    return r.status === 0 ? r.stdout.trim() : `${cmd}: not found`;
  };
  const lockPath = join(root, "Cargo.lock");
  if (!existsSync(lockPath))
    spawnSync("cargo", ["metadata", "--format-version", "1", "--quiet"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 1 << 26,
    });
  const lock = existsSync(lockPath) ? readFileSync(lockPath, "utf8") : "";
  const toml = readFileSync(join(root, "Cargo.toml"), "utf8");
  const locked = lockedVersions(lock, RUST_DEPENDENCIES);
  return {
    toolchain: `${version("cargo")}; ${version("rustc")}`,
    packages: RUST_DEPENDENCIES.map((name) => {
      const range = declaredRange(toml, name);
      return { name, version: locked.get(name) ?? "not resolved", ...(range !== undefined && { range }) };
    }),
  };
}

/**
 * Where cargo builds the conformance harness when CARGO_TARGET_DIR does not
 * say: the cache of the project (`node_modules/.cache/acp-codegen/rust-target`
 * of the nearest folder from `cwd` up that has a node_modules), else the
 * user's cache folder. Never the output folder.
 */
export function harnessTargetDir(
  cwd = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (existsSync(join(dir, "node_modules"))) return join(dir, "node_modules", ".cache", "acp-codegen", "rust-target");
    if (dirname(dir) === dir) break;
  }
  const home = env.HOME ?? homedir();
  const cache =
    platform === "win32"
      ? (env.LOCALAPPDATA ?? join(home, "AppData", "Local"))
      : platform === "darwin"
        ? join(home, "Library", "Caches")
        : (env.XDG_CACHE_HOME ?? join(home, ".cache"));
  return join(cache, "acp-codegen", "rust-target");
}

/** Builds the generated crate's harness example with cargo and runs it. */
export function rustConformance(root: string, progress: Progress): ConformanceRunner {
  return {
    kinds: ["decode", "apply", "convert", "method"],
    decode(tasks) {
      return this.run(tasks);
    },
    judgedWith() {
      return rustJudgedWith(root);
    },
    unavailable() {
      if (!existsSync(join(root, "examples", "acp-conformance.rs")))
        return `no Rust bindings in ${root} (run acp-codegen generate)`;
      if (!commandExists("cargo")) return "cargo is not installed";
      return null;
    },
    run(tasks) {
      const toml = readFileSync(join(root, "Cargo.toml"), "utf8");
      const declared = [...toml.matchAll(/^unstable_([a-z0-9_]+) = \[\]$/gm)].map((m) => m[1]!);
      const defaults = new Set(
        [...(/^default = \[(.*)\]$/m.exec(toml)?.[1] ?? "").matchAll(/"unstable_([a-z0-9_]+)"/g)].map((m) => m[1]!),
      );
      const builds = harnessBuilds(tasks, declared, defaults, readGates(root));
      const results = new Map<string, DecodeOutcome>();
      let done = 0;
      let step = 0;
      for (const [key, group] of builds) {
        step++;
        const features = key ? key.split(",").map((f) => `unstable_${f}`) : [];
        const missing = features.filter((f) => !declared.includes(f.slice("unstable_".length)));
        if (missing.length) {
          for (const t of group)
            results.set(t.id, {
              id: t.id,
              ok: false,
              unsupported: true,
              error: `the crate has no cargo feature ${missing.join(", ")}`,
            });
          continue;
        }
        const named =
          features.length > 1 && features.length === declared.length ? "every unstable feature" : features.join(", ");
        const what = `cargo build ${step}/${builds.size}${features.length ? ` (features ${named})` : ""}`;
        // Every unstable feature is `--all-features` (the crate's other features are on by default, and the harness
        // needs them): the same build as the tests' `cargo test --all-features`, which shares it in one target folder.
        const flags =
          features.length > 0 && features.length === declared.length
            ? ["--all-features"]
            : features.length
              ? ["--features", features.join(",")]
              : [];
        for (const o of runRustHarness(root, flags, group, (s) =>
          progress(`${done}/${tasks.length} vectors; ${what}: ${s}`),
        ))
          results.set(o.id, o);
        done += group.length;
        progress(`${done}/${tasks.length} vectors`);
      }
      return tasks.map(
        (t) => results.get(t.id) ?? { id: t.id, ok: false, crashed: true, error: "the Rust harness gave no result" },
      );
    },
  };
}

/** The crate's gate table (gates.ts), or undefined for a crate generated without one. */
function readGates(root: string): GateTable | undefined {
  const path = join(root, "examples", "acp-conformance.gates.json");
  if (!existsSync(path)) return undefined;
  const table = JSON.parse(readFileSync(path, "utf8")) as GateTable;
  return table.format === 1 ? table : undefined;
}

/**
 * Which build of the harness judges each task, keyed by the unstable features the build
 * switches on beside the crate's default ones (comma-separated; "" for the defaults
 * alone), the builds with the most tasks first. A task that needs the features F must get
 * what the build with the defaults and F gives. With the crate's gate table, the features
 * the task's input can touch (gates.ts) say which build gives exactly that: the defaults'
 * when it touches none of F beyond the defaults (every gate it meets is off there, as in
 * F's build), the build with every feature when it touches only F and the defaults (every
 * gate it meets is on in both), and a build of F's own only when it meets gates of F and
 * of other features at once. So the vectors of any number of features take two builds.
 * Without a table, each set of features has its build. A feature the crate does not
 * declare keeps its own key (its tasks are unsupported, nothing is built).
 */
export function harnessBuilds(
  tasks: readonly Task[],
  declared: readonly string[],
  defaults: ReadonlySet<string>,
  table: GateTable | undefined,
): Map<string, Task[]> {
  const all = [...declared].sort().join(",");
  const groups = new Map<string, Task[]>();
  for (const t of tasks) {
    const wanted = [...new Set(t.unstable ?? [])].sort();
    const extra = wanted.filter((f) => !defaults.has(f));
    let key = extra.join(",");
    if (table !== undefined && extra.length > 0 && extra.every((f) => declared.includes(f))) {
      const touched = [...touchedByTask(table, t)];
      if (!touched.some((g) => extra.includes(g))) key = "";
      else if (touched.every((g) => defaults.has(g) || wanted.includes(g))) key = all;
    }
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  return new Map([...groups].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)));
}

/** Whether the cargo that builds in `root` has `build.build-dir` (stable since 1.91): intermediate artifacts apart from the final ones. */
function cargoHasBuildDir(root: string): boolean {
  const m = /^cargo (\d+)\.(\d+)\./.exec(
    spawnSync("cargo", ["--version"], { cwd: root, encoding: "utf8" }).stdout ?? "",
  );
  return m !== null && (Number(m[1]) > 1 || Number(m[2]) >= 91);
}

/** Builds the crate's harness with these cargo feature flags and runs it over the tasks. */
function runRustHarness(
  root: string,
  featureFlags: readonly string[],
  tasks: readonly Task[],
  progress: Progress,
): DecodeOutcome[] {
  const targetDir = process.env.CARGO_TARGET_DIR ? resolve(root, process.env.CARGO_TARGET_DIR) : harnessTargetDir();
  // Cargo puts the harness binary at one path per target folder (target/debug/examples/acp-conformance), so
  // two builds sharing the folder (another crate, or this one with other features, from another process)
  // overwrite each other's between a build and its run. With a build folder (`build.build-dir`), the
  // compiled crates stay shared in the target folder and the binary goes to a folder of this build's own.
  const own =
    cargoHasBuildDir(root) && !process.env.CARGO_BUILD_BUILD_DIR
      ? (mkdirSync(targetDir, { recursive: true }), mkdtempSync(join(targetDir, "harness-")))
      : undefined;
  try {
    const env = own
      ? { ...process.env, CARGO_BUILD_BUILD_DIR: targetDir, CARGO_TARGET_DIR: own }
      : { ...process.env, CARGO_TARGET_DIR: targetDir };
    // Without one, the target folder may hold another crate's harness under the same name, and cargo does
    // not copy a fresh binary over it again: remove it first, so the build puts this crate's binary there.
    if (!own) rmSync(join(targetDir, "debug", "examples", "acp-conformance"), { force: true });
    return buildAndRun(root, featureFlags, tasks, progress, env);
  } finally {
    if (own) rmSync(own, { recursive: true, force: true });
  }
}

function buildAndRun(
  root: string,
  featureFlags: readonly string[],
  tasks: readonly Task[],
  progress: Progress,
  env: NodeJS.ProcessEnv,
): DecodeOutcome[] {
  const args = ["build", "--quiet", "--example", "acp-conformance", "--message-format=json", ...featureFlags];
  progress("building");
  const build = spawnSync("cargo", args, { cwd: root, encoding: "utf8", maxBuffer: 1 << 28, env });
  if (build.status !== 0)
    throw new HarnessError(`cargo build of the Rust harness failed: ${build.stderr.slice(0, 4000)}`);
  const exe = build.stdout
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as { reason?: string; target?: { name?: string }; executable?: string | null })
    .reverse()
    .find((m) => m.reason === "compiler-artifact" && m.target?.name === "acp-conformance" && m.executable)?.executable;
  if (!exe) throw new HarnessError("cargo built no acp-conformance executable");
  progress(`running ${tasks.length} vectors`);
  return runIsolated(tasks, (batch) => spawnHarness("the Rust harness", exe, [], undefined, batch));
}
