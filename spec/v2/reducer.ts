import type { ReducerSpec } from "../vocabulary.js";

/**
 * How v2 updates build a session's messages (message-updates RFD): chunks
 * append to the message with their id, whole-message updates upsert it.
 * Other updates keep the session's side records current: tool calls, terminals
 * and subagents are upserted by their ids, and the single records (turn state,
 * commands, config options, session info, usage) are replaced whole. Updates
 * marked `ignore` leave the reduced state as it is.
 */
export const reducer = {
  union: "v2.SessionUpdate",
  entity: "message",
  key: "messageId",
  keying: "required",
  entities: {
    toolCalls: { key: "toolCallId" },
    terminals: { key: "terminalId" },
    state: { single: true },
    availableCommands: { single: true },
    configOptions: { single: true },
    sessionInfo: { single: true },
    usage: { single: true },
    subagents: { key: "sessionId" },
    cursors: { key: "cursorId" },
    promptSuggestions: { single: true },
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
    // Appending to an entity's list is not an action yet; the chunk's content is not kept.
    tool_call_content_chunk: { action: "ignore" },
    terminal_update: { action: "upsert", entity: "terminals" },
    terminal_output_chunk: { action: "ignore" },
    // Plans are keyed inside the payload (`plan.planId`), which an entity key cannot name yet.
    plan_update: { action: "ignore" },
    plan_removed: { action: "ignore" },
    available_commands_update: { action: "replace", entity: "availableCommands" },
    config_option_update: { action: "replace", entity: "configOptions" },
    session_info_update: { action: "replace", entity: "sessionInfo" },
    usage_update: { action: "replace", entity: "usage" },
    notice: { action: "ignore" },
    compaction_update: { action: "ignore" },
    compaction_summary_chunk: { action: "ignore" },
    // A message another session (a subagent or its parent) sends into this one is kept as a message of its own role.
    session_message: { action: "upsert", role: "session" },
    session_message_chunk: { action: "append", role: "session", field: "content" },
    // A subagent's record: its fields replace the stored ones when present.
    subagent_update: { action: "upsert", entity: "subagents" },
    // A session cursor: kept by its id; capabilities and _meta patch, and the anchor is fixed by the first update.
    cursor_update: { action: "upsert", entity: "cursors", fixed: ["anchor"] },
    prompt_suggestions_update: { action: "replace", entity: "promptSuggestions" },
    // The end of a replay changes no state: the updates before it were already applied.
    replay_complete: { action: "ignore" },
  },
} as const satisfies ReducerSpec;
