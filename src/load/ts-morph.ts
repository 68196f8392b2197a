import { createRequire } from "node:module";

type TsMorph = typeof import("ts-morph");

/**
 * ts-morph, required rather than imported. It is CommonJS, and `import`ing
 * it makes Node's ESM loader scan its megabyte of source for named exports
 * on every start (~60 ms of a cold run); `require` only runs it. The values
 * here are ts-morph's own; its types are imported with `import type`.
 */
const tsMorph = createRequire(import.meta.url)("ts-morph") as TsMorph;

export const Project: TsMorph["Project"] = tsMorph.Project;
export const Node: TsMorph["Node"] = tsMorph.Node;
export type Node = import("ts-morph").Node;
export const SyntaxKind: TsMorph["SyntaxKind"] = tsMorph.SyntaxKind;
export const ts: TsMorph["ts"] = tsMorph.ts;
