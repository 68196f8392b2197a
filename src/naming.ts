/**
 * Identifier spelling shared by validation and by every target, so that what
 * `validate` accepts is exactly what the targets can emit.
 */

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

export const RUST_KEYWORDS = new Set(
  (
    "as break const continue crate else enum extern false fn for if impl in let loop match mod move mut pub ref return " +
    "self Self static struct super trait true type unsafe use where while async await dyn abstract become box do final " +
    "macro override priv typeof unsized virtual yield try gen union"
  ).split(" "),
);
/** Keywords that cannot be raw identifiers (`r#self` is invalid). */
export const RUST_NON_RAW = new Set(["self", "Self", "super", "crate", "_"]);

export const PYTHON_KEYWORDS = new Set(
  (
    "False None True and as assert async await break class continue def del elif else except finally for from global if " +
    "import in is lambda nonlocal not or pass raise return try while with yield match case type"
  ).split(" "),
);
/** Builtins and pydantic BaseModel attributes that a generated attribute must not shadow. */
export const PYTHON_RESERVED_ATTRS = new Set(
  (
    "self cls id type list dict str int float bool bytes object property format hash input iter len map max min next open range " +
    "set slice sum super tuple vars zip filter json copy schema construct validate fields " +
    "model_config model_fields model_extra model_dump model_dump_json model_validate model_validate_json model_copy " +
    "model_construct model_json_schema model_fields_set model_computed_fields model_post_init model_rebuild"
  ).split(" "),
);

export const TS_RESERVED_TYPE_NAMES = new Set(
  "any unknown never object string number boolean bigint symbol undefined null void Object String Number Boolean Array Record Promise Error Date Map Set".split(
    " ",
  ),
);

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

/** The Rust identifier of a wire field name, or null when none can spell it. */
export function rustFieldIdent(wire: string): string | null {
  const base = snakeCase(wire);
  if (!base || !isAsciiIdent(base) || /^[0-9]/.test(base)) return null;
  if (RUST_NON_RAW.has(base)) return `${base}_`;
  if (RUST_KEYWORDS.has(base)) return `r#${base}`;
  return base;
}

/** The Python attribute of a wire field name, or null when none can spell it. */
export function pythonFieldIdent(wire: string): string | null {
  const base = snakeCase(wire);
  if (!base || !isAsciiIdent(base) || /^[0-9]/.test(base)) return null;
  if (PYTHON_KEYWORDS.has(base) || PYTHON_RESERVED_ATTRS.has(base)) return `${base}_`;
  return base;
}

/** The Rust/Python variant or enum-member identifier of a tag value, or null. */
export function variantIdent(tag: string): string | null {
  const base = pascalCase(tag);
  if (!base || !isAsciiIdent(base) || /^[0-9]/.test(base)) return null;
  return base;
}
