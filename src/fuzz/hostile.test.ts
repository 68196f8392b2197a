import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { commandExists, type Lang } from "../conformance/langs.js";
import { indexModel, indexVersion, type VersionIndex } from "../model/index.js";
import type { Decl, VersionModel } from "../model/types.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { writeJson } from "../json.js";
import { ensurePythonEnv } from "../testing/python-env.js";
import { useRustTestEnv } from "../testing/rust-env.js";
import { errorPath, judge, namingOf, verdicts, type Verdict } from "./fuzz.js";
import { hostileCorpus, MAX_DEPTH, pathStep, recursiveCycle, scanDepth, type HostileInput } from "./hostile.js";

/**
 * The hostile corpus through TypeScript, Rust and Python: for every input one
 * verdict, no crash, the contract's verdict where it fixes one, the same bytes
 * for an accept, and for a reject an error `<version>.<Type>: at <path>: ...`
 * naming the same path in every language (the contract's path where it fixes one).
 */

const OUT = join(PACKAGE_ROOT, "out");

/** The path of the first container deeper than `limit`, found by walking the parsed value (the oracle for scanDepth). */
function firstTooDeep(v: unknown, limit: number, depth = 1, path = "$"): string | null {
  if (typeof v !== "object" || v === null) return null;
  if (depth > limit) return path;
  const entries: [string | number, unknown][] = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
  for (const [k, x] of entries) {
    const found = firstTooDeep(x, limit, depth + 1, pathStep(path, k));
    if (found) return found;
  }
  return null;
}

function depthOf(v: unknown): number {
  if (typeof v !== "object" || v === null) return 0;
  return 1 + Math.max(0, ...(Array.isArray(v) ? v : Object.values(v)).map(depthOf));
}

describe("scanDepth", () => {
  const values: unknown[] = [
    1,
    [],
    [[]],
    { a: [1, { b: [] }] },
    [{ "a b": [[2]] }, [[[]]]],
    { x: { y: { z: [[[[]]]] } } },
  ];
  it.each(values.map((v) => [writeJson(v), v]))(
    "%s: the depth and first too-deep path a recursive walk finds",
    (text, v) => {
      for (const limit of [0, 1, 2, 3])
        expect(scanDepth(text, limit)).toEqual({ depth: depthOf(v), tooDeep: firstTooDeep(v, limit) });
    },
  );
  it("finds the first container past the limit in a long nest, without recursion", () => {
    const n = 20_000;
    let v: unknown = [];
    for (let i = 1; i < 200; i++) v = i % 2 ? { "k y": v } : [v];
    expect(scanDepth(writeJson(v))).toEqual({ depth: depthOf(v), tooDeep: firstTooDeep(v, MAX_DEPTH) });
    expect(scanDepth(`${"[".repeat(n)}${"]".repeat(n)}`).depth).toBe(n);
  });
});

const loc = { file: "fixture.ts", line: 1, col: 1 };

describe("the corpus from a tiny spec with a recursive type", () => {
  // Tree { kids: Tree[]; _meta?: {[k: string]: unknown} }: a cycle through an array.
  const tree: Decl = {
    kind: "object",
    name: "Tree",
    version: "v1",
    doc: { text: "" },
    loc,
    open: false,
    fields: [
      {
        name: "kids",
        type: { kind: "array", items: { kind: "ref", name: "Tree", loc }, loc },
        optional: false,
        patch: false,
        doc: { text: "" },
        loc,
      },
      {
        name: "extra",
        type: { kind: "nullable", inner: { kind: "json-object", loc }, loc },
        optional: true,
        patch: false,
        doc: { text: "" },
        loc,
      },
    ],
  } as unknown as Decl;
  const ix = indexVersion({
    name: "v1",
    decls: [tree],
    methods: [],
    envelope: null,
    reducer: null,
  } as unknown as VersionModel);

  it("finds the cycle, and nests through it across the depth limit with the contract's verdict and path", () => {
    expect(recursiveCycle(ix)?.decl.name).toBe("Tree");
    const rec = hostileCorpus([ix], { heavy: false }).filter((x) => x.hostile.class === "recursive-depth");
    expect(rec.length).toBeGreaterThanOrEqual(3);
    for (const x of rec) {
      const value = JSON.parse(x.text!) as unknown;
      const deep = firstTooDeep(value, MAX_DEPTH);
      expect(x.hostile.expect).toBe(deep === null ? "accept" : "reject");
      expect(x.hostile.path ?? null).toBe(deep);
    }
    // Both sides of the limit are present.
    const depths = rec.map((x) => depthOf(JSON.parse(x.text!)));
    expect(depths.some((d) => d <= MAX_DEPTH && d > MAX_DEPTH - 3)).toBe(true);
    expect(depths.some((d) => d > MAX_DEPTH && d < MAX_DEPTH + 3)).toBe(true);
  });

  it("puts free-form cases in the free-form field, and none of the message class without an envelope", () => {
    const corpus = hostileCorpus([ix], { heavy: false });
    const classes = new Set(corpus.map((x) => x.hostile.class));
    for (const c of [
      "duplicate-keys",
      "lone-surrogate",
      "bad-utf8",
      "bom",
      "depth",
      "huge-number",
      "long-string",
      "many-keys",
      "serde-number-key",
    ])
      expect(classes).toContain(c);
    expect(classes).not.toContain("jsonrpc-error-null");
    for (const x of corpus.filter((c) => c.text !== undefined && c.hostile.class === "lone-surrogate"))
      expect(x.text).toMatch(/^\{"extra":|"kids"/);
  });
});

let versions: VersionIndex[];
let corpus: HostileInput[];
let results: Record<string, Verdict>[];
let baseResults: Map<string, Record<string, Verdict>>;
const langs: Lang[] = commandExists("cargo") ? ["ts", "rust", "python"] : ["ts", "python"];

beforeAll(async () => {
  process.env.ACP_CODEGEN_PYTHON = ensurePythonEnv();
  useRustTestEnv();
  versions = [...indexModel((await compile({ targets: [] })).model!).values()];
  // Every class, the member-keys one with the judged languages' own names (each host's keys at once, not each alone: fuzz runs send those).
  corpus = hostileCorpus(versions, { naming: namingOf(langs), eachKey: false });
  // Every base value once, as a value: the host must be accepted for a case to mean anything.
  const bases = new Map<string, { type: string; json: unknown }>();
  for (const x of corpus)
    if (x.hostile.base !== null)
      bases.set(`${x.type} ${writeJson(x.hostile.base)}`, { type: x.type, json: x.hostile.base });
  const baseInputs = [...bases.entries()].map(([, b]) => ({ ...b, mutation: "valid" }));
  const all = verdicts([...corpus, ...baseInputs], langs, OUT);
  results = all.slice(0, corpus.length);
  baseResults = new Map([...bases.keys()].map((k, i) => [k, all[corpus.length + i]!]));
}, 900_000);

describe("the hostile corpus of the bundled spec", () => {
  it("has every class the model offers a host for", () => {
    const classes = new Set(corpus.map((x) => x.hostile.class));
    for (const c of [
      "duplicate-keys",
      "lone-surrogate",
      "bad-utf8",
      "bom",
      "depth",
      "huge-number",
      "long-string",
      "many-keys",
      "serde-number-key",
    ])
      expect(classes).toContain(c);
    expect(classes.has("member-keys")).toBe(
      versions.some((ix) => ix.version.decls.some((d) => d.kind === "object" && d.open && !d.doc.unstable)),
    );
    expect(classes.has("jsonrpc-error-null")).toBe(versions.some((ix) => ix.version.envelope !== null));
    expect(classes.has("recursive-depth")).toBe(versions.some((ix) => recursiveCycle(ix) !== null));
    expect(new Set(corpus.map((x) => x.hostile.name)).size).toBe(corpus.length);
  });

  /** What is wrong with one case's results, in words (empty: it meets the contract). */
  function problems(x: HostileInput, v: Record<string, Verdict>): string[] {
    const out: string[] = [];
    const say = (l: string): string => (v[l]!.ok ? "accepts" : `rejects: ${v[l]!.error?.slice(0, 300)}`);
    for (const l of langs) if (v[l]!.crashed) out.push(`${l} crashed: ${v[l]!.error?.slice(0, 300)}`);
    if (out.length) return out;
    if (x.hostile.base !== null) {
      const b = baseResults.get(`${x.type} ${writeJson(x.hostile.base)}`)!;
      const notAccepted = langs.filter((l) => !b[l]!.ok);
      if (notAccepted.length)
        return [`the host value ${writeJson(x.hostile.base)} is not accepted by ${notAccepted.join(", ")}`];
    }
    const oks = new Set(langs.map((l) => v[l]!.ok));
    if (oks.size > 1) out.push(`verdicts differ: ${langs.map((l) => `${l} ${say(l)}`).join("; ")}`);
    if (x.hostile.expect !== null)
      for (const l of langs)
        if (v[l]!.ok !== (x.hostile.expect === "accept"))
          out.push(`${l} ${say(l)}, the contract says ${x.hostile.expect}`);
    if (oks.size === 1 && v[langs[0]!]!.ok) {
      // The same bytes, and the value read is the value written (a duplicate key: the last one).
      const f = judge(x, v);
      if (f) out.push(`${f.kind}: ${f.detail.slice(0, 400)}`);
    }
    const rejecting = langs.filter((l) => !v[l]!.ok);
    const paths = rejecting.map((l) => errorPath(v[l]!.error));
    rejecting.forEach((l, i) => {
      if (!v[l]!.error?.startsWith(`${x.type}: at `) || paths[i] === null)
        out.push(`${l}: not the form '${x.type}: at <path>: ...': ${v[l]!.error?.slice(0, 200)}`);
      else if (x.hostile.path !== undefined && paths[i] !== x.hostile.path)
        out.push(`${l}: path ${paths[i]!.slice(0, 120)}, the contract says ${x.hostile.path.slice(0, 120)}`);
      else if (
        x.hostile.message !== undefined &&
        !v[l]!.error.startsWith(`${x.type}: at ${paths[i]}: ${x.hostile.message}`)
      )
        out.push(
          `${l}: not the contract's words '${x.type}: at ${paths[i]}: ${x.hostile.message}': ${v[l]!.error.slice(0, 200)}`,
        );
    });
    if (new Set(paths).size > 1)
      out.push(`paths differ: ${rejecting.map((l, i) => `${l} ${paths[i]?.slice(0, 80) ?? "none"}`).join("; ")}`);
    return out;
  }

  it("every input: no crash, one verdict (the contract's), the same bytes, a located error with one path", () => {
    const failing = corpus.flatMap((x, i) => {
      const p = problems(x, results[i]!);
      return p.length ? [`${x.hostile.name} (${x.type}):\n  ${p.join("\n  ")}`] : [];
    });
    // Printed in full: the list of cases the bindings do not yet meet.
    if (failing.length) console.log(`${failing.length} of ${corpus.length} hostile cases fail:\n${failing.join("\n")}`);
    expect(failing).toEqual([]);
  });
});
