import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfigFile } from "../config-file.js";
import { formatDiagnostic } from "../diagnostics/diagnostic.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { listTree } from "../write/write.js";
import { coverageLine, docCoverage } from "./docs.js";

/** The ACP027 fixture: a few items documented, the rest not. */
const UNDOCUMENTED = join(import.meta.dirname, "fixtures", "ACP027-missing-docs");
const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");

/** The same spec with every item documented, every variant and method given an example. */
function documentedSpec(): string {
  const dir = mkdtempSync(join(tmpdir(), "acp-docs-"));
  mkdirSync(join(dir, "v1"));
  writeFileSync(
    join(dir, "v1", "a.ts"),
    [
      'import type { Union, OpenEnum, Unit, Request } from "../vocabulary.js";',
      "/** A payload. */",
      "export interface P {",
      "  /** A field. */",
      "  x: string;",
      "  /** Another field. */",
      "  y?: string;",
      "}",
      "/** Kinds. */",
      "export type K = OpenEnum<",
      "  /** The first. */",
      '  | "a"',
      "  /** The second. */",
      '  | "b"',
      ">;",
      "/** A union. */",
      'export type U = Union<"type", {',
      "  /**",
      "   * A variant.",
      '   * @example { "type": "p", "x": "1" }',
      "   */",
      "  p: P;",
      "  /**",
      "   * An empty variant.",
      '   * @example { "type": "q" }',
      "   */",
      "  q: Unit;",
      "}>;",
      "export interface Methods {",
      "  /**",
      "   * A method.",
      '   * @example { "jsonrpc": "2.0", "id": 1, "method": "a/b", "params": { "x": "1" } }',
      "   */",
      '  "a/b": Request<P, P, "client_to_agent">;',
      "}",
      "",
    ].join("\n"),
  );
  return dir;
}

function cli(args: string[], cwd: string): { status: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: "utf8" });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** The expected diagnostics of the fixture, as `CODE file:line:col` (its expect.json). */
const expected = JSON.parse(readFileSync(join(UNDOCUMENTED, "expect.json"), "utf8")) as string[];

describe("ACP027 missing-docs", () => {
  it("is a warning by default: one per undocumented item and missing @example, located and named, and the run still renders", async () => {
    const r = await compile({ spec: UNDOCUMENTED, targets: ["jsonschema"], cache: false });
    expect(r.diagnostics.map((d) => `${d.code} ${d.loc.file}:${d.loc.line}:${d.loc.col}`)).toEqual(expected);
    expect(new Set(r.diagnostics.map((d) => d.severity))).toEqual(new Set(["warning"]));
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      "the field v1.P.y has no doc comment",
      "the type v1.K has no doc comment",
      'the enum value v1.K."b" has no doc comment',
      "the variant v1.U:q has no @example",
      "the variant v1.U:q has no doc comment",
      "the method v1.method:a/b has no @example",
    ]);
    expect(r.files.length).toBeGreaterThan(0);
  }, 120_000);

  it("is an error with missingDocs: deny, and nothing is rendered", async () => {
    const r = await compile({ spec: UNDOCUMENTED, targets: ["jsonschema"], cache: false, missingDocs: "deny" });
    expect(r.diagnostics.map((d) => `${d.code} ${d.loc.file}:${d.loc.line}:${d.loc.col}`)).toEqual(expected);
    expect(new Set(r.diagnostics.map((d) => d.severity))).toEqual(new Set(["error"]));
    expect(r.files).toEqual([]);
  }, 120_000);

  it("says nothing with missingDocs: allow, nor for a fully documented spec", async () => {
    expect(
      (await compile({ spec: UNDOCUMENTED, targets: [], cache: false, missingDocs: "allow" })).diagnostics,
    ).toEqual([]);
    expect(
      (await compile({ spec: documentedSpec(), targets: [], cache: false, missingDocs: "deny" })).diagnostics,
    ).toEqual([]);
  }, 120_000);

  it("counts an inherited field once, where it is declared", async () => {
    const dir = mkdtempSync(join(tmpdir(), "acp-docs-"));
    mkdirSync(join(dir, "v1"));
    writeFileSync(
      join(dir, "v1", "a.ts"),
      "/** Base. */\nexport interface B {\n  m?: string;\n}\n/** One. */\nexport interface C extends B {}\n/** Two. */\nexport interface D extends B {}\n",
    );
    const r = await compile({ spec: dir, targets: [], cache: false });
    expect(r.diagnostics.map((d) => `${d.loc.line}:${d.loc.col} ${d.message}`)).toEqual([
      "3:3 the field v1.B.m has no doc comment",
    ]);
    expect(docCoverage(r.model!)[0]!.counts.field).toEqual({ documented: 0, total: 1 });
  }, 120_000);

  it("counts documented and total items per kind, and prints them as one line per version", async () => {
    const r = await compile({ spec: UNDOCUMENTED, targets: [], cache: false });
    const [c] = docCoverage(r.model!);
    // From the fixture: P, K, U; P.x, P.y; U:p, U:q; "a", "b"; a/b; examples on U:p, U:q, a/b.
    expect(c!.counts).toEqual({
      type: { documented: 2, total: 3 },
      field: { documented: 1, total: 2 },
      variant: { documented: 1, total: 2 },
      "enum value": { documented: 1, total: 2 },
      method: { documented: 1, total: 1 },
      examples: { documented: 1, total: 3 },
    });
    expect(coverageLine(c!)).toBe(
      "docs v1: types 2/3, fields 1/2, variants 1/2, enum values 1/2, methods 1/1, examples 1/3",
    );
    const full = await compile({ spec: documentedSpec(), targets: [], cache: false });
    expect(coverageLine(docCoverage(full.model!)[0]!)).toBe(
      "docs v1: types 3/3, fields 2/2, variants 2/2, enum values 2/2, methods 1/1, examples 3/3",
    );
  }, 120_000);
});

describe("ACP027 through the CLI", () => {
  /** A working folder with the undocumented spec and an empty output folder. */
  function workdir(): { cwd: string; out: string } {
    const cwd = mkdtempSync(join(tmpdir(), "acp-docs-cli-"));
    cpSync(UNDOCUMENTED, join(cwd, "spec"), {
      recursive: true,
      filter: (src) => !src.endsWith(".json") && !src.endsWith("config.ts"),
    });
    return { cwd, out: join(cwd, "out") };
  }

  it("generate prints the warnings like errors, counts them, prints the coverage line, and writes", () => {
    const { cwd, out } = workdir();
    const r = cli(["generate", "--target", "jsonschema"], cwd);
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stderr.trimEnd().split("\n");
    // Each diagnostic line is followed by its code frame (lines that start with a space).
    const diagnosticLines = lines.filter((l) => !l.startsWith(" "));
    expect(
      diagnosticLines
        .slice(0, expected.length)
        .map((l) => /^spec\/(\S+) - warning (ACP027): /.exec(l)?.slice(1).reverse().join(" ")),
    ).toEqual(expected);
    expect(lines).toContain("docs v1: types 2/3, fields 1/2, variants 1/2, enum values 1/2, methods 1/1, examples 1/3");
    expect(lines[lines.length - 1]).toBe(`${expected.length} warnings.`);
    expect(listTree(out).length).toBeGreaterThan(0);
  });

  it("--require-docs makes them errors: exit 1 and nothing written", () => {
    const { cwd, out } = workdir();
    const r = cli(["generate", "--target", "jsonschema", "--require-docs"], cwd);
    expect(r.status).toBe(1);
    expect(r.stderr.split("\n").filter((l) => / - error ACP027: /.test(l))).toHaveLength(expected.length);
    expect(r.stderr.trimEnd().endsWith(`${expected.length} errors; nothing was written.`)).toBe(true);
    expect(existsSync(out) ? listTree(out) : []).toEqual([]);
    const check = cli(["check", "--target", "jsonschema", "--require-docs"], cwd);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(" - error ACP027: ");
  });

  it("docs.missing in the config file: deny is an error, and a bad level a located config error", async () => {
    const { cwd, out } = workdir();
    writeFileSync(join(cwd, "acp-codegen.config.json"), '{\n  "docs": { "missing": "deny" }\n}\n');
    const r = cli(["generate", "--target", "jsonschema"], cwd);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(" - error ACP027: the field v1.P.y has no doc comment");
    expect(existsSync(out) ? listTree(out) : []).toEqual([]);
    const line = '  "docs": { "missing": "never" }';
    writeFileSync(join(cwd, "acp-codegen.config.json"), `{\n${line}\n}\n`);
    const loaded = await loadConfigFile(join(cwd, "acp-codegen.config.json"), cwd);
    const col = line.indexOf('"never"') + 1;
    expect(loaded.diagnostics.map((d) => formatDiagnostic(d))).toEqual([
      `acp-codegen.config.json:2:${col} - error ACP026: docs.missing is "allow", "warn" or "deny", not "never"`,
    ]);
  });

  it("a documented spec prints nothing but the summary; --timings adds the coverage line", () => {
    const cwd = mkdtempSync(join(tmpdir(), "acp-docs-cli-"));
    cpSync(documentedSpec(), join(cwd, "spec"), { recursive: true });
    const r = cli(["generate", "--target", "jsonschema", "--require-docs"], cwd);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe("");
    const t = cli(["check", "--target", "jsonschema", "--timings"], cwd);
    expect(t.status, t.stderr).toBe(0);
    expect(t.stderr).toContain(
      "docs v1: types 3/3, fields 2/2, variants 2/2, enum values 2/2, methods 1/1, examples 3/3\n",
    );
  });
});
