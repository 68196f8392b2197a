import { describe, expect, it } from "vitest";
import { loadSources } from "./load.js";
import { hasJsDocTag, jsDocsOf, lastDocBefore, lineColOf, numericLiteralValue, parseSpecFile } from "./tree.js";
import type { InterfaceDeclaration, Node } from "./tree.js";

/** The 1-based line and column (UTF-16 units) of the first occurrence of `needle`, counted by hand. */
function where(text: string, needle: string, from = 0): { line: number; col: number } {
  const at = text.indexOf(needle, from);
  expect(at, needle).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, at).split(/\r\n|\r|\n|\u2028|\u2029/);
  return { line: before.length, col: before.at(-1)!.length + 1 };
}

const syntaxErrors = (rel: string, text: string) =>
  loadSources([{ rel, text }]).diagnostics.map((d) => ({ code: d.code, ...d.loc, message: d.message }));

describe("the spec's syntax tree (oxc-parser)", () => {
  it("locates a syntax error where oxc's span starts, in UTF-16 columns, lines split as the compiler splits them", () => {
    const text = 'export interface A {\r\n  /** ✓ 😀 */ x: "abc;\r\n}\r\n';
    const [e, ...rest] = syntaxErrors("v1/a.ts", text);
    expect(rest).toEqual([]);
    expect(e).toMatchObject({ code: "ACP001", file: "v1/a.ts", ...where(text, '"abc') });
    expect(e!.message).toMatch(/unterminated string/i);
  });

  it("locates an unexpected token at the token, and names it", () => {
    const text = "export interface A {\n  x: string;\n  ?? y;\n}\n";
    const [e] = syntaxErrors("v1/a.ts", text);
    expect(e).toMatchObject({ code: "ACP001", ...where(text, "??") });
    expect(e!.message).toContain("`??`");
  });

  it("locates a missing brace at the end of the file", () => {
    const text = "export interface A {\n  x: string;\n";
    const [e] = syntaxErrors("v1/a.ts", text);
    expect(e).toMatchObject({ code: "ACP001", ...lineColOf(parseSpecFile("a.ts", text), text.length) });
    expect(e!.message).toContain("}");
  });

  it("attaches doc comments as the compiler does: after a line break, or at the start of the file", () => {
    const text = [
      "/** file */",
      "/** a */ export interface A { /** same line */ x: string;",
      "  /** own line */ y: string; /** after y */",
      "  /**/ z: string;",
      "  q: string;\u2028 /** LS */ w: string; }",
    ].join("\n");
    const tree = parseSpecFile("a.ts", text);
    const docs = (n: Node): string[] => jsDocsOf(tree, n).map((c) => text.slice(c.start, c.end));
    const a = tree.statements[0] as InterfaceDeclaration;
    expect(docs(a)).toEqual(["/** file */", "/** a */"]);
    const [x, y, z, , w] = a.body.body;
    expect(docs(x!)).toEqual([]);
    expect(docs(y!)).toEqual(["/** own line */"]);
    // `/** after y */` follows y on its line; `/**/` is no doc comment.
    expect(docs(z!)).toEqual([]);
    // U+2028 ends a line for locations, but is white space to comment attachment.
    expect(docs(w!)).toEqual([]);
    expect(lineColOf(tree, w!.start)).toEqual(where(text, "w: string"));
  });

  it("finds a union member's comment: the last doc comment before it, with only white space and | between", () => {
    const text = 'type E =\n  /** a */\n  | "a"\n  /** b */ // not b\n  | "b"\n  | /** c */ "c";\n';
    const tree = parseSpecFile("a.ts", text);
    const doc = (member: string, from: number): string | null => {
      const c = lastDocBefore(tree, from, text.indexOf(member));
      return c && text.slice(c.start, c.end);
    };
    expect(doc('"a"', text.indexOf("=") + 1)).toBe("/** a */");
    expect(doc('"b"', text.indexOf('"a"') + 3)).toBeNull();
    expect(doc('"c"', text.indexOf('"b"') + 3)).toBe("/** c */");
  });

  it("finds a JSDoc tag where the compiler's JSDoc parser does", () => {
    expect(hasJsDocTag("/** @closed */", "closed")).toBe(true);
    expect(hasJsDocTag("/**\n * Text.\n * @closed\n */", "closed")).toBe(true);
    expect(hasJsDocTag("/** text @closed too */", "closed")).toBe(true);
    expect(hasJsDocTag("/** mail@closed.org */", "closed")).toBe(false);
    expect(hasJsDocTag("/** `@closed` in code */", "closed")).toBe(false);
    expect(hasJsDocTag("/** @closedness */", "closed")).toBe(false);
  });

  it("reads a numeric literal as the model always has: a float with a point, else a base-10 integer", () => {
    const values = (src: string): number[] => {
      const tree = parseSpecFile("a.ts", `const x = [${src}];`);
      const arr = (tree.statements[0] as unknown as { declarations: { init: { elements: Node[] } }[] }).declarations[0]!
        .init.elements;
      return arr.map((n) => numericLiteralValue(n as unknown as { raw: string; value: number }));
    };
    expect(values("1, 1.5, 1_000, 0x10, 1e3, 1.0, .5")).toEqual([1, 1.5, 1000, 16, 1000, 1, 0.5]);
  });
});
