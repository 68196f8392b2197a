import type { Union, Unit } from "../vocabulary.js";
import type { ConfigOptionUpdate, CurrentModeUpdate } from "./config.js";
import type { ContentBlock } from "./content.js";
import type { MessageId, Meta, SessionId } from "./ids.js";
import type { Plan, PlanRemoved, PlanUpdate } from "./plan.js";
import type { ToolCall, ToolCallUpdate } from "./protocol.js";
import type { AvailableCommandsUpdate, CompactionSummaryChunk, CompactionUpdate, Notice, SessionInfoUpdate, UsageUpdate } from "./session-updates.js";
import type { StateUpdate } from "./session-methods.js";

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
  /** @lenient */
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
    /** A streamed piece of a user message. */
    user_message_chunk: ContentChunk;
    /** A streamed piece of an agent message. */
    agent_message_chunk: ContentChunk;
    /** A streamed piece of an agent thought. */
    agent_thought_chunk: ContentChunk;
    /**
     * Empties the content streamed so far for the agent message that is being
     * streamed; later chunks start again from nothing. Earlier messages are untouched.
     * @unstable agent_message_clear Proposed by the agent-message-clear RFD and never merged: upstream
     * pointed to message ids plus a whole `agent_message` update, which v2 has.
     * A v1 peer that does not know it ignores it.
     * @rfd agent-message-clear
     * @differs Not in the published schema, which never merged the proposal; it exists here only under its unstable feature.
     */
    agent_message_clear: Unit;
    /** A tool call the agent starts. */
    tool_call: ToolCall;
    /** A change to a tool call: the fields present replace the stored ones. */
    tool_call_update: ToolCallUpdate;
    /** The agent's whole plan, replacing any earlier one. */
    plan: Plan;
    /**
     * A plan created or changed, by id.
     * @unstable plan_operations Unstable upstream; the shape may change before it is stabilized.
     */
    plan_update: PlanUpdate;
    /**
     * A plan removed, by id.
     * @unstable plan_operations Unstable upstream; the shape may change before it is stabilized.
     */
    plan_removed: PlanRemoved;
    /** The slash commands the agent now offers. */
    available_commands_update: AvailableCommandsUpdate;
    /** The session's mode changed. */
    current_mode_update: CurrentModeUpdate;
    /** The session's config options changed. */
    config_option_update: ConfigOptionUpdate;
    /** The session's title or other metadata changed. */
    session_info_update: SessionInfoUpdate;
    /** The context window and cost used so far. */
    usage_update: UsageUpdate;
    /**
     * A notice for the user, such as a warning.
     */
    notice: Notice;
    /**
     * Progress of a context compaction.
     */
    compaction_update: CompactionUpdate;
    /**
     * A streamed piece of a compaction summary.
     */
    compaction_summary_chunk: CompactionSummaryChunk;
    /** @unstable subagents */
    session_message: SessionMessage;
    /** @unstable subagents */
    session_message_chunk: SessionMessageChunk;
    /** @unstable subagents */
    subagent_update: SubagentUpdate;
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
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable subagents */
export interface SessionCancelCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable subagents */
export interface SessionMessage {
  messageId: MessageId;
  /** @lenient */
  senderSessionId?: SessionId | null;
  /** @lenient */
  recipientSessionId?: SessionId | null;
  /** @lenient */
  senderMessageId?: MessageId | null;
  /** @lenient */
  recipientMessageId?: MessageId | null;
  /** @lenient items */
  content?: ContentBlock[] | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable subagents */
export interface SessionMessageChunk {
  messageId: MessageId;
  content: ContentBlock;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable subagents */
export interface SubagentSessionCapabilities {
  /** @lenient */
  cancel?: SessionCancelCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable subagents */
export interface SubagentUpdate {
  sessionId: SessionId;
  /** @lenient */
  title?: string | null;
  /** @lenient */
  description?: string | null;
  /** @lenient */
  capabilities?: SubagentSessionCapabilities | null;
  /** @lenient */
  state?: StateUpdate | null;
  cwd?: string | null;
  additionalDirectories?: string[] | null;
  /** @lenient */
  _meta?: Meta | null;
}
