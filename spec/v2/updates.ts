import type { OpenEnum, OpenUnion, Patch } from "../vocabulary.js";
import type { ConfigOptionUpdate } from "./config.js";
import type { ContentBlock } from "./content.js";
import type { AbsolutePath, MessageId, Meta, SessionId } from "./ids.js";
import type { PlanRemoved, PlanUpdate } from "./plan.js";
import type { BackgroundWork, StateUpdate, ToolCallContentChunk, ToolCallUpdate } from "./protocol.js";
import type { JsonRpcError } from "./session-methods.js";
import type { AvailableCommandsUpdate, CompactionSummaryChunk, CompactionUpdate, Notice, SessionInfoUpdate, Usage, UsageUpdate } from "./session-updates.js";
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
  /** @lenient */
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
 * The union is open: a receiver keeps a variant it does not know whole.
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
    /** A streamed piece of a user message. */
    user_message_chunk: ContentChunk;
    /** A streamed piece of an agent message. */
    agent_message_chunk: ContentChunk;
    /** A streamed piece of an agent thought. */
    agent_thought_chunk: ContentChunk;
    /** A whole-message upsert of a user message. */
    user_message: UserMessage;
    /** A whole-message upsert of an agent message. */
    agent_message: AgentMessage;
    /** A whole-message upsert of an agent thought. */
    agent_thought: AgentThought;
    /**
     * The agent's turn state: running, idle (with why it stopped) or waiting for the user.
     * @differs Published with the nested `StateUpdate` union (tagged on `state`) as the payload; a variant's payload is an object here, so it is declared as `StateUpdateFields`, one object whose state-specific fields are all optional.
     */
    state_update: StateUpdateFields;
    /** A piece of content streamed into a tool call, appended to its content. */
    tool_call_content_chunk: ToolCallContentChunk;
    /** A tool call created or changed: the fields present replace the stored ones. */
    tool_call_update: ToolCallUpdate;
    /** A terminal created or changed. */
    terminal_update: TerminalUpdate;
    /** Output streamed from a terminal, base64-encoded. */
    terminal_output_chunk: TerminalOutputChunk;
    /** A plan created or changed, by id. */
    plan_update: PlanUpdate;
    /**
     * A plan removed, by id.
     * @unstable plan_operations Unstable upstream; the shape may change before it is stabilized.
     */
    plan_removed: PlanRemoved;
    /** The slash commands the agent now offers. */
    available_commands_update: AvailableCommandsUpdate;
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
 * The state kinds of a `state_update`.
 * @differs Not published: the published `StateUpdate` union is tagged on `state` with these values.
 */
export type StateKind = OpenEnum<"running" | "idle" | "requires_action">;

/**
 * The payload of a `state_update`: the agent's turn state.
 * @differs Not published: the published payload is the `StateUpdate` union. `stopReason` and `usage` belong to the `idle` state.
 */
export interface StateUpdateFields {
  state: StateKind;
  /** Why the turn stopped, for `idle`: one of `end_turn`, `max_tokens`, `max_turn_requests`, `refusal`, `cancelled`, `error`, or a reason this spec does not know yet. */
  stopReason?: string | null;
  /** What went wrong, for `idle` with the stop reason `error`. */
  error?: JsonRpcError | null;
  /** Work that goes on after the turn (terminals, tool calls, subagents), for `running`, `idle` and `requires_action`. */
  background?: BackgroundWork[] | null;
  /**
   * The tokens the turn used, for `idle`.
   * @unstable usage Unstable upstream; the shape may change before it is stabilized.
   */
  usage?: Usage | null;
  _meta?: Meta | null;
}

/**
 * The params of `session/update`: one update for one session.
 * @example { "sessionId": "sess_abc123def456", "update": { "sessionUpdate": "user_message_chunk", "messageId": "msg_user_8f7a1", "content": { "type": "text", "text": "Can you analyze this code?" } } }
 */
export interface UpdateSessionNotification {
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
  cwd?: AbsolutePath | null;
  additionalDirectories?: AbsolutePath[] | null;
  /** @lenient */
  _meta?: Meta | null;
}
