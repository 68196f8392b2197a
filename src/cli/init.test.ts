import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfigFile } from "../config-file.js";
import { PACKAGE_ROOT } from "../pipeline.js";
import { tempFolders } from "../testing/generated.js";
import { cacheRoot } from "../write/cache-root.js";
import { listTree } from "../write/write.js";
import { BUNDLED_SPEC } from "./init.js";

const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");
const temp = tempFolders(afterAll);

function cli(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): { status: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: "utf8", env });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

describe("acp-codegen init", () => {
  it("--minimal writes a config and a spec that generates with no diagnostic at all", () => {
    const dir = temp("acp-init-");
    const init = cli(["init", "--minimal", "--spec", "protocol", "--out", "generated"], dir);
    expect(init.status, init.stderr).toBe(0);
    expect(readFileSync(join(dir, "acp-codegen.config.ts"), "utf8")).toContain('spec: "protocol"');
    const gen = cli(["generate", "--target", "typescript,jsonschema"], dir);
    expect(gen.status, gen.stderr).toBe(0);
    expect(gen.stderr).toBe("");
    expect(listTree(join(dir, "generated", "typescript")).length).toBeGreaterThan(0);
  });

  it("--minimal generates only what its spec needs: no conversion tables without rules, no unstable schema without features", () => {
    const dir = temp("acp-init-only-");
    expect(cli(["init", "--minimal"], dir).status).toBe(0);
    const gen = cli(["generate", "--target", "tables,jsonschema"], dir);
    expect(gen.status, gen.stderr).toBe(0);
    expect(listTree(join(dir, "out")).sort()).toEqual(["jsonschema/v1.json"]);
  });

  it("--from acp copies the bundled spec file for file", () => {
    const dir = temp("acp-init-");
    const init = cli(["init", "--from", "acp"], dir);
    expect(init.status, init.stderr).toBe(0);
    const bundled = listTree(BUNDLED_SPEC);
    expect(listTree(join(dir, "spec"))).toEqual(bundled);
    for (const f of bundled)
      expect(readFileSync(join(dir, "spec", f), "utf8")).toBe(readFileSync(join(BUNDLED_SPEC, f), "utf8"));
  });

  it("refuses to overwrite, naming the files and writing nothing; --force overwrites", () => {
    const dir = temp("acp-init-");
    mkdirSync(join(dir, "spec", "v1"), { recursive: true });
    writeFileSync(join(dir, "spec", "v1", "tasks.ts"), "mine\n");
    const r = cli(["init", "--minimal"], dir);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(join("spec", "v1", "tasks.ts"));
    expect(listTree(dir)).toEqual([join("spec", "v1", "tasks.ts").split("\\").join("/")]);
    expect(readFileSync(join(dir, "spec", "v1", "tasks.ts"), "utf8")).toBe("mine\n");
    expect(cli(["init", "--minimal", "--force"], dir).status).toBe(0);
    expect(readFileSync(join(dir, "spec", "v1", "tasks.ts"), "utf8")).not.toBe("mine\n");
  });

  it("usage errors exit 2: neither or both sources, an unknown source, overlapping folders", () => {
    const dir = temp("acp-init-");
    for (const args of [
      ["init"],
      ["init", "--minimal", "--from", "acp"],
      ["init", "--from", "npm"],
      ["init", "--minimal", "--spec", "x", "--out", "x/out"],
    ]) {
      const r = cli(args, dir);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(/acp-codegen init: /);
    }
    expect(listTree(dir)).toEqual([]);
  });
});

describe("release metadata from the pipeline", () => {
  it("--package-version sets every package's version, and is checked", () => {
    const dir = temp("acp-version-");
    expect(cli(["init", "--minimal"], dir).status).toBe(0);
    const ok = cli(["generate", "--target", "rust", "--package-version", "4.5.6-rc.1"], dir);
    expect(ok.status, ok.stderr).toBe(0);
    expect(readFileSync(join(dir, "out", "rust", "Cargo.toml"), "utf8")).toContain('version = "4.5.6-rc.1"');
    expect(cli(["check", "--target", "rust", "--package-version", "4.5.6-rc.1"], dir).status).toBe(0);
    expect(cli(["check", "--target", "rust"], dir).status).toBe(3);
    const bad = cli(["generate", "--package-version", "v4"], dir);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("'v4' is not a version");
  });

  it("packageVersion: { env } reads the variable the config names, and a missing or bad one is a located error", async () => {
    const dir = temp("acp-version-");
    const file = join(dir, "acp-codegen.config.ts");
    writeFileSync(
      file,
      'export default {\n  packageVersion: { env: "ACP_TEST_RELEASE" },\n  license: "MIT",\n  description: "Tasks",\n};\n',
    );
    const saved = process.env.ACP_TEST_RELEASE;
    try {
      process.env.ACP_TEST_RELEASE = "7.8.9";
      expect(await loadConfigFile(file, dir)).toMatchObject({
        config: { packageVersion: "7.8.9", license: "MIT", description: "Tasks" },
        diagnostics: [],
      });
      for (const value of [undefined, "", "7.8"]) {
        if (value === undefined) delete process.env.ACP_TEST_RELEASE;
        else process.env.ACP_TEST_RELEASE = value;
        const r = await loadConfigFile(file, dir);
        expect(r.diagnostics.map((d) => `${d.code} ${d.loc.line}:${d.loc.col}`)).toEqual(["ACP026 2:26"]);
        expect(r.diagnostics[0]!.message).toContain("ACP_TEST_RELEASE");
      }
      writeFileSync(file, 'export default { packageVersion: { env: "1X" }, licenseFile: "L" };\n');
      expect((await loadConfigFile(file, dir)).diagnostics.map((d) => d.message)).toEqual([
        expect.stringContaining("not an environment variable name"),
      ]);
    } finally {
      if (saved === undefined) delete process.env.ACP_TEST_RELEASE;
      else process.env.ACP_TEST_RELEASE = saved;
    }
  });
});

describe("the cache folder", () => {
  it("is node_modules/.cache/acp-codegen of the nearest project above the working folder", () => {
    const dir = temp("acp-cache-");
    writeFileSync(join(dir, "package.json"), "{}");
    mkdirSync(join(dir, "a", "b"), { recursive: true });
    expect(cacheRoot(join(dir, "a", "b"), {}, "/elsewhere/tool")).toBe(
      join(dir, "node_modules", ".cache", "acp-codegen"),
    );
  });

  it("outside a project: the project the tool is installed in, else the tool's own folder; ACP_CODEGEN_CACHE_DIR wins", () => {
    const outside = temp("acp-cache-");
    const root = (d: string): string => join(d, "node_modules", ".cache", "acp-codegen");
    // A temporary folder has no package.json above it unless the machine put one at its root.
    if (cacheRoot(outside, {}, "/x/tool") === root("/x/tool")) {
      expect(cacheRoot(outside, {}, join("/p", "node_modules", "acp-codegen"))).toBe(root("/p"));
    }
    expect(cacheRoot(outside, { ACP_CODEGEN_CACHE_DIR: "/c/models" }, "/x/tool")).toBe("/c");
  });
});
