import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandExists } from "../conformance/langs.js";
import { generateToTemp, importGenerated, runTsc } from "../testing/generated.js";
import { fixtureAlias, fixtureConfig, fixtureRustEnv } from "../testing/rust-env.js";
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
  ({ dir: out } = await generateToTemp({
    spec: SPEC,
    targets: ["typescript", "rust", "python"],
    config: fixtureConfig("typed"),
  }));
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
      `${fixtureAlias("typed")}use acp_schema::{v1, v2, ConversionError, V1ToV2, V1ToV2Options, V2Reducer, V2ToV1, V2ToV1Options};
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
    let tasks: Vec<v2::Task> = r.tasks().unwrap();
    assert_eq!(serde_json::to_value(&tasks).unwrap(), json!([{ "taskId": "t1", "title": "A" }]));
    assert_eq!(serde_json::to_value(r.board().unwrap()).unwrap(), json!({ "columns": ["todo"] }));
}
`,
    );
    const env = {
      ...process.env,
      ...fixtureRustEnv(),
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
    assert_type(r.tasks(), list[v2.Task])
    assert [t.model_dump(by_alias=True) for t in r.tasks()] == [{"taskId": "t1", "title": "A"}]
    board = r.board()
    assert board is not None
    assert board.model_dump(by_alias=True) == {"columns": ["todo"]}
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

describe("JSON-RPC messages: unions keyed by method, typed envelopes, in each language", () => {
  it("TypeScript: narrowing on method types the params; unknown and switched-off methods are kept; responses type by method", async () => {
    const dir = join(out, "typescript");
    writeFileSync(
      join(dir, "messages-usage.ts"),
      `import { v2 } from "./index.js";
export function handle(m: v2.ClientRequestMessage): string {
  if (m.method === "notes/add") return m.params.text;
  if (m.method === undefined) return m.$other.method;
  return m.params.id;
}
// @ts-expect-error params are typed by method
export const bad: v2.ClientRequest = { method: "notes/add", params: { id: 1, text: "t" } };
export const res: v2.AgentResponse<"notes/add"> = { id: "1", result: { taskId: "t" } };
// @ts-expect-error the result of notes/add is a Task
export const wrong: v2.AgentResponse<"notes/add"> = { id: "1", result: { columns: [] } };
`,
    );
    const r = runTsc(["-p", "tsconfig.json"], dir);
    expect(r.output).toBe("");
    type Mod = Record<string, any>;
    const m = await importGenerated<Mod>(dir, "index.js");
    const req = m.v2.ClientRequestMessage.parse({ id: "1", method: "notes/add", params: { id: "n", text: "t" } });
    expect(req).toEqual({ id: "1", method: "notes/add", params: { id: "n", text: "t" } });
    expect(m.v2.ClientRequestMessage.toJson(req)).toBe(
      '{"jsonrpc":"2.0","id":"1","method":"notes/add","params":{"id":"n","text":"t"}}',
    );
    expect(m.v2.ClientRequestMessage.parse({ id: "2", method: "x/y", params: { b: 1, a: 2 } })).toEqual({
      id: "2",
      $other: { method: "x/y", params: { a: 2, b: 1 } },
    });
    expect(m.v2.ClientRequestMessage.parse({ id: "3", method: "beta/try", params: {} })).toEqual({
      id: "3",
      $other: { method: "beta/try", params: {} },
    });
    expect(() =>
      m.v2.ClientRequestMessage.parse({ id: "3", method: "beta/try", params: {} }, { unstable: ["beta"] }),
    ).toThrow(/at \$\.params\.id: /);
    expect(() =>
      m.v2.ClientRequestMessage.parse({ id: "1", method: "notes/add", params: { id: "n", text: 5 } }),
    ).toThrow(/at \$\.params\.text: /);
    expect(() => m.v2.ClientRequestMessage.parse({ jsonrpc: "1.0", id: "1", method: "x" })).toThrow(/at \$\.jsonrpc: /);
    expect(
      m.v2.AgentNotificationMessage.parse({ jsonrpc: "2.0", method: "board/show", params: { columns: ["a"] } }),
    ).toEqual({ method: "board/show", params: { columns: ["a"] } });
    expect(m.v2.AgentResponse.to("notes/add").parse({ jsonrpc: "2.0", id: "1", result: { taskId: "t" } })).toEqual({
      id: "1",
      result: { taskId: "t" },
    });
    expect(() => m.v2.AgentResponse.to("notes/add").parse({ id: "1", result: { title: "no id" } })).toThrow(
      /at \$\.result\.taskId: /,
    );
    expect(m.v2.AgentResponse.parse({ id: "1", error: { code: -32601, message: "no" } })).toEqual({
      id: "1",
      error: { code: -32601, message: "no" },
    });
    expect(() => m.v2.AgentResponse.parse({ id: "1" })).toThrow(/exactly one of 'result' and 'error'/);
  });

  it.skipIf(!commandExists("cargo"))(
    "Rust: a match on the method enum, method(), unknown methods kept, responses typed by method",
    () => {
      const crate = join(out, "rust");
      mkdirSync(join(crate, "tests"), { recursive: true });
      writeFileSync(
        join(crate, "tests", "messages.rs"),
        `${fixtureAlias("typed")}use acp_schema::jsonrpc::{MethodUnion, Response};
use acp_schema::v2;
use serde_json::{json, Value};

#[test]
fn requests_are_typed_by_method() {
    let m: v2::ClientRequestMessage =
        acp_schema::from_value(json!({ "id": "1", "method": "notes/add", "params": { "id": "n", "text": "t" } })).unwrap();
    assert_eq!(m.id, "1");
    assert_eq!(m.message.method(), "notes/add");
    match &m.message {
        v2::ClientRequest::NotesAdd(note) => assert_eq!(note.text, "t"),
        other => panic!("not typed: {other:?}"),
    }
    assert_eq!(
        acp_schema::to_canonical_string(&m).unwrap(),
        r#"{"jsonrpc":"2.0","id":"1","method":"notes/add","params":{"id":"n","text":"t"}}"#
    );
    let unknown: v2::ClientRequestMessage =
        acp_schema::from_value(json!({ "id": "2", "method": "x/y", "params": { "b": 1, "a": 2 } })).unwrap();
    match &unknown.message {
        v2::ClientRequest::Other(u) => assert_eq!((u.method.as_str(), u.params.clone()), ("x/y", Some(json!({ "a": 2, "b": 1 })))),
        other => panic!("not kept: {other:?}"),
    }
    let err = acp_schema::from_value::<v2::ClientRequestMessage>(json!({ "id": "1", "method": "notes/add", "params": { "id": "n", "text": 5 } }))
        .unwrap_err()
        .to_string();
    assert!(err.contains("params.text"), "{err}");
    assert!(acp_schema::from_value::<v2::ClientRequestMessage>(json!({ "jsonrpc": "1.0", "id": "1", "method": "x" })).is_err());
}

#[test]
fn responses_are_typed_by_method() {
    let r: Response<v2::CallId, Value, v2::Failure> =
        acp_schema::from_value(json!({ "jsonrpc": "2.0", "id": "1", "result": { "taskId": "t" } })).unwrap();
    match r.typed::<v2::AgentResponse>("notes/add").unwrap() {
        Response::Result { id, result: v2::AgentResponse::NotesAdd(task) } => assert_eq!((id.as_str(), task.task_id.as_str()), ("1", "t")),
        other => panic!("not typed: {other:?}"),
    }
    let e: Response<v2::CallId, Value, v2::Failure> =
        acp_schema::from_value(json!({ "id": "1", "error": { "code": -32601, "message": "no" } })).unwrap();
    assert!(matches!(e.typed::<v2::AgentResponse>("notes/add").unwrap(), Response::Error { .. }));
    assert!(acp_schema::from_value::<Response<v2::CallId, Value, v2::Failure>>(json!({ "id": "1" })).is_err());
}
`,
      );
      const env = {
        ...process.env,
        ...fixtureRustEnv(),
      };
      const r = spawnSync("cargo", ["test", "--quiet", "--test", "messages"], { cwd: crate, env, encoding: "utf8" });
      expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
    },
    600_000,
  );

  it("Python: the message union narrows by class under mypy --strict; unknown methods kept; result_for types results", () => {
    const python = ensurePythonEnv();
    const pkg = join(out, "python");
    writeFileSync(
      join(pkg, "tests", "test_messages.py"),
      `from __future__ import annotations

from typing import assert_type

import pytest

from acp_schema import DecodeError, dump, parse, v2


def test_requests_are_typed_by_method() -> None:
    m = parse(v2.ClientRequestMessage, {"id": "1", "method": "notes/add", "params": {"id": "n", "text": "t"}})
    assert_type(m, v2.ClientRequestMessage)
    msg = m.message
    assert isinstance(msg, v2.ClientRequestNotesAdd)
    assert_type(msg.params, v2.Note)
    assert msg.params.text == "t"
    assert dump(m) == {"jsonrpc": "2.0", "id": "1", "method": "notes/add", "params": {"id": "n", "text": "t"}}
    unknown = parse(v2.ClientRequestMessage, {"id": "2", "method": "x/y", "params": {"b": 1}})
    assert isinstance(unknown.message, v2.ClientRequestOther)
    assert unknown.message.method == "x/y"
    off = parse(v2.ClientRequestMessage, {"id": "3", "method": "beta/try", "params": {}})
    assert isinstance(off.message, v2.ClientRequestOther)
    with pytest.raises(DecodeError, match=r"^v2\\.ClientRequestMessage: at \\$\\.params"):
        parse(v2.ClientRequestMessage, {"id": "3", "method": "beta/try", "params": {}}, unstable=["beta"])
    with pytest.raises(DecodeError, match=r"^v2\\.ClientRequestMessage: at \\$\\.params\\.text: "):
        parse(v2.ClientRequestMessage, {"id": "1", "method": "notes/add", "params": {"id": "n", "text": 5}})


def test_responses_are_typed_by_method() -> None:
    r = parse(v2.AgentResponse, {"jsonrpc": "2.0", "id": "1", "result": {"taskId": "t"}})
    task = r.result_for("notes/add")
    assert isinstance(task, v2.Task)
    assert task.task_id == "t"
    with pytest.raises(KeyError):
        r.result_for("board/show")
    with pytest.raises(DecodeError, match=r"^v2\\.AgentResponse: at \\$: "):
        parse(v2.AgentResponse, {"id": "1"})
`,
    );
    const mypy = spawnSync(python, ["-m", "mypy", "--strict", "acp_schema", "tests/test_messages.py"], {
      cwd: pkg,
      encoding: "utf8",
    });
    expect(mypy.status, `${mypy.stdout}${mypy.stderr}`).toBe(0);
    const pytest = spawnSync(python, ["-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_messages.py"], {
      cwd: pkg,
      encoding: "utf8",
    });
    expect(pytest.status, `${pytest.stdout}${pytest.stderr}`).toBe(0);
  }, 300_000);
});
