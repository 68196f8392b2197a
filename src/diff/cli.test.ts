import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { tempFolders } from "../testing/generated.js";
import { recordedReleaseFolder } from "../testing/release.js";

const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");
const temp = tempFolders(afterAll);

function cli(args: string[], cwd = PACKAGE_ROOT): { status: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: "utf8" });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

describe("acp-codegen diff on the command line", () => {
  it("exit 0 against the same spec, 3 when a change fails --fail-on, 2 for an unreadable base or a usage error", () => {
    expect(cli(["diff", "--base", "spec"]).status).toBe(0);
    const head = temp("acp-diff-head-");
    cpSync(join(PACKAGE_ROOT, "spec"), head, { recursive: true });
    // A new type in v2: safe, so it fails only --fail-on any.
    const file = join(head, "v2", "ids.ts");
    const text = readFileSync(file, "utf8");
    writeFileSync(file, `${text}\nexport interface DiffProbe {\n  added: string;\n}\n`);
    const r = cli(["diff", "--base", "spec", "--spec", head, "--format", "json"]);
    expect(r.status).toBe(0); // a new type is safe
    expect((JSON.parse(r.stdout) as { summary: { safe: number } }).summary.safe).toBe(1);
    const any = cli(["diff", "--base", "spec", "--spec", head, "--fail-on", "any"]);
    expect(any.status).toBe(3);
    expect(cli(["diff", "--base", "no-such-ref-or-folder"]).status).toBe(2);
    expect(cli(["diff", "--base", "spec", "--format", "yaml"]).status).toBe(2);
  });

  it("reads the base spec from a git ref without touching the work tree", () => {
    const r = cli(["diff", "--base", "HEAD", "--format", "markdown", "--fail-on", "none"]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^## Protocol changes/);
  });

  it("reports a broken base spec with its own diagnostics", () => {
    const base = temp("acp-diff-broken-");
    cpSync(join(PACKAGE_ROOT, "spec"), base, { recursive: true });
    writeFileSync(join(base, "v1", "broken.ts"), "export interface X {\n  y Missing;\n}\n");
    const r = cli(["diff", "--base", base]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/broken\.ts:2:3 - error ACP001/);
  });

  // The release the bundled spec records in upstream.ts, found by its digests.
  const release = recordedReleaseFolder();
  it.skipIf(release === null)("--against-schema lists wire differences from a published schema, each as a departure", () => {
    const published = join(release!, "v2", "schema.json");
    const r = cli(["diff", "--against-schema", published, "--format", "json", "--fail-on", "none"]);
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as { version: string; surface: string; departures: { where: string; what: string; note: string | null }[] };
    expect(report.version).toBe("v2");
    expect(report.surface).toBe("stable");
    expect(report.departures.length).toBeGreaterThan(0);
    for (const d of report.departures) expect(d.where.length).toBeGreaterThan(0);
    // The bundled spec notes every departure, so the default --fail-on passes and `any` fails.
    expect(report.departures.filter((d) => d.note === null)).toEqual([]);
    expect(cli(["diff", "--against-schema", published]).status).toBe(0);
    expect(cli(["diff", "--against-schema", published, "--fail-on", "any"]).status).toBe(3);
  });
});
