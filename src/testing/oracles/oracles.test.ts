import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../../pipeline.js";
import {
  crateOracle,
  crateTypeTable,
  installOracles,
  ORACLE_CACHE,
  schemaOracle,
  zodOracle,
  type Oracle,
  type OracleInput,
  type OracleVerdict,
} from "./index.js";
import { publishedDefs, publishedSchema, VERSIONS, ZOD_RELEASE } from "./published.js";
import { DocumentJudge, integerFormatRange, integerLiteralsBeyondDoubles } from "./schema.js";

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Schema = { [k: string]: unknown };

const allPublished = (): string[] => VERSIONS.flatMap((v) => publishedDefs(v).map((d) => `${v}.${d}`));

const ANNOTATION = (k: string) => k === "description" || k === "title" || k.startsWith("x-");

/** A subschema of a version's published document, following a chain of `$ref`s and one-element `allOf`s at its top. */
function deref(version: string, schema: Schema): Schema {
  let s = schema;
  for (let hops = 0; hops < 20; hops++) {
    const rest = Object.keys(s).filter((k) => !ANNOTATION(k));
    if (rest.length === 1 && rest[0] === "$ref" && typeof s.$ref === "string") {
      s = publishedSchema(version).$defs[s.$ref.replace("#/$defs/", "")] as Schema;
    } else if (rest.length === 1 && rest[0] === "allOf" && Array.isArray(s.allOf) && s.allOf.length === 1) {
      s = s.allOf[0] as Schema;
    } else break;
  }
  return s;
}

/** A $def of the published schema, following a top-level $ref chain. */
function defSchema(qualified: string): Schema {
  const [version, def] = qualified.split(".") as [string, string];
  return deref(version, publishedSchema(version).$defs[def] as Schema);
}

/** A schema that every string satisfies and nothing else does: `{"type": "string"}` with no constraint. */
function isPlainString(version: string, schema: Schema | undefined): boolean {
  if (!schema) return false;
  const s = deref(version, schema);
  return s.type === "string" && Object.keys(s).every((k) => k === "type" || ANNOTATION(k));
}

/**
 * The decode vectors that expect acceptance in the default (strict) mode, from the vector files of
 * ordinary messages (the releases' examples, and the spec's messages); edge-cases.json is left
 * out: it probes exactly where implementations differ. `file` says which file each comes from:
 * crate-1.20.0.json holds what is newer than the zod oracle's release.
 */
function acceptVectors(): { id: string; type: string; json: Json; unstable: string[]; file: string }[] {
  const dir = join(PACKAGE_ROOT, "spec", "vectors");
  const out: { id: string; type: string; json: Json; unstable: string[]; file: string }[] = [];
  for (const f of ["sdk-2.4.0.json", "crate-1.20.0.json", "messages.json"]) {
    const doc = JSON.parse(readFileSync(join(dir, f), "utf8")) as unknown;
    const vectors = (Array.isArray(doc) ? doc : (doc as { vectors: unknown[] }).vectors) as Record<string, unknown>[];
    for (const v of vectors) {
      if (v.kind !== "decode" || v.expect !== "accept" || (v.mode ?? "strict") !== "strict") continue;
      out.push({
        id: v.id as string,
        type: v.type as string,
        json: v.json as Json,
        unstable: (v.unstable as string[] | undefined) ?? [],
        file: f,
      });
    }
  }
  return out;
}

/**
 * The upstream feature names (Cargo features `unstable_<name>` of the pinned crate): a vector that
 * needs a feature upstream does not have (one of our own extensions) is not upstream's to judge.
 */
function upstreamFeatures(): Set<string> {
  const toml = readFileSync(join(PACKAGE_ROOT, "src", "testing", "oracles", "crate", "Cargo.toml"), "utf8");
  return new Set([...toml.matchAll(/"unstable_([a-z0-9_]+)"/g)].map((m) => m[1]!));
}

/**
 * Objects built from the schema alone: for each published object $def whose required properties
 * are all plain strings, the smallest instance (those properties, each "x"), and that instance
 * with each required property dropped in turn.
 */
function minimalObjects(): {
  type: string;
  valid: Record<string, string>;
  dropped: { field: string; text: string }[];
}[] {
  const out: { type: string; valid: Record<string, string>; dropped: { field: string; text: string }[] }[] = [];
  for (const type of allPublished()) {
    const s = defSchema(type);
    const required = s.required as string[] | undefined;
    const props = s.properties as Record<string, Schema> | undefined;
    if (s.type !== "object" || !required?.length || !props || s.anyOf || s.oneOf || s.allOf) continue;
    if (!required.every((r) => isPlainString(type.slice(0, type.indexOf(".")), props[r]))) continue;
    const valid = Object.fromEntries(required.map((r) => [r, "x"]));
    const dropped = required.map((field) => {
      const rest = { ...valid };
      delete rest[field];
      return { field, text: JSON.stringify(rest) };
    });
    out.push({ type, valid, dropped });
  }
  return out;
}

/** The published $defs that are a plain string type (`{"type": "string"}` with no further constraint). */
function plainStringDefs(): string[] {
  return allPublished().filter((t) => isPlainString(t.slice(0, t.indexOf(".")), defSchema(t)));
}

function judgeAll(oracle: Oracle, inputs: OracleInput[]): Map<string, OracleVerdict> {
  const verdicts = oracle.judge(inputs);
  expect(verdicts.map((v) => v.id)).toEqual(inputs.map((i) => i.id));
  return new Map(verdicts.map((v) => [v.id, v]));
}

const oracles = (): Oracle[] => [crateOracle(), zodOracle(), schemaOracle()];

beforeAll(() => {
  installOracles();
});

describe("the oracles are installed", () => {
  it("each can run", () => {
    for (const o of oracles()) expect(o.unavailable(), o.name).toBeNull();
  });
});

describe("types()", () => {
  it("the schema oracle judges every published $def, and the zod oracle every $def of its own (older) release", () => {
    expect(schemaOracle().types()).toEqual(new Set(allPublished()));
    const older = new Set(VERSIONS.flatMap((v) => publishedDefs(v, ZOD_RELEASE).map((d) => `${v}.${d}`)));
    expect(zodOracle().types()).toEqual(older);
    expect(schemaOracle(ZOD_RELEASE).types()).toEqual(older);
    // The two releases differ: the spec's is not the zod oracle's.
    expect([...allPublished()].filter((t) => !older.has(t)).length).toBeGreaterThan(0);
  });

  it("the crate oracle judges every published $def the crate has a public type for, and says why not for the rest", () => {
    const table = crateTypeTable();
    const supported = Object.keys(table.supported);
    const unsupported = Object.keys(table.unsupported);
    expect(new Set(crateOracle().types())).toEqual(new Set(supported));
    expect([...supported, ...unsupported].sort()).toEqual(allPublished().sort());

    // An independent look at the crate's source (located through cargo metadata): the public
    // types (struct, enum, type alias) each version module and the crate's root declare.
    const meta = spawnSync("cargo", ["metadata", "--format-version", "1", "--locked", "--offline"], {
      cwd: join(ORACLE_CACHE, "crate"),
      encoding: "utf8",
      maxBuffer: 1 << 28,
    });
    expect(meta.status, meta.stderr).toBe(0);
    const pkg = (
      JSON.parse(meta.stdout) as {
        packages: { name: string; manifest_path: string; features: Record<string, string[]> }[];
      }
    ).packages.find((p) => p.name === "agent-client-protocol-schema")!;
    // Every unstable feature the crate has is switched on.
    const ours = new Set(
      [
        ...readFileSync(join(PACKAGE_ROOT, "src", "testing", "oracles", "crate", "Cargo.toml"), "utf8").matchAll(
          /"(unstable_[a-z0-9_]+)"/g,
        ),
      ].map((m) => m[1]!),
    );
    expect(
      Object.keys(pkg.features)
        .filter((f) => f.startsWith("unstable_"))
        .sort(),
    ).toEqual([...ours].sort());
    const src = join(dirname(pkg.manifest_path), "src");
    const declared = (files: string[]) => {
      const names = new Set<string>();
      for (const f of files) {
        for (const m of readFileSync(f, "utf8").matchAll(/^\s*pub (?:struct|enum|type) ([A-Za-z0-9_]+)/gm))
          names.add(m[1]!);
      }
      return names;
    };
    const root = declared(
      readdirSync(src)
        .filter((f) => f.endsWith(".rs"))
        .map((f) => join(src, f)),
    );
    for (const version of VERSIONS) {
      const inModule = declared(readdirSync(join(src, version)).map((f) => join(src, version, f)));
      for (const name of publishedDefs(version)) {
        const q = `${version}.${name}`;
        if (inModule.has(name)) {
          expect(table.supported[q], q).toBe(`acp::${version}::${name}`);
        } else if (root.has(name)) {
          expect(table.supported[q], q).toBe(`acp::${name}`);
        } else {
          expect(table.unsupported[q], q).toMatch(/cannot find/);
        }
      }
    }
    // What the crate justifies leaving out: the $defs it has no public type for at all.
    const missing = VERSIONS.flatMap((v) => {
      const inModule = declared(readdirSync(join(src, v)).map((f) => join(src, v, f)));
      return publishedDefs(v).filter((d) => !inModule.has(d) && !root.has(d));
    });
    expect(unsupported.length).toBe(missing.length);
  });
});

describe("each oracle accepts the published examples", () => {
  it("the decode vectors that expect acceptance, for the features upstream has", () => {
    const features = upstreamFeatures();
    const vectors = acceptVectors().filter((v) => v.unstable.every((f) => features.has(f)));
    expect(vectors.length).toBeGreaterThan(20);
    for (const oracle of oracles()) {
      const inputs = vectors
        .filter((v) => oracle.types().has(v.type) && !(oracle.name === "zod" && v.file === "crate-1.20.0.json"))
        .map((v) => ({ id: v.id, type: v.type, text: JSON.stringify(v.json) }));
      expect(inputs.length, oracle.name).toBeGreaterThan(20);
      const verdicts = judgeAll(oracle, inputs);
      const refused = inputs.filter((i) => !verdicts.get(i.id)!.ok).map((i) => `${i.id}: ${verdicts.get(i.id)!.error}`);
      expect(refused, oracle.name).toEqual([]);
    }
  });

  it("the smallest instance of each object type built from the schema", () => {
    const objects = minimalObjects();
    expect(objects.length).toBeGreaterThan(20);
    const schema = schemaOracle();
    const verdicts = judgeAll(
      schema,
      objects.map((o) => ({ id: o.type, type: o.type, text: JSON.stringify(o.valid) })),
    );
    expect([...verdicts.values()].filter((v) => !v.ok)).toEqual([]);
    // Upstream's crate and zod read some types differently from the schema (the differences the
    // fuzzer's judge classifies); they accept nearly all of these.
    for (const oracle of [crateOracle(), zodOracle()]) {
      const accepted = acceptedMinimalObjects(oracle);
      const acceptedTypes = new Set(accepted.map((o) => o.type));
      const refused = objects
        .filter((o) => !acceptedTypes.has(o.type))
        .map((o) => `${o.type} ${JSON.stringify(o.valid)}`);
      process.stdout.write(
        `${oracle.name} refuses ${refused.length} of ${objects.length} minimal objects:\n  ${refused.join("\n  ")}\n`,
      );
      expect(accepted.length / objects.length, oracle.name).toBeGreaterThan(0.8);
    }
  });
});

/** The minimal objects whose valid instance an oracle accepts: a dropped field means something there. */
function acceptedMinimalObjects(oracle: Oracle): ReturnType<typeof minimalObjects> {
  const objects = minimalObjects().filter((o) => oracle.types().has(o.type));
  const verdicts = judgeAll(
    oracle,
    objects.map((o) => ({ id: o.type, type: o.type, text: JSON.stringify(o.valid) })),
  );
  return objects.filter((o) => verdicts.get(o.type)!.ok);
}

describe("each oracle rejects inputs built to be wrong", () => {
  it("a required field dropped", () => {
    for (const oracle of oracles()) {
      const inputs = acceptedMinimalObjects(oracle).flatMap((o) =>
        o.dropped.map((d) => ({ id: `${o.type} without ${d.field}`, type: o.type, text: d.text })),
      );
      expect(inputs.length, oracle.name).toBeGreaterThan(10);
      const verdicts = judgeAll(oracle, inputs);
      const accepted = inputs.filter((i) => verdicts.get(i.id)!.ok).map((i) => i.id);
      expect(accepted, oracle.name).toEqual([]);
      for (const v of verdicts.values()) expect(v.crashed ?? false, v.id).toBe(false);
    }
  });

  it("a wrong scalar type: a number where the schema has a string", () => {
    const strings = plainStringDefs();
    expect(strings.length).toBeGreaterThan(5);
    for (const oracle of oracles()) {
      const inputs = strings
        .filter((t) => oracle.types().has(t))
        .flatMap((t) => [
          { id: `${t} 5`, type: t, text: "5" },
          { id: `${t} "x"`, type: t, text: '"x"' },
        ]);
      const verdicts = judgeAll(oracle, inputs);
      for (const i of inputs) expect(verdicts.get(i.id)!.ok, `${oracle.name} ${i.id}`).toBe(i.text !== "5");
      for (const i of inputs.filter((i) => i.text !== "5"))
        expect(verdicts.get(i.id)!.out, `${oracle.name} ${i.id}`).toBe('"x"');
    }
  });

  it("text that is not JSON is a rejection, not a crash", () => {
    for (const oracle of oracles()) {
      const type = [...oracle.types()].sort()[0]!;
      const [v] = oracle.judge([{ id: "bad", type, text: "{" }]);
      expect(v).toMatchObject({ id: "bad", ok: false });
      expect(v!.crashed ?? false).toBe(false);
      expect(v!.error).toBeTruthy();
    }
  });
});

describe("unknown types and crashes", () => {
  it("a type an oracle does not know is unsupported, in place", () => {
    for (const oracle of oracles()) {
      const known = [...oracle.types()].sort()[0]!;
      const verdicts = oracle.judge([
        { id: "a", type: "v1.NoSuchTypeAnywhere", text: "{}" },
        { id: "b", type: known, text: "{" },
        { id: "c", type: "v9.X", text: "{}" },
      ]);
      expect(verdicts.map((v) => [v.id, v.unsupported ?? false])).toEqual([
        ["a", true],
        ["b", false],
        ["c", true],
      ]);
    }
  });

  it("a batch's ids must differ (verdicts are matched by id)", () => {
    for (const oracle of oracles()) {
      const type = [...oracle.types()].sort()[0]!;
      expect(() =>
        oracle.judge([
          { id: "same", type, text: "1" },
          { id: "same", type, text: "2" },
        ]),
      ).toThrow(/twice/);
    }
  });

  it("the crate oracle reports a panic as crashed and goes on with the batch", () => {
    const type = plainStringDefs().find((t) => crateOracle().types().has(t))!;
    const verdicts = crateOracle().judge([
      { id: "1", type, text: '"a"' },
      { id: "2", type: "!panic", text: "null" },
      { id: "3", type, text: '"b"' },
    ]);
    expect(verdicts[0]).toEqual({ id: "1", ok: true, out: '"a"' });
    expect(verdicts[1]).toMatchObject({ id: "2", ok: false, crashed: true });
    expect(verdicts[1]!.error).toMatch(/panic/);
    expect(verdicts[2]).toEqual({ id: "3", ok: true, out: '"b"' });
  });

  it("when the crate oracle's process dies, that input is crashed and the rest are judged by a new process", () => {
    const type = plainStringDefs().find((t) => crateOracle().types().has(t))!;
    const verdicts = crateOracle().judge([
      { id: "1", type, text: '"a"' },
      { id: "2", type: "!abort", text: "null" },
      { id: "3", type, text: "5" },
      { id: "4", type, text: '"d"' },
    ]);
    expect(verdicts.map((v) => v.id)).toEqual(["1", "2", "3", "4"]);
    expect(verdicts[0]!.ok).toBe(true);
    expect(verdicts[1]).toMatchObject({ ok: false, crashed: true });
    expect(verdicts[1]!.error).toMatch(/died/);
    expect(verdicts[2]).toMatchObject({ ok: false });
    expect(verdicts[2]!.crashed ?? false).toBe(false);
    expect(verdicts[3]).toEqual({ id: "4", ok: true, out: '"d"' });
  });

  it("a text holding a lone surrogate is judged, not a broken batch", () => {
    const type = plainStringDefs()[0]!;
    for (const oracle of oracles()) {
      const verdicts = oracle.judge([
        { id: "lone", type, text: '"a\ud800b"' },
        { id: "escaped", type, text: '"a\\ud800b"' },
        { id: "after", type, text: '"x"' },
      ]);
      expect(verdicts.map((v) => v.id)).toEqual(["lone", "escaped", "after"]);
      for (const v of verdicts) expect(v.crashed ?? false, `${oracle.name} ${v.id}`).toBe(false);
      expect(verdicts[2], oracle.name).toEqual({ id: "after", ok: true, out: '"x"' });
    }
    // The crate cannot take in a string that has no UTF-8 form.
    expect(crateOracle().judge([{ id: "lone", type, text: '"a\ud800b"' }])[0]!.ok).toBe(false);
  });

  it("the zod oracle reports a throw as crashed", () => {
    const [v] = zodOracle().judge([{ id: "t", type: "!throw", text: "null" }]);
    expect(v).toMatchObject({ id: "t", ok: false, crashed: true });
  });

  it("deep nesting is a verdict, never a dead batch", () => {
    const type = plainStringDefs()[0]!;
    for (const oracle of oracles()) {
      const deep = "[".repeat(100_000) + "]".repeat(100_000);
      const verdicts = oracle.judge([
        { id: "deep", type, text: deep },
        { id: "after", type, text: '"x"' },
      ]);
      expect(verdicts[0]!.ok, oracle.name).toBe(false);
      expect(verdicts[1], oracle.name).toEqual({ id: "after", ok: true, out: '"x"' });
    }
  });
});

describe("the schema oracle's rules beyond plain 2020-12", () => {
  it("integer formats are ranges judged on the digits written; other formats are annotations", () => {
    const judge = new DocumentJudge({
      $defs: {
        U16: { type: "integer", format: "uint16" },
        I64: { type: "integer", format: "int64" },
        U64: { type: "integer", format: "uint64" },
        Url: { type: "string", format: "uri" },
        When: { type: "string", format: "date-time" },
      },
    });
    const cases: [string, string, boolean][] = [
      ["U16", "0", true],
      ["U16", "65535", true],
      ["U16", "65536", false],
      ["U16", "-1", false],
      ["U16", "1.5", false],
      ["U16", "1.0", true],
      ["I64", "-9223372036854775808", true],
      ["I64", "9223372036854775807", true],
      ["I64", "9223372036854775808", false],
      ["U64", "18446744073709551615", true],
      ["U64", "18446744073709551616", false],
      ["U64", "-1", false],
      ["U64", "2e19", false],
      ["U64", "1e19", true],
      ["Url", '"not a uri at all"', true],
      ["When", '"yesterday"', true],
    ];
    for (const [def, text, ok] of cases) expect(judge.judge(def, text).ok, `${def} ${text}`).toBe(ok);
    // The range of each integer format, from its name.
    expect(integerFormatRange("uint16")).toEqual({ min: 0n, max: 65535n });
    expect(integerFormatRange("int8")).toEqual({ min: -128n, max: 127n });
    expect(integerFormatRange("double")).toBeUndefined();
    // Literals inside strings are text, not numbers.
    expect([...integerLiteralsBeyondDoubles('{"a":"18446744073709551617","b":9007199254740993}').values()]).toEqual([
      [9007199254740993n],
    ]);
  });

  it("x-deserialize-default-on-null also accepts null there", () => {
    const judge = new DocumentJudge({
      $defs: {
        T: {
          type: "object",
          properties: {
            a: { type: "array", items: { type: "string" }, "x-deserialize-default-on-null": true },
            b: { type: "array" },
          },
        },
      },
    });
    expect(judge.judge("T", '{"a":null}').ok).toBe(true);
    expect(judge.judge("T", '{"a":["x"]}').ok).toBe(true);
    expect(judge.judge("T", '{"a":[1]}').ok).toBe(false);
    expect(judge.judge("T", '{"b":null}').ok).toBe(false);
  });

  it("a published property with x-deserialize-default-on-null accepts null", () => {
    // Found in the published schema: an object $def whose only required fields are plain strings and
    // which has such a property.
    const found = minimalObjects().flatMap((o) => {
      const props = defSchema(o.type).properties as Record<string, Schema>;
      return Object.entries(props)
        .filter(([, p]) => p["x-deserialize-default-on-null"] === true)
        .map(([name]) => ({ type: o.type, text: JSON.stringify({ ...o.valid, [name]: null }) }));
    });
    expect(found.length).toBeGreaterThan(0);
    const verdicts = schemaOracle().judge(found.map((f, k) => ({ id: String(k), ...f })));
    expect(verdicts.filter((v) => !v.ok)).toEqual([]);
  });
});

describe("timing", () => {
  it("10,000 inputs per oracle", () => {
    const types = allPublished();
    const strings = plainStringDefs();
    const inputs: OracleInput[] = [];
    for (let k = 0; k < 10_000; k++) {
      const type = k % 2 ? types[k % types.length]! : strings[k % strings.length]!;
      inputs.push({
        id: String(k),
        type,
        text: k % 2 ? `{"_meta":{"k":${k}},"sessionId":"s${k}"}` : JSON.stringify(`s${k}`),
      });
    }
    for (const oracle of oracles()) {
      const started = performance.now();
      const verdicts = oracle.judge(inputs);
      const ms = performance.now() - started;
      process.stdout.write(`oracle ${oracle.name}: 10,000 inputs in ${(ms / 1000).toFixed(2)} s\n`);
      expect(verdicts.length).toBe(inputs.length);
      expect(verdicts.filter((v) => v.crashed)).toEqual([]);
      // Every plain string input is accepted and written back as it was.
      for (let k = 0; k < inputs.length; k += 2) {
        if (oracle.types().has(inputs[k]!.type)) expect(verdicts[k]!.out).toBe(inputs[k]!.text);
      }
    }
  });
});
