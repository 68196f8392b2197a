import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandExists } from "../conformance/langs.js";
import { generateToTemp, importGenerated } from "../testing/generated.js";
import { ensurePythonEnv } from "../testing/python-env.js";
import { fixtureAlias, fixtureConfig, fixtureRustEnv } from "../testing/rust-env.js";

/**
 * `@defaultOnNull` on a fixture spec (fixtures/default-on-null): in strict mode,
 * `null` in a marked required list, optional list (through an alias) or map reads
 * as the empty list or map, and is written back as `[]` / `{}`, the same bytes in
 * every language (fields in declaration order); absent stays absent; a bad value is still an error. Given an
 * input, want the canonical output, or null where the parse must fail.
 */
const server = (more: object = {}) => ({ name: "s", args: ["a"], ...more });
const cases: { name: string; type: string; input: unknown; want: unknown }[] = [
  {
    name: "null in a required list reads as []",
    type: "v1.Server",
    input: { name: "s", args: null },
    want: { name: "s", args: [] },
  },
  {
    name: "null in an optional map reads as present and {}",
    type: "v1.Server",
    input: server({ env: null }),
    want: { name: "s", args: ["a"], env: {} },
  },
  { name: "an absent optional map stays absent", type: "v1.Server", input: server(), want: { name: "s", args: ["a"] } },
  {
    name: "null in an optional list through an alias, a numeric map, and a nested list",
    type: "v1.Session",
    input: { servers: [server({ args: null })], dirs: null, counts: null },
    want: { servers: [{ name: "s", args: [] }], dirs: [], counts: {} },
  },
  { name: "null in a required list of objects", type: "v1.Session", input: { servers: null }, want: { servers: [] } },
  {
    name: "a value is kept",
    type: "v1.Session",
    input: { servers: [], counts: { a: 1 } },
    want: { servers: [], counts: { a: 1 } },
  },
  {
    name: "through a union's variant",
    type: "v1.Event",
    input: { kind: "open", name: "s", args: null, env: null },
    want: { kind: "open", name: "s", args: [], env: {} },
  },
  { name: "a missing required list is still an error", type: "v1.Server", input: { name: "s" }, want: null },
  { name: "a bad value is still an error", type: "v1.Server", input: { name: "s", args: "x" }, want: null },
  { name: "null inside the list is still an error", type: "v1.Server", input: { name: "s", args: [null] }, want: null },
  {
    name: "null in an unmarked field is still an error",
    type: "v1.Server",
    input: { name: null, args: [] },
    want: null,
  },
];

/** The bytes every binding writes: fields in declaration order, as `want` lists them. */
const wantLine = (w: unknown): string => (w === null ? "REJECT" : JSON.stringify(w));

let out: string;
beforeAll(async () => {
  ({ dir: out } = await generateToTemp({
    spec: join(import.meta.dirname, "fixtures", "default-on-null"),
    targets: ["typescript", "rust", "python", "jsonschema"],
    config: fixtureConfig("default-on-null"),
  }));
}, 120_000);
afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

describe("@defaultOnNull: null reads as the default in strict mode, the same bytes in every language", () => {
  it("TypeScript: parse reads null as the default and serialize writes it; lenient mode agrees with no drop", async () => {
    const v1 = await importGenerated<Record<string, any>>(join(out, "typescript"), "v1.js");
    for (const c of cases) {
      const codec = v1.codecs[c.type];
      let got: string;
      try {
        got = JSON.stringify(codec.serialize(codec.parse(c.input)));
      } catch {
        got = "REJECT";
      }
      expect(got, c.name).toBe(wantLine(c.want));
      if (c.want !== null) {
        const r = v1.parseLenient(codec, c.input);
        expect(r.dropped, c.name).toEqual([]);
        expect(JSON.stringify(codec.serialize(r.value)), c.name).toBe(wantLine(c.want));
      }
    }
  });

  it("JSON Schema: a marked field accepts null and carries upstream's mark; others do not", () => {
    const schema = JSON.parse(readFileSync(join(out, "jsonschema", "v1.json"), "utf8")) as {
      $defs: Record<string, { properties: Record<string, any> }>;
    };
    const p = (t: string, f: string) => schema.$defs[t]!.properties[f];
    for (const [t, f] of [
      ["Server", "args"],
      ["Server", "env"],
      ["Session", "servers"],
      ["Session", "dirs"],
      ["Session", "counts"],
    ] as const) {
      expect(p(t, f)["x-deserialize-default-on-null"], `${t}.${f}`).toBe(true);
      expect(JSON.stringify(p(t, f)), `${t}.${f}`).toMatch(/"null"/);
    }
    expect(p("Server", "name")["x-deserialize-default-on-null"]).toBeUndefined();
    expect(JSON.stringify(p("Server", "name"))).not.toMatch(/"null"/);
  });

  it("Python: parse and dump give the same bytes", () => {
    const python = ensurePythonEnv();
    const pkg = join(out, "python");
    writeFileSync(join(pkg, "cases.json"), JSON.stringify(cases.map((c) => [c.type, c.input])));
    writeFileSync(
      join(pkg, "run_default_on_null.py"),
      `import json
from acp_schema import dump, parse, parse_lenient
from acp_schema._registry import TYPES

for t, v in json.load(open("cases.json")):
    try:
        value = parse(TYPES[t], v)
    except Exception:
        print("REJECT")
        continue
    lenient = parse_lenient(TYPES[t], v)
    assert not lenient.dropped and dump(lenient.value, TYPES[t]) == dump(value, TYPES[t])
    print(json.dumps(dump(value, TYPES[t]), separators=(",", ":")))
`,
    );
    const r = spawnSync(python, ["run_default_on_null.py"], { cwd: pkg, encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trimEnd().split("\n")).toEqual(cases.map((c) => wantLine(c.want)));
  }, 120_000);

  it.skipIf(!commandExists("cargo"))(
    "Rust: from_value and to_canonical_string give the same bytes",
    () => {
      const crate = join(out, "rust");
      mkdirSync(join(crate, "tests"), { recursive: true });
      const calls = cases.map((c) => {
        const [version, name] = c.type.split(".");
        return `    out.push(run::<acp_schema::${version}::${name}>(json!(${JSON.stringify(c.input)})));`;
      });
      writeFileSync(
        join(crate, "tests", "default_on_null.rs"),
        `${fixtureAlias("default-on-null")}use serde::{de::DeserializeOwned, Serialize};
use serde_json::{json, Value};

fn run<T: DeserializeOwned + Serialize>(v: Value) -> String {
    let strict = match acp_schema::from_value::<T>(v.clone()) {
        Ok(value) => acp_schema::to_canonical_string(&value).unwrap(),
        Err(_) => return "REJECT".to_owned(),
    };
    let lenient = acp_schema::lenient::from_value::<T>(v).unwrap();
    assert!(lenient.dropped.is_empty());
    assert_eq!(acp_schema::to_canonical_string(&lenient.value).unwrap(), strict);
    strict
}

#[test]
fn default_on_null_cases() {
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
      const r = spawnSync("cargo", ["test", "--quiet", "--test", "default_on_null"], {
        cwd: crate,
        env,
        encoding: "utf8",
      });
      expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
    },
    600_000,
  );
});
