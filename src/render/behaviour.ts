import type { ObjectDecl } from "../model/types.js";
import type { TargetContext } from "./target.js";

export interface ReducerTable {
  readonly union: string;
  readonly tagField: string;
  readonly key: string;
  readonly keying: "required" | "optional-heuristic";
  readonly variants: {
    readonly [tag: string]: {
      readonly action: string;
      readonly role: string;
      readonly field: string | null;
      readonly patch: readonly { readonly name: string; readonly list: boolean }[];
    };
  };
}

/**
 * The data every language's reducer and converters run on, taken from the
 * spec: per version, what each update variant does (from `reducer`), and the
 * conversion rules' ids and reasons. Shared so that all targets agree.
 */
export function behaviourTables(ctx: TargetContext): { reducers: Record<string, ReducerTable>; rules: Record<string, string> } {
  const reducers: Record<string, ReducerTable> = {};
  for (const ix of ctx.versions.values()) {
    const r = ix.version.reducer;
    if (!r) continue;
    const unionName = r.union.split(".")[1]!;
    const union = ix.decls.get(unionName);
    if (union?.kind !== "union") continue;
    const variants: Record<string, ReducerTable["variants"][string]> = {};
    for (const v of r.variants) {
      const payload = union.variants.find((x) => x.tag === v.tag)?.payload;
      const decl = payload ? (ix.decls.get(payload) as ObjectDecl | undefined) : undefined;
      const patch = v.action === "upsert" && decl ? decl.fields.filter((f) => f.patch).map((f) => ({ name: f.name, list: f.type.kind === "array" })) : [];
      variants[v.tag] = { action: v.action, role: v.role, field: v.field, patch };
    }
    reducers[ix.version.name] = { union: r.union, tagField: union.tagField, key: r.key, keying: r.keying, variants };
  }
  const rules: Record<string, string> = {};
  for (const rule of ctx.model.conversions) rules[rule.id] = rule.reason;
  return { reducers, rules };
}
