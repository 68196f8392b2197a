import { describe, expect, it } from "vitest";
import { compareSchemas, defShape } from "./structure.js";

/** Given two small schemas, want exactly these wire differences. */
const obj = (properties: object, required: string[] = [], extra: object = {}) => ({
  type: "object",
  properties,
  required,
  ...extra,
});
const tagged = (
  field: string,
  tags: string[],
  open: boolean,
  payload: (tag: string) => object = () => ({ allOf: [{ $ref: "#/$defs/P" }] }),
) => ({
  anyOf: [
    ...tags.map((t) => ({
      type: "object",
      properties: { [field]: { type: "string", const: t } },
      required: [field],
      ...payload(t),
    })),
    ...(open
      ? [{ title: "other", type: "object", properties: { [field]: { type: "string" } }, not: { anyOf: [] } }]
      : []),
  ],
});
const schema = (defs: object) => ({ $defs: defs });

const CASES: readonly (readonly [string, object, object, string[]])[] = [
  [
    "equal objects",
    schema({ A: obj({ a: { type: "string" } }, ["a"]) }),
    schema({ A: obj({ a: { type: "string", format: "uri" } }, ["a"]) }),
    [],
  ],
  [
    "a missing and an extra field",
    schema({ A: obj({ a: {} }) }),
    schema({ A: obj({ b: {} }) }),
    ["missing-field A.b", "extra-field A.a"],
  ],
  ["required against optional", schema({ A: obj({ a: {} }, ["a"]) }), schema({ A: obj({ a: {} }) }), ["required A.a"]],
  [
    "nullability by type array and by anyOf",
    schema({ A: obj({ a: { type: "string" }, b: { $ref: "#/$defs/X" } }) }),
    schema({ A: obj({ a: { type: ["string", "null"] }, b: { anyOf: [{ $ref: "#/$defs/X" }, { type: "null" }] } }) }),
    ["nullable A.a", "nullable A.b"],
  ],
  [
    "closed against open objects",
    schema({ A: obj({}, [], { additionalProperties: false }) }),
    schema({ A: obj({}) }),
    ["closed A"],
  ],
  [
    "tags and openness",
    schema({ U: tagged("type", ["a", "b"], false) }),
    schema({ U: tagged("type", ["a", "c"], true) }),
    ["missing-tag U:c", "extra-tag U:b", "open U"],
  ],
  [
    "the tag field",
    schema({ U: tagged("kind", ["a"], true) }),
    schema({ U: tagged("type", ["a"], true) }),
    ["tag-field U"],
  ],
  [
    "string enums",
    schema({ E: { type: "string", enum: ["x", "y"] } }),
    schema({
      E: {
        anyOf: [
          { type: "string", const: "x" },
          { title: "other", type: "string" },
        ],
      },
    }),
    ["extra-value E:y", "open E"],
  ],
  ["missing and extra types", schema({ A: obj({}) }), schema({ B: obj({}) }), ["extra-type A", "missing-type B"]],
  ["a kind that differs", schema({ A: obj({}) }), schema({ A: tagged("type", ["a"], false) }), ["kind A"]],
  [
    "a variant's payload: another type, inline fields, or none",
    schema({
      U: tagged("type", ["a", "b", "c", "d"], false, (t) =>
        t === "d" ? {} : { allOf: [{ $ref: `#/$defs/${t === "a" ? "Q" : "P"}` }] },
      ),
    }),
    schema({
      U: tagged("type", ["a", "b", "c", "d"], false, (t) =>
        t === "b"
          ? { properties: { type: { const: "b" }, x: {} } }
          : t === "c"
            ? {}
            : { allOf: [{ $ref: "#/$defs/P" }] },
      ),
    }),
    ["payload U:a", "payload U:b", "payload U:c", "payload U:d"],
  ],
  [
    "integer enums, open by an integer branch",
    schema({ E: { type: "integer" }, F: { anyOf: [{ type: "integer", const: 1 }, { type: "integer" }] } }),
    schema({
      E: {
        anyOf: [
          { type: "integer", const: 1 },
          { title: "Other", type: "integer" },
        ],
      },
      F: { anyOf: [{ type: "integer", const: 2 }, { type: "integer" }] },
    }),
    ["kind E", "missing-value F:2", "extra-value F:1"],
  ],
  [
    "methods: missing, extra, their types and their side (x-method and x-side against x-acp-methods)",
    {
      "x-acp-methods": {
        "a/b": {
          kind: "request",
          direction: "client_to_agent",
          params: { $ref: "#/$defs/AReq" },
          result: { $ref: "#/$defs/ARes" },
        },
        "c/d": { kind: "notification", direction: "both", params: { $ref: "#/$defs/CNote" } },
        "e/f": { kind: "notification", direction: "agent_to_client", params: { $ref: "#/$defs/ENote" } },
        "x/y": { kind: "notification", direction: "agent_to_client", params: { $ref: "#/$defs/XNote" } },
      },
      $defs: {},
    },
    {
      $defs: {
        AReq: { "x-method": "a/b", "x-side": "agent" },
        ARes: { "x-method": "a/b", "x-side": "agent" },
        ANote: { "x-method": "a/b", "x-side": "agent" },
        CNote: { "x-method": "c/d", "x-side": "protocol" },
        ENote: { "x-method": "e/f", "x-side": "agent" },
        GNote: { "x-method": "g/h", "x-side": "client" },
      },
    },
    [
      "missing-type ANote",
      "missing-type AReq",
      "missing-type ARes",
      "missing-type CNote",
      "missing-type ENote",
      "missing-type GNote",
      "method-types method:a/b",
      "method-side method:e/f",
      "missing-method method:g/h",
      "extra-method method:x/y",
    ],
  ],
];

describe("structural comparison of JSON Schemas", () => {
  it.each(CASES)("%s", (_label, ours, theirs, want) => {
    expect(compareSchemas(ours as never, theirs as never).map((d) => `${d.what} ${d.where}`)).toEqual(want);
  });

  it("reads an open union's other branch and a closed union", () => {
    expect(defShape(tagged("t", ["b", "a"], true) as never)).toEqual({
      kind: "union",
      tagField: "t",
      tags: ["a", "b"],
      open: true,
      payloads: { a: "P", b: "P" },
    });
    expect(defShape({ oneOf: [{ type: "string", const: "q" }] } as never)).toEqual({
      kind: "enum",
      values: ["q"],
      open: false,
    });
  });

  it("compares a named string's length bounds, and nothing else of a string", () => {
    const str = (extra: object): object => ({ type: "string", ...extra });
    const at = (a: object, b: object): string[] =>
      compareSchemas(schema({ K: a }) as never, schema({ K: b }) as never).map(
        (d) => `${d.what} ${d.where}: ${d.detail}`,
      );
    expect(at(str({}), str({ minLength: 1, maxLength: 255 }))).toEqual([
      "length K: the spec's string has any length, the published one 1 to 255 characters",
    ]);
    expect(at(str({ minLength: 1 }), str({ minLength: 1 }))).toEqual([]);
    expect(at(str({ minLength: 0, format: "uri" }), str({}))).toEqual([]);
    expect(at(str({ maxLength: 9 }), str({}))).toEqual([
      "length K: the spec's string has 0 to 9 characters, the published one any length",
    ]);
  });

  it("limits the comparison to the given names", () => {
    expect(
      compareSchemas(schema({ A: obj({}) }) as never, schema({ A: obj({}), B: obj({}) }) as never, new Set(["A"])),
    ).toEqual([]);
  });
});
