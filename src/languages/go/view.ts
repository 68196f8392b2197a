import type { DeclViews } from "../../plugin/index.js";
import {
  type AliasDecl,
  catchAllName,
  type Decl,
  dispatchOf,
  type Doc,
  edgesOnCycles,
  type EnumDecl,
  fallbackText,
  type Field,
  hasPeerGroups,
  intRange,
  jsonText,
  lines,
  type MessageGroup,
  messageGroupDoc,
  messageGroups,
  nullDefault,
  type ObjectDecl,
  type OpaqueDecl,
  pascalCase,
  PEER_SIDES,
  publishedAliases,
  type TypeExpr,
  type UnionDecl,
  type UntaggedDecl,
  type VersionIndex,
  withFallback,
} from "../../plugin/index.js";
import { GO_STRUCT_METHODS, goExported, Scope } from "./names.js";

/** The exported identifiers of one side's peer, before the package's scope settles them. */
export function peerNames(side: "agent" | "client"): Record<string, string> {
  const title = (s: string): string => s[0]!.toUpperCase() + s.slice(1);
  const other = side === "agent" ? "Client" : "Agent";
  return {
    handler: `${title(side)}Handler`,
    unimplemented: `Unimplemented${title(side)}Handler`,
    peer: `${other}Peer`,
    connect: `Connect${title(side)}`,
    from: `${other}PeerFrom`,
  };
}

const RT = "acpjson";

/** A Go string literal (JSON's escapes are Go's, except for a lone surrogate, which a spec string never holds). */
export function goString(s: string): string {
  return JSON.stringify(s)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
    .replace(/\u007f/g, "\\x7f");
}

/**
 * `//` comment lines. Markdown fences become indented blocks, as Go doc
 * comments spell code; other lines are written as they are.
 */
export function goComment(text: string, indent: string): string {
  const out: string[] = [];
  let fence = false;
  for (const raw of lines(text)) {
    const l = raw.trimEnd();
    if (/^\s*```/.test(l)) {
      fence = !fence;
      // gofmt puts a blank comment line around a code block.
      if (out.length && out[out.length - 1] !== "") out.push("");
      continue;
    }
    if (fence) out.push(l === "" ? "" : `\t${l}`);
    else {
      if (out.length && out[out.length - 1]?.startsWith("\t") && l !== "") out.push("");
      out.push(l);
    }
  }
  while (out.length && out[out.length - 1] === "") out.pop();
  // gofmt keeps one blank comment line in a row, and writes a code line as `//` and a tab.
  const kept = out.filter((l, i) => l !== "" || out[i - 1] !== "");
  return kept.map((l) => `${indent}//${l.startsWith("\t") ? l : l ? ` ${l}` : ""}\n`).join("");
}

/** The text of a doc, with its unstable feature, departures and examples. */
export function docText(doc: Doc): string {
  const body: string[] = [];
  if (doc.text) body.push(sanitize(doc.text));
  if (doc.departure) body.push(sanitize(`Differs from the RFD draft: ${doc.departure}`));
  if (doc.differs) body.push(sanitize(`Differs from the published schema: ${doc.differs}`));
  if (doc.unstable)
    body.push(
      sanitize(
        `Unstable (feature "${doc.unstable.feature}": parse with acpjson.WithUnstable). ${doc.unstable.reason}`.trim(),
      ),
    );
  if (doc.rfd) body.push(`See RFD ${doc.rfd}.`);
  for (const ex of doc.examples) body.push(`Example:\n\n\`\`\`\n${jsonText(ex.value)}\n\`\`\``);
  return body.join("\n\n");
}

/**
 * Prose as gofmt leaves it in a doc comment: no Markdown list markers or
 * headings that it would re-indent (`- a` becomes `  - a`), so lines that start
 * one are indented the way gofmt writes lists.
 */
function sanitize(text: string): string {
  return lines(text)
    .map((l) => {
      const t = l.trimStart();
      if (/^#+ /.test(t)) return t.replace(/^#+ /, "");
      return l;
    })
    .join("\n");
}

/** A declaration's doc comment: `// Name is ...` first, as golint asks, then the spec's text. */
export function declDoc(name: string, lead: string, doc: Doc | null): string {
  const text = doc ? docText(doc) : "";
  return goComment(`${name} ${lead}${text ? `\n\n${text}` : ""}`, "");
}

/** A field's doc comment: the spec's text, or the fallback sentence. */
function fieldDoc(doc: Doc, fallback: string, indent = "\t"): string {
  return goComment(docText(withFallback(doc, fallback)), indent);
}

/** What the generator knows of one version while it renders it. */
export interface GoContext {
  readonly ix: VersionIndex;
  readonly version: string;
  readonly decls: ReadonlyMap<string, Decl>;
  /** Derived identifiers: variant structs, catch-alls, codecs. */
  readonly names: {
    readonly variant: Map<string, string>;
    readonly other: Map<string, string>;
    readonly kind: Map<string, string>;
    readonly codec: Map<string, string>;
    readonly enumValue: Map<string, string>;
    readonly group: Map<string, string>;
    /** The peer's identifiers (see peer-view.ts), `side\0role`: claimed after every other, so they move no other name. */
    readonly peer: Map<string, string>;
  };
  /** `Type\0field` of fields held through a pointer because they are on a cycle of types held in place. */
  readonly boxed: ReadonlySet<string>;
}

/** Whether a type (through aliases) is a Go struct held in place. */
function isStruct(cx: { decls: ReadonlyMap<string, Decl> }, name: string): boolean {
  const d = cx.decls.get(name);
  if (!d) return false;
  if (d.kind === "object" || d.kind === "untagged") return true;
  if (d.kind === "union") return d.fields.length > 0;
  if (d.kind === "alias") return d.target.kind === "ref" && isStruct(cx, d.target.name);
  return false;
}

export function goContext(ix: VersionIndex): GoContext {
  const decls = new Map(ix.version.decls.map((d) => [d.name, d]));
  const scope = new Scope();
  for (const d of ix.version.decls) scope.reserve(d.name);
  const names = {
    variant: new Map<string, string>(),
    other: new Map<string, string>(),
    kind: new Map<string, string>(),
    codec: new Map<string, string>(),
    enumValue: new Map<string, string>(),
    group: new Map<string, string>(),
    peer: new Map<string, string>(),
  };
  for (const d of ix.version.decls) {
    if (d.kind === "union") {
      const base = d.fields.length ? scope.claim(`${d.name}Kind`, "Union") : d.name;
      if (d.fields.length) names.kind.set(d.name, base);
      for (const v of d.variants)
        names.variant.set(`${d.name}\0${v.tag}`, scope.claim(`${d.name}${pascalCase(v.tag) || "Empty"}`, "Variant"));
      if (d.open)
        names.other.set(
          d.name,
          scope.claim(`${d.name}${catchAllName(d.variants.map((v) => pascalCase(v.tag)))}`, "Variant"),
        );
    }
    if (d.kind === "enum")
      for (const v of d.values)
        names.enumValue.set(
          `${d.name}\0${v.value}`,
          scope.claim(`${d.name}${pascalCase(v.value) || "Empty"}`, "Value"),
        );
  }
  for (const g of messageGroups(ix.version)) {
    names.group.set(g.name, scope.claim(g.name, "Union"));
    names.group.set(`${g.name}Message`, scope.claim(`${g.name}Message`, "Envelope"));
    for (const m of g.methods)
      names.variant.set(`${g.name}\0${m.name}`, scope.claim(`${g.name}${pascalCase(m.name)}`, "Variant"));
    if (g.role !== "response" || dispatchOf(ix.version, g).extensionPrefix !== null)
      names.other.set(
        g.name,
        scope.claim(`${g.name}${catchAllName(g.methods.map((m) => pascalCase(m.name)))}`, "Variant"),
      );
    const from = g.role === "response" ? "FromMethodAndResult" : "FromMethodAndParams";
    for (const suffix of ["SupportsMethod", from, "Dispatcher"])
      names.group.set(`${g.name}\0${suffix}`, scope.claim(`${g.name}${suffix}`, "Value"));
  }
  for (const name of [
    ...ix.version.decls.map((d) => d.name),
    ...messageGroups(ix.version).map((g) => `${g.name}Message`),
  ]) {
    names.codec.set(name, scope.claim(`${names.group.get(name) ?? name}Codec`, "Value"));
  }
  if (hasPeerGroups(ix.version))
    for (const side of PEER_SIDES)
      for (const [role, name] of Object.entries(peerNames(side)))
        names.peer.set(`${side}\0${role}`, scope.claim(name, "Peer"));
  // Fields that hold a struct in place, and so on a cycle of such fields would give a type of infinite size.
  const edges: { from: string; to: string; key: string }[] = [];
  const cx = { decls };
  for (const d of ix.version.decls) {
    if (d.kind !== "object" && d.kind !== "union") continue;
    for (const f of d.fields) {
      // In place: a required field that is neither nullable nor gated (those are pointers), or a Patch's value.
      const three = f.patch || (f.optional && f.type.kind === "nullable");
      const inner = f.type.kind === "nullable" ? f.type.inner : f.type;
      if (f.doc.unstable || inner.kind !== "ref" || (!three && (f.optional || f.type.kind === "nullable"))) continue;
      if (isStruct(cx, inner.name)) edges.push({ from: d.name, to: inner.name, key: `${d.name}\0${f.name}` });
    }
    if (d.kind === "union")
      for (const v of d.variants) if (v.payload) edges.push({ from: d.name, to: v.payload, key: "" });
  }
  const boxed = new Set(
    edgesOnCycles(
      ix.version.decls.map((d) => d.name),
      edges,
    )
      .map((e) => e.key)
      .filter((k) => k),
  );
  return { ix, version: ix.version.name, decls, names, boxed };
}

/** The Go type of a spec type. */
export function goType(t: TypeExpr): string {
  switch (t.kind) {
    case "string":
    case "literal":
      return "string";
    case "number":
      return "float64";
    case "integer":
      return t.format;
    case "boolean":
      return "bool";
    case "null":
      return "struct{}";
    case "json":
    case "json-object":
      return `*${RT}.Value`;
    case "ref":
      return t.name;
    case "array":
      return `[]${goType(t.items)}`;
    case "map":
      return `map[string]${goType(t.values)}`;
    case "nullable":
      return t.inner.kind === "json" ? goType(t.inner) : `*${goType(t.inner)}`;
  }
}

/** The Go expression of a reader (`acpjson.Reader[T]`) of a spec type. */
export function goReader(t: TypeExpr): string {
  switch (t.kind) {
    case "string":
      return `${RT}.ReadString`;
    case "literal":
      return `${RT}.LiteralReader(${goString(t.value)})`;
    case "number":
      return `${RT}.ReadNumber`;
    case "integer": {
      const { min, max } = intRange(t.format);
      return `${RT}.IntReader[${t.format}](${goString(t.format)}, ${min}, ${max})`;
    }
    case "boolean":
      return `${RT}.ReadBool`;
    case "null":
      return `${RT}.ReadNull`;
    case "json":
      return `${RT}.ReadJSON`;
    case "json-object":
      return `${RT}.ReadJSONObject`;
    case "ref":
      return `read${t.name}`;
    case "array":
      return `${RT}.ArrayOf(${goReader(t.items)})`;
    case "map":
      return `${RT}.MapOf(${goReader(t.values)})`;
    case "nullable":
      return t.inner.kind === "json" ? goReader(t.inner) : `${RT}.Nullable(${goReader(t.inner)})`;
  }
}

/**
 * The call that reads a value of type `t` from `v` at the path `p` (decoder `d`): an integer through `ReadIntAs`
 * directly (its reader value, made where it is called, would be one closure more per place), else `t`'s reader.
 */
export function goReadCall(t: TypeExpr, d: string, v: string, p: string): string {
  if (t.kind === "integer") {
    const { min, max } = intRange(t.format);
    return `${RT}.ReadIntAs[${t.format}](${v}, ${p}, ${goString(t.format)}, ${min}, ${max})`;
  }
  return `${goReader(t)}(${d}, ${v}, ${p})`;
}

/** The Go expression of a writer (`acpjson.Writer[T]`) of a spec type. */
export function goWriter(t: TypeExpr): string {
  switch (t.kind) {
    case "string":
    case "literal":
      return `${RT}.WriteString`;
    case "number":
      return `${RT}.WriteNumber`;
    case "integer":
      return `${RT}.WriteInt[${t.format}]`;
    case "boolean":
      return `${RT}.WriteBool`;
    case "null":
      return `${RT}.WriteNull`;
    case "json":
    case "json-object":
      return `${RT}.WriteJSON`;
    case "ref":
      return `write${t.name}`;
    case "array":
      return `${RT}.ArrayWriter(${goWriter(t.items)})`;
    case "map":
      return `${RT}.MapWriter(${goWriter(t.values)})`;
    case "nullable":
      return t.inner.kind === "json" ? goWriter(t.inner) : `${RT}.NullableWriter(${goWriter(t.inner)})`;
  }
}

/** A reader that also checks a published least size (`@minItems`, `@minLength`). */
function counted(reader: string, doc: Doc): string {
  let out = reader;
  if (doc.minItems) out = `${RT}.MinItems(${out}, ${doc.minItems.min}, ${doc.minItems.always})`;
  if (doc.minLength) out = `${RT}.MinLength(${out}, ${doc.minLength.min}, ${doc.minLength.always})`;
  return out;
}

/** A reader that also checks published bounds (`@minimum`, `@maximum`). */
function bounded(reader: string, doc: Doc): string {
  const b = doc.bounds;
  if (!b) return reader;
  const bound = (x: number | undefined): string => (x === undefined ? "nil" : `${RT}.Bound(${x})`);
  return `${RT}.Bounded(${reader}, ${bound(b.minimum)}, ${bound(b.maximum)}, ${b.always})`;
}

/** Whether a Go type tells absence by nil on its own (a slice, a map, a JSON value). */
const nilable = (goTy: string): boolean => goTy.startsWith("[]") || goTy.startsWith("map[") || goTy === `*${RT}.Value`;

interface FieldCode {
  /** The struct field (doc and declaration), or null for a required literal, which is always written. */
  readonly decl: string | null;
  /** The statements that read the field (from `r`, into `x`), indented once. */
  readonly read: string;
  /** The statements that write the field (to `w`, from `x`), without their first indent. */
  readonly write: string;
}

/**
 * The call that reads a value of type `t` with its published checks from `v` at the path `p` (decoder `d`). A
 * top-level list or map reads through `ReadArray`/`ReadMap` directly: no reader value (`ArrayOf`), so one generic
 * instantiation fewer per item type.
 */
function readCall(t: TypeExpr, doc: Doc, d: string): string {
  if (!doc.bounds && !doc.minItems && !doc.minLength) {
    if (t.kind === "ref") return `read${t.name}(${d}, v, p)`;
    if (t.kind === "array") return `${RT}.ReadArray(${d}, v, p, ${goReader(t.items)})`;
    if (t.kind === "map") return `${RT}.ReadMap(${d}, v, p, ${goReader(t.values)})`;
  }
  if (!doc.bounds && !doc.minItems && !doc.minLength) return goReadCall(t, d, "v", "p");
  return `${counted(bounded(goReader(t), doc), doc)}(${d}, v, p)`;
}

/** The call that writes `expr`, a value of type `t` (a top-level list or map through `WriteArray`/`WriteMap`). */
function writeCall(t: TypeExpr, expr: string): string {
  if (t.kind === "array") return `${RT}.WriteArray(${expr}, ${goWriter(t.items)})`;
  if (t.kind === "map") return `${RT}.WriteMap(${expr}, ${goWriter(t.values)})`;
  return `${goWriter(t)}(${expr})`;
}

/**
 * The statements that read one field through `ObjectReader.Field` (no generic helper per field type), with
 * how the value read is stored (`store`, statements indented twice); `required`: a missing key fails (when the field's feature is on).
 */
function fieldRead(name: string, feature: string, onNull: string, required: boolean, store: string): string {
  return [
    `\tif v, p, err := r.Field(${name}, ${feature}, ${onNull}, ${required}); err != nil {`,
    "\t\treturn err",
    "\t} else if v != nil {",
    store,
    "\t}",
  ].join("\n");
}

/** Stores a value read straight into `target`. */
const storeDirect = (target: string, call: string, indent = "\t\t"): string =>
  `${indent}if ${target}, err = ${call}; err != nil {\n${indent}\treturn err\n${indent}}`;

/** Stores a pointer to a value read into `target`. */
const storeBoxed = (target: string, call: string, indent = "\t\t"): string =>
  `${indent}y, err := ${call}\n${indent}if err != nil {\n${indent}\treturn err\n${indent}}\n${indent}${target} = &y`;

/** The Go identifiers of an object's fields, unique, never `Extra` (the unknown fields). */
export function fieldIdents(fields: readonly Field[], open: boolean): string[] {
  const scope = new Scope([...GO_STRUCT_METHODS, ...(open ? ["Extra"] : [])]);
  return fields.map((f) => scope.claim(goExported(f.name) ?? "Field", "Field"));
}

/** The code of one field: its declaration, how it is read (from `r`) and written (to `w`, from `x`). */
function fieldCode(cx: GoContext, owner: string, f: Field, ident: string): FieldCode {
  const feature = goString(f.doc.unstable?.feature ?? "");
  const name = goString(f.name);
  const doc = fieldDoc(f.doc, fallbackText.field(owner, f.name));
  const inner = f.type.kind === "nullable" ? f.type.inner : f.type;
  const onNull = nullDefault(f, cx.ix);
  const onNullExpr = `${RT}.${onNull === "list" ? "EmptyList" : onNull === "map" ? "EmptyMap" : "NoDefault"}`;
  const gated = f.doc.unstable !== undefined;
  const dec = "r.Decoder()";
  const target = `x.${ident}`;
  if (f.type.kind === "literal" && !f.optional && !gated) {
    return {
      decl: null,
      read: check(`${RT}.RequiredLiteral(r, ${name}, ${feature}, ${goString(f.type.value)})`, ""),
      write: `w.Put(${name}, ${RT}.StringValue(${goString(f.type.value)}))`,
    };
  }
  if (f.type.kind === "literal") {
    return {
      decl: `${doc}\t//\n\t// Set, the field holds ${goString(f.type.value)}.\n\t${ident} bool`,
      read: check(`${RT}.OptionalLiteral(r, ${name}, ${feature}, ${goString(f.type.value)}, &${target})`, ""),
      write: `if ${target} {\n\t\tw.Put(${name}, ${RT}.StringValue(${goString(f.type.value)}))\n\t}`,
    };
  }
  if (f.patch || (f.optional && f.type.kind === "nullable")) {
    // A value on a cycle of types held in place is held through a pointer.
    const box = cx.boxed.has(`${owner}\0${f.name}`);
    const t = box ? `*${goType(inner)}` : goType(inner);
    const call = readCall(inner, f.doc, dec);
    const value = `${target}.Value`;
    return {
      decl: `${doc}\t${ident} ${RT}.Patch[${t}]`,
      read: [
        `\tif v, p, s, err := r.FieldState(${name}, ${feature}); err != nil {`,
        "\t\treturn err",
        `\t} else if ${target}.State = s; s == ${RT}.Present {`,
        box ? storeBoxed(value, call) : storeDirect(value, call),
        "\t}",
      ].join("\n"),
      write: [
        `if ${target}.State == ${RT}.Present {`,
        `\t\tw.Put(${name}, ${box ? `${RT}.BoxedWriter(${goWriter(inner)})(${value})` : writeCall(inner, value)})`,
        `\t} else if ${target}.State == ${RT}.Cleared {`,
        `\t\tw.Put(${name}, ${RT}.NullValue())`,
        "\t}",
      ].join("\n"),
    };
  }
  const call = readCall(f.type, f.doc, dec);
  const t = goType(f.type);
  const optional = f.optional || gated;
  const boxed = !optional && cx.boxed.has(`${owner}\0${f.name}`);
  if (optional && nilable(t)) {
    return {
      decl: `${doc}\t${ident} ${t}`,
      read: fieldRead(name, feature, onNullExpr, !f.optional, storeDirect(target, call)),
      write: `if ${target} != nil {\n\t\tw.Put(${name}, ${writeCall(f.type, target)})\n\t}`,
    };
  }
  if (optional) {
    return {
      decl: `${doc}\t${ident} *${t}`,
      read: fieldRead(name, feature, onNullExpr, !f.optional, storeBoxed(target, call)),
      write: `if ${target} != nil {\n\t\tw.Put(${name}, ${writeCall(f.type, `*${target}`)})\n\t}`,
    };
  }
  if (boxed) {
    return {
      decl: `${doc}\t${ident} *${t}`,
      read: fieldRead(name, feature, onNullExpr, true, storeBoxed(target, call)),
      write: `w.Put(${name}, ${RT}.BoxedWriter(${goWriter(f.type)})(${target}))`,
    };
  }
  return {
    decl: `${doc}\t${ident} ${t}`,
    read: fieldRead(name, feature, onNullExpr, true, storeDirect(target, call)),
    write: `w.Put(${name}, ${writeCall(f.type, target)})`,
  };
}

/** The statement that refuses a type of a feature that is off, if it has one. */
function gateLine(cx: GoContext, d: Decl, zero: string): string {
  if (!d.doc.unstable) return "";
  return `\tif err := d.Gate(${goString(`${cx.version}.${d.name}`)}, ${goString(d.doc.unstable.feature)}, path); err != nil {\n\t\treturn ${zero}, err\n\t}\n`;
}

/** Reads and returns on error: `if err := call; err != nil { return zero, err }`. */
function check(call: string, zero: string, indent = "\t"): string {
  return `${indent}if err := ${call}; err != nil {\n${indent}\treturn ${zero ? `${zero}, ` : ""}err\n${indent}}`;
}

/**
 * A type's codec variable (`codec`), and (`methods`) its encoding/json methods (`json`), which go to the version's
 * file that a build naming GO_NO_ENCODING_JSON_TAG leaves out; `qualified`: the name errors give (`v1.Type`).
 */
function codecVar(
  cx: GoContext,
  name: string,
  goName: string,
  feature: string | undefined,
  methods = true,
  qualified = `${cx.version}.${name}`,
): { codec: string; json: string[] } {
  const codec = cx.names.codec.get(name)!;
  const v = `// ${codec} reads and writes ${goName} values (see acpjson.Parse and acpjson.Marshal).\nvar ${codec} = &${RT}.Codec[${goName}]{Name: ${goString(qualified)}, Feature: ${goString(feature ?? "")}, Read: read${goName}, Write: write${goName}}`;
  return { codec: v, json: methods ? [jsonMethods(codec, goName, feature, qualified)] : [] };
}

/**
 * encoding/json's Marshaler and Unmarshaler of a variant struct, which would
 * otherwise promote its payload's (and write the payload without its tag): the
 * union's codec writes the variant, and reads only it. A variant of a union with
 * shared fields is written as part of its union, which holds those fields.
 */
function variantMethods(cx: GoContext, d: UnionDecl, name: string, shared: boolean): string {
  const codec = cx.names.codec.get(d.name)!;
  if (shared) {
    const problem = goString(
      `a ${d.name} variant is written and read with the fields every variant carries: use ${d.name}`,
    );
    return [
      `// MarshalJSON refuses: ${problem.slice(1, -1)}.`,
      `func (x ${name}) MarshalJSON() ([]byte, error) {`,
      `\treturn nil, errors.New(${problem})`,
      "}",
      "",
      `// UnmarshalJSON refuses: ${problem.slice(1, -1)}.`,
      `func (x *${name}) UnmarshalJSON(data []byte) error {`,
      `\treturn errors.New(${problem})`,
      "}",
    ].join("\n");
  }
  const qualified = goString(`${cx.version}.${d.name}`);
  return [
    `// MarshalJSON writes x as canonical JSON, tag included (see ${codec}).`,
    `func (x ${name}) MarshalJSON() ([]byte, error) {`,
    `\treturn ${RT}.Write(write${d.name}(x))`,
    "}",
    "",
    `// UnmarshalJSON reads x from JSON text, strictly (see ${codec}): it must be this variant.`,
    `func (x *${name}) UnmarshalJSON(data []byte) error {`,
    `\td, v, err := ${RT}.Document(data, ${qualified}, ${goString(d.doc.unstable?.feature ?? "")})`,
    "\tif err != nil {",
    "\t\treturn err",
    "\t}",
    `\tu, err := read${d.name}(d, v, "$")`,
    "\tif err != nil {",
    `\t\treturn ${RT}.Located(${qualified}, err)`,
    "\t}",
    `\tp, ok := u.(${name})`,
    "\tif !ok {",
    `\t\treturn &${RT}.DecodeError{TypeName: ${qualified}, Path: "$", Problem: ${goString(`not the variant ${name}`)}}`,
    "\t}",
    "\t*x = p",
    "\treturn nil",
    "}",
  ].join("\n");
}

/**
 * encoding/json's Marshaler and Unmarshaler, through the type's reader and
 * writer (a named type of the package only): plain functions, so that a
 * program compiles no codec it does not use.
 */
function jsonMethods(codec: string, goName: string, feature: string | undefined, qualified: string): string {
  return [
    `// MarshalJSON writes x as canonical JSON (see ${codec}).`,
    `func (x ${goName}) MarshalJSON() ([]byte, error) {`,
    `\treturn ${RT}.Write(write${goName}(x))`,
    "}",
    "",
    `// UnmarshalJSON reads x from JSON text, strictly (see ${codec}).`,
    `func (x *${goName}) UnmarshalJSON(data []byte) error {`,
    `\td, v, err := ${RT}.Document(data, ${goString(qualified)}, ${goString(feature ?? "")})`,
    "\tif err != nil {",
    "\t\treturn err",
    "\t}",
    `\ty, err := read${goName}(d, v, "$")`,
    "\tif err != nil {",
    `\t\treturn ${RT}.Located(${goString(qualified)}, err)`,
    "\t}",
    "\t*x = y",
    "\treturn nil",
    "}",
  ].join("\n");
}

/** The check that no live field of these is named twice (a lenient reading; see ObjectReader.Unique), or none for no fields. */
function uniqueCheck(fields: readonly Field[], zero: string, indent = "\t"): string[] {
  if (!fields.length) return [];
  const pairs = fields.flatMap((f) => [goString(f.name), goString(f.doc.unstable?.feature ?? "")]).join(", ");
  return [check(`r.Unique(${pairs})`, zero, indent)];
}

/** The names of the objects some union's variant embeds, worked out once per version's declarations. */
const payloadsOf = new WeakMap<ReadonlyMap<string, Decl>, ReadonlySet<string>>();
function payloadNames(decls: ReadonlyMap<string, Decl>): ReadonlySet<string> {
  let names = payloadsOf.get(decls);
  if (!names) {
    const found = new Set<string>();
    for (const u of decls.values())
      if (u.kind === "union") for (const v of u.variants) if (v.payload !== null) found.add(v.payload);
    names = found;
    payloadsOf.set(decls, names);
  }
  return names;
}

function objectView(d: ObjectDecl, cx: GoContext) {
  const idents = fieldIdents(d.fields, d.open);
  const fields = d.fields.map((f, i) => fieldCode(cx, d.name, f, idents[i]!));
  const qualified = goString(`${cx.version}.${d.name}`);
  // A union's variant embeds it: the union reads and writes its fields through fieldsT and membersT. Any
  // other object reads and writes them in its reader and writer, one function fewer each.
  const payload = payloadNames(cx.decls).has(d.name);
  const reads = [...uniqueCheck(d.fields, ""), ...fields.map((f) => f.read)];
  return {
    doc: declDoc(d.name, `is the ${cx.version} type ${d.name}.`, withFallback(d.doc, fallbackText.type(d.name))),
    name: d.name,
    fields: fields.filter((f) => f.decl !== null).map((f) => f.decl),
    open: d.open,
    gate: gateLine(cx, d, "x"),
    qualified,
    payload,
    reads: payload ? reads : reads.map((s) => s.replaceAll("return err\n", "return x, err\n")),
    writes: fields.map((f) => `\t${f.write}`),
    ...codecVar(cx, d.name, d.name, d.doc.unstable?.feature),
  };
}

/** The Go identifiers of a union's shared fields (`Kind` holds the variant: a field spelled so is `KindField`). */
export function sharedFieldIdents(d: UnionDecl): string[] {
  return fieldIdents(d.fields, false).map((n) => (n === "Kind" ? "KindField" : n));
}

function unionView(d: UnionDecl, cx: GoContext) {
  const qualified = goString(`${cx.version}.${d.name}`);
  const kind = cx.names.kind.get(d.name) ?? d.name;
  const shared = d.fields.length > 0;
  const other = cx.names.other.get(d.name);
  const sharedIdents = sharedFieldIdents(d);
  const sharedFields = d.fields.map((f, i) => fieldCode(cx, d.name, f, sharedIdents[i]!));
  const tags = d.variants.map((v) => goString(v.tag)).join(", ");
  const features = d.variants.map((v) => goString(v.doc.unstable?.feature ?? "")).join(", ");
  const variants = d.variants.map((v) => {
    const name = cx.names.variant.get(`${d.name}\0${v.tag}`)!;
    const cond = v.doc.unstable
      ? `tag == ${goString(v.tag)} && d.On(${goString(v.doc.unstable.feature)})`
      : `tag == ${goString(v.tag)}`;
    return {
      doc: declDoc(
        name,
        `is the ${goString(v.tag)} variant of ${d.name}.`,
        withFallback(v.doc, fallbackText.variant(d.name, v.tag)),
      ),
      name,
      body: v.payload
        ? `\t${v.payload}`
        : `\t// Extra holds the fields the variant does not declare, kept as received.\n\tExtra ${RT}.Members`,
      cond,
      read: v.payload
        ? check(`fields${v.payload}(&p.${v.payload}, r)`, shared ? "x" : "nil", "\t\t")
        : check(`r.Rest(true, ${qualified}, &p.Extra)`, shared ? "x" : "nil", "\t\t"),
      write: v.payload
        ? `\t\tw.Merge(members${v.payload}(&p.${v.payload}))`
        : `\t\tw.Merge(${RT}.NewObjectWriter(p.Extra).Members())`,
      tag: goString(v.tag),
      methods: variantMethods(cx, d, name, shared),
    };
  });
  const codec = codecVar(cx, d.name, d.name, d.doc.unstable?.feature, shared);
  const zero = shared ? "x" : "nil";
  return {
    doc: declDoc(
      d.name,
      `is the ${cx.version} type ${d.name}${shared ? "" : `, a union tagged by ${goString(d.tagField)}`}.`,
      withFallback(d.doc, fallbackText.type(d.name)),
    ),
    kindDoc: shared
      ? declDoc(kind, `is the variant of ${d.name}: one of the ${d.name}* structs, each with its own fields.`, null)
      : "",
    name: d.name,
    kind,
    marker: `is${kind}`,
    shared,
    sharedDecls: sharedFields.map((f) => f.decl).filter((x) => x !== null),
    sharedReads: [...uniqueCheck(d.fields, ""), ...sharedFields.map((f) => f.read)],
    sharedWrites: sharedFields.map((f) => `\t${f.write}`),
    variants,
    open: d.open,
    other,
    otherDoc: other
      ? declDoc(
          other,
          `is a variant of ${d.name} this version does not know (or of an unstable feature that is off), kept as received.`,
          null,
        )
      : "",
    gate: gateLine(cx, d, zero),
    qualified,
    zero,
    result: shared ? "x" : "kind",
    tagField: goString(d.tagField),
    sharedNames: d.fields.map((f) => goString(f.name)).join(", "),
    unknown: d.open
      ? `\traw, err := ${RT}.ReadJSON(d, v, path)\n\tif err != nil {\n\t\treturn ${zero}, err\n\t}\n\t${shared ? "x.Kind = " : "return "}${other}{Raw: raw}${shared ? "\n\treturn x, nil" : ", nil"}`
      : `\treturn ${zero}, ${RT}.UnknownTag(r, ${goString(d.tagField)}, tag, ${qualified}, []string{${tags}}, []string{${features}})`,
    codec: codec.codec,
    json: [...variants.map((v) => v.methods), ...(other ? [variantMethods(cx, d, other, shared)] : []), ...codec.json],
  };
}

function enumView(d: EnumDecl, cx: GoContext) {
  return {
    doc: declDoc(
      d.name,
      `is the ${cx.version} type ${d.name}, a string${d.open ? " (values it does not list are kept)" : ""}.`,
      withFallback(d.doc, fallbackText.type(d.name)),
    ),
    name: d.name,
    values: d.values.map((v) => {
      const name = cx.names.enumValue.get(`${d.name}\0${v.value}`)!;
      return {
        doc: declDoc(name, `is ${goString(v.value)}.`, v.doc.text ? { ...v.doc, examples: [] } : null),
        name,
        wire: goString(v.value),
      };
    }),
    list: `[]string{${d.values.map((v) => goString(v.value)).join(", ")}}`,
    open: d.open,
    gate: gateLine(cx, d, `""`),
    qualified: goString(`${cx.version}.${d.name}`),
    ...codecVar(cx, d.name, d.name, d.doc.unstable?.feature),
  };
}

/** The statements of an untagged union's reader that read one member with `call` and store it only when it reads. */
function untaggedRead(call: string, store: string): string {
  return [
    `\t\t\ty, err := ${call}`,
    "\t\t\tif err != nil {",
    "\t\t\t\treturn err",
    "\t\t\t}",
    `\t\t\t${store}`,
    "\t\t\treturn nil",
  ].join("\n");
}

function untaggedView(d: UntaggedDecl, cx: GoContext) {
  const strip = d.members.every(
    (m) => m.name.startsWith(d.name) && m.name.length > d.name.length && /^[A-Z]/.test(m.name.slice(d.name.length)),
  );
  const scope = new Scope();
  const members = d.members.map((m) => {
    const ident = scope.claim(goExported(strip ? m.name.slice(d.name.length) : m.name) ?? "Member", "Member");
    const doc = fieldDoc(m.doc, fallbackText.member(d.name, m.name));
    if (m.type.kind === "null") {
      return {
        decl: `${doc}\t${ident} bool`,
        alt: `\t\t\tif _, err := ${RT}.ReadNull(d, v, path); err != nil {\n\t\t\t\treturn err\n\t\t\t}\n\t\t\tx.${ident} = true\n\t\t\treturn nil`,
        write: `\tif x.${ident} {\n\t\treturn ${RT}.NullValue()\n\t}`,
      };
    }
    const t = goType(m.type);
    const call =
      m.doc.minItems || m.doc.minLength
        ? `${counted(goReader(m.type), m.doc)}(d, v, path)`
        : goReadCall(m.type, "d", "v", "path");
    if (nilable(t)) {
      return {
        decl: `${doc}\t${ident} ${t}`,
        alt: untaggedRead(call, `x.${ident} = y`),
        write: `\tif x.${ident} != nil {\n\t\treturn ${goWriter(m.type)}(x.${ident})\n\t}`,
      };
    }
    return {
      decl: `${doc}\t${ident} *${t}`,
      alt: untaggedRead(call, `x.${ident} = &y`),
      write: `\tif x.${ident} != nil {\n\t\treturn ${goWriter(m.type)}(*x.${ident})\n\t}`,
    };
  });
  return {
    doc: declDoc(
      d.name,
      `is the ${cx.version} type ${d.name}: one of its members, the first that reads the value (exactly one field is set).`,
      withFallback(d.doc, fallbackText.type(d.name)),
    ),
    name: d.name,
    members,
    count: members.length,
    gate: gateLine(cx, d, "x"),
    qualified: goString(`${cx.version}.${d.name}`),
    ...codecVar(cx, d.name, d.name, d.doc.unstable?.feature),
  };
}

function aliasView(d: AliasDecl, cx: GoContext) {
  return {
    doc: declDoc(d.name, `is the ${cx.version} type ${d.name}.`, withFallback(d.doc, fallbackText.type(d.name))),
    name: d.name,
    type: goType(d.target),
    read: goReadCall(d.target, "d", "v", "path"),
    writer: goWriter(d.target),
    gate: gateLine(cx, d, `*new(${d.name})`),
    ...codecVar(cx, d.name, d.name, d.doc.unstable?.feature, false),
  };
}

function opaqueView(d: OpaqueDecl, cx: GoContext) {
  return {
    doc: declDoc(
      d.name,
      `is the ${cx.version} type ${d.name}, a string.`,
      withFallback(d.doc, fallbackText.type(d.name)),
    ),
    name: d.name,
    what: goString(`a ${cx.version}.${d.name} string`),
    gate: gateLine(cx, d, `""`),
    ...codecVar(cx, d.name, d.name, d.doc.unstable?.feature),
  };
}

export const declViews = {
  object: objectView,
  union: unionView,
  enum: enumView,
  untagged: untaggedView,
  alias: aliasView,
  opaque: opaqueView,
} satisfies DeclViews<GoContext>;

/** A request or notification group: an interface with a struct per method and one for unknown methods, and its envelope. */
export function messageGroupView(g: MessageGroup, cx: GoContext) {
  const env = cx.ix.version.envelope!;
  const name = cx.names.group.get(g.name)!;
  const envelope = cx.names.group.get(`${g.name}Message`)!;
  const other = cx.names.other.get(g.name)!;
  const request = g.role === "request";
  return {
    doc: declDoc(name, `is a message of the ${cx.version} group ${g.name}: one of the ${name}* structs.`, {
      text: messageGroupDoc(g),
      examples: [],
    }),
    name,
    marker: `is${name}`,
    envelope,
    envelopeDoc: declDoc(
      envelope,
      `is the JSON-RPC envelope of ${name}: \`{ "jsonrpc": "2.0", ${request ? '"id", ' : ""}"method", "params" }\`.`,
      null,
    ),
    request,
    idType: env.id,
    other,
    otherDoc: declDoc(
      other,
      `is a message whose method this version does not know (or of an unstable feature that is off), kept as received.`,
      null,
    ),
    qualified: goString(`${cx.version}.${g.name}Message`),
    allowed: request ? `"id", "method", "params"` : `"method", "params"`,
    methods: g.methods.map((m) => {
      const variant = cx.names.variant.get(`${g.name}\0${m.name}`)!;
      return {
        doc: declDoc(
          variant,
          `is the ${goString(m.name)} ${m.kind}.`,
          withFallback({ ...m.doc, examples: [] }, fallbackText.method(m.name)),
        ),
        name: variant,
        params: m.params,
        method: goString(m.name),
        cond: m.doc.unstable
          ? `method == ${goString(m.name)} && r.Decoder().On(${goString(m.doc.unstable.feature)})`
          : `method == ${goString(m.name)}`,
      };
    }),
    ...codecVar(cx, `${g.name}Message`, envelope, undefined),
    ...dispatchView(g, cx),
  };
}

/** The typed dispatch of a message group: its function names, the condition of each method, and its extension prefix. */
function dispatchView(g: MessageGroup, cx: GoContext) {
  const prefix = dispatchOf(cx.ix.version, g).extensionPrefix;
  const fn = (suffix: string): string => cx.names.group.get(`${g.name}\0${suffix}`)!;
  return {
    group: goString(`${cx.version}.${g.name}`),
    supportsFn: fn("SupportsMethod"),
    fromFn: fn(g.role === "response" ? "FromMethodAndResult" : "FromMethodAndParams"),
    dispatcher: fn("Dispatcher"),
    hasGated: g.methods.some((m) => m.doc.unstable),
    extension: prefix === null ? "" : goString(prefix),
    extensionTest: prefix === null ? "false" : `acpjson.IsExtension(method, ${goString(prefix)})`,
    dispatchMethods: g.methods.map((m) => ({
      name: cx.names.variant.get(`${g.name}\0${m.name}`)!,
      type: g.role === "response" ? m.result! : m.params,
      cond: m.doc.unstable
        ? `method == ${goString(m.name)} && d.On(${goString(m.doc.unstable.feature)})`
        : `method == ${goString(m.name)}`,
    })),
  };
}

/** A response group: an interface with a struct per method's result, and the envelope that holds the result as received. */
export function responseGroupView(g: MessageGroup, cx: GoContext) {
  const env = cx.ix.version.envelope!;
  const name = cx.names.group.get(g.name)!;
  const envelope = cx.names.group.get(`${g.name}Message`)!;
  const qualified = goString(`${cx.version}.${g.name}`);
  return {
    doc: declDoc(name, `is a typed result of the ${cx.version} group ${g.name}: one of the ${name}* structs.`, {
      text: messageGroupDoc(g),
      examples: [],
    }),
    name,
    marker: `is${name}`,
    envelope,
    envelopeDoc: declDoc(
      envelope,
      `is the JSON-RPC envelope of a response of ${name}: \`{ "jsonrpc": "2.0", "id", "result" }\` or \`{ ..., "error" }\`. A response does not name its method: Typed reads the result as the result of one.`,
      null,
    ),
    idType: env.id,
    errorType: env.error,
    qualified,
    methods: g.methods.map((m) => {
      const variant = cx.names.variant.get(`${g.name}\0${m.name}`)!;
      return {
        doc: declDoc(variant, `is the result of ${goString(m.name)}.`, null),
        name: variant,
        result: m.result!,
        method: goString(m.name),
      };
    }),
    ...codecVar(cx, `${g.name}Message`, envelope, undefined, true, `${cx.version}.${g.name}`),
    other: cx.names.other.get(g.name) ?? "",
    otherDoc: declDoc(
      cx.names.other.get(g.name) ?? "",
      `is the result of an extension method, kept as received (only typed dispatch gives it).`,
      null,
    ),
    ...dispatchView(g, cx),
  };
}

/** The registry's entries of a version: every type by qualified name, and its codec (qualified by its package). */
export function registryEntries(
  cx: GoContext,
): { wire: string; codec: string; leniency: string; published?: string }[] {
  const leniency = `${cx.version}lenient.Leniency`;
  const out: { wire: string; codec: string; leniency: string; published?: string }[] = cx.ix.version.decls.map((d) => ({
    wire: goString(`${cx.version}.${d.name}`),
    codec: `${cx.version}.${cx.names.codec.get(d.name)!}`,
    leniency,
  }));
  for (const g of messageGroups(cx.ix.version))
    if (g.role !== "response")
      out.push({
        wire: goString(`${cx.version}.${g.name}Message`),
        codec: `${cx.version}.${cx.names.codec.get(`${g.name}Message`)!}`,
        leniency,
      });
  // Published names: a declaration's `@schemaName`, and each message group as the published schema has it.
  for (const a of publishedAliases(cx.ix.version)) {
    const wire = goString(`${cx.version}.${a.name}`);
    if (a.decl !== undefined) out.push({ wire, codec: `${cx.version}.${cx.names.codec.get(a.decl)!}`, leniency });
    else
      out.push({
        wire,
        codec: `${cx.version}.${cx.names.codec.get(`${a.group!.name}Message`)!}`,
        leniency,
        published: wire,
      });
  }
  return out;
}

/** The registry's typed dispatchers of a version: every message group by qualified name, and its dispatcher. */
export function dispatcherEntries(cx: GoContext): { wire: string; dispatcher: string }[] {
  return messageGroups(cx.ix.version).map((g) => ({
    wire: goString(`${cx.version}.${g.name}`),
    dispatcher: `${cx.version}.${cx.names.group.get(`${g.name}\0Dispatcher`)!}`,
  }));
}
