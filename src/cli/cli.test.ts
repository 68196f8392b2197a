import { toolchainMatcher } from "../plugin/target.js";
import { bundledLanguages } from "../targets/registry.js";
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, isAbsolute, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { listTree } from "../write/write.js";

const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");
const SPEC = join(PACKAGE_ROOT, "spec");
const OUT = join(PACKAGE_ROOT, "out");
const FIXTURES = join(PACKAGE_ROOT, "src", "validate", "fixtures");

const CONFIG = join(PACKAGE_ROOT, "acp-codegen.config.ts");

function cli(args: string[], cwd = PACKAGE_ROOT): { status: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: "utf8" });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/**
 * A path as the README says the CLI prints it: relative to the working folder, unless the
 * absolute path is shorter. Computed here from that sentence, so that what a test expects
 * follows wherever the clone and the temp folder are.
 */
function printed(path: string, cwd: string): string {
  const abs = resolve(cwd, path);
  const rel = relative(cwd, abs);
  return isAbsolute(rel) || rel.length > abs.length ? abs : rel;
}

/**
 * Working folders that put each path form to the test wherever the clone lives: one beside
 * the temp copies of out/ (the relative form is the shorter) and one nested so deep in the temp
 * folder that climbing out of it is longer than the absolute path. Each is checked to give the
 * form it is named for, so both forms are exercised on every machine.
 */
function workingFolders(): { name: "relative" | "absolute"; cwd: string }[] {
  const near = mkdtempSync(join(tmpdir(), "acp-codegen-cwd-"));
  let far = mkdtempSync(join(tmpdir(), "acp-codegen-cwd-"));
  for (let i = 0; relative(far, tmpdir()).length <= tmpdir().length + 8; i++) far = join(far, `d${i}`);
  mkdirSync(far, { recursive: true });
  return [
    { name: "relative", cwd: near },
    { name: "absolute", cwd: far },
  ];
}

/** What the bundled languages' toolchains leave in out/ (a Cargo.lock from `cargo fetch`, say): not acp-codegen's files. */
const isArtifact = toolchainMatcher(bundledLanguages.flatMap((l) => l.toolchainFiles ?? []));

function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(listTree(dir, isArtifact).map((f) => [f, readFileSync(join(dir, f), "utf8")]));
}

function tempCopyOfOut(): string {
  const dir = mkdtempSync(join(tmpdir(), "acp-codegen-out-"));
  // Only what acp-codegen writes: not a build folder or a tool's cache that a local run left there.
  const skip = new Set(["target", "node_modules", ".mypy_cache", ".pytest_cache", ".ruff_cache", "__pycache__"]);
  cpSync(OUT, dir, { recursive: true, filter: (src) => !skip.has(basename(src)) });
  return dir;
}

describe("acp-codegen check (two-way golden check of out/)", () => {
  it("passes on the committed out/", () => {
    const r = cli(["check"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^acp-codegen check: \d+ targets?, \d+ files up to date, 0 out of date in \d+\.\d\ds\n$/);
  });

  describe.each(workingFolders())("printing paths in the $name form", ({ name, cwd }) => {
    it("the working folder gives that form for the temp copies of out/", () => {
      const out = tempCopyOfOut();
      expect(isAbsolute(printed(out, cwd))).toBe(name === "absolute");
      rmSync(out, { recursive: true });
    });

    it("fails naming the file, with a short diff, after one byte of out/ changes", () => {
      const out = tempCopyOfOut();
      const file = join(out, "typescript", "v2.ts");
      const text = readFileSync(file, "utf8");
      const at = text.indexOf("messageId: MessageId;");
      writeFileSync(file, `${text.slice(0, at)}messageID${text.slice(at + "messageId".length)}`);
      const r = cli(["check", "--config", CONFIG, "--out", out], cwd);
      expect(r.status).toBe(3);
      expect(r.stderr).toContain(`stale: ${printed(file, cwd)}\n`);
      expect(r.stderr).toMatch(/\n- {2}messageID: MessageId;\n\+ {2}messageId: MessageId;\n/);
      rmSync(out, { recursive: true });
    });

    it("fails naming missing and extra files", () => {
      const out = tempCopyOfOut();
      rmSync(join(out, "typescript", "runtime.ts"));
      writeFileSync(join(out, "typescript", "stray.ts"), "export {};\n");
      const r = cli(["check", "--config", CONFIG, "--out", out], cwd);
      expect(r.status).toBe(3);
      expect(r.stderr).toContain(`missing: ${printed(join(out, "typescript", "runtime.ts"), cwd)}\n`);
      expect(r.stderr).toContain(
        `extra: ${printed(join(out, "typescript", "stray.ts"), cwd)} (not generated from the spec)\n`,
      );
      rmSync(out, { recursive: true });
    });
  });
});

describe("acp-codegen generate", () => {
  it("writes every file, then reports them unchanged, byte for byte the same", () => {
    const out = mkdtempSync(join(tmpdir(), "acp-codegen-gen-"));
    const first = cli(["generate", "--spec", SPEC, "--out", out]);
    expect(first.status).toBe(0);
    const files = listTree(out);
    expect(files).toEqual(
      expect.arrayContaining(["typescript/v1.ts", "typescript/v2.ts", "typescript/runtime.ts", "typescript/index.ts"]),
    );
    expect(first.stdout).toMatch(
      new RegExp(`: \\d+ targets?, ${files.length} files written, 0 unchanged in \\d+\\.\\d\\ds\\n$`),
    );
    const before = snapshot(out);
    const second = cli(["generate", "--spec", SPEC, "--out", out]);
    expect(second.stdout).toMatch(new RegExp(`, 0 files written, ${files.length} unchanged in`));
    expect(snapshot(out)).toEqual(before);
    expect(before).toEqual(snapshot(OUT));
    rmSync(out, { recursive: true });
  });

  it("on a spec error: exit 1, file:line:col diagnostics, and out/ untouched", () => {
    const out = tempCopyOfOut();
    writeFileSync(join(out, "typescript", "v2.ts"), "// a maintainer's stale copy\n");
    const before = snapshot(out);
    const spec = join(FIXTURES, "ACP002-unknown-type");
    const r = cli(["generate", "--spec", spec, "--out", out]);
    expect(r.status).toBe(1);
    // Paths are printed from the working folder.
    expect(r.stderr).toContain(
      `${printed(join(spec, "v1", "a.ts"), PACKAGE_ROOT)}:2:6 - error ACP002: type 'Missing' is not a type of v1`,
    );
    expect(r.stderr).toContain("1 error; nothing was written.");
    expect(r.stdout).toBe("");
    expect(snapshot(out)).toEqual(before);
    rmSync(out, { recursive: true });
  });

  it("a missing spec folder is a clear error, and nothing is created", () => {
    const out = join(mkdtempSync(join(tmpdir(), "acp-codegen-none-")), "out");
    const r = cli(["generate", "--spec", "/nonexistent/spec", "--out", out]);
    // An unreadable input is exit 2, as the exit code table says; the flag that named it is the one blamed.
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /error ACP020: cannot read the spec folder '\/nonexistent\/spec' \(the folder --spec names\)/,
    );
    expect(existsSync(out)).toBe(false);
  });

  it.each([
    [["--target", "cobol"], /acp-codegen: unknown target 'cobol' \(known: typescript, rust/],
    [["--rust-crate", "Bad Name"], /acp-codegen: 'Bad Name' is not a valid Rust crate name/],
    [["--python-package", "acp-schema"], /acp-codegen: 'acp-schema' is not a valid Python package name/],
  ])("a bad option %j is a usage error (exit 2) that writes nothing", (args, message) => {
    const out = mkdtempSync(join(tmpdir(), "acp-codegen-t-"));
    const r = cli(["generate", ...args, "--out", out]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(listTree(out)).toEqual([]);
  });

  it.each(["generate", "check", "conformance", "import"])("%s --help shows examples", (cmd) => {
    const r = cli([cmd, "--help"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("Examples:");
    expect(r.stdout).toContain(`$ acp-codegen ${cmd}`);
  });
});

describe("README", () => {
  it("lists every diagnostic code of the table, with its title", async () => {
    const { codes } = await import("../diagnostics/codes.js");
    const readme = readFileSync(join(PACKAGE_ROOT, "README.md"), "utf8");
    for (const c of Object.values(codes)) expect(readme).toContain(`| ${c.code} | ${c.title} |`);
  });
});

describe("acp-codegen generate --watch", () => {
  it("regenerates on a change, survives a broken spec without touching out/, and recovers", async () => {
    const { spawn } = await import("node:child_process");
    const { setTimeout: sleep } = await import("node:timers/promises");
    const spec = mkdtempSync(join(tmpdir(), "acp-watch-spec-"));
    cpSync(SPEC, spec, { recursive: true });
    const out = mkdtempSync(join(tmpdir(), "acp-watch-out-"));
    const child = spawn(
      process.execPath,
      [BIN, "generate", "--spec", spec, "--out", out, "--target", "typescript", "--watch"],
      { cwd: PACKAGE_ROOT },
    );
    let log = "";
    child.stdout.on("data", (d) => (log += String(d)));
    child.stderr.on("data", (d) => (log += String(d)));
    const waitFor = async (text: string, from: number): Promise<void> => {
      // A regeneration takes a second on an idle machine; a loaded one (CI beside other work) may need far more.
      for (const end = Date.now() + 60_000; Date.now() < end && !log.slice(from).includes(text); ) await sleep(50);
      expect(log.slice(from)).toContain(text);
    };
    try {
      await waitFor("watching", 0);
      const ids = join(spec, "v2", "ids.ts");
      const original = readFileSync(ids, "utf8");
      let mark = log.length;
      writeFileSync(ids, original.replace("Identifies a session:", "Identifies one session:"));
      await waitFor("acp-codegen generate: 1 target,", mark);
      expect(readFileSync(join(out, "typescript", "v2.ts"), "utf8")).toContain("Identifies one session:");
      const good = snapshot(out);
      mark = log.length;
      writeFileSync(
        ids,
        original.replace("export type SessionId = Opaque<string>;", "export type SessionId = Missing;"),
      );
      await waitFor(`the spec has errors; ${printed(out, PACKAGE_ROOT)}/ left as it was`, mark);
      expect(log.slice(mark)).toContain("error ACP002: type 'Missing' is not a type of v2");
      expect(snapshot(out)).toEqual(good);
      mark = log.length;
      writeFileSync(ids, original);
      await waitFor("acp-codegen generate: 1 target,", mark);
      expect(readFileSync(join(out, "typescript", "v2.ts"), "utf8")).toContain("Identifies a session:");
    } finally {
      child.kill();
    }
  }, 240_000);
});

describe("acp-codegen --version", () => {
  it("prints the package version through `npx acp-codegen`, as after npm run generate", () => {
    // In its own folder, npx links the package into npm's cache and, unless told not to, runs its
    // lifecycle scripts whenever that cache is new, as the suite's own is on a fresh clone. npm test
    // built dist/ first (build-if-stale, as generate does): that build is what is tried.
    const env = { ...process.env, npm_config_ignore_scripts: "true" };
    const r = spawnSync("npx", ["--no-install", "acp-codegen", "--version"], {
      cwd: PACKAGE_ROOT,
      encoding: "utf8",
      env,
    });
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(
      (JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as { version: string }).version,
    );
  });
});
