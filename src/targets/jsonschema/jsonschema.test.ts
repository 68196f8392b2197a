import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { beforeAll, describe, expect, it } from "vitest";
import { sharedPath } from "../../testing/shared.js";
import { loadVectors, type DecodeVector } from "../../conformance/vectors.js";
import { compile } from "../../pipeline.js";
import { REJECTS, ROUND_TRIPS } from "../../testing/cases.js";
import { generateToTemp, importGenerated } from "../../testing/generated.js";
import { newAjv } from "../../testing/ajv.js";
import { versionSchema } from "./index.js";
import { indexModel } from "../../model/index.js";
import type { SpecModel } from "../../model/types.js";
import { specFeatures } from "../../model/features.js";

interface Codec {
  safeParse(json: unknown, options?: { unstable?: readonly string[] }): { ok: boolean };
}

/**
 * Where the schema and the bindings are allowed to disagree, and why. The test
 * checks that each listed case really does differ, so the list cannot go stale.
 */
const KNOWN_DIFFERENCES: Record<string, string> = {};

const EXTRA_CASES: [string, string, unknown][] = [
  // biome-ignore lint/correctness/noPrecisionLoss: the literal is the point: beyond 2^53
  ["integer beyond 2^53", "v2.ResourceLink", { name: "n", uri: "u", size: 9007199254740993 }],
];

/** Per surface, per version. */
let schemas: Record<string, object>;
let stableSchemas: Record<string, object>;
let model: SpecModel;
let codecs: Record<string, Codec>;
/** The schema describes every feature, so the bindings switch every feature on. */
let all: { unstable: string[] };

beforeAll(async () => {
  const { dir } = await generateToTemp({ targets: ["jsonschema", "typescript"] });
  all = { unstable: specFeatures((await compile({ targets: [] })).model!) };
  schemas = {
    v1: JSON.parse(readFileSync(join(dir, "jsonschema", "v1.unstable.json"), "utf8")) as object,
    v2: JSON.parse(readFileSync(join(dir, "jsonschema", "v2.unstable.json"), "utf8")) as object,
  };
  stableSchemas = {
    v1: JSON.parse(readFileSync(join(dir, "jsonschema", "v1.json"), "utf8")) as object,
    v2: JSON.parse(readFileSync(join(dir, "jsonschema", "v2.json"), "utf8")) as object,
  };
  model = (await compile({ targets: [] })).model!;
  codecs = {};
  for (const v of ["v1", "v2"]) {
    const mod = await importGenerated<{ codecs: Record<string, Codec> }>(join(dir, "typescript"), `${v}.js`);
    Object.assign(codecs, mod.codecs);
  }
});

/**
 * One ajv per schema document, which compiles each type's validator once, when first asked: a fresh ajv per case
 * compiled the whole document's types again for every case (about a second each).
 */
const ajvs = new Map<object, ReturnType<typeof newAjv>>();

/** Whether the schema accepts the value; null when the surface has no such type. */
function schemaAccepts(type: string, json: unknown, from: Record<string, object> = schemas): boolean | null {
  const [version, name] = type.split(".") as [string, string];
  const doc = from[version]!;
  let ajv = ajvs.get(doc);
  if (ajv === undefined) {
    ajv = newAjv();
    ajv.addSchema(doc, `${version}.json`);
    ajvs.set(doc, ajv);
  }
  const validate = ajv.getSchema(`${version}.json#/$defs/${name}`);
  if (!validate) return null;
  return validate(json) as boolean;
}

async function allCases(): Promise<[string, string, unknown][]> {
  const cases: [string, string, unknown][] = [];
  const vectors = loadVectors([sharedPath("conformance", "vectors")]).filter(
    (v): v is DecodeVector => v.kind === "decode",
  );
  for (const v of vectors) cases.push([`vector ${v.id}`, v.type, v.json]);
  const { model } = await compile({ targets: [] });
  for (const version of model!.versions) {
    for (const d of version.decls)
      d.doc.examples.forEach((e, i) =>
        cases.push([`example ${version.name}.${d.name} #${i + 1}`, `${version.name}.${d.name}`, e.value]),
      );
    for (const m of version.methods) {
      m.doc.examples.forEach((e, i) =>
        cases.push([
          `example ${version.name} ${m.name} #${i + 1}`,
          `${version.name}.${m.params}`,
          (e.value as { params: unknown }).params,
        ]),
      );
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

  it("pins each variant's tag with const, and gives open unions (only) an 'other' branch", () => {
    type Defs = { $defs: Record<string, { anyOf?: { title: string; properties: Record<string, unknown> }[] }> };
    let unions = 0;
    for (const v of model.versions) {
      const defs = (schemas[v.name] as Defs).$defs;
      for (const d of v.decls) {
        if (d.kind !== "union") continue;
        unions++;
        const branches = defs[d.name]!.anyOf!;
        for (const x of d.variants)
          expect(branches.find((b) => b.title === x.tag)!.properties[d.tagField]).toEqual({
            type: "string",
            const: x.tag,
          });
        const other = branches.find((b) => b.title === "other");
        expect(Boolean(other), `${v.name}.${d.name}`).toBe(d.open);
        if (other)
          expect(other.properties[d.tagField]).toMatchObject({
            type: "string",
            not: { enum: d.variants.map((x) => x.tag) },
          });
      }
    }
    expect(unions).toBeGreaterThan(0);
  });

  it("marks patch fields with x-acp-patch, and only them", () => {
    for (const v of model.versions) {
      const defs = (
        schemas[v.name] as { $defs: Record<string, { properties?: Record<string, Record<string, unknown>> }> }
      ).$defs;
      const marked = Object.entries(defs).flatMap(([n, d]) =>
        Object.entries(d.properties ?? {})
          .filter(([, p]) => p["x-acp-patch"])
          .map(([f]) => `${n}.${f}`),
      );
      const patch = v.decls.flatMap((d) =>
        d.kind === "object" ? d.fields.filter((f) => f.patch).map((f) => `${d.name}.${f.name}`) : [],
      );
      expect(marked.sort()).toEqual(patch.sort());
    }
  });

  it("describes the stable surface in vN.json: no type, variant or field of an unstable feature", () => {
    for (const v of model.versions) {
      const text = JSON.stringify(stableSchemas[v.name]);
      expect(text).not.toContain('"x-acp-unstable"');
      expect(JSON.stringify(schemas[v.name]).includes('"x-acp-unstable"')).toBe(
        v.decls.some((d) => JSON.stringify(d).includes('"unstable":{')),
      );
    }
  });

  it("covers vectors, examples and behaviour cases", () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases)("agrees with the bindings: %s", (label, type, json) => {
    // vN.unstable.json against the bindings with every feature on, vN.json against the stable surface.
    for (const [from, options] of [
      [schemas, all],
      [stableSchemas, { unstable: [] }],
    ] as const) {
      const bindings = codecs[type]!.safeParse(json, options).ok;
      const schema = schemaAccepts(type, json, from);
      if (schema === null) continue; // a type of an unstable feature is not on the stable surface
      if (KNOWN_DIFFERENCES[label]) expect(schema, KNOWN_DIFFERENCES[label]).not.toBe(bindings);
      else expect(schema, options.unstable.length ? "every feature" : "stable surface").toBe(bindings);
    }
  });
});

describe("@schemaName", () => {
  it("puts a type under its schema name, in $defs and in every $ref, and derives the protocol-level notification group", async () => {
    const { model, diagnostics } = await compile({
      spec: join(import.meta.dirname, "fixtures", "schema-name"),
      targets: [],
    });
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const ix = indexModel(model!).get("v1")!;
    const schema = versionSchema(ix, "stable") as { $defs: Record<string, unknown> };
    const text = JSON.stringify(schema);
    const renamed = ix.version.decls.filter((d) => d.doc.schemaName);
    expect(renamed.map((d) => d.name)).toEqual(["Failure"]);
    expect(Object.keys(schema.$defs)).toContain("Error");
    expect(Object.keys(schema.$defs)).not.toContain("Failure");
    expect(text).not.toContain("#/$defs/Failure");
    // Outcome's two fields, the response group's error branch and its siblings all point at the new name.
    expect(text.split('"#/$defs/Error"').length - 1).toBeGreaterThanOrEqual(3);
    expect(Object.keys(schema.$defs)).toContain("ProtocolLevelNotification");
    expect(new Ajv2020({ strict: false }).validateSchema(schema)).toBe(true);
  });
});
