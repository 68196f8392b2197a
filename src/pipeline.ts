import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { CodegenConfig, ResolvedConfig, ResolvedLanguage } from "./config.js";
import { toolchainMatcher } from "./plugin/target.js";
import {
  COMMON_OPTIONS,
  flatKey,
  kindOk,
  pluginProblem,
  type LanguagePlugin,
  type LanguageTarget,
} from "./plugin/index.js";
import { didYouMean } from "./diagnostics/suggest.js";
import { hasErrors, sortDiagnostics, type Diagnostic, NO_LOC } from "./diagnostics/diagnostic.js";
import { formatFiles } from "./format/format.js";
import { licenseText } from "./render/package-docs.js";
import { diag } from "./diagnostics/diagnostic.js";
import { listSpecFiles } from "./load/sources.js";
import type { BuildResult } from "./model/build.js";
import { UNNAMED_UNSTABLE } from "./model/unstable-message.js";
import {
  cacheKey,
  folderFingerprint,
  hasCache,
  OUTPUT_DIR,
  OUTPUT_KEEP,
  readCache,
  readFilesCache,
  writeCache,
  writeFilesCache,
} from "./write/cache.js";
import { renderInParallel, renderWorkerAvailable, startParallelRun, warmRenderWorker } from "./render/parallel.js";
import { indexModel } from "./model/index.js";
import { collectIfLarge } from "./render/collect.js";
import { memoTarget, retaining, startRun } from "./render/retained.js";
import { specFeatures } from "./model/features.js";
import type { SpecModel } from "./model/types.js";
import type { GeneratedFile, Target } from "./render/target.js";
import { checkOverrides, loadTemplateDir, TemplateError } from "./render/templates.js";
import { bundledLanguages, languagesWith, plainTargets, targetsOf } from "./targets/registry.js";
import { validate } from "./validate/rules.js";
import { MISSING_DOCS_LEVELS, missingDocs } from "./validate/docs.js";

export const STAGES = ["load", "model", "validate", "render", "format"] as const;
export type Stage = (typeof STAGES)[number] | "write";

export interface CompileResult {
  readonly config: ResolvedConfig;
  readonly diagnostics: readonly Diagnostic[];
  readonly model: SpecModel | null;
  readonly targets: readonly Target[];
  /** Whether a file name is one the languages' toolchains leave in their folders (the writer passes over it). */
  readonly isArtifact: (name: string) => boolean;
  /** Formatted output, paths relative to the output folder. Empty when there are errors. */
  readonly files: readonly GeneratedFile[];
  readonly timings: Partial<Record<Stage, number>>;
  /** The targets rendered on the render worker (see render/parallel.ts), in target order; empty when one thread did all. */
  readonly workerTargets: readonly string[];
}

export const PACKAGE_ROOT = fileURLToPath(new URL("..", import.meta.url));
export const DEFAULT_TEMPLATES = fileURLToPath(new URL("../templates", import.meta.url));

/** Semantic versions as every package format accepts them (cargo, npm, Python packaging). */
const SEMVER = /^\d+\.\d+\.\d+(?:-(?:alpha|beta|rc)\.\d+)?$/;

/** An SPDX licence expression: ids (or LicenseRef-...) joined by AND, OR, WITH, optionally in parentheses. */
const SPDX = /^\(?[A-Za-z0-9][A-Za-z0-9.+-]*\)?(?: (?:AND|OR|WITH) \(?[A-Za-z0-9][A-Za-z0-9.+-]*\)?)*$/;

/** A bad option (not a spec problem): the CLI reports it as a usage error. */
export class ConfigError extends Error {}

export function resolveConfig(c: CodegenConfig): ResolvedConfig {
  const plugins = resolvePlugins(c.plugins ?? []);
  const all = targetsOf(plugins);
  const unknown = (c.targets ?? []).filter((t) => !all.some((x) => x.name === t));
  if (unknown.length)
    throw new ConfigError(`unknown target '${unknown.join("', '")}' (known: ${all.map((t) => t.name).join(", ")})`);
  const languages = Object.fromEntries(plugins.map((p) => [p.name, resolveLanguage(p, c)]));
  for (const name of Object.keys(c.languages ?? {})) {
    if (!plugins.some((p) => p.name === name))
      throw new ConfigError(
        `unknown language '${name}'${
          didYouMean(
            name,
            plugins.map((p) => p.name),
          ) || ` (known: ${plugins.map((p) => p.name).join(", ")})`
        }`,
      );
  }
  if (c.missingDocs !== undefined && !MISSING_DOCS_LEVELS.includes(c.missingDocs)) {
    throw new ConfigError(`unknown missing-docs level '${String(c.missingDocs)}' (${MISSING_DOCS_LEVELS.join(", ")})`);
  }
  if (c.docsFormat !== undefined && c.docsFormat !== "md" && c.docsFormat !== "mdx") {
    throw new ConfigError(`unknown docs format '${String(c.docsFormat)}' (md, mdx)`);
  }
  const versions: (readonly [string, string | null | undefined])[] = [
    ["packageVersion", c.packageVersion],
    ...plugins.map((p) => [`${p.name} version`, languages[p.name]!.own.version] as const),
  ];
  for (const [name, v] of versions) {
    if (v !== undefined && v !== null && !SEMVER.test(v))
      throw new ConfigError(
        `'${v}' is not a version (the ${name} must look like 1.2.3, or 1.2.3-alpha.1, -beta.1, -rc.1, which every package format accepts)`,
      );
  }
  if (c.license !== undefined && !SPDX.test(c.license)) {
    throw new ConfigError(
      `'${c.license}' is not an SPDX licence expression (for example Apache-2.0, MIT, "MIT OR Apache-2.0", LicenseRef-Proprietary)`,
    );
  }
  if (c.licenseFile !== undefined && c.licenseFile !== null) {
    try {
      readFileSync(c.licenseFile, "utf8");
    } catch {
      throw new ConfigError(`cannot read the licence file '${c.licenseFile}'`);
    }
  }
  if (
    c.description !== undefined &&
    c.description !== null &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the test looks for
    (c.description.trim() === "" || /[\u0000-\u001f]/.test(c.description))
  ) {
    throw new ConfigError("the description is one line of text (not empty, no control characters)");
  }
  const version = c.packageVersion ?? "0.1.0";
  const unstable = c.unstable ?? [];
  return {
    spec: c.spec ?? "spec",
    out: c.out ?? "out",
    targets: c.targets ?? all.map((t) => t.name),
    templates: c.templates ?? DEFAULT_TEMPLATES,
    templateOverrides: c.templateOverrides ?? null,
    plugins,
    languages: Object.fromEntries(
      Object.entries(languages).map(([name, l]) => [
        name,
        { options: l.options, own: l.own, version: l.own.version ?? version, unstable: l.own.unstable ?? unstable },
      ]),
    ),
    version,
    repository: c.repository ?? null,
    license: c.license ?? "Apache-2.0",
    licenseFile: c.licenseFile ?? null,
    description: c.description ?? null,
    unstable,
    docsFormat: c.docsFormat ?? "md",
    missingDocs: c.missingDocs ?? "warn",
    format: c.format ?? "builtin",
    cache: c.cache ?? !process.env.ACP_CODEGEN_NO_CACHE,
    scope: c.scope ?? "all",
  };
}

/** The languages of a run: the bundled ones, then the plugins given, each checked; two languages may not share a name. */
export function resolvePlugins(given: readonly LanguagePlugin[]): readonly LanguagePlugin[] {
  for (const p of given) {
    const problem = pluginProblem(p);
    if (problem) throw new ConfigError(problem);
  }
  const all = languagesWith(given);
  const names = new Set<string>();
  for (const p of all) {
    if (names.has(p.name) || plainTargets.some((t) => t.name === p.name))
      throw new ConfigError(`two targets are named '${p.name}' (a language plugin must take a name of its own)`);
    names.add(p.name);
  }
  return all;
}

/**
 * A language's settings from a config: each option from its flat key
 * (`rustCrate`), else its section (`languages.rust.crate`), else its default;
 * checked by kind and by the plugin's own check. `version` and `unstable`
 * are the core's, for every language.
 */
function resolveLanguage(
  p: LanguagePlugin,
  c: CodegenConfig,
): { options: Record<string, unknown>; own: ResolvedLanguage["own"] } {
  const section = c.languages?.[p.name] ?? {};
  const names = [...Object.keys(p.options), ...COMMON_OPTIONS];
  for (const k of Object.keys(section)) {
    if (!names.includes(k))
      throw new ConfigError(
        `unknown option '${p.name}.${k}'${didYouMean(k, names).replace("'", `'${p.name}.`) || ` (${p.name} has: ${names.join(", ")})`}`,
      );
  }
  // A flat key (`rustCrate`), the form of earlier releases, wins over the section.
  const given = (k: string): unknown => (c as { readonly [key: string]: unknown })[flatKey(p.name, k)] ?? section[k];
  const options: Record<string, unknown> = {};
  for (const [k, spec] of Object.entries(p.options)) {
    const v = given(k) ?? spec.default;
    if (!kindOk(spec.kind, v))
      throw new ConfigError(
        `'${p.name}.${k}' must be ${spec.kind === "strings" ? "a list of strings" : `a ${spec.kind}`}`,
      );
    const why = (spec.check as ((x: unknown) => string | null) | undefined)?.(v) ?? null;
    if (why !== null) throw new ConfigError(why);
    options[k] = v;
  }
  const version = given("version") ?? null;
  const unstable = given("unstable") ?? null;
  if (version !== null && typeof version !== "string") throw new ConfigError(`'${p.name}.version' must be a string`);
  if (unstable !== null && !kindOk("strings", unstable))
    throw new ConfigError(`'${p.name}.unstable' must be a list of strings`);
  return { options, own: { version: version as string | null, unstable: unstable as readonly string[] | null } };
}

/** A target's templates: its own folder (a language's `templates/`), else `<templates>/<name>/`; a templates folder given in the config holds every target's. */
export function templatesDirOf(t: Target, cfg: ResolvedConfig): string | null {
  return cfg.templates === DEFAULT_TEMPLATES && t.templatesDir !== undefined
    ? t.templatesDir
    : join(cfg.templates, t.name);
}

type Timer = <T>(stage: Stage, f: () => T) => T;

/**
 * Targets' memoized steps, kept in memory for the life of the process (watch
 * mode reruns with most of them unchanged; a long-lived process, a test
 * worker, generates the same spec again), by the SHA-256 of their key.
 * Bounded: the oldest go first. Outside watch mode a step with a large key
 * (a large input: the TypeScript target compiling a 10,000-type package) is
 * computed and not kept: a one-off run never reads it again, and its 12 MB of
 * compiled lib/ stayed alive while every later target rendered.
 */
const memoTable = new Map<string, unknown>();
const MEMO_KEEP = 256;
/** The longest key (in characters) whose step a process that does not keep runs keeps (see processMemo). */
const MEMO_KEY_MAX_CHARS = 1024 * 1024;
function processMemo<T>(key: string, compute: () => T): T {
  if (!retaining() && key.length > MEMO_KEY_MAX_CHARS) return compute();
  const k = createHash("sha256").update(key).digest("hex");
  if (memoTable.has(k)) return memoTable.get(k) as T;
  const value = compute();
  memoTable.set(k, value);
  if (memoTable.size > MEMO_KEEP) memoTable.delete(memoTable.keys().next().value!);
  return value;
}

/**
 * Reads the spec and builds the model, or takes both from the model cache when
 * nothing that shapes them changed (then no spec file is parsed).
 */
async function loadAndBuild(
  spec: string,
  useCache: boolean,
  time: Timer,
  timings: Partial<Record<Stage, number>>,
  mayParallel: boolean,
): Promise<{ built: BuildResult; loadDiagnostics: readonly Diagnostic[]; key?: string | null; chars?: number }> {
  let sources: { rel: string; text: string }[];
  try {
    if (!statSync(spec).isDirectory()) throw new Error("not a directory");
    sources = time("load", () => listSpecFiles(spec));
  } catch {
    const d = diag("spec-not-found", NO_LOC, `cannot read the spec folder '${spec}'`);
    return {
      built: { model: { versions: [], conversions: [], converters: [], vectorFiles: [] }, diagnostics: [] },
      loadDiagnostics: [d],
    };
  }
  const key = useCache ? cacheKey(sources) : null;
  const digest = specDigest(sources);
  const withDigest = (r: { built: BuildResult; loadDiagnostics: readonly Diagnostic[] }) => ({
    ...r,
    built: { ...r.built, model: { ...r.built.model, digest } },
  });
  const chars = sources.reduce((n, s) => n + s.text.length, 0);
  const hit = key ? readCache<{ built: BuildResult; loadDiagnostics: Diagnostic[] }>(key) : null;
  if (hit) return { ...withDigest(hit), key, chars };
  // A large spec's targets will render on two threads: the worker loads their code while this parses the spec.
  if (mayParallel && parallelSize(chars)) warmRenderWorker();
  const [{ loadSources }, { buildModel }] = await Promise.all([import("./load/load.js"), import("./model/build.js")]);
  // Each file is parsed as the model reads it, and its tree dropped once read: only the model goes on.
  // Parsing is the load stage's time, though it happens while the model is read.
  const result = (() => {
    const loaded = time("load", () => loadSources(sources));
    const built = time("model", () => buildModel(loaded.files, loaded.vectorFiles));
    const loadDiagnostics = time("model", () => loaded.diagnostics);
    timings.load = (timings.load ?? 0) + loaded.parseMs;
    timings.model = (timings.model ?? 0) - loaded.parseMs;
    return { built, loadDiagnostics };
  })();
  if (key) storeSoon(`model ${key}`, () => writeCache(key, result));
  return { ...withDigest(result), key, chars };
}

/** The spec's digest: every file's relative path and text, in path order (what provenance records). */
function specDigest(sources: readonly { rel: string; text: string }[]): string {
  const h = createHash("sha256");
  for (const s of [...sources].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0)))
    h.update(`${s.rel}\0${s.text}\0`);
  return `sha256:${h.digest("hex")}`;
}

/**
 * The output cache's keys: the spec (its model key), the resolved config
 * (without the choice of targets: each target is an entry of its own), and
 * everything outside the spec that shapes the output (the compiler's code, its
 * templates and runtime sources, template overrides, its package.json). A hit
 * gives exactly the files, or the diagnostics, that the work would.
 */
function outputKeys(modelKey: string, cfg: ResolvedConfig): { diagnostics: string; target: (name: string) => string } {
  // The compiler's own folders are read once per process (its code is loaded, its templates kept): a long-lived
  // process fingerprints them once. Overrides are read each run, and fingerprinted each run.
  const own = [
    fileURLToPath(new URL(".", import.meta.url)),
    cfg.templates,
    fileURLToPath(new URL("../src/languages", import.meta.url)),
    fileURLToPath(new URL("../package.json", import.meta.url)),
  ];
  const ownKey = own.join("\0");
  let ownPrint = ownFingerprints.get(ownKey);
  if (ownPrint === undefined) ownFingerprints.set(ownKey, (ownPrint = folderFingerprint(own)));
  const code = cfg.templateOverrides ? `${ownPrint}\0${folderFingerprint([cfg.templateOverrides])}` : ownPrint;
  const licence = createHash("sha256").update(licenseText(cfg)).digest("hex");
  const base = `${modelKey}\0${JSON.stringify({ ...cfg, targets: null, plugins: cfg.plugins.map((p) => `${p.name}@${p.version ?? ""}`) })}\0${code}\0${licence}`;
  const key = (what: string): string => createHash("sha256").update(`output\0${what}\0${base}`).digest("hex");
  // Validation asks the languages generated which names they reserve: the diagnostics depend on which ones are.
  const languages = cfg.plugins.filter((p) => cfg.targets.includes(p.name)).map((p) => p.name);
  return { diagnostics: key(`diagnostics ${languages.join(" ")}`), target: (name) => key(`target ${name}`) };
}

/** The fingerprints of the compiler's own folders, by folder list, taken once per process (see outputKeys). */
const ownFingerprints = new Map<string, string>();

/** A target's files larger than this in all are not kept in the output cache: writing and reading them would cost more than rendering. */
const OUTPUT_CACHE_MAX_CHARS = 64 * 1024 * 1024;

/** One target's files, rendered (not formatted yet), their paths under the target's folder. Throws TemplateError. */
export function renderTarget(
  t: Target,
  model: SpecModel,
  versions: ReturnType<typeof indexModel>,
  cfg: ResolvedConfig,
): GeneratedFile[] {
  const templates = loadTemplateDir(templatesDirOf(t, cfg), t.name, cfg.templateOverrides);
  const render = (): GeneratedFile[] =>
    t
      .generate({ model, versions, templates, config: cfg, memo: processMemo })
      .map((f) => ({ ...f, path: `${t.outDir}/${f.path}` }));
  // Watch mode: the target's output (and inside it each declaration's) is kept for the next run, by what it read. Only
  // the package's own targets: a plugin from outside may read more than the model, its config and its templates.
  const own = "plugin" in t ? bundledLanguages.includes((t as LanguageTarget).plugin) : plainTargets.includes(t);
  if (!retaining() || !own) return render();
  const key = `${t.name}\0${t.outDir}\0${idOf(templates)}\0${configText(cfg)}`;
  return [...memoTarget(key, model, render)];
}

/** Each template set's number, for the keys of memoised targets: a set read again (an override edited) is another set. */
const templateIds = new WeakMap<object, number>();
let templateSets = 0;
function idOf(templates: object): number {
  let id = templateIds.get(templates);
  if (id === undefined) templateIds.set(templates, (id = templateSets++));
  return id;
}

/** A resolved config as text, for the keys of memoised targets (its plugins by name and version). */
const configTexts = new WeakMap<ResolvedConfig, string>();
function configText(cfg: ResolvedConfig): string {
  let text = configTexts.get(cfg);
  if (text === undefined)
    configTexts.set(
      cfg,
      (text = JSON.stringify({ ...cfg, plugins: cfg.plugins.map((p) => `${p.name}@${p.version ?? ""}`) })),
    );
  return text;
}

/** A target's rendered files formatted: the shared formatter, then the language's own (gofmt, say). */
export async function formatTarget(
  t: Target,
  rendered: readonly GeneratedFile[],
  cfg: ResolvedConfig,
): Promise<GeneratedFile[]> {
  const own = "plugin" in t ? (t as LanguageTarget).plugin.format : undefined;
  let out = await formatFiles(rendered, cfg.format);
  // A language's own formatter runs after the shared one, on paths relative to its folder.
  if (own) {
    const prefix = `${t.outDir}/`;
    const mine = await own(out.map((f) => ({ ...f, path: f.path.slice(prefix.length) })));
    out = mine.map((f) => ({ ...f, path: `${prefix}${f.path}` }));
  }
  return out;
}

/** Keeps a target's formatted files in the output cache under its key (none: not cached), unless they are very large. */
export function storeTargetFiles(key: string | null, files: readonly GeneratedFile[]): void {
  if (key && files.reduce((n, f) => n + f.content.length, 0) <= OUTPUT_CACHE_MAX_CHARS)
    storeSoon(`files ${key}`, () => writeFilesCache(key, files, OUTPUT_DIR, OUTPUT_KEEP));
}

/** How long the cache's entries wait for the process to be idle (see deferCacheStores); null: stored at once. */
let storeDelayMs: number | null = null;
/** The entries of the last run, waiting to be stored, by what they are. */
const waitingStores = new Map<string, () => void>();
let storeTimer: NodeJS.Timeout | null = null;

/**
 * For a process that runs again and again (watch mode): the caches' entries of a run are stored once no run has
 * started for `ms` milliseconds, and a new run drops the last one's (its entries would serve a spec that is gone).
 * Storing a run's entries (megabytes of output) then no longer delays the run's output, and an editor's bursts of
 * saves store only the last. A process that ends first stores nothing: the caches are only ever a shortcut.
 * Null stores at once again (the default), dropping what waits.
 */
export function deferCacheStores(ms: number | null): void {
  storeDelayMs = ms;
  if (ms === null) runStarts();
}

function storeSoon(what: string, store: () => void): void {
  if (storeDelayMs === null) store();
  else waitingStores.set(what, store);
}

/** A new run begins: the entries the last one left waiting are dropped. */
function runStarts(): void {
  waitingStores.clear();
  if (storeTimer) clearTimeout(storeTimer);
  storeTimer = null;
}

/** A run ended: its entries are stored once no run has started for the delay. */
function runEnds(): void {
  if (storeDelayMs === null || waitingStores.size === 0) return;
  storeTimer = setTimeout(() => {
    storeTimer = null;
    const all = [...waitingStores.values()];
    waitingStores.clear();
    for (const f of all) f();
  }, storeDelayMs);
  storeTimer.unref();
}

/** Below this much spec text, a second thread costs more than it saves (starting it, copying the model to it). */
const PARALLEL_MIN_CHARS = 96 * 1024;
/**
 * Above this much, one thread: two heaps, each with a copy of the model and its own garbage, nearly double the peak
 * memory of a large spec (10,000 synthetic types, 5 MB of spec: 1,081 MB against 641 MB).
 */
const PARALLEL_MAX_CHARS = 2 * 1024 * 1024;
const parallelSize = (chars: number): boolean => chars >= PARALLEL_MIN_CHARS && chars <= PARALLEL_MAX_CHARS;

/**
 * Receives each target's formatted files as soon as they are ready, so that a
 * large output never has to be held whole: in target order when one thread
 * renders, in the order the threads finish them when two do. Called only while
 * the run has no errors; a later error (a broken template override) is still
 * possible, so what it receives is committed only once the run succeeds.
 */
export type FileSink = (target: Target, files: readonly GeneratedFile[]) => void;

/** load -> model -> validate -> render -> format, with every file in the result. Touches the disk only to read the spec and templates. */
export async function compile(config: CodegenConfig): Promise<CompileResult> {
  const byTarget = new Map<Target, readonly GeneratedFile[]>();
  const r = await compileTo(config, (t, fs) => void byTarget.set(t, fs));
  // In target order, whatever order the targets were done in.
  return { ...r, files: hasErrors(r.diagnostics) ? [] : r.targets.flatMap((t) => byTarget.get(t) ?? []) };
}

/**
 * load -> model -> validate, then render -> format one target at a time,
 * handing each target's files to `sink` and keeping none of them. The
 * result's `files` is empty: the sink had them.
 */
export async function compileTo(config: CodegenConfig, sink: FileSink): Promise<CompileResult> {
  runStarts();
  try {
    return await compileRun(config, sink);
  } finally {
    runEnds();
  }
}

async function compileRun(config: CodegenConfig, sink: FileSink): Promise<CompileResult> {
  const cfg = resolveConfig(config);
  const timings: Partial<Record<Stage, number>> = {};
  const time: Timer = <T>(stage: Stage, f: () => T): T => {
    const t0 = performance.now();
    const r = f();
    timings[stage] = (timings[stage] ?? 0) + performance.now() - t0;
    return r;
  };
  const targets = targetsOf(cfg.plugins).filter((t) => cfg.targets.includes(t.name));
  // Only the bundled languages render on the worker: it has no way to the code of a plugin from outside the package.
  const bundledOnly = cfg.plugins.every((p) => bundledLanguages.includes(p));
  const loaded = await loadAndBuild(cfg.spec, cfg.cache, time, timings, bundledOnly);
  // The parsed spec is garbage now that the model is built.
  collectIfLarge();
  const { loadDiagnostics } = loaded;
  const built: BuildResult =
    cfg.scope === "types"
      ? {
          model: {
            ...loaded.built.model,
            conversions: [],
            converters: [],
            vectorFiles: [],
            versions: loaded.built.model.versions.map((v) => ({ ...v, reducer: null })),
            // The bridge's turn is behaviour, as the reducers it names are.
            bridge: undefined,
          },
          diagnostics: loaded.built.diagnostics.filter(
            (d) =>
              !d.loc.file.startsWith("conversions.") &&
              !d.loc.file.startsWith("bridge.") &&
              !d.loc.file.startsWith("vectors/") &&
              d.code !== "ACP014" &&
              d.message !== UNNAMED_UNSTABLE,
          ),
        }
      : loaded.built;
  // A syntax error makes the parser guess, and what it guesses raises more errors: report the first
  // syntax error of each broken file alone, and nothing else about that file.
  const broken = new Map<string, Diagnostic>();
  for (const d of loadDiagnostics) if (d.code === "ACP001" && !broken.has(d.loc.file)) broken.set(d.loc.file, d);
  // The unstable features the config switches on must be features of the spec.
  const known = new Set(specFeatures(built.model));
  for (const [what, list] of [
    ["unstable", cfg.unstable] as const,
    ...cfg.plugins.map((p) => [`${p.name}.unstable`, cfg.languages[p.name]!.own.unstable] as const),
  ]) {
    const unknown = (list ?? []).filter((f) => !known.has(f));
    if (unknown.length && built.model.versions.length) {
      throw new ConfigError(
        `${what} names '${unknown.join("', '")}', which the spec has no unstable feature of (it has: ${[...known].join(", ") || "none"})`,
      );
    }
  }
  const diagnostics = [
    ...loadDiagnostics.filter((d) => d.code !== "ACP001" || broken.get(d.loc.file) === d),
    ...built.diagnostics.filter((d) => !broken.has(d.loc.file)),
  ];
  const workerTargets: string[] = [];
  const isArtifact = toolchainMatcher(cfg.plugins.flatMap((p) => p.toolchainFiles ?? []));
  const result = (): CompileResult => ({
    config: cfg,
    diagnostics: sortDiagnostics(diagnostics),
    model: built.model,
    targets,
    isArtifact,
    files: [],
    timings,
    workerTargets,
  });
  // An unchanged spec, config and compiler takes its diagnostics and each target's files from the cache.
  // A language from outside the package is code the output cache cannot fingerprint: such a run is not cached.
  const keys = cfg.cache && loaded.key && !hasErrors(diagnostics) && bundledOnly ? outputKeys(loaded.key, cfg) : null;
  const cachedDiagnostics = keys ? readCache<{ diagnostics: Diagnostic[] }>(keys.diagnostics, OUTPUT_DIR) : null;
  // The model's index is built once: validation and every target read the same one (and so share its compiled behaviour).
  let versions: ReturnType<typeof indexModel> | null = null;
  // A large spec's targets not in the output cache render on two threads (see render/parallel.ts). The worker starts
  // on them while this thread validates: its work is dropped should validation fail, or an override be refused (it
  // checks the overrides before it reads one, as this thread does).
  const todo = targets
    .map((_, i) => i)
    .filter((i) => !(keys && hasCache(keys.target(targets[i]!.name), OUTPUT_DIR, "files")));
  const parallelWanted =
    bundledOnly &&
    todo.length >= 2 &&
    parallelSize(loaded.chars ?? 0) &&
    !hasErrors(diagnostics) &&
    renderWorkerAvailable();
  // Watch mode keeps each target's work on the thread that rendered it (see render/retained.ts): a target renders
  // where it did in the last run, once every target of the run has rendered somewhere; the worker's files go to the
  // output cache from here, where storing waits for watching to be idle.
  const watching = retaining();
  const pinned = watching ? pinnedOf(todo.map((i) => targets[i]!.name)) : null;
  const parallel = parallelWanted
    ? startParallelRun({
        model: built.model,
        config: { ...cfg, plugins: undefined } as Omit<ResolvedConfig, "plugins">,
        names: todo.map((i) => targets[i]!.name),
        cacheKeys: todo.map((i) => (watching ? null : (keys?.target(targets[i]!.name) ?? null))),
        retain: watching,
        pinned,
      })
    : null;
  // Watch mode: what this run validates and renders may come from the last run (see render/retained.ts).
  startRun(built.model);
  // However the run ends, a worker still rendering for it no longer keeps the process alive.
  try {
    if (cachedDiagnostics) diagnostics.splice(0, diagnostics.length, ...cachedDiagnostics.diagnostics);
    // Validation rules assume a structurally sound model; skip them after syntax errors.
    else if (!hasErrors(loadDiagnostics)) {
      diagnostics.push(
        ...time("validate", () =>
          validate(
            built.model,
            cfg.plugins.filter((p) => cfg.targets.includes(p.name)),
            (versions ??= indexModel(built.model)),
          ),
        ),
      );
      // Missing docs are looked for in a sound spec only: beside its errors they would only be noise.
      if (!hasErrors(diagnostics))
        diagnostics.push(...time("validate", () => missingDocs(built.model, cfg.missingDocs)));
    }
    if (hasErrors(diagnostics)) return result();
    if (keys && !cachedDiagnostics) {
      const sorted = sortDiagnostics(diagnostics);
      storeSoon(`diagnostics ${keys.diagnostics}`, () =>
        writeCache(keys.diagnostics, { diagnostics: sorted }, OUTPUT_DIR, OUTPUT_KEEP),
      );
    }
    // A symbolic link among the overrides is refused before any target renders, even when the output cache could answer without reading them.
    try {
      for (const t of targets) if (cfg.templateOverrides) checkOverrides(cfg.templateOverrides, t.name);
    } catch (e) {
      if (!(e instanceof TemplateError)) throw e;
      diagnostics.push(diag("template-invalid", e.loc, e.message));
      return result();
    }
    if (parallel) {
      const index = (): ReturnType<typeof indexModel> => (versions ??= indexModel(built.model));
      const ok = await renderInParallel(parallel, targets, todo, sink, timings, workerTargets, {
        local: (t) => {
          const rendered = time("render", () => renderTarget(t, built.model, index(), cfg));
          return time("format", () => formatTarget(t, rendered, cfg)).then((out) => {
            storeTargetFiles(keys?.target(t.name) ?? null, out);
            return out;
          });
        },
        cached: (t) => (keys ? readFilesCache(keys.target(t.name), OUTPUT_DIR) : null),
        failed: (e) => void diagnostics.push(diag("template-invalid", e.loc, e.message)),
        // Watch mode: the worker stored nothing (see above).
        received: (t, files) => {
          if (watching) storeTargetFiles(keys?.target(t.name) ?? null, files);
        },
      });
      if (ok && watching)
        for (const i of todo) onWorker.set(targets[i]!.name, workerTargets.includes(targets[i]!.name));
      return result();
    }
    // A target's formatting may wait on work off the main thread (prettier on a worker): the next targets render
    // meanwhile. Files still go to the sink in target order; a few targets at most wait behind one still formatting.
    const inFlight: { t: Target; files: Promise<GeneratedFile[]>; settled: boolean }[] = [];
    const MAX_IN_FLIGHT = 3;
    /** Hands the sink the targets done formatting, in order; with `all`, waits for every one. */
    const deliver = async (all: boolean): Promise<void> => {
      while (inFlight.length && (all || inFlight[0]!.settled || inFlight.length > MAX_IN_FLIGHT)) {
        const { t, files } = inFlight.shift()!;
        const t0 = performance.now();
        const done = await files;
        timings.format = (timings.format ?? 0) + performance.now() - t0;
        // Before the sink too: it encodes the target's files to bytes (tens of megabytes on a large spec), which
        // should not land on top of the garbage the target's render left.
        collectIfLarge();
        sink(t, done);
        collectIfLarge();
      }
    };
    for (const t of targets) {
      const key = keys?.target(t.name) ?? null;
      let files = key ? readFilesCache(key, OUTPUT_DIR) : null;
      if (files !== null) {
        await deliver(true);
        sink(t, files);
        files = null;
        collectIfLarge();
        continue;
      }
      let rendered: GeneratedFile[];
      try {
        rendered = time("render", () => renderTarget(t, built.model, (versions ??= indexModel(built.model)), cfg));
      } catch (e) {
        // A broken template override is the maintainer's mistake: a located diagnostic, and nothing is written.
        if (!(e instanceof TemplateError)) throw e;
        await Promise.all(inFlight.map((f) => f.files.catch(() => undefined)));
        diagnostics.push(diag("template-invalid", e.loc, e.message));
        return result();
      }
      const t0 = performance.now();
      const formatting = (async (): Promise<GeneratedFile[]> => {
        const input = rendered;
        rendered = [];
        const out = await formatTarget(t, input, cfg);
        storeTargetFiles(key, out);
        return out;
      })();
      // Its failure is seen where it is awaited (deliver), not as an unhandled rejection should a later target fail first.
      const entry = { t, files: formatting, settled: false };
      formatting.then(
        () => (entry.settled = true),
        () => (entry.settled = true),
      );
      inFlight.push(entry);
      // Two turns of the event loop hand the waiting work over: the formatter's promise jobs run, and then what they
      // put off to the next turn (prettier's batch, sent to its worker).
      await new Promise((r) => setImmediate(() => setImmediate(r)));
      timings.format = (timings.format ?? 0) + performance.now() - t0;
      await deliver(false);
    }
    await deliver(true);
    return result();
  } finally {
    parallel?.end();
  }
}

/**
 * Watch mode: whether each target rendered on the worker in the last run, by name. A target's work is kept on the
 * thread that rendered it (each thread's memo of render/retained.ts), so it renders there again.
 */
const onWorker = new Map<string, boolean>();

/** Each of a watched run's targets on the worker (true) or here (false), as in the last run; null if one is new. */
function pinnedOf(names: readonly string[]): boolean[] | null {
  const pinned = names.map((n) => onWorker.get(n));
  return pinned.every((p) => p !== undefined) ? (pinned as boolean[]) : null;
}
