import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runIsolated, spawnHarness, type Progress } from "../../conformance/langs.js";
import { transpileTree } from "../../conformance/transpile.js";
import type { ConformanceRunner } from "../../plugin/index.js";

/** Transpiles the bindings (out/typescript) to JavaScript in a temporary folder (no type check: `tsc --strict` is a separate test) and runs the harness with node. */
export function typescriptConformance(root: string, progress: Progress): ConformanceRunner {
  return {
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
