import { spawnSync } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { tempFolders } from "../testing/generated.js";

const temp = tempFolders(afterAll);
const HOOK = join(PACKAGE_ROOT, "dist", "cli", "code-cache.js");

describe("the V8 code cache for large CommonJS files", () => {
  it("loads a module as Node does (exports, require, __dirname), then writes and reuses its cache", () => {
    const dir = temp("acp-code-cache-");
    // Large enough to be cached; it requires a small neighbour and reports what it was given.
    const filler = Array.from({ length: 16000 }, (_, i) => `function f${i}(x) { return x + ${i}; }`).join("\n");
    writeFileSync(join(dir, "small.js"), "module.exports = { n: 41 };\n");
    writeFileSync(
      join(dir, "big.js"),
      `${filler}\nconst small = require("./small.js");\nmodule.exports = { answer: small.n + 1, dir: __dirname, file: __filename, resolved: require.resolve("./small.js"), f: f15999(1) };\n`,
    );
    const cache = join(dir, "cache", "models");
    const script = `import(${JSON.stringify(HOOK)}).then(() => { const m = require(${JSON.stringify(join(dir, "big.js"))}); console.log(JSON.stringify(m)); });`;
    const runOnce = (): Record<string, unknown> => {
      const r = spawnSync(process.execPath, ["-e", script], {
        encoding: "utf8",
        env: { ...process.env, ACP_CODEGEN_CACHE_DIR: cache },
      });
      expect(r.status, r.stderr).toBe(0);
      return JSON.parse(r.stdout) as Record<string, unknown>;
    };
    const want = { answer: 42, dir, file: join(dir, "big.js"), resolved: join(dir, "small.js"), f: 16000 };
    expect(runOnce()).toEqual(want);
    const entries = readdirSync(join(dir, "cache", "v8-code"));
    expect(entries).toHaveLength(1);
    // The second run reads the entry (and writes nothing new: the cache was accepted).
    expect(runOnce()).toEqual(want);
    expect(readdirSync(join(dir, "cache", "v8-code"))).toEqual(entries);
  });

  it("is installed on the render worker's thread too (the precompiled templates load there)", () => {
    const entry = pathToFileURL(join(PACKAGE_ROOT, "dist", "bundle", "render-worker.js")).href;
    const worker = `await import(${JSON.stringify(entry)});
const Module = (await import("node:module")).default;
(await import("node:worker_threads")).parentPort.postMessage(Module.prototype._compile.name);`;
    const script = `const { Worker } = require("node:worker_threads");
const w = new Worker(${JSON.stringify(worker)}, { eval: true });
w.once("message", (m) => { console.log(m); w.terminate(); });`;
    const r = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe("compileWithCache");
  });
});
