/**
 * The codecs: the parse in progress (its features and its depth), the primitives, and the combinators
 * the generated declarations are built from (fields, objects, enums, tagged and untagged unions).
 * Part of the runtime (see runtime.ts).
 */

import {
  DUPLICATE_PREFIX,
  ORDER,
  REPEATED,
  byCodePoint,
  duplicateProblem,
  exactInteger,
  has,
  isObject,
  readText,
  writeAny,
  writeJson,
} from "./runtime-text.js";
import type { JsonObject, JsonValue, Ordered, Repeated } from "./runtime-text.js";
import {
  DecodeError,
  Failure,
  MAX_DEPTH,
  TOO_DEEP,
  checkText,
  describe,
  fail,
  firstFault,
  key,
} from "./runtime-errors.js";
import type { ParseResult } from "./runtime-errors.js";
import { lenientRun, mendAt, readingLeniently } from "./runtime-lenient.js";

/**
 * A three-state patch field, declared as `field?: Patch<T>`: absent (the key is
 * not on the object) means unchanged, `null` means clear, a value means replace.
 * Use `patchState` to ask which.
 */
export type Patch<T> = T | null;

/** Which of its three states a patch field is in. */
export type PatchState<T> = { state: "unchanged" } | { state: "clear" } | { state: "set"; value: T };

/** Reads a patch field off a parsed object: `patchState(value, "field")`. */
export function patchState<O extends object, K extends keyof O>(
  obj: O,
  key: K,
): PatchState<Exclude<O[K], null | undefined>> {
  if (!Object.prototype.hasOwnProperty.call(obj, key) || obj[key] === undefined) return { state: "unchanged" };
  const value = obj[key];
  if (value === null) return { state: "clear" };
  return { state: "set", value: value as Exclude<O[K], null | undefined> };
}

declare const brand: unique symbol;

/** An opaque string: a plain string at run time, a distinct type at compile time. */
export type Brand<Name extends string> = string & { readonly [brand]: Name };

/**
 * A variant of an open union whose tag this version does not know. Its tag
 * field reads as undefined so that checks of the tag narrow to known
 * variants; the whole payload, tag included, is kept in `$other` and is
 * serialized back unchanged.
 */
export type Other<Tag extends string> = { readonly [K in Tag]?: undefined } & { readonly $other: JsonObject };

/**
 * The low-level half of a codec: decode at a JSON path (throwing an internal
 * failure), encode to JSON, and write compact JSON text (what `writeJson` of
 * `encode` gives; without `write`, that is how the text is made).
 */
export interface CodecCore<T> {
  decode(json: unknown, path: string): T;
  encode(value: T): JsonValue;
  write?(value: T): string;
}

/**
 * How to parse. By default only the stable surface is known: a type, variant or
 * field of an unstable feature is unknown (an error where the union or object
 * is closed, kept as unknown where it is open). `unstable` switches features on.
 */
export interface ParseOptions {
  readonly unstable?: readonly string[];
}

/** Parses and serializes one spec type. */
export interface Codec<T> extends CodecCore<T> {
  readonly typeName: string;
  /** The unstable feature the whole type belongs to, if any. */
  readonly feature?: string;
  /** Parses a JSON value (as from JSON.parse); throws DecodeError. */
  parse(json: unknown, options?: ParseOptions): T;
  /** Parses without throwing. */
  safeParse(json: unknown, options?: ParseOptions): ParseResult<T>;
  /** Parses JSON text, reading it with `readJson` (integers kept exactly); throws DecodeError (at `$` for text that is not JSON). */
  fromJson(text: string, options?: ParseOptions): T;
  /** Gives back the JSON value, in canonical key order. */
  serialize(value: T): JsonValue;
  /** Gives back compact JSON text, in canonical key order. */
  toJson(value: T): string;
  /** @internal */
  decodeAt(json: unknown, path: string, root: string, options?: ParseOptions): T;
}

/** The features switched on for the parse in progress (parsing is synchronous, so one at a time). */
let active: ReadonlySet<string> = new Set();

/** The features a parse switches on when its options name none: the package's configured defaults. */
let defaults: readonly string[] = [];

/** Sets the features every parse switches on unless its options say otherwise (the generated package calls it). */
export function setDefaultUnstable(features: readonly string[]): void {
  defaults = [...features];
  defaultSet = new Set(defaults);
}

/** `defaults` as a set: what a parse switches on when its options name no features. */
export let defaultSet: ReadonlySet<string> = new Set();

/** Is this feature switched on for the parse in progress? A construct with no feature always is. */
export function on(feature: string | undefined): boolean {
  return feature === undefined || encodingAny || active.has(feature);
}

/**
 * Set while an untagged union picks the member that writes a value: what was read is
 * written, whatever features are on and whatever lenient mode let through (bounds, counts).
 */
let encodingAny = false;

/** The feature a map gives a field or tag, reading own keys only (so that a tag like "constructor" is data). */
export function featureIn(map: { readonly [key: string]: string } | undefined, k: string): string | undefined {
  return map !== undefined && Object.prototype.hasOwnProperty.call(map, k) ? map[k] : undefined;
}

/** Marks a whole type as part of an unstable feature: parsing it needs the feature switched on. */
export function gate(c: Codec<unknown>, feature: string): void {
  (c as { feature?: string }).feature = feature;
}

/**
 * How many arrays and objects hold the value being decoded (parsing is
 * synchronous, so one parse at a time). A codec that steps into a container
 * calls `enter` and, once done, counts down again; on a failure the parse in
 * progress is abandoned and `decodeAt` puts the count back.
 */
export let depth = 0;

export function enter(path: string): void {
  if (++depth > MAX_DEPTH) throw new Failure(path, TOO_DEEP, true);
}

/** Counts a container done: the way out of `enter`. */
export function leave(): void {
  depth--;
}

export type Inner<T> = CodecCore<T>;

/** A value's compact JSON text, written by its codec (straight from the value, or by way of `encode`). */
export function writeWith<T>(c: Inner<T>, value: T): string {
  return c.write !== undefined ? c.write(value) : writeJson(c.encode(value));
}

/** Serializes (`encode`, or `write` for text), reporting a value that is not JSON as a TypeError in the form of a parse error. */
function encodeAt<T, R>(inner: Inner<T>, value: T, typeName: string, how: (c: Inner<T>, v: T) => R): R {
  const outer = depth;
  depth = 0;
  try {
    return how(inner, value);
  } catch (e) {
    if (e instanceof Failure) throw new TypeError(`${typeName}: at ${e.path}: ${e.problem}`);
    throw e;
  } finally {
    depth = outer;
  }
}

export function codec<T>(typeName: string, inner: Inner<T>): Codec<T> & Inner<T> {
  const self: Codec<T> & Inner<T> = {
    typeName,
    decode(json, path) {
      if (!on(self.feature)) {
        fail(path, `${typeName} belongs to the unstable feature '${self.feature}', which is not switched on`);
      }
      return inner.decode(json, path);
    },
    encode: inner.encode,
    write: inner.write ?? ((value) => writeJson(inner.encode(value))),
    decodeAt(json, path, root, options) {
      const before = active;
      const outer = depth;
      if (options) active = options.unstable === undefined ? defaultSet : new Set(options.unstable);
      depth = 0;
      try {
        // A type of a feature that is off is refused before its document is looked at, as in every binding.
        if (!on(self.feature)) {
          throw new DecodeError(
            root,
            path,
            `${typeName} belongs to the unstable feature '${self.feature}', which is not switched on`,
          );
        }
        return self.decode(json, path);
      } catch (e) {
        if (!(e instanceof Failure)) throw e;
        const first = firstFault(json, path) ?? e;
        throw new DecodeError(root, first.path, first.problem);
      } finally {
        active = before;
        depth = outer;
      }
    },
    parse: (json, options) => self.decodeAt(json, "$", typeName, options ?? {}),
    safeParse(json, options) {
      try {
        return { ok: true, value: self.decodeAt(json, "$", typeName, options ?? {}) };
      } catch (e) {
        if (e instanceof DecodeError) return { ok: false, error: e };
        throw e;
      }
    },
    fromJson: (text, options) => self.decodeAt(readText(typeName, text, "reject"), "$", typeName, options ?? {}),
    serialize: (value) => encodeAt(inner, value, typeName, encodeWith),
    toJson: (value) => encodeAt(inner, value, typeName, writeWith),
  };
  return self;
}

/** A codec, or a thunk that yields one (so declarations may refer to each other in any order). */
export type Ref<T> = Inner<T> | (() => Inner<T>);

function encodeWith<T>(c: Inner<T>, value: T): JsonValue {
  return c.encode(value);
}

export function deref<T>(r: Ref<T>): Inner<T> {
  return typeof r === "function" ? r() : r;
}

/** Sets an own property, even one named `__proto__`, and records the order keys were set in. */
export function put(o: Record<string, unknown>, k: string, v: unknown): void {
  const again = Object.prototype.hasOwnProperty.call(o, k);
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  if (again) return;
  const order = (o as Ordered)[ORDER];
  if (order) order.push(k);
  else {
    // Keys set before the first `put` (an object literal's) come first, in the order they were set.
    const before = Object.keys(o).filter((x) => x !== k);
    Object.defineProperty(o, ORDER, { value: [...before, k], enumerable: false, writable: false, configurable: false });
  }
}

/**
 * Sets an own, enumerable property. Ordinary assignment does, on the plain
 * objects the codecs build, for every key but `__proto__`, the one key whose
 * assignment reaches a setter of `Object.prototype`: that one is defined.
 */
function setKey(o: Record<string, unknown>, k: string, v: unknown): void {
  if (k !== "__proto__") o[k] = v;
  else Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

/** Sets a key of an object `encode` builds, recording its place in `keys` (a key set again keeps its place). */
function setOrdered(o: Record<string, unknown>, keys: string[], k: string, v: unknown): void {
  if (!Object.prototype.hasOwnProperty.call(o, k)) keys.push(k);
  setKey(o, k, v);
}

/**
 * Marks an object `encode` built with the order its keys were set in, for
 * `writeJson`. A single key needs no mark: in its one order it is also sorted.
 */
function ordered<O extends Record<string, unknown>>(o: O, keys: string[]): O {
  if (keys.length < 2) return o;
  Object.defineProperty(o, ORDER, { value: keys, enumerable: false, writable: false, configurable: false });
  return o;
}

/**
 * The keys a parse kept as unknown fields although the spec names them: fields
 * of an unstable feature that was off. They are written where unknown fields
 * go, as in the other languages, where such a field does not exist.
 */
const EXTRA: unique symbol = Symbol("acp.unknownFields");

function markExtra(o: Record<string, unknown>, k: string): void {
  const set = (o as { [EXTRA]?: Set<string> })[EXTRA];
  if (set) set.add(k);
  else Object.defineProperty(o, EXTRA, { value: new Set([k]), enumerable: false });
}

/** The names of the fields a parse kept as unknown (see `EXTRA`), if it kept any. */
function extrasOf(o: Record<string, unknown>): ReadonlySet<string> | undefined {
  return (o as { [EXTRA]?: Set<string> })[EXTRA];
}

/** The names `v` repeated in its text, if it was read with `duplicates: "last"` and repeated any. */
export function repeatedIn(v: object): readonly string[] | undefined {
  return ignoringRepeats ? undefined : (v as Repeated)[REPEATED];
}

/** Set while an untagged union reads an object again with each repeated name's last value (see `untagged`). */
let ignoringRepeats = false;

/**
 * Checks that a value is JSON and copies it, with object keys sorted. Its
 * containers count toward the depth of the document being decoded.
 */
export function json(v: unknown, path: string): JsonValue {
  if (typeof v === "string") {
    checkText(v, path);
    return v;
  }
  if (v === null || typeof v === "boolean") return v;
  if (typeof v === "number") {
    if (!Number.isFinite(v)) fail(path, `expected a JSON number, got ${describe(v)}`);
    return v;
  }
  if (typeof v === "bigint") return exactInteger(v, path);
  if (Array.isArray(v)) {
    enter(path);
    const out: JsonValue[] = new Array<JsonValue>(v.length);
    for (let i = 0; i < v.length; i++) out[i] = json(v[i], key(path, i));
    depth--;
    return out;
  }
  if (isObject(v)) {
    enter(path);
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort(byCodePoint)) {
      const x = v[k];
      if (x === undefined) continue;
      checkText(k, path);
      setKey(out, k, json(x, key(path, k)));
    }
    depth--;
    return out as JsonObject;
  }
  return fail(path, `expected a JSON value, got ${describe(v)}`);
}

const prim = <T>(typeName: string, ok: (v: unknown) => boolean, what: string): Codec<T> & Inner<T> =>
  codec<T>(typeName, {
    decode(v, path) {
      if (!ok(v)) fail(path, `expected ${what}, got ${describe(v)}`);
      return v as T;
    },
    encode: (v) => v as JsonValue,
    write: writeAny,
  });

/** A string codec: any well-formed string (no lone surrogate). */
export const text = <T extends string>(typeName: string, what: string): Codec<T> & Inner<T> =>
  codec<T>(typeName, {
    decode(v, path) {
      if (typeof v !== "string") fail(path, `expected ${what}, got ${describe(v)}`);
      checkText(v, path);
      return v as T;
    },
    encode: (v) => v,
    write: writeAny,
  });

/** The codec of a JSON string. */
export const string: Codec<string> & CodecCore<string> = text<string>("string", "a string");
/** The codec of JSON `null`. */
export const null_: Codec<null> & CodecCore<null> = prim<null>("null", (v) => v === null, "null");

/**
 * A `number` field: a finite double. An exact integer (`bigint`) is taken only
 * when a double writes it back with the same digits (`123456789012345680000`);
 * any other is refused, never rounded.
 */
export const number: Codec<number> & CodecCore<number> = codec<number>("number", {
  decode(v, path) {
    const n = typeof v === "bigint" ? Number(v) : v;
    if (typeof n !== "number" || !Number.isFinite(n)) fail(path, `expected a number, got ${describe(v)}`);
    if (typeof v === "bigint" && String(n) !== String(v))
      fail(path, `${describe(v)} is not a number a double holds exactly`);
    return n;
  },
  encode: (v) => v,
  write: writeAny,
});

/** An integer within a declared range (its format's). Any number of integral value counts (`1.0`, `1e2`). */
export function int(format: string, min: number, max: number): Codec<number> & Inner<number> {
  return codec<number>(format, {
    decode(v, path) {
      if (typeof v === "bigint") fail(path, `${describe(v)} is outside the ${format} range ${min}..${max}`);
      if (typeof v !== "number" || !Number.isInteger(v)) fail(path, `expected an integer, got ${describe(v)}`);
      if (v < min || v > max) fail(path, `${describe(v)} is outside the ${format} range ${min}..${max}`);
      return v;
    },
    encode: (v) => v,
    write: writeAny,
  });
}

/** A number field's published bounds; `always`: lenient mode checks them too (else it reads as upstream's crate, which does not). */
export interface Bounds {
  readonly minimum?: number;
  readonly maximum?: number;
  readonly always?: boolean;
}

/**
 * A lenient read of an untagged union whose later member took an object that an earlier one refused for
 * a repeated name: when the earlier member reads the object with each repeated name's last value (as a
 * reader that keeps the last would, and as the writer picks a member), its refusal stands. Otherwise the
 * repetition would decide which member reads the object, and the value would be written as another
 * member than the one that read it.
 */
function standsRefused(
  refused: readonly [() => Inner<unknown>, Failure][],
  v: unknown,
  path: string,
  at: number,
): void {
  const dropped = lenientRun?.dropped.length;
  ignoringRepeats = true;
  try {
    for (const [m, refusal] of refused) {
      try {
        m().decode(v, path);
      } catch (e) {
        if (!(e instanceof Failure)) throw e;
        continue;
      } finally {
        depth = at;
      }
      throw refusal;
    }
  } finally {
    ignoringRepeats = false;
    if (lenientRun !== null && dropped !== undefined) lenientRun.dropped.length = dropped;
  }
}

/** A number or integer within the field's published bounds (strict mode; see `Bounds`). */
export function bounded(inner: Codec<number> & Inner<number>, bounds: Bounds): Codec<number> & Inner<number> {
  return codec<number>(inner.typeName, {
    decode(v, path) {
      const n = inner.decode(v, path);
      if ((readingLeniently || encodingAny) && !bounds.always) return n;
      if (bounds.minimum !== undefined && n < bounds.minimum) fail(path, `${n} is below the minimum ${bounds.minimum}`);
      if (bounds.maximum !== undefined && n > bounds.maximum) fail(path, `${n} is above the maximum ${bounds.maximum}`);
      return n;
    },
    encode: (v) => inner.encode(v),
    write: (v) => writeWith(inner, v),
  });
}

/** The codec of a JSON boolean. */
/** A list's or a string's published least size; `always`: lenient mode checks it too (else it reads as upstream's crate, which does not). */
export interface MinCount {
  readonly min: number;
  readonly always?: boolean;
}

/** The number of Unicode code points in a string (as JSON Schema counts a string's length). */
function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** A list (`items`) or a string (`length`) of at least the published size (strict mode; see `MinCount`). */
export function atLeast<T>(kind: "items" | "length", count: MinCount, inner: Ref<T>): Inner<T> {
  return {
    decode(v, path) {
      const x = deref(inner).decode(v, path);
      if ((readingLeniently || encodingAny) && !count.always) return x;
      if (kind === "items" && Array.isArray(x) && x.length < count.min) {
        fail(path, `expected at least ${count.min} items, got ${x.length}`);
      }
      if (kind === "length" && typeof x === "string") {
        const n = codePoints(x);
        if (n < count.min) fail(path, `expected at least ${count.min} characters, got ${n}`);
      }
      return x;
    },
    encode: (v) => deref(inner).encode(v),
    write: (v) => writeWith(deref(inner), v),
  };
}

export const boolean: Codec<boolean> & CodecCore<boolean> = prim<boolean>(
  "boolean",
  (v) => typeof v === "boolean",
  "a boolean",
);
/** The codec of any JSON value, kept as received. */
export const anyJson: Codec<JsonValue> & CodecCore<JsonValue> = codec<JsonValue>("JsonValue", {
  decode: json,
  encode: (v) => json(v, "$"),
  write: (v) => writeJson(json(v, "$")),
});
/** The codec of any JSON object, kept as received. */
export const jsonObject: Codec<JsonObject> & CodecCore<JsonObject> = codec<JsonObject>("JsonObject", {
  decode(v, path) {
    if (!isObject(v)) fail(path, `expected an object, got ${describe(v)}`);
    return json(v, path) as JsonObject;
  },
  encode: (v) => json(v, "$"),
  write: (v) => writeJson(json(v, "$")),
});

/** The inner codec of one string constant (a literal field). */
export function literal<L extends string>(value: L): Inner<L> {
  return {
    decode(v, path) {
      if (v !== value) fail(path, `expected ${JSON.stringify(value)}, got ${describe(v)}`);
      return value;
    },
    encode: (v) => v,
    write: writeAny,
  };
}

/** The inner codec of a JSON array whose items all take one codec. */
export function array<T>(items: Ref<T>): Inner<T[]> {
  return {
    decode(v, path) {
      if (!Array.isArray(v)) fail(path, `expected an array, got ${describe(v)}`);
      enter(path);
      const d = deref(items);
      let out: T[];
      if (!readingLeniently) out = v.map((x, i) => d.decode(x, `${path}[${i}]`));
      else {
        out = [];
        for (let i = 0; i < v.length; i++) {
          const at = `${path}[${i}]`;
          const before = depth;
          try {
            out.push(d.decode(v[i], at));
          } catch (e) {
            const action = mendAt(e, at);
            if (action === null) throw e;
            depth = before;
            if (action === "item" || action === "remove") continue;
            out.push(d.decode(action === "empty" ? [] : action.replace, at));
          }
        }
      }
      depth--;
      return out;
    },
    encode: (v) => v.map((x) => deref(items).encode(x)),
    write(v) {
      if (v.length === 0) return "[]";
      const d = deref(items);
      let out = `[${writeWith(d, v[0]!)}`;
      for (let i = 1; i < v.length; i++) out += `,${writeWith(d, v[i]!)}`;
      return `${out}]`;
    },
  };
}

/** An object whose keys are free and whose values share one codec; keys are written by code point. */
export function map<T>(values: Ref<T>): Inner<{ [key: string]: T }> {
  return {
    decode(v, path) {
      if (!isObject(v)) fail(path, `expected an object, got ${describe(v)}`);
      enter(path);
      const d = deref(values);
      const out: { [key: string]: T } = {};
      // Entries by code point, as free-form JSON and unknown fields are checked, so that every binding
      // names the same bad entry (Object.keys would put integer-like keys first, then insertion order).
      for (const k of Object.keys(v).sort(byCodePoint)) {
        checkText(k, path);
        const at = key(path, k);
        if (!readingLeniently) {
          setKey(out, k, d.decode(v[k], at));
          continue;
        }
        const before = depth;
        try {
          setKey(out, k, d.decode(v[k], at));
        } catch (e) {
          const action = mendAt(e, at);
          if (action === null) throw e;
          depth = before;
          if (action === "item" || action === "remove") continue;
          setKey(out, k, d.decode(action === "empty" ? [] : action.replace, at));
        }
      }
      depth--;
      return out;
    },
    encode(v) {
      const e = deref(values);
      const out: Record<string, unknown> = {};
      // Sorted, the order `writeJson` writes an object in that it finds unmarked.
      for (const k of Object.keys(v).sort(byCodePoint)) setKey(out, k, e.encode(v[k] as T));
      return out as JsonObject;
    },
    write(v) {
      const e = deref(values);
      let out = "";
      for (const k of Object.keys(v).sort(byCodePoint)) {
        const x = v[k] as T;
        let text: string;
        if (x !== undefined) text = writeWith(e, x);
        else {
          // What `encode` makes of undefined, if anything: a key whose value encodes to undefined is left out.
          const y = e.encode(x);
          if (y === undefined) continue;
          text = writeJson(y);
        }
        out += `${out ? "," : "{"}${JSON.stringify(k)}:${text}`;
      }
      return out ? `${out}}` : "{}";
    },
  };
}

/** The inner codec of a value or `null`. */
export function nullable<T>(inner: Ref<T>): Inner<T | null> {
  return {
    decode: (v, path) => (v === null ? null : deref(inner).decode(v, path)),
    encode: (v) => (v === null ? null : deref(inner).encode(v)),
    write: (v) => (v === null ? "null" : writeWith(deref(inner), v)),
  };
}

/** An opaque string type. */
export function opaque<B extends string>(typeName: string): Codec<B> & Inner<B> {
  return text<B>(typeName, `a ${typeName} string`);
}

/** Wraps another codec under a new type name. */
export function alias<T>(typeName: string, inner: Ref<T>): Codec<T> & Inner<T> {
  return codec<T>(typeName, {
    decode: (v, p) => deref(inner).decode(v, p),
    encode: (v) => deref(inner).encode(v),
    write: (v) => writeWith(deref(inner), v),
  });
}

/** The codec of a string enum, with the values it knows. */
export interface EnumCodec<T extends string> extends Codec<T> {
  /** The values this version knows. */
  readonly values: readonly string[];
}

/** A string enum; an open one keeps values it does not know. */
/** A string enum: its qualified name, its values, and whether unknown values are kept. */
export interface EnumSpec {
  readonly typeName: string;
  readonly values: readonly string[];
  readonly open: boolean;
}

/** Builds the codec of a string enum: closed (unknown values are errors) or open (kept as received). */
export function enumeration<T extends string>(spec: EnumSpec): EnumCodec<T> & Inner<T> {
  const { typeName, values, open } = spec;
  const known = new Set(values);
  return Object.assign(
    codec<T>(typeName, {
      decode(v, path) {
        if (typeof v !== "string") fail(path, `expected a ${typeName} string, got ${describe(v)}`);
        if (!known.has(v)) checkText(v, path);
        if (!open && !known.has(v)) {
          fail(
            path,
            `${JSON.stringify(v)} is not a ${typeName} (expected one of ${values.map((x) => JSON.stringify(x)).join(", ")})`,
          );
        }
        return v as T;
      },
      encode: (v) => v,
      write: writeAny,
    }),
    { values },
  );
}

/** How a field may appear: `required`, `optional` (absent allowed) or `patch` (absent, null or a value). */
export interface FieldSpec<T = unknown> {
  readonly mode: "required" | "optional" | "patch";
  readonly codec: Ref<T>;
  /** Where the spec says so, `null` reads as the field's default: an empty list or map. */
  readonly onNull?: "list" | "map";
}

/** A field the object must have. */
export const required = <T>(c: Ref<T>, onNull?: "list" | "map"): FieldSpec<T> => ({
  mode: "required",
  codec: c,
  ...(onNull && { onNull }),
});
/** A field the object may leave out. */
export const optional = <T>(c: Ref<T>, onNull?: "list" | "map"): FieldSpec<T> => ({
  mode: "optional",
  codec: c,
  ...(onNull && { onNull }),
});
/** A three-state patch field: absent leaves it unchanged, `null` clears it, a value replaces it. */
export const patch = <T>(c: Ref<T>): FieldSpec<T> => ({ mode: "patch", codec: c });

/** How an object treats fields the spec does not declare. */
export interface ObjectOptions {
  /** Keep (and re-serialize) fields the spec does not declare. */
  readonly open: boolean;
}

/** The codec of an object type, with its fields. */
export interface ObjectCodec<T> extends Codec<T> {
  /**
   * @internal Decodes the fields of an object into `out`, ignoring the keys in
   * `skip` (a union's tag and shared fields); with `extras` false, other unknown
   * keys are left alone too.
   */
  decodeInto(
    v: Record<string, unknown>,
    path: string,
    out: Record<string, unknown>,
    skip: readonly string[],
    extras: boolean,
  ): void;
  /** @internal Encodes the fields into `out`, recording the keys' order in `keys`. */
  encodeInto(value: T, out: Record<string, unknown>, keys: string[], skip: readonly string[], extras: boolean): void;
  /**
   * @internal Writes the fields as JSON members (`"key":value`), comma-separated,
   * with a comma before the first too unless `first`.
   */
  writeFields(value: T, skip: readonly string[], extras: boolean, first: boolean): string;
  /** @internal The declared fields' names, in spec order. */
  readonly fieldNames: readonly string[];
}

/** An object type: its qualified name, its fields, and whether it keeps unknown fields. */
export interface ObjectSpec extends ObjectOptions {
  readonly typeName: string;
  readonly fields: { readonly [wire: string]: FieldSpec };
  /** The unstable feature of each field that has one. */
  readonly unstable?: { readonly [wire: string]: string };
}

/** Builds the codec of an object type from its fields. */
export function object<T>(spec: ObjectSpec): ObjectCodec<T> & Inner<T> {
  const { typeName, fields, open } = spec;
  const names = Object.keys(fields);
  const specs = names.map((n) => fields[n]!);
  const known = new Set(names);
  const gated = spec.unstable ?? {};
  const features = names.map((n) => featureIn(gated, n));
  // Worked out once: each field's step in a JSON path (`.name`), and its key as written (`"name":`).
  const steps = names.map((n) => key("", n));
  const heads = names.map((n) => `${JSON.stringify(n)}:`);
  // The fields of a feature that is off are unknown fields. Which fields are live depends on the features
  // switched on, so it is worked out again only when they change (and never for a type with no gated field).
  const gating = features.some((f) => f !== undefined);
  let liveFor: ReadonlySet<string> | null = null;
  let liveEncoding = false;
  let liveMask: readonly boolean[] | null = null;
  let liveSet: ReadonlySet<string> = known;
  const updateLive = (): void => {
    liveFor = active;
    liveEncoding = encodingAny;
    const mask = features.map(on);
    liveMask = mask.every(Boolean) ? null : mask;
    liveSet = liveMask === null ? known : new Set(names.filter((_, i) => mask[i]));
  };
  const decodeInto = (
    v: Record<string, unknown>,
    path: string,
    out: Record<string, unknown>,
    skip: readonly string[],
    extras: boolean,
  ): void => {
    if (gating && (liveFor !== active || liveEncoding !== encodingAny)) updateLive();
    const mask = gating ? liveMask : null;
    // Read leniently, text may repeat a name (the last value kept): a repeated field is an error, as in upstream's crate.
    const repeated = readingLeniently ? repeatedIn(v) : undefined;
    if (repeated !== undefined) {
      const live = gating ? liveSet : known;
      for (const k of repeated) if (live.has(k)) fail(path, duplicateProblem(k));
    }
    for (let i = 0; i < names.length; i++) {
      if (mask !== null && !mask[i]) continue;
      const name = names[i]!;
      const f = specs[i]!;
      const raw = v[name];
      if (raw === undefined || !Object.prototype.hasOwnProperty.call(v, name)) {
        if (f.mode === "required") fail(path + steps[i], "required field is missing");
        continue;
      }
      let value: unknown;
      if (raw === null && f.mode === "patch") value = null;
      else if (!readingLeniently) {
        if (raw === null && f.onNull) value = deref(f.codec).decode(f.onNull === "list" ? [] : {}, path + steps[i]);
        else value = deref(f.codec).decode(raw, path + steps[i]);
      } else {
        const at = path + steps[i];
        const before = depth;
        try {
          value = deref(f.codec).decode(raw === null && f.onNull ? (f.onNull === "list" ? [] : {}) : raw, at);
        } catch (e) {
          const action = mendAt(e, at);
          if (action === null) throw e;
          depth = before;
          if (action === "remove" || action === "item") {
            if (f.mode === "required") fail(at, "required field is missing");
            continue;
          }
          value = deref(f.codec).decode(action === "empty" ? [] : action.replace, at);
        }
      }
      setKey(out, name, value);
    }
    if (!extras) return;
    // Other keys, checked and kept in code-point order.
    const live = gating ? liveSet : known;
    let stray: string[] | null = null;
    for (const k of Object.keys(v)) {
      if (live.has(k) || (skip.length !== 0 && skip.includes(k)) || v[k] === undefined) continue;
      (stray ??= []).push(k);
    }
    if (stray === null) return;
    for (const k of stray.sort(byCodePoint)) {
      checkText(k, path);
      if (!open) fail(key(path, k), `unknown field in closed ${typeName}`);
      setKey(out, k, json(v[k], key(path, k)));
      if (known.has(k)) markExtra(out, k);
    }
  };
  /** The keys `encode` and `write` put after the declared fields: others, in code-point order (none if closed). */
  const others = (
    v: Record<string, unknown>,
    skip: readonly string[],
    extra: ReadonlySet<string> | undefined,
  ): string[] | null => {
    if (!open) return null;
    let stray: string[] | null = null;
    for (const k of Object.keys(v)) {
      if (known.has(k) && !extra?.has(k)) continue;
      if ((skip.length !== 0 && skip.includes(k)) || v[k] === undefined) continue;
      (stray ??= []).push(k);
    }
    return stray === null ? null : stray.sort(byCodePoint);
  };
  const encodeInto = (
    value: T,
    out: Record<string, unknown>,
    keys: string[],
    skip: readonly string[],
    extras: boolean,
  ): void => {
    const v = value as unknown as Record<string, unknown>;
    const extra = extrasOf(v);
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      const raw = v[name];
      if (raw === undefined || !Object.prototype.hasOwnProperty.call(v, name) || extra?.has(name)) continue;
      const encoded = raw === null && specs[i]!.mode === "patch" ? null : deref(specs[i]!.codec).encode(raw);
      setOrdered(out, keys, name, encoded);
    }
    if (!extras) return;
    for (const k of others(v, skip, extra) ?? []) setOrdered(out, keys, k, json(v[k], key("$", k)));
  };
  const writeFields = (value: T, skip: readonly string[], extras: boolean, first: boolean): string => {
    const v = value as unknown as Record<string, unknown>;
    const extra = extrasOf(v);
    let out = "";
    let comma = first ? "" : ",";
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      const raw = v[name];
      if (raw === undefined || !Object.prototype.hasOwnProperty.call(v, name) || extra?.has(name)) continue;
      const text = raw === null && specs[i]!.mode === "patch" ? "null" : writeWith(deref(specs[i]!.codec), raw);
      out += comma + heads[i] + text;
      comma = ",";
    }
    if (!extras) return out;
    for (const k of others(v, skip, extra) ?? []) {
      out += `${comma}${JSON.stringify(k)}:${writeJson(json(v[k], key("$", k)))}`;
      comma = ",";
    }
    return out;
  };
  return Object.assign(
    codec<T>(typeName, {
      decode(v, path) {
        if (!isObject(v)) fail(path, `expected a ${typeName} object, got ${describe(v)}`);
        enter(path);
        const out: Record<string, unknown> = {};
        decodeInto(v, path, out, [], true);
        depth--;
        return out as T;
      },
      encode(value) {
        const out: Record<string, unknown> = {};
        const keys: string[] = [];
        encodeInto(value, out, keys, [], true);
        return ordered(out, keys) as JsonValue;
      },
      write: (value) => `{${writeFields(value, [], true, true)}}`,
    }),
    { decodeInto, encodeInto, writeFields, fieldNames: names },
  );
}

/** Each tag's payload codec, or null for a variant with no fields. */
export type Variants = { readonly [tag: string]: (() => ObjectCodec<unknown>) | null };

/** The codec of a tagged union, with the tags it knows. */
export interface UnionCodec<T> extends Codec<T> {
  readonly tagField: string;
  /** The tags this version knows. */
  readonly tags: readonly string[];
}

/**
 * An internally tagged union. A known tag decodes with its payload's codec,
 * and a payload that does not match is an error. An unknown tag is an error
 * in a closed union, and becomes `{ $other: payload }` in an open one.
 */
/** A tagged union: its qualified name, tag field, variants, and whether unknown tags are kept. */
export interface UnionSpec extends ObjectOptions {
  readonly typeName: string;
  readonly tagField: string;
  readonly variants: Variants;
  /** The unstable feature of each variant that has one. */
  readonly unstable?: { readonly [tag: string]: string };
  /** Fields every variant carries beside its tag (written after the tag, before the payload's fields). */
  readonly fields?: { readonly [wire: string]: FieldSpec };
}

/** Builds the codec of a tagged union: each variant's payload read by its tag. */
export function taggedUnion<T>(spec: UnionSpec): UnionCodec<T> & Inner<T> {
  const { typeName, tagField, variants } = spec;
  const options: ObjectOptions = spec;
  const tags = Object.keys(variants);
  const shared = object<Record<string, unknown>>({ typeName, fields: spec.fields ?? {}, open: true });
  const skip = [tagField, ...Object.keys(spec.fields ?? {})];
  const tagHead = `{${JSON.stringify(tagField)}:`;
  // A variant with no fields is an empty object: like every spec object, it keeps unknown fields.
  const unitFields = object<Record<string, never>>({ typeName, fields: {}, open: true });
  const payload = (tag: string): ObjectCodec<unknown> => variants[tag]?.() ?? (unitFields as ObjectCodec<unknown>);
  // A payload that declares the tag or a shared field sets that key again, in its first place: such a variant's
  // text is written by way of `encode`, which keeps that order (the other variants' text is written straight).
  const straight = new Map<ObjectCodec<unknown>, boolean>();
  const writesStraight = (p: ObjectCodec<unknown>): boolean => {
    let ok = straight.get(p);
    if (ok === undefined) {
      ok = !shared.fieldNames.includes(tagField) && !p.fieldNames.some((n) => skip.includes(n));
      straight.set(p, ok);
    }
    return ok;
  };
  function encode(value: T): JsonValue {
    const v = value as unknown as Record<string, unknown>;
    if (!has(v, tagField) && isObject(v["$other"])) return json(v["$other"], "$");
    const tag = v[tagField] as string;
    const out: Record<string, unknown> = {};
    const keys = [tagField];
    setKey(out, tagField, tag);
    shared.encodeInto(v, out, keys, [], false);
    payload(tag).encodeInto(v, out, keys, skip, true);
    return ordered(out, keys) as JsonValue;
  }
  return Object.assign(
    codec<T>(typeName, {
      decode(v, path) {
        if (!isObject(v)) fail(path, `expected a ${typeName} object, got ${describe(v)}`);
        enter(path);
        const tp = key(path, tagField);
        if (readingLeniently && repeatedIn(v)?.includes(tagField)) fail(path, duplicateProblem(tagField));
        if (!has(v, tagField)) fail(tp, `the tag field '${tagField}' is missing`);
        const tag = v[tagField];
        if (typeof tag !== "string") fail(tp, `the tag must be a string, got ${describe(tag)}`);
        // A variant of a feature that is off is an unknown variant here.
        if (!Object.prototype.hasOwnProperty.call(variants, tag) || !on(featureIn(spec.unstable, tag))) {
          if (!options.open) {
            checkText(tag, tp);
            fail(
              tp,
              `unknown ${typeName} tag ${JSON.stringify(tag)} (expected one of ${tags
                .filter((x) => on(featureIn(spec.unstable, x)))
                .map((x) => JSON.stringify(x))
                .join(", ")})`,
            );
          }
          // An unknown variant still carries the fields every variant shares: they are
          // checked as declared, and the object is kept whole as received.
          const sharedOut: Record<string, unknown> = {};
          const before = lenientRun?.dropped.length ?? 0;
          if (shared.fieldNames.length) shared.decodeInto(v, path, sharedOut, [], false);
          // The object is copied as the document's own value: its depth counts from here, not once more.
          depth--;
          const kept = json(v, path) as Record<string, unknown>;
          // Read leniently, what was dropped from a shared field is gone from the kept object too.
          const drops = lenientRun?.dropped.slice(before) ?? [];
          if (drops.length) {
            const written: Record<string, unknown> = {};
            shared.encodeInto(sharedOut, written, [], [], false);
            for (const f of shared.fieldNames) {
              const at = key(path, f);
              if (!drops.some((d) => d.path === at || d.path.startsWith(`${at}.`) || d.path.startsWith(`${at}[`)))
                continue;
              if (has(written, f)) setKey(kept, f, written[f]);
              else delete kept[f];
            }
          }
          return { $other: kept } as T;
        }
        const out: Record<string, unknown> = {};
        setKey(out, tagField, tag);
        shared.decodeInto(v, path, out, [], false);
        payload(tag).decodeInto(v, path, out, skip, true);
        depth--;
        return out as T;
      },
      encode,
      write(value) {
        const v = value as unknown as Record<string, unknown>;
        if (!has(v, tagField) && isObject(v["$other"])) return writeJson(json(v["$other"], "$"));
        const tag = v[tagField] as string;
        const p = payload(tag);
        if (!writesStraight(p)) return writeJson(encode(value));
        return `${tagHead}${writeAny(tag)}${shared.writeFields(v, [], false, false)}${p.writeFields(v, skip, true, false)}}`;
      },
    }),
    { tagField, tags },
  );
}

/** A union without a tag: the first member that parses wins. */
/** An untagged union: its qualified name, and its members in the order they are tried. */
export interface UntaggedSpec {
  readonly typeName: string;
  readonly members: readonly (() => Inner<unknown>)[];
}

/** Builds the codec of an untagged union: its members tried in order, the first that reads the value wins. */
export function untagged<T>(spec: UntaggedSpec): Codec<T> & Inner<T> {
  const { typeName, members } = spec;
  return codec<T>(typeName, {
    decode(v, path) {
      const problems: string[] = [];
      const at = depth;
      // Read leniently, the members that refused a repeated name (a field named twice, here or deeper).
      let refused: [() => Inner<unknown>, Failure][] | undefined;
      for (const m of members) {
        let out: T;
        try {
          out = m().decode(v, path) as T;
        } catch (e) {
          if (!(e instanceof Failure) || e.fatal) throw e;
          depth = at;
          problems.push(`at ${e.path}: ${e.problem}`);
          if (readingLeniently && !ignoringRepeats && e.problem.startsWith(DUPLICATE_PREFIX))
            (refused ??= []).push([m, e]);
          continue;
        }
        if (refused !== undefined) standsRefused(refused, v, path, at);
        return out;
      }
      return fail(path, `matches no member of ${typeName} (${problems.join("; ")})`);
    },
    encode(value) {
      const was = encodingAny;
      encodingAny = true;
      try {
        return encodeMember(value, false) as JsonValue;
      } finally {
        encodingAny = was;
      }
    },
    write(value) {
      const was = encodingAny;
      encodingAny = true;
      try {
        return encodeMember(value, true) as string;
      } finally {
        encodingAny = was;
      }
    },
  });
  /** The value's JSON, or (`text`) its compact JSON text. */
  function encodeMember(value: unknown, text: boolean): JsonValue | string {
    // Encode (or write) with the first member that accepts the value's own JSON form.
    const at = depth;
    for (const m of members) {
      try {
        const c = m();
        const decoded = c.decode(value, "$");
        return text ? writeWith(c, decoded) : c.encode(decoded);
      } catch (e) {
        if (!(e instanceof Failure)) throw e;
        depth = at;
      }
    }
    // A value whose decoded form is not its JSON form (an open union's unknown variant,
    // `{ $other }`): the first member that encodes it to JSON it also reads back.
    for (const m of members) {
      try {
        const c = m();
        const out = c.encode(value);
        c.decode(out, "$");
        return text ? writeJson(out) : out;
      } catch (e) {
        if (!(e instanceof Failure)) throw e;
        depth = at;
      }
    }
    const out = json(value, "$");
    return text ? writeJson(out) : out;
  }
}

/** Looks up a codec by qualified type name (`v2.Type`). */
export type CodecTable = { readonly [name: string]: Codec<unknown> };
