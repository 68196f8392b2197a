import type { VersionIndex } from "./index.js";
import { nullDefault } from "./leniency.js";
import { messageGroups } from "./methods.js";
import { intRange, type Decl, type Doc, type Field, type ObjectDecl, type TypeExpr } from "./types.js";

/**
 * Checks a JSON value against a model type with exactly the semantics the
 * generated bindings implement. Returns null when the value is accepted, or
 * the first problem with its JSON path (`$.update.content[0].type`).
 */
/** Which unstable features are switched on: "all", or a set of feature names (empty: the stable surface). */
export type Features = ReadonlySet<string> | "all";

let active: Features = "all";
/**
 * Whether the check builds the JSON path of where it is: a value is judged
 * first without (no string is built for every field and item it passes), and
 * only a rejected one is checked again, with paths, for its message. Both
 * passes take the same steps and stop at the same first problem.
 */
let tracking = true;

const on = (doc: { readonly unstable?: { readonly feature: string } }): boolean =>
  doc.unstable === undefined || active === "all" || active.has(doc.unstable.feature);

/** Runs a check with these features on: null when it passes, else its first problem (with its path when `message`). */
function judge(features: Features, message: boolean, run: () => void): string | null {
  const before = active;
  const wasTracking = tracking;
  active = features;
  tracking = false;
  try {
    run();
    return null;
  } catch (e) {
    if (!(e instanceof ValueError)) throw e;
    if (!message) return e.message;
    tracking = true;
    try {
      run();
    } catch (again) {
      if (again instanceof ValueError) return again.message;
      throw again;
    }
    throw new Error("internal error: a value rejected without paths was accepted with them");
  } finally {
    active = before;
    tracking = wasTracking;
  }
}

export function checkValue(
  ix: VersionIndex,
  type: TypeExpr,
  value: unknown,
  features: Features = "all",
): string | null {
  return judge(features, true, () => check(ix, type, value, "$"));
}

/** Whether a value is accepted (as checkValue's null), without the cost of saying where it is not. */
export function acceptsValue(ix: VersionIndex, type: TypeExpr, value: unknown, features: Features = "all"): boolean {
  return judge(features, false, () => check(ix, type, value, "$")) === null;
}

export function checkDecl(ix: VersionIndex, name: string, value: unknown, features: Features = "all"): string | null {
  return checkValue(ix, { kind: "ref", name, loc: { file: "", line: 0, col: 0 } }, value, features);
}

/** A rejection. Not an Error: no stack trace is captured, which matters when checking many values. */
class ValueError {
  constructor(readonly message: string) {}
}

/** What an untracked check throws: the problem is found again, with its path, by the tracked pass. */
const REJECTED = new ValueError("rejected");

export function pathKey(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** The path of a member, when the check tracks paths. */
function at(path: string, key: string | number): string {
  return tracking ? pathKey(path, key) : path;
}

function fail(path: string, msg: string): never {
  throw tracking ? new ValueError(`at ${path}: ${msg}`) : REJECTED;
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
      if (typeof v === "bigint" && String(Number(v)) !== String(v))
        fail(path, `${v} is not a number a double holds exactly`);
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
      for (const k of Object.keys(v)) check(ix, t.values, v[k], at(path, k));
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
      for (let i = 0; i < v.length; i++) check(ix, t.items, v[i], at(path, i));
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
  if (!on(d.doc))
    fail(path, `${d.name} belongs to the unstable feature '${d.doc.unstable!.feature}', which is not switched on`);
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
        fail(
          path,
          `${JSON.stringify(v)} is not a ${d.name} (expected one of ${d.values.map((x) => JSON.stringify(x.value)).join(", ")})`,
        );
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
          if (tracking) problems.push(`${m.name}: ${e.message}`);
        }
      }
      fail(path, `matches no member of ${d.name} (${problems.join("; ")})`);
      break;
    }
    case "union": {
      if (!isPlainObject(v)) fail(path, `expected a ${d.name} object, got ${describe(v)}`);
      const tag = v[d.tagField];
      const tagPath = at(path, d.tagField);
      if (tag === undefined) fail(tagPath, `the tag field '${d.tagField}' is missing`);
      if (typeof tag !== "string") fail(tagPath, `the tag must be a string, got ${describe(tag)}`);
      // A variant of a feature that is off is unknown here.
      const variant = d.variants.find((x) => x.tag === tag && on(x.doc));
      const shared = switchedOn(d.fields);
      checkFields(ix, shared, v, path);
      if (!variant) {
        if (d.open) return;
        fail(
          tagPath,
          `unknown ${d.name} tag ${JSON.stringify(tag)} (expected one of ${d.variants
            .filter((x) => on(x.doc))
            .map((x) => JSON.stringify(x.tag))
            .join(", ")})`,
        );
      }
      if (variant.payload === null) return;
      const pd = ix.decls.get(variant.payload);
      if (pd?.kind !== "object") fail(path, `variant payload ${variant.payload} is not an object type`);
      checkObject(ix, pd, v, path, [d.tagField, ...shared.map((f) => f.name)]);
    }
  }
}

/** Field lists with no unstable field: the same list whatever the features (kept, not filtered, on every check). */
const allStable = new WeakMap<readonly Field[], boolean>();

/** The fields whose features are on. */
function switchedOn(fields: readonly Field[]): readonly Field[] {
  let stable = allStable.get(fields);
  if (stable === undefined) allStable.set(fields, (stable = fields.every((f) => f.doc.unstable === undefined)));
  return stable ? fields : fields.filter((f) => on(f.doc));
}

function checkObject(ix: VersionIndex, d: ObjectDecl, v: unknown, path: string, skip: readonly string[]): void {
  if (!isPlainObject(v)) fail(path, `expected a ${d.name} object, got ${describe(v)}`);
  const fields = switchedOn(d.fields);
  checkFields(ix, fields, v, path);
  if (!d.open) {
    for (const k of Object.keys(v)) {
      if (!skip.includes(k) && !fields.some((f) => f.name === k))
        fail(at(path, k), `unknown field in closed ${d.name}`);
    }
  }
}

function checkFields(ix: VersionIndex, fields: readonly Field[], v: Record<string, unknown>, path: string): void {
  for (const f of fields) {
    const fp = at(path, f.name);
    if (!Object.hasOwn(v, f.name)) {
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
  if (doc.minItems && Array.isArray(v) && v.length < doc.minItems.min)
    fail(path, `expected at least ${doc.minItems.min} items, got ${v.length}`);
  // A string of 2n UTF-16 units holds at least n code points: only a shorter one is counted.
  if (doc.minLength && typeof v === "string" && v.length < 2 * doc.minLength.min) {
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
export function checkMessage(
  ix: VersionIndex,
  envelope: string,
  value: unknown,
  features: Features = "all",
): string | null | undefined {
  const group = messageGroups(ix.version).find((g) => g.role !== "response" && `${g.name}Message` === envelope);
  if (!group) return undefined;
  return judge(features, true, () => {
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
  });
}
