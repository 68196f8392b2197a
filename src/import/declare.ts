/**
 * Spec declarations for published schema shapes, in the spec vocabulary. They
 * carry no prose: only the tags that change meaning (`@unstable`, `@lenient`,
 * `@closed`). A shape the vocabulary can only approximate is declared as
 * closely as it can be, and `diff --against-schema` (which the importer runs on
 * its result) reports what is left as a decision.
 */
import { INT_ALIASES, intRange } from "../model/types.js";
import { isObj, type Json, type Obj } from "./source.js";

export interface DeclareContext {
  /** Every published def of the version (the unstable schema's, when given). */
  readonly defs: Obj;
  /** The spec's name for a published def (`Error` is `JsonRpcError` when the spec says `@schemaName Error`). */
  specName(published: string): string;
  /** Whether the spec version declares a `Meta` type (the `_meta` object). */
  readonly hasMeta: boolean;
  /**
   * The feature of a member that is unstable on its own (`Type.field`, `Type:tag`), undefined when it is
   * stable or belongs to its type's feature, null when it is unstable but its feature has no name.
   */
  memberFeature(key: string): string | null | undefined;
  /** Whether a spec name is taken (declared, or being added). */
  taken(name: string): boolean;
  /** The unstable feature of a published type (in the spec, or being added), or null. */
  typeFeature(published: string): string | null;
  /** Members (`Type.field`, `Type:tag`) an earlier attempt could not compile: left out. */
  skip?(key: string): boolean;
  /** Write each published `description` as the doc comment of what is added (`import --docs upstream`). */
  readonly upstreamDocs?: boolean;
}

export interface Declared {
  readonly name: string;
  readonly text: string;
  /** Helper declarations it needs (an inline payload, an inline union), declared beside it. */
  readonly extras: readonly Declared[];
  /** Members whose unstable feature has no name: the declaration cannot be written yet. */
  readonly unnamed: readonly string[];
}

const INT: { readonly [format: string]: string } = {
  int32: "Int32",
  int64: "Int64",
  uint16: "UInt16",
  uint32: "UInt32",
  uint64: "UInt64",
};
export const VOCABULARY_NAMES = [
  "Int32",
  "Int64",
  "UInt16",
  "UInt32",
  "UInt64",
  "Json",
  "JsonObject",
  "Opaque",
  "OpenEnum",
  "OpenUnion",
  "Union",
  "Unit",
  "Request",
  "Notification",
  "JsonRpc",
];

/** String literal values as the spec lays out an enum: one per line, each after a `|` (a single value stays inline). */
function valueLines(
  values: readonly (string | { readonly lit: string; readonly doc?: string | undefined })[],
  inBrackets = false,
): string {
  const vs = values.map((v) => (typeof v === "string" ? { lit: v, doc: undefined } : v));
  if (vs.length < 2 && !vs.some((v) => v.doc)) return vs.map((v) => v.lit).join("");
  return `\n${vs.map((v) => `${docBlock([], "  ", v.doc)}  | ${v.lit}`).join("\n")}${inBrackets ? "\n" : ""}`;
}

/** A type after `=`: on the next line when it starts with one, else after a space. */
const spaced = (t: string): string => (t.startsWith("\n") ? t : ` ${t}`);

export const pascal = (s: string): string =>
  s.replace(/(?:^|[_\-/ .$])([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, "");
export const prop = (k: string): string => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? k : JSON.stringify(k));

export function branchesOf(d: Obj): Obj[] | null {
  const list = d.anyOf ?? d.oneOf;
  return Array.isArray(list) ? list.filter(isObj) : null;
}

/** The def a schema refers to: `$ref`, or an `allOf` of one `$ref`. */
export function refOf(s: Obj): string | null {
  if (typeof s.$ref === "string") return s.$ref.replace(/^#\/\$defs\//, "");
  if (Array.isArray(s.allOf) && s.allOf.length === 1 && isObj(s.allOf[0]) && typeof s.allOf[0].$ref === "string")
    return s.allOf[0].$ref.replace(/^#\/\$defs\//, "");
  return null;
}

export function tagOf(b: Obj): { field: string; value: string } | null {
  if (!isObj(b.properties)) return null;
  for (const [k, p] of Object.entries(b.properties))
    if (isObj(p) && typeof p.const === "string") return { field: k, value: p.const };
  return null;
}

/** The "other" branch of an open union or enum. */
export function isOther(b: Obj): boolean {
  if (b.title === "other" || b.title === "Other") return true;
  if ((b.type === "string" || b.type === "integer") && b.const === undefined && b.enum === undefined) return true;
  if (isObj(b.properties)) return Object.values(b.properties).some((p) => isObj(p) && isObj(p.not));
  return false;
}

/** Whether a schema has nothing that constrains a value. */
const unconstrained = (s: Obj): boolean =>
  Object.keys(s).every((k) => k.startsWith("x-") || ["default", "description", "title", "examples"].includes(k));

/** An interface body: `{}` when it has no fields. */
const block = (lines: readonly string[]): string => (lines.length ? `{\n${lines.join("\n")}\n}` : "{}");

function docBlock(tags: readonly string[], indent: string, text?: string): string {
  // Upstream's description, when asked for: its lines before the tags, with nothing in it that would end the comment
  // or read as a tag.
  const prose = (text ?? "")
    .replace(/\*\//g, "*\\/")
    .split("\n")
    .map((l) => l.trimEnd().replace(/^(\s*)@(\w+)/, "$1`@$2`"));
  while (prose.length && !prose[prose.length - 1]) prose.pop();
  const lines = [...prose, ...(prose.length && tags.length ? [""] : []), ...tags];
  if (!lines.length) return "";
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((t) => (t ? `${indent} * ${t}` : `${indent} *`)).join("\n")}\n${indent} */\n`;
}

/** The `@lenient` tag of a published field, from upstream's lenient-parsing marks. */
export function lenientTag(p: Obj): string | null {
  const value = p["x-deserialize-default-on-error"] === true;
  const items = p["x-deserialize-skip-invalid-items"] === true;
  if (value && items) return "@lenient items";
  if (value) return "@lenient";
  if (items) return "@lenient items-only";
  return null;
}

/**
 * The notes on what the importer declares for a published inline shape: the declaration is not a published def,
 * and a variant's payload is published as fields of its own. `diff --against-schema` takes them as explained, so a
 * second import reports no decision about them.
 */
export const HELPER_NOTE =
  "@differs Published inline, not as a definition of its own; declared as a type so that the bindings can name it.";
export const INLINE_PAYLOAD_NOTE =
  "@differs Its payload is published inline, as fields of the variant; the spec declares the payload as a type.";

export class Declarer {
  /** The feature of what is being declared: a helper declaration it needs takes it too. */
  private current: string | null = null;

  constructor(private readonly ctx: DeclareContext) {}

  /** The declaration of a published def under its spec name, with its own tags (`@unstable feature` when `feature` is given). */
  declare(published: string, feature: string | null): Declared {
    const name = this.ctx.specName(published);
    const d = this.ctx.defs[published];
    const extras: Declared[] = [];
    const unnamed: string[] = [];
    const tags = feature ? [`@unstable ${feature}`] : [];
    // Declared under another name than its published one (a name a language reserves): the wire keeps the published.
    if (name !== published) tags.push(`@schemaName ${published}`);
    this.current = feature;
    const text = this.body(name, published, isObj(d) ? d : {}, tags, extras, unnamed);
    return { name, text, extras, unnamed };
  }

  /** One field line (with its tags) of a published property. */
  field(
    owner: string,
    publishedOwner: string | null,
    key: string,
    p: Json,
    required: boolean,
    extras: Declared[],
    unnamed: string[],
  ): string {
    const s = isObj(p) ? p : {};
    const tags: string[] = [];
    // A helper declaration's fields have no published owner, and no feature of their own.
    const f = publishedOwner === null ? undefined : this.ctx.memberFeature(`${publishedOwner}.${key}`);
    if (f === null) unnamed.push(`${publishedOwner}.${key}`);
    else if (f !== undefined) tags.push(`@unstable ${f}`);
    const lenient = lenientTag(s);
    if (publishedOwner !== null) this.current = f ?? this.ctx.typeFeature(publishedOwner);
    const type = this.typeOf(s, `${owner}${pascal(key)}`, key, extras, unnamed);
    // A field that refers to a type of another feature is in that feature (the spec's validator requires it).
    const other = this.otherFeature(
      type,
      f ?? (publishedOwner !== null ? this.ctx.typeFeature(publishedOwner) : this.current),
    );
    if (other) tags.splice(0, tags.length, `@unstable ${other}`);
    if (lenient) tags.push(lenient);
    // Upstream reads null as the default of a list or map: a wire rule the spec states with `@defaultOnNull`.
    if (s["x-deserialize-default-on-null"] === true && (type.endsWith("[]") || type.startsWith("Record<")))
      tags.push("@defaultOnNull");
    // Published bounds beyond an integer format's own range: `@minimum` / `@maximum`.
    for (const [bound, value] of publishedBounds(s)) tags.push(`@${bound} ${value}`);
    // A published least size of a list or a string: `@minItems` / `@minLength`.
    for (const [count, value] of publishedCounts(s)) tags.push(`@${count} ${value}`);
    return `${docBlock(tags, "  ", this.docOf(s))}  ${prop(key)}${required ? "" : "?"}: ${type};`;
  }

  /** The variant line of a published union branch. */
  variant(
    union: string,
    publishedUnion: string | null,
    b: Obj,
    tagField: string,
    extras: Declared[],
    unnamed: string[],
  ): string {
    const tag = tagOf(b)!.value;
    const tags: string[] = [];
    const f = publishedUnion === null ? undefined : this.ctx.memberFeature(`${publishedUnion}:${tag}`);
    if (f === null) unnamed.push(`${publishedUnion}:${tag}`);
    else if (f !== undefined) tags.push(`@unstable ${f}`);
    if (publishedUnion !== null) this.current = f ?? this.ctx.typeFeature(publishedUnion);
    let payload = refOf(b);
    let inline = false;
    if (payload) payload = this.ctx.specName(payload);
    else {
      const own = Object.keys(isObj(b.properties) ? b.properties : {}).filter((k) => k !== tagField);
      if (own.length) {
        const pname = this.fresh(`${union}${pascal(tag)}`);
        const inner: Declared[] = [];
        const lines = this.fields(pname, null, b, new Set([tagField]), inner, unnamed);
        extras.push({
          name: pname,
          text: `${docBlock([...(this.current ? [`@unstable ${this.current}`] : []), HELPER_NOTE], "")}export interface ${pname} {\n${lines.join("\n")}\n}`,
          extras: inner,
          unnamed: [],
        });
        payload = pname;
        inline = true;
      }
    }
    const other = payload
      ? this.otherFeature(payload, f ?? (publishedUnion !== null ? this.ctx.typeFeature(publishedUnion) : null))
      : null;
    if (other) tags.splice(0, tags.length, `@unstable ${other}`);
    if (inline) tags.push(INLINE_PAYLOAD_NOTE);
    return `${docBlock(tags, "  ", this.docOf(b))}  ${prop(tag)}: ${payload ?? "Unit"};`;
  }

  /** A published schema's description, when the import takes upstream's doc text. */
  private docOf(s: Json | undefined): string | undefined {
    return this.ctx.upstreamDocs && isObj(s) && typeof s.description === "string" && s.description.trim()
      ? s.description.trim()
      : undefined;
  }

  /** The one unstable feature, other than `own`, of the types a type expression names; null when there is none. */
  private otherFeature(type: string, own: string | null | undefined): string | null {
    const fs = new Set(
      [...namesIn(type)].map((n) => this.ctx.typeFeature(n)).filter((x): x is string => x !== null && x !== own),
    );
    return fs.size === 1 ? [...fs][0]! : null;
  }

  private fresh(base: string): string {
    let name = base;
    for (let i = 2; this.ctx.taken(name); i++) name = `${base}${i}`;
    return name;
  }

  private fields(
    owner: string,
    publishedOwner: string | null,
    d: Obj,
    skip: ReadonlySet<string>,
    extras: Declared[],
    unnamed: string[],
  ): string[] {
    const props = isObj(d.properties) ? d.properties : {};
    const req = new Set(Array.isArray(d.required) ? d.required : []);
    return Object.entries(props)
      .filter(([k]) => !skip.has(k) && !(publishedOwner !== null && this.ctx.skip?.(`${publishedOwner}.${k}`)))
      .map(([k, p]) => this.field(owner, publishedOwner, k, p, req.has(k), extras, unnamed));
  }

  private body(
    name: string,
    published: string | null,
    d: Obj,
    tags: string[],
    extras: Declared[],
    unnamed: string[],
  ): string {
    const head = (more: readonly string[] = []): string => docBlock([...tags, ...more], "", this.docOf(d));
    const bs = branchesOf(d);
    const base = refOf(d);
    // A published alias of an object (`allOf` of one `$ref`): an interface that extends it.
    if (base && !bs && !isObj(d.properties)) {
      const target = this.ctx.defs[base];
      const objectLike = isObj(target) && (isObj(target.properties) || target.type === "object") && !branchesOf(target);
      if (objectLike) return `${head()}export interface ${name} extends ${this.ctx.specName(base)} {}`;
      return `${head()}export type ${name} = ${this.ctx.specName(base)};`;
    }
    // Fields beside branches that only pin those fields' values or add the fields of another object: one object
    // holding them all, the added fields optional (diff --against-schema reports the approximation).
    const objectRef = (b: Obj): string | null => {
      const r =
        refOf(b) ?? (Array.isArray(b.allOf) && b.allOf.length === 1 && isObj(b.allOf[0]) ? refOf(b.allOf[0]) : null);
      const t = r ? this.ctx.defs[r] : undefined;
      return r && isObj(t) && isObj(t.properties) && !branchesOf(t) ? r : null;
    };
    const pinsOwnFields = (b: Obj): boolean =>
      isObj(b.properties) && Object.keys(b.properties).every((k) => isObj(d.properties) && k in d.properties);
    if (bs && isObj(d.properties) && bs.every((b) => isOther(b) || objectRef(b) || pinsOwnFields(b))) {
      const merged: Obj = { properties: { ...d.properties }, required: Array.isArray(d.required) ? d.required : [] };
      for (const b of bs) {
        const r = objectRef(b);
        if (r)
          for (const [k, p] of Object.entries((this.ctx.defs[r] as Obj).properties as Obj))
            if (!(k in (merged.properties as Obj))) (merged.properties as Obj)[k] = p;
      }
      return `${head()}export interface ${name} ${block(this.fields(name, published, merged, new Set(), extras, unnamed))}`;
    }
    if (!bs) {
      if (isObj(d.properties) || d.type === "object") {
        if (!isObj(d.properties) && isObj(d.additionalProperties))
          return `${head()}export type ${name} = Record<string, ${this.typeOf(d.additionalProperties, `${name}Value`, "", extras, unnamed)}>;`;
        const closed = d.additionalProperties === false ? ["@closed"] : [];
        return `${head(closed)}export interface ${name} ${block(this.fields(name, published, d, new Set(), extras, unnamed))}`;
      }
      if (typeof d.const === "string") return `${head()}export type ${name} = ${JSON.stringify(d.const)};`;
      if (Array.isArray(d.enum) && d.enum.every((x) => typeof x === "string"))
        return `${head()}export type ${name} =${spaced(valueLines(d.enum.map((x) => JSON.stringify(x))))};`;
      if (d.type === "string") return `${head()}export type ${name} = Opaque<string>;`;
      if (unconstrained(d)) return `${head()}export type ${name} = Json;`;
      return `${head()}export type ${name} = ${this.typeOf(d, `${name}Item`, "", extras, unnamed)};`;
    }
    const open = bs.some(isOther);
    const known = bs.filter(
      (b) => !isOther(b) && !(published !== null && tagOf(b) && this.ctx.skip?.(`${published}:${tagOf(b)!.value}`)),
    );
    // String enums: const branches, open with a plain string branch.
    if (known.length && known.every((b) => typeof b.const === "string")) {
      const values = known.map((b) => ({ lit: JSON.stringify(b.const), doc: this.docOf(b) }));
      return `${head()}export type ${name} =${spaced(open ? `OpenEnum<${valueLines(values, true)}>` : valueLines(values))};`;
    }
    // Integer enums have no form of their own: an integer (diff --against-schema reports the approximation).
    if (bs.every((b) => b.type === "integer"))
      return `${head()}export type ${name} = ${INT[String(bs[0]!.format)] ?? "Int64"};`;
    const tagged = known.map(tagOf);
    if (known.length && tagged.every((t) => t !== null) && new Set(tagged.map((t) => t!.field)).size === 1) {
      const tagField = tagged[0]!.field;
      const variants = known.map((b) => this.variant(name, published, b, tagField, extras, unnamed));
      const union = `${open ? "OpenUnion" : "Union"}<${JSON.stringify(tagField)}, {\n${variants.join("\n")}\n}>`;
      if (isObj(d.properties) && Object.keys(d.properties).length) {
        return `${head()}export type ${name} = ${union} & {\n${this.fields(name, published, d, new Set([tagField]), extras, unnamed).join("\n")}\n};`;
      }
      return `${head()}export type ${name} = ${union};`;
    }
    // An untagged union: the first member that matches wins. A member that needs a declaration of its own is
    // named after what it is (its tag, its title, a field only it has, its JSON type), never by its position.
    const members = bs.map((b) =>
      b.type === "null" ? "null" : this.typeOf(b, `${name}${memberName(b, bs)}`, "", extras, unnamed),
    );
    return `${head()}export type ${name} = ${[...new Set(members)].join(" | ")};`;
  }

  /** The field type of a property schema; `helper` names a declaration it may need (an inline object or union). */
  typeOf(s: Obj, helper: string, key: string, extras: Declared[], unnamed: string[]): string {
    if (unconstrained(s)) return "unknown";
    const r = refOf(s);
    if (r) return this.ctx.specName(r);
    const bs = branchesOf(s);
    if (bs) {
      const rest = bs.filter((b) => b.type !== "null");
      const nullable = rest.length < bs.length;
      let inner: string;
      if (rest.length === 1) inner = this.typeOf(rest[0]!, helper, key, extras, unnamed);
      else {
        // An inline union: declared beside its owner under a name of its own.
        const name = this.fresh(helper);
        const d = this.declareHelper(name, { anyOf: rest }, unnamed);
        extras.push(d);
        inner = name;
      }
      return nullable && !inner.endsWith("| null") ? `${inner} | null` : inner;
    }
    const types = Array.isArray(s.type)
      ? s.type.filter((t): t is string => typeof t === "string")
      : typeof s.type === "string"
        ? [s.type]
        : [];
    const nullable = types.includes("null");
    const t = types.find((x) => x !== "null");
    let out: string;
    if (t === undefined) {
      if (typeof s.const === "string") out = JSON.stringify(s.const);
      else if (nullable) return "null";
      else return "unknown";
    } else if (t === "string")
      out =
        typeof s.const === "string"
          ? JSON.stringify(s.const)
          : Array.isArray(s.enum) && s.enum.length === 1
            ? JSON.stringify(s.enum[0])
            : "string";
    else if (t === "boolean") out = "boolean";
    else if (t === "number") out = "number";
    else if (t === "integer") out = INT[String(s.format)] ?? "Int64";
    else if (t === "array") {
      const item = this.typeOf(isObj(s.items) ? s.items : {}, `${helper}Item`, "", extras, unnamed);
      out = `${item.includes(" | ") ? `(${item})` : item}[]`;
    } else if (t === "object") {
      if (isObj(s.additionalProperties) && !unconstrained(s.additionalProperties))
        out = `Record<string, ${this.typeOf(s.additionalProperties, `${helper}Value`, "", extras, unnamed)}>`;
      else if (isObj(s.properties) && Object.keys(s.properties).length) {
        const name = this.fresh(helper);
        extras.push(this.declareHelper(name, { ...s, type: "object" }, unnamed));
        out = name;
      } else out = key === "_meta" && this.ctx.hasMeta ? "Meta" : "JsonObject";
    } else out = "unknown";
    return nullable ? `${out} | null` : out;
  }

  private declareHelper(name: string, d: Obj, unnamed: string[]): Declared {
    const extras: Declared[] = [];
    const text = this.body(
      name,
      null,
      d,
      [...(this.current ? [`@unstable ${this.current}`] : []), HELPER_NOTE],
      extras,
      unnamed,
    );
    return { name, text, extras, unnamed: [] };
  }
}

/**
 * What distinguishes one member of an untagged union, as a PascalCase suffix for its declaration's name: its tag
 * value, else its `title`, else the first field no other member has, else its JSON type (`Object`, `Array`).
 */
export function memberName(b: Obj, all: readonly Obj[]): string {
  const tag = tagOf(b);
  if (tag) return pascal(tag.value);
  if (typeof b.title === "string" && pascal(b.title)) return pascal(b.title);
  const keys = (x: Obj): string[] => Object.keys(isObj(x.properties) ? x.properties : {});
  const others = new Set(all.filter((x) => x !== b).flatMap(keys));
  const own = keys(b).find((k) => !others.has(k) && pascal(k));
  if (own) return `With${pascal(own)}`;
  const type = Array.isArray(b.type) ? b.type.find((t) => t !== "null") : b.type;
  return typeof type === "string" ? pascal(type) : branchesOf(b) ? "Union" : "Value";
}

/** The spec type names a declaration's text refers to (capitalised identifiers). */
export function namesIn(text: string): Set<string> {
  const out = new Set<string>();
  // Strings and comments name no types.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/"(?:[^"\\]|\\.)*"/g, '""');
  for (const m of code.matchAll(/\b[A-Z][A-Za-z0-9_]*\b/g)) out.add(m[0]);
  return out;
}

/** A property's `minimum` / `maximum` that say more than its integer format's own range does. */
export function publishedBounds(p: Obj): ["minimum" | "maximum", number][] {
  const format = typeof p.format === "string" ? (Object.values(INT_ALIASES).find((x) => x === p.format) ?? null) : null;
  const range = format ? intRange(format) : null;
  const out: ["minimum" | "maximum", number][] = [];
  if (typeof p.minimum === "number" && Number.isFinite(p.minimum) && (range === null || p.minimum > range.min))
    out.push(["minimum", p.minimum]);
  if (typeof p.maximum === "number" && Number.isFinite(p.maximum) && (range === null || p.maximum < range.max))
    out.push(["maximum", p.maximum]);
  return out;
}

/** A property's `minItems` / `minLength` (a positive integer: 0 says nothing). */
export function publishedCounts(p: Obj): ["minItems" | "minLength", number][] {
  const out: ["minItems" | "minLength", number][] = [];
  for (const k of ["minItems", "minLength"] as const) {
    const n = p[k];
    if (typeof n === "number" && Number.isSafeInteger(n) && n > 0) out.push([k, n]);
  }
  return out;
}
