import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { jsonDiff } from "./json-equal.js";
import { judgeDecode } from "./run.js";
import type { DecodeVector } from "./vectors.js";

const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");
const SHARED_VECTORS = join(PACKAGE_ROOT, "..", "shared", "conformance", "vectors");

function cli(args: string[]): { status: number; stdout: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: PACKAGE_ROOT, encoding: "utf8" });
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
  const accept: DecodeVector = { id: "a", kind: "decode", origin: "t#0", raw: {}, type: "v2.X", json: { a: 1 }, expect: "accept" };
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

describe("acp-codegen conformance", () => {
  it("passes every decode vector of ../shared/conformance/vectors in ts, rust and python, and exits 2 only for kinds not yet generated", () => {
    const r = cli(["conformance", "--vectors", SHARED_VECTORS, "--json"]);
    const report = JSON.parse(r.stdout) as {
      passed: number;
      failed: number;
      results: { id: string; lang: string; ok: boolean; detail: string }[];
      unsupported: { kind: string; lang: string }[];
    };
    expect(report.failed).toBe(0);
    expect(report.results.filter((x) => !x.ok)).toEqual([]);
    expect(report.passed).toBe(45);
    for (const lang of ["ts", "rust", "python"]) expect(report.results.filter((x) => x.lang === lang && x.ok)).toHaveLength(15);
    expect([...new Set(report.unsupported.map((u) => u.kind))].sort()).toEqual(["apply", "convert"]);
    expect(r.status).toBe(2);
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
