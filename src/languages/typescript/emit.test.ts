import { describe, expect, it } from "vitest";
import { emitJavaScript } from "./emit.js";
import type { GeneratedFile } from "../../render/target.js";

const ts = (path: string, content: string): GeneratedFile => ({ path, content, format: "typescript" });

describe("emitJavaScript", () => {
  const out = emitJavaScript([
    ts(
      "a.ts",
      'import type { B } from "./b.js";\nimport { make } from "./b.js";\n/** Doc kept. */\nexport const a: B = make(1 as number);\nexport function twice(x: number): number {\n  return x * 2;\n}\n',
    ),
    ts("b.ts", "export interface B { readonly n: number }\nexport function make(n: number): B {\n  return { n };\n}\n"),
    ts("conformance/harness.ts", "export const skipped: number = 1;\n"),
  ]);
  const file = (p: string): string => out.find((f) => f.path === p)?.content ?? "";

  it("writes lib/<name>.js and lib/<name>.d.ts for each top-level module, sorted, and skips sub-folders", () => {
    expect(out.map((f) => f.path)).toEqual(["lib/a.d.ts", "lib/a.js", "lib/b.d.ts", "lib/b.js"]);
    expect(out.every((f) => f.format === "verbatim")).toBe(true);
  });

  it("strips types and type-only imports from the JavaScript, and keeps value imports as written", () => {
    expect(file("lib/a.js")).not.toMatch(/import type|: B|as number|: number/);
    expect(file("lib/a.js")).toMatch(/import \{ make \} from "\.\/b\.js"/);
    expect(file("lib/b.js")).not.toMatch(/interface/);
  });

  it("keeps signatures and docs in the declarations, and drops bodies", () => {
    expect(file("lib/a.d.ts")).toMatch(/Doc kept\./);
    expect(file("lib/a.d.ts")).toMatch(/export declare const a: B;/);
    expect(file("lib/a.d.ts")).toMatch(/export declare function twice\(x: number\): number;/);
    expect(file("lib/a.d.ts")).not.toMatch(/return/);
  });

  it("gives the same bytes for the same sources", () => {
    const again = emitJavaScript([
      ts(
        "b.ts",
        "export interface B { readonly n: number }\nexport function make(n: number): B {\n  return { n };\n}\n",
      ),
    ]);
    expect(again.find((f) => f.path === "lib/b.js")?.content).toBe(file("lib/b.js"));
  });

  it("names the file when a module needs type inference for its declarations", () => {
    expect(() => emitJavaScript([ts("bad.ts", "export const x = [1].map((n) => n * 2);\n")])).toThrow(
      /bad\.ts did not compile/,
    );
  });
});
