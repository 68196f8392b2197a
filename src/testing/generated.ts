import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { transpileTree } from "../conformance/transpile.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import type { GeneratedFile } from "../render/target.js";
import type { CodegenConfig } from "../config.js";

/** Test support: generate from a spec into a fresh temporary folder. */
export async function generateToTemp(opts: {
  spec?: string;
  targets: string[];
  config?: CodegenConfig;
}): Promise<{ dir: string; files: readonly GeneratedFile[] }> {
  // Missing docs are the docs check's business (src/validate/docs.test.ts), not what these tests look at.
  const r = await compile({
    missingDocs: "allow",
    ...opts.config,
    spec: opts.spec ?? join(PACKAGE_ROOT, "spec"),
    targets: opts.targets,
  });
  if (r.diagnostics.length) throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  const dir = mkdtempSync(join(tmpdir(), "acp-codegen-test-"));
  for (const f of r.files) {
    mkdirSync(dirname(join(dir, f.path)), { recursive: true });
    writeFileSync(join(dir, f.path), f.content);
  }
  return { dir, files: r.files };
}

/** Transpiles generated TypeScript and imports a module of it. */
export async function importGenerated<T>(tsDir: string, module: string): Promise<T> {
  const js = mkdtempSync(join(tmpdir(), "acp-codegen-js-"));
  transpileTree(tsDir, js);
  return (await import(pathToFileURL(join(js, module)).href)) as T;
}

/** Runs the project's own tsc with the given arguments; returns exit status and output. */
export function runTsc(args: readonly string[], cwd?: string): { status: number; output: string } {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const r = spawnSync(process.execPath, [tsc, ...args], { cwd, encoding: "utf8" });
  return { status: r.status ?? -1, output: `${r.stdout}${r.stderr}` };
}

/** Temporary folders for one test file, removed after it (the run's global teardown removes anything left). */
export function tempFolders(afterAll: (fn: () => void) => void): (prefix: string) => string {
  const made: string[] = [];
  afterAll(() => {
    for (const d of made) rmSync(d, { recursive: true, force: true });
  });
  return (prefix) => {
    const d = mkdtempSync(join(tmpdir(), prefix));
    made.push(d);
    return d;
  };
}
