import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
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
    expect(r.stderr).toBe("acp-codegen: unknown option '--forse'; did you mean --force? (--help lists the flags, with examples)\n");
  });

  it("with --format json, a usage error is the JSON report on stdout", () => {
    const r = cli(["check", "--timigns", "--format", "json"], project());
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout)).toEqual({ ok: false, exitCode: 2, command: "check", diagnostics: [], files: null, error: "unknown option '--timigns'; did you mean --timings?" });
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
    const text = 'export default {\n  spec: "spec",\n  packageVersion: "v1",\n  targets: ["typescript", "cobol"],\n};\n';
    writeFileSync(join(dir, "acp-codegen.config.ts"), text);
    const at = (line: number, needle: string): string => `${line}:${text.split("\n")[line - 1]!.indexOf(needle) + 1}`;
    const r = cli(["generate"], dir);
    expect(r.status).toBe(1);
    expect(r.stderr.split("\n").filter((l) => l.includes("ACP026"))).toEqual([
      `acp-codegen.config.ts:${at(3, '"v1"')} - error ACP026: 'v1' is not a version: 'packageVersion' looks like 1.2.3, or 1.2.3-alpha.1, -beta.1, -rc.1 (what every package format accepts)`,
      expect.stringMatching(new RegExp(`^acp-codegen\\.config\\.ts:${at(4, '"cobol"')} - error ACP026: unknown target 'cobol' \\(known: `)),
    ]);
  });
});
