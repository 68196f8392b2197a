/**
 * acp-codegen as a library: the typed config helper for `acp-codegen.config.ts`
 * (read as data by the CLI, so this import is for editors and type checkers),
 * and the commands `generate`, `check` and `diff` as functions that return
 * their results as data; and the language plugin interface (`defineLanguage`,
 * also at `acp-codegen/plugin`), to add a language.
 */
export { defineConfig } from "./config.js";
export type { CodegenConfig, ConfigFile, ResolvedConfig } from "./config.js";
export { check, diff, generate } from "./api.js";
export type {
  ApiDiagnostic,
  CheckOptions,
  FileStatus,
  CheckResult,
  DiffOptions,
  DiffResult,
  FileResult,
  GenerateOptions,
  GenerateResult,
  RunOptions,
} from "./api.js";
export type { Change, ChangeClass } from "./diff/diff.js";
export { defineLanguage } from "./plugin/index.js";
export type {
  ConformanceRunner,
  LanguageContext,
  LanguageNaming,
  LanguagePlugin,
  OptionKind,
  OptionSpec,
  OptionsOf,
  OptionsSchema,
  OptionValue,
} from "./plugin/index.js";
