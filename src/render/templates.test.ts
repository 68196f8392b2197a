import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { precompiledModule, shippedTemplateDirs } from "./precompile.js";
import { compileTemplates, templateKey, type Precompiled } from "./templates.js";

const temp = mkdtempSync(join(tmpdir(), "acp-codegen-templates-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Writes templates as <root>/<target>/<name>.hbs and imports the precompiled module the build would write for them. */
async function precompile(root: string, target: string, templates: Record<string, string>): Promise<Precompiled> {
  mkdirSync(join(root, target), { recursive: true });
  for (const [name, text] of Object.entries(templates)) writeFileSync(join(root, target, `${name}.hbs`), text);
  const file = join(root, "precompiled.cjs");
  writeFileSync(file, precompiledModule([join(root, target)]));
  return ((await import(pathToFileURL(file).href)) as { default: Precompiled }).default;
}

// given: a template and a view; want: the rendered text, or the error's message.
const CASES: readonly { name: string; text: string; view: object; want: string | RegExp }[] = [
  { name: "field", text: "a {{x}} b\n", view: { x: "<&>" }, want: "a <&> b\n" },
  { name: "each", text: "{{#each xs}}{{this}},{{/each}}", view: { xs: [1, 2, 3] }, want: "1,2,3," },
  { name: "if", text: "{{#if on}}yes{{else}}no{{/if}}", view: { on: false }, want: "no" },
  { name: "with", text: "{{#with inner}}{{y}}{{/with}}", view: { inner: { y: "deep" } }, want: "deep" },
  { name: "strict", text: "line\n  {{missing}}", view: {}, want: /"missing" not defined .* - 2:4$/ },
];

describe("precompiled templates", () => {
  it("render the same bytes, and fail with the same located message, as templates compiled at run time", async () => {
    const table = await precompile(join(temp, "cases"), "t", Object.fromEntries(CASES.map((c) => [c.name, c.text])));
    const sources = new Map(CASES.map((c) => [c.name, c.text]));
    const pre = compileTemplates(sources, "t", table);
    const fresh = compileTemplates(sources, "t", {});
    for (const c of CASES) {
      const outcome = (set: typeof pre): string => {
        try {
          return set.render(c.name, c.view);
        } catch (e) {
          return `error: ${(e as Error).message}`;
        }
      };
      const got = outcome(pre);
      expect(got, c.name).toBe(outcome(fresh));
      if (typeof c.want === "string") expect(got, c.name).toBe(c.want);
      else expect(got.replace(/^error: /, ""), c.name).toMatch(c.want);
    }
  });

  it("are used only for the exact text they were compiled from", async () => {
    const table = await precompile(join(temp, "exact"), "t", { a: "precompiled {{x}}" });
    // The table's entry is keyed by its text: a template with that text runs it, any other text is compiled.
    const spec = table[templateKey("precompiled {{x}}")]!;
    const swapped = compileTemplates(new Map([["a", "changed {{x}}"]]), "t", { [templateKey("changed {{x}}")]: spec });
    expect(swapped.render("a", { x: 1 })).toBe("precompiled 1");
    expect(compileTemplates(new Map([["a", "changed {{x}}"]]), "t", table).render("a", { x: 1 })).toBe("changed 1");
  });

  it("cover every shipped template, each loading as a Handlebars template", async () => {
    const dirs = shippedTemplateDirs(PACKAGE_ROOT);
    const table = await (async () => {
      const file = join(temp, "shipped.cjs");
      writeFileSync(file, precompiledModule(dirs));
      return ((await import(pathToFileURL(file).href)) as { default: Precompiled }).default;
    })();
    const texts = dirs.flatMap((d) =>
      readdirSync(d)
        .filter((f) => f.endsWith(".hbs"))
        .map((f) => readFileSync(join(d, f), "utf8")),
    );
    expect(Object.keys(table).sort()).toEqual([...new Set(texts.map(templateKey))].sort());
    for (const [i, text] of texts.entries())
      expect(() => compileTemplates(new Map([[`t${i}`, text]]), "shipped", table), text.slice(0, 40)).not.toThrow();
  });
});
