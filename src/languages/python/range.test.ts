import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type DecodeOutcome, type DecodeTask, runIsolated, spawnHarness, type Task } from "../../conformance/langs.js";
import { judge, taskOf } from "../../conformance/run.js";
import { runnerFor } from "../../conformance/runner.js";
import { loadVectors, type Vector } from "../../conformance/vectors.js";
import { declValue, generateInputs, Rng, textOf } from "../../fuzz/generate.js";
import { indexModel, type VersionIndex } from "../../model/index.js";
import { compile, PACKAGE_ROOT } from "../../pipeline.js";
import { generateToTemp } from "../../testing/generated.js";
import { ensurePythonEnv, ensureRangeEnv } from "../../testing/python-env.js";
import { declaredRange, satisfies } from "./conformance.js";
import { PYDANTIC_RANGE, PYTHON_RANGE_ENDS } from "./plugin.js";

/**
 * The generated Python package on every pydantic its declared range admits: the lowest, the
 * newest, and the versions inside it that `range-ends.json` names (each in its own virtualenv,
 * pinned exactly). With each: unknown keys spelled as the models' own attribute names are kept,
 * the conformance vectors pass, and a seeded fuzz sample gives the verdicts and bytes the pinned
 * pydantic gives, with the harness reading every task by the fast path and the full way.
 * The full suite runs on the pinned version only (python.test.ts).
 *
 * Each end's three readings (the attribute names, the vectors, the fuzz sample) are one harness process
 * (`endRun`): importing the package and building the schemas of the models a task uses is most of a process's CPU,
 * and three processes per end paid it three times.
 */

let out: string;
let pinned: string;
let versions: VersionIndex[];
const pythons = new Map<string, string>();

beforeAll(async () => {
  pinned = ensurePythonEnv();
  for (const end of PYTHON_RANGE_ENDS) pythons.set(end.name, ensureRangeEnv(end.name));
  ({ dir: out } = await generateToTemp({ targets: ["python"] }));
  versions = [...indexModel((await compile({ targets: [] })).model!).values()];
}, 900_000);

/** Decode outcomes of the harness run with one Python. */
function decodeWith(python: string, tasks: readonly DecodeTask[]): Map<string, DecodeOutcome> {
  const before = process.env.ACP_CODEGEN_PYTHON;
  process.env.ACP_CODEGEN_PYTHON = python;
  try {
    const runner = runnerFor("python", out);
    expect(runner.unavailable()).toBeNull();
    return new Map(runner.decode(tasks).map((o) => [o.id, o]));
  } finally {
    if (before === undefined) delete process.env.ACP_CODEGEN_PYTHON;
    else process.env.ACP_CODEGEN_PYTHON = before;
  }
}

/**
 * The fuzz sample every range end reads (a fixed seed; the hostile corpus's costly entries once each) and the pinned
 * pydantic's outcomes of it, which each end's are compared with: made and read by the pinned Python once in the file,
 * not once per end.
 */
let sample: { tasks: DecodeTask[]; pinned: Map<string, DecodeOutcome> } | undefined;
function fuzzSample(): { tasks: DecodeTask[]; pinned: Map<string, DecodeOutcome> } {
  if (sample) return sample;
  const tasks: DecodeTask[] = generateInputs(versions, 3535, 1200).map((x, i) => {
    const text = textOf(x);
    return {
      id: `fuzz-${i}`,
      type: x.type,
      json: x.json,
      ...(text !== undefined && { text }),
      ...(x.bytes !== undefined && { bytes: x.bytes }),
    };
  });
  sample = { tasks, pinned: decodeWith(pinned, tasks) };
  return sample;
}

/**
 * The attribute-name test's two readings, as Python functions the range end's harness process runs (`END_HARNESS`):
 * `read_texts` reads each text with parse_json, the full way and the fast path, and returns what each wrote;
 * `attribute_keys` takes, for each object type, a valid value of it with, as unknown keys, each attribute name of its
 * model that is not one of its wire names (`message_id` beside `messageId`), reads it by `parse_json` (its fast path
 * where it takes the text), by the fast path alone and by the full way, and returns what each kept of the added keys
 * and any difference between the readings.
 */
const ATTRIBUTE_NAMES = `import json
from acp_schema import parse_json, to_json
from acp_schema import _codec, _read, _runtime as rt
from acp_schema._registry import TYPES


def read_texts(tasks):
    out = []
    for task in tasks:
        tp = TYPES[task["type"]]
        quick = _read._read_fast(tp, task["text"], _codec._DEFAULT_UNSTABLE)
        out.append({
            "parse_json": to_json(parse_json(tp, task["text"])),
            "full": to_json(_read._read_full(tp, task["type"], task["text"], _codec._DEFAULT_UNSTABLE)),
            "fast": None if quick is _read._MISS else to_json(quick),
        })
    return out


def attribute_keys(tasks):
    report = {"types": 0, "keys": 0, "fast": 0, "lost": [], "differ": [], "closed": 0}
    for task in tasks:
        tp = TYPES[task["type"]]
        if not (isinstance(tp, type) and issubclass(tp, rt.Model)) or not isinstance(task["json"], dict):
            continue
        fields = tp.model_fields
        wires = {f.validation_alias if isinstance(f.validation_alias, str) else n for n, f in fields.items()}
        added = {n: f"unknown {n}" for n in fields if n not in wires and n not in task["json"]}
        features = frozenset(task["unstable"])
        try:  # a value the generator drew outside a bound is no base to add keys to
            _read._read_full(tp, task["type"], json.dumps(task["json"]), features)
        except ValueError:
            continue
        if not added:
            continue
        report["types"] += 1
        report["keys"] += len(added)
        data = {**task["json"], **added}
        text = json.dumps(data)
        quick = _read._read_fast(tp, text, features)
        try:
            full = _read._read_full(tp, task["type"], text, features)
            value = parse_json(tp, text, unstable=task["unstable"])
        except ValueError as e:
            if tp.model_config.get("extra") != "forbid":
                report["lost"].append([task["type"], str(e)])
            elif quick is not _read._MISS:
                report["differ"].append([task["type"], "the fast path accepted an unknown key of a closed type"])
            else:
                report["closed"] += 1
            continue
        written = json.loads(to_json(value))
        for k, v in added.items():
            if written.get(k) != v:
                report["lost"].append([task["type"], k, to_json(value)])
        if to_json(full) != to_json(value):
            report["differ"].append([task["type"], to_json(full), to_json(value)])
        if quick is not _read._MISS:
            report["fast"] += 1
            if quick != full or to_json(quick) != to_json(full):
                report["differ"].append([task["type"], to_json(quick), to_json(full)])
    return report
`;

/** The kind of the one task of a range end's harness run that is the attribute-name test's (not a harness kind). */
const ATTRIBUTE_KIND = "x-range-attribute-names";

/**
 * A range end's harness process: the package's own conformance harness (`_conformance.main`, its protocol and its
 * crash reports), which also answers a task of the kind `ATTRIBUTE_KIND` with `{"ok", "read", "keys"}` (the
 * functions above) and runs every other task as the harness does.
 */
const END_HARNESS = `${ATTRIBUTE_NAMES}
from acp_schema import _conformance as harness

_task = harness.run


def run(task):
    if task.get("kind") == "${ATTRIBUTE_KIND}":
        return {"ok": True, "read": read_texts(task["texts"]), "keys": attribute_keys(task["tasks"])}
    return _task(task)


harness.run = run
harness.main()
`;

/** The keys of the issue: an attribute name beside its wire name, at the top and nested, and as the only extra key. */
const ATTRIBUTE_TEXTS: readonly { type: string; text: string }[] = [
  {
    type: "v1.ContentChunk",
    text: '{"messageId": "A", "content": {"type": "text", "text": "x"}, "message_id": "B"}',
  },
  { type: "v1.ContentChunk", text: '{"content": {"type": "text", "text": "hi", "type_": true}}' },
  { type: "v2.ResourceLink", text: '{"name": "c", "uri": "file:///x", "meta": 1.5}' },
];

/** The attribute-name test's input: `ATTRIBUTE_TEXTS`, and a value of every stable object type. */
function attributeInput(): {
  texts: readonly { type: string; text: string }[];
  tasks: { type: string; json: unknown; unstable: string[] }[];
} {
  // Every object type, each with its own attribute names as unknown keys.
  const rng = new Rng(35);
  const tasks = versions.flatMap((ix) =>
    ix.version.decls
      .filter((d) => d.kind === "object" && !d.doc.unstable)
      .map((d) => ({
        type: `${ix.version.name}.${d.name}`,
        json: declValue(ix, d, rng),
        unstable: [] as string[],
      })),
  );
  return { texts: ATTRIBUTE_TEXTS, tasks };
}

/** What one range end's harness process gave: the attribute names' outcome, the vectors' and the fuzz sample's. */
interface EndRun {
  readonly attributes: DecodeOutcome & {
    read?: { parse_json: string; full: string; fast: string | null }[];
    keys?: { types: number; keys: number; fast: number; lost: unknown[]; differ: unknown[] };
  };
  readonly vectors: readonly Vector[];
  readonly outcomes: ReadonlyMap<string, DecodeOutcome>;
  readonly fuzz: ReadonlyMap<string, DecodeOutcome>;
}

const endRuns = new Map<string, EndRun>();

/**
 * One harness process of a range end (its Python), made the first time a test of the end asks: out/vectors' tasks,
 * then the fuzz sample's (their ids prefixed, apart from the vectors'), then the attribute-name task; run as the
 * Python runner runs its harness (`runIsolated`: a task that kills the process fails alone).
 */
function endRun(name: string): EndRun {
  const done = endRuns.get(name);
  if (done) return done;
  const vectors = loadVectors([join(PACKAGE_ROOT, "out", "vectors")]);
  const SAMPLE = "sample:";
  const attribute = { kind: ATTRIBUTE_KIND, id: ATTRIBUTE_KIND, ...attributeInput() } as unknown as Task;
  const tasks: Task[] = [
    ...vectors.map(taskOf),
    ...fuzzSample().tasks.map((t) => ({ ...t, id: `${SAMPLE}${t.id}` })),
    attribute,
  ];
  expect(new Set(tasks.map((t) => t.id)).size).toBe(tasks.length);
  const results = runIsolated(tasks, (batch) =>
    spawnHarness("the Python harness", pythons.get(name)!, ["-c", END_HARNESS], join(out, "python"), batch),
  );
  const byId = new Map(results.map((o) => [o.id, o]));
  const run: EndRun = {
    attributes: byId.get(ATTRIBUTE_KIND)!,
    vectors,
    outcomes: byId,
    fuzz: new Map(
      results
        .filter((o) => o.id.startsWith(SAMPLE))
        .map((o) => [o.id.slice(SAMPLE.length), { ...o, id: o.id.slice(SAMPLE.length) }]),
    ),
  };
  endRuns.set(name, run);
  return run;
}

/** JSON text with its object keys sorted, to compare values whatever order they were written in. */
function sortedJson(text: string): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v !== null && typeof v === "object"
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sort(JSON.parse(text)));
}

describe("Python package: the pydantic range it declares", () => {
  it("declares the range the plugin says, and tests its lowest end (the lowest version the range admits) and a version inside it and at its top", () => {
    const pyproject = readFileSync(join(out, "python", "pyproject.toml"), "utf8");
    expect(declaredRange(pyproject, "pydantic")).toBe(PYDANTIC_RANGE);
    const versionOf = (name: string) =>
      PYTHON_RANGE_ENDS.find((e) => e.name === name)!
        .pins.find((p) => p.startsWith("pydantic=="))!
        .slice("pydantic==".length);
    for (const end of PYTHON_RANGE_ENDS) expect(satisfies(versionOf(end.name), PYDANTIC_RANGE), end.name).toBe(true);
    // The lowest end is the range's own lower bound.
    expect(PYDANTIC_RANGE).toContain(`>=${versionOf("lowest")}`);
    const readme = readFileSync(join(out, "python", "README.md"), "utf8");
    expect(readme).toContain(`pydantic ${versionOf("lowest")} (the lowest`);
    expect(readme).toContain(`${versionOf("newest")} (the newest`);
  });

  it("reads PEP 440 ranges as pip does for the forms a package writes", () => {
    expect(satisfies("2.11.7", ">=2.11.7,<3")).toBe(true);
    expect(satisfies("2.11.6", ">=2.11.7,<3")).toBe(false);
    expect(satisfies("3.0.0", ">=2.11.7,<3")).toBe(false);
    expect(satisfies("2.13.4", ">=2.11,!=2.13.*")).toBe(false);
    expect(satisfies("2.14.0", "~=2.13")).toBe(true);
    expect(satisfies("3.0", "~=2.13")).toBe(false);
    expect(declaredRange('dependencies = ["pydantic >= 2.12, < 3", "other"]\n', "pydantic")).toBe(">=2.12,<3");
  });

  it("refuses to judge with a Python whose pydantic is outside the declared range, naming the version and the range", () => {
    // A stand-in Python that answers the runner's question about itself with versions outside the range.
    const dir = mkdtempSync(join(tmpdir(), "acp-fake-python-"));
    try {
      const fake = join(dir, "python");
      writeFileSync(fake, `#!/bin/sh\necho '["3.11.7", "2.11.6", "2.33.2"]'\n`);
      chmodSync(fake, 0o755);
      const before = process.env.ACP_CODEGEN_PYTHON;
      process.env.ACP_CODEGEN_PYTHON = fake;
      try {
        const why = runnerFor("python", out).unavailable();
        expect(satisfies("2.11.6", PYDANTIC_RANGE)).toBe(false);
        expect(why).toContain("pydantic 2.11.6");
        expect(why).toContain(`pydantic${PYDANTIC_RANGE}`);
      } finally {
        if (before === undefined) delete process.env.ACP_CODEGEN_PYTHON;
        else process.env.ACP_CODEGEN_PYTHON = before;
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  for (const end of PYTHON_RANGE_ENDS) {
    describe(`with pydantic of the range end '${end.name}' (${end.pins.join(", ")})`, () => {
      it("is the pydantic and pydantic-core pinned, which the conformance runner reports and accepts", () => {
        const before = process.env.ACP_CODEGEN_PYTHON;
        process.env.ACP_CODEGEN_PYTHON = pythons.get(end.name)!;
        try {
          const runner = runnerFor("python", out);
          expect(runner.unavailable()).toBeNull();
          const judged = runner.judgedWith!();
          expect(judged.toolchain).toMatch(/^Python 3\.\d+\.\d+$/);
          expect(judged.packages.map((p) => `${p.name}==${p.version}`)).toEqual([...end.pins]);
          expect(judged.packages[0]!.range).toBe(PYDANTIC_RANGE);
        } finally {
          if (before === undefined) delete process.env.ACP_CODEGEN_PYTHON;
          else process.env.ACP_CODEGEN_PYTHON = before;
        }
      });

      it("keeps unknown keys spelled as a model's attribute names (message_id, type_, meta), by every reading path", () => {
        const texts = ATTRIBUTE_TEXTS;
        const outcome = endRun(end.name).attributes;
        expect(outcome.crashed, outcome.error).toBeUndefined();
        expect(outcome.ok).toBe(true);
        const { read, keys: report } = outcome as Required<EndRun["attributes"]>;
        expect(read).toHaveLength(texts.length);
        read.forEach((r, i) => {
          const want = sortedJson(texts[i]!.text);
          expect(sortedJson(r.parse_json), texts[i]!.text).toBe(want);
          expect(sortedJson(r.full), texts[i]!.text).toBe(want);
          if (r.fast !== null) expect(sortedJson(r.fast)).toBe(want);
        });
        expect(report.lost).toEqual([]);
        expect(report.differ).toEqual([]);
        expect(report.types).toBeGreaterThan(10);
        expect(report.keys).toBeGreaterThan(report.types);
      }, 120_000);

      it("passes the conformance vectors", () => {
        const { vectors, outcomes } = endRun(end.name);
        expect(vectors.length).toBeGreaterThan(0);
        // Every kind of vector is one the Python runner judges (none left unsupported).
        const kinds = runnerFor("python", out).kinds;
        for (const kind of new Set(vectors.map((v) => v.kind))) expect(kinds).toContain(kind);
        const failed = vectors.flatMap((v) => {
          const verdict = judge(v, outcomes.get(v.id));
          return verdict.ok ? [] : [`${v.id}: ${verdict.detail}`.slice(0, 500)];
        });
        expect(failed).toEqual([]);
      }, 300_000);

      it("gives a seeded fuzz sample the pinned pydantic's verdicts and bytes, the fast path and the full way agreeing", () => {
        const { tasks, pinned: ref } = fuzzSample();
        const here = endRun(end.name).fuzz;
        const crashed = [...here.values()]
          .filter((o) => (o as { crashed?: boolean }).crashed)
          .map((o) => `${o.id}: ${(o as { error?: string }).error}`);
        expect(crashed).toEqual([]);
        const differ: string[] = [];
        for (const t of tasks) {
          const a = here.get(t.id) as { ok: boolean; compact?: string; error?: string };
          const b = ref.get(t.id) as { ok: boolean; compact?: string; error?: string };
          if (a.ok !== b.ok || a.compact !== b.compact)
            differ.push(`${t.id} ${t.type}: ${JSON.stringify(a).slice(0, 300)} vs ${JSON.stringify(b).slice(0, 300)}`);
        }
        expect(differ).toEqual([]);
        expect([...here.values()].filter((o) => o.ok).length).toBeGreaterThan(100);
      }, 300_000);
    });
  }
});
