import type { OpenEnum, OpenUnion, Patch } from "../vocabulary.js";
import type { ConfigOptionUpdate } from "./config.js";
import type { ContentBlock, PromptSuggestion } from "./content.js";
import type { AbsolutePath, MessageId, Meta, SessionId } from "./ids.js";
import type { PlanRemoved, PlanUpdate } from "./plan.js";
import type { BackgroundWork, StateUpdate, ToolCallContentChunk, ToolCallId, ToolCallUpdate } from "./protocol.js";
import type { CursorId, JsonRpcError } from "./session-methods.js";
import type { AvailableCommandsUpdate, CompactionId, CompactionSummaryChunk, CompactionUpdate, Notice, SessionInfoUpdate, Usage, UsageUpdate } from "./session-updates.js";
import type { TerminalOutputChunk, TerminalUpdate } from "./terminal.js";

/**
 * One streamed piece of a message. The receiver appends `content` to the
 * message whose id is `messageId`, creating the message if it is new.
 * @rfd message-id
 * @example { "messageId": "msg_user_8f7a1", "content": { "type": "text", "text": "Can you analyze this code?" } }
 */
export interface ContentChunk {
  /** The message this chunk belongs to. Required in v2, and never null. */
  messageId: MessageId;
  /** The single content block to append. */
  content: ContentBlock;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A whole-message upsert for a user message, keyed by `messageId`. The agent
 * sends it to acknowledge or replay a message the user sent.
 * @rfd message-updates
 * @example { "messageId": "u1", "content": [{ "type": "text", "text": "hi" }] }
 */
export interface UserMessage {
  /** The message to create or update. */
  messageId: MessageId;
  /**
   * The message's whole content. A value replaces everything stored so far,
   * including content that earlier chunks appended; `null` or `[]` empties it;
   * leaving it out keeps the stored content.
   * @lenient items
   */
  content?: Patch<ContentBlock[]>;
  /**
   * The message's metadata: replaced by a value, cleared by `null`, kept when left out.
   * @lenient
   */
  _meta?: Patch<Meta>;
}

/**
 * A whole-message upsert for an agent message, keyed by `messageId`. Use it to
 * replay, correct or redact a message, or to send one that is already complete.
 * @rfd message-updates
 * @example { "messageId": "m1", "content": [{ "type": "text", "text": "C" }] }
 * @example { "messageId": "m1", "_meta": { "source": "replay" } }
 */
export interface AgentMessage {
  /** The message to create or update. */
  messageId: MessageId;
  /**
   * The message's whole content. A value replaces everything stored so far,
   * including content that earlier chunks appended; `null` or `[]` empties it;
   * leaving it out keeps the stored content.
   * @lenient items
   */
  content?: Patch<ContentBlock[]>;
  /**
   * The message's metadata: replaced by a value, cleared by `null`, kept when left out.
   * @lenient
   */
  _meta?: Patch<Meta>;
}

/**
 * A whole-message upsert for an agent thought, keyed by `messageId`.
 * @rfd message-updates
 * @example { "messageId": "t1", "content": [{ "type": "text", "text": "Checking the config first." }] }
 */
export interface AgentThought {
  /** The thought to create or update. */
  messageId: MessageId;
  /**
   * The thought's whole content. A value replaces everything stored so far,
   * including content that earlier chunks appended; `null` or `[]` empties it;
   * leaving it out keeps the stored content.
   * @lenient items
   */
  content?: Patch<ContentBlock[]>;
  /**
   * The thought's metadata: replaced by a value, cleared by `null`, kept when left out.
   * @lenient
   */
  _meta?: Patch<Meta>;
}

/**
 * A change to a session that the agent reports to the client, tagged on
 * `sessionUpdate`. Updates for one message apply in the order they arrive:
 * chunks append, whole-message updates replace the fields they carry.
 * The union is open: a receiver keeps a variant it does not know whole when it stores,
 * replays or forwards history, and otherwise ignores it or shows it in a generic way.
 * @rfd message-updates
 * @example { "sessionUpdate": "agent_message_chunk", "messageId": "msg_agent_c42b9", "content": { "type": "text", "text": "Let me analyze your code..." } }
 * @example { "sessionUpdate": "agent_message", "messageId": "m1", "_meta": { "source": "replay" } }
 * @example { "sessionUpdate": "agent_message", "messageId": "m1", "content": [{ "type": "text", "text": "C" }] }
 * @example { "sessionUpdate": "agent_message_chunk", "messageId": "m1", "content": { "type": "text", "text": "A" } }
 * @example { "sessionUpdate": "agent_message_chunk", "messageId": "m1", "content": { "type": "text", "text": "B" } }
 * @example { "sessionUpdate": "agent_message", "messageId": "m1", "content": [{ "type": "text", "text": "A" }] }
 */
export type SessionUpdate = OpenUnion<
  "sessionUpdate",
  {
    /**
     * A streamed piece of a user message, for example while the agent replays history.
     * @example { "sessionUpdate": "user_message_chunk", "messageId": "msg_user_8f7a1", "content": { "type": "text", "text": "Can you analyze this code?" } }
     */
    user_message_chunk: ContentChunk;
    /**
     * A streamed piece of the agent's reply.
     * @example { "sessionUpdate": "agent_message_chunk", "messageId": "msg_agent_c42b9", "content": { "type": "text", "text": "The test fails because " } }
     */
    agent_message_chunk: ContentChunk;
    /**
     * A streamed piece of the agent's reasoning, which clients may show apart from the reply.
     * @example { "sessionUpdate": "agent_thought_chunk", "messageId": "msg_thought_1d2e", "content": { "type": "text", "text": "The fixture path looks relative; checking cwd." } }
     */
    agent_thought_chunk: ContentChunk;
    /**
     * A whole-message upsert of a user message, sent when the agent adds or replays one;
     * a later one with the same id changes only the fields it carries.
     * @example { "sessionUpdate": "user_message", "messageId": "msg_user_8f7a1", "content": [{ "type": "text", "text": "Can you analyze this code?" }] }
     */
    user_message: UserMessage;
    /**
     * A whole-message upsert of an agent message, beside or instead of its chunks.
     * @example { "sessionUpdate": "agent_message", "messageId": "msg_agent_c42b9", "content": [{ "type": "text", "text": "The test fails because the fixture path is relative." }] }
     */
    agent_message: AgentMessage;
    /**
     * A whole-message upsert of an agent thought.
     * @example { "sessionUpdate": "agent_thought", "messageId": "msg_thought_1d2e", "content": [] }
     */
    agent_thought: AgentThought;
    /**
     * The agent's turn state: running, idle (with why it stopped) or waiting for the user.
     * @example { "sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn", "background": [] }
     * @differs Published with the nested `StateUpdate` union (tagged on `state`) as the payload; a variant's payload is an object here, so it is declared as `StateUpdateFields`, one object whose state-specific fields are all optional.
     */
    state_update: StateUpdateFields;
    /**
     * A piece of content streamed into a tool call, appended to its content.
     * @example { "sessionUpdate": "tool_call_content_chunk", "toolCallId": "call_001", "content": { "type": "content", "content": { "type": "text", "text": "Found 3 matches in src/" } } }
     */
    tool_call_content_chunk: ToolCallContentChunk;
    /**
     * A tool call created or changed: the fields present replace the stored ones.
     * @example { "sessionUpdate": "tool_call_update", "toolCallId": "call_001", "title": "Reading configuration file", "kind": "read", "status": "in_progress", "locations": [{ "path": "/home/user/project/src/config.json" }] }
     */
    tool_call_update: ToolCallUpdate;
    /**
     * A terminal the agent owns was created or changed: its command, output or exit.
     * @example { "sessionUpdate": "terminal_update", "terminalId": "term_xyz789", "command": "cargo test", "cwd": "/home/user/project" }
     */
    terminal_update: TerminalUpdate;
    /**
     * Output streamed from a terminal, base64-encoded.
     * @example { "sessionUpdate": "terminal_output_chunk", "terminalId": "term_xyz789", "data": "cnVubmluZyAxMiB0ZXN0cwo=" }
     */
    terminal_output_chunk: TerminalOutputChunk;
    /**
     * A plan created or changed, by id.
     * @example { "sessionUpdate": "plan_update", "plan": { "type": "items", "planId": "plan_main", "entries": [{ "content": "Reproduce the failure", "priority": "high", "status": "completed" }, { "content": "Fix the fixture path", "priority": "high", "status": "in_progress" }] } }
     */
    plan_update: PlanUpdate;
    /**
     * A plan removed, by id.
     * @example { "sessionUpdate": "plan_removed", "planId": "plan_main" }
     */
    plan_removed: PlanRemoved;
    /**
     * The commands the agent now offers; the list replaces the previous one.
     * @example { "sessionUpdate": "available_commands_update", "availableCommands": [{ "type": "command", "name": "review", "description": "Review the staged changes", "input": { "type": "text", "hint": "files to focus on" } }] }
     */
    available_commands_update: AvailableCommandsUpdate;
    /**
     * The session's config options changed; the list replaces the previous one.
     * @example { "sessionUpdate": "config_option_update", "configOptions": [{ "type": "boolean", "configId": "auto_approve", "name": "Auto-approve edits", "currentValue": true }] }
     */
    config_option_update: ConfigOptionUpdate;
    /**
     * The session's title or other metadata changed.
     * @example { "sessionUpdate": "session_info_update", "title": "Fix the flaky CI build", "updatedAt": "2025-06-01T14:32:10Z" }
     */
    session_info_update: SessionInfoUpdate;
    /**
     * The context window and cost used so far.
     * @example { "sessionUpdate": "usage_update", "used": 53000, "size": 200000, "cost": { "amount": 0.42, "currency": "USD" } }
     */
    usage_update: UsageUpdate;
    /**
     * A notice for the user, such as a warning. It is not part of the session's history,
     * and a client may ignore it.
     * @example { "sessionUpdate": "notice", "severity": "warning", "title": "Rate limit reached", "description": "Retrying in 30 seconds." }
     */
    notice: Notice;
    /**
     * A context compaction started, progressed or ended.
     * @example { "sessionUpdate": "compaction_update", "compactionId": "cmp_01", "status": "completed", "summary": [{ "type": "text", "text": "Earlier: fixed the CI fixture path." }] }
     */
    compaction_update: CompactionUpdate;
    /**
     * A streamed piece of a compaction summary.
     * @example { "sessionUpdate": "compaction_summary_chunk", "compactionId": "cmp_01", "content": { "type": "text", "text": "Earlier: fixed the CI fixture path." } }
     */
    compaction_summary_chunk: CompactionSummaryChunk;
    /**
     * A whole-message upsert of a message this session sent to, or received from, another
     * session (a subagent or its parent).
     * @example { "sessionUpdate": "session_message", "messageId": "msg_out_17", "senderSessionId": "sess_abc123def456", "recipientSessionId": "sess_sub_42", "content": [{ "type": "text", "text": "List the failing tests." }] }
     */
    session_message: SessionMessage;
    /**
     * A streamed piece of a message exchanged with another session.
     * @example { "sessionUpdate": "session_message_chunk", "messageId": "msg_out_17", "content": { "type": "text", "text": "List the failing tests." } }
     */
    session_message_chunk: SessionMessageChunk;
    /**
     * A child session (subagent) this session created and owns was announced or changed.
     * @example { "sessionUpdate": "subagent_update", "sessionId": "sess_sub_42", "title": "Test triage", "state": { "state": "running" } }
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
    /**
     * The replay a `session/resume` with `replayFrom` asked for is over; what follows is live.
     * @example { "sessionUpdate": "replay_complete" }
     */
    replay_complete: ReplayComplete;
  }
>;

/**
 * Which turn state a `state_update` reports. A client that meets a state it does not
 * know must not treat it as `idle`; it shows a generic busy state until a known one
 * arrives.
 * @differs Not published: the published `StateUpdate` union is tagged on `state` with these values.
 */
export type StateKind = OpenEnum<
  /** The agent is working on the foreground task. */
  | "running"
  /** No foreground work is going on; background work may still run. */
  | "idle"
  /** The foreground work cannot go on until the user acts, for example on a permission request. */
  | "requires_action"
>;

/**
 * The payload of a `state_update`: the agent's turn state. The agent reports `running`
 * (or `requires_action`) when foreground work starts and `idle` when it ends, whether a
 * prompt started it or the agent did.
 * @differs Not published: the published payload is the `StateUpdate` union. `stopReason` and `usage` belong to the `idle` state.
 * @example { "state": "running" }
 * @example { "state": "idle", "stopReason": "error", "error": { "code": -32603, "message": "Model provider unavailable" } }
 */
export interface StateUpdateFields {
  /** The state being reported. */
  state: StateKind;
  /** Why the turn stopped, for `idle`: one of `end_turn`, `max_tokens`, `max_turn_requests`, `refusal`, `cancelled`, `error`, or a reason this spec does not know yet. */
  stopReason?: string | null;
  /** What went wrong, for `idle` with the stop reason `error`. */
  error?: JsonRpcError | null;
  /**
   * Work that goes on independently of the turn (terminals, tool calls, subagents), for
   * `running`, `idle` and `requires_action`, as a complete list. Left out and `null` both
   * mean the agent does not say; `[]` means nothing runs in the background.
   */
  background?: BackgroundWork[] | null;
  /**
   * The tokens the turn that just ended used (not a running total), for `idle`. Left out
   * and `null` both mean not reported.
   * @unstable end_turn_token_usage Unstable upstream; the shape may change before it is stabilized.
   */
  usage?: Usage | null;
  /** Extension data the protocol does not interpret. Left out and `null` both mean none. */
  _meta?: Meta | null;
}

/**
 * The params of `session/update`, which the agent sends to report one change to one
 * session.
 * @example { "sessionId": "sess_abc123def456", "update": { "sessionUpdate": "user_message_chunk", "messageId": "msg_user_8f7a1", "content": { "type": "text", "text": "Can you analyze this code?" } } }
 */
export interface UpdateSessionNotification {
  /** The session the update belongs to. */
  sessionId: SessionId;
  /** What changed. */
  update: SessionUpdate;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Present (even as `{}`) when the client may send `session/cancel` to a subagent session
 * to stop its work without ending it.
 * @example {}
 */
export interface SessionCancelCapabilities {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A whole-message upsert of a message this session exchanged with another session,
 * keyed by `messageId`. Every field but `messageId` is a patch: left out keeps the
 * stored value, `null` clears it, a value replaces it.
 * @example { "messageId": "msg_in_03", "senderSessionId": "sess_sub_42", "recipientSessionId": "sess_abc123def456", "senderMessageId": "msg_sub_out_9", "content": [{ "type": "text", "text": "Two tests fail: auth_test and cache_test." }] }
 */
export interface SessionMessage {
  /** The message's id in this session's transcript. */
  messageId: MessageId;
  /**
   * The session that sent the message.
   * @lenient
   */
  senderSessionId?: SessionId | null;
  /**
   * The session the message went to.
   * @lenient
   */
  recipientSessionId?: SessionId | null;
  /**
   * For a received message: the id the same message has in the sender's transcript. It
   * may arrive after the message began streaming.
   * @lenient
   */
  senderMessageId?: MessageId | null;
  /**
   * For a sent message: the id the same message has in the recipient's transcript. It
   * may arrive after the message began streaming.
   * @lenient
   */
  recipientMessageId?: MessageId | null;
  /**
   * The message's whole content; a value replaces everything stored so far.
   * @lenient items
   */
  content?: ContentBlock[] | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * One content block appended to a message exchanged with another session. It carries
 * only content; who sent it comes from `session_message` upserts, before or after.
 * @example { "messageId": "msg_in_03", "content": { "type": "text", "text": "Two tests fail" } }
 */
export interface SessionMessageChunk {
  /** The message's id in this session's transcript. */
  messageId: MessageId;
  /** The block to append. */
  content: ContentBlock;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * What the client may do to one subagent session. Each action needs its own entry here;
 * support for a method on ordinary sessions does not extend to subagents.
 * @example { "cancel": {} }
 */
export interface SubagentSessionCapabilities {
  /**
   * Present (even as `{}`) when the client may cancel the subagent's current work.
   * Left out and `null` both mean it may not.
   * @lenient
   */
  cancel?: SessionCancelCapabilities | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Announces a child session (a subagent) that this session created and owns, or changes
 * what is known about it. The first update for a session id comes before any other
 * message about that child; the child's own updates then arrive without a separate
 * resume. Every field but `sessionId` is a patch: left out keeps the stored value, `null`
 * clears it, a value replaces it.
 * @example { "sessionId": "sess_sub_42", "title": "Test triage", "description": "Finds which tests fail and why", "capabilities": { "cancel": {} }, "state": { "state": "running" } }
 */
export interface SubagentUpdate {
  /** The child session's id, used for it in every message. */
  sessionId: SessionId;
  /**
   * A title to show for the child; need not be unique. `null` clears it, and the client
   * picks a fallback.
   * @lenient
   */
  title?: string | null;
  /**
   * What the child is for, as the parent describes it now.
   * @lenient
   */
  description?: string | null;
  /**
   * What the client may do to the child. Unset means nothing.
   * @lenient
   */
  capabilities?: SubagentSessionCapabilities | null;
  /**
   * The child's turn state. `null` removes the report, leaving the state unknown (not
   * idle, not cancelled); a value replaces the whole previous state.
   * @lenient
   */
  state?: StateUpdate | null;
  /**
   * The child's working directory, an absolute path. While unset, the child uses its
   * parent's.
   */
  cwd?: AbsolutePath | null;
  /**
   * The child's further workspace roots, each absolute; a value replaces the whole list.
   * While unset, the child uses its parent's.
   */
  additionalDirectories?: AbsolutePath[] | null;
  /**
   * Extension data the protocol does not interpret. A value is merged into the stored
   * data key by key; `null` clears it.
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

/**
 * The payload of a `replay_complete`: the history replay that a `session/resume` with
 * `replayFrom` asked for is over. Every update of the session between that request and
 * this one was replayed history; every later one is live. The agent sends it once per such
 * request, after the last replayed update and before the response, even when nothing was
 * replayed, and never for a resume without `replayFrom`.
 * @rfd session-resume-replay
 * @departure The RFD draft has no end marker: the replay ends with the `session/resume` response. The published wire format (crate 1.20.0) adds this update, so a client can tell replayed history from live updates before the response arrives.
 * @example {}
 */
export interface ReplayComplete {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}
