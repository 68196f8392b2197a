import type { VersionIndex } from "../model/index.js";
import { checkDecl } from "../model/check-value.js";
import { pathStep as stepOf } from "../model/duplicate-members.js";
import { envelopeTypeNames } from "../model/methods.js";
import { words } from "../naming.js";
import type { LanguageNaming } from "../plugin/index.js";
import type { Decl, Field, TypeExpr } from "../model/types.js";
import { writeJson } from "../json.js";
import type { FuzzInput } from "./input.js";

/**
 * The hostile corpus: JSON *text* (and bytes) that has broken a binding before,
 * built from the model rather than from names of the bundled spec. Each input
 * sits inside a minimal valid value of a host type the model offers: a type
 * with a free-form JSON field, a recursive type, a JSON-RPC message type. Each
 * carries the contract's verdict (and, for a reject, the JSON path the error
 * must name), where the contract fixes one; `null` where it fixes none (every
 * language must still agree).
 */

export const HOSTILE_CLASSES = [
  "duplicate-keys",
  "lone-surrogate",
  "bad-utf8",
  "bom",
  "depth",
  "recursive-depth",
  "huge-number",
  "long-string",
  "many-keys",
  "serde-number-key",
  "jsonrpc-error-null",
  "member-keys",
] as const;
export type HostileClass = (typeof HOSTILE_CLASSES)[number];

export interface HostileCase {
  readonly class: HostileClass;
  /** A short name, unique within the corpus. */
  readonly name: string;
  /** The contract's verdict, given that `base` is accepted; null: the contract fixes none. */
  readonly expect: "accept" | "reject" | null;
  /** For an expected reject: the JSON path the error names (the contract's form). */
  readonly path?: string;
  /** For an expected reject: what the error says after its path (`duplicate member "a"`), where the contract fixes the words. */
  readonly message?: string;
  /** The minimal valid value of the host type the input is built in (accepted by every binding, or the case says nothing). */
  readonly base: unknown;
  /** One of the costly inputs `HostileOptions.heavy` switches on (a 10 MB string, 100,000 keys, 10,000 deep). */
  readonly heavy?: true;
}

/** A hostile input: `text` (JSON text) or `bytes` (base64) goes to the bindings in place of `json`. */
export interface HostileInput extends FuzzInput {
  readonly hostile: HostileCase;
}

/** The contract's nesting limit: depth 128 is accepted, 129 rejected. */
export const MAX_DEPTH = 128;

/** A JSON path with one step more, as the contract writes it. */
export function pathStep(path: string, k: string | number): string {
  return path + stepOf(k);
}

/**
 * Scans JSON text without recursion: its nesting depth, and the path of the
 * first container opened deeper than `limit` (null when none is).
 */
export function scanDepth(text: string, limit = MAX_DEPTH): { depth: number; tooDeep: string | null } {
  // One frame per open container: its path, and the key or index its next child takes.
  const stack: { path: string; key: string | number; array: boolean }[] = [];
  let depth = 0;
  let tooDeep: string | null = null;
  let pendingKey: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
      const s = text.slice(i, j + 1);
      i = j;
      const top = stack[stack.length - 1];
      // A string followed by ':' in an object is a key.
      let k = j + 1;
      while (text[k] === " " || text[k] === "\n" || text[k] === "\t" || text[k] === "\r") k++;
      if (top && !top.array && text[k] === ":") pendingKey = JSON.parse(s) as string;
      continue;
    }
    if (c === "{" || c === "[") {
      const top = stack[stack.length - 1];
      const path = top ? pathStep(top.path, top.array ? (top.key as number) : (pendingKey ?? "")) : "$";
      stack.push({ path, key: 0, array: c === "[" });
      depth = Math.max(depth, stack.length);
      if (tooDeep === null && stack.length > limit) tooDeep = path;
      continue;
    }
    if (c === "}" || c === "]") {
      stack.pop();
      continue;
    }
    if (c === ",") {
      const top = stack[stack.length - 1];
      if (top?.array) top.key = (top.key as number) + 1;
    }
  }
  return { depth, tooDeep };
}

const MARK = "@@hostile@@";
const MARK_TEXT = JSON.stringify(MARK);

/** JSON text of `value` with the marker string replaced by `inner` (raw JSON text). */
function splice(value: unknown, inner: string): string {
  const text = writeJson(value);
  const at = text.indexOf(MARK_TEXT);
  return text.slice(0, at) + inner + text.slice(at + MARK_TEXT.length);
}

/** A type expression with nullability and aliases looked through. */
function resolve(ix: VersionIndex, t: TypeExpr, hops = 0): TypeExpr {
  if (t.kind === "nullable") return resolve(ix, t.inner, hops);
  if (t.kind === "ref" && hops < 32) {
    const d = ix.decls.get(t.name);
    if (d?.kind === "alias") return resolve(ix, d.target, hops + 1);
  }
  return t;
}

/** Whether a field holds free-form JSON objects (any keys, any values). */
function freeFormObject(ix: VersionIndex, t: TypeExpr): boolean {
  const r = resolve(ix, t);
  return r.kind === "json-object" || (r.kind === "map" && resolve(ix, r.values).kind === "json");
}

/** A minimal valid value of a type expression: required fields only, first choices. */
function minimalExpr(ix: VersionIndex, t: TypeExpr, seen: ReadonlySet<string>): unknown {
  switch (t.kind) {
    case "string":
      return "a";
    case "null":
      return null;
    case "number":
    case "integer":
      return 0;
    case "boolean":
      return true;
    case "json":
    case "json-object":
    case "map":
      return {};
    case "literal":
      return t.value;
    case "array":
      return [];
    case "nullable":
      return null;
    case "ref": {
      const d = ix.decls.get(t.name);
      return d && !seen.has(d.name) ? minimalDecl(ix, d, new Set([...seen, d.name])) : null;
    }
  }
}

function requiredFields(
  ix: VersionIndex,
  fields: readonly Field[],
  seen: ReadonlySet<string>,
  out: Record<string, unknown>,
): void {
  for (const f of fields) if (!f.optional && !f.doc.unstable) out[f.name] = minimalExpr(ix, f.type, seen);
}

/** A minimal valid value of a declaration (a union: its first stable variant). */
export function minimalDecl(
  ix: VersionIndex,
  d: Decl,
  seen: ReadonlySet<string> = new Set([d.name]),
  variant?: string,
): unknown {
  switch (d.kind) {
    case "object": {
      const out: Record<string, unknown> = {};
      requiredFields(ix, d.fields, seen, out);
      return out;
    }
    case "union": {
      const v = d.variants.find((x) => (variant === undefined ? !x.doc.unstable : x.tag === variant)) ?? d.variants[0]!;
      const out: Record<string, unknown> = { [d.tagField]: v.tag };
      requiredFields(ix, d.fields, seen, out);
      const payload = v.payload ? ix.decls.get(v.payload) : undefined;
      if (payload?.kind === "object") requiredFields(ix, payload.fields, seen, out);
      return out;
    }
    case "enum":
      return d.values[0]!.value;
    case "untagged":
      return minimalExpr(ix, d.members[0]!.type, seen);
    case "alias":
      return minimalExpr(ix, d.target, seen);
    case "opaque":
      return "a";
  }
}

/** The fields a value of `d` holds directly (a union's: the shared fields and its variants' payload fields, with the variant). */
function fieldsOf(ix: VersionIndex, d: Decl): { field: Field; variant?: string }[] {
  if (d.kind === "object") return d.fields.map((field) => ({ field }));
  if (d.kind !== "union") return [];
  const out: { field: Field; variant?: string }[] = d.fields.map((field) => ({ field }));
  for (const v of d.variants) {
    const p = v.payload ? ix.decls.get(v.payload) : undefined;
    if (p?.kind === "object" && !v.doc.unstable) for (const field of p.fields) out.push({ field, variant: v.tag });
  }
  return out;
}

/** A host: a stable object type, and one of its fields whose value the corpus fills. */
interface Host {
  readonly type: string;
  readonly ix: VersionIndex;
  readonly decl: Decl;
  readonly field: Field;
  readonly variant?: string;
}

/** `base` with the host's field set to the marker, so that `splice` puts raw text there. */
function hostValue(h: Host, fill: unknown): Record<string, unknown> {
  const v = minimalDecl(h.ix, h.decl, new Set([h.decl.name]), h.variant) as Record<string, unknown>;
  v[h.field.name] = fill;
  return v;
}

/** Stable types of a version with a free-form object field (`json-object`), first by name. */
function freeFormHosts(ix: VersionIndex): Host[] {
  const out: Host[] = [];
  for (const d of ix.version.decls) {
    if (d.doc.unstable || (d.kind !== "object" && d.kind !== "union")) continue;
    const f = fieldsOf(ix, d).find((x) => !x.field.doc.unstable && freeFormObject(ix, x.field.type));
    if (f)
      out.push({
        type: `${ix.version.name}.${d.name}`,
        ix,
        decl: d,
        field: f.field,
        ...(f.variant !== undefined && { variant: f.variant }),
      });
  }
  return out;
}

/** A stable host type with a required string field (for typed-field cases), first by name. */
function stringHosts(ix: VersionIndex): Host[] {
  const out: Host[] = [];
  for (const d of ix.version.decls) {
    if (d.doc.unstable || d.kind !== "object") continue;
    const f = d.fields.find((x) => !x.optional && !x.doc.unstable && x.type.kind === "string");
    if (f) out.push({ type: `${ix.version.name}.${d.name}`, ix, decl: d, field: f });
  }
  return out;
}

/** One step from a declaration's value to a value of another declaration. */
interface Step {
  readonly field: string;
  readonly variant?: string;
  /** Containers between the field and the referenced value: `[0]` for an array, `.k` for a map. */
  readonly through: readonly ("array" | "map")[];
  readonly to: string;
}

function refsOf(t: TypeExpr, through: ("array" | "map")[] = []): { through: ("array" | "map")[]; to: string }[] {
  switch (t.kind) {
    case "ref":
      return [{ through, to: t.name }];
    case "nullable":
      return refsOf(t.inner, through);
    case "array":
      return refsOf(t.items, [...through, "array"]);
    case "map":
      return refsOf(t.values, [...through, "map"]);
    default:
      return [];
  }
}

/** A stable declaration that reaches itself through fields (the shortest cycle found), or null. */
export function recursiveCycle(ix: VersionIndex): { decl: Decl; steps: Step[] } | null {
  const stepsFrom = (d: Decl): Step[] => {
    if (d.kind === "alias" || d.kind === "untagged") return [];
    return fieldsOf(ix, d)
      .filter((x) => !x.field.doc.unstable)
      .flatMap((x) =>
        refsOf(x.field.type).map((r) => ({
          field: x.field.name,
          ...(x.variant !== undefined && { variant: x.variant }),
          through: r.through,
          to: r.to,
        })),
      );
  };
  for (const d of ix.version.decls) {
    if (d.doc.unstable) continue;
    // Breadth first from d, back to d.
    const queue: { name: string; steps: Step[] }[] = [{ name: d.name, steps: [] }];
    const seen = new Set<string>();
    while (queue.length) {
      const { name, steps } = queue.shift()!;
      const cur = ix.decls.get(name);
      if (!cur || cur.doc.unstable) continue;
      for (const s of stepsFrom(cur)) {
        if (s.to === d.name) return { decl: d, steps: [...steps, s] };
        if (!seen.has(s.to)) {
          seen.add(s.to);
          queue.push({ name: s.to, steps: [...steps, s] });
        }
      }
    }
  }
  return null;
}

/** Prefix and suffix text that wrap one more level of a recursive type around inner text. */
function cycleWrap(ix: VersionIndex, decl: Decl, steps: readonly Step[]): { prefix: string; suffix: string } {
  let inner: unknown = MARK;
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i]!;
    let slot: unknown = inner;
    for (let j = s.through.length - 1; j >= 0; j--) slot = s.through[j] === "array" ? [slot] : { k: slot };
    const holderDecl = i === 0 ? decl : ix.decls.get(steps[i - 1]!.to)!;
    const holder = minimalDecl(ix, holderDecl, new Set([holderDecl.name]), s.variant) as Record<string, unknown>;
    holder[s.field] = slot;
    inner = holder;
  }
  return splitAround(inner);
}

/** Splits a value holding the marker into the text before and after it. */
function splitAround(v: unknown): { prefix: string; suffix: string } {
  const text = writeJson(v);
  const at = text.indexOf(MARK_TEXT);
  return { prefix: text.slice(0, at), suffix: text.slice(at + MARK_TEXT.length) };
}

/** A stable open object type (one that keeps unknown members), with its wire names; first by name. */
function openHosts(ix: VersionIndex): { type: string; decl: Decl; wire: ReadonlySet<string> }[] {
  const out: { type: string; decl: Decl; wire: ReadonlySet<string> }[] = [];
  for (const d of ix.version.decls) {
    if (d.doc.unstable || d.kind !== "object" || !d.open) continue;
    out.push({ type: `${ix.version.name}.${d.name}`, decl: d, wire: new Set(d.fields.map((f) => f.name)) });
  }
  return out;
}

/** A name that is none of `taken`. */
function unknownName(taken: ReadonlySet<string>): string {
  let name = "zzUnknown";
  for (let i = 2; taken.has(name); i++) name = `zzUnknown${i}`;
  return name;
}

/** A stable tagged union with a stable variant, its minimal value, and another stable variant's tag (if any). */
function taggedHost(
  ix: VersionIndex,
): { type: string; decl: Extract<Decl, { kind: "union" }>; base: unknown; tag: string; other?: string } | null {
  for (const d of ix.version.decls) {
    if (d.doc.unstable || d.kind !== "union") continue;
    const stable = d.variants.filter((x) => !x.doc.unstable);
    if (!stable.length) continue;
    const tag = stable[0]!.tag;
    const other = stable.find((x) => x.tag !== tag)?.tag;
    return {
      type: `${ix.version.name}.${d.name}`,
      decl: d,
      base: minimalDecl(ix, d, new Set([d.name]), tag),
      tag,
      ...(other !== undefined && { other }),
    };
  }
  return null;
}

/** A member name as JSON text with its first character written as a `\u` escape (`"\u0061b"` for `ab`). */
export function escapeFirst(name: string): string {
  const rest = JSON.stringify(name.slice(1)).slice(1);
  return `"\\u${name.charCodeAt(0).toString(16).padStart(4, "0")}${rest}`;
}

/**
 * A wire name in every case spelling: camelCase, snake_case, PascalCase,
 * UPPER_SNAKE and lower (the words run together), each also with a leading and
 * a trailing `_`; the wire name itself with a leading and a trailing `_` too.
 */
export function caseSpellings(wire: string): string[] {
  const w = words(wire);
  if (!w.length) return [`_${wire}`, `${wire}_`];
  const cap = (x: string): string => x.charAt(0).toUpperCase() + x.slice(1);
  const plain = [
    w[0]! + w.slice(1).map(cap).join(""),
    w.join("_"),
    w.map(cap).join(""),
    w.join("_").toUpperCase(),
    w.join(""),
  ];
  return [...new Set([...plain.flatMap((x) => [x, `_${x}`, `${x}_`]), `_${wire}`, `${wire}_`])];
}

/**
 * The keys the member-keys class sends as unknown members of an object with
 * these wire names (`fields`: its fields'; `wire`: every name the object takes,
 * its tag included): each language's identifier of each field, every case
 * spelling of every wire name, and each language's own member names, less the
 * wire names themselves. In a fixed order, each key once.
 */
export function memberKeys(
  fields: readonly string[],
  wire: ReadonlySet<string>,
  naming: readonly LanguageNaming[],
): string[] {
  const keys = new Set<string>();
  for (const n of naming)
    for (const f of fields) {
      const id = n.fieldIdent?.(f);
      if (id) keys.add(id);
    }
  for (const w of wire) for (const k of caseSpellings(w)) keys.add(k);
  for (const n of naming) for (const k of n.ownMembers ?? []) keys.add(k);
  return [...keys].filter((k) => k !== "" && !wire.has(k));
}

/** Values the member-keys class gives its keys, in turn: one of each JSON type, and values a field of that name might hold. */
const MEMBER_VALUES: readonly unknown[] = ["B", true, 1.5, { k: [1] }, [null, "x"], 0, "", null, -7, false, {}];

/** A host of the member-keys class: an object (or a union's variant) that keeps unknown members. */
interface MemberHost {
  readonly type: string;
  readonly ix: VersionIndex;
  readonly decl: Decl;
  readonly variant?: string;
  /** Its fields' wire names (a union's: its tag, the shared fields and the variant's payload fields). */
  readonly fields: readonly string[];
  /** Every name the value takes: its fields and its tag. */
  readonly wire: ReadonlySet<string>;
}

/** Stable object types that keep unknown members, and each stable variant of a union whose payload keeps them. */
export function memberHosts(ix: VersionIndex): MemberHost[] {
  const out: MemberHost[] = [];
  const stable = (fs: readonly Field[]): string[] => fs.filter((f) => !f.doc.unstable).map((f) => f.name);
  for (const d of ix.version.decls) {
    if (d.doc.unstable) continue;
    const type = `${ix.version.name}.${d.name}`;
    if (d.kind === "object" && d.open)
      out.push({ type, ix, decl: d, fields: stable(d.fields), wire: new Set(stable(d.fields)) });
    if (d.kind !== "union") continue;
    for (const v of d.variants) {
      const p = v.payload ? ix.decls.get(v.payload) : undefined;
      if (v.doc.unstable || p?.kind !== "object" || !p.open) continue;
      // The tag counts as a field here: a language may hold it as one (and name it as one).
      const fields = [d.tagField, ...stable(d.fields), ...stable(p.fields)];
      out.push({ type, ix, decl: d, variant: v.tag, fields, wire: new Set(fields) });
    }
  }
  return out;
}

/** The minimal value of a host (its variant's, for a union). */
function minimalOf(h: MemberHost): Record<string, unknown> {
  return minimalDecl(h.ix, h.decl, new Set([h.decl.name]), h.variant) as Record<string, unknown>;
}

/** A value with the given keys added as members, each with one of MEMBER_VALUES in turn (from the `from`th). */
function withMemberKeys(base: Record<string, unknown>, keys: readonly string[], from = 0): Record<string, unknown> {
  const v: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(base))
    Object.defineProperty(v, k, { value: x, enumerable: true, writable: true, configurable: true });
  keys.forEach((k, i) =>
    Object.defineProperty(v, k, {
      value: MEMBER_VALUES[(from + i) % MEMBER_VALUES.length],
      enumerable: true,
      writable: true,
      configurable: true,
    }),
  );
  return v;
}

/** A stable field of an object host whose value is the declaration `to` itself (nullable looked through), or undefined. */
function refField(h: MemberHost, to: string): string | undefined {
  if (h.decl.kind !== "object") return undefined;
  const f = h.decl.fields.find(
    (x) =>
      !x.doc.unstable &&
      (x.type.kind === "nullable" ? x.type.inner : x.type).kind === "ref" &&
      ((x.type.kind === "nullable" ? x.type.inner : x.type) as { name: string }).name === to,
  );
  return f?.name;
}

/** No unstable feature: the surface the fuzzer's tasks read. */
const STABLE: ReadonlySet<string> = new Set();

/**
 * A host's value with every stable optional field the model accepts set too (a
 * field of the same name as a key then stands beside it), or its minimal value.
 */
function fullValue(h: MemberHost): Record<string, unknown> {
  const v = minimalDecl(h.ix, h.decl, new Set([h.decl.name]), h.variant) as Record<string, unknown>;
  const fields = fieldsOf(h.ix, h.decl).filter(
    (x) => (x.variant === undefined || x.variant === h.variant) && x.field.optional && !x.field.doc.unstable,
  );
  for (const { field } of fields) {
    if (field.name in v) continue;
    const t = field.type.kind === "nullable" ? field.type.inner : field.type;
    const x = minimalExpr(h.ix, t, new Set([h.decl.name]));
    if (x === null) continue;
    v[field.name] = x;
    if (checkDecl(h.ix, h.decl.name, v, STABLE) !== null) delete v[field.name];
  }
  return v;
}

function b64(bytes: readonly number[] | Uint8Array): string {
  return Buffer.from(bytes).toString("base64");
}

export interface HostileOptions {
  /** Include the 10 MB string, the 100,000 keys and the 10,000-deep nests (default true). */
  readonly heavy?: boolean;
  /**
   * The naming of each language judged: the member-keys class sends its field identifiers and own
   * member names as unknown keys (with none, it sends the case spellings of the wire names only).
   */
  readonly naming?: readonly LanguageNaming[];
  /** The member-keys class also sends each key alone (default true); false: all of a host's keys at once only. */
  readonly eachKey?: boolean;
}

/** The hostile corpus for the given versions. */
export function hostileCorpus(versions: readonly VersionIndex[], opts: HostileOptions = {}): HostileInput[] {
  const heavy = opts.heavy ?? true;
  const naming = opts.naming ?? [];
  const out: HostileInput[] = [];
  const add = (
    cls: HostileClass,
    name: string,
    type: string,
    base: unknown,
    input: { text?: string; bytes?: string; json?: unknown },
    expect: HostileCase["expect"],
    path?: string,
    extra: { mode?: "lenient"; message?: string; heavy?: boolean } = {},
  ): void => {
    out.push({
      type,
      json: input.json ?? base,
      mutation: `hostile:${cls}`,
      ...(input.text !== undefined && { text: input.text }),
      ...(input.bytes !== undefined && { bytes: input.bytes }),
      ...(extra.mode !== undefined && { mode: extra.mode }),
      hostile: {
        class: cls,
        name: `${cls}/${name}`,
        expect,
        ...(path !== undefined && { path }),
        ...(extra.message !== undefined && { message: extra.message }),
        base,
        ...(extra.heavy && { heavy: true as const }),
      },
    });
  };
  /**
   * A duplicate member case, in both modes. Strict rejects it at the object
   * that names the member twice (`at`, null when another error may come first
   * in document order); lenient rejects a repeated known field or tag there
   * too (`known`), and otherwise keeps the last (an accept).
   */
  const dup = (
    name: string,
    type: string,
    base: unknown,
    text: string,
    at: string | null,
    member: string,
    known: boolean,
  ): void => {
    const message = at === null ? undefined : `duplicate member ${JSON.stringify(member)}`;
    add("duplicate-keys", name, type, base, { text }, "reject", at ?? undefined, {
      ...(message !== undefined && { message }),
    });
    if (known)
      add("duplicate-keys", `${name}-lenient`, type, base, { text }, "reject", at ?? undefined, {
        mode: "lenient",
        ...(message !== undefined && { message }),
      });
    else add("duplicate-keys", `${name}-lenient`, type, base, { text }, "accept", undefined, { mode: "lenient" });
  };
  // The costly inputs (a 10 MB string, 100,000 keys, 10,000 deep) in the first version that has a host only.
  let heavyLeft = heavy;
  for (const ix of versions) {
    const v = ix.version.name;
    const free = freeFormHosts(ix)[0];
    const typed = stringHosts(ix)[0];
    if (free) {
      const base = hostValue(free, {});
      const at = pathStep("$", free.field.name);
      const text = (inner: string): string => splice(hostValue(free, MARK), inner);
      const t = free.type;
      // Duplicate member names in free-form JSON: strict rejects at the object naming one twice; lenient keeps the last.
      dup(`${v}-free-form`, t, base, text('{"a":1,"a":"last"}'), at, "a", false);
      dup(`${v}-free-form-nested`, t, base, text('{"a":{"b":1},"a":{"c":[2]}}'), at, "a", false);
      dup(`${v}-free-form-escaped`, t, base, text('{"a":1,"\\u0061":2}'), at, "a", false);
      dup(`${v}-free-form-equal-values`, t, base, text('{"k":[1],"k":[1]}'), at, "k", false);
      // Deep under arrays; and the first duplicate in document order is the inner one, before the outer one's second name.
      dup(
        `${v}-free-form-under-arrays`,
        t,
        base,
        text('{"x":[[{"k":1}],[{"y":0,"k":2,"y":3}]]}'),
        pathStep(pathStep(pathStep(at, "x"), 1), 0),
        "y",
        false,
      );
      dup(
        `${v}-free-form-first-in-order`,
        t,
        base,
        text('{"b":1,"z":{"q":1,"q":2},"b":2}'),
        pathStep(at, "z"),
        "q",
        false,
      );
      // Names that differ in case, or only look alike, are different names.
      add(
        "duplicate-keys",
        `${v}-free-form-case-differs`,
        t,
        base,
        { text: text('{"a":1,"A":2,"a ":3,"\\u00e1":4}') },
        "accept",
      );
      add(
        "duplicate-keys",
        `${v}-free-form-case-differs-lenient`,
        t,
        base,
        { text: text('{"a":1,"A":2,"a ":3,"\\u00e1":4}') },
        "accept",
        undefined,
        { mode: "lenient" },
      );
      // Lone surrogates, in a value and in a key; a pair is fine.
      add("lone-surrogate", `${v}-value`, t, base, { text: text('{"k":"\\ud800"}') }, "reject", pathStep(at, "k"));
      add(
        "lone-surrogate",
        `${v}-value-low`,
        t,
        base,
        { text: text('{"k":"x\\udfffy"}') },
        "reject",
        pathStep(at, "k"),
      );
      add("lone-surrogate", `${v}-key`, t, base, { text: text('{"\\ud800":1}') }, "reject", at);
      add(
        "lone-surrogate",
        `${v}-in-array`,
        t,
        base,
        { text: text('{"k":["ok","\\udc00"]}') },
        "reject",
        `${pathStep(at, "k")}[1]`,
      );
      add("lone-surrogate", `${v}-pair-accepted`, t, base, { text: text('{"k":"\\ud83d\\ude00"}') }, "accept");
      // Bytes that are not UTF-8 (or carry a BOM) are rejected at $.
      const enc = (s: string): number[] => [...Buffer.from(s, "utf8")];
      const [pre, post] = text('"@@"').split('"@@"') as [string, string];
      add(
        "bad-utf8",
        `${v}-encoded-surrogate`,
        t,
        base,
        { bytes: b64([...enc(pre), ...enc('{"k":"'), 0xed, 0xa0, 0x80, ...enc('"}'), ...enc(post)]) },
        "reject",
        "$",
      );
      add(
        "bad-utf8",
        `${v}-truncated-sequence`,
        t,
        base,
        { bytes: b64([...enc(pre), ...enc('{"k":"'), 0xc3, 0x28, ...enc('"}'), ...enc(post)]) },
        "reject",
        "$",
      );
      add(
        "bad-utf8",
        `${v}-overlong`,
        t,
        base,
        { bytes: b64([...enc(pre), ...enc('{"k":"'), 0xc0, 0xaf, ...enc('"}'), ...enc(post)]) },
        "reject",
        "$",
      );
      add("bad-utf8", `${v}-valid-bytes-accepted`, t, base, { bytes: b64(enc(text('{"k":"é😀"}'))) }, "accept");
      add("bom", `${v}-utf8-bom`, t, base, { bytes: b64([0xef, 0xbb, 0xbf, ...enc(writeJson(base))]) }, "reject", "$");
      add(
        "bom",
        `${v}-utf16le`,
        t,
        base,
        { bytes: b64([...Buffer.from(`\ufeff${writeJson(base)}`, "utf16le")]) },
        "reject",
        "$",
      );
      // Depth, in free-form JSON: the field's object holds a run of arrays.
      const big = heavyLeft;
      heavyLeft = false;
      const depths = big ? [127, 128, 129, 1000, 10000] : [127, 128, 129, 1000];
      const outer = scanDepth(text("{}")).depth; // the depth of the field's own object
      for (const d of depths) {
        const n = d - outer;
        const deep = text(`{"d":${"[".repeat(n)}${"]".repeat(n)}}`);
        const s = scanDepth(deep);
        add(
          "depth",
          `${v}-${s.depth}`,
          t,
          base,
          { text: deep },
          s.tooDeep === null ? "accept" : "reject",
          s.tooDeep ?? undefined,
          { heavy: d > 1000 },
        );
      }
      // The same through the value entry points (the harness reads the task as a value).
      for (const d of [128, 129]) {
        let deep: unknown = [];
        for (let i = d - outer - 1; i > 0; i--) deep = [deep];
        const value = hostValue(free, { d: deep });
        const s = scanDepth(writeJson(value));
        add(
          "depth",
          `${v}-${s.depth}-as-value`,
          t,
          base,
          { json: value },
          s.tooDeep === null ? "accept" : "reject",
          s.tooDeep ?? undefined,
        );
      }
      // Huge numbers: the number rules fix their verdicts; every language must agree.
      for (const [name, num] of [
        ["30-digits", "123456789012345678901234567890"],
        ["1e400", "1e400"],
        ["4300-digits", `1${"0".repeat(4299)}`],
        ["4301-digits", `1${"0".repeat(4300)}`],
        ["-0", "-0"],
        ["2^64+1", "18446744073709551617"],
      ] as const) {
        add("huge-number", `${v}-${name}`, t, base, { text: text(`{"n":${num}}`) }, null);
      }
      // Long strings holding digit runs never trip the number reader.
      add(
        "long-string",
        `${v}-digits-in-string`,
        t,
        base,
        { text: text(`{"s":"${"1234567890".repeat(100)}"}`) },
        "accept",
      );
      if (big)
        add(
          "long-string",
          `${v}-10mb`,
          t,
          base,
          { text: text(`{"s":"${"x".repeat(5_000_000)}12345678901234567890${"y".repeat(5_000_000)}"}`) },
          "accept",
          undefined,
          { heavy: true },
        );
      // Many keys.
      const keys = big ? 100_000 : 1000;
      add(
        "many-keys",
        `${v}-${keys}`,
        t,
        base,
        { text: text(`{${Array.from({ length: keys }, (_, i) => `"k${i}":${i}`).join(",")}}`) },
        "accept",
        undefined,
        { heavy: big },
      );
      // serde_json's private number token is an ordinary key.
      add("serde-number-key", `${v}-string`, t, base, { text: text('{"$serde_json::private::Number":"1"}') }, "accept");
      add(
        "serde-number-key",
        `${v}-not-a-number`,
        t,
        base,
        { text: text('{"$serde_json::private::Number":"abc"}') },
        "accept",
      );
      add("serde-number-key", `${v}-number`, t, base, { text: text('{"$serde_json::private::Number":1}') }, "accept");
      add(
        "serde-number-key",
        `${v}-nested`,
        t,
        base,
        { text: text('{"x":[{"$serde_json::private::Number":"1e5"}]}') },
        "accept",
      );
      // The same as a value (the harness reads the task as JSON first).
      add(
        "serde-number-key",
        `${v}-string-as-value`,
        t,
        base,
        { json: hostValue(free, { "$serde_json::private::Number": "1" }) },
        "accept",
      );
    }
    if (typed) {
      const base = hostValue(typed, "a");
      const at = pathStep("$", typed.field.name);
      const body = writeJson(base);
      // A known field named twice: rejected in both modes, at the object. With a bad first value, that value's
      // error comes first in document order, so only the verdict is fixed.
      const name = typed.field.name;
      const key = JSON.stringify(name);
      dup(`${v}-typed-bad-first`, typed.type, base, `{${key}:5,${body.slice(1)}`, null, name, true);
      dup(`${v}-typed-bad-last`, typed.type, base, `${body.slice(0, -1)},${key}:5}`, "$", name, true);
      dup(
        `${v}-typed-equal-values`,
        typed.type,
        base,
        `${body.slice(0, -1)},${key}:${JSON.stringify(base[name])}}`,
        "$",
        name,
        true,
      );
      dup(
        `${v}-typed-escaped`,
        typed.type,
        base,
        `${body.slice(0, -1)},${escapeFirst(name)}:${JSON.stringify(base[name])}}`,
        "$",
        name,
        true,
      );
      add(
        "lone-surrogate",
        `${v}-typed-field`,
        typed.type,
        base,
        { text: splice(hostValue(typed, MARK), '"\\udbff"') },
        "reject",
        at,
      );
      add(
        "long-string",
        `${v}-typed-digits`,
        typed.type,
        base,
        { text: splice(hostValue(typed, MARK), `"${"9".repeat(5000)}"`) },
        "accept",
      );
    }
    const open = openHosts(ix)[0];
    if (open) {
      // An unknown member named twice: strict rejects; lenient keeps the last, as for free-form JSON.
      const base = minimalDecl(ix, open.decl) as Record<string, unknown>;
      const body = writeJson(base);
      const name = unknownName(open.wire);
      const sep = body === "{}" ? "" : ",";
      dup(
        `${v}-unknown-member`,
        open.type,
        base,
        `${body.slice(0, -1)}${sep}${JSON.stringify(name)}:1,${JSON.stringify(name)}:{"last":[2]}}`,
        "$",
        name,
        false,
      );
    }
    const tagged = taggedHost(ix);
    if (tagged) {
      // The tag named twice, with one value or two: rejected in both modes.
      const body = writeJson(tagged.base);
      const key = JSON.stringify(tagged.decl.tagField);
      dup(
        `${v}-tag-same`,
        tagged.type,
        tagged.base,
        `{${key}:${JSON.stringify(tagged.tag)},${body.slice(1)}`,
        "$",
        tagged.decl.tagField,
        true,
      );
      if (tagged.other !== undefined)
        dup(
          `${v}-tag-differs`,
          tagged.type,
          tagged.base,
          `${body.slice(0, -1)},${key}:${JSON.stringify(tagged.other)}}`,
          "$",
          tagged.decl.tagField,
          true,
        );
      dup(
        `${v}-tag-escaped`,
        tagged.type,
        tagged.base,
        `${body.slice(0, -1)},${escapeFirst(tagged.decl.tagField)}:${JSON.stringify(tagged.tag)}}`,
        "$",
        tagged.decl.tagField,
        true,
      );
    }
    const cycle = recursiveCycle(ix);
    if (cycle) {
      const base = minimalDecl(ix, cycle.decl);
      const type = `${v}.${cycle.decl.name}`;
      const wrap = cycleWrap(ix, cycle.decl, cycle.steps);
      const innermost = writeJson(base);
      const nest = (n: number): string => wrap.prefix.repeat(n) + innermost + wrap.suffix.repeat(n);
      const per = Math.max(1, scanDepth(nest(1)).depth - scanDepth(nest(0)).depth);
      // At or below the limit: the most levels that stay within the depth; above it: the fewest that reach it.
      const levelsFor = (depth: number): number => {
        const span = (depth - scanDepth(innermost).depth) / per;
        return Math.max(0, depth > MAX_DEPTH ? Math.ceil(span) : Math.floor(span));
      };
      const seen = new Set<number>();
      for (const want of heavy ? [127, 128, 129, 1000, 10000] : [127, 128, 129, 1000]) {
        const txt = nest(levelsFor(want));
        const s = scanDepth(txt);
        if (seen.has(s.depth)) continue;
        seen.add(s.depth);
        add(
          "recursive-depth",
          `${v}-${s.depth}`,
          type,
          base,
          { text: txt },
          s.tooDeep === null ? "accept" : "reject",
          s.tooDeep ?? undefined,
          { heavy: want > 1000 },
        );
      }
    }
    // Unknown keys spelled like the bindings' own members: kept as unknown members, in both modes, on every reading path.
    const hosts = memberHosts(ix).filter((h) => checkDecl(ix, h.decl.name, minimalOf(h), STABLE) === null);
    for (const h of hosts) {
      const keys = memberKeys(h.fields, h.wire, naming);
      if (!keys.length) continue;
      const full = fullValue(h);
      const minimal = minimalOf(h);
      const name = `${h.type}${h.variant !== undefined ? `-${h.variant}` : ""}`;
      // The model's verdict on the value: a host keeps every unknown member, so an accept, the value written back as read.
      const member = (
        label: string,
        base: Record<string, unknown>,
        json: Record<string, unknown>,
        opts: { mode?: "lenient"; asValue?: boolean; type?: string } = {},
      ): void => {
        const type = opts.type ?? h.type;
        const expect = checkDecl(ix, type.slice(type.indexOf(".") + 1), json, STABLE) === null ? "accept" : "reject";
        add(
          "member-keys",
          `${name}-${label}${opts.mode ? "-lenient" : ""}`,
          type,
          base,
          opts.asValue ? { json } : { text: writeJson(json) },
          expect,
          undefined,
          opts.mode ? { mode: opts.mode } : {},
        );
      };
      member("all", full, withMemberKeys(full, keys));
      member("all-as-value", full, withMemberKeys(full, keys, 3), { asValue: true });
      member("all", full, withMemberKeys(full, keys, 1), { mode: "lenient" });
      member("all-minimal", minimal, withMemberKeys(minimal, keys, 2));
      // One level down, in a host that holds this one in a field.
      const parent = hosts.find((p) => p !== h && p.variant === undefined && refField(p, h.decl.name) !== undefined);
      if (parent) {
        const pv = fullValue(parent);
        const f = refField(parent, h.decl.name)!;
        member(`all-in-${parent.type}.${f}`, pv, { ...pv, [f]: withMemberKeys(full, keys, 4) }, { type: parent.type });
      }
      if (opts.eachKey ?? true) keys.forEach((k, i) => member(`key-${k}`, full, withMemberKeys(full, [k], i)));
    }
    // A JSON-RPC response with a null error, read as each message type the version derives.
    for (const name of envelopeTypeNames(ix.version)) {
      add(
        "jsonrpc-error-null",
        `${v}-${name}`,
        `${v}.${name}`,
        null,
        { text: '{"jsonrpc":"2.0","id":1,"error":null}' },
        "reject",
      );
    }
  }
  return out;
}
