import { mkdirSync, mkdtempSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compile as compileMdx } from "@mdx-js/mdx";
import { describe, expect, it } from "vitest";
import { compile, PACKAGE_ROOT } from "../../pipeline.js";

async function docs(opts: { docsFormat?: "md" | "mdx"; spec?: string } = {}): Promise<Map<string, string>> {
  const r = await compile({ targets: ["docs"], missingDocs: "allow", ...opts });
  if (r.diagnostics.length) throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  return new Map(r.files.map((f) => [f.path, f.content]));
}

/** GitHub's heading slugs, with -1, -2 for repeats. */
function headingAnchors(md: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of md.matchAll(/^#{1,6} (.+)$/gm)) {
    const base = m[1]!.toLowerCase().replace(/[^\p{L}\p{N}_\- ]/gu, "").replace(/ /g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

describe("reference docs (Markdown)", async () => {
  const files = await docs();
  const { model } = await compile({ targets: [] });

  it("writes one page per version and a changes page", () => {
    expect([...files.keys()].sort()).toEqual(["docs/changes-v1-v2.md", "docs/v1.md", "docs/v2.md"]);
  });

  it.each(["v1", "v2"])("%s: every type link resolves to an anchor that exists", (v) => {
    const md = files.get(`docs/${v}.md`)!;
    const anchors = headingAnchors(md);
    const links = [...md.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(50);
    expect(links.filter((l) => !anchors.has(l))).toEqual([]);
  });

  it.each(["v1", "v2"])("%s: lists every type, every field, and every variant with the tag value it needs", (v) => {
    const md = files.get(`docs/${v}.md`)!;
    const version = model!.versions.find((x) => x.name === v)!;
    for (const d of version.decls) {
      expect(md).toContain(`### ${d.name}\n\n**Type:** `);
      if (d.kind === "object") for (const f of d.fields) expect(md).toMatch(new RegExp(`\\| \`${f.name}\` +\\|`));
      if (d.kind === "union") for (const x of d.variants) expect(md).toContain(`requires \`"${d.tagField}": "${x.tag}"\``);
    }
  });

  it("renders patch fields and nullable types as the published docs do", () => {
    const md = files.get("docs/v2.md")!;
    expect(md).toMatch(/\| `content` +\| \[ContentBlock\]\(#contentblock\)\[\] \\\| null +\| patch +\| .*Patch field: absent leaves it unchanged/);
    expect(md).toContain("**Type:** Union, tagged on `sessionUpdate` (open: unknown variants are kept)");
  });

  it("the changes page names what v2 added, removed and changed, and where the wire format departs from the RFDs", () => {
    const md = files.get("docs/changes-v1-v2.md")!;
    expect(md).toContain("- `session/load` removed");
    expect(md).toContain("  - variant `agent_message` added");
    expect(md).toContain("  - field `messageId`: optional became required");
    expect(md).toMatch(/- `v2\.DiffPatch\.text`: The RFD draft named this field `diff`/);
  });
});

describe("reference docs (Mintlify MDX)", async () => {
  const files = await docs({ docsFormat: "mdx" });

  it.each([...files.keys()])("%s compiles with @mdx-js/mdx, and every href resolves", async (path) => {
    const text = files.get(path)!;
    await expect(compileMdx(text)).resolves.toBeDefined();
    const anchors = headingAnchors(text);
    const hrefs = [...text.matchAll(/href="#([^"]+)"/g), ...text.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]!);
    expect(hrefs.filter((h) => !anchors.has(h))).toEqual([]);
  });

  it("uses ResponseField entries with linked types", () => {
    const v2 = files.get("docs/v2.mdx")!;
    expect(v2).toContain('<ResponseField name={"messageId"} type={<><a href="#messageid">MessageId</a></>} required>');
    expect(v2).toContain('<ResponseField name={"content"} type={<><a href="#contentblock">ContentBlock</a>[] | null</>}>');
  });

  it("keeps hostile spec prose inert", async () => {
    const spec = mkdtempSync(join(tmpdir(), "acp-docs-spec-"));
    cpSync(join(PACKAGE_ROOT, "spec", "vocabulary.ts"), join(spec, "vocabulary.ts"));
    mkdirSync(join(spec, "v1"));
    writeFileSync(
      join(spec, "v1", "a.ts"),
      "/**\n * Ends early </ResponseField> {{x}} {process.exit(1)} <script>alert(1)</script> --> `</ResponseField>` |pipe|\n */\nexport interface A {\n  /** </Expandable> { } */\n  b?: string | null;\n}\n",
    );
    for (const format of ["md", "mdx"] as const) {
      const out = await docs({ spec, docsFormat: format });
      const page = out.get(`docs/v1.${format}`)!;
      expect(page).not.toMatch(/<\/ResponseField> \{\{x\}\}|<script>/);
      expect(page).toContain("&lt;/ResponseField&gt;");
      if (format === "mdx") {
        await expect(compileMdx(page)).resolves.toBeDefined();
        expect(page).toContain("&#123;process.exit(1)&#125;");
      }
    }
  });
});
