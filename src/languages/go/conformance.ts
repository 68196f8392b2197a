import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HarnessError, runIsolated, spawnHarness, type Progress } from "../../conformance/langs.js";
import type { ConformanceRunner } from "../../plugin/index.js";

/**
 * The Go runner: builds the generated module's harness (`cmd/acp-conformance`)
 * with `go build` into a temporary folder and runs it over the tasks. Unstable
 * features are a parse option, so one build serves every task. The harness
 * executes decode, apply (the generated reducers) and convert (the generated
 * converters) vectors.
 */
export function goConformance(root: string, progress: Progress): ConformanceRunner {
  return {
    kinds: ["decode", "apply", "convert"],
    unavailable() {
      if (!existsSync(join(root, "cmd", "acp-conformance", "main.go"))) return `no Go bindings in ${root} (run acp-codegen generate)`;
      if (spawnSync("go", ["version"], { encoding: "utf8" }).status !== 0) return "go is not installed";
      return null;
    },
    decode(tasks) {
      return this.run(tasks);
    },
    run(tasks) {
      const tmp = mkdtempSync(join(tmpdir(), "acp-codegen-go-"));
      try {
        const exe = join(tmp, "acp-conformance");
        progress("go build");
        const build = spawnSync("go", ["build", "-o", exe, "./cmd/acp-conformance"], { cwd: root, encoding: "utf8", maxBuffer: 1 << 28 });
        if (build.status !== 0) throw new HarnessError(`go build of the Go harness failed: ${(build.stderr ?? String(build.error)).slice(0, 4000)}`);
        progress(`running ${tasks.length} vectors`);
        return runIsolated(tasks, (batch) => spawnHarness("the Go harness", exe, [], undefined, batch));
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  };
}
