import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, cpSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { tempFolders } from "../testing/generated.js";

const temp = tempFolders(afterAll);

/**
 * A module to preload (`node -r`) that prints, as the process exits (or is stopped with SIGTERM), every CommonJS
 * module it loaded that belongs to the TypeScript compiler or to ts-morph: the compiler is loaded by `require`.
 */
function compilerHook(dir: string): string {
  const hook = join(dir, "hook.cjs");
  writeFileSync(
    hook,
    [
      "const report = () => process.stderr.write(",
      '  "LOADED " + JSON.stringify(Object.keys(require.cache).filter((p) => /typescript\\.js$|[\\\\/]ts-morph[\\\\/]/.test(p))) + "\\n");',
      'process.on("exit", report);',
      'process.on("SIGTERM", () => process.exit(0));',
      "",
    ].join("\n"),
  );
  return hook;
}

const loadedOf = (stderr: string): string[] => {
  const m = /^LOADED (.*)$/m.exec(stderr);
  expect(m, stderr).not.toBeNull();
  return JSON.parse(m![1]!) as string[];
};

describe("a cold run reads the spec and the config without the TypeScript compiler", () => {
  it.each(["generate", "check"])(
    "%s --no-cache, with a fresh cache folder, never loads typescript.js",
    (command) => {
      const dir = temp("acp-no-compiler-");
      const hook = compilerHook(dir);
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
      expect(loadedOf(r.stderr)).toEqual([]);
    },
    120_000,
  );

  it("watch reads the spec, and an edited file again, without it", async () => {
    const dir = temp("acp-no-compiler-watch-");
    const spec = join(dir, "spec");
    cpSync(join(PACKAGE_ROOT, "spec"), spec, { recursive: true });
    const child = spawn(
      process.execPath,
      [
        "-r",
        compilerHook(dir),
        join(PACKAGE_ROOT, "dist", "cli", "bin.js"),
        "generate",
        "--spec",
        spec,
        "--out",
        join(dir, "out"),
        "--target",
        "jsonschema",
        "--watch",
      ],
      { env: { ...process.env, ACP_CODEGEN_CACHE_DIR: join(dir, "cache") } },
    );
    let log = "";
    child.stdout.on("data", (d) => (log += String(d)));
    child.stderr.on("data", (d) => (log += String(d)));
    const exited = new Promise((resolve) => child.on("exit", resolve));
    const until = async (what: () => boolean): Promise<void> => {
      for (let i = 0; i < 1200 && !what(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(what(), log).toBe(true);
    };
    try {
      await until(() => log.includes("watching"));
      const runs = (): number => log.split("acp-codegen generate").length;
      const before = runs();
      appendFileSync(join(spec, "v1", readdirSync(join(spec, "v1")).find((f) => f.endsWith(".ts"))!), "\n// edited\n");
      await until(() => runs() > before);
    } finally {
      child.kill("SIGTERM");
      await exited;
    }
    expect(loadedOf(log)).toEqual([]);
  }, 120_000);
});
