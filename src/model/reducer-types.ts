/**
 * The types a reducer declaration reaches: the type at a dotted path of a
 * payload or an entity, each entity's type, and how an entity append joins
 * its value to its field. Read by the reducer rules (validation), the
 * behaviour compiler and the typed reducer views alike.
 */
import type { Field, Reducer, ReducerVariant, TypeExpr } from "./types.js";
import type { VersionIndex } from "./index.js";

/** A type without its nullable wrappers, and with aliases followed to what they stand for. */
export function bareType(ix: VersionIndex, t: TypeExpr): TypeExpr {
  const seen = new Set<string>();
  for (;;) {
    if (t.kind === "nullable") t = t.inner;
    else if (t.kind === "ref" && !seen.has(t.name) && ix.decls.get(t.name)?.kind === "alias") {
      seen.add(t.name);
      t = (ix.decls.get(t.name) as { target: TypeExpr }).target;
    } else return t;
  }
}

/** The fields a path may step into from a named type: an object's fields, or the fields every variant of a union carries. */
export function fieldsOf(ix: VersionIndex, name: string): readonly Field[] | null {
  const d = ix.decls.get(name);
  if (d?.kind === "object") return d.fields;
  if (d?.kind === "union") return d.fields;
  return null;
}

/** One step of a resolved path: the named type stepped from, and the field stepped into. */
export interface PathStep {
  readonly owner: string;
  readonly field: Field;
}

export type PathResult =
  | {
      readonly ok: true;
      /** The declared type of the last field (with its nullable wrapper, if any). */
      readonly type: TypeExpr;
      /** Every step is a field that must be present and may not be null. */
      readonly required: boolean;
      readonly steps: readonly PathStep[];
    }
  | { readonly ok: false; readonly error: string };

/** The type at a dotted path (`output.data`) inside a value of the named type. */
export function typeAtPath(ix: VersionIndex, root: string, path: readonly string[]): PathResult {
  let owner = root;
  let type: TypeExpr | null = null;
  let required = true;
  const steps: PathStep[] = [];
  for (const [i, name] of path.entries()) {
    if (i > 0) {
      const t = bareType(ix, type!);
      if (t.kind !== "ref" || fieldsOf(ix, t.name) === null)
        return {
          ok: false,
          error: `'${path.slice(0, i).join(".")}' of ${root} is not an object type, so it has no field '${name}'`,
        };
      owner = t.name;
    }
    const fields = fieldsOf(ix, owner);
    if (fields === null) return { ok: false, error: `${owner} is not an object type, so it has no field '${name}'` };
    const f = fields.find((x) => x.name === name);
    if (!f)
      return {
        ok: false,
        error: `${owner} has no field '${name}'${i > 0 ? ` (in '${path.join(".")}' of ${root})` : ""}`,
      };
    steps.push({ owner, field: f });
    required &&= !f.optional && f.type.kind !== "nullable";
    type = f.type;
  }
  if (type === null) return { ok: false, error: "the path is empty" };
  return { ok: true, type, required, steps };
}

/** The payload type of a variant of the reducer's union (null: no such variant, or a variant without fields). */
export function payloadOf(ix: VersionIndex, r: Reducer, tag: string): string | null {
  const d = ix.decls.get(r.union.split(".")[1] ?? "");
  return d?.kind === "union" ? (d.variants.find((x) => x.tag === tag)?.payload ?? null) : null;
}

/** The type a variant writes to its entity: the type at its `value` path of the payload, or the payload's. */
export function writtenType(ix: VersionIndex, r: Reducer, v: ReducerVariant): TypeExpr | null {
  const payload = payloadOf(ix, r, v.tag);
  if (payload === null) return null;
  if (v.value === null) return { kind: "ref", name: payload, loc: v.loc };
  const at = typeAtPath(ix, payload, v.value.split("."));
  return at.ok ? (at.type.kind === "nullable" ? at.type.inner : at.type) : null;
}

/**
 * An entity's type: what the variant that creates it writes (an upsert, else a
 * replace, else a patch). Null when no such variant writes it, or what it
 * writes does not resolve.
 */
export function entityTypeOf(ix: VersionIndex, r: Reducer, entity: string): TypeExpr | null {
  const rank: { readonly [action: string]: number } = { upsert: 0, replace: 1, patch: 2 };
  const writers = r.variants
    .filter((v) => v.entity === entity && v.action in rank)
    .sort((a, b) => rank[a.action]! - rank[b.action]!);
  for (const v of writers) {
    const t = writtenType(ix, r, v);
    if (t) return t;
  }
  return null;
}

/** How an entity append joins a value to its field: one more item, the items of a list, or the end of a string. */
export type AppendMode = "item" | "items" | "text";

const isString = (ix: VersionIndex, t: TypeExpr): boolean =>
  t.kind === "string" || (t.kind === "ref" && ix.decls.get(t.name)?.kind === "opaque");

/** Whether two types are the same type (nullable wrappers and aliases aside). */
function sameType(ix: VersionIndex, a: TypeExpr, b: TypeExpr): boolean {
  const x = bareType(ix, a);
  const y = bareType(ix, b);
  if (x.kind === "ref" || y.kind === "ref") return x.kind === "ref" && y.kind === "ref" && x.name === y.name;
  if (x.kind === "array" && y.kind === "array") return sameType(ix, x.items, y.items);
  if (x.kind === "integer" && y.kind === "integer") return x.format === y.format;
  return x.kind === y.kind && x.kind !== "literal" && x.kind !== "map" && x.kind !== "array";
}

/** The append mode of a field type and a value type, or why the value does not fit the field. */
export function appendMode(
  ix: VersionIndex,
  field: TypeExpr,
  value: TypeExpr,
): AppendMode | { readonly error: string } {
  const f = bareType(ix, field);
  const v = bareType(ix, value);
  if (f.kind === "array") {
    if (sameType(ix, f.items, value)) return "item";
    if (v.kind === "array" && sameType(ix, f.items, v.items)) return "items";
    return { error: "a list field takes an item of the list, or a list of such items" };
  }
  if (isString(ix, f)) return isString(ix, v) ? "text" : { error: "a string field takes a string" };
  return { error: "only a list or a string can be appended to" };
}
