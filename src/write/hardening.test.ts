import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import {
  io,
  listTree,
  LOCK,
  lockPathOf,
  MANIFEST,
  OutputError,
  OutputRun,
  outputOverlapsSpec,
  recoverOutput,
  safePath,
} from "./write.js";

/**
 * The output folder against a hostile pull request (a crafted journal or
 * manifest, symbolic links, a spec folder given as the output, a symlinked
 * template override) and a crowded machine (runs at once, a read-only or full
 * disk). Runs use the bundled spec's JSON Schema target: the fastest one.
 */

const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");
const SPEC = join(PACKAGE_ROOT, "spec");
const TARGET = "jsonschema";

interface Result {
  status: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[], opts: { cwd?: string; env?: Record<string, string>; uid?: number } = {}): Result {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: opts.cwd ?? PACKAGE_ROOT,
    env: { ...process.env, ...opts.env },
    encoding: "utf8",
    ...(opts.uid !== undefined && { uid: opts.uid, gid: opts.uid }),
  });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const gen = (out: string, ...more: string[]): Result =>
  cli(["generate", "--spec", SPEC, "--out", out, "--target", TARGET, ...more]);
const check = (out: string, ...more: string[]): Result =>
  cli(["check", "--spec", SPEC, "--out", out, "--target", TARGET, ...more]);

/** Every entry under `dir` (bookkeeping included, symbolic links not followed) with its content or link target. */
function state(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string, rel: string): void => {
    for (const n of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, n.name);
      const r = rel ? `${rel}/${n.name}` : n.name;
      if (n.isSymbolicLink()) out[r] = `-> ${readlinkSync(p)}`;
      else if (n.isDirectory()) {
        out[`${r}/`] = "";
        walk(p, r);
      } else out[r] = readFileSync(p, "utf8");
    }
  };
  if (existsSync(dir)) walk(dir, "");
  return out;
}

const temp = (name: string): string => mkdtempSync(join(tmpdir(), `acp-hard-${name}-`));

/** A freshly generated output folder (the JSON Schema target), and a folder beside it standing for "elsewhere". */
let golden: string;
beforeAll(() => {
  golden = join(temp("golden"), "out");
  const r = gen(golden);
  expect(r.status, r.stderr).toBe(0);
});

function freshOut(): { root: string; out: string; elsewhere: string } {
  const root = temp("case");
  const out = join(root, "out");
  cpSync(golden, out, { recursive: true });
  const elsewhere = join(root, "elsewhere");
  mkdirSync(elsewhere);
  writeFileSync(join(elsewhere, "victim.txt"), "someone's file\n");
  return { root, out, elsewhere };
}

describe("row 1: a crafted journal or manifest is refused, never acted on; check never writes", () => {
  it("check reports the crafted journal as an interrupted run (exit 2) and touches nothing; generate refuses it", () => {
    const { root, out } = freshOut();
    writeFileSync(join(root, "payload.txt"), "payload\n");
    writeFileSync(join(root, "victim.txt"), "victim\n");
    writeFileSync(
      join(out, ".acp-codegen-journal.json"),
      JSON.stringify({ renames: ["../payload.txt"], deletes: ["../victim.txt"] }),
    );
    const before = state(root);
    const c = check(out);
    expect(c.status).toBe(2);
    expect(c.stderr).toContain(
      `acp-codegen: the output folder '${out}' holds an interrupted run ('.acp-codegen-journal.json' left behind)`,
    );
    expect(c.stdout).toBe("");
    expect(state(root)).toEqual(before);
    const g = gen(out);
    expect(g.status).toBe(1);
    expect(g.stderr).toContain(
      `acp-codegen: refusing to act on the journal '${join(out, ".acp-codegen-journal.json")}': it names '../payload.txt', which is not a path inside the output folder`,
    );
    expect(g.stderr).toContain("nothing was written.");
    expect(state(root)).toEqual(before);
  });

  it.each([
    ["not JSON", "{", /it is not JSON/],
    ["a wrong shape", JSON.stringify({ renames: "a", deletes: [] }), /not an object of two lists of paths/],
    ["an absolute path", JSON.stringify({ renames: [], deletes: ["/etc/hostname"] }), /names '\/etc\/hostname'/],
    ["a bookkeeping path", JSON.stringify({ renames: [], deletes: [LOCK] }), /names '\.acp-codegen-lock'/],
    ["a path through ..", JSON.stringify({ renames: ["a/../../x"], deletes: [] }), /names 'a\/\.\.\/\.\.\/x'/],
  ])("recovery refuses a journal with %s, and moves nothing", (_what, text, message) => {
    const root = temp("journal");
    const out = join(root, "out");
    mkdirSync(join(out, ".acp-codegen-staging", "a"), { recursive: true });
    writeFileSync(join(out, ".acp-codegen-staging", "a", "x.txt"), "staged");
    writeFileSync(join(out, ".acp-codegen-journal.json"), text);
    const before = state(root);
    expect(() => recoverOutput(out)).toThrow(OutputError);
    expect(() => recoverOutput(out)).toThrow(message);
    expect(state(root)).toEqual(before);
  });

  it("recovery refuses a journal whose staging folder, or a folder on a path, is a symbolic link", () => {
    const { root, out, elsewhere } = freshOut();
    writeFileSync(
      join(out, ".acp-codegen-journal.json"),
      JSON.stringify({ renames: ["jsonschema/new.json"], deletes: [] }),
    );
    mkdirSync(join(elsewhere, "jsonschema"));
    writeFileSync(join(elsewhere, "jsonschema", "new.json"), "{}");
    symlinkSync(elsewhere, join(out, ".acp-codegen-staging"));
    const before = state(root);
    expect(() => recoverOutput(out)).toThrow(
      `refusing to touch '${join(out, ".acp-codegen-staging")}': it is a symbolic link (to '${elsewhere}')`,
    );
    expect(state(root)).toEqual(before);
    rmSync(join(out, ".acp-codegen-staging"));
    mkdirSync(join(out, ".acp-codegen-staging"));
    symlinkSync(join(elsewhere, "jsonschema"), join(out, ".acp-codegen-staging", "jsonschema"));
    expect(() => recoverOutput(out)).toThrow(
      `refusing to touch '${join(out, ".acp-codegen-staging", "jsonschema")}': it is a symbolic link`,
    );
    expect(readFileSync(join(elsewhere, "jsonschema", "new.json"), "utf8")).toBe("{}");
  });

  it.each([
    ["not JSON", "nope", /it is not JSON/],
    ["another generator", JSON.stringify({ generator: "x", files: {} }), /"generator": "acp-codegen"/],
    [
      "a path outside",
      JSON.stringify({ generator: "acp-codegen", files: { "../victim.txt": "0".repeat(64) } }),
      /lists '\.\.\/victim\.txt'/,
    ],
    ["a hash that is not one", JSON.stringify({ generator: "acp-codegen", files: { "a.txt": 5 } }), /hash of 'a\.txt'/],
  ])("a manifest with %s is refused by generate and check, and nothing changes", (_what, text, message) => {
    const { root, out } = freshOut();
    writeFileSync(join(out, MANIFEST), text);
    const before = state(root);
    for (const r of [gen(out, "--force"), check(out)]) {
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`acp-codegen: refusing to use the manifest '${join(out, MANIFEST)}'`);
      expect(r.stderr).toMatch(message);
    }
    expect(state(root)).toEqual(before);
  });

  it("check leaves a real interrupted run as it is (exit 2); generate finishes it, then check passes", () => {
    const { root, out } = freshOut();
    // A run that was killed after its commit point: one file is still in the staging folder.
    const file = readdirSync(join(out, TARGET))[0]!;
    const staged = join(out, ".acp-codegen-staging", TARGET);
    mkdirSync(staged, { recursive: true });
    writeFileSync(join(staged, file), readFileSync(join(out, TARGET, file)));
    rmSync(join(out, TARGET, file));
    writeFileSync(
      join(out, ".acp-codegen-journal.json"),
      JSON.stringify({ renames: [`${TARGET}/${file}`], deletes: [] }),
    );
    const before = state(root);
    const c = check(out);
    expect(c.status).toBe(2);
    expect(c.stderr).toMatch(/holds an interrupted run .*run `acp-codegen generate` to finish or discard it/);
    expect(state(root)).toEqual(before);
    // generate rolls the run forward: the staged file lands, and there is nothing left to write.
    const g = gen(out);
    expect(g.status, g.stderr).toBe(0);
    expect(g.stdout).toMatch(/, 0 files written, /);
    expect(check(out).status).toBe(0);
    expect(state(out)).toEqual(state(golden));
  });
});

describe("row 2: no symbolic link under the output folder is followed", () => {
  it("a target folder that is a symbolic link is refused by generate (with or without --force) and check, naming it", () => {
    const { root, out, elsewhere } = freshOut();
    rmSync(join(out, TARGET), { recursive: true });
    symlinkSync(elsewhere, join(out, TARGET));
    const before = state(root);
    for (const r of [gen(out), gen(out, "--force"), check(out)]) {
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(
        `acp-codegen: refusing to touch '${join(out, TARGET)}': it is a symbolic link (to '${elsewhere}')`,
      );
    }
    expect(state(root)).toEqual(before);
    expect(readdirSync(elsewhere)).toEqual(["victim.txt"]);
  });

  it("a generated file that is a symbolic link, or a link deeper down, is refused; an extra link is not deleted through", () => {
    const { root, out, elsewhere } = freshOut();
    const file = readdirSync(join(out, TARGET))[0]!;
    rmSync(join(out, TARGET, file));
    symlinkSync(join(elsewhere, "victim.txt"), join(out, TARGET, file));
    let before = state(root);
    const r = gen(out, "--force");
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`refusing to touch '${join(out, TARGET, file)}': it is a symbolic link`);
    expect(state(root)).toEqual(before);
    rmSync(join(out, TARGET, file));
    // An extra entry that links to a folder elsewhere: with --force it would be deleted as stale; it is refused instead.
    expect(gen(out).status).toBe(0);
    symlinkSync(elsewhere, join(out, TARGET, "more"));
    before = state(root);
    const forced = gen(out, "--force");
    expect(forced.status).toBe(1);
    expect(forced.stderr).toContain(`refusing to touch '${join(out, TARGET, "more")}': it is a symbolic link`);
    expect(state(root)).toEqual(before);
  });

  it("the output folder itself may be a symbolic link", () => {
    const root = temp("link-out");
    mkdirSync(join(root, "real"));
    symlinkSync(join(root, "real"), join(root, "out"));
    expect(gen(join(root, "out")).status).toBe(0);
    expect(check(join(root, "out")).status).toBe(0);
    expect(state(join(root, "real"))).toEqual(state(golden));
  });

  it("safePath: symbolic links, files in the way and bookkeeping names, at any depth", () => {
    const root = temp("safe");
    mkdirSync(join(root, "a", "b"), { recursive: true });
    writeFileSync(join(root, "f"), "");
    symlinkSync(root, join(root, "a", "b", "up"));
    expect(safePath(root, "a/b/c/d.txt")).toBe(join(root, "a", "b", "c", "d.txt"));
    expect(() => safePath(root, "a/b/up/x.txt")).toThrow(/it is a symbolic link/);
    expect(() => safePath(root, "a/b/up")).toThrow(/it is a symbolic link/);
    expect(() => safePath(root, "f/x.txt")).toThrow(
      `cannot write the output folder '${root}': a file is where a folder should be (ENOTDIR), at '${join(root, "f")}'`,
    );
    expect(() => safePath(root, "a")).toThrow(/a folder is where a file should be \(EISDIR\)/);
    expect(() => safePath(root, MANIFEST)).toThrow(/clash with acp-codegen's bookkeeping/);
    expect(safePath(root, MANIFEST, { bookkeeping: true })).toBe(join(root, MANIFEST));
    // Reading (check) only refuses links.
    expect(safePath(root, "f/x.txt", { writing: false })).toBe(join(root, "f", "x.txt"));
  });
});

describe("row 3: one writer at a time", () => {
  it("five pairs of runs at once on fresh folders: every run succeeds with everything on disk, and check passes", async () => {
    const root = temp("race");
    const runs: Promise<{ out: string; status: number | null; stdout: string; stderr: string }>[] = [];
    for (let pair = 0; pair < 5; pair++) {
      const out = join(root, `out${pair}`);
      for (let k = 0; k < 2; k++) {
        runs.push(
          new Promise((done) => {
            const child = spawn(process.execPath, [BIN, "generate", "--spec", SPEC, "--out", out, "--target", TARGET], {
              env: process.env,
            });
            let stdout = "";
            let stderr = "";
            child.stdout.on("data", (d) => (stdout += String(d)));
            child.stderr.on("data", (d) => (stderr += String(d)));
            child.on("exit", (status) => done({ out, status, stdout, stderr }));
          }),
        );
      }
    }
    const results = await Promise.all(runs);
    const want = state(golden);
    for (const r of results) {
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/acp-codegen generate: 1 target, \d+ files written, \d+ unchanged/);
    }
    for (let pair = 0; pair < 5; pair++) {
      const out = join(root, `out${pair}`);
      // One of each pair wrote every file; the other found them written.
      const written = results.filter((r) => r.out === out).map((r) => Number(/(\d+) files written/.exec(r.stdout)![1]));
      expect(written.sort((a, b) => a - b)).toEqual([0, listTree(golden).length]);
      expect(state(out)).toEqual(want);
      expect(check(out).status).toBe(0);
    }
  }, 120_000);

  it("without waiting, the second run of a pair either succeeds or says plainly that the folder is locked by a named process", async () => {
    const root = temp("race-nowait");
    const outcomes: string[] = [];
    for (let pair = 0; pair < 3; pair++) {
      const out = join(root, `out${pair}`);
      const results = await Promise.all(
        [0, 1].map(
          () =>
            new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
              const child = spawn(
                process.execPath,
                [BIN, "generate", "--spec", SPEC, "--out", out, "--target", TARGET],
                { env: { ...process.env, ACP_CODEGEN_LOCK_WAIT: "0" } },
              );
              let stdout = "";
              let stderr = "";
              child.stdout.on("data", (d) => (stdout += String(d)));
              child.stderr.on("data", (d) => (stderr += String(d)));
              child.on("exit", (status) => done({ status, stdout, stderr }));
            }),
        ),
      );
      for (const r of results) {
        if (r.status === 0) outcomes.push("ok");
        else {
          expect(r.status).toBe(1);
          expect(r.stderr).toMatch(
            new RegExp(
              `^acp-codegen: the output folder '${out}' is being written by another acp-codegen run \\(process \\d+, per its lock '.*\\.lock'\\); gave up after waiting 0 s\\. .*\\nnothing was written\\.\\n$`,
            ),
          );
          outcomes.push("locked");
        }
      }
      expect(results.some((r) => r.status === 0)).toBe(true);
      expect(state(out)).toEqual(state(golden));
      expect(check(out).status).toBe(0);
    }
    expect(outcomes.length).toBe(6);
  }, 120_000);

  it("a lock left by a process that is gone is taken over; one held by a live process makes generate wait, then give up naming it", () => {
    const { out } = freshOut();
    const lock = lockPathOf(out);
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
      encoding: "utf8",
    }).stdout;
    writeFileSync(lock, `${dead}\n`);
    const r = gen(out);
    expect(r.status, r.stderr).toBe(0);
    expect(existsSync(lock)).toBe(false);
    // A lock without an id, long left so (its process died between creating and filling it), is stale too.
    writeFileSync(lock, "");
    utimesSync(lock, (Date.now() - 10_000) / 1000, (Date.now() - 10_000) / 1000);
    const empty = gen(out);
    expect(empty.status, empty.stderr).toBe(0);
    expect(existsSync(lock)).toBe(false);
    // This test process is alive: its id in the lock holds the folder.
    writeFileSync(lock, `${process.pid}\n`);
    const before = state(out);
    const t0 = Date.now();
    const held = cli(["generate", "--spec", SPEC, "--out", out, "--target", TARGET, "--force"], {
      env: { ACP_CODEGEN_LOCK_WAIT: "1" },
    });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);
    expect(held.status).toBe(1);
    expect(held.stderr).toContain(
      `acp-codegen: waiting for process ${process.pid}, which is writing the output folder '${out}'`,
    );
    expect(held.stderr).toContain(
      `the output folder '${out}' is being written by another acp-codegen run (process ${process.pid}, per its lock '${lock}'); gave up after waiting 1 s`,
    );
    expect(state(out)).toEqual(before);
    // check waits too, then says the folder is being written (exit 2), rather than compare a half-written folder.
    const c = cli(["check", "--spec", SPEC, "--out", out, "--target", TARGET], {
      env: { ACP_CODEGEN_LOCK_WAIT: "0.3" },
    });
    expect(c.status).toBe(2);
    expect(c.stderr).toContain(
      `the output folder '${out}' is being written by another acp-codegen run (process ${process.pid})`,
    );
    rmSync(lock);
  }, 60_000);

  it("a lock a commit put in the output folder holds nothing, even naming a live process: the lock lives outside the folder", () => {
    const { root, out } = freshOut();
    // A pull request commits out/.acp-codegen-lock naming a process that is alive on the CI machine (this test's).
    writeFileSync(join(out, LOCK), `${process.pid}\n`);
    const git = (...args: string[]): void => {
      const r = spawnSync(
        "git",
        ["-c", "user.name=t", "-c", "user.email=t@example.invalid", "-c", "commit.gpgsign=false", ...args],
        { cwd: root, encoding: "utf8" },
      );
      expect(r.status, r.stderr).toBe(0);
    };
    git("init", "-q");
    git("add", "-A");
    git("commit", "-q", "-m", "planted lock");
    expect(spawnSync("git", ["ls-files", `out/${LOCK}`], { cwd: root, encoding: "utf8" }).stdout.trim()).toBe(
      `out/${LOCK}`,
    );
    const before = state(out);
    // Without waiting: a lock taken for held would fail the run at once (as the test above shows).
    const r = cli(["generate", "--spec", SPEC, "--out", out, "--target", TARGET], {
      env: { ACP_CODEGEN_LOCK_WAIT: "0" },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).not.toContain("waiting for process");
    const c = cli(["check", "--spec", SPEC, "--out", out, "--target", TARGET], { env: { ACP_CODEGEN_LOCK_WAIT: "0" } });
    expect(c.status, c.stderr).toBe(0);
    // The planted file is neither acted on nor reported: the folder is as the commit left it.
    expect(state(out)).toEqual(before);
    // The real lock is not in the output folder, nor anywhere under the repository.
    expect(relative(root, lockPathOf(out)).startsWith("..")).toBe(true);
  }, 60_000);

  it("the lock still makes two runs on one folder exclude each other, under any spelling of the folder", () => {
    const { root, out } = freshOut();
    const alias = join(root, "alias");
    symlinkSync(out, alias);
    expect(lockPathOf(alias)).toBe(lockPathOf(out));
    const holder = new OutputRun(out, "write");
    try {
      const lock = readFileSync(lockPathOf(out), "utf8");
      expect(lock.split("\n")[0]).toBe(String(process.pid));
      for (const dir of [out, alias]) {
        const r = cli(["generate", "--spec", SPEC, "--out", dir, "--target", TARGET, "--force"], {
          env: { ACP_CODEGEN_LOCK_WAIT: "0" },
        });
        expect(r.status).toBe(1);
        expect(r.stderr).toContain(
          `is being written by another acp-codegen run (process ${process.pid}, per its lock '${lockPathOf(out)}')`,
        );
      }
      const c = cli(["check", "--spec", SPEC, "--out", out, "--target", TARGET], {
        env: { ACP_CODEGEN_LOCK_WAIT: "0" },
      });
      expect(c.status).toBe(2);
    } finally {
      holder.abort();
    }
    expect(existsSync(lockPathOf(out))).toBe(false);
    expect(gen(alias).status).toBe(0);
  }, 60_000);

  it("the lock folder in a shared temporary folder must be the user's own: a link, or a folder others may write in, is refused", () => {
    const { out } = freshOut();
    const tmp = temp("locktmp");
    const user = typeof process.getuid === "function" ? String(process.getuid()) : null;
    if (user === null) return;
    const folder = join(tmp, `acp-codegen-locks-${user}`);
    const elsewhere = temp("lockelsewhere");
    symlinkSync(elsewhere, folder);
    const before = state(out);
    const linked = cli(["generate", "--spec", SPEC, "--out", out, "--target", TARGET, "--force"], {
      env: { TMPDIR: tmp },
    });
    expect(linked.status).toBe(1);
    expect(linked.stderr).toContain(
      `cannot use the lock folder '${folder}': it is not a folder; remove it, or name another with ACP_CODEGEN_LOCK_DIR`,
    );
    expect(readdirSync(elsewhere)).toEqual([]);
    rmSync(folder);
    mkdirSync(folder);
    chmodSync(folder, 0o777);
    const open = cli(["generate", "--spec", SPEC, "--out", out, "--target", TARGET, "--force"], {
      env: { TMPDIR: tmp },
    });
    expect(open.status).toBe(1);
    expect(open.stderr).toContain(`cannot use the lock folder '${folder}': others may write in it`);
    expect(state(out)).toEqual(before);
    // A folder named by ACP_CODEGEN_LOCK_DIR is the user's choice.
    const named = cli(["generate", "--spec", SPEC, "--out", out, "--target", TARGET], {
      env: { TMPDIR: tmp, ACP_CODEGEN_LOCK_DIR: folder },
    });
    expect(named.status, named.stderr).toBe(0);
  }, 60_000);

  it("watch mode holds the lock only while it regenerates: an idle watcher lets another run write", async () => {
    const out = join(temp("watch"), "out");
    const child = spawn(process.execPath, [
      BIN,
      "generate",
      "--spec",
      SPEC,
      "--out",
      out,
      "--target",
      TARGET,
      "--watch",
    ]);
    let log = "";
    child.stdout.on("data", (d) => (log += String(d)));
    child.stderr.on("data", (d) => (log += String(d)));
    try {
      for (let i = 0; i < 400 && !log.includes("watching"); i++) await new Promise((r) => setTimeout(r, 50));
      expect(log).toContain("watching");
      expect(existsSync(lockPathOf(out))).toBe(false);
      const other = cli(["generate", "--spec", SPEC, "--out", out, "--target", TARGET], {
        env: { ACP_CODEGEN_LOCK_WAIT: "0" },
      });
      expect(other.status, other.stderr).toBe(0);
      expect(other.stdout).toContain(", 0 files written, ");
    } finally {
      child.kill();
    }
  }, 60_000);

  it("a check that a writing run overlapped reports it (exit 2 in the CLI) instead of an answer", () => {
    const out = temp("overlap");
    const file = (path: string, content: string) => ({ path, content, format: "verbatim" as const });
    const w0 = new OutputRun(out, "write");
    w0.add([file("t/a.txt", "1")]);
    w0.finish(["t"]);
    const c = new OutputRun(out, "check");
    c.add([file("t/a.txt", "2")]);
    const w = new OutputRun(out, "write");
    w.add([file("t/a.txt", "2")]);
    w.finish(["t"]);
    expect(() => c.finish(["t"])).toThrow(/was written by another acp-codegen run while it was being checked/);
    // A writing run holds the lock from start to end, and lets go of it.
    const w2 = new OutputRun(out, "write");
    expect(readFileSync(lockPathOf(out), "utf8").split("\n")[0]).toBe(String(process.pid));
    w2.abort();
    expect(existsSync(lockPathOf(out))).toBe(false);
  });
});

describe("row 4: a failing file system is one plain line, and the output is untouched", () => {
  const real = { ...io };
  afterEach(() => Object.assign(io, real));
  const fail = (code: string) => () => {
    throw Object.assign(new Error(`${code}: simulated`), { code, path: "/somewhere" });
  };
  const file = (path: string, content: string) => ({ path, content, format: "verbatim" as const });

  it.each([
    ["ENOSPC", "writeFile", "no space left on device"],
    ["EROFS", "mkdir", "read-only file system"],
    ["EACCES", "open", "permission denied"],
    ["EPERM", "writeFile", "operation not permitted"],
  ] as const)("%s (from %s) is reported as '%s', and the output is as it was", (code, call, cause) => {
    const out = temp("fsfail");
    const w = new OutputRun(out, "write");
    w.add([file("t/a.txt", "old")]);
    w.finish(["t"]);
    const before = state(out);
    io[call] = fail(code) as never;
    let error: unknown = null;
    try {
      const run = new OutputRun(out, "write");
      try {
        run.add([file("t/a.txt", "new"), file("t/b.txt", "b")]);
        run.finish(["t"]);
      } catch (e) {
        run.abort();
        throw e;
      }
    } catch (e) {
      error = e;
    }
    Object.assign(io, real);
    expect(error).toBeInstanceOf(OutputError);
    expect((error as OutputError).message).toBe(
      `cannot write the output folder '${out}': ${cause} (${code}), at '/somewhere'`,
    );
    expect((error as OutputError).committed).toBe(false);
    expect(state(out)).toEqual(before);
  });

  it("a failure after the commit point says so, and the next run finishes the interrupted one", () => {
    const out = temp("fsfail-commit");
    const w = new OutputRun(out, "write");
    w.add([file("t/a.txt", "old"), file("t/b.txt", "old")]);
    w.finish(["t"]);
    let renames = 0;
    io.rename = ((from: string, to: string) => {
      // The journal's own rename goes through; the second file's fails.
      if (++renames === 3) throw Object.assign(new Error("EIO"), { code: "EIO", path: from, dest: to });
      real.rename(from, to);
    }) as never;
    const run = new OutputRun(out, "write");
    run.add([file("t/a.txt", "new"), file("t/b.txt", "new")]);
    expect(() => run.finish(["t"])).toThrow(
      /input\/output error \(EIO\), at .*; the run was already committed: the next `acp-codegen generate` finishes it/,
    );
    Object.assign(io, real);
    expect(existsSync(lockPathOf(out))).toBe(false);
    expect(recoverOutput(out)).toBe("rolled-forward");
    expect(state(out)).toMatchObject({ "t/a.txt": "new", "t/b.txt": "new" });
  });

  it("a file where the target folder should be (ENOTDIR): one line, exit 1, nothing changes", () => {
    const { root, out } = freshOut();
    rmSync(join(out, TARGET), { recursive: true });
    writeFileSync(join(out, TARGET), "a file in the way\n");
    const before = state(root);
    const r = gen(out);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      `acp-codegen: cannot write the output folder '${out}': a file is where a folder should be (ENOTDIR), at '${join(out, TARGET)}'\nnothing was written.\n`,
    );
    expect(state(root)).toEqual(before);
  });

  it("an output folder that is a file (EEXIST), or a name over 255 bytes (ENAMETOOLONG): one line, exit 1, nothing created", () => {
    const root = temp("names");
    writeFileSync(join(root, "out"), "a file\n");
    const asFile = gen(join(root, "out"));
    expect(asFile.status).toBe(1);
    expect(asFile.stderr).toBe(
      `acp-codegen: cannot write the output folder '${join(root, "out")}': a file is where a folder should be (EEXIST)\nnothing was written.\n`,
    );
    const long = join(root, "x".repeat(300), "out");
    const tooLong = gen(long);
    expect(tooLong.status).toBe(1);
    expect(tooLong.stderr).toMatch(
      new RegExp(
        `^acp-codegen: cannot write the output folder '${long}': file name too long \\(ENAMETOOLONG\\)(, at '[^']*')?\\nnothing was written\\.\\n$`,
      ),
    );
    expect(readdirSync(root)).toEqual(["out"]);
    expect(readFileSync(join(root, "out"), "utf8")).toBe("a file\n");
  });

  it("a read-only output folder (EACCES, for real: as an unprivileged user when the tests run as root)", () => {
    const { root, out } = freshOut();
    const asRoot = process.getuid?.() === 0;
    // The unprivileged user must reach the folder: the run's temp folders are traversable for the time of the test.
    const chain: string[] = [];
    if (asRoot) for (let d = out; d !== dirname(tmpdir()); d = dirname(d)) chain.push(d);
    for (const d of chain) chmodSync(d, 0o755);
    // A file of the target changes (so the run has something to write), and the output folder turns read-only.
    const file = join(out, TARGET, readdirSync(join(out, TARGET))[0]!);
    writeFileSync(file, `${readFileSync(file, "utf8")} `);
    chmodSync(join(out, TARGET), 0o555);
    chmodSync(out, 0o555);
    const before = state(root);
    try {
      const r = cli(["generate", "--spec", SPEC, "--out", out, "--target", TARGET, "--force"], {
        ...(asRoot && { uid: 65534 }),
        env: { ACP_CODEGEN_NO_CACHE: "1" },
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(
        new RegExp(
          `^acp-codegen: cannot write the output folder '${out}': permission denied \\(EACCES\\)(, at '[^']*')?\\nnothing was written\\.\\n$`,
        ),
      );
      expect(state(root)).toEqual(before);
    } finally {
      chmodSync(out, 0o755);
      chmodSync(join(out, TARGET), 0o755);
      for (const d of chain) chmodSync(d, 0o700);
    }
  });
});

describe("row 5: the output folder never overlaps the spec folder", () => {
  it.each([
    ["inside the spec", (spec: string) => join(spec, "v2"), /the output folder '.*' is inside the spec folder/],
    ["the spec itself", (spec: string) => spec, /the output folder '.*' is the spec folder/],
    ["holding the spec", (spec: string) => dirname(spec), /the spec folder '.*' is inside the output folder/],
  ])("--out %s is a usage error (exit 2) before anything is read or written", (_what, outOf, message) => {
    const root = temp("overlap-flag");
    const spec = join(root, "spec");
    mkdirSync(spec);
    writeFileSync(join(spec, "marker.txt"), "the spec\n");
    const before = state(root);
    for (const cmd of ["generate", "check"]) {
      const r = cli([cmd, "--spec", spec, "--out", outOf(spec), "--target", TARGET]);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^acp-codegen: ${message.source}`));
    }
    expect(state(root)).toEqual(before);
  });

  it("an out in the config file inside the spec is a located diagnostic, through a symbolic link too", () => {
    const root = temp("overlap-config");
    const spec = join(root, "spec");
    mkdirSync(join(spec, "v2"), { recursive: true });
    symlinkSync(spec, join(root, "alias"));
    writeFileSync(join(root, "acp-codegen.config.json"), `{\n  "spec": "spec",\n  "out": "alias/v2/out"\n}\n`);
    const before = state(root);
    const r = cli(["generate", "--target", TARGET], { cwd: root });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      `acp-codegen.config.json:3:10 - error ACP026: the output folder '${join(root, "alias", "v2", "out")}' is inside the spec folder '${spec}'`,
    );
    expect(state(root)).toEqual(before);
  });

  it("outputOverlapsSpec compares real paths of folders that may not exist yet", () => {
    const root = temp("overlap-unit");
    mkdirSync(join(root, "spec"));
    symlinkSync(join(root, "spec"), join(root, "link"));
    expect(outputOverlapsSpec(join(root, "spec"), join(root, "out"))).toBeNull();
    expect(outputOverlapsSpec(join(root, "spec"), join(root, "spec-out"))).toBeNull();
    expect(outputOverlapsSpec(join(root, "spec"), join(root, "link", "a", "b"))).toMatch(/is inside the spec folder/);
    expect(outputOverlapsSpec(join(root, "link"), join(root, "spec"))).toMatch(/is the spec folder/);
    expect(outputOverlapsSpec(join(root, "spec"), join(root, "spec", "..out"))).toMatch(/is inside the spec folder/);
    expect(outputOverlapsSpec(join(root, "spec", "v1"), root)).toMatch(
      /the spec folder .* is inside the output folder/,
    );
  });
});

describe("row 6: a template override is a regular file inside the override folder", () => {
  it.each(["file", "folder"])(
    "a symbolic link to a %s elsewhere is refused (ACP025, naming it), and nothing is written",
    (kind) => {
      const root = temp("override");
      const secret = join(root, "secret");
      mkdirSync(secret);
      writeFileSync(join(secret, "schema.hbs"), "SECRET TEXT\n");
      mkdirSync(join(root, "overrides"));
      if (kind === "file") {
        mkdirSync(join(root, "overrides", TARGET));
        symlinkSync(join(secret, "schema.hbs"), join(root, "overrides", TARGET, "schema.hbs"));
      } else symlinkSync(secret, join(root, "overrides", TARGET));
      writeFileSync(
        join(root, "acp-codegen.config.json"),
        JSON.stringify({ spec: SPEC, out: "out", templates: "overrides", targets: [TARGET] }),
      );
      const r = cli(["generate"], { cwd: root });
      expect(r.status).toBe(1);
      const named = kind === "file" ? join(root, "overrides", TARGET, "schema.hbs") : join(root, "overrides", TARGET);
      // Printed from the working folder.
      expect(r.stderr).toContain(
        `${relative(root, named)}:1:1 - error ACP025: template override '${kind === "file" ? `${TARGET}/schema.hbs` : TARGET}' is a symbolic link`,
      );
      expect(r.stderr).not.toContain("SECRET");
      expect(existsSync(join(root, "out"))).toBe(false);
    },
  );

  it("the compile API refuses it too, even when the output cache holds the target", async () => {
    const overrides = temp("override-api");
    mkdirSync(join(overrides, TARGET));
    writeFileSync(
      join(overrides, TARGET, "schema.hbs"),
      readFileSync(join(PACKAGE_ROOT, "templates", TARGET, "schema.hbs"), "utf8"),
    );
    // The cache knows an override by its path, size and time: the link below gets the same three.
    const when = 1_700_000_000;
    utimesSync(join(overrides, TARGET, "schema.hbs"), when, when);
    const ok = await compile({ spec: SPEC, targets: [TARGET], templateOverrides: overrides, cache: true });
    expect(ok.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const text = join(temp("override-api-elsewhere"), "schema.hbs");
    writeFileSync(text, readFileSync(join(overrides, TARGET, "schema.hbs")));
    utimesSync(text, when, when);
    rmSync(join(overrides, TARGET, "schema.hbs"));
    symlinkSync(text, join(overrides, TARGET, "schema.hbs"));
    const refused = await compile({ spec: SPEC, targets: [TARGET], templateOverrides: overrides, cache: true });
    expect(refused.diagnostics.map((d) => [d.code, d.loc.file])).toEqual([
      ["ACP025", join(overrides, TARGET, "schema.hbs")],
    ]);
    expect(refused.files).toEqual([]);
  });
});
