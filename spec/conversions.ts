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
      sentToolCalls: { kind: "set", doc: "The toolCallIds the v1 side has seen a tool_call for." },
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
        input: {"sessionUpdate": "_acme_progress", "percent": 40},
        error: "unknown v2 update _acme_progress has no v1 form",
      },
    ],
  },
  // ---- the other session updates, v1 -> v2 ----
  {
    id: "v1-tool-call",
    direction: "v1->v2",
    source: ["v1.SessionUpdate:tool_call", "v1.SessionUpdate:tool_call_update"],
    target: ["v2.SessionUpdate:tool_call_update", "v2.SessionUpdate:tool_call_update"],
    outcome: "lossless",
    stateful: false,
    reason: "v2 has one tool call update that creates or changes a tool call; its content converts block by block.",
    emit: { to: "paired", set: { content: { convert: { input: "content" } } } },
    examples: [
      {
        input: {"sessionUpdate": "tool_call", "toolCallId": "call_1", "title": "Read config.json", "kind": "read", "status": "pending"},
        output: [{"sessionUpdate": "tool_call_update", "toolCallId": "call_1", "title": "Read config.json", "kind": "read", "status": "pending"}],
      },
      {
        input: {"sessionUpdate": "tool_call_update", "toolCallId": "call_1", "status": "completed", "content": [{"type": "content", "content": {"type": "text", "text": "Done."}}]},
        output: [{"sessionUpdate": "tool_call_update", "toolCallId": "call_1", "status": "completed", "content": [{"type": "content", "content": {"type": "text", "text": "Done."}}]}],
      },
    ],
  },
  {
    id: "v1-plan",
    direction: "v1->v2",
    source: "v1.SessionUpdate:plan",
    target: ["v2.SessionUpdate:plan_update", "v2.PlanUpdateContent:items"],
    outcome: "synthesized",
    stateful: false,
    reason: "A v1 session has one plan; v2 plans have ids, so the v1 plan becomes the items plan with the id \"plan\".",
    emit: { to: "v2.SessionUpdate:plan_update", copy: false, set: { plan: { object: { type: { const: "items" }, planId: { const: "plan" }, entries: { input: "entries" } } }, _meta: { input: "_meta" } } },
    examples: [
      {
        input: {"sessionUpdate": "plan", "entries": [{"content": "Read the config", "priority": "high", "status": "pending"}]},
        output: [{"sessionUpdate": "plan_update", "plan": {"type": "items", "planId": "plan", "entries": [{"content": "Read the config", "priority": "high", "status": "pending"}]}}],
      },
    ],
  },
  {
    id: "v1-plan-operations",
    direction: "v1->v2",
    source: ["v1.SessionUpdate:plan_update", "v1.SessionUpdate:plan_removed"],
    target: ["v2.SessionUpdate:plan_update", "v2.SessionUpdate:plan_removed"],
    outcome: "lossless",
    stateful: false,
    reason: "Plans by id have the same shape in both versions.",
    emit: { to: "paired", set: { plan: { convert: { input: "plan" } } } },
    examples: [
      {
        input: {"sessionUpdate": "plan_removed", "planId": "p1"},
        output: [{"sessionUpdate": "plan_removed", "planId": "p1"}],
      },
    ],
  },
  {
    id: "v1-available-commands",
    direction: "v1->v2",
    source: "v1.SessionUpdate:available_commands_update",
    target: "v2.SessionUpdate:available_commands_update",
    outcome: "lossless",
    stateful: false,
    reason: "The same list; each command converts (v2 tags the command and its input).",
    emit: { to: "paired", set: { availableCommands: { convert: { input: "availableCommands" } } } },
    examples: [
      {
        input: {"sessionUpdate": "available_commands_update", "availableCommands": [{"name": "test", "description": "Run the tests", "input": {"hint": "which tests"}}]},
        output: [{"sessionUpdate": "available_commands_update", "availableCommands": [{"type": "command", "name": "test", "description": "Run the tests", "input": {"type": "text", "hint": "which tests"}}]}],
      },
    ],
  },
  {
    id: "v1-available-command",
    direction: "v1->v2",
    source: "v1.AvailableCommand",
    target: "v2.AvailableCommand:command",
    outcome: "lossless",
    stateful: false,
    reason: "A v1 command is v2's `command` kind, which carries a tag; its input converts.",
    emit: { to: "v2.AvailableCommand:command", set: { input: { convert: { input: "input" } } } },
    examples: [
      {
        input: {"name": "plan", "description": "Make a plan"},
        output: [{"type": "command", "name": "plan", "description": "Make a plan"}],
      },
    ],
  },
  {
    id: "v1-command-input",
    direction: "v1->v2",
    source: "v1.AvailableCommandInput",
    target: "v2.AvailableCommandInput:text",
    outcome: "lossless",
    stateful: false,
    reason: "v1's only input kind is v2's text input, which carries a tag.",
    emit: { to: "v2.AvailableCommandInput:text" },
    examples: [
      {
        input: {"hint": "which tests"},
        output: [{"type": "text", "hint": "which tests"}],
      },
    ],
  },
  {
    id: "v1-current-mode",
    direction: "v1->v2",
    source: "v1.SessionUpdate:current_mode_update",
    outcome: "fails",
    stateful: false,
    reason: "v2 has no session modes; config options replace them.",
    fail: "v2 has no session modes",
    examples: [
      {
        input: {"sessionUpdate": "current_mode_update", "currentModeId": "code"},
        error: "v2 has no session modes",
      },
    ],
  },
  {
    id: "v1-config-options",
    direction: "v1->v2",
    source: "v1.SessionUpdate:config_option_update",
    target: "v2.SessionUpdate:config_option_update",
    outcome: "lossless",
    stateful: false,
    reason: "The same list; each option converts (`id` becomes `configId`).",
    emit: { to: "paired", set: { configOptions: { convert: { input: "configOptions" } } } },
    examples: [
      {
        input: {"sessionUpdate": "config_option_update", "configOptions": [{"type": "boolean", "id": "fast", "name": "Fast mode", "currentValue": true}]},
        output: [{"sessionUpdate": "config_option_update", "configOptions": [{"type": "boolean", "configId": "fast", "name": "Fast mode", "currentValue": true}]}],
      },
    ],
  },
  {
    id: "v1-same-updates",
    direction: "v1->v2",
    source: ["v1.SessionUpdate:session_info_update", "v1.SessionUpdate:usage_update", "v1.SessionUpdate:notice", "v1.SessionUpdate:compaction_update"],
    target: ["v2.SessionUpdate:session_info_update", "v2.SessionUpdate:usage_update", "v2.SessionUpdate:notice", "v2.SessionUpdate:compaction_update"],
    outcome: "lossless",
    stateful: false,
    reason: "The same shape in both versions; a compaction summary's blocks convert.",
    emit: { to: "paired", set: { summary: { convert: { input: "summary" } } } },
    examples: [
      {
        input: {"sessionUpdate": "session_info_update", "title": "Fix the build"},
        output: [{"sessionUpdate": "session_info_update", "title": "Fix the build"}],
      },
      {
        input: {"sessionUpdate": "usage_update", "used": 1200, "size": 200000},
        output: [{"sessionUpdate": "usage_update", "used": 1200, "size": 200000}],
      },
    ],
  },
  {
    id: "v1-compaction-summary-chunk",
    direction: "v1->v2",
    source: "v1.SessionUpdate:compaction_summary_chunk",
    target: "v2.SessionUpdate:compaction_summary_chunk",
    outcome: "lossless",
    stateful: false,
    reason: "The same shape; the block converts.",
    emit: { to: "paired", set: { content: { convert: { input: "content" } } } },
    examples: [
      {
        input: {"sessionUpdate": "compaction_summary_chunk", "compactionId": "c1", "content": {"type": "text", "text": "Summary so far"}},
        output: [{"sessionUpdate": "compaction_summary_chunk", "compactionId": "c1", "content": {"type": "text", "text": "Summary so far"}}],
      },
    ],
  },
  {
    id: "v1-session-message",
    direction: "v1->v2",
    source: "v1.SessionUpdate:session_message",
    target: "v2.SessionUpdate:session_message",
    outcome: "lossless",
    stateful: false,
    reason: "A message between sessions has the same shape in both versions; its content converts block by block.",
    emit: { to: "paired", set: { content: { convert: { input: "content" } } } },
    examples: [
      {
        input: {"sessionUpdate": "session_message", "messageId": "s2", "senderSessionId": "sub_1", "content": [{"type": "text", "text": "Done."}]},
        output: [{"sessionUpdate": "session_message", "messageId": "s2", "senderSessionId": "sub_1", "content": [{"type": "text", "text": "Done."}]}],
      },
    ],
  },
  {
    id: "v1-session-message-chunk",
    direction: "v1->v2",
    source: "v1.SessionUpdate:session_message_chunk",
    target: "v2.SessionUpdate:session_message_chunk",
    outcome: "lossless",
    stateful: false,
    reason: "A streamed piece of a message between sessions has the same shape in both versions; its block converts.",
    emit: { to: "paired", set: { content: { convert: { input: "content" } } } },
    examples: [
      {
        input: {"sessionUpdate": "session_message_chunk", "messageId": "s1", "content": {"type": "text", "text": "Found two failing tests."}},
        output: [{"sessionUpdate": "session_message_chunk", "messageId": "s1", "content": {"type": "text", "text": "Found two failing tests."}}],
      },
    ],
  },
  {
    id: "v1-subagent-update",
    direction: "v1->v2",
    source: "v1.SessionUpdate:subagent_update",
    target: "v2.SessionUpdate:subagent_update",
    outcome: "lossless",
    stateful: false,
    reason: "A subagent's record has the same fields in both versions; its state converts, and v1's directory strings are v2's absolute paths.",
    emit: { to: "paired", set: { state: { convert: { input: "state" } } } },
    examples: [
      {
        input: {"sessionUpdate": "subagent_update", "sessionId": "sub_1", "title": "Run the tests", "state": {"state": "running"}, "cwd": "/repo"},
        output: [{"sessionUpdate": "subagent_update", "sessionId": "sub_1", "title": "Run the tests", "state": {"state": "running"}, "cwd": "/repo"}],
      },
    ],
  },
  // ---- the other session updates, v2 -> v1 ----
  {
    id: "v2-tool-call-paused",
    direction: "v2->v1",
    source: "v2.SessionUpdate:tool_call_update",
    when: "the status is paused or cancelled",
    outcome: "fails",
    stateful: false,
    reason: "v1's tool call statuses are closed and have neither `paused` nor `cancelled`; another status would misreport the tool call, and these would be rejected by a v1 peer.",
    guard: { any: [{ equals: [{ input: "status" }, { const: "paused" }] }, { equals: [{ input: "status" }, { const: "cancelled" }] }] },
    fail: "v1 has no {status} status for tool call {toolCallId}",
    examples: [
      {
        input: {"sessionUpdate": "tool_call_update", "toolCallId": "call_2", "status": "paused"},
        error: "v1 has no paused status for tool call call_2",
      },
    ],
  },
  {
    id: "v2-tool-call-start",
    direction: "v2->v1",
    source: "v2.SessionUpdate:tool_call_update",
    target: "v1.SessionUpdate:tool_call",
    when: "the first update of a tool call, with a title",
    outcome: "synthesized",
    stateful: true,
    reason: "v1 starts a tool call with tool_call (title required) before any update, so the first v2 update of a tool call becomes a tool_call.",
    guard: { all: [{ not: { in: "sentToolCalls", of: { input: "toolCallId" } } }, { is: "string", of: { input: "title" } }] },
    emit: { to: "v1.SessionUpdate:tool_call", set: { content: { convert: { input: "content" } } } },
    effects: [{ add: "sentToolCalls", value: { input: "toolCallId" } }],
    examples: [
      {
        input: {"sessionUpdate": "tool_call_update", "toolCallId": "call_1", "title": "Read config.json", "status": "pending"},
        output: [{"sessionUpdate": "tool_call", "toolCallId": "call_1", "title": "Read config.json", "status": "pending"}],
      },
    ],
  },
  {
    id: "v2-tool-call-update",
    direction: "v2->v1",
    source: "v2.SessionUpdate:tool_call_update",
    target: "v1.SessionUpdate:tool_call_update",
    when: "the tool call was started",
    outcome: "lossless",
    stateful: true,
    reason: "Later updates of a started tool call are v1 tool call updates.",
    guard: { in: "sentToolCalls", of: { input: "toolCallId" } },
    emit: { to: "v1.SessionUpdate:tool_call_update", set: { content: { convert: { input: "content" } } } },
    examples: [
      {
        before: [{ input: {"sessionUpdate": "tool_call_update", "toolCallId": "call_1", "title": "Read config.json"}, output: [{"sessionUpdate": "tool_call", "toolCallId": "call_1", "title": "Read config.json"}] }],
        input: {"sessionUpdate": "tool_call_update", "toolCallId": "call_1", "status": "completed"},
        output: [{"sessionUpdate": "tool_call_update", "toolCallId": "call_1", "status": "completed"}],
      },
    ],
  },
  {
    id: "v2-tool-call-untitled",
    direction: "v2->v1",
    source: "v2.SessionUpdate:tool_call_update",
    when: "the first update of a tool call has no title",
    outcome: "fails",
    stateful: true,
    reason: "v1 cannot start a tool call without a title.",
    guard: { not: { in: "sentToolCalls", of: { input: "toolCallId" } } },
    fail: "v1 starts tool call {toolCallId} with a title, and this first update has none",
    examples: [
      {
        input: {"sessionUpdate": "tool_call_update", "toolCallId": "call_9", "status": "in_progress"},
        error: "v1 starts tool call call_9 with a title, and this first update has none",
      },
    ],
  },
  {
    id: "v2-plan-items",
    direction: "v2->v1",
    source: "v2.SessionUpdate:plan_update",
    target: "v1.SessionUpdate:plan",
    when: "the plan is a list of items",
    outcome: "synthesized",
    stateful: false,
    reason: "v1's stable plan is one list of entries; the plan id is dropped.",
    guard: { equals: [{ input: "plan.type" }, { const: "items" }] },
    emit: { to: "v1.SessionUpdate:plan", copy: false, set: { entries: { input: "plan.entries" }, _meta: { input: "_meta" } } },
    examples: [
      {
        input: {"sessionUpdate": "plan_update", "plan": {"type": "items", "planId": "p1", "entries": [{"content": "Read the config", "priority": "high", "status": "pending"}]}},
        output: [{"sessionUpdate": "plan", "entries": [{"content": "Read the config", "priority": "high", "status": "pending"}]}],
      },
    ],
  },
  {
    id: "v2-plan-other",
    direction: "v2->v1",
    source: ["v2.SessionUpdate:plan_update", "v2.SessionUpdate:plan_removed"],
    target: ["v1.SessionUpdate:plan_update", "v1.SessionUpdate:plan_removed"],
    when: "the plan is a file or Markdown, or is removed",
    outcome: "lossless",
    stateful: false,
    reason: "v1 has the same plan operations under its unstable plan_operations feature.",
    emit: { to: "paired", set: { plan: { convert: { input: "plan" } } } },
    examples: [
      {
        input: {"sessionUpdate": "plan_removed", "planId": "p1"},
        output: [{"sessionUpdate": "plan_removed", "planId": "p1"}],
      },
    ],
  },
  {
    id: "v2-available-commands",
    direction: "v2->v1",
    source: "v2.SessionUpdate:available_commands_update",
    target: "v1.SessionUpdate:available_commands_update",
    outcome: "lossless",
    stateful: false,
    reason: "The same list; each command converts.",
    emit: { to: "paired", set: { availableCommands: { convert: { input: "availableCommands" } } } },
    examples: [
      {
        input: {"sessionUpdate": "available_commands_update", "availableCommands": [{"type": "command", "name": "test", "description": "Run the tests", "input": {"type": "text", "hint": "which tests"}}]},
        output: [{"sessionUpdate": "available_commands_update", "availableCommands": [{"name": "test", "description": "Run the tests", "input": {"hint": "which tests"}}]}],
      },
    ],
  },
  {
    id: "v2-available-command",
    direction: "v2->v1",
    source: "v2.AvailableCommand:command",
    target: "v1.AvailableCommand",
    outcome: "lossless",
    stateful: false,
    reason: "v1 commands are untagged: the `command` kind loses its tag, and its input converts.",
    emit: { to: "v1.AvailableCommand", set: { input: { convert: { input: "input" } } } },
    examples: [
      {
        input: {"type": "command", "name": "plan", "description": "Make a plan"},
        output: [{"name": "plan", "description": "Make a plan"}],
      },
    ],
  },
  {
    id: "v2-unknown-available-command",
    direction: "v2->v1",
    source: "v2.AvailableCommand:*",
    outcome: "fails",
    stateful: false,
    reason: "v1 knows one kind of command and no tag for it; a kind it does not know cannot be written as a v1 command without guessing its fields.",
    fail: "v1 has no command of kind {type}",
    examples: [
      {
        input: {"type": "_acme_macro", "name": "deploy", "description": "Deploy", "steps": 3},
        error: "v1 has no command of kind _acme_macro",
      },
    ],
  },
  {
    id: "v2-command-input-text",
    direction: "v2->v1",
    source: "v2.AvailableCommandInput:text",
    target: "v1.UnstructuredCommandInput",
    outcome: "lossless",
    stateful: false,
    reason: "v1's unstructured input is v2's text input without the tag.",
    emit: { to: "v1.UnstructuredCommandInput" },
    examples: [
      {
        input: {"type": "text", "hint": "which tests"},
        output: [{"hint": "which tests"}],
      },
    ],
  },
  {
    id: "v2-config-options",
    direction: "v2->v1",
    source: "v2.SessionUpdate:config_option_update",
    target: "v1.SessionUpdate:config_option_update",
    outcome: "lossless",
    stateful: false,
    reason: "The same list; each option converts (`configId` becomes `id`).",
    emit: { to: "paired", set: { configOptions: { convert: { input: "configOptions" } } } },
    examples: [
      {
        input: {"sessionUpdate": "config_option_update", "configOptions": [{"type": "boolean", "configId": "fast", "name": "Fast mode", "currentValue": true}]},
        output: [{"sessionUpdate": "config_option_update", "configOptions": [{"type": "boolean", "id": "fast", "name": "Fast mode", "currentValue": true}]}],
      },
    ],
  },
  {
    id: "v2-same-updates",
    direction: "v2->v1",
    source: ["v2.SessionUpdate:session_info_update", "v2.SessionUpdate:usage_update", "v2.SessionUpdate:notice"],
    target: ["v1.SessionUpdate:session_info_update", "v1.SessionUpdate:usage_update", "v1.SessionUpdate:notice"],
    outcome: "lossless",
    stateful: false,
    reason: "The same shape in both versions.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"sessionUpdate": "session_info_update", "title": "Fix the build"},
        output: [{"sessionUpdate": "session_info_update", "title": "Fix the build"}],
      },
    ],
  },
  {
    id: "v2-compaction-update",
    direction: "v2->v1",
    source: "v2.SessionUpdate:compaction_update",
    target: "v1.SessionUpdate:compaction_update",
    when: "status is set",
    outcome: "lossless",
    stateful: false,
    reason: "The same shape in both versions when the update carries a status; a compaction summary's blocks convert.",
    guard: { is: "set", of: { input: "status" } },
    emit: { to: "paired", set: { summary: { convert: { input: "summary" } } } },
    examples: [
      {
        input: {"sessionUpdate": "compaction_update", "compactionId": "cmp_1", "status": "completed"},
        output: [{"sessionUpdate": "compaction_update", "compactionId": "cmp_1", "status": "completed"}],
      },
    ],
  },
  {
    id: "v2-compaction-update-reset",
    direction: "v2->v1",
    source: "v2.SessionUpdate:compaction_update",
    target: "v1.SessionUpdate:compaction_update",
    when: "status is null",
    outcome: "synthesized",
    stateful: false,
    reason: "In v2 (crate 1.20.0) a `null` status resets it to `in_progress`, which v1, where the status is required, says outright.",
    guard: { is: "null", of: { input: "status" } },
    emit: { to: "paired", set: { status: { const: "in_progress" }, summary: { convert: { input: "summary" } } } },
    examples: [
      {
        input: {"sessionUpdate": "compaction_update", "compactionId": "cmp_1", "status": null},
        output: [{"sessionUpdate": "compaction_update", "compactionId": "cmp_1", "status": "in_progress"}],
      },
    ],
  },
  {
    id: "v2-compaction-update-no-status",
    direction: "v2->v1",
    source: "v2.SessionUpdate:compaction_update",
    when: "status is absent",
    outcome: "fails",
    stateful: false,
    reason: "v1 requires a compaction update's status; a v2 update that leaves it out keeps a status the converter does not track, so it cannot say which.",
    fail: "v1 requires the status of compaction {compactionId}, which this update leaves unchanged",
    examples: [
      {
        input: {"sessionUpdate": "compaction_update", "compactionId": "cmp_1", "error": null},
        error: "v1 requires the status of compaction cmp_1, which this update leaves unchanged",
      },
    ],
  },
  {
    id: "v2-compaction-summary-chunk",
    direction: "v2->v1",
    source: "v2.SessionUpdate:compaction_summary_chunk",
    target: "v1.SessionUpdate:compaction_summary_chunk",
    outcome: "lossless",
    stateful: false,
    reason: "The same shape; the block converts.",
    emit: { to: "paired", set: { content: { convert: { input: "content" } } } },
    examples: [
      {
        input: {"sessionUpdate": "compaction_summary_chunk", "compactionId": "c1", "content": {"type": "text", "text": "Summary so far"}},
        output: [{"sessionUpdate": "compaction_summary_chunk", "compactionId": "c1", "content": {"type": "text", "text": "Summary so far"}}],
      },
    ],
  },
  {
    id: "v2-session-message",
    direction: "v2->v1",
    source: "v2.SessionUpdate:session_message",
    target: "v1.SessionUpdate:session_message",
    outcome: "lossless",
    stateful: false,
    reason: "A message between sessions has the same shape in both versions; its content converts block by block.",
    emit: { to: "paired", set: { content: { convert: { input: "content" } } } },
    examples: [
      {
        input: {"sessionUpdate": "session_message", "messageId": "s2", "recipientSessionId": "sub_1", "content": [{"type": "text", "text": "Stop after the first failure."}]},
        output: [{"sessionUpdate": "session_message", "messageId": "s2", "recipientSessionId": "sub_1", "content": [{"type": "text", "text": "Stop after the first failure."}]}],
      },
    ],
  },
  {
    id: "v2-session-message-chunk",
    direction: "v2->v1",
    source: "v2.SessionUpdate:session_message_chunk",
    target: "v1.SessionUpdate:session_message_chunk",
    outcome: "lossless",
    stateful: false,
    reason: "A streamed piece of a message between sessions has the same shape in both versions; its block converts.",
    emit: { to: "paired", set: { content: { convert: { input: "content" } } } },
    examples: [
      {
        input: {"sessionUpdate": "session_message_chunk", "messageId": "s1", "content": {"type": "text", "text": "Found two failing tests."}},
        output: [{"sessionUpdate": "session_message_chunk", "messageId": "s1", "content": {"type": "text", "text": "Found two failing tests."}}],
      },
    ],
  },
  {
    id: "v2-subagent-update",
    direction: "v2->v1",
    source: "v2.SessionUpdate:subagent_update",
    target: "v1.SessionUpdate:subagent_update",
    outcome: "lossless",
    stateful: false,
    reason: "A subagent's record has the same fields in both versions; its state converts (and fails when it lists background work, which v1 cannot carry).",
    emit: { to: "paired", set: { state: { convert: { input: "state" } } } },
    examples: [
      {
        input: {"sessionUpdate": "subagent_update", "sessionId": "sub_1", "state": {"state": "idle", "stopReason": "end_turn"}},
        output: [{"sessionUpdate": "subagent_update", "sessionId": "sub_1", "state": {"state": "idle", "stopReason": "end_turn"}}],
      },
    ],
  },
  {
    id: "v2-no-v1-form",
    direction: "v2->v1",
    source: ["v2.SessionUpdate:state_update", "v2.SessionUpdate:tool_call_content_chunk", "v2.SessionUpdate:terminal_update", "v2.SessionUpdate:terminal_output_chunk"],
    outcome: "fails",
    stateful: false,
    reason: "v1 has no turn-state updates, no streamed tool call content and no terminal updates (v1 terminals are client methods).",
    fail: "v1 has no {sessionUpdate}",
    examples: [
      {
        input: {"sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn"},
        error: "v1 has no state_update",
      },
      {
        input: {"sessionUpdate": "terminal_output_chunk", "terminalId": "t1", "data": "aGk="},
        error: "v1 has no terminal_output_chunk",
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
    emit: { to: "v2.method:session/resume", set: { replayFrom: { const: { type: "start" } }, mcpServers: { convert: { input: "mcpServers" } }, configOptions: { convert: { input: "configOptions" } } } },
    examples: [
      {
        input: {"method": "session/load", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "mcpServers": []}},
        output: [{"method": "session/resume", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "mcpServers": [], "replayFrom": {"type": "start"}}}],
      },
      {
        input: {"method": "session/load", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "mcpServers": [{"name": "files", "command": "/usr/local/bin/mcp-files", "args": [], "env": []}]}},
        output: [{"method": "session/resume", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "mcpServers": [{"type": "stdio", "name": "files", "command": "/usr/local/bin/mcp-files", "args": [], "env": []}], "replayFrom": {"type": "start"}}}],
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
    reason: "A v1 resume never replays, which is a v2 resume without replayFrom. Its MCP servers convert one by one.",
    emit: { to: "v2.method:session/resume", set: { mcpServers: { convert: { input: "mcpServers" } }, configOptions: { convert: { input: "configOptions" } } } },
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
    emit: { to: "v1.method:session/resume", drop: ["replayFrom"], set: { mcpServers: { convert: { input: "mcpServers" } }, configOptions: { convert: { input: "configOptions" } } } },
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
    emit: { to: "v1.method:session/load", drop: ["replayFrom"], set: { mcpServers: { coalesce: [{ convert: { input: "mcpServers" } }, { const: [] }] }, configOptions: { convert: { input: "configOptions" } } } },
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
  // ---- MCP servers: v1 tags all but stdio servers, v2 tags all and drops SSE ----
  {
    id: "v1-mcp-server-stdio",
    direction: "v1->v2",
    source: "v1.McpServer",
    target: "v2.McpServer:stdio",
    when: "the server has no type (stdio)",
    outcome: "lossless",
    stateful: false,
    reason: "v2 tags stdio servers with `type: \"stdio\"`.",
    guard: { is: "absent", of: { input: "type" } },
    emit: { to: "v2.McpServer:stdio" },
    examples: [
      {
        input: {"name": "files", "command": "/usr/local/bin/mcp-files", "args": ["--root", "/home/user/project"], "env": []},
        output: [{"type": "stdio", "name": "files", "command": "/usr/local/bin/mcp-files", "args": ["--root", "/home/user/project"], "env": []}],
      },
    ],
  },
  {
    id: "v1-mcp-server-http",
    direction: "v1->v2",
    source: "v1.McpServer",
    target: "v2.McpServer:http",
    when: "type is http",
    outcome: "lossless",
    stateful: false,
    reason: "The same server; v2 makes headers optional.",
    guard: { equals: [{ input: "type" }, { const: "http" }] },
    emit: { to: "v2.McpServer:http" },
    examples: [
      {
        input: {"type": "http", "name": "search", "url": "https://mcp.example.com", "headers": []},
        output: [{"type": "http", "name": "search", "url": "https://mcp.example.com", "headers": []}],
      },
    ],
  },
  {
    id: "v1-mcp-server-sse",
    direction: "v1->v2",
    source: "v1.McpServer",
    when: "type is sse",
    outcome: "fails",
    stateful: false,
    reason: "v2 has no SSE transport for MCP servers.",
    guard: { equals: [{ input: "type" }, { const: "sse" }] },
    fail: "v2 has no SSE MCP servers",
    examples: [
      {
        input: {"type": "sse", "name": "events", "url": "https://mcp.example.com/sse", "headers": []},
        error: "v2 has no SSE MCP servers",
      },
    ],
  },
  {
    id: "v2-mcp-server-stdio",
    direction: "v2->v1",
    source: "v2.McpServer:stdio",
    target: "v1.McpServerStdio",
    outcome: "lossless",
    stateful: false,
    reason: "v1 stdio servers carry no type and require args and env, which become [] when absent.",
    emit: { to: "v1.McpServerStdio", set: { args: { coalesce: [{ input: "args" }, { const: [] }] }, env: { coalesce: [{ input: "env" }, { const: [] }] } } },
    examples: [
      {
        input: {"type": "stdio", "name": "files", "command": "/usr/local/bin/mcp-files"},
        output: [{"name": "files", "command": "/usr/local/bin/mcp-files", "args": [], "env": []}],
      },
    ],
  },
  {
    id: "v2-mcp-server-http",
    direction: "v2->v1",
    source: "v2.McpServer:http",
    target: "v1.McpServerHttp",
    outcome: "lossless",
    stateful: false,
    reason: "v1 requires headers, which become [] when absent.",
    emit: { to: "v1.McpServerHttp", set: { type: { const: "http" }, headers: { coalesce: [{ input: "headers" }, { const: [] }] } } },
    examples: [
      {
        input: {"type": "http", "name": "search", "url": "https://mcp.example.com"},
        output: [{"type": "http", "name": "search", "url": "https://mcp.example.com", "headers": []}],
      },
    ],
  },
  {
    id: "v2-mcp-server-acp",
    direction: "v2->v1",
    source: "v2.McpServer:acp",
    outcome: "fails",
    stateful: false,
    reason: "This spec's v1 McpServer has no ACP branch (see its notes).",
    fail: "v1 McpServer has no acp servers in this spec",
    examples: [
      {
        input: {"type": "acp", "name": "tools", "serverId": "srv_1"},
        error: "v1 McpServer has no acp servers in this spec",
      },
    ],
  },
  {
    id: "v2-unknown-mcp-server",
    direction: "v2->v1",
    source: "v2.McpServer:*",
    outcome: "fails",
    stateful: false,
    reason: "v1 knows no other MCP transports.",
    fail: "v1 has no MCP server of type {type}",
    examples: [
      {
        input: {"type": "websocket", "name": "x", "url": "wss://mcp.example.com"},
        error: "v1 has no MCP server of type websocket",
      },
    ],
  },
  // ---- the rest of the protocol: drafted from the published schemas, then reviewed ----
  {
    id: "v1-plan-update-content",
    direction: "v1->v2",
    source: ["v1.PlanUpdateContent:markdown"],
    target: ["v2.PlanUpdateContent:markdown"],
    outcome: "lossless",
    stateful: false,
    reason: "Same shape in both versions.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "markdown", "planId": "x", "content": "x"},
        output: [{"type": "markdown", "planId": "x", "content": "x"}],
      },
      {
        input: {"type": "markdown", "planId": "x", "content": "x", "path": "/work/PLAN.md"},
        output: [{"type": "markdown", "planId": "x", "content": "x", "path": "/work/PLAN.md"}],
      },
    ],
  },
  {
    id: "v1-plan-update-content-items",
    direction: "v1->v2",
    source: ["v1.PlanUpdateContent:items"],
    target: ["v2.PlanUpdateContent:items"],
    outcome: "lossless",
    stateful: false,
    reason: "The same fields; an enum inside is closed in v1 and open in v2.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "items", "planId": "x", "entries": []},
        output: [{"type": "items", "planId": "x", "entries": []}],
      },
    ],
  },
  {
    id: "v2-plan-update-content",
    direction: "v2->v1",
    source: ["v2.PlanUpdateContent:markdown"],
    target: ["v1.PlanUpdateContent:markdown"],
    outcome: "lossless",
    stateful: false,
    reason: "Same shape in both versions.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "markdown", "planId": "x", "content": "x"},
        output: [{"type": "markdown", "planId": "x", "content": "x"}],
      },
      {
        input: {"type": "markdown", "planId": "x", "content": "x", "path": "/work/PLAN.md"},
        output: [{"type": "markdown", "planId": "x", "content": "x", "path": "/work/PLAN.md"}],
      },
    ],
  },
  {
    id: "v2-plan-update-content-items",
    direction: "v2->v1",
    source: ["v2.PlanUpdateContent:items"],
    target: ["v1.PlanUpdateContent:items"],
    outcome: "lossless",
    stateful: false,
    reason: "The same fields; an enum inside is closed in v1 and open in v2, so a v2 value v1 does not know fails there.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "items", "planId": "x", "entries": []},
        output: [{"type": "items", "planId": "x", "entries": []}],
      },
    ],
  },
  {
    id: "v2-unknown-plan-update-content",
    direction: "v2->v1",
    source: "v2.PlanUpdateContent:*",
    outcome: "fails",
    stateful: false,
    reason: "v1 cannot carry an unknown PlanUpdateContent.",
    fail: "v1 PlanUpdateContent is closed",
    examples: [
      {
        input: {"type": "_acme_custom", "planId": "x"},
        error: "v1 PlanUpdateContent is closed",
      },
    ],
  },
  {
    id: "v1-request-permission-outcome",
    direction: "v1->v2",
    source: ["v1.RequestPermissionOutcome:cancelled", "v1.RequestPermissionOutcome:selected"],
    target: ["v2.RequestPermissionOutcome:cancelled", "v2.RequestPermissionOutcome:selected"],
    outcome: "lossless",
    stateful: false,
    reason: "Same shape in both versions.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"outcome": "cancelled"},
        output: [{"outcome": "cancelled"}],
      },
      {
        input: {"outcome": "selected", "optionId": "x"},
        output: [{"outcome": "selected", "optionId": "x"}],
      },
    ],
  },
  {
    id: "v2-request-permission-outcome-cancelled",
    direction: "v2->v1",
    source: "v2.RequestPermissionOutcome:cancelled",
    target: "v1.RequestPermissionOutcome:cancelled",
    outcome: "synthesized",
    stateful: false,
    reason: "v1's cancelled outcome carries no fields, so the `_meta` that v2's may carry is left out; the outcome itself is the same.",
    emit: { to: "paired", drop: ["_meta"] },
    examples: [
      {
        input: {"outcome": "cancelled"},
        output: [{"outcome": "cancelled"}],
      },
      {
        input: {"outcome": "cancelled", "_meta": {"acme.dev/by": "timeout"}},
        output: [{"outcome": "cancelled"}],
      },
    ],
  },
  {
    id: "v2-request-permission-outcome",
    direction: "v2->v1",
    source: "v2.RequestPermissionOutcome:selected",
    target: "v1.RequestPermissionOutcome:selected",
    outcome: "lossless",
    stateful: false,
    reason: "Same shape in both versions.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"outcome": "selected", "optionId": "x"},
        output: [{"outcome": "selected", "optionId": "x"}],
      },
    ],
  },
  {
    id: "v2-unknown-request-permission-outcome",
    direction: "v2->v1",
    source: "v2.RequestPermissionOutcome:*",
    outcome: "fails",
    stateful: false,
    reason: "v1 cannot carry an unknown RequestPermissionOutcome.",
    fail: "v1 RequestPermissionOutcome is closed",
    examples: [
      {
        input: {"outcome": "_acme_custom"},
        error: "v1 RequestPermissionOutcome is closed",
      },
    ],
  },
  {
    id: "v1-session-config-option-renamed",
    direction: "v1->v2",
    source: ["v1.SessionConfigOption:select", "v1.SessionConfigOption:boolean"],
    target: ["v2.SessionConfigOption:select", "v2.SessionConfigOption:boolean"],
    outcome: "lossless",
    stateful: false,
    reason: "The same fields, but `id` is `configId` in v2.",
    emit: {"to": "paired", "rename": {"id": "configId"}},
    examples: [
      {
        input: {"id": "x", "name": "x", "type": "select", "currentValue": "x", "options": [{"value": "x", "name": "x"}]},
        output: [{"configId": "x", "currentValue": "x", "name": "x", "options": [{"value": "x", "name": "x"}], "type": "select"}],
      },
      {
        input: {"id": "x", "name": "x", "type": "boolean", "currentValue": true},
        output: [{"configId": "x", "currentValue": true, "name": "x", "type": "boolean"}],
      },
    ],
  },
  {
    id: "v2-session-config-option-renamed",
    direction: "v2->v1",
    source: ["v2.SessionConfigOption:select", "v2.SessionConfigOption:boolean"],
    target: ["v1.SessionConfigOption:select", "v1.SessionConfigOption:boolean"],
    outcome: "lossless",
    stateful: false,
    reason: "The same fields, but `configId` is `id` in v1.",
    emit: {"to": "paired", "rename": {"configId": "id"}},
    examples: [
      {
        input: {"configId": "x", "name": "x", "type": "select", "currentValue": "x", "options": [{"value": "x", "name": "x"}]},
        output: [{"currentValue": "x", "id": "x", "name": "x", "options": [{"value": "x", "name": "x"}], "type": "select"}],
      },
      {
        input: {"configId": "x", "name": "x", "type": "boolean", "currentValue": true},
        output: [{"currentValue": true, "id": "x", "name": "x", "type": "boolean"}],
      },
    ],
  },
  {
    id: "v2-unknown-session-config-option",
    direction: "v2->v1",
    source: "v2.SessionConfigOption:*",
    outcome: "fails",
    stateful: false,
    reason: "v1 cannot carry an unknown SessionConfigOption.",
    fail: "v1 SessionConfigOption is closed",
    examples: [
      {
        input: {"configId": "x", "name": "x", "type": "_acme_custom"},
        error: "v1 SessionConfigOption is closed",
      },
    ],
  },
  {
    id: "v2-auth-method-agent",
    direction: "v2->v1",
    source: "v2.AuthMethod:agent",
    outcome: "fails",
    stateful: false,
    reason: "v1 has no such variant.",
    fail: "v1 has no AuthMethod variant agent",
    examples: [
      {
        input: {"type": "agent", "methodId": "x", "name": "x"},
        error: "v1 has no AuthMethod variant agent",
      },
    ],
  },
  {
    id: "v2-unknown-auth-method",
    direction: "v2->v1",
    source: "v2.AuthMethod:*",
    outcome: "fails",
    stateful: false,
    reason: "v1 cannot carry an unknown AuthMethod.",
    fail: "v1 AuthMethod is closed",
    examples: [
      {
        input: {"type": "_acme_custom", "methodId": "x", "name": "x"},
        error: "v1 AuthMethod is closed",
      },
    ],
  },
  {
    id: "v2-unknown-available-command-input",
    direction: "v2->v1",
    source: "v2.AvailableCommandInput:*",
    outcome: "fails",
    stateful: false,
    reason: "v1 cannot carry an unknown AvailableCommandInput.",
    fail: "v1 AvailableCommandInput is closed",
    examples: [
      {
        input: {"type": "_acme_custom"},
        error: "v1 AvailableCommandInput is closed",
      },
    ],
  },
  {
    id: "v1-elicitation-property-schema",
    direction: "v1->v2",
    source: ["v1.ElicitationPropertySchema:number", "v1.ElicitationPropertySchema:integer", "v1.ElicitationPropertySchema:boolean", "v1.ElicitationPropertySchema:array"],
    target: ["v2.ElicitationPropertySchema:number", "v2.ElicitationPropertySchema:integer", "v2.ElicitationPropertySchema:boolean", "v2.ElicitationPropertySchema:array"],
    outcome: "lossless",
    stateful: false,
    reason: "Same shape in both versions.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "number"},
        output: [{"type": "number"}],
      },
      {
        input: {"type": "integer"},
        output: [{"type": "integer"}],
      },
      {
        input: {"type": "boolean"},
        output: [{"type": "boolean"}],
      },
      {
        input: {"type": "array", "items": {"type": "string", "enum": ["x"]}},
        output: [{"type": "array", "items": {"type": "string", "enum": ["x"]}}],
      },
    ],
  },
  {
    id: "v1-elicitation-property-schema-string",
    direction: "v1->v2",
    source: ["v1.ElicitationPropertySchema:string"],
    target: ["v2.ElicitationPropertySchema:string"],
    outcome: "lossless",
    stateful: false,
    reason: "The same fields, but for `pattern`, which v2 no longer has (crate 1.20.0): it goes across as a field v2 does not know, which a reader that keeps unknown fields keeps and others ignore. An enum inside is closed in v1 and open in v2.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "string"},
        output: [{"type": "string"}],
      },
      {
        input: {"type": "string", "pattern": "^[a-z]+$"},
        output: [{"type": "string", "pattern": "^[a-z]+$"}],
      },
    ],
  },
  {
    id: "v1-unknown-elicitation-property-schema",
    direction: "v1->v2",
    source: "v1.ElicitationPropertySchema:*",
    target: "v2.ElicitationPropertySchema:*",
    outcome: "lossless",
    stateful: false,
    reason: "Both versions keep an unknown ElicitationPropertySchema whole.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "_acme_custom"},
        output: [{"type": "_acme_custom"}],
      },
    ],
  },
  {
    id: "v2-elicitation-property-schema",
    direction: "v2->v1",
    source: ["v2.ElicitationPropertySchema:number", "v2.ElicitationPropertySchema:integer", "v2.ElicitationPropertySchema:boolean", "v2.ElicitationPropertySchema:array"],
    target: ["v1.ElicitationPropertySchema:number", "v1.ElicitationPropertySchema:integer", "v1.ElicitationPropertySchema:boolean", "v1.ElicitationPropertySchema:array"],
    outcome: "lossless",
    stateful: false,
    reason: "Same shape in both versions.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "number"},
        output: [{"type": "number"}],
      },
      {
        input: {"type": "integer"},
        output: [{"type": "integer"}],
      },
      {
        input: {"type": "boolean"},
        output: [{"type": "boolean"}],
      },
      {
        input: {"type": "array", "items": {"type": "string", "enum": ["x"]}},
        output: [{"type": "array", "items": {"type": "string", "enum": ["x"]}}],
      },
    ],
  },
  {
    id: "v2-elicitation-property-schema-string",
    direction: "v2->v1",
    source: ["v2.ElicitationPropertySchema:string"],
    target: ["v1.ElicitationPropertySchema:string"],
    outcome: "lossless",
    stateful: false,
    reason: "The same fields; an enum inside is closed in v1 and open in v2, so a v2 value v1 does not know fails there.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "string"},
        output: [{"type": "string"}],
      },
    ],
  },
  {
    id: "v2-unknown-elicitation-property-schema",
    direction: "v2->v1",
    source: "v2.ElicitationPropertySchema:*",
    target: "v1.ElicitationPropertySchema:*",
    outcome: "lossless",
    stateful: false,
    reason: "Both versions keep an unknown ElicitationPropertySchema whole.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "_acme_custom"},
        output: [{"type": "_acme_custom"}],
      },
    ],
  },
  {
    id: "v1-multi-select-items-string",
    direction: "v1->v2",
    source: ["v1.TypedMultiSelectItems:string"],
    target: ["v2.TypedMultiSelectItems:string"],
    outcome: "lossless",
    stateful: false,
    reason: "Same shape in both versions.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "string", "enum": ["a"]},
        output: [{"type": "string", "enum": ["a"]}],
      },
    ],
  },
  {
    id: "v1-unknown-multi-select-items",
    direction: "v1->v2",
    source: "v1.TypedMultiSelectItems:*",
    target: "v2.TypedMultiSelectItems:*",
    outcome: "lossless",
    stateful: false,
    reason: "Both versions keep unknown typed multi-select items whole.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "_acme_custom"},
        output: [{"type": "_acme_custom"}],
      },
    ],
  },
  {
    id: "v2-multi-select-items-string",
    direction: "v2->v1",
    source: ["v2.TypedMultiSelectItems:string"],
    target: ["v1.TypedMultiSelectItems:string"],
    outcome: "lossless",
    stateful: false,
    reason: "Same shape in both versions.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "string", "enum": ["a"]},
        output: [{"type": "string", "enum": ["a"]}],
      },
    ],
  },
  {
    id: "v2-unknown-multi-select-items",
    direction: "v2->v1",
    source: "v2.TypedMultiSelectItems:*",
    target: "v1.TypedMultiSelectItems:*",
    outcome: "lossless",
    stateful: false,
    reason: "Both versions keep unknown typed multi-select items whole.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "_acme_custom"},
        output: [{"type": "_acme_custom"}],
      },
    ],
  },
  {
    id: "v2-request-permission-subject-tool-call",
    direction: "v2->v1",
    source: "v2.RequestPermissionSubject:tool_call",
    outcome: "fails",
    stateful: false,
    reason: "v1 has no such variant.",
    fail: "v1 has no RequestPermissionSubject",
    examples: [
      {
        input: {"type": "tool_call", "toolCall": {"toolCallId": "x"}},
        error: "v1 has no RequestPermissionSubject",
      },
    ],
  },
  {
    id: "v2-request-permission-subject-command",
    direction: "v2->v1",
    source: "v2.RequestPermissionSubject:command",
    outcome: "fails",
    stateful: false,
    reason: "v1 has no such variant.",
    fail: "v1 has no RequestPermissionSubject",
    examples: [
      {
        input: {"type": "command", "command": "x", "cwd": "x"},
        error: "v1 has no RequestPermissionSubject",
      },
    ],
  },
  {
    id: "v2-unknown-request-permission-subject",
    direction: "v2->v1",
    source: "v2.RequestPermissionSubject:*",
    outcome: "fails",
    stateful: false,
    reason: "v1 cannot carry an unknown RequestPermissionSubject.",
    fail: "v1 RequestPermissionSubject is closed",
    examples: [
      {
        input: {"type": "_acme_custom"},
        error: "v1 RequestPermissionSubject is closed",
      },
    ],
  },
  {
    id: "v2-unknown-set-session-config-option-request",
    direction: "v2->v1",
    source: "v2.SetSessionConfigOptionRequest:*",
    outcome: "fails",
    stateful: false,
    reason: "v1 cannot carry an unknown SetSessionConfigOptionRequest.",
    fail: "v1 SetSessionConfigOptionRequest is closed",
    examples: [
      {
        input: {"sessionId": "x", "configId": "x", "type": "_acme_custom"},
        error: "v1 SetSessionConfigOptionRequest is closed",
      },
    ],
  },
  {
    id: "v1-state-update",
    direction: "v1->v2",
    source: ["v1.StateUpdate:running", "v1.StateUpdate:idle", "v1.StateUpdate:requires_action", "v1.StateUpdate:unknown"],
    target: ["v2.StateUpdate:running", "v2.StateUpdate:idle", "v2.StateUpdate:requires_action", "v2.StateUpdate:unknown"],
    outcome: "lossless",
    stateful: false,
    reason: "Every v1 turn state is a v2 turn state with the same fields; v1 never lists background work.",
    emit: { to: "paired" },
    examples: [
      {
        input: {"state": "idle", "stopReason": "end_turn"},
        output: [{"state": "idle", "stopReason": "end_turn"}],
      },
      {
        input: {"state": "requires_action"},
        output: [{"state": "requires_action"}],
      },
    ],
  },
  {
    id: "v1-unknown-state-update",
    direction: "v1->v2",
    source: "v1.StateUpdate:*",
    target: "v2.StateUpdate:*",
    outcome: "lossless",
    stateful: false,
    reason: "Both versions keep a turn state they do not know whole.",
    emit: { to: "paired" },
    examples: [
      {
        input: {"state": "_acme_waiting", "since": 3},
        output: [{"state": "_acme_waiting", "since": 3}],
      },
    ],
  },
  {
    id: "v2-state-update-background",
    direction: "v2->v1",
    source: ["v2.StateUpdate:running", "v2.StateUpdate:idle", "v2.StateUpdate:requires_action", "v2.StateUpdate:unknown"],
    when: "the state lists background work",
    outcome: "fails",
    stateful: false,
    reason: "v1 has no background work: dropping the list would tell a v1 peer that nothing is still running.",
    guard: { is: "non-empty", of: { input: "background" } },
    fail: "v1 cannot list background work in a {state} state",
    examples: [
      {
        input: {"state": "running", "background": [{"type": "terminal", "terminalId": "term_1"}]},
        error: "v1 cannot list background work in a running state",
      },
    ],
  },
  {
    id: "v2-state-update",
    direction: "v2->v1",
    source: ["v2.StateUpdate:running", "v2.StateUpdate:idle", "v2.StateUpdate:requires_action", "v2.StateUpdate:unknown"],
    target: ["v1.StateUpdate:running", "v1.StateUpdate:idle", "v1.StateUpdate:requires_action", "v1.StateUpdate:unknown"],
    when: "no background work is listed",
    outcome: "lossless",
    stateful: false,
    reason: "v1 has the same turn states (under its unstable subagents feature); an absent, null or empty background list says the same as none, so it is left out.",
    emit: { to: "paired", drop: ["background"] },
    examples: [
      {
        input: {"state": "running"},
        output: [{"state": "running"}],
      },
      {
        input: {"state": "idle", "stopReason": "cancelled", "background": []},
        output: [{"state": "idle", "stopReason": "cancelled"}],
      },
    ],
  },
  {
    id: "v2-unknown-state-update",
    direction: "v2->v1",
    source: "v2.StateUpdate:*",
    target: "v1.StateUpdate:*",
    outcome: "lossless",
    stateful: false,
    reason: "Both versions keep a turn state they do not know whole.",
    emit: { to: "paired" },
    examples: [
      {
        input: {"state": "_acme_waiting", "since": 3},
        output: [{"state": "_acme_waiting", "since": 3}],
      },
    ],
  },
  {
    id: "v2-background-work",
    direction: "v2->v1",
    source: ["v2.BackgroundWork:terminal", "v2.BackgroundWork:tool_call", "v2.BackgroundWork:subagent", "v2.BackgroundWork:*"],
    outcome: "fails",
    stateful: false,
    reason: "v1 has no way to say that work goes on after a turn: it has no background work type.",
    fail: "v1 has no background work ({type})",
    examples: [
      {
        input: {"type": "tool_call", "toolCallId": "call_1"},
        error: "v1 has no background work (tool_call)",
      },
      {
        input: {"type": "_acme_job", "jobId": "j1"},
        error: "v1 has no background work (_acme_job)",
      },
    ],
  },
  {
    id: "v1-create-elicitation-request",
    direction: "v1->v2",
    source: ["v1.CreateElicitationRequest:url"],
    target: ["v2.CreateElicitationRequest:url"],
    outcome: "lossless",
    stateful: false,
    reason: "Same shape in both versions.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"message": "x", "mode": "url", "elicitationId": "x", "url": "x", "sessionId": "x"},
        output: [{"message": "x", "mode": "url", "elicitationId": "x", "url": "x", "sessionId": "x"}],
      },
    ],
  },
  {
    id: "v1-create-elicitation-request-form",
    direction: "v1->v2",
    source: ["v1.CreateElicitationRequest:form"],
    target: ["v2.CreateElicitationRequest:form"],
    outcome: "lossless",
    stateful: false,
    reason: "The same fields; the requested schema converts (v2 requires its `type` and `properties`), and an enum inside is closed in v1 and open in v2.",
    emit: { to: "paired", set: { requestedSchema: { convert: { input: "requestedSchema" } } } },
    examples: [
      {
        input: {"message": "x", "mode": "form", "requestedSchema": {}, "sessionId": "x"},
        output: [{"message": "x", "mode": "form", "requestedSchema": {"type": "object", "properties": {}}, "sessionId": "x"}],
      },
    ],
  },
  {
    id: "v1-elicitation-schema",
    direction: "v1->v2",
    source: "v1.ElicitationSchema",
    target: "v2.ElicitationSchema",
    outcome: "synthesized",
    stateful: false,
    reason: "v2 requires the schema's `type` and `properties`, which v1 may leave out. Their absence means an object with no properties, so that is what is written; every other field is kept.",
    emit: { to: "v2.ElicitationSchema", set: { type: { coalesce: [{ input: "type" }, { const: "object" }] }, properties: { coalesce: [{ input: "properties" }, { const: {} }] } } },
    examples: [
      {
        input: {"title": "Deploy target"},
        output: [{"type": "object", "title": "Deploy target", "properties": {}}],
      },
      {
        input: {"type": "object", "properties": {"env": {"type": "string"}}, "required": ["env"]},
        output: [{"type": "object", "properties": {"env": {"type": "string"}}, "required": ["env"]}],
      },
    ],
  },
  {
    id: "v1-unknown-create-elicitation-request",
    direction: "v1->v2",
    source: "v1.CreateElicitationRequest:*",
    target: "v2.CreateElicitationRequest:*",
    outcome: "lossless",
    stateful: false,
    reason: "Both versions keep an unknown CreateElicitationRequest whole.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"message": "x", "mode": "_acme_custom"},
        output: [{"message": "x", "mode": "_acme_custom"}],
      },
    ],
  },
  {
    id: "v2-create-elicitation-request",
    direction: "v2->v1",
    source: ["v2.CreateElicitationRequest:url"],
    target: ["v1.CreateElicitationRequest:url"],
    outcome: "lossless",
    stateful: false,
    reason: "Same shape in both versions.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"message": "x", "mode": "url", "elicitationId": "x", "url": "x", "sessionId": "x"},
        output: [{"message": "x", "mode": "url", "elicitationId": "x", "url": "x", "sessionId": "x"}],
      },
    ],
  },
  {
    id: "v2-create-elicitation-request-form",
    direction: "v2->v1",
    source: ["v2.CreateElicitationRequest:form"],
    target: ["v1.CreateElicitationRequest:form"],
    outcome: "lossless",
    stateful: false,
    reason: "The same fields; an enum inside is closed in v1 and open in v2, so a v2 value v1 does not know fails there.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"message": "x", "mode": "form", "requestedSchema": {"type": "object", "properties": {}}, "sessionId": "x"},
        output: [{"message": "x", "mode": "form", "requestedSchema": {"type": "object", "properties": {}}, "sessionId": "x"}],
      },
    ],
  },
  {
    id: "v2-unknown-create-elicitation-request",
    direction: "v2->v1",
    source: "v2.CreateElicitationRequest:*",
    target: "v1.CreateElicitationRequest:*",
    outcome: "lossless",
    stateful: false,
    reason: "Both versions keep an unknown CreateElicitationRequest whole.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"message": "x", "mode": "_acme_custom"},
        output: [{"message": "x", "mode": "_acme_custom"}],
      },
    ],
  },
  {
    id: "v1-create-elicitation-response",
    direction: "v1->v2",
    source: ["v1.CreateElicitationResponse:accept", "v1.CreateElicitationResponse:decline", "v1.CreateElicitationResponse:cancel"],
    target: ["v2.CreateElicitationResponse:accept", "v2.CreateElicitationResponse:decline", "v2.CreateElicitationResponse:cancel"],
    outcome: "lossless",
    stateful: false,
    reason: "Same shape in both versions.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"action": "accept"},
        output: [{"action": "accept"}],
      },
      {
        input: {"action": "decline"},
        output: [{"action": "decline"}],
      },
      {
        input: {"action": "cancel"},
        output: [{"action": "cancel"}],
      },
    ],
  },
  {
    id: "v1-unknown-create-elicitation-response",
    direction: "v1->v2",
    source: "v1.CreateElicitationResponse:*",
    target: "v2.CreateElicitationResponse:*",
    outcome: "lossless",
    stateful: false,
    reason: "Both versions keep an unknown CreateElicitationResponse whole.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"action": "_acme_custom"},
        output: [{"action": "_acme_custom"}],
      },
    ],
  },
  {
    id: "v2-create-elicitation-response",
    direction: "v2->v1",
    source: ["v2.CreateElicitationResponse:accept", "v2.CreateElicitationResponse:decline", "v2.CreateElicitationResponse:cancel"],
    target: ["v1.CreateElicitationResponse:accept", "v1.CreateElicitationResponse:decline", "v1.CreateElicitationResponse:cancel"],
    outcome: "lossless",
    stateful: false,
    reason: "Same shape in both versions.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"action": "accept"},
        output: [{"action": "accept"}],
      },
      {
        input: {"action": "decline"},
        output: [{"action": "decline"}],
      },
      {
        input: {"action": "cancel"},
        output: [{"action": "cancel"}],
      },
    ],
  },
  {
    id: "v2-unknown-create-elicitation-response",
    direction: "v2->v1",
    source: "v2.CreateElicitationResponse:*",
    target: "v1.CreateElicitationResponse:*",
    outcome: "lossless",
    stateful: false,
    reason: "Both versions keep an unknown CreateElicitationResponse whole.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"action": "_acme_custom"},
        output: [{"action": "_acme_custom"}],
      },
    ],
  },
  {
    id: "v2-auth-method-terminal",
    direction: "v2->v1",
    source: "v2.AuthMethod:terminal",
    target: "v1.AuthMethodTerminal",
    when: "env is absent",
    outcome: "lossless",
    stateful: false,
    reason: "The same fields, but `methodId` is `id` in v1. Environment variables are a list in v2 and a map in v1; a method that sets them needs the rule below.",
    guard: { is: "absent", of: { input: "env" } },
    emit: { to: "v1.AuthMethodTerminal", rename: { methodId: "id" }, set: { type: { const: "terminal" } } },
    examples: [
      {
        input: {"type": "terminal", "methodId": "login", "name": "Log in"},
        output: [{"type": "terminal", "id": "login", "name": "Log in"}],
      },
    ],
  },
  {
    id: "v2-auth-method-terminal-env",
    direction: "v2->v1",
    source: "v2.AuthMethod:terminal",
    outcome: "fails",
    stateful: false,
    reason: "The rule language cannot turn an env list into a map yet.",
    fail: "terminal auth env variables differ in shape between v2 (a list) and v1 (a map)",
    examples: [
      {
        input: {"type": "terminal", "methodId": "login", "name": "Log in", "env": [{"name": "A", "value": "1"}]},
        error: "terminal auth env variables differ in shape between v2 (a list) and v1 (a map)",
      },
    ],
  },
  {
    id: "v2-set-config-option-boolean",
    direction: "v2->v1",
    source: "v2.SetSessionConfigOptionRequest:boolean",
    target: "v1.SetSessionConfigOptionRequest",
    outcome: "lossless",
    stateful: false,
    reason: "v1 writes the same request with `type: \"boolean\"` beside the fields.",
    emit: { to: "v1.SetSessionConfigOptionRequest", set: { type: { const: "boolean" } } },
    examples: [
      {
        input: {"type": "boolean", "sessionId": "s1", "configId": "c1", "value": true},
        output: [{"type": "boolean", "sessionId": "s1", "configId": "c1", "value": true}],
      },
    ],
  },
  {
    id: "v2-set-config-option-id",
    direction: "v2->v1",
    source: "v2.SetSessionConfigOptionRequest:id",
    target: "v1.SetSessionConfigOptionRequest",
    outcome: "lossless",
    stateful: false,
    reason: "v1 writes a value id without a `type`.",
    emit: { to: "v1.SetSessionConfigOptionRequest" },
    examples: [
      {
        input: {"type": "id", "sessionId": "s1", "configId": "c1", "value": "fast"},
        output: [{"sessionId": "s1", "configId": "c1", "value": "fast"}],
      },
    ],
  },
  // ---- crate 1.20.0: session cursors, prompt suggestions, session references, initial config options ----
  {
    id: "v1-cursor-update",
    direction: "v1->v2",
    source: "v1.SessionUpdate:cursor_update",
    target: "v2.SessionUpdate:cursor_update",
    outcome: "lossless",
    stateful: false,
    reason: "Cursors have the same shape in both versions; the anchor converts.",
    emit: { to: "paired", set: { anchor: { convert: { input: "anchor" } } } },
    examples: [
      {
        input: {"sessionUpdate": "cursor_update", "cursorId": "cur_1", "anchor": {"type": "agent_message", "messageId": "m7", "position": "after"}, "capabilities": {"fork": {}}},
        output: [{"sessionUpdate": "cursor_update", "cursorId": "cur_1", "anchor": {"type": "agent_message", "messageId": "m7", "position": "after"}, "capabilities": {"fork": {}}}],
      },
      {
        input: {"sessionUpdate": "cursor_update", "cursorId": "cur_1", "capabilities": null},
        output: [{"sessionUpdate": "cursor_update", "cursorId": "cur_1", "capabilities": null}],
      },
    ],
  },
  {
    id: "v2-cursor-update",
    direction: "v2->v1",
    source: "v2.SessionUpdate:cursor_update",
    target: "v1.SessionUpdate:cursor_update",
    outcome: "lossless",
    stateful: false,
    reason: "v1 has session cursors too (the same unstable feature); the anchor converts, and an anchor of a kind v1 does not know goes across whole, as v1 keeps it.",
    emit: { to: "paired", set: { anchor: { convert: { input: "anchor" } } } },
    examples: [
      {
        input: {"sessionUpdate": "cursor_update", "cursorId": "cur_1", "anchor": {"type": "tool_call", "toolCallId": "call_1", "position": "before"}},
        output: [{"sessionUpdate": "cursor_update", "cursorId": "cur_1", "anchor": {"type": "tool_call", "toolCallId": "call_1", "position": "before"}}],
      },
      {
        input: {"sessionUpdate": "cursor_update", "cursorId": "cur_1", "capabilities": {"fork": {}}},
        output: [{"sessionUpdate": "cursor_update", "cursorId": "cur_1", "capabilities": {"fork": {}}}],
      },
    ],
  },
  {
    id: "v1-cursor-anchor",
    direction: "v1->v2",
    source: ["v1.CursorAnchor:user_message", "v1.CursorAnchor:agent_message", "v1.CursorAnchor:agent_thought", "v1.CursorAnchor:session_message", "v1.CursorAnchor:tool_call", "v1.CursorAnchor:compaction"],
    target: ["v2.CursorAnchor:user_message", "v2.CursorAnchor:agent_message", "v2.CursorAnchor:agent_thought", "v2.CursorAnchor:session_message", "v2.CursorAnchor:tool_call", "v2.CursorAnchor:compaction"],
    outcome: "lossless",
    stateful: false,
    reason: "The same anchors in both versions; the ids they name (messages, tool calls, compactions) are the same strings.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "user_message", "messageId": "m6", "position": "before"},
        output: [{"type": "user_message", "messageId": "m6", "position": "before"}],
      },
      {
        input: {"type": "compaction", "compactionId": "cmp_1", "position": "after"},
        output: [{"type": "compaction", "compactionId": "cmp_1", "position": "after"}],
      },
    ],
  },
  {
    id: "v1-unknown-cursor-anchor",
    direction: "v1->v2",
    source: "v1.CursorAnchor:*",
    target: "v2.CursorAnchor:*",
    outcome: "lossless",
    stateful: false,
    reason: "Both versions keep an anchor of an unknown kind whole (a client cannot place it, but keeps and forwards it).",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "_acme_checkpoint", "checkpoint": 4},
        output: [{"type": "_acme_checkpoint", "checkpoint": 4}],
      },
    ],
  },
  {
    id: "v2-cursor-anchor",
    direction: "v2->v1",
    source: ["v2.CursorAnchor:user_message", "v2.CursorAnchor:agent_message", "v2.CursorAnchor:agent_thought", "v2.CursorAnchor:session_message", "v2.CursorAnchor:tool_call", "v2.CursorAnchor:compaction"],
    target: ["v1.CursorAnchor:user_message", "v1.CursorAnchor:agent_message", "v1.CursorAnchor:agent_thought", "v1.CursorAnchor:session_message", "v1.CursorAnchor:tool_call", "v1.CursorAnchor:compaction"],
    outcome: "lossless",
    stateful: false,
    reason: "The same anchors in both versions. An anchor on a v2 whole message names the id a v1 peer got the message's chunks under, since the converters keep message ids.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "agent_thought", "messageId": "m7t", "position": "after"},
        output: [{"type": "agent_thought", "messageId": "m7t", "position": "after"}],
      },
      {
        input: {"type": "tool_call", "toolCallId": "call_1", "position": "after"},
        output: [{"type": "tool_call", "toolCallId": "call_1", "position": "after"}],
      },
    ],
  },
  {
    id: "v2-unknown-cursor-anchor",
    direction: "v2->v1",
    source: "v2.CursorAnchor:*",
    target: "v1.CursorAnchor:*",
    outcome: "lossless",
    stateful: false,
    reason: "Both versions keep an anchor of an unknown kind whole.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "_acme_checkpoint", "checkpoint": 4},
        output: [{"type": "_acme_checkpoint", "checkpoint": 4}],
      },
    ],
  },
  {
    id: "v1-fork",
    direction: "v1->v2",
    source: "v1.method:session/fork",
    target: "v2.method:session/fork",
    outcome: "lossless",
    stateful: false,
    reason: "The same request in both versions, a fork at a cursor (`cursorId`) too; its MCP servers and initial config options convert one by one.",
    emit: { to: "v2.method:session/fork", set: { mcpServers: { convert: { input: "mcpServers" } }, configOptions: { convert: { input: "configOptions" } } } },
    examples: [
      {
        input: {"method": "session/fork", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "cursorId": "cur_1"}},
        output: [{"method": "session/fork", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "cursorId": "cur_1"}}],
      },
      {
        input: {"method": "session/fork", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "configOptions": [{"configId": "model", "value": "large"}]}},
        output: [{"method": "session/fork", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "configOptions": [{"type": "id", "configId": "model", "value": "large"}]}}],
      },
    ],
  },
  {
    id: "v2-fork",
    direction: "v2->v1",
    source: "v2.method:session/fork",
    target: "v1.method:session/fork",
    outcome: "lossless",
    stateful: false,
    reason: "v1 forks at a cursor as v2 does (the cursor ids are the agent's, the same on both sides); MCP servers and initial config options convert one by one.",
    emit: { to: "v1.method:session/fork", set: { mcpServers: { convert: { input: "mcpServers" } }, configOptions: { convert: { input: "configOptions" } } } },
    examples: [
      {
        input: {"method": "session/fork", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "cursorId": "cur_1"}},
        output: [{"method": "session/fork", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "cursorId": "cur_1"}}],
      },
      {
        input: {"method": "session/fork", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "configOptions": [{"type": "boolean", "configId": "auto", "value": true}]}},
        output: [{"method": "session/fork", "params": {"sessionId": "sess_1", "cwd": "/home/user/project", "configOptions": [{"type": "boolean", "configId": "auto", "value": true}]}}],
      },
    ],
  },
  {
    id: "v1-initial-config-option-boolean",
    direction: "v1->v2",
    source: "v1.InitialSessionConfigOption",
    target: "v2.InitialSessionConfigOption:boolean",
    when: "type is \"boolean\"",
    outcome: "lossless",
    stateful: false,
    reason: "v1 marks a boolean value with `type: \"boolean\"`, which is v2's `boolean` kind.",
    guard: { equals: [{ input: "type" }, { const: "boolean" }] },
    emit: { to: "v2.InitialSessionConfigOption:boolean" },
    examples: [
      {
        input: {"configId": "auto", "type": "boolean", "value": false},
        output: [{"type": "boolean", "configId": "auto", "value": false}],
      },
    ],
  },
  {
    id: "v1-initial-config-option-id",
    direction: "v1->v2",
    source: "v1.InitialSessionConfigOption",
    target: "v2.InitialSessionConfigOption:id",
    when: "type is absent",
    outcome: "lossless",
    stateful: false,
    reason: "A v1 value without `type` is a value id, v2's `id` kind, which carries the tag.",
    emit: { to: "v2.InitialSessionConfigOption:id" },
    examples: [
      {
        input: {"configId": "model", "value": "large"},
        output: [{"type": "id", "configId": "model", "value": "large"}],
      },
    ],
  },
  {
    id: "v2-initial-config-option-id",
    direction: "v2->v1",
    source: "v2.InitialSessionConfigOption:id",
    target: "v1.InitialSessionConfigOptionValueId",
    outcome: "lossless",
    stateful: false,
    reason: "v1 writes a value id without a `type`.",
    emit: { to: "v1.InitialSessionConfigOptionValueId" },
    examples: [
      {
        input: {"type": "id", "configId": "model", "value": "large"},
        output: [{"configId": "model", "value": "large"}],
      },
    ],
  },
  {
    id: "v2-initial-config-option-boolean",
    direction: "v2->v1",
    source: "v2.InitialSessionConfigOption:boolean",
    target: "v1.InitialSessionConfigOptionBoolean",
    outcome: "lossless",
    stateful: false,
    reason: "v1 writes a boolean value with `type: \"boolean\"` beside the fields.",
    emit: { to: "v1.InitialSessionConfigOptionBoolean", set: { type: { const: "boolean" } } },
    examples: [
      {
        input: {"type": "boolean", "configId": "auto", "value": true},
        output: [{"type": "boolean", "configId": "auto", "value": true}],
      },
    ],
  },
  {
    id: "v2-unknown-initial-config-option",
    direction: "v2->v1",
    source: "v2.InitialSessionConfigOption:*",
    outcome: "fails",
    stateful: false,
    reason: "v1 knows boolean values and value ids only; a value of another kind has no v1 form.",
    fail: "v1 has no initial config value of kind {type}",
    examples: [
      {
        input: {"type": "_acme_range", "configId": "depth", "value": 3},
        error: "v1 has no initial config value of kind _acme_range",
      },
    ],
  },
  {
    id: "v1-prompt-suggestions",
    direction: "v1->v2",
    source: "v1.SessionUpdate:prompt_suggestions_update",
    target: "v2.SessionUpdate:prompt_suggestions_update",
    outcome: "lossless",
    stateful: false,
    reason: "The same list in both versions; each suggestion's blocks convert.",
    emit: { to: "paired", set: { suggestions: { convert: { input: "suggestions" } } } },
    examples: [
      {
        input: {"sessionUpdate": "prompt_suggestions_update", "suggestions": [{"prompt": [{"type": "text", "text": "Run the tests"}]}]},
        output: [{"sessionUpdate": "prompt_suggestions_update", "suggestions": [{"prompt": [{"type": "text", "text": "Run the tests"}]}]}],
      },
    ],
  },
  {
    id: "v2-prompt-suggestions",
    direction: "v2->v1",
    source: "v2.SessionUpdate:prompt_suggestions_update",
    target: "v1.SessionUpdate:prompt_suggestions_update",
    outcome: "lossless",
    stateful: false,
    reason: "The same list in both versions; each suggestion's blocks convert (a block v1 does not know fails).",
    emit: { to: "paired", set: { suggestions: { convert: { input: "suggestions" } } } },
    examples: [
      {
        input: {"sessionUpdate": "prompt_suggestions_update", "suggestions": []},
        output: [{"sessionUpdate": "prompt_suggestions_update", "suggestions": []}],
      },
    ],
  },
  {
    id: "v1-prompt-suggestion",
    direction: "v1->v2",
    source: "v1.PromptSuggestion",
    target: "v2.PromptSuggestion",
    outcome: "lossless",
    stateful: false,
    reason: "The same shape; the prompt's blocks convert.",
    emit: { to: "v2.PromptSuggestion", set: { prompt: { convert: { input: "prompt" } } } },
    examples: [
      {
        input: {"prompt": [{"type": "resource_link", "name": "notes.md", "uri": "file:///home/user/notes.md"}]},
        output: [{"prompt": [{"type": "resource_link", "name": "notes.md", "uri": "file:///home/user/notes.md"}]}],
      },
    ],
  },
  {
    id: "v2-prompt-suggestion",
    direction: "v2->v1",
    source: "v2.PromptSuggestion",
    target: "v1.PromptSuggestion",
    outcome: "lossless",
    stateful: false,
    reason: "The same shape; the prompt's blocks convert.",
    emit: { to: "v1.PromptSuggestion", set: { prompt: { convert: { input: "prompt" } } } },
    examples: [
      {
        input: {"prompt": [{"type": "text", "text": "Explain the failure"}]},
        output: [{"prompt": [{"type": "text", "text": "Explain the failure"}]}],
      },
    ],
  },
  {
    id: "v1-tool-call-content-session",
    direction: "v1->v2",
    source: "v1.ToolCallContent:session",
    target: "v2.ToolCallContent:session",
    outcome: "lossless",
    stateful: false,
    reason: "The same reference to a session in both versions.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "session", "sessionId": "sess_sub_42"},
        output: [{"type": "session", "sessionId": "sess_sub_42"}],
      },
    ],
  },
  {
    id: "v2-tool-call-content-session",
    direction: "v2->v1",
    source: "v2.ToolCallContent:session",
    target: "v1.ToolCallContent:session",
    outcome: "lossless",
    stateful: false,
    reason: "The same reference to a session in both versions.",
    emit: {"to": "paired"},
    examples: [
      {
        input: {"type": "session", "sessionId": "sess_sub_42"},
        output: [{"type": "session", "sessionId": "sess_sub_42"}],
      },
    ],
  },
  {
    id: "v2-content-block-skill",
    direction: "v2->v1",
    source: "v2.ContentBlock:skill",
    outcome: "fails",
    stateful: false,
    reason: "v1 has no agent skills, and its content blocks are closed: a skill reference has no v1 form.",
    fail: "v1 has no skill content blocks",
    examples: [
      {
        input: {"type": "skill", "name": "pdf-processing"},
        error: "v1 has no skill content blocks",
      },
    ],
  },
  {
    id: "v2-available-command-skill",
    direction: "v2->v1",
    source: "v2.AvailableCommand:skill",
    outcome: "fails",
    stateful: false,
    reason: "v1 has no agent skills: a skill is not a slash command, and writing it as one would tell the user to type `/name`, which does not invoke it.",
    fail: "v1 has no skill commands",
    examples: [
      {
        input: {"type": "skill", "name": "pdf-processing", "description": "Extract text from PDF files"},
        error: "v1 has no skill commands",
      },
    ],
  },
  {
    id: "v2-replay-complete",
    direction: "v2->v1",
    source: "v2.SessionUpdate:replay_complete",
    outcome: "fails",
    stateful: false,
    reason: "v1 has no such update: the end of a v1 replay (`session/load`) is the load's response, which a notification cannot become. A proxy that turned the resume into `session/load` answers it when v1 responds, and drops this update.",
    fail: "v1 has no replay_complete update: a v1 replay ends with the session/load response",
    examples: [
      {
        input: {"sessionUpdate": "replay_complete"},
        error: "v1 has no replay_complete update: a v1 replay ends with the session/load response",
      },
    ],
  },
  // ---- the connection and the prompt: initialize, capabilities, session/new, permission requests ----
  {
    id: "v1-initialize",
    direction: "v1->v2",
    source: "v1.method:initialize",
    target: "v2.method:initialize",
    outcome: "synthesized",
    stateful: false,
    reason: "v2 names the client's fields `info` and `capabilities`, requires `info`, and is protocol version 2. A client that sends no `clientInfo` is named `unknown` (version `0`).",
    emit: { to: "v2.method:initialize", rename: { clientInfo: "info", clientCapabilities: "capabilities" }, set: { protocolVersion: { const: 2 }, info: { coalesce: [{ input: "clientInfo" }, { const: { name: "unknown", version: "0" } }] }, capabilities: { convert: { input: "clientCapabilities" } } } },
    examples: [
      {
        input: {"method": "initialize", "params": {"protocolVersion": 1, "clientCapabilities": {"fs": {"readTextFile": true}}, "clientInfo": {"name": "zed", "version": "1.0.0"}}},
        output: [{"method": "initialize", "params": {"protocolVersion": 2, "info": {"name": "zed", "version": "1.0.0"}, "capabilities": {}}}],
      },
      {
        input: {"method": "initialize", "params": {"protocolVersion": 1}},
        output: [{"method": "initialize", "params": {"protocolVersion": 2, "info": {"name": "unknown", "version": "0"}}}],
      },
    ],
  },
  {
    id: "v2-initialize",
    direction: "v2->v1",
    source: "v2.method:initialize",
    target: "v1.method:initialize",
    outcome: "lossless",
    stateful: false,
    reason: "v1 names the client's fields `clientInfo` and `clientCapabilities`, and is protocol version 1.",
    emit: { to: "v1.method:initialize", rename: { info: "clientInfo", capabilities: "clientCapabilities" }, set: { protocolVersion: { const: 1 }, clientCapabilities: { convert: { input: "capabilities" } } } },
    examples: [
      {
        input: {"method": "initialize", "params": {"protocolVersion": 2, "info": {"name": "zed", "version": "1.0.0"}, "capabilities": {"elicitation": {}}}},
        output: [{"method": "initialize", "params": {"protocolVersion": 1, "clientCapabilities": {"elicitation": {}}, "clientInfo": {"name": "zed", "version": "1.0.0"}}}],
      },
    ],
  },
  {
    id: "v1-initialize-response",
    direction: "v1->v2",
    source: "v1.InitializeResponse",
    target: "v2.InitializeResponse",
    outcome: "synthesized",
    stateful: false,
    reason: "v2 names the agent's fields `info` and `capabilities`, requires `info`, and is protocol version 2. An agent that sends no `agentInfo` is named `unknown` (version `0`).",
    emit: { to: "v2.InitializeResponse", rename: { agentInfo: "info", agentCapabilities: "capabilities" }, set: { protocolVersion: { const: 2 }, info: { coalesce: [{ input: "agentInfo" }, { const: { name: "unknown", version: "0" } }] }, capabilities: { convert: { input: "agentCapabilities" } } } },
    examples: [
      {
        input: {"protocolVersion": 1, "agentCapabilities": {"loadSession": true}, "authMethods": [], "agentInfo": {"name": "gemini", "version": "0.3.0"}},
        output: [{"protocolVersion": 2, "info": {"name": "gemini", "version": "0.3.0"}, "capabilities": {}, "authMethods": []}],
      },
    ],
  },
  {
    id: "v2-initialize-response",
    direction: "v2->v1",
    source: "v2.InitializeResponse",
    target: "v1.InitializeResponse",
    outcome: "lossless",
    stateful: false,
    reason: "v1 names the agent's fields `agentInfo` and `agentCapabilities`, and is protocol version 1.",
    emit: { to: "v1.InitializeResponse", rename: { info: "agentInfo", capabilities: "agentCapabilities" }, set: { protocolVersion: { const: 1 }, agentCapabilities: { convert: { input: "capabilities" } }, authMethods: { convert: { input: "authMethods" } } } },
    examples: [
      {
        input: {"protocolVersion": 2, "info": {"name": "gemini", "version": "0.3.0"}, "capabilities": {}},
        output: [{"protocolVersion": 1, "agentCapabilities": {}, "agentInfo": {"name": "gemini", "version": "0.3.0"}}],
      },
    ],
  },
  {
    id: "v1-client-capabilities",
    direction: "v1->v2",
    source: "v1.ClientCapabilities",
    target: "v2.ClientCapabilities",
    outcome: "synthesized",
    stateful: false,
    reason: "v2 clients serve no files, terminals, plans or subagents, and v2 reshaped the session and auth capabilities: only elicitation and _meta mean the same in both, so only they are offered.",
    emit: { to: "v2.ClientCapabilities", copy: false, set: { elicitation: { input: "elicitation" }, _meta: { input: "_meta" } } },
    examples: [
      {
        input: {"fs": {"readTextFile": true, "writeTextFile": true}, "terminal": true, "elicitation": {}},
        output: [{"elicitation": {}}],
      },
    ],
  },
  {
    id: "v2-client-capabilities",
    direction: "v2->v1",
    source: "v2.ClientCapabilities",
    target: "v1.ClientCapabilities",
    outcome: "synthesized",
    stateful: false,
    reason: "v1 reshaped the session and auth capabilities: only elicitation and _meta mean the same in both, so only they are offered.",
    emit: { to: "v1.ClientCapabilities", copy: false, set: { elicitation: { input: "elicitation" }, _meta: { input: "_meta" } } },
    examples: [
      {
        input: {"elicitation": {}, "session": {"commands": {}}},
        output: [{"elicitation": {}}],
      },
    ],
  },
  {
    id: "v1-agent-capabilities",
    direction: "v1->v2",
    source: "v1.AgentCapabilities",
    target: "v2.AgentCapabilities",
    outcome: "synthesized",
    stateful: false,
    reason: "v2 moved the prompt, MCP and session capabilities under `session` and reshaped them, and has no session/load: only providers and _meta mean the same in both, so only they are offered.",
    emit: { to: "v2.AgentCapabilities", copy: false, set: { providers: { input: "providers" }, _meta: { input: "_meta" } } },
    examples: [
      {
        input: {"loadSession": true, "promptCapabilities": {"image": true}},
        output: [{}],
      },
    ],
  },
  {
    id: "v2-agent-capabilities",
    direction: "v2->v1",
    source: "v2.AgentCapabilities",
    target: "v1.AgentCapabilities",
    outcome: "synthesized",
    stateful: false,
    reason: "v1 keeps the prompt, MCP and session capabilities at the top and shaped otherwise: only providers and _meta mean the same in both, so only they are offered.",
    emit: { to: "v1.AgentCapabilities", copy: false, set: { providers: { input: "providers" }, _meta: { input: "_meta" } } },
    examples: [
      {
        input: {"session": {"prompt": {"image": {}}}},
        output: [{}],
      },
    ],
  },
  {
    id: "v2-new-session",
    direction: "v2->v1",
    source: "v2.method:session/new",
    target: "v1.method:session/new",
    outcome: "lossless",
    stateful: false,
    reason: "v1 requires mcpServers, so an absent list becomes []; each server converts by its own rules.",
    emit: { to: "v1.method:session/new", set: { mcpServers: { coalesce: [{ convert: { input: "mcpServers" } }, { const: [] }] } } },
    examples: [
      {
        input: {"method": "session/new", "params": {"cwd": "/home/user/project"}},
        output: [{"method": "session/new", "params": {"cwd": "/home/user/project", "mcpServers": []}}],
      },
    ],
  },
  {
    id: "v1-request-permission",
    direction: "v1->v2",
    source: "v1.method:session/request_permission",
    target: ["v2.method:session/request_permission", "v2.RequestPermissionSubject:tool_call"],
    outcome: "synthesized",
    stateful: false,
    reason: "A v1 permission request is always about a tool call; v2 makes the tool call the request's subject and requires a title, taken from the tool call's title, or its id when it has none.",
    emit: { to: "v2.method:session/request_permission", drop: ["toolCall"], set: { title: { coalesce: [{ input: "toolCall.title" }, { input: "toolCall.toolCallId" }] }, subject: { object: { type: { const: "tool_call" }, toolCall: { input: "toolCall" } } } } },
    examples: [
      {
        input: {"method": "session/request_permission", "params": {"sessionId": "sess_1", "toolCall": {"toolCallId": "call_1", "title": "Write a file"}, "options": [{"optionId": "allow", "name": "Allow", "kind": "allow_once"}]}},
        output: [{"method": "session/request_permission", "params": {"sessionId": "sess_1", "title": "Write a file", "subject": {"type": "tool_call", "toolCall": {"toolCallId": "call_1", "title": "Write a file"}}, "options": [{"optionId": "allow", "name": "Allow", "kind": "allow_once"}]}}],
      },
    ],
  },
  {
    id: "v2-request-permission",
    direction: "v2->v1",
    source: ["v2.method:session/request_permission", "v2.RequestPermissionSubject:tool_call"],
    target: "v1.method:session/request_permission",
    when: "the subject is a tool call",
    outcome: "synthesized",
    stateful: false,
    reason: "v1 asks permission for a tool call only, given as `toolCall`; the v2 title and description have no v1 field (a v1 client shows the tool call's title).",
    guard: { equals: [{ input: "subject.type" }, { const: "tool_call" }] },
    emit: { to: "v1.method:session/request_permission", drop: ["title", "description", "subject"], set: { toolCall: { input: "subject.toolCall" } } },
    examples: [
      {
        input: {"method": "session/request_permission", "params": {"sessionId": "sess_1", "title": "Write a file", "subject": {"type": "tool_call", "toolCall": {"toolCallId": "call_1", "title": "Write a file"}}, "options": [{"optionId": "allow", "name": "Allow", "kind": "allow_once"}]}},
        output: [{"method": "session/request_permission", "params": {"sessionId": "sess_1", "toolCall": {"toolCallId": "call_1", "title": "Write a file"}, "options": [{"optionId": "allow", "name": "Allow", "kind": "allow_once"}]}}],
      },
    ],
  },
  {
    id: "v2-request-permission-no-tool-call",
    direction: "v2->v1",
    source: "v2.method:session/request_permission",
    when: "the subject is not a tool call, or absent",
    outcome: "fails",
    stateful: false,
    reason: "v1 asks permission for a tool call only; a request about a command or about nothing named has no v1 form.",
    fail: "v1 asks permission for a tool call only",
    examples: [
      {
        input: {"method": "session/request_permission", "params": {"sessionId": "sess_1", "title": "Run the build", "options": [{"optionId": "allow", "name": "Allow", "kind": "allow_once"}]}},
        error: "v1 asks permission for a tool call only",
      },
    ],
  },
] as const satisfies readonly ConversionRule[];
