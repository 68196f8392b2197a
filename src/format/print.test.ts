import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { writeSyntheticSpec } from "../bench/synth.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { PRETTIER_OPTIONS } from "./format.js";
import { normalizeMarkdown, printJson, printTsLiteral, stringWidth } from "./print.js";

const PARSERS = { typescript: "typescript", markdown: "markdown", json: "json" } as const;

async function unchangedByPrettier(opts: Parameters<typeof compile>[0]): Promise<string[]> {
  const r = await compile({ missingDocs: "allow", ...opts, cache: false });
  expect(r.diagnostics).toEqual([]);
  const changed: string[] = [];
  const checked = r.files.filter((f) => f.format in PARSERS);
  expect(checked.length).toBeGreaterThan(0);
  for (const f of checked) {
    const out = await prettier.format(f.content, {
      ...PRETTIER_OPTIONS,
      parser: PARSERS[f.format as keyof typeof PARSERS],
      filepath: f.path,
    });
    if (out !== f.content) changed.push(f.path);
  }
  return changed;
}

describe("the built-in printers write what prettier writes", () => {
  it("prettier changes nothing in the output for the bundled spec (Markdown docs)", async () => {
    expect(await unchangedByPrettier({})).toEqual([]);
  }, 120_000);

  it("prettier changes nothing in the output for the bundled spec (MDX docs)", async () => {
    // The docs format changes the docs target's files only: the other targets' are the test above's.
    expect(await unchangedByPrettier({ docsFormat: "mdx", targets: ["docs"] })).toEqual([]);
  }, 120_000);

  it("prettier changes nothing in the output for a synthetic spec of 200 types", async () => {
    const spec = mkdtempSync(join(tmpdir(), "acp-print-"));
    writeSyntheticSpec(spec, 200, readFileSync(join(PACKAGE_ROOT, "spec", "vocabulary.ts"), "utf8"));
    expect(await unchangedByPrettier({ spec })).toEqual([]);
  }, 120_000);

  const jsonCases: unknown[] = [
    { a: [{ x: 1 }] },
    {
      a: [
        [1, 2],
        [3, 4],
      ],
    },
    { a: [[1], [2]] },
    { a: [1, { x: 1 }] },
    { a: ["x".repeat(60), "y".repeat(60)] },
    { a: {}, b: [], c: [{}] },
    { 'k"ey': "v\u2028" },
    { big: 1e21, small: 1e-7, plain: 2.5 },
  ];
  it.each(jsonCases)("printJson matches prettier: %j", async (v) => {
    const printed = `${printJson(v)}\n`;
    expect(await prettier.format(printed, { ...PRETTIER_OPTIONS, parser: "json" })).toBe(printed);
  });

  it.each([{ a: 'it\'s "quoted"' }, { "not-an-ident": { b: [1, 2] } }, { long: "z".repeat(130) }])(
    "printTsLiteral matches prettier: %j",
    async (v) => {
      const printed = `const x = ${printTsLiteral(v, "const x = ".length)};\n`;
      expect(await prettier.format(printed, { ...PRETTIER_OPTIONS, parser: "typescript" })).toBe(printed);
    },
  );

  it("aligns a table whose cells hold escaped pipes as prettier does", async () => {
    const md = [
      "| a | b |",
      "| --- | --- |",
      "| x \\| y | z |",
      "| a longer cell |  \\|q  |",
      "| \\| | last \\\\ |",
      "",
    ].join("\n");
    expect(normalizeMarkdown(md)).toBe(await prettier.format(md, { ...PRETTIER_OPTIONS, parser: "markdown" }));
  });

  it("measures display width as prettier does", () => {
    expect(stringWidth("abc")).toBe(3);
    expect(stringWidth("日本")).toBe(4);
    expect(stringWidth("e\u0301")).toBe(1);
  });
});
