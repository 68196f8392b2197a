import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { tempFolders } from "../testing/generated.js";
import { recordedReleaseFolder } from "../testing/release.js";
import { initProject } from "../cli/init.js";

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
    expect(r.stderr).toMatch(/broken\.ts:2:4 - error ACP001/);
  });

  // The release the bundled spec records in upstream.ts, found by its digests.
  const release = recordedReleaseFolder();
  it.skipIf(release === null)(
    "--against-schema lists wire differences from a published schema, each as a departure",
    () => {
      const published = join(release!, "v2", "schema.json");
      const r = cli(["diff", "--against-schema", published, "--format", "json", "--fail-on", "none"]);
      expect(r.status, r.stderr).toBe(0);
      const report = JSON.parse(r.stdout) as {
        version: string;
        surface: string;
        departures: { where: string; what: string; note: string | null }[];
      };
      expect(report.version).toBe("v2");
      expect(report.surface).toBe("stable");
      expect(report.departures.length).toBeGreaterThan(0);
      for (const d of report.departures) expect(d.where.length).toBeGreaterThan(0);
      // The bundled spec notes every departure, so the default --fail-on passes and `any` fails.
      expect(report.departures.filter((d) => d.note === null)).toEqual([]);
      expect(cli(["diff", "--against-schema", published]).status).toBe(0);
      expect(cli(["diff", "--against-schema", published, "--fail-on", "any"]).status).toBe(3);
    },
  );
});

describe("diff.accept: an intended break, accepted with its reason", () => {
  /** A project (`init --minimal`) whose spec loses one field against a copy of itself (the base). */
  function project(): { dir: string; base: string } {
    const dir = temp("acp-diff-accept-");
    expect(initProject({ cwd: dir, from: "minimal" }).existing).toEqual([]);
    const base = join(dir, "base");
    cpSync(join(dir, "spec"), base, { recursive: true });
    // The config is JSON here: the TypeScript one init wrote would be found first.
    rmSync(join(dir, "acp-codegen.config.ts"));
    // Drop the first optional or required field of the first interface with two fields or more.
    const specDir = join(dir, "spec");
    for (const v of readdirSync(specDir).filter((n) => /^v\d+$/.test(n))) {
      for (const f of readdirSync(join(specDir, v)).filter((n) => n.endsWith(".ts"))) {
        const text = readFileSync(join(specDir, v, f), "utf8");
        const m =
          /(export interface \w+ \{\n)((?: {2}\/\*\*[^\n]*\*\/\n)? {2}\w+\??: [^\n]+;\n)((?: {2}\/\*\*[^\n]*\*\/\n)? {2}\w+\??: [^\n]+;\n)/.exec(
            text,
          );
        if (!m) continue;
        writeFileSync(join(specDir, v, f), text.replace(m[0], m[1]! + m[3]!));
        return { dir, base };
      }
    }
    throw new Error("the minimal spec has no interface with two fields");
  }
  const config = (dir: string, accept: object[]): void =>
    writeFileSync(
      join(dir, "acp-codegen.config.json"),
      `${JSON.stringify({ spec: "spec", diff: { accept } }, null, 2)}\n`,
    );

  it("exits 0 with the break accepted, lists it marked with its reason, and reports an unused acceptance, in every format with one path spelling", () => {
    const { dir } = project();
    config(dir, []);
    const before = cli(["diff", "--base", "base", "--format", "json"], dir);
    expect(before.status, before.stderr).toBe(3);
    const report = JSON.parse(before.stdout) as {
      changes: {
        class: string;
        version: string;
        where: string;
        head: { file: string } | null;
        base: { file: string } | null;
      }[];
    };
    const breaks = report.changes.filter((c) => c.class.startsWith("breaking"));
    expect(breaks.length).toBeGreaterThan(0);
    const accept = breaks.map((c) => ({
      where: `${c.version}.${c.where}`,
      class: c.class,
      reason: "dropped on purpose",
    }));
    config(dir, [...accept, { where: "v1.NoSuchType.field", class: "breaking-receivers", reason: "left over" }]);
    const text = cli(["diff", "--base", "base"], dir);
    expect(text.status, text.stderr).toBe(0);
    for (const c of breaks) expect(text.stdout).toContain(`${c.class} ${c.version} ${c.where}: `);
    expect(text.stdout.split("\n").filter((l) => l.includes("(accepted: dropped on purpose)"))).toHaveLength(
      breaks.length,
    );
    expect(text.stdout).toMatch(
      /^unused acceptance at acp-codegen\.config\.json:\d+:\d+: .*'v1\.NoSuchType\.field' matches no change/m,
    );
    // The summary line: the count of each class, and of its accepted changes.
    const counts = new Map<string, number>();
    for (const c of report.changes) counts.set(c.class, (counts.get(c.class) ?? 0) + 1);
    const last = text.stdout.trimEnd().split("\n").pop()!;
    expect(last).toMatch(new RegExp(`^${report.changes.length} changes?: `));
    for (const [cls, n] of counts)
      expect(last).toContain(
        `${cls} ${n}${cls.startsWith("breaking") ? ` (${breaks.filter((b) => b.class === cls).length} accepted)` : ""}`,
      );
    expect(last).toMatch(/; 1 acceptance unused$/);
    // JSON and GitHub say the same, with the same paths as the text.
    const json = JSON.parse(cli(["diff", "--base", "base", "--format", "json"], dir).stdout) as {
      changes: { accepted: { reason: string } | null; base: { file: string } | null; head: { file: string } | null }[];
      unused: { where: string }[];
      accepted: Record<string, number>;
    };
    expect(json.changes.filter((c) => c.accepted?.reason === "dropped on purpose")).toHaveLength(breaks.length);
    expect(json.unused.map((u) => u.where)).toEqual(["v1.NoSuchType.field"]);
    const github = cli(["diff", "--base", "base", "--format", "github"], dir);
    expect(github.status).toBe(0);
    expect(github.stdout).not.toMatch(/^::error/m);
    expect(github.stdout).toMatch(
      /^::warning file=acp-codegen\.config\.json,line=\d+,col=\d+,title=unused acceptance::/m,
    );
    expect(github.stdout.trimEnd().split("\n").pop()).toBe(
      `::notice title=acp-codegen diff::${last.replace(/:/g, ":")}`,
    );
    for (const c of json.changes) {
      for (const loc of [c.base, c.head]) if (loc) expect(text.stdout).toContain(`${loc.file}:`);
      if (c.head) {
        expect(c.head.file.startsWith("spec/")).toBe(true);
        expect(github.stdout).toContain(`file=${c.head.file},`);
      }
      if (c.base) expect(c.base.file.startsWith("base/")).toBe(true);
    }
    // Without the acceptances the break fails again.
    config(dir, []);
    expect(cli(["diff", "--base", "base"], dir).status).toBe(3);
  });

  it("an acceptance names the class the diff reports: another class does not accept the change", () => {
    const { dir } = project();
    config(dir, []);
    const report = JSON.parse(cli(["diff", "--base", "base", "--format", "json"], dir).stdout) as {
      changes: { class: string; version: string; where: string }[];
    };
    const c = report.changes.find((x) => x.class.startsWith("breaking"))!;
    const other = c.class === "breaking-receivers" ? "breaking-senders" : "breaking-receivers";
    config(dir, [{ where: `${c.version}.${c.where}`, class: other, reason: "wrong class" }]);
    const r = cli(["diff", "--base", "base"], dir);
    expect(r.status).toBe(3);
    expect(r.stdout).toMatch(/^unused acceptance at /m);
  });

  it("a mistake in an acceptance is a located config error", () => {
    const { dir } = project();
    const text =
      '{\n  "diff": {\n    "accept": [\n      { "where": "v1.A.b", "class": "breaking-reciever", "reason": "x" },\n      { "where": "A", "class": "safe", "reason": "" , "why": 1 }\n    ]\n  }\n}\n';
    writeFileSync(join(dir, "acp-codegen.config.json"), text);
    // Where a piece of the text starts, as `line:col`.
    const at = (line: number, needle: string): string => `${line}:${text.split("\n")[line - 1]!.indexOf(needle) + 1}`;
    const r = cli(["diff", "--base", "base"], dir);
    expect(r.status).toBe(1);
    const lines = r.stderr.split("\n").filter((l) => l.includes("ACP026"));
    expect(lines).toEqual([
      `acp-codegen.config.json:${at(4, '"breaking-reciever"')} - error ACP026: 'diff.accept[0].class' is one of diff's classes, not 'breaking-reciever'; did you mean 'breaking-receivers'?`,
      `acp-codegen.config.json:${at(5, '"why"')} - error ACP026: unknown setting 'diff.accept[1].why' (where, class, reason)`,
      `acp-codegen.config.json:${at(5, '""')} - error ACP026: 'diff.accept[1].reason' is a string that is not empty: each acceptance gives where, class and reason`,
      expect.stringMatching(
        new RegExp(
          `^acp-codegen\\.config\\.json:${at(5, '"A"')} - error ACP026: 'diff\\.accept\\[1\\]\\.where' names an item with its version in front`,
        ),
      ),
    ]);
  });
});
