import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PYTHON_DEV_PINS, PYTHON_RANGE_ENDS } from "../languages/python/plugin.js";
import { applySuiteEnv, SUITE_CACHE as CACHE } from "./suite-env.js";

/** The project's virtualenv for testing generated Python; created on demand, reused while the pins match. */
export const VENV = join(CACHE, "venv");
export const VENV_PYTHON = pythonIn(VENV);

function pythonIn(venv: string): string {
  return join(venv, process.platform === "win32" ? "Scripts/python.exe" : "bin/python");
}

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed with exit ${r.status}`);
}

/**
 * Creates or reuses a virtualenv with exactly these packages installed (a stamp in it lists them). Returns its python.
 * With `installer` (another virtualenv's python), the virtualenv gets no pip of its own: that python's pip installs
 * into it (`pip --python`), which saves installing pip (half the CPU of making a small virtualenv); where that pip
 * is too old for `--python`, the virtualenv gets its own pip after all.
 */
function ensureVenv(venv: string, pins: readonly string[], installer?: string): string {
  const python = pythonIn(venv);
  const stamp = join(venv, ".acp-codegen-pins");
  const want = pins.join("\n");
  if (existsSync(python) && existsSync(stamp) && readFileSync(stamp, "utf8") === want) return python;
  const base = process.env.PYTHON ?? "python3";
  if (!existsSync(python)) run(base, ["-m", "venv", ...(installer ? ["--without-pip"] : []), venv]);
  const quiet = ["--quiet", "--disable-pip-version-check"];
  const borrowed =
    installer !== undefined &&
    spawnSync(installer, ["-m", "pip", ...quiet, "--python", python, "install", ...pins], { stdio: "inherit" })
      .status === 0;
  if (!borrowed) {
    if (spawnSync(python, ["-m", "pip", "--version"], { stdio: "ignore" }).status !== 0)
      run(python, ["-m", "ensurepip", "--default-pip"]);
    run(python, ["-m", "pip", "install", ...quiet, ...pins]);
  }
  writeFileSync(stamp, want);
  return python;
}

/**
 * What the test virtualenv holds beside the generated package's own development pins: upstream's Python SDK, a peer
 * the interop tests run against (typescript/peer-interop.test.ts), never a dependency of generated code.
 */
export const PYTHON_TEST_PINS: readonly string[] = [...PYTHON_DEV_PINS, "agent-client-protocol==0.12.1"];

/** Creates or reuses the virtualenv and installs the pinned packages. Returns its python. */
export function ensurePythonEnv(): string {
  return ensureVenv(VENV, PYTHON_TEST_PINS);
}

/**
 * The virtualenv of one end of the pydantic range the generated package declares (`lowest`,
 * `newest`, or a version inside it that `range-ends.json` names): that pydantic and its
 * pydantic-core only, pinned exactly, installed by the project virtualenv's pip. Returns its python.
 */
export function ensureRangeEnv(name: string): string {
  const end = PYTHON_RANGE_ENDS.find((e) => e.name === name);
  if (!end)
    throw new Error(`no pydantic range end named '${name}' (${PYTHON_RANGE_ENDS.map((e) => e.name).join(", ")})`);
  return ensureVenv(join(CACHE, `venv-pydantic-${name}`), end.pins, ensurePythonEnv());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  applySuiteEnv();
  const py = ensurePythonEnv();
  process.stdout.write(`python virtualenv ready: ${py} (${PYTHON_TEST_PINS.join(", ")})\n`);
  // The pydantic range's virtualenvs are made by the one test file that uses them (languages/python/range.test.ts),
  // while the other worker runs: made here, before vitest starts, they kept the second core idle.
}
