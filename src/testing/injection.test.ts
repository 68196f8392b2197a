import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compile as compileMdx } from "@mdx-js/mdx";
import { beforeAll, describe, expect, it } from "vitest";
import { commandExists } from "../conformance/langs.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { runTsc } from "./generated.js";
import { ensurePythonEnv } from "./python-env.js";

/**
 * Spec text that tries to end a comment or a string, or to open a template,
 * a tag or an attribute, in every output. Every output must still compile (or
 * type-check) in its own toolchain, and its examples must round-trip.
 */
const HOSTILE = "*/ \"\"\" ''' ` ${x} {{y}} {{{z}}} --> <!-- </ResponseField> <script> #[cfg(x)] \\ \u2028 \u2029 // # ; end";
// Inside a JSDoc block the spec author cannot write "*/" itself; JSON's "\/" escape puts it in the value.
const HOSTILE_IN_JSON = JSON.stringify(HOSTILE).replace(/\*\//g, "*\\/");
const HOSTILE_DOC = HOSTILE.replace(/\*\//g, "* /");

function hostileSpec(): string {
  const dir = mkdtempSync(join(tmpdir(), "acp-hostile-"));
  cpSync(join(PACKAGE_ROOT, "spec", "vocabulary.ts"), join(dir, "vocabulary.ts"));
  mkdirSync(join(dir, "v1"));
  writeFileSync(
    join(dir, "v1", "a.ts"),
    `import type { OpenEnum, OpenUnion, Patch } from "../vocabulary.js";

/**
 * ${HOSTILE_DOC}
 * @example { "with\\"quote": ${HOSTILE_IN_JSON}, "weird-name": "x", "kind": "end*\\/\\"\\"\\"{{x}}" }
 */
export interface Hostile {
  /** ${HOSTILE_DOC} */
  "with\\"quote": string;
  /** ${HOSTILE_DOC} */
  "weird-name"?: Patch<string>;
  kind?: Kinds;
}

/** ${HOSTILE_DOC} */
export type Kinds = OpenEnum<"end*/\\"\\"\\"{{x}}" | "plain">;

/**
 * ${HOSTILE_DOC}
 * @example { "type": "tag*\\/x", "with\\"quote": ${HOSTILE_IN_JSON} }
 */
export type Choice = OpenUnion<
  "type",
  {
    /** ${HOSTILE_DOC} */
    "tag*/x": Hostile;
  }
>;
`,
  );
  return dir;
}

let out: string;

beforeAll(async () => {
  const r = await compile({ spec: hostileSpec(), cache: false });
  expect(r.diagnostics.map((d) => d.message)).toEqual([]);
  out = mkdtempSync(join(tmpdir(), "acp-hostile-out-"));
  for (const f of r.files) {
    mkdirSync(join(out, f.path, ".."), { recursive: true });
    writeFileSync(join(out, f.path), f.content);
  }
  const mdx = await compile({ spec: hostileSpec(), cache: false, docsFormat: "mdx", targets: ["docs"] });
  for (const f of mdx.files) writeFileSync(join(out, f.path), f.content);
}, 120_000);

describe("injection-safe rendering", () => {
  it("TypeScript: tsc --strict accepts it, and the example round-trips", async () => {
    const ts = join(out, "typescript");
    writeFileSync(join(ts, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", types: [] }, include: ["**/*.ts"] }));
    const r = runTsc(["-p", "tsconfig.json"], ts);
    expect(r.output).toBe("");
    const { importGenerated } = await import("./generated.js");
    const v1 = await importGenerated<{ codecs: Record<string, { parse(x: unknown): unknown; serialize(x: unknown): unknown }> }>(ts, "v1.js");
    const example = { 'with"quote': HOSTILE, "weird-name": "x", kind: 'end*/"""{{x}}' };
    expect(v1.codecs["v1.Hostile"]!.serialize(v1.codecs["v1.Hostile"]!.parse(example))).toEqual(example);
  }, 120_000);

  it.skipIf(!commandExists("cargo"))("Rust: the crate builds and its example tests pass", () => {
    // Its own target folder: a shared one would let this crate's harness binary stand in for the real crate's (same names).
    const env = { ...process.env, CARGO_TARGET_DIR: join(PACKAGE_ROOT, "node_modules", ".cache", "acp-codegen", "rust-target-injection") };
    const r = spawnSync("cargo", ["test", "--quiet"], { cwd: join(out, "rust"), env, encoding: "utf8" });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/test result: ok\. 2 passed/);
  }, 600_000);

  it("Python: mypy --strict and pytest pass", () => {
    const python = ensurePythonEnv();
    const cwd = join(out, "python");
    const mypy = spawnSync(python, ["-m", "mypy", "--strict", "acp_schema", "tests"], { cwd, encoding: "utf8" });
    expect(mypy.stdout).toMatch(/^Success/);
    const pytest = spawnSync(python, ["-m", "pytest", "-q", "-p", "no:cacheprovider"], { cwd, encoding: "utf8" });
    expect(pytest.stdout).toMatch(/2 passed/);
  }, 300_000);

  it("docs: the MDX compiles, and no spec text became a tag, a comment or an expression", async () => {
    const mdx = readFileSync(join(out, "docs", "v1.mdx"), "utf8");
    await expect(compileMdx(mdx)).resolves.toBeDefined();
    const md = readFileSync(join(out, "docs", "v1.md"), "utf8");
    for (const full of [md, mdx]) {
      // Fenced example blocks hold the JSON as literal text; outside them, nothing may stay raw.
      const page = full.replace(/```json\n[\s\S]*?\n```/g, "");
      expect(page).not.toContain("</ResponseField> <script>");
      expect(page).not.toMatch(/<!-- <\/ResponseField>/);
      expect(page).toContain("&lt;/ResponseField&gt;");
    }
  });

  it("JSON Schema and tables are valid JSON holding the text unchanged", () => {
    const schema = JSON.parse(readFileSync(join(out, "jsonschema", "v1.json"), "utf8")) as { $defs: { Hostile: { description: string } } };
    expect(schema.$defs.Hostile.description).toBe(HOSTILE_DOC);
  });
});
