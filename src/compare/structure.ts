/**
 * A structural view of a JSON Schema's `$defs`: what a peer sees on the wire,
 * and nothing else (no docs, no formats, no examples). Two schemas that give
 * equal structures accept the same shapes: the same property names, required
 * sets and nullability per object, the same tag field, tags, payload types and
 * openness per tagged union, the same values and openness per enum, the same length bounds per
 * named string, and the same
 * methods (their params and result types, and the side that sends them).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

export type DefShape =
  | {
      readonly kind: "object";
      readonly properties: { readonly [name: string]: { readonly nullable: boolean } };
      readonly required: readonly string[];
      readonly closed: boolean;
    }
  | {
      readonly kind: "union";
      readonly tagField: string;
      readonly tags: readonly string[];
      readonly open: boolean;
      /** Each tag's payload: the `$defs` name it refers to, `inline` for fields written out in the branch, or null for none. */
      readonly payloads: { readonly [tag: string]: string | null };
    }
  | { readonly kind: "enum"; readonly values: readonly string[]; readonly open: boolean }
  | {
      readonly kind: "other";
      readonly type: string;
      /** A string def's length bounds (`minLength`, `maxLength`) in code points, when it has any. */
      readonly length?: { readonly min?: number; readonly max?: number };
    };

const isObj = (v: Json | undefined): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** Whether a property schema admits null: in its type, or read as the field's default (`x-deserialize-default-on-null`). */
function nullable(p: Json | undefined): boolean {
  if (!isObj(p)) return false;
  if (p["x-deserialize-default-on-null"] === true) return true;
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
  for (const [k, p] of Object.entries(b.properties))
    if (isObj(p) && typeof p.const === "string") return { field: k, value: p.const };
  return null;
}

/** The "other" branch of an open union or enum: a string or integer (or object with a string tag) that is not one of the known values. */
function isOther(b: Obj): boolean {
  if (b.title === "other") return true;
  if ((b.type === "string" || b.type === "integer") && b.const === undefined && b.enum === undefined) return true;
  if (isObj(b.properties)) return Object.values(b.properties).some((p) => isObj(p) && isObj(p.not));
  return false;
}

/** The `$defs` name a local `$ref` points at. */
const defName = (ref: string): string => ref.replace(/^#\/\$defs\//, "");

/** What a tagged branch carries besides its tag: a referenced def, fields of its own, or nothing. */
function payloadOf(b: Obj, tagField: string): string | null {
  const refs = [b.$ref, ...(Array.isArray(b.allOf) ? b.allOf.map((x) => (isObj(x) ? x.$ref : undefined)) : [])].filter(
    (r): r is string => typeof r === "string",
  );
  if (refs.length) return defName(refs[0]!);
  const own = isObj(b.properties) ? Object.keys(b.properties).filter((k) => k !== tagField) : [];
  return own.length ? "inline" : null;
}

export function defShape(d: Json): DefShape {
  if (!isObj(d)) return { kind: "other", type: "any" };
  const bs = branches(d);
  if (bs) {
    const known = bs.filter((b) => !isOther(b));
    const open = known.length < bs.length;
    const tags = known.map(tagOf);
    if (known.length && tags.every((t) => t !== null) && new Set(tags.map((t) => t!.field)).size === 1) {
      const payloads = Object.fromEntries(known.map((b, i) => [tags[i]!.value, payloadOf(b, tags[i]!.field)]));
      return { kind: "union", tagField: tags[0]!.field, tags: tags.map((t) => t!.value).sort(), open, payloads };
    }
    const constant = (x: Json | undefined): x is string | number => typeof x === "string" || typeof x === "number";
    const consts = known.flatMap((b) =>
      constant(b.const) ? [String(b.const)] : Array.isArray(b.enum) ? b.enum.filter(constant).map(String) : [],
    );
    if (known.length && consts.length >= known.length) return { kind: "enum", values: consts.sort(), open };
    return { kind: "other", type: "untagged" };
  }
  if (Array.isArray(d.enum))
    return { kind: "enum", values: d.enum.filter((x): x is string => typeof x === "string").sort(), open: false };
  if (d.type === "object" || isObj(d.properties)) {
    const props = isObj(d.properties) ? d.properties : {};
    const properties: { [name: string]: { nullable: boolean } } = {};
    for (const [k, p] of Object.entries(props)) properties[k] = { nullable: nullable(p) };
    const required = Array.isArray(d.required)
      ? d.required.filter((x): x is string => typeof x === "string").sort()
      : [];
    return { kind: "object", properties, required, closed: d.additionalProperties === false };
  }
  const type = typeof d.type === "string" ? d.type : d.$ref !== undefined || d.allOf !== undefined ? "ref" : "any";
  const min = typeof d.minLength === "number" && d.minLength > 0 ? d.minLength : undefined;
  const max = typeof d.maxLength === "number" ? d.maxLength : undefined;
  if (type === "string" && (min !== undefined || max !== undefined))
    return { kind: "other", type, length: { ...(min !== undefined && { min }), ...(max !== undefined && { max }) } };
  return { kind: "other", type };
}

/** One wire difference between two schemas, with a stable key for matching departures. */
export interface WireDifference {
  /** `Type`, `Type.field`, or `Type:tag`. */
  readonly where: string;
  /**
   * missing-type, extra-type, kind, missing-field, extra-field, required, nullable, closed, tag-field, missing-tag,
   * extra-tag, payload, open, missing-value, extra-value, length (a string def's length bounds); for methods (`method:name`) missing-method, extra-method,
   * method-types, method-side.
   */
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
  if (!only) out.push(...compareMethods(ours, theirs));
  return out;
}

/** One method as a schema describes it: the types of its messages, and the side that sends it. */
interface MethodShape {
  readonly types: readonly string[];
  readonly side: "client_to_agent" | "agent_to_client" | "both";
}

/** The published schema marks each params and result type with `x-method` and `x-side` (the side that handles it). */
function theirMethods(schema: Obj): Map<string, MethodShape> {
  const out = new Map<string, { types: string[]; sides: Set<string> }>();
  for (const [name, d] of Object.entries(isObj(schema.$defs) ? schema.$defs : {})) {
    if (!isObj(d) || typeof d["x-method"] !== "string") continue;
    const m = out.get(d["x-method"]) ?? { types: [], sides: new Set<string>() };
    m.types.push(name);
    if (typeof d["x-side"] === "string") m.sides.add(d["x-side"]);
    out.set(d["x-method"], m);
  }
  // `agent` marks what the agent handles (sent client to agent), `client` the reverse; `both` and `protocol` either side.
  const side = (sides: Set<string>): MethodShape["side"] =>
    sides.size !== 1 || sides.has("both") || sides.has("protocol")
      ? "both"
      : sides.has("agent")
        ? "client_to_agent"
        : "agent_to_client";
  return new Map([...out].map(([k, m]) => [k, { types: m.types.sort(), side: side(m.sides) }]));
}

/** This project's schemas list methods in `x-acp-methods`: kind, direction, params and result. */
function ourMethods(schema: Obj): Map<string, MethodShape> {
  const out = new Map<string, MethodShape>();
  const table = isObj(schema["x-acp-methods"]) ? schema["x-acp-methods"] : {};
  const refName = (r: Json | undefined): string[] => (isObj(r) && typeof r.$ref === "string" ? [defName(r.$ref)] : []);
  for (const [name, m] of Object.entries(table)) {
    if (!isObj(m)) continue;
    const direction = m.direction === "client_to_agent" || m.direction === "agent_to_client" ? m.direction : "both";
    out.set(name, { types: [...refName(m.params), ...refName(m.result)].sort(), side: direction });
  }
  return out;
}

/** The method differences, when both schemas describe their methods. */
function compareMethods(ours: Json, theirs: Json): WireDifference[] {
  if (!isObj(ours) || !isObj(theirs) || !isObj(ours["x-acp-methods"])) return [];
  const a = ourMethods(ours);
  const b = theirMethods(theirs);
  if (b.size === 0) return [];
  const out: WireDifference[] = [];
  for (const name of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const where = `method:${name}`;
    const x = a.get(name);
    const y = b.get(name);
    if (!x) out.push({ where, what: "missing-method", detail: `${name} is published but not in the spec` });
    else if (!y) out.push({ where, what: "extra-method", detail: `${name} is in the spec but not published` });
    else {
      const missing = y.types.filter((t) => !x.types.includes(t));
      const extra = x.types.filter((t) => !y.types.includes(t));
      if (missing.length || extra.length)
        out.push({
          where,
          what: "method-types",
          detail: `published with ${y.types.join(", ")}; the spec has ${x.types.join(", ")}`,
        });
      if (x.side !== y.side)
        out.push({ where, what: "method-side", detail: `sent ${x.side} in the spec, ${y.side} published` });
    }
  }
  return out;
}

function setDiff(
  where: string,
  ours: readonly string[],
  theirs: readonly string[],
  missing: string,
  extra: string,
  out: WireDifference[],
  sep = ".",
): void {
  for (const x of theirs)
    if (!ours.includes(x))
      out.push({ where: `${where}${sep}${x}`, what: missing, detail: `published, not in the spec` });
  for (const x of ours)
    if (!theirs.includes(x))
      out.push({ where: `${where}${sep}${x}`, what: extra, detail: `in the spec, not published` });
}

export function compareDef(name: string, ours: DefShape, theirs: DefShape): WireDifference[] {
  const out: WireDifference[] = [];
  if (ours.kind !== theirs.kind) {
    out.push({
      where: name,
      what: "kind",
      detail: `the spec has a ${ours.kind}, the published schema a ${theirs.kind}`,
    });
    return out;
  }
  if (ours.kind === "object" && theirs.kind === "object") {
    setDiff(name, Object.keys(ours.properties), Object.keys(theirs.properties), "missing-field", "extra-field", out);
    for (const [k, p] of Object.entries(ours.properties)) {
      const t = theirs.properties[k];
      if (!t) continue;
      if (p.nullable !== t.nullable)
        out.push({
          where: `${name}.${k}`,
          what: "nullable",
          detail: `the spec ${p.nullable ? "allows" : "forbids"} null, the published schema ${t.nullable ? "allows" : "forbids"} it`,
        });
      const ra = ours.required.includes(k);
      const rb = theirs.required.includes(k);
      if (ra !== rb)
        out.push({
          where: `${name}.${k}`,
          what: "required",
          detail: `the spec makes it ${ra ? "required" : "optional"}, the published schema ${rb ? "required" : "optional"}`,
        });
    }
    if (ours.closed !== theirs.closed)
      out.push({
        where: name,
        what: "closed",
        detail: `the spec ${ours.closed ? "rejects" : "keeps"} unknown fields, the published schema ${theirs.closed ? "rejects" : "allows"} them`,
      });
  }
  if (ours.kind === "union" && theirs.kind === "union") {
    if (ours.tagField !== theirs.tagField)
      out.push({
        where: name,
        what: "tag-field",
        detail: `tagged on '${ours.tagField}' in the spec, on '${theirs.tagField}' published`,
      });
    setDiff(name, ours.tags, theirs.tags, "missing-tag", "extra-tag", out, ":");
    for (const tag of ours.tags) {
      if (!theirs.tags.includes(tag) || ours.payloads[tag] === theirs.payloads[tag]) continue;
      const say = (p: string | null | undefined): string => (p === "inline" ? "fields of its own" : p ? p : "nothing");
      out.push({
        where: `${name}:${tag}`,
        what: "payload",
        detail: `the spec's payload is ${say(ours.payloads[tag])}, the published one ${say(theirs.payloads[tag])}`,
      });
    }
    if (ours.open !== theirs.open)
      out.push({
        where: name,
        what: "open",
        detail: `the spec's union is ${ours.open ? "open" : "closed"}, the published one ${theirs.open ? "open" : "closed"}`,
      });
  }
  if (ours.kind === "other" && theirs.kind === "other" && ours.type === "string" && theirs.type === "string") {
    const say = (l: { min?: number; max?: number } | undefined): string =>
      l ? `${l.min ?? 0} to ${l.max ?? "any number of"} characters` : "any length";
    if (say(ours.length) !== say(theirs.length))
      out.push({
        where: name,
        what: "length",
        detail: `the spec's string has ${say(ours.length)}, the published one ${say(theirs.length)}`,
      });
  }
  if (ours.kind === "enum" && theirs.kind === "enum") {
    setDiff(name, ours.values, theirs.values, "missing-value", "extra-value", out, ":");
    if (ours.open !== theirs.open)
      out.push({
        where: name,
        what: "open",
        detail: `the spec's enum is ${ours.open ? "open" : "closed"}, the published one ${theirs.open ? "open" : "closed"}`,
      });
  }
  return out;
}
