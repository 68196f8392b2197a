import type { OpenEnum, OpenUnion, Patch, Union, Unit } from "../vocabulary.js";
import type { ConfigOptionUpdate, CurrentModeUpdate } from "./config.js";
import type { ContentBlock, PromptSuggestion } from "./content.js";
import type { MessageId, Meta, SessionId } from "./ids.js";
import type { Plan, PlanRemoved, PlanUpdate } from "./plan.js";
import type { ToolCall, ToolCallId, ToolCallUpdate } from "./protocol.js";
import type { AvailableCommandsUpdate, CompactionId, CompactionSummaryChunk, CompactionUpdate, Notice, SessionInfoUpdate, UsageUpdate } from "./session-updates.js";
import type { CursorId, StateUpdate } from "./session-methods.js";

/**
 * One streamed piece of a message. Without a `messageId`, a receiver can only
 * guess where one message ends and the next begins.
 * @rfd message-id
 * @example { "content": { "type": "text", "text": "Analyzing..." } }
 * @example { "messageId": "msg_agent_c42b9", "content": { "type": "text", "text": "Let me analyze your code..." } }
 */
export interface ContentChunk {
  /** The single content block to append. */
  content: ContentBlock;
  /**
   * The message this chunk belongs to, when the agent supports message ids.
   * Left out and `null` are equivalent: no id was provided.
   * @lenient
   */
  messageId?: MessageId | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A change to a session that the agent reports to the client, tagged on
 * `sessionUpdate`. v1 unions are closed: an unknown tag is an error.
 * @example { "sessionUpdate": "agent_message_chunk", "content": { "type": "text", "text": "Analyzing..." } }
 * @example { "sessionUpdate": "agent_message_chunk", "content": { "type": "text", "text": "Found issues." } }
 * @example { "sessionUpdate": "agent_message_chunk", "content": { "type": "text", "text": "Fixed the issues." } }
 * @example { "sessionUpdate": "agent_message_chunk", "messageId": "msg_agent_c42b9", "content": { "type": "text", "text": "Analyzing..." } }
 * @example { "sessionUpdate": "agent_message_clear" }
 */
export type SessionUpdate = Union<
  "sessionUpdate",
  {
    /**
     * A streamed piece of a user message; the agent sends these mostly while `session/load` replays history.
     * @example { "sessionUpdate": "user_message_chunk", "content": { "type": "text", "text": "Can you analyze this code?" } }
     */
    user_message_chunk: ContentChunk;
    /**
     * A streamed piece of an agent message; the client appends it to the message being shown.
     * @example { "sessionUpdate": "agent_message_chunk", "messageId": "msg_agent_c42b9", "content": { "type": "text", "text": "Let me analyze your code..." } }
     */
    agent_message_chunk: ContentChunk;
    /**
     * A streamed piece of the agent's reasoning, which clients usually show apart from its answer.
     * @example { "sessionUpdate": "agent_thought_chunk", "content": { "type": "text", "text": "The loader reads the file before the environment override." } }
     */
    agent_thought_chunk: ContentChunk;
    /**
     * Empties the content streamed so far for the agent message that is being
     * streamed; later chunks start again from nothing. Earlier messages are untouched.
     * @unstable agent_message_clear Proposed by the agent-message-clear RFD and never merged: upstream
     * pointed to message ids plus a whole `agent_message` update, which v2 has.
     * A v1 peer that does not know it ignores it.
     * @rfd agent-message-clear
     * @differs Not in the published schema, which never merged the proposal; it exists here only under its unstable feature.
     * @example { "sessionUpdate": "agent_message_clear" }
     */
    agent_message_clear: Unit;
    /**
     * A tool call the agent starts; its id identifies it in later `tool_call_update`s.
     * @example { "sessionUpdate": "tool_call", "toolCallId": "call_001", "title": "Reading configuration file", "kind": "read", "status": "pending", "locations": [{ "path": "/home/user/project/src/config.json" }] }
     */
    tool_call: ToolCall;
    /**
     * A change to a tool call: the fields present replace the stored ones.
     * @example { "sessionUpdate": "tool_call_update", "toolCallId": "call_001", "status": "completed", "content": [{ "type": "content", "content": { "type": "text", "text": "Found 3 settings." } }] }
     */
    tool_call_update: ToolCallUpdate;
    /**
     * The agent's whole plan, replacing any earlier one.
     * @example { "sessionUpdate": "plan", "entries": [{ "content": "Read the config loader", "priority": "high", "status": "completed" }, { "content": "Add the environment override", "priority": "medium", "status": "in_progress" }] }
     */
    plan: Plan;
    /**
     * A plan created or changed, by id.
     * @example { "sessionUpdate": "plan_update", "plan": { "type": "markdown", "planId": "plan_main", "content": "1. Read the loader\n2. Add the override" } }
     */
    plan_update: PlanUpdate;
    /**
     * A plan removed, by id.
     * @example { "sessionUpdate": "plan_removed", "planId": "plan_main" }
     */
    plan_removed: PlanRemoved;
    /**
     * The slash commands the agent now offers; the list replaces the previous one.
     * @example { "sessionUpdate": "available_commands_update", "availableCommands": [{ "name": "web", "description": "Search the web", "input": { "hint": "what to search for" } }] }
     */
    available_commands_update: AvailableCommandsUpdate;
    /**
     * The session's mode changed, on the agent's own initiative or after `session/set_mode`.
     * @example { "sessionUpdate": "current_mode_update", "currentModeId": "code" }
     */
    current_mode_update: CurrentModeUpdate;
    /**
     * The session's config options changed; the list is the complete new set.
     * @example { "sessionUpdate": "config_option_update", "configOptions": [{ "type": "select", "id": "model", "name": "Model", "currentValue": "model-large", "options": [{ "value": "model-small", "name": "Small" }, { "value": "model-large", "name": "Large" }] }] }
     */
    config_option_update: ConfigOptionUpdate;
    /**
     * The session's title or other metadata changed.
     * @example { "sessionUpdate": "session_info_update", "title": "Fix the config loader", "updatedAt": "2026-03-14T09:26:53Z" }
     */
    session_info_update: SessionInfoUpdate;
    /**
     * The context window and cost used so far.
     * @example { "sessionUpdate": "usage_update", "used": 53000, "size": 200000, "cost": { "amount": 0.42, "currency": "USD" } }
     */
    usage_update: UsageUpdate;
    /**
     * A notice for the user, such as a warning. It is not part of the session's history. Sent only to clients that
     * advertise `session.notices`.
     * @example { "sessionUpdate": "notice", "severity": "warning", "title": "MCP server unavailable", "description": "Continuing without the issues server." }
     */
    notice: Notice;
    /**
     * Progress of a context compaction. Sent only to clients that advertise `session.compaction`.
     * @example { "sessionUpdate": "compaction_update", "compactionId": "cmp_01", "status": "in_progress" }
     */
    compaction_update: CompactionUpdate;
    /**
     * A streamed piece of a compaction summary. Sent only to clients that advertise `session.compaction`.
     * @example { "sessionUpdate": "compaction_summary_chunk", "compactionId": "cmp_01", "content": { "type": "text", "text": "So far we fixed the config loader." } }
     */
    compaction_summary_chunk: CompactionSummaryChunk;
    /**
     * A message this session sent to or received from another session (a subagent or its parent), created or
     * changed.
     * @example { "sessionUpdate": "session_message", "messageId": "msg_in_7", "senderSessionId": "sess_child42", "content": [{ "type": "text", "text": "All tests pass." }] }
     */
    session_message: SessionMessage;
    /**
     * A streamed piece of a message exchanged with another session.
     * @example { "sessionUpdate": "session_message_chunk", "messageId": "msg_in_7", "content": { "type": "text", "text": "All tests" } }
     */
    session_message_chunk: SessionMessageChunk;
    /**
     * A subagent this session created and owns was announced, or its details changed.
     * @example { "sessionUpdate": "subagent_update", "sessionId": "sess_child42", "title": "Test runner", "state": { "state": "running" } }
     */
    subagent_update: SubagentUpdate;
    /**
     * A session cursor was announced, or what the client may do with it changed.
     * Experimental.
     * @unstable session_cursors
     * @example { "sessionUpdate": "cursor_update", "cursorId": "cur_after_msg_7", "anchor": { "type": "agent_message", "messageId": "msg_7", "position": "after" }, "capabilities": { "fork": {} } }
     */
    cursor_update: CursorUpdate;
    /**
     * The prompts the agent suggests next, replacing the previous list. Experimental.
     * @unstable prompt_suggestions
     * @example { "sessionUpdate": "prompt_suggestions_update", "suggestions": [{ "prompt": [{ "type": "text", "text": "Run the failing test again" }] }] }
     */
    prompt_suggestions_update: PromptSuggestionsUpdate;
  }
>;

/**
 * The params of `session/update`: one update for one session.
 * @example { "sessionId": "sess_abc123def456", "update": { "sessionUpdate": "agent_message_chunk", "content": { "type": "text", "text": "Let me analyze your code..." } } }
 */
export interface SessionNotification {
  /** The session the update belongs to. */
  sessionId: SessionId;
  /** What changed. */
  update: SessionUpdate;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Present on a subagent's capabilities when the client may cancel the subagent's current work without ending its
 * session; `{}` is enough to advertise it.
 * @example {}
 */
export interface SessionCancelCapabilities {
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * An upsert of a message exchanged between this session and another one. The first one for a `messageId` creates
 * the message; later ones change only the fields they carry. Chunks may arrive before, between or after upserts.
 * @example { "messageId": "msg_in_7", "senderSessionId": "sess_child42", "recipientSessionId": "sess_abc123def456", "content": [{ "type": "text", "text": "All tests pass." }] }
 */
export interface SessionMessage {
  /** The message's id in this session's transcript. */
  messageId: MessageId;
  /**
   * The session that sent the message. Absent: unchanged; `null`: cleared; a value: replaces the stored one.
   * @lenient
   */
  senderSessionId?: SessionId | null;
  /**
   * The session that receives the message. Absent: unchanged; `null`: cleared; a value: replaces the stored one.
   * @lenient
   */
  recipientSessionId?: SessionId | null;
  /**
   * For a received message, the id the same message has in the sender's transcript. Absent: unchanged; `null`:
   * cleared; a value: replaces the stored one. It may arrive after the message started streaming.
   * @lenient
   */
  senderMessageId?: MessageId | null;
  /**
   * For a sent message, the id the same message has in the recipient's transcript. Absent: unchanged; `null`:
   * cleared; a value: replaces the stored one. It may arrive after the message started streaming.
   * @lenient
   */
  recipientMessageId?: MessageId | null;
  /**
   * The message's whole content. Absent: unchanged; `null` or `[]`: cleared; a non-empty list: replaces all of it.
   * @lenient items
   */
  content?: ContentBlock[] | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * One content block appended to a message exchanged with another session. Who sent it comes from the message's
 * `session_message` upserts.
 * @example { "messageId": "msg_in_7", "content": { "type": "text", "text": "All tests" } }
 */
export interface SessionMessageChunk {
  /** The message the block belongs to, as in this session's transcript. */
  messageId: MessageId;
  /** The block to append. */
  content: ContentBlock;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * What the client may change in one subagent's session. Each permission must be granted for that subagent
 * explicitly; support for a method on ordinary sessions does not carry over.
 * @example { "cancel": {} }
 */
export interface SubagentSessionCapabilities {
  /**
   * Present (even as `{}`) when the client may cancel the subagent's current work; absent or `null` when it may not.
   * @lenient
   */
  cancel?: SessionCancelCapabilities | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Announces a subagent (a child session this session created and owns), or changes what is known about it. The
 * first update for a `sessionId` announces the child; later ones change only the fields they carry.
 * @example { "sessionId": "sess_child42", "title": "Test runner", "description": "Runs the test suite and reports failures", "capabilities": { "cancel": {} }, "state": { "state": "idle", "stopReason": "end_turn" } }
 */
export interface SubagentUpdate {
  /** The subagent's own session id. */
  sessionId: SessionId;
  /**
   * A display title for the subagent. Absent: unchanged; `null`: cleared (the client picks a fallback); a value:
   * replaces it.
   * @lenient
   */
  title?: string | null;
  /**
   * What the subagent is for, for display. Absent: unchanged; `null`: cleared; a value: replaces it.
   * @lenient
   */
  description?: string | null;
  /**
   * What the client may change in the subagent's session. Absent: unchanged; `null`: cleared, so nothing may be
   * changed; a value: replaces the whole set. Never sent means nothing may be changed.
   * @lenient
   */
  capabilities?: SubagentSessionCapabilities | null;
  /**
   * What the subagent is doing. Absent: unchanged; `null`: cleared, without claiming it is idle; a value: replaces
   * the previous state.
   * @lenient
   */
  state?: StateUpdate | null;
  /**
   * The subagent's working directory, an absolute path. Absent: unchanged; `null`: cleared, so it inherits its
   * parent's; a value: replaces it.
   */
  cwd?: string | null;
  /**
   * The subagent's extra workspace roots, as absolute paths. Absent: unchanged; `null`: cleared, so it inherits its
   * parent's; a list (`[]` for none): replaces the whole list.
   */
  additionalDirectories?: string[] | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Where a session cursor sits: next to an entity the client holds, named by its kind
 * (`type`) and id, before or after it. A client that does not know a `type` cannot place
 * the cursor and must not guess; it keeps the anchor whole when it stores or forwards the
 * update. A known `type` with a bad payload is an error. Experimental.
 * @unstable session_cursors
 * @example { "type": "agent_message", "messageId": "msg_7", "position": "after" }
 */
export type CursorAnchor = OpenUnion<"type", {
  /**
   * Next to a user message.
   * @example { "type": "user_message", "messageId": "msg_6", "position": "before" }
   */
  user_message: CursorMessageAnchor;
  /**
   * Next to an agent message.
   * @example { "type": "agent_message", "messageId": "msg_7", "position": "after" }
   */
  agent_message: CursorMessageAnchor;
  /**
   * Next to an agent thought.
   * @example { "type": "agent_thought", "messageId": "msg_7t", "position": "after" }
   */
  agent_thought: CursorMessageAnchor;
  /**
   * Next to a message another session sent into this one.
   * @example { "type": "session_message", "messageId": "msg_in_03", "position": "after" }
   */
  session_message: CursorMessageAnchor;
  /**
   * Next to a tool call.
   * @example { "type": "tool_call", "toolCallId": "call_001", "position": "after" }
   */
  tool_call: CursorToolCallAnchor;
  /**
   * Next to a context compaction.
   * @example { "type": "compaction", "compactionId": "cmp_01", "position": "before" }
   */
  compaction: CursorCompactionAnchor;
}>;

/**
 * On which side of its anchor a cursor sits. A client that does not know a value cannot
 * place the cursor; names that start with `_` are free for custom use. Experimental.
 * @unstable session_cursors
 */
export type CursorAnchorPosition = OpenEnum<
  /** Just before the entity: the history before the cursor does not include it. */
  | "before"
  /** Just after the entity: the history before the cursor includes it and nothing after it. */
  | "after"
>;

/**
 * What a client may do with a cursor now: each field names a method that accepts it.
 * Experimental.
 * @unstable session_cursors
 * @example { "fork": {} }
 */
export interface CursorCapabilities {
  /**
   * The client may fork the session at this cursor (`session/fork` with `cursorId`).
   * Left out and `null` both mean it may not; an object, `{}` too, means it may.
   * @unstable session_fork
   * @lenient
   */
  fork?: CursorForkCapabilities | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A cursor's anchor on a context compaction. Experimental.
 * @unstable session_cursors
 * @example { "compactionId": "cmp_01", "position": "before" }
 */
export interface CursorCompactionAnchor {
  /** The compaction the cursor sits next to. */
  compactionId: CompactionId;
  /** On which side of it. */
  position: CursorAnchorPosition;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The capability to fork a session at a cursor; `{}` says the agent supports it.
 * Experimental.
 * @unstable session_fork
 * @example {}
 */
export interface CursorForkCapabilities {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A cursor's anchor on a message; the anchor's `type` says which kind of message.
 * Experimental.
 * @unstable session_cursors
 * @example { "messageId": "msg_7", "position": "after" }
 */
export interface CursorMessageAnchor {
  /** The message the cursor sits next to. */
  messageId: MessageId;
  /** On which side of it. */
  position: CursorAnchorPosition;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A cursor's anchor on a tool call. Experimental.
 * @unstable session_cursors
 * @example { "toolCallId": "call_001", "position": "after" }
 */
export interface CursorToolCallAnchor {
  /** The tool call the cursor sits next to. */
  toolCallId: ToolCallId;
  /** On which side of it. */
  position: CursorAnchorPosition;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The payload of a `cursor_update`: announces a session cursor, a named position in the
 * session's timeline, or changes what the client may do with it. The first update for a
 * `cursorId` carries `anchor`, which is fixed from then on: a later update leaves it out
 * or repeats it unchanged, and changes only `capabilities` and `_meta`. A client that
 * does not use cursors may ignore the update. Experimental.
 * @unstable session_cursors
 * @example { "cursorId": "cur_after_msg_7", "anchor": { "type": "agent_message", "messageId": "msg_7", "position": "after" }, "capabilities": { "fork": {} } }
 * @example { "cursorId": "cur_after_msg_7", "capabilities": null }
 */
export interface CursorUpdate {
  /** The cursor, unique within the session; the agent chooses it. */
  cursorId: CursorId;
  /**
   * What the client may do with the cursor. Left out keeps the stored capabilities, `null`
   * clears them, an object replaces them whole; a new cursor starts with none.
   * @lenient
   */
  capabilities?: Patch<CursorCapabilities>;
  /**
   * Where the cursor sits. Required on the first update for a cursor and never changed
   * after it; a later update may leave it out (or `null`) or repeat the same anchor.
   */
  anchor?: CursorAnchor | null;
  /**
   * Extension data the protocol does not interpret. Left out keeps the stored data, `null`
   * clears it, and an object replaces it.
   * @lenient
   */
  _meta?: Patch<Meta>;
}

/**
 * The payload of a `prompt_suggestions_update`: the prompts the agent suggests the user
 * may send next, in place of the previous list. The agent sends it only to a client that
 * advertised `session.promptSuggestions`. Experimental.
 * @unstable prompt_suggestions
 * @example { "suggestions": [{ "prompt": [{ "type": "text", "text": "Run the failing test again" }] }] }
 */
export interface PromptSuggestionsUpdate {
  /**
   * Every suggestion on offer now; `[]` clears them.
   * @lenient items-only
   */
  suggestions: PromptSuggestion[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}
