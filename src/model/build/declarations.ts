/**
 * Type declarations: interfaces (with `extends` flattened), fields, type
 * expressions, aliases, enums, tagged and untagged unions, and the vocabulary's
 * marker names a spec may not declare.
 */
import {
  type ArrayType,
  fullStartOf,
  hasJsDocTag,
  type InterfaceDeclaration,
  type PropertySignature,
  type TypeAliasDeclaration,
  type TypeReference,
} from "../../load/tree.js";
import type { Loc } from "../../diagnostics/diagnostic.js";
import {
  INT_ALIASES,
  type Decl,
  type Doc,
  type EnumValue,
  type Field,
  type TypeExpr,
  type UntaggedMember,
  type Variant,
} from "../types.js";
import type { Reader } from "./reader.js";
import { memberDoc, readDoc } from "./doc-tags.js";
import {
  extendsOf,
  isIntersectionType,
  isLiteralType,
  isNullLiteral,
  isPropertySignature,
  isStringLiteral,
  isStringLiteralType,
  isTypeLiteral,
  isTypeReference,
  isUnionType,
  kindName,
  stringLiteralValue,
  truncate,
  typeArgs,
  typeOf,
  unparen,
  type TypeNode,
} from "./syntax.js";
import { genericHint, memberHint } from "../../diagnostics/hints.js";

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

export interface RawObject {
  readonly name: string;
  readonly ownFields: Field[];
  readonly bases: { name: string; loc: Loc }[];
  readonly open: boolean;
  readonly doc: Doc;
  readonly loc: Loc;
}

/** Resolves `extends`: own fields first, then each base's fields (recursively), in order. */
export function flatten(rd: Reader, version: string, raws: readonly RawObject[]): Decl[] {
  const byName = new Map(raws.map((r) => [r.name, r]));
  const resolved = new Map<string, Field[]>();
  const resolving = new Set<string>();
  const fieldsOf = (r: RawObject): Field[] => {
    const done = resolved.get(r.name);
    if (done) return done;
    if (resolving.has(r.name)) {
      rd.report("unsupported-syntax", r.loc, `'${version}.${r.name}' extends itself`);
      return r.ownFields;
    }
    resolving.add(r.name);
    const fields = [...r.ownFields];
    for (const base of r.bases) {
      const br = byName.get(base.name);
      if (!br) {
        rd.report(
          "unknown-type",
          base.loc,
          `'${version}.${r.name}' extends '${base.name}', which is not an interface of ${version}`,
        );
        continue;
      }
      for (const f of fieldsOf(br)) if (!fields.some((g) => g.name === f.name)) fields.push(f);
    }
    resolving.delete(r.name);
    resolved.set(r.name, fields);
    return fields;
  };
  return raws.map((r) => ({
    kind: "object",
    name: r.name,
    version,
    fields: fieldsOf(r),
    open: r.open,
    doc: r.doc,
    loc: r.loc,
  }));
}

export function readObject(rd: Reader, stmt: InterfaceDeclaration): RawObject {
  const doc = readDoc(rd, stmt);
  const bases: { name: string; loc: Loc }[] = [];
  for (const h of extendsOf(stmt)) {
    const expr = h.expression;
    if (typeArgs(h).length > 0 || expr.type !== "Identifier") {
      rd.report("unsupported-syntax", rd.loc(h), "an interface may only extend other spec interfaces, by plain name");
    } else bases.push({ name: rd.text(expr), loc: rd.loc(h) });
  }
  const ownFields: Field[] = [];
  for (const m of stmt.body.body) {
    if (!isPropertySignature(m)) {
      rd.report("unsupported-syntax", rd.loc(m), memberHint(kindName(m)));
      continue;
    }
    const f = readField(rd, m);
    if (!f) continue;
    if (ownFields.some((g) => g.name === f.name)) {
      rd.report("duplicate-name", f.loc, `field '${f.name}' appears twice in '${rd.text(stmt.id)}'`);
      continue;
    }
    ownFields.push(f);
  }
  const closed = rd.jsDocs(stmt).some((d) => hasJsDocTag(rd.text(d), "closed"));
  return { name: rd.text(stmt.id), ownFields, bases, open: !closed, doc, loc: rd.loc(stmt.id) };
}

export function propName(rd: Reader, m: PropertySignature): string | null {
  const n = m.key;
  if (!m.computed && n.type === "Identifier") return rd.text(n);
  if (!m.computed && isStringLiteral(n)) return n.value;
  rd.report("unsupported-syntax", rd.loc(n), "a property name must be an identifier or a string literal");
  return null;
}

function readField(rd: Reader, m: PropertySignature): Field | null {
  const name = propName(rd, m);
  if (name === null) return null;
  const typeNode = typeOf(m);
  const loc = rd.loc(m.key);
  if (!typeNode) {
    rd.report("unsupported-syntax", loc, `field '${name}' needs a type`);
    return null;
  }
  const optional = m.optional;
  let patch = false;
  let type: TypeExpr | null;
  const unwrapped = unparen(typeNode);
  if (isTypeReference(unwrapped) && rd.text(unwrapped.typeName) === "Patch") {
    patch = true;
    const args = typeArgs(unwrapped);
    if (args.length !== 1) {
      rd.report("marker-misuse", rd.loc(unwrapped), "Patch takes exactly one type argument: Patch<T>");
      return null;
    }
    type = typeExpr(rd, args[0]!);
    if (type?.kind === "nullable") {
      rd.report("marker-misuse", rd.loc(args[0]!), "Patch<T> already admits null; write Patch<T>, not Patch<T | null>");
      type = type.inner;
    }
  } else {
    type = typeExpr(rd, typeNode);
  }
  if (!type) return null;
  return { name, type, optional, patch, doc: readDoc(rd, m), loc };
}

/** A field or alias type, within the vocabulary. Reports and returns null otherwise. */
function typeExpr(rd: Reader, node: TypeNode): TypeExpr | null {
  const n = unparen(node);
  const loc = rd.loc(n);
  switch (n.type) {
    case "TSStringKeyword":
      return { kind: "string", loc };
    case "TSNumberKeyword":
      return { kind: "number", loc };
    case "TSBooleanKeyword":
      return { kind: "boolean", loc };
    case "TSUnknownKeyword":
      return { kind: "json", loc };
  }
  if (n.type === "TSArrayType") {
    const items = typeExpr(rd, (n as ArrayType).elementType);
    return items ? { kind: "array", items, loc } : null;
  }
  // `null` is a literal type to the TypeScript compiler, a keyword to oxc: both read as one here.
  if (isLiteralType(n) || n.type === "TSNullKeyword") {
    if (isLiteralType(n) && isStringLiteral(n.literal)) return { kind: "literal", value: n.literal.value, loc };
    rd.report("unsupported-syntax", rd.loc(n), `the literal type ${rd.text(n)} is not supported; use a string literal`);
    return null;
  }
  if (isUnionType(n)) {
    const members = n.types;
    const rest = members.filter((t) => !isNullLiteral(t));
    if (rest.length === members.length - 1 && rest.length === 1) {
      const inner = typeExpr(rd, rest[0]!);
      if (!inner) return null;
      if (inner.kind === "nullable") return inner;
      return { kind: "nullable", inner, loc };
    }
    rd.report(
      "unsupported-syntax",
      rd.loc(n),
      "an inline union is not supported here; only `T | null` is. Declare a named union or enum and refer to it",
    );
    return null;
  }
  if (isTypeReference(n)) {
    const name = rd.text(n.typeName);
    const args = typeArgs(n);
    switch (name) {
      case "Json":
      case "JsonObject":
        if (args.length) rd.report("marker-misuse", rd.loc(n), `${name} takes no type arguments`);
        return { kind: name === "Json" ? "json" : "json-object", loc };
      case "Record": {
        const key = args[0] ? unparen(args[0]) : undefined;
        if (args.length !== 2 || key?.type !== "TSStringKeyword") {
          rd.report("marker-misuse", rd.loc(n), "a map is Record<string, T>: its keys are strings");
          return null;
        }
        const values = typeExpr(rd, args[1]!);
        return values ? { kind: "map", values, loc } : null;
      }
      case "Array":
        if (args.length !== 1) {
          rd.report("unsupported-syntax", rd.loc(n), "Array takes one type argument");
          return null;
        } else {
          const items = typeExpr(rd, args[0]!);
          return items ? { kind: "array", items, loc } : null;
        }
      case "Patch":
        rd.report(
          "marker-misuse",
          rd.loc(n),
          "Patch<T> marks a field; it must be the whole type of an optional property",
        );
        return null;
    }
    const format = INT_ALIASES[name];
    if (format !== undefined) {
      if (args.length) rd.report("marker-misuse", rd.loc(n), `${name} takes no type arguments`);
      return { kind: "integer", format, loc };
    }
    if (name === "Unit") {
      rd.report(
        "marker-misuse",
        rd.loc(n),
        "Unit is only the payload of a union variant (`tag: Unit`); a field cannot have it",
      );
      return null;
    }
    if (MARKERS.has(name)) {
      rd.report(
        "marker-misuse",
        rd.loc(n),
        `${name} declares a named type; use it as the whole right side of a type alias`,
      );
      return null;
    }
    if (args.length) {
      rd.report(
        "unsupported-syntax",
        rd.loc(n),
        `'${name}' is not generic; spec types take no type arguments${genericHint(name)}`,
      );
      return null;
    }
    return { kind: "ref", name, loc };
  }
  rd.report("unsupported-syntax", rd.loc(n), `the type '${truncate(rd.text(n))}' is outside the spec vocabulary`);
  return null;
}

export function readAlias(rd: Reader, version: string, stmt: TypeAliasDeclaration): Decl | null {
  const name = rd.text(stmt.id);
  const loc = rd.loc(stmt.id);
  const doc = readDoc(rd, stmt);
  const base = { name, version, doc, loc };
  if (stmt.typeParameters?.params.length) {
    rd.report("unsupported-syntax", loc, `'${name}' is generic; spec types take no type parameters`);
    return null;
  }
  const node = unparen(stmt.typeAnnotation);
  if (isTypeReference(node)) {
    const marker = rd.text(node.typeName);
    const args = typeArgs(node);
    if (marker === "Opaque") {
      if (args.length !== 1 || unparen(args[0]!).type !== "TSStringKeyword") {
        rd.report("marker-misuse", rd.loc(node), "Opaque takes exactly `string`: Opaque<string>");
        return null;
      }
      return { kind: "opaque", ...base };
    }
    if (marker === "Union" || marker === "OpenUnion") return readUnion(rd, base, node, marker === "OpenUnion", []);
    if (marker === "OpenEnum") {
      if (args.length !== 1) {
        rd.report(
          "marker-misuse",
          rd.loc(node),
          'OpenEnum takes one argument, a union of string literals: OpenEnum<"a" | "b">',
        );
        return null;
      }
      const values = enumValues(rd, args[0]!);
      return values ? { kind: "enum", ...base, values, open: true } : null;
    }
    if (marker === "Unit") {
      rd.report("marker-misuse", rd.loc(node), "Unit is the payload of a variant; it cannot be a named type");
      return null;
    }
  }
  if (isIntersectionType(node)) {
    // `Union<...> & { fields }`: fields that every variant carries beside its tag.
    const parts = node.types.map(unparen);
    const u = parts.find((p) => isTypeReference(p) && ["Union", "OpenUnion"].includes(rd.text(p.typeName)));
    const lit = parts.find((p) => isTypeLiteral(p));
    if (parts.length !== 2 || !u || !lit || !isTypeReference(u) || !isTypeLiteral(lit)) {
      rd.report(
        "unsupported-syntax",
        rd.loc(node),
        "an intersection declares a union's shared fields: Union<...> & { field: T }",
      );
      return null;
    }
    const fields: Field[] = [];
    for (const m of lit.members) {
      if (!isPropertySignature(m)) {
        rd.report("unsupported-syntax", rd.loc(m), "shared fields are properties: `name: Type`");
        continue;
      }
      const f = readField(rd, m);
      if (f) fields.push(f);
    }
    return readUnion(rd, base, u, rd.text(u.typeName) === "OpenUnion", fields);
  }
  if (isStringLiteralType(node) || (isUnionType(node) && node.types.every(isStringLiteralType))) {
    const values = enumValues(rd, node);
    return values ? { kind: "enum", ...base, values, open: false } : null;
  }
  if (isUnionType(node) && !(node.types.length === 2 && node.types.some(isNullLiteral))) {
    const members: UntaggedMember[] = [];
    for (const [i, t] of node.types.entries()) {
      const u = unparen(t);
      const ref = isTypeReference(u) ? rd.text(u.typeName) : null;
      if (ref !== null && MARKERS.has(ref) && INT_ALIASES[ref] === undefined && !["Json", "JsonObject"].includes(ref)) {
        rd.report("marker-misuse", rd.loc(t), `${ref} cannot be a member of an untagged union`);
        return null;
      }
      const type: TypeExpr | null = isNullLiteral(t) ? { kind: "null", loc: rd.loc(t) } : typeExpr(rd, t);
      if (!type) return null;
      const name = memberName(type);
      if (members.some((m) => m.name === name)) {
        rd.report(
          "duplicate-tag",
          rd.loc(t),
          `two members of '${base.version}.${base.name}' are both named '${name}'; an untagged union takes each type once`,
        );
        return null;
      }
      const from = i === 0 ? fullStartOf(rd.tree, node) : node.types[i - 1]!.end;
      members.push({ name, type, doc: memberDoc(rd, t, from), loc: rd.loc(t) });
    }
    return { kind: "untagged", ...base, members };
  }
  const target = typeExpr(rd, node);
  return target ? { kind: "alias", ...base, target } : null;
}

function enumValues(rd: Reader, node: TypeNode): EnumValue[] | null {
  const n = unparen(node);
  const members = isUnionType(n) ? n.types : [n];
  const values: EnumValue[] = [];
  for (const [i, m] of members.entries()) {
    const u = unparen(m);
    if (!isStringLiteralType(u)) {
      rd.report("marker-misuse", rd.loc(m), `enum values must be string literals, not '${truncate(rd.text(m))}'`);
      return null;
    }
    const text = stringLiteralValue(u);
    if (values.some((v) => v.value === text)) {
      rd.report("duplicate-tag", rd.loc(m), `the enum value '${text}' appears twice`);
      continue;
    }
    const from = i === 0 ? fullStartOf(rd.tree, n) : members[i - 1]!.end;
    values.push({ value: text, doc: memberDoc(rd, m, from), loc: rd.loc(m) });
  }
  return values;
}

function readUnion(
  rd: Reader,
  base: { name: string; version: string; doc: Doc; loc: Loc },
  node: TypeReference,
  open: boolean,
  fields: readonly Field[],
): Decl | null {
  const marker = open ? "OpenUnion" : "Union";
  const args = typeArgs(node);
  const tagNode = args[0] ? unparen(args[0]) : undefined;
  const body = args[1] ? unparen(args[1]) : undefined;
  if (args.length !== 2 || !tagNode || !isStringLiteralType(tagNode) || !body || !isTypeLiteral(body)) {
    rd.report(
      "marker-misuse",
      rd.loc(node),
      `${marker} takes a tag name and an object of variants: ${marker}<"type", { a: A; b: B }>`,
    );
    return null;
  }
  const tagField = stringLiteralValue(tagNode);
  const variants: Variant[] = [];
  for (const m of body.members) {
    if (!isPropertySignature(m)) {
      rd.report("unsupported-syntax", rd.loc(m), "a union's variants are properties: `tag_value: PayloadType`");
      continue;
    }
    const tag = propName(rd, m);
    if (tag === null) continue;
    const loc = rd.loc(m.key);
    if (m.optional) rd.report("marker-misuse", loc, `variant '${tag}' cannot be optional`);
    const t = typeOf(m);
    const tn = t ? unparen(t) : undefined;
    let payload: string | null;
    if (tn && isTypeReference(tn) && typeArgs(tn).length === 0 && !MARKERS.has(rd.text(tn.typeName))) {
      payload = rd.text(tn.typeName);
    } else if (tn && isTypeReference(tn) && rd.text(tn.typeName) === "Unit") {
      payload = null;
    } else {
      rd.report(
        "marker-misuse",
        t ? rd.loc(t) : loc,
        `variant '${tag}' must name an interface, or be Unit when it has no fields`,
      );
      continue;
    }
    if (variants.some((v) => v.tag === tag)) {
      rd.report("duplicate-tag", loc, `two variants of '${base.version}.${base.name}' use the tag '${tag}'`);
      continue;
    }
    variants.push({ tag, payload, doc: readDoc(rd, m), loc });
  }
  return { kind: "union", ...base, tagField, variants, open, fields };
}

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
