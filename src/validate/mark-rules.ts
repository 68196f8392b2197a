/** Rules on the marks of doc comments: bounds, least counts, catch-all values and lenient fields. */

import { diag, type Diagnostic, type Loc } from "../diagnostics/diagnostic.js";
import type { VersionIndex } from "../model/index.js";
import { intRange, type Doc, type TypeExpr, type VersionModel } from "../model/types.js";
import { defaultKind } from "../model/leniency.js";
import { ownFields } from "./rule.js";
import type { Rule } from "./rule.js";

/** Every construct of a version that carries a doc, and what it is: where a doc tag stands, for the rules that say where it may. */
export function docSites(
  v: VersionModel,
): { readonly doc: Doc; readonly loc: Loc; readonly what: "a method" | "a type" | "a variant" | "a field" }[] {
  const out: { doc: Doc; loc: Loc; what: "a method" | "a type" | "a variant" | "a field" }[] = v.methods.map((m) => ({
    doc: m.doc,
    loc: m.loc,
    what: "a method",
  }));
  for (const d of v.decls) {
    out.push({ doc: d.doc, loc: d.loc, what: "a type" });
    if (d.kind === "union") for (const x of d.variants) out.push({ doc: x.doc, loc: x.loc, what: "a variant" });
    if (d.kind === "object" || d.kind === "union")
      for (const f of ownFields(d)) out.push({ doc: f.doc, loc: f.loc, what: "a field" });
  }
  return out;
}

/** `@minimum` / `@maximum` bound a number or integer field; an integer's bounds lie within its format's range. */
export const boundMarks: Rule = {
  name: "bound-marks",
  run: ({ model, versions }) => {
    const out: Diagnostic[] = [];
    for (const v of model.versions) {
      const ix = versions.get(v.name)!;
      for (const s of docSites(v)) {
        if (s.doc.bounds && s.what !== "a field")
          out.push(diag("marker-misuse", s.loc, `@minimum and @maximum bound a field, not ${s.what}`));
      }
      const seen = new Set<Loc>();
      for (const d of v.decls) {
        if (d.kind !== "object" && d.kind !== "union") continue;
        for (const f of ownFields(d)) {
          const b = f.doc.bounds;
          if (!b || seen.has(f.loc)) continue;
          seen.add(f.loc);
          const where = `'${d.name}.${f.name}'`;
          const t = numericTypeOf(f.type, ix);
          if (t === null) {
            out.push(diag("marker-misuse", f.loc, `@minimum/@maximum: ${where} is not a number or an integer`));
            continue;
          }
          if (b.minimum !== undefined && b.maximum !== undefined && b.minimum > b.maximum) {
            out.push(
              diag("marker-misuse", f.loc, `@minimum ${b.minimum} of ${where} is above its @maximum ${b.maximum}`),
            );
          }
          if (t.kind === "integer") {
            const r = intRange(t.format);
            for (const [name, x] of [
              ["minimum", b.minimum],
              ["maximum", b.maximum],
            ] as const) {
              if (x !== undefined && (x < r.min || x > r.max)) {
                out.push(
                  diag(
                    "marker-misuse",
                    f.loc,
                    `@${name} ${x} of ${where} is outside the ${t.format} range ${r.min}..${r.max}`,
                  ),
                );
              }
            }
          }
        }
      }
    }
    return out;
  },
};

/**
 * `@minItems N` marks a list field or a list member of an untagged union; `@minLength N` a
 * string field or member (the type itself or nullable, not through an alias).
 */
export const countMarks: Rule = {
  name: "count-marks",
  run: ({ model }) => {
    const out: Diagnostic[] = [];
    const sites: { doc: Doc; loc: Loc; type: TypeExpr | null; where: string; what: string }[] = [];
    for (const v of model.versions) {
      for (const s of docSites(v))
        if (s.what !== "a field") sites.push({ doc: s.doc, loc: s.loc, type: null, where: "", what: s.what });
      const seen = new Set<Loc>();
      for (const d of v.decls) {
        if (d.kind === "object" || d.kind === "union") {
          for (const f of ownFields(d)) {
            if (seen.has(f.loc)) continue;
            seen.add(f.loc);
            sites.push({ doc: f.doc, loc: f.loc, type: f.type, where: `'${d.name}.${f.name}'`, what: "a field" });
          }
        }
        if (d.kind === "untagged")
          for (const m of d.members)
            sites.push({
              doc: m.doc,
              loc: m.loc,
              type: m.type,
              where: `the member ${m.name} of '${d.name}'`,
              what: "a member",
            });
      }
    }
    for (const s of sites) {
      for (const [tag, c, want, what] of [
        ["minItems", s.doc.minItems, "array", "a list"],
        ["minLength", s.doc.minLength, "string", "a string"],
      ] as const) {
        if (!c) continue;
        if (s.type === null) {
          out.push(diag("marker-misuse", s.loc, `@${tag} marks a field or an untagged union's member, not ${s.what}`));
          continue;
        }
        const t = s.type.kind === "nullable" ? s.type.inner : s.type;
        if (t.kind !== want)
          out.push(
            diag(
              "marker-misuse",
              s.loc,
              `@${tag}: ${s.where} is not ${what} (its own type, or nullable, not through an alias)`,
            ),
          );
      }
    }
    return out;
  },
};

/** The number or integer type a field holds (itself or nullable, through aliases), or null. */
function numericTypeOf(t: TypeExpr, ix: VersionIndex): TypeExpr | null {
  let cur = t.kind === "nullable" ? t.inner : t;
  for (let i = 0; i < 32 && cur.kind === "ref"; i++) {
    const d = ix.decls.get(cur.name);
    if (d?.kind !== "alias") return null;
    cur = d.target.kind === "nullable" ? d.target.inner : d.target;
  }
  return cur.kind === "number" || cur.kind === "integer" ? cur : null;
}

/** `@catchAll value` marks a closed string enum, and names one of its values. */
export const catchAllMarks: Rule = {
  name: "catch-all-marks",
  run: ({ model }) => {
    const out: Diagnostic[] = [];
    for (const v of model.versions) {
      const types = new Set(v.decls.map((d) => d.doc));
      for (const s of docSites(v)) {
        if (s.doc.catchAll !== undefined && !types.has(s.doc))
          out.push(diag("marker-misuse", s.loc, `@catchAll marks a closed enum, not ${s.what}`));
      }
      for (const d of v.decls) {
        const value = d.doc.catchAll;
        if (value === undefined) continue;
        if (d.kind !== "enum")
          out.push(diag("marker-misuse", d.loc, `@catchAll marks a closed enum; ${d.name} is not an enum`));
        else if (d.open)
          out.push(
            diag("marker-misuse", d.loc, `@catchAll: ${d.name} is an open enum, which keeps an unknown value as it is`),
          );
        else if (!d.values.some((x) => x.value === value)) {
          out.push(
            diag(
              "marker-misuse",
              d.loc,
              `@catchAll: '${value}' is not a value of ${d.name} (${d.values.map((x) => `'${x.value}'`).join(", ")})`,
            ),
          );
        }
      }
    }
    return out;
  },
};

/**
 * `@lenient` marks fields only; `items` needs a list or map; a required field
 * may only be lenient about its value when it is a list (which defaults to empty).
 */
export const lenientMarks: Rule = {
  name: "lenient-marks",
  run: ({ model, versions }) => {
    const out: Diagnostic[] = [];
    for (const v of model.versions) {
      const ix = versions.get(v.name)!;
      for (const s of docSites(v)) {
        if (s.doc.lenient && s.what !== "a field")
          out.push(diag("marker-misuse", s.loc, `@lenient marks a field, not ${s.what}`));
        if (s.doc.defaultOnNull && s.what !== "a field")
          out.push(diag("marker-misuse", s.loc, `@defaultOnNull marks a field, not ${s.what}`));
      }
      const shape = (t: TypeExpr): TypeExpr => {
        let cur = t.kind === "nullable" ? t.inner : t;
        for (let i = 0; i < 32 && cur.kind === "ref"; i++) {
          const d = ix.decls.get(cur.name);
          if (d?.kind !== "alias") break;
          cur = d.target.kind === "nullable" ? d.target.inner : d.target;
        }
        return cur;
      };
      const seen = new Set<Loc>();
      for (const d of v.decls) {
        if (d.kind !== "object" && d.kind !== "union") continue;
        for (const f of ownFields(d)) {
          const l = f.doc.lenient;
          // An inherited field is checked where it is declared.
          if ((!l && !f.doc.defaultOnNull) || seen.has(f.loc)) continue;
          seen.add(f.loc);
          if (f.doc.defaultOnNull) {
            if (f.patch)
              out.push(
                diag(
                  "marker-misuse",
                  f.loc,
                  `@defaultOnNull: '${d.name}.${f.name}' is a patch field, where null clears the value`,
                ),
              );
            else if (!defaultKind(f.type, ix)) {
              out.push(
                diag(
                  "marker-misuse",
                  f.loc,
                  `@defaultOnNull: '${d.name}.${f.name}' is not a list or map, so null has no default to read as`,
                ),
              );
            }
          }
          if (!l) continue;
          const s = shape(f.type);
          const collection = s.kind === "array" || s.kind === "map";
          if (l.items && !collection)
            out.push(diag("marker-misuse", f.loc, `@lenient items: '${d.name}.${f.name}' is not a list or map`));
          if (l.value && !f.optional && s.kind !== "array") {
            out.push(
              diag(
                "marker-misuse",
                f.loc,
                `@lenient: '${d.name}.${f.name}' is required and not a list, so a bad value has no default to fall back to`,
              ),
            );
          }
        }
      }
    }
    return out;
  },
};
