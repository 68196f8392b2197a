import { describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import { Rng } from "./generate.js";
import { SCHEMA_MUTATIONS, SchemaGenerator, schemaInputs, type SchemaDoc } from "./schema-gen.js";
import { constructsAlong, integerTokens, pathSteps, pointerSteps } from "./oracle.js";
import { indexVersion } from "../model/index.js";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compile } from "../pipeline.js";
import type { SpecModel } from "../model/types.js";

async function compileFixture(files: Record<string, string>): Promise<SpecModel> {
  const dir = mkdtempSync(join(tmpdir(), "acp-schema-gen-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const r = await compile({ spec: dir, targets: [] });
  if (!r.model) throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  return r.model;
}

/** A small published-style schema: a tagged open union, an object with bounds, an integer format, free JSON. */
const DOC: SchemaDoc = {
  $defs: {
    Id: { type: "string" },
    Size: {
      type: "object",
      properties: {
        cols: { type: "integer", format: "uint16", minimum: 1 },
        rows: { type: "integer", format: "uint16", minimum: 1 },
      },
      required: ["cols", "rows"],
    },
    Note: {
      type: "object",
      properties: {
        id: { $ref: "#/$defs/Id" },
        priority: { type: ["number", "null"], minimum: 0, maximum: 1 },
        _meta: { type: ["object", "null"], additionalProperties: true },
      },
      required: ["id"],
    },
    Event: {
      anyOf: [
        {
          type: "object",
          properties: { kind: { type: "string", const: "note" } },
          required: ["kind"],
          allOf: [{ $ref: "#/$defs/Note" }],
        },
        {
          type: "object",
          properties: { kind: { type: "string", const: "size" } },
          required: ["kind"],
          allOf: [{ $ref: "#/$defs/Size" }],
        },
        {
          title: "other",
          type: "object",
          properties: { kind: { type: "string" } },
          required: ["kind"],
          not: {
            anyOf: [
              { properties: { kind: { const: "note" } }, required: ["kind"] },
              { properties: { kind: { const: "size" } }, required: ["kind"] },
            ],
          },
        },
      ],
    },
    Tags: { type: "array", items: { type: "string" }, minItems: 1 },
  },
};

function validators(): Map<string, (v: unknown) => boolean> {
  const ajv = new Ajv2020({ strict: false });
  ajv.addFormat("uint16", { type: "number", validate: (n: number) => Number.isInteger(n) && n >= 0 && n <= 65535 });
  ajv.addSchema(DOC as object, "doc");
  return new Map(
    Object.keys(DOC.$defs).map((n) => [`v1.${n}`, ajv.compile({ $ref: `doc#/$defs/${n}` }) as (v: unknown) => boolean]),
  );
}

describe("inputs from the published schema", () => {
  const check = validators();
  const accepts = (t: string, v: unknown): boolean => check.get(t)!(v);
  const types = [...check.keys()];

  it("makes valid instances that the schema itself accepts, for every type", () => {
    const gen = new SchemaGenerator(DOC, new Rng(3));
    for (const t of types) {
      let ok = 0;
      for (let i = 0; i < 40; i++) if (accepts(t, gen.instance(t.slice(3)).value)) ok++;
      expect(ok, t).toBeGreaterThan(20);
    }
  });

  it("covers every type once count reaches the number of types, and is the same for the same seed", () => {
    const a = schemaInputs({ seed: 9, count: 200, types, docs: { v1: DOC }, accepts });
    const b = schemaInputs({ seed: 9, count: 200, types, docs: { v1: DOC }, accepts });
    expect(a).toEqual(b);
    expect(new Set(a.map((x) => x.type))).toEqual(new Set(types));
    const c = schemaInputs({ seed: 10, count: 200, types, docs: { v1: DOC }, accepts });
    expect(c.map((x) => x.text)).not.toEqual(a.map((x) => x.text));
  });

  it("gives every mutation class that the schema has a site for, and each one changes the value", () => {
    const inputs = schemaInputs({ seed: 1, count: 3000, types, docs: { v1: DOC }, accepts, validShare: 0 });
    const seen = new Set(inputs.map((x) => x.mutation));
    for (const m of SCHEMA_MUTATIONS) expect(seen, m).toContain(m);
    // Mutations that always break the schema here are rejected by it.
    for (const x of inputs.filter((i) => i.mutation === "drop-required" || i.mutation === "bounds")) {
      expect(accepts(x.type, JSON.parse(x.text)), `${x.mutation} ${x.text}`).toBe(false);
    }
    // An integer edge is written as text (a value JSON.parse would round or that is not an integer token).
    const edges = inputs.filter((i) => i.mutation === "integer-edge");
    expect(edges.length).toBeGreaterThan(0);
    for (const x of edges) expect(x.text).not.toContain("acp-codegen-integer-edge");
  });
});

describe("reading where a difference is", () => {
  it("parses JSON paths and pointers into the same steps", () => {
    expect(pathSteps('$.a["b c"][3].d')).toEqual(["a", "b c", 3, "d"]);
    expect(pointerSteps("/a/b c/3/d")).toEqual(["a", "b c", 3, "d"]);
    expect(pointerSteps("/x~1y/~0")).toEqual(["x/y", "~"]);
  });

  it("finds integer tokens outside strings", () => {
    expect(integerTokens('{"a":"12","b":[1,2.5e3,-7],"c":"x\\"9"}')).toEqual(["1", "2.5e3", "-7"]);
  });

  it("walks the model along a path through unions, fields and lists", async () => {
    const model = await compileFixture({
      "v1/a.ts": `import type { OpenUnion } from "../vocabulary.js";
/** d */ export interface Note { /** d */ id: string; /** d */ tags?: Tag[] }
/** d */ export interface Tag { /** d */ name: string }
/** d */ export type Event = OpenUnion<"kind", { /** d */ note: Note }>;
`,
    });
    const ix = indexVersion(model.versions[0]!);
    const value = { kind: "note", id: "x", tags: [{ name: 1 }] };
    expect(constructsAlong(ix, "Event", value, pathSteps("$.tags[0].name"))).toEqual([
      "Event",
      "Event:note",
      "Note",
      "Note.tags",
      "Tag",
      "Tag.name",
    ]);
    expect(constructsAlong(ix, "Event", value, [])).toEqual(["Event", "Event:note", "Note"]);
  });
});
