import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, cpSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readOutcomes, type DecodeOutcome, type DecodeTask } from "../../conformance/langs.js";
import { runnerFor } from "../../conformance/runner.js";
import { loadVectors, type DecodeVector } from "../../conformance/vectors.js";
import { generateInputs, declValue, Rng, textOf } from "../../fuzz/generate.js";
import { specFeatures } from "../../model/features.js";
import { indexModel, type VersionIndex } from "../../model/index.js";
import { messageGroups } from "../../model/methods.js";
import type { Field, ObjectDecl, SpecModel, TypeExpr } from "../../model/types.js";
import { compile, PACKAGE_ROOT } from "../../pipeline.js";
import { generateToTemp, importGenerated } from "../../testing/generated.js";
import { ensurePythonEnv } from "../../testing/python-env.js";

/**
 * The generated Python package against hostile input: nesting past the contract's
 * depth, lone surrogates, bytes that are not UTF-8, many keys, a JSON-RPC response
 * whose error is null; and its errors in the common form, at the path the
 * TypeScript bindings report.
 */

const MAX_DEPTH = 128;
const DEEP = "nested deeper than 128 arrays and objects";
const LONE = "a lone surrogate in a string";

let out: string;
let pkgRoot: string;
let python: string;
let model: SpecModel;
let features: string[];

beforeAll(async () => {
  python = ensurePythonEnv();
  process.env.ACP_CODEGEN_PYTHON = python;
  ({ dir: out } = await generateToTemp({ targets: ["python", "typescript"] }));
  pkgRoot = join(out, "python");
  model = (await compile({ targets: [] })).model!;
  features = specFeatures(model);
}, 600_000);

/** Runs Python code in the generated package's folder, with JSON on stdin; returns what it printed, as JSON. */
function py(code: string, input: unknown = null): unknown {
  const r = spawnSync(python, ["-c", code], {
    cwd: pkgRoot,
    input: JSON.stringify(input),
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  if (r.status !== 0) throw new Error(`python failed (${r.status}): ${r.stderr.slice(0, 3000)}`);
  return JSON.parse(r.stdout);
}

/** Runs the harness module directly on stdin text (it prints one result per line) (which a JavaScript writer may not be able to nest as deep). */
function harness(stdin: string): DecodeOutcome[] {
  const r = spawnSync(python, ["-m", "acp_schema._conformance"], {
    cwd: pkgRoot,
    input: stdin,
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  if (r.status !== 0) throw new Error(`harness failed (${r.status}): ${r.stderr.slice(0, 3000)}`);
  return readOutcomes(r.stdout);
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** The contract's path syntax, written independently of the runtime's. */
function pathOf(segs: readonly (string | number)[]): string {
  return segs
    .map((s) => (typeof s === "number" ? `[${s}]` : IDENT.test(s) ? `.${s}` : `[${JSON.stringify(s)}]`))
    .reduce((a, b) => a + b, "$");
}

/** Whether a type expression is free-form JSON (through aliases and nullable). */
function isFreeObject(ix: VersionIndex, t: TypeExpr): boolean {
  if (t.kind === "json-object") return true;
  if (t.kind === "nullable") return isFreeObject(ix, t.inner);
  if (t.kind === "ref") {
    const d = ix.decls.get(t.name);
    return d?.kind === "alias" && isFreeObject(ix, d.target);
  }
  return false;
}

/** A stable open object type with an optional free-form object field (`_meta`-like), and a valid value of it. */
function metaHost(): { type: string; field: string; value: Record<string, unknown>; decl: ObjectDecl } {
  for (const ix of indexModel(model).values()) {
    for (const d of ix.version.decls) {
      if (d.kind !== "object" || !d.open || d.doc.unstable) continue;
      const f = d.fields.find((x: Field) => x.optional && !x.doc.unstable && isFreeObject(ix, x.type));
      if (!f) continue;
      const value = declValue(ix, d, new Rng(1)) as Record<string, unknown>;
      delete value[f.name];
      return { type: `${ix.version.name}.${d.name}`, field: f.name, value, decl: d };
    }
  }
  throw new Error("the spec has no object with a free-form object field");
}

/** `{"a": [[...]]}` as text: a free-form object holding `arrays` nested arrays. */
const nestedText = (arrays: number): string => `{"a":${"[".repeat(arrays)}${"]".repeat(arrays)}}`;

/** A value nested `depth` deep in all, the free-form field holding the deep part. */
function deepInput(host: ReturnType<typeof metaHost>, depth: number): string {
  const rest = JSON.stringify(host.value).slice(1, -1);
  // root object (1), the field's object (2), then depth - 2 arrays.
  return `{${rest}${rest ? "," : ""}${JSON.stringify(host.field)}:${nestedText(depth - 2)}}`;
}

/** The path of the first container at depth 129 in `deepInput`. */
const deepPath = (host: ReturnType<typeof metaHost>): string =>
  pathOf([host.field, "a", ...Array<number>(MAX_DEPTH + 1 - 3).fill(0)]);

describe("Python: nesting", () => {
  it("accepts depth 128 and writes it back; rejects 129 and deeper at the first container past 128, through every entry point", () => {
    const host = metaHost();
    const depths = [MAX_DEPTH, MAX_DEPTH + 1, 250, 254, 1000, 10_000];
    const inputs = depths.map((d) => deepInput(host, d));
    const r = py(
      `import json, sys
from acp_schema import DecodeError, parse, parse_json, parse_lenient, read_json, to_json
from acp_schema._registry import TYPES
task = json.load(sys.stdin)
tp = TYPES[task["type"]]
out = []
for text, depth in zip(task["texts"], task["depths"]):
    row = {}
    for how in ("parse_json", "parse_json_bytes", "parse_json_default", "parse_json_default_bytes", "parse", "lenient", "read_json"):
        try:
            if how == "parse_json":
                v = parse_json(tp, text, unstable=task["unstable"])
            elif how == "parse_json_bytes":
                v = parse_json(tp, text.encode("utf-8"), unstable=task["unstable"])
            elif how == "parse_json_default":
                # The default features' reader, which counts brackets only after free JSON.
                v = parse_json(tp, text)
            elif how == "parse_json_default_bytes":
                v = parse_json(tp, text.encode("utf-8"))
            elif how == "read_json":
                v = read_json(text)
                row[how] = "ok"
                continue
            else:
                # Built without json.loads, as a caller could: nested past what json.loads reads.
                deep: list[object] = []
                node = deep
                for _ in range(depth - 3):
                    inner: list[object] = []
                    node.append(inner)
                    node = inner
                data = {**task["base"], task["field"]: {"a": deep}}
                v = parse(tp, data, unstable=task["unstable"]) if how == "parse" else parse_lenient(tp, data, unstable=task["unstable"]).value
            row[how] = {"ok": to_json(v, tp)}
        except DecodeError as e:
            row[how] = {"error": str(e), "path": e.path, "problem": e.problem}
        except RecursionError as e:
            row[how] = {"crash": repr(e)}
    out.append(row)
print(json.dumps(out))`,
      { type: host.type, texts: inputs, depths, unstable: features, base: host.value, field: host.field },
    ) as Record<string, { ok?: string; error?: string; path?: string; problem?: string; crash?: string } | "ok">[];
    const want = deepPath(host);
    for (const [i, depth] of depths.entries()) {
      for (const [how, got] of Object.entries(r[i]!)) {
        if (how === "read_json") {
          if (depth <= MAX_DEPTH) expect(got, `${how} at depth ${depth}`).toBe("ok");
          continue;
        }
        const g = got as { ok?: string; error?: string; path?: string; problem?: string; crash?: string };
        expect(g.crash, `${how} at depth ${depth}`).toBeUndefined();
        if (depth <= MAX_DEPTH) {
          expect(g.error, `${how} at depth ${depth}`).toBeUndefined();
          expect(JSON.parse(g.ok!)[host.field]).toEqual(JSON.parse(nestedText(depth - 2)));
        } else {
          expect(g.path, `${how} at depth ${depth}`).toBe(want);
          expect(g.problem).toBe(DEEP);
          expect(g.error).toBe(`${host.type}: at ${want}: ${DEEP}`);
        }
      }
    }
  }, 120_000);

  it("reports nesting deeper than 128 before a type of an unstable feature that is off, at every depth, through every entry point", () => {
    const gated = [...indexModel(model).values()].flatMap((ix) =>
      ix.version.decls.filter((d) => d.kind === "object" && d.doc.unstable).map((d) => `${ix.version.name}.${d.name}`),
    )[0];
    expect(gated).toBeDefined();
    const depths = [MAX_DEPTH + 1, 200, 1000, 5000];
    const r = py(
      `import json, sys
from acp_schema import DecodeError, parse, parse_json, parse_lenient, parse_lenient_json
from acp_schema._registry import TYPES
task = json.load(sys.stdin)
tp = TYPES[task["type"]]
out = []
for depth in task["depths"]:
    text = '{"x":' + "[" * (depth - 1) + "]" * (depth - 1) + "}"
    deep: list[object] = []
    node = deep
    for _ in range(depth - 2):
        inner: list[object] = []
        node.append(inner)
        node = inner
    row = {}
    for how in ("parse_json", "parse_lenient_json", "parse", "parse_lenient"):
        try:
            if how == "parse_json":
                parse_json(tp, text, unstable=[])
            elif how == "parse_lenient_json":
                parse_lenient_json(tp, text, unstable=[])
            elif how == "parse":
                parse(tp, {"x": deep}, unstable=[])
            else:
                parse_lenient(tp, {"x": deep}, unstable=[])
            row[how] = "accepted"
        except DecodeError as e:
            row[how] = str(e)
    out.append(row)
print(json.dumps(out))`,
      { type: gated, depths },
    ) as Record<string, string>[];
    const want = `${gated}: at ${pathOf(["x", ...Array<number>(MAX_DEPTH - 1).fill(0)])}: ${DEEP}`;
    for (const [i, depth] of depths.entries())
      for (const [how, got] of Object.entries(r[i]!)) expect(got, `${how} at depth ${depth}`).toBe(want);
    // Not deep: the feature's verdict stands.
    const shallow = py(
      `import json, sys
from acp_schema import DecodeError, parse_json
from acp_schema._registry import TYPES
try:
    parse_json(TYPES[json.load(sys.stdin)], '{"x":[[]]}', unstable=[])
    print(json.dumps("accepted"))
except DecodeError as e:
    print(json.dumps(e.problem))`,
      gated,
    ) as string;
    expect(shallow).toMatch(/unstable feature/);
  }, 120_000);

  it("rejects a field named twice through parse_json's default reader, which pydantic-core reads keeping the last", () => {
    // The default reader counts the value's members against the text's colons: a field named
    // twice is one member more in the text, so the text is read for repeated names.
    const host = metaHost();
    const entries = Object.entries(host.value);
    expect(entries.length).toBeGreaterThan(0);
    const [name, value] = entries[0]!;
    const base = JSON.stringify(host.value).slice(1, -1);
    const texts = [
      `{${base},${JSON.stringify(name)}:${JSON.stringify(value)}}`,
      // The same with free JSON (counted by its keys) and a colon in a string of it.
      `{${base},${JSON.stringify(host.field)}:{"a:b":{"c":[1,{"d":2}]}},${JSON.stringify(name)}:${JSON.stringify(value)}}`,
      // A colon the text spells as an escape: the value's strings hold one colon more than the
      // text shows, which a count of colons must not take to make up for the repeated member.
      `{${base},${JSON.stringify(host.field)}:{"k":"\\u003a"},${JSON.stringify(name)}:${JSON.stringify(value)}}`,
    ];
    const r = py(
      `import json, sys
from acp_schema import DecodeError, parse_json
from acp_schema._registry import TYPES
task = json.load(sys.stdin)
tp = TYPES[task["type"]]
out = []
for text in task["texts"]:
    for data in (text, text.encode("utf-8")):
        try:
            parse_json(tp, data)
            out.append("accepted")
        except DecodeError as e:
            out.append(str(e))
print(json.dumps(out))`,
      { type: host.type, texts },
    ) as string[];
    expect(r).toEqual(Array<string>(6).fill(`${host.type}: at $: duplicate member ${JSON.stringify(name)}`));
    // Without the repetition, both texts are read.
    const once = py(
      `import json, sys
from acp_schema import parse_json, to_json
from acp_schema._registry import TYPES
task = json.load(sys.stdin)
print(json.dumps([to_json(parse_json(TYPES[task["type"]], t)) for t in task["texts"]]))`,
      { type: host.type, texts: texts.map((t) => `${t.slice(0, t.lastIndexOf(","))}}`) },
    ) as string[];
    expect(once).toHaveLength(3);
  });

  it("rejects a member named twice in strict mode at the object's path, the first in document order, by the fast path and the full way alike", () => {
    const host = metaHost();
    const base = JSON.stringify(host.value).slice(1, -1);
    const sep = base ? "," : "";
    const cases = [
      // A key of free-form JSON repeated deep down, then a repeated member of the root after it: the deep one comes first.
      {
        text: `{${base}${sep}${JSON.stringify(host.field)}:{"a":[{"k":1,"k":2}]},"zz":1,"zz":2}`,
        path: pathOf([host.field, "a", 0]),
        name: "k",
      },
      // The root's repeated unknown member comes before the free-form JSON's.
      { text: `{"zz":1,"zz":2,${base}${sep}${JSON.stringify(host.field)}:{"k":1,"k":2}}`, path: "$", name: "zz" },
      // Names compared after unescaping.
      { text: `{${base}${sep}"zz":1,"z\\u007a":2}`, path: "$", name: "zz" },
    ];
    const r = py(
      `import json, sys
from acp_schema import DecodeError, parse_json, parse_lenient_json
from acp_schema import _codec, _read, _runtime as rt
from acp_schema._registry import TYPES
task = json.load(sys.stdin)
tp = TYPES[task["type"]]
out = []
for text in task["texts"]:
    row = {"fast": _read._read_fast(tp, text, _codec._DEFAULT_UNSTABLE) is _read._MISS}
    for how, read in (("parse_json", parse_json), ("bytes", lambda t, s: parse_json(t, s.encode()))):
        try:
            read(tp, text)
            row[how] = "accepted"
        except DecodeError as e:
            row[how] = str(e)
    row["lenient"] = sorted(json.loads(rt.to_json(parse_lenient_json(tp, text).value)))
    out.append(row)
print(json.dumps(out))`,
      { type: host.type, texts: cases.map((c) => c.text) },
    ) as { fast: boolean; parse_json: string; bytes: string; lenient: string[] }[];
    for (const [i, c] of cases.entries()) {
      expect(r[i]!.fast, c.text).toBe(true);
      expect(r[i]!.parse_json).toBe(`${host.type}: at ${c.path}: duplicate member "${c.name}"`);
      expect(r[i]!.bytes).toBe(r[i]!.parse_json);
      // Lenient: an unknown member or a key of free-form JSON keeps its last value.
      expect(r[i]!.lenient).toContain("zz");
    }
  }, 120_000);

  it("rejects deep input through the harness, for JSON values and JSON text, and reads tasks nested past json.loads's reach", () => {
    const host = metaHost();
    const want = deepPath(host);
    const depths = [MAX_DEPTH, MAX_DEPTH + 1, 1000, 10_000];
    // The tasks are written by hand: a JavaScript writer would recurse once per level.
    const tasks = depths.flatMap((d) => {
      const text = deepInput(host, d);
      const head = (id: string) =>
        `{"id":${JSON.stringify(id)},"type":${JSON.stringify(host.type)},"unstable":${JSON.stringify(features)},`;
      return [`${head(`json-${d}`)}"json":${text}}`, `${head(`text-${d}`)}"text":${JSON.stringify(text)}}`];
    });
    const outcomes = new Map(harness(`[${tasks.join(",")}]`).map((o) => [o.id, o]));
    for (const d of depths) {
      for (const kind of ["json", "text"]) {
        const o = outcomes.get(`${kind}-${d}`)!;
        expect(o.crashed, `${kind} at depth ${d}: ${o.error}`).toBeFalsy();
        if (d <= MAX_DEPTH) expect(o.ok, `${kind} at depth ${d}: ${o.error}`).toBe(true);
        else expect(o.error).toBe(`${host.type}: at ${want}: ${DEEP}`);
      }
    }
  }, 120_000);

  it("rejects a deep free-form value in a JSON-RPC message and a JSON-RPC response", () => {
    const ix = [...indexModel(model).values()].find((x) => messageGroups(x.version).length > 0)!;
    const groups = messageGroups(ix.version);
    const response = groups.find((g) => g.role === "response")!;
    const request = groups.find((g) => g.role === "request")!;
    const v = ix.version.name;
    const deep = nestedText(2000);
    const arrays = Array<number>(MAX_DEPTH + 1 - 3).fill(0);
    const cases: [string, string, string][] = [
      [`${v}.${response.name}`, `{"jsonrpc":"2.0","id":1,"result":${deep}}`, pathOf(["result", "a", ...arrays])],
      // An unknown method's params are kept as free JSON.
      [
        `${v}.${request.name}Message`,
        `{"jsonrpc":"2.0","id":1,"method":"x/unknown","params":${deep}}`,
        pathOf(["params", "a", ...arrays]),
      ],
    ];
    const r = py(
      `import importlib, json, sys
from acp_schema import DecodeError, parse_json
out = []
for name, text in json.load(sys.stdin):
    version, _, type_ = name.partition(".")
    try:
        parse_json(getattr(importlib.import_module("acp_schema." + version), type_), text)
        out.append("accepted")
    except DecodeError as e:
        out.append(str(e))
print(json.dumps(out))`,
      cases.map(([t, text]) => [t, text]),
    ) as string[];
    cases.forEach(([type, , path], i) => expect(r[i]).toBe(`${type}: at ${path}: ${DEEP}`));
  });
});

describe("Python: a recursive spec type", () => {
  let fixtureOut: string;
  beforeAll(async () => {
    const spec = mkdtempSync(join(tmpdir(), "acp-recursive-"));
    cpSync(join(PACKAGE_ROOT, "spec", "vocabulary.ts"), join(spec, "vocabulary.ts"));
    mkdirSync(join(spec, "v1"));
    writeFileSync(
      join(spec, "v1", "tree.ts"),
      `/** A node of a tree. */
export interface TreeNode {
  name: string;
  children?: TreeNode[];
}
`,
    );
    ({ dir: fixtureOut } = await generateToTemp({ spec, targets: ["python"] }));
  }, 600_000);

  it("accepts a tree 128 deep and rejects one 129 or 1,000 deep at the first node past 128, never with RecursionError", () => {
    const chain = (nodes: number, lastChildren: boolean): unknown => {
      let node: Record<string, unknown> = lastChildren ? { name: "n", children: [] } : { name: "n" };
      for (let i = 1; i < nodes; i++) node = { name: "n", children: [node] };
      return node;
    };
    // A node is an object, its children an array: n nodes are 2n - 1 deep, 2n with an empty last `children`.
    const tasks: DecodeTask[] = [
      { id: "128", type: "v1.TreeNode", json: chain(MAX_DEPTH / 2, true) },
      { id: "129", type: "v1.TreeNode", json: chain(MAX_DEPTH / 2 + 1, false) },
      { id: "999", type: "v1.TreeNode", json: chain(500, false) },
    ];
    const outcomes = new Map(
      runnerFor("python", fixtureOut)
        .decode(tasks)
        .map((o) => [o.id, o]),
    );
    expect(outcomes.get("128")!.ok).toBe(true);
    expect(outcomes.get("128")!.value).toEqual(tasks[0]!.json);
    const want = pathOf(Array.from({ length: MAX_DEPTH / 2 }, () => ["children", 0] as const).flat());
    for (const id of ["129", "999"]) {
      const o = outcomes.get(id)!;
      expect(o.crashed, o.error).toBeFalsy();
      expect(o.error).toBe(`v1.TreeNode: at ${want}: ${DEEP}`);
    }
  }, 120_000);
});

describe("Python: text", () => {
  it("rejects a lone surrogate in a value or a key, given as data or as text, at the path of the value or of the object holding the key", () => {
    const host = metaHost();
    const obj = (k: string, v: unknown) => ({ ...host.value, [host.field]: { ok: "é", [k]: v } });
    const cases: [unknown, string][] = [
      [obj("x", "a\ud800"), pathOf([host.field, "x"])],
      [obj("x", ["fine", "\udc00z"]), pathOf([host.field, "x", 1])],
      [obj("k\udfff", 1), pathOf([host.field])],
    ];
    const tasks: DecodeTask[] = cases.flatMap(([json], i) => [
      { id: `json-${i}`, type: host.type, json, unstable: features },
      // JSON.stringify escapes a lone surrogate as \\udxxx: the text holds the escape, not the code unit.
      { id: `text-${i}`, type: host.type, json: null, text: JSON.stringify(json), unstable: features },
    ]);
    const outcomes = new Map(
      runnerFor("python", out)
        .decode(tasks)
        .map((o) => [o.id, o]),
    );
    cases.forEach(([, path], i) => {
      for (const kind of ["json", "text"])
        expect(outcomes.get(`${kind}-${i}`)!.error).toBe(`${host.type}: at ${path}: ${LONE}`);
    });
    // A paired surrogate is a character like any other.
    const paired = runnerFor("python", out).decode([
      { id: "p", type: host.type, json: obj("😀", "😀"), unstable: features },
    ]);
    expect(paired[0]!.ok).toBe(true);
  });

  it("reads bytes as UTF-8 only: encoded surrogates, a BOM, UTF-16 and UTF-32 are rejected at $", () => {
    const host = metaHost();
    const text = JSON.stringify({ ...host.value, [host.field]: { k: "v" } });
    const r = py(
      `import json, sys
from acp_schema import DecodeError, parse_json, to_json
from acp_schema._registry import TYPES
task = json.load(sys.stdin)
tp = TYPES[task["type"]]
text = task["text"]
inject = text.replace('"v"', '"\\\\u0000"').encode()
cases = {
    "utf8": text.encode("utf-8"),
    "surrogate": text.replace('"v"', '"X"').encode().replace(b"X", b"\\xed\\xa0\\x80"),
    "bom": b"\\xef\\xbb\\xbf" + text.encode("utf-8"),
    "bom-str": "\\ufeff" + text,
    "utf16": text.encode("utf-16"),
    "utf16le": text.encode("utf-16-le"),
    "utf32": text.encode("utf-32"),
}
out = {}
for k, b in cases.items():
    try:
        out[k] = {"ok": to_json(parse_json(tp, b, unstable=task["unstable"]), tp)}
    except DecodeError as e:
        out[k] = {"error": str(e), "path": e.path}
print(json.dumps(out))`,
      { type: host.type, text, unstable: features },
    ) as Record<string, { ok?: string; error?: string; path?: string }>;
    expect(r["utf8"]!.ok).toBeDefined();
    for (const k of ["surrogate", "bom", "bom-str", "utf16", "utf16le", "utf32"]) {
      expect(r[k]!.path, k).toBe("$");
      expect(r[k]!.error!.startsWith(`${host.type}: at $: `), k).toBe(true);
    }
  });

  it("reads text too deep for json.loads without recursion, and still reports bad text as a DecodeError", () => {
    const host = metaHost();
    const open = (n: number) => "[".repeat(n);
    const close = (n: number) => "]".repeat(n);
    const texts: [string, string][] = [
      // Bad text inside, past the depth limit: the depth is met first.
      [`${open(3000)}1${"0".repeat(5000)}${close(3000)}`, `${pathOf(Array<number>(MAX_DEPTH).fill(0))}: ${DEEP}`],
      [`${open(3000)}"\\x"${close(3000)}`, `${pathOf(Array<number>(MAX_DEPTH).fill(0))}: ${DEEP}`],
      // Bad text before the depth limit, in text json.loads cannot read: at $.
      [`[1 2,${open(3000)}${close(3000)}]`, "$: "],
      [`{"a" 1,"b":${open(3000)}${close(3000)}}`, "$: "],
      [`${open(3000)}${close(2999)}`, `${pathOf(Array<number>(MAX_DEPTH).fill(0))}: ${DEEP}`],
    ];
    const r = py(
      `import json, sys
from acp_schema import DecodeError, parse_json
from acp_schema._registry import TYPES
task = json.load(sys.stdin)
out = []
for text in task["texts"]:
    try:
        parse_json(TYPES[task["type"]], text)
        out.append("accepted")
    except DecodeError as e:
        out.append(str(e))
    except Exception as e:
        out.append("crash: " + repr(e)[:300])
print(json.dumps(out))`,
      { type: host.type, texts: texts.map(([t]) => t) },
    ) as string[];
    texts.forEach(([, want], i) => expect(r[i]!.startsWith(`${host.type}: at ${want}`), r[i]).toBe(true));
  });

  it("rejects a member named twice in strict mode, and keeps the last of a free-form object's repeated keys in lenient mode", () => {
    const host = metaHost();
    const base = JSON.stringify(host.value).slice(1, -1);
    const text = `{${base}${base ? "," : ""}"${host.field}":{"k":2,"k":3}}`;
    const [strict, lenient] = runnerFor("python", out).decode([
      { id: "s", type: host.type, json: null, text, unstable: features },
      { id: "l", type: host.type, json: null, text, unstable: features, mode: "lenient" },
    ]);
    expect(strict!.ok).toBe(false);
    expect((strict as { error?: string }).error).toBe(`${host.type}: at ${pathOf([host.field])}: duplicate member "k"`);
    expect(lenient!.ok).toBe(true);
    expect((lenient!.value as Record<string, unknown>)[host.field]).toEqual({ k: 3 });
  });

  it("rejects in lenient mode a union's tag named twice, the tag known or not, open union or closed", () => {
    const unions = [...indexModel(model).values()].flatMap((ix) =>
      ix.version.decls.flatMap((d) =>
        d.kind === "union" && d.tagField && !d.doc.unstable
          ? [{ type: `${ix.version.name}.${d.name}`, tag: d.tagField, open: d.open }]
          : [],
      ),
    );
    const picks = [unions.find((u) => u.open), unions.find((u) => !u.open)].filter((u) => u !== undefined);
    expect(picks.length).toBe(2);
    const tasks: DecodeTask[] = picks.map((u, i) => ({
      id: `u${i}`,
      type: u.type,
      json: null,
      text: `{${JSON.stringify(u.tag)}:"no such tag",${JSON.stringify(u.tag)}:"no such tag"}`,
      mode: "lenient",
    }));
    const got = runnerFor("python", out).decode(tasks);
    for (const [i, u] of picks.entries())
      expect((got[i] as { error?: string }).error, u.type).toBe(
        `${u.type}: at $: duplicate member ${JSON.stringify(u.tag)}`,
      );
  });
});

describe("Python: many keys", () => {
  it("parses and writes back many keys in the time sorting them takes, not quadratic (free-form and unknown fields)", () => {
    const host = metaHost();
    const r = py(
      `import json, sys, time
from acp_schema import parse, to_json
from acp_schema._registry import TYPES
task = json.load(sys.stdin)
tp = TYPES[task["type"]]
def best(run):
    spent = []
    for _ in range(3):
        t = time.process_time()
        run()
        spent.append(time.process_time() - t)
    return min(spent)
def cost(n, where):
    keys = {f"k{i}": i for i in range(n)}
    data = {**task["base"], task["field"]: keys} if where == "free" else {**task["base"], **keys}
    ours = best(lambda: to_json(parse(tp, data, unstable=task["unstable"]), tp))
    # The least any canonical writer does with these keys: sort them and write them out.
    floor = best(lambda: json.dumps({k: keys[k] for k in sorted(keys)}))
    return [ours, floor]
print(json.dumps({w: [cost(20000, w), cost(200000, w)] for w in ("free", "unknown")}))`,
      { type: host.type, base: host.value, field: host.field, unstable: features },
    ) as Record<string, [[number, number], [number, number]]>;
    for (const [where, [[small, floorSmall], [big, floorBig]]] of Object.entries(r)) {
      // Ten times the keys: linear would be about 10x and quadratic about 100x, but the caches
      // (20,000 keys fit, 200,000 do not) make even the floor, sorting the keys and writing them
      // out, grow 35-60x here. So the growth is judged against the floor's, measured in the same
      // process: 0.4-0.7 of it here, and 2.0 with one quadratic step (a scan of the keys for
      // every 50th key) added to the writer of unknown fields.
      const growth = big / small / (floorBig / floorSmall);
      expect(
        growth,
        `${where}: ${small}s for 20,000 keys, ${big}s for 200,000; sorting and writing them: ${floorSmall}s, ${floorBig}s`,
      ).toBeLessThan(1.5);
    }
  }, 300_000);
});

describe("Python: JSON-RPC", () => {
  it("rejects a response whose error is null, and other bad envelopes, at the path TypeScript reports", async () => {
    const ts = await importGenerated<
      Record<string, Record<string, { safeParse(j: unknown): { ok: boolean; error?: { message: string } } }>>
    >(join(out, "typescript"), "index.js");
    const cases: { type: string; json: unknown }[] = [];
    for (const ix of indexModel(model).values()) {
      for (const g of messageGroups(ix.version).filter((x) => x.role === "response")) {
        const type = `${ix.version.name}.${g.name}`;
        for (const json of [
          { jsonrpc: "2.0", id: 1, error: null },
          { jsonrpc: "2.0", id: 1, result: {}, error: { code: 1, message: "m" } },
          { jsonrpc: "2.0", id: 1 },
          { jsonrpc: "2.0", result: {} },
          { jsonrpc: "2.0", id: 1, result: {}, extra: 1 },
          { jsonrpc: "1.0", id: 1, result: {} },
          [],
        ])
          cases.push({ type, json });
      }
    }
    expect(cases.length).toBeGreaterThan(0);
    const r = py(
      `import importlib, json, sys
from acp_schema import DecodeError, parse, to_json
out = []
for case in json.load(sys.stdin):
    version, _, name = case["type"].partition(".")
    try:
        out.append({"ok": to_json(parse(getattr(importlib.import_module("acp_schema." + version), name), case["json"]))})
    except DecodeError as e:
        out.append({"error": str(e)})
print(json.dumps(out))`,
      cases,
    ) as { ok?: string; error?: string }[];
    cases.forEach((c, i) => {
      const [version, name] = c.type.split(".") as [string, string];
      const t = ts[version]![name]!.safeParse(c.json);
      expect(t.ok).toBe(false);
      expect(r[i]!.ok, `${c.type} ${JSON.stringify(c.json)}`).toBeUndefined();
      expect(r[i]!.error!.startsWith(`${c.type}: at `)).toBe(true);
      expect(pathAfterAt(r[i]!.error), `${c.type} ${JSON.stringify(c.json)}`).toBe(pathAfterAt(t.error!.message));
    });
    expect(r[0]!.error).toMatch(/: at \$\.error: /);
  });
});

/** The path of a `<Type>: at <path>: <problem>` error, or null when it has none. */
function pathAfterAt(error: string | undefined): string | null {
  const m = /^[^\n]*?: at (\$(?:\.[A-Za-z_$][A-Za-z0-9_$]*|\[\d+\]|\["(?:[^"\\]|\\.)*"\])*): /.exec(error ?? "");
  return m ? m[1]! : null;
}

describe("Python: errors in the common form, at TypeScript's path", () => {
  it("reports every fuzzed or vector reject in one line, with wire names only, at the path TypeScript reports", () => {
    const versions = [...indexModel(model).values()];
    const inputs = generateInputs(versions, 23, 600);
    const tasks: DecodeTask[] = inputs.map((x, i) => {
      const text = textOf(x);
      return { id: `fuzz-${i}`, type: x.type, json: x.json, ...(text !== undefined && { text }) };
    });
    const dir = join(PACKAGE_ROOT, "out", "vectors");
    const vectors = loadVectors(readdirSync(dir).map((f) => join(dir, f))).filter(
      (v): v is DecodeVector => v.kind === "decode" && (v as DecodeVector).expect === "reject",
    );
    // Vectors given as exact text (repeated member names) are judged by `conformance`; TypeScript's paths are compared on JSON values.
    for (const v of vectors)
      if (v.text === undefined) tasks.push({ id: `vector-${v.id}`, type: v.type, json: v.json, unstable: v.unstable });
    const ts = new Map(
      runnerFor("ts", out)
        .decode(tasks)
        .map((o) => [o.id, o]),
    );
    const python = new Map(
      runnerFor("python", out)
        .decode(tasks)
        .map((o) => [o.id, o]),
    );
    let compared = 0;
    const differ: string[] = [];
    for (const t of tasks) {
      const p = python.get(t.id)!;
      const s = ts.get(t.id)!;
      if (p.ok) continue;
      expect(p.crashed, `${t.id}: ${p.error}`).toBeFalsy();
      const line = p.error!.split("\n")[0]!;
      expect(line.startsWith(`${t.type}: at $`), `${t.id}: ${line}`).toBe(true);
      expect(line, t.id).not.toMatch(/tagged-union\[|function-wrap\[|__other__|validation error for/);
      // TypeScript's text reader reports some errors without a path; those are not compared.
      if (s.ok || pathAfterAt(s.error) === null) continue;
      compared++;
      if (pathAfterAt(p.error) !== pathAfterAt(s.error)) differ.push(`${t.id}\n  ts: ${s.error}\n  py: ${p.error}`);
    }
    expect(compared).toBeGreaterThan(200);
    expect(differ).toEqual([]);
  }, 300_000);

  it("raises one exception type, a ValueError, with pydantic's error as its cause", () => {
    const host = metaHost();
    const r = py(
      `import json, sys
import pydantic
from acp_schema import DecodeError, parse
from acp_schema._registry import TYPES
task = json.load(sys.stdin)
try:
    parse(TYPES[task["type"]], {**task["base"], task["field"]: 5}, unstable=task["unstable"])
    print(json.dumps(None))
except DecodeError as e:
    print(json.dumps([isinstance(e, ValueError), isinstance(e.__cause__, pydantic.ValidationError), str(e)]))`,
      { type: host.type, base: host.value, field: host.field, unstable: features },
    ) as [boolean, boolean, string];
    expect(r[0]).toBe(true);
    expect(r[1]).toBe(true);
    expect(r[2]).toMatch(
      new RegExp(`^${host.type.replace(".", "\\.")}: at ${pathOf([host.field]).replace(/[$.[\]]/g, "\\$&")}: [^\\n]+$`),
    );
  });
});
