import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSpecDir } from "../../load/load.js";
import { buildModel } from "../../model/build.js";
import { specFeatures } from "../../model/features.js";
import type { JsonValue, SpecModel } from "../../model/types.js";
import { PACKAGE_ROOT } from "../../pipeline.js";
import { generateToTemp, importGenerated } from "../../testing/generated.js";

interface Codec {
  safeParse(
    json: unknown,
    options?: { unstable?: readonly string[] },
  ): { ok: true; value: unknown } | { ok: false; error: { message: string } };
  serialize(value: unknown): unknown;
}
interface Module {
  codecs: Record<string, Codec>;
  methods: Record<string, { params: Codec }>;
}

const model: SpecModel = buildModel(loadSpecDir(join(PACKAGE_ROOT, "spec")).files).model;
/** Examples may use unstable features: every feature is switched on here. */
const ALL = { unstable: specFeatures(model) };
const modules: Record<string, Module> = {};

beforeAll(async () => {
  const { dir } = await generateToTemp({ targets: ["typescript"] });
  for (const v of model.versions)
    modules[v.name] = await importGenerated<Module>(join(dir, "typescript"), `${v.name}.js`);
});

/** Every example the spec attaches, as [label, version, codec lookup, value]. */
function specExamples(): [string, string, string, JsonValue][] {
  const out: [string, string, string, JsonValue][] = [];
  for (const v of model.versions) {
    for (const d of v.decls) {
      d.doc.examples.forEach((ex, i) => out.push([`${v.name}.${d.name} #${i + 1}`, v.name, d.name, ex.value]));
      if (d.kind === "union")
        for (const x of d.variants)
          x.doc.examples.forEach((ex) => out.push([`${v.name}.${d.name}:${x.tag}`, v.name, d.name, ex.value]));
    }
    for (const m of v.methods)
      m.doc.examples.forEach((ex, i) =>
        out.push([`${v.name} ${m.name} #${i + 1}`, v.name, `method:${m.name}`, ex.value]),
      );
  }
  return out;
}

function roundTrip(version: string, target: string, value: JsonValue): unknown {
  const mod = modules[version]!;
  if (target.startsWith("method:")) {
    const msg = value as { params: unknown };
    const codec = mod.methods[target.slice("method:".length)]!.params;
    const r = codec.safeParse(msg.params, ALL);
    if (!r.ok) throw new Error(r.error.message);
    return { ...msg, params: codec.serialize(r.value) };
  }
  const codec = mod.codecs[`${version}.${target}`]!;
  const r = codec.safeParse(value, ALL);
  if (!r.ok) throw new Error(r.error.message);
  return codec.serialize(r.value);
}

describe("every example in the spec parses and re-serializes to identical JSON", () => {
  const all = specExamples();
  it("the spec has examples for the RFD types", () => {
    expect(all.length).toBeGreaterThan(40);
  });
  it.each(all)("%s", (_label, version, target, value) => {
    expect(roundTrip(version, target, value)).toEqual(value);
  });
});

/**
 * Every JSON example in the five RFDs (../shared/rfds), with the type it is an
 * example of. Each must round-trip and be attached to that type in the spec.
 */
const RFD_EXAMPLES: [string, string, string, JsonValue][] = [
  [
    "message-id: status quo notification",
    "v1",
    "method:session/update",
    {
      jsonrpc: "2.0",
      method: "session/update",
      params: {
        sessionId: "sess_abc123def456",
        update: {
          sessionUpdate: "agent_message_chunk",
          content: { type: "text", text: "Let me analyze your code..." },
        },
      },
    },
  ],
  [
    "message-id: ambiguous chunk 1",
    "v1",
    "SessionUpdate",
    { sessionUpdate: "agent_message_chunk", content: { type: "text", text: "Analyzing..." } },
  ],
  [
    "message-id: ambiguous chunk 2",
    "v1",
    "SessionUpdate",
    { sessionUpdate: "agent_message_chunk", content: { type: "text", text: "Found issues." } },
  ],
  [
    "message-id: ambiguous chunk 3",
    "v1",
    "SessionUpdate",
    { sessionUpdate: "agent_message_chunk", content: { type: "text", text: "Fixed the issues." } },
  ],
  [
    "message-id: user chunk with id",
    "v2",
    "method:session/update",
    {
      jsonrpc: "2.0",
      method: "session/update",
      params: {
        sessionId: "sess_abc123def456",
        update: {
          sessionUpdate: "user_message_chunk",
          messageId: "msg_user_8f7a1",
          content: { type: "text", text: "Can you analyze this code?" },
        },
      },
    },
  ],
  [
    "message-id: agent chunk with id",
    "v2",
    "method:session/update",
    {
      jsonrpc: "2.0",
      method: "session/update",
      params: {
        sessionId: "sess_abc123def456",
        update: {
          sessionUpdate: "agent_message_chunk",
          messageId: "msg_agent_c42b9",
          content: { type: "text", text: "Let me analyze your code..." },
        },
      },
    },
  ],
  [
    "message-id: future message_update (kept as unknown)",
    "v2",
    "method:session/update",
    {
      jsonrpc: "2.0",
      method: "session/update",
      params: {
        sessionId: "sess_abc123def456",
        update: {
          sessionUpdate: "message_update",
          messageId: "ea87d0e7-beb8-484a-a404-94a30b78a5a8",
          updateType: "replace",
          content: { type: "text", text: "Actually, let me correct that analysis..." },
        },
      },
    },
  ],
  [
    "message-updates: v1 chunk with id",
    "v1",
    "SessionUpdate",
    {
      sessionUpdate: "agent_message_chunk",
      messageId: "msg_agent_c42b9",
      content: { type: "text", text: "Analyzing..." },
    },
  ],
  [
    "message-updates: chunk A",
    "v2",
    "SessionUpdate",
    { sessionUpdate: "agent_message_chunk", messageId: "m1", content: { type: "text", text: "A" } },
  ],
  [
    "message-updates: chunk B",
    "v2",
    "SessionUpdate",
    { sessionUpdate: "agent_message_chunk", messageId: "m1", content: { type: "text", text: "B" } },
  ],
  [
    "message-updates: replace with C",
    "v2",
    "SessionUpdate",
    { sessionUpdate: "agent_message", messageId: "m1", content: [{ type: "text", text: "C" }] },
  ],
  [
    "message-updates: seed with A",
    "v2",
    "SessionUpdate",
    { sessionUpdate: "agent_message", messageId: "m1", content: [{ type: "text", text: "A" }] },
  ],
  [
    "message-updates: _meta only",
    "v2",
    "SessionUpdate",
    { sessionUpdate: "agent_message", messageId: "m1", _meta: { source: "replay" } },
  ],
  [
    "diff-file-states: v1 diff",
    "v1",
    "ToolCallContent",
    {
      type: "diff",
      path: "/home/user/project/src/config.json",
      oldText: '{\n  "debug": false\n}',
      newText: '{\n  "debug": true\n}',
    },
  ],
  [
    "diff-file-states: v2 diff, published spelling",
    "v2",
    "ToolCallContent",
    {
      type: "diff",
      changes: [
        {
          operation: "modify",
          path: "/home/user/project/src/config.json",
          fileType: "text",
          mimeType: "application/json",
        },
      ],
      patch: {
        format: "git_patch",
        text: 'diff --git /home/user/project/src/config.json /home/user/project/src/config.json\n--- /home/user/project/src/config.json\n+++ /home/user/project/src/config.json\n@@ -1,3 +1,3 @@\n {\n-  "debug": false\n+  "debug": true\n }\n',
      },
    },
  ],
  [
    "diff-file-states: binary, no patch",
    "v2",
    "ToolCallContent",
    {
      type: "diff",
      changes: [
        { operation: "modify", path: "/home/user/project/assets/logo.png", fileType: "binary", mimeType: "image/png" },
      ],
    },
  ],
  [
    "agent-message-clear: notification",
    "v1",
    "method:session/update",
    {
      jsonrpc: "2.0",
      method: "session/update",
      params: { sessionId: "sess_abc123", update: { sessionUpdate: "agent_message_clear" } },
    },
  ],
  ["session-resume-replay: start cursor", "v2", "ReplayFrom", { type: "start" }],
];

describe("every RFD example round-trips through the TypeScript bindings and is attached to its type in the spec", () => {
  const attached = specExamples();
  it.each(RFD_EXAMPLES)("%s", (_label, version, target, value) => {
    expect(roundTrip(version, target, value)).toEqual(value);
    const onType = attached.filter(([, v, t]) => v === version && t === target).map(([, , , ex]) => ex);
    expect(onType).toContainEqual(value);
  });

  it("the diff RFD's draft spelling (patch.diff) is rejected, as the published schema rejects it", () => {
    const draft = {
      type: "diff",
      changes: [{ operation: "modify", path: "/p" }],
      patch: { format: "git_patch", diff: "diff --git a/p b/p\n" },
    };
    expect(() => roundTrip("v2", "ToolCallContent", draft)).toThrow(/at \$\.patch\.text: required field is missing/);
  });
});
