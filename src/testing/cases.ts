/**
 * Behaviour tables shared by every language's binding tests: what each must
 * reject (with the TypeScript message, which names the JSON path), and what
 * each must accept and serialize back unchanged.
 */
export const REJECTS: readonly (readonly [label: string, type: string, json: unknown, message: RegExp])[] = [
  [
    "v2 chunk without messageId",
    "v2.SessionUpdate",
    { sessionUpdate: "agent_message_chunk", content: { type: "text", text: "A" } },
    /at \$\.messageId: required field is missing/,
  ],
  [
    "v2 chunk with null messageId",
    "v2.SessionUpdate",
    { sessionUpdate: "user_message_chunk", messageId: null, content: { type: "text", text: "A" } },
    /at \$\.messageId: expected a v2\.MessageId string, got null/,
  ],
  [
    "move without oldPath",
    "v2.DiffChange",
    { operation: "move", path: "/b" },
    /at \$\.oldPath: required field is missing/,
  ],
  [
    "known tag, wrong payload (never falls through to unknown)",
    "v2.ContentBlock",
    { type: "text", text: 5 },
    /at \$\.text: expected a string, got number 5/,
  ],
  [
    "nested wrong payload",
    "v2.UpdateSessionNotification",
    { sessionId: "s", update: { sessionUpdate: "agent_message", messageId: "m", content: [{ type: "image" }] } },
    /at \$\.update\.content\[0\]\.data: required field is missing/,
  ],
  [
    "v1 unions are closed",
    "v1.SessionUpdate",
    { sessionUpdate: "agent_message", messageId: "m" },
    /at \$\.sessionUpdate: unknown v1\.SessionUpdate tag "agent_message"/,
  ],
  [
    "v1 closed enum with a foreign value",
    "v1.Annotations",
    { audience: ["robot"] },
    /at \$\.audience\[0\]: "robot" is not a v1\.Role/,
  ],
  [
    "null where only absent is allowed",
    "v2.InitializeResponse",
    { protocolVersion: 2, info: { name: "a", version: "1" }, capabilities: null },
    /at \$\.capabilities: expected a v2\.AgentCapabilities object, got null/,
  ],
  [
    "integer field with a fraction",
    "v2.ResourceLink",
    { name: "n", uri: "u", size: 1.5 },
    /at \$\.size: expected an integer/,
  ],
  [
    "replayFrom as a bare string",
    "v2.ResumeSessionRequest",
    { sessionId: "s", cwd: "/p", replayFrom: "start" },
    /at \$\.replayFrom: expected a v2\.ReplayFrom object, got string/,
  ],
  [
    "the RFD draft's patch.diff spelling",
    "v2.DiffPatch",
    { format: "git_patch", diff: "x" },
    /at \$\.text: required field is missing/,
  ],
  ["a missing tag", "v2.ToolCallContent", { changes: [] }, /at \$\.type: the tag field 'type' is missing/],
  ["a non-string tag", "v2.ToolCallContent", { type: 7 }, /at \$\.type: the tag must be a string/],
  [
    "untagged union with no matching member",
    "v1.McpServer",
    { type: "http", name: "x" },
    /matches no member of v1\.McpServer/,
  ],
];

export const ROUND_TRIPS: readonly (readonly [label: string, type: string, json: unknown])[] = [
  [
    "unknown v2 update with its whole payload",
    "v2.SessionUpdate",
    { sessionUpdate: "_acme_plan", entries: [{ a: 1 }], _meta: { k: null } },
  ],
  ["extension (_-prefixed) variant", "v2.ContentBlock", { type: "_acme_widget", spec: { w: 1 } }],
  ["unknown diff operation", "v2.DiffChange", { operation: "chmod", path: "/x", mode: "0755" }],
  ["unknown replay cursor", "v2.ReplayFrom", { type: "message", messageId: "m7" }],
  [
    "unknown object fields",
    "v2.ContentChunk",
    { messageId: "m", content: { type: "text", text: "A", extra: [1, { b: 2 }] }, future: true },
  ],
  ["open enum keeps an unknown value", "v2.DiffChange", { operation: "add", path: "/x", fileType: "socket" }],
  ["patch field absent", "v2.AgentMessage", { messageId: "m" }],
  ["patch field null", "v2.AgentMessage", { messageId: "m", content: null, _meta: null }],
  ["patch field empty list", "v2.AgentMessage", { messageId: "m", content: [] }],
  ["nullable field null", "v2.Diff", { changes: [{ operation: "delete", path: "/x" }], patch: null }],
  [
    "v1 chunk null messageId kept apart from absent",
    "v1.ContentChunk",
    { content: { type: "text", text: "A" }, messageId: null },
  ],
  ["unit variant with extra fields", "v2.ReplayFrom", { type: "start", _meta: { x: 1 } }],
  ["v1 unit variant", "v1.SessionUpdate", { sessionUpdate: "agent_message_clear" }],
  [
    "v1 unit variant keeps unknown fields",
    "v1.SessionUpdate",
    { sessionUpdate: "agent_message_clear", _meta: { a: 1 } },
  ],
  [
    "stdio server (no type)",
    "v1.McpServer",
    { name: "f", command: "/bin/f", args: [], env: [{ name: "A", value: "1" }] },
  ],
  ["http server", "v1.McpServer", { type: "http", name: "h", url: "https://x", headers: [] }],
  ["tagged stdio server", "v2.McpServer", { type: "stdio", name: "f", command: "/bin/f" }],
  [
    "__proto__ as an unknown field stays data",
    "v2.TextContent",
    JSON.parse('{"text":"A","__proto__":{"polluted":true}}'),
  ],
];

/**
 * Declares the shared behaviour tables as tests of one language's generated
 * harness (Rust, Python, Go): every REJECTS case is rejected without a crash, every
 * ROUND_TRIPS case serializes back to the same JSON.
 */
export async function describeHarnessBehaviour(lang: "rust" | "python" | "go", out: () => string): Promise<void> {
  const { beforeAll, describe, expect, it } = await import("vitest");
  const { runnerFor } = await import("../conformance/runner.js");
  const { jsonDiff } = await import("../conformance/json-equal.js");
  describe("behaviour, through the generated conformance harness", () => {
    let outcomes: Map<string, { ok: boolean; crashed?: boolean; error?: string; value?: unknown }>;
    beforeAll(async () => {
      // Behaviour, not gating: every unstable feature is switched on.
      const { compile } = await import("../pipeline.js");
      const { specFeatures } = await import("../model/features.js");
      const unstable = specFeatures((await compile({ targets: [] })).model!);
      const tasks = [...REJECTS, ...ROUND_TRIPS].map(([label, type, json]) => ({ id: label, type, json, unstable }));
      outcomes = new Map(
        runnerFor(lang, out())
          .decode(tasks)
          .map((o) => [o.id, o]),
      );
    }, 600_000);

    it.each(REJECTS)("rejects: %s", (label) => {
      const o = outcomes.get(label)!;
      expect(o.ok).toBe(false);
      expect(o.crashed).toBeFalsy();
      expect(o.error).toBeTruthy();
    });

    it.each(ROUND_TRIPS)("keeps and serializes back: %s", (label, _type, json) => {
      const o = outcomes.get(label)!;
      expect(o.error).toBeUndefined();
      expect(jsonDiff(o.value, json)).toBeNull();
    });
  });
}
