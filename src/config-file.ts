import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { diag, type Diagnostic, type Loc } from "./diagnostics/diagnostic.js";
import type { CodegenConfig } from "./config.js";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { pluginProblem, type LanguagePlugin } from "./plugin/index.js";
import { languagesWith, targetsOf } from "./targets/registry.js";
import { didYouMean } from "./diagnostics/suggest.js";
import { CACHE_DIR, readCache, writeCache } from "./write/cache.js";
import { CLASSES, type Acceptance, type ChangeClass } from "./diff/diff.js";
import { flagName, RENAMED, SECTION_SETTINGS, SETTINGS, type Setting, type SettingGroup } from "./config-options.js";

/**
 * Reads `acp-codegen.config.ts` or `acp-codegen.config.json` as data (the
 * TypeScript file is parsed, never executed, like the spec), checks it, and
 * turns it into a `CodegenConfig`. Every mistake is a located diagnostic.
 */

export const CONFIG_NAMES = ["acp-codegen.config.ts", "acp-codegen.config.json"] as const;

/**
 * The config file of a run: the one named, or the first conventional name in
 * `cwd` or a folder above it, up to the repository root (the folder holding
 * `.git`) or the filesystem root; null when there is none.
 */
export function findConfigFile(cwd: string, explicit: string | undefined): string | null {
  if (explicit !== undefined) return resolve(cwd, explicit);
  for (const dir of configSearchPath(cwd))
    for (const n of CONFIG_NAMES) if (existsSync(join(dir, n))) return join(dir, n);
  return null;
}

/** The folders searched for a config file, nearest first: `cwd`, then each parent up to the repository root or the filesystem root. */
export function configSearchPath(cwd: string): string[] {
  const dirs: string[] = [];
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    dirs.push(dir);
    if (existsSync(join(dir, ".git")) || dirname(dir) === dir) return dirs;
  }
}

type Data =
  | { kind: "string"; value: string; loc: Loc }
  | { kind: "number"; value: number; loc: Loc }
  | { kind: "boolean"; value: boolean; loc: Loc }
  | { kind: "null"; loc: Loc }
  | { kind: "array"; items: Data[]; loc: Loc }
  | { kind: "object"; entries: Map<string, { key: Loc; value: Data }>; loc: Loc };

/** The config's settings, and the problems found reading them. */
export interface LoadedConfig {
  readonly config: CodegenConfig;
  readonly diagnostics: readonly Diagnostic[];
  /** Where the file sets its folders (for a diagnostic about where they are). */
  readonly locs?: { readonly spec?: Loc; readonly out?: Loc };
}

type Kind = "string" | "strings" | "boolean";
type Schema = { [key: string]: Kind | { [key: string]: Kind } };

/** The shared settings of a config file, as data: each key and what it holds (the one list, `SETTINGS`). */
const CORE_SCHEMA: Schema = Object.fromEntries(
  Object.entries(SETTINGS as { readonly [k: string]: Setting | SettingGroup }).map(([k, v]) =>
    typeof (v as Setting).kind === "string"
      ? [k, (v as Setting).kind]
      : [k, Object.fromEntries(Object.entries(v as SettingGroup).map(([m, x]) => [m, x.kind]))],
  ),
);

/** The shape of a config file with these languages: the shared settings, and one section per language (its options, `version` and `unstable`). */
function schemaOf(languages: readonly LanguagePlugin[]): Schema {
  const schema: Schema = { ...CORE_SCHEMA };
  for (const l of languages) {
    schema[l.name] = {
      ...Object.fromEntries(Object.entries(l.options).map(([k, o]) => [k, o.kind])),
      ...Object.fromEntries(Object.entries(SECTION_SETTINGS).map(([k, o]) => [k, o.kind])),
    };
  }
  return schema;
}

/**
 * The language plugins a config names (`plugins: ["./go.js", "acp-codegen-go"]`):
 * each resolved from the config file's folder (a path, or a package installed
 * there) and imported; its default export (or `plugin`) is the language. The
 * config stays data; a plugin is code, which the config's author chose to run.
 */
async function loadPlugins(
  list: Data,
  configPath: string,
  bad: (loc: Loc, message: string) => void,
): Promise<LanguagePlugin[]> {
  if (list.kind !== "array" || list.items.some((x) => x.kind !== "string")) {
    bad(list.loc, "'plugins' must be a list of strings (module paths or package names)");
    return [];
  }
  const require = createRequire(configPath);
  const out: LanguagePlugin[] = [];
  for (const item of list.items as Extract<Data, { kind: "string" }>[]) {
    const spec = item.value;
    let file: string;
    try {
      file = spec.startsWith(".") || isAbsolute(spec) ? resolve(dirname(configPath), spec) : require.resolve(spec);
      if (!existsSync(file)) throw new Error("missing");
    } catch {
      bad(
        item.loc,
        `cannot find the plugin '${spec}' from ${dirname(configPath)} (a path relative to the config file, or a package installed there)`,
      );
      continue;
    }
    let mod: { default?: unknown; plugin?: unknown };
    try {
      mod = (await import(pathToFileURL(file).href)) as { default?: unknown; plugin?: unknown };
    } catch (e) {
      bad(
        item.loc,
        `the plugin '${spec}' fails to load: ${(e instanceof Error ? e.message : String(e)).split("\n")[0]}`,
      );
      continue;
    }
    const plugin = mod.default ?? mod.plugin;
    const problem = pluginProblem(plugin);
    if (problem)
      bad(
        item.loc,
        `the plugin '${spec}' does not export a language (export default defineLanguage({ ... })): ${problem}`,
      );
    else out.push(plugin as LanguagePlugin);
  }
  return out;
}

/**
 * Whether the environment turns plugins off (`ACP_CODEGEN_NO_PLUGINS` set to
 * anything but empty, `0` or `false`), as `--no-plugins` does.
 */
export function pluginsOffByEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const v = env.ACP_CODEGEN_NO_PLUGINS;
  return v !== undefined && v !== "" && v !== "0" && v.toLowerCase() !== "false";
}

/** Why plugins are off, in the words of the warnings. */
const PLUGINS_OFF = "plugins are turned off (--no-plugins, ACP_CODEGEN_NO_PLUGINS=1, or the API's noPlugins)";

/**
 * The plugins a config names, when plugins are off: none is resolved or
 * imported. Each is a warning at its place in the file. Returns their names.
 */
function skipPlugins(
  list: Data,
  bad: (loc: Loc, message: string) => void,
  warn: (loc: Loc, message: string) => void,
): string[] {
  if (list.kind !== "array" || list.items.some((x) => x.kind !== "string")) {
    bad(list.loc, "'plugins' must be a list of strings (module paths or package names)");
    return [];
  }
  const names: string[] = [];
  for (const item of list.items as Extract<Data, { kind: "string" }>[]) {
    names.push(item.value);
    warn(
      item.loc,
      `the plugin '${item.value}' was not loaded: ${PLUGINS_OFF}. A plugin is code, and this run runs none: its targets are neither generated nor checked, and their files in the output folder are left as they are`,
    );
  }
  return names;
}

/**
 * Reads and checks a config file. `cache` (on unless `ACP_CODEGEN_NO_CACHE` is set) keeps
 * a config read without a problem, as data, for the next run with the same text.
 */
export async function loadConfigFile(
  path: string,
  cwd: string,
  opts: { readonly cache?: boolean; readonly noPlugins?: boolean } = {},
): Promise<LoadedConfig> {
  const rel = relative(cwd, path) || path;
  const out: Diagnostic[] = [];
  const bad = (loc: Loc, message: string): void => void out.push(diag("config-invalid", loc, message));
  const _warn = (loc: Loc, message: string): void => void out.push(diag("plugin-not-loaded", loc, message));
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    bad({ file: rel, line: 1, col: 1 }, `cannot read the config file '${rel}'`);
    return { config: {}, diagnostics: out };
  }
  const json = path.endsWith(".json");
  const root =
    (opts.cache ?? !process.env.ACP_CODEGEN_NO_CACHE)
      ? await readDataCached(text, rel, json, bad)
      : await readData(text, rel, json, bad);
  if (!root) return { config: {}, diagnostics: out };
  if (root.kind !== "object") {
    bad(root.loc, "the config is an object: `export default defineConfig({ ... })`");
    return { config: {}, diagnostics: out };
  }
  return interpret(
    root,
    { base: dirname(path), pluginsFrom: path, noPlugins: opts.noPlugins ?? pluginsOffByEnv(), given: [] },
    out,
  );
}

/** Where a mistake in the API's options is said to be: the options themselves, as a file with no lines. */
export const OPTIONS_FILE = "the options";

/**
 * The API's options, checked as a config file is (the same names, the same
 * checks, the same "did you mean"): `options` holds only settings (the run's
 * own options taken out). Plugins given as objects are in `given`; plugins
 * named by module are resolved from `cwd`; `known` are the config file's
 * plugins, whose sections the options may set.
 */
export async function interpretOptions(
  options: { readonly [key: string]: unknown },
  ctx: {
    readonly cwd: string;
    readonly given: readonly LanguagePlugin[];
    readonly known: readonly LanguagePlugin[];
    readonly noPlugins: boolean;
  },
): Promise<LoadedConfig> {
  const out: Diagnostic[] = [];
  const root = dataOf(options, "");
  if (root.kind !== "object")
    return { config: {}, diagnostics: [diag("config-invalid", root.loc, "the options are an object")] };
  return interpret(
    root,
    {
      base: ctx.cwd,
      pluginsFrom: join(ctx.cwd, "options"),
      noPlugins: ctx.noPlugins,
      given: ctx.given,
      known: ctx.known,
    },
    out,
  );
}

/** A value given to the API, as the data a config file is read into; each place is named by its path in the options (`docs.format`), with no line. */
function dataOf(v: unknown, path: string): Data {
  const loc: Loc = { file: path === "" ? OPTIONS_FILE : path, line: 0, col: 0 };
  if (typeof v === "string") return { kind: "string", value: v, loc };
  if (typeof v === "number") return { kind: "number", value: v, loc };
  if (typeof v === "boolean") return { kind: "boolean", value: v, loc };
  if (Array.isArray(v)) return { kind: "array", items: v.map((x, i) => dataOf(x, `${path}[${i}]`)), loc };
  if (v !== null && typeof v === "object") {
    const entries = new Map<string, { key: Loc; value: Data }>();
    for (const [k, x] of Object.entries(v)) {
      if (x === undefined) continue;
      const at = path === "" ? k : `${path}.${k}`;
      entries.set(k, { key: { file: at, line: 0, col: 0 }, value: dataOf(x, at) });
    }
    return { kind: "object", entries, loc };
  }
  return { kind: "null", loc };
}

/**
 * The settings of a config file, or of the API's options, checked against the
 * one list (`SETTINGS`) and each language's options: every mistake is a
 * diagnostic at its place. Relative folders are taken from `base`; plugins
 * named by module are resolved from `pluginsFrom` (a file in the folder they
 * are relative to); `given` are plugins already loaded (the API's objects).
 */
async function interpret(
  root: Extract<Data, { kind: "object" }>,
  ctx: {
    readonly base: string;
    readonly pluginsFrom: string;
    readonly noPlugins: boolean;
    readonly given: readonly LanguagePlugin[];
    readonly known?: readonly LanguagePlugin[];
  },
  out: Diagnostic[],
): Promise<LoadedConfig> {
  const bad = (loc: Loc, message: string): void => void out.push(diag("config-invalid", loc, message));
  const warn = (loc: Loc, message: string): void => void out.push(diag("plugin-not-loaded", loc, message));
  // Plugins off: the plugins are named, never imported; what only a plugin could know (its target, its section) is passed over with a warning.
  const noPlugins = ctx.noPlugins;
  const pluginList = root.entries.get("plugins")?.value;
  const notLoaded = pluginList && noPlugins ? skipPlugins(pluginList, bad, warn) : [];
  const plugins = [
    ...ctx.given,
    ...(pluginList && !noPlugins ? await loadPlugins(pluginList, ctx.pluginsFrom, bad) : []),
  ];
  const languages = languagesWith([...(ctx.known ?? []), ...plugins]);
  const SCHEMA = schemaOf(languages);
  const targetNames = targetsOf(languages).map((t) => t.name);
  const values: { [key: string]: unknown } = {};
  /** A target or section no bundled language has, in a config whose plugins were not loaded: one of theirs, passed over. */
  const pluginsOwn = (loc: Loc, what: string): void =>
    warn(
      loc,
      `${what} is not run: no bundled language has it, so it is taken for a target of the plugins not loaded (${notLoaded.map((n) => `'${n}'`).join(", ")})`,
    );
  const check = (obj: Extract<Data, { kind: "object" }>, schema: { [key: string]: unknown }, prefix: string): void => {
    for (const [k, { key, value }] of obj.entries) {
      const want = schema[k];
      if (prefix === "" && k === "plugins") continue;
      if (prefix === "" && k === "targets" && value.kind === "object") {
        // The object form: the targets to run, each with its options (`targets: { go: { module: "..." } }`).
        const chosen: string[] = [];
        for (const [t, entry] of value.entries) {
          if (!targetNames.includes(t) && notLoaded.length) {
            pluginsOwn(entry.key, `the target '${t}'`);
            continue;
          }
          if (!targetNames.includes(t)) {
            bad(
              entry.key,
              `unknown target '${t}'${didYouMean(t, targetNames) || ` (known: ${targetNames.join(", ")})`}`,
            );
            continue;
          }
          chosen.push(t);
          const section = schema[t];
          if (entry.value.kind !== "object")
            bad(
              entry.value.loc,
              `'targets.${t}' is an object of the target's options${typeof section === "object" ? `: { ${Object.keys(section as object).join(", ")} }` : " ({})"}`,
            );
          else if (typeof section === "object") check(entry.value, section as { [key: string]: unknown }, `${t}.`);
          else
            for (const [o, e] of entry.value.entries)
              bad(e.key, `unknown setting 'targets.${t}.${o}' (${t} has no options)`);
        }
        values.targets = chosen;
        continue;
      }
      if (prefix === "" && k === "packageVersion" && value.kind === "object") {
        // The version a release pipeline passes in: an environment variable the config names explicitly.
        const fromEnv = versionFromEnv(value, `${prefix}${k}`, bad);
        if (fromEnv !== null) values[k] = fromEnv;
        continue;
      }
      if (want === undefined && prefix === "" && value.kind === "object" && notLoaded.length) {
        pluginsOwn(key, `the section '${k}'`);
        continue;
      }
      if (want === undefined && prefix === "" && RENAMED[k] !== undefined) {
        bad(
          key,
          `unknown setting '${k}': it is called '${RENAMED[k]}' (the same name in a config file, the API, and the command line's ${flagName(RENAMED[k])})`,
        );
        continue;
      }
      if (want === undefined) {
        const guess = didYouMean(k, Object.keys(schema)).replace("'", `'${prefix}`);
        bad(key, `unknown setting '${prefix}${k}'${guess || ` (known: ${Object.keys(schema).join(", ")})`}`);
        continue;
      }
      if (typeof want === "object") {
        if (value.kind !== "object")
          bad(value.loc, `'${prefix}${k}' is an object: { ${Object.keys(want as object).join(", ")} }`);
        else check(value, want as { [key: string]: unknown }, `${prefix}${k}.`);
        continue;
      }
      if (want === "acceptances") {
        const accepts = acceptancesOf(value, `${prefix}${k}`, bad);
        if (accepts !== null) values[`${prefix}${k}`] = accepts;
        continue;
      }
      const ok =
        (want === "string" && value.kind === "string") ||
        (want === "boolean" && value.kind === "boolean") ||
        (want === "strings" && value.kind === "array" && value.items.every((x) => x.kind === "string"));
      if (!ok) bad(value.loc, `'${prefix}${k}' must be ${want === "strings" ? "a list of strings" : `a ${want}`}`);
      else
        values[`${prefix}${k}`] =
          value.kind === "array"
            ? value.items.map((x) => (x as { value: string }).value)
            : (value as { value: unknown }).value;
    }
  };
  check(root, SCHEMA, "");
  // The list form of targets: a name no bundled language has is a plugin's, passed over.
  const targetList = root.entries.get("targets")?.value;
  if (notLoaded.length && targetList?.kind === "array" && Array.isArray(values.targets)) {
    const known = targetList.items.filter((x): x is Extract<Data, { kind: "string" }> => x.kind === "string");
    for (const x of known) if (!targetNames.includes(x.value)) pluginsOwn(x.loc, `the target '${x.value}'`);
    values.targets = (values.targets as string[]).filter((t) => targetNames.includes(t));
  }
  const at = (key: string): Loc => locOf(root, key) ?? locOf(root, `targets.${key}`) ?? root.loc;
  const base = ctx.base;
  const dir = (v: unknown): string => (isAbsolute(String(v)) ? String(v) : join(base, String(v)));
  // Each language option's own check, located where the file sets it.
  for (const l of languages) {
    for (const [k, o] of Object.entries(l.options)) {
      const v = values[`${l.name}.${k}`];
      const why = v === undefined ? null : ((o.check as ((x: unknown) => string | null) | undefined)?.(v) ?? null);
      if (why !== null) bad(at(`${l.name}.${k}`), why);
    }
  }
  // Every value is checked where the file sets it: versions, and the names of the targets listed.
  for (const key of ["packageVersion", ...languages.map((l) => `${l.name}.version`)]) {
    const v = values[key];
    if (typeof v === "string" && !PACKAGE_VERSION.test(v))
      bad(
        at(key),
        `'${v}' is not a version: '${key}' looks like 1.2.3, or 1.2.3-alpha.1, -beta.1, -rc.1 (what every package format accepts)`,
      );
  }
  if (targetList?.kind === "array") {
    for (const x of targetList.items) {
      if (x.kind === "string" && !targetNames.includes(x.value) && !notLoaded.length)
        bad(
          x.loc,
          `unknown target '${x.value}'${didYouMean(x.value, targetNames) || ` (known: ${targetNames.join(", ")})`}`,
        );
    }
  }
  if (values["docs.format"] !== undefined && values["docs.format"] !== "md" && values["docs.format"] !== "mdx") {
    bad(at("docs.format"), `docs.format is "md" or "mdx", not "${String(values["docs.format"])}"`);
  }
  const missing = values["docs.missing"];
  if (missing !== undefined && missing !== "allow" && missing !== "warn" && missing !== "deny") {
    bad(at("docs.missing"), `docs.missing is "allow", "warn" or "deny", not "${String(missing)}"`);
  }
  // Each language's section: `rust: { crate }` and `targets: { rust: { crate } }` alike.
  const sections: { [language: string]: { [option: string]: unknown } } = {};
  for (const l of languages) {
    for (const [k, v] of Object.entries(values))
      if (k.startsWith(`${l.name}.`)) (sections[l.name] ??= {})[k.slice(l.name.length + 1)] = v;
  }
  const config: CodegenConfig = {
    ...(values.spec !== undefined && { spec: dir(values.spec) }),
    ...(values.out !== undefined && { out: dir(values.out) }),
    ...(values.targets !== undefined && { targets: values.targets as string[] }),
    ...(values.templates !== undefined && { templateOverrides: dir(values.templates) }),
    ...(values.packageVersion !== undefined && { packageVersion: values.packageVersion as string }),
    ...(values.repository !== undefined && { repository: values.repository as string }),
    ...(values.license !== undefined && { license: values.license as string }),
    ...(values.licenseFile !== undefined && { licenseFile: dir(values.licenseFile) }),
    ...(values.description !== undefined && { description: values.description as string }),
    ...(values.unstable !== undefined && { unstable: values.unstable as string[] }),
    ...(plugins.length && { plugins }),
    ...(Object.keys(sections).length && { languages: sections }),
    ...(values["docs.format"] !== undefined && { docsFormat: values["docs.format"] as "md" | "mdx" }),
    ...(missing !== undefined && { missingDocs: missing as "allow" | "warn" | "deny" }),
    ...(values["diff.accept"] !== undefined && { diffAccept: values["diff.accept"] as Acceptance[] }),
  };
  const locs = {
    ...(values.spec !== undefined && { spec: at("spec") }),
    ...(values.out !== undefined && { out: at("out") }),
  };
  return { config, diagnostics: out, locs };
}

/**
 * `version: { env: "NAME" }`: the value of that environment variable, which must be
 * set (a release pipeline that forgot it must not publish 0.1.0). Null after a diagnostic.
 */
function versionFromEnv(
  value: Extract<Data, { kind: "object" }>,
  key: string,
  bad: (loc: Loc, message: string) => void,
): string | null {
  const env = value.entries.get("env");
  for (const [k, e] of value.entries)
    if (k !== "env") bad(e.key, `unknown setting '${key}.${k}' ('${key}' is a version string, or { env: "NAME" })`);
  if (env?.value.kind !== "string") {
    bad(
      env?.value.loc ?? value.loc,
      `'${key}' is a version string, or { env: "NAME" } naming the environment variable that holds it`,
    );
    return null;
  }
  const name = env.value.value;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
    bad(
      env.value.loc,
      `'${name}' is not an environment variable name (letters, digits and '_', not starting with a digit)`,
    );
    return null;
  }
  const v = process.env[name];
  if (v === undefined || v === "") {
    bad(
      env.value.loc,
      `${key} comes from the environment variable ${name}, which is not set (set it, or pass --package-version)`,
    );
    return null;
  }
  if (!PACKAGE_VERSION.test(v)) {
    bad(
      env.value.loc,
      `the environment variable ${name} holds '${v}', which is not a version (1.2.3, or 1.2.3-alpha.1, -beta.1, -rc.1)`,
    );
    return null;
  }
  return v;
}

/**
 * `diff.accept: [{ where, class, reason }]`: the intended changes `diff` lets
 * through, each located where the config sets it. `where` is an item as the
 * diff reports it, with its version (`v2.Type.field`); `class` one of the
 * diff's classes; `reason` says why. Null after a diagnostic.
 */
function acceptancesOf(value: Data, key: string, bad: (loc: Loc, message: string) => void): Acceptance[] | null {
  const shape = `'${key}' is a list of { where, class, reason } (where: an item as diff reports it, with its version, such as "v2.Type.field")`;
  if (value.kind !== "array") {
    bad(value.loc, shape);
    return null;
  }
  const out: Acceptance[] = [];
  let ok = true;
  value.items.forEach((item, i) => {
    const at = `${key}[${i}]`;
    if (item.kind !== "object") {
      bad(item.loc, shape);
      ok = false;
      return;
    }
    for (const [k, e] of item.entries) {
      if (!["where", "class", "reason"].includes(k)) {
        bad(
          e.key,
          `unknown setting '${at}.${k}'${didYouMean(k, ["where", "class", "reason"]) || " (where, class, reason)"}`,
        );
        ok = false;
      }
    }
    const text = (name: string): string | null => {
      const e = item.entries.get(name);
      if (e?.value.kind === "string" && e.value.value.trim() !== "") return e.value.value;
      bad(
        e?.value.loc ?? item.loc,
        `'${at}.${name}' is ${e ? "a string that is not empty" : "missing"}: each acceptance gives where, class and reason`,
      );
      ok = false;
      return null;
    };
    const where = text("where");
    const cls = text("class");
    const reason = text("reason");
    if (where !== null && !/^[^.\s]+\.\S/.test(where)) {
      bad(
        item.entries.get("where")!.value.loc,
        `'${at}.where' names an item with its version in front, as diff reports it ("v2.Type.field", "v2.Type:tag", "v1.method:name"), not '${where}'`,
      );
      ok = false;
    }
    if (cls !== null && !(CLASSES as readonly string[]).includes(cls)) {
      bad(
        item.entries.get("class")!.value.loc,
        `'${at}.class' is one of diff's classes, not '${cls}'${didYouMean(cls, CLASSES) || ` (${CLASSES.join(", ")})`}`,
      );
      ok = false;
    }
    if (where !== null && cls !== null && reason !== null)
      out.push({ where, class: cls as ChangeClass, reason, at: item.loc });
  });
  return ok ? out : null;
}

/** Versions every package format accepts (the same rule as the config's other versions). */
const PACKAGE_VERSION = /^\d+\.\d+\.\d+(?:-(?:alpha|beta|rc)\.\d+)?$/;

/** The location of a dotted setting's value. */
function locOf(root: Extract<Data, { kind: "object" }>, dotted: string): Loc | null {
  let cur: Data = root;
  for (const part of dotted.split(".")) {
    if (cur.kind !== "object") return null;
    const e = cur.entries.get(part);
    if (!e) return null;
    cur = e.value;
  }
  return cur.loc;
}

/** Where config files read as data are kept, so that a run whose config is unchanged neither parses it nor loads the parser. */
const CONFIG_CACHE = join(CACHE_DIR, "..", "config");

/** A config read as data, as it is stored: an object's entries as a list of pairs. */
type StoredData =
  | Exclude<Data, { kind: "object" | "array" }>
  | { kind: "array"; items: StoredData[]; loc: Loc }
  | { kind: "object"; entries: [string, { key: Loc; value: StoredData }][]; loc: Loc };

function store(d: Data): StoredData | null {
  if (d.kind === "number" && !Number.isFinite(d.value)) return null; // JSON cannot hold it: such a config is not cached
  if (d.kind === "array") {
    const items = d.items.map(store);
    return items.every((x) => x !== null) ? { ...d, items: items as StoredData[] } : null;
  }
  if (d.kind === "object") {
    const entries: [string, { key: Loc; value: StoredData }][] = [];
    for (const [k, e] of d.entries) {
      const value = store(e.value);
      if (value === null) return null;
      entries.push([k, { key: e.key, value }]);
    }
    return { ...d, entries };
  }
  return d;
}

/** The stored form read back; throws on anything `store` did not write. */
function revive(d: StoredData): Data {
  if (typeof d !== "object" || d === null || typeof d.loc !== "object") throw new Error("not a stored config");
  if (d.kind === "array") return { ...d, items: d.items.map(revive) };
  if (d.kind === "object")
    return { ...d, entries: new Map(d.entries.map(([k, e]) => [k, { key: e.key, value: revive(e.value) }])) };
  if (!["string", "number", "boolean", "null"].includes(d.kind)) throw new Error("not a stored config");
  return d;
}

let readerFingerprint: string | null = null;

/** [`readData`], kept in the cache for a config read without a problem: keyed by the text, its path, its kind and this module's own code. */
async function readDataCached(
  text: string,
  rel: string,
  json: boolean,
  bad: (loc: Loc, message: string) => void,
): Promise<Data | null> {
  readerFingerprint ??= createHash("sha256")
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest("hex");
  const key = createHash("sha256").update(`${readerFingerprint}\0${json}\0${rel}\0${text}`).digest("hex");
  const hit = readCache<StoredData>(key, CONFIG_CACHE);
  if (hit) {
    try {
      return revive(hit);
    } catch {
      // Not an entry this code wrote: read the file.
    }
  }
  let problems = 0;
  const data = await readData(text, rel, json, (loc, message) => {
    problems++;
    bad(loc, message);
  });
  const stored = data && problems === 0 ? store(data) : null;
  if (stored) writeCache(key, stored, CONFIG_CACHE, 8);
  return data;
}

/**
 * Reads the default export (TypeScript) or the whole text (JSON) as data, with
 * locations. The file is only parsed (oxc-parser's syntax tree, as the spec is;
 * the TypeScript compiler is not loaded), never type-checked or run.
 */
async function readData(
  text: string,
  rel: string,
  json: boolean,
  bad: (loc: Loc, message: string) => void,
): Promise<Data | null> {
  const { lineColOf, numericLiteralValue, parseSpecFile } = await import("./load/tree.js");
  type Node = import("./load/tree.js").Node;
  // JSON is a TypeScript expression: parsed as one, it keeps every position.
  const tree = parseSpecFile(json ? "/config.json.ts" : "/config.ts", json ? `export default (\n${text}\n);` : text);
  const shift = json ? 1 : 0;
  const loc = (n: { readonly start: number }): Loc => {
    const { line, col } = lineColOf(tree, n.start);
    return { file: rel, line: line - shift, col };
  };
  const textOf = (n: Node): string => tree.text.slice(n.start, n.end);
  const syntax = tree.errors[0];
  if (syntax) {
    const { line, col } = lineColOf(tree, syntax.start);
    bad(
      { file: rel, line: Math.max(1, line - shift), col },
      `the config file is not valid ${json ? "JSON" : "TypeScript"}: ${syntax.message}`,
    );
    return null;
  }
  const exp = tree.statements.find((e) => e.type === "ExportDefaultDeclaration") as
    | (Node & { readonly declaration: Node })
    | undefined;
  if (!exp) {
    bad(
      { file: rel, line: 1, col: 1 },
      "the config file has no default export: `export default defineConfig({ ... })`",
    );
    return null;
  }
  type Field<K extends string> = { readonly [k in K]: Node };
  let expr: Node = exp.declaration;
  for (;;) {
    if (["ParenthesizedExpression", "TSAsExpression", "TSSatisfiesExpression"].includes(expr.type))
      expr = (expr as Node & Field<"expression">).expression;
    else if (expr.type === "CallExpression") {
      const call = expr as Node & Field<"callee"> & { readonly arguments: readonly Node[] };
      if (textOf(call.callee) !== "defineConfig" || call.arguments.length !== 1) break;
      expr = call.arguments[0]!;
    } else break;
  }
  const read = (n: Node): Data | null => {
    const value = (n as { readonly value?: unknown }).value;
    if (n.type === "Literal" && typeof value === "string") return { kind: "string", value, loc: loc(n) };
    if (n.type === "TemplateLiteral") {
      const t = n as Node & { readonly expressions: readonly Node[]; readonly quasis: readonly Node[] };
      const cooked = (t.quasis[0] as { readonly value?: { readonly cooked: string | null } } | undefined)?.value
        ?.cooked;
      if (t.expressions.length === 0 && typeof cooked === "string")
        return { kind: "string", value: cooked, loc: loc(n) };
    }
    // A float when it has a point, else a base-10 integer (as ts-morph reads a numeric literal).
    if (n.type === "Literal" && typeof value === "number")
      return {
        kind: "number",
        value: numericLiteralValue(n as Node & { raw: string | null; value: number }),
        loc: loc(n),
      };
    if (n.type === "Literal" && typeof value === "boolean") return { kind: "boolean", value, loc: loc(n) };
    if (n.type === "Literal" && (n as { readonly raw?: unknown }).raw === "null") return { kind: "null", loc: loc(n) };
    if (n.type === "ArrayExpression") {
      const elements = (n as Node & { readonly elements: readonly (Node | null)[] }).elements;
      if (elements.includes(null)) {
        bad(loc(n), "an array in the config has a hole; the config is read as data, never run");
        return null;
      }
      const items = (elements as Node[]).map(read);
      return items.every((x) => x !== null) ? { kind: "array", items: items as Data[], loc: loc(n) } : null;
    }
    if (n.type === "ObjectExpression") {
      const entries = new Map<string, { key: Loc; value: Data }>();
      for (const q of (n as Node & { readonly properties: readonly Node[] }).properties) {
        const p = q as Node & {
          readonly kind?: string;
          readonly method?: boolean;
          readonly shorthand?: boolean;
          readonly computed?: boolean;
          readonly key: Node;
          readonly value: Node;
        };
        if (p.type !== "Property" || p.kind !== "init" || p.method || p.shorthand) {
          bad(loc(p), "only `key: value` entries are read in the config");
          continue;
        }
        const nameNode = p.key;
        const keyValue = (nameNode as { readonly value?: unknown }).value;
        const key = p.computed
          ? `[${textOf(nameNode)}]`
          : nameNode.type === "Literal" && typeof keyValue === "string"
            ? keyValue
            : textOf(nameNode);
        const v = read(p.value);
        if (v) entries.set(key, { key: loc(nameNode), value: v });
      }
      return { kind: "object", entries, loc: loc(n) };
    }
    bad(loc(n), `'${textOf(n).slice(0, 40)}' is not a literal; the config is read as data, never run`);
    return null;
  };
  return read(expr);
}
