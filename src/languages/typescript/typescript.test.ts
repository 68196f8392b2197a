import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { specFeatures } from "../../model/features.js";
import { compile } from "../../pipeline.js";
import { REJECTS, ROUND_TRIPS } from "../../testing/cases.js";
import { generateToTemp, importGenerated, runTsc } from "../../testing/generated.js";

interface Codec {
  parse(json: unknown, options?: { unstable?: readonly string[] }): unknown;
  safeParse(json: unknown): { ok: true; value: unknown } | { ok: false; error: { message: string; path: string } };
  serialize(value: unknown): unknown;
  toJson(value: unknown): string;
}
interface Module {
  codecs: Record<string, Codec>;
}
interface Runtime {
  patchState(obj: object, key: string): { state: string; value?: unknown };
  writeJson(value: unknown): string;
}

let dir: string;
let v1: Module;
let v2: Module;
let rt: Runtime;
let FEATURES: string[] = [];

beforeAll(async () => {
  ({ dir } = await generateToTemp({ targets: ["typescript"] }));
  FEATURES = specFeatures((await compile({ targets: [] })).model!);
  const ts = join(dir, "typescript");
  // One import of the package, so that the codecs and writeJson share one runtime (and its marks of key order).
  const pkg = await importGenerated<{ v1: Module; v2: Module } & Runtime>(ts, "index.js");
  ({ v1, v2 } = pkg);
  rt = pkg;
});

const codec = (type: string): Codec => {
  const [version, name] = type.split(".") as [string, string];
  const c = (version === "v1" ? v1 : v2).codecs[`${version}.${name}`];
  if (!c) throw new Error(`no codec ${type}`);
  return c;
};

describe("TypeScript bindings: parse rejects what the spec forbids, naming the path", () => {
  it.each(REJECTS)("%s", (_label, type, json, message) => {
    const r = codec(type).safeParse(json);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
    expect(() => codec(type).parse(json)).toThrow(message);
  });
});

describe("TypeScript bindings: parse keeps what it does not know, and serialize gives back the same JSON", () => {
  it.each(ROUND_TRIPS)("%s", (_label, type, json) => {
    const c = codec(type);
    // Behaviour, not gating: every unstable feature is switched on.
    const value = c.parse(json, { unstable: FEATURES });
    expect(c.serialize(value)).toEqual(json);
    expect(JSON.parse(c.toJson(value))).toEqual(json);
    // toJson writes the text straight from the value; it is the text of what serialize gives.
    expect(c.toJson(value)).toBe(rt.writeJson(c.serialize(value)));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("integer-like and __proto__ keys go where the canonical order puts them, by toJson and by serialize alike", () => {
    // JavaScript lists integer-like keys first whatever the order they were set in; the text must not.
    const [, type, json] = ROUND_TRIPS.find(([label]) => label === "unknown object fields")!;
    const c = codec(type) as Codec & { fieldNames: readonly string[] };
    const input = JSON.parse(
      `{"2":{"1":true,"0":false},"10":1,"__proto__":{"p":1},${JSON.stringify(json).slice(1)}`,
    ) as object;
    const value = c.parse(input, { unstable: FEATURES });
    const text = c.toJson(value);
    expect(text).toBe(rt.writeJson(c.serialize(value)));
    expect(JSON.parse(text)).toEqual(input);
    const keys = Object.keys(input);
    const order = [
      ...c.fieldNames.filter((k) => keys.includes(k)),
      ...keys.filter((k) => !c.fieldNames.includes(k)).sort(),
    ];
    const at = order.map((k) => text.indexOf(`${JSON.stringify(k)}:`));
    expect(at.every((x, i) => x > (at[i - 1] ?? 0))).toBe(true);
    expect(text).toContain('"2":{"0":false,"1":true}');
    expect(({} as Record<string, unknown>).p).toBeUndefined();
  });

  it("an unknown variant is held under $other, so its tag does not narrow as a known one", () => {
    const value = codec("v2.SessionUpdate").parse({ sessionUpdate: "_acme_plan", entries: [] }) as Record<
      string,
      unknown
    >;
    expect(value.sessionUpdate).toBeUndefined();
    expect(value.$other).toEqual({ sessionUpdate: "_acme_plan", entries: [] });
  });

  it("patchState tells absent, null and value apart", () => {
    const c = codec("v2.AgentMessage");
    expect(rt.patchState(c.parse({ messageId: "m" }) as object, "content")).toEqual({ state: "unchanged" });
    expect(rt.patchState(c.parse({ messageId: "m", content: null }) as object, "content")).toEqual({ state: "clear" });
    expect(rt.patchState(c.parse({ messageId: "m", content: [] }) as object, "content")).toEqual({
      state: "set",
      value: [],
    });
  });

  it("serializes in canonical order: tag, spec fields in order, then other keys sorted", () => {
    const c = codec("v2.SessionUpdate");
    const v = c.parse({
      zeta: 1,
      content: { text: "A", type: "text" },
      alpha: 2,
      messageId: "m",
      sessionUpdate: "agent_message_chunk",
    });
    expect(c.toJson(v)).toBe(
      '{"sessionUpdate":"agent_message_chunk","messageId":"m","content":{"type":"text","text":"A"},"alpha":2,"zeta":1}',
    );
  });
});

describe("TypeScript bindings: types", () => {
  it("pass tsc --strict, narrow on tags (open unions included) and brand ids", () => {
    const ts = join(dir, "typescript");
    writeFileSync(
      join(ts, "usage.ts"),
      `import { v1, v2, patchState, type JsonObject } from "./index.js";
declare const u: v2.SessionUpdate;
if (u.sessionUpdate === "agent_message") {
  const c: v2.ContentBlock[] | null | undefined = u.content;
  void c;
}
switch (u.sessionUpdate) {
  case "agent_message_chunk": {
    const id: v2.MessageId = u.messageId;
    const b: v2.ContentBlock = u.content;
    if (b.type === "text") {
      const t: string = b.text;
      void t;
    }
    void id;
    break;
  }
  case undefined: {
    const raw: JsonObject = u.$other;
    void raw;
    break;
  }
}
declare const c: v2.DiffChange;
if (c.operation === "move") {
  const from: v2.AbsolutePath = c.oldPath;
  void from;
}
declare const old: v1.SessionUpdate;
if (old.sessionUpdate === "agent_message_chunk") {
  const id: v1.MessageId | null | undefined = old.messageId;
  void id;
}
const p = patchState(v2.AgentMessage.parse({ messageId: "m" }), "content");
if (p.state === "set") {
  const blocks: v2.ContentBlock[] = p.value;
  void blocks;
}
// @ts-expect-error a plain string is not a MessageId
const bad: v2.MessageId = "m1";
// @ts-expect-error ids of different types do not mix
const wrong: v2.SessionId = v2.MessageId.parse("m");
void bad;
void wrong;
`,
    );
    // No @types: the bindings must compile with nothing but the standard library.
    writeFileSync(
      join(ts, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          types: [],
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
        },
        include: ["**/*.ts"],
      }),
    );
    const r = runTsc(["-p", "tsconfig.json"], ts);
    expect(r.output).toBe("");
    expect(r.status).toBe(0);
  }, 60_000);
});
