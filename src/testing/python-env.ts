import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PYTHON_DEV_PINS } from "../languages/python/plugin.js";
import { applySuiteEnv } from "./suite-env.js";

/** The project's virtualenv for testing generated Python; created on demand, reused while the pins match. */
export const VENV = fileURLToPath(new URL("../../node_modules/.cache/acp-codegen/venv", import.meta.url));
export const VENV_PYTHON = join(VENV, process.platform === "win32" ? "Scripts/python.exe" : "bin/python");

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed with exit ${r.status}`);
}

/** Creates or reuses the virtualenv and installs the pinned packages. Returns its python. */
export function ensurePythonEnv(): string {
  const stamp = join(VENV, ".acp-codegen-pins");
  const want = PYTHON_DEV_PINS.join("\n");
  if (existsSync(VENV_PYTHON) && existsSync(stamp) && readFileSync(stamp, "utf8") === want) return VENV_PYTHON;
  const python = process.env.PYTHON ?? "python3";
  if (!existsSync(VENV_PYTHON)) run(python, ["-m", "venv", VENV]);
  run(VENV_PYTHON, ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", ...PYTHON_DEV_PINS]);
  writeFileSync(stamp, want);
  return VENV_PYTHON;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  applySuiteEnv();
  const py = ensurePythonEnv();
  process.stdout.write(`python virtualenv ready: ${py} (${PYTHON_DEV_PINS.join(", ")})\n`);
}
