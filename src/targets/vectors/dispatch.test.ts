import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { indexModel, type VersionIndex } from "../../model/index.js";
import { messageGroups } from "../../model/methods.js";
import { compile, PACKAGE_ROOT } from "../../pipeline.js";
import { dispatchVectors, publishedNameVectors } from "./dispatch.js";

/**
 * The typed dispatch vectors (kind `method`), derived from the spec's method table: every group gets each outcome,
 * each expectation follows from the model (recomputed here from the method table, not from the deriver), and the
 * bindings of TypeScript, Python and Go pass them and fail them when they are turned around (Rust runs them with
 * every other vector in conformance.test.ts: its harness builds once per feature set).
 */
type MethodVector = {
  id: string;
  type: string;
  method: string;
  params?: unknown;
  result?: unknown;
  expect: string;
  unstable?: string[];
};

let versions: Map<string, VersionIndex>;
let vectors: MethodVector[];
let published: { id: string; type: string; expect: string }[];

beforeAll(async () => {
  const { model, diagnostics } = await compile({ targets: [] });
  if (!model) throw new Error(diagnostics.map((d) => d.message).join("\n"));
  versions = new Map([...indexModel(model)].map(([k, v]) => [k, v]));
  vectors = [...versions.values()].flatMap((ix) => dispatchVectors(ix)) as unknown as MethodVector[];
  published = [...versions.values()].flatMap((ix) => publishedNameVectors(ix)) as unknown as typeof published;
}, 120_000);

describe("dispatch vectors from the method table", () => {
  it("give every message group of every version an accepted payload, a bad one and an unknown method", () => {
    for (const ix of versions.values()) {
      for (const g of messageGroups(ix.version)) {
        const mine = vectors.filter((v) => v.type === `${ix.version.name}.${g.name}`);
        expect(new Set(mine.map((v) => v.expect)), `${ix.version.name}.${g.name}`).toEqual(
          new Set(["accept", "invalid-payload", "unknown-method"]),
        );
      }
    }
  });

  it("expect an unknown method exactly where the method is outside the group, its feature off, and no extension", () => {
    for (const v of vectors) {
      const [version, group] = v.type.split(".") as [string, string];
      const ix = versions.get(version)!;
      const g = messageGroups(ix.version).find((x) => x.name === group)!;
      const m = g.methods.find((x) => x.name === v.method);
      const prefix = g.sender === "both" ? undefined : ix.version.envelope?.extensionPrefix;
      const known = m !== undefined && (!m.doc.unstable || (v.unstable ?? []).includes(m.doc.unstable.feature));
      const extension = m === undefined && prefix !== undefined && v.method.startsWith(prefix);
      expect(v.expect === "unknown-method", v.id).toBe(!known && !extension);
    }
  });

  it("read a payload of the response groups' results and of the other groups' params", () => {
    for (const v of vectors) {
      const response =
        messageGroups(versions.get(v.type.split(".")[0]!)!.version).find(
          (g) => `${v.type.split(".")[0]}.${g.name}` === v.type,
        )!.role === "response";
      expect("result" in v, v.id).toBe(response);
      expect("params" in v, v.id).toBe(!response);
    }
  });
});

const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");
const FLIP: Record<string, string> = {
  accept: "invalid-payload",
  "invalid-payload": "unknown-method",
  "unknown-method": "accept",
};

function conformance(
  file: string,
  lang: string,
): {
  status: number;
  report: { passed: number; failed: number; results: { id: string; ok: boolean; detail: string }[] };
} {
  const r = spawnSync(process.execPath, [BIN, "conformance", "--vectors", file, "--lang", lang, "--json"], {
    cwd: PACKAGE_ROOT,
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  return { status: r.status ?? -1, report: JSON.parse(r.stdout) as never };
}

describe("published-name vectors", () => {
  it("name every published alias of the model: each @schemaName, each message group", () => {
    for (const ix of versions.values()) {
      const named = new Set(
        published.filter((v) => v.type.startsWith(`${ix.version.name}.`)).map((v) => v.type.split(".")[1]),
      );
      const groups = messageGroups(ix.version)
        .map((g) => g.name)
        .filter((n) => !ix.decls.has(n));
      const withExamples = groups.filter((n) => published.some((v) => v.type === `${ix.version.name}.${n}`));
      expect(withExamples.length, ix.version.name).toBeGreaterThan(0);
      for (const d of ix.version.decls)
        if (d.doc.schemaName && d.doc.examples.length) expect(named.has(d.doc.schemaName), d.doc.schemaName).toBe(true);
    }
  });
});

/** The four sets each language judges, in one file: each vector's id starts with its set's name. */
const SETS = ["published", "published-flipped", "dispatch", "dispatch-flipped"] as const;

describe.each(["ts", "python", "go"])("the %s bindings", (lang) => {
  // One run of the harness for the four sets: starting a harness (transpiling the TypeScript, importing the Python
  // package, building the Go module) is most of a run's time, and four runs started it four times.
  let run: ReturnType<typeof conformance> | undefined;
  const judged = (set: (typeof SETS)[number]): { id: string; ok: boolean; detail: string }[] => {
    if (run === undefined) {
      const dir = mkdtempSync(join(tmpdir(), "acp-dispatch-"));
      const file = join(dir, "vectors.json");
      const sets: Record<(typeof SETS)[number], object[]> = {
        published,
        "published-flipped": published.map((v) => ({
          ...v,
          expect: v.expect === "accept" ? "reject" : "accept",
          canonical: undefined,
        })),
        dispatch: vectors.map((v) => ({ kind: "method", ...v })),
        "dispatch-flipped": vectors.map((v) => ({ kind: "method", ...v, expect: FLIP[v.expect] })),
      };
      writeFileSync(
        file,
        JSON.stringify(
          SETS.flatMap((name) => sets[name].map((v) => ({ ...v, id: `${name}/${(v as { id: string }).id}` }))),
        ),
      );
      run = conformance(file, lang);
      // Failures (the flipped sets), and nothing left unjudged (a harness that could not run is exit 2).
      expect(run.status).toBe(3);
    }
    return run.report.results
      .filter((r) => r.id.startsWith(`${set}/`))
      .map((r) => ({ ...r, id: r.id.slice(set.length + 1) }));
  };

  it("resolve every published name, and fail the published-name vectors turned around", () => {
    const ok = judged("published");
    expect(ok.filter((r) => !r.ok).map((r) => `${r.id}: ${r.detail}`)).toEqual([]);
    expect(ok).toHaveLength(published.length);
    const bad = judged("published-flipped");
    expect(bad).toHaveLength(published.length);
    expect(bad.filter((r) => r.ok).map((r) => r.id)).toEqual([]);
  }, 600_000);

  it("pass every dispatch vector, and fail each one turned around", () => {
    const ok = judged("dispatch");
    expect(ok.filter((r) => !r.ok).map((r) => `${r.id}: ${r.detail}`)).toEqual([]);
    expect(ok).toHaveLength(vectors.length);
    const bad = judged("dispatch-flipped");
    expect(bad).toHaveLength(vectors.length);
    expect(bad.filter((r) => r.ok).map((r) => r.id)).toEqual([]);
  }, 600_000);
});
