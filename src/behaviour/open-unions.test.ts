import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandExists } from "../conformance/langs.js";
import { PACKAGE_ROOT } from "../pipeline.js";
import { generateToTemp, importGenerated } from "../testing/generated.js";
import { ensurePythonEnv } from "../testing/python-env.js";
import { fixtureConfig, fixtureRustEnv } from "../testing/rust-env.js";

/**
 * Open unions on a fixture spec (fixtures/open-unions): the fields every variant shares
 * are checked on an unknown variant too, which is still kept whole; and an open union as
 * the first member of an untagged union (the published "other" branch of a union with an
 * untagged member) keeps an unknown tag whole, falls through to the next member when a
 * known tag's payload does not match, and writes back what it read. `path` is where
 * TypeScript (the reference) reports a rejection; every language must give the same
 * verdict and output (judged by the conformance runner over the generated bindings).
 */
const cases: { id: string; type: string; json: unknown; path: string | null }[] = [
  { id: "unknown-variant-missing-shared", type: "v1.Prompt", json: { mode: "x" }, path: "$.message" },
  { id: "unknown-variant-shared-wrong-type", type: "v1.Prompt", json: { mode: "x", message: 5 }, path: "$.message" },
  {
    id: "unknown-variant-optional-shared-wrong-type",
    type: "v1.Prompt",
    json: { mode: "x", message: "m", count: "a" },
    path: "$.count",
  },
  {
    id: "unknown-variant-kept-whole",
    type: "v1.Prompt",
    json: { mode: "x", message: "m", count: null, z: { b: 1, a: [1] } },
    path: null,
  },
  { id: "known-variant-missing-shared", type: "v1.Prompt", json: { mode: "form", fields: [] }, path: "$.message" },
  { id: "known-variant", type: "v1.Prompt", json: { mode: "url", message: "m", url: "u" }, path: null },
  { id: "items-unknown-tag-empty", type: "v1.Items", json: { type: "" }, path: null },
  { id: "items-unknown-tag-kept-whole", type: "v1.Items", json: { type: "_x", b: [1], a: { c: true } }, path: null },
  { id: "items-known-tag", type: "v1.Items", json: { type: "string", enum: ["a"] }, path: null },
  {
    // A free-form object inside the open union's variant, read while the untagged union explains (Rust: serde's
    // buffered content tries the open union; it must read it as the explaining reader does).
    id: "items-known-tag-free-form-object",
    type: "v1.Items",
    json: { hints: { k: 1 }, type: "string", enum: ["a"] },
    path: null,
  },
  { id: "items-known-tag-free-form-bad", type: "v1.Items", json: { type: "string", enum: ["a"], hints: 5 }, path: "$" },
  {
    id: "items-known-tag-bad-payload-falls-through",
    type: "v1.Items",
    json: { type: "string", anyOf: ["a"] },
    path: null,
  },
  { id: "items-known-tag-alone", type: "v1.Items", json: { type: "string" }, path: "$" },
  { id: "items-untagged", type: "v1.Items", json: { anyOf: ["a"] }, path: null },
  { id: "items-tag-not-a-string", type: "v1.Items", json: { type: 5 }, path: "$" },
];

let out: string;
beforeAll(async () => {
  ({ dir: out } = await generateToTemp({
    spec: join(import.meta.dirname, "fixtures", "open-unions"),
    targets: ["typescript", "rust", "python"],
    config: fixtureConfig("open-unions"),
  }));
}, 120_000);
afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

describe("open unions: shared fields on an unknown variant; an open union inside an untagged one", () => {
  it("TypeScript: the verdict, the path of a rejection, and the value written back", async () => {
    const v1 = await importGenerated<Record<string, any>>(join(out, "typescript"), "v1.js");
    for (const c of cases) {
      const codec = v1.codecs[c.type];
      const r = codec.safeParse(c.json);
      expect(r.ok ? null : r.error.path, c.id).toBe(c.path);
      if (r.ok) expect(codec.serialize(r.value), c.id).toEqual(c.json);
    }
  });

  it("TypeScript, Rust and Python agree: the conformance runner over the generated bindings", () => {
    const langs = ["ts", "python", ...(commandExists("cargo") ? ["rust"] : [])];
    ensurePythonEnv();
    const vectors = join(out, "cases.json");
    writeFileSync(
      vectors,
      JSON.stringify(
        cases.map((c) => ({
          id: c.id,
          kind: "decode",
          type: c.type,
          json: c.json,
          expect: c.path === null ? "accept" : "reject",
        })),
      ),
    );
    const env = {
      ...process.env,
      ...fixtureRustEnv(),
    };
    const r = spawnSync(
      process.execPath,
      [
        join(PACKAGE_ROOT, "dist", "cli", "bin.js"),
        "conformance",
        "--vectors",
        vectors,
        "--out",
        out,
        "--lang",
        langs.join(","),
        "--json",
      ],
      { cwd: PACKAGE_ROOT, env, encoding: "utf8" },
    );
    const report = JSON.parse(r.stdout) as {
      failed: number;
      passed: number;
      results: { id: string; lang: string; ok: boolean; detail: string }[];
    };
    expect(report.results.filter((x) => !x.ok)).toEqual([]);
    expect(report.passed).toBe(cases.length * langs.length);
  }, 600_000);
});
