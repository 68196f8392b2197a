import type { VersionIndex } from "../model/index.js";
import { writeJson } from "../json.js";
import { intRange, type Decl, type Field, type TypeExpr } from "../model/types.js";
import {
  HOSTILE_CLASSES,
  hostileCorpus,
  type HostileClass,
  type HostileInput,
  type HostileOptions,
} from "./hostile.js";
import type { FuzzInput, Spelling } from "./input.js";

/**
 * Inputs for the differential fuzzer, generated from the model: a valid value
 * of a spec type, then (most of the time) one mutation of a class the three
 * bindings have disagreed on before: keys, numbers, nesting, nulls, tags,
 * extra and missing fields, wrong types.
 */

/** A seeded PRNG (mulberry32): the same seed gives the same inputs everywhere. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

export type { FuzzInput, Spelling } from "./input.js";

/** Spellings of the same integer, and numbers that only JSON text can hold (exact, huge, non-finite). */
function spellingsOf(token: string): string[] {
  const integer = /^-?\d+$/.test(token);
  const same = integer
    ? [`${token}.0`, `${token}e0`, `${token}E+0`, `${token}0e-1`, ...(token === "0" ? ["-0", "-0.0"] : [])]
    : [token.toUpperCase()];
  return [
    ...same,
    "1e400",
    "-1e400",
    "18446744073709551617",
    "-9223372036854775809",
    "123456789012345678901234567890",
    "100000000000000000000",
    "123456789012345680000",
    "9007199254740993",
    "9007199254740993.0",
    "1.00000000000000000001",
    `1${"0".repeat(4300)}`,
  ];
}

/** A JSON text's string and number tokens (strings matched whole, so that digits inside them are skipped). */
const TOKENS = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/** Replaces the first number token `from` (outside strings) in JSON text; null when there is none. */
export function respell(text: string, s: Spelling): string | null {
  const re = new RegExp(TOKENS);
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0] === s.from) return text.slice(0, m.index) + s.to + text.slice(m.index + m[0].length);
  }
  return null;
}

/** The number tokens of JSON text, outside strings. */
function numberTokens(text: string): string[] {
  return [...text.matchAll(TOKENS)].map((m) => m[0]).filter((t) => !t.startsWith('"'));
}

/** The JSON text a fuzz input is sent as: its spelling applied, or none (it goes as a value). */
export function textOf(input: FuzzInput): string | undefined {
  if (input.text !== undefined) return input.text;
  if (input.bytes !== undefined) return Buffer.from(input.bytes, "base64").toString("utf8");
  return input.spelling ? (respell(writeJson(input.json), input.spelling) ?? undefined) : undefined;
}

const STRINGS = ["", "a", "x y", "é", "日本語", "😀", "line\u2028sep", "\u0001", "</script>", '"q"', "\\"];
/** Keys that sort differently by UTF-16 unit, by code point, and as JavaScript integer-like keys. */
const KEYS = ["a", "b", "!", "1", "10", "2", "😀", "！", "\uffff", "é", "A", "_", "a b", "__proto__", "constructor"];
const NUMBERS = [
  0, 1, -1, 0.25, -0.5, 2.5e-5, 1e-7, 1e21, 1.5e300, 123456789012345680000, 9007199254740991, -9007199254740991,
  4294967296, 1.7976931348623157e308, 5e-324,
];
/** Numbers some language once wrote differently or changed: they are the point of the `numbers` mutation. */
const EDGE_NUMBERS = [
  9007199254740992,
  // biome-ignore lint/correctness/noPrecisionLoss: edge numbers past 2^53 are the point
  9223372036854775807,
  // biome-ignore lint/correctness/noPrecisionLoss: edge numbers past 2^53 are the point
  18446744073709551615,
  // biome-ignore lint/correctness/noPrecisionLoss: edge numbers past 2^53 are the point
  18446744073709551616,
  1e20,
  1.2345678901234567e20,
  2.5e-5,
  1e-7,
  0.1,
  1e-6,
  1e21,
  -0,
  100,
  1.5,
  // Integers a double cannot hold: kept exactly in free-form JSON, refused by typed fields.
  18446744073709551617n,
  -18446744073709551617n,
  9007199254740993n,
  123456789012345678901234567890n,
];

export const MUTATIONS = [
  "unicode-keys",
  "numbers",
  "spelling",
  "nesting",
  "nulls",
  "unknown-tag",
  "snake-case-keys",
  "drop-key",
  "wrong-type",
  "extra-field",
] as const;

/** A free-form JSON value: any shape, keys from the hard set. */
function freeForm(rng: Rng, depth: number): unknown {
  const k = depth > 2 ? rng.int(4) : rng.int(6);
  switch (k) {
    case 0:
      return rng.pick(NUMBERS);
    case 1:
      return rng.pick(STRINGS);
    case 2:
      return rng.pick([true, false, null]);
    case 3:
      return rng.int(1000);
    case 4:
      return Array.from({ length: rng.int(3) }, () => freeForm(rng, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = rng.int(4); i > 0; i--) define(o, rng.pick(KEYS), freeForm(rng, depth + 1));
      return o;
    }
  }
}

/** Sets a key as an own property, even `__proto__`. */
export function define(o: Record<string, unknown>, k: string, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

/** A valid value of a type expression (valid as the model sees it; depth-limited). */
// biome-ignore lint/suspicious/noShadowRestrictedNames: a module function, not Object.prototype.valueOf
export function valueOf(ix: VersionIndex, t: TypeExpr, rng: Rng, depth = 0): unknown {
  switch (t.kind) {
    case "string":
      return rng.pick(STRINGS);
    case "null":
      return null;
    case "number":
      return rng.pick(NUMBERS);
    case "integer": {
      const { min, max } = intRange(t.format);
      return rng.pick([0, 1, min, max, Math.max(min, Math.min(max, rng.int(100000)))]);
    }
    case "boolean":
      return rng.chance(0.5);
    case "json":
      return freeForm(rng, depth);
    case "json-object": {
      const o: Record<string, unknown> = {};
      for (let i = rng.int(3); i > 0; i--) define(o, rng.pick(KEYS), freeForm(rng, depth + 1));
      return o;
    }
    case "literal":
      return t.value;
    case "array":
      return depth > 5 ? [] : Array.from({ length: rng.int(3) }, () => valueOf(ix, t.items, rng, depth + 1));
    case "map": {
      const o: Record<string, unknown> = {};
      if (depth <= 5)
        for (let i = rng.int(3); i > 0; i--) define(o, rng.pick(KEYS), valueOf(ix, t.values, rng, depth + 1));
      return o;
    }
    case "nullable":
      return rng.chance(0.2) ? null : valueOf(ix, t.inner, rng, depth);
    case "ref": {
      const d = ix.decls.get(t.name);
      return d ? declValue(ix, d, rng, depth + 1) : null;
    }
  }
}

function fieldsValue(
  ix: VersionIndex,
  fields: readonly Field[],
  rng: Rng,
  depth: number,
  out: Record<string, unknown>,
): void {
  for (const f of fields) {
    if (f.optional && (depth > 4 || rng.chance(0.5))) continue;
    define(out, f.name, f.patch && rng.chance(0.2) ? null : valueOf(ix, f.type, rng, depth));
  }
}

/** A valid value of a declaration. */
export function declValue(ix: VersionIndex, d: Decl, rng: Rng, depth = 0): unknown {
  switch (d.kind) {
    case "object": {
      const out: Record<string, unknown> = {};
      fieldsValue(ix, d.fields, rng, depth, out);
      return out;
    }
    case "union": {
      const x = rng.pick(d.variants);
      const out: Record<string, unknown> = {};
      define(out, d.tagField, x.tag);
      fieldsValue(ix, d.fields, rng, depth, out);
      const payload = x.payload ? ix.decls.get(x.payload) : undefined;
      if (payload?.kind === "object") fieldsValue(ix, payload.fields, rng, depth, out);
      return out;
    }
    case "enum":
      return d.open && rng.chance(0.1) ? "_x_other" : rng.pick(d.values).value;
    case "untagged":
      return valueOf(ix, rng.pick(d.members).type, rng, depth);
    case "alias":
      return valueOf(ix, d.target, rng, depth);
    case "opaque":
      return rng.pick(STRINGS);
  }
}

/** Every object and array inside a value, with a way to replace each child. */
function nodes(
  v: unknown,
  out: { parent: Record<string, unknown> | unknown[] }[] = [],
): { parent: Record<string, unknown> | unknown[] }[] {
  if (Array.isArray(v)) {
    out.push({ parent: v });
    for (const x of v) nodes(x, out);
  } else if (typeof v === "object" && v !== null) {
    out.push({ parent: v as Record<string, unknown> });
    for (const x of Object.values(v)) nodes(x, out);
  }
  return out;
}

const snake = (k: string): string => (k === "type" ? "type_" : k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));

/** Applies one mutation in place (the value is a fresh copy); returns false when it had nothing to act on. */
export function mutate(value: unknown, mutation: (typeof MUTATIONS)[number], rng: Rng): boolean {
  const all = nodes(value);
  const objects = all.map((n) => n.parent).filter((p): p is Record<string, unknown> => !Array.isArray(p));
  if (objects.length === 0) return false;
  const o = rng.pick(objects);
  const keys = Object.keys(o);
  switch (mutation) {
    case "unicode-keys": {
      const target = isObject(o["_meta"]) ? (o["_meta"] as Record<string, unknown>) : o;
      for (let i = 1 + rng.int(3); i > 0; i--) define(target, rng.pick(KEYS), rng.int(3));
      return true;
    }
    case "numbers": {
      const target = isObject(o["_meta"]) ? (o["_meta"] as Record<string, unknown>) : o;
      const numeric = keys.filter((k) => typeof o[k] === "number" || typeof o[k] === "bigint");
      if (numeric.length && rng.chance(0.5)) define(o, rng.pick(numeric), rng.pick(EDGE_NUMBERS));
      else define(target, "n", rng.pick(EDGE_NUMBERS));
      return true;
    }
    case "spelling":
      // Chosen in generateInputs, where the text is known.
      return false;
    case "nesting": {
      let deep: unknown = rng.int(5);
      for (let i = 20 + rng.int(40); i > 0; i--) deep = rng.chance(0.5) ? [deep] : { [rng.pick(KEYS)]: deep };
      define(isObject(o["_meta"]) ? (o["_meta"] as Record<string, unknown>) : o, "deep", deep);
      return true;
    }
    case "nulls":
      if (!keys.length) return false;
      define(o, rng.pick(keys), null);
      return true;
    case "unknown-tag": {
      const tagged = keys.filter(
        (k) => typeof o[k] === "string" && /^(type|sessionUpdate|kind|state|operation|format|method)$/.test(k),
      );
      if (!tagged.length) return false;
      define(o, rng.pick(tagged), rng.pick(["_x_unknown", "TEXT", "text ", "unknown_variant"]));
      return true;
    }
    case "snake-case-keys": {
      const named = keys.filter((k) => snake(k) !== k);
      if (!named.length) return false;
      define(o, snake(rng.pick(named)), rng.pick([true, 1.5, "x", null]));
      return true;
    }
    case "drop-key":
      if (!keys.length) return false;
      delete o[rng.pick(keys)];
      return true;
    case "wrong-type":
      if (!keys.length) return false;
      define(o, rng.pick(keys), rng.pick([1, "1", true, [], {}, 1.5]));
      return true;
    case "extra-field":
      define(o, rng.pick(["zz", "unknownField", "1", "😀"]), freeForm(rng, 3));
      return true;
  }
}

function isObject(v: unknown): boolean {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** A deep copy that keeps `__proto__` as an own key. */
export function copy<T>(v: T): T {
  if (Array.isArray(v)) return v.map(copy) as T;
  if (typeof v === "object" && v !== null) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) define(out, k, copy((v as Record<string, unknown>)[k]));
    return out as T;
  }
  return v;
}

/** The share of the fuzzer's inputs drawn from the hostile corpus by default. */
export const DEFAULT_HOSTILE_SHARE = 0.05;

export interface GenerateOptions {
  /** The share of inputs drawn from the hostile corpus (0: none); default `DEFAULT_HOSTILE_SHARE`. */
  readonly hostile?: number;
  /** The corpus to draw from; default `hostileCorpus(versions, { naming })`. */
  readonly corpus?: readonly HostileInput[];
  /** The judged languages' naming, for the corpus's member-keys class (see `HostileOptions`). */
  readonly naming?: HostileOptions["naming"];
  /** Draw only these classes of the corpus (default: every class). */
  readonly classes?: readonly HostileClass[];
  /**
   * Draw each of the corpus's costly entries (`HostileCase.heavy`: the 10 MB string, the 100,000 keys, the
   * 10,000-deep nests) at most once (default true): a later turn of one takes the next entry of its class, and a
   * class left with nothing else gives a model input in its place. An entry is the same text at every draw, so a
   * second verdict on it tells nothing the first did not, and each costs seconds where it is read slowly (a debug
   * build, an interpreter); without this, a small class sends the same one a dozen times in a few hundred inputs.
   */
  readonly heavyOnce?: boolean;
}

/**
 * `count` inputs from `seed`, over every declaration of the given versions: the
 * first `count` of `inputStream` (see there).
 */
export function generateInputs(
  versions: readonly VersionIndex[],
  seed: number,
  count: number,
  opts: GenerateOptions = {},
): FuzzInput[] {
  const out: FuzzInput[] = [];
  if (count <= 0) return out;
  for (const x of inputStream(versions, seed, opts)) if (out.push(x) >= count) break;
  return out;
}

/**
 * The inputs of `seed`, without end, one at a time (a run of any length holds
 * only what it has not judged yet; the first `count` are `generateInputs`'s).
 * A share of them comes from the hostile corpus: its classes in turn, and
 * within a class each entry in turn (both in orders the seed shuffles), so
 * that a large class does not crowd out the others and no entry is drawn again
 * before the rest of its class.
 */
export function* inputStream(
  versions: readonly VersionIndex[],
  seed: number,
  opts: GenerateOptions = {},
): Generator<FuzzInput, never, undefined> {
  const rng = new Rng(seed);
  const decls = versions.flatMap((ix) => ix.version.decls.map((d) => ({ ix, d })));
  const share = opts.hostile ?? DEFAULT_HOSTILE_SHARE;
  // Each class's entries, and the order each is drawn in (shuffled again after each pass).
  const byClass: { entries: HostileInput[]; order: number[]; drawn: number }[] = [];
  if (share > 0) {
    const corpus = opts.corpus ?? hostileCorpus(versions, { naming: opts.naming ?? [] });
    for (const cls of HOSTILE_CLASSES) {
      if (opts.classes && !opts.classes.includes(cls)) continue;
      const entries = corpus.filter((x) => x.hostile.class === cls);
      if (entries.length) byClass.push({ entries, order: entries.map((_, i) => i), drawn: 0 });
    }
  }
  const classOrder = byClass.map((_, i) => i);
  let classesDrawn = 0;
  const shuffle = (order: number[]): void => {
    for (let i = order.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
  };
  const heavyOnce = opts.heavyOnce ?? true;
  const heavyDrawn = new Set<HostileInput>();
  /** The class's next entry; with `heavyOnce`, a costly one drawn already is passed over (undefined: only those left). */
  const next = (c: (typeof byClass)[number]): HostileInput | undefined => {
    for (let tries = 0; tries < c.entries.length; tries++) {
      if (c.drawn % c.entries.length === 0) shuffle(c.order);
      const e = c.entries[c.order[c.drawn++ % c.entries.length]!]!;
      if (!heavyOnce || !e.hostile.heavy) return e;
      if (heavyDrawn.has(e)) continue;
      heavyDrawn.add(e);
      return e;
    }
    return undefined;
  };
  for (;;) {
    // Only a run that draws hostile inputs uses the generator for it: with none, the inputs are as before.
    if (share > 0 && byClass.length && rng.chance(share)) {
      if (classesDrawn % byClass.length === 0) shuffle(classOrder);
      const e = next(byClass[classOrder[classesDrawn++ % byClass.length]!]!);
      if (e) {
        yield e;
        continue;
      }
    }
    const { ix, d } = rng.pick(decls);
    const value = declValue(ix, d, rng);
    const type = `${ix.version.name}.${d.name}`;
    if (rng.chance(0.3)) {
      yield { type, json: value, mutation: "valid" };
      continue;
    }
    const mutation = rng.pick(MUTATIONS);
    if (mutation === "spelling") {
      const base = copy(value);
      let tokens = numberTokens(writeJson(base));
      if (!tokens.length && mutate(base, "numbers", rng)) tokens = numberTokens(writeJson(base));
      if (tokens.length) {
        const from = rng.pick(tokens);
        yield { type, json: base, mutation, spelling: { from, to: rng.pick(spellingsOf(from)) } };
        continue;
      }
    }
    const mutated = copy(value);
    if (mutation !== "spelling" && mutate(mutated, mutation, rng)) yield { type, json: mutated, mutation };
    else yield { type, json: value, mutation: "valid" };
  }
}
