/**
 * Facts of Python, pydantic and the generated package that decide which spec
 * names the package can spell (naming.ts applies them; validation refuses the rest).
 */

import { isAsciiIdent, pascalCase, snakeCase } from "../../plugin/index.js";

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
 * Names of the Python runtime (`_runtime.py`: its base model, errors and JSON types) that a spec type may
 * not take, beyond the module's imports below.
 */
export const PYTHON_RUNTIME_NAMES: ReadonlySet<string> = new Set([
  "BaseModel",
  "DecodeError",
  "JsonValue",
  "Unknown",
  "Value",
]);

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
  // The peers of a version module (peer.hbs).
  "AgentHandlers",
  "ClientHandlers",
  "AgentPeer",
  "ClientPeer",
]);

/** The Python attribute of a wire field name, or null when none can spell it. */
export function pythonFieldIdent(wire: string): string | null {
  const base = snakeCase(wire);
  if (!base || !isAsciiIdent(base) || /^[0-9]/.test(base)) return null;
  if (PYTHON_KEYWORDS.has(base) || PYTHON_RESERVED_ATTRS.has(base) || base.startsWith(PYDANTIC_PREFIX))
    return `${base}_`;
  return base;
}

/** The Python class name of a tag value or method name (a variant's model), or null when none can spell it. */
export function pythonClassIdent(tag: string): string | null {
  const base = pascalCase(tag);
  return base && isAsciiIdent(base) && !/^[0-9]/.test(base) ? base : null;
}

/**
 * The member names every generated model has beside its fields (pydantic's `BaseModel` with
 * the runtime's `Model`: `model_config`, `model_fields`, `model_extra`, its methods, pydantic's
 * `__pydantic_*__` members, the runtime's `_` names), with the pinned pydantic. A JSON key
 * spelled as one is an unknown field like any other; the fuzzer sends them. `python.test.ts`
 * computes the list from the package and checks this one against it.
 */
export const PYTHON_OWN_MEMBERS: readonly string[] = [
  "__pydantic_complete__",
  "__pydantic_computed_fields__",
  "__pydantic_core_schema__",
  "__pydantic_custom_init__",
  "__pydantic_decorators__",
  "__pydantic_extra__",
  "__pydantic_extra_info__",
  "__pydantic_fields__",
  "__pydantic_fields_set__",
  "__pydantic_generic_metadata__",
  "__pydantic_init_subclass__",
  "__pydantic_on_complete__",
  "__pydantic_parent_namespace__",
  "__pydantic_post_init__",
  "__pydantic_private__",
  "__pydantic_root_model__",
  "__pydantic_serializer__",
  "__pydantic_setattr_handlers__",
  "__pydantic_validator__",
  "_abc_impl",
  "_always_set",
  "_calculate_keys",
  "_copy_and_set_values",
  "_first",
  "_gate",
  "_get_value",
  "_iter",
  "_json_fields",
  "_setattr_handler",
  "_unstable_fields",
  "_wire",
  "construct",
  "copy",
  "dict",
  "from_orm",
  "json",
  "model_computed_fields",
  "model_config",
  "model_construct",
  "model_copy",
  "model_dump",
  "model_dump_json",
  "model_extra",
  "model_fields",
  "model_fields_set",
  "model_json_schema",
  "model_parametrized_name",
  "model_post_init",
  "model_rebuild",
  "model_validate",
  "model_validate_json",
  "model_validate_strings",
  "parse_file",
  "parse_obj",
  "parse_raw",
  "schema",
  "schema_json",
  "update_forward_refs",
  "validate",
];
