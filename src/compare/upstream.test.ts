import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { indexModel } from "../model/index.js";
import type { SpecModel } from "../model/types.js";
import { compile } from "../pipeline.js";
import { versionSchema, type Surface } from "../targets/jsonschema/index.js";
import { recordedReleaseFolder } from "../testing/release.js";
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
/** The published release the bundled spec records in upstream.ts (found by its digests), or null when it is not beside the repository. */
const release = recordedReleaseFolder();
const releaseFile = (version: string, file: string): string => join(release!, version, file);

beforeAll(async () => {
  model = (await compile({ targets: [] })).model!;
});

describe.skipIf(release === null)("the spec against the published schema", () => {
  for (const version of ["v1", "v2"]) {
    for (const [surface, file] of SURFACES) {
      it(`${version} ${surface}: every difference is a noted departure`, () => {
        const ix = indexModel(model).get(version)!;
        const theirs = JSON.parse(readFileSync(releaseFile(version, file), "utf8")) as object;
        const differences = compareSchemas(versionSchema(ix, surface) as never, theirs as never);
        const notes = differNotes(ix.version);
        const unexplained = differences
          .filter((d) => explain(notes, d) === null)
          .map((d) => `${d.what} ${d.where}: ${d.detail}`);
        expect(unexplained).toEqual([]);
        // Every published type is there, under its published name, but the JSON-RPC envelopes
        // (marked x-docs-ignore), which the spec derives from its method table.
        const defs = (theirs as { $defs: Record<string, { "x-docs-ignore"?: boolean }> }).$defs;
        expect(Object.keys(defs).length).toBeGreaterThan(0);
        expect(
          differences
            .filter((d) => d.what === "missing-type" && defs[d.where]?.["x-docs-ignore"] !== true)
            .map((d) => d.where),
        ).toEqual([]);
      });
    }
  }

  for (const version of ["v1", "v2"]) {
    it(`${version}: the comparison pairs every @differs note (what the changes page lists) with a difference it finds`, () => {
      const ix = indexModel(model).get(version)!;
      const notes = differNotes(ix.version);
      const used = new Set<string>();
      for (const [surface, file] of SURFACES) {
        const theirs = JSON.parse(readFileSync(releaseFile(version, file), "utf8")) as object;
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
    const theirs = JSON.parse(readFileSync(releaseFile("v2", "schema.json"), "utf8")) as {
      $defs: Record<string, unknown>;
    };
    // Take a published type whose declaration carries no note, and give it a field the spec lacks.
    const notes = differNotes(ix.version);
    const plain = ix.version.decls.find(
      (d) =>
        d.kind === "object" &&
        d.name in theirs.$defs &&
        explain(notes, { where: d.name, what: "missing-field", detail: "" }) === null,
    )!;
    const def = theirs.$defs[plain.name] as { properties: Record<string, unknown> };
    const altered = {
      ...theirs,
      $defs: {
        ...theirs.$defs,
        [plain.name]: { ...def, properties: { ...def.properties, zzNotInSpec: { type: "string" } } },
      },
    };
    const differences = compareSchemas(versionSchema(ix, "stable") as never, altered as never);
    const caught = differences.filter((d) => d.where === `${plain.name}.zzNotInSpec`);
    expect(caught).toHaveLength(1);
    expect(explain(notes, caught[0]!)).toBeNull();
  });
});

/** The lenient-parsing marks of every property of every `$def`, as `Type.prop: marks`. */
type MarkDefs = Record<
  string,
  { properties?: Record<string, Record<string, unknown>>; anyOf?: { $ref?: string }[]; oneOf?: { $ref?: string }[] }
>;
function lenientMarks(
  schema: { $defs: MarkDefs },
  only?: ReadonlySet<string>,
  fromMembers: ReadonlySet<string> = new Set(),
): string[] {
  const out: string[] = [];
  for (const [name, d] of Object.entries(schema.$defs)) {
    if (only && !only.has(name)) continue;
    // A union of members that each hold the fields (the spec's form of an object with fields beside its branches):
    // the properties every member has, each with the marks every member gives it.
    const members = (fromMembers.has(name) ? (d.anyOf ?? d.oneOf ?? []) : []).map((m) =>
      m.$ref ? schema.$defs[m.$ref.replace("#/$defs/", "")] : undefined,
    );
    const props =
      d.properties ??
      (members.length && members.every((m) => m?.properties)
        ? Object.fromEntries(
            Object.keys(members[0]!.properties!)
              .filter((k) => members.every((m) => m!.properties![k]))
              .map((k) => [
                k,
                Object.fromEntries(
                  [
                    "x-deserialize-default-on-error",
                    "x-deserialize-skip-invalid-items",
                    "x-deserialize-default-on-null",
                  ].map((x) => [x, members.every((m) => m!.properties![k]![x] === true)]),
                ),
              ]),
          )
        : {});
    for (const [prop, p] of Object.entries(props)) {
      const marks = [
        "x-deserialize-default-on-error",
        "x-deserialize-skip-invalid-items",
        "x-deserialize-default-on-null",
      ].filter((k) => p[k] === true);
      if (marks.length) out.push(`${name}.${prop}: ${marks.join(" ")}`);
    }
  }
  return out.sort();
}

describe.skipIf(release === null)("lenient marks against the published schema", () => {
  for (const version of ["v1", "v2"]) {
    it(`${version}: the spec's @lenient marks are exactly upstream's, on every type both declare`, () => {
      const ix = indexModel(model).get(version)!;
      const theirs = JSON.parse(readFileSync(releaseFile(version, "schema.unstable.json"), "utf8"));
      const ours = versionSchema(ix, "unstable") as never as { $defs: MarkDefs };
      // A published type that only references another (`allOf` without properties of its own) has that type's marks, compared there.
      const both = new Set(
        Object.keys(theirs.$defs).filter(
          (k) => k in ours.$defs && !(theirs.$defs[k].allOf && !theirs.$defs[k].properties),
        ),
      );
      // A published object with fields beside its branches, which the spec declares as a union whose members hold those fields.
      const beside = new Set(
        [...both].filter(
          (k) =>
            theirs.$defs[k].properties &&
            (theirs.$defs[k].anyOf || theirs.$defs[k].oneOf) &&
            !ours.$defs[k]!.properties,
        ),
      );
      expect(lenientMarks(ours, both, beside)).toEqual(lenientMarks(theirs, both));
      expect(lenientMarks(theirs, both).length).toBeGreaterThan(0);
    });
  }
});
