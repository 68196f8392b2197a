/**
 * Rules on the types themselves: references that resolve, patch fields, union payloads, recursion, unstable
 * references, schema names.
 */

import { diag, type Diagnostic, type Loc } from "../diagnostics/diagnostic.js";
import { DERIVED_MESSAGE_NAMES } from "../model/methods.js";
import { objectDecl } from "../model/index.js";
import type { Decl, TypeExpr } from "../model/types.js";
import { cyclicComponents, inlineEdges } from "../model/inline-graph.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { docSites } from "./mark-rules.js";
import { ownFields, typeExprs } from "./rule.js";
import type { Rule } from "./rule.js";

export const unknownTypes: Rule = {
  name: "unknown-types",
  run: ({ versions }) => {
    const out: Diagnostic[] = [];
    for (const ix of versions.values()) {
      const v = ix.version.name;
      const need = (name: string, loc: Loc, what: string, kinds?: readonly Decl["kind"][]): void => {
        const d = ix.decls.get(name);
        if (!d)
          out.push(
            diag("unknown-type", loc, `${what} '${name}' is not a type of ${v}${didYouMean(name, ix.decls.keys())}`),
          );
        else if (kinds && !kinds.includes(d.kind)) {
          out.push(
            diag("unknown-type", loc, `${what} '${name}' must be ${kinds.join(" or ")}, but ${v}.${name} is ${d.kind}`),
          );
        }
      };
      for (const d of ix.version.decls) {
        const exprs: TypeExpr[] =
          d.kind === "object" || d.kind === "union"
            ? ownFields(d).map((f) => f.type)
            : d.kind === "alias"
              ? [d.target]
              : d.kind === "untagged"
                ? d.members.filter((m) => m.type.kind !== "ref").map((m) => m.type)
                : [];
        for (const e of exprs) for (const t of typeExprs(e)) if (t.kind === "ref") need(t.name, t.loc, "type");
        if (d.kind === "union")
          for (const x of d.variants)
            if (x.payload !== null) need(x.payload, x.loc, `the payload of variant '${x.tag}'`, ["object"]);
        if (d.kind === "untagged")
          for (const m of d.members)
            if (m.type.kind === "ref")
              need(m.type.name, m.loc, "the untagged member", [
                "object",
                "alias",
                "opaque",
                "enum",
                "untagged",
                "union",
              ]);
      }
      for (const m of ix.version.methods) {
        need(m.params, m.loc, `the params of '${m.name}'`, ["object", "union", "untagged"]);
        if (m.result !== null)
          need(m.result, m.loc, `the result of '${m.name}'`, ["object", "union", "untagged", "alias"]);
      }
      const env = ix.version.envelope;
      if (env) {
        need(env.id, env.loc, "the request id type", ["alias", "untagged", "opaque"]);
        need(env.error, env.loc, "the error type", ["object"]);
      }
    }
    return out;
  },
};

export const patchFields: Rule = {
  name: "patch-fields",
  run: ({ model }) =>
    model.versions.flatMap((v) =>
      v.decls.flatMap((d) =>
        d.kind !== "object"
          ? []
          : d.fields
              .filter((f) => f.patch && !f.optional)
              .map((f) =>
                diag(
                  "patch-on-required",
                  f.loc,
                  `'${v.name}.${d.name}.${f.name}' is a Patch but required; a patch field must be optional (\`${f.name}?: Patch<...>\`)`,
                ),
              ),
      ),
    ),
};

export const unionPayloads: Rule = {
  name: "union-payloads",
  run: ({ versions }) => {
    const out: Diagnostic[] = [];
    for (const ix of versions.values()) {
      for (const d of ix.version.decls) {
        if (d.kind === "union") {
          for (const x of d.variants) {
            const p = objectDecl(ix, x.payload);
            const clash = p?.fields.find((f) => f.name === d.tagField);
            if (clash) {
              out.push(
                diag(
                  "tag-field-conflict",
                  x.loc,
                  `the payload ${p!.name} of variant '${x.tag}' has a field '${d.tagField}', which is ${d.name}'s tag`,
                ),
              );
            }
          }
        }
        if (d.kind === "untagged") {
          // Two members must differ in some required field or literal: otherwise the second can never match.
          const sig = (name: string): string | null => {
            const o = objectDecl(ix, name);
            if (!o) return null;
            return o.fields
              .filter((f) => !f.optional)
              .map((f) => `${f.name}${f.type.kind === "literal" ? `=${f.type.value}` : ""}`)
              .sort()
              .join(",");
          };
          const seen = new Map<string, string>();
          for (const m of d.members) {
            if (m.type.kind !== "ref") continue;
            const s = sig(m.type.name);
            if (s === null) continue;
            const prev = seen.get(s);
            if (prev)
              out.push(
                diag(
                  "untagged-ambiguous",
                  m.loc,
                  `'${m.name}' and '${prev}' in ${d.name} have the same required fields, so '${m.name}' can never be chosen`,
                ),
              );
            else seen.set(s, m.name);
          }
        }
      }
    }
    return out;
  },
};

/** Direct self-containment with no array or nullable/optional in between cannot be represented. */
export const recursion: Rule = {
  name: "recursion",
  run: ({ versions }) => {
    const out: Diagnostic[] = [];
    for (const ix of versions.values()) {
      const reported = new Set<string>();
      const edges = (d: Decl): { to: string; loc: Loc }[] => {
        if (d.kind === "object") {
          return d.fields
            .filter((f) => !f.optional && f.type.kind === "ref")
            .map((f) => ({ to: (f.type as { name: string }).name, loc: f.loc }));
        }
        if (d.kind === "alias" && d.target.kind === "ref") return [{ to: d.target.name, loc: d.loc }];
        return [];
      };
      for (const d of ix.version.decls) {
        const stack = new Set<string>([d.name]);
        const walk = (cur: Decl): boolean => {
          for (const e of edges(cur)) {
            if (e.to === d.name) return true;
            const next = ix.decls.get(e.to);
            if (!next || stack.has(e.to)) continue;
            stack.add(e.to);
            if (walk(next)) return true;
          }
          return false;
        };
        if (walk(d)) {
          reported.add(d.name);
          out.push(
            diag(
              "recursive-type",
              d.loc,
              `${ix.version.name}.${d.name} contains itself through required fields; make one link optional, nullable or a list`,
            ),
          );
        }
      }
      // A cycle through untagged members and aliases alone has no field to hold the type by reference (Rust's Box), and
      // TypeScript and Python cannot declare a type alias that is a member of itself.
      const direct = inlineEdges(ix.version.decls).filter((e) => e.field === null);
      for (const comp of cyclicComponents(
        ix.version.decls.map((d) => d.name),
        direct,
      )) {
        for (const d of ix.version.decls) {
          if (!comp.has(d.name) || reported.has(d.name)) continue;
          out.push(
            diag(
              "recursive-type",
              d.loc,
              `${ix.version.name}.${d.name} contains itself through untagged members or aliases alone (${[...comp].join(", ")}); put the link in an object field or a list`,
            ),
          );
        }
      }
    }
    return out;
  },
};

/**
 * Unstable features gate types, variants and fields in every language (a cargo
 * feature in Rust). A construct may refer only to stable types, or to types of
 * its own feature; an unstable field must be optional, so that the stable
 * surface can build the object without it.
 */
export const unstableRefs: Rule = {
  name: "unstable-references",
  run: ({ versions }) => {
    const out: Diagnostic[] = [];
    for (const ix of versions.values()) {
      const check = (t: TypeExpr, feature: string | null, where: string): void => {
        for (const x of typeExprs(t)) {
          if (x.kind !== "ref") continue;
          const target = ix.decls.get(x.name)?.doc.unstable?.feature;
          if (target !== undefined && target !== feature) {
            const owner = feature === null ? "stable" : `of the unstable feature '${feature}'`;
            out.push(
              diag(
                "unstable-reference",
                x.loc,
                `${where} is ${owner}, but ${x.name} belongs to the unstable feature '${target}'; mark ${where} @unstable ${target}`,
              ),
            );
          }
        }
      };
      for (const d of ix.version.decls) {
        const own = d.doc.unstable?.feature ?? null;
        const name = `${ix.version.name}.${d.name}`;
        if (d.kind === "object" || d.kind === "union") {
          for (const f of d.fields) {
            const feature = f.doc.unstable?.feature ?? own;
            if (f.doc.unstable && !f.optional)
              out.push(
                diag(
                  "unstable-reference",
                  f.loc,
                  `unstable field '${f.name}' of ${name} must be optional, so that the stable surface can do without it`,
                ),
              );
            check(f.type, feature, `field '${f.name}' of ${name}`);
          }
        }
        if (d.kind === "union") {
          for (const v of d.variants) {
            if (v.payload)
              check(
                { kind: "ref", name: v.payload, loc: v.loc },
                v.doc.unstable?.feature ?? own,
                `variant '${v.tag}' of ${name}`,
              );
          }
        }
        if (d.kind === "alias") check(d.target, own, name);
        if (d.kind === "untagged") for (const m of d.members) check(m.type, own, name);
      }
    }
    return out;
  },
};

/** `@schemaName` renames a type's `$defs` entry: only types carry it, and every version's JSON Schema names stay distinct. */
export const schemaNames: Rule = {
  name: "schema-names",
  run: ({ model }) => {
    const out: Diagnostic[] = [];
    for (const v of model.versions) {
      for (const s of docSites(v)) {
        if (s.doc.schemaName && s.what !== "a type")
          out.push(diag("marker-misuse", s.loc, `@schemaName renames a type in the JSON Schema, not ${s.what}`));
      }
      const taken = new Map<string, string>();
      for (const d of v.decls) taken.set(d.name, d.name);
      for (const d of v.decls) {
        const name = d.doc.schemaName;
        if (!name || name === d.name) continue;
        if (v.envelope && DERIVED_MESSAGE_NAMES.has(name)) {
          out.push(
            diag(
              "reserved-name",
              d.loc,
              `@schemaName '${name}' is a message group derived from Methods; choose another name`,
            ),
          );
          continue;
        }
        const holder = taken.get(name);
        if (holder !== undefined)
          out.push(
            diag(
              "duplicate-name",
              d.loc,
              `@schemaName '${name}' of ${d.name} is already the JSON Schema name of ${holder} in ${v.name}`,
            ),
          );
        else taken.set(name, d.name);
      }
    }
    return out;
  },
};
