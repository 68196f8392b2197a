import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { SHARED } from "../testing/shared.js";
import { crateFolder, crateSpec, fieldCase, gatesOf, readCrateFeatures, tokenize, variantCase } from "./crate.js";
import { runImport } from "./command.js";
import { ImportError } from "./source.js";

const FIXTURE = join(PACKAGE_ROOT, "src", "import", "fixtures", "crate-gates");
const temps: string[] = [];
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

/** `key -> "mode f1,f2"` of a version's gates, sorted. */
const flat = (m: ReadonlyMap<string, { features: readonly string[]; mode: string }>): { [k: string]: string } =>
  Object.fromEntries(
    [...m].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, g]) => [k, `${g.mode} ${g.features.join(",")}`]),
  );

describe("the crate's unstable feature gates", () => {
  it("reads the gates of modules, types, fields, variants, aliases and method names, under their published names", () => {
    const c = readCrateFeatures(FIXTURE);
    expect([c.name, c.version]).toEqual(["gates-fixture", "0.3.1"]);
    expect(flat(c.items.get("v1")!)).toEqual({
      // The module's gate reaches what it holds; serde renames give the wire names.
      Widget: "all widgets",
      "Widget.widgetId": "all widgets",
      "Widget.hue": "all widgets",
      "method:widget/make": "all widgets",
      // A field's own gate; `all(..)` beyond what encloses it names both; a raw identifier is its plain name.
      "Thing.mainWidget": "all widgets",
      "Thing.type": "all widgets,gadgets",
      // A flattened enum's gated variant is a variant of the struct too (the flattened field itself is not a member).
      "Thing:gadget_box": "all gadgets",
      "Extra:gadget_box": "all gadgets",
      // Tags by rename_all, or by the variant's own rename; an untagged variant has no tag.
      "Event:widget_made": "all widgets",
      "Event:gadget!": "all gadgets",
      // schemars' rename; `any(..)` is one of them, narrowed by a member's own gate.
      PublishedCaps: "any widgets,gadgets",
      "PublishedCaps.gadgets": "all gadgets",
      "PublishedCaps.common": "any widgets,gadgets",
      // An item macro's body holds items; a gated alias.
      InMacro: "all gadgets",
      "InMacro.a": "all gadgets",
      GadgetId: "all gadgets",
    });
    // Outside src/vN/: every version's. The protocol version's own gate is not a feature.
    expect(flat(c.items.get("*")!)).toEqual({ SharedGadget: "all gadgets", "SharedGadget.size": "all gadgets" });
    expect(flat(c.items.get("v2")!)).toEqual({ Widget: "all widgets", "Widget.id": "all widgets" });
    expect(gatesOf(c, "v2").get("SharedGadget")?.features).toEqual(["gadgets"]);
    // Located at the gate.
    expect(c.items.get("v1")!.get("Thing.mainWidget")!.at).toBe("src/v1/things.rs:8");
  });

  it("tokenizes comments, strings, raw strings, chars and lifetimes without reading items into them", () => {
    const t = tokenize(
      `/* a /* b */ c */ let s = r#"x "y" z"#; let c = '}'; fn f<'a>(x: &'a str) {} "q\\"}" // pub struct X;\nb"k"`,
    );
    expect(t.filter((x) => x.k === "str").map((x) => x.v)).toEqual(['x "y" z', "}", 'q"}', "k"]);
    expect(t.filter((x) => x.k === "life").map((x) => x.v)).toEqual(["'a", "'a"]);
    expect(t.some((x) => x.v === "X")).toBe(false);
  });

  it("spells names as serde's rename_all does", () => {
    expect(
      ["camelCase", "PascalCase", "kebab-case", "SCREAMING_SNAKE_CASE", undefined].map((r) =>
        fieldCase("api_base_url", r),
      ),
    ).toEqual(["apiBaseUrl", "ApiBaseUrl", "api-base-url", "API_BASE_URL", "api_base_url"]);
    expect(
      ["snake_case", "camelCase", "kebab-case", "lowercase", "SCREAMING_SNAKE_CASE", undefined].map((r) =>
        variantCase("ToolCallUpdate", r),
      ),
    ).toEqual([
      "tool_call_update",
      "toolCallUpdate",
      "tool-call-update",
      "toolcallupdate",
      "TOOL_CALL_UPDATE",
      "ToolCallUpdate",
    ]);
  });

  it("takes a folder or crate:NAME@VERSION, and says why cargo could not fetch one", () => {
    expect(crateSpec("crate:agent-client-protocol-schema@1.20.0")).toEqual({
      name: "agent-client-protocol-schema",
      version: "1.20.0",
    });
    expect(crateSpec("serde@=1.0.1")).toEqual({ name: "serde", version: "1.0.1" });
    expect(crateSpec("some/folder")).toBeNull();
    expect(crateFolder(FIXTURE, process.cwd())).toBe(FIXTURE);
    expect(() => crateFolder("no/such/folder", process.cwd())).toThrow(ImportError);
    const cwd = mkdtempSync(join(tmpdir(), "acp-crate-test-"));
    temps.push(cwd);
    expect(() => crateFolder("crate:gates-fixture@0.3.1", cwd, { cargo: join(cwd, "no-cargo-here") })).toThrow(
      /cannot fetch gates-fixture 0\.3\.1 with cargo/,
    );
    // The scratch package is gone; nothing is cached.
    expect(readdirSync(join(cwd, "node_modules", ".cache", "acp-codegen", "crates"))).toEqual([]);
    expect(() => readCrateFeatures(cwd)).toThrow(/not a crate's folder/);
  });
});

// The real crate, when cargo has it: the gates agree with the line-based reader in fixtures/extract-features.py.
const REGISTRY = join(process.env.CARGO_HOME ?? join(homedir(), ".cargo"), "registry", "src");
const REAL = existsSync(REGISTRY)
  ? readdirSync(REGISTRY)
      .map((d) => join(REGISTRY, d, "agent-client-protocol-schema-1.20.0"))
      .find((d) => existsSync(d))
  : undefined;
const SCHEMAS = join(SHARED, "upstream-wire", "crate-1.20.0");
const PYTHON = spawnSync("python3", ["--version"]).status === 0;

describe.skipIf(!REAL || !existsSync(SCHEMAS) || !PYTHON)("agent-client-protocol-schema 1.20.0", () => {
  it("gives every item the extract-features.py oracle finds that oracle's feature", () => {
    const py = spawnSync(
      "python3",
      [join(PACKAGE_ROOT, "src", "import", "fixtures", "extract-features.py"), join(REAL!, "src"), SCHEMAS],
      { encoding: "utf8" },
    );
    expect(py.status, py.stderr).toBe(0);
    const oracle = JSON.parse(py.stdout) as { [version: string]: { [key: string]: string } };
    const c = readCrateFeatures(REAL!);
    expect(c.version).toBe("1.20.0");
    let compared = 0;
    for (const [version, map] of Object.entries(oracle)) {
      const gates = gatesOf(c, version);
      for (const [key, feature] of Object.entries(map)) {
        expect(gates.get(key)?.features, `${version} ${key}`).toContain(feature);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200);
  }, 60_000);

  /** The spec as it was before the step to crate 1.20.0, frozen (the bundled spec follows 1.20.0 since). */
  const BEFORE = join(PACKAGE_ROOT, "src", "import", "fixtures", "spec-before-crate-1.20.0");

  /** `import --json` of the 1.20.0 schemas with the crate's gates into `spec`. */
  async function importJson(
    spec: string,
    dryRun: boolean,
  ): Promise<{ added: { kind: string; where: string }[]; decisions: { what: string; where: string }[] }> {
    const out: string[] = [];
    const code = await runImport({
      schema: [SCHEMAS],
      spec,
      feature: [],
      features: [],
      crate: REAL!,
      dryRun,
      json: true,
      cwd: process.cwd(),
      stdout: (x) => void out.push(x),
      stderr: (x) => void out.push(x),
    });
    expect(code, out.join("")).toBe(0);
    return JSON.parse(out.join("")) as {
      added: { kind: string; where: string }[];
      decisions: { what: string; where: string }[];
    };
  }

  it("the step from 1.15.1 on the frozen spec before it: no feature to name, no numbered name, and a second run adds nothing", async () => {
    const spec = mkdtempSync(join(tmpdir(), "acp-import-crate-step-"));
    temps.push(spec);
    cpSync(BEFORE, spec, { recursive: true });
    const first = await importJson(spec, false);
    expect(first.added.length).toBeGreaterThan(50);
    // The crate names every feature: no decision asks for one.
    expect(first.decisions.filter((d) => d.what === "unnamed-feature").map((d) => d.where)).toEqual([]);
    // Inline shapes are named after what they are, never by position (`…1`, `…2`).
    expect(first.added.filter((a) => a.kind === "type" && /\d$/.test(a.where)).map((a) => a.where)).toEqual([]);
    // What is left is design decisions; most are items upstream made stable.
    expect(first.decisions.filter((d) => d.what === "now-stable").length).toBeGreaterThan(first.decisions.length / 2);
    const again = await importJson(spec, true);
    expect(again.added).toEqual([]);
    expect(again.decisions.map((d) => `${d.what} ${d.where}`).sort()).toEqual(
      first.decisions.map((d) => `${d.what} ${d.where}`).sort(),
    );
  }, 120_000);
});
