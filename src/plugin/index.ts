/**
 * The language plugin interface: everything acp-codegen knows of one output
 * language, in one object. The core (config, CLI, validation, the writer,
 * conformance) asks the plugins and names no language itself.
 *
 * A plugin declares its name, its options as a small schema (the core reads
 * them from the config file and the command line, checks them, and hands the
 * values to `generate`), the names its output cannot take, the files it
 * generates, what its toolchains leave in its output folder, and how to run
 * its conformance harness.
 *
 * @example
 * import { defineLanguage } from "acp-codegen/plugin";
 * export default defineLanguage({
 *   name: "go",
 *   displayName: "Go",
 *   description: "Go structs with encoding/json",
 *   options: { module: { kind: "string", default: "example.com/acp", doc: "the Go module path" } },
 *   toolchainFiles: ["vendor/"],
 *   generate: (ctx) => [{ path: "go.mod", content: `module ${ctx.options.module}\n`, format: "verbatim" }],
 * });
 */
import type { GeneratedFile, Target, TargetContext } from "../render/target.js";
import type { DerivedName } from "../naming.js";
import type { VersionModel } from "../model/types.js";
import type { DecodeTask, DecodeOutcome, Task } from "../conformance/langs.js";
import type { LoweredBehaviour } from "../render/lowered.js";
import type { MessageGroup } from "../model/methods.js";

export type { GeneratedFile, FileFormat, TargetContext } from "../render/target.js";
export type { DerivedName } from "../naming.js";
export type { DecodeTask, DecodeOutcome, Task } from "../conformance/langs.js";

/** The kinds of value an option holds: one string, a boolean, or a list of strings. */
export type OptionKind = "string" | "boolean" | "strings";

/** The value of an option of a kind. */
export type OptionValue<K extends OptionKind> = K extends "string"
  ? string
  : K extends "boolean"
    ? boolean
    : readonly string[];

/** One option of a language: what it holds, its default, what it means, and which values it takes. */
export interface OptionSpec<K extends OptionKind = OptionKind> {
  readonly kind: K;
  readonly default: OptionValue<K>;
  /** One line for `--help` and the README: what the option sets. */
  readonly doc: string;
  /** The placeholder of its command-line flag (`--rust-crate <name>`). Default: the option's name. */
  readonly placeholder?: string;
  /** Why a value is refused (a sentence naming it), or null when the value is good. The core reports it, located in the config file. */
  readonly check?: (value: OptionValue<K>) => string | null;
}

/** A language's options by name. */
export type OptionsSchema = {
  readonly [option: string]: OptionSpec<"string"> | OptionSpec<"boolean"> | OptionSpec<"strings">;
};

/** The values of a schema's options, as `generate` receives them. */
export type OptionsOf<S extends OptionsSchema> = { readonly [K in keyof S]: OptionValue<S[K]["kind"]> };

/**
 * Settings every language has without declaring them, which the core applies:
 * `version` (the package version; default: the config's `packageVersion`) and
 * `unstable` (the unstable features the package switches on by default;
 * default: the config's `unstable`). A config sets them per language as
 * `rust: { version: "1.2.3" }`.
 */
export const COMMON_OPTIONS = ["version", "unstable"] as const;

/** What `generate` receives: the model, the plugin's templates, the run's config, and the plugin's own option values. */
export interface LanguageContext<O = { readonly [option: string]: unknown }> extends TargetContext {
  /** The plugin's options, checked, with defaults filled in. */
  readonly options: O;
  /** The version of the generated package: this language's `version`, else the config's. */
  readonly version: string;
  /** The unstable features the package switches on by default: this language's `unstable`, else the config's. */
  readonly unstable: readonly string[];
  /**
   * The spec's converters and reducers, lowered to the statement IR (`converterStatements`, `reducerStatements`),
   * with the typed view around them; computed on the first call. A plugin that imports nothing of acp-codegen at
   * run time (only its types) writes its behaviour code from this with a printer of its own.
   */
  readonly behaviour: () => LoweredBehaviour;
  /**
   * The JSON-RPC message groups of a version, as every bundled language declares them (`messageGroups` of the
   * toolkit): for each side its requests, notifications and responses, then the notifications either side sends.
   * None when the version declares no envelope.
   */
  readonly messageGroups: (version: VersionModel) => readonly MessageGroup[];
  /**
   * The text of the package's LICENSE file: the config's `licenseFile`, else the Apache-2.0 text for `Apache-2.0`
   * (the default), else a notice naming the licence by its SPDX expression. Read on the first call.
   */
  readonly licenseText: () => string;
}

/** The names a language's output cannot take, and how it spells the spec's names (validation refuses a spec that it cannot spell). */
export interface LanguageNaming {
  /** Why a spec type may not take this name in this language (a built-in, or a name its modules already use), or false. */
  readonly reservesTypeName?: (name: string) => boolean;
  /** Keywords of the language: a behaviour name (a converter option, a reducer entity) whose snake_case spelling is one is refused. */
  readonly keywords?: ReadonlySet<string>;
  /** Why the language refuses a wire field name (a sentence), beyond spelling it; or null. */
  readonly checkField?: (wire: string) => string | null;
  /** The identifier of a wire field name, or null when the language cannot spell it. */
  readonly fieldIdent?: (wire: string) => string | null;
  /** The identifier of a union tag, enum value or method name (a variant or class name), or null when the language cannot spell it. */
  readonly variantIdent?: (tag: string) => string | null;
  /** Names the language declares beside the spec's types in one version (which must not take a type's name, nor one another's). */
  readonly derivedNames?: (version: VersionModel) => DerivedName[];
  /**
   * Member names the bindings give every object type beside its fields (Python's `model_config`,
   * the holder of unknown members, a method): the fuzzer sends them as unknown JSON keys, which
   * must stay unknown keys, the same on every reading path.
   */
  readonly ownMembers?: readonly string[];
  /**
   * Members of the generated reducers (spelt as the spec spells an entity, camelCase: `apply`, `messages`): a
   * reducer entity becomes a method of the reducer, so it may not take one of these.
   */
  readonly reducerMembers?: readonly string[];
  /**
   * Members of the generated converters (spelt as a spec type, PascalCase: `Method`, `ConvertJson`): each source
   * type of a converter becomes a method named after the type, so a type of one of these names cannot be converted.
   */
  readonly converterMembers?: readonly string[];
}

/** What a language's harness judges with: `{ toolchain: "Python 3.11.7", packages: [{ name: "pydantic", version: "2.14.3", range: ">=2.11,<3" }] }`. */
export interface JudgedWith {
  /** The interpreter or compiler and its version, as the tool prints it. */
  readonly toolchain: string;
  /** The packages the bindings use, each with the version found and the range the generated package declares (if it declares one). */
  readonly packages: readonly { readonly name: string; readonly version: string; readonly range?: string }[];
}

/** Reports a step of a long run (a build, the vectors done so far). */
export type Progress = (step: string) => void;

/** A language's generated conformance harness, seen from the judge: it executes tasks and reports, nothing more. */
export interface ConformanceRunner {
  /** Which vector kinds the harness executes (decode, apply, convert, method). */
  readonly kinds: readonly string[];
  /** Null when the bindings can run; otherwise why not (not generated, a toolchain missing, a package outside the range the bindings declare). */
  unavailable(): string | null;
  /**
   * What the harness judges with, for the report: the interpreter or toolchain, and each package the
   * bindings use with its version and the range the generated package declares. Asked after `unavailable`.
   */
  judgedWith?(): JudgedWith;
  run(tasks: readonly Task[]): DecodeOutcome[];
  /** The same as run; decode tasks only. */
  decode(tasks: readonly DecodeTask[]): DecodeOutcome[];
}

/** One output language. */
export interface LanguagePlugin<S extends OptionsSchema = OptionsSchema> {
  /**
   * The one name of the language everywhere: its config section, `--target`,
   * `conformance --lang`, its template-override folder, and its folder under out/.
   * Lower-case letters, digits and '-'.
   */
  readonly name: string;
  /** The language's name in messages ("Rust"). */
  readonly displayName: string;
  /** What the target generates, in a few words (listed by `--help`). */
  readonly description: string;
  /** The plugin's own version (recorded nowhere yet; for the plugin's users). */
  readonly version?: string;
  /** Other names `conformance --lang` accepts for it, for compatibility. */
  readonly aliases?: readonly string[];
  /** The folder under out/ it owns. Default: its name. */
  readonly outDir?: string;
  /** Its options: config keys `<name>: { <option> }`, flags `--<name>-<option>`. */
  readonly options: S;
  /** The folder of its Handlebars templates (`ctx.templates` renders them); overrides go in `<overrides>/<name>/`. */
  readonly templates?: string;
  /** The folder of its runtime sources (files copied into the output). */
  readonly runtime?: string;
  /** What the toolchains run in its output folder leave behind, as .gitignore patterns (`target/`, `*.pyc`): never generated, never compared, never removed. */
  readonly toolchainFiles?: readonly string[];
  readonly naming?: LanguageNaming;
  /** The files of the language, paths relative to its output folder. Pure: it never touches the disk. */
  generate(ctx: LanguageContext<OptionsOf<S>>): GeneratedFile[];
  /**
   * Formats the language's files after `generate` (gofmt, say). Optional: the
   * core's format stage already formats files by their `format` (typescript,
   * json, markdown) and leaves `verbatim` files as they are.
   */
  format?(files: readonly GeneratedFile[]): GeneratedFile[] | Promise<GeneratedFile[]>;
  /** Its conformance harness over the bindings in `root` (its output folder). */
  conformance?(root: string, progress: Progress): ConformanceRunner;
}

/** A language as the pipeline runs it: a target, with its plugin. */
export interface LanguageTarget extends Target {
  readonly plugin: LanguagePlugin;
}

const NAME = /^[a-z][a-z0-9-]*$/;
const OPTION = /^[a-z][A-Za-z0-9]*$/;

/**
 * Declares a language. Checks the declaration's shape (a plugin with a bad
 * name or option throws here, when it is loaded) and returns it unchanged.
 */
export function defineLanguage<S extends OptionsSchema>(plugin: LanguagePlugin<S>): LanguagePlugin<S> {
  const problem = pluginProblem(plugin);
  if (problem) throw new TypeError(problem);
  return plugin;
}

/** What is wrong with a value offered as a plugin, or null. */
export function pluginProblem(p: unknown): string | null {
  if (typeof p !== "object" || p === null) return "a language plugin is an object (defineLanguage({ ... }))";
  const x = p as Partial<LanguagePlugin>;
  if (typeof x.name !== "string" || !NAME.test(x.name))
    return `a language plugin's name is lower-case letters, digits and '-' (got ${JSON.stringify(x.name)})`;
  if (typeof x.displayName !== "string" || !x.displayName) return `the language plugin '${x.name}' has no displayName`;
  if (typeof x.generate !== "function") return `the language plugin '${x.name}' has no generate function`;
  if (typeof x.options !== "object" || x.options === null)
    return `the language plugin '${x.name}' has no options object (an empty one: options: {})`;
  for (const [k, o] of Object.entries(x.options)) {
    if (!OPTION.test(k)) return `option '${k}' of the language plugin '${x.name}' is not a camelCase name`;
    if ((COMMON_OPTIONS as readonly string[]).includes(k))
      return `option '${k}' of the language plugin '${x.name}' is one every language has already`;
    if (!["string", "boolean", "strings"].includes(o.kind))
      return `option '${k}' of the language plugin '${x.name}' has kind '${String(o.kind)}' (string, boolean or strings)`;
    if (!kindOk(o.kind, o.default))
      return `the default of option '${k}' of the language plugin '${x.name}' is not a ${o.kind === "strings" ? "list of strings" : o.kind}`;
  }
  return null;
}

/** Whether a value is of an option kind. */
export function kindOk(kind: OptionKind, v: unknown): boolean {
  if (kind === "string") return typeof v === "string";
  if (kind === "boolean") return typeof v === "boolean";
  return Array.isArray(v) && v.every((s) => typeof s === "string");
}

/** `rust` + `crate` -> `rustCrate`: a language option's key in a flat CodegenConfig (`{ rustCrate: "x" }`). */
export function flatKey(plugin: string, option: string): string {
  return `${plugin}-${option}`.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** `rust` + `crate` -> `--rust-crate`: a language option's command-line flag. */
export function flagOf(plugin: string, option: string): string {
  return `--${plugin}-${option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

// The toolkit of a full language (model, behaviour IR and plans, naming, rendering, the harness protocol).
export * from "./toolkit.js";
