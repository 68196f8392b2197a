/** The options every command shares, and the config, spec and output folders they resolve to. */

import { type Command, Option } from "commander";
import { diag, hasErrors, type Diagnostic, type Loc } from "../diagnostics/diagnostic.js";
import type { CodegenConfig } from "../config.js";
import { bundledLanguages, judgedLanguages, targets } from "../targets/registry.js";
import { flagOf, flatKey, type LanguagePlugin } from "../plugin/index.js";
import { dirname, join } from "node:path";
import { diagnosticRecord, EXIT_HELP, FORMATS, shownPath, textOf, type Format } from "./report.js";
import { RUN_OPTIONS, SETTINGS } from "../config-options.js";

/** ACP020 (no spec folder) says what named the folder: `--spec`, the config file, or nothing (then where the config was looked for). */
export function explainMissingSpec(d: Diagnostic, spec: string, found: ConfigOrigin, fromFlag: boolean): Diagnostic {
  if (d.name !== "spec-not-found") return d;
  if (fromFlag)
    return { ...d, message: `${d.message.replace(`'${spec}'`, `'${shownPath(spec)}'`)} (the folder --spec names)` };
  if (found.file !== null)
    return {
      ...d,
      message: `${d.message.replace(`'${spec}'`, `'${shownPath(spec)}'`)} (the folder the config file ${shownPath(found.file)} names)`,
    };
  const top = found.searched[found.searched.length - 1]!;
  return {
    ...d,
    message: `${d.message} (no acp-codegen.config.ts or .json found in ${shownPath(found.searched[0]!)}${found.searched.length > 1 ? ` or a folder above it up to ${shownPath(top)}` : ""}; --config names one, --spec names the folder)`,
  };
}

/** For watch: the folders and config file each run's options resolved to. */
export const lastOrigin = new WeakMap<CommonOptions, { spec: string; overrides: string | null; file: string | null }>();

export interface CommonOptions {
  config?: string;
  spec: string;
  out: string;
  target?: string[];
  timings?: boolean;
  watch?: boolean;
  force?: boolean;
  docsFormat?: string;
  prettier?: boolean;
  cache?: boolean;
  format: Format;
  packageVersion?: string;
  requireDocs?: boolean;
  /** Each language option's flag (`--rust-crate`), by its flat key (`rustCrate`). */
  [languageOption: string]: unknown;
}

/** The command each parsed option set belongs to (to tell flags given on the command line from defaults). */
export const commands = new WeakMap<CommonOptions, Command>();
export const cmdOf = (opts: CommonOptions): Command => commands.get(opts)!;

/** A config file's mistakes, reported like spec errors (the run stops before anything is read or written). */
export class ConfigFileError extends Error {
  constructor(readonly diagnostics: readonly import("../diagnostics/diagnostic.js").Diagnostic[]) {
    super("the config file has errors");
  }
}

/** Which config file a run read (null: none was found), and the folders searched for one. */
export interface ConfigOrigin {
  readonly file: string | null;
  readonly searched: readonly string[];
}

/**
 * The run's configuration: the config file (named by --config, or found in the
 * working folder or a folder above it, up to the repository root), then every
 * flag given on the command line, which wins.
 */
export async function configOf(
  opts: CommonOptions,
  cmd: Command,
): Promise<{ config: CodegenConfig; origin: ConfigOrigin; warnings: readonly Diagnostic[] }> {
  const { findConfigFile, loadConfigFile, configSearchPath, pluginsOffByEnv } = await import("../config-file.js");
  const path = findConfigFile(process.cwd(), opts.config);
  let fromFile: CodegenConfig = {};
  let locs: { spec?: Loc; out?: Loc } = {};
  let warnings: readonly Diagnostic[] = [];
  if (path) {
    // `--no-plugins` (commander's `plugins: false`) or ACP_CODEGEN_NO_PLUGINS: the config's plugins are named, not imported.
    const noPlugins = opts.plugins === false || pluginsOffByEnv();
    const loaded = await loadConfigFile(path, process.cwd(), {
      cache: opts.cache !== false && !process.env.ACP_CODEGEN_NO_CACHE,
      noPlugins,
    });
    if (hasErrors(loaded.diagnostics))
      throw new ConfigFileError(loaded.diagnostics.filter((d) => d.severity === "error"));
    fromFile = loaded.config;
    locs = loaded.locs ?? {};
    warnings = loaded.diagnostics;
  }
  const given = (name: string): boolean => cmd.getOptionValueSource(name) === "cli";
  const c: CodegenConfig = {
    ...fromFile,
    spec: given("spec") ? opts.spec : (fromFile.spec ?? besideConfig(path, opts.spec)),
    out: given("out") ? opts.out : (fromFile.out ?? besideConfig(path, opts.out)),
    ...(opts.target && { targets: opts.target }),
    ...languagesOf(fromFile.languages, opts, given),
    ...(given("docsFormat") && { docsFormat: opts.docsFormat as "md" | "mdx" }),
    ...(opts.prettier && { format: "prettier" as const }),
    ...(opts.cache === false && { cache: false }),
    ...(opts.packageVersion !== undefined && { packageVersion: opts.packageVersion }),
    ...(opts.requireDocs && { missingDocs: "deny" as const }),
  };
  // Generated files must never land in the spec, nor the spec in the output: refused before anything is read or written.
  const { outputOverlapsSpec } = await import("../write/write.js");
  const overlap = outputOverlapsSpec(c.spec!, c.out!);
  if (overlap) {
    const loc = (!given("out") && locs.out) || (!given("spec") && locs.spec);
    if (loc) throw new ConfigFileError([diag("config-invalid", loc, overlap)]);
    const { ConfigError } = await import("../pipeline.js");
    throw new ConfigError(overlap);
  }
  // The chosen folders are what every later step (write, check) uses.
  opts.spec = c.spec!;
  opts.out = c.out!;
  return { config: c, origin: { file: path, searched: path ? [] : configSearchPath(process.cwd()) }, warnings };
}

/**
 * Each language's settings: the config file's sections, and over them every
 * language option flag given on the command line (`--rust-crate x`).
 */
function languagesOf(
  fromFile: CodegenConfig["languages"],
  opts: CommonOptions,
  given: (name: string) => boolean,
  languages: readonly LanguagePlugin[] = bundledLanguages,
): { languages?: NonNullable<CodegenConfig["languages"]> } {
  const merged: { [language: string]: { [option: string]: unknown } } = {};
  for (const [name, section] of Object.entries(fromFile ?? {})) merged[name] = { ...section };
  for (const l of languages) {
    for (const k of Object.keys(l.options))
      if (given(flatKey(l.name, k))) (merged[l.name] ??= {})[k] = opts[flatKey(l.name, k)];
  }
  return Object.keys(merged).length ? { languages: merged } : {};
}

/** Adds a flag for each option of each bundled language: `--<language>-<option>` (`--rust-crate <name>`, `--rust-publish`). */
function addLanguageOptions(cmd: Command, languages: readonly LanguagePlugin[] = bundledLanguages): Command {
  for (const l of languages) {
    for (const [k, o] of Object.entries(l.options)) {
      const flag = flagOf(l.name, k);
      if (o.kind === "boolean") cmd.option(flag, o.doc);
      else if (o.kind === "strings")
        cmd.option(`${flag} <${o.placeholder ?? "list"}>`, `${o.doc}, comma-separated`, list);
      else cmd.option(`${flag} <${o.placeholder ?? k}>`, o.doc, o.default as string);
    }
  }
  return cmd;
}

/**
 * The spec and output folders of a command that reads only those (diff,
 * conformance): the flag if given, else the config file's (found as for
 * generate), else the default.
 */
export async function foldersOf(
  explicit: string | undefined,
  flags: { spec?: string | undefined; out?: string | undefined },
  needs: { plugins: boolean },
): Promise<{
  spec: string;
  out: string;
  plugins: readonly LanguagePlugin[];
  accept: NonNullable<CodegenConfig["diffAccept"]>;
}> {
  const { findConfigFile, loadConfigFile, pluginsOffByEnv } = await import("../config-file.js");
  const path = findConfigFile(process.cwd(), explicit);
  let fromFile: CodegenConfig = {};
  if (path) {
    // A command that needs only the folders (diff) runs no plugin; conformance judges the plugins' languages unless they are off.
    const noPlugins = !needs.plugins || pluginsOffByEnv();
    const loaded = await loadConfigFile(path, process.cwd(), { noPlugins });
    if (hasErrors(loaded.diagnostics))
      throw new ConfigFileError(loaded.diagnostics.filter((d) => d.severity === "error"));
    if (needs.plugins)
      for (const d of loaded.diagnostics) process.stderr.write(`${textOf(diagnosticRecord(d, null))}\n`);
    fromFile = loaded.config;
  }
  return {
    spec: flags.spec ?? shownPath(fromFile.spec ?? besideConfig(path, "spec")),
    out: flags.out ?? shownPath(fromFile.out ?? besideConfig(path, "out")),
    plugins: fromFile.plugins ?? [],
    accept: fromFile.diffAccept ?? [],
  };
}

/**
 * A folder the config file does not name: its default, beside the config file (as a folder the file
 * names is relative to it), so that a command run in a subfolder or with `--config` finds the same
 * folders; in the working folder when there is no config file.
 */
function besideConfig(configFile: string | null | undefined, folder: string): string {
  return configFile ? shownPath(join(dirname(configFile), folder)) : folder;
}

export function list(value: string, prev: string[] = []): string[] {
  return [
    ...prev,
    ...value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  ];
}

/** The flags of generate and check: the shared settings and run options of the one list (`config-options.ts`), each language's options, and the report's. */
export function addCommon(cmd: Command): Command {
  cmd
    .option(RUN_OPTIONS.config.flag, CONFIG_HELP)
    .option(SETTINGS.spec.flag, SETTINGS.spec.doc, "spec")
    .option(SETTINGS.out.flag, SETTINGS.out.doc, "out")
    .option(SETTINGS.targets.flag, `targets to run, comma-separated (${targets.map((t) => t.name).join(", ")})`, list);
  return addLanguageOptions(cmd)
    .option(SETTINGS.docs.format.flag, SETTINGS.docs.format.doc, "md")
    .option(RUN_OPTIONS.prettier.flag, `${RUN_OPTIONS.prettier.doc} (same bytes, slower)`)
    .option(
      SETTINGS.packageVersion.flag,
      "the version of every generated package (wins over the config's packageVersion; a target's own version still wins)",
    )
    .option(RUN_OPTIONS.cache.flag, "always parse the spec, instead of reusing the model built from an identical spec")
    .option(
      SETTINGS.docs.missing.flag,
      'make a missing doc comment or @example an error (ACP027), as the config\'s docs.missing: "deny"',
    )
    .option("--timings", "print the time each stage took, and the doc coverage of each version")
    .option(
      RUN_OPTIONS.noPlugins.flag,
      "load none of the plugins the config file names (a plugin is code that runs; for CI on pull requests from forks): their targets are not run, each named in a warning (ACP028); ACP_CODEGEN_NO_PLUGINS=1 does the same",
    )
    .addOption(
      new Option(
        "--format <format>",
        "how to report: text, json (one object on stdout) or github (GitHub Actions annotations)",
      )
        .choices(FORMATS)
        .default("text"),
    )
    .addHelpText("after", EXIT_HELP);
}

/** The languages `conformance` can judge: those with a conformance runner. */
export const judged = judgedLanguages;

export const CONFIG_HELP =
  "a config file (default: acp-codegen.config.ts or .json in the working folder or the nearest folder above it, up to the repository root)";
