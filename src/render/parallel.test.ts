import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { targets } from "../targets/registry.js";
import { listTree } from "../write/write.js";

// The render worker exists only in dist/ (a run from the TypeScript sources renders on one thread): these tests
// run the built CLI on the bundled spec, which is large enough for two threads, once with the worker and once
// without it, and hold the two runs to the same result.
const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");
const SPEC = join(PACKAGE_ROOT, "spec");
const temps: string[] = [];
const temp = (prefix: string): string => {
  const d = mkdtempSync(join(tmpdir(), prefix));
  temps.push(d);
  return d;
};
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

function generate(
  args: readonly string[],
  oneThread: boolean,
  spec = SPEC,
): { status: number; stdout: string; stderr: string; workerTargets: string[] } {
  const env: NodeJS.ProcessEnv = { ...process.env, ACP_CODEGEN_TIMINGS_JSON: "1" };
  delete env.ACP_CODEGEN_NO_WORKER;
  if (oneThread) env.ACP_CODEGEN_NO_WORKER = "1";
  const r = spawnSync(process.execPath, [BIN, "generate", "--no-cache", "--spec", spec, ...args], {
    cwd: PACKAGE_ROOT,
    encoding: "utf8",
    env,
  });
  const timings = /^ACP_TIMINGS_JSON=(\{.*\})$/m.exec(r.stderr);
  return {
    status: r.status ?? -1,
    stdout: r.stdout.replace(/ in \d+\.\d\ds\n$/, "\n"),
    stderr: r.stderr.replace(/^ACP_TIMINGS_JSON=.*\n/m, ""),
    workerTargets: timings ? (JSON.parse(timings[1]!) as { workerTargets: string[] }).workerTargets : [],
  };
}

const snapshot = (dir: string): Record<string, string> =>
  Object.fromEntries(listTree(dir).map((f) => [f, readFileSync(join(dir, f), "utf8")]));

describe.skipIf(availableParallelism() < 2)("rendering on two threads", () => {
  it("writes the bytes one thread writes, with some targets rendered on the worker", () => {
    const two = temp("acp-codegen-two-threads-");
    const one = temp("acp-codegen-one-thread-");
    const a = generate(["--out", two], false);
    const b = generate(["--out", one], true);
    expect(a.status).toBe(0);
    expect(b.status).toBe(0);
    expect(a.workerTargets.length).toBeGreaterThan(0);
    expect(b.workerTargets).toEqual([]);
    // The worker's targets are named in target order.
    const order = targets.map((t) => t.name);
    expect(a.workerTargets).toEqual(order.filter((n) => a.workerTargets.includes(n)));
    expect(a.stdout).toBe(b.stdout);
    expect(snapshot(two)).toEqual(snapshot(one));
  });

  it("reports a broken template override of the first target in order, as one thread does, and writes nothing", () => {
    // The first two targets each get one broken override: the worker is ready first, so it usually takes the first.
    const overrides = temp("acp-codegen-overrides-");
    for (const t of targets.slice(0, 2)) {
      const dir = t.templatesDir ?? join(PACKAGE_ROOT, "templates", t.name);
      const name = readdirSync(dir).filter((f) => f.endsWith(".hbs"))[0]!;
      mkdirSync(join(overrides, t.name));
      writeFileSync(join(overrides, t.name, name), "{{#if}}\n");
    }
    const two = temp("acp-codegen-two-threads-");
    const one = temp("acp-codegen-one-thread-");
    const config = join(temp("acp-codegen-config-"), "acp-codegen.config.json");
    writeFileSync(config, JSON.stringify({ templates: overrides }));
    const a = generate(["--out", two, "--config", config], false);
    const b = generate(["--out", one, "--config", config], true);
    expect(b.status).toBe(1);
    expect(b.stderr).toContain(`${targets[0]!.name}/`);
    expect(a.status).toBe(b.status);
    expect(a.stderr).toBe(b.stderr);
    expect(listTree(two)).toEqual([]);
  });

  it("in watch mode renders on both threads, each target where its kept work is, and writes what one thread writes after each edit", async () => {
    const spec = temp("acp-codegen-watch-spec-");
    cpSync(SPEC, spec, { recursive: true });
    const out = temp("acp-codegen-watch-out-");
    // The edited file: the first of v2 with an interface field that has a doc comment (as the bench's watch rows).
    const file = readdirSync(join(spec, "v2"))
      .map((n) => join(spec, "v2", n))
      .find((f) => /\/\*\* [^*@]+\*\/\n {2}[a-zA-Z_]+\??:/.test(readFileSync(f, "utf8")))!;
    const original = readFileSync(file, "utf8");
    const withDoc = (text: string, n: number): string =>
      text.replace(
        /\/\*\* ([^*@]+) \*\/\n( {2}[a-zA-Z_]+\??:)/,
        (_m, doc: string, field: string) => `/** ${doc} (edit ${n}) */\n${field}`,
      );
    const withField = (text: string, type: string): string =>
      text.replace(
        /^(export interface \w+ \{\n)/m,
        (head: string) => `${head}  /** A field this test adds. */\n  addedByTest?: ${type};\n`,
      );
    // A doc edited, a field added, retyped and removed again, a doc edited again: each run's output against a cold run.
    const edits = [
      withDoc(original, 1),
      withField(withDoc(original, 1), "string"),
      withField(withDoc(original, 1), "number"),
      withDoc(original, 2),
    ];
    const env: NodeJS.ProcessEnv = { ...process.env, ACP_CODEGEN_TIMINGS_JSON: "1" };
    delete env.ACP_CODEGEN_NO_WORKER;
    const child = spawn(process.execPath, [BIN, "generate", "--spec", spec, "--out", out, "--watch"], {
      cwd: PACKAGE_ROOT,
      env,
    });
    let log = "";
    child.stdout.on("data", (d) => (log += String(d)));
    child.stderr.on("data", (d) => (log += String(d)));
    const waitFor = async (re: RegExp, from: number): Promise<void> => {
      for (const end = Date.now() + 120_000; Date.now() < end && !re.test(log.slice(from)); ) await sleep(50);
      expect(log.slice(from)).toMatch(re);
    };
    try {
      await waitFor(/watching/, 0);
      for (const [i, text] of edits.entries()) {
        const mark = log.length;
        writeFileSync(file, text);
        await waitFor(/acp-codegen generate: .* in [\d.]+s\n/, mark);
        const cold = temp("acp-codegen-watch-cold-");
        expect(generate(["--out", cold], true, spec).status).toBe(0);
        expect(snapshot(out), `after edit ${i + 1}`).toEqual(snapshot(cold));
      }
    } finally {
      child.kill();
    }
    // Every run rendered some targets on the worker; after the first, always the same ones (where their work is kept).
    const runs = [...log.matchAll(/^ACP_TIMINGS_JSON=(\{.*\})$/gm)].map(
      (m) => (JSON.parse(m[1]!) as { workerTargets: string[] }).workerTargets,
    );
    // One run per edit, and the first; a late event of a save may add a run that finds its output in the cache.
    const rendered = runs.filter((r) => r.length > 0);
    expect(rendered.length).toBeGreaterThanOrEqual(edits.length + 1);
    for (const r of rendered.slice(1)) expect([...r].sort()).toEqual([...rendered[0]!].sort());
  }, 600_000);
});
