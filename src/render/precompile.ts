import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { COMPILE_OPTIONS, templateKey } from "./templates.js";

/**
 * The shipped templates, precompiled by Handlebars with the options every
 * template runs with, as the text of an ES module: `export default` maps the
 * SHA-256 of each template's text to its compiled form. The build writes it
 * to dist/render/templates.precompiled.js; templates.ts uses an entry only
 * when a template's text is exactly the one precompiled.
 */
export function precompiledModule(templatesRoot: string, moreDirs: readonly string[] = []): string {
  const hb = createRequire(import.meta.url)("handlebars") as typeof import("handlebars");
  const entries = new Map<string, string>();
  // Each target's folder under the root, then folders of templates that live beside a language's code.
  const dirs = [...readdirSync(templatesRoot).sort().map((target) => join(templatesRoot, target)), ...moreDirs];
  for (const dir of dirs) {
    for (const f of readdirSync(dir).sort()) {
      if (!f.endsWith(".hbs")) continue;
      const text = readFileSync(join(dir, f), "utf8");
      // precompile returns JavaScript source (its declared type is the object that source evaluates to).
      entries.set(templateKey(text), hb.precompile(text, COMPILE_OPTIONS) as unknown as string);
    }
  }
  const body = [...entries].map(([key, spec]) => `  ${JSON.stringify(key)}: ${spec},\n`).join("");
  return `// Written by acp-codegen's build from templates/ (src/render/precompile.ts). Do not edit.\nexport default {\n${body}};\n`;
}
