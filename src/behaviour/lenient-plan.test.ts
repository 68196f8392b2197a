import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../pipeline.js";
import { indexModel, type VersionIndex } from "../model/index.js";
import { lenientFields } from "../model/leniency.js";
import type { TypeExpr } from "../model/types.js";
import { lenientPlan, type LenientFieldPlan, type LenientShape, type LenientTypePlan } from "./lenient-plan.js";

/**
 * The lenient plan every language emits its lenient functions from, checked
 * against the model it comes from (the lenient fixture and the bundled spec):
 * every acted-on `@lenient` mark is a drop in its type's plan, every way on
 * leads to a planned type, and nothing is planned that records no drop.
 */
async function versions(spec: string): Promise<VersionIndex[]> {
  const { model, diagnostics } = await compile({ spec, targets: [], missingDocs: "allow" });
  expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return [...indexModel(model!).values()];
}

const refs = (s: LenientShape): string[] =>
  s.kind === "ref" ? [s.name] : s.kind === "list" ? refs(s.items) : s.kind === "map" ? refs(s.values) : [];
const fieldsOf = (t: LenientTypePlan): readonly LenientFieldPlan[] =>
  t.kind === "object" ? t.fields : t.kind === "union" ? [...t.fields, ...t.variants.flatMap((v) => v.fields)] : [];
/** Whether a type expression is a list (directly, nullable, or through aliases). */
function isList(t: TypeExpr, ix: VersionIndex): boolean {
  for (let i = 0; i < 64; i++) {
    if (t.kind === "nullable") t = t.inner;
    else if (t.kind === "ref" && ix.decls.get(t.name)?.kind === "alias")
      t = (ix.decls.get(t.name) as { target: TypeExpr }).target;
    else break;
  }
  return t.kind === "array";
}

describe.each([
  ["the lenient fixture", join(import.meta.dirname, "fixtures", "lenient")],
  ["the bundled spec", join(import.meta.dirname, "..", "..", "spec")],
])("lenient plan of %s", (_label, spec) => {
  it("plans each acted-on mark as a drop of its field, and refers only to planned types", async () => {
    for (const ix of await versions(spec)) {
      const plan = lenientPlan(ix);
      const byName = new Map(plan.types.map((t) => [t.name, t]));
      expect(plan.version).toBe(ix.version.name);
      expect(plan.types.map((t) => t.name)).toEqual([...plan.types.map((t) => t.name)].sort());
      for (const { where, field, acted } of lenientFields(ix)) {
        const [type] = where.split(".");
        const planned = byName.get(type!);
        const own = planned?.kind === "object" || planned?.kind === "union" ? planned.fields : [];
        const f = own.find((x) => x.wire === field.name);
        if (!acted) {
          // A patch field's mark is never acted on: no drop of its own.
          expect(f?.drop ?? null, where).toBeNull();
          continue;
        }
        const mark = field.doc.lenient!;
        // A bad value leaves an optional field out; a required field (a list, so the parse holds) becomes empty.
        if (mark.value) expect(f?.drop, where).toBe(field.optional ? "remove" : "empty");
        if (mark.value && !field.optional) expect(isList(field.type, ix), where).toBe(true);
        if (mark.items) expect(f?.items, where).toBe(true);
      }
      for (const t of plan.types) {
        const shapes = t.kind === "alias" ? [t.target] : fieldsOf(t).map((f) => f.shape);
        for (const r of shapes.flatMap(refs)) expect(byName.has(r), `${t.name} -> ${r}`).toBe(true);
        // Every planned field records something or leads on.
        for (const f of fieldsOf(t))
          expect(f.drop !== null || f.items || refs(f.shape).length > 0, `${t.name}.${f.wire}`).toBe(true);
        if (t.kind === "union") {
          const own = new Set(t.fields.map((f) => f.wire));
          for (const v of t.variants)
            for (const f of v.fields) expect(own.has(f.wire), `${t.name}/${v.tag}.${f.wire}`).toBe(false);
        }
        if (t.kind === "catchAll") {
          const d = ix.decls.get(t.name);
          expect(d?.kind === "enum" && d.doc.catchAll).toBe(t.value);
        }
      }
    }
  });
});
