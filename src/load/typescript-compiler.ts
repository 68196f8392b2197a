import { createRequire } from "node:module";

export type Ts = typeof import("ts-morph").ts;

/**
 * The TypeScript compiler that ts-morph bundles (`@ts-morph/common`), required
 * on its own. It is CommonJS and `require`d rather than `import`ed: Node's ESM
 * loader would scan its 9 MB of source for named exports on every start.
 * Resolved from ts-morph's own folder, so it is the very compiler ts-morph
 * would use. Its types come from ts-morph's `ts` export. A module that needs
 * the compiler only in some commands calls this when it does (require caches
 * it), so that the others never load it.
 */
export function typescriptCompiler(): Ts {
  return createRequire(createRequire(import.meta.url).resolve("ts-morph"))("@ts-morph/common/dist/typescript.js") as Ts;
}
