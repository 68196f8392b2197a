import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSources } from "../load/load.js";
import { PACKAGE_ROOT } from "../pipeline.js";
import { runTsc } from "../testing/generated.js";
import { buildModel, parseJsDoc } from "./build.js";
import type { Decl } from "./types.js";

function build(text: string): { decls: readonly Decl[]; messages: string[] } {
  const loaded = loadSources([{ rel: "v1/a.ts", text }]);
  const r = buildModel(loaded.files);
  return {
    decls: r.model.versions[0]?.decls ?? [],
    messages: [...loaded.diagnostics, ...r.diagnostics].map((d) => d.message),
  };
}

const IMPORT =
  'import type { Patch, OpenUnion, Union, OpenEnum, Opaque, Unit, Integer, JsonObject } from "../vocabulary.js";\n';

describe("model: one transform per vocabulary construct", () => {
  const cases: [string, string, object][] = [
    [
      "interface -> open object with fields in order",
      "export interface A { b: string; a?: number }",
      {
        kind: "object",
        open: true,
        fields: [
          { name: "b", optional: false, patch: false, type: { kind: "string" } },
          { name: "a", optional: true, patch: false, type: { kind: "number" } },
        ],
      },
    ],
    ["@closed -> closed object", "/** @closed */\nexport interface A { b: string }", { kind: "object", open: false }],
    [
      "Patch<T> on an optional field -> patch",
      "export interface A { c?: Patch<string[]> }",
      { fields: [{ name: "c", optional: true, patch: true, type: { kind: "array", items: { kind: "string" } } }] },
    ],
    [
      "T | null -> nullable",
      "export interface A { c?: string | null }",
      { fields: [{ type: { kind: "nullable", inner: { kind: "string" } } }] },
    ],
    [
      "Integer and JsonObject markers",
      "export interface A { n: Integer; m: JsonObject }",
      { fields: [{ type: { kind: "integer" } }, { type: { kind: "json-object" } }] },
    ],
    [
      "string literal field -> literal",
      'export interface A { type: "http" }',
      { fields: [{ type: { kind: "literal", value: "http" } }] },
    ],
    [
      "OpenUnion -> open tagged union",
      'export interface P { x: string }\nexport type U = OpenUnion<"kind", { a: P; b: Unit }>',
      {
        kind: "union",
        open: true,
        tagField: "kind",
        variants: [
          { tag: "a", payload: "P" },
          { tag: "b", payload: null },
        ],
      },
    ],
    [
      "Union -> closed tagged union",
      'export interface P { x: string }\nexport type U = Union<"kind", { a: P }>',
      { kind: "union", open: false },
    ],
    [
      "string literal union -> closed enum",
      'export type E = "x" | "y"',
      { kind: "enum", open: false, values: [{ value: "x" }, { value: "y" }] },
    ],
    ["OpenEnum -> open enum", 'export type E = OpenEnum<"x">', { kind: "enum", open: true }],
    ["Opaque<string> -> opaque id", "export type Id = Opaque<string>", { kind: "opaque" }],
    [
      "union of names -> untagged union",
      "export interface P { x: string }\nexport interface Q { y: string }\nexport type U = P | Q",
      { kind: "untagged", members: [{ name: "P" }, { name: "Q" }] },
    ],
    [
      "extends -> own fields, then inherited",
      "export interface B { z?: string; y: string }\nexport interface A extends B { x: string; y: string }",
      { name: "A", fields: [{ name: "x" }, { name: "y" }, { name: "z" }] },
    ],
  ];
  it.each(cases)("%s", (_label, body, want) => {
    const { decls, messages } = build(IMPORT + body);
    expect(messages).toEqual([]);
    const name = (want as { name?: string }).name;
    const d = name ? decls.find((x) => x.name === name) : decls.find((x) => !["P", "Q", "B"].includes(x.name));
    expect(d).toMatchObject(want);
  });

  it("keeps doc text, @example JSON (even with @@ hunks), @unstable and @departure", () => {
    const { decls } = build(
      '/**\n * Line one\n * continues.\n *\n * Second paragraph.\n * @example { "text": "@@ -1 +1 @@" }\n * @unstable not_merged\n * @departure renamed\n */\nexport interface A { text: string }',
    );
    expect(decls[0]!.doc).toMatchObject({
      text: "Line one continues.\n\nSecond paragraph.",
      examples: [{ value: { text: "@@ -1 +1 @@" }, loc: { file: "v1/a.ts", line: 6, col: 4 } }],
      unstable: { feature: "not_merged", reason: "" },
      departure: "renamed",
    });
  });

  it("reads the doc comment right before each enum value, in a plain union and in OpenEnum", () => {
    const text = [
      "/** The enum. */",
      "export type E =",
      "  /** First value. */",
      '  | "a"',
      "  /**",
      "   * Second value,",
      "   * on two lines.",
      '   * @example "b"',
      "   */",
      '  | "b"',
      '  | "c";',
      "export type O = OpenEnum<",
      "  /** Open one. */",
      '  | "x"',
      '  | /** Inline. */ "y"',
      ">;",
    ].join("\n");
    const { decls, messages } = build(IMPORT + text);
    expect(messages).toEqual([]);
    const values = (name: string) => (decls.find((d) => d.name === name) as Extract<Decl, { kind: "enum" }>).values;
    const e = values("E");
    expect(e.map((v) => v.doc.text)).toEqual(["First value.", "Second value, on two lines.", ""]);
    expect(e[1]!.doc.examples.map((x) => x.value)).toEqual(["b"]);
    // The @example keeps its own line in the file (the import is line 1).
    expect(e[1]!.doc.examples[0]!.loc.line).toBe(9);
    expect(values("O").map((v) => v.doc.text)).toEqual(["Open one.", "Inline."]);
    expect(decls.find((d) => d.name === "E")!.doc.text).toBe("The enum.");
  });

  it("gives a value no doc from a comment that is not right before it", () => {
    const text = [
      "/** The type's own doc. */",
      'export type E = "a" /** after a, before a line comment */ // note',
      '  | "b"',
      '  | /** a plain block follows */ /* plain */ "c"',
      '  | "d" /** trailing, at the end */;',
      "export interface P { x: string }",
      "export type U =",
      "  /** A P. */",
      "  | P",
      "  | string;",
    ].join("\n");
    const { decls, messages } = build(IMPORT + text);
    expect(messages).toEqual([]);
    const e = decls.find((d) => d.name === "E") as Extract<Decl, { kind: "enum" }>;
    expect(e.values.map((v) => [v.value, v.doc.text])).toEqual([
      ["a", ""],
      ["b", ""],
      ["c", ""],
      ["d", ""],
    ]);
    const u = decls.find((d) => d.name === "U") as Extract<Decl, { kind: "untagged" }>;
    expect(u.members.map((m) => [m.name, m.doc.text])).toEqual([
      ["P", "A P."],
      ["String", ""],
    ]);
  });

  it("parseJsDoc starts tags only at line starts", () => {
    expect(parseJsDoc("/** a @b c\n * @example x @y\n */").tags.map((t) => [t.name, t.text])).toEqual([
      ["example", "x @y"],
    ]);
  });

  it("carries file:line:col on every declaration and field", () => {
    const { decls } = build("export interface A {\n  b: string;\n}");
    const a = decls[0] as Extract<Decl, { kind: "object" }>;
    expect(a.loc).toEqual({ file: "v1/a.ts", line: 1, col: 18 });
    expect(a.fields[0]!.loc).toEqual({ file: "v1/a.ts", line: 2, col: 3 });
  });
});

describe("the bundled spec", () => {
  it("type-checks as TypeScript, so authors get editor errors", () => {
    const r = runTsc(["-p", join(PACKAGE_ROOT, "spec", "tsconfig.json")]);
    expect(r.output).toBe("");
    expect(r.status).toBe(0);
  }, 60_000);
});
