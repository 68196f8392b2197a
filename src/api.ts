import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import type { CodegenConfig, ResolvedConfig } from "./config.js";
import type { LanguagePlugin, OptionValue } from "./plugin/index.js";
import type { BundledPlugins } from "./targets/registry.js";
import { API_ONLY_OPTIONS, RUN_OPTIONS, SETTINGS } from "./config-options.js";
import { didYouMean } from "./diagnostics/suggest.js";
import { diag, formatDiagnostic, hasErrors, type Diagnostic, type Loc } from "./diagnostics/diagnostic.js";
import type { Acceptance, Change, ChangeClass } from "./diff/diff.js";

/**
 * acp-codegen as a library: `generate`, `check` and `diff` do what the commands
 * of the same names do, and return what happened as data. They never print,
 * never exit the process and never change `process.exitCode`; a problem with the
 * spec, the config or the output folder is in the result, not thrown.
 */

/** What a run did, or would do, to a file (the output writer's statuses, restated so that these declarations need nothing of Node's). */
export type FileStatus = "new" | "changed" | "unchanged" | "extra";

/** Where a run starts, and which config file it reads. */
export interface RunOptions {
  /** The folder relative paths start from, and where the config file is looked for. Default: `process.cwd()`. */
  readonly cwd?: string;
  /**
   * The config file (`acp-codegen.config.ts` or `.json`), relative to `cwd`; `false` reads none (`--config`).
   * Default: the one the CLI would find from `cwd`, if any.
   */
  readonly config?: string | false;
  /**
   * Load none of the plugins the config file names (`--no-plugins`): a plugin
   * is code, and a run on a pull request from a fork may not want to run it. Their
   * targets are not run; each plugin, and each target or section taken for one of
   * theirs, is a warning (ACP028) in the result's diagnostics. Plugins given here
   * as objects (`plugins`) are the caller's own code and still run. Default: on
   * when the environment variable `ACP_CODEGEN_NO_PLUGINS` is set (not empty, `0`
   * or `false`).
   */
  readonly noPlugins?: boolean;
}

/** What every language's section takes beside its plugin's options: that package's own version and default unstable features. */
export interface LanguageSettings {
  readonly version?: string;
  readonly unstable?: readonly string[];
}

/** A bundled language's section: its plugin's options (each optional), and `version` and `unstable`. */
export type SectionOf<P> =
  P extends LanguagePlugin<infer S>
    ? { readonly [K in keyof S]?: OptionValue<S[K]["kind"]> } & LanguageSettings
    : never;

/**
 * A run's settings, by the names a config file uses and the CLI's flags spell
 * (`packageVersion` is `--package-version`, `docs.format` is `--docs-format`);
 * given here, they win over the config file's. A key that is not one of them is
 * refused (with "did you mean"), by `tsc` for an object literal and at run time
 * for any object. A plugin's language takes its options in `targets: { name: { ... } }`.
 */
export interface Settings {
  /** The spec folder, relative to `cwd` (`--spec`). Default: the config file's, else `spec`. */
  readonly spec?: string;
  /** The output folder, relative to `cwd` (`--out`). Default: the config file's, else `out`. */
  readonly out?: string;
  /** The targets to run (`--target`), or an object of the targets to run with each one's options. Default: every target. */
  readonly targets?: readonly string[] | { readonly [target: string]: { readonly [option: string]: unknown } };
  /** Languages beside the bundled ones: plugin objects (`defineLanguage`), or modules to import, resolved from `cwd`. */
  readonly plugins?: readonly (LanguagePlugin | string)[];
  /** A folder of template overrides, laid out like the shipped templates (`rust/object.hbs`). */
  readonly templates?: string;
  /** The version of every generated package, unless a language sets its own (`--package-version`); or `{ env: "NAME" }`. Default `0.1.0`. */
  readonly packageVersion?: string | { readonly env: string };
  /** A repository URL for every package. */
  readonly repository?: string;
  /** The licence of every package, an SPDX expression. Default `Apache-2.0`. */
  readonly license?: string;
  /** A file (relative to `cwd`) whose text is each package's LICENSE. */
  readonly licenseFile?: string;
  /** The description of every package. */
  readonly description?: string;
  /** The unstable features every package switches on by default. */
  readonly unstable?: readonly string[];
  /** The docs: `format` (`--docs-format`: md or mdx), and what a missing doc is (`missing`: allow, warn, deny; `--require-docs` is deny). */
  readonly docs?: { readonly format?: "md" | "mdx"; readonly missing?: "allow" | "warn" | "deny" };
  /** `accept`: the intended changes `diff` lets through, each `{ where, class, reason }` (`where` an item as diff reports it, `v2.Type.field`). */
  readonly diff?: {
    readonly accept?: readonly { readonly where: string; readonly class: ChangeClass; readonly reason: string }[];
  };
  readonly typescript?: SectionOf<BundledPlugins["typescript"]>;
  readonly rust?: SectionOf<BundledPlugins["rust"]>;
  readonly python?: SectionOf<BundledPlugins["python"]>;
  readonly go?: SectionOf<BundledPlugins["go"]>;
}

/** The settings of a run (`Settings`), with the run's own options. */
export interface GenerateOptions extends RunOptions, Settings {
  /** Overwrite or delete files in the output folder that acp-codegen did not write (`--force`). Default false. */
  readonly force?: boolean;
  /** Format with prettier itself instead of the built-in printers (`--prettier`): the same bytes, slower. Default false. */
  readonly prettier?: boolean;
  /** Reuse the model built from an identical spec (`--no-cache` is false). Default true, unless `ACP_CODEGEN_NO_CACHE` is set. */
  readonly cache?: boolean;
  /** Called once when another run holds the output folder and this one waits for it. */
  readonly onWait?: (pid: number) => void;
}

export type CheckOptions = Omit<GenerateOptions, "force">;

/**
 * A diagnostic: `{ code, name, severity, message, loc: { file, line, col }, text }`.
 * `loc.file` is relative to the spec folder (a config file's, to `cwd`); `line` and
 * `col` count from 1, and are 0 when it is about the folder as a whole. `text` is the
 * line the CLI prints for it.
 */
export interface ApiDiagnostic extends Diagnostic {
  readonly text: string;
}

/** One file of the output folder, relative to it (`typescript/v2.ts`). */
export interface FileResult {
  readonly path: string;
  /** `new`, `changed`, `unchanged`, or `extra` (in the folder but no longer generated). */
  readonly status: FileStatus;
}

export interface GenerateResult {
  /** True when the spec had no errors and the output folder was written. */
  readonly ok: boolean;
  /** The spec's (or the config file's) errors and warnings, sorted. */
  readonly diagnostics: readonly ApiDiagnostic[];
  /** A problem that is not the spec's: a bad option, or an output folder it refused to touch. Null otherwise. */
  readonly error: string | null;
  /** The settings the run used, or null when they could not be resolved. */
  readonly config: ResolvedConfig | null;
  /** The targets run, by name. */
  readonly targets: readonly string[];
  /** Every file of the targets' folders, and what the run did to it. Empty when nothing was written. */
  readonly files: readonly FileResult[];
  readonly written: number;
  readonly unchanged: number;
  readonly removed: number;
}

export interface CheckResult {
  /** True when the spec has no errors and the output folder is exactly what it generates. */
  readonly ok: boolean;
  /**
   * What `acp-codegen check` would exit with: `up-to-date` (exit 0); `stale` (a file is
   * missing, changed or extra: exit 3); `invalid` (the spec or the config file has
   * errors: exit 1; or an option is bad, which the result's error names, or the spec folder cannot be read: exit 2); `unknown` (the
   * folder holds an interrupted run, or another run wrote it meanwhile: exit 2).
   */
  readonly status: "up-to-date" | "stale" | "invalid" | "unknown";
  readonly diagnostics: readonly ApiDiagnostic[];
  readonly error: string | null;
  readonly config: ResolvedConfig | null;
  readonly targets: readonly string[];
  /** Every file that is not up to date; a changed file has the start of its difference. */
  readonly stale: readonly (FileResult & { readonly diff: string | null })[];
  /** How many files are up to date. */
  readonly upToDate: number;
}

export interface DiffOptions extends RunOptions {
  /** The base spec: a git ref (its spec folder is read without touching the work tree) or a folder. */
  readonly base: string;
  /** The spec folder. Default: the config file's, else `spec`. */
  readonly spec?: string;
  /** What fails the result (`ok` false): `breaking` changes (default), `any` change, or `none`. */
  readonly failOn?: "breaking" | "any" | "none";
}

export interface DiffResult {
  /** False when the changes fail `failOn`, or when the comparison could not be made (`error` or diagnostics). An accepted change never fails. */
  readonly ok: boolean;
  /**
   * Every change from the base to this spec, classified (the `changes` of `--format json`):
   * locations from `cwd` (a git ref's files as `<ref>:<path>`), and `accepted` (the reason
   * and where the config gives it) for a change the config's `diff.accept` lets through.
   */
  readonly changes: readonly Change[];
  /** The config's acceptances that match no change. */
  readonly unused: readonly Acceptance[];
  /** True when some change breaks receivers or senders, an accepted one included. */
  readonly breaking: boolean;
  /** Errors of this spec, or of the base (their text names the base). */
  readonly diagnostics: readonly ApiDiagnostic[];
  readonly error: string | null;
}

/** The names the API's options take: the settings, the run's options, and the API's own. */
const OPTION_NAMES: readonly string[] = [...Object.keys(SETTINGS), ...Object.keys(RUN_OPTIONS), ...API_ONLY_OPTIONS];

/**
 * The config file's settings under the options' own (which win), with paths made
 * absolute; or what went wrong. The options are checked as a config file is:
 * the same names, and an unknown one is refused with "did you mean".
 */
async function settings(
  options: GenerateOptions,
): Promise<
  | { config: CodegenConfig; cwd: string; warnings: ApiDiagnostic[] }
  | { diagnostics: ApiDiagnostic[] }
  | { error: string }
> {
  const cwd = resolve(options.cwd ?? process.cwd());
  const { findConfigFile, interpretOptions, loadConfigFile, OPTIONS_FILE, pluginsOffByEnv } = await import(
    "./config-file.js"
  );
  const { bundledLanguages } = await import("./targets/registry.js");
  const path = options.config === false ? null : findConfigFile(cwd, options.config);
  const noPlugins = options.noPlugins ?? pluginsOffByEnv();
  let fromFile: CodegenConfig = {};
  let locs: { spec?: Loc; out?: Loc } = {};
  let warnings: ApiDiagnostic[] = [];
  if (path) {
    const loaded = await loadConfigFile(path, cwd, { noPlugins, ...(options.cache === false && { cache: false }) });
    if (hasErrors(loaded.diagnostics)) return { diagnostics: loaded.diagnostics.map((d) => withText(d)) };
    fromFile = loaded.config;
    locs = loaded.locs ?? {};
    warnings = loaded.diagnostics.map((d) => withText(d));
  }
  // The options that are settings, checked as a config file's; plugin objects are the caller's code, given as they are.
  const given = (options.plugins ?? []).filter((p): p is LanguagePlugin => typeof p === "object" && p !== null);
  const named = (options.plugins ?? []).filter((p) => typeof p === "string");
  const languages = [...bundledLanguages, ...(fromFile.plugins ?? []), ...given].map((l) => l.name);
  const own: { [key: string]: unknown } = {};
  for (const [k, v] of Object.entries(options)) {
    if (v === undefined || k in RUN_OPTIONS || (API_ONLY_OPTIONS as readonly string[]).includes(k)) continue;
    if (!(k in SETTINGS) && !languages.includes(k)) {
      const known = [...OPTION_NAMES, ...languages];
      const renamed = k === "version" ? "; it is called 'packageVersion' (--package-version)" : "";
      return { error: `unknown setting '${k}'${renamed || didYouMean(k, known) || ` (known: ${known.join(", ")})`}` };
    }
    own[k] = k === "plugins" ? named : v;
  }
  const checked = await interpretOptions(own, { cwd, given, known: fromFile.plugins ?? [], noPlugins });
  const problems = checked.diagnostics.filter((d) => d.severity === "error");
  if (problems.length)
    return {
      error: problems
        .map((d) =>
          d.loc.file === OPTIONS_FILE || d.message.includes(`'${d.loc.file}'`)
            ? d.message
            : `${d.message} (at '${d.loc.file}')`,
        )
        .join("; "),
    };
  warnings = [...warnings, ...checked.diagnostics.map((d) => withText(d))];
  const mine = checked.config;
  // Each language's settings: the file's section, and over it the options given here.
  const sections = { ...fromFile.languages };
  for (const [name, section] of Object.entries(mine.languages ?? {}))
    sections[name] = { ...sections[name], ...section };
  const config: CodegenConfig = {
    ...fromFile,
    ...mine,
    ...(Object.keys(sections).length && { languages: sections }),
    ...((fromFile.plugins || mine.plugins) && { plugins: [...(fromFile.plugins ?? []), ...(mine.plugins ?? [])] }),
    spec: mine.spec ?? fromFile.spec ?? resolve(cwd, "spec"),
    out: mine.out ?? fromFile.out ?? resolve(cwd, "out"),
    ...(options.prettier && { format: "prettier" as const }),
    ...(options.cache === false && { cache: false }),
  };
  const { outputOverlapsSpec } = await import("./write/write.js");
  const overlap = outputOverlapsSpec(config.spec!, config.out!);
  if (overlap) {
    const loc = (mine.out === undefined && locs.out) || (mine.spec === undefined && locs.spec);
    return loc ? { diagnostics: [...warnings, withText(diag("config-invalid", loc, overlap))] } : { error: overlap };
  }
  return { config, cwd, warnings };
}

const withText = (d: Diagnostic, root = ""): ApiDiagnostic => ({ ...d, text: formatDiagnostic(d, root) });

/** An option that the pipeline refuses (an unknown target, a bad version): the message, or the error itself when it is not one. */
async function optionError(e: unknown): Promise<string> {
  const { ConfigError } = await import("./pipeline.js");
  if (e instanceof ConfigError) return e.message;
  throw e;
}

/**
 * Generates every configured target from the spec into the output folder, as
 * `acp-codegen generate` does: nothing is written when the spec has errors, and
 * a run is all or nothing.
 *
 * @example
 * const r = await generate({ cwd: "protocol", packageVersion: "2.4.1" });
 * if (!r.ok) for (const d of r.diagnostics) console.error(d.text);
 */
export async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
  const failed = (rest: Partial<GenerateResult>): GenerateResult => ({
    ok: false,
    diagnostics: [],
    error: null,
    config: null,
    targets: [],
    files: [],
    written: 0,
    unchanged: 0,
    removed: 0,
    ...rest,
  });
  const s = await settings(options);
  if ("diagnostics" in s) return failed({ diagnostics: s.diagnostics });
  if ("error" in s) return failed({ error: s.error });
  const [{ compileTo }, { OutputRun, OutputError }] = await Promise.all([
    import("./pipeline.js"),
    import("./write/write.js"),
  ]);
  let run: InstanceType<typeof OutputRun> | null = null;
  try {
    run = new OutputRun(s.config.out!, "write", { ...(options.onWait && { onWait: options.onWait }) });
    const writer = run;
    const r = await compileTo(s.config, (_t, files) => writer.add(files));
    const base = {
      diagnostics: [...s.warnings, ...r.diagnostics.map((d) => withText(d, r.config.spec))],
      config: r.config,
      targets: r.targets.map((t) => t.name),
    };
    if (hasErrors(r.diagnostics)) {
      run.abort();
      return failed(base);
    }
    const entries = writer.finish(
      r.targets.map((t) => t.outDir),
      { force: Boolean(options.force), isArtifact: r.isArtifact },
    );
    const count = (...st: FileStatus[]): number => entries.filter((e) => st.includes(e.status)).length;
    return {
      ok: true,
      ...base,
      error: null,
      files: entries.map((e) => ({ path: e.path, status: e.status })),
      written: count("new", "changed"),
      unchanged: count("unchanged"),
      removed: count("extra"),
    };
  } catch (e) {
    run?.abort();
    if (e instanceof OutputError) return failed({ diagnostics: s.warnings, error: e.message });
    return failed({ diagnostics: s.warnings, error: await optionError(e) });
  }
}

/**
 * Regenerates in memory and compares with the output folder, writing nothing,
 * as `acp-codegen check` does.
 *
 * @example
 * const r = await check({ cwd: "protocol" });
 * if (r.status === "stale") for (const f of r.stale) console.error(f.status, f.path);
 */
export async function check(options: CheckOptions = {}): Promise<CheckResult> {
  const failed = (status: "invalid" | "unknown", rest: Partial<CheckResult>): CheckResult => ({
    ok: false,
    status,
    diagnostics: [],
    error: null,
    config: null,
    targets: [],
    stale: [],
    upToDate: 0,
    ...rest,
  });
  const s = await settings(options);
  if ("diagnostics" in s) return failed("invalid", { diagnostics: s.diagnostics });
  if ("error" in s) return failed("invalid", { error: s.error });
  const [{ compileTo }, { OutputRun, OutputError }] = await Promise.all([
    import("./pipeline.js"),
    import("./write/write.js"),
  ]);
  try {
    const run = new OutputRun(s.config.out!, "check", { ...(options.onWait && { onWait: options.onWait }) });
    const r = await compileTo(s.config, (_t, files) => run.add(files));
    const base = {
      diagnostics: [...s.warnings, ...r.diagnostics.map((d) => withText(d, r.config.spec))],
      config: r.config,
      targets: r.targets.map((t) => t.name),
    };
    if (hasErrors(r.diagnostics)) return failed("invalid", base);
    const plan = run.finish(
      r.targets.map((t) => t.outDir),
      { isArtifact: r.isArtifact },
    );
    const stale = plan
      .filter((p) => p.status !== "unchanged")
      .map((p) => ({ path: p.path, status: p.status, diff: p.diff }));
    return {
      ok: stale.length === 0,
      status: stale.length ? "stale" : "up-to-date",
      ...base,
      error: null,
      stale,
      upToDate: plan.length - stale.length,
    };
  } catch (e) {
    if (e instanceof OutputError)
      return failed(e.exitCode === 2 ? "unknown" : "invalid", { diagnostics: s.warnings, error: e.message });
    return failed("invalid", { diagnostics: s.warnings, error: await optionError(e) });
  }
}

/**
 * Compares a base spec with this one, as `acp-codegen diff --base` does, and
 * classifies every change by what it breaks for peers and for generated SDKs.
 *
 * @example
 * const r = await diff({ base: "origin/main" });
 * if (r.breaking) console.error(r.changes.filter((c) => c.class.startsWith("breaking")));
 */
export async function diff(options: DiffOptions): Promise<DiffResult> {
  const failed = (rest: Partial<DiffResult>): DiffResult => ({
    ok: false,
    changes: [],
    unused: [],
    breaking: false,
    diagnostics: [],
    error: null,
    ...rest,
  });
  const names = ["cwd", "config", "noPlugins", "base", "spec", "failOn"];
  for (const k of Object.keys(options)) {
    if (!names.includes(k))
      return failed({ error: `unknown setting '${k}'${didYouMean(k, names) || ` (known: ${names.join(", ")})`}` });
  }
  const failOn = options.failOn ?? "breaking";
  if (!["breaking", "any", "none"].includes(failOn))
    return failed({ error: `unknown failOn '${String(failOn)}' (breaking, any, none)` });
  // Only the spec folder is needed: the config's plugins (code) are not loaded.
  const s = await settings({
    cwd: options.cwd,
    config: options.config,
    noPlugins: true,
    ...(options.spec !== undefined && { spec: options.spec }),
  });
  if ("diagnostics" in s) return failed({ diagnostics: s.diagnostics });
  if ("error" in s) return failed({ error: s.error });
  const [{ compile }, { BaseError, resolveBase }, { applyAcceptances, diffModels, fails, relocate }] =
    await Promise.all([import("./pipeline.js"), import("./diff/base.js"), import("./diff/diff.js")]);
  const spec = s.config.spec!;
  const head = await compile({ spec, targets: [], cache: true, scope: "types" });
  if (hasErrors(head.diagnostics))
    return failed({ diagnostics: head.diagnostics.map((d) => withText(d, spec)), error: "the spec has errors" });
  let base: { dir: string; temp: string | null };
  try {
    base = resolveBase(options.base, spec, s.cwd);
  } catch (e) {
    if (e instanceof BaseError) return failed({ error: e.message });
    throw e;
  }
  try {
    const old = await compile({ spec: base.dir, targets: [], cache: true, scope: "types" });
    if (hasErrors(old.diagnostics)) {
      return failed({
        diagnostics: old.diagnostics.map((d) => withText(d, `${options.base}:${spec}`)),
        error: `the base spec (${options.base}) has errors`,
      });
    }
    const { shownPath } = await import("./cli/report.js");
    const here = (f: string): string => shownPath(f, s.cwd);
    const spelt = relocate(
      diffModels(old.model!, head.model!),
      (f) => here(join(spec, f)),
      (f) => (base.temp === null ? here(join(base.dir, f)) : `${options.base}:${here(join(spec, f))}`),
    );
    const { changes, unused } = applyAcceptances(spelt, s.config.diffAccept ?? []);
    const breaking = changes.some((c) => c.class === "breaking-receivers" || c.class === "breaking-senders");
    return { ok: !fails(changes, failOn), changes, unused, breaking, diagnostics: [], error: null };
  } finally {
    if (base.temp) rmSync(base.temp, { recursive: true, force: true });
  }
}

// The restated statuses stay the writer's: a change there fails to compile here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameStatuses: Same<FileStatus, import("./write/write.js").FileStatus> = true;
void sameStatuses;
