import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { check, diff, generate } from "./index.js";
import { initProject } from "./cli/init.js";
import { tempFolders } from "./testing/generated.js";

/**
 * The programmatic API, on a project started with `init --minimal`: each
 * function returns what happened as data, and nothing is printed or exited.
 */
const temp = tempFolders(afterAll);

function project(): string {
  const dir = temp("acp-api-");
  const r = initProject({ cwd: dir, from: "minimal" });
  expect(r.existing).toEqual([]);
  return dir;
}

describe("generate, check and diff as functions", () => {
  it("generate writes the output folder the config names and reports every file; check then finds it up to date", async () => {
    const dir = project();
    const exit = process.exitCode;
    const g = await generate({ cwd: dir, targets: ["typescript", "jsonschema"] });
    expect(g.error).toBeNull();
    expect(g.ok).toBe(true);
    expect(g.targets).toEqual(["typescript", "jsonschema"]);
    expect(g.config?.out).toBe(join(dir, "out"));
    expect(g.written).toBe(g.files.length);
    for (const f of g.files) expect(existsSync(join(dir, "out", f.path)), f.path).toBe(true);
    const c = await check({ cwd: dir, targets: ["typescript", "jsonschema"] });
    expect(c).toMatchObject({ ok: true, status: "up-to-date", stale: [], upToDate: g.files.length });
    // A second generate changes nothing.
    const again = await generate({ cwd: dir, targets: ["typescript", "jsonschema"] });
    expect(again).toMatchObject({ ok: true, written: 0, unchanged: g.files.length, removed: 0 });
    expect(process.exitCode).toBe(exit);
  });

  it("check names a stale file with its difference, and writes nothing", async () => {
    const dir = project();
    await generate({ cwd: dir, targets: ["jsonschema"] });
    const file = (await generate({ cwd: dir, targets: ["jsonschema"] })).files[0]!.path;
    writeFileSync(join(dir, "out", file), "{}\n");
    const c = await check({ cwd: dir, targets: ["jsonschema"] });
    expect(c.ok).toBe(false);
    expect(c.status).toBe("stale");
    expect(c.stale.map((s) => [s.path, s.status])).toEqual([[file, "changed"]]);
    expect(c.stale[0]!.diff).toContain("{}");
    expect(readFileSync(join(dir, "out", file), "utf8")).toBe("{}\n");
  });

  it("a broken spec gives located diagnostics (with the CLI's text) and writes nothing", async () => {
    const dir = project();
    const spec = join(dir, "spec", "v1", "tasks.ts");
    writeFileSync(spec, readFileSync(spec, "utf8").replace("taskId: TaskId;\n}", "taskId: NoSuchType;\n}"));
    const g = await generate({ cwd: dir, targets: ["jsonschema"] });
    expect(g.ok).toBe(false);
    expect(g.files).toEqual([]);
    const errors = g.diagnostics.filter((d) => d.severity === "error");
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]!.loc.file).toBe("v1/tasks.ts");
    expect(errors[0]!.text).toContain(
      `v1/tasks.ts:${errors[0]!.loc.line}:${errors[0]!.loc.col} - error ${errors[0]!.code}`,
    );
    const c = await check({ cwd: dir, targets: ["jsonschema"] });
    expect(c.status).toBe("invalid");
  });

  it("bad options and config mistakes are data, not exceptions", async () => {
    const dir = project();
    expect((await generate({ cwd: dir, targets: ["nope"] })).error).toMatch(/unknown target 'nope'/);
    expect((await generate({ cwd: dir, packageVersion: "1.2" })).error).toMatch(/'1\.2' is not a version/);
    expect((await generate({ cwd: dir, license: "not a licence" })).error).toMatch(/SPDX/);
    writeFileSync(join(dir, "acp-codegen.config.ts"), 'export default { spec: "spec", outt: "x" };\n');
    const g = await generate({ cwd: dir });
    expect(g.ok).toBe(false);
    expect(g.diagnostics.map((d) => `${d.code} ${d.loc.file}:${d.loc.line}`)).toEqual([
      "ACP026 acp-codegen.config.ts:1",
    ]);
    // config: false reads no config file.
    expect((await generate({ cwd: dir, config: false, targets: ["jsonschema"] })).ok).toBe(true);
  });

  it("release metadata from the caller: the version, licence and description reach every package, with README and LICENSE", async () => {
    const dir = project();
    writeFileSync(join(dir, "NOTICE.txt"), "Proprietary. All rights reserved.\n");
    const g = await generate({
      cwd: dir,
      targets: ["typescript", "rust", "python"],
      packageVersion: "3.4.5",
      license: "LicenseRef-Acme",
      licenseFile: "NOTICE.txt",
      description: "Acme tasks protocol",
    });
    expect(g.error).toBeNull();
    const out = join(dir, "out");
    const pkg = JSON.parse(readFileSync(join(out, "typescript", "package.json"), "utf8")) as Record<string, unknown>;
    expect(pkg).toMatchObject({
      version: "3.4.5",
      license: "LicenseRef-Acme",
      description: "Acme tasks protocol",
      sideEffects: false,
    });
    const cargo = readFileSync(join(out, "rust", "Cargo.toml"), "utf8");
    expect(cargo).toContain('version = "3.4.5"');
    expect(cargo).toContain('license = "LicenseRef-Acme"');
    expect(cargo).toContain('description = "Acme tasks protocol"');
    expect(cargo).toContain('readme = "README.md"');
    const py = readFileSync(join(out, "python", "pyproject.toml"), "utf8");
    expect(py).toContain('readme = "README.md"');
    expect(py).toContain('description = "Acme tasks protocol"');
    for (const t of ["typescript", "rust", "python"]) {
      expect(readFileSync(join(out, t, "LICENSE"), "utf8")).toBe("Proprietary. All rights reserved.\n");
      const readme = readFileSync(join(out, t, "README.md"), "utf8");
      expect(readme).toContain("Acme tasks protocol");
      // Provenance names the generator; the spec's own digest is in no output (it would churn every file).
      expect(readme).toContain("Generated by acp-codegen");
      expect(readme).not.toMatch(/Spec: sha256:[0-9a-f]{64}/);
      expect(readme).toContain("LicenseRef-Acme");
    }
  });

  it("the default licence is Apache-2.0 with its full text; another SPDX id without a file gets a notice naming it", async () => {
    const dir = project();
    await generate({ cwd: dir, targets: ["rust"] });
    const apache = readFileSync(join(import.meta.dirname, "..", "LICENSE"), "utf8");
    expect(readFileSync(join(dir, "out", "rust", "LICENSE"), "utf8")).toBe(apache);
    await generate({ cwd: dir, targets: ["rust"], license: "MIT" });
    const notice = readFileSync(join(dir, "out", "rust", "LICENSE"), "utf8");
    expect(notice).toContain("MIT");
    expect(notice.split("\n").filter(Boolean)).toHaveLength(1);
  });

  it("diff classifies the changes from a base folder, and fails on a breaking one", async () => {
    const dir = project();
    const base = temp("acp-api-base-");
    cpSync(join(dir, "spec"), base, { recursive: true });
    expect(await diff({ cwd: dir, base })).toMatchObject({ ok: true, changes: [], breaking: false, error: null });
    const spec = join(dir, "spec", "v1", "tasks.ts");
    writeFileSync(
      spec,
      readFileSync(spec, "utf8").replace(/ {2}\/\*\* What to do, in a few words\. \*\/\n {2}title: string;\n/, ""),
    );
    const d = await diff({ cwd: dir, base });
    expect(d.error).toBeNull();
    expect(d.breaking).toBe(true);
    expect(d.ok).toBe(false);
    expect(d.changes.length).toBeGreaterThan(0);
    expect((await diff({ cwd: dir, base, failOn: "none" })).ok).toBe(true);
    expect((await diff({ cwd: dir, base: join(dir, "no-such-folder") })).error).toMatch(
      /neither a folder nor a git ref/,
    );
    // The config's diff.accept lets the intended break through: still listed, marked; an acceptance no change matches is returned.
    const broken = d.changes.filter((c) => c.class.startsWith("breaking"));
    const accept = broken.map((c) => ({ where: `${c.version}.${c.where}`, class: c.class, reason: "on purpose" }));
    writeFileSync(
      join(dir, "acp-codegen.config.json"),
      JSON.stringify({ diff: { accept: [...accept, { where: "v1.Gone", class: "safe", reason: "stale" }] } }),
    );
    rmSync(join(dir, "acp-codegen.config.ts"));
    const accepted = await diff({ cwd: dir, base });
    expect(accepted).toMatchObject({ ok: true, breaking: true, error: null });
    expect(accepted.changes.filter((c) => c.accepted?.reason === "on purpose")).toHaveLength(broken.length);
    expect(accepted.unused.map((u) => [u.where, u.at?.file])).toEqual([["v1.Gone", "acp-codegen.config.json"]]);
    for (const c of accepted.changes) if (c.head) expect(c.head.file.startsWith("spec/")).toBe(true);
  });
});
