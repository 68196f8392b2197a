/**
 * acp-codegen as a library: the typed config helper for `acp-codegen.config.ts`
 * (read as data by the CLI, so this import is for editors and type checkers).
 */
export { defineConfig } from "./config.js";
export type { CodegenConfig, ConfigFile } from "./config.js";
