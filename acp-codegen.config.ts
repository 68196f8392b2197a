import { defineConfig } from "./dist/index.js";

/**
 * The settings of acp-codegen's own runs (`npm run generate`, `acp-codegen check`
 * in CI): read as data, never executed.
 */
export default defineConfig({
  // ACP027 for an undocumented type, field, variant, enum value or method, or a method or variant without an @example.
  docs: { missing: "deny" },
});
