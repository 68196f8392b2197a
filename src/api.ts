import { rmSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import type { CodegenConfig, ResolvedConfig } from "./config.js";
import { diag, formatDiagnostic, hasErrors, type Diagnostic, type Loc } from "./diagnostics/diagnostic.js";
import type { Change } from "./diff/diff.js";

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
   * The config file (`acp-codegen.config.ts` or `.json`), relative to `cwd`; `false` reads none.
   * Default: the one the CLI would find from `cwd`, if any.
   */
  readonly config?: string | false;
  /**
   * Load none of the plugins the config file names (as `--no-plugins`): a plugin
   * is code, and a run on a pull request from a fork may not want to run it. Their
   * targets are not run; each plugin, and each target or section taken for one of
   * theirs, is a warning (ACP028) in the result's diagnostics. Plugins given here
   * as objects (`plugins`) are the caller's own code and still run. Default: on
   * when the environment variable `ACP_CODEGEN_NO_PLUGINS` is set (not empty, `0`
   * or `false`).
   */
  readonly noPlugins?: boolean;
}

/**
 * The settings of a run: a config file's settings, with these winning over them
 * (the same settings the CLI's flags set). `version` is `--package-version`.
 */
export interface GenerateOptions extends RunOptions, CodegenConfig {
  /** Overwrite or delete files in the output folder that acp-codegen did not write (`--force`). Default false. */
  readonly force?: boolean;
  /** Called once when another run holds the output folder and this one waits for it. */
  readonly onWait?: (pid: number) => void;
}

export type CheckOptions = Omit<GenerateOptions, "force">;

/** A diagnostic, and the line the CLI prints for it (paths as the CLI shows them). */
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
   * `up-to-date`; `stale` (a file is missing, changed or extra: the CLI's exit 1);
   * `invalid` (the spec, config or options have errors: exit 1); `unknown` (the folder
   * holds an interrupted run, or another run wrote it meanwhile: exit 2).
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
  /** False when the changes fail `failOn`, or when the comparison could not be made (`error` or diagnostics). */
  readonly ok: boolean;
  /** Every change from the base to this spec, classified (the `changes` of `--format json`). */
  readonly changes: readonly Change[];
  /** True when some change breaks receivers or senders. */
  readonly breaking: boolean;
  /** Errors of this spec, or of the base (their text names the base). */
  readonly diagnostics: readonly ApiDiagnostic[];
  readonly error: string | null;
}

/** The config file's settings under the options' own (which win), with paths made absolute; or what went wrong. */
async function settings(
  options: RunOptions & CodegenConfig,
): Promise<{ config: CodegenConfig; cwd: string; warnings: ApiDiagnostic[] } | { diagnostics: ApiDiagnostic[] } | { error: string }> {
  const cwd = resolve(options.cwd ?? process.cwd());
  const { findConfigFile, loadConfigFile } = await import("./config-file.js");
  const path = options.config === false ? null : findConfigFile(cwd, options.config);
  let fromFile: CodegenConfig = {};
  let locs: { spec?: Loc; out?: Loc } = {};
  let warnings: ApiDiagnostic[] = [];
  if (path) {
    const loaded = await loadConfigFile(path, cwd, { ...(options.noPlugins !== undefined && { noPlugins: options.noPlugins }) });
    if (hasErrors(loaded.diagnostics)) return { diagnostics: loaded.diagnostics.map((d) => withText(d)) };
    fromFile = loaded.config;
    locs = loaded.locs ?? {};
    warnings = loaded.diagnostics.map((d) => withText(d));
  }
  const own: CodegenConfig = Object.fromEntries(
    Object.entries(options).filter(([k, v]) => v !== undefined && !["cwd", "config", "force", "onWait", "base", "failOn", "noPlugins"].includes(k)),
  );
  const abs = (p: string | null | undefined): string | undefined => (p === undefined || p === null ? undefined : isAbsolute(p) ? p : resolve(cwd, p));
  // Each language's options: the file's section, and over it the options given here.
  const languages = { ...fromFile.languages };
  for (const [name, section] of Object.entries(own.languages ?? {})) languages[name] = { ...languages[name], ...section };
  const config: CodegenConfig = {
    ...fromFile,
    ...own,
    ...(Object.keys(languages).length && { languages }),
    ...((fromFile.plugins || own.plugins) && { plugins: [...(fromFile.plugins ?? []), ...(own.plugins ?? [])] }),
    spec: abs(own.spec) ?? fromFile.spec ?? resolve(cwd, "spec"),
    out: abs(own.out) ?? fromFile.out ?? resolve(cwd, "out"),
    ...(own.templates !== undefined && { templates: abs(own.templates)! }),
    ...(own.templateOverrides && { templateOverrides: abs(own.templateOverrides)! }),
    ...(own.licenseFile && { licenseFile: abs(own.licenseFile)! }),
  };
  const { outputOverlapsSpec } = await import("./write/write.js");
  const overlap = outputOverlapsSpec(config.spec!, config.out!);
  if (overlap) {
    const loc = (own.out === undefined && locs.out) || (own.spec === undefined && locs.spec);
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
 * const r = await generate({ cwd: "protocol", version: process.env.VERSION });
 * if (!r.ok) for (const d of r.diagnostics) console.error(d.text);
 */
export async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
  const failed = (rest: Partial<GenerateResult>): GenerateResult => ({
    ok: false, diagnostics: [], error: null, config: null, targets: [], files: [], written: 0, unchanged: 0, removed: 0, ...rest,
  });
  const s = await settings(options);
  if ("diagnostics" in s) return failed({ diagnostics: s.diagnostics });
  if ("error" in s) return failed({ error: s.error });
  const [{ compileTo }, { OutputRun, OutputError }] = await Promise.all([import("./pipeline.js"), import("./write/write.js")]);
  let run: InstanceType<typeof OutputRun> | null = null;
  try {
    run = new OutputRun(s.config.out!, "write", { ...(options.onWait && { onWait: options.onWait }) });
    const writer = run;
    const r = await compileTo(s.config, (_t, files) => writer.add(files));
    const base = { diagnostics: [...s.warnings, ...r.diagnostics.map((d) => withText(d, r.config.spec))], config: r.config, targets: r.targets.map((t) => t.name) };
    if (hasErrors(r.diagnostics)) {
      run.abort();
      return failed(base);
    }
    const entries = writer.finish(r.targets.map((t) => t.outDir), { force: Boolean(options.force), isArtifact: r.isArtifact });
    const count = (...st: FileStatus[]): number => entries.filter((e) => st.includes(e.status)).length;
    return {
      ok: true, ...base, error: null,
      files: entries.map((e) => ({ path: e.path, status: e.status })),
      written: count("new", "changed"), unchanged: count("unchanged"), removed: count("extra"),
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
    ok: false, status, diagnostics: [], error: null, config: null, targets: [], stale: [], upToDate: 0, ...rest,
  });
  const s = await settings(options);
  if ("diagnostics" in s) return failed("invalid", { diagnostics: s.diagnostics });
  if ("error" in s) return failed("invalid", { error: s.error });
  const [{ compileTo }, { OutputRun, OutputError }] = await Promise.all([import("./pipeline.js"), import("./write/write.js")]);
  try {
    const run = new OutputRun(s.config.out!, "check", { ...(options.onWait && { onWait: options.onWait }) });
    const r = await compileTo(s.config, (_t, files) => run.add(files));
    const base = { diagnostics: [...s.warnings, ...r.diagnostics.map((d) => withText(d, r.config.spec))], config: r.config, targets: r.targets.map((t) => t.name) };
    if (hasErrors(r.diagnostics)) return failed("invalid", base);
    const plan = run.finish(r.targets.map((t) => t.outDir), { isArtifact: r.isArtifact });
    const stale = plan.filter((p) => p.status !== "unchanged").map((p) => ({ path: p.path, status: p.status, diff: p.diff }));
    return { ok: stale.length === 0, status: stale.length ? "stale" : "up-to-date", ...base, error: null, stale, upToDate: plan.length - stale.length };
  } catch (e) {
    if (e instanceof OutputError) return failed(e.exitCode === 2 ? "unknown" : "invalid", { diagnostics: s.warnings, error: e.message });
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
  const failed = (rest: Partial<DiffResult>): DiffResult => ({ ok: false, changes: [], breaking: false, diagnostics: [], error: null, ...rest });
  const failOn = options.failOn ?? "breaking";
  if (!["breaking", "any", "none"].includes(failOn)) return failed({ error: `unknown failOn '${String(failOn)}' (breaking, any, none)` });
  // Only the spec folder is needed: the config's plugins (code) are not loaded.
  const s = await settings({ cwd: options.cwd, config: options.config, noPlugins: true, ...(options.spec !== undefined && { spec: options.spec }) } as RunOptions & CodegenConfig);
  if ("diagnostics" in s) return failed({ diagnostics: s.diagnostics });
  if ("error" in s) return failed({ error: s.error });
  const [{ compile }, { BaseError, resolveBase }, { diffModels, fails }] = await Promise.all([import("./pipeline.js"), import("./diff/base.js"), import("./diff/diff.js")]);
  const spec = s.config.spec!;
  const head = await compile({ spec, targets: [], cache: true, scope: "types" });
  if (hasErrors(head.diagnostics)) return failed({ diagnostics: head.diagnostics.map((d) => withText(d, spec)), error: "the spec has errors" });
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
      return failed({ diagnostics: old.diagnostics.map((d) => withText(d, `${options.base}:${spec}`)), error: `the base spec (${options.base}) has errors` });
    }
    const changes = diffModels(old.model!, head.model!);
    return { ok: !fails(changes, failOn), changes, breaking: fails(changes, "breaking"), diagnostics: [], error: null };
  } finally {
    if (base.temp) rmSync(base.temp, { recursive: true, force: true });
  }
}

// The restated statuses stay the writer's: a change there fails to compile here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameStatuses: Same<FileStatus, import("./write/write.js").FileStatus> = true;
void sameStatuses;
