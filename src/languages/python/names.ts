/**
 * Facts of Python, pydantic and the generated package that decide which spec
 * names the package can spell (naming.ts applies them; validation refuses the rest).
 */

/** Keywords (`keyword.kwlist`) and soft keywords (`keyword.softkwlist`, 3.12). */
export const PYTHON_KEYWORDS: ReadonlySet<string> = new Set(
  (
    "False None True and as assert async await break class continue def del elif else except finally for from global if " +
    "import in is lambda nonlocal not or pass raise return try while with yield match case type _"
  ).split(" "),
);

/**
 * Names a model attribute must not take: builtins that the generated annotations
 * name (a field of that name would shadow them in the class body), and pydantic
 * BaseModel's own attributes (`dir(BaseModel)`; every `model_` name is pydantic's).
 */
export const PYTHON_RESERVED_ATTRS: ReadonlySet<string> = new Set(
  (
    "self cls id type list dict str int float bool bytes object property format hash input iter len map max min next open range " +
    "set frozenset slice sum super tuple vars zip filter " +
    // BaseModel's methods kept from pydantic v1.
    "json copy schema schema_json construct validate fields parse_obj parse_raw parse_file from_orm update_forward_refs"
  ).split(" "),
);

/** pydantic's namespace for BaseModel's own attributes: an attribute starting with it takes a trailing `_`. */
export const PYDANTIC_PREFIX = "model_";

/**
 * Type names a generated module already uses: its imports (typing, pydantic,
 * the runtime) and the capitalised keywords. A spec type of one of these names
 * would shadow it.
 */
export const PYTHON_MODULE_NAMES: ReadonlySet<string> = new Set([
  "False",
  "None",
  "True",
  "Annotated",
  "ClassVar",
  "Literal",
  "NewType",
  "TypeAlias",
  "Union",
  "Discriminator",
  "Field",
  "Tag",
  "NotNull",
]);
