/**
 * The errors of a parse: the located `DecodeError` a caller sees, the `Failure` a codec throws on its way
 * (located by JSON path), and the faults of a whole document (too deep, a lone surrogate) every binding
 * reports first. Part of the runtime (see runtime.ts).
 */

import type { DropAt } from "./runtime-lenient.js";

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

export class Failure {
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

export function fail(path: string, problem: string): never {
  throw new Failure(path, problem, false);
}

/** The most arrays and objects a document may nest; the outermost container is at depth 1. */
export const MAX_DEPTH = 128;
export const TOO_DEEP: string = `nested deeper than ${MAX_DEPTH} arrays and objects`;
export const LONE_SURROGATE = "a lone surrogate in a string";

/** Whether a string holds no unpaired UTF-16 surrogate (`String.prototype.isWellFormed` where the engine has it). */
const wellFormed: (s: string) => boolean =
  typeof (String.prototype as { isWellFormed?: unknown }).isWellFormed === "function"
    ? (s) => (s as unknown as { isWellFormed(): boolean }).isWellFormed()
    : (s) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);

/** Fails unless the string is well formed; `path` is the string's (for an object key, the object's). */
export function checkText(s: string, path: string): void {
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
export function firstFault(root: unknown, rootPath: string): Failure | null {
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

export function describe(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "object") return "an object";
  if (v === undefined) return "undefined";
  if (typeof v === "bigint") return `integer ${String(v).slice(0, 40)}`;
  // JSON.stringify writes Infinity and NaN as null.
  if (typeof v === "number" && !Number.isFinite(v)) return `number ${String(v)}`;
  return `${typeof v} ${String(JSON.stringify(v)).slice(0, 40)}`;
}

export function key(path: string, k: string | number): string {
  if (typeof k === "number") return `${path}[${k}]`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? `${path}.${k}` : `${path}[${JSON.stringify(k)}]`;
}
