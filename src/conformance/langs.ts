import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { homedir, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { transpileTree } from "./transpile.js";
import { readJson, writeJson } from "../runtime/typescript/runtime.js";
import { goRunner } from "../languages/go/conformance.js";

/**
 * Harness output, read so that integers beyond a double's range stay exact:
 * one JSON array (a harness that reports at the end), or one result per line
 * (a harness that reports as it goes). From a harness that died, every
 * complete line it wrote before it died.
 */
export function readOutcomes(text: string): DecodeOutcome[] {
  const trimmed = text.trimStart();
  if (trimmed.startsWith("[")) return (readReport(trimmed) as DecodeOutcome[] | undefined) ?? [];
  const out: DecodeOutcome[] = [];
  const lines = text.split("\n");
  // The last piece is complete only when a newline ended it.
  for (const line of lines.slice(0, -1)) {
    if (!line.trim()) continue;
    const o = readReport(line) as DecodeOutcome | undefined;
    if (o === undefined) break;
    out.push(o);
  }
  return out;
}

/**
 * One piece of harness output: read exactly (wide integers kept), or, when the
 * exact reader cannot (it is the bindings' own reader, under test too), as
 * JSON.parse reads it; undefined when it is not JSON.
 */
function readReport(text: string): unknown {
  try {
    return readJson(text);
  } catch {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
}

export type Lang = "ts" | "rust" | "python" | "go";

export function commandExists(cmd: string): boolean {
  return spawnSync(cmd, ["--version"], { encoding: "utf8" }).status === 0;
}

export interface DecodeTask {
  readonly kind?: "decode";
  readonly id: string;
  /** The unstable features switched on for this task; absent or empty: the stable surface. */
  readonly unstable?: readonly string[];
  readonly type: string;
  readonly json: unknown;
  /** JSON text the harness parses in place of `json` (the fuzzer's number spellings, the hostile corpus). */
  readonly text?: string;
  /** Bytes (base64) the harness gives the language's bytes entry point in place of `json` (invalid UTF-8, a BOM). */
  readonly bytes?: string;
  /** `lenient`: through the bindings' opt-in lenient entry points (FORMAT.md `mode`); absent: strict. */
  readonly mode?: "strict" | "lenient";
}

export interface ApplyTask {
  readonly kind: "apply";
  readonly id: string;
  readonly unstable?: readonly string[];
  readonly version: string;
  readonly updates: readonly unknown[];
}

export interface ConvertTask {
  readonly kind: "convert";
  readonly id: string;
  readonly unstable?: readonly string[];
  readonly from: string;
  readonly type: string;
  readonly inputs: readonly unknown[];
  readonly options?: Record<string, boolean>;
}

export type Task = DecodeTask | ApplyTask | ConvertTask;

export interface DecodeOutcome {
  readonly id: string;
  readonly ok: boolean;
  readonly value?: unknown;
  readonly compact?: string;
  readonly error?: string;
  readonly unsupported?: boolean;
  readonly crashed?: boolean;
  /** The harness process died on this task (or gave up before reaching it): the vector could not be judged. */
  readonly died?: boolean;
  /** apply: the messages. */
  readonly messages?: unknown;
  /** apply: every entity collection the reducer keeps, by name. */
  readonly entities?: Record<string, unknown>;
  /** convert: one result per input. */
  readonly results?: readonly ({ readonly outputs: readonly unknown[] } | { readonly error: string })[];
}

/** A language's generated harness, seen from the judge: it executes tasks and reports, nothing more. */
export interface LangRunner {
  readonly lang: Lang;
  /** Null when the bindings can run; otherwise why not (not generated, toolchain missing). */
  unavailable(): string | null;
  /** Which vector kinds this language's harness executes. */
  readonly kinds: readonly string[];
  run(tasks: readonly Task[]): DecodeOutcome[];
  /** The same as run; decode tasks only. */
  decode(tasks: readonly DecodeTask[]): DecodeOutcome[];
}

class HarnessError extends Error {}
export { HarnessError };

/** One run of a harness process over some tasks: what it reported, and why it died (null: it exited normally). */
export interface HarnessRun {
  readonly outcomes: readonly DecodeOutcome[];
  readonly died: string | null;
}

/** Limits on re-running a harness that dies: the processes started, and the time spent, per `runIsolated` call. */
export interface IsolationLimits {
  readonly runs: number;
  readonly ms: number;
}

export const DEFAULT_ISOLATION: IsolationLimits = { runs: 64, ms: 240_000 };

/**
 * Runs tasks through a harness so that a task that kills the harness fails
 * alone. When a process dies, the results it already reported (a harness that
 * reports as it goes) name the task it died on: that task fails with the cause,
 * and the tasks after it run in a fresh process. When it reported nothing (it
 * died reading its input, or it reports only at the end), the batch is cut in
 * two and each half runs again, down to the single task that kills it. Bounded:
 * after `limits.runs` processes or `limits.ms`, the tasks not yet run fail as
 * not judged. Results come back in task order, each with its task's id.
 */
export function runIsolated(
  tasks: readonly Task[],
  once: (batch: readonly Task[]) => HarnessRun,
  limits: IsolationLimits = DEFAULT_ISOLATION,
): DecodeOutcome[] {
  const results: (DecodeOutcome | undefined)[] = new Array(tasks.length);
  const t0 = Date.now();
  let runs = 0;
  let deaths = 0;
  let lastDeath = "";
  const died = (i: number, error: string): void => {
    results[i] = { id: tasks[i]!.id, ok: false, crashed: true, died: true, error };
  };
  const go = (start: number, end: number): void => {
    while (start < end) {
      if (runs >= limits.runs || Date.now() - t0 > limits.ms) {
        for (let i = start; i < end; i++)
          died(i, `not judged: the harness died ${deaths} times, and no more processes were started (last: ${lastDeath})`);
        return;
      }
      runs++;
      const batch = tasks.slice(start, end);
      const r = once(batch);
      // Results are in task order; an id that does not match its place is looked up by id.
      const byId = new Map(r.outcomes.map((o) => [o.id, o]));
      let reported = 0;
      for (; reported < r.outcomes.length && start + reported < end; reported++) {
        const t = tasks[start + reported]!;
        const o = r.outcomes[reported]!.id === t.id ? r.outcomes[reported]! : byId.get(t.id);
        if (!o) break;
        results[start + reported] = { ...o, id: t.id };
      }
      if (r.died === null) {
        for (let i = start + reported; i < end; i++) results[i] = byId.get(tasks[i]!.id) ?? { id: tasks[i]!.id, ok: false, crashed: true, error: "the harness gave no result" };
        return;
      }
      deaths++;
      lastDeath = r.died;
      if (reported > 0 || end - start === 1) {
        // It died on the task after the last it reported.
        if (start + reported < end) died(start + reported, `the harness died on this task: ${r.died}`);
        start += reported + 1;
        continue;
      }
      const mid = start + Math.ceil((end - start) / 2);
      go(start, mid);
      start = mid;
    }
  };
  go(0, tasks.length);
  return results.map((o, i) => o ?? { id: tasks[i]!.id, ok: false, crashed: true, error: "the harness gave no result" });
}

/** Starts one harness process over a batch of tasks (JSON on stdin) and reads what it reported. */
export function spawnHarness(what: string, cmd: string, args: readonly string[], cwd: string | undefined, batch: readonly Task[]): HarnessRun {
  const r = spawnSync(cmd, args, { cwd, input: writeJson(batch), encoding: "utf8", maxBuffer: 1 << 30, timeout: 600_000, killSignal: "SIGKILL" });
  const outcomes = readOutcomes(r.stdout ?? "");
  if (r.error && !r.signal) return { outcomes, died: `${what} could not run: ${r.error.message}` };
  if (r.status === 0) return { outcomes, died: null };
  const how = r.signal ? `was killed by ${r.signal}${r.error ? ` (${r.error.message})` : ""}` : `exited with ${r.status}`;
  const stderr = (r.stderr ?? "").trim();
  return { outcomes, died: `${what} ${how}${stderr ? `: ${stderr.length > 1500 ? `...${stderr.slice(-1500)}` : stderr}` : ""}` };
}

/** Reports a step of a long run (a build, a harness process and the vectors done so far). */
export type Progress = (step: string) => void;

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

/** Transpiles out/typescript to JavaScript in a temporary folder (no type check: `tsc --strict` is a separate test) and runs the harness with node. */
function typescriptRunner(out: string, progress: Progress): LangRunner {
  const root = join(out, "typescript");
  return {
    lang: "ts",
    kinds: ["decode", "apply", "convert"],
    unavailable: () =>
      existsSync(join(root, "conformance", "harness.ts"))
        ? null
        : `no TypeScript bindings in ${root} (run acp-codegen generate)`,
    decode(tasks) {
      return this.run(tasks);
    },
    run(tasks) {
      const tmp = mkdtempSync(join(tmpdir(), "acp-codegen-ts-"));
      try {
        progress("transpiling the bindings");
        transpileTree(root, tmp);
        const harness = join(tmp, "conformance", "harness.js");
        progress(`running ${tasks.length} vectors`);
        return runIsolated(tasks, (batch) => spawnHarness("the TypeScript harness", process.execPath, [harness], undefined, batch));
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  };
}

/** Builds the generated crate's harness example with cargo and runs it. */
function rustRunner(out: string, progress: Progress): LangRunner {
  const root = join(out, "rust");
  return {
    lang: "rust",
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

/** The Python that runs generated models: $ACP_CODEGEN_PYTHON, the project's virtualenv, or python3. */
export function pythonExecutable(): string {
  if (process.env.ACP_CODEGEN_PYTHON) return process.env.ACP_CODEGEN_PYTHON;
  const venv = fileURLToPath(new URL("../../node_modules/.cache/acp-codegen/venv/bin/python", import.meta.url));
  return existsSync(venv) ? venv : "python3";
}

/** Runs the generated package's harness module with Python. */
function pythonRunner(out: string, progress: Progress): LangRunner {
  const root = join(out, "python");
  const pkg = existsSync(root)
    ? readdirSync(root).find((d) => existsSync(join(root, d, "_conformance.py")))
    : undefined;
  const python = pythonExecutable();
  return {
    lang: "python",
    kinds: ["decode", "apply", "convert"],
    decode(tasks) {
      return this.run(tasks);
    },
    unavailable() {
      if (!pkg) return `no Python bindings in ${root} (run acp-codegen generate)`;
      const probe = spawnSync(
        python,
        ["-c", "import pydantic, sys; sys.exit(0 if pydantic.VERSION >= '2.11' else 1)"],
        { encoding: "utf8" },
      );
      if (probe.status !== 0)
        return `${python} cannot import pydantic >= 2.11 (set ACP_CODEGEN_PYTHON, or run npm test once to create the virtualenv)`;
      return null;
    },
    run(tasks) {
      progress(`running ${tasks.length} vectors`);
      return runIsolated(tasks, (batch) => spawnHarness("the Python harness", python, ["-m", `${pkg}._conformance`], root, batch));
    },
  };
}

export function runnerFor(lang: Lang, out: string, progress: Progress = () => undefined): LangRunner {
  switch (lang) {
    case "ts":
      return typescriptRunner(out, progress);
    case "rust":
      return rustRunner(out, progress);
    case "python":
      return pythonRunner(out, progress);
    case "go":
      return goRunner(out, progress);
  }
}
