import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Loc } from "../diagnostics/diagnostic.js";
import type { Reducer, ReducerVariant, VersionModel } from "../model/types.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { SHARED } from "../testing/shared.js";
import { planImport } from "./import.js";
import { readRelease } from "./source.js";
import {
  compareReducerState,
  describeStatements,
  proposeAction,
  publishedVariants,
  readStatements,
  statementsOf,
} from "./x-state.js";

const loc: Loc = { file: "spec/v9/reducer.ts", line: 3, col: 5 };
const variant = (
  tag: string,
  action: ReducerVariant["action"],
  more: Partial<ReducerVariant> & { value?: string } = {},
): ReducerVariant =>
  ({ tag, action, role: null, field: null, entity: null, value: null, differs: null, loc, ...more }) as ReducerVariant;

/** A reducer over `v9.Update` (tag `kind`), with a keyed and a single entity; `roles` and `published` as the vocabulary gives them. */
function reducer(variants: ReducerVariant[]): Reducer {
  return {
    union: "v9.Update",
    entity: "message",
    key: "messageId",
    keying: "required",
    entities: [
      { name: "jobs", key: "jobId", loc, published: "job", initial: [] },
      { name: "status", key: null, loc, published: null, initial: [] },
    ],
    variants,
    loc,
    roles: [{ role: "bot", published: "botMessage", loc }],
  };
}

const versionWith = (r: Reducer): VersionModel =>
  ({
    name: "v9",
    decls: [
      {
        kind: "union",
        name: "Update",
        tagField: "kind",
        variants: [],
        open: false,
        fields: [],
        doc: { text: "", examples: [] },
        loc,
      },
    ],
    methods: [],
    envelope: null,
    reducer: r,
  }) as unknown as VersionModel;

/** A published schema whose `Update` union states `states` per tag (undefined: no x-state at all). */
function schema(states: { [tag: string]: unknown }): unknown {
  return {
    $defs: {
      Update: {
        anyOf: Object.entries(states).map(([tag, s]) => ({
          type: "object",
          properties: { kind: { type: "string", const: tag } },
          ...(s !== undefined && { "x-state": s }),
        })),
      },
    },
  };
}

describe("reading x-state", () => {
  it("reads each scope's statements with the keys they give, and tells {} (no change) from no x-state", () => {
    expect(
      readStatements({ "x-state": { session: [{ action: "upsert", target: "job", id: "jobId", extra: 1 }] } }),
    ).toEqual([{ scope: "session", action: "upsert", target: "job", id: "jobId" }]);
    expect(readStatements({ "x-state": {} })).toEqual([]);
    expect(readStatements({ type: "object" })).toBeNull();
  });

  it("finds the variants of the published union by their tag's const, with a pointer to each", () => {
    const s = schema({ a: {}, b: undefined });
    expect(publishedVariants(s, "Update", "kind")).toEqual([
      { tag: "a", statements: [], pointer: "/$defs/Update/anyOf/0" },
      { tag: "b", statements: null, pointer: "/$defs/Update/anyOf/1" },
    ]);
    expect(publishedVariants(s, "Nothing", "kind")).toEqual([]);
  });
});

describe("the spec's reducer actions in x-state's terms", () => {
  const r = reducer([]);
  it("states message and entity actions with the published names of roles and entities", () => {
    expect(statementsOf(r, variant("c", "append", { role: "bot", field: "content" }))).toEqual([
      { scope: "session", action: "append", target: "botMessage", id: "messageId", field: "content", value: "content" },
    ]);
    expect(statementsOf(r, variant("u", "upsert", { entity: "jobs" }))).toEqual([
      { scope: "session", action: "upsert", target: "job", id: "jobId" },
    ]);
    expect(statementsOf(r, variant("p", "upsert", { entity: "jobs", value: "job" }))).toEqual([
      { scope: "session", action: "upsert", target: "job", id: "job.jobId", value: "job" },
    ]);
    expect(statementsOf(r, variant("s", "replace", { entity: "status" }))).toEqual([
      { scope: "session", action: "replace", target: "status" },
    ]);
    expect(statementsOf(r, variant("i", "ignore"))).toEqual([]);
    expect(statementsOf(r, variant("x", "clear-last", { role: "bot", field: "content" }))).toMatch(
      /no x-state equivalent/,
    );
  });
});

describe("comparing a reducer with x-state", () => {
  const published = schema({
    chunk: {
      session: [{ action: "append", target: "botMessage", id: "messageId", field: "content", value: "content" }],
    },
    job: { session: [{ action: "upsert", target: "job", id: "jobId" }] },
    status: { session: [{ action: "upsert", target: "status" }] },
    note: {},
    fresh: { session: [{ action: "remove", target: "job", id: "jobId" }] },
    silent: undefined,
  });

  it("finds nothing where every action states what x-state states", () => {
    const r = reducer([
      variant("chunk", "append", { role: "bot", field: "content" }),
      variant("job", "upsert", { entity: "jobs" }),
      variant("status", "upsert", { entity: "status" }),
      variant("note", "ignore"),
      variant("fresh", "remove" as ReducerVariant["action"], { entity: "jobs" }),
    ]);
    expect(compareReducerState(versionWith(r), published)).toEqual([]);
  });

  it("reports a departing action at its place, and accepts it with a differs note", () => {
    const differing = variant("status", "replace", { entity: "status" });
    const found = compareReducerState(versionWith(reducer([differing])), published).filter((f) => f.tag === "status");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: "disagrees", loc, ours: [{ action: "replace", target: "status" }] });
    expect(found[0]!.message).toContain("differs");
    const noted = compareReducerState(
      versionWith(reducer([{ ...differing, differs: "kept whole on purpose" }])),
      published,
    ).filter((f) => f.tag === "status");
    expect(noted).toMatchObject([{ kind: "explained", differs: "kept whole on purpose" }]);
  });

  it("proposes an action for a published variant the reducer lacks, and does not judge a variant without x-state", () => {
    const found = compareReducerState(versionWith(reducer([variant("silent", "ignore")])), published);
    expect(found.map((f) => [f.kind, f.tag])).toEqual([
      ["missing", "chunk"],
      ["missing", "job"],
      ["missing", "status"],
      ["missing", "note"],
      ["missing", "fresh"],
    ]);
    const proposal = (tag: string): string => (found.find((f) => f.tag === tag) as { proposal: string }).proposal;
    expect(proposal("chunk")).toBe(`{ action: "append", role: "bot", field: "content" }`);
    expect(proposal("job")).toBe(`{ action: "upsert", entity: "jobs" }`);
    expect(proposal("note")).toBe(`{ action: "ignore" }`);
    expect(proposal("fresh")).toBe(`{ action: "remove", entity: "jobs" }`);
    expect(proposeAction(reducer([]), [{ scope: "session", action: "upsert", target: "cursor", id: "cursorId" }])).toBe(
      `{ action: "upsert", entity: "cursor" } (declare the entity 'cursor' keyed by 'cursorId')`,
    );
  });

  it("describes statements for a person", () => {
    expect(
      describeStatements([
        {
          scope: "session",
          action: "append",
          target: "terminal",
          id: "terminalId",
          field: "output.data",
          value: "data",
        },
      ]),
    ).toBe("append terminal by terminalId: output.data <- data");
    expect(describeStatements([])).toBe("no change");
  });
});

const CRATE = join(SHARED, "upstream-wire", "crate-1.20.0");

describe.skipIf(!existsSync(CRATE))("the bundled spec's reducers against crate 1.20.0's x-state", () => {
  it("every version's reducer states what upstream's x-state states for each update, or says why not", async () => {
    const { model } = await compile({ targets: [], cache: false, missingDocs: "allow" });
    let judged = 0;
    for (const v of model!.versions) {
      const file = join(CRATE, v.name, "schema.unstable.json");
      if (!existsSync(file) || !v.reducer) continue;
      const schema = JSON.parse(readFileSync(file, "utf8")) as unknown;
      const findings = compareReducerState(v, schema);
      expect(findings.filter((f) => f.kind !== "explained").map((f) => `${v.name} ${f.message}`)).toEqual([]);
      for (const f of findings) if (f.kind === "explained") expect(f.differs.length).toBeGreaterThan(20);
      const union = v.reducer.union.split(".")[1]!;
      judged += publishedVariants(schema, union, "sessionUpdate").filter((p) => p.statements !== null).length;
    }
    // The schema of today's release states x-state: a test that judged nothing would prove nothing.
    expect(judged).toBeGreaterThan(0);
  }, 120_000);

  it("import reports each departure as a located decision and proposes an action for each update the reducer lacks", async () => {
    const spec = join(PACKAGE_ROOT, "spec");
    const { model } = await compile({ spec, targets: [], cache: false, missingDocs: "allow" });
    const v2 = model!.versions.find((v) => v.reducer && existsSync(join(CRATE, v.name, "schema.unstable.json")))!;
    const published = publishedVariants(
      JSON.parse(readFileSync(join(CRATE, v2.name, "schema.unstable.json"), "utf8")),
      v2.reducer!.union.split(".")[1]!,
      "sessionUpdate",
    );
    const lacking = published
      .filter((p) => p.statements !== null && !v2.reducer!.variants.some((x) => x.tag === p.tag))
      .map((p) => p.tag);
    const release = await readRelease([join(CRATE, v2.name)], { cwd: process.cwd() });
    const r = await planImport({ spec, release, features: new Map(), sdk: null, crate: "1.20.0" });
    const proposals = r.decisions.filter((d) => d.version === v2.name && d.what === "x-state-missing");
    expect(proposals.map((d) => d.where.split(":")[1]).sort()).toEqual([...lacking].sort());
    for (const d of proposals) expect(d.message).toMatch(/the reducer has no action for it: \S+: \{ action: /);
    for (const d of r.decisions.filter((x) => x.what === "x-state")) expect(d.file).toMatch(/reducer\.ts$/);
  }, 300_000);
});
