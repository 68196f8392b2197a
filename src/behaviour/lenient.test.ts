import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandExists } from "../conformance/langs.js";
import { PACKAGE_ROOT } from "../pipeline.js";
import { generateToTemp, importGenerated } from "../testing/generated.js";
import { ensurePythonEnv } from "../testing/python-env.js";

/**
 * The opt-in lenient mode on a fixture spec (fixtures/lenient) whose fields carry
 * `@lenient` marks: a bad value of a lenient field is dropped, a bad item of a
 * lenient list or map is skipped, a patch field never is, and every drop is
 * reported with its path in the input. The three languages must give the same
 * value and the same report. Given an input, want the value and the drops, or null
 * where the parse must still fail.
 */

type Want = { value: unknown; dropped: [string, "value" | "item"][] } | null;
const item = (id: unknown, more: object = {}) => ({ id, ...more });
const cases: { name: string; type: string; input: unknown; want: Want }[] = [
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
    want: { value: { items: [item("b"), item("d")], labels: ["x"] }, dropped: [["$.items[0]", "item"], ["$.items[2]", "item"]] },
  },
  {
    name: "the innermost lenient place is dropped: a nested list's item, not the outer item",
    type: "v1.Batch",
    input: { items: [item("a", { tags: [{ name: "t" }, { name: 5 }] })], labels: [] },
    want: { value: { items: [item("a", { tags: [{ name: "t" }] })], labels: [] }, dropped: [["$.items[0].tags[1]", "item"]] },
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
];

let out: string;
beforeAll(async () => {
  ({ dir: out } = await generateToTemp({ spec: join(import.meta.dirname, "fixtures", "lenient"), targets: ["typescript", "rust", "python"] }));
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
      if (c.want && c.want.dropped.length) expect(() => codec.parse(c.input), c.name).toThrow();
    }
  });

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

  it.skipIf(!commandExists("cargo"))("Rust: lenient::from_value gives the same value and drops", () => {
    const crate = join(out, "rust");
    mkdirSync(join(crate, "tests"), { recursive: true });
    const calls = cases.map((c) => {
      const [version, name] = c.type.split(".");
      return `    out.push(run::<acp_schema::${version}::${name}>(json!(${JSON.stringify(c.input)})));`;
    });
    writeFileSync(
      join(crate, "tests", "lenient.rs"),
      `use acp_schema::lenient::{self, DropKind};
use serde::{de::DeserializeOwned, Serialize};
use serde_json::{json, Value};

fn run<T: DeserializeOwned + Serialize>(v: Value) -> String {
    match lenient::from_value::<T>(v) {
        Ok(r) => {
            let dropped: Vec<Value> = r
                .dropped
                .iter()
                .map(|d| json!([d.path, if d.drop == DropKind::Item { "item" } else { "value" }]))
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
fn lenient_cases() {
    let mut out = Vec::new();
${calls.join("\n")}
    let want: Vec<String> = serde_json::from_str(${JSON.stringify(JSON.stringify(cases.map((c) => wantLine(c.want))))}).unwrap();
    assert_eq!(out, want);
}
`,
    );
    const env = { ...process.env, CARGO_TARGET_DIR: join(PACKAGE_ROOT, "node_modules", ".cache", "acp-codegen", "rust-target-typed") };
    const r = spawnSync("cargo", ["test", "--quiet", "--test", "lenient"], { cwd: crate, env, encoding: "utf8" });
    expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
  }, 600_000);
});
