/**
 * JSON text: reading it (integers kept exactly, a repeated member name found) and writing it compact and
 * canonical (keys in the order a codec set them, others by code point). Part of the runtime (see runtime.ts).
 */

import { DecodeError, fail, key } from "./runtime-errors.js";

/**
 * Any JSON value. A number is a double, except an integer written beyond
 * ±(2^53 − 1), which `readJson` and `fromJson` keep exactly as a `bigint`.
 */
export type JsonValue = null | boolean | number | bigint | string | JsonValue[] | { [key: string]: JsonValue };

/** Any JSON object. */
export type JsonObject = { [key: string]: JsonValue };

/** Orders keys by Unicode code point, as Rust (UTF-8 bytes) and Python (str) do; JavaScript's default sort uses UTF-16 units. */
export function byCodePoint(a: string, b: string): number {
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(j)!;
    if (x !== y) return x - y;
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
  return a.length - b.length;
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export function has(o: object, k: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, k) && (o as Record<string, unknown>)[k] !== undefined;
}

/**
 * The order in which `serialize` wrote an object's keys. JavaScript objects
 * list integer-like keys ("1") first whatever the insertion order, so the order
 * is kept beside the object, where `writeJson` reads it. (`toJson` needs none:
 * it writes the text straight from the value, each codec in its own order.)
 */
export const ORDER: unique symbol = Symbol("acp.keyOrder");

export type Ordered = Record<string, unknown> & { [ORDER]?: string[] };

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
export function writeAny(v: unknown): string {
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
export function exactInteger(v: bigint, path: string): number | bigint {
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
export const DUPLICATE_PREFIX = "duplicate member ";
export const duplicateProblem = (member: string): string => `${DUPLICATE_PREFIX}${JSON.stringify(member)}`;

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
export function readText(typeName: string, text: string, duplicates: "reject" | "last"): JsonValue {
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
export const REPEATED: unique symbol = Symbol("acp.repeatedNames");

export type Repeated = { [REPEATED]?: string[] };

/** Sets an object member as JSON.parse does: a later duplicate replaces the value in place; `__proto__` is an own key. */
function setMember(o: JsonObject, k: string, v: JsonValue): void {
  if (k === "__proto__")
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}
