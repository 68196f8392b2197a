import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { check, generate } from "../index.js";
import type { LanguagePlugin } from "./index.js";
import { defineLanguage } from "./index.js";
import { initProject } from "../cli/init.js";
import { tempFolders } from "../testing/generated.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { bundledLanguages } from "../targets/registry.js";

/**
 * A language from outside acp-codegen (test-fixtures/plugin-echo, which imports
 * only the public `acp-codegen/plugin`): loaded from a config file or given to the
 * API, its options are checked by the core and reach its generate.
 */
const temp = tempFolders(afterAll);
const ECHO = join(PACKAGE_ROOT, "test-fixtures", "plugin-echo", "index.mjs");
const echo = async (): Promise<LanguagePlugin> =>
  ((await import(pathToFileURL(ECHO).href)) as { default: LanguagePlugin }).default;

function project(config?: object): string {
  const dir = temp("acp-plugin-");
  expect(initProject({ cwd: dir, from: "minimal" }).existing).toEqual([]);
  // The tests write their config as JSON (a config file is data either way).
  rmSync(join(dir, "acp-codegen.config.ts"), { force: true });
  if (config) writeFileSync(join(dir, "acp-codegen.config.json"), `${JSON.stringify(config, null, 2)}\n`);
  return dir;
}

/** The line and column (1-based) where `needle` starts in `text`. */
function position(text: string, needle: string): { line: number; col: number } {
  const at = text.indexOf(needle);
  expect(at, needle).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, at).split("\n");
  return { line: before.length, col: before[before.length - 1]!.length + 1 };
}

describe("a language plugin from outside the package", () => {
  it("given to the API, generates its file in its own folder with its options and the shared version", async () => {
    const dir = project();
    const r = await generate({
      cwd: dir,
      config: false,
      spec: "spec",
      out: "out",
      plugins: [await echo()],
      targets: { echo: { greeting: "hi", loud: true } },
      packageVersion: "2.0.0",
    });
    expect(r.error).toBeNull();
    expect(r.ok).toBe(true);
    const text = readFileSync(join(dir, "out", "echo", "echo.txt"), "utf8");
    const model = (await compile({ spec: join(dir, "spec"), targets: [] })).model!;
    const types = model.versions.flatMap((v) => v.decls.map((d) => `${v.name}.${d.name}`));
    expect(types.length).toBeGreaterThan(0);
    expect(text).toBe(`HI 2.0.0\n${types.join("\n")}\n`);
    // What its toolchain leaves is passed over: check stays up to date.
    mkdirSync(join(dir, "out", "echo", "echo-cache"));
    writeFileSync(join(dir, "out", "echo", "echo-cache", "x"), "x");
    expect(
      await check({
        cwd: dir,
        config: false,
        spec: "spec",
        out: "out",
        plugins: [await echo()],
        targets: { echo: { greeting: "hi", loud: true } },
        packageVersion: "2.0.0",
      }),
    ).toMatchObject({ ok: true });
  });

  it("named by a config file (a path from the config's folder), takes its options from `targets: { echo: { ... } }` or its own section", async () => {
    const dir = project();
    const rel = relative(dir, ECHO);
    writeFileSync(
      join(dir, "acp-codegen.config.json"),
      JSON.stringify({
        spec: "spec",
        out: "out",
        plugins: [rel.startsWith(".") ? rel : `./${rel}`],
        targets: { echo: { greeting: "howdy" } },
        echo: { version: "3.1.0" },
      }),
    );
    const r = await generate({ cwd: dir });
    expect(r.error).toBeNull();
    expect(r.targets).toEqual(["echo"]);
    expect(readFileSync(join(dir, "out", "echo", "echo.txt"), "utf8")).toMatch(/^howdy 3\.1\.0\n/);
  });

  it("a bad option value is refused by the plugin's own check, located in the config file", async () => {
    const dir = project({ spec: "spec", out: "out", plugins: [ECHO], targets: { echo: { greeting: "Hello World" } } });
    const r = await generate({ cwd: dir });
    expect(r.ok).toBe(false);
    const text = readFileSync(join(dir, "acp-codegen.config.json"), "utf8");
    expect(r.diagnostics).toMatchObject([
      {
        code: "ACP026",
        message: "'Hello World' is not a greeting (lower-case letters only)",
        loc: { file: "acp-codegen.config.json", ...position(text, '"Hello World"') },
      },
    ]);
  });

  it("an option of the wrong kind, or one the plugin does not have, is refused with the nearest name", async () => {
    const dir = project({ spec: "spec", out: "out", plugins: [ECHO], echo: { loud: "yes", greting: "hi" } });
    const r = await generate({ cwd: dir });
    const messages = r.diagnostics.map((d) => d.message);
    expect(messages).toContain("'echo.loud' must be a boolean");
    expect(messages.find((m) => m.startsWith("unknown setting 'echo.greting'"))).toMatch(
      /did you mean 'echo\.greeting'/,
    );
    // The API refuses them too.
    const api = await generate({
      cwd: dir,
      config: false,
      spec: "spec",
      plugins: [await echo()],
      targets: { echo: { greting: "hi" } },
    });
    expect(api.error).toMatch(/unknown setting 'echo\.greting'.*'echo\.greeting'/);
  });

  it("a plugin that does not resolve, or is not a language, is a located error and nothing is written", async () => {
    const dir = project();
    writeFileSync(join(dir, "not-a-plugin.mjs"), "export default { name: 'Bad Name' };\n");
    writeFileSync(
      join(dir, "acp-codegen.config.json"),
      JSON.stringify({ spec: "spec", out: "out", plugins: ["./no-such-plugin.mjs", "./not-a-plugin.mjs"] }),
    );
    const r = await generate({ cwd: dir });
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(/^cannot find the plugin '\.\/no-such-plugin\.mjs' from /),
      expect.stringMatching(/^the plugin '\.\/not-a-plugin\.mjs' does not export a language .*lower-case letters/),
    ]);
    expect(r.diagnostics.every((d) => d.loc.line === 1)).toBe(true);
  });

  it("takes part in validation: a type name the plugin reserves is refused, naming the language", async () => {
    const dir = project();
    const model = (await compile({ spec: join(dir, "spec"), targets: [] })).model!;
    const taken = model.versions[0]!.decls[0]!.name;
    const strict = defineLanguage({
      ...(await echo()),
      name: "strict",
      displayName: "Strict",
      naming: { reservesTypeName: (n) => n === taken },
    });
    const r = await generate({ cwd: dir, config: false, spec: "spec", targets: ["strict"], plugins: [strict] });
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => d.message)).toContain(
      `type name '${taken}' cannot be declared: it is reserved in Strict`,
    );
  });

  it("reserves its names only in the runs that generate it", async () => {
    const dir = project();
    const model = (await compile({ spec: join(dir, "spec"), targets: [] })).model!;
    const taken = model.versions[0]!.decls[0]!.name;
    const strict = defineLanguage({
      ...(await echo()),
      name: "strict",
      displayName: "Strict",
      naming: { reservesTypeName: (n) => n === taken },
    });
    const r = await generate({
      cwd: dir,
      config: false,
      spec: "spec",
      targets: ["echo"],
      plugins: [strict, await echo()],
    });
    expect(r.diagnostics.map((d) => d.message)).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it("names the members of its converters and reducers, and validation refuses a spec name that takes one", async () => {
    const { model } = await compile({ targets: [] });
    const m = model!;
    const entity = m.versions.flatMap((v) => v.reducer?.entities ?? [])[0];
    const source = m.conversions.flatMap((c) => c.source.map((x) => x.text)).find((t) => !t.includes(".method:"));
    expect(entity, "the bundled spec has a reducer entity").toBeDefined();
    expect(source, "the bundled spec has a conversion of a type").toBeDefined();
    const type = source!.split(":")[0]!.split(".")[1]!;
    const { validate } = await import("../validate/rules.js");
    const strict = defineLanguage({
      ...(await echo()),
      name: "strict",
      displayName: "Strict",
      naming: { reducerMembers: [entity!.name], converterMembers: [type] },
    });
    const codes = (languages: readonly LanguagePlugin[]): string[] => validate(m, languages).map((d) => d.message);
    expect(codes([])).toEqual([]);
    expect(codes([strict])).toEqual(
      expect.arrayContaining([
        `entity '${entity!.name}' becomes a method of the generated reducers: use a camelCase name other than ${entity!.name}`,
        expect.stringContaining(
          `would be '${type.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase()}', a member every converter already has`,
        ),
      ]),
    );
  }, 120_000);

  it("gets the message groups of each version and the package's licence text from its context", async () => {
    const dir = project();
    writeFileSync(join(dir, "LICENSE.txt"), "Our own terms.\n");
    const seen: string[] = [];
    const groups = defineLanguage({
      ...(await echo()),
      name: "groups",
      displayName: "Groups",
      generate(ctx) {
        for (const ix of ctx.versions.values())
          for (const g of ctx.messageGroups(ix.version))
            seen.push(`${ix.version.name} ${g.name} ${g.methods.map((m) => m.name).join(",")}`);
        return [{ path: "LICENSE", content: ctx.licenseText(), format: "verbatim" }];
      },
    });
    const r = await generate({
      cwd: dir,
      config: false,
      spec: "spec",
      out: "out",
      plugins: [groups],
      targets: ["groups"],
      licenseFile: "LICENSE.txt",
    });
    expect(r.error).toBeNull();
    expect(readFileSync(join(dir, "out", "groups", "LICENSE"), "utf8")).toBe("Our own terms.\n");
    // Every method of a version with an envelope is in a group of its kind, once per side that sends it.
    const model = (await compile({ spec: join(dir, "spec"), targets: [] })).model!;
    const expected = model.versions
      .filter((v) => v.envelope)
      .flatMap((v) => v.methods.map((m) => `${v.name} ${m.kind} ${m.name}`));
    expect(expected.length, "the minimal spec has methods").toBeGreaterThan(0);
    const grouped = new Set(
      seen.flatMap((line) => {
        const [version, name, methods] = line.split(" ");
        const kind = name!.endsWith("Request") ? "request" : name!.endsWith("Notification") ? "notification" : null;
        return kind ? methods!.split(",").map((m) => `${version} ${kind} ${m}`) : [];
      }),
    );
    expect(expected.filter((e) => !grouped.has(e))).toEqual([]);
  });

  it("its formatter runs after generate, on paths relative to its folder", async () => {
    const dir = project();
    const seen: string[] = [];
    const formatted = defineLanguage({
      ...(await echo()),
      format: (files) =>
        files.map((f) => (seen.push(f.path), { ...f, content: f.content.replace(/^hello /, "formatted ") })),
    });
    const r = await generate({ cwd: dir, config: false, spec: "spec", targets: ["echo"], plugins: [formatted] });
    expect(r.ok).toBe(true);
    expect(seen).toEqual(["echo.txt"]);
    expect(readFileSync(join(dir, "out", "echo", "echo.txt"), "utf8")).toMatch(/^formatted 0\.1\.0\n/);
  });

  it("a slow formatter holds up no rendering, and every target's files still reach the sink in target order", async () => {
    const dir = project();
    const events: string[] = [];
    const base = await echo();
    const slow = defineLanguage({
      ...base,
      name: "slow",
      generate: (ctx) => (events.push("render slow"), base.generate(ctx)),
      format: async (files) => {
        await new Promise((r) => setTimeout(r, 200));
        events.push("formatted slow");
        return [...files];
      },
    });
    const fast = defineLanguage({
      ...base,
      name: "fast",
      generate: (ctx) => (events.push("render fast"), base.generate(ctx)),
    });
    const { compileTo } = await import("../pipeline.js");
    const sunk: string[] = [];
    const r = await compileTo(
      { spec: join(dir, "spec"), targets: ["slow", "fast", "jsonschema"], plugins: [slow, fast], cache: false },
      (t, files) => {
        events.push(`sink ${t.name}`);
        sunk.push(...files.map((f) => f.path.split("/")[0]!));
      },
    );
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    // The fast target rendered while the slow one was still formatting; the sink saw slow, then fast, then the JSON Schema.
    expect(events.indexOf("render fast")).toBeLessThan(events.indexOf("formatted slow"));
    expect(events.filter((e) => e.startsWith("sink"))).toEqual(["sink slow", "sink fast", "sink jsonschema"]);
    expect([...new Set(sunk)]).toEqual(["slow", "fast", "jsonschema"]);
  });

  it("conformance --lang finds a language from the config's plugins", () => {
    const dir = project({ spec: "spec", out: "out", plugins: [ECHO] });
    const r = spawnSync(
      process.execPath,
      [
        join(PACKAGE_ROOT, "dist", "cli", "bin.js"),
        "conformance",
        "--vectors",
        join(PACKAGE_ROOT, "out", "vectors"),
        "--lang",
        "echo",
      ],
      { cwd: dir, encoding: "utf8" },
    );
    expect(r.stdout).toMatch(
      /^unsupported: \d+ decode vectors for echo: echo has no harness \(its bindings would be in echo\/\)$/m,
    );
    expect(r.status).toBe(2);
  });

  it("may not take a bundled language's name", async () => {
    const dir = project();
    const clash = { ...(await echo()), name: bundledLanguages[0]!.name } as LanguagePlugin;
    const r = await generate({ cwd: dir, config: false, spec: "spec", plugins: [clash] });
    expect(r.error).toMatch(/two targets are named/);
  });

  it("defineLanguage refuses a malformed declaration when it is loaded", () => {
    expect(() =>
      defineLanguage({
        name: "x",
        displayName: "X",
        description: "",
        options: { bad: { kind: "number" as "string", default: "", doc: "" } },
        generate: () => [],
      }),
    ).toThrow(/kind 'number'/);
    expect(() =>
      defineLanguage({
        name: "x",
        displayName: "X",
        description: "",
        options: { version: { kind: "string", default: "", doc: "" } },
        generate: () => [],
      }),
    ).toThrow(/every language has already/);
  });
});

describe("the bundled languages as plugins", () => {
  it("regenerate the committed out/ byte for byte (golden check)", async () => {
    const r = await check({ cwd: PACKAGE_ROOT });
    expect(r.stale).toEqual([]);
    expect(r).toMatchObject({ ok: true, status: "up-to-date" });
    expect(r.upToDate).toBeGreaterThan(0);
  }, 120_000);
});
