import { Command } from "commander";
import { bundledLanguages, findLanguage, targets } from "../targets/registry.js";
import { codeFrame, diagnosticRecord, EXIT, EXIT_HELP, textOf } from "./report.js";
import { readFileSync } from "node:fs";
import { RUN_OPTIONS } from "../config-options.js";
import { fileURLToPath } from "node:url";
import { CONFIG_HELP, ConfigFileError, addCommon, commands, foldersOf, judged, list } from "./options.js";
import type { CommonOptions } from "./options.js";
import { printReport, runOnce } from "./run.js";
import { watch } from "./watch.js";

export { firstChangedLine } from "./run.js";
export { watchRoots } from "./watch.js";

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
