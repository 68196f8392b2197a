import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { writeSyntheticSpec } from "../bench/synth.js";
import { PACKAGE_ROOT } from "../pipeline.js";
import { checkPath, listTree, MANIFEST, manifestText, OutputError, OutputRun, recoverOutput } from "./write.js";

const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");
// Every run here parses its spec: a model-cache hit would make the runs too quick to interrupt.
process.env.ACP_CODEGEN_NO_CACHE = "1";
const SPEC = join(PACKAGE_ROOT, "spec");

function cli(
  args: string[],
  opts: { cwd?: string; env?: Record<string, string> } = {},
): { status: number; out: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: opts.cwd ?? PACKAGE_ROOT,
    env: { ...process.env, ...opts.env },
    encoding: "utf8",
  });
  return { status: r.status ?? -1, out: r.stdout + r.stderr };
}

function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(listTree(dir).map((f) => [f, readFileSync(join(dir, f), "utf8")]));
}

const temp = (name: string): string => mkdtempSync(join(tmpdir(), `acp-${name}-`));

describe("the manifest's layout", () => {
  it("is JSON, and two branches that change different files merge without a conflict", () => {
    const dir = mkdtempSync(join(tmpdir(), "acp-manifest-merge-"));
    try {
      const h = (c: string): string => c.repeat(64);
      const base = { "a.ts": h("0"), "b.ts": h("1"), "c.ts": h("2") };
      expect(JSON.parse(manifestText(base))).toEqual({ generator: "acp-codegen", files: base });
      expect(JSON.parse(manifestText({}))).toEqual({ generator: "acp-codegen", files: {} });
      // Neighbouring entries changed on two branches, and a file added on one.
      const ours = { ...base, "a.ts": h("3") };
      const theirs = { ...base, "b.ts": h("4"), "b2.ts": h("5") };
      const paths = ["ours", "base", "theirs"].map((n) => join(dir, n));
      [ours, base, theirs].forEach((m, i) => writeFileSync(paths[i]!, manifestText(m)));
      const r = spawnSync("git", ["merge-file", "-p", ...paths], { encoding: "utf8" });
      expect(r.status, r.stdout).toBe(0);
      expect(r.stdout).toBe(manifestText({ ...base, "a.ts": h("3"), "b.ts": h("4"), "b2.ts": h("5") }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the manifest: acp-codegen only touches files it wrote", () => {
  it("refuses to delete a foreign file, or overwrite a hand-edited one, and writes nothing; --force does both", () => {
    const out = temp("manifest");
    expect(cli(["generate", "--out", out, "--target", "typescript"]).status).toBe(0);
    expect(JSON.parse(readFileSync(join(out, MANIFEST), "utf8")).files["typescript/v2.ts"]).toMatch(/^[0-9a-f]{64}$/);
    writeFileSync(join(out, "typescript", "mine.ts"), "// someone's work\n");
    const v2 = join(out, "typescript", "v2.ts");
    writeFileSync(v2, `${readFileSync(v2, "utf8")}// a hand edit\n`);
    const before = snapshot(out);
    const refused = cli(["generate", "--out", out, "--target", "typescript"]);
    expect(refused.status).toBe(1);
    expect(refused.out).toContain(
      `${join(out, "typescript", "mine.ts")}: would be deleted, but acp-codegen did not write it`,
    );
    expect(refused.out).toContain(`${v2}: would be overwritten, but it was edited by hand since acp-codegen wrote it`);
    expect(snapshot(out)).toEqual(before);
    expect(cli(["generate", "--out", out, "--target", "typescript", "--force"]).status).toBe(0);
    expect(listTree(out)).not.toContain("typescript/mine.ts");
    expect(readFileSync(v2, "utf8")).not.toContain("a hand edit");
  });

  it("never writes outside the output folder", () => {
    for (const bad of [
      "../escape.ts",
      "/etc/passwd",
      "a/../../b",
      "a\\b",
      "C:/x",
      "./a",
      "a//b",
      ".acp-codegen-manifest.json",
    ]) {
      expect(() => checkPath(bad), bad).toThrow(OutputError);
    }
    expect(() => checkPath("typescript/v2.ts")).not.toThrow();
  });
});

describe("atomic runs", () => {
  it("a run killed at random moments leaves out/ as it was or fully new", async () => {
    const vocabulary = readFileSync(join(SPEC, "vocabulary.ts"), "utf8");
    const specA = temp("spec-a");
    const specB = temp("spec-b");
    writeSyntheticSpec(specA, 300, vocabulary);
    writeSyntheticSpec(specB, 300, vocabulary);
    for (const f of readdirSync(join(specB, "v1"))) {
      const p = join(specB, "v1", f);
      writeFileSync(p, readFileSync(p, "utf8").replaceAll("It carries a title", "It carries its title"));
    }
    const outA = temp("out-a");
    const outB = temp("out-b");
    // Run outside the repository: its config file (which requires docs of the bundled spec) is not about these specs.
    const cwd = temp("cwd");
    expect(cli(["generate", "--spec", specA, "--out", outA], { cwd }).status).toBe(0);
    expect(cli(["generate", "--spec", specB, "--out", outB], { cwd }).status).toBe(0);
    const old = snapshot(outA);
    const fresh = snapshot(outB);
    expect(old).not.toEqual(fresh);
    // A fixed sequence of kill delays (ms), spread over a run: reproducible, and covering every stage.
    const delays = [0, 150, 400, 700, 900, 1100, 1300, 1500, 1800, 2200];
    const outcomes = new Set<string>();
    for (const delay of delays) {
      const out = temp("out-kill");
      cpSync(outA, out, { recursive: true });
      const child = spawn(process.execPath, [BIN, "generate", "--spec", specB, "--out", out], { cwd });
      await sleep(delay);
      const exited =
        child.exitCode !== null || child.signalCode !== null
          ? Promise.resolve()
          : new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;
      recoverOutput(out);
      const now = snapshot(out);
      const same =
        JSON.stringify(now) === JSON.stringify(old)
          ? "old"
          : JSON.stringify(now) === JSON.stringify(fresh)
            ? "new"
            : "mixed";
      expect(same, `killed after ${delay} ms`).not.toBe("mixed");
      outcomes.add(same);
      rmSync(out, { recursive: true, force: true });
    }
    expect(outcomes.has("old")).toBe(true);
  }, 300_000);

  it("recovery rolls a journaled run forward and discards an unjournaled one", () => {
    const out = temp("recover");
    mkdirSync(join(out, ".acp-codegen-staging", "a"), { recursive: true });
    writeFileSync(join(out, ".acp-codegen-staging", "a", "x.txt"), "new");
    expect(recoverOutput(out)).toBe("rolled-back");
    expect(listTree(out)).toEqual([]);
    mkdirSync(join(out, ".acp-codegen-staging", "a"), { recursive: true });
    writeFileSync(join(out, ".acp-codegen-staging", "a", "x.txt"), "new");
    writeFileSync(join(out, "gone.txt"), "old");
    writeFileSync(
      join(out, ".acp-codegen-journal.json"),
      JSON.stringify({ renames: ["a/x.txt"], deletes: ["gone.txt"] }),
    );
    expect(recoverOutput(out)).toBe("rolled-forward");
    expect(snapshot(out)).toEqual({ "a/x.txt": "new" });
  });

  it("leaves alone the staging of a run still in progress in another process, and discards that of a dead one", () => {
    const out = temp("owner");
    const staging = join(out, ".acp-codegen-staging");
    mkdirSync(staging, { recursive: true });
    writeFileSync(join(staging, "x.txt"), "new");
    // The parent of this test process is alive and is not this process.
    writeFileSync(join(staging, ".owner"), String(process.ppid));
    expect(recoverOutput(out)).toBe("none");
    expect(readFileSync(join(staging, "x.txt"), "utf8")).toBe("new");
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
      encoding: "utf8",
    }).stdout;
    writeFileSync(join(staging, ".owner"), dead);
    expect(recoverOutput(out)).toBe("rolled-back");
    expect(readdirSync(out)).toEqual([]);
  });
});

describe("a streamed run (OutputRun)", () => {
  const file = (path: string, content: string) => ({ path, content, format: "verbatim" as const });

  it("stages each batch as it arrives, touches the output only when it finishes, and then holds exactly what was added", () => {
    const out = temp("stream");
    writeFileSync(join(out, "keep.txt"), "foreign");
    const run = new OutputRun(out, "write");
    run.add([file("t/a.txt", "a1"), file("t/b.txt", "b1")]);
    // Staged at the staging folder's top, each under its path escaped (one folder to remove after the run).
    expect(readdirSync(join(out, ".acp-codegen-staging")).sort()).toEqual([".owner", "t%2Fa.txt", "t%2Fb.txt"]);
    run.add([file("u/c.txt", "c1")]);
    expect(listTree(out)).toEqual(["keep.txt"]);
    const entries = run.finish(["t", "u"]);
    expect(entries.map((e) => [e.path, e.status])).toEqual([
      ["t/a.txt", "new"],
      ["t/b.txt", "new"],
      ["u/c.txt", "new"],
    ]);
    expect(snapshot(out)).toEqual({ "keep.txt": "foreign", "t/a.txt": "a1", "t/b.txt": "b1", "u/c.txt": "c1" });
    expect(readdirSync(out).filter((n) => n.startsWith(".acp-codegen-") && n !== MANIFEST)).toEqual([]);
  });

  it("stages paths whose escaped names could meet, and a path too long to escape, each as itself", () => {
    const out = temp("staged-names");
    const long = `${"d".repeat(60)}/${"e".repeat(60)}/${"f".repeat(60)}/${"g".repeat(30)}.txt`;
    const files = [file("p%2Fq.txt", "percent"), file("p/q.txt", "slash"), file("p%q.txt", "bare"), file(long, "long")];
    const run = new OutputRun(out, "write");
    run.add(files);
    run.finish(["", "p", "d".repeat(60)]);
    expect(snapshot(out)).toEqual(Object.fromEntries(files.map((f) => [f.path, f.content])));
    expect(readdirSync(out).filter((n) => n.startsWith(".acp-codegen-") && n !== MANIFEST)).toEqual([]);
  });

  it("aborted, or refused for a hand-edited file, leaves the output as it was; a folder it created is removed", () => {
    const fresh = join(temp("abort"), "out");
    const run = new OutputRun(fresh, "write");
    run.add([file("t/a.txt", "a")]);
    run.abort();
    expect(() => readdirSync(fresh)).toThrow();
    const out = temp("refuse");
    new OutputRun(out, "write").finish([]);
    const first = new OutputRun(out, "write");
    first.add([file("t/a.txt", "a1")]);
    first.finish(["t"]);
    writeFileSync(join(out, "t", "a.txt"), "edited by hand");
    const second = new OutputRun(out, "write");
    second.add([file("t/a.txt", "a2"), file("t/b.txt", "b2")]);
    expect(() => second.finish(["t"])).toThrow(/edited by hand/);
    expect(snapshot(out)).toEqual({ "t/a.txt": "edited by hand" });
    expect(readdirSync(out).sort()).toEqual([MANIFEST, "t"]);
  });

  it("checking writes nothing, keeps a short diff for a stale file, and names missing and extra ones", () => {
    const out = temp("check");
    const w = new OutputRun(out, "write");
    w.add([file("t/a.txt", "one\ntwo\n"), file("t/old.txt", "x")]);
    w.finish(["t"]);
    const c = new OutputRun(out, "check");
    c.add([file("t/a.txt", "one\nthree\n"), file("t/new.txt", "n")]);
    const entries = c.finish(["t"]);
    expect(entries.map((e) => [e.path, e.status])).toEqual([
      ["t/a.txt", "changed"],
      ["t/new.txt", "new"],
      ["t/old.txt", "extra"],
    ]);
    expect(entries[0]!.diff).toMatch(
      /^--- .*t\/a\.txt \(on disk\)\n\+\+\+ .*t\/a\.txt \(from the spec\)\n@@ -1,2 \+1,2 @@\n one\n-two\n\+three$/,
    );
    expect(snapshot(out)).toEqual({ "t/a.txt": "one\ntwo\n", "t/old.txt": "x" });
  });

  it("refuses two files with one path", () => {
    const run = new OutputRun(temp("dup"), "write");
    expect(() => run.add([file("t/a.txt", "1"), file("t/a.txt", "2")])).toThrow(OutputError);
    run.abort();
  });
});

describe("determinism", () => {
  it("gives identical bytes across working directory, TZ, locale and file enumeration order", () => {
    const outA = temp("det-a");
    expect(
      cli(["generate", "--spec", SPEC, "--out", outA], { env: { TZ: "UTC", LC_ALL: "C", LANG: "C" } }).status,
    ).toBe(0);
    // The same spec, copied file by file in reverse order (so directory order differs), run from another folder.
    const spec = temp("det-spec");
    const files = listTree(SPEC).reverse();
    for (const f of files) {
      mkdirSync(join(spec, f, ".."), { recursive: true });
      writeFileSync(join(spec, f), readFileSync(join(SPEC, f)));
    }
    const outB = temp("det-b");
    const other = temp("det-cwd");
    expect(
      cli(["generate", "--spec", spec, "--out", outB], {
        cwd: other,
        env: { TZ: "Pacific/Chatham", LC_ALL: "tr_TR.UTF-8", LANG: "tr_TR.UTF-8" },
      }).status,
    ).toBe(0);
    expect(snapshot(outB)).toEqual(snapshot(outA));
    expect(readFileSync(join(outB, MANIFEST), "utf8")).toBe(readFileSync(join(outA, MANIFEST), "utf8"));
  });
});
