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
import { code, PageAnchors, prose } from "./view.js";

async function generated(
  opts: { docsFormat?: "md" | "mdx"; spec?: string } = {},
): Promise<{ files: Map<string, string>; model: SpecModel }> {
  const r = await compile({ targets: ["docs", "tables"], missingDocs: "allow", ...opts });
  if (r.diagnostics.some((d) => d.severity === "error"))
    throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  return { files: new Map(r.files.map((f) => [f.path, f.content])), model: r.model! };
}

// biome-ignore lint/suspicious/noShadowRestrictedNames: a local regex escape, the global is never used here
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
const decode = (s: string): string =>
  s
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]!)
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)));

/** GitHub's heading slug: lower case, characters other than letters, digits, `_`, `-` and spaces dropped, spaces made `-`. */
function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, "")
    .replace(/ /g, "-");
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
  for (const m of html.matchAll(
    new RegExp(`<h[1-6][^>]*>([\\s\\S]*?)</h[1-6]>|<a\\s[^>]*?\\b${attr}="([^"]*)"`, "g"),
  )) {
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
    if (!anchorCache.has(path))
      anchorCache.set(path, htmlAnchors(pageHtml(path, files.get(path)!), attrOf(path)).anchors);
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
      if (path.startsWith("docs/") && !target.startsWith("docs/")) {
        broken.push(`${path}: ${href} (outside the docs folder)`);
        continue;
      }
      if (path.endsWith(".mdx") && /\.mdx?$/.test(file))
        broken.push(`${path}: ${href} (an MDX link keeps its extension)`);
      const anchors = anchorsOf(target);
      if (!anchors) broken.push(`${path}: ${href} (no page ${target})`);
      else if (frag !== undefined && !anchors.has(frag))
        broken.push(`${path}: ${href} (no anchor #${frag} in ${target})`);
    }
  }
  return broken;
}

/**
 * A page as HTML. Markdown goes through marked (GFM). An MDX page is Markdown with JSX in it:
 * its JSX `href` attributes and `<a id>` tags are already HTML, and its headings are Markdown.
 */
function pageHtml(path: string, text: string): string {
  return path.endsWith(".mdx")
    ? (marked.parse(text.replace(/^---\n[\s\S]*?\n---\n/, ""), { gfm: true, async: false }) as string)
    : (marked.parse(text, { gfm: true, async: false }) as string);
}

const attrOf = (path: string): "id" | "name" => (path.endsWith(".mdx") ? "id" : "name");

/** The section of a page that documents one type: from its heading (any level) to the next heading of its level or higher. */
function section(page: string, d: Decl): string {
  const m = new RegExp(`\\n(#{2,4}) ${escape(code(d.name))}\\n`).exec(page);
  expect(m, `section of ${d.name}`).not.toBeNull();
  const level = m![1]!.length;
  const rest = page.slice(m!.index + 1);
  const end = rest
    .slice(level + 1)
    .search(new RegExp(`\\n#{1,${level}} |\\n<a id="[^"]*"( name="[^"]*")?></a>\\n\\n#{1,${level}} `));
  return end < 0 ? rest : rest.slice(0, end + level + 1);
}

/** A version's pages (`docs/v2/*.md`), by path. */
function pagesOf(files: Map<string, string>, v: string, ext: string): Map<string, string> {
  return new Map([...files].filter(([p]) => p.startsWith(`docs/${v}/`) && p.endsWith(`.${ext}`)));
}

/** The one page of a version that holds a type's section (a type has exactly one). */
function pageWithType(files: Map<string, string>, v: string, ext: string, d: Decl): string {
  const hits = [...pagesOf(files, v, ext).values()].filter((t) =>
    new RegExp(`\\n#{2,4} ${escape(code(d.name))}\\n`).test(t),
  );
  expect(hits.length, `pages with a section for ${v}.${d.name}`).toBe(1);
  return hits[0]!;
}

/** The one page of a version that holds a method's section, and the section (up to the next method). */
function methodSection(files: Map<string, string>, v: string, ext: string, name: string): string {
  const hits = [...pagesOf(files, v, ext).values()].filter((t) => t.includes(`\n## ${code(name)} method\n`));
  expect(hits.length, `pages with a section for ${v} ${name}`).toBe(1);
  const page = hits[0]!;
  return page.slice(page.indexOf(`\n## ${code(name)} method\n`)).split(/\n<a id=|\n## (?!`)/)[0]!;
}

/** The part of a method's section before its params: what it says of itself. */
const descriptionOf = (methodText: string): string =>
  methodText.split(/\*\*Params:\*\*|<ResponseField name="params"/)[0]!;

describe("the link checker", () => {
  it("finds a link to a missing anchor, a missing page, and an anchor on another page; passes good ones", () => {
    const fixture = new Map([
      [
        "docs/a.md",
        '# Title\n\n## Two words\n\n<a name="custom"></a><a id="idonly"></a>Text [ok](#two-words) [ok2](#custom) [ok3](b.md#there) [bad](#nowhere) [bad2](c.md#x) [bad3](b.md#gone) [bad5](#idonly) [out](../x.md#y)\n\n| a | b |\n| --- | --- |\n| [bad4](#cell) | <a id="row" name="row"></a>x |\n\n[ok4](#row)\n',
      ],
      ["docs/b.md", "# B\n\n### There\n"],
    ]);
    expect(brokenLinks(fixture)).toEqual([
      "docs/a.md: #nowhere (no anchor #nowhere in docs/a.md)",
      "docs/a.md: c.md#x (no page docs/c.md)",
      "docs/a.md: b.md#gone (no anchor #gone in docs/b.md)",
      "docs/a.md: #idonly (no anchor #idonly in docs/a.md)",
      "docs/a.md: ../x.md#y (outside the docs folder)",
      "docs/a.md: #cell (no anchor #cell in docs/a.md)",
    ]);
  });

  it("derives heading anchors as GitHub does, repeats numbered", () => {
    const { anchors, duplicates } = htmlAnchors(
      marked.parse("# A `b/c` method\n\n## Repeat\n\n## Repeat\n", { async: false }) as string,
      "name",
    );
    expect([...anchors]).toEqual(["a-bc-method", "repeat", "repeat-1"]);
    expect(duplicates).toEqual([]);
  });
});

describe("page anchors", () => {
  it("are unique: an explicit id another anchor already holds gets -2, in page order", () => {
    const loc = { file: "x.ts", line: 1, col: 1 };
    const doc = { text: "", examples: [] };
    const decl = (name: string, tags: string[]): Decl => ({
      kind: "union",
      name,
      version: "v1",
      doc,
      loc,
      tagField: "type",
      open: false,
      fields: [],
      variants: tags.map((tag) => ({ tag, payload: null, doc, loc })),
    });
    const method = (name: string) => ({
      name,
      kind: "notification" as const,
      params: "P",
      result: null,
      direction: "both" as const,
      doc,
      loc,
    });
    const ix = {
      version: {
        decls: [decl("U", ["x", "y"]), decl("Foo", [])],
        methods: [method("a/b"), method("foo"), method("a-b"), method("bar/baz"), method("type/reference")],
        name: "v1",
      },
    } as unknown as VersionIndex;
    const a = new PageAnchors(ix);
    expect([
      a.method("a/b"),
      a.method("foo"),
      a.method("a-b"),
      a.method("bar/baz"),
      a.method("type/reference"),
      a.variant("U", "x"),
      a.variant("U", "y"),
    ]).toEqual(["a-b", "foo-2", "a-b-2", "bar-baz", "type-reference-2", "u--x", "u--y"]);
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
  /** Stores a thing. An error means nothing was stored, for example \`-32602\` (invalid params) for an empty name, or -32002 for an unknown one. */
  "thing/put": Request<GetThingRequest, GetThingResponse, "client_to_agent">;
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
  const md = (await generated({ spec })).files;
  const mdx = (await generated({ spec, docsFormat: "mdx" })).files;

  it.each([
    ["md", md],
    ["mdx", mdx],
  ] as const)(
    "%s: each method on its group's page, with direction, its whole text, params and result under it, and the error codes its text names",
    (ext, files) => {
      const get = methodSection(files, "v1", ext, "thing/get");
      expect(get).toContain("Request, client to agent: the agent handles it.");
      // The whole text stays the method's description; the codes it names are listed under Errors.
      expect(descriptionOf(get)).toContain("Gets a thing by name.");
      expect(descriptionOf(get)).toContain("Fails with error -32002 when no thing has that name.");
      expect(get).toMatch(/\*\*Errors:\*\* the codes its text names:\n\n- `-32002`\n/);
      const put = methodSection(files, "v1", ext, "thing/put");
      expect(descriptionOf(put)).toContain("An error means nothing was stored");
      expect(put).toMatch(/\n- `-32602` \(invalid params\)\n- `-32002`\n/);
      // Its params and result types are written under it, at the next level.
      expect(get).toMatch(/\n### `GetThingRequest`\n/);
      expect(get).toMatch(/\n### `GetThingResponse`\n/);
      expect(methodSection(files, "v1", ext, "thing/happened")).toContain(
        "**Errors:** None: a notification gets no response.",
      );
      expect(files.get(`docs/v1/thing.${ext}`)).toContain('<a id="thing-get"');
    },
  );

  it.each([
    ["md", md],
    ["mdx", mdx],
  ] as const)(
    "%s: the example is a whole exchange, the response built from the result's first example with the request's id",
    (ext, files) => {
      const get = methodSection(files, "v1", ext, "thing/get");
      expect(get).toContain(
        `Request, client to agent:\n\n\`\`\`json\n${printJson({ jsonrpc: "2.0", id: "q-7", method: "thing/get", params: { name: "a" } })}\n\`\`\``,
      );
      expect(get).toContain(
        `Response, agent to client:\n\n\`\`\`json\n${printJson({ jsonrpc: "2.0", id: "q-7", result: { size: 3 } })}\n\`\`\``,
      );
      const happened = methodSection(files, "v1", ext, "thing/happened");
      expect(happened).toContain("Notification, agent to client:");
      expect(happened).not.toMatch(/^Response, /m);
    },
  );

  it("the pages' links resolve", () => {
    expect(brokenLinks(md)).toEqual([]);
    expect(brokenLinks(mdx)).toEqual([]);
  });
});

/** Every page path a navigation file lists, nested groups included. */
function navPages(nav: unknown): string[] {
  if (typeof nav === "string") return [nav];
  if (Array.isArray(nav)) return nav.flatMap(navPages);
  if (nav !== null && typeof nav === "object") {
    const o = nav as { pages?: unknown; groups?: unknown; navigation?: unknown };
    return [...navPages(o.navigation ?? []), ...navPages(o.groups ?? []), ...navPages(o.pages ?? [])];
  }
  return [];
}

for (const ext of ["md", "mdx"] as const) {
  describe(`reference docs of the bundled spec (${ext})`, async () => {
    const { files, model } = await generated({ docsFormat: ext });
    const docs = [...files.keys()].filter((p) => p.startsWith("docs/") && p.endsWith(`.${ext}`));
    const { lenientFields } = await import("../../model/leniency.js");

    it("no page is over 150 KB", () => {
      const sizes = docs.map((p) => [p, Buffer.byteLength(files.get(p)!)] as const);
      expect(sizes.filter(([, n]) => n > 150_000)).toEqual([]);
      // Several pages per version: the split is real.
      for (const v of model.versions) expect(pagesOf(files, v.name, ext).size).toBeGreaterThan(2);
    });

    it("every link resolves inside the docs folder, and no page claims an anchor twice", () => {
      const links =
        docs
          .map((p) => files.get(p)!)
          .join("\n")
          .match(/\]\([^)]*#|href="[^"]*#/g) ?? [];
      expect(links.length).toBeGreaterThan(100);
      expect(brokenLinks(files)).toEqual([]);
      for (const p of docs) expect(htmlAnchors(pageHtml(p, files.get(p)!), attrOf(p)).duplicates, p).toEqual([]);
    });

    it("the navigation file lists every page once, and nothing else", () => {
      const nav = JSON.parse(files.get("docs/navigation.json")!) as unknown;
      const listed = navPages(nav);
      expect(new Set(listed).size).toBe(listed.length);
      expect(listed.sort()).toEqual(docs.map((p) => p.slice("docs/".length, -`.${ext}`.length)).sort());
    });

    it("every type has exactly one section, on one page, with every field, variant and value", () => {
      for (const v of model.versions) {
        for (const d of v.decls) {
          const s = section(pageWithType(files, v.name, ext, d), d);
          expect(s).toContain("**Type:** ");
          if (ext === "md") {
            if (d.kind === "object" || d.kind === "union")
              for (const f of d.fields) expect(s).toContain(`| ${code(f.name).replace(/\|/g, "\\|")} `);
            if (d.kind === "union")
              for (const x of d.variants)
                expect(s).toContain(
                  `**Variant ${code(x.tag)}**: requires ${code(`"${d.tagField}": ${JSON.stringify(x.tag)}`)}`,
                );
            if (d.kind === "enum")
              for (const x of d.values)
                expect(s).toContain(`\n| ${code(JSON.stringify(x.value)).replace(/\|/g, "\\|")} `);
          } else {
            const fields = d.kind === "object" || d.kind === "union" ? d.fields : [];
            for (const f of fields) {
              const open = s
                .split("\n")
                .find((l) => l.startsWith(`<ResponseField name={${JSON.stringify(f.name).replace(/</g, "\\u003c")}} `));
              expect(open, `${d.name}.${f.name}`).toBeDefined();
              expect(open!.includes(" required")).toBe(!f.optional);
              if (f.patch) expect(open).toContain('post={["patch"');
              else if (f.type.kind === "nullable") expect(open).toContain('post={["nullable"');
              if (f.doc.unstable)
                expect(s).toContain(`<Badge color="orange">unstable: ${f.doc.unstable.feature}</Badge>`);
            }
            if (d.kind === "union")
              for (const x of d.variants)
                expect(s).toContain(`<ResponseField name={${JSON.stringify(x.tag)}} type="variant">`);
            if (d.kind === "enum")
              for (const x of d.values)
                expect(s).toContain(`<ResponseField name={${JSON.stringify(JSON.stringify(x.value))}} type="string"`);
          }
        }
      }
    });

    it("each method is on its group's page, keeps its whole text, lists the error codes its text names, and has its params and result types under it", () => {
      let nested = 0;
      let named = 0;
      for (const v of model.versions) {
        for (const m of v.methods) {
          const s = methodSection(files, v.name, ext, m.name);
          const first = m.name.split("/").find((x) => /[A-Za-z0-9]/.test(x))!;
          expect(
            files.get(`docs/${v.name}/${first.toLowerCase().replace(/[^a-z0-9_]+/g, "-")}.${ext}`) ?? "",
            m.name,
          ).toContain(`\n## ${code(m.name)} method\n`);
          expect(s).toContain(`${m.kind === "request" ? "Request" : "Notification"}, `);
          // Every line of its text is in its description, before its params: none is moved under Errors.
          for (const line of m.doc.text
            .split("\n")
            .map((l) => l.trim())
            .filter(Boolean))
            expect(descriptionOf(s), `${v.name} ${m.name}`).toContain(prose(line, ext));
          // Each error code the text names (a negative number of 4 to 6 digits) is listed under Errors.
          const codes = [...new Set([...m.doc.text.matchAll(/(?<![\w.-])`?(-\d{4,6})(?![\d])/g)].map((x) => x[1]!))];
          const errors = s
            .slice(s.indexOf("**Errors:**"))
            .split(/\n\n(?!- )/)
            .slice(0, 2)
            .join("\n\n");
          for (const c of codes) expect(errors, `${v.name} ${m.name}`).toContain(`- \`${c}\``);
          if (m.kind === "request" && !codes.length) expect(errors).toContain("The text names none");
          named += codes.length;
          for (const t of [m.params, m.result]) {
            if (t === null) continue;
            const d = v.decls.find((x) => x.name === t)!;
            // A type that is two methods' own sits under the first of them; every other method links to it.
            if (s.includes(`\n### ${code(t)}\n`)) nested++;
            else
              expect(s).toMatch(
                new RegExp(
                  `\\(\\.?/?[a-z0-9_-]*(\\.${ext})?#${d.name.toLowerCase()}\\)|href="[^"]*#${d.name.toLowerCase()}"`,
                ),
              );
          }
        }
      }
      expect(named).toBeGreaterThan(0);
      expect(nested).toBeGreaterThan(model.versions.flatMap((v) => v.methods).length);
    });

    it("shows each method's example as a whole exchange: the request, and a response with the same id built from the result's first example", () => {
      let responses = 0;
      for (const v of model.versions) {
        for (const m of v.methods) {
          const s = methodSection(files, v.name, ext, m.name);
          const result = m.result === null ? undefined : v.decls.find((d) => d.name === m.result);
          for (const e of m.doc.examples) {
            expect(s).toContain(printJson(e.value));
            const id = (e.value as { id?: unknown }).id;
            if (m.kind === "request" && result?.doc.examples.length && id !== undefined) {
              expect(s).toContain(
                printJson({ jsonrpc: "2.0", id: id as string, result: result.doc.examples[0]!.value }),
              );
              responses++;
            }
          }
        }
      }
      expect(responses).toBeGreaterThan(0);
    });

    it("lenient parsing is one line per type on a page of its own, never in the reference's sections", () => {
      for (const v of model.versions) {
        const lenient = lenientFields({
          version: v,
          decls: new Map(v.decls.map((d) => [d.name, d])),
        } as unknown as VersionIndex);
        const page = files.get(`docs/${v.name}/lenient.${ext}`);
        if (!lenient.length) {
          expect(page).toBeUndefined();
          continue;
        }
        const types = [...new Set(lenient.map((l) => l.where.split(".")[0]!))];
        const lines = page!.split("\n").filter((l) => l.startsWith("- ["));
        expect(lines.length).toBe(types.length);
        for (const t of types) {
          const line = lines.find((l) => l.startsWith(`- [${code(t)}](`))!;
          for (const l of lenient.filter((x) => x.where.split(".")[0] === t))
            expect(line).toContain(code(l.field.name));
        }
        for (const [p, text] of pagesOf(files, v.name, ext))
          if (!p.endsWith(`/lenient.${ext}`)) expect(text, p).not.toContain("Lenient upstream");
      }
    });

    it("provenance is the index page's footer, on no other page", () => {
      // A line only the provenance has: the digest of the first published schema the spec follows.
      const digest = model.upstream!.schemas[0]!.digest;
      for (const v of model.versions) {
        for (const [p, text] of pagesOf(files, v.name, ext)) {
          if (p.endsWith(`/index.${ext}`)) expect(text.slice(text.lastIndexOf("\n## "))).toContain(digest);
          else expect(text, p).not.toContain(digest);
        }
      }
    });

    if (ext === "md") {
      it("marks nullable, patch and unstable fields", () => {
        for (const v of model.versions) {
          for (const d of v.decls) {
            if (d.kind !== "object") continue;
            const s = section(pageWithType(files, v.name, ext, d), d);
            for (const f of d.fields) {
              const row = s.split("\n").find((l) => l.startsWith(`| ${code(f.name).replace(/\|/g, "\\|")} `))!;
              if (f.patch)
                expect(row).toMatch(/\| patch \(optional, nullable\) +\|.*Patch field: absent leaves it unchanged/);
              else if (f.type.kind === "nullable")
                expect(row).toMatch(/ \\\| null +\| (required|optional), nullable +\|/);
              if (f.doc.unstable) expect(row).toContain(`Unstable (feature ${f.doc.unstable.feature})`);
            }
          }
        }
      });

      it("the changes page lists every type and method added or removed, linked to its page, and links each change to the rules that name it", () => {
        const md = files.get("docs/changes-v1-v2.md")!;
        const [v1, v2] = model.versions as [VersionModel, VersionModel];
        const typeLine = (v: VersionModel, d: Decl): RegExp =>
          new RegExp(
            `^- \\[${escape(code(d.name))}\\]\\(${v.name}/[a-z0-9_-]+\\.md#${d.name.toLowerCase()}\\) \\(${d.kind}\\)`,
            "m",
          );
        for (const d of v2.decls) if (!v1.decls.some((x) => x.name === d.name)) expect(md).toMatch(typeLine(v2, d));
        for (const d of v1.decls) if (!v2.decls.some((x) => x.name === d.name)) expect(md).toMatch(typeLine(v1, d));
        for (const m of v1.methods)
          if (!v2.methods.some((x) => x.name === m.name))
            expect(md).toMatch(new RegExp(`- \\[${escape(code(m.name))}\\]\\(v1/[a-z0-9_-]+\\.md#[^)]+\\) removed`));
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
            linked++;
          }
        }
        for (const d of v2.decls) {
          const old = v1.decls.find((x) => x.name === d.name);
          if (d.kind !== "union" || old?.kind !== "union") continue;
          for (const x of d.variants) {
            if (old.variants.some((y) => y.tag === x.tag)) continue;
            const line = md.split("\n").find((l) => l.startsWith(`  - variant [${code(x.tag)}](v2/`))!;
            expect(line, `${d.name}:${x.tag}`).toBeDefined();
            for (const r of model.conversions.filter((y) =>
              [...y.source, ...y.target].some((c) => c.text === `v2.${d.name}:${x.tag}`),
            )) {
              expect(line).toContain(`[${code(r.id)}](#rule-`);
              linked++;
            }
          }
        }
        expect(linked).toBeGreaterThan(0);
      });
    } else {
      it.each(docs)("%s compiles with @mdx-js/mdx", async (path) => {
        await expect(compileMdx(files.get(path)!)).resolves.toBeDefined();
      });
    }
  });
}

describe("hostile spec prose", () => {
  it("stays inert", async () => {
    const spec = mkdtempSync(join(tmpdir(), "acp-docs-spec-"));
    cpSync(join(PACKAGE_ROOT, "spec", "vocabulary.ts"), join(spec, "vocabulary.ts"));
    mkdirSync(join(spec, "v1"));
    writeFileSync(
      join(spec, "v1", "a.ts"),
      'import type { OpenEnum, OpenUnion } from "../vocabulary.js";\n' +
        '/**\n * Ends early </ResponseField> {{x}} {process.exit(1)} <script>alert(1)</script> --> `</ResponseField>` |pipe|\n */\nexport interface A {\n  /** </Expandable> { } |pipe| */\n  b?: string | null;\n  "c|d"?: E;\n}\n' +
        '/** A union. */\nexport type U = OpenUnion<"type", { "a b/<c>|{x}": A; "a-b--c": A }>;\n' +
        '/** An enum. */\nexport type E = OpenEnum<"p|q" | "`r`" | "{s}">;\n',
    );
    for (const format of ["md", "mdx"] as const) {
      const out = (await generated({ spec, docsFormat: format })).files;
      const path = `docs/v1/types.${format}`;
      const page = out.get(path)!;
      expect(page).not.toMatch(/<\/ResponseField> \{\{x\}\}|<script>/);
      expect(page).toContain("&lt;/ResponseField&gt;");
      // Odd tags and values still get distinct anchors that resolve, and every link resolves.
      expect(brokenLinks(out)).toEqual([]);
      expect(htmlAnchors(pageHtml(path, page), format === "md" ? "name" : "id").duplicates).toEqual([]);
      const tag = (id: string): string => (format === "md" ? `<a id="${id}" name="${id}"></a>` : `<a id="${id}"></a>`);
      expect(page).toContain(tag("u--a-b-c-x-"));
      expect(page).toContain(tag("u--a-b-c"));
      if (format === "md") {
        expect(page).toMatch(/^\| `"p\\\|q"` +\|/m);
        expect(page).toMatch(/^\| `c\\\|d` +\| \[E\]\(#e\) +\|/m);
        // The pipes in the field's doc stay inside its table cell.
        expect(page).toMatch(
          /^\| `b` +\| string \\\| null +\| optional, nullable +\| &lt;\/Expandable&gt; \{ \} \\\|pipe\\\| +\|$/m,
        );
      }
      if (format === "mdx") {
        for (const [p, text] of out) if (p.endsWith(".mdx")) await expect(compileMdx(text)).resolves.toBeDefined();
        expect(page).toContain("&#123;process.exit(1)&#125;");
      }
    }
  });
});
