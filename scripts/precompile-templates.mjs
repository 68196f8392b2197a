// Writes dist/render/templates.precompiled.js: the shipped templates,
// precompiled (see src/render/precompile.ts). Run by `npm run build` after tsc.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { precompiledModule } from "../dist/render/precompile.js";

const root = fileURLToPath(new URL("..", import.meta.url));
writeFileSync(`${root}dist/render/templates.precompiled.js`, precompiledModule(`${root}templates`));
