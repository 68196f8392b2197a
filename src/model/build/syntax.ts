/**
 * Small questions about the compiler's syntax nodes, shared by the readers:
 * kind names, parentheses, type arguments, `extends` clauses, attached JSDoc.
 */
import type { ts as T } from "ts-morph";
import { ts } from "../../load/ts-morph.js";

/**
 * The model reads the compiler's own syntax tree (each file's `compilerNode`),
 * not ts-morph's wrappers of it: wrapping every node the model visits was most
 * of the model stage on a large spec, and kept the wrappers alive until then.
 */
export type TypeNode = T.TypeNode;

/** The name of a syntax kind, as ts-morph's getKindName gives it (the first name of a kind with several). */
const KIND_NAMES = new Map<number, string>();
for (const [name, value] of Object.entries(ts.SyntaxKind))
  if (typeof value === "number" && !KIND_NAMES.has(value)) KIND_NAMES.set(value, name);
export function kindName(n: T.Node): string {
  return KIND_NAMES.get(n.kind) ?? String(n.kind);
}

export function unparen(n: TypeNode): TypeNode {
  let cur = n;
  while (ts.isParenthesizedTypeNode(cur)) cur = cur.type;
  return cur;
}

export function isNullLiteral(t: TypeNode): boolean {
  const u = unparen(t);
  return ts.isLiteralTypeNode(u) && u.literal.kind === ts.SyntaxKind.NullKeyword;
}

export function isStringLiteralType(t: TypeNode): boolean {
  const u = unparen(t);
  return ts.isLiteralTypeNode(u) && ts.isStringLiteral(u.literal);
}

export function typeArgs(n: T.TypeReferenceNode): readonly TypeNode[] {
  return n.typeArguments ?? [];
}

/** The types an interface extends (its `extends` clause). */
export function extendsOf(stmt: T.InterfaceDeclaration): readonly T.ExpressionWithTypeArguments[] {
  return (stmt.heritageClauses ?? []).filter((h) => h.token === ts.SyntaxKind.ExtendsKeyword).flatMap((h) => h.types);
}

/** The JSDoc comments attached to a node (the parser keeps them on the node). */
export function jsDocsOf(node: T.Node): readonly T.JSDoc[] {
  return (node as { jsDoc?: readonly T.JSDoc[] }).jsDoc ?? [];
}

export function truncate(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
