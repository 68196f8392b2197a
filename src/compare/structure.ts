/**
 * A structural view of a JSON Schema's `$defs`: what a peer sees on the wire,
 * and nothing else (no docs, no formats, no examples). Two schemas that give
 * equal structures accept the same shapes: the same property names, required
 * sets and nullability per object, the same tag field, tags and openness per
 * tagged union, and the same values and openness per string enum.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

export type DefShape =
  | { readonly kind: "object"; readonly properties: { readonly [name: string]: { readonly nullable: boolean } }; readonly required: readonly string[]; readonly closed: boolean }
  | { readonly kind: "union"; readonly tagField: string; readonly tags: readonly string[]; readonly open: boolean }
  | { readonly kind: "enum"; readonly values: readonly string[]; readonly open: boolean }
  | { readonly kind: "other"; readonly type: string };

const isObj = (v: Json | undefined): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** Whether a property schema admits null. */
function nullable(p: Json | undefined): boolean {
  if (!isObj(p)) return false;
  if (p.type === "null" || (Array.isArray(p.type) && p.type.includes("null"))) return true;
  for (const k of ["anyOf", "oneOf"] as const) {
    const branches = p[k];
    if (Array.isArray(branches) && branches.some((b) => nullable(b))) return true;
  }
  return false;
}

function branches(d: Obj): Obj[] | null {
  const list = d.anyOf ?? d.oneOf;
  return Array.isArray(list) ? list.filter(isObj) : null;
}

/** The tag field and value of a union branch: the one property pinned with `const`. */
function tagOf(b: Obj): { field: string; value: string } | null {
  if (!isObj(b.properties)) return null;
  for (const [k, p] of Object.entries(b.properties)) if (isObj(p) && typeof p.const === "string") return { field: k, value: p.const };
  return null;
}

/** The "other" branch of an open union or enum: a string (or object with a string tag) that is not one of the known values. */
function isOther(b: Obj): boolean {
  if (b.title === "other") return true;
  if (b.type === "string" && b.const === undefined && b.enum === undefined) return true;
  if (isObj(b.properties)) return Object.values(b.properties).some((p) => isObj(p) && isObj(p.not));
  return false;
}

export function defShape(d: Json): DefShape {
  if (!isObj(d)) return { kind: "other", type: "any" };
  const bs = branches(d);
  if (bs) {
    const known = bs.filter((b) => !isOther(b));
    const open = known.length < bs.length;
    const tags = known.map(tagOf);
    if (known.length && tags.every((t) => t !== null) && new Set(tags.map((t) => t!.field)).size === 1) {
      return { kind: "union", tagField: tags[0]!.field, tags: tags.map((t) => t!.value).sort(), open };
    }
    const consts = known.flatMap((b) => (typeof b.const === "string" ? [b.const] : Array.isArray(b.enum) ? b.enum.filter((x): x is string => typeof x === "string") : []));
    if (known.length && consts.length >= known.length) return { kind: "enum", values: consts.sort(), open };
    return { kind: "other", type: "untagged" };
  }
  if (Array.isArray(d.enum)) return { kind: "enum", values: d.enum.filter((x): x is string => typeof x === "string").sort(), open: false };
  if (d.type === "object" || isObj(d.properties)) {
    const props = isObj(d.properties) ? d.properties : {};
    const properties: { [name: string]: { nullable: boolean } } = {};
    for (const [k, p] of Object.entries(props)) properties[k] = { nullable: nullable(p) };
    const required = Array.isArray(d.required) ? d.required.filter((x): x is string => typeof x === "string").sort() : [];
    return { kind: "object", properties, required, closed: d.additionalProperties === false };
  }
  return { kind: "other", type: typeof d.type === "string" ? d.type : d.$ref !== undefined || d.allOf !== undefined ? "ref" : "any" };
}

/** One wire difference between two schemas, with a stable key for matching departures. */
export interface WireDifference {
  /** `Type`, `Type.field`, or `Type:tag`. */
  readonly where: string;
  /** missing-type, extra-type, kind, missing-field, extra-field, required, nullable, closed, tag-field, missing-tag, extra-tag, open, missing-value, extra-value. */
  readonly what: string;
  readonly detail: string;
}

/**
 * The wire differences of `ours` from `theirs`, def by def. `only` limits the
 * comparison to those def names (others are neither missing nor extra).
 */
export function compareSchemas(ours: Json, theirs: Json, only?: ReadonlySet<string>): WireDifference[] {
  const a = isObj(ours) && isObj(ours.$defs) ? ours.$defs : {};
  const b = isObj(theirs) && isObj(theirs.$defs) ? theirs.$defs : {};
  const out: WireDifference[] = [];
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((n) => !only || only.has(n)).sort();
  for (const name of names) {
    if (!(name in a)) {
      out.push({ where: name, what: "missing-type", detail: `${name} is published but not in the spec` });
      continue;
    }
    if (!(name in b)) {
      out.push({ where: name, what: "extra-type", detail: `${name} is in the spec but not published` });
      continue;
    }
    out.push(...compareDef(name, defShape(a[name]!), defShape(b[name]!)));
  }
  return out;
}

function setDiff(where: string, ours: readonly string[], theirs: readonly string[], missing: string, extra: string, out: WireDifference[], sep = "."): void {
  for (const x of theirs) if (!ours.includes(x)) out.push({ where: `${where}${sep}${x}`, what: missing, detail: `published, not in the spec` });
  for (const x of ours) if (!theirs.includes(x)) out.push({ where: `${where}${sep}${x}`, what: extra, detail: `in the spec, not published` });
}

export function compareDef(name: string, ours: DefShape, theirs: DefShape): WireDifference[] {
  const out: WireDifference[] = [];
  if (ours.kind !== theirs.kind) {
    out.push({ where: name, what: "kind", detail: `the spec has a ${ours.kind}, the published schema a ${theirs.kind}` });
    return out;
  }
  if (ours.kind === "object" && theirs.kind === "object") {
    setDiff(name, Object.keys(ours.properties), Object.keys(theirs.properties), "missing-field", "extra-field", out);
    for (const [k, p] of Object.entries(ours.properties)) {
      const t = theirs.properties[k];
      if (!t) continue;
      if (p.nullable !== t.nullable) out.push({ where: `${name}.${k}`, what: "nullable", detail: `the spec ${p.nullable ? "allows" : "forbids"} null, the published schema ${t.nullable ? "allows" : "forbids"} it` });
      const ra = ours.required.includes(k);
      const rb = theirs.required.includes(k);
      if (ra !== rb) out.push({ where: `${name}.${k}`, what: "required", detail: `the spec makes it ${ra ? "required" : "optional"}, the published schema ${rb ? "required" : "optional"}` });
    }
    if (ours.closed !== theirs.closed) out.push({ where: name, what: "closed", detail: `the spec ${ours.closed ? "rejects" : "keeps"} unknown fields, the published schema ${theirs.closed ? "rejects" : "allows"} them` });
  }
  if (ours.kind === "union" && theirs.kind === "union") {
    if (ours.tagField !== theirs.tagField) out.push({ where: name, what: "tag-field", detail: `tagged on '${ours.tagField}' in the spec, on '${theirs.tagField}' published` });
    setDiff(name, ours.tags, theirs.tags, "missing-tag", "extra-tag", out, ":");
    if (ours.open !== theirs.open) out.push({ where: name, what: "open", detail: `the spec's union is ${ours.open ? "open" : "closed"}, the published one ${theirs.open ? "open" : "closed"}` });
  }
  if (ours.kind === "enum" && theirs.kind === "enum") {
    setDiff(name, ours.values, theirs.values, "missing-value", "extra-value", out, ":");
    if (ours.open !== theirs.open) out.push({ where: name, what: "open", detail: `the spec's enum is ${ours.open ? "open" : "closed"}, the published one ${theirs.open ? "open" : "closed"}` });
  }
  return out;
}
