/**
 * Identifier spelling shared by validation and by every target, so that what
 * `validate` accepts is exactly what the targets can emit.
 */

import type { Loc } from "./diagnostics/diagnostic.js";
import type { LanguagePlugin } from "./plugin/index.js";

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

/**
 * Why a spec type may not take this name in some language, or null when every
 * language can declare it: the name is built in, or the generated module already
 * uses it (an import, the prelude, its own declarations). Each language says
 * which names it reserves.
 */
export function reservedTypeName(name: string, languages: readonly LanguagePlugin[]): string | null {
  const taken: string[] = [];
  for (const l of languages) if (l.naming?.reservesTypeName?.(name)) taken.push(l.displayName);
  if (RUNTIME_NAMES.has(name)) taken.push("the generated runtimes");
  return taken.length ? `it is reserved in ${taken.join(", ").replace(/, ([^,]*)$/, " and $1")}` : null;
}
