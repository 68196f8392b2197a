import type { SourceFile, ts as T } from "ts-morph";
import { ts } from "../load/ts-morph.js";
import { diag, type Diagnostic, type Loc, NO_LOC } from "../diagnostics/diagnostic.js";
import { INT_ALIASES, type EnumValue, type UntaggedMember } from "./types.js";
import type { LoadedFile } from "../load/load.js";
import { readJson } from "../languages/typescript/runtime/runtime.js";
import { UNNAMED_UNSTABLE } from "./unstable-message.js";
import type {
  ConstructRef,
  ConversionExample,
  ConversionStep,
  ConversionRule,
  ConverterDecl,
  Decl,
  Doc,
  Example,
  Field,
  JsonValue,
  Method,
  Reducer,
  ReducerEntity,
  ReducerVariant,
  RuleProgramSource,
  SpecModel,
  TypeExpr,
  Variant,
  VectorFile,
  VersionModel,
  Envelope,
  Lenient,
  UpstreamRelease,
} from "./types.js";
import { DERIVED_MESSAGE_NAMES } from "./methods.js";

/** Names the vocabulary owns; a spec may not declare types with these names. */
export const MARKERS = new Set([
  ...Object.keys(INT_ALIASES),
  "Json",
  "JsonObject",
  "Opaque",
  "Patch",
  "Unit",
  "Union",
  "OpenUnion",
  "OpenEnum",
  "Request",
  "Notification",
  "Direction",
  "JsonRpc",
  "Construct",
  "ConversionRule",
  "ConversionStep",
  "ConversionExample",
  "ConverterSpec",
  "StateDecl",
  "OptionDecl",
  "RuleExpr",
  "RuleCond",
  "RuleEmit",
  "RuleEffect",
  "ValueTest",
  "ReducerAction",
  "ReducerSpec",
  "EntityDecl",
  "UpstreamRelease",
]);

const VERSION_DIR = /^v[0-9]+$/;
const VOCABULARY_FILE = "vocabulary.ts";
const CONVERSIONS_FILE = "conversions.ts";
const UPSTREAM_FILE = "upstream.ts";

export interface BuildResult {
  readonly model: SpecModel;
  readonly diagnostics: readonly Diagnostic[];
}

/** Reads the loaded spec's declarations into the model. Structural problems become diagnostics. */
/** The line and column of a character offset in text. */
function lineCol(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, col: before[before.length - 1]!.length + 1 };
}

/** Parses hand-written vector files; each vector's location is where its "id" is. */
function readVectorFiles(vectorFiles: readonly { rel: string; text: string }[], report: (loc: Loc, msg: string) => void): VectorFile[] {
  const out: VectorFile[] = [];
  for (const f of vectorFiles) {
    let data: unknown;
    try {
      data = readJson(f.text);
    } catch (e) {
      const pos = /position (\d+)/.exec((e as Error).message);
      report({ file: f.rel, ...lineCol(f.text, pos ? Number(pos[1]) : 0) }, `not valid JSON: ${(e as Error).message}`);
      continue;
    }
    const list = Array.isArray(data) ? data : (data as { vectors?: unknown } | null)?.vectors;
    if (!Array.isArray(list)) {
      report({ file: f.rel, line: 1, col: 1 }, 'a vectors file is an array of vectors, or { "vectors": [...] }');
      continue;
    }
    let from = 0;
    const locs = list.map((v) => {
      const id = (v as { id?: unknown })?.id;
      const at = typeof id === "string" ? f.text.indexOf(JSON.stringify(id), from) : -1;
      if (at >= 0) from = at + 1;
      return { file: f.rel, ...lineCol(f.text, Math.max(0, at)) };
    });
    out.push({ name: f.rel.slice("vectors/".length), vectors: list as JsonValue[], locs });
  }
  return out;
}

export function buildModel(files: readonly LoadedFile[], vectorFiles: readonly { rel: string; text: string }[] = []): BuildResult {
  const b = new Builder();
  const versions = new Map<string, LoadedFile[]>();
  let conversions: LoadedFile | null = null;
  let upstream: UpstreamRelease | null = null;
  for (const f of files) {
    const parts = f.rel.split("/");
    if (parts.length === 2 && VERSION_DIR.test(parts[0]!)) {
      const list = versions.get(parts[0]!) ?? [];
      list.push(f);
      versions.set(parts[0]!, list);
    } else if (f.rel === CONVERSIONS_FILE) {
      conversions = f;
    } else if (f.rel === UPSTREAM_FILE) {
      upstream = b.upstream(f);
    } else if (f.rel !== VOCABULARY_FILE && !f.rel.startsWith("vectors/")) {
      b.misplaced(f);
    }
  }
  if (versions.size === 0) {
    b.report("spec-not-found", NO_LOC, "the spec folder has no version folder (v1/, v2/, ...) with declarations");
  }
  const versionModels = [...versions.keys()].sort().map((v) => b.version(v, versions.get(v)!));
  const { rules, converters } = conversions ? b.conversions(conversions) : { rules: [], converters: [] };
  const vectors = readVectorFiles(vectorFiles, (loc, msg) => b.report("vector-mismatch", loc, msg));
  return { model: { versions: versionModels, conversions: rules, converters, vectorFiles: vectors, ...(upstream && { upstream }) }, diagnostics: b.diagnostics };
}

/** The node's `file:line:col`. Uses the compiler's cached line starts (a binary search), not a scan of the file. */
export function locOf(node: T.Node, sf: T.SourceFile, rel: string): Loc {
  const { line, character } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
  return { file: rel, line: line + 1, col: character + 1 };
}

/**
 * The model reads the compiler's own syntax tree (each file's `compilerNode`),
 * not ts-morph's wrappers of it: wrapping every node the model visits was most
 * of the model stage on a large spec, and kept the wrappers alive until then.
 */
type TypeNode = T.TypeNode;

/** The name of a syntax kind, as ts-morph's getKindName gives it (the first name of a kind with several). */
const KIND_NAMES = new Map<number, string>();
for (const [name, value] of Object.entries(ts.SyntaxKind)) if (typeof value === "number" && !KIND_NAMES.has(value)) KIND_NAMES.set(value, name);
function kindName(n: T.Node): string {
  return KIND_NAMES.get(n.kind) ?? String(n.kind);
}

interface RawObject {
  readonly name: string;
  readonly ownFields: Field[];
  readonly bases: { name: string; loc: Loc }[];
  readonly open: boolean;
  readonly doc: Doc;
  readonly loc: Loc;
}

class Builder {
  readonly diagnostics: Diagnostic[] = [];
  private rel = "";
  private sf!: T.SourceFile;

  /** Starts reading a file: its path for locations, and its syntax tree. */
  private enter(f: LoadedFile): readonly T.Statement[] {
    this.rel = f.rel;
    this.sf = f.source.compilerNode;
    return this.sf.statements;
  }

  /** A node's source text, as written. */
  private text(n: T.Node): string {
    return n.getText(this.sf);
  }

  report(name: Parameters<typeof diag>[0], loc: Loc, message: string): void {
    this.diagnostics.push(diag(name, loc, message));
  }

  private loc(node: T.Node): Loc {
    return locOf(node, this.sf, this.rel);
  }

  misplaced(f: LoadedFile): void {
    for (const stmt of this.enter(f)) {
      if (ts.isInterfaceDeclaration(stmt) || ts.isTypeAliasDeclaration(stmt) || ts.isVariableStatement(stmt)) {
        this.report(
          "misplaced-declaration",
          this.loc(stmt),
          `'${f.rel}' is not read: declarations belong in a version folder (v1/, v2/), conversions in ${CONVERSIONS_FILE}`,
        );
        return;
      }
    }
  }

  version(name: string, files: readonly LoadedFile[]): VersionModel {
    const decls: Decl[] = [];
    const raws: RawObject[] = [];
    const methods: Method[] = [];
    let reducer: Reducer | null = null;
    let envelope: Envelope | null = null;
    const seen = new Map<string, Loc>();
    const claim = (declName: string, loc: Loc): boolean => {
      if (MARKERS.has(declName)) {
        this.report("reserved-name", loc, `'${declName}' is a spec vocabulary marker; choose another name`);
        return false;
      }
      const prev = seen.get(declName);
      if (prev) {
        this.report("duplicate-name", loc, `'${name}.${declName}' is already declared at ${prev.file}:${prev.line}:${prev.col}`);
        return false;
      }
      seen.set(declName, loc);
      return true;
    };
    for (const f of files) {
      for (const stmt of this.enter(f)) {
        if (ts.isInterfaceDeclaration(stmt)) {
          const declName = this.text(stmt.name);
          if (declName === "Methods") {
            methods.push(...this.methods(stmt));
            envelope = this.envelope(stmt) ?? envelope;
            continue;
          }
          if (!claim(declName, this.loc(stmt.name))) continue;
          raws.push(this.object(stmt));
        } else if (ts.isTypeAliasDeclaration(stmt)) {
          const declName = this.text(stmt.name);
          if (!claim(declName, this.loc(stmt.name))) continue;
          const d = this.alias(name, stmt);
          if (d) decls.push(d);
        } else if (ts.isVariableStatement(stmt)) {
          for (const v of stmt.declarationList.declarations) {
            const vName = this.text(v.name);
            if (vName === "reducer") reducer = this.reducer(v.initializer, this.loc(v));
            else this.report("misplaced-declaration", this.loc(v), `'${vName}' is not read: a version folder holds types, Methods and one 'reducer'`);
          }
        } else if (!ts.isImportDeclaration(stmt) && !ts.isExportDeclaration(stmt)) {
          this.report("unsupported-syntax", this.loc(stmt), `${kindName(stmt)} is not part of the spec vocabulary`);
        }
      }
    }
    decls.push(...this.flatten(name, raws));
    decls.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    methods.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const d of decls) {
      const derived = envelope ? DERIVED_MESSAGE_NAMES.has(d.name) : false;
      if (derived) this.report("reserved-name", d.loc, `'${d.name}' is derived from Methods (its JsonRpc envelope); choose another name`);
    }
    return { name, decls, methods, envelope, reducer };
  }

  /** Resolves `extends`: own fields first, then each base's fields (recursively), in order. */
  private flatten(version: string, raws: readonly RawObject[]): Decl[] {
    const byName = new Map(raws.map((r) => [r.name, r]));
    const resolved = new Map<string, Field[]>();
    const resolving = new Set<string>();
    const fieldsOf = (r: RawObject): Field[] => {
      const done = resolved.get(r.name);
      if (done) return done;
      if (resolving.has(r.name)) {
        this.report("unsupported-syntax", r.loc, `'${version}.${r.name}' extends itself`);
        return r.ownFields;
      }
      resolving.add(r.name);
      const fields = [...r.ownFields];
      for (const base of r.bases) {
        const br = byName.get(base.name);
        if (!br) {
          this.report("unknown-type", base.loc, `'${version}.${r.name}' extends '${base.name}', which is not an interface of ${version}`);
          continue;
        }
        for (const f of fieldsOf(br)) if (!fields.some((g) => g.name === f.name)) fields.push(f);
      }
      resolving.delete(r.name);
      resolved.set(r.name, fields);
      return fields;
    };
    return raws.map((r) => ({ kind: "object", name: r.name, version, fields: fieldsOf(r), open: r.open, doc: r.doc, loc: r.loc }));
  }

  private object(stmt: T.InterfaceDeclaration): RawObject {
    const doc = this.doc(stmt);
    const bases: { name: string; loc: Loc }[] = [];
    for (const h of extendsOf(stmt)) {
      const expr = h.expression;
      if ((h.typeArguments?.length ?? 0) > 0 || !ts.isIdentifier(expr)) {
        this.report("unsupported-syntax", this.loc(h), "an interface may only extend other spec interfaces, by plain name");
      } else bases.push({ name: this.text(expr), loc: this.loc(h) });
    }
    const ownFields: Field[] = [];
    for (const m of stmt.members) {
      if (!ts.isPropertySignature(m)) {
        this.report("unsupported-syntax", this.loc(m), `${kindName(m)} is not allowed in a spec interface; declare properties only`);
        continue;
      }
      const f = this.field(m);
      if (!f) continue;
      if (ownFields.some((g) => g.name === f.name)) {
        this.report("duplicate-name", f.loc, `field '${f.name}' appears twice in '${this.text(stmt.name)}'`);
        continue;
      }
      ownFields.push(f);
    }
    const closed = jsDocsOf(stmt).some((d) => (d.tags ?? []).some((t) => this.text(t.tagName) === "closed"));
    return { name: this.text(stmt.name), ownFields, bases, open: !closed, doc, loc: this.loc(stmt.name) };
  }

  private propName(m: T.PropertySignature): string | null {
    const n = m.name;
    if (ts.isIdentifier(n)) return this.text(n);
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return n.text;
    this.report("unsupported-syntax", this.loc(n), "a property name must be an identifier or a string literal");
    return null;
  }

  private field(m: T.PropertySignature): Field | null {
    const name = this.propName(m);
    if (name === null) return null;
    const typeNode = m.type;
    const loc = this.loc(m.name);
    if (!typeNode) {
      this.report("unsupported-syntax", loc, `field '${name}' needs a type`);
      return null;
    }
    const optional = m.questionToken !== undefined;
    let patch = false;
    let type: TypeExpr | null;
    const unwrapped = unparen(typeNode);
    if (ts.isTypeReferenceNode(unwrapped) && this.text(unwrapped.typeName) === "Patch") {
      patch = true;
      const args = typeArgs(unwrapped);
      if (args.length !== 1) {
        this.report("marker-misuse", this.loc(unwrapped), "Patch takes exactly one type argument: Patch<T>");
        return null;
      }
      type = this.typeExpr(args[0]!);
      if (type?.kind === "nullable") {
        this.report("marker-misuse", this.loc(args[0]!), "Patch<T> already admits null; write Patch<T>, not Patch<T | null>");
        type = type.inner;
      }
    } else {
      type = this.typeExpr(typeNode);
    }
    if (!type) return null;
    return { name, type, optional, patch, doc: this.doc(m), loc };
  }

  /** A field or alias type, within the vocabulary. Reports and returns null otherwise. */
  private typeExpr(node: TypeNode): TypeExpr | null {
    const n = unparen(node);
    const loc = this.loc(n);
    switch (n.kind) {
      case ts.SyntaxKind.StringKeyword:
        return { kind: "string", loc };
      case ts.SyntaxKind.NumberKeyword:
        return { kind: "number", loc };
      case ts.SyntaxKind.BooleanKeyword:
        return { kind: "boolean", loc };
      case ts.SyntaxKind.UnknownKeyword:
        return { kind: "json", loc };
    }
    if (ts.isArrayTypeNode(n)) {
      const items = this.typeExpr(n.elementType);
      return items ? { kind: "array", items, loc } : null;
    }
    if (ts.isLiteralTypeNode(n)) {
      const lit = n.literal;
      if (ts.isStringLiteral(lit)) return { kind: "literal", value: lit.text, loc };
      this.report("unsupported-syntax", this.loc(n), `the literal type ${this.text(n)} is not supported; use a string literal`);
      return null;
    }
    if (ts.isUnionTypeNode(n)) {
      const members = n.types;
      const rest = members.filter((t) => !isNullLiteral(t));
      if (rest.length === members.length - 1 && rest.length === 1) {
        const inner = this.typeExpr(rest[0]!);
        if (!inner) return null;
        if (inner.kind === "nullable") return inner;
        return { kind: "nullable", inner, loc };
      }
      this.report(
        "unsupported-syntax",
        this.loc(n),
        "an inline union is not supported here; only `T | null` is. Declare a named union or enum and refer to it",
      );
      return null;
    }
    if (ts.isTypeReferenceNode(n)) {
      const name = this.text(n.typeName);
      const args = typeArgs(n);
      switch (name) {
        case "Json":
        case "JsonObject":
          if (args.length) this.report("marker-misuse", this.loc(n), `${name} takes no type arguments`);
          return { kind: name === "Json" ? "json" : "json-object", loc };
        case "Record": {
          const key = args[0] ? unparen(args[0]) : undefined;
          if (args.length !== 2 || key?.kind !== ts.SyntaxKind.StringKeyword) {
            this.report("marker-misuse", this.loc(n), "a map is Record<string, T>: its keys are strings");
            return null;
          }
          const values = this.typeExpr(args[1]!);
          return values ? { kind: "map", values, loc } : null;
        }
        case "Array":
          if (args.length !== 1) {
            this.report("unsupported-syntax", this.loc(n), "Array takes one type argument");
            return null;
          } else {
            const items = this.typeExpr(args[0]!);
            return items ? { kind: "array", items, loc } : null;
          }
        case "Patch":
          this.report("marker-misuse", this.loc(n), "Patch<T> marks a field; it must be the whole type of an optional property");
          return null;
      }
      const format = INT_ALIASES[name];
      if (format !== undefined) {
        if (args.length) this.report("marker-misuse", this.loc(n), `${name} takes no type arguments`);
        return { kind: "integer", format, loc };
      }
      if (name === "Unit") {
        this.report("marker-misuse", this.loc(n), "Unit is only the payload of a union variant (`tag: Unit`); a field cannot have it");
        return null;
      }
      if (MARKERS.has(name)) {
        this.report("marker-misuse", this.loc(n), `${name} declares a named type; use it as the whole right side of a type alias`);
        return null;
      }
      if (args.length) {
        this.report("unsupported-syntax", this.loc(n), `'${name}' is not generic; spec types take no type arguments`);
        return null;
      }
      return { kind: "ref", name, loc };
    }
    this.report("unsupported-syntax", this.loc(n), `the type '${truncate(this.text(n))}' is outside the spec vocabulary`);
    return null;
  }

  private alias(version: string, stmt: T.TypeAliasDeclaration): Decl | null {
    const name = this.text(stmt.name);
    const loc = this.loc(stmt.name);
    const doc = this.doc(stmt);
    const base = { name, version, doc, loc };
    if (stmt.typeParameters?.length) {
      this.report("unsupported-syntax", loc, `'${name}' is generic; spec types take no type parameters`);
      return null;
    }
    const node = unparen(stmt.type);
    if (ts.isTypeReferenceNode(node)) {
      const marker = this.text(node.typeName);
      const args = typeArgs(node);
      if (marker === "Opaque") {
        if (args.length !== 1 || unparen(args[0]!).kind !== ts.SyntaxKind.StringKeyword) {
          this.report("marker-misuse", this.loc(node), "Opaque takes exactly `string`: Opaque<string>");
          return null;
        }
        return { kind: "opaque", ...base };
      }
      if (marker === "Union" || marker === "OpenUnion") return this.union(base, node, marker === "OpenUnion", []);
      if (marker === "OpenEnum") {
        if (args.length !== 1) {
          this.report("marker-misuse", this.loc(node), 'OpenEnum takes one argument, a union of string literals: OpenEnum<"a" | "b">');
          return null;
        }
        const values = this.enumValues(args[0]!);
        return values ? { kind: "enum", ...base, values, open: true } : null;
      }
      if (marker === "Unit") {
        this.report("marker-misuse", this.loc(node), "Unit is the payload of a variant; it cannot be a named type");
        return null;
      }
    }
    if (ts.isIntersectionTypeNode(node)) {
      // `Union<...> & { fields }`: fields that every variant carries beside its tag.
      const parts = node.types.map(unparen);
      const u = parts.find((p) => ts.isTypeReferenceNode(p) && ["Union", "OpenUnion"].includes(this.text(p.typeName)));
      const lit = parts.find((p) => ts.isTypeLiteralNode(p));
      if (parts.length !== 2 || !u || !lit || !ts.isTypeReferenceNode(u) || !ts.isTypeLiteralNode(lit)) {
        this.report("unsupported-syntax", this.loc(node), "an intersection declares a union's shared fields: Union<...> & { field: T }");
        return null;
      }
      const fields: Field[] = [];
      for (const m of lit.members) {
        if (!ts.isPropertySignature(m)) {
          this.report("unsupported-syntax", this.loc(m), "shared fields are properties: `name: Type`");
          continue;
        }
        const f = this.field(m);
        if (f) fields.push(f);
      }
      return this.union(base, u, this.text(u.typeName) === "OpenUnion", fields);
    }
    if (isStringLiteralType(node) || (ts.isUnionTypeNode(node) && node.types.every(isStringLiteralType))) {
      const values = this.enumValues(node);
      return values ? { kind: "enum", ...base, values, open: false } : null;
    }
    if (ts.isUnionTypeNode(node) && !(node.types.length === 2 && node.types.some(isNullLiteral))) {
      const members: UntaggedMember[] = [];
      for (const [i, t] of node.types.entries()) {
        const u = unparen(t);
        const ref = ts.isTypeReferenceNode(u) ? this.text(u.typeName) : null;
        if (ref !== null && MARKERS.has(ref) && INT_ALIASES[ref] === undefined && !["Json", "JsonObject"].includes(ref)) {
          this.report("marker-misuse", this.loc(t), `${ref} cannot be a member of an untagged union`);
          return null;
        }
        const type: TypeExpr | null = isNullLiteral(t) ? { kind: "null", loc: this.loc(t) } : this.typeExpr(t);
        if (!type) return null;
        const name = memberName(type);
        if (members.some((m) => m.name === name)) {
          this.report("duplicate-tag", this.loc(t), `two members of '${base.version}.${base.name}' are both named '${name}'; an untagged union takes each type once`);
          return null;
        }
        members.push({ name, type, doc: this.memberDoc(t, i === 0 ? node.pos : node.types[i - 1]!.end), loc: this.loc(t) });
      }
      return { kind: "untagged", ...base, members };
    }
    const target = this.typeExpr(node);
    return target ? { kind: "alias", ...base, target } : null;
  }

  private enumValues(node: TypeNode): EnumValue[] | null {
    const n = unparen(node);
    const members = ts.isUnionTypeNode(n) ? n.types : [n];
    const values: EnumValue[] = [];
    for (const [i, m] of members.entries()) {
      const u = unparen(m);
      if (!isStringLiteralType(u)) {
        this.report("marker-misuse", this.loc(m), `enum values must be string literals, not '${truncate(this.text(m))}'`);
        return null;
      }
      const lit = (u as T.LiteralTypeNode).literal;
      const text = ts.isStringLiteral(lit) ? lit.text : this.text(lit).slice(1, -1);
      if (values.some((v) => v.value === text)) {
        this.report("duplicate-tag", this.loc(m), `the enum value '${text}' appears twice`);
        continue;
      }
      values.push({ value: text, doc: this.memberDoc(m, i === 0 ? n.pos : members[i - 1]!.end), loc: this.loc(m) });
    }
    return values;
  }

  private union(
    base: { name: string; version: string; doc: Doc; loc: Loc },
    node: T.TypeReferenceNode,
    open: boolean,
    fields: readonly Field[],
  ): Decl | null {
    const marker = open ? "OpenUnion" : "Union";
    const args = typeArgs(node);
    const tagNode = args[0] ? unparen(args[0]) : undefined;
    const body = args[1] ? unparen(args[1]) : undefined;
    if (args.length !== 2 || !tagNode || !isStringLiteralType(tagNode) || !body || !ts.isTypeLiteralNode(body)) {
      this.report("marker-misuse", this.loc(node), `${marker} takes a tag name and an object of variants: ${marker}<"type", { a: A; b: B }>`);
      return null;
    }
    const lit = (tagNode as T.LiteralTypeNode).literal;
    const tagField = ts.isStringLiteral(lit) ? lit.text : "";
    const variants: Variant[] = [];
    for (const m of body.members) {
      if (!ts.isPropertySignature(m)) {
        this.report("unsupported-syntax", this.loc(m), "a union's variants are properties: `tag_value: PayloadType`");
        continue;
      }
      const tag = this.propName(m);
      if (tag === null) continue;
      const loc = this.loc(m.name);
      if (m.questionToken !== undefined) this.report("marker-misuse", loc, `variant '${tag}' cannot be optional`);
      const t = m.type;
      const tn = t ? unparen(t) : undefined;
      let payload: string | null;
      if (tn && ts.isTypeReferenceNode(tn) && typeArgs(tn).length === 0 && !MARKERS.has(this.text(tn.typeName))) {
        payload = this.text(tn.typeName);
      } else if (tn && ts.isTypeReferenceNode(tn) && this.text(tn.typeName) === "Unit") {
        payload = null;
      } else {
        this.report("marker-misuse", t ? this.loc(t) : loc, `variant '${tag}' must name an interface, or be Unit when it has no fields`);
        continue;
      }
      if (variants.some((v) => v.tag === tag)) {
        this.report("duplicate-tag", loc, `two variants of '${base.version}.${base.name}' use the tag '${tag}'`);
        continue;
      }
      variants.push({ tag, payload, doc: this.doc(m), loc });
    }
    return { kind: "union", ...base, tagField, variants, open, fields };
  }

  /** `Methods extends JsonRpc<Id, Error>`: the envelope, or null when Methods extends nothing. */
  private envelope(stmt: T.InterfaceDeclaration): Envelope | null {
    const clauses = extendsOf(stmt);
    if (clauses.length === 0) return null;
    const clause = clauses[0]!;
    const args = (clause.typeArguments ?? []).map((a) => unparen(a));
    if (
      clauses.length !== 1 ||
      this.text(clause.expression) !== "JsonRpc" ||
      args.length !== 2 ||
      !args.every((a) => ts.isTypeReferenceNode(a) && typeArgs(a).length === 0)
    ) {
      this.report("marker-misuse", this.loc(clause), "Methods may extend one thing: JsonRpc<IdType, ErrorType>, two named types");
      return null;
    }
    return { id: this.text(args[0]!), error: this.text(args[1]!), loc: this.loc(clause) };
  }

  private methods(stmt: T.InterfaceDeclaration): Method[] {
    const out: Method[] = [];
    for (const m of stmt.members) {
      if (!ts.isPropertySignature(m)) {
        this.report("unsupported-syntax", this.loc(m), "Methods lists properties: `\"method/name\": Request<P, R, D>`");
        continue;
      }
      const name = this.propName(m);
      if (name === null) continue;
      const loc = this.loc(m.name);
      const t = m.type;
      const tn = t ? unparen(t) : undefined;
      const kind = tn && ts.isTypeReferenceNode(tn) ? this.text(tn.typeName) : "";
      const args = tn && ts.isTypeReferenceNode(tn) ? typeArgs(tn) : [];
      const want = kind === "Request" ? 3 : kind === "Notification" ? 2 : -1;
      const refs = args.slice(0, want - 1).map((a) => unparen(a));
      const dir = args[want - 1] ? unparen(args[want - 1]!) : undefined;
      const dirText = dir && isStringLiteralType(dir) ? this.text(dir).slice(1, -1) : "";
      if (
        want < 0 ||
        args.length !== want ||
        !refs.every((r) => ts.isTypeReferenceNode(r) && typeArgs(r).length === 0) ||
        (dirText !== "client_to_agent" && dirText !== "agent_to_client" && dirText !== "both")
      ) {
        this.report(
          "marker-misuse",
          t ? this.loc(t) : loc,
          `method '${name}' must be Request<Params, Result, "client_to_agent" | "agent_to_client" | "both"> or Notification<Params, direction>`,
        );
        continue;
      }
      out.push({
        name,
        kind: kind === "Request" ? "request" : "notification",
        params: this.text(refs[0]!),
        result: kind === "Request" ? this.text(refs[1]!) : null,
        direction: dirText as Method["direction"],
        doc: this.doc(m),
        loc,
      });
    }
    return out;
  }

  private doc(node: T.Node): Doc {
    const docs = jsDocsOf(node);
    const last = docs[docs.length - 1];
    if (!last) return { text: "", examples: [] };
    return this.docOfComment(this.text(last), this.loc(last));
  }

  /**
   * The doc comment of one member of a union type (an enum value, an untagged
   * member): the last `/** ... *\/` block between the previous member (or the
   * start of the union) and this one, when nothing but white space and the
   * union's `|` stands between that comment and the member. The parser attaches
   * no JSDoc to a type node, so the comment is read from the source text.
   */
  private memberDoc(member: T.Node, from: number): Doc {
    const start = member.getStart(this.sf);
    const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, this.sf.text, undefined, from, start - from);
    let found: { pos: number; end: number } | null = null;
    for (let k = scanner.scan(); k !== ts.SyntaxKind.EndOfFileToken && scanner.getTokenStart() < start; k = scanner.scan()) {
      if (k === ts.SyntaxKind.WhitespaceTrivia || k === ts.SyntaxKind.NewLineTrivia || (k === ts.SyntaxKind.BarToken && found)) continue;
      const text = scanner.getTokenText();
      found = k === ts.SyntaxKind.MultiLineCommentTrivia && text.startsWith("/**") && text !== "/**/" ? { pos: scanner.getTokenStart(), end: scanner.getTokenEnd() } : null;
    }
    if (!found) return { text: "", examples: [] };
    const { line, character } = this.sf.getLineAndCharacterOfPosition(found.pos);
    return this.docOfComment(this.sf.text.slice(found.pos, found.end), { file: this.rel, line: line + 1, col: character + 1 });
  }

  private docOfComment(raw: string, start: Loc): Doc {
    const parsed = parseJsDoc(raw);
    const examples: Example[] = [];
    let unstable: { feature: string; reason: string } | undefined;
    let rfd: string | undefined;
    let departure: string | undefined;
    let differs: string | undefined;
    let lenient: Lenient | undefined;
    let defaultOnNull = false;
    let schemaName: string | undefined;
    let catchAll: string | undefined;
    let bounds: { minimum?: number; maximum?: number; always: boolean } | undefined;
    const counts: { minItems?: { min: number; always: boolean }; minLength?: { min: number; always: boolean } } = {};
    for (const tag of parsed.tags) {
      const loc = { file: start.file, line: start.line + tag.line, col: tag.line === 0 ? start.col + tag.col : tag.col + 1 };
      if (tag.name === "example") {
        const fence = /^```(?:json)?\s*/.exec(tag.text)?.[0].length ?? 0;
        const rest = tag.text.slice(fence).replace(/```\s*$/, "");
        const body = rest.trim();
        try {
          examples.push({ value: JSON.parse(body) as JsonValue, loc });
        } catch (e) {
          // Point at the bad character itself: map JSON.parse's position back through the comment's lines.
          const pos = /at position (\d+)/.exec((e as Error).message);
          const at = pos ? tag.trimmed + fence + (rest.length - rest.trimStart().length) + Number(pos[1]) : -1;
          const message = (e as Error).message.replace(/ in JSON at position \d+.*$/, "");
          this.report("invalid-example", at < 0 ? loc : charLoc(start, tag, at), `@example is not valid JSON: ${message}`);
        }
      } else if (tag.name === "unstable") {
        const m = /^([a-z][a-z0-9_]*)(?:\s+([\s\S]*))?$/.exec(tag.text.trim());
        if (!m) {
          this.report("marker-misuse", loc, UNNAMED_UNSTABLE);
          // Still unstable, under a placeholder feature, so that `diff` can read specs written before features had names.
          unstable = { feature: "unstable", reason: normalizeDocText(tag.text) };
        } else unstable = { feature: m[1]!, reason: normalizeDocText(m[2] ?? "") };
      }
      else if (tag.name === "rfd") rfd = normalizeDocText(tag.text);
      else if (tag.name === "departure") departure = normalizeDocText(tag.text);
      else if (tag.name === "differs") differs = normalizeDocText(tag.text);
      else if (tag.name === "lenient") {
        const kind = tag.text.trim();
        if (kind === "") lenient = { value: true, items: false };
        else if (kind === "items") lenient = { value: true, items: true };
        else if (kind === "items-only") lenient = { value: false, items: true };
        else this.report("marker-misuse", loc, `@lenient takes nothing, 'items' or 'items-only', not '${kind}'`);
      } else if (tag.name === "defaultOnNull") {
        if (tag.text.trim() === "") defaultOnNull = true;
        else this.report("marker-misuse", loc, `@defaultOnNull takes nothing, not '${tag.text.trim()}'`);
      } else if (tag.name === "minimum" || tag.name === "maximum") {
        const m = /^(\S+)(?:\s+(always))?$/.exec(tag.text.trim());
        const value = m && /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(m[1]!) ? Number(m[1]) : NaN;
        if (!m || !Number.isFinite(value)) {
          this.report("marker-misuse", loc, `@${tag.name} takes a JSON number, and optionally 'always' (lenient mode checks it too), not '${tag.text.trim()}'`);
        } else {
          bounds = { ...bounds, [tag.name]: value, always: (bounds?.always ?? false) || m[2] === "always" };
        }
      } else if (tag.name === "minItems" || tag.name === "minLength") {
        const m = /^(0|[1-9]\d{0,8})(?:\s+(always))?$/.exec(tag.text.trim());
        if (!m) this.report("marker-misuse", loc, `@${tag.name} takes a non-negative integer, and optionally 'always' (lenient mode checks it too), not '${tag.text.trim()}'`);
        else counts[tag.name] = { min: Number(m[1]), always: m[2] === "always" };
      } else if (tag.name === "catchAll") {
        const value = tag.text.trim();
        if (/^\S+$/.test(value)) catchAll = value;
        else this.report("marker-misuse", loc, `@catchAll takes one value of the enum, the one upstream reads an unknown value as, not '${value}'`);
      } else if (tag.name === "schemaName") {
        const name = tag.text.trim();
        if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) schemaName = name;
        else this.report("marker-misuse", loc, `@schemaName takes one identifier, the type's name in the JSON Schema, not '${name}'`);
      }
    }
    const text = normalizeDocText(parsed.description);
    return { text, examples, ...(unstable !== undefined && { unstable }), ...(rfd && { rfd }), ...(departure && { departure }), ...(differs && { differs }), ...(lenient && { lenient }), ...(defaultOnNull && { defaultOnNull }), ...(schemaName && { schemaName }), ...(catchAll !== undefined && { catchAll }), ...(bounds && { bounds }), ...counts };
  }

  private reducer(init: T.Expression | undefined, loc: Loc): Reducer | null {
    const data = init ? this.data(init) : null;
    if (!data || data.kind !== "object") {
      this.report("reducer-invalid", loc, "reducer must be an object literal (see ReducerSpec in vocabulary.ts)");
      return null;
    }
    const str = (key: string): string | null => {
      const v = data.entries.get(key);
      if (v?.kind === "string") return v.value;
      this.report("reducer-invalid", v?.loc ?? data.loc, `reducer.${key} must be a string`);
      return null;
    };
    const union = str("union");
    const entity = str("entity");
    const key = str("key");
    const keying = str("keying");
    const vs = data.entries.get("variants");
    const variants: ReducerVariant[] = [];
    const entities: ReducerEntity[] = [];
    const es = data.entries.get("entities");
    if (es && es.kind !== "object") this.report("reducer-invalid", es.loc, "reducer.entities must be an object: { name: { key: \"field\" } | { single: true } }");
    else if (es) {
      for (const [name, e] of es.entries) {
        const k = e.kind === "object" ? e.entries.get("key") : undefined;
        const single = e.kind === "object" ? e.entries.get("single") : undefined;
        if ((k?.kind === "string") === (single?.kind === "boolean" && single.value)) {
          this.report("reducer-invalid", e.loc, `entity '${name}' is either { key: "field" } or { single: true }`);
          continue;
        }
        entities.push({ name, key: k?.kind === "string" ? k.value : null, loc: e.loc });
      }
    }
    if (vs?.kind !== "object") this.report("reducer-invalid", vs?.loc ?? data.loc, "reducer.variants must be an object");
    else {
      for (const [tag, v] of vs.entries) {
        const get = (k: string): string | null => {
          const x = v.kind === "object" ? v.entries.get(k) : undefined;
          return x?.kind === "string" ? x.value : null;
        };
        const action = get("action") ?? "";
        const [role, field, entity] = [get("role"), get("field"), get("entity")];
        const need = REDUCER_ACTIONS[action];
        if (!need) {
          this.report("reducer-invalid", v.loc, `reducer variant '${tag}' needs an action: ${Object.keys(REDUCER_ACTIONS).join(", ")}`);
          continue;
        }
        const missing: string[] = need.filter((k) => ({ role, field, entity })[k] === null);
        if (action === "upsert" && (role === null) === (entity === null)) missing.push("a role (a message) or an entity, not both");
        if (missing.length) {
          this.report("reducer-invalid", v.loc, `reducer variant '${tag}' (${action}) needs ${missing.join(" and ")}`);
          continue;
        }
        variants.push({ tag, action: action as ReducerVariant["action"], role, field, entity, loc: v.loc });
      }
    }
    if (keying !== null && keying !== "required" && keying !== "optional-heuristic") {
      this.report("reducer-invalid", data.entries.get("keying")!.loc, "reducer.keying must be 'required' or 'optional-heuristic'");
      return null;
    }
    if (!union || !entity || !key || !keying) return null;
    return { union, entity, key, keying, entities, variants, loc };
  }

  /** `upstream.ts`: `export const upstream: UpstreamRelease = { sdk, crate, source, schemas }`. */
  upstream(f: LoadedFile): UpstreamRelease | null {
    let out: UpstreamRelease | null = null;
    const bad = (loc: Loc, what: string): null => {
      this.report("misplaced-declaration", loc, `${UPSTREAM_FILE}: ${what} (see UpstreamRelease in vocabulary.ts)`);
      return null;
    };
    for (const stmt of this.enter(f)) {
      if (ts.isImportDeclaration(stmt)) continue;
      const decls = ts.isVariableStatement(stmt) ? stmt.declarationList.declarations : [];
      const v = decls.length === 1 && this.text(decls[0]!.name) === "upstream" ? decls[0]! : null;
      const data = v?.initializer ? this.data(v.initializer) : null;
      if (!v) {
        bad(this.loc(stmt), "this file holds one 'upstream' object and nothing else");
        continue;
      }
      if (data?.kind !== "object") {
        bad(this.loc(v), "upstream must be an object literal");
        continue;
      }
      const text = (key: string): string | null | undefined => {
        const x = data.entries.get(key);
        if (x === undefined || x.kind === "null") return null;
        if (x.kind === "string") return x.value;
        bad(x.loc, `upstream.${key} must be a string or null`);
        return undefined;
      };
      const [sdk, crate, source] = [text("sdk"), text("crate"), text("source")];
      const schemas: { path: string; digest: string; loc: Loc }[] = [];
      const s = data.entries.get("schemas");
      if (s?.kind !== "object") bad(s?.loc ?? data.loc, 'upstream.schemas must be an object: { "v1/schema.json": "sha256:<hex>" }');
      else {
        for (const [path, d] of s.entries) {
          if (d.kind === "string" && /^sha256:[0-9a-f]{64}$/.test(d.value)) schemas.push({ path, digest: d.value, loc: d.loc });
          else bad(d.loc, `the digest of '${path}' must be "sha256:" and 64 lower-case hex digits`);
        }
      }
      for (const k of data.entries.keys()) if (!["sdk", "crate", "source", "schemas"].includes(k)) bad(data.entries.get(k)!.loc, `unknown key '${k}' (sdk, crate, source, schemas)`);
      if (sdk !== undefined && crate !== undefined && source !== undefined) out = { sdk, crate, source, schemas, loc: this.loc(v) };
    }
    return out;
  }

  conversions(f: LoadedFile): { rules: ConversionRule[]; converters: ConverterDecl[] } {
    const rules: ConversionRule[] = [];
    const converters: ConverterDecl[] = [];
    let found = false;
    for (const stmt of this.enter(f)) {
      if (ts.isImportDeclaration(stmt)) continue;
      if (!ts.isVariableStatement(stmt)) {
        this.report("misplaced-declaration", this.loc(stmt), `${CONVERSIONS_FILE} holds only 'conversions' and 'converters'; this statement is not read`);
        continue;
      }
      for (const v of stmt.declarationList.declarations) {
        const name = this.text(v.name);
        if (name === "converters") {
          const init = v.initializer;
          const data = init ? this.data(init) : null;
          converters.push(...this.converterDecls(data, this.loc(v)));
          continue;
        }
        if (name !== "conversions") {
          this.report("misplaced-declaration", this.loc(v), `'${name}' is not read; ${CONVERSIONS_FILE} holds one 'conversions' array and one 'converters' object`);
          continue;
        }
        found = true;
        const init = v.initializer;
        const data = init ? this.data(init) : null;
        if (!data || data.kind !== "array") {
          this.report("conversion-invalid", this.loc(v), "conversions must be an array literal of ConversionRule objects");
          continue;
        }
        for (const item of data.items) {
          const r = this.rule(item);
          if (r) rules.push(r);
        }
      }
    }
    if (!found) this.report("conversion-invalid", { file: f.rel, line: 1, col: 1 }, `${CONVERSIONS_FILE} declares no 'conversions' array`);
    return { rules, converters };
  }

  private converterDecls(data: DataNode | null, at: Loc): ConverterDecl[] {
    if (!data || data.kind !== "object") {
      this.report("conversion-invalid", data?.loc ?? at, "converters must be an object literal: { \"v1->v2\": { state, options }, ... }");
      return [];
    }
    const out: ConverterDecl[] = [];
    for (const [direction, d] of data.entries) {
      if (direction !== "v1->v2" && direction !== "v2->v1") {
        this.report("conversion-invalid", d.loc, `'${direction}' is not a direction; write "v1->v2" or "v2->v1"`);
        continue;
      }
      if (d.kind !== "object") {
        this.report("conversion-invalid", d.loc, `converters["${direction}"] must be an object: { state, options }`);
        continue;
      }
      const list = <K extends string>(key: string, kinds: readonly K[]): { name: string; kind: K; doc: string; loc: Loc }[] => {
        const node = d.entries.get(key);
        if (!node) return [];
        if (node.kind !== "object") {
          this.report("conversion-invalid", node.loc, `converters["${direction}"].${key} must be an object`);
          return [];
        }
        const items: { name: string; kind: K; doc: string; loc: Loc }[] = [];
        for (const [name, x] of node.entries) {
          const kind = x.kind === "object" ? x.entries.get("kind") : undefined;
          const doc = x.kind === "object" ? x.entries.get("doc") : undefined;
          if (kind?.kind !== "string" || !kinds.includes(kind.value as K) || doc?.kind !== "string") {
            this.report("conversion-invalid", x.loc, `${key} '${name}' needs a kind (${kinds.join(" or ")}) and a doc string`);
            continue;
          }
          items.push({ name, kind: kind.value as K, doc: doc.value, loc: x.loc });
        }
        return items;
      };
      for (const k of d.entries.keys()) {
        if (k !== "state" && k !== "options" && k !== "unlisted") {
          this.report("conversion-invalid", d.entries.get(k)!.loc, `converters["${direction}"] has no '${k}'; it holds state, options and unlisted`);
        }
      }
      out.push({ direction, state: list("state", ["value", "set"] as const), options: list("options", ["flag", "id-source"] as const), unlisted: this.unlisted(direction, d.entries.get("unlisted")), loc: d.loc });
    }
    return out;
  }

  /** `unlisted: { "v1.Event": "fails", "v1.*": "fails" }`: unions of the direction's source version, and their default outcome. */
  private unlisted(direction: string, node: DataNode | undefined): ConverterDecl["unlisted"] {
    if (!node) return [];
    const where = `converters["${direction}"].unlisted`;
    if (node.kind !== "object") {
      this.report("conversion-invalid", node.loc, `${where} must be an object: { "${direction.split("->")[0]}.Union": "fails" }`);
      return [];
    }
    const from = direction.split("->")[0]!;
    const out: { union: string; outcome: "fails"; loc: Loc }[] = [];
    for (const [union, x] of node.entries) {
      if (!union.startsWith(`${from}.`) || union.includes(":")) {
        this.report("conversion-invalid", x.loc, `${where} names unions of ${from}, the version it converts from ("${from}.Union", or "${from}.*" for all), not '${union}'`);
      } else if (x.kind !== "string" || x.value !== "fails") {
        this.report("conversion-invalid", x.loc, `${where}["${union}"] must be "fails" (the only default outcome: a variant no rule lists raises the no-rule error)`);
      } else out.push({ union, outcome: "fails", loc: x.loc });
    }
    return out;
  }

  private rule(item: DataNode): ConversionRule | null {
    if (item.kind !== "object") {
      this.report("conversion-invalid", item.loc, "each conversion rule is an object literal");
      return null;
    }
    const e = item.entries;
    const str = (key: string, required: boolean): string | null => {
      const v = e.get(key);
      if (v?.kind === "string") return v.value;
      if (v || required) this.report("conversion-invalid", v?.loc ?? item.loc, `rule field '${key}' must be a string`);
      return null;
    };
    const refs = (key: string): ConstructRef[] | null => {
      const v = e.get(key);
      if (!v) return [];
      if (v.kind === "string") return [{ text: v.value, loc: v.loc }];
      if (v.kind === "array" && v.items.every((x) => x.kind === "string")) {
        return v.items.map((x) => ({ text: (x as { value: string }).value, loc: x.loc }));
      }
      this.report("conversion-invalid", v.loc, `rule field '${key}' must be a construct string or an array of them`);
      return null;
    };
    const id = str("id", true);
    const direction = str("direction", true);
    const outcome = str("outcome", true);
    const reason = str("reason", true);
    const when = str("when", false);
    const stateful = e.get("stateful");
    const source = refs("source");
    const target = refs("target");
    if (stateful?.kind !== "boolean") this.report("conversion-invalid", stateful?.loc ?? item.loc, "rule field 'stateful' must be true or false");
    if (direction !== null && direction !== "v1->v2" && direction !== "v2->v1") {
      this.report("conversion-invalid", e.get("direction")!.loc, "direction must be 'v1->v2' or 'v2->v1'");
      return null;
    }
    if (outcome !== null && !["lossless", "fan-out", "synthesized", "fails"].includes(outcome)) {
      this.report("conversion-invalid", e.get("outcome")!.loc, "outcome must be lossless, fan-out, synthesized or fails");
      return null;
    }
    const program = this.ruleProgram(e);
    // A rule without usable examples is still checked for everything else.
    const examples = this.examples(e.get("examples"), item.loc, id ?? "?") ?? [];
    if (!id || !direction || !outcome || !reason || stateful?.kind !== "boolean" || !source || !target) return null;
    return {
      examples,
      id,
      program,
      direction,
      source,
      target,
      when,
      outcome: outcome as ConversionRule["outcome"],
      stateful: stateful.value,
      reason,
      loc: item.loc,
    };
  }

  /** The executable part of a rule, kept as data with the location of every part. */
  private ruleProgram(e: Map<string, DataNode>): RuleProgramSource {
    const locs: { [pointer: string]: Loc } = {};
    const walk = (d: DataNode, pointer: string): void => {
      locs[pointer] = d.loc;
      if (d.kind === "array") d.items.forEach((x, i) => walk(x, `${pointer}/${i}`));
      if (d.kind === "object") for (const [k, x] of d.entries) walk(x, `${pointer}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`);
    };
    const guard = e.get("guard");
    const emit = e.get("emit");
    const effects = e.get("effects");
    const fail = e.get("fail");
    if (guard) walk(guard, "/guard");
    if (emit) walk(emit, "/emit");
    if (effects) walk(effects, "/effects");
    if (fail) walk(fail, "/fail");
    const emits = !emit ? [] : emit.kind === "array" ? emit.items.map(toJson) : [toJson(emit)];
    // A single emit is stored as a list of one; its locations move under /emit/0.
    if (emit && emit.kind !== "array") {
      for (const k of Object.keys(locs)) if (k.startsWith("/emit")) locs[`/emit/0${k.slice(5)}`] = locs[k]!;
    }
    return {
      guard: guard ? toJson(guard) : null,
      emit: emits,
      fail: fail ? (fail.kind === "string" ? fail.value : (toJson(fail) as unknown as string)) : null,
      effects: effects ? (effects.kind === "array" ? effects.items.map(toJson) : [toJson(effects)]) : [],
      locs,
    };
  }

  private examples(node: DataNode | undefined, at: Loc, id: string): ConversionExample[] | null {
    if (!node || node.kind !== "array" || node.items.length === 0) {
      this.report("conversion-invalid", node?.loc ?? at, `rule '${id}' needs examples: an array of { input, output } or { input, error }`);
      return null;
    }
    const out: ConversionExample[] = [];
    const step = (ex: DataNode, what: string): ConversionStep | null => {
      if (ex.kind !== "object" || !ex.entries.has("input")) {
        this.report("conversion-invalid", ex.loc, `${what} of rule '${id}' needs an input`);
        return null;
      }
      const output = ex.entries.get("output");
      const error = ex.entries.get("error");
      if ((output === undefined) === (error === undefined)) {
        this.report("conversion-invalid", ex.loc, `${what} of rule '${id}' has either an output or an error, not ${output ? "both" : "neither"}`);
        return null;
      }
      if ((output && output.kind !== "array") || (error && error.kind !== "string")) {
        this.report("conversion-invalid", ex.loc, `in rule '${id}', an output is an array of messages and an error is a string`);
        return null;
      }
      return { input: toJson(ex.entries.get("input")!), output: output ? (toJson(output) as JsonValue[]) : null, error: error ? (error as { value: string }).value : null };
    };
    for (const ex of node.items) {
      const main = step(ex, "an example");
      if (!main || ex.kind !== "object") continue;
      const before = ex.entries.get("before");
      const options = ex.entries.get("options");
      if ((before && before.kind !== "array") || (options && options.kind !== "object")) {
        this.report("conversion-invalid", ex.loc, `in rule '${id}', before is an array of steps and options an object`);
        continue;
      }
      const steps = before?.kind === "array" ? before.items.map((b) => step(b, "a before step")) : [];
      if (steps.some((x) => x === null)) continue;
      out.push({ ...main, options: options ? (toJson(options) as { [key: string]: JsonValue }) : {}, before: steps as ConversionStep[], loc: ex.loc });
    }
    return out;
  }

  /** Reads a literal expression as data, without evaluating anything. */
  private data(node: T.Expression): DataNode | null {
    let n = node;
    while (ts.isAsExpression(n) || ts.isSatisfiesExpression(n) || ts.isParenthesizedExpression(n)) n = n.expression;
    const loc = this.loc(n);
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return { kind: "string", value: n.text, loc };
    if (ts.isNumericLiteral(n)) return { kind: "number", value: numericValue(n), loc };
    if (ts.isPrefixUnaryExpression(n) && n.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(n.operand)) {
      return { kind: "number", value: -numericValue(n.operand), loc };
    }
    if (n.kind === ts.SyntaxKind.NullKeyword) return { kind: "null", loc };
    if (n.kind === ts.SyntaxKind.TrueKeyword) return { kind: "boolean", value: true, loc };
    if (n.kind === ts.SyntaxKind.FalseKeyword) return { kind: "boolean", value: false, loc };
    if (ts.isArrayLiteralExpression(n)) {
      const items: DataNode[] = [];
      for (const el of n.elements) {
        const d = this.data(el);
        if (d) items.push(d);
      }
      return { kind: "array", items, loc };
    }
    if (ts.isObjectLiteralExpression(n)) {
      const entries = new Map<string, DataNode>();
      for (const p of n.properties) {
        if (!ts.isPropertyAssignment(p)) {
          this.report("unsupported-syntax", this.loc(p), "only `key: literal` entries are read in spec data");
          continue;
        }
        const nameNode = p.name;
        const key = ts.isStringLiteral(nameNode) ? nameNode.text : this.text(nameNode);
        const d = this.data(p.initializer);
        if (d) entries.set(key, d);
      }
      return { kind: "object", entries, loc };
    }
    this.report("unsupported-syntax", loc, `'${truncate(this.text(n))}' is not a literal; spec data is never evaluated`);
    return null;
  }
}

/** Reducer actions, and what each needs besides the action. */
const REDUCER_ACTIONS: { readonly [action: string]: readonly ("role" | "field" | "entity")[] } = {
  append: ["role", "field"],
  "clear-last": ["role", "field"],
  upsert: [],
  patch: ["entity"],
  replace: ["entity"],
  ignore: [],
};

type DataNode =
  | { kind: "string"; value: string; loc: Loc }
  | { kind: "number"; value: number; loc: Loc }
  | { kind: "null"; loc: Loc }
  | { kind: "boolean"; value: boolean; loc: Loc }
  | { kind: "array"; items: DataNode[]; loc: Loc }
  | { kind: "object"; entries: Map<string, DataNode>; loc: Loc };

/** The JSON value of a data node. */
function toJson(d: DataNode): JsonValue {
  switch (d.kind) {
    case "null":
      return null;
    case "string":
    case "number":
    case "boolean":
      return d.value;
    case "array":
      return d.items.map(toJson);
    case "object": {
      const o: { [key: string]: JsonValue } = {};
      for (const [k, v] of d.entries) Object.defineProperty(o, k, { value: toJson(v), enumerable: true, writable: true, configurable: true });
      return o;
    }
  }
}

function unparen(n: TypeNode): TypeNode {
  let cur = n;
  while (ts.isParenthesizedTypeNode(cur)) cur = cur.type;
  return cur;
}

function isNullLiteral(t: TypeNode): boolean {
  const u = unparen(t);
  return ts.isLiteralTypeNode(u) && u.literal.kind === ts.SyntaxKind.NullKeyword;
}

function isStringLiteralType(t: TypeNode): boolean {
  const u = unparen(t);
  return ts.isLiteralTypeNode(u) && ts.isStringLiteral(u.literal);
}

function typeArgs(n: T.TypeReferenceNode): readonly TypeNode[] {
  return n.typeArguments ?? [];
}

/** The types an interface extends (its `extends` clause). */
function extendsOf(stmt: T.InterfaceDeclaration): readonly T.ExpressionWithTypeArguments[] {
  return (stmt.heritageClauses ?? []).filter((h) => h.token === ts.SyntaxKind.ExtendsKeyword).flatMap((h) => h.types);
}

/** The JSDoc comments attached to a node (the parser keeps them on the node). */
function jsDocsOf(node: T.Node): readonly T.JSDoc[] {
  return (node as { jsDoc?: readonly T.JSDoc[] }).jsDoc ?? [];
}

/** A numeric literal's value, read as ts-morph reads it (a float when it has a point, else a base-10 integer). */
function numericValue(n: T.NumericLiteral): number {
  return n.text.includes(".") ? parseFloat(n.text) : parseInt(n.text, 10);
}

interface RawTag {
  readonly name: string;
  readonly text: string;
  /** Line offset within the comment, and 0-based column of the `@`. */
  readonly line: number;
  readonly col: number;
  /**
   * Where each line of `text` starts: its line offset within the comment and its
   * 0-based column (on the comment's first line, relative to the comment's start).
   */
  readonly starts: readonly { readonly line: number; readonly col: number }[];
  /** How many characters `text` lost at its start to trimming. */
  readonly trimmed: number;
  /** The lines of the tag joined, before trimming. */
  readonly raw: string;
}

/**
 * Splits a raw `/** ... *\/` comment into its description and tags. A tag
 * starts only at the beginning of a line, so `@@` inside example JSON (git
 * patch hunks) stays part of the example.
 */
export function parseJsDoc(raw: string): { description: string; tags: RawTag[] } {
  const lines = raw
    .replace(/^\/\*\*/, "")
    .replace(/\*\/$/, "")
    .split(/\r?\n/);
  const desc: string[] = [];
  const tags: { name: string; lines: string[]; line: number; col: number; starts: { line: number; col: number }[] }[] = [];
  lines.forEach((rawLine, i) => {
    // [\s\S], not ".": doc text may hold U+2028/U+2029, which "." does not match.
    const m = /^(\s*\*?\s?)([\s\S]*)$/.exec(rawLine)!;
    const prefix = i === 0 ? 3 : m[1]!.length;
    const content = m[2]!;
    const tag = /^@([A-Za-z]+)\s?([\s\S]*)$/.exec(content.trimStart());
    if (tag) {
      const lead = content.length - content.trimStart().length;
      const textCol = prefix + lead + content.trimStart().length - tag[2]!.length;
      tags.push({ name: tag[1]!, lines: [tag[2]!], line: i, col: prefix + lead, starts: [{ line: i, col: textCol }] });
    } else if (tags.length) {
      tags[tags.length - 1]!.lines.push(content);
      tags[tags.length - 1]!.starts.push({ line: i, col: prefix });
    }
    else desc.push(content);
  });
  return {
    description: desc.join("\n"),
    tags: tags.map((t) => {
      const joined = t.lines.join("\n");
      return { name: t.name, text: joined.trim(), line: t.line, col: t.col, starts: t.starts, trimmed: joined.length - joined.trimStart().length, raw: joined };
    }),
  };
}

/** The file:line:col of the character at `offset` in the joined lines of a tag. */
function charLoc(start: Loc, tag: RawTag, offset: number): Loc {
  const lines = tag.raw.split("\n");
  let rest = offset;
  let i = 0;
  while (i < lines.length - 1 && rest > lines[i]!.length) {
    rest -= lines[i]!.length + 1;
    i++;
  }
  const s = tag.starts[Math.min(i, tag.starts.length - 1)]!;
  const col = s.line === 0 ? start.col + s.col + rest : s.col + rest + 1;
  return { file: start.file, line: start.line + s.line, col };
}

function truncate(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/** Joins JSDoc lines into paragraphs: single newlines become spaces, blank lines stay. */
function normalizeDocText(s: string): string {
  return s
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.split("\n").map((l) => l.trim()).filter(Boolean).join(" "))
    .filter(Boolean)
    .join("\n\n")
    .trim();
}

export type { SourceFile };

/** The name an untagged member takes in the bindings: a reference's own name, else one derived from its type. */
export function memberName(t: TypeExpr): string {
  switch (t.kind) {
    case "ref":
      return t.name;
    case "array":
      return `${memberName(t.items)}List`;
    case "map":
      return `${memberName(t.values)}Map`;
    case "nullable":
      return `Optional${memberName(t.inner)}`;
    case "literal":
      return "Literal";
    case "json-object":
      return "Object";
    default:
      return t.kind.charAt(0).toUpperCase() + t.kind.slice(1);
  }
}
