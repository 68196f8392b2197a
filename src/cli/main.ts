import { Command, Option } from "commander";
import { diag, hasErrors, type Diagnostic, type Loc } from "../diagnostics/diagnostic.js";
import type { CompileResult } from "../pipeline.js";
import type { OutputEntry } from "../write/write.js";
import type { CodegenConfig } from "../config.js";
import { bundledLanguages, findLanguage, judgedLanguages, targets } from "../targets/registry.js";
import { flagOf, flatKey, type LanguagePlugin } from "../plugin/index.js";
import { basename, dirname, join, resolve } from "node:path";
import {
  codeFrame,
  diagnosticRecord,
  EXIT,
  EXIT_HELP,
  FORMATS,
  githubCommand,
  githubOf,
  shownPath,
  textOf,
  type DiagnosticRecord,
  type Format,
} from "./report.js";
import { codes } from "../diagnostics/codes.js";
import { coverageLine, docCoverage } from "../validate/docs.js";
import { readFileSync } from "node:fs";
import { RUN_OPTIONS, SETTINGS } from "../config-options.js";
import { fileURLToPath } from "node:url";

/** What one generate or check run found and did, as `--format json` prints it. */
interface RunReport {
  readonly ok: boolean;
  readonly exitCode: number;
  readonly command: "generate" | "check";
  readonly diagnostics: DiagnosticRecord[];
  /** The output folder's files (paths relative to the working folder); null when the run stopped before comparing them. */
  readonly files: {
    readonly out: string;
    readonly written: string[];
    readonly removed: string[];
    readonly unchanged: number;
    readonly stale: {
      readonly file: string;
      readonly status: "changed" | "missing" | "extra";
      readonly diff: string | null;
    }[];
  } | null;
  /** Why the run could not go on (a usage error, an output folder it may not touch), or null. */
  readonly error: string | null;
  /** The one-line summary the text formats print on stdout, or null. */
  readonly summary: string | null;
  /** The doc coverage of each version (with --timings, or when a missing doc is reported), for the text formats. */
  readonly coverage?: readonly string[];
}

/**
 * Runs one generation (`write`) or one comparison with the output folder
 * (`check`) and returns what happened; prints nothing but the wait notice.
 */
async function runOnce(opts: CommonOptions, mode: "write" | "check"): Promise<RunReport> {
  const t0 = performance.now();
  const command = mode === "write" ? "generate" : "check";
  const report = (exitCode: number, rest: Partial<RunReport> = {}): RunReport => ({
    ok: exitCode === 0,
    exitCode,
    command,
    diagnostics: [],
    files: null,
    error: null,
    summary: null,
    ...rest,
  });
  let config: CodegenConfig;
  let found: ConfigOrigin;
  /** The config file's warnings (a plugin not loaded), reported with the run's diagnostics. */
  let configWarnings: DiagnosticRecord[] = [];
  try {
    let warnings: readonly Diagnostic[];
    ({ config, origin: found, warnings } = await configOf(opts, cmdOf(opts)));
    configWarnings = warnings.map((d) => diagnosticRecord(d, null));
    lastOrigin.set(opts, { spec: config.spec!, overrides: config.templateOverrides ?? null, file: found.file });
  } catch (e) {
    const { findConfigFile } = await import("../config-file.js");
    lastOrigin.set(opts, { spec: opts.spec, overrides: null, file: findConfigFile(process.cwd(), opts.config) });
    if (e instanceof ConfigFileError)
      return report(EXIT.errors, {
        diagnostics: e.diagnostics.map((d) => diagnosticRecord(d, null)),
        error: "the config file has errors",
      });
    const { ConfigError } = await import("../pipeline.js");
    if (e instanceof ConfigError) return report(EXIT.usage, { error: e.message });
    throw e;
  }
  const { OutputRun, OutputError } = await import("../write/write.js");
  let run: import("../write/write.js").OutputRun | null = null;
  let writing = 0;
  const timed = <T>(f: () => T): T => {
    const tw = performance.now();
    const v = f();
    writing += performance.now() - tw;
    return v;
  };
  let r: CompileResult;
  let entries: OutputEntry[];
  let diagnostics: DiagnosticRecord[] = configWarnings;
  let coverage: string[] = [];
  try {
    // One writer at a time: the run holds the output folder's lock until it is written or dropped.
    // Checking only reads: it waits while another run writes, and reports an interrupted run (exit 2) rather than repair it.
    run = new OutputRun(opts.out, mode, { onWait: waitingFor(opts.out) });
    // Each target's files are staged (or compared) as soon as they are formatted, and dropped: a large output is never held whole.
    const sink = run;
    r = await compileTo(config, (_t, files) => timed(() => sink.add(files)));
    const specFlag = cmdOf(opts).getOptionValueSource("spec") === "cli";
    diagnostics = [
      ...configWarnings,
      ...r.diagnostics.map((d) =>
        diagnosticRecord(explainMissingSpec(d, r.config.spec, found, specFlag), r.config.spec),
      ),
    ];
    // The doc coverage of each version: with --timings, and whenever a missing doc is reported.
    const model = r.model;
    if (model && (opts.timings || r.diagnostics.some((d) => d.code === codes["missing-docs"].code)))
      coverage = docCoverage(model).map(coverageLine);
    if (hasErrors(r.diagnostics)) {
      run.abort();
      // A spec folder that cannot be read is an unreadable input (exit 2), as for every command; a spec with errors is exit 1.
      const unreadable = r.diagnostics.some((d) => d.name === "spec-not-found" && d.severity === "error");
      return report(unreadable ? EXIT.usage : EXIT.errors, { diagnostics, coverage });
    }
    entries = timed(() =>
      sink.finish(
        r.targets.map((t) => t.outDir),
        { force: Boolean(opts.force), isArtifact: r.isArtifact },
      ),
    );
  } catch (e) {
    // Whatever was staged goes (after the commit point there is nothing left to abort).
    run?.abort();
    const { ConfigError } = await import("../pipeline.js");
    if (e instanceof ConfigError) return report(EXIT.usage, { diagnostics, error: e.message });
    if (!(e instanceof OutputError)) throw e;
    const nothing = mode === "write" && !e.committed ? "\nnothing was written." : "";
    return report(e.exitCode, { diagnostics, error: `${e.message}${nothing}` });
  }
  r.timings.write = writing;
  reportTimings(r, opts.timings);
  const file = (p: { path: string }): string => shownPath(join(opts.out, p.path));
  const targetCount = `${r.targets.length} target${r.targets.length === 1 ? "" : "s"}`;
  const unchanged = entries.filter((p) => p.status === "unchanged").length;
  const time = seconds(performance.now() - t0);
  if (mode === "write") {
    const written = entries.filter((p) => p.status === "new" || p.status === "changed").map(file);
    const removed = entries.filter((p) => p.status === "extra").map(file);
    const summary = `acp-codegen generate: ${targetCount}, ${written.length} files written, ${unchanged} unchanged${removed.length ? `, ${removed.length} removed` : ""} in ${time}`;
    return report(EXIT.ok, {
      diagnostics,
      coverage,
      files: { out: shownPath(opts.out), written, removed, unchanged, stale: [] },
      summary,
    });
  }
  const stale = entries
    .filter((p) => p.status !== "unchanged")
    .map((p) => ({
      file: file(p),
      status:
        p.status === "new" ? ("missing" as const) : p.status === "extra" ? ("extra" as const) : ("changed" as const),
      diff: p.diff,
    }));
  const summary = `acp-codegen check: ${targetCount}, ${unchanged} files up to date, ${stale.length} out of date in ${time}`;
  return report(stale.length ? EXIT.failed : EXIT.ok, {
    diagnostics,
    coverage,
    files: { out: shownPath(opts.out), written: [], removed: [], unchanged, stale },
    summary,
  });
}

/** The line (of the file on disk) of a unified diff's first change, or null. */
export function firstChangedLine(diff: string | null): number | null {
  const lines = (diff ?? "").split("\n");
  const at = lines.findIndex((l) => l.startsWith("@@ "));
  const start = at < 0 ? null : /^@@ -(\d+)/.exec(lines[at]!);
  if (!start) return null;
  let line = Number(start[1]);
  for (let i = at + 1; i < lines.length && lines[i]!.startsWith(" "); i++) line++;
  return Math.max(1, line);
}

/** At most this many lines of diff in all, after which stale files are only named. */
const MAX_DIFF_LINES = 1000;

/** Prints a run's report in the chosen format. */
function printReport(rep: RunReport, format: Format): void {
  if (format === "json") {
    const { summary: _summary, coverage: _coverage, ...data } = rep;
    process.stdout.write(`${JSON.stringify(data)}\n`);
    return;
  }
  const err = (s: string): void => void process.stderr.write(s);
  if (format === "github") {
    // GitHub places an annotation by its path from the workspace (the repository's root).
    const inRepo = (file: string): string => shownPath(resolve(file), process.env.GITHUB_WORKSPACE ?? process.cwd());
    for (const d of rep.diagnostics) process.stdout.write(`${githubOf({ ...d, file: inRepo(d.file) })}\n`);
    for (const s of rep.files?.stale ?? []) {
      const message =
        s.status === "missing"
          ? "missing: not generated yet"
          : s.status === "extra"
            ? "extra: not generated from the spec"
            : "stale: differs from what the spec generates";
      process.stdout.write(
        `${githubCommand("error", "stale output", `${s.file}: ${message}; run acp-codegen generate`, inRepo(s.file), firstChangedLine(s.diff))}\n`,
      );
    }
    if (rep.error !== null)
      process.stdout.write(
        `${githubCommand("error", "acp-codegen", rep.error.replace(/\nnothing was written\.$/, ""), null)}\n`,
      );
  } else {
    // Text: each diagnostic with its code frame (the source line, a caret under the column); JSON and GitHub carry the location only.
    for (const d of rep.diagnostics) err(`${[textOf(d), ...codeFrame(d)].join("\n")}\n`);
  }
  for (const line of rep.coverage ?? []) err(`${line}\n`);
  const errors = rep.diagnostics.filter((d) => d.severity === "error").length;
  const warnings = rep.diagnostics.length - errors;
  const warned = warnings ? `${warnings} warning${warnings === 1 ? "" : "s"}` : "";
  if (errors)
    err(
      `\n${errors} error${errors === 1 ? "" : "s"}${rep.error === "the config file has errors" ? " in the config file" : ""}${warned && `, ${warned}`}; nothing was written.\n`,
    );
  else if (rep.error !== null) err(`acp-codegen: ${rep.error}\n`);
  if (!errors && warned && format === "text") err(`\n${warned}.\n`);
  let budget = MAX_DIFF_LINES;
  let untold = 0;
  for (const s of rep.files?.stale ?? []) {
    if (s.status === "missing") err(`missing: ${s.file}\n`);
    else if (s.status === "extra") err(`extra: ${s.file} (not generated from the spec)\n`);
    else {
      err(`stale: ${s.file}\n`);
      const lines = (s.diff || "(only the final newline differs)").split("\n");
      if (budget <= 0) untold++;
      else
        err(
          `${lines.slice(0, budget).join("\n")}\n${lines.length > budget ? `... ${lines.length - budget} more lines of diff\n` : ""}`,
        );
      budget -= lines.length;
    }
  }
  if (untold) err(`(the diffs of ${untold} more stale file${untold === 1 ? "" : "s"} are not shown)\n`);
  if (rep.summary !== null) process.stdout.write(`${rep.summary}\n`);
  if (rep.command === "check" && rep.files?.stale.length)
    err(`${rep.files.out}/ is stale: run \`acp-codegen generate\`.\n`);
}

/** ACP020 (no spec folder) says what named the folder: `--spec`, the config file, or nothing (then where the config was looked for). */
function explainMissingSpec(d: Diagnostic, spec: string, found: ConfigOrigin, fromFlag: boolean): Diagnostic {
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

/** Says once that a run waits for another one writing the same output folder. */
function waitingFor(out: string): (pid: number) => void {
  return (pid) =>
    void process.stderr.write(`acp-codegen: waiting for process ${pid}, which is writing the output folder '${out}'\n`);
}

/**
 * The folders watch follows: the spec folder and the template override folder,
 * each with its subfolders, and the folder holding the config file (only that
 * file's changes count there).
 */
export function watchRoots(
  spec: string,
  overrides: string | null,
  configFile: string | null,
): { dir: string; recursive: boolean; file: string | null }[] {
  return [
    { dir: resolve(spec), recursive: true, file: null },
    ...(overrides !== null ? [{ dir: resolve(overrides), recursive: true, file: null }] : []),
    ...(configFile !== null
      ? [{ dir: dirname(resolve(configFile)), recursive: false, file: basename(configFile) }]
      : []),
  ];
}

/**
 * Regenerates whenever the spec, the config file or a template override
 * changes. A broken spec or config prints its diagnostics and leaves the output
 * alone; watching goes on, and follows the folders the config names now.
 */
async function watch(base: CommonOptions): Promise<void> {
  const { watch: fsWatch, readdirSync, statSync } = await import("node:fs");
  const cmd = cmdOf(base);
  const initial = { ...base };
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let again = false;
  let roots: ReturnType<typeof watchRoots> = [];
  const run = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    // Each run reads the config afresh: the flags as given, then whatever the file says now.
    const opts: CommonOptions = { ...initial };
    commands.set(opts, cmd);
    const rep = await runOnce(opts, "write").catch(
      (e: unknown): RunReport => ({
        ok: false,
        exitCode: EXIT.usage,
        command: "generate",
        diagnostics: [],
        files: null,
        error: (e as Error).message,
        summary: null,
      }),
    );
    printReport(rep, "text");
    if (!rep.ok)
      process.stdout.write(
        `${rep.error === "the config file has errors" ? "the config file has errors" : rep.diagnostics.length ? "the spec has errors" : "generation failed"}; ${shownPath(opts.out)}/ left as it was\n`,
      );
    const seen = lastOrigin.get(opts);
    if (seen) follow(watchRoots(seen.spec, seen.overrides, seen.file));
    running = false;
    if (again) {
      again = false;
      await run();
    }
  };
  // One watcher per directory: a directory watch sees its files change even when an editor
  // replaces them (write to a temporary file, then rename), which a per-file watch misses.
  const watched = new Map<string, ReturnType<typeof fsWatch>>();
  const onChange =
    (only: string | null) =>
    (_event: string, name: string | Buffer | null): void => {
      if (only !== null && name !== null && String(name) !== only) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        follow(roots);
        void run();
      }, 30);
    };
  const addDir = (dir: string, recursive: boolean, only: string | null): void => {
    const key = `${dir}\0${only ?? ""}`;
    if (watched.has(key)) return;
    try {
      watched.set(key, fsWatch(dir, onChange(only)));
      if (recursive)
        for (const name of readdirSync(dir))
          if (!name.startsWith(".") && statSync(join(dir, name)).isDirectory()) addDir(join(dir, name), true, null);
    } catch {
      // A directory that vanished between listing and watching (or is not there yet): the next change re-scans.
    }
  };
  const follow = (next: ReturnType<typeof watchRoots>): void => {
    roots = next;
    for (const r of next) addDir(r.dir, r.recursive, r.file);
  };
  await run();
  if (!roots.length) {
    const { findConfigFile } = await import("../config-file.js");
    follow(watchRoots(initial.spec, null, findConfigFile(process.cwd(), initial.config)));
  }
  process.stdout.write(
    `watching ${roots.map((r) => shownPath(r.file !== null ? join(r.dir, r.file) : r.dir)).join(", ")} (Ctrl-C to stop)\n`,
  );
  await new Promise<never>(() => undefined);
}

/** For watch: the folders and config file each run's options resolved to. */
const lastOrigin = new WeakMap<CommonOptions, { spec: string; overrides: string | null; file: string | null }>();

interface CommonOptions {
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
const commands = new WeakMap<CommonOptions, Command>();
const cmdOf = (opts: CommonOptions): Command => commands.get(opts)!;

/** A config file's mistakes, reported like spec errors (the run stops before anything is read or written). */
class ConfigFileError extends Error {
  constructor(readonly diagnostics: readonly import("../diagnostics/diagnostic.js").Diagnostic[]) {
    super("the config file has errors");
  }
}

/** Which config file a run read (null: none was found), and the folders searched for one. */
interface ConfigOrigin {
  readonly file: string | null;
  readonly searched: readonly string[];
}

/**
 * The run's configuration: the config file (named by --config, or found in the
 * working folder or a folder above it, up to the repository root), then every
 * flag given on the command line, which wins.
 */
async function configOf(
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
async function foldersOf(
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

/** Heavy modules (ts-morph, prettier) load only when a command runs, so --help stays instant. */
async function compileTo(...args: Parameters<typeof import("../pipeline.js").compileTo>): Promise<CompileResult> {
  return (await import("../pipeline.js")).compileTo(...args);
}

function list(value: string, prev: string[] = []): string[] {
  return [
    ...prev,
    ...value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  ];
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)}s`;
}

function reportTimings(r: CompileResult, enabled: boolean | undefined): void {
  if (process.env.ACP_CODEGEN_TIMINGS_JSON) {
    // Machine-readable, for `npm run bench`.
    process.stderr.write(
      `ACP_TIMINGS_JSON=${JSON.stringify({ stages: r.timings, maxRssKb: process.resourceUsage().maxRSS })}\n`,
    );
  }
  if (!enabled) return;
  const parts = Object.entries(r.timings).map(([k, v]) => `${k} ${v!.toFixed(1)}ms`);
  process.stderr.write(`timings: ${parts.join(", ")}\n`);
}

/** The flags of generate and check: the shared settings and run options of the one list (`config-options.ts`), each language's options, and the report's. */
function addCommon(cmd: Command): Command {
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
const judged = judgedLanguages;

const CONFIG_HELP =
  "a config file (default: acp-codegen.config.ts or .json in the working folder or the nearest folder above it, up to the repository root)";

/** The version in the package's own package.json. */
function packageVersion(): string {
  const text = readFileSync(fileURLToPath(new URL("../../package.json", import.meta.url)), "utf8");
  return (JSON.parse(text) as { version: string }).version;
}

export function buildCli(): Command {
  const program = new Command();
  program
    .name("acp-codegen")
    .version(packageVersion(), "-V, --version", "print the version of acp-codegen")
    .description(
      "Compile the ACP spec (TypeScript declarations) into bindings, docs, JSON Schema and conversion tables.",
    )
    .configureOutput({
      // A usage error is one line with the hint (not the whole help); with --format json, the JSON report on stdout instead.
      outputError: (text, write) => {
        usageError = oneLine(text);
        if (!jsonRequested) write(`acp-codegen: ${usageError} (--help lists the flags, with examples)\n`);
      },
    })
    .exitOverride();

  addCommon(program.command("generate"))
    .description("Generate every target from the spec into the output folder. Writes nothing if the spec has errors.")
    .addHelpText(
      "after",
      `\nExamples:\n  $ acp-codegen generate\n  $ acp-codegen generate --spec spec --out out --target ${targets[0]!.name}\n  $ acp-codegen generate --watch\n`,
    )
    .option(
      "--watch",
      "regenerate whenever the spec, the config file or a template override changes (a broken one leaves the output alone)",
    )
    .option(RUN_OPTIONS.force.flag, `${RUN_OPTIONS.force.doc}, or that were edited by hand`)
    .action(async (opts: CommonOptions, cmd: Command) => {
      commands.set(opts, cmd);
      if (opts.watch) {
        if (opts.format !== "text")
          throw new (await import("../pipeline.js")).ConfigError(
            "--watch reports as text only: give no --format with it",
          );
        return watch(opts);
      }
      const rep = await runOnce(opts, "write");
      printReport(rep, opts.format);
      process.exitCode = rep.exitCode;
    });

  addCommon(program.command("check"))
    .description(
      "Regenerate in memory and compare with the output folder, writing nothing. Exits 3 naming every stale (with a unified diff), missing or extra file; 1 when the spec has errors; 2 when it cannot tell: the folder holds an interrupted run (generate finishes it), or another run is writing it.",
    )
    .addHelpText(
      "after",
      `\nExamples:\n  $ acp-codegen check\n  $ acp-codegen check --target ${targets[0]!.name}\n  $ acp-codegen check --format github\n`,
    )
    .action(async (opts: CommonOptions, cmd: Command) => {
      commands.set(opts, cmd);
      const rep = await runOnce(opts, "check");
      printReport(rep, opts.format);
      process.exitCode = rep.exitCode;
    });

  program
    .command("init")
    .description(
      "Start a project: write acp-codegen.config.ts and a spec folder, either a copy of the ACP spec bundled with acp-codegen or a minimal spec of your own.",
    )
    .option("--from <what>", "acp: a copy of the bundled ACP spec (today's protocol), to follow or extend")
    .option("--minimal", "a minimal spec of your own: one version, a few types, a request and a notification")
    .option(
      "--from-schema <source>",
      "a spec started from a published schema (any source import takes: a file, a folder, npm:..., a tarball, an https URL): the vocabulary, then an import; repeatable",
      (v: string, prev: string[] = []) => [...prev, v],
    )
    .option(
      "--crate <crate>",
      "with --from-schema: the crate whose feature gates name the unstable items (a folder, or crate:NAME@VERSION)",
    )
    .option(
      "--docs <docs>",
      "with --from-schema: upstream takes the published descriptions as doc comments; none leaves them to write",
    )
    .option("--spec <dir>", "the spec folder to write", "spec")
    .option("--out <dir>", "the output folder the config names", "out")
    .option("--force", "overwrite files that exist already")
    .addHelpText(
      "after",
      "\nExamples:\n  $ acp-codegen init --from acp\n  $ acp-codegen init --minimal --spec protocol --out generated\n  $ acp-codegen init --from-schema ../schema --crate crate:agent-client-protocol-schema@1.20.0\n\nExit status: 0 written, 1 some files exist already (nothing written; --force overwrites), 2 a usage error; with --from-schema, the import's status (nothing is left written when it fails).\n",
    )
    .action(
      async (opts: {
        from?: string;
        minimal?: boolean;
        fromSchema?: string[];
        crate?: string;
        docs?: string;
        spec: string;
        out: string;
        force?: boolean;
      }) => {
        const { runInit, runInitFromSchema } = await import("./init.js");
        if (opts.fromSchema) {
          if (opts.from !== undefined || opts.minimal) {
            process.stderr.write("acp-codegen init: give one of --from acp, --minimal or --from-schema\n");
            process.exitCode = 2;
            return;
          }
          process.exitCode = await runInitFromSchema(
            { ...opts, fromSchema: opts.fromSchema },
            process.cwd(),
            (s) => process.stdout.write(s),
            (s) => process.stderr.write(s),
          );
          return;
        }
        if (opts.crate !== undefined || opts.docs !== undefined) {
          process.stderr.write("acp-codegen init: --crate and --docs go with --from-schema\n");
          process.exitCode = 2;
          return;
        }
        process.exitCode = runInit(
          opts,
          process.cwd(),
          (s) => process.stdout.write(s),
          (s) => process.stderr.write(s),
        );
      },
    );

  program
    .command("diff")
    .description(
      "Report what changed between a base spec and this one, classified by what it breaks for peers and for generated SDKs.",
    )
    .option(
      "--base <ref-or-dir>",
      "the base spec: a git ref (its spec folder is read without touching the work tree) or a folder",
    )
    .option("--config <file>", `${CONFIG_HELP}, whose 'spec' to use`)
    .option("--spec <dir>", "the spec folder (default: the config file's, else spec)")
    .option(
      "--against-schema <file>",
      "compare the spec with a published JSON Schema instead, and list every wire difference",
    )
    .option(
      "--format <format>",
      "text, markdown (a changelog section), json, or github (GitHub Actions annotations on the head spec's lines)",
      "text",
    )
    .option("--fail-on <what>", "breaking (default), any, or none", "breaking")
    .addHelpText(
      "after",
      "\nExamples:\n  $ acp-codegen diff --base origin/main\n  $ acp-codegen diff --base v1.2.0 --format markdown --fail-on none >> CHANGELOG.md\n  $ acp-codegen diff --against-schema ../schema/v2/schema.json\n",
    )
    .addHelpText("after", EXIT_HELP)
    .action(
      async (opts: {
        base?: string;
        config?: string;
        spec?: string;
        againstSchema?: string;
        format: string;
        failOn: string;
      }) => {
        const { runDiff } = await import("./diff-command.js");
        const { spec, accept } = await foldersOf(opts.config, { spec: opts.spec }, { plugins: false });
        process.exitCode = await runDiff({ ...opts, spec, accept });
      },
    );

  program
    .command("import")
    .description(
      "Bring the spec in line with a published ACP JSON Schema: add what it lacks, report every other difference as a decision, and list what needs a person.",
    )
    .requiredOption(
      "--schema <source>",
      "a schema file, a folder (schema.json and schema.unstable.json, or v1/, v2/ of them), npm:PACKAGE[@VERSION][/path] (installed), a package tarball (.tgz, .tar.gz, .tar, .crate), or an https URL of a schema or a tarball; repeatable",
      (v: string, prev: string[] = []) => [...prev, v],
    )
    .option("--config <file>", `${CONFIG_HELP}, whose 'spec' to use`)
    .option("--spec <dir>", "the spec folder (default: the config file's, else spec)")
    .option(
      "--protocol <version>",
      "the protocol version the schemas describe, when their path and title do not say (v1, v2)",
    )
    .option(
      "--feature <item=feature>",
      "the unstable feature of an item only the unstable schema has (Type, Type.field, Type:tag, method:name, optionally v2.-prefixed); repeatable",
      (v: string, prev: string[] = []) => [...prev, v],
    )
    .option(
      "--features <file>",
      'a JSON map of such names: { "Type": "feature" } or { "v1": { ... }, "v2": { ... } }; repeatable',
      (v: string, prev: string[] = []) => [...prev, v],
    )
    .option(
      "--sdk-version <version>",
      "the @agentclientprotocol/sdk version to record in upstream.ts (default: the npm package's)",
    )
    .option(
      "--crate-version <version>",
      "the agent-client-protocol-schema crate version to record in upstream.ts (default: --crate's)",
    )
    .option(
      "--crate <crate>",
      'the crate that publishes the schemas, to read each unstable item\'s feature from its #[cfg(feature = "unstable_...")] gates: its folder, or crate:NAME@VERSION (fetched with cargo into node_modules/.cache/acp-codegen/)',
    )
    .option(
      "--source <text>",
      "where the schemas came from, to record in upstream.ts when there is no sdk or crate version",
    )
    .option(
      "--docs <docs>",
      "upstream: what is added takes the published description as its doc comment; none (the default): doc text is a todo",
    )
    .option(
      "--max-size <size>",
      "the most bytes read from one source (a file, a download, a tarball once decompressed): 1234, 64k, 64M, 1G",
      "64M",
    )
    .option("--timeout <seconds>", "the longest one download may take, from the request to the last byte", "60")
    .option("--dry-run", "write nothing; print what would be added, decided and written")
    .option(
      "--json",
      'print one JSON object: { "format": "acp-codegen-import/1", "added", "decisions", "todo", "files" }',
    )
    .addHelpText(
      "after",
      "\nExamples:\n  $ acp-codegen import --schema ../schema --crate crate:agent-client-protocol-schema@1.20.0\n  $ acp-codegen import --schema npm:@agentclientprotocol/sdk --crate-version 1.15.1 --features upstream-features.json\n  $ acp-codegen import --schema ../schema/v2/schema.json --schema ../schema/v2/schema.unstable.json --dry-run\n  $ acp-codegen import --schema ../schema/v2 --feature ForkSessionRequest=session_fork --json\n",
    )
    .addHelpText("after", `${EXIT_HELP}  (import: decisions and todos are listed, not failures; it never exits 3)\n`)
    .action(
      async (opts: {
        schema: string[];
        config?: string;
        spec?: string;
        protocol?: string;
        feature?: string[];
        features?: string[];
        sdkVersion?: string;
        crateVersion?: string;
        crate?: string;
        source?: string;
        docs?: string;
        maxSize: string;
        timeout: string;
        dryRun?: boolean;
        json?: boolean;
      }) => {
        const { runImport } = await import("../import/command.js");
        const { parseSize } = await import("../import/source.js");
        const { protocol, maxSize, timeout, ...rest } = opts;
        const maxBytes = parseSize(maxSize);
        const seconds = Number(timeout);
        const { ConfigError } = await import("../pipeline.js");
        if (maxBytes === null) throw new ConfigError(`--max-size takes a size (1234, 64k, 64M, 1G), not '${maxSize}'`);
        if (!/^\d+(?:\.\d+)?$/.test(timeout) || !(seconds > 0))
          throw new ConfigError(`--timeout takes a number of seconds above 0, not '${timeout}'`);
        process.exitCode = await runImport({
          ...rest,
          limits: { maxBytes, timeoutMs: seconds * 1000 },
          ...(protocol !== undefined && { version: protocol }),
          feature: opts.feature ?? [],
          features: opts.features ?? [],
          dryRun: Boolean(opts.dryRun),
          json: Boolean(opts.json),
          cwd: process.cwd(),
          stdout: (s) => process.stdout.write(s),
          stderr: (s) => process.stderr.write(s),
        });
      },
    );

  program
    .command("conformance")
    .description(
      "Run conformance vectors against the generated bindings of each language and judge the results; the report says what each language was judged with (toolchain, package versions and declared ranges).",
    )
    .requiredOption("--vectors <paths>", "a vectors file or a folder of them (comma-separated for several)", list)
    .option(
      "--lang <langs>",
      `languages to judge: ${judged()
        .map((l) => `${l.name}${l.aliases?.length ? ` (or ${l.aliases.join(", ")})` : ""}`)
        .join(", ")} (default: all)`,
      list,
    )
    .option("--config <file>", `${CONFIG_HELP}, whose 'out' to use`)
    .option("--out <dir>", "the output folder holding the bindings (default: the config file's, else out)")
    .option(
      "--json",
      "print one JSON object instead of the report: { passed, failed, judgedWith, results, unsupported }",
    )
    .addHelpText(
      "after",
      `\nExamples:\n  $ acp-codegen conformance --vectors ../shared/conformance/vectors\n  $ acp-codegen conformance --vectors vectors.json --lang ${judged()[0]?.name ?? "NAME"} --json\n`,
    )
    .addHelpText(
      "after",
      `${EXIT_HELP}  (conformance: 2, something could not be judged, outranks 3, a vector failed)\n`,
    )
    .action(async (opts: { vectors: string[]; lang?: string[]; config?: string; out?: string; json?: boolean }) => {
      // The languages of the config file's plugins can be judged too.
      const { out, plugins } = await foldersOf(opts.config, { out: opts.out }, { plugins: true });
      const languages = [...bundledLanguages, ...plugins];
      for (const l of opts.lang ?? []) {
        if (!judged(languages).includes(findLanguage(l, languages)!))
          throw new (await import("../pipeline.js")).ConfigError(
            `unknown language '${l}' (${judged(languages)
              .map((x) => x.name)
              .join(", ")})`,
          );
      }
      const { runConformance } = await import("../conformance/run.js");
      process.exitCode = await runConformance({
        vectors: opts.vectors,
        langs: opts.lang ?? judged(languages).map((l) => l.name),
        languages,
        out,
        json: Boolean(opts.json),
        stdout: (s) => process.stdout.write(s),
        progress: { write: (s) => void process.stderr.write(s), live: Boolean(process.stderr.isTTY) },
      });
    });

  return program;
}

/** Commander's error text as one line: `unknown option '--forse'; did you mean --force?`. */
function oneLine(text: string): string {
  const lines = text
    .trim()
    .replace(/^error: /, "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  return lines
    .map((l, i) => (i === 0 ? l : `; ${l.replace(/^\((.*)\)$/, "$1").replace(/^Did you/, "did you")}`))
    .join("");
}

/** The last usage error commander reported, and whether the command line asked for a JSON report. */
let usageError: string | null = null;
let jsonRequested = false;

export async function main(argv: readonly string[]): Promise<void> {
  jsonRequested = argv.some((a, i) => a === "--format=json" || (a === "--format" && argv[i + 1] === "json"));
  usageError = null;
  const program = buildCli();
  try {
    await program.parseAsync([...argv], { from: "user" });
  } catch (e) {
    const code = (e as { code?: string; exitCode?: number }).code;
    if (code === "commander.helpDisplayed" || code === "commander.help" || code === "commander.version") {
      process.exitCode = 0;
      return;
    }
    if (code?.startsWith("commander.")) {
      if (jsonRequested) {
        const command = argv.find((a) => !a.startsWith("-")) ?? null;
        const error = usageError ?? oneLine((e as Error).message);
        process.stdout.write(
          `${JSON.stringify({ ok: false, exitCode: EXIT.usage, command, diagnostics: [], files: null, error })}\n`,
        );
      }
      process.exitCode = EXIT.usage;
      return;
    }
    if (e instanceof ConfigFileError) {
      for (const d of e.diagnostics) {
        const r = diagnosticRecord(d, null);
        process.stderr.write(`${[textOf(r), ...codeFrame(r)].join("\n")}\n`);
      }
      process.stderr.write(
        `\n${e.diagnostics.length} error${e.diagnostics.length === 1 ? "" : "s"} in the config file; nothing was written.\n`,
      );
      process.exitCode = EXIT.errors;
      return;
    }
    const { ConfigError } = await import("../pipeline.js");
    if (!(e instanceof ConfigError)) throw e;
    process.stderr.write(`acp-codegen: ${e.message}\n`);
    process.exitCode = EXIT.usage;
  }
}
