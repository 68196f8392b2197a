// Writes dist/render/templates.precompiled.cjs: the shipped templates,
// precompiled (see src/render/precompile.ts). Run by `npm run build` after tsc.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { precompiledModule, shippedTemplateDirs } from "../dist/render/precompile.js";

const root = fileURLToPath(new URL("..", import.meta.url));
writeFileSync(`${root}dist/render/templates.precompiled.cjs`, precompiledModule(shippedTemplateDirs(root)));

// The spec vocabulary, for `import type { OpenUnion } from "acp-codegen/vocabulary"`:
// spec/vocabulary.ts declares types only, so it is a declaration file as it stands.
import { readFileSync } from "node:fs";
const vocabulary = readFileSync(`${root}spec/vocabulary.ts`, "utf8");
writeFileSync(`${root}dist/vocabulary.d.ts`, `// Copied from spec/vocabulary.ts by \`npm run build\`.\n${vocabulary}`);
writeFileSync(
  `${root}dist/vocabulary.js`,
  "// The spec vocabulary declares types only (see vocabulary.d.ts).\nexport {};\n",
);
