/**
 * Lenient parsing (opt-in): where upstream parses leniently, drop what is bad and say so. Part of the
 * runtime (see runtime.ts).
 */

import { byCodePoint, has, isObject, readText } from "./runtime-text.js";
import { DecodeError, Failure, LONE_SURROGATE, TOO_DEEP, firstFault, key } from "./runtime-errors.js";
import type { ParseResult } from "./runtime-errors.js";
import type { Codec, ParseOptions } from "./runtime-codecs.js";

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
export type DropAt = {
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

/** Set while `parseLenient` reads: bounds that upstream's crate does not check are not checked. */
export let readingLeniently = false;

/** A lenient parse in progress (parsing is synchronous, so one at a time). */
interface LenientRun {
  readonly root: string;
  readonly lenient: Lenient;
  readonly input: unknown;
  readonly dropped: Dropped[];
}

export let lenientRun: LenientRun | null = null;

/**
 * In a lenient parse, for a failure `e` met while decoding the value at `path` (a field's, an item's, an
 * entry's): what to do with that value when the failure's drop is there (recorded), else null (the failure
 * goes on up). The drop is found once per failure, by walking its path from the root with the spec's
 * lenient functions; each container on the way up compares it with its own child's path.
 */
export function mendAt(e: unknown, path: string): DropAt["action"] | null {
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
