import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandExists } from "../conformance/langs.js";
import { generateToTemp, importGenerated } from "../testing/generated.js";
import { ensurePythonEnv } from "../testing/python-env.js";
import { fixtureAlias, fixtureConfig, fixtureRustEnv } from "../testing/rust-env.js";

/**
 * The opt-in lenient mode on a fixture spec (fixtures/lenient) whose fields carry
 * `@lenient` marks: a bad value of a lenient field is dropped, a bad item of a
 * lenient list or map is skipped, a patch field never is, and every drop is
 * reported with its path in the input. The three languages must give the same
 * value and the same report. Given an input, want the value and the drops, or null
 * where the parse must still fail.
 */

type Want = { value: unknown; dropped: [string, "value" | "item" | "replaced"][] } | null;
const item = (id: unknown, more: object = {}) => ({ id, ...more });
/** `strict`: what the strict parse does with the same input, when it must reject it though the lenient parse drops nothing. */
const cases: { name: string; type: string; input: unknown; want: Want; strict?: "reject" }[] = [
  {
    name: "a bad item of a lenient list is skipped",
    type: "v1.Batch",
    input: { items: [item("a"), item(5), item("c")], labels: [] },
    want: { value: { items: [item("a"), item("c")], labels: [] }, dropped: [["$.items[1]", "item"]] },
  },
  {
    name: "two bad items are reported by their index in the input",
    type: "v1.Batch",
    input: { items: [item(1), item("b"), item(3), item("d")], labels: ["x"] },
    want: {
      value: { items: [item("b"), item("d")], labels: ["x"] },
      dropped: [
        ["$.items[0]", "item"],
        ["$.items[2]", "item"],
      ],
    },
  },
  {
    name: "the innermost lenient place is dropped: a nested list's item, not the outer item",
    type: "v1.Batch",
    input: { items: [item("a", { tags: [{ name: "t" }, { name: 5 }] })], labels: [] },
    want: {
      value: { items: [item("a", { tags: [{ name: "t" }] })], labels: [] },
      dropped: [["$.items[0].tags[1]", "item"]],
    },
  },
  {
    name: "a bad optional value is left out",
    type: "v1.Batch",
    input: { items: [item("a", { tags: [{ name: "t", color: 7 }], note: false })], labels: [], total: "many" },
    want: {
      value: { items: [item("a", { tags: [{ name: "t" }] })], labels: [] },
      dropped: [
        ["$.items[0].note", "value"],
        ["$.items[0].tags[0].color", "value"],
        ["$.total", "value"],
      ],
    },
  },
  {
    name: "a required lenient list with a bad value becomes empty",
    type: "v1.Batch",
    input: { items: [], labels: "not a list" },
    want: { value: { items: [], labels: [] }, dropped: [["$.labels", "value"]] },
  },
  {
    name: "a bad entry of a lenient map is skipped",
    type: "v1.Batch",
    input: { items: [], labels: [], byName: { a: { name: 1 }, b: { name: "b" } } },
    want: { value: { items: [], labels: [], byName: { b: { name: "b" } } }, dropped: [["$.byName.a", "item"]] },
  },
  {
    name: "a missing required field inside a lenient item drops the item",
    type: "v1.Batch",
    input: { items: [{ tags: [] }, item("b")], labels: [] },
    want: { value: { items: [item("b")], labels: [] }, dropped: [["$.items[0]", "item"]] },
  },
  {
    name: "lenient fields are found through a union's variant",
    type: "v1.Event",
    input: { kind: "item", id: "i", note: 5 },
    want: { value: { kind: "item", id: "i" }, dropped: [["$.note", "value"]] },
  },
  { name: "a patch field is never dropped", type: "v1.Batch", input: { items: [], labels: [], status: 5 }, want: null },
  { name: "a bad value outside any lenient field still fails", type: "v1.Item", input: { id: 5 }, want: null },
  { name: "a value that is not an object still fails", type: "v1.Batch", input: [], want: null },
  {
    name: "@catchAll: an unknown value of the enum reads as the catch-all value, and is reported",
    type: "v1.Swatch",
    input: { shade: "neon" },
    want: { value: { shade: "other" }, dropped: [["$.shade", "replaced"]] },
  },
  {
    name: "@catchAll: the whole value, at the root",
    type: "v1.Shade",
    input: "neon",
    want: { value: "other", dropped: [["$", "replaced"]] },
  },
  {
    name: "@catchAll: an item of a list, by its index",
    type: "v1.Swatch",
    input: { shade: "dark", shades: ["light", "neon", "dark"] },
    want: { value: { shade: "dark", shades: ["light", "other", "dark"] }, dropped: [["$.shades[1]", "replaced"]] },
  },
  {
    name: "@catchAll under a lenient field: an unknown string is replaced, not dropped",
    type: "v1.Swatch",
    input: { shade: "light", accent: "neon" },
    want: { value: { shade: "light", accent: "other" }, dropped: [["$.accent", "replaced"]] },
  },
  {
    name: "@catchAll under a lenient field: a value that is not a string is dropped",
    type: "v1.Swatch",
    input: { shade: "light", accent: 5 },
    want: { value: { shade: "light" }, dropped: [["$.accent", "value"]] },
  },
  { name: "@catchAll: a value that is not a string still fails", type: "v1.Swatch", input: { shade: 5 }, want: null },
  {
    name: "bounds: lenient mode does not check bounds upstream does not check; strict mode does",
    type: "v1.Swatch",
    input: { shade: "light", alpha: 1.5 },
    want: { value: { shade: "light", alpha: 1.5 }, dropped: [] },
    strict: "reject",
  },
  {
    name: "bounds marked always: checked in lenient mode too, and a lenient field's bad value dropped",
    type: "v1.Swatch",
    input: { shade: "light", width: 0 },
    want: { value: { shade: "light" }, dropped: [["$.width", "value"]] },
  },
  {
    name: "least sizes: lenient mode does not check the ones upstream does not check (fields and untagged members); strict mode does",
    type: "v1.Tray",
    input: { names: ["a"], label: "x", picks: ["p"] },
    want: { value: { names: ["a"], label: "x", picks: ["p"] }, dropped: [] },
    strict: "reject",
  },
  {
    name: "least size marked always: checked in lenient mode too, and a lenient field's short list dropped",
    type: "v1.Tray",
    input: { names: ["a", "b"], tags: [] },
    want: { value: { names: ["a", "b"] }, dropped: [["$.tags", "value"]] },
  },
];

/**
 * Strict mode on the same fixture: a list or a string shorter than its least size fails at
 * that field, with the same message in every language; a string's length counts code points.
 * `problem` null: only the path is the same everywhere (an untagged union that no member reads).
 */
const strictCounts: { input: unknown; path: string | null; problem?: string | null }[] = [
  { input: { names: ["a"] }, path: "$.names", problem: "expected at least 2 items, got 1" },
  { input: { names: [] }, path: "$.names", problem: "expected at least 2 items, got 0" },
  {
    input: { names: ["a", "b"], label: "\u{1F600}" },
    path: "$.label",
    problem: "expected at least 2 characters, got 1",
  },
  { input: { names: ["a", "b"], label: "" }, path: "$.label", problem: "expected at least 2 characters, got 0" },
  { input: { names: ["a", "b"], label: "\u{1F600}\u{1F600}" }, path: null },
  { input: { names: ["a", "b"], label: null }, path: null },
  { input: { names: ["a", "b"], tags: [] }, path: "$.tags", problem: "expected at least 1 items, got 0" },
  { input: { names: ["a", "b"], tags: ["t"] }, path: null },
  { input: { names: ["a", "b"], picks: ["p"] }, path: "$.picks", problem: null },
  { input: { names: ["a", "b"], picks: "ab" }, path: "$.picks", problem: null },
  { input: { names: ["a", "b"], picks: ["p", "q"] }, path: null },
  { input: { names: ["a", "b"], picks: "abc" }, path: null },
];
/** What each language must print for a strict case: `ok`, or the path and (where all agree) the problem. */
const strictLine = (c: (typeof strictCounts)[number]): string =>
  c.path === null ? "ok" : c.problem ? `at ${c.path}: ${c.problem}` : `at ${c.path}`;

/** Strict mode on the same fixture: a value outside a field's bounds fails at that field. */
const strictBounds: { input: unknown; path: string | null }[] = [
  { input: { shade: "light", alpha: -0.5 }, path: "$.alpha" },
  { input: { shade: "light", alpha: 1.5 }, path: "$.alpha" },
  { input: { shade: "light", alpha: 0, width: 1 }, path: null },
  { input: { shade: "light", alpha: 1, width: 0 }, path: "$.width" },
  { input: { shade: "neon" }, path: "$.shade" },
];

let out: string;
beforeAll(async () => {
  ({ dir: out } = await generateToTemp({
    spec: join(import.meta.dirname, "fixtures", "lenient"),
    targets: ["typescript", "rust", "python"],
    config: fixtureConfig("lenient"),
  }));
}, 120_000);
afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

const wantLine = (w: Want): string => (w === null ? "REJECT" : JSON.stringify({ value: w.value, dropped: w.dropped }));

describe("lenient mode: the same drops in every language, never a patch field", () => {
  it("TypeScript: parseLenient drops and reports; parse stays strict", async () => {
    const v1 = await importGenerated<Record<string, any>>(join(out, "typescript"), "v1.js");
    for (const c of cases) {
      const codec = v1.codecs[c.type];
      let got: string;
      try {
        const r = v1.parseLenient(codec, c.input);
        got = JSON.stringify({ value: codec.serialize(r.value), dropped: r.dropped.map((d: any) => [d.path, d.drop]) });
        for (const d of r.dropped) expect(typeof d.problem, c.name).toBe("string");
      } catch {
        got = "REJECT";
      }
      expect(got, c.name).toBe(wantLine(c.want));
      if (c.want?.dropped.length || c.strict === "reject") expect(() => codec.parse(c.input), c.name).toThrow();
    }
  });

  it("TypeScript: strict mode checks a field's bounds and rejects an unknown value of a @catchAll enum", async () => {
    const v1 = await importGenerated<Record<string, any>>(join(out, "typescript"), "v1.js");
    for (const c of strictBounds) {
      const r = v1.codecs["v1.Swatch"].safeParse(c.input);
      expect(r.ok ? null : r.error.path, JSON.stringify(c.input)).toBe(c.path);
    }
  });

  it("TypeScript: strict mode checks least sizes of lists and strings (code points)", async () => {
    const v1 = await importGenerated<Record<string, any>>(join(out, "typescript"), "v1.js");
    const got = strictCounts.map((c) => {
      const r = v1.codecs["v1.Tray"].safeParse(c.input);
      if (r.ok) return "ok";
      expect(r.error.message).toBe(`v1.Tray: at ${r.error.path}: ${r.error.problem}`);
      return c.problem === null ? `at ${r.error.path}` : `at ${r.error.path}: ${r.error.problem}`;
    });
    expect(got).toEqual(strictCounts.map(strictLine));
  });

  it("Python: strict mode checks least sizes with the same paths and messages", () => {
    const python = ensurePythonEnv();
    const pkg = join(out, "python");
    writeFileSync(join(pkg, "counts.json"), JSON.stringify(strictCounts.map((c) => [c.input, c.problem !== null])));
    writeFileSync(
      join(pkg, "run_counts.py"),
      `import json
from acp_schema import DecodeError, parse
from acp_schema._registry import TYPES

for v, whole in json.load(open("counts.json")):
    try:
        parse(TYPES["v1.Tray"], v)
        print("ok")
    except DecodeError as e:
        assert str(e) == f"v1.Tray: at {e.path}: {e.problem}", str(e)
        print(f"at {e.path}: {e.problem}" if whole else f"at {e.path}")
`,
    );
    const r = spawnSync(python, ["run_counts.py"], { cwd: pkg, encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trimEnd().split("\n")).toEqual(strictCounts.map(strictLine));
  }, 120_000);

  it("Python: parse_lenient gives the same value and drops", () => {
    const python = ensurePythonEnv();
    const pkg = join(out, "python");
    writeFileSync(join(pkg, "cases.json"), JSON.stringify(cases.map((c) => [c.type, c.input])));
    writeFileSync(
      join(pkg, "run_lenient.py"),
      `import json
from acp_schema import dump, parse_lenient
from acp_schema._registry import TYPES

for t, v in json.load(open("cases.json")):
    try:
        r = parse_lenient(TYPES[t], v)
        print(json.dumps({"value": dump(r.value, TYPES[t]), "dropped": [[d.path, d.drop] for d in r.dropped]}, separators=(",", ":")))
    except Exception:
        print("REJECT")
`,
    );
    const r = spawnSync(python, ["run_lenient.py"], { cwd: pkg, encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trimEnd().split("\n")).toEqual(cases.map((c) => wantLine(c.want)));
  }, 120_000);

  it.skipIf(!commandExists("cargo"))(
    "Rust: lenient::from_value gives the same value and drops; strict least sizes as in the other languages",
    () => {
      const crate = join(out, "rust");
      mkdirSync(join(crate, "tests"), { recursive: true });
      const calls = cases.map((c) => {
        const [version, name] = c.type.split(".");
        return `    out.push(run::<acp_schema::${version}::${name}>(json!(${JSON.stringify(c.input)})));`;
      });
      writeFileSync(
        join(crate, "tests", "lenient.rs"),
        `${fixtureAlias("lenient")}use acp_schema::lenient::{self, DropKind};
use serde::{de::DeserializeOwned, Serialize};
use serde_json::{json, Value};

fn run<T: DeserializeOwned + Serialize>(v: Value) -> String {
    match lenient::from_value::<T>(v) {
        Ok(r) => {
            let dropped: Vec<Value> = r
                .dropped
                .iter()
                .map(|d| {
                    let kind = match d.drop {
                        DropKind::Item => "item",
                        DropKind::Replaced => "replaced",
                        _ => "value",
                    };
                    json!([d.path, kind])
                })
                .collect();
            format!(
                "{{\\"value\\":{},\\"dropped\\":{}}}",
                acp_schema::to_canonical_string(&r.value).unwrap(),
                serde_json::to_string(&dropped).unwrap()
            )
        }
        Err(_) => "REJECT".to_owned(),
    }
}

#[test]
fn strict_counts() {
    let cases: Vec<(Value, bool)> = serde_json::from_str(${JSON.stringify(JSON.stringify(strictCounts.map((c) => [c.input, c.problem !== null])))}).unwrap();
    let got: Vec<String> = cases
        .into_iter()
        .map(|(v, whole)| match acp_schema::from_value::<acp_schema::v1::Tray>(v) {
            Ok(_) => "ok".to_owned(),
            Err(e) if whole => {
                assert_eq!(e.to_string(), format!("v1.Tray: at {}: {}", e.path(), e.problem()));
                format!("at {}: {}", e.path(), e.problem())
            }
            Err(e) => format!("at {}", e.path()),
        })
        .collect();
    let want: Vec<String> = serde_json::from_str(${JSON.stringify(JSON.stringify(strictCounts.map(strictLine)))}).unwrap();
    assert_eq!(got, want);
}

#[test]
fn lenient_cases() {
    let mut out = Vec::new();
${calls.join("\n")}
    let want: Vec<String> = serde_json::from_str(${JSON.stringify(JSON.stringify(cases.map((c) => wantLine(c.want))))}).unwrap();
    assert_eq!(out, want);
}
`,
      );
      const env = {
        ...process.env,
        ...fixtureRustEnv(),
      };
      const r = spawnSync("cargo", ["test", "--quiet", "--test", "lenient"], { cwd: crate, env, encoding: "utf8" });
      expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
    },
    600_000,
  );
});
