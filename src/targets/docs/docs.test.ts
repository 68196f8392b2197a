import { mkdirSync, mkdtempSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import { compile as compileMdx } from "@mdx-js/mdx";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { printJson } from "../../format/print.js";
import type { Decl, SpecModel, VersionModel } from "../../model/types.js";
import { compile, PACKAGE_ROOT } from "../../pipeline.js";
import type { VersionIndex } from "../../model/index.js";
import { code, PageAnchors } from "./view.js";

async function generated(opts: { docsFormat?: "md" | "mdx"; spec?: string } = {}): Promise<{ files: Map<string, string>; model: SpecModel }> {
  const r = await compile({ targets: ["docs", "tables"], missingDocs: "allow", ...opts });
  if (r.diagnostics.some((d) => d.severity === "error")) throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  return { files: new Map(r.files.map((f) => [f.path, f.content])), model: r.model! };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
const decode = (s: string): string => s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]!).replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)));

/** GitHub's heading slug: lower case, characters other than letters, digits, `_`, `-` and spaces dropped, spaces made `-`. */
function githubSlug(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}_\- ]/gu, "").replace(/ /g, "-");
}

/**
 * The anchors of an HTML page: each heading's slug (a repeat gets -1, -2...), and each link's
 * explicit `attr`: `name` for a Markdown page as GitHub serves it (its sanitizer drops `id`),
 * `id` for an MDX page. Also lists the anchors that two targets claim.
 */
function htmlAnchors(html: string, attr: "id" | "name"): { anchors: Set<string>; duplicates: string[] } {
  const anchors = new Set<string>();
  const duplicates: string[] = [];
  const seen = new Map<string, number>();
  const add = (a: string): void => {
    if (anchors.has(a)) duplicates.push(a);
    anchors.add(a);
  };
  for (const m of html.matchAll(new RegExp(`<h[1-6][^>]*>([\\s\\S]*?)</h[1-6]>|<a\\s[^>]*?\\b${attr}="([^"]*)"`, "g"))) {
    if (m[2] !== undefined) {
      add(decode(m[2]));
      continue;
    }
    const base = githubSlug(decode(m[1]!.replace(/<[^>]*>/g, "")));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    add(n ? `${base}-${n}` : base);
  }
  return { anchors, duplicates };
}

/**
 * Renders every Markdown file to HTML and returns each internal link (`#x`, `other.md#x`,
 * `./other#x` for an MDX page) whose target page or anchor does not exist.
 */
function brokenLinks(files: ReadonlyMap<string, string>): string[] {
  const anchorCache = new Map<string, Set<string>>();
  const anchorsOf = (path: string): Set<string> | undefined => {
    if (!files.has(path)) return undefined;
    if (!anchorCache.has(path)) anchorCache.set(path, htmlAnchors(pageHtml(path, files.get(path)!), attrOf(path)).anchors);
    return anchorCache.get(path);
  };
  const broken: string[] = [];
  for (const [path, text] of files) {
    if (!/\.mdx?$/.test(path)) continue;
    const html = pageHtml(path, text);
    for (const m of html.matchAll(/href="([^"]*)"/g)) {
      const href = decode(m[1]!);
      if (/^[a-z]+:/i.test(href)) continue;
      const [file, frag] = href.split("#") as [string, string | undefined];
      let target = file === "" ? path : posix.normalize(posix.join(posix.dirname(path), file));
      if (path.endsWith(".mdx") && file !== "" && !/\.\w+$/.test(target)) target += ".mdx";
      const anchors = anchorsOf(target);
      if (!anchors) broken.push(`${path}: ${href} (no page ${target})`);
      else if (frag !== undefined && !anchors.has(frag)) broken.push(`${path}: ${href} (no anchor #${frag} in ${target})`);
    }
  }
  return broken;
}

/**
 * A page as HTML. Markdown goes through marked (GFM). An MDX page is Markdown with JSX in it:
 * its JSX `href` attributes and `<a id>` tags are already HTML, and its headings are Markdown.
 */
function pageHtml(path: string, text: string): string {
  return path.endsWith(".mdx") ? (marked.parse(text.replace(/^---\n[\s\S]*?\n---\n/, ""), { gfm: true, async: false }) as string) : (marked.parse(text, { gfm: true, async: false }) as string);
}

const attrOf = (path: string): "id" | "name" => (path.endsWith(".mdx") ? "id" : "name");

/** The section of a page that documents one type: from its heading to the next heading of its level or higher. */
function section(page: string, d: Decl): string {
  const start = page.indexOf(`\n### ${code(d.name)}\n`);
  expect(start, `section of ${d.name}`).toBeGreaterThanOrEqual(0);
  const rest = page.slice(start + 1);
  const end = rest.slice(4).search(/\n#{1,3} /);
  return end < 0 ? rest : rest.slice(0, end + 4);
}

const pageOf = (files: Map<string, string>, v: VersionModel, ext: string): string => files.get(`docs/${v.name}.${ext}`)!;

describe("the link checker", () => {
  it("finds a link to a missing anchor, a missing page, and an anchor on another page; passes good ones", () => {
    const fixture = new Map([
      ["docs/a.md", "# Title\n\n## Two words\n\n<a name=\"custom\"></a><a id=\"idonly\"></a>Text [ok](#two-words) [ok2](#custom) [ok3](b.md#there) [bad](#nowhere) [bad2](c.md#x) [bad3](b.md#gone) [bad5](#idonly)\n\n| a | b |\n| --- | --- |\n| [bad4](#cell) | <a id=\"row\" name=\"row\"></a>x |\n\n[ok4](#row)\n"],
      ["docs/b.md", "# B\n\n### There\n"],
    ]);
    expect(brokenLinks(fixture)).toEqual([
      "docs/a.md: #nowhere (no anchor #nowhere in docs/a.md)",
      "docs/a.md: c.md#x (no page docs/c.md)",
      "docs/a.md: b.md#gone (no anchor #gone in docs/b.md)",
      "docs/a.md: #idonly (no anchor #idonly in docs/a.md)",
      "docs/a.md: #cell (no anchor #cell in docs/a.md)",
    ]);
  });

  it("derives heading anchors as GitHub does, repeats numbered", () => {
    const { anchors, duplicates } = htmlAnchors(marked.parse("# A `b/c` method\n\n## Repeat\n\n## Repeat\n", { async: false }) as string, "name");
    expect([...anchors]).toEqual(["a-bc-method", "repeat", "repeat-1"]);
    expect(duplicates).toEqual([]);
  });
});

describe("page anchors", () => {
  it("are unique: an explicit id another anchor already holds gets -2, in page order", () => {
    const loc = { file: "x.ts", line: 1, col: 1 };
    const doc = { text: "", examples: [] };
    const decl = (name: string, tags: string[]): Decl => ({ kind: "union", name, version: "v1", doc, loc, tagField: "type", open: false, fields: [], variants: tags.map((tag) => ({ tag, payload: null, doc, loc })) });
    const method = (name: string) => ({ name, kind: "notification" as const, params: "P", result: null, direction: "both" as const, doc, loc });
    const ix = { version: { decls: [decl("U", ["x", "y"]), decl("Foo", [])], methods: [method("a/b"), method("foo"), method("a-b"), method("bar/baz"), method("type/reference")], name: "v1" } } as unknown as VersionIndex;
    const a = new PageAnchors(ix);
    expect([a.method("a/b"), a.method("foo"), a.method("a-b"), a.method("bar/baz"), a.method("type/reference"), a.variant("U", "x"), a.variant("U", "y")]).toEqual(["a-b", "foo-2", "a-b-2", "bar-baz", "type-reference-2", "u--x", "u--y"]);
  });
});

/** A tiny spec with methods: one each way, and one either side sends. */
function methodSpec(): string {
  const spec = mkdtempSync(join(tmpdir(), "acp-docs-methods-"));
  cpSync(join(PACKAGE_ROOT, "spec", "vocabulary.ts"), join(spec, "vocabulary.ts"));
  mkdirSync(join(spec, "v1"));
  writeFileSync(
    join(spec, "v1", "a.ts"),
    `import type { Int32, JsonRpc, Notification, Request } from "../vocabulary.js";
/** A request id. */
export type RequestId = Int32 | string;
/** An error. */
export interface RpcError {
  /** The code. */
  code: Int32;
  /** The text. */
  message: string;
}
/** Asks for a thing. */
export interface GetThingRequest {
  /** Which. */
  name: string;
}
/**
 * The thing.
 * @example { "size": 3 }
 * @example { "size": 4 }
 */
export interface GetThingResponse {
  /** How big. */
  size: Int32;
}
/** Says a thing happened. */
export interface ThingHappened {
  /** What. */
  what: string;
}
/** The methods. */
export interface Methods extends JsonRpc<RequestId, RpcError> {
  /**
   * Gets a thing by name.
   *
   * Fails with error -32002 when no thing has that name.
   * @example { "jsonrpc": "2.0", "id": "q-7", "method": "thing/get", "params": { "name": "a" } }
   */
  "thing/get": Request<GetThingRequest, GetThingResponse, "client_to_agent">;
  /**
   * Tells the client.
   * @example { "jsonrpc": "2.0", "method": "thing/happened", "params": { "what": "b" } }
   */
  "thing/happened": Notification<ThingHappened, "agent_to_client">;
  /** Either side. */
  "thing/ping": Notification<ThingHappened, "both">;
}
`,
  );
  return spec;
}

describe("method sections (a fixture spec)", async () => {
  const spec = methodSpec();
  const md = (await generated({ spec })).files.get("docs/v1.md")!;
  const mdx = (await generated({ spec, docsFormat: "mdx" })).files.get("docs/v1.mdx")!;
  const methodSection = (page: string, name: string): string => page.slice(page.indexOf(`### \`${name}\` method`)).split(/\n<a id=|\n## /)[0]!;

  it.each([["md", md], ["mdx", mdx]])("%s: each method under its side, with direction, params, result and errors", (_f, page) => {
    const sidesInOrder = [...page.matchAll(/^## (Agent methods|Client methods|Methods either side handles)$/gm)].map((m) => m[1]);
    expect(sidesInOrder).toEqual(["Agent methods", "Client methods", "Methods either side handles"]);
    const get = methodSection(page, "thing/get");
    expect(page.indexOf("### `thing/get` method")).toBeLessThan(page.indexOf("## Client methods"));
    expect(page.indexOf("### `thing/happened` method")).toBeGreaterThan(page.indexOf("## Client methods"));
    expect(page.indexOf("### `thing/ping` method")).toBeGreaterThan(page.indexOf("## Methods either side handles"));
    expect(get).toContain("Request, client to agent: the agent handles it.");
    expect(get).toContain("Gets a thing by name.");
    expect(get).toMatch(/#getthingrequest/);
    expect(get).toMatch(/#getthingresponse/);
    // The paragraph naming an error is listed under Errors, not repeated in the description.
    expect(get).toContain("**Errors:**\n\n- Fails with error -32002 when no thing has that name.");
    expect(get.split("-32002").length).toBe(2);
    expect(methodSection(page, "thing/happened")).toContain("**Errors:** None: a notification gets no response.");
    expect(page).toContain('<a id="thing-get"');
  });

  it.each([["md", md], ["mdx", mdx]])("%s: the example is a whole exchange, the response built from the result's first example with the request's id", (_f, page) => {
    const get = methodSection(page, "thing/get");
    expect(get).toContain(`Request, client to agent:\n\n\`\`\`json\n${printJson({ jsonrpc: "2.0", id: "q-7", method: "thing/get", params: { name: "a" } })}\n\`\`\``);
    expect(get).toContain(`Response, agent to client:\n\n\`\`\`json\n${printJson({ jsonrpc: "2.0", id: "q-7", result: { size: 3 } })}\n\`\`\``);
    const happened = methodSection(page, "thing/happened");
    expect(happened).toContain("Notification, agent to client:");
    expect(happened).not.toMatch(/^Response, /m);
  });

  it("the pages' links resolve", () => {
    expect(brokenLinks(new Map([["docs/v1.md", md]]))).toEqual([]);
    expect(brokenLinks(new Map([["docs/v1.mdx", mdx]]))).toEqual([]);
  });
});

describe("reference docs (Markdown)", async () => {
  const { files, model } = await generated();

  it("writes one page per version and a changes page", () => {
    expect([...files.keys()].filter((p) => p.startsWith("docs/")).sort()).toEqual(["docs/changes-v1-v2.md", ...model.versions.map((v) => `docs/${v.name}.md`)].sort());
  });

  it("every internal link of every page (docs and tables) resolves to an anchor that exists", () => {
    const links = [...files.values()].join("\n").match(/\]\([^)]*#/g) ?? [];
    expect(links.length).toBeGreaterThan(100);
    expect(brokenLinks(files)).toEqual([]);
  });

  it.each(["v1", "v2"])("%s: no two sections claim one anchor", (v) => {
    expect(htmlAnchors(pageHtml(`docs/${v}.md`, files.get(`docs/${v}.md`)!), "name").duplicates).toEqual([]);
  });

  it("documents every type, field, variant, enum value and method of the model, each in its own section", () => {
    for (const v of model.versions) {
      const page = pageOf(files, v, "md");
      for (const d of v.decls) {
        const s = section(page, d);
        expect(s).toContain("**Type:** ");
        if (d.kind === "object" || d.kind === "union") for (const f of d.fields) expect(s).toContain(`| ${code(f.name).replace(/\|/g, "\\|")} `);
        if (d.kind === "union") {
          for (const x of d.variants) expect(s).toContain(`**Variant ${code(x.tag)}**: requires ${code(`"${d.tagField}": ${JSON.stringify(x.tag)}`)}`);
        }
        if (d.kind === "enum") for (const x of d.values) expect(s).toContain(`\n| ${code(JSON.stringify(x.value)).replace(/\|/g, "\\|")} `);
      }
      for (const m of v.methods) expect(page).toContain(`### ${code(m.name)} method\n\n${m.kind === "request" ? "Request" : "Notification"}, `);
    }
  });

  it("groups methods under the side that handles them", () => {
    for (const v of model.versions) {
      const page = pageOf(files, v, "md");
      const sideOf = (name: string): string => {
        const at = page.indexOf(`### ${code(name)} method`);
        const heading = [...page.slice(0, at).matchAll(/^## (.+)$/gm)].pop()![1]!;
        return heading;
      };
      for (const m of v.methods) {
        expect(sideOf(m.name)).toBe(m.direction === "client_to_agent" ? "Agent methods" : m.direction === "agent_to_client" ? "Client methods" : "Methods either side handles");
      }
    }
  });

  it("shows each method's example as a whole exchange: the request, and a response with the same id built from the result's first example", () => {
    let responses = 0;
    for (const v of model.versions) {
      const page = pageOf(files, v, "md");
      for (const m of v.methods) {
        const result = m.result === null ? undefined : v.decls.find((d) => d.name === m.result);
        for (const e of m.doc.examples) {
          expect(page).toContain(printJson(e.value));
          const id = (e.value as { id?: unknown }).id;
          if (m.kind === "request" && result?.doc.examples.length && id !== undefined) {
            expect(page).toContain(printJson({ jsonrpc: "2.0", id: id as string, result: result.doc.examples[0]!.value }));
            responses++;
          }
        }
      }
    }
    expect(responses).toBeGreaterThan(0);
  });

  it("marks nullable, patch and unstable fields", () => {
    for (const v of model.versions) {
      const page = pageOf(files, v, "md");
      for (const d of v.decls) {
        if (d.kind !== "object") continue;
        const s = section(page, d);
        for (const f of d.fields) {
          const row = s.split("\n").find((l) => l.startsWith(`| ${code(f.name).replace(/\|/g, "\\|")} `))!;
          if (f.patch) expect(row).toMatch(/\| patch \(optional, nullable\) +\|.*Patch field: absent leaves it unchanged/);
          else if (f.type.kind === "nullable") expect(row).toMatch(/ \\\| null +\| (required|optional), nullable +\|/);
          if (f.doc.unstable) expect(row).toContain(`Unstable (feature ${f.doc.unstable.feature})`);
        }
      }
    }
  });

  it("the changes page lists every type and method added or removed, and links each change to the rules that name it", () => {
    const md = files.get("docs/changes-v1-v2.md")!;
    const [v1, v2] = model.versions as [VersionModel, VersionModel];
    for (const d of v2.decls) if (!v1.decls.some((x) => x.name === d.name)) expect(md).toContain(`- [${code(d.name)}](v2.md#${d.name.toLowerCase()}) (${d.kind})`);
    for (const d of v1.decls) if (!v2.decls.some((x) => x.name === d.name)) expect(md).toContain(`- [${code(d.name)}](v1.md#${d.name.toLowerCase()}) (${d.kind})`);
    for (const m of v1.methods) if (!v2.methods.some((x) => x.name === m.name)) expect(md).toMatch(new RegExp(`- \\[${escape(code(m.name))}\\]\\(v1\\.md#[^)]+\\) removed`));
    // Every rule is listed with its anchor, and a removed method's line names each rule whose source is that method.
    for (const r of model.conversions) {
      const id = `rule-${r.id.toLowerCase().replace(/[^a-z0-9_]+/g, "-")}`;
      expect(md).toContain(`<a id="${id}" name="${id}"></a>${code(r.id)}`);
    }
    let linked = 0;
    for (const m of v1.methods) {
      if (v2.methods.some((x) => x.name === m.name)) continue;
      const line = md.split("\n").find((l) => l.startsWith(`- [${code(m.name)}]`))!;
      for (const r of model.conversions.filter((x) => x.source.some((s) => s.text === `v1.method:${m.name}`))) {
        expect(line).toContain(`[${code(r.id)}](#rule-`);
        expect(line).toMatch(/\(\[table row\]\(\.\.\/tables\/v[12]-to-v[12]\.md#/);
        linked++;
      }
    }
    // A variant added in v2 names the rules that produce or consume it.
    for (const d of v2.decls) {
      const old = v1.decls.find((x) => x.name === d.name);
      if (d.kind !== "union" || old?.kind !== "union") continue;
      for (const x of d.variants) {
        if (old.variants.some((y) => y.tag === x.tag)) continue;
        const line = md.split("\n").find((l) => l.startsWith(`  - variant [${code(x.tag)}](v2.md#`))!;
        expect(line, `${d.name}:${x.tag}`).toBeDefined();
        for (const r of model.conversions.filter((y) => [...y.source, ...y.target].some((c) => c.text === `v2.${d.name}:${x.tag}`))) {
          expect(line).toContain(`[${code(r.id)}](#rule-`);
          linked++;
        }
      }
    }
    expect(linked).toBeGreaterThan(0);
  });
});

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("reference docs (Mintlify MDX)", async () => {
  const { files, model } = await generated({ docsFormat: "mdx" });

  it.each([...files.keys()].filter((p) => p.endsWith(".mdx")))("%s compiles with @mdx-js/mdx", async (path) => {
    await expect(compileMdx(files.get(path)!)).resolves.toBeDefined();
  });

  it("every href and link resolves to an anchor that exists, and no anchor is claimed twice", () => {
    expect(brokenLinks(files)).toEqual([]);
    for (const v of model.versions) expect(htmlAnchors(pageHtml(`docs/${v.name}.mdx`, pageOf(files, v, "mdx")), "id").duplicates).toEqual([]);
  });

  it("has a ResponseField per field, variant and enum value, with the type linked, required and nullable shown, and unstable as a badge", () => {
    for (const v of model.versions) {
      const page = pageOf(files, v, "mdx");
      for (const d of v.decls) {
        const s = section(page, d);
        const fields = d.kind === "object" || d.kind === "union" ? d.fields : [];
        for (const f of fields) {
          const open = s.split("\n").find((l) => l.startsWith(`<ResponseField name={${JSON.stringify(f.name).replace(/</g, "\\u003c")}} `));
          expect(open, `${d.name}.${f.name}`).toBeDefined();
          expect(open!.includes(" required")).toBe(!f.optional);
          if (f.patch) expect(open).toContain('post={["patch"');
          else if (f.type.kind === "nullable") expect(open).toContain('post={["nullable"');
          const target = f.type.kind === "ref" ? f.type.name : f.type.kind === "nullable" && f.type.inner.kind === "ref" ? f.type.inner.name : null;
          if (target) expect(open).toContain(`<a href="#${target.toLowerCase()}">${target}</a>`);
          if (f.doc.unstable) expect(s).toContain(`<Badge color="orange">unstable: ${f.doc.unstable.feature}</Badge>`);
        }
        if (d.kind === "union") {
          for (const x of d.variants) expect(s).toContain(`<ResponseField name={${JSON.stringify(x.tag)}} type="variant">`);
        }
        if (d.kind === "enum") for (const x of d.values) expect(s).toContain(`<ResponseField name={${JSON.stringify(JSON.stringify(x.value))}} type="string"`);
        if (d.doc.unstable) expect(s).toContain(`<Badge color="orange">unstable: ${d.doc.unstable.feature}</Badge>`);
      }
      for (const m of v.methods) {
        expect(page).toContain(`### ${code(m.name)} method`);
        expect(page).toContain(`<ResponseField name="params" type={<><a href="#${m.params.toLowerCase()}">${m.params}</a></>} required>`);
      }
    }
  });

  it("keeps hostile spec prose inert", async () => {
    const spec = mkdtempSync(join(tmpdir(), "acp-docs-spec-"));
    cpSync(join(PACKAGE_ROOT, "spec", "vocabulary.ts"), join(spec, "vocabulary.ts"));
    mkdirSync(join(spec, "v1"));
    writeFileSync(
      join(spec, "v1", "a.ts"),
      'import type { OpenEnum, OpenUnion } from "../vocabulary.js";\n' +
        "/**\n * Ends early </ResponseField> {{x}} {process.exit(1)} <script>alert(1)</script> --> `</ResponseField>` |pipe|\n */\nexport interface A {\n  /** </Expandable> { } |pipe| */\n  b?: string | null;\n  \"c|d\"?: E;\n}\n" +
        '/** A union. */\nexport type U = OpenUnion<"type", { "a b/<c>|{x}": A; "a-b--c": A }>;\n' +
        '/** An enum. */\nexport type E = OpenEnum<"p|q" | "`r`" | "{s}">;\n',
    );
    for (const format of ["md", "mdx"] as const) {
      const out = (await generated({ spec, docsFormat: format })).files;
      const page = out.get(`docs/v1.${format}`)!;
      expect(page).not.toMatch(/<\/ResponseField> \{\{x\}\}|<script>/);
      expect(page).toContain("&lt;/ResponseField&gt;");
      // Odd tags and values still get distinct anchors that resolve, and every link resolves.
      expect(brokenLinks(out)).toEqual([]);
      expect(htmlAnchors(pageHtml(`docs/v1.${format}`, page), format === "md" ? "name" : "id").duplicates).toEqual([]);
      const tag = (id: string): string => (format === "md" ? `<a id="${id}" name="${id}"></a>` : `<a id="${id}"></a>`);
      expect(page).toContain(tag("u--a-b-c-x-"));
      expect(page).toContain(tag("u--a-b-c"));
      if (format === "md") {
        expect(page).toMatch(/^\| `"p\\\|q"` +\|/m);
        expect(page).toMatch(/^\| `c\\\|d` +\| \[E\]\(#e\) +\|/m);
        // The pipes in the field's doc stay inside its table cell.
        expect(page).toMatch(/^\| `b` +\| string \\\| null +\| optional, nullable +\| &lt;\/Expandable&gt; \{ \} \\\|pipe\\\| +\|$/m);
      }
      if (format === "mdx") {
        await expect(compileMdx(page)).resolves.toBeDefined();
        expect(page).toContain("&#123;process.exit(1)&#125;");
      }
    }
  });
});
