import { createRequire } from "node:module";

type Ts = typeof import("ts-morph").ts;

/**
 * The TypeScript compiler that ts-morph bundles (`@ts-morph/common`), required
 * on its own. The spec and the config file are only parsed (one syntax tree
 * per file, never a program or a type checker), which the compiler's
 * `createSourceFile` does by itself: ts-morph's project, its wrappers and its
 * megabyte of code are not loaded. It is CommonJS and `require`d rather than
 * `import`ed: Node's ESM loader would scan its 9 MB of source for named exports
 * on every start. Resolved from ts-morph's own folder, so it is the very
 * compiler ts-morph would use. Its types come from ts-morph's `ts` export.
 */
const fromTsMorph = createRequire(createRequire(import.meta.url).resolve("ts-morph"));
export const ts: Ts = fromTsMorph("@ts-morph/common/dist/typescript.js") as Ts;
