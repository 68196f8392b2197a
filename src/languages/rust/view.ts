import { type DeclViews, layoutList, type WidthProfile } from "../../plugin/index.js";
import {
  type AliasDecl,
  catchAllName,
  type Decl,
  type DerivedName,
  dispatchOf,
  type Doc,
  edgesOnCycles,
  type EnumDecl,
  fallbackText,
  type Field,
  inlineEdges,
  jsonText,
  lines,
  type MessageGroup,
  messageGroupDoc,
  messageGroups,
  type ObjectDecl,
  type OpaqueDecl,
  pascalCase,
  type TypeExpr,
  type UnionDecl,
  type UntaggedDecl,
  type VersionIndex,
  type VersionModel,
  withFallback,
} from "../../plugin/index.js";
import { RUST_NON_RAW, rustFieldIdent, variantIdent } from "./names.js";

/**
 * rustfmt's default widths, which every file of the crate keeps to (each named after rustfmt's option): the line,
 * and the widest call arguments, array items, method chain, struct literal body, attribute arguments and if-else
 * expression that stay on one line.
 */
export const RUSTFMT = {
  maxWidth: 100,
  fnCallWidth: 60,
  arrayWidth: 60,
  chainWidth: 60,
  structLitWidth: 18,
  attrFnLikeWidth: 70,
  singleLineIfElseMaxWidth: 50,
} as const;

/** A list as rustfmt lays out a call's arguments: on one line within `fn_call_width`, else one per line. */
export const RUST_LAYOUT: WidthProfile = { maxWidth: RUSTFMT.maxWidth, indent: "    ", listWidth: RUSTFMT.fnCallWidth };

/** The characters rustString escapes: a quote, a backslash, controls, DEL and the two Unicode line separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const RUST_SPECIAL = /["\\\u0000-\u001f\u007f\u2028\u2029]/;

/** A Rust string literal: JSON escapes are valid Rust escapes, except `\u` forms, which Rust spells `\u{...}`. */
export function rustString(s: string): string {
  // Nothing to escape (most names and docs): the text in quotes, without a walk over its characters.
  if (!RUST_SPECIAL.test(s)) return `"${s}"`;
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (c < 0x20 || c === 0x7f || c === 0x2028 || c === 0x2029) out += `\\u{${c.toString(16)}}`;
    else out += ch;
  }
  return `${out}"`;
}

/** A raw string literal `r#"..."#` with enough hashes that the text cannot end it. */
export function rawString(s: string): string {
  let hashes = "#";
  while (s.includes(`"${hashes}`)) hashes += "#";
  return `r${hashes}"${s}"${hashes}`;
}

/** `///` doc lines at an indent. Fences without a language become `text`, so rustdoc never compiles spec prose. */
export function rustDoc(doc: Doc, indent: string): string {
  const body: string[] = [];
  if (doc.text) body.push(...lines(doc.text));
  if (doc.departure) body.push("", ...lines(`Differs from the RFD draft: ${doc.departure}`));
  if (doc.differs) body.push("", ...lines(`Differs from the published schema: ${doc.differs}`));
  if (doc.unstable !== undefined)
    body.push(
      "",
      ...lines(`**Unstable** (cargo feature \`unstable_${doc.unstable.feature}\`). ${doc.unstable.reason}`.trim()),
    );
  if (doc.rfd) body.push("", `See RFD \`${doc.rfd}\`.`);
  for (const ex of doc.examples) body.push("", "Example:", "", "```json", ...lines(jsonText(ex.value)), "```");
  while (body[0] === "") body.shift();
  if (body.length === 0) return "";
  let inFence = false;
  const fixed = body.map((l) => {
    if (/^\s*```/.test(l)) {
      const opening = !inFence;
      inFence = !inFence;
      if (opening && /^\s*```\s*$/.test(l)) return l.replace("```", "```text");
    }
    return l;
  });
  if (inFence) fixed.push("```");
  return fixed.map((l) => `${indent}///${l ? ` ${l.trimEnd()}` : ""}\n`).join("");
}

/** serde's `rename_all = "camelCase"` applied to a field identifier. */
export function serdeCamel(ident: string): string {
  const raw = ident.startsWith("r#") ? ident.slice(2) : ident;
  let out = "";
  let up = false;
  for (const ch of raw) {
    if (ch === "_") up = true;
    else if (up) {
      out += ch.toUpperCase();
      up = false;
    } else out += ch;
  }
  return out.charAt(0).toLowerCase() + out.slice(1);
}

/** The Rust type of a literal-string field: a one-variant enum named after its struct and field. */
export function literalTypeName(owner: string, field: string): string {
  return `${owner}${pascalCase(field)}`;
}

/** The names a Rust module declares beside the spec's types: literal types, a shared union's parts, envelopes. */
export function derivedNames(v: VersionModel): DerivedName[] {
  const out: DerivedName[] = [];
  const literals = (owner: string, fields: readonly Field[], of: string): void => {
    for (const f of fields)
      if (f.type.kind === "literal")
        out.push({
          name: literalTypeName(owner, f.name),
          what: `the literal type of field '${f.name}' of ${of}`,
          loc: f.loc,
        });
  };
  for (const d of v.decls) {
    if (d.kind === "object") literals(d.name, d.fields, `${v.name}.${d.name}`);
    if (d.kind === "union" && d.fields.length) {
      out.push(
        { name: `${d.name}Kind`, what: `the variant enum of ${v.name}.${d.name}`, loc: d.loc },
        { name: `${d.name}Fields`, what: `the shared-field struct of ${v.name}.${d.name}`, loc: d.loc },
      );
      literals(`${d.name}Fields`, d.fields, `${v.name}.${d.name}`);
    }
  }
  for (const g of messageGroups(v))
    if (g.role !== "response")
      out.push({ name: `${g.name}Message`, what: `the ${g.name} envelope`, loc: g.methods[0]!.loc });
  return out;
}

export function rustType(t: TypeExpr, owner: string, field: string): string {
  switch (t.kind) {
    case "string":
      return "String";
    case "number":
      return "f64";
    case "integer":
      return { int32: "i32", int64: "i64", uint16: "u16", uint32: "u32", uint64: "u64" }[t.format];
    case "null":
      return "()";
    case "map":
      return `std::collections::BTreeMap<String, ${rustType(t.values, owner, field)}>`;
    case "boolean":
      return "bool";
    case "json":
      return "Value";
    case "json-object":
      return "Map<String, Value>";
    case "literal":
      return literalTypeName(owner, field);
    case "ref":
      return t.name;
    case "array":
      return `Vec<${rustType(t.items, owner, field)}>`;
    case "nullable":
      return `Option<${rustType(t.inner, owner, field)}>`;
  }
}

interface FieldShape {
  /** The declared field type. */
  readonly type: string;
  /** The value in `new()` when the field is not a parameter. */
  readonly empty: string | null;
  /** The setter's parameter type, and how it becomes the field value. */
  readonly setterParam: string;
  readonly setterValue: string;
  readonly attrs: readonly string[];
  /** The serde attribute's parts (`attrs` laid out). */
  readonly parts: readonly string[];
  /** The runtime's reader of the field (`non_null_free`), or none (serde's own). */
  readonly reader: string | null;
}

/** What a declaration's view needs to know of the rest of its version. */
export interface ViewContext {
  /** Aliases whose type holds a number (`ProtocolVersion = u16`): a field of one reads it by value. */
  readonly numericAliases: ReadonlySet<string>;
  /** The fields (`boxKey`) that hold their type through a `Box`, so that a recursive type has a size. */
  readonly boxed?: ReadonlySet<string>;
  /** Aliases whose type holds free-form JSON (`Meta = Map<String, Value>`): a field of one reads it as free JSON. */
  readonly freeAliases: ReadonlySet<string>;
  /** Aliases whose type holds a map (`Env = BTreeMap<String, String>`): a field of one reads it refusing a repeated key. */
  readonly mapAliases?: ReadonlySet<string>;
}

/** The key of a field in `ViewContext.boxed`: the Rust struct that holds it (`XFields` for a union's shared fields), and its wire name. */
export function boxKey(d: Decl, field: string): string {
  return `${d.kind === "union" ? `${d.name}Fields` : d.name}\u0000${field}`;
}

/**
 * The fields that must hold their type through a `Box`: on a cycle of types
 * held in place, the optional and nullable fields first; a required field only
 * where the cycle has no other field to break it. A cycle with no field at all
 * (untagged members, aliases) the validator refuses.
 */
export function boxedFields(decls: readonly Decl[]): Set<string> {
  const byName = new Map(decls.map((d) => [d.name, d]));
  const nodes = decls.map((d) => d.name);
  const edges = inlineEdges(decls);
  const loose = edgesOnCycles(nodes, edges).filter(
    (e) => e.field && (e.field.optional || e.field.patch || e.field.type.kind === "nullable"),
  );
  const broken = new Set(loose);
  const rest = edges.filter((e) => !broken.has(e));
  const tight = edgesOnCycles(nodes, rest).filter((e) => e.field);
  return new Set([...loose, ...tight].map((e) => boxKey(byName.get(e.from)!, e.field!.name)));
}

/** The aliases of a version whose types hold numbers, through other aliases too. */
export function viewContext(decls: readonly Decl[]): ViewContext {
  const numericAliases = new Set<string>();
  const freeAliases = new Set<string>();
  const mapAliases = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of decls) {
      if (d.kind === "alias" && !numericAliases.has(d.name) && holdsNumber(d.target, { numericAliases, freeAliases })) {
        numericAliases.add(d.name);
        grew = true;
      }
      if (d.kind === "alias" && !freeAliases.has(d.name) && holdsFree(d.target, { numericAliases, freeAliases })) {
        freeAliases.add(d.name);
        grew = true;
      }
      if (
        d.kind === "alias" &&
        !mapAliases.has(d.name) &&
        holdsMap(d.target, { numericAliases, freeAliases, mapAliases })
      ) {
        mapAliases.add(d.name);
        grew = true;
      }
    }
  }
  return { numericAliases, freeAliases, mapAliases, boxed: boxedFields(decls) };
}

function fieldShape(f: Field, owner: string, ident: string, cx: ViewContext, boxed = false): FieldShape {
  // A field on a cycle of types holds its type through a Box (`Option<Box<T>>`), so that the struct has a size.
  const ty = (t: TypeExpr): string =>
    !boxed
      ? rustType(t, owner, f.name)
      : t.kind === "nullable"
        ? `Option<Box<${rustType(t.inner, owner, f.name)}>>`
        : `Box<${rustType(t, owner, f.name)}>`;
  const rename = serdeCamel(ident) === f.name ? [] : [`rename = ${rustString(f.name)}`];
  const attr = (parts: string[]): { attrs: string[]; parts: string[]; reader: string | null } => ({
    attrs: parts.length ? [serdeAttr("    ", parts)] : [],
    parts,
    reader:
      /^deserialize_with = "crate::runtime::([a-z_]+)"$/.exec(
        parts.find((p) => p.startsWith("deserialize_with")) ?? "",
      )?.[1] ?? null,
  });
  if (f.type.kind === "literal" && !f.optional) {
    const type = literalTypeName(owner, f.name);
    return { type, empty: `${type}::default()`, setterParam: type, setterValue: "value", ...attr(rename) };
  }
  const nullable = f.patch || f.type.kind === "nullable";
  const inner = f.type.kind === "nullable" ? f.type.inner : f.type;
  // Numbers serialize integral values without a fraction, like the other languages.
  const num = (fn: string): string[] => (inner.kind === "number" ? [`serialize_with = "crate::runtime::${fn}"`] : []);
  // Numbers are read by value, integers within their format's range, as in the other languages.
  const numeric = holdsNumber(f.type, cx);
  // Free-form JSON is read so that every object key stays a key (see the runtime's `FreeJson`); a map
  // so that a repeated key is refused in the strict mode (see the runtime's `Keyed`; the two readers above
  // refuse one too).
  const reader = numeric ? "numbers" : holdsFree(f.type, cx) ? "free" : holdsMap(f.type, cx) ? "keyed" : null;
  const read = (plain: string | null): string[] =>
    reader
      ? [`deserialize_with = "crate::runtime::${plain ? `${plain}_` : ""}${reader}"`]
      : plain
        ? [`deserialize_with = "crate::runtime::${plain}"`]
        : [];
  if (f.optional && nullable) {
    const t = ty(inner);
    return {
      type: `MaybeUndefined<${t}>`,
      empty: "MaybeUndefined::Undefined",
      setterParam: `impl Into<MaybeUndefined<${t}>>`,
      setterValue: "value.into()",
      ...attr([
        ...rename,
        "default",
        'skip_serializing_if = "MaybeUndefined::is_undefined"',
        ...read(null),
        ...num("maybe_number"),
      ]),
    };
  }
  // `null` reads as the field's default, an empty list or map (`@defaultOnNull`; never a patch field).
  const onNull = f.doc.defaultOnNull === true && !f.patch;
  if (f.optional) {
    const t = ty(f.type);
    return {
      type: `Option<${t}>`,
      empty: "None",
      setterParam: t,
      setterValue: "Some(value)",
      ...attr([
        ...rename,
        "default",
        'skip_serializing_if = "Option::is_none"',
        ...read(onNull ? "optional_default_on_null" : "non_null"),
        ...num("option_number"),
      ]),
    };
  }
  const t = ty(f.type);
  if (f.type.kind === "nullable") {
    // Required but nullable: the key must be present (serde would read a missing Option as None).
    return {
      type: t,
      empty: null,
      setterParam: t,
      setterValue: "value",
      ...attr([...rename, ...read("nullable"), ...num("option_number")]),
    };
  }
  return {
    type: t,
    empty: null,
    setterParam: t,
    setterValue: "value",
    ...attr([...rename, ...read(onNull ? "default_on_null" : null), ...num("number")]),
  };
}

/** The name of the function that reads a field with published bounds (an associated function of its struct). */
const boundedReader = (ident: string): string => `read_bounded_${ident.replace(/^r#/, "")}`;

/** A Rust `f64` literal. */
function f64Literal(x: number): string {
  const text = String(x);
  return /[.eE]/.test(text) ? text : `${text}.0`;
}

/**
 * The function that reads a field with published bounds (`@minimum`, `@maximum`): its
 * usual reader, then the bounds. The field's serde attributes name it in place of the reader.
 */
function boundedReaderFn(f: Field, ident: string, shape: FieldShape): string | null {
  const b = f.doc.bounds;
  const counts = countChecks(f.doc);
  if (!b && counts.length === 0) return null;
  const reader = /deserialize_with = "([^"]+)"/.exec(shape.attrs.join("\n"))?.[1] ?? "Deserialize::deserialize";
  const opt = (x: number | undefined): string => (x === undefined ? "None" : `Some(${f64Literal(x)})`);
  const checks = [
    ...(b ? [`crate::runtime::within_bounds(value, ${opt(b.minimum)}, ${opt(b.maximum)}, ${b.always})`] : []),
    ...counts.map((c) => `crate::runtime::at_least::<_, D::Error, ${c}>(value)`),
  ];
  return [
    `    /// Reads \`${f.name}\` and checks its published ${b ? "bounds" : "least size"}.`,
    signature(
      "    ",
      `fn ${boundedReader(ident)}<'de, D: Deserializer<'de>>`,
      ["deserializer: D"],
      `Result<${shape.type}, D::Error>`,
    ),
    `        let value = ${reader}(deserializer)?;`,
    ...checks.slice(0, -1).map((c) => `        let value = ${c}?;`),
    `        ${checks[checks.length - 1]!}`,
    "    }",
  ].join("\n");
}

/** The const arguments (`ITEMS, MIN, ALWAYS`) of the runtime's least-size checks a doc asks for (`@minItems`, `@minLength`). */
function countChecks(doc: Doc): string[] {
  return [
    ...(doc.minItems ? [`true, ${doc.minItems.min}, ${doc.minItems.always}`] : []),
    ...(doc.minLength ? [`false, ${doc.minLength.min}, ${doc.minLength.always}`] : []),
  ];
}

/** Serde attributes with `deserialize_with` naming `reader` (in place of the one there, or added), laid out anew. */
function withReader(attrs: readonly string[], reader: string): string[] {
  const text = attrs.join("\n");
  const inner = /#\[serde\(([\s\S]*)\)\]/.exec(text)?.[1];
  const parts =
    inner === undefined
      ? []
      : inner
          .split(",")
          .map((p) => p.trim())
          .filter((p) => p !== "");
  const set = `deserialize_with = ${rustString(reader)}`;
  const at = parts.findIndex((p) => p.startsWith("deserialize_with"));
  if (at >= 0) parts[at] = set;
  else parts.push(set);
  return [serdeAttr("    ", parts)];
}

/** Whether a type holds a number or an integer (itself, in a list, map or nullable, or through an alias). */
function holdsNumber(t: TypeExpr, cx: ViewContext): boolean {
  switch (t.kind) {
    case "integer":
    case "number":
      return true;
    case "nullable":
      return holdsNumber(t.inner, cx);
    case "array":
      return holdsNumber(t.items, cx);
    case "map":
      return holdsNumber(t.values, cx);
    case "ref":
      return cx.numericAliases.has(t.name);
    default:
      return false;
  }
}

/** Whether a type holds free-form JSON (itself, in a list, map or nullable, or through an alias). */
export function holdsFree(t: TypeExpr, cx: ViewContext): boolean {
  switch (t.kind) {
    case "json":
    case "json-object":
      return true;
    case "nullable":
      return holdsFree(t.inner, cx);
    case "array":
      return holdsFree(t.items, cx);
    case "map":
      return holdsFree(t.values, cx);
    case "ref":
      return cx.freeAliases.has(t.name);
    default:
      return false;
  }
}

/** Whether a type holds a map (itself, in a list or nullable, or through an alias). */
function holdsMap(t: TypeExpr, cx: ViewContext): boolean {
  switch (t.kind) {
    case "map":
      return true;
    case "nullable":
      return holdsMap(t.inner, cx);
    case "array":
      return holdsMap(t.items, cx);
    case "ref":
      return cx.mapAliases?.has(t.name) ?? false;
    default:
      return false;
  }
}

/** `#[serde(a, b)]`, or rustfmt's vertical form when the line would pass the width (no trailing comma). */
export function serdeAttr(indent: string, parts: readonly string[]): string {
  // The caller writes the indent of the first line.
  const laid = layoutList(RUST_LAYOUT, indent, "#[serde(", parts, ")]", {
    listWidth: RUSTFMT.attrFnLikeWidth,
    trailingComma: false,
  });
  return laid.slice(indent.length);
}

/** `lhs = &[a, b];` laid out as rustfmt lays it out: one line, the array on the next line, or one item per line. */
export function arrayStatement(indent: string, lhs: string, items: readonly string[]): string {
  const flat = `[${items.join(", ")}]`;
  // rustfmt measures the items and their separators, not the brackets.
  if (flat.length - 2 <= RUSTFMT.arrayWidth) {
    const one = `${indent}${lhs} = &${flat};`;
    if (one.length <= RUSTFMT.maxWidth) return one;
    const next = `${indent}    &${flat};`;
    if (next.length <= RUSTFMT.maxWidth) return `${indent}${lhs} =\n${next}`;
  }
  return `${indent}${lhs} = &[\n${items.map((i) => `${indent}    ${i},`).join("\n")}\n${indent}];`;
}

/** `callee(arg);` on one line when rustfmt keeps it there, else the argument on its own line. */
export function callStatement(indent: string, callee: string, arg: string): string {
  return layoutList(RUST_LAYOUT, indent, `${callee}(`, [arg], ");");
}

/** `callee(args)tail` as rustfmt lays out a call statement: on one line within `fn_call_width`, else one argument per line. */
export function callLayout(indent: string, callee: string, args: readonly string[], tail: string): string {
  return layoutList(RUST_LAYOUT, indent, `${callee}(`, args, `)${tail}`);
}

/** A function signature, on one line when it fits, otherwise one parameter per line (rustfmt's "Tall" layout). */
export function signature(indent: string, head: string, params: readonly string[], ret: string): string {
  return layoutList(RUST_LAYOUT, indent, `${head}(`, params, `) -> ${ret} {`, { listWidth: undefined });
}

/** A match arm as rustfmt writes it: on one line when it fits, else the expression in a block. */
export function matchArm(indent: string, pattern: string, expr: string): string {
  const one = `${indent}${pattern} => ${expr},`;
  if (one.length <= RUSTFMT.maxWidth) return one;
  return `${indent}${pattern} => {\n${indent}    ${expr}\n${indent}}`;
}

/**
 * A match arm whose expression is a call, as rustfmt writes it: on one line when it fits; else in a block when the
 * call fits on one line there; else after the arrow with one argument per line.
 */
export function callArm(indent: string, pattern: string, callee: string, args: readonly string[], tail = ""): string {
  const one = layoutList(RUST_LAYOUT, indent, `${pattern} => ${callee}(`, args, `)${tail},`);
  if (!one.includes("\n")) return one;
  const block = layoutList(RUST_LAYOUT, `${indent}    `, `${callee}(`, args, `)${tail}`);
  return block.includes("\n") ? one : `${indent}${pattern} => {\n${block}\n${indent}}`;
}

/** A method chain as rustfmt writes it: one line up to its chain width (60), else one call per line. */
export function chain(indent: string, parts: readonly string[]): string {
  const one = parts.join("");
  if (one.length <= RUSTFMT.chainWidth && indent.length + one.length <= RUSTFMT.maxWidth) return `${indent}${one}`;
  return `${indent}${parts[0]}\n${parts
    .slice(1)
    .map((p) => `${indent}    ${p}`)
    .join("\n")}`;
}

/** The cfg attribute of an unstable feature's cargo feature. */
export function cfgOf(doc: Doc): string | null {
  return doc.unstable ? `#[cfg(feature = "unstable_${doc.unstable.feature}")]` : null;
}

/**
 * Gates every top-level item of rendered code behind a cfg attribute: a line
 * at column 0 that follows a blank line (or starts the code) begins an item.
 */
export function gateItems(code: string, cfg: string | null): string {
  if (cfg === null) return code;
  const lines = code.split("\n");
  return lines
    .map((l, i) => (l !== "" && !/^\s/.test(l) && l !== "}" && (i === 0 || lines[i - 1] === "") ? `${cfg}\n${l}` : l))
    .join("\n");
}

/** `Self { a, b }` on one line when rustfmt keeps it there, else vertical (always vertical when an entry is gated). */
function structLiteral(
  indent: string,
  entries: readonly (string | { readonly text: string; readonly cfg: string | null })[],
): string {
  const items = entries.map((e) => (typeof e === "string" ? { text: e, cfg: null } : e));
  const body = items.map((e) => e.text).join(", ");
  if (items.length === 0) return `${indent}Self {}`;
  const gated = items.some((e) => e.cfg !== null);
  if (!gated && body.length <= RUSTFMT.structLitWidth && `${indent}Self { ${body} }`.length <= RUSTFMT.maxWidth)
    return `${indent}Self { ${body} }`;
  return `${indent}Self {\n${items.map((e) => `${e.cfg ? `${indent}    ${e.cfg}\n` : ""}${indent}    ${e.text},`).join("\n")}\n${indent}}`;
}

/** `const FIELDS: crate::runtime::Fields = &[("wire", required), ...];`: a struct's fields in the spec's order. */
function fieldsConst(
  fields: readonly { readonly wire: string; readonly required: boolean; readonly cfg: string | null }[],
): string {
  const lhs = "    const FIELDS: crate::runtime::Fields";
  const items = fields.map((f) => `(${rustString(f.wire)}, ${f.required})`);
  if (!fields.some((f) => f.cfg)) return arrayStatement("    ", lhs.trimStart(), items);
  return `${lhs} = &[\n${fields.map((f, i) => `${f.cfg ? `        ${f.cfg}\n` : ""}        ${items[i]},`).join("\n")}\n    ];`;
}

/** What a struct's reader does with a key that is none of its fields: keep it in `extra`, refuse it, or skip it. */
export type UnknownKeys = "keep" | "refuse" | "skip";

/** The runtime's wrapper type that reads a value as one of its readers does (`free` -> `Free`). */
const READER_WRAPPERS: Readonly<Record<string, string>> = {
  free: "crate::runtime::Free",
  keyed: "crate::runtime::KeyedOf",
  numbers: "crate::runtime::ByValue",
};

/**
 * How a struct's reader reads a field's value from `map` (a `MapAccess`), as the runtime's
 * `deserialize_with` function `reader` reads it: `non_null`, `nullable`, `default_on_null` and
 * `optional_default_on_null` around serde's own reader or a wrapper's (`_free`, `_keyed`, `_numbers`).
 * `read` is the call that reads, `value` what the field holds of what it read (`v`). The value's type is
 * inferred from its slot's (typed where the line fits, see `structReader`) or from the field's.
 */
function fieldRead(reader: string | null): { read: string; value: (v: string) => string } {
  const m =
    reader === null
      ? null
      : /^(?:(non_null|nullable|default_on_null|optional_default_on_null)_?)?(free|keyed|numbers)?$/.exec(reader);
  if (reader !== null && !m) throw new Error(`no struct reader for the runtime's reader ${reader}`);
  const how = m?.[1];
  const wrapper = m?.[2] ? READER_WRAPPERS[m[2]]! : null;
  const orDefault = how === "default_on_null" || how === "optional_default_on_null";
  const t = orDefault ? "Option<_>" : "_";
  const read = wrapper
    ? `map.next_value::<${wrapper}<${t}>>()?`
    : t === "_"
      ? "map.next_value()?"
      : `map.next_value::<${t}>()?`;
  const unwrapped = (v: string): string => (wrapper ? `${v}.0` : v);
  const value = (v: string): string =>
    how === "non_null"
      ? `Some(${unwrapped(v)})`
      : how === "default_on_null"
        ? `${unwrapped(v)}.unwrap_or_default()`
        : how === "optional_default_on_null"
          ? `Some(${unwrapped(v)}.unwrap_or_default())`
          : unwrapped(v);
  return { read, value };
}

/**
 * A struct reader's match arm for a field: `"wire" if fN.is_none() => fN = Some(..)`, as rustfmt lays it
 * out; when the assignment does not fit on a line, the value is read into a local first.
 */
function fieldArm(
  indent: string,
  slot: string,
  wire: string,
  read: string,
  value: (v: string) => string,
  bounded: { type: string; fn: string } | null,
): string {
  const pattern = `${rustString(wire)} if ${slot}.is_none()`;
  const inner = `${indent}    `;
  const fits = (line: string): boolean => line.length <= RUSTFMT.maxWidth;
  let statements: string;
  if (bounded) {
    const seed = `crate::runtime::read_with!(${bounded.type}, ${bounded.fn})`;
    const one = `${inner}${slot} = Some(map.next_value_seed(${seed})?);`;
    const letSeed = fits(`${inner}let seed = ${seed};`)
      ? `${inner}let seed = ${seed};`
      : fits(`${inner}    ${seed};`)
        ? `${inner}let seed =\n${inner}    ${seed};`
        : `${inner}let seed = crate::runtime::read_with!(\n${inner}    ${bounded.type},\n${inner}    ${bounded.fn}\n${inner});`;
    statements = fits(one) ? one : `${letSeed}\n${inner}${slot} = Some(map.next_value_seed(seed)?);`;
  } else {
    const one = `${inner}${slot} = Some(${value(read)});`;
    statements = fits(one) ? one : `${inner}let value = ${read};\n${inner}${slot} = Some(${value("value")});`;
  }
  // The arm's value is the match's, which one `?` after it checks.
  return `${indent}${pattern} => {\n${statements}\n${inner}Ok(())\n${indent}}`;
}

/** The runtime's function that reads a field into its slot, by the field's runtime reader (`""`: serde's own). */
const FIELD_READERS: Readonly<Record<string, string>> = {
  "": "field",
  nullable: "field",
  non_null: "non_null_field",
  free: "free_field",
  nullable_free: "free_field",
  numbers: "number_field",
  nullable_numbers: "number_field",
};

/**
 * A struct's `Deserialize` impl, written out: a visitor whose `visit_map` holds an `Option` per
 * field, takes each key by `match`, and leaves every other key (a field read already, an unknown
 * one) to the runtime (`keep`, `refuse`, `skip`); then each missing field as serde reads it (its
 * default, or serde's error). The runtime's `Order` hands an explaining read
 * the fields in the spec's order.
 */
function structReader(
  name: string,
  fields: readonly {
    readonly wire: string;
    readonly ident: string;
    readonly type: string;
    readonly cfg: string | null;
    readonly required: boolean;
    readonly hasDefault: boolean;
    readonly reader: string | null;
    readonly bounded: string | null;
  }[],
  unknown: UnknownKeys,
  fieldsConstText: string,
): string {
  const i8 = " ".repeat(8);
  const i12 = " ".repeat(12);
  const i16 = " ".repeat(16);
  const gate = (cfg: string | null, indent: string): string => (cfg ? `${indent}${cfg}\n` : "");
  // Each slot is typed where its line fits: left to inference, every slot's type waits on the struct literal at the
  // end, and rustc's type check of the function grows with the square of the fields (a struct of 950 fields: 30 s of
  // CPU to check, 9 s typed). A slot whose type does not fit on a line stays untyped (rustfmt would break it).
  const slot = (f: (typeof fields)[number], i: number): string => {
    const typed = `${i8}let mut f${i}: Option<${f.type}> = None;`;
    return typed.length <= RUSTFMT.maxWidth ? typed : `${i8}let mut f${i} = None;`;
  };
  const slots = fields.map((f, i) => `${gate(f.cfg, i8)}${slot(f, i)}`);
  const arms = fields.map((f, i) => {
    // The common readers through the runtime's per-field functions (one call per arm, compiled once per field type).
    const helper = f.bounded ? undefined : FIELD_READERS[f.reader ?? ""];
    if (helper)
      return `${gate(f.cfg, i16)}${callArm(i16, rustString(f.wire), `crate::runtime::${helper}`, ["&mut map", `&mut f${i}`, rustString(f.wire)])}`;
    const { read, value } = fieldRead(f.reader);
    const bounded = f.bounded ? { type: f.type, fn: f.bounded } : null;
    return `${gate(f.cfg, i16)}${fieldArm(i16, `f${i}`, f.wire, read, value, bounded)}`;
  });
  const names =
    unknown === "refuse"
      ? `${
          fields.some((f) => f.cfg)
            ? `${i8}const NAMES: &[&str] = &[\n${fields.map((f) => `${gate(f.cfg, i12)}${i12}${rustString(f.wire)},`).join("\n")}\n${i8}];`
            : arrayStatement(
                i8,
                "const NAMES: &[&str]",
                fields.map((f) => rustString(f.wire)),
              )
        }\n`
      : "";
  // Every arm's value is a `Result`, checked by one `?` after the match.
  const other =
    unknown === "keep"
      ? "crate::runtime::keep(&mut map, key, Self::FIELDS, &mut extra)"
      : unknown === "skip"
        ? "crate::runtime::skip(&mut map, key, Self::FIELDS)"
        : "Err(crate::runtime::refuse(key.as_str(), Self::FIELDS, NAMES))";
  const body =
    fields.length === 0
      ? [unknown === "refuse" ? `${i12}return ${other};` : `${i12}${other}?;`]
      : [`${i12}match key.as_str() {`, ...arms, matchArm(i16, "_", other), `${i12}}?;`];
  const finish = fields.map((f, i) => {
    const value = f.hasDefault
      ? `f${i}.unwrap_or_default()`
      : f.reader || f.bounded
        ? `crate::runtime::present(f${i}, ${rustString(f.wire)})?`
        : `crate::runtime::required(f${i}, ${rustString(f.wire)})?`;
    return `${gate(f.cfg, i12)}${i12}${f.ident}: ${value},`;
  });
  const entries = [...finish, ...(unknown === "keep" ? [`${i12}extra,`] : [])];
  const literal =
    fields.length === 0
      ? `${i8}Ok(${name} {${unknown === "keep" ? " extra " : ""}})`
      : `${i8}Ok(${name} {\n${entries.join("\n")}\n${i8}})`;
  return [
    `impl<'de> Deserialize<'de> for ${name} {`,
    "    fn deserialize<__D: Deserializer<'de>>(deserializer: __D) -> Result<Self, __D::Error> {",
    "        crate::runtime::read_struct(deserializer)",
    "    }",
    "}",
    "",
    `impl crate::runtime::ReadStruct for ${name} {`,
    `    const NAME: &'static str = ${rustString(name)};`,
    fieldsConstText,
    "",
    "    fn read_map<'de, __A: serde::de::MapAccess<'de>>(mut map: __A) -> Result<Self, __A::Error> {",
    ...(names ? [names.trimEnd()] : []),
    ...slots,
    ...(unknown === "keep" ? [`${i8}let mut extra = Map::new();`] : []),
    `${i8}while let Some(key) = map.next_key::<crate::runtime::KeyText<'de>>()? {`,
    ...body,
    `${i8}}`,
    literal,
    "    }",
    "}",
  ].join("\n");
}

/**
 * A struct's `Serialize` impl, written out: its fields as entries of one map, through the
 * runtime's `WriteFields` (which a tagged union calls too, after its tag's entry): each known
 * field in the spec's order (an optional one left out while absent, a number written as the
 * runtime's `number` writes it), then the unknown fields of `extra`.
 */
function structWriter(
  name: string,
  fields: readonly {
    readonly wire: string;
    readonly ident: string;
    readonly cfg: string | null;
    readonly optional: boolean;
    readonly number: boolean;
  }[],
  open: boolean,
): string {
  const i8 = "        ";
  const entries = fields.map((f) => {
    const how = f.optional ? (f.number ? "optional_number" : "optional") : f.number ? "number" : "entry";
    const call = callLayout(i8, `w.${how}`, [rustString(f.wire), `&self.${f.ident}`], ";");
    return `${f.cfg ? `${i8}${f.cfg}\n` : ""}${call}`;
  });
  const body =
    entries.length === 0 && !open
      ? [`${i8}crate::runtime::Entries::new(map).end()`]
      : [
          `${i8}let mut w = crate::runtime::Entries::new(map);`,
          ...entries,
          ...(open ? [`${i8}w.extra(&self.extra);`] : []),
          `${i8}w.end()`,
        ];
  return [
    `impl Serialize for ${name} {`,
    "    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {",
    "        crate::runtime::write_struct(self, serializer)",
    "    }",
    "}",
    "",
    `impl crate::runtime::WriteFields for ${name} {`,
    "    fn write_fields<M: serde::ser::SerializeMap>(&self, map: &mut M) -> Result<(), M::Error> {",
    ...body,
    "    }",
    "}",
  ].join("\n");
}

/** A struct's view for its template (`object.hbs`): its fields, constructor, setters, reader and writer. */
function objectView(d: ObjectDecl, cx: ViewContext, unknown: UnknownKeys = d.open ? "keep" : "refuse") {
  const fields = d.fields.map((f) => {
    const ident = rustFieldIdent(f.name)!;
    const plain = fieldShape(f, d.name, ident, cx, cx.boxed?.has(boxKey(d, f.name)) ?? false);
    const bounded = boundedReaderFn(f, ident, plain);
    // A field with published bounds is read by its struct's bounded reader.
    const shape: FieldShape = !bounded
      ? plain
      : { ...plain, attrs: withReader(plain.attrs, `${d.name}::${boundedReader(ident)}`) };
    return { f, ident, shape, plain, bounded };
  });
  const params = fields.filter((x) => x.shape.empty === null);
  const entries = [
    ...fields.map((x) => ({
      text: x.shape.empty === null ? x.ident : `${x.ident}: ${x.shape.empty}`,
      cfg: cfgOf(x.f.doc),
    })),
    ...(d.open ? ["extra: Map::new()"] : []),
  ];
  const ctorDoc = params.length
    ? "    /// Creates a value from its required fields; optional fields start absent.\n"
    : "    /// Creates a value with every field absent.\n";
  // A type the spec names `New` keeps its constructor's usual name (clippy would have `new` differ from the type).
  const allows = [
    ...(params.length > 7 ? ["clippy::too_many_arguments"] : []),
    ...(d.name.toLowerCase() === "new" ? ["clippy::self_named_constructors"] : []),
  ];
  // The constructor, the setters and the visitor's `expecting` are inline: compiled where they are used, not all of
  // them into the crate (most of a debug rlib's code and debug info, for functions a consumer rarely calls).
  const ctor = `${ctorDoc}${allows.length ? `    #[allow(${allows.join(", ")})]\n` : ""}    #[inline]\n${signature(
    "    ",
    "pub fn new",
    params.map((x) => `${x.ident}: ${x.shape.type}`),
    "Self",
  )}\n${structLiteral("        ", entries)}\n    }`;
  const setters = fields
    .filter((x) => x.shape.empty !== null && x.f.type.kind !== "literal")
    .map((x) => {
      const name = `with_${x.ident.replace(/^r#/, "")}`;
      const cfg = cfgOf(x.f.doc);
      return `    /// Sets \`${x.f.name}\`.\n${cfg ? `    ${cfg}\n` : ""}    #[inline]\n${signature("    ", `pub fn ${name}`, ["mut self", `value: ${x.shape.setterParam}`], "Self")}\n        self.${x.ident} = ${x.shape.setterValue};\n        self\n    }`;
    });
  const literals = d.fields
    .filter((f) => f.type.kind === "literal")
    .map((f) => ({
      name: literalTypeName(d.name, f.name),
      wire: rustString((f.type as { value: string }).value),
      variant: variantIdent((f.type as { value: string }).value) ?? "Value",
      field: f.name,
      owner: d.name,
    }));
  // The reader and the writer are written out (see `structReader`, `structWriter`): no serde attribute is left.
  const reader = structReader(
    d.name,
    fields.map((x) => ({
      wire: x.f.name,
      ident: x.ident,
      type: x.shape.type,
      cfg: cfgOf(x.f.doc),
      required: !x.f.optional,
      hasDefault: x.shape.parts.includes("default"),
      reader: x.plain.reader,
      bounded: x.bounded ? `${d.name}::${boundedReader(x.ident)}` : null,
    })),
    unknown,
    fieldsConst(fields.map((x) => ({ wire: x.f.name, required: !x.f.optional, cfg: cfgOf(x.f.doc) }))),
  );
  const writer = structWriter(
    d.name,
    fields.map((x) => ({
      wire: x.f.name,
      ident: x.ident,
      cfg: cfgOf(x.f.doc),
      optional: x.plain.parts.some((p) => p.startsWith("skip_serializing_if")),
      number: x.plain.parts.some((p) => p.startsWith("serialize_with")),
    })),
    d.open,
  );
  return {
    doc: rustDoc(withFallback(d.doc, fallbackText.type(d.name)), ""),
    name: d.name,
    derives: `Debug, Clone, PartialEq${params.length === 0 ? ", Default" : ""}`,
    reader,
    writer,
    fields: fields.map((x) => ({
      doc: rustDoc(withFallback(x.f.doc, fallbackText.field(d.name, x.f.name)), "    "),
      attrs: (cfgOf(x.f.doc) ? [cfgOf(x.f.doc)!] : []).map((a) => `    ${a}\n`).join(""),
      ident: x.ident,
      type: x.shape.type,
    })),
    open: d.open,
    methods: [ctor, ...setters, ...fields.flatMap((x) => (x.bounded ? [x.bounded] : []))].join("\n\n"),
    literals,
  };
}

export function variantName(tag: string): string {
  return variantIdent(tag)!;
}

function unionView(d: UnionDecl) {
  const variants = d.variants.map((v) => {
    const cfg = cfgOf(v.doc);
    return {
      doc: rustDoc(withFallback(v.doc, fallbackText.variant(d.name, v.tag)), "    "),
      wire: rustString(v.tag),
      name: variantName(v.tag),
      // By path, not imported: a unit variant may be gated, and an import only it uses would then be unused.
      payload: v.payload ?? "crate::UnitPayload",
      cfg: cfg ? `    ${cfg}\n` : "",
      armCfg: cfg ? `            ${cfg}\n` : "",
      arm: matchArm(
        "            ",
        rustString(v.tag),
        `Self::${variantName(v.tag)}(crate::runtime::variant(raw, ${rustString(d.tagField)})?)`,
      ),
      // The variant's fields follow the tag's entry in one map (the runtime's `write_tagged`).
      writeArm: callArm("            ", `Self::${variantName(v.tag)}(payload)`, "crate::runtime::write_tagged", [
        "serializer",
        rustString(d.tagField),
        rustString(v.tag),
        "payload",
      ]),
      streamArm: matchArm(
        "            ",
        rustString(v.tag),
        `Self::${variantName(v.tag)}(Deserialize::deserialize(payload)?)`,
      ),
    };
  });
  return {
    doc: rustDoc(withFallback(d.doc, fallbackText.type(d.name)), ""),
    name: d.name,
    tag: rustString(d.tagField),
    variants,
    open: d.open,
    other: catchAllName(variants.map((v) => v.name)),
    tagsConst: arrayStatement(
      "        ",
      "const TAGS: &[&str]",
      d.variants.map((v) => rustString(v.tag)),
    ),
  };
}

export { catchAllName };

function enumView(d: EnumDecl) {
  const values = d.values.map((v) => ({
    wire: rustString(v.value),
    name: variantName(v.value),
    doc: rustDoc(withFallback(v.doc, fallbackText.value(d.name, v.value)), "    "),
  }));
  return {
    doc: rustDoc(withFallback(d.doc, fallbackText.type(d.name)), ""),
    name: d.name,
    values,
    open: d.open,
    other: catchAllName(values.map((v) => v.name)),
  };
}

/** Variant names of an untagged union: the member names, minus the union's name where every member starts with it. */
function untaggedView(d: UntaggedDecl, cx: ViewContext) {
  const strip = d.members.every(
    (m) => m.name.startsWith(d.name) && m.name.length > d.name.length && /^[A-Z]/.test(m.name.slice(d.name.length)),
  );
  return {
    doc: rustDoc(withFallback(d.doc, fallbackText.type(d.name)), ""),
    name: d.name,
    members: d.members.map((m) => {
      const name = strip ? m.name.slice(d.name.length) : m.name;
      // A null member is a unit variant: serde's untagged form reads it from `null`.
      const variant = m.type.kind === "null" ? name : `${name}(${rustType(m.type, d.name, name)})`;
      // A member holding numbers reads them by value, as the other languages do; when one fails, the next member is tried.
      // A member with a published least size (`@minItems`, `@minLength`) checks it after reading.
      const count = countChecks(m.doc)[0];
      const reader = count
        ? `read_at_least::<_, _, ${count}>`
        : holdsNumber(m.type, cx)
          ? "numbers"
          : holdsFree(m.type, cx)
            ? "free"
            : null;
      return {
        doc: rustDoc(withFallback(m.doc, fallbackText.member(d.name, m.name)), "    "),
        variant: reader ? `#[serde(deserialize_with = "crate::runtime::${reader}")]\n    ${variant}` : variant,
      };
    }),
  };
}

function aliasView(d: AliasDecl) {
  return {
    doc: rustDoc(withFallback(d.doc, fallbackText.type(d.name)), ""),
    name: d.name,
    type: rustType(d.target, d.name, "value"),
  };
}

function opaqueView(d: OpaqueDecl) {
  return { doc: rustDoc(withFallback(d.doc, fallbackText.type(d.name)), ""), name: d.name };
}

export const declViews = {
  object: objectView,
  union: unionView,
  enum: enumView,
  untagged: untaggedView,
  alias: aliasView,
  opaque: opaqueView,
} satisfies DeclViews<ViewContext>;

/** Which imports a module's code uses, so that none is unused (clippy -D warnings). */
export function moduleImports(ix: VersionIndex): string[] {
  const decls = ix.version.decls;
  const has = (p: (d: Decl) => boolean): boolean => decls.some(p);
  const usesMaybe = has(
    (d) =>
      (d.kind === "object" || d.kind === "union") &&
      d.fields.some((f) => f.optional && (f.patch || f.type.kind === "nullable")),
  );
  const union = has((d) => d.kind === "union");
  const openEnum = has((d) => d.kind === "enum" && d.open);
  const crateItems = usesMaybe ? ["MaybeUndefined"] : [];
  const shared = has((d) => d.kind === "union" && d.fields.length > 0);
  const object = shared || has((d) => d.kind === "object");
  const serdeItems = [
    "Deserialize",
    ...(union || openEnum || object ? ["Deserializer"] : []),
    "Serialize",
    ...(openEnum || shared ? ["Serializer"] : []),
  ];
  const uses = [
    ...(crateItems.length
      ? [`use crate::${crateItems.length === 1 ? crateItems[0] : `{${crateItems.join(", ")}}`};`]
      : []),
    `use serde::{${serdeItems.join(", ")}};`,
    "use serde_json::{Map, Value};",
  ];
  return uses;
}

/** The variant of a method in a message union: `session/request_permission` -> `SessionRequestPermission`. */
export function methodVariant(method: string): string {
  const name = pascalCase(method);
  return RUST_NON_RAW.has(name) ? `${name}_` : name;
}

/** A message group: an enum keyed by method with its trait impls, or the result union of a response group. */
export function messageGroupView(g: MessageGroup, v: VersionModel) {
  const env = v.envelope!;
  const names = g.methods.map((m) => methodVariant(m.name));
  const other = catchAllName(names);
  const qualified = `${v.name}.${g.name}`;
  const payloadName = g.role === "response" ? "result" : "params";
  const entries = g.methods.map((m, i) => {
    const cfg = cfgOf(m.doc);
    const name = names[i]!;
    const payload = g.role === "response" ? m.result! : m.params;
    return {
      doc: `    /// \`${m.name}\`${m.doc.unstable ? ` (cargo feature \`unstable_${m.doc.unstable.feature}\`)` : ""}.\n`,
      cfg: cfg ? `    ${cfg}\n` : "",
      armCfg: cfg ? `            ${cfg}\n` : "",
      variant: `    ${name}(${payload}),`,
      parseArm:
        g.role === "response"
          ? matchArm("            ", rustString(m.name), `Self::${name}(crate::runtime::located(result)?)`)
          : matchArm("            ", rustString(m.name), `Self::${name}(crate::jsonrpc::params(method, params)?)`),
      methodArm: matchArm("            ", `Self::${name}(_)`, rustString(m.name)),
      paramsArm: matchArm("            ", `Self::${name}(p)`, `map.serialize_entry("params", p)`),
      serializeArm: matchArm("            ", `Self::${name}(r)`, "r.serialize(serializer)"),
      supportsArm: matchArm("            ", rustString(m.name), "true"),
      dispatchArm: matchArm("            ", rustString(m.name), `payload(${payloadName}).map(Self::${name})`),
    };
  });
  const prefix = dispatchOf(v, g).extensionPrefix;
  const envelope =
    g.role === "request"
      ? `pub type ${g.name}Message = crate::jsonrpc::Request<${env.id}, ${g.name}>;`
      : g.role === "notification"
        ? `pub type ${g.name}Message = crate::jsonrpc::Notification<${g.name}>;`
        : `pub type ${g.name}Message = crate::jsonrpc::Response<${env.id}, ${g.name}, ${env.error}>;`;
  const envelopeDoc =
    g.role === "response"
      ? `/// A response ${g.sender === "client" ? "the client" : "the agent"} sends, its result typed. Read any response as\n/// \`crate::jsonrpc::Response<${env.id}, Value, ${env.error}>\`, then type it with \`.typed(method)\`.\n`
      : `/// The JSON-RPC envelope of [\`${g.name}\`].\n`;
  return {
    doc: rustDoc({ text: messageGroupDoc(g), examples: [] }, ""),
    name: g.name,
    response: g.role === "response",
    other,
    entries,
    envelopeDoc,
    envelope,
    qualified: rustString(qualified),
    dispatchFn: g.role === "response" ? "from_method_and_result" : "from_method_and_params",
    payloadName,
    extensionPrefix: prefix ?? "",
    dispatchUse:
      prefix === null
        ? "use crate::jsonrpc::payload;"
        : `use crate::jsonrpc::{${g.role === "response" ? "ext_result" : "ext_message"}, payload};`,
    extensionArm:
      prefix === null
        ? ""
        : matchArm(
            "            ",
            `_ if method.starts_with(${rustString(prefix)})`,
            `Ok(Self::${other}(${g.role === "response" ? "ext_result" : "ext_message"}(method, ${payloadName})))`,
          ),
    extensionTest: prefix === null ? "false" : `method.starts_with(${rustString(prefix)})`,
    responseExtension: g.role === "response" && prefix !== null,
  };
}
