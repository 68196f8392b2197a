import type { ConversionRule, ConverterSpec } from "./vocabulary.js";

/**
 * The state each converter keeps and the options it takes. The generated
 * converters in every language hold exactly this state and these options.
 */
export const converters = {
  "v1->v2": {
    state: {
      agentMessageId: { kind: "value", doc: "The messageId of the agent message being streamed, or null when the last agent chunk had none." },
      lastChunkKind: { kind: "value", doc: "The variant of the last chunk, for continuing a message under a minted id." },
      lastChunkId: { kind: "value", doc: "The v2 messageId the last chunk was given." },
    },
    options: {
      mintIds: {
        kind: "id-source",
        doc: "A prefix: chunks without a messageId get a minted id (prefix1, prefix2, ...). A chunk that continues the previous chunk's message (same variant, v1's boundary heuristic) reuses its id.",
      },
    },
  },
  "v2->v1": {
    state: {
      sentIds: { kind: "set", doc: "The messageIds whose content the v1 side has received; v1 cannot replace it." },
      streamingAgentId: { kind: "value", doc: "The messageId of the agent message the v1 side is streaming." },
    },
    options: {
      v1AgentMessageClear: { kind: "flag", doc: "The v1 peer understands the unstable agent_message_clear." },
    },
  },
} as const satisfies ConverterSpec;

/**
 * The v1 <-> v2 conversion rules. The compiler reads this array as data (it is
 * never executed), checks every construct, path and state name it uses against
 * the types, runs every example through the rules, and generates the
 * converters of every language from it.
 */
export const conversions = [
  // ---- session updates, v1 -> v2 ----
  {
    id: "v1-chunk-with-id",
    direction: "v1->v2",
    source: ["v1.SessionUpdate:user_message_chunk", "v1.SessionUpdate:agent_message_chunk", "v1.SessionUpdate:agent_thought_chunk"],
    target: ["v2.SessionUpdate:user_message_chunk", "v2.SessionUpdate:agent_message_chunk", "v2.SessionUpdate:agent_thought_chunk"],
    when: "messageId is a string",
    outcome: "lossless",
    stateful: true,
    reason: "The v1 chunk already carries everything the v2 chunk needs. The converter remembers the agent message being streamed, for agent_message_clear.",
    guard: { is: "string", of: { input: "messageId" } },
    emit: { to: "paired", set: { content: { convert: { input: "content" } } } },
    effects: [
      { set: "agentMessageId", value: { input: "messageId" }, if: { equals: [{ input: "sessionUpdate" }, { const: "agent_message_chunk" }] } },
      { set: "lastChunkKind", value: { input: "sessionUpdate" } },
      { set: "lastChunkId", value: { input: "messageId" } },
    ],
    examples: [
      {
        input: {"sessionUpdate": "user_message_chunk", "messageId": "u1", "content": {"type": "text", "text": "Can you analyze this code?"}},
        output: [{"sessionUpdate": "user_message_chunk", "messageId": "u1", "content": {"type": "text", "text": "Can you analyze this code?"}}],
      },
      {
        input: {"sessionUpdate": "agent_message_chunk", "messageId": "msg_agent_c42b9", "content": {"type": "text", "text": "Analyzing..."}},
        output: [{"sessionUpdate": "agent_message_chunk", "messageId": "msg_agent_c42b9", "content": {"type": "text", "text": "Analyzing..."}}],
      },
      {
        input: {"sessionUpdate": "agent_thought_chunk", "messageId": "t1", "content": {"type": "text", "text": "Reading the config."}},
        output: [{"sessionUpdate": "agent_thought_chunk", "messageId": "t1", "content": {"type": "text", "text": "Reading the config."}}],
      },
    ],
  },
  {
    id: "v1-chunk-mint-id",
    direction: "v1->v2",
    source: ["v1.SessionUpdate:user_message_chunk", "v1.SessionUpdate:agent_message_chunk", "v1.SessionUpdate:agent_thought_chunk"],
    target: ["v2.SessionUpdate:user_message_chunk", "v2.SessionUpdate:agent_message_chunk", "v2.SessionUpdate:agent_thought_chunk"],
    when: "messageId is absent or null, and the converter has an id source",
    outcome: "synthesized",
    stateful: true,
    reason: "The converter mints the messageId v2 requires. A chunk that continues the previous chunk's message (the same variant right before it, v1's boundary heuristic) gets that message's id, so the v2 side sees one message, as a v1 receiver would.",
    guard: { all: [{ is: "absent-or-null", of: { input: "messageId" } }, { option: "mintIds" }] },
    emit: {
      to: "paired",
      set: {
        messageId: {
          if: { all: [{ equals: [{ state: "lastChunkKind" }, { input: "sessionUpdate" }] }, { is: "string", of: { state: "lastChunkId" } }] },
          then: { state: "lastChunkId" },
          else: { mint: "mintIds" },
        },
        content: { convert: { input: "content" } },
      },
    },
    effects: [
      { set: "agentMessageId", value: { output: "messageId" }, if: { equals: [{ input: "sessionUpdate" }, { const: "agent_message_chunk" }] } },
      { set: "lastChunkKind", value: { input: "sessionUpdate" } },
      { set: "lastChunkId", value: { output: "messageId" } },
    ],
    examples: [
      {
        options: {"mintIds": "v1-msg-"},
        before: [{"input": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "A"}}, "output": [{"sessionUpdate": "agent_message_chunk", "messageId": "v1-msg-1", "content": {"type": "text", "text": "A"}}]}],
        input: {"sessionUpdate": "agent_message_chunk", "messageId": null, "content": {"type": "text", "text": "B"}},
        output: [{"sessionUpdate": "agent_message_chunk", "messageId": "v1-msg-1", "content": {"type": "text", "text": "B"}}],
      },
      {
        options: {"mintIds": "v1-msg-"},
        before: [{"input": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "A"}}, "output": [{"sessionUpdate": "agent_message_chunk", "messageId": "v1-msg-1", "content": {"type": "text", "text": "A"}}]}],
        input: {"sessionUpdate": "user_message_chunk", "content": {"type": "text", "text": "B"}},
        output: [{"sessionUpdate": "user_message_chunk", "messageId": "v1-msg-2", "content": {"type": "text", "text": "B"}}],
      },
    ],
  },
  {
    id: "v1-chunk-without-id",
    direction: "v1->v2",
    source: ["v1.SessionUpdate:user_message_chunk", "v1.SessionUpdate:agent_message_chunk", "v1.SessionUpdate:agent_thought_chunk"],
    when: "messageId is absent or null, and the converter has no id source",
    outcome: "fails",
    stateful: true,
    reason: "v2 requires messageId on every chunk; a converter given an id source (the mintIds option) mints one instead.",
    guard: { is: "absent-or-null", of: { input: "messageId" } },
    fail: "v2 requires messageId on every chunk",
    effects: [
      { set: "agentMessageId", value: { const: null }, if: { equals: [{ input: "sessionUpdate" }, { const: "agent_message_chunk" }] } },
      { set: "lastChunkKind", value: { input: "sessionUpdate" } },
      { set: "lastChunkId", value: { const: null } },
    ],
    examples: [
      {
        input: {"sessionUpdate": "user_message_chunk", "content": {"type": "text", "text": "hi"}},
        error: "v2 requires messageId on every chunk",
      },
      {
        input: {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "Analyzing..."}},
        error: "v2 requires messageId on every chunk",
      },
      {
        input: {"sessionUpdate": "agent_thought_chunk", "content": {"type": "text", "text": "Hmm."}},
        error: "v2 requires messageId on every chunk",
      },
    ],
  },
  {
    id: "v1-agent-message-clear",
    direction: "v1->v2",
    source: "v1.SessionUpdate:agent_message_clear",
    target: "v2.SessionUpdate:agent_message",
    when: "an agent message has been streamed with a messageId",
    outcome: "synthesized",
    stateful: true,
    reason: "Becomes an agent_message with the current agent messageId and content: [], which empties it; the converter must remember that id.",
    guard: { is: "string", of: { state: "agentMessageId" } },
    emit: { to: "v2.SessionUpdate:agent_message", set: { messageId: { state: "agentMessageId" }, content: { const: [] } } },
    examples: [
      {
        before: [{"input": {"sessionUpdate": "agent_message_chunk", "messageId": "m1", "content": {"type": "text", "text": "Drafting..."}}, "output": [{"sessionUpdate": "agent_message_chunk", "messageId": "m1", "content": {"type": "text", "text": "Drafting..."}}]}],
        input: {"sessionUpdate": "agent_message_clear"},
        output: [{"sessionUpdate": "agent_message", "messageId": "m1", "content": []}],
      },
    ],
  },
  {
    id: "v1-agent-message-clear-no-id",
    direction: "v1->v2",
    source: "v1.SessionUpdate:agent_message_clear",
    when: "no agent message with a messageId has been streamed",
    outcome: "fails",
    stateful: true,
    reason: "v2 clears a message by id; without one there is nothing to address.",
    guard: { not: { is: "string", of: { state: "agentMessageId" } } },
    fail: "no agent message with a messageId to clear",
    examples: [
      {
        before: [{"input": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "Drafting..."}}, "error": "v2 requires messageId on every chunk"}],
        input: {"sessionUpdate": "agent_message_clear"},
        error: "no agent message with a messageId to clear",
      },
    ],
  },
  // ---- session updates, v2 -> v1 ----
  {
    id: "v2-chunk",
    direction: "v2->v1",
    source: ["v2.SessionUpdate:user_message_chunk", "v2.SessionUpdate:agent_message_chunk", "v2.SessionUpdate:agent_thought_chunk"],
    target: ["v1.SessionUpdate:user_message_chunk", "v1.SessionUpdate:agent_message_chunk", "v1.SessionUpdate:agent_thought_chunk"],
    outcome: "lossless",
    stateful: true,
    reason: "v1 chunks accept an optional messageId, so the v2 chunk maps field for field. The converter records that v1 has content for the id.",
    emit: { to: "paired", set: { content: { convert: { input: "content" } } } },
    effects: [
      { add: "sentIds", value: { input: "messageId" } },
      { set: "streamingAgentId", value: { input: "messageId" }, if: { equals: [{ input: "sessionUpdate" }, { const: "agent_message_chunk" }] } },
    ],
    examples: [
      {
        input: {"sessionUpdate": "user_message_chunk", "messageId": "u1", "content": {"type": "text", "text": "hi"}},
        output: [{"sessionUpdate": "user_message_chunk", "messageId": "u1", "content": {"type": "text", "text": "hi"}}],
      },
      {
        input: {"sessionUpdate": "agent_message_chunk", "messageId": "m1", "content": {"type": "text", "text": "A"}},
        output: [{"sessionUpdate": "agent_message_chunk", "messageId": "m1", "content": {"type": "text", "text": "A"}}],
      },
      {
        input: {"sessionUpdate": "agent_thought_chunk", "messageId": "t1", "content": {"type": "text", "text": "Hmm."}},
        output: [{"sessionUpdate": "agent_thought_chunk", "messageId": "t1", "content": {"type": "text", "text": "Hmm."}}],
      },
    ],
  },
  {
    id: "v2-message-patch-only",
    direction: "v2->v1",
    source: ["v2.SessionUpdate:user_message", "v2.SessionUpdate:agent_message", "v2.SessionUpdate:agent_thought"],
    when: "content is absent",
    outcome: "fails",
    stateful: false,
    reason: "v1 chunks only append content; an update that changes only other fields cannot be expressed, and must never be dropped silently.",
    guard: { is: "absent", of: { input: "content" } },
    fail: "a patch-only update cannot be expressed in v1",
    examples: [
      {
        input: {"sessionUpdate": "agent_message", "messageId": "m1", "_meta": {"source": "replay"}},
        error: "a patch-only update cannot be expressed in v1",
      },
    ],
  },
  {
    id: "v2-agent-message-empty-to-clear",
    direction: "v2->v1",
    source: "v2.SessionUpdate:agent_message",
    target: "v1.SessionUpdate:agent_message_clear",
    when: "content is [] and _meta absent, for the agent message v1 is streaming, and the v1 peer understands the unstable agent_message_clear",
    outcome: "synthesized",
    stateful: true,
    reason: "Plain v1 has no way to empty a message; a peer that opted into agent_message_clear does, for the agent message it is streaming.",
    guard: {
      all: [
        { option: "v1AgentMessageClear" },
        { is: "empty", of: { input: "content" } },
        { is: "absent", of: { input: "_meta" } },
        { equals: [{ state: "streamingAgentId" }, { input: "messageId" }] },
      ],
    },
    emit: { to: "v1.SessionUpdate:agent_message_clear", copy: false },
    effects: [{ remove: "sentIds", value: { input: "messageId" } }],
    examples: [
      {
        options: {"v1AgentMessageClear": true},
        before: [{"input": {"sessionUpdate": "agent_message_chunk", "messageId": "m1", "content": {"type": "text", "text": "Drafting..."}}, "output": [{"sessionUpdate": "agent_message_chunk", "messageId": "m1", "content": {"type": "text", "text": "Drafting..."}}]}],
        input: {"sessionUpdate": "agent_message", "messageId": "m1", "content": []},
        output: [{"sessionUpdate": "agent_message_clear"}],
      },
    ],
  },
  {
    id: "v2-message-clear",
    direction: "v2->v1",
    source: ["v2.SessionUpdate:user_message", "v2.SessionUpdate:agent_message", "v2.SessionUpdate:agent_thought"],
    when: "content is null or [], or _meta is null",
    outcome: "fails",
    stateful: false,
    reason: "v1 chunks only append; they cannot empty a message or clear its _meta.",
    guard: { any: [{ is: "null", of: { input: "content" } }, { is: "empty", of: { input: "content" } }, { is: "null", of: { input: "_meta" } }] },
    fail: "v1 cannot clear a message or its _meta",
    examples: [
      {
        input: {"sessionUpdate": "user_message", "messageId": "u1", "content": null},
        error: "v1 cannot clear a message or its _meta",
      },
      {
        input: {"sessionUpdate": "agent_thought", "messageId": "t1", "content": []},
        error: "v1 cannot clear a message or its _meta",
      },
      {
        input: {"sessionUpdate": "agent_message", "messageId": "m1", "content": [{"type": "text", "text": "C"}], "_meta": null},
        error: "v1 cannot clear a message or its _meta",
      },
    ],
  },
  {
    id: "v2-message-replace",
    direction: "v2->v1",
    source: ["v2.SessionUpdate:user_message", "v2.SessionUpdate:agent_message", "v2.SessionUpdate:agent_thought"],
    when: "the v1 side already received content for that messageId",
    outcome: "fails",
    stateful: true,
    reason: "v1 chunks only append; content the v1 side already has cannot be replaced.",
    guard: { in: "sentIds", of: { input: "messageId" } },
    fail: "v1 already received content for {messageId} and cannot replace it",
    examples: [
      {
        before: [{"input": {"sessionUpdate": "agent_message_chunk", "messageId": "m1", "content": {"type": "text", "text": "A"}}, "output": [{"sessionUpdate": "agent_message_chunk", "messageId": "m1", "content": {"type": "text", "text": "A"}}]}],
        input: {"sessionUpdate": "agent_message", "messageId": "m1", "content": [{"type": "text", "text": "C"}]},
        error: "v1 already received content for m1 and cannot replace it",
      },
    ],
  },
  {
    id: "v2-message-fan-out",
    direction: "v2->v1",
    source: ["v2.SessionUpdate:user_message", "v2.SessionUpdate:agent_message", "v2.SessionUpdate:agent_thought"],
    target: ["v1.SessionUpdate:user_message_chunk", "v1.SessionUpdate:agent_message_chunk", "v1.SessionUpdate:agent_thought_chunk"],
    when: "content is a non-empty array and the v1 side has received no content for that messageId",
    outcome: "fan-out",
    stateful: true,
    reason: "One v1 chunk per content block, same messageId, _meta copied to each. v1 cannot replace chunks it already received, so the converter tracks which ids it has sent.",
    guard: { all: [{ is: "non-empty", of: { input: "content" } }, { not: { in: "sentIds", of: { input: "messageId" } } }] },
    emit: { to: "paired", forEach: "content", set: { content: { convert: { item: true } } } },
    effects: [
      { add: "sentIds", value: { input: "messageId" } },
      { set: "streamingAgentId", value: { input: "messageId" }, if: { equals: [{ input: "sessionUpdate" }, { const: "agent_message" }] } },
    ],
    examples: [
      {
        input: {"sessionUpdate": "user_message", "messageId": "u1", "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]},
        output: [{"sessionUpdate": "user_message_chunk", "messageId": "u1", "content": {"type": "text", "text": "a"}}, {"sessionUpdate": "user_message_chunk", "messageId": "u1", "content": {"type": "text", "text": "b"}}],
      },
      {
        input: {"sessionUpdate": "agent_message", "messageId": "m", "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}], "_meta": {"source": "replay"}},
        output: [{"sessionUpdate": "agent_message_chunk", "messageId": "m", "content": {"type": "text", "text": "a"}, "_meta": {"source": "replay"}}, {"sessionUpdate": "agent_message_chunk", "messageId": "m", "content": {"type": "text", "text": "b"}, "_meta": {"source": "replay"}}],
      },
      {
        input: {"sessionUpdate": "agent_thought", "messageId": "t1", "content": [{"type": "text", "text": "Checking."}]},
        output: [{"sessionUpdate": "agent_thought_chunk", "messageId": "t1", "content": {"type": "text", "text": "Checking."}}],
      },
    ],
  },
  {
    id: "v2-unknown-update",
    direction: "v2->v1",
    source: "v2.SessionUpdate:*",
    outcome: "fails",
    stateful: false,
    reason: "An unknown v2 update has no v1 meaning; forwarding it would break closed v1 unions.",
    fail: "unknown v2 update {sessionUpdate} has no v1 form",
    examples: [
      {
        input: {"sessionUpdate": "plan_update", "entries": []},
        error: "unknown v2 update plan_update has no v1 form",
      },
    ],
  },
  // ---- notifications ----
  {
    id: "v1-session-notification",
    direction: "v1->v2",
    source: "v1.SessionNotification",
    target: "v2.UpdateSessionNotification",
    outcome: "lossless",
    stateful: false,
    reason: "Same fields; the update inside converts by the session-update rules.",
    emit: { to: "v2.UpdateSessionNotification", set: { update: { convert: { input: "update" } } } },
    examples: [
      {
        input: {"sessionId": "sess_1", "update": {"sessionUpdate": "agent_message_chunk", "messageId": "m1", "content": {"type": "text", "text": "A"}}},
        output: [{"sessionId": "sess_1", "update": {"sessionUpdate": "agent_message_chunk", "messageId": "m1", "content": {"type": "text", "text": "A"}}}],
      },
    ],
  },
  {
    id: "v2-session-notification",
    direction: "v2->v1",
    source: "v2.UpdateSessionNotification",
    target: "v1.SessionNotification",
    outcome: "fan-out",
    stateful: false,
    reason: "Same fields; one notification per v1 update that the inner update converts to.",
    emit: { to: "v1.SessionNotification", set: { update: { convert: { input: "update" } } } },
    examples: [
      {
        input: {"sessionId": "sess_1", "update": {"sessionUpdate": "agent_message", "messageId": "m1", "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]}},
        output: [{"sessionId": "sess_1", "update": {"sessionUpdate": "agent_message_chunk", "messageId": "m1", "content": {"type": "text", "text": "a"}}}, {"sessionId": "sess_1", "update": {"sessionUpdate": "agent_message_chunk", "messageId": "m1", "content": {"type": "text", "text": "b"}}}],
      },
    ],
  },
  {
    id: "v1-session-update-method",
    direction: "v1->v2",
    source: "v1.method:session/update",
    target: "v2.method:session/update",
    outcome: "lossless",
    stateful: false,
    reason: "The notification's params convert by the notification rule.",
    emit: { to: "v2.method:session/update", set: { update: { convert: { input: "update" } } } },
    examples: [
      {
        input: {"method": "session/update", "params": {"sessionId": "sess_1", "update": {"sessionUpdate": "user_message_chunk", "messageId": "u1", "content": {"type": "text", "text": "hi"}}}},
        output: [{"method": "session/update", "params": {"sessionId": "sess_1", "update": {"sessionUpdate": "user_message_chunk", "messageId": "u1", "content": {"type": "text", "text": "hi"}}}}],
      },
    ],
  },
  {
    id: "v2-session-update-method",
    direction: "v2->v1",
    source: "v2.method:session/update",
    target: "v1.method:session/update",
    outcome: "fan-out",
    stateful: false,
    reason: "One notification per v1 update that the inner update converts to.",
    emit: { to: "v1.method:session/update", set: { update: { convert: { input: "update" } } } },
    examples: [
      {
        input: {"method": "session/update", "params": {"sessionId": "sess_1", "update": {"sessionUpdate": "agent_thought", "messageId": "t1", "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]}}},
        output: [{"method": "session/update", "params": {"sessionId": "sess_1", "update": {"sessionUpdate": "agent_thought_chunk", "messageId": "t1", "content": {"type": "text", "text": "a"}}}}, {"method": "session/update", "params": {"sessionId": "sess_1", "update": {"sessionUpdate": "agent_thought_chunk", "messageId": "t1", "content": {"type": "text", "text": "b"}}}}],
      },
    ],
  },
  // ---- content blocks ----
  {
    id: "v1-content-block",
    direction: "v1->v2",
    source: ["v1.ContentBlock:text", "v1.ContentBlock:image", "v1.ContentBlock:audio", "v1.ContentBlock:resource_link", "v1.ContentBlock:resource"],
    target: ["v2.ContentBlock:text", "v2.ContentBlock:image", "v2.ContentBlock:audio", "v2.ContentBlock:resource_link", "v2.ContentBlock:resource"],
    outcome: "lossless",
    stateful: false,
    reason: "Content blocks have the same shape in both versions.",
    emit: { to: "paired" },
    examples: [
      {
        input: {"type": "text", "text": "hi"},
        output: [{"type": "text", "text": "hi"}],
      },
      {
        input: {"type": "image", "data": "iVBORw0KGgo=", "mimeType": "image/png"},
        output: [{"type": "image", "data": "iVBORw0KGgo=", "mimeType": "image/png"}],
      },
      {
        input: {"type": "audio", "data": "UklGRg==", "mimeType": "audio/wav"},
        output: [{"type": "audio", "data": "UklGRg==", "mimeType": "audio/wav"}],
      },
      {
        input: {"type": "resource_link", "name": "notes", "uri": "file:///home/user/project/notes.txt"},
        output: [{"type": "resource_link", "name": "notes", "uri": "file:///home/user/project/notes.txt"}],
      },
      {
        input: {"type": "resource", "resource": {"uri": "file:///home/user/project/notes.txt", "text": "hello"}},
        output: [{"type": "resource", "resource": {"uri": "file:///home/user/project/notes.txt", "text": "hello"}}],
      },
    ],
  },
  {
    id: "v2-content-block",
    direction: "v2->v1",
    source: ["v2.ContentBlock:text", "v2.ContentBlock:image", "v2.ContentBlock:audio", "v2.ContentBlock:resource_link", "v2.ContentBlock:resource"],
    target: ["v1.ContentBlock:text", "v1.ContentBlock:image", "v1.ContentBlock:audio", "v1.ContentBlock:resource_link", "v1.ContentBlock:resource"],
    outcome: "lossless",
    stateful: false,
    reason: "Content blocks have the same shape in both versions.",
    emit: { to: "paired" },
    examples: [
      {
        input: {"type": "text", "text": "hi"},
        output: [{"type": "text", "text": "hi"}],
      },
      {
        input: {"type": "image", "data": "iVBORw0KGgo=", "mimeType": "image/png"},
        output: [{"type": "image", "data": "iVBORw0KGgo=", "mimeType": "image/png"}],
      },
      {
        input: {"type": "audio", "data": "UklGRg==", "mimeType": "audio/wav"},
        output: [{"type": "audio", "data": "UklGRg==", "mimeType": "audio/wav"}],
      },
      {
        input: {"type": "resource_link", "name": "notes", "uri": "file:///home/user/project/notes.txt"},
        output: [{"type": "resource_link", "name": "notes", "uri": "file:///home/user/project/notes.txt"}],
      },
      {
        input: {"type": "resource", "resource": {"uri": "file:///home/user/project/notes.txt", "text": "hello"}},
        output: [{"type": "resource", "resource": {"uri": "file:///home/user/project/notes.txt", "text": "hello"}}],
      },
    ],
  },
  {
    id: "v2-unknown-content-block",
    direction: "v2->v1",
    source: "v2.ContentBlock:*",
    outcome: "fails",
    stateful: false,
    reason: "v1 content blocks are closed; an unknown block cannot be sent to a v1 peer.",
    fail: "v1 content blocks are closed",
    examples: [
      {
        input: {"type": "_acme_widget", "spec": {}},
        error: "v1 content blocks are closed",
      },
    ],
  },
  // ---- tool call content ----
  {
    id: "v1-tool-call-content",
    direction: "v1->v2",
    source: ["v1.ToolCallContent:content", "v1.ToolCallContent:terminal"],
    target: ["v2.ToolCallContent:content", "v2.ToolCallContent:terminal"],
    outcome: "lossless",
    stateful: false,
    reason: "Same shape in both versions; wrapped content converts by the content-block rules.",
    emit: { to: "paired", set: { content: { convert: { input: "content" } } } },
    examples: [
      {
        input: {"type": "content", "content": {"type": "text", "text": "Done."}},
        output: [{"type": "content", "content": {"type": "text", "text": "Done."}}],
      },
      {
        input: {"type": "terminal", "terminalId": "term_1"},
        output: [{"type": "terminal", "terminalId": "term_1"}],
      },
    ],
  },
  {
    id: "v1-diff",
    direction: "v1->v2",
    source: "v1.ToolCallContent:diff",
    target: ["v2.ToolCallContent:diff", "v2.DiffChange:modify", "v2.DiffChange:add"],
    outcome: "synthesized",
    stateful: false,
    reason: "One change: modify, or add when oldText is absent or null, with fileType text and a generated git patch from oldText to newText.",
    emit: {
      to: "v2.ToolCallContent:diff",
      drop: ["path", "oldText", "newText"],
      set: {
        changes: {
          list: [
            {
              object: {
                operation: { if: { is: "absent-or-null", of: { input: "oldText" } }, then: { const: "add" }, else: { const: "modify" } },
                path: { input: "path" },
                fileType: { const: "text" },
              },
            },
          ],
        },
        patch: {
          object: {
            format: { const: "git_patch" },
            text: { gitPatch: { path: { input: "path" }, old: { input: "oldText" }, new: { input: "newText" } } },
          },
        },
      },
    },
    examples: [
      {
        input: {"type": "diff", "path": "/home/user/project/notes.txt", "oldText": "old\n", "newText": "new\n"},
        output: [{"type": "diff", "changes": [{"operation": "modify", "path": "/home/user/project/notes.txt", "fileType": "text"}], "patch": {"format": "git_patch", "text": "diff --git a/home/user/project/notes.txt b/home/user/project/notes.txt\n--- a/home/user/project/notes.txt\n+++ b/home/user/project/notes.txt\n@@ -1 +1 @@\n-old\n+new\n"}}],
      },
      {
        input: {"type": "diff", "path": "/home/user/project/new.txt", "oldText": null, "newText": "hello\n"},
        output: [{"type": "diff", "changes": [{"operation": "add", "path": "/home/user/project/new.txt", "fileType": "text"}], "patch": {"format": "git_patch", "text": "diff --git a/home/user/project/new.txt b/home/user/project/new.txt\nnew file mode 100644\n--- /dev/null\n+++ b/home/user/project/new.txt\n@@ -0,0 +1 @@\n+hello\n"}}],
      },
    ],
  },
  {
    id: "v2-tool-call-content",
    direction: "v2->v1",
    source: ["v2.ToolCallContent:content", "v2.ToolCallContent:terminal"],
    target: ["v1.ToolCallContent:content", "v1.ToolCallContent:terminal"],
    outcome: "lossless",
    stateful: false,
    reason: "Same shape in both versions; wrapped content converts by the content-block rules.",
    emit: { to: "paired", set: { content: { convert: { input: "content" } } } },
    examples: [
      {
        input: {"type": "content", "content": {"type": "text", "text": "Done."}},
        output: [{"type": "content", "content": {"type": "text", "text": "Done."}}],
      },
      {
        input: {"type": "terminal", "terminalId": "term_1"},
        output: [{"type": "terminal", "terminalId": "term_1"}],
      },
    ],
  },
  {
    id: "v2-diff",
    direction: "v2->v1",
    source: ["v2.ToolCallContent:diff", "v2.DiffChange:add", "v2.DiffChange:delete", "v2.DiffChange:modify", "v2.DiffChange:move", "v2.DiffChange:copy", "v2.DiffChange:*"],
    outcome: "fails",
    stateful: false,
    reason: "No mechanical mapping: a v2 diff does not carry the full file text that v1 oldText and newText need.",
    fail: "a v2 diff has no v1 form: it does not carry the full file text",
    examples: [
      {
        input: {"type": "diff", "changes": [{"operation": "move", "oldPath": "/home/user/project/a.txt", "path": "/home/user/project/b.txt"}]},
        error: "a v2 diff has no v1 form: it does not carry the full file text",
      },
    ],
  },
  {
    id: "v2-unknown-tool-call-content",
    direction: "v2->v1",
    source: "v2.ToolCallContent:*",
    outcome: "fails",
    stateful: false,
    reason: "v1 tool call content is closed.",
    fail: "v1 tool call content is closed",
    examples: [
      {
        input: {"type": "_acme_chart", "points": [1, 2]},
        error: "v1 tool call content is closed",
      },
    ],
  },
  // ---- session restore ----
  {
    id: "v1-load-to-resume",
    direction: "v1->v2",
    source: "v1.method:session/load",
    target: ["v2.method:session/resume", "v2.ReplayFrom:start"],
    outcome: "synthesized",
    stateful: false,
    reason: "v2 folds session/load into session/resume: the request gains replayFrom: {\"type\":\"start\"}.",
    emit: { to: "v2.method:session/resume", set: { replayFrom: { const: { type: "start" } } } },
    examples: [
      {
        input: {"method": "session/load", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "mcpServers": []}},
        output: [{"method": "session/resume", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "mcpServers": [], "replayFrom": {"type": "start"}}}],
      },
    ],
  },
  {
    id: "v1-resume",
    direction: "v1->v2",
    source: "v1.method:session/resume",
    target: "v2.method:session/resume",
    outcome: "lossless",
    stateful: false,
    reason: "A v1 resume never replays, which is a v2 resume without replayFrom.",
    emit: { to: "v2.method:session/resume" },
    examples: [
      {
        input: {"method": "session/resume", "params": {"sessionId": "sess_1", "cwd": "/home/user/project"}},
        output: [{"method": "session/resume", "params": {"sessionId": "sess_1", "cwd": "/home/user/project"}}],
      },
    ],
  },
  {
    id: "v2-resume-no-replay",
    direction: "v2->v1",
    source: "v2.method:session/resume",
    target: "v1.method:session/resume",
    when: "replayFrom is absent or null",
    outcome: "lossless",
    stateful: false,
    reason: "Both resume without a replay. A null replayFrom is dropped; other fields are kept (v1 peers ignore fields they do not know).",
    guard: { is: "absent-or-null", of: { input: "replayFrom" } },
    emit: { to: "v1.method:session/resume", drop: ["replayFrom"] },
    examples: [
      {
        input: {"method": "session/resume", "params": {"sessionId": "sess_1", "cwd": "/home/user/project"}},
        output: [{"method": "session/resume", "params": {"sessionId": "sess_1", "cwd": "/home/user/project"}}],
      },
      {
        input: {"method": "session/resume", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "replayFrom": null}},
        output: [{"method": "session/resume", "params": {"sessionId": "sess_1", "cwd": "/home/user/project"}}],
      },
    ],
  },
  {
    id: "v2-resume-replay-start",
    direction: "v2->v1",
    source: ["v2.method:session/resume", "v2.ReplayFrom:start"],
    target: "v1.method:session/load",
    when: "replayFrom is {\"type\":\"start\"}",
    outcome: "synthesized",
    stateful: false,
    reason: "A replay from the start is what v1 session/load does; v1 requires mcpServers, so an absent list becomes [].",
    guard: { equals: [{ input: "replayFrom.type" }, { const: "start" }] },
    emit: { to: "v1.method:session/load", drop: ["replayFrom"], set: { mcpServers: { coalesce: [{ input: "mcpServers" }, { const: [] }] } } },
    examples: [
      {
        input: {"method": "session/resume", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "replayFrom": {"type": "start"}}},
        output: [{"method": "session/load", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "mcpServers": []}}],
      },
    ],
  },
  {
    id: "v2-resume-unknown-cursor",
    direction: "v2->v1",
    source: ["v2.method:session/resume", "v2.ReplayFrom:*"],
    outcome: "fails",
    stateful: false,
    reason: "v1 can only replay from the start (session/load) or not at all.",
    when: "replayFrom is a cursor other than start",
    fail: "v1 cannot replay from this cursor",
    examples: [
      {
        input: {"method": "session/resume", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "replayFrom": {"type": "message", "messageId": "m7"}}},
        error: "v1 cannot replay from this cursor",
      },
    ],
  },
] as const satisfies readonly ConversionRule[];
