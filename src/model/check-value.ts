import type { VersionIndex } from "./index.js";
import { nullDefault } from "./leniency.js";
import { messageGroups } from "./methods.js";
import { intRange, type Decl, type Doc, type Field, type JsonValue, type ObjectDecl, type TypeExpr } from "./types.js";

/**
 * Checks a JSON value against a model type with exactly the semantics the
 * generated bindings implement. Returns null when the value is accepted, or
 * the first problem with its JSON path (`$.update.content[0].type`).
 */
/** Which unstable features are switched on: "all", or a set of feature names (empty: the stable surface). */
export type Features = ReadonlySet<string> | "all";

let active: Features = "all";

const on = (doc: { readonly unstable?: { readonly feature: string } }): boolean =>
  doc.unstable === undefined || active === "all" || active.has(doc.unstable.feature);

export function checkValue(ix: VersionIndex, type: TypeExpr, value: unknown, features: Features = "all"): string | null {
  const before = active;
  active = features;
  try {
    check(ix, type, value, "$");
    return null;
  } catch (e) {
    if (e instanceof ValueError) return e.message;
    throw e;
  } finally {
    active = before;
  }
}

export function checkDecl(ix: VersionIndex, name: string, value: unknown, features: Features = "all"): string | null {
  return checkValue(ix, { kind: "ref", name, loc: { file: "", line: 0, col: 0 } }, value, features);
}

/** A rejection. Not an Error: no stack trace is captured, which matters when checking many values. */
class ValueError {
  constructor(readonly message: string) {}
}

export function pathKey(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

function fail(path: string, msg: string): never {
  throw new ValueError(`at ${path}: ${msg}`);
}

function describe(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "object") return "an object";
  if (typeof v === "bigint") return `integer ${String(v).slice(0, 40)}`;
  return `${typeof v} ${JSON.stringify(v)?.slice(0, 40)}`;
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function check(ix: VersionIndex, t: TypeExpr, v: unknown, path: string): void {
  switch (t.kind) {
    case "string":
      if (typeof v !== "string") fail(path, `expected a string, got ${describe(v)}`);
      return;
    case "number":
      if (!Number.isFinite(typeof v === "bigint" ? Number(v) : v)) fail(path, `expected a number, got ${describe(v)}`);
      // An exact integer (bigint) is taken only when the double it reads as is written with the same digits.
      if (typeof v === "bigint" && String(Number(v)) !== String(v)) fail(path, `${v} is not a number a double holds exactly`);
      return;
    case "integer": {
      const { min, max } = intRange(t.format);
      if (typeof v === "bigint") fail(path, `${v} is outside the ${t.format} range ${min}..${max}`);
      if (typeof v !== "number" || !Number.isInteger(v)) fail(path, `expected an integer, got ${describe(v)}`);
      if (v < min || v > max) fail(path, `${v} is outside the ${t.format} range ${min}..${max}`);
      return;
    }
    case "null":
      if (v !== null) fail(path, `expected null, got ${describe(v)}`);
      return;
    case "map":
      if (!isPlainObject(v)) fail(path, `expected an object, got ${describe(v)}`);
      for (const [k, x] of Object.entries(v)) check(ix, t.values, x, pathKey(path, k));
      return;
    case "boolean":
      if (typeof v !== "boolean") fail(path, `expected a boolean, got ${describe(v)}`);
      return;
    case "json":
      return;
    case "json-object":
      if (!isPlainObject(v)) fail(path, `expected an object, got ${describe(v)}`);
      return;
    case "literal":
      if (v !== t.value) fail(path, `expected ${JSON.stringify(t.value)}, got ${describe(v)}`);
      return;
    case "array":
      if (!Array.isArray(v)) fail(path, `expected an array, got ${describe(v)}`);
      v.forEach((item, i) => check(ix, t.items, item, pathKey(path, i)));
      return;
    case "nullable":
      if (v === null) return;
      check(ix, t.inner, v, path);
      return;
    case "ref": {
      const d = ix.decls.get(t.name);
      // An unknown type is reported once, where it is named (ACP002); values of it are not judged again.
      if (!d) return;
      checkDeclValue(ix, d, v, path);
    }
  }
}

function checkDeclValue(ix: VersionIndex, d: Decl, v: unknown, path: string): void {
  if (!on(d.doc)) fail(path, `${d.name} belongs to the unstable feature '${d.doc.unstable!.feature}', which is not switched on`);
  switch (d.kind) {
    case "opaque":
      if (typeof v !== "string") fail(path, `expected a ${d.name} string, got ${describe(v)}`);
      return;
    case "alias":
      check(ix, d.target, v, path);
      return;
    case "enum":
      if (typeof v !== "string") fail(path, `expected a ${d.name} string, got ${describe(v)}`);
      if (!d.open && !d.values.some((x) => x.value === v)) {
        fail(path, `${JSON.stringify(v)} is not a ${d.name} (expected one of ${d.values.map((x) => JSON.stringify(x.value)).join(", ")})`);
      }
      return;
    case "object":
      checkObject(ix, d, v, path, []);
      return;
    case "untagged": {
      const problems: string[] = [];
      for (const m of d.members) {
        try {
          check(ix, m.type, v, path);
          checkCounts(m.doc, v, path);
          return;
        } catch (e) {
          if (!(e instanceof ValueError)) throw e;
          problems.push(`${m.name}: ${e.message}`);
        }
      }
      fail(path, `matches no member of ${d.name} (${problems.join("; ")})`);
      break;
    }
    case "union": {
      if (!isPlainObject(v)) fail(path, `expected a ${d.name} object, got ${describe(v)}`);
      const tag = v[d.tagField];
      const tagPath = pathKey(path, d.tagField);
      if (tag === undefined) fail(tagPath, `the tag field '${d.tagField}' is missing`);
      if (typeof tag !== "string") fail(tagPath, `the tag must be a string, got ${describe(tag)}`);
      // A variant of a feature that is off is unknown here.
      const variant = d.variants.find((x) => x.tag === tag && on(x.doc));
      const shared = d.fields.filter((f) => on(f.doc));
      checkFields(ix, shared, v, path);
      if (!variant) {
        if (d.open) return;
        fail(tagPath, `unknown ${d.name} tag ${JSON.stringify(tag)} (expected one of ${d.variants.filter((x) => on(x.doc)).map((x) => JSON.stringify(x.tag)).join(", ")})`);
      }
      if (variant.payload === null) return;
      const pd = ix.decls.get(variant.payload);
      if (pd?.kind !== "object") fail(path, `variant payload ${variant.payload} is not an object type`);
      checkObject(ix, pd, v, path, [d.tagField, ...shared.map((f) => f.name)]);
    }
  }
}

function checkObject(ix: VersionIndex, d: ObjectDecl, v: unknown, path: string, skip: readonly string[]): void {
  if (!isPlainObject(v)) fail(path, `expected a ${d.name} object, got ${describe(v)}`);
  const fields = d.fields.filter((f) => on(f.doc));
  checkFields(ix, fields, v, path);
  if (!d.open) {
    for (const k of Object.keys(v)) {
      if (!skip.includes(k) && !fields.some((f) => f.name === k)) fail(pathKey(path, k), `unknown field in closed ${d.name}`);
    }
  }
}

function checkFields(ix: VersionIndex, fields: readonly Field[], v: Record<string, unknown>, path: string): void {
  for (const f of fields) {
    const fp = pathKey(path, f.name);
    if (!Object.prototype.hasOwnProperty.call(v, f.name)) {
      if (!f.optional) fail(fp, "required field is missing");
      continue;
    }
    const fv = v[f.name];
    if (fv === null && f.patch) continue;
    // `@defaultOnNull`: null reads as the field's default (an empty list or map).
    if (fv === null && nullDefault(f, ix)) continue;
    check(ix, f.type, fv, fp);
    // `@minimum` / `@maximum`: the published bounds (strict mode).
    const b = f.doc.bounds;
    if (b && (typeof fv === "number" || typeof fv === "bigint")) {
      if (b.minimum !== undefined && fv < b.minimum) fail(fp, `${fv} is below the minimum ${b.minimum}`);
      if (b.maximum !== undefined && fv > b.maximum) fail(fp, `${fv} is above the maximum ${b.maximum}`);
    }
    checkCounts(f.doc, fv, fp);
  }
}

/** `@minItems` / `@minLength`: the published least size of a list or a string (strict mode); a string's length counts code points. */
function checkCounts(doc: Doc, v: unknown, path: string): void {
  if (doc.minItems && Array.isArray(v) && v.length < doc.minItems.min) fail(path, `expected at least ${doc.minItems.min} items, got ${v.length}`);
  if (doc.minLength && typeof v === "string") {
    const n = [...v].length;
    if (n < doc.minLength.min) fail(path, `expected at least ${doc.minLength.min} characters, got ${n}`);
  }
}

/**
 * Checks a whole JSON-RPC message against an envelope type of the version
 * (`ClientRequestMessage`...), as the bindings read it: `jsonrpc` absent or
 * "2.0", no stray member, an `id` for a request, and a known method's params
 * checked against its type; an unknown method (or one of a feature that is
 * off) is kept whatever its params. Null when the name is no envelope type.
 */
export function checkMessage(ix: VersionIndex, envelope: string, value: unknown, features: Features = "all"): string | null | undefined {
  const group = messageGroups(ix.version).find((g) => g.role !== "response" && `${g.name}Message` === envelope);
  if (!group) return undefined;
  const before = active;
  active = features;
  try {
    if (!isPlainObject(value)) fail("$", `expected a ${group.name} message object`);
    if ("jsonrpc" in value && value["jsonrpc"] !== "2.0") fail("$.jsonrpc", `expected "2.0"`);
    const allowed = group.role === "request" ? ["jsonrpc", "id", "method", "params"] : ["jsonrpc", "method", "params"];
    for (const k of Object.keys(value)) if (!allowed.includes(k)) fail(pathKey("$", k), `unexpected member '${k}'`);
    if (group.role === "request") {
      if (!("id" in value)) fail("$.id", "the member 'id' is missing");
      check(ix, { kind: "ref", name: ix.version.envelope!.id, loc: ix.version.envelope!.loc }, value["id"], "$.id");
    }
    const method = value["method"];
    if (typeof method !== "string") fail("$.method", "the method must be a string");
    const m = group.methods.find((x) => x.name === method);
    if (m && on(m.doc)) {
      if (!("params" in value)) fail("$.params", `the params of '${method}' are missing`);
      check(ix, { kind: "ref", name: m.params, loc: m.loc }, value["params"], "$.params");
    }
    return null;
  } catch (e) {
    if (e instanceof ValueError) return e.message;
    throw e;
  } finally {
    active = before;
  }
}
