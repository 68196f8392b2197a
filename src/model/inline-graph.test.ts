import { describe, expect, it } from "vitest";
import { cyclicComponents, edgesOnCycles, inlineEdges } from "./inline-graph.js";
import { boxedFields } from "../languages/rust/view.js";
import type { Decl, Field, TypeExpr } from "./types.js";

const loc = { file: "v1/a.ts", line: 1, col: 1 };
const doc = { text: "", examples: [] };
const ref = (name: string): TypeExpr => ({ kind: "ref", name, loc });
const nullable = (inner: TypeExpr): TypeExpr => ({ kind: "nullable", inner, loc });
const field = (name: string, type: TypeExpr, optional = false): Field => ({
  name,
  type,
  optional,
  patch: false,
  doc,
  loc,
});
const object = (name: string, fields: Field[]): Decl => ({
  kind: "object",
  name,
  version: "v1",
  fields,
  open: true,
  doc,
  loc,
});

describe("cycles of types held in place", () => {
  it("finds the components that hold a cycle, and only those", () => {
    const edges = [
      { from: "a", to: "b" },
      { from: "b", to: "a" },
      { from: "c", to: "c" },
      { from: "d", to: "a" },
    ];
    const comps = cyclicComponents(["a", "b", "c", "d", "e"], edges).map((c) => [...c].sort());
    expect(comps.sort()).toEqual([["a", "b"], ["c"]]);
    expect(edgesOnCycles(["a", "b", "c", "d", "e"], edges)).toEqual(edges.slice(0, 3));
  });

  it("a long chain does not overflow the stack", () => {
    const n = 100_000;
    const nodes = Array.from({ length: n }, (_, i) => `t${i}`);
    const edges = nodes.map((x, i) => ({ from: x, to: nodes[(i + 1) % n]! }));
    expect(cyclicComponents(nodes, edges).map((c) => c.size)).toEqual([n]);
  });

  it("a list or map breaks the chain; a nullable or optional field does not", () => {
    const decls = [
      object("Node", [
        field("next", nullable(ref("Node")), true),
        field("kids", { kind: "array", items: ref("Node"), loc }),
        field("byName", { kind: "map", values: ref("Node"), loc }, true),
      ]),
    ];
    expect(inlineEdges(decls).map((e) => e.field?.name)).toEqual(["next"]);
  });

  it("Rust boxes the optional links of a cycle, and a required one only where no optional one breaks it", () => {
    const decls = [
      object("A", [field("b", ref("B"))]),
      object("B", [field("a", ref("A"), true), field("c", ref("C"))]),
      object("C", [field("c", ref("C"), true)]),
      object("D", [field("a", ref("A"))]),
      object("E", [field("f", ref("F"))]),
      object("F", [field("e", ref("E"))]),
    ];
    expect([...boxedFields(decls)].sort()).toEqual(["B\u0000a", "C\u0000c", "E\u0000f", "F\u0000e"]);
  });
});
