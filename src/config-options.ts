/**
 * The one list of a run's settings. A config file, the programmatic API and
 * the command line spell each setting by the same name: `packageVersion` in
 * the config file and in `generate({ ... })` is `--package-version` on the
 * command line (a dotted name, `docs.format`, is `--docs-format`). The config
 * file's checker and the API's check their keys against this list (an unknown
 * key is refused, with "did you mean"); the CLI declares its flags from it.
 *
 * This module is data only: the CLI reads it for `--help` without loading the
 * compiler.
 */

/** What a setting holds: one string, a list of strings, a boolean, or a list of `{ where, class, reason }` (`diff.accept`). */
export type SettingKind = "string" | "strings" | "boolean" | "acceptances";

/** One setting: what it holds, its command-line flag (null: only the config file and the API set it), and one line saying what it sets. */
export interface Setting {
  readonly kind: SettingKind;
  readonly flag: string | null;
  readonly doc: string;
}

/** A group of settings under one key (`docs: { format, missing }`). */
export interface SettingGroup {
  readonly [name: string]: Setting;
}

/**
 * The shared settings, by name. Every language also has a section named after
 * it (`rust: { crate: "acme-acp", version: "1.2.0" }`): its plugin's options,
 * and `version` and `unstable` for that language alone.
 */
export const SETTINGS = {
  spec: { kind: "string", flag: "--spec <dir>", doc: "the spec folder (default spec)" },
  out: { kind: "string", flag: "--out <dir>", doc: "the output folder (default out)" },
  targets: {
    kind: "strings",
    flag: "--target <names>",
    doc: "the targets to run (default: all); a config file or the API may give an object of each target's options",
  },
  plugins: {
    kind: "strings",
    flag: null,
    doc: "language plugins beside the bundled languages: module specifiers (the API also takes plugin objects)",
  },
  templates: { kind: "string", flag: null, doc: "a folder of template overrides, laid out like the shipped templates" },
  packageVersion: {
    kind: "string",
    flag: "--package-version <version>",
    doc: 'the version of every generated package, unless a language sets its own (default 0.1.0); a config file may give { env: "NAME" }',
  },
  repository: { kind: "string", flag: null, doc: "a repository URL for every package" },
  license: { kind: "string", flag: null, doc: "the licence of every package, an SPDX expression (default Apache-2.0)" },
  licenseFile: { kind: "string", flag: null, doc: "a file whose text is each package's LICENSE" },
  description: { kind: "string", flag: null, doc: "the description of every package" },
  unstable: { kind: "strings", flag: null, doc: "the unstable features every package switches on by default" },
  docs: {
    format: { kind: "string", flag: "--docs-format <format>", doc: "the docs format: md, or mdx (Mintlify)" },
    missing: {
      kind: "string",
      flag: "--require-docs",
      doc: "what a missing doc comment or @example is: allow, warn (default) or deny (--require-docs)",
    },
  },
  diff: {
    accept: {
      kind: "acceptances",
      flag: null,
      doc: "intended changes diff lets through: [{ where, class, reason }], each an item the diff reports (v2.Type.field) and its class",
    },
  },
} as const satisfies { readonly [name: string]: Setting | SettingGroup };

/**
 * Settings of one run, not of the project: the CLI's flags and the API's
 * options of the same names (a config file cannot set them).
 */
export const RUN_OPTIONS = {
  config: { kind: "string", flag: "--config <file>", doc: "the config file (the API: false reads none)" },
  noPlugins: { kind: "boolean", flag: "--no-plugins", doc: "load none of the plugins the config file names" },
  force: {
    kind: "boolean",
    flag: "--force",
    doc: "overwrite or delete files in the output folder that acp-codegen did not write",
  },
  prettier: {
    kind: "boolean",
    flag: "--prettier",
    doc: "format with prettier itself instead of the built-in printers",
  },
  cache: { kind: "boolean", flag: "--no-cache", doc: "reuse the model built from an identical spec (default true)" },
} as const satisfies { readonly [name: string]: Setting };

/** Options only the API has: where a run starts, and a callback. */
export const API_ONLY_OPTIONS = ["cwd", "onWait"] as const;

/** Settings that had another name before: the old name, and the one to use now. */
export const RENAMED: { readonly [old: string]: string } = { version: "packageVersion" };

/** Settings a language section takes beside its plugin's options. */
export const SECTION_SETTINGS = { version: { kind: "string" }, unstable: { kind: "strings" } } as const;

/** A flag's long name from a setting's name: `packageVersion` -> `--package-version`, `docs.format` -> `--docs-format`. */
export function flagName(name: string): string {
  return `--${name.replace(/\./g, "-").replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Every setting, dotted names for a group's members (`docs.format`), with its spec. */
export function flatSettings(): [string, Setting][] {
  const out: [string, Setting][] = [];
  for (const [k, v] of Object.entries(SETTINGS as { readonly [name: string]: Setting | SettingGroup })) {
    if (typeof (v as Setting).kind === "string") out.push([k, v as Setting]);
    else for (const [m, s] of Object.entries(v as SettingGroup)) out.push([`${k}.${m}`, s]);
  }
  return out;
}
