import { Command, InvalidArgumentError } from "commander";
import { diag, formatDiagnostic, hasErrors, type Loc } from "../diagnostics/diagnostic.js";
import type { CompileResult } from "../pipeline.js";
import type { CodegenConfig } from "../config.js";
import { targets } from "../targets/registry.js";
import { codes } from "../diagnostics/codes.js";
import { coverageLine, docCoverage } from "../validate/docs.js";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Runs one generation into the output folder; returns whether it wrote (false on spec errors). */
async function generateOnce(opts: CommonOptions, quiet = false): Promise<boolean> {
  const t0 = performance.now();
  const config = await configOf(opts, cmdOf(opts));
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
  let entries;
  try {
    // One writer at a time: the run holds the output folder's lock until it is written or dropped.
    run = new OutputRun(opts.out, "write", { onWait: waitingFor(opts.out) });
    // Each target's files are staged as soon as they are formatted, and dropped: a large output is never held whole.
    const writer = run;
    r = await compileTo(config, (_t, files) => timed(() => writer.add(files)));
    reportDiagnostics(r, opts.timings);
    if (hasErrors(r.diagnostics)) {
      run.abort();
      return false;
    }
    entries = timed(() => writer.finish(r.targets.map((t) => t.outDir), { force: Boolean(opts.force) }));
  } catch (e) {
    // Whatever was staged goes (after the commit point there is nothing left to abort).
    run?.abort();
    if (!(e instanceof OutputError)) throw e;
    process.stderr.write(`acp-codegen: ${e.message}\n${e.committed ? "" : "nothing was written.\n"}`);
    return false;
  }
  r.timings.write = writing;
  reportTimings(r, opts.timings);
  const written = entries.filter((p) => p.status === "new" || p.status === "changed").length;
  const removed = entries.filter((p) => p.status === "extra").length;
  const unchanged = entries.filter((p) => p.status === "unchanged").length;
  if (!quiet || written || removed) {
    process.stdout.write(
      `acp-codegen generate: ${r.targets.length} target${r.targets.length === 1 ? "" : "s"}, ${written} files written, ${unchanged} unchanged` +
        `${removed ? `, ${removed} removed` : ""} in ${seconds(performance.now() - t0)}\n`,
    );
  }
  return true;
}

/** Says once that a run waits for another one writing the same output folder. */
function waitingFor(out: string): (pid: number) => void {
  return (pid) => void process.stderr.write(`acp-codegen: waiting for process ${pid}, which is writing the output folder '${out}'\n`);
}

/**
 * Regenerates whenever a file under the spec folder changes. A broken spec
 * prints its diagnostics and leaves the output alone; watching goes on.
 */
async function watch(opts: CommonOptions): Promise<void> {
  const { watch: fsWatch } = await import("node:fs");
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let again = false;
  const run = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const t0 = performance.now();
    const ok = await generateOnce(opts, true).catch((e: unknown) => {
      process.stderr.write(`acp-codegen: ${(e as Error).message}\n`);
      return false;
    });
    process.stdout.write(`${ok ? "regenerated" : "spec has errors; out/ left as it was"} in ${((performance.now() - t0) | 0).toString()} ms; watching ${opts.spec}\n`);
    running = false;
    if (again) {
      again = false;
      await run();
    }
  };
  // One watcher per directory: a directory watch sees its files change even when an editor
  // replaces them (write to a temporary file, then rename), which a per-file watch misses.
  const { readdirSync, statSync } = await import("node:fs");
  const { join } = await import("node:path");
  const watched = new Map<string, ReturnType<typeof fsWatch>>();
  const onChange = (): void => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      addDirs(opts.spec);
      void run();
    }, 30);
  };
  const addDirs = (dir: string): void => {
    if (watched.has(dir)) return;
    try {
      watched.set(dir, fsWatch(dir, onChange));
      for (const name of readdirSync(dir)) if (!name.startsWith(".") && statSync(join(dir, name)).isDirectory()) addDirs(join(dir, name));
    } catch {
      // A directory that vanished between listing and watching: the next change re-scans.
    }
  };
  addDirs(opts.spec);
  process.stdout.write(`watching ${opts.spec} (Ctrl-C to stop)\n`);
  await new Promise<never>(() => undefined);
}

interface CommonOptions {
  config?: string;
  spec: string;
  out: string;
  target?: string[];
  timings?: boolean;
  watch?: boolean;
  force?: boolean;
  rustCrate?: string;
  pythonPackage?: string;
  docsFormat?: string;
  prettier?: boolean;
  cache?: boolean;
  requireDocs?: boolean;
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

/**
 * The run's configuration: the config file (named by --config, or found in the
 * working folder), then every flag given on the command line, which wins.
 */
async function configOf(opts: CommonOptions, cmd: Command): Promise<CodegenConfig> {
  const { findConfigFile, loadConfigFile } = await import("../config-file.js");
  const path = findConfigFile(process.cwd(), opts.config);
  let fromFile: CodegenConfig = {};
  let locs: { spec?: Loc; out?: Loc } = {};
  if (path) {
    const loaded = await loadConfigFile(path, process.cwd());
    if (loaded.diagnostics.length) throw new ConfigFileError(loaded.diagnostics);
    fromFile = loaded.config;
    locs = loaded.locs ?? {};
  }
  const given = (name: string): boolean => cmd.getOptionValueSource(name) === "cli";
  const c: CodegenConfig = {
    ...fromFile,
    spec: given("spec") ? opts.spec : (fromFile.spec ?? opts.spec),
    out: given("out") ? opts.out : (fromFile.out ?? opts.out),
    ...(opts.target && { targets: opts.target }),
    ...(given("rustCrate") && { rustCrate: opts.rustCrate }),
    ...(given("pythonPackage") && { pythonPackage: opts.pythonPackage }),
    ...(given("docsFormat") && { docsFormat: opts.docsFormat as "md" | "mdx" }),
    ...(opts.prettier && { format: "prettier" as const }),
    ...(opts.cache === false && { cache: false }),
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
  return c;
}

/** Heavy modules (ts-morph, prettier) load only when a command runs, so --help stays instant. */
async function compileTo(...args: Parameters<typeof import("../pipeline.js").compileTo>): Promise<CompileResult> {
  return (await import("../pipeline.js")).compileTo(...args);
}

function list(value: string, prev: string[] = []): string[] {
  return [...prev, ...value.split(",").map((s) => s.trim()).filter(Boolean)];
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)}s`;
}

function reportDiagnostics(r: CompileResult, timings: boolean | undefined): void {
  for (const d of r.diagnostics) process.stderr.write(`${formatDiagnostic(d, r.config.spec)}\n`);
  const errors = r.diagnostics.filter((d) => d.severity === "error").length;
  const warnings = r.diagnostics.length - errors;
  const counted = [errors && `${errors} error${errors === 1 ? "" : "s"}`, warnings && `${warnings} warning${warnings === 1 ? "" : "s"}`].filter(Boolean).join(", ");
  // The doc coverage of each version: with --timings, and whenever a missing doc is reported.
  if (r.model && (timings || r.diagnostics.some((d) => d.code === codes["missing-docs"].code))) {
    for (const c of docCoverage(r.model)) process.stderr.write(`${coverageLine(c)}\n`);
  }
  if (errors) process.stderr.write(`\n${counted}; nothing was written.\n`);
  else if (warnings) process.stderr.write(`\n${counted}.\n`);
}

function reportTimings(r: CompileResult, enabled: boolean | undefined): void {
  if (process.env.ACP_CODEGEN_TIMINGS_JSON) {
    // Machine-readable, for `npm run bench`.
    process.stderr.write(`ACP_TIMINGS_JSON=${JSON.stringify({ stages: r.timings, maxRssKb: process.resourceUsage().maxRSS })}\n`);
  }
  if (!enabled) return;
  const parts = Object.entries(r.timings).map(([k, v]) => `${k} ${v!.toFixed(1)}ms`);
  process.stderr.write(`timings: ${parts.join(", ")}\n`);
}

function addCommon(cmd: Command): Command {
  return cmd
    .option("--config <file>", `a config file (default: ${"acp-codegen.config.ts or .json"} in the working folder, if present)`)
    .option("--spec <dir>", "the spec folder", "spec")
    .option("--out <dir>", "the output folder", "out")
    .option("--target <names>", `targets to run, comma-separated (${targets.map((t) => t.name).join(", ")})`, list)
    .option("--rust-crate <name>", "the Rust crate name", "acp-schema")
    .option("--python-package <name>", "the Python package name", "acp_schema")
    .option("--docs-format <format>", "the docs format: md, or mdx (Mintlify)", "md")
    .option("--prettier", "format with prettier itself instead of the built-in printers (same bytes, slower)")
    .option("--no-cache", "always parse the spec, instead of reusing the model built from an identical spec")
    .option("--require-docs", "make a missing doc comment or @example an error (ACP027), as the config's docs.missing: \"deny\"")
    .option("--timings", "print the time each stage took, and the doc coverage of each version");
}

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
    .description("Compile the ACP spec (TypeScript declarations) into bindings, docs, JSON Schema and conversion tables.")
    .showHelpAfterError()
    .exitOverride();

  addCommon(program.command("generate"))
    .description("Generate every target from the spec into the output folder. Writes nothing if the spec has errors.")
    .addHelpText(
      "after",
      "\nExamples:\n  $ acp-codegen generate\n  $ acp-codegen generate --spec spec --out out --target typescript\n  $ acp-codegen generate --watch\n",
    )
    .option("--watch", "regenerate whenever the spec changes (a broken spec leaves out/ alone)")
    .option("--force", "overwrite or delete files in out/ that acp-codegen did not write, or that were edited by hand")
    .action(async (opts: CommonOptions, cmd: Command) => {
      commands.set(opts, cmd);
      const ok = await generateOnce(opts);
      if (opts.watch) return watch(opts);
      if (!ok) process.exitCode = 1;
    });

  addCommon(program.command("check"))
    .description(
      "Regenerate in memory and compare with the output folder, writing nothing. Exits 1 naming every stale, missing or extra file; 2 when it cannot tell: the folder holds an interrupted run (generate finishes it), or another run is writing it.",
    )
    .addHelpText("after", "\nExamples:\n  $ acp-codegen check\n  $ acp-codegen check --target typescript\n")
    .action(async (opts: CommonOptions, cmd: Command) => {
      const t0 = performance.now();
      const config = await configOf(opts, cmd);
      const { OutputRun, OutputError } = await import("../write/write.js");
      let r: CompileResult;
      let plan;
      try {
        // Checking only reads: it waits while another run writes, and reports an interrupted run (exit 2) rather than repair it.
        const run = new OutputRun(opts.out, "check", { onWait: waitingFor(opts.out) });
        // Each target is compared as soon as it is formatted; only stale files keep a short diff.
        r = await compileTo(config, (_t, files) => run.add(files));
        reportDiagnostics(r, opts.timings);
        if (hasErrors(r.diagnostics)) return void (process.exitCode = 1);
        plan = run.finish(r.targets.map((t) => t.outDir));
      } catch (e) {
        if (!(e instanceof OutputError)) throw e;
        process.stderr.write(`acp-codegen: ${e.message}\n`);
        return void (process.exitCode = e.exitCode);
      }
      reportTimings(r, opts.timings);
      const bad = plan.filter((p) => p.status !== "unchanged");
      for (const p of bad) {
        const file = join(opts.out, p.path);
        if (p.status === "new") process.stderr.write(`missing: ${file}\n`);
        else if (p.status === "extra") process.stderr.write(`extra: ${file} (not generated from the spec)\n`);
        else process.stderr.write(`stale: ${file}\n${p.diff!}\n`);
      }
      const ok = plan.length - bad.length;
      process.stdout.write(
        `acp-codegen check: ${r.targets.length} target${r.targets.length === 1 ? "" : "s"}, ${ok} files up to date, ${bad.length} out of date in ${seconds(performance.now() - t0)}\n`,
      );
      if (bad.length) {
        process.stderr.write("out/ is stale: run `acp-codegen generate`.\n");
        process.exitCode = 1;
      }
    });

  program
    .command("diff")
    .description("Report what changed between a base spec and this one, classified by what it breaks for peers and for generated SDKs.")
    .option("--base <ref-or-dir>", "the base spec: a git ref (its spec folder is read without touching the work tree) or a folder")
    .option("--spec <dir>", "the spec folder", "spec")
    .option("--against-schema <file>", "compare the spec with a published JSON Schema instead, and list every wire difference")
    .option("--format <format>", "text, markdown (a changelog section) or json", "text")
    .option("--fail-on <what>", "breaking (default), any, or none", "breaking")
    .addHelpText(
      "after",
      "\nExamples:\n  $ acp-codegen diff --base origin/main\n  $ acp-codegen diff --base v1.2.0 --format markdown --fail-on none >> CHANGELOG.md\n  $ acp-codegen diff --against-schema ../schema/v2/schema.json\n\nExit status: 0 clean for --fail-on, 1 something fails it, 2 a usage error or an unreadable base.\n",
    )
    .action(async (opts: { base?: string; spec: string; againstSchema?: string; format: string; failOn: string }) => {
      const { runDiff } = await import("./diff-command.js");
      process.exitCode = await runDiff(opts);
    });

  program
    .command("import")
    .description("Bring the spec in line with a published ACP JSON Schema: add what it lacks, report every other difference as a decision, and list what needs a person.")
    .requiredOption("--schema <source>", "a schema file, a folder (schema.json and schema.unstable.json, or v1/, v2/ of them), npm:PACKAGE[@VERSION][/path] (installed), or an https URL; repeatable", (v: string, prev: string[] = []) => [...prev, v])
    .option("--config <file>", "a config file whose 'spec' to use (default: acp-codegen.config.ts or .json in the working folder, if present)")
    .option("--spec <dir>", "the spec folder (default: the config file's, else spec)")
    .option("--protocol <version>", "the protocol version the schemas describe, when their path and title do not say (v1, v2)")
    .option("--feature <item=feature>", "the unstable feature of an item only the unstable schema has (Type, Type.field, Type:tag, method:name, optionally v2.-prefixed); repeatable", (v: string, prev: string[] = []) => [...prev, v])
    .option("--features <file>", 'a JSON map of such names: { "Type": "feature" } or { "v1": { ... }, "v2": { ... } }; repeatable', (v: string, prev: string[] = []) => [...prev, v])
    .option("--sdk-version <version>", "the @agentclientprotocol/sdk version to record in upstream.ts (default: the npm package's)")
    .option("--crate-version <version>", "the agent-client-protocol-schema crate version to record in upstream.ts")
    .option("--source <text>", "where the schemas came from, to record in upstream.ts when there is no sdk or crate version")
    .option("--dry-run", "write nothing; print what would be added, decided and written")
    .option("--json", 'print one JSON object: { "format": "acp-codegen-import/1", "added", "decisions", "todo", "files" }')
    .addHelpText(
      "after",
      "\nExamples:\n  $ acp-codegen import --schema npm:@agentclientprotocol/sdk --crate-version 1.15.1 --features upstream-features.json\n  $ acp-codegen import --schema ../schema/v2/schema.json --schema ../schema/v2/schema.unstable.json --dry-run\n  $ acp-codegen import --schema ../schema/v2 --feature ForkSessionRequest=session_fork --json\n\nExit status: 0 imported (decisions and todos are listed, not failures), 1 the spec or the result has errors (nothing written), 2 a usage or input error.\n",
    )
    .action(async (opts: { schema: string[]; config?: string; spec?: string; protocol?: string; feature?: string[]; features?: string[]; sdkVersion?: string; crateVersion?: string; source?: string; dryRun?: boolean; json?: boolean }) => {
      const { runImport } = await import("../import/command.js");
      const { protocol, ...rest } = opts;
      process.exitCode = await runImport({
        ...rest,
        ...(protocol !== undefined && { version: protocol }),
        feature: opts.feature ?? [],
        features: opts.features ?? [],
        dryRun: Boolean(opts.dryRun),
        json: Boolean(opts.json),
        cwd: process.cwd(),
        stdout: (s) => process.stdout.write(s),
        stderr: (s) => process.stderr.write(s),
      });
    });

  program
    .command("conformance")
    .description("Run conformance vectors against the generated bindings of each language and judge the results.")
    .requiredOption("--vectors <paths>", "a vectors file or a folder of them (comma-separated for several)", list)
    .option("--lang <langs>", "languages to judge: ts, rust, python (default: all)", list)
    .option("--out <dir>", "the output folder holding the bindings", "out")
    .option("--json", "print one JSON object instead of the report")
    .addHelpText(
      "after",
      "\nExamples:\n  $ acp-codegen conformance --vectors ../shared/conformance/vectors\n  $ acp-codegen conformance --vectors vectors.json --lang ts --json\n\nExit status: 0 all passed, 1 something failed, 2 could not run (for example a language or vector kind that is not generated yet).\n",
    )
    .action(async (opts: { vectors: string[]; lang?: string[]; out: string; json?: boolean }) => {
      for (const l of opts.lang ?? []) {
        if (!["ts", "rust", "python"].includes(l)) throw new InvalidArgumentError(`unknown language '${l}' (ts, rust, python)`);
      }
      const { runConformance } = await import("../conformance/run.js");
      process.exitCode = await runConformance({
        vectors: opts.vectors,
        langs: (opts.lang ?? ["ts", "rust", "python"]) as ("ts" | "rust" | "python")[],
        out: opts.out,
        json: Boolean(opts.json),
        stdout: (s) => process.stdout.write(s),
      });
    });

  return program;
}

export async function main(argv: readonly string[]): Promise<void> {
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
      process.exitCode = 2;
      return;
    }
    if (e instanceof ConfigFileError) {
      for (const d of e.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
      process.stderr.write(`\n${e.diagnostics.length} error${e.diagnostics.length === 1 ? "" : "s"} in the config file; nothing was written.\n`);
      process.exitCode = 1;
      return;
    }
    const { ConfigError } = await import("../pipeline.js");
    if (!(e instanceof ConfigError)) throw e;
    process.stderr.write(`acp-codegen: ${e.message}\n`);
    process.exitCode = 2;
  }
}
