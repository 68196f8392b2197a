/**
 * Identifier spelling shared by validation and by every target, so that what
 * `validate` accepts is exactly what the targets can emit.
 */

import type { Loc } from "./diagnostics/diagnostic.js";
import { RUST_KEYWORDS, RUST_MODULE_NAMES, RUST_NON_RAW, RUST_STRUCT_MEMBERS } from "./languages/rust/names.js";
import { PYDANTIC_PREFIX, PYTHON_KEYWORDS, PYTHON_MODULE_NAMES, PYTHON_RESERVED_ATTRS } from "./languages/python/names.js";
import { TS_MODULE_NAMES, TS_RESERVED_TYPE_NAMES } from "./languages/typescript/names.js";

const ASCII_IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Splits `fooBar`, `foo_bar`, `FooBAR2`, `resource_link`, `_meta` into lower-case words. */
export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

export function snakeCase(name: string): string {
  return words(name).join("_");
}

export function pascalCase(name: string): string {
  return words(name)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");
}

export function isAsciiIdent(s: string): boolean {
  return ASCII_IDENT.test(s);
}

export { RUST_KEYWORDS, RUST_NON_RAW } from "./languages/rust/names.js";
export { PYTHON_KEYWORDS, PYTHON_RESERVED_ATTRS } from "./languages/python/names.js";
export { TS_RESERVED_TYPE_NAMES } from "./languages/typescript/names.js";

/** Names the generated runtimes own in every target; a spec type may not take them. */
export const RUNTIME_NAMES = new Set([
  "MaybeUndefined",
  "Codec",
  "DecodeError",
  "ParseResult",
  "JsonValue",
  "JsonObject",
  "Patch",
  "Other",
  "Unknown",
  "BaseModel",
  "Field",
  "Option",
  "Vec",
  "Box",
  "String",
  "Value",
  "Result",
  "Map",
  // Imported by name into the generated Rust and Python modules.
  "Serialize",
  "Deserialize",
  "Serializer",
  "Deserializer",
  "Annotated",
  "ClassVar",
  "Literal",
  "NewType",
  "TypeAlias",
  "Union",
  "Discriminator",
  "Tag",
  "NotNull",
]);

/** A name a target declares beside the spec's types, and the construct it derives from. */
export interface DerivedName {
  readonly name: string;
  /** The construct, in words: "variant 'x' of v1.U". */
  readonly what: string;
  readonly loc: Loc;
}

/**
 * The catch-all of an open union, enum or message group, after the names of its
 * known members: `Other`, or `Unknown` (then `UnknownValue`) when a member takes it.
 */
export function catchAllName(known: readonly string[]): string {
  return ["Other", "Unknown", "UnknownValue"].find((n) => !known.includes(n))!;
}

/** The Rust identifier of a wire field name, or null when none can spell it. */
export function rustFieldIdent(wire: string): string | null {
  const base = snakeCase(wire);
  if (!base || !isAsciiIdent(base) || /^[0-9]/.test(base)) return null;
  // A keyword that cannot be raw, and the struct's own members, take a trailing `_` (serde's camelCase drops it again).
  if (RUST_NON_RAW.has(base) || RUST_STRUCT_MEMBERS.has(base)) return `${base}_`;
  if (RUST_KEYWORDS.has(base)) return `r#${base}`;
  return base;
}

/** The Python attribute of a wire field name, or null when none can spell it. */
export function pythonFieldIdent(wire: string): string | null {
  const base = snakeCase(wire);
  if (!base || !isAsciiIdent(base) || /^[0-9]/.test(base)) return null;
  if (PYTHON_KEYWORDS.has(base) || PYTHON_RESERVED_ATTRS.has(base) || base.startsWith(PYDANTIC_PREFIX)) return `${base}_`;
  return base;
}

/**
 * The Rust variant or enum-member identifier of a tag value, or null. `Self`
 * is the only keyword a PascalCase word can spell, and it cannot be raw: it
 * takes a trailing `_` (the wire name stays in `#[serde(rename)]`).
 */
export function variantIdent(tag: string): string | null {
  const base = pascalCase(tag);
  if (!base || !isAsciiIdent(base) || /^[0-9]/.test(base)) return null;
  return RUST_NON_RAW.has(base) ? `${base}_` : base;
}

/**
 * Why a spec type may not take this name in some target, or null when every
 * target can declare it: the name is built in, or the generated module already
 * uses it (an import, the prelude, its own declarations).
 */
export function reservedTypeName(name: string): string | null {
  const taken: string[] = [];
  if (TS_RESERVED_TYPE_NAMES.has(name) || TS_MODULE_NAMES.has(name)) taken.push("TypeScript");
  if (RUST_MODULE_NAMES.has(name) || RUST_KEYWORDS.has(name)) taken.push("Rust");
  if (PYTHON_MODULE_NAMES.has(name) || PYTHON_KEYWORDS.has(name)) taken.push("Python");
  if (RUNTIME_NAMES.has(name)) taken.push("the generated runtimes");
  return taken.length ? `it is reserved in ${taken.join(", ").replace(/, ([^,]*)$/, " and $1")}` : null;
}
