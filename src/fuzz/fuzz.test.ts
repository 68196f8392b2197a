import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "../conformance/langs.js";
import { runnerFor } from "../conformance/runner.js";
import { judgedLanguages } from "../targets/registry.js";
import { indexModel, type VersionIndex } from "../model/index.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { ensurePythonEnv } from "../testing/python-env.js";
import { newAjv } from "../testing/ajv.js";
import { versionSchema } from "../targets/jsonschema/index.js";
import { describeFinding, errorPath, fuzz, judge, namingOf, verdicts } from "./fuzz.js";
import { DEFAULT_HOSTILE_SHARE, generateInputs, MUTATIONS, textOf } from "./generate.js";
import { HOSTILE_CLASSES, hostileCorpus, type HostileInput } from "./hostile.js";
import type { FuzzInput } from "./input.js";
import { readJson, writeJson } from "../json.js";
import { useRustTestEnv } from "../testing/rust-env.js";

/**
 * The differential fuzzer over the bundled spec's bindings in out/: a fixed
 * seed in every run (`npm run fuzz -- --count N` runs longer, with any seed).
 * The three languages must agree on every verdict and every byte, and what
 * they accept must come back unchanged.
 */

const OUT = join(PACKAGE_ROOT, "out");
const SEED = 20261123;
const COUNT = 3000;

let versions: VersionIndex[];

beforeAll(async () => {
  process.env.ACP_CODEGEN_PYTHON = ensurePythonEnv();
  useRustTestEnv();
  versions = [...indexModel((await compile({ targets: [] })).model!).values()];
}, 600_000);

describe("the fuzzer's inputs", () => {
  it("are the same for the same seed, and cover every mutation class", () => {
    const a = generateInputs(versions, 7, 400, { hostile: 0 });
    const b = generateInputs(versions, 7, 400, { hostile: 0 });
    expect(writeJson(a)).toBe(writeJson(b));
    expect(writeJson(generateInputs(versions, 8, 400, { hostile: 0 }))).not.toBe(writeJson(a));
    const seen = new Set(generateInputs(versions, 7, 4000, { hostile: 0 }).map((x) => x.mutation));
    for (const m of ["valid", ...MUTATIONS]) expect(seen, m).toContain(m);
  });

  it("the default mix draws its share from the hostile corpus, classes in turn and every entry of a class before any again; hostile 0 draws none", () => {
    const corpus = hostileCorpus(versions, { heavy: false });
    const count = 4000;
    const mixed = generateInputs(versions, 7, count, { corpus });
    const drawn = mixed.filter((x) => x.mutation.startsWith("hostile:"));
    expect(drawn.length).toBeGreaterThan(count * DEFAULT_HOSTILE_SHARE * 0.7);
    expect(drawn.length).toBeLessThan(count * DEFAULT_HOSTILE_SHARE * 1.3);
    // Drawn in turn: each class's first draws are that many different entries of it.
    for (const cls of new Set(corpus.map((x) => x.hostile.class))) {
      const mine = drawn.filter((x) => x.mutation === `hostile:${cls}`);
      const size = corpus.filter((x) => x.hostile.class === cls).length;
      expect(new Set(mine.slice(0, size)).size, cls).toBe(Math.min(size, mine.length));
    }
    expect(new Set(drawn.map((x) => x.mutation.slice("hostile:".length)))).toEqual(
      new Set(corpus.map((x) => x.hostile.class)),
    );
    expect(
      generateInputs(versions, 7, count, { corpus, hostile: 0 }).some((x) => x.mutation.startsWith("hostile:")),
    ).toBe(false);
    // Without hostile inputs the stream is the one the seed always gave.
    expect(writeJson(generateInputs(versions, 7, 400, { hostile: 0 }))).toBe(
      writeJson(generateInputs(versions, 7, 400, { corpus: [], hostile: 0.5 })),
    );
  });

  it("draw each costly entry of the corpus once (heavyOnce, the default), and otherwise as with repeats; a class of costly entries only runs dry into model inputs", () => {
    const corpus = hostileCorpus(versions);
    const costly = (xs: readonly FuzzInput[]): string[] =>
      xs.flatMap((x) => ((x as HostileInput).hostile?.heavy ? [(x as HostileInput).hostile.name] : []));
    // The entries marked costly are the ones the corpus leaves out without its heavy inputs.
    const light = new Set(hostileCorpus(versions, { heavy: false }).map((x) => x.hostile.name));
    const heavy = costly(corpus);
    expect(heavy.length).toBeGreaterThan(0);
    expect(heavy.sort()).toEqual(corpus.flatMap((x) => (light.has(x.hostile.name) ? [] : [x.hostile.name])).sort());
    const count = 600;
    const every = costly(generateInputs(versions, 3535, count, { corpus, hostile: 0.5, heavyOnce: false }));
    const once = costly(generateInputs(versions, 3535, count, { corpus, hostile: 0.5 }));
    expect(every.length, "with repeats a costly entry comes again").toBeGreaterThan(new Set(every).size);
    expect(once.length, "each costly entry at most once").toBe(new Set(once).size);
    // 300 draws pass every class more often than it has entries: each costly entry is drawn.
    expect(once.sort()).toEqual(heavy);
    // A corpus without costly entries: the same stream either way.
    const cheap = corpus.filter((x) => !x.hostile.heavy);
    expect(writeJson(generateInputs(versions, 3535, count, { corpus: cheap, hostile: 0.5 }))).toBe(
      writeJson(generateInputs(versions, 3535, count, { corpus: cheap, hostile: 0.5, heavyOnce: false })),
    );
    // Nothing but costly entries, and every turn a hostile one: each entry once, then model inputs in their turns.
    const only = corpus.filter((x) => x.hostile.heavy && x.hostile.class === "many-keys");
    expect(only.length).toBeGreaterThan(0);
    const dry = generateInputs(versions, 1, 40, { corpus: only, hostile: 1 });
    expect(dry.length).toBe(40);
    expect(costly(dry.slice(0, only.length)).sort()).toEqual(costly(only).sort());
    expect(dry.slice(only.length).filter((x) => x.mutation.startsWith("hostile:"))).toEqual([]);
  });

  it("counts the hostile inputs and their findings per class in the report", () => {
    const report = fuzz({ versions, seed: 3, count: 200, langs: ["ts"], out: OUT, hostile: 0.2, shrinkLimit: 0 });
    // Drawn as the fuzzer draws them: the member-keys class takes its keys from the judged languages' naming.
    const drawn = generateInputs(versions, 3, 200, { hostile: 0.2, naming: namingOf(["ts"]) }).filter((x) =>
      x.mutation.startsWith("hostile:"),
    );
    const want: Record<string, number> = {};
    for (const x of drawn)
      want[x.mutation.slice("hostile:".length)] = (want[x.mutation.slice("hostile:".length)] ?? 0) + 1;
    expect(Object.fromEntries(Object.entries(report.byHostile).map(([k, v]) => [k, v.inputs]))).toEqual(want);
    for (const k of Object.keys(report.byHostile)) expect(HOSTILE_CLASSES).toContain(k);
    // What the language was judged with, as its runner says (null: it does not say).
    expect(Object.keys(report.judgedWith)).toEqual(["ts"]);
    const said = report.judgedWith.ts;
    expect(said === null || (typeof said === "object" && ("toolchain" in said || "error" in said))).toBe(true);
  }, 300_000);

  it("a disagreement is found and named (the judge can fail)", () => {
    const input = { type: "v2.Meta", json: { a: 1 }, mutation: "valid" };
    expect(judge(input, { ts: { ok: true, compact: '{"a":1}' }, rust: { ok: false, error: "no" } })?.kind).toBe(
      "verdict",
    );
    expect(judge(input, { ts: { ok: true, compact: '{"a":1}' }, rust: { ok: true, compact: '{"a":1.0}' } })?.kind).toBe(
      "bytes",
    );
    expect(judge(input, { ts: { ok: true, compact: '{"a":2}' }, rust: { ok: true, compact: '{"a":2}' } })?.kind).toBe(
      "changed",
    );
    expect(judge(input, { ts: { ok: true, compact: '{"a":1}' }, rust: { ok: true, compact: '{"a":1}' } })).toBeNull();
    expect(
      judge(input, { ts: { ok: false, error: "x" }, rust: { ok: false, crashed: true, error: "RecursionError" } })
        ?.kind,
    ).toBe("crash");
  });

  it("with paths on, rejects that name different JSON paths (or none in the contract's form) are a finding", () => {
    const input = { type: "v2.Meta", json: { a: 1 }, mutation: "valid" };
    const at = (p: string): { ok: false; error: string } => ({ ok: false, error: `v2.Meta: at ${p}: bad` });
    expect(judge(input, { ts: at("$.a"), rust: at("$.b") })).toBeNull();
    expect(judge(input, { ts: at("$.a"), rust: at("$.b") }, { paths: true })?.kind).toBe("path");
    expect(judge(input, { ts: at('$["a b"][0]'), rust: at('$["a b"][0]') }, { paths: true })).toBeNull();
    expect(
      judge(input, { ts: at("$.a"), rust: { ok: false, error: "1 validation error" } }, { paths: true })?.detail,
    ).toContain("rust: no path");
    expect(errorPath('v2.X: at $._meta["a: b"][2].c: expected a string')).toBe('$._meta["a: b"][2].c');
    expect(errorPath("at _meta: invalid type")).toBeNull();
  });
});

/** Every bundled language whose toolchain is here (asked after beforeAll has made the Python environment). */
const available = (): Lang[] =>
  judgedLanguages()
    .filter((l) => runnerFor(l.name, OUT).unavailable() === null)
    .map((l) => l.name);

describe("differential fuzzing of every bundled language", () => {
  it(`seed ${SEED}: ${COUNT} inputs, hostile ones among them, one verdict, one byte stream and one error path`, () => {
    const langs = available();
    expect(langs.length).toBeGreaterThan(1);
    // hostile.test.ts judges the corpus against the contract; here its entries are drawn among the mutations.
    const report = fuzz({
      versions,
      seed: SEED,
      count: COUNT,
      langs,
      out: OUT,
      shrinkLimit: 3,
      hostile: DEFAULT_HOSTILE_SHARE,
      paths: true,
    });
    expect(Object.values(report.byHostile).reduce((n, c) => n + c.inputs, 0)).toBeGreaterThan(0);
    expect(report.count).toBe(COUNT);
    // Both verdicts occur, so the inputs reach past the first check of each type.
    expect(report.accepted).toBeGreaterThan(COUNT / 10);
    expect(report.rejected).toBeGreaterThan(COUNT / 10);
    expect(report.findings.map((f) => describeFinding(f, SEED))).toEqual([]);
  }, 900_000);
});

/** The value of JSON text whose numbers are all finite, or undefined. */
function readableValue(text: string): unknown {
  let value: unknown;
  try {
    value = readJson(text);
  } catch {
    return undefined;
  }
  const finite = (v: unknown): boolean =>
    typeof v === "number"
      ? Number.isFinite(v)
      : Array.isArray(v)
        ? v.every(finite)
        : typeof v === "object" && v !== null
          ? Object.values(v).every(finite)
          : true;
  // An exact integer that is a double's spelling (123456789012345680000) is that double to a
  // JSON Schema validator, as to the bindings; any other stays a bigint, which no number schema takes.
  const asDoubles = (v: unknown): unknown => {
    if (typeof v === "bigint") return String(Number(v)) === String(v) ? Number(v) : v;
    if (Array.isArray(v)) return v.map(asDoubles);
    if (typeof v === "object" && v !== null) {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v))
        Object.defineProperty(out, k, { value: asDoubles(x), enumerable: true, writable: true, configurable: true });
      return out;
    }
    return v;
  };
  return finite(value) ? asDoubles(value) : undefined;
}

describe("the JSON Schema against the bindings, on the fuzzer's inputs", () => {
  it(`seed ${SEED}: ajv gives the bindings' verdict on every input of a stable type`, () => {
    const ajv = newAjv();
    for (const ix of versions) ajv.addSchema(versionSchema(ix, "stable") as object, `${ix.version.name}.json`);
    // No hostile inputs: a schema has no word on duplicate keys, lone surrogates or nesting depth.
    const inputs = generateInputs(versions, SEED, COUNT, { hostile: 0 });
    const bindings = verdicts(inputs, ["ts"], OUT);
    let compared = 0;
    const differ: string[] = [];
    inputs.forEach((x, i) => {
      const [version, name] = x.type.split(".") as [string, string];
      // A type of an unstable feature is not in the stable schema (the bindings reject it).
      const validate = ajv.getSchema(`${version}.json#/$defs/${name}`);
      if (!validate) return;
      // A re-spelled input is judged by the value its text reads as. Text that holds no
      // JSON value (a number a double cannot hold, 1e400) never reaches a schema validator.
      const text = textOf(x);
      const value = text === undefined ? x.json : readableValue(text);
      if (value === undefined) return;
      compared++;
      const schema = validate(value) as boolean;
      if (schema !== bindings[i]!.ts!.ok)
        differ.push(`${x.type} ${text ?? writeJson(x.json)}: schema ${schema ? "accepts" : "rejects"}`);
    });
    expect(compared).toBeGreaterThan(COUNT / 2);
    // Known exceptions: none. (The bindings and the schema agree on integer ranges through the formats above.)
    expect(differ).toEqual([]);
  }, 300_000);
});
