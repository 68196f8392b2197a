import { Command, InvalidArgumentError } from "commander";
import { formatDiagnostic, hasErrors } from "../diagnostics/diagnostic.js";
import type { CompileResult } from "../pipeline.js";
import { targets } from "../targets/registry.js";
import { join } from "node:path";

interface CommonOptions {
  spec: string;
  out: string;
  target?: string[];
  timings?: boolean;
  rustCrate?: string;
  pythonPackage?: string;
  docsFormat?: string;
  prettier?: boolean;
}

function configOf(opts: CommonOptions) {
  return {
    spec: opts.spec,
    out: opts.out,
    ...(opts.target && { targets: opts.target }),
    ...(opts.rustCrate && { rustCrate: opts.rustCrate }),
    ...(opts.pythonPackage && { pythonPackage: opts.pythonPackage }),
    ...(opts.docsFormat && { docsFormat: opts.docsFormat as "md" | "mdx" }),
    ...(opts.prettier && { format: "prettier" as const }),
  };
}

/** Heavy modules (ts-morph, prettier) load only when a command runs, so --help stays instant. */
async function compile(...args: Parameters<typeof import("../pipeline.js").compile>): Promise<CompileResult> {
  return (await import("../pipeline.js")).compile(...args);
}

function list(value: string, prev: string[] = []): string[] {
  return [...prev, ...value.split(",").map((s) => s.trim()).filter(Boolean)];
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)}s`;
}

function reportDiagnostics(r: CompileResult): void {
  for (const d of r.diagnostics) process.stderr.write(`${formatDiagnostic(d, r.config.spec)}\n`);
  const errors = r.diagnostics.filter((d) => d.severity === "error").length;
  if (errors) process.stderr.write(`\n${errors} error${errors === 1 ? "" : "s"}; nothing was written.\n`);
}

function reportTimings(r: CompileResult, enabled: boolean | undefined): void {
  if (!enabled) return;
  const parts = Object.entries(r.timings).map(([k, v]) => `${k} ${v!.toFixed(1)}ms`);
  process.stderr.write(`timings: ${parts.join(", ")}\n`);
}

function addCommon(cmd: Command): Command {
  return cmd
    .option("--spec <dir>", "the spec folder", "spec")
    .option("--out <dir>", "the output folder", "out")
    .option("--target <names>", `targets to run, comma-separated (${targets.map((t) => t.name).join(", ")})`, list)
    .option("--rust-crate <name>", "the Rust crate name", "acp-schema")
    .option("--python-package <name>", "the Python package name", "acp_schema")
    .option("--docs-format <format>", "the docs format: md, or mdx (Mintlify)", "md")
    .option("--prettier", "format with prettier itself instead of the built-in printers (same bytes, slower)")
    .option("--timings", "print the time each stage took");
}

export function buildCli(): Command {
  const program = new Command();
  program
    .name("acp-codegen")
    .description("Compile the ACP spec (TypeScript declarations) into bindings, docs, JSON Schema and conversion tables.")
    .showHelpAfterError()
    .exitOverride();

  addCommon(program.command("generate"))
    .description("Generate every target from the spec into the output folder. Writes nothing if the spec has errors.")
    .addHelpText(
      "after",
      "\nExamples:\n  $ acp-codegen generate\n  $ acp-codegen generate --spec spec --out out --target typescript\n",
    )
    .action(async (opts: CommonOptions) => {
      const t0 = performance.now();
      const r = await compile(configOf(opts));
      reportDiagnostics(r);
      if (hasErrors(r.diagnostics)) return void (process.exitCode = 1);
      const tw = performance.now();
      const { applyPlan, planOutput } = await import("../write/write.js");
      const plan = planOutput(opts.out, r.files, r.targets.map((t) => t.outDir));
      applyPlan(opts.out, plan);
      r.timings.write = performance.now() - tw;
      reportTimings(r, opts.timings);
      const written = plan.filter((p) => p.status === "new" || p.status === "changed").length;
      const removed = plan.filter((p) => p.status === "extra").length;
      const unchanged = plan.filter((p) => p.status === "unchanged").length;
      process.stdout.write(
        `acp-codegen generate: ${r.targets.length} target${r.targets.length === 1 ? "" : "s"}, ${written} files written, ${unchanged} unchanged` +
          `${removed ? `, ${removed} removed` : ""} in ${seconds(performance.now() - t0)}\n`,
      );
    });

  addCommon(program.command("check"))
    .description("Regenerate in memory and compare with the output folder. Exits 1 naming every stale, missing or extra file.")
    .addHelpText("after", "\nExamples:\n  $ acp-codegen check\n  $ acp-codegen check --target typescript\n")
    .action(async (opts: CommonOptions) => {
      const t0 = performance.now();
      const r = await compile(configOf(opts));
      reportDiagnostics(r);
      if (hasErrors(r.diagnostics)) return void (process.exitCode = 1);
      const { planOutput, shortDiff } = await import("../write/write.js");
      const plan = planOutput(opts.out, r.files, r.targets.map((t) => t.outDir));
      reportTimings(r, opts.timings);
      const bad = plan.filter((p) => p.status !== "unchanged");
      for (const p of bad) {
        const file = join(opts.out, p.path);
        if (p.status === "new") process.stderr.write(`missing: ${file}\n`);
        else if (p.status === "extra") process.stderr.write(`extra: ${file} (not generated from the spec)\n`);
        else process.stderr.write(`stale: ${file}\n${shortDiff(p.current!, p.wanted!)}\n`);
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
    const { ConfigError } = await import("../pipeline.js");
    if (!(e instanceof ConfigError)) throw e;
    process.stderr.write(`acp-codegen: ${e.message}\n`);
    process.exitCode = 2;
  }
}
