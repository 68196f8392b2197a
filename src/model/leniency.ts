import type { VersionIndex } from "./index.js";
import type { Decl, Field, TypeExpr } from "./types.js";
import { setOwn } from "./own.js";

/**
 * Where the bindings' opt-in lenient mode may drop data, as data every
 * language's lenient interpreter reads: per type, the fields that lead to a
 * lenient field, and how (`@lenient` marks, patch fields left out).
 */
export type LeniencyType =
  | { readonly ref: string }
  | { readonly list: LeniencyType }
  | { readonly map: LeniencyType }
  | null;

export interface LeniencyField {
  readonly type: LeniencyType;
  /** A bad value is dropped: the field removed, or emptied when it is a required list. */
  readonly value?: "remove" | "empty";
  /** Bad items of the list or map are dropped. */
  readonly items?: true;
}

export type LeniencyDecl =
  | { readonly fields: { readonly [wire: string]: LeniencyField } }
  | {
      readonly tag: string;
      readonly variants: { readonly [tag: string]: string };
      readonly fields: { readonly [wire: string]: LeniencyField };
    }
  | { readonly alias: LeniencyType }
  /** A closed enum upstream reads with a catch-all value (`@catchAll`): an unknown string reads as that value. */
  | { readonly catchAll: string };

export type LeniencyGraph = { readonly [type: string]: LeniencyDecl };

function typeOf(t: TypeExpr): LeniencyType {
  switch (t.kind) {
    case "ref":
      return { ref: t.name };
    case "array":
      return { list: typeOf(t.items) };
    case "map":
      return { map: typeOf(t.values) };
    case "nullable":
      return typeOf(t.inner);
    default:
      return null;
  }
}

const refsOf = (t: LeniencyType): string[] =>
  t === null ? [] : "ref" in t ? [t.ref] : "list" in t ? refsOf(t.list) : refsOf(t.map);

/** The catch-all value of a closed enum (`@catchAll`), or null. */
export const catchAllOf = (d: Decl): string | null =>
  d.kind === "enum" && !d.open && d.doc.catchAll !== undefined ? d.doc.catchAll : null;

/** Whether the bindings act on a field's mark: never for a patch field. */
const acts = (f: Field): boolean => f.doc.lenient !== undefined && !f.patch;

/**
 * The leniency graph of one version: only the types from which a lenient
 * field can be reached, and only the fields on the way. Sorted by name.
 */
export function leniencyGraph(ix: VersionIndex): LeniencyGraph {
  const decls = ix.version.decls;
  const fieldsOf = (d: Decl): readonly Field[] => (d.kind === "object" || d.kind === "union" ? d.fields : []);
  const children = (d: Decl): string[] => {
    if (d.kind === "alias") return refsOf(typeOf(d.target));
    const out = fieldsOf(d).flatMap((f) => refsOf(typeOf(f.type)));
    if (d.kind === "union") out.push(...d.variants.flatMap((v) => (v.payload ? [v.payload] : [])));
    return out;
  };
  // Fixpoint: a type leads somewhere when it has an active mark or a child that leads somewhere.
  const leads = new Set(decls.filter((d) => fieldsOf(d).some(acts) || catchAllOf(d) !== null).map((d) => d.name));
  for (let changed = true; changed; ) {
    changed = false;
    for (const d of decls) {
      if (leads.has(d.name) || !children(d).some((c) => leads.has(c))) continue;
      leads.add(d.name);
      changed = true;
    }
  }
  const fieldEntries = (fs: readonly Field[]): { [wire: string]: LeniencyField } => {
    const out: { [wire: string]: LeniencyField } = {};
    for (const f of fs) {
      const type = typeOf(f.type);
      const on = acts(f) ? f.doc.lenient! : null;
      if (!on && !refsOf(type).some((r) => leads.has(r))) continue;
      setOwn(out, f.name, {
        type,
        ...(on?.value && { value: f.optional ? ("remove" as const) : ("empty" as const) }),
        ...(on?.items && { items: true as const }),
      });
    }
    return out;
  };
  const graph: { [type: string]: LeniencyDecl } = {};
  for (const d of [...decls].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (!leads.has(d.name)) continue;
    if (d.kind === "alias") graph[d.name] = { alias: typeOf(d.target) };
    else if (d.kind === "enum") graph[d.name] = { catchAll: catchAllOf(d)! };
    else if (d.kind === "union") {
      const variants: { [tag: string]: string } = {};
      for (const v of d.variants) if (v.payload && leads.has(v.payload)) setOwn(variants, v.tag, v.payload);
      graph[d.name] = { tag: d.tagField, variants, fields: fieldEntries(d.fields) };
    } else if (d.kind === "object") graph[d.name] = { fields: fieldEntries(d.fields) };
  }
  return graph;
}

/** Every field marked `@lenient`, as `Type.field`, and whether the bindings act on it (not for patch fields). */
export function lenientFields(
  ix: VersionIndex,
): { readonly where: string; readonly field: Field; readonly acted: boolean }[] {
  const out: { where: string; field: Field; acted: boolean }[] = [];
  for (const d of ix.version.decls) {
    if (d.kind !== "object" && d.kind !== "union") continue;
    for (const f of d.fields) if (f.doc.lenient) out.push({ where: `${d.name}.${f.name}`, field: f, acted: acts(f) });
  }
  return out;
}

/**
 * The default a `@defaultOnNull` field reads `null` as: `"list"` (`[]`) or
 * `"map"` (`{}`), by its type through aliases; null when the field is not
 * marked, is a patch field, or its type has no such default (a nullable type
 * reads `null` as itself).
 */
export function nullDefault(f: Field, ix: VersionIndex): "list" | "map" | null {
  if (!f.doc.defaultOnNull || f.patch) return null;
  return defaultKind(f.type, ix);
}

/** Whether a type has an empty default: a list or a map, directly or through aliases. */
export function defaultKind(t: TypeExpr, ix: VersionIndex): "list" | "map" | null {
  let cur = t;
  for (let i = 0; i < 32 && cur.kind === "ref"; i++) {
    const d = ix.decls.get(cur.name);
    if (d?.kind !== "alias") return null;
    cur = d.target;
  }
  return cur.kind === "array" ? "list" : cur.kind === "map" ? "map" : null;
}
