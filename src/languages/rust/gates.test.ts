import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Task } from "../../conformance/langs.js";
import { indexModel } from "../../model/index.js";
import { compile } from "../../pipeline.js";
import { harnessBuilds } from "./conformance.js";
import { gateTable, touchedByTask, touchedFeatures, type GateTable } from "./gates.js";

/**
 * The gate table and the choice of harness build: a vector that needs some
 * unstable features is judged in the build with none or the build with all of
 * them when its input touches only gates that are off, or only gates that are
 * on, in its own build; in a build of its own otherwise.
 */

// Fixture: src/behaviour/fixtures/typed, whose one feature `beta` gates a v1 variant, a v2 field, a v2 variant and a method.
const SPEC = join(import.meta.dirname, "..", "..", "behaviour", "fixtures", "typed");
let table: GateTable;

beforeAll(async () => {
  const r = await compile({ spec: SPEC, targets: [] });
  table = gateTable([...indexModel(r.model!).values()]);
}, 120_000);

describe("gateTable and touchedFeatures on a spec", () => {
  it("lists the spec's features and only the types on the way to a gate", () => {
    expect(table.features).toEqual(["beta"]);
    // Note and Task gate nothing and reach no gate: left out.
    expect(Object.keys(table.versions["v2"]!.types).sort()).toEqual(["Board", "Event"]);
    expect(table.versions["v2"]!.types["Board"]).toEqual({ k: "o", f: [["title", null, "beta"]], ge: ["beta"] });
    expect(table.versions["v2"]!.messages["ClientRequestMessage"]!.methods["beta/try"]).toEqual(["Note", "beta"]);
  });

  it("a gated field, variant or method touches its feature when the input names it, and nothing else does", () => {
    const cases: [string, unknown, string[]][] = [
      ["v2.Board", { columns: ["a"] }, []],
      ["v2.Board", { columns: ["a"], title: "T" }, ["beta"]],
      ["v2.Board", { columns: [], title: 5 }, ["beta"]],
      ["v2.Event", { kind: "board", columns: [], title: "T" }, ["beta"]],
      ["v2.Event", { kind: "board", columns: [] }, []],
      ["v2.Event", { kind: "beta", id: "1", text: "a" }, ["beta"]],
      ["v2.Event", { kind: "zz_unknown", title: "T" }, []],
      ["v2.Event", { title: "T" }, []],
      ["v1.Event", { kind: "beta", text: "a" }, ["beta"]],
      ["v1.Event", { kind: "note", text: "a" }, []],
      ["v2.Note", { id: "1", text: "a" }, []],
      ["v9.Board", { title: "T" }, []],
      ["v2.ClientRequestMessage", { id: "1", method: "beta/try", params: { id: "1", text: "a" } }, ["beta"]],
      ["v2.ClientRequestMessage", { id: "1", method: "notes/add", params: { id: "1", text: "a" } }, []],
      // A response names no method: read by its group's name (its own or the published one), its result stays JSON.
      ["v2.AgentResponseMessage", { id: "1", result: { columns: [], title: "T" } }, []],
      ["v2.AgentResponse", { id: "1", result: { columns: [], title: "T" } }, []],
    ];
    for (const [type, value, want] of cases)
      expect([...touchedFeatures(table, type, value)].sort(), `${type} ${JSON.stringify(value)}`).toEqual(want);
  });

  it("a task's inputs: a decode task's text or bytes, every update of an apply task, every input of a convert task in each version", () => {
    const board = JSON.stringify({ columns: [], title: "T" });
    expect([...touchedByTask(table, { id: "t", type: "v2.Board", json: null, text: board })]).toEqual(["beta"]);
    expect([
      ...touchedByTask(table, { id: "b", type: "v2.Board", json: null, bytes: Buffer.from(board).toString("base64") }),
    ]).toEqual(["beta"]);
    expect([...touchedByTask(table, { id: "n", type: "v2.Board", json: null, text: "{not json" })]).toEqual([]);
    expect([
      ...touchedByTask(table, {
        kind: "apply",
        id: "a",
        version: "v2",
        updates: [{ kind: "ping" }, { kind: "beta", id: "1", text: "a" }],
      }),
    ]).toEqual(["beta"]);
    expect([...touchedByTask(table, { kind: "apply", id: "a", version: "v2", updates: [{ kind: "ping" }] })]).toEqual(
      [],
    );
    // v1's Event knows `beta` as a variant: read as the v1 type too, a v2 input touches it.
    expect([
      ...touchedByTask(table, {
        kind: "convert",
        id: "c",
        from: "v2",
        type: "v2.Event",
        inputs: [{ kind: "beta", text: "a" }],
      }),
    ]).toEqual(["beta"]);
    expect([
      ...touchedByTask(table, {
        kind: "convert",
        id: "m",
        from: "v2",
        type: "method",
        inputs: [{ method: "beta/try", params: {} }],
      }),
    ]).toEqual(["beta"]);
  });
});

describe("harnessBuilds: at most two builds unless an input meets gates of its own features and of others", () => {
  // Two features: `a` gates field x and `b` field y of an open object; a closed object lists both in its error.
  const two: GateTable = {
    format: 1,
    features: ["a", "b"],
    versions: {
      v1: {
        types: {
          Open: {
            k: "o",
            f: [
              ["x", null, "a"],
              ["y", null, "b"],
            ],
            ge: ["a", "b"],
          },
          Closed: {
            k: "o",
            f: [
              ["x", null, "a"],
              ["y", null, "b"],
            ],
            ge: ["a", "b"],
            n: ["x", "y", "z"],
          },
        },
        messages: {},
      },
    },
  };
  const task = (id: string, unstable: string[], json: unknown, type = "v1.Open"): Task => ({
    id,
    type,
    json,
    unstable,
  });
  const keys = (builds: Map<string, Task[]>): Record<string, string[]> =>
    Object.fromEntries([...builds].map(([k, ts]) => [k, ts.map((t) => t.id)]));
  const tasks = [
    task("stable", [], { x: 1, y: 2 }),
    task("a-own-only", ["a"], { x: 1 }),
    task("a-other-only", ["a"], { y: 1 }),
    task("a-nothing", ["a"], { z: 1 }),
    task("a-both", ["a"], { x: 1, y: 2 }),
    task("ab-both", ["a", "b"], { x: 1, y: 2 }),
    task("b-closed-unknown-key", ["b"], { w: 1 }, "v1.Closed"),
    task("b-closed-known-key", ["b"], { z: 1 }, "v1.Closed"),
    task("undeclared", ["c"], { x: 1 }),
  ];

  it("with the table: the defaults' build, the build with every feature, and an own build only for an input that meets both kinds of gate", () => {
    expect(keys(harnessBuilds(tasks, ["a", "b"], new Set(), two))).toEqual({
      "": ["stable", "a-other-only", "a-nothing", "b-closed-known-key"],
      "a,b": ["a-own-only", "ab-both"],
      a: ["a-both"],
      b: ["b-closed-unknown-key"],
      c: ["undeclared"],
    });
  });

  it("a response read by its group's name touches only what its id and error reach, never its methods' results", () => {
    const v1 = two.versions["v1"]!;
    const withResponses: GateTable = {
      ...two,
      versions: {
        v1: {
          ...v1,
          messages: {
            ReplyMessage: {
              response: true,
              methods: { "a/get": ["Open", "a"], "b/get": ["Open", "b"] },
              ge: ["a", "b"],
            },
          },
          response: { id: null, error: "Open" },
        },
      },
    };
    const replies = [
      task("reply-result", ["a"], { id: 1, result: { x: 1, y: 2 } }, "v1.Reply"),
      task("reply-error-b", ["a"], { id: 1, error: { y: 2 } }, "v1.Reply"),
      task("reply-error-a", ["a"], { id: 1, error: { x: 1 } }, "v1.ReplyMessage"),
    ];
    expect(keys(harnessBuilds(replies, ["a", "b"], new Set(), withResponses))).toEqual({
      "": ["reply-result", "reply-error-b"],
      "a,b": ["reply-error-a"],
    });
  });

  it("a feature on by default counts as on in every build", () => {
    expect(keys(harnessBuilds(tasks.slice(0, 5), ["a", "b"], new Set(["b"]), two))).toEqual({
      "": ["stable", "a-other-only", "a-nothing"],
      "a,b": ["a-own-only", "a-both"],
    });
  });

  it("without a table, one build per set of features", () => {
    expect(keys(harnessBuilds(tasks, ["a", "b"], new Set(), undefined))).toEqual({
      "": ["stable"],
      a: ["a-own-only", "a-other-only", "a-nothing", "a-both"],
      "a,b": ["ab-both"],
      b: ["b-closed-unknown-key", "b-closed-known-key"],
      c: ["undeclared"],
    });
  });
});
