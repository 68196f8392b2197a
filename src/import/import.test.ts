import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compareSchemas } from "../compare/structure.js";
import { indexModel } from "../model/index.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { versionSchema } from "../targets/jsonschema/index.js";
import { recordedReleaseFolder } from "../testing/release.js";
import { SHARED } from "../testing/shared.js";
import { readFeatureMaps, runImport, writeSpecFiles } from "./command.js";
import { planImport, type ImportResult } from "./import.js";
import { readCrateFeatures } from "./crate.js";
import { HELPER_NOTE } from "./declare.js";
import { ImportError, readRelease, type Obj } from "./source.js";

const temps: string[] = [];
const temp = (name: string): string => {
  const d = mkdtempSync(join(tmpdir(), `acp-import-test-${name}-`));
  temps.push(d);
  return d;
};
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

const SDK = join(SHARED, "upstream-wire", "sdk-2.4.0");
const FEATURES = join(PACKAGE_ROOT, "src", "import", "fixtures", "sdk-2.4.0-features.json");
const missingKinds = ["missing-type", "missing-field", "missing-tag", "missing-value", "missing-method"];
const readJson = (p: string): Obj => JSON.parse(readFileSync(p, "utf8")) as Obj;

/** Applies an import's files to the spec folder. */
async function importInto(
  spec: string,
  schemas: string[],
  features: Map<string, Map<string, string>> = new Map(),
  extra: { sdk?: string; crate?: string } = {},
): Promise<ImportResult> {
  const release = await readRelease(schemas, { cwd: process.cwd() });
  const r = await planImport({ spec, release, features, sdk: extra.sdk ?? null, crate: extra.crate ?? null });
  writeSpecFiles(spec, r.files);
  return r;
}

/** The bundled spec as it was before the step to SDK 2.4.0, frozen (the bundled spec itself may follow any release). */
const SPEC_BEFORE = join(PACKAGE_ROOT, "src", "import", "fixtures", "spec-before-sdk-2.4.0");

describe.skipIf(!existsSync(SDK))("the step to sdk 2.4.0 on a copy of the spec before it", () => {
  let spec: string;
  let first: ImportResult;
  const missingBefore = new Map<string, Set<string>>();

  it("adds exactly what diff --against-schema reported missing, and nothing the published schema lacks", async () => {
    spec = temp("sdk");
    cpSync(SPEC_BEFORE, spec, { recursive: true });
    const before = (await compile({ spec, targets: [], cache: false })).model!;
    for (const [name, ix] of indexModel(before)) {
      const theirs = readJson(join(SDK, name, "schema.unstable.json"));
      missingBefore.set(
        name,
        new Set(
          compareSchemas(versionSchema(ix, "unstable") as never, theirs as never)
            .filter((d) => missingKinds.includes(d.what))
            .map((d) => d.where),
        ),
      );
    }
    first = await importInto(spec, [SDK], readFeatureMaps([], [FEATURES], process.cwd()), {
      sdk: "2.4.0",
      crate: "1.15.1",
    });
    for (const [version, missing] of missingBefore) {
      const added = new Set(
        first.added.filter((a) => a.version === version && !a.helper && a.kind !== "tag").map((a) => a.where),
      );
      // A tag is added only where the published schema marks the field.
      const theirs = readJson(join(SDK, version, "schema.unstable.json")) as {
        $defs: { [k: string]: { properties?: { [k: string]: { [k: string]: unknown } } } };
      };
      for (const a of first.added.filter((x) => x.version === version && x.kind === "tag")) {
        const [type, field] = a.where.split(".");
        const p = theirs.$defs[type!]?.properties?.[field!];
        if (a.tag === "@defaultOnNull") expect(p?.["x-deserialize-default-on-null"], a.where).toBe(true);
        else {
          // A published bound: `@minimum 0` is the property's `minimum`.
          const [bound, value] = (a.tag ?? "").slice(1).split(" ");
          expect(p?.[bound!], `${a.where} ${a.tag}`).toBe(Number(value));
        }
      }
      // What is not added is a located decision (the JSON-RPC envelopes the spec derives from Methods).
      const notAdded = [...missing].filter((w) => !added.has(w));
      for (const w of notAdded)
        expect(
          first.decisions.some((d) => d.version === version && d.where === w),
          w,
        ).toBe(true);
      expect([...added].filter((w) => !missing.has(w))).toEqual([]);
      expect(added.size).toBeGreaterThan(notAdded.length);
    }
    // Every addition is located in the spec, at the construct it added.
    for (const a of first.added) {
      const lines = readFileSync(join(spec, a.file), "utf8").split("\n");
      const name = a.where.startsWith("method:") ? JSON.stringify(a.where.slice(7)) : a.where.split(/[.:]/).pop()!;
      expect(lines[a.line - 1]!.slice(a.col - 1), `${a.where} at ${a.file}:${a.line}:${a.col}`).toContain(
        a.kind === "type" ? a.where.split(/[.:]/)[0]! : name.replace(/^"(.*)"$/, a.kind === "method" ? '"$1"' : "$1"),
      );
    }
  }, 300_000);

  it("gives unstable items upstream's feature names (as the spec spells them)", () => {
    const map = readJson(FEATURES) as { [v: string]: { [k: string]: string } };
    // The spec's spelling of an upstream feature, where a decision says they differ.
    const spelled = new Map(
      first.decisions
        .filter((d) => d.what === "feature-name")
        .map((d) => [/unstable_(\w+)/.exec(d.message)![1]!, /calls it '(\w+)'/.exec(d.message)![1]!]),
    );
    let checked = 0;
    for (const a of first.added) {
      const up = map[a.version]?.[a.where];
      if (!up || a.helper) continue;
      expect(a.feature, a.where).toBe(spelled.get(up) ?? up);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
    // Items only the unstable schema has are never added as stable.
    for (const a of first.added) {
      if (a.helper) continue;
      const stable = readJson(join(SDK, a.version, "schema.json"));
      if (a.kind === "type" && !(a.where in (stable.$defs as Obj))) expect(a.feature, a.where).not.toBeNull();
    }
  });

  it("leaves a spec that compiles but for the listed todo items (ACP016, ACP014)", async () => {
    const r = await compile({ spec, targets: [], cache: false });
    const errors = r.diagnostics.filter((d) => d.severity === "error");
    expect(errors.filter((d) => d.code !== "ACP016" && d.code !== "ACP014")).toEqual([]);
    const todo = first.todo.filter((t) => t.kind === "diagnostic");
    expect(todo.map((t) => `${t.file}:${t.line}:${t.col} ${t.code}`).sort()).toEqual(
      errors.map((d) => `${d.loc.file}:${d.loc.line}:${d.loc.col} ${d.code}`).sort(),
    );
    expect(todo.length).toBeGreaterThan(0);
    // Nothing is missing any more but what a decision names.
    for (const [name, ix] of indexModel(r.model!)) {
      const theirs = readJson(join(SDK, name, "schema.unstable.json"));
      const left = compareSchemas(versionSchema(ix, "unstable") as never, theirs as never).filter((d) =>
        missingKinds.includes(d.what),
      );
      for (const d of left)
        expect(
          first.decisions.some((x) => x.version === name && x.where === d.where),
          d.where,
        ).toBe(true);
    }
    // And it type-checks in an editor: every name it uses is imported.
    const tsc = spawnSync(
      process.execPath,
      [join(PACKAGE_ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", spec, "--noEmit"],
      { encoding: "utf8" },
    );
    expect(tsc.stdout + tsc.stderr).toBe("");
    expect(tsc.status).toBe(0);
    // The model records the release, with each schema's digest.
    const up = r.model!.upstream!;
    expect([up.sdk, up.crate]).toEqual(["2.4.0", "1.15.1"]);
    for (const s of up.schemas)
      expect(s.digest).toBe(
        `sha256:${createHash("sha256")
          .update(readFileSync(join(SDK, s.path)))
          .digest("hex")}`,
      );
    expect(up.schemas.map((s) => s.path).sort()).toEqual(
      readdirSync(SDK)
        .flatMap((v) => readdirSync(join(SDK, v)).map((f) => `${v}/${f}`))
        .sort(),
    );
  }, 300_000);

  it("is idempotent: a second run changes nothing and reports the same decisions", async () => {
    const texts = (): string[] =>
      readdirSync(spec, { recursive: true, encoding: "utf8" })
        .sort()
        .map((f) => (f.endsWith(".ts") ? readFileSync(join(spec, f), "utf8") : f));
    const before = texts();
    const second = await importInto(spec, [SDK], readFeatureMaps([], [FEATURES], process.cwd()), {
      sdk: "2.4.0",
      crate: "1.15.1",
    });
    expect(second.files).toEqual([]);
    expect(second.added).toEqual([]);
    expect(second.decisions).toEqual(first.decisions);
    expect(second.todo).toEqual(first.todo);
    expect(texts()).toEqual(before);
  }, 300_000);
});

const RECORDED = recordedReleaseFolder();

describe.skipIf(RECORDED === null)("the bundled spec and the release it records", () => {
  it("is in line with it: importing it adds nothing, leaves only decisions the spec cannot settle in its text, and writes the same upstream.ts", async () => {
    const spec = temp("bundled");
    cpSync(join(PACKAGE_ROOT, "spec"), spec, { recursive: true });
    const model = (await compile({ spec, targets: [], cache: false })).model!;
    const { sdk, crate, source } = model.upstream!;
    const release = await readRelease([join(RECORDED!, "v1"), join(RECORDED!, "v2")], { cwd: process.cwd() });
    const r = await planImport({ spec, release, features: new Map(), sdk, crate, source });
    expect(r.added).toEqual([]);
    // What may stay: upstream's null-as-default reading (the vocabulary has no word for it yet),
    // and a feature the spec spells its own way (reported every run, by design).
    expect(
      r.decisions.filter((d) => d.what !== "default-on-null" && d.what !== "feature-name").map((d) => d.message),
    ).toEqual([]);
    expect(r.files).toEqual([]);
    // Each recorded digest is that of the file it names.
    for (const s of model.upstream!.schemas)
      expect(s.digest).toBe(
        `sha256:${createHash("sha256")
          .update(readFileSync(join(RECORDED!, s.path)))
          .digest("hex")}`,
      );
  }, 300_000);
});

/** A tiny spec, and "published" schemas made from it (the spec's own JSON Schema, with the marks upstream adds). */
const TINY: { [file: string]: string } = {
  "v1/types.ts": `import type { Int32, JsonRpc, Opaque, Request, Union, Unit } from "../vocabulary.js";

/** An id. */
export type ThingId = Opaque<string>;

/** A thing. */
export interface Thing {
  id: ThingId;
  old?: string;
  size?: Int32;
}

/** A kind. */
export type Kind = "a" | "b";

/** An event. */
export type Event = Union<"type", {
  start: Thing;
  stop: Unit;
}>;

/**
 * A gadget.
 * @unstable gadgets
 */
export interface Gadget {
  id: ThingId;
}

/** Asks for a thing. */
export interface GetThingRequest {
  id: ThingId;
  /** @unstable gadgets */
  gadget?: Gadget;
  kind?: Kind;
}

/** The thing. */
export interface GetThingResponse {
  thing: Thing;
}

/** A request id. */
export type RequestId = Int32 | string;

/** An error. */
export interface RpcError {
  code: Int32;
  message: string;
}

/** The methods. */
export interface Methods extends JsonRpc<RequestId, RpcError> {
  /** Gets a thing. */
  "thing/get": Request<GetThingRequest, GetThingResponse, "client_to_agent">;
}
`,
};

async function tinySpec(): Promise<{ spec: string; schema: (surface: "stable" | "unstable") => Obj }> {
  const spec = temp("tiny");
  cpSync(join(PACKAGE_ROOT, "spec", "vocabulary.ts"), join(spec, "vocabulary.ts"));
  for (const [f, text] of Object.entries(TINY)) {
    mkdirSync(join(spec, f, ".."), { recursive: true });
    writeFileSync(join(spec, f), text);
  }
  const r = await compile({ spec, targets: [], cache: false });
  expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const ix = indexModel(r.model!).get("v1")!;
  const schema = (surface: "stable" | "unstable"): Obj => {
    const s = JSON.parse(JSON.stringify(versionSchema(ix, surface))) as Obj;
    const defs = s.$defs as { [k: string]: Obj };
    for (const [n, side] of [
      ["GetThingRequest", "agent"],
      ["GetThingResponse", "agent"],
    ] as const)
      Object.assign(defs[n]!, { "x-method": "thing/get", "x-side": side });
    return s;
  };
  return { spec, schema };
}

function writeRelease(dir: string, stable: Obj, unstable: Obj): string {
  mkdirSync(join(dir, "v1"), { recursive: true });
  writeFileSync(join(dir, "v1", "schema.json"), JSON.stringify(stable, null, 2));
  writeFileSync(join(dir, "v1", "schema.unstable.json"), JSON.stringify(unstable, null, 2));
  return dir;
}

const defsOf = (s: Obj): { [k: string]: Obj } => s.$defs as { [k: string]: Obj };

describe("decisions about removed and changed shapes", () => {
  it("locates a removed field, a field now required and now nullable, a changed type, a union now open, and a new default-on-null", async () => {
    const { spec, schema } = await tinySpec();
    const [stable, unstable] = [schema("stable"), schema("unstable")];
    for (const s of [stable, unstable]) {
      const thing = defsOf(s).Thing!;
      delete (thing.properties as Obj).old;
      thing.required = ["id", "size"];
      (thing.properties as Obj).size = { type: ["integer", "null"], format: "int32" };
      defsOf(s).Kind = { type: "object", properties: { value: { type: "string" } } };
      ((defsOf(s).GetThingRequest!.properties as Obj).id as Obj)["x-deserialize-default-on-null"] = true;
      // The union is open now: an unknown tag is kept.
      const ev = defsOf(s).Event!;
      ((ev.oneOf ?? ev.anyOf) as Obj[]).push({
        title: "other",
        type: "object",
        properties: { type: { type: "string" } },
        required: ["type"],
      });
    }
    const dir = writeRelease(temp("rel"), stable, unstable);
    const before = readFileSync(join(spec, "v1/types.ts"), "utf8");
    const r = await importInto(spec, [dir]);
    expect(r.added).toEqual([]);
    const at = (what: string, where: string): string => {
      const d = r.decisions.find((x) => x.what === what && x.where === where);
      expect(d, `${what} ${where}`).toBeDefined();
      return `${d!.file}:${d!.line}:${d!.col}`;
    };
    const lines = before.split("\n");
    const lineOf = (text: string): number => lines.findIndex((l) => l.includes(text)) + 1;
    expect(at("extra-field", "Thing.old")).toBe(`v1/types.ts:${lineOf("old?: string")}:3`);
    expect(at("required", "Thing.size")).toBe(`v1/types.ts:${lineOf("size?: Int32")}:3`);
    expect(at("nullable", "Thing.size")).toBe(`v1/types.ts:${lineOf("size?: Int32")}:3`);
    expect(at("kind", "Kind")).toBe(`v1/types.ts:${lineOf("export type Kind")}:13`);
    expect(at("open", "Event")).toBe(`v1/types.ts:${lineOf("export type Event")}:13`);
    expect(r.decisions.find((x) => x.what === "open")!.message).toMatch(/now open/);
    const reqLine = lineOf("export interface GetThingRequest");
    expect(at("default-on-null", "GetThingRequest.id")).toBe(
      `v1/types.ts:${lines.findIndex((l, i) => i >= reqLine && l.includes("id: ThingId")) + 1}:3`,
    );
    expect(r.decisions.find((x) => x.where === "Thing.old")!.message).toMatch(
      /field 'old' of Thing is no longer in the published schema/,
    );
    expect(r.decisions.find((x) => x.what === "required")!.message).toMatch(/now required/);
    // Nothing a person wrote is touched: only the provenance record is written.
    expect(r.files.map((f) => f.rel)).toEqual(["upstream.ts"]);
    expect(readFileSync(join(spec, "v1/types.ts"), "utf8")).toBe(before);
    // A second run reports the same.
    const again = await importInto(spec, [dir]);
    expect(again.decisions).toEqual(r.decisions);
    expect(again.files).toEqual([]);
  }, 120_000);
});

describe("upstream's x-deserialize-default-on-null", () => {
  it("adds @defaultOnNull to the marked lists and maps (kept doc text, a new field too), once", async () => {
    const { spec, schema } = await tinySpec();
    const file = join(spec, "v1/types.ts");
    const text = readFileSync(file, "utf8").replace(
      "  size?: Int32;\n}",
      "  size?: Int32;\n  /** Its tags. */\n  tags?: string[];\n  labels: Record<string, string>;\n  /**\n   * Its parts.\n   */\n  parts: string[];\n}",
    );
    writeFileSync(file, text);
    const [stable, unstable] = [schema("stable"), schema("unstable")];
    const mark = { "x-deserialize-default-on-null": true };
    for (const s of [stable, unstable]) {
      const thing = defsOf(s).Thing!;
      Object.assign(thing.properties as Obj, {
        tags: { type: "array", items: { type: "string" }, ...mark },
        labels: { type: "object", additionalProperties: { type: "string" }, ...mark },
        parts: { type: "array", items: { type: "string" } },
        aliases: { type: "array", items: { type: "string" }, ...mark },
      });
      thing.required = [...((thing.required as string[]) ?? []), "labels", "parts"];
    }
    const dir = writeRelease(temp("rel"), stable, unstable);
    const r = await importInto(spec, [dir]);
    expect(r.added.filter((a) => a.kind === "tag").map((a) => [a.where, a.tag])).toEqual([
      ["Thing.tags", "@defaultOnNull"],
      ["Thing.labels", "@defaultOnNull"],
    ]);
    expect(r.added.filter((a) => a.kind === "field").map((a) => a.where)).toEqual(["Thing.aliases"]);
    expect(r.decisions.filter((d) => d.what === "default-on-null" || d.what === "nullable")).toEqual([]);
    const after = await compile({ spec, targets: [], cache: false });
    expect(after.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const thing = after.model!.versions[0]!.decls.find((d) => d.name === "Thing")!;
    const fields = thing.kind === "object" ? thing.fields : [];
    const marked = (n: string) => fields.find((f) => f.name === n)?.doc;
    expect(
      [marked("tags"), marked("labels"), marked("aliases"), marked("parts")].map((d) => d?.defaultOnNull ?? false),
    ).toEqual([true, true, true, false]);
    expect(marked("tags")!.text).toBe("Its tags.");
    expect(marked("parts")!.text).toBe("Its parts.");
    // A second run adds nothing and writes nothing.
    const again = await importInto(spec, [dir]);
    expect(again.added).toEqual([]);
    expect(again.files).toEqual([]);
  }, 120_000);
});

describe("published bounds", () => {
  it("adds @minimum / @maximum where the schema bounds a number beyond an integer format's own range, once", async () => {
    const { spec, schema } = await tinySpec();
    const file = join(spec, "v1/types.ts");
    const text = readFileSync(file, "utf8").replace(
      "  size?: Int32;\n}",
      "  size?: Int32;\n  /** Its ratio. */\n  ratio?: number | null;\n  count?: Int32;\n}",
    );
    writeFileSync(file, text);
    const [stable, unstable] = [schema("stable"), schema("unstable")];
    for (const s of [stable, unstable]) {
      Object.assign(defsOf(s).Thing!.properties as Obj, {
        size: { type: "integer", format: "int32", minimum: 1 },
        ratio: { type: ["number", "null"], minimum: 0, maximum: 1 },
        // The format's own range says nothing more.
        count: { type: "integer", format: "int32", minimum: -2147483648, maximum: 2147483647 },
      });
    }
    const dir = writeRelease(temp("rel"), stable, unstable);
    const r = await importInto(spec, [dir]);
    expect(r.added.filter((a) => a.kind === "tag").map((a) => [a.where, a.tag])).toEqual([
      ["Thing.size", "@minimum 1"],
      ["Thing.ratio", "@minimum 0"],
      ["Thing.ratio", "@maximum 1"],
    ]);
    const after = await compile({ spec, targets: [], cache: false });
    expect(after.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const thing = after.model!.versions[0]!.decls.find((d) => d.name === "Thing")!;
    const fields = thing.kind === "object" ? thing.fields : [];
    const doc = (n: string) => fields.find((f) => f.name === n)?.doc;
    expect(doc("size")!.bounds).toEqual({ minimum: 1, always: false });
    expect(doc("ratio")!.bounds).toEqual({ minimum: 0, maximum: 1, always: false });
    expect(doc("count")!.bounds).toBeUndefined();
    expect(doc("ratio")!.text).toBe("Its ratio.");
    const again = await importInto(spec, [dir]);
    expect(again.added).toEqual([]);
    expect(again.files).toEqual([]);
  }, 120_000);
});

describe("published least sizes", () => {
  it("adds @minItems / @minLength where the schema sets a positive minItems / minLength on a list or string field, once", async () => {
    const { spec, schema } = await tinySpec();
    const file = join(spec, "v1/types.ts");
    const text = readFileSync(file, "utf8").replace(
      "  size?: Int32;\n}",
      "  size?: Int32;\n  /** Its names. */\n  names: string[];\n  label?: string | null;\n  tags?: string[];\n}",
    );
    writeFileSync(file, text);
    const [stable, unstable] = [schema("stable"), schema("unstable")];
    for (const s of [stable, unstable]) {
      Object.assign(defsOf(s).Thing!.properties as Obj, {
        names: { type: "array", items: { type: "string" }, minItems: 2 },
        label: { type: ["string", "null"], minLength: 1 },
        // 0 says nothing.
        tags: { type: "array", items: { type: "string" }, minItems: 0 },
      });
    }
    const dir = writeRelease(temp("rel"), stable, unstable);
    const r = await importInto(spec, [dir]);
    expect(r.added.filter((a) => a.kind === "tag").map((a) => [a.where, a.tag])).toEqual([
      ["Thing.names", "@minItems 2"],
      ["Thing.label", "@minLength 1"],
    ]);
    const after = await compile({ spec, targets: [], cache: false });
    expect(after.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const thing = after.model!.versions[0]!.decls.find((d) => d.name === "Thing")!;
    const fields = thing.kind === "object" ? thing.fields : [];
    const doc = (n: string) => fields.find((f) => f.name === n)?.doc;
    expect(doc("names")!.minItems).toEqual({ min: 2, always: false });
    expect(doc("label")!.minLength).toEqual({ min: 1, always: false });
    expect(doc("tags")!.minItems).toBeUndefined();
    expect(doc("names")!.text).toBe("Its names.");
    const again = await importInto(spec, [dir]);
    expect(again.added).toEqual([]);
    expect(again.files).toEqual([]);
  }, 120_000);
});

describe("a release that brings a new unstable feature", () => {
  /** The unstable schema gains `widget/make` (WidgetRequest, WidgetResponse, Widget), a field Thing.widget, a variant Event:widget, a value Kind:c, and Gadget.extra (GadgetExtra). */
  async function release(): Promise<{ spec: string; dir: string }> {
    const { spec, schema } = await tinySpec();
    const [stable, unstable] = [schema("stable"), schema("unstable")];
    const u = defsOf(unstable);
    u.Widget = {
      type: "object",
      properties: { id: { $ref: "#/$defs/ThingId" }, color: { type: ["string", "null"] } },
      required: ["id"],
    };
    u.WidgetRequest = {
      type: "object",
      properties: { thing: { $ref: "#/$defs/ThingId" } },
      required: ["thing"],
      "x-method": "widget/make",
      "x-side": "agent",
    };
    u.WidgetResponse = {
      type: "object",
      properties: { widget: { $ref: "#/$defs/Widget" } },
      required: ["widget"],
      "x-method": "widget/make",
      "x-side": "agent",
    };
    (u.Thing!.properties as Obj).widget = {
      anyOf: [{ $ref: "#/$defs/Widget" }, { type: "null" }],
      "x-deserialize-default-on-error": true,
    };
    const ev = (u.Event!.oneOf ?? u.Event!.anyOf) as Obj[];
    ev.push({
      type: "object",
      properties: { type: { type: "string", const: "widget" } },
      required: ["type"],
      allOf: [{ $ref: "#/$defs/Widget" }],
    });
    u.GadgetExtra = { type: "object", properties: { note: { type: "string" } } };
    (u.Gadget!.properties as Obj).extra = { $ref: "#/$defs/GadgetExtra" };
    // A stable addition too: a value of the closed enum.
    for (const s of [stable, unstable]) {
      const kind = defsOf(s).Kind!;
      if (Array.isArray(kind.enum)) kind.enum = [...kind.enum, "c"];
      else ((kind.oneOf ?? kind.anyOf) as Obj[]).push({ type: "string", const: "c" });
    }
    return { spec, dir: writeRelease(temp("rel"), stable, unstable) };
  }

  it("adds it under the feature the user names, reaching every item the feature brings", async () => {
    const { spec, dir } = await release();
    const r = await importInto(spec, [dir], readFeatureMaps(["WidgetRequest=unstable_widgets"], [], process.cwd()));
    const byWhere = new Map(r.added.map((a) => [a.where, a]));
    for (const w of ["Widget", "WidgetRequest", "WidgetResponse", "Thing.widget", "Event:widget", "method:widget/make"])
      expect(byWhere.get(w)?.feature, w).toBe("widgets");
    // Reachable from an existing item of the spec's own feature.
    expect(byWhere.get("GadgetExtra")?.feature).toBe("gadgets");
    expect(byWhere.get("Gadget.extra")?.feature).toBeNull();
    expect(byWhere.get("Kind:c")?.feature).toBeNull();
    const text = readFileSync(join(spec, "v1/types.ts"), "utf8");
    // An insertion at the end of the interface, with tags and no prose.
    expect(text).toMatch(
      /size\?: Int32;\n {2}\/\*\*\n {3}\* @unstable widgets\n {3}\* @lenient\n {3}\*\/\n {2}widget\?: Widget \| null;\n\}/,
    );
    expect(text).toContain('"a" | "b" | "c"');
    expect(text).toMatch(
      /\/\*\* @unstable widgets \*\/\n {2}"widget\/make": Request<WidgetRequest, WidgetResponse, "client_to_agent">;/,
    );
    const r2 = await compile({ spec, targets: [], cache: false });
    expect(r2.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const widget = r2.model!.versions[0]!.decls.find((d) => d.name === "Widget")!;
    expect(widget.doc.unstable?.feature).toBe("widgets");
    expect(widget.doc.text).toBe("");
    // What a person still has to do: doc text for what was added.
    expect(r.todo.some((t) => t.kind === "doc" && t.message.includes("v1.Widget"))).toBe(true);
  }, 120_000);

  /** A crate that gates the release's items: a gated module, a gated field and variant, a gated method name. */
  function crate(): string {
    const dir = temp("crate");
    const files: { [f: string]: string } = {
      "Cargo.toml": '[package]\nname = "tiny-schema"\nversion = "0.9.0"\n',
      "src/lib.rs": "pub mod v1;\n",
      "src/v1/mod.rs": 'mod things;\n#[cfg(feature = "unstable_widgets")]\nmod widgets;\n',
      "src/v1/widgets.rs": [
        'pub struct Widget {\n    pub id: ThingId,\n    pub color: Option<String>,\n    #[cfg(feature = "unstable_gadgets")]\n    pub gadget: Option<GadgetExtra>,\n}',
        "pub struct WidgetRequest { pub thing: ThingId }",
        "pub struct WidgetResponse { pub widget: Widget }",
        "#[serde(untagged)]\npub enum Knob { Turn { angle: f64 }, Pressed { pressed: bool }, Labelled { label: String } }",
        'pub(crate) const WIDGET_MAKE_METHOD_NAME: &str = "widget/make";',
      ].join("\n"),
      "src/v1/things.rs": [
        '#[serde(rename_all = "camelCase")]\npub struct Thing {\n    pub id: ThingId,\n    #[cfg(feature = "unstable_widgets")]\n    pub widget: Option<Widget>,\n}',
        '#[serde(tag = "type", rename_all = "snake_case")]\npub enum Event {\n    #[cfg(feature = "unstable_widgets")]\n    Widget(Widget),\n}',
        '#[cfg(feature = "unstable_gadgets")]\npub struct GadgetExtra { pub note: Option<String> }',
      ].join("\n"),
    };
    for (const [f, text] of Object.entries(files)) {
      mkdirSync(join(dir, f, ".."), { recursive: true });
      writeFileSync(join(dir, f), text);
    }
    return dir;
  }

  it("with the crate (--crate), takes every feature from its gates, asks for none, and names inline shapes after what they are", async () => {
    const { spec, dir } = await release();
    // An untagged union of inline shapes: one with a tag, one with a title, one with a field only it has.
    const path = join(dir, "v1", "schema.unstable.json");
    const u = readJson(path);
    defsOf(u).Knob = {
      anyOf: [
        {
          type: "object",
          properties: { type: { type: "string", const: "turn" }, angle: { type: "number" } },
          required: ["type", "angle"],
        },
        { title: "pressed", type: "object", properties: { pressed: { type: "boolean" } }, required: ["pressed"] },
        { type: "object", properties: { label: { type: "string" } }, required: ["label"] },
      ],
    };
    (defsOf(u).Widget!.properties as Obj).knob = { $ref: "#/$defs/Knob" };
    // A field of a new type, gated by a second feature.
    (defsOf(u).Widget!.properties as Obj).gadget = { anyOf: [{ $ref: "#/$defs/GadgetExtra" }, { type: "null" }] };
    writeFileSync(path, JSON.stringify(u, null, 2));
    const before = await planImport({
      spec,
      release: await readRelease([dir], { cwd: process.cwd() }),
      features: new Map(),
    });
    // Without the crate, nothing names the feature 'widgets': its items are asked about, or guessed from their neighbours.
    const asked = before.decisions.filter((d) => d.what === "unnamed-feature");
    const guessed = new Map(before.added.map((a) => [a.where, a.feature]));
    for (const w of ["Widget", "WidgetRequest", "Knob"]) expect(guessed.get(w) ?? null, w).not.toBe("widgets");
    const r = await planImport({
      spec,
      release: await readRelease([dir], { cwd: process.cwd() }),
      features: new Map(),
      crateFeatures: readCrateFeatures(crate()),
    });
    expect(r.decisions.filter((d) => d.what === "unnamed-feature")).toEqual([]);
    // Each item the feature-less run asked about is added now, in the crate's feature (the spec's spelling of it).
    const byWhere = new Map(r.added.map((a) => [a.where, a]));
    for (const d of asked) expect(byWhere.has(d.where), d.where).toBe(true);
    for (const w of [
      "Widget",
      "WidgetRequest",
      "WidgetResponse",
      "Knob",
      "Thing.widget",
      "Event:widget",
      "method:widget/make",
    ])
      expect(byWhere.get(w)?.feature, w).toBe("widgets");
    expect(byWhere.get("GadgetExtra")?.feature).toBe("gadgets");
    expect(byWhere.get("Kind:c")?.feature).toBeNull();
    const helpers = r.added.filter((a) => a.helper).map((a) => a.where);
    expect(helpers).toEqual(expect.arrayContaining(["KnobTurn", "KnobPressed", "KnobWithLabel"]));
    for (const h of helpers) expect(h, "a helper's name is not a position").not.toMatch(/[0-9]$/);
    const text = r.files.map((f) => f.after).join("\n");
    expect(text).toMatch(/export type Knob = KnobTurn \| KnobPressed \| KnobWithLabel;/);
    expect(text).toMatch(/\/\*\* @unstable gadgets \*\/\n {2}gadget\?: GadgetExtra \| null;/);
    // The command: --crate records the crate's version in upstream.ts, and refuses another one.
    const out: string[] = [];
    const run = (more: { crateVersion?: string }): Promise<number> =>
      runImport({
        schema: [dir],
        spec,
        feature: [],
        features: [],
        crate: crateDir,
        ...more,
        dryRun: false,
        json: false,
        cwd: process.cwd(),
        stdout: (x) => void out.push(x),
        stderr: (x) => void out.push(x),
      });
    const crateDir = crate();
    expect(await run({ crateVersion: "1.0.0" })).toBe(2);
    expect(out.join("")).toContain("is tiny-schema 0.9.0, not 1.0.0");
    expect(await run({})).toBe(0);
    expect(readFileSync(join(spec, "upstream.ts"), "utf8")).toContain('crate: "0.9.0"');
    expect(out.join("")).toMatch(/acp-codegen import: [1-9][0-9]* added/);
    expect(out.join("")).not.toContain("name the unstable feature");
    // The declarations of inline shapes carry a note that explains them: no decision about them, this run or the next.
    expect(out.join("")).not.toMatch(/type Knob\w* is no longer/);
    expect(readFileSync(join(spec, r.added.find((a) => a.where === "KnobTurn")!.file), "utf8")).toContain(HELPER_NOTE);
  }, 120_000);

  it("without a name for the feature, asks for one and adds none of it", async () => {
    const { spec, dir } = await release();
    const r = await importInto(spec, [dir]);
    const asked = r.decisions.filter((d) => d.what === "unnamed-feature").map((d) => d.where);
    expect(asked).toEqual(expect.arrayContaining(["Widget", "WidgetRequest", "WidgetResponse"]));
    for (const d of r.decisions.filter((x) => x.what === "unnamed-feature"))
      expect(d.inSchema && d.line > 0).toBe(true);
    const added = r.added.map((a) => a.where);
    for (const w of ["Widget", "WidgetRequest", "Thing.widget", "Event:widget", "method:widget/make"])
      expect(added).not.toContain(w);
    expect(added).toEqual(expect.arrayContaining(["GadgetExtra", "Gadget.extra", "Kind:c"]));
    const again = await importInto(spec, [dir]);
    expect(again.decisions).toEqual(r.decisions);
    expect(again.added).toEqual([]);
  }, 120_000);
});

describe("sources, safety and the command", () => {
  it("reads an installed npm package's schemas and its version", async () => {
    const { schema } = await tinySpec();
    const root = temp("npm");
    const pkg = join(root, "node_modules", "@agentclientprotocol", "sdk");
    writeRelease(join(pkg, "schema"), schema("stable"), schema("unstable"));
    writeFileSync(join(pkg, "package.json"), JSON.stringify({ name: "@agentclientprotocol/sdk", version: "9.8.7" }));
    const r = await readRelease(["npm:@agentclientprotocol/sdk@9.8.7"], { cwd: join(root) });
    expect(r.sdk).toBe("9.8.7");
    expect(r.versions.map((v) => [v.version, v.stable.releasePath, v.unstable?.releasePath])).toEqual([
      ["v1", "v1/schema.json", "v1/schema.unstable.json"],
    ]);
    const one = await readRelease(["npm:@agentclientprotocol/sdk/schema/v1/schema.json"], { cwd: root });
    expect(one.versions[0]!.unstable).toBeNull();
    await expect(readRelease(["npm:@agentclientprotocol/sdk@1.0.0"], { cwd: root })).rejects.toThrow(
      /9\.8\.7 is installed/,
    );
    await expect(readRelease(["npm:left-pad"], { cwd: root })).rejects.toThrow(ImportError);
    await expect(readRelease(["http://example.com/schema.json"], { cwd: root })).rejects.toThrow(/only https/);
  });

  it("--dry-run writes nothing; --json is machine-readable and located; a bad schema writes nothing", async () => {
    const { spec, schema } = await tinySpec();
    const u = schema("unstable");
    defsOf(u).Extra = { type: "object", properties: { a: { type: "string" } } };
    const dir = writeRelease(temp("rel"), schema("stable"), u);
    const snapshot = (): string =>
      readdirSync(spec, { recursive: true, encoding: "utf8" })
        .sort()
        .map((f) => (f.endsWith(".ts") ? `${f}\n${readFileSync(join(spec, f), "utf8")}` : f))
        .join("\n");
    const before = snapshot();
    let out = "";
    const io = { cwd: process.cwd(), stdout: (s: string) => void (out += s), stderr: (s: string) => void (out += s) };
    const code = await runImport({
      schema: [dir],
      spec,
      feature: ["Extra=extras"],
      features: [],
      dryRun: true,
      json: true,
      ...io,
    });
    expect(code).toBe(0);
    expect(snapshot()).toBe(before);
    const j = JSON.parse(out) as {
      format: string;
      added: { where: string; file: string; line: number; col: number; feature: string }[];
      decisions: unknown[];
      todo: { file: string; line: number }[];
    };
    expect(j.format).toBe("acp-codegen-import/1");
    expect(j.added).toEqual([
      expect.objectContaining({
        where: "Extra",
        feature: "extras",
        file: join(spec, "v1/imported.ts"),
        line: 2,
        col: 18,
      }),
    ]);
    for (const t of j.todo) expect(t.line).toBeGreaterThan(0);
    writeFileSync(join(dir, "v1", "schema.unstable.json"), "{ not json");
    out = "";
    expect(await runImport({ schema: [dir], spec, feature: [], features: [], dryRun: false, json: false, ...io })).toBe(
      2,
    );
    expect(out).toMatch(/schema\.unstable\.json is not JSON/);
    expect(snapshot()).toBe(before);
    expect(() => writeSpecFiles(spec, [{ rel: "../outside.ts", before: null, after: "" }])).toThrow(
      /outside the spec folder/,
    );
  }, 120_000);

  it("takes the spec folder from the config file, as generate does, and the version from --protocol when the path does not say", async () => {
    const { spec, schema } = await tinySpec();
    const cwd = temp("cwd");
    cpSync(spec, join(cwd, "protocol"), { recursive: true });
    writeFileSync(join(cwd, "acp-codegen.config.json"), JSON.stringify({ spec: "protocol" }));
    const u = schema("unstable");
    defsOf(u).Extra = { type: "object", properties: { a: { type: "string" } } };
    // Neither the paths nor the titles name the version.
    writeFileSync(join(cwd, "published.json"), JSON.stringify({ ...schema("stable"), title: "ACP" }));
    writeFileSync(join(cwd, "published-unstable.json"), JSON.stringify({ ...u, title: "ACP (unstable)" }));
    let out = "";
    const io = { cwd, stdout: (x: string) => void (out += x), stderr: (x: string) => void (out += x) };
    const args = {
      schema: ["published.json", "published-unstable.json"],
      feature: ["Extra=extras"],
      features: [],
      dryRun: false,
      json: false,
    };
    expect(await runImport({ ...args, ...io })).toBe(2);
    expect(out).toMatch(/cannot tell which protocol version published\.json describes; give --protocol/);
    out = "";
    expect(await runImport({ ...args, version: "v1", ...io })).toBe(0);
    expect(out).toMatch(/protocol\/v1\/imported\.ts:2:18 - added type v1\.Extra \(unstable extras\)/);
    expect(readFileSync(join(cwd, "protocol", "v1", "imported.ts"), "utf8")).toBe(
      "/** @unstable extras */\nexport interface Extra {\n  a?: string;\n}\n",
    );
    expect(existsSync(join(cwd, "spec"))).toBe(false);
  }, 120_000);

  it("the model reads upstream.ts, and a bad record is a located error", async () => {
    const { spec } = await tinySpec();
    const digest = `sha256:${"a".repeat(64)}`;
    writeFileSync(
      join(spec, "upstream.ts"),
      `import type { UpstreamRelease } from "./vocabulary.js";\n\nexport const upstream: UpstreamRelease = {\n  sdk: "1.2.3",\n  crate: null,\n  source: null,\n  schemas: { "v1/schema.json": "${digest}", "v1/x.json": "md5:1" },\n};\n`,
    );
    const r = await compile({ spec, targets: [], cache: false, missingDocs: "allow" });
    expect(r.model!.upstream).toMatchObject({
      sdk: "1.2.3",
      crate: null,
      schemas: [{ path: "v1/schema.json", digest }],
      loc: { file: "upstream.ts", line: 3 },
    });
    expect(r.diagnostics.map((d) => `${d.loc.file}:${d.loc.line} ${d.message}`)).toEqual([
      expect.stringMatching(/^upstream\.ts:7 .*digest of 'v1\/x\.json'/),
    ]);
  }, 120_000);
});
