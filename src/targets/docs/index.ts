import { createHash } from "node:crypto";
import { memoStep, retaining } from "../../render/retained.js";
import { printJson } from "../../format/print.js";
import { provenanceOf } from "../../render/provenance.js";
import { GENERATED_HEADER, type GeneratedFile, type Target, type TargetContext } from "../../render/target.js";
import { messageGroupDoc, messageGroups } from "../../model/methods.js";
import { lenientFields } from "../../model/leniency.js";
import type { VersionIndex } from "../../model/index.js";
import type { Decl } from "../../model/types.js";
import { rowAnchors, tableFile, tableRows } from "../tables/index.js";
import {
  changes,
  code,
  prose,
  lenientPatchNote,
  lenientWhat,
  methodView,
  PageAnchors,
  typeView,
  type DocsFormat,
  type RuleLink,
} from "./view.js";
import { VersionSite, type DocPage } from "./site.js";

/** Each conversion rule with its anchor on the changes page (`rule-<id>`) and its rows in the tables. */
function ruleLinks(ctx: TargetContext): RuleLink[] {
  const rows = tableRows(ctx.model.conversions, ctx.versions);
  const ids = rowAnchors(rows);
  const taken = new Set<string>();
  return ctx.model.conversions.map((rule) => {
    const base = `rule-${rule.id.toLowerCase().replace(/[^a-z0-9_]+/g, "-")}`;
    let anchor = base;
    for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`;
    taken.add(anchor);
    return {
      rule,
      anchor,
      rows: rows.flatMap((r, i) =>
        r.rule === rule.id
          ? [{ source: r.source, file: `../tables/${tableFile(rule.direction)}`, anchor: ids[i]! }]
          : [],
      ),
    };
  });
}

/** One line of the lenient page: a type, and what upstream reads leniently in each of its fields. */
function lenientLine(site: VersionSite, d: Decl): string | null {
  if (d.kind !== "object" && d.kind !== "union") return null;
  const fields = d.fields.filter((f) => f.doc.lenient);
  if (!fields.length) return null;
  const href = site.hrefFrom("lenient");
  const parts = fields.map(
    (f) => `${code(f.name)} ${lenientWhat(f)}${f.patch ? " (a patch field: never dropped by the bindings)" : ""}`,
  );
  return `[${code(d.name)}](${href(d.name)}): ${parts.join("; ")}.`;
}

/** The pages of one version, rendered. */
function versionPages(
  ctx: TargetContext,
  ix: VersionIndex,
  format: DocsFormat,
  provenance: readonly string[],
): { site: VersionSite; files: GeneratedFile[] } {
  const { templates } = ctx;
  const fileFormat = format === "md" ? "markdown" : "verbatim";
  const v = ix.version.name;
  // A type's size as rendered (links as from its own page): what keeps a page within the budget.
  const measureAnchors = new PageAnchors(ix);
  // Measured once each: the layout may ask for a type's size more than once (a group's page, then the shared pages).
  const sizes = new Map<Decl, number>();
  const size = (d: Decl): number => {
    let n = sizes.get(d);
    if (n === undefined) {
      // Watch mode keeps each type's size, and each section, for the next run.
      n = memoStep(
        `size\0${v}\0${d.name}`,
        () =>
          templates.render(
            `${format}-type`,
            typeView(ix, measureAnchors, d, format, (t) => `#${t.toLowerCase()}`),
          ).length,
      );
      sizes.set(d, n);
    }
    return n;
  };
  const site = new VersionSite(ix, format, size);
  const layout = retaining() ? createHash("sha256").update(site.layoutKey()).digest("hex") : "";
  const type = (page: string, d: Decl, level: number): string =>
    memoStep(`type\0${v}\0${layout}\0${page}\0${level}\0${d.name}`, () =>
      templates.render(`${format}-type`, typeView(ix, site.anchors, d, format, site.hrefFrom(page), level)).trimEnd(),
    );
  const title = (p: DocPage): string => (p.kind === "methods" ? `${code(p.label)} methods` : site.title(p));
  const header = GENERATED_HEADER;
  const files: GeneratedFile[] = [];
  for (const p of site.pages) {
    const base = { version: v, header, title: title(p), plainTitle: site.title(p), indexHref: site.pageHref("index") };
    let content: string;
    if (p.kind === "index") {
      const lenient = lenientFields(ix);
      content = templates.render(`${format}-index`, {
        ...base,
        methodPages: site.pages
          .filter((x) => x.kind === "methods")
          .map((x) => ({
            title: title(x),
            href: site.pageHref(x.id),
            methods: x.methods
              .map((m) => `[${code(m.method.name)}](${site.methodHref("index", m.method.name)})`)
              .join(", "),
          })),
        typePages: site.pages
          .filter((x) => x.kind === "types")
          .map((x) => ({
            title: site.title(x),
            href: site.pageHref(x.id),
            range: `${x.types.length} types, ${code(x.types[0]!.name)} to ${code(x.types[x.types.length - 1]!.name)}`,
          })),
        hasLenient: lenient.length > 0,
        lenientHref: site.pageHref("lenient"),
        lenientCount: lenient.length,
        groups: messageGroups(ix.version).map((g) => ({
          name: code(g.name),
          doc: messageGroupDoc(g),
          methods: g.methods.map((m) => `[${code(m.name)}](${site.methodHref("index", m.name)})`).join(", "),
          envelope:
            g.role === "request"
              ? code('{ "jsonrpc": "2.0", "id", "method", "params" }')
              : g.role === "notification"
                ? code('{ "jsonrpc": "2.0", "method", "params" }')
                : `${code('{ "jsonrpc": "2.0", "id", "result" }')} or ${code('{ "jsonrpc": "2.0", "id", "error" }')}`,
        })),
        hasGroups: ix.version.envelope !== null,
        provenance,
      });
    } else if (p.kind === "methods") {
      content = templates.render(`${format}-methods`, {
        ...base,
        methods: p.methods.map((m) => ({
          ...methodView(ix, site.anchors, m.method, format, site.hrefFrom(p.id)),
          nested: m.nested.map((d) => type(p.id, d, 3)),
        })),
        types: p.types.map((d) => type(p.id, d, 3)),
        hasTypes: p.types.length > 0,
      });
    } else if (p.kind === "types") {
      content = templates.render(`${format}-types`, {
        ...base,
        range: p.label ? `${code(p.types[0]!.name)} to ${code(p.types[p.types.length - 1]!.name)}` : "",
        types: p.types.map((d) => type(p.id, d, 2)),
      });
    } else {
      const lenient = lenientFields(ix);
      content = templates.render(`${format}-lenient`, {
        ...base,
        lenientCount: lenient.length,
        lenientPatchNote: lenientPatchNote(lenient.filter((l) => !l.acted).length),
        types: ix.version.decls.map((d) => lenientLine(site, d)).filter((x): x is string => x !== null),
      });
    }
    files.push({ path: `${v}/${p.id}.${format}`, content, format: fileFormat });
  }
  return { site, files };
}

/** The Mintlify navigation of the pages (a `docs.json` fragment): a group per version, then the changes pages; page paths from the docs folder, without extension. */
function navigation(sites: readonly VersionSite[], changePages: readonly string[]): string {
  const groups: unknown[] = sites.map((site) => {
    const v = site.ix.version.name;
    const of = (kind: DocPage["kind"]): string[] =>
      site.pages.filter((p) => p.kind === kind).map((p) => `${v}/${p.id}`);
    return {
      group: `ACP ${v}`,
      pages: [
        `${v}/index`,
        { group: "Methods", pages: of("methods") },
        { group: "Types", pages: of("types") },
        ...of("lenient"),
      ],
    };
  });
  if (changePages.length) groups.push({ group: "Changes", pages: changePages });
  return `${printJson({ navigation: { groups } })}\n`;
}

/** Reference pages per version (Markdown, or Mintlify MDX), a page of changes between versions, and a Mintlify navigation file. */
export const docsTarget: Target = {
  name: "docs",
  outDir: "docs",
  description:
    "reference docs per version, a page per group of methods and types, a changes page and a Mintlify navigation file (Markdown, or Mintlify MDX with --docs-format mdx)",
  generate(ctx: TargetContext): GeneratedFile[] {
    const { templates } = ctx;
    const format = ctx.config.docsFormat;
    const fileFormat = format === "md" ? "markdown" : "verbatim";
    const files: GeneratedFile[] = [];
    const provenance = provenanceOf(ctx.model).lines.map((l) => prose(l, format));
    const sites = new Map<VersionIndex, VersionSite>();
    for (const ix of ctx.versions.values()) {
      const { site, files: pages } = versionPages(ctx, ix, format, provenance);
      sites.set(ix, site);
      files.push(...pages);
    }
    const versions = [...ctx.versions.values()];
    // Watch mode keeps the changes pages for the next run; their links depend on where each site puts its sections.
    const layouts = retaining()
      ? createHash("sha256")
          .update([...sites.values()].map((site) => site.layoutKey()).join("\0"))
          .digest("hex")
      : "";
    const changed = memoStep(`changes\0${layouts}`, () => {
      const rules = ruleLinks(ctx);
      const changePages: string[] = [];
      const changeFiles: GeneratedFile[] = [];
      for (let i = 1; i < versions.length; i++) {
        const c = changes(ctx.model, versions[i - 1]!, versions[i]!, format, rules, (ix) => sites.get(ix)!.fromRoot());
        const orNone = (xs: string[]): string[] => (xs.length ? xs : ["None."]);
        const preamble =
          format === "md"
            ? `<!-- ${GENERATED_HEADER} -->\n\n# Changes from ${c.from} to ${c.to}`
            : `---\ntitle: "Changes from ${c.from} to ${c.to}"\n---\n\n{/* ${GENERATED_HEADER} */}`;
        changePages.push(`changes-${c.from}-${c.to}`);
        changeFiles.push({
          path: `changes-${c.from}-${c.to}.${format}`,
          content: templates.render("changes", {
            ...c,
            preamble,
            added: orNone(c.added),
            removed: orNone(c.removed),
            methods: orNone(c.methods),
            departures: orNone(c.departures),
            differences: orNone(c.differences),
            unstable: orNone(c.unstable),
            hasRules: c.rules.length > 0,
          }),
          format: fileFormat,
        });
      }
      return { changePages, changeFiles };
    });
    files.push(...changed.changeFiles);
    files.push({
      path: "navigation.json",
      content: navigation([...sites.values()], changed.changePages),
      format: "json",
    });
    return files;
  },
};
