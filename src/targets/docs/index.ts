import { provenanceOf } from "../../render/provenance.js";
import { GENERATED_HEADER, type GeneratedFile, type Target, type TargetContext } from "../../render/target.js";
import { rowAnchors, tableFile, tableRows } from "../tables/index.js";
import { changes, pageView, prose, typeView, type RuleLink } from "./view.js";

/** Each conversion rule with its anchor on the changes page (`rule-<id>`) and the anchors of its rows in the tables. */
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
      rows: rows.flatMap((r, i) => (r.rule === rule.id ? [{ source: r.source, file: `../tables/${tableFile(rule.direction)}`, anchor: ids[i]! }] : [])),
    };
  });
}

/** Reference pages per version (Markdown, or Mintlify MDX) and a page of changes between versions. */
export const docsTarget: Target = {
  name: "docs",
  outDir: "docs",
  description: "reference docs per version and a changes page (Markdown, or Mintlify MDX with --docs-format mdx)",
  generate(ctx: TargetContext): GeneratedFile[] {
    const { templates } = ctx;
    const format = ctx.config.docsFormat;
    const ext = format;
    const fileFormat = format === "md" ? "markdown" : "verbatim";
    const files: GeneratedFile[] = [];
    const provenance = provenanceOf(ctx.model).lines.map((l) => prose(l, format));
    for (const ix of ctx.versions.values()) {
      const page = pageView(ix, format);
      const types = ix.version.decls.map((d) => templates.render(`${format}-type`, typeView(ix, page.anchors, d, format)).trimEnd());
      files.push({ path: `${ix.version.name}.${ext}`, content: templates.render(`${format}-page`, { ...page, types, provenance, header: GENERATED_HEADER }), format: fileFormat });
    }
    const versions = [...ctx.versions.values()];
    const rules = ruleLinks(ctx);
    for (let i = 1; i < versions.length; i++) {
      const c = changes(ctx.model, versions[i - 1]!, versions[i]!, format, rules);
      const orNone = (xs: string[]): string[] => (xs.length ? xs : ["None."]);
      const preamble =
        format === "md"
          ? `<!-- ${GENERATED_HEADER} -->\n\n# Changes from ${c.from} to ${c.to}`
          : `---\ntitle: "Changes from ${c.from} to ${c.to}"\n---\n\n{/* ${GENERATED_HEADER} */}`;
      files.push({
        path: `changes-${c.from}-${c.to}.${ext}`,
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
    return files;
  },
};
