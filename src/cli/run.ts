/** One run of `generate` or `check`: compile, write or compare the output, and report what changed. */

import { hasErrors, type Diagnostic } from "../diagnostics/diagnostic.js";
import type { CompileResult } from "../pipeline.js";
import type { OutputEntry } from "../write/write.js";
import type { CodegenConfig } from "../config.js";
import { join, resolve } from "node:path";
import {
  codeFrame,
  diagnosticRecord,
  EXIT,
  githubCommand,
  githubOf,
  shownPath,
  textOf,
  type DiagnosticRecord,
  type Format,
} from "./report.js";
import { codes } from "../diagnostics/codes.js";
import { coverageLine, docCoverage } from "../validate/docs.js";
import { ConfigFileError, cmdOf, configOf, explainMissingSpec, lastOrigin } from "./options.js";
import type { CommonOptions, ConfigOrigin } from "./options.js";

/** What one generate or check run found and did, as `--format json` prints it. */
export interface RunReport {
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
export async function runOnce(opts: CommonOptions, mode: "write" | "check"): Promise<RunReport> {
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
export function printReport(rep: RunReport, format: Format): void {
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

/** Says once that a run waits for another one writing the same output folder. */
function waitingFor(out: string): (pid: number) => void {
  return (pid) =>
    void process.stderr.write(`acp-codegen: waiting for process ${pid}, which is writing the output folder '${out}'\n`);
}

/** Heavy modules (ts-morph, prettier) load only when a command runs, so --help stays instant. */
async function compileTo(...args: Parameters<typeof import("../pipeline.js").compileTo>): Promise<CompileResult> {
  return (await import("../pipeline.js")).compileTo(...args);
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)}s`;
}

function reportTimings(r: CompileResult, enabled: boolean | undefined): void {
  if (process.env.ACP_CODEGEN_TIMINGS_JSON) {
    // Machine-readable, for `npm run bench`.
    process.stderr.write(
      `ACP_TIMINGS_JSON=${JSON.stringify({ stages: r.timings, maxRssKb: process.resourceUsage().maxRSS, workerTargets: r.workerTargets })}\n`,
    );
  }
  if (!enabled) return;
  const parts = Object.entries(r.timings).map(([k, v]) => `${k} ${v!.toFixed(1)}ms`);
  // Stages on two threads overlap: their sum is CPU time, more than the run's wall time.
  const worker = r.workerTargets.length ? `; on the render worker: ${r.workerTargets.join(", ")}` : "";
  process.stderr.write(`timings: ${parts.join(", ")}${worker}\n`);
}
