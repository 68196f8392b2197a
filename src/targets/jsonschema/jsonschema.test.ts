import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { beforeAll, describe, expect, it } from "vitest";
import { loadVectors, type DecodeVector } from "../../conformance/vectors.js";
import { PACKAGE_ROOT, compile } from "../../pipeline.js";
import { REJECTS, ROUND_TRIPS } from "../../testing/cases.js";
import { generateToTemp, importGenerated } from "../../testing/generated.js";
import { EXTENSION_KEYWORDS } from "./index.js";
import { specFeatures } from "../../model/features.js";

interface Codec {
  safeParse(json: unknown, options?: { unstable?: readonly string[] }): { ok: boolean };
}

/**
 * Where the schema and the bindings are allowed to disagree, and why. The test
 * checks that each listed case really does differ, so the list cannot go stale.
 */
const KNOWN_DIFFERENCES: Record<string, string> = {
  "integer beyond 2^53":
    "JSON Schema's `integer` has no upper bound; the TypeScript bindings reject integers that a JavaScript number cannot hold exactly (Rust's i64 and Python's int read them).",
};

const EXTRA_CASES: [string, string, unknown][] = [["integer beyond 2^53", "v2.ResourceLink", { name: "n", uri: "u", size: 9007199254740993 }]];

let schemas: Record<string, object>;
let codecs: Record<string, Codec>;
/** The schema describes every feature, so the bindings switch every feature on. */
let all: { unstable: string[] };

beforeAll(async () => {
  const { dir } = await generateToTemp({ targets: ["jsonschema", "typescript"] });
  all = { unstable: specFeatures((await compile({ targets: [] })).model!) };
  schemas = {
    v1: JSON.parse(readFileSync(join(dir, "jsonschema", "v1.json"), "utf8")) as object,
    v2: JSON.parse(readFileSync(join(dir, "jsonschema", "v2.json"), "utf8")) as object,
  };
  codecs = {};
  for (const v of ["v1", "v2"]) {
    const mod = await importGenerated<{ codecs: Record<string, Codec> }>(join(dir, "typescript"), `${v}.js`);
    Object.assign(codecs, mod.codecs);
  }
});

/** An ajv in strict mode that knows the x-acp keywords and the `int64` format (as the published schema uses it). */
function newAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true });
  ajv.addVocabulary([...EXTENSION_KEYWORDS]);
  ajv.addFormat("int64", { type: "number", validate: (n: number) => Number.isInteger(n) });
  return ajv;
}

function schemaAccepts(type: string, json: unknown): boolean {
  const [version, name] = type.split(".") as [string, string];
  const ajv = newAjv();
  ajv.addSchema(schemas[version]!, `${version}.json`);
  const validate = ajv.getSchema(`${version}.json#/$defs/${name}`);
  if (!validate) throw new Error(`no schema for ${type}`);
  return validate(json) as boolean;
}

async function allCases(): Promise<[string, string, unknown][]> {
  const cases: [string, string, unknown][] = [];
  const vectors = loadVectors([join(PACKAGE_ROOT, "..", "shared", "conformance", "vectors")]).filter((v): v is DecodeVector => v.kind === "decode");
  for (const v of vectors) cases.push([`vector ${v.id}`, v.type, v.json]);
  const { model } = await compile({ targets: [] });
  for (const version of model!.versions) {
    for (const d of version.decls) d.doc.examples.forEach((e, i) => cases.push([`example ${version.name}.${d.name} #${i + 1}`, `${version.name}.${d.name}`, e.value]));
    for (const m of version.methods) {
      m.doc.examples.forEach((e, i) => cases.push([`example ${version.name} ${m.name} #${i + 1}`, `${version.name}.${m.params}`, (e.value as { params: unknown }).params]));
    }
  }
  for (const [label, type, json] of [...REJECTS, ...ROUND_TRIPS]) cases.push([`case ${label}`, type, json]);
  return [...cases, ...EXTRA_CASES];
}

const cases = await allCases();

describe("JSON Schema (draft 2020-12)", () => {
  it("compiles in ajv's strict mode, with the x-acp keywords declared", () => {
    for (const v of ["v1", "v2"]) {
      expect(() => newAjv().compile(schemas[v]!)).not.toThrow();
    }
  });

  it("pins each variant's tag with const, and gives open unions an 'other' branch", () => {
    const v2 = schemas.v2 as { $defs: Record<string, { anyOf: { title: string; properties: Record<string, unknown> }[] }> };
    const su = v2.$defs.SessionUpdate!.anyOf;
    expect(su.find((b) => b.title === "agent_message")!.properties.sessionUpdate).toEqual({ type: "string", const: "agent_message" });
    expect(su.at(-1)!.properties.sessionUpdate).toMatchObject({ type: "string", not: { enum: expect.arrayContaining(["agent_message", "user_message_chunk"]) } });
    const v1 = schemas.v1 as typeof v2;
    expect(v1.$defs.SessionUpdate!.anyOf.some((b) => b.title === "other")).toBe(false);
  });

  it("marks patch fields with x-acp-patch, and only them", () => {
    const defs = (schemas.v2 as { $defs: Record<string, { properties?: Record<string, Record<string, unknown>> }> }).$defs;
    const patched = Object.entries(defs).flatMap(([n, d]) => Object.entries(d.properties ?? {}).filter(([, p]) => p["x-acp-patch"]).map(([f]) => `${n}.${f}`));
    expect(patched.sort()).toEqual(["AgentMessage._meta", "AgentMessage.content", "AgentThought._meta", "AgentThought.content", "UserMessage._meta", "UserMessage.content"]);
  });

  it("covers vectors, examples and behaviour cases", () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases)("agrees with the bindings: %s", (label, type, json) => {
    const bindings = codecs[type]!.safeParse(json, all).ok;
    const schema = schemaAccepts(type, json);
    if (KNOWN_DIFFERENCES[label]) expect(schema, KNOWN_DIFFERENCES[label]).not.toBe(bindings);
    else expect(schema).toBe(bindings);
  });
});
