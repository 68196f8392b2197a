import { existsSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { indexModel } from "../model/index.js";
import type { SpecModel } from "../model/types.js";
import { compile } from "../pipeline.js";
import { versionSchema, type Surface } from "../targets/jsonschema/index.js";
import { sharedPath } from "../testing/shared.js";
import { differNotes, explain } from "./departures.js";
import { compareSchemas } from "./structure.js";

/**
 * The bundled spec against the published wire format: every `$def`, property,
 * required set, nullability, tag and openness must agree, and each difference
 * that remains must be a deliberate departure, explained by a `@differs` note
 * (which the docs' changes page lists).
 */

const SURFACES: readonly [Surface, string][] = [
  ["stable", "schema.json"],
  ["unstable", "schema.unstable.json"],
];

let model: SpecModel;

beforeAll(async () => {
  model = (await compile({ targets: [] })).model!;
});

describe.skipIf(!existsSync(sharedPath("upstream-wire")))("the spec against the published schema", () => {
  for (const version of ["v1", "v2"]) {
    for (const [surface, file] of SURFACES) {
      it(`${version} ${surface}: every difference is a noted departure`, () => {
        const ix = indexModel(model).get(version)!;
        const theirs = JSON.parse(readFileSync(sharedPath("upstream-wire", version, file), "utf8")) as object;
        const differences = compareSchemas(versionSchema(ix, surface) as never, theirs as never);
        const notes = differNotes(ix.version);
        const unexplained = differences.filter((d) => explain(notes, d) === null).map((d) => `${d.what} ${d.where}: ${d.detail}`);
        expect(unexplained).toEqual([]);
        // Every published type is there, under its published name.
        const published = Object.keys((theirs as { $defs: object }).$defs);
        expect(published.length).toBeGreaterThan(0);
        expect(differences.filter((d) => d.what === "missing-type").map((d) => d.where)).toEqual([]);
      });
    }
  }

  for (const version of ["v1", "v2"]) {
    it(`${version}: the comparison pairs every @differs note (what the changes page lists) with a difference it finds`, () => {
      const ix = indexModel(model).get(version)!;
      const notes = differNotes(ix.version);
      const used = new Set<string>();
      for (const [surface, file] of SURFACES) {
        const theirs = JSON.parse(readFileSync(sharedPath("upstream-wire", version, file), "utf8")) as object;
        for (const d of compareSchemas(versionSchema(ix, surface) as never, theirs as never)) {
          const n = explain(notes, d);
          if (n) used.add(n.where);
        }
      }
      expect(notes.map((n) => n.where).filter((w) => !used.has(w))).toEqual([]);
    });
  }

  it("an unexplained difference is caught (the check can fail)", () => {
    const ix = indexModel(model).get("v2")!;
    const theirs = JSON.parse(readFileSync(sharedPath("upstream-wire", "v2", "schema.json"), "utf8")) as { $defs: Record<string, unknown> };
    // Take a published type whose declaration carries no note, and give it a field the spec lacks.
    const notes = differNotes(ix.version);
    const plain = ix.version.decls.find((d) => d.kind === "object" && d.name in theirs.$defs && explain(notes, { where: d.name, what: "missing-field", detail: "" }) === null)!;
    const def = theirs.$defs[plain.name] as { properties: Record<string, unknown> };
    const altered = { ...theirs, $defs: { ...theirs.$defs, [plain.name]: { ...def, properties: { ...def.properties, zzNotInSpec: { type: "string" } } } } };
    const differences = compareSchemas(versionSchema(ix, "stable") as never, altered as never);
    const caught = differences.filter((d) => d.where === `${plain.name}.zzNotInSpec`);
    expect(caught).toHaveLength(1);
    expect(explain(notes, caught[0]!)).toBeNull();
  });
});

/** The lenient-parsing marks of every property of every `$def`, as `Type.prop: marks`. */
function lenientMarks(schema: { $defs: Record<string, { properties?: Record<string, Record<string, unknown>> }> }, only?: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const [name, d] of Object.entries(schema.$defs)) {
    if (only && !only.has(name)) continue;
    for (const [prop, p] of Object.entries(d.properties ?? {})) {
      const marks = ["x-deserialize-default-on-error", "x-deserialize-skip-invalid-items"].filter((k) => p[k] === true);
      if (marks.length) out.push(`${name}.${prop}: ${marks.join(" ")}`);
    }
  }
  return out.sort();
}

describe.skipIf(!existsSync(sharedPath("upstream-wire")))("lenient marks against the published schema", () => {
  for (const version of ["v1", "v2"]) {
    it(`${version}: the spec's @lenient marks are exactly upstream's, on every type both declare`, () => {
      const ix = indexModel(model).get(version)!;
      const theirs = JSON.parse(readFileSync(sharedPath("upstream-wire", version, "schema.unstable.json"), "utf8"));
      const ours = versionSchema(ix, "unstable") as never as { $defs: Record<string, never> };
      const both = new Set(Object.keys(theirs.$defs).filter((k) => k in ours.$defs));
      expect(lenientMarks(ours, both)).toEqual(lenientMarks(theirs, both));
      expect(lenientMarks(theirs, both).length).toBeGreaterThan(0);
    });
  }
});
