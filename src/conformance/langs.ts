import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { transpileTree } from "./transpile.js";
import { readJson, writeJson } from "../runtime/typescript/runtime.js";

/** Harness output, read so that integers beyond a double's range stay exact. */
function readOutcomes(text: string): DecodeOutcome[] {
  return readJson(text) as unknown as DecodeOutcome[];
}

export type Lang = "ts" | "rust" | "python";

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
  /** JSON text the harness parses in place of `json` (the fuzzer's number spellings). */
  readonly text?: string;
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

/** Transpiles out/typescript to JavaScript in a temporary folder (no type check: `tsc --strict` is a separate test) and runs the harness with node. */
function typescriptRunner(out: string): LangRunner {
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
        transpileTree(root, tmp);
        const r = spawnSync(process.execPath, [join(tmp, "conformance", "harness.js")], {
          input: writeJson(tasks),
          encoding: "utf8",
          maxBuffer: 1 << 30,
        });
        if (r.status !== 0)
          throw new HarnessError(`the TypeScript harness exited with ${r.status}: ${r.stderr.slice(0, 2000)}`);
        return readOutcomes(r.stdout);
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  };
}

/** Builds the generated crate's harness example with cargo and runs it. */
function rustRunner(out: string): LangRunner {
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
      for (const [key, group] of groups) {
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
        for (const o of runRustHarness(root, features, group)) results.set(o.id, o);
      }
      return tasks.map(
        (t) => results.get(t.id) ?? { id: t.id, ok: false, crashed: true, error: "the Rust harness gave no result" },
      );
    },
  };
}

/** Builds the crate's harness with these cargo features and runs it over the tasks. */
function runRustHarness(root: string, features: readonly string[], tasks: readonly Task[]): DecodeOutcome[] {
  // A shared target folder may hold another crate's harness under the same name, and cargo does not copy a
  // fresh binary over it again: remove it first, so the build puts this crate's binary there.
  const targetDir = process.env.CARGO_TARGET_DIR ? resolve(root, process.env.CARGO_TARGET_DIR) : join(root, "target");
  rmSync(join(targetDir, "debug", "examples", "acp-conformance"), { force: true });
  const args = [
    "build",
    "--quiet",
    "--example",
    "acp-conformance",
    "--message-format=json",
    ...(features.length ? ["--features", features.join(",")] : []),
  ];
  const build = spawnSync("cargo", args, { cwd: root, encoding: "utf8", maxBuffer: 1 << 28 });
  if (build.status !== 0)
    throw new HarnessError(`cargo build of the Rust harness failed: ${build.stderr.slice(0, 4000)}`);
  const exe = build.stdout
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as { reason?: string; target?: { name?: string }; executable?: string | null })
    .reverse()
    .find((m) => m.reason === "compiler-artifact" && m.target?.name === "acp-conformance" && m.executable)?.executable;
  if (!exe) throw new HarnessError("cargo built no acp-conformance executable");
  const r = spawnSync(exe, [], { input: writeJson(tasks), encoding: "utf8", maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new HarnessError(`the Rust harness exited with ${r.status}: ${r.stderr.slice(0, 2000)}`);
  return readOutcomes(r.stdout);
}

/** The Python that runs generated models: $ACP_CODEGEN_PYTHON, the project's virtualenv, or python3. */
export function pythonExecutable(): string {
  if (process.env.ACP_CODEGEN_PYTHON) return process.env.ACP_CODEGEN_PYTHON;
  const venv = fileURLToPath(new URL("../../node_modules/.cache/acp-codegen/venv/bin/python", import.meta.url));
  return existsSync(venv) ? venv : "python3";
}

/** Runs the generated package's harness module with Python. */
function pythonRunner(out: string): LangRunner {
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
      const r = spawnSync(python, ["-m", `${pkg}._conformance`], {
        cwd: root,
        input: writeJson(tasks),
        encoding: "utf8",
        maxBuffer: 1 << 30,
      });
      if (r.status !== 0)
        throw new HarnessError(`the Python harness exited with ${r.status}: ${r.stderr.slice(0, 2000)}`);
      return readOutcomes(r.stdout);
    },
  };
}

export function runnerFor(lang: Lang, out: string): LangRunner {
  switch (lang) {
    case "ts":
      return typescriptRunner(out);
    case "rust":
      return rustRunner(out);
    case "python":
      return pythonRunner(out);
  }
}
