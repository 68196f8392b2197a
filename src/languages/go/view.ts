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
  /** The version's table of types (`types`), which the views fill. */
  readonly table: GoTable;
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
  return { ix, version: ix.version.name, decls, names, boxed, table: new GoTable(ix.version.decls) };
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

/** A change a view made to a version's table: an anonymous entry added, or a declaration's entry set. */
export type GoTableChange = readonly ["add", string] | readonly ["set", string, string];

/**
 * The table of a version's types (`types` in its package), which acpjson's generic reader and writer follow: one
 * entry per declaration, in the declarations' order, then the anonymous ones (lists, maps, pointers, checks, scalars),
 * each once. An entry names the entries it is made of by position.
 *
 * The table also names its own state (`state`): every change mixes into a running hash. A declaration's code holds the
 * positions its views were given, which depend on what the table held before it; watch mode keeps that code for the
 * next run under the state it was made in, and replays its changes to the table (`recorded`, `replay`).
 */
export class GoTable {
  private readonly entries: string[];
  private readonly byText = new Map<string, number>();
  private readonly declAt: ReadonlyMap<string, number>;
  private hash = 0x811c9dc5;
  private changes: GoTableChange[] | null = null;

  constructor(decls: readonly Decl[]) {
    this.declAt = new Map(decls.map((d, i) => [d.name, i]));
    this.entries = decls.map(() => "");
  }

  /** The position of a declaration's entry. */
  ref(name: string): number {
    const i = this.declAt.get(name);
    if (i === undefined) throw new Error(`no Go table entry for ${name}`);
    return i;
  }

  /** A pointer to a declaration's entry, as Go code. */
  expr(name: string): string {
    return `&types[${this.ref(name)}]`;
  }

  /** The position of an anonymous entry (its Go composite literal, without the type). */
  add(text: string): number {
    let i = this.byText.get(text);
    if (i === undefined) {
      i = this.entries.length;
      this.entries.push(text);
      this.byText.set(text, i);
      this.changed(["add", text]);
    }
    return i;
  }

  /** Sets a declaration's entry. */
  set(name: string, text: string): void {
    this.entries[this.ref(name)] = text;
    this.changed(["set", name, text]);
  }

  /** What the table holds, as a short text: equal states give every later change the same positions. */
  get state(): string {
    return `${this.entries.length}.${(this.hash >>> 0).toString(36)}`;
  }

  /** Runs `f`, and gives its value with the changes it made to the table. */
  recorded<T>(f: () => T): { readonly value: T; readonly changes: readonly GoTableChange[] } {
    const outer = this.changes;
    const changes: GoTableChange[] = [];
    this.changes = changes;
    try {
      return { value: f(), changes };
    } finally {
      this.changes = outer;
      outer?.push(...changes);
    }
  }

  /** Makes changes recorded in an earlier run again (see `recorded`), from the state they were recorded in. */
  replay(changes: readonly GoTableChange[]): void {
    for (const c of changes) {
      if (c[0] === "add") this.add(c[1]);
      else this.set(c[1], c[2]);
    }
  }

  private changed(c: GoTableChange): void {
    this.changes?.push(c);
    // FNV-1a over the change's kind and texts.
    let h = this.hash;
    for (const part of c) {
      for (let i = 0; i < part.length; i++) h = Math.imul(h ^ part.charCodeAt(i), 0x01000193);
      h = Math.imul(h ^ 0xff, 0x01000193);
    }
    this.hash = h;
  }

  /** The table as Go code, and the init function that links it. */
  render(): string {
    return [
      "// types is the table of the package's types, which acpjson's reader and writer follow: one entry per type,",
      "// then the lists, maps, pointers and checks the types are made of. An array, so that a pointer to an entry is a constant.",
      `var types = [...]${RT}.Type{`,
      ...this.entries.map((e) => `\t${e},`),
      "}",
      "",
      "func init() { acpjson.Link(types[:]) }",
    ].join("\n");
  }
}

/** The position of the table entry of a spec type (`t`) in a version's table. */
export function typeEntry(table: GoTable, t: TypeExpr): number {
  const kind = (k: string, rest = ""): number => table.add(`{Kind: ${RT}.${k}${rest}}`);
  switch (t.kind) {
    case "string":
      return kind("KindString");
    case "literal":
      return kind("KindLiteral", `, Text: ${goString(t.value)}`);
    case "number":
      return kind("KindNumber");
    case "integer": {
      const { min, max } = intRange(t.format);
      return kind("KindInt", `, Text: ${goString(t.format)}, Min: ${min}, Max: ${max}`);
    }
    case "boolean":
      return kind("KindBool");
    case "null":
      return kind("KindNull");
    case "json":
      return kind("KindJSON");
    case "json-object":
      return kind("KindJSONObject");
    case "ref":
      return table.ref(t.name);
    case "array":
      return kind("KindArray", `, Elem: ${typeEntry(table, t.items)}`);
    case "map":
      return kind("KindMap", `, Elem: ${typeEntry(table, t.values)}`);
    case "nullable":
      return t.inner.kind === "json"
        ? typeEntry(table, t.inner)
        : kind("KindNullable", `, Elem: ${typeEntry(table, t.inner)}`);
  }
}

/** The entry of a value held through a pointer (nil writes the zero value). */
const boxedEntry = (table: GoTable, elem: number): number => table.add(`{Kind: ${RT}.KindBoxed, Elem: ${elem}}`);

/**
 * The entry of a spec type with its published checks (`@minimum`/`@maximum` unless `counts`, `@minItems`,
 * `@minLength`), or the type's own entry when it has none.
 */
function checkedEntry(table: GoTable, t: TypeExpr, doc: Doc, counts = false): number {
  const elem = typeEntry(table, t);
  const b = counts ? undefined : doc.bounds;
  if (!b && !doc.minItems && !doc.minLength) return elem;
  const parts = [`Kind: ${RT}.KindChecked`, `Elem: ${elem}`];
  if (b?.minimum !== undefined) parts.push(`Minimum: ${b.minimum}`, "HasMinimum: true");
  if (b?.maximum !== undefined) parts.push(`Maximum: ${b.maximum}`, "HasMaximum: true");
  if (b?.always) parts.push("BoundsAlways: true");
  if (doc.minItems) parts.push(`MinItems: ${doc.minItems.min}`);
  if (doc.minLength) parts.push(`MinLength: ${doc.minLength.min}`);
  if (doc.minItems?.always || doc.minLength?.always) parts.push("CountAlways: true");
  return table.add(`{${parts.join(", ")}}`);
}

/** The head of a named type's entry: its kind, qualified name and feature. */
function namedHead(cx: GoContext, d: Decl, kind: string): string {
  const feature = d.doc.unstable ? `, Feature: ${goString(d.doc.unstable.feature)}` : "";
  return `Kind: ${RT}.${kind}, Name: ${goString(`${cx.version}.${d.name}`)}${feature}`;
}

/** Whether a Go type tells absence by nil on its own (a slice, a map, a JSON value). */
const nilable = (goTy: string): boolean => goTy.startsWith("[]") || goTy.startsWith("map[") || goTy === `*${RT}.Value`;

interface FieldCode {
  /** The struct field (doc and declaration), or null for a required literal, which is always written. */
  readonly decl: string | null;
  /** The field's table entry (`acpjson.Field`) as Go code: its name and feature, then (`rest`) after its position. */
  readonly head: string;
  readonly rest: string;
}

/** The Go identifiers of an object's fields, unique, never `Extra` (the unknown fields). */
export function fieldIdents(fields: readonly Field[], open: boolean): string[] {
  const scope = new Scope([...GO_STRUCT_METHODS, ...(open ? ["Extra"] : [])]);
  return fields.map((f) => scope.claim(goExported(f.name) ?? "Field", "Field"));
}

/** The code of one field: its declaration, and its table entry (how the generic reader and writer take it). */
function fieldCode(cx: GoContext, owner: string, f: Field, ident: string): FieldCode {
  const table = cx.table;
  const head = `Name: ${goString(f.name)}${f.doc.unstable ? `, Feature: ${goString(f.doc.unstable.feature)}` : ""}`;
  const doc = fieldDoc(f.doc, fallbackText.field(owner, f.name));
  const inner = f.type.kind === "nullable" ? f.type.inner : f.type;
  const onNull = nullDefault(f, cx.ix);
  const onNullExpr =
    onNull === "list" ? `, OnNull: ${RT}.EmptyList` : onNull === "map" ? `, OnNull: ${RT}.EmptyMap` : "";
  const gated = f.doc.unstable !== undefined;
  if (f.type.kind === "literal" && !f.optional && !gated) {
    return { decl: null, head, rest: `, Index: -1, Mode: ${RT}.FieldLiteral, Type: ${typeEntry(table, f.type)}` };
  }
  if (f.type.kind === "literal") {
    return {
      decl: `${doc}\t//\n\t// Set, the field holds ${goString(f.type.value)}.\n\t${ident} bool`,
      head,
      rest: `, Mode: ${RT}.FieldLiteralFlag, Type: ${typeEntry(table, f.type)}`,
    };
  }
  if (f.patch || (f.optional && f.type.kind === "nullable")) {
    // A value on a cycle of types held in place is held through a pointer.
    const box = cx.boxed.has(`${owner}\0${f.name}`);
    const t = box ? `*${goType(inner)}` : goType(inner);
    const value = checkedEntry(table, inner, f.doc);
    return {
      decl: `${doc}\t${ident} ${RT}.Patch[${t}]`,
      head,
      rest: `, Mode: ${RT}.FieldPatch, Type: ${box ? boxedEntry(table, value) : value}`,
    };
  }
  const value = checkedEntry(table, f.type, f.doc);
  const t = goType(f.type);
  const optional = f.optional || gated;
  const required = f.optional ? "" : ", Required: true";
  const boxed = !optional && cx.boxed.has(`${owner}\0${f.name}`);
  if (optional && nilable(t)) {
    return { decl: `${doc}\t${ident} ${t}`, head, rest: `${required}, Omit: true${onNullExpr}, Type: ${value}` };
  }
  if (optional) {
    return {
      decl: `${doc}\t${ident} *${t}`,
      head,
      rest: `${required}, Omit: true${onNullExpr}, Type: ${boxedEntry(table, value)}`,
    };
  }
  if (boxed) {
    return {
      decl: `${doc}\t${ident} *${t}`,
      head,
      rest: `, Required: true${onNullExpr}, Type: ${boxedEntry(table, value)}`,
    };
  }
  return { decl: `${doc}\t${ident} ${t}`, head, rest: `, Required: true${onNullExpr}, Type: ${value}` };
}

/** The table entries of fields (`[]acpjson.Field{...}`), each with its position among the struct's fields. */
function fieldEntries(fields: readonly FieldCode[]): string {
  let at = 0;
  const entries = fields.map((f) => {
    if (f.decl === null) return `{${f.head}${f.rest}}`;
    return `{${f.head}, Index: ${at++}${f.rest}}`;
  });
  return `[]${RT}.Field{${entries.join(", ")}}`;
}

/** The number of struct fields of fields (a required literal has none). */
const declCount = (fields: readonly FieldCode[]): number => fields.filter((f) => f.decl !== null).length;

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
  type = cx.table.expr(name),
): { codec: string; json: string[] } {
  const codec = cx.names.codec.get(name)!;
  const v = `// ${codec} reads and writes ${goName} values (see acpjson.Parse and acpjson.Marshal).\nvar ${codec} = &${RT}.Codec[${goName}]{Name: ${goString(qualified)}, Feature: ${goString(feature ?? "")}, Type: ${type}}`;
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
  const feature = goString(d.doc.unstable?.feature ?? "");
  return [
    `// MarshalJSON writes x as canonical JSON, tag included (see ${codec}).`,
    `func (x ${name}) MarshalJSON() ([]byte, error) {`,
    `\tvar u ${d.name} = x`,
    `\treturn ${RT}.MarshalFrom(${codec}.Type, &u)`,
    "}",
    "",
    `// UnmarshalJSON reads x from JSON text, strictly (see ${codec}): it must be this variant.`,
    `func (x *${name}) UnmarshalJSON(data []byte) error {`,
    `\tvar u ${d.name}`,
    `\tif err := ${RT}.UnmarshalInto(data, ${qualified}, ${feature}, ${codec}.Type, &u); err != nil {`,
    "\t\treturn err",
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
 * encoding/json's Marshaler and Unmarshaler, through the type's table entry and
 * acpjson's generic reader and writer: one-line methods, the least code per type.
 */
function jsonMethods(codec: string, goName: string, feature: string | undefined, qualified: string): string {
  return [
    `// MarshalJSON writes x as canonical JSON (see ${codec}).`,
    `func (x ${goName}) MarshalJSON() ([]byte, error) {`,
    `\treturn ${RT}.MarshalFrom(${codec}.Type, &x)`,
    "}",
    "",
    `// UnmarshalJSON reads x from JSON text, strictly (see ${codec}).`,
    `func (x *${goName}) UnmarshalJSON(data []byte) error {`,
    `\treturn ${RT}.UnmarshalInto(data, ${goString(qualified)}, ${goString(feature ?? "")}, ${codec}.Type, x)`,
    "}",
  ].join("\n");
}
function objectView(d: ObjectDecl, cx: GoContext) {
  const idents = fieldIdents(d.fields, d.open);
  const fields = d.fields.map((f, i) => fieldCode(cx, d.name, f, idents[i]!));
  const open = d.open ? `, Open: true, Extra: ${declCount(fields)}` : ", Extra: -1";
  cx.table.set(d.name, `{${namedHead(cx, d, "KindObject")}${open}, Fields: ${fieldEntries(fields)}}`);
  return {
    doc: declDoc(d.name, `is the ${cx.version} type ${d.name}.`, withFallback(d.doc, fallbackText.type(d.name))),
    name: d.name,
    fields: fields.filter((f) => f.decl !== null).map((f) => f.decl),
    ...codecVar(cx, d.name, d.name, d.doc.unstable?.feature),
  };
}

/** The Go identifiers of a union's shared fields (`Kind` holds the variant: a field spelled so is `KindField`). */
export function sharedFieldIdents(d: UnionDecl): string[] {
  return fieldIdents(d.fields, false).map((n) => (n === "Kind" ? "KindField" : n));
}

function unionView(d: UnionDecl, cx: GoContext) {
  const kind = cx.names.kind.get(d.name) ?? d.name;
  const shared = d.fields.length > 0;
  const other = cx.names.other.get(d.name);
  const sharedIdents = sharedFieldIdents(d);
  const sharedFields = d.fields.map((f, i) => fieldCode(cx, d.name, f, sharedIdents[i]!));
  const variants = d.variants.map((v) => {
    const name = cx.names.variant.get(`${d.name}\0${v.tag}`)!;
    const feature = v.doc.unstable ? `, Feature: ${goString(v.doc.unstable.feature)}` : "";
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
      entry: `{Tag: ${goString(v.tag)}${feature}, Payload: ${v.payload ? cx.table.ref(v.payload) : -1}, Zero: ${name}{}}`,
      methods: variantMethods(cx, d, name, shared),
    };
  });
  const parts = [
    namedHead(cx, d, "KindTagged"),
    `TagField: ${goString(d.tagField)}`,
    ...(d.open ? ["Open: true", `Other: ${other}{}`] : []),
    `KindField: ${shared ? declCount(sharedFields) : -1}`,
    ...(shared ? [`Fields: ${fieldEntries(sharedFields)}`] : []),
    `Variants: []${RT}.Variant{${variants.map((v) => v.entry).join(", ")}}`,
  ];
  cx.table.set(d.name, `{${parts.join(", ")}}`);
  const codec = codecVar(cx, d.name, d.name, d.doc.unstable?.feature, shared);
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
    codec: codec.codec,
    json: [...variants.map((v) => v.methods), ...(other ? [variantMethods(cx, d, other, shared)] : []), ...codec.json],
  };
}

function enumView(d: EnumDecl, cx: GoContext) {
  const list = `[]string{${d.values.map((v) => goString(v.value)).join(", ")}}`;
  cx.table.set(d.name, `{${namedHead(cx, d, "KindEnum")}${d.open ? ", Open: true" : ""}, Values: ${list}}`);
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
    ...codecVar(cx, d.name, d.name, d.doc.unstable?.feature),
  };
}

function untaggedView(d: UntaggedDecl, cx: GoContext) {
  const strip = d.members.every(
    (m) => m.name.startsWith(d.name) && m.name.length > d.name.length && /^[A-Z]/.test(m.name.slice(d.name.length)),
  );
  const scope = new Scope();
  const members = d.members.map((m, i) => {
    const ident = scope.claim(goExported(strip ? m.name.slice(d.name.length) : m.name) ?? "Member", "Member");
    const doc = fieldDoc(m.doc, fallbackText.member(d.name, m.name));
    if (m.type.kind === "null") return { decl: `${doc}\t${ident} bool`, entry: `{Index: ${i}, Null: true}` };
    const t = goType(m.type);
    // A member's published least size is checked (not its bounds).
    const value = checkedEntry(cx.table, m.type, m.doc, true);
    if (nilable(t)) return { decl: `${doc}\t${ident} ${t}`, entry: `{Index: ${i}, Type: ${value}}` };
    return { decl: `${doc}\t${ident} *${t}`, entry: `{Index: ${i}, Type: ${boxedEntry(cx.table, value)}}` };
  });
  cx.table.set(
    d.name,
    `{${namedHead(cx, d, "KindUntagged")}, Members: []${RT}.UnionMember{${members.map((m) => m.entry).join(", ")}}}`,
  );
  return {
    doc: declDoc(
      d.name,
      `is the ${cx.version} type ${d.name}: one of its members, the first that reads the value (exactly one field is set).`,
      withFallback(d.doc, fallbackText.type(d.name)),
    ),
    name: d.name,
    members,
    ...codecVar(cx, d.name, d.name, d.doc.unstable?.feature),
  };
}

function aliasView(d: AliasDecl, cx: GoContext) {
  cx.table.set(d.name, `{${namedHead(cx, d, "KindAlias")}, Elem: ${typeEntry(cx.table, d.target)}}`);
  return {
    doc: declDoc(d.name, `is the ${cx.version} type ${d.name}.`, withFallback(d.doc, fallbackText.type(d.name))),
    name: d.name,
    type: goType(d.target),
    ...codecVar(cx, d.name, d.name, d.doc.unstable?.feature, false),
  };
}

function opaqueView(d: OpaqueDecl, cx: GoContext) {
  cx.table.set(d.name, `{${namedHead(cx, d, "KindOpaque")}, Text: ${goString(`a ${cx.version}.${d.name} string`)}}`);
  return {
    doc: declDoc(
      d.name,
      `is the ${cx.version} type ${d.name}, a string.`,
      withFallback(d.doc, fallbackText.type(d.name)),
    ),
    name: d.name,
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

/** The table entry of a message group's envelope (`tableT`), which its own reader and writer read and write. */
function tableVar(envelope: string, qualified: string): string {
  return `// table${envelope} is the table entry of ${envelope}: its reader and writer.\nvar table${envelope} = &${RT}.Type{Kind: ${RT}.KindFunc, Name: ${qualified}, ReadFunc: read${envelope}, WriteFunc: write${envelope}}`;
}

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
      };
    }),
    idRef: cx.table.expr(env.id),
    tableVar: tableVar(envelope, goString(`${cx.version}.${g.name}Message`)),
    ...codecVar(cx, `${g.name}Message`, envelope, undefined, true, undefined, `table${envelope}`),
    ...dispatchView(g, cx),
  };
}

/** The typed dispatch of a message group: its function names, the condition of each method, and its extension prefix. */
function dispatchView(g: MessageGroup, cx: GoContext) {
  const prefix = dispatchOf(cx.ix.version, g).extensionPrefix;
  const fn = (suffix: string): string => cx.names.group.get(`${g.name}\0${suffix}`)!;
  const groupTable = `group${cx.names.group.get(g.name)!}`;
  const other = cx.names.other.get(g.name);
  const methods = g.methods.map((m) => {
    const feature = m.doc.unstable ? `, Feature: ${goString(m.doc.unstable.feature)}` : "";
    const type = cx.table.expr(g.role === "response" ? m.result! : m.params);
    return `{Name: ${goString(m.name)}${feature}, Type: ${type}, Zero: ${cx.names.variant.get(`${g.name}\0${m.name}`)!}{}}`;
  });
  const fields = [
    `Name: ${goString(`${cx.version}.${g.name}`)}`,
    `Methods: []${RT}.GroupMethod{${methods.join(", ")}}`,
    ...(other ? [`Other: ${other}{}`] : []),
    ...(prefix === null ? [] : [`Extension: ${goString(prefix)}`, "HasExtension: true"]),
  ];
  return {
    groupTable,
    groupVar: `// ${groupTable} is the table of the group's methods, which its typed dispatch follows.\nvar ${groupTable} = ${RT}.MessageGroup{${fields.join(", ")}}`,
    supportsFn: fn("SupportsMethod"),
    fromFn: fn(g.role === "response" ? "FromMethodAndResult" : "FromMethodAndParams"),
    dispatcher: fn("Dispatcher"),
    extension: prefix === null ? "" : goString(prefix),
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
      };
    }),
    idRef: cx.table.expr(env.id),
    errorRef: cx.table.expr(env.error),
    tableVar: tableVar(envelope, qualified),
    ...codecVar(cx, `${g.name}Message`, envelope, undefined, true, `${cx.version}.${g.name}`, `table${envelope}`),
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
