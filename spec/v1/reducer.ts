import type { ReducerSpec } from "../vocabulary.js";

/**
 * How a client folds v1 `session/update` notifications into a session's state.
 * Message chunks build messages; tool calls are kept by `toolCallId`,
 * subagents by `sessionId` and plans by id (`planId`, inside a plan update);
 * the plan, commands, mode, config options, session
 * info and usage are each replaced whole by their update. Chunks without a
 * `messageId` are grouped by the boundary heuristic; `agent_message_clear`
 * empties the agent message that was streamed last.
 */
export const reducer = {
  union: "v1.SessionUpdate",
  entity: "message",
  key: "messageId",
  keying: "optional-heuristic",
  entities: {
    toolCalls: { key: "toolCallId" },
    plan: { single: true },
    plans: { key: "planId" },
    availableCommands: { single: true },
    currentMode: { single: true },
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
    agent_message_clear: { action: "clear-last", role: "agent", field: "content" },
    tool_call: { action: "upsert", entity: "toolCalls" },
    tool_call_update: { action: "patch", entity: "toolCalls" },
    plan: { action: "replace", entity: "plan" },
    // Plans by id (unstable): the new content replaces the plan with the id inside it (`plan.planId`) whole.
    plan_update: { action: "replace", entity: "plans", value: "plan" },
    plan_removed: { action: "remove", entity: "plans" },
    available_commands_update: { action: "replace", entity: "availableCommands" },
    current_mode_update: { action: "replace", entity: "currentMode" },
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
  },
} as const satisfies ReducerSpec;
