import { printJson } from "../../format/print.js";
import type { VersionIndex } from "../../model/index.js";
import type { ConversionExample, ConversionRule, ConversionStep, JsonValue } from "../../model/types.js";
import { GENERATED_HEADER, type GeneratedFile, type Target, type TargetContext } from "../../render/target.js";
import { code } from "../docs/view.js";
import { matchesConstruct } from "../../model/constructs.js";

export interface TableRow {
  readonly rule: string;
  readonly source: string;
  readonly target: readonly string[];
  readonly outcome: ConversionRule["outcome"];
  readonly stateful: boolean;
  readonly when: string | null;
  readonly reason: string;
  readonly example: {
    readonly options: { readonly [key: string]: JsonValue };
    readonly before: readonly ConversionStep[];
    readonly input: JsonValue;
    readonly output: readonly JsonValue[] | null;
    readonly error: string | null;
  };
}

/** One row per (rule, source construct). A source's target is the one at the same position when the lists align. */
export function tableRows(rules: readonly ConversionRule[], versions: ReadonlyMap<string, VersionIndex>): TableRow[] {
  return rules.flatMap((r) =>
    r.source.map((s, i) => {
      const target =
        r.target.length === r.source.length && r.source.length > 1 ? [r.target[i]!.text] : r.target.map((t) => t.text);
      const ex: ConversionExample =
        r.examples.find((e) => matchesConstruct(versions, s.text, e.input) === null) ?? r.examples[0]!;
      return {
        rule: r.id,
        source: s.text,
        target,
        outcome: r.outcome,
        stateful: r.stateful,
        when: r.when,
        reason: r.reason,
        example: { options: ex.options, before: ex.before, input: ex.input, output: ex.output, error: ex.error },
      };
    }),
  );
}

/**
 * The anchor of each row of the Markdown tables, in row order: the rule's id and the source
 * construct, lower-cased, each run of other characters than letters, digits and `_` made `-`
 * (`v1-chunk-with-id--v1-sessionupdate-agent_message_chunk`); a repeat gets `-2`, `-3`...
 */
export function rowAnchors(rows: readonly TableRow[]): string[] {
  const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9_]+/g, "-");
  const taken = new Set<string>();
  return rows.map((r) => {
    const base = `${slug(r.rule)}--${slug(r.source)}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  });
}

/** The Markdown file of a direction's table (`v1-to-v2.md`). */
export function tableFile(direction: ConversionRule["direction"]): string {
  const [from, to] = direction.split("->") as [string, string];
  return `${from}-to-${to}.md`;
}

function cell(s: string): string {
  return s.replace(/[\r\n]+/g, " ").replace(/\|/g, "\\|");
}

function exampleCell(e: TableRow["example"]): string {
  const parts: string[] = [];
  if (Object.keys(e.options).length) parts.push(`options ${code(JSON.stringify(e.options))}`);
  if (e.before.length) parts.push(`after ${e.before.map((b) => code(JSON.stringify(b.input))).join(", ")}:`);
  parts.push(code(JSON.stringify(e.input)));
  parts.push(e.output ? `→ ${e.output.map((o) => code(JSON.stringify(o))).join(", ")}` : `→ error: ${e.error}`);
  return cell(parts.join(" "));
}

/** The v1 <-> v2 conversion tables: Markdown for people, JSON for programs. */
export const tablesTarget: Target = {
  name: "tables",
  outDir: "tables",
  description: "v1 <-> v2 conversion tables (Markdown and JSON)",
  generate(ctx: TargetContext): GeneratedFile[] {
    const rows = tableRows(ctx.model.conversions, ctx.versions);
    const ids = rowAnchors(rows);
    const anchors = new Map(rows.map((r, i) => [r, ids[i]!]));
    const files: GeneratedFile[] = [];
    for (const direction of ["v2->v1", "v1->v2"] as const) {
      const [from, to] = direction.split("->") as [string, string];
      const dirRows = rows.filter((r) => ctx.model.conversions.find((x) => x.id === r.rule)!.direction === direction);
      // A direction with no rule (a spec of one version, say) has no table to write.
      if (!dirRows.length) continue;
      files.push({
        path: tableFile(direction),
        format: "markdown",
        content: ctx.templates.render("table", {
          header: GENERATED_HEADER,
          from,
          to,
          rows: dirRows.map((r) => ({
            source: code(r.source),
            target: r.target.length ? r.target.map(code).join(", ") : "none",
            outcome: r.outcome,
            stateful: r.stateful ? "yes" : "no",
            when: r.when ? cell(r.when) : "always",
            reason: cell(r.reason),
            example: exampleCell(r.example),
            // The anchor sits in the last cell, so the first still starts with the source.
            // `name` for GitHub, which drops `id` from the HTML it serves.
            rule: `<a id="${anchors.get(r)!}" name="${anchors.get(r)!}"></a>${code(r.rule)}`,
          })),
        }),
      });
    }
    if (!ctx.model.conversions.length) return files;
    files.push({
      path: "conversions.json",
      format: "json",
      content: ctx.templates.render("json", {
        json: printJson({
          generated: GENERATED_HEADER,
          rules: ctx.model.conversions.map((r) => ({
            id: r.id,
            direction: r.direction,
            source: r.source.map((s) => s.text),
            target: r.target.map((t) => t.text),
            when: r.when,
            outcome: r.outcome,
            stateful: r.stateful,
            reason: r.reason,
            examples: r.examples.map((e) => ({
              options: e.options,
              before: e.before,
              input: e.input,
              output: e.output,
              error: e.error,
            })),
          })),
          rows,
        }),
      }),
    });
    return files;
  },
};
