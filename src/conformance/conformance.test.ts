import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sharedPath } from "../testing/shared.js";
import { PACKAGE_ROOT } from "../pipeline.js";
import { rustTestEnv } from "../testing/rust-env.js";
import { jsonDiff } from "./json-equal.js";
import { failByteDivergence, jsonMatch, judgeApply, judgeConvert, judgeDecode, type Result } from "./run.js";
import { applyGitPatch } from "./git-patch-apply.js";
import type { ApplyVector, ConvertVector } from "./vectors.js";
import type { DecodeVector } from "./vectors.js";

const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");
const SHARED_VECTORS = sharedPath("conformance", "vectors");

function cli(args: string[]): { status: number; stdout: string } {
  // The Rust harness builds where, and as, every test builds the crate in out/ (one build per feature set).
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: PACKAGE_ROOT, encoding: "utf8", env: { ...process.env, ...rustTestEnv() } });
  return { status: r.status ?? -1, stdout: r.stdout + r.stderr };
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
  const accept: DecodeVector = { id: "a", kind: "decode", origin: "t#0", raw: {}, unstable: [], type: "v2.X", json: { a: 1 }, expect: "accept" };
  const reject: DecodeVector = { ...accept, id: "r", expect: "reject" };
  const cases: [string, DecodeVector, object | undefined, boolean][] = [
    ["accepted and round-tripped", accept, { id: "a", ok: true, value: { a: 1 } }, true],
    ["accepted but serialized differently", accept, { id: "a", ok: true, value: { a: 2 } }, false],
    ["accept expected, rejected", accept, { id: "a", ok: false, error: "e" }, false],
    ["canonical wins over json", { ...accept, canonical: { a: 2 } }, { id: "a", ok: true, value: { a: 2 } }, true],
    ["reject expected, rejected", reject, { id: "r", ok: false, error: "e" }, true],
    ["reject expected, accepted", reject, { id: "r", ok: true, value: {} }, false],
    ["reject expected, but the bindings crashed", reject, { id: "r", ok: false, crashed: true, error: "TypeError" }, false],
    ["no result", accept, undefined, false],
    ["type missing from the bindings", reject, { id: "r", ok: false, unsupported: true, error: "no type" }, false],
  ];
  it.each(cases)("%s", (_l, v, o, ok) => expect(judgeDecode(v, o as never).ok).toBe(ok));
});

describe("judgeApply and judgeConvert", () => {
  const apply: ApplyVector = { id: "a", kind: "apply", origin: "t#0", raw: {}, unstable: [], version: "v2", updates: [], expect: { messages: [{ messageId: "m", role: "agent", content: [] }] } };
  const refuse: ApplyVector = { ...apply, expect: { error: true } };
  const convert: ConvertVector = { id: "c", kind: "convert", origin: "t#1", raw: {}, unstable: [], from: "v2", to: "v1", type: "v2.SessionUpdate", inputs: [1, 2], expect: [{ outputs: [{ a: 1 }] }, { error: true }] };
  const cases: [string, () => boolean][] = [
    ["apply: same messages", () => judgeApply(apply, { id: "a", ok: true, messages: [{ messageId: "m", role: "agent", content: [] }] }).ok],
    ["apply: _meta present on one side only", () => !judgeApply(apply, { id: "a", ok: true, messages: [{ messageId: "m", role: "agent", content: [], _meta: {} }] }).ok],
    ["apply: refusal expected and given", () => judgeApply(refuse, { id: "a", ok: false, error: "x" }).ok],
    ["apply: refusal expected, applied", () => !judgeApply(refuse, { id: "a", ok: true, messages: [] }).ok],
    ["convert: outputs and error as expected", () => judgeConvert(convert, { id: "c", ok: true, results: [{ outputs: [{ a: 1 }] }, { error: "e" }] }).ok],
    ["convert: an error converted silently", () => !judgeConvert(convert, { id: "c", ok: true, results: [{ outputs: [{ a: 1 }] }, { outputs: [] }] }).ok],
    ["convert: a dropped output", () => !judgeConvert(convert, { id: "c", ok: true, results: [{ outputs: [] }, { error: "e" }] }).ok],
    ["convert: a missing result", () => !judgeConvert(convert, { id: "c", ok: true, results: [{ outputs: [{ a: 1 }] }] }).ok],
  ];
  it.each(cases)("%s", (_l, f) => expect(f()).toBe(true));
});

describe("$gitPatchOf matching", () => {
  const want = { $gitPatchOf: { path: "/p/a.txt", old: "a\nb\n", new: "a\nc\n" } };
  it.each([
    ["a patch that makes NEW", "diff --git a/p/a.txt b/p/a.txt\n--- a/p/a.txt\n+++ b/p/a.txt\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n", true],
    ["a patch that makes something else", "diff --git a/p/a.txt b/p/a.txt\n--- a/p/a.txt\n+++ b/p/a.txt\n@@ -1,2 +1,2 @@\n a\n-b\n+d\n", false],
    ["a patch for another file", "diff --git a/p/z.txt b/p/z.txt\n--- a/p/z.txt\n+++ b/p/z.txt\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n", false],
    ["a patch whose context does not match", "diff --git a/p/a.txt b/p/a.txt\n--- a/p/a.txt\n+++ b/p/a.txt\n@@ -1,2 +1,2 @@\n x\n-b\n+c\n", false],
    ["not text", 42, false],
  ] as const)("%s", (_l, got, ok) => expect(jsonMatch(got, want) === null).toBe(ok));

  it("handles a missing final newline on either side", () => {
    const patch = "diff --git a/f b/f\n--- a/f\n+++ b/f\n@@ -1 +1 @@\n-x\n\\ No newline at end of file\n+x\n";
    expect(applyGitPatch("x", patch, "/f")).toBe("x\n");
  });
});

describe("byte compatibility", () => {
  const mk = (): Result[] => ["ts", "rust", "python"].map((lang) => ({ id: "v", lang: lang as Result["lang"], ok: true, detail: "" }));
  it("fails the language whose bytes differ from the others", () => {
    const results = mk();
    failByteDivergence(results, new Map([["v", [{ lang: "ts", text: "{\"a\":1}" }, { lang: "rust", text: "{\"a\":1.0}" }, { lang: "python", text: "{\"a\":1}" }]]]));
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
    expect(results[1]!.detail).toContain("serialized bytes differ from ts, python");
  });
  it("passes identical bytes", () => {
    const results = mk();
    failByteDivergence(results, new Map([["v", [{ lang: "ts", text: "{}" }, { lang: "rust", text: "{}" }, { lang: "python", text: "{}" }]]]));
    expect(results.every((r) => r.ok)).toBe(true);
  });
});

describe("acp-codegen conformance", () => {
  it("passes every vector of ../shared/conformance/vectors and out/vectors, of every kind, in ts, rust and python", () => {
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
    const perLang = report.results.filter((x) => x.lang === "ts").length;
    expect(perLang).toBeGreaterThan(300);
    for (const lang of ["rust", "python"]) expect(report.results.filter((x) => x.lang === lang)).toHaveLength(perLang);
    expect(report.passed).toBe(3 * perLang);
    expect(r.status).toBe(0);
  }, 600_000);

  it("exits 0 when every vector is judged and passes; ends with the 'N passed, N failed' line", () => {
    const f = vectorsFile([
      { id: "ok-1", kind: "decode", type: "v2.ReplayFrom", json: { type: "start" }, expect: "accept" },
      { id: "ok-2", kind: "decode", type: "v1.SessionUpdate", json: { sessionUpdate: "nope" }, expect: "reject", "x-note": "ignored" },
    ]);
    const r = cli(["conformance", "--vectors", f, "--lang", "ts"]);
    expect(r.stdout).toBe("2 passed, 0 failed\n");
    expect(r.status).toBe(0);
  }, 60_000);

  it("exits 1 and names the vector, language and difference on a failure", () => {
    const f = vectorsFile({ vectors: [{ id: "wrong", kind: "decode", type: "v2.SessionUpdate", json: { sessionUpdate: "agent_message_chunk", content: { type: "text", text: "A" } }, expect: "accept" }] });
    const r = cli(["conformance", "--vectors", f, "--lang", "ts"]);
    expect(r.stdout).toContain("FAIL wrong [ts]: rejected, but the vector expects accept: v2.SessionUpdate: at $.messageId: required field is missing");
    expect(r.stdout).toMatch(/0 passed, 1 failed\n$/);
    expect(r.status).toBe(1);
  }, 60_000);

  it("exits 2 with a message naming file and index for a malformed vector", () => {
    const f = vectorsFile([{ id: "a", kind: "decode", type: "v2.X", json: 1, expect: "accept" }, { kind: "decode" }]);
    const r = cli(["conformance", "--vectors", f]);
    expect(r.stdout).toContain(`${f}#1: "id" must be a non-empty string`);
    expect(r.status).toBe(2);
  });

  it("reports a language whose bindings are not generated as unsupported (exit 2), not as failed", () => {
    const f = vectorsFile([{ id: "a", kind: "decode", type: "v2.ReplayFrom", json: { type: "start" }, expect: "accept" }]);
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
    const code = await runConformance({ vectors: [file], langs: ["ts"], out: join(dir, "nowhere"), json: true, stdout: (s) => void (printed += s) });
    expect(code).toBe(2);
    const parsed = JSON.parse(printed) as { error: string; exitCode: number };
    expect(parsed.exitCode).toBe(2);
    expect(parsed.error).toMatch(/not valid JSON/);
  });
});
