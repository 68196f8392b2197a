import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { commandExists, HarnessError, runIsolated, spawnHarness, type DecodeOutcome, type Progress, type Task } from "../../conformance/langs.js";
import type { ConformanceRunner } from "../../plugin/index.js";

/**
 * Where cargo builds the conformance harness when CARGO_TARGET_DIR does not
 * say: the cache of the project (`node_modules/.cache/acp-codegen/rust-target`
 * of the nearest folder from `cwd` up that has a node_modules), else the
 * user's cache folder. Never the output folder.
 */
export function harnessTargetDir(cwd = process.cwd(), env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
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
    kinds: ["decode", "apply", "convert"],
    decode(tasks) {
      return this.run(tasks);
    },
    unavailable() {
      if (!existsSync(join(root, "examples", "acp-conformance.rs")))
        return `no Rust bindings in ${root} (run acp-codegen generate)`;
      if (!commandExists("cargo")) return "cargo is not installed";
      return null;
    },
    run(tasks) {
      // Unstable features are cargo features: the harness is built once per set of features the tasks switch on.
      const declared = new Set(
        [...readFileSync(join(root, "Cargo.toml"), "utf8").matchAll(/^(unstable_[a-z0-9_]+) = \[\]$/gm)].map(
          (m) => m[1]!,
        ),
      );
      const groups = new Map<string, Task[]>();
      for (const t of tasks) {
        const key = [...new Set(t.unstable ?? [])].sort().join(",");
        groups.set(key, [...(groups.get(key) ?? []), t]);
      }
      const results = new Map<string, DecodeOutcome>();
      let done = 0;
      let step = 0;
      for (const [key, group] of groups) {
        step++;
        const features = key ? key.split(",").map((f) => `unstable_${f}`) : [];
        const missing = features.filter((f) => !declared.has(f));
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
        const what = `cargo build ${step}/${groups.size}${features.length ? ` (features ${features.join(", ")})` : ""}`;
        for (const o of runRustHarness(root, features, group, (s) => progress(`${done}/${tasks.length} vectors; ${what}: ${s}`))) results.set(o.id, o);
        done += group.length;
        progress(`${done}/${tasks.length} vectors`);
      }
      return tasks.map(
        (t) => results.get(t.id) ?? { id: t.id, ok: false, crashed: true, error: "the Rust harness gave no result" },
      );
    },
  };
}

/** Builds the crate's harness with these cargo features and runs it over the tasks. */
function runRustHarness(root: string, features: readonly string[], tasks: readonly Task[], progress: Progress): DecodeOutcome[] {
  // A shared target folder may hold another crate's harness under the same name, and cargo does not copy a
  // fresh binary over it again: remove it first, so the build puts this crate's binary there.
  const targetDir = process.env.CARGO_TARGET_DIR ? resolve(root, process.env.CARGO_TARGET_DIR) : harnessTargetDir();
  rmSync(join(targetDir, "debug", "examples", "acp-conformance"), { force: true });
  const args = [
    "build",
    "--quiet",
    "--example",
    "acp-conformance",
    "--message-format=json",
    ...(features.length ? ["--features", features.join(",")] : []),
  ];
  progress("building");
  const build = spawnSync("cargo", args, { cwd: root, encoding: "utf8", maxBuffer: 1 << 28, env: { ...process.env, CARGO_TARGET_DIR: targetDir } });
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
