import { type DeclViews, layoutList, type WidthProfile } from "../../plugin/index.js";
import {
  type Bounds,
  catchAllName,
  type Decl,
  type DerivedName,
  dispatchOf,
  type Doc,
  fallbackText,
  type Field,
  jsonText,
  lines,
  type MessageGroup,
  messageGroupDoc,
  messageGroups,
  nullDefault,
  type ObjectDecl,
  pascalCase,
  snakeCase,
  type TypeExpr,
  type UnionDecl,
  type VersionIndex,
  type VersionModel,
  withFallback,
} from "../../plugin/index.js";
import { pythonFieldIdent } from "./names.js";

/** The line length the generated package declares for ruff, and that the view keeps to. */
export const LINE_LENGTH = 100;

/** How ruff lays out a list (the package's `line-length`, four spaces, a call's arguments hugged before one per line). */
export const PY_LAYOUT: WidthProfile = { maxWidth: LINE_LENGTH, indent: "    ", hug: true, measure: pyWidth };

/** A character at or above U+1100, the first that may be wide (a surrogate of an astral one included). */
const NOT_NARROW = /[\u1100-\uffff]/;

/**
 * The width ruff gives a line: one column per character, two for an East Asian wide or
 * fullwidth one (as the unicode-width crate counts them), so a line of CJK text breaks
 * where ruff's formatter breaks it.
 */
export function pyWidth(text: string): number {
  // Below U+1100 every character is one column and one UTF-16 unit: most text never needs the loop.
  if (!NOT_NARROW.test(text)) return text.length;
  let n = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    const wide =
      (c >= 0x1100 && c <= 0x115f) ||
      (c >= 0x2e80 && c <= 0x303e) ||
      (c >= 0x3041 && c <= 0x33ff) ||
      (c >= 0x3400 && c <= 0x4dbf) ||
      (c >= 0x4e00 && c <= 0x9fff) ||
      (c >= 0xa000 && c <= 0xa4cf) ||
      (c >= 0xac00 && c <= 0xd7a3) ||
      (c >= 0xf900 && c <= 0xfaff) ||
      (c >= 0xfe30 && c <= 0xfe4f) ||
      (c >= 0xff00 && c <= 0xff60) ||
      (c >= 0xffe0 && c <= 0xffe6) ||
      (c >= 0x1f300 && c <= 0x1f64f) ||
      (c >= 0x1f900 && c <= 0x1f9ff) ||
      (c >= 0x20000 && c <= 0x3fffd);
    n += wide ? 2 : 1;
  }
  return n;
}

/** What makes pyString look at a text character by character: a quote, a backslash, or a character it escapes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const PY_SPECIAL = /["'\\\u0000-\u001f\u007f\u0085\u2028\u2029]/;

/**
 * A Python string literal as ruff writes it: double quotes, unless the text holds
 * more double than single quotes. Control characters and U+2028/9 are escaped.
 */
export function pyString(s: string): string {
  // Nothing to escape and no quote to count: the text in double quotes.
  if (!PY_SPECIAL.test(s)) return `"${s}"`;
  const doubles = [...s].filter((c) => c === '"').length;
  const singles = [...s].filter((c) => c === "'").length;
  const q = doubles > singles ? "'" : '"';
  let out = q;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === q) out += `\\${q}`;
    else if (ch === "\\") out += "\\\\";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (c < 0x20 || c === 0x7f || c === 0x2028 || c === 0x2029 || c === 0x85)
      out += `\\u${c.toString(16).padStart(4, "0")}`;
    else out += ch;
  }
  return `${out}${q}`;
}

/** A docstring body that cannot end the docstring: backslashes and quotes escaped. */
function docLine(l: string): string {
  return l
    .replace(/\\/g, "\\\\")
    .replace(/"""/g, '\\"\\"\\"')
    .replace(/[\u2028\u2029\u0085]/g, " ")
    .trimEnd();
}

/** True when text ends with a `"` that no backslash escapes (then ruff puts a space before the closing quotes). */
function endsWithBareQuote(s: string): boolean {
  if (!s.endsWith('"')) return false;
  const slashes = s.length - 1 - s.slice(0, -1).replace(/\\+$/, "").length;
  return slashes % 2 === 0;
}

/** A docstring at an indent, as ruff formats it; "" when there is nothing to say. */
export function pyDocstring(doc: Doc, indent: string, fallback = ""): string {
  const body: string[] = [];
  if (doc.text) body.push(...lines(doc.text));
  else if (fallback) body.push(fallback);
  if (doc.departure) body.push("", ...lines(`Differs from the RFD draft: ${doc.departure}`));
  if (doc.differs) body.push("", ...lines(`Differs from the published schema: ${doc.differs}`));
  if (doc.unstable !== undefined)
    body.push("", ...lines(`Unstable (feature \`${doc.unstable.feature}\`). ${doc.unstable.reason}`.trim()));
  if (doc.rfd) body.push("", `See RFD \`${doc.rfd}\`.`);
  for (const ex of doc.examples) body.push("", "Example::", "", ...lines(jsonText(ex.value)).map((l) => `    ${l}`));
  while (body[0] === "") body.shift();
  if (body.length === 0) return "";
  // As ruff (and black) normalize docstrings: the first line stripped, later lines dedented by their common indentation.
  const escaped = body.map(docLine);
  const rest = escaped.slice(1);
  const dedent = Math.min(...rest.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length), Infinity);
  const safe = [escaped[0]!.trim(), ...rest.map((l) => (l.trim() ? l.slice(dedent === Infinity ? 0 : dedent) : ""))];
  if (!safe[0] && safe.length === 1) return "";
  // Text starting with a quote gets a space after the opening """, and text ending in one a space before the closing """, as ruff writes them.
  if (safe[0]!.startsWith('"')) safe[0] = ` ${safe[0]}`;
  if (safe.length === 1) return `${indent}"""${safe[0]}${endsWithBareQuote(safe[0]!) ? " " : ""}"""\n`;
  return `${indent}"""${safe[0]}\n${safe
    .slice(1)
    .map((l) => (l ? `${indent}${l}` : ""))
    .join("\n")}\n${indent}"""\n`;
}

export function variantClassName(u: UnionDecl, tag: string): string {
  const name = `${u.name}${pascalCase(tag)}`;
  // The payload often carries that very name (AuthMethod:terminal -> AuthMethodTerminal).
  return u.variants.some((v) => v.tag === tag && v.payload === name) ? `${name}Variant` : name;
}

/** `_FOO_BAR`: the prefix of a module constant of a union or message group. */
function constPrefix(name: string): string {
  return `_${name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase()}`;
}

/** The names a Python module declares beside the spec's types: variant and message classes, catch-alls, envelopes, constants. */
export function derivedNames(v: VersionModel): DerivedName[] {
  const out: DerivedName[] = [];
  for (const d of v.decls) {
    if (d.kind !== "union") continue;
    const what = `${v.name}.${d.name}`;
    for (const x of d.variants)
      out.push({ name: variantClassName(d, x.tag), what: `variant '${x.tag}' of ${what}`, loc: x.loc });
    if (d.open)
      out.push({
        name: `${d.name}${catchAllName(d.variants.map((x) => pascalCase(x.tag)))}`,
        what: `the catch-all for unknown variants of ${what}`,
        loc: d.loc,
      });
    out.push(
      { name: `${constPrefix(d.name)}_TAGS`, what: `the tag list of ${what}`, loc: d.loc },
      { name: `${constPrefix(d.name)}_UNSTABLE`, what: `the unstable-tag table of ${what}`, loc: d.loc },
    );
  }
  for (const g of messageGroups(v)) {
    if (g.role === "response") continue;
    for (const m of g.methods)
      out.push({
        name: `${g.name}${pascalCase(m.name)}`,
        what: `method '${m.name}' in the ${g.name} messages`,
        loc: m.loc,
      });
    const at = g.methods[0]!.loc;
    out.push({
      name: `${g.name}${catchAllName(g.methods.map((m) => pascalCase(m.name)))}`,
      what: `the catch-all for unknown ${g.name} messages`,
      loc: at,
    });
    out.push({ name: `${g.name}Message`, what: `the ${g.name} envelope`, loc: at });
    out.push({ name: dispatchName(g), what: `the typed dispatch of the ${g.name} messages`, loc: at });
    out.push(
      { name: `${constPrefix(g.name)}_METHODS`, what: `the method list of the ${g.name} messages`, loc: at },
      { name: `${constPrefix(g.name)}_UNSTABLE`, what: `the unstable-method table of the ${g.name} messages`, loc: at },
    );
  }
  return out;
}

export function pyType(t: TypeExpr): string {
  switch (t.kind) {
    case "string":
      return "str";
    case "number":
      return "_rt.Float";
    case "integer":
      return `_rt.${{ int32: "Int32", int64: "Int64", uint16: "UInt16", uint32: "UInt32", uint64: "UInt64" }[t.format]}`;
    case "null":
      return "None";
    case "map":
      return `_rt.StrMap[${pyType(t.values)}]`;
    case "boolean":
      return "bool";
    case "json":
      return "JsonValue";
    case "json-object":
      return "dict[str, JsonValue]";
    case "literal":
      return `Literal[${pyString(t.value)}]`;
    case "ref":
      return t.name;
    case "array":
      return `list[${pyType(t.items)}]`;
    case "nullable":
      return `${pyType(t.inner)} | None`;
  }
}

/** `name: type = Field(...)` on one line when it fits, else with one argument per line (a magic trailing comma keeps ruff from joining it). */
function assignment(indent: string, lhs: string, call: string, args: readonly string[]): string {
  const one = `${indent}${lhs} = ${call}(${args.join(", ")})`;
  if (pyWidth(one) <= LINE_LENGTH) return one;
  // As ruff splits a call: the arguments on one line of their own when they fit there, or when there is only one.
  const hugged = `${indent}    ${args.join(", ")}`;
  if (pyWidth(hugged) <= LINE_LENGTH || args.length === 1) return `${indent}${lhs} = ${call}(\n${hugged}\n${indent})`;
  return `${indent}${lhs} = ${call}(\n${args.map((a) => `${indent}    ${a},`).join("\n")}\n${indent})`;
}

interface FieldView {
  readonly line: string;
  readonly doc: string;
}

/** Whether `null` is a value of the type itself (free JSON, or an alias of it), not only a marker of a nullable field. */
function admitsNull(t: TypeExpr, ix: VersionIndex): boolean {
  if (t.kind === "json" || t.kind === "null") return true;
  if (t.kind === "ref") {
    const d = ix.decls.get(t.name);
    if (d?.kind === "untagged") return d.members.some((m) => admitsNull(m.type, ix));
    return d?.kind === "alias" && (d.target.kind === "nullable" || admitsNull(d.target, ix));
  }
  return false;
}

/** A field's type; a number or integer with published bounds carries their check. */
function boundedPyType(t: TypeExpr, b: Bounds | undefined): string {
  if (!b) return pyType(t);
  if (t.kind === "nullable") return `${boundedPyType(t.inner, b)} | None`;
  const args = [
    ...(b.minimum !== undefined ? [`minimum=${b.minimum}`] : []),
    ...(b.maximum !== undefined ? [`maximum=${b.maximum}`] : []),
    ...(b.always ? ["always=True"] : []),
  ];
  return `Annotated[${pyType(t)}, _rt.bounds(${args.join(", ")})]`;
}

/**
 * A field: its annotation, its default, and `Field(description=...)` holding its
 * doc text (a generated sentence when the spec has none). A docstring after it
 * keeps what the description does not (unstable feature, examples).
 */
/** A type that also checks a published least size (`@minItems`, `@minLength`) of a list or a string. */
function countedPyType(t: TypeExpr, doc: Doc): string {
  const args = [
    ...(doc.minItems ? [`items=${doc.minItems.min}`] : []),
    ...(doc.minLength ? [`length=${doc.minLength.min}`] : []),
    ...((doc.minItems?.always ?? false) || (doc.minLength?.always ?? false) ? ["always=True"] : []),
  ];
  if (args.length === 0) return pyType(t);
  if (t.kind === "nullable") return `${countedPyType(t.inner, doc)} | None`;
  return `Annotated[${pyType(t)}, _rt.at_least(${args.join(", ")})]`;
}

function fieldView(
  f: Field,
  ix: VersionIndex,
  owner: string,
  forceDefault: string | null = null,
  description: string | null = null,
): FieldView {
  const ident = pythonFieldIdent(f.name)!;
  // A number or integer with published bounds (`@minimum`, `@maximum`) checks them; a list
  // or a string with a published least size (`@minItems`, `@minLength`) checks it.
  const pt = (t: TypeExpr): string => (f.doc.bounds ? boundedPyType(t, f.doc.bounds) : countedPyType(t, f.doc));
  const aliases =
    ident === f.name ? [] : [`validation_alias=${pyString(f.name)}`, `serialization_alias=${pyString(f.name)}`];
  const nullable = f.patch || f.type.kind === "nullable";
  const inner = f.type.kind === "nullable" ? f.type.inner : f.type;
  let type: string;
  let def: string | null;
  // `null` reads as the field's default, an empty list or map (`@defaultOnNull`).
  const onNull = nullDefault(f, ix);
  const wrap = onNull === "list" ? "_rt.NullAsList" : "_rt.NullAsMap";
  if (forceDefault !== null) {
    type = pt(f.type);
    def = forceDefault;
  } else if (onNull && f.optional) {
    type = `${wrap}[${pt(f.type)} | None]`;
    def = "None";
  } else if (onNull) {
    type = `${wrap}[${pt(f.type)}]`;
    def = null;
  } else if (f.optional && nullable) {
    type = `${pt(inner)} | None`;
    def = "None";
  } else if (f.optional && admitsNull(f.type, ix)) {
    // `null` is a value here (free JSON): absent and null differ only in whether the field is set.
    type = pt(f.type);
    def = "None";
  } else if (f.optional) {
    type = `NotNull[${pt(f.type)}]`;
    def = "None";
  } else {
    type = pt(f.type);
    def = null;
  }
  const lhs = `${ident}: ${type}`;
  const text = description ?? withFallback(f.doc, fallbackText.field(owner, f.name)).text;
  const line = assignment("    ", lhs, "Field", [
    ...(def === null ? [] : [`default=${def}`]),
    ...aliases,
    `description=${pyString(text)}`,
  ]);
  return { line, doc: pyDocstring({ ...f.doc, text: "" }, "    ") };
}

/** True when values of the type are free-form JSON (directly, or through aliases, nullables and arrays). */
function isFreeJson(t: TypeExpr, ix: VersionIndex): boolean {
  if (t.kind === "json" || t.kind === "json-object") return true;
  if (t.kind === "nullable") return isFreeJson(t.inner, ix);
  if (t.kind === "array") return isFreeJson(t.items, ix);
  if (t.kind === "ref") {
    const d = ix.decls.get(t.name);
    return d?.kind === "alias" && isFreeJson(d.target, ix);
  }
  return false;
}

function objectView(d: ObjectDecl, ix: VersionIndex) {
  const literals = d.fields.filter((f) => f.type.kind === "literal" && !f.optional);
  const jsonFields = d.fields.filter((f) => isFreeJson(f.type, ix)).map((f) => pyString(pythonFieldIdent(f.name)!));
  const alwaysSet = literals.length
    ? [
        `    _always_set: ClassVar[tuple[str, ...]] = (${literals.map((f) => pyString(pythonFieldIdent(f.name)!)).join(", ")}${literals.length === 1 ? "," : ""})`,
      ]
    : [];
  const fields = d.fields.map((f) => fieldView(f, ix, d.name)).map((f) => `${f.line}\n${f.doc}`);
  const gated = d.fields
    .filter((f) => f.doc.unstable)
    .map((f) => `${pyString(f.name)}: ${pyString(f.doc.unstable!.feature)}`);
  const gatedOne = `    _unstable_fields: ClassVar[dict[str, str]] = {${gated.join(", ")}}`;
  const gatedSet = !gated.length
    ? []
    : [
        pyWidth(gatedOne) <= LINE_LENGTH
          ? gatedOne
          : `    _unstable_fields: ClassVar[dict[str, str]] = {\n${gated.map((g) => `        ${g},`).join("\n")}\n    }`,
      ];
  const doc = pyDocstring(d.doc, "    ", `The ${d.version} ${d.name} object.`);
  const jsonSet = jsonFields.length
    ? [`    _json_fields: ClassVar[tuple[str, ...]] = (${jsonFields.join(", ")}${jsonFields.length === 1 ? "," : ""})`]
    : [];
  const rest = [
    ...alwaysSet.map((l) => `${l}\n`),
    ...jsonSet.map((l) => `${l}\n`),
    ...gatedSet.map((l) => `${l}\n`),
    ...fields,
  ].join("");
  return {
    name: d.name,
    base: d.open ? "_rt.Model" : "_rt.ClosedModel",
    body: (rest ? `${doc}\n${rest}` : doc).trimEnd(),
  };
}

function unionView(d: UnionDecl, ix: VersionIndex) {
  const tagIdent = pythonFieldIdent(d.tagField)!;
  // Shared fields are declared on every variant class and written right after the tag.
  const sharedIdents = d.fields.map((f) => pyString(pythonFieldIdent(f.name)!));
  const sharedJson = d.fields.filter((f) => isFreeJson(f.type, ix)).map((f) => pyString(pythonFieldIdent(f.name)!));
  const tuple = (items: readonly string[]): string => `(${items.join(", ")}${items.length === 1 ? "," : ""})`;
  const sharedHead = !d.fields.length ? "" : `\n    _first: ClassVar[tuple[str, ...]] = ${tuple(sharedIdents)}`;
  const sharedLines = d.fields
    .map((f) => fieldView(f, ix, d.name))
    .map((f) => `\n${f.line}${f.doc ? `\n${f.doc.trimEnd()}` : ""}`)
    .join("");
  const variants = d.variants.map((v) => {
    const cls = variantClassName(d, v.tag);
    const tagField: Field = {
      name: d.tagField,
      type: { kind: "literal", value: v.tag, loc: v.loc },
      optional: false,
      patch: false,
      doc: { text: "", examples: [] },
      loc: v.loc,
    };
    return {
      name: cls,
      base: v.payload ?? "_rt.Model",
      doc: pyDocstring(v.doc, "    ", `The \`${v.tag}\` variant of ${d.name}.`),
      tagLine:
        fieldView(
          tagField,
          ix,
          cls,
          pyString(v.tag),
          `The tag of this ${d.name} variant: always ${JSON.stringify(v.tag)}.`,
        ).line + sharedLines,
      alwaysSet:
        `    _always_set: ClassVar[tuple[str, ...]] = (${pyString(tagIdent)},)` +
        sharedHead +
        (sharedJson.length ? `\n${jsonFieldsLine(`*${v.payload ?? "_rt.Model"}._json_fields`, sharedJson)}` : ""),
      tagValue: pyString(v.tag),
      member: `Annotated[${cls}, Tag(${pyString(v.tag)})]`,
    };
  });
  // Not a variant's own class name (a tag `other`).
  const other = `${d.name}${catchAllName(d.variants.map((v) => pascalCase(v.tag)))}`;
  // Tags are read by their wire name only (a callable discriminator), in open and closed unions alike.
  const members = [...variants.map((v) => v.member), ...(d.open ? [`Annotated[${other}, Tag("__other__")]`] : [])];
  const constBase = constPrefix(d.name);
  const tagsConst = `${constBase}_TAGS`;
  const gatedEntries = d.variants
    .filter((v) => v.doc.unstable)
    .map((v) => `${pyString(v.tag)}: ${pyString(v.doc.unstable!.feature)}`);
  const gatedConst = `${constBase}_UNSTABLE`;
  const gatedOne = `${gatedConst}: dict[str, str] = {${gatedEntries.join(", ")}}`;
  const gatedLine = !gatedEntries.length
    ? ""
    : pyWidth(gatedOne) <= LINE_LENGTH
      ? gatedOne
      : `${gatedConst}: dict[str, str] = {\n${gatedEntries.map((e) => `    ${e},`).join("\n")}\n}`;
  const tagArgs = [
    pyString(d.tagField),
    pyString(tagIdent),
    ...(d.open ? [tagsConst] : []),
    ...(gatedEntries.length ? [gatedConst] : []),
  ];
  const tagCall = d.open ? "_rt.OpenTag" : "_rt.ClosedTag";
  const oneLine = `Discriminator(${tagCall}(${tagArgs.join(", ")}))`;
  // Past the line length, every argument on its own line with a trailing comma, which ruff keeps as it is.
  const discriminator =
    pyWidth(`    ${oneLine},`) <= LINE_LENGTH
      ? oneLine
      : `Discriminator(\n        ${tagCall}(\n${tagArgs.map((a) => `            ${a},`).join("\n")}\n        ),\n    )`;
  return {
    doc: pyDocstring(d.doc, "", fallbackText.type(d.name)),
    name: d.name,
    variants,
    open: d.open,
    other,
    // The fields every variant shares are checked on an unknown variant too (it is still kept whole).
    otherBase: d.fields.length ? "_rt.SharedOther" : "_rt.Model",
    otherFields: d.fields.length ? `${sharedLines}\n` : "",
    otherDoc: pyDocstring(
      {
        text: `A ${d.name} variant that this version does not know, kept whole (its tag included) in \`model_extra\`.`,
        examples: [],
      },
      "    ",
    ),
    tagWire: pyString(d.tagField),
    tagIdent: pyString(tagIdent),
    tagsConst,
    // A one-element tuple's comma is not a "magic" trailing comma: ruff keeps it on one line.
    knownTags:
      d.variants.length === 1
        ? `(${pyString(d.variants[0]!.tag)},)`
        : `(\n${d.variants.map((v) => `    ${pyString(v.tag)},`).join("\n")}\n)`,
    // One member prints inline: ruff does not keep a one-element subscript's trailing comma.
    unionLine:
      members.length === 1
        ? `    Union[${members[0]}],`
        : `    Union[\n${members.map((m) => `        ${m},`).join("\n")}\n    ],`,
    discriminator,
    gatedLine,
  };
}

export const declViews = {
  object: objectView,
  union: unionView,
  enum: (d: Extract<Decl, { kind: "enum" }>) => ({
    doc: pyDocstring(d.doc, "", fallbackText.type(d.name)),
    name: d.name,
    type: enumType(
      `${d.name}: TypeAlias = `,
      d.values.map((v) => pyString(v.value)),
      d.open,
    ),
  }),
  untagged: (d: Extract<Decl, { kind: "untagged" }>) => ({
    doc: pyDocstring(d.doc, "", fallbackText.type(d.name)),
    name: d.name,
    members: d.members.map((m) => `        ${countedPyType(m.type, m.doc)},`).join("\n"),
  }),
  alias: (d: Extract<Decl, { kind: "alias" }>) => ({
    doc: pyDocstring(d.doc, "", fallbackText.type(d.name)),
    name: d.name,
    // An unstable alias needs an identity of its own to be gated without gating the type it names.
    type: d.doc.unstable
      ? `Annotated[${pyType(d.target)}, _rt.UnstableAlias(${pyString(d.doc.unstable.feature)})]`
      : pyType(d.target),
  }),
  opaque: (d: Extract<Decl, { kind: "opaque" }>) => ({
    doc: pyDocstring(d.doc, "", fallbackText.type(d.name)),
    name: d.name,
  }),
} satisfies DeclViews<VersionIndex>;

/** `_json_fields = (...)` of a variant class: one line when it fits, else one item per line with a trailing comma. */
function jsonFieldsLine(base: string, names: readonly string[]): string {
  const head = "    _json_fields: ClassVar[tuple[str, ...]] = ";
  const items = [base, ...names];
  const one = `${head}(${items.join(", ")})`;
  return pyWidth(one) <= LINE_LENGTH ? one : `${head}(\n${items.map((i) => `        ${i},`).join("\n")}\n    )`;
}

/** An enum's `Literal[...]` type (`| str` when open), wrapped as ruff wraps it past the line length. */
function enumType(head: string, values: readonly string[], open: boolean): string {
  const literal = `Literal[${values.join(", ")}]`;
  const flat = `${literal}${open ? " | str" : ""}`;
  if (pyWidth(`${head}${flat}`) <= LINE_LENGTH) return flat;
  if (!open) {
    const inner = `    ${values.join(", ")}`;
    if (pyWidth(inner) <= LINE_LENGTH) return `Literal[\n${inner}\n]`;
    return `Literal[\n${values.map((v) => `    ${v},`).join("\n")}\n]`;
  }
  if (pyWidth(`    ${flat}`) <= LINE_LENGTH) return `(\n    ${flat}\n)`;
  const inner = `        ${values.join(", ")}`;
  const body = pyWidth(inner) <= LINE_LENGTH ? inner : values.map((v) => `        ${v},`).join("\n");
  return `(\n    Literal[\n${body}\n    ]\n    | str\n)`;
}

/**
 * Python evaluates module-level aliases eagerly, so they must follow what they
 * name: ids, enums and JSON aliases first, then classes (payloads before the
 * variant classes that extend them), then unions.
 */
export function emissionOrder(ix: VersionIndex): Decl[] {
  const hasRef = (t: TypeExpr): boolean =>
    t.kind === "ref" ||
    (t.kind === "array" && hasRef(t.items)) ||
    (t.kind === "map" && hasRef(t.values)) ||
    (t.kind === "nullable" && hasRef(t.inner));
  const rank = (d: Decl): number =>
    ({ opaque: 0, enum: 0, alias: d.kind === "alias" && hasRef(d.target) ? 5 : 1, object: 2, union: 3, untagged: 4 })[
      d.kind
    ];
  return [...ix.version.decls].sort((a, b) => rank(a) - rank(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** A call statement as ruff formats it: on one line; else its arguments on one indented line; else one per line. */
function callLine(head: string, args: readonly string[]): string {
  return layoutList(PY_LAYOUT, "", `${head}(`, args, ")");
}

/** The module-level typed dispatch of a request or notification group: `client_request`. */
export function dispatchName(g: MessageGroup): string {
  return snakeCase(g.name);
}

/** `name: ClassVar[dict[str, T]] = {...}` on one line when it fits, else one entry per line. */
function classVarDict(name: string, valueType: string, entries: readonly string[]): string {
  return layoutList(PY_LAYOUT, "    ", `${name}: ClassVar[dict[str, ${valueType}]] = {`, entries, "}", { hug: false });
}

/** A message group: a class per known method and one for unknown methods, their union keyed by method, and the envelope. */
export function messageGroupView(g: MessageGroup, v: VersionModel) {
  const env = v.envelope!;
  const constBase = constPrefix(g.name);
  const doc = pyDocstring({ text: messageGroupDoc(g), examples: [] }, "", "");
  const prefix = dispatchOf(v, g).extensionPrefix;
  const gatedEntries = g.methods
    .filter((m) => m.doc.unstable)
    .map((m) => `${pyString(m.name)}: ${pyString(m.doc.unstable!.feature)}`);
  if (g.role === "response") {
    const entries = g.methods.map((m) => `${pyString(m.name)}: ${m.result}`);
    const lines = [
      classVarDict("_results", "object", entries),
      ...(gatedEntries.length ? [classVarDict("_unstable", "str", gatedEntries)] : []),
      ...(prefix !== null ? [`    _extension_prefix: ClassVar[str | None] = ${pyString(prefix)}`] : []),
      `    _dispatch_name: ClassVar[str] = ${pyString(`${v.name}.${g.name}`)}`,
    ];
    return {
      response: true,
      name: g.name,
      base: `_rt.Response[${env.id}, ${env.error}]`,
      doc: pyDocstring({ text: messageGroupDoc(g), examples: [] }, "    ", ""),
      results: lines.join("\n"),
    };
  }
  const classes = g.methods.map((m) => ({
    name: `${g.name}${pascalCase(m.name)}`,
    doc: pyDocstring(
      {
        text: `\`${m.name}\`${m.doc.unstable ? ` (unstable feature \`${m.doc.unstable.feature}\`)` : ""}.`,
        examples: [],
      },
      "    ",
      "",
    ),
    methodLine: `    method: Literal[${pyString(m.name)}] = ${pyString(m.name)}`,
    paramsLine: `    params: ${m.params}`,
    member: `Annotated[${g.name}${pascalCase(m.name)}, Tag(${pyString(m.name)})]`,
  }));
  const other = `${g.name}${catchAllName(g.methods.map((m) => pascalCase(m.name)))}`;
  const members = [...classes.map((c) => c.member), `Annotated[${other}, Tag("__other__")]`];
  const gated = g.methods
    .filter((m) => m.doc.unstable)
    .map((m) => `${pyString(m.name)}: ${pyString(m.doc.unstable!.feature)}`);
  const gatedOne = `${constBase}_UNSTABLE: dict[str, str] = {${gated.join(", ")}}`;
  const tagArgs = [`${constBase}_METHODS`, ...(gated.length ? [`${constBase}_UNSTABLE`] : [])];
  const oneLine = `Discriminator(_rt.MethodTag(${tagArgs.join(", ")}))`;
  return {
    response: false,
    name: g.name,
    doc,
    classes,
    other,
    otherDoc: pyDocstring(
      { text: `A message of ${g.name} whose method this version does not know, kept as received.`, examples: [] },
      "    ",
      "",
    ),
    methodsConst: `${constBase}_METHODS`,
    methods:
      g.methods.length === 1
        ? `(${pyString(g.methods[0]!.name)},)`
        : `(\n${g.methods.map((m) => `    ${pyString(m.name)},`).join("\n")}\n)`,
    gatedLine: !gated.length
      ? ""
      : pyWidth(gatedOne) <= LINE_LENGTH
        ? gatedOne
        : `${constBase}_UNSTABLE: dict[str, str] = {\n${gated.map((e) => `    ${e},`).join("\n")}\n}`,
    unionLine: `    Union[\n${members.map((m) => `        ${m},`).join("\n")}\n    ],`,
    discriminator:
      pyWidth(`    ${oneLine},`) <= LINE_LENGTH
        ? oneLine
        : `Discriminator(\n        _rt.MethodTag(\n${tagArgs.map((a) => `            ${a},`).join("\n")}\n        ),\n    )`,
    dispatchLine: callLine(`${dispatchName(g)} = _rt.MessageDispatch`, [
      pyString(`${v.name}.${g.name}`),
      g.name,
      `${constBase}_METHODS`,
      ...(gated.length ? [`${constBase}_UNSTABLE`] : prefix !== null ? ["None"] : []),
      ...(prefix !== null ? [pyString(prefix)] : []),
    ]),
    dispatchDoc: pyDocstring(
      { text: `Typed dispatch of ${g.name}: \`from_method_and_params\` and \`supports_method\`.`, examples: [] },
      "",
      "",
    ),
    envelope: `${g.name}Message`,
    envelopeBase: g.role === "request" ? `_rt.Request[${env.id}, ${g.name}]` : `_rt.Notification[${g.name}]`,
    envelopeDoc: pyDocstring({ text: `The JSON-RPC envelope of ${g.name}.`, examples: [] }, "    ", ""),
  };
}
