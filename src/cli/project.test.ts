import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codes } from "../diagnostics/codes.js";
import { PACKAGE_ROOT } from "../pipeline.js";
import { tempFolders } from "../testing/generated.js";
import { watchRoots } from "./main.js";

/**
 * acp-codegen in a user's project: the config in the repository's root, the
 * commands run from a subfolder, their output as a CI reads it.
 */

const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");
const temp = tempFolders(afterAll);

function cli(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): { status: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: "utf8", env: { ...process.env, ...env } });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const SPEC = "/** A thing. */\nexport interface Thing {\n  /** Its name. */\n  name: string;\n}\n";

/** A repository (a `.git` folder) with a tiny spec in `protocol/`, a config naming it and `generated/`, and a subfolder to work from. */
function project(config: object = { spec: "protocol", out: "generated", targets: ["typescript", "jsonschema"] }): {
  root: string;
  sub: string;
} {
  const root = temp("acp-project-");
  mkdirSync(join(root, ".git"));
  mkdirSync(join(root, "protocol", "v1"), { recursive: true });
  writeFileSync(join(root, "protocol", "v1", "a.ts"), SPEC);
  writeFileSync(join(root, "acp-codegen.config.json"), `${JSON.stringify(config, null, 2)}\n`);
  const sub = join(root, "docs", "notes");
  mkdirSync(sub, { recursive: true });
  return { root, sub };
}

interface JsonReport {
  ok: boolean;
  exitCode: number;
  command: string;
  diagnostics: {
    code: string;
    severity: string;
    message: string;
    file: string;
    line: number | null;
    column: number | null;
  }[];
  files: {
    out: string;
    written: string[];
    removed: string[];
    unchanged: number;
    stale: { file: string; status: string; diff: string | null }[];
  } | null;
  error: string | null;
}

describe("one config for every command, found from a subfolder", () => {
  const { root, sub } = project();
  beforeAll(() => {
    const g = cli(["generate"], sub);
    expect(g.status, g.stderr).toBe(0);
  });

  it("generate wrote into the config's out folder, relative to the config file", () => {
    expect(existsSync(join(root, "generated", "typescript", "v1.ts"))).toBe(true);
    expect(existsSync(join(sub, "generated"))).toBe(false);
    expect(existsSync(join(sub, "out"))).toBe(false);
  });

  it("check, diff, conformance and import all read the config", () => {
    const c = cli(["check"], sub);
    expect([c.status, c.stderr]).toEqual([0, ""]);
    const d = cli(["diff", "--base", join(root, "protocol")], sub);
    expect([d.status, d.stdout]).toEqual([0, "no changes\n"]);
    const vectors = join(temp("acp-project-vectors-"), "v.json");
    writeFileSync(
      vectors,
      JSON.stringify([{ id: "t1", kind: "decode", type: "v1.Thing", json: { name: "x" }, expect: "accept" }]),
    );
    const k = cli(["conformance", "--vectors", vectors, "--lang", "ts"], sub);
    expect(k.status, k.stderr).toBe(0);
    expect(k.stdout).toMatch(/^ts: judged with .*\n1 passed, 0 failed\n$/);
    const i = cli(
      [
        "import",
        "--schema",
        join(root, "generated", "jsonschema", "v1.json"),
        "--protocol",
        "v1",
        "--dry-run",
        "--json",
      ],
      sub,
    );
    expect(i.status, i.stderr).toBe(0);
    const files = (JSON.parse(i.stdout) as { files: { file: string }[] }).files.map((f) => f.file);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(f.startsWith(join(root, "protocol"))).toBe(true);
  }, 60_000);

  it("--config names the file from anywhere; its paths stay relative to its folder", () => {
    const elsewhere = temp("acp-elsewhere-");
    const c = cli(["check", "--config", join(root, "acp-codegen.config.json"), "--format", "json"], elsewhere);
    const rep = JSON.parse(c.stdout) as JsonReport;
    expect(c.status).toBe(0);
    expect(rep.files!.unchanged).toBeGreaterThan(0);
    const d = cli(
      ["diff", "--config", join(root, "acp-codegen.config.json"), "--base", join(root, "protocol")],
      elsewhere,
    );
    expect(d.status, d.stderr).toBe(0);
  });
});

describe("a config that names no folders", () => {
  it("means spec/ and out/ beside the config file, from a subfolder or with --config from anywhere", () => {
    const { root, sub } = project({ targets: ["typescript"] });
    mkdirSync(join(root, "spec"));
    renameSync(join(root, "protocol", "v1"), join(root, "spec", "v1"));
    const g = cli(["generate"], sub);
    expect(g.status, g.stderr).toBe(0);
    expect(existsSync(join(root, "out", "typescript", "v1.ts"))).toBe(true);
    expect(existsSync(join(sub, "out"))).toBe(false);
    const c = cli(["check", "--config", join(root, "acp-codegen.config.json")], temp("acp-elsewhere-"));
    expect([c.status, c.stderr]).toEqual([0, ""]);
    const d = cli(["diff", "--base", join(root, "spec")], sub);
    expect([d.status, d.stdout]).toEqual([0, "no changes\n"]);
  });
});

describe("CI-shaped output and exit codes", () => {
  it("check: 0 in date, 3 stale with a unified diff naming the configured folder, 1 broken spec, 2 usage; the same in json and github", () => {
    const { root, sub } = project({ spec: "protocol", out: "generated", targets: ["typescript"] });
    expect(cli(["generate"], sub).status).toBe(0);
    const fresh = JSON.parse(cli(["check", "--format", "json"], sub).stdout) as JsonReport;
    expect(fresh).toMatchObject({ ok: true, exitCode: 0, command: "check", diagnostics: [], error: null });
    expect(fresh.files!.stale).toEqual([]);

    // One line of one doc comment changes.
    const a = join(root, "protocol", "v1", "a.ts");
    writeFileSync(a, SPEC.replace("A thing.", "One thing."));
    const text = cli(["check"], sub);
    expect(text.status).toBe(3);
    const v1 = relative(sub, join(root, "generated", "typescript", "v1.ts"));
    expect(text.stderr).toContain(`stale: ${v1}\n--- ${v1} (on disk)\n+++ ${v1} (from the spec)\n@@ -`);
    expect(text.stderr).toMatch(/\n-.*A thing\..*\n\+.*One thing\..*\n/);
    expect(text.stderr).toContain(`${relative(sub, join(root, "generated"))}/ is stale: run \`acp-codegen generate\`.`);
    expect(text.stderr).not.toContain("out/");
    // Short: a few hunks with three lines of context, not the whole file.
    expect(text.stderr.split("\n").length).toBeLessThan(200);
    const json = cli(["check", "--format", "json"], sub);
    expect(json.status).toBe(3);
    const stale = JSON.parse(json.stdout) as JsonReport;
    expect(stale).toMatchObject({ ok: false, exitCode: 3 });
    expect(stale.files!.stale.find((s) => s.file === v1)).toMatchObject({
      status: "changed",
      diff: expect.stringMatching(/^--- .*\n\+\+\+ .*\n@@ -\d+,7 \+\d+,7 @@\n/),
    });
    const gh = cli(["check", "--format", "github"], sub, { GITHUB_WORKSPACE: root });
    expect(gh.status).toBe(3);
    const lineOf =
      readFileSync(join(root, "generated", "typescript", "v1.ts"), "utf8")
        .split("\n")
        .findIndex((l) => l.includes("A thing.")) + 1;
    expect(gh.stdout).toContain(`::error file=generated/typescript/v1.ts,line=${lineOf},title=stale output::`);

    // A broken spec: 1, located, from the working folder.
    writeFileSync(a, SPEC.replace("name: string", "name: Missing"));
    const broken = cli(["check", "--format", "json"], sub);
    expect(broken.status).toBe(1);
    const b = JSON.parse(broken.stdout) as JsonReport;
    expect(b.ok).toBe(false);
    expect(b.diagnostics).toEqual([
      {
        code: codes["unknown-type"].code,
        severity: "error",
        message: expect.stringContaining("Missing") as string,
        file: relative(sub, a),
        line: 4,
        column: 9,
      },
    ]);
    const ghBroken = cli(["generate", "--format", "github"], sub, { GITHUB_WORKSPACE: root });
    expect(ghBroken.status).toBe(1);
    expect(ghBroken.stdout).toMatch(
      new RegExp(`^::error file=protocol/v1/a.ts,line=4,col=9,title=${codes["unknown-type"].code}::`, "m"),
    );

    // Usage: 2, and in json the reason is in the object.
    const usage = cli(["check", "--target", "cobol", "--format", "json"], sub);
    expect(usage.status).toBe(2);
    expect(JSON.parse(usage.stdout)).toMatchObject({
      ok: false,
      exitCode: 2,
      error: expect.stringContaining("cobol") as string,
    });
    expect(cli(["check", "--format", "yaml"], sub).status).toBe(2);
  }, 120_000);

  it("diff --format github: a change that fails --fail-on is an error on its line of the spec, others notices; exit 3", () => {
    const { root, sub } = project({ spec: "protocol", out: "generated", targets: ["typescript"] });
    const base = temp("acp-diff-base-");
    mkdirSync(join(base, "v1"));
    writeFileSync(join(base, "v1", "a.ts"), SPEC);
    const head = `${SPEC.replace("name: string", "name: number")}\n/** Added. */\nexport interface Added {\n  x: string;\n}\n`;
    writeFileSync(join(root, "protocol", "v1", "a.ts"), head);
    const r = cli(["diff", "--base", base, "--format", "github"], sub, { GITHUB_WORKSPACE: root });
    expect(r.status, r.stderr).toBe(3);
    const lines = r.stdout.trim().split("\n");
    const nameLine = head.split("\n").findIndex((l) => l.includes("name: number")) + 1;
    const addedLine = head.split("\n").findIndex((l) => l.includes("interface Added")) + 1;
    // One line per change, then the summary line.
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("::notice title=acp-codegen diff::2 changes: breaking-receivers 1, safe 1");
    expect(lines.find((l) => l.startsWith("::error "))).toMatch(
      new RegExp(
        `^::error file=protocol/v1/a\\.ts,line=${nameLine},col=\\d+,title=breaking-receivers v1 Thing\\.name::`,
      ),
    );
    expect(lines.find((l) => l.startsWith("::notice "))).toMatch(
      new RegExp(`^::notice file=protocol/v1/a\\.ts,line=${addedLine},col=\\d+,title=safe v1 Added::`),
    );
    expect(cli(["diff", "--base", base, "--format", "github", "--fail-on", "none"], sub).status).toBe(0);
  }, 60_000);

  it("generate --format json lists what it wrote", () => {
    const { root, sub } = project({ spec: "protocol", out: "generated", targets: ["typescript"] });
    const r = cli(["generate", "--format", "json"], sub);
    expect(r.status).toBe(0);
    const rep = JSON.parse(r.stdout) as JsonReport;
    expect(rep).toMatchObject({ ok: true, exitCode: 0, command: "generate", error: null });
    expect(rep.files!.written).toContain(relative(sub, join(root, "generated", "typescript", "v1.ts")));
    expect(rep.files!.unchanged).toBe(0);
  }, 60_000);

  it("a config file with a mistake: 1, located in the config file, as json too", () => {
    const { root, sub } = project({ spec: "protocol", out: "generated", targtes: ["typescript"] });
    const r = cli(["check", "--format", "json"], sub);
    expect(r.status).toBe(1);
    const rep = JSON.parse(r.stdout) as JsonReport;
    expect(rep.diagnostics).toMatchObject([
      { code: codes["config-invalid"].code, file: relative(sub, join(root, "acp-codegen.config.json")), line: 4 },
    ]);
  });

  it("with no config and no spec folder, the error says where it looked, up to the repository root only", () => {
    const outer = temp("acp-outer-");
    // A config above the repository is not this project's.
    writeFileSync(join(outer, "acp-codegen.config.json"), '{ "spec": "elsewhere" }\n');
    const repo = join(outer, "repo");
    mkdirSync(join(repo, ".git"), { recursive: true });
    mkdirSync(join(repo, "a", "b"), { recursive: true });
    const r = cli(["check"], join(repo, "a", "b"));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(
      `cannot read the spec folder 'spec' (no acp-codegen.config.ts or .json found in . or a folder above it up to ../..; --config names one`,
    );
  });

  it.each(["generate", "check", "diff", "conformance", "import"])("%s --help lists the exit codes", (cmd) => {
    const r = cli([cmd, "--help"], PACKAGE_ROOT);
    expect(r.status).toBe(0);
    for (const code of ["0", "1", "2", "3"]) expect(r.stdout).toMatch(new RegExp(`^  ${code}  \\S`, "m"));
  });
});

describe("generate --watch", () => {
  it("follows the config file: an edit regenerates, a broken config leaves the output alone, a fix recovers", async () => {
    const { root, sub } = project({ spec: "protocol", out: "generated", targets: ["typescript"] });
    const config = join(root, "acp-codegen.config.json");
    const pkg = join(root, "generated", "typescript", "package.json");
    const child = spawn(process.execPath, [BIN, "generate", "--watch"], { cwd: sub });
    let log = "";
    child.stdout.on("data", (d) => (log += String(d)));
    child.stderr.on("data", (d) => (log += String(d)));
    const waitFor = async (text: string, from: number): Promise<void> => {
      for (let i = 0; i < 400 && !log.slice(from).includes(text); i++) await sleep(50);
      expect(log.slice(from)).toContain(text);
    };
    try {
      await waitFor("(Ctrl-C to stop)", 0);
      expect(log).toMatch(/^acp-codegen generate: 1 target, \d+ files written, 0 unchanged in \d+\.\d\ds\n/);
      expect(log).toContain(relative(sub, config));
      let mark = log.length;
      writeFileSync(
        config,
        JSON.stringify({
          spec: "protocol",
          out: "generated",
          targets: ["typescript"],
          typescript: { package: "@acme/watched" },
        }),
      );
      await waitFor("acp-codegen generate: 1 target,", mark);
      expect(JSON.parse(readFileSync(pkg, "utf8"))).toMatchObject({ name: "@acme/watched" });
      const good = readFileSync(pkg, "utf8");
      mark = log.length;
      writeFileSync(config, '{ "spec": "protocol", "out": "generated", "typescript": { "pakage": "x" } }');
      await waitFor("the config file has errors; ", mark);
      expect(log.slice(mark)).toContain(`${relative(sub, config)}:1:`);
      expect(readFileSync(pkg, "utf8")).toBe(good);
      mark = log.length;
      writeFileSync(config, JSON.stringify({ spec: "protocol", out: "generated", targets: ["typescript"] }));
      await waitFor("acp-codegen generate: 1 target,", mark);
      expect(JSON.parse(readFileSync(pkg, "utf8"))).not.toMatchObject({ name: "@acme/watched" });
    } finally {
      child.kill();
    }
  }, 90_000);

  it("watches the spec folder, the override folder, and the config file's folder for that file only", () => {
    expect(watchRoots("/p/protocol", "/p/overrides", "/p/acp-codegen.config.ts")).toEqual([
      { dir: "/p/protocol", recursive: true, file: null },
      { dir: "/p/overrides", recursive: true, file: null },
      { dir: "/p", recursive: false, file: "acp-codegen.config.ts" },
    ]);
    expect(watchRoots("spec", null, null)).toEqual([{ dir: join(process.cwd(), "spec"), recursive: true, file: null }]);
  });
});

describe("the conformance harness's cargo target folder", () => {
  it("is the project's node_modules/.cache, else the user's cache folder; never the output folder", async () => {
    const { harnessTargetDir } = await import("../languages/rust/conformance.js");
    const { root, sub } = project();
    mkdirSync(join(root, "node_modules"));
    expect(harnessTargetDir(sub)).toBe(join(root, "node_modules", ".cache", "acp-codegen", "rust-target"));
    const bare = temp("acp-bare-");
    if (!existsSync(join("/", "node_modules")) && !existsSync(join("/tmp", "node_modules"))) {
      expect(harnessTargetDir(bare, { HOME: "/home/u" }, "linux")).toBe(
        join("/home/u", ".cache", "acp-codegen", "rust-target"),
      );
      expect(harnessTargetDir(bare, { HOME: "/home/u", XDG_CACHE_HOME: "/c" }, "linux")).toBe(
        join("/c", "acp-codegen", "rust-target"),
      );
      expect(harnessTargetDir(bare, { HOME: "/Users/u" }, "darwin")).toBe(
        join("/Users/u", "Library", "Caches", "acp-codegen", "rust-target"),
      );
    }
  });
});

describe("conformance progress", () => {
  it("on a terminal, each step as it happens; otherwise one summary at the end", async () => {
    const { runConformance } = await import("../conformance/run.js");
    const { root, sub } = project({ spec: "protocol", out: "generated", targets: ["typescript"] });
    expect(cli(["generate"], sub).status).toBe(0);
    const vectors = join(temp("acp-progress-"), "v.json");
    writeFileSync(
      vectors,
      JSON.stringify(
        [1, 2, 3].map((n) => ({
          id: `t${n}`,
          kind: "decode",
          type: "v1.Thing",
          json: { name: `${n}` },
          expect: "accept",
        })),
      ),
    );
    const run = async (live: boolean): Promise<{ code: number; progress: string; stdout: string }> => {
      let progress = "";
      let stdout = "";
      const code = await runConformance({
        vectors: [vectors],
        langs: ["ts"],
        out: join(root, "generated"),
        json: false,
        stdout: (s) => void (stdout += s),
        progress: { write: (s) => void (progress += s), live },
      });
      return { code, progress, stdout };
    };
    const tty = await run(true);
    expect(tty.code).toBe(0);
    expect(tty.progress).toContain("conformance [ts] transpiling the bindings");
    expect(tty.progress).toContain("conformance [ts] running 3 vectors");
    expect(tty.progress).toMatch(/conformance \[ts\] 3\/3 vectors in \d+\.\ds\n$/);
    const piped = await run(false);
    expect(piped.progress).toMatch(/^acp-codegen conformance: ts 3 vectors in \d+\.\ds; 3 passed, 0 failed\n$/);
    expect(piped.stdout).toBe(tty.stdout);
  }, 60_000);
});
