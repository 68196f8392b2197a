import { writeJson } from "../json.js";
import { define, Rng } from "./generate.js";

/**
 * Inputs generated from the PUBLISHED JSON Schema, not from our model: a
 * mistake in the model cannot shape them. For every published type, valid
 * instances (kept only when the schema itself accepts them), then one mutation
 * of a class the issue names: a required field dropped, a scalar of the wrong
 * type, `null` where the schema has none, an unknown tag, an unknown field,
 * integer edges, bounds, unicode, empty strings and lists. The oracles decide
 * what each input should give; this file only makes inputs.
 */

type Node = { readonly [key: string]: unknown } | boolean;

/** A published schema document: `{ "$defs": { Name: schema } }`. */
export interface SchemaDoc {
  readonly $defs: { readonly [name: string]: Node };
}

/** One generated input: the published type it is read as, its JSON text, and how it was made. */
export interface SchemaInput {
  /** `v1.ToolKind`. */
  readonly type: string;
  /** The value (for inputs whose text a JSON value can spell). */
  readonly json: unknown;
  /** The JSON text to read: `writeJson(json)`, or with an integer written as only text can hold it. */
  readonly text: string;
  /** `valid`, or `<mutation>`. */
  readonly mutation: string;
}

export const SCHEMA_MUTATIONS = [
  "drop-required",
  "wrong-type",
  "null",
  "unknown-tag",
  "unknown-field",
  "integer-edge",
  "bounds",
  "unicode",
  "empty",
] as const;
export type SchemaMutation = (typeof SCHEMA_MUTATIONS)[number];

/** What the generator knew about one place of a generated value: where it is and what the schema said there. */
interface Site {
  readonly path: readonly (string | number)[];
  /** The JSON type generated there. */
  readonly type: string;
  /** Whether the schema allowed `null` there. */
  readonly nullable: boolean;
  readonly required: readonly string[];
  /** Object properties the schema fixed to one string (union tags). */
  readonly tags: readonly string[];
  /** Whether the object admits keys beyond its properties. */
  readonly open: boolean;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
}

const obj = (n: Node): { readonly [key: string]: unknown } => (typeof n === "object" && n !== null ? n : {});
const list = (x: unknown): readonly Node[] => (Array.isArray(x) ? (x as Node[]) : []);
const types = (n: { readonly [key: string]: unknown }): string[] =>
  typeof n["type"] === "string" ? [n["type"]] : Array.isArray(n["type"]) ? (n["type"] as string[]) : [];

const STRINGS = [
  "a",
  "hello",
  "sess_1",
  "/tmp/x.txt",
  "é",
  "日本",
  "😀",
  " ",
  "line\nbreak",
  'quote"s',
  "x".repeat(40),
];
const UNICODE = ["😀", "\u0000", "\u2028", "ｆｕｌｌ", "e\u0301", "\ufeff", "\u{10ffff}", "Ω≈ç√", "\u00a0"];
const INT_EDGES = [
  "9007199254740991",
  "9007199254740992",
  "-9007199254740992",
  "9223372036854775807",
  "9223372036854775808",
  "18446744073709551615",
  "18446744073709551616",
  "-1",
  "0",
  "1.0",
  "1e2",
  "2147483648",
  "-2147483649",
  "65536",
  "4294967296",
];
const SENTINEL = "\u0001acp-codegen-integer-edge\u0001";

const INT_FORMATS: { readonly [format: string]: readonly [number, number] } = {
  int8: [-128, 127],
  int16: [-32768, 32767],
  int32: [-2147483648, 2147483647],
  int64: [-9007199254740991, 9007199254740991],
  uint8: [0, 255],
  uint16: [0, 65535],
  uint32: [0, 4294967295],
  uint64: [0, 9007199254740991],
  uint: [0, 9007199254740991],
};

export class SchemaGenerator {
  private sites: Site[] = [];

  constructor(
    private readonly doc: SchemaDoc,
    private readonly rng: Rng,
  ) {}

  /** A node with `$ref` followed and `allOf` merged into it (anyOf/oneOf left for the caller to choose). */
  private flatten(node: Node, seen = 0): { [key: string]: unknown } {
    if (node === true) return {};
    if (node === false) return { not: {} };
    let out: { [key: string]: unknown } = { ...node };
    if (typeof out["$ref"] === "string" && seen < 64) {
      const ref = out["$ref"];
      delete out["$ref"];
      const target = this.doc.$defs[ref.replace(/^#\/\$defs\//, "")];
      if (target !== undefined) out = merge(this.flatten(target, seen + 1), out);
    }
    if (Array.isArray(out["allOf"])) {
      const parts = out["allOf"] as Node[];
      delete out["allOf"];
      for (const p of parts) out = merge(out, this.flatten(p, seen + 1));
    }
    return out;
  }

  /** A value the node describes (the caller checks it against the schema; a few can miss, e.g. through `not`). */
  value(node: Node, path: (string | number)[] = [], depth = 0): unknown {
    let n = this.flatten(node);
    const alts = [...list(n["anyOf"]), ...list(n["oneOf"])];
    let nullable = types(n).includes("null") || alts.some((a) => types(this.flatten(a)).includes("null"));
    if (alts.length) {
      const { anyOf: _a, oneOf: _o, ...rest } = n;
      // Deep down, prefer a branch that ends the recursion (null, a scalar).
      const scalar = alts.filter(
        (a) => !types(this.flatten(a)).some((t) => t === "object" || t === "array") && !obj(a)["$ref"],
      );
      const chosen = depth > 4 && scalar.length ? this.rng.pick(scalar) : this.rng.pick(alts);
      n = merge(rest, this.flatten(chosen));
      nullable ||= types(n).includes("null");
      if (n["anyOf"] || n["oneOf"]) return this.value(n, path, depth);
    }
    if ("const" in n) {
      this.site(path, typeof n["const"] === "string" ? "string" : "const", nullable, n);
      return n["const"];
    }
    if (Array.isArray(n["enum"])) {
      this.site(path, "string", nullable, n);
      return this.rng.pick(n["enum"] as unknown[]);
    }
    let ts = types(n);
    if (!ts.length) ts = n["properties"] ? ["object"] : n["items"] ? ["array"] : [];
    if (!ts.length) return this.free(depth);
    const concrete = ts.filter((t) => t !== "null");
    const t =
      !concrete.length || (ts.includes("null") && this.rng.chance(depth > 3 ? 0.6 : 0.15))
        ? "null"
        : this.rng.pick(concrete);
    this.site(path, t, nullable, n);
    switch (t) {
      case "null":
        return null;
      case "boolean":
        return this.rng.chance(0.5);
      case "string":
        return this.str(n);
      case "integer":
        return this.int(n);
      case "number":
        return this.num(n);
      case "array": {
        const min = typeof n["minItems"] === "number" ? n["minItems"] : 0;
        const len = depth > 4 ? min : min + this.rng.int(3);
        return Array.from({ length: len }, (_, i) =>
          this.value((n["items"] as Node | undefined) ?? true, [...path, i], depth + 1),
        );
      }
      default: {
        const out: Record<string, unknown> = {};
        const props = obj((n["properties"] as Node | undefined) ?? {});
        const required = new Set((n["required"] as string[] | undefined) ?? []);
        for (const [k, s] of Object.entries(props)) {
          if (required.has(k) || (depth < 4 && this.rng.chance(0.5)))
            define(out, k, this.value(s as Node, [...path, k], depth + 1));
        }
        for (const k of required) if (!(k in out)) define(out, k, this.free(depth + 1));
        const extra = n["additionalProperties"];
        if (!Object.keys(props).length && typeof extra === "object" && extra !== null && depth < 4) {
          for (let i = this.rng.int(3); i > 0; i--)
            define(
              out,
              this.rng.pick(["k", "key_2", "é", "a b"]) + i,
              this.value(extra as Node, [...path, `k${i}`], depth + 1),
            );
        }
        return out;
      }
    }
  }

  private site(
    path: readonly (string | number)[],
    type: string,
    nullable: boolean,
    n: { readonly [key: string]: unknown },
  ): void {
    const props = obj((n["properties"] as Node | undefined) ?? {});
    this.sites.push({
      path,
      type,
      nullable,
      required: (n["required"] as string[] | undefined) ?? [],
      tags: Object.entries(props)
        .filter(([, s]) => typeof obj(s as Node)["const"] === "string")
        .map(([k]) => k),
      open: n["additionalProperties"] !== false && n["unevaluatedProperties"] !== false,
      ...(typeof n["format"] === "string" && { format: n["format"] }),
      ...(typeof n["minimum"] === "number" && { minimum: n["minimum"] }),
      ...(typeof n["maximum"] === "number" && { maximum: n["maximum"] }),
    });
  }

  private str(n: { readonly [key: string]: unknown }): string {
    if (n["format"] === "uri") return this.rng.pick(["https://example.com/a", "file:///tmp/x.txt", "urn:x"]);
    if (n["format"] === "date-time") return this.rng.pick(["2026-11-24T12:00:00Z", "2025-01-01T00:00:00.5+02:00"]);
    const s = this.rng.pick(STRINGS);
    const min = typeof n["minLength"] === "number" ? n["minLength"] : 0;
    return s.length >= min ? s : s.padEnd(min, "x");
  }

  private int(n: { readonly [key: string]: unknown }): number {
    const [lo, hi] = INT_FORMATS[String(n["format"])] ?? [-1000, 1000];
    const min = Math.max(lo, typeof n["minimum"] === "number" ? Math.ceil(n["minimum"]) : lo);
    const max = Math.min(hi, typeof n["maximum"] === "number" ? Math.floor(n["maximum"]) : hi);
    const picks = [min, max, 0, 1, 42, 1000].filter((x) => x >= min && x <= max);
    return this.rng.chance(0.7) && picks.length
      ? this.rng.pick(picks)
      : Math.min(max, min + this.rng.int(Math.max(1, Math.min(1e6, max - min + 1))));
  }

  private num(n: { readonly [key: string]: unknown }): number {
    const min = typeof n["minimum"] === "number" ? n["minimum"] : -1e6;
    const max = typeof n["maximum"] === "number" ? n["maximum"] : 1e6;
    const picks = [min, max, 0, 0.5, 1.25, 1e-7, 123.456].filter((x) => x >= min && x <= max);
    return this.rng.pick(picks.length ? picks : [min]);
  }

  /** Free-form JSON (an unconstrained schema: `_meta` values, `Json`). */
  private free(depth: number): unknown {
    const k = this.rng.int(depth > 3 ? 4 : 6);
    switch (k) {
      case 0:
        return null;
      case 1:
        return this.rng.chance(0.5);
      case 2:
        return this.rng.pick([0, -1, 2.5, 1e21, 12345678901]);
      case 3:
        return this.rng.pick(STRINGS);
      case 4:
        return [this.free(depth + 1)];
      default:
        return { [this.rng.pick(["a", "z", "é", "_x"])]: this.free(depth + 1) };
    }
  }

  /** A valid-looking value of a published type, with the sites it passed through. */
  instance(name: string): { value: unknown; sites: Site[] } {
    this.sites = [];
    const value = this.value({ $ref: `#/$defs/${name}` });
    return { value, sites: this.sites };
  }

  /**
   * One mutation of a value; returns the new value and, for an integer edge, the
   * token written where the sentinel string stands. Null when no site fits.
   */
  mutate(value: unknown, sites: readonly Site[], m: SchemaMutation): { value: unknown; token?: string } | null {
    const at = (pred: (s: Site) => boolean): Site | undefined => {
      const fit = sites.filter(pred);
      return fit.length ? this.rng.pick(fit) : undefined;
    };
    switch (m) {
      case "drop-required": {
        const s = at((x) => x.type === "object" && x.required.some((k) => has(get(value, x.path), k)));
        if (!s) return null;
        const k = this.rng.pick(s.required.filter((r) => has(get(value, s.path), r)));
        return { value: edit(value, s.path, (o) => without(o, k)) };
      }
      case "wrong-type": {
        const s = at((x) => x.type !== "null");
        if (!s) return null;
        const wrong: Record<string, unknown[]> = {
          string: [1, true, [], {}],
          integer: ["1", 1.5, true, []],
          number: ["1.5", false, {}],
          boolean: ["true", 0, null],
          array: [{}, "[]", 0],
          object: [[], "{}", 1],
          const: [0, false],
        };
        return { value: edit(value, s.path, () => this.rng.pick(wrong[s.type] ?? [0])) };
      }
      case "null": {
        const s = at((x) => !x.nullable && x.path.length > 0);
        return s ? { value: edit(value, s.path, () => null) } : null;
      }
      case "unknown-tag": {
        const s = at((x) => x.type === "object" && x.tags.some((k) => has(get(value, x.path), k)));
        if (!s) return null;
        const k = this.rng.pick(s.tags.filter((t) => has(get(value, s.path), t)));
        return {
          value: edit(value, s.path, (o) => ({
            ...(o as object),
            [k]: this.rng.pick(["unknown_tag", "", "_ext", "😀", "TEXT"]),
          })),
        };
      }
      case "unknown-field": {
        const s = at((x) => x.type === "object");
        if (!s) return null;
        const k = this.rng.pick(["zzUnknown", "extra_field", "x-note", "é", "__proto__", "constructor"]);
        return { value: edit(value, s.path, (o) => withKey(o, k, this.rng.pick([1, "x", null, [], { a: 1 }]))) };
      }
      case "integer-edge": {
        const s = at((x) => x.type === "integer");
        return s ? { value: edit(value, s.path, () => SENTINEL), token: this.rng.pick(INT_EDGES) } : null;
      }
      case "bounds": {
        const s = at(
          (x) => (x.type === "number" || x.type === "integer") && (x.minimum !== undefined || x.maximum !== undefined),
        );
        if (!s) return null;
        const outside = [
          ...(s.minimum !== undefined ? [s.minimum - (s.type === "integer" ? 1 : 0.5)] : []),
          ...(s.maximum !== undefined ? [s.maximum + (s.type === "integer" ? 1 : 0.5)] : []),
        ];
        return { value: edit(value, s.path, () => this.rng.pick(outside)) };
      }
      case "unicode": {
        const s = at((x) => x.type === "string" || x.type === "object");
        if (!s) return null;
        const u = this.rng.pick(UNICODE);
        return s.type === "string"
          ? { value: edit(value, s.path, (x) => `${String(x)}${u}`) }
          : { value: edit(value, s.path, (o) => withKey(o, `k${u}`, u)) };
      }
      case "empty": {
        const s = at((x) => x.type === "string" || x.type === "array" || x.type === "object");
        if (!s) return null;
        return { value: edit(value, s.path, () => (s.type === "string" ? "" : s.type === "array" ? [] : {})) };
      }
    }
  }
}

function merge(
  a: { readonly [key: string]: unknown },
  b: { readonly [key: string]: unknown },
): { [key: string]: unknown } {
  const out: { [key: string]: unknown } = { ...a };
  for (const [k, v] of Object.entries(b)) {
    if (k === "properties") out[k] = { ...obj((out[k] as Node | undefined) ?? {}), ...obj(v as Node) };
    else if (k === "required") out[k] = [...new Set([...((out[k] as string[] | undefined) ?? []), ...(v as string[])])];
    else if (k === "type" && out[k] !== undefined) {
      const both = types(out).filter((t) => types(b).includes(t));
      out[k] = both.length ? both : v;
    } else if (!(k in out)) out[k] = v;
  }
  return out;
}

function withKey(o: unknown, k: string, v: unknown): unknown {
  if (typeof o !== "object" || o === null || Array.isArray(o)) return o;
  const out: Record<string, unknown> = {};
  for (const [key, x] of Object.entries(o)) define(out, key, x);
  define(out, k, v);
  return out;
}

function without(o: unknown, k: string): unknown {
  if (typeof o !== "object" || o === null || Array.isArray(o)) return o;
  const out: Record<string, unknown> = {};
  for (const [key, x] of Object.entries(o)) if (key !== k) define(out, key, x);
  return out;
}

const has = (o: unknown, k: string): boolean =>
  typeof o === "object" && o !== null && !Array.isArray(o) && Object.hasOwn(o, k);

function get(v: unknown, path: readonly (string | number)[]): unknown {
  let cur = v;
  for (const p of path) {
    if (typeof cur !== "object" || cur === null) return undefined;
    cur = Object.hasOwn(cur, p) ? (cur as Record<string | number, unknown>)[p] : undefined;
  }
  return cur;
}

/** The value with the node at `path` replaced by `f(node)` (copies along the path; a path that no longer exists changes nothing). */
function edit(v: unknown, path: readonly (string | number)[], f: (x: unknown) => unknown): unknown {
  if (!path.length) return f(v);
  const [head, ...rest] = path;
  if (Array.isArray(v) && typeof head === "number" && head < v.length)
    return v.map((x, i) => (i === head ? edit(x, rest, f) : x));
  if (typeof v === "object" && v !== null && !Array.isArray(v) && has(v, String(head))) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) define(out, k, k === String(head) ? edit(x, rest, f) : x);
    return out;
  }
  return v;
}

export interface SchemaInputOptions {
  readonly seed: number;
  readonly count: number;
  /** The published types to cover, qualified (`v1.ToolKind`), each `version -> doc` in `docs`. */
  readonly types: readonly string[];
  readonly docs: { readonly [version: string]: SchemaDoc };
  /** The published schema's verdict on a value (valid instances are kept only when it accepts them). */
  readonly accepts: (type: string, value: unknown) => boolean;
  /** The share of inputs left valid (default 0.25). */
  readonly validShare?: number;
}

/**
 * `count` inputs over `types` in turn (so every type is covered once `count`
 * reaches the number of types): a valid instance, or one mutation of it.
 */
export function schemaInputs(opts: SchemaInputOptions): SchemaInput[] {
  const rng = new Rng(opts.seed);
  const gens = new Map(Object.entries(opts.docs).map(([v, d]) => [v, new SchemaGenerator(d, rng)]));
  const out: SchemaInput[] = [];
  const validShare = opts.validShare ?? 0.25;
  for (let i = 0; i < opts.count; i++) {
    const type = opts.types[i % opts.types.length]!;
    const [version, name] = type.split(".") as [string, string];
    const gen = gens.get(version)!;
    let made: { value: unknown; sites: Site[] } | null = null;
    for (let tries = 0; tries < 8 && !made; tries++) {
      const x = gen.instance(name);
      if (opts.accepts(type, x.value)) made = x;
    }
    if (!made) continue;
    const wantValid = rng.chance(validShare);
    const order = wantValid ? [] : [...SCHEMA_MUTATIONS].sort(() => rng.next() - 0.5);
    let input: SchemaInput | null = null;
    for (const m of order) {
      const r = gen.mutate(made.value, made.sites, m);
      if (!r) continue;
      const text = writeJson(r.value as never);
      input =
        r.token === undefined
          ? { type, json: r.value, text, mutation: m }
          : { type, json: undefined, text: replaceSentinel(text, r.token), mutation: m };
      break;
    }
    out.push(input ?? { type, json: made.value, text: writeJson(made.value as never), mutation: "valid" });
  }
  return out;
}

/** The sentinel string token in canonical JSON text, replaced by a number token. */
function replaceSentinel(text: string, token: string): string {
  const quoted = writeJson(SENTINEL as never);
  const at = text.indexOf(quoted);
  return at < 0 ? text : text.slice(0, at) + token + text.slice(at + quoted.length);
}
