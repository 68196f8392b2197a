/**
 * JSON text as the compiler itself reads and writes it (vector files, harness
 * batches and reports, fuzz inputs): integers stay exact, repeated member
 * names are refused, and the text written is canonical. The TypeScript
 * bindings carry their own reader and writer in their runtime; this module is
 * the core's, and names no language.
 */

/** A JSON value; an integer beyond ±(2^53 − 1) is an exact `bigint`. */
export type ExactJson = null | boolean | number | bigint | string | ExactJson[] | { [key: string]: ExactJson };

/** The most digits an integer may have (Python's limit on reading one, which every binding keeps). */
const MAX_DIGITS = 4300;

const digitsOf = (integer: string): number => integer.length - (integer.startsWith("-") ? 1 : 0);

/** The order `writeJson` writes an object's keys in: by Unicode code point (UTF-16 order differs past U+FFFF). */
function codePointOrder(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

function scalarText(v: unknown): string {
  switch (typeof v) {
    case "boolean":
      return v ? "true" : "false";
    case "number":
      if (!Number.isFinite(v)) throw new TypeError(`${v} is not a JSON number`);
      return JSON.stringify(v);
    case "bigint":
      return v.toString();
    case "string":
      return JSON.stringify(v);
    case "object":
      if (v === null) return "null";
      break;
  }
  throw new TypeError(`a ${typeof v} is not JSON`);
}

/**
 * Compact, canonical JSON text: object keys by code point (a key whose value
 * is undefined is left out), numbers as ECMAScript writes them, a `bigint` as
 * its digits, strings escaped as JSON.stringify escapes them. Any depth of
 * nesting writes (the open containers are kept on a stack of its own).
 */
export function writeJson(value: unknown): string {
  const parts: string[] = [];
  // Each frame: the values still to write of one container, with their keys for an object, and its closing bracket.
  const stack: { values: unknown[]; keys: string[] | null; next: number; close: string }[] = [];
  let current: unknown = value;
  for (;;) {
    if (Array.isArray(current)) {
      if (current.length === 0) parts.push("[]");
      else {
        parts.push("[");
        stack.push({ values: current, keys: null, next: 1, close: "]" });
        current = current[0];
        continue;
      }
    } else if (typeof current === "object" && current !== null) {
      const o = current as { [key: string]: unknown };
      const keys = Object.keys(o)
        .filter((k) => o[k] !== undefined)
        .sort(codePointOrder);
      if (keys.length === 0) parts.push("{}");
      else {
        parts.push(`{${JSON.stringify(keys[0])}:`);
        stack.push({ values: keys.map((k) => o[k]), keys, next: 1, close: "}" });
        current = o[keys[0]!];
        continue;
      }
    } else parts.push(scalarText(current));
    // One value is written: move to the next one of the innermost open container, closing those that are done.
    for (;;) {
      const top = stack[stack.length - 1];
      if (top === undefined) return parts.join("");
      if (top.next < top.values.length) {
        const i = top.next++;
        parts.push(top.keys === null ? "," : `,${JSON.stringify(top.keys[i])}:`);
        current = top.values[i];
        break;
      }
      parts.push(top.close);
      stack.pop();
    }
  }
}

/** Text that names one member of an object twice: the JSON path of the object, and the name. */
export class RepeatedMemberError extends SyntaxError {
  readonly path: string;
  readonly member: string;

  constructor(path: string, member: string) {
    super(`at ${path}: duplicate member ${JSON.stringify(member)}`);
    this.path = path;
    this.member = member;
  }
}

const pathStep = (path: string, step: string | number): string =>
  typeof step === "number"
    ? `${path}[${step}]`
    : /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(step)
      ? `${path}.${step}`
      : `${path}[${JSON.stringify(step)}]`;

/** Sets a member as an own property (`__proto__` included). */
function own(o: { [key: string]: ExactJson }, k: string, v: ExactJson): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

/** Reads JSON text one character at a time, keeping its open containers on its own stack. */
class ExactReader {
  private pos = 0;
  private readonly containers: (ExactJson[] | { [key: string]: ExactJson })[] = [];
  /** For each open object, the key its next value goes under (unused for a list). */
  private readonly pending: string[] = [];

  constructor(private readonly text: string) {}

  private fail(what: string): never {
    throw new SyntaxError(`${what} at position ${this.pos} of the JSON text`);
  }

  private skipSpace(): void {
    const t = this.text;
    while (this.pos < t.length) {
      const c = t.charCodeAt(this.pos);
      if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) break;
      this.pos++;
    }
  }

  /** The path of the innermost open container. */
  private where(): string {
    let path = "$";
    for (let i = 0; i + 1 < this.containers.length; i++) {
      const c = this.containers[i]!;
      path = pathStep(path, Array.isArray(c) ? c.length : this.pending[i]!);
    }
    return path;
  }

  /** A member name of the innermost object and its colon; a name the object holds already is refused. */
  private memberName(): string {
    this.skipSpace();
    if (this.text[this.pos] !== '"') this.fail("expected a member name");
    const name = this.string();
    const holder = this.containers[this.containers.length - 1] as { [key: string]: ExactJson };
    if (Object.hasOwn(holder, name)) throw new RepeatedMemberError(this.where(), name);
    this.skipSpace();
    if (this.text[this.pos] !== ":") this.fail("expected ':'");
    this.pos++;
    return name;
  }

  read(): ExactJson {
    for (;;) {
      this.skipSpace();
      const c = this.text[this.pos];
      let value: ExactJson;
      if (c === "[" || c === "{") {
        this.pos++;
        this.skipSpace();
        const empty = this.text[this.pos] === (c === "[" ? "]" : "}");
        if (empty) {
          this.pos++;
          value = c === "[" ? [] : {};
        } else {
          this.containers.push(c === "[" ? [] : {});
          this.pending.push("");
          if (c === "{") this.pending[this.pending.length - 1] = this.memberName();
          continue;
        }
      } else value = this.scalar();
      // Put the finished value into its container; a container that closes is a finished value in turn.
      for (;;) {
        const depth = this.containers.length - 1;
        if (depth < 0) {
          this.skipSpace();
          if (this.pos < this.text.length) this.fail("unexpected text after the JSON value");
          return value;
        }
        const holder = this.containers[depth]!;
        if (Array.isArray(holder)) holder.push(value);
        else own(holder, this.pending[depth]!, value);
        this.skipSpace();
        const sep = this.text[this.pos];
        if (sep === ",") {
          this.pos++;
          if (!Array.isArray(holder)) this.pending[depth] = this.memberName();
          break;
        }
        const close = Array.isArray(holder) ? "]" : "}";
        if (sep !== close) this.fail(`expected ',' or '${close}'`);
        this.pos++;
        this.containers.pop();
        this.pending.pop();
        value = holder;
      }
    }
  }

  private scalar(): ExactJson {
    const t = this.text;
    if (t[this.pos] === '"') return this.string();
    for (const [word, v] of [
      ["true", true],
      ["false", false],
      ["null", null],
    ] as const) {
      if (t.startsWith(word, this.pos)) {
        this.pos += word.length;
        return v;
      }
    }
    const m = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;
    m.lastIndex = this.pos;
    const found = m.exec(t);
    if (found === null) this.fail("expected a JSON value");
    this.pos = m.lastIndex;
    const number = found[0];
    if (found[1] !== undefined || found[2] !== undefined) return Number(number);
    if (digitsOf(number) > MAX_DIGITS) this.fail(`an integer of more than ${MAX_DIGITS} digits`);
    const n = Number(number);
    return Number.isSafeInteger(n) ? n : BigInt(number);
  }

  private string(): string {
    const t = this.text;
    const open = this.pos;
    let i = open + 1;
    let escapes = false;
    for (;;) {
      if (i >= t.length) this.fail("an unterminated string");
      const c = t.charCodeAt(i);
      if (c === 0x22) break;
      if (c < 0x20) {
        this.pos = i;
        this.fail("a control character in a string");
      }
      if (c === 0x5c) {
        escapes = true;
        i += 2;
      } else i += 1;
    }
    this.pos = i + 1;
    if (!escapes) return t.slice(open + 1, i);
    try {
      return JSON.parse(t.slice(open, i + 1)) as string;
    } catch {
      this.pos = open;
      return this.fail("a malformed escape in a string");
    }
  }
}

/** How many members the objects of a parsed value hold (an explicit stack: any depth). */
function memberCount(root: unknown): number {
  let n = 0;
  const todo: unknown[] = [root];
  while (todo.length) {
    const v = todo.pop();
    if (typeof v !== "object" || v === null) continue;
    if (Array.isArray(v)) {
      for (const x of v as unknown[]) todo.push(x);
    } else {
      const o = v as { [key: string]: unknown };
      for (const k of Object.keys(o)) {
        n++;
        todo.push(o[k]);
      }
    }
  }
  return n;
}

/** How many name separators (a ':' outside strings) the text has: one per member it writes. */
function colonCount(text: string): number {
  let n = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x3a) n++;
  }
  return n;
}

/**
 * Parses JSON text. An integer beyond ±(2^53 − 1) comes back as an exact
 * `bigint` (one of more than 4300 digits is a SyntaxError); an object that
 * names a member twice is a `RepeatedMemberError`. Any depth of nesting reads.
 * Text with no integer wide enough to need a `bigint` and no repeated name is
 * read by JSON.parse, which gives the same value faster.
 */
export function readJson(text: string): ExactJson {
  if (!/[0-9]{16}/.test(text)) {
    const value = JSON.parse(text) as ExactJson;
    if (memberCount(value) === colonCount(text)) return value;
  }
  return new ExactReader(text).read();
}
