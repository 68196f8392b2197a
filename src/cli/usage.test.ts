import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { initProject } from "./init.js";
import { PACKAGE_ROOT } from "../pipeline.js";
import { tempFolders } from "../testing/generated.js";

/**
 * Usage mistakes a person fixes at once: an unknown flag is one line with the
 * nearest flag and a hint (never the whole help), a JSON report when one was
 * asked for; the flag that named a bad path is the one blamed, with the exit
 * code the table gives; every value of the config file is located.
 */
const temp = tempFolders(afterAll);
const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");

function cli(args: string[], cwd: string): { status: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: "utf8" });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

function project(): string {
  const dir = temp("acp-usage-");
  expect(initProject({ cwd: dir, from: "minimal" }).existing).toEqual([]);
  return dir;
}

describe("usage errors", () => {
  it("an unknown flag is one line, with the nearest flag and a hint; exit 2", () => {
    const r = cli(["generate", "--forse"], project());
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(
      "acp-codegen: unknown option '--forse'; did you mean --force? (--help lists the flags, with examples)\n",
    );
  });

  it("with --format json, a usage error is the JSON report on stdout", () => {
    const r = cli(["check", "--timigns", "--format", "json"], project());
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout)).toEqual({
      ok: false,
      exitCode: 2,
      command: "check",
      diagnostics: [],
      files: null,
      error: "unknown option '--timigns'; did you mean --timings?",
    });
    expect(r.stderr).toBe("");
  });

  it("a spec folder --spec names that cannot be read blames --spec, not the config file, and exits 2", () => {
    const dir = project();
    const r = cli(["check", "--spec", "nope"], dir);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^nope - error ACP020: cannot read the spec folder 'nope' \(the folder --spec names\)$/m);
    expect(r.stderr).not.toContain("config file");
  });

  it("every value of the config file is located: a version, a target's name", () => {
    const dir = project();
    const text =
      'export default {\n  spec: "spec",\n  packageVersion: "v1",\n  targets: ["typescript", "cobol"],\n};\n';
    writeFileSync(join(dir, "acp-codegen.config.ts"), text);
    const at = (line: number, needle: string): string => `${line}:${text.split("\n")[line - 1]!.indexOf(needle) + 1}`;
    const r = cli(["generate"], dir);
    expect(r.status).toBe(1);
    expect(r.stderr.split("\n").filter((l) => l.includes("ACP026"))).toEqual([
      `acp-codegen.config.ts:${at(3, '"v1"')} - error ACP026: 'v1' is not a version: 'packageVersion' looks like 1.2.3, or 1.2.3-alpha.1, -beta.1, -rc.1 (what every package format accepts)`,
      expect.stringMatching(
        new RegExp(`^acp-codegen\\.config\\.ts:${at(4, '"cobol"')} - error ACP026: unknown target 'cobol' \\(known: `),
      ),
    ]);
  });
});

describe("code frames", () => {
  it("text output shows each diagnostic's source line with a caret under its column; JSON carries the location only", () => {
    const dir = project();
    const file = join(dir, "spec", "v1", "tasks.ts");
    const text = readFileSync(file, "utf8").replace(/taskId: TaskId;/, "taskId: TaskID;");
    writeFileSync(file, text);
    const lineNo = text.split("\n").findIndex((l) => l.includes("taskId: TaskID;")) + 1;
    const source = text.split("\n")[lineNo - 1]!;
    const col = source.indexOf("TaskID") + 1;
    const r = cli(["generate", "--target", "jsonschema"], dir);
    expect(r.status).toBe(1);
    const lines = r.stderr.split("\n");
    const at = lines.findIndex((l) =>
      l.startsWith(
        `spec/v1/tasks.ts:${lineNo}:${col} - error ACP002: type 'TaskID' is not a type of v1; did you mean 'TaskId'?`,
      ),
    );
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lines[at + 1]).toBe(`  ${lineNo} | ${source}`);
    expect(lines[at + 2]).toBe(`  ${" ".repeat(String(lineNo).length)} | ${" ".repeat(col - 1)}^`);
    const json = cli(["generate", "--target", "jsonschema", "--format", "json"], dir);
    expect(JSON.parse(json.stdout)).toMatchObject({
      diagnostics: [{ file: "spec/v1/tasks.ts", line: lineNo, column: col }],
    });
    expect(json.stdout).not.toContain(" | ");
  });
});
