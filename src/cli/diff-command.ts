import { join, resolve } from "node:path";
import { EXIT, githubCommand, shownPath } from "./report.js";
import { differNotes, explain } from "../compare/departures.js";
import { readFileSync, rmSync } from "node:fs";
import { formatDiagnostic, hasErrors } from "../diagnostics/diagnostic.js";
import { BaseError, resolveBase } from "../diff/base.js";
import {
  applyAcceptances,
  diffModels,
  fails,
  formatJson,
  formatMarkdown,
  formatText,
  relocate,
  summaryLine,
  unusedText,
  type Acceptance,
  type Change,
} from "../diff/diff.js";
import { compareSchemas } from "../compare/structure.js";
import { indexModel } from "../model/index.js";
import { compile } from "../pipeline.js";
import { versionSchema } from "../targets/jsonschema/index.js";

const write = (s: string): void => void process.stdout.write(s);
const fail = (s: string): number => {
  process.stderr.write(`acp-codegen diff: ${s}\n`);
  return EXIT.usage;
};

/** `acp-codegen diff`: returns the exit status (EXIT: 0 clean, 1 a spec has errors, 2 usage or an unreadable base, 3 the change fails --fail-on). */
export async function runDiff(opts: {
  base?: string;
  spec: string;
  againstSchema?: string;
  format: string;
  failOn: string;
  accept?: readonly Acceptance[];
}): Promise<number> {
  if (!["text", "markdown", "json", "github"].includes(opts.format))
    return fail(`unknown format '${opts.format}' (text, markdown, json, github)`);
  if (opts.format === "github" && opts.againstSchema !== undefined)
    return fail("--format github annotates the spec's files: it goes with --base");
  if (!["breaking", "any", "none"].includes(opts.failOn))
    return fail(`unknown --fail-on '${opts.failOn}' (breaking, any, none)`);
  if ((opts.base === undefined) === (opts.againstSchema === undefined))
    return fail("give either --base <git-ref-or-folder> or --against-schema <file>");
  const head = await compile({ spec: opts.spec, targets: [], cache: true, scope: "types", missingDocs: "allow" });
  if (hasErrors(head.diagnostics)) {
    for (const d of head.diagnostics) process.stderr.write(`${formatDiagnostic(d, opts.spec)}\n`);
    fail("the spec has errors");
    return EXIT.errors;
  }
  if (opts.againstSchema !== undefined) return againstSchema(head.model!, opts.againstSchema, opts.format, opts.failOn);
  let base: { dir: string; temp: string | null };
  try {
    base = resolveBase(opts.base!, opts.spec, process.cwd());
  } catch (e) {
    if (e instanceof BaseError) return fail(e.message);
    throw e;
  }
  try {
    const old = await compile({ spec: base.dir, targets: [], cache: true, scope: "types", missingDocs: "allow" });
    if (hasErrors(old.diagnostics)) {
      // A broken base is reported with its own diagnostics, located in the base.
      for (const d of old.diagnostics) process.stderr.write(`${formatDiagnostic(d, `${opts.base}:${opts.spec}`)}\n`);
      fail(`the base spec (${opts.base}) has errors`);
      return EXIT.errors;
    }
    // Every path spelt one way, in every format: from the working folder (a git ref's files as `<ref>:<path>`).
    const spelt = relocate(
      diffModels(old.model!, head.model!),
      (f) => shownPath(join(opts.spec, f)),
      (f) => (base.temp === null ? shownPath(join(base.dir, f)) : `${opts.base}:${shownPath(join(opts.spec, f))}`),
    );
    const { changes, unused } = applyAcceptances(spelt, opts.accept ?? []);
    if (opts.format === "github") write(formatGithub(changes, unused, opts.failOn as "breaking" | "any" | "none"));
    else
      write(
        opts.format === "json"
          ? formatJson(changes, unused)
          : opts.format === "markdown"
            ? formatMarkdown(changes, unused)
            : formatText(changes, unused),
      );
    return fails(changes, opts.failOn as "breaking" | "any" | "none") ? EXIT.failed : EXIT.ok;
  } finally {
    if (base.temp) rmSync(base.temp, { recursive: true, force: true });
  }
}

/**
 * GitHub Actions annotations: a change that fails --fail-on is an error, any
 * other (an accepted one included, saying so) a notice, on its line of the spec
 * (a removal has none in the head spec, so it annotates no file); an unused
 * acceptance is a warning on its line of the config; then the summary line.
 * Paths are from the working folder, as in the other formats.
 */
function formatGithub(
  changes: readonly Change[],
  unused: readonly Acceptance[],
  failOn: "breaking" | "any" | "none",
): string {
  // GitHub places an annotation by its path from the workspace: the same spelling when the run starts there, as it does by default.
  const workspace = process.env.GITHUB_WORKSPACE;
  const inRepo = (file: string | undefined): string | null =>
    file === undefined ? null : workspace === undefined ? file : shownPath(resolve(file), workspace);
  const lines = changes.map((c) => {
    const severity = fails([c], failOn) ? "error" : "notice";
    const detail = c.accepted ? `${c.detail} (accepted: ${c.accepted.reason})` : c.detail;
    return githubCommand(
      severity,
      `${c.class} ${c.version} ${c.where}`,
      detail,
      inRepo(c.head?.file),
      c.head?.line ?? null,
      c.head?.col ?? null,
    );
  });
  for (const a of unused)
    lines.push(
      githubCommand(
        "warning",
        "unused acceptance",
        unusedText(a),
        inRepo(a.at?.file),
        a.at?.line ?? null,
        a.at?.col ?? null,
      ),
    );
  lines.push(githubCommand("notice", "acp-codegen diff", summaryLine(changes, unused), null));
  return `${lines.join("\n")}\n`;
}

/** Every wire difference between the spec and a published schema of one version, as departures. */
function againstSchema(
  model: import("../model/types.js").SpecModel,
  file: string,
  format: string,
  failOn: string,
): number {
  let theirs: { title?: string; $defs?: object };
  try {
    theirs = JSON.parse(readFileSync(file, "utf8")) as typeof theirs;
  } catch (e) {
    return fail(`cannot read the schema ${file}: ${(e as Error).message}`);
  }
  // The published schema names its version in the file path (schema/v2/...) or its title.
  const versions = indexModel(model);
  const name = [...versions.keys()].find((v) =>
    new RegExp(`(^|[^a-z0-9])${v}([^0-9]|$)`).test(`${file} ${theirs.title ?? ""}`),
  );
  if (!name) return fail(`cannot tell which protocol version ${file} describes (${[...versions.keys()].join(", ")})`);
  const surface = /unstable/.test(file) ? "unstable" : "stable";
  const ours = versionSchema(versions.get(name)!, surface);
  // Each difference with the spec's @differs note that makes it deliberate, or null.
  const notes = differNotes(versions.get(name)!.version);
  const differences = compareSchemas(ours as never, theirs as never).map((d) => ({
    ...d,
    note: explain(notes, d)?.text ?? null,
  }));
  const noted = (d: { note: string | null }): string =>
    d.note === null ? "not noted in the spec" : `noted: ${d.note}`;
  if (format === "json")
    write(
      `${JSON.stringify({ format: "acp-codegen-departures/1", version: name, surface, departures: differences }, null, 2)}\n`,
    );
  else if (format === "markdown") {
    write(
      `## Departures of the ${name} spec (${surface}) from ${file}\n\n${differences.map((d) => `- \`${d.where}\` (${d.what}): ${d.detail}; ${noted(d)}`).join("\n") || "None."}\n`,
    );
  } else
    write(
      differences.length
        ? `${differences.map((d) => `${d.what} ${name} ${d.where}: ${d.detail} (${noted(d)})`).join("\n")}\n`
        : "no wire differences\n",
    );
  // `breaking` fails on departures the spec does not note; `any` on every one.
  const failing = failOn === "none" ? [] : failOn === "any" ? differences : differences.filter((d) => d.note === null);
  return failing.length ? EXIT.failed : EXIT.ok;
}
