import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { check, generate } from "../index.js";
import { initProject } from "../cli/init.js";
import { tempFolders } from "../testing/generated.js";
import { PACKAGE_ROOT } from "../pipeline.js";
import { codes } from "../diagnostics/codes.js";

/**
 * Plugins turned off (`--no-plugins`, ACP_CODEGEN_NO_PLUGINS=1, the API's
 * `noPlugins`): a config naming a plugin is run without importing it. The
 * plugin here is a tripwire: importing it writes a file beside it, so a run
 * that ran its code leaves the file.
 */
const temp = tempFolders(afterAll);
const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");
const ECHO = join(PACKAGE_ROOT, "test-fixtures", "plugin-echo", "index.mjs");
const ACP028 = codes["plugin-not-loaded"].code;
/** A bundled target beside the plugin's (the quickest one). */
const BUNDLED = "jsonschema";

beforeAll(() => {
  const b = spawnSync("npm", ["run", "build-if-stale", "--silent"], { cwd: PACKAGE_ROOT, encoding: "utf8" });
  expect(b.status, b.stderr).toBe(0);
});

/** A project whose config names the tripwire plugin; returns its folder. */
function project(config: Record<string, unknown>): string {
  const dir = temp("acp-noplug-");
  expect(initProject({ cwd: dir, from: "minimal" }).existing).toEqual([]);
  rmSync(join(dir, "acp-codegen.config.ts"), { force: true });
  writeFileSync(
    join(dir, "tripwire.mjs"),
    `import { writeFileSync } from "node:fs";\nimport echo from ${JSON.stringify(pathToFileURL(ECHO).href)};\nwriteFileSync(new URL("./ran.txt", import.meta.url), "the plugin's code ran\\n");\nexport default echo;\n`,
  );
  writeFileSync(
    join(dir, "acp-codegen.config.json"),
    `${JSON.stringify({ spec: "spec", out: "out", plugins: ["./tripwire.mjs"], ...config }, null, 2)}\n`,
  );
  return dir;
}

function cli(
  dir: string,
  args: string[],
  env: Record<string, string> = {},
): { status: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, ACP_CODEGEN_NO_PLUGINS: "", ...env },
  });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** Where `needle` starts in the config file: `file:line:col`. */
function at(dir: string, needle: string): string {
  const text = readFileSync(join(dir, "acp-codegen.config.json"), "utf8");
  const i = text.indexOf(needle);
  expect(i).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, i).split("\n");
  return `acp-codegen.config.json:${before.length}:${before[before.length - 1]!.length + 1}`;
}

/** A project generated once with its plugin (in a child process, so this process never imports the tripwire). */
function generatedWithPlugin(config: Record<string, unknown>): string {
  const dir = project(config);
  const g = cli(dir, ["generate"]);
  expect(g.status, g.stderr).toBe(0);
  expect(existsSync(join(dir, "ran.txt"))).toBe(true);
  expect(existsSync(join(dir, "out", "echo", "echo.txt"))).toBe(true);
  rmSync(join(dir, "ran.txt"));
  return dir;
}

describe("plugins turned off", () => {
  it("check --no-plugins runs no plugin code, checks the bundled targets, warns naming the plugin, and leaves the plugin's files alone", () => {
    const dir = generatedWithPlugin({ targets: ["echo", BUNDLED] });
    const r = cli(dir, ["check", "--no-plugins"]);
    expect(r.status, r.stderr).toBe(0);
    expect(existsSync(join(dir, "ran.txt"))).toBe(false);
    expect(r.stderr).toContain(
      `${at(dir, '"./tripwire.mjs"')} - warning ${ACP028}: the plugin './tripwire.mjs' was not loaded: plugins are turned off`,
    );
    expect(r.stderr).toContain(
      `${at(dir, '"echo"')} - warning ${ACP028}: the target 'echo' is not run: no bundled language has it, so it is taken for a target of the plugins not loaded ('./tripwire.mjs')`,
    );
    // The plugin's files are neither stale nor extra: they are not looked at.
    expect(r.stderr).not.toMatch(/extra:|stale:|missing:/);
    expect(r.stdout).toMatch(/^acp-codegen check: 1 target, \d+ files up to date, 0 out of date/m);
    // The same through the environment variable, as JSON.
    const j = cli(dir, ["check", "--format", "json"], { ACP_CODEGEN_NO_PLUGINS: "1" });
    expect(j.status, j.stderr).toBe(0);
    const rep = JSON.parse(j.stdout) as { ok: boolean; diagnostics: { code: string; severity: string }[] };
    expect(rep.ok).toBe(true);
    expect(rep.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual([`warning ${ACP028}`, `warning ${ACP028}`]);
    expect(existsSync(join(dir, "ran.txt"))).toBe(false);
  }, 120_000);

  it("generate with ACP_CODEGEN_NO_PLUGINS=1 writes the bundled targets, keeps the plugin's files and their manifest entries", () => {
    const dir = generatedWithPlugin({
      targets: { echo: { greeting: "howdy" }, [BUNDLED]: {} },
      echo: { version: "3.1.0" },
    });
    const echoFile = join(dir, "out", "echo", "echo.txt");
    const before = { text: readFileSync(echoFile, "utf8"), mtime: statSync(echoFile).mtimeMs };
    const manifest = JSON.parse(readFileSync(join(dir, "out", ".acp-codegen-manifest.json"), "utf8")) as {
      files: Record<string, string>;
    };
    expect(manifest.files["echo/echo.txt"]).toBeDefined();
    const r = cli(dir, ["generate"], { ACP_CODEGEN_NO_PLUGINS: "1" });
    expect(r.status, r.stderr).toBe(0);
    expect(existsSync(join(dir, "ran.txt"))).toBe(false);
    // The object form of targets, and the plugin's own section, are each named.
    expect(r.stderr).toContain(
      `${at(dir, '"echo": {\n      "greeting"')} - warning ${ACP028}: the target 'echo' is not run`,
    );
    expect(r.stderr).toContain(
      `${at(dir, '"echo": {\n    "version"')} - warning ${ACP028}: the section 'echo' is not run`,
    );
    expect(r.stdout).toMatch(/^acp-codegen generate: 1 target, 0 files written, \d+ unchanged in /m);
    expect({ text: readFileSync(echoFile, "utf8"), mtime: statSync(echoFile).mtimeMs }).toEqual(before);
    const after = JSON.parse(readFileSync(join(dir, "out", ".acp-codegen-manifest.json"), "utf8")) as {
      files: Record<string, string>;
    };
    expect(after.files["echo/echo.txt"]).toBe(manifest.files["echo/echo.txt"]);
    // With the plugin loaded again, everything is up to date: nothing of it was lost.
    const c = cli(dir, ["check"]);
    expect(c.status, c.stderr).toBe(0);
    expect(existsSync(join(dir, "ran.txt"))).toBe(true);
  }, 120_000);

  it("a target asked for on the command line that only the plugin has is a usage error that says the plugin was not loaded", () => {
    const dir = project({ targets: [BUNDLED] });
    const r = cli(dir, ["generate", "--no-plugins", "--target", "echo"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`warning ${ACP028}: the plugin './tripwire.mjs' was not loaded`);
    expect(r.stderr).toMatch(/unknown target 'echo'/);
    expect(existsSync(join(dir, "ran.txt"))).toBe(false);
  }, 60_000);

  it("only what could be a plugin's passes: a misspelt setting is still an error, plugins off or not", () => {
    const dir = project({ targets: [BUNDLED], verson: "1.0.0" });
    const r = cli(dir, ["check", "--no-plugins"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/error ACP026: unknown setting 'verson'/);
    expect(existsSync(join(dir, "ran.txt"))).toBe(false);
  }, 60_000);

  it("the API's noPlugins does the same, and the environment variable is its default", async () => {
    const dir = generatedWithPlugin({ targets: ["echo", BUNDLED] });
    const c = await check({ cwd: dir, noPlugins: true });
    expect(c.error).toBeNull();
    expect(c.status).toBe("up-to-date");
    expect(c.targets).toEqual([BUNDLED]);
    expect(c.stale).toEqual([]);
    expect(c.diagnostics.map((d) => [d.code, d.severity, `${d.loc.file}:${d.loc.line}:${d.loc.col}`])).toEqual([
      [ACP028, "warning", at(dir, '"./tripwire.mjs"')],
      [ACP028, "warning", at(dir, '"echo"')],
    ]);
    const g = await generate({ cwd: dir, noPlugins: true });
    expect(g.ok).toBe(true);
    expect(g.targets).toEqual([BUNDLED]);
    expect(g.files.some((f) => f.path.startsWith("echo/"))).toBe(false);
    expect(g.removed).toBe(0);
    const saved = process.env.ACP_CODEGEN_NO_PLUGINS;
    process.env.ACP_CODEGEN_NO_PLUGINS = "1";
    try {
      const e = await check({ cwd: dir });
      expect(e.targets).toEqual([BUNDLED]);
      expect(e.diagnostics[0]?.code).toBe(ACP028);
    } finally {
      if (saved === undefined) delete process.env.ACP_CODEGEN_NO_PLUGINS;
      else process.env.ACP_CODEGEN_NO_PLUGINS = saved;
    }
    // None of it ran the plugin.
    expect(existsSync(join(dir, "ran.txt"))).toBe(false);
  }, 120_000);
});
