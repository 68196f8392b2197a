import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { provenanceOf, provenanceToml } from "./provenance.js";

const SPEC = join(PACKAGE_ROOT, "spec");
const TARGETS = ["typescript", "rust", "python", "jsonschema", "docs"];
const tmp = mkdtempSync(join(tmpdir(), "acp-provenance-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The files that carry a package's or a page's provenance, by path. */
const CARRIERS = [
  "typescript/package.json",
  "typescript/index.ts",
  "rust/Cargo.toml",
  "rust/src/lib.rs",
  "python/pyproject.toml",
  /^python\/[^/]+\/__init__\.py$/,
  /^jsonschema\/.+\.json$/,
  /^docs\/v\d+\/index\.md$/,
];

describe("provenance", () => {
  it("every package, docs page and JSON Schema names its upstream release and each schema's digest, and no output the spec's digest", async () => {
    const r = await compile({ spec: SPEC, targets: TARGETS, cache: false });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const p = provenanceOf(r.model!);
    expect(r.model!.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    for (const f of r.files) expect(f.content, f.path).not.toContain(r.model!.digest);
    const upstream = r.model!.upstream!;
    const carriers = r.files.filter((f) =>
      CARRIERS.some((c) => (typeof c === "string" ? f.path === c : c.test(f.path))),
    );
    // Each kind of carrier is there, for every version where it is per version.
    expect(carriers.length).toBeGreaterThanOrEqual(6 + 2 * r.model!.versions.length);
    for (const f of carriers) {
      for (const s of upstream.schemas) expect(f.content, f.path).toContain(s.digest);
      for (const v of [upstream.sdk, upstream.crate, upstream.source]) if (v) expect(f.content, f.path).toContain(v);
    }
    // The machine-readable forms hold the record itself.
    const pkg = JSON.parse(r.files.find((f) => f.path === "typescript/package.json")!.content) as Record<
      string,
      unknown
    >;
    expect(pkg["acp-codegen"]).toEqual(p.record);
    const schema = JSON.parse(r.files.find((f) => f.path.startsWith("jsonschema/"))!.content) as Record<
      string,
      unknown
    >;
    expect(schema["x-acp-provenance"]).toEqual(p.record);
    expect(r.files.find((f) => f.path === "rust/Cargo.toml")!.content).toContain(
      provenanceToml(p.record, "package.metadata.acp-codegen"),
    );
    expect(r.files.find((f) => f.path === "python/pyproject.toml")!.content).toContain(
      provenanceToml(p.record, "tool.acp-codegen"),
    );
  });

  it("the spec's digest follows its text, and not where the spec folder is", async () => {
    const a = join(tmp, "a");
    const b = join(tmp, "elsewhere", "b");
    cpSync(SPEC, a, { recursive: true });
    cpSync(SPEC, b, { recursive: true });
    const digest = async (spec: string): Promise<string> =>
      (await compile({ spec, targets: [], cache: false })).model!.digest!;
    const before = await digest(a);
    expect(await digest(b)).toBe(before);
    const file = join(b, "v1", "ids.ts");
    writeFileSync(file, `${readFileSync(file, "utf8")}\n`);
    expect(await digest(b)).not.toBe(before);
  });

  it("a doc edit of one type changes only the files that show that type's doc", async () => {
    const a = join(tmp, "doc-before");
    const b = join(tmp, "doc-after");
    cpSync(SPEC, a, { recursive: true });
    cpSync(SPEC, b, { recursive: true });
    // The first documented object of the first version: its doc's first word gets a marker appended.
    // Every target: the bundled languages, the docs, the tables, the JSON Schema and the vectors.
    const before = await compile({ spec: a, cache: false });
    const decl = before.model!.versions[0]!.decls.find((d) => d.kind === "object" && d.doc.text.length > 0)!;
    const file = join(b, decl.loc.file);
    const lines = readFileSync(file, "utf8").split("\n");
    const docLine = lines
      .slice(0, decl.loc.line - 1)
      .map((l, i) => ({ l, i }))
      .reverse()
      .find(({ l }) => /^\s*(\/\*\*|\*)\s*\w/.test(l) && !/@\w/.test(l))!;
    const marker = "Zqxwmarker";
    lines[docLine.i] = docLine.l.replace(/(\w+)/, `$1 ${marker}`);
    writeFileSync(file, lines.join("\n"));
    const after = await compile({ spec: b, cache: false });
    expect(after.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const old = new Map(before.files.map((f) => [f.path, f.content]));
    const changed = after.files.filter((f) => old.get(f.path) !== f.content);
    expect(changed.length).toBeGreaterThan(0);
    for (const f of changed) expect(f.content, `${f.path} changed but does not show the doc`).toContain(marker);
    expect(after.files.map((f) => f.path).sort()).toEqual(before.files.map((f) => f.path).sort());
  }, 120_000);

  it("a spec without upstream.ts says so, and its TOML leaves the upstream tables out", () => {
    const p = provenanceOf({ versions: [], conversions: [], converters: [], vectorFiles: [], digest: "sha256:00" });
    expect(p.record.upstream).toBeNull();
    expect(p.lines[0]).toContain("not recorded");
    expect(provenanceToml(p.record, "t")).not.toContain("[t.upstream");
  });
});
