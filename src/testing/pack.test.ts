import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { tempFolders } from "./generated.js";

/**
 * Issue 27, "done when": the tool as `npm pack` publishes it, installed into a
 * fresh project (a git repository) whose config sits in the project's root,
 * and every command run from a subfolder, as a maintainer's release pipeline
 * runs them; the README's CI lines run as written.
 *
 * Offline and quick: the tarball is unpacked where `npm install` would put it,
 * and its dependencies are linked from this repository's node_modules (the
 * real `npm install` of a tarball is src/testing/packaging.test.ts).
 */

/**
 * Whether `generate`, `check`, `diff` and `conformance` find the config from a
 * subfolder by themselves (issue 27 item 1, another branch). While false, the
 * commands run from the subfolder are given the config (or its folders)
 * explicitly; set it to true once the config is searched for upwards, and the
 * same commands run with no flags at all.
 */
const CONFIG_SEARCH_UPWARD = true;

const temp = tempFolders(afterAll);

function run(
  cmd: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): SpawnSyncReturns<string> {
  // The tool's own cache settings are the project's to choose: none is inherited from this test run.
  const { ACP_CODEGEN_CACHE_DIR: _cache, ...rest } = env;
  return spawnSync(cmd, args, { cwd, env: rest, encoding: "utf8", maxBuffer: 1 << 26 });
}
const output = (r: SpawnSyncReturns<string>): string =>
  `status ${String(r.status)}\n${r.stdout}\n${r.stderr}`.slice(-4000);

let project: string;
let sub: string;
let tarballFiles: string[];
let bin: string;

/** The tool's command line in the project, as `npx acp-codegen` runs it. */
const tool = (args: readonly string[], cwd = sub): SpawnSyncReturns<string> =>
  run(process.execPath, [bin, ...args], cwd);

beforeAll(() => {
  // dist/ is built (npm test builds it first); packing does not rebuild it.
  const packs = temp("acp-pack-");
  const pack = run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", packs], PACKAGE_ROOT);
  expect(pack.status, output(pack)).toBe(0);
  tarballFiles = (JSON.parse(pack.stdout) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path);
  const tarball = join(packs, readdirSync(packs).find((f) => f.endsWith(".tgz"))!);

  project = temp("acp-project-");
  writeFileSync(
    join(project, "package.json"),
    JSON.stringify({ name: "acme-protocol", private: true, type: "module" }),
  );
  const unpack = temp("acp-unpack-");
  const tar = run("tar", ["-xzf", tarball, "-C", unpack], unpack);
  expect(tar.status, output(tar)).toBe(0);
  mkdirSync(join(project, "node_modules", ".bin"), { recursive: true });
  const installed = join(project, "node_modules", "acp-codegen");
  renameSync(join(unpack, "package"), installed);
  const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
    bin: Record<string, string>;
  };
  for (const dep of Object.keys(manifest.dependencies)) {
    mkdirSync(join(project, "node_modules", dep, ".."), { recursive: true });
    symlinkSync(join(PACKAGE_ROOT, "node_modules", dep), join(project, "node_modules", dep), "dir");
  }
  bin = join(installed, manifest.bin["acp-codegen"]!);

  // The project is a git repository with a remote-tracking main, as in CI.
  for (const args of [
    ["init", "--quiet", "--initial-branch", "main"],
    ["config", "user.email", "ci@example.com"],
    ["config", "user.name", "CI"],
  ]) {
    expect(run("git", args, project).status).toBe(0);
  }
  writeFileSync(join(project, ".gitignore"), "node_modules/\n");
  const init = tool(["init", "--from", "acp", "--spec", "protocol", "--out", "generated"], project);
  expect(init.status, output(init)).toBe(0);
  expect(run("git", ["add", "-A"], project).status).toBe(0);
  expect(run("git", ["commit", "--quiet", "-m", "start from the bundled spec"], project).status).toBe(0);
  expect(run("git", ["update-ref", "refs/remotes/origin/main", "HEAD"], project).status).toBe(0);
  sub = join(project, "protocol", "v2");
}, 600_000);

describe("the packed tool in a fresh project, run from a subfolder", () => {
  it("ships the bundled spec, the vocabulary and declarations, and no tests", () => {
    for (const f of [
      "spec/vocabulary.ts",
      "spec/conversions.ts",
      "dist/index.d.ts",
      "dist/api.d.ts",
      "dist/vocabulary.d.ts",
      "dist/cli/bin.js",
      "LICENSE",
    ]) {
      expect(tarballFiles, f).toContain(f);
    }
    expect(tarballFiles.filter((f) => f.startsWith("spec/v2/")).length).toBe(
      readdirSync(join(PACKAGE_ROOT, "spec", "v2")).length,
    );
    expect(tarballFiles.filter((f) => /\.test\.|^dist\/testing\//.test(f))).toEqual([]);
    // The bundle whole: its entries, its CommonJS chunks and their code caches (src/cli/bundle-loader.ts).
    for (const f of readdirSync(join(PACKAGE_ROOT, "dist", "bundle")))
      expect(tarballFiles, f).toContain(`dist/bundle/${f}`);
    const pkg = JSON.parse(readFileSync(join(project, "node_modules", "acp-codegen", "package.json"), "utf8")) as {
      engines: { node: string };
    };
    // The engines range is no wider than any dependency's.
    for (const dep of ["oxc-transform", "oxc-parser", "commander"]) {
      const theirs = (
        JSON.parse(readFileSync(join(PACKAGE_ROOT, "node_modules", dep, "package.json"), "utf8")) as {
          engines?: { node?: string };
        }
      ).engines?.node;
      if (theirs?.includes("||")) expect(pkg.engines.node).toBe(theirs);
    }
  });

  it("has no script that npm runs when a project installs it (npm asks the project to approve each one)", () => {
    const scripts =
      (
        JSON.parse(readFileSync(join(project, "node_modules", "acp-codegen", "package.json"), "utf8")) as {
          scripts?: Record<string, string>;
        }
      ).scripts ?? {};
    // npm's install-time lifecycle, for a dependency installed from a tarball or the registry (npm help scripts);
    // `prepare` among them: npm 11 lists it as an install script of a tarball dependency, to be approved.
    const onInstall = ["preinstall", "install", "postinstall", "prepublish", "preprepare", "prepare", "postprepare"];
    expect(Object.keys(scripts).filter((s) => onInstall.includes(s))).toEqual([]);
    // Packing still builds what it packs: the tarball never holds a dist/ older than its sources.
    expect(scripts.prepack).toMatch(/\bbuild/);
  });

  it("generate, then check, from the subfolder; the cache goes to the project's node_modules/.cache", () => {
    const cfg = CONFIG_SEARCH_UPWARD ? [] : ["--config", "../../acp-codegen.config.ts"];
    const gen = tool(["generate", ...cfg, "--target", "typescript,jsonschema,vectors"]);
    expect(gen.status, output(gen)).toBe(0);
    expect(existsSync(join(project, "generated", "typescript", "package.json"))).toBe(true);
    expect(existsSync(join(project, "generated", "typescript", "README.md"))).toBe(true);
    expect(existsSync(join(project, "node_modules", ".cache", "acp-codegen", "models"))).toBe(true);
    expect(existsSync(join(project, "node_modules", "acp-codegen", "node_modules"))).toBe(false);
    const check = tool(["check", ...cfg, "--target", "typescript,jsonschema,vectors"]);
    expect(check.status, output(check)).toBe(0);
  }, 600_000);

  it("the README's CI lines: check, and diff --base origin/main --format markdown", () => {
    // The CI line runs every target: generate them all first (from the project root, which always finds the config).
    expect(tool(["generate"], project).status).toBe(0);
    const cfg = CONFIG_SEARCH_UPWARD ? [] : ["--config", "../../acp-codegen.config.ts"];
    const check = tool(["check", ...cfg]);
    expect(check.status, output(check)).toBe(0);
    const same = tool([
      "diff",
      "--base",
      "origin/main",
      "--format",
      "markdown",
      ...(CONFIG_SEARCH_UPWARD ? [] : ["--spec", ".."]),
    ]);
    expect(same.status, output(same)).toBe(0);
    expect(same.stdout).toContain("## Protocol changes");
    // A change since origin/main (an optional field added to an interface): diff finds it, and with --fail-on any exits 3.
    const opening = /^export interface \w+ \{$/m;
    const file = join(
      project,
      "protocol",
      "v2",
      readdirSync(join(project, "protocol", "v2")).find(
        (f) => f.endsWith(".ts") && opening.test(readFileSync(join(project, "protocol", "v2", f), "utf8")),
      )!,
    );
    const text = readFileSync(file, "utf8");
    writeFileSync(
      file,
      text.replace(opening, (line) => `${line}\n  /** Added by the test. */\n  addedForTheTest?: string;`),
    );
    const changed = tool([
      "diff",
      "--base",
      "origin/main",
      "--format",
      "json",
      "--fail-on",
      "any",
      ...(CONFIG_SEARCH_UPWARD ? [] : ["--spec", ".."]),
    ]);
    writeFileSync(file, text);
    expect(changed.status, output(changed)).toBe(3);
    const report = JSON.parse(changed.stdout) as { changes: { where: string }[] };
    expect(report.changes.some((c) => c.where.endsWith(".addedForTheTest"))).toBe(true);
  }, 600_000);

  it("conformance --lang ts judges the generated vectors against the generated bindings", () => {
    const vectors = join(project, "generated", "vectors", "examples.json");
    const args = [
      "conformance",
      "--lang",
      "ts",
      "--vectors",
      vectors,
      ...(CONFIG_SEARCH_UPWARD ? [] : ["--out", "../../generated"]),
    ];
    const r = tool(args);
    expect(r.status, output(r)).toBe(0);
    expect(r.stdout).toMatch(/\d+ passed, 0 failed/);
  }, 600_000);

  it("import --help, and init refusing to overwrite the project's files", () => {
    const help = tool(["import", "--help"]);
    expect(help.status, output(help)).toBe(0);
    expect(help.stdout).toContain("--schema");
    const again = tool(["init", "--from", "acp", "--spec", "protocol", "--out", "generated"], project);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("acp-codegen.config.ts");
  });

  it("a consumer type-checks the vocabulary and the API from the package under tsc --strict, and calls the API", () => {
    writeFileSync(
      join(project, "use.ts"),
      `import type { OpenUnion, ReducerSpec } from "acp-codegen/vocabulary";
import { check, defineConfig, diff, generate, type CheckResult, type GenerateResult } from "acp-codegen";

export type Event = OpenUnion<"kind", { a: { x: string } }>;
export const spec: ReducerSpec | null = null;
export const config = defineConfig({ spec: "protocol", out: "generated", packageVersion: { env: "VERSION" } });
const g: GenerateResult = await generate({ targets: ["jsonschema"], out: "api-out" });
const c: CheckResult = await check({ targets: ["jsonschema"], out: "api-out" });
const d = await diff({ base: "origin/main" });
console.log(JSON.stringify({ generated: g.ok, written: g.written, check: c.status, changes: d.changes.length, diffOk: d.ok }));
`,
    );
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          strict: true,
          skipLibCheck: false,
          types: [],
          outDir: "build",
        },
        files: ["use.ts"],
      }),
    );
    const tsc = run(
      process.execPath,
      [join(PACKAGE_ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "."],
      project,
    );
    expect(tsc.status, output(tsc)).toBe(0);
    // A spec started with init --minimal type-checks in an editor: its vocabulary.ts re-exports the package's.
    mkdirSync(join(project, "mini"));
    expect(tool(["init", "--minimal"], join(project, "mini")).status).toBe(0);
    const spec = run(
      process.execPath,
      [join(PACKAGE_ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", join("mini", "spec")],
      project,
    );
    expect(spec.status, output(spec)).toBe(0);
    const use = run(process.execPath, [join("build", "use.js")], project);
    expect(use.status, output(use)).toBe(0);
    expect(JSON.parse(use.stdout.trim())).toEqual({
      generated: true,
      written: expect.any(Number),
      check: "up-to-date",
      changes: 0,
      diffOk: true,
    });
  }, 600_000);
});
