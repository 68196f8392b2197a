import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexModel } from "../model/index.js";
import type { SpecModel } from "../model/types.js";
import { compile } from "../pipeline.js";
import { behaviourOf } from "./once.js";
import type { ReducerProgram, VariantProgram } from "./ir.js";

/**
 * The entity actions of a reducer declaration, from the spec text to the
 * model and the compiled program: a spec written here (not the bundled one)
 * declares an append to a nested string, to a list by item and by a list of
 * items, a replace and an upsert with value paths, a remove and a merge into a
 * single entity; each compiles to its program, with the append mode decided
 * by the types the spec gives.
 */

const SPEC = `
export interface Out {
  text: string;
}
export interface Job {
  jobId: string;
  state: string;
  out?: Out | null;
  logs?: string[] | null;
}
export interface Chunk {
  messageId: string;
  content: string;
}
export interface Piece {
  jobId: string;
  bytes: string;
}
export interface Many {
  jobId: string;
  lines: string[];
}
export interface Wrapped {
  job: Job;
  names: string[];
}
export interface Info {
  title?: string | null;
}
export interface Removal {
  jobId: string;
}
export type U = Union<"kind", {
  chunk: Chunk;
  job: Job;
  piece: Piece;
  line: Piece;
  many: Many;
  wrapped: Wrapped;
  merged: Wrapped;
  names: Wrapped;
  info: Info;
  drop: Removal;
}>;
export const reducer = {
  union: "v1.U",
  entity: "message",
  key: "messageId",
  keying: "required",
  entities: {
    jobs: { key: "jobId", published: "job", initial: { state: "new" } },
    kept: { key: "jobId" },
    merged: { key: "jobId" },
    names: { single: true },
    info: { single: true, published: "sessionInfo" },
  },
  roles: { agent: { published: "agentMessage" } },
  variants: {
    chunk: { action: "append", role: "agent", field: "content" },
    job: { action: "upsert", entity: "jobs" },
    piece: { action: "append", entity: "jobs", field: "out.text", value: "bytes" },
    line: { action: "append", entity: "jobs", field: "logs", value: "bytes" },
    many: { action: "append", entity: "jobs", field: "logs", value: "lines" },
    wrapped: { action: "replace", entity: "kept", value: "job" },
    merged: { action: "upsert", entity: "merged", value: "job" },
    names: { action: "replace", entity: "names", value: "names" },
    info: { action: "upsert", entity: "info" },
    drop: { action: "remove", entity: "jobs" },
  },
};
`;

let dir: string;
let model: SpecModel;
let program: ReducerProgram;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "acp-reducer-entities-"));
  mkdirSync(join(dir, "v1"));
  writeFileSync(join(dir, "v1", "a.ts"), `import type { Union } from "../vocabulary.js";\n${SPEC}`);
  const r = await compile({ spec: dir, targets: [], cache: false, missingDocs: "allow" });
  expect(r.diagnostics.map((d) => d.message)).toEqual([]);
  model = r.model!;
  program = behaviourOf(model, indexModel(model)).programs.reducers[0]!;
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const variant = (tag: string): VariantProgram => program.variants.find((v) => v.tag === tag)!;

describe("reducer entity actions", () => {
  it("reads published names, roles and initial fields into the model, located", () => {
    const r = model.versions[0]!.reducer!;
    expect(r.entities.map((e) => [e.name, e.published])).toEqual([
      ["jobs", "job"],
      ["kept", null],
      ["merged", null],
      ["names", null],
      ["info", "sessionInfo"],
    ]);
    expect(r.entities[0]!.initial.map((i) => [i.field, i.value])).toEqual([["state", "new"]]);
    expect(r.roles.map((x) => [x.role, x.published, x.loc.file])).toEqual([["agent", "agentMessage", "v1/a.ts"]]);
    expect(r.variants.find((v) => v.tag === "piece")).toMatchObject({
      action: "append",
      entity: "jobs",
      field: "out.text",
      value: "bytes",
      role: null,
    });
  });

  it("decides the append mode from the field's and the value's types", () => {
    expect(variant("piece")).toEqual({
      kind: "append-entity",
      tag: "piece",
      entity: "jobs",
      key: "jobId",
      field: ["out", "text"],
      value: ["bytes"],
      mode: "text",
      initial: [["state", "new"]],
    });
    expect(variant("line")).toMatchObject({ kind: "append-entity", field: ["logs"], value: ["bytes"], mode: "item" });
    expect(variant("many")).toMatchObject({ kind: "append-entity", field: ["logs"], value: ["lines"], mode: "items" });
  });

  it("compiles replace and upsert with a value, upsert of a single entity and remove", () => {
    expect(variant("wrapped")).toEqual({
      kind: "replace-entity",
      tag: "wrapped",
      entity: "kept",
      key: "jobId",
      value: ["job"],
    });
    expect(variant("merged")).toMatchObject({ kind: "upsert-entity", entity: "merged", value: ["job"] });
    expect((variant("merged") as unknown as { fields: { name: string }[] }).fields.map((f) => f.name)).toEqual([
      "jobId",
      "state",
      "out",
      "logs",
    ]);
    expect(variant("names")).toEqual({ kind: "replace", tag: "names", entity: "names", value: ["names"] });
    expect(variant("info")).toMatchObject({
      kind: "upsert-single",
      entity: "info",
      value: [],
      fields: [{ name: "title", patch: false, list: false }],
    });
    expect(variant("drop")).toEqual({ kind: "remove-entity", tag: "drop", entity: "jobs", key: "jobId" });
    // Entity appends leave the messages' one list field alone.
    expect(program.listField).toBe("content");
  });
});
