import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandExists } from "../conformance/langs.js";
import { PACKAGE_ROOT } from "../pipeline.js";
import { generateToTemp, importGenerated, runTsc } from "../testing/generated.js";
import { ensurePythonEnv } from "../testing/python-env.js";

/**
 * The typed behaviour APIs of each language, on a small fixture spec
 * (fixtures/typed): converters take and return the generated types, options
 * are typed, ConversionError carries the rule id, reducers expose entity
 * state. Each language's own toolchain checks the usage code too.
 */

const SPEC = join(import.meta.dirname, "fixtures", "typed");
let out: string;

beforeAll(async () => {
  ({ dir: out } = await generateToTemp({ spec: SPEC, targets: ["typescript", "rust", "python"] }));
}, 120_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

describe("TypeScript: typed converters and reducers, exported from the package index", () => {
  it("type-checks typed use under --strict, and rejects a value of the wrong version", () => {
    writeFileSync(
      join(out, "typescript", "usage.ts"),
      `import { v1, v2, V1ToV2, V2ToV1, V2Reducer, ConversionError, ReduceError } from "./index.js";
const c = new V1ToV2({ mintIds: "n" });
const fromV1: v2.Event[] = c.event(v1.Event.parse({ kind: "note", text: "a" }));
const back: v1.Event[] = new V2ToV1({ redact: true }).event(fromV1[0]!);
// @ts-expect-error a v2 value is not a v1 event
c.event(fromV1[0]!);
// @ts-expect-error options are typed
new V2ToV1({ redact: "yes" });
const r = new V2Reducer();
r.apply(v2.Event.parse({ kind: "task", taskId: "t1" }));
const tasks: unknown[] = r.tasks();
export { back, tasks, ConversionError, ReduceError };
`,
    );
    const dir = join(out, "typescript");
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          types: [],
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
        },
        include: ["**/*.ts"],
      }),
    );
    const r = runTsc(["-p", "tsconfig.json"], dir);
    expect(r.output).toBe("");
    expect(r.status).toBe(0);
  });

  it("converts typed values, mints ids, raises ConversionError with the rule id, and keeps entity state", async () => {
    type Mod = Record<string, any>;
    const m = await importGenerated<Mod>(join(out, "typescript"), "index.js");
    const c = new m.V1ToV2({ mintIds: "n" });
    expect(c.event(m.v1.Event.parse({ kind: "note", text: "a" }))).toEqual([{ kind: "note", id: "n1", text: "a" }]);
    expect(c.event(m.v1.Event.parse({ kind: "note", text: "b" }))).toEqual([{ kind: "note", id: "n2", text: "b" }]);
    const plain = new m.V1ToV2();
    let err: any;
    try {
      plain.event(m.v1.Event.parse({ kind: "note", text: "a" }));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(m.ConversionError);
    expect(err.rule).toBe("note-no-id");
    expect(err.detail).toBe("no id for note");
    const back = new m.V2ToV1({ redact: true });
    expect(back.event(m.v2.Event.parse({ kind: "note", id: "x", text: "secret" }))).toEqual([
      { kind: "note", id: "x", text: "…" },
    ]);
    expect(() => back.event(m.v2.Event.parse({ kind: "note", id: "x", text: "again" }))).toThrow(
      /note-again: v1 has no form for note/,
    );
    const r = new m.V2Reducer();
    r.apply(m.v2.Event.parse({ kind: "task", taskId: "t1", title: "A", status: "open" }));
    r.apply(m.v2.Event.parse({ kind: "board", columns: ["todo"] }));
    r.apply(m.v2.Event.parse({ kind: "task", taskId: "t1", status: null }));
    r.apply(m.v2.Event.parse({ kind: "ping" }));
    r.apply(m.v2.Event.parse({ kind: "note", id: "n1", text: "hi" }));
    expect(r.tasks()).toEqual([{ taskId: "t1", title: "A" }]);
    expect(r.board()).toEqual({ columns: ["todo"] });
    expect(r.messages()).toEqual([{ id: "n1", role: "user", text: ["hi"] }]);
  });
});

describe.skipIf(!commandExists("cargo"))("Rust: typed converters and reducers", () => {
  it("cargo test passes a typed-use test written against the generated crate", () => {
    const crate = join(out, "rust");
    mkdirSync(join(crate, "tests"), { recursive: true });
    writeFileSync(
      join(crate, "tests", "typed.rs"),
      `use acp_schema::{v1, v2, ConversionError, V1ToV2, V1ToV2Options, V2Reducer, V2ToV1, V2ToV1Options};
use serde_json::json;

#[test]
fn converts_typed_values() {
    let mut c = V1ToV2::new(V1ToV2Options { mint_ids: Some("n".to_owned()) });
    let note: v1::Event = serde_json::from_value(json!({ "kind": "note", "text": "a" })).unwrap();
    let out: Vec<v2::Event> = c.event(note.clone()).unwrap();
    assert_eq!(serde_json::to_value(&out).unwrap(), json!([{ "kind": "note", "id": "n1", "text": "a" }]));
    let err: ConversionError = V1ToV2::new(V1ToV2Options::default()).event(note).unwrap_err();
    assert_eq!(err.rule, "note-no-id");
    assert_eq!(err.detail, "no id for note");
    let mut back = V2ToV1::new(V2ToV1Options { redact: true });
    let v1s: Vec<v1::Event> = back.event(out[0].clone()).unwrap();
    assert_eq!(serde_json::to_value(&v1s).unwrap(), json!([{ "kind": "note", "id": "n1", "text": "…" }]));
    assert_eq!(back.event(out[0].clone()).unwrap_err().rule, "note-again");
}

#[test]
fn reduces_entities() {
    let mut r = V2Reducer::new();
    for u in [
        json!({ "kind": "task", "taskId": "t1", "title": "A", "status": "open" }),
        json!({ "kind": "board", "columns": ["todo"] }),
        json!({ "kind": "task", "taskId": "t1", "status": null }),
        json!({ "kind": "ping" }),
    ] {
        let update: v2::Event = serde_json::from_value(u).unwrap();
        r.apply(&update).unwrap();
    }
    assert_eq!(r.tasks(), json!([{ "taskId": "t1", "title": "A" }]));
    assert_eq!(r.board(), json!({ "columns": ["todo"] }));
}
`,
    );
    const env = {
      ...process.env,
      CARGO_TARGET_DIR: join(PACKAGE_ROOT, "node_modules", ".cache", "acp-codegen", "rust-target-typed"),
    };
    const r = spawnSync("cargo", ["test", "--quiet", "--test", "typed"], { cwd: crate, env, encoding: "utf8" });
    expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
    const clippy = spawnSync("cargo", ["clippy", "--quiet", "--all-targets", "--", "-D", "warnings"], {
      cwd: crate,
      env,
      encoding: "utf8",
    });
    expect(clippy.status, `${clippy.stdout}${clippy.stderr}`).toBe(0);
  }, 600_000);
});

describe("Python: typed converters and reducers, exported from the package", () => {
  it("mypy --strict sees typed results (parse of a union is not Any), and pytest passes", () => {
    const python = ensurePythonEnv();
    const pkg = join(out, "python");
    writeFileSync(
      join(pkg, "tests", "test_typed.py"),
      `from __future__ import annotations

from typing import assert_type

import pytest

from acp_schema import ConversionError, V1ToV2, V2Reducer, V2ToV1, parse, patch_state, v1, v2


def test_converts_typed_values() -> None:
    note = parse(v1.Event, {"kind": "note", "text": "a"})
    assert_type(note, v1.Event)
    out = V1ToV2(mint_ids="n").event(note)
    assert_type(out, list[v2.Event])
    assert [o.model_dump(by_alias=True) for o in out] == [{"kind": "note", "id": "n1", "text": "a"}]
    with pytest.raises(ConversionError) as e:
        V1ToV2().event(note)
    assert e.value.rule == "note-no-id"
    assert e.value.detail == "no id for note"
    back = V2ToV1(redact=True)
    assert [o.model_dump(by_alias=True) for o in back.event(out[0])] == [{"kind": "note", "id": "n1", "text": "…"}]
    with pytest.raises(ConversionError, match="note-again"):
        back.event(out[0])


def test_reduces_entities_and_reads_patch_state_by_either_name() -> None:
    r = V2Reducer()
    for u in [
        {"kind": "task", "taskId": "t1", "title": "A", "status": "open"},
        {"kind": "board", "columns": ["todo"]},
        {"kind": "task", "taskId": "t1", "status": None},
        {"kind": "ping"},
    ]:
        r.apply(parse(v2.Event, u))
    assert r.tasks() == [{"taskId": "t1", "title": "A"}]
    assert r.board() == {"columns": ["todo"]}
    task = parse(v2.Task, {"taskId": "t1", "status": None})
    assert patch_state(task, "status") == "clear"
    assert patch_state(task, "title") == "unchanged"
    assert patch_state(task, "task_id") == "set"
    assert patch_state(task, "taskId") == "set"
    with pytest.raises(KeyError):
        patch_state(task, "nope")
`,
    );
    const mypy = spawnSync(python, ["-m", "mypy", "--strict", "acp_schema", "tests"], { cwd: pkg, encoding: "utf8" });
    expect(mypy.status, `${mypy.stdout}${mypy.stderr}`).toBe(0);
    const pytest = spawnSync(python, ["-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_typed.py"], {
      cwd: pkg,
      encoding: "utf8",
    });
    expect(pytest.status, `${pytest.stdout}${pytest.stderr}`).toBe(0);
  }, 300_000);
});
