import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type ConformanceRunner,
  type JudgedWith,
  type Progress,
  runIsolated,
  spawnHarness,
} from "../../plugin/index.js";

/** The Python that runs generated models: $ACP_CODEGEN_PYTHON, the project's virtualenv, or python3. */
export function pythonExecutable(): string {
  if (process.env.ACP_CODEGEN_PYTHON) return process.env.ACP_CODEGEN_PYTHON;
  const venv = fileURLToPath(new URL("../../../node_modules/.cache/acp-codegen/venv/bin/python", import.meta.url));
  return existsSync(venv) ? venv : "python3";
}

/** The range of a dependency in a `pyproject.toml`'s `dependencies` (`>=2.11.7,<3` for `pydantic`), or null. */
export function declaredRange(pyproject: string, name: string): string | null {
  const deps = /^dependencies\s*=\s*\[([^\]]*)\]/m.exec(pyproject);
  if (!deps) return null;
  for (const m of deps[1]!.matchAll(/"([^"]*)"/g)) {
    const req = /^([A-Za-z0-9][A-Za-z0-9._-]*)\s*(.*)$/.exec(m[1]!.trim());
    if (req && req[1]!.toLowerCase().replace(/[._]/g, "-") === name) return req[2]!.replace(/\s+/g, "");
  }
  return null;
}

/** A release's numbers (`2.14.3` is [2, 14, 3]); a pre-release, dev or local part is dropped. */
function release(v: string): number[] {
  return (/^\d+(?:\.\d+)*/.exec(v.trim())?.[0] ?? "0").split(".").map(Number);
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Whether a version satisfies a PEP 440 specifier set of the forms a generated package writes
 * (`>=`, `>`, `<=`, `<`, `==`, `!=`, with `.*` for `==` and `!=`, and `~=`), comparing releases.
 */
export function satisfies(version: string, range: string): boolean {
  const v = release(version);
  return range
    .split(",")
    .filter(Boolean)
    .every((clause) => {
      const m = /^(~=|==|!=|<=|>=|<|>)(.+)$/.exec(clause.trim());
      if (!m) throw new Error(`cannot read the version clause '${clause}'`);
      const [, op, rest] = m;
      if (op === "==" || op === "!=") {
        const wild = rest!.endsWith(".*");
        const want = release(wild ? rest!.slice(0, -2) : rest!);
        const equal = wild ? compare(v.slice(0, want.length), want) === 0 : compare(v, want) === 0;
        return op === "==" ? equal : !equal;
      }
      const want = release(rest!);
      const c = compare(v, want);
      if (op === "~=") return c >= 0 && compare(v.slice(0, want.length - 1), want.slice(0, -1)) === 0;
      return op === ">=" ? c >= 0 : op === ">" ? c > 0 : op === "<=" ? c <= 0 : c < 0;
    });
}

/** What a Python says of itself and of the packages the bindings use, or why it cannot say. */
function probe(python: string): { python: string; pydantic: string; core: string } | string {
  const r = spawnSync(
    python,
    [
      "-c",
      "import json, platform, pydantic, pydantic_core; print(json.dumps([platform.python_version(), pydantic.VERSION, pydantic_core.__version__]))",
    ],
    { encoding: "utf8" },
  );
  if (r.error) return `${python} cannot be run (${r.error.message})`;
  if (r.status !== 0) return `${python} cannot import pydantic: ${(r.stderr.trim().split("\n").pop() ?? "").trim()}`;
  const [py, pydantic, core] = JSON.parse(r.stdout) as [string, string, string];
  return { python: py, pydantic, core };
}

/** Runs the generated package's harness module with Python. */
export function pythonConformance(root: string, progress: Progress): ConformanceRunner {
  const pkg = existsSync(root)
    ? readdirSync(root).find((d) => existsSync(join(root, d, "_conformance.py")))
    : undefined;
  const python = pythonExecutable();
  let found: ReturnType<typeof probe> | undefined;
  const probed = () => (found ??= probe(python));
  const range = (): string | null => {
    const file = join(root, "pyproject.toml");
    return existsSync(file) ? declaredRange(readFileSync(file, "utf8"), "pydantic") : null;
  };
  return {
    kinds: ["decode", "apply", "convert", "method"],
    decode(tasks) {
      return this.run(tasks);
    },
    unavailable() {
      if (!pkg) return `no Python bindings in ${root} (run acp-codegen generate)`;
      const p = probed();
      if (typeof p === "string") return `${p} (set ACP_CODEGEN_PYTHON, or run npm test once to create the virtualenv)`;
      const declared = range();
      if (declared === null)
        return `${join(root, "pyproject.toml")} declares no pydantic range (run acp-codegen generate)`;
      if (!satisfies(p.pydantic, declared))
        return `${python} has pydantic ${p.pydantic}, outside the range the package declares (pydantic${declared}); set ACP_CODEGEN_PYTHON to a Python whose pydantic is in it`;
      return null;
    },
    judgedWith(): JudgedWith {
      const p = probed();
      if (typeof p === "string") throw new Error(p);
      return {
        toolchain: `Python ${p.python}`,
        packages: [
          { name: "pydantic", version: p.pydantic, ...(range() !== null && { range: range()! }) },
          { name: "pydantic-core", version: p.core },
        ],
      };
    },
    run(tasks) {
      progress(`running ${tasks.length} vectors`);
      return runIsolated(tasks, (batch) =>
        spawnHarness("the Python harness", python, ["-m", `${pkg}._conformance`], root, batch),
      );
    },
  };
}
