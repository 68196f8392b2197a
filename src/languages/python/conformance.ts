import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runIsolated, spawnHarness, type Progress } from "../../conformance/langs.js";
import type { ConformanceRunner } from "../../plugin/index.js";

/** The Python that runs generated models: $ACP_CODEGEN_PYTHON, the project's virtualenv, or python3. */
export function pythonExecutable(): string {
  if (process.env.ACP_CODEGEN_PYTHON) return process.env.ACP_CODEGEN_PYTHON;
  const venv = fileURLToPath(new URL("../../../node_modules/.cache/acp-codegen/venv/bin/python", import.meta.url));
  return existsSync(venv) ? venv : "python3";
}

/** Runs the generated package's harness module with Python. */
export function pythonConformance(root: string, progress: Progress): ConformanceRunner {
  const pkg = existsSync(root)
    ? readdirSync(root).find((d) => existsSync(join(root, d, "_conformance.py")))
    : undefined;
  const python = pythonExecutable();
  return {
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
