/**
 * Spec data: object, array and scalar literals read as located data (never
 * evaluated), and their JSON values. The reducer, conversions and upstream
 * readers read their literals through it.
 */
import type { ts as T } from "ts-morph";
import { ts } from "../../load/ts-morph.js";
import type { Loc } from "../../diagnostics/diagnostic.js";
import type { JsonValue } from "../types.js";
import type { Reader } from "./reader.js";
import { truncate } from "./syntax.js";

export type DataNode =
  | { kind: "string"; value: string; loc: Loc }
  | { kind: "number"; value: number; loc: Loc }
  | { kind: "null"; loc: Loc }
  | { kind: "boolean"; value: boolean; loc: Loc }
  | { kind: "array"; items: DataNode[]; loc: Loc }
  | { kind: "object"; entries: Map<string, DataNode>; loc: Loc };

/** The JSON value of a data node. */
export function toJson(d: DataNode): JsonValue {
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
      for (const [k, v] of d.entries)
        Object.defineProperty(o, k, { value: toJson(v), enumerable: true, writable: true, configurable: true });
      return o;
    }
  }
}

/** A numeric literal's value, read as ts-morph reads it (a float when it has a point, else a base-10 integer). */
function numericValue(n: T.NumericLiteral): number {
  return n.text.includes(".") ? parseFloat(n.text) : parseInt(n.text, 10);
}

/** Reads a literal expression as data, without evaluating anything. */
export function readData(rd: Reader, node: T.Expression): DataNode | null {
  let n = node;
  while (ts.isAsExpression(n) || ts.isSatisfiesExpression(n) || ts.isParenthesizedExpression(n)) n = n.expression;
  const loc = rd.loc(n);
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
      const d = readData(rd, el);
      if (d) items.push(d);
    }
    return { kind: "array", items, loc };
  }
  if (ts.isObjectLiteralExpression(n)) {
    const entries = new Map<string, DataNode>();
    for (const p of n.properties) {
      if (!ts.isPropertyAssignment(p)) {
        rd.report("unsupported-syntax", rd.loc(p), "only `key: literal` entries are read in spec data");
        continue;
      }
      const nameNode = p.name;
      const key = ts.isStringLiteral(nameNode) ? nameNode.text : rd.text(nameNode);
      const d = readData(rd, p.initializer);
      if (d) entries.set(key, d);
    }
    return { kind: "object", entries, loc };
  }
  rd.report("unsupported-syntax", loc, `'${truncate(rd.text(n))}' is not a literal; spec data is never evaluated`);
  return null;
}
