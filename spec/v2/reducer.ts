import type { ReducerSpec } from "../vocabulary.js";

/**
 * How v2 updates build a session's messages (message-updates RFD): chunks
 * append to the message with their id, whole-message updates upsert it.
 * Other updates keep the session's side records current: tool calls,
 * terminals, compactions and subagents are upserted by their ids, and chunks
 * append to them; plans are replaced whole by the id inside them and removed
 * by id; the turn state, commands and config options are replaced whole, and
 * the session info and usage are merged field by field. Updates marked
 * `ignore` leave the reduced state as it is. `published` gives upstream's
 * name (its `x-state` target) where it differs from the name here.
 */
export const reducer = {
  union: "v2.SessionUpdate",
  entity: "message",
  key: "messageId",
  keying: "required",
  entities: {
    toolCalls: { key: "toolCallId", published: "toolCall" },
    terminals: { key: "terminalId", published: "terminal" },
    plans: { key: "planId", published: "plan" },
    // A summary chunk for an id not seen before starts a compaction that is in progress.
    compactions: { key: "compactionId", published: "compaction", initial: { status: "in_progress" } },
    state: { single: true },
    availableCommands: { single: true },
    configOptions: { single: true },
    sessionInfo: { single: true },
    usage: { single: true },
    subagents: { key: "sessionId", published: "subagent" },
    cursors: { key: "cursorId", published: "cursor" },
    promptSuggestions: { single: true },
  },
  roles: {
    user: { published: "userMessage" },
    agent: { published: "agentMessage" },
    thought: { published: "agentThought" },
    session: { published: "sessionMessage" },
  },
  variants: {
    user_message_chunk: { action: "append", role: "user", field: "content" },
    agent_message_chunk: { action: "append", role: "agent", field: "content" },
    agent_thought_chunk: { action: "append", role: "thought", field: "content" },
    user_message: { action: "upsert", role: "user" },
    agent_message: { action: "upsert", role: "agent" },
    agent_thought: { action: "upsert", role: "thought" },
    state_update: { action: "replace", entity: "state" },
    tool_call_update: { action: "upsert", entity: "toolCalls" },
    tool_call_content_chunk: { action: "append", entity: "toolCalls", field: "content", value: "content" },
    terminal_update: { action: "upsert", entity: "terminals" },
    // Each chunk's base64 text is added to the end of the stored output's text, as upstream's `x-state` says.
    terminal_output_chunk: { action: "append", entity: "terminals", field: "output.data", value: "data" },
    // The new content replaces the plan's earlier content whole (a plan may change its `type`), as upstream says.
    plan_update: { action: "replace", entity: "plans", value: "plan" },
    plan_removed: { action: "remove", entity: "plans" },
    available_commands_update: { action: "replace", entity: "availableCommands", value: "availableCommands" },
    config_option_update: { action: "replace", entity: "configOptions", value: "configOptions" },
    session_info_update: { action: "upsert", entity: "sessionInfo" },
    usage_update: { action: "upsert", entity: "usage" },
    notice: { action: "ignore" },
    compaction_update: { action: "upsert", entity: "compactions" },
    compaction_summary_chunk: { action: "append", entity: "compactions", field: "summary", value: "content" },
    // A message another session (a subagent or its parent) sends into this one is kept as a message of its own role.
    session_message: { action: "upsert", role: "session" },
    session_message_chunk: { action: "append", role: "session", field: "content" },
    // A subagent's record: its fields replace the stored ones when present.
    subagent_update: { action: "upsert", entity: "subagents" },
    // A session cursor: kept by its id; capabilities and _meta patch, and the anchor is fixed by the first update.
    cursor_update: { action: "upsert", entity: "cursors", fixed: ["anchor"] },
    prompt_suggestions_update: { action: "replace", entity: "promptSuggestions", value: "suggestions" },
    // The end of a replay changes no state: the updates before it were already applied.
    replay_complete: { action: "ignore" },
  },
} as const satisfies ReducerSpec;
