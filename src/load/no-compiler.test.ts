import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { tempFolders } from "../testing/generated.js";

const temp = tempFolders(afterAll);

describe("a cold run reads the spec and the config without the TypeScript compiler", () => {
  it.each(["generate", "check"])("%s --no-cache, with a fresh cache folder, never loads typescript.js", (command) => {
    const dir = temp("acp-no-compiler-");
    // Prints, as the process exits, every CommonJS module it loaded that belongs to the compiler or to ts-morph.
    const hook = join(dir, "hook.cjs");
    writeFileSync(
      hook,
      `process.on("exit", () => { process.stderr.write("LOADED " + JSON.stringify(Object.keys(require.cache).filter((p) => /typescript\\.js$|[\\\\/]ts-morph[\\\\/]/.test(p))) + "\\n"); });\n`,
    );
    const out = join(dir, "out");
    const run = (cmd: string) =>
      spawnSync(
        process.execPath,
        [
          "-r",
          hook,
          join(PACKAGE_ROOT, "dist", "cli", "bin.js"),
          cmd,
          "--no-cache",
          "--target",
          "jsonschema",
          "--out",
          out,
        ],
        {
          // The package's own folder: its config file (acp-codegen.config.ts) is read too.
          cwd: PACKAGE_ROOT,
          encoding: "utf8",
          // No cache entry of an earlier run (the config's, the model's) can stand in for reading the files.
          env: { ...process.env, ACP_CODEGEN_CACHE_DIR: join(dir, "cache") },
        },
      );
    // check compares with what generate wrote.
    if (command === "check") expect(run("generate").status).toBe(0);
    const r = run(command);
    expect(r.status, r.stderr).toBe(0);
    const loaded = /^LOADED (.*)$/m.exec(r.stderr);
    expect(loaded, r.stderr).not.toBeNull();
    expect(JSON.parse(loaded![1]!) as string[]).toEqual([]);
  });
});
