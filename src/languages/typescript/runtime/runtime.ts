/**
 * The runtime behind the generated codecs: small combinators that parse JSON
 * into typed values and serialize them back. It depends on nothing.
 *
 * Parsing rejects what the spec forbids with a DecodeError that names the JSON
 * path. It keeps unknown object fields and unknown variants of open unions,
 * and it keeps an absent key apart from `null`. Whatever the input, it does
 * not overflow the stack: a document nested deeper than 128 arrays and objects
 * is rejected, as is a string or key with a lone surrogate. Serializing gives back the
 * same JSON, in a canonical order: known fields in spec order, then other keys
 * sorted.
 */

/**
 * Any JSON value. A number is a double, except an integer written beyond
 * ±(2^53 − 1), which `readJson` and `fromJson` keep exactly as a `bigint`.
 */
export type JsonValue = null | boolean | number | bigint | string | JsonValue[] | { [key: string]: JsonValue };

/** Any JSON object. */
export type JsonObject = { [key: string]: JsonValue };

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

/** Why a parse failed, and where: `path` is a JSON path such as `$.update.content[0]`. */
export class DecodeError extends Error {
  override readonly name = "DecodeError";
  readonly typeName: string;
  readonly path: string;
  readonly problem: string;

  constructor(typeName: string, path: string, problem: string) {
    super(`${typeName}: at ${path}: ${problem}`);
    this.typeName = typeName;
    this.path = path;
    this.problem = problem;
  }
}

/** What `safeParse` gives: the value, or the located error. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: DecodeError };

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

/** Orders keys by Unicode code point, as Rust (UTF-8 bytes) and Python (str) do; JavaScript's default sort uses UTF-16 units. */
function byCodePoint(a: string, b: string): number {
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(j)!;
    if (x !== y) return x - y;
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
  return a.length - b.length;
}

/** The features a parse switches on when its options name none: the package's configured defaults. */
let defaults: readonly string[] = [];

/** Sets the features every parse switches on unless its options say otherwise (the generated package calls it). */
export function setDefaultUnstable(features: readonly string[]): void {
  defaults = [...features];
  defaultSet = new Set(defaults);
}

/** `defaults` as a set: what a parse switches on when its options name no features. */
let defaultSet: ReadonlySet<string> = new Set();

/** Is this feature switched on for the parse in progress? A construct with no feature always is. */
function on(feature: string | undefined): boolean {
  return feature === undefined || encodingAny || active.has(feature);
}

/**
 * Set while an untagged union picks the member that writes a value: what was read is
 * written, whatever features are on and whatever lenient mode let through (bounds, counts).
 */
let encodingAny = false;

/** The feature a map gives a field or tag, reading own keys only (so that a tag like "constructor" is data). */
function featureIn(map: { readonly [key: string]: string } | undefined, k: string): string | undefined {
  return map !== undefined && Object.prototype.hasOwnProperty.call(map, k) ? map[k] : undefined;
}

/** Marks a whole type as part of an unstable feature: parsing it needs the feature switched on. */
export function gate(c: Codec<unknown>, feature: string): void {
  (c as { feature?: string }).feature = feature;
}

class Failure {
  readonly path: string;
  readonly problem: string;
  /** A fault of the whole document (too deep, a lone surrogate): no untagged member or lenient drop can mend it. */
  readonly fatal: boolean;
  /** In a lenient parse: where the drop that mends this failure is (its path as errors write it), once looked for. */
  drop: { readonly text: string; readonly action: DropAt["action"] } | null | undefined = undefined;

  constructor(path: string, problem: string, fatal: boolean) {
    this.path = path;
    this.problem = problem;
    this.fatal = fatal;
  }
}

function fail(path: string, problem: string): never {
  throw new Failure(path, problem, false);
}

/** The most arrays and objects a document may nest; the outermost container is at depth 1. */
const MAX_DEPTH = 128;
const TOO_DEEP = `nested deeper than ${MAX_DEPTH} arrays and objects`;
const LONE_SURROGATE = "a lone surrogate in a string";

/**
 * How many arrays and objects hold the value being decoded (parsing is
 * synchronous, so one parse at a time). A codec that steps into a container
 * calls `enter` and, once done, counts down again; on a failure the parse in
 * progress is abandoned and `decodeAt` puts the count back.
 */
let depth = 0;

function enter(path: string): void {
  if (++depth > MAX_DEPTH) throw new Failure(path, TOO_DEEP, true);
}

/** Whether a string holds no unpaired UTF-16 surrogate (`String.prototype.isWellFormed` where the engine has it). */
const wellFormed: (s: string) => boolean =
  typeof (String.prototype as { isWellFormed?: unknown }).isWellFormed === "function"
    ? (s) => (s as unknown as { isWellFormed(): boolean }).isWellFormed()
    : (s) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);

/** Fails unless the string is well formed; `path` is the string's (for an object key, the object's). */
function checkText(s: string, path: string): void {
  if (!wellFormed(s)) throw new Failure(path, LONE_SURROGATE, true);
}

/**
 * The first fault of the whole document, in document order, as a reader of
 * its text meets it: a container at depth 129, a lone surrogate (in a key:
 * at the object's path), or a number that is not finite. Null when there is none. A failed parse reports this
 * fault, if any, in place of its own, so that every language names the same
 * one; it runs only once a parse has failed, so a valid document never pays
 * for it.
 */
function firstFault(root: unknown, rootPath: string): Failure | null {
  // Values still to visit, the next one last; a key to check has depth -1 and its object's path.
  const stack: [value: unknown, path: string, depth: number][] = [[root, rootPath, 0]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [v, path, d] = top;
    if (typeof v === "string") {
      if (!wellFormed(v)) return new Failure(path, LONE_SURROGATE, true);
      continue;
    }
    if (typeof v === "number") {
      if (!Number.isFinite(v)) return new Failure(path, `expected a JSON number, got ${describe(v)}`, false);
      continue;
    }
    if (typeof v !== "object" || v === null) continue;
    if (d + 1 > MAX_DEPTH) return new Failure(path, TOO_DEEP, true);
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], key(path, i), d + 1]);
      continue;
    }
    const keys = Object.keys(v);
    for (let i = keys.length - 1; i >= 0; i--) {
      const k = keys[i]!;
      const x = (v as Record<string, unknown>)[k];
      if (x === undefined) continue;
      stack.push([x, key(path, k), d + 1]);
      if (!wellFormed(k)) stack.push([k, path, -1]);
    }
  }
  return null;
}

type Inner<T> = CodecCore<T>;

/** A value's compact JSON text, written by its codec (straight from the value, or by way of `encode`). */
function writeWith<T>(c: Inner<T>, value: T): string {
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

function codec<T>(typeName: string, inner: Inner<T>): Codec<T> & Inner<T> {
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

function deref<T>(r: Ref<T>): Inner<T> {
  return typeof r === "function" ? r() : r;
}

function describe(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "object") return "an object";
  if (v === undefined) return "undefined";
  if (typeof v === "bigint") return `integer ${String(v).slice(0, 40)}`;
  // JSON.stringify writes Infinity and NaN as null.
  if (typeof v === "number" && !Number.isFinite(v)) return `number ${String(v)}`;
  return `${typeof v} ${String(JSON.stringify(v)).slice(0, 40)}`;
}

function key(path: string, k: string | number): string {
  if (typeof k === "number") return `${path}[${k}]`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? `${path}.${k}` : `${path}[${JSON.stringify(k)}]`;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function has(o: object, k: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, k) && (o as Record<string, unknown>)[k] !== undefined;
}

/**
 * The order in which `serialize` wrote an object's keys. JavaScript objects
 * list integer-like keys ("1") first whatever the insertion order, so the order
 * is kept beside the object, where `writeJson` reads it. (`toJson` needs none:
 * it writes the text straight from the value, each codec in its own order.)
 */
const ORDER: unique symbol = Symbol("acp.keyOrder");

type Ordered = Record<string, unknown> & { [ORDER]?: string[] };

/** Sets an own property, even one named `__proto__`, and records the order keys were set in. */
function put(o: Record<string, unknown>, k: string, v: unknown): void {
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

/**
 * Compact JSON text, canonical: an object's keys in the order `serialize`
 * wrote them (known fields in spec order, then other keys by code point), or by
 * code point for any other object (a parsed value is written in canonical
 * order by its codec's `toJson`); numbers as ECMAScript spells them
 * (RFC 8785); strings as JSON.stringify escapes them. It keeps the containers
 * it is inside on its own stack, so any depth of nesting writes.
 */
export function writeJson(v: unknown): string {
  let out = "";
  // The open containers, innermost last: what each holds (an object's keys with their values), and how far it is written.
  const open: { readonly items: readonly unknown[]; readonly keys: readonly string[] | null; at: number }[] = [];
  let x = v;
  for (;;) {
    if (typeof x !== "object" || x === null) out += scalarJson(x);
    else if (Array.isArray(x)) {
      if (x.length === 0) out += "[]";
      else {
        out += "[";
        open.push({ items: x, keys: null, at: 0 });
        x = x[0];
        continue;
      }
    } else {
      const keys = keysToWrite(x as Ordered);
      if (keys.length === 0) out += "{}";
      else {
        const items = keys.map((k) => (x as Ordered)[k]);
        out += `{${JSON.stringify(keys[0])}:`;
        open.push({ items, keys, at: 0 });
        x = items[0];
        continue;
      }
    }
    // A value is written: the next one of its container, or the container's end (and so on outwards).
    for (;;) {
      const top = open[open.length - 1];
      if (top === undefined) return out;
      if (++top.at < top.items.length) {
        out += top.keys === null ? "," : `,${JSON.stringify(top.keys[top.at])}:`;
        x = top.items[top.at];
        break;
      }
      out += top.keys === null ? "]" : "}";
      open.pop();
    }
  }
}

/** The text of a value a codec passes through as it is (`writeJson` of it, quicker for a string). */
function writeAny(v: unknown): string {
  return typeof v === "string" ? JSON.stringify(v) : writeJson(v);
}

function scalarJson(v: unknown): string {
  if (v === null) return "null";
  switch (typeof v) {
    case "boolean":
      return v ? "true" : "false";
    case "number":
      if (!Number.isFinite(v)) throw new TypeError(`${v} is not a JSON number`);
      return JSON.stringify(v);
    case "bigint":
      return String(v);
    case "string":
      return JSON.stringify(v);
    default:
      throw new TypeError(`a ${typeof v} is not JSON`);
  }
}

/** The keys `writeJson` writes, in order: those a codec set, in its order, then any others by code point; never one whose value is undefined. */
function keysToWrite(o: Ordered): string[] {
  const order = o[ORDER];
  const own = Object.keys(o);
  let keys: string[];
  if (order === undefined) keys = own.sort(byCodePoint);
  else if (own.length === order.length && own.every((k, i) => k === order[i])) keys = own;
  else {
    // Keys no codec wrote (set on the object afterwards) follow, by code point.
    const set = new Set(order);
    keys = [...order, ...own.filter((k) => !set.has(k)).sort(byCodePoint)];
  }
  return keys.some((k) => o[k] === undefined) ? keys.filter((k) => o[k] !== undefined) : keys;
}

/** The most digits an integer may have: Python's limit on reading one, which every binding keeps. */
const MAX_INTEGER_DIGITS = 4300;

/** Whether an integer's decimal text (a sign allowed) has more digits than every binding takes. */
const tooManyDigits = (text: string): boolean => text.replace("-", "").length > MAX_INTEGER_DIGITS;

/** An exact integer of free-form JSON: a `bigint` only beyond ±(2^53 − 1), so that equal values are equal. */
function exactInteger(v: bigint, path: string): number | bigint {
  if (tooManyDigits(String(v))) fail(path, `an integer of more than ${MAX_INTEGER_DIGITS} digits`);
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : v;
}

/**
 * JSON text that names a member of one object twice (I-JSON, RFC 7493, asks
 * for unique names; names are compared after unescaping): `path` is the JSON
 * path of the object, `member` the repeated name, the first repeat in document order.
 */
export class DuplicateMemberError extends SyntaxError {
  readonly path: string;
  readonly member: string;

  constructor(path: string, member: string) {
    super(`at ${path}: ${duplicateProblem(member)}`);
    this.path = path;
    this.member = member;
  }
}

/** The problem a repeated member name is reported with, in every binding: `duplicate member "a"`. */
const DUPLICATE_PREFIX = "duplicate member ";
const duplicateProblem = (member: string): string => `${DUPLICATE_PREFIX}${JSON.stringify(member)}`;

/** How `readJson` meets an object that names a member twice. */
export interface ReadOptions {
  /**
   * `reject` (the default): a `DuplicateMemberError` (a SyntaxError) names the first. `last`: the last value
   * is kept, in the first one's place, as JSON.parse does (the lenient entry points read this way and let each
   * codec judge: a repeated field of a spec object is still an error there, a repeated free-form key is not).
   */
  readonly duplicates?: "reject" | "last";
  /**
   * Read with the exact reader even where JSON.parse would give the same value (JSON.parse is faster): a
   * test's way to read text both ways. The value and the verdict are the same; the wording of the
   * SyntaxError for text that is not JSON is not.
   */
  readonly exact?: boolean;
}

/**
 * Parses JSON text as JSON.parse does, except for integers and repeated names.
 * An integer written beyond ±(2^53 − 1), which a double cannot hold, comes back
 * as an exact `bigint`, and one of more than 4300 digits is a SyntaxError;
 * every other number is a double. An object that names a member twice is a
 * `DuplicateMemberError` unless `options.duplicates` is `last`. Any depth of
 * nesting reads (a codec judges depth), in time linear in the text.
 */
export function readJson(text: string, options?: ReadOptions): JsonValue {
  // An integer that needs a bigint has at least 16 digits. Without such a run, JSON.parse reads the same values,
  // but it keeps the last of a repeated name without a word: the members it kept are counted against the
  // member separators of the text, and only text whose counts differ is read again by the exact reader.
  if (options?.exact !== true && !/\d{16}/.test(text)) {
    const value = JSON.parse(text) as JsonValue;
    if (membersOf(value) === separatorsOf(text)) return value;
  }
  return new JsonReader(text, options?.duplicates === "last").document();
}

/** JSON text read for a parse of `typeName`: text that is not JSON is a DecodeError at `$`, a repeated name one at its object. */
function readText(typeName: string, text: string, duplicates: "reject" | "last"): JsonValue {
  try {
    return readJson(text, { duplicates });
  } catch (e) {
    if (e instanceof DuplicateMemberError) throw new DecodeError(typeName, e.path, duplicateProblem(e.member));
    if (e instanceof SyntaxError) throw new DecodeError(typeName, "$", e.message);
    throw e;
  }
}

/** How many members the objects of a parsed value hold in all (an explicit stack: any depth). */
function membersOf(root: JsonValue): number {
  if (typeof root !== "object" || root === null) return 0;
  let count = 0;
  const stack: JsonValue[] = [root];
  while (stack.length !== 0) {
    const v = stack.pop()!;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const x = v[i]!;
        if (typeof x === "object" && x !== null) stack.push(x);
      }
    } else {
      const o = v as JsonObject;
      const keys = Object.keys(o);
      count += keys.length;
      for (let i = 0; i < keys.length; i++) {
        const x = o[keys[i]!]!;
        if (typeof x === "object" && x !== null) stack.push(x);
      }
    }
  }
  return count;
}

/**
 * How many name separators (`:` outside strings) JSON text has: in text JSON.parse read, one per member
 * written. Native `indexOf` does the scanning: from quote to quote, counting colons between strings.
 */
function separatorsOf(text: string): number {
  let count = 0;
  let at = 0;
  for (;;) {
    const quote = text.indexOf('"', at);
    const end = quote < 0 ? text.length : quote;
    for (let c = text.indexOf(":", at); c >= 0 && c < end; c = text.indexOf(":", c + 1)) count++;
    if (quote < 0) return count;
    // The closing quote: the next one not escaped (preceded by an even run of backslashes).
    let close = quote;
    for (;;) {
      close = text.indexOf('"', close + 1);
      let slashes = 0;
      while (text.charCodeAt(close - 1 - slashes) === 0x5c) slashes++;
      if (slashes % 2 === 0) break;
    }
    at = close + 1;
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const SPACE = /[ \t\n\r]*/y;
const WORDS: readonly (readonly [string, JsonValue])[] = [
  ["true", true],
  ["false", false],
  ["null", null],
];

/**
 * The JSON reader behind `readJson` for text that may hold wide integers. It
 * keeps the containers it is inside on its own stack rather than the call
 * stack, so no nesting overflows it, and scans strings a character at a time.
 */
class JsonReader {
  private at = 0;
  private readonly text: string;
  /** Keep the last of a repeated name (marking the object, see `REPEATED`) rather than reject it. */
  private readonly keepLast: boolean;
  /** The open containers, outermost first; for an object, the key its next value goes under. */
  private readonly open: (JsonValue[] | JsonObject)[] = [];
  private readonly keys: string[] = [];

  constructor(text: string, keepLast: boolean) {
    this.text = text;
    this.keepLast = keepLast;
  }

  private error(what: string): never {
    throw new SyntaxError(`${what} at position ${this.at} of the JSON text`);
  }

  private space(): void {
    SPACE.lastIndex = this.at;
    SPACE.exec(this.text);
    this.at = SPACE.lastIndex;
  }

  /** Skips space and the expected character. */
  private expect(c: string): void {
    this.space();
    if (this.text[this.at] !== c) this.error(`expected '${c}'`);
    this.at++;
  }

  /** The whole text as one JSON value. */
  document(): JsonValue {
    const { open, keys } = this;
    for (;;) {
      this.space();
      const c = this.text[this.at];
      let value: JsonValue;
      if (c === "{" || c === "[") {
        this.at++;
        this.space();
        if (this.text[this.at] === (c === "{" ? "}" : "]")) {
          this.at++;
          value = c === "{" ? {} : [];
        } else {
          open.push(c === "{" ? {} : []);
          keys.push("");
          if (c === "{") keys[open.length - 1] = this.key();
          continue;
        }
      } else value = this.scalar();
      // A value is complete: it goes into the innermost container, which may then be complete in turn.
      for (;;) {
        const top = open.length - 1;
        if (top < 0) {
          this.space();
          if (this.at < this.text.length) this.error("unexpected text after the JSON value");
          return value;
        }
        const holder = open[top]!;
        const list = Array.isArray(holder);
        if (list) holder.push(value);
        else setMember(holder, keys[top]!, value);
        this.space();
        const next = this.text[this.at];
        if (next === ",") {
          this.at++;
          if (!list) keys[top] = this.key();
          break;
        }
        if (next !== (list ? "]" : "}")) this.error(list ? "expected ',' or ']'" : "expected ',' or '}'");
        this.at++;
        open.pop();
        keys.pop();
        value = holder;
      }
    }
  }

  /** A key of the innermost open object, and the colon after it; a name the object has already is repeated. */
  private key(): string {
    this.space();
    if (this.text[this.at] !== '"') this.error("expected a key");
    const k = this.string();
    const holder = this.open[this.open.length - 1] as JsonObject;
    if (Object.prototype.hasOwnProperty.call(holder, k)) {
      if (!this.keepLast) throw new DuplicateMemberError(this.path(), k);
      const marked = (holder as Repeated)[REPEATED];
      if (marked) marked.push(k);
      else Object.defineProperty(holder, REPEATED, { value: [k], enumerable: false });
    }
    this.expect(":");
    return k;
  }

  /** The JSON path of the innermost open container. */
  private path(): string {
    let path = "$";
    for (let i = 0; i + 1 < this.open.length; i++) {
      const holder = this.open[i]!;
      path = key(path, Array.isArray(holder) ? holder.length : this.keys[i]!);
    }
    return path;
  }

  private scalar(): JsonValue {
    if (this.text[this.at] === '"') return this.string();
    for (const [word, v] of WORDS) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return v;
      }
    }
    NUMBER.lastIndex = this.at;
    const m = NUMBER.exec(this.text);
    if (m === null) this.error("expected a JSON value");
    this.at = NUMBER.lastIndex;
    const t = m[0];
    if (m[1] !== undefined || m[2] !== undefined) return Number(t);
    if (tooManyDigits(t)) this.error(`an integer of more than ${MAX_INTEGER_DIGITS} digits`);
    const n = Number(t);
    return Number.isSafeInteger(n) ? n : BigInt(t);
  }

  /** A string at the reader's position (its opening quote). */
  private string(): string {
    const text = this.text;
    const start = this.at + 1;
    let escaped = false;
    let i = start;
    for (;;) {
      if (i >= text.length) this.error("an unterminated string");
      const c = text.charCodeAt(i);
      if (c === 0x22) break;
      if (c < 0x20) {
        this.at = i;
        this.error("a control character in a string");
      }
      if (c === 0x5c) {
        escaped = true;
        i += 2;
      } else i++;
    }
    this.at = i + 1;
    if (!escaped) return text.slice(start, i);
    // JSON.parse reads the escapes, and refuses a malformed one.
    try {
      return JSON.parse(text.slice(start - 1, i + 1)) as string;
    } catch {
      this.at = start - 1;
      return this.error("a malformed escape in a string");
    }
  }
}

/**
 * The names an object read with `duplicates: "last"` repeated, in document order (a hidden property of the
 * object): a spec object's codec refuses a repeated field or tag, as upstream's crate does.
 */
const REPEATED: unique symbol = Symbol("acp.repeatedNames");

type Repeated = { [REPEATED]?: string[] };

/** The names `v` repeated in its text, if it was read with `duplicates: "last"` and repeated any. */
function repeatedIn(v: object): readonly string[] | undefined {
  return ignoringRepeats ? undefined : (v as Repeated)[REPEATED];
}

/** Set while an untagged union reads an object again with each repeated name's last value (see `untagged`). */
let ignoringRepeats = false;

/** Sets an object member as JSON.parse does: a later duplicate replaces the value in place; `__proto__` is an own key. */
function setMember(o: JsonObject, k: string, v: JsonValue): void {
  if (k === "__proto__")
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

/**
 * Checks that a value is JSON and copies it, with object keys sorted. Its
 * containers count toward the depth of the document being decoded.
 */
function json(v: unknown, path: string): JsonValue {
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

const prim = <T,>(typeName: string, ok: (v: unknown) => boolean, what: string): Codec<T> & Inner<T> =>
  codec<T>(typeName, {
    decode(v, path) {
      if (!ok(v)) fail(path, `expected ${what}, got ${describe(v)}`);
      return v as T;
    },
    encode: (v) => v as JsonValue,
    write: writeAny,
  });

/** A string codec: any well-formed string (no lone surrogate). */
const text = <T extends string>(typeName: string, what: string): Codec<T> & Inner<T> =>
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

/** Set while `parseLenient` reads: bounds that upstream's crate does not check are not checked. */
let readingLeniently = false;

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
export const required = <T,>(c: Ref<T>, onNull?: "list" | "map"): FieldSpec<T> => ({
  mode: "required",
  codec: c,
  ...(onNull && { onNull }),
});
/** A field the object may leave out. */
export const optional = <T,>(c: Ref<T>, onNull?: "list" | "map"): FieldSpec<T> => ({
  mode: "optional",
  codec: c,
  ...(onNull && { onNull }),
});
/** A three-state patch field: absent leaves it unchanged, `null` clears it, a value replaces it. */
export const patch = <T,>(c: Ref<T>): FieldSpec<T> => ({ mode: "patch", codec: c });

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

// ---------------------------------------------------------------------------
// JSON-RPC messages: unions keyed by `method`, and the envelope around them.

/**
 * A message whose method this version does not know (or whose unstable
 * feature is off), kept as received. Its `method` reads as undefined so that
 * checks of the method narrow to known ones; the name and params are in `$other`.
 */
export type OtherMessage = {
  readonly method?: undefined;
  readonly $other: { readonly method: string; readonly params?: JsonValue };
};

/** The JSON-RPC version member every envelope carries. */
const JSONRPC = "2.0";

/** A union of messages keyed by `method`: each known method's params codec, and its unstable feature. */
export interface MessageSpec {
  readonly typeName: string;
  readonly methods: { readonly [method: string]: () => Inner<unknown> };
  readonly unstable?: { readonly [method: string]: string };
  /** A method whose name starts with this is an extension: typed dispatch keeps it, with any params. */
  readonly extensionPrefix?: string;
}

/**
 * Why typed dispatch could not read a message: its method is not one the group knows with the
 * features switched on (`unknown-method`), or its payload does not match the method's type
 * (`invalid-payload`, with the located error of that type as `cause`).
 */
export class MethodDispatchError extends Error {
  override readonly name = "MethodDispatchError";
  readonly kind: "unknown-method" | "invalid-payload";
  readonly method: string;
  override readonly cause: DecodeError | undefined;

  constructor(typeName: string, method: string, cause?: DecodeError) {
    super(
      cause === undefined
        ? `${typeName}: unknown method ${JSON.stringify(method)}`
        : `${typeName}: invalid payload for method ${JSON.stringify(method)}: at ${cause.path}: ${cause.problem}`,
    );
    this.kind = cause === undefined ? "unknown-method" : "invalid-payload";
    this.method = method;
    this.cause = cause;
  }
}

/** The features switched on by parse options (the package's defaults when they name none). */
function featuresOf(options: ParseOptions | undefined): ReadonlySet<string> {
  return options?.unstable === undefined ? defaultSet : new Set(options.unstable);
}

/** Whether a method is one of a dispatch table's, with its feature on, or an extension. */
function supports(
  table: { readonly [method: string]: unknown },
  unstable: { readonly [method: string]: string } | undefined,
  prefix: string | undefined,
  method: string,
  options: ParseOptions | undefined,
): boolean {
  if (Object.prototype.hasOwnProperty.call(table, method)) {
    const feature = featureIn(unstable, method);
    return feature === undefined || featuresOf(options).has(feature);
  }
  return prefix !== undefined && method.startsWith(prefix);
}

/** Reads a payload as a method's type (a DecodeError of that type), or as any JSON for an extension. */
function payloadOf(
  typeName: string,
  table: { readonly [method: string]: () => Inner<unknown> },
  method: string,
  payload: unknown,
  options: ParseOptions | undefined,
): { known: true; value: unknown } | { known: false; value: JsonValue } {
  try {
    if (Object.prototype.hasOwnProperty.call(table, method)) {
      return { known: true, value: (table[method]!() as Codec<unknown>).parse(payload, options ?? {}) };
    }
    return { known: false, value: toJsonValue(payload) };
  } catch (e) {
    if (e instanceof DecodeError) throw new MethodDispatchError(typeName, method, e);
    throw e;
  }
}

/** Any JSON value, checked (what an extension carries). */
function toJsonValue(payload: unknown): JsonValue {
  try {
    return json(payload, "$");
  } catch (e) {
    if (e instanceof Failure) throw new DecodeError("JSON", e.path, e.problem);
    throw e;
  }
}

/** The codec of the messages of one side, keyed by method. */
export interface MessageCodec<T> extends Codec<T> {
  /** The methods this version knows. */
  readonly methodNames: readonly string[];
  /**
   * Whether typed dispatch reads this method: one of the group's, with its unstable feature switched on, or an
   * extension (a name with the extension prefix). It does not look at what a peer advertised.
   */
  supportsMethod(method: string, options?: ParseOptions): boolean;
  /**
   * The typed message of a method and its params, selected by the method name (never by the shape of the params).
   * Throws a `MethodDispatchError`: `unknown-method` for a method `supportsMethod` refuses, `invalid-payload`
   * for params that do not match the method's type. An extension keeps its params as JSON (`$other`).
   */
  fromMethodAndParams(method: string, params: unknown, options?: ParseOptions): T;
  /** @internal Decodes the method and params members of an envelope object. */
  decodeMembers(v: Record<string, unknown>, path: string): T;
  /** @internal Writes the method and params members. */
  encodeMembers(value: T, out: Record<string, unknown>): void;
  /**
   * @internal The method and params members as JSON text (`"method":…,"params":…`),
   * or null for a message whose text comes by way of `encodeMembers`.
   */
  writeMembers(value: T): string | null;
}

/**
 * `{ "method", "params" }` keyed by method. A known method's params must match
 * its type; an unknown method is kept as `{ $other }`. Extra members are the
 * envelope's business (see `request` and `notification`).
 */
export function messages<T>(spec: MessageSpec): MessageCodec<T> & Inner<T> {
  const { typeName, methods } = spec;
  const known = (m: string): boolean =>
    Object.prototype.hasOwnProperty.call(methods, m) && on(featureIn(spec.unstable, m));
  const decodeMembers = (v: Record<string, unknown>, path: string): T => {
    const mp = key(path, "method");
    if (!has(v, "method")) fail(mp, "the member 'method' is missing");
    const method = v["method"];
    if (typeof method !== "string") fail(mp, `the method must be a string, got ${describe(method)}`);
    if (!known(method)) {
      checkText(method, mp);
      const other: Record<string, unknown> = { method };
      if (has(v, "params")) other["params"] = json(v["params"], key(path, "params"));
      return { $other: other } as T;
    }
    if (!has(v, "params")) fail(key(path, "params"), `the params of '${method}' are missing`);
    const out: Record<string, unknown> = { method };
    out["params"] = methods[method]!().decode(v["params"], key(path, "params"));
    return out as T;
  };
  const encodeMembers = (value: T, out: Record<string, unknown>): void => {
    const v = value as unknown as Record<string, unknown>;
    if (!has(v, "method") && isObject(v["$other"])) {
      const other = v["$other"];
      put(out, "method", other["method"]);
      if (has(other, "params")) put(out, "params", json(other["params"], "$"));
      return;
    }
    const method = v["method"] as string;
    put(out, "method", method);
    put(out, "params", methods[method]!().encode(v["params"]));
  };
  const writeMembers = (value: T): string | null => {
    const v = value as unknown as Record<string, unknown>;
    // An unknown message, or a member left undefined: rare, and written as `encodeMembers` has it.
    if (!has(v, "method") || v["params"] === undefined) return null;
    const method = v["method"] as string;
    return `"method":${writeAny(method)},"params":${writeWith(methods[method]!(), v["params"])}`;
  };
  const self = codec<T>(typeName, {
    decode(v, path) {
      if (!isObject(v)) fail(path, `expected a ${typeName} object, got ${describe(v)}`);
      enter(path);
      unexpectedMember(v, path, ["method", "params"]);
      const out = decodeMembers(v, path);
      depth--;
      return out;
    },
    encode: encodeAll,
    write(value) {
      const members = writeMembers(value);
      return members === null ? writeJson(encodeAll(value)) : `{${members}}`;
    },
  });
  function encodeAll(value: T): JsonValue {
    const out: Record<string, unknown> = {};
    encodeMembers(value, out);
    return out as JsonValue;
  }
  const supportsMethod = (method: string, options?: ParseOptions): boolean =>
    supports(methods, spec.unstable, spec.extensionPrefix, method, options);
  const fromMethodAndParams = (method: string, params: unknown, options?: ParseOptions): T => {
    if (!supportsMethod(method, options)) throw new MethodDispatchError(typeName, method);
    const read = payloadOf(typeName, methods, method, params, options);
    return (read.known ? { method, params: read.value } : { $other: { method, params: read.value } }) as T;
  };
  return Object.assign(self, {
    methodNames: Object.keys(methods),
    decodeMembers,
    encodeMembers,
    writeMembers,
    supportsMethod,
    fromMethodAndParams,
  });
}

/** A JSON-RPC request: an id, and a message keyed by method. `jsonrpc` is written on output and checked on input. */
/** One method of a version: who sends it, and the codecs of its params and result (null for a notification). */
export interface MethodEntry<P = unknown, R = unknown> {
  readonly kind: "request" | "notification";
  readonly direction: string;
  readonly params: Codec<P>;
  readonly result: Codec<R> | null;
}

/** A JSON-RPC request: a message keyed by method, with its id. */
export type Request<Id, M> = { readonly id: Id } & M;
/** A JSON-RPC notification: a message keyed by method, with no id. */
export type Notification<M> = M;
/** A JSON-RPC response: the id of the request it answers, and a result or an error. */
export type Response<Id, R, E> = { readonly id: Id; readonly result: R } | { readonly id: Id; readonly error: E };

/** Checks an envelope's members and steps into it (the caller counts the depth down when done). */
function checkEnvelope(
  v: unknown,
  path: string,
  typeName: string,
  allowed: readonly string[],
): Record<string, unknown> {
  if (!isObject(v)) fail(path, `expected a ${typeName} object, got ${describe(v)}`);
  enter(path);
  if (has(v, "jsonrpc") && v["jsonrpc"] !== JSONRPC)
    fail(key(path, "jsonrpc"), `expected "${JSONRPC}", got ${describe(v["jsonrpc"])}`);
  unexpectedMember(v, path, ["jsonrpc", ...allowed]);
  return v;
}

/** Fails on a member outside `allowed`: of several, the first in code-point order, as every binding reports it. */
function unexpectedMember(v: Record<string, unknown>, path: string, allowed: readonly string[]): void {
  // An envelope is closed: a name it repeats (read leniently) is one of its members, or unexpected anyway.
  const repeated = readingLeniently ? repeatedIn(v) : undefined;
  if (repeated !== undefined) fail(path, duplicateProblem(repeated[0]!));
  const stray = Object.keys(v).filter((k) => !allowed.includes(k));
  if (!stray.length) return;
  for (const k of stray) checkText(k, path);
  const k = stray.sort(byCodePoint)[0]!;
  fail(key(path, k), `unexpected member '${k}'`);
}

/** The envelope of a request: `{ "jsonrpc": "2.0", "id", "method", "params" }`. */
export function request<Id, M>(
  typeName: string,
  id: Ref<Id>,
  message: MessageCodec<M> & Inner<M>,
): Codec<Request<Id, M>> {
  return codec<Request<Id, M>>(typeName, {
    decode(v, path) {
      const o = checkEnvelope(v, path, typeName, ["id", "method", "params"]);
      if (!has(o, "id")) fail(key(path, "id"), "the member 'id' is missing");
      const out: Record<string, unknown> = { id: deref(id).decode(o["id"], key(path, "id")) };
      Object.assign(out, message.decodeMembers(o, path));
      depth--;
      return out as Request<Id, M>;
    },
    encode: encodeRequest,
    write(value) {
      const members = value.id === undefined ? null : message.writeMembers(value);
      if (members === null) return writeJson(encodeRequest(value));
      return `{"jsonrpc":${JSON.stringify(JSONRPC)},"id":${writeWith(deref(id), value.id)},${members}}`;
    },
  });
  function encodeRequest(value: Request<Id, M>): JsonValue {
    const out: Record<string, unknown> = { jsonrpc: JSONRPC, id: deref(id).encode(value.id) };
    message.encodeMembers(value, out);
    return out as JsonValue;
  }
}

/** The envelope of a notification: `{ "jsonrpc": "2.0", "method", "params" }`. */
export function notification<M>(typeName: string, message: MessageCodec<M> & Inner<M>): Codec<Notification<M>> {
  return codec<Notification<M>>(typeName, {
    decode(v, path) {
      const out = message.decodeMembers(checkEnvelope(v, path, typeName, ["method", "params"]), path);
      depth--;
      return out;
    },
    encode: encodeNotification,
    write(value) {
      const members = message.writeMembers(value);
      if (members === null) return writeJson(encodeNotification(value));
      return `{"jsonrpc":${JSON.stringify(JSONRPC)},${members}}`;
    },
  });
  function encodeNotification(value: Notification<M>): JsonValue {
    const out: Record<string, unknown> = { jsonrpc: JSONRPC };
    message.encodeMembers(value, out);
    return out as JsonValue;
  }
}

/** The responses one side sends: the result codec of each request it answers. */
export interface ResponseSpec<Id, E> {
  readonly typeName: string;
  readonly id: Ref<Id>;
  readonly error: Ref<E>;
  readonly results: { readonly [method: string]: () => Inner<unknown> };
  /** The unstable feature of each method that has one. */
  readonly unstable?: { readonly [method: string]: string };
  /** A method whose name starts with this is an extension: typed dispatch keeps its result as JSON. */
  readonly extensionPrefix?: string;
}

/**
 * A result read by typed dispatch: the method it answers and the typed result, or, for an extension method,
 * the result as JSON in `$other`.
 */
export type MethodResult<Results> =
  | { [M in keyof Results & string]: { readonly method: M; readonly result: Results[M] } }[keyof Results & string]
  | { readonly method?: undefined; readonly $other: { readonly method: string; readonly result: JsonValue } };

/** The codec of the responses of one side, each result read by the method it answers. */
export interface ResponseCodec<Id, E, Results> extends Codec<Response<Id, JsonValue, E>> {
  /** The codec of the response to one method: its result typed. */
  to<M extends keyof Results & string>(method: M): Codec<Response<Id, Results[M], E>>;
  /** Whether typed dispatch reads a result of this method (see `MessageCodec.supportsMethod`). */
  supportsMethod(method: string, options?: ParseOptions): boolean;
  /**
   * The typed result of the request a method named: the caller keeps the method of each request it sent, since a
   * response does not carry it. Throws a `MethodDispatchError` as `MessageCodec.fromMethodAndParams` does.
   */
  fromMethodAndResult(method: string, result: unknown, options?: ParseOptions): MethodResult<Results>;
  /** A result that typed dispatch read, as JSON again. */
  serializeResult(value: MethodResult<Results>): JsonValue;
}

/**
 * The envelope of a response: `{ "jsonrpc": "2.0", "id", "result" }` or
 * `{ ..., "error" }`. A response does not name its method, so `parse` keeps
 * the result as JSON; `to(method)` parses it as that method's result.
 */
export function responses<Id, E, Results>(spec: ResponseSpec<Id, E>): ResponseCodec<Id, E, Results> {
  const make = <R,>(typeName: string, result: Inner<R> | null): Codec<Response<Id, R, E>> => {
    const encode = (value: Response<Id, R, E>): JsonValue => {
      const out: Record<string, unknown> = { jsonrpc: JSONRPC, id: deref(spec.id).encode(value.id) };
      if ("error" in value) put(out, "error", deref(spec.error).encode(value.error));
      else put(out, "result", result ? result.encode(value.result) : json(value.result, "$"));
      return out as JsonValue;
    };
    return codec<Response<Id, R, E>>(typeName, {
      decode(v, path) {
        const o = checkEnvelope(v, path, typeName, ["id", "result", "error"]);
        if (!has(o, "id")) fail(key(path, "id"), "the member 'id' is missing");
        const id = deref(spec.id).decode(o["id"], key(path, "id"));
        if (has(o, "result") === has(o, "error")) fail(path, "a response has exactly one of 'result' and 'error'");
        let out: Response<Id, R, E>;
        if (has(o, "error")) out = { id, error: deref(spec.error).decode(o["error"], key(path, "error")) };
        else {
          const r = key(path, "result");
          out = { id, result: result ? result.decode(o["result"], r) : (json(o["result"], r) as R) };
        }
        depth--;
        return out;
      },
      encode,
      write(value) {
        // A member left undefined: written as `encode` has it.
        const member = "error" in value ? value.error : value.result;
        if (value.id === undefined || member === undefined) return writeJson(encode(value));
        const head = `{"jsonrpc":${JSON.stringify(JSONRPC)},"id":${writeWith(deref(spec.id), value.id)},`;
        if ("error" in value) return `${head}"error":${writeWith(deref(spec.error), value.error)}}`;
        return `${head}"result":${result ? writeWith(result, value.result) : writeJson(json(value.result, "$"))}}`;
      },
    });
  };
  const any = make<JsonValue>(spec.typeName, null);
  const supportsMethod = (method: string, options?: ParseOptions): boolean =>
    supports(spec.results, spec.unstable, spec.extensionPrefix, method, options);
  return Object.assign(any, {
    supportsMethod,
    fromMethodAndResult(method: string, result: unknown, options?: ParseOptions): MethodResult<Results> {
      if (!supportsMethod(method, options)) throw new MethodDispatchError(spec.typeName, method);
      const read = payloadOf(spec.typeName, spec.results, method, result, options);
      return (
        read.known ? { method, result: read.value } : { $other: { method, result: read.value } }
      ) as MethodResult<Results>;
    },
    serializeResult(value: MethodResult<Results>): JsonValue {
      const read = value as { method?: string; result?: unknown; $other?: { result: JsonValue } };
      if (read.method === undefined) return toJsonValue(read.$other!.result);
      return (spec.results[read.method]!() as Codec<unknown>).serialize(read.result);
    },
    to<M extends keyof Results & string>(method: M): Codec<Response<Id, Results[M], E>> {
      const r = Object.prototype.hasOwnProperty.call(spec.results, method) ? spec.results[method] : undefined;
      if (!r) throw new Error(`${spec.typeName}: '${method}' is not a request this side answers`);
      // Errors name the response type, as every parse error names a spec type; the path says where.
      return make<Results[M]>(spec.typeName, r() as Inner<Results[M]>);
    },
  });
}

/**
 * An envelope codec read under its published name (`v2.ClientRequest`): the JSON-RPC message as the published
 * schema has it, without its `jsonrpc` member. It reads as the envelope reads (`jsonrpc` may be there, and then
 * is `"2.0"`), names its errors by `typeName`, and writes no `jsonrpc`.
 */
export function withoutJsonRpc<T>(typeName: string, envelope: Codec<T>): Codec<T> {
  const inner = envelope as unknown as Inner<T>;
  return codec<T>(typeName, {
    decode: (v, path) => inner.decode(v, path),
    encode(value) {
      const out = inner.encode(value);
      if (!isObject(out)) return out;
      const rest: Record<string, JsonValue> = {};
      for (const [k, v] of Object.entries(out)) if (k !== "jsonrpc") put(rest, k, v);
      return rest as JsonValue;
    },
  });
}

/** Typed dispatch of a response group, whatever its result types (what `DispatchTable` holds). */
export interface ResultDispatcher {
  supportsMethod(method: string, options?: ParseOptions): boolean;
  fromMethodAndResult(method: string, result: unknown, options?: ParseOptions): unknown;
  serializeResult(value: unknown): JsonValue;
}

/** The message groups of a version by qualified name: request and notification groups, and response groups. */
export type DispatchTable = {
  readonly [name: string]: MessageCodec<unknown> | ResultDispatcher;
};

/** One known message of a union keyed by method. */
export type Call<M extends string, P> = { readonly method: M; readonly params: P };

// ---------------------------------------------------------------------------
// Lenient parsing (opt-in): where upstream parses leniently, drop what is bad and say so.

/** Something the lenient mode dropped: where (in the input), what, and why. */
export interface Dropped {
  /** The JSON path in the input: `$.a.b[2]`. */
  readonly path: string;
  /**
   * `value`: a field's bad value (the field left out, or an empty list for a required list); `item`: a bad list item or
   * map entry; `replaced`: an unknown value of an enum with a catch-all value, read as that value.
   */
  readonly drop: "value" | "item" | "replaced";
  /** What was wrong with it. */
  readonly problem: string;
}

/** What a lenient parse gives: the value, and what was dropped to read it. */
export interface LenientResult<T> {
  readonly value: T;
  /** Sorted by path. */
  readonly dropped: readonly Dropped[];
}

type Seg = string | number;
type DropAt = {
  readonly path: readonly Seg[];
  readonly action: "remove" | "empty" | "item" | { readonly replace: string };
};

/** `$.a[0]["b c"]` from segments, as decode errors write paths. */
function pathText(path: readonly Seg[]): string {
  return path.reduce<string>((p, s) => key(p, s), "$");
}

const NAME_STEP = /\.([A-Za-z_$][A-Za-z0-9_$]*)/y;
const INDEX_STEP = /\[(\d+)\]/y;

/** Segments from a decode error's path (a quoted key is scanned by hand: it may be as long as any string). */
function pathSegments(path: string): Seg[] {
  const out: Seg[] = [];
  for (let at = 1; at < path.length;) {
    NAME_STEP.lastIndex = INDEX_STEP.lastIndex = at;
    const name = NAME_STEP.exec(path);
    const index = name ? null : INDEX_STEP.exec(path);
    if (name) {
      out.push(name[1]!);
      at = NAME_STEP.lastIndex;
    } else if (index) {
      out.push(Number(index[1]));
      at = INDEX_STEP.lastIndex;
    } else if (path.startsWith('["', at)) {
      let end = at + 2;
      while (end < path.length && path[end] !== '"') end += path[end] === "\\" ? 2 : 1;
      out.push(JSON.parse(path.slice(at + 1, end + 1)) as string);
      at = end + 2;
    } else break;
  }
  return out;
}

/** A lenient parse in progress (parsing is synchronous, so one at a time). */
interface LenientRun {
  readonly root: string;
  readonly lenient: Lenient;
  readonly input: unknown;
  readonly dropped: Dropped[];
}

let lenientRun: LenientRun | null = null;

/**
 * In a lenient parse, for a failure `e` met while decoding the value at `path` (a field's, an item's, an
 * entry's): what to do with that value when the failure's drop is there (recorded), else null (the failure
 * goes on up). The drop is found once per failure, by walking its path from the root with the spec's
 * lenient functions; each container on the way up compares it with its own child's path.
 */
function mendAt(e: unknown, path: string): DropAt["action"] | null {
  const run = lenientRun;
  if (run === null || !(e instanceof Failure) || e.fatal) return null;
  if (e.drop === undefined) {
    const walk = new LenientWalk(pathSegments(e.path));
    run.lenient(run.root, walk, run.input);
    const at = walk.found;
    e.drop = at === null ? null : { text: pathText(at.path), action: at.action };
  }
  if (e.drop === null || e.drop.text !== path) return null;
  const action = e.drop.action;
  run.dropped.push({
    path,
    drop: action === "item" ? "item" : typeof action === "object" ? "replaced" : "value",
    problem: e.problem,
  });
  return action;
}

/** What a generated lenient function records: the deepest drop on a failure's way. */
export type LenientDrop = "remove" | "empty" | null;

/**
 * The walk of one failure's path through the input, for the generated lenient
 * functions (one per type, emitted from the spec): each step follows the next
 * segment of the path (in the input's own coordinates: nothing is dropped
 * before the walk), and the deepest drop on the way is kept.
 */
export class LenientWalk {
  private at = 0;
  private readonly path: Seg[] = [];
  /** The drop the failure calls for, once one is on its way. */
  found: DropAt | null = null;

  private readonly segs: readonly Seg[];

  /** A walk of `segs` (a failure's path in the input). */
  constructor(segs: readonly Seg[]) {
    this.segs = segs;
  }

  /** The next segment, when `value` is an object and the path goes on; otherwise undefined. */
  key(value: unknown): Seg | undefined {
    return this.at < this.segs.length && isObject(value) ? this.segs[this.at] : undefined;
  }

  /** Steps into `value`'s field `name` (the next segment), recording `drop` there; undefined when it is absent. */
  field(value: unknown, name: string, drop: LenientDrop): unknown {
    if (!isObject(value) || !has(value, name)) return undefined;
    this.step(name);
    if (drop !== null) this.found = { path: [...this.path], action: drop };
    return value[name];
  }

  /** Steps into the list item the next segment names (an item is dropped there when `drop`). */
  item(list: unknown, drop: boolean): unknown {
    const seg = this.segs[this.at];
    if (this.at >= this.segs.length || typeof seg !== "number" || !Array.isArray(list) || seg >= list.length)
      return undefined;
    this.step(seg);
    if (drop) this.found = { path: [...this.path], action: "item" };
    return (list as unknown[])[seg];
  }

  /** Steps into the map entry the next segment names (the entry is dropped there when `drop`). */
  entry(map: unknown, drop: boolean): unknown {
    const seg = this.segs[this.at];
    if (this.at >= this.segs.length || typeof seg !== "string" || !isObject(map) || !has(map, seg)) return undefined;
    this.step(seg);
    if (drop) this.found = { path: [...this.path], action: "item" };
    return map[seg];
  }

  /** The failure is at `value`, a string of an enum with a catch-all value: it reads as `with`. */
  catchAll(value: unknown, with_: string): void {
    if (this.at === this.segs.length && typeof value === "string")
      this.found = { path: [...this.path], action: { replace: with_ } };
  }

  /** The tag of a union's value, when it is a string. */
  tag(value: unknown, tagField: string): string | undefined {
    const tag = isObject(value) ? value[tagField] : undefined;
    return typeof tag === "string" ? tag : undefined;
  }

  /** Steps over a segment naming a union's variant by its tag (a path may, as Python's does). */
  over(value: unknown, seg: Seg, tagField: string): boolean {
    if (!isObject(value) || value[tagField] !== seg) return false;
    this.at++;
    return true;
  }

  private step(seg: Seg): void {
    this.at++;
    this.path.push(seg);
  }
}

/** A version's generated lenient dispatch: walks a failure's path from the root type named `root`. */
export type Lenient = (root: string, walk: LenientWalk, value: unknown) => void;

/** `parseLenient` of JSON text, read as `codec.fromJson` reads it (an error names the type and the path). */
export function parseLenientJson<T>(
  codec: Codec<T>,
  lenient: Lenient,
  text: string,
  options?: ParseOptions,
): LenientResult<T> {
  return parseLenient(codec, lenient, readText(codec.typeName, text, "last"), options);
}

/**
 * Parses like `codec.parse`, but where upstream parses leniently (the spec's
 * `@lenient` fields, never a patch field) a bad value is dropped instead of
 * failing the parse, and reported. Anything else that is wrong still throws.
 */
export function parseLenient<T>(
  codec: Codec<T>,
  lenient: Lenient,
  json: unknown,
  options?: ParseOptions,
): LenientResult<T> {
  const root = codec.typeName.slice(codec.typeName.indexOf(".") + 1);
  // What every parse checks first (nesting, strings, numbers) is a fault of the document, not a bad value to
  // drop: a number no double holds (`1e400`, read as Infinity) is refused wherever it stands, as in every binding.
  const fault = firstFault(json, "$");
  if (fault) throw new DecodeError(codec.typeName, fault.path, fault.problem);
  // One pass: a bad value is dropped where it is met, by the container holding it (see `mendAt`), and the
  // parse goes on; the time is linear in the input, whatever the number of drops.
  const run: LenientRun = { root, lenient, input: json, dropped: [] };
  const outer = readingLeniently;
  const outerRun = lenientRun;
  readingLeniently = true;
  lenientRun = run;
  let r: ParseResult<T>;
  try {
    r = codec.safeParse(json, options);
    if (!r.ok && r.error.problem !== TOO_DEEP && r.error.problem !== LONE_SURROGATE) {
      // The root has no container to mend it: only a value of an enum with a catch-all value reads as that value.
      const action = mendAt(new Failure(r.error.path, r.error.problem, false), "$");
      if (action !== null && typeof action === "object") r = codec.safeParse(action.replace, options);
    }
  } finally {
    readingLeniently = outer;
    lenientRun = outerRun;
  }
  if (!r.ok) throw r.error;
  const sorted = run.dropped.sort((a, b) => byCodePoint(a.path, b.path));
  return { value: r.value, dropped: sorted };
}
