import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defineLanguage, type ConformanceRunner, type JudgedWith } from "../plugin/index.js";
import type { DecodeOutcome, DecodeTask, Task } from "./langs.js";
import { describeJudgedWith, runConformance } from "./run.js";

/**
 * The conformance report says what each language was judged with: the answer of
 * its runner's `judgedWith()`, "not reported" when it has none, and the reason
 * when the language cannot be judged. Fake plugins stand for the languages.
 */

/** Two vectors: one the fake harness passes, one it fails (it accepts everything). */
function vectorsFile(): string {
  const f = join(mkdtempSync(join(tmpdir(), "acp-judged-with-")), "v.json");
  writeFileSync(
    f,
    JSON.stringify([
      { id: "passes", kind: "decode", type: "v2.X", json: { a: 1 }, expect: "accept" },
      { id: "fails", kind: "decode", type: "v2.X", json: { a: 2 }, expect: "reject" },
    ]),
  );
  return f;
}

/** What the fake runners were asked, in order. */
type Calls = string[];

/** A harness that accepts every decode task and writes its json back. */
function echo(calls: Calls, name: string): Pick<ConformanceRunner, "run" | "decode"> {
  const run = (tasks: readonly Task[]): DecodeOutcome[] => {
    calls.push(`${name}.run`);
    return tasks.map((t) => ({
      id: t.id,
      ok: true,
      value: (t as DecodeTask).json,
      compact: JSON.stringify((t as DecodeTask).json),
    }));
  };
  return { run, decode: run };
}

function plugin(name: string, runner: (calls: Calls) => ConformanceRunner, calls: Calls) {
  return defineLanguage({
    name,
    displayName: name,
    description: "a fake language",
    options: {},
    generate: () => [],
    conformance: () => runner(calls),
  });
}

const PYTHONISH: JudgedWith = {
  toolchain: "Fakelang 3.11.7",
  packages: [
    { name: "fakelib", version: "2.14.3", range: ">=2.11,<3" },
    { name: "fakelib-core", version: "2.41.5" },
  ],
};

/** A runner written as a class: its methods live on the prototype (a spread of it would lose them). */
class ClassRunner implements ConformanceRunner {
  readonly kinds = ["decode"];
  constructor(private readonly calls: Calls) {}
  unavailable(): string | null {
    this.calls.push("klass.unavailable");
    return null;
  }
  judgedWith(): JudgedWith {
    this.calls.push("klass.judgedWith");
    return { toolchain: "Klass 1.0", packages: [] };
  }
  run(tasks: readonly Task[]): DecodeOutcome[] {
    return echo(this.calls, "klass").run(tasks);
  }
  decode(tasks: readonly DecodeTask[]): DecodeOutcome[] {
    return this.run(tasks);
  }
}

async function report(langs: string[], json: boolean, calls: Calls) {
  const languages = [
    plugin(
      "says",
      (c) => ({
        kinds: ["decode"],
        unavailable: () => (c.push("says.unavailable"), null),
        judgedWith: () => (c.push("says.judgedWith"), PYTHONISH),
        ...echo(c, "says"),
      }),
      calls,
    ),
    plugin("silent", (c) => ({ kinds: ["decode"], unavailable: () => null, ...echo(c, "silent") }), calls),
    plugin(
      "outside",
      (c) => ({
        kinds: ["decode"],
        unavailable: () => "fakelib 2.10.0 is outside the range the package declares (>=2.11,<3)",
        judgedWith: () => (c.push("outside.judgedWith"), PYTHONISH),
        ...echo(c, "outside"),
      }),
      calls,
    ),
    plugin(
      "throws",
      (c) => ({
        kinds: ["decode"],
        unavailable: () => null,
        judgedWith: () => {
          throw new Error("cannot read the version");
        },
        ...echo(c, "throws"),
      }),
      calls,
    ),
    plugin(
      "garbled",
      (c) => ({
        kinds: ["decode"],
        unavailable: () => null,
        judgedWith: () => ({ toolchain: 3 }) as unknown as JudgedWith,
        ...echo(c, "garbled"),
      }),
      calls,
    ),
    plugin("klass", (c) => new ClassRunner(c), calls),
  ];
  let out = "";
  const code = await runConformance({
    vectors: [vectorsFile()],
    langs,
    out: mkdtempSync(join(tmpdir(), "acp-out-")),
    json,
    stdout: (s) => void (out += s),
    languages,
  });
  return { code, out };
}

describe("conformance says what each language was judged with", () => {
  it("in text: one line per language before the failures, the count line last", async () => {
    const calls: Calls = [];
    const { code, out } = await report(["says", "silent", "klass"], false, calls);
    const lines = out.split("\n").slice(0, -1);
    expect(lines.slice(0, 3)).toEqual([
      "says: judged with Fakelang 3.11.7; fakelib 2.14.3 (declared >=2.11,<3), fakelib-core 2.41.5",
      "silent: judged with: not reported (its conformance runner does not say)",
      "klass: judged with Klass 1.0",
    ]);
    // Then each language's failure of the reject vector, and the count.
    expect(lines.slice(3, -1).every((l) => l.startsWith("FAIL fails ["))).toBe(true);
    expect(lines.slice(3, -1)).toHaveLength(3);
    expect(lines.at(-1)).toBe("3 passed, 3 failed");
    expect(code).toBe(3);
    // Asked once, after `unavailable`, before the harness runs.
    expect(calls.filter((c) => c.startsWith("says."))).toEqual(["says.unavailable", "says.judgedWith", "says.run"]);
    expect(calls.filter((c) => c.startsWith("klass."))).toEqual(["klass.unavailable", "klass.judgedWith", "klass.run"]);
  });

  it("in --json: a judgedWith object keyed by language (null: not reported)", async () => {
    const { code, out } = await report(["says", "silent"], true, []);
    const parsed = JSON.parse(out) as { judgedWith: Record<string, unknown>; passed: number; failed: number };
    expect(parsed.judgedWith).toEqual({ says: PYTHONISH, silent: null });
    expect([parsed.passed, parsed.failed]).toEqual([2, 2]);
    expect(code).toBe(3);
  });

  it("a language that cannot be judged: the reason, plainly, in text and JSON; nothing run, nothing asked; exit 2", async () => {
    const reason = "fakelib 2.10.0 is outside the range the package declares (>=2.11,<3)";
    const calls: Calls = [];
    const text = await report(["says", "outside"], false, calls);
    expect(text.out).toContain(`outside: not judged: ${reason}\n`);
    expect(text.out).toContain(`unsupported: 2 decode vectors for outside: ${reason}\n`);
    expect(text.out).not.toMatch(/FAIL \w+ \[outside\]/);
    expect(text.out).toMatch(/\n1 passed, 1 failed\n$/);
    expect(text.code).toBe(2);
    expect(calls.some((c) => c.startsWith("outside."))).toBe(false);
    const json = await report(["outside"], true, []);
    const parsed = JSON.parse(json.out) as {
      judgedWith: Record<string, unknown>;
      unsupported: { lang: string; reason: string }[];
      results: unknown[];
    };
    expect(parsed.judgedWith).toEqual({ outside: { unavailable: reason } });
    expect(parsed.unsupported).toEqual([{ lang: "outside", kind: "decode", count: 2, reason }]);
    expect(parsed.results).toEqual([]);
    expect(json.code).toBe(2);
  });

  it("a runner that fails to say, or says something malformed: the report says so, and the vectors are still judged", async () => {
    const text = await report(["throws", "garbled"], false, []);
    expect(text.out).toContain("throws: judged with: not known (its runner failed to say: cannot read the version)\n");
    expect(text.out).toMatch(
      /^garbled: judged with: not known \(its runner failed to say: judgedWith\(\) returned \{"toolchain":3\}, not /m,
    );
    expect(text.out).toMatch(/\n2 passed, 2 failed\n$/);
    const json = await report(["throws"], true, []);
    const parsed = JSON.parse(json.out) as { judgedWith: Record<string, unknown>; errors: string[] };
    expect(parsed.judgedWith).toEqual({ throws: { error: "cannot read the version" } });
    expect(parsed.errors).toEqual(["throws: what it judges with is not known: cannot read the version"]);
  });

  it("describeJudgedWith: a toolchain alone, and packages with and without a declared range", () => {
    expect(describeJudgedWith("x", { toolchain: "X 1", packages: [] })).toBe("x: judged with X 1");
    expect(
      describeJudgedWith("x", {
        toolchain: "X 1",
        packages: [
          { name: "a", version: "1.0", range: "^1" },
          { name: "b", version: "2" },
        ],
      }),
    ).toBe("x: judged with X 1; a 1.0 (declared ^1), b 2");
  });
});
