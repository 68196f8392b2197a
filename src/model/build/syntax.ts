/**
 * Small questions about the spec's syntax nodes (see load/tree.ts), shared by the readers:
 * node kinds, parentheses, type arguments, `extends` clauses.
 */
import type {
  InterfaceDeclaration,
  InterfaceHeritage,
  LiteralType,
  Node,
  ParenthesizedType,
  PropertySignature,
  TypeLiteral,
  TypeNode,
  TypeReference,
  UnionType,
} from "../../load/tree.js";

export type { TypeNode } from "../../load/tree.js";
export { kindName } from "../../load/tree.js";

export const isTypeReference = (n: Node): n is TypeReference => n.type === "TSTypeReference";
export const isLiteralType = (n: Node): n is LiteralType => n.type === "TSLiteralType";
export const isUnionType = (n: Node): n is UnionType => n.type === "TSUnionType";
export const isIntersectionType = (n: Node): n is UnionType => n.type === "TSIntersectionType";
export const isTypeLiteral = (n: Node): n is TypeLiteral => n.type === "TSTypeLiteral";
export const isPropertySignature = (n: Node): n is PropertySignature => n.type === "TSPropertySignature";

/** A string literal (not a template): `"a"` or `'a'`. */
export function isStringLiteral(n: Node): n is Node & { readonly value: string } {
  return n.type === "Literal" && typeof (n as { value?: unknown }).value === "string";
}

export function unparen(n: TypeNode): TypeNode {
  let cur = n;
  while (cur.type === "TSParenthesizedType") cur = (cur as ParenthesizedType).typeAnnotation;
  return cur;
}

export function isNullLiteral(t: TypeNode): boolean {
  const u = unparen(t);
  return u.type === "TSNullKeyword" || (isLiteralType(u) && (u.literal as { raw?: unknown }).raw === "null");
}

export function isStringLiteralType(t: TypeNode): t is LiteralType {
  const u = unparen(t);
  return isLiteralType(u) && isStringLiteral(u.literal);
}

/** A string literal type's value (the type unwrapped of its parentheses). */
export function stringLiteralValue(t: TypeNode): string {
  return ((unparen(t) as LiteralType).literal as unknown as { value: string }).value;
}

export function typeArgs(n: TypeReference | InterfaceHeritage): readonly TypeNode[] {
  return n.typeArguments?.params ?? [];
}

/** The types an interface extends (its `extends` clause). */
export function extendsOf(stmt: InterfaceDeclaration): readonly InterfaceHeritage[] {
  return stmt.extends ?? [];
}

/** A property signature's type, if it has one. */
export function typeOf(m: PropertySignature): TypeNode | undefined {
  return m.typeAnnotation?.typeAnnotation ?? undefined;
}

export function truncate(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
