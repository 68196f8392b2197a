import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sharedPath } from "../testing/shared.js";
import { PACKAGE_ROOT } from "../pipeline.js";
import { rustTestEnv } from "../testing/rust-env.js";
import { jsonDiff } from "./json-equal.js";
import {
  failByteDivergence,
  jsonMatch,
  judgeApply,
  judgeConvert,
  judgeDecode,
  judgeMethod,
  type Result,
} from "./run.js";
import { applyGitPatch } from "./git-patch-apply.js";
import { judgedLanguages } from "../targets/registry.js";
import { runnerFor } from "./runner.js";
import {
  readOutcomes,
  runIsolated,
  spawnHarness,
  type DecodeOutcome,
  type DecodeTask,
  type HarnessRun,
  type Task,
} from "./langs.js";
import type { ApplyVector, ConvertVector, MethodVector } from "./vectors.js";
import type { DecodeVector } from "./vectors.js";
import { PYDANTIC_RANGE } from "../languages/python/plugin.js";

const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");
const SHARED_VECTORS = sharedPath("conformance", "vectors");

function cli(args: string[]): { status: number; stdout: string; stderr: string } {
  // The Rust harness builds where, and as, every test builds the crate in out/ (one build per feature set).
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: PACKAGE_ROOT,
    encoding: "utf8",
    env: { ...process.env, ...rustTestEnv() },
    // The JSON report of every vector is several megabytes (spawnSync's default cap is 1 MiB).
    maxBuffer: 1 << 30,
  });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

function vectorsFile(vectors: unknown): string {
  const f = join(mkdtempSync(join(tmpdir(), "acp-vectors-")), "v.json");
  writeFileSync(f, JSON.stringify(vectors));
  return f;
}

describe("jsonDiff: key order ignored, absent differs from null", () => {
  const cases: [string, unknown, unknown, string | null][] = [
    ["same keys, other order", { a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, null],
    ["absent vs null", { a: 1 }, { a: 1, b: null }, "$.b (present on one side only)"],
    ["array length", [1], [1, 2], "$ (length 1 vs 2)"],
    ["nested value", { a: { b: "x" } }, { a: { b: "y" } }, "$.a.b"],
    ["number vs string", { a: 1 }, { a: "1" }, "$.a"],
  ];
  it.each(cases)("%s", (_l, a, b, want) => expect(jsonDiff(a, b)).toBe(want));
});

describe("judgeDecode", () => {
  const accept: DecodeVector = {
    id: "a",
    kind: "decode",
    origin: "t#0",
    raw: {},
    unstable: [],
    type: "v2.X",
    json: { a: 1 },
    expect: "accept",
  };
  const reject: DecodeVector = { ...accept, id: "r", expect: "reject" };
  const cases: [string, DecodeVector, object | undefined, boolean][] = [
    ["accepted and round-tripped", accept, { id: "a", ok: true, value: { a: 1 } }, true],
    ["accepted but serialized differently", accept, { id: "a", ok: true, value: { a: 2 } }, false],
    ["accept expected, rejected", accept, { id: "a", ok: false, error: "e" }, false],
    ["canonical wins over json", { ...accept, canonical: { a: 2 } }, { id: "a", ok: true, value: { a: 2 } }, true],
    ["reject expected, rejected", reject, { id: "r", ok: false, error: "e" }, true],
    ["reject expected, accepted", reject, { id: "r", ok: true, value: {} }, false],
    [
      "reject expected, but the bindings crashed",
      reject,
      { id: "r", ok: false, crashed: true, error: "TypeError" },
      false,
    ],
    ["no result", accept, undefined, false],
    ["type missing from the bindings", reject, { id: "r", ok: false, unsupported: true, error: "no type" }, false],
  ];
  it.each(cases)("%s", (_l, v, o, ok) => expect(judgeDecode(v, o as never).ok).toBe(ok));
});

describe("judgeApply and judgeConvert", () => {
  const apply: ApplyVector = {
    id: "a",
    kind: "apply",
    origin: "t#0",
    raw: {},
    unstable: [],
    version: "v2",
    updates: [],
    expect: { messages: [{ messageId: "m", role: "agent", content: [] }] },
  };
  const refuse: ApplyVector = { ...apply, expect: { error: true } };
  const convert: ConvertVector = {
    id: "c",
    kind: "convert",
    origin: "t#1",
    raw: {},
    unstable: [],
    from: "v2",
    to: "v1",
    type: "v2.SessionUpdate",
    inputs: [1, 2],
    expect: [{ outputs: [{ a: 1 }] }, { error: true }],
  };
  const cases: [string, () => boolean][] = [
    [
      "apply: same messages",
      () => judgeApply(apply, { id: "a", ok: true, messages: [{ messageId: "m", role: "agent", content: [] }] }).ok,
    ],
    [
      "apply: _meta present on one side only",
      () =>
        !judgeApply(apply, { id: "a", ok: true, messages: [{ messageId: "m", role: "agent", content: [], _meta: {} }] })
          .ok,
    ],
    ["apply: refusal expected and given", () => judgeApply(refuse, { id: "a", ok: false, error: "x" }).ok],
    ["apply: refusal expected, applied", () => !judgeApply(refuse, { id: "a", ok: true, messages: [] }).ok],
    [
      "convert: outputs and error as expected",
      () => judgeConvert(convert, { id: "c", ok: true, results: [{ outputs: [{ a: 1 }] }, { error: "e" }] }).ok,
    ],
    [
      "convert: an error converted silently",
      () => !judgeConvert(convert, { id: "c", ok: true, results: [{ outputs: [{ a: 1 }] }, { outputs: [] }] }).ok,
    ],
    [
      "convert: a dropped output",
      () => !judgeConvert(convert, { id: "c", ok: true, results: [{ outputs: [] }, { error: "e" }] }).ok,
    ],
    [
      "convert: a missing result",
      () => !judgeConvert(convert, { id: "c", ok: true, results: [{ outputs: [{ a: 1 }] }] }).ok,
    ],
  ];
  it.each(cases)("%s", (_l, f) => expect(f()).toBe(true));
});

describe("judgeMethod: the verdict, supports_method, and the payload written back", () => {
  const accept: MethodVector = {
    id: "m",
    kind: "method",
    origin: "t#0",
    raw: {},
    unstable: [],
    type: "v2.ClientRequest",
    method: "a/b",
    params: { x: 1 },
    expect: "accept",
  };
  const unknown: MethodVector = { ...accept, expect: "unknown-method" };
  const invalid: MethodVector = { ...accept, expect: "invalid-payload" };
  const cases: [string, MethodVector, object | undefined, boolean][] = [
    ["read and written back as given", accept, { id: "m", ok: true, supported: true, value: { x: 1 } }, true],
    ["read, but written back otherwise", accept, { id: "m", ok: true, supported: true, value: { x: 2 } }, false],
    [
      "canonical wins over params",
      { ...accept, canonical: { x: 2 } },
      { id: "m", ok: true, supported: true, value: { x: 2 } },
      true,
    ],
    [
      "a result vector compares its result",
      {
        id: "r",
        kind: "method",
        origin: "t#1",
        raw: {},
        unstable: [],
        type: "v2.AgentResponse",
        method: "a/b",
        result: [1],
        expect: "accept",
      },
      { id: "r", ok: true, supported: true, value: [1] },
      true,
    ],
    ["read, but supports_method says no", accept, { id: "m", ok: true, supported: false, value: { x: 1 } }, false],
    [
      "accept expected, an error given",
      accept,
      { id: "m", ok: false, supported: true, dispatch: "invalid-payload", error: "e" },
      false,
    ],
    [
      "unknown method expected and given",
      unknown,
      { id: "m", ok: false, supported: false, dispatch: "unknown-method", error: "e" },
      true,
    ],
    [
      "unknown method expected, a payload error given",
      unknown,
      { id: "m", ok: false, supported: false, dispatch: "invalid-payload", error: "e" },
      false,
    ],
    [
      "unknown method given, but supports_method says yes",
      unknown,
      { id: "m", ok: false, supported: true, dispatch: "unknown-method", error: "e" },
      false,
    ],
    [
      "invalid payload expected and given",
      invalid,
      { id: "m", ok: false, supported: true, dispatch: "invalid-payload", error: "e" },
      true,
    ],
    [
      "invalid payload expected, unknown method given",
      invalid,
      { id: "m", ok: false, supported: true, dispatch: "unknown-method", error: "e" },
      false,
    ],
    ["invalid payload expected, read", invalid, { id: "m", ok: true, supported: true, value: {} }, false],
    ["no such message group", accept, { id: "m", ok: false, unsupported: true, error: "no message group" }, false],
    ["no result", accept, undefined, false],
  ];
  it.each(cases)("%s", (_l, v, o, ok) => expect(judgeMethod(v, o as never).ok).toBe(ok));
});

describe("$gitPatchOf matching", () => {
  const want = { $gitPatchOf: { path: "/p/a.txt", old: "a\nb\n", new: "a\nc\n" } };
  it.each([
    [
      "a patch that makes NEW",
      "diff --git a/p/a.txt b/p/a.txt\n--- a/p/a.txt\n+++ b/p/a.txt\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n",
      true,
    ],
    [
      "a patch that makes something else",
      "diff --git a/p/a.txt b/p/a.txt\n--- a/p/a.txt\n+++ b/p/a.txt\n@@ -1,2 +1,2 @@\n a\n-b\n+d\n",
      false,
    ],
    [
      "a patch for another file",
      "diff --git a/p/z.txt b/p/z.txt\n--- a/p/z.txt\n+++ b/p/z.txt\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n",
      false,
    ],
    [
      "a patch whose context does not match",
      "diff --git a/p/a.txt b/p/a.txt\n--- a/p/a.txt\n+++ b/p/a.txt\n@@ -1,2 +1,2 @@\n x\n-b\n+c\n",
      false,
    ],
    ["not text", 42, false],
  ] as const)("%s", (_l, got, ok) => expect(jsonMatch(got, want) === null).toBe(ok));

  it("handles a missing final newline on either side", () => {
    const patch = "diff --git a/f b/f\n--- a/f\n+++ b/f\n@@ -1 +1 @@\n-x\n\\ No newline at end of file\n+x\n";
    expect(applyGitPatch("x", patch, "/f")).toBe("x\n");
  });
});

describe("byte compatibility", () => {
  const mk = (): Result[] =>
    ["ts", "rust", "python"].map((lang) => ({ id: "v", lang: lang as Result["lang"], ok: true, detail: "" }));
  it("fails the language whose bytes differ from the others", () => {
    const results = mk();
    failByteDivergence(
      results,
      new Map([
        [
          "v",
          [
            { lang: "ts", text: '{"a":1}' },
            { lang: "rust", text: '{"a":1.0}' },
            { lang: "python", text: '{"a":1}' },
          ],
        ],
      ]),
    );
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
    expect(results[1]!.detail).toContain("serialized bytes differ from ts, python");
  });
  it("passes identical bytes", () => {
    const results = mk();
    failByteDivergence(
      results,
      new Map([
        [
          "v",
          [
            { lang: "ts", text: "{}" },
            { lang: "rust", text: "{}" },
            { lang: "python", text: "{}" },
          ],
        ],
      ]),
    );
    expect(results.every((r) => r.ok)).toBe(true);
  });
});

/** The bundled languages with a conformance runner: what a run with no --lang judges. */
const JUDGED = judgedLanguages().map((l) => l.name);

describe("acp-codegen conformance", () => {
  it("passes every vector of ../shared/conformance/vectors and out/vectors, of every kind, in every bundled language", () => {
    const r = cli(["conformance", "--vectors", `${SHARED_VECTORS},${join(PACKAGE_ROOT, "out", "vectors")}`, "--json"]);
    const report = JSON.parse(r.stdout) as {
      passed: number;
      failed: number;
      results: { id: string; lang: string; ok: boolean; detail: string }[];
      unsupported: { kind: string; lang: string }[];
    };
    expect(report.failed).toBe(0);
    expect(report.results.filter((x) => !x.ok)).toEqual([]);
    expect(report.unsupported).toEqual([]);
    // Run with no --lang, each language reports under its plugin's name.
    const [first, ...others] = JUDGED;
    const perLang = report.results.filter((x) => x.lang === first).length;
    expect(perLang).toBeGreaterThan(300);
    for (const lang of others) expect(report.results.filter((x) => x.lang === lang)).toHaveLength(perLang);
    expect(report.passed).toBe(JUDGED.length * perLang);
    expect(r.status).toBe(0);
    // Every language's harness is built here (the crate once per set of cargo features): on a loaded 2-core machine that
    // alone can pass ten minutes. spawnSync blocks, so the timeout only reports; it cannot cut the run short.
  }, 1_800_000);

  it("exits 0 when every vector is judged and passes; ends with the 'N passed, N failed' line", () => {
    const f = vectorsFile([
      { id: "ok-1", kind: "decode", type: "v2.ReplayFrom", json: { type: "start" }, expect: "accept" },
      {
        id: "ok-2",
        kind: "decode",
        type: "v1.SessionUpdate",
        json: { sessionUpdate: "nope" },
        expect: "reject",
        "x-note": "ignored",
      },
    ]);
    const r = cli(["conformance", "--vectors", f, "--lang", "ts"]);
    // One line says what the language was judged with (src/conformance/judged-with.test.ts tests its forms); the count ends the report.
    expect(r.stdout).toMatch(/^ts: judged with[ :][^\n]+\n2 passed, 0 failed\n$/);
    // Not a terminal: one summary line on stderr, no progress.
    expect(r.stderr).toMatch(/^acp-codegen conformance: ts 2 vectors in \d+\.\ds; 2 passed, 0 failed\n$/);
    expect(r.status).toBe(0);
  }, 60_000);

  it("exits 3 and names the vector, language and difference on a failure", () => {
    const f = vectorsFile({
      vectors: [
        {
          id: "wrong",
          kind: "decode",
          type: "v2.SessionUpdate",
          json: { sessionUpdate: "agent_message_chunk", content: { type: "text", text: "A" } },
          expect: "accept",
        },
      ],
    });
    const r = cli(["conformance", "--vectors", f, "--lang", "ts"]);
    expect(r.stdout).toContain(
      "FAIL wrong [ts]: rejected, but the vector expects accept: v2.SessionUpdate: at $.messageId: required field is missing",
    );
    expect(r.stdout).toMatch(/0 passed, 1 failed\n$/);
    expect(r.status).toBe(3);
  }, 60_000);

  it("exits 2 with a message naming file and index for a malformed vector", () => {
    const f = vectorsFile([{ id: "a", kind: "decode", type: "v2.X", json: 1, expect: "accept" }, { kind: "decode" }]);
    const r = cli(["conformance", "--vectors", f]);
    expect(r.stdout).toContain(`${f}#1: "id" must be a non-empty string`);
    expect(r.status).toBe(2);
  });

  it("reports a language whose bindings are not generated as unsupported (exit 2), not as failed", () => {
    const f = vectorsFile([
      { id: "a", kind: "decode", type: "v2.ReplayFrom", json: { type: "start" }, expect: "accept" },
    ]);
    const empty = mkdtempSync(join(tmpdir(), "acp-no-bindings-"));
    const r = cli(["conformance", "--vectors", f, "--lang", "python", "--out", empty]);
    expect(r.stdout).toContain("unsupported: 1 decode vector for python: no Python bindings in");
    expect(r.stdout).toMatch(/0 passed, 0 failed\n$/);
    expect(r.status).toBe(2);
  });
});

describe("conformance --json when it cannot run", () => {
  it("prints the reason as JSON, with the exit status, for a truncated vectors file", async () => {
    const { runConformance } = await import("./run.js");
    const dir = mkdtempSync(join(tmpdir(), "acp-vectors-"));
    const file = join(dir, "v.json");
    writeFileSync(file, '{ "vectors": [ { "id": "a", "kind": "dec');
    let printed = "";
    const code = await runConformance({
      vectors: [file],
      langs: ["ts"],
      out: join(dir, "nowhere"),
      json: true,
      stdout: (s) => void (printed += s),
    });
    expect(code).toBe(2);
    const parsed = JSON.parse(printed) as { error: string; exitCode: number };
    expect(parsed.exitCode).toBe(2);
    expect(parsed.error).toMatch(/not valid JSON/);
  });
});

describe("runIsolated: a task that kills the harness fails alone, and the rest are judged", () => {
  const tasks: DecodeTask[] = Array.from({ length: 40 }, (_, i) => ({ id: `t${i}`, type: "v2.X", json: i }));
  const poison = new Set(["t3", "t17", "t18", "t39"]);
  const okOutcome = (t: Task): DecodeOutcome => ({ id: t.id, ok: true, compact: String((t as DecodeTask).json) });
  /** A harness that reads every task before it runs any (so it reports nothing when it dies). */
  const atEnd =
    (count: { runs: number }) =>
    (batch: readonly Task[]): HarnessRun => {
      count.runs++;
      return batch.some((t) => poison.has(t.id))
        ? { outcomes: [], died: "exited with 101: boom" }
        : { outcomes: batch.map(okOutcome), died: null };
    };
  /** A harness that reports as it goes, and dies on the first poisoned task. */
  const streaming =
    (count: { runs: number }) =>
    (batch: readonly Task[]): HarnessRun => {
      count.runs++;
      const i = batch.findIndex((t) => poison.has(t.id));
      return i < 0
        ? { outcomes: batch.map(okOutcome), died: null }
        : { outcomes: batch.slice(0, i).map(okOutcome), died: "killed by SIGSEGV" };
    };
  const check = (results: DecodeOutcome[]): void => {
    expect(results.map((r) => r.id)).toEqual(tasks.map((t) => t.id));
    for (const r of results) {
      if (poison.has(r.id))
        expect(r).toMatchObject({
          ok: false,
          crashed: true,
          died: true,
          error: expect.stringContaining("the harness died on this task") as unknown,
        });
      else expect(r).toEqual({ id: r.id, ok: true, compact: r.id.slice(1) });
    }
  };

  it("a harness that reports at the end: bisected down to each task that kills it", () => {
    const count = { runs: 0 };
    const results = runIsolated(tasks, atEnd(count));
    check(results);
    expect(results.find((r) => r.id === "t3")!.error).toContain("exited with 101: boom");
    // Each poisoned task costs at most two runs per halving.
    expect(count.runs).toBeLessThanOrEqual(1 + 2 * poison.size * Math.ceil(Math.log2(tasks.length)));
  });

  it("a harness that reports as it goes: one fresh process after each death", () => {
    const count = { runs: 0 };
    const results = runIsolated(tasks, streaming(count));
    check(results);
    expect(results.find((r) => r.id === "t17")!.error).toContain("killed by SIGSEGV");
    // A death after some results costs one run; one before any (t18, first of its batch) a bisection.
    expect(count.runs).toBeLessThanOrEqual(poison.size + 1 + 2 * Math.ceil(Math.log2(tasks.length)));
  });

  it("a harness that dies on everything still ends, within the limits, with every task failed as not judged", () => {
    let runs = 0;
    const results = runIsolated(tasks, () => (runs++, { outcomes: [], died: "exited with 1: cannot start" }), {
      runs: 12,
      ms: 60_000,
    });
    expect(runs).toBe(12);
    expect(results).toHaveLength(tasks.length);
    expect(results.every((r) => r.died && r.crashed && !r.ok && /cannot start/.test(r.error!))).toBe(true);
    expect(results.filter((r) => r.error!.startsWith("not judged")).length).toBeGreaterThan(tasks.length / 2);
  });

  it("a real process that dies: spawnHarness reads what it wrote before dying, and the rest run in a new process", () => {
    const dir = mkdtempSync(join(tmpdir(), "acp-dying-harness-"));
    const script = join(dir, "harness.mjs");
    // Reads all tasks, writes one line per result, and exits with 7 on a task whose json is "die".
    writeFileSync(
      script,
      `let s = ""; process.stdin.on("data", (c) => (s += c)); process.stdin.on("end", () => {
        for (const t of JSON.parse(s)) {
          if (t.json === "die") { process.stderr.write("fatal: " + t.id + "\\n"); process.exit(7); }
          process.stdout.write(JSON.stringify({ id: t.id, ok: true, compact: JSON.stringify(t.json) }) + "\\n");
        }
      });`,
    );
    const batch: DecodeTask[] = [1, "die", 2, 3, "die", 4].map((json, i) => ({ id: `p${i}`, type: "v2.X", json }));
    let runs = 0;
    const results = runIsolated(
      batch,
      (b) => (runs++, spawnHarness("the fake harness", process.execPath, [script], undefined, b)),
    );
    expect(results.map((r) => r.ok)).toEqual([true, false, true, true, false, true]);
    expect(results[1]!.error).toBe("the harness died on this task: the fake harness exited with 7: fatal: p1");
    expect(results[4]!.error).toBe("the harness died on this task: the fake harness exited with 7: fatal: p4");
    expect(results[5]).toEqual({ id: "p5", ok: true, compact: "4" });
    expect(runs).toBe(3);
  });

  it("readOutcomes: a JSON array, or the complete lines before a death", () => {
    expect(readOutcomes('[{"id":"a","ok":true}]')).toEqual([{ id: "a", ok: true }]);
    expect(readOutcomes('{"id":"a","ok":true}\n{"id":"b","ok":false}\n{"id":"c",')).toEqual([
      { id: "a", ok: true },
      { id: "b", ok: false },
    ]);
    expect(readOutcomes('[{"id":"a","ok":tr')).toEqual([]);
    // Wide integers stay exact.
    expect(readOutcomes('{"id":"a","ok":true,"value":123456789012345678901}\n')[0]!.value).toBe(123456789012345678901n);
  });
});

describe("conformance with a harness that genuinely dies (a fake Python package in --out)", () => {
  /** A generated-looking out/python whose harness reads every task first, and dies (no output) when one asks it to. */
  function fakeOut(): string {
    const out = mkdtempSync(join(tmpdir(), "acp-fake-out-"));
    const pkg = join(out, "python", "fakepkg");
    mkdirSync(pkg, { recursive: true });
    writeFileSync(join(pkg, "__init__.py"), "");
    // The range of pydantic it declares, which the runner checks the Python's against.
    writeFileSync(join(out, "python", "pyproject.toml"), `[project]\ndependencies = ["pydantic${PYDANTIC_RANGE}"]\n`);
    writeFileSync(
      join(pkg, "_conformance.py"),
      [
        "import json, os, sys",
        "tasks = json.loads(sys.stdin.read())",
        "if any(t.get('json') == {'die': True} for t in tasks):",
        "    sys.stderr.write('Fatal Python error: Segmentation fault\\n')",
        "    os._exit(139)",
        "print(json.dumps([{'id': t['id'], 'ok': True, 'value': t['json'], 'compact': json.dumps(t['json'], separators=(',', ':'))} for t in tasks]))",
        "",
      ].join("\n"),
    );
    return out;
  }
  const vectors = [
    { id: "a", kind: "decode", type: "v2.X", json: { n: 1 }, expect: "accept" },
    { id: "b", kind: "decode", type: "v2.X", json: { die: true }, expect: "accept" },
    { id: "c", kind: "decode", type: "v2.X", json: { n: 3 }, expect: "accept" },
    { id: "d", kind: "decode", type: "v2.X", json: { n: 4 }, expect: "reject" },
    {
      id: "e",
      kind: "decode",
      type: "v2.X",
      json: { n: 5 },
      expect: "accept",
      canonical: { n: 6 },
      compare: "verdict",
    },
  ];

  it("--json lists every vector; the one it died on fails with the cause; the rest are judged; exit 2", () => {
    const r = cli(["conformance", "--vectors", vectorsFile(vectors), "--lang", "python", "--out", fakeOut(), "--json"]);
    const report = JSON.parse(r.stdout) as { passed: number; failed: number; results: Result[] };
    expect(report.results.map((x) => [x.id, x.ok])).toEqual([
      ["a", true],
      ["b", false],
      ["c", true],
      ["d", false],
      ["e", true],
    ]);
    expect(report.results[1]!.detail).toMatch(
      /^crashed: the harness died on this task: the Python harness exited with 139: Fatal Python error: Segmentation fault/,
    );
    expect(report.results[3]!.detail).toContain("accepted, but the vector expects a reject");
    expect([report.passed, report.failed]).toEqual([3, 2]);
    expect(r.status).toBe(2);
  }, 120_000);

  it("in text, the failure is printed with its language and the count line ends the report", () => {
    const r = cli(["conformance", "--vectors", vectorsFile(vectors), "--lang", "python", "--out", fakeOut()]);
    expect(r.stdout).toContain(
      "FAIL b [python]: crashed: the harness died on this task: the Python harness exited with 139",
    );
    expect(r.stdout).toMatch(/3 passed, 2 failed\n$/);
    expect(r.status).toBe(2);
  }, 120_000);
});

describe("conformance on the real bindings, with a vector that kills a harness today", () => {
  it("judges every other vector in every language, and lists every vector for every language", () => {
    let deep: unknown = [];
    for (let i = 0; i < 1000; i++) deep = [deep];
    const plain = [
      { id: "plain-1", kind: "decode", type: "v2.ReplayFrom", json: { type: "start" }, expect: "accept" },
      { id: "plain-2", kind: "decode", type: "v1.SessionUpdate", json: { sessionUpdate: "nope" }, expect: "reject" },
    ];
    const r = cli([
      "conformance",
      "--vectors",
      vectorsFile([
        plain[0],
        { ...plain[0], id: "deep-1000", json: { type: "start", _meta: { d: deep } }, expect: "reject" },
        plain[1],
      ]),
      "--json",
    ]);
    const report = JSON.parse(r.stdout) as { failed: number; results: Result[] };
    // Each bundled language whose toolchain is here (a language without one is listed as unavailable, not judged).
    const langs = JUDGED.filter((l) => runnerFor(l, join(PACKAGE_ROOT, "out")).unavailable() === null);
    expect(report.results.map((x) => `${x.id} ${x.lang}`).sort()).toEqual(
      langs.flatMap((l) => ["plain-1", "deep-1000", "plain-2"].map((id) => `${id} ${l}`)).sort(),
    );
    for (const x of report.results) if (x.id !== "deep-1000") expect(x, x.detail).toMatchObject({ ok: true });
    const died = report.results.some((x) => x.detail.includes("the harness died"));
    expect(r.status).toBe(died ? 2 : report.failed ? 3 : 0);
  }, 600_000);
});

describe("decode vectors' mode and compare keys, in every language", () => {
  it("lenient mode drops a bad value of a lenient field that strict mode rejects; compare: verdict ignores the output", async () => {
    const { compile } = await import("../pipeline.js");
    const { indexModel } = await import("../model/index.js");
    const { minimalDecl } = await import("../fuzz/hostile.js");
    const versions = [...indexModel((await compile({ targets: [] })).model!).values()];
    // A stable object type with an optional lenient field of a typed (not free-form) value, from the model.
    let found: { type: string; base: unknown; field: string; bad: unknown } | undefined;
    for (const ix of versions) {
      for (const d of ix.version.decls) {
        if (found || d.kind !== "object" || d.doc.unstable) continue;
        const f = d.fields.find(
          (x) =>
            x.optional &&
            !x.patch &&
            !x.doc.unstable &&
            x.doc.lenient?.value &&
            x.type.kind !== "json" &&
            x.type.kind !== "json-object",
        );
        if (!f) continue;
        const inner = f.type.kind === "nullable" ? f.type.inner : f.type;
        found = {
          type: `${ix.version.name}.${d.name}`,
          base: minimalDecl(ix, d),
          field: f.name,
          bad: inner.kind === "number" || inner.kind === "integer" ? "x" : 12345,
        };
      }
    }
    expect(found).toBeDefined();
    const { type, base, field, bad } = found!;
    const json = { ...(base as object), [field]: bad };
    const f = vectorsFile([
      { id: "strict", kind: "decode", type, json, expect: "reject" },
      { id: "lenient", kind: "decode", type, json, mode: "lenient", expect: "accept", canonical: base },
      {
        id: "verdict-only",
        kind: "decode",
        type,
        json: base,
        canonical: { unrelated: true },
        expect: "accept",
        compare: "verdict",
      },
      { id: "output-compared", kind: "decode", type, json: base, canonical: { unrelated: true }, expect: "accept" },
    ]);
    const r = cli(["conformance", "--vectors", f, "--json"]);
    const report = JSON.parse(r.stdout) as { results: Result[] };
    // Each bundled language whose toolchain is here (a language without one is listed as unavailable, not judged).
    const langs = JUDGED.filter((l) => runnerFor(l, join(PACKAGE_ROOT, "out")).unavailable() === null);
    for (const lang of langs) {
      const mine = Object.fromEntries(report.results.filter((x) => x.lang === lang).map((x) => [x.id, x]));
      expect(mine.strict, lang).toMatchObject({ ok: true });
      expect(mine.lenient, `${lang}: ${mine.lenient?.detail}`).toMatchObject({ ok: true });
      expect(mine["verdict-only"], lang).toMatchObject({ ok: true });
      expect(mine["output-compared"], lang).toMatchObject({ ok: false });
    }
    expect(r.status).toBe(3);
  }, 600_000);

  it("rejects a vector with an unknown mode or compare, naming file and index", () => {
    const f = vectorsFile([{ id: "a", kind: "decode", type: "v2.X", json: 1, expect: "accept", mode: "loose" }]);
    const r = cli(["conformance", "--vectors", f]);
    expect(r.stdout).toContain(`${f}#0 (a): "mode" must be strict or lenient`);
    expect(r.status).toBe(2);
  });
});
