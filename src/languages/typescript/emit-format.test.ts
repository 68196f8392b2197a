import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { PRETTIER_OPTIONS } from "../../format/format.js";
import { compile } from "../../pipeline.js";
import { typescriptPlugin } from "./plugin.js";

/**
 * The TypeScript plugin's format hook runs prettier only on the statements (or class members) of the emitted
 * behaviour modules that need it. What it writes must be what prettier writes for the whole module: prettier is
 * the oracle, on hand-made modules holding each shape the hook tells apart, and on the bundled spec's modules.
 */
const pretty = async (text: string): Promise<string> =>
  prettier.format(text, { ...PRETTIER_OPTIONS, parser: "typescript" });
const hook = async (path: string, content: string): Promise<string> => {
  const [out] = await typescriptPlugin.format!([{ path, content, format: "typescript" }]);
  return out!.content;
};

const longCall = `  f(${Array.from({ length: 14 }, (_, i) => `"argument${i}"`).join(", ")});`;
const cases: Record<string, string> = {
  "an import list written one name per line": `import {\n  a,\n  type B,\n} from "./x.js";\n\nexport const c = a;\n`,
  "a class whose members need prettier and whose others do not": [
    "/** Doc. */",
    "class Rules extends Base {",
    "  /** A short member. */",
    "  private one(x: number): number {",
    "    return x + 1;",
    "  }",
    "",
    "  /** A long line. */",
    "  private two(): void {",
    longCall,
    "  }",
    "",
    "  /** A parenthesized default and a list of lists. */",
    "  private three(o: Obj, i: Obj): void {",
    '    put(o, "k", (at(i, "k") ?? []));',
    '    put(o, "p", objectOf([["a", "b"], ["c", at(i, "c")]]));',
    "  }",
    "}",
    "",
  ].join("\n"),
  "a method whose long lines sit in a switch, its clauses and nested blocks": [
    "class Rules {",
    "  /**",
    "   * A doc comment over",
    "   * two lines.",
    "   */",
    "  private run(type: string, input: Obj): Json[] {",
    "    const out: Json[] = [];",
    "    switch (type) {",
    '      case "a":',
    '      case "b": {',
    "        for (const x of list(input)) {",
    "          // A comment before the long line.",
    `        ${longCall}`,
    "        }",
    "        break;",
    "      }",
    '      case "c":',
    `      ${longCall}`,
    "",
    '        put(o, "k", (at(i, "k") ?? []));',
    "        break;",
    "      default:",
    "        return out;",
    "    }",
    "    if (type) {",
    `    ${longCall}`,
    "    } else {",
    "      return [];",
    "    }",
    "    return out;",
    "  }",
    "}",
    "",
  ].join("\n"),
  "an abstract class whose member needs prettier": [
    "export abstract class Base {",
    "  abstract convert(type: string): Json[];",
    "",
    "  protected two(): void {",
    longCall,
    "  }",
    "}",
    "",
  ].join("\n"),
  "a function whose body prettier reads only whole (an object literal's lines)": [
    "export function f(): Obj {",
    "  return {",
    `    a: ${longCall.trim().replace(/;$/, "")},`,
    "  };",
    "}",
    "",
  ].join("\n"),
  "a statement with text prettier measures its own way": `export const wide = ["${"漢".repeat(70)}"];\n`,
  "statements that are prettier's layout already": `export function f(x: number): number {\n  return x * 2;\n}\n\nexport const y = f(2);\n`,
};

describe("the TypeScript format hook", () => {
  it.each(Object.entries(cases))("writes what prettier writes: %s", async (_, text) => {
    expect(await hook("convert.ts", text)).toBe(await pretty(text));
  });

  it("refuses a module prettier refuses, with no stray failure of a part it gave up on (unhandled, it would end the process)", async () => {
    const text = [
      "class Rules {",
      "  private run(type: string): void {",
      "    switch (type) {",
      '      case "a": {',
      `      ${longCall.replace(/;$/, ",")}`,
      "        break;",
      "      }",
      "      notALabel();",
      "    }",
      "  }",
      "}",
      "",
    ].join("\n");
    await expect(pretty(text)).rejects.toThrow();
    await expect(hook("convert.ts", text)).rejects.toThrow();
  });

  it("leaves files other than the emitted behaviour modules alone", async () => {
    const text = cases["an import list written one name per line"]!;
    expect(await hook("v1.ts", text)).toBe(text);
  });

  it("writes what prettier writes for the bundled spec's behaviour modules", async () => {
    const r = await compile({ targets: ["typescript"], missingDocs: "allow", cache: false });
    const emitted = r.files.filter((f) => /^typescript\/(convert|reducer|behaviour|lenient)\.ts$/.test(f.path));
    expect(emitted.length).toBeGreaterThan(0);
    for (const f of emitted) expect(f.content, f.path).toBe(await pretty(f.content));
  }, 120_000);

  // The behaviour fixtures hold shapes the bundled spec has not: a converter with no state, rules of other kinds.
  const FIXTURES = fileURLToPath(new URL("../../behaviour/fixtures/", import.meta.url));
  it.each(readdirSync(FIXTURES))(
    "writes what prettier writes for the behaviour modules of the fixture spec %s",
    async (name) => {
      const r = await compile({
        spec: join(FIXTURES, name),
        targets: ["typescript"],
        missingDocs: "allow",
        cache: false,
      });
      const emitted = r.files.filter((f) => /^typescript\/(convert|reducer|behaviour|lenient)\.ts$/.test(f.path));
      expect(emitted.length).toBeGreaterThan(0);
      for (const f of emitted) expect(f.content, `${name}: ${f.path}`).toBe(await pretty(f.content));
    },
    120_000,
  );
});
