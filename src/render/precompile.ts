import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { COMPILE_OPTIONS, templateKey } from "./templates.js";

/**
 * The shipped templates, precompiled by Handlebars with the options every
 * template runs with, as the text of a CommonJS module: `module.exports` maps the
 * SHA-256 of each template's text to its compiled form. The build writes it
 * to dist/render/templates.precompiled.cjs (from each folder of templates given); templates.ts uses an entry only
 * when a template's text is exactly the one precompiled.
 */
export function precompiledModule(templateDirs: readonly string[]): string {
  const hb = createRequire(import.meta.url)("handlebars") as typeof import("handlebars");
  const entries = new Map<string, string>();
  for (const dir of templateDirs) {
    for (const f of readdirSync(dir).sort()) {
      if (!f.endsWith(".hbs")) continue;
      const text = readFileSync(join(dir, f), "utf8");
      // precompile returns JavaScript source (its declared type is the object that source evaluates to).
      entries.set(templateKey(text), hb.precompile(text, COMPILE_OPTIONS) as unknown as string);
    }
  }
  const body = [...entries].map(([key, spec]) => `  ${JSON.stringify(key)}: ${spec},\n`).join("");
  return `// Written by acp-codegen's build from templates/ (src/render/precompile.ts). Do not edit.\nmodule.exports = {\n${body}};\n`;
}

/**
 * The folders of the shipped templates under the package root: `templates/<target>/`
 * of the targets that are not languages, and `src/languages/<name>/templates/` of each language.
 */
export function shippedTemplateDirs(packageRoot: string): string[] {
  const list = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).sort() : []);
  return [
    ...list(join(packageRoot, "templates")).map((t) => join(packageRoot, "templates", t)),
    ...list(join(packageRoot, "src", "languages"))
      .map((l) => join(packageRoot, "src", "languages", l, "templates"))
      .filter((d) => existsSync(d)),
  ];
}
