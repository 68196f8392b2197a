import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Node, Project, ts, type ObjectLiteralExpression } from "ts-morph";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "../conformance/langs.js";
import { runnerFor } from "../conformance/runner.js";
import { shippedTemplateDirs } from "../render/precompile.js";
import { objectDecl, indexModel } from "../model/index.js";
import type { SpecModel, TypeExpr, UnionDecl } from "../model/types.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { generateToTemp } from "../testing/generated.js";
import { ensurePythonEnv } from "../testing/python-env.js";
import { fixtureConfig, fixtureRustEnv } from "../testing/rust-env.js";

/**
 * The spec drives behaviour: a copy of the bundled spec gains a content block
 * with a conversion rule, an update the reducer ignores, and an entity the
 * reducer upserts (and one whose field the first update fixes). Every generated language must convert and reduce them
 * with no template touched. Names and shapes come from the model, so a valid
 * change to the bundled spec does not break this test.
 */

const LANGS: Lang[] = ["ts", "rust", "python", "go"];
const THINKING = "scenario_thinking";
const INFO = "scenario_info_update";
const TASK = "scenario_task";
const ENTITY = "scenarioTasks";
const PIN = "scenario_pin";
const PINS = "scenarioPins";

interface Facts {
  /** The v2 update union and its tag field. */
  updates: UnionDecl;
  /** The v2 union that message chunks carry (content blocks), and the v1 union of the same name. */
  blocks: UnionDecl;
  v1Blocks: UnionDecl;
  /** A v1 block variant with a required string field, which the thinking block becomes. */
  textTag: string;
  textField: string;
  /** A v2 chunk variant: its tag, and the field holding its one block. */
  chunkTag: string;
  chunkField: string;
  /** A whole-message (upsert) variant of the chunk's role. */
  upsertTag: string;
  key: string;
}

function facts(model: SpecModel): Facts {
  const versions = indexModel(model);
  const v1 = versions.get("v1")!;
  const v2 = versions.get("v2")!;
  const reducer = v2.version.reducer!;
  const updates = v2.decls.get(reducer.union.split(".")[1]!) as UnionDecl;
  const append = reducer.variants.find((v) => v.action === "append" && v.role !== null)!;
  const payload = objectDecl(v2, updates.variants.find((v) => v.tag === append.tag)!.payload)!;
  const field = payload.fields.find((f) => f.name === append.field)!;
  const blocks = v2.decls.get((field.type as Extract<TypeExpr, { kind: "ref" }>).name) as UnionDecl;
  const v1Blocks = v1.decls.get(blocks.name) as UnionDecl;
  for (const v of v1Blocks.variants) {
    const f = objectDecl(v1, v.payload)?.fields.find((x) => !x.optional && x.type.kind === "string");
    if (f && blocks.variants.some((b) => b.tag === v.tag)) {
      const upsert = reducer.variants.find((x) => x.action === "upsert" && x.role === append.role)!;
      return {
        updates,
        blocks,
        v1Blocks,
        textTag: v.tag,
        textField: f.name,
        chunkTag: append.tag,
        chunkField: append.field!,
        upsertTag: upsert.tag,
        key: reducer.key,
      };
    }
  }
  throw new Error("the spec has no v1 content block with a required string field");
}

/** Edits a copy of the spec with ts-morph: new variants, reducer actions, an entity and rules. */
function extendSpec(dir: string, f: Facts): void {
  const project = new Project({ skipAddingFilesFromTsConfig: true });
  const files = readdirSync(join(dir, "v2")).map((n) => project.addSourceFileAtPath(join(dir, "v2", n)));
  const addVariant = (union: string, tag: string, payload: string): void => {
    for (const sf of files) {
      const alias = sf.getTypeAlias(union);
      const args = alias?.getTypeNode();
      if (!args || !Node.isTypeReference(args)) continue;
      const lit = args.getTypeArguments()[1];
      if (lit && Node.isTypeLiteral(lit)) lit.addProperty({ name: tag, type: payload });
      return;
    }
    throw new Error(`no union ${union}`);
  };
  const scenario = project.createSourceFile(
    join(dir, "v2", "scenario.ts"),
    [
      'import type { JsonObject, Patch } from "../vocabulary.js";',
      "/** A block of the model's reasoning. */",
      "export interface ScenarioThinking { thinking: string; _meta?: JsonObject | null }",
      "/** Session information that changes no message. */",
      "export interface ScenarioInfo { title?: string | null }",
      "/** A task, keyed by its id. */",
      "export interface ScenarioTask { taskId: string; title?: string; status?: Patch<string> }",
      "/** A pin: its place is fixed by the update that creates it. */",
      "export interface ScenarioPin { pinId: string; place?: string | null; note?: Patch<string> }",
    ].join("\n"),
  );
  files.push(scenario);
  addVariant(f.blocks.name, THINKING, "ScenarioThinking");
  addVariant(f.updates.name, INFO, "ScenarioInfo");
  addVariant(f.updates.name, TASK, "ScenarioTask");
  addVariant(f.updates.name, PIN, "ScenarioPin");
  const reducer = files.map((sf) => sf.getVariableDeclaration("reducer")).find((v) => v)!;
  let obj: Node = reducer.getInitializerOrThrow();
  while (Node.isSatisfiesExpression(obj) || Node.isAsExpression(obj)) obj = obj.getExpression();
  const inner = obj as ObjectLiteralExpression;
  const variants = inner
    .getPropertyOrThrow("variants")
    .asKindOrThrow(ts.SyntaxKind.PropertyAssignment)
    .getInitializerIfKindOrThrow(ts.SyntaxKind.ObjectLiteralExpression);
  variants.addPropertyAssignment({ name: INFO, initializer: '{ action: "ignore" }' });
  variants.addPropertyAssignment({ name: TASK, initializer: `{ action: "upsert", entity: "${ENTITY}" }` });
  variants.addPropertyAssignment({
    name: PIN,
    initializer: `{ action: "upsert", entity: "${PINS}", fixed: ["place"] }`,
  });
  const entities = inner.getProperty("entities");
  if (entities) {
    const o = entities
      .asKindOrThrow(ts.SyntaxKind.PropertyAssignment)
      .getInitializerIfKindOrThrow(ts.SyntaxKind.ObjectLiteralExpression);
    o.addPropertyAssignment({ name: ENTITY, initializer: '{ key: "taskId" }' });
    o.addPropertyAssignment({ name: PINS, initializer: '{ key: "pinId" }' });
  } else
    inner.addPropertyAssignment({
      name: "entities",
      initializer: `{ ${ENTITY}: { key: "taskId" }, ${PINS}: { key: "pinId" } }`,
    });
  const conv = project.addSourceFileAtPath(join(dir, "conversions.ts"));
  const arr = conv.getVariableDeclarationOrThrow("conversions").getInitializerOrThrow();
  let list: Node = arr;
  while (Node.isSatisfiesExpression(list) || Node.isAsExpression(list)) list = list.getExpression();
  const text = { [f.textField]: "hmm" };
  list.asKindOrThrow(ts.SyntaxKind.ArrayLiteralExpression).addElements([
    JSON.stringify({
      id: "v2-thinking-content-block",
      direction: "v2->v1",
      source: `v2.${f.blocks.name}:${THINKING}`,
      target: `v1.${f.v1Blocks.name}:${f.textTag}`,
      outcome: "lossless",
      stateful: false,
      reason: "v1 shows reasoning as plain content.",
      emit: { to: `v1.${f.v1Blocks.name}:${f.textTag}`, rename: { thinking: f.textField } },
      examples: [
        {
          input: { [f.blocks.tagField]: THINKING, thinking: "hmm" },
          output: [{ [f.v1Blocks.tagField]: f.textTag, ...text }],
        },
      ],
    }),
    JSON.stringify({
      id: "v2-scenario-info-update",
      direction: "v2->v1",
      source: `v2.${f.updates.name}:${INFO}`,
      outcome: "fails",
      stateful: false,
      reason: "v1 has no session information updates.",
      fail: "v1 has no form for {title}",
      examples: [{ input: { [f.updates.tagField]: INFO, title: "T" }, error: "v1 has no form for T" }],
    }),
    JSON.stringify({
      id: "v2-scenario-task",
      direction: "v2->v1",
      source: `v2.${f.updates.name}:${TASK}`,
      outcome: "fails",
      stateful: false,
      reason: "v1 has no tasks.",
      fail: "v1 has no tasks",
      examples: [{ input: { [f.updates.tagField]: TASK, taskId: "t1" }, error: "v1 has no tasks" }],
    }),
    JSON.stringify({
      id: "v2-scenario-pin",
      direction: "v2->v1",
      source: `v2.${f.updates.name}:${PIN}`,
      outcome: "fails",
      stateful: false,
      reason: "v1 has no pins.",
      fail: "v1 has no pins",
      examples: [{ input: { [f.updates.tagField]: PIN, pinId: "p1" }, error: "v1 has no pins" }],
    }),
  ]);
  project.saveSync();
}

let spec: string;
let out: string;
let f: Facts;
let templatesBefore: string;

function templatesSnapshot(): string {
  return shippedTemplateDirs(PACKAGE_ROOT)
    .flatMap((root) =>
      readdirSync(root, { recursive: true })
        .map(String)
        .sort()
        .map((p) => {
          try {
            return `${join(root, p)}\n${readFileSync(join(root, p), "utf8")}`;
          } catch {
            return p;
          }
        }),
    )
    .join("\n");
}

beforeAll(async () => {
  process.env.ACP_CODEGEN_PYTHON = ensurePythonEnv();
  Object.assign(process.env, fixtureRustEnv());
  templatesBefore = templatesSnapshot();
  const base = await compile({ targets: [] });
  f = facts(base.model!);
  spec = mkdtempSync(join(tmpdir(), "acp-scenario-spec-"));
  cpSync(join(PACKAGE_ROOT, "spec"), spec, { recursive: true });
  extendSpec(spec, f);
  ({ dir: out } = await generateToTemp({
    spec,
    targets: ["typescript", "rust", "python", "go", "tables"],
    config: fixtureConfig("scenario"),
  }));
}, 600_000);

afterAll(() => {
  for (const d of [spec, out]) if (d) rmSync(d, { recursive: true, force: true });
});

describe("behaviour comes from the spec alone", () => {
  it("the extended spec compiles, and its rules reach the tables", () => {
    const tables = readFileSync(join(out, "tables", "conversions.json"), "utf8");
    for (const id of ["v2-thinking-content-block", "v2-scenario-info-update", "v2-scenario-task"])
      expect(tables).toContain(id);
    expect(templatesSnapshot()).toBe(templatesBefore);
  });

  it.each(LANGS)(
    "%s: a new content block converts by its rule, also inside chunks and whole messages",
    (lang) => {
      const block = { [f.blocks.tagField]: THINKING, thinking: "hmm" };
      const v1Block = { [f.v1Blocks.tagField]: f.textTag, [f.textField]: "hmm" };
      const chunk = { [f.updates.tagField]: f.chunkTag, [f.key]: "m1", [f.chunkField]: block };
      const message = { [f.updates.tagField]: f.upsertTag, [f.key]: "m2", [f.chunkField]: [block, v1Block] };
      const [b, c, m] = runnerFor(lang, out).run([
        { kind: "convert", id: "b", from: "v2", type: `v2.${f.blocks.name}`, inputs: [block] },
        { kind: "convert", id: "c", from: "v2", type: `v2.${f.updates.name}`, inputs: [chunk] },
        { kind: "convert", id: "m", from: "v2", type: `v2.${f.updates.name}`, inputs: [message] },
      ]);
      expect(b!.results).toEqual([{ outputs: [v1Block] }]);
      const outputs = (c!.results![0] as { outputs: Record<string, unknown>[] }).outputs;
      expect(outputs).toHaveLength(1);
      expect(outputs[0]![f.chunkField]).toEqual(v1Block);
      // A whole message fans out into chunks; each block converts by its own rule.
      const chunks = (m!.results![0] as { outputs: Record<string, unknown>[] }).outputs;
      expect(chunks.map((x) => x[f.chunkField])).toEqual([v1Block, v1Block]);
    },
    600_000,
  );

  it.each(LANGS)(
    "%s: an update the reducer ignores changes no message, and fails to convert with its rule id",
    (lang) => {
      const chunk = (text: string) => ({
        [f.updates.tagField]: f.chunkTag,
        [f.key]: "m1",
        [f.chunkField]: { [f.blocks.tagField]: f.textTag, [f.textField]: text },
      });
      const info = { [f.updates.tagField]: INFO, title: "T" };
      const [withInfo, without, converted] = runnerFor(lang, out).run([
        { kind: "apply", id: "a", version: "v2", updates: [chunk("A"), info, chunk("B")] },
        { kind: "apply", id: "b", version: "v2", updates: [chunk("A"), chunk("B")] },
        { kind: "convert", id: "c", from: "v2", type: `v2.${f.updates.name}`, inputs: [info] },
      ]);
      expect(withInfo!.ok).toBe(true);
      expect(withInfo!.messages).toEqual(without!.messages);
      expect(converted!.results).toEqual([{ error: "v2-scenario-info-update: v1 has no form for T" }]);
    },
    600_000,
  );

  it.each(LANGS)(
    "%s: an entity upserts by its key, patch fields three-state, other fields replaced when present",
    (lang) => {
      const task = (o: Record<string, unknown>) => ({ [f.updates.tagField]: TASK, ...o });
      const [r] = runnerFor(lang, out).run([
        {
          kind: "apply",
          id: "a",
          version: "v2",
          updates: [
            task({ taskId: "t1", title: "A", status: "running" }),
            task({ taskId: "t2", title: "B" }),
            task({ taskId: "t1", status: null }),
            task({ taskId: "t2", title: "C", status: "done" }),
          ],
        },
      ]);
      expect(r!.ok).toBe(true);
      expect(r!.entities![ENTITY]).toEqual([
        { taskId: "t1", title: "A" },
        { taskId: "t2", title: "C", status: "done" },
      ]);
    },
    600_000,
  );

  it.each(LANGS)(
    "%s: a fixed field is set by the update that creates the entity and may only be repeated after it",
    (lang) => {
      const pin = (o: Record<string, unknown>) => ({ [f.updates.tagField]: PIN, ...o });
      const [kept, moved, missing, nulled] = runnerFor(lang, out).run([
        {
          kind: "apply",
          id: "kept",
          version: "v2",
          updates: [
            pin({ pinId: "p1", place: "here", note: "n" }),
            pin({ pinId: "p1", place: "here" }),
            pin({ pinId: "p1", place: null, note: null }),
            pin({ pinId: "p2", place: "there" }),
            pin({ pinId: "p1" }),
          ],
        },
        {
          kind: "apply",
          id: "moved",
          version: "v2",
          updates: [pin({ pinId: "p1", place: "here" }), pin({ pinId: "p1", place: "there" })],
        },
        { kind: "apply", id: "missing", version: "v2", updates: [pin({ pinId: "p1", note: "n" })] },
        { kind: "apply", id: "nulled", version: "v2", updates: [pin({ pinId: "p1", place: null })] },
      ]);
      expect(kept!.ok, kept!.error).toBe(true);
      expect(kept!.entities![PINS]).toEqual([
        { pinId: "p1", place: "here" },
        { pinId: "p2", place: "there" },
      ]);
      expect(moved!.ok).toBe(false);
      expect(moved!.error).toContain("place");
      expect(missing!.ok).toBe(false);
      expect(missing!.error).toContain("place");
      expect(nulled!.ok).toBe(false);
    },
    600_000,
  );
});
