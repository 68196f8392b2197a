/**
 * Spec data: object, array and scalar literals read as located data (never
 * evaluated), and their JSON values. The reducer, conversions and upstream
 * readers read their literals through it.
 */
import type {
  ArrayExpression,
  Literal,
  Node,
  ObjectExpression,
  Property,
  TemplateLiteral,
  UnaryExpression,
  WrappedExpression,
} from "../../load/tree.js";
import { numericLiteralValue as numericValue, skipTrivia } from "../../load/tree.js";
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

const isNumeric = (n: Node): n is Literal => n.type === "Literal" && typeof (n as Literal).value === "number";

/** A string literal's or a template without substitutions' value, else null. */
function stringValue(n: Node): string | null {
  if (n.type === "Literal" && typeof (n as Literal).value === "string") return (n as Literal).value as string;
  if (n.type === "TemplateLiteral" && (n as TemplateLiteral).expressions.length === 0)
    return (n as TemplateLiteral).quasis[0]?.value.cooked ?? null;
  return null;
}

/** Reads a literal expression as data, without evaluating anything. */
export function readData(rd: Reader, node: Node): DataNode | null {
  let n = node;
  while (n.type === "TSAsExpression" || n.type === "TSSatisfiesExpression" || n.type === "ParenthesizedExpression")
    n = (n as WrappedExpression).expression;
  const loc = rd.loc(n);
  const str = stringValue(n);
  if (str !== null) return { kind: "string", value: str, loc };
  if (isNumeric(n)) return { kind: "number", value: numericValue(n), loc };
  if (n.type === "UnaryExpression") {
    const u = n as UnaryExpression;
    if (u.operator === "-" && isNumeric(u.argument)) return { kind: "number", value: -numericValue(u.argument), loc };
  }
  if (n.type === "Literal") {
    const raw = (n as Literal).raw;
    if (raw === "null") return { kind: "null", loc };
    if (raw === "true") return { kind: "boolean", value: true, loc };
    if (raw === "false") return { kind: "boolean", value: false, loc };
  }
  if (n.type === "ArrayExpression") {
    const items: DataNode[] = [];
    // Where the last element (or hole) ended: a hole is located at the comma after it, as the compiler places one.
    let cursor = n.start + 1;
    for (const [i, el] of (n as ArrayExpression).elements.entries()) {
      if (el === null) {
        let p = skipTrivia(rd.tree, cursor);
        if (i > 0) p = skipTrivia(rd.tree, p + 1);
        cursor = p;
        rd.report("unsupported-syntax", rd.loc({ start: p }), "'' is not a literal; spec data is never evaluated");
        continue;
      }
      cursor = el.end;
      const d = readData(rd, el);
      if (d) items.push(d);
    }
    return { kind: "array", items, loc };
  }
  if (n.type === "ObjectExpression") {
    const entries = new Map<string, DataNode>();
    for (const q of (n as ObjectExpression).properties) {
      const p = q as Property;
      if (p.type !== "Property" || p.kind !== "init" || p.method || p.shorthand) {
        rd.report("unsupported-syntax", rd.loc(p), "only `key: literal` entries are read in spec data");
        continue;
      }
      const nameNode = p.key;
      const key = p.computed
        ? `[${rd.text(nameNode)}]`
        : nameNode.type === "Literal" && typeof (nameNode as Literal).value === "string"
          ? ((nameNode as Literal).value as string)
          : rd.text(nameNode);
      const d = readData(rd, p.value);
      if (d) entries.set(key, d);
    }
    return { kind: "object", entries, loc };
  }
  rd.report("unsupported-syntax", loc, `'${truncate(rd.text(n))}' is not a literal; spec data is never evaluated`);
  return null;
}
