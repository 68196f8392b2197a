import { typescriptCompiler, type Ts } from "./typescript-compiler.js";

/**
 * The TypeScript compiler (see typescript-compiler.ts), loaded with this
 * module. The spec and the config file are only parsed (one syntax tree per
 * file, never a program or a type checker), which the compiler's
 * `createSourceFile` does by itself: ts-morph's project, its wrappers and its
 * megabyte of code are not loaded.
 */
export const ts: Ts = typescriptCompiler();
